//! Playing where the bot is not a member (issue 39): the app installed to
//! a person and used in a group DM, a DM with the bot, or a server that did
//! not add the bot. The fake Discord refuses the bot's token there (403),
//! refuses an interaction's token after its life and a sixth follow-up, and
//! counts the bot's token requests.
//!
//! Whole games of Gin Rummy through it, with a restart mid-game: the table
//! lives in interaction answers (the live message is the answer to `/gin
//! new`; a click on it is answered with its update; the board edits it
//! through interaction tokens), turns are told in follow-ups, and nothing
//! goes out with the bot's token but start-up. No public answer, edit or
//! follow-up holds a hand, a private control or a hand picture.

use crate::discord_game::{
    assert_ephemeral, check_schema, choose_preferring, is_move, is_over, private_answer, start_bot,
    Answer, Harness,
};
use crate::support::fake_discord::{FakeDiscord, Recorded, FOLLOWUP_CAP};
use crate::support::payloads::{self, Place, APP_ID};
use jersey_gin::discord::custom_id::ComponentId;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

/// How long a game may take before the test calls it stuck.
const GAME_TIMEOUT: Duration = Duration::from_secs(600);

/// Where a game is played.
#[derive(Clone, Copy)]
struct Where {
    place: Place,
    channel: u64,
    /// Who installed the app (and opens the table).
    installer: u64,
}

/// One scripted person: the hand view they see.
struct Player {
    id: u64,
    content: String,
    components: Value,
    moves: usize,
}

/// The test's side of a game: the harness, where, and which tokens'
/// messages are the live message (public).
struct Game {
    h: Harness,
    at: Where,
    live_tokens: HashSet<String>,
}

impl Game {
    async fn send(&mut self, interaction: Value, user: u64) -> Answer {
        let i = payloads::at_place(
            interaction,
            self.at.place,
            self.at.channel,
            self.at.installer,
        );
        self.h.send(i, user).await
    }

    async fn slash(&mut self, user: u64, sub: &str, options: Vec<Value>) -> Answer {
        let id = self.h.fake.next_id();
        let i = payloads::slash_command_in(
            self.at.channel,
            id,
            &format!("tok-{id}"),
            user,
            sub,
            options,
        );
        self.send(i, user).await
    }

    async fn click(&mut self, user: u64, custom_id: &str) -> Answer {
        let id = self.h.fake.next_id();
        let i =
            payloads::button_click_in(self.at.channel, id, &format!("tok-{id}"), user, custom_id);
        self.send(i, user).await
    }

    async fn select(&mut self, user: u64, custom_id: &str, value: &str) -> Answer {
        let id = self.h.fake.next_id();
        let i = payloads::select_click_in(
            self.at.channel,
            id,
            &format!("tok-{id}"),
            user,
            custom_id,
            &[value],
        );
        self.send(i, user).await
    }

    /// A click on a button of the live message: answered with its update
    /// (type 7), public, whose token edits the live message from now on.
    async fn click_live(&mut self, user: u64, custom_id: &str) -> Answer {
        let a = self.click(user, custom_id).await;
        assert_eq!(a.callback.body["type"], 7, "{}", a.callback.body);
        self.live_tokens.insert(token_of(&a.callback));
        a
    }
}

fn token_of(r: &Recorded) -> String {
    r.path.split('/').nth(5).unwrap_or("").to_string()
}

/// Every custom_id of a message's rows.
fn ids_of(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            out.extend(c["custom_id"].as_str().map(str::to_string));
        }
    }
    out
}

fn find(ids: &[String], prefix: &str) -> String {
    ids.iter()
        .find(|i| i.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} in {ids:?}"))
        .clone()
}

