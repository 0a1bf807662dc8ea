//! What a front end (or the service's deadlines) asks of a table, who asks,
//! and what the service gives each command.

use super::{Settings, UserId};
use crate::ai::Level;
use crate::engine::Action;
use serde::{Deserialize, Serialize};

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
    pub fn user(id: impl Into<UserId>) -> Actor {
        Actor::User {
            id: id.into(),
            moderator: false,
        }
    }
    pub fn moderator(id: impl Into<UserId>) -> Actor {
        Actor::User {
            id: id.into(),
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
    /// A seated person asks the coach for a hint (issue 41): marks their
    /// seat (the game is then not rated).
    Hint,
    /// A new game with the same seats after one has ended; people
    /// waiting for the next game (`JoinNextGame`) take free or computer
    /// seats first, and then the table gathers in its lobby.
    Rematch,
    /// Someone without a seat asks to play the next game (issue 42): they
    /// are seated when a rematch gathers, as far as seats allow.
    JoinNextGame,
    /// Takes the asker off the list for the next game.
    LeaveNextGame,
    /// Closes a finished table.
    Close,
    /// Ends a game early: the opener or a moderator at once, else a vote.
    Abandon,
    /// Runs a deadline that is due (sent by the service).
    Tick,
    /// The store refused commands from `paused_at_ms` until now (sent by
    /// the service): a person whose turn clock was running then gets back
    /// the time that was left, and at least
    /// [`OUTAGE_GRACE_MS`](super::deadline::OUTAGE_GRACE_MS), since they
    /// could not move through no fault of theirs.
    GiveTimeBack {
        paused_at_ms: u64,
    },
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

/// Time and fresh values the service gives a command.
#[derive(Debug, Clone, Copy)]
pub struct Env {
    pub now_ms: u64,
    /// The seed of a game this command starts.
    pub seed: u64,
    /// The id of a game this command starts.
    pub game_id: u64,
    /// What a computer seat may spend on a decision (the bot's `[ai]`
    /// settings).
    pub ai: crate::ai::Config,
}
