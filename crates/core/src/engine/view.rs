//! What may be seen: the public view (the channel) and a seat's view (one
//! player). Computer players and renderers get nothing else.
//!
//! The borrowed views expose only allowed information through their methods,
//! so holding one cannot leak a hidden card. The owned `*State` structs are
//! their serialisable snapshots for front ends.

use super::cards::{Card, CardSet};
use super::game::Game;
use super::hand::Phase;
use super::types::*;
use serde::{Deserialize, Serialize};

/// What everyone at the table may see.
#[derive(Clone, Copy)]
pub struct PublicView<'a> {
    game: &'a Game,
}

impl<'a> PublicView<'a> {
    pub fn new(game: &'a Game) -> Self {
        PublicView { game }
    }
    pub fn options(&self) -> &'a Options {
        self.game.options()
    }
    pub fn hand_no(&self) -> u32 {
        self.game.hand_no()
    }
    pub fn dealer(&self) -> Seat {
        self.game.hand().dealer()
    }
    /// The seat to play, None between hands and after the game.
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }
    pub fn phase(&self) -> Phase {
        self.game.hand().phase()
    }
    pub fn scores(&self) -> [u32; 3] {
        self.game.scores()
    }
    pub fn boxes(&self) -> [u32; 3] {
        self.game.boxes()
    }
    pub fn moves(&self) -> u32 {
        self.game.moves()
    }
    pub fn top_discard(&self) -> Option<Card> {
        self.game.hand().top_discard()
    }
    /// The face-up discard pile, bottom first: every card in it was seen.
    pub fn discards(&self) -> &'a [Card] {
        self.game.hand().discards()
    }
    pub fn stock_len(&self) -> usize {
        self.game.hand().stock_len()
    }
    pub fn hand_sizes(&self) -> [u32; 3] {
        [0, 1, 2].map(|s| self.game.hand().hand_of(s).len())
    }
    pub fn breaker(&self) -> Option<Seat> {
        self.game.hand().breaker()
    }
    pub fn table(&self) -> &'a [TableMeld] {
        self.game.hand().table()
    }
    /// The public events of the current hand, in order.
    pub fn log(&self) -> &'a [Event] {
        self.game.hand().log()
    }
    /// The result of the current hand once it is over (all hands shown).
    pub fn hand_result(&self) -> Option<&'a HandResult> {
        self.game.hand().result()
    }
    pub fn game_result(&self) -> Option<&'a GameResult> {
        self.game.result()
    }
    /// Winner and points of every finished hand (no cards).
    pub fn score_sheet(&self) -> Vec<HandLine> {
        self.game
            .results()
            .iter()
            .map(|r| HandLine {
                end: r.end,
                winner: r.winner,
                points: r.points,
            })
            .collect()
    }

    pub fn to_state(&self) -> PublicState {
        PublicState {
            options: *self.options(),
            hand_no: self.hand_no(),
            dealer: self.dealer(),
            to_act: self.to_act(),
            phase: self.phase(),
            scores: self.scores(),
            boxes: self.boxes(),
            moves: self.moves(),
            top_discard: self.top_discard(),
            discards: self.discards().to_vec(),
            stock_len: self.stock_len() as u32,
            hand_sizes: self.hand_sizes(),
            breaker: self.breaker(),
            table: self.table().to_vec(),
            log: self.log().to_vec(),
            hand_result: self.hand_result().cloned(),
            game_result: self.game_result().cloned(),
            score_sheet: self.score_sheet(),
        }
    }
}

/// One line of the score sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandLine {
    pub end: HandEnd,
    pub winner: Seat,
    pub points: u32,
}

/// What one seat may see: the public view plus its own hand.
#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    game: &'a Game,
    seat: Seat,
}

impl<'a> SeatView<'a> {
    pub fn new(game: &'a Game, seat: Seat) -> Self {
        assert!(seat < 3, "seats are 0, 1 and 2");
        SeatView { game, seat }
    }
    pub fn seat(&self) -> Seat {
        self.seat
    }
    pub fn public(&self) -> PublicView<'a> {
        PublicView::new(self.game)
    }
    pub fn hand(&self) -> CardSet {
        self.game.hand().hand_of(self.seat)
    }
    /// The card this seat took from the discard pile this turn (R4.3).
    pub fn taken(&self) -> Option<Card> {
        if self.game.hand().turn() == self.seat {
            self.game.hand().taken()
        } else {
            None
        }
    }
    pub fn is_my_turn(&self) -> bool {
        self.game.to_act() == Some(self.seat)
    }
    pub fn legal_actions(&self) -> Vec<Action> {
        self.game.legal_actions(self.seat)
    }

    pub fn to_state(&self) -> SeatState {
        SeatState {
            seat: self.seat,
            hand: self.hand(),
            taken: self.taken(),
            legal: self.legal_actions(),
            public: self.public().to_state(),
        }
    }
}

/// Snapshot of a [`PublicView`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicState {
    pub options: Options,
    pub hand_no: u32,
    pub dealer: Seat,
    pub to_act: Option<Seat>,
    pub phase: Phase,
    pub scores: [u32; 3],
    pub boxes: [u32; 3],
    pub moves: u32,
    pub top_discard: Option<Card>,
    pub discards: Vec<Card>,
    pub stock_len: u32,
    pub hand_sizes: [u32; 3],
    pub breaker: Option<Seat>,
    pub table: Vec<TableMeld>,
    pub log: Vec<Event>,
    pub hand_result: Option<HandResult>,
    pub game_result: Option<GameResult>,
    pub score_sheet: Vec<HandLine>,
}

/// Snapshot of a [`SeatView`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub seat: Seat,
    pub hand: CardSet,
    pub taken: Option<Card>,
    pub legal: Vec<Action>,
    pub public: PublicState,
}

impl Game {
    pub fn public_view(&self) -> PublicView<'_> {
        PublicView::new(self)
    }
    pub fn seat_view(&self, seat: Seat) -> SeatView<'_> {
        SeatView::new(self, seat)
    }
}
