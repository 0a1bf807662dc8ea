//! What a score line is worth: each seat's chance of winning the game.
//!
//! A game of the family is a race to the target: only the hand's winner
//! scores, and whoever reaches the target first wins the game (in Jersey
//! Gin the reacher's game bonus of 100 has put them first in every one of
//! 20,000 simulated games, so the race is the game). The model treats the
//! hands to come as independent, with a winner drawn by position at the
//! table and the winner's points from a histogram of real play, and solves
//! the race exactly by dynamic programming on a grid of scores; between
//! grid points it interpolates. Two seats are solved point by point (up
//! to a target of 150, 17 ms to build at 100), because near the end a
//! point decides: at 95 against 99 the seat needing 5 is behind the one
//! needing 1, where a grid of 5 points saw them level (3.8 points of
//! winning chance off). Three and four seats use about 20 cells a seat,
//! so that any target builds in milliseconds.
//!
//! The search scores a hand's outcome by the chance of winning the game it
//! leaves, which is what a player wants: near the end a small sure knock
//! may be worth more than a big uncertain one, and a hand that lets an
//! opponent reach the target is lost whatever its points.

use crate::engine::Seat;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// How hands end, for the model.
#[derive(Debug, Clone)]
pub struct HandModel {
    /// The chance that the seat at each position wins a hand, counted from
    /// the seat that plays first (left of the dealer); sums to 1.
    pub winner_odds: Vec<f64>,
    /// The winner's points as (points, weight); weights need not sum to 1.
    pub points: Vec<(u32, f64)>,
}

/// Win chances for every score line of a game, by next dealer.
#[derive(Debug, Clone)]
pub struct RaceModel {
    seats: usize,
    target: u32,
    /// Points per grid cell.
    step: f64,
    /// Cells per seat: scores `0, step, ..., (cells - 1) * step`.
    cells: usize,
    /// `[cell line][next dealer][seat]`.
    values: Vec<f32>,
}

/// About this many cells per seat, whatever the target, for three and
/// four seats (cells³ and cells⁴ lines).
const CELLS: u32 = 20;

/// At most this many cells per seat for two seats: a cell a point up to
/// this target.
const TWO_SEAT_CELLS: u32 = 150;

impl RaceModel {
    pub fn build(seats: usize, target: u32, model: &HandModel) -> RaceModel {
        assert!((2..=4).contains(&seats) && model.winner_odds.len() == seats);
        let target = target.max(1);
        let cells_per_seat = if seats == 2 { TWO_SEAT_CELLS } else { CELLS };
        let step = target.div_ceil(cells_per_seat).max(1) as f64;
        let cells = (target as f64 / step).ceil() as usize;
        // The winner's progress in cells: a split between two neighbouring
        // shifts keeps the mean; a hand always moves its winner at least a
        // cell, so the solve below only looks forward.
        let total: f64 = model.points.iter().map(|p| p.1).sum();
        let mut shift = vec![0f64; cells + 2];
        for &(points, w) in &model.points {
            let x = (points as f64 / step).max(1.0);
            let k = x.floor() as usize;
            let f = x - k as f64;
            let p = w / total;
            shift[k.min(cells + 1)] += p * (1.0 - f);
            shift[(k + 1).min(cells + 1)] += p * f;
        }
        // Only the shifts a hand can make, so that a point-by-point model
        // (hundreds of cells, a few dozen shifts) builds in milliseconds.
        let shifts: Vec<(usize, f64)> = shift
            .iter()
            .copied()
            .enumerate()
            .skip(1)
            .filter(|&(_, p)| p > 0.0)
            .collect();
        let lines = cells.pow(seats as u32);
        let mut values = vec![0f32; lines * seats * seats];
        let stride: Vec<usize> = (0..seats).map(|s| cells.pow(s as u32)).collect();
        let mut cell = vec![0usize; seats];
        // Every move raises one seat's cell, so the line index rises: solve
        // from the highest index down.
        for line in (0..lines).rev() {
            for (s, c) in cell.iter_mut().enumerate() {
                *c = line / stride[s] % cells;
            }
            for dealer in 0..seats {
                // The seat left of the dealer plays first and deals next.
                let first = (dealer + 1) % seats;
                let next = first;
                let mut v = [0f64; 4];
                for (winner, &odds) in model.winner_odds.iter().enumerate() {
                    let winner = (first + winner) % seats;
                    for &(k, p) in &shifts {
                        let to = cell[winner] + k;
                        if to >= cells {
                            v[winner] += odds * p;
                        } else {
                            let l = line + (to - cell[winner]) * stride[winner];
                            let base = (l * seats + next) * seats;
                            for (s, vs) in v[..seats].iter_mut().enumerate() {
                                *vs += odds * p * values[base + s] as f64;
                            }
                        }
                    }
                }
                let base = (line * seats + dealer) * seats;
                for s in 0..seats {
                    values[base + s] = v[s] as f32;
                }
            }
        }
        RaceModel {
            seats,
            target,
            step,
            cells,
            values,
        }
    }

