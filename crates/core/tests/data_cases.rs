//! Data-driven cases: `tests/data/deadwood.txt`, one hand per line with its
//! ace rule and deadwood, for every ace rule.

mod common;

use common::cards;
use gin_core::engine::melds::{AceRule, AceValue, MeldRules};

fn rules(name: &str) -> MeldRules {
    match name {
        "low" => MeldRules::LOW,
        "corner" => MeldRules::CORNER,
        "corner1" => MeldRules {
            aces: AceRule::Corner,
            ace_value: AceValue::One,
        },
        "colonel" => MeldRules::COLONEL,
        other => panic!("unknown rule {other:?} in deadwood.txt"),
    }
}

#[test]
fn deadwood_cases_from_the_data_file() {
    let text = include_str!("data/deadwood.txt");
    let mut n = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split_whitespace();
        let rule = rules(parts.next().unwrap());
        let want: u32 = parts.next().unwrap().parse().unwrap();
        // The cards run until the first word that is not a card.
        let words: Vec<&str> = parts
            .take_while(|w| w.parse::<gin_core::engine::Card>().is_ok())
            .collect();
        let hand = cards(&words.join(" "));
        assert_eq!(rule.deadwood(hand), want, "line {}: {line}", i + 1);
        n += 1;
    }
    assert!(n >= 15, "only {n} cases read");
}
