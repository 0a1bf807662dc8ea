//! Languages through the fake Discord (issue 40): a person's private
//! answers follow their own client's `locale`, whatever the table speaks;
//! a new table speaks the server's language (`guild_locale`), or the one
//! `/gin new language:` names; the registered commands carry every
//! language and still match Discord's API description.

use crate::discord_game::{assert_ephemeral, check_schema, start_bot, Harness};
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID};
use gin_text::Lang;
use jersey_gin::store::Store;
use jersey_gin::table::clock::SystemClock;
use jersey_gin::table::service::Service;
use jersey_gin::table::ChannelId;
use serde_json::{json, Value};

/// An interaction from a client speaking `locale` in a server speaking
/// `guild_locale`.
fn speaking(mut interaction: Value, locale: &str, guild_locale: &str) -> Value {
    interaction["locale"] = json!(locale);
    interaction["guild_locale"] = json!(guild_locale);
    interaction
}

/// `/gin <sub>` by `user`, whose Discord speaks `locale`, in `channel` of
/// a server speaking `guild_locale`.
async fn slash_in(
    h: &mut Harness,
    channel: u64,
    user: u64,
    (locale, guild_locale): (&str, &str),
    sub: &str,
    options: Vec<Value>,
) -> String {
    let id = h.fake.next_id();
    let i = payloads::slash_command_in(channel, id, &format!("tok-{id}"), user, sub, options);
    let a = h.send(speaking(i, locale, guild_locale), user).await;
    assert_ephemeral(&a);
    a.content
}

/// The language each channel's stored table speaks.
fn table_lang(db: &std::path::Path, channel: u64) -> Lang {
    let svc = Service::new(Store::open(db).unwrap(), std::sync::Arc::new(SystemClock)).unwrap();
    let table = svc.table(&ChannelId::discord(channel)).expect("a table");
    table.settings().lang
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_reader_is_answered_in_german_at_an_english_table() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lang.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let english = ("en-US", "en-US");
    let german = ("de", "en-US");
    let o = payloads::option;

    let opened = slash_in(&mut h, CHANNEL_ID, 960, english, "new", vec![]).await;
    assert!(opened.starts_with("Table open"), "{opened}");
    assert!(!opened.contains("speaks"), "{opened}");

    // An option out of its range, named as a German Discord shows it.
    let refused = slash_in(
        &mut h,
        CHANNEL_ID,
        961,
        german,
        "new",
        vec![o("computers", 4, json!(5))],
    )
    .await;
    assert_eq!(
        refused,
        "`computer` muss zwischen 0 und 3 liegen (du hast 5 geschickt). Es wurde nichts geändert."
    );
    // No seat, no hand: said in German, from the command and the button.
    let no_hand = slash_in(&mut h, CHANNEL_ID, 961, german, "hand", vec![]).await;
    assert!(
        no_hand.starts_with("Du spielst an diesem Tisch nicht mit."),
        "{no_hand}"
    );
    assert!(no_hand.contains("`/gin beitreten`"), "{no_hand}");
    let id = h.fake.next_id();
    let custom_id = format!("jg1.hand.{CHANNEL_ID}");
    let click = payloads::button_click(id, &format!("tok-{id}"), 961, &custom_id);
    let a = h.send(speaking(click, "de", "en-US"), 961).await;
    assert_ephemeral(&a);
    assert_eq!(a.content, no_hand);
    // A button of another version, and a command this bot does not know.
    let id = h.fake.next_id();
    let click = payloads::button_click(id, &format!("tok-{id}"), 961, "jg0.hand.1");
    let a = h.send(speaking(click, "de", "en-US"), 961).await;
    assert!(a.content.contains("älteren Version"), "{}", a.content);
    let nonsense = slash_in(&mut h, CHANNEL_ID, 961, german, "nonsense", vec![]).await;
    assert!(
        nonsense.starts_with("Diesen Befehl kenne ich nicht"),
        "{nonsense}"
    );
    // The same refusal for an English reader is the English one.
    let english_refusal = slash_in(
        &mut h,
        CHANNEL_ID,
        962,
        english,
        "new",
        vec![o("computers", 4, json!(5))],
    )
    .await;
    assert!(
        english_refusal.starts_with("`computers` must be from 0 to 3 (you sent 5)"),
        "{english_refusal}"
    );
    bot.shutdown().await;
    check_schema(&h.fake);
    assert_eq!(table_lang(&db, CHANNEL_ID), Lang::En);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_table_speaks_the_servers_language_or_the_one_chosen() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lang.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);

    // A French server: the table speaks French; its English opener reads
    // their own answer in English, told which language the table speaks.
    let opened = slash_in(&mut h, CHANNEL_ID, 970, ("en-US", "fr"), "new", vec![]).await;
    assert!(opened.starts_with("Table open"), "{opened}");
    assert!(opened.contains("The table speaks Français"), "{opened}");

    // `language:` (its choices are Discord's indices) wins over the
    // server's; a Brazilian opener reads Portuguese.
    let other = CHANNEL_ID + 1;
    let spanish = payloads::option("language", 4, json!(1));
    let opened = slash_in(&mut h, other, 971, ("pt-BR", "fr"), "new", vec![spanish]).await;
    assert!(opened.starts_with("Mesa aberta"), "{opened}");
    assert!(opened.contains("A mesa fala Español"), "{opened}");
    assert!(!opened.contains("Table"), "{opened}");
    bot.shutdown().await;
    check_schema(&h.fake);
    assert_eq!(table_lang(&db, CHANNEL_ID), Lang::Fr);
    assert_eq!(table_lang(&db, other), Lang::Es);
}

/// The command list the bot registers names every command and option in
/// every language Discord offers for ours.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registered_commands_speak_every_language() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("lang.redb")).await;
    let put = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .expect("the registration");
    let gin = &put.body[0];
    let new = gin["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "new")
        .unwrap();
    for lang in Lang::ALL {
        for &locale in lang.discord_locales() {
            assert!(new["name_localizations"][locale].is_string(), "{locale}");
            assert!(
                new["description_localizations"][locale].is_string(),
                "{locale}"
            );
        }
    }
    assert_eq!(new["name_localizations"]["de"], "neu");
    assert_eq!(new["name_localizations"]["es-419"], "nueva");
    bot.shutdown().await;
    check_schema(&fake);
}
