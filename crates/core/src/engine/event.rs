//! The one vocabulary of what happened, for every game of the family.
//! Each game emits the events of its rules; the JSON form is stored in
//! every channel log and table (keep the tags and field names).

use super::cards::{Card, CardSet};
use super::colonel::types::{ColonelHandResult, ColonelResult};
use super::gin::types::{GinGameResult, GinHandResult, OklahomaDeal, Scoreboard};
use super::jersey::types as jersey;
use super::types::{LaidOff, Seat};
use serde::{Deserialize, Serialize};

/// Something that happened, in any game of the family. Everything is public
/// except [`Event::Drew`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// One card turned for each seat; `dealer` deals first (R3.2, G2.1,
    /// V7.1: the dealer sits out; V9.2).
    DealerDraw { cards: Vec<Card>, dealer: Seat },
    /// V8.1: one card each; `positions[i]` is the seat at position i + 1,
    /// so the sides are positions 1 and 3, and 2 and 4.
    PartnersDrawn {
        cards: Vec<Card>,
        positions: [Seat; 4],
    },
    /// V8.3: a cut between two players; the higher card deals.
    CutForDeal {
        cards: [(Seat, Card); 2],
        dealer: Seat,
    },
    /// R3.4 (Jersey Gin): a new hand is dealt; the upcard is turned.
    HandDealt {
        hand: u32,
        dealer: Seat,
        upcard: Card,
        stock: u32,
    },
    /// G2.2, V3.1, V9.2: a two-handed hand is dealt at `table` (0, or 1 for
    /// a partnership's second game).
    TwoHandedDealt {
        hand: u32,
        table: usize,
        non_dealer: Seat,
        dealer: Seat,
        sitting_out: Option<Seat>,
        upcard: Option<Card>,
        stock: u32,
        /// Oklahoma (V1): the knock limit the upcard sets; None without
        /// Oklahoma (and in events stored before the field).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        oklahoma: Option<OklahomaDeal>,
    },
    /// A seat took the top of the stock (the card is private: see `Drew`).
    DrewStock { seat: Seat },
    /// Private to `seat`: the card it drew from the stock.
    Drew { seat: Seat, card: Card },
    /// A seat took the top discard (or the upcard).
    TookDiscard { seat: Seat, card: Card },
    /// A seat discarded face up.
    Discarded { seat: Seat, card: Card },
    /// A knock (gin when `gin`), with the knocker's count.
    Knocked { seat: Seat, gin: bool, count: u32 },
    /// R8.1 (Jersey Gin).
    BreakStarted { breaker: Seat },
    /// R8.4 (Jersey Gin).
    LaidDown {
        seat: Seat,
        melds: Vec<CardSet>,
        layoffs: Vec<LaidOff>,
        cards_left: u32,
    },
    /// Jersey Gin: the hand is scored; `scores` are the running hand points.
    HandEnded {
        result: jersey::HandResult,
        scores: [u32; 3],
    },
    /// Jersey Gin: the game is over.
    GameEnded { result: jersey::GameResult },
    /// G3.1: a seat passed the upcard.
    PassedUpcard { seat: Seat },
    /// V5.1.
    DoubleOffered { seat: Seat },
    /// V5.2, V5.3: the stake is now `stake`.
    DoubleAccepted { seat: Seat, stake: u32 },
    /// V5.2.
    Redoubled { seat: Seat },
    /// V5.4.
    Resigned { seat: Seat },
    /// A two-handed hand is over and scored (not yet credited).
    TwoHandedEnded { table: usize, result: GinHandResult },
    /// The hand's points are credited (V2.3: to the Hollywood games in
    /// `credited`; V8.4: netted per side). `board` is the score after it.
    HandCredited {
        competitor: Option<usize>,
        points: u32,
        side_points: Option<[u32; 2]>,
        credited: Vec<usize>,
        decided: Vec<usize>,
        board: Scoreboard,
    },
    /// The Gin game (or Hollywood set) is over.
    GinGameEnded { result: GinGameResult },
    /// V9.3: a meld laid down.
    Melded { seat: Seat, cards: CardSet },
    /// V9.3: cards laid off onto a table meld (`onto` as it was; `owner`
    /// laid it down).
    LaidOff {
        seat: Seat,
        cards: CardSet,
        onto: CardSet,
        owner: Seat,
    },
    /// V9.6.
    Challenged { seat: Seat },
    /// V9.6.
    ChallengeAnswered { seat: Seat, accepted: bool },
    /// A Colonel hand is over; `totals` are the running grand totals.
    ColonelHandEnded {
        result: ColonelHandResult,
        totals: [u32; 2],
    },
    /// V9.7.
    MatchEnded { result: ColonelResult },
}

impl Event {
    /// Whether this event deals a hand (in any game of the family).
    pub fn deals_hand(&self) -> bool {
        matches!(self, Event::HandDealt { .. } | Event::TwoHandedDealt { .. })
    }

    /// Whether this event closes a hand or the game: a Jersey Gin hand or
    /// game scored, a two-handed hand credited (after all its tables ended)
    /// or its game over, a Colonel hand or match over.
    pub fn closes_hand(&self) -> bool {
        matches!(
            self,
            Event::HandEnded { .. }
                | Event::GameEnded { .. }
                | Event::HandCredited { .. }
                | Event::GinGameEnded { .. }
                | Event::ColonelHandEnded { .. }
                | Event::MatchEnded { .. }
        )
    }

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
