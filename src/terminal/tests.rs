//! The terminal game driven through its input, as a person types.

use super::turn::{hint, rules_text};
use super::*;
use crate::engine::Action;
use std::io::Write;

fn args(game: &str, variants: &[&str], seed: u64) -> PlayArgs {
    PlayArgs {
        game: Some(game.into()),
        variant: variants.iter().map(|v| v.to_string()).collect(),
        level: Some(Level::Easy),
        seed: Some(seed),
        db: PathBuf::new(),
        pace: 0,
        no_color: true,
        ..PlayArgs::default()
    }
}

/// Plays `script` against a new in-memory table; returns what was printed.
fn run(args: &PlayArgs, script: &str) -> String {
    let svc = Service::in_memory(system_clock()).unwrap();
    let mut input = std::io::Cursor::new(script.to_string());
    let mut out = Vec::new();
    play(&svc, args, &mut input, &mut out, false).unwrap();
    String::from_utf8(out).unwrap()
}

/// The output of a game, shared with the [`Player`] that reads it.
#[derive(Clone, Default)]
struct Screen(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl Write for Screen {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Screen {
    fn text(&self) -> String {
        String::from_utf8(self.0.borrow().clone()).unwrap()
    }
    /// The last few screens of it.
    fn tail(&self) -> String {
        let all = self.0.borrow();
        let from = all.len().saturating_sub(6000);
        String::from_utf8_lossy(&all[from..]).into_owned()
    }
}

/// A person at the keyboard who reads the screen: knocks or goes gin
/// with the first choice offered (confirming it), otherwise draws from the
/// stock and throws the highest deadwood card; no rematch.
struct Person {
    screen: Screen,
    answers: u32,
}

impl Person {
    fn answer(&self) -> String {
        let text = self.screen.tail();
        let prompt = text.lines().last().unwrap_or_default();
        if prompt.contains("Play again") {
            return "n".into();
        }
        if prompt.contains("[y/N]") {
            return "y".into();
        }
        if !prompt.starts_with("Your move") {
            return String::new();
        }
        let turn = &text[text.rfind("Your hand:").unwrap_or(0)..];
        let item = |what: &str| {
            turn.lines()
                .find(|l| l.contains(what))
                .and_then(|l| l.split(')').next())
                .map(|n| n.trim().to_string())
        };
        if let Some(n) = item(") go gin").or_else(|| item(") knock with")) {
            return n;
        }
        if turn.contains("✗") {
            return "1".into();
        }
        if let Some(n) = item(") draw from the stock") {
            return n;
        }
        // The highest deadwood card: the last group of the hand line.
        let hand = turn.lines().next().unwrap_or_default();
        let groups = hand
            .trim_start_matches("Your hand: ")
            .split("   ")
            .next()
            .unwrap_or_default();
        let deadwood = groups.split("  ").last().unwrap_or_default();
        let highest = deadwood
            .split(' ')
            .filter_map(|c| c.parse::<Card>().ok())
            .max_by_key(|c| c.rank());
        match highest {
            Some(card) if !deadwood.starts_with('[') => card.to_string(),
            _ => "1".into(),
        }
    }
}

impl std::io::Read for Person {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.answers == 0 {
            return Ok(0);
        }
        self.answers -= 1;
        let line = format!("{}\n", self.answer());
        // The answer shows on the screen as a terminal echoes it.
        self.screen
            .0
            .borrow_mut()
            .extend_from_slice(line.as_bytes());
        buf[..line.len()].copy_from_slice(line.as_bytes());
        Ok(line.len())
    }
}

/// Plays a whole game as [`Person`] does; returns what was printed.
fn play_as_a_person(args: &PlayArgs) -> String {
    let svc = Service::in_memory(system_clock()).unwrap();
    let screen = Screen::default();
    let person = Person {
        screen: screen.clone(),
        answers: 20_000,
    };
    let mut input = std::io::BufReader::new(person);
    let mut out = screen.clone();
    play(&svc, args, &mut input, &mut out, false).unwrap();
    screen.text()
}

/// Words a sentence about "You" or about a count must not have.
const DISAGREEING: &[&str] = &[
    "You draws",
    "You takes",
    "You discards",
    "You deals",
    "You is",
    "You knocks",
    "You wins",
    "You scores",
    "You passes",
    "You lays",
    "You goes",
    "You's",
    "You credited",
    " 1 boxes",
    " 1 cards",
    " 1 points",
    " 1 games",
    "at 0 or less",
    "deadwood [] ",
    "(normal) ",
    "(easy) draws",
    "takes the upcard",
];

fn assert_agrees(text: &str, what: &str) {
    for wrong in DISAGREEING {
        assert!(!text.contains(wrong), "{what}: {wrong:?} in:\n{text}");
    }
}

/// Plays a whole game by always picking the first move, then declines a
/// rematch; the output shows the events, hand and menu.
#[test]
fn a_scripted_game_in_the_terminal() {
    // Enough "1"s for any game, then "n" for the rematch question.
    let mut script = "1\n".repeat(3000);
    script.push_str("n\n");
    let text = run(&args("jersey", &[], 11), &script);
    assert!(text.contains("Cards for the deal"), "{text}");
    // R3.2: who deals, and why.
    assert!(text.contains("(the highest card deals)"), "{text}");
    assert!(text.contains("Your hand:"));
    assert!(text.contains("deadwood"));
    assert!(text.contains("1) draw from the stock"));
    assert!(text.contains("reached the target and"), "{text}");
    // The person is "You", and verbs agree.
    assert!(text.contains("You draw from the stock."), "{text}");
    assert_agrees(&text, "jersey");
    // The status line shows the hand, the dealer and the scores.
    assert!(text.contains("Hand 1 · dealt by "), "{text}");
    assert!(text.contains(" · scores: "), "{text}");
    assert!(text.contains("The table is closed."));
    // A computer's level is said once, in the seat list.
    assert!(text.contains("Seats in order: "), "{text}");
    assert_eq!(text.matches("(easy)").count(), 2, "{text}");
}

/// Every game of the family plays in the terminal against the number of
/// computers it needs, with its own controls and wording; a whole game
/// of Gin Rummy ends with its result.
#[test]
fn every_game_plays_in_the_terminal() {
    for (game, variants, whole) in [
        ("gin", vec![], true),
        ("gin", vec!["oklahoma", "doubling"], false),
        ("gin", vec!["partnership"], false),
        ("gin", vec!["three_sitout"], false),
        ("colonel", vec![], false),
    ] {
        let mut script = "1\n".repeat(if whole { 4000 } else { 60 });
        script.push_str("n\n");
        let text = run(&args(game, &variants, 5), &script);
        let seats = crate::engine::Rules::from_names(game, &variants)
            .unwrap()
            .seats();
        assert!(text.contains("Your hand:"), "{game} {variants:?}: {text}");
        assert!(text.contains(" · scores: "), "{text}");
        // The game was dealt to as many seats as it needs.
        let order = text
            .lines()
            .find_map(|l| l.split_once("Seats in order: "))
            .map(|(_, names)| names.split(", ").count());
        assert_eq!(order, Some(seats), "{game} {variants:?}: {text}");
        if whole {
            assert!(text.contains("The table is closed."), "{text}");
            assert!(text.contains("wins"), "{text}");
        }
        assert_agrees(&text, game);
    }
    let svc = Service::in_memory(system_clock()).unwrap();
    let mut out = Vec::new();
    let bad = PlayArgs {
        variant: vec!["hollywood".into(), "partnership".into()],
        ..PlayArgs::default()
    };
    let err = play(&svc, &bad, &mut std::io::Cursor::new(""), &mut out, false).unwrap_err();
    assert!(err.to_string().contains("V10.3"), "{err}");
}

/// Issue 37, item 1: `?`, `rules` and `help` at the prompt show the rules
/// of the game being played (the text of `/gin rules`), and the first
/// prompt says so in one line.
#[test]
fn the_rules_are_one_question_mark_away() {
    let text = run(&args("gin", &["oklahoma"], 2), "?\nrules\nHELP\nq\n");
    assert_eq!(text.matches(&hint(Lang::En)).count(), 1, "{text}");
    let rules = Rules::from_names("gin", &["oklahoma"]).unwrap();
    let shown = rules_text(Lang::En, &rules, false);
    assert_eq!(text.matches(&shown).count(), 3, "{text}");
    // The same words as `/gin rules`, without Discord's markup.
    for message in crate::rules_text::rules_messages(Lang::En, &rules) {
        let first = message.lines().last().unwrap().replace('*', "");
        assert!(shown.contains(&first), "{first}");
    }
    assert!(shown.contains("Oklahoma."), "{shown}");
    assert!(!shown.contains("**"), "{shown}");
    assert!(!text.contains("Pick one of the numbers above."), "{text}");
    assert!(text.contains("saved"), "{text}");
}

/// Issue 37, item 2: resuming says which game resumes and how to start
/// the one asked for instead; `--new` abandons it and starts that one.
#[test]
fn the_resume_notice_names_the_game_and_new_starts_the_one_asked() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.redb");
    let mut first = args("jersey", &[], 3);
    first.db = db.clone();
    first.level = Some(Level::Normal);
    let first_moves;
    {
        let svc = Service::open(&db, None, system_clock()).unwrap();
        let mut out = Vec::new();
        play(
            &svc,
            &first,
            &mut std::io::Cursor::new("1\n1\nq\n"),
            &mut out,
            false,
        )
        .unwrap();
        first_moves = svc.snapshot(&CHANNEL).unwrap().moves().unwrap();
        assert!(String::from_utf8(out).unwrap().contains("saved"));
    }
    let mut gin = args("gin", &[], 4);
    gin.db = db.clone();
    {
        let svc = Service::open(&db, None, system_clock()).unwrap();
        // End of input (Ctrl-D) leaves as q does.
        let mut out = Vec::new();
        play(&svc, &gin, &mut std::io::Cursor::new(""), &mut out, false).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.contains("Resuming your unfinished game of Jersey Gin (game 1)."),
            "{text}"
        );
        assert!(text.contains("apply to new games only"), "{text}");
        let again = format!("`jersey-gin play --new --db {}`", db.display());
        assert!(text.contains(&again), "{text}");
        assert!(
            text.contains(&format!(
                "`jersey-gin play --db {}` resumes it",
                db.display()
            )),
            "{text}"
        );
        assert!(svc.snapshot(&CHANNEL).unwrap().moves().unwrap() >= first_moves);
        assert_eq!(
            svc.snapshot(&CHANNEL).unwrap().rules().kind().name(),
            "Jersey Gin"
        );
    }
    gin.new = true;
    let svc = Service::open(&db, None, system_clock()).unwrap();
    let mut out = Vec::new();
    play(
        &svc,
        &gin,
        &mut std::io::Cursor::new("q\n"),
        &mut out,
        false,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(
        text.contains("Abandoning your unfinished game of Jersey Gin (game 1)."),
        "{text}"
    );
    assert!(text.contains("Gin Rummy; 2 seats"), "{text}");
    let t = svc.snapshot(&CHANNEL).unwrap();
    assert_eq!(t.rules(), Rules::from_names("gin", &[]).unwrap());
    assert_eq!(t.game_id(), 2);
}

