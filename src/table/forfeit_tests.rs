//! The end of a one-day clock with each outcome a table may choose (issue
//! 42), through the service and its store, with a fake clock: a safe move,
//! or a forfeit (rules C1–C3, `docs/rules/clocks.md`).

use super::*;
use crate::achievements::Achievement;
use crate::ai::Level;
use crate::engine::{GameKind, Rules};
use crate::table::clock::{Clock, FakeClock};
use crate::table::service::{Reply, Service};
use crate::table::{
    Actor, ChannelId, ClockEnd, Command, DeadlineKind, Forfeited, Player, Settings, UserId,
};
use std::sync::Arc;

const DAY: u64 = 24 * 3_600_000;

/// A table of people only (users 1, 2, …) with a one-day clock, started.
fn open(svc: &Service, rules: Rules, clock_end: ClockEnd, seed: u64) -> ChannelId {
    let c = ChannelId::new("c");
    let settings = Settings {
        rules,
        turn_ms: DAY,
        pace_ms: 0,
        seed: Some(seed),
        clock_end,
        ..Settings::default()
    };
    svc.apply(&c, 0, Actor::user(1), Command::Open { settings })
        .unwrap();
    for id in 2..=rules.seats() as u64 {
        svc.apply(&c, 0, Actor::user(id), Command::Join).unwrap();
    }
    svc.apply(&c, 0, Actor::user(1), Command::Start).unwrap();
    c
}

fn person(t: &Table, seat: Seat) -> UserId {
    match t.seats()[seat].player {
        Player::Human { id } => id,
        p => panic!("seat {seat} is {p:?}"),
    }
}

/// The people play easy computer moves at once (and the next deals come
/// when due) until `done`.
fn play_until(svc: &Service, clock: &FakeClock, c: &ChannelId, done: impl Fn(&Table) -> bool) {
    for _ in 0..20_000 {
        let t = svc.table(c).unwrap();
        if done(&t) {
            return;
        }
        let d = t.deadline().expect("a deadline while the game is on");
        if d.kind == DeadlineKind::TurnClock {
            let game = t.game().unwrap();
            let action = crate::ai::choose(Level::Easy, &game.seat_view(d.seat), 0);
            let act = Command::Act {
                turn: game.turn(d.seat),
                action,
            };
            svc.apply(c, 0, Actor::user(person(&t, d.seat)), act)
                .unwrap();
        } else {
            clock.set(clock.now_ms().max(d.at_ms));
            svc.run_due();
        }
    }
    panic!("never done");
}

/// A day goes by on the seat to act's clock: nothing happens a
/// millisecond before its end; at its end, what the table chose.
fn a_day_passes(svc: &Service, clock: &FakeClock, c: &ChannelId) -> (Seat, Reply) {
    let d = svc.table(c).unwrap().deadline().unwrap();
    assert_eq!(d.kind, DeadlineKind::TurnClock);
    clock.set(d.at_ms - 1);
    assert!(svc.run_due().is_empty());
    clock.set(d.at_ms);
    let mut replies = svc.run_due();
    assert_eq!(replies.len(), 1);
    (d.seat, replies.remove(0))
}

fn forfeited(r: &Reply) -> Option<(Seat, Vec<Seat>)> {
    r.events.iter().find_map(|e| match e {
        TableEvent::Forfeited { seat, winners } => Some((*seat, winners.clone())),
        _ => None,
    })
}

