//! Whole games between computer players: strength and speed figures for
//! `jersey-gin sim` and `bench`.

use crate::ai::{self, Level};
use crate::engine::replay::{Replay, SeatAction};
use crate::engine::{Game, HandEnd, Options};
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Debug, Clone)]
pub struct SimConfig {
    pub games: u32,
    pub seed: u64,
    pub seats: [Level; 3],
    pub options: Options,
    /// Write each game's replay as `game-<seed>.json` here.
    pub save_dir: Option<PathBuf>,
}

/// Per-seat totals over all games.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct SeatStats {
    pub level: String,
    /// Games finished first in the final ranking (R9.2).
    pub games_won: u32,
    /// Hands won (boxes).
    pub boxes: u32,
    /// Final totals, bonuses included.
    pub points: u64,
    /// Knocks that were not gin.
    pub knocks: u32,
    /// Gins, before or after the break.
    pub gins: u32,
    /// Times this seat underknocked a knocker.
    pub underknocks: u32,
    /// Times this seat's knock was underknocked.
    pub underknocked: u32,
    /// Hands won at the end of the stock after the break.
    pub breaks: u32,
}

#[derive(Debug, Clone, Serialize)]
pub struct SimReport {
    pub games: u32,
    pub hands: u64,
    pub seconds: f64,
    pub hands_per_second: f64,
    pub seats: [SeatStats; 3],
}

/// The seed a computer seat uses for a decision: the game's seed mixed with
/// the move counter, so replays and restarts decide identically.
pub fn decision_seed(game_seed: u64, moves: u32) -> u64 {
    game_seed ^ (moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Plays one game between computer seats; returns it with its replay.
pub fn play_game(options: Options, seed: u64, seats: [Level; 3]) -> (Game, Replay) {
    let (mut game, _) = Game::new(options, seed);
    let mut replay = Replay::new(options, seed);
    while !game.is_over() {
        let seat = game.to_act().unwrap_or(0);
        let action = ai::choose(
            seats[seat],
            &game.seat_view(seat),
            decision_seed(seed, game.moves()),
        );
        game.apply(seat, action)
            .expect("computer players choose legal actions");
        replay.actions.push(SeatAction { seat, action });
    }
    (game, replay)
}

pub fn run(config: &SimConfig) -> anyhow::Result<SimReport> {
    config.options.validate().map_err(anyhow::Error::msg)?;
    if let Some(dir) = &config.save_dir {
        std::fs::create_dir_all(dir)?;
    }
    let mut seats: [SeatStats; 3] = Default::default();
    for (s, st) in seats.iter_mut().enumerate() {
        st.level = config.seats[s].name().to_string();
    }
    let mut hands = 0u64;
    let start = Instant::now();
    for i in 0..config.games {
        let seed = config.seed.wrapping_add(i as u64);
        let (game, replay) = play_game(config.options, seed, config.seats);
        tally(&game, &mut seats);
        hands += game.results().len() as u64;
        if let Some(dir) = &config.save_dir {
            let path = dir.join(format!("game-{seed}.json"));
            std::fs::write(&path, serde_json::to_vec(&replay)?)?;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(SimReport {
        games: config.games,
        hands,
        seconds,
        hands_per_second: hands as f64 / seconds.max(1e-9),
        seats,
    })
}

fn tally(game: &Game, seats: &mut [SeatStats; 3]) {
    for r in game.results() {
        seats[r.winner].boxes += 1;
        match r.end {
            HandEnd::Knock { knocker } => seats[knocker].knocks += 1,
            HandEnd::Underknock {
                knocker,
                underknocker,
            } => {
                seats[knocker].knocks += 1;
                seats[knocker].underknocked += 1;
                seats[underknocker].underknocks += 1;
            }
            HandEnd::Gin { seat } | HandEnd::BreakGin { seat, .. } => seats[seat].gins += 1,
            HandEnd::BreakEnd { .. } => seats[r.winner].breaks += 1,
        }
    }
    let result = game.result().expect("the game is over");
    seats[result.ranking[0]].games_won += 1;
    for (s, st) in seats.iter_mut().enumerate() {
        st.points += result.totals[s] as u64;
    }
}
