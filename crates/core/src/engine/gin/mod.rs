//! Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G) with the switches of
//! Part V: one hand as a state machine ([`hand`]), the game over hands
//! ([`game`]: Hollywood, three players, partnerships) and what they report
//! ([`types`]).

pub mod game;
pub mod hand;
pub mod types;

pub use game::GinGame;
pub use hand::{GinHand, GinPhase, HandSettings};
pub use types::*;
