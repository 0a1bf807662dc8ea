//! Replays for every game: (rules, seed, actions). Version 2 names the game
//! in `rules`; version 1 files (Jersey Gin, `options`) still load, as Jersey
//! Gin.

use super::action::Action;
use super::event::Event;
use super::game::Game;
use super::jersey::Options;
use super::rules::Rules;
use super::types::{ActionError, Seat};
use serde::{Deserialize, Serialize};

/// The replay version this build writes.
pub const REPLAY_VERSION: u32 = 2;

/// One action and who took it, written as the action's object with a
/// `seat` beside its `type`: `{"seat":1,"type":"discard","card":"7H"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SeatAction {
    pub seat: Seat,
    #[serde(flatten)]
    pub action: Action,
}

/// Read field by field rather than through serde's `flatten` (which buffers
/// every action into an intermediate tree): a table in play is rebuilt
/// from its replay each time the bot starts, so this is on the restore
/// path. The form is the one `Serialize` writes; unknown fields are
/// ignored, as `flatten` did.
impl<'de> Deserialize<'de> for SeatAction {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<SeatAction, D::Error> {
        d.deserialize_map(SeatActionVisitor)
    }
}

#[derive(Deserialize)]
#[serde(field_identifier, rename_all = "snake_case")]
enum SeatActionField {
    Seat,
    Type,
    Card,
    Cards,
    Onto,
    Accept,
    #[serde(other)]
    Unknown,
}

/// The `type` tags of [`Action`] (`every_action_reads_back_as_written`
/// keeps the two lists together).
#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionTag {
    DrawStock,
    TakeDiscard,
    Discard,
    Knock,
    NextHand,
    PassUpcard,
    OfferDouble,
    AcceptDouble,
    Redouble,
    Resign,
    Meld,
    LayOff,
    EndTurn,
    Challenge,
    AnswerChallenge,
}

struct SeatActionVisitor;

impl<'de> serde::de::Visitor<'de> for SeatActionVisitor {
    type Value = SeatAction;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an action with its seat")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<SeatAction, A::Error> {
        use serde::de::Error;
        let (mut seat, mut tag, mut card, mut cards, mut onto, mut accept) =
            (None, None, None, None, None, None);
        fn once<T, E: Error>(slot: &mut Option<T>, value: T, name: &'static str) -> Result<(), E> {
            match slot.replace(value) {
                Some(_) => Err(E::duplicate_field(name)),
                None => Ok(()),
            }
        }
        while let Some(field) = map.next_key::<SeatActionField>()? {
            match field {
                SeatActionField::Seat => once(&mut seat, map.next_value()?, "seat")?,
                SeatActionField::Type => once(&mut tag, map.next_value::<ActionTag>()?, "type")?,
                SeatActionField::Card => once(&mut card, map.next_value()?, "card")?,
                SeatActionField::Cards => once(&mut cards, map.next_value()?, "cards")?,
                SeatActionField::Onto => once(&mut onto, map.next_value()?, "onto")?,
                SeatActionField::Accept => once(&mut accept, map.next_value()?, "accept")?,
                SeatActionField::Unknown => {
                    map.next_value::<serde::de::IgnoredAny>()?;
                }
            }
        }
        let seat = seat.ok_or_else(|| A::Error::missing_field("seat"))?;
        let tag = tag.ok_or_else(|| A::Error::missing_field("type"))?;
        let card = || card.ok_or_else(|| A::Error::missing_field("card"));
        let cards = || cards.ok_or_else(|| A::Error::missing_field("cards"));
        let action = match tag {
            ActionTag::DrawStock => Action::DrawStock,
            ActionTag::TakeDiscard => Action::TakeDiscard,
            ActionTag::Discard => Action::Discard { card: card()? },
            ActionTag::Knock => Action::Knock { card: card()? },
            ActionTag::NextHand => Action::NextHand,
            ActionTag::PassUpcard => Action::PassUpcard,
            ActionTag::OfferDouble => Action::OfferDouble,
            ActionTag::AcceptDouble => Action::AcceptDouble,
            ActionTag::Redouble => Action::Redouble,
            ActionTag::Resign => Action::Resign,
            ActionTag::Meld => Action::Meld { cards: cards()? },
            ActionTag::LayOff => Action::LayOff {
                cards: cards()?,
                onto: onto.ok_or_else(|| A::Error::missing_field("onto"))?,
            },
            ActionTag::EndTurn => Action::EndTurn,
            ActionTag::Challenge => Action::Challenge,
            ActionTag::AnswerChallenge => Action::AnswerChallenge {
                accept: accept.ok_or_else(|| A::Error::missing_field("accept"))?,
            },
        };
        Ok(SeatAction { seat, action })
    }
}

/// A whole game: its rules, its seed and every action in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "AnyVersion")]
pub struct Replay {
    pub version: u32,
    pub rules: Rules,
    pub seed: u64,
    /// A rematch's first dealer when it was not drawn (G2.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_dealer: Option<Seat>,
    pub actions: Vec<SeatAction>,
}

/// What a replay file may hold, version 1 or 2.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnyVersion {
    version: u32,
    #[serde(default)]
    rules: Option<Rules>,
    #[serde(default)]
    options: Option<Options>,
    seed: u64,
    #[serde(default)]
    first_dealer: Option<Seat>,
    actions: Vec<SeatAction>,
}

