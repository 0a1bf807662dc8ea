//! `jersey-gin analyze`: one JSON request per input line, one answer per
//! output line. A bad line gets `{"error": "..."}` and the process goes on.

use crate::engine::melds::{arrange, best_arrangement, best_discards, meld_kind};
use crate::engine::{Card, CardSet};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::io::{BufRead, Write};

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
pub fn answer(line: &str) -> Value {
    match answer_inner(line) {
        Ok(v) => v,
        Err(e) => json!({ "error": e }),
    }
}

fn answer_inner(line: &str) -> Result<Value, String> {
    let req: Request = serde_json::from_str(line).map_err(|e| format!("bad request: {e}"))?;
    let mut seen = CardSet::EMPTY;
    let hand = parse_list(&req.hand, "hand", &mut seen)?;
    let table = match &req.table_melds {
        None => None,
        Some(melds) => {
            let mut out = Vec::new();
            for (i, m) in melds.iter().enumerate() {
                let set = parse_list(m, &format!("table meld {}", i + 1), &mut seen)?;
                if meld_kind(set).is_none() {
                    return Err(format!(
                        "table meld {} ({}) is not a meld: it needs 3 or 4 of a rank, or 3+ in suit sequence",
                        i + 1,
                        m.join(" ")
                    ));
                }
                out.push(set);
            }
            Some(out)
        }
    };
    let mut v = match &table {
        None => {
            let a = best_arrangement(hand);
            json!({
                "deadwood": a.deadwood,
                "melds": a.melds.iter().map(|m| names(*m)).collect::<Vec<_>>(),
                "deadwood_cards": names(a.deadwood_cards),
            })
        }
        Some(table) => {
            let a = arrange(hand, table);
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
                let c = best_discards(hand, CardSet::EMPTY);
                (c.deadwood_after, c.cards)
            }
            Some(table) => {
                let mut best = u32::MAX;
                let mut cards = CardSet::EMPTY;
                for c in hand.iter() {
                    let dw = arrange(hand.without(c), table).deadwood;
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

pub fn run() -> anyhow::Result<()> {
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
            Ok(line) => answer(line),
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
        let v = answer(r#"{"hand":["As","2s","3s","4s","4h","4d","7c","8c","9c","Kd"]}"#);
        assert_eq!(v["deadwood"], 10);
        assert_eq!(v["deadwood_cards"], json!(["Kd"]));
        assert_eq!(v["melds"].as_array().unwrap().len(), 3);
        assert!(v.get("best_discards").is_none());
    }

    #[test]
    fn eleven_cards_get_best_discards() {
        let v = answer(r#"{"hand":["4s","5s","6s","4c","5c","6c","4d","5d","6d","4h","5h"]}"#);
        assert_eq!(v["deadwood_after_discard"], 0);
        assert!(!v["best_discards"].as_array().unwrap().is_empty());
    }

    #[test]
    fn layoffs_onto_table_melds() {
        let v = answer(r#"{"hand":["8h","9h","Kc"],"table_melds":[["5h","6h","7h"]]}"#);
        assert_eq!(v["deadwood"], 10);
        assert_eq!(
            v["layoffs"],
            json!([{"cards":["8h","9h"],"onto":["5h","6h","7h"]}])
        );
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
            assert!(answer(bad)["error"].is_string(), "{bad}");
        }
    }
}
