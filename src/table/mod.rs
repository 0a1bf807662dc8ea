//! One channel's table: lobby, seats, the game, deadlines. Commands in,
//! events and views out. Knows no front end and no storage: [`service`]
//! runs tables against the store.
//!
//! A [`Table`] is a pure state machine: [`Table::apply`] takes a command, the
//! acting user and the time, and returns events or a [`Refusal`] that leaves
//! the table untouched (the caller applies commands to a copy and keeps it
//! only once the store has committed it). The game it holds is any game of
//! the family ([`engine::Game`](crate::engine::Game)); today
//! tables deal Jersey Gin.
//!
//! Files, one concept each: [`player`] (who sits), [`settings`],
//! [`command`] (what is asked, by whom), [`event`] (what happened, a
//! finished game), [`refusal`], [`stage`] (lobby, playing, finished, each
//! with what it holds), [`deadline`] (computer moves, turn clocks, the next
//! deal), [`view`] (what is shown), [`stored`] (tables, players and games
//! to and from the store's records, and `db check`'s replays); the state
//! machine is here.

pub mod bench;
pub mod clock;
pub mod command;
pub mod daily;
pub mod deadline;
pub mod event;
pub mod forfeit;
pub mod ids;
pub mod notices;
mod outage;
pub mod people;
pub mod player;
pub mod privacy;
pub mod profiles;
pub mod queries;
pub mod refusal;
pub mod review;
pub mod service;
pub mod settings;
pub mod shards;
pub mod stage;
pub mod stored;
pub mod view;
mod waiting;
mod workers;

pub use command::{Actor, Command, Env};
pub use deadline::{
    safe_move, Deadline, DeadlineKind, BETWEEN_HANDS_MS, STAND_IN_LEVEL, TIMEOUTS_TO_HAND_OVER,
};
pub use event::{
    feats, tallies, DailyResult, FinishedGame, Outcome, SeatFeats, SeatTally, TableEvent,
};
pub use ids::{ChannelId, UserId};
pub use player::{Player, SeatInfo};
pub use refusal::Refusal;
pub use settings::{ClockEnd, Delivery, Settings};
pub use shards::Shards;
pub use stage::{Stage, StageKind};
pub use view::{Forfeited, Snapshot, TableView};

use crate::ai::Level;
use crate::engine::{self, Action, Game, Replay, Seat};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// One channel's table. Its fields are private: it changes only through
/// [`Table::apply`], and front ends see it through views ([`Snapshot`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    channel: ChannelId,
    opener: UserId,
    settings: Settings,
    /// In the lobby, in join order; from the start, index = engine seat.
    seats: Vec<SeatInfo>,
    /// Lobby, or a game being played or just ended, with what each holds.
    stage: Stage,
    /// The id of the current (or last) game.
    game_id: u64,
    started_ms: u64,
    deadline: Option<Deadline>,
    /// The number of the channel's latest command: the channel's commands
    /// are numbered 1, 2, 3… across all its tables (the store's channel
    /// log), so a new table starts after the last command of the one before.
    seq: u64,
    games_played: u32,
    /// The Discord guild (server) of the channel, once a command from it
    /// said so; None in a direct message, or for a table stored before
    /// guilds were recorded (see [`shards`]).
    guild: Option<u64>,
    /// The seats of the game on (or just ended) whose players asked the
    /// coach for a hint: marked on the table message, and the game is not
    /// rated.
    hinted: Vec<Seat>,
    /// The seat whose turn clock ran out and forfeited the game just
    /// ended, at a table whose clock ends that way ([`forfeit`]).
    forfeit: Option<Seat>,
    /// People not seated who asked to play the next game (issue 42), in
    /// the order they asked: seated when a rematch gathers (`waiting`).
    waiting: Vec<UserId>,
}

