//! Replays: a game is (options, seed, actions). Replaying reproduces the
//! identical events and result.

use super::game::Game;
use super::types::*;
use serde::{Deserialize, Serialize};

/// The replay file format version this build writes and reads.
pub const REPLAY_VERSION: u32 = 1;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAction {
    pub seat: Seat,
    #[serde(flatten)]
    pub action: Action,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replay {
    pub version: u32,
    pub options: Options,
    pub seed: u64,
    pub actions: Vec<SeatAction>,
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("replay version {0} is not supported (this build reads version {REPLAY_VERSION})")]
    Version(u32),
    #[error("invalid table options: {0}")]
    Options(String),
    #[error("action {index} ({action:?} by seat {seat}) is illegal: {error}")]
    Illegal {
        index: usize,
        seat: Seat,
        action: Action,
        error: ActionError,
    },
}

impl Replay {
    pub fn new(options: Options, seed: u64) -> Replay {
        Replay {
            version: REPLAY_VERSION,
            options,
            seed,
            actions: Vec::new(),
        }
    }

    /// Plays the replay from the start, calling `on_event` for every event.
    pub fn run(&self, mut on_event: impl FnMut(&Game, &Event)) -> Result<Game, ReplayError> {
        if self.version != REPLAY_VERSION {
            return Err(ReplayError::Version(self.version));
        }
        self.options.validate().map_err(ReplayError::Options)?;
        let (mut game, events) = Game::new(self.options, self.seed);
        for e in &events {
            on_event(&game, e);
        }
        for (index, sa) in self.actions.iter().enumerate() {
            let events = game
                .apply(sa.seat, sa.action)
                .map_err(|error| ReplayError::Illegal {
                    index,
                    seat: sa.seat,
                    action: sa.action,
                    error,
                })?;
            for e in &events {
                on_event(&game, e);
            }
        }
        Ok(game)
    }
}
