//! One hand of Jersey Gin as a state machine (R3.4–R8).

use super::types::*;
use crate::engine::cards::{Card, CardSet};
use crate::engine::melds::{self, FullArrangement};
use crate::engine::turn::{self, HandMachine};
use crate::engine::types::{ActionError, LaidOff, Reveal, Seat, TableMeld};
use crate::engine::{Action, Event};
use serde::{Deserialize, Serialize};

/// Where a hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The player to move must draw.
    Draw,
    /// The player to move has drawn and must discard (or knock).
    Discard,
    /// The hand is scored.
    Over,
}

/// The full state of one hand, hidden cards included.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    pub(crate) options: Options,
    pub(crate) dealer: Seat,
    pub(crate) hands: [CardSet; 3],
    /// The stock, top card last.
    pub(crate) stock: Vec<Card>,
    /// The discard pile, top card last.
    pub(crate) discards: Vec<Card>,
    /// The knocker's face-down discard (R5.1), never shown.
    pub(crate) face_down: Option<Card>,
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    /// The card taken from the discard pile this turn (R4.3).
    pub(crate) taken: Option<Card>,
    pub(crate) breaker: Option<Seat>,
    /// Melds on the table after the break (R8.4), layoffs included.
    pub(crate) table: Vec<TableMeld>,
    /// Layoffs made after the break, by seat (for the final reveal).
    pub(crate) break_layoffs: [Vec<LaidOff>; 3],
    /// Whether a seat has laid down after a break turn (R8.7).
    pub(crate) laid_down: [bool; 3],
    /// Public events of this hand so far (what every player has seen).
    pub(crate) log: Vec<Event>,
    pub(crate) result: Option<HandResult>,
}

/// Why a raw setup is not a valid hand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("the setup holds {0} cards, not 52 distinct ones")]
    WrongCards(u32),
    #[error("each seat must hold 10 cards")]
    WrongHandSize,
    #[error("the stock must hold 21 cards")]
    WrongStockSize,
}

impl Hand {
    /// Deals from a deck order (`deck[0]` is the top): ten cards each, one at
    /// a time starting left of the dealer, then the upcard; the rest is the
    /// stock (R3.4).
    pub fn deal(options: Options, dealer: Seat, deck: &[Card; 52]) -> Hand {
        let mut hands = [CardSet::EMPTY; 3];
        for (i, &c) in deck[..30].iter().enumerate() {
            hands[(dealer + 1 + i) % 3].insert(c);
        }
        let upcard = deck[30];
        let stock: Vec<Card> = deck[31..].iter().rev().copied().collect();
        Hand::new_unchecked(options, dealer, hands, upcard, stock)
    }

    /// A hand from a raw setup, checked: `stock_top_first` lists the stock
    /// from its top card down. Useful for scripted deals.
    pub fn from_setup(
        options: Options,
        dealer: Seat,
        hands: [CardSet; 3],
        upcard: Card,
        stock_top_first: &[Card],
    ) -> Result<Hand, SetupError> {
        if hands.iter().any(|h| h.len() != 10) {
            return Err(SetupError::WrongHandSize);
        }
        if stock_top_first.len() != 21 {
            return Err(SetupError::WrongStockSize);
        }
        let all = hands[0]
            .union(hands[1])
            .union(hands[2])
            .with(upcard)
            .union(CardSet::from_cards(stock_top_first.iter().copied()));
        if all != CardSet::FULL {
            return Err(SetupError::WrongCards(all.len()));
        }
        let stock = stock_top_first.iter().rev().copied().collect();
        Ok(Hand::new_unchecked(options, dealer, hands, upcard, stock))
    }

