//! Stats and ratings: updated in the same transaction that stores a
//! finished game. Ratings are Weng-Lin (skillratings), one free-for-all of
//! three per game; computer players are rated per level like anyone else.

use super::types::*;
use super::StoreError;
use crate::engine::HandEnd;
use crate::table::{FinishedGame, Player};
use redb::ReadableTable;
use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// One player's stats in a channel, as queries return them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlayerStats {
    pub player: Player,
    pub computer: bool,
    pub games: u32,
    pub wins: u32,
    pub points: u64,
    pub boxes: u32,
    pub gins: u32,
    pub underknocks: u32,
    /// Hands won at the break (when the stock ran out, or gin after the break).
    pub break_wins: u32,
    pub hands: u32,
    /// Hand points won per hand played.
    pub points_per_hand: f64,
    pub rating: f64,
    pub uncertainty: f64,
    /// rating − 3 × uncertainty: what leaderboards sort by.
    pub conservative: f64,
}

impl From<StoredStatsV1> for PlayerStats {
    fn from(s: StoredStatsV1) -> Self {
        PlayerStats {
            player: s.player.into(),
            computer: s.computer,
            games: s.games,
            wins: s.wins,
            points: s.points,
            boxes: s.boxes,
            gins: s.gins,
            underknocks: s.underknocks,
            break_wins: s.break_wins,
            hands: s.hands,
            points_per_hand: if s.hands == 0 {
                0.0
            } else {
                s.hand_points as f64 / s.hands as f64
            },
            rating: s.rating,
            uncertainty: s.uncertainty,
            conservative: s.rating - 3.0 * s.uncertainty,
        }
    }
}

/// The tables a finished game writes to, open in the writer's transaction.
pub(crate) struct GameWriter<'txn> {
    pub games: redb::Table<'txn, u64, &'static [u8]>,
    pub index: redb::Table<'txn, (&'static str, u64), ()>,
    pub stats: redb::Table<'txn, (&'static str, &'static str), &'static [u8]>,
}

impl GameWriter<'_> {
    /// Stores the game with its replay; a completed game also updates every
    /// seat's stats and rating.
    pub fn record(&mut self, g: &FinishedGame) -> Result<(), StoreError> {
        let mut stored = StoredGameV1::from(g);
        self.index.insert((g.channel.as_str(), g.game_id), ())?;
        let Some(result) = &g.result else {
            // Abandoned: kept, not rated.
            self.games
                .insert(g.game_id, serde_json::to_vec(&stored)?.as_slice())?;
            return Ok(());
        };
        let keys: Vec<String> = g.players.iter().map(|p| p.key()).collect();
        let mut rows = Vec::new();
        for (seat, key) in keys.iter().enumerate() {
            let row = match self.stats.get((g.channel.as_str(), key.as_str()))? {
                Some(v) => serde_json::from_slice::<StoredStatsV1>(v.value())?,
                None => StoredStatsV1::new(g.players[seat]),
            };
            rows.push(row);
        }
        // Ratings: a three-way free-for-all, ranked by the final totals.
        let before: Vec<[WengLinRating; 1]> = rows
            .iter()
            .map(|r| {
                [WengLinRating {
                    rating: r.rating,
                    uncertainty: r.uncertainty,
                }]
            })
            .collect();
        let mut place = [0usize; 3];
        for (i, &seat) in result.ranking.iter().enumerate() {
            // Equal totals share a place.
            place[seat] = if i > 0 && result.totals[seat] == result.totals[result.ranking[i - 1]] {
                place[result.ranking[i - 1]]
            } else {
                i + 1
            };
        }
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = (0..3)
            .map(|s| (&before[s][..], MultiTeamOutcome::new(place[s])))
            .collect();
        let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
        for seat in 0..3 {
            let mut row = rows[seat].clone();
            // A player in two seats (two computers of one level) gets both.
            if let Some(prev) = (0..seat).rev().find(|&s| keys[s] == keys[seat]) {
                row = rows[prev].clone();
            }
            let rating_before = row.rating;
            row.rating += after[seat][0].rating - before[seat][0].rating;
            stored.ratings.push(StoredRatingChangeV1 {
                player: g.players[seat].into(),
                before: rating_before,
                after: row.rating,
            });
            row.uncertainty = after[seat][0].uncertainty.min(row.uncertainty);
            row.games += 1;
            row.wins += u32::from(result.winner == seat);
            row.points += result.totals[seat] as u64;
            row.boxes += result.boxes[seat];
            row.hands += g.hands.len() as u32;
            row.hand_points += result.hand_points[seat] as u64;
            for h in g.hands.iter().filter(|h| h.winner == seat) {
                match h.end {
                    HandEnd::Gin { .. } => row.gins += 1,
                    HandEnd::Underknock { .. } => row.underknocks += 1,
                    HandEnd::BreakEnd { .. } | HandEnd::BreakGin { .. } => row.break_wins += 1,
                    HandEnd::Knock { .. } => {}
                }
            }
            row.last_game = g.game_id;
            rows[seat] = row.clone();
            self.stats.insert(
                (g.channel.as_str(), keys[seat].as_str()),
                serde_json::to_vec(&row)?.as_slice(),
            )?;
        }
        self.games
            .insert(g.game_id, serde_json::to_vec(&stored)?.as_slice())?;
        Ok(())
    }
}
