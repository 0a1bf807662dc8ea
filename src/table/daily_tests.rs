//! The daily deal (issue 43): the same cards, seat and dealer for
//! everyone; the same computer play for the same moves; one hand, its
//! result stored once; the board's ranks and the streak; the schema steps
//! on both backends.

use super::*;
use crate::engine::SeatAction;
use crate::store::{Store, StoreBackend};
use crate::table::clock::FakeClock;
use crate::table::{safe_move, Actor, ChannelId, Command, Refusal, StageKind};
use std::sync::Arc;

/// 2026-11-28, 10:00 UTC.
const NOV_28: u64 = 1_795_860_000_000;
const GUILD: u64 = 77;

fn today() -> Day {
    day_of(NOV_28)
}

fn service(store: impl StoreBackend + 'static, clock: &FakeClock) -> Service {
    Service::new(store, Arc::new(clock.clone())).unwrap()
}

/// Opens `user`'s daily table of `kind` on `day` in `channel` with its
/// hard computers, and starts it.
fn open(svc: &Service, channel: &str, user: u64, day: Day, kind: GameKind) -> ChannelId {
    let ch = ChannelId::new(channel);
    let settings = daily_settings(day, kind, Lang::En, Delivery::Interactions);
    let me = Actor::user(user);
    svc.apply_in(Some(GUILD), &ch, 0, me, Command::Open { settings })
        .unwrap();
    for _ in 1..settings.seats() {
        let add = Command::AddComputer {
            level: crate::ai::Level::Hard,
        };
        svc.apply_in(Some(GUILD), &ch, 0, me, add).unwrap();
    }
    svc.apply_in(Some(GUILD), &ch, 0, me, Command::Start)
        .unwrap();
    ch
}

/// Plays `user`'s daily deal to its end, the person always making the
/// safe move (draw, throw the card that leaves the least deadwood), the
/// computers moving as their deadlines fall due: the game's moves.
fn play_out(svc: &Service, clock: &FakeClock, ch: &ChannelId, user: u64) -> Vec<SeatAction> {
    for _ in 0..2_000 {
        let t = svc.table(ch).unwrap();
        if t.stage().kind() == StageKind::Finished {
            return t.replay().unwrap().actions.clone();
        }
        let seat = t.seat_of(UserId(user)).unwrap();
        let game = t.playing().unwrap();
        if game.to_act().contains(&seat) && t.plays_itself(seat).is_none() {
            let act = Command::Act {
                turn: game.turn(seat),
                action: safe_move(game, seat),
            };
            svc.apply(ch, 0, Actor::user(user), act).unwrap();
        } else {
            clock.set(svc.next_deadline().expect("a computer's move is due"));
            svc.run_due();
        }
    }
    panic!("the daily deal did not end")
}

/// The seed is a stable function of the day and the game: pinned, so
/// that a change of the hash (which would change every day's deal) is
/// seen; other days and other games differ.
#[test]
fn seeds_are_stable_and_differ_by_day_and_game() {
    let d = today();
    assert_eq!(day_text(d), "2026-11-28");
    assert_eq!(seed(d, GameKind::Gin), seed(d, GameKind::Gin));
    assert_eq!(seed(d, GameKind::Gin), 0xbaa8_8213_c23b_60b1);
    let all: std::collections::HashSet<u64> = (d - 3..=d + 3)
        .flat_map(|day| [GameKind::Gin, GameKind::Jersey, GameKind::Colonel].map(|k| seed(day, k)))
        .collect();
    assert_eq!(all.len(), 21);
    assert_eq!(
        day_of(NOV_28 - 10 * 3_600_000),
        d,
        "00:00 UTC starts the day"
    );
    assert_eq!(day_of(NOV_28 - 10 * 3_600_000 - 1), d - 1);
}

/// Two people open the same day's deal of each game: each sits in the
/// same seat with the same cards and the same dealer; the next day's deal
/// is another.
#[test]
fn everyone_gets_the_same_cards_in_the_same_seat() {
    let clock = FakeClock::new(NOV_28);
    let svc = service(Store::in_memory().unwrap(), &clock);
    for kind in [GameKind::Gin, GameKind::Jersey, GameKind::Colonel] {
        let name = kind_key(kind);
        let first = |channel: &str, user: u64, day: Day| {
            let ch = open(&svc, channel, user, day, kind);
            let t = svc.table(&ch).unwrap();
            let state = t.seat_state(UserId(user)).expect("seated");
            let humans = t.humans().count();
            (state.seat, state.hand, state.public, humans)
        };
        let ann = first(&format!("{name}-ann"), 7, today());
        let bob = first(&format!("{name}-bob"), 8, today());
        assert_eq!(ann.3, 1, "{name}: one person, the rest computers");
        assert!(!ann.1.is_empty(), "{name}");
        assert_eq!(ann, bob, "{name}: the same deal, seat and dealer");
        let next = first(&format!("{name}-next"), 7, today() + 1);
        assert_ne!(ann.1, next.1, "{name}: another day, another deal");
    }
}

