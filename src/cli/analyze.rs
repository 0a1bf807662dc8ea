//! `jersey-gin analyze [--ace RULE] [--ace-value N]`: one JSON request per
//! input line, one answer per output line, under any ace rule of the
//! family. A bad line gets `{"error": "..."}` and the process goes on.

use crate::engine::melds::{AceRule, AceValue, MeldRules};
use crate::engine::{Card, CardSet};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::io::{BufRead, Write};

/// The ace rules by the names `--ace` takes, each with its usual ace value:
/// low (Jersey Gin, Gin: 1), around the corner (V4: 15) and high or low
/// (Colonel: 10).
pub const ACE_RULES: [(&str, MeldRules); 3] = [
    ("low", MeldRules::LOW),
    ("corner", MeldRules::CORNER),
    ("high-or-low", MeldRules::COLONEL),
];

#[derive(Debug, clap::Args)]
pub struct AnalyzeArgs {
    /// How aces meld: low (A-2-3 only; Jersey Gin and Gin), corner (runs
    /// through K-A-2; V4) or high-or-low (A-2-3 or Q-K-A, not both; Colonel).
    #[arg(long, default_value = "low", value_parser = parse_ace)]
    pub ace: MeldRules,
    /// What an ace counts: 1, 10 or 15 (default: the rule's own, 1, 15 and
    /// 10).
    #[arg(long, value_parser = parse_ace_value)]
    pub ace_value: Option<AceValue>,
}

fn parse_ace(s: &str) -> Result<MeldRules, String> {
    ACE_RULES
        .iter()
        .find(|(name, _)| *name == s)
        .map(|&(_, rules)| rules)
        .ok_or_else(|| format!("unknown ace rule {s:?}: use low, corner or high-or-low"))
}

fn parse_ace_value(s: &str) -> Result<AceValue, String> {
    match s {
        "1" => Ok(AceValue::One),
        "10" => Ok(AceValue::Ten),
        "15" => Ok(AceValue::Fifteen),
        _ => Err(format!("an ace counts 1, 10 or 15, not {s:?}")),
    }
}

