//! One channel's table: lobby, seats, the game, deadlines. Commands in,
//! events and views out. Knows no front end and no storage: [`service`]
//! runs tables against the store.
//!
//! A [`Table`] is a pure state machine: [`Table::apply`] takes a command, the
//! acting user and the time, and returns events or a [`Refusal`] that leaves
//! the table untouched (the caller applies commands to a copy and keeps it
//! only once the store has committed it).

pub mod bench;
pub mod clock;
pub mod service;

use crate::ai::{self, Level};
use crate::engine::view::HandLine;
use crate::engine::{
    Action, Card, Event, Game, GameResult, Options, PublicState, Seat, SeatAction, SeatState,
};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A user of the front end (a Discord user id; the terminal uses 1).
pub type UserId = u64;

/// Who sits in a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Player {
    Human { id: UserId },
    Computer { level: Level },
}

impl Player {
    /// The key of this player in stats and ratings: `u:<id>` or `ai:<level>`.
    pub fn key(&self) -> String {
        match self {
            Player::Human { id } => format!("u:{id}"),
            Player::Computer { level } => format!("ai:{level}"),
        }
    }
    pub fn is_computer(&self) -> bool {
        matches!(self, Player::Computer { .. })
    }
    pub fn user(&self) -> Option<UserId> {
        match self {
            Player::Human { id } => Some(*id),
            Player::Computer { .. } => None,
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Human { id } => write!(f, "player {id}"),
            Player::Computer { level } => write!(f, "computer ({level})"),
        }
    }
}

/// A seat at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub player: Player,
    /// Turn clocks run out in a row.
    pub timeouts: u8,
    /// Played by a computer after repeated timeouts, until the human acts.
    pub auto: bool,
}

/// How a table plays (R10 options plus clocks).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub options: Options,
    /// A human's turn clock.
    pub turn_ms: u64,
    /// How long computer seats wait before they act.
    pub pace_ms: u64,
    /// The seed of the first game (None: the service picks one).
    pub seed: Option<u64>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            options: Options::default(),
            turn_ms: 120_000,
            pace_ms: 1_500,
            seed: None,
        }
    }
}

/// Timeouts in a row after which a seat is handed to a computer player.
pub const TIMEOUTS_TO_HAND_OVER: u8 = 2;
/// The level that plays a handed-over seat.
pub const STAND_IN_LEVEL: Level = Level::Normal;
/// Longest pause between hands when people are seated.
pub const BETWEEN_HANDS_MS: u64 = 8_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    Lobby,
    Playing,
    Finished,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadlineKind {
    /// A computer seat (or a handed-over one) acts.
    Computer,
    /// A human's turn clock runs out.
    TurnClock,
    /// The next hand is dealt.
    NextHand,
}

/// When something happens by itself: absolute ms since the Unix epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    pub at_ms: u64,
    pub kind: DeadlineKind,
    pub seat: Seat,
    /// The game's move counter when it was set.
    pub turn: u32,
}

/// Who sends a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Actor {
    User {
        id: UserId,
        moderator: bool,
    },
    /// The service itself (deadlines).
    System,
}

impl Actor {
    pub fn user(id: UserId) -> Actor {
        Actor::User {
            id,
            moderator: false,
        }
    }
    pub fn moderator(id: UserId) -> Actor {
        Actor::User {
            id,
            moderator: true,
        }
    }
}

/// What a front end (or the service's deadlines) asks of a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    Open {
        settings: Settings,
    },
    Join,
    Leave,
    AddComputer {
        level: Level,
    },
    /// Removes a computer seat (the last one of that level, or the last one).
    RemoveComputer {
        level: Option<Level>,
    },
    Start,
    /// Closes the lobby (the opener or a moderator).
    Cancel,
    /// A move; `turn` is the game's move counter the button was made for.
    Act {
        turn: u32,
        action: Action,
    },
    /// Takes back a seat that was handed to a computer player.
    Resume,
    /// A new game with the same seats after one has ended.
    Rematch,
    /// Closes a finished table.
    Close,
    /// Ends a game early: the opener or a moderator at once, else a vote.
    Abandon,
    /// Runs a deadline that is due (sent by the service).
    Tick,
    /// The front end can no longer reach the channel (deleted, or the bot
    /// lost access): a game on is abandoned (not rated) and the table
    /// closes. Sent by the front end as [`Actor::System`].
    ChannelGone,
}

