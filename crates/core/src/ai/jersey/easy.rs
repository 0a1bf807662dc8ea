//! Easy: keep melds, throw the card that leaves the least deadwood (the
//! highest among equals), take the upcard only when it lowers the deadwood,
//! knock as soon as it may. The baseline the other levels are measured on.

use super::knowledge::jersey_table;
use crate::engine::melds::{best_discards, deadwood, usable_at_once};
use crate::engine::{Action, CardSet, SeatView};

pub fn choose(view: &SeatView<'_>) -> Action {
    let legal = view.legal_actions();
    if legal.contains(&Action::NextHand) {
        return Action::NextHand;
    }
    let hand = view.hand();
    if legal.contains(&Action::DrawStock) {
        if legal.contains(&Action::TakeDiscard) {
            let public = jersey_table(view);
            if let Some(top) = public.top_discard() {
                let with = best_discards(hand.with(top), CardSet::from_cards([top]));
                let broken = public.breaker().is_some();
                let table: Vec<CardSet> = public.table().iter().map(|m| m.cards).collect();
                if with.deadwood_after < deadwood(hand)
                    || (broken && usable_at_once(hand, top, &table))
                {
                    return Action::TakeDiscard;
                }
            }
        }
        return Action::DrawStock;
    }
    let forbidden = CardSet::from_cards(view.taken());
    let choice = best_discards(hand, forbidden);
    let card = choice
        .cards
        .iter()
        .max_by_key(|c| (c.value(), c.rank(), c.suit()))
        .expect("a discard phase has a card to throw");
    if legal.contains(&Action::Knock { card }) {
        Action::Knock { card }
    } else {
        Action::Discard { card }
    }
}
