//! The person's turn in the terminal: the numbered legal moves, what may be
//! typed instead (a card, `k` and a card, `?` for the rules), and the
//! question before a knock.

use super::{Ui, CHANNEL};
use crate::engine::{Action, Card, CardSet, PublicState, Rules, SeatState};
use crate::table::Command;
use gin_text::{tr, Lang};

/// What the first prompt of a session says about the rules, once.
pub(super) fn hint(lang: Lang) -> String {
    tr!(lang, "term-hint")
}

/// Whether a line typed at a prompt asks for the rules: `?`, `h`, `help`
/// or `rules` in every language, and the language's own words.
pub(super) fn asks_for_rules(lang: Lang, line: &str) -> bool {
    let line = line.trim().to_lowercase();
    matches!(line.as_str(), "?" | "h" | "help" | "rules")
        || tr!(lang, "term-rules-words")
            .split_whitespace()
            .any(|w| w == line)
}

/// Whether a line typed at a prompt asks the coach for a hint: `hint` in
/// every language, and the language's own word.
pub(super) fn asks_for_a_hint(lang: Lang, line: &str) -> bool {
    let line = line.trim().to_lowercase();
    line == "hint"
        || tr!(lang, "term-hint-words")
            .split_whitespace()
            .any(|w| w == line)
}

/// The rules of a game and its switches as `/gin rules` shows them (one
/// text for both front ends), for a terminal: Discord's bold becomes bold
/// (or nothing without colours), its italics plain words.
pub fn rules_text(lang: Lang, rules: &Rules, color: bool) -> String {
    crate::rules_text::rules_messages(lang, rules)
        .iter()
        .map(|m| plain_markdown(m, color))
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// `**bold**` to bold (or plain), `*word*` to plain.
fn plain_markdown(text: &str, color: bool) -> String {
    let mut out = String::new();
    let mut bold = false;
    for (i, part) in text.split("**").enumerate() {
        if i > 0 {
            if color {
                out += if bold { "\x1b[0m" } else { "\x1b[1m" };
            }
            bold = !bold;
        }
        out += &part.replace('*', "");
    }
    out
}

/// The menu's order for knocks: by count, the best first; one choice for
/// each count and set of melds kept (another card of the same count can be
/// typed with `k`).
pub(super) fn knock_choices(
    rules: crate::engine::melds::MeldRules,
    hand: CardSet,
    legal: &[Action],
) -> Vec<(u32, Card)> {
    let mut seen: Vec<(u32, Vec<CardSet>)> = Vec::new();
    let mut knocks: Vec<(u32, Card)> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Knock { card } => Some((rules.deadwood(hand.without(*card)), *card)),
            _ => None,
        })
        .collect();
    // The higher card thrown first among equals: it is the one that would
    // count the most if it were kept.
    knocks.sort_by_key(|&(n, c)| (n, std::cmp::Reverse((rules.value(c), c.rank(), c.suit()))));
    knocks.retain(|&(n, c)| {
        let mut melds = rules.best_arrangement(hand.without(c)).melds;
        melds.sort();
        let key = (n, melds);
        if seen.contains(&key) {
            false
        } else {
            seen.push(key);
            true
        }
    });
    knocks
}

