//! Why a table refused a command.

use serde::{Deserialize, Serialize};

/// Why a command was refused: the player's answer (the rules or the table
/// say no). Nothing changed. A failure on our side (the disk) is not a
/// refusal: see [`ApplyError::Failed`](super::service::ApplyError).
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
    #[error("the table is full: every seat is taken")]
    TableFull,
    #[error("you are not a player at this table")]
    NotAPlayer,
    #[error("there is no computer seat to remove")]
    NoComputer,
    #[error("this game needs {needed} seats; {seats} taken")]
    NotEnoughSeats {
        seats: u32,
        /// Answers logged before other games existed were Jersey Gin's 3.
        #[serde(default = "three")]
        needed: u32,
    },
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
    #[error("hints are off at this table")]
    HintsOff,
    #[error("you have no decision to make now")]
    NoDecision,
    #[error("you are already on the list for the next game")]
    AlreadyWaiting,
    #[error("you are not on the list for the next game")]
    NotWaiting,
    #[error("the table is gathering players now: take a seat with Join")]
    LobbyOpen,
    #[error("nothing is due yet")]
    NothingDue,
    #[error("the service may not do that")]
    SystemOnly,
    #[error("a daily deal is played once: there is no rematch")]
    DailyOnce,
    #[error("invalid table settings: {0}")]
    InvalidSettings(String),
    /// The bot runs as several processes and this one does not own the
    /// guild's shard (Discord should not have sent it here).
    #[error("this server's tables are run by another process of the bot (shard {shard} of {total}), not this one: nothing was changed; try again in a moment")]
    OtherShard { shard: u32, total: u32 },
    /// Another process of the bot stored a command for this table first
    /// (two processes believe they own it: their shard settings differ),
    /// so this one let go of it. Front ends do not answer at all then, so
    /// that the owner's answer is the one Discord shows.
    #[error("this table is run by another process of the bot now: nothing was changed")]
    OtherProcess,
}

fn three() -> u32 {
    3
}
