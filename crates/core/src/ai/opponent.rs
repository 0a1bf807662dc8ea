//! What one seat of a two-player hand (two-handed Gin, Colonel) can tell of
//! its opponent's hand, under any ace rule: the hand's log folded by
//! [`Seen`], the unseen cards and the opponent's [`Odds`], kept as a table
//! of chances, and from them the danger of a discard and the outs of a
//! card.

use super::seen::{unseen, Factors, Odds, Seen, MAX_SEATS};
use super::shapes::{outs, related, run_windows, same_rank};
use crate::engine::melds::{AceRule, MeldRules};
use crate::engine::{Card, CardSet, Event, Seat};

/// What a seat knows about its opponent in the hand in play.
#[derive(Debug, Clone)]
pub struct Opponent {
    pub me: Seat,
    pub opponent: Seat,
    pub hand: CardSet,
    pub aces: AceRule,
    /// Cards whose place we cannot see: the stock and the opponent's
    /// hidden cards.
    pub unknown: CardSet,
    /// The opponent's known cards, how many it hides, and inference.
    pub odds: Odds,
    /// Every card the opponent took from the pile this hand.
    pub took: CardSet,
    /// Every card the opponent threw face up, or passed as the upcard.
    pub threw: CardSet,
    /// Turns (draws) each of us started this hand.
    pub my_turns: u32,
    pub their_turns: u32,
    factors: Factors,
    /// [`Opponent::p_holds`] of every card index, kept current by `new`
    /// and `infer` (danger asks for it about a hundred times a discard).
    p: [f32; 64],
}

impl Opponent {
    /// Rebuilt from the log of the hand. `public_cards` are every card face
    /// up now (the pile, and the melds on the table in Colonel);
    /// `opponent_size` is how many cards the opponent holds; `first_upcard`
    /// is the card offered in G3.
    #[allow(clippy::too_many_arguments)]
    pub fn from_log(
        me: Seat,
        opponent: Seat,
        hand: CardSet,
        rules: MeldRules,
        log: &[Event],
        public_cards: CardSet,
        opponent_size: u32,
        first_upcard: Option<Card>,
    ) -> Opponent {
        let seen = Seen::from_log(log, first_upcard);
        Opponent::new(
            me,
            opponent,
            hand,
            rules,
            public_cards,
            opponent_size,
            &seen,
        )
    }

    /// From the log already folded (the search's roll-outs keep a [`Seen`]
    /// as they go instead of walking a log).
    pub fn new(
        me: Seat,
        opponent: Seat,
        hand: CardSet,
        rules: MeldRules,
        public_cards: CardSet,
        opponent_size: u32,
        seen: &Seen<MAX_SEATS>,
    ) -> Opponent {
        let known = seen.known[opponent];
        let mut o = Opponent {
            me,
            opponent,
            hand,
            aces: rules.aces,
            unknown: unseen(hand, public_cards, known),
            odds: Odds::of(known, opponent_size),
            took: seen.took[opponent],
            threw: seen.threw[opponent],
            my_turns: seen.turns[me],
            their_turns: seen.turns[opponent],
            factors: Factors::NONE,
            p: [0.0; 64],
        };
        o.refresh_p();
        o
    }

    /// Reads the opponent's pick-ups and throws ([`Odds::infer`]).
    pub fn infer(&mut self, factors: Factors) {
        let aces = self.aces;
        let related = |set: CardSet| {
            set.iter()
                .fold(CardSet::EMPTY, |m, c| m.union(related(c, aces)))
        };
        // Only the cards inferred before or now change their chance.
        let changed = self.odds.near.union(self.odds.far);
        self.odds
            .infer(self.took, self.threw, self.unknown, related);
        self.factors = factors;
        let base = self.odds.base(self.unknown);
        for c in changed.union(self.odds.near).union(self.odds.far).iter() {
            self.p[c.index() as usize] = self.odds.p_unseen(base, c, factors);
        }
    }

    /// Fills the [`Opponent::p_holds`] table: known cards 1, unseen ones the
    /// opponent's share of the unseen scaled by inference, others 0.
    fn refresh_p(&mut self) {
        self.p = [0.0; 64];
        let base = self.odds.base(self.unknown);
        for c in self.unknown.iter() {
            self.p[c.index() as usize] = self.odds.p_unseen(base, c, self.factors);
        }
        for c in self.odds.known.iter() {
            self.p[c.index() as usize] = 1.0;
        }
    }

    /// The chance that the opponent holds `card`, as far as we can tell.
    #[inline]
    pub fn p_holds(&self, card: Card) -> f32 {
        self.p[card.index() as usize]
    }

    /// How likely `card` gives the opponent a new meld with cards it holds:
    /// the sum over the three-card melds through `card` of the chance that
    /// it holds both other cards.
    pub fn danger(&self, card: Card) -> f32 {
        // Lowest card first in each pair, as the sums were always made.
        let p = |bits: u64| self.p[bits.trailing_zeros() as usize & 63];
        let mut d = 0.0;
        for w in run_windows(card, self.aces) {
            // Always two cards: the run's other two.
            let w = w.0;
            d += p(w) * p(w & (w - 1));
        }
        let same = same_rank(card).0;
        let (o0, rest) = (p(same), same & (same - 1));
        let (o1, o2) = (p(rest), p(rest & (rest - 1)));
        d + o0 * o1 + o0 * o2 + o1 * o2
    }

    /// Unseen cards that would make a new three-card meld with `card` and
    /// the rest of our hand (its outs).
    #[inline]
    pub fn outs(&self, card: Card) -> CardSet {
        outs(card, self.hand.without(card), self.unknown, self.aces)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::written::{card, set};

    /// Seat 1 passed the upcard 5♠, took 9♣ and threw 2♦: 9♣ is known, its
    /// melding cards likelier, the 2♦'s less likely, and the table of
    /// chances agrees with the odds it was built from.
    #[test]
    fn the_opponent_is_read_from_the_log() {
        let log = [
            Event::PassedUpcard { seat: 1 },
            Event::DrewStock { seat: 0 },
            Event::Discarded {
                seat: 0,
                card: card("9c"),
            },
            Event::TookDiscard {
                seat: 1,
                card: card("9c"),
            },
            Event::Discarded {
                seat: 1,
                card: card("2d"),
            },
        ];
        let hand = set("As 2s 3s 4d 5d 6d 7h 8h Kc Kd Qh");
        let pile = set("5s 2d");
        let rules = MeldRules::default();
        let mut o = Opponent::from_log(0, 1, hand, rules, &log, pile, 10, Some(card("5s")));
        assert_eq!(o.odds.known, set("9c"));
        assert_eq!(o.odds.hidden, 9);
        assert_eq!(o.threw, set("5s 2d"));
        assert_eq!((o.my_turns, o.their_turns), (1, 1));
        assert_eq!(o.unknown.len(), 52 - 11 - 2 - 1);
        o.infer(Factors::new(2.0, 0.5));
        for c in Card::all() {
            assert_eq!(o.p_holds(c), o.odds.p_holds(c, o.unknown, o.factors), "{c}");
        }
        assert!(o.p_holds(card("9h")) > o.p_holds(card("Jh")));
        assert!(o.p_holds(card("3d")) < o.p_holds(card("Jh")));
        assert!(o.danger(card("9d")) > o.danger(card("Jh")));
        assert_eq!(o.outs(card("Kc")), set("Kh Ks"));
    }
}
