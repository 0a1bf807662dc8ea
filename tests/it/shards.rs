//! The bot as several processes: each owns the tables of the guilds its
//! shards receive (`(guild_id >> 22) % total`; direct messages and tables
//! of unknown guild are shard 0's), and loads, drives, posts and answers
//! for those only.

use crate::harness::*;
use jersey_gin::ai::Level;
use jersey_gin::store::Store;
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::service::{ApplyError, Service};
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::ChannelId;
use jersey_gin::table::{Actor, Command, Refusal, Shards, StageKind};
use std::sync::Arc;

/// A guild of shard 0 and one of shard 1 when there are two.
const G0: u64 = 900_000 << 22;
const G1: u64 = 900_001 << 22;

fn of_two(shard: u32) -> Shards {
    Shards {
        first: shard,
        last: shard,
        total: 2,
    }
}

fn start_vs_computers(svc: &Service, guild: Option<u64>, ch: &ChannelId, rid: u64) {
    let user = Actor::user(1);
    let send = |n: u64, c: Command| match guild {
        Some(_) => svc.apply_in(guild, ch, rid + n, user, c),
        None => svc.apply(ch, rid + n, user, c),
    };
    send(0, Command::Open { settings: fast() }).unwrap();
    send(1, Command::AddComputer { level: Level::Easy }).unwrap();
    send(2, Command::AddComputer { level: Level::Easy }).unwrap();
    send(3, Command::Start).unwrap();
}

fn stored_rows(path: &std::path::Path) -> Vec<(String, Option<u64>, u64)> {
    let store = Store::open_read_only(path).unwrap();
    let mut rows: Vec<_> = store
        .load_tables(jersey_gin::table::stored::table_of)
        .unwrap()
        .into_iter()
        .map(|t| (t.channel().to_string(), t.guild(), t.seq()))
        .collect();
    rows.sort();
    rows
}

#[test]
fn a_process_loads_drives_and_answers_only_for_its_shards() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.redb");
    let clock = FakeClock::new(T0);
    {
        // One process (every shard) with a table in a guild of each shard
        // and one of unknown guild (as stored before guilds were).
        let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone())).unwrap();
        start_vs_computers(&svc, Some(G0), &ChannelId::new("c0"), 100);
        start_vs_computers(&svc, Some(G1), &ChannelId::new("c1"), 200);
        start_vs_computers(&svc, None, &ChannelId::new("cu"), 300);
        assert_eq!(svc.table(&ChannelId::new("c1")).unwrap().guild(), Some(G1));
        assert_eq!(svc.table(&ChannelId::new("cu")).unwrap().guild(), None);
    }
    let before = stored_rows(&path);
    assert_eq!(
        before.iter().map(|r| r.1).collect::<Vec<_>>(),
        [Some(G0), Some(G1), None]
    );

    // The process of shard 1 of 2: only c1.
    {
        let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone()))
            .unwrap()
            .with_shards(of_two(1));
        assert_eq!(svc.open_tables(), 1);
        assert!(
            svc.table(&ChannelId::new("c0")).is_none()
                && svc.table(&ChannelId::new("cu")).is_none()
        );
        assert!(svc.owns_guild(Some(G1)) && !svc.owns_guild(Some(G0)));
        assert!(!svc.owns_guild(None), "direct messages are shard 0's");
        // Its posts: nothing was posted yet, so every channel has a
        // backlog, but only its own is resumed here.
        let backlog: Vec<String> = svc
            .outbox_backlog()
            .unwrap()
            .into_iter()
            .map(|b| b.0.to_string())
            .collect();
        assert_eq!(backlog, ["c1"]);
        // Its deadlines: only c1's game moves.
        for _ in 0..50 {
            clock.advance(1_000);
            for r in svc.run_due() {
                assert_eq!(r.channel, "c1");
            }
        }
        assert!(svc.table(&ChannelId::new("c1")).unwrap().seq() > before[1].2);
        // A command for another shard's guild, or for a channel whose
        // stored table another process owns, is refused and changes
        // nothing; so is a direct message (shard 0's).
        for (guild, ch, cmd) in [
            (Some(G0), "c0", Command::Join),
            (Some(G0), "new", Command::Open { settings: fast() }),
            (Some(G1), "c0", Command::Abandon),
            (Some(G1), "cu", Command::Abandon),
            (None, "dm", Command::Open { settings: fast() }),
        ] {
            let err = svc
                .apply_in(guild, &ChannelId::new(ch), 7_000, Actor::moderator(5), cmd)
                .unwrap_err();
            // Each is shard 0's: the guild's, or that of the channel's
            // stored table (c0 of G0, cu of unknown guild).
            let ApplyError::Refused(r @ Refusal::OtherShard { shard: 0, total: 2 }) = &err else {
                panic!("{ch}: {err}");
            };
            assert!(r.to_string().contains("another process of the bot"), "{r}");
            assert!(svc.table(&ChannelId::new(ch)).is_none());
        }
    }
    let after = stored_rows(&path);
    assert_eq!(after[0], before[0], "c0 untouched by shard 1");
    assert_eq!(after[2], before[2], "cu untouched by shard 1");

    // The process of shard 0 of 2: c0 and the table of unknown guild.
    let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone()))
        .unwrap()
        .with_shards(of_two(0));
    assert_eq!(svc.open_tables(), 2);
    assert!(svc.table(&ChannelId::new("c1")).is_none());
    let mut backlog: Vec<String> = svc
        .outbox_backlog()
        .unwrap()
        .into_iter()
        .map(|b| b.0.to_string())
        .collect();
    backlog.sort();
    assert_eq!(backlog, ["c0", "cu"]);
    for _ in 0..2_000 {
        clock.advance(1_000);
        for r in svc.run_due() {
            assert_ne!(r.channel, "c1");
        }
        if ["c0", "cu"]
            .iter()
            .all(|c| svc.table(&ChannelId::new(c)).unwrap().stage().kind() == StageKind::Finished)
        {
            break;
        }
    }
    for c in ["c0", "cu"] {
        assert_eq!(
            svc.table(&ChannelId::new(c)).unwrap().stage().kind(),
            StageKind::Finished
        );
    }
    drop(svc);
    assert_eq!(stored_rows(&path)[1], after[1], "c1 untouched by shard 0");
}

