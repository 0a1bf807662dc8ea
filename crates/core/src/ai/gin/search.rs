//! The searching player of two-handed Gin, `Level::Hard` there:
//! determinized Monte Carlo over the generic search of [`crate::ai::search`].
//!
//! A world places the cards the seat cannot see: the opponent's hidden
//! cards (its hand less what it is known to hold, from the pile) and the
//! stock's order. Hidden cards are drawn with the weights of the seat's
//! [`Opponent`] (normal's inference: unseen cards that meld with what the
//! opponent took are likelier in its hand, those that meld with what it
//! threw or passed less likely), several hands a world, of which the one
//! with the least deadwood is kept ([`Tuning::opponent_strength`]: a real
//! opponent has been building melds all hand, and a hand drawn at random
//! is far weaker), first among those that put every card the opponent
//! took from the pile in a meld ([`Tuning::meld_taken`]: it took them for
//! a meld); the rest, shuffled, is the stock. Each candidate is applied in
//! the world and the hand is played out by two normal players in a light
//! copy of the hand ([`Sim`], move for move the engine's roll-out without
//! its log and views), the seat's own player knocking there only with gin
//! ([`Tuning::rollout_knock_self`]: a discard is weighed as the start of a
//! plan, not as a knock next turn); the outcome is scored by the seat's
//! chance of winning the game from the scores it leaves ([`crate::ai::race`]).
//!
//! Searched: the upcard offer and each draw (take or not), and each
//! discard (normal's choice, every knock, and the discards that leave the
//! least deadwood). Doubling (V5) and everything outside a two-handed
//! table are normal's. Every live candidate meets the same worlds and
//! clear losers are dropped early, so most decisions end well inside the
//! budget and the close ones get the rest of it.
//!
//! The settings are the ones measured best; what else was tried, and what
//! it gave, is in `docs/strength.md`.

use super::normal;
use super::{Params, Spot, Standing};
use crate::ai::opponent::Opponent;
use crate::ai::race::{HandModel, RaceModel};
use crate::ai::search::{self, Budget, Choice, Outcome, Problem, Racing};
use crate::ai::seen::{Factors, Seen, MAX_SEATS};
use crate::engine::gin::hand::{
    oklahoma_limit, score_hand, KnockLimit, NO_STOCK_TURNS, STOCK_FLOOR,
};
use crate::engine::melds::MeldRules;
use crate::engine::{
    Action, Game, GinHand, GinPhase, HandSettings, NextDealer, OklahomaLimit, Rules, SeatView,
};
use crate::engine::{Card, CardSet, Seat, Suit};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use smallvec::SmallVec;
use std::cell::RefCell;
use std::sync::Arc;

/// A roll-out that has not ended after this many actions is scored as it
/// stands (G4.2 ends hands that go round, so this is only a guard).
const MAX_ROLLOUT: u32 = 600;

/// The search's settings that are measured rather than rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tuning {
    /// How strong the sampled opponent hands are: each world draws
    /// `max(1, pile × this / 200)` hands from the inference's weights and
    /// keeps the one with the least deadwood (0: one draw). A hand drawn
    /// at random is far weaker than one collected all hand, and makes
    /// knocking look safe.
    pub opponent_strength: u32,
    /// The opponent's picks: a card it took from the pile and still holds
    /// was taken for a meld, so of the drawn hands those where every such
    /// card is in a meld are kept first (then the least deadwood), and at
    /// least this many hands are drawn a world while it holds one (0: off).
    pub meld_taken: u32,
    /// [`Racing::switch_z`] in tenths: how clearly another candidate must
    /// beat normal's choice to be played instead.
    pub switch_z_tenths: u32,
    /// The seat's own knocks in its roll-outs: only with a count of at
    /// most this (0: only with gin; `u32::MAX`: as soon as it may, as
    /// normal does), so that a discard is weighed as the start of a plan
    /// that can still wait for a lower count. The opponent knocks as soon
    /// as it may. Holds in the fast roll-out ([`Sim`]) and in doubling's
    /// engine roll-outs alike ([`Tuning::rollout_player`]).
    pub rollout_knock_self: u32,
    /// [`Racing::min_worlds`]: worlds every candidate sees before any is
    /// dropped.
    pub min_worlds: u32,
    /// Discards searched besides normal's choice and the knocks: this many
    /// of those leaving the least deadwood.
    pub discards: u32,
}

impl Tuning {
    pub const DEFAULT: Tuning = Tuning {
        opponent_strength: 200,
        meld_taken: 16,
        switch_z_tenths: 20,
        rollout_knock_self: 0,
        min_worlds: Racing::DEFAULT.min_worlds,
        discards: 4,
    };

    /// How a player of the seat's roll-outs plays: the seat's own (`own`)
    /// as normal with [`Tuning::rollout_knock_self`], its opponent as
    /// normal. The fast roll-out ([`Sim`]) and the engine's (doubling)
    /// play the same.
    pub fn rollout_player(self, own: bool) -> Params {
        if own {
            Params {
                knock_cap: self.rollout_knock_self,
                ..Params::NORMAL
            }
        } else {
            Params::NORMAL
        }
    }

