//! The channel's story: the public lines posted as things happen, for every
//! game. The game events are worded by `crate::render` (shared with the
//! terminal and the command line); here they get Discord's marks (bold
//! cards, an emoji for a knock, a gin, a hand's end and a game's end) and
//! the table's own events their lines.

use super::{player_name, seat_name};
use crate::engine::{Event, Seat};
use crate::table::{Player, TableEvent};

/// The public lines for these events (private ones are skipped); `seats`
/// are the players of the game the events belong to, in seat order.
pub fn event_lines(events: &[TableEvent], seats: &[Player]) -> Vec<String> {
    let name = |s: Seat| seat_name(seats, s);
    events
        .iter()
        .filter(|e| e.is_public())
        .filter_map(|e| event_line(e, &name))
        .collect()
}

fn event_line(e: &TableEvent, name: &dyn Fn(Seat) -> String) -> Option<String> {
    Some(match e {
        TableEvent::Opened { opener, settings } => {
            let kind = settings.rules.kind().name();
            let line = super::rules_line(&settings.rules);
            let details = line.strip_prefix(kind).unwrap_or(&line);
            let details = details.strip_prefix(" · ").unwrap_or(details);
            format!("🃏 <@{opener}> opened a {kind} table: {details}.")
        }
        TableEvent::Joined { player, seats } => {
            // The new seat is the last; named as the seat list names it.
            let who = match seats.len().checked_sub(1) {
                Some(last) if seats[last] == *player => seat_name(seats, last),
                _ => player_name(player),
            };
            format!("➕ {who} takes a seat.")
        }
        TableEvent::Left { player } => format!("➖ {} leaves the table.", player_name(player)),
        TableEvent::Started { seats, .. } => format!(
            "▶️ The game starts. Seats in order: {}.",
            (0..seats.len())
                .map(|s| seat_name(seats, s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        TableEvent::Game { event } => game_line(event, name)?,
        TableEvent::TimedOut { seat, .. } => {
            format!(
                "⏰ {}'s turn clock ran out: a safe move was made.",
                name(*seat)
            )
        }
        TableEvent::HandedOver { seat, level } => {
            format!("🤖 {}", crate::render::handed_over(&name(*seat), *level))
        }
        TableEvent::TimeGivenBack { seat, seconds } => format!(
            "⏱️ Moves could not be saved for a while (a fault on our side): {}'s turn clock starts again with {seconds} s.",
            name(*seat)
        ),
        TableEvent::Resumed { seat } => format!("🙋 {} is back.", name(*seat)),
        TableEvent::AbandonVote {
            user,
            votes,
            needed,
        } => format!("🗳️ <@{user}> votes to abandon the game ({votes}/{needed})."),
        TableEvent::Abandoned { .. } => "🛑 The game was abandoned (not rated).".to_string(),
        TableEvent::Finished { .. } => return None,
        TableEvent::Closed => "🚪 The table is closed.".to_string(),
    })
}

/// The line of a game event, in every game: the shared wording with
/// Discord's marks. None for the private [`Event::Drew`].
pub(super) fn game_line(e: &Event, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let describe = |e: &Event| crate::render::describe(e, &crate::render::Plain(name));
    Some(match e {
        Event::Drew { .. } => return None,
        Event::DrewStock { seat } => format!("{} draws from the stock.", name(*seat)),
        Event::TookDiscard { seat, card } => {
            format!("{} takes **{card}** from the discard pile.", name(*seat))
        }
        Event::Discarded { seat, card } => format!("{} discards **{card}**.", name(*seat)),
        Event::Knocked {
            seat, gin: true, ..
        } => format!("💥 {} goes **GIN**!", name(*seat)),
        Event::Knocked { seat, count, .. } => {
            format!("✊ {} **knocks** with {count}.", name(*seat))
        }
        Event::HandEnded { .. } | Event::TwoHandedEnded { .. } | Event::ColonelHandEnded { .. } => {
            format!("🏁 {}", describe(e))
        }
        Event::GameEnded { .. } | Event::GinGameEnded { .. } | Event::MatchEnded { .. } => {
            format!("🏆 {}", describe(e))
        }
        other => describe(other),
    })
}

/// "Rating: Ada 25.0 → 26.3 (+1.3)", one line per seat, from (player,
/// rating before, rating after).
pub fn rating_lines(changes: &[(Player, f64, f64)]) -> Vec<String> {
    changes
        .iter()
        .map(|(p, before, after)| {
            let delta = after - before;
            // Round the delta as shown, so "-0.0" never appears.
            let shown = (delta * 10.0).round() / 10.0;
            let sign = if shown < 0.0 { "−" } else { "+" };
            format!(
                "Rating: {} {before:.1} → {after:.1} ({sign}{:.1})",
                player_name(p),
                shown.abs()
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::UserId;

    #[test]
    fn rating_lines_show_before_after_and_the_change() {
        let lines = rating_lines(&[
            (Player::Human { id: UserId(7) }, 25.0, 26.34),
            (Player::Human { id: UserId(8) }, 25.0, 23.71),
            (Player::Human { id: UserId(9) }, 25.0, 25.02),
        ]);
        assert_eq!(
            lines,
            vec![
                "Rating: <@7> 25.0 → 26.3 (+1.3)".to_string(),
                "Rating: <@8> 25.0 → 23.7 (−1.3)".to_string(),
                "Rating: <@9> 25.0 → 25.0 (+0.0)".to_string(),
            ]
        );
    }

    /// Issue 38: a computer taking a seat is named as the seat list names
    /// it ("🤖 Bo (normal)"), the second computer of one level too; a
    /// person by their mention; an event stored without the seats as
    /// before.
    #[test]
    fn a_computer_takes_a_seat_by_its_name_at_the_table() {
        let ann = Player::Human { id: UserId(7) };
        let normal = Player::Computer {
            level: crate::ai::Level::Normal,
        };
        let line =
            |player, seats: Vec<Player>| event_lines(&[TableEvent::Joined { player, seats }], &[]);
        assert_eq!(
            line(normal, vec![ann, normal, normal]),
            ["➕ 🤖 Bo (normal) takes a seat."]
        );
        assert_eq!(
            line(normal, vec![ann, normal]),
            ["➕ 🤖 Ada (normal) takes a seat."]
        );
        assert_eq!(line(ann, vec![ann]), ["➕ <@7> takes a seat."]);
        assert_eq!(
            line(normal, vec![]),
            ["➕ 🤖 Computer (normal) takes a seat."]
        );
    }
}