    fn new_unchecked(
        options: Options,
        dealer: Seat,
        hands: [CardSet; 3],
        upcard: Card,
        stock: Vec<Card>,
    ) -> Hand {
        Hand {
            options,
            dealer,
            hands,
            stock,
            discards: vec![upcard],
            face_down: None,
            turn: left_of(dealer), // R4.1
            phase: Phase::Draw,
            taken: None,
            breaker: None,
            table: Vec::new(),
            break_layoffs: Default::default(),
            laid_down: [false; 3],
            log: Vec::new(),
            result: None,
        }
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn hand_of(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }
    /// The stock, top card last. Hidden from everyone: for tests and
    /// invariant checks, never for views.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }
    pub fn top_discard(&self) -> Option<Card> {
        self.discards.last().copied()
    }
    pub fn discards(&self) -> &[Card] {
        &self.discards
    }
    pub fn breaker(&self) -> Option<Seat> {
        self.breaker
    }
    pub fn is_broken(&self) -> bool {
        self.breaker.is_some()
    }
    pub fn table(&self) -> &[TableMeld] {
        &self.table
    }
    pub fn taken(&self) -> Option<Card> {
        self.taken
    }
    pub fn result(&self) -> Option<&HandResult> {
        self.result.as_ref()
    }
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Every card of the hand, wherever it is, as a list (for the R-invariant
    /// "52 cards, each exactly once").
    pub fn all_cards(&self) -> Vec<Card> {
        let mut v: Vec<Card> = Vec::with_capacity(52);
        for h in &self.hands {
            v.extend(h.iter());
        }
        v.extend(self.stock.iter().copied());
        v.extend(self.discards.iter().copied());
        v.extend(self.face_down);
        for m in &self.table {
            v.extend(m.cards.iter());
        }
        v
    }

    fn table_masks(&self) -> Vec<CardSet> {
        self.table.iter().map(|m| m.cards).collect()
    }

    /// Whether `seat` may take the top discard now.
    fn may_take_discard(&self, seat: Seat) -> bool {
        match self.discards.last() {
            None => false,
            Some(&top) if self.is_broken() => {
                melds::usable_at_once(self.hands[seat], top, &self.table_masks())
            }
            Some(_) => true,
        }
    }

    /// Everything `seat` may do now; empty when it is not their move.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if self.phase == Phase::Over || seat != self.turn {
            return out;
        }
        match self.phase {
            Phase::Draw => {
                out.push(Action::DrawStock);
                if self.may_take_discard(seat) {
                    out.push(Action::TakeDiscard);
                }
            }
            Phase::Discard => {
                let forbidden = CardSet::from_cards(self.taken);
                let mut knocks = Vec::new();
                let broken = self.is_broken();
                let limit = self.options.knock_limit;
                melds::each_discard(self.hands[seat], forbidden, |card, dw| {
                    out.push(Action::Discard { card });
                    if !broken && dw <= limit {
                        knocks.push(Action::Knock { card });
                    }
                });
                out.extend(knocks);
            }
            Phase::Over => {}
        }
        out
    }

