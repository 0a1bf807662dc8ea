//! The bot over several processes, as a server admin runs it: on one
//! PostgreSQL store, or each with its own redb file (re-sharded with `db
//! reshard` between stops); a fake Discord routes each interaction to the
//! shard of its guild, as Discord does, and logs every IDENTIFY. The
//! processes are bots in this test process (each its own runtime, gateway
//! connection and service), sharing nothing but the database.

use crate::support::bot::Bot;
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID, GUILD_ID, TOKEN};
use crate::support::pg;
use crate::support::story;
use jersey_gin::config::{Config, Secret};
use jersey_gin::store::postgres::PgStore;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

const START_TIMEOUT: Duration = Duration::from_secs(40);

/// Four guilds: shards 0, 1, 0, 1 of 2, and 0, 1, 2, 0 of 3.
fn guild(k: u64) -> u64 {
    (k << 22) + 7
}

fn channel(k: u64) -> u64 {
    CHANNEL_ID + 100 + k
}

/// Where the processes keep their tables.
#[derive(Clone)]
enum Storage {
    /// One database for every process.
    Postgres(String),
    /// A file per process in this directory, named as `db reshard` names
    /// them (`shard-S-of-N.redb`).
    Files(std::path::PathBuf),
}

fn config(fake: &FakeDiscord, storage: &Storage, shard: u32, total: u32) -> Config {
    let mut config = Config::default();
    config.discord.api_base = Some(fake.base_url());
    config.discord.token = Some(Secret::new(TOKEN));
    config.discord.dev_guild = Some(GUILD_ID);
    config.discord.connect_retries = 0;
    config.discord.shard_total = total;
    config.discord.shard_first = Some(shard);
    config.discord.shard_last = Some(shard);
    match storage {
        Storage::Postgres(url) => config.store.url = Some(url.to_string()),
        Storage::Files(dir) => {
            config.store.db_path = dir.join(format!("shard-{shard}-of-{total}.redb"));
        }
    }
    config
}

/// Sends a slash command in guild `k` and returns the answer's content.
async fn slash(fake: &FakeDiscord, k: u64, sub: &str, options: Vec<Value>) -> String {
    let id = fake.next_id();
    let v = payloads::in_guild(
        payloads::slash_command_in(channel(k), id, &format!("tok-{id}"), 600 + k, sub, options),
        guild(k),
    );
    let path = format!("/api/v10/interactions/{id}/tok-{id}/callback");
    let from = fake.request_count();
    fake.dispatch("INTERACTION_CREATE", v)
        .expect("a gateway connection");
    let cb = fake
        .wait_for(
            &format!("the answer to /gin {sub}"),
            from,
            Duration::from_secs(10),
            |r| r.method == "POST" && r.path == path && r.status < 300,
        )
        .await
        .unwrap();
    cb.body["data"]["content"]
        .as_str()
        .unwrap_or("")
        .to_string()
}

/// Starts one bot per shard of `total`, and waits until all logged in.
async fn start_all(fake: &FakeDiscord, storage: &Storage, total: u32) -> Vec<Bot> {
    let before = fake.identify_count();
    let bots = (0..total)
        .map(|shard| Bot::start(config(fake, storage, shard, total)))
        .collect();
    fake.wait_gateway("every process's IDENTIFY", START_TIMEOUT, |f| {
        f.identify_count() >= before + total as usize
    })
    .await
    .unwrap();
    bots
}

/// Two processes (shards 0 and 1 of 2) on one database play tables in
/// guilds of both shards; midway they stop and the bot restarts as three
/// processes (total 3): every game finishes, each in the process that now
/// owns its guild, and each channel shows every line of its story once, in
/// order. Logins stay 5 s apart across processes, and across the restart
/// (the processes take turns through the database).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_over_processes_reshards_by_a_restart_on_one_database() {
    // The sync PostgreSQL client runs its own runtime: off this one.
    let made = std::thread::spawn(|| pg::test_database("a_bot_over_processes_reshards"));
    let Some(url) = made.join().unwrap() else {
        return;
    };
    let storage = Storage::Postgres(url.clone());
    let fake = reshard_mid_game(storage.clone(), |_| storage, true).await;
    let groups: Vec<story::Groups> = (0..4).map(|k| story::groups(&fake, channel(k))).collect();
    let stories = std::thread::spawn(move || {
        let store = PgStore::open(&url).unwrap();
        (0..4)
            .map(|k| story::expected_lines(&store, channel(k), &groups[k as usize]))
            .collect::<Vec<_>>()
    });
    for (k, expected) in stories.join().unwrap().into_iter().enumerate() {
        check_story(&fake, k as u64, &expected);
    }
}

