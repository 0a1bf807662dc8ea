//! A fixed amount of meld work, for counting instructions with
//! `valgrind --tool=callgrind` (repeatable whatever else the machine does):
//!
//! `cargo run --release -p gin-core --example meld_work -- deadwood corner 100000`
//!
//! The operation is `deadwood` (10 random cards) or `discard` (the best
//! discard of 11); the rule `jersey` (the free functions), `low`, `corner`
//! or `high_or_low`. Run it twice with different counts: the difference
//! divided by the difference in counts is the work of one operation.
//! `crates/lab`'s `meld_work_theirs` does the same work with the
//! `gin-rummy` crate.
use gin_core::engine::melds::{best_discards, deadwood, MeldRules};
use gin_core::engine::{Card, CardSet};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (op, rule, n) = match args.as_slice() {
        [_, op, rule, n] => (
            op.as_str(),
            rule.as_str(),
            n.parse::<usize>().expect("a count"),
        ),
        _ => {
            eprintln!("usage: meld_work deadwood|discard jersey|low|corner|high_or_low N");
            std::process::exit(2);
        }
    };
    let size = if op == "discard" { 11 } else { 10 };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut deck: Vec<Card> = Card::all().collect();
    let hands: Vec<CardSet> = (0..4096)
        .map(|_| {
            deck.shuffle(&mut rng);
            CardSet::from_cards(deck[..size].iter().copied())
        })
        .collect();
    let rules = match rule {
        "low" | "jersey" => MeldRules::LOW,
        "corner" => MeldRules::CORNER,
        "high_or_low" => MeldRules::COLONEL,
        other => panic!("unknown rule {other}"),
    };
    let mut sum = 0u64;
    for i in 0..n {
        let h = black_box(hands[i % hands.len()]);
        sum += match (op, rule) {
            ("deadwood", "jersey") => deadwood(h) as u64,
            ("deadwood", _) => rules.deadwood(h) as u64,
            ("discard", "jersey") => best_discards(h, CardSet::EMPTY).deadwood_after as u64,
            ("discard", _) => rules.best_discards(h, CardSet::EMPTY).deadwood_after as u64,
            _ => panic!("unknown operation {op}"),
        };
    }
    println!("{sum}");
}
