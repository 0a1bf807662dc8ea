//! The table service on a PostgreSQL store shared by two processes (two
//! services on one database), and the bot's start on a database it cannot
//! reach. The server is a throwaway one started by the tests: SKIPPED
//! where none can be started, unless `JERSEY_GIN_REQUIRE_POSTGRES=1` (CI).
//! The store's own tests run on both backends in `store::suite`.

use crate::support::pg;
use jersey_gin::config::StoreConfig;
use jersey_gin::store::postgres::PgStore;
use jersey_gin::store::StoreError;
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::service::{ApplyError, Service};
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::{Actor, ChannelId, Command, Refusal, Settings, Shards};
use std::sync::Arc;

fn service(url: &str, clock: &FakeClock) -> Service {
    Service::with_store(
        Box::new(PgStore::open(url).unwrap()),
        Arc::new(clock.clone()),
    )
    .unwrap()
}

/// A process whose copy of a table is stale (another process has run the
/// table since, as after a re-shard) gets a failure and changes nothing:
/// never a second move.
#[test]
fn two_services_on_one_database_a_stale_owner_changes_nothing() {
    let Some(url) = pg::test_database("two_services_on_one_database") else {
        return;
    };
    let c = ChannelId::new("c");
    let clock = FakeClock::new(1_700_000_000_000);
    let old = service(&url, &clock);
    let settings = Settings::default();
    old.apply(&c, 1, Actor::user(1), Command::Open { settings })
        .unwrap();
    old.apply(&c, 2, Actor::user(2), Command::Join).unwrap();
    // The new owner starts on the same database and takes the table on.
    let new = service(&url, &clock);
    assert_eq!(new.table(&c).unwrap().seats().len(), 2);
    new.apply(&c, 3, Actor::user(3), Command::Join).unwrap();
    // The old owner still runs its copy: its command is refused by the
    // store and its table stays as it was.
    let err = old
        .apply(&c, 4, Actor::user(4), Command::Join)
        .expect_err("a stale owner cannot store a command");
    assert!(
        matches!(err, ApplyError::Failed(StoreError::Stale { .. })),
        "{err}"
    );
    assert!(err.to_string().contains("another process"), "{err}");
    assert!(old.store().lookup_request(c.as_str(), 4).unwrap().is_none());
    // ... and lets go of the table: it no longer drives or shows it, and
    // answers nothing for it (its front end stays silent).
    assert!(old.table(&c).is_none());
    assert!(old.let_go_of(&c) && !new.let_go_of(&c));
    let silent = old.apply_in(None, &c, 5, Actor::user(5), Command::Join);
    assert!(
        matches!(silent, Err(ApplyError::Refused(Refusal::OtherProcess))),
        "{silent:?}"
    );
    // A third start sees the new owner's table, every command once.
    let third = service(&url, &clock);
    assert_eq!(third.table(&c).unwrap().seats().len(), 3);
    assert_eq!(third.store().channel_seq(c.as_str()).unwrap(), 3);
    assert!(third.store().check_all(&Replays).unwrap().is_ok());
    // Game ids come from the database: both processes start games
    // without colliding.
    let a = new.store().new_game_id().unwrap().unwrap();
    let b = old.store().new_game_id().unwrap().unwrap();
    assert_ne!(a, b);
}

