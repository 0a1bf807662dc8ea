//! The rules of the Gin Rummy family (docs/rules/jersey-gin.md, docs/rules/gin-rummy.md), pure and
//! synchronous, no I/O, in one vocabulary: [`Rules`] say which game and
//! options, [`Game`] plays any of them (Jersey Gin, two-handed Gin with
//! its switches, Colonel) taking [`Action`]s and returning [`Event`]s or a
//! typed [`ActionError`]; [`PublicView`] and [`SeatView`] (and their
//! snapshots [`PublicState`], [`SeatState`]) say what may be seen, with a
//! part of their own for each game; [`Replay`] reproduces a game.
//!
//! Each game's state machines live in their own module ([`jersey`],
//! [`gin`], [`colonel`]); cards, melds and the deck are shared.

pub mod action;
pub mod cards;
pub mod colonel;
pub mod deck;
pub mod event;
pub mod game;
pub mod gin;
pub mod jersey;
pub mod melds;
pub mod replay;
pub mod rules;
mod turn;
pub mod types;
pub mod view;

pub use action::Action;
pub use cards::{parse_cards, Card, CardSet, Suit};
pub use colonel::{
    ColonelEnd, ColonelGame, ColonelHand, ColonelHandResult, ColonelLine, ColonelPhase,
    ColonelResult,
};
pub use event::Event;
pub use game::Game;
pub use gin::{
    DrawnBy, FinalLine, GameFinal, GinGame, GinGameResult, GinHand, GinHandEnd, GinHandResult,
    GinPhase, HandSettings, OklahomaDeal, Scoreboard, SheetLine, Tally,
};
pub use melds::{
    arrange, best_arrangement, best_discards, deadwood, knocker_arrangement, meld_kind, MeldKind,
};
pub use replay::{Replay, ReplayError, SeatAction, REPLAY_VERSION};
pub use rules::{
    Clash, ColonelRules, GameKind, GinRules, NextDealer, OklahomaLimit, Rules, RulesRefusal,
    Shutout, Switch,
};
pub use types::*;
pub use view::{
    ColonelPublic, ColonelView, GinPublic, GinTablePublic, GinTableView, JerseyPublic, JerseyView,
    PublicState, PublicView, SeatState, SeatView,
};
