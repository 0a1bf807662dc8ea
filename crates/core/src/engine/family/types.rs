//! The family's one vocabulary of actions and events, and the results and
//! standings every game reports.
//!
//! Jersey Gin's own [`crate::engine::Action`] and [`crate::engine::Event`]
//! convert into these without loss (same JSON tags), so a front end that
//! speaks the family vocabulary speaks Jersey Gin too.

use crate::engine::cards::{Card, CardSet};
use crate::engine::types::{self as jersey, Reveal, Seat};
use serde::{Deserialize, Serialize};

/// Everything a player can do in any game of the family. Jersey Gin's
/// variants keep their meaning and JSON form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Take the top card of the stock.
    DrawStock,
    /// Take the top card of the discard pile (in G3: take the upcard).
    TakeDiscard,
    /// Discard a card face up.
    Discard { card: Card },
    /// Discard a card face down and knock (gin when the rest has deadwood 0).
    Knock { card: Card },
    /// After a hand is scored, deal the next one (any seat may ask).
    NextHand,
    /// G3: pass the upcard offer.
    PassUpcard,
    /// V5.1: offer a double at the start of one's turn.
    OfferDouble,
    /// V5.2, V5.3: accept the double (or the redouble).
    AcceptDouble,
    /// V5.2: redouble, which accepts the double.
    Redouble,
    /// V5.4: refuse the double (or redouble) and lose the hand.
    Resign,
    /// V9.3: lay down one meld from the hand.
    Meld { cards: CardSet },
    /// V9.3: add cards to a meld on the table, named by its current cards.
    LayOff { cards: CardSet, onto: CardSet },
    /// V9.5: after drawing the last stock card, end the hand without
    /// discarding.
    EndTurn,
    /// V9.6: challenge at the start of one's turn.
    Challenge,
    /// V9.6: accept (the hand ends) or refuse (play goes on) a challenge.
    AnswerChallenge { accept: bool },
}

impl From<jersey::Action> for Action {
    fn from(a: jersey::Action) -> Action {
        match a {
            jersey::Action::DrawStock => Action::DrawStock,
            jersey::Action::TakeDiscard => Action::TakeDiscard,
            jersey::Action::Discard { card } => Action::Discard { card },
            jersey::Action::Knock { card } => Action::Knock { card },
            jersey::Action::NextHand => Action::NextHand,
        }
    }
}

impl Action {
    /// The Jersey Gin action this is, if Jersey Gin has it.
    pub fn to_jersey(self) -> Option<jersey::Action> {
        Some(match self {
            Action::DrawStock => jersey::Action::DrawStock,
            Action::TakeDiscard => jersey::Action::TakeDiscard,
            Action::Discard { card } => jersey::Action::Discard { card },
            Action::Knock { card } => jersey::Action::Knock { card },
            Action::NextHand => jersey::Action::NextHand,
            _ => return None,
        })
    }
}

/// Why a two-handed hand ended without a score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawnBy {
    /// G7.4: the stock was drawn down to two and the player discarded.
    StockDown,
    /// G4.2: twenty turns in a row without a draw from the stock.
    NoStockDraws,
}

/// How a two-handed hand (Part G) ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GinHandEnd {
    /// G7.1: the knocker had the lower count.
    Knock { knocker: Seat },
    /// G7.2: the defender matched or beat the knocker.
    Undercut { knocker: Seat, defender: Seat },
    /// G7.3.
    Gin { seat: Seat },
    /// V5.4: `resigner` refused `offerer`'s double or redouble.
    Resigned { offerer: Seat, resigner: Seat },
    /// G7.4, G4.2: no score, no winner.
    Drawn { by: DrawnBy },
}

/// The score of one two-handed hand (G7, V1.3, V5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinHandResult {
    pub end: GinHandEnd,
    /// The two players, non-dealer first.
    pub players: [Seat; 2],
    /// Their counts after arranging and laying off (0 for a drawn hand).
    pub counts: [u32; 2],
    pub winner: Option<Seat>,
    /// Points before multipliers (bonuses of G7 and V5.4 included).
    pub base: u32,
    /// V5.5: 1, 2 or 4.
    pub stake: u32,
    /// V1.3: the first upcard was a spade.
    pub spade: bool,
    /// `base × stake × (2 if spade)`.
    pub points: u32,
    /// G8.2(c): a gin (G7.3, or V5.4 with k = 0) or an undercut, worth
    /// `extra_boxes` more boxes.
    pub extra_box: bool,
    /// Both hands as shown (knocker's first); empty for a drawn hand.
    pub reveals: Vec<Reveal>,
}

/// One game of the Hollywood set (V2), or the only game otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Tally {
    /// Points credited, per competitor.
    pub totals: Vec<u32>,
    /// Hands credited (G7.5), per competitor.
    pub boxes: Vec<u32>,
    /// Gins and undercuts among them (G8.2(c)).
    pub gins_and_undercuts: Vec<u32>,
    /// The competitor who reached the target, once the game is decided.
    pub reached: Option<usize>,
}

