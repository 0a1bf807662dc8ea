//! The command-sequence fuzzer: random commands from random actors at the
//! table service, on a durable store file: lobby commands, moves legal and
//! not, stale and future turns, repeated request ids (in the same channel
//! and in others), deadlines, the system actor, and restarts of the service
//! on the same file. After every command:
//! - nothing panicked;
//! - a refusal (or a repeated request id) changed nothing: the table is as
//!   it was and nothing was committed;
//! - every game holds 52 cards (`Game::check_invariants`);
//! - a replay of the table's stored actions gives the same game;
//! - what the service holds is what the store holds (checked at every
//!   restart: the restored tables equal the ones before it).
//!
//! At every restart and at the end `db check` of the file is clean.
//!
//! `cargo test --test it fuzz_commands` runs `FUZZ_COMMANDS_DEFAULT`
//! commands; the long run (README, "Fuzzing"):
//! `JERSEY_GIN_FUZZ_COMMANDS=1000000 cargo test --test it fuzz_commands -- --nocapture`.
//! `JERSEY_GIN_FUZZ_SEED` picks another seed; a failure prints it with the
//! step.

use crate::harness::{Now, T0};
use jersey_gin::ai::Level;
use jersey_gin::engine::jersey::Options;
use jersey_gin::engine::Rules;
use jersey_gin::engine::{Action, Card};
use jersey_gin::store::Store;
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::service::Service;
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::{Actor, ChannelId, Command, Settings, Table};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::Ordering;
use std::sync::Arc;

const FUZZ_COMMANDS_DEFAULT: u64 = 20_000;
const CHANNELS: [&str; 3] = ["alpha", "beta", "gamma"];
/// Users 1..=USERS; a few actors, so seats are often contested.
const USERS: u64 = 5;
/// Commands between restarts, on average.
const RESTART_EVERY: u64 = 400;

const LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

fn random_settings(rng: &mut ChaCha8Rng) -> Settings {
    let mut s = Settings {
        pace_ms: rng.random_range(0..2_000),
        turn_ms: rng.random_range(1..120_000),
        seed: rng.random_bool(0.8).then(|| rng.random_range(0..1_000)),
        // Every game of the family, Jersey Gin most often.
        rules: match rng.random_range(0..8) {
            0 => Rules::from_names("gin", &[]).unwrap(),
            1 => Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap(),
            2 => Rules::from_names("gin", &["partnership"]).unwrap(),
            3 => Rules::from_names("colonel", &[]).unwrap(),
            _ => Rules::Jersey(Options {
                target: *[30, 50, 100].choose(rng).unwrap(),
                ..Options::default()
            }),
        },
        pictures: rng.random_bool(0.5).then(|| rng.random_bool(0.5)),
        four_colour: rng.random_bool(0.3),
        lang: gin_text::Lang::ALL[rng.random_range(0..gin_text::Lang::ALL.len())],
        hints: [None, Some(true), Some(false)][rng.random_range(0..3)],
        // Either way of reaching a channel (issue 39) is stored and read back.
        delivery: if rng.random_range(0..2) == 0 {
            jersey_gin::table::Delivery::BotToken
        } else {
            jersey_gin::table::Delivery::Interactions
        },
        // Either end of a turn clock (issue 42): a safe move, or a forfeit
        // whose games are stored, checked and restored like the others.
        clock_end: if rng.random_range(0..3) == 0 {
            jersey_gin::table::ClockEnd::Forfeit
        } else {
            jersey_gin::table::ClockEnd::SafeMove
        },
        daily: None,
    };
    // Now and then a setting the table must refuse.
    match rng.random_range(0..20) {
        0 => s.turn_ms = 0,
        1 => s.pace_ms = 120_000,
        2 => {
            s.rules = Rules::Jersey(Options {
                target: 0,
                ..Options::default()
            })
        }
        _ => {}
    }
    s
}

fn random_card(rng: &mut ChaCha8Rng) -> Card {
    Card::all().collect::<Vec<_>>()[rng.random_range(0..52)]
}

