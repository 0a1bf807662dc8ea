//! Hard: estimates where the unseen cards are and looks one draw ahead.
//!
//! - Discards: the candidates that normal's quick score likes are compared
//!   by the expected deadwood after the next draw (every unseen card equally
//!   likely), with a bonus for reaching a knock or gin, plus the danger of
//!   feeding the left player.
//! - Knocks: timed by the risk of an underknock, which grows with the turns
//!   the opponents have had and the cards they picked up.
//! - The break: counts layoffs onto the table, takes every usable upcard,
//!   and does not throw what the left player can lay off.

use super::knowledge::{hand_outs, outs, Knowledge};
use super::normal::break_discard;
use crate::engine::melds::{best_discards, deadwood, each_discard, usable_at_once};
use crate::engine::{Action, Card, CardSet, Phase, SeatView};

/// Weights of the hard player (found by simulation).
#[derive(Debug, Clone, Copy)]
pub struct Params {
    pub w_outs: f32,
    pub w_danger: f32,
    pub take_gain: u32,
    pub w_break_danger: f32,
    /// How many discards get the look-ahead.
    pub candidates: usize,
    /// Value of being able to knock after the next draw, in deadwood points.
    pub knock_bonus: f32,
    /// Extra value of gin after the next draw.
    pub gin_bonus: f32,
    /// Danger weight in the look-ahead.
    pub w_danger2: f32,
    /// Knock when the deadwood is at most `knock_base - knock_slope * turns`.
    pub knock_base: f32,
    pub knock_slope: f32,
    pub take_mode: u32,
    pub take_margin: f32,
    pub take_w_outs: f32,
    pub horizon: f32,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            w_outs: 4.0,
            w_danger: 2.0,
            take_gain: 5,
            w_break_danger: 6.0,
            candidates: 1,
            knock_bonus: 0.0,
            gin_bonus: 0.0,
            w_danger2: 2.0,
            knock_base: 10.0,
            knock_slope: 0.0,
            take_mode: 1,
            take_margin: 0.0,
            take_w_outs: 0.0,
            horizon: 1.0,
        }
    }
}

impl Params {
    /// Overrides weights from a list (for tuning experiments).
    pub fn apply(&mut self, v: &[f32]) {
        let fields: [&mut f32; 9] = [
            &mut self.w_outs,
            &mut self.w_danger,
            &mut self.w_break_danger,
            &mut self.knock_bonus,
            &mut self.gin_bonus,
            &mut self.w_danger2,
            &mut self.knock_base,
            &mut self.knock_slope,
            &mut 0.0,
        ];
        for (f, x) in fields.into_iter().zip(v.iter()) {
            *f = *x;
        }
        if let Some(x) = v.get(8) {
            self.take_gain = *x as u32;
        }
        if let Some(x) = v.get(9) {
            self.candidates = *x as usize;
        }
        if let Some(x) = v.get(10) {
            self.take_mode = *x as u32;
        }
        if let Some(x) = v.get(11) {
            self.take_margin = *x;
        }
        if let Some(x) = v.get(12) {
            self.take_w_outs = *x;
        }
        if let Some(x) = v.get(13) {
            self.horizon = *x;
        }
    }
}

pub fn choose(view: &SeatView<'_>, seed: u64) -> Action {
    choose_with(view, seed, &Params::default())
}

pub fn choose_with(view: &SeatView<'_>, seed: u64, p: &Params) -> Action {
    let _ = seed; // hard plays deterministically from the view
    let public = view.public();
    if public.phase() == Phase::Over {
        return Action::NextHand;
    }
    let k = Knowledge::new(view);
    match public.phase() {
        Phase::Draw => draw(view, &k, p),
        _ => discard(view, &k, p),
    }
}

