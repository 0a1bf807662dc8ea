//! The controls of a hand view, laid out the same way for every game: each
//! is enabled (or shown at all) only when the seat's legal actions hold its
//! move, so a game without a move simply never shows its control.
//!
//! Rows, at most five:
//! 1. Draw from stock, Take (the pile's card), Pass (the upcard offer),
//!    Refresh, Hint (where the table allows hints);
//! 2. the moves that name no card, when legal: the doubling moves, the
//!    challenge and its answers, the end of a turn;
//! 3. the meld select and the lay-off select, when legal;
//! 4. the discard select (always: disabled until the seat may discard),
//!    the knock select with each card's count, a Gin! button per card that
//!    leaves no deadwood.

use super::cards_text;
use super::reading::Pile;
use crate::discord::custom_id::{ComponentId, Move};
use crate::discord::message::{Control, Style};
use crate::engine::melds::MeldRules;
use crate::engine::{Action, Card, CardSet, SeatState};
use gin_text::{tr, Lang};

/// Discord's limits: rows per message, and options per select.
const MAX_ROWS: usize = 5;
const MAX_OPTIONS: usize = 25;

/// Every control of a seat with a hand in play.
pub(super) fn hand_rows(
    lang: Lang,
    table: u64,
    state: &SeatState,
    pile: Option<&Pile>,
    rules: MeldRules,
    hints: bool,
) -> Vec<Vec<Control>> {
    let mut rows = vec![first_row(lang, table, state, pile, hints)];
    rows.push(moves_row(lang, table, state));
    rows.extend(meld_rows(lang, table, state));
    rows.extend(throw_rows(lang, table, state, rules));
    rows.retain(|r| !r.is_empty());
    rows.truncate(MAX_ROWS);
    rows
}

/// Between hands: deal the next one (when the seat may), or refresh; and
/// the coach's review of the hand just over (`review`: the game's id and
/// the hand's number), when the seat played it.
pub(super) fn next_hand_rows(
    lang: Lang,
    table: u64,
    state: &SeatState,
    review: Option<(u64, u32)>,
) -> Vec<Vec<Control>> {
    let mut row = vec![
        Control::button(
            ComponentId::NextHand {
                table,
                turn: state.turn,
            },
            tr!(lang, "hand-deal-next"),
            Style::Primary,
            state.legal.contains(&Action::NextHand),
        ),
        refresh(lang, table),
    ];
    if let Some((game, hand)) = review {
        row.push(review_button(lang, table, game, hand));
    }
    vec![row]
}

/// The game is over: the coach's review of its last hand, and the game's
/// summary (issue 41).
pub(super) fn game_over_rows(lang: Lang, table: u64, game: u64, hand: u32) -> Vec<Vec<Control>> {
    vec![vec![
        review_button(lang, table, game, hand),
        Control::button(
            ComponentId::Summary { table, game },
            tr!(lang, "hand-summary"),
            Style::Secondary,
            true,
        ),
    ]]
}

fn review_button(lang: Lang, table: u64, game: u64, hand: u32) -> Control {
    Control::button(
        ComponentId::Review { table, game, hand },
        tr!(lang, "hand-review"),
        Style::Secondary,
        true,
    )
}

fn refresh(lang: Lang, table: u64) -> Control {
    Control::button(
        ComponentId::Refresh { table },
        tr!(lang, "hand-refresh"),
        Style::Secondary,
        true,
    )
}

fn first_row(
    lang: Lang,
    table: u64,
    state: &SeatState,
    pile: Option<&Pile>,
    hints: bool,
) -> Vec<Control> {
    let turn = state.turn;
    let can = |a: Action| state.legal.contains(&a);
    let take = pile.map_or_else(|| tr!(lang, "hand-take-discard"), |p| p.take_label(lang));
    let mut row = vec![
        Control::button(
            ComponentId::DrawStock { table, turn },
            tr!(lang, "hand-draw-stock"),
            Style::Primary,
            can(Action::DrawStock),
        ),
        Control::button(
            ComponentId::TakeDiscard { table, turn },
            take,
            Style::Primary,
            can(Action::TakeDiscard),
        ),
    ];
    if can(Action::PassUpcard) {
        row.push(Control::button(
            ComponentId::Move {
                table,
                turn,
                action: Move::PassUpcard,
            },
            tr!(lang, "hand-pass"),
            Style::Secondary,
            true,
        ));
    }
    row.push(refresh(lang, table));
    // The coach (issue 41), where the table allows it and the seat has a
    // decision to make.
    if hints && state.legal.iter().any(|a| !matches!(a, Action::Resign)) {
        row.push(Control::button(
            ComponentId::Hint { table, turn },
            tr!(lang, "hand-hint"),
            Style::Secondary,
            true,
        ));
    }
    row
}

/// The moves that name no card (V5's doubling, V9's challenge and end of
/// turn), each only when legal.
fn moves_row(lang: Lang, table: u64, state: &SeatState) -> Vec<Control> {
    const MOVES: [(Move, Style); 8] = [
        (Move::OfferDouble, Style::Success),
        (Move::AcceptDouble, Style::Success),
        (Move::Redouble, Style::Primary),
        (Move::Resign, Style::Danger),
        (Move::Challenge, Style::Danger),
        (Move::AcceptChallenge, Style::Success),
        (Move::RefuseChallenge, Style::Secondary),
        (Move::EndTurn, Style::Secondary),
    ];
    MOVES
        .into_iter()
        .filter(|(m, _)| state.legal.contains(&m.action()))
        .take(5)
        .map(|(action, style)| {
            let id = ComponentId::Move {
                table,
                turn: state.turn,
                action,
            };
            Control::button(id, move_label(lang, action), style, true)
        })
        .collect()
}