impl Command {
    /// Whether the command starts a game (and needs a game id and a seed).
    pub fn starts_game(&self) -> bool {
        matches!(self, Command::Start | Command::Rematch)
    }
}

/// What happened at a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TableEvent {
    Opened {
        opener: UserId,
        settings: Settings,
    },
    Joined {
        player: Player,
    },
    Left {
        player: Player,
    },
    /// A game starts: the seats in table order (seat 0, 1, 2).
    Started {
        game_id: u64,
        seats: Vec<Player>,
    },
    /// An engine event; only [`Event::Drew`] is private.
    Game {
        event: Event,
    },
    TimedOut {
        seat: Seat,
        timeouts: u8,
    },
    HandedOver {
        seat: Seat,
        level: Level,
    },
    Resumed {
        seat: Seat,
    },
    AbandonVote {
        user: UserId,
        votes: u32,
        needed: u32,
    },
    Abandoned {
        game_id: Option<u64>,
    },
    Finished {
        game_id: u64,
    },
    Closed,
}

impl TableEvent {
    pub fn is_public(&self) -> bool {
        match self {
            TableEvent::Game { event } => event.is_public(),
            _ => true,
        }
    }
    pub fn visible_to(&self, seat: Seat) -> bool {
        match self {
            TableEvent::Game { event } => event.visible_to(seat),
            _ => true,
        }
    }
}

/// Why a command was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Refusal {
    #[error("there is no table in this channel: open one first")]
    NoTable,
    #[error("a table is already open in this channel")]
    TableExists,
    #[error("the table is not taking players: a game is on or over")]
    NotInLobby,
    #[error("no game is being played at this table")]
    NotPlaying,
    #[error("the game is not over yet")]
    NotFinished,
    #[error("you are already seated at this table")]
    AlreadySeated,
    #[error("the table is full: three seats are taken")]
    TableFull,
    #[error("you are not a player at this table")]
    NotAPlayer,
    #[error("there is no computer seat to remove")]
    NoComputer,
    #[error("a game needs three seats; {seats} taken")]
    NotEnoughSeats { seats: u32 },
    #[error("only the player who opened the table or a moderator may do that")]
    NotOpener,
    #[error("that was for an earlier turn (turn {sent}); the game is now at turn {now}")]
    Stale { sent: u32, now: u32 },
    #[error("{0}")]
    Illegal(crate::engine::ActionError),
    #[error("you cannot leave during a game: ask to abandon it")]
    LeaveDuringGame,
    #[error("your seat is not played by a computer")]
    NotHandedOver,
    #[error("you already voted to abandon this game")]
    AlreadyVoted,
    #[error("nothing is due yet")]
    NothingDue,
    #[error("the service may not do that")]
    SystemOnly,
    #[error("invalid table settings: {0}")]
    InvalidSettings(String),
    #[error("the game could not be saved: {0}")]
    Store(String),
}

/// Time and fresh values the service gives a command.
#[derive(Debug, Clone, Copy)]
pub struct Env {
    pub now_ms: u64,
    /// The seed of a game this command starts.
    pub seed: u64,
    /// The id of a game this command starts.
    pub game_id: u64,
}

/// A game that ended (or was abandoned), as it goes to the store.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    pub game_id: u64,
    pub channel: String,
    pub players: Vec<Player>,
    pub options: Options,
    pub seed: u64,
    pub actions: Vec<SeatAction>,
    /// None when abandoned.
    pub result: Option<GameResult>,
    pub hands: Vec<HandLine>,
    pub started_ms: u64,
    pub finished_ms: u64,
}

impl FinishedGame {
    pub fn replay(&self) -> crate::engine::Replay {
        let mut r = crate::engine::Replay::new(self.options, self.seed);
        r.actions = self.actions.clone();
        r
    }
}

/// What an accepted command did.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    pub events: Vec<TableEvent>,
    pub finished: Option<FinishedGame>,
    /// The table is gone from the channel.
    pub closed: bool,
}

/// One channel's table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub channel: String,
    pub opener: UserId,
    pub settings: Settings,
    pub stage: Stage,
    /// In the lobby, in join order; from the start, index = engine seat.
    pub seats: Vec<SeatInfo>,
    pub game: Option<Game>,
    pub game_id: u64,
    /// The current game's replay, packed (see [`pack_action`]).
    pub actions: Vec<u16>,
    pub started_ms: u64,
    pub deadline: Option<Deadline>,
    pub votes: Vec<UserId>,
    /// The number of the channel's latest command: the channel's commands
    /// are numbered 1, 2, 3… across all its tables (the store's channel
    /// log), so a new table starts after the last command of the one before.
    pub seq: u64,
    pub games_played: u32,
}

