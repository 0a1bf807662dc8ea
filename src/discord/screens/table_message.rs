//! The public table message of a channel, edited in place: the lobby, then
//! the game (the sides and their scores, who deals and who is to play, the
//! hands in play, the melds on the table, the last moves), then how it
//! ended. One message for every game: the game's own parts come from its
//! [`Reading`].

use super::reading::{read, Note, Reading, Recent, TableReading};
use super::{cards_text, players_of, seat_name};
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{Control, Msg, Style};
use crate::engine::{Event, Rules, Seat};
use crate::table::{ClockEnd, Player, StageKind, TableView};
use crate::words;
use gin_text::{tr, Lang};

/// How many recent moves the table message shows.
pub const RECENT_LINES: usize = 6;

/// The game and its switches in a few words, for headers and posts:
/// "Gin Rummy · Oklahoma, doubling · game to 100".
pub fn rules_line(lang: Lang, rules: &Rules) -> String {
    let mut s = words::game(lang, rules.kind());
    match rules {
        Rules::Jersey(o) => s += &format!(" · {}", tr!(lang, "table-game-to", target = o.target)),
        Rules::Gin(g) => {
            let switches: Vec<String> = g
                .switches()
                .into_iter()
                .map(|s| words::switch(lang, s))
                .collect();
            if !switches.is_empty() {
                s += " · ";
                s += &switches.join(", ");
            }
            s += &format!(" · {}", tr!(lang, "table-game-to", target = g.target()));
            if g.hollywood {
                s += &format!(" {}", tr!(lang, "table-each-of-three-games"));
            }
        }
        Rules::Colonel(c) => {
            s += &format!(" · {}", tr!(lang, "table-match-of-hands", hands = c.hands));
        }
    }
    s
}

/// What the table message becomes once its table is closed.
pub fn closed_table_message(lang: Lang) -> Msg {
    Msg::new(tr!(lang, "table-closed"), vec![])
}

/// The colour of a table's V2 container by its stage: the lobby,
/// a game in play (the felt), a finished game.
pub const ACCENT_LOBBY: u32 = 0x5865F2;
pub const ACCENT_PLAYING: u32 = 0x2E8B57;
pub const ACCENT_FINISHED: u32 = 0xC9A227;

/// The public table message (lobby, game, or result). `table` is the
/// channel id.
/// It speaks the table's language (`Settings::lang`): it is public.
/// Its text is in blocks (one Text Display each in its V2 form): the
/// header, one per seat (a side of two shares one), the hands in play and
/// the melds, the last moves, how it ended.
pub fn table_message(table: u64, view: &TableView) -> Msg {
    let lang = view.settings.lang;
    let header = format!("🃏 **{}**", rules_line(lang, &view.settings.rules));
    let mut msg = match (view.stage, &view.game) {
        (StageKind::Lobby, _) => lobby(lang, table, view, header),
        (_, None) => Msg::of_blocks(vec![header], vec![]),
        (_, Some(state)) => {
            let game = read(lang, state);
            let players = players_of(&view.seats);
            let name = |s: Seat| seat_name(lang, &players, s);
            let hand = tr!(lang, "table-hand-number", number = game.hand_no);
            let mut blocks = vec![format!("{header} · {hand}")];
            blocks.extend(sides_lines(lang, view, &game, &name));
            let mut s = String::new();
            if view.stage == StageKind::Playing && !game.between_hands {
                for t in &game.tables {
                    s += &table_line(lang, t, &name);
                    s.push('\n');
                }
            }
            s += &melds_line(lang, &game, &name);
            blocks.push(s);
            blocks.push(recent_lines(lang, &game, &name));
            ending(lang, table, view, blocks, &game, &name)
        }
    };
    msg.accent = Some(match view.stage {
        StageKind::Lobby => ACCENT_LOBBY,
        StageKind::Playing => ACCENT_PLAYING,
        _ => ACCENT_FINISHED,
    });
    msg
}

