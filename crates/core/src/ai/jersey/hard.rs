//! Hard in Jersey Gin: a search over the candidates of a heuristic.
//!
//! The heuristic is normal's card tracking with a sharper model:
//!
//! - Discards, a quick score: the deadwood kept, plus the live outs lost
//!   (unseen cards that would have made a meld with the card thrown and
//!   other loose cards of the best arrangement), weighed by the card's
//!   value and fading as the hand goes on (fewer draws remain before
//!   somebody knocks, so keeping the count down matters more), plus the
//!   chance of giving the left player a meld, weighed up as that player has
//!   had more turns.
//! - Discards, a look-ahead: the best few by the quick score are compared
//!   by the expected value of the hand after the next stock draw (every
//!   unseen card alike, our quick discard after it): a knock then is worth
//!   a lot; otherwise the deadwood less the live outs of the loose cards.
//! - Inference: an opponent who took a card probably holds cards that meld
//!   with it; one who threw a card probably does not. This shifts both the
//!   danger estimates and how live our outs are (an out an opponent likely
//!   holds will not come from the stock).
//! - Upcards: taken when they make a meld with the hand and lower the
//!   deadwood a little, when they lower it a lot, or when they let it
//!   knock at once; drawing blind from the stock is often worth more.
//! - Knocks as soon as it may, with the lowest count it can: in three-handed
//!   play the race decides and underknocks are rare (waiting for a lower
//!   count or gin loses, as Scarne predicts).
//! - The break: counts layoffs onto the table, takes every usable upcard,
//!   and does not throw what the left player can lay off.
//!
//! The search: determinized Monte Carlo ([`crate::ai::search`]) over the
//! heuristic's candidates (the draw and the other draw; the best five
//! discards; every discard after the break), in worlds sampled from what
//! the seat has seen: each opponent's hidden cards are drawn
//! max(1, its turns × 2) times and the hand with the least deadwood is kept
//! ([`super::search::Sampling::strength`]: a real player has been building
//! melds all hand), and such deals are weighed by the opponents' play
//! ([`super::infer`]); rolled out with normal for the opponents and
//! this heuristic (without look-ahead) for the seat, and scored by the
//! chance of winning the game from the scores it leaves ([`crate::ai::race`];
//! every candidate meets the same worlds). The heuristic's choice is kept
//! unless the search beats it by two standard errors. A knock (whenever one
//! is allowed) and a usable upcard after the break are not searched: the
//! heuristic's rule is played. Under a time budget (50 ms by default) the
//! search stops at 90% of it, counted from the decision's start; with a
//! world budget a game replays identically.
//!
//! The weights and settings are the ones measured best against normal
//! players; what else was tried, and what it gave, is in
//! `docs/strength.md`.

use super::knowledge::{jersey_table, Knowledge};
use super::normal::break_score;
use super::search::{JerseyProblem, Player, Sampling};
use crate::ai::pick::lowest_total;
use crate::ai::race;
use crate::ai::search::{self, Budget, Choice, Racing};
use crate::ai::shapes::outs_split_low;
use crate::engine::jersey::Phase;
use crate::engine::melds::{
    best_arrangement, best_discards, deadwood, each_discard, usable_at_once,
};
use crate::engine::{Action, Card, CardSet, SeatView};
use smallvec::SmallVec;

/// Weights of the hard player (found by simulation).
#[derive(Debug, Clone, Copy)]
pub struct Params {
    /// Points per lost out that would have made a set / a run...
    pub w_set: f32,
    pub w_run: f32,
    /// ...scaled by `1 + out_value * (value - 5) / 5` of the card thrown...
    pub out_value: f32,
    /// ...and by `max(fade_floor, 1 - fade_per_turn * our turns)
    /// / (1 + fade_threat * cards the opponents picked up and hold)`.
    pub fade_per_turn: f32,
    pub fade_floor: f32,
    pub fade_threat: f32,
    /// Points per unit of meld danger to the left player, scaled by
    /// `1 + threat_turns * (turns of the left player) / 10`. A charge:
    /// never negative (the roll-outs' discard choice skips it where it
    /// cannot change the choice).
    pub w_danger: f32,
    pub threat_turns: f32,
    /// Danger weight after the break.
    pub w_break_danger: f32,
    /// Take the upcard when it lowers the deadwood by this much...
    pub take_gain: u32,
    /// ...or by this much when it makes a meld with the hand.
    pub take_gain_meld: u32,
    /// Inference factors on the chance an opponent holds an unseen card
    /// that melds with what it took / threw.
    pub near_factor: f32,
    pub far_factor: f32,
    /// Look-ahead: how many of the best quick discards are compared by
    /// the expected value after the next stock draw; the share of the
    /// quick score in that comparison; the weight of the outs in the value
    /// of a hand; and the value of being able to knock (and extra for gin)
    /// after the draw.
    pub la_candidates: usize,
    pub la_mix: f32,
    pub pot_scale: f32,
    pub knock_value: f32,
    pub gin_value: f32,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            w_set: 2.5,
            w_run: 3.0,
            out_value: 0.8,
            fade_per_turn: 0.1,
            fade_floor: 0.0,
            fade_threat: 0.1,
            w_danger: 3.0,
            threat_turns: 1.0,
            w_break_danger: 6.0,
            take_gain: 8,
            take_gain_meld: 5,
            near_factor: 2.0,
            far_factor: 0.5,
            la_candidates: 4,
            la_mix: 0.3,
            pot_scale: 0.7,
            knock_value: 100.0,
            gin_value: 40.0,
        }
    }
}