/// Packs a seat's action in 16 bits: seat, kind, card.
pub fn pack_action(sa: SeatAction) -> u16 {
    let (kind, card) = match sa.action {
        Action::DrawStock => (0, 0),
        Action::TakeDiscard => (1, 0),
        Action::Discard { card } => (2, card.index()),
        Action::Knock { card } => (3, card.index()),
        Action::NextHand => (4, 0),
    };
    ((sa.seat as u16) << 12) | (kind << 8) | card as u16
}

pub fn unpack_action(v: u16) -> Option<SeatAction> {
    let seat = (v >> 12) as usize;
    let card = (v & 0xff) as u8;
    let card_ok = card & 15 < 13 && card < 64;
    let action = match (v >> 8) & 15 {
        0 => Action::DrawStock,
        1 => Action::TakeDiscard,
        2 if card_ok => Action::Discard {
            card: Card::from_index(card),
        },
        3 if card_ok => Action::Knock {
            card: Card::from_index(card),
        },
        4 => Action::NextHand,
        _ => return None,
    };
    (seat < 3).then_some(SeatAction { seat, action })
}

/// A public snapshot of a table for renderers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    pub channel: String,
    pub opener: UserId,
    pub settings: Settings,
    pub stage: Stage,
    pub seats: Vec<SeatInfo>,
    pub game_id: u64,
    pub game: Option<PublicState>,
    pub deadline: Option<Deadline>,
    pub votes: Vec<UserId>,
}

