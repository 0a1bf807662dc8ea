//! Colonel (docs/rules/gin-rummy.md V9): two players meld and lay off during play onto
//! either player's melds, go out, challenge, and play a match of N hands.
//!
//! Shuffles: stream 0 of the seed for the first-dealer draw, stream n for
//! hand n.

use super::types::*;
use crate::engine::cards::{Card, CardSet};
use crate::engine::deck::shuffled_deck;
use crate::engine::gin::game::lowest;
use crate::engine::gin::hand::NO_STOCK_TURNS;
use crate::engine::melds::{MeldKind, MeldRules};
use crate::engine::rules::ColonelRules;
use crate::engine::turn::{self, HandMachine, Step};
use crate::engine::types::{ActionError, Seat, Standings, TableMeld};
use crate::engine::{Action, Event};
use serde::{Deserialize, Serialize};

const RULES: MeldRules = MeldRules::COLONEL;

/// Where a Colonel hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColonelPhase {
    /// The player to move draws, or challenges first (V9.6).
    Draw,
    /// V9.6: the opponent of the player to move answers a challenge.
    Challenged,
    /// V9.3: drawn; meld, lay off, then discard (V9.5: or end the turn).
    Play,
    Over,
}

/// V9.4: a hand total (A K Q J 10 count 10, others their pips).
pub fn hand_total(cards: CardSet) -> u32 {
    RULES.value_of(cards)
}

/// V9.5, V9.6: the lower total scores: the difference (stock out), or the
/// other's total (an accepted challenge); equal totals score nothing.
pub fn score_showdown(totals: [u32; 2], challenge: bool) -> (Option<Seat>, u32) {
    use std::cmp::Ordering::*;
    match totals[0].cmp(&totals[1]) {
        Equal => (None, 0),
        Less => (
            Some(0),
            if challenge {
                totals[1]
            } else {
                totals[1] - totals[0]
            },
        ),
        Greater => (
            Some(1),
            if challenge {
                totals[0]
            } else {
                totals[0] - totals[1]
            },
        ),
    }
}

/// Every group of cards from `hand` that can be laid off onto `onto`
/// (one card onto a three-card set; cards at either end of a run, or both).
pub fn layoff_groups(hand: CardSet, onto: CardSet) -> Vec<CardSet> {
    let mut out = Vec::new();
    match RULES.meld_kind(onto) {
        Some(MeldKind::Set) => {
            for c in hand.iter() {
                if RULES.can_lay_off(CardSet::from_cards([c]), onto) {
                    out.push(CardSet::from_cards([c]));
                }
            }
        }
        Some(MeldKind::Run) => {
            let suit = onto.first().expect("a meld has cards").suit() as u32;
            let same: Vec<Card> = hand.iter().filter(|c| c.suit() as u32 == suit).collect();
            // A run takes at most the cards of its suit in hand: try each
            // subset (a hand holds few of one suit).
            if same.len() <= 12 {
                for bits in 1u32..(1 << same.len()) {
                    let g: CardSet = same
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| bits & (1 << i) != 0)
                        .map(|(_, c)| *c)
                        .collect();
                    if RULES.can_lay_off(g, onto) {
                        out.push(g);
                    }
                }
            }
        }
        None => {}
    }
    out.sort();
    out
}

/// One Colonel hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColonelHand {
    pub(crate) dealer: Seat,
    pub(crate) hands: [CardSet; 2],
    /// Top card last.
    pub(crate) stock: Vec<Card>,
    pub(crate) discards: Vec<Card>,
    pub(crate) melds: Vec<TableMeld>,
    pub(crate) turn: Seat,
    pub(crate) phase: ColonelPhase,
    pub(crate) taken: Option<Card>,
    /// V9.6: the player to move has challenged this turn.
    pub(crate) challenged: bool,
    pub(crate) turns_without_stock: u32,
    pub(crate) drew_stock: bool,
    pub(crate) log: Vec<Event>,
    pub(crate) result: Option<ColonelHandResult>,
}

impl ColonelHand {
    /// V9.2 (as G2.2): 10 each, one at a time, non-dealer first; the option
    /// card face up; 31 in the stock.
    pub fn deal(dealer: Seat, deck: &[Card; 52]) -> ColonelHand {
        let mut hands = [CardSet::EMPTY; 2];
        for (i, &c) in deck[..20].iter().enumerate() {
            hands[(1 - dealer + i) % 2].insert(c);
        }
        ColonelHand::new_unchecked(
            dealer,
            hands,
            deck[20],
            deck[21..].iter().rev().copied().collect(),
        )
    }