    /// The search's racing under these settings.
    pub fn racing(self) -> Racing {
        Racing {
            switch_z: self.switch_z_tenths as f64 / 10.0,
            min_worlds: self.min_worlds,
            ..Racing::DEFAULT
        }
    }
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning::DEFAULT
    }
}

/// Hard's choice in two-handed Gin, with what the search saw; None when the
/// decision is not one it searches (normal decides then).
pub fn search(view: &SeatView<'_>, seed: u64, budget: Budget) -> Option<Choice<Action>> {
    search_tuned(view, seed, budget, Tuning::DEFAULT)
}

/// [`search`] with other settings (for measurements).
pub fn search_tuned(
    view: &SeatView<'_>,
    seed: u64,
    budget: Budget,
    tuning: Tuning,
) -> Option<Choice<Action>> {
    // The setup (the seat's knowledge, the candidates) is inside a time
    // budget.
    let start = std::time::Instant::now();
    let problem = GinProblem::prepared(view, tuning)?;
    let heuristic = normal::choose_with(view, seed, &Params::NORMAL);
    let candidates = problem.candidates(view, heuristic);
    if candidates.len() < 2 {
        return None;
    }
    Some(search::run_from(
        &problem,
        &candidates,
        budget,
        tuning.racing(),
        seed,
        start,
    ))
}

/// Hard's action in two-handed Gin.
pub fn choose(view: &SeatView<'_>, seed: u64, budget: Budget) -> Action {
    choose_tuned(view, seed, budget, Tuning::DEFAULT)
}

/// [`choose`] with other settings (for measurements).
pub fn choose_tuned(view: &SeatView<'_>, seed: u64, budget: Budget, tuning: Tuning) -> Action {
    match search_tuned(view, seed, budget, tuning) {
        Some(choice) => choice.action,
        None => normal::choose_with(view, seed, &Params::NORMAL),
    }
}

/// One decision of one seat, as the search sees it.
pub struct GinProblem<'a> {
    game: &'a Game,
    table: usize,
    me: Seat,
    opponent: Seat,
    /// Index (0, 1) of the opponent in the hand's players.
    opponent_index: usize,
    /// Cards the opponent is known to hold.
    known: CardSet,
    /// The cards the seat cannot place, with the inference's weights.
    unseen: SmallVec<[(Card, f32); 64]>,
    /// How many of them the opponent holds.
    hidden: usize,
    standing: Standing,
    next_dealer: NextDealer,
    /// This hand's dealer.
    dealer: Seat,
    race: Arc<RaceModel>,
    /// The hand as the fast roll-out starts it (the opponent's hand and
    /// the stock still to place), and the one it plays in; None where
    /// the roll-out must go through the engine (doubling, V5).
    fast: Option<(Sim, RefCell<Sim>)>,
    /// How each player (by index in the hand) plays the roll-outs
    /// ([`Tuning::rollout_player`]).
    rollout: [Params; 2],
    /// [`Tuning::discards`].
    discards: usize,
    melds: MeldRules,
    /// Cards on the discard pile.
    pile_len: usize,
    /// Opponent hands drawn per world, the one with the least deadwood
    /// kept ([`Tuning::opponent_strength`]).
    draws: usize,
    /// Keep first the drawn hands that meld every known card
    /// ([`Tuning::meld_taken`]).
    meld_known: bool,
}

/// Hands drawn per world, the least deadwood kept, at a pile this long
/// and a strength of `percent` ([`Tuning::opponent_strength`]).
fn draws(percent: u32, pile_len: usize) -> usize {
    (pile_len * percent as usize / 200).max(1)
}

/// A sampled deal: the opponent's hand and the stock (top card last).
pub struct GinWorld {
    opponent: CardSet,
    stock: Vec<Card>,
}

impl<'a> GinProblem<'a> {
    /// Sets the sampling's settings.
    pub fn tune(&mut self, tuning: Tuning) {
        self.draws = draws(tuning.opponent_strength, self.pile_len);
        self.meld_known = tuning.meld_taken > 0 && !self.known.is_empty();
        if self.meld_known {
            self.draws = self.draws.max(tuning.meld_taken as usize);
        }
        self.rollout = [0, 1].map(|i| tuning.rollout_player(i != self.opponent_index));
        self.discards = tuning.discards as usize;
        if let Some((start, _)) = &mut self.fast {
            start.players_play = self.rollout;
        }
    }

    /// How many of the known cards `hand` leaves out of its melds: a card
    /// is in a meld of every least-deadwood arrangement when taking it out
    /// lowers the deadwood by less than its value.
    fn unmelded_known(&self, hand: CardSet, deadwood: u32) -> u32 {
        self.known
            .iter()
            .filter(|&c| {
                let mut less = hand;
                less.remove(c);
                self.melds.deadwood(less) + self.melds.value(c) <= deadwood
            })
            .count() as u32
    }

