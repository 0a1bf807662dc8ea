//! How strong each computer level is, as measured (issue 41: "levels
//! people can trust"): what `/gin rules` says under each game's rules and
//! the README's short table. The figures are docs/strength.md's, where
//! each has the command that measured it; a test holds the two together.

use crate::ai::Level;
use crate::engine::GameKind;
use gin_text::{tr, Lang};

/// Who a level was measured against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opponent {
    /// Another level (in Jersey Gin: two seats of it).
    Level(Level),
    /// The fixed reference player of the EAAI-2021 Gin Rummy competition.
    Reference,
}

/// One measured match: `level`'s share of the games won against
/// `opponent`, with its 95% interval, in tenths of a percent (as
/// docs/strength.md writes them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Measured {
    pub game: GameKind,
    pub level: Level,
    pub opponent: Opponent,
    pub share: u16,
    pub low: u16,
    pub high: u16,
    pub games: u32,
}

const fn m(
    game: GameKind,
    level: Level,
    opponent: Opponent,
    (share, low, high): (u16, u16, u16),
    games: u32,
) -> Measured {
    Measured {
        game,
        level,
        opponent,
        share,
        low,
        high,
        games,
    }
}

use GameKind::{Colonel, Gin, Jersey};
use Level::{Easy, Hard, Normal};
use Opponent::Reference;

/// Every published match, strongest evidence first within a game. Gin's
/// are under the standard rules; hard plays as on Discord or with a fixed
/// number of worlds (docs/strength.md says which).
#[rustfmt::skip]
pub const MEASURED: [Measured; 9] = [
    m(Jersey, Normal, Opponent::Level(Easy), (455, 436, 473), 2_100),
    m(Jersey, Hard, Opponent::Level(Normal), (454, 443, 465), 8_004),
    m(Gin, Easy, Reference, (510, 493, 527), 4_000),
    m(Gin, Normal, Reference, (600, 584, 616), 4_000),
    m(Gin, Normal, Opponent::Level(Easy), (620, 602, 638), 4_000),
    m(Gin, Hard, Reference, (794, 778, 810), 2_000),
    m(Gin, Hard, Opponent::Level(Normal), (542, 499, 585), 500),
    m(Colonel, Normal, Opponent::Level(Easy), (680, 662, 698), 2_000),
    // Colonel's hard is normal's player: the mirrored match is even.
    m(Colonel, Hard, Opponent::Level(Normal), (500, 469, 531), 2_000),
];

/// A share in tenths of a percent as whole percents.
fn percent(tenths: u16) -> u32 {
    (u32::from(tenths) + 5) / 10
}

/// The message under a game's rules in `/gin rules`: each level's
/// measured strength, a line per match.
pub fn levels_message(lang: Lang, game: GameKind) -> String {
    let even = if game == Jersey { 33 } else { 50 };
    let mut lines = vec![tr!(lang, "rules-levels-title", even = even)];
    for r in MEASURED.iter().filter(|r| r.game == game) {
        let level = crate::words::level(lang, r.level);
        let (share, low, high) = (percent(r.share), percent(r.low), percent(r.high));
        lines.push(match r.opponent {
            Reference => tr!(
                lang,
                "rules-levels-against-reference",
                level = level,
                share = share,
                low = low,
                high = high,
                games = r.games
            ),
            Opponent::Level(other) => tr!(
                lang,
                "rules-levels-against-level",
                level = level,
                other = crate::words::level(lang, other),
                seats = if game == Jersey { 2 } else { 1 },
                share = share,
                low = low,
                high = high,
                games = r.games
            ),
        });
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/strength.md as the repository holds it.
    fn strength_doc() -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/strength.md");
        std::fs::read_to_string(path).unwrap()
    }

    /// Each figure shown to players is the one docs/strength.md records,
    /// written as the doc writes it: "62.0% (60.2–63.8%)".
    #[test]
    fn every_figure_is_the_documented_one() {
        let doc = strength_doc().replace("**", "");
        let tenths = |t: u16| format!("{}.{}", t / 10, t % 10);
        for r in MEASURED.iter() {
            let interval = format!("({}–{}%)", tenths(r.low), tenths(r.high));
            let share = tenths(r.share);
            // "45.4% (44.3–46.5%)", or "79.4% of 2,000 (77.8–81.0%)".
            let games = format!("{},{:03}", r.games / 1000, r.games % 1000);
            let figure = format!("{share}% {interval}");
            let counted = format!("{share}% of {games} {interval}");
            assert!(
                doc.contains(&figure) || doc.contains(&counted),
                "{r:?}: {figure} is not in docs/strength.md"
            );
            assert!(r.low <= r.share && r.share <= r.high, "{r:?}");
        }
    }

    /// The README's short table rounds them as `/gin rules` does.
    #[test]
    fn the_readme_shows_the_same_figures() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
        let readme = std::fs::read_to_string(path).unwrap();
        for r in MEASURED.iter().filter(|r| r.share != 500) {
            let (share, low, high) = (percent(r.share), percent(r.low), percent(r.high));
            let figure = format!("{share}% ({low}–{high})");
            assert!(
                readme.contains(&figure),
                "{r:?}: {figure} is not in the README"
            );
        }
    }

    #[test]
    fn every_game_lists_its_levels_in_every_language() {
        for lang in Lang::ALL {
            for game in [Jersey, Gin, Colonel] {
                let text = levels_message(lang, game);
                let rows = MEASURED.iter().filter(|r| r.game == game).count();
                assert!(rows > 0, "{game:?}");
                assert_eq!(text.lines().count(), 1 + rows, "{text}");
                assert!(!text.contains('{'), "{text}");
            }
        }
        let gin = levels_message(Lang::En, Gin);
        assert!(gin.contains("62%") && gin.contains("60–64%"), "{gin}");
    }
}
