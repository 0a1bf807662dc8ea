//! A whole game: the first-dealer draw, hands to the target, bonuses (R3, R9).
//!
//! All randomness comes from the seed: the dealer draw is stream 0 of
//! [`shuffled_deck`], hand n stream n, so a game's state needs no
//! generator state and `(options, seed, actions)` reproduces it exactly.

use super::hand::{Hand, Phase};
use super::types::*;
use crate::engine::cards::{Card, CardSet};
use crate::engine::deck::shuffled_deck;
use crate::engine::turn::{self, Step};
use crate::engine::types::{ActionError, Seat};
use crate::engine::{Action, Event};
use serde::{Deserialize, Serialize};

/// R3.2: the highest rank deals (ace low); ties by suit, ♠ > ♥ > ♦ > ♣.
pub fn first_dealer(cards: [Card; 3]) -> Seat {
    (0..3)
        .max_by_key(|&s| (cards[s].rank(), cards[s].suit()))
        .expect("three seats")
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    options: Options,
    seed: u64,
    /// Points from hands (bonuses are added at the end, R9.2).
    scores: [u32; 3],
    boxes: [u32; 3],
    hand_no: u32,
    hand: Hand,
    /// Every hand result so far, in order.
    results: Vec<HandResult>,
    result: Option<GameResult>,
    /// Actions applied so far: the turn counter that buttons carry.
    moves: u32,
}

impl Game {
    /// Starts a game: the first-dealer draw and the first deal.
    pub fn new(options: Options, seed: u64) -> (Game, Vec<Event>) {
        let draw = shuffled_deck(seed, 0);
        let cards = [draw[0], draw[1], draw[2]];
        let dealer = first_dealer(cards);
        let mut events = vec![Event::DealerDraw {
            cards: cards.to_vec(),
            dealer,
        }];
        let game = Game::with_hand(
            options,
            seed,
            Hand::deal(options, dealer, &shuffled_deck(seed, 1)),
        );
        events.push(dealt_event(&game.hand, 1));
        (game, events)
    }

    /// A game whose first hand is a given one (scripted tests); later hands
    /// are dealt from the seed.
    pub fn with_hand(options: Options, seed: u64, hand: Hand) -> Game {
        Game {
            options,
            seed,
            scores: [0; 3],
            boxes: [0; 3],
            hand_no: 1,
            hand,
            results: Vec::new(),
            result: None,
            moves: 0,
        }
    }

    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn hand(&self) -> &Hand {
        &self.hand
    }
    /// The hand, to move its hidden cards (tests of what a seat may see).
    #[cfg(test)]
    pub(crate) fn hand_mut(&mut self) -> &mut Hand {
        &mut self.hand
    }
    pub fn hand_no(&self) -> u32 {
        self.hand_no
    }
    pub fn scores(&self) -> [u32; 3] {
        self.scores
    }
    pub fn boxes(&self) -> [u32; 3] {
        self.boxes
    }
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
    pub fn moves(&self) -> u32 {
        self.moves
    }
    /// Whether the current hand is scored and the next one waits to be dealt.
    pub fn between_hands(&self) -> bool {
        !self.is_over() && self.hand.phase() == Phase::Over
    }

    /// The seat to play, or None between hands and after the game.
    pub fn to_act(&self) -> Option<Seat> {
        (!self.is_over() && self.hand.phase() != Phase::Over).then_some(self.hand.turn())
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.is_over() || seat > 2 {
            return Vec::new();
        }
        if self.between_hands() {
            return vec![Action::NextHand];
        }
        self.hand.legal_actions(seat)
    }

