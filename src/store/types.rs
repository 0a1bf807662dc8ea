//! Stored formats: versioned, kept apart from the table and engine types so
//! that either can change without silently changing what is on disk. An
//! open table's game is stored as its replay (the engine's documented,
//! versioned replay format) and rebuilt on load, never as the engine's
//! in-memory state. Finished games still embed some engine serde formats
//! (`Options`, `SeatAction`, `GameResult`, `HandLine`); a change to them
//! needs a new stored version and a migration.
//!
//! The store knows these records only: the table layer, above it,
//! converts between them and its tables, players and games
//! (`table::stored`), and no file of the store names the table layer
//! (`layers::the_store_names_nothing_above_it`).

use crate::engine::jersey::{GameResult, HandLine, Options};
use crate::engine::{self, Replay, Rules};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum StoredPlayerV1 {
    Human {
        id: u64,
    },
    Computer {
        level: StoredLevelV1,
    },
    /// A person who asked to be forgotten (`/gin forget-me`), in the
    /// games they played: a number drawn at random then, the same in each
    /// of their games, that does not derive from their id. Added without
    /// a schema step (older builds cannot read such a game).
    Anonymous {
        tag: u32,
    },
}

impl StoredPlayerV1 {
    /// The player's key in `stats_v2` (`u:ID`, `ai:LEVEL`; `anon:TAG`,
    /// which no stored row keeps: see `store::forget`).
    pub fn key(&self) -> String {
        match self {
            StoredPlayerV1::Human { id } => format!("u:{id}"),
            StoredPlayerV1::Computer { level } => format!("ai:{}", level.name()),
            StoredPlayerV1::Anonymous { tag } => format!("anon:{tag}"),
        }
    }
}

/// A computer seat's level as stored (the names the players' `Level`
/// had when it was first stored; the table layer converts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StoredLevelV1 {
    Easy,
    Normal,
    Hard,
}

impl StoredLevelV1 {
    /// As stored: in JSON and in `stats_v2`'s keys.
    pub fn name(self) -> &'static str {
        match self {
            StoredLevelV1::Easy => "easy",
            StoredLevelV1::Normal => "normal",
            StoredLevelV1::Hard => "hard",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredSeatV1 {
    pub player: StoredPlayerV1,
    pub timeouts: u8,
    pub auto: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredSettingsV2 {
    /// The game and its options: `{"game": "jersey", ...options}`.
    pub rules: Rules,
    pub turn_ms: u64,
    pub pace_ms: u64,
    pub seed: Option<u64>,
    /// Added after schema 5 shipped: rows without it follow the bot's
    /// setting, and it is written only when a table chose.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pictures: Option<bool>,
    /// Added after schema 5 shipped, like `pictures`: the table's pictures
    /// use the four-colour deck. Absent (and not written) means standard.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub four_colour: bool,
    /// Added after schema 8 shipped, like `pictures`: the table's language
    /// as a BCP 47 code ("pt-BR"). Absent (and not written) means English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// Added after schema 8 shipped, like `pictures`: whether the table
    /// allows hints (`Settings::hints`). Absent (and not written) means
    /// the default: allowed when a computer is seated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hints: Option<bool>,
    /// Added after schema 8 shipped, like `pictures`: the table is reached
    /// only through interactions (the app installed to a user), never with
    /// the bot's token. Absent (and not written) means the bot's token.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub interactions_only: bool,
    /// Added after schema 11 shipped, like `pictures`: every answer about
    /// the table is private (`Delivery::PrivateAnswers`). Absent (and not
    /// written) means public answers.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub answers_private: bool,
    /// Added after schema 10 shipped, like `pictures`: a person whose
    /// turn clock runs out forfeits the game (`Settings::clock_end`).
    /// Absent (and not written) means a safe move.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub clock_end_forfeits: bool,
    /// A daily deal's table: the UTC day of its deal (since schema 11;
    /// absent: an ordinary table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredDeadlineV1 {
    pub at_ms: u64,
    /// 0 computer, 1 turn clock, 2 next hand.
    pub kind: u8,
    pub seat: u8,
    /// The game's move counter when it was set (`Deadline::moves`; the
    /// stored name is older than the table's).
    #[serde(default)]
    pub turn: u32,
}

/// One open table (`tables_v2`, since schema 5): its settings, seats and
/// clock, and its game as a replay (the engine's documented replay format:
/// rules, seed, actions), rebuilt by replaying it on load.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTableV2 {
    pub channel: String,
    pub opener: u64,
    pub settings: StoredSettingsV2,
    /// 0 lobby, 1 playing, 2 finished.
    pub stage: u8,
    pub seats: Vec<StoredSeatV1>,
    /// The current (or last) game.
    pub game: Option<Replay>,
    pub game_id: u64,
    pub started_ms: u64,
    pub deadline: Option<StoredDeadlineV1>,
    pub votes: Vec<u64>,
    pub seq: u64,
    pub games_played: u32,
    /// The Discord guild of the table's channel (shard ownership, see
    /// `table::shards`). Added without a schema step: rows written before
    /// it (and tables in direct messages) have none and read as None,
    /// which belongs to shard 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<u64>,
    /// The seats of the game on whose players asked for a hint (issue
    /// 41). Added without a schema step: rows before it have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hinted: Vec<u8>,
    /// The seat that forfeited the finished game on the clock (issue
    /// 42). Added without a schema step: rows before it have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<u8>,
    /// The people waiting to play the next game (issue 42), in the order
    /// they asked. Added without a schema step: rows before it have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<u64>,
}

/// One accepted command (`commands_v1`). `command`, `actor` and `events`
/// are the table module's serde forms, kept as JSON values so that an old
/// row stays readable as data even if those types change.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredCommandV1 {
    pub channel: String,
    pub request_id: u64,
    pub at_ms: u64,
    pub actor: serde_json::Value,
    pub command: serde_json::Value,
    pub events: serde_json::Value,
}

/// One seat's rating change in a game (`games_v1`, rated games only).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct StoredRatingChangeV1 {
    pub player: StoredPlayerV1,
    /// Weng-Lin rating before and after the game.
    pub before: f64,
    pub after: f64,
}

