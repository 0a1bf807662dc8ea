//! `jersey-gin review REPLAY [--seat N] [--json]`: the coach's review of
//! one seat's decisions in a saved game (issue 41): for each, the action
//! the search prefers, the winning chance given up and a grade; then the
//! seat's accuracy and its luck.

use super::replay::{cannot_replay, load, Seats};
use crate::ai::coach::review::{self, Grade};
use crate::engine::Seat;
use crate::render;
use gin_text::{tr, Lang};
use serde_json::json;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct ReviewArgs {
    /// A replay file, as `jersey-gin replay` reads it ("-" reads standard
    /// input).
    pub file: PathBuf,
    /// The seat to review, numbered from 1 as the table message numbers
    /// them.
    #[arg(long, default_value_t = 1)]
    pub seat: usize,
    /// One JSON object per decision, then a summary, instead of text.
    #[arg(long)]
    pub json: bool,
    /// The whole game's summary instead: every seat's accuracy over all
    /// its decisions (`--seat` is not used).
    #[arg(long)]
    pub summary: bool,
    /// The language of what is printed (the global `--lang`; set by
    /// `main`). `--json` does not change with it.
    #[arg(skip)]
    pub lang: Lang,
}

pub fn run(args: ReviewArgs) -> anyhow::Result<()> {
    let lang = args.lang;
    let replay = load(lang, &args.file)?;
    // The replay must play (every action legal) before it is reviewed.
    replay
        .run(|_, _| {})
        .map_err(|e| cannot_replay(lang, &args.file, &e))?;
    // The game as dealt: the same replay without its actions.
    let dealt = crate::engine::Replay {
        actions: Vec::new(),
        ..replay.clone()
    };
    let start = dealt
        .run(|_, _| {})
        .map_err(|e| cannot_replay(lang, &args.file, &e))?;
    let seats = start.seats();
    if args.seat == 0 || args.seat > seats {
        anyhow::bail!(tr!(
            lang,
            "cli-review-bad-seat",
            seats = seats,
            seat = args.seat
        ));
    }
    let seat: Seat = args.seat - 1;
    let moves: Vec<(Seat, crate::engine::Action)> =
        replay.actions.iter().map(|a| (a.seat, a.action)).collect();
    if args.summary {
        let reviews: Vec<review::Review> = (0..seats)
            .map(|seat| review::review(&start, &moves, seat))
            .collect();
        for line in summary_lines(&reviews, lang, args.json) {
            println!("{line}");
        }
        return Ok(());
    }
    let r = review::review(&start, &moves, seat);
    for line in lines(&r, lang, args.json) {
        println!("{line}");
    }
    Ok(())
}

/// A whole game's summary: every seat's accuracy, as text in `lang` or
/// one JSON object per seat.
pub fn summary_lines(reviews: &[review::Review], lang: Lang, json: bool) -> Vec<String> {
    if json {
        return reviews
            .iter()
            .map(|r| {
                json!({
                    "type": "player",
                    "seat": r.seat + 1,
                    "decisions": r.lines.len(),
                    "accuracy": r.accuracy(),
                    "mistakes": r.count(Grade::Mistake),
                    "blunders": r.count(Grade::Blunder),
                })
                .to_string()
            })
            .collect();
    }
    let names = Seats(lang);
    let named: Vec<(String, &review::Review)> = reviews
        .iter()
        .map(|r| (render::Names::seat(&names, r.seat), r))
        .collect();
    let mut out = vec![tr!(lang, "cli-review-game-title")];
    out.extend(crate::render::coach::summary_lines(&named, lang));
    out
}

/// Chance (0..1) as whole percent; losses in points of chance, one decimal.
fn percent(x: f32) -> i64 {
    (x * 100.0).round() as i64
}
fn points(x: f32) -> f64 {
    (x as f64 * 1000.0).round() / 10.0
}

/// The review's lines: text in `lang`, or JSON.
pub fn lines(r: &review::Review, lang: Lang, json: bool) -> Vec<String> {
    let names = Seats(lang);
    let mut out = Vec::new();
    if !json {
        out.push(tr!(
            lang,
            "cli-review-title",
            seat = render::Names::seat(&names, r.seat),
            decisions = r.lines.len()
        ));
    }
    for l in &r.lines {
        out.push(if json {
            json!({
                "type": "decision",
                "move": l.index + 1,
                "played": l.played.action,
                "played_win": l.played.win,
                "played_points": l.played.points,
                "best": l.best.action,
                "best_win": l.best.win,
                "best_points": l.best.points,
                "loss": l.loss,
                "grade": l.grade.name(),
            })
            .to_string()
        } else {
            tr!(
                lang,
                "cli-review-line",
                number = l.index + 1,
                played = render::action(&l.played.action, &names),
                chance = percent(l.played.win),
                best = render::action(&l.best.action, &names),
                best_chance = percent(l.best.win),
                loss = points(l.loss),
                grade = l.grade.name()
            )
        });
    }
    let count = |g| r.count(g);
    out.push(if json {
        json!({
            "type": "summary",
            "seat": r.seat + 1,
            "decisions": r.lines.len(),
            "accuracy": r.accuracy(),
            "luck": r.luck,
            "good": count(Grade::Good),
            "inaccuracies": count(Grade::Inaccuracy),
            "mistakes": count(Grade::Mistake),
            "blunders": count(Grade::Blunder),
        })
        .to_string()
    } else {
        tr!(
            lang,
            "cli-review-summary",
            accuracy = r.accuracy().round() as i64,
            good = count(Grade::Good),
            inaccuracies = count(Grade::Inaccuracy),
            mistakes = count(Grade::Mistake),
            blunders = count(Grade::Blunder),
            luck = points(r.luck)
        )
    });
    out
}
