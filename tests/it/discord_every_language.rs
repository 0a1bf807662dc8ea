//! Issue 40: a whole game of every kind through the fake Discord in each
//! language we speak besides English: the table opened in that language by
//! a person whose client speaks it too, computer seats filling the others.
//! The usual checks hold (schema, no hidden card in public, hands only to
//! their owner, the story every line once and in order), and no English
//! word of the catalogs leaks into anything that game said: no post, table
//! message, hand view, refusal, control or picture alt text holds a word
//! of the English catalog that the language's own catalog lacks (names
//! and card symbols apart).

use crate::discord_game::{
    assert_ephemeral, check_hands_private, check_hidden, check_pictures, check_schema,
    play_until_over, start_bot, wait_posts_through, Harness, Person,
};
use crate::support::fake_discord::{FakeDiscord, Recorded};
use crate::support::leaks::{english_only, found};
use crate::support::payloads::{self, CHANNEL_ID};
use crate::support::story;
use gin_text::Lang;
use jersey_gin::store::Store;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

/// One kind of game: its name, its `/gin new` options, its computer seats
/// (beside the one person), the controls the person uses first.
struct Kind {
    name: &'static str,
    options: Vec<Value>,
    computers: u32,
    prefer: Vec<&'static str>,
}

/// Every kind of the family, each to a target of 1 so that a game is one
/// scoring hand (a drawn hand deals another; Hollywood's set is three such
/// games; Colonel is its match of four hands): the issue asks for whole
/// games in every language, and CI for a short run.
fn kinds() -> Vec<Kind> {
    let o = payloads::option;
    let on = |switch: &str| o(switch, 5, json!(true));
    let kind = |name, options, computers, prefer| Kind {
        name,
        options,
        computers,
        prefer,
    };
    vec![
        kind("Jersey Gin", vec![o("game", 4, json!(0))], 2, vec![]),
        kind(
            "Gin Rummy",
            vec![o("game", 4, json!(1))],
            1,
            vec!["jg1.pass."],
        ),
        kind(
            "Oklahoma with doubling",
            vec![on("oklahoma"), on("doubling")],
            1,
            vec!["jg1.dbl.", "jg1.redbl."],
        ),
        kind("Hollywood", vec![on("hollywood")], 1, vec![]),
        kind("three players", vec![on("three_players")], 2, vec![]),
        kind("partnership", vec![on("partnership")], 3, vec![]),
        kind(
            "Colonel",
            vec![o("game", 4, json!(2))],
            1,
            vec!["jg1.chal.", "jg1.chalok."],
        ),
    ]
}