fn lobby(lang: Lang, table: u64, view: &TableView, header: String) -> Msg {
    let needed = view.settings.seats();
    let clock = duration_text(lang, view.settings.turn_ms);
    let clock_end = match view.settings.clock_end {
        ClockEnd::SafeMove => tr!(lang, "table-clock-end-safe-move"),
        ClockEnd::Forfeit => tr!(lang, "table-clock-end-forfeit"),
    };
    let mut blocks = vec![format!(
        "{header} · {} · {clock_end}\n{}",
        tr!(lang, "table-turn-clock", duration = clock),
        tr!(
            lang,
            "table-lobby",
            seated = view.seats.len(),
            needed = needed,
            full = if view.seats.len() >= needed {
                "yes"
            } else {
                "no"
            }
        )
    )];
    let players = players_of(&view.seats);
    for i in 0..players.len() {
        blocks.push(format!("`{}.` {}", i + 1, seat_name(lang, &players, i)));
    }
    for i in view.seats.len()..needed {
        blocks.push(format!("`{}.` {}", i + 1, tr!(lang, "table-empty")));
    }
    let button = |id, label: String, style| Control::button(id, label, style, true);
    let rows = vec![vec![
        button(
            ComponentId::Join { table },
            tr!(lang, "table-join"),
            Style::Success,
        ),
        button(
            ComponentId::Leave { table },
            tr!(lang, "table-leave"),
            Style::Secondary,
        ),
        button(
            ComponentId::AddComputer { table },
            tr!(lang, "table-add-computer"),
            Style::Secondary,
        ),
        button(
            ComponentId::Start { table },
            tr!(lang, "table-start"),
            Style::Primary,
        ),
    ]];
    Msg::of_blocks(blocks, rows)
}

/// One line per side: its seats, each with what marks it (sits out,
/// dealer, stand-in, to play with its clock), then its score.
fn sides_lines(
    lang: Lang,
    view: &TableView,
    game: &Reading,
    name: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    let mut s = Vec::new();
    for (i, side) in game.sides.iter().enumerate() {
        let who = side
            .seats
            .iter()
            .map(|&seat| format!("{}{}", name(seat), seat_marks(lang, view, game, seat)))
            .collect::<Vec<_>>()
            .join(" & ");
        s.push(format!("`{}.` {who} — {}", i + 1, side.score));
    }
    s
}

fn seat_marks(lang: Lang, view: &TableView, game: &Reading, seat: Seat) -> String {
    let mut line = String::new();
    let Some(info) = view.seats.get(seat) else {
        return line;
    };
    let playing = view.stage == StageKind::Playing;
    if game.sitting_out == Some(seat) {
        line += &format!(" · {}", tr!(lang, "table-sits-out"));
    }
    if playing && game.dealers.contains(&seat) {
        line += &format!(" · {}", tr!(lang, "table-dealer"));
    }
    if info.auto {
        line += &format!(" · {}", tr!(lang, "table-stand-in"));
    }
    if playing && game.to_act.contains(&seat) {
        line += &format!(" ◀ {}", tr!(lang, "table-to-play"));
        if let (Some(d), Player::Human { .. }) = (view.deadline, info.player) {
            if !info.auto && d.seat == seat {
                let time = format!("<t:{}:R>", d.at_ms / 1000);
                let clock = match view.settings.clock_end {
                    ClockEnd::SafeMove => tr!(lang, "table-clock", time = time),
                    ClockEnd::Forfeit => tr!(lang, "table-clock-forfeit", time = time),
                };
                line += &format!(" {clock}");
            }
        }
    }
    line
}

