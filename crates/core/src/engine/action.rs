//! The one vocabulary of moves, for every game of the family: what a
//! seat asks [`super::Game::apply`] to do. Each game takes the actions its
//! rules have and refuses the rest with [`super::ActionError::NotInThisGame`].

use super::cards::{Card, CardSet};
use serde::{Deserialize, Serialize};

/// Everything a player can do in any game of the family (the JSON form is
/// stored in every replay and channel log: keep the tags).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Take the top card of the stock.
    DrawStock,
    /// Take the top card of the discard pile (in G3: take the upcard).
    TakeDiscard,
    /// Discard a card face up.
    Discard { card: Card },
    /// Discard a card face down and knock (gin when the rest has deadwood 0).
    Knock { card: Card },
    /// After a hand is scored, deal the next one (any seat may ask).
    NextHand,
    /// G3: pass the upcard offer.
    PassUpcard,
    /// V5.1: offer a double at the start of one's turn.
    OfferDouble,
    /// V5.2, V5.3: accept the double (or the redouble).
    AcceptDouble,
    /// V5.2: redouble, which accepts the double.
    Redouble,
    /// V5.4: refuse the double (or redouble) and lose the hand.
    Resign,
    /// V9.3: lay down one meld from the hand.
    Meld { cards: CardSet },
    /// V9.3: add cards to a meld on the table, named by its current cards.
    LayOff { cards: CardSet, onto: CardSet },
    /// V9.5: after drawing the last stock card, end the hand without
    /// discarding.
    EndTurn,
    /// V9.6: challenge at the start of one's turn.
    Challenge,
    /// V9.6: accept (the hand ends) or refuse (play goes on) a challenge.
    AnswerChallenge { accept: bool },
}
