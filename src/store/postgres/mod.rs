//! The PostgreSQL store (`store.url = "postgres://…"`): the same interface
//! and guarantees as the redb file, in a database that several processes
//! of the bot can share.
//!
//! - Values are the redb tables' values: the JSON of the stored types
//!   (`bytea`), under the same table names; only what queries need is a
//!   column of its own (channel, game id, request id, channel number,
//!   stats key). See [`migrations`].
//! - One writer thread per process takes every write waiting and applies
//!   them in one transaction (group commit, as redb's writer does); each
//!   caller is answered once it is committed. A failed batch is retried one
//!   write at a time, so one bad commit fails alone.
//! - Command numbers and game ids come from database sequences, so two
//!   processes never collide.
//! - Fencing: a command is stored only if its channel's log has nothing at
//!   or after its number, so a process whose copy of a table is stale
//!   (another process has run it since, after a re-shard) gets
//!   [`StoreError::Stale`] and changes nothing, instead of a second move.
//! - Reads use a small pool of connections from any thread.
//! - Faults: every exchange has a deadline (`store.connect_timeout_secs`,
//!   `store.statement_timeout_secs`; see [`conn`]), so a server that
//!   stops answering is an error naming it, never a hang. A connection the
//!   server closed (a restart) is replaced and the read or the batch tried
//!   once more, which is safe because nothing of it was stored; a commit
//!   left unconfirmed is looked up before anything is tried again.
//!
//! The client is tokio-postgres, driven synchronously ([`Conn`]): the
//! store is called from the service's own threads, never from async
//! tasks.

mod conn;
mod forget;
pub mod local;
pub mod migrations;
mod processes;
#[cfg(test)]
pub(crate) mod test_db;
mod url;
mod writer;

/// The test suite's switch (CI sets it to 1): a test that needs
/// PostgreSQL fails, rather than skips, when it cannot start a server.
pub const REQUIRE_POSTGRES_ENV: &str = "JERSEY_GIN_REQUIRE_POSTGRES";

pub use conn::{Conn, Target, TxError};
pub use url::{at_sign_hint, host_of, parse_url, shown_url, with_database, Timeouts};

use super::achievements::{self, StoredProgressV1};
use super::forget::{Forgotten, PersonData};
use super::people::{PersonRows, ServerRow};
use super::prune::{LogMark, PruneReport};
use super::types::*;
use super::{stats, Commit, Job, StoreBackend, StoreError, Write, WriterStats, MAX_BATCH};
use crate::engine::GameKind;
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use writer::*;

/// Connections kept for reads between uses.
const POOL_KEEP: usize = 16;

/// How long one schema step may take: steps rewrite whole tables, so
/// longer than a command's statement.
const SCHEMA_STEP_TIMEOUT: Duration = Duration::from_secs(600);

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> Self {
        StoreError::Postgres {
            text: error_text(&e),
            source: Arc::new(e),
        }
    }
}

/// A PostgreSQL error with what the server or the system said (the
/// client's own words are only its kind, such as "db error").
pub fn error_text(e: &tokio_postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        return format!("{}: {}", db.severity(), db.message());
    }
    match std::error::Error::source(e) {
        Some(cause) => format!("{e}: {cause}"),
        None => e.to_string(),
    }
}

pub struct PgStore {
    target: Target,
    pool: Mutex<Vec<Conn>>,
    /// This process's record among the database's processes, once its
    /// shards are claimed.
    process: Mutex<Option<processes::Registration>>,
    stats: Arc<WriterStats>,
    tx: Option<mpsc::Sender<Job>>,
    writer: Option<JoinHandle<()>>,
}