/// Opens a Gin Rummy table to `target` at `at`, seats `people` (the
/// installer first) and `computers`, and starts it, every step on the
/// live message. Returns the live message's buttons once started.
async fn open(g: &mut Game, people: &[u64], computers: u32, target: u32) -> Vec<String> {
    let options = vec![
        payloads::option("game", 4, json!(1)),
        payloads::option("target", 4, json!(target)),
        payloads::option("computers", 4, json!(computers)),
        payloads::option("pace_ms", 4, json!(1)),
        payloads::option("turn_seconds", 4, json!(300)),
    ];
    let from = g.h.fake.request_count();
    let a = g.slash(people[0], "new", options).await;
    // The answer is the live message, public, with the lobby's buttons
    // and its Refresh.
    assert_eq!(a.callback.body["type"], 4, "{}", a.callback.body);
    assert_eq!(
        a.callback.body["data"]["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "the live message is public: {}",
        a.callback.body
    );
    g.live_tokens.insert(token_of(&a.callback));
    let ids = ids_of(&a.components);
    let (join, start) = (find(&ids, "jg1.join."), find(&ids, "jg1.start."));
    find(&ids, "jg1.table.");
    // The opener's note follows, for them only.
    let note = opener_note(g, from).await;
    assert_eq!(note.body["flags"].as_u64().unwrap_or(0) & 64, 64);
    for &p in &people[1..] {
        let a = g.click_live(p, &join).await;
        assert!(a.content.contains(&format!("<@{p}>")), "{}", a.content);
    }
    // A second join is refused for the clicker alone; the message stays.
    let a = g.click(people[0], &join).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("already seated"), "{}", a.content);
    let a = g.click_live(people[0], &start).await;
    ids_of(&a.components)
}

/// Plays until every person's view shows the game over, restarting the
/// bot after `restart_after` moves.
async fn play(
    g: &mut Game,
    people: &mut [Player],
    hand: &str,
    db: &std::path::Path,
    mut bot: crate::support::bot::Bot,
    restart_after: usize,
) -> crate::support::bot::Bot {
    let deadline = Instant::now() + GAME_TIMEOUT;
    let mut restarted = false;
    while !people.iter().all(|p| is_over(&p.content)) {
        assert!(
            Instant::now() < deadline,
            "the game did not end in time; the views:\n{}",
            people
                .iter()
                .map(|p| format!("{}: {}", p.id, p.content))
                .collect::<Vec<_>>()
                .join("\n")
        );
        for i in 0..people.len() {
            let total: usize = people.iter().map(|p| p.moves).sum();
            if !restarted && total >= restart_after {
                bot.shutdown().await;
                bot = start_bot(&g.h.fake, db).await;
                restarted = true;
            }
            let p = &mut people[i];
            if p.components.is_null() {
                let a = g.click(p.id, hand).await;
                assert_ephemeral(&a);
                p.content = a.content;
                p.components = a.components;
                continue;
            }
            if is_over(&p.content) {
                continue;
            }
            let (a, moved) = act(g, p.id, &p.components).await;
            p.moves += usize::from(moved);
            if a.callback.body["type"] == 4 && !a.content.contains("**Your hand**") {
                // A notice: ask for the hand again.
                p.components = Value::Null;
                continue;
            }
            p.content = a.content;
            p.components = a.components;
        }
    }
    assert!(restarted, "the game ended before the restart");
    bot
}

/// One step of a scripted person: a move from their view (a button or a
/// select), or, with none to make, a short wait and a fresh view. Returns
/// the answer and whether a move was taken.
async fn act(g: &mut Game, user: u64, components: &Value) -> (Answer, bool) {
    match choose_preferring(components, &[]) {
        Some((id, value)) if !id.starts_with("jg1.view.") => {
            let a = match &value {
                Some(v) => g.select(user, &id, v).await,
                None => g.click(user, &id).await,
            };
            let moved = is_move(&id) && a.callback.body["type"] == 7 && !a.content.contains("⚠️");
            (a, moved)
        }
        _ => {
            tokio::time::sleep(Duration::from_millis(15)).await;
            let view = format!("jg1.view.{}", g.at.channel);
            (g.click(user, &view).await, false)
        }
    }
}

/// A fake Discord (refusing the bot's token at `at` unless the server
/// added the bot) and the bot, its store in `dir`.
async fn set_up(
    at: Where,
    dir: &tempfile::TempDir,
) -> (Game, std::path::PathBuf, crate::support::bot::Bot) {
    let fake = FakeDiscord::start().await;
    if !at.place.bot_is_member() {
        fake.bot_not_member(at.channel);
    }
    let db = dir.path().join("anywhere.redb");
    let bot = start_bot(&fake, &db).await;
    let g = Game {
        h: Harness::new(fake),
        at,
        live_tokens: HashSet::new(),
    };
    (g, db, bot)
}

/// The opener's private note that follows `/gin new` (requests from
/// `from` on).
async fn opener_note(g: &Game, from: usize) -> Recorded {
    g.h.fake
        .wait_for("the opener's note", from, Duration::from_secs(10), |r| {
            r.method == "POST"
                && r.path.starts_with(&format!("/api/v10/webhooks/{APP_ID}/"))
                && r.body["content"]
                    .as_str()
                    .unwrap_or("")
                    .contains("Table open")
        })
        .await
        .unwrap()
}