/// A finished or abandoned game (`games_v1`). Rows written before the
/// family of games hold Jersey Gin's `options` and no `rules`, `standings`
/// or `tallies`; they read as Jersey Gin (see [`StoredGameV1::rules`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredGameV1 {
    pub game_id: u64,
    pub channel: String,
    pub players: Vec<StoredPlayerV1>,
    /// The game and its options (since the family of games).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rules: Option<Rules>,
    /// Jersey Gin's options (rows written before `rules`; Jersey Gin rows
    /// still write it, so that an older build reads them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Options>,
    pub seed: u64,
    /// A rematch's first dealer when it was not drawn (G2.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<usize>,
    /// The family's actions; Jersey Gin's have the same JSON form.
    pub actions: Vec<engine::SeatAction>,
    /// Jersey Gin's result (None when abandoned and for the other games).
    pub result: Option<GameResult>,
    pub hands: Vec<HandLine>,
    /// Who placed where (None when abandoned; rows before the family of
    /// games: derived from `result`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standings: Option<engine::Standings>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tallies: Vec<StoredTallyV1>,
    /// Each seat's feats for its achievements (since schema 10; games
    /// stored before have none: their feats come from their replay).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub feats: Vec<super::achievements::StoredFeatsV1>,
    /// The Discord guild the game was played in (since schema 10; None in
    /// a direct message, the terminal, and games stored before): its
    /// server ladder (`server_stats_v1`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<u64>,
    pub started_ms: u64,
    pub finished_ms: u64,
    /// Each rated player's rating change, once per player in the order of
    /// their first seat (a computer level on both sides is not rated);
    /// empty for abandoned games and for games stored before this field
    /// existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratings: Vec<StoredRatingChangeV1>,
    /// The seats whose players asked for a hint; such a game is not rated.
    /// Added without a schema step: rows before it have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hinted: Vec<u8>,
    /// The seat whose turn clock ran out and forfeited the game (issue
    /// 42): the replay stops there, and the standings and tallies are the
    /// forfeit's (`table::forfeit`). Added without a schema step: rows
    /// before it have none (older builds read such a game as finished,
    /// with its stored standings).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<u8>,
    /// A daily deal's result (since schema 11), stored with the game in
    /// `daily_v1`; None for every other game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<super::daily::StoredDailyV1>,
}

/// One seat's figures in a finished game (in `games_v1` rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StoredTallyV1 {
    pub won: bool,
    pub points: u32,
    pub boxes: u32,
    pub gins: u32,
    pub undercuts: u32,
    pub break_wins: u32,
    pub hands: u32,
    pub hand_points: u32,
}

impl StoredGameV1 {
    /// The game and its options: `rules`, or Jersey Gin's `options` in rows
    /// written before the family of games.
    pub fn rules(&self) -> Rules {
        self.rules
            .or(self.options.map(Rules::Jersey))
            .unwrap_or_default()
    }

    /// How the game was dealt and played.
    pub fn replay(&self) -> Replay {
        Replay {
            first_dealer: self.first_dealer,
            actions: self.actions.clone(),
            ..Replay::new(self.rules(), self.seed)
        }
    }

    /// The hands of a finished game (each deal once, a partnership's two
    /// tables one hand, V8.2): Jersey Gin's score sheet, else the first
    /// deal and one more per [`Action::NextHand`](engine::Action). None
    /// for an abandoned game other than Jersey Gin (its last hand may or
    /// may not have ended).
    pub fn hands_played(&self) -> Option<u32> {
        if let Rules::Jersey(_) = self.rules() {
            return Some(self.hands.len() as u32);
        }
        self.standings.as_ref()?;
        let next = self
            .actions
            .iter()
            .filter(|a| a.action == engine::Action::NextHand)
            .count();
        Some(1 + next as u32)
    }

