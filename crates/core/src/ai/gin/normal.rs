//! Normal (and the roll-outs of hard): takes the upcard only for a real
//! gain (a blind stock draw is often worth more); throws by deadwood plus
//! the live outs it gives up plus the chance of handing the opponent a
//! meld (read from what it took, threw and passed); knocks as soon as it
//! may. Doubling (V5) goes by the hand's prospects (the share of unseen
//! cards that would let it knock at its next draw) and the score: it
//! offers with good prospects (sooner when trailing), redoubles with very
//! good ones, resigns a hopeless hand unless the resignation would lose
//! the game anyway, and plays on after a redouble only with very good
//! prospects.

use super::{knock_chance, offers_double, spade, Params, Spot, Standing};
use crate::ai::fallback;
use crate::ai::opponent::Opponent;
use crate::ai::pick::lowest_total;
use crate::ai::seen::Factors;
use crate::ai::shapes::{makes_meld, related};
use crate::engine::melds::MeldRules;
use crate::engine::{Action, GinPhase, SeatView};
use crate::engine::{Card, CardSet};
use smallvec::SmallVec;
use std::cmp::Reverse;

/// Normal (and hard) with the given weights.
pub fn choose_with(view: &SeatView<'_>, _seed: u64, p: &Params) -> Action {
    if view.public().between_hands() {
        return Action::NextHand;
    }
    let Some(s) = Spot::of(view) else {
        return fallback(view);
    };
    if s.table.to_act() != Some(s.me) {
        return fallback(view);
    }
    match s.table.phase() {
        GinPhase::UpcardOffer => match s.table.top_discard() {
            Some(top) if wants(&s, top, p) => Action::TakeDiscard,
            _ => Action::PassUpcard,
        },
        GinPhase::ForcedDraw => Action::DrawStock,
        GinPhase::Draw => {
            if s.table.settings().doubling && !s.table.doubled() && offers_double(&s, p) {
                return Action::OfferDouble;
            }
            match s.table.top_discard() {
                Some(top) if wants(&s, top, p) => Action::TakeDiscard,
                _ => Action::DrawStock,
            }
        }
        GinPhase::DoubleOffered => answer_double(&s, p),
        GinPhase::Redoubled => answer_redouble(&s, p),
        GinPhase::Opening | GinPhase::Discard => discard(&s, p),
        GinPhase::Over => fallback(view),
    }
}

/// Whether to take `top` (the upcard offer or the discard pile).
fn wants(s: &Spot<'_>, top: Card, p: &Params) -> bool {
    wants_card(s.hand, s.melds, s.limit(), top, p)
}

/// [`wants`] from the parts it reads (the search's roll-outs call it
/// without a view): the hand of 10, the meld rules, the knock limit (of
/// the rules: [`Params::knock_cap`] is applied here).
pub(crate) fn wants_card(
    hand: CardSet,
    melds: MeldRules,
    limit: u32,
    top: Card,
    p: &Params,
) -> bool {
    let limit = limit.min(p.knock_cap);
    let s = Bare { hand, melds, limit };
    let (now, with) = if related(top, s.melds.aces).intersect(s.hand).is_empty() {
        // `top` can meld with none of our cards, so it would stay deadwood
        // and a discard can lower the count by at most our highest card's
        // value: when that can neither let us knock nor gain enough, the
        // exact count is not needed.
        let now = s.melds.deadwood(s.hand);
        let highest = s.hand.iter().map(|c| s.melds.value(c)).max().unwrap_or(0);
        let value = s.melds.value(top);
        if now + value > s.limit() + highest && highest < value + p.take_gain.max(1) {
            return false;
        }
        let with = s
            .melds
            .best_discards(s.hand.with(top), CardSet::from_cards([top]))
            .deadwood_after;
        (now, with)
    } else {
        // One pass over the hand with `top`: leaving `top` out is the hand
        // as it is; leaving out any other card is a discard after taking it.
        let (mut now, mut with) = (0, u32::MAX);
        s.melds
            .each_discard(s.hand.with(top), CardSet::EMPTY, |c, dw| {
                if c == top {
                    now = dw;
                } else {
                    with = with.min(dw);
                }
            });
        (now, with)
    };
    if with <= s.limit() && now > s.limit() {
        return true; // it lets us knock at once
    }
    let gain = now.saturating_sub(with);
    gain >= p.take_gain.max(1)
        || (gain >= p.meld_take_gain.max(1) && makes_meld(top, s.hand, s.melds.aces))
}

