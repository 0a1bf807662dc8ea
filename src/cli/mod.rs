//! The command line's subcommands, one file each. `main.rs` only parses and
//! dispatches.

pub mod analyze;
pub mod bench;
pub mod db;
pub mod render;
pub mod replay;
pub mod run;
pub mod sim;
