//! Test databases on a throwaway server (tests only). Compiled into the
//! library's unit tests (`store/postgres/mod.rs`, under `cfg(test)`) and
//! into `tests/it` (`support/mod.rs`), which is why it names what it uses
//! through `super`: `super::local` and `super::REQUIRE_POSTGRES_ENV`.
//!
//! When no server can be started, [`test_database`] says the test was
//! SKIPPED and gives None, unless the environment has
//! `JERSEY_GIN_REQUIRE_POSTGRES=1` (CI): then it panics.

use super::local::LocalServer;
use super::REQUIRE_POSTGRES_ENV;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// This process's server for tests (started at the first call).
pub fn shared() -> Result<&'static LocalServer, String> {
    static SERVER: OnceLock<Result<LocalServer, String>> = OnceLock::new();
    SERVER
        .get_or_init(|| LocalServer::start(false))
        .as_ref()
        .map_err(Clone::clone)
}

/// Whether a test without a server fails (CI) rather than skips.
pub fn required() -> bool {
    std::env::var(REQUIRE_POSTGRES_ENV).is_ok_and(|v| v == "1")
}

/// A fresh, empty database on this process's test server, or None when
/// no server can be started here (the test then says it was SKIPPED and
/// passes, unless `JERSEY_GIN_REQUIRE_POSTGRES=1`).
pub fn test_database(test: &str) -> Option<String> {
    static N: AtomicU64 = AtomicU64::new(0);
    let made = shared()
        .and_then(|s| s.create_database(&format!("t_{}", N.fetch_add(1, Ordering::SeqCst))));
    skipped_unless_required(test, made)
}

/// A server of the test's own (one it may stop and start), or None as
/// [`test_database`] says.
// The outage tests in tests/it use it; the unit tests do not.
#[allow(dead_code)]
pub fn own_server(test: &str) -> Option<LocalServer> {
    skipped_unless_required(test, LocalServer::start(false))
}

fn skipped_unless_required<T>(test: &str, made: Result<T, String>) -> Option<T> {
    match made {
        Ok(made) => Some(made),
        Err(reason) if required() => {
            panic!("{test}: no PostgreSQL server, and {REQUIRE_POSTGRES_ENV}=1: {reason}")
        }
        Err(reason) => {
            eprintln!("{test}: SKIPPED (no PostgreSQL server: {reason})");
            None
        }
    }
}
