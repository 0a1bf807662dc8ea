//! The Gin Rummy family's rules and computer players.
//!
//! `engine` holds the rules (docs/rules/jersey-gin.md, docs/rules/gin-rummy.md), `ai` the computer
//! players. Both are pure and synchronous: this crate depends on no I/O,
//! async or Discord crate, so the compiler keeps the core pure.

pub mod ai;
pub mod engine;
