//! Mentions: whose turn it is, if a person's, and the line that tells
//! them (each turn is announced once).

use crate::engine::{PublicState, Seat};
use crate::table::{Snapshot, StageKind, UserId};

/// Who is to play now, if a person: ((game, the move their turn began
/// at), user). A turn is announced once.
pub(super) fn turn_of(t: &Snapshot) -> Option<((u64, u32), UserId)> {
    if t.stage() != StageKind::Playing {
        return None;
    }
    let person = |seat: Seat| match t.seats().get(seat) {
        Some(info) if !info.auto => info.player.user(),
        _ => None,
    };
    let discards = |log: &[crate::engine::Event]| {
        log.iter()
            .filter(|e| matches!(e, crate::engine::Event::Discarded { .. }))
            .count() as u32
    };
    let (seat, began) = match t.view().game? {
        PublicState::Jersey(g) => {
            // A turn is a draw, then a discard: it began a move ago once drawn.
            let drawn = g.phase == crate::engine::jersey::Phase::Discard;
            (g.to_act?, g.moves - u32::from(drawn))
        }
        // A turn ends with a discard: the hand and the discards so far
        // name it, however many moves it takes (passes, doubles, melds).
        PublicState::Gin(g) => {
            let seat = g.to_act.iter().copied().find(|&s| person(s).is_some())?;
            let table = g
                .tables
                .iter()
                .find(|x| x.dealer == seat || x.non_dealer == seat)?;
            (seat, g.hand_no * 10_000 + discards(&table.log))
        }
        PublicState::Colonel(c) => (c.to_act?, c.hand_no * 10_000 + discards(&c.log)),
    };
    Some(((t.game_id(), began), person(seat)?))
}

/// The mention line of [`turn_of`].
pub(super) fn turn_line(user: UserId) -> String {
    format!("➡️ <@{user}>, your turn.")
}