    /// [`GinProblem::new`] under these settings: the decision as the
    /// search sees it.
    fn prepared(view: &SeatView<'a>, tuning: Tuning) -> Option<GinProblem<'a>> {
        let mut problem = GinProblem::new(view)?;
        problem.tune(tuning);
        Some(problem)
    }

    /// None outside a two-handed table where the seat is to act.
    pub fn new(view: &SeatView<'a>) -> Option<GinProblem<'a>> {
        let Rules::Gin(rules) = view.public().rules() else {
            return None;
        };
        if view.public().between_hands() {
            return None;
        }
        let spot = Spot::of(view)?;
        if spot.table.to_act() != Some(spot.me) {
            return None;
        }
        let standing = Standing::of(view, spot.opponent)?;
        let p = &Params::NORMAL;
        let them = spot.opponent(Factors::new(p.near, p.far));
        let unseen: SmallVec<[(Card, f32); 64]> = them
            .unknown
            .iter()
            .map(|c| (c, them.p_holds(c).max(1e-3)))
            .collect();
        let hidden = them.odds.hidden as usize;
        if hidden > unseen.len() {
            return None;
        }
        let players = spot.table.players();
        let mut problem = GinProblem {
            game: view.game(),
            table: spot.table.table(),
            me: spot.me,
            opponent: spot.opponent,
            opponent_index: players.iter().position(|&s| s == spot.opponent)?,
            known: them.odds.known,
            unseen,
            hidden,
            standing,
            next_dealer: rules.next_dealer,
            dealer: spot.table.dealer(),
            race: model(standing.target),
            melds: spot.melds,
            pile_len: spot.table.discards().len(),
            draws: draws(
                Tuning::DEFAULT.opponent_strength,
                spot.table.discards().len(),
            ),
            meld_known: false,
            rollout: [Params::NORMAL; 2],
            discards: Tuning::DEFAULT.discards as usize,
            fast: match view.game() {
                Game::Gin(g) => Sim::of(&g.tables()[spot.table.table()]).map(|sim| {
                    let scratch = RefCell::new(sim.clone());
                    (sim, scratch)
                }),
                _ => None,
            },
        };
        problem.tune(Tuning::DEFAULT);
        Some(problem)
    }

    /// The actions worth searching, normal's first (the search keeps it
    /// unless another is clearly better).
    pub(crate) fn candidates(&self, view: &SeatView<'_>, heuristic: Action) -> Vec<Action> {
        let Some(spot) = Spot::of(view) else {
            return Vec::new();
        };
        let legal = view.legal_actions();
        let mut out = vec![heuristic];
        match spot.table.phase() {
            GinPhase::UpcardOffer | GinPhase::Draw => {
                for a in [Action::TakeDiscard, Action::DrawStock, Action::PassUpcard] {
                    if legal.contains(&a) && !out.contains(&a) {
                        out.push(a);
                    }
                }
            }
            GinPhase::Opening | GinPhase::Discard => {
                let forbidden = CardSet::from_cards(view.taken());
                let mut options: SmallVec<[(u32, Card); 16]> = SmallVec::new();
                spot.melds
                    .each_discard(spot.hand, forbidden, |c, dw| options.push((dw, c)));
                options.sort_by_key(|&(dw, c)| (dw, std::cmp::Reverse(spot.melds.value(c))));
                for &(_, card) in &options {
                    let knock = Action::Knock { card };
                    if legal.contains(&knock) && !out.contains(&knock) {
                        out.push(knock);
                    }
                }
                for &(_, card) in options.iter().take(self.discards) {
                    let discard = Action::Discard { card };
                    if !out.contains(&discard) {
                        out.push(discard);
                    }
                }
            }
            _ => {}
        }
        out.retain(|a| legal.contains(a));
        out
    }

    /// How the hand ended in `game` (drawn while it is not over).
    fn end_in(&self, game: &Game) -> End {
        let Game::Gin(g) = game else {
            return End {
                winner: None,
                points: 0,
            };
        };
        match g.tables()[self.table].result() {
            Some(result) => End {
                winner: result.winner,
                points: result.points,
            },
            None => End {
                winner: None,
                points: 0,
            },
        }
    }

    /// The seat's outcome once the hand has ended so.
    fn end_outcome(&self, end: End) -> Outcome {
        Outcome::of(self.me, end.winner, end.points, self.end_value(end))
    }

    /// The seat's chance of winning the game after the hand ends so.
    fn end_value(&self, end: End) -> f32 {
        let st = self.standing;
        // Seat 0 of the model is this seat, 1 the opponent.
        let same_dealer = if self.dealer == self.me { 0 } else { 1 };
        let Some(winner) = end.winner else {
            // A drawn hand is dealt again, the scores unchanged.
            return self.race.win_chance(&[st.mine, st.theirs], same_dealer, 0);
        };
        let won = winner == self.me;
        let (mine, theirs) = if won {
            (st.mine + end.points, st.theirs)
        } else {
            (st.mine, st.theirs + end.points)
        };
        let dealer = match self.next_dealer {
            NextDealer::Winner => usize::from(!won),
            NextDealer::Loser => usize::from(won),
            NextDealer::Alternate => 1 - same_dealer,
        };
        self.race.win_chance(&[mine, theirs], dealer, 0)
    }
}

impl Problem for GinProblem<'_> {
    type Action = Action;
    type World = GinWorld;

    fn new_world(&self) -> GinWorld {
        GinWorld {
            opponent: CardSet::EMPTY,
            stock: Vec::with_capacity(self.unseen.len()),
        }
    }

    fn sample(&self, rng: &mut ChaCha8Rng, world: &mut GinWorld) {
        world.opponent = self.draw_opponent(rng);
        world.stock.clear();
        world.stock.extend(
            self.unseen
                .iter()
                .map(|u| u.0)
                .filter(|&c| !world.opponent.contains(c)),
        );
        // The stock's order: a fresh shuffle.
        for i in (1..world.stock.len()).rev() {
            let j = rng.random_range(0..=i);
            world.stock.swap(i, j);
        }
    }

    fn outcome(&self, world: &GinWorld, action: Action) -> Outcome {
        match &self.fast {
            Some((start, scratch)) => {
                let mut sim = scratch.borrow_mut();
                sim.clone_from(start);
                sim.hands[self.opponent_index] = world.opponent;
                sim.stock.clone_from(&world.stock);
                match sim.play_out(action) {
                    Some(end) => self.end_outcome(end),
                    None => Outcome {
                        win: 0.0,
                        points: 0.0,
                    },
                }
            }
            None => self.outcome_in_engine(world, action),
        }
    }
}

impl GinProblem<'_> {
    /// The opponent's hand of one world.
    fn draw_opponent(&self, rng: &mut ChaCha8Rng) -> CardSet {
        // Weighted sampling without replacement (Efraimidis–Spirakis): the
        // `hidden` cards with the largest `u^(1/w)` go to the opponent.
        // Of `draws` such hands, the one with the least deadwood.
        let mut best = ((u32::MAX, u32::MAX), CardSet::EMPTY);
        let mut keyed: SmallVec<[(f32, Card); 64]> = SmallVec::new();
        for _ in 0..self.draws {
            keyed.clear();
            keyed.extend(
                self.unseen
                    .iter()
                    .map(|&(c, w)| (rng.random::<f32>().powf(1.0 / w), c)),
            );
            if self.hidden > 0 && self.hidden < keyed.len() {
                keyed.select_nth_unstable_by(self.hidden - 1, |a, b| b.0.total_cmp(&a.0));
            }
            let hand = self.known.union(CardSet::from_cards(
                keyed[..self.hidden].iter().map(|k| k.1),
            ));
            if self.draws == 1 {
                return hand;
            }
            let dw = self.melds.deadwood(hand);
            let unmelded = if self.meld_known {
                self.unmelded_known(hand, dw)
            } else {
                0
            };
            let key = (unmelded, dw);
            if key < best.0 {
                best = (key, hand);
            }
        }
        best.1
    }

