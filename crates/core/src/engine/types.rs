//! Seats, options, actions, events and errors shared by the hand and game
//! state machines.

use super::cards::{Card, CardSet};
use serde::{Deserialize, Serialize};

/// A seat, 0..3, in table order (R3.1).
pub type Seat = usize;

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

/// What a player can do on their turn (R4, R5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Take the top card of the stock.
    DrawStock,
    /// Take the top card of the discard pile.
    TakeDiscard,
    /// Discard a card face up.
    Discard { card: Card },
    /// Discard a card face down and knock (gin when the rest has deadwood 0).
    Knock { card: Card },
    /// After a hand is scored, deal the next one (any seat may ask).
    NextHand,
}

/// A meld on the table after the break, with who laid it down.
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

/// Something that happened. Everything is public except [`Event::Drew`],
/// which only its seat may see.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// R3.2: one card turned for each seat; the highest deals.
    DealerDraw { cards: [Card; 3], dealer: Seat },
    /// R3.4: a new hand is dealt; the upcard is turned.
    HandDealt {
        hand: u32,
        dealer: Seat,
        upcard: Card,
        stock: u32,
    },
    /// A seat took the top of the stock (the card is private: see `Drew`).
    DrewStock { seat: Seat },
    /// Private to `seat`: the card it drew from the stock.
    Drew { seat: Seat, card: Card },
    /// A seat took the top discard.
    TookDiscard { seat: Seat, card: Card },
    /// A seat discarded face up.
    Discarded { seat: Seat, card: Card },
    /// R8.1: the break starts with this seat's turn.
    BreakStarted { breaker: Seat },
    /// R8.4: melds laid down and cards laid off after a break turn.
    LaidDown {
        seat: Seat,
        melds: Vec<CardSet>,
        layoffs: Vec<LaidOff>,
        cards_left: u32,
    },
    /// R5: a knock (gin when `gin`), with the knocker's count.
    Knocked { seat: Seat, gin: bool, count: u32 },
    /// The hand is scored; `scores` are the running hand points.
    HandEnded {
        result: HandResult,
        scores: [u32; 3],
    },
    /// The game is over.
    GameEnded { result: GameResult },
}

impl Event {
    /// Whether the whole channel may see this event.
    pub fn is_public(&self) -> bool {
        !matches!(self, Event::Drew { .. })
    }
    /// Whether `seat` may see this event.
    pub fn visible_to(&self, seat: Seat) -> bool {
        match self {
            Event::Drew { seat: s, .. } => *s == seat,
            _ => true,
        }
    }
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
    // The Gin Rummy family (RULES-GIN.md) adds these.
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