impl Ui<'_> {
    /// Asks, after the one-time hint at the first prompt; None at the end
    /// of input (Ctrl-D).
    pub(super) fn prompt(&mut self, prompt: &str) -> anyhow::Result<Option<String>> {
        if !self.hinted {
            self.hinted = true;
            writeln!(self.out, "{}", hint(self.lang))?;
        }
        self.read_line(prompt)
    }

    fn read_line(&mut self, prompt: &str) -> anyhow::Result<Option<String>> {
        write!(self.out, "{prompt}")?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(line.trim().to_string()))
    }

    /// A yes-or-no question; no unless the answer is yes ("y" in every
    /// language, and the language's own words).
    pub(super) fn confirm(&mut self, question: &str) -> anyhow::Result<bool> {
        let choices = tr!(self.lang, "term-yes-or-no");
        let Some(answer) = self.read_line(&format!("{question} {choices} "))? else {
            return Ok(false);
        };
        let answer = answer.to_lowercase();
        let yes = tr!(self.lang, "term-yes-answers");
        Ok(["y", "yes"].contains(&answer.as_str()) || yes.split_whitespace().any(|w| w == answer))
    }

    /// The rules of the game being played, and what may be typed.
    pub(super) fn show_rules(&mut self) -> anyhow::Result<()> {
        let Some(rules) = self.svc.snapshot(&CHANNEL).map(|t| t.rules()) else {
            return Ok(());
        };
        writeln!(
            self.out,
            "\n{}\n\n{}\n",
            rules_text(self.lang, &rules, self.color),
            tr!(self.lang, "term-controls")
        )?;
        Ok(())
    }

    /// The coach's hint (issue 41): the table marks the seat (the game is
    /// then not rated), and the search runs here, on the person's own
    /// terminal; a refusal (hints off) is printed by `send`.
    fn show_hint(&mut self) -> anyhow::Result<()> {
        let Ok(reply) = self.send(Command::Hint)? else {
            return Ok(());
        };
        let Some(position) = reply.snapshot().and_then(|t| t.hint_position(super::ME)) else {
            return Ok(());
        };
        let analysis = position.hint();
        let text = crate::render::coach::hint_text(analysis.as_ref(), position.kind(), self);
        writeln!(self.out, "{text}")?;
        Ok(())
    }

    /// "knock with 5, throwing 7♣ face down", or "go gin, throwing ...".
    pub(super) fn knock_words(&self, hand: CardSet, card: Card) -> String {
        let left = self.meld_rules().deadwood(hand.without(card));
        tr!(
            self.lang,
            "term-knock-choice",
            left = left,
            card = self.card(card)
        )
    }

    /// The question before a knock, repeating the card and the count.
    fn knock_question(&self, hand: CardSet, card: Card) -> String {
        let left = self.meld_rules().deadwood(hand.without(card));
        tr!(
            self.lang,
            "term-knock-question",
            left = left,
            card = self.card(card)
        )
    }

    /// The numbered moves: each legal move once, knocks by count.
    fn menu(&self, state: &SeatState) -> Vec<(String, Action)> {
        let mut menu: Vec<(String, Action)> = Vec::new();
        for &a in &state.legal {
            let label = match a {
                Action::TakeDiscard => match top_discard(state) {
                    Some(c) => tr!(self.lang, "term-take-discard", card = self.card(c)),
                    None => crate::render::action(&a, self),
                },
                Action::Knock { .. } => continue,
                _ => crate::render::action(&a, self),
            };
            let label = match crate::render::action_note(&a, crate::render::Names::lang(self)) {
                Some(note) => format!("{label} — {note}"),
                None => label,
            };
            menu.push((label, a));
        }
        for (_, card) in knock_choices(self.meld_rules(), state.hand, &state.legal) {
            menu.push((self.knock_words(state.hand, card), Action::Knock { card }));
        }
        menu
    }

    /// The person's turn: lists the legal moves and applies the chosen one.
    /// Returns false when the person quits.
    pub(super) fn my_turn(&mut self) -> anyhow::Result<bool> {
        let Some(state) = self.svc.seat_view(&CHANNEL, super::ME) else {
            return Ok(true);
        };
        let turn = state.turn;
        self.show_hand(&state)?;
        let menu = self.menu(&state);
        for (i, (label, _)) in menu.iter().enumerate() {
            writeln!(self.out, "  {:>2}) {label}", i + 1)?;
        }
        loop {
            let prompt = format!("{} ", tr!(self.lang, "term-move-prompt"));
            let Some(line) = self.prompt(&prompt)? else {
                self.leave()?;
                return Ok(false);
            };
            if line == "q" {
                self.leave()?;
                return Ok(false);
            }
            if asks_for_rules(self.lang, &line) {
                self.show_rules()?;
                continue;
            }
            if asks_for_a_hint(self.lang, &line) {
                self.show_hint()?;
                continue;
            }
            let Some(action) = parse_move(&line, &menu) else {
                writeln!(self.out, "  {}", tr!(self.lang, "term-pick-a-move"))?;
                continue;
            };
            if let Action::Knock { card } = action {
                // The question repeats the move: which card, what count.
                let question = self.knock_question(state.hand, card);
                if !self.confirm(&question)? {
                    continue;
                }
            }
            match self.send(Command::Act { turn, action })? {
                Ok(_) => return Ok(true),
                Err(_) => continue,
            }
        }
    }
}

/// A typed move: a menu number, a card to discard, or `k` and a card to
/// knock with.
fn parse_move(line: &str, menu: &[(String, Action)]) -> Option<Action> {
    if let Ok(n) = line.parse::<usize>() {
        return menu.get(n.wrapping_sub(1)).map(|(_, a)| *a);
    }
    if let Ok(card) = line.parse::<Card>() {
        return Some(Action::Discard { card });
    }
    let rest = line.strip_prefix(['k', 'K'])?.trim();
    rest.parse::<Card>().ok().map(|card| Action::Knock { card })
}

/// The card a seat may take from the discard pile now.
fn top_discard(state: &SeatState) -> Option<Card> {
    match &state.public {
        PublicState::Jersey(j) => j.top_discard,
        PublicState::Gin(g) => {
            g.tables
                .iter()
                .find(|t| t.dealer == state.seat || t.non_dealer == state.seat)?
                .top_discard
        }
        PublicState::Colonel(c) => c.top_discard,
    }
}
