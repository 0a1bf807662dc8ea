//! The public table message of a channel, edited in place: the lobby, then
//! the game (the sides and their scores, who deals and who is to play, the
//! hands in play, the melds on the table, the last moves), then how it
//! ended. One message for every game: the game's own parts come from its
//! [`Reading`].

use super::reading::{read, Note, Reading, Recent, TableReading};
use super::{agreeing, cards_text, players_of, seat_name};
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{Control, Msg, Style};
use crate::engine::{Event, Rules, Seat};
use crate::table::{Player, StageKind, TableView};

/// How many recent moves the table message shows.
pub const RECENT_LINES: usize = 6;

/// The game and its switches in a few words, for headers and posts:
/// "Gin Rummy · Oklahoma, doubling · game to 100".
pub fn rules_line(rules: &Rules) -> String {
    match rules {
        Rules::Jersey(o) => format!("Jersey Gin · game to {}", o.target),
        Rules::Gin(g) => {
            let mut s = String::from("Gin Rummy");
            let switches: Vec<&str> = g.switches().into_iter().map(|s| s.label()).collect();
            if !switches.is_empty() {
                s += " · ";
                s += &switches.join(", ");
            }
            s += &format!(" · game to {}", g.target());
            if g.hollywood {
                s += " (each of three games)";
            }
            s
        }
        Rules::Colonel(c) => format!("Colonel · a match of {} hands", c.hands),
    }
}

/// What the table message becomes once its table is closed.
pub fn closed_table_message() -> Msg {
    Msg::new(
        "🃏 This table is closed. Open a new one with `/gin new`.".into(),
        vec![],
    )
}

/// The public table message (lobby, game, or result). `table` is the
/// channel id.
pub fn table_message(table: u64, view: &TableView) -> Msg {
    let header = format!("🃏 **{}**", rules_line(&view.settings.rules));
    match (view.stage, &view.game) {
        (StageKind::Lobby, _) => lobby(table, view, header),
        (_, None) => Msg::new(header, vec![]),
        (_, Some(state)) => {
            let game = read(state);
            let players = players_of(&view.seats);
            let name = |s: Seat| seat_name(&players, s);
            let mut s = format!("{header} · hand {}\n", game.hand_no);
            s += &sides_lines(view, &game, &name);
            if view.stage == StageKind::Playing && !game.between_hands {
                for t in &game.tables {
                    s += &table_line(t, &name);
                    s.push('\n');
                }
            }
            s += &melds_line(&game, &name);
            s += &recent_lines(&game, &name);
            ending(table, view, s, &game, &name)
        }
    }
}

fn lobby(table: u64, view: &TableView, header: String) -> Msg {
    let needed = view.settings.seats();
    let mut s = format!(
        "{header} · turn clock {}\n**Lobby** — {}/{needed} seats. Join, or add a computer seat, then Start.\n",
        duration_text(view.settings.turn_ms),
        view.seats.len()
    );
    let players = players_of(&view.seats);
    for i in 0..players.len() {
        s += &format!("`{}.` {}\n", i + 1, seat_name(&players, i));
    }
    for i in view.seats.len()..needed {
        s += &format!("`{}.` *(empty)*\n", i + 1);
    }
    let rows = vec![vec![
        Control::button(ComponentId::Join { table }, "Join", Style::Success, true),
        Control::button(
            ComponentId::Leave { table },
            "Leave",
            Style::Secondary,
            true,
        ),
        Control::button(
            ComponentId::AddComputer { table },
            "Add computer",
            Style::Secondary,
            true,
        ),
        Control::button(ComponentId::Start { table }, "Start", Style::Primary, true),
    ]];
    Msg::new(s, rows)
}

/// One line per side: its seats, each with what marks it (sits out,
/// dealer, stand-in, to play with its clock), then its score.
fn sides_lines(view: &TableView, game: &Reading, name: &dyn Fn(Seat) -> String) -> String {
    let mut s = String::new();
    for (i, side) in game.sides.iter().enumerate() {
        let who = side
            .seats
            .iter()
            .map(|&seat| format!("{}{}", name(seat), seat_marks(view, game, seat)))
            .collect::<Vec<_>>()
            .join(" & ");
        s += &format!("`{}.` {who} — {}\n", i + 1, side.score);
    }
    s
}

fn seat_marks(view: &TableView, game: &Reading, seat: Seat) -> String {
    let mut line = String::new();
    let Some(info) = view.seats.get(seat) else {
        return line;
    };
    let playing = view.stage == StageKind::Playing;
    if game.sitting_out == Some(seat) {
        line += " · sits out";
    }
    if playing && game.dealers.contains(&seat) {
        line += " · dealer";
    }
    if info.auto {
        line += " · 🤖 stand-in";
    }
    if playing && game.to_act.contains(&seat) {
        line += " ◀ **to play**";
        if let (Some(d), Player::Human { .. }) = (view.deadline, info.player) {
            if !info.auto && d.seat == seat {
                line += &format!(" (clock <t:{}:R>)", d.at_ms / 1000);
            }
        }
    }
    line
}