/// Everything that shapes hard's play besides the budget (defaults found
/// by simulation; the lab's benches compare other values).
#[derive(Debug, Clone, Copy)]
pub struct Tuning {
    /// The heuristic's weights: it ranks the candidates and plays the
    /// decisions the search does not.
    pub params: Params,
    /// How many discards (best by the heuristic) the search compares,
    /// besides a knock, before the break.
    pub discards: usize,
    pub racing: Racing,
    pub sampling: Sampling,
}

impl Default for Tuning {
    fn default() -> Self {
        Tuning {
            params: Params::default(),
            discards: 5,
            racing: Racing::default(),
            sampling: Sampling::default(),
        }
    }
}

/// Hard's choice for the seat of `view`, thinking within `budget`.
pub fn choose(view: &SeatView<'_>, seed: u64, budget: Budget) -> Action {
    choose_with(view, seed, budget, &Tuning::default()).action
}

/// Hard's choice with its search's figures (for measurements).
pub fn choose_with(
    view: &SeatView<'_>,
    seed: u64,
    budget: Budget,
    tuning: &Tuning,
) -> Choice<Action> {
    let start = std::time::Instant::now();
    let public = jersey_table(view);
    let only = |action| Choice {
        action,
        worlds: 0,
        rollouts: 0,
        candidates: vec![(action, 0.0, 0)],
    };
    if public.phase() == Phase::Over {
        return only(Action::NextHand);
    }
    let (k, candidates) = candidates(view, tuning);
    if candidates.len() == 1 {
        return only(candidates[0]);
    }
    let race = race::jersey(public.options().target);
    let problem = JerseyProblem::new(
        view,
        &k,
        race,
        &tuning.sampling,
        roll_out_player(&tuning.params),
        seed,
    );
    search::run_from(&problem, &candidates, budget, tuning.racing, seed, start)
}

/// What hard knows in a hand being played (with its inference) and the
/// actions it compares there, its heuristic's choice first.
pub fn candidates(view: &SeatView<'_>, tuning: &Tuning) -> (Knowledge, Vec<Action>) {
    let p = &tuning.params;
    let mut k = Knowledge::new(view);
    k.infer(p.near_factor, p.far_factor);
    let candidates = match k.phase {
        Phase::Draw => draw_candidates(&k, p),
        _ => discard_candidates(&k, p, tuning.discards),
    };
    (k, candidates)
}

/// How hard plays its own seat in the search's roll-outs: its heuristic
/// without the look-ahead (microseconds a move).
pub fn roll_out_player(p: &Params) -> Player {
    let p = Params {
        la_candidates: 1,
        ..*p
    };
    Player::Own(std::sync::Arc::new(move |k: &mut Knowledge| {
        k.infer(p.near_factor, p.far_factor);
        quick_choice(k, &p)
    }))
}

/// The draws worth comparing, the heuristic's choice first.
fn draw_candidates(k: &Knowledge, p: &Params) -> Vec<Action> {
    let first = draw_candidates_first(k, p);
    let other = match first {
        Action::TakeDiscard => Action::DrawStock,
        _ => Action::TakeDiscard,
    };
    let may_take = k
        .top_discard
        .is_some_and(|top| k.may_take() && (!k.broken || usable_at_once(k.hand, top, &k.table)));
    // After the break a usable upcard is always taken (it lowers the count
    // as much as it can): nothing to search.
    if may_take && !k.broken {
        vec![first, other]
    } else {
        vec![first]
    }
}

