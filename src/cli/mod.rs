//! The command line's subcommands, one file each. `main.rs` only parses and
//! dispatches.

pub mod sim;
