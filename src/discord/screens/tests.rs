//! The screens of whole games of every kind, checked against Discord's
//! limits and for hidden cards; and what each game's table message shows.
#![cfg(test)]

use super::*;
use crate::ai::Level;
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{chunk_lines, Control, Msg, MAX_CONTENT};
use crate::engine::jersey::Phase;
use crate::engine::{Card, CardSet, Event, Rules};
use crate::table::{Actor, Command, Env, Settings, StageKind, Table};
use crate::table::{ChannelId, UserId};
use gin_text::Lang;

/// `m` as Discord receives it: its Components V2 body (with a picture,
/// as when pictures are on), as JSON text.
fn v2_json(m: &Msg) -> String {
    use crate::discord::v2;
    let pic = poise::serenity_prelude::CreateAttachment::bytes(vec![0], "table.png")
        .description("the table");
    v2::body(m, v2::Files::Set(Some(&pic)), 0).to_string()
}

fn check_limits(m: &Msg, public: bool) {
    use crate::discord::v2;
    // A V2 message's blocks: their text (the joining newlines are not
    // sent).
    let limit = if m.blocks.is_empty() {
        MAX_CONTENT
    } else {
        v2::MAX_TEXT + m.blocks.len()
    };
    assert!(m.content.chars().count() <= limit, "{}", m.content);
    // Its V2 form: within Discord's limits, every text block shown whole
    // and in order (its lines read as `content`), no empty Text Display.
    let body: serde_json::Value = serde_json::from_str(&v2_json(m)).unwrap();
    let cs = body["components"].as_array().unwrap();
    let count: usize = cs.iter().map(v2::count).sum();
    assert!(count <= v2::MAX_COMPONENTS, "{count} components");
    let texts = v2::texts_of(cs);
    assert!(texts.iter().all(|t| !t.trim().is_empty()), "{texts:?}");
    let text: usize = texts.iter().map(|t| t.chars().count()).sum();
    assert!(text <= v2::MAX_TEXT, "{text} characters");
    assert_eq!(texts.join("\n"), m.content.trim_end());
    assert!(body.get("content").is_none() && body.get("embeds").is_none());
    assert!(m.rows.len() <= 5);
    for row in &m.rows {
        assert!(!row.is_empty() && row.len() <= 5);
        let selects = row
            .iter()
            .filter(|c| matches!(c, Control::Select { .. }))
            .count();
        assert!(selects == 0 || row.len() == 1, "a select fills its row");
        for c in row {
            assert!(c.id().len() <= 100);
            let id = ComponentId::decode(c.id()).expect("our id");
            if public {
                assert!(id.is_public(), "{id:?} on a public message");
            }
            if let Control::Select { options, .. } = c {
                assert!(!options.is_empty() && options.len() <= 25);
                for (l, v) in options {
                    assert!(l.chars().count() <= 100 && v.len() <= 100);
                }
            }
            if let Control::Button { label, .. } = c {
                assert!(label.chars().count() <= 80);
            }
        }
    }
    let _ = m.components();
}