/// A command for `table` (None: no table yet): mostly plausible ones.
fn random_command(rng: &mut ChaCha8Rng, table: Option<&Table>) -> (Actor, Command) {
    let user = rng.random_range(1..=USERS);
    let mut actor = if rng.random_bool(0.1) {
        Actor::moderator(user)
    } else {
        Actor::user(user)
    };
    if rng.random_bool(0.02) {
        actor = Actor::System;
    }
    let game = table.and_then(|t| t.jersey());
    // A move: often the legal choice of the seat to act, as its player.
    if let Some(g) = game {
        if rng.random_bool(0.6) {
            let turn = match rng.random_range(0..10) {
                0 => g.moves().saturating_sub(1),
                1 => g.moves() + 1,
                _ => g.moves(),
            };
            let seat = g.to_act().unwrap_or_else(|| rng.random_range(0..3));
            let t = table.unwrap();
            if let Some(id) = t.seats().get(seat).and_then(|s| s.player.user()) {
                if rng.random_bool(0.8) {
                    actor = Actor::user(id);
                }
            }
            let legal = g.legal_actions(seat);
            let action = if !legal.is_empty() && rng.random_bool(0.8) {
                *legal.choose(rng).unwrap()
            } else {
                match rng.random_range(0..5) {
                    0 => Action::DrawStock,
                    1 => Action::TakeDiscard,
                    2 => Action::Discard {
                        card: random_card(rng),
                    },
                    3 => Action::Knock {
                        card: random_card(rng),
                    },
                    _ => Action::NextHand,
                }
            };
            return (actor, Command::Act { turn, action });
        }
    }
    let command = match rng.random_range(0..14) {
        0 | 1 => Command::Open {
            settings: random_settings(rng),
        },
        2 | 3 => Command::Join,
        4 => Command::Leave,
        5 | 6 => Command::AddComputer {
            level: *LEVELS.choose(rng).unwrap(),
        },
        7 => Command::RemoveComputer {
            level: rng.random_bool(0.5).then(|| *LEVELS.choose(rng).unwrap()),
        },
        8 | 9 => Command::Start,
        10 => Command::Cancel,
        11 => match rng.random_range(0..3) {
            0 => Command::Rematch,
            1 => Command::Close,
            _ => Command::Resume,
        },
        12 => Command::Abandon,
        _ => Command::Tick,
    };
    (actor, command)
}

/// The invariants of one table.
fn check_table(t: &Table) -> Result<(), String> {
    if let (Some(g), Some(replay)) = (t.game(), t.replay()) {
        g.check_invariants()?;
        let replayed = replay
            .run(|_, _| {})
            .map_err(|e| format!("the stored actions do not replay: {e}"))?;
        if &replayed != g {
            return Err("the replay of the stored actions differs from the game".into());
        }
    }
    Ok(())
}

fn open(path: &Path, clock: &FakeClock) -> Service {
    Service::new(Store::open(path).unwrap(), Arc::new(clock.clone())).unwrap()
}

fn db_check(svc: &Service) -> Result<(), String> {
    let report = svc.store().check_all(&Replays).map_err(|e| e.to_string())?;
    if report.is_ok() {
        Ok(())
    } else {
        Err(format!("db check: {report}"))
    }
}

#[derive(Default, Debug)]
struct Tally {
    commands: u64,
    accepted: u64,
    refused: u64,
    duplicates: u64,
    deadline_runs: u64,
    restarts: u64,
    games_started: u64,
}

