//! When the store refuses commands (its database out of reach or not
//! answering, the disk full, the file not writable): what the service
//! remembers so that
//!
//! - no person's turn clock runs out through our fault: the clocks that
//!   were running when the first command was refused are owed their time
//!   (`Command::GiveTimeBack` once the store answers again, or instead of
//!   the clock's own deadline while it does not);
//! - the deadline driver does not hammer the store: while it refuses, one
//!   due deadline is tried at a time, with a wait that doubles from
//!   [`RETRY_FIRST_MS`] to [`RETRY_MAX_MS`], jittered so that processes
//!   sharing a database do not retry in step;
//! - the log says once that the store refuses commands and once that it
//!   answers again (each try in between at debug level).

use super::ChannelId;
use crate::store::StoreError;
use std::collections::HashMap;
use std::sync::Mutex;

/// The driver's first wait after a refused try.
pub const RETRY_FIRST_MS: u64 = 100;
/// The driver's longest wait between tries.
pub const RETRY_MAX_MS: u64 = 5_000;

#[derive(Default)]
pub(super) struct Outage(Mutex<State>);

#[derive(Default)]
struct State {
    /// When the first command was refused (None: the store answers).
    since_ms: Option<u64>,
    /// Commands refused since then.
    refused: u64,
    /// The driver's tries refused in a row, and when it tries again.
    driver_failures: u32,
    retry_at_ms: u64,
    /// Channels owed their turn clock's time, with when the outage began.
    owed: HashMap<ChannelId, u64>,
}

impl Outage {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Since when the store has refused commands (None: it answers).
    pub fn since(&self) -> Option<u64> {
        self.state().since_ms
    }

    /// A command was refused by the store at `now`.
    pub fn refused(&self, now: u64, error: &StoreError) {
        let mut s = self.state();
        s.refused += 1;
        if s.since_ms.is_none() {
            s.since_ms = Some(now);
            tracing::warn!(
                target: "jersey_gin::store",
                %error,
                "the store refuses commands: every move is answered \"try again\", turn clocks are paused, and due moves wait until it answers (retried in the background)"
            );
        } else {
            tracing::debug!(target: "jersey_gin::store", %error, "a command was refused by the store");
        }
    }

    /// A command was committed at `now`: when that ends an outage, the log
    /// says so and its start is returned.
    pub fn answered(&self, now: u64) -> Option<u64> {
        let mut s = self.state();
        let since = s.since_ms.take()?;
        tracing::info!(
            target: "jersey_gin::store",
            after_secs = now.saturating_sub(since) / 1000,
            refused = s.refused,
            "the store answers again: turn clocks that were paused get their time back"
        );
        s.refused = 0;
        s.driver_failures = 0;
        s.retry_at_ms = 0;
        Some(since)
    }

    /// These channels' clocks were running when the outage that began at
    /// `since` did.
    pub fn owe(&self, channels: impl IntoIterator<Item = ChannelId>, since: u64) {
        let mut s = self.state();
        for c in channels {
            let at = s.owed.entry(c).or_insert(since);
            *at = (*at).min(since);
        }
    }

    /// The channels owed their time, each with its outage's start.
    pub fn take_owed(&self) -> Vec<(ChannelId, u64)> {
        self.state().owed.drain().collect()
    }

    /// Whether anything is owed.
    pub fn owes(&self) -> bool {
        !self.state().owed.is_empty()
    }

    /// When the driver may try again (None: the store answers).
    pub fn retry_at(&self) -> Option<u64> {
        let s = self.state();
        s.since_ms.map(|_| s.retry_at_ms)
    }

    /// The driver's try at `now` was refused: the next one waits longer.
    pub fn driver_failed(&self, now: u64) {
        let mut s = self.state();
        s.driver_failures = s.driver_failures.saturating_add(1);
        s.retry_at_ms = now + retry_wait(s.driver_failures, rand::random::<f64>());
    }
}

/// The wait after `failures` refused tries in a row: doubling from
/// [`RETRY_FIRST_MS`] up to [`RETRY_MAX_MS`], of which a random half
/// (`jitter` in 0..1).
pub fn retry_wait(failures: u32, jitter: f64) -> u64 {
    let full = RETRY_FIRST_MS
        .saturating_mul(1 << failures.saturating_sub(1).min(16))
        .min(RETRY_MAX_MS);
    full / 2 + (full as f64 / 2.0 * jitter.clamp(0.0, 1.0)) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_doubles_is_capped_and_jittered() {
        assert_eq!(retry_wait(1, 0.0), 50);
        assert_eq!(retry_wait(1, 1.0), 100);
        assert_eq!(retry_wait(2, 1.0), 200);
        assert_eq!(retry_wait(6, 1.0), 3_200);
        for n in 7..100 {
            assert_eq!(retry_wait(n, 1.0), RETRY_MAX_MS);
            assert_eq!(retry_wait(n, 0.0), RETRY_MAX_MS / 2);
        }
    }

    #[test]
    fn an_outage_is_told_once_and_owes_the_earliest_start() {
        let o = Outage::default();
        assert_eq!(o.answered(5), None);
        let e = StoreError::Closed;
        o.refused(10, &e);
        o.refused(20, &e);
        assert_eq!(o.since(), Some(10));
        assert_eq!(o.retry_at(), Some(0));
        o.driver_failed(20);
        assert!((70..=120).contains(&o.retry_at().unwrap()));
        assert_eq!(o.answered(30), Some(10));
        assert_eq!((o.since(), o.retry_at()), (None, None));
        o.owe([ChannelId::new("a")], 10);
        o.owe([ChannelId::new("a"), ChannelId::new("b")], 40);
        let mut owed = o.take_owed();
        owed.sort();
        assert_eq!(
            owed,
            vec![(ChannelId::new("a"), 10), (ChannelId::new("b"), 40)]
        );
        assert!(!o.owes());
    }
}
