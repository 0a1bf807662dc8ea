//! Pruning the command log (issue 10): what a redelivered request, the
//! outbox, the channel's counter and a table in play need stays; the rest
//! goes, and `db check` holds on the pruned file.

use crate::harness::*;
use crate::support::pg;
use jersey_gin::engine::Event;
use jersey_gin::store::postgres::PgStore;
use jersey_gin::store::types::StoredOutboxV1;
use jersey_gin::store::{Store, StoreBackend};
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::ChannelId;
use jersey_gin::table::{Actor, Command, StageKind, TableEvent};

const HOUR: u64 = 3_600_000;

/// The numbers of the channel's log rows still stored.
fn numbers(h: &Harness, ch: &ChannelId) -> Vec<u64> {
    h.svc
        .channel_events(ch, 0, usize::MAX)
        .unwrap()
        .into_iter()
        .map(|(n, _)| n)
        .collect()
}

/// The numbers of the commands that dealt a hand.
fn deals(h: &Harness, ch: &ChannelId) -> Vec<u64> {
    h.svc
        .channel_events(ch, 0, usize::MAX)
        .unwrap()
        .into_iter()
        .filter(|(_, e)| {
            e.as_ref().unwrap().iter().any(|e| {
                matches!(
                    e,
                    TableEvent::Game {
                        event: Event::HandDealt { .. }
                    }
                )
            })
        })
        .map(|(n, _)| n)
        .collect()
}

fn posted(h: &Harness, ch: &ChannelId, posted: u64) {
    h.svc
        .store()
        .set_outbox(
            ch.as_str(),
            StoredOutboxV1 {
                posted,
                ..Default::default()
            },
        )
        .unwrap();
}

/// Where a test's store lives: these tests run on both backends.
enum Place {
    Redb(tempfile::TempDir),
    Postgres(String),
}

impl Place {
    fn redb() -> Place {
        Place::Redb(tempfile::tempdir().unwrap())
    }
    /// None: no PostgreSQL server here (the test says SKIPPED).
    fn postgres(test: &str) -> Option<Place> {
        pg::test_database(test).map(Place::Postgres)
    }
    fn open(&self) -> Box<dyn StoreBackend> {
        match self {
            Place::Redb(dir) => Box::new(Store::open(dir.path().join("p.redb")).unwrap()),
            Place::Postgres(url) => Box::new(PgStore::open(url).unwrap()),
        }
    }
}

fn check(h: &Harness) {
    let rep = h.svc.store().check_all(&Replays).unwrap();
    assert!(rep.is_ok(), "{rep}");
}

/// A redelivered request gets its first answer inside the window and is
/// forgotten after it; nothing unposted goes; the counter stays, and the
/// next command takes the next number (no gap, no reuse).
#[test]
fn pruning_keeps_answers_in_the_window_the_unposted_log_and_the_counter() {
    pruning_keeps_answers(&Place::redb());
}

#[test]
fn pruning_keeps_answers_in_the_window_the_unposted_log_and_the_counter_on_postgres() {
    if let Some(place) = Place::postgres("pruning_keeps_answers_on_postgres") {
        pruning_keeps_answers(&place);
    }
}

