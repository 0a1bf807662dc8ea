//! What players read on Discord, for every game of the family: pure
//! functions from the table service's views and events to [`Msg`]s. No
//! I/O; the unit tests render whole games of every kind and check every
//! message against Discord's limits and against hidden cards.
//!
//! - [`table_message`]: the public lobby/table message (edited in place).
//! - [`event_lines`]: the story, the public lines posted to the channel as
//!   things happen (the wording of game events is `crate::render`'s).
//! - [`hand_view`], [`confirm_view`]: a player's ephemeral hand with its
//!   controls (enabled only when legal), and the knock confirmation.
//!
//! One set of screens serves every game: `reading` reads any game's public
//! state one way (the only place that matches on the game, apart from the
//! prompt of the hand view), and `controls` lays out the same controls for
//! every game.
//!
//! [`Msg`]: super::message::Msg

mod controls;
mod hand_view;
mod reading;
mod story;
mod table_message;
// A test module of its own file (`#![cfg(test)]` there).
mod tests;

pub use controls::{layoff_value, parse_card_list};
pub use hand_view::{confirm_view, hand_view, warning};
pub use story::{event_lines, rating_lines};
pub use table_message::{closed_table_message, rules_line, table_message};

use crate::engine::{CardSet, Seat};
use crate::table::{Player, SeatInfo};

/// A player as the channel sees them: a mention, or the computer's level.
pub fn player_name(p: &Player) -> String {
    match p {
        Player::Human { id } => format!("<@{id}>"),
        Player::Computer { level } => format!("🤖 Computer ({level})"),
    }
}

/// A seat of a game as the channel sees it: its player, or "seat N" for
/// a seat nobody holds.
pub fn seat_name(seats: &[Player], seat: Seat) -> String {
    seats
        .get(seat)
        .map(player_name)
        .unwrap_or_else(|| format!("seat {}", seat + 1))
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
fn melds_text(melds: &[CardSet]) -> String {
    if melds.is_empty() {
        return "none".into();
    }
    melds
        .iter()
        .map(|m| format!("`{}`", cards_text(*m)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Deadwood as the screens write it: "`5♣ K♦` = 15", or "none = 0".
fn deadwood_text(cards: CardSet, count: u32) -> String {
    if cards.is_empty() {
        format!("none = {count}")
    } else {
        format!("`{}` = {count}", cards_text(cards))
    }
}
