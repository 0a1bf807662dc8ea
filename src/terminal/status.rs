//! What the terminal shows before each move: the status lines (hand,
//! dealer, scores, stock, the game's own conditions) and the person's hand.

use super::{Ui, CHANNEL};
use crate::engine::melds::MeldRules;
use crate::engine::{Card, CardSet, ColonelPublic, GinPublic, PublicState, Seat, SeatState};
use crate::render::game_label;
use gin_text::tr;

/// The status of one hand in play, whatever the game.
struct Status {
    dealer: Seat,
    stock: u32,
    top: Option<Card>,
    /// Card counts of the seats at the person's table.
    sizes: Vec<(Seat, u32)>,
    /// Melds on the table, with who laid each down.
    melds: Vec<(Seat, CardSet)>,
    /// The game's own conditions for this hand: "knock at 5 or less".
    extra: Vec<String>,
    /// A partnership: "table 1, You against Bo".
    table: Option<String>,
}

impl Ui<'_> {
    pub(super) fn show_scores(&mut self) -> anyhow::Result<()> {
        if let Some(v) = self.svc.view(&CHANNEL).and_then(|v| v.game) {
            let (hand, line) = self.scores(&v);
            let line = tr!(self.lang, "term-scores", hand = hand, scores = line);
            writeln!(self.out, "{line}")?;
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
                let (label, scores) = (game_label(i, self.lang), line(t));
                match board.game_winner(i) {
                    Some(Some(w)) => tr!(
                        self.lang,
                        "term-hollywood-game-won",
                        label = label,
                        scores = scores,
                        winner = who(w)
                    ),
                    Some(None) => tr!(
                        self.lang,
                        "term-hollywood-game-tied",
                        label = label,
                        scores = scores
                    ),
                    None if t.reached.is_some() => tr!(
                        self.lang,
                        "term-hollywood-game-decided",
                        label = label,
                        scores = scores
                    ),
                    None => tr!(
                        self.lang,
                        "term-hollywood-game",
                        label = label,
                        scores = scores
                    ),
                }
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
                // R8: the break.
                extra: if j.breaker.is_some() {
                    vec![tr!(self.lang, "term-break-note")]
                } else {
                    Vec::new()
                },
                table: None,
            },
            PublicState::Gin(g) => match self.gin_status(g, state.seat) {
                Some(s) => s,
                None => {
                    let line = tr!(self.lang, "term-sitting-out", hand = hand_no);
                    writeln!(self.out, "\n{line}")?;
                    return Ok(());
                }
            },
            PublicState::Colonel(c) => colonel_status(c),
        };
        let others: Vec<String> = status
            .sizes
            .iter()
            .filter(|&&(s, _)| s != state.seat)
            .map(|&(s, n)| {
                let cards = crate::words::cards(self.lang, n as usize);
                format!("{} {cards}", self.name(s))
            })
            .collect();
        let table = status.table.map(|t| format!(" · {t}")).unwrap_or_default();
        let line = tr!(
            self.lang,
            "term-status-hand",
            hand = hand_no,
            table = table,
            dealer = self.name(status.dealer),
            scores = scores
        );
        writeln!(self.out, "\n{line}")?;
        let extra: String = status.extra.iter().map(|e| format!(" · {e}")).collect();
        let line = tr!(
            self.lang,
            "term-status-piles",
            stock = status.stock,
            top = status
                .top
                .map(|c| self.card(c))
                .unwrap_or_else(|| "—".into()),
            others = others.join(", "),
            extra = extra
        );
        writeln!(self.out, "{line}")?;
        for (owner, cards) in status.melds {
            let line = tr!(
                self.lang,
                "term-on-the-table",
                owner = self.name(owner),
                meld = self.meld(cards)
            );
            writeln!(self.out, "  {line}")?;
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
            let count =
                crate::rules_text::colonel_count(self.lang, rules.value_of(state.hand), left);
            let line = tr!(
                self.lang,
                "term-your-hand-held",
                groups = groups,
                count = count
            );
            writeln!(self.out, "{line}")?;
            let can_meld = state
                .legal
                .iter()
                .any(|a| matches!(a, crate::engine::Action::Meld { .. }));
            if can_meld {
                writeln!(self.out, "  {}", tr!(self.lang, "term-can-lay-down"))?;
            }
        } else {
            let line = tr!(
                self.lang,
                "term-your-hand",
                groups = groups,
                deadwood = arr.deadwood
            );
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    /// A two-handed hand's status for `seat`, or None when it sits out.
    fn gin_status(&self, g: &GinPublic, seat: Seat) -> Option<Status> {
        let t = g
            .tables
            .iter()
            .find(|t| t.dealer == seat || t.non_dealer == seat)?;
        let lang = self.lang;
        let mut extra = Vec::new();
        let current = g.rules.oklahoma_limit == crate::engine::OklahomaLimit::Current;
        if g.rules.gin_only {
            extra.push(tr!(lang, "term-gin-only"));
        } else if g.rules.oklahoma && t.knock_limit == 0 && current {
            extra.push(tr!(lang, "term-ace-on-top"));
        } else if g.rules.oklahoma && t.knock_limit == 0 {
            extra.push(tr!(lang, "term-ace-upcard"));
        } else if g.rules.oklahoma {
            extra.push(tr!(lang, "term-knock-limit", limit = t.knock_limit));
        }
        if t.spade {
            extra.push(tr!(lang, "term-spades-double"));
        }
        if t.stake > 1 {
            extra.push(tr!(lang, "term-stake", stake = t.stake));
        }
        let opponent = if t.dealer == seat {
            t.non_dealer
        } else {
            t.dealer
        };
        let table = g.rules.partnership.then(|| {
            tr!(
                lang,
                "term-your-table",
                table = t.table + 1,
                you = self.name(seat),
                opponent = self.name(opponent)
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
        extra: Vec::new(),
        table: None,
    }
}
