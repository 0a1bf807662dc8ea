//! Whole games through the fake Discord: scripted players send slash
//! commands, button clicks and select choices exactly as a client would,
//! reading their ephemeral hand view's components to choose a legal move.
//!
//! Checked: request bodies against Discord's schema; hands only in answers
//! to their owner's interactions; no hidden card in any public payload;
//! every interaction answered within 3 s; stale, foreign and duplicate
//! clicks; a restart mid-game (old buttons still work); 500/429 answers and
//! a dropped websocket (nothing lost, nothing applied twice). Prints the
//! dispatch → callback latency over a whole game.

use crate::support::bot::{percentile, Bot};
use crate::support::fake_discord::{FakeDiscord, Recorded};
use crate::support::payloads::{self, CHANNEL_ID, GUILD_ID, TOKEN};
use crate::support::schema::Spec;
use jersey_gin::config::{Config, Secret};
use jersey_gin::engine::Card;
use jersey_gin::store::Store;
use jersey_gin::table::Player as TablePlayer;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

const ANSWER_WITHIN: Duration = Duration::from_secs(3);
const START_TIMEOUT: Duration = Duration::from_secs(20);
const GAME_TIMEOUT: Duration = Duration::from_secs(150);

fn config_for(fake: &FakeDiscord, db: &std::path::Path) -> Config {
    let mut config = Config::default();
    config.discord.api_base = Some(fake.base_url());
    config.discord.token = Some(Secret::new(TOKEN));
    config.discord.dev_guild = Some(GUILD_ID);
    config.discord.connect_retries = 0;
    config.store.db_path = db.to_path_buf();
    config
}

async fn start_bot(fake: &FakeDiscord, db: &std::path::Path) -> Bot {
    let from = fake.request_count();
    let bot = Bot::start(config_for(fake, db));
    fake.wait_for("command registration", from, START_TIMEOUT, |r| {
        r.method == "PUT" && r.path.ends_with("/commands")
    })
    .await
    .unwrap();
    bot
}

/// What one interaction got back.
struct Answer {
    /// The callback request that got through (type 4 message, 7 update,
    /// 5/6 deferred).
    callback: Recorded,
    /// Tries of the callback that failed before it.
    failed: Vec<Recorded>,
    /// The content and components the user now sees (the callback's data,
    /// or the edit of a deferred answer).
    content: String,
    components: Value,
}

struct Harness {
    fake: FakeDiscord,
    latencies: Vec<Duration>,
    /// interaction token -> user who sent it.
    owners: HashMap<String, u64>,
}

impl Harness {
    /// Sends an interaction and waits for the answer that got through,
    /// which must come within 3 s.
    async fn send(&mut self, interaction: Value, user: u64) -> Answer {
        let id = interaction["id"].as_str().unwrap().to_string();
        let token = interaction["token"].as_str().unwrap().to_string();
        self.owners.insert(token.clone(), user);
        let from = self.fake.request_count();
        let mut callbacks = self.fake.callbacks_of(&id);
        let sent = self
            .fake
            .dispatch("INTERACTION_CREATE", interaction)
            .expect("a gateway connection");
        let mut failed = Vec::new();
        let cb = loop {
            let r = tokio::time::timeout_at((sent + ANSWER_WITHIN).into(), callbacks.recv())
                .await
                .unwrap_or_else(|_| panic!("no answer within 3 s; failed tries: {failed:?}"))
                .expect("the fake is running");
            if r.status < 300 {
                break r;
            }
            failed.push(r);
        };
        self.fake.forget_callbacks(&id);
        let latency = cb.at.duration_since(sent);
        assert!(latency < ANSWER_WITHIN, "answered after {latency:?}");
        self.latencies.push(latency);
        let (content, components) = match cb.body["type"].as_u64() {
            Some(4) | Some(7) => (
                cb.body["data"]["content"]
                    .as_str()
                    .unwrap_or("")
                    .to_string(),
                cb.body["data"]["components"].clone(),
            ),
            _ => {
                // Deferred: the answer is an edit of @original.
                let edit = self
                    .fake
                    .wait_for("the deferred answer", from, Duration::from_secs(10), |r| {
                        r.method == "PATCH" && r.path.contains(&format!("/{token}/messages/"))
                    })
                    .await
                    .unwrap();
                (
                    edit.body["content"].as_str().unwrap_or("").to_string(),
                    edit.body["components"].clone(),
                )
            }
        };
        Answer {
            callback: cb,
            failed,
            content,
            components,
        }
    }