/// The same moves get the same computer play: two people who play the
/// day's Gin Rummy deal alike play the same game to the same end, stored
/// once each with the same points, tied on the board. The table deals no
/// rematch; a second table of the same day keeps the first result.
#[test]
fn the_same_moves_get_the_same_computer_play_and_result() {
    let clock = FakeClock::new(NOV_28);
    let svc = service(Store::in_memory().unwrap(), &clock);
    let started = std::time::Instant::now();
    let a = open(&svc, "a", 7, today(), GameKind::Gin);
    let ann = play_out(&svc, &clock, &a, 7);
    let b = open(&svc, "b", 8, today(), GameKind::Gin);
    let bob = play_out(&svc, &clock, &b, 8);
    println!(
        "two daily Gin hands of {} and {} moves in {:?}",
        ann.len(),
        bob.len(),
        started.elapsed()
    );
    assert_eq!(ann, bob);
    let mine = svc.daily_status(UserId(7), today(), GameKind::Gin).unwrap();
    let theirs = svc.daily_status(UserId(8), today(), GameKind::Gin).unwrap();
    assert!(mine.points.is_some());
    assert_eq!(mine.points, theirs.points);
    assert_eq!(
        (mine.rank, theirs.rank, mine.players),
        (Some(1), Some(1), 2)
    );
    assert_eq!(mine.streak, 1);
    let t = svc.table(&a).unwrap();
    assert!(!t.game().unwrap().is_over(), "one hand, not a whole game");
    let rematch = svc.apply(&a, 0, Actor::user(7), Command::Rematch);
    assert_eq!(rematch.unwrap_err(), Refusal::DailyOnce);
    // The game is kept, unrated, with its result.
    let games = svc.store().all_games().unwrap();
    assert_eq!(games.len(), 2);
    assert!(games
        .iter()
        .all(|g| g.standings().is_none() && g.daily.is_some()));
    // A second table the same day: its result is not kept.
    svc.apply(&a, 0, Actor::user(7), Command::Close).unwrap();
    let again = open(&svc, "a", 7, today(), GameKind::Gin);
    play_out(&svc, &clock, &again, 7);
    let board = svc
        .daily_board(today(), GameKind::Gin, Scope::Server(GUILD))
        .unwrap();
    assert_eq!(board.len(), 2);
    assert!(svc
        .daily_board(today(), GameKind::Gin, Scope::Server(GUILD + 1))
        .unwrap()
        .is_empty());
    assert_eq!(
        svc.daily_board(today(), GameKind::Gin, Scope::Global)
            .unwrap(),
        board
    );
}

fn result(user: u64, points: i64, finished_ms: u64) -> StoredDailyV1 {
    StoredDailyV1 {
        day: 1,
        game: "gin".into(),
        user,
        guild: None,
        points,
        game_id: user,
        finished_ms,
    }
}

/// The board: best first; equal points share a rank and the next rank
/// counts everyone above (1, 2, 2, 4); among equals, who finished first.
#[test]
fn the_board_ranks_ties_together() {
    let board = rank(&[
        result(1, 5, 30),
        result(2, 12, 50),
        result(3, 5, 10),
        result(4, -8, 5),
        result(5, 0, 1),
        result(6, -8, 2),
    ]);
    let got: Vec<(u32, u64, i64)> = board.iter().map(|l| (l.rank, l.user.0, l.points)).collect();
    assert_eq!(
        got,
        [
            (1, 2, 12),
            (2, 3, 5),
            (2, 1, 5),
            (4, 5, 0),
            (5, 6, -8),
            (5, 4, -8)
        ]
    );
    assert!(rank(&[]).is_empty());
    let all_tied = rank(&[result(1, 3, 2), result(2, 3, 1)]);
    assert!(all_tied.iter().all(|l| l.rank == 1));
}

