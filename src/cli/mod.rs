//! The command line's subcommands, one file each. `main.rs` only parses and
//! dispatches.

pub mod analyze;
pub mod bench;
pub mod db;
pub mod render;
pub mod replay;
pub mod run;
pub mod sim;

/// Whether log lines (on stderr) get colours: only on a terminal, and not
/// with `NO_COLOR`; a log written to a file or a pipe is plain text.
pub fn log_colours() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}