    /// Delivers an interaction that was answered already (as a gateway
    /// replay would): the bot's answer is refused by Discord (40060), and
    /// must not be applied twice.
    async fn redeliver(&mut self, interaction: Value) -> Recorded {
        let id = interaction["id"].as_str().unwrap().to_string();
        let mut callbacks = self.fake.callbacks_of(&id);
        let sent = self
            .fake
            .dispatch("INTERACTION_CREATE", interaction)
            .expect("a gateway connection");
        let r = tokio::time::timeout_at((sent + ANSWER_WITHIN).into(), callbacks.recv())
            .await
            .expect("a try within 3 s")
            .expect("the fake is running");
        self.fake.forget_callbacks(&id);
        r
    }

    async fn slash(&mut self, user: u64, sub: &str, options: Vec<Value>) -> Answer {
        let id = self.fake.next_id();
        let i = payloads::slash_command(id, &format!("tok-{id}"), user, sub, options);
        self.send(i, user).await
    }

    async fn click(&mut self, user: u64, custom_id: &str) -> Answer {
        let id = self.fake.next_id();
        let i = payloads::button_click(id, &format!("tok-{id}"), user, custom_id);
        self.send(i, user).await
    }

    async fn select(&mut self, user: u64, custom_id: &str, value: &str) -> Answer {
        let id = self.fake.next_id();
        let i = payloads::select_click(id, &format!("tok-{id}"), user, custom_id, &[value]);
        self.send(i, user).await
    }

    /// Waits for the public table message and returns its custom_ids.
    async fn table_buttons(&self, from: usize) -> Vec<String> {
        let r = self
            .fake
            .wait_for("the table message", from, Duration::from_secs(10), |r| {
                r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
                    && r.method == "POST"
                    && r.body["components"]
                        .as_array()
                        .is_some_and(|c| !c.is_empty())
            })
            .await
            .unwrap();
        ids_of(&r.body["components"])
    }
}

fn ids_of(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if let Some(id) = c["custom_id"].as_str() {
                out.push(id.to_string());
            }
        }
    }
    out
}

fn assert_ephemeral(a: &Answer) {
    assert_eq!(a.callback.body["type"], 4, "{}", a.callback.body);
    assert_eq!(
        a.callback.body["data"]["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "ephemeral: {}",
        a.callback.body
    );
}

/// The cards of a hand view: those on its `Melds:` and `Deadwood:` lines.
fn hand_cards(content: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    if !content.contains("**Your hand**") {
        return out;
    }
    for line in content.lines() {
        if line.starts_with("Melds:") || line.starts_with("Deadwood:") {
            for tok in line.split(|c: char| c.is_whitespace() || c == '`' || c == '[' || c == ']') {
                if let Ok(c) = tok.parse::<Card>() {
                    out.insert(c.to_string());
                }
            }
        }
    }
    out
}

/// A control the scripted player may use: (custom_id, select value).
fn choose(components: &Value) -> Option<(String, Option<String>)> {
    let mut enabled = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["disabled"].as_bool().unwrap_or(false) {
                continue;
            }
            let id = c["custom_id"].as_str().unwrap_or("").to_string();
            if id.starts_with("jg1.view.") {
                continue;
            }
            let value = if c["type"] == 3 {
                c["options"][0]["value"].as_str().map(str::to_string)
            } else {
                None
            };
            enabled.push((id, value));
        }
    }
    let rank = |id: &str| {
        for (i, p) in ["jg1.ginok.", "jg1.knockok.", "jg1.gin.", "jg1.knocksel."]
            .iter()
            .enumerate()
        {
            if id.starts_with(p) {
                return i;
            }
        }
        10
    };
    enabled.sort_by_key(|(id, _)| rank(id));
    enabled.into_iter().next()
}

fn is_move(id: &str) -> bool {
    [
        "jg1.draw.",
        "jg1.take.",
        "jg1.discsel.",
        "jg1.knockok.",
        "jg1.ginok.",
    ]
    .iter()
    .any(|p| id.starts_with(p))
}

