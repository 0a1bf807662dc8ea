//! Why the store cannot do something: [`StoreError`], whose every message
//! about a file names it and says what to do.

use super::file;
use std::path::Path;
use std::sync::Arc;

/// Why the store cannot do something. Every message about a file names it
/// and says what to do.
#[derive(Debug, Clone, thiserror::Error)]
pub enum StoreError {
    #[error("there is no database file {path}")]
    NotFound { path: String },
    #[error("{path} is empty, so it is not a Jersey Gin database; it was left untouched")]
    Empty { path: String },
    #[error("{path} is not a Jersey Gin database ({reason}); it was left untouched")]
    NotOurs { path: String, reason: String },
    #[error("{path} was written by a newer jersey-gin (schema {found}; this build knows up to schema {known}); it was left untouched: use a newer build")]
    Newer {
        path: String,
        found: u64,
        known: u64,
    },
    /// The file's contents are broken. `detail` (redb's words, or the
    /// message of a panic inside redb) is logged, not shown.
    #[error("{path} is damaged and cannot be read; it was left untouched. Restore your latest backup of it (see \"Backups\" in the README), or move it aside to start with a new database")]
    Damaged { path: String, detail: String },
    /// Another process holds the file (redb's lock). `holder` names it
    /// when the system says who (Linux: `/proc/locks`), as " (pid N,
    /// name)", else it is empty.
    #[error("the database file {path} is in use by another jersey-gin process{holder} (a bot or a terminal game): stop that one first, give each process its own file, or copy the database while it runs with `jersey-gin db backup`")]
    InUse { path: String, holder: String },
    #[error("{path} cannot be written (permission denied): make it writable to play or run the bot (chmod u+w); `jersey-gin db check` reads it as it is")]
    ReadOnly { path: String },
    #[error("the directory {dir} does not exist (for the database {path}): create it first, or give another file")]
    NoDirectory { path: String, dir: String },
    #[error("cannot open {path}: {error}")]
    Io { path: String, error: String },
    #[error("schema step {version} ({name}) failed: {error}")]
    Migration {
        version: u64,
        name: &'static str,
        error: String,
    },
    /// redb failed; its error is kept as the source.
    #[error("database error: {0}")]
    Redb(#[source] Arc<redb::Error>),
    #[error("database error: {0}")]
    Db(String),
    #[error("stored data cannot be read: {0}")]
    Decode(String),
    #[error("the store is closed")]
    Closed,
    /// `store.url` is not a PostgreSQL URL.
    #[error("{reason}")]
    BadUrl { reason: String },
    /// The PostgreSQL server cannot be reached, or refused us.
    #[error("cannot connect to the PostgreSQL database {url}: {error}. Check store.url (or JERSEY_GIN_STORE__URL), that the server runs, and that it accepts this user and password")]
    Unreachable { url: String, error: String },
    /// PostgreSQL failed; its error is kept as the source.
    #[error("database error: {text}")]
    Postgres {
        text: String,
        #[source]
        source: Arc<::tokio_postgres::Error>,
    },
    /// The PostgreSQL server took longer than its setting allows
    /// (connecting, or one statement): it runs but does not answer
    /// (stopped with SIGSTOP, overloaded), or is not PostgreSQL.
    #[error("the PostgreSQL server at {host} did not answer {doing} within {secs} s ({setting}): check that it is running and not stopped or overloaded, and that store.url names the right host and port")]
    NoAnswer {
        host: String,
        doing: &'static str,
        secs: f64,
        setting: &'static str,
    },
    /// The database did not confirm a commit (the connection was lost
    /// after the COMMIT was sent): it may or may not have been stored.
    #[error(
        "the database did not confirm the commit, so it may or may not have been saved: {error}"
    )]
    InDoubt { error: String },
    /// Fencing (a store shared by several processes): the channel's log
    /// already has this number or a later one, so this process's copy of
    /// the table is stale (another process has run it since).
    #[error("the command was not saved: channel {channel} already has command {seq} or later in the shared database (another process of the bot runs this table now), so nothing changed")]
    Stale { channel: String, seq: u64 },
    #[error("this database was opened only to be read")]
    OpenedReadOnly,
    /// Processes of the bot with another shard count use this database:
    /// a guild's tables would have two owners.
    #[error("the database {url} is used by running processes of the bot configured for {total} shards in all ({processes}), but this process is configured for {ours} (discord.shard_total): a server's tables would have two owners. Give every process the same discord.shard_total, each with its own range, or stop the other processes first (a process that stopped without a clean shutdown counts as running for 30 s more)")]
    OtherShardTotal {
        url: String,
        total: u32,
        processes: String,
        ours: String,
    },
    /// `db reshard` cannot do what it was asked; nothing was written.
    #[error("cannot reshard: {0}; nothing was written")]
    Reshard(String),
    /// A redb file of one process of a bot split over shards, given to a
    /// process configured for other shards.
    #[error("{path} holds the tables of {stored}, but this process is configured for {wanted}: the shards changed, so guilds moved between processes. Stop every process and make one file per new range with `jersey-gin db reshard --total N --out DIR FILES...` (README: \"Running on several machines\"), or configure this process as before")]
    OtherShards {
        path: String,
        stored: String,
        wanted: String,
    },
}

