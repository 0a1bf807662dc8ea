//! Replays for every game: (rules, seed, actions). Version 2 names the game
//! in `rules`; version 1 files (Jersey Gin, `options`) still load, as Jersey
//! Gin.

use super::game::Game;
use super::rules::Rules;
use super::types::{Action, Event};
use crate::engine::types::{ActionError, Options, Seat};
use serde::{Deserialize, Serialize};

/// The replay version this build writes.
pub const REPLAY_VERSION: u32 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatAction {
    pub seat: Seat,
    #[serde(flatten)]
    pub action: Action,
}

/// A whole game: its rules, its seed and every action in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "AnyVersion")]
pub struct Replay {
    pub version: u32,
    pub rules: Rules,
    pub seed: u64,
    /// A rematch's first dealer when it was not drawn (G2.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<Seat>,
    pub actions: Vec<SeatAction>,
}

/// What a replay file may hold, version 1 or 2.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnyVersion {
    version: u32,
    #[serde(default)]
    rules: Option<Rules>,
    #[serde(default)]
    options: Option<Options>,
    seed: u64,
    #[serde(default)]
    first_dealer: Option<Seat>,
    actions: Vec<SeatAction>,
}

impl TryFrom<AnyVersion> for Replay {
    type Error = String;
    fn try_from(a: AnyVersion) -> Result<Replay, String> {
        let rules = match (a.version, a.rules, a.options) {
            (1, None, Some(o)) => Rules::Jersey(o),
            (1, _, _) => return Err("a version 1 replay holds Jersey Gin `options`".into()),
            (2, Some(r), None) => r,
            (2, _, _) => return Err("a version 2 replay holds `rules` (and no `options`)".into()),
            (v, _, _) => {
                return Err(format!(
                    "replay version {v} is not supported (this build reads versions 1 and {REPLAY_VERSION})"
                ))
            }
        };
        Ok(Replay {
            version: REPLAY_VERSION,
            rules,
            seed: a.seed,
            first_dealer: a.first_dealer,
            actions: a.actions,
        })
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("invalid rules: {0}")]
    Rules(String),
    #[error("action {index} ({action:?} by seat {seat}) is illegal: {error}")]
    Illegal {
        index: usize,
        seat: Seat,
        action: Action,
        error: ActionError,
    },
}

impl Replay {
    pub fn new(rules: Rules, seed: u64) -> Replay {
        Replay {
            version: REPLAY_VERSION,
            rules,
            seed,
            first_dealer: None,
            actions: Vec::new(),
        }
    }

    /// Plays the replay from the start, calling `on_event` for every event.
    pub fn run(&self, mut on_event: impl FnMut(&Game, &Event)) -> Result<Game, ReplayError> {
        let (mut game, events) =
            Game::start(self.rules, self.seed, self.first_dealer).map_err(ReplayError::Rules)?;
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

impl From<crate::engine::replay::Replay> for Replay {
    fn from(r: crate::engine::replay::Replay) -> Replay {
        Replay {
            version: REPLAY_VERSION,
            rules: Rules::Jersey(r.options),
            seed: r.seed,
            first_dealer: None,
            actions: r
                .actions
                .into_iter()
                .map(|a| SeatAction {
                    seat: a.seat,
                    action: a.action.into(),
                })
                .collect(),
        }
    }
}