impl PgStore {
    /// Connects to the database at `url` (with the default timeouts),
    /// runs its missing schema steps and starts the writer. A malformed
    /// URL, a server that cannot be reached, refuses us or does not
    /// answer in time, a database holding other tables or one written by
    /// a newer build are refused with an error that says so.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        PgStore::open_with(url, Timeouts::default())
    }

    /// [`PgStore::open`] with these timeouts (`store.*_timeout_secs`).
    pub fn open_with(url: &str, timeouts: Timeouts) -> Result<PgStore, StoreError> {
        off_runtime(|| PgStore::open_here(url, timeouts))
    }

    fn open_here(url: &str, timeouts: Timeouts) -> Result<PgStore, StoreError> {
        let target = Target::of(url, timeouts)?;
        let mut first = Conn::connect(&target)?;
        first.set_statement_timeout(SCHEMA_STEP_TIMEOUT.max(timeouts.statement));
        migrations::prepare(&mut first, &target.shown)?;
        first.set_statement_timeout(timeouts.statement);
        let stats = Arc::new(WriterStats::default());
        let (tx, rx) = mpsc::channel();
        let wstats = stats.clone();
        let wtarget = target.clone();
        let writer = std::thread::Builder::new()
            .name("store-writer".into())
            .spawn(move || writer_loop(first, &wtarget, rx, &wstats))
            .map_err(|e| StoreError::Db(e.to_string()))?;
        Ok(PgStore {
            target,
            pool: Mutex::new(Vec::new()),
            process: Mutex::new(None),
            stats,
            tx: Some(tx),
            writer: Some(writer),
        })
    }

    /// Runs `f` on a pooled connection (a new one when none is free).
    fn read<R: Send>(
        &self,
        f: impl Fn(&mut Conn) -> Result<R, StoreError> + Send + Sync,
    ) -> Result<R, StoreError> {
        off_runtime(|| self.read_here(f))
    }

    fn read_here<R>(
        &self,
        f: impl Fn(&mut Conn) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        let pooled = self.pool.lock().expect("lock").pop();
        let (mut conn, fresh) = match pooled {
            Some(c) if c.usable() => (c, false),
            _ => (Conn::connect(&self.target)?, true),
        };
        let mut r = f(&mut conn);
        if !fresh && r.as_ref().is_err_and(StoreError::connection_lost) {
            // A pooled connection the server closed while it waited here
            // (a restart of the server): its statement did not run, and a
            // transaction open on it was rolled back with it, so running
            // `f` again on a new connection is safe.
            conn = Conn::connect(&self.target)?;
            r = f(&mut conn);
        }
        if conn.usable() {
            let mut pool = self.pool.lock().expect("lock");
            if pool.len() < POOL_KEEP {
                pool.push(conn);
            }
        }
        r
    }

    fn query(
        &self,
        sql: &'static str,
        params: conn::Params,
    ) -> Result<Vec<tokio_postgres::Row>, StoreError> {
        self.read(|c| c.query(sql, params))
    }

    fn query_opt(
        &self,
        sql: &'static str,
        params: conn::Params,
    ) -> Result<Option<tokio_postgres::Row>, StoreError> {
        self.read(|c| c.query_opt(sql, params))
    }

    /// Hands a write to the writer thread and waits until it is committed.
    fn write(&self, write: Write) -> Result<u64, StoreError> {
        let (reply, rx) = mpsc::sync_channel(1);
        self.tx
            .as_ref()
            .ok_or(StoreError::OpenedReadOnly)?
            .send(Job { write, reply })
            .map_err(|_| StoreError::Closed)?;
        rx.recv().map_err(|_| StoreError::Closed)?
    }
}

impl Drop for PgStore {
    fn drop(&mut self) {
        self.unregister();
        self.tx.take();
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
        // The last owner of the service may well be a task on a runtime.
        let pool = std::mem::take(&mut *self.pool.lock().unwrap_or_else(|e| e.into_inner()));
        off_runtime(move || drop(pool));
    }
}

