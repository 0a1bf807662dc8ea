//! The searching player of two-handed Gin (issue 13), `Level::Hard` there:
//! determinized Monte Carlo over the generic search of [`super::search`].
//!
//! A world places the cards the seat cannot see: the opponent's hidden
//! cards (its hand less what it is known to hold, from the pile) and the
//! stock's order. Hidden cards are drawn with the weights of the seat's
//! [`Seen`] (normal's inference: unseen cards that meld with what the
//! opponent took are likelier in its hand, those that meld with what it
//! threw or passed less likely); the rest, shuffled, is the stock. Each
//! candidate is applied in the world and the hand is played out by two
//! normal players; the outcome is scored by the seat's chance of winning
//! the game from the scores it leaves ([`super::race`]).
//!
//! Searched: the upcard offer and each draw (take or not), and each
//! discard (normal's choice, every knock, and the discards that leave the
//! least deadwood). Doubling (V5) and everything outside a two-handed
//! table are normal's.

use super::gin::{self, Params, Spot, Standing};
use super::race::{HandModel, RaceModel};
use super::search::{self, Budget, Choice, Problem, Racing};
use crate::engine::family::{Action, Game, GinPhase, NextDealer, Rules, SeatView};
use crate::engine::{Card, CardSet, Seat};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use smallvec::SmallVec;
use std::sync::Arc;

/// Discards searched besides normal's choice and the knocks: the ones
/// leaving the least deadwood.
const DISCARDS: usize = 4;

/// A roll-out that has not ended after this many actions is scored as it
/// stands (G4.2 ends hands that go round, so this is only a guard).
const MAX_ROLLOUT: u32 = 600;

/// Hard's choice in two-handed Gin, with what the search saw; None when the
/// decision is not one it searches (normal decides then).
pub fn search(view: &SeatView<'_>, seed: u64, budget: Budget) -> Option<Choice<Action>> {
    let problem = GinProblem::new(view)?;
    let heuristic = gin::choose_with(view, seed, &Params::NORMAL);
    let candidates = problem.candidates(view, heuristic);
    if candidates.len() < 2 {
        return None;
    }
    Some(search::run(
        &problem,
        &candidates,
        budget,
        Racing::default(),
        seed,
    ))
}

/// Hard's action in two-handed Gin.
pub fn choose(view: &SeatView<'_>, seed: u64, budget: Budget) -> Action {
    match search(view, seed, budget) {
        Some(choice) => choice.action,
        None => gin::choose_with(view, seed, &Params::NORMAL),
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
}

/// A sampled deal: the opponent's hand and the stock (top card last).
pub struct GinWorld {
    opponent: CardSet,
    stock: Vec<Card>,
}

impl<'a> GinProblem<'a> {
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
        let seen = spot.seen(p.near, p.far);
        let unseen: SmallVec<[(Card, f32); 64]> = seen
            .unknown
            .iter()
            .map(|c| (c, seen.p_holds(c).max(1e-3)))
            .collect();
        let hidden = seen.hidden as usize;
        if hidden > unseen.len() {
            return None;
        }
        let players = spot.table.players();
        Some(GinProblem {
            game: view.game(),
            table: spot.table.table(),
            me: spot.me,
            opponent: spot.opponent,
            opponent_index: players.iter().position(|&s| s == spot.opponent)?,
            known: seen.known,
            unseen,
            hidden,
            standing,
            next_dealer: rules.next_dealer,
            dealer: spot.table.dealer(),
            race: model(standing.target),
        })
    }

    /// The actions worth searching, normal's first (the search keeps it
    /// unless another is clearly better).
    fn candidates(&self, view: &SeatView<'_>, heuristic: Action) -> Vec<Action> {
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
                for &(_, card) in options.iter().take(DISCARDS) {
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

    /// The seat's chance of winning the game after the hand ends in `game`.
    fn outcome_value(&self, game: &Game) -> f32 {
        let Game::Gin(g) = game else {
            return 0.5;
        };
        let st = self.standing;
        // Seat 0 of the model is this seat, 1 the opponent.
        let same_dealer = if self.dealer == self.me { 0 } else { 1 };
        let Some(result) = g.tables()[self.table].result() else {
            return self.race.win_chance(&[st.mine, st.theirs], same_dealer, 0);
        };
        let Some(winner) = result.winner else {
            // A drawn hand is dealt again, the scores unchanged.
            return self.race.win_chance(&[st.mine, st.theirs], same_dealer, 0);
        };
        let won = winner == self.me;
        let (mine, theirs) = if won {
            (st.mine + result.points, st.theirs)
        } else {
            (st.mine, st.theirs + result.points)
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
        // Weighted sampling without replacement (Efraimidis–Spirakis): the
        // `hidden` cards with the largest `u^(1/w)` go to the opponent.
        let mut keyed: SmallVec<[(f32, Card); 64]> = self
            .unseen
            .iter()
            .map(|&(c, w)| (rng.random::<f32>().powf(1.0 / w), c))
            .collect();
        keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
        world.opponent = self.known;
        world.stock.clear();
        for (i, &(_, c)) in keyed.iter().enumerate() {
            if i < self.hidden {
                world.opponent.insert(c);
            } else {
                world.stock.push(c);
            }
        }
        // The stock's order: a fresh shuffle.
        for i in (1..world.stock.len()).rev() {
            let j = rng.random_range(0..=i);
            world.stock.swap(i, j);
        }
    }

    fn value(&self, world: &GinWorld, action: Action) -> f32 {
        let mut game = self.game.clone();
        {
            let Game::Gin(g) = &mut game else {
                return 0.5;
            };
            let hand = g.table_mut(self.table);
            hand.hands[self.opponent_index] = world.opponent;
            hand.stock.clone_from(&world.stock);
        }
        if game.apply(self.me, action).is_err() {
            return 0.0;
        }
        let mut steps = 0;
        loop {
            let Game::Gin(g) = &game else {
                return 0.5;
            };
            let table = &g.tables()[self.table];
            let Some(seat) = table.to_act() else {
                break;
            };
            if table.is_over() || steps >= MAX_ROLLOUT {
                break;
            }
            debug_assert!(seat == self.me || seat == self.opponent);
            let action = gin::choose_with(&game.seat_view(seat), 0, &Params::NORMAL);
            if game.apply(seat, action).is_err() {
                break;
            }
            steps += 1;
        }
        self.outcome_value(&game)
    }
}

/// Two-handed Gin's hands between two normal players (standard rules),
/// measured with `cargo run --release -p gin-core --example gin_hard_bench
/// -- stats 20000` (205,102 won hands): the winner by position, non-dealer
/// first...
const GIN_WINNER_ODDS: [f64; 2] = [0.5015, 0.4985];
/// ...and the winner's points in buckets of 5 (0-4, 5-9, ...; the last
/// holds 75 and over).
const GIN_POINTS: [u32; 16] = [
    30188, 46518, 36772, 25344, 17170, 22734, 8414, 6036, 4235, 3029, 2043, 1238, 665, 367, 147,
    202,
];

/// Two-handed Gin's hand model.
pub fn gin_hands() -> HandModel {
    HandModel::from_buckets(&GIN_WINNER_ODDS, &GIN_POINTS)
}

/// The two-handed race model for a target, built once per target.
pub fn model(target: u32) -> Arc<RaceModel> {
    super::race::shared(2, target, gin_hands)
}