fn pruning_keeps_answers(place: &Place) {
    let h = Harness::with_backend(place.open(), FakeClock::new(T0));
    let ch = &ChannelId::new("prune");
    let first = h.open_vs_computers(ch, 7, fast());
    let open_rid = 1_000; // the harness's first request id: the Open
    h.run_to_end(ch);
    assert_eq!(h.svc.table(ch).unwrap().stage().kind(), StageKind::Finished);
    let last = h.svc.store().channel_seq(ch.as_str()).unwrap();
    let all = h.svc.store().commands().unwrap().len();
    assert_eq!(numbers(&h, ch), (1..=last).collect::<Vec<_>>());

    // Nothing posted yet: nothing goes, however old.
    h.clock.advance(48 * HOUR);
    let r = h.svc.prune_command_log(HOUR, 7).unwrap();
    assert_eq!(r.commands, 0, "{r:?}");
    assert_eq!(numbers(&h, ch), (1..=last).collect::<Vec<_>>());

    // Everything posted, inside the window (a day, commands 48 h old but
    // the window is 72 h): the commands without a request id go (a few at
    // a time per transaction), those with one stay, and their answers too.
    posted(&h, ch, last);
    let r = h.svc.prune_command_log(72 * HOUR, 7).unwrap();
    assert!(r.commands > 0 && r.transactions > 1, "{r:?}");
    assert_eq!(r.requests, 0, "{r:?}");
    assert!(r.longest_transaction <= r.elapsed);
    let left = h.svc.store().commands().unwrap().len();
    assert!(left < all, "{left} of {all}");
    assert_eq!(h.svc.store().requests().unwrap().len(), 4);
    let again = h
        .svc
        .apply(ch, open_rid, Actor::user(7), Command::Cancel)
        .unwrap();
    assert!(again.duplicate);
    assert_eq!(again.seq, 0);
    let start = h
        .svc
        .apply(ch, open_rid + 3, Actor::user(7), Command::Cancel)
        .unwrap();
    assert!(start.duplicate);
    assert_eq!(start.events, first.events, "the Start's first answer");
    assert_eq!(numbers(&h, ch).last(), Some(&last));
    check(&h);

    // Out of the window: the request ids go with their commands; the
    // channel's last row (its counter) stays.
    let r = h.svc.prune_command_log(HOUR, 7).unwrap();
    assert_eq!(r.requests, 4, "{r:?}");
    assert!(h.svc.store().requests().unwrap().is_empty());
    assert!(!h.svc.store().has_request(ch.as_str(), open_rid).unwrap());
    assert_eq!(numbers(&h, ch), vec![last]);
    assert_eq!(h.svc.store().channel_seq(ch.as_str()).unwrap(), last);
    check(&h);
    // A second pass finds nothing more.
    assert_eq!(h.svc.prune_command_log(HOUR, 7).unwrap().commands, 0);

    // The next command takes the next number.
    let next = h.ok(ch, 7, Command::Close);
    assert_eq!(next.seq, last + 1);
    assert_eq!(numbers(&h, ch), vec![last, last + 1]);
    check(&h);
}

/// Mid-game, with the front end behind: the unposted commands and the
/// hand being posted (back to its deal) stay; the table restores from the
/// pruned file, plays on to the end, and numbers on without a gap.
#[test]
fn a_table_in_play_restores_and_plays_on_after_pruning() {
    a_table_in_play_restores(&Place::redb());
}

#[test]
fn a_table_in_play_restores_and_plays_on_after_pruning_on_postgres() {
    if let Some(place) = Place::postgres("a_table_in_play_restores_on_postgres") {
        a_table_in_play_restores(&place);
    }
}

fn a_table_in_play_restores(place: &Place) {
    let clock = FakeClock::new(T0);
    let ch = &ChannelId::new("play");
    let (last, keep_from) = {
        let h = Harness::with_backend(place.open(), clock.clone());
        h.open_vs_computers(ch, 7, fast());
        // Into the third hand, some moves after its deal.
        for _ in 0..100_000 {
            let d = deals(&h, ch);
            let last = h.svc.store().channel_seq(ch.as_str()).unwrap();
            if d.len() >= 3 && last >= d[d.len() - 1] + 6 {
                break;
            }
            let next = h.svc.next_deadline().unwrap();
            h.clock.set(next.max(h.clock.now()));
            h.svc.run_due();
        }
        assert_eq!(h.svc.table(ch).unwrap().stage().kind(), StageKind::Playing);
        let last = h.svc.store().channel_seq(ch.as_str()).unwrap();
        let deal = *deals(&h, ch).last().unwrap();
        // Posted up to three moves after the deal.
        posted(&h, ch, deal + 3);
        h.clock.advance(48 * HOUR);
        // A budget of one row a transaction (the walk back to the deal
        // alone is over it): still done, a command at a time.
        let r = h.svc.prune_command_log(HOUR, 1).unwrap();
        assert!(r.commands > 0, "{r:?}");
        assert!(r.transactions >= r.commands, "{r:?}");
        // The hand from its deal, and every command not yet posted, stay.
        assert_eq!(numbers(&h, ch), (deal..=last).collect::<Vec<_>>());
        check(&h);
        (last, deal)
    };
    assert!(keep_from > 1);
    let h = Harness::with_backend(place.open(), clock);
    assert_eq!(h.svc.table(ch).unwrap().seq(), last);
    check(&h);
    h.run_to_end(ch);
    let end = h.svc.store().channel_seq(ch.as_str()).unwrap();
    assert!(end > last);
    assert_eq!(numbers(&h, ch), (keep_from..=end).collect::<Vec<_>>());
    // Posted to the end: only the counter and what a window keeps remain.
    posted(&h, ch, end);
    h.clock.advance(48 * HOUR);
    h.svc.prune_command_log(HOUR, 1_000).unwrap();
    assert_eq!(numbers(&h, ch), vec![end]);
    assert!(h.svc.store().requests().unwrap().is_empty());
    check(&h);
}