/// The heuristic's draw.
fn draw_candidates_first(k: &Knowledge, p: &Params) -> Action {
    let Some(top) = k.top_discard else {
        return Action::DrawStock;
    };
    if !k.may_take() {
        return Action::DrawStock;
    }
    let hand = k.hand;
    if k.broken {
        // R8.3: only a usable upcard may be taken, and it always lowers
        // the count at least as much as it can.
        return if usable_at_once(hand, top, &k.table) {
            Action::TakeDiscard
        } else {
            Action::DrawStock
        };
    }
    let now = deadwood(hand);
    let after = best_discards(hand.with(top), CardSet::from_cards([top])).deadwood_after;
    let gain = now.saturating_sub(after);
    let melds = usable_at_once(hand, top, &[]);
    // Taking it lets us knock at once: the race is won now.
    let knocks = after <= k.knock_limit;
    if knocks || gain >= p.take_gain || (melds && gain >= p.take_gain_meld) {
        Action::TakeDiscard
    } else {
        Action::DrawStock
    }
}

/// The discards (and knock) worth comparing, the heuristic's choice first.
fn discard_candidates(k: &Knowledge, p: &Params, discards: usize) -> Vec<Action> {
    let hand = k.hand;
    let forbidden = CardSet::from_cards(k.taken);
    if k.broken {
        return break_ranking(k, forbidden, p.w_break_danger)
            .into_iter()
            .map(|card| Action::Discard { card })
            .collect();
    }
    let limit = k.knock_limit;
    let mut scored = Vec::with_capacity(11);
    let knock = quick(k, p, hand, forbidden, limit, true, &mut scored);
    // Knocking at once, with the lowest count, whenever it may: the race
    // decides three-handed play, and the search is not asked (it declined
    // about 6% of knocks in its worlds).
    if let Some((_, card)) = knock {
        return vec![Action::Knock { card }];
    }
    scored.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    // The look-ahead orders the best few by the quick score.
    let mut ranked: Vec<(f32, Card)> = Vec::with_capacity(scored.len());
    if p.la_candidates > 1 {
        let left = k.left();
        let f = fade(k, p);
        for &(qs, c) in scored.iter().take(p.la_candidates) {
            let v = p.la_mix * qs
                + (1.0 - p.la_mix)
                    * (after_draw(k, p, hand.without(c), limit, f)
                        + p.w_danger * k.meld_danger(left, c));
            ranked.push((v, c));
        }
        ranked.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    }
    let mut out: Vec<Action> = Vec::with_capacity(discards);
    for &(_, card) in ranked.iter().chain(scored.iter().skip(ranked.len())) {
        if out.len() >= discards {
            break;
        }
        out.push(Action::Discard { card });
    }
    out
}

/// After the break, every allowed discard, best by normal's break score
/// first (roll-outs are short there: all are compared).
fn break_ranking(k: &Knowledge, forbidden: CardSet, w_danger: f32) -> Vec<Card> {
    let mut scored: Vec<(f32, Card)> = k
        .hand
        .minus(forbidden)
        .iter()
        .map(|c| (break_score(k, c, w_danger), c))
        .collect();
    scored.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    scored.into_iter().map(|(_, c)| c).collect()
}

/// How much outs still count: less as the hand goes on and as the
/// opponents pick up cards.
fn fade(k: &Knowledge, p: &Params) -> f32 {
    let picked: u32 = (0..3)
        .filter(|&s| s != k.me)
        .map(|s| k.known(s).len())
        .sum();
    (1.0 - p.fade_per_turn * k.turns()[k.me] as f32).max(p.fade_floor)
        / (1.0 + p.fade_threat * picked as f32)
}

/// Scores every allowed discard of `hand` into `out` (lower is better) and
/// returns the lowest-count knock if one is allowed.
fn quick(
    k: &Knowledge,
    p: &Params,
    hand: CardSet,
    forbidden: CardSet,
    limit: u32,
    danger: bool,
    out: &mut Vec<(f32, Card)>,
) -> Option<(u32, Card)> {
    out.clear();
    quick_each(k, p, hand, forbidden, limit, danger, |score, c| {
        out.push((score, c))
    })
}