#[test]
fn a_table_of_unknown_guild_learns_it_from_its_next_command() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("u.redb");
    let clock = FakeClock::new(T0);
    {
        let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone())).unwrap();
        svc.apply(
            &ChannelId::new("c"),
            1,
            Actor::user(1),
            Command::Open { settings: fast() },
        )
        .unwrap();
        // Commands of the service itself say no guild: still unknown.
        assert_eq!(svc.table(&ChannelId::new("c")).unwrap().guild(), None);
        svc.apply_in(
            Some(G1),
            &ChannelId::new("c"),
            2,
            Actor::user(2),
            Command::Join,
        )
        .unwrap();
        assert_eq!(svc.table(&ChannelId::new("c")).unwrap().guild(), Some(G1));
        // A guild once known stays.
        svc.apply_in(None, &ChannelId::new("c"), 3, Actor::user(3), Command::Join)
            .unwrap();
        assert_eq!(svc.table(&ChannelId::new("c")).unwrap().guild(), Some(G1));
    }
    // Committed with the command: after a restart it is shard 1's.
    assert_eq!(stored_rows(&path), [("c".to_string(), Some(G1), 3)]);
    let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone()))
        .unwrap()
        .with_shards(of_two(0));
    assert_eq!(svc.open_tables(), 0);
    drop(svc);
    // The channel keeps its guild after its lobby is cancelled: `db reshard`
    // places its history with shard 1.
    let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock)).unwrap();
    svc.apply_in(
        Some(G1),
        &ChannelId::new("c"),
        4,
        Actor::user(1),
        Command::Abandon,
    )
    .unwrap();
    assert!(svc.table(&ChannelId::new("c")).is_none());
    drop(svc);
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let plan = jersey_gin::store::reshard::Plan::new(2, None).unwrap();
    let report = jersey_gin::store::reshard::reshard(&[path], &plan, &out, &Replays).unwrap();
    assert!(report.unknown_guild.is_empty(), "{report}");
    assert_eq!(report.outputs[1].channels, 1, "{report}");
}

