//! The small types every game of the family shares: seats, melds on the
//! table and what was laid off onto them, a hand as shown, the typed
//! refusal of an action, and the standings ratings read.

use super::cards::{Card, CardSet};
use serde::{Deserialize, Serialize};

/// A seat, in table order from 0 (R3.1, G2): 2, 3 or 4 of them.
pub type Seat = usize;

/// A meld on the table (Jersey Gin after the break, Colonel during
/// play), with who laid it down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableMeld {
    pub owner: Seat,
    pub cards: CardSet,
}

/// Cards laid off onto a meld: `onto` is the meld as it was before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaidOff {
    pub cards: CardSet,
    pub onto: CardSet,
    pub owner: Seat,
}

/// One player's hand as shown at the end of a hand (or when laid down).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub seat: Seat,
    pub melds: Vec<CardSet>,
    pub layoffs: Vec<LaidOff>,
    pub deadwood_cards: CardSet,
    pub count: u32,
}

/// Why an action was refused. The state is unchanged whenever one is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("this hand is over: deal the next hand")]
    HandOver,
    #[error("the hand is still being played")]
    HandNotOver,
    #[error("it is not your turn: seat {turn} is to play")]
    NotYourTurn { turn: Seat },
    #[error("draw a card first, from the stock or the discard pile")]
    MustDrawFirst,
    #[error("you have already drawn this turn: discard or knock")]
    AlreadyDrew,
    #[error("the discard pile is empty")]
    NoDiscard,
    #[error(
        "after the break you may take the upcard {card} only if you can use it in a meld at once"
    )]
    UpcardNotUsable { card: Card },
    #[error("{card} is not in your hand")]
    CardNotInHand { card: Card },
    #[error("you took {card} from the discard pile this turn and may not throw it back")]
    CannotDiscardTaken { card: Card },
    #[error("nobody may knock after the break")]
    KnockAfterBreak,
    #[error("you cannot knock: throwing {card} leaves {deadwood} deadwood, over the knock limit of {limit}")]
    KnockTooHigh {
        card: Card,
        deadwood: u32,
        limit: u32,
    },
    #[error("seat {seat} does not exist: seats are 0, 1 and 2")]
    NoSuchSeat { seat: Seat },
    // The Gin Rummy family (docs/rules/gin-rummy.md) adds these.
    #[error("seat {seat} does not exist: this game has {seats} seats, 0 to {}", seats - 1)]
    SeatOutOfRange { seat: Seat, seats: usize },
    #[error("that move is not part of {game}")]
    NotInThisGame { game: String },
    #[error("you sit out this hand")]
    SittingOut,
    #[error("your hand is over: the other table is still playing")]
    WaitingForOtherTable,
    #[error("take the upcard {card} or pass it first")]
    TakeOrPassUpcard { card: Card },
    #[error("there is no upcard offer to pass now")]
    NoUpcardOffer,
    #[error("both players passed the upcard: draw from the stock")]
    MustDrawStock,
    #[error("on the opening turn you discard or knock without drawing")]
    NoDrawOnOpening,
    #[error("this hand is gin only: throwing {card} leaves {deadwood} deadwood")]
    GinOnly { card: Card, deadwood: u32 },
    #[error("this table does not play doubling")]
    NoDoubling,
    #[error("a double was already offered this hand")]
    DoubleUsed,
    #[error("a double may be offered only at the start of your turn, before drawing")]
    DoubleNotNow,
    #[error("there is no double to answer")]
    NoDoubleOffered,
    #[error("answer the double first: accept, redouble or resign")]
    AnswerDouble,
    #[error("this table does not play redoubles")]
    NoRedouble,
    #[error("{cards} is not a meld")]
    NotAMeld { cards: CardSet },
    #[error("{cards} cannot be laid off onto {onto}")]
    CannotLayOff { cards: CardSet, onto: CardSet },
    #[error("there is no meld {onto} on the table")]
    NoSuchMeld { onto: CardSet },
    #[error("that would leave only {card}, which you took from the discard pile this turn")]
    WouldStrandTaken { card: Card },
    #[error("the stock is empty: you may only discard to go out; otherwise end your turn")]
    DiscardOnlyToGoOut,
    #[error("you may end your turn without discarding only after drawing the last stock card")]
    EndTurnNotNow,
    #[error("a challenge may be made only at the start of your turn, before drawing, once a turn")]
    ChallengeNotNow,
    #[error("there is no challenge to answer")]
    NoChallenge,
    #[error("answer the challenge first")]
    AnswerChallenge,
}

/// A finished game's result in the form ratings need: competitors (one seat,
/// or a side), their ranks (0 first; equal ranks tie) and final totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    pub competitors: Vec<Vec<Seat>>,
    pub ranks: Vec<u32>,
    pub totals: Vec<u32>,
}

/// Ranks from totals, highest first; equal totals share a rank.
pub fn ranks_by_total(totals: &[u32]) -> Vec<u32> {
    totals
        .iter()
        .map(|t| totals.iter().filter(|o| *o > t).count() as u32)
        .collect()
}
