//! A Discord bot for the Gin Rummy family: Jersey Gin (John Scarne's
//! three-handed game), two-handed Gin Rummy with its variants, and Colonel;
//! the same tables can be played in a terminal.
//!
//! `engine` holds the rules (docs/rules/), `ai` the computer players; both
//! are pure. Around them: the table service (`table`), the store (`store`),
//! the Discord front end (`discord`), the terminal game (`terminal`) and the
//! command-line tools (`cli`). See ARCHITECTURE.md for the map.

pub use gin_core::{ai, engine};

pub mod achievements;
pub mod cli;
pub mod config;
pub mod discord;
#[cfg(test)]
mod layers;
pub mod level_strength;
pub mod render;
pub mod rules_text;
pub mod sim;
pub mod store;
pub mod table;
pub mod terminal;
pub mod words;