/// The words for people in a request the bot made: the contents, labels,
/// placeholders and descriptions of messages, components and attachments
/// (alt text), not ids or values. The commands' registration is English
/// with its translations beside it and is left out.
fn texts_of(r: &Recorded) -> Vec<String> {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(map) => {
                for (k, v) in map {
                    match (k.as_str(), v) {
                        (
                            "content" | "label" | "placeholder" | "description" | "title",
                            Value::String(s),
                        ) => out.push(s.clone()),
                        _ => walk(v, out),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    if r.method == "PUT" && r.path.ends_with("/commands") {
        return out;
    }
    walk(&r.body, &mut out);
    out.extend(r.files.iter().filter_map(|f| f.description.clone()));
    out
}

/// Every English word that leaked into what the bot said, with a text it
/// was found in.
fn leaks(fake: &FakeDiscord, english: &BTreeSet<String>) -> BTreeMap<String, String> {
    let texts: Vec<String> = fake.requests().iter().flat_map(|r| texts_of(r)).collect();
    found(texts.iter().map(String::as_str), english)
}

/// One whole game of `kind` in `lang`, with the checks; returns the
/// English words that leaked.
async fn play_one(lang: Lang, kind: &Kind, me: u64) -> BTreeMap<String, String> {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("languages.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let locale = lang.discord_locales()[0];
    h.locales.insert(me, locale.to_string());
    let o = payloads::option;
    let index = Lang::ALL.iter().position(|&l| l == lang).unwrap();
    let mut options = kind.options.clone();
    options.extend([
        o("language", 4, json!(index)),
        o("computers", 4, json!(kind.computers)),
        o("pace_ms", 4, json!(1)),
    ]);
    // Colonel takes no target: its match is four hands (V9.7).
    if kind.name != "Colonel" {
        options.push(o("target", 4, json!(1)));
    }
    // Rules that cannot be played (V10.3) are refused in the person's
    // words, and open nothing.
    for refused in [
        vec![
            o("hollywood", 5, json!(true)),
            o("partnership", 5, json!(true)),
        ],
        vec![o("game", 4, json!(2)), o("oklahoma", 5, json!(true))],
    ] {
        let a = h.slash(me, "new", refused).await;
        assert_ephemeral(&a);
        assert!(a.content.contains("V10.3"), "{lang}: {}", a.content);
    }
    let from = h.fake.request_count();
    let a = h.slash(me, "new", options).await;
    assert_ephemeral(&a);
    let buttons = h.table_buttons(from).await;
    let start = buttons
        .iter()
        .find(|b| b.starts_with("jg1.start."))
        .unwrap_or_else(|| {
            panic!(
                "{lang} {}: no start in {buttons:?}: {}",
                kind.name, a.content
            )
        });
    let a = h.click(me, start).await;
    assert_ephemeral(&a);
    // A refusal in the person's language: the game has started.
    let a = h.click(me, start).await;
    assert_ephemeral(&a);
    let mut people = vec![Person::new(me)];
    people[0].prefer = kind.prefer.clone();
    play_until_over(&mut h, &mut people, Duration::from_millis(2)).await;
    // The story's posts are paced (5 per 5 s): the game's last post, the
    // leaderboard after it (📈), comes well after the last move.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !h
        .fake
        .posted(CHANNEL_ID)
        .iter()
        .any(|p| p.content.contains('📈'))
    {
        assert!(
            Instant::now() < deadline,
            "{lang} {}: no leaderboard",
            kind.name
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    wait_posts_through(&h.fake, Duration::from_millis(300), Duration::from_secs(20)).await;
    bot.shutdown().await;

    check_schema(&h.fake);
    // A partnership deals two decks: a card of one deck may be public at
    // the other table.
    if kind.name != "partnership" {
        check_hidden(&h.fake, &people);
    }
    check_hands_private(&h, &people);
    check_pictures(&h, kind.name == "Colonel");
    let store = Store::open(&db).unwrap();
    let groups = story::groups(&h.fake, CHANNEL_ID);
    let expected = story::expected_lines(&store, CHANNEL_ID, &groups);
    let posted = story::posted_lines(&h.fake, CHANNEL_ID);
    if let Err(e) = story::check(&expected, &posted) {
        panic!("{lang} {}: {e}", kind.name);
    }
    leaks(&h.fake, &english_only(lang))
}

/// Every kind of game in `lang`: no English word leaks into any.
async fn every_kind_in(lang: Lang, me: u64) {
    let started = Instant::now();
    let mut leaked = Vec::new();
    for kind in kinds() {
        let at = Instant::now();
        let found = play_one(lang, &kind, me).await;
        println!("{lang} {}: {:?}", kind.name, at.elapsed());
        for (word, text) in found {
            leaked.push(format!("{}: {word:?} in {text:?}", kind.name));
        }
    }
    println!("{lang}: every kind in {:?}", started.elapsed());
    assert!(
        leaked.is_empty(),
        "English words in {lang} games:\n{}",
        leaked.join("\n")
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_game_plays_in_spanish_without_english() {
    every_kind_in(Lang::Es, 4001).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_game_plays_in_portuguese_without_english() {
    every_kind_in(Lang::PtBr, 4002).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_game_plays_in_german_without_english() {
    every_kind_in(Lang::De, 4003).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_game_plays_in_french_without_english() {
    every_kind_in(Lang::Fr, 4004).await;
}

/// The leak check finds an English word, and not a word both languages
/// share or a name.
#[test]
fn english_words_are_found_and_shared_words_are_not() {
    let german = english_only(Lang::De);
    for w in ["your", "deadwood", "knocks", "draws"] {
        assert!(german.contains(w), "{w}");
    }
    for w in ["gin", "hand", "ada", "gamer", "karten"] {
        assert!(!german.contains(w), "{w}");
    }
}
