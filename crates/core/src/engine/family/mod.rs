//! The Gin Rummy family behind one interface (`RULES.md`, `RULES-GIN.md`):
//! [`Rules`] says which game and options, [`Game`] plays it with one
//! vocabulary of [`Action`]s and [`Event`]s, [`PublicState`] and
//! [`SeatState`] say what may be seen, [`Replay`] reproduces it.
//!
//! Jersey Gin's own types (`engine::Game`, `engine::Action`, ...) stay as
//! they are; [`Game::Jersey`] wraps them and converts.

pub mod colonel;
pub mod game;
pub mod gin;
pub mod gin_hand;
pub mod replay;
pub mod rules;
pub mod types;
pub mod view;

pub use colonel::{ColonelGame, ColonelHand, ColonelPhase};
pub use game::Game;
pub use gin::GinGame;
pub use gin_hand::{GinHand, GinPhase, HandSettings};
pub use replay::{Replay, ReplayError, SeatAction, REPLAY_VERSION};
pub use rules::{ColonelRules, GameKind, GinRules, NextDealer, OklahomaLimit, Rules, Shutout};
pub use types::*;
pub use view::{
    ColonelPublic, ColonelView, GinPublic, GinTablePublic, GinTableView, PublicState, PublicView,
    SeatState, SeatView,
};
