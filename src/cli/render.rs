//! `jersey-gin render [--kind hand|table] INPUT.json -o OUT.png`: draws a
//! position given as JSON (docs/formats.md, "Pictures") as the bot would
//! show it, so pictures can be looked at and tested without Discord.

use anyhow::{bail, Context};
use gin_pictures::{render, ContentKey, Picture, Style};
use std::io::Read;
use std::path::PathBuf;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Kind {
    /// One player's hand (melds, deadwood, count, the piles).
    Hand,
    /// The table (every seat's row, layoffs, counts, the piles).
    Table,
}

impl Kind {
    fn tag(self) -> &'static str {
        match self {
            Kind::Hand => "hand",
            Kind::Table => "table",
        }
    }
}

#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// What the JSON describes; needed only when it has no "kind" field.
    #[arg(long, value_enum)]
    pub kind: Option<Kind>,
    /// The position as JSON; "-" reads standard input.
    pub input: PathBuf,
    /// Where to write the PNG.
    #[arg(short, long)]
    pub output: PathBuf,
    /// Draw clubs green and diamonds blue (the four-colour deck).
    #[arg(long)]
    pub four_colour: bool,
}

/// Reads a picture from JSON. `kind` fills in a missing "kind" field and
/// must agree with one that is there.
pub fn parse_picture(text: &str, kind: Option<Kind>) -> anyhow::Result<Picture> {
    let mut value: serde_json::Value =
        serde_json::from_str(text).context("the input is not JSON")?;
    let Some(object) = value.as_object_mut() else {
        bail!("the input must be a JSON object describing a hand or a table");
    };
    if object.contains_key("actions") && object.contains_key("seed") {
        bail!(
            "this is a replay (a whole game), not a picture: `jersey-gin replay FILE` \
             prints its events; `render` draws one hand or table (docs/formats.md, \"Pictures\")"
        );
    }
    match (object.get("kind").and_then(|k| k.as_str()), kind) {
        (Some(given), Some(k)) if given != k.tag() => {
            bail!(
                "the JSON says \"kind\": \"{given}\" but --kind says {}",
                k.tag()
            )
        }
        (Some(_), _) => {}
        (None, Some(k)) => {
            object.insert("kind".into(), k.tag().into());
        }
        (None, None) => {
            bail!(
                "say what to draw: add \"kind\": \"hand\" or \"table\" to the JSON, or pass --kind"
            )
        }
    }
    let mut picture: Picture = serde_json::from_value(value)
        .context("the input is not a picture (see docs/formats.md)")?;
    match &mut picture {
        Picture::Hand(h) => {
            h.count = checked_count(h.count, &h.deadwood, 0, "the hand")?;
            check_held(h)?;
        }
        Picture::Table(t) => {
            for seat in &mut t.seats {
                let whose = format!("{}'s row", seat.name);
                seat.count = checked_count(seat.count, &seat.deadwood, seat.hidden, &whose)?;
            }
        }
    }
    Ok(picture)
}

/// The count beside some deadwood: what the cards count when it is not
/// given (an ace 1, R1.2; no badge without deadwood); a given count must be what they count with an
/// ace worth 1, 10 (Colonel) or 15 (around the corner). Hidden cards
/// cannot be counted: the given count stands.
fn checked_count(
    given: Option<u32>,
    deadwood: &[crate::engine::Card],
    hidden: u32,
    whose: &str,
) -> anyhow::Result<Option<u32>> {
    if hidden > 0 {
        return Ok(given);
    }
    let counts: Vec<u32> = [1, 10, 15]
        .iter()
        .map(|&ace| {
            deadwood
                .iter()
                .map(|c| if c.rank() == 0 { ace } else { c.value() })
                .sum()
        })
        .collect();
    match given {
        None if deadwood.is_empty() => Ok(None),
        None => Ok(Some(counts[0])),
        Some(n) if counts.contains(&n) => Ok(Some(n)),
        Some(n) => bail!(
            "{whose}: \"count\": {n} is not what its deadwood counts ({}); leave it out and it is worked out",
            counts[0]
        ),
    }
}

/// Colonel's count of the whole hand (V9.4), when given, must be what
/// every card shown counts with an ace worth 10.
fn check_held(h: &gin_pictures::HandPicture) -> anyhow::Result<()> {
    let Some(held) = h.held else { return Ok(()) };
    let all = crate::engine::melds::MeldRules::COLONEL.value_of(h.cards().collect());
    if held != all {
        bail!("the hand: \"held\": {held} is not what its cards count in Colonel ({all})");
    }
    Ok(())
}

