//! `gin-core`'s `meld_work` with the `gin-rummy` crate (ace low) doing the
//! work, on the same hands, for counting instructions with `valgrind
//! --tool=callgrind`:
//!
//! `cargo run --release -p gin-lab --bin meld_work_theirs -- deadwood 100000`
//!
//! The operation is `deadwood` (10 random cards) or `discard` (the least
//! deadwood after the best discard of 11). Run it twice with different
//! counts: the difference divided by the difference in counts is the work
//! of one operation.
use gin_lab::melds::{random_hands, their_best_discard, theirs};
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (op, n) = match args.as_slice() {
        [_, op, n] if op == "deadwood" || op == "discard" => {
            (op.as_str(), n.parse::<usize>().expect("a count"))
        }
        _ => {
            eprintln!("usage: meld_work_theirs deadwood|discard N");
            std::process::exit(2);
        }
    };
    let size = if op == "discard" { 11 } else { 10 };
    let hands: Vec<_> = random_hands(4096, size, 1)
        .into_iter()
        .map(theirs)
        .collect();
    let mut sum = 0u64;
    for i in 0..n {
        let h = black_box(hands[i % hands.len()]);
        sum += if op == "discard" {
            u64::from(their_best_discard(h).unwrap_or(0))
        } else {
            u64::from(gin_rummy::deadwood(h))
        };
    }
    println!("{sum}");
}
