//! Colonel (docs/rules/gin-rummy.md V9): the hand and the match ([`game`]) and
//! what they report ([`types`]).

pub mod game;
pub mod types;

pub use game::{ColonelGame, ColonelHand, ColonelPhase};
pub use types::*;