    /// [`Problem::outcome`] played out through the engine: the reference
    /// the fast roll-out must agree with, and the way for what it does
    /// not play (doubling).
    pub fn outcome_in_engine(&self, world: &GinWorld, action: Action) -> Outcome {
        let mut game = self.game.clone();
        let lost = Outcome {
            win: 0.0,
            points: 0.0,
        };
        {
            let Game::Gin(g) = &mut game else {
                return lost;
            };
            let hand = g.table_mut(self.table);
            hand.hands[self.opponent_index] = world.opponent;
            hand.stock.clone_from(&world.stock);
        }
        if game.apply(self.me, action).is_err() {
            return lost;
        }
        let mut steps = 0;
        loop {
            let Game::Gin(g) = &game else {
                return lost;
            };
            let table = &g.tables()[self.table];
            let Some(seat) = table.to_act() else {
                break;
            };
            if table.is_over() || steps >= MAX_ROLLOUT {
                break;
            }
            debug_assert!(seat == self.me || seat == self.opponent);
            let index = if seat == self.opponent {
                self.opponent_index
            } else {
                1 - self.opponent_index
            };
            let action = normal::choose_with(&game.seat_view(seat), 0, &self.rollout[index]);
            if game.apply(seat, action).is_err() {
                break;
            }
            steps += 1;
        }
        self.end_outcome(self.end_in(&game))
    }
}

/// A move [`Sim`] does not play.
#[derive(Debug)]
struct Unplayed;

/// How a roll-out ended: the hand's winner (None: drawn) and points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct End {
    pub winner: Option<Seat>,
    pub points: u32,
}

/// A two-handed hand reduced to what a roll-out between two normal
/// players needs, played without the engine's log, events and views:
/// the same moves as [`GinHand`] (G3–G7, V1, V3, V6) and the same
/// decisions as [`normal::choose_with`] with normal's weights, what the
/// players have seen ([`Seen`]) kept as the hand goes instead of read from
/// a log. Doubling (V5) is not played here.
#[derive(Debug, Clone)]
pub struct Sim {
    settings: HandSettings,
    players: [Seat; 2],
    hands: [CardSet; 2],
    /// Top card last.
    stock: Vec<Card>,
    discards: Vec<Card>,
    /// The cards of `discards`.
    pile: CardSet,
    first_upcard: Option<Card>,
    /// Index of the player to move.
    turn: usize,
    phase: GinPhase,
    taken: Option<Card>,
    stake: u32,
    turns_without_stock: u32,
    turn_limit: u32,
    /// The hand's public play folded per seat, as the log would give it.
    seen: Seen<MAX_SEATS>,
    /// How each player (by index) plays ([`Tuning::rollout_player`]).
    players_play: [Params; 2],
}