impl StoreError {
    pub(crate) fn damaged(path: &Path, detail: impl Into<String>) -> StoreError {
        let detail = detail.into();
        if !file::QUIET.load(std::sync::atomic::Ordering::Relaxed) {
            tracing::warn!(target: "jersey_gin::store", path = %path.display(), %detail, "damaged database file");
        }
        StoreError::Damaged {
            path: path.display().to_string(),
            detail,
        }
    }
    pub(crate) fn in_use(path: &Path) -> StoreError {
        StoreError::InUse {
            path: path.display().to_string(),
            holder: file::lock_holder(path)
                .map(|(pid, name)| match name {
                    Some(n) => format!(" (pid {pid}, {n})"),
                    None => format!(" (pid {pid})"),
                })
                .unwrap_or_default(),
        }
    }
    pub(crate) fn io(path: &Path, e: &std::io::Error) -> StoreError {
        match e.kind() {
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                StoreError::Io {
                    path: path.display().to_string(),
                    error: "permission denied".into(),
                }
            }
            _ => StoreError::Io {
                path: path.display().to_string(),
                error: e.to_string(),
            },
        }
    }
    /// Whether the file's contents are the problem (damaged or not ours).
    pub fn is_damaged(&self) -> bool {
        matches!(self, StoreError::Damaged { .. })
    }
    /// Whether the database cannot be used at all for now (not reached,
    /// not answering, the connection lost, a commit unconfirmed), as
    /// opposed to refusing one write.
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            StoreError::Unreachable { .. }
                | StoreError::NoAnswer { .. }
                | StoreError::InDoubt { .. }
        ) || self.connection_lost()
    }

    /// Whether PostgreSQL closed the connection under the statement (a
    /// server restart: "terminating connection due to administrator
    /// command"), or the network dropped it: the statement did not run
    /// there (a transaction left open is rolled back with its
    /// connection), and a new connection may well work.
    pub fn connection_lost(&self) -> bool {
        let StoreError::Postgres { source, .. } = self else {
            return false;
        };
        use ::tokio_postgres::error::SqlState;
        let shutdown = [
            SqlState::ADMIN_SHUTDOWN,
            SqlState::CRASH_SHUTDOWN,
            SqlState::CANNOT_CONNECT_NOW,
        ];
        source.is_closed()
            || source.code().is_some_and(|c| shutdown.contains(c))
            || std::error::Error::source(&**source)
                .is_some_and(|c| c.downcast_ref::<std::io::Error>().is_some())
    }
}

macro_rules! from_redb {
    ($($t:ty),*) => {$(
        impl From<$t> for StoreError {
            fn from(e: $t) -> Self {
                StoreError::Redb(Arc::new(redb::Error::from(e)))
            }
        }
    )*};
}
from_redb!(
    redb::Error,
    redb::DatabaseError,
    redb::TransactionError,
    redb::TableError,
    redb::StorageError,
    redb::CommitError
);

impl From<serde_json::Error> for StoreError {
    fn from(e: serde_json::Error) -> Self {
        StoreError::Decode(e.to_string())
    }
}

/// Why redb would not open a file, as the store says it.
pub(super) fn open_error(path: &Path, e: redb::DatabaseError) -> StoreError {
    use std::io::ErrorKind;
    match e {
        redb::DatabaseError::DatabaseAlreadyOpen => StoreError::in_use(path),
        redb::DatabaseError::Storage(redb::StorageError::Io(io))
            if matches!(
                io.kind(),
                ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem
            ) =>
        {
            StoreError::ReadOnly {
                path: path.display().to_string(),
            }
        }
        redb::DatabaseError::Storage(redb::StorageError::Io(io))
            if matches!(io.kind(), ErrorKind::UnexpectedEof | ErrorKind::InvalidData) =>
        {
            StoreError::damaged(path, io.to_string())
        }
        redb::DatabaseError::Storage(redb::StorageError::Io(io)) => StoreError::io(path, &io),
        other => StoreError::damaged(path, other.to_string()),
    }
}