fn fuzz(seed: u64, commands: u64, dir: &Path) -> Result<Tally, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let path = dir.join(format!("fuzz-{seed}.redb"));
    let clock = FakeClock::new(T0);
    let mut svc = open(&path, &clock);
    let mut tally = Tally::default();
    let mut next_rid = 1u64;
    // Accepted (channel, request id)s, as a list to pick from and a set.
    let mut used: Vec<(usize, u64)> = Vec::new();
    let mut used_set: HashSet<(usize, u64)> = HashSet::new();
    let mut step = 0u64;
    while tally.commands < commands {
        step += 1;
        let at = |what: String| format!("step {step}: {what}");
        if rng.random_range(0..RESTART_EVERY) == 0 {
            let before: Vec<Option<Table>> = CHANNELS
                .iter()
                .map(|c| svc.table(&ChannelId::new(c)))
                .collect();
            db_check(&svc).map_err(at)?;
            drop(svc);
            svc = open(&path, &clock);
            tally.restarts += 1;
            let after: Vec<Option<Table>> = CHANNELS
                .iter()
                .map(|c| svc.table(&ChannelId::new(c)))
                .collect();
            if before != after {
                return Err(at(
                    "the restored tables differ from those before the restart".into(),
                ));
            }
            continue;
        }
        if rng.random_range(0..8) == 0 {
            clock.set(clock.now() + rng.random_range(0..5_000));
            let replies = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| svc.run_due()))
                .map_err(|_| at("run_due panicked".into()))?;
            tally.deadline_runs += replies.len() as u64;
        }
        let c = rng.random_range(0..CHANNELS.len());
        let ch = &ChannelId::new(CHANNELS[c]);
        let before = svc.table(ch);
        let (actor, command) = random_command(&mut rng, before.as_ref());
        let rid = match rng.random_range(0..20) {
            0 if !used.is_empty() => used.choose(&mut rng).unwrap().1,
            1 => 0,
            _ => {
                next_rid += 1;
                next_rid
            }
        };
        let repeated = used_set.contains(&(c, rid));
        let commits = svc.store().writer_stats().commits.load(Ordering::SeqCst);
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            svc.apply(ch, rid, actor, command)
        }))
        .map_err(|_| at(format!("{actor:?} {command:?} panicked")))?;
        tally.commands += 1;
        let after = svc.table(ch);
        let committed = svc.store().writer_stats().commits.load(Ordering::SeqCst) - commits;
        match &result {
            Ok(reply) if reply.duplicate => {
                tally.duplicates += 1;
                if !repeated {
                    return Err(at(format!(
                        "request {rid} is a duplicate but was never accepted in {ch}"
                    )));
                }
                if after != before || committed != 0 {
                    return Err(at(format!("a repeated request {rid} changed something")));
                }
            }
            Ok(_) => {
                tally.accepted += 1;
                if repeated {
                    return Err(at(format!("request {rid} was accepted twice in {ch}")));
                }
                if committed != 1 {
                    return Err(at(format!("an accepted command made {committed} commits")));
                }
                if rid != 0 {
                    used.push((c, rid));
                    used_set.insert((c, rid));
                }
                if matches!(command, Command::Start | Command::Rematch) {
                    tally.games_started += 1;
                }
            }
            Err(refusal) => {
                tally.refused += 1;
                if after != before || committed != 0 {
                    return Err(at(format!(
                        "the refusal ({refusal}) of {command:?} changed something"
                    )));
                }
            }
        }
        for ch in CHANNELS {
            if let Some(t) = svc.table(&ChannelId::new(ch)) {
                check_table(&t).map_err(|e| at(format!("{ch}: {e}")))?;
            }
        }
    }
    db_check(&svc)?;
    Ok(tally)
}

#[test]
fn random_commands_keep_every_invariant() {
    let commands: u64 = std::env::var("JERSEY_GIN_FUZZ_COMMANDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(FUZZ_COMMANDS_DEFAULT);
    let seed: u64 = std::env::var("JERSEY_GIN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let dir = crate::fuzz_files::scratch_dir();
    let started = std::time::Instant::now();
    // Runs of 10,000 commands, each on a new file with its own seed: a
    // long run covers many files, and checks at restarts stay short.
    let per_run = commands.min(10_000);
    let mut total = Tally::default();
    let mut run = 0;
    while total.commands < commands {
        let run_seed = seed.wrapping_mul(1_000_003).wrapping_add(run);
        let n = per_run.min(commands - total.commands);
        let t = fuzz(run_seed, n, dir.path()).unwrap_or_else(|e| {
            panic!("JERSEY_GIN_FUZZ_SEED={seed}, run {run} (seed {run_seed}): {e}")
        });
        total.commands += t.commands;
        total.accepted += t.accepted;
        total.refused += t.refused;
        total.duplicates += t.duplicates;
        total.deadline_runs += t.deadline_runs;
        total.restarts += t.restarts;
        total.games_started += t.games_started;
        run += 1;
    }
    eprintln!(
        "command fuzzer: {} commands in {:.1} s (seed {seed}): {} accepted, {} refused, {} repeated request ids, {} deadline commands, {} games started, {} restarts",
        total.commands,
        started.elapsed().as_secs_f64(),
        total.accepted,
        total.refused,
        total.duplicates,
        total.deadline_runs,
        total.games_started,
        total.restarts
    );
    assert!(total.accepted > 0 && total.refused > 0 && total.duplicates > 0);
}
