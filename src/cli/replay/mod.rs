//! `jersey-gin replay FILE [--json] [--pictures DIR]`: the events and
//! result of a saved game of any kind (version 2 files name the game;
//! version 1 files are Jersey Gin), or its pictures (`pictures.rs`).

pub mod pictures;

use crate::engine::{Replay, ReplayError, Seat};
use crate::render;
use anyhow::{bail, Context};
use gin_text::{tr, Lang};
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
    /// The language of what is printed (the global `--lang`, else the
    /// environment's; set by `main`). `--json` does not change with it.
    #[arg(skip)]
    pub lang: Lang,
}

/// A replay holds seats, not players: they are numbered from 1, as the
/// table message numbers them, in the reader's language.
pub(crate) struct Seats(pub(crate) Lang);

impl render::Names for Seats {
    fn seat(&self, seat: Seat) -> String {
        tr!(self.0, "cli-seat", seat = seat + 1)
    }
    fn lang(&self) -> Lang {
        self.0
    }
}

pub fn load(lang: Lang, path: &std::path::Path) -> anyhow::Result<Replay> {
    let text = if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .with_context(|| tr!(lang, "cli-cannot-read-stdin"))?;
        s
    } else {
        std::fs::read_to_string(path)
            .with_context(|| tr!(lang, "cli-cannot-read", path = path.display().to_string()))?
    };
    serde_json::from_str(&text)
        .with_context(|| tr!(lang, "cli-not-a-replay", file = shown(lang, path)))
}

/// The input's name in messages.
fn shown(lang: Lang, path: &std::path::Path) -> String {
    if path.as_os_str() == "-" {
        tr!(lang, "cli-standard-input")
    } else {
        path.display().to_string()
    }
}

/// Why a replay cannot be played, said as the file's.
pub(crate) fn cannot_replay(lang: Lang, path: &std::path::Path, e: &ReplayError) -> anyhow::Error {
    anyhow::anyhow!(tr!(
        lang,
        "cli-cannot-replay",
        file = shown(lang, path),
        reason = explain(e, &Seats(lang))
    ))
}

/// `--pictures DIR`: the game's pictures, refused for a game in progress
/// unless `--unfinished` says so.
fn draw(args: &ReplayArgs, replay: &Replay, dir: &std::path::Path) -> anyhow::Result<()> {
    let lang = args.lang;
    let drawings =
        pictures::collect(lang, replay).map_err(|e| cannot_replay(lang, &args.file, &e))?;
    if !drawings.over && !args.unfinished {
        bail!(tr!(
            lang,
            "cli-pictures-of-unfinished",
            file = shown(lang, &args.file),
            moves = drawings.moves
        ));
    }
    let style = gin_pictures::Style {
        four_colour: args.four_colour,
        lang,
    };
    println!("{}", pictures::write(lang, dir, &drawings, style)?);
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
        } => tr!(
            names.lang(),
            "cli-illegal-move",
            number = index + 1,
            seat = names.seat(*seat),
            action = render::action(action, names),
            error = error.to_string()
        ),
        other => other.to_string(),
    }
}

pub fn run(args: ReplayArgs) -> anyhow::Result<()> {
    let lang = args.lang;
    let replay = load(lang, &args.file)?;
    if let Some(dir) = &args.pictures {
        return draw(&args, &replay, dir);
    }
    let mut lines = Vec::new();
    let names = Seats(lang);
    let game = replay
        .run(|_, event| {
            lines.push(if args.json {
                serde_json::to_string(event).expect("events serialise")
            } else {
                render::describe(event, &names)
            });
        })
        .map_err(|e| cannot_replay(lang, &args.file, &e))?;
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
            println!("{}", tr!(lang, "cli-unfinished", moves = game.moves()));
        }
    }
    Ok(())
}
