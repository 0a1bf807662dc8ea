//! Card tracking rebuilt from a seat's view: what each opponent is known to
//! hold (cards taken from the discard pile and not thrown or laid down
//! since), what each seat threw, and which cards are still unseen.
//!
//! Computer seats keep no memory of their own: this is reconstructed from
//! the public log of the current hand on every decision.

use crate::engine::cards::LANE;
use crate::engine::{left_of, Card, CardSet, Event, Seat, SeatView};

/// See [`Knowledge::may_take`].
pub const MAX_TAKES_IN_A_ROW: u32 = 6;

/// What one seat can deduce about the current hand.
#[derive(Debug, Clone)]
pub struct Knowledge {
    pub me: Seat,
    pub hand: CardSet,
    /// Cards whose place is unknown to us: in the stock or hidden in an
    /// opponent's hand.
    pub unknown: CardSet,
    /// Cards known to be in each seat's hand (taken from the pile).
    pub known: [CardSet; 3],
    /// Every card each seat threw face up this hand.
    pub discarded: [CardSet; 3],
    /// Every card each seat took from the discard pile this hand.
    pub took: [CardSet; 3],
    /// How many cards of each seat's hand we cannot see.
    pub hidden: [u32; 3],
    /// Turns each seat has started (draws) this hand.
    pub turns: [u32; 3],
    /// Melds on the table after the break.
    pub table: Vec<CardSet>,
    /// All cards on the table.
    pub table_cards: CardSet,
    pub broken: bool,
    pub stock_len: usize,
    /// Cards taken from the discard pile since the last stock draw: the
    /// hand only moves on when someone draws from the stock.
    pub takes_in_a_row: u32,
    /// Unseen cards each seat more likely holds (they meld with cards it
    /// took) and less likely holds (they meld with cards it threw), with
    /// the factors applied to the base chance. Neutral unless
    /// [`Knowledge::infer`] is called.
    pub near: [CardSet; 3],
    pub far: [CardSet; 3],
    pub near_factor: f32,
    pub far_factor: f32,
}

impl Knowledge {
    pub fn new(view: &SeatView<'_>) -> Knowledge {
        let public = view.public();
        let me = view.seat();
        let hand = view.hand();
        let mut known = [CardSet::EMPTY; 3];
        let mut discarded = [CardSet::EMPTY; 3];
        let mut took = [CardSet::EMPTY; 3];
        let mut turns = [0u32; 3];
        let mut takes_in_a_row = 0;
        for e in public.log() {
            match e {
                Event::DrewStock { seat } => {
                    turns[*seat] += 1;
                    takes_in_a_row = 0;
                }
                Event::TookDiscard { seat, card } => {
                    turns[*seat] += 1;
                    takes_in_a_row += 1;
                    took[*seat].insert(*card);
                    known[*seat].insert(*card);
                }
                Event::Discarded { seat, card } => {
                    discarded[*seat].insert(*card);
                    known[*seat].remove(*card);
                }
                Event::LaidDown {
                    seat,
                    melds,
                    layoffs,
                    ..
                } => {
                    for m in melds {
                        known[*seat] = known[*seat].minus(*m);
                    }
                    for l in layoffs {
                        known[*seat] = known[*seat].minus(l.cards);
                    }
                }
                _ => {}
            }
        }
        known[me] = hand;
        let table: Vec<CardSet> = public.table().iter().map(|m| m.cards).collect();
        let table_cards = table.iter().fold(CardSet::EMPTY, |a, m| a.union(*m));
        let pile = CardSet::from_cards(public.discards().iter().copied());
        let mut unknown = CardSet::FULL.minus(hand).minus(pile).minus(table_cards);
        for (s, k) in known.iter().enumerate() {
            if s != me {
                unknown = unknown.minus(*k);
            }
        }
        let sizes = public.hand_sizes();
        let mut hidden = [0u32; 3];
        for s in 0..3 {
            if s != me {
                hidden[s] = sizes[s].saturating_sub(known[s].len());
            }
        }
        Knowledge {
            me,
            hand,
            unknown,
            known,
            discarded,
            took,
            hidden,
            turns,
            table,
            table_cards,
            broken: public.breaker().is_some(),
            stock_len: public.stock_len(),
            takes_in_a_row,
            near: [CardSet::EMPTY; 3],
            far: [CardSet::EMPTY; 3],
            near_factor: 1.0,
            far_factor: 1.0,
        }
    }

    /// Reads the opponents' pick-ups and discards: the cards that meld with
    /// what a seat took are more likely in its hand (`near`), those that
    /// meld with what it threw less likely (`far`).
    pub fn infer(&mut self, near_factor: f32, far_factor: f32) {
        for s in 0..3 {
            if s == self.me {
                continue;
            }
            self.near[s] = CardSet(related(self.took[s].bits()) & self.unknown.bits());
            self.far[s] = CardSet(related(self.discarded[s].bits()) & self.unknown.bits())
                .minus(self.near[s]);
        }
        self.near_factor = near_factor;
        self.far_factor = far_factor;
    }

    /// How likely an unseen card is still to be drawn from the stock rather
    /// than sitting in an opponent's hand, relative to an average unseen
    /// card (1.0 without inference).
    #[inline]
    pub fn liveness(&self, card: Card) -> f32 {
        let n = self.unknown.len();
        if n == 0 {
            return 0.0;
        }
        let mut base = 0.0;
        let mut here = 0.0;
        for s in 0..3 {
            if s != self.me {
                let b = self.hidden[s] as f32 / n as f32;
                base += b;
                here += self.p_holds(s, card).min(1.0);
            }
        }
        let base_live = (1.0 - base).max(0.05);
        ((1.0 - here).max(0.0)) / base_live
    }

