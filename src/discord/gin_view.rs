//! The public table message and the private hand view of two-handed Gin
//! (with its switches) and Colonel. Jersey Gin keeps its own screens in
//! [`super::render`]; the pieces they share (controls, names, clipping,
//! the card selects) live there too. Pure: views in, messages out.

use super::custom_id::{ComponentId, Move};
use super::render::{
    cards_text, game_line, players_of, seat_name, table_message_end, throw_rows, Control, Msg,
    Style,
};
use crate::engine::{
    Action, ColonelPhase, ColonelPublic, GinPhase, GinPublic, GinTablePublic, PublicState, Rules,
    SeatState,
};
use crate::engine::{Card, CardSet, Seat};
use crate::table::{Player, StageKind, TableView};

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

fn seat_marks(view: &TableView, seat: Seat, to_act: &[Seat], dealer: bool, out: bool) -> String {
    let mut line = String::new();
    let info = &view.seats[seat];
    if out {
        line += " · sits out";
    }
    if dealer && view.stage == StageKind::Playing {
        line += " · dealer";
    }
    if info.auto {
        line += " · 🤖 stand-in";
    }
    if view.stage == StageKind::Playing && to_act.contains(&seat) {
        line += " ◀ **to play**";
        if let (Some(d), Player::Human { .. }) = (view.deadline, info.player) {
            if !info.auto && d.seat == seat {
                line += &format!(" (clock <t:{}:R>)", d.at_ms / 1000);
            }
        }
    }
    line
}

/// Roman numerals for Hollywood's three games.
const GAMES: [&str; 3] = ["I", "II", "III"];

