//! Melds, exact deadwood (R2), best discards, and jointly optimised
//! arrangements with layoffs (R2.5, R5.4, R6.5, R8.4; G5.1, G6.1, V4, V9),
//! for every ace rule of the family ([`MeldRules`]).
//!
//! Every function here is exact: it searches all arrangements. The search
//! branches on the lowest undecided card (it is deadwood, or it is the lowest
//! card of one of the melds or layoffs that fit in what is left), so each
//! arrangement is visited once, and cards that fit in no meld at all are
//! counted up front without branching.
//!
//! The ace rule and the ace's value are type parameters of the search
//! ([`Rule`]), so each rule gets its own compiled copy and Jersey Gin's (ace
//! low, worth 1) pays nothing for the others. The free functions are Jersey
//! Gin's (docs/rules/jersey-gin.md); [`MeldRules`]' methods serve every game.

use super::cards::{value_of_mask, Card, CardSet, LANE};
use serde::{Deserialize, Serialize};

/// What kind of meld a set of cards is (R2.1, R2.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    Set,
    Run,
}

/// Where an ace may stand in a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AceRule {
    /// Before the 2 only: A-2-3 (R1.3, G1.1).
    #[default]
    Low,
    /// K and A are neighbours: Q-K-A, K-A-2, Q-K-A-2-3 (V4.1).
    Corner,
    /// Before the 2 or after the K, never both: Q-K-A and A-2-3, not K-A-2 (V9.1).
    HighOrLow,
}

/// What an ace counts (deadwood, knock limits, scores, hand totals).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AceValue {
    /// R1.2.
    #[serde(rename = "1")]
    One,
    /// Colonel's hand totals (V9.4: A K Q J 10 count 10).
    #[serde(rename = "10")]
    Ten,
    /// Around the Corner (V4.2).
    #[serde(rename = "15")]
    Fifteen,
}

impl AceValue {
    pub const fn points(self) -> u32 {
        match self {
            AceValue::One => 1,
            AceValue::Ten => 10,
            AceValue::Fifteen => 15,
        }
    }
}

/// The meld rules of one game: how aces run and what they count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MeldRules {
    pub aces: AceRule,
    pub ace_value: AceValue,
}

/// Bits of the four aces.
const ACES: u64 = 0x0001_0001_0001_0001;

/// An ace rule and ace value as types, so that each combination is compiled
/// on its own (no run-time test in the hot loops).
pub(crate) trait Rule {
    const ACES: AceRule;
    const ACE: u32;

    /// The value of the card with bit index `i`.
    #[inline(always)]
    fn value_at(i: u32) -> u32 {
        let r = i & 15;
        if r == 0 {
            Self::ACE
        } else {
            (r + 1).min(10)
        }
    }
    /// The total value of a mask.
    #[inline(always)]
    fn value_of(m: u64) -> u32 {
        value_of_mask(m) + (Self::ACE - 1) * (m & ACES).count_ones()
    }
}

pub(crate) struct R<const A: u8, const V: u32>;

impl<const A: u8, const V: u32> Rule for R<A, V> {
    const ACES: AceRule = match A {
        0 => AceRule::Low,
        1 => AceRule::Corner,
        _ => AceRule::HighOrLow,
    };
    const ACE: u32 = V;
}

/// Jersey Gin and standard Gin: ace low, worth 1.
type Jersey = R<0, 1>;

/// Runs `$body` with `$T` the [`Rule`] type of `$rules`.
macro_rules! with_rule {
    ($rules:expr, $T:ident => $body:expr) => {{
        match ($rules.aces, $rules.ace_value) {
            (AceRule::Low, AceValue::One) => {
                type $T = R<0, 1>;
                $body
            }
            (AceRule::Low, AceValue::Ten) => {
                type $T = R<0, 10>;
                $body
            }
            (AceRule::Low, AceValue::Fifteen) => {
                type $T = R<0, 15>;
                $body
            }
            (AceRule::Corner, AceValue::One) => {
                type $T = R<1, 1>;
                $body
            }
            (AceRule::Corner, AceValue::Ten) => {
                type $T = R<1, 10>;
                $body
            }
            (AceRule::Corner, AceValue::Fifteen) => {
                type $T = R<1, 15>;
                $body
            }
            (AceRule::HighOrLow, AceValue::One) => {
                type $T = R<2, 1>;
                $body
            }
            (AceRule::HighOrLow, AceValue::Ten) => {
                type $T = R<2, 10>;
                $body
            }
            (AceRule::HighOrLow, AceValue::Fifteen) => {
                type $T = R<2, 15>;
                $body
            }
        }
    }};
}

/// Whether the set bits of `x` are one unbroken stretch (and there is one).
#[inline(always)]
const fn consecutive(x: u64) -> bool {
    if x == 0 {
        return false;
    }
    let s = x >> x.trailing_zeros();
    s & (s + 1) == 0
}

