//! What may be seen, for every game: one view per audience. The public
//! view (the channel) and a seat's view (one player: the public view plus
//! its own cards), borrowed ([`PublicView`], [`SeatView`]) or as
//! serialisable snapshots ([`PublicState`], [`SeatState`]), each with a
//! part of its own for each game (Jersey Gin's table, two-handed Gin's
//! tables, Colonel's). Computer players and renderers get nothing else:
//! the views expose only what their holder may see.

use super::action::Action;
use super::cards::{Card, CardSet};
use super::colonel::{ColonelGame, ColonelHandResult, ColonelLine, ColonelPhase, ColonelResult};
use super::event::Event;
use super::game::Game;
use super::gin::{
    GinGame, GinGameResult, GinHand, GinHandResult, GinPhase, HandSettings, Scoreboard, SheetLine,
};
use super::jersey::{self, GameResult, HandLine, HandResult, Options, Phase};
use super::rules::{ColonelRules, GinRules, Rules};
use super::types::{Seat, TableMeld};
use serde::{Deserialize, Serialize};

/// The public state of any game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum PublicState {
    Jersey(JerseyPublic),
    Gin(GinPublic),
    Colonel(ColonelPublic),
}

/// A Jersey Gin game as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JerseyPublic {
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

/// One two-handed hand as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinTablePublic {
    pub table: usize,
    pub non_dealer: Seat,
    pub dealer: Seat,
    pub to_act: Option<Seat>,
    pub phase: GinPhase,
    /// The hand's first upcard (none in V3); Oklahoma's limit and spade.
    pub first_upcard: Option<Card>,
    pub top_discard: Option<Card>,
    /// The face-up pile, bottom first.
    pub discards: Vec<Card>,
    pub stock_len: u32,
    /// Non-dealer's and dealer's card counts.
    pub hand_sizes: [u32; 2],
    /// The knock limit for the player to move (G5.1, V1, V6).
    pub knock_limit: u32,
    /// V1.3: the hand counts double.
    pub spade: bool,
    /// V5: 1, 2 or 4.
    pub stake: u32,
    /// V5.1: a double has been offered this hand.
    pub doubled: bool,
    /// G4.2.
    pub turns_without_stock: u32,
    /// The public events of this hand, in order.
    pub log: Vec<Event>,
    pub result: Option<GinHandResult>,
}

impl GinTablePublic {
    fn of(t: usize, h: &GinHand) -> GinTablePublic {
        GinTablePublic {
            table: t,
            non_dealer: h.non_dealer(),
            dealer: h.dealer(),
            to_act: h.to_act(),
            phase: h.phase(),
            first_upcard: h.first_upcard(),
            top_discard: h.top_discard(),
            discards: h.discards().to_vec(),
            stock_len: h.stock_len() as u32,
            hand_sizes: h.players().map(|s| h.hand_of(s).len()),
            knock_limit: h.knock_limit(),
            spade: h.spade(),
            stake: h.stake(),
            doubled: h.doubled(),
            turns_without_stock: h.turns_without_stock(),
            log: h.log().to_vec(),
            result: h.result().cloned(),
        }
    }
}

/// A two-handed Gin game as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinPublic {
    pub rules: GinRules,
    pub summary: String,
    pub hand_no: u32,
    pub seats: usize,
    /// V7: who sits out this hand.
    pub sitting_out: Option<Seat>,
    /// V8.1: the seat at each position (sides: positions 1 and 3, 2 and 4).
    pub positions: Option<[Seat; 4]>,
    /// The hands in play: one, or a partnership's two.
    pub tables: Vec<GinTablePublic>,
    pub board: Scoreboard,
    pub to_act: Vec<Seat>,
    pub turns: Vec<u32>,
    pub moves: u32,
    pub between_hands: bool,
    /// Every finished hand's score.
    pub sheet: Vec<SheetLine>,
    pub result: Option<GinGameResult>,
}

