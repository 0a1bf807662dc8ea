//! Determinized Monte Carlo search, for any game of the family.
//!
//! A seat cannot see the other hands or the stock, so the search samples
//! *worlds*: full deals consistent with everything the seat has seen (what a
//! game's [`Problem`] knows how to draw). Every candidate action is played
//! in the same worlds (common random numbers: the differences between
//! candidates are measured far more precisely than their values), each
//! followed by a roll-out of the rest of the hand, and scored by the chance
//! of winning the game that the hand's outcome leaves. The best mean wins.
//!
//! The search races its candidates: after a few worlds, one whose paired
//! difference to the leader is clearly negative is dropped, and the search
//! stops when one candidate is left. It is anytime: under a time budget it
//! returns the leader when the time is up. With a world budget it is
//! reproducible: the same problem and seed give the same choice.
//!
//! Nothing here knows the rules of a game: the game-specific parts (how to
//! sample a world, how to roll out a hand, what an outcome is worth) are
//! behind [`Problem`].

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// How much a searching player may think about one decision. Written (in
/// settings and on the command line) as `50ms` or as a number of worlds,
/// `400`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Budget {
    /// Look at worlds until this many milliseconds of wall-clock time have
    /// passed, then answer with the best action found (anytime). The
    /// search runs on the calling thread only.
    Millis(u32),
    /// Look at (at most) this many worlds: reproducible, whatever the
    /// machine's speed or load (for sim, tests and measurements).
    Worlds(u32),
}

impl Budget {
    /// The default for play: 50 ms of one core per decision.
    pub const DEFAULT: Budget = Budget::Millis(50);

    /// Checks a budget read from a setting.
    pub fn validate(self) -> Result<(), String> {
        match self {
            Budget::Millis(0) | Budget::Worlds(0) => {
                Err("a computer player's budget must be above 0".into())
            }
            Budget::Millis(ms) if ms > 60_000 => Err(format!(
                "a computer player's budget must be at most 60000 ms, not {ms}"
            )),
            Budget::Worlds(n) if n > 1_000_000 => Err(format!(
                "a computer player's budget must be at most 1000000 worlds, not {n}"
            )),
            _ => Ok(()),
        }
    }
}

impl Default for Budget {
    fn default() -> Self {
        Budget::DEFAULT
    }
}

impl std::fmt::Display for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Budget::Millis(ms) => write!(f, "{ms} ms"),
            Budget::Worlds(n) => write!(f, "{n} worlds"),
        }
    }
}

impl std::str::FromStr for Budget {
    type Err = String;
    /// `50ms` or `400` / `400w` / `400 worlds` (what `Display` writes
    /// reads back).
    fn from_str(s: &str) -> Result<Budget, String> {
        let t = s.trim().to_ascii_lowercase();
        let budget = if let Some(ms) = t.strip_suffix("ms") {
            Budget::Millis(ms.trim().parse().map_err(|_| bad_budget(s))?)
        } else {
            let n = ["worlds", "world", "w"]
                .iter()
                .find_map(|unit| t.strip_suffix(unit))
                .unwrap_or(&t);
            Budget::Worlds(n.trim().parse().map_err(|_| bad_budget(s))?)
        };
        budget.validate()?;
        Ok(budget)
    }
}

impl TryFrom<String> for Budget {
    type Error = String;
    fn try_from(s: String) -> Result<Budget, String> {
        s.parse()
    }
}

impl From<Budget> for String {
    fn from(b: Budget) -> String {
        match b {
            Budget::Millis(ms) => format!("{ms}ms"),
            Budget::Worlds(n) => n.to_string(),
        }
    }
}

fn bad_budget(s: &str) -> String {
    format!("{s:?} is no budget: write milliseconds as `50ms` or a number of worlds as `400`")
}