/// Rotates a 13-bit lane right by `k` (0..13).
#[inline(always)]
const fn rotr13(x: u64, k: u32) -> u64 {
    if k == 0 {
        x
    } else {
        ((x >> k) | (x << (13 - k))) & LANE
    }
}

/// Rotates a 13-bit lane left by `k` (0..13).
#[inline(always)]
const fn rotl13(x: u64, k: u32) -> u64 {
    if k == 0 {
        x
    } else {
        ((x << k) | (x >> (13 - k))) & LANE
    }
}

fn lanes(m: u64) -> [u64; 4] {
    [
        m & LANE,
        (m >> 16) & LANE,
        (m >> 32) & LANE,
        (m >> 48) & LANE,
    ]
}

/// Whether one suit's ranks (a 13-bit lane, 3+ cards) are a run under `A`.
#[inline]
fn is_run_lane<T: Rule>(lane: u64) -> bool {
    match T::ACES {
        AceRule::Low => consecutive(lane),
        AceRule::HighOrLow => {
            consecutive(lane) || (lane & 1 != 0 && consecutive((lane & !1) | 1 << 13))
        }
        AceRule::Corner => lane == LANE || consecutive(lane) || consecutive(!lane & LANE),
    }
}

fn meld_kind_g<T: Rule>(cards: CardSet) -> Option<MeldKind> {
    let m = cards.bits();
    let n = m.count_ones();
    if n < 3 {
        return None;
    }
    let l = lanes(m);
    let ranks = l.iter().fold(0, |a, x| a | x);
    // A set: 3 or 4 cards, all of one rank.
    if ranks.count_ones() == 1 && n <= 4 {
        return Some(MeldKind::Set);
    }
    let suits = l.iter().filter(|x| **x != 0).count();
    (suits == 1 && is_run_lane::<T>(ranks)).then_some(MeldKind::Run)
}

/// `Some(kind)` if the cards form one meld (Jersey Gin: ace low).
pub fn meld_kind(cards: CardSet) -> Option<MeldKind> {
    meld_kind_g::<Jersey>(cards)
}

/// A short buffer of masks that lives on the stack for ordinary hands and
/// spills to the heap only for very large ones (the deadwood of any hand size
/// is valid input). Not zeroed on creation: it is made on every call.
pub(crate) type MaskBuf = smallvec::SmallVec<[u64; 96]>;

/// Every straight run of 3+ in the low `width` bits of `lane`, by start, each
/// start's longest first (among equal counts the search then keeps long runs
/// whole: 3-8 rather than 3-5 and 6-8).
#[inline(always)]
fn straight_runs(lane: u64, width: u32, mut emit: impl FnMut(u64)) {
    let mut starts = lane & (lane >> 1) & (lane >> 2);
    while starts != 0 {
        let p = starts.trailing_zeros();
        starts &= starts - 1;
        let mut max = 3;
        while p + max < width && lane & (1 << (p + max)) != 0 {
            max += 1;
        }
        for len in (3..=max).rev() {
            emit(((1u64 << len) - 1) << p);
        }
    }
}

/// Every meld that can be made from `hand`: all runs of length ≥ 3 (every
/// sub-run of a long run) and all sets of 3 and 4 (each 3-subset of a 4-set).
#[inline]
fn push_melds<T: Rule>(hand: u64, out: &mut MaskBuf) {
    // Runs, lane by lane.
    for s in 0..4 {
        let lane = (hand >> (16 * s)) & LANE;
        let base = 16 * s;
        match T::ACES {
            AceRule::Low => straight_runs(lane, 13, |r| out.push(r << base)),
            AceRule::HighOrLow => {
                // Bit 13 is the ace again, after the king.
                let ext = lane | (lane & 1) << 13;
                straight_runs(ext, 14, |r| {
                    let high = r >> 13;
                    // The 14-card "run" would hold the ace twice; 2..A-high
                    // with all 13 cards is the same cards as A..K.
                    if high != 0 && (r & 1 != 0 || r.count_ones() == 13) {
                        return;
                    }
                    out.push(((r & LANE) | high) << base);
                });
            }
            AceRule::Corner => {
                if lane == LANE {
                    out.push(LANE << base);
                    for p in 0..13 {
                        for len in (3..=12).rev() {
                            out.push(rotl13((1 << len) - 1, p) << base);
                        }
                    }
                } else {
                    // Turn the lane so that a missing rank is on top: the
                    // runs of the turned lane are straight.
                    let gap = (!lane & LANE).trailing_zeros();
                    let k = (gap + 1) % 13;
                    straight_runs(rotr13(lane, k), 13, |r| out.push(rotl13(r, k) << base));
                }
            }
        }
    }
    // Sets: ranks present in at least three lanes.
    let (a, b, c, d) = (
        hand & LANE,
        (hand >> 16) & LANE,
        (hand >> 32) & LANE,
        (hand >> 48) & LANE,
    );
    let mut three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
    while three != 0 {
        let r = three.trailing_zeros();
        three &= three - 1;
        let full = ACES << r;
        let have = hand & full;
        out.push(have);
        if have == full {
            let mut rest = have;
            while rest != 0 {
                let one = rest & rest.wrapping_neg();
                rest &= rest - 1;
                out.push(have & !one);
            }
        }
    }
}

