//! What a table shows: the public view for everyone and one seat's view.

use super::{Deadline, SeatInfo, Settings, StageKind, Table, UserId};
use crate::engine::{PublicState, SeatState};
use serde::{Deserialize, Serialize};

/// A public snapshot of a table for renderers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    pub channel: String,
    pub opener: UserId,
    pub settings: Settings,
    pub stage: StageKind,
    pub seats: Vec<SeatInfo>,
    pub game_id: u64,
    /// Jersey Gin's public state (None in the lobby).
    pub game: Option<PublicState>,
    pub deadline: Option<Deadline>,
    pub votes: Vec<UserId>,
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
            game: self.jersey().map(|g| g.public_view().to_state()),
            deadline: self.deadline,
            votes: self.stage.votes().to_vec(),
        }
    }

    /// What a seated user may see of the game.
    pub fn seat_state(&self, user: UserId) -> Option<SeatState> {
        let seat = self.seat_of(user)?;
        let game = self.jersey()?;
        Some(game.seat_view(seat).to_state())
    }
}
