//! How a table plays: the game's options and the clocks.

use super::Refusal;
use crate::engine::Options;
use serde::{Deserialize, Serialize};

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
    /// Cards as pictures on Discord, as `/gin new` chose (None: the bot's
    /// setting). Kept with the table so that a restart keeps the choice.
    pub pictures: Option<bool>,
    /// Pictures drawn with the four-colour deck (clubs green, diamonds
    /// blue), as `/gin new deck:` chose; false: red and black. Rows and
    /// commands written before it read as false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub four_colour: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            options: Options::default(),
            turn_ms: 120_000,
            pace_ms: 1_500,
            seed: None,
            pictures: None,
            four_colour: false,
        }
    }
}

impl Settings {
    /// Whether a table may open with these settings.
    pub fn validate(&self) -> Result<(), Refusal> {
        self.options.validate().map_err(Refusal::InvalidSettings)?;
        if self.turn_ms == 0 || self.turn_ms > 24 * 3600 * 1000 {
            return Err(Refusal::InvalidSettings(
                "the turn clock must be between 1 ms and a day".into(),
            ));
        }
        if self.pace_ms > 60_000 {
            return Err(Refusal::InvalidSettings(
                "computer pace must be at most a minute".into(),
            ));
        }
        Ok(())
    }

    /// The rules of the games this table deals.
    pub fn rules(&self) -> crate::engine::family::Rules {
        crate::engine::family::Rules::Jersey(self.options)
    }
}