/// Branch-and-bound over arrangements using `pieces` (melds and layoff
/// options, each a mask). With `TRACK` it keeps the first optimal
/// arrangement found; with `ALL`, every optimal one. Without either it only
/// counts, which is the hot path.
struct Search<'a, T, const TRACK: bool, const ALL: bool> {
    pieces: &'a [u64],
    best: u32,
    best_path: Vec<u64>,
    path: Vec<u64>,
    all: Vec<Vec<u64>>,
    rule: std::marker::PhantomData<T>,
}

impl<'a, T: Rule, const TRACK: bool, const ALL: bool> Search<'a, T, TRACK, ALL> {
    #[inline]
    fn new(pieces: &'a [u64]) -> Self {
        Search {
            pieces,
            best: u32::MAX,
            best_path: Vec::new(),
            path: Vec::new(),
            all: Vec::new(),
            rule: std::marker::PhantomData,
        }
    }

    /// `remaining` holds only cards that are in at least one piece.
    fn go(&mut self, remaining: u64, dw: u32) {
        if ALL {
            if dw > self.best {
                return;
            }
        } else if dw >= self.best {
            return;
        }
        if remaining == 0 {
            if ALL {
                if dw < self.best {
                    self.all.clear();
                }
                self.all.push(self.path.clone());
            } else if TRACK {
                self.best_path.clone_from(&self.path);
            }
            self.best = dw;
            return;
        }
        let low = remaining & remaining.wrapping_neg();
        for i in 0..self.pieces.len() {
            let p = self.pieces[i];
            if p & low != 0 && p & !remaining == 0 {
                if TRACK || ALL {
                    self.path.push(p);
                }
                self.go(remaining & !p, dw);
                if TRACK || ALL {
                    self.path.pop();
                }
            }
        }
        self.go(remaining & !low, dw + T::value_at(low.trailing_zeros()));
    }
}

/// Above this many coverable cards, branch and bound can take exponential
/// time (a 48-card hand took seconds); a memo keyed by the undecided cards
/// keeps big hands fast. Hands in play never come near it.
const MEMO_ABOVE: u32 = 20;

/// The least deadwood of `remaining` (cards each in some piece) and one
/// arrangement reaching it (only filled when `track`).
fn solve<T: Rule>(remaining: u64, pieces: &[u64], track: bool) -> (u32, Vec<u64>) {
    if remaining.count_ones() > MEMO_ABOVE {
        return solve_memo::<T>(remaining, pieces, track);
    }
    if track {
        let mut s = Search::<T, true, false>::new(pieces);
        s.go(remaining, 0);
        (s.best, s.best_path)
    } else {
        let mut s = Search::<T, false, false>::new(pieces);
        s.go(remaining, 0);
        (s.best, Vec::new())
    }
}

/// Rank-major bit order (rank * 4 + suit): a set's cards are neighbours and
/// a run mostly reaches forward, so the memo's states stay few.
fn to_rank_major(m: u64) -> u64 {
    CardSet(m)
        .iter()
        .fold(0, |a, c| a | 1u64 << (c.rank() * 4 + c.suit() as u8))
}

fn from_rank_major(m: u64) -> u64 {
    let mut out = 0;
    let mut rest = m;
    while rest != 0 {
        let i = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        out |= 1u64 << ((i % 4) * 16 + i / 4);
    }
    out
}

fn solve_memo<T: Rule>(remaining: u64, pieces: &[u64], track: bool) -> (u32, Vec<u64>) {
    use std::collections::HashMap;
    let pieces: Vec<u64> = pieces.iter().map(|&p| to_rank_major(p)).collect();
    let value = |low: u64| T::value_at(low.trailing_zeros() / 4);
    fn best(
        rem: u64,
        pieces: &[u64],
        value: &dyn Fn(u64) -> u32,
        memo: &mut HashMap<u64, u32>,
    ) -> u32 {
        if rem == 0 {
            return 0;
        }
        if let Some(&v) = memo.get(&rem) {
            return v;
        }
        let low = rem & rem.wrapping_neg();
        let mut b = value(low) + best(rem & !low, pieces, value, memo);
        for &p in pieces {
            if p & low != 0 && p & !rem == 0 {
                b = b.min(best(rem & !p, pieces, value, memo));
            }
        }
        memo.insert(rem, b);
        b
    }
    let mut memo = HashMap::new();
    let mut rem = to_rank_major(remaining);
    let total = best(rem, &pieces, &value, &mut memo);
    let mut path = Vec::new();
    if track {
        // Walk down the memo: pieces first, in order, as the search would.
        let mut left = total;
        while rem != 0 {
            let low = rem & rem.wrapping_neg();
            let next = pieces.iter().copied().find(|&p| {
                p & low != 0 && p & !rem == 0 && best(rem & !p, &pieces, &value, &mut memo) == left
            });
            match next {
                Some(p) => {
                    path.push(from_rank_major(p));
                    rem &= !p;
                }
                None => {
                    left -= value(low);
                    rem &= !low;
                }
            }
        }
    }
    (total, path)
}

