//! End to end: the real `jersey-gin run` code path (`discord::run`), pointed
//! at a fake Discord on 127.0.0.1 by `discord.api_base`, driven by
//! interactions sent over the fake gateway as a Discord client would.
//!
//! Every wait has a timeout, so the suite cannot hang.

use crate::support::bot::{percentile, Bot};
use crate::support::fake_discord::{FakeDiscord, Recorded};
use crate::support::payloads::{self, CHANNEL_ID, GUILD_ID, TOKEN};
use crate::support::schema::Spec;
use jersey_gin::config::{Config, Secret};
use jersey_gin::discord::components::no_game;
use jersey_gin::discord::custom_id::DecodeError;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

const ANSWER_WITHIN: Duration = Duration::from_secs(3);
const START_TIMEOUT: Duration = Duration::from_secs(20);

fn config_for(fake: &FakeDiscord, db_dir: &tempfile::TempDir, dev_guild: Option<u64>) -> Config {
    let mut config = Config::default();
    config.discord.api_base = Some(fake.base_url());
    config.discord.token = Some(Secret::new(TOKEN));
    config.discord.dev_guild = dev_guild;
    config.discord.connect_retries = 0;
    config.store.db_path = db_dir.path().join("test.redb");
    config
}

fn start_bot(config: Config) -> Bot {
    Bot::start(config)
}

/// Sends an interaction and waits for its callback; returns the callback
/// request and the time from dispatch to callback.
async fn interact(fake: &FakeDiscord, interaction: Value) -> (Recorded, Duration) {
    let id = interaction["id"].as_str().unwrap().to_string();
    let token = interaction["token"].as_str().unwrap().to_string();
    let from = fake.request_count();
    let sent = fake
        .dispatch("INTERACTION_CREATE", interaction)
        .expect("a gateway connection");
    let path = format!("/api/v10/interactions/{id}/{token}/callback");
    let cb = fake
        .wait_for(
            &format!("the callback of interaction {id}"),
            from,
            Duration::from_secs(10),
            |r| r.method == "POST" && r.path == path,
        )
        .await
        .unwrap();
    let latency = cb.at.duration_since(sent);
    (cb, latency)
}

fn assert_ephemeral_message(cb: &Recorded) -> &str {
    assert_eq!(cb.body["type"], 4, "a message answer: {}", cb.body);
    let flags = cb.body["data"]["flags"].as_u64().unwrap_or(0);
    assert_eq!(flags & 64, 64, "ephemeral (flags 64): {}", cb.body);
    cb.body["data"]["content"].as_str().unwrap_or("")
}

fn rules(fake: &FakeDiscord) -> Value {
    let id = fake.next_id();
    payloads::slash_command(id, &format!("tok-{id}"), 501, "rules", vec![])
}

fn click(fake: &FakeDiscord, custom_id: &str) -> Value {
    let id = fake.next_id();
    payloads::button_click(id, &format!("tok-{id}"), 502, custom_id)
}

/// A serenity client that talks to the fake, as the bot's does.
fn http_to(fake: &FakeDiscord) -> std::sync::Arc<poise::serenity_prelude::Http> {
    use poise::serenity_prelude as serenity;
    std::sync::Arc::new(
        serenity::HttpBuilder::new(TOKEN)
            .proxy(fake.base_url())
            .ratelimiter_disabled(true)
            .application_id(serenity::ApplicationId::new(payloads::APP_ID))
            .build(),
    )
}

/// A fresh click on a hand button, as serenity hands it to a handler.
fn hand_click(fake: &FakeDiscord) -> poise::serenity_prelude::ComponentInteraction {
    let i: poise::serenity_prelude::Interaction =
        serde_json::from_value(click(fake, "jg1.hand.1")).unwrap();
    i.message_component().unwrap()
}