/// Issue 37, item 3 (V9.4, V9.6): Colonel's hand line says what counts
/// against the person now (in the words the Discord hand view uses, issue
/// 38 item 6), the lay-down hint appears when melds may go down, and the
/// challenge is explained where it is offered.
#[test]
fn colonel_says_what_counts_against_you() {
    let mut seen_meld_hint = false;
    for seed in 1..20 {
        let text = run(
            &args("colonel", &[], seed),
            &format!("{}q\n", "1\n".repeat(40)),
        );
        assert!(
            text.contains("In hand: ") && text.contains("(every card you hold counts, melds too)"),
            "{seed}: {text}"
        );
        assert!(!text.contains("deadwood 0\n"), "{text}");
        for line in text.lines().filter(|l| l.contains(") challenge")) {
            assert!(line.contains("if they refuse, play goes on"), "{line}");
        }
        assert!(
            text.contains(") challenge — ask to end the hand now"),
            "{text}"
        );
        if text.contains("You can lay melds down now") {
            // The hint comes with a move that lays one down.
            assert!(text.contains(") lay down ["), "{text}");
            seen_meld_hint = true;
        }
        assert_agrees(&text, "colonel");
    }
    assert!(seen_meld_hint);
    for accept in [true, false] {
        let a = Action::AnswerChallenge { accept };
        assert!(crate::render::action_note(&a, gin_text::Lang::En).is_some());
    }
}