#[inline]
fn deadwood_g<T: Rule>(hand: u64) -> u32 {
    let mut buf = MaskBuf::new();
    push_melds::<T>(hand, &mut buf);
    deadwood_with::<T>(hand, buf.as_slice())
}

#[inline]
fn deadwood_with<T: Rule>(hand: u64, melds: &[u64]) -> u32 {
    let meldable = melds.iter().fold(0, |a, m| a | m);
    let loose = T::value_of(hand & !meldable);
    if meldable == 0 || apart(melds) {
        return loose; // every meld is kept
    }
    loose + solve::<T>(meldable, melds, false).0
}

/// Whether no two of `melds` share a card.
#[inline]
fn apart(melds: &[u64]) -> bool {
    let mut seen = 0;
    melds.iter().all(|&m| {
        let alone = seen & m == 0;
        seen |= m;
        alone
    })
}

/// A hand split into melds and deadwood.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arrangement {
    pub melds: Vec<CardSet>,
    pub deadwood_cards: CardSet,
    pub deadwood: u32,
}

/// Every least-deadwood arrangement of a hand, each as its sorted meld masks.
fn all_best_g<T: Rule>(hand: CardSet) -> Vec<Vec<CardSet>> {
    let mut buf = MaskBuf::new();
    push_melds::<T>(hand.bits(), &mut buf);
    let melds = buf.as_slice();
    let meldable = melds.iter().fold(0, |a, m| a | m);
    let mut s = Search::<T, false, true>::new(melds);
    s.go(meldable, 0);
    s.all
        .into_iter()
        .map(|mut path| {
            path.sort_unstable();
            path.into_iter().map(CardSet).collect()
        })
        .collect()
}

/// The run `lane` (one suit's 13 bits, a valid run under the rule) seen from
/// its ends: calls `step(up, rank_bit)` for each card beyond the low end
/// (`up` false) and then the high end, outward, while `allowed` holds it.
/// Chains (R2.5) follow the rule's order of ranks: through the corner in V4,
/// up to a high ace or down to a low one in V9.
#[inline]
fn run_stretches<T: Rule>(lane: u64, allowed: u64, mut step: impl FnMut(bool, u64)) {
    match T::ACES {
        AceRule::Low => {
            let mut r = lane.trailing_zeros();
            while r > 0 && allowed & (1 << (r - 1)) != 0 {
                r -= 1;
                step(false, 1 << r);
            }
            let mut r = 63 - lane.leading_zeros();
            while r < 12 && allowed & (1 << (r + 1)) != 0 {
                r += 1;
                step(true, 1 << r);
            }
        }
        AceRule::HighOrLow => {
            // Positions 0..=13, 13 being the ace after the king.
            let unrolled = if lane & 1 != 0 && !consecutive(lane) {
                (lane & !1) | 1 << 13
            } else {
                lane
            };
            let bit = |pos: u32| 1u64 << (pos % 13);
            let mut pos = unrolled.trailing_zeros();
            while pos > 0 && lane & bit(pos - 1) == 0 && allowed & bit(pos - 1) != 0 {
                pos -= 1;
                step(false, bit(pos));
            }
            let mut pos = 63 - unrolled.leading_zeros();
            while pos < 13 && lane & bit(pos + 1) == 0 && allowed & bit(pos + 1) != 0 {
                pos += 1;
                step(true, bit(pos));
            }
        }
        AceRule::Corner => {
            if lane == LANE {
                return;
            }
            // The run's first rank follows a missing one, its last precedes one.
            let missing = !lane & LANE;
            let first = lane & rotl13(missing, 1);
            let last = lane & rotr13(missing, 1);
            let (lo, hi) = (first.trailing_zeros(), last.trailing_zeros());
            let mut pos = lo;
            loop {
                pos = (pos + 12) % 13;
                if lane & 1 << pos != 0 || allowed & 1 << pos == 0 {
                    break;
                }
                step(false, 1 << pos);
            }
            let mut pos = hi;
            loop {
                pos = (pos + 1) % 13;
                if lane & 1 << pos != 0 || allowed & 1 << pos == 0 {
                    break;
                }
                step(true, 1 << pos);
            }
        }
    }
}