    /// Checks an action without changing anything.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        // Jersey Gin refuses another game's move and a seat off its table
        // first, and the next deal after a hand's end as the game's end.
        super::check_known(action)?;
        if seat > 2 {
            return Err(ActionError::NoSuchSeat { seat });
        }
        if self.phase == Phase::Over && action == Action::NextHand {
            return Err(ActionError::GameOver);
        }
        let over = self.phase == Phase::Over;
        turn::check_turn(
            over,
            Some(self.turn),
            super::NAME,
            super::knows,
            seat,
            action,
        )?;
        match (self.phase, action) {
            (Phase::Draw, Action::DrawStock) => Ok(()),
            (Phase::Draw, Action::TakeDiscard) => match self.discards.last() {
                None => Err(ActionError::NoDiscard),
                Some(&card) if !self.may_take_discard(seat) => {
                    Err(ActionError::UpcardNotUsable { card })
                }
                Some(_) => Ok(()),
            },
            (Phase::Draw, _) => Err(ActionError::MustDrawFirst),
            (Phase::Discard, Action::DrawStock | Action::TakeDiscard) => {
                Err(ActionError::AlreadyDrew)
            }
            (Phase::Discard, Action::Discard { card } | Action::Knock { card }) => {
                turn::check_throw(self.hands[seat], self.taken, card)?;
                if let Action::Knock { .. } = action {
                    if self.is_broken() {
                        return Err(ActionError::KnockAfterBreak);
                    }
                    let deadwood = melds::deadwood(self.hands[seat].without(card));
                    if deadwood > self.options.knock_limit {
                        return Err(ActionError::KnockTooHigh {
                            card,
                            deadwood,
                            limit: self.options.knock_limit,
                        });
                    }
                }
                Ok(())
            }
            (_, Action::NextHand) => Err(ActionError::HandNotOver),
            (Phase::Over, _) => Err(ActionError::HandOver),
            // Refused by `check_known` above.
            (Phase::Discard, _) => Err(ActionError::NotInThisGame {
                game: super::NAME.into(),
            }),
        }
    }

    /// Applies an action for `seat`. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        turn::apply_into(self, seat, action, &mut events)?;
        Ok(events)
    }

    /// Plays an action [`Hand::check`] accepted.
    fn play(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        match action {
            Action::DrawStock => {
                let card = self
                    .stock
                    .pop()
                    .expect("the stock is never empty at a draw");
                self.hands[seat].insert(card);
                self.taken = None;
                self.phase = Phase::Discard;
                events.push(Event::DrewStock { seat });
                events.push(Event::Drew { seat, card });
            }
            Action::TakeDiscard => {
                let card = self.discards.pop().expect("checked");
                self.hands[seat].insert(card);
                self.taken = Some(card);
                self.phase = Phase::Discard;
                events.push(Event::TookDiscard { seat, card });
            }
            Action::Discard { card } => {
                self.hands[seat].remove(card);
                self.discards.push(card);
                self.taken = None;
                events.push(Event::Discarded { seat, card });
                if self.is_broken() {
                    self.lay_down(seat, events);
                    if self.hands[seat].is_empty() {
                        self.finish_break(Some(seat));
                    } else if self.stock.is_empty() {
                        self.finish_break(None);
                    } else {
                        self.next_turn(events);
                    }
                } else {
                    self.next_turn(events);
                }
            }
            Action::Knock { card } => {
                self.hands[seat].remove(card);
                self.face_down = Some(card);
                self.taken = None;
                self.knock(seat, events);
            }
            _ => unreachable!("refused by check"),
        }
    }

    fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.turn = left_of(self.turn);
        self.phase = Phase::Draw;
        // R8.1: whoever is to draw when the stock holds exactly 3 cards breaks.
        if self.breaker.is_none() && self.stock.len() == 3 {
            self.breaker = Some(self.turn);
            events.push(Event::BreakStarted { breaker: self.turn });
        }
    }

    /// R8.4: lay down every meld in hand and lay off what fits, optimised.
    fn lay_down(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let table = self.table_masks();
        let arr = melds::arrange(self.hands[seat], &table);
        let layoffs = self.apply_layoffs(seat, &arr);
        for m in &arr.melds {
            self.hands[seat] = self.hands[seat].minus(*m);
            self.table.push(TableMeld {
                owner: seat,
                cards: *m,
            });
        }
        self.laid_down[seat] = true;
        self.break_layoffs[seat].extend(layoffs.iter().copied());
        events.push(Event::LaidDown {
            seat,
            melds: arr.melds.clone(),
            layoffs,
            cards_left: self.hands[seat].len(),
        });
    }

    /// Moves an arrangement's layoffs from `seat`'s hand onto table melds.
    fn apply_layoffs(&mut self, seat: Seat, arr: &FullArrangement) -> Vec<LaidOff> {
        for l in &arr.layoffs {
            self.hands[seat] = self.hands[seat].minus(l.cards);
        }
        lay_off(&mut self.table, arr)
    }

    /// R5–R7: a knock (or gin), the layoffs, and the score.
    fn knock(&mut self, knocker: Seat, events: &mut Vec<Event>) {
        let opts = self.options;
        let kept = self.hands[knocker];
        let ka = melds::knocker_arrangement(kept);
        let gin = ka.deadwood == 0;
        events.push(Event::Knocked {
            seat: knocker,
            gin,
            count: ka.deadwood,
        });
        let mut reveals = vec![Reveal {
            seat: knocker,
            melds: ka.melds.clone(),
            layoffs: vec![],
            deadwood_cards: ka.deadwood_cards,
            count: ka.deadwood,
        }];
        // R6.1, R6.2: the player left of the knocker, then the third.
        let mut table: Vec<TableMeld> = ka
            .melds
            .iter()
            .map(|&cards| TableMeld {
                owner: knocker,
                cards,
            })
            .collect();
        let mut counts = [0u32; 3];
        counts[knocker] = ka.deadwood;
        for seat in [left_of(knocker), left_of(left_of(knocker))] {
            // R6.4: after gin nobody lays off.
            let onto: Vec<CardSet> = if gin {
                vec![]
            } else {
                table.iter().map(|m| m.cards).collect()
            };
            let arr = melds::arrange(self.hands[seat], &onto);
            let layoffs = lay_off(&mut table, &arr);
            table.extend(
                arr.melds
                    .iter()
                    .map(|&cards| TableMeld { owner: seat, cards }),
            );
            counts[seat] = arr.deadwood;
            reveals.push(Reveal {
                seat,
                melds: arr.melds,
                layoffs,
                deadwood_cards: arr.deadwood_cards,
                count: arr.deadwood,
            });
        }
        let b = left_of(knocker);
        let c = left_of(b);
        let (end, winner, points) = if gin {
            // R7.3
            (
                HandEnd::Gin { seat: knocker },
                knocker,
                counts[b] + counts[c] + opts.gin_bonus,
            )
        } else {
            score_knock(knocker, counts, opts.underknock_bonus)
        };
        self.end_hand(HandResult {
            end,
            winner,
            points,
            counts,
            reveals,
        });
    }

    /// R8.6 (stock out, `gin` is None) or R8.7 (`gin` emptied their hand).
    fn finish_break(&mut self, gin: Option<Seat>) {
        let breaker = self.breaker.expect("only after the break");
        let mut counts = [0u32; 3];
        let mut reveals = Vec::new();
        for (seat, count) in counts.iter_mut().enumerate() {
            // A seat that never laid down arranges its own melds, no layoffs.
            let (own, deadwood_cards) = if self.laid_down[seat] {
                (Vec::new(), self.hands[seat])
            } else {
                let a = melds::best_arrangement(self.hands[seat]);
                (a.melds, a.deadwood_cards)
            };
            let mut melds_shown: Vec<CardSet> = self
                .table
                .iter()
                .filter(|m| m.owner == seat)
                .map(|m| m.cards)
                .collect();
            melds_shown.extend(own);
            *count = deadwood_cards.value();
            reveals.push(Reveal {
                seat,
                melds: melds_shown,
                layoffs: self.break_layoffs[seat].clone(),
                deadwood_cards,
                count: *count,
            });
        }
        let (end, winner, points) = match gin {
            Some(seat) => {
                let others = (0..3).filter(|&s| s != seat).map(|s| counts[s]).sum();
                (HandEnd::BreakGin { seat, breaker }, seat, others)
            }
            None => {
                let (w, points) = score_break(breaker, counts);
                (HandEnd::BreakEnd { breaker }, w, points)
            }
        };
        self.end_hand(HandResult {
            end,
            winner,
            points,
            counts,
            reveals,
        });
    }

    fn end_hand(&mut self, result: HandResult) {
        self.phase = Phase::Over;
        self.result = Some(result);
    }
}