/// Checks every JSON body the bot sent against Discord's schema.
fn check_schema(fake: &FakeDiscord) -> usize {
    let Some(spec) = Spec::load() else {
        return 0;
    };
    let mut checked = 0;
    for r in fake.requests() {
        if r.status >= 400 && r.status != 429 && r.status != 500 {
            panic!(
                "the bot used a route the fake does not know: {} {}",
                r.method, r.path
            );
        }
        if !r.body.is_null() || r.content_type.contains("json") {
            match spec.check(&r.method, &r.path, &r.sent) {
                Ok(Some(_)) => checked += 1,
                Ok(None) => {}
                Err(e) => panic!("{e}"),
            }
        }
    }
    println!("schema check: {checked} request bodies match Discord's API description");
    checked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_answers_rules_and_clicks_and_survives_failures() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(config_for(&fake, &dir, Some(GUILD_ID)));

    // Start-up: gateway, IDENTIFY, READY, then registration in the dev guild.
    let reg = fake
        .wait_for("command registration", 0, START_TIMEOUT, |r| {
            r.method == "PUT" && r.path.ends_with(&format!("/guilds/{GUILD_ID}/commands"))
        })
        .await
        .unwrap();
    assert!(
        reg.path.contains(&payloads::APP_ID.to_string()),
        "{}",
        reg.path
    );
    let cmds = reg.body.as_array().expect("a list of commands");
    assert_eq!(cmds.len(), 1);
    assert_eq!(cmds[0]["name"], "gin");
    let subs: Vec<&str> = cmds[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    for want in [
        "new",
        "join",
        "leave",
        "add",
        "start",
        "hand",
        "table",
        "leaderboard",
        "stats",
        "rules",
        "history",
        "abandon",
    ] {
        assert!(subs.contains(&want), "{want} in {subs:?}");
    }
    assert_eq!(fake.identify_count(), 1);
    let identify = &fake.identifies()[0];
    let sent_token = identify["token"].as_str().unwrap();
    assert_eq!(sent_token.trim_start_matches("Bot "), TOKEN);
    // No privileged intents (members 1<<1, presences 1<<8, content 1<<15).
    let intents = identify["intents"].as_u64().unwrap();
    assert_eq!(
        intents & ((1 << 1) | (1 << 8) | (1 << 15)),
        0,
        "intents {intents}"
    );

    let mut latencies = Vec::new();

    // /gin rules: an ephemeral summary, within 3 s.
    for _ in 0..20 {
        let (cb, latency) = interact(&fake, rules(&fake)).await;
        let content = assert_ephemeral_message(&cb);
        assert!(content.contains("Jersey Gin"), "{content}");
        assert!(latency < ANSWER_WITHIN, "answered after {latency:?}");
        latencies.push(latency);
    }

    // /gin rules for a game by name: a Gin variant shows the standard game,
    // then (a private follow-up) the variant in force.
    {
        let id = fake.next_id();
        let token = format!("tok-{id}");
        let oklahoma = payloads::slash_command(
            id,
            &token,
            501,
            "rules",
            vec![payloads::option("game", 4, serde_json::json!(3))],
        );
        let from = fake.request_count();
        let (cb, _) = interact(&fake, oklahoma).await;
        let content = assert_ephemeral_message(&cb);
        assert!(content.contains("**Gin Rummy**"), "{content}");
        let followup = fake
            .wait_for("the rules' follow-up", from, Duration::from_secs(10), |r| {
                r.method == "POST" && r.path.contains("/webhooks/") && r.path.contains(&token)
            })
            .await
            .expect("a follow-up");
        let text = followup.body["content"].as_str().unwrap_or_default();
        assert!(text.contains("**Oklahoma.**"), "{text}");
        assert_eq!(
            followup.body["flags"].as_u64().unwrap_or(0) & 64,
            64,
            "the follow-up is private: {}",
            followup.body
        );
        // Then, privately too, how strong each computer level is at Gin.
        let levels = fake
            .wait_for(
                "the levels' follow-up",
                from,
                Duration::from_secs(10),
                |r| {
                    r.method == "POST"
                        && r.path.contains(&token)
                        && r.body["content"]
                            .as_str()
                            .is_some_and(|c| c.contains("**Computer levels**"))
                },
            )
            .await
            .expect("the levels' strength");
        let text = levels.body["content"].as_str().unwrap_or_default();
        assert!(text.contains("hard against the reference player"), "{text}");
        assert_eq!(levels.body["flags"].as_u64().unwrap_or(0) & 64, 64);
    }

    // Clicks that cannot be used get a clear ephemeral answer.
    let no_table = no_game(gin_text::Lang::En);
    for (custom_id, want) in [
        ("someone-elses-button", DecodeError::Foreign.user_message()),
        ("jg0.hand.1", DecodeError::OldVersion(0).user_message()),
        (
            "jg1.warp.1",
            DecodeError::Malformed(String::new()).user_message(),
        ),
        (&*format!("jg1.hand.{CHANNEL_ID}"), &*no_table),
        (&*format!("jg1.draw.{CHANNEL_ID}.3"), &*no_table),
    ] {
        let (cb, latency) = interact(&fake, click(&fake, custom_id)).await;
        assert_eq!(assert_ephemeral_message(&cb), want, "{custom_id}");
        assert!(latency < ANSWER_WITHIN, "answered after {latency:?}");
        latencies.push(latency);
    }
    assert!(DecodeError::OldVersion(0)
        .user_message()
        .contains("older version"));

    // A 500 and a 429 on a callback lose that answer, but not the bot.
    for status in [500, 429] {
        let interaction = rules(&fake);
        let id = interaction["id"].as_str().unwrap().to_string();
        fake.fail_next(&format!("/interactions/{id}/"), status, 1);
        let (cb, _) = interact(&fake, interaction).await;
        assert_eq!(cb.status, status);
        let (cb, latency) = interact(&fake, rules(&fake)).await;
        assert_eq!(cb.status, 204, "the next interaction is answered");
        assert_ephemeral_message(&cb);
        latencies.push(latency);
    }

    // A dropped websocket: the bot reconnects (RESUME or a new IDENTIFY)
    // and answers again.
    let before = fake.connection_count();
    let sessions = fake.identify_count() as u32 + fake.resume_count();
    fake.drop_websocket();
    fake.wait_gateway(
        "a reconnection after the drop",
        Duration::from_secs(30),
        |f| {
            f.connection_count() > before && f.identify_count() as u32 + f.resume_count() > sessions
        },
    )
    .await
    .unwrap();
    println!(
        "after the websocket drop: {} connections, {} IDENTIFY, {} RESUME",
        fake.connection_count(),
        fake.identify_count(),
        fake.resume_count()
    );
    // The new connection may take a moment to be the current one.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (cb, latency) = interact(&fake, rules(&fake)).await;
    assert_ephemeral_message(&cb);
    latencies.push(latency);

    latencies.sort();
    println!(
        "interaction dispatch -> callback over {} interactions: p50 {:?}, p99 {:?}, max {:?}",
        latencies.len(),
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.99),
        latencies.last().unwrap()
    );

    check_schema(&fake);
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn global_registration_without_dev_guild() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // The first registration attempt fails: the bot tries again.
    fake.fail_next("/commands", 500, 1);
    let bot = start_bot(config_for(&fake, &dir, None));
    let path = format!("/api/v10/applications/{}/commands", payloads::APP_ID);
    let reg = fake
        .wait_for("global registration", 0, START_TIMEOUT, |r| {
            r.method == "PUT" && r.path == path && r.status == 200
        })
        .await
        .unwrap();
    assert_eq!(reg.body[0]["name"], "gin");
    let (cb, _) = interact(&fake, rules(&fake)).await;
    assert_ephemeral_message(&cb);
    check_schema(&fake);
    bot.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refused_token_and_unreachable_discord_are_clear_errors() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    fake.fail_next("/applications/@me", 401, 1);
    let bot = start_bot(config_for(&fake, &dir, None));
    let err = tokio::time::timeout(Duration::from_secs(10), bot.task)
        .await
        .expect("gives up at once")
        .unwrap()
        .expect_err("a refused token is an error");
    let msg = format!("{err:#}");
    assert!(msg.contains("refused the token"), "{msg}");
    assert!(!msg.contains(TOKEN), "the token is never printed: {msg}");
    // Issue 37, item 14: the database file is made only once logged in.
    let db = dir.path().join("test.redb");
    assert!(!db.exists(), "a refused token left {}", db.display());

    // Nothing listens on this port (bound, then closed).
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let mut config = config_for(&fake, &dir, None);
    config.discord.api_base = Some(format!("http://127.0.0.1:{port}"));
    let bot = start_bot(config);
    let err = tokio::time::timeout(Duration::from_secs(10), bot.task)
        .await
        .expect("gives up with connect_retries = 0")
        .unwrap()
        .expect_err("an unreachable Discord is an error");
    let msg = format!("{err:#}");
    assert!(msg.contains("cannot reach Discord"), "{msg}");
    // The network's own words, not only "Error while sending HTTP request".
    assert!(msg.to_lowercase().contains("refused"), "{msg}");
    assert!(!db.exists(), "an unreachable Discord left {}", db.display());

    // A malformed token is refused before anything is sent.
    let mut config = config_for(&fake, &dir, None);
    config.discord.token = Some(Secret::new("not-a-token"));
    let before = fake.request_count();
    let err = jersey_gin::discord::run(config, std::future::pending())
        .await
        .expect_err("a malformed token is an error");
    assert!(format!("{err:#}").contains("malformed"), "{err:#}");
    assert_eq!(fake.request_count(), before);
}

