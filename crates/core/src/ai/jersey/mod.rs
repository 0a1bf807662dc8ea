//! Jersey Gin's players (docs/rules/jersey-gin.md): easy ([`easy`]), normal ([`normal`])
//! and hard ([`hard`], a search over normal's candidates). They read Jersey
//! Gin's table through [`knowledge::jersey_table`] and what a seat can
//! deduce of the hand through [`knowledge::Knowledge`]; [`search`] is the
//! hand as the search plays it, [`infer`] reads the opponents' hands from
//! their play.

pub mod easy;
pub mod hard;
pub mod infer;
pub mod knowledge;
pub mod normal;
pub mod search;

use super::search::Budget;
use super::Level;
use crate::engine::{Action, SeatView};

/// Jersey Gin's move for the seat of `view` at `level` (see
/// [`crate::ai::choose_with`]).
pub fn choose(level: Level, view: &SeatView<'_>, seed: u64, budget: Budget) -> Action {
    // Jersey Gin has seats 0 to 2; any other holds no cards.
    if view.seat() >= 3 {
        return super::fallback(view);
    }
    match level {
        Level::Easy => easy::choose(view),
        Level::Normal => normal::choose(view),
        Level::Hard => hard::choose(view, seed, budget),
    }
}
