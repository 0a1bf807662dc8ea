//! Typed, versioned `custom_id`s for buttons and selects.
//!
//! A component's `custom_id` says what a click means, so a global handler can
//! route it without collectors and it keeps working after a restart. The
//! format is `jg<VERSION>.<tag>.<table>[.<turn>][.<card>]`, ASCII, at most
//! 100 characters (Discord's limit), for example `jg1.draw.123456789.17`:
//! - `table` is the table's channel id (one table per channel),
//! - `turn` is the table's turn counter when the button was drawn, so the
//!   table service can answer a stale click with "that was for an earlier
//!   turn",
//! - `card` (such as `7c`) appears only in ids of ephemeral, private
//!   messages ([`ComponentId::is_public`] is false for those): a public
//!   message never carries a card in its ids.
//!
//! Change the format only together with [`VERSION`]: ids of other versions
//! decode to [`DecodeError::OldVersion`] or [`DecodeError::NewerVersion`], and
//! the player is told to fetch fresh buttons.

use crate::engine::Card;
use std::fmt;

/// The version of the format, written after the prefix.
pub const VERSION: u32 = 1;
/// Every id of this bot starts with this.
pub const PREFIX: &str = "jg";
/// Discord's limit on a `custom_id`.
pub const MAX_LEN: usize = 100;

/// What a click asks for. The table service decides whether it is allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ComponentId {
    /// Public: send the clicker a fresh ephemeral view of their hand.
    MyHand {
        table: u64,
    },
    /// Public lobby buttons.
    Join {
        table: u64,
    },
    Leave {
        table: u64,
    },
    Start {
        table: u64,
    },
    /// Private (hand view): draw from the stock.
    DrawStock {
        table: u64,
        turn: u32,
    },
    /// Private (hand view): take the upcard / top discard.
    TakeDiscard {
        table: u64,
        turn: u32,
    },
    /// Private (hand view): discard a card face up.
    Discard {
        table: u64,
        turn: u32,
        card: Card,
    },
    /// Private (hand view): knock, discarding `card` face down; the first
    /// click asks to confirm, the confirming click has `confirmed`.
    Knock {
        table: u64,
        turn: u32,
        card: Card,
        confirmed: bool,
    },
    /// Private (hand view): go gin, discarding `card`; confirmed like knock.
    Gin {
        table: u64,
        turn: u32,
        card: Card,
        confirmed: bool,
    },
    /// Public: deal the next hand once a hand has ended.
    NextHand {
        table: u64,
        turn: u32,
    },
    /// Public lobby button: add a computer seat (normal level).
    AddComputer {
        table: u64,
    },
    /// Public, once a game is over: play again with the same seats.
    Rematch {
        table: u64,
    },
    /// Private (hand view): redraw the hand view in place (also "cancel").
    Refresh {
        table: u64,
    },
    /// Public: redraw the table's live message in place (a table reached
    /// only through interactions, whose message cannot update itself once
    /// its latest interaction token is too old).
    ShowTable {
        table: u64,
    },
    /// Public: the rules of the table's game, for the clicker alone (where
    /// people without the app have no `/gin rules`).
    Rules {
        table: u64,
    },
    /// Public: end the game, or vote to (as `/gin abandon`).
    Abandon {
        table: u64,
    },
    /// Private (hand view): the select of cards to discard; the card is
    /// the selected value.
    DiscardSelect {
        table: u64,
        turn: u32,
    },
    /// Private (hand view): the select of cards to knock with; asks to
    /// confirm.
    KnockSelect {
        table: u64,
        turn: u32,
    },
    /// Private (hand view): a move that names no card (pass the upcard,
    /// the doubling moves, Colonel's challenge and end of turn).
    Move {
        table: u64,
        turn: u32,
        action: Move,
    },
    /// Private (hand view), Colonel: the select of melds to lay down; the
    /// meld is the selected value.
    MeldSelect {
        table: u64,
        turn: u32,
    },
    /// Private (hand view), Colonel: the select of lay-offs; the cards and
    /// the meld they go onto are the selected value.
    LayOffSelect {
        table: u64,
        turn: u32,
    },
    /// Private (hand view): ask the coach for a hint on this decision
    /// (issue 41); answered ephemerally to the clicker.
    Hint {
        table: u64,
        turn: u32,
    },
    /// Private (hand view at a hand's end): the coach's review of the
    /// clicker's decisions in hand `hand` of game `game` (issue 41). No
    /// card: which decisions are the clicker's is the table's to say.
    Review {
        table: u64,
        game: u64,
        hand: u32,
    },
    /// Private (hand view at the game's end): every player's accuracy in
    /// game `game` (issue 41).
    Summary {
        table: u64,
        game: u64,
    },
    /// Public (table message): a private view of the public table for the
    /// clicker, seated or not, kept up to date by the board (issue 42).
    Watch {
        table: u64,
    },
    /// Private (watch view): redraw the watch view in place.
    WatchRefresh {
        table: u64,
    },
    /// Put the clicker on the list for the next game (issue 42).
    JoinNext {
        table: u64,
    },
    /// Take the clicker off the list for the next game.
    LeaveNext {
        table: u64,
    },
}