/// Issue 36, item 6: processes record themselves with their shards; one
/// configured for another shard count than the running ones is refused
/// at start with what to do, and starts once they stopped. A fenced
/// process can name the one that owns a table from the records.
#[test]
fn a_process_with_another_shard_count_is_refused_at_start() {
    let Some(url) = pg::test_database("another_shard_count") else {
        return;
    };
    let clock = FakeClock::new(1_700_000_000_000);
    let shards = |first, last, total| Shards { first, last, total };
    let a = service(&url, &clock).with_shards(shards(0, 0, 2));
    let b = service(&url, &clock).with_shards(shards(1, 1, 2));
    a.claim_shards().unwrap();
    b.claim_shards().unwrap();
    // The stale one believes it runs every guild.
    let stale = service(&url, &clock);
    let err = stale.claim_shards().expect_err("refused");
    assert!(matches!(err, StoreError::OtherShardTotal { .. }), "{err}");
    let text = err.to_string();
    for part in [
        "2 shards in all",
        "shard 0 of 2",
        "shard 1 of 2",
        "every shard (one process)",
        "discord.shard_total",
        "stop the other processes",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    let others = a.store().running_processes().unwrap();
    assert_eq!(others.len(), 1, "{others:?}");
    assert_eq!(others[0].shards.first, 1);
    let pid = std::process::id().to_string();
    assert!(others[0].name.contains(&pid), "{others:?}");
    // b owns a guild of shard 1 (of 2), a the one of shard 0.
    let guild_of_shard_1 = 1u64 << 22;
    assert!(others[0].owns_guild(Some(guild_of_shard_1)));
    assert!(!others[0].owns_guild(Some(0)));
    // Stopped cleanly, they leave no record: the new count may start.
    drop(a);
    drop(b);
    stale.claim_shards().unwrap();
    assert_eq!(stale.store().running_processes().unwrap(), vec![]);
}

/// A server that cannot be reached stops the start with the reason and
/// the URL, never its password.
#[test]
fn an_unreachable_database_is_a_clear_error_at_start() {
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let config = StoreConfig {
        url: Some(format!("postgres://jg:hunter2@127.0.0.1:{port}/gin")),
        ..StoreConfig::default()
    };
    let clock = FakeClock::new(0);
    let err = Service::open_configured(&config, Arc::new(clock))
        .err()
        .expect("refused");
    let text = err.to_string();
    assert!(
        text.contains("cannot connect to the PostgreSQL database")
            && text.contains(&format!("127.0.0.1:{port}/gin")),
        "{text}"
    );
    assert!(!text.contains("hunter2"), "{text}");
}

/// `jersey-gin db --url URL check|games|export` read a PostgreSQL database
/// as they read a file; `backup` and `compact` (a file's) are refused with
/// what to use instead, and change nothing.
#[test]
fn the_db_tools_read_a_postgres_database() {
    use jersey_gin::ai::Level;
    let Some(url) = pg::test_database("the_db_tools_read_a_postgres_database") else {
        return;
    };
    let clock = FakeClock::new(1_700_000_000_000);
    let svc = service(&url, &clock);
    let c = ChannelId::new("tools");
    let settings = Settings {
        pace_ms: 10,
        ..Settings::default()
    };
    svc.apply(&c, 1, Actor::user(1), Command::Open { settings })
        .unwrap();
    for (rid, level) in [(2, Level::Easy), (3, Level::Easy)] {
        svc.apply(&c, rid, Actor::user(1), Command::AddComputer { level })
            .unwrap();
    }
    svc.apply(&c, 4, Actor::user(1), Command::Start).unwrap();
    svc.apply(&c, 5, Actor::user(1), Command::Abandon).unwrap();
    drop(svc);
    let db = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
            .args(["db", "--url", &url])
            .args(args)
            .output()
            .unwrap()
    };
    let check = db(&["check"]);
    let out = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{out}");
    assert!(
        out.contains("checked 1 game,") && out.contains("no problems found"),
        "{out}"
    );
    let games = db(&["games"]);
    let out = String::from_utf8_lossy(&games.stdout);
    assert!(games.status.success() && out.contains("tools"), "{out}");
    let export = db(&["export", "--game", "1"]);
    assert!(export.status.success());
    serde_json::from_slice::<jersey_gin::engine::Replay>(&export.stdout).unwrap();
    for tool in [&["backup", "/tmp/never-written.redb"][..], &["compact"][..]] {
        let refused = db(tool);
        let err = String::from_utf8_lossy(&refused.stderr);
        assert!(
            !refused.status.success() && err.contains("pg_dump"),
            "{err}"
        );
    }
    assert!(!std::path::Path::new("/tmp/never-written.redb").exists());
}