/// Start-up's requests (the gateway, who the app is, its commands): the
/// only ones the bot's token may make where the bot is not a member.
fn start_up(path: &str) -> bool {
    path == "/api/v10/gateway"
        || path == "/api/v10/gateway/bot"
        || path == "/api/v10/oauth2/applications/@me"
        || (path.starts_with("/api/v10/applications/") && path.ends_with("/commands"))
}

/// What a public payload must not hold: a hand, a private control, a hand
/// picture.
fn check_public(what: &str, content: &str, components: &Value, files: &[String]) {
    assert!(
        !content.contains("**Your hand**"),
        "{what}: a hand in public: {content}"
    );
    for id in ids_of(components) {
        let decoded = ComponentId::decode(&id).unwrap_or_else(|e| panic!("{what}: {id}: {e}"));
        assert!(
            decoded.is_public(),
            "{what}: a private control {id} in public"
        );
    }
    assert!(
        files.iter().all(|f| f != "hand.png"),
        "{what}: a hand picture in public"
    );
}

/// The checks every game ends with. Returns (live edits by the board,
/// follow-ups that told a turn).
fn check_game(g: &Game, people: &[u64]) -> (usize, usize) {
    let ch = g.at.channel;
    let requests = g.h.fake.requests();
    // Nothing with the bot's token but start-up; never the channel.
    if !g.at.place.bot_is_member() {
        for r in &requests {
            let path = r.path.as_str();
            if !(path.starts_with("/api/v10/interactions/")
                || path.starts_with("/api/v10/webhooks/"))
            {
                assert!(start_up(path), "the bot's token used: {} {path}", r.method);
            }
            assert!(
                !path.contains(&format!("/channels/{ch}")),
                "{} {path}",
                r.method
            );
        }
    }
    let mut live_edits = 0;
    let mut turn_followups = 0;
    let mut per_token: HashMap<String, u32> = HashMap::new();
    for r in &requests {
        let token = token_of(r);
        let files: Vec<String> = r.files.iter().map(|f| f.filename.clone()).collect();
        if r.path.ends_with("/callback") && g.live_tokens.contains(&token) {
            let d = &r.body["data"];
            check_public(
                "a live answer",
                d["content"].as_str().unwrap_or(""),
                &d["components"],
                &files,
            );
        } else if r.method == "PATCH" && g.live_tokens.contains(&token) && r.status < 300 {
            live_edits += 1;
            let content = r.body["content"].as_str().unwrap_or("");
            check_public("a live edit", content, &r.body["components"], &files);
        } else if r.method == "POST" && r.path.starts_with("/api/v10/webhooks/") && r.status < 300 {
            *per_token.entry(token).or_default() += 1;
            if r.body["flags"].as_u64().unwrap_or(0) & 64 == 0 {
                let content = r.body["content"].as_str().unwrap_or("");
                check_public("a follow-up", content, &r.body["components"], &files);
                if content.contains("your turn") {
                    turn_followups += 1;
                    let pinged: Vec<u64> = r.body["allowed_mentions"]["users"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|u| u.as_str()?.parse().ok())
                        .collect();
                    assert_eq!(pinged.len(), 1, "{}", r.body);
                    assert!(people.contains(&pinged[0]), "{}", r.body);
                    assert!(content.contains(&format!("<@{}>", pinged[0])), "{content}");
                }
            }
        }
    }
    for (_, n) in per_token {
        assert!(n <= FOLLOWUP_CAP, "{n} follow-ups through one interaction");
    }
    (live_edits, turn_followups)
}

/// The live message as the board last edited it (through an interaction
/// token), or as the last click on it left it.
fn live_now(g: &Game) -> String {
    g.h.fake
        .requests()
        .into_iter()
        .rev()
        .find_map(|r| {
            let token = token_of(&r);
            if !g.live_tokens.contains(&token) || r.status >= 300 {
                return None;
            }
            if r.method == "PATCH" {
                return Some(r.body["content"].as_str().unwrap_or("").to_string());
            }
            let t = r.body["type"].as_u64();
            (r.path.ends_with("/callback") && matches!(t, Some(4 | 7)))
                .then(|| r.body["data"]["content"].as_str().unwrap_or("").to_string())
        })
        .unwrap_or_default()
}