/// One hand in play as everyone may see it: "Table 1: Ann vs Bob ·
/// Upcard on offer **7♣** · stock 31 cards · knock at 7 or less".
pub(super) fn table_line(lang: Lang, t: &TableReading, name: &dyn Fn(Seat) -> String) -> String {
    let mut s = String::new();
    if let (Some(n), Some((first, rest))) = (t.number, t.players.split_first()) {
        let second: Vec<String> = rest.iter().map(|&p| name(p)).collect();
        let players = tr!(
            lang,
            "table-table-players",
            number = n,
            first = name(*first),
            second = second.join(" & ")
        );
        s += &format!("{players} · ");
    }
    if t.over {
        return s + &tr!(lang, "table-hand-over");
    }
    s += &t.pile.line(lang);
    s += &format!(" · {}", tr!(lang, "table-stock", count = t.stock));
    for note in &t.notes {
        let note = match note {
            Note::Break { breaker } => tr!(lang, "table-note-break", name = name(*breaker)),
            Note::GinOnly => tr!(lang, "table-note-gin-only"),
            Note::GinOnlyThisHand => tr!(lang, "table-note-gin-only-this-hand"),
            Note::KnockAt(limit) => tr!(lang, "table-note-knock-at", limit = *limit),
            Note::SpadeDoubles => tr!(lang, "table-note-spade-doubles"),
            Note::Stake(stake) => tr!(lang, "table-note-stake", stake = *stake),
            Note::Challenge => tr!(lang, "table-note-challenge"),
        };
        s += &format!(" · {note}");
    }
    s
}

/// "Melds on the table: [7♣ 8♣ 9♣] (Ann), ..." when there are any.
pub(super) fn melds_line(lang: Lang, game: &Reading, name: &dyn Fn(Seat) -> String) -> String {
    if game.melds.is_empty() {
        return String::new();
    }
    let melds: Vec<String> = game
        .melds
        .iter()
        .map(|m| format!("[{}] ({})", cards_text(m.cards), name(m.owner)))
        .collect();
    let melds = melds.join(", ");
    format!("{}\n", tr!(lang, "table-melds-on-table", melds = melds))
}

/// The last public moves of the hand, and how it ended.
fn recent_lines(lang: Lang, game: &Reading, name: &dyn Fn(Seat) -> String) -> String {
    let recent: Vec<String> = game
        .recent
        .iter()
        .filter_map(|r| recent_line(lang, r, name))
        .collect();
    if recent.is_empty() {
        return String::new();
    }
    let mut s = format!("{}\n", tr!(lang, "table-recent"));
    for line in recent.iter().rev().take(RECENT_LINES).rev() {
        s += &format!("> {line}\n");
    }
    s
}

/// The short line the table message shows for a move or a hand's end.
fn recent_line(lang: Lang, r: &Recent, name: &dyn Fn(Seat) -> String) -> Option<String> {
    match r {
        Recent::HandOver {
            table,
            winner,
            points,
        } => Some(match (table, winner) {
            (None, Some(w)) => tr!(
                lang,
                "table-hand-over-scores",
                name = name(*w),
                points = *points
            ),
            (None, None) => tr!(lang, "table-hand-over-no-score"),
            (Some(t), Some(w)) => tr!(
                lang,
                "table-hand-over-at-table-scores",
                table = *t,
                name = name(*w),
                points = *points
            ),
            (Some(t), None) => tr!(lang, "table-hand-over-at-table-no-score", table = *t),
        }),
        Recent::Event(e) if !e.is_public() => None,
        Recent::Event(Event::LaidDown { seat, .. }) => {
            Some(tr!(lang, "table-lays-down-melds", name = name(*seat)))
        }
        Recent::Event(Event::DealerDraw { dealer, .. }) => {
            Some(tr!(lang, "table-deals-first", name = name(*dealer)))
        }
        Recent::Event(e) => super::story::game_line(lang, e, name),
    }
}

/// How every game's table message ends: the "My hand" button while it is
/// played, or how it ended and the "Rematch" button once it is finished;
/// and "Watch" for everyone.
fn ending(
    lang: Lang,
    table: u64,
    view: &TableView,
    mut blocks: Vec<String>,
    game: &Reading,
    name: &dyn Fn(Seat) -> String,
) -> Msg {
    let mut s = String::new();
    if !view.hinted.is_empty() {
        let names: Vec<String> = view.hinted.iter().map(|&seat| name(seat)).collect();
        s += &tr!(lang, "table-hinted", names = names.join(", "));
        s.push('\n');
    }
    let button = if view.stage == StageKind::Playing {
        Control::button(
            ComponentId::MyHand { table },
            tr!(lang, "table-my-hand"),
            Style::Primary,
            true,
        )
    } else {
        if let Some(over) = forfeit_line(lang, view, name).or_else(|| over_line(lang, game, name)) {
            s += &over;
            s.push('\n');
        }
        Control::button(
            ComponentId::Rematch { table },
            tr!(lang, "table-rematch"),
            Style::Success,
            true,
        )
    };
    // Anyone, seated or not, may follow the public table privately.
    let watch = Control::button(
        ComponentId::Watch { table },
        tr!(lang, "watch-button"),
        Style::Secondary,
        true,
    );
    blocks.push(s);
    Msg::of_blocks(blocks, vec![vec![button, watch]])
}