impl HandMachine for Hand {
    fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        Hand::check(self, seat, action)
    }
    fn play(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        Hand::play(self, seat, action, events)
    }
    fn log_mut(&mut self) -> &mut Vec<Event> {
        &mut self.log
    }
}

/// Adds an arrangement's layoffs to the table melds they go onto, and
/// describes each with the meld as it was before.
fn lay_off(table: &mut [TableMeld], arr: &FullArrangement) -> Vec<LaidOff> {
    arr.layoffs
        .iter()
        .map(|l| {
            let meld = &mut table[l.onto];
            let done = LaidOff {
                cards: l.cards,
                onto: meld.cards,
                owner: meld.owner,
            };
            meld.cards = meld.cards.union(l.cards);
            done
        })
        .collect()
}

/// R7.1, R7.2: who scores a knocked hand, and how much.
pub fn score_knock(knocker: Seat, counts: [u32; 3], underknock_bonus: u32) -> (HandEnd, Seat, u32) {
    let b = left_of(knocker);
    let c = left_of(b);
    let k = counts[knocker];
    let (a, bb) = (counts[b], counts[c]);
    if k < a && k < bb {
        (HandEnd::Knock { knocker }, knocker, (a - k) + (bb - k))
    } else {
        // The lower opponent underknocks; on a tie, the one left of the knocker.
        let (u, third) = if a <= bb { (b, c) } else { (c, b) };
        let uc = counts[u];
        (
            HandEnd::Underknock {
                knocker,
                underknocker: u,
            },
            u,
            (k - uc) + (counts[third] - uc) + underknock_bonus,
        )
    }
}

