//! Easy: the least deadwood, the higher card among equals; takes the
//! upcard when it lowers the deadwood; knocks as soon as it may; offers a
//! double when half the unseen cards would let it knock, and accepts every
//! double.

use super::{offers_double, Params, Spot};
use crate::ai::fallback;
use crate::engine::{Action, Card, CardSet, GinPhase, SeatView};

/// Easy: the least deadwood, the higher card among equals; takes the upcard
/// when it lowers the deadwood; knocks as soon as it may.
pub fn choose(view: &SeatView<'_>) -> Action {
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
