//! The redb store: one file holding every open table, the command log,
//! finished games, stats and ratings.
//!
//! One writer thread owns all writes. Callers send a [`Commit`] and wait;
//! the writer takes every commit waiting, applies them in one durable write
//! transaction and only then answers each. So an accepted command is on
//! disk before anyone sees its effects, and many channels share one fsync.
//! Reads use their own read transactions from any thread.

pub mod achievements;
pub mod backend;
pub mod backup;
pub mod check;
pub mod compact;
pub mod daily;
mod error;
pub mod file;
pub mod forget;
mod messages;
pub mod migrations;
mod notice_prefs;
pub mod people;
pub mod postgres;
pub mod prune;
pub mod reshard;
pub mod schema;
pub mod stats;
#[cfg(test)]
mod suite;
#[cfg(test)]
mod test_rows;
pub mod types;

use crate::engine::GameKind;
use redb::{Database, ReadableDatabase, ReadableTable, TableHandle};
use schema::*;
use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc};
use std::thread::JoinHandle;
use types::*;

pub use backend::{RunningProcess, StoreBackend};
use error::open_error;
pub use error::StoreError;

/// "1 game", "2 games": the store's reports in words.
fn count(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Everything one accepted command writes, in one transaction with others.
#[derive(Debug, Clone)]
pub struct Commit {
    pub channel: String,
    /// 0: none (not recorded in `requests_v1`).
    pub request_id: u64,
    /// The table after the command (JSON of [`StoredTableV2`]); None removes it.
    pub table: Option<Vec<u8>>,
    /// JSON of [`StoredCommandV1`].
    pub command: Vec<u8>,
    /// The command's number in its channel (`channel_log_v1`): one more
    /// than the channel's previous command, assigned by the caller, which
    /// applies a channel's commands one at a time.
    pub channel_seq: u64,
    /// The game this command finished or abandoned, to record (and rate).
    pub finished: Option<StoredGameV1>,
    /// The Discord guild of the channel, when this command records it
    /// (the table's first command from a guild): `channel_guilds_v1`.
    pub guild: Option<u64>,
}

/// One write of the writer thread, made in a transaction shared with others.
enum Write {
    Command(Box<Commit>),
    /// A channel's `outbox_v1` row (JSON).
    Outbox {
        channel: String,
        row: Vec<u8>,
    },
    /// A channel's `discord_messages_v1` row (JSON); None removes it.
    DiscordMessages {
        channel: String,
        row: Option<Vec<u8>>,
    },
    /// A person's `hand_views_v1` row (JSON); None removes it.
    HandView {
        channel: String,
        user: u64,
        row: Option<Vec<u8>>,
    },
    /// A person's `notice_prefs_v1` row (JSON).
    NoticePref {
        user: u64,
        row: Vec<u8>,
    },
}

struct Job {
    write: Write,
    /// The command's global sequence number (0 for other writes).
    reply: mpsc::SyncSender<Result<u64, StoreError>>,
}

/// The most commits one transaction takes.
const MAX_BATCH: usize = 1024;

/// What the writer has done so far.
#[derive(Debug, Default)]
pub struct WriterStats {
    pub transactions: std::sync::atomic::AtomicU64,
    pub commits: std::sync::atomic::AtomicU64,
    pub write_ns: std::sync::atomic::AtomicU64,
    pub commit_ns: std::sync::atomic::AtomicU64,
    pub max_commit_ns: std::sync::atomic::AtomicU64,
    /// Transactions whose durable commit took over 4 ms.
    pub slow_commits: std::sync::atomic::AtomicU64,
}

impl WriterStats {
    /// Counts one transaction's writing (`started` to `committing`) and its
    /// durable commit (`committing` to now).
    pub fn record_transaction(&self, started: std::time::Instant, committing: std::time::Instant) {
        use std::sync::atomic::Ordering::Relaxed;
        let write_ns = (committing - started).as_nanos() as u64;
        let commit_ns = committing.elapsed().as_nanos() as u64;
        self.write_ns.fetch_add(write_ns, Relaxed);
        self.commit_ns.fetch_add(commit_ns, Relaxed);
        self.max_commit_ns.fetch_max(commit_ns, Relaxed);
        if commit_ns > 4_000_000 {
            self.slow_commits.fetch_add(1, Relaxed);
        }
    }
}

pub struct Store {
    db: Arc<Database>,
    stats: Arc<WriterStats>,
    /// None for a store opened only to be read.
    tx: Option<mpsc::Sender<Job>>,
    writer: Option<JoinHandle<()>>,
    /// The file, or None in memory.
    path: Option<PathBuf>,
    /// Serves `db backup` while this process holds the file.
    #[cfg(unix)]
    live_backups: Option<backup::LiveServer>,
    scheduled_backups: Option<backup::Scheduler>,
    /// Set: every write fails as a full disk would (tests of outages).
    #[cfg(test)]
    failing: Arc<std::sync::atomic::AtomicBool>,
    /// Set: every write is done, then reported unconfirmed (tests of a
    /// commit whose answer was lost).
    #[cfg(test)]
    unconfirmed: Arc<std::sync::atomic::AtomicBool>,
}

impl Store {
    /// Opens (or creates) a store file, running any missing schema steps.
    ///
    /// An existing file is first validated without writing to it (see
    /// [`file`]): a file that is damaged, empty of our tables but holding
    /// others, from a newer build, in use by another process, or not
    /// writable is refused with an error that names it and says what to do,
    /// and it is left as it was. A new file's directory must exist.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        let existing = match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => {
                return Err(StoreError::Io {
                    path: path.display().to_string(),
                    error: "it is a directory".into(),
                })
            }
            Ok(m) => m.len() > 0,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
            Err(e) => return Err(StoreError::io(path, &e)),
        };
        let db = if existing {
            // Look before touching: redb writes to a file it opens for
            // writing, and a file that is damaged or not ours must stay as
            // it is.
            file::verify(path)?;
            match file::guarded(|| Database::open(path)) {
                Err(panic) => return Err(StoreError::damaged(path, panic)),
                Ok(r) => r.map_err(|e| open_error(path, e))?,
            }
        } else {
            if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
                if !dir.is_dir() {
                    return Err(StoreError::NoDirectory {
                        path: path.display().to_string(),
                        dir: dir.display().to_string(),
                    });
                }
            }
            match file::guarded(|| Database::create(path)) {
                Err(panic) => return Err(StoreError::damaged(path, panic)),
                Ok(r) => r.map_err(|e| open_error(path, e))?,
            }
        };
        #[allow(unused_mut)]
        let mut store = Self::init(db, Some(path), true)?;
        #[cfg(unix)]
        {
            store.live_backups = backup::LiveServer::start(store.db.clone(), path);
        }
        Ok(store)
    }

    /// [`Store::open`], then backups on `schedule` (`run`), each checked
    /// (each game and table also by `records`).
    pub fn open_with_backups(
        path: impl AsRef<Path>,
        schedule: Option<backup::Schedule>,
        records: &'static dyn check::RecordCheck,
    ) -> Result<Store, StoreError> {
        let mut store = Store::open(path)?;
        if let Some(s) = schedule {
            store.start_backups(s, records);
        }
        Ok(store)
    }

    /// Takes backups on `schedule` from now on, in a thread of the store,
    /// each checked (each game and table also by `records`).
    pub fn start_backups(
        &mut self,
        schedule: backup::Schedule,
        records: &'static dyn check::RecordCheck,
    ) {
        let source = self
            .path
            .clone()
            .unwrap_or_else(|| PathBuf::from("memory.redb"));
        self.scheduled_backups = Some(backup::Scheduler::start(
            self.db.clone(),
            source,
            schedule,
            records,
        ));
    }

    /// Opens an existing store file only to read it (`db check`, `db
    /// export`, `db games`, `db backup`): the file is opened read-only and
    /// never written; a crash repair and missing schema steps happen in
    /// memory only. A missing or empty file is an error.
    pub fn open_read_only(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref();
        file::verify(path)?;
        let db = file::open_overlay(path)?;
        Self::init(db, Some(path), false)
    }

    /// A store that lives in memory (tests).
    pub fn in_memory() -> Result<Store, StoreError> {
        let db = Database::builder().create_with_backend(redb::backends::InMemoryBackend::new())?;
        Self::init(db, None, true)
    }

    fn init(db: Database, path: Option<&Path>, writable: bool) -> Result<Store, StoreError> {
        let shown = path.unwrap_or(Path::new("memory"));
        let prepared = file::guarded(|| -> Result<(), StoreError> {
            let version = stored_version(&db, shown)?;
            check_version(version, shown)?;
            migrations::migrate(&db, version, migrations::SCHEMA_VERSION)
        });
        prepared.map_err(|p| StoreError::damaged(shown, p))??;
        let db = Arc::new(db);
        let stats = Arc::new(WriterStats::default());
        let (tx, writer) = if writable {
            let (tx, rx) = mpsc::channel();
            let wdb = db.clone();
            let wstats = stats.clone();
            let wpath = shown.to_path_buf();
            let writer = std::thread::Builder::new()
                .name("store-writer".into())
                .spawn(move || writer_loop(&wdb, rx, &wstats, &wpath))
                .map_err(|e| StoreError::Db(e.to_string()))?;
            (Some(tx), Some(writer))
        } else {
            (None, None)
        };
        Ok(Store {
            db,
            stats,
            tx,
            writer,
            path: path.map(Path::to_path_buf),
            #[cfg(unix)]
            live_backups: None,
            scheduled_backups: None,
            #[cfg(test)]
            failing: Default::default(),
            #[cfg(test)]
            unconfirmed: Default::default(),
        })
    }

    /// A switch that makes every write fail while it is set, as a full
    /// disk would (tests of what the service does while its store fails).
    #[cfg(test)]
    pub(crate) fn failing_switch(&self) -> Arc<std::sync::atomic::AtomicBool> {
        self.failing.clone()
    }

    /// A switch that makes every write report "unconfirmed" after it is
    /// done, as a database whose connection dropped at the commit would.
    #[cfg(test)]
    pub(crate) fn unconfirmed_switch(&self) -> Arc<std::sync::atomic::AtomicBool> {
        self.unconfirmed.clone()
    }

    /// The redb database itself (tests that look at its tables, above
    /// the store too: `table::stored::fixtures`).
    #[cfg(test)]
    pub(crate) fn database(&self) -> &Database {
        &self.db
    }

    /// Holds redb's write lock until the transaction is dropped, so that
    /// the writer thread waits (tests of what must not wait on a commit).
    #[cfg(test)]
    pub(crate) fn hold_writes(&self) -> redb::WriteTransaction {
        self.db.begin_write().expect("a write transaction")
    }

    /// The store's file (None in memory).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Commits durably (with whatever else is waiting) and returns the
    /// command's global sequence number.
    pub fn commit(&self, commit: Commit) -> Result<u64, StoreError> {
        self.write(Write::Command(Box::new(commit)))
    }

    /// Hands a write to the writer thread and waits until it is durable.
    fn write(&self, write: Write) -> Result<u64, StoreError> {
        #[cfg(test)]
        if self.failing.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(StoreError::Io {
                path: StoreBackend::location(self),
                error: "No space left on device (os error 28)".into(),
            });
        }
        let (reply, rx) = mpsc::sync_channel(1);
        self.tx
            .as_ref()
            .ok_or(StoreError::OpenedReadOnly)?
            .send(Job { write, reply })
            .map_err(|_| StoreError::Closed)?;
        let done = rx.recv().map_err(|_| StoreError::Closed)?;
        #[cfg(test)]
        if self.unconfirmed.load(std::sync::atomic::Ordering::SeqCst) {
            return Err(StoreError::InDoubt {
                error: "connection closed".into(),
            });
        }
        done
    }

    /// Transactions and commits written so far, and the time they took.
    pub fn writer_stats(&self) -> &WriterStats {
        &self.stats
    }

    pub fn schema_version(&self) -> Result<u64, StoreError> {
        let r = self.db.begin_read()?;
        let meta = r.open_table(META)?;
        Ok(meta
            .get(SCHEMA_VERSION_KEY)?
            .map(|v| v.value())
            .unwrap_or(0))
    }

    /// Every open table, decoded and handed to `rebuild` (see
    /// [`StoreBackend::load_tables`]).
    pub fn load_tables<T: Send>(
        &self,
        rebuild: impl Fn(StoredTableV2) -> Result<T, String> + Sync,
    ) -> Result<Vec<T>, StoreError> {
        (self as &dyn StoreBackend).load_tables(rebuild)
    }

    /// Every open table's row: (channel, JSON of [`StoredTableV2`]).
    pub fn table_rows(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(TABLES)?;
        t.iter()?
            .map(|row| {
                let (k, v) = row?;
                Ok((k.value().to_string(), v.value().to_vec()))
            })
            .collect()
    }

    /// The command first accepted with this request id in this channel.
    pub fn lookup_request(
        &self,
        channel: &str,
        request_id: u64,
    ) -> Result<Option<StoredCommandV1>, StoreError> {
        let r = self.db.begin_read()?;
        let req = r.open_table(REQUESTS)?;
        let Some(seq) = req.get((channel, request_id))?.map(|v| v.value()) else {
            return Ok(None);
        };
        let cmds = r.open_table(COMMANDS)?;
        let row = cmds.get(seq)?.ok_or_else(|| {
            StoreError::Decode(format!("request {request_id}: command {seq} is missing"))
        })?;
        Ok(Some(serde_json::from_slice(row.value())?))
    }

    /// Whether a request id was accepted in a channel.
    pub fn has_request(&self, channel: &str, request_id: u64) -> Result<bool, StoreError> {
        let r = self.db.begin_read()?;
        let req = r.open_table(REQUESTS)?;
        Ok(req.get((channel, request_id))?.is_some())
    }

    pub fn game(&self, game_id: u64) -> Result<Option<StoredGameV1>, StoreError> {
        let r = self.db.begin_read()?;
        let g = r.open_table(GAMES)?;
        let x = g.get(game_id)?;
        Ok(match x {
            Some(v) => Some(serde_json::from_slice(v.value())?),
            None => None,
        })
    }

    /// The channel's latest games, newest first.
    pub fn recent_games(
        &self,
        channel: &str,
        limit: usize,
    ) -> Result<Vec<StoredGameV1>, StoreError> {
        let r = self.db.begin_read()?;
        let index = r.open_table(CHANNEL_GAMES)?;
        let games = r.open_table(GAMES)?;
        let mut out = Vec::new();
        for row in index.range((channel, 0)..=(channel, u64::MAX))?.rev() {
            if out.len() >= limit {
                break;
            }
            let (k, _) = row?;
            let id = k.value().1;
            if let Some(v) = games.get(id)? {
                out.push(serde_json::from_slice(v.value())?);
            }
        }
        Ok(out)
    }

    /// Every stored game, in id order.
    pub fn all_games(&self) -> Result<Vec<StoredGameV1>, StoreError> {
        let r = self.db.begin_read()?;
        let games = r.open_table(GAMES)?;
        let mut out = Vec::new();
        for row in games.iter()? {
            let (_, v) = row?;
            out.push(serde_json::from_slice(v.value())?);
        }
        Ok(out)
    }

    /// The highest game id taken so far: by a stored game, or by another
    /// file of the bot (`game_ids_above`, written by `db reshard`).
    pub fn max_game_id(&self) -> Result<u64, StoreError> {
        let r = self.db.begin_read()?;
        let games = r.open_table(GAMES)?;
        let last = games.last()?.map(|(k, _)| k.value()).unwrap_or(0);
        let meta = r.open_table(META)?;
        let above = meta
            .get(GAME_IDS_ABOVE_KEY)?
            .map(|v| v.value())
            .unwrap_or(0);
        Ok(last.max(above))
    }

    /// The shards this file belongs to, once recorded (see
    /// [`Store::claim_shards`]).
    pub fn shard_range(&self) -> Result<Option<ShardRange>, StoreError> {
        let r = self.db.begin_read()?;
        let meta = r.open_table(META)?;
        let get =
            |key| -> Result<Option<u64>, StoreError> { Ok(meta.get(key)?.map(|v| v.value())) };
        Ok(
            match (
                get(SHARD_FIRST_KEY)?,
                get(SHARD_LAST_KEY)?,
                get(SHARD_TOTAL_KEY)?,
            ) {
                (Some(first), Some(last), Some(total)) => Some(ShardRange {
                    first: first as u32,
                    last: last as u32,
                    total: total as u32,
                }),
                _ => None,
            },
        )
    }

    /// A file belongs to the shards of one process: recorded at its first
    /// claim, and refused to a process with other shards (the shard count
    /// or the ranges changed without `db reshard`: the tables of guilds
    /// that moved would be out of reach, and game ids could collide).
    pub fn claim_shards(&self, wanted: ShardRange) -> Result<(), StoreError> {
        match self.shard_range()? {
            Some(stored) if stored == wanted => Ok(()),
            Some(stored) => Err(StoreError::OtherShards {
                path: StoreBackend::location(self),
                stored: stored.to_string(),
                wanted: wanted.to_string(),
            }),
            None => {
                let txn = self.db.begin_write()?;
                {
                    let mut meta = txn.open_table(META)?;
                    meta.insert(SHARD_FIRST_KEY, u64::from(wanted.first))?;
                    meta.insert(SHARD_LAST_KEY, u64::from(wanted.last))?;
                    meta.insert(SHARD_TOTAL_KEY, u64::from(wanted.total))?;
                }
                txn.commit()?;
                Ok(())
            }
        }
    }

    /// A channel's leaderboard rows: players with at least `min_games`, in
    /// no particular order.
    pub fn leaderboard(
        &self,
        channel: &str,
        game: GameKind,
        min_games: u32,
    ) -> Result<Vec<StoredStatsV1>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(STATS)?;
        let game = stats::game_key(game);
        let mut out = Vec::new();
        for row in t.range((channel, game, "")..)? {
            let (k, v) = row?;
            let (c, g, _) = k.value();
            if c != channel || g != game {
                break;
            }
            let s: StoredStatsV1 = serde_json::from_slice(v.value())?;
            if s.games >= min_games {
                out.push(s);
            }
        }
        Ok(out)
    }

    /// One player's stats in a channel.
    pub fn player_stats(
        &self,
        channel: &str,
        game: GameKind,
        player: StoredPlayerV1,
    ) -> Result<Option<StoredStatsV1>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(STATS)?;
        let key = player.key();
        let x = t.get((channel, stats::game_key(game), key.as_str()))?;
        Ok(match x {
            Some(v) => Some(serde_json::from_slice::<StoredStatsV1>(v.value())?),
            None => None,
        })
    }

    // The outbox. A channel's commands are numbered 1, 2, 3… without gaps
    // (`channel_log_v1`); a front end posts them in that order and records
    // how far it got (`outbox_v1`). Its contract with whoever prunes the
    // command log: every command after a channel's `posted`, and the
    // channel's latest command, stay readable here.

    /// The number of the channel's latest command (0: none yet).
    pub fn channel_seq(&self, channel: &str) -> Result<u64, StoreError> {
        let r = self.db.begin_read()?;
        let log = r.open_table(CHANNEL_LOG)?;
        let last = log
            .range((channel, 0)..=(channel, u64::MAX))?
            .next_back()
            .transpose()?;
        Ok(last.map(|(k, _)| k.value().1).unwrap_or(0))
    }

    /// The channel's commands numbered after `after`, in order, at most
    /// `limit` of them: what its outbox has still to post.
    pub fn channel_commands(
        &self,
        channel: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredCommandV1)>, StoreError> {
        let r = self.db.begin_read()?;
        let log = r.open_table(CHANNEL_LOG)?;
        let cmds = r.open_table(COMMANDS)?;
        let mut out = Vec::new();
        for row in log.range((channel, after.saturating_add(1))..=(channel, u64::MAX))? {
            if out.len() >= limit {
                break;
            }
            let (k, seq) = row?;
            let n = k.value().1;
            let seq = seq.value();
            let cmd = cmds.get(seq)?.ok_or_else(|| {
                StoreError::Decode(format!("{channel} command {n}: command {seq} is missing"))
            })?;
            out.push((n, serde_json::from_slice(cmd.value())?));
        }
        Ok(out)
    }

    /// How far a channel's log was posted.
    pub fn outbox(&self, channel: &str) -> Result<StoredOutboxV1, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(OUTBOX)?;
        let row = t.get(channel)?;
        Ok(match row {
            Some(v) => serde_json::from_slice(v.value())?,
            None => StoredOutboxV1::default(),
        })
    }

    /// Records how far a channel's log was posted, durably, through the
    /// writer (its transaction is shared with the commands waiting). Blocks:
    /// call it off the async executor.
    pub fn set_outbox(&self, channel: &str, row: StoredOutboxV1) -> Result<(), StoreError> {
        self.write(Write::Outbox {
            channel: channel.to_string(),
            row: serde_json::to_vec(&row)?,
        })?;
        Ok(())
    }

    /// Every channel whose log goes beyond what was posted: (channel, its
    /// outbox row, the number of its latest command). Read once at start,
    /// so that a restarted front end finishes what it had not posted.
    pub fn outbox_backlog(&self) -> Result<Vec<(String, StoredOutboxV1, u64)>, StoreError> {
        use std::ops::Bound;
        let r = self.db.begin_read()?;
        let log = r.open_table(CHANNEL_LOG)?;
        let outbox = r.open_table(OUTBOX)?;
        let mut out = Vec::new();
        // One step per channel: its first row after the previous channel.
        let mut next = log.first()?.map(|(k, _)| k.value().0.to_string());
        while let Some(channel) = next.take() {
            let ch = channel.as_str();
            let last = log
                .range((ch, 0)..=(ch, u64::MAX))?
                .next_back()
                .transpose()?
                .map(|(k, _)| k.value().1)
                .unwrap_or(0);
            let row: StoredOutboxV1 = match outbox.get(ch)? {
                Some(v) => serde_json::from_slice(v.value())?,
                None => StoredOutboxV1::default(),
            };
            if last > row.posted {
                out.push((channel.clone(), row, last));
            }
            let after = (Bound::Excluded((ch, u64::MAX)), Bound::Unbounded);
            next = log
                .range(after)?
                .next()
                .transpose()?
                .map(|(k, _)| k.value().0.to_string());
        }
        Ok(out)
    }

    /// `db check`, each game and open table also by `records`: see
    /// [`check::check`].
    pub fn check_all(
        &self,
        records: &dyn check::RecordCheck,
    ) -> Result<check::CheckReport, StoreError> {
        check::check(self as &dyn StoreBackend, records)
    }

    /// Every stored command in order (for checks).
    pub fn commands(&self) -> Result<Vec<(u64, StoredCommandV1)>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(COMMANDS)?;
        let mut out = Vec::new();
        for row in t.iter()? {
            let (k, v) = row?;
            out.push((k.value(), serde_json::from_slice(v.value())?));
        }
        Ok(out)
    }

    /// The numbers of every stored command, each read and decoded one at
    /// a time (`db check` on a large log holds only the numbers).
    pub fn command_numbers(&self) -> Result<std::collections::HashSet<u64>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(COMMANDS)?;
        let mut out = std::collections::HashSet::new();
        for row in t.iter()? {
            let (k, v) = row?;
            serde_json::from_slice::<StoredCommandV1>(v.value())?;
            out.insert(k.value());
        }
        Ok(out)
    }

    /// Every (channel, request id) → command sequence row.
    pub fn requests(&self) -> Result<Vec<(String, u64, u64)>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(REQUESTS)?;
        let mut out = Vec::new();
        for row in t.iter()? {
            let (k, v) = row?;
            let (ch, id) = k.value();
            out.push((ch.to_string(), id, v.value()));
        }
        Ok(out)
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        #[cfg(unix)]
        self.live_backups.take();
        self.scheduled_backups.take();
        self.tx.take();
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
    }
}

