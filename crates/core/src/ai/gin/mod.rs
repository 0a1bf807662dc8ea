//! Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G with every switch of Part V):
//! easy ([`easy`]), normal ([`normal`]) and hard ([`search`], a search
//! that rolls out with normal).
//!
//! Every level decides from the seat's view only ([`SeatView`]): its own
//! cards, the hand's public log (rebuilt into an [`Opponent`] on every
//! call) and the score board. Each switch enters through the view: the
//! knock limit the table states for the player to move (G5.1; Oklahoma's
//! first or current upcard, V1; gin only, V6), the meld rules (around the
//! corner, V4), the stake and the doubling phases (V5), the upcard offer
//! (G3) or the eleven-card opening (V3). A seat sitting out (V7) has nothing to
//! decide; a partnership seat (V8) plays its own table and reads its side's
//! standing from the board.
//!
//! Measured with `jersey-gin sim --game gin --seats normal,baseline` (see
//! `baseline.rs` and `docs/strength.md` for the figures).

pub mod easy;
pub mod normal;
pub mod search;

use super::opponent::Opponent;
use super::search::Budget;
use super::seen::Factors;
use super::Level;
use crate::engine::melds::MeldRules;
use crate::engine::{Action, GinTableView, Rules, SeatView};
use crate::engine::{CardSet, Seat};

/// Two-handed Gin's move for the seat of `view` at `level` (see
/// [`crate::ai::choose_with`]).
pub fn choose(level: Level, view: &SeatView<'_>, seed: u64, budget: Budget) -> Action {
    match level {
        Level::Easy => easy::choose(view),
        Level::Normal => normal::choose_with(view, seed, &Params::NORMAL),
        // The search falls back to normal's heuristic where it has no
        // choice to weigh (one candidate, or a spot it does not model).
        Level::Hard => search::choose(view, seed, budget),
    }
}

/// Weights of a two-handed Gin player.
#[derive(Debug, Clone, Copy)]
pub struct Params {
    /// Take the upcard when it lowers the deadwood by at least this...
    pub take_gain: u32,
    /// ...or by at least this when it makes a meld with the hand.
    pub meld_take_gain: u32,
    /// Points charged per live out given up by a discard...
    pub w_outs: f32,
    /// ...fading by this share per turn we have played...
    pub outs_fade: f32,
    /// ...and scaled by `1 + out_value * (value - 5) / 5` of the card.
    pub out_value: f32,
    /// Hold a knock with a count above this while we have played fewer
    /// than `hold_turns` turns (looking for a lower count or gin).
    pub hold_count: u32,
    pub hold_turns: u32,
    /// Knock (and take a card for a knock) only with a count of at most
    /// this, within the rules' limit (`u32::MAX`: as the rules allow). A
    /// model for the search's roll-outs of a player that waits for a lower
    /// count or gin; at the table every level plays `u32::MAX`.
    pub knock_cap: u32,
    /// Points charged per unit of meld danger to the opponent.
    pub w_danger: f32,
    /// Inference: factors on the chance that the opponent holds a card that
    /// melds with what it took / threw.
    pub near: f32,
    pub far: f32,
    /// V5: offer a double when the chance that the next draw from the
    /// stock lets us knock (the share of unseen cards that do) is at least
    /// this...
    pub offer_chance: f32,
    /// ...less this much when trailing by 50 points or more.
    pub offer_trailing: f32,
    /// Redouble when that chance is at least this.
    pub redouble_chance: f32,
    /// Resign a double with a deadwood this high or higher and a chance
    /// below `resign_chance`.
    pub resign_deadwood: u32,
    pub resign_chance: f32,
}

impl Params {
    pub const EASY: Params = Params {
        take_gain: 1,
        meld_take_gain: 1,
        w_outs: 0.0,
        outs_fade: 0.0,
        out_value: 0.0,
        hold_count: u32::MAX,
        hold_turns: 0,
        knock_cap: u32::MAX,
        w_danger: 0.0,
        near: 1.0,
        far: 1.0,
        offer_chance: 0.5,
        offer_trailing: 0.0,
        redouble_chance: f32::INFINITY,
        resign_deadwood: u32::MAX,
        resign_chance: 0.0,
    };
    pub const NORMAL: Params = Params {
        take_gain: 5,
        meld_take_gain: 1,
        w_outs: 1.0,
        outs_fade: 0.05,
        out_value: 0.0,
        hold_count: u32::MAX,
        hold_turns: 0,
        knock_cap: u32::MAX,
        w_danger: 6.0,
        near: 2.0,
        far: 0.5,
        offer_chance: 0.3,
        offer_trailing: 0.1,
        redouble_chance: 0.5,
        resign_deadwood: 35,
        resign_chance: 0.05,
    };
    pub const HARD: Params = Params::NORMAL;
}

