//! The service's side of people's records (issue 43): achievements
//! earned as a game ends (said in the channel as [`TableEvent::Earned`]),
//! a person's achievements and their recomputation from the stored games,
//! and the backfill that folds the games stored before schema 10 in.

use super::service::Service;
use super::stored::people::with_replayed_feats;
use super::{FinishedGame, TableEvent, UserId};
use crate::achievements::Progress;
use crate::store::achievements::{fold_game, people, person_key, StoredProgressV1};
use crate::store::people::{PersonRows, ServerRow};
use crate::store::stats::{game_key, rate, season_key};
use crate::store::types::{StoredGameV1, StoredPlayerV1, StoredStatsV1};
use crate::store::{StoreBackend, StoreError};
use std::collections::BTreeMap;

/// What the game that just ended earned its people, by the store's rows
/// as they are before it is stored: one [`TableEvent::Earned`] each, in
/// the order of their seats and of the achievements. (The store folds the
/// game into their rows again in its commit, from the rows as they are
/// then; only a person whose other game ends in the same instant could
/// be told of a badge twice, never miss one in the rows.)
pub(super) fn earned(
    store: &dyn StoreBackend,
    game: &FinishedGame,
) -> Result<Vec<TableEvent>, StoreError> {
    let stored = StoredGameV1::from(game);
    let mut out = Vec::new();
    if stored.standings().is_none() {
        return Ok(out);
    }
    for user in people(&stored) {
        let mut row = store.achievements(&person_key(user))?.unwrap_or_default();
        for a in fold_game(&mut row, &stored, user) {
            out.push(TableEvent::Earned {
                user: UserId(user),
                achievement: a.into(),
            });
        }
    }
    Ok(out)
}

/// Folds every stored game into the people's rows, when the store says
/// the games stored before its schema 10 (or before a reshard) are not in
/// them yet: at open, before any command. Feats come from each game's
/// replay; a game whose replay fails counts with its stored figures only
/// (and is named at warn: `db check` reports it too).
pub(super) fn backfill(store: &dyn StoreBackend) -> Result<(), StoreError> {
    if !store.achievements_pending()? {
        return Ok(());
    }
    let mut games = store.all_games()?;
    // The order the store would have recorded them in.
    games.sort_by_key(|g| (g.finished_ms, g.game_id));
    let mut rows: BTreeMap<u64, (StoredProgressV1, Vec<u64>)> = BTreeMap::new();
    let mut ladder: BTreeMap<(String, String, String), StoredStatsV1> = BTreeMap::new();
    for g in &games {
        if let Some(guild) = g.guild {
            let season = season_key(guild, g.finished_ms);
            let game = game_key(g.rules().kind()).to_string();
            let (_, rated) = rate(g, |key| {
                Ok(ladder
                    .get(&(season.clone(), game.clone(), key.to_string()))
                    .cloned())
            })?;
            for (key, row) in rated {
                ladder.insert((season.clone(), game.clone(), key), row);
            }
        }
        let g = with_replayed_feats(g).unwrap_or_else(|e| {
            tracing::warn!(error = %e, "achievements: a stored game counts without its feats");
            g.clone()
        });
        for user in people(&g) {
            let (row, ids) = rows.entry(user).or_default();
            fold_game(row, &g, user);
            ids.push(g.game_id);
        }
    }
    let rows: Vec<PersonRows> = rows
        .into_iter()
        .map(|(user, (row, ids))| (person_key(user), row, ids))
        .collect();
    tracing::info!(
        games = games.len(),
        people = rows.len(),
        "achievements worked out from the stored games"
    );
    // A forgotten person plays on in the ratings of the games they played
    // (as they did when stored) but has no row of their own (as
    // `store::forget` leaves them).
    let ladder: Vec<ServerRow> = ladder
        .into_iter()
        .filter(|(_, row)| !matches!(row.player, StoredPlayerV1::Anonymous { .. }))
        .collect();
    match store.replace_achievements(&rows, &ladder) {
        // A store opened to be read (the `db` tools) cannot keep them: the
        // mark stays, and the next writable open folds the games in.
        Err(StoreError::OpenedReadOnly) => Ok(()),
        done => done,
    }
}

impl Service {
    /// A person's achievements as the store keeps them (updated as each
    /// of their games is stored).
    pub fn achievements(&self, user: UserId) -> Result<Progress, StoreError> {
        Ok(self
            .store()
            .achievements(&person_key(user.get()))?
            .as_ref()
            .map(Progress::from)
            .unwrap_or_default())
    }

    /// A person's achievements worked out again from their stored games,
    /// in the order the store recorded them, each game's feats from its
    /// replay: the same as [`Service::achievements`] unless something
    /// went wrong (`db check`'s question, and the tests').
    pub fn recompute_achievements(&self, user: UserId) -> Result<Progress, StoreError> {
        let store = self.store();
        let mut row = StoredProgressV1::default();
        for id in store.player_games(&person_key(user.get()))? {
            let g = store
                .game(id)?
                .ok_or_else(|| StoreError::Decode(format!("game {id} is listed but missing")))?;
            let g = with_replayed_feats(&g).map_err(StoreError::Decode)?;
            fold_game(&mut row, &g, user.get());
        }
        Ok(Progress::from(&row))
    }
}

#[cfg(test)]
#[path = "people_tests.rs"]
mod tests;