/// Everything a table is made of, to rebuild a stored one
/// ([`Table::restore`]).
#[derive(Debug, Clone)]
pub struct TableParts {
    pub channel: ChannelId,
    pub opener: UserId,
    pub settings: Settings,
    pub seats: Vec<SeatInfo>,
    pub stage: Stage,
    pub game_id: u64,
    pub started_ms: u64,
    pub deadline: Option<Deadline>,
    pub seq: u64,
    pub games_played: u32,
    pub hinted: Vec<Seat>,
    pub forfeit: Option<Seat>,
    pub waiting: Vec<UserId>,
}

impl Table {
    /// Opens a table; the opener takes the first seat.
    pub fn open(
        channel: &ChannelId,
        opener: UserId,
        settings: Settings,
    ) -> Result<(Table, Vec<TableEvent>), Refusal> {
        settings.validate()?;
        let player = Player::Human { id: opener };
        let table = Table {
            channel: channel.clone(),
            opener,
            settings,
            seats: vec![SeatInfo {
                player,
                timeouts: 0,
                auto: false,
            }],
            stage: Stage::Lobby,
            game_id: 0,
            started_ms: 0,
            deadline: None,
            seq: 0,
            games_played: 0,
            guild: None,
            hinted: Vec::new(),
            forfeit: None,
            waiting: Vec::new(),
        };
        Ok((
            table,
            vec![
                TableEvent::Opened { opener, settings },
                TableEvent::Joined {
                    player,
                    seats: vec![player],
                },
            ],
        ))
    }

    /// Rebuilds a table from its parts (a stored table).
    pub fn restore(p: TableParts) -> Table {
        Table {
            channel: p.channel,
            opener: p.opener,
            settings: p.settings,
            seats: p.seats,
            stage: p.stage,
            game_id: p.game_id,
            started_ms: p.started_ms,
            deadline: p.deadline,
            seq: p.seq,
            games_played: p.games_played,
            guild: None,
            hinted: p.hinted,
            forfeit: p.forfeit,
            waiting: p.waiting,
        }
    }

    /// The table with its guild recorded (a stored table's, or the guild
    /// of the command that opened or reached it).
    pub fn with_guild(mut self, guild: Option<u64>) -> Table {
        self.guild = guild;
        self
    }

    /// The Discord guild of the table's channel, when known.
    pub fn guild(&self) -> Option<u64> {
        self.guild
    }

    pub fn channel(&self) -> &ChannelId {
        &self.channel
    }
    pub fn opener(&self) -> UserId {
        self.opener
    }
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    /// In the lobby, in join order; from the start, index = engine seat.
    pub fn seats(&self) -> &[SeatInfo] {
        &self.seats
    }
    pub fn stage(&self) -> &Stage {
        &self.stage
    }
    /// The id of the current (or last) game.
    pub fn game_id(&self) -> u64 {
        self.game_id
    }
    pub fn started_ms(&self) -> u64 {
        self.started_ms
    }
    pub fn deadline(&self) -> Option<Deadline> {
        self.deadline
    }
    /// The number of the channel's latest command.
    pub fn seq(&self) -> u64 {
        self.seq
    }
    pub fn games_played(&self) -> u32 {
        self.games_played
    }
    /// The seats whose players asked for a hint in the current (or last)
    /// game.
    pub fn hinted(&self) -> &[Seat] {
        &self.hinted
    }
    /// The seat that forfeited the game just ended (its turn clock ran
    /// out at a table whose clock ends that way).
    pub fn forfeit(&self) -> Option<Seat> {
        self.forfeit
    }