    /// Who placed where: stored, or (older Jersey Gin rows) from the result.
    pub fn standings(&self) -> Option<engine::Standings> {
        if let Some(s) = &self.standings {
            return Some(s.clone());
        }
        self.result.as_ref().map(GameResult::standings)
    }
}

/// One player's stats and rating in one channel (`stats_v1`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredStatsV1 {
    pub player: StoredPlayerV1,
    pub computer: bool,
    pub games: u32,
    pub wins: u32,
    /// Final totals, bonuses included.
    pub points: u64,
    pub boxes: u32,
    pub gins: u32,
    pub underknocks: u32,
    pub break_wins: u32,
    /// Hands played and hand points won (for points per hand).
    pub hands: u32,
    pub hand_points: u64,
    /// Weng-Lin rating and uncertainty.
    pub rating: f64,
    pub uncertainty: f64,
    pub last_game: u64,
}

impl StoredStatsV1 {
    pub fn new(player: StoredPlayerV1) -> Self {
        let r = skillratings::weng_lin::WengLinRating::new();
        StoredStatsV1 {
            player,
            computer: matches!(player, StoredPlayerV1::Computer { .. }),
            games: 0,
            wins: 0,
            points: 0,
            boxes: 0,
            gins: 0,
            underknocks: 0,
            break_wins: 0,
            hands: 0,
            hand_points: 0,
            rating: r.rating,
            uncertainty: r.uncertainty,
            last_game: 0,
        }
    }
}

/// The Discord messages of one channel (`discord_messages_v1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StoredDiscordMessagesV1 {
    /// The public table message the board edits.
    pub table_message_id: u64,
}

/// A player's hand view that the front end keeps up to date
/// (`hand_views_v1`): the interaction token that edits it, a secret that
/// works for 15 minutes (never printed: `Debug` leaves it out).
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredHandViewV1 {
    pub token: String,
    /// When the token stops working (ms since the Unix epoch).
    pub expires_ms: u64,
    /// The channel's command the view shows.
    pub seq: u64,
    /// The viewer's language (their Discord locale's, as a BCP 47 code).
    /// Rows written before it was kept read as English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

/// A person's watch view of a table (issue 42) is kept in `hand_views_v1`
/// beside their hand view, under their user id with this bit set (Discord
/// ids stay below 2^63 until about 2084): no schema step, and a person's
/// rows are still found (and forgotten) together.
pub const WATCH_VIEW_BIT: u64 = 1 << 63;

impl std::fmt::Debug for StoredHandViewV1 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StoredHandViewV1")
            .field("token", &"<secret>")
            .field("expires_ms", &self.expires_ms)
            .field("seq", &self.seq)
            .field("lang", &self.lang)
            .finish()
    }
}

/// How a person is told that it is their turn (`notice_prefs_v1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StoredNoticeMediumV1 {
    /// A mention in the table's channel (also what nobody chose means).
    Mention,
    /// A direct message from the bot.
    Dm,
    /// Nothing.
    Off,
}

/// A person's choice of `/gin notify` (`notice_prefs_v1`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredNoticePrefV1 {
    pub medium: StoredNoticeMediumV1,
    /// Their client's language when they chose (a BCP 47 code): a direct
    /// message speaks it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

/// How far a channel's log has been posted (`outbox_v1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StoredOutboxV1 {
    /// Every command of the channel numbered up to this one was posted (or
    /// had nothing to show).
    pub posted: u64,
    /// Being posted now: the commands after `posted` up to this one, as
    /// one group of messages whose nonces come from `posted + 1`. After a
    /// restart the same group is posted again first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sending: Option<u64>,
    /// The id of the latest message the front end had posted in the
    /// channel when this row was written (Discord's message id): after a
    /// restart, what already went out of the group `sending` is among the
    /// messages after it. None in rows written before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_message: Option<u64>,
}

/// The shard of `total` Discord routes a guild's events to: `(guild >>
/// 22) % total`; `None` (a direct message, or a table whose guild is not
/// known) is shard 0. The one place of this arithmetic: the table layer's
/// `Shards` and `db reshard` place guilds by it.
pub fn shard_of(total: u32, guild: Option<u64>) -> u32 {
    match guild {
        Some(g) if total > 0 => ((g >> 22) % u64::from(total)) as u32,
        _ => 0,
    }
}

/// The shards of one process, as a redb file records them (`meta`'s
/// `shard_*` keys): `first..=last` of `total`; 0-0 of 1 is the whole bot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl ShardRange {
    /// The whole bot in one process.
    pub const ALL: ShardRange = ShardRange {
        first: 0,
        last: 0,
        total: 1,
    };

    pub fn owns_shard(&self, shard: u32) -> bool {
        self.first <= shard && shard <= self.last
    }
}

impl std::fmt::Display for ShardRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if *self == ShardRange::ALL {
            f.write_str("every shard (one process)")
        } else if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.total)
        }
    }
}