/// The same with a redb file per process: after the two stop, `jersey-gin
/// db reshard --total 3` makes three files of their two, and each game goes
/// on in the process of three that now owns its guild.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_over_processes_with_files_reshards_by_db_reshard() {
    let dir = tempfile::tempdir().unwrap();
    let (two, three) = (dir.path().join("two"), dir.path().join("three"));
    std::fs::create_dir_all(&two).unwrap();
    std::fs::create_dir_all(&three).unwrap();
    let files = three.clone();
    let reshard = move |storage: &Storage| {
        let Storage::Files(old) = storage else {
            unreachable!("files")
        };
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
            .args(["db", "reshard", "--total", "3", "--out"])
            .arg(&files)
            .arg(old.join("shard-0-of-2.redb"))
            .arg(old.join("shard-1-of-2.redb"))
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{said}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        eprintln!("{said}");
        assert!(said.contains("wrote 3 file(s), each checked"), "{said}");
        Storage::Files(files)
    };
    let fake = reshard_mid_game(Storage::Files(two), reshard, false).await;
    // Each channel's story as the file of the process that owns it now
    // keeps it.
    for k in 0..4u64 {
        let shard = (guild(k) >> 22) % 3;
        let file = three.join(format!("shard-{shard}-of-3.redb"));
        let store = jersey_gin::store::Store::open_read_only(file).unwrap();
        let groups = story::groups(&fake, channel(k));
        check_story(
            &fake,
            k,
            &story::expected_lines(&store, channel(k), &groups),
        );
    }
}

fn check_story(fake: &FakeDiscord, k: u64, expected: &[String]) {
    let posted = story::posted_lines(fake, channel(k));
    story::check(expected, &posted).unwrap_or_else(|e| panic!("guild {k}: {e}"));
}

/// Two processes (shards 0 and 1 of 2) on `before` open and start a table
/// in each of four guilds; midway both stop, `restart` gives the storage
/// of three processes (total 3), which start and play every game to its
/// end. Returns the fake Discord once every process stopped.
async fn reshard_mid_game(
    before: Storage,
    restart: impl FnOnce(&Storage) -> Storage,
    logins_paced_across_the_restart: bool,
) -> FakeDiscord {
    let fake = FakeDiscord::start().await;
    fake.set_gateway_bot(2, 1);
    let two = start_all(&fake, &before, 2).await;
    let guilds = 0..4u64;
    for k in guilds.clone() {
        let opened = slash(
            &fake,
            k,
            "new",
            vec![
                payloads::option("computers", 4, json!(2)),
                payloads::option("target", 4, json!(1)),
                payloads::option("turn_seconds", 4, json!(5)),
                payloads::option("pace_ms", 4, json!(0)),
                payloads::option("pictures", 5, json!(false)),
            ],
        )
        .await;
        assert!(opened.contains("Table open"), "guild {k}: {opened}");
        let started = slash(&fake, k, "start", vec![]).await;
        assert!(started.contains("starts"), "guild {k}: {started}");
    }
    // Each guild's interactions went to its shard's process.
    let routed = fake.routed();
    assert_eq!(routed.get(&[0, 2]), Some(&4), "{routed:?}");
    assert_eq!(routed.get(&[1, 2]), Some(&4), "{routed:?}");
    // Midway (the people's first turn clocks run 5 s), a restart as three.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    for bot in two {
        bot.shutdown().await;
    }
    let after = restart(&before);
    fake.set_gateway_bot(3, 1);
    let three = start_all(&fake, &after, 3).await;
    // One bucket (max_concurrency 1): no two logins of one start within 5 s
    // of each other, and with a shared database none across the restart
    // either.
    let logins = fake.identify_times();
    assert_eq!(logins.len(), 5);
    let starts = if logins_paced_across_the_restart {
        vec![&logins[..]]
    } else {
        vec![&logins[..2], &logins[2..]]
    };
    for start in starts {
        for pair in start.windows(2) {
            let apart = pair[1].0.duration_since(pair[0].0);
            assert!(
                apart >= Duration::from_secs(5),
                "IDENTIFYs {apart:?} apart: {logins:?}"
            );
        }
    }
    // Every game finishes (two missed turns hand a person's seat to a
    // stand-in, which plays on).
    let deadline = Instant::now() + Duration::from_secs(120);
    for k in guilds.clone() {
        while !fake
            .posted(channel(k))
            .iter()
            .any(|p| p.content.contains("Leaderboard"))
        {
            assert!(Instant::now() < deadline, "guild {k}'s game did not finish");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    for bot in three {
        bot.shutdown().await;
    }
    fake
}
