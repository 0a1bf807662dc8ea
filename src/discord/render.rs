//! Pure rendering: table views, seat views and events into Discord message
//! content and components. No I/O; everything here is unit-tested against
//! Discord's limits and against leaking hidden cards.
//!
//! - [`table_message`]: the public lobby/table message (edited in place).
//! - [`event_lines`]: the public lines posted to the channel as things happen.
//! - [`hand_view`], [`confirm_view`]: a player's ephemeral hand with its
//!   controls (enabled only when legal).

use super::custom_id::ComponentId;
use crate::engine::jersey::Phase;
use crate::engine::melds::best_arrangement;
use crate::engine::melds::Arrangement;
use crate::engine::{Action, Card, CardSet, Event, JerseyPublic, PublicState, Seat, SeatState};
use crate::table::{Player, SeatInfo, StageKind, TableEvent, TableView};
use poise::serenity_prelude as serenity;

/// Discord's limit on message content.
pub const MAX_CONTENT: usize = 2000;
/// How many recent events the table message shows.
pub const RECENT_LINES: usize = 6;

/// A button or select, kept as plain data so it can be tested.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    Button {
        id: String,
        label: String,
        style: Style,
        disabled: bool,
    },
    Select {
        id: String,
        placeholder: String,
        /// (label, value)
        options: Vec<(String, String)>,
        disabled: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

impl Control {
    pub fn id(&self) -> &str {
        match self {
            Control::Button { id, .. } | Control::Select { id, .. } => id,
        }
    }
    pub(super) fn button(
        id: ComponentId,
        label: impl Into<String>,
        style: Style,
        enabled: bool,
    ) -> Control {
        Control::Button {
            id: id.encode(),
            label: label.into(),
            style,
            disabled: !enabled,
        }
    }
}

/// A message: content and rows of controls.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Msg {
    pub content: String,
    pub rows: Vec<Vec<Control>>,
}

impl Msg {
    pub(super) fn new(content: String, rows: Vec<Vec<Control>>) -> Msg {
        Msg {
            content: clip(content),
            rows: rows.into_iter().filter(|r| !r.is_empty()).collect(),
        }
    }

    /// serenity's builders for the rows.
    pub fn components(&self) -> Vec<serenity::CreateActionRow> {
        self.rows
            .iter()
            .map(|row| match row.as_slice() {
                [Control::Select {
                    id,
                    placeholder,
                    options,
                    disabled,
                }] => serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(
                        id.clone(),
                        serenity::CreateSelectMenuKind::String {
                            options: options
                                .iter()
                                .map(|(l, v)| serenity::CreateSelectMenuOption::new(l, v))
                                .collect(),
                        },
                    )
                    .placeholder(placeholder)
                    .disabled(*disabled),
                ),
                buttons => serenity::CreateActionRow::Buttons(
                    buttons
                        .iter()
                        .filter_map(|c| match c {
                            Control::Button {
                                id,
                                label,
                                style,
                                disabled,
                            } => Some(
                                serenity::CreateButton::new(id.clone())
                                    .label(label)
                                    .style(match style {
                                        Style::Primary => serenity::ButtonStyle::Primary,
                                        Style::Secondary => serenity::ButtonStyle::Secondary,
                                        Style::Success => serenity::ButtonStyle::Success,
                                        Style::Danger => serenity::ButtonStyle::Danger,
                                    })
                                    .disabled(*disabled),
                            ),
                            Control::Select { .. } => None,
                        })
                        .collect(),
                ),
            })
            .collect()
    }
}

