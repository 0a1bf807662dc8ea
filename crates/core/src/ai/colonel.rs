//! Colonel (docs/rules/gin-rummy.md V9): easy and normal (hard is normal for now).
//!
//! A turn is several decisions (draw or challenge; then melds and layoffs
//! one at a time; then a discard, or the end of the turn once the stock is
//! out), each asked afresh: the player plans from its cards and the table
//! on every call, as the other players rebuild their knowledge from the
//! log.
//!
//! - Easy: takes the top discard when it makes a meld with its hand; lays
//!   down every meld and layoff of its best arrangement at once; throws its
//!   highest card; challenges with a hand total of 5 or less and accepts a
//!   challenge with 10 or less.
//! - Normal: also takes a discard it can lay off; lays off onto either
//!   player's melds at once (it only lowers its total), but keeps its own
//!   melds in hand while the opponent holds many cards and the stock is
//!   long, so that the opponent cannot lay off onto them, unless laying
//!   them down goes out or the table is getting dangerous; throws by the
//!   card's value less the live outs it gives up and the chance of handing
//!   the opponent a meld; challenges when its total is clearly below what
//!   the opponent probably holds (known pick-ups plus the unseen average)
//!   and accepts only when it is clearly below what a challenger would
//!   hold.

use super::opponent::Opponent;
use super::shapes::makes_meld;
use super::{fallback, Level};
use crate::engine::melds::MeldRules;
use crate::engine::{Action, ColonelPhase, ColonelView, Event, SeatView};
use crate::engine::{Card, CardSet, Seat};

const RULES: MeldRules = MeldRules::COLONEL;

/// Weights of a Colonel player.
#[derive(Debug, Clone, Copy)]
pub struct Params {
    /// Take a discard that can be laid off onto a table meld.
    pub take_layoffs: bool,
    /// Keep own melds in hand while the opponent holds more cards than
    /// this and the stock holds more than `hold_stock`.
    pub hold_while_opponent_holds: u32,
    pub hold_stock: u32,
    /// Points charged per live out given up by a discard.
    pub w_outs: f32,
    /// Points charged per unit of meld danger to the opponent.
    pub w_danger: f32,
    /// Challenge with a total at most this share of the opponent's
    /// estimated total, and never above `challenge_max`.
    pub challenge_ratio: f32,
    pub challenge_max: u32,
    /// Accept a challenge with a total at most this share of the
    /// challenger's estimated total, and never above `accept_max`.
    pub accept_ratio: f32,
    pub accept_max: u32,
}

impl Params {
    pub const EASY: Params = Params {
        take_layoffs: false,
        hold_while_opponent_holds: u32::MAX,
        hold_stock: u32::MAX,
        w_outs: 0.0,
        w_danger: 0.0,
        challenge_ratio: f32::INFINITY,
        challenge_max: 5,
        accept_ratio: f32::INFINITY,
        accept_max: 10,
    };
    pub const NORMAL: Params = Params {
        take_layoffs: true,
        hold_while_opponent_holds: 7,
        hold_stock: 12,
        w_outs: 1.5,
        w_danger: 6.0,
        challenge_ratio: 0.5,
        challenge_max: 25,
        accept_ratio: 0.5,
        accept_max: 15,
    };
    pub const HARD: Params = Params::NORMAL;
}

/// Colonel's move for the seat of `view` at `level`.
pub fn choose(level: Level, view: &SeatView<'_>) -> Action {
    choose_with(
        view,
        match level {
            Level::Easy => &Params::EASY,
            Level::Normal => &Params::NORMAL,
            Level::Hard => &Params::HARD,
        },
    )
}

/// Colonel's player with the given weights.
pub fn choose_with(view: &SeatView<'_>, p: &Params) -> Action {
    if view.public().between_hands() {
        return Action::NextHand;
    }
    let Some(cv) = view.public().colonel() else {
        return fallback(view);
    };
    let me = view.seat();
    if cv.to_act() != Some(me) || me > 1 {
        return fallback(view);
    }
    let opponent = 1 - me;
    let hand = view.hand();
    let table: Vec<CardSet> = cv.melds().iter().map(|m| m.cards).collect();
    let them = reading(&cv, me, opponent, hand);
    match cv.phase() {
        ColonelPhase::Draw => {
            let challenged = matches!(cv.log().last(), Some(Event::ChallengeAnswered { .. }));
            if !challenged && challenges(&them, hand, p) {
                return Action::Challenge;
            }
            match cv.top_discard() {
                Some(top) if wants(top, hand, &table, p) => Action::TakeDiscard,
                _ => Action::DrawStock,
            }
        }
        ColonelPhase::Challenged => Action::AnswerChallenge {
            accept: accepts(&them, hand, p),
        },
        ColonelPhase::Play => play(view, &cv, &them, &table, p),
        ColonelPhase::Over => fallback(view),
    }
}