/// What a failed redb open means for the user.
pub(crate) fn check_version(version: u64, path: &Path) -> Result<(), StoreError> {
    if version > migrations::SCHEMA_VERSION {
        return Err(StoreError::Newer {
            path: path.display().to_string(),
            found: version,
            known: migrations::SCHEMA_VERSION,
        });
    }
    Ok(())
}

pub(crate) fn stored_version(db: &impl ReadableDatabase, path: &Path) -> Result<u64, StoreError> {
    let path = &path.display().to_string();
    let r = db.begin_read()?;
    let names: Vec<String> = r.list_tables()?.map(|t| t.name().to_string()).collect();
    let multimaps = r.list_multimap_tables()?.count();
    if names.iter().any(|n| n == META.name()) {
        let meta = r.open_table(META)?;
        return meta
            .get(SCHEMA_VERSION_KEY)?
            .map(|v| v.value())
            .ok_or_else(|| StoreError::NotOurs {
                path: path.to_string(),
                reason: "its meta table has no schema version".into(),
            });
    }
    if names.is_empty() && multimaps == 0 {
        return Ok(0); // a new, empty file
    }
    Err(StoreError::NotOurs {
        path: path.to_string(),
        reason: format!("a redb file with other tables: {}", names.join(", ")),
    })
}

