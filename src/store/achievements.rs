//! Achievements (issue 43): badges for what a person did, folded game by
//! game over their finished games in the order the store recorded them
//! (`player_games_v1`). One fold, [`fold_game`], serves both ways of
//! getting them: as each game is stored (in the writer's transaction,
//! `achievements_v1`: incremental) and over a person's stored games (a
//! recomputation), so both give the same row.
//!
//! A game's figures the fold reads are its stored tallies, standings,
//! players and rules, and its feats ([`StoredFeatsV1`]: what needs the
//! game's hands, computed by the table layer from the game, or from its
//! replay for games stored before feats were kept).

use super::types::{StoredGameV1, StoredLevelV1, StoredPlayerV1};
use super::StoreError;
use crate::engine::{GameKind, Rules, Switch};
use serde::{Deserialize, Serialize};

/// One achievement as stored (its name in `achievements_v1` rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StoredAchievementV1 {
    FirstWin,
    FirstGin,
    BigGin,
    Undercut,
    Shutout,
    FiveInARow,
    HollywoodSweep,
    ColonelChallenge,
    BeatHard,
    EveryVariant,
    EveryGame,
}

/// A gin (or Colonel's going out) worth at least this many points in its
/// hand is a big gin (the rules have no 11-card "big gin", G5.3).
pub const BIG_GIN_POINTS: u32 = 50;

/// Wins in a row for [`StoredAchievementV1::FiveInARow`].
pub const STREAK_FOR_BADGE: u32 = 5;

/// What one seat did in a finished game beyond its tally: figures of its
/// hands (in `games_v1` rows since schema 10; absent before).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StoredFeatsV1 {
    /// Gins (or Colonel's going out) of at least [`BIG_GIN_POINTS`].
    #[serde(default, skip_serializing_if = "is_zero")]
    pub big_gins: u32,
    /// Won a game (of a Hollywood set: any of its games) while every
    /// opponent scored nothing in it (G8.2(b)'s shutout).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shutout: bool,
    /// Won every game of a Hollywood set (V2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sweep: bool,
    /// Colonel hands ended by a challenge (V9) that the seat won.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub challenges_won: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// One earned achievement and the game that earned it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredEarnedV1 {
    pub achievement: StoredAchievementV1,
    pub game_id: u64,
}

/// A person's achievements and what the fold remembers to find the next
/// ones (`achievements_v1`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StoredProgressV1 {
    /// Games listed for the person in `player_games_v1` (abandoned ones
    /// too): the next one is numbered this.
    pub listed: u64,
    /// Completed games folded.
    pub games: u32,
    pub wins: u32,
    /// Wins in a row now, and the most so far.
    pub streak: u32,
    pub best_streak: u32,
    /// The games of the family played to their end, a bit per game
    /// (Jersey Gin 1, Gin Rummy 2, Colonel 4).
    pub kinds: u8,
    /// The Gin switches played in a completed game, a bit per
    /// [`Switch::ALL`] entry.
    pub switches: u16,
    /// In the order earned.
    pub earned: Vec<StoredEarnedV1>,
}

impl StoredProgressV1 {
    pub fn has(&self, a: StoredAchievementV1) -> bool {
        self.earned.iter().any(|e| e.achievement == a)
    }
}

fn kind_bit(kind: GameKind) -> u8 {
    match kind {
        GameKind::Jersey => 1,
        GameKind::Gin => 2,
        GameKind::Colonel => 4,
    }
}

const EVERY_KIND: u8 = 7;
const EVERY_SWITCH: u16 = (1 << Switch::ALL.len()) - 1;

/// The key of a person in `achievements_v1` and `player_games_v1` (as in
/// `stats_v2`).
pub fn person_key(user: u64) -> String {
    StoredPlayerV1::Human { id: user }.key()
}

/// The people of a game, each once, in the order of their first seat.
pub fn people(g: &StoredGameV1) -> Vec<u64> {
    let mut out = Vec::new();
    for p in &g.players {
        if let StoredPlayerV1::Human { id } = *p {
            if !out.contains(&id) {
                out.push(id);
            }
        }
    }
    out
}

