//! The load benchmark (not part of `cargo test`: it is `#[ignore]`d and
//! takes over a minute). Many channels play at once through the fake
//! Discord: `JG_LOAD_SOLO` channels (default 300) of one person and two
//! computer seats at pace 0, and `JG_LOAD_TRIOS` (default 20) of three
//! people, for `JG_LOAD_SECS` (default 60) seconds, the people together
//! sending about `JG_LOAD_RATE` (default 220) interactions a second, with
//! cards as pictures unless `JG_LOAD_PICTURES=0`. It
//! reports interactions a second, click → callback latency (p50, p99,
//! max), the most posts any channel got in 5 s (never above 5), the
//! requests made with the bot's token a second and per table-minute and the
//! share made with interaction tokens (issue 39; at most 10 bot-token
//! requests per table-minute, asserted), and checks that every channel's
//! story was shown exactly once, in order, in its live message.
//!
//! ```sh
//! cargo test --release --test it discord_load -- --ignored --nocapture
//! ```

use crate::support::bot::{percentile, Bot};
use crate::support::fake_discord::{FakeDiscord, Options};
use crate::support::payloads::{self, Place, GUILD_ID, TOKEN};
use crate::support::story;
use jersey_gin::config::{Config, Secret};
use jersey_gin::store::Store;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What the people measured.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    /// (when sent, latency) of the answers over 25 ms.
    slow: Vec<(Instant, Duration)>,
    /// Answers deferred (type 5/6) or not answered within 3 s.
    deferred: u64,
    late: u64,
}

/// One person's view of the game (the content and controls they see).
struct View {
    content: String,
    components: Value,
}

struct Load {
    fake: FakeDiscord,
    /// Where the tables are (`JG_LOAD_PLACE=group-dm`: group DMs, the app
    /// installed to each table's people, the bot not a member).
    place: Place,
    ids: AtomicU64,
    tally: Mutex<Tally>,
    measuring: std::sync::atomic::AtomicBool,
}

impl Load {
    /// Sends an interaction and waits for the answer that got through.
    async fn send(&self, interaction: Value) -> Option<View> {
        let channel: u64 = interaction["channel_id"].as_str().unwrap().parse().unwrap();
        let user: u64 = interaction["member"]["user"]["id"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        let interaction = payloads::at_place(interaction, self.place, channel, user);
        let id = interaction["id"].as_str().unwrap().to_string();
        let mut callbacks = self.fake.callbacks_of(&id);
        let sent = self
            .fake
            .dispatch("INTERACTION_CREATE", interaction)
            .expect("a gateway connection");
        let got = loop {
            match tokio::time::timeout(Duration::from_secs(10), callbacks.recv()).await {
                Ok(Some(r)) if r.status < 300 => break Some(r),
                Ok(Some(_)) => continue,
                _ => break None,
            }
        };
        self.fake.forget_callbacks(&id);
        let measuring = self.measuring.load(Ordering::Relaxed);
        let Some(cb) = got else {
            if measuring {
                self.tally.lock().unwrap().late += 1;
            }
            return None;
        };
        let latency = cb.at.duration_since(sent);
        if measuring {
            let mut t = self.tally.lock().unwrap();
            t.latencies.push(latency);
            if latency > Duration::from_millis(25) {
                t.slow.push((sent, latency));
            }
            if latency >= Duration::from_secs(3) {
                t.late += 1;
            }
        }
        match cb.body["type"].as_u64() {
            Some(4) | Some(7) => Some(View {
                content: cb.body["data"]["content"]
                    .as_str()
                    .unwrap_or("")
                    .to_string(),
                components: cb.body["data"]["components"].clone(),
            }),
            _ => {
                if measuring {
                    self.tally.lock().unwrap().deferred += 1;
                }
                None
            }
        }
    }

    fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::SeqCst)
    }

    async fn slash(&self, channel: u64, user: u64, sub: &str, options: Vec<Value>) -> Option<View> {
        let id = self.next_id();
        let i = payloads::slash_command_in(channel, id, &format!("t{id}"), user, sub, options);
        self.send(i).await
    }

    async fn click(&self, channel: u64, user: u64, custom_id: &str) -> Option<View> {
        let id = self.next_id();
        let i = payloads::button_click_in(channel, id, &format!("t{id}"), user, custom_id);
        self.send(i).await
    }

    async fn select(&self, channel: u64, user: u64, custom_id: &str, value: &str) -> Option<View> {
        let id = self.next_id();
        let i =
            payloads::select_click_in(channel, id, &format!("t{id}"), user, custom_id, &[value]);
        self.send(i).await
    }
}

/// The move a person makes from their view: a draw, then the first
/// discard offered (never a knock, so that the games last).
fn next_move(components: &Value) -> Option<(String, Option<String>)> {
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["disabled"].as_bool().unwrap_or(false) {
                continue;
            }
            let id = c["custom_id"].as_str().unwrap_or("");
            if id.starts_with("jg1.draw.") || id.starts_with("jg1.next.") {
                return Some((id.to_string(), None));
            }
            if id.starts_with("jg1.discsel.") {
                let v = c["options"][0]["value"].as_str().map(str::to_string);
                return Some((id.to_string(), v));
            }
        }
    }
    None
}

