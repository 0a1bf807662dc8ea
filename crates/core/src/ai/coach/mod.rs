//! The coach: what a seat's best actions are now, with the chance each
//! leaves of winning the game (or match, or set) and the hand's expected
//! points, for a hint; and how much winning chance an action played cost,
//! for a review.
//!
//! It sees what the seat sees and nothing more: the worlds it plays in are
//! the computer players' own ([`crate::ai::search::Problem`]s, sampled from
//! the seat's view), so a hint is the same whatever the hidden cards are.
//! Its best action is the searching player's choice (hard, at the coach's
//! world budget; in Colonel, where hard does not search, a search over
//! normal's choice and every legal action run the same way). The figures
//! of the best action and its rivals come from a second, fixed set of
//! worlds where every one of them is played: first every legal action on a
//! few worlds, then the best few of those and the action asked about on
//! many. With world budgets, the same view and seed give the same answer.

pub mod calibration;
pub mod colonel;
pub mod review;

use crate::ai::gin::search::GinProblem;
use crate::ai::jersey::hard;
use crate::ai::jersey::knowledge::jersey_table;
use crate::ai::jersey::search::JerseyProblem;
use crate::ai::search::{self, Budget, Problem, Racing};
use crate::ai::{Config, Level};
use crate::engine::{Action, GameKind, SeatView};
use colonel::ColonelProblem;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// How much the coach may think about one decision (world counts: the
/// answer is reproducible whatever the machine's load).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The searching player's budget for the best action.
    pub search_worlds: u32,
    /// Worlds every legal action is screened on.
    pub screen_worlds: u32,
    /// How many rivals of the best action the screening keeps.
    pub rivals: usize,
    /// Worlds the kept actions' figures come from.
    pub worlds: u32,
    /// Whether chances are shown as measured ([`calibration`]) rather than
    /// as the search's raw figures (which the calibration is fitted on).
    pub calibrated: bool,
}

impl Settings {
    /// The settings measured to answer within the coach's time target
    /// (p99 ≤ 250 ms of one core, `coach_bench` in the lab) for each game.
    pub fn for_kind(kind: GameKind) -> Settings {
        match kind {
            GameKind::Gin => Settings {
                search_worlds: 1200,
                screen_worlds: 24,
                rivals: 4,
                worlds: 600,
                calibrated: true,
            },
            GameKind::Jersey => Settings {
                search_worlds: 600,
                screen_worlds: 16,
                rivals: 3,
                worlds: 320,
                calibrated: true,
            },
            GameKind::Colonel => Settings {
                search_worlds: 96,
                screen_worlds: 6,
                rivals: 3,
                worlds: 48,
                calibrated: true,
            },
        }
    }
}

/// One action with what the coach expects of it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Advice {
    pub action: Action,
    /// The chance of winning the game (match, set) after it, 0..=1.
    pub win: f32,
    /// The hand's expected points for the seat after it (what it scores
    /// less what is scored against it).
    pub points: f32,
}

/// What the coach found for one decision: the best action first, then its
/// rivals best first.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    pub options: Vec<Advice>,
    /// Worlds behind each option's figures.
    pub worlds: u32,
}

impl Analysis {
    /// The searching player's choice.
    pub fn best(&self) -> Advice {
        self.options[0]
    }
    /// The best `n` options (a hint shows three).
    pub fn top(&self, n: usize) -> &[Advice] {
        &self.options[..n.min(self.options.len())]
    }
    /// The figures of `action`, when it was among the options.
    pub fn of(&self, action: Action) -> Option<Advice> {
        self.options.iter().find(|a| a.action == action).copied()
    }
    /// How much winning chance `action` gives up against the best one
    /// (never below 0; 0 for the best itself).
    pub fn loss(&self, action: Action) -> Option<f32> {
        let played = self.of(action)?;
        Some(if action == self.best().action {
            0.0
        } else {
            (self.best().win - played.win).max(0.0)
        })
    }
}

/// The hint for the seat of `view`: None when it has no decision to make
/// (not its turn, between hands, the game over) or none the coach reads.
pub fn hint(view: &SeatView<'_>, seed: u64) -> Option<Analysis> {
    let settings = Settings::for_kind(view.public().rules().kind());
    analyse(view, None, seed, &settings)
}

/// The coach's analysis of the seat's decision, with `played` (a legal
/// action) always among the options: a review's line.
pub fn assess(view: &SeatView<'_>, played: Action, seed: u64) -> Option<Analysis> {
    let settings = Settings::for_kind(view.public().rules().kind());
    analyse(view, Some(played), seed, &settings)
}

