//! Every stored format still loads: each schema step runs on a file the
//! build before it wrote (`tests/fixtures/`), and what it leaves opens as
//! tables that play on. Here, above the store, because it rebuilds tables
//! (the steps themselves are the store's: `store::migrations`).

use crate::store::migrations::SCHEMA_VERSION;
use crate::store::Store;
use crate::table::stored::check::Replays;
use crate::table::stored::table_of;
use crate::table::{ChannelId, UserId};

fn fixture(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name);
    std::fs::copy(&src, &path).unwrap();
    (dir, path)
}

/// The names of the redb tables in a store's file.
fn table_names(store: &Store) -> Vec<String> {
    use redb::{ReadableDatabase, TableHandle};
    store
        .database()
        .begin_read()
        .unwrap()
        .list_tables()
        .unwrap()
        .map(|t| t.name().to_string())
        .collect()
}

/// m0001 runs on a file made by schema 0: an empty redb database.
#[test]
fn m0001_opens_a_schema_0_file() {
    let (_dir, path) = fixture("schema_v0.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert!(store.load_tables(table_of).unwrap().is_empty());
}

/// m0002 runs on a file made by schema 1: its game gets indexed.
#[test]
fn m0002_opens_a_schema_1_file() {
    let (_dir, path) = fixture("schema_v1.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let recent = store.recent_games("fixture", 10).unwrap();
    assert_eq!(recent.len(), 1);
    assert_eq!(recent[0].game_id, 1);
    let tables = store.load_tables(table_of).unwrap();
    assert_eq!(tables.len(), 1);
    assert_eq!(tables[0].channel(), "fixture");
    drop(store);
    // Opening again runs nothing and changes nothing.
    let store = Store::open(&path).unwrap();
    assert_eq!(store.recent_games("fixture", 10).unwrap().len(), 1);
}

/// m0003 runs on a file made by schema 2: no table message is known
/// yet, the rest is as it was, and a message id can be stored.
#[test]
fn m0003_opens_a_schema_2_file() {
    let (_dir, path) = fixture("schema_v2.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert_eq!(store.table_message("fixture").unwrap(), None);
    assert_eq!(store.recent_games("fixture", 10).unwrap().len(), 1);
    assert_eq!(store.load_tables(table_of).unwrap().len(), 1);
    store.set_table_message("fixture", Some(42)).unwrap();
    drop(store);
    // Opening again runs nothing and keeps the row.
    let store = Store::open(&path).unwrap();
    assert_eq!(store.table_message("fixture").unwrap(), Some(42));
    store.set_table_message("fixture", None).unwrap();
    assert_eq!(store.table_message("fixture").unwrap(), None);
}

/// m0004 runs on a file made by schema 3 (two tables in one channel,
/// the first played to its end and closed, and a lobby in another):
/// each channel's commands are numbered in order, all marked posted,
/// and the open tables take their channel's number as their `seq`;
/// the next command continues the numbering and is due for posting.
#[test]
fn m0004_opens_a_schema_3_file() {
    use crate::table::{clock::FakeClock, service::Service, Actor, Command};
    let (_dir, path) = fixture("schema_v3.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let all = store.commands().unwrap();
    let of = |ch: &str| all.iter().filter(|(_, c)| c.channel == ch).count() as u64;
    assert_eq!((of("fixture"), of("other")), (41, 1));
    assert_eq!(store.channel_seq("fixture").unwrap(), 41);
    assert_eq!(store.channel_seq("other").unwrap(), 1);
    assert_eq!(store.channel_seq("nowhere").unwrap(), 0);
    assert_eq!(store.outbox("fixture").unwrap().posted, 41);
    assert_eq!(store.outbox("other").unwrap().posted, 1);
    assert!(store.outbox_backlog().unwrap().is_empty());
    // The numbering follows the commit order within the channel.
    let log = store.channel_commands("fixture", 0, 100).unwrap();
    let numbers: Vec<u64> = log.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (1..=41).collect::<Vec<_>>());
    let in_order: Vec<_> = all.iter().filter(|(_, c)| c.channel == "fixture").collect();
    for ((_, a), (_, b)) in log.iter().zip(in_order) {
        assert_eq!(a, b);
    }
    let reopened = &log[39].1;
    assert_eq!(reopened.command["type"], "open", "{reopened:?}");
    assert_eq!(store.channel_commands("fixture", 40, 10).unwrap().len(), 1);
    let tables = store.load_tables(table_of).unwrap();
    let seq_of = |ch: &str| tables.iter().find(|t| t.channel() == ch).unwrap().seq();
    assert_eq!((seq_of("fixture"), seq_of("other")), (41, 1));
    assert_eq!(store.table_message("fixture").unwrap(), Some(4242));
    assert_eq!(store.recent_games("fixture", 10).unwrap().len(), 1);
    // The next command is number 42 and waits to be posted.
    let svc = Service::new(store, std::sync::Arc::new(FakeClock::new(9_000_000))).unwrap();
    let add = Command::AddComputer {
        level: crate::ai::Level::Easy,
    };
    let reply = svc
        .apply(&ChannelId::new("fixture"), 1, Actor::user(8), add)
        .unwrap();
    assert_eq!(reply.seq, 42);
    assert_eq!(svc.table(&ChannelId::new("fixture")).unwrap().seq(), 42);
    let backlog = svc.store().outbox_backlog().unwrap();
    assert_eq!(backlog.len(), 1, "{backlog:?}");
    assert_eq!(
        (backlog[0].0.as_str(), backlog[0].1.posted, backlog[0].2),
        ("fixture", 41, 42)
    );
    drop(svc);
    // Opening again runs nothing and changes nothing.
    let store = Store::open(&path).unwrap();
    assert_eq!(store.channel_seq("fixture").unwrap(), 42);
    assert_eq!(store.outbox("fixture").unwrap().posted, 41);
}

/// m0005 runs on a file made by schema 4 (`schema_v4.redb`, below):
/// every table is moved to `tables_v2` with its game as a replay and
/// `tables_v1` is gone; the game in progress comes back with the same
/// hands, scores, turn and clock, and plays on to its end; the
/// finished table keeps its result and deals a rematch.
#[test]
fn m0005_opens_a_schema_4_file() {
    use crate::engine::jersey::Options;
    use crate::table::{
        clock::FakeClock, safe_move, service::Service, Actor, Command, DeadlineKind, Player,
        StageKind,
    };
    let (_dir, path) = fixture("schema_v4.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let names = table_names(&store);
    assert!(names.iter().any(|n| n == "tables_v2"), "{names:?}");
    assert!(!names.iter().any(|n| n == "tables_v1"), "{names:?}");
    let tables = store.load_tables(table_of).unwrap();
    assert_eq!(tables.len(), 3);
    let of = |ch: &str| tables.iter().find(|t| t.channel() == ch).unwrap();

    // The game in progress: user 8 (seat 2) has drawn in hand 2.
    let t = of("playing");
    assert_eq!(
        (t.stage().kind(), t.game_id(), t.seq()),
        (StageKind::Playing, 2, 44)
    );
    assert_eq!(
        t.players(),
        [
            Player::Computer {
                level: crate::ai::Level::Normal
            },
            Player::Computer {
                level: crate::ai::Level::Easy
            },
            Player::Human { id: UserId(8) }
        ]
    );
    assert_eq!(
        t.settings().rules,
        crate::engine::Rules::Jersey(Options::default())
    );
    assert_eq!(
        (t.settings().seed, t.settings().turn_ms),
        (Some(11), 60_000)
    );
    let g = t.jersey().unwrap();
    assert_eq!((g.seed(), g.moves(), g.hand_no()), (11, 40, 2));
    assert_eq!(g.public_view().to_state().scores, [0, 13, 0]);
    let mine = t.seat_state(UserId(8)).unwrap();
    assert_eq!(mine.seat, 2);
    assert_eq!(mine.hand.to_string(), "A♣ 2♣ 9♣ 10♣ J♣ 4♦ 5♥ A♠ 2♠ 4♠ 10♠");
    assert!(mine
        .legal
        .iter()
        .all(|a| !matches!(a, crate::engine::Action::DrawStock)));
    let d = t.deadline().unwrap();
    assert_eq!((d.kind, d.seat, d.moves), (DeadlineKind::TurnClock, 2, 40));
    assert_eq!(t.replay().unwrap().actions.len(), 40);
    g.check_invariants().unwrap();

    // The finished game: its table and its stored record.
    let f = of("finished");
    assert_eq!(
        (f.stage().kind(), f.game_id(), f.seq()),
        (StageKind::Finished, 1, 38)
    );
    assert_eq!(f.settings().target(), 30);
    let r = f.jersey().unwrap().result().unwrap().clone();
    assert_eq!((r.winner, r.totals), (2, [0, 0, 161]));
    let stored = store.recent_games("finished", 10).unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].result.as_ref(), Some(&r));
    assert_eq!(of("lobby").stage(), StageKind::Lobby);
    assert_eq!(store.table_message("playing").unwrap(), Some(4343));
    assert!(store.check_all(&Replays).unwrap().is_ok());

    // Plays on: user 8 throws, the computers answer, to the end.
    let clock = FakeClock::new(d.at_ms - 1);
    let svc = Service::new(store, std::sync::Arc::new(clock.clone())).unwrap();
    let throw = safe_move(t.game().unwrap(), 2);
    let act = Command::Act {
        turn: 40,
        action: throw,
    };
    let reply = svc
        .apply(&ChannelId::new("playing"), 1, Actor::user(8), act)
        .unwrap();
    assert_eq!(reply.seq, 45);
    let mut rid = 1;
    while svc.table(&ChannelId::new("playing")).unwrap().stage() == StageKind::Playing {
        let t = svc.table(&ChannelId::new("playing")).unwrap();
        let game = t.game().unwrap();
        if game.to_act() == [2] {
            rid += 1;
            let turn = game.moves();
            let action = safe_move(game, 2);
            svc.apply(
                &ChannelId::new("playing"),
                rid,
                Actor::user(8),
                Command::Act { turn, action },
            )
            .unwrap();
        } else {
            clock.set(svc.next_deadline().unwrap());
            svc.run_due();
        }
    }
    let done = svc.store().recent_games("playing", 10).unwrap();
    assert_eq!(done.len(), 1);
    assert_eq!(done[0].game_id, 2);
    assert!(done[0].result.is_some());
    assert_eq!(
        done[0].actions[..40],
        of("playing").replay().unwrap().actions[..]
    );
    assert_eq!(done[0].actions[40].action, throw);
    // The finished table deals a rematch.
    let reply = svc
        .apply(
            &ChannelId::new("finished"),
            1,
            Actor::user(7),
            Command::Rematch,
        )
        .unwrap();
    assert_eq!(reply.seq, 39);
    assert_eq!(
        svc.table(&ChannelId::new("finished")).unwrap().stage(),
        StageKind::Playing
    );
    let before = svc.table(&ChannelId::new("finished")).unwrap();
    drop(svc);
    // Opening again runs nothing and restores the same tables.
    let store = Store::open(&path).unwrap();
    let again = store.load_tables(table_of).unwrap();
    assert_eq!(
        again.iter().find(|t| t.channel() == "finished"),
        Some(&before)
    );
}

/// m0006 runs on a file made by schema 5 (`schema_v5.redb`, below):
/// every rating row moves under Jersey Gin in `stats_v2` unchanged and
/// `stats_v1` is gone; the finished games read as Jersey Gin with the
/// same results and rating changes; the open tables come back; a game
/// of Gin Rummy in the same channel is rated apart.
#[test]
fn m0006_opens_a_schema_5_file() {
    use crate::engine::{GameKind, Rules};
    use crate::table::{clock::FakeClock, service::Service, Actor, Command, Player, Settings};
    use crate::table::{StageKind, Table};
    let (_dir, path) = fixture("schema_v5.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let names = table_names(&store);
    assert!(names.iter().any(|n| n == "stats_v2"), "{names:?}");
    assert!(!names.iter().any(|n| n == "stats_v1"), "{names:?}");
    // The ratings as the schema-5 build printed them.
    let mut board = store.leaderboard("finished", GameKind::Jersey, 0).unwrap();
    board.sort_by(|a, b| {
        (b.rating - 3.0 * b.uncertainty).total_cmp(&(a.rating - 3.0 * a.uncertainty))
    });
    let seen: Vec<(Player, u32, u32, u64)> = board
        .iter()
        .map(|p| (p.player.into(), p.games, p.wins, p.points))
        .collect();
    assert_eq!(
        seen,
        [
            (
                Player::Computer {
                    level: crate::ai::Level::Normal
                },
                2,
                1,
                173
            ),
            (Player::Human { id: UserId(7) }, 2, 1, 161),
            (
                Player::Computer {
                    level: crate::ai::Level::Easy
                },
                2,
                0,
                0
            ),
        ]
    );
    assert_eq!(board[0].rating, 27.964475297575568);
    assert_eq!(board[1].uncertainty, 7.348375787994966);
    assert!(store
        .leaderboard("finished", GameKind::Gin, 0)
        .unwrap()
        .is_empty());
    let games = store.recent_games("finished", 10).unwrap();
    assert_eq!(games.len(), 2);
    for g in &games {
        assert_eq!(g.rules().kind(), GameKind::Jersey);
        assert_eq!(g.ratings.len(), 3);
        assert!(g.standings().is_some());
    }
    assert_eq!(games[0].result.as_ref().unwrap().totals, [0, 173, 0]);
    assert!(store.check_all(&Replays).unwrap().is_ok());
    let tables: Vec<Table> = store.load_tables(table_of).unwrap();
    assert_eq!(tables.len(), 3);
    let of = |ch: &str| tables.iter().find(|t| t.channel() == ch).unwrap();
    assert_eq!(of("finished").stage(), StageKind::Finished);
    assert_eq!(of("finished").settings().pictures, Some(false));
    assert_eq!(of("playing").stage(), StageKind::Playing);
    assert_eq!(of("playing").game_id(), 3);
    assert_eq!(of("lobby").stage(), StageKind::Lobby);

    // A Gin Rummy game in the same channel is rated on its own board.
    let clock = FakeClock::new(5_000_000);
    let svc = Service::new(store, std::sync::Arc::new(clock.clone())).unwrap();
    svc.apply(
        &ChannelId::new("finished"),
        1,
        Actor::user(7),
        Command::Close,
    )
    .unwrap();
    let settings = Settings {
        rules: Rules::from_names("gin", &[]).unwrap(),
        pace_ms: 0,
        seed: Some(4),
        ..Settings::default()
    };
    svc.apply(
        &ChannelId::new("finished"),
        2,
        Actor::user(7),
        Command::Open { settings },
    )
    .unwrap();
    let add = Command::AddComputer {
        level: crate::ai::Level::Easy,
    };
    svc.apply(&ChannelId::new("finished"), 3, Actor::user(7), add)
        .unwrap();
    let refused = svc
        .apply(&ChannelId::new("finished"), 4, Actor::user(7), add)
        .unwrap_err();
    assert_eq!(refused, crate::table::Refusal::TableFull);
    // The person hands the seat over by timing out; computers finish.
    svc.apply(
        &ChannelId::new("finished"),
        5,
        Actor::user(7),
        Command::Start,
    )
    .unwrap();
    while svc.snapshot(&ChannelId::new("finished")).unwrap().stage() == StageKind::Playing {
        clock.set(svc.next_deadline().unwrap());
        svc.run_due();
    }
    let gin = svc
        .leaderboard(&ChannelId::new("finished"), GameKind::Gin, 0)
        .unwrap();
    assert_eq!(gin.len(), 2);
    assert!(gin.iter().all(|p| p.games == 1));
    let jersey = svc
        .leaderboard(&ChannelId::new("finished"), GameKind::Jersey, 0)
        .unwrap();
    assert_eq!(jersey[0].games, 2, "Jersey Gin's board is untouched");
    let last = svc.recent_games(&ChannelId::new("finished"), 1).unwrap();
    assert_eq!(last[0].rules.kind(), GameKind::Gin);
    assert!(last[0].standings.is_some());
    assert_eq!(
        svc.channel_game(&ChannelId::new("finished")).unwrap(),
        GameKind::Gin
    );
}

/// m0007 runs on a file made by schema 6: the open tables' guilds are
/// kept per channel; a closed table's channel and one of no guild stay
/// unknown; `db reshard` places the channels by them.
#[test]
fn m0007_opens_a_schema_6_file() {
    use crate::store::reshard::{reshard, Plan};
    use crate::store::schema::CHANNEL_GUILDS;
    use redb::{ReadableDatabase, ReadableTable};
    let (dir, path) = fixture("schema_v6.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let guilds: Vec<(String, u64)> = {
        let r = store.database().begin_read().unwrap();
        let t = r.open_table(CHANNEL_GUILDS).unwrap();
        t.iter()
            .unwrap()
            .map(|row| {
                let (k, v) = row.unwrap();
                (k.value().to_string(), v.value())
            })
            .collect()
    };
    let (even, odd) = (4u64 << 22, 5u64 << 22);
    assert_eq!(
        guilds,
        [
            ("202".to_string(), odd),
            ("203".to_string(), even),
            ("205".to_string(), even)
        ]
    );
    assert_eq!(store.shard_range().unwrap(), None);
    assert!(store.check_all(&Replays).unwrap().is_ok());
    drop(store);
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let report = reshard(&[path], &Plan::new(2, None).unwrap(), &out, &Replays).unwrap();
    assert_eq!(report.unknown_guild, ["201", "204"]);
    let games = |f: &str| -> Vec<(u64, String)> {
        Store::open_read_only(out.join(f))
            .unwrap()
            .all_games()
            .unwrap()
            .into_iter()
            .map(|g| (g.game_id, g.channel))
            .collect()
    };
    assert_eq!(
        games("shard-0-of-2.redb"),
        [(1, "201".to_string()), (2, "205".to_string())]
    );
    assert!(games("shard-1-of-2.redb").is_empty());
    assert_eq!(report.outputs[1].open_tables, 1, "202's game in progress");
    assert_eq!(report.game_ids_above, 3);
}

/// m0008 runs on a file made by schema 7 (`schema_v7.redb`, below): no
/// hand view is known yet, one is kept from then on, and the rest is as
/// it was: the Gin game in progress plays on from user 8's turn.
#[test]
fn m0008_opens_a_schema_7_file() {
    use crate::store::types::StoredHandViewV1;
    use crate::table::{clock::FakeClock, safe_move, service::Service};
    use crate::table::{Actor, Command, StageKind};
    let (_dir, path) = fixture("schema_v7.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert!(store.hand_views().unwrap().is_empty());
    assert_eq!(store.table_message("playing").unwrap(), Some(4444));
    assert!(store.check_all(&Replays).unwrap().is_ok());
    let view = StoredHandViewV1 {
        token: "a token".into(),
        expires_ms: 7_900_000,
        seq: 15,
        lang: None,
    };
    store.set_hand_view("playing", 8, Some(&view)).unwrap();
    drop(store);
    // Opening again runs nothing and keeps the row.
    let store = Store::open(&path).unwrap();
    assert_eq!(
        store.hand_views().unwrap(),
        [("playing".to_string(), 8, view)]
    );
    let svc = Service::new(store, std::sync::Arc::new(FakeClock::new(7_100_000))).unwrap();
    let ch = ChannelId::new("playing");
    let t = svc.table(&ch).unwrap();
    assert_eq!((t.stage().kind(), t.seq()), (StageKind::Playing, 15));
    let seat = t.seat_of(UserId(8)).unwrap();
    let game = t.game().unwrap();
    assert!(game.to_act().contains(&seat), "user 8's turn");
    let act = Command::Act {
        turn: game.turn(seat),
        action: safe_move(game, seat),
    };
    let reply = svc.apply(&ch, 1, Actor::user(8), act).unwrap();
    assert_eq!(reply.seq, 16);
    let lobby = svc.table(&ChannelId::new("lobby")).unwrap();
    assert_eq!(lobby.stage().kind(), StageKind::Lobby);
}

/// m0009 runs on a file made by schema 8 (`schema_v8.redb`, below): nobody
/// chose how to be told of their turn yet (a mention), a choice is kept
/// from then on, the hand view stays, and the Gin game plays on.
#[test]
fn m0009_opens_a_schema_8_file() {
    use crate::store::types::{StoredNoticeMediumV1, StoredNoticePrefV1};
    use crate::table::notices::{Medium, NoticePref};
    use crate::table::{clock::FakeClock, safe_move, service::Service};
    use crate::table::{Actor, Command, StageKind};
    let (_dir, path) = fixture("schema_v8.redb");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    assert!(table_names(&store).contains(&"notice_prefs_v1".to_string()));
    assert_eq!(store.notice_pref(8).unwrap(), None);
    assert_eq!(store.hand_views().unwrap().len(), 1);
    assert!(store.check_all(&Replays).unwrap().is_ok());
    let dm = StoredNoticePrefV1 {
        medium: StoredNoticeMediumV1::Dm,
        lang: Some("de".into()),
    };
    store.set_notice_pref(8, &dm).unwrap();
    drop(store);
    // Opening again runs nothing and keeps the row.
    let store = Store::open(&path).unwrap();
    assert_eq!(store.notice_pref(8).unwrap(), Some(dm));
    let svc = Service::new(store, std::sync::Arc::new(FakeClock::new(7_100_000))).unwrap();
    assert_eq!(
        svc.notice_pref(UserId(8)).unwrap(),
        NoticePref {
            medium: Medium::Dm,
            lang: gin_text::Lang::De
        }
    );
    assert_eq!(svc.notice_pref(UserId(5)).unwrap().medium, Medium::Mention);
    let ch = ChannelId::new("playing");
    let t = svc.table(&ch).unwrap();
    assert_eq!((t.stage().kind(), t.seq()), (StageKind::Playing, 15));
    let seat = t.seat_of(UserId(8)).unwrap();
    let game = t.game().unwrap();
    let act = Command::Act {
        turn: game.turn(seat),
        action: safe_move(game, seat),
    };
    assert_eq!(svc.apply(&ch, 1, Actor::user(8), act).unwrap().seq, 16);
    let seated: Vec<String> = svc
        .tables_of(UserId(8))
        .into_iter()
        .map(|(c, _)| c.as_str().to_string())
        .collect();
    assert_eq!(seated, ["playing"]);
}

// How the fixtures were made. They are never written again: each is
// what the build of its version wrote, and the tests above guard that
// such files still open. (The generators were removed so that no later
// build can rewrite an old fixture from its own code.)
//
// - `schema_v0.redb`: an empty redb database.
// - `schema_v1.redb`: a game played to its end in memory (fake clock at
//   1,000,000 ms, seed 5, pace 0; user 7 opens in channel `fixture`,
//   adds an easy and a hard computer, starts, times out twice and a
//   computer plays the seat), then the rows a schema-1 build wrote: its
//   `games_v1` row and its finished table in `tables_v1`.
// - `schema_v2.redb`: the schema-1 file taken through step 2.
// - `schema_v3.redb`: written by the schema-3 build itself (commit
//   e733180) through its `Service` on a file store, fake clock at
//   2,000,000 ms, settings pace 0, seed 9, turn 60 s, target 30: in
//   channel `fixture` user 7 opens, adds an easy and a normal computer,
//   starts, the deadlines play the game to its end, 7 closes; user 8
//   opens again and adds a hard computer; in channel `other` user 9
//   opens; then `set_table_message("fixture", Some(4242))`. Request
//   ids 101 on, one per command sent.
// - `schema_v4.redb`: written by the schema-4 build itself (commit
//   582aef0, its ignored test `make_schema_v4_fixture`) through its
//   `Service` on a file store, fake clock at 3,000,000 ms, turn 60 s,
//   pace 0, request ids 101 on: in channel `finished` user 7 opens
//   (seed 9, target 30), adds an easy and a normal computer, starts,
//   and the deadlines play the game to its end (the table stays open,
//   finished); in channel `playing` user 8 opens (seed 11, default
//   options), adds an easy and a normal computer, starts, and plays
//   `safe_move` on his turns until hand 2, 40 moves, after a draw; in
//   channel `lobby` user 5 opens; then `set_table_message("playing",
//   Some(4343))`.
// - `schema_v5.redb`: written by the schema-5 build itself (commit
//   b39e2b6, its ignored test `make_schema_v5_fixture`) through its
//   `Service` on a file store, fake clock at 4,000,000 ms, turn 60 s,
//   pace 0, request ids 101 on: in channel `finished` user 7 opens
//   (seed 9, target 30, pictures off), adds an easy and a normal
//   computer, starts, the deadlines play the game to its end, 7 asks
//   for a rematch, which is played to its end too (two rated games, the
//   table stays open, finished); in channel `playing` user 8 opens
//   (seed 11), adds an easy and a normal computer and starts; in
//   channel `lobby` user 5 opens.
// - `schema_v6.redb`: written by the schema-6 build itself (commit
//   ad62c78, its ignored test `make_schema_v6_fixture`) through its
//   `Service` on a file store, fake clock at 6,000,000 ms, turn 60 s,
//   pace 0, request ids 101 on, every command with its guild (`apply_in`)
//   except channel 204's: guild 5 << 22 (shard 1 of 2) plays game 1 in
//   channel 201 (user 7, an easy and a normal computer, seed 3) to its
//   end and closes the table; guild 4 << 22 (shard 0 of 2) plays game 2
//   in channel 205 (user 8, seed 4) to its end, the table left open;
//   guild 5 << 22 starts game 3 in channel 202 (user 9, seed 5); guild
//   4 << 22 opens a lobby in 203 (user 5); a lobby in 204 with no guild
//   (user 6).
// - `schema_v7.redb`: written by the schema-7 build itself (commit
//   40a38ab, a one-off ignored test) through its `Service` on a file
//   store, fake clock at 7,000,000 ms, request ids 101 on: in channel
//   `playing` user 8 opens two-handed Gin (seed 12, pace 0, turn 60 s),
//   adds a normal computer and starts; user 8 plays `safe_move` on six
//   of his turns while the deadlines play the computer, and it stops on
//   his turn (the channel's command 15, 12 moves); in channel `lobby`
//   user 5 opens; then `set_table_message("playing", Some(4444))`.
// - `schema_v8.redb`: `schema_v7.redb` taken through step 8 by the
//   schema-9 build (`migrations::migrate(db, 7, 8)`, a one-off ignored
//   test), then a `hand_views_v1` row for user 8 in `playing` (token "a
//   token", expires 7,900,000, command 15, German), as schema 8 writes it.