/// The card that would complete a three-card set; 0 for anything else.
fn set_gap(meld: u64) -> u64 {
    if meld.count_ones() != 3 {
        return 0;
    }
    let ranks = lanes(meld).iter().fold(0, |a, x| a | x);
    if ranks.count_ones() != 1 {
        return 0;
    }
    (ACES << ranks.trailing_zeros()) & !meld
}

/// Cards not in `hand` that someone could lay off onto `melds` (R5.4, G5.1):
/// the missing suit of a three-card set, and for a run every card beyond
/// either end that could be laid off in a chain (R2.5: 8 then 9 onto 5-6-7),
/// that is up to the first card of that suit held in `hand`.
fn exposure_g<T: Rule>(melds: &[CardSet], hand: CardSet) -> u32 {
    let h = hand.bits();
    let mut exposed = 0u64;
    for m in melds {
        match meld_kind_g::<T>(*m) {
            Some(MeldKind::Run) => {
                let base = m.bits().trailing_zeros() & !15;
                let lane = (m.bits() >> base) & LANE;
                let free = !(h >> base) & LANE;
                run_stretches::<T>(lane, free, |_, b| exposed |= b << base);
            }
            Some(MeldKind::Set) => exposed |= set_gap(m.bits()),
            None => {}
        }
    }
    (exposed & !h).count_ones()
}

/// Cards not in `hand` that someone could lay off onto `melds` (R5.4
/// counts them for the knocker's tie-break), Jersey Gin's rules.
pub fn layoff_exposure(melds: &[CardSet], hand: CardSet) -> u32 {
    exposure_g::<Jersey>(melds, hand)
}

/// The knocker's arrangement (R5.4): least deadwood; among equals, the one
/// exposing the fewest layoff cards not in the knocker's hand; then the
/// smallest sorted list of meld masks, so replays are identical.
pub fn knocker_arrangement(hand: CardSet) -> Arrangement {
    let mut options = all_best_g::<Jersey>(hand);
    options.sort_by_key(|melds| (layoff_exposure(melds, hand), melds.clone()));
    finish_knocker(hand, options)
}

fn finish_knocker(hand: CardSet, options: Vec<Vec<CardSet>>) -> Arrangement {
    let melds = options.into_iter().next().unwrap_or_default();
    let melded = melds.iter().fold(CardSet::EMPTY, |a, m| a.union(*m));
    let deadwood_cards = hand.minus(melded);
    Arrangement {
        melds,
        deadwood_cards,
        deadwood: deadwood_cards.value(),
    }
}

/// The exact best discards of a hand (normally 11 cards): the least deadwood
/// of what is kept, and every card whose discard reaches it. `forbidden`
/// cards (the upcard just taken, R4.3) are never offered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiscardChoice {
    pub deadwood_after: u32,
    pub cards: CardSet,
}

fn best_discards_g<T: Rule>(hand: CardSet, forbidden: CardSet) -> DiscardChoice {
    let mut best = u32::MAX;
    let mut cards = CardSet::EMPTY;
    each_discard_g::<T>(hand, forbidden, |c, dw| {
        if dw < best {
            best = dw;
            cards = CardSet::EMPTY;
        }
        if dw == best {
            cards.insert(c);
        }
    });
    DiscardChoice {
        deadwood_after: if cards.is_empty() { 0 } else { best },
        cards,
    }
}

/// [`each_discard_g`] walks every arrangement at once when the hand has at
/// most this many cards in melds (an 11-card hand always does).
const ONE_PASS_UP_TO: u32 = 12;

/// Every card's least deadwood when it is left out of the melds, in one walk
/// over the arrangements: the deadwood of `hand - c` is the least total over
/// the arrangements of the hand that leave `c` unmelded, less `c`'s value.
/// `best[c]` holds that least total for each card of `targets`, `whole` the
/// least total of all (the hand's own deadwood). A branch is dropped once
/// its deadwood so far can improve none of them.
struct Discards<'a, T> {
    pieces: &'a [u64],
    targets: u64,
    best: [u32; 64],
    whole: u32,
    /// The largest of `whole` and `best[c]` over `targets`.
    cap: u32,
    rule: std::marker::PhantomData<T>,
}

impl<'a, T: Rule> Discards<'a, T> {
    #[inline]
    fn new(pieces: &'a [u64], targets: u64) -> Self {
        Discards {
            pieces,
            targets,
            best: [u32::MAX; 64],
            whole: u32::MAX,
            cap: u32::MAX,
            rule: std::marker::PhantomData,
        }
    }