/// A move without a card, as a button names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    PassUpcard,
    OfferDouble,
    AcceptDouble,
    Redouble,
    Resign,
    EndTurn,
    Challenge,
    AcceptChallenge,
    RefuseChallenge,
}

impl Move {
    const ALL: [Move; 9] = [
        Move::PassUpcard,
        Move::OfferDouble,
        Move::AcceptDouble,
        Move::Redouble,
        Move::Resign,
        Move::EndTurn,
        Move::Challenge,
        Move::AcceptChallenge,
        Move::RefuseChallenge,
    ];

    /// The game's action.
    pub fn action(self) -> crate::engine::Action {
        use crate::engine::Action;
        match self {
            Move::PassUpcard => Action::PassUpcard,
            Move::OfferDouble => Action::OfferDouble,
            Move::AcceptDouble => Action::AcceptDouble,
            Move::Redouble => Action::Redouble,
            Move::Resign => Action::Resign,
            Move::EndTurn => Action::EndTurn,
            Move::Challenge => Action::Challenge,
            Move::AcceptChallenge => Action::AnswerChallenge { accept: true },
            Move::RefuseChallenge => Action::AnswerChallenge { accept: false },
        }
    }

    fn tag(self) -> &'static str {
        match self {
            Move::PassUpcard => "pass",
            Move::OfferDouble => "dbl",
            Move::AcceptDouble => "dblok",
            Move::Redouble => "redbl",
            Move::Resign => "resign",
            Move::EndTurn => "endturn",
            Move::Challenge => "chal",
            Move::AcceptChallenge => "chalok",
            Move::RefuseChallenge => "chalno",
        }
    }
}

/// Why a `custom_id` could not be decoded. [`DecodeError::user_message`] is
/// the ephemeral answer to the click.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Not one of ours (no `jg<digits>.` prefix).
    Foreign,
    /// Ours, from an older format.
    OldVersion(u32),
    /// Ours, from a newer format (a newer bot ran before this one).
    NewerVersion(u32),
    /// Right version, but not a valid id.
    Malformed(String),
}

impl DecodeError {
    /// A clear answer for the player who clicked.
    pub fn user_message(&self) -> &'static str {
        match self {
            DecodeError::Foreign => {
                "I don't recognise that button: it doesn't belong to Jersey Gin."
            }
            DecodeError::OldVersion(_) => {
                "This button is from an older version of the bot and no longer works. Use `/gin hand` or `/gin table` for fresh buttons."
            }
            DecodeError::NewerVersion(_) => {
                "This button is from a newer version of the bot than the one running now. Use `/gin hand` or `/gin table` for fresh buttons."
            }
            DecodeError::Malformed(_) => {
                "That button is damaged or unknown, so I can't act on it. Use `/gin hand` or `/gin table` for fresh buttons."
            }
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Foreign => f.write_str("not a Jersey Gin custom_id"),
            DecodeError::OldVersion(v) => write!(f, "custom_id of old version {v}"),
            DecodeError::NewerVersion(v) => write!(f, "custom_id of newer version {v}"),
            DecodeError::Malformed(why) => write!(f, "malformed custom_id: {why}"),
        }
    }
}

