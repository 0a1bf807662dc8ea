//! Measures the computer players of Jersey Gin (their figures are in
//! `docs/strength.md`):
//!
//! ```text
//! cargo run --release -p gin-lab --bin hard_bench -- MODE [OPTIONS]
//! ```
//!
//! Modes:
//! - `versus`: hard against two normal players on mirrored deals (each deal
//!   played three times, with hard in every seat). Prints hard's share of
//!   games won with a 95% interval (over deals), its decision times (p50,
//!   p90, p99, max) and worlds per searched decision.
//!   Options: `--deals N` (games = 3N), `--seed S` (first deal),
//!   `--out FILE` (each deal's seed and hard's wins of its three games, for
//!   paired comparisons of two versions on the same deals),
//!   `--budget B` (`50ms` or a number of worlds), `--threads T` (games run
//!   on T threads; one search never uses more than one), and hard's
//!   settings away from the default: `--discards K` (candidates), `--la
//!   K` (the heuristic's look-ahead candidates), the racing's `--z Z`,
//!   `--equal E`, `--min-worlds N`, `--switch-z Z`, and the sampling's
//!   `--deals-weighed N`, `--depth N`, `--beta B`, `--miss M` (the reading
//!   of the opponents' play), `--strength P` (the opponents' sampled
//!   hands: the least deadwood of max(1, turns × P / 100) draws).
//! - `speed`: normal in every seat on one core: hands per second.
//!   Options: `--games N`, `--seed S`.
//! - `stats`: hands between three normal players: who wins by position
//!   and the winner's points in buckets of 5 (the race model's table).
//!   Options: `--games N`, `--seed S`.

use gin_core::ai::jersey::hard::{self, Tuning};
use gin_core::ai::jersey::knowledge::jersey_table;
use gin_core::ai::jersey::normal;
use gin_core::ai::Budget;
use gin_core::engine::jersey::{self, left_of, Options};
use gin_core::engine::{Action, Game, Rules};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// A Jersey Gin game with the default options.
fn new_game(seed: u64) -> Game {
    Game::new(Rules::Jersey(Options::default()), seed)
        .expect("the default options are valid")
        .0
}

/// The Jersey Gin state inside, hidden cards and all: for the figures and
/// the oracle, never for a player.
fn jersey(game: &Game) -> &jersey::Game {
    match game {
        Game::Jersey(g) => g,
        _ => panic!("a Jersey Gin game"),
    }
}

struct Args {
    mode: String,
    deals: u64,
    games: u64,
    seed: u64,
    budget: Budget,
    threads: usize,
    tuning: Tuning,
    /// Where `versus` writes each deal's wins (for paired comparisons).
    out: Option<String>,
}

fn parse() -> Args {
    let mut a = std::env::args().skip(1);
    let mode = a.next().unwrap_or_else(|| usage("no mode"));
    let mut args = Args {
        mode,
        deals: 100,
        games: 20_000,
        seed: 1,
        budget: Budget::Worlds(200),
        threads: 1,
        tuning: Tuning::default(),
        out: None,
    };
    while let Some(flag) = a.next() {
        let mut value = || {
            a.next()
                .unwrap_or_else(|| usage(&format!("{flag} needs a value")))
        };
        fn num<T: std::str::FromStr>(flag: &str, v: String) -> T {
            v.parse()
                .unwrap_or_else(|_| usage(&format!("{flag}: {v:?} is not a number")))
        }
        match flag.as_str() {
            "--deals" => args.deals = num(&flag, value()),
            "--games" => args.games = num(&flag, value()),
            "--seed" => args.seed = num(&flag, value()),
            "--threads" => args.threads = num::<usize>(&flag, value()).max(1),
            "--out" => args.out = Some(value()),
            "--budget" => args.budget = value().parse().unwrap_or_else(|e: String| usage(&e)),
            "--discards" => args.tuning.discards = num(&flag, value()),
            "--z" => args.tuning.racing.z = num(&flag, value()),
            "--equal" => args.tuning.racing.equal = num(&flag, value()),
            "--min-worlds" => args.tuning.racing.min_worlds = num(&flag, value()),
            "--switch-z" => args.tuning.racing.switch_z = num(&flag, value()),
            "--la" => args.tuning.params.la_candidates = num(&flag, value()),
            "--deals-weighed" => args.tuning.sampling.deals = num(&flag, value()),
            "--depth" => args.tuning.sampling.reading.depth = num(&flag, value()),
            "--beta" => args.tuning.sampling.reading.beta = num(&flag, value()),
            "--miss" => args.tuning.sampling.reading.miss = num(&flag, value()),
            "--strength" => args.tuning.sampling.strength = num(&flag, value()),
            _ => usage(&format!("unknown option {flag}")),
        }
    }
    args
}