impl GinPublic {
    fn of(g: &GinGame) -> GinPublic {
        GinPublic {
            rules: *g.rules(),
            summary: g.rules().summary(),
            hand_no: g.hand_no(),
            seats: g.seats(),
            sitting_out: g.sitting_out(),
            positions: g.positions(),
            tables: g
                .tables()
                .iter()
                .enumerate()
                .map(|(t, h)| GinTablePublic::of(t, h))
                .collect(),
            board: g.board(),
            to_act: g.to_act(),
            turns: (0..g.seats()).map(|s| g.turn(s)).collect(),
            moves: g.moves(),
            between_hands: g.between_hands(),
            sheet: g
                .sheet()
                .iter()
                .map(|r| SheetLine {
                    hand: r.hand,
                    ends: r.results.iter().map(|x| x.end).collect(),
                    points: r.results.iter().map(|x| x.points).collect(),
                    competitor: r.competitor,
                    credited: r.points,
                })
                .collect(),
            result: g.result().cloned(),
        }
    }
}

/// A Colonel match as everyone sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColonelPublic {
    pub rules: ColonelRules,
    pub hand_no: u32,
    pub dealer: Seat,
    pub to_act: Option<Seat>,
    pub phase: ColonelPhase,
    pub top_discard: Option<Card>,
    pub discards: Vec<Card>,
    pub stock_len: u32,
    pub hand_sizes: [u32; 2],
    /// The melds on the table, with who laid each down.
    pub melds: Vec<TableMeld>,
    /// Grand totals.
    pub totals: [u32; 2],
    pub moves: u32,
    pub between_hands: bool,
    pub log: Vec<Event>,
    pub hand_result: Option<ColonelHandResult>,
    pub sheet: Vec<ColonelLine>,
    pub result: Option<ColonelResult>,
}

impl ColonelPublic {
    fn of(g: &ColonelGame) -> ColonelPublic {
        let h = g.hand();
        ColonelPublic {
            rules: *g.rules(),
            hand_no: g.hand_no(),
            dealer: h.dealer(),
            to_act: g.to_act(),
            phase: h.phase(),
            top_discard: h.top_discard(),
            discards: h.discards().to_vec(),
            stock_len: h.stock_len() as u32,
            hand_sizes: [h.hand_of(0).len(), h.hand_of(1).len()],
            melds: h.melds().to_vec(),
            totals: g.totals(),
            moves: g.moves(),
            between_hands: g.between_hands(),
            log: h.log().to_vec(),
            hand_result: h.result().cloned(),
            sheet: g
                .sheet()
                .iter()
                .map(|r| ColonelLine {
                    end: r.end,
                    totals: r.totals,
                    winner: r.winner,
                    points: r.points,
                })
                .collect(),
            result: g.result().cloned(),
        }
    }
}

impl PublicState {
    pub fn of(game: &Game) -> PublicState {
        match game {
            Game::Jersey(g) => PublicState::Jersey(g.public_view().to_state()),
            Game::Gin(g) => PublicState::Gin(GinPublic::of(g)),
            Game::Colonel(g) => PublicState::Colonel(ColonelPublic::of(g)),
        }
    }
}

/// What one seat may see: the public state, its own cards, the card it took
/// from the pile this turn, its legal actions and its turn counter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub seat: Seat,
    pub hand: CardSet,
    pub taken: Option<Card>,
    pub legal: Vec<Action>,
    pub turn: u32,
    pub public: PublicState,
}

impl SeatState {
    pub fn of(game: &Game, seat: Seat) -> SeatState {
        SeatState {
            seat,
            hand: game.hand_of(seat),
            taken: taken_by(game, seat),
            legal: game.legal_actions(seat),
            turn: game.turn(seat),
            public: game.public_state(),
        }
    }

    /// Whether the seat has a hand in play (not between hands, not over,
    /// not sitting out).
    pub fn has_hand_in_play(&self) -> bool {
        if self.hand.is_empty() {
            return false;
        }
        match &self.public {
            PublicState::Jersey(p) => p.phase != Phase::Over,
            PublicState::Gin(g) => !g.between_hands && g.result.is_none(),
            PublicState::Colonel(c) => !c.between_hands && c.result.is_none(),
        }
    }
}

// ---------------------------------------------------------------------------
// Borrowed views: what computer players read, without copying the state.
// Each exposes only what its holder may see.
// ---------------------------------------------------------------------------

/// A Jersey Gin game as everyone sees it, borrowed.
#[derive(Clone, Copy)]
pub struct JerseyView<'a> {
    game: &'a jersey::Game,
}