impl Table {
    /// Opens a table; the opener takes the first seat.
    pub fn open(
        channel: &str,
        opener: UserId,
        settings: Settings,
    ) -> Result<(Table, Vec<TableEvent>), Refusal> {
        settings
            .options
            .validate()
            .map_err(Refusal::InvalidSettings)?;
        if settings.turn_ms == 0 || settings.turn_ms > 24 * 3600 * 1000 {
            return Err(Refusal::InvalidSettings(
                "the turn clock must be between 1 ms and a day".into(),
            ));
        }
        if settings.pace_ms > 60_000 {
            return Err(Refusal::InvalidSettings(
                "computer pace must be at most a minute".into(),
            ));
        }
        let player = Player::Human { id: opener };
        let table = Table {
            channel: channel.to_string(),
            opener,
            settings,
            stage: Stage::Lobby,
            seats: vec![SeatInfo {
                player,
                timeouts: 0,
                auto: false,
            }],
            game: None,
            game_id: 0,
            actions: Vec::new(),
            started_ms: 0,
            deadline: None,
            votes: Vec::new(),
            seq: 0,
            games_played: 0,
        };
        Ok((
            table,
            vec![
                TableEvent::Opened { opener, settings },
                TableEvent::Joined { player },
            ],
        ))
    }

    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.player == Player::Human { id: user })
    }

    pub fn humans(&self) -> impl Iterator<Item = UserId> + '_ {
        self.seats.iter().filter_map(|s| s.player.user())
    }

    pub fn players(&self) -> Vec<Player> {
        self.seats.iter().map(|s| s.player).collect()
    }

    /// The current game's replay actions.
    pub fn replay_actions(&self) -> Vec<SeatAction> {
        self.actions
            .iter()
            .filter_map(|&v| unpack_action(v))
            .collect()
    }

    pub fn view(&self) -> TableView {
        TableView {
            channel: self.channel.clone(),
            opener: self.opener,
            settings: self.settings,
            stage: self.stage,
            seats: self.seats.clone(),
            game_id: self.game_id,
            game: self.game.as_ref().map(|g| g.public_view().to_state()),
            deadline: self.deadline,
            votes: self.votes.clone(),
        }
    }

    /// What a seated user may see of the game.
    pub fn seat_state(&self, user: UserId) -> Option<SeatState> {
        let seat = self.seat_of(user)?;
        let game = self.game.as_ref()?;
        Some(game.seat_view(seat).to_state())
    }

    /// Applies a command. On a refusal the table is unchanged.
    pub fn apply(&mut self, actor: Actor, cmd: Command, env: Env) -> Result<Outcome, Refusal> {
        let mut out = Outcome::default();
        let user = match actor {
            Actor::User { id, .. } => Some(id),
            Actor::System => None,
        };
        let moderator = matches!(
            actor,
            Actor::User {
                moderator: true,
                ..
            }
        );
        let need_user = || user.ok_or(Refusal::SystemOnly);
        match cmd {
            Command::Open { .. } => return Err(Refusal::TableExists),
            Command::Join => {
                let id = need_user()?;
                self.need_stage(Stage::Lobby)?;
                if self.seat_of(id).is_some() {
                    return Err(Refusal::AlreadySeated);
                }
                if self.seats.len() >= 3 {
                    return Err(Refusal::TableFull);
                }
                let player = Player::Human { id };
                self.seats.push(SeatInfo {
                    player,
                    timeouts: 0,
                    auto: false,
                });
                out.events.push(TableEvent::Joined { player });
            }
            Command::Leave => {
                let id = need_user()?;
                let seat = self.seat_of(id).ok_or(Refusal::NotAPlayer)?;
                match self.stage {
                    Stage::Playing => return Err(Refusal::LeaveDuringGame),
                    Stage::Lobby | Stage::Finished => {}
                }
                let info = self.seats.remove(seat);
                out.events.push(TableEvent::Left {
                    player: info.player,
                });
                if self.seats.is_empty() || self.stage == Stage::Finished {
                    // Nobody left, or the finished table breaks up.
                    out.events.push(TableEvent::Closed);
                    out.closed = true;
                }
            }
            Command::AddComputer { level } => {
                let id = need_user()?;
                self.need_stage(Stage::Lobby)?;
                if self.seat_of(id).is_none() && id != self.opener && !moderator {
                    return Err(Refusal::NotAPlayer);
                }
                if self.seats.len() >= 3 {
                    return Err(Refusal::TableFull);
                }
                let player = Player::Computer { level };
                self.seats.push(SeatInfo {
                    player,
                    timeouts: 0,
                    auto: false,
                });
                out.events.push(TableEvent::Joined { player });
            }
            Command::RemoveComputer { level } => {
                let id = need_user()?;
                self.need_stage(Stage::Lobby)?;
                if self.seat_of(id).is_none() && id != self.opener && !moderator {
                    return Err(Refusal::NotAPlayer);
                }
                let pos = self
                    .seats
                    .iter()
                    .rposition(|s| match (s.player, level) {
                        (Player::Computer { level: l }, Some(want)) => l == want,
                        (Player::Computer { .. }, None) => true,
                        _ => false,
                    })
                    .ok_or(Refusal::NoComputer)?;
                let info = self.seats.remove(pos);
                out.events.push(TableEvent::Left {
                    player: info.player,
                });
            }
            Command::Start => {
                let id = need_user()?;
                self.need_stage(Stage::Lobby)?;
                if self.seat_of(id).is_none() && id != self.opener && !moderator {
                    return Err(Refusal::NotAPlayer);
                }
                if self.seats.len() < 3 {
                    return Err(Refusal::NotEnoughSeats {
                        seats: self.seats.len() as u32,
                    });
                }
                // Seating order is drawn from the game's seed.
                let mut rng = ChaCha8Rng::seed_from_u64(env.seed);
                rng.set_stream(u64::MAX);
                self.seats.shuffle(&mut rng);
                self.start_game(env, &mut out);
            }
            Command::Rematch => {
                let id = need_user()?;
                self.need_stage(Stage::Finished)?;
                if self.seat_of(id).is_none() && id != self.opener && !moderator {
                    return Err(Refusal::NotAPlayer);
                }
                self.start_game(env, &mut out);
            }
            Command::Cancel => {
                let id = need_user()?;
                self.need_stage(Stage::Lobby)?;
                if id != self.opener && !moderator {
                    return Err(Refusal::NotOpener);
                }
                out.events.push(TableEvent::Closed);
                out.closed = true;
            }
            Command::Close => {
                let id = need_user()?;
                self.need_stage(Stage::Finished)?;
                if self.seat_of(id).is_none() && id != self.opener && !moderator {
                    return Err(Refusal::NotAPlayer);
                }
                out.events.push(TableEvent::Closed);
                out.closed = true;
            }
            Command::Abandon => {
                let id = need_user()?;
                if self.stage != Stage::Playing {
                    // Nothing to abandon: the lobby is cancelled instead.
                    if self.stage == Stage::Lobby && (id == self.opener || moderator) {
                        out.events.push(TableEvent::Closed);
                        out.closed = true;
                        return Ok(out);
                    }
                    return Err(Refusal::NotPlaying);
                }
                let now_abandon = if id == self.opener || moderator {
                    true
                } else {
                    if self.seat_of(id).is_none() {
                        return Err(Refusal::NotOpener);
                    }
                    if self.votes.contains(&id) {
                        return Err(Refusal::AlreadyVoted);
                    }
                    self.votes.push(id);
                    let humans = self.humans().count() as u32;
                    let votes = self.votes.len() as u32;
                    let needed = humans / 2 + 1;
                    out.events.push(TableEvent::AbandonVote {
                        user: id,
                        votes,
                        needed,
                    });
                    votes >= needed
                };
                if now_abandon {
                    self.abandon(env, &mut out);
                    out.events.push(TableEvent::Closed);
                    out.closed = true;
                }
            }
            Command::ChannelGone => {
                if user.is_some() {
                    return Err(Refusal::SystemOnly);
                }
                if self.stage == Stage::Playing {
                    self.abandon(env, &mut out);
                }
                out.events.push(TableEvent::Closed);
                out.closed = true;
            }
            Command::Act { turn, action } => {
                let id = need_user()?;
                let seat = self.seat_of(id).ok_or(Refusal::NotAPlayer)?;
                self.need_stage(Stage::Playing)?;
                let game = self.game.as_ref().expect("a game is on");
                if turn != game.moves() {
                    return Err(Refusal::Stale {
                        sent: turn,
                        now: game.moves(),
                    });
                }
                self.play(seat, action, env, &mut out)?;
                let info = &mut self.seats[seat];
                info.timeouts = 0;
                if info.auto {
                    info.auto = false;
                    out.events.push(TableEvent::Resumed { seat });
                }
            }
            Command::Resume => {
                let id = need_user()?;
                let seat = self.seat_of(id).ok_or(Refusal::NotAPlayer)?;
                self.need_stage(Stage::Playing)?;
                let info = &mut self.seats[seat];
                if !info.auto {
                    return Err(Refusal::NotHandedOver);
                }
                info.auto = false;
                info.timeouts = 0;
                out.events.push(TableEvent::Resumed { seat });
            }
            Command::Tick => {
                if user.is_some() {
                    return Err(Refusal::SystemOnly);
                }
                let d = self
                    .deadline
                    .filter(|d| d.at_ms <= env.now_ms)
                    .ok_or(Refusal::NothingDue)?;
                self.run_deadline(d, env, &mut out)?;
            }
        }
        self.schedule(env.now_ms);
        Ok(out)
    }

    /// Ends the game on without a result (not rated).
    fn abandon(&self, env: Env, out: &mut Outcome) {
        let game = self.game.as_ref().expect("a game is on");
        out.finished = Some(FinishedGame {
            game_id: self.game_id,
            channel: self.channel.clone(),
            players: self.players(),
            options: *game.options(),
            seed: game.seed(),
            actions: self.replay_actions(),
            result: None,
            hands: game.public_view().score_sheet(),
            started_ms: self.started_ms,
            finished_ms: env.now_ms,
        });
        out.events.push(TableEvent::Abandoned {
            game_id: Some(self.game_id),
        });
    }

    fn need_stage(&self, stage: Stage) -> Result<(), Refusal> {
        if self.stage == stage {
            return Ok(());
        }
        Err(match stage {
            Stage::Lobby => Refusal::NotInLobby,
            Stage::Playing => Refusal::NotPlaying,
            Stage::Finished => Refusal::NotFinished,
        })
    }

    fn start_game(&mut self, env: Env, out: &mut Outcome) {
        let (game, events) = Game::new(self.settings.options, env.seed);
        self.game_id = env.game_id;
        self.stage = Stage::Playing;
        self.actions.clear();
        self.votes.clear();
        self.started_ms = env.now_ms;
        for s in &mut self.seats {
            s.timeouts = 0;
            s.auto = false;
        }
        out.events.push(TableEvent::Started {
            game_id: env.game_id,
            seats: self.players(),
        });
        out.events
            .extend(events.into_iter().map(|event| TableEvent::Game { event }));
        self.game = Some(game);
    }

    /// Applies one engine action for a seat and handles the end of the game.
    fn play(
        &mut self,
        seat: Seat,
        action: Action,
        env: Env,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        let game = self.game.as_mut().expect("a game is on");
        let events = game.apply(seat, action).map_err(Refusal::Illegal)?;
        self.actions.push(pack_action(SeatAction { seat, action }));
        out.events
            .extend(events.into_iter().map(|event| TableEvent::Game { event }));
        if let Some(result) = game.result().cloned() {
            let (options, seed, hands) = (
                *game.options(),
                game.seed(),
                game.public_view().score_sheet(),
            );
            out.finished = Some(FinishedGame {
                game_id: self.game_id,
                channel: self.channel.clone(),
                players: self.seats.iter().map(|s| s.player).collect(),
                options,
                seed,
                actions: self.replay_actions(),
                result: Some(result),
                hands,
                started_ms: self.started_ms,
                finished_ms: env.now_ms,
            });
            self.stage = Stage::Finished;
            self.games_played += 1;
            self.votes.clear();
            out.events.push(TableEvent::Finished {
                game_id: self.game_id,
            });
        }
        Ok(())
    }

    fn plays_itself(&self, seat: Seat) -> Option<Level> {
        let info = &self.seats[seat];
        match info.player {
            Player::Computer { level } => Some(level),
            Player::Human { .. } if info.auto => Some(STAND_IN_LEVEL),
            Player::Human { .. } => None,
        }
    }

    /// Sets the next deadline from the state. A deadline that still stands
    /// (same kind, seat and move) keeps its time: a command that does not
    /// move the game (a vote, a resume of another seat) resets no clock.
    fn schedule(&mut self, now: u64) {
        let old = self.deadline.take();
        if self.stage != Stage::Playing {
            return;
        }
        let Some(game) = &self.game else { return };
        let pace = self.settings.pace_ms;
        let turn = game.moves();
        let (kind, seat, wait) = if game.between_hands() {
            let all_computers = (0..3).all(|s| self.plays_itself(s).is_some());
            let wait = if all_computers {
                pace
            } else {
                pace.max(self.settings.turn_ms.min(BETWEEN_HANDS_MS))
            };
            (DeadlineKind::NextHand, 0, wait)
        } else if let Some(seat) = game.to_act() {
            match self.plays_itself(seat) {
                Some(_) => (DeadlineKind::Computer, seat, pace),
                None => (DeadlineKind::TurnClock, seat, self.settings.turn_ms),
            }
        } else {
            return;
        };
        let at_ms = match old {
            Some(d) if d.kind == kind && d.seat == seat && d.turn == turn => d.at_ms,
            _ => now + wait,
        };
        self.deadline = Some(Deadline {
            at_ms,
            kind,
            seat,
            turn,
        });
    }

    fn run_deadline(&mut self, d: Deadline, env: Env, out: &mut Outcome) -> Result<(), Refusal> {
        let game = self.game.as_ref().ok_or(Refusal::NotPlaying)?;
        match d.kind {
            DeadlineKind::NextHand => self.play(d.seat, Action::NextHand, env, out),
            DeadlineKind::Computer => {
                let level = self.plays_itself(d.seat).unwrap_or(STAND_IN_LEVEL);
                let action = ai::choose(
                    level,
                    &game.seat_view(d.seat),
                    ai::move_seed(game.seed(), game.moves()),
                );
                self.play(d.seat, action, env, out)
            }
            DeadlineKind::TurnClock => {
                // A safe move: draw from the stock and throw the card that
                // leaves the least deadwood, never knocking.
                for _ in 0..2 {
                    let game = self.game.as_ref().expect("a game is on");
                    if game.to_act() != Some(d.seat) {
                        break;
                    }
                    let action = safe_move(game, d.seat);
                    self.play(d.seat, action, env, out)?;
                }
                let info = &mut self.seats[d.seat];
                info.timeouts = info.timeouts.saturating_add(1);
                out.events.push(TableEvent::TimedOut {
                    seat: d.seat,
                    timeouts: info.timeouts,
                });
                if info.timeouts >= TIMEOUTS_TO_HAND_OVER && !info.auto {
                    info.auto = true;
                    out.events.push(TableEvent::HandedOver {
                        seat: d.seat,
                        level: STAND_IN_LEVEL,
                    });
                }
                Ok(())
            }
        }
    }
}

/// The automatic move of a seat whose clock ran out: never a knock.
pub fn safe_move(game: &Game, seat: Seat) -> Action {
    let legal = game.legal_actions(seat);
    if legal.contains(&Action::DrawStock) {
        return Action::DrawStock;
    }
    let choice = ai::choose(Level::Easy, &game.seat_view(seat), 0);
    let action = match choice {
        Action::Knock { card } => Action::Discard { card },
        a => a,
    };
    if legal.contains(&action) {
        action
    } else {
        legal[0]
    }
}

#[cfg(test)]
mod tests;