/// Many interactions at once: every one is answered within 3 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_interactions_is_answered_in_time() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(config_for(&fake, &dir, Some(GUILD_ID)));
    fake.wait_for("command registration", 0, START_TIMEOUT, |r| {
        r.method == "PUT" && r.path.ends_with("/commands")
    })
    .await
    .unwrap();
    let from = fake.request_count();
    let mut sent = Vec::new();
    for i in 0..40 {
        let interaction = if i % 2 == 0 {
            rules(&fake)
        } else {
            click(&fake, "jg1.hand.1")
        };
        let path = format!(
            "/api/v10/interactions/{}/{}/callback",
            interaction["id"].as_str().unwrap(),
            interaction["token"].as_str().unwrap()
        );
        let at = fake.dispatch("INTERACTION_CREATE", interaction).unwrap();
        sent.push((path, at));
    }
    let mut latencies = Vec::new();
    for (path, at) in &sent {
        let cb = fake
            .wait_for(
                "a callback of the burst",
                from,
                Duration::from_secs(10),
                |r| &r.path == path,
            )
            .await
            .unwrap();
        assert_ephemeral_message(&cb);
        latencies.push(cb.at.duration_since(*at));
    }
    latencies.sort();
    println!(
        "burst of {}: p50 {:?}, p99 {:?}",
        latencies.len(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99)
    );
    assert!(*latencies.last().unwrap() < ANSWER_WITHIN);
    bot.shutdown().await;
}

