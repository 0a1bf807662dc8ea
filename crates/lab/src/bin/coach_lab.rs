//! The coach (`gin_core::ai::coach`), measured.
//!
//! ```sh
//! # How long a hint takes, per game kind (CPU time of one thread).
//! cargo run --release -p gin-lab --bin coach_lab -- latency 300
//! # Whether the hint's chances mean what they say: positions from games
//! # between normal players, the seat playing the hint's best action, the
//! # game played out; predicted chance in deciles against the share won.
//! cargo run --release -p gin-lab --bin coach_lab -- calibration gin 10000
//! # The spread of one Colonel hand's points between normal players
//! # (`coach::colonel::HAND_SPREAD`).
//! cargo run --release -p gin-lab --bin coach_lab -- colonel-spread 20000
//! ```

use gin_core::ai::coach::{self, review};
use gin_core::ai::{move_seed, Level, Player};
use gin_core::engine::{ColonelRules, Event, Game, GameKind, GinRules, Rules, Seat};
use gin_lab::quantile;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = |i: usize, d: u64| args.get(i).map_or(d, |s| s.parse().expect("a number"));
    match args.first().map(String::as_str) {
        Some("latency") => latency(n(1, 300)),
        Some("calibration") => calibration(kind(args.get(1)), n(2, 10_000), n(3, 0)),
        Some("colonel-spread") => colonel_spread(n(1, 20_000)),
        _ => eprintln!(
            "usage: coach_lab latency [positions] | calibration gin|jersey|colonel [positions] [first seed] | colonel-spread [hands]"
        ),
    }
}

fn kind(arg: Option<&String>) -> GameKind {
    match arg.map(String::as_str) {
        Some("jersey") => GameKind::Jersey,
        Some("colonel") => GameKind::Colonel,
        _ => GameKind::Gin,
    }
}

fn rules(kind: GameKind) -> Rules {
    match kind {
        GameKind::Jersey => Rules::Jersey(Default::default()),
        GameKind::Gin => Rules::Gin(GinRules::default()),
        GameKind::Colonel => Rules::Colonel(ColonelRules::default()),
    }
}

/// CPU time of this thread, in milliseconds.
fn cpu_ms() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 * 1e3 + t.tv_nsec as f64 / 1e6
}

/// One normal move for the seat to act (dealing on between hands).
fn normal_move(game: &mut Game) {
    let seat = game.first_to_act().unwrap_or(0);
    let a = Player::Level(Level::Normal).choose_in(game, seat);
    game.apply(seat, a).unwrap();
}

/// Hint times per kind over positions met every few moves of games
/// between normal players; and a whole hand's review per kind.
fn latency(positions: u64) {
    for kind in [GameKind::Gin, GameKind::Jersey, GameKind::Colonel] {
        let mut times = Vec::new();
        let mut seed = 0;
        while (times.len() as u64) < positions {
            let (mut game, _) = Game::new(rules(kind), 1_000 + seed).unwrap();
            seed += 1;
            let mut step = 0;
            while !game.is_over() && (times.len() as u64) < positions && step < 400 {
                if step % 5 == 2 && !game.between_hands() {
                    let seat = game.first_to_act().unwrap_or(0);
                    let view = game.seat_view(seat);
                    let t = cpu_ms();
                    let hint = coach::hint(&view, move_seed(game.seed(), game.moves()));
                    let spent = cpu_ms() - t;
                    if hint.is_some() {
                        times.push(spent);
                    }
                }
                normal_move(&mut game);
                step += 1;
            }
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{kind:?}: {} hints, CPU ms p50 {:.1}, p90 {:.1}, p99 {:.1}, max {:.1}",
            times.len(),
            quantile(&times, 0.5),
            quantile(&times, 0.9),
            quantile(&times, 0.99),
            times.last().copied().unwrap_or(0.0)
        );
        review_time(kind);
    }
}

/// The CPU time to review one seat's decisions in whole hands.
fn review_time(kind: GameKind) {
    let mut times = Vec::new();
    let mut decisions = 0;
    for seed in 0..5u64 {
        let (mut game, _) = Game::new(rules(kind), 2_000 + seed).unwrap();
        let start = game.clone();
        let mut moves = Vec::new();
        while !game.between_hands() && !game.is_over() {
            let seat = game.first_to_act().unwrap_or(0);
            let a = Player::Level(Level::Normal).choose_in(&game, seat);
            moves.push((seat, a));
            game.apply(seat, a).unwrap();
        }
        let t = cpu_ms();
        let r = review::review(&start, &moves, 0);
        times.push(cpu_ms() - t);
        decisions += r.lines.len();
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{kind:?}: review of a hand (seat 0, {:.1} decisions a hand): CPU ms median {:.0}, max {:.0}",
        decisions as f64 / 5.0,
        quantile(&times, 0.5),
        times.last().copied().unwrap_or(0.0)
    );
}