/// "🏳️ Ann's turn clock ran out, so Ann forfeits the game: Bob wins." for
/// a game forfeited on the clock (issue 42): its story line, and what the
/// table message and the hand views say of its end.
pub(super) fn forfeit_line(
    lang: Lang,
    view: &TableView,
    name: &dyn Fn(Seat) -> String,
) -> Option<String> {
    let f = view
        .forfeit
        .as_ref()
        .filter(|_| view.stage == StageKind::Finished)?;
    Some(forfeited(lang, f.seat, &f.winners, name))
}

/// The line of a forfeit: `seat` forfeits, `winners` win.
pub(super) fn forfeited(
    lang: Lang,
    seat: Seat,
    winners: &[Seat],
    name: &dyn Fn(Seat) -> String,
) -> String {
    let names: Vec<String> = winners.iter().map(|&s| name(s)).collect();
    tr!(
        lang,
        "table-story-forfeited",
        name = name(seat),
        winners = names.join(" & "),
        count = winners.len()
    )
}

/// "🏆 **Game over**: Ann wins by 12. Totals: Ann 140, Bob 128" (Colonel:
/// "Match over"; Hollywood: "Set over: Ann wins 2–1 by 505", V2.6; a
/// side of two: "Ann & Cy win"), for every game (the table message and
/// the hand view say it alike).
pub(super) fn over_line(
    lang: Lang,
    game: &Reading,
    name: &dyn Fn(Seat) -> String,
) -> Option<String> {
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
    let what = over.what.key();
    let Some(w) = over.winner else {
        return Some(tr!(lang, "table-over-tie", what = what, totals = totals));
    };
    let (winners, seats) = (side(w), game.sides[w].seats.len());
    let won = match (&over.games_won[..], over.margin) {
        ([a, b], margin) => {
            let (mine, theirs) = if w == 0 { (*a, *b) } else { (*b, *a) };
            match margin {
                Some(m) => tr!(
                    lang,
                    "table-side-wins-games-by",
                    winners = winners,
                    seats = seats,
                    mine = mine,
                    theirs = theirs,
                    margin = m
                ),
                None => tr!(
                    lang,
                    "table-side-wins-games",
                    winners = winners,
                    seats = seats,
                    mine = mine,
                    theirs = theirs
                ),
            }
        }
        (_, Some(m)) => tr!(
            lang,
            "table-side-wins-by",
            winners = winners,
            seats = seats,
            margin = m
        ),
        (_, None) => tr!(lang, "table-side-wins", winners = winners, seats = seats),
    };
    Some(tr!(
        lang,
        "table-over",
        what = what,
        won = won,
        totals = totals
    ))
}

pub(super) fn duration_text(lang: Lang, ms: u64) -> String {
    const HOUR: u64 = 3_600_000;
    if ms >= 24 * HOUR && ms.is_multiple_of(24 * HOUR) {
        tr!(lang, "notice-clock-days", count = ms / (24 * HOUR))
    } else if ms >= HOUR && ms.is_multiple_of(HOUR) {
        tr!(lang, "notice-clock-hours", count = ms / HOUR)
    } else if ms >= 60_000 && ms.is_multiple_of(60_000) {
        tr!(lang, "table-minutes", count = ms / 60_000)
    } else {
        tr!(lang, "table-seconds", count = ms.div_ceil(1000))
    }
}