/// The bot as users start it: `jersey-gin run` with a config file in
/// `dir`, the token and the fake's address from the environment, its
/// database `bot.redb` in `dir`.
#[cfg(unix)]
fn spawn_binary(fake: &FakeDiscord, dir: &std::path::Path) -> std::process::Child {
    use std::process::{Command, Stdio};
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!("[discord]\ndev_guild = {GUILD_ID}\nconnect_retries = 0\n"),
    )
    .unwrap();
    Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
        .args(["run", "--config"])
        .arg(&config)
        .arg("--db")
        .arg(dir.join("bot.redb"))
        .current_dir(dir)
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", fake.base_url())
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for the binary started after request `from` to register its
/// commands (it is then up).
#[cfg(unix)]
async fn registered(fake: &FakeDiscord, from: usize) {
    fake.wait_for("registration by the binary", from, START_TIMEOUT, |r| {
        r.method == "PUT" && r.path.ends_with(&format!("/guilds/{GUILD_ID}/commands"))
    })
    .await
    .unwrap();
}

/// Sends `signal` to the child and returns its output once it stopped.
#[cfg(unix)]
async fn stopped_by(child: std::process::Child, signal: &str) -> std::process::Output {
    let sent = std::process::Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    tokio::time::timeout(
        Duration::from_secs(15),
        tokio::task::spawn_blocking(move || child.wait_with_output()),
    )
    .await
    .unwrap_or_else(|_| panic!("the binary stops within 15 s of SIG{signal}"))
    .unwrap()
    .unwrap()
}

/// The binary itself: `jersey-gin run` reads the config file and the
/// environment, prints the invite URL, never the token, and stops cleanly
/// on `signal`, removing the socket it served live backups on (issue 37,
/// item 14).
#[cfg(unix)]
async fn the_binary_runs_and_stops_on(signal: &str, said: &str) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("bot.redb.sock");
    let child = spawn_binary(&fake, dir.path());
    registered(&fake, 0).await;
    let (cb, _) = interact(&fake, rules(&fake)).await;
    assert_ephemeral_message(&cb);
    assert!(socket.exists(), "the running bot serves backups");
    let out = stopped_by(child, signal).await;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    assert!(
        stdout.contains("scope=bot%20applications.commands&permissions="),
        "{stdout}"
    );
    assert!(stderr.contains(said), "{stderr}");
    assert!(!stdout.contains(TOKEN) && !stderr.contains(TOKEN));
    assert!(!socket.exists(), "SIG{signal} left {}", socket.display());
    assert!(dir.path().join("bot.redb").exists());
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_runs_against_the_fake_and_stops_on_sigterm() {
    the_binary_runs_and_stops_on("TERM", "SIGTERM received").await;
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_stops_on_ctrl_c() {
    the_binary_runs_and_stops_on("INT", "Ctrl-C received").await;
}

/// A bot killed outright (SIGKILL) cannot remove its socket: the next
/// start replaces the stale one, serves backups on it, and removes it when
/// stopped (issue 37, item 14).
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_socket_does_not_block_the_next_start() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let socket = dir.path().join("bot.redb.sock");
    let mut child = spawn_binary(&fake, dir.path());
    registered(&fake, 0).await;
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(socket.exists(), "SIGKILL leaves the socket behind");

    let from = fake.request_count();
    let child = spawn_binary(&fake, dir.path());
    registered(&fake, from).await;
    let backup = dir.path().join("copy.redb");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
        .args(["db", "backup"])
        .arg(&backup)
        .arg("--db")
        .arg(dir.path().join("bot.redb"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "a backup through the new socket: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(backup.exists());
    let out = stopped_by(child, "INT").await;
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!socket.exists());
}

/// Ctrl-C while Discord is still being tried again (no network: a minute
/// of retries) stops at once and cleanly: the database, opened before the
/// login because it exists, is closed and its backup socket removed
/// (issue 37, item 14).
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_while_discord_is_unreachable_removes_the_socket() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.redb");
    drop(jersey_gin::store::Store::open(&db).unwrap());
    let socket = dir.path().join("bot.redb.sock");
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
        .args(["run", "--db", "bot.redb"])
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", format!("http://127.0.0.1:{port}"))
        .env("JERSEY_GIN_DISCORD__CONNECT_RETRIES", "5")
        .env("RUST_LOG", "info")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let until = std::time::Instant::now() + START_TIMEOUT;
    while !socket.exists() {
        assert!(std::time::Instant::now() < until, "the database is opened");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Into the retries' back-off.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let out = stopped_by(child, "INT").await;
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}: {err}", out.status);
    assert!(err.contains("Ctrl-C received"), "{err}");
    assert!(!socket.exists(), "Ctrl-C left {}", socket.display());
    assert!(db.exists());
}