    /// `dw` counts the cards decided as deadwood (and the loose ones),
    /// `out` the meldable cards among them.
    fn go(&mut self, remaining: u64, dw: u32, out: u64) {
        if dw >= self.cap {
            return;
        }
        if remaining == 0 {
            // The cap can only fall when a figure at the cap falls.
            let mut at_cap = self.whole == self.cap;
            self.whole = self.whole.min(dw);
            let mut rest = out & self.targets;
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                at_cap |= self.best[i] == self.cap;
                self.best[i] = self.best[i].min(dw);
            }
            if at_cap {
                let mut cap = self.whole;
                let mut all = self.targets;
                while all != 0 {
                    let i = all.trailing_zeros() as usize;
                    all &= all - 1;
                    cap = cap.max(self.best[i]);
                }
                self.cap = cap;
            }
            return;
        }
        let low = remaining & remaining.wrapping_neg();
        let pieces = self.pieces;
        for &p in pieces {
            if p & low != 0 && p & !remaining == 0 {
                self.go(remaining & !p, dw, out);
            }
        }
        self.go(
            remaining & !low,
            dw + T::value_at(low.trailing_zeros()),
            out | low,
        );
    }
}

/// Calls `f(card, deadwood of hand without card)` for every allowed discard.
/// A card in no meld of the hand is deadwood in every arrangement, so its
/// discard lowers the deadwood by exactly its value: no search is needed.
#[inline]
fn each_discard_g<T: Rule>(hand: CardSet, forbidden: CardSet, mut f: impl FnMut(Card, u32)) {
    let h = hand.bits();
    let mut buf = MaskBuf::new();
    push_melds::<T>(h, &mut buf);
    let melds = buf.as_slice();
    let meldable = melds.iter().fold(0, |a, m| a | m);
    let loose = T::value_of(h & !meldable);
    if apart(melds) {
        // Melds that share no card (three-card melds then: a longer one
        // holds smaller ones) are all kept, whatever is discarded; a
        // melded card's discard leaves the other two of its meld loose.
        for c in hand.minus(forbidden).iter() {
            let b = c.bit();
            let kept = if meldable & b == 0 {
                loose
            } else {
                let own = melds.iter().find(|&&m| m & b != 0).copied().unwrap_or(0);
                loose + T::value_of(own)
            };
            f(c, kept - T::value_at(c.index() as u32));
        }
        return;
    }
    if meldable.count_ones() <= ONE_PASS_UP_TO {
        // One walk over the arrangements gives every card's figure at once.
        let mut d = Discards::<T>::new(melds, meldable & !forbidden.bits());
        d.go(meldable, loose, 0);
        for c in hand.minus(forbidden).iter() {
            let b = c.bit();
            let total = if meldable & b == 0 {
                d.whole
            } else {
                d.best[c.index() as usize]
            };
            f(c, total - T::value_at(c.index() as u32));
        }
        return;
    }
    let whole = deadwood_with::<T>(h, melds);
    let mut sub = MaskBuf::new();
    for c in hand.minus(forbidden).iter() {
        if meldable & c.bit() == 0 {
            f(c, whole - T::value_at(c.index() as u32));
        } else {
            let rest = h & !c.bit();
            sub.clear();
            sub.extend(melds.iter().copied().filter(|&m| m & c.bit() == 0));
            f(c, deadwood_with::<T>(rest, sub.as_slice()));
        }
    }
}

/// One layoff: cards from a hand added to a meld on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layoff {
    /// Index of the meld in the table list it was laid on.
    pub onto: usize,
    pub cards: CardSet,
}

/// A hand arranged into its own melds plus layoffs onto table melds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FullArrangement {
    pub melds: Vec<CardSet>,
    pub layoffs: Vec<Layoff>,
    pub deadwood_cards: CardSet,
    pub deadwood: u32,
}

/// Every legal layoff option from `hand` onto `table`: the missing card of a
/// three-card set, and for a run each unbroken stretch of cards from the hand
/// extending one end (8 then 9 onto 5-6-7 is the option {8, 9}).
fn layoff_options<T: Rule>(hand: u64, table: &[CardSet], out: &mut Vec<(u64, usize)>) {
    for (i, meld) in table.iter().enumerate() {
        let m = meld.bits();
        match meld_kind_g::<T>(*meld) {
            Some(MeldKind::Set) => {
                let ext = set_gap(m) & hand;
                if ext != 0 {
                    out.push((ext, i));
                }
            }
            Some(MeldKind::Run) => {
                let base = m.trailing_zeros() & !15;
                let lane = (m >> base) & LANE;
                let own = (hand >> base) & LANE;
                let (mut down, mut up) = (0u64, 0u64);
                run_stretches::<T>(lane, own, |is_up, b| {
                    let stretch = if is_up { &mut up } else { &mut down };
                    *stretch |= b;
                    out.push((*stretch << base, i));
                });
            }
            None => {}
        }
    }
}

