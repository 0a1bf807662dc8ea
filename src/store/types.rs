//! Stored formats: versioned, kept apart from the table and engine types so
//! that either can change without silently changing what is on disk. An
//! open table's game is stored as its replay (the engine's documented,
//! versioned replay format) and rebuilt on load, never as the engine's
//! in-memory state. Finished games still embed some engine serde formats
//! (`Options`, `SeatAction`, `GameResult`, `HandLine`); a change to them
//! needs a new stored version and a migration.
//!
//! This file is also the store's one way to the table layer: every
//! conversion between stored and table types is here, and no other file of
//! the store names the table (`layers::the_store_reaches_the_table_only_through_its_conversions`).

use crate::ai::Level;
use crate::engine::jersey::{GameResult, HandLine, Options};
use crate::engine::{self, Replay, Rules};
use crate::table::{
    Actor, ChannelId, Command, Deadline, DeadlineKind, FinishedGame, Player, SeatInfo, SeatTally,
    Settings, Stage, StageKind, Table, TableEvent, TableParts, UserId,
};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum StoredPlayerV1 {
    Human { id: u64 },
    Computer { level: Level },
}

impl From<Player> for StoredPlayerV1 {
    fn from(p: Player) -> Self {
        match p {
            Player::Human { id } => StoredPlayerV1::Human { id: id.get() },
            Player::Computer { level } => StoredPlayerV1::Computer { level },
        }
    }
}
impl StoredPlayerV1 {
    /// The player's key in `stats_v2` (`u:ID`, `ai:LEVEL`).
    pub fn key(&self) -> String {
        match self {
            StoredPlayerV1::Human { id } => format!("u:{id}"),
            StoredPlayerV1::Computer { level } => format!("ai:{level}"),
        }
    }
}

/// As the table names players (`db games`).
impl std::fmt::Display for StoredPlayerV1 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Player::from(*self).fmt(f)
    }
}

/// The seats of a stored table or game as every tool names them (the
/// terminal's person is "You"; computers "Ada (normal)"...).
pub fn seat_names(players: &[StoredPlayerV1], channel: &str) -> Vec<String> {
    use crate::table::player::{seat_names, TERMINAL_CHANNEL, TERMINAL_PERSON};
    let players: Vec<Player> = players.iter().map(|&p| p.into()).collect();
    let you = (channel == TERMINAL_CHANNEL).then_some(TERMINAL_PERSON);
    seat_names(&players, you, true)
}