/// Folds one more game of `user`'s into `p` (the next in the order the
/// store lists them) and returns what it earned, in the order of
/// [`StoredAchievementV1`]. Counts it as listed; an abandoned game, or one
/// the person has no seat in, earns and changes nothing else.
pub fn fold_game(
    p: &mut StoredProgressV1,
    g: &StoredGameV1,
    user: u64,
) -> Vec<StoredAchievementV1> {
    use StoredAchievementV1::*;
    p.listed += 1;
    let Some(seat) = g
        .players
        .iter()
        .position(|pl| *pl == StoredPlayerV1::Human { id: user })
    else {
        return Vec::new();
    };
    let (Some(standings), Some(tally)) = (g.standings(), g.tallies.get(seat)) else {
        return Vec::new(); // abandoned: not rated, not counted
    };
    let feats = g.feats.get(seat).copied().unwrap_or_default();
    let rules = g.rules();
    p.games += 1;
    if tally.won {
        p.wins += 1;
        p.streak += 1;
    } else {
        p.streak = 0;
    }
    p.best_streak = p.best_streak.max(p.streak);
    p.kinds |= kind_bit(rules.kind());
    if let Rules::Gin(r) = rules {
        for (i, s) in Switch::ALL.iter().enumerate() {
            if s.is_on(&r) {
                p.switches |= 1 << i;
            }
        }
    }
    let side = standings.competitors.iter().position(|c| c.contains(&seat));
    let beat_hard = tally.won
        && standings.competitors.iter().enumerate().any(|(c, seats)| {
            Some(c) != side
                && seats.iter().any(|&s| {
                    g.players.get(s)
                        == Some(&StoredPlayerV1::Computer {
                            level: StoredLevelV1::Hard,
                        })
                })
        });
    let reached = [
        (FirstWin, tally.won),
        (FirstGin, tally.gins > 0),
        (BigGin, feats.big_gins > 0),
        (Undercut, tally.undercuts > 0),
        (Shutout, feats.shutout),
        (FiveInARow, p.streak >= STREAK_FOR_BADGE),
        (HollywoodSweep, feats.sweep),
        (ColonelChallenge, feats.challenges_won > 0),
        (BeatHard, beat_hard),
        (EveryVariant, p.switches == EVERY_SWITCH),
        (EveryGame, p.kinds == EVERY_KIND),
    ];
    let mut new = Vec::new();
    for (a, now) in reached {
        if now && !p.has(a) {
            p.earned.push(StoredEarnedV1 {
                achievement: a,
                game_id: g.game_id,
            });
            new.push(a);
        }
    }
    new
}

/// A person's progress from their games in the store's order (a
/// recomputation): the same fold as the incremental one.
pub fn recompute<'a>(
    user: u64,
    games: impl IntoIterator<Item = &'a StoredGameV1>,
) -> StoredProgressV1 {
    let mut p = StoredProgressV1::default();
    for g in games {
        fold_game(&mut p, g, user);
    }
    p
}