impl AnalyzeArgs {
    pub fn rules(&self) -> MeldRules {
        MeldRules {
            aces: self.ace.aces,
            ace_value: self.ace_value.unwrap_or(self.ace.ace_value),
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    hand: Vec<String>,
    #[serde(default)]
    table_melds: Option<Vec<Vec<String>>>,
}

#[derive(Debug, Serialize)]
struct LayoffOut {
    cards: Vec<String>,
    onto: Vec<String>,
}

fn parse_list(cards: &[String], what: &str, seen: &mut CardSet) -> Result<CardSet, String> {
    let mut set = CardSet::EMPTY;
    for s in cards {
        let c: Card = s.parse().map_err(|e| format!("{what}: {e}"))?;
        if !seen.insert(c) {
            return Err(format!("{what}: {s} appears twice"));
        }
        set.insert(c);
    }
    Ok(set)
}

fn names(set: CardSet) -> Vec<String> {
    set.ascii()
}

/// Answers one request line.
pub fn answer(rules: MeldRules, line: &str) -> Value {
    match answer_inner(rules, line) {
        Ok(v) => v,
        Err(e) => json!({ "error": e }),
    }
}

fn answer_inner(rules: MeldRules, line: &str) -> Result<Value, String> {
    let req: Request = serde_json::from_str(line).map_err(|e| format!("bad request: {e}"))?;
    let mut seen = CardSet::EMPTY;
    let hand = parse_list(&req.hand, "hand", &mut seen)?;
    let table = match &req.table_melds {
        None => None,
        Some(melds) => {
            let mut out = Vec::new();
            for (i, m) in melds.iter().enumerate() {
                let set = parse_list(m, &format!("table meld {}", i + 1), &mut seen)?;
                if rules.meld_kind(set).is_none() {
                    return Err(format!(
                        "table meld {} ({}) is not a meld: it needs 3 or 4 of a rank, or 3+ in suit sequence{}",
                        i + 1,
                        m.join(" "),
                        match rules.aces {
                            AceRule::Low => " (aces low)",
                            AceRule::Corner => " (around the corner)",
                            AceRule::HighOrLow => " (ace high or low, not both)",
                        }
                    ));
                }
                out.push(set);
            }
            Some(out)
        }
    };
    let mut v = match &table {
        None => {
            let a = rules.best_arrangement(hand);
            json!({
                "deadwood": a.deadwood,
                "melds": a.melds.iter().map(|m| names(*m)).collect::<Vec<_>>(),
                "deadwood_cards": names(a.deadwood_cards),
            })
        }
        Some(table) => {
            let a = rules.arrange(hand, table);
            let layoffs: Vec<LayoffOut> = a
                .layoffs
                .iter()
                .map(|l| LayoffOut {
                    cards: names(l.cards),
                    onto: names(table[l.onto]),
                })
                .collect();
            json!({
                "deadwood": a.deadwood,
                "melds": a.melds.iter().map(|m| names(*m)).collect::<Vec<_>>(),
                "deadwood_cards": names(a.deadwood_cards),
                "layoffs": layoffs,
            })
        }
    };
    if hand.len() == 11 {
        let (after, cards) = match &table {
            None => {
                let c = rules.best_discards(hand, CardSet::EMPTY);
                (c.deadwood_after, c.cards)
            }
            Some(table) => {
                let mut best = u32::MAX;
                let mut cards = CardSet::EMPTY;
                for c in hand.iter() {
                    let dw = rules.arrange(hand.without(c), table).deadwood;
                    if dw < best {
                        best = dw;
                        cards = CardSet::EMPTY;
                    }
                    if dw == best {
                        cards.insert(c);
                    }
                }
                (best, cards)
            }
        };
        v["best_discards"] = json!(names(cards));
        v["deadwood_after_discard"] = json!(after);
    }
    Ok(v)
}

pub fn run(args: AnalyzeArgs) -> anyhow::Result<()> {
    let rules = args.rules();
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut input = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // A line that is not UTF-8 is a bad line like any other.
        let reply = match std::str::from_utf8(&bytes) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => answer(rules, line),
            Err(_) => json!({ "error": "the line is not UTF-8 text" }),
        };
        serde_json::to_writer(&mut out, &reply)?;
        out.write_all(b"\n")?;
        // Answer each line as it comes, for interactive use and pipes.
        out.flush()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_deadwood_and_melds() {
        let v = answer(
            MeldRules::LOW,
            r#"{"hand":["As","2s","3s","4s","4h","4d","7c","8c","9c","Kd"]}"#,
        );
        assert_eq!(v["deadwood"], 10);
        assert_eq!(v["deadwood_cards"], json!(["Kd"]));
        assert_eq!(v["melds"].as_array().unwrap().len(), 3);
        assert!(v.get("best_discards").is_none());
    }

    #[test]
    fn eleven_cards_get_best_discards() {
        let v = answer(
            MeldRules::LOW,
            r#"{"hand":["4s","5s","6s","4c","5c","6c","4d","5d","6d","4h","5h"]}"#,
        );
        assert_eq!(v["deadwood_after_discard"], 0);
        assert!(!v["best_discards"].as_array().unwrap().is_empty());
    }

    #[test]
    fn layoffs_onto_table_melds() {
        let v = answer(
            MeldRules::LOW,
            r#"{"hand":["8h","9h","Kc"],"table_melds":[["5h","6h","7h"]]}"#,
        );
        assert_eq!(v["deadwood"], 10);
        assert_eq!(
            v["layoffs"],
            json!([{"cards":["8h","9h"],"onto":["5h","6h","7h"]}])
        );
    }

    #[test]
    fn each_ace_rule_melds_its_own_runs() {
        let corner = r#"{"hand":["Qs","Ks","As","2s","3s","9d"]}"#;
        assert_eq!(answer(MeldRules::LOW, corner)["deadwood"], 29);
        assert_eq!(answer(MeldRules::CORNER, corner)["deadwood"], 9);
        let high = r#"{"hand":["Qs","Ks","As","5d"]}"#;
        assert_eq!(answer(MeldRules::LOW, high)["deadwood"], 26);
        assert_eq!(answer(MeldRules::COLONEL, high)["deadwood"], 5);
        // The ace's value counts in deadwood.
        let ace = r#"{"hand":["Ad","7c"]}"#;
        assert_eq!(answer(MeldRules::LOW, ace)["deadwood"], 8);
        assert_eq!(answer(MeldRules::CORNER, ace)["deadwood"], 22);
    }

    #[test]
    fn bad_lines_get_errors() {
        for bad in [
            r#"{"hand":["7x"]}"#,
            r#"{"hand":["7c","7c"]}"#,
            r#"{"hand":["7c"],"table_melds":[["5h","6h","8h"]]}"#,
            r#"{"hand":["5h"],"table_melds":[["5h","6h","7h"]]}"#,
            "not json",
        ] {
            assert!(answer(MeldRules::LOW, bad)["error"].is_string(), "{bad}");
        }
    }
}
