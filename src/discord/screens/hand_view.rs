//! A player's private hand view, the same for every game: the hand (its
//! melds, what it could lay off onto the table, its deadwood and count),
//! the hand's table as everyone sees it, what the player is asked to do,
//! and the controls; between hands the scores; once over the result. And
//! the confirmation of a knock or a gin.

use super::controls::{game_over_rows, hand_rows, next_hand_rows};
use super::reading::{read, Reading};
use super::table_message::{forfeit_line, melds_line, over_line, table_line};
use super::{cards_text, deadwood_text, melds_text, players_of, seat_name};
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{Control, Msg, Style};
use crate::engine::jersey::Phase;
use crate::engine::{Action, Card, ColonelPhase, GinPhase, PublicState, Rules, Seat, SeatState};
use crate::table::TableView;
use gin_text::{tr, Lang};

/// A refusal or problem, as the first line of a hand view.
pub fn warning(text: &str) -> String {
    format!("⚠️ {text}")
}

/// The ephemeral hand view for `state` (the viewer's seat). `notice` is
/// shown on top as it is (a [`warning`], say). `pictured`: the message
/// carries the hand picture, so the melds and the deadwood share one line
/// (the picture lays them out; the words stay for screen readers,
/// notifications and search). It speaks `lang`, the viewer's language.
pub fn hand_view(
    lang: Lang,
    table: u64,
    view: &TableView,
    state: &SeatState,
    notice: Option<&str>,
    pictured: bool,
) -> Msg {
    let game = read(lang, &state.public);
    let players = players_of(&view.seats);
    let name = |s: Seat| seat_name(lang, &players, s);
    let mut s = String::new();
    if let Some(n) = notice {
        s += n;
        s.push('\n');
    }
    if let Some(line) = forfeit_line(lang, view, &name) {
        // Forfeited on the clock (issue 42): the game stopped mid-hand, so
        // there is nothing left to play, and no finished hand or game of
        // it to review.
        s += &line;
        s.push('\n');
        return Msg::new(s, vec![]);
    }
    if let Some(over) = over_line(lang, &game, &name) {
        s += &over;
        s.push('\n');
        let rows = game_over_rows(lang, table, view.game_id, game.hand_no);
        return Msg::new(s, rows);
    }
    let in_play = !state.hand.is_empty() && !game.between_hands;
    let Some(own) = game.table_of(state.seat).filter(|_| in_play) else {
        // Between hands, or sitting this hand out.
        s += &if game.between_hands {
            tr!(
                lang,
                "hand-between-hands",
                number = game.hand_no,
                scores = scores(&game, &name)
            )
        } else {
            tr!(lang, "hand-sitting-out", number = game.hand_no)
        };
        s.push('\n');
        let review = game.between_hands.then_some((view.game_id, game.hand_no));
        return Msg::new(s, next_hand_rows(lang, table, state, review));
    };
    let rules = view.settings.rules.meld_rules();
    s += &hand_lines(lang, state, &game, &name, rules, pictured);
    s += &table_line(lang, own, &name);
    s.push('\n');
    s += &melds_line(lang, &game, &name);
    if let Some(t) = state.taken {
        s += &tr!(lang, "hand-took-from-pile", card = t.to_string());
        s.push('\n');
    }
    match prompt(lang, state) {
        Some(p) => {
            s += &p;
            s.push('\n');
        }
        None => {
            if let Some(t) = own.to_act.filter(|&t| t != state.seat) {
                s += &tr!(lang, "hand-waiting-for", name = name(t));
                s.push('\n');
            }
        }
    }
    let hints = view.hints_allowed;
    Msg::new(
        s,
        hand_rows(lang, table, state, Some(&own.pile), rules, hints),
    )
}