/// A whole game at `at` between `people` (and `computers`), with a restart.
async fn whole_game(name: &str, at: Where, people: &[u64], computers: u32) -> Game {
    let dir = tempfile::tempdir().unwrap();
    let (mut g, db, bot) = set_up(at, &dir).await;
    let started = Instant::now();
    let ids = open(&mut g, people, computers, 10).await;
    let hand = find(&ids, "jg1.hand.");
    let mut players: Vec<Player> = people
        .iter()
        .map(|&id| Player {
            id,
            content: String::new(),
            components: Value::Null,
            moves: 0,
        })
        .collect();
    let bot = play(&mut g, &mut players, &hand, &db, bot, 3).await;
    // The board tells the end in the live message (the last edit, or the
    // Refresh of it).
    let deadline = Instant::now() + Duration::from_secs(20);
    while !is_over(&live_now(&g)) && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    if !is_over(&live_now(&g)) {
        let refresh = format!("jg1.table.{}", at.channel);
        let a = g.click_live(people[0], &refresh).await;
        assert!(is_over(&a.content), "{name}: {}", a.content);
    }
    let live = live_now(&g);
    assert!(
        live.contains("Hand over") || live.contains("wins"),
        "{name}: {live}"
    );
    bot.shutdown().await;
    let (edits, told) = check_game(&g, people);
    assert!(edits > 0, "{name}: the board never edited the live message");
    assert!(told > 0, "{name}: no turn was told in a follow-up");
    println!(
        "{name}: a whole game in {:?}: {edits} live-message edits and {told} turn follow-ups through interaction tokens, {} bot-token requests (start-up)",
        started.elapsed(),
        g.h.fake.bot_token_requests()
    );
    check_schema(&g.h.fake);
    check_registered(&g.h.fake);
    g
}

/// The registered `/gin` may be installed to a server or a person, and
/// used in servers, DMs with the bot and group DMs.
fn check_registered(fake: &FakeDiscord) {
    let put = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .expect("the commands were registered");
    let gin = &put.body[0];
    assert_eq!(gin["name"], "gin");
    assert_eq!(gin["integration_types"], json!([0, 1]), "{gin}");
    assert_eq!(gin["contexts"], json!([0, 1, 2]), "{gin}");
}

/// A group DM of two people: one installed the app, the other did not;
/// both click every button (the other has no slash command).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_dm_plays_a_whole_game_through_interactions() {
    let at = Where {
        place: Place::GroupDm,
        channel: 1_100_000_000_000_003_901,
        installer: 3901,
    };
    whole_game("group DM", at, &[3901, 3902], 0).await;
}

/// One person against the computer in their DM with the bot.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_plays_solo_against_the_computer() {
    let at = Where {
        place: Place::BotDm,
        channel: 1_100_000_000_000_003_911,
        installer: 3911,
    };
    whole_game("DM", at, &[3911], 1).await;
}

/// A server that did not add the bot, where the person's install may be
/// used: the same as a group DM.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_without_the_bot_plays_through_interactions() {
    let at = Where {
        place: Place::ServerWithoutBot,
        channel: 1_100_000_000_000_003_921,
        installer: 3921,
    };
    whole_game("server without the bot", at, &[3921, 3922], 0).await;
}

/// The fake refuses as Discord does: an expired interaction token (401,
/// 50027), a sixth follow-up of a user-installed app's interaction (400,
/// 40094); and the bot's token in a channel where it is not a member.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_fake_refuses_tokens_as_discord_does() {
    let fake = FakeDiscord::start().await;
    fake.bot_not_member(77);
    fake.set_token_life(Duration::from_millis(300));
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("t.redb")).await;
    use poise::serenity_prelude as serenity;
    let http = serenity::HttpBuilder::new(payloads::TOKEN)
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build();
    let refused = |e: serenity::Error| match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            (r.status_code.as_u16(), r.error.code)
        }
        other => panic!("{other}"),
    };
    // A user-installed app's interaction (dispatched, so the fake knows
    // it); its button is not ours, so the bot only answers it, once.
    let i = payloads::at_place(
        payloads::button_click_in(77, 5, "tok-cap", 3931, "not-ours"),
        Place::GroupDm,
        77,
        3931,
    );
    fake.dispatch("INTERACTION_CREATE", i).unwrap();
    let body = json!({"content": "hi"});
    for n in 0..=FOLLOWUP_CAP {
        let r = http.create_followup_message("tok-cap", &body, vec![]).await;
        if n < FOLLOWUP_CAP {
            r.unwrap();
        } else {
            assert_eq!(refused(r.unwrap_err()), (400, 40094));
        }
    }
    tokio::time::sleep(Duration::from_millis(350)).await;
    let r = http
        .edit_original_interaction_response("tok-cap", &body, vec![])
        .await;
    assert_eq!(refused(r.unwrap_err()), (401, 50027));
    let before = fake.bot_token_requests();
    let r = http
        .send_message(serenity::ChannelId::new(77), vec![], &body)
        .await;
    assert_eq!(refused(r.unwrap_err()).0, 403);
    assert_eq!(fake.bot_token_requests(), before + 1);
    bot.shutdown().await;
}