/// R8.6 scoring as a pure function: lowest count wins; ties go to the
/// breaker, then the seat left of the breaker.
pub fn score_break(breaker: Seat, counts: [u32; 3]) -> (Seat, u32) {
    let order = [breaker, left_of(breaker), left_of(left_of(breaker))];
    let w = order
        .into_iter()
        .min_by_key(|&s| counts[s])
        .expect("three seats");
    let points = (0..3)
        .filter(|&s| s != w)
        .map(|s| counts[s] - counts[w])
        .sum();
    (w, points)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The worked examples E1–E8 (docs/rules/jersey-gin.md), with A = seat 0, B = 1 (left of A), C = 2.
    #[test]
    fn e1_knock_won() {
        assert_eq!(
            score_knock(0, [9, 11, 14], 10),
            (HandEnd::Knock { knocker: 0 }, 0, 7)
        );
    }
    #[test]
    fn e2_knock_won() {
        assert_eq!(score_knock(0, [5, 15, 13], 10).2, 18);
    }
    #[test]
    fn e3_underknock() {
        let (end, w, p) = score_knock(0, [8, 6, 20], 10);
        assert_eq!((w, p), (1, 26));
        assert_eq!(
            end,
            HandEnd::Underknock {
                knocker: 0,
                underknocker: 1
            }
        );
    }
    #[test]
    fn e4_underknock_tie_goes_left_of_knocker() {
        assert_eq!(score_knock(0, [8, 5, 5], 10).1, 1);
        assert_eq!(score_knock(0, [8, 5, 5], 10).2, 13);
    }
    #[test]
    fn e5_equal_count_underknocks() {
        let (_, w, p) = score_knock(0, [7, 7, 30], 10);
        assert_eq!((w, p), (1, 33));
    }
    #[test]
    fn e7_break_tie_with_breaker() {
        // Breaker B (seat 1) 4, C 4, A 9.
        assert_eq!(score_break(1, [9, 4, 4]), (1, 5));
    }
    #[test]
    fn e8_break_tie_without_breaker() {
        // Breaker A 10, B (left of A) 3, C 3.
        assert_eq!(score_break(0, [10, 3, 3]), (1, 7));
    }
}