/// The running score of a two-handed Gin game: one tally, or Hollywood's
/// three.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoreboard {
    /// The seats of each competitor: one seat each, or a side of two (V8).
    pub competitors: Vec<Vec<Seat>>,
    pub games: Vec<Tally>,
    /// Hollywood (V2.2): which games each competitor is in now.
    pub entered: Vec<Vec<bool>>,
}

/// One competitor's final figures in one game (G8.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalLine {
    pub points: u32,
    pub game_bonus: u32,
    /// G8.2(b) with `shutout = double`: points and game bonus doubled.
    pub doubled: bool,
    pub boxes: u32,
    pub extra_boxes: u32,
    pub box_bonus: u32,
    pub total: u32,
}

/// The end of one game (G8), or of one game of the Hollywood set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameFinal {
    pub reached: usize,
    pub shutout: bool,
    pub lines: Vec<FinalLine>,
    /// G8.3: the higher total; None when tied.
    pub winner: Option<usize>,
    pub margin: u32,
}

/// The end of a two-handed Gin game (or Hollywood set).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinGameResult {
    pub competitors: Vec<Vec<Seat>>,
    /// One game, or Hollywood's three.
    pub games: Vec<GameFinal>,
    /// The winner (G8.3, V7.3 the highest total, V2.6 the set); None: tied.
    pub winner: Option<usize>,
    /// Two players: the winner's margin (V2.6: the set margin, as its size).
    pub margin: u32,
    /// Rank per competitor, 0 first; equal ranks tie.
    pub ranks: Vec<u32>,
}

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
        layoffs: Vec<jersey::LaidOff>,
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

impl From<jersey::Event> for Event {
    fn from(e: jersey::Event) -> Event {
        match e {
            jersey::Event::DealerDraw { cards, dealer } => Event::DealerDraw {
                cards: cards.to_vec(),
                dealer,
            },
            jersey::Event::HandDealt {
                hand,
                dealer,
                upcard,
                stock,
            } => Event::HandDealt {
                hand,
                dealer,
                upcard,
                stock,
            },
            jersey::Event::DrewStock { seat } => Event::DrewStock { seat },
            jersey::Event::Drew { seat, card } => Event::Drew { seat, card },
            jersey::Event::TookDiscard { seat, card } => Event::TookDiscard { seat, card },
            jersey::Event::Discarded { seat, card } => Event::Discarded { seat, card },
            jersey::Event::BreakStarted { breaker } => Event::BreakStarted { breaker },
            jersey::Event::LaidDown {
                seat,
                melds,
                layoffs,
                cards_left,
            } => Event::LaidDown {
                seat,
                melds,
                layoffs,
                cards_left,
            },
            jersey::Event::Knocked { seat, gin, count } => Event::Knocked { seat, gin, count },
            jersey::Event::HandEnded { result, scores } => Event::HandEnded { result, scores },
            jersey::Event::GameEnded { result } => Event::GameEnded { result },
        }
    }
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

/// One line of a two-handed Gin score sheet: no cards, so that it can sit
/// in any public view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetLine {
    pub hand: u32,
    /// How each table's hand ended, and its points.
    pub ends: Vec<GinHandEnd>,
    pub points: Vec<u32>,
    /// Who was credited, and with how much (netted per side in V8).
    pub competitor: Option<usize>,
    pub credited: u32,
}

/// One line of a Colonel score sheet (no cards).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColonelLine {
    pub end: ColonelEnd,
    pub totals: [u32; 2],
    pub winner: Option<Seat>,
    pub points: u32,
}

/// A finished game's result in the form ratings need: competitors (one seat,
/// or a side), their ranks (0 first; equal ranks tie) and final totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    pub competitors: Vec<Vec<Seat>>,
    pub ranks: Vec<u32>,
    pub totals: Vec<u32>,
}

impl Standings {
    /// Jersey Gin's result as standings: places in the result's ranking,
    /// equal totals sharing a place (the ranking orders them only to list
    /// them).
    pub fn from_jersey(r: &jersey::GameResult) -> Standings {
        let mut ranks = vec![0u32; 3];
        for (i, &seat) in r.ranking.iter().enumerate() {
            ranks[seat] = match i.checked_sub(1).map(|p| r.ranking[p]) {
                Some(prev) if r.totals[prev] == r.totals[seat] => ranks[prev],
                _ => i as u32,
            };
        }
        Standings {
            competitors: vec![vec![0], vec![1], vec![2]],
            ranks,
            totals: r.totals.to_vec(),
        }
    }
}

/// Ranks from totals, highest first; equal totals share a rank.
pub fn ranks_by_total(totals: &[u32]) -> Vec<u32> {
    totals
        .iter()
        .map(|t| totals.iter().filter(|o| *o > t).count() as u32)
        .collect()
}
