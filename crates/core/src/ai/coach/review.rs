//! A review of one seat's decisions in a hand: for each, the action the
//! search prefers, the winning chance the played action gave up, and a
//! grade; a line on luck; an accuracy.
//!
//! Grades are by the loss of winning chance (the game's, match's or
//! set's) against the coach's best action, in points of chance:
//! below [`INACCURACY`] good, then inaccuracy, [`MISTAKE`] and
//! [`BLUNDER`]. Why these, for Gin: see `docs/strength.md` ("The
//! coach's grades").
//!
//! Luck: between two of the seat's decisions, the cards drawn and the
//! other players' play move the chance from what the coach expected after
//! the first (the played action's figure) to what the seat holds at the
//! second (the best action's figure there); luck is the sum of those
//! moves, decisions apart.

use super::{analyse, Advice, Settings};
use crate::ai::move_seed;
use crate::engine::{Action, Game, Seat};

/// Losses of winning chance (0..1) at which a decision stops being good...
pub const INACCURACY: f32 = 0.02;
/// ...is a mistake...
pub const MISTAKE: f32 = 0.05;
/// ...and a blunder.
pub const BLUNDER: f32 = 0.10;

/// How good a decision was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    /// The grade of a decision that gave up `loss` of winning chance.
    pub fn of(loss: f32) -> Grade {
        if loss >= BLUNDER {
            Grade::Blunder
        } else if loss >= MISTAKE {
            Grade::Mistake
        } else if loss >= INACCURACY {
            Grade::Inaccuracy
        } else {
            Grade::Good
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// One decision of the seat.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// Its place in the moves given (0 = the first).
    pub index: usize,
    pub played: Advice,
    pub best: Advice,
    /// Winning chance given up (0..1).
    pub loss: f32,
    pub grade: Grade,
}

/// A seat's decisions in a stretch of play.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub seat: Seat,
    pub lines: Vec<Line>,
    /// Winning chance the cards and the other players moved, decisions
    /// apart (points of chance, −1..1).
    pub luck: f32,
}

impl Review {
    /// How accurately the seat played, 0..=100: each decision scores `100 × e^(−loss / 0.05)` (a loss of 5 points of
    /// chance scores 37), and accuracy is their mean; 100 without
    /// decisions.
    pub fn accuracy(&self) -> f32 {
        accuracy(self.lines.iter().map(|l| l.loss))
    }
    /// The decision that gave up the most, if any gave up anything.
    pub fn worst(&self) -> Option<&Line> {
        self.lines
            .iter()
            .filter(|l| l.loss > 0.0)
            .max_by(|a, b| a.loss.total_cmp(&b.loss))
    }
    /// How many decisions got `grade`.
    pub fn count(&self, grade: Grade) -> usize {
        self.lines.iter().filter(|l| l.grade == grade).count()
    }
}

/// The accuracy of decisions that gave up these losses (see
/// [`Review::accuracy`]).
pub fn accuracy(losses: impl Iterator<Item = f32>) -> f32 {
    let (mut sum, mut n) = (0.0f32, 0u32);
    for loss in losses {
        sum += 100.0 * (-loss / MISTAKE).exp();
        n += 1;
    }
    if n == 0 {
        100.0
    } else {
        sum / n as f32
    }
}

/// Reviews `seat`'s decisions in `moves` played from `start` (each move
/// legal in turn), with the coach's settings for the game.
pub fn review(start: &Game, moves: &[(Seat, Action)], seat: Seat) -> Review {
    let settings = Settings::for_kind(start.kind());
    review_with(start, moves, seat, &settings)
}

/// [`review`] with given settings. A decision is one where the seat had a
/// choice (a single legal action is not reviewed); each is analysed with
/// the move's seed ([`move_seed`]), as a hint at that moment would be.
pub fn review_with(
    start: &Game,
    moves: &[(Seat, Action)],
    seat: Seat,
    settings: &Settings,
) -> Review {
    let mut game = start.clone();
    let mut lines = Vec::new();
    let mut luck = 0.0;
    let mut expected: Option<f32> = None;
    for (index, &(who, action)) in moves.iter().enumerate() {
        if who == seat && !game.between_hands() {
            let view = game.seat_view(seat);
            let choices = view
                .legal_actions()
                .iter()
                .filter(|a| !matches!(a, Action::Resign | Action::NextHand))
                .count();
            if choices > 1 {
                let seed = move_seed(game.seed(), game.moves());
                if let Some(a) = analyse(&view, Some(action), seed, settings) {
                    let best = a.best();
                    let played = a.of(action).expect("the played action is figured");
                    let loss = a.loss(action).unwrap_or(0.0);
                    if let Some(e) = expected {
                        luck += best.win - e;
                    }
                    expected = Some(played.win);
                    lines.push(Line {
                        index,
                        played,
                        best,
                        loss,
                        grade: Grade::of(loss),
                    });
                }
            }
        }
        if game.between_hands() {
            expected = None;
        }
        if game.apply(who, action).is_err() {
            break;
        }
    }
    Review { seat, lines, luck }
}