    /// A hand from a raw setup (seat 0's and seat 1's cards, the option
    /// card, the stock from its top down), checked.
    pub fn from_setup(
        dealer: Seat,
        hands: [CardSet; 2],
        option_card: Card,
        stock_top_first: &[Card],
    ) -> Result<ColonelHand, String> {
        if hands.iter().any(|h| h.len() != 10) || stock_top_first.len() != 31 {
            return Err("deal 10 cards each and 31 to the stock".into());
        }
        let all = hands[0]
            .union(hands[1])
            .with(option_card)
            .union(CardSet::from_cards(stock_top_first.iter().copied()));
        if all != CardSet::FULL {
            return Err(format!(
                "the setup holds {} distinct cards, not 52",
                all.len()
            ));
        }
        Ok(ColonelHand::new_unchecked(
            dealer,
            hands,
            option_card,
            stock_top_first.iter().rev().copied().collect(),
        ))
    }

    fn new_unchecked(
        dealer: Seat,
        hands: [CardSet; 2],
        option_card: Card,
        stock: Vec<Card>,
    ) -> ColonelHand {
        ColonelHand {
            dealer,
            hands,
            stock,
            discards: vec![option_card],
            melds: Vec::new(),
            turn: 1 - dealer,
            phase: ColonelPhase::Draw,
            taken: None,
            challenged: false,
            turns_without_stock: 0,
            drew_stock: false,
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
    pub fn phase(&self) -> ColonelPhase {
        self.phase
    }
    pub fn hand_of(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }
    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }
    pub fn discards(&self) -> &[Card] {
        &self.discards
    }
    pub fn top_discard(&self) -> Option<Card> {
        self.discards.last().copied()
    }
    /// The melds on the table, with who laid each down.
    pub fn melds(&self) -> &[TableMeld] {
        &self.melds
    }
    pub fn taken(&self) -> Option<Card> {
        self.taken
    }
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    pub fn result(&self) -> Option<&ColonelHandResult> {
        self.result.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.phase == ColonelPhase::Over
    }
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            ColonelPhase::Over => None,
            ColonelPhase::Challenged => Some(1 - self.turn),
            _ => Some(self.turn),
        }
    }

    pub fn all_cards(&self) -> Vec<Card> {
        let mut v: Vec<Card> = Vec::with_capacity(52);
        v.extend(self.hands[0].iter());
        v.extend(self.hands[1].iter());
        v.extend(self.stock.iter().copied());
        v.extend(self.discards.iter().copied());
        for m in &self.melds {
            v.extend(m.cards.iter());
        }
        v
    }

    /// V9.3: melding that would leave only the card taken this turn.
    fn strands(&self, cards: CardSet) -> Option<Card> {
        let left = self.hands[self.turn].minus(cards);
        match self.taken {
            Some(t) if left == CardSet::from_cards([t]) => Some(t),
            _ => None,
        }
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if self.to_act() != Some(seat) {
            return out;
        }
        match self.phase {
            ColonelPhase::Draw => {
                out.push(Action::DrawStock);
                if !self.discards.is_empty() {
                    out.push(Action::TakeDiscard);
                }
                if !self.challenged {
                    out.push(Action::Challenge);
                }
            }
            ColonelPhase::Challenged => {
                out.push(Action::AnswerChallenge { accept: true });
                out.push(Action::AnswerChallenge { accept: false });
            }
            ColonelPhase::Play => {
                let hand = self.hands[seat];
                let mut melds = RULES.all_melds(hand);
                melds.sort();
                for m in melds {
                    if self.strands(m).is_none() {
                        out.push(Action::Meld { cards: m });
                    }
                }
                for tm in &self.melds {
                    for g in layoff_groups(hand, tm.cards) {
                        if self.strands(g).is_none() {
                            out.push(Action::LayOff {
                                cards: g,
                                onto: tm.cards,
                            });
                        }
                    }
                }
                let stock_out = self.stock.is_empty();
                for card in hand.iter() {
                    if Some(card) != self.taken && (!stock_out || hand.len() == 1) {
                        out.push(Action::Discard { card });
                    }
                }
                if stock_out {
                    out.push(Action::EndTurn);
                }
            }
            ColonelPhase::Over => {}
        }
        out
    }

    pub fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        use ColonelPhase as P;
        let over = self.phase == P::Over;
        turn::check_turn(over, self.to_act(), "Colonel", knows, seat, action)?;
        let hand = self.hands[seat];
        match (self.phase, action) {
            (P::Challenged, Action::AnswerChallenge { .. }) => Ok(()),
            (P::Challenged, _) => Err(ActionError::AnswerChallenge),
            (_, Action::AnswerChallenge { .. }) => Err(ActionError::NoChallenge),
            (P::Draw, Action::DrawStock) => Ok(()),
            (P::Draw, Action::TakeDiscard) if self.discards.is_empty() => {
                Err(ActionError::NoDiscard)
            }
            (P::Draw, Action::TakeDiscard) => Ok(()),
            (P::Draw, Action::Challenge) if self.challenged => Err(ActionError::ChallengeNotNow),
            (P::Draw, Action::Challenge) => Ok(()),
            (P::Draw, Action::EndTurn) => Err(ActionError::EndTurnNotNow),
            (P::Draw, _) => Err(ActionError::MustDrawFirst),
            (P::Play, Action::DrawStock | Action::TakeDiscard) => Err(ActionError::AlreadyDrew),
            (P::Play, Action::Challenge) => Err(ActionError::ChallengeNotNow),
            (P::Play, Action::Meld { cards }) => {
                if !cards.is_subset(hand) {
                    let card = cards.minus(hand).first().expect("not a subset");
                    return Err(ActionError::CardNotInHand { card });
                }
                if RULES.meld_kind(cards).is_none() {
                    return Err(ActionError::NotAMeld { cards });
                }
                match self.strands(cards) {
                    Some(card) => Err(ActionError::WouldStrandTaken { card }),
                    None => Ok(()),
                }
            }
            (P::Play, Action::LayOff { cards, onto }) => {
                if !self.melds.iter().any(|m| m.cards == onto) {
                    return Err(ActionError::NoSuchMeld { onto });
                }
                if !cards.is_subset(hand) || cards.is_empty() {
                    let card = cards.minus(hand).first();
                    return Err(match card {
                        Some(card) => ActionError::CardNotInHand { card },
                        None => ActionError::CannotLayOff { cards, onto },
                    });
                }
                if !RULES.can_lay_off(cards, onto) {
                    return Err(ActionError::CannotLayOff { cards, onto });
                }
                match self.strands(cards) {
                    Some(card) => Err(ActionError::WouldStrandTaken { card }),
                    None => Ok(()),
                }
            }
            (P::Play, Action::Discard { card }) => {
                turn::check_throw(hand, self.taken, card)?;
                if self.stock.is_empty() && hand.len() != 1 {
                    return Err(ActionError::DiscardOnlyToGoOut);
                }
                Ok(())
            }
            (P::Play, Action::EndTurn) if self.stock.is_empty() => Ok(()),
            (P::Play, Action::EndTurn) => Err(ActionError::EndTurnNotNow),
            (P::Play, _) => Err(ActionError::AlreadyDrew),
            (P::Over, _) => Err(ActionError::HandOver),
        }
    }

    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        turn::apply_into(self, seat, action, &mut events)?;
        Ok(events)
    }

    /// Plays an action [`ColonelHand::check`] accepted.
    fn play(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        match action {
            Action::Challenge => {
                self.challenged = true;
                self.phase = ColonelPhase::Challenged;
                events.push(Event::Challenged { seat });
            }
            Action::AnswerChallenge { accept } => {
                events.push(Event::ChallengeAnswered {
                    seat,
                    accepted: accept,
                });
                if accept {
                    let challenger = self.turn;
                    self.showdown(ColonelEnd::Challenge { challenger }, true);
                } else {
                    self.phase = ColonelPhase::Draw;
                }
            }
            Action::DrawStock => {
                let card = self.stock.pop().expect("checked");
                self.hands[seat].insert(card);
                self.taken = None;
                self.drew_stock = true;
                self.phase = ColonelPhase::Play;
                events.push(Event::DrewStock { seat });
                events.push(Event::Drew { seat, card });
            }
            Action::TakeDiscard => {
                let card = self.discards.pop().expect("checked");
                self.hands[seat].insert(card);
                self.taken = Some(card);
                self.drew_stock = false;
                self.phase = ColonelPhase::Play;
                events.push(Event::TookDiscard { seat, card });
            }
            Action::Meld { cards } => {
                self.hands[seat] = self.hands[seat].minus(cards);
                self.melds.push(TableMeld { owner: seat, cards });
                events.push(Event::Melded { seat, cards });
                if self.hands[seat].is_empty() {
                    self.went_out(seat);
                }
            }
            Action::LayOff { cards, onto } => {
                self.hands[seat] = self.hands[seat].minus(cards);
                let m = self
                    .melds
                    .iter_mut()
                    .find(|m| m.cards == onto)
                    .expect("checked");
                m.cards = m.cards.union(cards);
                events.push(Event::LaidOff {
                    seat,
                    cards,
                    onto,
                    owner: m.owner,
                });
                if self.hands[seat].is_empty() {
                    self.went_out(seat);
                }
            }
            Action::Discard { card } => {
                self.hands[seat].remove(card);
                self.discards.push(card);
                events.push(Event::Discarded { seat, card });
                if self.drew_stock {
                    self.turns_without_stock = 0;
                } else {
                    self.turns_without_stock += 1;
                }
                if self.hands[seat].is_empty() {
                    self.went_out(seat);
                } else if self.turns_without_stock >= NO_STOCK_TURNS {
                    self.finish(ColonelEnd::Drawn, None, 0);
                } else {
                    self.turn = 1 - seat;
                    self.phase = ColonelPhase::Draw;
                    self.taken = None;
                    self.challenged = false;
                }
            }
            Action::EndTurn => self.showdown(ColonelEnd::StockOut { last: seat }, false),
            _ => unreachable!("refused by check"),
        }
    }

    fn totals(&self) -> [u32; 2] {
        [hand_total(self.hands[0]), hand_total(self.hands[1])]
    }

    fn went_out(&mut self, seat: Seat) {
        let points = hand_total(self.hands[1 - seat]);
        self.finish(ColonelEnd::WentOut { seat }, Some(seat), points);
    }

    fn showdown(&mut self, end: ColonelEnd, challenge: bool) {
        let (w, p) = score_showdown(self.totals(), challenge);
        self.finish(end, w, p);
    }

    fn finish(&mut self, end: ColonelEnd, winner: Option<Seat>, points: u32) {
        self.phase = ColonelPhase::Over;
        self.taken = None;
        self.result = Some(ColonelHandResult {
            end,
            totals: self.totals(),
            left: self.hands,
            winner,
            points,
        });
    }
}