/// The score of one competitor: its total (Hollywood: per game, "—" for a
/// game it has not entered) and boxes.
fn competitor_score(g: &GinPublic, c: usize) -> String {
    let b = &g.board;
    if b.games.len() == 1 {
        let t = &b.games[0];
        let mut s = format!("{} pts", t.totals[c]);
        if t.boxes[c] > 0 {
            s += &format!(
                " ({} box{})",
                t.boxes[c],
                if t.boxes[c] == 1 { "" } else { "es" }
            );
        }
        return s;
    }
    b.games
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let entered = b.entered.get(c).and_then(|e| e.get(i)).copied();
            let mark = if t.reached.is_some() { "✔" } else { "" };
            match entered {
                Some(false) if t.totals[c] == 0 => format!("{} —", GAMES[i]),
                _ => format!("{} {}{mark}", GAMES[i], t.totals[c]),
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// One hand in play as everyone may see it.
fn gin_table_line(t: &GinTablePublic, g: &GinPublic, name: &dyn Fn(Seat) -> String) -> String {
    let mut s = String::new();
    if g.tables.len() > 1 {
        s += &format!(
            "Table {}: {} vs {} · ",
            t.table + 1,
            name(t.non_dealer),
            name(t.dealer)
        );
    }
    if t.phase == GinPhase::Over {
        s += "hand over";
        return s;
    }
    match t.top_discard {
        Some(c) if t.phase == GinPhase::UpcardOffer => s += &format!("Upcard on offer **{c}**"),
        Some(c) => s += &format!("Top discard **{c}**"),
        None => s += "No discard yet",
    }
    s += &format!(" · stock {} cards", t.stock_len);
    if g.rules.gin_only {
        s += " · gin only";
    } else if g.rules.oklahoma {
        if t.knock_limit == 0 {
            s += " · **gin only** this hand (an ace was turned)";
        } else {
            s += &format!(" · knock at {} or less", t.knock_limit);
        }
    }
    if t.spade {
        s += " · ♠ counts double";
    }
    if t.stake > 1 {
        s += &format!(" · stake ×{}", t.stake);
    }
    s
}

/// The lines of a two-handed Gin table message below its header.
fn gin_lines(view: &TableView, g: &GinPublic) -> String {
    let players = players_of(&view.seats);
    let name = |x: Seat| seat_name(&players, x);
    let mut s = String::new();
    let dealers: Vec<Seat> = g.tables.iter().map(|t| t.dealer).collect();
    for (c, side) in g.board.competitors.iter().enumerate() {
        let who = side
            .iter()
            .map(|&seat| {
                format!(
                    "{}{}",
                    name(seat),
                    seat_marks(
                        view,
                        seat,
                        &g.to_act,
                        dealers.contains(&seat),
                        g.sitting_out == Some(seat)
                    )
                )
            })
            .collect::<Vec<_>>()
            .join(" & ");
        s += &format!("`{}.` {} — {}\n", c + 1, who, competitor_score(g, c));
    }
    if view.stage == StageKind::Playing && !g.between_hands {
        for t in &g.tables {
            s += &gin_table_line(t, g, &name);
            s.push('\n');
        }
    }
    s
}

fn colonel_lines(view: &TableView, c: &ColonelPublic) -> String {
    let players = players_of(&view.seats);
    let name = |x: Seat| seat_name(&players, x);
    let mut s = String::new();
    let to_act: Vec<Seat> = c.to_act.into_iter().collect();
    for seat in 0..2 {
        s += &format!(
            "`{}.` {}{} — {} pts\n",
            seat + 1,
            name(seat),
            seat_marks(view, seat, &to_act, c.dealer == seat, false),
            c.totals[seat]
        );
    }
    if view.stage == StageKind::Playing && c.phase != ColonelPhase::Over {
        match c.top_discard {
            Some(card) => s += &format!("Top discard **{card}**"),
            None => s += "No discard yet",
        }
        s += &format!(" · stock {} cards", c.stock_len);
        if c.phase == ColonelPhase::Challenged {
            s += " · ⚔️ a challenge is on";
        }
        s.push('\n');
    }
    if !c.melds.is_empty() {
        s += "Melds on the table: ";
        s += &c
            .melds
            .iter()
            .map(|m| format!("[{}] ({})", cards_text(m.cards), name(m.owner)))
            .collect::<Vec<_>>()
            .join(", ");
        s.push('\n');
    }
    s
}

/// The public table message of a two-handed Gin or Colonel game (the
/// lobby is the same for every game: see [`super::render::table_message`]).
pub fn table_message(table: u64, view: &TableView, state: &PublicState) -> Msg {
    let players = players_of(&view.seats);
    let name = |x: Seat| seat_name(&players, x);
    let (hand_no, body, log, over) = match state {
        PublicState::Gin(g) => (
            g.hand_no,
            gin_lines(view, g),
            g.tables
                .iter()
                .flat_map(|t| t.log.iter().cloned())
                .collect::<Vec<_>>(),
            g.result.as_ref().map(|r| {
                let side = |c: usize| {
                    r.competitors[c]
                        .iter()
                        .map(|&s| name(s))
                        .collect::<Vec<_>>()
                        .join(" & ")
                };
                let totals = (0..r.competitors.len())
                    .map(|c| {
                        let total: u32 = r.games.iter().map(|f| f.lines[c].total).sum();
                        format!("{} {total}", side(c))
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                match r.winner {
                    Some(w) => format!("🏆 **Game over**: {} wins. Totals: {totals}\n", side(w)),
                    None => format!("🏆 **Game over**: a tie. Totals: {totals}\n"),
                }
            }),
        ),
        PublicState::Colonel(c) => (
            c.hand_no,
            colonel_lines(view, c),
            c.log.clone(),
            c.result.as_ref().map(|r| match r.winner {
                Some(w) => format!(
                    "🏆 **Match over**: {} wins by {}. Totals: {} {}, {} {}\n",
                    name(w),
                    r.margin,
                    name(0),
                    r.totals[0],
                    name(1),
                    r.totals[1]
                ),
                None => "🏆 **Match over**: a tie.\n".to_string(),
            }),
        ),
        // Jersey Gin's table message is written by `render`.
        PublicState::Jersey(_) => return super::render::table_message(table, view),
    };
    let mut s = format!(
        "🃏 **{}** · hand {hand_no}\n",
        rules_line(&view.settings.rules)
    );
    s += &body;
    let recent: Vec<String> = log
        .iter()
        .filter(|e| e.is_public())
        .filter_map(|e| game_line(e, &name))
        .collect();
    table_message_end(table, view, s, &recent, over)
}

/// The hand of a seat that is playing or sitting out, with the seat's own
/// table (a partnership has two).
fn own_table(g: &GinPublic, seat: Seat) -> Option<&GinTablePublic> {
    g.tables
        .iter()
        .find(|t| t.non_dealer == seat || t.dealer == seat)
}

/// What the seat is asked to do now, in words.
fn prompt(state: &SeatState, phase: Option<GinPhase>, colonel: Option<ColonelPhase>) -> &str {
    if state.legal.is_empty() {
        return "";
    }
    match (phase, colonel) {
        (Some(GinPhase::UpcardOffer), _) => "➡️ **Your turn**: take the upcard, or pass.",
        (Some(GinPhase::ForcedDraw), _) => "➡️ **Your turn**: both passed, so draw from the stock.",
        (Some(GinPhase::Opening), _) => "➡️ **Your turn**: you hold eleven cards: discard, or knock.",
        (Some(GinPhase::Draw), _) if state.legal.contains(&Action::OfferDouble) => {
            "➡️ **Your turn**: draw from the stock or take the top discard — or first offer to double the stake."
        }
        (Some(GinPhase::Draw), _) => "➡️ **Your turn**: draw from the stock or take the top discard.",
        (Some(GinPhase::DoubleOffered), _) => {
            "➡️ **You are offered a double**: accept it, redouble, or resign the hand."
        }
        (Some(GinPhase::Redoubled), _) => {
            "➡️ **Your double was redoubled**: accept it, or resign the hand."
        }
        (Some(GinPhase::Discard), _) => "➡️ **Your turn**: discard, or knock.",
        (_, Some(ColonelPhase::Draw)) => {
            "➡️ **Your turn**: draw from the stock or take the top discard — or challenge."
        }
        (_, Some(ColonelPhase::Challenged)) => {
            "➡️ **You are challenged**: accept (both hands are counted now) or refuse (play goes on)."
        }
        (_, Some(ColonelPhase::Play)) => {
            "➡️ **Your turn**: meld, lay off onto any meld on the table, then discard."
        }
        _ => "",
    }
}

fn cards_value(cards: CardSet) -> String {
    cards
        .sorted()
        .iter()
        .map(|c| c.ascii())
        .collect::<Vec<_>>()
        .join(",")
}

/// The value of a lay-off option: `cards>onto`.
pub fn layoff_value(cards: CardSet, onto: CardSet) -> String {
    format!("{}>{}", cards_value(cards), cards_value(onto))
}

/// Reads a card list written by [`layoff_value`] or a meld option.
pub fn parse_card_list(s: &str) -> Option<CardSet> {
    let mut set = CardSet::EMPTY;
    for t in s.split(',') {
        let c: Card = t.parse().ok()?;
        if !set.insert(c) {
            return None;
        }
    }
    (!set.is_empty()).then_some(set)
}

/// The private hand view of a two-handed Gin or Colonel seat, with every
/// control the game has, enabled only when legal.
pub fn hand_view(
    table: u64,
    view: &TableView,
    state: &SeatState,
    notice: Option<&str>,
    pictured: bool,
) -> Msg {
    let players = players_of(&view.seats);
    let name = |x: Seat| seat_name(&players, x);
    let turn = state.turn;
    let legal = &state.legal;
    let can = |a: Action| legal.contains(&a);
    let rules = view.settings.rules;
    let meld_rules = rules.meld_rules();
    let mut s = String::new();
    if let Some(n) = notice {
        s += n;
        s.push('\n');
    }
    let (hand_no, over, between, gin_phase, colonel_phase, gin_table) = match &state.public {
        PublicState::Gin(g) => {
            let t = own_table(g, state.seat);
            (
                g.hand_no,
                g.result.is_some(),
                g.between_hands,
                t.map(|t| t.phase),
                None,
                t,
            )
        }
        PublicState::Colonel(c) => (
            c.hand_no,
            c.result.is_some(),
            c.between_hands,
            None,
            Some(c.phase),
            None,
        ),
        // Jersey Gin's hand view is written by `render`.
        PublicState::Jersey(_) => {
            return super::render::hand_view_pictured(table, view, state, notice, pictured)
        }
    };
    if over {
        s += "🏆 **Game over**: see the table message for the result.\n";
        return Msg::new(s, vec![]);
    }
    if between || state.hand.is_empty() {
        if state.hand.is_empty() && !between {
            s += &format!("**Hand {hand_no}**: you sit this hand out.\n");
        } else {
            s += &format!("**Hand {hand_no} is over.** See the channel for the score.\n");
        }
        let next = can(Action::NextHand);
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
    let arr = meld_rules.best_arrangement(state.hand);
    let against = gin_table.map(|t| {
        let other = if t.dealer == state.seat {
            t.non_dealer
        } else {
            t.dealer
        };
        format!(" · against {}", name(other))
    });
    s += &format!(
        "**Your hand** · hand {hand_no}{} · seat {}{}\n",
        if pictured {
            String::new()
        } else {
            format!(" · {} cards", state.hand.len())
        },
        state.seat + 1,
        against.unwrap_or_default()
    );
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
    s += &format!(
        "\nDeadwood: {} = {}\n",
        if arr.deadwood_cards.is_empty() {
            "none".to_string()
        } else {
            format!("`{}`", cards_text(arr.deadwood_cards))
        },
        arr.deadwood
    );
    match &state.public {
        PublicState::Gin(g) => {
            if let Some(t) = gin_table {
                s += &gin_table_line(t, g, &name);
                s.push('\n');
            }
        }
        PublicState::Colonel(c) => s += &colonel_lines(view, c),
        PublicState::Jersey(_) => {}
    }
    if let Some(t) = state.taken {
        s += &format!("You took **{t}** from the pile: you may not throw it back this turn.\n");
    }
    let p = prompt(state, gin_phase, colonel_phase);
    if !p.is_empty() {
        s += p;
        s.push('\n');
    } else if let Some(t) = gin_table.and_then(|t| t.to_act) {
        s += &format!("Waiting for {}.\n", name(t));
    } else if let PublicState::Colonel(c) = &state.public {
        if let Some(t) = c.to_act {
            s += &format!("Waiting for {}.\n", name(t));
        }
    }

    let mut rows: Vec<Vec<Control>> = Vec::new();
    let take_label = match gin_table
        .and_then(|t| t.top_discard)
        .or(match &state.public {
            PublicState::Colonel(c) => c.top_discard,
            _ => None,
        }) {
        Some(c) => format!("Take {c}"),
        None => "Take the discard".into(),
    };
    let mut first = vec![
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
    ];
    if can(Action::PassUpcard) {
        first.push(Control::button(
            ComponentId::Move {
                table,
                turn,
                action: Move::PassUpcard,
            },
            "Pass",
            Style::Secondary,
            true,
        ));
    }
    first.push(Control::button(
        ComponentId::Refresh { table },
        "Refresh",
        Style::Secondary,
        true,
    ));
    rows.push(first);

    // Doubling (V5) and Colonel's end of turn and challenge: buttons that
    // appear only when they may be used.
    let extra: Vec<(Move, &str, Style)> = [
        (Move::OfferDouble, "Offer a double", Style::Success),
        (Move::AcceptDouble, "Accept the double", Style::Success),
        (Move::Redouble, "Redouble", Style::Primary),
        (Move::Resign, "Resign the hand", Style::Danger),
        (Move::Challenge, "Challenge", Style::Danger),
        (
            Move::AcceptChallenge,
            "Accept the challenge",
            Style::Success,
        ),
        (
            Move::RefuseChallenge,
            "Refuse the challenge",
            Style::Secondary,
        ),
        (Move::EndTurn, "End my turn", Style::Secondary),
    ]
    .into_iter()
    .filter(|(m, _, _)| can(m.action()))
    .collect();
    if !extra.is_empty() {
        rows.push(
            extra
                .into_iter()
                .take(5)
                .map(|(m, label, style)| {
                    Control::button(
                        ComponentId::Move {
                            table,
                            turn,
                            action: m,
                        },
                        label,
                        style,
                        true,
                    )
                })
                .collect(),
        );
    }

    // Colonel: meld and lay off.
    let melds: Vec<CardSet> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Meld { cards } => Some(*cards),
            _ => None,
        })
        .collect();
    if !melds.is_empty() {
        let mut melds = melds;
        melds.sort_by_key(|m| std::cmp::Reverse(m.len()));
        melds.truncate(25);
        rows.push(vec![Control::Select {
            id: ComponentId::MeldSelect { table, turn }.encode(),
            placeholder: "Meld…".into(),
            options: melds
                .iter()
                .map(|&m| (format!("Meld {}", cards_text(m)), cards_value(m)))
                .collect(),
            disabled: false,
        }]);
    }
    let layoffs: Vec<(CardSet, CardSet)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::LayOff { cards, onto } => Some((*cards, *onto)),
            _ => None,
        })
        .collect();
    if !layoffs.is_empty() {
        let mut layoffs = layoffs;
        layoffs.sort_by_key(|(c, _)| std::cmp::Reverse(c.len()));
        layoffs.truncate(25);
        rows.push(vec![Control::Select {
            id: ComponentId::LayOffSelect { table, turn }.encode(),
            placeholder: "Lay off…".into(),
            options: layoffs
                .iter()
                .map(|&(c, onto)| {
                    (
                        format!("Lay off {} onto {}", cards_text(c), cards_text(onto)),
                        layoff_value(c, onto),
                    )
                })
                .collect(),
            disabled: false,
        }]);
    }

    let discards: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Discard { card } => Some(*card),
            _ => None,
        })
        .collect();
    let knocks: Vec<Card> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Knock { card } => Some(*card),
            _ => None,
        })
        .collect();
    rows.extend(throw_rows(
        table, turn, state.hand, &discards, &knocks, meld_rules,
    ));
    rows.truncate(5);
    Msg::new(s, rows)
}