/// What the search needs from a game: how to sample a world the deciding
/// seat cannot tell from the real one, and what an action is worth in it.
pub trait Problem {
    type Action: Copy + PartialEq + std::fmt::Debug;
    /// One full deal (hidden cards placed). Reused from world to world, so
    /// sampling need not allocate.
    type World;
    fn new_world(&self) -> Self::World;
    /// Places the hidden cards of `world` at random, as the seat's
    /// knowledge makes them likely.
    fn sample(&self, rng: &mut ChaCha8Rng, world: &mut Self::World);
    /// How the hand ends when the deciding seat plays `action` in `world`
    /// and the hand is played out. Must be a function of its arguments (the
    /// world carries any randomness the roll-out needs), so every candidate
    /// meets the same future.
    fn outcome(&self, world: &Self::World, action: Self::Action) -> Outcome;
    /// The deciding seat's chance of winning the game (0..=1) after
    /// `action` in `world`: what the search compares.
    fn value(&self, world: &Self::World, action: Self::Action) -> f32 {
        self.outcome(world, action).win
    }
}

/// One roll-out's end, for the deciding seat.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outcome {
    /// The chance of winning the game (or match, or set) from the scores
    /// the hand leaves (0..=1).
    pub win: f32,
    /// The hand's points for the seat: what it scored, less what was
    /// scored against it (the winner's points when another seat won the
    /// hand); 0 for a drawn hand.
    pub points: f32,
}

impl Outcome {
    /// A hand that ended with `winner` (None: drawn) scoring `points`,
    /// seen from `me`, worth `win`.
    pub fn of(me: usize, winner: Option<usize>, points: u32, win: f32) -> Outcome {
        let points = match winner {
            Some(w) if w == me => points as f32,
            Some(_) => -(points as f32),
            None => 0.0,
        };
        Outcome { win, points }
    }
}

/// How the racing drops candidates.
#[derive(Debug, Clone, Copy)]
pub struct Racing {
    /// Worlds every candidate sees before any is dropped.
    pub min_worlds: u32,
    /// A candidate is dropped when it trails the leader by more than this
    /// many standard errors of the paired difference...
    pub z: f64,
    /// ...less this margin: candidates this close are as good as equal.
    pub equal: f64,
    /// The first candidate (a game's heuristic choice) is kept unless the
    /// leader beats it by this many standard errors: with few worlds the
    /// search's noise is worse than the heuristic's judgement.
    pub switch_z: f64,
}

impl Racing {
    pub const DEFAULT: Racing = Racing {
        min_worlds: 24,
        z: 3.0,
        equal: 0.002,
        switch_z: 2.0,
    };
}

impl Default for Racing {
    fn default() -> Self {
        Racing::DEFAULT
    }
}

/// The search's answer, with what it saw (for measurements and tests).
#[derive(Debug, Clone)]
pub struct Choice<A> {
    pub action: A,
    /// Worlds sampled.
    pub worlds: u32,
    /// Roll-outs played (a world is rolled out once per live candidate).
    pub rollouts: u64,
    /// Each candidate's mean value and the worlds it was played in.
    pub candidates: Vec<(A, f64, u32)>,
}

/// The most worlds a time budget may look at, so that a decision whose
/// candidates never separate still ends when the time is generous.
const MAX_WORLDS: u32 = 1 << 20;

/// A time budget stops the search at this share (percent) of it: the last
/// world runs past the deadline, and the decision's setup (the heuristic,
/// the candidates, the seat's knowledge) comes before it.
const DEADLINE_SHARE: u64 = 90;

/// Runs the search over `candidates` (at least one; the first is the
/// default when nothing separates them).
pub fn run<P: Problem>(
    problem: &P,
    candidates: &[P::Action],
    budget: Budget,
    racing: Racing,
    seed: u64,
) -> Choice<P::Action> {
    run_from(problem, candidates, budget, racing, seed, Instant::now())
}

