//! Normal: plays its own hand like easy but keeps cards with live chances
//! (pairs and suited neighbours whose missing cards are still unseen),
//! remembers what the others threw and took (rebuilt from the log), and
//! avoids feeding the player on its left, the only one who can take its
//! discard. It knocks as soon as it may, as Scarne advises. After the break
//! it counts layoffs onto the table when choosing what to keep.
//!
//! Measured with `jersey-gin sim --games 3000 --seats normal,easy,easy`:
//! seat 0 wins 46.4% of games with `--seed 1` and 46.7% with
//! `--seed 100000`. The biggest single gain over easy is taking the upcard
//! only when it lowers the deadwood by 5 or more: a blind stock draw is
//! usually worth more than a small sure improvement.

use super::knowledge::{jersey_table, Knowledge};
use crate::ai::pick::lowest_total;
use crate::ai::shapes::{outs_low, related_low};
use crate::engine::jersey::Phase;
use crate::engine::melds::{arrange, best_discards, deadwood, each_discard, usable_at_once};
use crate::engine::{Action, Card, CardSet, SeatView};
use smallvec::SmallVec;

/// Weights of the normal player (found by simulation).
#[derive(Debug, Clone, Copy)]
pub struct Params {
    /// Points charged per unseen card that would have made a meld with the
    /// card thrown.
    pub w_outs: f32,
    /// Points charged per unit of meld danger to the left player (never
    /// negative: the discard choice skips it where it cannot matter).
    pub w_danger: f32,
    /// Take the upcard before the break when it lowers the deadwood by at
    /// least this much.
    pub take_gain: u32,
    /// Points charged, after the break, for a discard the left player can use.
    pub w_break_danger: f32,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            w_outs: 4.0,
            w_danger: 2.0,
            take_gain: 5,
            w_break_danger: 6.0,
        }
    }
}

pub fn choose(view: &SeatView<'_>) -> Action {
    choose_with(view, &Params::default())
}

pub fn choose_with(view: &SeatView<'_>, p: &Params) -> Action {
    if jersey_table(view).phase() == Phase::Over {
        return Action::NextHand;
    }
    decide(&Knowledge::new(view), p)
}

/// Normal's choice from what the seat knows (the search's roll-outs call
/// this with knowledge they keep move by move). The hand is being played.
pub fn decide(k: &Knowledge, p: &Params) -> Action {
    match k.phase {
        Phase::Draw => draw(k, p),
        _ => discard(k, p),
    }
}

fn draw(k: &Knowledge, p: &Params) -> Action {
    let Some(top) = k.top_discard else {
        return Action::DrawStock;
    };
    if !k.may_take() {
        return Action::DrawStock;
    }
    let hand = k.hand;
    if k.broken {
        if usable_at_once(hand, top, &k.table) {
            return Action::TakeDiscard;
        }
        return Action::DrawStock;
    }
    let now = deadwood(hand);
    // An upcard no meld can use lowers the count by at most the value of
    // the card thrown for it less its own (a card removed from a hand lowers
    // its count by at most its value): skip the solve when that cannot
    // reach the gain.
    if related_low(top.bit()) & hand.bits() == 0 {
        let highest = hand.iter().map(Card::value).max().unwrap_or(0);
        if top.value() + p.take_gain > highest {
            return Action::DrawStock;
        }
    }
    let with = best_discards(hand.with(top), CardSet::from_cards([top]));
    if with.deadwood_after + p.take_gain <= now {
        Action::TakeDiscard
    } else {
        Action::DrawStock
    }
}

fn discard(k: &Knowledge, p: &Params) -> Action {
    if k.broken {
        let card = break_discard(k, CardSet::from_cards(k.taken), p.w_break_danger);
        return Action::Discard { card };
    }
    let mut bases: SmallVec<[(Card, f32); 12]> = SmallVec::new();
    if let Some((_, card)) = discard_bases(k, p, |c, base| bases.push((c, base))) {
        return Action::Knock { card };
    }
    let left = k.left();
    let card = lowest_total(
        &bases,
        |i, _| i,
        |c, base| base + p.w_danger * k.meld_danger(left, c),
    )
    .expect("a discard phase has a card to throw");
    Action::Discard { card }
}

/// Before the break: calls `f(card, score)` for every allowed discard, in
/// card order (normal throws the lowest score), and returns the knock
/// normal makes whenever one is allowed (the lowest count). The search's
/// inference reads an opponent's discards with it.
pub fn discard_scores(
    k: &Knowledge,
    p: &Params,
    mut f: impl FnMut(Card, f32),
) -> Option<(u32, Card)> {
    let left = k.left();
    discard_bases(k, p, |c, base| {
        f(c, base + p.w_danger * k.meld_danger(left, c))
    })
}

/// [`discard_scores`] without the danger to the left player (the costly
/// part, added by the caller).
fn discard_bases(k: &Knowledge, p: &Params, mut f: impl FnMut(Card, f32)) -> Option<(u32, Card)> {
    let hand = k.hand;
    let forbidden = CardSet::from_cards(k.taken);
    let limit = k.knock_limit;
    let mut knock: Option<(u32, Card)> = None;
    each_discard(hand, forbidden, |c, dw| {
        if dw <= limit && knock.is_none_or(|(d, _)| dw < d) {
            knock = Some((dw, c));
        }
        f(
            c,
            dw as f32 + p.w_outs * outs_low(c, hand, k.unknown).len() as f32,
        );
    });
    knock
}

/// After the break: keep what lowers the count once melds are laid down and
/// cards laid off (R8.4), and avoid throwing what the left player can use.
fn break_discard(k: &Knowledge, forbidden: CardSet, w_danger: f32) -> Card {
    let mut best: Option<(f32, Card)> = None;
    for c in k.hand.minus(forbidden).iter() {
        let score = break_score(k, c, w_danger);
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, c));
        }
    }
    best.expect("a discard phase has a card to throw").1
}

/// The break score of throwing `card` (lower is better): the count left
/// once melds are laid down and cards laid off, plus the danger.
pub(crate) fn break_score(k: &Knowledge, card: Card, w_danger: f32) -> f32 {
    let count = arrange(k.hand.without(card), &k.table).deadwood;
    let danger = if usable_at_once(CardSet::EMPTY, card, &k.table) {
        1.0
    } else {
        k.meld_danger(k.left(), card)
    };
    count as f32 + w_danger * danger
}

impl Params {
    /// Overrides weights from a list (for tuning experiments).
    pub fn apply(&mut self, v: &[f32]) {
        let mut it = v.iter().copied();
        if let Some(x) = it.next() {
            self.w_outs = x;
        }
        if let Some(x) = it.next() {
            self.w_danger = x;
        }
        if let Some(x) = it.next() {
            self.take_gain = x as u32;
        }
        if let Some(x) = it.next() {
            self.w_break_danger = x;
        }
    }
}