/// Issue 37, item 4: a variant alone means Gin Rummy; Jersey Gin with a
/// variant is still refused.
#[test]
fn a_variant_means_gin_rummy() {
    let only_variant = PlayArgs {
        variant: vec!["oklahoma".into()],
        ..PlayArgs::default()
    };
    assert_eq!(
        rules_of(&only_variant).unwrap(),
        Rules::from_names("gin", &["oklahoma"]).unwrap()
    );
    assert_eq!(
        rules_of(&PlayArgs::default()).unwrap(),
        Rules::from_names("jersey", &[]).unwrap()
    );
    let jersey = PlayArgs {
        game: Some("jersey".into()),
        ..only_variant
    };
    assert!(rules_of(&jersey).is_err());
}

/// The knock menu lines of every menu shown, in order.
fn knock_menus(text: &str) -> Vec<Vec<u32>> {
    let mut menus = Vec::new();
    let mut current: Vec<u32> = Vec::new();
    for line in text.lines() {
        if let Some((_, rest)) = line.split_once(") knock with ") {
            current.push(rest.split(',').next().unwrap().parse().unwrap());
        } else if line.contains(") go gin") {
            current.push(0);
        } else if line.starts_with("Your move") && !current.is_empty() {
            menus.push(std::mem::take(&mut current));
        }
    }
    menus
}