impl std::error::Error for DecodeError {}

impl ComponentId {
    /// The table (channel id) the click is for.
    pub fn table(&self) -> u64 {
        match *self {
            ComponentId::MyHand { table }
            | ComponentId::Join { table }
            | ComponentId::Leave { table }
            | ComponentId::Start { table }
            | ComponentId::DrawStock { table, .. }
            | ComponentId::TakeDiscard { table, .. }
            | ComponentId::Discard { table, .. }
            | ComponentId::Knock { table, .. }
            | ComponentId::Gin { table, .. }
            | ComponentId::NextHand { table, .. }
            | ComponentId::AddComputer { table }
            | ComponentId::Rematch { table }
            | ComponentId::Refresh { table }
            | ComponentId::ShowTable { table }
            | ComponentId::Rules { table }
            | ComponentId::Abandon { table }
            | ComponentId::DiscardSelect { table, .. }
            | ComponentId::KnockSelect { table, .. }
            | ComponentId::Move { table, .. }
            | ComponentId::MeldSelect { table, .. }
            | ComponentId::LayOffSelect { table, .. }
            | ComponentId::Hint { table, .. }
            | ComponentId::Review { table, .. }
            | ComponentId::Summary { table, .. }
            | ComponentId::Watch { table }
            | ComponentId::WatchRefresh { table }
            | ComponentId::JoinNext { table }
            | ComponentId::LeaveNext { table } => table,
        }
    }

    /// The turn counter the button was drawn at, for ids that have one.
    pub fn turn(&self) -> Option<u32> {
        match *self {
            ComponentId::MyHand { .. }
            | ComponentId::Join { .. }
            | ComponentId::Leave { .. }
            | ComponentId::Start { .. }
            | ComponentId::AddComputer { .. }
            | ComponentId::Rematch { .. }
            | ComponentId::Refresh { .. }
            | ComponentId::ShowTable { .. }
            | ComponentId::Rules { .. }
            | ComponentId::Abandon { .. }
            | ComponentId::Review { .. }
            | ComponentId::Summary { .. }
            | ComponentId::Watch { .. }
            | ComponentId::WatchRefresh { .. }
            | ComponentId::JoinNext { .. }
            | ComponentId::LeaveNext { .. } => None,
            ComponentId::DrawStock { turn, .. }
            | ComponentId::TakeDiscard { turn, .. }
            | ComponentId::Discard { turn, .. }
            | ComponentId::Knock { turn, .. }
            | ComponentId::Gin { turn, .. }
            | ComponentId::NextHand { turn, .. }
            | ComponentId::DiscardSelect { turn, .. }
            | ComponentId::KnockSelect { turn, .. }
            | ComponentId::Move { turn, .. }
            | ComponentId::MeldSelect { turn, .. }
            | ComponentId::LayOffSelect { turn, .. }
            | ComponentId::Hint { turn, .. } => Some(turn),
        }
    }

    /// The card the id carries, if any.
    pub fn card(&self) -> Option<Card> {
        match *self {
            ComponentId::Discard { card, .. }
            | ComponentId::Knock { card, .. }
            | ComponentId::Gin { card, .. } => Some(card),
            _ => None,
        }
    }

    /// Whether the id may be used on a public message. Ids that carry a card
    /// belong on the owner's ephemeral hand view only.
    pub fn is_public(&self) -> bool {
        self.card().is_none()
            && !matches!(
                self,
                ComponentId::DrawStock { .. }
                    | ComponentId::TakeDiscard { .. }
                    | ComponentId::Refresh { .. }
                    | ComponentId::DiscardSelect { .. }
                    | ComponentId::KnockSelect { .. }
                    | ComponentId::Move { .. }
                    | ComponentId::MeldSelect { .. }
                    | ComponentId::LayOffSelect { .. }
                    | ComponentId::Hint { .. }
                    | ComponentId::Review { .. }
                    | ComponentId::Summary { .. }
                    | ComponentId::WatchRefresh { .. }
            )
    }

