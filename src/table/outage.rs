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
    use super::super::service::{ApplyError, Service};
    use super::super::{Actor, Command, DeadlineKind, Refusal, Settings, TableEvent};
    use super::*;
    use crate::store::Store;
    use crate::table::clock::{Clock, FakeClock};
    use std::sync::atomic::Ordering;
    use std::sync::Arc;

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

    /// Log lines captured from the thread that runs the test.
    #[derive(Clone, Default)]
    struct Logs(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Logs {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Logs {
        fn subscriber(&self) -> impl tracing::Subscriber {
            let logs = self.clone();
            tracing_subscriber::fmt()
                .with_max_level(tracing::Level::DEBUG)
                .with_writer(move || logs.clone())
                .with_ansi(false)
                .finish()
        }
        fn lines(&self) -> Vec<String> {
            String::from_utf8_lossy(&self.0.lock().unwrap())
                .lines()
                .map(str::to_string)
                .collect()
        }
        fn count(&self, level: &str) -> usize {
            self.lines().iter().filter(|l| l.contains(level)).count()
        }
    }

    /// A Jersey Gin game of three people with a 20 s turn clock, started;
    /// the store can be made to fail.
    fn people_playing(
        clock: &FakeClock,
    ) -> (Service, Arc<std::sync::atomic::AtomicBool>, ChannelId) {
        let store = Store::in_memory().unwrap();
        let failing = store.failing_switch();
        let svc = Service::new(store, Arc::new(clock.clone())).unwrap();
        let ch = ChannelId::new("c");
        let settings = Settings {
            turn_ms: 20_000,
            seed: Some(7),
            ..Settings::default()
        };
        svc.apply(&ch, 0, Actor::user(1), Command::Open { settings })
            .unwrap();
        for u in [2, 3] {
            svc.apply(&ch, 0, Actor::user(u), Command::Join).unwrap();
        }
        svc.apply(&ch, 0, Actor::user(1), Command::Start).unwrap();
        // The first deal waits between hands; then a person's clock runs.
        while svc.table(&ch).unwrap().deadline.unwrap().kind != DeadlineKind::TurnClock {
            clock.set(svc.next_deadline().unwrap());
            svc.run_due();
        }
        (svc, failing, ch)
    }

    fn timeouts(svc: &Service, ch: &ChannelId) -> u8 {
        let t = svc.table(ch).unwrap();
        t.seats.iter().map(|s| s.timeouts).sum()
    }

    /// Issue 36, items 1 and 2 (DESIGN.md: "A clock never runs out while
    /// the player could not move through our fault"): the store fails for
    /// 25 s on a person's turn, their clock's time passes meanwhile, and
    /// once it answers they get their turn back instead of a safe move;
    /// the driver tries the store a bounded number of times with growing
    /// waits, and the log says once that it fails and once that it is
    /// back.
    #[test]
    fn a_store_outage_on_a_persons_turn_leaves_them_their_turn() {
        let clock = FakeClock::new(1_000_000);
        let (svc, failing, ch) = people_playing(&clock);
        let d = svc.table(&ch).unwrap().deadline.unwrap();
        let moves = svc.table(&ch).unwrap().game().unwrap().moves();
        let logs = Logs::default();
        let start = clock.now_ms();
        tracing::subscriber::with_default(logs.subscriber(), || {
            failing.store(true, Ordering::SeqCst);
            let back_at = d.at_ms + 5_000;
            while clock.now_ms() < back_at {
                clock.advance(10);
                assert!(svc.run_due().is_empty());
            }
            assert_eq!(timeouts(&svc, &ch), 0, "no clock ran out");
            failing.store(false, Ordering::SeqCst);
            let mut replies = Vec::new();
            while replies.is_empty() {
                clock.advance(10);
                replies = svc.run_due();
            }
            let events: Vec<_> = replies.iter().flat_map(|r| r.events.clone()).collect();
            assert!(
                matches!(events[..], [TableEvent::TimeGivenBack { seat, seconds: 15 }] if seat == d.seat),
                "{events:?}"
            );
        });
        let outage_ms = clock.now_ms() - start;
        assert!(outage_ms >= 25_000, "{outage_ms}");
        let t = svc.table(&ch).unwrap();
        assert_eq!(
            t.game().unwrap().moves(),
            moves,
            "no move was made for them"
        );
        let again = t.deadline.unwrap();
        assert_eq!((again.kind, again.seat), (DeadlineKind::TurnClock, d.seat));
        assert_eq!(again.at_ms, clock.now_ms() + 15_000);
        // Told once each way; the tries in between at debug level only,
        // with waits growing to seconds: a few dozen, not thousands.
        assert_eq!(logs.count(" WARN "), 1, "{:?}", logs.lines());
        assert_eq!(logs.count(" INFO "), 1, "{:?}", logs.lines());
        let tries = logs
            .lines()
            .iter()
            .filter(|l| l.contains("the store was tried again"))
            .count();
        assert!((3..=30).contains(&tries), "{tries} tries in 25 s");
        assert!(logs.lines().len() <= 40, "{:?}", logs.lines());
        // The clock runs again: it runs out at its new time.
        clock.set(again.at_ms);
        let r = svc.run_due();
        assert!(r
            .iter()
            .flat_map(|r| &r.events)
            .any(|e| matches!(e, TableEvent::TimedOut { .. })));
    }

    /// An outage that ends before the clock does (a click refused, then
    /// the store answers): the person gets back the time they had when it
    /// began, told in the channel; a blip under a second gives nothing.
    #[test]
    fn the_time_a_clock_had_when_the_store_began_failing_is_given_back() {
        let clock = FakeClock::new(1_000_000);
        let (svc, failing, ch) = people_playing(&clock);
        let d = svc.table(&ch).unwrap().deadline.unwrap();
        clock.advance(2_000);
        let since = clock.now_ms();
        failing.store(true, Ordering::SeqCst);
        // A vote to abandon: a command that leaves the clock standing.
        let refused = svc.apply(&ch, 10, Actor::user(2), Command::Abandon);
        assert!(matches!(refused, Err(ApplyError::Failed(_))), "{refused:?}");
        clock.advance(12_000);
        failing.store(false, Ordering::SeqCst);
        svc.apply(&ch, 11, Actor::user(2), Command::Abandon)
            .unwrap();
        assert_eq!(svc.table(&ch).unwrap().deadline, Some(d));
        let r = svc.run_due();
        let given = (d.at_ms - since).div_ceil(1000) as u32;
        assert!(
            matches!(r[0].events[..], [TableEvent::TimeGivenBack { seconds, .. }] if seconds == given),
            "{:?}",
            r[0].events
        );
        assert_eq!(
            svc.table(&ch).unwrap().deadline.unwrap().at_ms,
            d.at_ms + 12_000
        );
        // A blip: nothing to give (another channel's command ends it).
        failing.store(true, Ordering::SeqCst);
        assert!(svc
            .apply(&ch, 12, Actor::user(3), Command::Abandon)
            .is_err());
        clock.advance(500);
        failing.store(false, Ordering::SeqCst);
        let open = Command::Open {
            settings: Settings::default(),
        };
        svc.apply(&ChannelId::new("d"), 13, Actor::user(9), open)
            .unwrap();
        assert!(svc.run_due().is_empty());
    }

    /// A commit whose answer was lost (the database may have stored it):
    /// the channel reads its table back before its next command, so it
    /// goes on from what is stored, and is not taken for another
    /// process's table.
    #[test]
    fn a_table_whose_commit_was_not_confirmed_is_read_back() {
        let clock = FakeClock::new(1_000_000);
        let store = Store::in_memory().unwrap();
        let unconfirmed = store.unconfirmed_switch();
        let svc = Service::new(store, Arc::new(clock.clone())).unwrap();
        let ch = ChannelId::new("c");
        let settings = Settings::default();
        svc.apply(&ch, 1, Actor::user(1), Command::Open { settings })
            .unwrap();
        unconfirmed.store(true, Ordering::SeqCst);
        let lost = svc.apply(&ch, 2, Actor::user(2), Command::Join);
        assert!(
            matches!(lost, Err(ApplyError::Failed(StoreError::InDoubt { .. }))),
            "{lost:?}"
        );
        unconfirmed.store(false, Ordering::SeqCst);
        // Stored after all: the same request gets its first answer.
        assert!(
            svc.apply(&ch, 2, Actor::user(2), Command::Join)
                .unwrap()
                .duplicate
        );
        assert_eq!(
            svc.apply(&ch, 3, Actor::user(2), Command::Join)
                .unwrap_err(),
            Refusal::AlreadySeated
        );
        let r = svc.apply(&ch, 4, Actor::user(3), Command::Join).unwrap();
        assert_eq!(r.seq, 3);
        assert_eq!(svc.table(&ch).unwrap().seats().len(), 3);
        assert!(!svc.let_go_of(&ch));
    }
}