/// "Ann 23, Bob 0", or Hollywood's three games per side.
fn scores(game: &Reading, name: &dyn Fn(Seat) -> String) -> String {
    game.sides
        .iter()
        .map(|side| {
            let who: Vec<String> = side.seats.iter().map(|&s| name(s)).collect();
            format!("{} {}", who.join(" & "), side.short)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The header and the hand arranged as its picture shows it: the melds,
/// the cards it could lay off onto the melds on the table, the deadwood
/// (in Colonel: the whole hand's count, and what laying down leaves).
fn hand_lines(
    lang: Lang,
    state: &SeatState,
    game: &Reading,
    name: &dyn Fn(Seat) -> String,
    rules: crate::engine::melds::MeldRules,
    pictured: bool,
) -> String {
    let counts_every_card = matches!(state.public, PublicState::Colonel(_));
    let mut s = tr!(lang, "hand-your-hand", number = game.hand_no);
    if !pictured {
        s += &format!(
            " · {}",
            crate::words::cards(lang, state.hand.len() as usize)
        );
    }
    s += &format!(" · {}", tr!(lang, "hand-seat", number = state.seat + 1));
    if let Some(t) = game.table_of(state.seat) {
        if let [a, b] = t.players.as_slice() {
            let other = if *a == state.seat { *b } else { *a };
            s += &format!(" · {}", tr!(lang, "hand-against", name = name(other)));
        }
    }
    s.push('\n');
    let table: Vec<_> = game.melds.iter().map(|m| m.cards).collect();
    let arr = rules.arrange(state.hand, &table);
    s += &tr!(lang, "hand-melds", melds = melds_text(lang, &arr.melds));
    let layoffs = arr
        .layoffs
        .iter()
        .fold(crate::engine::CardSet::EMPTY, |a, l| a.union(l.cards));
    if !layoffs.is_empty() {
        let cards = format!("`{}`", cards_text(layoffs));
        s += &format!(" · {}", tr!(lang, "hand-to-lay-off", cards = cards));
    }
    s += if pictured { " · " } else { "\n" };
    if counts_every_card {
        // V9.4, V9.6: Colonel counts every card held, melds too.
        let left = loose_text(lang, arr.deadwood_cards);
        s += &tr!(lang, "hand-left-after-laying-down", cards = left);
        s.push('\n');
        // One wording of Colonel's count, the rules' (V9.4).
        s += &crate::rules_text::colonel_count(lang, rules.value_of(state.hand), arr.deadwood);
        s.push('\n');
        return s;
    }
    let deadwood = deadwood_text(lang, arr.deadwood_cards, arr.deadwood);
    s += &tr!(lang, "hand-deadwood", deadwood = deadwood);
    s.push('\n');
    s
}

/// Loose cards as the screens write them: "`5♣ K♦`", or "none".
fn loose_text(lang: Lang, cards: crate::engine::CardSet) -> String {
    if cards.is_empty() {
        tr!(lang, "table-none")
    } else {
        format!("`{}`", cards_text(cards))
    }
}

/// What the seat is asked to do now, in words; None when nothing.
fn prompt(lang: Lang, state: &SeatState) -> Option<String> {
    if state.legal.is_empty() {
        return None;
    }
    let can_knock = state
        .legal
        .iter()
        .any(|a| matches!(a, Action::Knock { .. }));
    let discard = || {
        if can_knock {
            tr!(lang, "hand-prompt-discard-or-knock")
        } else {
            tr!(lang, "hand-prompt-discard")
        }
    };
    Some(match &state.public {
        PublicState::Jersey(g) => match g.phase {
            Phase::Draw => tr!(lang, "hand-prompt-draw-or-upcard"),
            Phase::Discard => discard(),
            Phase::Over => return None,
        },
        PublicState::Gin(g) => {
            let phase = g
                .tables
                .iter()
                .find(|t| t.non_dealer == state.seat || t.dealer == state.seat)?
                .phase;
            match phase {
                GinPhase::Discard => discard(),
                phase => gin_prompt(lang, phase, state, can_knock)?,
            }
        }
        PublicState::Colonel(c) => match c.phase {
            ColonelPhase::Draw => tr!(lang, "hand-prompt-draw-or-challenge"),
            ColonelPhase::Challenged => tr!(lang, "hand-prompt-challenged"),
            ColonelPhase::Play => tr!(lang, "hand-prompt-meld-lay-off-discard"),
            ColonelPhase::Over => return None,
        },
    })
}

/// Two-handed Gin's prompts, but for the discard (every game's).
fn gin_prompt(lang: Lang, phase: GinPhase, state: &SeatState, can_knock: bool) -> Option<String> {
    Some(match phase {
        GinPhase::UpcardOffer => tr!(lang, "hand-prompt-upcard-offer"),
        GinPhase::ForcedDraw => tr!(lang, "hand-prompt-forced-draw"),
        GinPhase::Opening if can_knock => tr!(lang, "hand-prompt-opening-or-knock"),
        GinPhase::Opening => tr!(lang, "hand-prompt-opening"),
        GinPhase::Draw if state.legal.contains(&Action::OfferDouble) => {
            tr!(lang, "hand-prompt-draw-or-double")
        }
        GinPhase::Draw => tr!(lang, "hand-prompt-draw"),
        GinPhase::DoubleOffered => tr!(lang, "hand-prompt-double-offered"),
        GinPhase::Redoubled => tr!(lang, "hand-prompt-redoubled"),
        GinPhase::Discard | GinPhase::Over => return None,
    })
}

/// Asks to confirm a knock (or gin) throwing `card`: the melds and the
/// deadwood left after it, under the game's ace rule.
/// In `lang`, the viewer's language.
pub fn confirm_view(
    lang: Lang,
    table: u64,
    rules: &Rules,
    state: &SeatState,
    card: Card,
    gin: bool,
) -> Msg {
    let arr = rules
        .meld_rules()
        .best_arrangement(state.hand.without(card));
    let question = tr!(
        lang,
        "hand-confirm-question",
        gin = if gin { "yes" } else { "no" },
        card = card.to_string()
    );
    let melds = tr!(
        lang,
        "hand-your-melds",
        melds = melds_text(lang, &arr.melds)
    );
    let deadwood = deadwood_text(lang, arr.deadwood_cards, arr.deadwood);
    let deadwood = tr!(lang, "hand-deadwood", deadwood = deadwood);
    let s = format!("{question}\n{melds}\n{deadwood}");
    let turn = state.turn;
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
    let yes = if gin {
        tr!(lang, "hand-confirm-gin")
    } else {
        tr!(lang, "hand-confirm-knock")
    };
    let cancel = ComponentId::Refresh { table };
    Msg::new(
        s,
        vec![vec![
            Control::button(confirm, yes, Style::Danger, true),
            Control::button(cancel, tr!(lang, "hand-cancel"), Style::Secondary, true),
        ]],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::melds::MeldRules;
    use crate::table::{Actor, ChannelId, Command, Env, Settings, Table, UserId};

    fn env(now_ms: u64) -> Env {
        Env {
            now_ms,
            seed: 5,
            game_id: 1,
            ai: Default::default(),
        }
    }

    /// Person 7 and a computer at a table of `game`, started.
    fn started(game: &str) -> Table {
        let settings = Settings {
            rules: Rules::from_names(game, &[]).unwrap(),
            pace_ms: 0,
            seed: Some(5),
            ..Settings::default()
        };
        let (mut t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
        let add = Command::AddComputer { level: Level::Easy };
        t.apply(Actor::user(7), add, env(0)).unwrap();
        t.apply(Actor::user(7), Command::Start, env(0)).unwrap();
        t
    }

    /// V9.4, V9.6: a Colonel hand view says what every card held counts
    /// (what a challenge is decided on) and what laying down the melds and
    /// layoffs would leave, never Gin's deadwood; with or without the
    /// picture. Played by the clock until the seat's hand has melds to lay
    /// down.
    #[test]
    fn colonel_counts_every_card_held() {
        let mut t = started("colonel");
        let (mut seen, mut could_lay_down) = (0, 0);
        let mut now = 0;
        for _ in 0..80 {
            if let Some(st) = t.playing().map(|g| g.seat_state(0)) {
                if let (true, PublicState::Colonel(c)) = (st.has_hand_in_play(), &st.public) {
                    let table: Vec<_> = c.melds.iter().map(|m| m.cards).collect();
                    let left = MeldRules::COLONEL.arrange(st.hand, &table).deadwood;
                    let held = crate::engine::colonel::game::hand_total(st.hand);
                    let wanted = crate::rules_text::colonel_count(gin_text::Lang::En, held, left);
                    for pictured in [false, true] {
                        let text = hand_view(Lang::En, 1, &t.view(), &st, None, pictured).content;
                        assert!(text.contains(&wanted), "{wanted:?} in\n{text}");
                        assert!(!text.contains("Deadwood"), "{text}");
                    }
                    seen += 1;
                    could_lay_down += usize::from(left < held);
                }
            }
            now += 1_000_000;
            let _ = t.apply(Actor::System, Command::Tick, env(now));
        }
        assert!(
            seen > 0 && could_lay_down > 0,
            "{seen} views, {could_lay_down} with melds"
        );
        // Gin keeps its deadwood.
        let t = started("gin");
        let st = t.playing().unwrap().seat_state(0);
        let text = hand_view(Lang::En, 1, &t.view(), &st, None, false).content;
        assert!(text.contains("Deadwood: "), "{text}");
        assert!(!text.contains("In hand:"), "{text}");
    }
}
