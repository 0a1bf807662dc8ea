//! Components V2 through the fake Discord (issue 39): the table message
//! and the hand view as Discord stores them (the flag, no content, a
//! Container of Text Displays, the picture as a Media Gallery, the
//! buttons), valid against Discord's API description; and the messages
//! sent before the upgrade (no flag), which Discord does not turn into V2
//! ones: the table message is posted anew, a click on an old hand view is
//! answered with a new message.

use crate::discord_game::{
    assert_ephemeral, check_schema, ids_of, open_and_start, start_bot, Harness,
};
use crate::support::components_v2::{self, IS_COMPONENTS_V2, MAX_COMPONENTS, MAX_TEXT};
use crate::support::fake_discord::{FakeDiscord, Recorded};
use crate::support::payloads::{self, CHANNEL_ID};
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

const ANN: u64 = 801;

/// The table message posts and edits in the channel, as sent.
fn table_messages(fake: &FakeDiscord, from: usize) -> Vec<Arc<Recorded>> {
    let base = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    fake.requests()
        .into_iter()
        .skip(from)
        .filter(|r| r.path.starts_with(&base) && r.sent["components"].is_array())
        .filter(|r| r.sent["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0)
        .collect()
}

/// Checks one V2 message body as sent: the flag, no content or embeds,
/// within the limits; returns its text.
fn check_v2(message: &Value) -> String {
    assert!(components_v2::is_v2(message), "{message}");
    assert!(message.get("content").is_none(), "{message}");
    assert!(message.get("embeds").is_none(), "{message}");
    assert_eq!(components_v2::refusal(message, &[]), None, "{message}");
    let cs = &message["components"];
    assert_eq!(cs[0]["type"], 17, "one Container: {message}");
    let count = components_v2::rows(cs).len();
    assert!(count <= MAX_COMPONENTS);
    let texts = components_v2::texts(cs);
    assert!(texts.iter().map(|t| t.chars().count()).sum::<usize>() <= MAX_TEXT);
    texts.join("\n")
}

/// One person and a computer play in a server with the bot: the table
/// message and the hand view are V2 messages, printed as Discord stores
/// them; below the story's latest lines (the live message, issue 39)
/// every seat shows in its own Text Display, with ◀ for whoever is to
/// play; the hand view shows its picture in a Media Gallery.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_message_and_the_hand_view_are_v2_messages() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("v2.redb")).await;
    let mut h = Harness::new(fake);
    let from = h.fake.request_count();
    open_and_start(&mut h, &[ANN], 2, 30, 1).await;
    // The table message once the game is on: its latest edit.
    let edited = h
        .fake
        .wait_for(
            "the table message in play",
            from,
            Duration::from_secs(10),
            |r| {
                r.method == "PATCH"
                    && r.path
                        .contains(&format!("/channels/{CHANNEL_ID}/messages/"))
                    && r.body["content"].as_str().is_some_and(|c| c.contains("◀"))
            },
        )
        .await
        .unwrap();
    println!(
        "the table message as sent:\n{}",
        serde_json::to_string_pretty(&edited.sent).unwrap()
    );
    let text = check_v2(&edited.sent);
    let container = &edited.sent["components"][0];
    assert!(container["accent_color"].is_u64(), "{container}");
    // In a server with the bot the table message is the live message
    // (issue 39): the story's latest lines first, in a Text Display of
    // their own, then the header and one Text Display per seat (`1.`,
    // `2.`, `3.`).
    let texts = components_v2::texts(&edited.sent["components"]);
    let header = texts
        .iter()
        .position(|t| t.starts_with("🃏 **"))
        .unwrap_or_else(|| panic!("no header: {texts:?}"));
    assert!(header <= 1, "{texts:?}");
    if header == 1 {
        assert!(texts[0].contains("The game starts"), "{texts:?}");
    }
    let texts = &texts[header..];
    assert!(texts[1].starts_with("`1.`"), "{texts:?}");
    assert!(texts[2].starts_with("`2.`"), "{texts:?}");
    assert!(texts[3].starts_with("`3.`"), "{texts:?}");
    assert_eq!(texts.iter().filter(|t| t.contains('◀')).count(), 1);
    assert!(text.contains(&format!("<@{ANN}>")), "{text}");
    // The separator before the buttons, the buttons last.
    let inner = container["components"].as_array().unwrap();
    let kinds: Vec<u64> = inner.iter().map(|c| c["type"].as_u64().unwrap()).collect();
    let sep = kinds.iter().position(|&k| k == 14).expect("a separator");
    assert!(kinds[sep + 1..].iter().all(|&k| k == 1), "{kinds:?}");
    let ids = ids_of(&edited.body["components"]);
    assert!(ids.contains(&format!("jg1.hand.{CHANNEL_ID}")), "{ids:?}");

    // The hand view: ephemeral and V2, its picture in the message.
    let a = h.click(ANN, &format!("jg1.hand.{CHANNEL_ID}")).await;
    assert_ephemeral(&a);
    let data = &a.callback.sent["data"];
    println!(
        "the hand view as sent:\n{}",
        serde_json::to_string_pretty(data).unwrap()
    );
    assert_eq!(data["flags"], IS_COMPONENTS_V2 | 64);
    let text = check_v2(data);
    assert!(text.contains("**Your hand**"), "{text}");
    let names = components_v2::attachment_names(&data["components"]);
    assert_eq!(names, ["hand.png"], "{data}");
    assert_eq!(a.callback.files.len(), 1);
    assert_eq!(a.callback.files[0].filename, "hand.png");
    assert!(!ids_of(&a.components).is_empty(), "{}", a.components);
    check_schema(&h.fake);
    bot.shutdown().await;
}

/// A table message posted before the upgrade (text, no flag), found after
/// a restart: Discord refuses to edit it into a V2 one, so the bot posts
/// a new V2 table message and keeps that one up to date. A click on a
/// hand view from before the upgrade is answered with a new ephemeral V2
/// hand view instead of an update of the old one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_from_before_the_upgrade_are_replaced_by_v2_ones() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("old.redb")).await;
    let mut h = Harness::new(fake);
    let from = h.fake.request_count();
    let a = h
        .slash(
            ANN,
            "new",
            vec![payloads::option("turn_seconds", 4, serde_json::json!(60))],
        )
        .await;
    assert_ephemeral(&a);
    let buttons = h.table_buttons(from).await;
    let posted = h.fake.posted(CHANNEL_ID);
    let old = posted.iter().find(|p| p.v2).expect("a V2 table message").id;
    h.fake
        .make_legacy(old, "🃏 the table, as the old bot posted it");

    // A change: the bot's edit is refused, a new table message follows.
    let from = h.fake.request_count();
    let add = buttons
        .iter()
        .find(|b| b.starts_with("jg1.addai."))
        .unwrap();
    let a = h.click(ANN, add).await;
    assert_ephemeral(&a);
    let new = h
        .fake
        .wait_for("a new table message", from, Duration::from_secs(10), |r| {
            r.method == "POST"
                && r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
                && r.status == 200
                && components_v2::is_v2(&r.sent)
        })
        .await
        .unwrap();
    let refused: Vec<Arc<Recorded>> = h
        .fake
        .requests()
        .into_iter()
        .skip(from)
        .filter(|r| r.method == "PATCH" && r.path.ends_with(&format!("/{old}")))
        .collect();
    assert!(refused.iter().all(|r| r.status == 400), "{refused:?}");
    assert!(!refused.is_empty());
    check_v2(&new.sent);
    assert!(
        new.body["content"].as_str().unwrap().contains("🤖"),
        "{}",
        new.body
    );
    // The old message stays as it was; the new one is kept up to date.
    let old_now = h.fake.posted(CHANNEL_ID).into_iter().find(|p| p.id == old);
    assert_eq!(
        old_now.unwrap().content,
        "🃏 the table, as the old bot posted it"
    );
    assert_ephemeral(&h.click(ANN, add).await);
    let from = h.fake.request_count();
    let start = buttons
        .iter()
        .find(|b| b.starts_with("jg1.start."))
        .unwrap();
    assert_ephemeral(&h.click(ANN, start).await);
    h.fake
        .wait_for(
            "an edit of the new one",
            from,
            Duration::from_secs(10),
            |r| r.method == "PATCH" && r.status == 200 && r.path.contains("/messages/"),
        )
        .await
        .unwrap();
    let _ = table_messages(&h.fake, 0);

    // A click on an old hand view (its row at the top, no flag): a new
    // ephemeral V2 message, not an update of the old one.
    let mut click = payloads::on_old_message(payloads::button_click(
        h.fake.next_id(),
        "old-view-token",
        ANN,
        &format!("jg1.view.{CHANNEL_ID}"),
    ));
    click["message"]["flags"] = serde_json::json!(64);
    let a = h.send(click, ANN).await;
    assert_ephemeral(&a);
    assert_eq!(a.callback.sent["data"]["flags"], IS_COMPONENTS_V2 | 64);
    assert!(a.content.contains("**Your hand**"), "{}", a.content);
    // The same click on a V2 hand view updates it in place.
    let a = h.click(ANN, &format!("jg1.view.{CHANNEL_ID}")).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.callback.body);
    assert_eq!(a.callback.sent["data"]["flags"], IS_COMPONENTS_V2);
    bot.shutdown().await;
}
