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
//!
//! The client is `postgres` (synchronous, over tokio-postgres): the store
//! is called from the service's own threads, never from async tasks.

pub mod migrations;
#[doc(hidden)]
pub mod testing;

use super::prune::{LogMark, PruneReport};
use super::types::*;
use super::{stats, Commit, Job, StoreBackend, StoreError, Write, WriterStats, MAX_BATCH};
use crate::engine::GameKind;
use postgres::{Client, GenericClient, NoTls, Statement};
use std::collections::HashMap;
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Connections kept for reads between uses.
const POOL_KEEP: usize = 16;

/// How long a connection attempt may take when the URL does not say.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

impl From<postgres::Error> for StoreError {
    fn from(e: postgres::Error) -> Self {
        StoreError::Postgres {
            text: error_text(&e),
            source: Arc::new(e),
        }
    }
}

/// A PostgreSQL error with what the server or the system said (the
/// client's own words are only its kind, such as "db error").
pub fn error_text(e: &postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        return format!("{}: {}", db.severity(), db.message());
    }
    match std::error::Error::source(e) {
        Some(cause) => format!("{e}: {cause}"),
        None => e.to_string(),
    }
}

/// Parses `store.url`: a `postgres://` or `postgresql://` URL. The error
/// says what is wrong in words for the settings' reader.
pub fn parse_url(url: &str) -> Result<postgres::Config, String> {
    if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
        return Err(format!(
            "{:?} is not a PostgreSQL URL: expected postgres://USER:PASSWORD@HOST:PORT/DATABASE (or leave store.url out to keep the redb file store.db_path)",
            shown_url(url)
        ));
    }
    let mut config: postgres::Config = url.parse().map_err(|e: postgres::Error| {
        format!(
            "{} is not a valid PostgreSQL URL: {}",
            shown_url(url),
            error_text(&e)
        )
    })?;
    if config.get_hosts().is_empty() {
        return Err(format!("{} names no host", shown_url(url)));
    }
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(CONNECT_TIMEOUT);
    }
    if config.get_application_name().is_none() {
        config.application_name("jersey-gin");
    }
    Ok(config)
}

/// A URL as it may be shown: without its password.
pub fn shown_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (auth_end, _) = rest
        .char_indices()
        .find(|&(_, c)| c == '/' || c == '?')
        .unwrap_or((rest.len(), ' '));
    let (auth, tail) = rest.split_at(auth_end);
    // A password may also come as a query option (`?password=...`).
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let query: Vec<String> = query
                .split('&')
                .map(|kv| match kv.split_once('=') {
                    Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***"),
                    _ => kv.to_string(),
                })
                .collect();
            format!("{path}?{}", query.join("&"))
        }
        None => tail.to_string(),
    };
    match auth.rsplit_once('@') {
        Some((cred, host)) => match cred.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:***@{host}{tail}"),
            None => format!("{scheme}://{auth}{tail}"),
        },
        None => format!("{scheme}://{auth}{tail}"),
    }
}

/// `url` with its database replaced by `db` (its options kept).
pub fn with_database(url: &str, db: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (base, query) = match rest.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (rest, String::new()),
    };
    let host = base.split_once('/').map_or(base, |(h, _)| h);
    format!("{scheme}://{host}/{db}{query}")
}

/// A connection with the statements it has prepared.
struct Conn {
    client: Client,
    prepared: HashMap<&'static str, Statement>,
}

impl Conn {
    fn new(client: Client) -> Conn {
        Conn {
            client,
            prepared: HashMap::new(),
        }
    }
    fn statement(&mut self, sql: &'static str) -> Result<Statement, postgres::Error> {
        if let Some(s) = self.prepared.get(sql) {
            return Ok(s.clone());
        }
        let s = self.client.prepare(sql)?;
        self.prepared.insert(sql, s.clone());
        Ok(s)
    }
}

