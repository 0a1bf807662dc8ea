//! The store's interface: what the table service (and `db check`) need of
//! a store, whatever keeps it. Two backends implement it: the redb file
//! ([`super::Store`], the default) and a PostgreSQL database
//! ([`super::postgres::PgStore`], `store.url`). Both take and give the
//! stored types of [`super::types`] only, and both keep them as the same
//! bytes (the JSON of the stored types), so they cannot drift apart.
//!
//! Tools that work on a file (backup, compact, the page check of `db
//! check`) stay on the redb type.

use super::achievements::StoredProgressV1;
use super::check::{CheckReport, RecordCheck};
use super::forget::{Forgotten, PersonData};
use super::people::{PersonRows, ServerRow};
use super::prune::{LogMark, PruneReport};
use super::types::*;
use super::{Commit, Store, StoreError, WriterStats};
use crate::engine::GameKind;

/// A process of the bot that uses a shared store, as it recorded itself
/// there (see [`StoreBackend::claim_shards`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunningProcess {
    /// Its host and process id, as shown in logs and errors.
    pub name: String,
    pub shards: ShardRange,
}

impl RunningProcess {
    /// Whether it owns the tables of `guild` (None: a direct message, or
    /// a table whose guild is not known).
    pub fn owns_guild(&self, guild: Option<u64>) -> bool {
        self.shards.owns_shard(shard_of(self.shards.total, guild))
    }
}

