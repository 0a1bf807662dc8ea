//! Hard: normal's card tracking with a sharper model, tuned by simulation
//! against normal players.
//!
//! - Discards: the deadwood kept, plus the live outs lost (unseen cards
//!   that would have made a meld with the card thrown and other loose
//!   cards of the best arrangement), weighed by the card's
//!   value and fading as the hand goes on (fewer draws remain before
//!   somebody knocks, so keeping the count down matters more), plus the
//!   chance of giving the left player a meld, weighed up as that player has
//!   had more turns.
//! - Inference: an opponent who took a card probably holds cards that meld
//!   with it; one who threw a card probably does not. This shifts both the
//!   danger estimates and how live our outs are (an out an opponent likely
//!   holds will not come from the stock).
//! - Upcards: taken when they make a meld with the hand and lower the
//!   deadwood a little, or when they lower it a lot; drawing blind from the
//!   stock is often worth more.
//! - Knocks as soon as it may, with the lowest count it can: in three-handed
//!   play the race decides and underknocks are rare (waiting for a lower
//!   count or gin lost clearly in simulation, as Scarne predicts).
//! - The break: counts layoffs onto the table, takes every usable upcard,
//!   and does not throw what the left player can lay off.

use super::knowledge::{outs_split, Knowledge};
use super::normal::break_discard;
use crate::engine::melds::{
    best_arrangement, best_discards, deadwood, each_discard, usable_at_once,
};
use crate::engine::{Action, Card, CardSet, Phase, SeatView};

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
    /// `1 + threat_turns * (turns of the left player) / 10`.
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
    pub take_to_knock: bool,
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
            w_danger: 2.0,
            threat_turns: 1.0,
            w_break_danger: 6.0,
            take_gain: 8,
            take_gain_meld: 4,
            near_factor: 2.0,
            far_factor: 0.5,
            take_to_knock: true,
        }
    }
}

impl Params {
    /// Overrides weights, in field order (for tuning experiments).
    pub fn apply(&mut self, v: &[f32]) {
        let (mut take, mut take_meld) = (self.take_gain as f32, self.take_gain_meld as f32);
        let fields: [&mut f32; 13] = [
            &mut self.w_set,
            &mut self.w_run,
            &mut self.out_value,
            &mut self.fade_per_turn,
            &mut self.fade_floor,
            &mut self.fade_threat,
            &mut self.w_danger,
            &mut self.threat_turns,
            &mut self.w_break_danger,
            &mut take,
            &mut take_meld,
            &mut self.near_factor,
            &mut self.far_factor,
        ];
        for (f, x) in fields.into_iter().zip(v) {
            *f = *x;
        }
        self.take_gain = take as u32;
        if let Some(x) = v.get(13) {
            self.take_to_knock = *x != 0.0;
        }
        self.take_gain_meld = take_meld as u32;
    }
}

/// `seed` is unused: hard plays deterministically from the view.
pub fn choose(view: &SeatView<'_>, seed: u64) -> Action {
    choose_with(view, seed, &Params::default())
}

pub fn choose_with(view: &SeatView<'_>, _seed: u64, p: &Params) -> Action {
    let public = view.public();
    if public.phase() == Phase::Over {
        return Action::NextHand;
    }
    let mut k = Knowledge::new(view);
    k.infer(p.near_factor, p.far_factor);
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
        // R8.3: a usable upcard always lowers the count at least as much
        // as it can, and the stock card is unknown.
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
    let limit = view.public().options().knock_limit;
    // Taking it lets us knock at once: the race is won now.
    let knocks = p.take_to_knock && after <= limit;
    if knocks || gain >= p.take_gain || (melds && gain >= p.take_gain_meld) {
        Action::TakeDiscard
    } else {
        Action::DrawStock
    }
}

fn discard(view: &SeatView<'_>, k: &Knowledge, p: &Params) -> Action {
    let hand = k.hand;
    let forbidden = CardSet::from_cards(view.taken());
    if k.broken {
        let card = break_discard(k, forbidden, p.w_break_danger);
        return Action::Discard { card };
    }
    let limit = view.public().options().knock_limit;
    let left = k.left();
    let w_danger = p.w_danger * (1.0 + p.threat_turns * k.turns[left] as f32 / 10.0);
    let picked: u32 = (0..3)
        .filter(|&s| s != k.me)
        .map(|s| k.known[s].len())
        .sum();
    let fade = (1.0 - p.fade_per_turn * k.turns[k.me] as f32).max(p.fade_floor)
        / (1.0 + p.fade_threat * picked as f32);
    let live = |m: CardSet| -> f32 { m.iter().map(|u| k.liveness(u)).sum() };
    // Outs are counted with the cards left loose by the best arrangement:
    // a card already in a meld is no partner for a new one.
    let partners = best_arrangement(hand).deadwood_cards;
    let mut knock: Option<(u32, Card)> = None;
    let mut best: Option<(f32, Card)> = None;
    each_discard(hand, forbidden, |c, dw| {
        if dw <= limit && knock.is_none_or(|(d, _)| dw < d) {
            knock = Some((dw, c));
        }
        let (set, run) = outs_split(c, partners.with(c), k.unknown);
        let by_value = 1.0 + p.out_value * (c.value() as f32 - 5.0) / 5.0;
        let score = dw as f32
            + by_value * fade * (p.w_set * live(set) + p.w_run * live(run))
            + w_danger * k.meld_danger(left, c);
        if best.is_none_or(|(s, _)| score < s) {
            best = Some((score, c));
        }
    });
    if let Some((_, card)) = knock {
        return Action::Knock { card };
    }
    Action::Discard {
        card: best.expect("a discard phase has a card to throw").1,
    }
}
