//! The fixed reference player for measurement: the policy every entry of
//! the EAAI-2021 Gin Rummy challenge was measured against (the "simple"
//! player of its starter kit), in two-handed Gin:
//!
//! - take the face-up card only if it is part of a meld with the hand;
//!   otherwise draw from the stock;
//! - discard the card that leaves the least deadwood (the unmelded card of
//!   highest value), never the one just taken from the pile; equals are
//!   broken at random (here: by the move seed);
//! - knock as soon as the deadwood allows (gin when it is 0).
//!
//! The challenge had none of Part V's decisions, so they are fixed here as
//! plainly as the policy: the upcard offer (G3) is taken under the same rule
//! or passed; it never offers a double and accepts every double and
//! redouble (V5); the eleven-card opening (V3) is played as a discard. Not
//! kept: the starter kit's refusal to repeat a draw-and-discard pair (G4.2
//! ends hands that go round). In Jersey Gin and Colonel, which the challenge
//! did not play, it plays as easy.

use super::fallback;
use super::gin::Spot;
use super::shapes::makes_meld;
use crate::engine::{Action, GinPhase, SeatView};
use crate::engine::{Card, CardSet};

pub fn choose(view: &SeatView<'_>, seed: u64) -> Action {
    if view.public().between_hands() {
        return Action::NextHand;
    }
    let Some(s) = Spot::of(view) else {
        return fallback(view);
    };
    if s.table.to_act() != Some(s.me) {
        return fallback(view);
    }
    let aces = s.melds.aces;
    let takes = |top: Option<Card>| top.is_some_and(|c| makes_meld(c, s.hand, aces));
    match s.table.phase() {
        GinPhase::UpcardOffer if takes(s.table.top_discard()) => Action::TakeDiscard,
        GinPhase::UpcardOffer => Action::PassUpcard,
        GinPhase::ForcedDraw => Action::DrawStock,
        GinPhase::Draw if takes(s.table.top_discard()) => Action::TakeDiscard,
        GinPhase::Draw => Action::DrawStock,
        GinPhase::DoubleOffered | GinPhase::Redoubled => Action::AcceptDouble,
        GinPhase::Opening | GinPhase::Discard => {
            let forbidden = CardSet::from_cards(view.taken());
            let choice = s.melds.best_discards(s.hand, forbidden);
            let n = choice.cards.len();
            if n == 0 {
                return fallback(view);
            }
            let pick = (seed % n as u64) as usize;
            let card = choice.cards.iter().nth(pick).expect("pick < n");
            if choice.deadwood_after <= s.limit() {
                Action::Knock { card }
            } else {
                Action::Discard { card }
            }
        }
        GinPhase::Over => fallback(view),
    }
}
