//! How a table plays: the game with its options, and the clocks.

use super::Refusal;
use crate::engine::jersey::Options;
use crate::engine::Rules;
use gin_text::Lang;
use serde::{Deserialize, Serialize};

/// How a table plays: the game and its options (Jersey Gin, two-handed Gin
/// with its switches, or Colonel), plus the clocks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SettingsWire")]
pub struct Settings {
    pub rules: Rules,
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
    /// commands written before it read as false (see [`SettingsWire`]).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub four_colour: bool,
    /// The language of everything public about the table (its message,
    /// the story, pictures' words), as `/gin new language:` chose or the
    /// server's language. Rows written before it read as English.
    #[serde(skip_serializing_if = "Lang::is_english")]
    pub lang: Lang,
    /// Whether the players may ask the coach for hints, as `/gin new
    /// hints:` chose; None: allowed when a computer is seated (a game
    /// between people only is rated, and hints there are off). Rows and
    /// commands written before it read as None.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hints: Option<bool>,
    /// How the front end reaches the table's channel: with the bot's own
    /// token (a server that added the bot), or only by answering the
    /// players' interactions (the app installed to a user: a DM, a group
    /// DM, a server without the bot). Chosen once, at `/gin new`; rows and
    /// commands written before it read as the bot's token.
    #[serde(default, skip_serializing_if = "Delivery::is_bot_token")]
    pub delivery: Delivery,
    /// A daily deal's table (issue 43): the UTC day of its deal (see
    /// [`super::daily`]). The game ends when its first hand is scored,
    /// and the table deals no rematch. Rows and commands written before
    /// it read as None.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<u32>,
    /// What a person's turn clock running out does at this table (issue
    /// 42), as `/gin new clock_end:` chose: a safe move (the default, and
    /// what rows and commands written before it read as), or the game is
    /// forfeited.
    #[serde(default, skip_serializing_if = "ClockEnd::is_safe_move")]
    pub clock_end: ClockEnd,
}

/// What happens when a person's turn clock runs out (see
/// [`Settings::clock_end`] and `docs/rules/clocks.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClockEnd {
    /// A safe move is made for them (never a knock); after
    /// [`TIMEOUTS_TO_HAND_OVER`](super::TIMEOUTS_TO_HAND_OVER) in a row a
    /// computer stands in until they act again.
    #[default]
    SafeMove,
    /// They forfeit the game: it ends at once and their side loses.
    Forfeit,
}

impl ClockEnd {
    pub fn is_safe_move(&self) -> bool {
        *self == ClockEnd::SafeMove
    }
}

/// How a table's channel is reached (see [`Settings::delivery`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Delivery {
    /// Posts and edits with the bot's token, as in a server with the bot.
    #[default]
    BotToken,
    /// Never the bot's token: the live message is an interaction's answer,
    /// kept up to date through the players' interaction tokens.
    Interactions,
    /// As `Interactions`, in a server that lets apps its members installed
    /// answer only privately (Discord makes every answer ephemeral there):
    /// the table is its opener's alone, against the computer.
    PrivateAnswers,
}

impl Delivery {
    pub fn is_bot_token(&self) -> bool {
        *self == Delivery::BotToken
    }
    /// Whether the table is reached only through interactions.
    pub fn by_interactions(&self) -> bool {
        !self.is_bot_token()
    }
    /// Whether every answer about the table is private to its opener.
    pub fn answers_private(&self) -> bool {
        *self == Delivery::PrivateAnswers
    }
}

/// The longest turn clock: a week (slow games, issue 42).
pub const MAX_TURN_MS: u64 = 7 * 24 * 3_600_000;

/// What `Settings` reads: the command log (`commands_v1`) keeps the
/// settings of every `Open` as JSON, and rows written before the family of
/// games name Jersey Gin's `options` instead of `rules`.
#[derive(Deserialize)]
struct SettingsWire {
    #[serde(default)]
    rules: Option<Rules>,
    #[serde(default)]
    options: Option<Options>,
    turn_ms: u64,
    pace_ms: u64,
    seed: Option<u64>,
    #[serde(default)]
    pictures: Option<bool>,
    #[serde(default)]
    four_colour: bool,
    #[serde(default)]
    lang: Lang,
    #[serde(default)]
    hints: Option<bool>,
    #[serde(default)]
    delivery: Delivery,
    #[serde(default)]
    clock_end: ClockEnd,
    daily: Option<u32>,
}