fn writer_loop(db: &Database, rx: mpsc::Receiver<Job>, stats: &WriterStats, path: &Path) {
    use std::sync::atomic::Ordering::Relaxed;
    // After a panic inside redb the database is not used again: every
    // later commit gets the same error.
    let mut broken: Option<StoreError> = None;
    let write = |jobs: &[Job], broken: &mut Option<StoreError>| {
        if let Some(e) = broken {
            return Err(e.clone());
        }
        file::guarded(|| write_batch(db, jobs, stats)).unwrap_or_else(|panic| {
            let e = StoreError::damaged(path, panic);
            *broken = Some(e.clone());
            Err(e)
        })
    };
    while let Ok(first) = rx.recv() {
        let mut jobs = vec![first];
        while jobs.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(j) => jobs.push(j),
                Err(_) => break,
            }
        }
        stats.transactions.fetch_add(1, Relaxed);
        stats.commits.fetch_add(jobs.len() as u64, Relaxed);
        match write(&jobs, &mut broken) {
            Ok(seqs) => {
                for (job, seq) in jobs.into_iter().zip(seqs) {
                    let _ = job.reply.send(Ok(seq));
                }
            }
            Err(_) if jobs.len() > 1 && broken.is_none() => {
                // One bad commit must not fail the others: retry each alone.
                for job in jobs {
                    let r = write(std::slice::from_ref(&job), &mut broken).map(|seqs| seqs[0]);
                    let _ = job.reply.send(r);
                }
            }
            Err(e) => {
                for job in jobs {
                    let _ = job.reply.send(Err(e.clone()));
                }
            }
        }
    }
}