/// [`run`] with a time budget counted from `start` (the decision's start,
/// so that its setup — the seat's knowledge, the candidates, the weighed
/// deals — is inside the budget).
pub fn run_from<P: Problem>(
    problem: &P,
    candidates: &[P::Action],
    budget: Budget,
    racing: Racing,
    seed: u64,
    start: Instant,
) -> Choice<P::Action> {
    assert!(!candidates.is_empty(), "the search needs a candidate");
    let (deadline, max_worlds) = match budget {
        Budget::Millis(ms) => (
            Some(start + Duration::from_micros(ms as u64 * 1000 * DEADLINE_SHARE / 100)),
            MAX_WORLDS,
        ),
        Budget::Worlds(n) => (None, n.max(1)),
    };
    let n = candidates.len();
    let mut stats = Stats::new(n);
    let mut alive: Vec<usize> = (0..n).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut world = problem.new_world();
    let mut values = vec![0f64; n];
    let mut worlds = 0u32;
    let mut rollouts = 0u64;
    while alive.len() > 1 && worlds < max_worlds {
        if let Some(d) = deadline {
            if worlds > 0 && Instant::now() >= d {
                break;
            }
        }
        problem.sample(&mut rng, &mut world);
        for &i in &alive {
            values[i] = problem.value(&world, candidates[i]) as f64;
        }
        rollouts += alive.len() as u64;
        stats.add(&alive, &values);
        worlds += 1;
        if worlds >= racing.min_worlds && worlds.is_multiple_of(4) {
            stats.drop_losers(&mut alive, racing);
        }
    }
    let mut best = stats.leader(&alive);
    if best != 0 && alive.contains(&0) && stats.z(best, 0) < racing.switch_z {
        best = 0;
    }
    Choice {
        action: candidates[best],
        worlds,
        rollouts,
        candidates: (0..n)
            .map(|i| (candidates[i], stats.mean(i), stats.count[i]))
            .collect(),
    }
}

/// Running sums per candidate and per pair, over the worlds where both were
/// alive (every live candidate has seen every world since the start).
struct Stats {
    n: usize,
    count: Vec<u32>,
    sum: Vec<f64>,
    /// Sum of squared differences `(x_i - x_j)^2`, row-major.
    sq_diff: Vec<f64>,
}

impl Stats {
    fn new(n: usize) -> Stats {
        Stats {
            n,
            count: vec![0; n],
            sum: vec![0.0; n],
            sq_diff: vec![0.0; n * n],
        }
    }

    fn add(&mut self, alive: &[usize], values: &[f64]) {
        for &i in alive {
            self.count[i] += 1;
            self.sum[i] += values[i];
            for &j in alive {
                if j > i {
                    let d = values[i] - values[j];
                    self.sq_diff[i * self.n + j] += d * d;
                }
            }
        }
    }

    fn mean(&self, i: usize) -> f64 {
        if self.count[i] == 0 {
            0.0
        } else {
            self.sum[i] / self.count[i] as f64
        }
    }

    /// The live candidate with the best mean (the earliest among equals).
    fn leader(&self, alive: &[usize]) -> usize {
        let mut best = alive[0];
        for &i in &alive[1..] {
            if self.mean(i) > self.mean(best) {
                best = i;
            }
        }
        best
    }

    /// The mean paired difference `i - j` and its standard error, over
    /// the worlds both have seen (all of them while both are alive).
    fn gap(&self, i: usize, j: usize) -> (f64, f64) {
        let m = self.count[i].min(self.count[j]).max(1) as f64;
        let (a, b) = (i.min(j), i.max(j));
        let gap = self.mean(i) - self.mean(j);
        let mean_sq = self.sq_diff[a * self.n + b] / m;
        let var = (mean_sq - gap * gap).max(0.0);
        (gap, (var / m).sqrt())
    }

    /// How many standard errors `i` leads `j` by (infinite when the
    /// difference never varies).
    fn z(&self, i: usize, j: usize) -> f64 {
        let (gap, se) = self.gap(i, j);
        if se > 0.0 {
            gap / se
        } else if gap > 0.0 {
            f64::INFINITY
        } else {
            0.0
        }
    }