/// What every forfeited game shares: the game stops as it was, the table
/// shows who forfeited and offers nothing to play, the store keeps a
/// finished game whose replay `db check` finds consistent, and the
/// achievements worked out again equal the kept ones.
fn check_forfeit(svc: &Service, c: &ChannelId, r: &Reply, seat: Seat) -> Standings {
    let t = svc.table(c).unwrap();
    assert_eq!(t.stage().kind(), StageKind::Finished);
    assert_eq!(t.forfeit(), Some(seat));
    assert!(!t.game().unwrap().is_over(), "the game stops where it was");
    assert!(t.deadline().is_none());
    // The forfeit, then the game's end (and any achievements after it).
    let at = |f: fn(&TableEvent) -> bool| r.events.iter().position(f).unwrap();
    assert_eq!(
        at(|e| matches!(e, TableEvent::Forfeited { .. })) + 1,
        at(|e| matches!(e, TableEvent::Finished { .. }))
    );
    assert!(
        !r.events
            .iter()
            .any(|e| matches!(e, TableEvent::TimedOut { .. })),
        "one line: the forfeit"
    );
    for s in 0..t.seats().len() {
        let state = t.seat_state(person(&t, s)).unwrap();
        assert!(state.legal.is_empty(), "seat {s}: nothing left to do");
    }
    let view = r.view().unwrap();
    let (_, winners) = forfeited(r).unwrap();
    assert_eq!(
        view.forfeit,
        Some(Forfeited {
            seat,
            winners: winners.clone()
        })
    );
    let game = svc.recent_games(c, 1).unwrap().remove(0);
    let standings = game.standings.clone().expect("a forfeit is a result");
    assert_eq!(super::winners(&standings), winners);
    let report = crate::table::stored::check::check(svc.store()).unwrap();
    assert!(report.is_ok(), "{:?}", report.problems);
    for s in 0..t.seats().len() {
        let user = person(&t, s);
        assert_eq!(
            svc.achievements(user).unwrap(),
            svc.recompute_achievements(user).unwrap()
        );
    }
    standings
}

#[test]
fn two_handed_gin_at_the_end_of_a_day_a_safe_move_or_a_forfeit() {
    let rules = Rules::from_names("gin", &[]).unwrap();
    // The default: a safe move, and the game goes on.
    let clock = FakeClock::new(1_800_000_000_000);
    let svc = Service::in_memory(Arc::new(clock.clone())).unwrap();
    let c = open(&svc, rules, ClockEnd::SafeMove, 7);
    let moves = svc.table(&c).unwrap().game().unwrap().moves();
    let (seat, r) = a_day_passes(&svc, &clock, &c);
    assert!(r
        .events
        .contains(&TableEvent::TimedOut { seat, timeouts: 1 }));
    assert!(forfeited(&r).is_none());
    let t = svc.table(&c).unwrap();
    assert_eq!(t.stage().kind(), StageKind::Playing);
    assert!(t.game().unwrap().moves() > moves);

    // A forfeit: the other player wins, and it counts as a game won and
    // lost; a restart keeps it; a rematch deals a new game.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("forfeit.redb");
    let clock = FakeClock::new(1_800_000_000_000);
    let svc = Service::open(&db, None, Arc::new(clock.clone())).unwrap();
    let c = open(&svc, rules, ClockEnd::Forfeit, 7);
    // A hand or two first, so that the score is not nil.
    play_until(&svc, &clock, &c, |t| {
        t.game().unwrap().hand_no() >= 2 && t.deadline().unwrap().kind == DeadlineKind::TurnClock
    });
    let (seat, r) = a_day_passes(&svc, &clock, &c);
    let t = svc.table(&c).unwrap();
    let (loser, winner) = (person(&t, seat), person(&t, 1 - seat));
    assert_eq!(forfeited(&r), Some((seat, vec![1 - seat])));
    let standings = check_forfeit(&svc, &c, &r, seat);
    assert_eq!(
        standings.ranks[standings
            .competitors
            .iter()
            .position(|c| c == &[seat])
            .unwrap()],
        1
    );
    let stats = |u: UserId| {
        svc.player_stats(&c, GameKind::Gin, Player::Human { id: u })
            .unwrap()
            .unwrap()
    };
    let (w, l) = (stats(winner), stats(loser));
    assert_eq!((w.games, w.wins, l.games, l.wins), (1, 1, 1, 0));
    assert!(w.rating > l.rating, "{} {}", w.rating, l.rating);
    assert_eq!(
        (w.gins, w.boxes, w.hands),
        (0, 0, 0),
        "nothing of the hands"
    );
    assert!(svc.achievements(winner).unwrap().has(Achievement::FirstWin));
    assert!(!svc.achievements(loser).unwrap().has(Achievement::FirstWin));
    drop(svc);

    let svc = Service::open(&db, None, Arc::new(clock.clone())).unwrap();
    let t = svc.table(&c).unwrap();
    assert_eq!(
        (t.stage().kind(), t.forfeit()),
        (StageKind::Finished, Some(seat))
    );
    assert_eq!(
        svc.view(&c).unwrap().forfeit.unwrap().winners,
        vec![1 - seat]
    );
    let r = svc
        .apply(&c, 0, Actor::user(loser), Command::Rematch)
        .unwrap();
    assert!(r
        .events
        .iter()
        .any(|e| matches!(e, TableEvent::Started { .. })));
    let t = svc.table(&c).unwrap();
    assert_eq!((t.stage().kind(), t.forfeit()), (StageKind::Playing, None));
    assert!(svc.view(&c).unwrap().forfeit.is_none());
    let report = crate::table::stored::check::check(svc.store()).unwrap();
    assert!(report.is_ok(), "{:?}", report.problems);
}