fn write_batch(db: &Database, jobs: &[Job], stats: &WriterStats) -> Result<Vec<u64>, StoreError> {
    let t0 = std::time::Instant::now();
    let txn = db.begin_write()?;
    let mut seqs = Vec::with_capacity(jobs.len());
    {
        let mut meta = txn.open_table(META)?;
        let mut next = meta.get(NEXT_COMMAND_KEY)?.map(|v| v.value()).unwrap_or(1);
        let mut tables = txn.open_table(TABLES)?;
        let mut commands = txn.open_table(COMMANDS)?;
        let mut requests = txn.open_table(REQUESTS)?;
        let mut log = txn.open_table(CHANNEL_LOG)?;
        let mut outbox = txn.open_table(OUTBOX)?;
        let mut messages = txn.open_table(DISCORD_MESSAGES)?;
        let mut guilds = txn.open_table(CHANNEL_GUILDS)?;
        let mut views = txn.open_table(HAND_VIEWS)?;
        let mut notice_prefs = txn.open_table(NOTICE_PREFS)?;
        let mut w = stats::GameWriter {
            games: txn.open_table(GAMES)?,
            index: txn.open_table(CHANNEL_GAMES)?,
            stats: txn.open_table(STATS)?,
            achievements: txn.open_table(ACHIEVEMENTS)?,
            player_games: txn.open_table(PLAYER_GAMES)?,
            server: txn.open_table(SERVER_STATS)?,
            daily: daily::DailyWriter::open(&txn)?,
        };
        for job in jobs {
            let c = match &job.write {
                Write::Command(c) => c,
                Write::Outbox { channel, row } => {
                    outbox.insert(channel.as_str(), row.as_slice())?;
                    seqs.push(0);
                    continue;
                }
                Write::DiscordMessages { channel, row } => {
                    match row {
                        Some(row) => messages.insert(channel.as_str(), row.as_slice())?,
                        None => messages.remove(channel.as_str())?,
                    };
                    seqs.push(0);
                    continue;
                }
                Write::HandView { channel, user, row } => {
                    let key = (channel.as_str(), *user);
                    match row {
                        Some(row) => views.insert(key, row.as_slice())?,
                        None => views.remove(key)?,
                    };
                    seqs.push(0);
                    continue;
                }
                Write::NoticePref { user, row } => {
                    notice_prefs.insert(*user, row.as_slice())?;
                    seqs.push(0);
                    continue;
                }
            };
            let seq = next;
            next += 1;
            commands.insert(seq, c.command.as_slice())?;
            log.insert((c.channel.as_str(), c.channel_seq), seq)?;
            if c.request_id != 0 {
                requests.insert((c.channel.as_str(), c.request_id), seq)?;
            }
            match &c.table {
                Some(bytes) => {
                    tables.insert(c.channel.as_str(), bytes.as_slice())?;
                }
                None => {
                    tables.remove(c.channel.as_str())?;
                }
            }
            if let Some(g) = &c.finished {
                w.record(g)?;
            }
            if let Some(guild) = c.guild {
                guilds.insert(c.channel.as_str(), guild)?;
            }
            seqs.push(seq);
        }
        meta.insert(NEXT_COMMAND_KEY, next)?;
    }
    let t1 = std::time::Instant::now();
    txn.commit()?;
    stats.record_transaction(t0, t1);
    Ok(seqs)
}