    fn drop_losers(&self, alive: &mut Vec<usize>, racing: Racing) {
        let lead = self.leader(alive);
        alive.retain(|&j| {
            if j == lead {
                return true;
            }
            let (gap, se) = self.gap(lead, j);
            gap + racing.equal <= racing.z * se
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    /// Candidates whose value is a known mean plus world noise shared by
    /// all (as roll-outs from one world share most of their luck).
    struct Noisy {
        means: Vec<f32>,
    }

    impl Problem for Noisy {
        type Action = usize;
        type World = f32;
        fn new_world(&self) -> f32 {
            0.0
        }
        fn sample(&self, rng: &mut ChaCha8Rng, world: &mut f32) {
            *world = rng.random_range(-0.3..0.3);
        }
        fn outcome(&self, world: &f32, action: usize) -> Outcome {
            let wobble = ((action as f32 + 1.0) * world * 7.0).sin() * 0.05;
            let win = (self.means[action] + world + wobble).clamp(0.0, 1.0);
            Outcome { win, points: 0.0 }
        }
    }

    #[test]
    fn finds_the_best_candidate_and_drops_the_rest() {
        let p = Noisy {
            means: vec![0.40, 0.45, 0.55, 0.50, 0.30],
        };
        let c = run(
            &p,
            &[0, 1, 2, 3, 4],
            Budget::Worlds(5000),
            Racing::default(),
            1,
        );
        assert_eq!(c.action, 2);
        // Racing stopped long before the budget.
        assert!(c.worlds < 1000, "{} worlds", c.worlds);
    }

    #[test]
    fn same_seed_same_choice() {
        let p = Noisy {
            means: vec![0.50, 0.501, 0.499],
        };
        let a = run(&p, &[0, 1, 2], Budget::Worlds(300), Racing::default(), 9);
        let b = run(&p, &[0, 1, 2], Budget::Worlds(300), Racing::default(), 9);
        assert_eq!(a.action, b.action);
        assert_eq!(a.worlds, b.worlds);
        assert_eq!(a.candidates, b.candidates);
    }

    #[test]
    fn equal_candidates_end_early_with_the_first() {
        let p = Noisy {
            means: vec![0.5, 0.5],
        };
        struct Same(Noisy);
        impl Problem for Same {
            type Action = usize;
            type World = f32;
            fn new_world(&self) -> f32 {
                0.0
            }
            fn sample(&self, rng: &mut ChaCha8Rng, world: &mut f32) {
                self.0.sample(rng, world)
            }
            fn outcome(&self, world: &f32, _: usize) -> Outcome {
                self.0.outcome(world, 0)
            }
        }
        let c = run(
            &Same(p),
            &[0, 1],
            Budget::Millis(10_000),
            Racing::default(),
            3,
        );
        assert_eq!(c.action, 0);
        assert_eq!(c.worlds, Racing::default().min_worlds);
    }

    #[test]
    fn a_single_candidate_needs_no_world() {
        let p = Noisy { means: vec![0.5] };
        let c = run(&p, &[0], Budget::Worlds(100), Racing::default(), 3);
        assert_eq!((c.action, c.worlds), (0, 0));
    }

    #[test]
    fn a_time_budget_ends_in_time() {
        let p = Noisy {
            means: vec![0.5, 0.5001, 0.4999],
        };
        let t = Instant::now();
        let c = run(
            &p,
            &[0, 1, 2],
            Budget::Millis(20),
            Racing {
                equal: 0.0,
                ..Racing::default()
            },
            3,
        );
        assert!(c.worlds > 0);
        // Generous: a loaded test machine may pause the thread.
        assert!(t.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn budgets_parse_and_check() {
        assert_eq!("50ms".parse::<Budget>(), Ok(Budget::Millis(50)));
        assert_eq!("400".parse::<Budget>(), Ok(Budget::Worlds(400)));
        assert_eq!("400w".parse::<Budget>(), Ok(Budget::Worlds(400)));
        for b in [Budget::Worlds(200), Budget::Millis(50)] {
            assert_eq!(b.to_string().parse::<Budget>(), Ok(b), "{b} reads back");
        }
        assert!("0ms".parse::<Budget>().is_err());
        assert!("fast".parse::<Budget>().is_err());
        assert!("99999999ms".parse::<Budget>().is_err());
        for b in [Budget::Millis(50), Budget::Worlds(7)] {
            assert_eq!(String::from(b).parse(), Ok(b));
        }
    }
}
