//! Turns and hand views through the fake Discord (issue 38, items 3 and
//! 4), for every game of the family: people who make a move only once the
//! channel has told them it is their turn, and who never press Refresh.
//! A game stalls (and its test fails) unless every turn of every person is
//! mentioned (after passed upcards, at both tables of a partnership, an
//! answer to a double or a challenge asked as such) and every open hand
//! view is refreshed when its owner's turn comes, at a hand's end (nobody
//! deals on until every view shows the hand over) and after a restart
//! (the views shown before it are refreshed through their stored tokens).
//! Each person is mentioned exactly once per turn, without a ping: they
//! are looking at their refreshed hand views (issue 42).

use crate::discord_game::{
    assert_ephemeral, check_schema, choose_preferring, is_move, is_over, start_bot, Answer, Harness,
};
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// How long nobody may be able to move before the game counts as stalled
/// (a turn not told, or a view not refreshed). Generous: a loaded machine.
const STALL: Duration = Duration::from_secs(60);
/// How long a mention may take once a person's view offers them a move.
const MENTION_WITHIN: Duration = Duration::from_secs(30);
/// How long a view may show the hand in play after another shows it over
/// (the next hand is dealt by itself after 8 s).
const HAND_END_WITHIN: Duration = Duration::from_secs(7);

/// One game to play: its `/gin new` options, the people (the first opens
/// the table), computer seats, and the controls each person uses first.
struct Spec {
    name: &'static str,
    options: Vec<Value>,
    people: Vec<u64>,
    computers: u32,
    prefer: Vec<Vec<&'static str>>,
}

/// A scripted person who acts on mentions and looks only at the view the
/// bot keeps up to date.
struct Person {
    id: u64,
    content: String,
    components: Value,
    /// When the view shown was last changed (an answer or a refresh).
    view_at: Instant,
    /// Their last move left them to move on (the same turn goes on).
    on_move: bool,
    /// Turns begun: a move offered after a view that offered none.
    turns: usize,
    prefer: Vec<&'static str>,
    /// Moves made (accepted).
    moves: usize,
}

impl Person {
    fn show(&mut self, at: Instant, content: &str, components: &Value) {
        self.content = content.to_string();
        self.components = components.clone();
        self.view_at = at;
    }
    fn offers(&self, prefix: &str) -> bool {
        offered(&self.components)
            .iter()
            .any(|id| id.starts_with(prefix))
    }
}

/// The enabled controls of a view.
fn offered(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if !c["disabled"].as_bool().unwrap_or(false) {
                out.extend(c["custom_id"].as_str().map(str::to_string));
            }
        }
    }
    out
}

/// Whether a view offers a move of the game.
fn offers_move(components: &Value) -> bool {
    offered(components).iter().any(|id| is_move(id))
}

/// The mention lines of `user` in the channel's posts, then in its live
/// message. These people keep looking at their hand views, which the bot
/// refreshes when their turn comes: that tells them, so the line does not
/// ping them (issue 42) and is a line of the live message rather than a
/// post (issue 39), but for a turn that began before they first opened
/// their view.
fn mentions(fake: &FakeDiscord, user: u64) -> Vec<String> {
    let tag = format!("➡️ <@{user}>");
    let mut out = Vec::new();
    let mut pinged = Vec::new();
    // The posts (the table message, the live message, is read below).
    for post in fake.posted(CHANNEL_ID).iter().filter(|p| !p.components) {
        for line in post.content.lines().filter(|l| l.starts_with(&tag)) {
            if post.pings.contains(&user) {
                pinged.push(line.to_string());
            }
            out.push(line.to_string());
        }
    }
    assert!(
        pinged.len() <= 1,
        "{user}, looking at their hand view, was pinged: {pinged:#?}"
    );
    out.extend(
        crate::support::story::live_lines(fake, CHANNEL_ID)
            .into_iter()
            .filter(|l| l.starts_with(&tag)),
    );
    out
}

/// What the mention of a turn must ask, from the controls the view offers.
fn asked(components: &Value) -> &'static str {
    let ids = offered(components);
    let has = |p: &str| ids.iter().any(|id| id.starts_with(p));
    if has("jg1.chalok.") {
        "accept or refuse the challenge"
    } else if has("jg1.dblok.") && has("jg1.redbl.") {
        "accept or refuse the double"
    } else if has("jg1.dblok.") {
        "accept or refuse the redouble"
    } else {
        "your turn"
    }
}

fn last_posts(fake: &FakeDiscord) -> Vec<String> {
    let posts = fake.posted(CHANNEL_ID);
    let from = posts.len().saturating_sub(6);
    posts[from..].iter().map(|p| p.content.clone()).collect()
}