pub struct PgStore {
    config: postgres::Config,
    /// The URL without its password.
    shown: String,
    pool: Mutex<Vec<Conn>>,
    stats: Arc<WriterStats>,
    tx: Option<mpsc::Sender<Job>>,
    writer: Option<JoinHandle<()>>,
}

impl PgStore {
    /// Connects to the database at `url`, runs its missing schema steps
    /// and starts the writer. A malformed URL, a server that cannot be
    /// reached or refuses us, a database holding other tables or one
    /// written by a newer build are refused with an error that says so.
    pub fn open(url: &str) -> Result<PgStore, StoreError> {
        off_runtime(|| PgStore::open_here(url))
    }

    fn open_here(url: &str) -> Result<PgStore, StoreError> {
        let shown = shown_url(url);
        let config = parse_url(url).map_err(|reason| StoreError::BadUrl { reason })?;
        let mut first = connect(&config, &shown)?;
        migrations::prepare(&mut first.client, &shown)?;
        let stats = Arc::new(WriterStats::default());
        let (tx, rx) = mpsc::channel();
        let wstats = stats.clone();
        let wconfig = config.clone();
        let wshown = shown.clone();
        let writer = std::thread::Builder::new()
            .name("store-writer".into())
            .spawn(move || writer_loop(first, &wconfig, &wshown, rx, &wstats))
            .map_err(|e| StoreError::Db(e.to_string()))?;
        Ok(PgStore {
            config,
            shown,
            pool: Mutex::new(Vec::new()),
            stats,
            tx: Some(tx),
            writer: Some(writer),
        })
    }

