//! What the store keeps per person (issue 43): their achievements
//! (`achievements_v1`) and their games in the order recorded
//! (`player_games_v1`), on the redb file. The writer updates both with
//! each game ([`super::stats::GameWriter`]); these are the reads, and the
//! one write that fills them from every stored game (the table layer's
//! backfill at open, while the mark `achievements_pending` is set).

use super::achievements::StoredProgressV1;
use super::schema::*;
use super::types::StoredStatsV1;
use super::{Store, StoreError};
use redb::ReadableDatabase;

/// One person's rows as the backfill writes them: their key, their
/// progress and their games' ids in order.
pub type PersonRows = (String, StoredProgressV1, Vec<u64>);

/// One row of the server ladder as the backfill writes it: (season, game,
/// player key) and the row.
pub type ServerRow = ((String, String, String), StoredStatsV1);

impl Store {
    /// A person's achievements and progress (None: no game stored yet).
    pub fn achievements(&self, key: &str) -> Result<Option<StoredProgressV1>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(ACHIEVEMENTS)?;
        let row = t.get(key)?;
        Ok(match row {
            Some(v) => Some(serde_json::from_slice(v.value())?),
            None => None,
        })
    }

    /// A person's games' ids, in the order recorded.
    pub fn player_games(&self, key: &str) -> Result<Vec<u64>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(PLAYER_GAMES)?;
        let mut out = Vec::new();
        for row in t.range((key, 0)..=(key, u64::MAX))? {
            out.push(row?.1.value());
        }
        Ok(out)
    }

    /// Whether the games stored before schema 10 (or before a reshard)
    /// still have to be folded into the people's rows.
    pub fn achievements_pending(&self) -> Result<bool, StoreError> {
        let r = self.db.begin_read()?;
        let meta = r.open_table(META)?;
        let pending = meta.get(ACHIEVEMENTS_PENDING_KEY)?.map(|v| v.value());
        Ok(pending.unwrap_or(0) != 0)
    }

    /// A season's ladder in one game (`server_stats_v1`): every row, in
    /// no particular order.
    pub fn server_leaderboard(
        &self,
        season: &str,
        game: &str,
    ) -> Result<Vec<StoredStatsV1>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(SERVER_STATS)?;
        let mut out = Vec::new();
        for row in t.range((season, game, "")..)? {
            let (k, v) = row?;
            let (s, g, _) = k.value();
            if s != season || g != game {
                break;
            }
            out.push(serde_json::from_slice(v.value())?);
        }
        Ok(out)
    }

    /// Replaces every person's rows and the server ladder with these and
    /// clears the mark, in one transaction (the backfill, before any
    /// command is taken).
    pub fn replace_achievements(
        &self,
        rows: &[PersonRows],
        server: &[ServerRow],
    ) -> Result<(), StoreError> {
        if self.tx.is_none() {
            return Err(StoreError::OpenedReadOnly);
        }
        let txn = self.db.begin_write()?;
        {
            let mut progress = txn.open_table(ACHIEVEMENTS)?;
            let mut games = txn.open_table(PLAYER_GAMES)?;
            progress.retain(|_, _| false)?;
            games.retain(|_, _| false)?;
            for (key, row, ids) in rows {
                progress.insert(key.as_str(), serde_json::to_vec(row)?.as_slice())?;
                for (n, &id) in ids.iter().enumerate() {
                    games.insert((key.as_str(), n as u64), id)?;
                }
            }
            let mut ladder = txn.open_table(SERVER_STATS)?;
            ladder.retain(|_, _| false)?;
            for ((season, game, player), row) in server {
                ladder.insert(
                    (season.as_str(), game.as_str(), player.as_str()),
                    serde_json::to_vec(row)?.as_slice(),
                )?;
            }
            txn.open_table(META)?.remove(ACHIEVEMENTS_PENDING_KEY)?;
        }
        txn.commit()?;
        Ok(())
    }
}