fn draw(view: &SeatView<'_>, k: &Knowledge, p: &Params) -> Action {
    let Some(top) = view.public().top_discard() else {
        return Action::DrawStock;
    };
    let hand = k.hand;
    if k.broken {
        if usable_at_once(hand, top, &k.table) {
            return Action::TakeDiscard;
        }
        return Action::DrawStock;
    }
    let limit = view.public().options().knock_limit;
    if p.take_mode == 1 {
        let with = hand.with(top);
        let mut take = f32::MAX;
        each_discard(with, CardSet::from_cards([top]), |c, dw| {
            let v = dw as f32 + p.take_w_outs * outs_after(with.without(c), k.unknown);
            take = take.min(v);
        });
        let stock = lookahead(hand, k.unknown, limit, p, 1.0);
        return if take + p.take_margin <= stock {
            Action::TakeDiscard
        } else {
            Action::DrawStock
        };
    }
    let now = deadwood(hand);
    let with = best_discards(hand.with(top), CardSet::from_cards([top]));
    if with.deadwood_after + p.take_gain <= now {
        Action::TakeDiscard
    } else {
        Action::DrawStock
    }
}

fn discard(view: &SeatView<'_>, k: &Knowledge, p: &Params) -> Action {
    let hand = k.hand;
    let forbidden = CardSet::from_cards(view.taken());
    let left = k.left();
    if k.broken {
        let card = break_discard(k, forbidden, p.w_break_danger);
        return Action::Discard { card };
    }
    let limit = view.public().options().knock_limit;
    let mut options: Vec<(f32, u32, Card)> = Vec::with_capacity(11);
    each_discard(hand, forbidden, |c, dw| {
        let score = dw as f32
            + p.w_outs * outs(c, hand, k.unknown).len() as f32
            + p.w_danger * k.meld_danger(left, c);
        options.push((score, dw, c));
    });
    let (min_dw, knock_card) = options
        .iter()
        .map(|o| (o.1, o.2))
        .min_by_key(|o| o.0)
        .expect("a discard phase has a card to throw");
    if min_dw <= limit && should_knock(k, min_dw, p) {
        return Action::Knock { card: knock_card };
    }
    options.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.2.cmp(&b.2)));
    let mut best: Option<(f32, Card)> = None;
    for &(_, _, c) in options.iter().take(p.candidates.max(1)) {
        let v = lookahead(hand.without(c), k.unknown, limit, p, p.horizon)
            + p.w_danger2 * k.meld_danger(left, c);
        if best.is_none_or(|(b, _)| v < b) {
            best = Some((v, c));
        }
    }
    Action::Discard {
        card: best.expect("at least one candidate").1,
    }
}

fn should_knock(k: &Knowledge, dw: u32, p: &Params) -> bool {
    let turns = k.turns[k.me] as f32;
    dw as f32 <= p.knock_base - p.knock_slope * turns
}

/// The expected value (lower is better) of a ten-card hand after the next
/// draw from the stock, every unseen card equally likely: the least
/// deadwood reachable, less a bonus when it allows a knock or gin.
fn lookahead(hand: CardSet, unknown: CardSet, limit: u32, p: &Params, horizon: f32) -> f32 {
    let n = unknown.len();
    let dw0 = deadwood(hand);
    if n == 0 {
        return dw0 as f32;
    }
    let bd = best_discards(hand, CardSet::EMPTY).deadwood_after;
    let useful = hand_outs(hand);
    let g = |d: u32| -> f32 {
        let mut v = d as f32;
        if d <= limit {
            v -= p.knock_bonus;
        }
        if d == 0 {
            v -= p.gin_bonus;
        }
        v
    };
    let base = g(dw0);
    let mut sum = 0.0;
    for u in unknown.iter() {
        let d = if useful.contains(u) {
            best_discards(hand.with(u), CardSet::EMPTY)
                .deadwood_after
                .min(dw0)
        } else {
            dw0.min(bd + u.value())
        };
        sum += g(d) - base;
    }
    dw0 as f32 + horizon * sum / n as f32
}

fn outs_after(hand: CardSet, unknown: CardSet) -> f32 {
    hand_outs(hand).intersect(unknown).len() as f32
}