/// Rows written before guilds were recorded (the frozen schema-5 file,
/// written by that build) read as of unknown guild: shard 0's.
#[test]
fn tables_stored_before_guilds_belong_to_shard_0() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v5.redb");
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/schema_v5.redb");
    std::fs::copy(fixture, &path).unwrap();
    let rows = stored_rows(&path);
    assert!(!rows.is_empty());
    assert!(rows.iter().all(|r| r.1.is_none()), "{rows:?}");
    let clock = FakeClock::new(T0);
    let open = |shards| {
        Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone()))
            .unwrap()
            .with_shards(shards)
            .open_tables()
    };
    assert_eq!(open(of_two(1)), 0);
    assert_eq!(open(of_two(0)), rows.len());
    assert_eq!(open(Shards::all()), rows.len());
}

/// Plays a channel's deadlines until its table is no longer playing.
fn play_out(svc: &Service, clock: &FakeClock, ch: &ChannelId) {
    for _ in 0..5_000 {
        if svc.table(ch).unwrap().stage().kind() != StageKind::Playing {
            return;
        }
        clock.advance(1_000);
        svc.run_due();
    }
    panic!("{ch} did not finish");
}

/// What a channel holds in a store: its log, its games and its boards.
fn channel_story(store: &dyn jersey_gin::store::StoreBackend, ch: &str) -> String {
    use jersey_gin::engine::GameKind;
    let log: Vec<(u64, serde_json::Value)> = store
        .channel_commands(ch, 0, usize::MAX)
        .unwrap()
        .into_iter()
        .map(|(n, c)| (n, serde_json::to_value(c).unwrap()))
        .collect();
    let games: Vec<u64> = store
        .recent_games(ch, 100)
        .unwrap()
        .iter()
        .map(|g| g.game_id)
        .collect();
    let mut board: Vec<String> = store
        .leaderboard(ch, GameKind::Jersey, 0)
        .unwrap()
        .iter()
        .map(|s| format!("{s:?}"))
        .collect();
    board.sort();
    format!(
        "{log:?}\n{games:?}\n{board:?}\n{:?}",
        store.outbox(ch).unwrap()
    )
}

