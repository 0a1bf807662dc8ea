//! What one seat of a two-player hand (two-handed Gin, Colonel) has seen,
//! rebuilt from its own cards and the hand's public log on every decision:
//! the cards the opponent is known to hold (taken from the pile and not
//! thrown or laid down since), what it threw or passed, and which cards are
//! still unseen. Also the meld shapes of each ace rule (which two cards make
//! a three-card meld with a given card), for outs and danger estimates.

use crate::engine::family::Event;
use crate::engine::melds::{AceRule, MeldRules};
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
}

impl Seen {
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
        let unknown = CardSet::FULL.minus(hand).minus(public_cards).minus(known);
        Seen {
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
        }
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
        self.far = related(self.threw).minus(near);
        self.near = near;
        self.near_factor = near_factor;
        self.far_factor = far_factor;
    }

    /// The cards that could make a three-card meld with `card`.
    pub fn related(&self, card: Card) -> CardSet {
        let mut m = same_rank(card);
        for w in run_windows(card, self.aces) {
            m = m.union(w);
        }
        m
    }

    /// The chance that the opponent holds `card`, as far as we can tell.
    #[inline]
    pub fn p_holds(&self, card: Card) -> f32 {
        if self.known.contains(card) {
            return 1.0;
        }
        if !self.unknown.contains(card) {
            return 0.0;
        }
        let n = self.unknown.len();
        if n == 0 {
            return 0.0;
        }
        let mut p = self.hidden as f32 / n as f32;
        if self.near.contains(card) {
            p *= self.near_factor;
        } else if self.far.contains(card) {
            p *= self.far_factor;
        }
        p.min(0.95)
    }

    /// How likely `card` gives the opponent a new meld with cards it holds:
    /// the sum over the three-card melds through `card` of the chance that
    /// it holds both other cards.
    pub fn danger(&self, card: Card) -> f32 {
        let mut d = 0.0;
        for w in run_windows(card, self.aces) {
            let mut it = w.iter();
            let (a, b) = (it.next(), it.next());
            if let (Some(a), Some(b)) = (a, b) {
                d += self.p_holds(a) * self.p_holds(b);
            }
        }
        let mut others = [0.0f32; 3];
        for (i, c) in same_rank(card).iter().enumerate() {
            others[i] = self.p_holds(c);
        }
        d + others[0] * others[1] + others[0] * others[2] + others[1] * others[2]
    }

    /// Unseen cards that would make a new three-card meld with `card` and
    /// the rest of our hand (its outs).
    #[inline]
    pub fn outs(&self, card: Card) -> CardSet {
        outs(card, self.hand.without(card), self.unknown, self.aces)
    }
}

/// The other three cards of a card's rank.
#[inline]
pub fn same_rank(card: Card) -> CardSet {
    CardSet((0x0001_0001_0001_0001u64 << card.rank()) & !card.bit())
}

/// For each three-card run through `card` under the ace rule, the other two
/// cards (at most three windows).
#[inline]
pub fn run_windows(card: Card, aces: AceRule) -> impl Iterator<Item = CardSet> {
    let base = card.index() & !15;
    let r = card.rank() as i32;
    let at = move |rank: i32| -> u64 { 1u64 << (base as i32 + rank) };
    let mut out = [0u64; 4];
    let mut n = 0;
    match aces {
        AceRule::Low => {
            for s in (r - 2).max(0)..=r.min(10) {
                let w = (at(s) | at(s + 1) | at(s + 2)) & !card.bit();
                out[n] = w;
                n += 1;
            }
        }
        AceRule::Corner => {
            for s in r - 2..=r {
                let w = (0..3).fold(0, |m, k| m | at((s + k).rem_euclid(13))) & !card.bit();
                out[n] = w;
                n += 1;
            }
        }
        AceRule::HighOrLow => {
            // Positions 0..=13, 13 being the ace after the king.
            let positions: &[i32] = if r == 0 { &[0, 13] } else { &[r] };
            for &p in positions {
                for s in (p - 2).max(0)..=p.min(11) {
                    let w = (0..3).fold(0, |m, k| m | at((s + k) % 13)) & !card.bit();
                    out[n] = w;
                    n += 1;
                }
            }
        }
    }
    out.into_iter().take(n).map(CardSet)
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