impl Sim {
    /// The hand as it stands, or None when the roll-out must go through
    /// the engine (doubling on, or the hand not at a move it plays).
    pub fn of(hand: &GinHand) -> Option<Sim> {
        if hand.settings.doubling
            || !matches!(
                hand.phase,
                GinPhase::UpcardOffer
                    | GinPhase::ForcedDraw
                    | GinPhase::Opening
                    | GinPhase::Draw
                    | GinPhase::Discard
            )
        {
            return None;
        }
        Some(Sim {
            settings: hand.settings,
            players: hand.players,
            hands: hand.hands,
            stock: hand.stock.clone(),
            discards: hand.discards.clone(),
            pile: CardSet::from_cards(hand.discards.iter().copied()),
            first_upcard: hand.first_upcard,
            turn: hand.turn,
            phase: hand.phase,
            taken: hand.taken,
            stake: hand.stake,
            turns_without_stock: hand.turns_without_stock,
            turn_limit: hand.turn_limit,
            seen: Seen::from_log(&hand.log, hand.first_upcard),
            players_play: [Params::NORMAL; 2],
        })
    }

    /// [`GinHand::knock_limit`].
    fn limit(&self) -> u32 {
        match self.settings.limit {
            KnockLimit::Fixed(l) => l,
            KnockLimit::Oklahoma(OklahomaLimit::FirstUpcard) => {
                self.first_upcard.map_or(0, oklahoma_limit)
            }
            KnockLimit::Oklahoma(OklahomaLimit::Current) => self.turn_limit,
        }
    }

    fn start_turn(&mut self) {
        self.turn_limit = self.discards.last().map_or(0, |&c| oklahoma_limit(c));
    }

    /// Normal's move for the player to move ([`normal::choose_with`]), with
    /// that player's roll-out weights.
    fn normal(&self) -> Option<Action> {
        let i = self.turn;
        let p = &self.players_play[i];
        let hand = self.hands[i];
        let melds = self.settings.melds;
        // The player's knock cap applies inside normal's parts.
        let limit = self.limit();
        let wants = |top: Card| normal::wants_card(hand, melds, limit, top, p);
        Some(match self.phase {
            GinPhase::UpcardOffer => match self.discards.last() {
                Some(&top) if wants(top) => Action::TakeDiscard,
                _ => Action::PassUpcard,
            },
            GinPhase::ForcedDraw => Action::DrawStock,
            GinPhase::Draw => match self.discards.last() {
                Some(&top) if wants(top) => Action::TakeDiscard,
                _ => Action::DrawStock,
            },
            GinPhase::Opening | GinPhase::Discard => normal::discard_from(
                hand,
                melds,
                limit,
                CardSet::from_cards(self.taken),
                p,
                || {
                    let mut k = Opponent::new(
                        self.players[i],
                        self.players[1 - i],
                        hand,
                        melds,
                        self.pile,
                        self.hands[1 - i].len(),
                        &self.seen,
                    );
                    let factors = Factors::new(p.near, p.far);
                    if factors.infers() {
                        k.infer(factors);
                    }
                    k
                },
            )?,
            _ => return None,
        })
    }

    /// Plays `action` for the player to move, as [`GinHand::apply`] does:
    /// `Ok(Some(end))` when the hand ends. Only the moves [`Sim::normal`]
    /// makes (and the search's candidates) are played, anything else is
    /// `Err`; the caller checks legality.
    fn apply(&mut self, action: Action) -> Result<Option<End>, Unplayed> {
        let p = self.turn;
        match action {
            Action::TakeDiscard => {
                let card = self.discards.pop().ok_or(Unplayed)?;
                self.pile.remove(card);
                self.hands[p].insert(card);
                self.taken = Some(card);
                self.phase = GinPhase::Discard;
                self.seen.took_discard(self.players[p], card);
            }
            Action::PassUpcard => {
                if let Some(c) = self.first_upcard {
                    self.seen.passed(self.players[p], c);
                }
                if p == 0 {
                    self.turn = 1;
                } else {
                    self.turn = 0;
                    self.phase = GinPhase::ForcedDraw;
                }
                self.start_turn();
            }
            Action::DrawStock => {
                let card = self.stock.pop().ok_or(Unplayed)?;
                self.hands[p].insert(card);
                self.taken = None;
                self.phase = GinPhase::Discard;
                self.seen.drew_stock(self.players[p]);
            }
            Action::Discard { card } => {
                let from_stock = self.phase == GinPhase::Discard && self.taken.is_none();
                self.hands[p].remove(card);
                self.discards.push(card);
                self.pile.insert(card);
                self.taken = None;
                self.seen.discarded(self.players[p], card);
                if from_stock {
                    self.turns_without_stock = 0;
                } else {
                    self.turns_without_stock += 1;
                }
                if self.stock.len() <= STOCK_FLOOR || self.turns_without_stock >= NO_STOCK_TURNS {
                    self.phase = GinPhase::Over;
                    return Ok(Some(End {
                        winner: None,
                        points: 0,
                    }));
                }
                self.turn = 1 - p;
                self.phase = GinPhase::Draw;
                self.start_turn();
            }
            Action::Knock { card } => {
                self.hands[p].remove(card);
                self.phase = GinPhase::Over;
                return Ok(Some(self.settle(p)));
            }
            _ => return Err(Unplayed),
        }
        Ok(None)
    }