/// The streak: consecutive days up to today, or up to yesterday while
/// today's deal is still to play; a day missed starts it again.
#[test]
fn streaks_count_consecutive_days() {
    assert_eq!(streak(&[], 10), 0);
    assert_eq!(streak(&[10], 10), 1);
    assert_eq!(streak(&[8, 9, 10], 10), 3);
    assert_eq!(streak(&[8, 9], 10), 2, "today not played yet");
    assert_eq!(streak(&[7, 8], 10), 0, "yesterday missed");
    assert_eq!(streak(&[5, 6, 8, 9, 10], 10), 3, "a gap");
    assert_eq!(streak(&[10, 9, 9, 8], 10), 3, "any order, days repeated");
    assert_eq!(streak(&[0, 1], 1), 2);
}

/// A hand's net points: the seat's, less the best other seat's.
#[test]
fn a_hands_points_are_net() {
    use crate::engine::jersey::{HandEnd, HandResult};
    let ended = |winner: Seat, points: u32| Event::HandEnded {
        result: HandResult {
            end: HandEnd::Knock { knocker: winner },
            winner,
            points,
            counts: [0; 3],
            reveals: vec![],
        },
        scores: [0; 3],
    };
    assert_eq!(hand_net(&[ended(1, 14)], 1, 3), Some(14));
    assert_eq!(hand_net(&[ended(2, 14)], 1, 3), Some(-14));
    assert_eq!(hand_net(&[], 1, 3), None);
}

/// Schema step 11 on a file as the schema-10 build leaves it (the
/// schema-6 fixture, `tests/fixtures/schema_v6.redb`, taken through steps
/// 7 to 10 as that build does): its tables and games stay, the daily
/// tables start empty, and a daily deal played then is kept.
#[test]
fn m0011_opens_a_schema_10_file_and_keeps_a_daily_deal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v10.redb");
    let src =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/schema_v6.redb");
    std::fs::copy(&src, &path).unwrap();
    {
        let db = redb::Database::open(&path).unwrap();
        crate::store::migrations::migrate(&db, 6, 10).unwrap();
    }
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), 11);
    let games = store.all_games().unwrap().len();
    assert!(games > 0);
    assert!(store.daily_results(today(), "colonel").unwrap().is_empty());
    assert!(store.daily_days(7).unwrap().is_empty());
    let clock = FakeClock::new(NOV_28);
    let svc = service(store, &clock);
    let ch = open(&svc, "daily", 7, today(), GameKind::Colonel);
    play_out(&svc, &clock, &ch, 7);
    drop(svc);
    // Opening again runs nothing and keeps the rows.
    let svc = service(Store::open(&path).unwrap(), &clock);
    // (The fixture's own tables may have played on meanwhile.)
    let stored = svc.store().all_games().unwrap();
    assert!(stored.len() > games);
    assert_eq!(stored.iter().filter(|g| g.daily.is_some()).count(), 1);
    let st = svc
        .daily_status(UserId(7), today(), GameKind::Colonel)
        .unwrap();
    assert_eq!((st.rank, st.players, st.streak), (Some(1), 1, 1));
}

/// PostgreSQL's step 7 on a database left at step 6 with a table in it:
/// the table stays, the daily table starts empty, and a daily deal played
/// then is kept, listed and forgotten with its person.
#[test]
fn postgres_step_7_runs_on_a_step_6_database_and_keeps_a_daily_deal() {
    use crate::store::postgres::{migrations, test_db, Conn, PgStore, Target};
    let Some(url) = test_db::test_database("postgres_step_7") else {
        return;
    };
    let target = Target::of(&url, Default::default()).unwrap();
    let mut client = Conn::connect(&target).unwrap();
    migrations::migrate(&mut client, &url, 6).unwrap();
    client
        .execute(
            "INSERT INTO tables_v2 (channel, data) VALUES ('kept', '\\x7b7d')",
            &[],
        )
        .unwrap();
    let store = PgStore::open(&url).unwrap();
    assert_eq!(store.schema_version().unwrap(), 7);
    assert_eq!(store.table_rows().unwrap().len(), 1);
    assert!(store.daily_results(today(), "colonel").unwrap().is_empty());
    client.execute("DELETE FROM tables_v2", &[]).unwrap();
    let clock = FakeClock::new(NOV_28);
    let svc = service(store, &clock);
    let ch = open(&svc, "daily", 7, today(), GameKind::Colonel);
    play_out(&svc, &clock, &ch, 7);
    let st = svc
        .daily_status(UserId(7), today(), GameKind::Colonel)
        .unwrap();
    assert_eq!((st.rank, st.players, st.streak), (Some(1), 1, 1));
    assert_eq!(svc.my_data(UserId(7)).unwrap().daily, 1);
}