/// Runs `f` where the client can work. A connection blocks on a runtime
/// of its own, which tokio refuses to start (or drop) on a thread of an
/// async runtime: called from one (a bot's start or stop, a test), `f`
/// runs on a plain thread; elsewhere (the service's own threads, the
/// writer, tools) in place, at no cost.
pub(crate) fn off_runtime<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    if tokio::runtime::Handle::try_current().is_err() {
        return f();
    }
    std::thread::scope(|s| {
        s.spawn(f)
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Database integers are signed: ids and numbers are stored as the same
/// 64 bits.
fn i(x: u64) -> i64 {
    x as i64
}
fn u(x: i64) -> u64 {
    x as u64
}

fn decode<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Result<T, StoreError> {
    Ok(serde_json::from_slice(bytes)?)
}

impl StoreBackend for PgStore {
    fn kind(&self) -> &'static str {
        "postgres"
    }
    fn location(&self) -> String {
        self.target.shown.clone()
    }
    fn commit(&self, commit: Commit) -> Result<u64, StoreError> {
        self.write(Write::Command(Box::new(commit)))
    }
    fn claim_shards(&self, shards: ShardRange) -> Result<(), StoreError> {
        self.register(shards)
    }
    fn running_processes(&self) -> Result<Vec<super::RunningProcess>, StoreError> {
        self.processes_except(&self.process_id().unwrap_or_default())
    }
    fn new_game_id(&self) -> Result<Option<u64>, StoreError> {
        let row = self.query_opt("SELECT nextval('game_ids')", &[])?;
        Ok(row.map(|r| u(r.get(0))))
    }
    fn reserve_logins(
        &self,
        buckets: &[u32],
        hold: std::time::Duration,
    ) -> Result<Option<std::time::Duration>, StoreError> {
        let buckets: Vec<i32> = buckets.iter().map(|&b| b as i32).collect();
        let hold_ms = hold.as_millis() as f64;
        self.read(|conn| {
            conn.transaction(|t| {
                t.execute(
                    "INSERT INTO login_buckets_v1 (bucket, free_at) \
                     SELECT unnest($1::int[]), timestamptz 'epoch' ON CONFLICT (bucket) DO NOTHING",
                    &[&buckets],
                )?;
                // The rows locked in one order, so that two processes asking
                // for overlapping buckets wait for each other, never deadlock.
                t.query(
                    "SELECT bucket FROM login_buckets_v1 WHERE bucket = ANY($1) ORDER BY bucket FOR UPDATE",
                    &[&buckets],
                )?;
                let wait_ms: i64 = t
                    .query_one(
                        "SELECT GREATEST(0, CEIL(EXTRACT(EPOCH FROM max(free_at) - clock_timestamp()) * 1000))::bigint \
                         FROM login_buckets_v1 WHERE bucket = ANY($1)",
                        &[&buckets],
                    )?
                    .get(0);
                if wait_ms > 0 {
                    return Ok(Some(std::time::Duration::from_millis(wait_ms as u64)));
                }
                t.execute(
                    "UPDATE login_buckets_v1 SET free_at = clock_timestamp() + make_interval(secs => $2::float8 / 1000) \
                     WHERE bucket = ANY($1)",
                    &[&buckets, &hold_ms],
                )?;
                Ok(Some(std::time::Duration::ZERO))
            })
            .map_err(TxError::error)
        })
    }
    fn schema_version(&self) -> Result<u64, StoreError> {
        let row = self.query_opt("SELECT version FROM schema_version", &[])?;
        Ok(row.map_or(0, |r| u(r.get(0))))
    }
    fn table_rows(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        Ok(self
            .query(
                "SELECT channel, data FROM tables_v2 ORDER BY channel COLLATE \"C\"",
                &[],
            )?
            .into_iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect())
    }
    fn table_row(&self, channel: &str) -> Result<Option<StoredTableV2>, StoreError> {
        match self.query_opt("SELECT data FROM tables_v2 WHERE channel = $1", &[&channel])? {
            Some(r) => Ok(Some(decode(r.get(0))?)),
            None => Ok(None),
        }
    }
    fn lookup_request(
        &self,
        channel: &str,
        request_id: u64,
    ) -> Result<Option<StoredCommandV1>, StoreError> {
        let Some(row) = self.query_opt(
            "SELECT r.seq, c.data FROM requests_v1 r LEFT JOIN commands_v1 c ON c.seq = r.seq \
             WHERE r.channel = $1 AND r.request_id = $2",
            &[&channel, &i(request_id)],
        )?
        else {
            return Ok(None);
        };
        let seq: i64 = row.get(0);
        let data: Option<Vec<u8>> = row.get(1);
        let data = data.ok_or_else(|| {
            StoreError::Decode(format!("request {request_id}: command {seq} is missing"))
        })?;
        Ok(Some(decode(&data)?))
    }
    fn has_request(&self, channel: &str, request_id: u64) -> Result<bool, StoreError> {
        Ok(self
            .query_opt(
                "SELECT 1 FROM requests_v1 WHERE channel = $1 AND request_id = $2",
                &[&channel, &i(request_id)],
            )?
            .is_some())
    }
    fn game(&self, game_id: u64) -> Result<Option<StoredGameV1>, StoreError> {
        match self.query_opt(
            "SELECT data FROM games_v1 WHERE game_id = $1",
            &[&i(game_id)],
        )? {
            Some(r) => Ok(Some(decode(r.get(0))?)),
            None => Ok(None),
        }
    }
    fn recent_games(&self, channel: &str, limit: usize) -> Result<Vec<StoredGameV1>, StoreError> {
        self.query(
            "SELECT data FROM games_v1 WHERE channel = $1 ORDER BY game_id DESC LIMIT $2",
            &[&channel, &(limit.min(i64::MAX as usize) as i64)],
        )?
        .iter()
        .map(|r| decode(r.get(0)))
        .collect()
    }
    fn all_games(&self) -> Result<Vec<StoredGameV1>, StoreError> {
        self.query("SELECT data FROM games_v1 ORDER BY game_id", &[])?
            .iter()
            .map(|r| decode(r.get(0)))
            .collect()
    }
    fn max_game_id(&self) -> Result<u64, StoreError> {
        let r = self.query_opt("SELECT COALESCE(MAX(game_id), 0) FROM games_v1", &[])?;
        Ok(r.map_or(0, |r| u(r.get(0))))
    }
    fn leaderboard(
        &self,
        channel: &str,
        game: GameKind,
        min_games: u32,
    ) -> Result<Vec<StoredStatsV1>, StoreError> {
        let mut out = Vec::new();
        for r in self.query(
            "SELECT data FROM stats_v2 WHERE channel = $1 AND game = $2 ORDER BY player COLLATE \"C\"",
            &[&channel, &stats::game_key(game)],
        )? {
            let s: StoredStatsV1 = decode(r.get(0))?;
            if s.games >= min_games {
                out.push(s);
            }
        }
        Ok(out)
    }
    fn player_stats(
        &self,
        channel: &str,
        game: GameKind,
        player: StoredPlayerV1,
    ) -> Result<Option<StoredStatsV1>, StoreError> {
        match self.query_opt(
            "SELECT data FROM stats_v2 WHERE channel = $1 AND game = $2 AND player = $3",
            &[&channel, &stats::game_key(game), &player.key()],
        )? {
            Some(r) => Ok(Some(decode(r.get(0))?)),
            None => Ok(None),
        }
    }
    fn table_message(&self, channel: &str) -> Result<Option<u64>, StoreError> {
        match self.query_opt(
            "SELECT data FROM discord_messages_v1 WHERE channel = $1",
            &[&channel],
        )? {
            Some(r) => Ok(Some(
                decode::<StoredDiscordMessagesV1>(r.get(0))?.table_message_id,
            )),
            None => Ok(None),
        }
    }
    fn set_table_message(&self, channel: &str, id: Option<u64>) -> Result<(), StoreError> {
        let row = match id {
            Some(id) => Some(serde_json::to_vec(&StoredDiscordMessagesV1 {
                table_message_id: id,
            })?),
            None => None,
        };
        self.write(Write::DiscordMessages {
            channel: channel.to_string(),
            row,
        })?;
        Ok(())
    }
    fn hand_views(&self) -> Result<Vec<(String, u64, StoredHandViewV1)>, StoreError> {
        self.query("SELECT channel, user_id, data FROM hand_views_v1", &[])?
            .iter()
            .map(|r| Ok((r.get(0), u(r.get(1)), decode(r.get(2))?)))
            .collect()
    }
    fn set_hand_view(
        &self,
        channel: &str,
        user: u64,
        view: Option<&StoredHandViewV1>,
    ) -> Result<(), StoreError> {
        let row = view.map(serde_json::to_vec).transpose()?;
        self.write(Write::HandView {
            channel: channel.to_string(),
            user,
            row,
        })?;
        Ok(())
    }
    fn notice_pref(&self, user: u64) -> Result<Option<StoredNoticePrefV1>, StoreError> {
        self.query_opt(
            "SELECT data FROM notice_prefs_v1 WHERE user_id = $1",
            &[&i(user)],
        )?
        .map(|r| decode(r.get(0)))
        .transpose()
    }
    fn set_notice_pref(&self, user: u64, pref: &StoredNoticePrefV1) -> Result<(), StoreError> {
        let row = serde_json::to_vec(pref)?;
        self.write(Write::NoticePref { user, row })?;
        Ok(())
    }
    fn channel_seq(&self, channel: &str) -> Result<u64, StoreError> {
        let r = self.query_opt(
            "SELECT COALESCE(MAX(n), 0) FROM channel_log_v1 WHERE channel = $1",
            &[&channel],
        )?;
        Ok(r.map_or(0, |r| u(r.get(0))))
    }
    fn channel_commands(
        &self,
        channel: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredCommandV1)>, StoreError> {
        let rows = self.query(
            "SELECT l.n, l.seq, c.data FROM channel_log_v1 l LEFT JOIN commands_v1 c ON c.seq = l.seq \
             WHERE l.channel = $1 AND l.n > $2 ORDER BY l.n LIMIT $3",
            &[
                &channel,
                &i(after.min(i64::MAX as u64)),
                &(limit.min(i64::MAX as usize) as i64),
            ],
        )?;
        rows.iter()
            .map(|r| {
                let n = u(r.get(0));
                let seq: i64 = r.get(1);
                let data: Option<Vec<u8>> = r.get(2);
                let data = data.ok_or_else(|| {
                    StoreError::Decode(format!("{channel} command {n}: command {seq} is missing"))
                })?;
                Ok((n, decode(&data)?))
            })
            .collect()
    }
    fn outbox(&self, channel: &str) -> Result<StoredOutboxV1, StoreError> {
        match self.query_opt("SELECT data FROM outbox_v1 WHERE channel = $1", &[&channel])? {
            Some(r) => decode(r.get(0)),
            None => Ok(StoredOutboxV1::default()),
        }
    }
    fn set_outbox(&self, channel: &str, row: StoredOutboxV1) -> Result<(), StoreError> {
        self.write(Write::Outbox {
            channel: channel.to_string(),
            row: serde_json::to_vec(&row)?,
        })?;
        Ok(())
    }
    fn outbox_backlog(&self) -> Result<Vec<(String, StoredOutboxV1, u64)>, StoreError> {
        let rows = self.query(
            "SELECT l.channel, l.last, o.data FROM \
             (SELECT channel, MAX(n) AS last FROM channel_log_v1 GROUP BY channel) l \
             LEFT JOIN outbox_v1 o ON o.channel = l.channel ORDER BY l.channel COLLATE \"C\"",
            &[],
        )?;
        let mut out = Vec::new();
        for r in rows {
            let channel: String = r.get(0);
            let last = u(r.get(1));
            let data: Option<Vec<u8>> = r.get(2);
            let row = match data {
                Some(d) => decode(&d)?,
                None => StoredOutboxV1::default(),
            };
            if last > row.posted {
                out.push((channel, row, last));
            }
        }
        Ok(out)
    }
    fn commands(&self) -> Result<Vec<(u64, StoredCommandV1)>, StoreError> {
        self.query("SELECT seq, data FROM commands_v1 ORDER BY seq", &[])?
            .iter()
            .map(|r| Ok((u(r.get(0)), decode(r.get(1))?)))
            .collect()
    }
    fn command_numbers(&self) -> Result<std::collections::HashSet<u64>, StoreError> {
        let mut out = std::collections::HashSet::new();
        for r in self.query("SELECT seq, data FROM commands_v1", &[])? {
            decode::<StoredCommandV1>(r.get(1))?;
            out.insert(u(r.get(0)));
        }
        Ok(out)
    }
    fn requests(&self) -> Result<Vec<(String, u64, u64)>, StoreError> {
        Ok(self
            .query(
                "SELECT channel, request_id, seq FROM requests_v1 ORDER BY channel COLLATE \"C\", request_id",
                &[],
            )?
            .iter()
            .map(|r| (r.get(0), u(r.get(1)), u(r.get(2))))
            .collect())
    }
    fn prune_commands(
        &self,
        cutoff_ms: u64,
        max_rows: usize,
        mark: &dyn Fn(&StoredCommandV1) -> LogMark,
    ) -> Result<PruneReport, StoreError> {
        prune(self, cutoff_ms, max_rows, mark)
    }
    fn achievements(&self, key: &str) -> Result<Option<StoredProgressV1>, StoreError> {
        let key = key.to_string();
        match self.query_opt(GET_ACHIEVEMENTS, &[&key])? {
            Some(r) => Ok(Some(decode(r.get(0))?)),
            None => Ok(None),
        }
    }
    fn player_games(&self, key: &str) -> Result<Vec<u64>, StoreError> {
        let key = key.to_string();
        let rows = self.query(
            "SELECT game_id FROM player_games_v1 WHERE player = $1 ORDER BY n",
            &[&key],
        )?;
        Ok(rows.iter().map(|r| u(r.get(0))).collect())
    }
    fn achievements_pending(&self) -> Result<bool, StoreError> {
        let row = self.query_opt(
            "SELECT 1 FROM backfills_v1 WHERE name = 'achievements'",
            &[],
        )?;
        Ok(row.is_some())
    }
    fn daily_results(
        &self,
        day: u32,
        game: &str,
    ) -> Result<Vec<crate::store::daily::StoredDailyV1>, StoreError> {
        let (day, game) = (i64::from(day), game.to_string());
        self.query(
            "SELECT data FROM daily_v1 WHERE day = $1 AND game = $2",
            &[&day, &game],
        )?
        .iter()
        .map(|r| decode(r.get(0)))
        .collect()
    }
    fn daily_days(&self, user: u64) -> Result<Vec<u32>, StoreError> {
        let rows = self.query(
            "SELECT DISTINCT day FROM daily_v1 WHERE user_id = $1 ORDER BY day",
            &[&i(user)],
        )?;
        Ok(rows.iter().map(|r| r.get::<_, i64>(0) as u32).collect())
    }
    fn server_leaderboard(
        &self,
        season: &str,
        game: &str,
    ) -> Result<Vec<StoredStatsV1>, StoreError> {
        let (season, game) = (season.to_string(), game.to_string());
        self.query(
            "SELECT data FROM server_stats_v1 WHERE season = $1 AND game = $2 ORDER BY player COLLATE \"C\"",
            &[&season, &game],
        )?
        .iter()
        .map(|r| decode(r.get(0)))
        .collect()
    }
    fn replace_achievements(
        &self,
        rows: &[PersonRows],
        server: &[ServerRow],
    ) -> Result<(), StoreError> {
        self.read(|c| {
            c.transaction(|t| {
                t.batch(
                    "DELETE FROM achievements_v1; DELETE FROM player_games_v1; \
                     DELETE FROM server_stats_v1;",
                )?;
                for ((season, game, player), row) in server {
                    t.execute(
                        UPSERT_SERVER_STATS,
                        &[season, game, player, &serde_json::to_vec(row)?],
                    )?;
                }
                for (key, row, ids) in rows {
                    t.execute(UPSERT_ACHIEVEMENTS, &[key, &serde_json::to_vec(row)?])?;
                    for (n, &id) in ids.iter().enumerate() {
                        t.execute(INSERT_PLAYER_GAME, &[key, &(n as i64), &i(id)])?;
                    }
                }
                t.execute("DELETE FROM backfills_v1 WHERE name = 'achievements'", &[])?;
                Ok(())
            })
            .map_err(TxError::error)
        })
    }
    fn person_data(&self, user: u64) -> Result<PersonData, StoreError> {
        self.person_data_pg(user)
    }
    fn forget_person(&self, user: u64, tag: u32) -> Result<Forgotten, StoreError> {
        self.forget_person_pg(user, tag)
    }
    fn writer_stats(&self) -> &WriterStats {
        &self.stats
    }
}

/// [`super::prune`]'s rules on PostgreSQL: per channel, the rows before
/// the deal of the hand being posted (or after the last hand's end) go,
/// except the channel's last row and commands whose request id is still
/// in its window; in write transactions of at most `max_rows` rows.
fn prune(
    store: &PgStore,
    cutoff_ms: u64,
    max_rows: usize,
    mark: &dyn Fn(&StoredCommandV1) -> LogMark,
) -> Result<PruneReport, StoreError> {
    use super::prune::{Head, WALK_LIMIT};
    let start = std::time::Instant::now();
    let max_rows = max_rows.max(1);
    let mut rep = PruneReport::default();
    let channels = store.query(
        "SELECT l.channel, l.first, l.last, o.data FROM \
         (SELECT channel, MIN(n) AS first, MAX(n) AS last FROM channel_log_v1 GROUP BY channel) l \
         LEFT JOIN outbox_v1 o ON o.channel = l.channel ORDER BY l.channel COLLATE \"C\"",
        &[],
    )?;
    for row in channels {
        rep.channels += 1;
        let ch: String = row.get(0);
        let (first, last): (i64, i64) = (row.get(1), row.get(2));
        let outbox: Option<Vec<u8>> = row.get(3);
        let posted = match outbox {
            Some(d) => decode::<StoredOutboxV1>(&d)?.posted,
            None => 0,
        };
        let due = i(posted.saturating_add(1).min(i64::MAX as u64));
        if first >= due.min(last) {
            continue; // nothing before what must stay
        }
        // Walk back from the first command not yet posted to its hand's deal.
        let walk = store.query(
            "SELECT l.n, c.data FROM channel_log_v1 l LEFT JOIN commands_v1 c ON c.seq = l.seq \
             WHERE l.channel = $1 AND l.n <= $2 ORDER BY l.n DESC LIMIT $3",
            &[&ch, &due, &(WALK_LIMIT as i64 + 1)],
        )?;
        let mut keep_from = None;
        for (k, r) in walk.iter().enumerate() {
            if k >= WALK_LIMIT {
                break;
            }
            let n: i64 = r.get(0);
            let data: Option<Vec<u8>> = r.get(1);
            let m = data
                .and_then(|d| serde_json::from_slice::<StoredCommandV1>(&d).ok())
                .map_or(LogMark::Other, |c| mark(&c));
            match m {
                LogMark::HandStart => {
                    keep_from = Some(n);
                    break;
                }
                LogMark::HandOver if n < due => {
                    keep_from = Some(n + 1);
                    break;
                }
                _ => {}
            }
        }
        let keep_from = match keep_from {
            Some(k) => k,
            None if walk.len() > WALK_LIMIT => continue, // keep the channel as it is
            None => due,
        };
        let mut after = i64::MIN;
        'channel: loop {
            let rows = store.query(
                "SELECT l.n, l.seq, c.data FROM channel_log_v1 l \
                 LEFT JOIN commands_v1 c ON c.seq = l.seq \
                 WHERE l.channel = $1 AND l.n < $2 AND l.n <> $3 AND l.n > $4 ORDER BY l.n LIMIT $5",
                &[&ch, &keep_from, &last, &after, &(max_rows as i64)],
            )?;
            let mut gone: Vec<(i64, i64, u64)> = Vec::new();
            let mut stop = rows.len() < max_rows;
            for r in &rows {
                let (n, seq): (i64, i64) = (r.get(0), r.get(1));
                after = n;
                let data: Option<Vec<u8>> = r.get(2);
                let request = match data.map(|d| serde_json::from_slice::<Head>(&d)) {
                    None => 0, // already gone: the log row goes
                    Some(Err(_)) => {
                        stop = true; // unreadable: kept, and what follows too
                        break;
                    }
                    Some(Ok(h)) if h.request_id != 0 && h.at_ms >= cutoff_ms => continue,
                    Some(Ok(h)) => h.request_id,
                };
                gone.push((n, seq, request));
            }
            if !gone.is_empty() {
                let t0 = std::time::Instant::now();
                let (commands, requests) = store.read(|c| {
                    c.transaction(|t| {
                        let (mut commands, mut requests) = (0, 0);
                        for (n, seq, request) in &gone {
                            t.execute(
                                "DELETE FROM channel_log_v1 WHERE channel = $1 AND n = $2",
                                &[&ch, n],
                            )?;
                            t.execute("DELETE FROM commands_v1 WHERE seq = $1", &[seq])?;
                            commands += 1;
                            if *request != 0 {
                                requests += t.execute(
                                    "DELETE FROM requests_v1 WHERE channel = $1 AND request_id = $2 AND seq = $3",
                                    &[&ch, &i(*request), seq],
                                )?;
                            }
                        }
                        Ok((commands, requests))
                    })
                    .map_err(TxError::error)
                })?;
                rep.commands += commands;
                rep.requests += requests;
                rep.transactions += 1;
                rep.longest_transaction = rep.longest_transaction.max(t0.elapsed());
            }
            if stop {
                break 'channel;
            }
        }
    }
    rep.elapsed = start.elapsed();
    Ok(rep)
}