/// The README's table of where the app works names, for each place, a
/// test that plays a whole game there; those shown in one live message are
/// this file's, which check that nothing goes out with the bot's token.
#[test]
fn the_readme_says_where_it_works_as_the_tests_show() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let here = std::fs::read_to_string(root.join("tests/it/discord_anywhere.rs")).unwrap();
    let game = std::fs::read_to_string(root.join("tests/it/discord_game.rs")).unwrap();
    let rows: Vec<Vec<String>> = readme
        .lines()
        .skip_while(|l| !l.starts_with("| where | who can open a table |"))
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect();
    let places: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(
        places,
        [
            "a server that added the bot",
            "a server without the bot",
            "a server without the bot that denies members' apps public answers",
            "your DM with the bot",
            "a group DM"
        ]
    );
    for row in &rows {
        let test = row[4].trim_matches('`');
        let decl = format!("async fn {test}()");
        if row[2].ends_with("live message") {
            assert!(here.contains(&decl), "{test} plays in a live message");
            assert!(row[3].ends_with("follow-ups"), "{row:?}");
        } else {
            assert!(
                game.contains(&decl),
                "{test} plays in a server with the bot"
            );
        }
    }
}

/// Where people have no slash command, the live message's buttons do what
/// the commands would: Rules for the clicker alone, and Abandon (a vote of
/// the others; the opener's ends the game at once and closes the table,
/// which the live message then says).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_live_buttons_stand_in_for_the_slash_commands() {
    let at = Where {
        place: Place::GroupDm,
        channel: 1_100_000_000_000_003_941,
        installer: 3941,
    };
    let dir = tempfile::tempdir().unwrap();
    let (mut g, _, bot) = set_up(at, &dir).await;
    let ids = open(&mut g, &[3941, 3942], 0, 100).await;
    let a = g.click(3942, &find(&ids, "jg1.rules.")).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("Gin"), "{}", a.content);
    let abandon = find(&ids, "jg1.abandon.");
    // The other player's vote is one of the two needed.
    let a = g.click(3942, &abandon).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("Done"), "{}", a.content);
    let a = g.click(3942, &abandon).await;
    assert_ephemeral(&a);
    assert!(!a.content.contains("Done"), "a second vote: {}", a.content);
    let from = g.h.fake.request_count();
    let a = g.click(3941, &abandon).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("Done"), "{}", a.content);
    // The board closes the live message, through an interaction token.
    let edit =
        g.h.fake
            .wait_for(
                "the live message after abandoning",
                from,
                Duration::from_secs(15),
                |r| {
                    r.method == "PATCH"
                        && g.live_tokens.contains(&token_of(r))
                        && r.body["content"]
                            .as_str()
                            .is_some_and(|c| c.contains("This table is closed"))
                },
            )
            .await
            .unwrap();
    assert!(ids_of(&edit.body["components"]).is_empty(), "{}", edit.body);
    bot.shutdown().await;
    check_game(&g, &[3941, 3942]);
    check_schema(&g.h.fake);
}