/// One scripted person.
struct Person {
    id: u64,
    content: String,
    components: Value,
    /// (when, cards of the hand then), from every view they were shown.
    hands: Vec<(Instant, HashSet<String>)>,
    /// Distinct interactions that moved the game (accepted).
    moves: HashSet<String>,
    last_upcards: HashSet<String>,
}

impl Person {
    fn new(id: u64) -> Person {
        Person {
            id,
            content: String::new(),
            components: Value::Null,
            hands: Vec::new(),
            moves: HashSet::new(),
            last_upcards: HashSet::new(),
        }
    }
    fn see(&mut self, a: &Answer) {
        if a.callback.body["type"] == 4 && !a.content.contains("**Your hand**") {
            // A notice: the view is unchanged (or gone): refresh it next.
            self.components = Value::Null;
            return;
        }
        self.content = a.content.clone();
        self.components = a.components.clone();
        let cards = hand_cards(&a.content);
        self.hands.push((a.callback.at, cards));
        for line in a.content.lines() {
            if let Some(rest) = line.strip_prefix("Upcard **") {
                if let Some(c) = rest.split("**").next() {
                    self.last_upcards.insert(c.to_string());
                }
            }
        }
    }
    /// The cards only this person had seen, at `t` (from the view shown
    /// last before `t`).
    fn private_at(&self, t: Instant) -> HashSet<String> {
        self.hands
            .iter()
            .take_while(|(at, _)| *at <= t)
            .last()
            .map(|(_, h)| h.clone())
            .unwrap_or_default()
    }
    fn game_over(&self) -> bool {
        self.content.contains("Game over")
    }
}

