//! What one seat of a two-player hand (two-handed Gin, Colonel) has seen,
//! rebuilt from its own cards and the hand's public log on every decision:
//! the cards the opponent is known to hold (taken from the pile and not
//! thrown or laid down since), what it threw or passed, and which cards are
//! still unseen. Also the meld shapes of each ace rule (which two cards make
//! a three-card meld with a given card), for outs and danger estimates.

use crate::engine::melds::{AceRule, MeldRules};
use crate::engine::Event;
use crate::engine::{Card, CardSet, Seat};

/// What a seat knows about the hand in play.
#[derive(Debug, Clone)]
pub struct Seen {
    pub me: Seat,
    pub opponent: Seat,
    pub hand: CardSet,
    pub aces: AceRule,
    /// Cards whose place we cannot see: the stock and the opponent's
    /// hidden cards.
    pub unknown: CardSet,
    /// Cards the opponent took from the pile and still holds.
    pub known: CardSet,
    /// Every card the opponent took from the pile this hand.
    pub took: CardSet,
    /// Every card the opponent threw face up, or passed as the upcard.
    pub threw: CardSet,
    /// How many of the opponent's cards we cannot see.
    pub hidden: u32,
    /// Turns (draws) each of us started this hand.
    pub my_turns: u32,
    pub their_turns: u32,
    /// Cards that meld with what the opponent took (likelier in its hand),
    /// and with what it threw (less likely), among the unknown.
    near: CardSet,
    far: CardSet,
    near_factor: f32,
    far_factor: f32,
    /// [`Seen::p_holds`] of every card index, kept current by `new` and
    /// `infer` (danger asks for it about a hundred times a discard).
    p: [f32; 64],
}

/// The parts of [`Seen`] a hand's log tells (the rest is the seat's hand
/// and the cards face up).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Memory {
    /// Cards the opponent took from the pile and still holds.
    pub known: CardSet,
    /// Every card the opponent took from the pile this hand.
    pub took: CardSet,
    /// Every card the opponent threw face up, or passed as the upcard.
    pub threw: CardSet,
    /// Turns (draws) each of us started this hand.
    pub my_turns: u32,
    pub their_turns: u32,
}

impl Seen {
    /// What the log told, as [`Seen::new`] read it.
    pub fn memory(&self) -> Memory {
        Memory {
            known: self.known,
            took: self.took,
            threw: self.threw,
            my_turns: self.my_turns,
            their_turns: self.their_turns,
        }
    }