/// [`hint`] and [`assess`] with given settings.
pub fn analyse(
    view: &SeatView<'_>,
    played: Option<Action>,
    seed: u64,
    settings: &Settings,
) -> Option<Analysis> {
    if view.public().between_hands() || view.public().is_over() {
        return None;
    }
    let legal: Vec<Action> = view
        .legal_actions()
        .into_iter()
        .filter(|a| !matches!(a, Action::Resign | Action::NextHand))
        .collect();
    if legal.is_empty() || played.is_some_and(|p| !legal.contains(&p)) {
        return None;
    }
    let config = Config {
        budget: Budget::Worlds(settings.search_worlds),
    };
    let kind = view.public().rules().kind();
    let mut analysis = match kind {
        GameKind::Gin => {
            let problem = GinProblem::new(view)?;
            let best = crate::ai::choose_with(Level::Hard, view, seed, &config);
            figures(&problem, best, played, &legal, seed, settings)
        }
        GameKind::Jersey => {
            let tuning = hard::Tuning::default();
            let (k, _) = hard::candidates(view, &tuning);
            let target = jersey_table(view).options().target;
            let problem = JerseyProblem::new(
                view,
                &k,
                crate::ai::race::jersey(target),
                &tuning.sampling,
                hard::roll_out_player(&tuning.params),
                seed,
            );
            let best = crate::ai::choose_with(Level::Hard, view, seed, &config);
            figures(&problem, best, played, &legal, seed, settings)
        }
        GameKind::Colonel => {
            let problem = ColonelProblem::new(view)?;
            let normal = crate::ai::choose_with(Level::Normal, view, seed, &config);
            let candidates = ordered(normal, None, &legal);
            let best =
                search::run(&problem, &candidates, config.budget, Racing::DEFAULT, seed).action;
            figures(&problem, best, played, &legal, seed, settings)
        }
    };
    if settings.calibrated {
        for option in &mut analysis.options {
            option.win = calibration::shown(kind, option.win);
        }
    }
    Some(analysis)
}

/// `first`, then `also`, then the rest of `legal`, each once.
fn ordered(first: Action, also: Option<Action>, legal: &[Action]) -> Vec<Action> {
    let mut out = vec![first];
    for a in also.into_iter().chain(legal.iter().copied()) {
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out
}

/// Seeds of the coach's two rounds of worlds, apart from the search's.
const SCREEN_STREAM: u64 = 0x5C2E_E000_0000_0001;
const FIGURES_STREAM: u64 = 0xF16E_0000_0000_0002;

/// The best action's figures and its rivals': every legal action screened
/// on a few worlds, the best action, `played` and the strongest rivals
/// played on many.
fn figures<P: Problem<Action = Action>>(
    problem: &P,
    best: Action,
    played: Option<Action>,
    legal: &[Action],
    seed: u64,
    settings: &Settings,
) -> Analysis {
    let mut kept = ordered(best, played, legal);
    let fixed = if played.is_some_and(|p| p != best) {
        2
    } else {
        1
    };
    if kept.len() > fixed + settings.rivals {
        let screened = play(problem, &kept, settings.screen_worlds, seed ^ SCREEN_STREAM);
        let mut rivals: Vec<Advice> = screened[fixed..].to_vec();
        rivals.sort_by(|a, b| b.win.total_cmp(&a.win).then(b.points.total_cmp(&a.points)));
        kept.truncate(fixed);
        kept.extend(rivals.iter().take(settings.rivals).map(|a| a.action));
    }
    let mut options = play(problem, &kept, settings.worlds, seed ^ FIGURES_STREAM);
    options[1..].sort_by(|a, b| b.win.total_cmp(&a.win).then(b.points.total_cmp(&a.points)));
    Analysis {
        options,
        worlds: settings.worlds,
    }
}

/// Every action played in the same `worlds` worlds: their mean outcomes.
fn play<P: Problem<Action = Action>>(
    problem: &P,
    actions: &[Action],
    worlds: u32,
    seed: u64,
) -> Vec<Advice> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut world = problem.new_world();
    let mut sums = vec![(0f64, 0f64); actions.len()];
    let n = worlds.max(1);
    for _ in 0..n {
        problem.sample(&mut rng, &mut world);
        for (sum, &a) in sums.iter_mut().zip(actions) {
            let o = problem.outcome(&world, a);
            sum.0 += o.win as f64;
            sum.1 += o.points as f64;
        }
    }
    actions
        .iter()
        .zip(&sums)
        .map(|(&action, &(win, points))| Advice {
            action,
            win: (win / n as f64) as f32,
            points: (points / n as f64) as f32,
        })
        .collect()
}

#[cfg(test)]
mod tests;