/// Asks to confirm a knock (or gin) throwing `card`, with the melds the
/// game's ace rule allows.
pub fn confirm_view(table: u64, rules: &Rules, state: &SeatState, card: Card, gin: bool) -> Msg {
    let mut rest = state.hand;
    rest.remove(card);
    let arr = rules.meld_rules().best_arrangement(rest);
    super::render::confirm_message(table, state.turn, card, gin, &arr)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::table::{Actor, Command, Env, Settings, Table};
    use crate::table::{ChannelId, UserId};

    /// A table of `rules` with person 7 and computers, played by the
    /// deadlines for `ticks` steps.
    fn played(rules: Rules, ticks: u32) -> Table {
        let env = |now| Env {
            now_ms: now,
            seed: 3,
            game_id: 1,
            ai: Default::default(),
        };
        let settings = Settings {
            rules,
            pace_ms: 0,
            seed: Some(3),
            ..Settings::default()
        };
        let (mut t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
        for _ in 1..rules.seats() {
            let add = Command::AddComputer { level: Level::Easy };
            t.apply(Actor::user(7), add, env(0)).unwrap();
        }
        t.apply(Actor::user(7), Command::Start, env(0)).unwrap();
        let mut now = 0;
        for _ in 0..ticks {
            now += 1_000_000;
            let _ = t.apply(Actor::System, Command::Tick, env(now));
        }
        t
    }

    /// What the table message shows for each kind of game: Hollywood's
    /// three games side by side, a partnership's two tables and the sides,
    /// Oklahoma's knock limit, Colonel's melds. (Run with `--nocapture` to
    /// see them: the README's examples come from here.)
    #[test]
    fn the_table_message_shows_what_each_game_needs() {
        let cases = [
            (
                Rules::from_names("gin", &[]).unwrap(),
                6,
                vec!["Gin Rummy · game to 100", "`1.`", "`2.`", "stock"],
            ),
            (
                Rules::from_names("gin", &["hollywood"]).unwrap(),
                120,
                vec!["Hollywood", "I ", "II ", "III "],
            ),
            (
                Rules::from_names("gin", &["partnership"]).unwrap(),
                8,
                vec!["partnership", "Table 1:", "Table 2:", " & "],
            ),
            (
                Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap(),
                5,
                vec!["Oklahoma, doubling", "knock at"],
            ),
            (
                Rules::from_names("colonel", &[]).unwrap(),
                30,
                vec!["Colonel · a match of 4 hands"],
            ),
        ];
        for (rules, ticks, wanted) in cases {
            let t = played(rules, ticks);
            let view = t.view();
            let m = super::super::render::table_message(1, &view);
            println!("{}\n", m.content);
            for w in wanted {
                assert!(m.content.contains(w), "{w:?} in\n{}", m.content);
            }
        }
    }

    #[test]
    fn card_lists_read_back() {
        let set = CardSet::from_cards(["7c", "8c", "9c"].map(|c| c.parse().unwrap()));
        let v = layoff_value(set, set);
        let (a, b) = v.split_once('>').unwrap();
        assert_eq!(parse_card_list(a), Some(set));
        assert_eq!(parse_card_list(b), Some(set));
        assert_eq!(parse_card_list("7c,7c"), None);
        assert_eq!(parse_card_list(""), None);
        assert_eq!(parse_card_list("zz"), None);
    }
}
