//! Every redb table of the store, with its key and value layout, as this
//! build writes it. Migration steps (`migrations/`) never use these: each
//! keeps its own copies of the definitions it needs.
//!
//! Values are JSON blobs of the stored types in [`super::types`] (versioned
//! structs, kept apart from engine and table types); a table's name carries
//! the version of its layout. Channel ids are the front end's channel key as
//! a string. Request id 0 means "no request id" (deadlines the service runs
//! itself) and is never recorded.

use redb::TableDefinition;

/// The name of every table a file of this build has (`backup`'s copy and
/// `db reshard` carry each; a file with any other table is refused by
/// them). A table added by a schema step must be added here
/// (`backup::tests::every_table_is_copied` fails until it is).
pub const TABLE_NAMES: &[&str] = &[
    "meta",
    "tables_v2",
    "commands_v1",
    "requests_v1",
    "games_v1",
    "stats_v2",
    "channel_games_v1",
    "discord_messages_v1",
    "channel_log_v1",
    "outbox_v1",
    "channel_guilds_v1",
    "hand_views_v1",
    "notice_prefs_v1",
    "achievements_v1",
    "player_games_v1",
    "server_stats_v1",
    "daily_v1",
    "daily_days_v1",
];

/// `meta`: name → u64.
/// - `schema_version`: the last migration applied (see `migrations/`).
/// - `next_command`: the next global command sequence number.
pub const META: TableDefinition<&str, u64> = TableDefinition::new("meta");
pub const SCHEMA_VERSION_KEY: &str = "schema_version";
pub const NEXT_COMMAND_KEY: &str = "next_command";
/// - `shard_first`, `shard_last`, `shard_total` (since schema 7): the
///   shards of the process this file belongs to, recorded at the first
///   start of a bot with this build or by `db reshard`. Absent: not known
///   yet. A bot configured for other shards refuses the file (see
///   `Store::claim_shards`).
pub const SHARD_FIRST_KEY: &str = "shard_first";
pub const SHARD_LAST_KEY: &str = "shard_last";
pub const SHARD_TOTAL_KEY: &str = "shard_total";
/// - `game_ids_above` (since schema 7, written by `db reshard`): every
///   game id up to this one is taken by one of the bot's files, so this
///   file's new games are numbered above it.
pub const GAME_IDS_ABOVE_KEY: &str = "game_ids_above";
/// - `achievements_pending` (since schema 9): 1 while the people's
///   achievements and lists of games (`achievements_v1`,
///   `player_games_v1`) lack the games stored before them (a file that
///   schema step 9 took up, or a new file of `db reshard`): the table
///   layer works them out from every stored game when it opens the store,
///   and removes the key in the same transaction.
pub const ACHIEVEMENTS_PENDING_KEY: &str = "achievements_pending";

/// `tables_v2` (since schema 5; `tables_v1` before): channel id →
/// [`super::types::StoredTableV2`] (JSON). One row per open table, with its
/// deadline and its game as a replay (rules, seed, actions), which is
/// replayed on load; a closed table's row is removed. Reopening the store
/// restores every row.
pub const TABLES: TableDefinition<&str, &[u8]> = TableDefinition::new("tables_v2");

/// `commands_v1`: global command sequence number → [`super::types::StoredCommandV1`]
/// (JSON): accepted commands, in commit order, with the events they
/// produced (the first answer to a repeated request id). Pruned in the
/// background (`super::prune`): a command goes with its `channel_log_v1`
/// and `requests_v1` rows once nothing needs it.
pub const COMMANDS: TableDefinition<u64, &[u8]> = TableDefinition::new("commands_v1");

/// `requests_v1`: (channel id, request id) → global command sequence number
/// in `commands_v1`. Makes a repeated request id change nothing, for the
/// prune's retention window (`store.command_retention_hours`).
pub const REQUESTS: TableDefinition<(&str, u64), u64> = TableDefinition::new("requests_v1");

/// `games_v1`: game id → [`super::types::StoredGameV1`] (JSON): finished and
/// abandoned games with their replays and results.
pub const GAMES: TableDefinition<u64, &[u8]> = TableDefinition::new("games_v1");

/// `stats_v2` (since schema 6; `stats_v1` keyed without the game before):
/// (channel id, game, player key) → [`super::types::StoredStatsV1`] (JSON).
/// The game is `jersey`, `gin` or `colonel` (a rating means one thing only
/// within one game). Player keys are `u:<user id>` for people and
/// `ai:<level>` for computers.
pub const STATS: TableDefinition<(&str, &str, &str), &[u8]> = TableDefinition::new("stats_v2");

/// `channel_games_v1` (since schema 2): (channel id, game id) → (). The
/// games of a channel, for "recent games" without scanning `games_v1`.
pub const CHANNEL_GAMES: TableDefinition<(&str, u64), ()> =
    TableDefinition::new("channel_games_v1");