/// A store of open tables, the command log, finished games and stats.
/// Every method blocks (disk or network): async callers go through the
/// service's own threads.
pub trait StoreBackend: Send + Sync {
    /// "redb" or "postgres".
    fn kind(&self) -> &'static str;
    /// Where it is, as shown to people (a file, or a URL without its
    /// password).
    fn location(&self) -> String;
    /// Commits durably (with whatever else is waiting: group commit) the
    /// table row, command, request id, channel number and finished game
    /// of one accepted command, in one transaction, and returns the
    /// command's global sequence number.
    fn commit(&self, commit: Commit) -> Result<u64, StoreError>;
    /// A new game id from the store itself (a database sequence shared by
    /// every process on it), or None: the service counts them itself from
    /// [`StoreBackend::max_game_id`] (one process per store).
    fn new_game_id(&self) -> Result<Option<u64>, StoreError> {
        Ok(None)
    }
    /// Checks that the store belongs to a process of these shards, and
    /// records them if nothing is recorded yet (a redb file: one per
    /// process, see [`Store::claim_shards`]). A store shared by every
    /// process (PostgreSQL) records each running process with its shards
    /// and refuses one whose shard count differs from theirs.
    fn claim_shards(&self, shards: ShardRange) -> Result<(), StoreError> {
        let _ = shards;
        Ok(())
    }
    /// The other processes that use this store now, as they recorded
    /// themselves (none for a store of one process).
    fn running_processes(&self) -> Result<Vec<RunningProcess>, StoreError> {
        Ok(Vec::new())
    }
    /// Takes this process's turn to log in to Discord for `buckets` (the
    /// `shard % max_concurrency` of its shards), keeping them for `hold`
    /// (its shards' IDENTIFYs, 5 s apart): `Some(ZERO)` when taken now,
    /// `Some(wait)` when another process holds one of them for `wait`
    /// more, None when the store is not shared by processes (a redb file:
    /// the processes pace themselves by `discord.identify_stagger_secs`).
    fn reserve_logins(
        &self,
        buckets: &[u32],
        hold: std::time::Duration,
    ) -> Result<Option<std::time::Duration>, StoreError> {
        let _ = (buckets, hold);
        Ok(None)
    }
    fn schema_version(&self) -> Result<u64, StoreError>;
    /// Every open table's row: (channel, JSON of [`StoredTableV2`]).
    fn table_rows(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError>;
    /// One channel's open table row (None: no table), decoded.
    fn table_row(&self, channel: &str) -> Result<Option<StoredTableV2>, StoreError> {
        let row = self.table_rows()?.into_iter().find(|(c, _)| c == channel);
        row.map(|(_, bytes)| {
            serde_json::from_slice(&bytes)
                .map_err(|e| StoreError::Decode(format!("table {channel}: {e}")))
        })
        .transpose()
    }
    /// The command first accepted with this request id in this channel.
    fn lookup_request(
        &self,
        channel: &str,
        request_id: u64,
    ) -> Result<Option<StoredCommandV1>, StoreError>;
    fn has_request(&self, channel: &str, request_id: u64) -> Result<bool, StoreError>;
    fn game(&self, game_id: u64) -> Result<Option<StoredGameV1>, StoreError>;
    /// The channel's latest games, newest first.
    fn recent_games(&self, channel: &str, limit: usize) -> Result<Vec<StoredGameV1>, StoreError>;
    /// Every stored game, in id order.
    fn all_games(&self) -> Result<Vec<StoredGameV1>, StoreError>;
    /// The highest game id of a stored game.
    fn max_game_id(&self) -> Result<u64, StoreError>;
    /// A channel's leaderboard rows: players with at least `min_games`.
    fn leaderboard(
        &self,
        channel: &str,
        game: GameKind,
        min_games: u32,
    ) -> Result<Vec<StoredStatsV1>, StoreError>;
    fn player_stats(
        &self,
        channel: &str,
        game: GameKind,
        player: StoredPlayerV1,
    ) -> Result<Option<StoredStatsV1>, StoreError>;
    fn table_message(&self, channel: &str) -> Result<Option<u64>, StoreError>;
    /// Durable, through the writer.
    fn set_table_message(&self, channel: &str, id: Option<u64>) -> Result<(), StoreError>;
    /// Every stored hand view: (channel, user, view) (`hand_views_v1`).
    fn hand_views(&self) -> Result<Vec<(String, u64, StoredHandViewV1)>, StoreError>;
    /// Records (or with None forgets) a person's hand view. Durable,
    /// through the writer.
    fn set_hand_view(
        &self,
        channel: &str,
        user: u64,
        view: Option<&StoredHandViewV1>,
    ) -> Result<(), StoreError>;
    /// How `user` wants to be told of their turn (`notice_prefs_v1`; None:
    /// they never chose).
    fn notice_pref(&self, user: u64) -> Result<Option<StoredNoticePrefV1>, StoreError>;
    /// Records `user`'s choice. Durable, through the writer.
    fn set_notice_pref(&self, user: u64, pref: &StoredNoticePrefV1) -> Result<(), StoreError>;
    /// The number of the channel's latest command (0: none yet).
    fn channel_seq(&self, channel: &str) -> Result<u64, StoreError>;
    /// The channel's commands numbered after `after`, in order, at most
    /// `limit` of them.
    fn channel_commands(
        &self,
        channel: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredCommandV1)>, StoreError>;
    fn outbox(&self, channel: &str) -> Result<StoredOutboxV1, StoreError>;
    /// Durable, through the writer.
    fn set_outbox(&self, channel: &str, row: StoredOutboxV1) -> Result<(), StoreError>;
    /// Every channel whose log goes beyond what was posted.
    fn outbox_backlog(&self) -> Result<Vec<(String, StoredOutboxV1, u64)>, StoreError>;
    /// Every stored command in order (checks).
    fn commands(&self) -> Result<Vec<(u64, StoredCommandV1)>, StoreError>;
    /// The numbers of every stored command, each decoded (checks).
    fn command_numbers(&self) -> Result<std::collections::HashSet<u64>, StoreError>;
    /// Every (channel, request id, command sequence) row.
    fn requests(&self) -> Result<Vec<(String, u64, u64)>, StoreError>;
    /// Prunes the command log (see [`super::prune`]).
    fn prune_commands(
        &self,
        cutoff_ms: u64,
        max_rows: usize,
        mark: &dyn Fn(&StoredCommandV1) -> LogMark,
    ) -> Result<PruneReport, StoreError>;
    /// A person's achievements (`achievements_v1`; key `u:<id>`).
    fn achievements(&self, key: &str) -> Result<Option<StoredProgressV1>, StoreError>;
    /// A person's games' ids in the order recorded (`player_games_v1`).
    fn player_games(&self, key: &str) -> Result<Vec<u64>, StoreError>;
    /// Whether the people's rows still lack the games stored before them.
    fn achievements_pending(&self) -> Result<bool, StoreError>;
    /// Replaces every person's rows and the server ladder and clears the
    /// mark, at once.
    fn replace_achievements(
        &self,
        rows: &[PersonRows],
        server: &[ServerRow],
    ) -> Result<(), StoreError>;
    /// A season's server ladder in one game (`server_stats_v1`; season
    /// as [`super::stats::season_key`], game as `stats_v2` names it).
    fn server_leaderboard(
        &self,
        season: &str,
        game: &str,
    ) -> Result<Vec<StoredStatsV1>, StoreError>;
    /// What the store keeps that names `user` (`/gin privacy`).
    fn person_data(&self, user: u64) -> Result<PersonData, StoreError>;
    /// Forgets `user`, their games kept under the anonymous player `tag`,
    /// at once; or changes nothing while an open table names them (see
    /// [`super::forget`]).
    fn forget_person(&self, user: u64, tag: u32) -> Result<Forgotten, StoreError>;
    /// What the writer has done so far.
    /// Every result of a day's daily deal of `game` (`daily_v1`), in no
    /// particular order.
    fn daily_results(
        &self,
        day: u32,
        game: &str,
    ) -> Result<Vec<super::daily::StoredDailyV1>, StoreError>;
    /// The days on which `user` finished a daily deal, oldest first, each
    /// once.
    fn daily_days(&self, user: u64) -> Result<Vec<u32>, StoreError>;
    fn writer_stats(&self) -> &WriterStats;
    /// The redb store, for the tools that work on its file.
    fn redb(&self) -> Option<&Store> {
        None
    }
}

impl dyn StoreBackend + '_ {
    /// Every open table, decoded and handed to `rebuild` (the table
    /// service's: it replays each game). The cores share the rows; the
    /// results come back in the store's order.
    pub fn load_tables<T: Send>(
        &self,
        rebuild: impl Fn(StoredTableV2) -> Result<T, String> + Sync,
    ) -> Result<Vec<T>, StoreError> {
        let rows = self.table_rows()?;
        let load = |rows: &[(String, Vec<u8>)]| -> Result<Vec<T>, StoreError> {
            rows.iter()
                .map(|(channel, bytes)| {
                    let stored: StoredTableV2 = serde_json::from_slice(bytes)
                        .map_err(|e| StoreError::Decode(format!("table {channel}: {e}")))?;
                    rebuild(stored).map_err(|e| StoreError::Decode(format!("table {channel}: {e}")))
                })
                .collect()
        };
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        if threads < 2 || rows.len() < 64 {
            return load(&rows);
        }
        let chunk = rows.len().div_ceil(threads);
        let load = &load;
        std::thread::scope(|scope| {
            let parts: Vec<_> = rows
                .chunks(chunk)
                .map(|part| scope.spawn(move || load(part)))
                .collect();
            let mut out = Vec::with_capacity(rows.len());
            for part in parts {
                out.extend(part.join().expect("table load thread")?);
            }
            Ok(out)
        })
    }