    fn tag(&self) -> &'static str {
        match self {
            ComponentId::MyHand { .. } => "hand",
            ComponentId::Join { .. } => "join",
            ComponentId::Leave { .. } => "leave",
            ComponentId::Start { .. } => "start",
            ComponentId::DrawStock { .. } => "draw",
            ComponentId::TakeDiscard { .. } => "take",
            ComponentId::Discard { .. } => "disc",
            ComponentId::Knock {
                confirmed: false, ..
            } => "knock",
            ComponentId::Knock {
                confirmed: true, ..
            } => "knockok",
            ComponentId::Gin {
                confirmed: false, ..
            } => "gin",
            ComponentId::Gin {
                confirmed: true, ..
            } => "ginok",
            ComponentId::NextHand { .. } => "next",
            ComponentId::AddComputer { .. } => "addai",
            ComponentId::Rematch { .. } => "rematch",
            ComponentId::Refresh { .. } => "view",
            ComponentId::ShowTable { .. } => "table",
            ComponentId::Rules { .. } => "rules",
            ComponentId::Abandon { .. } => "abandon",
            ComponentId::DiscardSelect { .. } => "discsel",
            ComponentId::KnockSelect { .. } => "knocksel",
            ComponentId::Move { action, .. } => action.tag(),
            ComponentId::MeldSelect { .. } => "meldsel",
            ComponentId::LayOffSelect { .. } => "laysel",
            ComponentId::Hint { .. } => "hint",
            ComponentId::Review { .. } => "review",
            ComponentId::Summary { .. } => "summary",
            ComponentId::Watch { .. } => "watch",
            ComponentId::WatchRefresh { .. } => "wview",
            ComponentId::JoinNext { .. } => "nextjoin",
            ComponentId::LeaveNext { .. } => "nextleave",
        }
    }

    /// The `custom_id` string. Always at most [`MAX_LEN`] characters: the
    /// longest is `jg1.knockok.` + 20 digits + `.` + 10 digits + `.7c`.
    pub fn encode(&self) -> String {
        let mut s = format!("{PREFIX}{VERSION}.{}.{}", self.tag(), self.table());
        if let Some(turn) = self.turn() {
            s.push_str(&format!(".{turn}"));
        }
        if let Some(card) = self.card() {
            s.push('.');
            s.push_str(&card.ascii());
        }
        match *self {
            ComponentId::Review { game, hand, .. } => s.push_str(&format!(".{game}.{hand}")),
            ComponentId::Summary { game, .. } => s.push_str(&format!(".{game}")),
            _ => {}
        }
        debug_assert!(s.len() <= MAX_LEN);
        s
    }

    /// Reads a `custom_id`.
    pub fn decode(id: &str) -> Result<ComponentId, DecodeError> {
        let body = versioned_body(id)?;
        if id.len() > MAX_LEN {
            return Err(DecodeError::Malformed("too long".into()));
        }
        let f = Fields {
            id,
            parts: body.split('.').collect(),
        };
        let table: u64 = f.get(1, "table")?;
        let (decoded, fields) = Self::by_tag(f.parts[0], table, &f)?;
        if f.parts.len() != fields {
            return Err(f.bad("wrong number of fields"));
        }
        // Only the canonical spelling is accepted (no `+1`, `007`, `7C`).
        if decoded.encode() != id {
            return Err(f.bad("not canonical"));
        }
        Ok(decoded)
    }

    /// The component a tag names, with how many fields its id has.
    fn by_tag(tag: &str, table: u64, f: &Fields) -> Result<(ComponentId, usize), DecodeError> {
        Ok(match tag {
            "hand" => (ComponentId::MyHand { table }, 2),
            "join" => (ComponentId::Join { table }, 2),
            "leave" => (ComponentId::Leave { table }, 2),
            "start" => (ComponentId::Start { table }, 2),
            "addai" => (ComponentId::AddComputer { table }, 2),
            "rematch" => (ComponentId::Rematch { table }, 2),
            "view" => (ComponentId::Refresh { table }, 2),
            "table" => (ComponentId::ShowTable { table }, 2),
            "rules" => (ComponentId::Rules { table }, 2),
            "abandon" => (ComponentId::Abandon { table }, 2),
            "watch" => (ComponentId::Watch { table }, 2),
            "wview" => (ComponentId::WatchRefresh { table }, 2),
            "nextjoin" => (ComponentId::JoinNext { table }, 2),
            "nextleave" => (ComponentId::LeaveNext { table }, 2),
            "discsel" => (
                ComponentId::DiscardSelect {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "knocksel" => (
                ComponentId::KnockSelect {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "draw" => (
                ComponentId::DrawStock {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "take" => (
                ComponentId::TakeDiscard {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "next" => (
                ComponentId::NextHand {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "disc" => (
                ComponentId::Discard {
                    table,
                    turn: f.turn()?,
                    card: f.card()?,
                },
                4,
            ),
            "knock" | "knockok" => (
                ComponentId::Knock {
                    table,
                    turn: f.turn()?,
                    card: f.card()?,
                    confirmed: tag == "knockok",
                },
                4,
            ),
            "gin" | "ginok" => (
                ComponentId::Gin {
                    table,
                    turn: f.turn()?,
                    card: f.card()?,
                    confirmed: tag == "ginok",
                },
                4,
            ),
            "meldsel" => (
                ComponentId::MeldSelect {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "laysel" => (
                ComponentId::LayOffSelect {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "hint" => (
                ComponentId::Hint {
                    table,
                    turn: f.turn()?,
                },
                3,
            ),
            "review" => (
                ComponentId::Review {
                    table,
                    game: f.get(2, "game")?,
                    hand: f.get(3, "hand")?,
                },
                4,
            ),
            "summary" => (
                ComponentId::Summary {
                    table,
                    game: f.get(2, "game")?,
                },
                3,
            ),
            other => match Move::ALL.into_iter().find(|m| m.tag() == other) {
                Some(action) => (
                    ComponentId::Move {
                        table,
                        turn: f.turn()?,
                        action,
                    },
                    3,
                ),
                None => return Err(f.bad("unknown tag")),
            },
        })
    }
}

/// The body of one of our ids of this version (after `jg<version>.`).
fn versioned_body(id: &str) -> Result<&str, DecodeError> {
    let rest = id.strip_prefix(PREFIX).ok_or(DecodeError::Foreign)?;
    let (version, body) = rest.split_once('.').ok_or(DecodeError::Foreign)?;
    if version.is_empty() || !version.bytes().all(|b| b.is_ascii_digit()) {
        return Err(DecodeError::Foreign);
    }
    let version: u32 = version.parse().map_err(|_| DecodeError::Foreign)?;
    if version < VERSION {
        return Err(DecodeError::OldVersion(version));
    }
    if version > VERSION {
        return Err(DecodeError::NewerVersion(version));
    }
    Ok(body)
}

/// The dot-separated fields of an id being read: tag, table, turn, card.
struct Fields<'a> {
    id: &'a str,
    parts: Vec<&'a str>,
}

impl Fields<'_> {
    fn bad(&self, why: &str) -> DecodeError {
        DecodeError::Malformed(format!("{why} in {:?}", self.id))
    }

    fn get<T: std::str::FromStr>(&self, at: usize, what: &str) -> Result<T, DecodeError> {
        self.parts
            .get(at)
            .ok_or_else(|| self.bad(&format!("no {what}")))?
            .parse()
            .map_err(|_| self.bad(&format!("bad {what}")))
    }

    fn turn(&self) -> Result<u32, DecodeError> {
        self.get(2, "turn")
    }

    fn card(&self) -> Result<Card, DecodeError> {
        self.get(3, "card")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_examples(table: u64, turn: u32, card: Card) -> Vec<ComponentId> {
        let mut v = vec![
            ComponentId::MyHand { table },
            ComponentId::Join { table },
            ComponentId::Leave { table },
            ComponentId::Start { table },
            ComponentId::DrawStock { table, turn },
            ComponentId::TakeDiscard { table, turn },
            ComponentId::Discard { table, turn, card },
            ComponentId::NextHand { table, turn },
            ComponentId::AddComputer { table },
            ComponentId::Rematch { table },
            ComponentId::Refresh { table },
            ComponentId::ShowTable { table },
            ComponentId::Rules { table },
            ComponentId::Abandon { table },
            ComponentId::DiscardSelect { table, turn },
            ComponentId::KnockSelect { table, turn },
            ComponentId::MeldSelect { table, turn },
            ComponentId::LayOffSelect { table, turn },
            ComponentId::Review {
                table,
                game: u64::MAX - table,
                hand: turn,
            },
            ComponentId::Summary {
                table,
                game: u64::MAX,
            },
            ComponentId::Watch { table },
            ComponentId::WatchRefresh { table },
            ComponentId::JoinNext { table },
            ComponentId::LeaveNext { table },
        ];
        for action in Move::ALL {
            v.push(ComponentId::Move {
                table,
                turn,
                action,
            });
        }
        for confirmed in [false, true] {
            v.push(ComponentId::Knock {
                table,
                turn,
                card,
                confirmed,
            });
            v.push(ComponentId::Gin {
                table,
                turn,
                card,
                confirmed,
            });
        }
        v
    }

    #[test]
    fn round_trip_and_length() {
        for card in Card::all() {
            for (table, turn) in [
                (0, 0),
                (1, 1),
                (u64::MAX, u32::MAX),
                (123456789012345678, 17),
            ] {
                for id in all_examples(table, turn, card) {
                    let s = id.encode();
                    assert!(s.len() <= MAX_LEN, "{s} is {} long", s.len());
                    assert!(s.is_ascii());
                    assert!(s.starts_with(&format!("{PREFIX}{VERSION}.")), "{s}");
                    assert_eq!(ComponentId::decode(&s), Ok(id), "{s}");
                }
            }
        }
    }

    #[test]
    fn example_spelling() {
        let card: Card = "7c".parse().unwrap();
        assert_eq!(
            ComponentId::Discard {
                table: 42,
                turn: 3,
                card
            }
            .encode(),
            "jg1.disc.42.3.7c"
        );
        assert_eq!(
            ComponentId::DrawStock { table: 9, turn: 0 }.encode(),
            "jg1.draw.9.0"
        );
    }

    #[test]
    fn public_ids_carry_no_card() {
        let card: Card = "Qh".parse().unwrap();
        for id in all_examples(5, 6, card) {
            if id.is_public() {
                assert!(id.card().is_none());
                assert!(!id.encode().contains(&card.ascii()), "{id:?}");
            }
        }
    }

    #[test]
    fn versions_and_foreign_ids() {
        assert_eq!(
            ComponentId::decode("jg0.hand.1"),
            Err(DecodeError::OldVersion(0))
        );
        assert_eq!(
            ComponentId::decode("jg2.hand.1"),
            Err(DecodeError::NewerVersion(2))
        );
        for foreign in ["", "hello", "jg", "jgx.hand.1", "jg.hand.1", "other:1:2"] {
            assert_eq!(
                ComponentId::decode(foreign),
                Err(DecodeError::Foreign),
                "{foreign}"
            );
        }
        for bad in [
            "jg1.",
            "jg1.hand",
            "jg1.hand.x",
            "jg1.hand.1.2",
            "jg1.draw.1",
            "jg1.draw.1.-2",
            "jg1.disc.1.2",
            "jg1.disc.1.2.1z",
            "jg1.disc.1.2.7C",
            "jg1.hand.01",
            "jg1.hand.+1",
            "jg1.fold.1.2",
        ] {
            assert!(
                matches!(ComponentId::decode(bad), Err(DecodeError::Malformed(_))),
                "{bad}: {:?}",
                ComponentId::decode(bad)
            );
        }
        let long = format!("jg1.hand.{}", "1".repeat(100));
        assert!(matches!(
            ComponentId::decode(&long),
            Err(DecodeError::Malformed(_))
        ));
        // Every error has a clear answer that mentions what to do.
        for e in [
            DecodeError::Foreign,
            DecodeError::OldVersion(0),
            DecodeError::NewerVersion(9),
            DecodeError::Malformed("x".into()),
        ] {
            assert!(e.user_message().len() > 20);
        }
        assert!(DecodeError::OldVersion(0)
            .user_message()
            .contains("older version"));
    }
}