#[cfg(test)]
mod tests {
    use super::test_rows::{human, rated_game};
    use super::*;

    #[test]
    fn refuses_a_file_that_is_not_a_database_and_leaves_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notes.redb");
        let text = b"these are my notes, not a database\n".repeat(100);
        std::fs::write(&path, &text).unwrap();
        let err = Store::open(&path).err().expect("refused");
        assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
        assert!(err.to_string().contains("not a Jersey Gin database"));
        assert!(std::fs::read(&path).unwrap() == text, "the file changed");
    }

    #[test]
    fn refuses_a_redb_file_of_someone_else() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("other.redb");
        {
            let db = Database::create(&path).unwrap();
            let txn = db.begin_write().unwrap();
            txn.open_table(redb::TableDefinition::<u64, u64>::new("theirs"))
                .unwrap()
                .insert(1, 2)
                .unwrap();
            txn.commit().unwrap();
        }
        let before = std::fs::read(&path).unwrap();
        let err = Store::open(&path).err().expect("refused");
        assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
        assert!(std::fs::read(&path).unwrap() == before, "the file changed");
    }

    #[test]
    fn refuses_a_newer_schema_and_leaves_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.redb");
        drop(Store::open(&path).unwrap());
        {
            let db = Database::open(&path).unwrap();
            let txn = db.begin_write().unwrap();
            txn.open_table(META)
                .unwrap()
                .insert(SCHEMA_VERSION_KEY, migrations::SCHEMA_VERSION + 1)
                .unwrap();
            txn.commit().unwrap();
        }
        let before = std::fs::read(&path).unwrap();
        let err = Store::open(&path).err().expect("refused");
        assert!(matches!(err, StoreError::Newer { .. }), "{err}");
        assert!(err.to_string().contains("newer"));
        assert!(std::fs::read(&path).unwrap() == before, "the file changed");
    }

    /// A rated game stores each seat's rating before and after, matching
    /// the stats; the winner gains and the last loses.
    #[test]
    fn a_finished_game_stores_its_rating_changes() {
        let store = Store::in_memory().unwrap();
        let players = vec![human(1), human(2), human(3)];
        store
            .commit(Commit {
                channel: "c".into(),
                request_id: 1,
                table: None,
                command: b"{}".to_vec(),
                channel_seq: 1,
                guild: None,
                finished: Some(rated_game(
                    1,
                    "c",
                    players.clone(),
                    Some(crate::engine::jersey::GameResult {
                        winner: 1,
                        hand_points: [10, 150, 0],
                        boxes: [1, 2, 0],
                        game_bonus: [0; 3],
                        box_bonus: [0; 3],
                        totals: [40, 200, 0],
                        ranking: [1, 0, 2],
                    }),
                )),
            })
            .unwrap();
        let game = store.game(1).unwrap().unwrap();
        assert_eq!(game.ratings.len(), 3);
        for (seat, r) in game.ratings.iter().enumerate() {
            assert_eq!(r.player, players[seat]);
            assert_eq!(r.before, 25.0);
            let now = store
                .player_stats("c", GameKind::Jersey, players[seat])
                .unwrap()
                .unwrap();
            assert_eq!(r.after, now.rating);
        }
        assert!(game.ratings[1].after > 25.0, "{:?}", game.ratings);
        assert!(game.ratings[2].after < 25.0, "{:?}", game.ratings);
        assert!(game.ratings[0].after < game.ratings[1].after);
        assert!(game.ratings[0].after > game.ratings[2].after);
    }

    /// A redb failure keeps redb's error as the source.
    #[test]
    fn a_redb_error_is_kept_as_the_source() {
        use std::error::Error as _;
        let e = StoreError::from(redb::StorageError::Corrupted("page 7".into()));
        assert!(matches!(e, StoreError::Redb(_)), "{e:?}");
        let source = e.source().expect("a source");
        assert!(source.to_string().contains("page 7"), "{source}");
        assert!(e.to_string().starts_with("database error: "), "{e}");
    }

    #[test]
    fn new_file_gets_the_current_schema() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.redb");
        let s = Store::open(&path).unwrap();
        assert_eq!(s.schema_version().unwrap(), migrations::SCHEMA_VERSION);
    }

    #[test]
    fn a_new_file_in_a_missing_directory_is_refused_and_nothing_is_made() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/new.redb");
        let err = Store::open(&path).err().expect("refused");
        assert!(matches!(err, StoreError::NoDirectory { .. }), "{err}");
        assert!(err.to_string().contains("does not exist"), "{err}");
        assert!(!dir.path().join("sub").exists());
    }

    /// A truncated file made redb assert; a zeroed page reached
    /// `unreachable!()`. Both are now a clear error and the file stays.
    #[test]
    fn damaged_files_are_refused_and_left_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("good.redb");
        {
            let s = Store::open(&path).unwrap();
            s.set_table_message("c", Some(7)).unwrap();
        }
        let good = std::fs::read(&path).unwrap();
        let mut zeroed = good.clone();
        // Every page after the header, so that live pages are among them
        // whatever the layout of the schema.
        let end = zeroed.len();
        zeroed[4096..end].fill(0);
        for (name, bytes) in [
            ("truncated", &good[..good.len() / 2]),
            ("zeroed", &zeroed[..]),
        ] {
            let p = dir.path().join(format!("{name}.redb"));
            std::fs::write(&p, bytes).unwrap();
            for read_only in [true, false] {
                let err = if read_only {
                    Store::open_read_only(&p).err()
                } else {
                    Store::open(&p).err()
                }
                .unwrap_or_else(|| {
                    panic!(
                        "{name} read_only={read_only}: not refused ({} bytes)",
                        good.len()
                    )
                });
                assert!(err.is_damaged(), "{name}: {err}");
                let text = err.to_string();
                assert!(
                    text.contains(&p.display().to_string()) && text.contains("backup"),
                    "{text}"
                );
                assert!(std::fs::read(&p).unwrap() == bytes, "{name} changed");
            }
        }
        // One zeroed page, wherever it is: refused as damaged, or (a page
        // not in use) opened; never a panic, and the file stays.
        for page in 1..good.len() / 4096 {
            let mut one = good.clone();
            one[page * 4096..(page + 1) * 4096].fill(0);
            let p = dir.path().join(format!("page{page}.redb"));
            std::fs::write(&p, &one).unwrap();
            let opened = std::panic::catch_unwind(|| Store::open_read_only(&p).err());
            match opened {
                Ok(Some(err)) => assert!(err.is_damaged(), "page {page}: {err}"),
                Ok(None) => {}
                Err(_) => panic!("page {page} zeroed: opening panicked"),
            }
            assert!(
                std::fs::read(&p).unwrap() == one,
                "page {page}: the file changed"
            );
        }
    }

    /// A file records the shards of its process at the first claim and
    /// refuses others, with what to do; the record survives a reopening.
    #[test]
    fn a_file_belongs_to_the_shards_that_first_claim_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.redb");
        let one = ShardRange {
            first: 1,
            last: 2,
            total: 4,
        };
        {
            let store = Store::open(&path).unwrap();
            assert_eq!(store.shard_range().unwrap(), None);
            store.claim_shards(one).unwrap();
            store.claim_shards(one).unwrap();
        }
        let store = Store::open(&path).unwrap();
        assert_eq!(store.shard_range().unwrap(), Some(one));
        for other in [
            ShardRange::ALL,
            ShardRange {
                first: 1,
                last: 2,
                total: 3,
            },
        ] {
            let err = store.claim_shards(other).unwrap_err();
            let text = err.to_string();
            assert!(matches!(err, StoreError::OtherShards { .. }), "{text}");
            assert!(
                text.contains("shards 1-2 of 4") && text.contains("db reshard"),
                "{text}"
            );
        }
        assert_eq!(store.shard_range().unwrap(), Some(one));
    }

    #[test]
    fn a_read_only_store_refuses_commits_and_a_held_file_is_in_use() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.redb");
        drop(Store::open(&path).unwrap());
        let ro = Store::open_read_only(&path).unwrap();
        let err = ro
            .commit(Commit {
                channel: "c".into(),
                request_id: 1,
                table: None,
                command: b"{}".to_vec(),
                finished: None,
                channel_seq: 1,
                guild: None,
            })
            .unwrap_err();
        assert!(matches!(err, StoreError::OpenedReadOnly), "{err}");
        drop(ro);
        let held = Store::open(&path).unwrap();
        let err = Store::open_read_only(&path).err().expect("in use");
        assert!(matches!(err, StoreError::InUse { .. }), "{err}");
        let err = Store::open(&path).err().expect("in use");
        assert!(matches!(err, StoreError::InUse { .. }), "{err}");
        drop(held);
    }

    /// A file another process holds is named as in use whatever its bytes
    /// (a file being created has no redb header yet), not as "not a redb
    /// file".
    #[test]
    fn a_locked_file_is_in_use_before_its_contents_are_judged() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.redb");
        std::fs::write(&path, [0u8; 100]).unwrap();
        let f = std::fs::File::open(&path).unwrap();
        f.lock().unwrap();
        for err in [
            Store::open_read_only(&path).err().expect("in use"),
            Store::open(&path).err().expect("in use"),
        ] {
            assert!(matches!(err, StoreError::InUse { .. }), "{err}");
            assert!(err
                .to_string()
                .contains("is in use by another jersey-gin process"));
        }
        drop(f);
        let err = Store::open_read_only(&path).err().expect("not redb");
        assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
        assert_eq!(std::fs::read(&path).unwrap(), [0u8; 100]);
    }
}