impl<'a> JerseyView<'a> {
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
    /// The melds on the table after the break.
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

    pub fn to_state(&self) -> JerseyPublic {
        JerseyPublic {
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

impl jersey::Game {
    /// What everyone may see of this Jersey Gin game.
    pub fn public_view(&self) -> JerseyView<'_> {
        JerseyView { game: self }
    }
}

/// One two-handed hand as everyone sees it, borrowed.
#[derive(Clone, Copy)]
pub struct GinTableView<'a> {
    table: usize,
    hand: &'a GinHand,
}

impl<'a> GinTableView<'a> {
    pub fn table(&self) -> usize {
        self.table
    }
    /// Non-dealer first.
    pub fn players(&self) -> [Seat; 2] {
        self.hand.players()
    }
    pub fn dealer(&self) -> Seat {
        self.hand.dealer()
    }
    pub fn non_dealer(&self) -> Seat {
        self.hand.non_dealer()
    }
    /// The other player of `seat` at this table.
    pub fn opponent_of(&self, seat: Seat) -> Seat {
        let p = self.hand.players();
        if p[0] == seat {
            p[1]
        } else {
            p[0]
        }
    }
    pub fn phase(&self) -> GinPhase {
        self.hand.phase()
    }
    pub fn to_act(&self) -> Option<Seat> {
        self.hand.to_act()
    }
    pub fn settings(&self) -> &'a HandSettings {
        self.hand.settings()
    }
    pub fn first_upcard(&self) -> Option<Card> {
        self.hand.first_upcard()
    }
    pub fn top_discard(&self) -> Option<Card> {
        self.hand.top_discard()
    }
    /// The face-up pile, bottom first.
    pub fn discards(&self) -> &'a [Card] {
        self.hand.discards()
    }
    pub fn stock_len(&self) -> usize {
        self.hand.stock_len()
    }
    pub fn hand_size(&self, seat: Seat) -> u32 {
        self.hand.hand_of(seat).len()
    }
    pub fn knock_limit(&self) -> u32 {
        self.hand.knock_limit()
    }
    pub fn spade(&self) -> bool {
        self.hand.spade()
    }
    pub fn stake(&self) -> u32 {
        self.hand.stake()
    }
    pub fn doubled(&self) -> bool {
        self.hand.doubled()
    }
    pub fn turns_without_stock(&self) -> u32 {
        self.hand.turns_without_stock()
    }
    /// The public events of this hand, in order.
    pub fn log(&self) -> &'a [Event] {
        self.hand.log()
    }
    pub fn result(&self) -> Option<&'a GinHandResult> {
        self.hand.result()
    }
    pub fn to_state(&self) -> GinTablePublic {
        GinTablePublic::of(self.table, self.hand)
    }
}

/// A Colonel hand as everyone sees it, borrowed.
#[derive(Clone, Copy)]
pub struct ColonelView<'a> {
    game: &'a ColonelGame,
}

impl<'a> ColonelView<'a> {
    pub fn dealer(&self) -> Seat {
        self.game.hand().dealer()
    }
    pub fn phase(&self) -> ColonelPhase {
        self.game.hand().phase()
    }
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }
    pub fn top_discard(&self) -> Option<Card> {
        self.game.hand().top_discard()
    }
    pub fn discards(&self) -> &'a [Card] {
        self.game.hand().discards()
    }
    pub fn stock_len(&self) -> usize {
        self.game.hand().stock_len()
    }
    pub fn hand_size(&self, seat: Seat) -> u32 {
        if seat < 2 {
            self.game.hand().hand_of(seat).len()
        } else {
            0
        }
    }
    /// The melds on the table, with who laid each down.
    pub fn melds(&self) -> &'a [TableMeld] {
        self.game.hand().melds()
    }
    pub fn totals(&self) -> [u32; 2] {
        self.game.totals()
    }
    pub fn hands_left(&self) -> u32 {
        self.game
            .rules()
            .hands
            .saturating_sub(self.game.sheet().len() as u32)
    }
    pub fn log(&self) -> &'a [Event] {
        self.game.hand().log()
    }
    pub fn result(&self) -> Option<&'a ColonelHandResult> {
        self.game.hand().result()
    }
}

/// What everyone may see, borrowed.
#[derive(Clone, Copy)]
pub struct PublicView<'a> {
    game: &'a Game,
}