    /// G5–G7: the knocker's melds, the defender's layoffs, the score.
    fn settle(&self, knocker: usize) -> End {
        let mr = self.settings.melds;
        let ka = mr.knocker_arrangement(self.hands[knocker]);
        let gin = ka.deadwood == 0;
        let onto: &[CardSet] = if gin { &[] } else { &ka.melds };
        let da = mr.arrange(self.hands[1 - knocker], onto);
        let spade = self.settings.spade_doubles
            && self.first_upcard.is_some_and(|c| c.suit() == Suit::Spades);
        let score = score_hand(
            ka.deadwood,
            da.deadwood,
            false,
            self.settings.gin_bonus,
            self.settings.undercut_bonus,
            self.stake,
            spade,
        );
        End {
            winner: Some(if score.knocker_wins {
                self.players[knocker]
            } else {
                self.players[1 - knocker]
            }),
            points: score.points,
        }
    }

    /// Plays `first` for the player to move, then normal for both until
    /// the hand ends (a hand still going after [`MAX_ROLLOUT`] moves ends
    /// drawn); None when `first` is not a move it plays.
    pub fn play_out(&mut self, first: Action) -> Option<End> {
        if let Some(end) = self.apply(first).ok()? {
            return Some(end);
        }
        for _ in 0..MAX_ROLLOUT {
            // As in the engine's roll-out, a move that cannot be played
            // (none is expected) ends the hand as it stands: drawn.
            let Some(Ok(step)) = self.normal().map(|a| self.apply(a)) else {
                break;
            };
            if let Some(end) = step {
                return Some(end);
            }
        }
        Some(End {
            winner: None,
            points: 0,
        })
    }
}

/// Two-handed Gin's hands between two normal players (standard rules),
/// measured with `cargo run --release -p gin-lab --bin gin_hard_bench
/// -- stats 20000` (205,102 won hands): the winner by position, non-dealer
/// first...
const GIN_WINNER_ODDS: [f64; 2] = [0.5015, 0.4985];
/// ...and the winner's points in buckets of 5 (0-4, 5-9, ...; the last
/// holds 75 and over).
const GIN_POINTS: [u32; 16] = [
    30188, 46518, 36772, 25344, 17170, 22734, 8414, 6036, 4235, 3029, 2043, 1238, 665, 367, 147,
    202,
];

/// Two-handed Gin's hand model, point by point (the race solves two
/// seats so).
pub fn gin_hands() -> HandModel {
    HandModel::from_buckets_by_point(&GIN_WINNER_ODDS, &GIN_POINTS)
}