/// One step for a person: use the first legal control, or refresh.
async fn step(h: &mut Harness, p: &mut Person) {
    if p.components.is_null() {
        // Some ask with `/gin hand`, others with the table's "My hand".
        let a = if p.id % 2 == 1 {
            h.slash(p.id, "hand", vec![]).await
        } else {
            h.click(p.id, &format!("jg1.hand.{CHANNEL_ID}")).await
        };
        assert_ephemeral(&a);
        p.see(&a);
        return;
    }
    match choose(&p.components) {
        Some((id, value)) => {
            let a = match &value {
                Some(v) => h.select(p.id, &id, v).await,
                None => h.click(p.id, &id).await,
            };
            if a.callback.body["type"] == 4 {
                assert_ephemeral(&a);
            }
            let accepted = a.callback.status < 300 && !a.content.contains("⚠️");
            if is_move(&id) && accepted && a.callback.body["type"] == 7 {
                p.moves.insert(a.callback.path.clone());
            }
            p.see(&a);
        }
        None => {
            if p.game_over() {
                return;
            }
            let a = h.click(p.id, &format!("jg1.view.{CHANNEL_ID}")).await;
            p.see(&a);
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
}

fn public_contents(fake: &FakeDiscord) -> Vec<(Instant, String)> {
    fake.requests()
        .into_iter()
        .filter(|r| {
            r.path
                .starts_with(&format!("/api/v10/channels/{CHANNEL_ID}/messages"))
        })
        .map(|r| (r.at, r.body["content"].as_str().unwrap_or("").to_string()))
        .collect()
}

/// Waits until a channel post holds `what`.
async fn wait_channel_saw(fake: &FakeDiscord, what: &str, within: Duration) {
    let deadline = Instant::now() + within;
    while !channel_saw(fake, what) {
        if Instant::now() > deadline {
            let posts: Vec<String> = fake
                .posted(CHANNEL_ID)
                .iter()
                .rev()
                .take(6)
                .rev()
                .map(|p| p.content.clone())
                .collect();
            panic!("the channel never saw {what:?}; the last posts: {posts:#?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn channel_saw(fake: &FakeDiscord, what: &str) -> bool {
    public_contents(fake).iter().any(|(_, c)| c.contains(what))
}

/// No public payload holds a card that a person held privately just
/// before, at and just after it was sent (a card leaves a hand only by
/// being shown, so a leak is a card private on both sides). Hand ends lay
/// every hand out and are checked by the render unit tests instead.
fn check_hidden(fake: &FakeDiscord, people: &[Person]) -> usize {
    let window = Duration::from_millis(1500);
    let mut checked = 0;
    for (at, content) in public_contents(fake) {
        assert!(
            !content.contains("**Your hand**"),
            "a hand in public: {content}"
        );
        if content.contains("Hand over") {
            continue;
        }
        checked += 1;
        // The draw for the first deal turns cards of its own shuffle.
        let content: String = content
            .lines()
            .filter(|l| !l.starts_with("Draw for the deal"))
            .collect::<Vec<_>>()
            .join("\n");
        for p in people {
            let before = p.private_at(at.checked_sub(window).unwrap_or(at));
            let now = p.private_at(at);
            let after = p.private_at(at + window);
            for card in before.intersection(&now) {
                if after.contains(card) && !p.last_upcards.contains(card) {
                    // Written as a whole card, not part of 10♦ etc.
                    for (i, _) in content.match_indices(card.as_str()) {
                        let prev = content[..i].chars().last();
                        assert!(
                            matches!(prev, Some(c) if c.is_ascii_digit()),
                            "hidden card {card} of {} in public: {content}",
                            p.id
                        );
                    }
                }
            }
        }
    }
    checked
}

/// Every hand view (callback or edit) went to its owner: an edit of
/// @original uses a token of one of the owner's own interactions, and no
/// hand shown to one person overlaps another's at that moment.
fn check_hands_private(h: &Harness, people: &[Person]) {
    for r in h.fake.requests() {
        let (token, content) = if r.path.ends_with("/callback") {
            let token = r.path.split('/').nth(5).unwrap_or("").to_string();
            (
                token,
                r.body["data"]["content"].as_str().unwrap_or("").to_string(),
            )
        } else if r.path.starts_with("/api/v10/webhooks/") && r.method == "PATCH" {
            let token = r.path.split('/').nth(5).unwrap_or("").to_string();
            (token, r.body["content"].as_str().unwrap_or("").to_string())
        } else {
            continue;
        };
        if !content.contains("**Your hand**") {
            continue;
        }
        if r.path.ends_with("/callback") {
            let t = r.body["type"].as_u64().unwrap();
            assert!(
                t == 7 || (t == 4 && r.body["data"]["flags"].as_u64().unwrap_or(0) & 64 == 64),
                "a hand only privately: {}",
                r.body
            );
        }
        let owner = *h.owners.get(&token).expect("a token of ours");
        let cards = hand_cards(&content);
        for p in people.iter().filter(|p| p.id != owner) {
            let theirs = p.private_at(r.at);
            let later = p.private_at(r.at + Duration::from_millis(1500));
            let both: Vec<_> = cards
                .iter()
                .filter(|c| theirs.contains(*c) && later.contains(*c))
                .collect();
            assert!(both.is_empty(), "{owner}'s view holds {both:?} of {}", p.id);
        }
    }
}

fn check_schema(fake: &FakeDiscord) {
    let Some(spec) = Spec::load() else { return };
    let mut checked = 0;
    for r in fake.requests() {
        assert!(
            r.status < 400
                || r.status == 429
                || r.status == 500
                || (r.status == 400 && r.path.ends_with("/callback")),
            "a route the fake does not know: {} {} -> {}",
            r.method,
            r.path,
            r.status
        );
        if !r.body.is_null() {
            if let Ok(Some(_)) = spec
                .check(&r.method, &r.path, &r.body)
                .map_err(|e| panic!("{e}"))
            {
                checked += 1;
            }
        }
    }
    println!("schema check: {checked} request bodies match Discord's API description");
}

/// Posts and edits in the channel stay within Discord's per-channel
/// limit of 5 per 5 seconds (each route), thanks to coalescing.
fn check_pacing(fake: &FakeDiscord) {
    let base = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    for (method, what) in [("POST", "posts"), ("PATCH", "edits")] {
        let times: Vec<Instant> = fake
            .requests()
            .into_iter()
            .filter(|r| r.method == method && r.path.starts_with(&base))
            .map(|r| r.at)
            .collect();
        let mut worst = 0;
        for (i, &t) in times.iter().enumerate() {
            let n = times[i..]
                .iter()
                .take_while(|&&u| u.duration_since(t) < Duration::from_secs(5))
                .count();
            worst = worst.max(n);
        }
        println!(
            "channel {what}: {} in all, at most {worst} in any 5 s",
            times.len()
        );
        assert!(worst <= 5, "{worst} channel {what} within 5 s");
    }
}

fn report_latency(what: &str, h: &Harness) {
    let mut l = h.latencies.clone();
    l.sort();
    println!(
        "{what}: interaction dispatch -> callback over {} interactions: p50 {:?}, p99 {:?}, max {:?}",
        l.len(),
        percentile(&l, 0.5),
        percentile(&l, 0.99),
        l.last().unwrap()
    );
}

/// Opens a table to 30 and seats `people` (the first opens it) plus
/// `computers`; starts it.
async fn open_and_start(h: &mut Harness, people: &[u64], computers: u32, target: u32) {
    let from = h.fake.request_count();
    let a = h
        .slash(
            people[0],
            "new",
            vec![
                payloads::option("target", 4, json!(target)),
                payloads::option("computers", 4, json!(computers)),
                payloads::option("turn_seconds", 4, json!(60)),
                payloads::option("pace_ms", 4, json!(1)),
            ],
        )
        .await;
    assert_ephemeral(&a);
    assert!(a.content.contains("Table open"), "{}", a.content);
    let buttons = h.table_buttons(from).await;
    let join = buttons
        .iter()
        .find(|b| b.starts_with("jg1.join."))
        .unwrap()
        .clone();
    let start = buttons
        .iter()
        .find(|b| b.starts_with("jg1.start."))
        .unwrap()
        .clone();
    for &p in &people[1..] {
        let a = h.click(p, &join).await;
        assert_ephemeral(&a);
        assert!(a.content.contains("took a seat"), "{}", a.content);
    }
    // Joining twice is refused, clearly.
    let a = h.click(people[0], &join).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("already seated"), "{}", a.content);
    let a = h.click(people[0], &start).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("starts"), "{}", a.content);
}

/// Refreshes until the person may draw; returns the draw button's id.
async fn wait_my_turn(h: &mut Harness, p: &mut Person) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        assert!(
            Instant::now() < deadline,
            "my turn never came; the view: {}",
            p.content
        );
        let a = h.click(p.id, &format!("jg1.view.{CHANNEL_ID}")).await;
        p.see(&a);
        if let Some(row) = p.components.as_array().and_then(|r| r.first()) {
            let first = &row["components"][0];
            let id = first["custom_id"].as_str().unwrap_or("");
            if id.starts_with("jg1.draw.") && first["disabled"].as_bool() != Some(true) {
                return id.to_string();
            }
        }
        // My turn after the draw, or between hands: play on first.
        if choose(&p.components).is_some_and(|(id, _)| !id.starts_with("jg1.draw.")) {
            step(h, p).await;
            continue;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

async fn play_until_over(h: &mut Harness, people: &mut [Person], until: impl Fn(&Harness) -> bool) {
    let deadline = Instant::now() + GAME_TIMEOUT;
    while !people.iter().all(|p| p.game_over()) && !until(h) {
        assert!(Instant::now() < deadline, "the game did not end in time");
        for p in people.iter_mut() {
            step(h, p).await;
        }
    }
}

/// The stored finished game of the channel, checked against what the
/// people had acknowledged: every accepted move is in the replay once.
fn check_store(db: &std::path::Path, people: &[Person]) {
    let store = Store::open(db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    assert_eq!(games.len(), 1, "one game");
    let g = &games[0];
    assert!(g.result.is_some(), "the game finished");
    for p in people {
        let seat = g
            .players
            .iter()
            .position(|&x| TablePlayer::from(x) == TablePlayer::Human { id: p.id })
            .expect("seated");
        let in_replay = g
            .actions
            .iter()
            .filter(|a| a.seat == seat && a.action != jersey_gin::engine::Action::NextHand)
            .count();
        assert_eq!(
            in_replay,
            p.moves.len(),
            "moves of {} in the replay vs accepted clicks",
            p.id
        );
    }
    let report = store.check_all().unwrap();
    println!("db check: {report:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_play_a_whole_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness {
        fake,
        latencies: Vec::new(),
        owners: HashMap::new(),
    };
    let ids = [701, 702, 703];
    open_and_start(&mut h, &ids, 0, 30).await;
    let mut people: Vec<Person> = ids.iter().map(|&i| Person::new(i)).collect();

    // Someone not seated: a clear answer, nothing changes.
    let a = h.click(999, &format!("jg1.hand.{CHANNEL_ID}")).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("not playing"), "{}", a.content);

    let started = Instant::now();
    play_until_over(&mut h, &mut people, |_| false).await;
    println!("three people: the game took {:?}", started.elapsed());
    // The channel saw the game: discards, a result with the score sheet,
    // the game's result and the leaderboard.
    wait_channel_saw(&h.fake, "Leaderboard", Duration::from_secs(20)).await;
    for what in [
        "discards",
        "draws from the stock",
        "Hand over",
        "Game over",
        "your turn",
    ] {
        assert!(channel_saw(&h.fake, what), "the channel saw {what:?}");
    }
    report_latency("three people", &h);
    check_pacing(&h.fake);
    // The record commands, after the game.
    for (sub, want) in [
        ("leaderboard", "Leaderboard"),
        ("stats", "1 games"),
        ("history", "Latest games"),
        ("table", "posted below"),
    ] {
        let a = h.slash(ids[0], sub, vec![]).await;
        assert_ephemeral(&a);
        assert!(a.content.contains(want), "/gin {sub}: {}", a.content);
    }
    // Hand views opened by a person were refreshed when their turn came.
    let refreshes = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.starts_with("/api/v10/webhooks/"))
        .count();
    assert!(refreshes > 0, "no hand view was refreshed on a turn change");
    println!("hand views refreshed on a turn change: {refreshes}");
    bot.shutdown().await;
    let n = check_hidden(&h.fake, &people);
    println!("hidden-card check: {n} public payloads");
    check_hands_private(&h, &people);
    check_schema(&h.fake);
    check_store(&db, &people);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_and_two_computers_with_restart_and_faults() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness {
        fake,
        latencies: Vec::new(),
        owners: HashMap::new(),
    };
    let me = 801;
    // A long game, so that it cannot end before the restart below.
    open_and_start(&mut h, &[me], 2, 400).await;
    let mut people = vec![Person::new(me)];

    // Play a little.
    for _ in 0..12 {
        step(&mut h, &mut people[0]).await;
    }

    // A foreign button, a button of another channel, an unknown one.
    for (id, want) in [
        ("not-ours", "doesn't belong"),
        ("jg1.hand.5", "another channel"),
        ("jg1.zzz.5", "damaged or unknown"),
    ] {
        let a = h.click(me, id).await;
        assert_ephemeral(&a);
        assert!(a.content.contains(want), "{id}: {}", a.content);
    }

    // A stale click: a button of an earlier turn.
    let a = h.click(me, &format!("jg1.draw.{CHANNEL_ID}.0")).await;
    assert!(a.content.contains("earlier turn"), "{}", a.content);
    people[0].see(&a);

    // Wait until it is my turn, then click draw twice with the same
    // interaction (a duplicate delivery): applied once.
    let draw = wait_my_turn(&mut h, &mut people[0]).await;
    // Its first callback fails with a 500: the bot tries again within the
    // 3 s and the view gets through; the move is applied once.
    let iid = h.fake.next_id();
    let token = format!("tok-{iid}");
    let interaction = payloads::button_click(iid, &token, me, &draw);
    h.fake.fail_next(&format!("/interactions/{iid}/"), 500, 1);
    let a = h.send(interaction.clone(), me).await;
    assert_eq!(a.failed.len(), 1);
    assert_eq!(a.failed[0].status, 500);
    assert_eq!(a.callback.body["type"], 7);
    assert!(!a.content.contains("⚠️"), "{}", a.content);
    people[0].moves.insert(format!("dup-{iid}"));
    people[0].see(&a);
    // Delivered again (a gateway replay): not applied twice, and Discord
    // refuses the second answer.
    let again = h.redeliver(interaction).await;
    assert_eq!(again.status, 400, "{again:?}");

    // Now the discard (a select), whose first callback is answered 429:
    // tried again, applied once.
    let (select, value) = people[0]
        .components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| {
            c["custom_id"]
                .as_str()
                .is_some_and(|id| id.starts_with("jg1.discsel."))
                && c["disabled"].as_bool() != Some(true)
        })
        .map(|c| {
            (
                c["custom_id"].as_str().unwrap().to_string(),
                c["options"][0]["value"].as_str().map(str::to_string),
            )
        })
        .expect("a discard select after the draw");
    let iid = h.fake.next_id();
    let interaction = payloads::select_click(
        iid,
        &format!("tok-{iid}"),
        me,
        &select,
        &[value.as_deref().unwrap()],
    );
    h.fake.fail_next(&format!("/interactions/{iid}/"), 429, 1);
    let a = h.send(interaction.clone(), me).await;
    assert_eq!(a.failed.len(), 1);
    assert_eq!(a.failed[0].status, 429);
    assert_eq!(a.callback.body["type"], 7);
    assert!(!a.content.contains("⚠️"), "{}", a.content);
    people[0].moves.insert(format!("dup-{iid}"));
    people[0].see(&a);
    let again = h.redeliver(interaction).await;
    assert_eq!(again.status, 400, "{again:?}");

    // Channel posts answered 429 then 500: the board tries again.
    h.fake
        .fail_next(&format!("/channels/{CHANNEL_ID}/messages"), 429, 1);
    h.fake
        .fail_next(&format!("/channels/{CHANNEL_ID}/messages"), 500, 1);
    for _ in 0..6 {
        step(&mut h, &mut people[0]).await;
    }

    // The websocket drops mid-game: the bot reconnects and plays on.
    let before = h.fake.connection_count();
    h.fake.drop_websocket();
    h.fake
        .wait_gateway("a reconnection", Duration::from_secs(30), |f| {
            f.connection_count() > before
        })
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    for _ in 0..6 {
        step(&mut h, &mut people[0]).await;
    }

    // Restart mid-game, on my turn: the same database, and the draw button
    // of the view shown before the restart still works.
    let draw = wait_my_turn(&mut h, &mut people[0]).await;
    bot.shutdown().await;
    // The table message being edited before the restart.
    let table_msgs = format!("/api/v10/channels/{CHANNEL_ID}/messages/");
    let before_restart = h.fake.request_count();
    let table_msg = h
        .fake
        .requests()
        .iter()
        .rev()
        .find(|r| r.method == "PATCH" && r.path.starts_with(&table_msgs))
        .map(|r| r.path.clone())
        .expect("the table message was edited before the restart");
    let bot = start_bot(&h.fake, &db).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let a = h.click(me, &draw).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.callback.body);
    assert!(a.content.contains("**Your hand**"), "{}", a.content);
    assert!(!a.content.contains("⚠️"), "{}", a.content);
    people[0].moves.insert(a.callback.path.clone());
    people[0].see(&a);
    // After the restart the bot edits the same table message (its id is
    // in the store) rather than posting a new one.
    let first = h
        .fake
        .wait_for(
            "the table message after the restart",
            before_restart,
            Duration::from_secs(10),
            |r| {
                (r.method == "PATCH" && r.path.starts_with(&table_msgs))
                    || (r.method == "POST"
                        && r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
                        && r.body["components"]
                            .as_array()
                            .is_some_and(|c| !c.is_empty()))
            },
        )
        .await
        .unwrap();
    assert_eq!(first.method, "PATCH", "a new table message was posted");
    assert_eq!(first.path, table_msg, "another message was edited");

    play_until_over(&mut h, &mut people, |_| false).await;
    report_latency("one person, two computers", &h);
    // The table message after the game offers a rematch.
    wait_channel_saw(&h.fake, "Leaderboard", Duration::from_secs(20)).await;
    // With this game's rating change for every seat.
    assert!(channel_saw(&h.fake, &format!("Rating: <@{me}> 25.0 → ")));
    assert!(channel_saw(&h.fake, "Rating: 🤖 Computer"));
    bot.shutdown().await;
    check_hidden(&h.fake, &people);
    check_schema(&h.fake);
    check_store(&db, &people);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opener_abandons_a_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness {
        fake,
        latencies: Vec::new(),
        owners: HashMap::new(),
    };
    // Without a table: a clear answer.
    let a = h.slash(901, "abandon", vec![]).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("no game running"), "{}", a.content);
    open_and_start(&mut h, &[901], 2, 100).await;
    // Someone else may not start a second table here.
    let a = h.slash(902, "new", vec![]).await;
    assert!(a.content.contains("already open"), "{}", a.content);
    let a = h.slash(901, "abandon", vec![]).await;
    assert_ephemeral(&a);
    wait_channel_saw(&h.fake, "abandoned", Duration::from_secs(5)).await;
    // Its buttons now get a clear answer.
    let a = h.click(901, &format!("jg1.draw.{CHANNEL_ID}.3")).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("no game running"), "{}", a.content);
    bot.shutdown().await;
    check_schema(&h.fake);
    let store = Store::open(&db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].result.is_none(), "abandoned games have no result");
}