    /// Rebuilt from the log of the hand. `public_cards` are every card face
    /// up now (the pile, and the melds on the table in Colonel);
    /// `opponent_size` is how many cards the opponent holds; `first_upcard`
    /// is the card offered in G3.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        me: Seat,
        opponent: Seat,
        hand: CardSet,
        rules: MeldRules,
        log: &[Event],
        public_cards: CardSet,
        opponent_size: u32,
        first_upcard: Option<Card>,
    ) -> Seen {
        let mut known = CardSet::EMPTY;
        let mut took = CardSet::EMPTY;
        let mut threw = CardSet::EMPTY;
        let (mut my_turns, mut their_turns) = (0, 0);
        for e in log {
            match *e {
                Event::DrewStock { seat } => {
                    if seat == me {
                        my_turns += 1
                    } else {
                        their_turns += 1
                    }
                }
                Event::TookDiscard { seat, card } => {
                    if seat == me {
                        my_turns += 1;
                    } else {
                        their_turns += 1;
                        took.insert(card);
                        known.insert(card);
                    }
                }
                Event::Discarded { seat, card } if seat == opponent => {
                    threw.insert(card);
                    known.remove(card);
                }
                Event::Melded { seat, cards } | Event::LaidOff { seat, cards, .. }
                    if seat == opponent =>
                {
                    known = known.minus(cards);
                }
                // The upcard the opponent passed (G3) tells as much as a
                // discard.
                Event::PassedUpcard { seat } if seat == opponent => {
                    if let Some(c) = first_upcard {
                        threw.insert(c);
                    }
                }
                _ => {}
            }
        }
        Seen::from_parts(
            me,
            opponent,
            hand,
            rules,
            public_cards,
            opponent_size,
            Memory {
                known,
                took,
                threw,
                my_turns,
                their_turns,
            },
        )
    }

    /// What [`Seen::new`] builds, from what the log told already read into
    /// a [`Memory`] (the search's roll-outs keep one per seat as they go
    /// instead of walking a log).
    pub fn from_parts(
        me: Seat,
        opponent: Seat,
        hand: CardSet,
        rules: MeldRules,
        public_cards: CardSet,
        opponent_size: u32,
        memory: Memory,
    ) -> Seen {
        let Memory {
            known,
            took,
            threw,
            my_turns,
            their_turns,
        } = memory;
        let unknown = CardSet::FULL.minus(hand).minus(public_cards).minus(known);
        let mut seen = Seen {
            me,
            opponent,
            hand,
            aces: rules.aces,
            unknown,
            known,
            took,
            threw,
            hidden: opponent_size.saturating_sub(known.len()),
            my_turns,
            their_turns,
            near: CardSet::EMPTY,
            far: CardSet::EMPTY,
            near_factor: 1.0,
            far_factor: 1.0,
            p: [0.0; 64],
        };
        seen.refresh_p();
        seen
    }

    /// Reads the opponent's pick-ups and throws: unseen cards that meld with
    /// what it took are likelier in its hand, those that meld with what it
    /// threw less likely.
    pub fn infer(&mut self, near_factor: f32, far_factor: f32) {
        let related = |set: CardSet| {
            let mut m = CardSet::EMPTY;
            for c in set.iter() {
                m = m.union(self.related(c));
            }
            m.intersect(self.unknown)
        };
        let near = related(self.took);
        // Only the cards inferred before or now change their chance.
        let changed = self.near.union(self.far);
        self.far = related(self.threw).minus(near);
        self.near = near;
        self.near_factor = near_factor;
        self.far_factor = far_factor;
        let base = self.base_p();
        for c in changed.union(self.near).union(self.far).iter() {
            self.p[c.index() as usize] = self.unseen_p(base, c);
        }
    }

    /// Fills the [`Seen::p_holds`] table: known cards 1, unseen ones the
    /// opponent's share of the unseen scaled by inference, others 0.
    fn refresh_p(&mut self) {
        self.p = [0.0; 64];
        let base = self.base_p();
        for c in self.unknown.iter() {
            self.p[c.index() as usize] = self.unseen_p(base, c);
        }
        for c in self.known.iter() {
            self.p[c.index() as usize] = 1.0;
        }
    }

    /// The opponent's share of the unseen cards.
    #[inline]
    fn base_p(&self) -> f32 {
        self.hidden as f32 / self.unknown.len() as f32
    }

    /// [`Seen::p_holds`] of an unseen card; `base` is [`Seen::base_p`].
    #[inline]
    fn unseen_p(&self, base: f32, card: Card) -> f32 {
        let mut p = base;
        if self.near.contains(card) {
            p *= self.near_factor;
        } else if self.far.contains(card) {
            p *= self.far_factor;
        }
        p.min(0.95)
    }

    /// The cards that could make a three-card meld with `card`.
    pub fn related(&self, card: Card) -> CardSet {
        related(card, self.aces)
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

/// The cards that could make a three-card meld with `card` under the ace
/// rule (no meld holds `card` without two of them).
#[inline]
pub fn related(card: Card, aces: AceRule) -> CardSet {
    let mut m = same_rank(card);
    for w in run_windows(card, aces) {
        m = m.union(w);
    }
    m
}

/// The other three cards of a card's rank.
#[inline]
pub fn same_rank(card: Card) -> CardSet {
    CardSet((0x0001_0001_0001_0001u64 << card.rank()) & !card.bit())
}

/// For each three-card run through `card` under the ace rule, the other two
/// cards (at most three windows), in the order of [`run_windows_of`].
#[inline]
pub fn run_windows(card: Card, aces: AceRule) -> impl Iterator<Item = CardSet> {
    let (windows, n) = &RUN_WINDOWS[aces as usize][card.index() as usize];
    windows[..*n as usize].iter().map(|&w| CardSet(w))
}

/// [`run_windows_of`] for every ace rule and card index, computed once at
/// compile time: the players ask for them on every discard they weigh.
static RUN_WINDOWS: [[([u64; 4], u8); 64]; 3] = {
    let mut table = [[([0u64; 4], 0u8); 64]; 3];
    let rules = [AceRule::Low, AceRule::Corner, AceRule::HighOrLow];
    let mut a = 0;
    while a < 3 {
        let mut i = 0;
        while i < 64 {
            if i % 16 < 13 {
                table[a][i] = run_windows_of(i as u8, rules[a]);
            }
            i += 1;
        }
        a += 1;
    }
    table
};

/// The bit of the card of `rank` in the suit whose first index is `base`.
const fn bit_at(base: i32, rank: i32) -> u64 {
    1u64 << (base + rank)
}

/// The three-card runs through the card of index `index` under the ace
/// rule, each as the other two cards' bits, and how many there are.
const fn run_windows_of(index: u8, aces: AceRule) -> ([u64; 4], u8) {
    let base = (index & !15) as i32;
    let r = (index & 15) as i32;
    let bit = 1u64 << index;
    let mut out = [0u64; 4];
    let mut n = 0;
    match aces {
        AceRule::Low => {
            let mut s = if r - 2 > 0 { r - 2 } else { 0 };
            let last = if r < 10 { r } else { 10 };
            while s <= last {
                out[n] = (bit_at(base, s) | bit_at(base, s + 1) | bit_at(base, s + 2)) & !bit;
                n += 1;
                s += 1;
            }
        }
        AceRule::Corner => {
            let mut s = r - 2;
            while s <= r {
                out[n] = (bit_at(base, (s).rem_euclid(13))
                    | bit_at(base, (s + 1).rem_euclid(13))
                    | bit_at(base, (s + 2).rem_euclid(13)))
                    & !bit;
                n += 1;
                s += 1;
            }
        }
        AceRule::HighOrLow => {
            // Positions 0..=13, 13 being the ace after the king.
            let positions = [r, 13];
            let count = if r == 0 { 2 } else { 1 };
            let mut k = 0;
            while k < count {
                let p = positions[k];
                let mut s = if p - 2 > 0 { p - 2 } else { 0 };
                let last = if p < 11 { p } else { 11 };
                while s <= last {
                    out[n] = (bit_at(base, s % 13)
                        | bit_at(base, (s + 1) % 13)
                        | bit_at(base, (s + 2) % 13))
                        & !bit;
                    n += 1;
                    s += 1;
                }
                k += 1;
            }
        }
    }
    (out, n as u8)
}

/// Whether `card` makes a three-card meld with two cards of `hand`.
#[inline]
pub fn makes_meld(card: Card, hand: CardSet, aces: AceRule) -> bool {
    same_rank(card).intersect(hand).len() >= 2 || run_windows(card, aces).any(|w| w.is_subset(hand))
}

/// Cards of `unknown` that would make a new three-card meld with `card`
/// and one card of `rest`.
#[inline]
pub fn outs(card: Card, rest: CardSet, unknown: CardSet, aces: AceRule) -> CardSet {
    let mut m = CardSet::EMPTY;
    let same = same_rank(card);
    if !same.intersect(rest).is_empty() {
        m = same.intersect(unknown);
    }
    for w in run_windows(card, aces) {
        let held = w.intersect(rest);
        if held.len() == 1 {
            m = m.union(w.minus(held).intersect(unknown));
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }
    fn set(s: &str) -> CardSet {
        CardSet::from_cards(crate::engine::parse_cards(s).unwrap())
    }

    #[test]
    fn run_windows_follow_each_ace_rule() {
        let w = |c: &str, a: AceRule| run_windows(card(c), a).collect::<Vec<_>>();
        assert_eq!(w("Ah", AceRule::Low), vec![set("2h 3h")]);
        assert_eq!(
            w("Ah", AceRule::Corner),
            vec![set("Qh Kh"), set("Kh 2h"), set("2h 3h")]
        );
        assert_eq!(
            w("Ah", AceRule::HighOrLow),
            vec![set("2h 3h"), set("Qh Kh")]
        );
        assert_eq!(w("Kc", AceRule::Low), vec![set("Jc Qc")]);
        assert_eq!(
            w("Kc", AceRule::HighOrLow),
            vec![set("Jc Qc"), set("Qc Ac")]
        );
        assert_eq!(w("5d", AceRule::Low).len(), 3);
    }

    /// The precomputed windows against a plain count of every run of three
    /// consecutive positions that holds the card, under each ace rule.
    #[test]
    fn run_window_table_matches_a_plain_enumeration() {
        for aces in [AceRule::Low, AceRule::Corner, AceRule::HighOrLow] {
            // Runs as rank lists: low A..K, K-A-2 wraps only around the
            // corner, Q-K-A also when aces are high.
            let mut runs: Vec<[u8; 3]> = (0..11).map(|s| [s, s + 1, s + 2]).collect();
            match aces {
                AceRule::Low => {}
                AceRule::Corner => runs.extend([[11, 12, 0], [12, 0, 1]]),
                AceRule::HighOrLow => runs.push([11, 12, 0]),
            }
            for card in Card::all() {
                let mut want: Vec<CardSet> = runs
                    .iter()
                    .filter(|r| r.contains(&card.rank()))
                    .map(|r| {
                        let base = card.index() & !15;
                        CardSet::from_cards(r.iter().map(|&k| Card::from_index(base + k)))
                            .without(card)
                    })
                    .collect();
                let mut got: Vec<CardSet> = run_windows(card, aces).collect();
                want.sort_by_key(|w| w.0);
                got.sort_by_key(|w| w.0);
                assert_eq!(got, want, "{card} under {aces:?}");
            }
        }
    }

    #[test]
    fn outs_and_melds() {
        let hand = set("7h 8h Kc Kd 2s");
        assert!(makes_meld(card("9h"), hand, AceRule::Low));
        assert!(makes_meld(card("Ks"), hand, AceRule::Low));
        assert!(!makes_meld(card("Ts"), hand, AceRule::Low));
        let unknown = CardSet::FULL.minus(hand);
        assert_eq!(
            outs(card("7h"), hand.without(card("7h")), unknown, AceRule::Low),
            set("6h 9h")
        );
        assert_eq!(
            outs(card("Kc"), hand.without(card("Kc")), unknown, AceRule::Low),
            set("Kh Ks")
        );
        assert!(makes_meld(card("As"), set("Ks 2s"), AceRule::Corner));
        assert!(!makes_meld(card("As"), set("Ks 2s"), AceRule::HighOrLow));
    }
}