/// Cards in a hand or the stock that nobody has seen this hand.
fn hidden(t: &Table) -> Vec<Card> {
    use crate::engine::{Event as E, Game};
    let seen_in = |log: &[E]| {
        let mut seen = CardSet::default();
        for e in log {
            match e {
                E::TookDiscard { card, .. } | E::Discarded { card, .. } => {
                    seen.insert(*card);
                }
                E::TwoHandedDealt {
                    upcard: Some(card), ..
                } => {
                    seen.insert(*card);
                }
                _ => {}
            }
        }
        seen
    };
    let g = match t.game() {
        None => return vec![],
        Some(Game::Jersey(g)) => g,
        // A partnership plays two decks: a card is hidden when it is
        // hidden in both (the other copy may be public).
        Some(Game::Gin(g)) => {
            let mut out: Option<CardSet> = None;
            for h in g.tables() {
                let mut here: CardSet = h.stock().iter().copied().collect();
                if !h.is_over() {
                    let seen = seen_in(h.log());
                    for s in h.players() {
                        for c in h.hand_of(s).iter().filter(|c| !seen.contains(*c)) {
                            here.insert(c);
                        }
                    }
                }
                out = Some(match out {
                    None => here,
                    Some(o) => o.intersect(here),
                });
            }
            return out.unwrap_or_default().iter().collect();
        }
        Some(Game::Colonel(g)) => {
            let h = g.hand();
            let mut out: Vec<Card> = h.stock().to_vec();
            if !h.is_over() {
                let seen = seen_in(h.log());
                for s in 0..2 {
                    out.extend(h.hand_of(s).iter().filter(|c| !seen.contains(*c)));
                }
            }
            return out;
        }
    };
    let h = g.hand();
    if h.phase() == Phase::Over {
        // Between hands every hand was laid out; the stock stays hidden.
        return h.stock().to_vec();
    }
    let mut seen = CardSet::default();
    for e in h.log() {
        match e {
            Event::TookDiscard { card, .. }
            | Event::Discarded { card, .. }
            | Event::HandDealt { upcard: card, .. } => {
                seen.insert(*card);
            }
            Event::LaidDown { melds, layoffs, .. } => {
                for m in melds {
                    for c in m.iter() {
                        seen.insert(c);
                    }
                }
                for l in layoffs {
                    for c in l.cards.iter() {
                        seen.insert(c);
                    }
                }
            }
            _ => {}
        }
    }
    let mut out: Vec<Card> = h.stock().to_vec();
    for s in 0..3 {
        out.extend(h.hand_of(s).iter().filter(|c| !seen.contains(*c)));
    }
    out
}

fn assert_no_hidden(text: &str, hidden: &[Card]) {
    for c in hidden {
        let shown = c.to_string();
        // A card is always written with its suit symbol: look for it as
        // a whole token.
        for (i, _) in text.match_indices(&shown) {
            let before = text[..i].chars().last();
            let ok_before = !matches!(before, Some(ch) if ch.is_ascii_digit());
            assert!(!ok_before, "hidden card {shown} in public text:\n{text}");
        }
        assert!(!text.contains(&format!(".{}", c.ascii())));
    }
}

/// Plays whole games of computers, of every kind of game, and renders
/// every public thing after every move; every hand view holds no card
/// hidden from its seat.
#[test]
fn no_hidden_card_in_any_public_render() {
    let games: Vec<Rules> = vec![
        Rules::Jersey(crate::engine::jersey::Options {
            target: 60,
            ..Default::default()
        }),
        Rules::from_names("gin", &[]).unwrap(),
        Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap(),
        Rules::from_names("gin", &["hollywood"]).unwrap(),
        Rules::from_names("gin", &["eleven_card", "around_corner"]).unwrap(),
        Rules::from_names("gin", &["gin_only"]).unwrap(),
        Rules::from_names("gin", &["three_sitout"]).unwrap(),
        Rules::from_names("gin", &["partnership"]).unwrap(),
        Rules::from_names("colonel", &[]).unwrap(),
    ];
    // One thread a game: the test is among the lib suite's longest.
    let hand_ends: Vec<usize> = std::thread::scope(|scope| {
        let games: Vec<_> = games
            .into_iter()
            .enumerate()
            .map(|(i, rules)| scope.spawn(move || no_hidden_card_in_a_game(rules, i as u64)))
            .collect();
        games.into_iter().map(|g| g.join().unwrap()).collect()
    });
    // Every game's hands end with a picture (a drawn Gin hand shows none).
    assert!(hand_ends.iter().all(|&n| n > 0), "{hand_ends:?}");
}

