//! The table layer's side of the store: every conversion between its
//! tables, players and finished games and the store's plain stored
//! records (`store::types`). The store knows only those records; this
//! layer, above it, converts (iroh-docs' shape: stored types apart from
//! domain types), so a change to a table type cannot silently change what
//! is on disk, and the store needs nothing of the rules.
//!
//! [`check`] holds `db check`'s checks that need the rules (a stored game
//! or an open table replayed), and `db export`/`db games`.

pub mod check;
#[cfg(test)]
mod fixtures;
pub mod people;
#[cfg(test)]
mod tests;

use super::{
    Actor, ChannelId, ClockEnd, Command, Deadline, DeadlineKind, Delivery, FinishedGame, Player,
    SeatInfo, SeatTally, Settings, Stage, StageKind, Table, TableEvent, TableParts, UserId,
};
use crate::ai::Level;
use crate::engine::{self, Replay, Rules};
use crate::store::types::{
    StoredCommandV1, StoredDeadlineV1, StoredGameV1, StoredLevelV1, StoredPlayerV1, StoredSeatV1,
    StoredSettingsV2, StoredTableV2, StoredTallyV1,
};

impl From<Level> for StoredLevelV1 {
    fn from(l: Level) -> Self {
        match l {
            Level::Easy => StoredLevelV1::Easy,
            Level::Normal => StoredLevelV1::Normal,
            Level::Hard => StoredLevelV1::Hard,
        }
    }
}

impl From<StoredLevelV1> for Level {
    fn from(l: StoredLevelV1) -> Self {
        match l {
            StoredLevelV1::Easy => Level::Easy,
            StoredLevelV1::Normal => Level::Normal,
            StoredLevelV1::Hard => Level::Hard,
        }
    }
}

impl From<Player> for StoredPlayerV1 {
    fn from(p: Player) -> Self {
        match p {
            Player::Human { id } => StoredPlayerV1::Human { id: id.get() },
            Player::Computer { level } => StoredPlayerV1::Computer {
                level: level.into(),
            },
            Player::Anonymous { tag } => StoredPlayerV1::Anonymous { tag },
        }
    }
}

impl From<StoredPlayerV1> for Player {
    fn from(p: StoredPlayerV1) -> Self {
        match p {
            StoredPlayerV1::Human { id } => Player::Human { id: UserId(id) },
            StoredPlayerV1::Computer { level } => Player::Computer {
                level: level.into(),
            },
            StoredPlayerV1::Anonymous { tag } => Player::Anonymous { tag },
        }
    }
}

/// The seats of a stored table or game as every tool names them (the
/// terminal's person is "You"; computers "Ada (normal)"...).
pub fn seat_names(players: &[StoredPlayerV1], channel: &str) -> Vec<String> {
    use super::player::{seat_names, TERMINAL_CHANNEL, TERMINAL_PERSON};
    let players: Vec<Player> = players.iter().map(|&p| p.into()).collect();
    let you = (channel == TERMINAL_CHANNEL).then_some(TERMINAL_PERSON);
    seat_names(&players, you, true)
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
                lang: (t.settings().lang != gin_text::Lang::En)
                    .then(|| t.settings().lang.code().to_string()),
                hints: t.settings().hints,
                interactions_only: t.settings().delivery.by_interactions(),
                answers_private: t.settings().delivery.answers_private(),
                clock_end_forfeits: t.settings().clock_end == ClockEnd::Forfeit,
                daily: t.settings().daily,
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
            hinted: t.hinted().iter().map(|&s| s as u8).collect(),
            forfeit: t.forfeit().map(|s| s as u8),
            waiting: t.waiting().iter().map(|u| u.get()).collect(),
        }
    }
}

/// The open table a stored row holds, its game replayed: the rebuild that
/// `load_tables` callers outside the service pass (`db check`, tests).
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
        let lang = match &s.settings.lang {
            None => gin_text::Lang::En,
            Some(code) => code
                .parse()
                .map_err(|e: gin_text::UnknownLang| format!("the table's language: {e}"))?,
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
                lang,
                hints: s.settings.hints,
                delivery: match (s.settings.interactions_only, s.settings.answers_private) {
                    (true, true) => Delivery::PrivateAnswers,
                    (true, false) => Delivery::Interactions,
                    (false, _) => Delivery::BotToken,
                },
                clock_end: if s.settings.clock_end_forfeits {
                    ClockEnd::Forfeit
                } else {
                    ClockEnd::SafeMove
                },
                daily: s.settings.daily,
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
            hinted: s.hinted.iter().map(|&h| h as usize).collect(),
            forfeit: s.forfeit.map(usize::from),
            waiting: s.waiting.into_iter().map(UserId).collect(),
        })
        .with_guild(s.guild))
    }
}

/// A command's row in the store's log, its parts in the table module's
/// serde forms; and its events read back.
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

/// Each seat's figures in a replayed game, as the table records them
/// (`db check` compares them with the stored ones).
pub fn tallies_of(game: &engine::Game) -> Vec<StoredTallyV1> {
    super::tallies(game).into_iter().map(Into::into).collect()
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
            feats: g.feats.iter().map(|&f| f.into()).collect(),
            guild: g.guild,
            started_ms: g.started_ms,
            finished_ms: g.finished_ms,
            ratings: Vec::new(),
            hinted: g.hinted.iter().map(|&s| s as u8).collect(),
            forfeit: g.forfeit.map(|s| s as u8),
            daily: g.daily.map(|d| crate::store::daily::StoredDailyV1 {
                day: d.day,
                game: crate::store::stats::game_key(g.replay.rules.kind()).to_string(),
                user: d.user.0,
                guild: g.guild,
                points: d.points,
                game_id: g.game_id,
                finished_ms: g.finished_ms,
            }),
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
            feats: g.feats.iter().map(|&f| f.into()).collect(),
            guild: g.guild,
            result: g.result,
            hands: g.hands,
            started_ms: g.started_ms,
            finished_ms: g.finished_ms,
            hinted: g.hinted.iter().map(|&s| s as usize).collect(),
            forfeit: g.forfeit.map(usize::from),
            daily: g.daily.map(|d| super::event::DailyResult {
                day: d.day,
                user: UserId(d.user),
                points: d.points,
            }),
        }
    }
}
