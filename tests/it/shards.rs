//! The bot as several processes: each owns the tables of the guilds its
//! shards receive (`(guild_id >> 22) % total`; direct messages and tables
//! of unknown guild are shard 0's), and loads, drives, posts and answers
//! for those only.

use crate::harness::*;
use jersey_gin::ai::Level;
use jersey_gin::store::Store;
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::service::{ApplyError, Service};
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
        .load_tables(jersey_gin::store::types::table_of)
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
    let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock))
        .unwrap()
        .with_shards(of_two(0));
    assert_eq!(svc.open_tables(), 0);
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
