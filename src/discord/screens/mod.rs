//! What players read on Discord, for every game of the family: pure
//! functions from the table service's views and events to [`Msg`]s. No
//! I/O; the unit tests render whole games of every kind and check every
//! message against Discord's limits and against hidden cards.
//!
//! - [`table_message`]: the public lobby/table message (edited in place).
//! - [`event_lines`], [`story_lines`]: the story, the public lines posted to
//!   the channel as things happen, a draw and its discard (a challenge and
//!   its answer) as one line (the wording of game events is
//!   `crate::render`'s).
//! - [`hand_view`], [`confirm_view`]: a player's ephemeral hand with its
//!   controls (enabled only when legal), and the knock confirmation.
//! - [`watch_view`]: the ephemeral view of the public table for anyone
//!   who watches (issue 42), with the list for the next game.
//!
//! One set of screens serves every game: `reading` reads any game's public
//! state one way (the only place that matches on the game, apart from the
//! prompt of the hand view), and `controls` lays out the same controls for
//! every game.
//!
//! [`Msg`]: super::message::Msg

mod controls;
mod hand_view;
mod live;
mod reading;
mod story;
mod table_message;
mod watch;
// A test module of its own file (`#![cfg(test)]` there).
mod tests;

pub use controls::{layoff_value, parse_card_list};
pub use hand_view::{confirm_view, hand_view, warning};
pub use live::{closed_live_message, closed_story_room, live_message, live_story_room};
pub use story::{event_lines, rating_lines, story_lines, StoryPart};
pub use table_message::{closed_table_message, rules_line, table_message};
pub use watch::watch_view;

use crate::engine::{CardSet, Seat};
use crate::table::{Player, SeatInfo};
use gin_text::{tr, Lang};

/// A player as a rating sees them, apart from any table: a mention, or
/// a computer level (one rated identity per level: the leaderboard, the
/// rating lines, a computer taking a seat).
pub fn player_name(lang: Lang, p: &Player) -> String {
    match p {
        Player::Human { id } => format!("<@{id}>"),
        Player::Computer { level } => {
            tr!(
                lang,
                "table-computer-player",
                level = crate::words::level(lang, *level)
            )
        }
        Player::Anonymous { tag } => {
            tr!(lang, "table-anonymous-player", tag = format!("{tag:08X}"))
        }
    }
}

/// A seat of a table as the channel sees it: a mention, or the computer's
/// own name at this table with its level ("🤖 Ada (normal)", the names
/// the terminal gives), or "seat N" for a seat nobody holds.
pub fn seat_name(lang: Lang, seats: &[Player], seat: Seat) -> String {
    match seats.get(seat) {
        Some(Player::Computer { level }) => {
            match crate::table::player::computer_name(seats, seat) {
                Some(name) => tr!(
                    lang,
                    "table-computer-seat",
                    name = name,
                    level = crate::words::level(lang, *level)
                ),
                None => player_name(lang, &seats[seat]),
            }
        }
        Some(p) => player_name(lang, p),
        None => tr!(lang, "table-empty-seat", number = seat + 1),
    }
}

/// The players of a table's seats, in seat order.
pub fn players_of(seats: &[SeatInfo]) -> Vec<Player> {
    seats.iter().map(|s| s.player).collect()
}

/// Cards in order, as "7♣ 8♣ 9♣".
fn cards_text(cards: CardSet) -> String {
    cards
        .sorted()
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Melds as the screens write them: "`7♣ 8♣ 9♣` `K♦ K♥ K♠`", or "none".
fn melds_text(lang: Lang, melds: &[CardSet]) -> String {
    if melds.is_empty() {
        return tr!(lang, "table-none");
    }
    melds
        .iter()
        .map(|m| format!("`{}`", cards_text(*m)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Deadwood as the screens write it: "`5♣ K♦` = 15", or "none = 0".
fn deadwood_text(lang: Lang, cards: CardSet, count: u32) -> String {
    if cards.is_empty() {
        format!("{} = {count}", tr!(lang, "table-none"))
    } else {
        format!("`{}` = {count}", cards_text(cards))
    }
}
