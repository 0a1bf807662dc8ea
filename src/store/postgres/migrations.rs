//! The PostgreSQL store's own schema steps, versioned like the redb
//! file's (`schema_version`: one row, the last step applied). Each step
//! runs in its own transaction under an advisory lock, so processes
//! started together migrate once. A database whose version is newer than
//! this build's is refused, as redb's is; one holding tables of someone
//! else (and no `schema_version`) is not ours and is left alone.
//!
//! Every table keeps the same values as the redb table of the same name
//! (the JSON of the stored types, as `bytea`); columns beside them are
//! only what queries look up by.

use super::{shown_url, Conn, StoreError, TxError};

/// One schema step.
pub struct PgMigration {
    pub version: u64,
    pub name: &'static str,
    pub sql: &'static str,
}

/// Every step, in order; versions are 1, 2, 3… with no gaps.
pub const MIGRATIONS: &[PgMigration] = &[
    PgMigration {
    version: 1,
    name: "initial",
    sql: "
        CREATE TABLE tables_v2 (channel TEXT PRIMARY KEY, data BYTEA NOT NULL);
        CREATE SEQUENCE command_seq;
        CREATE TABLE commands_v1 (seq BIGINT PRIMARY KEY, data BYTEA NOT NULL);
        CREATE TABLE requests_v1 (
            channel TEXT NOT NULL, request_id BIGINT NOT NULL, seq BIGINT NOT NULL,
            PRIMARY KEY (channel, request_id));
        CREATE TABLE channel_log_v1 (
            channel TEXT NOT NULL, n BIGINT NOT NULL, seq BIGINT NOT NULL,
            PRIMARY KEY (channel, n));
        CREATE SEQUENCE game_ids;
        CREATE TABLE games_v1 (game_id BIGINT PRIMARY KEY, channel TEXT NOT NULL, data BYTEA NOT NULL);
        CREATE INDEX games_v1_channel ON games_v1 (channel, game_id);
        CREATE TABLE stats_v2 (
            channel TEXT NOT NULL, game TEXT NOT NULL, player TEXT NOT NULL, data BYTEA NOT NULL,
            PRIMARY KEY (channel, game, player));
        CREATE TABLE discord_messages_v1 (channel TEXT PRIMARY KEY, data BYTEA NOT NULL);
        CREATE TABLE outbox_v1 (channel TEXT PRIMARY KEY, data BYTEA NOT NULL);
    ",
},
    // Discord's login buckets (`shard % max_concurrency`), each free again
    // at `free_at` (the database's clock): the processes of one bot take
    // turns to IDENTIFY through it (`StoreBackend::reserve_logins`).
    PgMigration {
        version: 2,
        name: "login_buckets",
        sql: "
        CREATE TABLE login_buckets_v1 (bucket INT PRIMARY KEY, free_at TIMESTAMPTZ NOT NULL);
    ",
    },
    // The processes of the bot using the database, each with its shards,
    // seen within the lease (`PgStore::claim_shards`): a process whose
    // shard count differs from theirs is refused at start, and a fenced
    // process names the one that owns a table.
    PgMigration {
        version: 3,
        name: "processes",
        sql: "
        CREATE TABLE processes_v1 (
            id TEXT PRIMARY KEY,
            shard_first INT NOT NULL, shard_last INT NOT NULL, shard_total INT NOT NULL,
            started_at TIMESTAMPTZ NOT NULL, seen_at TIMESTAMPTZ NOT NULL);
    ",
    },
    // Each person's hand view that the bot keeps refreshing, with the
    // interaction token that edits it (`hand_views_v1`, as in the redb
    // file's schema 8), so that a restarted bot refreshes the views shown
    // before it.
    PgMigration {
        version: 4,
        name: "hand_views",
        sql: "
        CREATE TABLE hand_views_v1 (
            channel TEXT NOT NULL, user_id BIGINT NOT NULL, data BYTEA NOT NULL,
            PRIMARY KEY (channel, user_id));
    ",
    },
    // How each person wants to be told that it is their turn
    // (`notice_prefs_v1`, as in the redb file's schema 9).
    PgMigration {
        version: 5,
        name: "notice_prefs",
        sql: "
        CREATE TABLE notice_prefs_v1 (user_id BIGINT PRIMARY KEY, data BYTEA NOT NULL);
    ",
    },
    // People's records (as the redb file's schema 10): each person's
    // achievements and games in the order recorded, the server ladder's
    // monthly seasons, and the mark that the games stored before are
    // still to be folded into them (`backfills_v1`), which the table
    // layer does when it opens the store.
    PgMigration {
        version: 6,
        name: "people",
        sql: "
        CREATE TABLE achievements_v1 (player TEXT PRIMARY KEY, data BYTEA NOT NULL);
        CREATE TABLE player_games_v1 (
            player TEXT NOT NULL, n BIGINT NOT NULL, game_id BIGINT NOT NULL,
            PRIMARY KEY (player, n));
        CREATE TABLE server_stats_v1 (
            season TEXT NOT NULL, game TEXT NOT NULL, player TEXT NOT NULL, data BYTEA NOT NULL,
            PRIMARY KEY (season, game, player));
        CREATE TABLE backfills_v1 (name TEXT PRIMARY KEY);
        INSERT INTO backfills_v1 VALUES ('achievements');
    ",
    },
    // The daily deal (as the redb file's schema 11): each person's result
    // of each day's deal of each game, the first one kept; the index
    // gives a person's days (their streak).
    PgMigration {
        version: 7,
        name: "daily",
        sql: "
        CREATE TABLE daily_v1 (
            day BIGINT NOT NULL, game TEXT NOT NULL, user_id BIGINT NOT NULL,
            guild BIGINT, data BYTEA NOT NULL,
            PRIMARY KEY (day, game, user_id));
        CREATE INDEX daily_v1_user ON daily_v1 (user_id, day);
    ",
    },
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: u64 = MIGRATIONS.len() as u64;

/// The advisory lock held while a step runs ("jgschema").
const LOCK: i64 = 0x6a67_7363_6865_6d61;

/// The database's version (None: no `schema_version` table).
fn version(c: &mut Conn) -> Result<Option<u64>, StoreError> {
    let exists: bool = c
        .query_one("SELECT to_regclass('schema_version') IS NOT NULL", &[])?
        .get(0);
    if !exists {
        return Ok(None);
    }
    let row = c.query_opt("SELECT version FROM schema_version", &[])?;
    Ok(Some(row.map_or(0, |r| r.get::<_, i64>(0) as u64)))
}

/// Checks that the database is ours (or empty) and not newer, and runs
/// every missing step.
pub fn prepare(client: &mut Conn, shown: &str) -> Result<(), StoreError> {
    migrate(client, shown, SCHEMA_VERSION)
}

/// [`prepare`] up to `upto` (tests of the steps).
pub fn migrate(client: &mut Conn, shown: &str, upto: u64) -> Result<(), StoreError> {
    let shown = shown_url(shown);
    // One step a transaction, until none is missing.
    while client
        .transaction(|t| step(t, &shown, upto))
        .map_err(TxError::error)?
    {}
    Ok(())
}

/// Runs the next missing step (true) or finds none (false).
fn step(t: &mut Conn, shown: &str, upto: u64) -> Result<bool, StoreError> {
    t.execute("SELECT pg_advisory_xact_lock($1)", &[&LOCK])?;
    let found = match version(t)? {
        Some(v) => v,
        None => {
            let others: Vec<String> = t
                .query(
                    "SELECT table_name::text FROM information_schema.tables \
                     WHERE table_schema = current_schema() ORDER BY 1",
                    &[],
                )?
                .iter()
                .map(|r| r.get(0))
                .collect();
            if !others.is_empty() {
                return Err(StoreError::NotOurs {
                    path: shown.to_string(),
                    reason: format!(
                        "a PostgreSQL database with other tables: {}",
                        others.join(", ")
                    ),
                });
            }
            t.batch(
                "CREATE TABLE schema_version (version BIGINT NOT NULL); \
                 INSERT INTO schema_version VALUES (0);",
            )?;
            0
        }
    };
    if found > SCHEMA_VERSION {
        return Err(StoreError::Newer {
            path: shown.to_string(),
            found,
            known: SCHEMA_VERSION,
        });
    }
    let Some(step) = MIGRATIONS
        .iter()
        .find(|m| m.version == found + 1 && m.version <= upto)
    else {
        return Ok(false);
    };
    let failed = |e: StoreError| StoreError::Migration {
        version: step.version,
        name: step.name,
        error: match e {
            StoreError::Postgres { text, .. } => text,
            other => other.to_string(),
        },
    };
    t.batch(step.sql).map_err(failed)?;
    t.execute(
        "UPDATE schema_version SET version = $1",
        &[&(step.version as i64)],
    )
    .map_err(failed)?;
    Ok(true)
}
