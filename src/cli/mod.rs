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

use crate::engine::Rules;
use gin_text::Lang;

/// Whether log lines (on stderr) get colours: only on a terminal, and not
/// with `NO_COLOR`; a log written to a file or a pipe is plain text.
pub fn log_colours() -> bool {
    use std::io::IsTerminal;
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none()
}

/// The rules of a game named on the command line (`--game`, `--variant`),
/// or why they cannot be played, said in `lang`: an unknown game or
/// variant, a variant given to Jersey Gin, switches that cannot go
/// together (V10.3).
pub fn rules_named(lang: Lang, game: &str, variants: &[&str]) -> anyhow::Result<Rules> {
    Rules::from_names(game, variants)
        .map_err(|e| anyhow::anyhow!(crate::rules_text::refusal(lang, &e)))
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
            assert_eq!(
                english,
                Rules::from_names(game, variants).unwrap_err().to_string()
            );
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                let theirs = rules_named(lang, game, variants).unwrap_err().to_string();
                assert_ne!(theirs, english, "{lang}");
                assert!(!theirs.contains('{'), "{theirs}");
            }
        }
        assert!(rules_named(Lang::De, "gin", &["oklahoma", "doubling"]).is_ok());
        // V10.3: the engine's reason, in the player's words.
        let err = rules_named(Lang::Fr, "colonel", &["oklahoma"]).unwrap_err();
        assert!(err.to_string().contains("V10.3"), "{err}");
        assert!(err.to_string().starts_with("Le Colonel"), "{err}");
        for (game, variants) in [
            ("colonel", &["oklahoma"][..]),
            ("gin", &["colonel", "oklahoma"][..]),
            ("gin", &["colonel"][..]),
            ("gin", &["hollywood", "partnership"][..]),
        ] {
            let Err(engine) = Rules::from_names(game, variants) else {
                continue;
            };
            let english = rules_named(Lang::En, game, variants).unwrap_err();
            assert_eq!(english.to_string(), engine.to_string());
            let german = rules_named(Lang::De, game, variants).unwrap_err();
            assert_ne!(german.to_string(), engine.to_string());
        }
    }
}
