//! Who sits at a table: people (by their front end's user id) and
//! computer players.

use crate::ai::Level;
use serde::{Deserialize, Serialize};

pub use super::ids::UserId;

/// Who sits in a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Player {
    Human {
        id: UserId,
    },
    Computer {
        level: Level,
    },
    /// A person who asked to be forgotten (`/gin forget-me`), in the
    /// records of the games they played: a number drawn at random, not
    /// their id. Never seated at an open table.
    Anonymous {
        tag: u32,
    },
}

impl Player {
    pub fn is_computer(&self) -> bool {
        matches!(self, Player::Computer { .. })
    }
    pub fn user(&self) -> Option<UserId> {
        match self {
            Player::Human { id } => Some(*id),
            Player::Computer { .. } | Player::Anonymous { .. } => None,
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Human { id } => write!(f, "player {id}"),
            Player::Computer { level } => write!(f, "computer ({level})"),
            Player::Anonymous { tag } => write!(f, "{}", anonymous_name(*tag)),
        }
    }
}

/// How the tools name a forgotten person: "anonymous 00A1B2C3" (the
/// Discord front end words it in the reader's language).
pub fn anonymous_name(tag: u32) -> String {
    format!("anonymous {tag:08X}")
}

/// The person who plays in the terminal (`jersey-gin play`), at the table
/// of the channel [`TERMINAL_CHANNEL`].
pub const TERMINAL_PERSON: UserId = UserId(1);
pub const TERMINAL_CHANNEL: &str = "terminal";

/// The names every tool gives the seats of a table, so that the terminal
/// game, `db games`, `replay` and `sim` speak of the same players: `you`
/// is "You", other people "player ID", computers by [`computer_name`]
/// (with their level when `levels`: "Ada (normal)").
pub fn seat_names(players: &[Player], you: Option<UserId>, levels: bool) -> Vec<String> {
    players
        .iter()
        .enumerate()
        .map(|(seat, p)| match *p {
            Player::Human { id } if Some(id) == you => "You".to_string(),
            Player::Human { id } => format!("player {id}"),
            Player::Anonymous { tag } => anonymous_name(tag),
            Player::Computer { level } => {
                let name = computer_name(players, seat).unwrap_or("Computer");
                if levels {
                    format!("{name} ({level})")
                } else {
                    name.to_string()
                }
            }
        })
        .collect()
}

/// The names of a table's computer seats, given in seat order (the
/// largest table has four seats): every front end names them so, and no
/// two computers at one table share a name.
pub const COMPUTER_NAMES: [&str; 4] = ["Ada", "Bo", "Cy", "Di"];

/// The name of the computer at `seat` of a table seated by `players`: the
/// name of its place among the table's computers. None for a person.
pub fn computer_name(players: &[Player], seat: usize) -> Option<&'static str> {
    if !players.get(seat)?.is_computer() {
        return None;
    }
    let place = players[..seat].iter().filter(|p| p.is_computer()).count();
    COMPUTER_NAMES.get(place).copied()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 38, item 2: two computers of one level at a table have two
    /// names, in seat order among the computers, whoever sits between.
    #[test]
    fn each_computer_seat_has_its_own_name() {
        let normal = Player::Computer {
            level: Level::Normal,
        };
        let ann = Player::Human { id: UserId(7) };
        let seats = [normal, ann, normal, normal];
        let names: Vec<Option<&str>> = (0..4).map(|s| computer_name(&seats, s)).collect();
        assert_eq!(names, [Some("Ada"), None, Some("Bo"), Some("Cy")]);
        assert_eq!(computer_name(&seats, 9), None);
        assert_eq!(
            seat_names(&seats, Some(UserId(7)), true),
            ["Ada (normal)", "You", "Bo (normal)", "Cy (normal)"]
        );
        // Every seat of the largest table can be a computer (V8: four).
        let all = [normal; 4];
        let names: std::collections::HashSet<_> =
            (0..4).map(|s| computer_name(&all, s).unwrap()).collect();
        assert_eq!(names.len(), 4);
    }
}
