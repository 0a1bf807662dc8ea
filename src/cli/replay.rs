//! `jersey-gin replay FILE [--json]`: the events and result of a saved game
//! of any kind (version 2 files name the game; version 1 files are Jersey
//! Gin).

use crate::engine::{Replay, ReplayError};
use crate::render;
use anyhow::Context;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct ReplayArgs {
    /// A replay file (JSON: version, rules or options, seed, actions).
    pub file: PathBuf,
    /// One JSON event per line instead of text.
    #[arg(long)]
    pub json: bool,
}

pub fn load(path: &std::path::Path) -> anyhow::Result<Replay> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not a replay file", path.display()))
}

/// A replay error in words (the engine's own text shows the action as
/// Rust writes it).
pub fn explain(e: &ReplayError, names: &dyn render::Names) -> String {
    match e {
        ReplayError::Illegal {
            index,
            seat,
            action,
            error,
        } => format!(
            "move {} ({}: {}) is not allowed: {error}",
            index + 1,
            names.seat(*seat),
            render::action(action, names)
        ),
        other => other.to_string(),
    }
}

pub fn run(args: ReplayArgs) -> anyhow::Result<()> {
    let replay = load(&args.file)?;
    let mut lines = Vec::new();
    // A replay holds seats, not players: numbered from 1, as the table
    // message numbers them.
    let names = render::Plain(|s: usize| format!("Seat {}", s + 1));
    let game = replay
        .run(|_, event| {
            lines.push(if args.json {
                serde_json::to_string(event).expect("events serialise")
            } else {
                render::describe(event, &names)
            });
        })
        .map_err(|e| {
            anyhow::anyhow!(
                "{} cannot be replayed: {}",
                args.file.display(),
                explain(&e, &names)
            )
        })?;
    for l in &lines {
        println!("{l}");
    }
    if !game.is_over() {
        if args.json {
            let line = match game.public_view().jersey() {
                Some(g) => {
                    serde_json::json!({"type": "unfinished", "moves": game.moves(), "scores": g.scores()})
                }
                None => {
                    serde_json::json!({"type": "unfinished", "moves": game.moves(), "state": game.public_state()})
                }
            };
            println!("{line}");
        } else {
            println!("(the game is unfinished after {} moves)", game.moves());
        }
    }
    Ok(())
}