/// Plays a game of `rules` from `seed`, checking every public render;
/// returns how many hands ended with a picture.
fn no_hidden_card_in_a_game(rules: Rules, seed: u64) -> usize {
    let mut hand_ends = 0;
    let settings = Settings {
        rules,
        turn_ms: 1000,
        pace_ms: 0,
        seed: Some(seed),
        ..Settings::default()
    };
    let env = |now| Env {
        now_ms: now,
        seed,
        game_id: 1,
        ai: Default::default(),
    };
    let (mut t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
    for _ in 1..rules.seats() {
        t.apply(
            Actor::user(7),
            Command::AddComputer { level: Level::Easy },
            env(0),
        )
        .unwrap();
    }
    // The person's seat times out twice and is handed over.
    t.apply(Actor::user(7), Command::Start, env(0)).unwrap();
    let mut now = 0;
    let mut steps = 0;
    while t.stage() == StageKind::Playing && steps < 20_000 {
        steps += 1;
        now += 200_000;
        let out = match t.apply(Actor::System, Command::Tick, env(now)) {
            Ok(o) => o,
            Err(_) => continue,
        };
        let hidden = hidden(&t);
        let view = t.view();
        let m = table_message(1, &view);
        check_limits(&m, true);
        assert_no_hidden(&m.content, &hidden);
        assert_no_hidden(&v2_json(&m), &hidden);
        // The live message (issue 39) with a story longer than fits:
        // within V2's limits, its latest lines kept and its oldest
        // gone, every seat shown, ◀ on each seat to play.
        let story: Vec<String> = (0..40)
            .map(|i| format!("story line {i} {}", "·".repeat(90)))
            .collect();
        let live = live_message(1, &view, &story, Some(1));
        check_limits(&live, true);
        assert_no_hidden(&v2_json(&live), &hidden);
        assert!(live.content.contains("story line 39 "), "{}", live.content);
        assert!(!live.content.contains("story line 0 "), "{}", live.content);
        let players = players_of(&view.seats);
        for seat in 0..players.len() {
            let name = seat_name(Lang::En, &players, seat);
            assert!(live.content.contains(&name), "{name} in {}", live.content);
        }
        if let Some(g) = t.playing() {
            let marked = live.content.matches('◀').count();
            assert_eq!(marked, g.to_act().len(), "{}", live.content);
        }
        // The watch view (issue 42), for someone without a seat and
        // for the seated person alike: the public table only.
        for viewer in [UserId(7), UserId(8)] {
            let w = super::watch_view(Lang::En, 1, &view, viewer, Some(1));
            check_limits(&w, false);
            assert_no_hidden(&w.content, &hidden);
        }
        for chunk in chunk_lines(&event_lines(
            Lang::En,
            &out.events,
            &players_of(&view.seats),
        )) {
            assert!(chunk.chars().count() <= MAX_CONTENT);
            // A hand's end lays every hand out: that is public. The
            // cards turned to choose a dealer go back in the deck.
            if !chunk.contains("Hand over") {
                let dealt: String = chunk
                    .lines()
                    .filter(|l| !l.starts_with("Cut for the deal") && !l.starts_with("Cards for"))
                    .collect::<Vec<_>>()
                    .join("\n");
                assert_no_hidden(&dealt, &hidden);
            }
        }
        // A hand's end carries the table picture, in every game: only
        // what the hand's end lays out (and the pile) is in it.
        let names = crate::discord::pictures::picture_seating(&players_of(&view.seats), |_| None);
        let picture = view.game.as_ref().and_then(|public| {
            crate::discord::pictures::hand_end_picture(&out.events, public, &names)
        });
        if let Some(p) = picture {
            p.check().unwrap();
            hand_ends += 1;
            let shown: String = p
                .seats
                .iter()
                .flat_map(|s| {
                    s.melds
                        .iter()
                        .flat_map(|m| m.cards.clone())
                        .chain(s.deadwood.clone())
                })
                .map(|c| format!(" {c}"))
                .collect();
            assert_no_hidden(&shown, &hidden);
        }
        if let Some(g) = t.playing() {
            for seat in g.to_act().into_iter().chain([0]) {
                let st = g.seat_state(seat);
                let others: Vec<Card> = hidden
                    .iter()
                    .copied()
                    .filter(|c| !st.hand.contains(*c))
                    .collect();
                for pictured in [false, true] {
                    let hv = hand_view(Lang::En, 1, &view, &st, Some("note"), pictured);
                    check_limits(&hv, false);
                    assert_no_hidden(&hv.content, &others);
                }
                for a in &st.legal {
                    if let crate::engine::Action::Knock { card } = a {
                        let gin = rules.meld_rules().deadwood(st.hand.without(*card)) == 0;
                        let c = confirm_view(Lang::En, 1, &rules, &st, *card, gin);
                        check_limits(&c, false);
                        assert_no_hidden(&c.content, &others);
                    }
                }
            }
        }
    }
    assert_eq!(t.stage(), StageKind::Finished, "{rules:?} seed {seed}");
    check_limits(&table_message(1, &t.view()), true);
    hand_ends
}

#[test]
fn lobby_message_has_lobby_buttons() {
    let (t, _) = Table::open(&ChannelId::new("1"), UserId(7), Settings::default()).unwrap();
    let m = table_message(u64::MAX, &t.view());
    check_limits(&m, true);
    assert!(m.content.contains("<@7>"));
    let ids: Vec<&str> = m.rows[0].iter().map(|c| c.id()).collect();
    assert!(ids.iter().any(|i| i.starts_with("jg1.join.")));
    assert!(ids.iter().any(|i| i.starts_with("jg1.start.")));
    // Seats left: others are asked in; every seat taken: only Start.
    assert!(
        m.content.contains("Join, or add a computer seat"),
        "{}",
        m.content
    );
    let mut t = t;
    let env = Env {
        now_ms: 0,
        seed: 3,
        game_id: 1,
        ai: Default::default(),
    };
    for _ in 1..Settings::default().rules.seats() {
        let add = Command::AddComputer { level: Level::Easy };
        t.apply(Actor::user(7), add, env).unwrap();
    }
    let full = table_message(u64::MAX, &t.view()).content;
    assert!(full.contains("Every seat is taken: Start."), "{full}");
    assert!(!full.contains("Join, or add"), "{full}");
}

/// A table of `rules` with person 7 and computers, played by the
/// deadlines for `ticks` steps.
fn played(rules: Rules, ticks: u32) -> Table {
    let env = |now| Env {
        now_ms: now,
        seed: 3,
        game_id: 1,
        ai: Default::default(),
    };
    let settings = Settings {
        rules,
        pace_ms: 0,
        seed: Some(3),
        ..Settings::default()
    };
    let (mut t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
    for _ in 1..rules.seats() {
        let add = Command::AddComputer { level: Level::Easy };
        t.apply(Actor::user(7), add, env(0)).unwrap();
    }
    t.apply(Actor::user(7), Command::Start, env(0)).unwrap();
    let mut now = 0;
    for _ in 0..ticks {
        now += 1_000_000;
        let _ = t.apply(Actor::System, Command::Tick, env(now));
    }
    t
}

/// What the table message shows for each kind of game: Hollywood's
/// three games side by side, a partnership's two tables and sides,
/// Oklahoma's knock limit, Colonel's melds. (Run with `--nocapture` to
/// see them: the README's examples come from here.)
#[test]
fn the_table_message_shows_what_each_game_needs() {
    let cases = [
        (
            Rules::from_names("gin", &[]).unwrap(),
            6,
            vec!["Gin Rummy · game to 100", "`1.`", "`2.`", "stock"],
        ),
        (
            Rules::from_names("gin", &["hollywood"]).unwrap(),
            120,
            vec!["Hollywood", "I ", "II ", "III "],
        ),
        (
            Rules::from_names("gin", &["partnership"]).unwrap(),
            8,
            vec!["partnership", "Table 1:", "Table 2:", " & "],
        ),
        (
            Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap(),
            5,
            vec!["Oklahoma, doubling", "knock at"],
        ),
        (
            Rules::from_names("colonel", &[]).unwrap(),
            30,
            vec!["Colonel · a match of 4 hands"],
        ),
    ];
    for (rules, ticks, wanted) in cases {
        let t = played(rules, ticks);
        let view = t.view();
        let m = table_message(1, &view);
        println!("{}\n", m.content);
        for w in wanted {
            assert!(m.content.contains(w), "{w:?} in\n{}", m.content);
        }
    }
}

/// Issue 38, items 1 and 2: each computer seat has its own name at the
/// table (two or three of one level), the seat that sits out is the
/// dealer among three (V7.1), and a whole Hollywood set marks who won
/// each game (✔ for the winner, ✗ for the other: G8.3, V2.4) and ends
/// with the games won (V2.6).
#[test]
fn computers_have_names_and_hollywood_marks_each_games_winner() {
    for switches in [&["three_sitout"][..], &["partnership"]] {
        let t = played(Rules::from_names("gin", switches).unwrap(), 3);
        let m = table_message(1, &t.view());
        for name in ["🤖 Ada (easy)", "🤖 Bo (easy)"] {
            assert!(m.content.contains(name), "{name} in\n{}", m.content);
        }
        assert!(!m.content.contains("Computer"), "{}", m.content);
        if switches == ["three_sitout"] {
            let out = m
                .content
                .lines()
                .find(|l| l.starts_with('`') && l.contains("sits out"));
            let out = out.unwrap_or_else(|| panic!("a seat sits out in\n{}", m.content));
            assert!(out.contains("· dealer"), "V7.1: the one out deals: {out}");
            assert_eq!(m.content.matches("· dealer").count(), 1, "{}", m.content);
        }
    }
    let t = played(Rules::from_names("gin", &["hollywood"]).unwrap(), 2_000);
    assert_eq!(t.stage(), StageKind::Finished);
    let m = table_message(1, &t.view());
    let sides: Vec<&str> = m.content.lines().filter(|l| l.starts_with('`')).collect();
    assert_eq!(sides.len(), 2, "{}", m.content);
    for game in ["I", "II", "III"] {
        let mark = |line: &str| {
            let part = line
                .split(" · ")
                .find(|p| p.split_whitespace().any(|w| w == game));
            let part = part.unwrap_or_else(|| panic!("game {game} in {line}"));
            ["✔", "✗", "="].into_iter().find(|k| part.ends_with(k))
        };
        let marks = (mark(sides[0]), mark(sides[1]));
        assert!(
            matches!(
                marks,
                (Some("✔"), Some("✗")) | (Some("✗"), Some("✔")) | (Some("="), Some("="))
            ),
            "game {game}: {marks:?} in\n{}",
            m.content
        );
    }
    let over = m
        .content
        .lines()
        .find(|l| l.contains("**Set over**"))
        .unwrap();
    assert!(over.contains('–') || over.contains("a tie"), "{over}");
}

/// Whether a line says something in words (beyond names, cards, numbers
/// and the names every language keeps: the games', the computers').
fn has_words(line: &str) -> bool {
    const KEPT: &[&str] = &[
        "normal",
        "Gin",
        "GIN",
        "gin",
        "Jersey",
        "Rummy",
        "Oklahoma",
        "Hollywood",
        "Colonel",
        "Ada",
        "Cy",
        "Bo",
        "III",
        "min",
        "pts",
    ];
    line.split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().count() >= 3 && !KEPT.contains(&w))
}

/// Every label a message's controls show (buttons, placeholders, options).
fn labels(m: &Msg) -> Vec<String> {
    let mut out = Vec::new();
    for c in m.rows.iter().flatten() {
        match c {
            Control::Button { label, .. } => out.push(label.clone()),
            Control::Select {
                placeholder,
                options,
                ..
            } => {
                out.push(placeholder.clone());
                out.extend(options.iter().map(|(l, _)| l.clone()));
            }
        }
    }
    out
}

/// `other` is `english` said in another language: no placeholder or
/// message id left, and every line and label with words differs from
/// English's (the lines of the recent moves apart: their wording is the
/// shared story's, `crate::render`, checked by its own tests).
fn speaks(lang: Lang, english: &Msg, other: &Msg) {
    check_limits(other, false);
    let ids: Vec<String> = gin_text::message_ids(Lang::En)
        .into_iter()
        .map(|(_, id)| id)
        .filter(|id| id.starts_with("table-") || id.starts_with("hand-"))
        .collect();
    for text in std::iter::once(&other.content).chain(labels(other).iter()) {
        assert!(!text.contains('{'), "{lang}: a placeholder in\n{text}");
        for id in &ids {
            assert!(!text.contains(id.as_str()), "{lang}: {id} in\n{text}");
        }
    }
    let (en, them): (Vec<&str>, Vec<&str>) = (
        english.content.lines().collect(),
        other.content.lines().collect(),
    );
    assert_eq!(
        en.len(),
        them.len(),
        "{lang}:\n{}\n{}",
        english.content,
        other.content
    );
    for (e, t) in en.iter().zip(&them) {
        if has_words(e) && !e.starts_with("> ") {
            assert_ne!(e, t, "{lang}: English left in\n{}", other.content);
        }
    }
    let (en, them) = (labels(english), labels(other));
    assert_eq!(en.len(), them.len());
    for (e, t) in en.iter().zip(&them) {
        if has_words(e) {
            assert_ne!(e, t, "{lang}: an English label");
        }
    }
}

/// Issue 40: whole games of every kind, their table message rendered in
/// each language (the table's) and every hand view and knock
/// confirmation in each (the viewer's): no placeholder, no message id,
/// no English left, Discord's limits kept in every language.
#[test]
fn every_screen_of_every_game_speaks_every_language() {
    let games = [
        Rules::from_names("jersey", &[]).unwrap(),
        Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap(),
        Rules::from_names("gin", &["hollywood"]).unwrap(),
        Rules::from_names("gin", &["eleven_card", "gin_only"]).unwrap(),
        Rules::from_names("gin", &["three_sitout"]).unwrap(),
        Rules::from_names("gin", &["partnership"]).unwrap(),
        Rules::from_names("colonel", &[]).unwrap(),
    ];
    // One thread a game: the test is the lib suite's longest.
    let views: usize = std::thread::scope(|scope| {
        let games: Vec<_> = games
            .into_iter()
            .map(|rules| scope.spawn(move || every_screen_speaks_every_language(rules)))
            .collect();
        games.into_iter().map(|g| g.join().unwrap()).sum()
    });
    assert!(views > 1_000, "{views} hand views");
}

/// Plays a game of `rules`, checking every screen in every language;
/// returns how many hand views it checked.
fn every_screen_speaks_every_language(rules: Rules) -> usize {
    let others = [Lang::Es, Lang::PtBr, Lang::De, Lang::Fr];
    let mut views = 0;
    let mut t = played(rules, 0);
    let env = |now| Env {
        now_ms: now,
        seed: 3,
        game_id: 1,
        ai: Default::default(),
    };
    let mut now = 0;
    for step in 0..3_000 {
        if t.stage() != StageKind::Playing {
            break;
        }
        now += 1_000_000;
        let _ = t.apply(Actor::System, Command::Tick, env(now));
        // Every few moves (the whole game: the table message).
        let mut view = t.view();
        let english = table_message(1, &view);
        for lang in others {
            view.settings.lang = lang;
            speaks(lang, &english, &table_message(1, &view));
        }
        view.settings.lang = Lang::En;
        if step % 3 != 0 {
            continue;
        }
        let Some(g) = t.playing() else { continue };
        for seat in 0..rules.seats() {
            let st = g.seat_state(seat);
            for pictured in [false, true] {
                let english = hand_view(Lang::En, 1, &view, &st, None, pictured);
                for lang in others {
                    speaks(
                        lang,
                        &english,
                        &hand_view(lang, 1, &view, &st, None, pictured),
                    );
                }
                views += 1;
            }
            for a in &st.legal {
                if let crate::engine::Action::Knock { card } = a {
                    let gin = rules.meld_rules().deadwood(st.hand.without(*card)) == 0;
                    let english = confirm_view(Lang::En, 1, &rules, &st, *card, gin);
                    for lang in others {
                        let c = confirm_view(lang, 1, &rules, &st, *card, gin);
                        speaks(lang, &english, &c);
                    }
                }
            }
        }
    }
    assert_eq!(t.stage(), StageKind::Finished, "{}", rules.summary());
    let mut view = t.view();
    let english = table_message(1, &view);
    assert!(english.content.contains("over**"), "{}", english.content);
    for lang in others {
        view.settings.lang = lang;
        speaks(lang, &english, &table_message(1, &view));
    }
    views
}

/// Issue 40: the table message follows the table's language, a hand view
/// its viewer's: a table opened in German shows German to the channel
/// while a person whose Discord speaks French reads their hand in French.
/// The lobby, the closed table and the story's own lines too.
#[test]
fn a_german_table_shows_a_french_viewer_their_hand_in_french() {
    let settings = Settings {
        lang: Lang::De,
        ..Settings::default()
    };
    let (t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
    let lobby = table_message(1, &t.view());
    assert!(lobby.content.contains("**Warteraum**"), "{}", lobby.content);
    assert_eq!(
        labels(&lobby),
        ["Mitspielen", "Aufstehen", "Computer dazu", "Start"]
    );
    let mut t = played(Rules::from_names("gin", &["oklahoma"]).unwrap(), 0);
    let env = Env {
        now_ms: 1,
        seed: 3,
        game_id: 1,
        ai: Default::default(),
    };
    let _ = t.apply(Actor::System, Command::Tick, env);
    let mut view = t.view();
    view.settings.lang = Lang::De;
    let table = table_message(1, &view);
    println!("{}\n", table.content);
    assert!(table.content.contains("Gin Rommé"), "{}", table.content);
    assert!(table.content.contains("· Runde 1"), "{}", table.content);
    assert!(table.content.contains("Talon"), "{}", table.content);
    assert_eq!(labels(&table), ["Meine Hand", "👀 Zuschauen"]);
    let st = t.playing().unwrap().seat_state(0);
    let lang = crate::discord::lang::person("fr");
    let hand = hand_view(lang, 1, &view, &st, None, false);
    println!("{}", hand.content);
    assert!(
        hand.content.starts_with("**Votre main** · donne 1"),
        "{}",
        hand.content
    );
    assert!(hand.content.contains("pioche"), "{}", hand.content);
    assert!(!hand.content.contains("Talon"), "{}", hand.content);
    assert!(labels(&hand).contains(&"Piocher".to_string()));
    assert_eq!(
        closed_table_message(Lang::De).content,
        "🃏 Dieser Tisch ist geschlossen. Mit `/gin new` eröffnest du einen neuen."
    );
}

/// Issue 40: the story's own lines (a table's events, a draw, a discard,
/// a knock, a rating) in every language: none left in English, none with
/// a placeholder; the plural follows the count.
#[test]
fn the_storys_own_lines_speak_every_language() {
    use crate::table::{Player, TableEvent};
    let card = |s: &str| -> Card { s.parse().unwrap() };
    let ann = Player::Human { id: UserId(7) };
    let bot = Player::Computer { level: Level::Hard };
    let seats = vec![ann, bot];
    let game = |event| TableEvent::Game { event };
    let events = vec![
        TableEvent::Opened {
            opener: UserId(7),
            settings: Settings::default(),
        },
        TableEvent::Joined {
            player: bot,
            seats: seats.clone(),
        },
        TableEvent::Left { player: ann },
        game(Event::DrewStock { seat: 0 }),
        game(Event::TookDiscard {
            seat: 1,
            card: card("7c"),
        }),
        game(Event::Knocked {
            seat: 0,
            gin: false,
            count: 7,
        }),
        game(Event::Knocked {
            seat: 1,
            gin: true,
            count: 0,
        }),
        TableEvent::Resumed { seat: 0 },
        TableEvent::Abandoned { game_id: Some(1) },
        TableEvent::Closed,
    ];
    for lang in [Lang::Es, Lang::PtBr, Lang::De, Lang::Fr] {
        for e in &events {
            let english = event_lines(Lang::En, std::slice::from_ref(e), &seats);
            let theirs = event_lines(lang, std::slice::from_ref(e), &seats);
            assert_eq!(english.len(), 1);
            assert_ne!(english, theirs, "{lang}");
            assert!(!theirs[0].contains('{'), "{}", theirs[0]);
        }
        let rating = rating_lines(lang, &[(bot, 25.0, 26.0)]);
        assert_ne!(rating, rating_lines(Lang::En, &[(bot, 25.0, 26.0)]));
        println!("{lang}: {}", rating[0]);
    }
    let de = |events: &[TableEvent]| event_lines(Lang::De, events, &seats).join("\n");
    assert_eq!(
        de(&events[1..2]),
        "➕ 🤖 Ada (schwer) setzt sich an den Tisch."
    );
    assert_eq!(de(&events[5..6]), "✊ <@7> **klopft** mit 7.");
}

/// A table whose clock ends with a forfeit (issue 42) says so in its
/// lobby, beside each running clock, and once it happened: the story's
/// one line, the table message (with the rematch) and each hand view
/// (with nothing left to play), in every language.
#[test]
fn a_forfeit_on_the_clock_is_said_once_and_offers_a_rematch() {
    let env = |now_ms| Env {
        now_ms,
        seed: 3,
        game_id: 1,
        ai: Default::default(),
    };
    for lang in Lang::ALL {
        let settings = Settings {
            rules: Rules::from_names("gin", &[]).unwrap(),
            clock_end: crate::table::ClockEnd::Forfeit,
            lang,
            ..Settings::default()
        };
        let (mut t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
        let lobby = table_message(1, &t.view());
        let said = gin_text::tr!(lang, "table-clock-end-forfeit");
        assert!(lobby.content.contains(&said), "{}", lobby.content);
        t.apply(Actor::user(8), Command::Join, env(0)).unwrap();
        t.apply(Actor::user(7), Command::Start, env(0)).unwrap();
        let playing = table_message(1, &t.view());
        assert!(playing.content.contains("<t:"), "{}", playing.content);
        let d = t.deadline().unwrap();
        let out = t.apply(Actor::System, Command::Tick, env(d.at_ms)).unwrap();
        let seats = t.players();
        let lines = event_lines(lang, &out.events, &seats);
        let forfeit: Vec<&String> = lines.iter().filter(|l| l.starts_with("🏳️")).collect();
        assert_eq!(forfeit.len(), 1, "{lines:?}");
        let loser = seat_name(lang, &seats, d.seat);
        let winner = seat_name(lang, &seats, 1 - d.seat);
        assert!(forfeit[0].contains(&loser) && forfeit[0].contains(&winner));
        let view = t.view();
        let table = table_message(1, &view);
        check_limits(&table, true);
        assert!(
            table.content.contains(forfeit[0].as_str()),
            "{}",
            table.content
        );
        assert_eq!(
            labels(&table),
            [
                gin_text::tr!(lang, "table-rematch"),
                gin_text::tr!(lang, "watch-button")
            ]
        );
        for user in [7, 8] {
            let state = t.seat_state(UserId(user)).unwrap();
            let hand = hand_view(lang, 1, &view, &state, None, false);
            check_limits(&hand, false);
            assert!(
                hand.content.contains(forfeit[0].as_str()),
                "{}",
                hand.content
            );
            assert!(hand.rows.is_empty(), "{:?}", labels(&hand));
        }
        if lang == Lang::En {
            println!("{}\n{}\n{}", lobby.content, playing.content, table.content);
        }
    }
}