impl From<SettingsWire> for Settings {
    fn from(w: SettingsWire) -> Settings {
        Settings {
            rules: w
                .rules
                .unwrap_or_else(|| Rules::Jersey(w.options.unwrap_or_default())),
            turn_ms: w.turn_ms,
            pace_ms: w.pace_ms,
            seed: w.seed,
            pictures: w.pictures,
            four_colour: w.four_colour,
            lang: w.lang,
            hints: w.hints,
            delivery: w.delivery,
            clock_end: w.clock_end,
            daily: w.daily,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            rules: Rules::default(),
            turn_ms: 120_000,
            pace_ms: 1_500,
            seed: None,
            pictures: None,
            four_colour: false,
            lang: Lang::En,
            hints: None,
            delivery: Delivery::BotToken,
            clock_end: ClockEnd::SafeMove,
            daily: None,
        }
    }
}

impl Settings {
    /// Settings for Jersey Gin with these options (the other fields default).
    pub fn jersey(options: Options) -> Settings {
        Settings {
            rules: Rules::Jersey(options),
            ..Settings::default()
        }
    }

    /// Whether a table may open with these settings.
    pub fn validate(&self) -> Result<(), Refusal> {
        self.rules
            .validate()
            .map_err(|e| Refusal::InvalidSettings(e.to_string()))?;
        if self.turn_ms == 0 || self.turn_ms > MAX_TURN_MS {
            return Err(Refusal::InvalidSettings(
                "the turn clock must be between 1 ms and 7 days".into(),
            ));
        }
        if self.pace_ms > 60_000 {
            return Err(Refusal::InvalidSettings(
                "computer pace must be at most a minute".into(),
            ));
        }
        Ok(())
    }

    /// Whether hints are allowed at a table with these players: as the
    /// table chose, else when a computer is seated.
    pub fn hints_allowed(&self, players: &[super::Player]) -> bool {
        self.hints
            .unwrap_or_else(|| players.iter().any(|p| p.is_computer()))
    }

    /// The rules of the games this table deals.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// How many seats a game at this table needs.
    pub fn seats(&self) -> usize {
        self.rules.seats()
    }

    /// The points a game is played to, for the table message.
    pub fn target(&self) -> u32 {
        match &self.rules {
            Rules::Jersey(o) => o.target,
            Rules::Gin(g) => g.target(),
            Rules::Colonel(_) => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Open commands logged before the family of games named Jersey Gin's
    /// options; they still read, as Jersey Gin.
    #[test]
    fn settings_logged_before_the_family_read_as_jersey_gin() {
        let old = r#"{"options":{"target":30,"knock_limit":10,"gin_bonus":25,"underknock_bonus":25,"game_bonus":100,"box_bonus":25},"turn_ms":1000,"pace_ms":0,"seed":5}"#;
        let s: Settings = serde_json::from_str(old).unwrap();
        let Rules::Jersey(o) = s.rules else {
            panic!("{s:?}")
        };
        assert_eq!(
            (o.target, s.turn_ms, s.seed, s.pictures),
            (30, 1000, Some(5), None)
        );
        let gin = Settings {
            rules: Rules::from_names("gin", &["oklahoma"]).unwrap(),
            ..Settings::default()
        };
        let back: Settings = serde_json::from_str(&serde_json::to_string(&gin).unwrap()).unwrap();
        assert_eq!(back, gin);
    }

    /// Settings written before `clock_end` read as a safe move, and the
    /// default is not written (older builds read new rows alike).
    #[test]
    fn a_clock_end_is_kept_and_older_settings_read_as_a_safe_move() {
        let old = r#"{"options":{"target":30,"knock_limit":10,"gin_bonus":25,"underknock_bonus":25,"game_bonus":100,"box_bonus":25},"turn_ms":86400000,"pace_ms":0,"seed":5}"#;
        let s: Settings = serde_json::from_str(old).unwrap();
        assert_eq!(s.clock_end, ClockEnd::SafeMove);
        assert!(!serde_json::to_string(&s).unwrap().contains("clock_end"));
        let forfeit = Settings {
            clock_end: ClockEnd::Forfeit,
            ..s
        };
        let json = serde_json::to_string(&forfeit).unwrap();
        assert!(json.contains(r#""clock_end":"forfeit""#), "{json}");
        assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), forfeit);
    }
}