impl From<StoredPlayerV1> for Player {
    fn from(p: StoredPlayerV1) -> Self {
        match p {
            StoredPlayerV1::Human { id } => Player::Human { id: UserId(id) },
            StoredPlayerV1::Computer { level } => Player::Computer { level },
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
}

impl From<&Table> for StoredTableV2 {
    fn from(t: &Table) -> Self {
        StoredTableV2 {
            channel: t.channel().to_string(),
            opener: t.opener().get(),
            settings: StoredSettingsV2 {
                rules: t.settings().rules(),
                turn_ms: t.settings().turn_ms,
                pace_ms: t.settings().pace_ms,
                seed: t.settings().seed,
                pictures: t.settings().pictures,
                four_colour: t.settings().four_colour,
            },
            stage: match t.stage().kind() {
                StageKind::Lobby => 0,
                StageKind::Playing => 1,
                StageKind::Finished => 2,
            },
            seats: t
                .seats()
                .iter()
                .map(|s| StoredSeatV1 {
                    player: s.player.into(),
                    timeouts: s.timeouts,
                    auto: s.auto,
                })
                .collect(),
            game: t.replay().cloned(),
            game_id: t.game_id(),
            started_ms: t.started_ms(),
            deadline: t.deadline().map(|d| StoredDeadlineV1 {
                at_ms: d.at_ms,
                kind: match d.kind {
                    DeadlineKind::Computer => 0,
                    DeadlineKind::TurnClock => 1,
                    DeadlineKind::NextHand => 2,
                },
                seat: d.seat as u8,
                turn: d.moves,
            }),
            votes: t.votes().iter().map(|u| u.get()).collect(),
            seq: t.seq(),
            games_played: t.games_played(),
            guild: t.guild(),
        }
    }
}

/// The open table a stored row holds, its game replayed: the rebuild that
/// `Store::load_tables` callers outside the service pass (`db check`, tests).
pub fn table_of(row: StoredTableV2) -> Result<Table, String> {
    Table::try_from(row)
}

impl TryFrom<StoredTableV2> for Table {
    type Error = String;
    fn try_from(s: StoredTableV2) -> Result<Table, String> {
        let replayed = |r: Replay| -> Result<(engine::Game, Replay), String> {
            let game = r
                .run(|_, _| {})
                .map_err(|e| format!("its game does not replay: {e}"))?;
            Ok((game, r))
        };
        let stage = match (s.stage, s.game) {
            (0, _) => Stage::Lobby,
            (1, Some(r)) => {
                let (game, replay) = replayed(r)?;
                Stage::Playing {
                    game,
                    replay,
                    votes: s.votes.into_iter().map(UserId).collect(),
                }
            }
            (2, Some(r)) => {
                let (game, replay) = replayed(r)?;
                Stage::Finished { game, replay }
            }
            (1 | 2, None) => return Err("a table past its lobby needs a game".into()),
            (n, _) => return Err(format!("unknown table stage {n}")),
        };
        let needed = s.settings.rules.seats();
        if stage != StageKind::Lobby && s.seats.len() != needed {
            return Err(format!(
                "a table of {} past its lobby needs {needed} seats",
                s.settings.rules.kind().name()
            ));
        }
        let deadline = match s.deadline {
            None => None,
            Some(d) => Some(Deadline {
                at_ms: d.at_ms,
                kind: match d.kind {
                    0 => DeadlineKind::Computer,
                    1 => DeadlineKind::TurnClock,
                    2 => DeadlineKind::NextHand,
                    n => return Err(format!("unknown deadline kind {n}")),
                },
                seat: d.seat as usize,
                moves: d.turn,
            }),
        };
        Ok(Table::restore(TableParts {
            channel: ChannelId::new(&s.channel),
            opener: UserId(s.opener),
            settings: Settings {
                rules: s.settings.rules,
                turn_ms: s.settings.turn_ms,
                pace_ms: s.settings.pace_ms,
                seed: s.settings.seed,
                pictures: s.settings.pictures,
                four_colour: s.settings.four_colour,
            },
            stage,
            seats: s
                .seats
                .iter()
                .map(|x| SeatInfo {
                    player: x.player.into(),
                    timeouts: x.timeouts,
                    auto: x.auto,
                })
                .collect(),
            game_id: s.game_id,
            started_ms: s.started_ms,
            deadline,
            seq: s.seq,
            games_played: s.games_played,
        })
        .with_guild(s.guild))
    }
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

impl StoredCommandV1 {
    pub fn new(
        channel: &str,
        request_id: u64,
        at_ms: u64,
        actor: Actor,
        command: Command,
        events: &[TableEvent],
    ) -> Self {
        StoredCommandV1 {
            channel: channel.to_string(),
            request_id,
            at_ms,
            actor: serde_json::to_value(actor).expect("serialisable"),
            command: serde_json::to_value(command).expect("serialisable"),
            events: serde_json::to_value(events).expect("serialisable"),
        }
    }
    pub fn table_events(&self) -> Result<Vec<TableEvent>, serde_json::Error> {
        serde_json::from_value(self.events.clone())
    }
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
    pub started_ms: u64,
    pub finished_ms: u64,
    /// Each rated player's rating change, once per player in the order of
    /// their first seat (a computer level on both sides is not rated);
    /// empty for abandoned games and for games stored before this field
    /// existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ratings: Vec<StoredRatingChangeV1>,
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

impl StoredTallyV1 {
    /// Each seat's figures in a replayed game, as the table records them
    /// (`db check` compares them with the stored ones).
    pub fn of_game(game: &engine::Game) -> Vec<StoredTallyV1> {
        crate::table::tallies(game)
            .into_iter()
            .map(Into::into)
            .collect()
    }
}

impl From<SeatTally> for StoredTallyV1 {
    fn from(t: SeatTally) -> Self {
        StoredTallyV1 {
            won: t.won,
            points: t.points,
            boxes: t.boxes,
            gins: t.gins,
            undercuts: t.undercuts,
            break_wins: t.break_wins,
            hands: t.hands,
            hand_points: t.hand_points,
        }
    }
}

impl From<StoredTallyV1> for SeatTally {
    fn from(t: StoredTallyV1) -> Self {
        SeatTally {
            won: t.won,
            points: t.points,
            boxes: t.boxes,
            gins: t.gins,
            undercuts: t.undercuts,
            break_wins: t.break_wins,
            hands: t.hands,
            hand_points: t.hand_points,
        }
    }
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

impl From<&FinishedGame> for StoredGameV1 {
    fn from(g: &FinishedGame) -> Self {
        StoredGameV1 {
            game_id: g.game_id,
            channel: g.channel.to_string(),
            players: g.players.iter().map(|&p| p.into()).collect(),
            rules: Some(g.replay.rules),
            options: match g.replay.rules {
                Rules::Jersey(o) => Some(o),
                _ => None,
            },
            seed: g.replay.seed,
            first_dealer: g.replay.first_dealer,
            actions: g.replay.actions.clone(),
            result: g.result.clone(),
            hands: g.hands.clone(),
            standings: g.standings.clone(),
            tallies: g.tallies.iter().map(|&t| t.into()).collect(),
            started_ms: g.started_ms,
            finished_ms: g.finished_ms,
            ratings: Vec::new(),
        }
    }
}

impl From<StoredGameV1> for FinishedGame {
    fn from(g: StoredGameV1) -> Self {
        FinishedGame {
            game_id: g.game_id,
            channel: ChannelId::new(&g.channel),
            players: g.players.iter().map(|&p| p.into()).collect(),
            replay: g.replay(),
            standings: g.standings(),
            tallies: g.tallies.iter().map(|&t| t.into()).collect(),
            result: g.result,
            hands: g.hands,
            started_ms: g.started_ms,
            finished_ms: g.finished_ms,
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{clock::FakeClock, service::Service, Actor, Command};

    /// At every step of a game (lobby, play, between hands, finished) the
    /// stored row rebuilds the same table; a row whose replay does not
    /// reproduce is refused with the reason.
    #[test]
    fn a_tables_picture_choice_is_stored_and_old_rows_follow_the_bot() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.redb");
        let svc = Service::new(
            crate::store::Store::open(&path).unwrap(),
            std::sync::Arc::new(FakeClock::new(1_000)),
        )
        .unwrap();
        for (channel, pictures, four_colour) in [
            ("1", Some(false), false),
            ("2", Some(true), true),
            ("3", None, false),
        ] {
            let settings = Settings {
                pictures,
                four_colour,
                ..Settings::default()
            };
            svc.apply(
                &ChannelId::new(channel),
                0,
                Actor::user(7),
                Command::Open { settings },
            )
            .unwrap();
        }
        drop(svc);
        let reopened = Service::new(
            crate::store::Store::open(&path).unwrap(),
            std::sync::Arc::new(FakeClock::new(2_000)),
        )
        .unwrap();
        let mut chosen: Vec<(String, Option<bool>, bool)> = reopened
            .table_settings()
            .into_iter()
            .map(|(c, s)| (c.to_string(), s.pictures, s.four_colour))
            .collect();
        chosen.sort();
        assert_eq!(
            chosen,
            [
                ("1".to_string(), Some(false), false),
                ("2".to_string(), Some(true), true),
                ("3".to_string(), None, false)
            ]
        );
        // A row written before the fields existed reads as "no choice" and
        // the standard deck.
        let old = r#"{"rules":{"game":"jersey"},"turn_ms":1000,"pace_ms":0,"seed":null}"#;
        let s: StoredSettingsV2 = serde_json::from_str(old).unwrap();
        assert_eq!(s.pictures, None);
        assert!(!s.four_colour);
        // And a table without a choice writes no field (older readers agree).
        let json = serde_json::to_string(&StoredSettingsV2 {
            pictures: None,
            four_colour: false,
            ..s.clone()
        })
        .unwrap();
        assert!(
            !json.contains("pictures") && !json.contains("four_colour"),
            "{json}"
        );
        let json = serde_json::to_string(&StoredSettingsV2 {
            four_colour: true,
            ..s
        })
        .unwrap();
        assert!(json.contains(r#""four_colour":true"#), "{json}");
        // A command stored before the field existed (Open's settings) reads
        // as the standard deck too.
        let open = serde_json::to_value(Settings::default()).unwrap();
        assert!(open.get("four_colour").is_none(), "{open}");
        let open: Settings = serde_json::from_value(open).unwrap();
        assert!(!open.four_colour);
    }

    #[test]
    fn a_stored_table_rebuilds_the_same_table() {
        let clock = FakeClock::new(1_000_000);
        let store = crate::store::Store::in_memory().unwrap();
        let svc = Service::new(store, std::sync::Arc::new(clock.clone())).unwrap();
        let settings = Settings {
            rules: Rules::Jersey(Options {
                target: 40,
                ..Options::default()
            }),
            pace_ms: 0,
            seed: Some(3),
            ..Settings::default()
        };
        let roundtrip = |t: &Table| {
            let json = serde_json::to_vec(&StoredTableV2::from(t)).unwrap();
            let back: StoredTableV2 = serde_json::from_slice(&json).unwrap();
            assert_eq!(&Table::try_from(back).unwrap(), t);
        };
        svc.apply(
            &ChannelId::new("c"),
            1,
            Actor::user(1),
            Command::Open { settings },
        )
        .unwrap();
        roundtrip(&svc.table(&ChannelId::new("c")).unwrap());
        for level in [crate::ai::Level::Easy, crate::ai::Level::Normal] {
            let add = Command::AddComputer { level };
            svc.apply(&ChannelId::new("c"), 0, Actor::user(1), add)
                .unwrap();
        }
        svc.apply(&ChannelId::new("c"), 2, Actor::user(1), Command::Start)
            .unwrap();
        let mut steps = 0;
        while svc.table(&ChannelId::new("c")).unwrap().stage() == StageKind::Playing {
            clock.set(svc.next_deadline().unwrap());
            svc.run_due();
            roundtrip(&svc.table(&ChannelId::new("c")).unwrap());
            steps += 1;
        }
        assert!(steps > 20, "{steps}");
        let t = svc.table(&ChannelId::new("c")).unwrap();
        assert_eq!(t.stage().kind(), StageKind::Finished);
        let mut row = StoredTableV2::from(&t);
        row.game.as_mut().unwrap().actions.swap(0, 1);
        let err = Table::try_from(row).unwrap_err();
        assert!(err.contains("does not replay"), "{err}");
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

    /// The shard Discord routes a guild's events to (None, or a guild
    /// not known: shard 0), as the table layer's [`crate::table::Shards`].
    pub fn shard_of(total: u32, guild: Option<u64>) -> u32 {
        crate::table::shards::shard_of(total, guild)
    }

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

impl From<crate::table::Shards> for ShardRange {
    fn from(s: crate::table::Shards) -> ShardRange {
        if s.is_all() {
            ShardRange::ALL
        } else {
            ShardRange {
                first: s.first,
                last: s.last,
                total: s.total,
            }
        }
    }
}
