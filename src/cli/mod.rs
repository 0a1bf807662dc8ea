//! The command line's subcommands, one file each. `main.rs` only parses and
//! dispatches.
//!
//! What a player reads comes from the catalogs' `cli` area in the language
//! of `--lang` (else the environment's): the mistakes a player makes naming
//! a game or a variant, and everything `replay` says (its story, its
//! errors, its pictures' summary). The tools for developers and server
//! owners stay English: `analyze` answers JSON, `sim` and `bench` print
//! figures and tables for the people who tune the engine, `db` administers
//! the store, `render` draws test positions from JSON, and `run` logs; JSON
//! output never changes with the language.

pub mod analyze;
pub mod bench;
pub mod db;
pub mod render;
pub mod replay;
pub mod review;
pub mod run;
pub mod sim;

use crate::engine::{GinRules, Rules};
use gin_text::{tr, Lang};

/// Whether log lines (on stderr) get colours: only on a terminal, and not
/// with `NO_COLOR`; a log written to a file or a pipe is plain text.
pub fn log_colours() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// The rules of a game named on the command line (`--game`, `--variant`),
/// with the mistakes a player makes said in `lang`: an unknown game or
/// variant, a variant given to Jersey Gin. Other refusals (switches that
/// cannot go together, V10.3) are the engine's own words.
pub fn rules_named(lang: Lang, game: &str, variants: &[&str]) -> anyhow::Result<Rules> {
    let name = game.trim().to_ascii_lowercase();
    let given: Vec<&str> = variants
        .iter()
        .map(|v| v.trim())
        .filter(|v| !v.is_empty())
        .collect();
    let known = [
        "jersey",
        "jersey_gin",
        "jersey-gin",
        "gin",
        "gin_rummy",
        "gin-rummy",
        "colonel",
    ];
    if !known.contains(&name.as_str()) {
        let game = format!("{name:?}");
        anyhow::bail!(tr!(lang, "cli-unknown-game", game = game));
    }
    if name.starts_with("jersey") {
        if let Some(v) = given.first() {
            let variant = format!("{v:?}");
            anyhow::bail!(tr!(lang, "cli-jersey-takes-no-variants", variant = variant));
        }
    }
    // Colonel among the switches, or as the game, the engine explains
    // itself (V10.3); otherwise `set_switch` refuses only a name it does
    // not know.
    let colonel = name == "colonel" || given.iter().any(|v| v.eq_ignore_ascii_case("colonel"));
    let unknown = given
        .iter()
        .find(|v| !colonel && GinRules::default().set_switch(v).is_err());
    if let Some(v) = unknown {
        let variant = format!("{:?}", v.to_ascii_lowercase().replace(['-', ' '], "_"));
        let choices: Vec<&str> = crate::engine::Switch::ALL
            .iter()
            .map(|s| s.name())
            .collect();
        anyhow::bail!(tr!(
            lang,
            "cli-unknown-variant",
            variant = variant,
            choices = choices.join(", ")
        ));
    }
    Rules::from_names(game, &given).map_err(anyhow::Error::msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The player's mistakes in naming a game are said as the engine says
    /// them in English, and in each language's own words elsewhere.
    #[test]
    fn naming_mistakes_are_said_in_the_players_language() {
        for (game, variants) in [
            ("chess", &[][..]),
            ("gin", &["nonsense"][..]),
            ("gin", &["oklahoma", "Fly-Away"][..]),
            ("jersey", &["oklahoma"][..]),
            ("Jersey-Gin", &["oklahoma"][..]),
        ] {
            let english = rules_named(Lang::En, game, variants)
                .unwrap_err()
                .to_string();
            assert_eq!(english, Rules::from_names(game, variants).unwrap_err());
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                let theirs = rules_named(lang, game, variants).unwrap_err().to_string();
                assert_ne!(theirs, english, "{lang}");
                assert!(!theirs.contains('{'), "{theirs}");
            }
        }
        assert!(rules_named(Lang::De, "gin", &["oklahoma", "doubling"]).is_ok());
        // V10.3: the engine's reason.
        let err = rules_named(Lang::Fr, "colonel", &["oklahoma"]).unwrap_err();
        assert!(err.to_string().contains("V10.3"), "{err}");
    }
}