impl HandMachine for ColonelHand {
    fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        ColonelHand::check(self, seat, action)
    }
    fn play(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        ColonelHand::play(self, seat, action, events)
    }
    fn log_mut(&mut self) -> &mut Vec<Event> {
        &mut self.log
    }
}

/// Whether Colonel has the action (V9): knocking, the upcard offer and
/// doubling are two-handed Gin's.
fn knows(action: Action) -> bool {
    !matches!(
        action,
        Action::Knock { .. }
            | Action::PassUpcard
            | Action::OfferDouble
            | Action::AcceptDouble
            | Action::Redouble
            | Action::Resign
    )
}

/// A Colonel match of N hands (V9.7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColonelGame {
    rules: ColonelRules,
    seed: u64,
    hand_no: u32,
    hand: ColonelHand,
    totals: [u32; 2],
    sheet: Vec<ColonelHandResult>,
    result: Option<ColonelResult>,
    moves: u32,
}

impl ColonelGame {
    pub fn new(rules: ColonelRules, seed: u64) -> (ColonelGame, Vec<Event>) {
        let draw = shuffled_deck(seed, 0);
        let cards = vec![draw[0], draw[1]];
        let dealer = lowest(&cards); // V9.2: the lower card deals
        let hand = ColonelHand::deal(dealer, &shuffled_deck(seed, 1));
        let game = ColonelGame::with_hand(rules, seed, hand);
        let dealt = game.dealt_event();
        (game, vec![Event::DealerDraw { cards, dealer }, dealt])
    }