/// The label of a move's button.
fn move_label(lang: Lang, action: Move) -> String {
    match action {
        Move::OfferDouble => tr!(lang, "hand-offer-double"),
        Move::AcceptDouble => tr!(lang, "hand-accept-double"),
        Move::Redouble => tr!(lang, "hand-redouble"),
        Move::Resign => tr!(lang, "hand-resign"),
        Move::Challenge => tr!(lang, "hand-challenge"),
        Move::AcceptChallenge => tr!(lang, "hand-accept-challenge"),
        Move::RefuseChallenge => tr!(lang, "hand-refuse-challenge"),
        Move::EndTurn => tr!(lang, "hand-end-turn"),
        Move::PassUpcard => tr!(lang, "hand-pass"),
    }
}

/// The meld select and the lay-off select (Colonel), largest first.
fn meld_rows(lang: Lang, table: u64, state: &SeatState) -> Vec<Vec<Control>> {
    let turn = state.turn;
    let mut melds: Vec<CardSet> = state
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Meld { cards } => Some(*cards),
            _ => None,
        })
        .collect();
    let mut layoffs: Vec<(CardSet, CardSet)> = state
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::LayOff { cards, onto } => Some((*cards, *onto)),
            _ => None,
        })
        .collect();
    let mut rows = Vec::new();
    if !melds.is_empty() {
        melds.sort_by_key(|m| std::cmp::Reverse(m.len()));
        melds.truncate(MAX_OPTIONS);
        rows.push(vec![Control::Select {
            id: ComponentId::MeldSelect { table, turn }.encode(),
            placeholder: tr!(lang, "hand-meld-placeholder"),
            options: melds
                .iter()
                .map(|&m| {
                    let label = tr!(lang, "hand-meld-option", cards = cards_text(m));
                    (label, cards_value(m))
                })
                .collect(),
            disabled: false,
        }]);
    }
    if !layoffs.is_empty() {
        layoffs.sort_by_key(|(c, _)| std::cmp::Reverse(c.len()));
        layoffs.truncate(MAX_OPTIONS);
        rows.push(vec![Control::Select {
            id: ComponentId::LayOffSelect { table, turn }.encode(),
            placeholder: tr!(lang, "hand-lay-off-placeholder"),
            options: layoffs
                .iter()
                .map(|&(c, onto)| {
                    let label = tr!(
                        lang,
                        "hand-lay-off-option",
                        cards = cards_text(c),
                        onto = cards_text(onto)
                    );
                    (label, layoff_value(c, onto))
                })
                .collect(),
            disabled: false,
        }]);
    }
    rows
}

/// The rows that throw a card: the discard select, the knock select (each
/// card with the count it leaves, under the game's ace rule) and a Gin!
/// button for each card that leaves no deadwood.
fn throw_rows(lang: Lang, table: u64, state: &SeatState, rules: MeldRules) -> Vec<Vec<Control>> {
    let turn = state.turn;
    let cards_of = |want_knock: bool| -> Vec<Card> {
        state
            .legal
            .iter()
            .filter_map(|a| match *a {
                Action::Discard { card } if !want_knock => Some(card),
                Action::Knock { card } if want_knock => Some(card),
                _ => None,
            })
            .collect()
    };
    let mut rows = vec![vec![card_select(
        ComponentId::DiscardSelect { table, turn },
        &tr!(lang, "hand-discard-placeholder"),
        &tr!(lang, "hand-discard-after-draw"),
        &cards_of(false),
        |c| tr!(lang, "hand-discard-option", card = c.to_string()),
    )]];
    let mut counts = Vec::new();
    let mut gins = Vec::new();
    for card in cards_of(true) {
        match rules.deadwood(state.hand.without(card)) {
            0 => gins.push(card),
            dw => counts.push((card, dw)),
        }
    }
    if !counts.is_empty() {
        let cards: Vec<Card> = counts.iter().map(|k| k.0).collect();
        rows.push(vec![card_select(
            ComponentId::KnockSelect { table, turn },
            &tr!(lang, "hand-knock-placeholder"),
            &tr!(lang, "hand-knock-disabled"),
            &cards,
            |c| {
                let dw = counts.iter().find(|k| k.0 == c).map_or(0, |k| k.1);
                tr!(lang, "hand-knock-option", card = c.to_string(), count = dw)
            },
        )]);
    }
    rows.push(
        gins.iter()
            .take(5)
            .map(|&card| {
                let id = ComponentId::Gin {
                    table,
                    turn,
                    card,
                    confirmed: false,
                };
                let label = tr!(lang, "hand-gin-option", card = card.to_string());
                Control::button(id, label, Style::Success, true)
            })
            .collect(),
    );
    rows
}

/// A select of cards, in order; disabled (with one placeholder option, as
/// Discord needs one) when there is none to choose.
fn card_select(
    id: ComponentId,
    placeholder: &str,
    disabled_placeholder: &str,
    cards: &[Card],
    label: impl Fn(Card) -> String,
) -> Control {
    let mut cards = cards.to_vec();
    cards.sort_by_key(|c| c.display_key());
    cards.truncate(MAX_OPTIONS);
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

fn cards_value(cards: CardSet) -> String {
    // Index order: a value's words need not be read by people.
    cards
        .to_vec()
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

#[cfg(test)]
mod tests {
    use super::*;

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