    /// `db check`'s checks of the stored data, each game and open table
    /// also by `records` (the rules' checks): see [`super::check::check`].
    pub fn check_all(&self, records: &dyn RecordCheck) -> Result<CheckReport, StoreError> {
        super::check::check(self, records)
    }
}

/// The redb store through the interface: its own methods.
impl StoreBackend for Store {
    fn kind(&self) -> &'static str {
        "redb"
    }
    fn location(&self) -> String {
        self.path()
            .map_or_else(|| "memory".to_string(), |p| p.display().to_string())
    }
    fn commit(&self, commit: Commit) -> Result<u64, StoreError> {
        Store::commit(self, commit)
    }
    fn schema_version(&self) -> Result<u64, StoreError> {
        Store::schema_version(self)
    }
    fn table_rows(&self) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        Store::table_rows(self)
    }
    fn lookup_request(
        &self,
        channel: &str,
        request_id: u64,
    ) -> Result<Option<StoredCommandV1>, StoreError> {
        Store::lookup_request(self, channel, request_id)
    }
    fn has_request(&self, channel: &str, request_id: u64) -> Result<bool, StoreError> {
        Store::has_request(self, channel, request_id)
    }
    fn game(&self, game_id: u64) -> Result<Option<StoredGameV1>, StoreError> {
        Store::game(self, game_id)
    }
    fn recent_games(&self, channel: &str, limit: usize) -> Result<Vec<StoredGameV1>, StoreError> {
        Store::recent_games(self, channel, limit)
    }
    fn all_games(&self) -> Result<Vec<StoredGameV1>, StoreError> {
        Store::all_games(self)
    }
    fn max_game_id(&self) -> Result<u64, StoreError> {
        Store::max_game_id(self)
    }
    fn claim_shards(&self, shards: ShardRange) -> Result<(), StoreError> {
        Store::claim_shards(self, shards)
    }
    fn leaderboard(
        &self,
        channel: &str,
        game: GameKind,
        min_games: u32,
    ) -> Result<Vec<StoredStatsV1>, StoreError> {
        Store::leaderboard(self, channel, game, min_games)
    }
    fn player_stats(
        &self,
        channel: &str,
        game: GameKind,
        player: StoredPlayerV1,
    ) -> Result<Option<StoredStatsV1>, StoreError> {
        Store::player_stats(self, channel, game, player)
    }
    fn table_message(&self, channel: &str) -> Result<Option<u64>, StoreError> {
        Store::table_message(self, channel)
    }
    fn set_table_message(&self, channel: &str, id: Option<u64>) -> Result<(), StoreError> {
        Store::set_table_message(self, channel, id)
    }
    fn hand_views(&self) -> Result<Vec<(String, u64, StoredHandViewV1)>, StoreError> {
        Store::hand_views(self)
    }
    fn set_hand_view(
        &self,
        channel: &str,
        user: u64,
        view: Option<&StoredHandViewV1>,
    ) -> Result<(), StoreError> {
        Store::set_hand_view(self, channel, user, view)
    }
    fn notice_pref(&self, user: u64) -> Result<Option<StoredNoticePrefV1>, StoreError> {
        Store::notice_pref(self, user)
    }
    fn set_notice_pref(&self, user: u64, pref: &StoredNoticePrefV1) -> Result<(), StoreError> {
        Store::set_notice_pref(self, user, pref)
    }
    fn channel_seq(&self, channel: &str) -> Result<u64, StoreError> {
        Store::channel_seq(self, channel)
    }
    fn channel_commands(
        &self,
        channel: &str,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, StoredCommandV1)>, StoreError> {
        Store::channel_commands(self, channel, after, limit)
    }
    fn outbox(&self, channel: &str) -> Result<StoredOutboxV1, StoreError> {
        Store::outbox(self, channel)
    }
    fn set_outbox(&self, channel: &str, row: StoredOutboxV1) -> Result<(), StoreError> {
        Store::set_outbox(self, channel, row)
    }
    fn outbox_backlog(&self) -> Result<Vec<(String, StoredOutboxV1, u64)>, StoreError> {
        Store::outbox_backlog(self)
    }
    fn commands(&self) -> Result<Vec<(u64, StoredCommandV1)>, StoreError> {
        Store::commands(self)
    }
    fn command_numbers(&self) -> Result<std::collections::HashSet<u64>, StoreError> {
        Store::command_numbers(self)
    }
    fn requests(&self) -> Result<Vec<(String, u64, u64)>, StoreError> {
        Store::requests(self)
    }
    fn prune_commands(
        &self,
        cutoff_ms: u64,
        max_rows: usize,
        mark: &dyn Fn(&StoredCommandV1) -> LogMark,
    ) -> Result<PruneReport, StoreError> {
        Store::prune_commands(self, cutoff_ms, max_rows, mark)
    }
    fn achievements(&self, key: &str) -> Result<Option<StoredProgressV1>, StoreError> {
        Store::achievements(self, key)
    }
    fn player_games(&self, key: &str) -> Result<Vec<u64>, StoreError> {
        Store::player_games(self, key)
    }
    fn achievements_pending(&self) -> Result<bool, StoreError> {
        Store::achievements_pending(self)
    }
    fn replace_achievements(
        &self,
        rows: &[PersonRows],
        server: &[ServerRow],
    ) -> Result<(), StoreError> {
        Store::replace_achievements(self, rows, server)
    }
    fn server_leaderboard(
        &self,
        season: &str,
        game: &str,
    ) -> Result<Vec<StoredStatsV1>, StoreError> {
        Store::server_leaderboard(self, season, game)
    }
    fn person_data(&self, user: u64) -> Result<PersonData, StoreError> {
        Store::person_data(self, user)
    }
    fn forget_person(&self, user: u64, tag: u32) -> Result<Forgotten, StoreError> {
        Store::forget_person(self, user, tag)
    }
    fn daily_results(
        &self,
        day: u32,
        game: &str,
    ) -> Result<Vec<super::daily::StoredDailyV1>, StoreError> {
        Store::daily_results(self, day, game)
    }
    fn daily_days(&self, user: u64) -> Result<Vec<u32>, StoreError> {
        Store::daily_days(self, user)
    }
    fn writer_stats(&self) -> &WriterStats {
        Store::writer_stats(self)
    }
    fn redb(&self) -> Option<&Store> {
        Some(self)
    }
}