fn arrange_g<T: Rule>(hand: CardSet, table: &[CardSet]) -> FullArrangement {
    let h = hand.bits();
    let mut buf = MaskBuf::new();
    push_melds::<T>(h, &mut buf);
    let mut options = Vec::new();
    layoff_options::<T>(h, table, &mut options);
    let mut pieces: Vec<u64> = buf.as_slice().to_vec();
    pieces.extend(options.iter().map(|o| o.0));
    let coverable = pieces.iter().fold(0, |a, m| a | m);
    let loose = h & !coverable;
    let (best, best_path) = solve::<T>(coverable, &pieces, true);
    let n_melds = buf.as_slice().len();
    let mut melds = Vec::new();
    let mut layoffs = Vec::new();
    let mut covered = 0;
    for &p in &best_path {
        covered |= p;
        // A piece is a layoff if it is one of the options (and not also an own meld).
        if pieces[..n_melds].contains(&p) {
            melds.push(CardSet(p));
        } else {
            let (_, onto) = options
                .iter()
                .find(|o| o.0 == p)
                .copied()
                .expect("a searched piece is a meld or a layoff option");
            layoffs.push(Layoff {
                onto,
                cards: CardSet(p),
            });
        }
    }
    melds.sort();
    layoffs.sort_by_key(|l| (l.onto, l.cards));
    let deadwood_cards = CardSet(h & !covered);
    debug_assert_eq!(
        T::value_of(deadwood_cards.bits()),
        T::value_of(loose) + best
    );
    FullArrangement {
        melds,
        layoffs,
        deadwood: T::value_of(deadwood_cards.bits()),
        deadwood_cards,
    }
}

/// R8.3: after the break, the top discard may be taken only if it can be
/// used at once: it makes a meld with cards in the hand, or it can be laid
/// off onto a table meld (possibly after other cards of the hand).
pub fn usable_at_once(hand: CardSet, card: Card, table: &[CardSet]) -> bool {
    let with = hand.with(card).bits();
    let mut buf = MaskBuf::new();
    push_melds::<Jersey>(with, &mut buf);
    if buf.as_slice().iter().any(|m| m & card.bit() != 0) {
        return true;
    }
    let mut options = Vec::new();
    layoff_options::<Jersey>(with, table, &mut options);
    options.iter().any(|o| o.0 & card.bit() != 0)
}