/// The seat's own hand in play and what it needs to decide.
pub(crate) struct Spot<'a> {
    pub view: &'a SeatView<'a>,
    pub table: GinTableView<'a>,
    pub melds: MeldRules,
    pub hand: CardSet,
    pub me: Seat,
    pub opponent: Seat,
}

impl<'a> Spot<'a> {
    /// None between hands, while sitting out, or outside two-handed Gin.
    pub fn of(view: &'a SeatView<'a>) -> Option<Spot<'a>> {
        let Rules::Gin(_) = view.public().rules() else {
            return None;
        };
        let table = view.gin_table()?;
        let me = view.seat();
        Some(Spot {
            view,
            table,
            melds: table.settings().melds,
            hand: view.hand(),
            me,
            opponent: table.opponent_of(me),
        })
    }

    /// What we can tell of the opponent's hand, with inference.
    pub fn opponent(&self, factors: Factors) -> Opponent {
        let pile = CardSet::from_cards(self.table.discards().iter().copied());
        let mut k = Opponent::from_log(
            self.me,
            self.opponent,
            self.hand,
            self.melds,
            self.table.log(),
            pile,
            self.table.hand_size(self.opponent),
            self.table.first_upcard(),
        );
        if factors.infers() {
            k.infer(factors);
        }
        k
    }

    pub fn limit(&self) -> u32 {
        self.table.knock_limit()
    }
}

/// The score as one seat sees it: its competitor's total (its side's in a
/// partnership) against its opponent's, in the game that matters most
/// (Hollywood: the open game the opponent is closest to winning).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub mine: u32,
    pub theirs: u32,
    pub target: u32,
}

impl Standing {
    pub fn of(view: &SeatView<'_>, opponent: Seat) -> Option<Standing> {
        let Rules::Gin(rules) = view.public().rules() else {
            return None;
        };
        let board = view.public().gin_board()?;
        let me = view.seat();
        let mine = board.competitors.iter().position(|c| c.contains(&me))?;
        let theirs = board
            .competitors
            .iter()
            .position(|c| c.contains(&opponent))?;
        let target = rules.target();
        let game = board
            .games
            .iter()
            .filter(|t| t.reached.is_none())
            .max_by_key(|t| t.totals[theirs])
            .or(board.games.first())?;
        Some(Standing {
            mine: game.totals[mine],
            theirs: game.totals[theirs],
            target,
        })
    }
    /// How far we trail (0 when level or ahead).
    pub fn behind(&self) -> u32 {
        self.theirs.saturating_sub(self.mine)
    }
    /// Points the opponent still needs to reach the target.
    pub fn they_need(&self) -> u32 {
        self.target.saturating_sub(self.theirs)
    }
}

/// The share of the unseen cards that would let the hand of 10 knock if
/// drawn: the hand's prospects for V5's decisions.
fn knock_chance(s: &Spot<'_>, k: &Opponent) -> f32 {
    let n = k.unknown.len();
    if n == 0 {
        return 0.0;
    }
    let limit = s.limit();
    let knocks = k
        .unknown
        .iter()
        .filter(|&c| {
            s.melds
                .best_discards(s.hand.with(c), CardSet::from_cards([c]))
                .deadwood_after
                <= limit
        })
        .count();
    knocks as f32 / n as f32
}

/// V5.1: offer a double at the start of our turn?
fn offers_double(s: &Spot<'_>, p: &Params) -> bool {
    let mut needed = p.offer_chance;
    if let Some(st) = Standing::of(s.view, s.opponent) {
        if st.behind() >= 50 {
            needed -= p.offer_trailing;
        }
    }
    knock_chance(s, &s.opponent(Factors::NONE)) >= needed
}

fn spade(s: &Spot<'_>) -> u32 {
    if s.table.spade() {
        2
    } else {
        1
    }
}
