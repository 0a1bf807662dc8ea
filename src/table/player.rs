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

/// The person who plays in the terminal (`jersey-gin play`), at the table
/// of the channel [`TERMINAL_CHANNEL`].
pub const TERMINAL_PERSON: UserId = UserId(1);
pub const TERMINAL_CHANNEL: &str = "terminal";

/// The names every tool gives the seats of a table, so that the terminal
/// game, `db games`, `replay` and `sim` speak of the same players: `you`
/// is "You", other people "player ID", computers "Ada", "Bo" and "Cy" in
/// seat order (with their level when `levels`: "Ada (normal)").
pub fn seat_names(players: &[Player], you: Option<UserId>, levels: bool) -> Vec<String> {
    let mut computers = 0;
    players
        .iter()
        .map(|p| match *p {
            Player::Human { id } if Some(id) == you => "You".to_string(),
            Player::Human { id } => format!("player {id}"),
            Player::Computer { level } => {
                let name = COMPUTER_NAMES[computers.min(COMPUTER_NAMES.len() - 1)];
                computers += 1;
                if levels {
                    format!("{name} ({level})")
                } else {
                    name.to_string()
                }
            }
        })
        .collect()
}

const COMPUTER_NAMES: [&str; 3] = ["Ada", "Bo", "Cy"];

/// A seat at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub player: Player,
    /// Turn clocks run out in a row.
    pub timeouts: u8,
    /// Played by a computer after repeated timeouts, until the human acts.
    pub auto: bool,
}
