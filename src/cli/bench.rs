//! `jersey-gin bench engine [--json]`: the engine's headline speed figures.
//! Each figure is the median over batches of the mean time per operation.

use crate::ai::{Level, Player};
use crate::cli::analyze::ACE_RULES;
use crate::engine::jersey::Options;
use crate::engine::melds::{best_discards, deadwood};
use crate::engine::{parse_cards, Card, CardSet};
use crate::engine::{ColonelRules, GinRules, Rules};
use crate::sim::{self, SimConfig};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::hint::black_box;
use std::time::Instant;

#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    #[command(subcommand)]
    pub what: BenchWhat,
}

#[derive(Debug, clap::Subcommand)]
pub enum BenchWhat {
    /// Deadwood, best discard and whole-hand throughput.
    Engine {
        #[arg(long)]
        json: bool,
        /// Seconds of simulated play for each games- or hands-per-second
        /// figure.
        #[arg(long, default_value_t = 2.0, value_parser = positive_seconds)]
        seconds: f64,
    },
    /// Acknowledged commands through the table service and a durable store.
    Store {
        /// Active tables the commands go to.
        #[arg(long, default_value_t = 1000, value_parser = at_least_one)]
        tables: usize,
        /// Commands to send in all.
        #[arg(long, default_value_t = 100_000, value_parser = at_least_one)]
        commands: usize,
        /// Concurrent clients.
        #[arg(long, default_value_t = 16, value_parser = at_least_one)]
        clients: usize,
        /// Active tables in the store reopened for the restore time.
        #[arg(long, default_value_t = 10_000, value_parser = at_least_one)]
        restore_tables: usize,
        /// Moves made at each of those tables first (tables are rebuilt by
        /// replaying their game: deeper games take longer to reopen).
        #[arg(long, default_value_t = 4)]
        restore_moves: usize,
        /// Where to put the database files (default: a temporary directory).
        #[arg(long)]
        dir: Option<std::path::PathBuf>,
        /// Leave the database files in --dir (bench-commands.redb,
        /// bench-restore.redb), for the db tools.
        #[arg(long, requires = "dir")]
        keep: bool,
        /// Stop once this many games have finished (at --commands at most).
        #[arg(long)]
        games: Option<u64>,
        /// Prune the command log every this many milliseconds during the
        /// run, as the bot does (everything marked posted first).
        #[arg(long)]
        prune_every_ms: Option<u64>,
        /// The prune's window for request ids, in milliseconds.
        #[arg(long, default_value_t = 0)]
        retention_ms: u64,
        /// PostgreSQL instead of redb: a server's URL (the bench makes its
        /// own databases there and drops them after), or `local` for a
        /// throwaway server started here (needs initdb and pg_ctl).
        #[arg(long, value_name = "URL|local")]
        postgres: Option<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// A count of at least one.
fn at_least_one(s: &str) -> Result<usize, String> {
    match s.parse::<usize>() {
        Ok(0) => Err("it must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("{s:?} is not a whole number")),
    }
}

/// A positive, finite number of seconds.
fn positive_seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(x),
        Ok(_) => Err("it must be a positive number of seconds".into()),
        Err(_) => Err(format!("{s:?} is not a number")),
    }
}

#[derive(Debug, Serialize)]
pub struct EngineFigures {
    /// What the figures are ([`ENGINE_ABOUT`]).
    pub about: &'static str,
    pub deadwood_10_random_ns: f64,
    pub best_discard_11_random_ns: f64,
    pub best_discard_dense_ns: f64,
    /// The same random hands under each ace rule of the family: low (Jersey
    /// Gin, Gin), around the corner (V4, ace 15) and high or low (Colonel).
    pub by_ace: Vec<AceFigures>,
    /// Jersey Gin, three players of one level.
    pub hands_per_second_normal: f64,
    pub hands_per_second_hard: f64,
    /// Whole games per second of each kind between normal players, on one
    /// core: Jersey Gin, two-handed Gin (standard rules, to 100), Colonel
    /// (one hand).
    pub games_per_second: Vec<GameFigures>,
}

#[derive(Debug, Serialize)]
pub struct GameFigures {
    pub game: &'static str,
    pub games_per_second: f64,
    pub hands_per_second: f64,
}

#[derive(Debug, Serialize)]
pub struct AceFigures {
    pub ace: &'static str,
    pub deadwood_10_random_ns: f64,
    pub best_discard_11_random_ns: f64,
}

/// The dense 11-card hand of the issue: melds overlap everywhere.
pub const DENSE_HAND: &str = "4s 5s 6s 4c 5c 6c 4d 5d 6d 4h 5h";

/// `n` random hands of `size` cards from a seeded generator.
pub fn random_hands(n: usize, size: usize, seed: u64) -> Vec<CardSet> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..n)
        .map(|_| {
            deck.shuffle(&mut rng);
            CardSet::from_cards(deck[..size].iter().copied())
        })
        .collect()
}

