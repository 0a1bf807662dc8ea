//! Who sits at a table: people (by their front end's user id) and
//! computer players.

use crate::ai::Level;
use serde::{Deserialize, Serialize};

pub use super::ids::UserId;

/// Who sits in a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Player {
    Human { id: UserId },
    Computer { level: Level },
}

impl Player {
    pub fn is_computer(&self) -> bool {
        matches!(self, Player::Computer { .. })
    }
    pub fn user(&self) -> Option<UserId> {
        match self {
            Player::Human { id } => Some(*id),
            Player::Computer { .. } => None,
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Human { id } => write!(f, "player {id}"),
            Player::Computer { level } => write!(f, "computer ({level})"),
        }
    }
}

/// A seat at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub player: Player,
    /// Turn clocks run out in a row.
    pub timeouts: u8,
    /// Played by a computer after repeated timeouts, until the human acts.
    pub auto: bool,
}