/// Did `seat` win the finished game: 1, a shared first place 0.5, else 0.
fn won(game: &Game, seat: Seat) -> f64 {
    let s = game.standings().expect("a finished game");
    let mine = s
        .competitors
        .iter()
        .position(|c| c.contains(&seat))
        .expect("the seat plays");
    if s.ranks[mine] != 0 {
        return 0.0;
    }
    let firsts = s.ranks.iter().filter(|&&r| r == 0).count();
    1.0 / firsts as f64
}

/// Predicted chance (the hint's best action) in deciles against how often
/// the seat then won. One position a hand, at a move drawn from the seed,
/// the rest of the game between normal players.
fn calibration(kind: GameKind, positions: u64, first_seed: u64) {
    let mut rows: Vec<(f64, f64)> = Vec::new();
    let mut seed = first_seed;
    let t = std::time::Instant::now();
    while (rows.len() as u64) < positions {
        let (mut game, _) = Game::new(rules(kind), seed).unwrap();
        let mut pending: Vec<(f64, Seat)> = Vec::new();
        let mut asked_this_hand = false;
        let mut step = 0u64;
        let pick = 3 + move_seed(seed, 0) % 17;
        while !game.is_over() {
            if game.between_hands() {
                asked_this_hand = false;
                step = 0;
            }
            if !asked_this_hand && step == pick && !game.between_hands() {
                let seat = game.first_to_act().unwrap_or(0);
                let view = game.seat_view(seat);
                if let Some(h) = coach::hint(&view, move_seed(game.seed(), game.moves())) {
                    asked_this_hand = true;
                    pending.push((h.best().win as f64, seat));
                    game.apply(seat, h.best().action).unwrap();
                    step += 1;
                    continue;
                }
            }
            normal_move(&mut game);
            step += 1;
        }
        for (p, seat) in pending {
            rows.push((p, won(&game, seat)));
        }
        seed += 1;
        if seed.is_multiple_of(200) {
            eprintln!(
                "{} positions, {:.0} s",
                rows.len(),
                t.elapsed().as_secs_f64()
            );
        }
    }
    println!(
        "{kind:?}: {} positions from games {first_seed}..{seed}",
        rows.len()
    );
    println!("decile | positions | mean predicted | share won | gap (points)");
    let mut worst: f64 = 0.0;
    for d in 0..10 {
        let lo = d as f64 / 10.0;
        let inside: Vec<&(f64, f64)> = rows
            .iter()
            .filter(|(p, _)| *p >= lo && (*p < lo + 0.1 || (d == 9 && *p <= 1.0)))
            .collect();
        if inside.is_empty() {
            println!("{:.1}–{:.1} | 0 | | |", lo, lo + 0.1);
            continue;
        }
        let n = inside.len() as f64;
        let predicted = inside.iter().map(|r| r.0).sum::<f64>() / n;
        let share = inside.iter().map(|r| r.1).sum::<f64>() / n;
        let gap = (share - predicted) * 100.0;
        worst = worst.max(gap.abs());
        println!(
            "{:.1}–{:.1} | {} | {:.3} | {:.3} | {:+.1}",
            lo,
            lo + 0.1,
            inside.len(),
            predicted,
            share,
            gap
        );
    }
    println!("largest gap: {worst:.1} points");
}

/// The spread of a Colonel hand's points for seat 0 (won positive, lost
/// negative) between normal players.
fn colonel_spread(hands: u64) {
    let mut points = Vec::new();
    let mut seed = 0;
    while (points.len() as u64) < hands {
        let (mut game, _) = Game::new(rules(GameKind::Colonel), seed).unwrap();
        seed += 1;
        while !game.is_over() {
            let seat = game.first_to_act().unwrap_or(0);
            let a = Player::Level(Level::Normal).choose_in(&game, seat);
            for e in game.apply(seat, a).unwrap() {
                if let Event::ColonelHandEnded { result, .. } = e {
                    points.push(match result.winner {
                        Some(0) => result.points as f64,
                        Some(_) => -(result.points as f64),
                        None => 0.0,
                    });
                }
            }
        }
    }
    let n = points.len() as f64;
    let mean = points.iter().sum::<f64>() / n;
    let sd = (points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt();
    println!(
        "{} hands from {seed} matches: mean {mean:.2}, standard deviation {sd:.2}",
        points.len()
    );
}