/// A start that fails before the bot is up (Discord unreachable) leaves
/// no new database file behind: the file is made only after the login
/// (issue 37, item 14).
#[cfg(unix)]
#[test]
fn a_failed_start_leaves_no_new_database_file() {
    let dir = tempfile::tempdir().unwrap();
    // Nothing listens on this port (bound, then closed).
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
        .args(["run", "--db", "new.redb"])
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", format!("http://127.0.0.1:{port}"))
        .env("JERSEY_GIN_DISCORD__CONNECT_RETRIES", "0")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("cannot reach Discord"), "{err}");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "a failed start left {left:?}");
}

#[test]
fn the_binary_explains_bad_settings() {
    use std::process::Command;
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str], envs: &[(&str, &str)]| {
        let out = Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
            .arg("run")
            .args(args)
            .current_dir(dir.path())
            .env_clear()
            .envs(envs.iter().copied())
            .output()
            .unwrap();
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).to_string()
    };
    let err = run(&[], &[]);
    assert!(err.contains("no Discord bot token"), "{err}");
    std::fs::write(
        dir.path().join("bad.toml"),
        "[discord]\ndev_guild = \"x\"\n",
    )
    .unwrap();
    let err = run(&["--config", "bad.toml"], &[("DISCORD_TOKEN", TOKEN)]);
    assert!(err.contains("invalid setting"), "{err}");
    let err = run(&["--config", "missing.toml"], &[("DISCORD_TOKEN", TOKEN)]);
    assert!(err.contains("missing.toml"), "{err}");
    let err = run(
        &[],
        &[("DISCORD_TOKEN", "x"), ("DISCORD_API_BASE", "localhost")],
    );
    assert!(err.contains("discord.api_base"), "{err}");
}

/// A handler slower than `defer_after`: the click is deferred in time, and
/// the answer then edits the deferred response. A quick one is answered
/// directly.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_click_is_deferred_then_edited() {
    use jersey_gin::discord::respond::{Mode, Responder};
    let fake = FakeDiscord::start().await;
    let http = http_to(&fake);
    for (mode, deferred_type, answer_type) in [
        (Mode::NewMessage { ephemeral: true }, 5, 4),
        (Mode::UpdateMessage, 6, 7),
    ] {
        // Slow: deferred after 50 ms, answered at 200 ms.
        let c = hand_click(&fake);
        let from = fake.request_count();
        let r = Responder::new(http.clone(), c.clone(), mode, Duration::from_millis(50));
        tokio::time::sleep(Duration::from_millis(200)).await;
        r.send(&jersey_gin::discord::message::Msg::new(
            "done".into(),
            Vec::new(),
        ))
        .await
        .unwrap();
        let reqs: Vec<Arc<Recorded>> = fake.requests().into_iter().skip(from).collect();
        assert_eq!(reqs.len(), 2, "{reqs:?}");
        assert_eq!(
            reqs[0].path,
            format!("/api/v10/interactions/{}/{}/callback", c.id, c.token)
        );
        assert_eq!(reqs[0].body["type"], deferred_type, "{}", reqs[0].body);
        if mode == (Mode::NewMessage { ephemeral: true }) {
            assert_eq!(reqs[0].body["data"]["flags"], 64, "{}", reqs[0].body);
        }
        assert_eq!(reqs[1].method, "PATCH");
        assert_eq!(
            reqs[1].path,
            format!(
                "/api/v10/webhooks/{}/{}/messages/@original",
                payloads::APP_ID,
                c.token
            )
        );
        assert_eq!(reqs[1].body["content"], "done");

        // Quick: one direct answer, no deferral.
        let c = hand_click(&fake);
        let from = fake.request_count();
        let r = Responder::new(http.clone(), c, mode, Duration::from_secs(2));
        r.send(&jersey_gin::discord::message::Msg::new(
            "quick".into(),
            Vec::new(),
        ))
        .await
        .unwrap();
        tokio::time::sleep(Duration::from_millis(50)).await;
        let reqs: Vec<Arc<Recorded>> = fake.requests().into_iter().skip(from).collect();
        assert_eq!(reqs.len(), 1, "{reqs:?}");
        assert_eq!(reqs[0].body["type"], answer_type, "{}", reqs[0].body);
        assert_eq!(reqs[0].body["data"]["content"], "quick");
    }
    check_schema(&fake);
}

