//! The rules of the Gin Rummy family: Jersey Gin (`RULES.md`) in this
//! module's own types, and every game behind one interface in [`family`]
//! (`RULES-GIN.md`). Pure and synchronous, no I/O.

pub mod cards;
pub mod deck;
pub mod family;
pub mod game;
pub mod hand;
pub mod melds;
pub mod replay;
pub mod types;
pub mod view;

pub use cards::{parse_cards, Card, CardSet, Suit};
pub use game::Game;
pub use hand::{Hand, Phase};
pub use melds::{
    arrange, best_arrangement, best_discards, deadwood, knocker_arrangement, meld_kind, MeldKind,
};
pub use replay::{Replay, SeatAction};
pub use types::*;
pub use view::{PublicState, PublicView, SeatState, SeatView};
