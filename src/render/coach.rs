//! The coach's hint as people read it, in both front ends: the best
//! actions now, each with its chance to win the game (Colonel: the match)
//! and the hand's expected points.

use super::{action, Names};
use crate::ai::coach::Analysis;
use crate::engine::{GameKind, Seat};
use gin_text::{tr, Lang};

/// Card symbols in a language, for the coach's texts (which name cards
/// and moves, never a seat).
pub struct CardsIn(pub Lang);

impl Names for CardsIn {
    fn seat(&self, seat: Seat) -> String {
        (seat + 1).to_string()
    }
    fn lang(&self) -> Lang {
        self.0
    }
}

/// How many options a hint shows.
pub const HINT_OPTIONS: usize = 3;

/// The hint's text: a title and one line per option, best first; or that
/// there is no decision to hint at.
pub fn hint_text(analysis: Option<&Analysis>, kind: GameKind, n: &dyn Names) -> String {
    let lang = n.lang();
    let Some(a) = analysis else {
        return tr!(lang, "hand-hint-none");
    };
    let what = match kind {
        GameKind::Colonel => "match",
        GameKind::Jersey | GameKind::Gin => "game",
    };
    let mut s = tr!(lang, "hand-hint-title");
    for (i, o) in a.top(HINT_OPTIONS).iter().enumerate() {
        s.push('\n');
        s += &tr!(
            lang,
            "hand-hint-line",
            rank = i + 1,
            action = action(&o.action, n),
            chance = (o.win * 100.0).round() as i64,
            what = what,
            points = (o.points as f64 * 10.0).round() / 10.0
        );
    }
    s
}