/// A shard range: this process runs shard 1 of 2, and says so in IDENTIFY;
/// it answers its guilds only and leaves the registration to shard 0's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_range_identifies_as_those_shards() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, &dir, Some(GUILD_ID));
    config.discord.shard_total = 2;
    config.discord.shard_first = Some(1);
    config.discord.shard_last = Some(1);
    // No wait before logging in (the pacing has its own test).
    config.discord.identify_stagger_secs = Some(0);
    let bot = start_bot(config);
    fake.wait_gateway("IDENTIFY", START_TIMEOUT, |f| f.identify_count() >= 1)
        .await
        .unwrap();
    assert_eq!(fake.identifies()[0]["shard"], serde_json::json!([1, 2]));
    // A range too reads the login limits (max_concurrency), once.
    assert_eq!(
        fake.requests()
            .iter()
            .filter(|r| r.path == "/api/v10/gateway/bot")
            .count(),
        1
    );
    let (cb, _) = interact(&fake, rules(&fake)).await;
    assert_ephemeral_message(&cb);
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(fake.identify_count(), 1, "one shard only");

    // GUILD_ID is shard 1's. A command or a click from a guild of shard 0,
    // had Discord sent it here, is refused and changes nothing.
    let other = GUILD_ID + (1 << 22);
    let in_other = |v: Value| payloads::in_guild(v, other);
    let id = fake.next_id();
    let open = in_other(payloads::slash_command(
        id,
        &format!("tok-{id}"),
        501,
        "new",
        vec![],
    ));
    let hand = in_other(click(&fake, &format!("jg1.hand.{CHANNEL_ID}")));
    for interaction in [open, hand] {
        let (cb, _) = interact(&fake, interaction).await;
        let text = assert_ephemeral_message(&cb);
        assert!(
            text.contains("another process of the bot (shard 0 of 2)")
                && text.contains("nothing was changed"),
            "{text}"
        );
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Only the private follow-up of /gin rules (the levels' strength).
    let posted = fake.posted(CHANNEL_ID);
    assert!(
        posted
            .iter()
            .all(|p| p.content.starts_with("**Computer levels**")),
        "no table was opened: {:?}",
        posted.iter().map(|p| &p.content).collect::<Vec<_>>()
    );
    // Only the process of shard 0 registers the commands.
    assert!(
        !fake.requests().iter().any(|r| r.method == "PUT"),
        "shard 1 registered commands"
    );
    bot.shutdown().await;

    // Unless told to.
    let mut config = config_for(&fake, &dir, Some(GUILD_ID));
    config.discord.shard_total = 2;
    config.discord.shard_first = Some(1);
    config.discord.shard_last = Some(1);
    config.discord.register_commands = Some(true);
    config.discord.identify_stagger_secs = Some(0);
    let bot = start_bot(config);
    fake.wait_for("the registration", 0, START_TIMEOUT, |r| {
        r.method == "PUT" && r.path.ends_with("/commands")
    })
    .await
    .unwrap();
    bot.shutdown().await;
    check_schema(&fake);
}

/// Two processes of one bot (shard 0 and shard 1 of 2, each with its own
/// file) started together log in 5 s apart: Discord's one IDENTIFY per 5 s
/// per `max_concurrency` bucket (1 here, from `GET /gateway/bot`) holds
/// across processes. The fake's answer to `GET /gateway/bot` is Discord's
/// shape (the description's response schema and serenity's model).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_started_together_identify_5s_apart() {
    let fake = FakeDiscord::start().await;
    fake.set_gateway_bot(2, 1);
    let answer = fake.gateway_bot();
    let _: poise::serenity_prelude::BotGateway = serde_json::from_value(answer.clone()).unwrap();
    if let Some(spec) = Spec::load() {
        spec.check_response("GET", "/gateway/bot", &answer).unwrap();
        let mut bad = answer.clone();
        bad["session_start_limit"]["max_concurrency"] = Value::String("1".into());
        assert!(spec.check_response("GET", "/gateway/bot", &bad).is_err());
    }
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let bots: Vec<_> = (0..2u32)
        .map(|shard| {
            let mut config = config_for(&fake, &dirs[shard as usize], Some(GUILD_ID));
            config.discord.shard_total = 2;
            config.discord.shard_first = Some(shard);
            config.discord.shard_last = Some(shard);
            start_bot(config)
        })
        .collect();
    fake.wait_gateway("two IDENTIFYs", START_TIMEOUT, |f| f.identify_count() >= 2)
        .await
        .unwrap();
    let times = fake.identify_times();
    assert_eq!(times[0].1, serde_json::json!([0, 2]));
    assert_eq!(times[1].1, serde_json::json!([1, 2]));
    let apart = times[1].0.duration_since(times[0].0);
    eprintln!("IDENTIFY of shard 1 came {apart:?} after shard 0's");
    assert!(apart >= Duration::from_secs(5), "{apart:?}");
    assert!(apart < Duration::from_secs(7), "{apart:?}");
    for bot in bots {
        bot.shutdown().await;
    }
    // Both read the limits; only shard 0's registered the commands.
    let reqs = fake.requests();
    assert_eq!(
        reqs.iter()
            .filter(|r| r.path == "/api/v10/gateway/bot")
            .count(),
        2
    );
    assert_eq!(reqs.iter().filter(|r| r.method == "PUT").count(), 1);
}