fn usage(why: &str) -> ! {
    eprintln!("{why}\nusage: hard_bench versus|speed|stats [OPTIONS] (see the file's header)");
    std::process::exit(2)
}

/// Searched decisions and how many the search changed from the heuristic's
/// choice: draws, knocks offered, discards, discards after the break.
static OVERRIDES: Mutex<[(u64, u64); 4]> = Mutex::new([(0, 0); 4]);

/// The seed of one decision: the table service's and `jersey-gin sim`'s.
use gin_core::ai::move_seed as decision_seed;

/// One game with hard in `hard_seat`; returns whether hard won, the hands
/// played, and hard's decision times (seconds) and worlds.
fn play(seed: u64, hard_seat: usize, args: &Args) -> (bool, u32, Vec<(f32, u32)>) {
    let mut game = new_game(seed);
    let mut decisions = Vec::new();
    while !game.is_over() {
        let seat = game.first_to_act().unwrap_or(0);
        let view = game.seat_view(seat);
        let action = if seat == hard_seat && !game.between_hands() {
            let t = Instant::now();
            let c = hard::choose_with(
                &view,
                decision_seed(seed, game.moves()),
                args.budget,
                &args.tuning,
            );
            decisions.push((t.elapsed().as_secs_f32(), c.worlds));
            if c.worlds > 0 {
                let kind = match c.candidates[0].0 {
                    Action::DrawStock | Action::TakeDiscard => 0,
                    Action::Knock { .. } => 1,
                    _ if jersey_table(&view).breaker().is_some() => 3,
                    _ => 2,
                };
                let mut o = OVERRIDES.lock().unwrap();
                o[kind].0 += 1;
                if c.action != c.candidates[0].0 {
                    o[kind].1 += 1;
                }
            }
            c.action
        } else {
            normal::choose(&view)
        };
        game.apply(seat, action).expect("legal");
    }
    let r = jersey(&game).result().expect("over");
    (
        r.ranking[0] == hard_seat,
        jersey(&game).results().len() as u32,
        decisions,
    )
}

/// One deal played three times: its index, hard's wins, the hands played,
/// and hard's decision times (seconds) and worlds.
type DealResult = (u64, u32, u32, Vec<(f32, u32)>);