/// A person: plays when it is their turn, else presses Refresh; one
/// interaction every `period` on average.
async fn person(load: Arc<Load>, channel: u64, user: u64, period: Duration, until: Instant) {
    // Spread the people over the period (not all at once at the start).
    let offset = period.mul_f64((user % 97) as f64 / 97.0);
    tokio::time::sleep(offset).await;
    let mut view = load
        .click(channel, user, &format!("jg1.hand.{channel}"))
        .await;
    let mut next = Instant::now();
    while Instant::now() < until {
        next += period;
        let choice = view.as_ref().and_then(|v| next_move(&v.components));
        view = match choice {
            Some((id, Some(card))) => load.select(channel, user, &id, &card).await,
            Some((id, None)) => load.click(channel, user, &id).await,
            None => {
                load.click(channel, user, &format!("jg1.view.{channel}"))
                    .await
            }
        };
        if view
            .as_ref()
            .is_some_and(|v| v.content.contains("Game over"))
        {
            return;
        }
        tokio::time::sleep_until(next.into()).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: run with --ignored --nocapture (see the file's header)"]
async fn many_channels_at_once() {
    let solo = env_or("JG_LOAD_SOLO", 300);
    let trios = env_or("JG_LOAD_TRIOS", 20);
    let secs = env_or("JG_LOAD_SECS", 60);
    let rate = env_or("JG_LOAD_RATE", 220);
    let fake = FakeDiscord::start_with(Options {
        keep_requests: false,
    })
    .await;
    // `JG_LOAD_DB_DIR` puts the database elsewhere (a tmpfs, to see what
    // the disk costs).
    let dir = match std::env::var_os("JG_LOAD_DB_DIR") {
        Some(d) => tempfile::tempdir_in(d).unwrap(),
        None => tempfile::tempdir().unwrap(),
    };
    let db = dir.path().join("load.redb");
    let mut config = Config::default();
    config.discord.api_base = Some(fake.base_url());
    config.discord.token = Some(Secret::new(TOKEN));
    config.discord.dev_guild = Some(GUILD_ID);
    config.discord.connect_retries = 0;
    config.store.db_path = db.clone();
    config.discord.pictures = env_or("JG_LOAD_PICTURES", 1) != 0;
    println!(
        "load: pictures {}",
        if config.discord.pictures { "on" } else { "off" }
    );
    let place = match std::env::var("JG_LOAD_PLACE").as_deref() {
        Ok("group-dm") => Place::GroupDm,
        _ => Place::ServerWithBot,
    };
    println!("load: tables in {place:?}");
    let bot = Bot::start(config);
    let load = Arc::new(Load {
        fake,
        place,
        ids: AtomicU64::new(1_400_000_000_000_000_000),
        tally: Mutex::new(Tally::default()),
        measuring: false.into(),
    });
    load.fake
        .wait_gateway("the bot's connection", Duration::from_secs(20), |f| {
            f.identify_count() > 0
        })
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;

    // The tables: opened, seated and started before the clock starts.
    let base = 1_300_000_000_000_000_000u64;
    let channels: Vec<(u64, Vec<u64>)> = (0..solo + trios)
        .map(|i| {
            let ch = base + i;
            let people = if i < solo { 1 } else { 3 };
            (ch, (0..people).map(|p| 10_000 + i * 10 + p).collect())
        })
        .collect();
    if !place.bot_is_member() {
        for (ch, _) in &channels {
            load.fake.bot_not_member(*ch);
        }
    }
    let setup = Instant::now();
    let mut opening = tokio::task::JoinSet::new();
    for (ch, people) in channels.clone() {
        let load = load.clone();
        opening.spawn(async move {
            let computers = if people.len() == 1 { 2 } else { 0 };
            let o = payloads::option;
            let opened = load
                .slash(
                    ch,
                    people[0],
                    "new",
                    vec![
                        o("target", 4, json!(10000)),
                        o("computers", 4, json!(computers)),
                        o("pace_ms", 4, json!(0)),
                        o("turn_seconds", 4, json!(3600)),
                    ],
                )
                .await
                .expect("/gin new answered");
            // Where the bot is not a member, the answer is the live message.
            let live = format!("jg1.join.{ch}");
            assert!(
                opened.content.contains("Table open")
                    || opened.components.to_string().contains(&live),
                "{}",
                opened.content
            );
            for &p in &people[1..] {
                load.click(ch, p, &format!("jg1.join.{ch}")).await;
            }
            let started = load
                .click(ch, people[0], &format!("jg1.start.{ch}"))
                .await
                .expect("start answered");
            assert!(
                started.content.contains("starts")
                    || started.components.to_string().contains("jg1.hand."),
                "{}",
                started.content
            );
        });
        // A few at a time, as people would.
        if opening.len() >= 16 {
            opening.join_next().await.unwrap().unwrap();
        }
    }
    while let Some(r) = opening.join_next().await {
        r.unwrap();
    }
    println!(
        "load: {} tables opened and started in {:.1?}",
        channels.len(),
        setup.elapsed()
    );

    // The measured minute.
    let people_count: u64 = channels.iter().map(|(_, p)| p.len() as u64).sum();
    let period = Duration::from_secs_f64(people_count as f64 / rate as f64);
    let started = Instant::now();
    let until = started + Duration::from_secs(secs);
    let tokens_before = (
        load.fake.bot_token_requests(),
        load.fake.interaction_token_requests(),
    );
    load.measuring.store(true, Ordering::SeqCst);
    let mut playing = tokio::task::JoinSet::new();
    for (ch, people) in &channels {
        for &p in people {
            playing.spawn(person(load.clone(), *ch, p, period, until));
        }
    }
    while let Some(r) = playing.join_next().await {
        r.unwrap();
    }
    let elapsed = started.elapsed();
    load.measuring.store(false, Ordering::SeqCst);
    // Discord's global limit (about 50 a second) counts the bot's token,
    // not interaction tokens (issue 39).
    let bot_token = load.fake.bot_token_requests() - tokens_before.0;
    let by_interaction = load.fake.interaction_token_requests() - tokens_before.1;

    // Let the board post and edit what is left (the edits are paced for
    // the whole bot), then stop the bot.
    let settle = Instant::now();
    let mut quiet_since = (Instant::now(), load.fake.bot_token_requests());
    loop {
        let now = load.fake.bot_token_requests();
        if now != quiet_since.1 {
            quiet_since = (Instant::now(), now);
        }
        if quiet_since.0.elapsed() > Duration::from_secs(4)
            || settle.elapsed() > Duration::from_secs(60)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    bot.shutdown().await;

    let tally = std::mem::take(&mut *load.tally.lock().unwrap());
    let mut l = tally.latencies.clone();
    l.sort();
    let n = l.len();
    let store = Store::open(&db).unwrap();
    let mut lines = 0;
    let mut worst_window = 0;
    let mut posts = 0;
    for (ch, _) in channels.iter().filter(|_| place.bot_is_member()) {
        let expected = story::expected_lines(&store, *ch, &story::groups(&load.fake, *ch));
        let posted = story::posted_lines(&load.fake, *ch);
        story::check(&expected, &posted).unwrap_or_else(|e| panic!("channel {ch}: {e}"));
        lines += expected.len();
        let times: Vec<Instant> = load.fake.posted(*ch).iter().map(|p| p.at).collect();
        posts += times.len();
        worst_window = worst_window.max(story::most_in_5s(&times));
    }
    let load_avg = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "load: {} channels ({solo} with one person and two computers at pace 0, {trios} with three people), {people_count} people, {:.1?}",
        channels.len(),
        elapsed
    );
    println!(
        "load: {n} interactions, {:.0} a second; click -> callback p50 {:?}, p99 {:?}, max {:?}; {} deferred, {} later than 3 s",
        n as f64 / elapsed.as_secs_f64(),
        percentile(&l, 0.5),
        percentile(&l, 0.99),
        l.last().unwrap(),
        tally.deferred,
        tally.late
    );
    println!(
        "load: {lines} story lines, each once and in order in the live message of every channel; {posts} posts (hands' and games' results, turn pings); at most {worst_window} posts in any 5 s in a channel"
    );
    let table_minutes = channels.len() as f64 * elapsed.as_secs_f64() / 60.0;
    let per_table_minute = bot_token as f64 / table_minutes;
    println!(
        "load: {bot_token} requests with the bot's token ({:.1} a second, {:.1} per table-minute), {by_interaction} with interaction tokens ({:.0}% of all)",
        bot_token as f64 / elapsed.as_secs_f64(),
        bot_token as f64 / table_minutes,
        100.0 * by_interaction as f64 / (bot_token + by_interaction).max(1) as f64
    );
    println!("load: load average at the end: {}", load_avg.trim());
    let mut slices = vec![0u32; secs as usize / 5 + 2];
    for (at, _) in &tally.slow {
        slices[(at.duration_since(started).as_secs() / 5) as usize] += 1;
    }
    println!("load: answers over 25 ms per 5 s of the run: {slices:?}");
    assert!(
        worst_window <= 5,
        "{worst_window} posts in 5 s in a channel"
    );
    assert_eq!(tally.late, 0, "answers later than 3 s");
    // Issue 39: Discord's global limit is about 50 requests a second on the
    // bot's token; the 300-channel run keeps under it, at most 10 a table
    // and minute (one post per story group made 15 and more).
    assert!(
        per_table_minute <= 10.0,
        "{per_table_minute:.1} bot-token requests per table-minute"
    );
}