/// Issue 41 where the bot is not a member, between two hands of a game
/// that goes on: the person's hand view at the hand's end offers Review
/// beside Next hand; the review of that hand is answered to them alone
/// (the search may defer it: the answer then comes through the click's
/// own token), and the next hand is then dealt as usual. Nothing uses the
/// bot's token; no public payload holds a card.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_is_reviewed_between_hands_in_a_dm() {
    let at = Where {
        place: Place::BotDm,
        channel: 1_100_000_000_000_003_931,
        installer: 3931,
    };
    let me = at.installer;
    let dir = tempfile::tempdir().unwrap();
    let (mut g, _, bot) = set_up(at, &dir).await;
    // A target no single hand reaches: the game goes on after hand 1.
    let ids = open(&mut g, &[me], 1, 500).await;
    let hand = find(&ids, "jg1.hand.");
    let a = g.click(me, &hand).await;
    assert_ephemeral(&a);
    let (mut content, mut components) = (a.content, a.components);
    let deadline = Instant::now() + GAME_TIMEOUT;
    let review = loop {
        assert!(Instant::now() < deadline, "hand 1 did not end: {content}");
        let ids = ids_of(&components);
        if let Some(review) = ids.iter().find(|id| id.starts_with("jg1.review.")) {
            break review.clone();
        }
        let (a, _) = act(&mut g, me, &components).await;
        if a.callback.body["type"] == 4 && !a.content.contains("**Your hand**") {
            let a = g.click(me, &hand).await;
            (content, components) = (a.content, a.components);
            continue;
        }
        (content, components) = (a.content, a.components);
    };
    assert!(!is_over(&content), "the game ended with hand 1: {content}");
    let next = find(&ids_of(&components), "jg1.next.");
    let parts: Vec<&str> = review.split('.').collect();
    assert_eq!(parts.len(), 5, "jg1.review.CHANNEL.GAME.HAND: {review}");
    assert_eq!(parts[4], "1", "{review}");

    let a = g.click(me, &review).await;
    assert!(
        private_answer(&a),
        "the review is private: {}",
        a.callback.body
    );
    assert!(
        a.content.contains("The coach's review of hand 1"),
        "{}",
        a.content
    );
    assert!(a.content.contains("Luck"), "{}", a.content);
    // Someone else's click on it is refused, privately.
    let a = g.click(3932, &review).await;
    assert_ephemeral(&a);
    assert!(
        a.content.contains("Only the people who played"),
        "{}",
        a.content
    );
    // The game goes on: the next hand is dealt from the same view.
    let a = g.click(me, &next).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.callback.body);
    assert!(a.content.contains("**Your hand**"), "{}", a.content);
    bot.shutdown().await;
    check_game(&g, &[me]);
    check_schema(&g.h.fake);
}

/// Issue 39: a server that did not add the bot and denies its members'
/// apps public answers. Discord would make every answer ephemeral, so
/// nobody else could see a table: `/gin new` (no computers asked) opens
/// one for the person alone against the computer, says why, and every
/// answer and follow-up about it is private. The game is played to its
/// end, with a restart, through the private live message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_denying_external_apps_offers_a_private_game_against_the_computer() {
    let at = Where {
        place: Place::ServerDenyingExternalApps,
        channel: 1_100_000_000_000_003_951,
        installer: 3951,
    };
    let me = at.installer;
    let dir = tempfile::tempdir().unwrap();
    let (mut g, db, bot) = set_up(at, &dir).await;
    let options = vec![
        payloads::option("game", 4, json!(1)),
        payloads::option("target", 4, json!(10)),
        payloads::option("pace_ms", 4, json!(1)),
    ];
    let from = g.h.fake.request_count();
    let a = g.slash(me, "new", options).await;
    assert_eq!(a.callback.body["type"], 4, "{}", a.callback.body);
    assert_eq!(
        a.callback.body["data"]["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "the live message is private here: {}",
        a.callback.body
    );
    g.live_tokens.insert(token_of(&a.callback));
    let ids = ids_of(&a.components);
    let start = find(&ids, "jg1.start.");
    let note = opener_note(&g, from).await;
    let said = note.body["content"].as_str().unwrap_or("");
    println!(
        "the private live message:\n{}\nthe opener's note:\n{said}",
        a.content
    );
    assert!(said.contains("answer only privately"), "{said}");
    assert!(said.contains("1 computer seat"), "{said}");
    let a = g.click_live(me, &start).await;
    let hand = find(&ids_of(&a.components), "jg1.hand.");
    let mut players = vec![Player {
        id: me,
        content: String::new(),
        components: Value::Null,
        moves: 0,
    }];
    let bot = play(&mut g, &mut players, &hand, &db, bot, 3).await;
    bot.shutdown().await;
    check_game(&g, &[me]);
    // Every answer and follow-up was private: nothing Discord would have
    // had to make ephemeral.
    for r in g.h.fake.requests() {
        if r.path.ends_with("/callback") && matches!(r.body["type"].as_u64(), Some(4 | 5)) {
            let flags = r.body["data"]["flags"].as_u64().unwrap_or(0);
            assert_eq!(flags & 64, 64, "a public answer: {}", r.body);
        }
        if r.method == "POST" && r.path.starts_with("/api/v10/webhooks/") {
            let flags = r.body["flags"].as_u64().unwrap_or(0);
            assert_eq!(flags & 64, 64, "a public follow-up: {}", r.body);
        }
    }
    check_schema(&g.h.fake);
}
