//! Jersey Gin: John Scarne's three-handed Gin Rummy.
//!
//! `engine` holds the rules, `ai` the computer players; both are pure.
//! See ARCHITECTURE.md for the map.

pub use gin_core::{ai, engine};

pub mod cli;
pub mod config;
pub mod discord;
#[cfg(test)]
mod layers;
pub mod render;
pub mod sim;
pub mod store;
pub mod table;
pub mod terminal;
