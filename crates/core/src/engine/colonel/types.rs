//! What Colonel reports: how a hand ended and its score, the end of a
//! match, and the score sheet's lines (no cards).

use crate::engine::cards::CardSet;
use crate::engine::types::Seat;
use serde::{Deserialize, Serialize};

/// How a Colonel hand ended (V9.4–V9.6, G4.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ColonelEnd {
    WentOut { seat: Seat },
    StockOut { last: Seat },
    Challenge { challenger: Seat },
    Drawn,
}

/// The score of one Colonel hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColonelHandResult {
    pub end: ColonelEnd,
    /// Each seat's hand total (V9.4: A K Q J 10 count 10).
    pub totals: [u32; 2],
    /// The cards each seat still held.
    pub left: [CardSet; 2],
    pub winner: Option<Seat>,
    pub points: u32,
}

/// The end of a Colonel match (V9.7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColonelResult {
    pub totals: [u32; 2],
    pub winner: Option<Seat>,
    pub margin: u32,
    pub ranks: [u32; 2],
}

/// One line of a Colonel score sheet (no cards).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColonelLine {
    pub end: ColonelEnd,
    pub totals: [u32; 2],
    pub winner: Option<Seat>,
    pub points: u32,
}