    pub fn target(&self) -> u32 {
        self.target
    }

    /// `seat`'s chance of winning the game when the scores are `scores`
    /// and the game goes on with `dealer` dealing. A score at or over the
    /// target means the game is over.
    pub fn win_chance(&self, scores: &[u32], dealer: Seat, seat: Seat) -> f32 {
        debug_assert_eq!(scores.len(), self.seats);
        if let Some(w) = (0..self.seats).find(|&s| scores[s] >= self.target) {
            return if w == seat { 1.0 } else { 0.0 };
        }
        let last = (self.cells - 1) as f64;
        let mut lo = [0usize; 4];
        let mut frac = [0f64; 4];
        for s in 0..self.seats {
            let x = (scores[s] as f64 / self.step).min(last);
            lo[s] = x.floor() as usize;
            frac[s] = x - lo[s] as f64;
        }
        let mut total = 0.0;
        for corner in 0..(1usize << self.seats) {
            let mut weight = 1.0;
            let mut line = 0;
            let mut stride = 1;
            for s in 0..self.seats {
                let up = corner >> s & 1 == 1;
                let c = if up {
                    (lo[s] + 1).min(self.cells - 1)
                } else {
                    lo[s]
                };
                weight *= if up { frac[s] } else { 1.0 - frac[s] };
                line += c * stride;
                stride *= self.cells;
            }
            if weight > 0.0 {
                total +=
                    weight * self.values[(line * self.seats + dealer) * self.seats + seat] as f64;
            }
        }
        total as f32
    }
}

/// Jersey Gin's hands between three normal players, measured with
/// `cargo run --release -p gin-lab --bin hard_bench -- stats --games 20000`:
/// the winner by position from the first player...
const JERSEY_WINNER_ODDS: [f64; 3] = [0.3653, 0.3413, 0.2934];
/// ...and the winner's points in buckets of 5 (0-4, 5-9, ...; 95,837 hands).
const JERSEY_POINTS: [u32; 40] = [
    709, 2884, 5673, 7900, 9564, 9873, 9271, 8455, 7210, 6293, 5336, 4354, 3712, 3042, 2537, 2028,
    1670, 1353, 1010, 847, 610, 463, 330, 252, 157, 93, 65, 45, 28, 21, 13, 12, 8, 5, 6, 3, 2, 1,
    2, 0,
];

impl HandModel {
    /// A model from measured figures: the winner's odds by position, and
    /// counts of the winner's points in buckets of 5 (each bucket stands
    /// for its middle, 2, 7, 12, ...).
    pub fn from_buckets(winner_odds: &[f64], points_in_fives: &[u32]) -> HandModel {
        Self::bucketed(winner_odds, points_in_fives, &[2])
    }

    /// The same, each bucket's count shared evenly by its five points: for
    /// a model solved point by point, where a bucket's middle alone would
    /// make every win worth 2, 7, 12, ... points.
    pub fn from_buckets_by_point(winner_odds: &[f64], points_in_fives: &[u32]) -> HandModel {
        Self::bucketed(winner_odds, points_in_fives, &[0, 1, 2, 3, 4])
    }

    /// Each bucket's count shared evenly by the points `within` it (offsets
    /// from the bucket's first point).
    fn bucketed(winner_odds: &[f64], points_in_fives: &[u32], within: &[u32]) -> HandModel {
        let share = within.len() as f64;
        HandModel {
            winner_odds: winner_odds.to_vec(),
            points: points_in_fives
                .iter()
                .enumerate()
                .flat_map(|(b, &n)| {
                    within
                        .iter()
                        .map(move |&k| (b as u32 * 5 + k, n as f64 / share))
                })
                .collect(),
        }
    }
}

/// Jersey Gin's hand model (default table options).
pub fn jersey_hands() -> HandModel {
    HandModel::from_buckets(&JERSEY_WINNER_ODDS, &JERSEY_POINTS)
}

/// The Jersey Gin model for a target, built once per target and shared.
pub fn jersey(target: u32) -> Arc<RaceModel> {
    shared(3, target, jersey_hands)
}