/// Median over `batches` of the mean nanoseconds of `f` over `inputs`.
fn median_ns<T>(inputs: &[T], batches: usize, mut f: impl FnMut(&T)) -> f64 {
    let mut per_op: Vec<f64> = (0..batches)
        .map(|_| {
            let t = Instant::now();
            for x in inputs {
                f(x);
            }
            t.elapsed().as_nanos() as f64 / inputs.len() as f64
        })
        .collect();
    per_op.sort_by(|a, b| a.total_cmp(b));
    per_op[per_op.len() / 2]
}

/// Plays batches of whole games for about `seconds`; returns (games, hands)
/// per second.
fn games_per_second(
    rules: Rules,
    players: Vec<Player>,
    seconds: f64,
) -> anyhow::Result<(f64, f64)> {
    let start = Instant::now();
    let (mut hands, mut games) = (0u64, 0u32);
    // Batches start at one game and double up to 20, so that a short
    // measurement is not held up by a batch it did not ask for.
    let mut batch = 1;
    while start.elapsed().as_secs_f64() < seconds {
        let report = sim::run(&SimConfig {
            rules,
            games: batch,
            seed: 1000 + games as u64,
            players: players.clone(),
            mirrored: false,
            save_dir: None,
            ai: crate::ai::Config {
                budget: sim::SIM_BUDGET,
            },
        })?;
        hands += report.hands;
        games += report.games;
        batch = (batch * 2).min(20);
    }
    let t = start.elapsed().as_secs_f64();
    Ok((games as f64 / t, hands as f64 / t))
}

/// What `bench engine --json` measures, in its output.
pub const ENGINE_ABOUT: &str = "Speed of the rules engine on this machine, one core. \
*_ns: the median over 41 batches of the mean time of one call, in nanoseconds, over random \
hands (deadwood of 10 cards; best discards of 11) and one dense hand; by_ace: the same under \
each ace rule. hands_per_second_*: Jersey Gin hands played between three computer players \
of that level; games_per_second: whole games of each kind between normal players.";

/// Says on stderr what is being measured, since the figures take a while.
fn progress(what: &str) {
    eprintln!("bench: {what}…");
}

pub fn engine_figures(seconds: f64) -> anyhow::Result<EngineFigures> {
    progress("deadwood and best discards under each ace rule");
    let tens = random_hands(4096, 10, 1);
    let elevens = random_hands(4096, 11, 2);
    let dense = CardSet::from_cards(parse_cards(DENSE_HAND).expect("valid"));
    let by_ace = ACE_RULES
        .iter()
        .map(|&(ace, rules)| AceFigures {
            ace,
            deadwood_10_random_ns: median_ns(&tens, 41, |h| {
                black_box(rules.deadwood(black_box(*h)));
            }),
            best_discard_11_random_ns: median_ns(&elevens, 41, |h| {
                black_box(rules.best_discards(black_box(*h), CardSet::EMPTY));
            }),
        })
        .collect();
    let jersey = |level: Level| {
        progress(&format!(
            "Jersey Gin hands at level {level} for {seconds} s"
        ));
        games_per_second(
            Rules::Jersey(Options::default()),
            vec![Player::Level(level); 3],
            seconds,
        )
        .map(|(_, hands)| hands)
    };
    let mut by_game = Vec::new();
    for rules in [
        Rules::Jersey(Options::default()),
        Rules::Gin(GinRules::default()),
        Rules::Colonel(ColonelRules::default()),
    ] {
        let players = vec![Player::Level(Level::Normal); rules.seats()];
        progress(&format!(
            "whole games of {} for {seconds} s",
            rules.kind().name()
        ));
        let (games, hands) = games_per_second(rules, players, seconds)?;
        by_game.push(GameFigures {
            game: rules.kind().name(),
            games_per_second: games,
            hands_per_second: hands,
        });
    }
    Ok(EngineFigures {
        about: ENGINE_ABOUT,
        deadwood_10_random_ns: median_ns(&tens, 41, |h| {
            black_box(deadwood(black_box(*h)));
        }),
        best_discard_11_random_ns: median_ns(&elevens, 41, |h| {
            black_box(best_discards(black_box(*h), CardSet::EMPTY));
        }),
        best_discard_dense_ns: median_ns(&[dense; 256], 41, |h| {
            black_box(best_discards(black_box(*h), CardSet::EMPTY));
        }),
        by_ace,
        hands_per_second_normal: jersey(Level::Normal)?,
        hands_per_second_hard: jersey(Level::Hard)?,
        games_per_second: by_game,
    })
}