#[test]
fn three_player_jersey_gin_a_safe_move_or_the_leader_of_the_other_two_wins() {
    let rules = Rules::default();
    let clock = FakeClock::new(1_800_000_000_000);
    let svc = Service::in_memory(Arc::new(clock.clone())).unwrap();
    let c = open(&svc, rules, ClockEnd::SafeMove, 3);
    let (seat, r) = a_day_passes(&svc, &clock, &c);
    assert!(r
        .events
        .contains(&TableEvent::TimedOut { seat, timeouts: 1 }));
    assert_eq!(svc.table(&c).unwrap().stage().kind(), StageKind::Playing);

    let clock = FakeClock::new(1_800_000_000_000);
    let svc = Service::in_memory(Arc::new(clock.clone())).unwrap();
    let c = open(&svc, rules, ClockEnd::Forfeit, 3);
    // Play on until the two who are not to act have different scores.
    let scores = |t: &Table| match t.game() {
        Some(crate::engine::Game::Jersey(g)) => g.scores(),
        _ => unreachable!("Jersey Gin"),
    };
    play_until(&svc, &clock, &c, |t| {
        let Some(d) = t.deadline().filter(|d| d.kind == DeadlineKind::TurnClock) else {
            return false;
        };
        let s = scores(t);
        s[(d.seat + 1) % 3] != s[(d.seat + 2) % 3]
    });
    let s = scores(&svc.table(&c).unwrap());
    let (seat, r) = a_day_passes(&svc, &clock, &c);
    let leader = [(seat + 1) % 3, (seat + 2) % 3]
        .into_iter()
        .max_by_key(|&o| s[o])
        .unwrap();
    assert_eq!(forfeited(&r), Some((seat, vec![leader])));
    let standings = check_forfeit(&svc, &c, &r, seat);
    assert_eq!(standings.totals, s.to_vec());
    assert_eq!(standings.ranks[seat], 2);
    assert_eq!(standings.ranks[leader], 0);
    assert_eq!(standings.ranks[3 - seat - leader], 1);
    let t = svc.table(&c).unwrap();
    let won = |seat: Seat| {
        svc.player_stats(
            &c,
            GameKind::Jersey,
            Player::Human {
                id: person(&t, seat),
            },
        )
        .unwrap()
        .unwrap()
        .wins
    };
    assert_eq!((won(seat), won(leader), won(3 - seat - leader)), (0, 1, 0));
}

/// In a partnership the forfeiter's partner loses with them; at the
/// start, level, the other side wins. Among three level players the
/// other two share first place.
#[test]
fn a_partnership_loses_together_and_level_players_share_the_win() {
    for (switches, seats) in [(&["partnership"][..], 4), (&["three_sitout"][..], 3)] {
        let rules = Rules::from_names("gin", switches).unwrap();
        let clock = FakeClock::new(1_800_000_000_000);
        let svc = Service::in_memory(Arc::new(clock.clone())).unwrap();
        let c = open(&svc, rules, ClockEnd::Forfeit, 5);
        let (seat, r) = a_day_passes(&svc, &clock, &c);
        let standings = check_forfeit(&svc, &c, &r, seat);
        let (_, winners) = forfeited(&r).unwrap();
        let side = standings
            .competitors
            .iter()
            .find(|c| c.contains(&seat))
            .unwrap();
        let expected: Vec<Seat> = (0..seats).filter(|s| !side.contains(s)).collect();
        assert_eq!(winners, expected, "{switches:?}");
    }
}