/// The model of `seats` players racing to `target` with the hand model
/// `hands` makes, built once and shared by every decision after.
pub fn shared(seats: usize, target: u32, hands: fn() -> HandModel) -> Arc<RaceModel> {
    // Keyed by the hand model's maker too, so two games with the same
    // number of seats never share a model by accident.
    type Models = Mutex<HashMap<(usize, usize, u32), Arc<RaceModel>>>;
    static MODELS: OnceLock<Models> = OnceLock::new();
    let key = (hands as usize, seats, target);
    let models = MODELS.get_or_init(Default::default);
    if let Some(m) = models.lock().expect("race models").get(&key) {
        return m.clone();
    }
    // Built outside the lock: another thread may build the same model
    // meanwhile, and the first one stored wins.
    let model = Arc::new(RaceModel::build(seats, target, &hands()));
    models
        .lock()
        .expect("race models")
        .entry(key)
        .or_insert(model)
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_sum_to_one_and_favour_the_leader() {
        let m = jersey(100);
        for scores in [[0, 0, 0], [50, 20, 90], [99, 99, 99], [13, 77, 41]] {
            for dealer in 0..3 {
                let sum: f32 = (0..3).map(|s| m.win_chance(&scores, dealer, s)).sum();
                assert!((sum - 1.0).abs() < 1e-3, "{scores:?} {dealer}: {sum}");
            }
        }
        assert!(m.win_chance(&[80, 10, 10], 0, 0) > 0.6);
        assert!(m.win_chance(&[80, 10, 10], 0, 1) < 0.25);
        // More points never hurt.
        let mut last = 0.0;
        for s in (0..100).step_by(5) {
            let v = m.win_chance(&[s, 40, 40], 2, 0);
            assert!(v >= last - 1e-4, "{s}: {v} < {last}");
            last = v;
        }
    }

    #[test]
    fn at_the_start_the_dealer_is_behind() {
        let m = jersey(100);
        // Dealer 2 plays last in the first hand; the seats to its left play
        // first in the first two hands (the deal passes left, R3.3), so
        // both are ahead of it.
        let v: Vec<f32> = (0..3).map(|s| m.win_chance(&[0, 0, 0], 2, s)).collect();
        assert!(v[2] < v[0] && v[2] < v[1], "{v:?}");
        assert!(v.iter().all(|&x| (0.25..0.42).contains(&x)), "{v:?}");
    }

    #[test]
    fn reaching_the_target_ends_the_game() {
        let m = jersey(100);
        assert_eq!(m.win_chance(&[100, 0, 0], 0, 0), 1.0);
        assert_eq!(m.win_chance(&[140, 0, 0], 0, 1), 0.0);
    }

    /// Two seats' chances, from a plain recursion over every score line
    /// (the slow reference): the seat left of the dealer plays first, wins
    /// with the first odds and deals the next hand; a win of 0 points
    /// counts 1.
    fn two_seat_reference(target: u32, hands: &HandModel) -> HashMap<(u32, u32, usize), f64> {
        let total: f64 = hands.points.iter().map(|p| p.1).sum();
        let mut values = HashMap::new();
        for mine in (0..target).rev() {
            for theirs in (0..target).rev() {
                for dealer in 0..2 {
                    let first = 1 - dealer;
                    let mut v = 0.0;
                    for (winner, odds) in [
                        (first, hands.winner_odds[0]),
                        (dealer, hands.winner_odds[1]),
                    ] {
                        for &(points, w) in &hands.points {
                            let points = points.max(1);
                            let (m, t) = if winner == 0 {
                                (mine + points, theirs)
                            } else {
                                (mine, theirs + points)
                            };
                            let after = if m >= target {
                                1.0
                            } else if t >= target {
                                0.0
                            } else {
                                values[&(m, t, first)]
                            };
                            v += odds * w / total * after;
                        }
                    }
                    values.insert((mine, theirs, dealer), v);
                }
            }
        }
        values
    }

    #[test]
    fn two_seats_are_solved_point_by_point() {
        let hands = HandModel::from_buckets_by_point(&[0.55, 0.45], &[3, 5, 2, 1, 4]);
        for target in [37, 100] {
            let m = RaceModel::build(2, target, &hands);
            let reference = two_seat_reference(target, &hands);
            for (&(mine, theirs, dealer), &want) in &reference {
                let got = m.win_chance(&[mine, theirs], dealer, 0);
                assert!(
                    (got as f64 - want).abs() < 1e-4,
                    "{target}: {mine}-{theirs}, dealer {dealer}: {got} against {want}"
                );
            }
        }
    }

    #[test]
    fn near_the_end_every_point_counts() {
        // Regression: on a grid of 5 points, 95 against 99 looked level.
        let m = RaceModel::build(
            2,
            100,
            &HandModel::from_buckets_by_point(&[0.5, 0.5], &[30, 46, 37, 25, 17, 23, 8]),
        );
        let needs_five = m.win_chance(&[95, 99], 0, 0);
        assert!(needs_five < 0.47, "{needs_five}");
        assert!(m.win_chance(&[99, 95], 0, 0) > 0.53);
        assert!(m.win_chance(&[96, 50], 0, 0) > m.win_chance(&[95, 50], 0, 0));
    }

    #[test]
    fn two_seats_and_odd_targets_build() {
        let hands = HandModel {
            winner_odds: vec![0.5, 0.5],
            points: vec![(10, 1.0), (30, 1.0)],
        };
        for target in [1, 7, 100, 250, 10_000] {
            let m = RaceModel::build(2, target, &hands);
            let a = m.win_chance(&[0, 0], 0, 0);
            let b = m.win_chance(&[0, 0], 0, 1);
            assert!((a + b - 1.0).abs() < 1e-3, "{target}: {a} + {b}");
            assert!((0.3..0.7).contains(&a), "{target}: {a}");
        }
    }
}
