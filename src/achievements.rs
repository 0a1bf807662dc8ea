//! Achievements (issue 43): the badges a person earns for the moments of
//! their games (a first gin, an undercut, a shutout, five wins in a row…),
//! named and described in each language (the catalogs' `profiles` area).
//! What earns each is decided game by game over a person's stored games
//! (the store's fold, `store::achievements`, which the table layer runs);
//! this is what front ends show.

use gin_text::{text_attr, FluentArgs, Lang};
use serde::{Deserialize, Serialize};

/// One achievement, in the order they are listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Achievement {
    /// Win a game.
    FirstWin,
    /// Go gin (Colonel: go out).
    FirstGin,
    /// A gin worth 50 points or more in one hand.
    BigGin,
    /// Undercut (Jersey Gin: underknock) the knocker.
    Undercut,
    /// Win a game in which no opponent scored (G8.2(b)).
    Shutout,
    /// Five wins in a row.
    FiveInARow,
    /// Win all three games of a Hollywood set (V2).
    HollywoodSweep,
    /// Win a Colonel challenge (V9).
    ColonelChallenge,
    /// Win a game against the hard computer.
    BeatHard,
    /// Play every switch of two-handed Gin (Part V) in finished games.
    EveryVariant,
    /// Finish a game of each game of the family.
    EveryGame,
}

impl Achievement {
    pub const ALL: [Achievement; 11] = [
        Achievement::FirstWin,
        Achievement::FirstGin,
        Achievement::BigGin,
        Achievement::Undercut,
        Achievement::Shutout,
        Achievement::FiveInARow,
        Achievement::HollywoodSweep,
        Achievement::ColonelChallenge,
        Achievement::BeatHard,
        Achievement::EveryVariant,
        Achievement::EveryGame,
    ];

    fn message(self) -> &'static str {
        match self {
            Achievement::FirstWin => "achievement-first-win",
            Achievement::FirstGin => "achievement-first-gin",
            Achievement::BigGin => "achievement-big-gin",
            Achievement::Undercut => "achievement-undercut",
            Achievement::Shutout => "achievement-shutout",
            Achievement::FiveInARow => "achievement-five-in-a-row",
            Achievement::HollywoodSweep => "achievement-hollywood-sweep",
            Achievement::ColonelChallenge => "achievement-colonel-challenge",
            Achievement::BeatHard => "achievement-beat-hard",
            Achievement::EveryVariant => "achievement-every-variant",
            Achievement::EveryGame => "achievement-every-game",
        }
    }

    /// Its name ("First gin", "Primer gin", …).
    pub fn name(self, lang: Lang) -> String {
        gin_text::text(lang, self.message(), &FluentArgs::new())
    }

    /// What earns it, in a few words.
    pub fn about(self, lang: Lang) -> String {
        text_attr(lang, self.message(), "about", &FluentArgs::new())
    }

    /// The badge shown before its name.
    pub fn badge(self) -> &'static str {
        match self {
            Achievement::FirstWin => "🏆",
            Achievement::FirstGin => "🃏",
            Achievement::BigGin => "💥",
            Achievement::Undercut => "🗡️",
            Achievement::Shutout => "🧹",
            Achievement::FiveInARow => "🔥",
            Achievement::HollywoodSweep => "🎬",
            Achievement::ColonelChallenge => "🎖️",
            Achievement::BeatHard => "🤖",
            Achievement::EveryVariant => "🧭",
            Achievement::EveryGame => "🌍",
        }
    }
}

/// A person's achievements and the figures behind them, as front ends
/// read them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Progress {
    /// Completed games, wins, wins in a row now and at most.
    pub games: u32,
    pub wins: u32,
    pub streak: u32,
    pub best_streak: u32,
    /// Earned, in the order earned, with the game that earned each.
    pub earned: Vec<(Achievement, u64)>,
}

impl Progress {
    pub fn has(&self, a: Achievement) -> bool {
        self.earned.iter().any(|&(e, _)| e == a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every achievement has a name and a description in every language,
    /// each its own (no English left in another language).
    #[test]
    fn every_achievement_is_worded_in_every_language() {
        for a in Achievement::ALL {
            let en = (a.name(Lang::En), a.about(Lang::En));
            assert!(!en.0.is_empty() && !en.1.is_empty(), "{a:?}");
            for lang in [Lang::Es, Lang::PtBr, Lang::De, Lang::Fr] {
                let (name, about) = (a.name(lang), a.about(lang));
                assert!(
                    !name.contains('{') && !about.contains('{'),
                    "{a:?} {lang:?}"
                );
                assert_ne!(about, en.1, "{a:?} {lang:?}: English");
            }
        }
    }
}