    /// A match whose first hand is given (scripted tests).
    pub fn with_hand(rules: ColonelRules, seed: u64, hand: ColonelHand) -> ColonelGame {
        ColonelGame {
            rules,
            seed,
            hand_no: 1,
            hand,
            totals: [0, 0],
            sheet: Vec::new(),
            result: None,
            moves: 0,
        }
    }

    fn dealt_event(&self) -> Event {
        Event::TwoHandedDealt {
            hand: self.hand_no,
            table: 0,
            non_dealer: 1 - self.hand.dealer,
            dealer: self.hand.dealer,
            sitting_out: None,
            upcard: self.hand.top_discard(),
            stock: self.hand.stock_len() as u32,
            oklahoma: None,
        }
    }

    pub fn rules(&self) -> &ColonelRules {
        &self.rules
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn hand(&self) -> &ColonelHand {
        &self.hand
    }
    /// The hand, to place its hidden cards (the coach's sampled worlds).
    pub(crate) fn hand_mut(&mut self) -> &mut ColonelHand {
        &mut self.hand
    }
    pub fn hand_no(&self) -> u32 {
        self.hand_no
    }
    pub fn totals(&self) -> [u32; 2] {
        self.totals
    }
    pub fn sheet(&self) -> &[ColonelHandResult] {
        &self.sheet
    }
    pub fn result(&self) -> Option<&ColonelResult> {
        self.result.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
    pub fn moves(&self) -> u32 {
        self.moves
    }
    pub fn between_hands(&self) -> bool {
        !self.is_over() && self.hand.is_over()
    }
    pub fn to_act(&self) -> Option<Seat> {
        if self.is_over() {
            None
        } else {
            self.hand.to_act()
        }
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.is_over() || seat > 1 {
            return Vec::new();
        }
        if self.between_hands() {
            return vec![Action::NextHand];
        }
        self.hand.legal_actions(seat)
    }

    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let seat_ok = turn::seat_of(seat, 2);
        if turn::check_game(self.is_over(), seat_ok, self.between_hands(), action)? == Step::Deal {
            self.moves += 1;
            self.hand_no += 1;
            let dealer = 1 - self.hand.dealer; // V9.2: the deal alternates
            self.hand = ColonelHand::deal(dealer, &shuffled_deck(self.seed, self.hand_no as u64));
            return Ok(vec![self.dealt_event()]);
        }
        let mut events = self.hand.apply(seat, action)?;
        self.moves += 1;
        if let Some(r) = self.hand.result().cloned() {
            if let Some(w) = r.winner {
                self.totals[w] += r.points;
            }
            self.sheet.push(r.clone());
            events.push(Event::ColonelHandEnded {
                result: r,
                totals: self.totals,
            });
            if self.sheet.len() as u32 >= self.rules.hands {
                let t = self.totals;
                let (winner, margin) = match t[0].cmp(&t[1]) {
                    std::cmp::Ordering::Greater => (Some(0), t[0] - t[1]),
                    std::cmp::Ordering::Less => (Some(1), t[1] - t[0]),
                    std::cmp::Ordering::Equal => (None, 0),
                };
                let result = ColonelResult {
                    totals: t,
                    winner,
                    margin,
                    ranks: [(t[0] < t[1]) as u32, (t[1] < t[0]) as u32],
                };
                events.push(Event::MatchEnded {
                    result: result.clone(),
                });
                self.result = Some(result);
            }
        }
        Ok(events)
    }

    pub fn standings(&self) -> Option<Standings> {
        let r = self.result.as_ref()?;
        Some(Standings {
            competitors: vec![vec![0], vec![1]],
            ranks: r.ranks.to_vec(),
            totals: r.totals.to_vec(),
        })
    }

    pub fn check_invariants(&self) -> Result<(), String> {
        let cards = self.hand.all_cards();
        let set = CardSet::from_cards(cards.iter().copied());
        if cards.len() != 52 || set != CardSet::FULL {
            return Err(format!(
                "{} cards, {} distinct: each of the 52 must be there once",
                cards.len(),
                set.len()
            ));
        }
        for m in &self.hand.melds {
            if RULES.meld_kind(m.cards).is_none() {
                return Err(format!("{} on the table is no meld", m.cards));
            }
        }
        let sum: u32 = self.sheet.iter().map(|r| r.points).sum();
        if sum != self.totals[0] + self.totals[1] {
            return Err("hand results do not add up to the totals".into());
        }
        Ok(())
    }
}
