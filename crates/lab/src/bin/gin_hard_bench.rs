//! Two-handed Gin's searching hard player (`ai::gin::search`), measured.
//!
//! ```sh
//! # The hand model of ai/gin/search.rs: normal against normal.
//! cargo run --release -p gin-lab --bin gin_hard_bench -- stats 20000
//! # Hard (search) against a player of ours, mirrored deals, on our engine.
//! cargo run --release -p gin-lab --bin gin_hard_bench -- versus \
//!     --deals 200 --budget 50ms --opponent normal [--rules eaai] [--seed 1]
//! # Under rule switches, hard's settings away from the default, each
//! # deal's share written for pairing two runs on the same deals.
//! cargo run --release -p gin-lab --bin gin_hard_bench -- versus \
//!     --deals 200 --budget 100 --rules doubling --tuning k4294967295 --out a.out
//! ```
//!
//! `--opponent` is `normal`, `baseline`, `easy` or `hard` (this search
//! at the default budget); `normal` is also the heuristic hard played
//! before it became this search (it had normal's weights). `--rules eaai` plays the EAAI-2021 scoring
//! (target 100, gin and undercut bonus 25, no box, game or shutout bonus,
//! the deal alternating); any other `--rules` is a comma-separated list of
//! the switches of `GinRules::set_switch` (`doubling`, `oklahoma,doubling`).
//! `--tuning` takes the search's settings (`k0:m16`, `gin_lab::parse_tuning`). Each deal
//! is played twice with the seats swapped; the 95% interval is over deals.

use gin_core::ai::gin::search::{self as gin_search, Tuning};
use gin_core::ai::{Budget, Level, Player};
use gin_core::engine::{Event, Game, GinRules, Rules};
use gin_lab::{mean_and_half_interval, parse_tuning, quantile};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("stats") => stats(args.get(1).map_or(20_000, |s| s.parse().unwrap())),
        Some("versus") => versus(&args[1..]),
        _ => eprintln!("usage: gin_hard_bench stats [games] | versus [--deals N] [--budget B] [--opponent P] [--rules eaai|SWITCH,...] [--tuning SETTINGS] [--seed S] [--out F]"),
    }
}

fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(String::as_str)
}

/// Winner by position and the winner's points, over normal-vs-normal games.
fn stats(games: u64) {
    let rules = Rules::Gin(GinRules::default());
    let mut by_position = [0u64; 2];
    let mut buckets = [0u64; 16];
    let mut hands = 0u64;
    for seed in 0..games {
        let (mut g, _) = Game::new(rules, seed).unwrap();
        while !g.is_over() {
            let seat = g.to_act().first().copied().unwrap_or(0);
            let a = Player::Level(Level::Normal).choose_in(&g, seat);
            for e in g.apply(seat, a).unwrap() {
                if let Event::TwoHandedEnded { result, .. } = e {
                    if let Some(w) = result.winner {
                        let pos = result.players.iter().position(|&s| s == w).unwrap();
                        by_position[pos] += 1;
                        buckets[(result.points as usize / 5).min(15)] += 1;
                        hands += 1;
                    }
                }
            }
        }
    }
    println!(
        "{hands} won hands: non-dealer {:.4}, dealer {:.4}",
        by_position[0] as f64 / hands as f64,
        by_position[1] as f64 / hands as f64
    );
    println!("points in buckets of 5 (the last: 75 and over): {buckets:?}");
}

/// Who plays a seat: the search at a budget, or one of our players.
#[derive(Clone, Copy)]
enum Seat {
    Search(Budget, Tuning),
    Player(Player),
}

fn versus(args: &[String]) {
    let deals: u64 = flag(args, "--deals").map_or(100, |s| s.parse().unwrap());
    let seed: u64 = flag(args, "--seed").map_or(1, |s| s.parse().unwrap());
    let budget: Budget = flag(args, "--budget").map_or(Budget::DEFAULT, |s| s.parse().unwrap());
    let opponent: Player = flag(args, "--opponent")
        .unwrap_or("normal")
        .parse()
        .unwrap_or_else(|e| panic!("--opponent: {e}"));
    let rules = match flag(args, "--rules") {
        Some("eaai") => GinRules::eaai_2021(),
        Some(switches) => {
            let mut rules = GinRules::default();
            for name in switches.split(',') {
                rules
                    .set_switch(name)
                    .unwrap_or_else(|e| panic!("--rules {name}: {e}"));
            }
            rules
        }
        None => GinRules::default(),
    };
    let tuning: Tuning = parse_tuning(flag(args, "--tuning").unwrap_or(""))
        .unwrap_or_else(|e| panic!("--tuning: {e}"));
    let mut out = flag(args, "--out")
        .map(|path| std::fs::File::create(path).unwrap_or_else(|e| panic!("--out {path}: {e}")));
    let mut shares = Vec::new();
    let mut times = Vec::new();
    let start = Instant::now();
    for d in 0..deals {
        let mut share = 0.0;
        for hard_seat in 0..2 {
            let mut seats = [Seat::Player(opponent); 2];
            seats[hard_seat] = Seat::Search(budget, tuning);
            let (winner, mut t) = play(rules, seed + d, seats);
            times.append(&mut t);
            share += match winner {
                Some(w) if w == hard_seat => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        if let Some(f) = &mut out {
            use std::io::Write;
            writeln!(f, "{} {}", seed + d, share / 2.0).expect("--out: write");
        }
        shares.push(share / 2.0);
    }
    let (mean, half) = mean_and_half_interval(&shares);
    times.sort_by(|a, b| a.total_cmp(b));
    let q = |p: f64| quantile(&times, p);
    println!(
        "hard (search, {budget}, settings '{}') vs {opponent}, rules '{}': {:.1}% of {} games (95% {:.1}%–{:.1}%); decisions {}: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {:.0} s",
        flag(args, "--tuning").unwrap_or(""),
        flag(args, "--rules").unwrap_or("standard"),
        mean * 100.0,
        deals * 2,
        (mean - half) * 100.0,
        (mean + half) * 100.0,
        times.len(),
        q(0.5),
        q(0.99),
        q(1.0),
        start.elapsed().as_secs_f64()
    );
}

/// One whole game; the winning seat (None for a tie) and the searching
/// seat's decision times in milliseconds.
fn play(rules: GinRules, seed: u64, seats: [Seat; 2]) -> (Option<usize>, Vec<f64>) {
    let (mut g, _) = Game::new(Rules::Gin(rules), seed).unwrap();
    let mut times = Vec::new();
    while !g.is_over() {
        let seat = g.to_act().first().copied().unwrap_or(0);
        let action = match seats[seat] {
            Seat::Player(p) => p.choose_in(&g, seat),
            Seat::Search(budget, tuning) => {
                let t = Instant::now();
                let move_seed = gin_core::ai::move_seed(g.seed(), g.moves());
                let a = gin_search::choose_tuned(&g.seat_view(seat), move_seed, budget, tuning);
                times.push(t.elapsed().as_secs_f64() * 1e3);
                a
            }
        };
        g.apply(seat, action).unwrap();
    }
    let st = g.standings().unwrap();
    let best = st.totals.iter().max().copied().unwrap_or(0);
    let leaders: Vec<usize> = (0..2).filter(|&s| st.totals[s] == best).collect();
    (
        if leaders.len() == 1 {
            Some(leaders[0])
        } else {
            None
        },
        times,
    )
}