pub fn run(args: BenchArgs) -> anyhow::Result<()> {
    match args.what {
        BenchWhat::Engine { json, seconds } => {
            let f = engine_figures(seconds)?;
            if json {
                println!("{}", serde_json::to_string(&f)?);
            } else {
                println!(
                    "deadwood, random 10 cards:      {:>10.1} ns",
                    f.deadwood_10_random_ns
                );
                println!(
                    "best discard, random 11 cards:  {:>10.1} ns",
                    f.best_discard_11_random_ns
                );
                println!(
                    "best discard, dense hand:       {:>10.1} ns",
                    f.best_discard_dense_ns
                );
                for a in &f.by_ace {
                    println!(
                        "aces {:<12} deadwood {:>6.1} ns, best discard {:>6.1} ns",
                        a.ace, a.deadwood_10_random_ns, a.best_discard_11_random_ns
                    );
                }
                println!(
                    "Jersey Gin hands/s, normal:     {:>10.0}",
                    f.hands_per_second_normal
                );
                println!(
                    "Jersey Gin hands/s, hard:       {:>10.0}",
                    f.hands_per_second_hard
                );
                for g in &f.games_per_second {
                    println!(
                        "{:<12} games/s, normal: {:>10.0} ({:.0} hands/s)",
                        g.game, g.games_per_second, g.hands_per_second
                    );
                }
            }
            Ok(())
        }
        BenchWhat::Store {
            tables,
            commands,
            clients,
            restore_tables,
            restore_moves,
            dir,
            keep,
            games,
            prune_every_ms,
            retention_ms,
            postgres,
            json,
        } => {
            progress(&format!(
                "{commands} commands over {tables} tables from {clients} clients, then \
                 reopening {restore_tables} tables"
            ));
            let r = crate::table::bench::run(&crate::table::bench::BenchConfig {
                tables,
                commands,
                clients,
                restore_tables,
                restore_moves,
                dir,
                keep,
                games,
                prune_every_ms,
                retention_ms,
                postgres,
            })?;
            if json {
                println!("{}", serde_json::to_string(&r)?);
            } else {
                println!(
                    "{}: {} commands over {} tables in {:.2} s: {:.0} acknowledged commands/s, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                    r.backend, r.commands, r.tables, r.seconds, r.commands_per_sec, r.p50_ms, r.p99_ms, r.max_ms
                );
                println!(
                    "{} games finished; database file {} bytes, {} commands kept",
                    r.games_finished, r.file_bytes, r.commands_kept
                );
                if r.prune_passes > 0 {
                    println!(
                        "pruned {} commands in {} passes: {:.0} commands/s, longest transaction {:.1} ms",
                        r.pruned_commands, r.prune_passes, r.prune_commands_per_sec, r.prune_max_transaction_ms
                    );
                }
                println!(
                    "restore of {} active tables: {:.0} ms ({:.0} ms opening the {} byte file, {:.0} ms rebuilding the tables); per table {} bytes resident, {} bytes of heap",
                    r.restore_tables,
                    r.restore_ms,
                    r.restore_open_ms,
                    r.restore_file_bytes,
                    r.restore_ms - r.restore_open_ms,
                    r.rss_per_table_bytes,
                    r.heap_per_table_bytes
                );
            }
            Ok(())
        }
    }
}
