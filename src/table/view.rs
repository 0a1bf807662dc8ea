//! What a table shows: the public view for everyone and one seat's view.

use super::{Deadline, SeatInfo, Settings, StageKind, Table, UserId};
use crate::engine::{PublicState, SeatState};
use serde::{Deserialize, Serialize};

/// A public snapshot of a table for renderers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    pub channel: super::ChannelId,
    pub opener: UserId,
    pub settings: Settings,
    pub stage: StageKind,
    pub seats: Vec<SeatInfo>,
    pub game_id: u64,
    /// The game's public state (None in the lobby).
    pub game: Option<PublicState>,
    pub deadline: Option<Deadline>,
    pub votes: Vec<UserId>,
    /// The seats whose players asked for a hint in this game (public:
    /// the game is not rated).
    #[serde(default)]
    pub hinted: Vec<crate::engine::Seat>,
    /// Whether the table allows hints (its setting, or a computer seated).
    #[serde(default)]
    pub hints_allowed: bool,
    /// The people waiting to play the next game (issue 42).
    #[serde(default)]
    pub waiting: Vec<UserId>,
    /// The seat that forfeited the game just ended on the clock (issue
    /// 42): its game stopped where it was, with no result of its own.
    #[serde(default)]
    pub forfeit: Option<Forfeited>,
}

/// Who forfeited a game on the clock, and who won it (issue 42).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forfeited {
    pub seat: crate::engine::Seat,
    /// The seats placed first ([`super::forfeit::winners`]).
    pub winners: Vec<crate::engine::Seat>,
}

impl Table {
    pub fn view(&self) -> TableView {
        TableView {
            channel: self.channel.clone(),
            opener: self.opener,
            settings: self.settings,
            stage: self.stage.kind(),
            seats: self.seats.clone(),
            game_id: self.game_id,
            game: self.game().map(|g| g.public_state()),
            deadline: self.deadline,
            votes: self.stage.votes().to_vec(),
            hinted: self.hinted.clone(),
            hints_allowed: self.hints_allowed(),
            forfeit: self.forfeit.zip(self.game()).map(|(seat, game)| Forfeited {
                seat,
                winners: super::forfeit::winners(&super::forfeit::standings(game, seat)),
            }),
            waiting: self.waiting.clone(),
        }
    }

    /// What a seated user may see of the game.
    pub fn seat_state(&self, user: UserId) -> Option<SeatState> {
        let seat = self.seat_of(user)?;
        let mut state = self.game()?.seat_state(seat);
        if self.forfeit.is_some() {
            // A forfeited game stopped mid-hand: nothing is left to do.
            state.legal.clear();
        }
        Some(state)
    }
}

/// A table as front ends see it at one moment: views only, never the
/// game's hidden cards. Cheap to clone (shared).
#[derive(Debug, Clone)]
pub struct Snapshot(pub(super) std::sync::Arc<Table>);

impl Snapshot {
    pub(crate) fn new(table: std::sync::Arc<Table>) -> Snapshot {
        Snapshot(table)
    }
    /// The public view.
    pub fn view(&self) -> TableView {
        self.0.view()
    }
    /// What a seated user may see (None for others, or with no game).
    pub fn seat_view(&self, user: UserId) -> Option<SeatState> {
        self.0.seat_state(user)
    }
    pub fn seat_of(&self, user: UserId) -> Option<crate::engine::Seat> {
        self.0.seat_of(user)
    }
    pub fn players(&self) -> Vec<super::Player> {
        self.0.players()
    }
    pub fn seats(&self) -> &[SeatInfo] {
        self.0.seats()
    }
    pub fn stage(&self) -> StageKind {
        self.0.stage().kind()
    }
    /// The game this table plays, with its options.
    pub fn rules(&self) -> crate::engine::Rules {
        self.0.settings().rules()
    }
    pub fn game_id(&self) -> u64 {
        self.0.game_id()
    }
    /// The number of the channel's latest command.
    pub fn seq(&self) -> u64 {
        self.0.seq()
    }
    /// The seats that may act now (none between hands).
    pub fn to_act(&self) -> Vec<crate::engine::Seat> {
        self.0.playing().map(|g| g.to_act()).unwrap_or_default()
    }
    /// The turn counter `seat`'s buttons carry in the current (or last)
    /// game (None in the lobby).
    pub fn turn(&self, seat: crate::engine::Seat) -> Option<u32> {
        self.0.game().map(|g| g.turn(seat))
    }
    /// Moves made in the current (or last) game (None in the lobby).
    pub fn moves(&self) -> Option<u32> {
        self.0.game().map(|g| g.moves())
    }
    /// The Discord guild of the table's channel, when known.
    pub fn guild(&self) -> Option<u64> {
        self.0.guild()
    }
    /// What happens next by itself, and when.
    pub fn deadline(&self) -> Option<Deadline> {
        self.0.deadline()
    }
    /// A person's turn clock at this table.
    pub fn turn_ms(&self) -> u64 {
        self.0.settings().turn_ms
    }
    /// The hand is scored and the next deal waits.
    pub fn between_hands(&self) -> bool {
        self.0.playing().is_some_and(|g| g.between_hands())
    }
}

/// What the coach needs for one seat's hint: the game on, read only
/// through that seat's view (its fields are private: nothing else of the
/// game leaves the table this way).
pub struct HintPosition {
    game: crate::engine::Game,
    seat: crate::engine::Seat,
}

impl HintPosition {
    /// The coach's hint for the seat (issue 41): a search of up to a
    /// quarter of a second of one core, to run off the table's threads
    /// (Discord: `spawn_blocking`). None when the seat has no decision.
    pub fn hint(&self) -> Option<crate::ai::coach::Analysis> {
        let seed = crate::ai::move_seed(self.game.seed(), self.game.moves());
        crate::ai::coach::hint(&self.game.seat_view(self.seat), seed)
    }
    /// The game's kind (which words the hint uses).
    pub fn kind(&self) -> crate::engine::GameKind {
        self.game.kind()
    }
}

impl Snapshot {
    /// The seat of `user` in the game on, for a hint.
    pub fn hint_position(&self, user: UserId) -> Option<HintPosition> {
        Some(HintPosition {
            seat: self.0.seat_of(user)?,
            game: self.0.playing()?.clone(),
        })
    }
}