impl<'a> PublicView<'a> {
    pub fn new(game: &'a Game) -> Self {
        PublicView { game }
    }
    pub fn rules(&self) -> Rules {
        self.game.rules()
    }
    pub fn seats(&self) -> usize {
        self.game.seats()
    }
    pub fn hand_no(&self) -> u32 {
        self.game.hand_no()
    }
    pub fn to_act(&self) -> Vec<Seat> {
        self.game.to_act()
    }
    pub fn between_hands(&self) -> bool {
        self.game.between_hands()
    }
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }
    /// Jersey Gin's table.
    pub fn jersey(&self) -> Option<JerseyView<'a>> {
        match self.game {
            Game::Jersey(g) => Some(g.public_view()),
            _ => None,
        }
    }
    /// The two-handed hands in play (one; a partnership's two).
    pub fn gin_tables(&self) -> Vec<GinTableView<'a>> {
        match self.game {
            Game::Gin(g) => g
                .tables()
                .iter()
                .enumerate()
                .map(|(table, hand)| GinTableView { table, hand })
                .collect(),
            _ => Vec::new(),
        }
    }
    /// The two-handed Gin scoreboard (Hollywood's three games, sides).
    pub fn gin_board(&self) -> Option<Scoreboard> {
        match self.game {
            Game::Gin(g) => Some(g.board()),
            _ => None,
        }
    }
    pub fn colonel(&self) -> Option<ColonelView<'a>> {
        match self.game {
            Game::Colonel(game) => Some(ColonelView { game }),
            _ => None,
        }
    }
    pub fn to_state(&self) -> PublicState {
        PublicState::of(self.game)
    }
}

/// What one seat may see, borrowed: the public view, its own cards, the
/// card it took this turn and its legal actions. Computer players get this.
#[derive(Clone, Copy)]
pub struct SeatView<'a> {
    game: &'a Game,
    seat: Seat,
}

impl<'a> SeatView<'a> {
    pub fn new(game: &'a Game, seat: Seat) -> Self {
        SeatView { game, seat }
    }
    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// The whole game, hidden cards included: only for a search that
    /// replaces every card the seat cannot see before it reads a world
    /// (`ai::gin::search`); players decide from the view's methods.
    pub(crate) fn game(&self) -> &'a Game {
        self.game
    }
    pub fn public(&self) -> PublicView<'a> {
        PublicView::new(self.game)
    }
    pub fn hand(&self) -> CardSet {
        self.game.hand_of(self.seat)
    }
    pub fn taken(&self) -> Option<Card> {
        taken_by(self.game, self.seat)
    }
    /// The seat's own table in two-handed Gin (None while it sits out).
    pub fn gin_table(&self) -> Option<GinTableView<'a>> {
        match self.game {
            Game::Gin(g) => g.table_of(self.seat).map(|table| GinTableView {
                table,
                hand: &g.tables()[table],
            }),
            _ => None,
        }
    }
    pub fn legal_actions(&self) -> Vec<Action> {
        self.game.legal_actions(self.seat)
    }
    pub fn turn(&self) -> u32 {
        self.game.turn(self.seat)
    }
    pub fn to_state(&self) -> SeatState {
        SeatState::of(self.game, self.seat)
    }
}

fn taken_by(game: &Game, seat: Seat) -> Option<Card> {
    match game {
        // R4.3: the card taken from the pile this turn.
        Game::Jersey(g) if g.hand().turn() == seat => g.hand().taken(),
        Game::Gin(g) => g.table_of(seat).and_then(|t| g.tables()[t].taken_by(seat)),
        Game::Colonel(g) if g.hand().turn() == seat => g.hand().taken(),
        _ => None,
    }
}

impl Game {
    pub fn public_view(&self) -> PublicView<'_> {
        PublicView::new(self)
    }
    pub fn seat_view(&self, seat: Seat) -> SeatView<'_> {
        SeatView::new(self, seat)
    }
    /// What everyone may see.
    pub fn public_state(&self) -> PublicState {
        PublicState::of(self)
    }
    /// What one seat may see: the public state, its own hand and its
    /// legal actions.
    pub fn seat_state(&self, seat: Seat) -> SeatState {
        SeatState::of(self, seat)
    }
}