/// `db reshard`: the file of a bot that ran as one process is split in
/// two by guild, each process goes on with its own guilds' games (new game
/// ids apart), and the two files merge back into one with nothing lost.
#[test]
fn reshard_splits_a_file_by_guild_and_merges_it_back() {
    use jersey_gin::store::reshard::{reshard, Plan};
    let dir = tempfile::tempdir().unwrap();
    let one = dir.path().join("one.redb");
    let clock = FakeClock::new(T0);
    let ch = ChannelId::new;
    {
        let svc = Service::new(Store::open(&one).unwrap(), Arc::new(clock.clone())).unwrap();
        // a (shard 0): a game to its end, then the table closed.
        start_vs_computers(&svc, Some(G0), &ch("a"), 100);
        play_out(&svc, &clock, &ch("a"));
        svc.apply_in(Some(G0), &ch("a"), 110, Actor::user(1), Command::Close)
            .unwrap();
        // b (shard 1): a game to its end, the table left open.
        start_vs_computers(&svc, Some(G1), &ch("b"), 200);
        play_out(&svc, &clock, &ch("b"));
        // c (shard 0) and d (shard 1): games in progress.
        start_vs_computers(&svc, Some(G0), &ch("c"), 300);
        start_vs_computers(&svc, Some(G1), &ch("d"), 400);
        // e: a table of unknown guild (shard 0's).
        svc.apply(
            &ch("e"),
            500,
            Actor::user(1),
            Command::Open { settings: fast() },
        )
        .unwrap();
        svc.claim_shards().unwrap();
    }
    let before = Store::open_read_only(&one).unwrap();
    let story = |s: &dyn jersey_gin::store::StoreBackend| -> Vec<String> {
        ["a", "b", "c", "d", "e"]
            .iter()
            .map(|c| channel_story(s, c))
            .collect()
    };
    let original = story(&before);
    let games_before = before.all_games().unwrap().len();
    assert_eq!(games_before, 2);
    drop(before);

    // Only a file's own shards: refused, nothing written.
    let split = dir.path().join("split");
    std::fs::create_dir(&split).unwrap();
    let report = reshard(
        std::slice::from_ref(&one),
        &Plan::new(2, None).unwrap(),
        &split,
        &Replays,
    )
    .unwrap();
    eprintln!("{report}");
    assert_eq!(report.unknown_guild, ["e"]);
    assert_eq!(report.stale_copies, 0);
    let files: Vec<_> = (0..2)
        .map(|s| split.join(format!("shard-{s}-of-2.redb")))
        .collect();
    let mut names: Vec<_> = std::fs::read_dir(&split)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["shard-0-of-2.redb", "shard-1-of-2.redb"]);
    // Each channel is in its shard's file only, as it was.
    let s0 = Store::open_read_only(&files[0]).unwrap();
    let s1 = Store::open_read_only(&files[1]).unwrap();
    let nothing = Store::in_memory().unwrap();
    for (i, c) in ["a", "b", "c", "d", "e"].iter().enumerate() {
        let (home, away) = if ["b", "d"].contains(c) {
            (&s1, &s0)
        } else {
            (&s0, &s1)
        };
        assert_eq!(channel_story(home, c), original[i], "{c}");
        assert_eq!(channel_story(away, c), channel_story(&nothing, c), "{c}");
    }
    drop((s0, s1));

    // Each process goes on in its file; a process of other shards, or
    // the whole bot again, is refused the file.
    let mut new_games = Vec::new();
    for (shard, ours) in [(0u32, ["c", "e"]), (1, ["b", "d"])] {
        let svc = Service::new(
            Store::open(&files[shard as usize]).unwrap(),
            Arc::new(clock.clone()),
        )
        .unwrap()
        .with_shards(of_two(shard));
        svc.claim_shards().unwrap();
        assert_eq!(svc.open_tables(), 2);
        for c in ours {
            assert!(svc.table(&ch(c)).is_some(), "{c}");
        }
        let playing = if shard == 0 { "c" } else { "d" };
        play_out(&svc, &clock, &ch(playing));
        let guild = Some(if shard == 0 { G0 } else { G1 });
        svc.apply_in(guild, &ch(playing), 900, Actor::user(1), Command::Rematch)
            .unwrap();
        let id = svc.table(&ch(playing)).unwrap().game_id();
        assert!(id > report.game_ids_above, "{id}");
        assert_eq!(id % 2, u64::from(shard), "game {id} of shard {shard}");
        new_games.push(id);
        drop(svc);
        for other in [of_two(1 - shard), Shards::all()] {
            let svc = Service::new(
                Store::open(&files[shard as usize]).unwrap(),
                Arc::new(clock.clone()),
            )
            .unwrap()
            .with_shards(other);
            let err = svc.claim_shards().unwrap_err().to_string();
            assert!(
                err.contains("db reshard") && err.contains(&format!("shard {shard} of 2")),
                "{err}"
            );
        }
    }

    // One file alone is not the whole bot.
    let merged = dir.path().join("merged");
    std::fs::create_dir(&merged).unwrap();
    let err = reshard(&files[..1], &Plan::new(1, None).unwrap(), &merged, &Replays)
        .unwrap_err()
        .to_string();
    assert!(err.contains("no file given holds shard 1 of 2"), "{err}");
    assert_eq!(
        std::fs::read_dir(&merged).unwrap().count(),
        0,
        "nothing written"
    );

    // Both merge back into one.
    let report = reshard(&files, &Plan::new(1, None).unwrap(), &merged, &Replays).unwrap();
    eprintln!("{report}");
    let whole = merged.join("shard-0-of-1.redb");
    let svc = Service::new(Store::open(&whole).unwrap(), Arc::new(clock.clone())).unwrap();
    svc.claim_shards().unwrap();
    assert_eq!(svc.open_tables(), 4);
    let store = svc.store();
    assert_eq!(store.all_games().unwrap().len(), games_before + 2);
    let merged_story = story(store);
    for (i, c) in [(0, "a"), (1, "b"), (4, "e")] {
        assert_eq!(merged_story[i], original[i], "{c} did not change");
    }
    for (c, id) in [("c", new_games[0]), ("d", new_games[1])] {
        assert_eq!(svc.table(&ch(c)).unwrap().game_id(), id);
        assert_eq!(
            store.recent_games(c, 10).unwrap().len(),
            1,
            "{c}'s finished game"
        );
    }
    assert!(store.check_all(&Replays).unwrap().is_ok());
}