    /// The people waiting to play the next game, in the order they asked.
    pub fn waiting(&self) -> &[UserId] {
        &self.waiting
    }
    /// Whether the players at this table may ask for hints.
    pub fn hints_allowed(&self) -> bool {
        self.settings.hints_allowed(&self.players())
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

    /// The game being played or just ended.
    pub fn game(&self) -> Option<&Game> {
        self.stage.game()
    }

    /// The game being played (None in the lobby and once it is over).
    pub fn playing(&self) -> Option<&Game> {
        match &self.stage {
            Stage::Playing { game, .. } => Some(game),
            _ => None,
        }
    }

    /// The game as Jersey Gin, when it is one.
    pub fn jersey(&self) -> Option<&crate::engine::jersey::Game> {
        match self.game()? {
            Game::Jersey(g) => Some(g),
            _ => None,
        }
    }

    /// The current game's replay (rules, seed, actions).
    /// Checks the game in play (`db check`): it keeps its invariants and
    /// its replay reproduces it exactly. A table without a game passes.
    pub fn check_game(&self) -> Result<(), String> {
        let (Some(game), Some(replay)) = (self.game(), self.replay()) else {
            return Ok(());
        };
        game.check_invariants()?;
        let replayed = replay
            .run(|_, _| {})
            .map_err(|e| format!("the replay does not reproduce: {e}"))?;
        if &replayed != game {
            return Err("the replay does not reproduce the stored game state".into());
        }
        Ok(())
    }

    pub fn replay(&self) -> Option<&Replay> {
        self.stage.replay()
    }

    /// Votes to abandon the game on.
    pub fn votes(&self) -> &[UserId] {
        self.stage.votes()
    }

    /// The one permission test of the table's commands: a seated person,
    /// the opener or a moderator.
    fn need_member(&self, id: UserId, moderator: bool) -> Result<(), Refusal> {
        if self.seat_of(id).is_some() || id == self.opener || moderator {
            Ok(())
        } else {
            Err(Refusal::NotAPlayer)
        }
    }

    fn need_stage(&self, stage: StageKind) -> Result<(), Refusal> {
        if self.stage.kind() == stage {
            return Ok(());
        }
        Err(match stage {
            StageKind::Lobby => Refusal::NotInLobby,
            StageKind::Playing => Refusal::NotPlaying,
            StageKind::Finished => Refusal::NotFinished,
        })
    }

    /// Applies a command. On a refusal the table is unchanged.
    pub fn apply(&mut self, actor: Actor, cmd: Command, env: Env) -> Result<Outcome, Refusal> {
        let mut out = Outcome::default();
        let (user, moderator) = match actor {
            Actor::User { id, moderator } => (Some(id), moderator),
            Actor::System => (None, false),
        };
        let need_user = || user.ok_or(Refusal::SystemOnly);
        let system_only = || {
            if user.is_some() {
                Err(Refusal::SystemOnly)
            } else {
                Ok(())
            }
        };
        match cmd {
            Command::Open { .. } => return Err(Refusal::TableExists),
            Command::Join => self.join(need_user()?, &mut out)?,
            Command::Leave => self.leave(need_user()?, &mut out)?,
            Command::AddComputer { level } => {
                self.add_computer(need_user()?, moderator, level, &mut out)?
            }
            Command::RemoveComputer { level } => {
                self.remove_computer(need_user()?, moderator, level, &mut out)?
            }
            Command::Start => self.start(need_user()?, moderator, env, &mut out)?,
            Command::Rematch => self.rematch(need_user()?, moderator, env, &mut out)?,
            Command::Cancel => self.cancel(need_user()?, moderator, &mut out)?,
            Command::Close => self.close(need_user()?, moderator, &mut out)?,
            Command::Abandon => {
                self.abandon_asked(need_user()?, moderator, env.now_ms, &mut out)?
            }
            Command::Act { turn, action } => {
                self.act(need_user()?, turn, action, env.now_ms, &mut out)?
            }
            Command::Resume => self.resume(need_user()?, &mut out)?,
            Command::Hint => self.hint_asked(need_user()?, &mut out)?,
            Command::JoinNextGame => self.wait_for_next(need_user()?, &mut out)?,
            Command::LeaveNextGame => self.stop_waiting(need_user()?, &mut out)?,
            Command::ChannelGone => {
                system_only()?;
                if self.stage == StageKind::Playing {
                    self.abandon(env.now_ms, &mut out);
                }
                out.close();
            }
            Command::Tick => {
                system_only()?;
                let d = self
                    .deadline
                    .filter(|d| d.at_ms <= env.now_ms)
                    .ok_or(Refusal::NothingDue)?;
                self.run_deadline(d, env.now_ms, &env.ai, &mut out)?;
            }
            Command::GiveTimeBack { paused_at_ms } => {
                system_only()?;
                self.give_time_back(paused_at_ms, env.now_ms, &mut out)?;
            }
        }
        self.schedule(env.now_ms);
        Ok(out)
    }

    /// A person takes a free seat in the lobby.
    fn join(&mut self, id: UserId, out: &mut Outcome) -> Result<(), Refusal> {
        self.need_stage(StageKind::Lobby)?;
        if self.seat_of(id).is_some() {
            return Err(Refusal::AlreadySeated);
        }
        self.take_seat(Player::Human { id }, out)?;
        self.waiting.retain(|&w| w != id);
        Ok(())
    }

    /// A player sits in the next free seat, if there is one.
    fn take_seat(&mut self, player: Player, out: &mut Outcome) -> Result<(), Refusal> {
        if self.seats.len() >= self.settings.seats() {
            return Err(Refusal::TableFull);
        }
        self.seats.push(SeatInfo {
            player,
            timeouts: 0,
            auto: false,
        });
        out.events.push(TableEvent::Joined {
            player,
            seats: self.seats.iter().map(|s| s.player).collect(),
        });
        Ok(())
    }

    /// A person leaves (not during a game); the last one out, or anyone
    /// leaving a finished table, closes it.
    fn leave(&mut self, id: UserId, out: &mut Outcome) -> Result<(), Refusal> {
        let seat = self.seat_of(id).ok_or(Refusal::NotAPlayer)?;
        if self.stage == StageKind::Playing {
            return Err(Refusal::LeaveDuringGame);
        }
        let info = self.seats.remove(seat);
        out.events.push(TableEvent::Left {
            player: info.player,
        });
        if self.seats.is_empty() || self.stage == StageKind::Finished {
            // Nobody left, or the finished table breaks up.
            out.close();
        }
        Ok(())
    }

    /// A member of the table (or a moderator) adds a computer seat.
    fn add_computer(
        &mut self,
        id: UserId,
        moderator: bool,
        level: Level,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        self.need_stage(StageKind::Lobby)?;
        self.need_member(id, moderator)?;
        self.take_seat(Player::Computer { level }, out)
    }

    /// Removes the last computer seat (of `level`, if given).
    fn remove_computer(
        &mut self,
        id: UserId,
        moderator: bool,
        level: Option<Level>,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        self.need_stage(StageKind::Lobby)?;
        self.need_member(id, moderator)?;
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
        Ok(())
    }

    /// Starts the game once every seat is taken, in a seating order drawn
    /// from the game's seed.
    fn start(
        &mut self,
        id: UserId,
        moderator: bool,
        env: Env,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        self.need_stage(StageKind::Lobby)?;
        self.need_member(id, moderator)?;
        if self.seats.len() < self.settings.seats() {
            return Err(Refusal::NotEnoughSeats {
                seats: self.seats.len() as u32,
                needed: self.settings.seats() as u32,
            });
        }
        // Seating order is drawn from the game's seed.
        let mut rng = ChaCha8Rng::seed_from_u64(env.seed);
        rng.set_stream(u64::MAX);
        self.seats.shuffle(&mut rng);
        self.start_game(env, out)?;
        Ok(())
    }

    /// The same seats play again.
    fn rematch(
        &mut self,
        id: UserId,
        moderator: bool,
        env: Env,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        self.need_stage(StageKind::Finished)?;
        self.need_member(id, moderator)?;
        if self.settings.daily.is_some() {
            return Err(Refusal::DailyOnce);
        }
        if self.regather(out) {
            // New people took seats: they start it from the lobby.
            return Ok(());
        }
        self.start_game(env, out)?;
        Ok(())
    }

    /// The opener (or a moderator) closes the lobby.
    fn cancel(&mut self, id: UserId, moderator: bool, out: &mut Outcome) -> Result<(), Refusal> {
        self.need_stage(StageKind::Lobby)?;
        if id != self.opener && !moderator {
            return Err(Refusal::NotOpener);
        }
        out.close();
        Ok(())
    }

    /// A member closes the finished table.
    fn close(&mut self, id: UserId, moderator: bool, out: &mut Outcome) -> Result<(), Refusal> {
        self.need_stage(StageKind::Finished)?;
        self.need_member(id, moderator)?;
        out.close();
        Ok(())
    }

    /// `Abandon`: the opener or a moderator ends the game (or the lobby)
    /// at once; a seated player's vote counts toward a majority.
    fn abandon_asked(
        &mut self,
        id: UserId,
        moderator: bool,
        now_ms: u64,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        let may_end = id == self.opener || moderator;
        let humans = self.humans().count() as u32;
        let seated = self.seat_of(id).is_some();
        let votes = match &mut self.stage {
            Stage::Playing { votes, .. } => votes,
            // Nothing to abandon: the lobby is cancelled instead.
            Stage::Lobby if may_end => {
                out.close();
                return Ok(());
            }
            _ => return Err(Refusal::NotPlaying),
        };
        let now_abandon = if may_end {
            true
        } else {
            if !seated {
                return Err(Refusal::NotOpener);
            }
            if votes.contains(&id) {
                return Err(Refusal::AlreadyVoted);
            }
            votes.push(id);
            let votes = votes.len() as u32;
            let needed = humans / 2 + 1;
            out.events.push(TableEvent::AbandonVote {
                user: id,
                votes,
                needed,
            });
            votes >= needed
        };
        if now_abandon {
            self.abandon(now_ms, out);
            out.close();
        }
        Ok(())
    }

    /// A seated person's move, checked against the turn they saw.
    fn act(
        &mut self,
        id: UserId,
        turn: u32,
        action: Action,
        now_ms: u64,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        let seat = self.seat_of(id).ok_or(Refusal::NotAPlayer)?;
        let game = self.playing().ok_or(Refusal::NotPlaying)?;
        let now = game.turn(seat);
        if turn != now {
            return Err(Refusal::Stale { sent: turn, now });
        }
        self.play(seat, action, now_ms, out)?;
        let info = &mut self.seats[seat];
        info.timeouts = 0;
        if info.auto {
            info.auto = false;
            out.events.push(TableEvent::Resumed { seat });
        }
        Ok(())
    }

    /// A person takes back a seat the computer was playing for them.
    fn resume(&mut self, id: UserId, out: &mut Outcome) -> Result<(), Refusal> {
        let seat = self.seat_of(id).ok_or(Refusal::NotAPlayer)?;
        self.need_stage(StageKind::Playing)?;
        let info = &mut self.seats[seat];
        if !info.auto {
            return Err(Refusal::NotHandedOver);
        }
        info.auto = false;
        info.timeouts = 0;
        out.events.push(TableEvent::Resumed { seat });
        Ok(())
    }

    /// A seated person asks the coach for a hint on their decision: the
    /// table allows hints, the game is on and the seat has a decision. The
    /// seat is marked (its game will not be rated); the hint itself is
    /// worked out by the front end from the seat's view, off the table's
    /// path ([`service::Service::hint`]).
    fn hint_asked(&mut self, id: UserId, out: &mut Outcome) -> Result<(), Refusal> {
        self.need_stage(StageKind::Playing)?;
        let seat = self.seat_of(id).ok_or(Refusal::NotAPlayer)?;
        if !self.hints_allowed() {
            return Err(Refusal::HintsOff);
        }
        let game = self.playing().ok_or(Refusal::NotPlaying)?;
        if game.between_hands() || !game.to_act().contains(&seat) {
            return Err(Refusal::NoDecision);
        }
        if !self.hinted.contains(&seat) {
            self.hinted.push(seat);
        }
        out.events.push(TableEvent::HintUsed { seat });
        Ok(())
    }

    /// The record of the current game for the store: its replay, and once
    /// it is over its standings and each seat's figures.
    fn record(&self, finished_ms: u64) -> Option<FinishedGame> {
        let game = self.game()?;
        let replay = self.replay()?;
        let (result, hands) = match game {
            Game::Jersey(g) => (g.result().cloned(), g.public_view().score_sheet()),
            _ => (None, Vec::new()),
        };
        let (standings, tallies, feats) = forfeit::outcome(game, self.forfeit);
        Some(FinishedGame {
            game_id: self.game_id,
            channel: self.channel.clone(),
            players: self.players(),
            replay: replay.clone(),
            standings,
            tallies,
            feats,
            guild: self.guild,
            result,
            hands,
            started_ms: self.started_ms,
            finished_ms,
            hinted: self.hinted.clone(),
            forfeit: self.forfeit,
            daily: None,
        })
    }

    /// Ends the game on without a result (not rated).
    fn abandon(&self, now_ms: u64, out: &mut Outcome) {
        out.finished = self.record(now_ms);
        out.events.push(TableEvent::Abandoned {
            game_id: Some(self.game_id),
        });
    }

    fn start_game(&mut self, env: Env, out: &mut Outcome) -> Result<(), Refusal> {
        let rules = self.settings.rules();
        // A rematch of two-handed Gin is dealt first by the last game's
        // loser (G2.3); every other start draws for the deal.
        let first_dealer = match &self.stage {
            Stage::Finished { game, .. } if game.rules() == rules => game.next_first_dealer(),
            _ => None,
        };
        let (game, events) =
            Game::start(rules, env.seed, first_dealer).map_err(Refusal::InvalidSettings)?;
        self.game_id = env.game_id;
        self.started_ms = env.now_ms;
        self.hinted.clear();
        self.forfeit = None;
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
        self.stage = Stage::Playing {
            game,
            replay: Replay {
                first_dealer,
                ..Replay::new(rules, env.seed)
            },
            votes: Vec::new(),
        };
        Ok(())
    }

    /// Applies one engine action for a seat and handles the end of the game.
    fn play(
        &mut self,
        seat: Seat,
        action: Action,
        now_ms: u64,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        let Stage::Playing { game, replay, .. } = &mut self.stage else {
            return Err(Refusal::NotPlaying);
        };
        let events = game.apply(seat, action).map_err(Refusal::Illegal)?;
        replay.actions.push(engine::SeatAction { seat, action });
        // A daily deal is one hand: its game ends when the hand is scored.
        let daily = self.settings.daily.and_then(|day| {
            let user = self.seats.iter().find_map(|s| s.player.user())?;
            let me = self.seat_of(user)?;
            let points = daily::hand_net(&events, me, self.seats.len())?;
            Some(DailyResult { day, user, points })
        });
        let Stage::Playing { game, .. } = &mut self.stage else {
            unreachable!("matched above")
        };
        out.events
            .extend(events.into_iter().map(|event| TableEvent::Game { event }));
        if game.is_over() || daily.is_some() {
            out.finished = self.record(now_ms);
            if let Some(f) = &mut out.finished {
                f.daily = daily;
            }
            let Stage::Playing { game, replay, .. } =
                std::mem::replace(&mut self.stage, Stage::Lobby)
            else {
                unreachable!("matched above")
            };
            self.stage = Stage::Finished { game, replay };
            self.games_played += 1;
            out.events.push(TableEvent::Finished {
                game_id: self.game_id,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
