//! Meld shapes: which cards make a three-card meld with which, under each
//! ace rule (low, around the corner, high or low), for the players' outs,
//! danger and inference. The `_low` forms compute the low-ace rule (Jersey
//! Gin's, R1.3) on whole masks at once, for Jersey Gin's hot paths; a test
//! holds them to the general forms.

use crate::engine::cards::LANE;
use crate::engine::melds::AceRule;
use crate::engine::{Card, CardSet};

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

/// [`related`] under low aces for every card of `mask` at once: the rest
/// of their ranks and their suited neighbours up to two ranks away (not
/// the cards of `mask`).
#[inline]
pub fn related_low(mask: u64) -> u64 {
    let ranks = (mask | (mask >> 16) | (mask >> 32) | (mask >> 48)) & LANE;
    let sets = ranks * 0x0001_0001_0001_0001u64;
    let runs = (mask << 1) | (mask >> 1) | (mask << 2) | (mask >> 2);
    (sets | runs) & crate::engine::cards::FULL_DECK & !mask
}

/// All four cards of a rank.
#[inline]
pub fn rank_mask(rank: u8) -> u64 {
    0x0001_0001_0001_0001u64 << rank
}

/// [`outs`] under low aces, on masks: the unseen cards that would make a
/// new three-card meld with `card` and cards of `hand` (its "outs"): the
/// rest of a pair's rank, the ends of a suited two-card stretch, the
/// middle of a gapped one. `hand` may hold `card`; `unknown` holds none
/// of `hand`.
#[inline]
pub fn outs_low(card: Card, hand: CardSet, unknown: CardSet) -> CardSet {
    let (set, run) = outs_split_low(card, hand, unknown);
    set.union(run)
}

/// [`outs_low`] split into the cards that would make a set and those that
/// would make a run.
#[inline]
pub fn outs_split_low(card: Card, hand: CardSet, unknown: CardSet) -> (CardSet, CardSet) {
    let h = hand.bits() & !card.bit();
    let mut set = 0u64;
    let mut out = 0u64;
    let same = rank_mask(card.rank()) & !card.bit();
    if h & same != 0 {
        set = same & !h & unknown.bits();
    }
    let base = (card.index() as u32) & !15;
    let lane = (h >> base) & LANE;
    let r = card.rank() as u32;
    let has = |d: i32| -> bool {
        let rr = r as i32 + d;
        (0..13).contains(&rr) && lane & (1 << rr) != 0
    };
    let bit = |d: i32| -> u64 {
        let rr = r as i32 + d;
        if (0..13).contains(&rr) {
            1u64 << (rr as u32 + base)
        } else {
            0
        }
    };
    if has(1) {
        out |= bit(-1) | bit(2);
    }
    if has(-1) {
        out |= bit(1) | bit(-2);
    }
    if has(2) {
        out |= bit(1);
    }
    if has(-2) {
        out |= bit(-1);
    }
    (CardSet(set), CardSet(out & unknown.bits()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::written::{card, set};

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

    /// The low-ace mask forms give what the general forms give under low
    /// aces, for every card against hands of every shape.
    #[test]
    fn the_low_ace_masks_match_the_general_forms() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for card in Card::all() {
            assert_eq!(
                related_low(card.bit()),
                related(card, AceRule::Low).bits(),
                "{card}"
            );
            for _ in 0..200 {
                let hand = CardSet(next() & crate::engine::cards::FULL_DECK).with(card);
                let unknown = CardSet(next() & crate::engine::cards::FULL_DECK).minus(hand);
                assert_eq!(
                    outs_low(card, hand, unknown),
                    outs(card, hand.without(card), unknown, AceRule::Low),
                    "{card} {hand} {unknown}"
                );
                assert_eq!(
                    related_low(hand.bits()) & !hand.bits(),
                    hand.iter()
                        .fold(CardSet::EMPTY, |m, c| m.union(related(c, AceRule::Low)))
                        .minus(hand)
                        .bits()
                );
            }
        }
    }
}