pub fn run(args: RenderArgs) -> anyhow::Result<()> {
    let text = if args.input.as_os_str() == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .context("cannot read standard input")?;
        s
    } else {
        std::fs::read_to_string(&args.input)
            .with_context(|| format!("cannot read {}", args.input.display()))?
    };
    let picture =
        parse_picture(&text, args.kind).with_context(|| format!("in {}", args.input.display()))?;
    let style = Style {
        four_colour: args.four_colour,
        ..Style::default()
    };
    let png = render(&picture, style).context("cannot draw this picture")?;
    std::fs::write(&args.output, &png.bytes)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    println!(
        "wrote {} ({}×{}, {} bytes, key {})",
        args.output.display(),
        png.width,
        png.height,
        png.bytes.len(),
        ContentKey::of(&picture, style)
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const HAND: &str = r#"{"melds": [["7h", "8h", "9h"]], "deadwood": ["Kc"], "count": 10}"#;

    #[test]
    fn the_kind_comes_from_the_json_or_the_flag() {
        assert!(matches!(
            parse_picture(HAND, Some(Kind::Hand)).unwrap(),
            Picture::Hand(_)
        ));
        let tagged = r#"{"kind": "hand", "deadwood": ["Kc"]}"#;
        assert!(matches!(
            parse_picture(tagged, None).unwrap(),
            Picture::Hand(_)
        ));
        assert!(matches!(
            parse_picture(tagged, Some(Kind::Hand)).unwrap(),
            Picture::Hand(_)
        ));
    }

    #[test]
    fn a_missing_or_contradicting_kind_is_explained() {
        let err = parse_picture(HAND, None).unwrap_err().to_string();
        assert!(err.contains("--kind"), "{err}");
        let tagged = r#"{"kind": "hand", "deadwood": ["Kc"]}"#;
        let err = parse_picture(tagged, Some(Kind::Table))
            .unwrap_err()
            .to_string();
        assert!(err.contains("--kind says table"), "{err}");
    }

    /// Issue 37, item 13: a replay is recognised, a missing count worked
    /// out and a wrong one refused.
    #[test]
    fn a_replay_and_wrong_counts_are_explained() {
        let replay = r#"{"version": 2, "rules": {"game": "gin"}, "seed": 1, "actions": []}"#;
        let err = parse_picture(replay, None).unwrap_err().to_string();
        assert!(err.contains("jersey-gin replay FILE"), "{err}");
        let no_count = r#"{"kind": "hand", "deadwood": ["Kc", "Ah", "5d"]}"#;
        let Picture::Hand(h) = parse_picture(no_count, None).unwrap() else {
            panic!("a hand")
        };
        assert_eq!(h.count, Some(16));
        let colonel = r#"{"kind": "hand", "deadwood": ["Kc", "Ah"], "count": 20}"#;
        assert!(parse_picture(colonel, None).is_ok());
        let wrong = r#"{"kind": "hand", "deadwood": ["Kc"], "count": 3}"#;
        let err = parse_picture(wrong, None).unwrap_err().to_string();
        assert!(
            err.contains("is not what its deadwood counts (10)"),
            "{err}"
        );
        // Colonel's whole hand (V9.4): melds too, an ace 10.
        let held =
            r#"{"kind": "hand", "melds": [["7h", "8h", "9h"]], "deadwood": ["Ah"], "held": 34}"#;
        assert!(parse_picture(held, None).is_ok());
        let wrong = held.replace("34", "10");
        let err = parse_picture(&wrong, None).unwrap_err().to_string();
        assert!(err.contains("count in Colonel (34)"), "{err}");
        let table =
            r#"{"kind": "table", "seats": [{"name": "Ann", "deadwood": ["9c"], "count": 8}]}"#;
        let err = parse_picture(table, None).unwrap_err().to_string();
        assert!(err.contains("Ann's row"), "{err}");
    }

    #[test]
    fn bad_json_is_refused_with_the_reason() {
        assert!(parse_picture("[1, 2]", Some(Kind::Hand)).is_err());
        let err = format!(
            "{:#}",
            parse_picture(r#"{"deadwood": ["Zz"]}"#, Some(Kind::Hand)).unwrap_err()
        );
        assert!(err.contains("unknown card"), "{err}");
    }
}
