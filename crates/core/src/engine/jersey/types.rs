//! Jersey Gin's own types: its table options (R10), how a hand ends and
//! its score (R7, R8), the end of a game (R9) and the score sheet's line.

use crate::engine::types::{Reveal, Seat, Standings};
use serde::{Deserialize, Serialize};

/// The seat left of `s`: the next one in table order, wrapping (R3.1).
#[inline]
pub const fn left_of(s: Seat) -> Seat {
    (s + 1) % 3
}

/// Table options (R10). Every option a game used is stored with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    pub target: u32,
    pub knock_limit: u32,
    pub gin_bonus: u32,
    pub underknock_bonus: u32,
    pub box_bonus: u32,
    pub game_bonus: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target: 100,
            knock_limit: 10,
            gin_bonus: 40,
            underknock_bonus: 10,
            box_bonus: 25,
            game_bonus: 100,
        }
    }
}

impl Options {
    /// Checks that the options make a playable game.
    pub fn validate(&self) -> Result<(), String> {
        if !(1..=10_000).contains(&self.target) {
            return Err(format!("target must be 1..=10000, not {}", self.target));
        }
        if self.knock_limit > 100 {
            return Err(format!(
                "knock limit must be 0..=100, not {}",
                self.knock_limit
            ));
        }
        for (name, v) in [
            ("gin bonus", self.gin_bonus),
            ("underknock bonus", self.underknock_bonus),
            ("box bonus", self.box_bonus),
            ("game bonus", self.game_bonus),
        ] {
            if v > 1000 {
                return Err(format!("{name} must be 0..=1000, not {v}"));
            }
        }
        Ok(())
    }
}

/// How a hand ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HandEnd {
    /// R7.1: the knocker had the lowest count.
    Knock { knocker: Seat },
    /// R7.2: someone matched or beat the knocker.
    Underknock { knocker: Seat, underknocker: Seat },
    /// R7.3: gin before the break.
    Gin { seat: Seat },
    /// R8.6: the stock ran out after the break.
    BreakEnd { breaker: Seat },
    /// R8.7: a hand emptied after a break turn.
    BreakGin { seat: Seat, breaker: Seat },
}

/// The score of one hand (R7, R8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    pub end: HandEnd,
    pub winner: Seat,
    pub points: u32,
    pub counts: [u32; 3],
    pub reveals: Vec<Reveal>,
}

/// The end of a game (R9).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// Who reached the target and took the game bonus.
    pub winner: Seat,
    /// Points from hands alone.
    pub hand_points: [u32; 3],
    pub boxes: [u32; 3],
    pub game_bonus: [u32; 3],
    pub box_bonus: [u32; 3],
    /// Hand points plus all bonuses.
    pub totals: [u32; 3],
    /// Seats from first to last by total (ties: the game winner first, then
    /// seat order).
    pub ranking: [Seat; 3],
}

/// One line of the score sheet: who won a hand and how (no cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandLine {
    pub end: HandEnd,
    pub winner: Seat,
    pub points: u32,
}

impl GameResult {
    /// The result as standings: places in the result's ranking, equal
    /// totals sharing a place (the ranking orders them only to list them).
    pub fn standings(&self) -> Standings {
        let mut ranks = vec![0u32; 3];
        for (i, &seat) in self.ranking.iter().enumerate() {
            ranks[seat] = match i.checked_sub(1).map(|p| self.ranking[p]) {
                Some(prev) if self.totals[prev] == self.totals[seat] => ranks[prev],
                _ => i as u32,
            };
        }
        Standings {
            competitors: vec![vec![0], vec![1], vec![2]],
            ranks,
            totals: self.totals.to_vec(),
        }
    }
}