/// `discord_messages_v1` (since schema 3): channel id →
/// [`super::types::StoredDiscordMessagesV1`] (JSON): the Discord messages
/// the bot keeps editing in a channel (its public table message), so that
/// after a restart it edits the same message instead of posting a new one.
/// The row is removed when the table closes.
pub const DISCORD_MESSAGES: TableDefinition<&str, &[u8]> =
    TableDefinition::new("discord_messages_v1");

/// `channel_log_v1` (since schema 4): (channel id, channel seq) → global
/// command sequence number in `commands_v1`. A channel's commands are
/// numbered 1, 2, 3… with no gaps, across all the tables it ever had (the
/// table's `seq` is the number of its latest command), in the same
/// transaction as the command. This is the channel's story in order: the
/// front end posts it from here (see `outbox_v1`).
///
/// Retention (for whoever prunes the command log): keep every row after
/// the channel's `outbox_v1.posted` (and the commands they point to), and
/// the channel's last row, whose number is the channel's counter.
pub const CHANNEL_LOG: TableDefinition<(&str, u64), u64> = TableDefinition::new("channel_log_v1");

/// `outbox_v1` (since schema 4): channel id → [`super::types::StoredOutboxV1`]
/// (JSON): how far the front end has posted the channel's log (every
/// command up to `posted` is shown), and the range it is posting now
/// (`sending`), so that after a crash the same posts are sent again with
/// the same message nonces and not shown twice. Kept when the table closes
/// (the channel's numbering goes on).
pub const OUTBOX: TableDefinition<&str, &[u8]> = TableDefinition::new("outbox_v1");

/// `channel_guilds_v1` (since schema 7): channel id → Discord guild id, for
/// every channel whose guild is known, kept after its table closes. Written
/// with the command that records a table's guild. `db reshard` places each
/// channel's rows by it; a channel missing here is shard 0's.
pub const CHANNEL_GUILDS: TableDefinition<&str, u64> = TableDefinition::new("channel_guilds_v1");

/// `hand_views_v1` (since schema 8): (channel id, user id) →
/// [`super::types::StoredHandViewV1`] (JSON): the hand view the front end
/// keeps refreshing for each person, with the interaction token that edits
/// it (a secret) and when the token stops working, so that the views shown
/// before a restart are refreshed after it. A row is replaced by the
/// person's next view and removed once its token expired or failed.
pub const HAND_VIEWS: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("hand_views_v1");

/// `notice_prefs_v1` (since schema 9): user id →
/// [`super::types::StoredNoticePrefV1`] (JSON): how the person wants to be
/// told that it is their turn (`/gin notify`), and the language of their
/// client then (a direct message speaks it). No row: a mention in the
/// channel. Not a channel's row: `db reshard` copies it to every shard.
pub const NOTICE_PREFS: TableDefinition<u64, &[u8]> = TableDefinition::new("notice_prefs_v1");
/// `achievements_v1` (since schema 10): person key (`u:<user id>`) →
/// [`super::achievements::StoredProgressV1`] (JSON): a person's
/// achievements, updated in the transaction that stores each game they
/// played (see [`super::achievements`]).
pub const ACHIEVEMENTS: TableDefinition<&str, &[u8]> = TableDefinition::new("achievements_v1");

/// `player_games_v1` (since schema 10): (person key, n) → game id: each
/// person's games (abandoned ones too) numbered 0, 1, 2… in the order the
/// store recorded them, the order their achievements fold them in.
pub const PLAYER_GAMES: TableDefinition<(&str, u64), u64> = TableDefinition::new("player_games_v1");

/// `server_stats_v1` (since schema 10): (season, game, player key) →
/// [`super::types::StoredStatsV1`] (JSON): the server ladder. A season is
/// a guild's calendar month (UTC) of finished games, `<guild>:<YYYY-MM>`
/// ([`super::stats::season_key`]); rated as `stats_v2` is, over every
/// channel of the guild. Games without a guild (direct messages, the
/// terminal, games stored before schema 10) are on no server ladder.
pub const SERVER_STATS: TableDefinition<(&str, &str, &str), &[u8]> =
    TableDefinition::new("server_stats_v1");

/// `daily_v1` (since schema 11): (day, game key, user id) →
/// [`super::daily::StoredDailyV1`] (JSON): each person's result of a
/// day's daily deal (days since 1970-01-01, UTC), the first one kept,
/// written with the game that ended it. A day's board is a range of it.
pub const DAILY: TableDefinition<(u64, &str, u64), &[u8]> = TableDefinition::new("daily_v1");

/// `daily_days_v1` (since schema 11): (user id, day) → how many games'
/// daily deals they finished that day: their streak, without reading
/// every day's results.
pub const DAILY_DAYS: TableDefinition<(u64, u64), u64> = TableDefinition::new("daily_days_v1");