/// With `shard_total = 0` the bot runs Discord's recommended number of
/// shards (`GET /gateway/bot`), all in this process, serenity starting
/// them 5 s apart; a shutdown during a login wait stops at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn automatic_sharding_runs_the_recommended_count() {
    let fake = FakeDiscord::start().await;
    fake.set_gateway_bot(2, 1);
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(config_for(&fake, &dir, Some(GUILD_ID)));
    fake.wait_gateway("two IDENTIFYs", START_TIMEOUT, |f| f.identify_count() >= 2)
        .await
        .unwrap();
    let times = fake.identify_times();
    let shards: Vec<Value> = times.iter().map(|t| t.1.clone()).collect();
    assert_eq!(
        shards,
        [serde_json::json!([0, 2]), serde_json::json!([1, 2])]
    );
    assert!(times[1].0.duration_since(times[0].0) >= Duration::from_secs(5));
    bot.shutdown().await;

    // Shard 3 of 4 with max_concurrency 1 waits 15 s before logging in;
    // stopping it meanwhile does not wait for that.
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, &dir, Some(GUILD_ID));
    config.discord.shard_total = 4;
    config.discord.shard_first = Some(3);
    config.discord.shard_last = Some(3);
    let bot = start_bot(config);
    fake.wait_for("GET /gateway/bot", 0, START_TIMEOUT, |r| {
        r.path == "/api/v10/gateway/bot" && r.at > times[1].0
    })
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    let stopping = std::time::Instant::now();
    bot.shutdown().await;
    assert!(stopping.elapsed() < Duration::from_secs(5));
    assert_eq!(
        fake.identify_count(),
        2,
        "the waiting process never logged in"
    );
}

