//! The service's reads and bookkeeping writes for front ends: records
//! (leaderboard, stats, history, a game), a channel's log and how far it
//! was posted, the Discord table message, the writer's figures. Front ends
//! call these instead of reaching into the store. They block (redb reads,
//! durable writes): async front ends call them off the executor
//! (`spawn_blocking`).

use super::service::Service;
use super::{Player, TableEvent};
use crate::store::types::{StoredGameV1, StoredOutboxV1};
use crate::store::{PlayerStats, StoreError, WriterStats};

/// How far a channel's log was posted: every command numbered up to
/// `posted` is out, and `sending` (when set) is the end of the group being
/// posted now, to be posted again first after a restart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Outbox {
    pub posted: u64,
    pub sending: Option<u64>,
}

impl From<StoredOutboxV1> for Outbox {
    fn from(r: StoredOutboxV1) -> Outbox {
        Outbox {
            posted: r.posted,
            sending: r.sending,
        }
    }
}

impl From<Outbox> for StoredOutboxV1 {
    fn from(o: Outbox) -> StoredOutboxV1 {
        StoredOutboxV1 {
            posted: o.posted,
            sending: o.sending,
        }
    }
}

/// One command of a channel's log as a front end reads it: its events, or
/// why they cannot be read (a damaged row is reported, not fatal).
pub type LoggedEvents = Result<Vec<TableEvent>, String>;

impl Service {
    /// A channel's leaderboard: players with at least `min_games`, best
    /// conservative rating first.
    pub fn leaderboard(
        &self,
        channel: &str,
        min_games: u32,
    ) -> Result<Vec<PlayerStats>, StoreError> {
        self.store().leaderboard(channel, min_games)
    }

    /// One player's stats in a channel.
    pub fn player_stats(
        &self,
        channel: &str,
        player: Player,
    ) -> Result<Option<PlayerStats>, StoreError> {
        self.store().player_stats(channel, player)
    }

    /// The channel's latest finished or abandoned games, newest first.
    pub fn recent_games(
        &self,
        channel: &str,
        limit: usize,
    ) -> Result<Vec<StoredGameV1>, StoreError> {
        self.store().recent_games(channel, limit)
    }

    /// A finished or abandoned game.
    pub fn game_record(&self, game_id: u64) -> Result<Option<StoredGameV1>, StoreError> {
        self.store().game(game_id)
    }

    /// The events of the channel's commands numbered after `after`, in
    /// order, at most `limit` of them.
    pub fn channel_events(
        &self,
        channel: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, LoggedEvents)>, StoreError> {
        Ok(self
            .store()
            .channel_commands(channel, after, limit)?
            .into_iter()
            .map(|(n, cmd)| (n, cmd.table_events().map_err(|e| e.to_string())))
            .collect())
    }

    /// How far a channel's log was posted.
    pub fn outbox(&self, channel: &str) -> Result<Outbox, StoreError> {
        Ok(self.store().outbox(channel)?.into())
    }

    /// Records how far a channel's log was posted (durable).
    pub fn set_outbox(&self, channel: &str, outbox: Outbox) -> Result<(), StoreError> {
        self.store().set_outbox(channel, outbox.into())
    }

    /// Every channel whose log goes beyond what was posted, with how far it
    /// was posted and its last command's number.
    pub fn outbox_backlog(&self) -> Result<Vec<(String, Outbox, u64)>, StoreError> {
        Ok(self
            .store()
            .outbox_backlog()?
            .into_iter()
            .map(|(c, o, last)| (c, o.into(), last))
            .collect())
    }

    /// The id of a channel's public table message, if one is known.
    pub fn table_message(&self, channel: &str) -> Result<Option<u64>, StoreError> {
        self.store().table_message(channel)
    }

    /// Records (or with None forgets) a channel's table message (durable).
    pub fn set_table_message(&self, channel: &str, id: Option<u64>) -> Result<(), StoreError> {
        self.store().set_table_message(channel, id)
    }

    /// What the store's writer has done so far.
    pub fn writer_stats(&self) -> &WriterStats {
        self.store().writer_stats()
    }
}