/// Issue 37, item 5 (G5.1): knocks are listed by count, the best first,
/// one for each count unless the melds kept differ; `k` and a card knocks
/// with that card.
#[test]
fn knock_choices_are_sorted_by_count() {
    let hand = CardSet::from_cards(
        crate::engine::parse_cards("As 2s 3s 4h 4d 4c 7c 8c 9c Kd Qh").unwrap(),
    );
    let legal: Vec<Action> = hand
        .to_vec()
        .into_iter()
        .map(|card| Action::Knock { card })
        .collect();
    let choices = super::turn::knock_choices(crate::engine::melds::MeldRules::LOW, hand, &legal);
    let counts: Vec<u32> = choices.iter().map(|c| c.0).collect();
    let mut sorted = counts.clone();
    sorted.sort();
    assert_eq!(counts, sorted);
    // Throwing K♦ or Q♥ both leave 10 with the same melds: one choice.
    assert_eq!(
        counts.iter().filter(|&&n| n == 10).count(),
        1,
        "{choices:?}"
    );
    assert_eq!(choices[0].0, 10);

    let text = play_as_a_person(&args("gin", &[], 9));
    let menus = knock_menus(&text);
    assert!(menus.iter().any(|m| m.len() > 1), "{text}");
    for m in &menus {
        assert!(m.windows(2).all(|w| w[0] <= w[1]), "{m:?}");
    }
    assert!(text.contains("The table is closed."), "{text}");
    assert_agrees(&text, "gin");
}

/// Issue 37, item 7 (V2): Hollywood's three games are labelled I, II and
/// III, a decided game is said with who won it (issue 38: V2.4, G8.3),
/// and the set's games won close it (V2.6).
#[test]
fn hollywood_labels_its_three_games() {
    let text = play_as_a_person(&args("gin", &["hollywood"], 7));
    assert!(text.contains("scores: I: "), "{text}");
    assert!(text.contains(" in game I"), "{text}");
    assert!(text.contains("Score: game I: "), "{text}");
    assert!(
        text.contains("\nGame I goes to ") || text.contains("\nGame I is tied"),
        "{text}"
    );
    assert!(text.contains(" (won by "), "{text}");
    assert!(text.contains("\n  Game III, "), "{text}");
    assert!(
        text.contains(" the set ") || text.contains("The set is tied"),
        "{text}"
    );
    assert_agrees(&text, "hollywood");
}

/// Issue 37, item 8 (V8): in a partnership each line says its table, and
/// the status line names the person's table and opponent.
#[test]
fn a_partnership_labels_both_tables() {
    let text = run(
        &args("gin", &["partnership"], 3),
        &format!("{}q\n", "1\n".repeat(80)),
    );
    assert!(text.contains("[table 1] "), "{text}");
    assert!(text.contains("[table 2] "), "{text}");
    assert!(text.contains(" · your table: "), "{text}");
    // The person's first prompt comes before the other table has played
    // its whole hand.
    let first_prompt = text.find("Your move").unwrap();
    assert!(!text[..first_prompt].contains("Hand over"), "{text}");
}

/// The knock question repeats the card and the count.
#[test]
fn the_knock_question_names_the_card_and_the_count() {
    let svc = Service::in_memory(system_clock()).unwrap();
    let mut out = Vec::new();
    let mut input = std::io::Cursor::new("");
    let mut ui = Ui {
        svc: &svc,
        out: &mut out,
        input: &mut input,
        color: false,
        lang: Lang::En,
        rid: AtomicU64::new(1),
        saved: String::new(),
        hinted: false,
    };
    let hand = CardSet::from_cards(
        crate::engine::parse_cards("As 2s 3s 4h 4d 4c 7c 8c 9c 2d Kh").unwrap(),
    );
    let card = "Kh".parse().unwrap();
    assert_eq!(
        ui.knock_words(hand, card),
        "knock with 2, throwing K♥ face down"
    );
    let card = "2d".parse().unwrap();
    let gin_hand = hand
        .without("Kh".parse().unwrap())
        .with("Tc".parse().unwrap());
    assert_eq!(
        ui.knock_words(gin_hand, card),
        "go gin, throwing 2♦ face down"
    );
    ui.leave().unwrap();
}