// The entry points: Jersey Gin's free functions (ace low, worth 1) and
// `MeldRules`' methods for every game, over the searches above.
mod entry;
pub use entry::*;
#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::written::set;

    #[test]
    fn rules_deadwood_examples() {
        // Deadwood examples (docs/rules/jersey-gin.md, R2).
        assert_eq!(deadwood(set("As 2s 3s 4s 4h 4d 7c 8c 9c Kd")), 10);
        assert_eq!(deadwood(set("5h 6h 7h 8h 7s 7d")), 14);
        assert_eq!(deadwood(set("3h 4h 5h 6h 7h 8h 5s 5d")), 7);
        assert_eq!(deadwood(set("Qs Ks As 2s")), 23); // R1.3: no wrap
    }

    #[test]
    fn meld_kinds() {
        assert_eq!(meld_kind(set("5h 6h 7h")), Some(MeldKind::Run));
        assert_eq!(meld_kind(set("Ah 2h 3h")), Some(MeldKind::Run));
        assert_eq!(meld_kind(set("Qh Kh Ah")), None);
        assert_eq!(meld_kind(set("7c 7d 7h 7s")), Some(MeldKind::Set));
        assert_eq!(meld_kind(set("7c 7d")), None);
        assert_eq!(meld_kind(set("5h 6h 8h")), None);
        assert_eq!(meld_kind(set("5h 6h 7s")), None);
    }

    #[test]
    fn best_discard_is_not_drop_highest_leftover() {
        // 11 cards; check against trying every discard.
        let hand = set("4s 5s 6s 4c 5c 6c 4d 5d 6d 4h 5h");
        let choice = best_discards(hand, CardSet::EMPTY);
        let mut want = u32::MAX;
        for c in hand.iter() {
            want = want.min(deadwood(hand.without(c)));
        }
        assert_eq!(choice.deadwood_after, want);
        assert_eq!(want, 0);
    }

    #[test]
    fn layoffs_chain_run_extensions() {
        // R2.5: 8 then 9 onto 5-6-7.
        let table = [set("5h 6h 7h")];
        let a = arrange(set("8h 9h Kc"), &table);
        assert_eq!(a.deadwood, 10);
        assert_eq!(
            a.layoffs,
            vec![Layoff {
                onto: 0,
                cards: set("8h 9h")
            }]
        );
        // 9 alone cannot be laid off.
        assert_eq!(arrange(set("9h Kc"), &table).deadwood, 19);
    }

    #[test]
    fn layoff_onto_three_card_set_only() {
        let a = arrange(set("7s 2c"), &[set("7c 7d 7h")]);
        assert_eq!(a.deadwood, 2);
        let b = arrange(set("7s 2c"), &[set("6s 8s 9s")]);
        assert_eq!(b.deadwood, 9, "6-8-9 is no meld, nothing lays off");
    }

    #[test]
    fn joint_optimisation_prefers_layoff_when_it_wins() {
        // Own set 4-4-4 leaves 3h (3); laying 4h onto 5-6-7h and 3h? 3h is not
        // adjacent after 4h... 4h then 3h chain: option {3h,4h}; then 4c 4d
        // are deadwood (8). Own set + 3h deadwood = 3 is better.
        let a = arrange(set("3h 4h 4c 4d"), &[set("5h 6h 7h")]);
        assert_eq!(a.deadwood, 3);
        // Here laying off wins: 4h,3h onto the run leaves nothing but Kc.
        let b = arrange(set("3h 4h Kc"), &[set("5h 6h 7h")]);
        assert_eq!(b.deadwood, 10);
    }

    #[test]
    fn upcard_usability_after_break() {
        let table = [set("5h 6h 7h")];
        assert!(usable_at_once(set("8h"), "9h".parse().unwrap(), &table));
        assert!(usable_at_once(set("Kc"), "8h".parse().unwrap(), &table));
        assert!(usable_at_once(set("Kc Kd"), "Ks".parse().unwrap(), &[]));
        assert!(!usable_at_once(set("Kc Qd"), "9h".parse().unwrap(), &table));
    }

    #[test]
    fn r5_4_knocker_tie_break_prefers_less_exposure() {
        // The set 7-7-7 leaves 6h 8h (14); the run 6-7-8h leaves 7c 7d (14).
        // The set exposes one card (7s), the run two (5h, 9h): R5.4 picks the set.
        let hand = set("7c 7d 6h 7h 8h");
        let all = all_best_arrangements(hand);
        assert_eq!(all.len(), 2);
        let k = knocker_arrangement(hand);
        assert_eq!(k.deadwood, 14);
        assert_eq!(k.melds, vec![set("7c 7d 7h")]);
        assert_eq!(k.deadwood_cards, set("6h 8h"));
    }

    #[test]
    fn r5_4_exposure_counts_chained_layoffs() {
        // J-Q-K♥ or K♦ K♥ K♠ leave the same 51. One card lays off directly
        // onto each, but 9♥ (after 10♥), 8♥ ... A♥ could follow onto the run
        // (R2.5), while only K♣ fits the set: R5.4 picks the set.
        let hand = set("8c Ad Kd Jh Qh Kh 5s 7s Qs Ks");
        assert_eq!(all_best_arrangements(hand).len(), 2);
        assert_eq!(layoff_exposure(&[set("Jh Qh Kh")], hand), 10);
        assert_eq!(layoff_exposure(&[set("Kd Kh Ks")], hand), 1);
        assert_eq!(knocker_arrangement(hand).melds, vec![set("Kd Kh Ks")]);
        // A card of the run's suit in the hand stops the chain: 4♥, 8♥..K♥.
        assert_eq!(
            layoff_exposure(&[set("5h 6h 7h")], set("5h 6h 7h 3h Tc")),
            7
        );
    }
}

#[cfg(test)]
mod memo_tests {
    use super::*;
    use crate::engine::cards::Suit;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    #[test]
    fn memo_and_branch_and_bound_agree() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut deck: Vec<Card> = Card::all().collect();
        for n in 0..3000 {
            deck.shuffle(&mut rng);
            let size = 8 + n % 13;
            let hand = CardSet::from_cards(deck[..size].iter().copied());
            let mut buf = MaskBuf::new();
            push_melds::<Jersey>(hand.bits(), &mut buf);
            let melds = buf.as_slice();
            let meldable = melds.iter().fold(0, |a, m| a | m);
            let mut s = Search::<Jersey, true, false>::new(melds);
            s.go(meldable, 0);
            let (best, path) = solve_memo::<Jersey>(meldable, melds, true);
            assert_eq!(best, s.best, "{hand:?}");
            // The memo's arrangement is disjoint melds leaving exactly `best`.
            let covered = path.iter().fold(0u64, |a, &m| {
                assert_eq!(a & m, 0);
                assert!(melds.contains(&m));
                a | m
            });
            assert_eq!(value_of_mask(meldable & !covered), best);
        }
    }

    #[test]
    fn whole_deck_is_quick_and_exact() {
        // 52 cards: four runs A-K, nothing left over.
        assert_eq!(deadwood(CardSet::FULL), 0);
        let a = best_arrangement(CardSet::FULL);
        assert_eq!(a.deadwood, 0);
        assert_eq!(a.melds.iter().map(|m| m.len()).sum::<u32>(), 52);
        // 48 cards (no kings): still all melded.
        let no_kings = CardSet::FULL.minus(CardSet::from_cards(
            Suit::ALL.iter().map(|&s| Card::new(s, 12)),
        ));
        assert_eq!(deadwood(no_kings), 0);
    }
}
