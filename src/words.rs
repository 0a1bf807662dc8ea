//! The game's own names in a person's language: the games of the family,
//! their switches and the computer's levels, for every front end (the
//! catalogs' `game` area). The engine keeps its stable English names for
//! storage and the command line (`Switch::name`, `Level::name`).

use crate::ai::Level;
use crate::engine::{GameKind, Switch};
use gin_text::{tr, FluentArgs, Lang};

/// "Gin Rummy", "Gin Rommé", …
pub fn game(lang: Lang, kind: GameKind) -> String {
    match kind {
        GameKind::Jersey => tr!(lang, "game-jersey"),
        GameKind::Gin => tr!(lang, "game-gin"),
        GameKind::Colonel => tr!(lang, "game-colonel"),
    }
}

fn switch_id(switch: Switch) -> &'static str {
    match switch {
        Switch::Oklahoma => "switch-oklahoma",
        Switch::Hollywood => "switch-hollywood",
        Switch::ElevenCard => "switch-eleven-card",
        Switch::AroundCorner => "switch-around-corner",
        Switch::Doubling => "switch-doubling",
        Switch::GinOnly => "switch-gin-only",
        Switch::ThreeSitout => "switch-three-players",
        Switch::Partnership => "switch-partnership",
    }
}

/// What players call a switch (the rules' summary, the table message).
pub fn switch(lang: Lang, switch: Switch) -> String {
    gin_text::text(lang, switch_id(switch), &FluentArgs::new())
}

/// "easy", "fácil", …
pub fn level(lang: Lang, level: Level) -> String {
    match level {
        Level::Easy => tr!(lang, "level-easy"),
        Level::Normal => tr!(lang, "level-normal"),
        Level::Hard => tr!(lang, "level-hard"),
    }
}

/// "1 card", "31 Karten": a count of cards with the language's plural.
pub fn cards(lang: Lang, count: usize) -> String {
    tr!(lang, "cards-count", count = count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_names_are_the_engine_labels() {
        for s in Switch::ALL {
            assert_eq!(switch(Lang::En, s), s.label());
            // What it does, in a few words: the `.about` the slash
            // command's option descriptions refer to (commands.ftl).
            let about = gin_text::text_attr(Lang::En, switch_id(s), "about", &FluentArgs::new());
            assert_eq!(about, s.description());
        }
        for l in Level::ALL {
            assert_eq!(level(Lang::En, l), l.name());
        }
        for k in [GameKind::Jersey, GameKind::Gin, GameKind::Colonel] {
            assert_eq!(game(Lang::En, k), k.name());
        }
    }

    #[test]
    fn every_language_names_every_switch_differently() {
        for lang in Lang::ALL {
            let names: std::collections::BTreeSet<_> =
                Switch::ALL.iter().map(|&s| switch(lang, s)).collect();
            assert_eq!(names.len(), Switch::ALL.len(), "{lang}");
        }
        assert_eq!(cards(Lang::PtBr, 1), "1 carta");
        assert_eq!(cards(Lang::Es, 10), "10 cartas");
    }
}