    /// Runs `f` on a pooled connection (a new one when none is free).
    fn read<R: Send>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<R, StoreError> + Send,
    ) -> Result<R, StoreError> {
        off_runtime(|| self.read_here(f))
    }

    fn read_here<R>(
        &self,
        f: impl FnOnce(&mut Conn) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        let pooled = self.pool.lock().expect("lock").pop();
        let mut conn = match pooled {
            Some(c) if !c.client.is_closed() => c,
            _ => connect(&self.config, &self.shown)?,
        };
        let r = f(&mut conn);
        if !conn.client.is_closed() {
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
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Vec<postgres::Row>, StoreError> {
        self.read(|c| {
            let s = c.statement(sql)?;
            Ok(c.client.query(&s, params)?)
        })
    }

    fn query_opt(
        &self,
        sql: &'static str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Option<postgres::Row>, StoreError> {
        self.read(|c| {
            let s = c.statement(sql)?;
            Ok(c.client.query_opt(&s, params)?)
        })
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
        self.tx.take();
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
        // The last owner of the service may well be a task on a runtime.
        let pool = std::mem::take(&mut *self.pool.lock().unwrap_or_else(|e| e.into_inner()));
        off_runtime(move || drop(pool));
    }
}

/// Runs `f` where the sync client can work. It runs (connects, queries,
/// closes) by blocking on a runtime of its own, which tokio refuses to
/// start on a thread of an async runtime: called from one (a bot's start
/// or stop, a test), `f` runs on a plain thread; elsewhere (the service's
/// own threads, the writer, tools) in place, at no cost.
fn off_runtime<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    if tokio::runtime::Handle::try_current().is_err() {
        return f();
    }
    std::thread::scope(|s| {
        s.spawn(f)
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

fn connect(config: &postgres::Config, shown: &str) -> Result<Conn, StoreError> {
    config
        .connect(NoTls)
        .map(Conn::new)
        .map_err(|e| StoreError::Unreachable {
            url: shown.to_string(),
            error: error_text(&e),
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
        self.shown.clone()
    }
    fn commit(&self, commit: Commit) -> Result<u64, StoreError> {
        self.write(Write::Command(Box::new(commit)))
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
            let mut t = conn.client.transaction()?;
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
            t.commit()?;
            Ok(Some(std::time::Duration::ZERO))
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
    fn writer_stats(&self) -> &WriterStats {
        &self.stats
    }
}

fn writer_loop(
    mut conn: Conn,
    config: &postgres::Config,
    shown: &str,
    rx: mpsc::Receiver<Job>,
    stats: &WriterStats,
) {
    use std::sync::atomic::Ordering::Relaxed;
    while let Ok(first) = rx.recv() {
        let mut jobs = vec![first];
        while jobs.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(j) => jobs.push(j),
                Err(_) => break,
            }
        }
        if conn.client.is_closed() {
            // The server went away: try once more for this batch.
            match connect(config, shown) {
                Ok(c) => conn = c,
                Err(e) => {
                    for job in jobs {
                        let _ = job.reply.send(Err(e.clone()));
                    }
                    continue;
                }
            }
        }
        stats.transactions.fetch_add(1, Relaxed);
        stats.commits.fetch_add(jobs.len() as u64, Relaxed);
        match write_batch(&mut conn, &jobs, stats) {
            Ok(seqs) => {
                for (job, seq) in jobs.into_iter().zip(seqs) {
                    let _ = job.reply.send(Ok(seq));
                }
            }
            Err(_) if jobs.len() > 1 => {
                // One bad commit must not fail the others: retry each alone.
                for job in jobs {
                    let r = write_batch(&mut conn, std::slice::from_ref(&job), stats)
                        .map(|seqs| seqs[0]);
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

const INSERT_COMMAND: &str =
    "INSERT INTO commands_v1 (seq, data) VALUES (nextval('command_seq'), $1) RETURNING seq";
/// The fence: the channel's number is taken only if nothing is at or
/// after it.
const INSERT_LOG: &str = "INSERT INTO channel_log_v1 (channel, n, seq) \
     SELECT $1::text, $2::bigint, $3::bigint WHERE NOT EXISTS \
     (SELECT 1 FROM channel_log_v1 WHERE channel = $1::text AND n >= $2::bigint)";
const INSERT_REQUEST: &str =
    "INSERT INTO requests_v1 (channel, request_id, seq) VALUES ($1, $2, $3)";
const UPSERT_TABLE: &str = "INSERT INTO tables_v2 (channel, data) VALUES ($1, $2) \
     ON CONFLICT (channel) DO UPDATE SET data = EXCLUDED.data";
const DELETE_TABLE: &str = "DELETE FROM tables_v2 WHERE channel = $1";
const UPSERT_OUTBOX: &str = "INSERT INTO outbox_v1 (channel, data) VALUES ($1, $2) \
     ON CONFLICT (channel) DO UPDATE SET data = EXCLUDED.data";
const UPSERT_MESSAGES: &str = "INSERT INTO discord_messages_v1 (channel, data) VALUES ($1, $2) \
     ON CONFLICT (channel) DO UPDATE SET data = EXCLUDED.data";
const DELETE_MESSAGES: &str = "DELETE FROM discord_messages_v1 WHERE channel = $1";
const GET_STATS: &str =
    "SELECT data FROM stats_v2 WHERE channel = $1 AND game = $2 AND player = $3";
const UPSERT_STATS: &str =
    "INSERT INTO stats_v2 (channel, game, player, data) VALUES ($1, $2, $3, $4) \
     ON CONFLICT (channel, game, player) DO UPDATE SET data = EXCLUDED.data";
const UPSERT_GAME: &str = "INSERT INTO games_v1 (game_id, channel, data) VALUES ($1, $2, $3) \
     ON CONFLICT (game_id) DO UPDATE SET channel = EXCLUDED.channel, data = EXCLUDED.data";

fn write_batch(conn: &mut Conn, jobs: &[Job], stats: &WriterStats) -> Result<Vec<u64>, StoreError> {
    let t0 = std::time::Instant::now();
    let mut st = HashMap::new();
    for sql in [
        INSERT_COMMAND,
        INSERT_LOG,
        INSERT_REQUEST,
        UPSERT_TABLE,
        DELETE_TABLE,
        UPSERT_OUTBOX,
        UPSERT_MESSAGES,
        DELETE_MESSAGES,
        GET_STATS,
        UPSERT_STATS,
        UPSERT_GAME,
    ] {
        st.insert(sql, conn.statement(sql)?);
    }
    let mut t = conn.client.transaction()?;
    let mut seqs = Vec::with_capacity(jobs.len());
    for job in jobs {
        let c = match &job.write {
            Write::Command(c) => c,
            Write::Outbox { channel, row } => {
                t.execute(&st[UPSERT_OUTBOX], &[channel, row])?;
                seqs.push(0);
                continue;
            }
            Write::DiscordMessages { channel, row } => {
                match row {
                    Some(row) => t.execute(&st[UPSERT_MESSAGES], &[channel, row])?,
                    None => t.execute(&st[DELETE_MESSAGES], &[channel])?,
                };
                seqs.push(0);
                continue;
            }
        };
        let seq: i64 = t.query_one(&st[INSERT_COMMAND], &[&c.command])?.get(0);
        let taken = t.execute(&st[INSERT_LOG], &[&c.channel, &i(c.channel_seq), &seq])?;
        if taken == 0 {
            return Err(StoreError::Stale {
                channel: c.channel.clone(),
                seq: c.channel_seq,
            });
        }
        if c.request_id != 0 {
            t.execute(&st[INSERT_REQUEST], &[&c.channel, &i(c.request_id), &seq])?;
        }
        match &c.table {
            Some(bytes) => t.execute(&st[UPSERT_TABLE], &[&c.channel, bytes])?,
            None => t.execute(&st[DELETE_TABLE], &[&c.channel])?,
        };
        if let Some(g) = &c.finished {
            record_game(&mut t, &st, g)?;
        }
        seqs.push(u(seq));
    }
    let t1 = std::time::Instant::now();
    t.commit()?;
    stats.record_transaction(t0, t1);
    Ok(seqs)
}

/// Stores a finished game and (a completed one) its seats' stats and
/// ratings, computed as the redb store does ([`stats::rate`]).
fn record_game(
    t: &mut impl GenericClient,
    st: &HashMap<&'static str, Statement>,
    g: &StoredGameV1,
) -> Result<(), StoreError> {
    let game = stats::game_key(g.rules().kind());
    let (stored, rows) = stats::rate(g, |key| {
        match t.query_opt(&st[GET_STATS], &[&g.channel, &game, &key])? {
            Some(r) => Ok(Some(decode(r.get(0))?)),
            None => Ok(None),
        }
    })?;
    for (key, row) in rows {
        t.execute(
            &st[UPSERT_STATS],
            &[&g.channel, &game, &key, &serde_json::to_vec(&row)?],
        )?;
    }
    t.execute(
        &st[UPSERT_GAME],
        &[&i(g.game_id), &g.channel, &serde_json::to_vec(&stored)?],
    )?;
    Ok(())
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
                store.read(|c| {
                    let del_log = c.statement("DELETE FROM channel_log_v1 WHERE channel = $1 AND n = $2")?;
                    let del_cmd = c.statement("DELETE FROM commands_v1 WHERE seq = $1")?;
                    let del_req = c.statement(
                        "DELETE FROM requests_v1 WHERE channel = $1 AND request_id = $2 AND seq = $3",
                    )?;
                    let mut t = c.client.transaction()?;
                    for (n, seq, request) in &gone {
                        t.execute(&del_log, &[&ch, n])?;
                        t.execute(&del_cmd, &[seq])?;
                        rep.commands += 1;
                        if *request != 0 {
                            rep.requests += t.execute(&del_req, &[&ch, &i(*request), seq])?;
                        }
                    }
                    t.commit()?;
                    Ok(())
                })?;
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