/// Cuts content to Discord's limit, on a line if possible.
pub fn clip(s: String) -> String {
    if s.chars().count() <= MAX_CONTENT {
        return s;
    }
    let mut out = String::new();
    for line in s.lines() {
        if out.chars().count() + line.chars().count() + 2 > MAX_CONTENT - 1 {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    if out.is_empty() {
        out = s.chars().take(MAX_CONTENT - 1).collect();
    }
    out.push('…');
    out
}

/// Splits lines into messages of at most [`MAX_CONTENT`] characters.
pub fn chunk_lines(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in lines {
        let line = clip(line.clone());
        if !cur.is_empty() && cur.chars().count() + 1 + line.chars().count() > MAX_CONTENT {
            out.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push('\n');
        }
        cur.push_str(&line);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// A player as the channel sees them: a mention, or the computer's level.
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

pub fn player_name(p: &Player) -> String {
    match p {
        Player::Human { id } => format!("<@{id}>"),
        Player::Computer { level } => format!("🤖 Computer ({level})"),
    }
}

pub(super) fn seat_name(seats: &[Player], seat: Seat) -> String {
    seats
        .get(seat)
        .map(player_name)
        .unwrap_or_else(|| format!("seat {}", seat + 1))
}

pub(super) fn cards_text(cards: CardSet) -> String {
    cards
        .sorted()
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

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
            let line = super::gin_view::rules_line(&settings.rules);
            let details = line.strip_prefix(kind).unwrap_or(&line);
            let details = details.strip_prefix(" · ").unwrap_or(details);
            format!("🃏 <@{opener}> opened a {kind} table: {details}.")
        }
        TableEvent::Joined { player } => format!("➕ {} takes a seat.", player_name(player)),
        TableEvent::Left { player } => format!("➖ {} leaves the table.", player_name(player)),
        TableEvent::Started { seats, .. } => format!(
            "▶️ The game starts. Seats in order: {}.",
            seats.iter().map(player_name).collect::<Vec<_>>().join(", ")
        ),
        TableEvent::Game { event } => game_line(event, name)?,
        TableEvent::TimedOut { seat, .. } => {
            format!(
                "⏰ {}'s turn clock ran out: a safe move was made.",
                name(*seat)
            )
        }
        TableEvent::HandedOver { seat, level } => format!(
            "🤖 {} timed out twice: a {level} computer plays the seat until they act again.",
            name(*seat)
        ),
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

/// The shared wording of `crate::render`.
fn describe(e: &Event, name: &dyn Fn(Seat) -> String) -> String {
    crate::render::describe(e, &crate::render::Plain(name))
}

pub(super) fn game_line(e: &Event, name: &dyn Fn(Seat) -> String) -> Option<String> {
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
        Event::HandEnded { .. } => format!("🏁 {}", describe(e, name)),
        Event::GameEnded { .. } => format!("🏆 {}", describe(e, name)),
        other => describe(other, name),
    })
}

/// The short line the table message shows for an event.
fn recent_line(e: &Event, name: &dyn Fn(Seat) -> String) -> Option<String> {
    match e {
        Event::HandEnded { result, .. } => Some(format!(
            "Hand over: {} scores {}.",
            name(result.winner),
            result.points
        )),
        Event::GameEnded { result } => Some(format!("Game over: {} wins.", name(result.winner))),
        Event::LaidDown { seat, .. } => Some(format!("{} lays down melds.", name(*seat))),
        Event::DealerDraw { dealer, .. } => Some(format!("{} deals first.", name(*dealer))),
        other => game_line(other, name),
    }
}

fn lobby_rows(table: u64) -> Vec<Vec<Control>> {
    vec![vec![
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
    ]]
}

/// The public table message (lobby, game, or result). `table` is the
/// channel id.
pub fn table_message(table: u64, view: &TableView) -> Msg {
    let seats = &view.seats;
    let mut s = format!(
        "🃏 **{}**",
        super::gin_view::rules_line(&view.settings.rules)
    );
    match view.stage {
        StageKind::Lobby => {
            let needed = view.settings.seats();
            s += &format!(
                " · turn clock {}\n**Lobby** — {}/{needed} seats. Join, or add a computer seat, then Start.\n",
                duration_text(view.settings.turn_ms),
                seats.len()
            );
            for (i, seat) in seats.iter().enumerate() {
                s += &format!("`{}.` {}\n", i + 1, player_name(&seat.player));
            }
            for i in seats.len()..needed {
                s += &format!("`{}.` *(empty)*\n", i + 1);
            }
            Msg::new(s, lobby_rows(table))
        }
        StageKind::Playing | StageKind::Finished => {
            let g = match &view.game {
                Some(PublicState::Jersey(g)) => g,
                Some(other) => return super::gin_view::table_message(table, view, other),
                None => return Msg::new(s, vec![]),
            };
            s += &format!(" · hand {}\n", g.hand_no);
            for (i, seat) in seats.iter().enumerate() {
                let mut line = format!(
                    "`{}.` {} — {} pts",
                    i + 1,
                    player_name(&seat.player),
                    g.scores[i]
                );
                if g.boxes[i] > 0 {
                    line += &format!(
                        " ({} box{})",
                        g.boxes[i],
                        if g.boxes[i] == 1 { "" } else { "es" }
                    );
                }
                if g.dealer == i && view.stage == StageKind::Playing {
                    line += " · dealer";
                }
                if seat.auto {
                    line += " · 🤖 stand-in";
                }
                if g.to_act == Some(i) {
                    line += " ◀ **to play**";
                    if let (Some(d), Player::Human { .. }) = (view.deadline, seat.player) {
                        if !seat.auto {
                            line += &format!(" (clock <t:{}:R>)", d.at_ms / 1000);
                        }
                    }
                }
                s += &line;
                s.push('\n');
            }
            let players = players_of(seats);
            s += &public_state_lines(g, &players);
            let name = |x: Seat| seat_name(&players, x);
            let recent: Vec<String> = g
                .log
                .iter()
                .filter(|e| e.is_public())
                .filter_map(|e| recent_line(e, &name))
                .collect();
            let over = g.game_result.as_ref().map(|r| {
                format!(
                    "🏆 **Game over**: {} wins. Totals: {}\n",
                    name(r.winner),
                    r.ranking
                        .iter()
                        .map(|&x| format!("{} {}", name(x), r.totals[x]))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            });
            table_message_end(table, view, s, &recent, over)
        }
    }
}

/// How every game's table message ends: its last public moves, then the
/// "My hand" button while it is played, or how it ended (`over`) and the
/// "Rematch" button once it is finished.
pub(super) fn table_message_end(
    table: u64,
    view: &TableView,
    mut s: String,
    recent: &[String],
    over: Option<String>,
) -> Msg {
    if !recent.is_empty() {
        s += "**Recent**\n";
        for line in recent.iter().rev().take(RECENT_LINES).rev() {
            s += &format!("> {line}\n");
        }
    }
    let button = if view.stage == StageKind::Playing {
        Control::button(
            ComponentId::MyHand { table },
            "My hand",
            Style::Primary,
            true,
        )
    } else {
        if let Some(over) = over {
            s += &over;
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

pub(super) fn players_of(seats: &[SeatInfo]) -> Vec<Player> {
    seats.iter().map(|s| s.player).collect()
}

fn public_state_lines(g: &JerseyPublic, seats: &[Player]) -> String {
    let mut s = String::new();
    if g.phase != Phase::Over {
        match g.top_discard {
            Some(c) => s += &format!("Upcard **{c}**"),
            None => s += "No upcard",
        }
        s += &format!(" · stock {} cards", g.stock_len);
        if let Some(b) = g.breaker {
            s += &format!(" · **the break** (breaker {})", seat_name(seats, b));
        }
        s.push('\n');
    }
    if !g.table.is_empty() {
        s += "Melds on the table: ";
        s += &g
            .table
            .iter()
            .map(|m| format!("[{}] ({})", cards_text(m.cards), seat_name(seats, m.owner)))
            .collect::<Vec<_>>()
            .join(", ");
        s.push('\n');
    }
    s
}

pub(super) fn duration_text(ms: u64) -> String {
    if ms >= 60_000 && ms.is_multiple_of(60_000) {
        format!("{} min", ms / 60_000)
    } else {
        format!("{} s", ms.div_ceil(1000))
    }
}

/// A refusal or problem, as the first line of a hand view.
pub fn warning(text: &str) -> String {
    format!("⚠️ {text}")
}

/// The ephemeral hand view for `state` (the viewer's seat). `notice` is
/// shown on top as it is (a [`warning`], say).
pub fn hand_view(table: u64, view: &TableView, state: &SeatState, notice: Option<&str>) -> Msg {
    hand_view_pictured(table, view, state, notice, false)
}

/// [`hand_view`] for a message that carries the hand picture: the melds
/// and the deadwood share one line (the picture lays them out; the words
/// stay for screen readers, notifications and search).
pub fn hand_view_pictured(
    table: u64,
    view: &TableView,
    state: &SeatState,
    notice: Option<&str>,
    pictured: bool,
) -> Msg {
    match &state.public {
        PublicState::Jersey(g) => jersey_hand_view(table, view, state, g, notice, pictured),
        _ => super::gin_view::hand_view(table, view, state, notice, pictured),
    }
}

fn jersey_hand_view(
    table: u64,
    view: &TableView,
    state: &SeatState,
    g: &JerseyPublic,
    notice: Option<&str>,
    pictured: bool,
) -> Msg {
    let seats = players_of(&view.seats);
    let name = |x: Seat| seat_name(&seats, x);
    let mut s = String::new();
    if let Some(n) = notice {
        s += n;
        s.push('\n');
    }
    let turn = g.moves;
    if let Some(r) = &g.game_result {
        s += &format!(
            "🏆 **Game over**: {} wins. Your total: {}.\n",
            name(r.winner),
            r.totals[state.seat]
        );
        return Msg::new(s, vec![]);
    }
    if g.phase == Phase::Over {
        s += &format!(
            "**Hand {} is over.** Scores: {}\n",
            g.hand_no,
            (0..3)
                .map(|x| format!("{} {}", name(x), g.scores[x]))
                .collect::<Vec<_>>()
                .join(", ")
        );
        let next = state.legal.contains(&Action::NextHand);
        return Msg::new(
            s,
            vec![vec![
                Control::button(
                    ComponentId::NextHand { table, turn },
                    "Deal the next hand",
                    Style::Primary,
                    next,
                ),
                Control::button(
                    ComponentId::Refresh { table },
                    "Refresh",
                    Style::Secondary,
                    true,
                ),
            ]],
        );
    }
    let arr = best_arrangement(state.hand);
    if pictured {
        s += &format!(
            "**Your hand** · hand {} · seat {}\n",
            g.hand_no,
            state.seat + 1
        );
    } else {
        s += &format!(
            "**Your hand** · hand {} · {} cards · you are seat {}\n",
            g.hand_no,
            state.hand.len(),
            state.seat + 1
        );
    }
    s += "Melds: ";
    if arr.melds.is_empty() {
        s += "none";
    } else {
        s += &arr
            .melds
            .iter()
            .map(|m| format!("`{}`", cards_text(*m)))
            .collect::<Vec<_>>()
            .join(" ");
    }
    s += if pictured { " · " } else { "\n" };
    if arr.deadwood_cards.is_empty() {
        s += "Deadwood: none = 0\n";
    } else {
        s += &format!(
            "Deadwood: `{}` = {}\n",
            cards_text(arr.deadwood_cards),
            arr.deadwood
        );
    }
    s += &public_state_lines(g, &seats);
    if let Some(t) = state.taken {
        s += &format!("You took **{t}** from the pile: you may not throw it back this turn.\n");
    }
    let my_turn = g.to_act == Some(state.seat);
    let legal = &state.legal;
    if my_turn {
        if g.phase == Phase::Draw {
            s += "➡️ **Your turn**: draw from the stock or take the upcard.\n";
        } else {
            s += "➡️ **Your turn**: discard, or knock.\n";
        }
    } else if let Some(t) = g.to_act {
        s += &format!("Waiting for {}.\n", name(t));
    }
    let can = |a: Action| legal.contains(&a);
    let take_label = match g.top_discard {
        Some(c) => format!("Take {c}"),
        None => "Take the upcard".into(),
    };
    let mut rows = vec![vec![
        Control::button(
            ComponentId::DrawStock { table, turn },
            "Draw from stock",
            Style::Primary,
            can(Action::DrawStock),
        ),
        Control::button(
            ComponentId::TakeDiscard { table, turn },
            take_label,
            Style::Primary,
            can(Action::TakeDiscard),
        ),
        Control::button(
            ComponentId::Refresh { table },
            "Refresh",
            Style::Secondary,
            true,
        ),
    ]];
    let (discards, knocks): (Vec<Card>, Vec<Card>) = (
        legal
            .iter()
            .filter_map(|a| match a {
                Action::Discard { card } => Some(*card),
                _ => None,
            })
            .collect(),
        legal
            .iter()
            .filter_map(|a| match a {
                Action::Knock { card } => Some(*card),
                _ => None,
            })
            .collect(),
    );
    rows.extend(throw_rows(
        table,
        turn,
        state.hand,
        &discards,
        &knocks,
        crate::engine::melds::MeldRules::LOW,
    ));
    Msg::new(s, rows)
}

/// The rows of a hand view that throw a card: the discard select, the
/// knock select (each card with the count it leaves, under the game's ace
/// rule) and a Gin! button for each card that leaves no deadwood (every
/// game's hand view).
pub(super) fn throw_rows(
    table: u64,
    turn: u32,
    hand: CardSet,
    discards: &[Card],
    knocks: &[Card],
    rules: crate::engine::melds::MeldRules,
) -> Vec<Vec<Control>> {
    let mut rows = vec![vec![card_select(
        ComponentId::DiscardSelect { table, turn },
        "Discard…",
        "Discard… (after you draw)",
        discards,
        |c| format!("Discard {c}"),
    )]];
    let mut counts = Vec::new();
    let mut gins = Vec::new();
    for &card in knocks {
        match rules.deadwood(hand.without(card)) {
            0 => gins.push(card),
            dw => counts.push((card, dw)),
        }
    }
    if !counts.is_empty() {
        let cards: Vec<Card> = counts.iter().map(|k| k.0).collect();
        rows.push(vec![card_select(
            ComponentId::KnockSelect { table, turn },
            "Knock, throwing…",
            "Knock…",
            &cards,
            |c| {
                let dw = counts.iter().find(|k| k.0 == c).map_or(0, |k| k.1);
                format!("Knock throwing {c} (count {dw})")
            },
        )]);
    }
    if !gins.is_empty() {
        rows.push(
            gins.iter()
                .take(5)
                .map(|&card| {
                    Control::button(
                        ComponentId::Gin {
                            table,
                            turn,
                            card,
                            confirmed: false,
                        },
                        format!("Gin! (throw {card})"),
                        Style::Success,
                        true,
                    )
                })
                .collect(),
        );
    }
    rows
}

pub(super) fn card_select(
    id: ComponentId,
    placeholder: &str,
    disabled_placeholder: &str,
    cards: &[Card],
    label: impl Fn(Card) -> String,
) -> Control {
    let mut cards = cards.to_vec();
    cards.sort();
    cards.truncate(25);
    if cards.is_empty() {
        return Control::Select {
            id: id.encode(),
            placeholder: disabled_placeholder.into(),
            options: vec![("—".into(), "none".into())],
            disabled: true,
        };
    }
    Control::Select {
        id: id.encode(),
        placeholder: placeholder.into(),
        options: cards.iter().map(|&c| (label(c), c.ascii())).collect(),
        disabled: false,
    }
}

/// Asks to confirm a knock (or gin) throwing `card`.
pub fn confirm_view(
    table: u64,
    rules: &crate::engine::Rules,
    state: &SeatState,
    card: Card,
    gin: bool,
) -> Msg {
    super::gin_view::confirm_view(table, rules, state, card, gin)
}

/// The knock (or gin) confirmation: the melds and deadwood left after
/// throwing `card`.
pub(super) fn confirm_message(
    table: u64,
    turn: u32,
    card: Card,
    gin: bool,
    arr: &Arrangement,
) -> Msg {
    let what = if gin { "go **gin**" } else { "**knock**" };
    let s = format!(
        "Do you want to {what}, throwing **{card}** face down?\nYour melds: {}\nDeadwood: {} = {}",
        arr.melds
            .iter()
            .map(|m| format!("`{}`", cards_text(*m)))
            .collect::<Vec<_>>()
            .join(" "),
        if arr.deadwood_cards.is_empty() {
            "none".to_string()
        } else {
            format!("`{}`", cards_text(arr.deadwood_cards))
        },
        arr.deadwood
    );
    let confirm = if gin {
        ComponentId::Gin {
            table,
            turn,
            card,
            confirmed: true,
        }
    } else {
        ComponentId::Knock {
            table,
            turn,
            card,
            confirmed: true,
        }
    };
    Msg::new(
        s,
        vec![vec![
            Control::button(
                confirm,
                if gin { "Yes, gin!" } else { "Yes, knock" },
                Style::Danger,
                true,
            ),
            Control::button(
                ComponentId::Refresh { table },
                "Cancel",
                Style::Secondary,
                true,
            ),
        ]],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::table::{Actor, Command, Env, Settings, Table};
    use crate::table::{ChannelId, UserId};

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

    fn check_limits(m: &Msg, public: bool) {
        assert!(m.content.chars().count() <= MAX_CONTENT, "{}", m.content);
        assert!(m.rows.len() <= 5);
        for row in &m.rows {
            assert!(!row.is_empty() && row.len() <= 5);
            let selects = row
                .iter()
                .filter(|c| matches!(c, Control::Select { .. }))
                .count();
            assert!(selects == 0 || row.len() == 1, "a select fills its row");
            for c in row {
                assert!(c.id().len() <= 100);
                let id = ComponentId::decode(c.id()).expect("our id");
                if public {
                    assert!(id.is_public(), "{id:?} on a public message");
                }
                if let Control::Select { options, .. } = c {
                    assert!(!options.is_empty() && options.len() <= 25);
                    for (l, v) in options {
                        assert!(l.chars().count() <= 100 && v.len() <= 100);
                    }
                }
                if let Control::Button { label, .. } = c {
                    assert!(label.chars().count() <= 80);
                }
            }
        }
        let _ = m.components();
    }

    /// Cards in a hand or the stock that nobody has seen this hand.
    fn hidden(t: &Table) -> Vec<Card> {
        use crate::engine::{Event as E, Game};
        let seen_in = |log: &[E]| {
            let mut seen = CardSet::default();
            for e in log {
                match e {
                    E::TookDiscard { card, .. } | E::Discarded { card, .. } => {
                        seen.insert(*card);
                    }
                    E::TwoHandedDealt {
                        upcard: Some(card), ..
                    } => {
                        seen.insert(*card);
                    }
                    _ => {}
                }
            }
            seen
        };
        let g = match t.game() {
            None => return vec![],
            Some(Game::Jersey(g)) => g,
            // A partnership plays two decks: a card is hidden when it is
            // hidden in both (the other copy may be public).
            Some(Game::Gin(g)) => {
                let mut out: Option<CardSet> = None;
                for h in g.tables() {
                    let mut here: CardSet = h.stock().iter().copied().collect();
                    if !h.is_over() {
                        let seen = seen_in(h.log());
                        for s in h.players() {
                            for c in h.hand_of(s).iter().filter(|c| !seen.contains(*c)) {
                                here.insert(c);
                            }
                        }
                    }
                    out = Some(match out {
                        None => here,
                        Some(o) => o.intersect(here),
                    });
                }
                return out.unwrap_or_default().iter().collect();
            }
            Some(Game::Colonel(g)) => {
                let h = g.hand();
                let mut out: Vec<Card> = h.stock().to_vec();
                if !h.is_over() {
                    let seen = seen_in(h.log());
                    for s in 0..2 {
                        out.extend(h.hand_of(s).iter().filter(|c| !seen.contains(*c)));
                    }
                }
                return out;
            }
        };
        let h = g.hand();
        if h.phase() == Phase::Over {
            // Between hands every hand was laid out; the stock stays hidden.
            return h.stock().to_vec();
        }
        let mut seen = CardSet::default();
        for e in h.log() {
            match e {
                Event::TookDiscard { card, .. }
                | Event::Discarded { card, .. }
                | Event::HandDealt { upcard: card, .. } => {
                    seen.insert(*card);
                }
                Event::LaidDown { melds, layoffs, .. } => {
                    for m in melds {
                        for c in m.iter() {
                            seen.insert(c);
                        }
                    }
                    for l in layoffs {
                        for c in l.cards.iter() {
                            seen.insert(c);
                        }
                    }
                }
                _ => {}
            }
        }
        let mut out: Vec<Card> = h.stock().to_vec();
        for s in 0..3 {
            out.extend(h.hand_of(s).iter().filter(|c| !seen.contains(*c)));
        }
        out
    }

    fn assert_no_hidden(text: &str, hidden: &[Card]) {
        for c in hidden {
            let shown = c.to_string();
            // A card is always written with its suit symbol: look for it as
            // a whole token.
            for (i, _) in text.match_indices(&shown) {
                let before = text[..i].chars().last();
                let ok_before = !matches!(before, Some(ch) if ch.is_ascii_digit());
                assert!(!ok_before, "hidden card {shown} in public text:\n{text}");
            }
            assert!(!text.contains(&format!(".{}", c.ascii())));
        }
    }

    /// Plays whole games of computers, of every kind of game, and renders
    /// every public thing after every move; every hand view holds no card
    /// hidden from its seat.
    #[test]
    fn no_hidden_card_in_any_public_render() {
        use crate::engine::Rules;
        let games: Vec<Rules> = vec![
            Rules::Jersey(crate::engine::jersey::Options {
                target: 60,
                ..Default::default()
            }),
            Rules::from_names("gin", &[]).unwrap(),
            Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap(),
            Rules::from_names("gin", &["hollywood"]).unwrap(),
            Rules::from_names("gin", &["eleven_card", "around_corner"]).unwrap(),
            Rules::from_names("gin", &["gin_only"]).unwrap(),
            Rules::from_names("gin", &["three_sitout"]).unwrap(),
            Rules::from_names("gin", &["partnership"]).unwrap(),
            Rules::from_names("colonel", &[]).unwrap(),
        ];
        for (i, rules) in games.into_iter().enumerate() {
            let seed = i as u64;
            let settings = Settings {
                rules,
                turn_ms: 1000,
                pace_ms: 0,
                seed: Some(seed),
                pictures: None,
                four_colour: false,
            };
            let env = |now| Env {
                now_ms: now,
                seed,
                game_id: 1,
                ai: Default::default(),
            };
            let (mut t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
            for _ in 1..rules.seats() {
                t.apply(
                    Actor::user(7),
                    Command::AddComputer { level: Level::Easy },
                    env(0),
                )
                .unwrap();
            }
            // The person's seat times out twice and is handed over.
            t.apply(Actor::user(7), Command::Start, env(0)).unwrap();
            let mut now = 0;
            let mut steps = 0;
            while t.stage() == StageKind::Playing && steps < 20_000 {
                steps += 1;
                now += 200_000;
                let out = match t.apply(Actor::System, Command::Tick, env(now)) {
                    Ok(o) => o,
                    Err(_) => continue,
                };
                let hidden = hidden(&t);
                let view = t.view();
                let m = table_message(1, &view);
                check_limits(&m, true);
                assert_no_hidden(&m.content, &hidden);
                for chunk in chunk_lines(&event_lines(&out.events, &players_of(&view.seats))) {
                    assert!(chunk.chars().count() <= MAX_CONTENT);
                    // A hand's end lays every hand out: that is public. The
                    // cards turned to choose a dealer go back in the deck.
                    if !chunk.contains("Hand over") {
                        let dealt: String = chunk
                            .lines()
                            .filter(|l| {
                                !l.starts_with("Cut for the deal") && !l.starts_with("Cards for")
                            })
                            .collect::<Vec<_>>()
                            .join("\n");
                        assert_no_hidden(&dealt, &hidden);
                    }
                }
                if let Some(g) = t.playing() {
                    for seat in g.to_act().into_iter().chain([0]) {
                        let st = g.seat_state(seat);
                        let others: Vec<Card> = hidden
                            .iter()
                            .copied()
                            .filter(|c| !st.hand.contains(*c))
                            .collect();
                        let hv = hand_view(1, &view, &st, Some("note"));
                        check_limits(&hv, false);
                        assert_no_hidden(&hv.content, &others);
                        for a in &st.legal {
                            if let crate::engine::Action::Knock { card } = a {
                                let c = confirm_view(1, &rules, &st, *card, false);
                                check_limits(&c, false);
                            }
                        }
                    }
                }
            }
            assert_eq!(t.stage(), StageKind::Finished, "{rules:?} seed {seed}");
            check_limits(&table_message(1, &t.view()), true);
        }
    }

    #[test]
    fn lobby_message_has_lobby_buttons() {
        let (t, _) = Table::open(&ChannelId::new("1"), UserId(7), Settings::default()).unwrap();
        let m = table_message(u64::MAX, &t.view());
        check_limits(&m, true);
        assert!(m.content.contains("<@7>"));
        let ids: Vec<&str> = m.rows[0].iter().map(|c| c.id()).collect();
        assert!(ids.iter().any(|i| i.starts_with("jg1.join.")));
        assert!(ids.iter().any(|i| i.starts_with("jg1.start.")));
    }

    #[test]
    fn long_text_is_clipped_and_chunked() {
        let long = "x".repeat(5000);
        assert!(clip(long.clone()).chars().count() <= MAX_CONTENT);
        let lines: Vec<String> = (0..300)
            .map(|i| format!("line {i} {}", "y".repeat(20)))
            .collect();
        let chunks = chunk_lines(&lines);
        assert!(chunks.len() > 1);
        for c in &chunks {
            assert!(c.chars().count() <= MAX_CONTENT);
        }
        assert_eq!(chunk_lines(&[long]).len(), 1);
    }
}
