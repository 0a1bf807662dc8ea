//! What the terminal shows before each move: the status lines (hand,
//! dealer, scores, stock, the game's own conditions) and the person's hand.

use super::{Ui, CHANNEL};
use crate::engine::melds::MeldRules;
use crate::engine::{Card, CardSet, ColonelPublic, GinPublic, PublicState, Seat, SeatState};
use crate::render::{count, game_label};

/// The status of one hand in play, whatever the game.
struct Status {
    dealer: Seat,
    stock: u32,
    top: Option<Card>,
    /// Card counts of the seats at the person's table.
    sizes: Vec<(Seat, u32)>,
    /// Melds on the table, with who laid each down.
    melds: Vec<(Seat, CardSet)>,
    /// The game's own conditions for this hand: " · knock at 5 or less".
    extra: String,
    /// A partnership: "table 1, You against Bo".
    table: Option<String>,
}

impl Ui<'_> {
    pub(super) fn show_scores(&mut self) -> anyhow::Result<()> {
        if let Some(v) = self.svc.view(&CHANNEL).and_then(|v| v.game) {
            let (hand, line) = self.scores(&v);
            writeln!(self.out, "Hand {hand}. Scores: {line}.")?;
        }
        Ok(())
    }

    /// The hand number and the running scores of any game.
    pub(super) fn scores(&self, v: &PublicState) -> (u32, String) {
        match v {
            PublicState::Jersey(p) => (
                p.hand_no,
                (0..3)
                    .map(|s| format!("{} {}", self.name(s), p.scores[s]))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            PublicState::Gin(g) => (g.hand_no, self.gin_scores(g)),
            PublicState::Colonel(c) => (
                c.hand_no,
                (0..2)
                    .map(|s| format!("{} {}", self.name(s), c.totals[s]))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        }
    }

    /// Each competitor's total; Hollywood's three games labelled I, II and
    /// III as on Discord, a decided game said (V2.4).
    fn gin_scores(&self, g: &GinPublic) -> String {
        let board = &g.board;
        let who = |c: usize| {
            board.competitors[c]
                .iter()
                .map(|&s| self.name(s))
                .collect::<Vec<_>>()
                .join(" & ")
        };
        let line = |t: &crate::engine::Tally| {
            (0..board.competitors.len())
                .map(|c| format!("{} {}", who(c), t.totals[c]))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if board.games.len() == 1 {
            return line(&board.games[0]);
        }
        board
            .games
            .iter()
            .enumerate()
            .map(|(i, t)| {
                // V2.4, G8.3: a decided game and who won it with its bonuses.
                let done = match board.game_winner(i) {
                    Some(Some(w)) => format!(" (won by {})", who(w)),
                    Some(None) => " (tied)".to_string(),
                    None if t.reached.is_some() => " (decided)".to_string(),
                    None => String::new(),
                };
                format!(
                    "{}: {}{done}",
                    game_label(i, crate::render::Names::lang(self)),
                    line(t)
                )
            })
            .collect::<Vec<_>>()
            .join(" · ")
    }

    pub(super) fn meld_rules(&self) -> MeldRules {
        self.svc
            .snapshot(&CHANNEL)
            .map(|t| t.rules().meld_rules())
            .unwrap_or(MeldRules::LOW)
    }

    /// The status lines and the person's hand, before their move.
    pub(super) fn show_hand(&mut self, state: &SeatState) -> anyhow::Result<()> {
        let p = &state.public;
        let (hand_no, scores) = self.scores(p);
        let status = match p {
            PublicState::Jersey(j) => Status {
                dealer: j.dealer,
                stock: j.stock_len,
                top: j.top_discard,
                sizes: (0..3).map(|s| (s, j.hand_sizes[s])).collect(),
                melds: j.table.iter().map(|m| (m.owner, m.cards)).collect(),
                extra: if j.breaker.is_some() {
                    " · the break: the discard may be taken only to meld it at once (R8)".into()
                } else {
                    String::new()
                },
                table: None,
            },
            PublicState::Gin(g) => match self.gin_status(g, state.seat) {
                Some(s) => s,
                None => {
                    writeln!(self.out, "\nHand {hand_no}: you sit this one out.")?;
                    return Ok(());
                }
            },
            PublicState::Colonel(c) => colonel_status(c),
        };
        let others: Vec<String> = status
            .sizes
            .iter()
            .filter(|&&(s, _)| s != state.seat)
            .map(|&(s, n)| format!("{} {}", self.name(s), count(n, "card", "cards")))
            .collect();
        let table = status.table.map(|t| format!(" · {t}")).unwrap_or_default();
        writeln!(
            self.out,
            "\nHand {hand_no}{table} · dealt by {} · scores: {scores}",
            self.name(status.dealer),
        )?;
        writeln!(
            self.out,
            "Stock {stock} · discard pile top {} · {}{extra}",
            status
                .top
                .map(|c| self.card(c))
                .unwrap_or_else(|| "—".into()),
            others.join(", "),
            stock = status.stock,
            extra = status.extra,
        )?;
        for (owner, cards) in status.melds {
            writeln!(
                self.out,
                "  on the table ({}): {}",
                self.name(owner),
                self.meld(cards)
            )?;
        }
        self.show_cards(state)
    }

    /// The person's cards grouped into melds, and what they count.
    fn show_cards(&mut self, state: &SeatState) -> anyhow::Result<()> {
        let rules = self.meld_rules();
        let arr = rules.best_arrangement(state.hand);
        let mut groups: Vec<String> = arr.melds.iter().map(|m| self.meld(*m)).collect();
        if !arr.deadwood_cards.is_empty() {
            groups.push(self.cards(arr.deadwood_cards));
        }
        let groups = groups.join("  ");
        if let PublicState::Colonel(c) = &state.public {
            // V9.4, V9.6: every card held counts, melded or not; laying
            // down (own melds, layoffs onto the table's) brings it down.
            let table: Vec<_> = c.melds.iter().map(|m| m.cards).collect();
            let left = rules.arrange(state.hand, &table).deadwood;
            let count = crate::rules_text::colonel_count(rules.value_of(state.hand), left);
            writeln!(self.out, "Your hand: {groups}   {count}")?;
            let can_meld = state
                .legal
                .iter()
                .any(|a| matches!(a, crate::engine::Action::Meld { .. }));
            if can_meld {
                writeln!(
                    self.out,
                    "  You can lay melds down now: cards on the table no longer count against you."
                )?;
            }
        } else {
            writeln!(self.out, "Your hand: {groups}   deadwood {}", arr.deadwood)?;
        }
        Ok(())
    }

    /// A two-handed hand's status for `seat`, or None when it sits out.
    fn gin_status(&self, g: &GinPublic, seat: Seat) -> Option<Status> {
        let t = g
            .tables
            .iter()
            .find(|t| t.dealer == seat || t.non_dealer == seat)?;
        let mut extra = String::new();
        let current = g.rules.oklahoma_limit == crate::engine::OklahomaLimit::Current;
        if g.rules.gin_only {
            extra += " · gin only (V6)";
        } else if g.rules.oklahoma && t.knock_limit == 0 && current {
            extra += " · an ace on top: gin only this turn (V1.4)";
        } else if g.rules.oklahoma && t.knock_limit == 0 {
            extra += " · an ace upcard: gin only this hand (V1.2)";
        } else if g.rules.oklahoma {
            extra += &format!(" · knock at {} or less", t.knock_limit);
        }
        if t.spade {
            extra += " · spades: this hand counts double";
        }
        if t.stake > 1 {
            extra += &format!(" · stake ×{}", t.stake);
        }
        let opponent = if t.dealer == seat {
            t.non_dealer
        } else {
            t.dealer
        };
        let table = g.rules.partnership.then(|| {
            format!(
                "your table: {}, {} against {}",
                t.table + 1,
                self.name(seat),
                self.name(opponent)
            )
        });
        Some(Status {
            // V7.1: among three, the seat that sits out deals.
            dealer: g.sitting_out.unwrap_or(t.dealer),
            stock: t.stock_len,
            top: t.top_discard,
            sizes: vec![(t.non_dealer, t.hand_sizes[0]), (t.dealer, t.hand_sizes[1])],
            melds: Vec::new(),
            extra,
            table,
        })
    }
}

fn colonel_status(c: &ColonelPublic) -> Status {
    Status {
        dealer: c.dealer,
        stock: c.stock_len,
        top: c.top_discard,
        sizes: vec![(0, c.hand_sizes[0]), (1, c.hand_sizes[1])],
        melds: c.melds.iter().map(|m| (m.owner, m.cards)).collect(),
        extra: String::new(),
        table: None,
    }
}