    /// Whether taking the top discard is allowed by our own guard: after
    /// [`MAX_TAKES_IN_A_ROW`] takes with no stock draw, computer players
    /// draw from the stock so that a hand cannot go round for ever (the
    /// rules do not forbid taking discards back and forth).
    pub fn may_take(&self) -> bool {
        self.takes_in_a_row < MAX_TAKES_IN_A_ROW
    }

    pub fn left(&self) -> Seat {
        left_of(self.me)
    }
    pub fn right(&self) -> Seat {
        left_of(left_of(self.me))
    }

    /// The chance that `seat` holds `card`, as far as we can tell.
    #[inline]
    pub fn p_holds(&self, seat: Seat, card: Card) -> f32 {
        if self.known[seat].contains(card) {
            1.0
        } else if self.unknown.contains(card) {
            let n = self.unknown.len();
            if n == 0 {
                return 0.0;
            }
            let mut p = self.hidden[seat] as f32 / n as f32;
            if self.near[seat].contains(card) {
                p *= self.near_factor;
            } else if self.far[seat].contains(card) {
                p *= self.far_factor;
            }
            p.min(0.95)
        } else {
            0.0
        }
    }

    /// How likely `card` gives `seat` a new meld with cards they hold: the
    /// sum over the three-card melds through `card` of the chance that the
    /// seat holds both other cards. Sets of a rank the seat has thrown count
    /// less (they are not collecting it, Scarne's "equal rank" advice).
    pub fn meld_danger(&self, seat: Seat, card: Card) -> f32 {
        let p = |c: Option<Card>| c.map_or(0.0, |c| self.p_holds(seat, c));
        let r = card.rank() as i32;
        let s = card.suit();
        let at = |dr: i32| -> Option<Card> {
            let rr = r + dr;
            (0..13).contains(&rr).then(|| Card::new(s, rr as u8))
        };
        // Runs: the three windows of three through the card.
        let mut d = p(at(-2)) * p(at(-1)) + p(at(-1)) * p(at(1)) + p(at(1)) * p(at(2));
        // Sets: pairs of the other cards of the rank.
        let others: Vec<f32> = same_rank(card).iter().map(|c| p(Some(c))).collect();
        let mut set = 0.0;
        for i in 0..others.len() {
            for j in i + 1..others.len() {
                set += others[i] * others[j];
            }
        }
        if rank_mask(card.rank()) & self.discarded[seat].bits() != 0 {
            set *= 0.4;
        }
        d += set;
        d
    }
}

/// The cards that could make a meld with one of `mask`'s cards: the rest
/// of their ranks and their suited neighbours up to two ranks away.
#[inline]
pub fn related(mask: u64) -> u64 {
    let ranks = (mask | (mask >> 16) | (mask >> 32) | (mask >> 48)) & LANE;
    let sets = ranks * 0x0001_0001_0001_0001u64;
    let runs = (mask << 1) | (mask >> 1) | (mask << 2) | (mask >> 2);
    (sets | runs) & crate::engine::cards::FULL_DECK & !mask
}

/// The other three cards of a card's rank.
#[inline]
pub fn same_rank(card: Card) -> CardSet {
    CardSet(rank_mask(card.rank()) & !card.bit())
}

/// All four cards of a rank.
#[inline]
pub fn rank_mask(rank: u8) -> u64 {
    0x0001_0001_0001_0001u64 << rank
}

/// The suited neighbours within `dist` ranks of a card (not the card).
#[inline]
pub fn suit_neighbours(card: Card, dist: u32) -> CardSet {
    let base = (card.index() as u32) & !15;
    let r = card.rank() as u32;
    let lo = r.saturating_sub(dist);
    let hi = (r + dist).min(12);
    let span = ((1u64 << (hi - lo + 1)) - 1) << lo;
    CardSet((span & LANE & !(1u64 << r)) << base)
}

/// The unseen cards that would make a new three-card meld with `card` and
/// cards of `hand` (its "outs"): the rest of a pair's rank, the ends of a
/// suited two-card stretch, the middle of a gapped one.
#[inline]
pub fn outs(card: Card, hand: CardSet, unknown: CardSet) -> CardSet {
    let (set, run) = outs_split(card, hand, unknown);
    set.union(run)
}

/// [`outs`] split into the cards that would make a set and those that
/// would make a run.
#[inline]
pub fn outs_split(card: Card, hand: CardSet, unknown: CardSet) -> (CardSet, CardSet) {
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

/// The cards that would join a meld with two or more cards of `hand` (for a
/// set: a rank held twice; for a run: the ends of a suited pair and the
/// middle of a suited gap), whether or not those cards are already melded.
#[inline]
pub fn hand_outs(hand: CardSet) -> CardSet {
    let h = hand.bits();
    let mut runs = 0u64;
    for s in 0..4 {
        let l = (h >> (16 * s)) & LANE;
        let r = ((l << 1) & (l << 2)) | ((l << 1) & (l >> 1)) | ((l >> 1) & (l >> 2));
        runs |= (r & LANE & !l) << (16 * s);
    }
    let (a, b, c, d) = (
        h & LANE,
        (h >> 16) & LANE,
        (h >> 32) & LANE,
        (h >> 48) & LANE,
    );
    let pairs = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d);
    let sets = pairs * 0x0001_0001_0001_0001u64;
    CardSet((runs | sets) & !h)
}