impl TryFrom<AnyVersion> for Replay {
    type Error = String;
    fn try_from(a: AnyVersion) -> Result<Replay, String> {
        let rules = match (a.version, a.rules, a.options) {
            (1, None, Some(o)) => Rules::Jersey(o),
            (1, _, _) => return Err("a version 1 replay holds Jersey Gin `options`".into()),
            (2, Some(r), None) => r,
            (2, _, _) => return Err("a version 2 replay holds `rules` (and no `options`)".into()),
            (v, _, _) => {
                return Err(format!(
                    "replay version {v} is not supported (this build reads versions 1 and {REPLAY_VERSION})"
                ))
            }
        };
        Ok(Replay {
            version: REPLAY_VERSION,
            rules,
            seed: a.seed,
            first_dealer: a.first_dealer,
            actions: a.actions,
        })
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("invalid rules: {0}")]
    Rules(String),
    #[error("action {index} ({action:?} by seat {seat}) is illegal: {error}")]
    Illegal {
        index: usize,
        seat: Seat,
        action: Action,
        error: ActionError,
    },
}

impl Replay {
    pub fn new(rules: Rules, seed: u64) -> Replay {
        Replay {
            version: REPLAY_VERSION,
            rules,
            seed,
            first_dealer: None,
            actions: Vec::new(),
        }
    }

    /// Plays the replay from the start, calling `on_event` for every event.
    pub fn run(&self, mut on_event: impl FnMut(&Game, &Event)) -> Result<Game, ReplayError> {
        let (mut game, events) =
            Game::start(self.rules, self.seed, self.first_dealer).map_err(ReplayError::Rules)?;
        for e in &events {
            on_event(&game, e);
        }
        for (index, sa) in self.actions.iter().enumerate() {
            let events = game
                .apply(sa.seat, sa.action)
                .map_err(|error| ReplayError::Illegal {
                    index,
                    seat: sa.seat,
                    action: sa.action,
                    error,
                })?;
            for e in &events {
                on_event(&game, e);
            }
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::{Card, CardSet};

    /// One action of each kind. The match fails to compile when a kind is
    /// added to [`Action`]: add it here and to the reader's `ActionTag`.
    fn every_action() -> Vec<Action> {
        let _every_kind_listed = |a: Action| match a {
            Action::DrawStock
            | Action::TakeDiscard
            | Action::Discard { .. }
            | Action::Knock { .. }
            | Action::NextHand
            | Action::PassUpcard
            | Action::OfferDouble
            | Action::AcceptDouble
            | Action::Redouble
            | Action::Resign
            | Action::Meld { .. }
            | Action::LayOff { .. }
            | Action::EndTurn
            | Action::Challenge
            | Action::AnswerChallenge { .. } => (),
        };
        let c = |s: &str| s.parse::<Card>().unwrap();
        let set = |s: &[&str]| CardSet::from_cards(s.iter().map(|x| c(x)));
        vec![
            Action::DrawStock,
            Action::TakeDiscard,
            Action::Discard { card: c("7H") },
            Action::Knock { card: c("AS") },
            Action::NextHand,
            Action::PassUpcard,
            Action::OfferDouble,
            Action::AcceptDouble,
            Action::Redouble,
            Action::Resign,
            Action::Meld {
                cards: set(&["2C", "3C", "4C"]),
            },
            Action::LayOff {
                cards: set(&["5C"]),
                onto: set(&["2C", "3C", "4C"]),
            },
            Action::EndTurn,
            Action::Challenge,
            Action::AnswerChallenge { accept: true },
            Action::AnswerChallenge { accept: false },
        ]
    }

    /// Guards the hand-written reader: every action (one per variant of
    /// [`Action`]) reads back as the derived writer wrote it.
    #[test]
    fn every_action_reads_back_as_written() {
        for (seat, action) in every_action().into_iter().enumerate() {
            let sa = SeatAction {
                seat: seat % 4,
                action,
            };
            let json = serde_json::to_string(&sa).unwrap();
            let back: SeatAction = serde_json::from_str(&json).unwrap();
            assert_eq!(back, sa, "{json}");
            // The action's own form is the same object without `seat`.
            let alone = serde_json::to_value(action).unwrap();
            let mut with_seat = serde_json::to_value(sa).unwrap();
            with_seat.as_object_mut().unwrap().remove("seat");
            assert_eq!(alone, with_seat);
        }
    }

    #[test]
    fn a_stored_action_reads_in_any_field_order_and_ignores_unknown_fields() {
        let back: SeatAction =
            serde_json::from_str(r#"{"card":"7H","extra":[1,{"a":2}],"type":"discard","seat":2}"#)
                .unwrap();
        let card = "7H".parse().unwrap();
        assert_eq!(
            back,
            SeatAction {
                seat: 2,
                action: Action::Discard { card }
            }
        );
    }

    #[test]
    fn a_malformed_action_is_refused_with_the_reason() {
        for (json, reason) in [
            (r#"{"type":"discard"}"#, "missing field `seat`"),
            (r#"{"seat":0,"type":"discard"}"#, "missing field `card`"),
            (r#"{"seat":0}"#, "missing field `type`"),
            (r#"{"seat":0,"type":"fly"}"#, "unknown variant `fly`"),
            (
                r#"{"seat":0,"seat":1,"type":"draw_stock"}"#,
                "duplicate field `seat`",
            ),
            (
                r#"{"seat":0,"type":"lay_off","cards":["5C"]}"#,
                "missing field `onto`",
            ),
        ] {
            let err = serde_json::from_str::<SeatAction>(json)
                .unwrap_err()
                .to_string();
            assert!(err.contains(reason), "{json}: {err}");
        }
    }
}
