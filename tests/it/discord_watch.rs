//! Issue 42 through the fake Discord: a person plays two computers while
//! someone without a seat presses Watch on the table message. The watch
//! view is private, refreshed by the board through the watcher's own
//! token (across a restart too), and never shows a card that was hidden
//! at that moment of the stored game (in a hand or the stock); the seated
//! person's Watch shows the same public table. The watcher joins the list
//! for the next game, and the rematch seats them in the new lobby.

use crate::discord_game::{
    assert_ephemeral, check_schema, choose_preferring, is_hand_view, is_over, start_bot, Harness,
};
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID};
use crate::support::story;
use jersey_gin::engine::{Card, Replay};
use jersey_gin::store::Store;
use jersey_gin::table::{Player, StageKind, UserId};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

const ME: u64 = 961;
const WATCHER: u64 = 962;

fn ids(components: &Value) -> Vec<String> {
    components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// Every watch view the bot sent (answers and the board's edits), with
/// who it went to: (when, the owner of the token, content, components).
fn watch_views(h: &Harness) -> Vec<(Instant, u64, String, Value)> {
    let mut out = Vec::new();
    for r in h.fake.requests() {
        let token = r.path.split('/').nth(5).unwrap_or("");
        let (content, components) = if r.path.ends_with("/callback") {
            (&r.body["data"]["content"], &r.body["data"]["components"])
        } else if r.method == "PATCH" && r.path.starts_with("/api/v10/webhooks/") {
            (&r.body["content"], &r.body["components"])
        } else {
            continue;
        };
        let content = content.as_str().unwrap_or("");
        if r.status < 300 && content.contains("👀 **Watching**") {
            let owner = *h.owners.get(token).expect("a token of ours");
            out.push((r.at, owner, content.to_string(), components.clone()));
        }
    }
    out
}

/// The cards a text writes (7♣, 10♦).
fn cards_in(text: &str) -> HashSet<Card> {
    text.split(|c: char| c.is_whitespace() || "*`[](),:·".contains(c))
        .filter(|t| t.contains(['♠', '♥', '♦', '♣']))
        .filter_map(|t| t.parse().ok())
        .collect()
}

/// The first number written right after `prefix` in `text`.
fn number_after(text: &str, prefix: &str) -> Option<u32> {
    text.match_indices(prefix).find_map(|(i, _)| {
        let rest = &text[i + prefix.len()..];
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    })
}

/// Every card a JSON value names (cards are written as `"7c"`).
fn json_cards(v: &Value, out: &mut HashSet<Card>) {
    match v {
        Value::String(s) if s.len() == 2 => {
            if let Ok(c) = s.parse() {
                out.insert(c);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| json_cards(x, out)),
        Value::Object(o) => o.values().for_each(|x| json_cards(x, out)),
        _ => {}
    }
}

/// The first number at `key` anywhere in a JSON value.
fn json_number(v: &Value, key: &str) -> Option<u64> {
    match v {
        Value::Object(o) => o
            .get(key)
            .and_then(Value::as_u64)
            .or_else(|| o.values().find_map(|x| json_number(x, key))),
        Value::Array(a) => a.iter().find_map(|x| json_number(x, key)),
        _ => None,
    }
}

/// What was public at each moment of the stored game, by (hand, stock
/// size): every card its public state names then (the piles, the melds,
/// the hand's public log). A card outside is in a hand or the stock.
fn public_by_moment(replay: &Replay) -> HashMap<(u32, Option<u32>), HashSet<Card>> {
    let mut out: HashMap<(u32, Option<u32>), HashSet<Card>> = HashMap::new();
    replay
        .run(|game, _| {
            let state = serde_json::to_value(game.public_state()).unwrap();
            let hand = json_number(&state, "hand_no").unwrap_or(0) as u32;
            let stock = json_number(&state, "stock_len").map(|n| n as u32);
            let mut cards = HashSet::new();
            json_cards(&state, &mut cards);
            // A moment of the hand, and the hand as a whole (for views that
            // show no stock: between hands, the game's end).
            out.entry((hand, stock))
                .or_default()
                .extend(cards.iter().copied());
            out.entry((hand, None)).or_default().extend(cards);
        })
        .unwrap();
    out
}

/// Opens a table of ME and two computers (a game to 1 point: over at the
/// first hand that scores) and starts it.
async fn open_and_start(h: &mut Harness) {
    let options = vec![
        payloads::option("computers", 4, json!(2)),
        payloads::option("target", 4, json!(1)),
        payloads::option("turn_seconds", 4, json!(60)),
        payloads::option("pace_ms", 4, json!(1)),
    ];
    let from = h.fake.request_count();
    h.slash(ME, "new", options).await;
    let buttons = h.table_buttons(from).await;
    let start = buttons
        .iter()
        .find(|b| b.starts_with("jg1.start."))
        .unwrap();
    h.click(ME, &start.clone()).await;
}

/// Waits until the board edits one of `user`'s watch views after `after`
/// into one that `wanted` accepts.
async fn wait_watch_edit(
    h: &Harness,
    user: u64,
    after: Instant,
    what: &str,
    wanted: impl Fn(&str) -> bool,
) -> (Instant, String, Value) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(e) = h.edited_for(user, after, |c| c.contains("👀") && wanted(c)) {
            return e;
        }
        assert!(Instant::now() < deadline, "no watch view showed {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watcher_follows_the_public_table_and_joins_the_next_game() {
    let started = Instant::now();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("watch.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    open_and_start(&mut h).await;

    // Someone without a seat presses Watch: a private view of the table.
    let a = h.click(WATCHER, &format!("jg1.watch.{CHANNEL_ID}")).await;
    assert_ephemeral(&a);
    assert!(a.content.starts_with("👀 **Watching**"), "{}", a.content);
    assert!(!is_hand_view(&a.content), "{}", a.content);
    let watch_ids = ids(&a.components);
    assert_eq!(
        watch_ids,
        [
            format!("jg1.nextjoin.{CHANNEL_ID}"),
            format!("jg1.wview.{CHANNEL_ID}")
        ]
    );
    let watched_at = a.callback.at;

    // The person plays; their own Watch shows the public table too.
    let mut seen = h.click(ME, &format!("jg1.hand.{CHANNEL_ID}")).await;
    let mine = h.click(ME, &format!("jg1.watch.{CHANNEL_ID}")).await;
    assert_ephemeral(&mine);
    assert!(
        mine.content.contains("You have a seat here"),
        "{}",
        mine.content
    );
    assert!(!is_hand_view(&mine.content));
    let mut bot = Some(bot);
    let mut joined = None;
    let mut restarted = None;
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut moves = 0;
    while !is_over(&seen.content) {
        assert!(Instant::now() < deadline, "the game did not end");
        seen = match choose_preferring(&seen.components, &[]) {
            Some((id, Some(v))) => h.select(ME, &id, &v).await,
            Some((id, None)) => h.click(ME, &id).await,
            None => {
                tokio::time::sleep(Duration::from_millis(20)).await;
                h.click(ME, &format!("jg1.view.{CHANNEL_ID}")).await
            }
        };
        moves += 1;
        if moves == 4 {
            // The watcher asks for the next game, from the watch view.
            let a = h.click(WATCHER, &watch_ids[0]).await;
            assert_eq!(a.callback.body["type"], 7, "{}", a.callback.body);
            assert!(a.content.starts_with("✅"), "{}", a.content);
            assert_eq!(ids(&a.components)[0], format!("jg1.nextleave.{CHANNEL_ID}"));
            joined = Some(a.callback.at);
            // Twice is refused, clearly and privately.
            let again = h.click(WATCHER, &watch_ids[0]).await;
            assert_ephemeral(&again);
            assert!(
                again.content.contains("already on the list"),
                "{}",
                again.content
            );
            // A seated person is refused too.
            let seated = h.click(ME, &watch_ids[0]).await;
            assert!(
                seated.content.contains("already seated"),
                "{}",
                seated.content
            );
        }
        if moves == 8 {
            // A restart: the new process goes on refreshing the view.
            bot.take().unwrap().shutdown().await;
            bot = Some(start_bot(&h.fake, &db).await);
            restarted = Some(Instant::now());
        }
    }
    let (joined, restarted) = (joined.unwrap(), restarted.unwrap());
    // The watch view follows the game to its end, edited with the
    // watcher's own token after the restart as before it.
    wait_watch_edit(&h, WATCHER, restarted, "a move after the restart", |_| true).await;
    let (over_at, over, _) =
        wait_watch_edit(&h, WATCHER, joined, "the game's end", |c| c.contains("🏆")).await;
    assert!(over.contains("<@962>"), "the list: {over}");

    // The rematch seats the watcher in the new lobby.
    let a = h.click(ME, &format!("jg1.rematch.{CHANNEL_ID}")).await;
    assert_ephemeral(&a);
    let (_, lobby, lobby_ids) = wait_watch_edit(&h, WATCHER, over_at, "the new lobby", |c| {
        c.contains("You have a seat here")
    })
    .await;
    assert_eq!(ids(&lobby_ids), [format!("jg1.wview.{CHANNEL_ID}")]);
    println!("The watcher's view of the new lobby:\n{lobby}\n");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    bot.take().unwrap().shutdown().await;

    // Every watch view against the stored game: no card that was in a
    // hand or the stock at that moment.
    let store = Store::open(&db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    assert_eq!(games.len(), 1, "one game played");
    let public = public_by_moment(&games[0].replay());
    let views = watch_views(&h);
    let refreshed = views
        .iter()
        .filter(|(at, owner, ..)| *owner == WATCHER && *at > watched_at)
        .count();
    assert!(refreshed >= 3, "{refreshed} refreshes of the watch view");
    let mut checked = 0;
    for (_, owner, content, _) in &views {
        assert!(!is_hand_view(content), "a hand in a watch view: {content}");
        let Some(hand) = number_after(content, "· hand ") else {
            continue; // the lobby
        };
        let stock = number_after(content, "stock ");
        let allowed = public
            .get(&(hand, stock))
            .unwrap_or_else(|| panic!("no moment of hand {hand} with stock {stock:?}"));
        let shown = cards_in(content);
        let hidden: Vec<&Card> = shown.difference(allowed).collect();
        assert!(
            hidden.is_empty(),
            "hidden cards {hidden:?} in {owner}'s watch view:\n{content}"
        );
        checked += 1;
    }
    assert!(checked >= 5, "{checked} watch views checked");
    println!(
        "{} watch views, {checked} checked against the stored game",
        views.len()
    );

    // The table waits in its lobby with the watcher seated, the list empty.
    let tables = store
        .load_tables(jersey_gin::table::stored::table_of)
        .unwrap();
    let t = &tables[0];
    assert_eq!(t.stage().kind(), StageKind::Lobby);
    assert!(t.seats().iter().any(|s| s.player
        == Player::Human {
            id: UserId(WATCHER)
        }));
    assert!(t.waiting().is_empty());
    // The channel told the story, each line once, from the store.
    let groups = story::groups(&h.fake, CHANNEL_ID);
    let expected = story::expected_lines(&store, CHANNEL_ID, &groups);
    let posted = story::posted_lines(&h.fake, CHANNEL_ID);
    if let Err(e) = story::check(&expected, &posted) {
        panic!("{e}");
    }
    let channel = posted.join("\n");
    for line in [
        "<@962> would like to play the next game.",
        "New players sit down for the next game",
    ] {
        assert!(channel.contains(line), "{line:?} in\n{channel}");
    }
    check_schema(&h.fake);
    println!("whole test: {:?}", started.elapsed());
}