    /// Applies an action; on error nothing changes. When a hand ends it is
    /// scored at once; the next hand is dealt by [`Action::NextHand`], so
    /// that one action's events never span two deals.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        super::check_known(action)?;
        let seat_ok = if seat > 2 {
            Err(ActionError::NoSuchSeat { seat })
        } else {
            Ok(())
        };
        if turn::check_game(self.is_over(), seat_ok, self.between_hands(), action)? == Step::Deal {
            self.moves += 1;
            return Ok(vec![self.deal_next()]);
        }
        let mut events = self.hand.apply(seat, action)?;
        self.moves += 1;
        if self.hand.phase() == Phase::Over {
            self.score_hand(&mut events);
        }
        Ok(events)
    }

    fn score_hand(&mut self, events: &mut Vec<Event>) {
        let result = self.hand.result().expect("the hand is over").clone();
        self.scores[result.winner] += result.points;
        self.boxes[result.winner] += 1; // R7.4
        events.push(Event::HandEnded {
            result: result.clone(),
            scores: self.scores,
        });
        self.results.push(result.clone());
        if self.scores[result.winner] >= self.options.target {
            // R9.1–R9.3: only the hand's winner can have crossed the target.
            let gr = self.final_result(result.winner);
            events.push(Event::GameEnded { result: gr.clone() });
            self.result = Some(gr);
        }
    }

    fn deal_next(&mut self) -> Event {
        self.hand_no += 1;
        let dealer = left_of(self.hand.dealer()); // R3.3
        let deck = shuffled_deck(self.seed, self.hand_no as u64);
        self.hand = Hand::deal(self.options, dealer, &deck);
        dealt_event(&self.hand, self.hand_no)
    }

    fn final_result(&self, winner: Seat) -> GameResult {
        let mut game_bonus = [0; 3];
        game_bonus[winner] = self.options.game_bonus;
        let box_bonus = self.boxes.map(|b| b * self.options.box_bonus);
        let totals = [0, 1, 2].map(|s| self.scores[s] + game_bonus[s] + box_bonus[s]);
        let mut ranking = [0, 1, 2];
        ranking.sort_by_key(|&s| (std::cmp::Reverse(totals[s]), s != winner, s));
        GameResult {
            winner,
            hand_points: self.scores,
            boxes: self.boxes,
            game_bonus,
            box_bonus,
            totals,
            ranking,
        }
    }

    /// Every card, wherever it is (for the 52-cards invariant).
    pub fn all_cards(&self) -> Vec<Card> {
        self.hand.all_cards()
    }

    /// Checks the invariants that must hold in every state.
    pub fn check_invariants(&self) -> Result<(), String> {
        let cards = self.all_cards();
        let set = CardSet::from_cards(cards.iter().copied());
        if cards.len() != 52 || set != CardSet::FULL {
            return Err(format!(
                "{} cards, {} distinct: each of the 52 must be there once",
                cards.len(),
                set.len()
            ));
        }
        let sum: u32 = self.results.iter().map(|r| r.points).sum();
        if sum != self.scores.iter().sum::<u32>() {
            return Err("hand results do not add up to the scores".into());
        }
        let boxes: u32 = self.boxes.iter().sum();
        if boxes as usize != self.results.len() {
            return Err("boxes do not match hands won".into());
        }
        Ok(())
    }
}

fn dealt_event(hand: &Hand, hand_no: u32) -> Event {
    Event::HandDealt {
        hand: hand_no,
        dealer: hand.dealer(),
        upcard: hand.top_discard().expect("a dealt hand has its upcard"),
        stock: hand.stock_len() as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_dealer_r3_2_highest_rank_then_suit() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(first_dealer([c("Kc"), c("Qs"), c("2d")]), 0);
        assert_eq!(first_dealer([c("Kc"), c("Ks"), c("Kh")]), 1); // ♠ > ♥ > ♣
        assert_eq!(first_dealer([c("Ac"), c("As"), c("2c")]), 2); // ace low
    }

    #[test]
    fn same_seed_same_game() {
        let (a, ea) = Game::new(Options::default(), 7);
        let (b, eb) = Game::new(Options::default(), 7);
        assert_eq!(a, b);
        assert_eq!(ea, eb);
        let (c, _) = Game::new(Options::default(), 8);
        assert_ne!(a.hand().hand_of(0), c.hand().hand_of(0));
    }

    #[test]
    fn deal_gives_ten_each_upcard_and_21_stock() {
        let (g, _) = Game::new(Options::default(), 1);
        for s in 0..3 {
            assert_eq!(g.hand().hand_of(s).len(), 10);
        }
        assert_eq!(g.hand().stock_len(), 21);
        assert_eq!(g.hand().discards().len(), 1);
        g.check_invariants().unwrap();
        assert_eq!(g.hand().turn(), left_of(g.hand().dealer())); // R4.1
    }
}
