//! Where a table is: its lobby, a game being played, or a game over. Each
//! stage holds what it needs, so a game is there exactly when one is on or
//! just ended.

use super::UserId;
use crate::engine::{Game, Replay, SeatAction};
use serde::{Deserialize, Serialize};

/// A table's stage, with its game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    /// Seats are being taken.
    Lobby,
    /// A game is on.
    Playing {
        game: Game,
        /// How the game was dealt and every action so far: `game` is
        /// what replaying it gives.
        replay: Replay,
        /// The people who voted to abandon it.
        votes: Vec<UserId>,
    },
    /// The game ended; the table may deal a rematch or close.
    Finished { game: Game, replay: Replay },
}

/// Which stage, without its contents (for views and renderers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StageKind {
    Lobby,
    Playing,
    Finished,
}

impl Stage {
    pub fn kind(&self) -> StageKind {
        match self {
            Stage::Lobby => StageKind::Lobby,
            Stage::Playing { .. } => StageKind::Playing,
            Stage::Finished { .. } => StageKind::Finished,
        }
    }
    /// The game being played or just ended.
    pub fn game(&self) -> Option<&Game> {
        match self {
            Stage::Lobby => None,
            Stage::Playing { game, .. } | Stage::Finished { game, .. } => Some(game),
        }
    }
    /// That game's replay: its rules, seed and actions.
    pub fn replay(&self) -> Option<&Replay> {
        match self {
            Stage::Lobby => None,
            Stage::Playing { replay, .. } | Stage::Finished { replay, .. } => Some(replay),
        }
    }
    /// The actions of that game, in order.
    pub fn actions(&self) -> &[SeatAction] {
        self.replay().map_or(&[], |r| &r.actions)
    }
    /// Votes to abandon the game on.
    pub fn votes(&self) -> &[UserId] {
        match self {
            Stage::Playing { votes, .. } => votes,
            _ => &[],
        }
    }
}

impl PartialEq<StageKind> for Stage {
    fn eq(&self, other: &StageKind) -> bool {
        self.kind() == *other
    }
}

impl PartialEq<StageKind> for &Stage {
    fn eq(&self, other: &StageKind) -> bool {
        self.kind() == *other
    }
}