/// The fake reads uploads as Discord does: a response, an edit of it, a
/// channel post and its edit, each with a PNG; the payload's schema is
/// checked as for JSON bodies; the files are kept per message, an edit's
/// `attachments[]` replacing them or keeping them; a file that is not a
/// PNG, or not announced, is refused.
/// The bot's wire (issue 38, item 8) against the fake: pictures with
/// interaction answers, their edits and channel posts are read as Discord
/// reads them, every body (a multipart one's `payload_json` too) matches
/// Discord's schema with its attachment ids as strings, and serenity's own
/// bodies with a file (the id as a number) do not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_reads_uploads_as_discord_does() {
    use crate::support::multipart::tiny_png;
    use jersey_gin::discord::wire;
    use poise::serenity_prelude as serenity;
    let png = |name: &str, alt: &str| {
        serenity::CreateAttachment::bytes(tiny_png(), name.to_string()).description(alt)
    };
    let fake = FakeDiscord::start().await;
    let http = http_to(&fake);

    // An ephemeral answer with a picture.
    let c = hand_click(&fake);
    let msg = serenity::CreateInteractionResponseMessage::new()
        .content("your hand")
        .ephemeral(true);
    let response = serenity::CreateInteractionResponse::Message(msg);
    let file = png("hand.png", "3♣ 4♣ 5♣");
    wire::create_response(&http, c.id, &c.token, &response, Some(&file))
        .await
        .unwrap();
    let cb = fake.requests().pop().unwrap();
    assert!(cb.content_type.starts_with("multipart/form-data"));
    assert_eq!(cb.body["type"], 4);
    assert_eq!(cb.body["data"]["flags"], 64);
    assert_eq!(cb.body["data"]["attachments"][0]["id"], "0");
    assert_eq!(cb.files.len(), 1);
    assert_eq!((cb.files[0].width, cb.files[0].height), (1, 1));
    let files = fake.interaction_files(&c.token);
    assert_eq!(files.len(), 1);
    assert_eq!(files[0].description.as_deref(), Some("3♣ 4♣ 5♣"));
    let first = files[0].id;

    // Edited with a new picture: it replaces the old one.
    let edit = serenity::EditInteractionResponse::new().content("your hand, later");
    wire::edit_response(&http, &c.token, &edit, Some(&png("hand.png", "6♣")))
        .await
        .unwrap();
    let files = fake.interaction_files(&c.token);
    assert_eq!(files.len(), 1, "replaced, not added");
    assert_ne!(files[0].id, first);
    assert_eq!(files[0].description.as_deref(), Some("6♣"));
    // Edited without files: the picture stays.
    let edit = serenity::EditInteractionResponse::new().content("text only");
    wire::edit_response(&http, &c.token, &edit, None)
        .await
        .unwrap();
    assert_eq!(fake.interaction_files(&c.token).len(), 1);

    // A channel post with a picture, then an edit that keeps it and adds
    // one, and one that removes them.
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let post = serenity::CreateMessage::new().content("Hand 1: Ann knocks");
    let posted = wire::send_message(&http, channel, &post, Some(&png("table.png", "the table")))
        .await
        .unwrap();
    assert_eq!(
        posted.attachments.len(),
        1,
        "Discord returns the attachment"
    );
    assert_eq!(fake.posted(CHANNEL_ID)[0].files.len(), 1);
    let kept = posted.attachments[0].id;
    let edit = serenity::EditMessage::new()
        .content("edited")
        .keep_existing_attachment(kept);
    wire::edit_message(
        &http,
        channel,
        posted.id,
        &edit,
        Some(&png("more.png", "more")),
    )
    .await
    .unwrap();
    let names: Vec<String> = fake.posted(CHANNEL_ID)[0]
        .files
        .iter()
        .map(|f| f.filename.clone())
        .collect();
    assert_eq!(names, ["table.png", "more.png"]);
    let edit = serenity::EditMessage::new().remove_all_attachments();
    wire::edit_message(&http, channel, posted.id, &edit, None)
        .await
        .unwrap();
    assert!(fake.posted(CHANNEL_ID)[0].files.is_empty());
    assert!(
        fake.upload_errors().is_empty(),
        "{:?}",
        fake.upload_errors()
    );
    assert!(check_schema(&fake) >= 5);

    // serenity's own body with a file: Discord takes it, the schema check
    // does not (the id is the number 0).
    let raw = FakeDiscord::start().await;
    let http = http_to(&raw);
    serenity::ChannelId::new(CHANNEL_ID)
        .send_message(
            &*http,
            serenity::CreateMessage::new()
                .content("x")
                .add_file(png("table.png", "the table")),
        )
        .await
        .unwrap();
    let sent = raw.requests().pop().unwrap();
    assert_eq!(sent.files.len(), 1);
    assert_eq!(sent.body["attachments"][0]["id"], 0);
    if let Some(spec) = Spec::load() {
        assert!(spec.check(&sent.method, &sent.path, &sent.sent).is_err());
    }

    // What Discord refuses: a file that is not a PNG.
    let bad = FakeDiscord::start().await;
    let http = http_to(&bad);
    let c = hand_click(&bad);
    let response = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new().content("x"),
    );
    let not_png = serenity::CreateAttachment::bytes(b"not a picture".to_vec(), "hand.png");
    let err = wire::create_response(&http, c.id, &c.token, &response, Some(&not_png))
        .await
        .expect_err("refused");
    assert!(format!("{err}").contains("Invalid Form Body"), "{err}");
    let errors = bad.upload_errors();
    assert_eq!(errors.len(), 1);
    assert!(errors[0].contains("signature"), "{errors:?}");
}

/// A process given the redb file of another process's shards (the shard
/// count changed without `db reshard`) stops before it logs in, saying
/// what to do, and leaves the file as it was.
#[test]
fn the_binary_refuses_a_file_of_other_shards() {
    use jersey_gin::store::types::ShardRange;
    use jersey_gin::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("shard-0-of-2.redb");
    let of_two = ShardRange {
        first: 0,
        last: 0,
        total: 2,
    };
    Store::open(&db).unwrap().claim_shards(of_two).unwrap();
    std::fs::write(
        dir.path().join("config.toml"),
        "[discord]\nshard_total = 3\nshard_first = 1\nshard_last = 1\nconnect_retries = 0\n",
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
        .args(["run", "--config", "config.toml", "--db"])
        .arg(&db)
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("holds the tables of shard 0 of 2")
            && err.contains("configured for shard 1 of 3")
            && err.contains("jersey-gin db reshard"),
        "{err}"
    );
    let store = Store::open_read_only(&db).unwrap();
    assert_eq!(store.shard_range().unwrap(), Some(of_two));
}