/// What storing `g` does to its people's progress, whatever the backend:
/// each person's row after the game (`current` reads a person's row) and
/// the number the game gets in their list of games.
pub(crate) fn advance(
    g: &StoredGameV1,
    mut current: impl FnMut(&str) -> Result<Option<StoredProgressV1>, StoreError>,
) -> Result<Vec<(String, u64, StoredProgressV1)>, StoreError> {
    let mut out = Vec::new();
    for user in people(g) {
        let key = person_key(user);
        let mut row = current(&key)?.unwrap_or_default();
        let n = row.listed;
        fold_game(&mut row, g, user);
        out.push((key, n, row));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Standings;
    use crate::store::types::StoredTallyV1;
    use StoredAchievementV1::*;

    const HARD: StoredPlayerV1 = StoredPlayerV1::Computer {
        level: StoredLevelV1::Hard,
    };

    fn game(id: u64, rules: Rules, players: Vec<StoredPlayerV1>, winner: usize) -> StoredGameV1 {
        let n = players.len();
        StoredGameV1 {
            game_id: id,
            channel: "c".into(),
            players,
            rules: Some(rules),
            options: None,
            seed: id,
            first_dealer: None,
            actions: vec![],
            result: None,
            hands: vec![],
            standings: Some(Standings {
                competitors: (0..n).map(|s| vec![s]).collect(),
                ranks: (0..n).map(|s| u32::from(s != winner)).collect(),
                totals: (0..n).map(|s| if s == winner { 100 } else { 10 }).collect(),
            }),
            tallies: (0..n)
                .map(|s| StoredTallyV1 {
                    won: s == winner,
                    ..StoredTallyV1::default()
                })
                .collect(),
            feats: vec![],
            guild: None,
            started_ms: 0,
            finished_ms: id,
            ratings: vec![],
            hinted: vec![],
            forfeit: None,
            daily: None,
        }
    }

    fn gin(switches: &[&str]) -> Rules {
        Rules::from_names("gin", switches).unwrap()
    }

    const ANN: StoredPlayerV1 = StoredPlayerV1::Human { id: 1 };

    /// Five wins in a row, not five wins: a loss starts the count again.
    #[test]
    fn five_in_a_row_needs_five_wins_without_a_loss() {
        let mut p = StoredProgressV1::default();
        let results = [0, 0, 1, 0, 0, 0, 0, 0];
        let mut when = None;
        for (i, &w) in results.iter().enumerate() {
            let g = game(i as u64 + 1, gin(&[]), vec![ANN, HARD], w);
            if fold_game(&mut p, &g, 1).contains(&FiveInARow) {
                when = Some(g.game_id);
            }
        }
        assert_eq!(when, Some(8));
        assert_eq!((p.games, p.wins, p.best_streak), (8, 7, 5));
        // The first win also beat the hard computer.
        assert_eq!(p.earned[0].achievement, FirstWin);
        assert!(p
            .earned
            .iter()
            .any(|e| e.achievement == BeatHard && e.game_id == 1));
    }

    /// An achievement is earned once; an abandoned game changes nothing
    /// but the list's length.
    #[test]
    fn earned_once_and_abandoned_games_do_not_count() {
        let mut p = StoredProgressV1::default();
        let g = game(1, gin(&[]), vec![ANN, HARD], 0);
        assert_eq!(fold_game(&mut p, &g, 1), [FirstWin, BeatHard]);
        assert!(fold_game(&mut p, &game(2, gin(&[]), vec![ANN, HARD], 0), 1).is_empty());
        let mut abandoned = game(3, gin(&[]), vec![ANN, HARD], 0);
        abandoned.standings = None;
        abandoned.tallies.clear();
        let before = p.clone();
        assert!(fold_game(&mut p, &abandoned, 1).is_empty());
        assert_eq!(p.listed, before.listed + 1);
        assert_eq!((p.games, p.streak), (before.games, before.streak));
    }

    /// Every switch of Part V in some completed game, and every game of
    /// the family.
    #[test]
    fn every_variant_and_every_game() {
        let mut p = StoredProgressV1::default();
        let mut id = 0;
        let mut next = |rules: Rules, players: Vec<StoredPlayerV1>| {
            id += 1;
            game(id, rules, players, 1)
        };
        let bob = StoredPlayerV1::Human { id: 2 };
        let sets: [&[&str]; 5] = [
            &["oklahoma", "hollywood"],
            &["eleven_card", "around_corner"],
            &["doubling", "gin_only"],
            &["three_sitout"],
            &["partnership"],
        ];
        let mut got = Vec::new();
        for s in sets {
            let rules = gin(s);
            let players = vec![ANN, bob, HARD, HARD][..rules.seats()].to_vec();
            got.extend(fold_game(&mut p, &next(rules, players), 1));
        }
        assert!(got.contains(&EveryVariant), "{got:?}");
        assert!(!p.has(EveryGame));
        fold_game(&mut p, &next(Rules::default(), vec![ANN, bob, HARD]), 1);
        let colonel = Rules::from_names("colonel", &[]).unwrap();
        assert_eq!(
            fold_game(&mut p, &next(colonel, vec![ANN, bob]), 1),
            [EveryGame]
        );
    }

    /// A hard computer on the person's own side is not beaten.
    #[test]
    fn a_hard_partner_is_not_beaten_v8() {
        let (bob, cat) = (
            StoredPlayerV1::Human { id: 2 },
            StoredPlayerV1::Human { id: 3 },
        );
        for (players, beaten) in [
            (vec![ANN, bob, HARD, cat], true),
            (vec![ANN, HARD, bob, cat], false),
        ] {
            let mut g = game(1, gin(&["partnership"]), players, 0);
            let standings = g.standings.as_mut().unwrap();
            standings.competitors = vec![vec![0, 1], vec![2, 3]];
            standings.ranks = vec![0, 1];
            standings.totals = vec![100, 0];
            g.tallies[1].won = true;
            let mut p = StoredProgressV1::default();
            assert_eq!(fold_game(&mut p, &g, 1).contains(&BeatHard), beaten);
        }
    }
}
