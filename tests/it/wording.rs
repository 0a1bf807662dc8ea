//! The words every front end shows for the events of a game
//! (`jersey_gin::render`), over thousands of games between computer
//! players of every kind of the family: numbers agree with their nouns
//! ("1 card", "2 cards"), "You" with its verbs ("You draw", "your
//! double"), and nothing reads as a rule the game does not have (a knock
//! limit of "0 or less"; an ace-high run printed ace first). Issue 37, item
//! 6. `JERSEY_GIN_WORDING_GAMES` sets the games per kind (300).

use jersey_gin::ai::{self, Level, Player};
use jersey_gin::engine::{Rules, Seat};
use jersey_gin::render::{describe, Names};

/// Seat `you` is "You"; the others have names.
struct Table {
    you: Seat,
}

impl Names for Table {
    fn seat(&self, seat: Seat) -> String {
        if seat == self.you {
            "You".into()
        } else {
            ["Ada", "Bo", "Cy", "Di"][seat].into()
        }
    }
    fn is_you(&self, seat: Seat) -> bool {
        seat == self.you
    }
}

/// Words ending in "s" that may follow "You" or the number 1.
const NOT_PLURAL: &[&str] = &["is", "was", "has", "as", "its", "this"];

/// What is wrong in one line of text, if anything.
fn disagreement(text: &str) -> Option<String> {
    for wrong in [
        "You's",
        "You credited",
        "at 0 or less",
        "deadwood [] ",
        "deadwood []",
    ] {
        if text.contains(wrong) {
            return Some(format!("{wrong:?}"));
        }
    }
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')' | ':'))
        .filter(|w| !w.is_empty())
        .collect();
    let plural = |word: &str| {
        let word = word.trim_end_matches(['.', '!']);
        word.len() > 2
            && word.ends_with('s')
            && !word.ends_with("ss")
            && word.chars().all(|c| c.is_ascii_alphabetic())
            && !NOT_PLURAL.contains(&word)
    };
    for (i, &word) in words.iter().enumerate() {
        let next = words.get(i + 1).copied().unwrap_or_default();
        // "1 open tables": a plural after one describing word.
        let after = words.get(i + 2).copied().unwrap_or_default();
        let described = ["open", "more", "extra", "other"].contains(&next) && plural(after);
        if word == "1" && (plural(next) || described) {
            return Some(format!("\"1 {next}\""));
        }
        if word == "You" && plural(next) {
            return Some(format!("\"You {next}\""));
        }
    }
    // A run with a high ace prints Q K A, not A Q K (V4, V9.1).
    for (i, _) in text.match_indices("[A") {
        let meld: String = text[i + 1..].chars().take_while(|&c| c != ']').collect();
        let cards: Vec<&str> = meld.split(' ').collect();
        if cards.len() >= 3 {
            let suit = |c: &str| c.chars().last();
            let one_suit = cards.iter().all(|c| suit(c) == suit(cards[0]));
            if one_suit && (cards[1].starts_with('Q') || cards[1].starts_with('K')) {
                return Some(format!("an ace-high run printed ace first: [{meld}]"));
            }
        }
    }
    None
}

fn kinds() -> Vec<Rules> {
    let gin = |switches: &[&str]| Rules::from_names("gin", switches).unwrap();
    vec![
        Rules::from_names("jersey", &[]).unwrap(),
        gin(&[]),
        gin(&["oklahoma", "doubling"]),
        gin(&["oklahoma-current"]),
        gin(&["hollywood"]),
        gin(&["eleven-card", "around-corner"]),
        gin(&["gin-only"]),
        gin(&["three-sitout"]),
        gin(&["partnership"]),
        Rules::from_names("colonel", &[]).unwrap(),
    ]
}

#[test]
fn event_wording_agrees_over_thousands_of_games() {
    let per_kind: u64 = std::env::var("JERSEY_GIN_WORDING_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let config = ai::Config::default();
    let mut lines = 0u64;
    for rules in kinds() {
        let players = vec![Player::Level(Level::Easy); rules.seats()];
        for seed in 0..per_kind {
            let played = jersey_gin::sim::play_game(&rules, seed, &players, 0, &config);
            for you in [0, 1] {
                let names = Table { you };
                for event in &played.events {
                    let text = describe(event, &names);
                    lines += 1;
                    if let Some(wrong) = disagreement(&text) {
                        panic!(
                            "{} seed {seed}, You at seat {you}: {wrong} in\n{text}",
                            rules.summary()
                        );
                    }
                }
            }
        }
    }
    assert!(lines > 10_000, "only {lines} lines checked");
}

/// The checker itself finds what it must.
#[test]
fn the_wording_check_finds_disagreements() {
    for bad in [
        "Bo 1 cards",
        "checked 5 games, 1 open tables",
        "(1 passes)",
        "You draws from the stock.",
        "Ada resigns against You's double.",
        "You credited with 4.",
        "knock at 0 or less",
        "Ada: [7♣ 8♣ 9♣]; deadwood [] = 0",
        "You lay down [A♥ Q♥ K♥].",
    ] {
        assert!(disagreement(bad).is_some(), "{bad}");
    }
    for good in [
        "Bo 1 card, You 2 cards",
        "You draw from the stock.",
        "Ada resigns against your double.",
        "You score 1 point.",
        "You lay down [Q♥ K♥ A♥]; 1 card left in hand.",
        "[A♣ 2♣ 3♣]",
    ] {
        assert_eq!(disagreement(good), None, "{good}");
    }
}
