//! What an accepted command did: the table's events (the engine's among
//! them) and a game that ended, as it goes to the store.

use super::{Player, Settings, UserId};
use crate::ai::Level;
use crate::engine::family::Event;
use crate::engine::view::HandLine;
use crate::engine::{GameResult, Options, Seat, SeatAction};
use serde::{Deserialize, Serialize};

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
