//! One connection to PostgreSQL, used synchronously from the store's own
//! threads, where every exchange with the server has a deadline.
//!
//! The client is tokio-postgres on a current-thread runtime of the
//! connection's own (what the synchronous `postgres` crate does, minus
//! its lack of deadlines): connecting (TCP, greeting, login) must finish
//! within `Timeouts::connect`, and each statement within
//! `Timeouts::statement`. A server that accepts connections and never
//! answers (frozen, or not PostgreSQL) is then an error naming the host,
//! not a silent hang. A connection whose deadline passed, or that the
//! server closed, is never used again: what it was doing is unknown.

use super::url::{host_of, Timeouts};
use super::StoreError;
use std::collections::HashMap;
use std::future::Future;
use std::time::Duration;
use tokio_postgres::types::ToSql;
use tokio_postgres::{Client, Row, Statement};

/// Parameters of a statement.
pub type Params<'a> = &'a [&'a (dyn ToSql + Sync)];

/// Where to connect: the parsed URL, the URL as shown, the deadlines.
#[derive(Clone)]
pub struct Target {
    pub config: tokio_postgres::Config,
    /// The URL without its password ([`super::shown_url`]).
    pub shown: String,
    /// [`super::at_sign_hint`] of the URL, added to connection errors.
    pub hint: &'static str,
    pub timeouts: Timeouts,
}

impl Target {
    /// The target of a `postgres://` URL, or [`StoreError::BadUrl`].
    pub fn of(url: &str, timeouts: Timeouts) -> Result<Target, StoreError> {
        let config = super::parse_url(url).map_err(|reason| StoreError::BadUrl { reason })?;
        Ok(Target {
            config,
            shown: super::shown_url(url),
            hint: super::url::at_sign_hint(url),
            timeouts,
        })
    }
}

/// A connection with the statements it has prepared.
pub struct Conn {
    rt: tokio::runtime::Runtime,
    client: Client,
    prepared: HashMap<&'static str, Statement>,
    statement_timeout: Duration,
    host: String,
    /// A deadline passed, or the server closed the connection.
    broken: bool,
}

/// Why a transaction failed: whether its commit may have happened.
#[derive(Debug)]
pub enum TxError {
    /// It failed before its COMMIT was sent, or the server refused the
    /// COMMIT: nothing of it is stored.
    NotCommitted(StoreError),
    /// The COMMIT was sent and no answer came (the connection was lost,
    /// or its deadline passed): it may or may not be stored.
    InDoubt(StoreError),
}

impl TxError {
    pub fn error(self) -> StoreError {
        match self {
            TxError::NotCommitted(e) | TxError::InDoubt(e) => e,
        }
    }
}

impl From<StoreError> for TxError {
    fn from(e: StoreError) -> Self {
        TxError::NotCommitted(e)
    }
}

impl Conn {
    /// Connects within `target.timeouts.connect`.
    pub fn connect(target: &Target) -> Result<Conn, StoreError> {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| StoreError::Db(format!("cannot start the database client: {e}")))?;
        let host = host_of(&target.config);
        let limit = target.timeouts.connect;
        let connecting = target.config.connect(tokio_postgres::NoTls);
        match rt.block_on(async { tokio::time::timeout(limit, connecting).await }) {
            Ok(Ok((client, connection))) => {
                // Polled whenever the connection is used (the runtime runs
                // only inside `block_on`): it carries the exchanges.
                rt.spawn(async move {
                    let _ = connection.await;
                });
                Ok(Conn {
                    rt,
                    client,
                    prepared: HashMap::new(),
                    statement_timeout: target.timeouts.statement,
                    host,
                    broken: false,
                })
            }
            Ok(Err(e)) => Err(StoreError::Unreachable {
                url: target.shown.clone(),
                error: format!("{}{}", super::error_text(&e), target.hint),
            }),
            Err(_) => Err(StoreError::NoAnswer {
                host,
                doing: "connecting",
                secs: limit.as_secs_f64(),
                setting: "store.connect_timeout_secs",
            }),
        }
    }

    /// Gives each statement `limit` from now on (schema steps may take
    /// longer than a command's statements).
    pub fn set_statement_timeout(&mut self, limit: Duration) {
        self.statement_timeout = limit;
    }

    /// Whether the connection may be used again.
    pub fn usable(&self) -> bool {
        !self.broken && !self.client.is_closed()
    }

    /// Notes a failure: a deadline that passed, or a connection the
    /// server closed, breaks the connection.
    fn note<T>(&mut self, r: Result<T, StoreError>) -> Result<T, StoreError> {
        if let Err(e) = &r {
            if e.connection_lost() || matches!(e, StoreError::NoAnswer { .. }) {
                self.broken = true;
            }
        }
        r
    }

    fn statement(&mut self, sql: &'static str) -> Result<Statement, StoreError> {
        if let Some(s) = self.prepared.get(sql) {
            return Ok(s.clone());
        }
        let r = deadline(
            &self.rt,
            &self.host,
            self.statement_timeout,
            self.client.prepare(sql),
        );
        let s = self.note(r)?;
        self.prepared.insert(sql, s.clone());
        Ok(s)
    }

    pub fn query(&mut self, sql: &'static str, params: Params) -> Result<Vec<Row>, StoreError> {
        let s = self.statement(sql)?;
        let r = deadline(
            &self.rt,
            &self.host,
            self.statement_timeout,
            self.client.query(&s, params),
        );
        self.note(r)
    }

    pub fn query_opt(
        &mut self,
        sql: &'static str,
        params: Params,
    ) -> Result<Option<Row>, StoreError> {
        let s = self.statement(sql)?;
        let r = deadline(
            &self.rt,
            &self.host,
            self.statement_timeout,
            self.client.query_opt(&s, params),
        );
        self.note(r)
    }

    pub fn query_one(&mut self, sql: &'static str, params: Params) -> Result<Row, StoreError> {
        let s = self.statement(sql)?;
        let r = deadline(
            &self.rt,
            &self.host,
            self.statement_timeout,
            self.client.query_one(&s, params),
        );
        self.note(r)
    }

    pub fn execute(&mut self, sql: &'static str, params: Params) -> Result<u64, StoreError> {
        let s = self.statement(sql)?;
        let r = deadline(
            &self.rt,
            &self.host,
            self.statement_timeout,
            self.client.execute(&s, params),
        );
        self.note(r)
    }

    /// Runs statements without parameters (the simple protocol).
    pub fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        let r = deadline(
            &self.rt,
            &self.host,
            self.statement_timeout,
            self.client.batch_execute(sql),
        );
        self.note(r)
    }

    /// Runs `f` in a transaction and commits it; says whether a failure
    /// may have left it committed.
    pub fn transaction<R>(
        &mut self,
        f: impl FnOnce(&mut Conn) -> Result<R, StoreError>,
    ) -> Result<R, TxError> {
        self.batch("BEGIN")?;
        let r = match f(self) {
            Ok(r) => r,
            Err(e) => {
                if self.usable() {
                    // A failed statement already aborted it; this ends it.
                    let _ = self.batch("ROLLBACK");
                }
                return Err(TxError::NotCommitted(e));
            }
        };
        match self.batch("COMMIT") {
            Ok(()) => Ok(r),
            // The server answered: it refused the commit.
            Err(e @ StoreError::Postgres { .. }) if !e.connection_lost() => {
                Err(TxError::NotCommitted(e))
            }
            Err(e) => Err(TxError::InDoubt(e)),
        }
    }
}

/// Waits for a statement's `fut` on the connection's runtime, at most
/// `limit`.
fn deadline<T>(
    rt: &tokio::runtime::Runtime,
    host: &str,
    limit: Duration,
    fut: impl Future<Output = Result<T, tokio_postgres::Error>>,
) -> Result<T, StoreError> {
    match rt.block_on(async { tokio::time::timeout(limit, fut).await }) {
        Ok(r) => r.map_err(StoreError::from),
        Err(_) => Err(StoreError::NoAnswer {
            host: host.to_string(),
            doing: "a statement",
            secs: limit.as_secs_f64(),
            setting: "store.statement_timeout_secs",
        }),
    }
}