fn versus(args: &Args) {
    let next = AtomicU64::new(0);
    let results: Mutex<Vec<DealResult>> = Mutex::new(Vec::new());
    let start = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..args.threads {
            s.spawn(|| loop {
                let d = next.fetch_add(1, Ordering::SeqCst);
                if d >= args.deals {
                    break;
                }
                let seed = args.seed + d;
                let (mut wins, mut hands, mut times) = (0, 0, Vec::new());
                for seat in 0..3 {
                    let (won, h, t) = play(seed, seat, args);
                    wins += won as u32;
                    hands += h;
                    times.extend(t);
                }
                results.lock().unwrap().push((d, wins, hands, times));
            });
        }
    });
    let seconds = start.elapsed().as_secs_f64();
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    if let Some(path) = &args.out {
        let lines: String = results
            .iter()
            .map(|r| format!("{} {}\n", args.seed + r.0, r.1))
            .collect();
        std::fs::write(path, lines).expect("writes --out");
    }
    let n = results.len() as f64;
    let shares: Vec<f64> = results.iter().map(|r| r.1 as f64 / 3.0).collect();
    let mean = shares.iter().sum::<f64>() / n;
    let var = shares.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let hands: u64 = results.iter().map(|r| r.2 as u64).sum();
    let mut times: Vec<(f32, u32)> = results.into_iter().flat_map(|r| r.3).collect();
    let searched: Vec<u32> = times.iter().map(|t| t.1).filter(|&w| w > 0).collect();
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let pct = |p: f64| {
        let i = ((times.len() as f64 - 1.0) * p).round() as usize;
        times.get(i).map_or(0.0, |t| t.0 * 1000.0)
    };
    println!(
        "hard vs normal, normal: {} games ({} deals from seed {}, mirrored), budget {}",
        3 * args.deals,
        args.deals,
        args.seed,
        args.budget
    );
    println!(
        "hard won {:.1}% of games, 95% interval {:.1}%..{:.1}%",
        100.0 * mean,
        100.0 * (mean - half),
        100.0 * (mean + half)
    );
    println!(
        "hard decisions {}: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms; \
         searched {} with {:.0} worlds on average",
        times.len(),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0),
        searched.len(),
        searched.iter().map(|&w| w as f64).sum::<f64>() / searched.len().max(1) as f64
    );
    let o = *OVERRIDES.lock().unwrap();
    println!(
        "searched / changed: draws {:?}, knocks {:?}, discards {:?}, break discards {:?}",
        o[0], o[1], o[2], o[3]
    );
    println!(
        "{hands} hands in {seconds:.1} s on {} thread(s)",
        args.threads
    );
}

fn speed(args: &Args) {
    let start = Instant::now();
    let mut hands = 0u64;
    for i in 0..args.games {
        let mut game = new_game(args.seed + i);
        while !game.is_over() {
            let seat = game.first_to_act().unwrap_or(0);
            let action = normal::choose(&game.seat_view(seat));
            game.apply(seat, action).expect("legal");
        }
        hands += jersey(&game).results().len() as u64;
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "normal x3: {} games, {hands} hands in {s:.2} s: {:.0} hands/s on one core",
        args.games,
        hands as f64 / s
    );
}

fn stats(args: &Args) {
    let mut buckets = [0u64; 40];
    let mut by_position = [0u64; 3];
    let mut hands = 0u64;
    let mut not_first = 0u64;
    for i in 0..args.games {
        let mut game = new_game(args.seed + i);
        while !game.is_over() {
            let seat = game.first_to_act().unwrap_or(0);
            let dealer = jersey(&game).hand().dealer();
            let before = jersey(&game).results().len();
            let action = normal::choose(&game.seat_view(seat));
            game.apply(seat, action).expect("legal");
            if jersey(&game).results().len() > before {
                let r = jersey(&game).results().last().expect("a hand ended");
                by_position[(r.winner + 3 - left_of(dealer)) % 3] += 1;
                buckets[(r.points as usize / 5).min(39)] += 1;
                hands += 1;
            }
        }
        let r = jersey(&game).result().expect("over");
        not_first += (r.ranking[0] != r.winner) as u64;
    }
    println!("{} games, {hands} hands", args.games);
    println!(
        "winner by position from the first player: {:?}",
        by_position.map(|n| (n as f64 / hands as f64 * 1e4).round() / 1e4)
    );
    println!("winner's points in buckets of 5: {buckets:?}");
    println!("games where the one who reached the target was not first: {not_first}");
}

fn main() {
    let args = parse();
    match args.mode.as_str() {
        "versus" => versus(&args),
        "speed" => speed(&args),
        "stats" => stats(&args),
        m => usage(&format!("unknown mode {m}")),
    }
}
