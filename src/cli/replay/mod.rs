//! `jersey-gin replay FILE [--json] [--pictures DIR]`: the events and
//! result of a saved game of any kind (version 2 files name the game;
//! version 1 files are Jersey Gin), or its pictures (`pictures.rs`).

pub mod pictures;

use crate::engine::{Replay, ReplayError};
use crate::render;
use anyhow::{bail, Context};
use std::io::Read;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct ReplayArgs {
    /// A replay file (JSON: version, rules or options, seed, actions), as
    /// `sim --save` and `db export --game ID` write it; "-" reads standard
    /// input.
    pub file: PathBuf,
    /// One JSON event per line instead of text.
    #[arg(long, conflicts_with = "pictures")]
    pub json: bool,
    /// Draw the game as the bot shows it, as PNG files in DIR (made if
    /// missing) instead of printing its events: for each hand, each
    /// seat's hand as dealt (hand-01-deal-seat-1.png) and the table at the
    /// hand's end (hand-01-end.png); the names sort in play order. The
    /// pictures show EVERY player's hand, which was hidden during play, so
    /// a game still in progress is refused unless --unfinished is given.
    #[arg(long, value_name = "DIR")]
    pub pictures: Option<PathBuf>,
    /// With --pictures: draw a game that has not ended too (an abandoned
    /// one, or one you know nobody is still playing).
    #[arg(long, requires = "pictures")]
    pub unfinished: bool,
    /// With --pictures: draw clubs green and diamonds blue (the
    /// four-colour deck).
    #[arg(long, requires = "pictures")]
    pub four_colour: bool,
}

pub fn load(path: &std::path::Path) -> anyhow::Result<Replay> {
    let text = if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .context("cannot read standard input")?;
        s
    } else {
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?
    };
    serde_json::from_str(&text).with_context(|| {
        format!(
            "{} is not a replay file (`jersey-gin sim --save DIR` and `jersey-gin db export --game ID` write them)",
            shown(path)
        )
    })
}

/// The input's name in messages.
fn shown(path: &std::path::Path) -> String {
    if path.as_os_str() == "-" {
        "the standard input".into()
    } else {
        path.display().to_string()
    }
}

/// `--pictures DIR`: the game's pictures, refused for a game in progress
/// unless `--unfinished` says so.
fn draw(args: &ReplayArgs, replay: &Replay, dir: &std::path::Path) -> anyhow::Result<()> {
    let names = render::Plain(|s: usize| format!("Seat {}", s + 1));
    let drawings = pictures::collect(replay).map_err(|e| {
        anyhow::anyhow!(
            "{} cannot be replayed: {}",
            shown(&args.file),
            explain(&e, &names)
        )
    })?;
    if !drawings.over && !args.unfinished {
        bail!(
            "{} is a game that has not ended (after {} moves): its pictures would show every player's hidden hand. \
             If the game was abandoned or nobody is playing it any more, add --unfinished",
            shown(&args.file),
            drawings.moves
        );
    }
    let style = gin_pictures::Style {
        four_colour: args.four_colour,
        // English until the CLI has a language at hand (--lang).
        ..gin_pictures::Style::default()
    };
    println!("{}", pictures::write(dir, &drawings, style)?);
    Ok(())
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
    if let Some(dir) = &args.pictures {
        return draw(&args, &replay, dir);
    }
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
                shown(&args.file),
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