fn views(people: &[Person]) -> String {
    people
        .iter()
        .map(|p| format!("{}: {}\n{}", p.id, p.content, p.components))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Waits for the mention of `p`'s turn number `p.turns`: exactly that
/// many mentions of them, the last asking what their view asks.
async fn wait_mention(h: &Harness, p: &Person, game: &str) {
    let deadline = Instant::now() + MENTION_WITHIN;
    loop {
        let seen = mentions(&h.fake, p.id);
        if seen.len() >= p.turns {
            assert_eq!(
                seen.len(),
                p.turns,
                "{game}: {} was mentioned more than once in a turn: {seen:#?}",
                p.id
            );
            let want = asked(&p.components);
            let last = seen.last().unwrap();
            assert!(
                last.contains(want),
                "{game}: {} must {want:?}; the mention: {last:?}; the view: {}",
                p.id,
                p.content
            );
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{game}: turn {} of {} was never mentioned; the view: {}\nthe last posts: {:#?}",
            p.turns,
            p.id,
            p.content,
            last_posts(&h.fake)
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Sends `p`'s choice and shows them the answer.
async fn press(h: &mut Harness, p: &mut Person, id: &str, value: Option<&str>, game: &str) {
    let a: Answer = match value {
        Some(v) => h.select(p.id, id, v).await,
        None => h.click(p.id, id).await,
    };
    assert!(
        a.callback.status < 300 && !a.content.contains("⚠️"),
        "{game}: {} pressed {id}: {}",
        p.id,
        a.content
    );
    if a.callback.body["type"] == 4 {
        assert_ephemeral(&a);
    }
    p.show(a.callback.at, &a.content, &a.components);
}

/// Opens the table, seats everyone and starts.
async fn open(h: &mut Harness, spec: &Spec) {
    let from = h.fake.request_count();
    let mut options = spec.options.clone();
    options.push(payloads::option("computers", 4, json!(spec.computers)));
    options.push(payloads::option("pace_ms", 4, json!(1)));
    options.push(payloads::option("turn_seconds", 4, json!(300)));
    let a = h.slash(spec.people[0], "new", options).await;
    assert!(
        a.content.contains("Table open"),
        "{}: {}",
        spec.name,
        a.content
    );
    let buttons = h.table_buttons(from).await;
    let find = |p: &str| buttons.iter().find(|b| b.starts_with(p)).unwrap().clone();
    let (join, start) = (find("jg1.join."), find("jg1.start."));
    for &p in &spec.people[1..] {
        let a = h.click(p, &join).await;
        assert!(a.content.contains("took a seat"), "{}", a.content);
    }
    let a = h.click(spec.people[0], &start).await;
    assert!(a.content.contains("starts"), "{}: {}", spec.name, a.content);
}

/// Plays `spec` through its first hand, its end and the next deal's first
/// turns (or to the game's end), with a restart after a few moves.
async fn play(spec: Spec) {
    let game = spec.name;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("turns.redb");
    let mut bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    open(&mut h, &spec).await;
    let mut people: Vec<Person> = spec
        .people
        .iter()
        .zip(&spec.prefer)
        .map(|(&id, prefer)| Person {
            id,
            content: String::new(),
            components: Value::Null,
            view_at: Instant::now(),
            on_move: false,
            turns: 0,
            prefer: prefer.clone(),
            moves: 0,
        })
        .collect();
    // Everyone opens their hand once; from then on only the bot updates it.
    for p in people.iter_mut() {
        let a = h.click(p.id, &format!("jg1.hand.{CHANNEL_ID}")).await;
        assert_ephemeral(&a);
        p.show(a.callback.at, &a.content, &a.components);
    }
    let (mut restarted, mut hands_over, mut turns_after) = (false, 0, 0);
    let mut progress = Instant::now();
    let mut hand_over_since: Option<Instant> = None;
    loop {
        let game_over = people.iter().all(|p| is_over(&p.content));
        if game_over || (hands_over > 0 && turns_after >= 2) {
            break;
        }
        assert!(
            progress.elapsed() < STALL,
            "{game}: nobody could move for {STALL:?}; the views:\n{}\nthe last posts: {:#?}",
            views(&people),
            last_posts(&h.fake)
        );
        for p in people.iter_mut() {
            if let Some((at, content, components)) = h.edited_for(p.id, p.view_at, |_| true) {
                p.show(at, &content, &components);
                progress = Instant::now();
            }
        }
        // A hand's end: nobody deals on before every view shows it.
        let over: Vec<bool> = people
            .iter()
            .map(|p| p.offers("jg1.next.") || is_over(&p.content))
            .collect();
        if over.iter().any(|&o| o) && !over.iter().all(|&o| o) {
            let since = *hand_over_since.get_or_insert_with(Instant::now);
            assert!(
                since.elapsed() < HAND_END_WITHIN,
                "{game}: some views show the hand over, others still in play (or \
                 already the next deal):\n{}",
                views(&people)
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        hand_over_since = None;
        if let Some(p) = people.iter_mut().find(|p| p.offers("jg1.next.")) {
            let next = offered(&p.components)
                .into_iter()
                .find(|id| id.starts_with("jg1.next."))
                .unwrap();
            press(&mut h, p, &next, None, game).await;
            p.on_move = false;
            hands_over += 1;
            progress = Instant::now();
            continue;
        }
        let mut moved = false;
        for i in 0..people.len() {
            let p = &mut people[i];
            let Some((id, value)) = choose_preferring(&p.components, &p.prefer) else {
                continue;
            };
            if id.starts_with("jg1.view.") {
                continue;
            }
            if is_move(&id) && !p.on_move {
                p.turns += 1;
                if hands_over > 0 {
                    turns_after += 1;
                }
                wait_mention(&h, p, game).await;
            }
            let total: usize = people.iter().map(|p| p.moves).sum();
            if !restarted && (total >= 2 || hands_over > 0) {
                // A restart on someone's turn: the views shown before it
                // must be refreshed through their stored tokens. Early, or
                // in the next deal: a short game can end with its first
                // hand after a few moves (CI saw Jersey Gin end so).
                bot.shutdown().await;
                bot = start_bot(&h.fake, &db).await;
                restarted = true;
            }
            let p = &mut people[i];
            press(&mut h, p, &id, value.as_deref(), game).await;
            p.on_move = offers_move(&p.components);
            if is_move(&id) {
                p.moves += 1;
            }
            if game == "colonel" && id.starts_with("jg1.chalno.") {
                // Refused once: the next challenge is accepted (a hand end).
                p.prefer = vec!["jg1.chalok."];
            }
            moved = true;
            progress = Instant::now();
            break;
        }
        if !moved {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    assert!(restarted, "{game}: the game ended before the restart");
    bot.shutdown().await;
    for p in &people {
        let told = mentions(&h.fake, p.id).len();
        // The turn being told as the test stopped may be out already.
        assert!(
            told == p.turns || told == p.turns + 1,
            "{game}: {} had {} turns and {told} mentions",
            p.id,
            p.turns
        );
        println!("{game}: {} had {} turns, each told once", p.id, p.turns);
    }
    check_schema(&h.fake);
}

fn option(name: &str, kind: u8, value: Value) -> Value {
    payloads::option(name, kind, value)
}

/// G3: both pass the upcard in every hand; the non-dealer who must then
/// draw, and the dealer who decides after the non-dealer passed, are told.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gin_turns_after_passed_upcards_are_told() {
    play(Spec {
        name: "gin",
        options: vec![option("game", 4, json!(1)), option("target", 4, json!(10))],
        people: vec![1301, 1302],
        computers: 0,
        prefer: vec![vec!["jg1.pass."], vec!["jg1.pass."]],
    })
    .await;
}

/// V5: the answer to a double and to a redouble is asked in the mention.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doubling_answers_are_asked_for() {
    play(Spec {
        name: "oklahoma with doubling",
        options: vec![
            option("oklahoma", 5, json!(true)),
            option("doubling", 5, json!(true)),
            option("target", 4, json!(300)),
        ],
        people: vec![1311, 1312],
        computers: 0,
        prefer: vec![vec!["jg1.dbl.", "jg1.dblok."], vec!["jg1.redbl."]],
    })
    .await;
}

/// V9.6: the answer to a challenge is asked in the mention; after a
/// refusal the challenger's turn goes on and is told.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn colonel_challenges_are_asked_for() {
    play(Spec {
        name: "colonel",
        options: vec![option("game", 4, json!(2))],
        people: vec![1321, 1322],
        computers: 0,
        prefer: vec![vec!["jg1.chal."], vec!["jg1.chalno."]],
    })
    .await;
}

/// V8: both tables of a partnership act at once; each person is told at
/// their own table (three people: one table of two, one beside a computer).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_tables_of_a_partnership_are_told() {
    play(Spec {
        name: "partnership",
        options: vec![
            option("partnership", 5, json!(true)),
            option("target", 4, json!(40)),
        ],
        people: vec![1331, 1332, 1333],
        computers: 1,
        prefer: vec![vec![], vec![], vec![]],
    })
    .await;
}

/// V7: three players, one sitting out each hand.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_player_turns_are_told() {
    play(Spec {
        name: "three players",
        options: vec![
            option("three_players", 5, json!(true)),
            option("target", 4, json!(40)),
        ],
        people: vec![1341, 1342],
        computers: 1,
        prefer: vec![vec![], vec![]],
    })
    .await;
}

/// Jersey Gin: turns go round three seats.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jersey_turns_are_told() {
    play(Spec {
        name: "jersey",
        options: vec![option("target", 4, json!(30))],
        people: vec![1351, 1352],
        computers: 1,
        prefer: vec![vec![], vec![]],
    })
    .await;
}