/// The discard (or knock) of a hand of 11 cards.
fn discard(s: &Spot<'_>, p: &Params) -> Action {
    let forbidden = CardSet::from_cards(s.view.taken());
    discard_from(s.hand, s.melds, s.limit(), forbidden, p, || {
        s.opponent(Factors::new(p.near, p.far))
    })
    .unwrap_or_else(|| fallback(s.view))
}

/// The hand, meld rules and knock limit of a decision, for the parts of
/// normal that need nothing else.
struct Bare {
    hand: CardSet,
    melds: MeldRules,
    limit: u32,
}

impl Bare {
    fn limit(&self) -> u32 {
        self.limit
    }
}

/// [`discard`] from the parts it reads (the search's roll-outs call it
/// without a view): `seen` is asked only when no knock settles it, and
/// `limit` is the rules' ([`Params::knock_cap`] is applied here). None
/// when the hand has no legal discard.
pub(crate) fn discard_from(
    hand: CardSet,
    melds: MeldRules,
    limit: u32,
    forbidden: CardSet,
    p: &Params,
    seen: impl FnOnce() -> Opponent,
) -> Option<Action> {
    let limit = limit.min(p.knock_cap);
    let s = Bare { hand, melds, limit };
    // Every discard with the deadwood it leaves (the base of its score),
    // in the engine's order, and the lowest-count knock.
    let mut options: SmallVec<[(Card, f32); 16]> = SmallVec::new();
    let mut knock: Option<(u32, Card)> = None;
    s.melds.each_discard(s.hand, forbidden, |c, dw| {
        if dw <= limit && knock.is_none_or(|(d, _)| dw < d) {
            knock = Some((dw, c));
        }
        options.push((c, dw as f32));
    });
    if let Some((count, card)) = knock {
        if count <= p.hold_count {
            return Some(Action::Knock { card });
        }
    }
    // What we know of the hand is read only now: a knock needs none of it.
    let k = &seen();
    if let Some((_, card)) = knock {
        if k.my_turns >= p.hold_turns {
            return Some(Action::Knock { card });
        }
    }
    let fade = (1.0 - p.outs_fade * k.my_turns as f32).max(0.0);
    let w_outs = p.w_outs * fade;
    // The least score wins, then the higher card, then the engine's order.
    // Scores are the deadwood left plus charges that are never negative:
    // a card whose deadwood alone exceeds the best score is not scored.
    let tie = |i: usize, c: Card| (Reverse(s.melds.value(c)), i);
    let card = lowest_total(&options, tie, |c, mut score| {
        if w_outs > 0.0 {
            let scale = 1.0 + p.out_value * (s.melds.value(c) as f32 - 5.0) / 5.0;
            score += w_outs * scale * k.outs(c).len() as f32;
        }
        if p.w_danger > 0.0 {
            score += p.w_danger * k.danger(c);
        }
        score
    })?;
    Some(Action::Discard { card })
}

/// V5.2: accept, redouble or resign the opponent's double.
fn answer_double(s: &Spot<'_>, p: &Params) -> Action {
    let dw = s.melds.deadwood(s.hand);
    let chance = knock_chance(s, &s.opponent(Factors::NONE));
    if s.table.settings().redouble && chance >= p.redouble_chance {
        return Action::Redouble;
    }
    if dw >= p.resign_deadwood && chance < p.resign_chance {
        // A resignation scores at least 20 for them (V5.4): when that would
        // give them the game anyway, play on instead.
        let hopeless = Standing::of(s.view, s.opponent)
            .is_some_and(|st| st.they_need() <= 20 * s.table.stake() * spade(s));
        if !hopeless {
            return Action::Resign;
        }
    }
    Action::AcceptDouble
}

/// V5.3: our double was redoubled: play on only with strong prospects (a
/// redoubler holds a hand that undercuts most knocks), or when resigning
/// would lose the game anyway.
fn answer_redouble(s: &Spot<'_>, p: &Params) -> Action {
    let hopeless =
        Standing::of(s.view, s.opponent).is_some_and(|st| st.they_need() <= 2 * 20 * spade(s));
    if hopeless || knock_chance(s, &s.opponent(Factors::NONE)) >= p.redouble_chance {
        Action::AcceptDouble
    } else {
        Action::Resign
    }
}