/// [`quick`] without a list: calls `f(score, card)` for every allowed
/// discard, in card order. Allocates nothing (the roll-outs' hot path).
fn quick_each(
    k: &Knowledge,
    p: &Params,
    hand: CardSet,
    forbidden: CardSet,
    limit: u32,
    danger: bool,
    mut f: impl FnMut(f32, Card),
) -> Option<(u32, Card)> {
    let left = k.left();
    let w_danger = danger_weight(k, p);
    let fade = fade(k, p);
    let live = |m: CardSet| -> f32 { m.iter().map(|u| k.liveness(u)).sum() };
    let mut after = [0u32; 64];
    each_discard(hand, CardSet::EMPTY, |c, dw| after[c.index() as usize] = dw);
    // Outs are counted with the cards left loose by a best arrangement (a
    // card already in a meld is no partner for a new one): those whose
    // discard lowers the count by exactly their value.
    let whole = deadwood(hand);
    let mut partners = CardSet::EMPTY;
    for c in hand.iter() {
        if after[c.index() as usize] + c.value() == whole {
            partners.insert(c);
        }
    }
    let mut knock: Option<(u32, Card)> = None;
    for c in hand.minus(forbidden).iter() {
        let dw = after[c.index() as usize];
        if dw <= limit && knock.is_none_or(|(d, _)| dw < d) {
            knock = Some((dw, c));
        }
        let (set, run) = outs_split_low(c, partners.with(c), k.unknown);
        let by_value = 1.0 + p.out_value * (c.value() as f32 - 5.0) / 5.0;
        let mut score = dw as f32 + by_value * fade * (p.w_set * live(set) + p.w_run * live(run));
        if danger {
            score += w_danger * k.meld_danger(left, c);
        }
        f(score, c);
    }
    knock
}

/// Points charged per unit of meld danger to the left player: more as
/// that player has had more turns.
fn danger_weight(k: &Knowledge, p: &Params) -> f32 {
    p.w_danger * (1.0 + p.threat_turns * k.turns()[k.left()] as f32 / 10.0)
}

/// The heuristic's own choice, without its look-ahead and without
/// allocating before the break: the search's roll-outs play it for the
/// deciding seat. `k` must carry the inference.
pub(crate) fn quick_choice(k: &Knowledge, p: &Params) -> Action {
    match k.phase {
        Phase::Draw => draw_candidates_first(k, p),
        _ => {
            let forbidden = CardSet::from_cards(k.taken);
            if k.broken {
                let mut best: Option<(f32, Card)> = None;
                for c in k.hand.minus(forbidden).iter() {
                    let score = break_score(k, c, p.w_break_danger);
                    if best.is_none_or(|(s, _)| score < s) {
                        best = Some((score, c));
                    }
                }
                let card = best.expect("a discard phase has a card to throw").1;
                return Action::Discard { card };
            }
            // The danger is added only where it can still matter (the
            // same choice as scoring every card with it, for less).
            let mut bases: SmallVec<[(Card, f32); 12]> = SmallVec::new();
            let knock = quick_each(k, p, k.hand, forbidden, k.knock_limit, false, |base, c| {
                bases.push((c, base))
            });
            if let Some((_, card)) = knock {
                return Action::Knock { card };
            }
            let (left, w_danger) = (k.left(), danger_weight(k, p));
            let card = lowest_total(
                &bases,
                |i, _| i,
                |c, base| base + w_danger * k.meld_danger(left, c),
            )
            .expect("a discard phase has a card to throw");
            Action::Discard { card }
        }
    }
}

/// An absolute value of a ten-card hand (lower is better): its deadwood
/// less the live outs of its loose cards.
fn potential(k: &Knowledge, p: &Params, hand: CardSet, fade: f32) -> f32 {
    let a = best_arrangement(hand);
    let loose = a.deadwood_cards;
    let live = |m: CardSet| -> f32 { m.iter().map(|u| k.liveness(u)).sum() };
    let mut total = 0.0;
    for c in loose.iter() {
        let (set, run) = outs_split_low(c, loose, k.unknown);
        let by_value = 1.0 + p.out_value * (c.value() as f32 - 5.0) / 5.0;
        total += by_value * (p.w_set * live(set) + p.w_run * live(run));
    }
    a.deadwood as f32 - p.pot_scale * fade * total
}

/// The expected value after one more stock draw and our quick discard.
fn after_draw(k: &Knowledge, p: &Params, hand: CardSet, limit: u32, fade: f32) -> f32 {
    let n = k.unknown.len();
    if n == 0 {
        return potential(k, p, hand, fade);
    }
    let mut scored = Vec::with_capacity(11);
    let mut sum = 0.0;
    for u in k.unknown.iter() {
        let h = hand.with(u);
        sum += match quick(k, p, h, CardSet::EMPTY, limit, false, &mut scored) {
            Some((dw, _)) => dw as f32 - p.knock_value - if dw == 0 { p.gin_value } else { 0.0 },
            None => {
                let best = scored
                    .iter()
                    .min_by(|a, b| a.0.total_cmp(&b.0))
                    .expect("a card to throw")
                    .1;
                potential(k, p, h.without(best), fade)
            }
        };
    }
    sum / n as f32
}