/// What we can tell of the opponent's hand.
pub(crate) fn reading(cv: &ColonelView<'_>, me: Seat, opponent: Seat, hand: CardSet) -> Opponent {
    let mut public = CardSet::from_cards(cv.discards().iter().copied());
    for m in cv.melds() {
        public = public.union(m.cards);
    }
    Opponent::from_log(
        me,
        opponent,
        hand,
        RULES,
        cv.log(),
        public,
        cv.hand_size(opponent),
        None,
    )
}

fn wants(top: Card, hand: CardSet, table: &[CardSet], p: &Params) -> bool {
    makes_meld(top, hand, RULES.aces)
        || (p.take_layoffs
            && table
                .iter()
                .any(|m| RULES.can_lay_off(CardSet::from_cards([top]), *m)))
}

/// The opponent's likely hand total: the cards we know it holds plus the
/// average of the unseen cards for the rest.
fn estimate(them: &Opponent) -> f32 {
    let known = RULES.value_of(them.odds.known) as f32;
    let n = them.unknown.len();
    let mean = if n == 0 {
        0.0
    } else {
        RULES.value_of(them.unknown) as f32 / n as f32
    };
    known + them.odds.hidden as f32 * mean
}

fn challenges(them: &Opponent, hand: CardSet, p: &Params) -> bool {
    let mine = RULES.value_of(hand);
    mine <= p.challenge_max && mine as f32 <= p.challenge_ratio * estimate(them)
}

fn accepts(them: &Opponent, hand: CardSet, p: &Params) -> bool {
    let mine = RULES.value_of(hand);
    mine <= p.accept_max && mine as f32 <= p.accept_ratio * estimate(them)
}

/// After drawing: lay off, meld (or keep melds back), then discard or end
/// the turn. One action per call.
fn play(
    view: &SeatView<'_>,
    cv: &ColonelView<'_>,
    them: &Opponent,
    table: &[CardSet],
    p: &Params,
) -> Action {
    let hand = view.hand();
    let taken = view.taken();
    let legal = view.legal_actions();
    let plan = RULES.arrange(hand, table);
    let stock_out = cv.stock_len() == 0;
    // Going out this turn: everything melds, or one card is left to throw.
    let left = plan.deadwood_cards;
    let goes_out =
        left.is_empty() || (left.len() == 1 && Some(left.first().expect("one card")) != taken);
    let holding = !goes_out
        && !stock_out
        && cv.hand_size(them.opponent) > p.hold_while_opponent_holds
        && cv.stock_len() as u32 > p.hold_stock;
    // Cards that include the taken card go first, so that it is never the
    // last card left (V9.3).
    let first_taken = |cards: CardSet| !taken.is_some_and(|t| cards.contains(t));
    let mut moves: Vec<Action> = plan
        .layoffs
        .iter()
        .map(|l| Action::LayOff {
            cards: l.cards,
            onto: table[l.onto],
        })
        .collect();
    if !holding {
        moves.extend(plan.melds.iter().map(|&cards| Action::Meld { cards }));
    }
    moves.sort_by_key(|a| match a {
        Action::LayOff { cards, .. } | Action::Meld { cards } => first_taken(*cards),
        _ => true,
    });
    if let Some(a) = moves.into_iter().find(|a| legal.contains(a)) {
        return a;
    }
    // The melds kept back are not thrown.
    let kept = if holding {
        plan.melds.iter().fold(CardSet::EMPTY, |a, m| a.union(*m))
    } else {
        CardSet::EMPTY
    };
    let mut best: Option<(f32, Card)> = None;
    for a in &legal {
        let Action::Discard { card } = *a else {
            continue;
        };
        let mut keep = RULES.value(card) as f32;
        if kept.contains(card) {
            keep -= 100.0;
        }
        keep -= p.w_outs * them.outs(card).len() as f32;
        keep -= p.w_danger * them.danger(card);
        if best.is_none_or(|(b, _)| keep > b) {
            best = Some((keep, card));
        }
    }
    if let Some((_, card)) = best {
        return Action::Discard { card };
    }
    if legal.contains(&Action::EndTurn) {
        return Action::EndTurn;
    }
    fallback(view)
}
