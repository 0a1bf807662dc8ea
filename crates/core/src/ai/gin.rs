//! Two-handed Gin Rummy (RULES-GIN.md Part G with every switch of Part V):
//! easy and normal, and hard, which for now is normal with its own weights
//! (a searching hard player is its own piece of work).
//!
//! Both levels decide from the seat's view only ([`SeatView`]): their own
//! cards, the hand's public log (rebuilt into [`Seen`] on every call) and
//! the score board. Each switch enters through the view: the knock limit
//! the table states for the player to move (G5.1; Oklahoma's first or
//! current upcard, V1; gin only, V6), the meld rules (around the corner,
//! V4), the stake and the doubling phases (V5), the upcard offer (G3) or
//! the eleven-card opening (V3). A seat sitting out (V7) has nothing to
//! decide; a partnership seat (V8) plays its own table and reads its side's
//! standing from the board.
//!
//! - Easy: takes the upcard when it lowers its deadwood, throws the card
//!   that leaves the least deadwood (the highest among equals), knocks as
//!   soon as it may; offers a double when half the unseen cards would let
//!   it knock, and accepts every double.
//! - Normal: takes the upcard only for a real gain (a blind stock draw is
//!   often worth more); throws by deadwood plus the live outs it gives up
//!   plus the chance of handing the opponent a meld (read from what it
//!   took, threw and passed); knocks as soon as it may. Doubling (V5) goes
//!   by the hand's prospects (the share of unseen cards that would let it
//!   knock at its next draw) and the score: it offers with good prospects
//!   (sooner when trailing), redoubles with very good ones, resigns a
//!   hopeless hand unless the resignation would lose the game anyway, and
//!   plays on after a redouble only with very good prospects.
//!
//! Measured with `jersey-gin sim --game gin --seats normal,baseline` (see
//! `baseline.rs` and the README for the figures).

use super::pick::lowest_total;
use super::seen::{makes_meld, related, Seen};
use crate::engine::melds::MeldRules;
use crate::engine::{Action, GinPhase, GinTableView, Rules, SeatView};
use crate::engine::{Card, CardSet, Seat};
use smallvec::SmallVec;
use std::cmp::Reverse;

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

    /// What we know of the hand, with inference.
    pub fn seen(&self, near: f32, far: f32) -> Seen {
        let pile = CardSet::from_cards(self.table.discards().iter().copied());
        let mut k = Seen::new(
            self.me,
            self.opponent,
            self.hand,
            self.melds,
            self.table.log(),
            pile,
            self.table.hand_size(self.opponent),
            self.table.first_upcard(),
        );
        if near != 1.0 || far != 1.0 {
            k.infer(near, far);
        }
        k
    }

    pub fn limit(&self) -> u32 {
        self.table.knock_limit()
    }
}

/// What to do when the view is not one this player reads (it should not be
/// asked then): the first legal action, or dealing on.
pub(crate) fn fallback(view: &SeatView<'_>) -> Action {
    view.legal_actions()
        .first()
        .copied()
        .unwrap_or(Action::NextHand)
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
        s.seen(p.near, p.far)
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
    seen: impl FnOnce() -> Seen,
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

/// The share of the unseen cards that would let the hand of 10 knock if
/// drawn: the hand's prospects for V5's decisions.
fn knock_chance(s: &Spot<'_>, k: &Seen) -> f32 {
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
    knock_chance(s, &s.seen(1.0, 1.0)) >= needed
}

/// V5.2: accept, redouble or resign the opponent's double.
fn answer_double(s: &Spot<'_>, p: &Params) -> Action {
    let dw = s.melds.deadwood(s.hand);
    let chance = knock_chance(s, &s.seen(1.0, 1.0));
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
    if hopeless || knock_chance(s, &s.seen(1.0, 1.0)) >= p.redouble_chance {
        Action::AcceptDouble
    } else {
        Action::Resign
    }
}

fn spade(s: &Spot<'_>) -> u32 {
    if s.table.spade() {
        2
    } else {
        1
    }
}

/// Easy: the least deadwood, the higher card among equals; takes the upcard
/// when it lowers the deadwood; knocks as soon as it may.
pub fn choose_easy(view: &SeatView<'_>) -> Action {
    if view.public().between_hands() {
        return Action::NextHand;
    }
    let Some(s) = Spot::of(view) else {
        return fallback(view);
    };
    if s.table.to_act() != Some(s.me) {
        return fallback(view);
    }
    let p = &Params::EASY;
    let lowers = |top: Card| {
        let with = s
            .melds
            .best_discards(s.hand.with(top), CardSet::from_cards([top]))
            .deadwood_after;
        with < s.melds.deadwood(s.hand)
    };
    match s.table.phase() {
        GinPhase::UpcardOffer => match s.table.top_discard() {
            Some(top) if lowers(top) => Action::TakeDiscard,
            _ => Action::PassUpcard,
        },
        GinPhase::ForcedDraw => Action::DrawStock,
        GinPhase::Draw => {
            if s.table.settings().doubling && !s.table.doubled() && offers_double(&s, p) {
                return Action::OfferDouble;
            }
            match s.table.top_discard() {
                Some(top) if lowers(top) => Action::TakeDiscard,
                _ => Action::DrawStock,
            }
        }
        GinPhase::DoubleOffered | GinPhase::Redoubled => Action::AcceptDouble,
        GinPhase::Opening | GinPhase::Discard => {
            let forbidden = CardSet::from_cards(view.taken());
            let limit = s.limit();
            let choice = s.melds.best_discards(s.hand, forbidden);
            let Some(card) = choice
                .cards
                .iter()
                .max_by_key(|&c| (s.melds.value(c), c.rank(), c.suit()))
            else {
                return fallback(view);
            };
            if choice.deadwood_after <= limit {
                Action::Knock { card }
            } else {
                Action::Discard { card }
            }
        }
        GinPhase::Over => fallback(view),
    }
}