/// The English words of this module's catalogs (`terminal`, `rules`):
/// each message's text between its variables, long enough to be a phrase
/// (two words or more), leaving out what the story's own wording also says
/// (its lines are another area's, checked there).
fn english_phrases() -> Vec<String> {
    let story = [
        include_str!("../render.rs"),
        gin_text::source(Lang::En, "story").unwrap(),
        gin_text::source(Lang::En, "refusals").unwrap(),
    ]
    .concat();
    let mut phrases = Vec::new();
    for (area, id) in gin_text::message_ids(Lang::En) {
        if area != "terminal" && area != "rules" {
            continue;
        }
        let mut args = gin_text::FluentArgs::new();
        for var in gin_text::variables(Lang::En, &id).unwrap() {
            args.set(var, "\u{1}");
        }
        let text = gin_text::text(Lang::En, &id, &args);
        for part in text.split(['\u{1}', '\n']) {
            let part = part.trim();
            if part.len() >= 8 && part.contains(' ') && !story.contains(part) {
                phrases.push(part.to_string());
            }
        }
    }
    phrases
}

/// Issue 40: the terminal plays a game in every language through its
/// input, the rules screen included: no placeable or message id shows, and
/// no English phrase of the terminal's or the rules' catalogs (the story's
/// lines are the story's own area). English is the wording tests above.
#[test]
fn the_terminal_plays_in_every_language() {
    let phrases = english_phrases();
    assert!(phrases.len() > 60, "{phrases:?}");
    for (game, variants, moves) in [
        ("jersey", vec![], 3000),
        ("gin", vec!["oklahoma", "doubling"], 400),
        ("gin", vec!["hollywood"], 200),
        ("gin", vec!["partnership"], 80),
        ("gin", vec!["three_sitout"], 80),
        ("colonel", vec![], 80),
    ] {
        let script = format!("?\n{}n\n", "1\n".repeat(moves));
        let english = run(&args(game, &variants, 5), &script);
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let what = format!("{lang} {game} {variants:?}");
            let text = run(
                &PlayArgs {
                    lang,
                    ..args(game, &variants, 5)
                },
                &script,
            );
            assert!(!text.contains('{') && !text.contains('}'), "{what}: {text}");
            for id in ["term-", "rules-", "cli-"] {
                assert!(!text.contains(id), "{what}: {id} in {text}");
            }
            for phrase in &phrases {
                assert!(
                    !text.contains(phrase.as_str()),
                    "{what}: {phrase:?} in {text}"
                );
            }
            // The same game as in English, in as many lines, each with
            // words said in the language's own.
            assert_eq!(text.lines().count(), english.lines().count(), "{what}");
            let mut status_lines = 0;
            for (ours, theirs) in english.lines().zip(text.lines()) {
                let hand_no = ours
                    .strip_prefix("Hand ")
                    .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()));
                if hand_no || ours.starts_with("Stock ") || ours.starts_with("Your hand: ") {
                    assert_ne!(ours, theirs, "{what}");
                    status_lines += 1;
                }
            }
            assert!(status_lines > 2, "{what}: {text}");
            let rules = Rules::from_names(game, &variants).unwrap();
            assert!(text.contains(&rules_text(lang, &rules, false)), "{what}");
            assert!(text.contains(&hint(lang)), "{what}");
        }
    }
}

/// The person answers in their language: "ja", "oui", "sim", "sí" say yes
/// to the rematch, as "y" does everywhere; "regeln" asks for the rules.
#[test]
fn answers_in_the_players_language_are_understood() {
    for (lang, yes, rules_word) in [
        (Lang::De, "ja", "regeln"),
        (Lang::Fr, "oui", "règles"),
        (Lang::PtBr, "sim", "regras"),
        (Lang::Es, "sí", "reglas"),
        (Lang::En, "y", "rules"),
    ] {
        assert!(super::turn::asks_for_rules(lang, rules_word), "{lang}");
        assert!(!super::turn::asks_for_rules(lang, "7c"), "{lang}");
        assert!(confirms(lang, yes), "{lang}");
        assert!(confirms(lang, "Y"), "{lang}");
        assert!(!confirms(lang, "n"), "{lang}");
        assert!(!confirms(lang, ""), "{lang}");
    }
}

/// Whether `answer` says yes to a question in `lang`.
fn confirms(lang: Lang, answer: &str) -> bool {
    let svc = Service::in_memory(system_clock()).unwrap();
    let mut out = Vec::new();
    let mut input = std::io::Cursor::new(format!("{answer}\n"));
    let mut ui = Ui {
        svc: &svc,
        out: &mut out,
        input: &mut input,
        color: false,
        lang,
        rid: AtomicU64::new(1),
        saved: String::new(),
        hinted: false,
    };
    ui.confirm("?").unwrap()
}
