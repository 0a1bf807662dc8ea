//! The coach (`gin_core::ai::coach`), measured.
//!
//! ```sh
//! # How long a hint takes, per game kind (CPU time of one thread).
//! cargo run --release -p gin-lab --bin coach_lab -- latency 300
//! # Whether the hint's chances mean what they say: positions from games
//! # between normal players, the seat playing the hint's best action, the
//! # game played out; predicted chance in deciles against the share won.
//! cargo run --release -p gin-lab --bin coach_lab -- calibration gin 10000 0 gin.tsv
//! # The calibration map fitted on such rows (knots for `coach::calibration`),
//! # with a cross-fitted check of it (each file judged by the others' map).
//! cargo run --release -p gin-lab --bin coach_lab -- fit gin.tsv
//! # This build's map judged on rows it was not fitted on (deciles, with
//! # intervals that count games).
//! cargo run --release -p gin-lab --bin coach_lab -- check gin fresh-gin.tsv
//! # The spread of one Colonel hand's points between normal players
//! # (`coach::colonel::HAND_SPREAD`).
//! cargo run --release -p gin-lab --bin coach_lab -- colonel-spread 20000
//! ```

use gin_core::ai::coach::{self, calibration, review, Settings};
use gin_core::ai::{move_seed, Level, Player};
use gin_core::engine::{ColonelRules, Event, Game, GameKind, GinRules, Rules, Seat};
use gin_lab::quantile;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n = |i: usize, d: u64| args.get(i).map_or(d, |s| s.parse().expect("a number"));
    match args.first().map(String::as_str) {
        Some("latency") => latency(n(1, 300)),
        Some("calibration") => calibration(
            kind(args.get(1)),
            n(2, 10_000),
            n(3, 0),
            args.get(4).map(String::as_str),
        ),
        Some("fit") => fit(&args[1..], 20),
        Some("check") => check(kind(args.get(1)), &args[2..]),
        Some("colonel-spread") => colonel_spread(n(1, 20_000)),
        _ => eprintln!(
            "usage: coach_lab latency [positions] | calibration gin|jersey|colonel [positions] [first seed] [rows.tsv] | fit rows.tsv... | check gin|jersey|colonel rows.tsv... | colonel-spread [hands]"
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
/// the rest of the game between normal players. The deciles are of the
/// chance shown (calibrated); each row's raw chance, shown chance and
/// result go to `rows_out` for `fit`.
fn calibration(kind: GameKind, positions: u64, first_seed: u64, rows_out: Option<&str>) {
    let raw_settings = Settings {
        calibrated: false,
        ..Settings::for_kind(kind)
    };
    // (raw, shown, won, game): the game's seed groups the positions whose
    // results are one game's.
    let mut rows: Vec<(f64, f64, f64, u64)> = Vec::new();
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
                let move_seed = move_seed(game.seed(), game.moves());
                if let Some(h) = coach::analyse(&view, None, move_seed, &raw_settings) {
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
        for (raw, seat) in pending {
            let shown = calibration::shown(kind, raw as f32) as f64;
            rows.push((raw, shown, won(&game, seat), seed));
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
    let shown: Vec<Row> = rows
        .iter()
        .map(|r| Row {
            chance: r.1,
            won: r.2,
            game: r.3,
        })
        .collect();
    print_deciles(&shown);
    if let Some(path) = rows_out {
        let text: String = rows
            .iter()
            .map(|(raw, shown, won, game)| format!("{raw}\t{shown}\t{won}\t{game}\n"))
            .collect();
        std::fs::write(path, text).expect("the rows file is written");
    }
}

/// One position of a calibration run: the chance given, the result (1
/// won, 0 lost, a share for a tie) and the game it came from.
#[derive(Clone, Copy)]
struct Row {
    chance: f64,
    won: f64,
    game: u64,
}

/// Rows in deciles of the chance, twice: ten equal-count deciles (each a
/// tenth of the positions: the calibration's criterion) and ten bins of
/// width 0.1. Each line: positions, mean chance, share won, the gap in
/// points and its 95% interval's half width. The interval counts games,
/// not positions: the positions of one game share its result, so they are
/// not independent (a cluster-robust variance, grouped by game).
fn print_deciles(rows: &[Row]) {
    let mut sorted = rows.to_vec();
    sorted.sort_by(|a, b| a.chance.total_cmp(&b.chance));
    let n = sorted.len();
    let deciles: Vec<&[Row]> = (0..10)
        .map(|d| &sorted[d * n / 10..(d + 1) * n / 10])
        .collect();
    println!(
        "equal-count deciles | positions | mean chance | share won | gap (points) | ±95% by game"
    );
    let worst = print_groups(deciles.iter().map(|group| {
        let label = match (group.first(), group.last()) {
            (Some(a), Some(b)) => format!("{:.3}–{:.3}", a.chance, b.chance),
            _ => "empty".to_string(),
        };
        (label, *group)
    }));
    println!("largest gap, equal-count deciles: {worst:.1} points");
    println!(
        "bins of width 0.1 | positions | mean chance | share won | gap (points) | ±95% by game"
    );
    let bins: Vec<(String, Vec<Row>)> = (0..10)
        .map(|d| {
            let lo = d as f64 / 10.0;
            let inside = sorted
                .iter()
                .filter(|r| r.chance >= lo && (r.chance < lo + 0.1 || d == 9))
                .copied()
                .collect();
            (format!("{:.1}–{:.1}", lo, lo + 0.1), inside)
        })
        .collect();
    let worst = print_groups(bins.iter().map(|(l, g)| (l.clone(), g.as_slice())));
    println!("largest gap, bins of width 0.1: {worst:.1} points");
}

/// Prints each (label, rows) group's line; returns the largest gap.
fn print_groups<'a>(groups: impl Iterator<Item = (String, &'a [Row])>) -> f64 {
    let mut worst: f64 = 0.0;
    for (label, group) in groups {
        if group.is_empty() {
            println!("{label} | 0 | | | |");
            continue;
        }
        let n = group.len() as f64;
        let chance = group.iter().map(|r| r.chance).sum::<f64>() / n;
        let share = group.iter().map(|r| r.won).sum::<f64>() / n;
        let gap = share - chance;
        // Σ over games of (Σ over its positions of the residual)².
        let mut by_game: std::collections::HashMap<u64, f64> = Default::default();
        for r in group {
            *by_game.entry(r.game).or_default() += (r.won - r.chance) - gap;
        }
        let games = by_game.len() as f64;
        let correction = if games > 1.0 {
            games / (games - 1.0)
        } else {
            1.0
        };
        let variance = by_game.values().map(|s| s * s).sum::<f64>() / (n * n) * correction;
        let half = 196.0 * variance.sqrt();
        worst = worst.max((gap * 100.0).abs());
        println!(
            "{label} | {} | {chance:.3} | {share:.3} | {:+.1} | {half:.1}",
            group.len(),
            gap * 100.0
        );
    }
    worst
}

/// Fits a game's calibration map on rows files (`calibration`'s: raw
/// chance, shown chance, result, game; older files lack the game, the
/// first ones the shown chance too) and prints it as Rust, with the
/// deciles of the raw chance and those of a cross-fitted check, in which
/// every position is judged by a map that never saw it: with several
/// files (each its own seeds, so its own games), each file's rows by the
/// map fitted on the other files; with one, each half (whole games, in
/// file order) by the other half's. Pooling the judged rows gives deciles
/// of all positions: narrower intervals than any one file's.
fn fit(paths: &[String], bins: usize) {
    let files: Vec<Vec<Row>> = paths
        .iter()
        .enumerate()
        .map(|(file, p)| read_file_rows(file, p, 0))
        .collect();
    let rows: Vec<Row> = files.concat();
    println!("raw chances of {} positions:", rows.len());
    print_deciles(&rows);
    let folds: Vec<Vec<Row>> = if files.len() >= 2 {
        files
    } else {
        let (a, b) = rows.split_at(rows.len() / 2);
        vec![a.to_vec(), b.to_vec()]
    };
    let mut checked: Vec<Row> = Vec::new();
    for (i, judged) in folds.iter().enumerate() {
        let fitted_on: Vec<Row> = folds
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .flat_map(|(_, f)| f.iter().copied())
            .collect();
        let knots = knots(&fitted_on, bins);
        checked.extend(judged.iter().map(|r| Row {
            chance: calibration::interpolate(&knots, r.chance as f32) as f64,
            ..*r
        }));
    }
    println!(
        "cross-fitted check ({} folds: each by the map of the others):",
        folds.len()
    );
    print_deciles(&checked);
    let knots = knots(&rows, bins);
    println!("knots ({} of {bins} bins):", knots.len());
    let written: Vec<String> = knots
        .iter()
        .map(|(x, y)| format!("({x:.4}, {y:.4})"))
        .collect();
    println!("&[{}]", written.join(", "));
}

/// The rows of `calibration`'s files, with the chance of column
/// `chance_column` (0 raw, 1 shown). Files without the game column (the
/// first runs') count each file line as its own game.
fn read_rows(paths: &[String], chance_column: usize) -> Vec<Row> {
    paths
        .iter()
        .enumerate()
        .flat_map(|(file, path)| read_file_rows(file, path, chance_column))
        .collect()
}

/// The rows of one file, the `file`-th given (older files' lines count as
/// games of their own, numbered apart from other files').
fn read_file_rows(file: usize, path: &str, chance_column: usize) -> Vec<Row> {
    let mut rows = Vec::new();
    let text = std::fs::read_to_string(path).expect("a rows file");
    for (line_number, line) in text.lines().enumerate() {
        let cols: Vec<f64> = line
            .split('\t')
            .map(|c| c.parse().expect("a number"))
            .collect();
        let game = match cols.get(3) {
            Some(&g) => g as u64,
            None => ((file as u64 + 1) << 48) + line_number as u64,
        };
        rows.push(Row {
            chance: cols[chance_column],
            won: if cols.len() >= 4 {
                cols[2]
            } else {
                cols[cols.len() - 1]
            },
            game,
        });
    }
    rows
}

/// The deciles of rows files as the coach shows them today: each raw
/// chance through this build's map of `kind` (a check of the map on
/// positions it was not fitted on).
fn check(kind: GameKind, paths: &[String]) {
    let rows: Vec<Row> = read_rows(paths, 0)
        .into_iter()
        .map(|r| Row {
            chance: calibration::shown(kind, r.chance as f32) as f64,
            ..r
        })
        .collect();
    let games = rows
        .iter()
        .map(|r| r.game)
        .collect::<std::collections::HashSet<_>>();
    println!(
        "{kind:?}: {} positions from {} games, through this build's map",
        rows.len(),
        games.len()
    );
    print_deciles(&rows);
}

/// The calibration map of (raw chance, won) rows: the rows in `bins`
/// equal-count bins by raw chance, made increasing by pooling adjacent
/// violators; each pooled block is a knot (mean raw chance, share won),
/// between (0, 0) and (1, 1).
fn knots(rows: &[Row], bins: usize) -> Vec<(f32, f32)> {
    let mut sorted: Vec<(f64, f64)> = rows.iter().map(|r| (r.chance, r.won)).collect();
    sorted.sort_by(|a, b| a.0.total_cmp(&b.0));
    // (sum raw, sum won, count) per block.
    let mut blocks: Vec<(f64, f64, f64)> = Vec::new();
    let per = sorted.len().div_ceil(bins.max(1)).max(1);
    for chunk in sorted.chunks(per) {
        let mut block = chunk
            .iter()
            .fold((0.0, 0.0, 0.0), |b, r| (b.0 + r.0, b.1 + r.1, b.2 + 1.0));
        while let Some(&last) = blocks.last() {
            if last.1 / last.2 < block.1 / block.2 {
                break;
            }
            blocks.pop();
            block = (block.0 + last.0, block.1 + last.1, block.2 + last.2);
        }
        blocks.push(block);
    }
    // A raw chance of 0 or 1 (every world lost, or won) is a sure thing:
    // the map runs from (0, 0) to (1, 1) unless a block already is one.
    let mut knots = vec![(0.0f32, 0.0f32)];
    knots.extend(
        blocks
            .iter()
            .map(|b| ((b.0 / b.2) as f32, (b.1 / b.2) as f32)),
    );
    knots.push((1.0, 1.0));
    knots.dedup_by(|b, a| b.0 <= a.0 || b.1 <= a.1);
    knots
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
