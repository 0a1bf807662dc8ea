//! Jersey Gin (docs/rules/jersey-gin.md): three players, ten cards each, knocking,
//! underknocks and the break. One game of the family: it takes the
//! family's [`Action`](crate::engine::Action)s and emits its
//! [`Event`](crate::engine::Event)s, refusing the moves it does not have
//! with [`ActionError::NotInThisGame`](crate::engine::ActionError).

pub mod game;
pub mod hand;
pub mod types;

pub use game::{first_dealer, Game};
pub use hand::{score_break, score_knock, Hand, Phase, SetupError};
pub use types::*;

use crate::engine::{Action, ActionError};

/// The name players read in [`ActionError::NotInThisGame`].
pub const NAME: &str = "Jersey Gin";

/// Whether Jersey Gin has the action (R4, R5: draw, take, discard, knock,
/// and the next deal).
pub(crate) fn knows(action: Action) -> bool {
    matches!(
        action,
        Action::DrawStock
            | Action::TakeDiscard
            | Action::Discard { .. }
            | Action::Knock { .. }
            | Action::NextHand
    )
}

/// Refuses an action Jersey Gin does not have ([`knows`]).
pub(crate) fn check_known(action: Action) -> Result<(), ActionError> {
    if knows(action) {
        Ok(())
    } else {
        Err(ActionError::NotInThisGame { game: NAME.into() })
    }
}