/// One hand in play as everyone may see it: "Table 1: Ann vs Bob ·
/// Upcard on offer **7♣** · stock 31 cards · knock at 7 or less".
pub(super) fn table_line(t: &TableReading, name: &dyn Fn(Seat) -> String) -> String {
    let mut s = String::new();
    if let Some(n) = t.number {
        let players: Vec<String> = t.players.iter().map(|&p| name(p)).collect();
        s += &format!("Table {n}: {} · ", players.join(" vs "));
    }
    if t.over {
        return s + "hand over";
    }
    s += &t.pile.line();
    s += &format!(" · stock {} cards", t.stock);
    for note in &t.notes {
        s += &match note {
            Note::Break { breaker } => format!(" · **the break** (breaker {})", name(*breaker)),
            Note::GinOnly => " · gin only".into(),
            Note::GinOnlyThisHand => " · **gin only** this hand (an ace was turned)".into(),
            Note::KnockAt(limit) => format!(" · knock at {limit} or less"),
            Note::SpadeDoubles => " · ♠ counts double".into(),
            Note::Stake(stake) => format!(" · stake ×{stake}"),
            Note::Challenge => " · ⚔️ a challenge is on".into(),
        };
    }
    s
}

/// "Melds on the table: [7♣ 8♣ 9♣] (Ann), ..." when there are any.
pub(super) fn melds_line(game: &Reading, name: &dyn Fn(Seat) -> String) -> String {
    if game.melds.is_empty() {
        return String::new();
    }
    let melds: Vec<String> = game
        .melds
        .iter()
        .map(|m| format!("[{}] ({})", cards_text(m.cards), name(m.owner)))
        .collect();
    format!("Melds on the table: {}\n", melds.join(", "))
}

/// The last public moves of the hand, and how it ended.
fn recent_lines(game: &Reading, name: &dyn Fn(Seat) -> String) -> String {
    let recent: Vec<String> = game
        .recent
        .iter()
        .filter_map(|r| recent_line(r, name))
        .collect();
    if recent.is_empty() {
        return String::new();
    }
    let mut s = "**Recent**\n".to_string();
    for line in recent.iter().rev().take(RECENT_LINES).rev() {
        s += &format!("> {line}\n");
    }
    s
}

/// The short line the table message shows for a move or a hand's end.
fn recent_line(r: &Recent, name: &dyn Fn(Seat) -> String) -> Option<String> {
    match r {
        Recent::HandOver {
            table,
            winner,
            points,
        } => {
            let at = table.map(|t| format!(" at table {t}")).unwrap_or_default();
            Some(match winner {
                Some(w) => format!("Hand over{at}: {} scores {points}.", name(*w)),
                None => format!("Hand over{at}: no score."),
            })
        }
        Recent::Event(e) if !e.is_public() => None,
        Recent::Event(Event::LaidDown { seat, .. }) => {
            Some(format!("{} lays down melds.", name(*seat)))
        }
        Recent::Event(Event::DealerDraw { dealer, .. }) => {
            Some(format!("{} deals first.", name(*dealer)))
        }
        Recent::Event(e) => super::story::game_line(e, name),
    }
}

/// How every game's table message ends: the "My hand" button while it is
/// played, or how it ended and the "Rematch" button once it is finished.
fn ending(
    table: u64,
    view: &TableView,
    mut s: String,
    game: &Reading,
    name: &dyn Fn(Seat) -> String,
) -> Msg {
    let button = if view.stage == StageKind::Playing {
        Control::button(
            ComponentId::MyHand { table },
            "My hand",
            Style::Primary,
            true,
        )
    } else {
        if let Some(over) = over_line(game, name) {
            s += &over;
            s.push('\n');
        }
        Control::button(
            ComponentId::Rematch { table },
            "Rematch",
            Style::Success,
            true,
        )
    };
    Msg::new(s, vec![vec![button]])
}

/// "🏆 **Game over**: Ann wins by 12. Totals: Ann 140, Bob 128" (Colonel:
/// "Match over"; Hollywood: "Set over: Ann wins 2–1 by 505", V2.6; a
/// side of two: "Ann & Cy win"), for every game (the table message and
/// the hand view say it alike).
pub(super) fn over_line(game: &Reading, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let over = game.over.as_ref()?;
    let side = |c: usize| {
        game.sides[c]
            .seats
            .iter()
            .map(|&s| name(s))
            .collect::<Vec<_>>()
            .join(" & ")
    };
    let totals = over
        .order
        .iter()
        .map(|&c| format!("{} {}", side(c), over.totals[c]))
        .collect::<Vec<_>>()
        .join(", ");
    let what = over.what;
    let Some(w) = over.winner else {
        return Some(format!("🏆 **{what} over**: a tie. Totals: {totals}"));
    };
    let mut won = format!(
        "{} {}",
        side(w),
        agreeing(game.sides[w].seats.len(), "wins", "win")
    );
    if let [a, b] = over.games_won[..] {
        let (mine, theirs) = if w == 0 { (a, b) } else { (b, a) };
        won += &format!(" {mine}–{theirs}");
    }
    if let Some(m) = over.margin {
        won += &format!(" by {m}");
    }
    Some(format!("🏆 **{what} over**: {won}. Totals: {totals}"))
}

pub(super) fn duration_text(ms: u64) -> String {
    if ms >= 60_000 && ms.is_multiple_of(60_000) {
        format!("{} min", ms / 60_000)
    } else {
        format!("{} s", ms.div_ceil(1000))
    }
}