/// The two-handed race model for a target, built once per target.
pub fn model(target: u32) -> Arc<RaceModel> {
    crate::ai::race::shared(2, target, gin_hands)
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Level, Player};
    use rand::SeedableRng;

    /// The fast roll-out is the engine's roll-out, move for move, under
    /// the default roll-out players and under players set otherwise in
    /// every way ([`Sim::players_play`]): every candidate of every
    /// decision met in a few games under each rule switch it plays has
    /// the same value both ways, in the same sampled worlds.
    #[test]
    fn fast_rollouts_agree_with_the_engine() {
        let switches: &[&[&str]] = &[
            &[],
            &["oklahoma"],
            &["oklahoma_current"],
            &["eleven_card"],
            &["around_corner"],
            &["gin_only"],
            &["partnership"],
            &["alternative_scoring"],
        ];
        let mut compared = 0;
        for (n, names) in switches.iter().enumerate() {
            let mut rules = crate::engine::GinRules::default();
            for name in names.iter() {
                rules.set_switch(name).unwrap();
            }
            let mut all = vec![Rules::Gin(rules)];
            if n == 0 {
                all.push(Rules::Gin(crate::engine::GinRules::eaai_2021()));
            }
            for rules in all {
                for seed in 0..2u64 {
                    let (mut game, _) = Game::new(rules, seed).unwrap();
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    let mut steps = 0u32;
                    while !game.is_over() && steps < 150 {
                        let seat = game.to_act().first().copied().unwrap_or(0);
                        if steps.is_multiple_of(3) {
                            let view = game.seat_view(seat);
                            if let Some(mut problem) = GinProblem::new(&view) {
                                // The default, then players away from
                                // it in every way: knock caps, take
                                // gains, a greedy opponent.
                                if steps.is_multiple_of(2) {
                                    problem.tune(Tuning::DEFAULT);
                                } else {
                                    let mut players = [Params {
                                        knock_cap: 2,
                                        take_gain: 1,
                                        ..Params::NORMAL
                                    }; 2];
                                    players[problem.opponent_index] = if steps % 4 == 1 {
                                        Params {
                                            knock_cap: 0,
                                            ..Params::EASY
                                        }
                                    } else {
                                        Params {
                                            knock_cap: 0,
                                            take_gain: 9,
                                            ..Params::NORMAL
                                        }
                                    };
                                    play_rollouts_as(&mut problem, players);
                                }
                                assert!(problem.fast.is_some(), "{names:?}: no fast roll-out");
                                let heuristic = normal::choose_with(&view, 0, &Params::NORMAL);
                                let mut world = problem.new_world();
                                for _ in 0..2 {
                                    problem.sample(&mut rng, &mut world);
                                    for a in problem.candidates(&view, heuristic) {
                                        assert_eq!(
                                            problem.outcome(&world, a),
                                            problem.outcome_in_engine(&world, a),
                                            "{names:?} seed {seed} step {steps}: {a:?}"
                                        );
                                        compared += 1;
                                    }
                                }
                            }
                        }
                        let a = Player::Level(Level::Normal).choose_in(&game, seat);
                        game.apply(seat, a).unwrap();
                        steps += 1;
                    }
                }
            }
        }
        assert!(compared > 500, "only {compared} values compared");
    }

    /// Sets the roll-out players of both roll-outs directly, as
    /// [`GinProblem::tune`] does from the settings.
    fn play_rollouts_as(problem: &mut GinProblem<'_>, players: [Params; 2]) {
        problem.rollout = players;
        if let Some((start, _)) = &mut problem.fast {
            start.players_play = players;
        }
    }

    /// `tune` caps the seat's own roll-out knocks where its setting says
    /// (the defaults: only with gin) and leaves the opponent normal's.
    #[test]
    fn tune_caps_the_seat_s_own_roll_out_knocks() {
        let mut checked = 0;
        for seed in 0..6u64 {
            let (mut game, _) =
                Game::new(Rules::Gin(crate::engine::GinRules::default()), seed).unwrap();
            for _ in 0..30 {
                if game.is_over() || game.between_hands() {
                    break;
                }
                let seat = game.to_act().first().copied().unwrap_or(0);
                let view = game.seat_view(seat);
                if let Some(mut problem) = GinProblem::new(&view) {
                    let mine = 1 - problem.opponent_index;
                    problem.tune(Tuning::DEFAULT);
                    let opponent = problem.opponent_index;
                    for play in [
                        problem.rollout,
                        problem.fast.as_ref().unwrap().0.players_play,
                    ] {
                        assert_eq!(play[mine].knock_cap, 0);
                        assert_eq!(play[opponent].knock_cap, u32::MAX);
                        assert_eq!(play.map(|p| p.take_gain), [Params::NORMAL.take_gain; 2]);
                        assert_eq!(play.map(|p| p.w_danger), [Params::NORMAL.w_danger; 2]);
                    }
                    problem.tune(Tuning {
                        rollout_knock_self: 3,
                        ..Tuning::DEFAULT
                    });
                    for play in [
                        problem.rollout,
                        problem.fast.as_ref().unwrap().0.players_play,
                    ] {
                        assert_eq!(play[mine].knock_cap, 3);
                        assert_eq!(play[opponent].knock_cap, u32::MAX);
                    }
                    checked += 1;
                }
                let a = Player::Level(Level::Normal).choose_in(&game, seat);
                game.apply(seat, a).unwrap();
            }
        }
        assert!(checked > 20, "only {checked} decisions checked");
    }

    /// [`Tuning::rollout_knock_self`]: a roll-out player capped at a count
    /// of 0 plays on where normal knocks with a count, and still goes gin;
    /// the other player is untouched.
    #[test]
    fn a_capped_roll_out_player_knocks_only_with_gin() {
        let (mut held, mut gins) = (0, 0);
        for seed in 0..10u64 {
            let rules = Rules::Gin(crate::engine::GinRules::eaai_2021());
            let (mut game, _) = Game::new(rules, seed).unwrap();
            while !game.is_over() {
                if game.between_hands() {
                    game.apply(0, Action::NextHand).unwrap();
                    continue;
                }
                let seat = game.to_act().first().copied().unwrap_or(0);
                let Game::Gin(g) = &game else { unreachable!() };
                if let Some(mut sim) = Sim::of(&g.tables()[0]) {
                    let free = sim.normal();
                    sim.players_play[sim.turn].knock_cap = 0;
                    let capped = sim.normal();
                    sim.players_play = [Params {
                        knock_cap: 0,
                        ..Params::NORMAL
                    }; 2];
                    sim.players_play[sim.turn].knock_cap = u32::MAX;
                    assert_eq!(sim.normal(), free, "the other player's cap");
                    if let Some(Action::Knock { card }) = free {
                        let mut hand = sim.hands[sim.turn];
                        hand.remove(card);
                        if sim.settings.melds.deadwood(hand) == 0 {
                            assert_eq!(capped, free, "gin is still played");
                            gins += 1;
                        } else {
                            assert!(
                                matches!(capped, Some(Action::Discard { .. })),
                                "{capped:?} instead of {free:?}"
                            );
                            held += 1;
                        }
                    }
                }
                let a = Player::Level(Level::Normal).choose_in(&game, seat);
                game.apply(seat, a).unwrap();
            }
        }
        assert!(held > 10 && gins > 0, "{held} knocks held, {gins} gins");
    }

    /// Sampled worlds place exactly the cards the seat cannot see: the
    /// opponent holds what it is known to hold plus `hidden` unseen cards,
    /// the stock the rest; a stronger opponent model draws hands with less
    /// deadwood on average.
    #[test]
    fn worlds_place_the_unseen_cards_and_strength_lowers_deadwood() {
        let (mut game, _) = Game::new(Rules::Gin(crate::engine::GinRules::default()), 5).unwrap();
        let mut checked = 0;
        let mut steps = 0;
        while !game.is_over() && steps < 60 {
            let seat = game.to_act().first().copied().unwrap_or(0);
            let view = game.seat_view(seat);
            if let Some(mut weak) = GinProblem::new(&view) {
                weak.tune(Tuning {
                    opponent_strength: 0,
                    meld_taken: 0,
                    ..Tuning::DEFAULT
                });
                let mut strong = GinProblem::new(&view).unwrap();
                strong.tune(Tuning {
                    opponent_strength: 400,
                    meld_taken: 0,
                    ..Tuning::DEFAULT
                });
                let Game::Gin(g) = &game else { unreachable!() };
                let hand = &g.tables()[weak.table];
                let opponent_size = hand.hands[weak.opponent_index].len();
                let unseen: CardSet = CardSet::from_cards(weak.unseen.iter().map(|u| u.0));
                let mut rng = ChaCha8Rng::seed_from_u64(steps);
                let mut world = weak.new_world();
                let (mut dw_weak, mut dw_strong) = (0u32, 0u32);
                for (problem, total) in [(&weak, &mut dw_weak), (&strong, &mut dw_strong)] {
                    for _ in 0..40 {
                        problem.sample(&mut rng, &mut world);
                        let stock = CardSet::from_cards(world.stock.iter().copied());
                        assert_eq!(world.opponent.len(), opponent_size);
                        assert_eq!(stock.len() as usize, world.stock.len());
                        assert!(world.opponent.intersect(stock).is_empty());
                        assert_eq!(world.opponent.minus(weak.known).union(stock), unseen);
                        assert!(weak.known.is_subset(world.opponent));
                        *total += weak.melds.deadwood(world.opponent);
                    }
                }
                if strong.draws > 2 {
                    assert!(
                        dw_strong < dw_weak,
                        "step {steps}: {dw_strong} >= {dw_weak}"
                    );
                }
                checked += 1;
            }
            let a = Player::Level(Level::Normal).choose_in(&game, seat);
            game.apply(seat, a).unwrap();
            steps += 1;
        }
        assert!(checked > 10);
    }

    /// [`Tuning::meld_taken`]: the sampled opponent hands put the cards it
    /// took from the pile (and still holds) in melds far more often.
    #[test]
    fn meld_taken_puts_the_taken_cards_in_melds() {
        let (mut unmelded_off, mut unmelded_on, mut known_cards) = (0u32, 0u32, 0u32);
        for seed in 0..12u64 {
            let (mut game, _) =
                Game::new(Rules::Gin(crate::engine::GinRules::default()), seed).unwrap();
            let mut steps = 0;
            while !game.is_over() && steps < 80 {
                let seat = game.to_act().first().copied().unwrap_or(0);
                let view = game.seat_view(seat);
                if let Some(mut off) = GinProblem::new(&view) {
                    if !off.known.is_empty() {
                        off.tune(Tuning {
                            meld_taken: 0,
                            ..Tuning::DEFAULT
                        });
                        assert!(!off.meld_known);
                        let mut on = GinProblem::new(&view).unwrap();
                        on.tune(Tuning {
                            meld_taken: 16,
                            ..Tuning::DEFAULT
                        });
                        assert!(on.meld_known && on.draws >= 16);
                        let mut rng = ChaCha8Rng::seed_from_u64(steps);
                        let mut world = off.new_world();
                        for (problem, total) in [(&off, &mut unmelded_off), (&on, &mut unmelded_on)]
                        {
                            for _ in 0..20 {
                                problem.sample(&mut rng, &mut world);
                                assert!(off.known.is_subset(world.opponent));
                                let dw = off.melds.deadwood(world.opponent);
                                *total += off.unmelded_known(world.opponent, dw);
                            }
                        }
                        known_cards += 20 * off.known.len();
                    }
                }
                let a = Player::Level(Level::Normal).choose_in(&game, seat);
                game.apply(seat, a).unwrap();
                steps += 1;
            }
        }
        assert!(known_cards > 200, "only {known_cards} known cards met");
        assert!(
            unmelded_on * 2 < unmelded_off,
            "unmelded taken cards: {unmelded_on} with, {unmelded_off} without"
        );
    }

    /// With doubling (V5) the roll-outs go through the engine, with the
    /// same roll-out players as the fast roll-out.
    #[test]
    fn doubling_rolls_out_in_the_engine() {
        let mut rules = crate::engine::GinRules::default();
        rules.set_switch("doubling").unwrap();
        let (mut game, _) = Game::new(Rules::Gin(rules), 3).unwrap();
        let mut met = 0;
        for _ in 0..20 {
            let seat = game.to_act().first().copied().unwrap_or(0);
            if let Some(problem) = GinProblem::new(&game.seat_view(seat)) {
                assert!(problem.fast.is_none());
                // The engine's roll-out plays the default roll-out players
                // too: the seat's own knocks only with gin.
                assert_eq!(problem.rollout[1 - problem.opponent_index].knock_cap, 0);
                assert_eq!(problem.rollout[problem.opponent_index].knock_cap, u32::MAX);
                met += 1;
            }
            let a = Player::Level(Level::Normal).choose_in(&game, seat);
            game.apply(seat, a).unwrap();
        }
        assert!(met > 0);
    }
}
