//! Colonel for the coach: worlds sampled from a seat's reading of its
//! opponent, hands played out through the engine by two normal players,
//! and the match's winning chance from the totals a hand leaves.
//!
//! Colonel's computer players do not search (hard is normal's heuristic),
//! so this is the only search of Colonel: its roll-outs go through the
//! engine (a view and a reading a move), slower than the other games'
//! light copies, and the coach gives it fewer worlds.

use crate::ai::colonel::{self as player, Params};
use crate::ai::search::{Outcome, Problem};
use crate::engine::{Action, Card, CardSet, Game, Seat, SeatView};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use smallvec::SmallVec;

/// A roll-out that has not ended after this many moves ends drawn (the
/// engine ends hands that go round; only a guard).
const MAX_ROLLOUT: u32 = 2_000;

/// The standard deviation of one Colonel hand's points for a seat (won
/// positive, lost negative) between two normal players, measured with
/// `cargo run --release -p gin-lab --bin coach_lab -- colonel-spread`
/// (20,000 hands).
pub const HAND_SPREAD: f32 = 52.5;

/// One decision of a Colonel seat, as the coach's search sees it.
pub struct ColonelProblem<'a> {
    game: &'a Game,
    me: Seat,
    /// Cards the opponent is known to hold.
    known: CardSet,
    /// The cards the seat cannot place, with the reading's weights.
    unseen: SmallVec<[(Card, f32); 64]>,
    /// How many of them the opponent holds.
    hidden: usize,
}

/// A sampled deal: the opponent's hand and the stock (top card last).
pub struct ColonelWorld {
    opponent: CardSet,
    stock: Vec<Card>,
}

impl<'a> ColonelProblem<'a> {
    /// None outside a Colonel hand where the seat is to act.
    pub fn new(view: &SeatView<'a>) -> Option<ColonelProblem<'a>> {
        let cv = view.public().colonel()?;
        if view.public().between_hands() || cv.to_act() != Some(view.seat()) || view.seat() > 1 {
            return None;
        }
        let me = view.seat();
        let them = player::reading(&cv, me, 1 - me, view.hand());
        let unseen: SmallVec<[(Card, f32); 64]> = them
            .unknown
            .iter()
            .map(|c| (c, them.p_holds(c).max(1e-3)))
            .collect();
        let hidden = them.odds.hidden as usize;
        if hidden > unseen.len() || unseen.len() - hidden != cv.stock_len() {
            return None;
        }
        Some(ColonelProblem {
            game: view.game(),
            me,
            known: them.odds.known,
            unseen,
            hidden,
        })
    }

    /// The seat's chance of winning the match once a hand has ended with
    /// these totals and `left` hands still to play: certain when none is
    /// left, else the chance that the remaining hands' net points (a
    /// normal spread of [`HAND_SPREAD`] a hand) do not overturn the lead.
    fn match_chance(&self, totals: [u32; 2], left: u32) -> f32 {
        let lead = totals[self.me] as f32 - totals[1 - self.me] as f32;
        if left == 0 {
            return match lead.partial_cmp(&0.0) {
                Some(std::cmp::Ordering::Greater) => 1.0,
                Some(std::cmp::Ordering::Less) => 0.0,
                _ => 0.5,
            };
        }
        normal_cdf(lead / (HAND_SPREAD * (left as f32).sqrt()))
    }
}

/// The standard normal distribution function (Abramowitz–Stegun 7.1.26,
/// error below 1.5e-7).
fn normal_cdf(x: f32) -> f32 {
    let z = (x as f64).abs() / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * z);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-z * z).exp();
    let p = 0.5 * (1.0 + erf);
    (if x >= 0.0 { p } else { 1.0 - p }) as f32
}

impl Problem for ColonelProblem<'_> {
    type Action = Action;
    type World = ColonelWorld;

    fn new_world(&self) -> ColonelWorld {
        ColonelWorld {
            opponent: CardSet::EMPTY,
            stock: Vec::with_capacity(self.unseen.len()),
        }
    }

    /// The opponent's hidden cards drawn by the reading's weights
    /// (Efraimidis–Spirakis), the rest shuffled into the stock.
    fn sample(&self, rng: &mut ChaCha8Rng, world: &mut ColonelWorld) {
        let mut keyed: SmallVec<[(f32, Card); 64]> = self
            .unseen
            .iter()
            .map(|&(c, w)| (rng.random::<f32>().powf(1.0 / w), c))
            .collect();
        if self.hidden > 0 && self.hidden < keyed.len() {
            keyed.select_nth_unstable_by(self.hidden - 1, |a, b| b.0.total_cmp(&a.0));
        }
        world.opponent = self.known.union(CardSet::from_cards(
            keyed[..self.hidden].iter().map(|k| k.1),
        ));
        world.stock.clear();
        world.stock.extend(
            self.unseen
                .iter()
                .map(|u| u.0)
                .filter(|&c| !world.opponent.contains(c)),
        );
        for i in (1..world.stock.len()).rev() {
            let j = rng.random_range(0..=i);
            world.stock.swap(i, j);
        }
    }

    fn outcome(&self, world: &ColonelWorld, action: Action) -> Outcome {
        let lost = Outcome {
            win: 0.0,
            points: 0.0,
        };
        let mut game = self.game.clone();
        let Game::Colonel(g) = &mut game else {
            return lost;
        };
        let hand = g.hand_mut();
        hand.hands[1 - self.me] = world.opponent;
        hand.stock.clone_from(&world.stock);
        if game.apply(self.me, action).is_err() {
            return lost;
        }
        let mut steps = 0;
        while !game.between_hands() && !game.is_over() && steps < MAX_ROLLOUT {
            let Some(seat) = game.first_to_act() else {
                break;
            };
            let a = player::choose_with(&game.seat_view(seat), &Params::NORMAL);
            if game.apply(seat, a).is_err() {
                break;
            }
            steps += 1;
        }
        let Game::Colonel(g) = &game else {
            return lost;
        };
        let Some(result) = g.hand().result() else {
            return Outcome::of(self.me, None, 0, 0.5);
        };
        let left = g.rules().hands.saturating_sub(g.sheet().len() as u32);
        let win = self.match_chance(g.totals(), left);
        Outcome::of(self.me, result.winner, result.points, win)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_normal_distribution_function_is_close() {
        assert!((normal_cdf(0.0) - 0.5).abs() < 1e-6);
        assert!((normal_cdf(1.0) - 0.841_344_7).abs() < 1e-5);
        assert!((normal_cdf(-1.96) - 0.025).abs() < 1e-4);
    }
}
