//! Issue 40 through the fake Discord: a table's public messages speak the
//! table's language, each person's hand view their own client's.

use crate::discord_game::{check_schema, choose_preferring, start_bot, Harness};
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID};
use crate::support::story;
use jersey_gin::store::Store;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// A person whose Discord client speaks Spanish.
const LOCALE: &str = "es-ES";

/// Sends `interaction` as `user`, their client saying `LOCALE`.
async fn send_in_spanish(h: &mut Harness, mut interaction: Value, user: u64) -> (String, Value) {
    interaction["locale"] = json!(LOCALE);
    let a = h.send(interaction, user).await;
    (a.content, a.components)
}

async fn click(
    h: &mut Harness,
    user: u64,
    custom_id: &str,
    value: Option<&str>,
) -> (String, Value) {
    let id = h.fake.next_id();
    let token = format!("tok-{id}");
    let i = match value {
        Some(v) => payloads::select_click(id, &token, user, custom_id, &[v]),
        None => payloads::button_click(id, &token, user, custom_id),
    };
    send_in_spanish(h, i, user).await
}

/// `/gin new language:Deutsch` by a person whose client speaks Spanish,
/// with two computers: the table message, the story and the turn
/// mentions are German, the person's hand views (asked for, answered
/// after each move, and refreshed by the board) Spanish, and the channel's
/// story is the bot's own lines for the stored commands, in German.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_table_shows_a_spanish_player_their_hand_in_spanish() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("languages.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 951;
    let id = h.fake.next_id();
    let options = vec![
        // The choices in order: English, Español, Português, Deutsch, …
        payloads::option("language", 4, json!(3)),
        payloads::option("computers", 4, json!(2)),
        // Far out of reach, so the game cannot end in its first hand
        // (one hand can reach the default target: CI saw 229 in one).
        payloads::option("target", 4, json!(5000)),
        payloads::option("turn_seconds", 4, json!(60)),
        payloads::option("pace_ms", 4, json!(1)),
    ];
    let i = payloads::slash_command(id, &format!("tok-{id}"), me, "new", options);
    let from = h.fake.request_count();
    send_in_spanish(&mut h, i, me).await;
    let buttons = h.table_buttons(from).await;
    let start = buttons
        .iter()
        .find(|b| b.starts_with("jg1.start."))
        .unwrap();
    click(&mut h, me, &start.clone(), None).await;
    let (mut content, mut components) =
        click(&mut h, me, &format!("jg1.hand.{CHANNEL_ID}"), None).await;
    let mut views = vec![content.clone()];
    // Play until the second hand is dealt (or a while), as a person would.
    let deadline = Instant::now() + Duration::from_secs(120);
    while Instant::now() < deadline && !content.contains("· mano 2") {
        let (c, v) = match choose_preferring(&components, &["jg1.discard", "jg1.draw"]) {
            Some((id, value)) => click(&mut h, me, &id, value.as_deref()).await,
            None => {
                tokio::time::sleep(Duration::from_millis(20)).await;
                click(&mut h, me, &format!("jg1.view.{CHANNEL_ID}"), None).await
            }
        };
        (content, components) = (c, v);
        views.push(content.clone());
    }
    assert!(
        content.contains("· mano 2"),
        "the second hand never came:\n{content}"
    );
    tokio::time::sleep(Duration::from_secs(2)).await;

    // The hand views: Spanish, never English nor German.
    let hands: Vec<&String> = views.iter().filter(|v| v.contains("**Tu mano**")).collect();
    assert!(hands.len() > 5, "{views:?}");
    for v in &views {
        for foreign in ["**Your hand**", "Deadwood", "**Deine Hand**", "Talon"] {
            assert!(!v.contains(foreign), "{foreign} in\n{v}");
        }
    }
    let refreshed = h.edited_for(me, Instant::now() - Duration::from_secs(600), |c| {
        c.contains("**Your hand**") || c.contains("**Deine Hand**")
    });
    assert!(refreshed.is_none(), "a refresh lost the viewer's language");
    println!("A Spanish hand view:\n{}\n", hands[hands.len() / 2]);

    // The channel: German, the story exactly the bot's lines.
    let table = h.fake.posted(CHANNEL_ID);
    let table = table.iter().rfind(|p| p.components).unwrap();
    assert!(
        table.content.contains("🃏 **Jersey Gin · Partie bis"),
        "{}",
        table.content
    );
    assert!(table.content.contains("· Runde 2"), "{}", table.content);
    // The story in the live message's states, then the posts (results,
    // pings).
    let mut story_posts: Vec<String> = story::live_lines(&h.fake, CHANNEL_ID);
    story_posts.extend(
        story::story_posts(&h.fake, CHANNEL_ID)
            .into_iter()
            .map(|p| p.content),
    );
    let channel = story_posts.join("\n");
    println!(
        "The German channel:\n{channel}\n\nIts table message:\n{}",
        table.content
    );
    // The table's own lines (the moves' shared wording is `render`'s,
    // which speaks the table's language through `Names::lang`).
    let german = [
        "▶️ Die Partie beginnt.",
        "setzt sich an den Tisch.",
        "➡️ <@951>, du bist am Zug.",
    ];
    for german in german {
        assert!(channel.contains(german), "{german:?} in\n{channel}");
    }
    for english in ["The game starts", "takes a seat", "your turn", "Tu mano"] {
        assert!(!channel.contains(english), "{english:?} in\n{channel}");
    }
    bot.shutdown().await;
    let store = Store::open(&db).unwrap();
    let groups = story::groups(&h.fake, CHANNEL_ID);
    let expected = story::expected_lines(&store, CHANNEL_ID, &groups);
    let posted = story::posted_lines(&h.fake, CHANNEL_ID);
    if let Err(e) = story::check(&expected, &posted) {
        panic!("{e}");
    }
    check_schema(&h.fake);
}
