//! Stats and ratings: updated in the same transaction that stores a
//! finished game. Ratings are Weng-Lin (skillratings), kept per game
//! (Jersey Gin, Gin Rummy, Colonel): each finished game is a free-for-all
//! of its competitors, a partnership's side rated as a team; computer
//! players are rated per level like anyone else.

use super::types::*;
use super::StoreError;
use crate::engine::GameKind;
use redb::ReadableTable;

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// The key of a game in `stats_v2`.
pub fn game_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Jersey => "jersey",
        GameKind::Gin => "gin",
        GameKind::Colonel => "colonel",
    }
}

/// The tables a finished game writes to, open in the writer's transaction.
pub(crate) struct GameWriter<'txn> {
    pub games: redb::Table<'txn, u64, &'static [u8]>,
    pub index: redb::Table<'txn, (&'static str, u64), ()>,
    pub stats: redb::Table<'txn, (&'static str, &'static str, &'static str), &'static [u8]>,
}

impl GameWriter<'_> {
    /// Stores the game with its replay; a completed game also updates every
    /// seat's stats and rating in that game's table of ratings.
    pub fn record(&mut self, g: &StoredGameV1) -> Result<(), StoreError> {
        self.index.insert((g.channel.as_str(), g.game_id), ())?;
        let game = game_key(g.rules().kind());
        let stats = &self.stats;
        let (stored, rows) = rate(g, |key| {
            Ok(match stats.get((g.channel.as_str(), game, key))? {
                Some(v) => Some(serde_json::from_slice::<StoredStatsV1>(v.value())?),
                None => None,
            })
        })?;
        for (key, row) in rows {
            self.stats.insert(
                (g.channel.as_str(), game, key.as_str()),
                serde_json::to_vec(&row)?.as_slice(),
            )?;
        }
        self.games
            .insert(g.game_id, serde_json::to_vec(&stored)?.as_slice())?;
        Ok(())
    }
}

/// What a finished game writes, whatever the backend: the game as stored
/// (with its seats' rating changes) and each seat's new stats row, by
/// player key, in seat order (a player in two seats comes twice, the
/// later row holding both). `current` reads a player's row in the game's
/// channel and game. An abandoned game is kept as it is and rates no one.
pub(crate) fn rate(
    g: &StoredGameV1,
    mut current: impl FnMut(&str) -> Result<Option<StoredStatsV1>, StoreError>,
) -> Result<(StoredGameV1, Vec<(String, StoredStatsV1)>), StoreError> {
    let mut stored = g.clone();
    let (Some(standings), true) = (&g.standings, g.tallies.len() == g.players.len()) else {
        // Abandoned: kept, not rated.
        return Ok((stored, Vec::new()));
    };
    let keys: Vec<String> = g.players.iter().map(|p| p.key()).collect();
    let mut rows = Vec::new();
    for (seat, key) in keys.iter().enumerate() {
        let row = match current(key)? {
            Some(row) => row,
            None => StoredStatsV1::new(g.players[seat]),
        };
        rows.push(row);
    }
    // Ratings: the competitors (one seat each, or a partnership's side
    // as a team) ranked by their places; equal ranks share a place.
    let before: Vec<Vec<WengLinRating>> = standings
        .competitors
        .iter()
        .map(|side| {
            side.iter()
                .map(|&seat| WengLinRating {
                    rating: rows[seat].rating,
                    uncertainty: rows[seat].uncertainty,
                })
                .collect()
        })
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
        .iter()
        .zip(&standings.ranks)
        .map(|(side, &rank)| (&side[..], MultiTeamOutcome::new(rank as usize + 1)))
        .collect();
    let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
    let mut new_rating = vec![(0.0, 0.0, 0.0, 0.0); g.players.len()];
    for (c, side) in standings.competitors.iter().enumerate() {
        for (i, &seat) in side.iter().enumerate() {
            new_rating[seat] = (
                before[c][i].rating,
                after[c][i].rating,
                before[c][i].uncertainty,
                after[c][i].uncertainty,
            );
        }
    }
    let mut out = Vec::with_capacity(g.players.len());
    for seat in 0..g.players.len() {
        let mut row = rows[seat].clone();
        // A player in two seats (two computers of one level) gets both.
        if let Some(prev) = (0..seat).rev().find(|&s| keys[s] == keys[seat]) {
            row = rows[prev].clone();
        }
        let (r0, r1, _, u1) = new_rating[seat];
        let rating_before = row.rating;
        row.rating += r1 - r0;
        stored.ratings.push(StoredRatingChangeV1 {
            player: g.players[seat],
            before: rating_before,
            after: row.rating,
        });
        row.uncertainty = u1.min(row.uncertainty);
        let t = g.tallies[seat];
        row.games += 1;
        row.wins += u32::from(t.won);
        row.points += t.points as u64;
        row.boxes += t.boxes;
        row.hands += t.hands;
        row.hand_points += t.hand_points as u64;
        row.gins += t.gins;
        row.underknocks += t.undercuts;
        row.break_wins += t.break_wins;
        row.last_game = g.game_id;
        rows[seat] = row.clone();
        out.push((keys[seat].clone(), row));
    }
    Ok((stored, out))
}
