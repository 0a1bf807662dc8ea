//! Card tracking rebuilt from a seat's view: what each opponent is known to
//! hold (cards taken from the discard pile and not thrown or laid down
//! since), what each seat threw, and which cards are still unseen.
//!
//! Computer seats keep no memory of their own: this is reconstructed from
//! the public log of the current hand on every decision.

use crate::ai::seen::same_rank;
use crate::engine::cards::LANE;
use crate::engine::jersey::{left_of, Phase};
use crate::engine::{Card, CardSet, Event, JerseyView, Seat, SeatView};

/// See [`Knowledge::may_take`].
pub const MAX_TAKES_IN_A_ROW: u32 = 6;

/// What every seat has seen of the current hand's play: the pick-ups,
/// discards and lay-downs of the public log, folded per seat. Both
/// [`Knowledge::new`] (from a view's log) and the search's roll-outs (move
/// by move) keep it, so both read the hand the same way.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Seen {
    /// Cards known to be in each seat's hand (taken from the pile and not
    /// thrown or laid down since).
    pub known: [CardSet; 3],
    /// Every card each seat threw face up this hand.
    pub discarded: [CardSet; 3],
    /// Every card each seat took from the discard pile this hand.
    pub took: [CardSet; 3],
    /// Turns each seat has started (draws) this hand.
    pub turns: [u32; 3],
    /// Cards taken from the discard pile since the last stock draw.
    pub takes_in_a_row: u32,
}

impl Seen {
    /// Folds a hand's public log.
    pub fn from_log(log: &[Event]) -> Seen {
        let mut seen = Seen::default();
        for e in log {
            match e {
                Event::DrewStock { seat } => seen.drew_stock(*seat),
                Event::TookDiscard { seat, card } => seen.took_discard(*seat, *card),
                Event::Discarded { seat, card } => seen.threw(*seat, *card),
                Event::LaidDown {
                    seat,
                    melds,
                    layoffs,
                    ..
                } => {
                    let cards = melds
                        .iter()
                        .copied()
                        .chain(layoffs.iter().map(|l| l.cards))
                        .fold(CardSet::EMPTY, CardSet::union);
                    seen.laid_down(*seat, cards);
                }
                _ => {}
            }
        }
        seen
    }
    #[inline]
    pub fn drew_stock(&mut self, seat: Seat) {
        self.turns[seat] += 1;
        self.takes_in_a_row = 0;
    }
    #[inline]
    pub fn took_discard(&mut self, seat: Seat, card: Card) {
        self.turns[seat] += 1;
        self.takes_in_a_row += 1;
        self.took[seat].insert(card);
        self.known[seat].insert(card);
    }
    #[inline]
    pub fn threw(&mut self, seat: Seat, card: Card) {
        self.discarded[seat].insert(card);
        self.known[seat].remove(card);
    }
    #[inline]
    pub fn laid_down(&mut self, seat: Seat, cards: CardSet) {
        self.known[seat] = self.known[seat].minus(cards);
    }
}

/// The public facts of the moment a seat decides in, besides the log.
#[derive(Debug, Clone, Copy)]
pub struct Moment<'a> {
    pub me: Seat,
    pub hand: CardSet,
    pub phase: Phase,
    pub top_discard: Option<Card>,
    /// Every card in the discard pile.
    pub pile: CardSet,
    /// The card `me` took from the pile this turn (R4.3).
    pub taken: Option<Card>,
    pub table: &'a [CardSet],
    pub hand_sizes: [u32; 3],
    pub broken: bool,
    pub stock_len: usize,
    pub knock_limit: u32,
}

/// What one seat can deduce about the current hand.
#[derive(Debug, Clone)]
pub struct Knowledge {
    pub me: Seat,
    pub hand: CardSet,
    pub phase: Phase,
    pub top_discard: Option<Card>,
    /// The card we took from the pile this turn: it may not be thrown.
    pub taken: Option<Card>,
    pub knock_limit: u32,
    /// Cards whose place is unknown to us: in the stock or hidden in an
    /// opponent's hand.
    pub unknown: CardSet,
    /// Cards known to be in each seat's hand (taken from the pile); ours is
    /// our whole hand.
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

/// Jersey Gin's table in a seat's view: what Jersey Gin's players read.
pub fn jersey_table<'a>(view: &SeatView<'a>) -> JerseyView<'a> {
    view.public()
        .jersey()
        .expect("Jersey Gin's players are given Jersey Gin games")
}

impl Knowledge {
    pub fn new(view: &SeatView<'_>) -> Knowledge {
        let public = jersey_table(view);
        let table: Vec<CardSet> = public.table().iter().map(|m| m.cards).collect();
        let moment = Moment {
            me: view.seat(),
            hand: view.hand(),
            phase: public.phase(),
            top_discard: public.top_discard(),
            pile: CardSet::from_cards(public.discards().iter().copied()),
            taken: view.taken(),
            table: &table,
            hand_sizes: public.hand_sizes(),
            broken: public.breaker().is_some(),
            stock_len: public.stock_len(),
            knock_limit: public.options().knock_limit,
        };
        Knowledge::of(&moment, &Seen::from_log(public.log()))
    }

    /// Knowledge from what has been seen and the facts of the moment.
    pub fn of(m: &Moment<'_>, seen: &Seen) -> Knowledge {
        let me = m.me;
        let mut known = seen.known;
        known[me] = m.hand;
        let table_cards = m.table.iter().fold(CardSet::EMPTY, |a, t| a.union(*t));
        let mut unknown = CardSet::FULL.minus(m.hand).minus(m.pile).minus(table_cards);
        for (s, k) in known.iter().enumerate() {
            if s != me {
                unknown = unknown.minus(*k);
            }
        }
        let mut hidden = [0u32; 3];
        for s in 0..3 {
            if s != me {
                hidden[s] = m.hand_sizes[s].saturating_sub(known[s].len());
            }
        }
        Knowledge {
            me,
            hand: m.hand,
            phase: m.phase,
            top_discard: m.top_discard,
            taken: m.taken,
            knock_limit: m.knock_limit,
            unknown,
            known,
            discarded: seen.discarded,
            took: seen.took,
            hidden,
            turns: seen.turns,
            table: m.table.to_vec(),
            table_cards,
            broken: m.broken,
            stock_len: m.stock_len,
            takes_in_a_row: seen.takes_in_a_row,
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
        let known = self.known[seat].bits();
        let unknown = self.unknown.bits();
        // Most cards have no partner the seat may hold: skip the sums (a hot
        // path of every normal discard and of the search's roll-outs).
        if related(card.bit()) & (known | unknown) == 0 {
            return 0.0;
        }
        // As `p_holds`, with the base chance worked out once.
        let n = self.unknown.len();
        let base = if n == 0 {
            0.0
        } else {
            self.hidden[seat] as f32 / n as f32
        };
        let (near, far) = (self.near[seat].bits(), self.far[seat].bits());
        let p = |bit: u64| -> f32 {
            if known & bit != 0 {
                1.0
            } else if unknown & bit != 0 {
                let mut p = base;
                if near & bit != 0 {
                    p *= self.near_factor;
                } else if far & bit != 0 {
                    p *= self.far_factor;
                }
                p.min(0.95)
            } else {
                0.0
            }
        };
        let r = card.rank() as i32;
        let at = |dr: i32| -> u64 {
            if (0..13).contains(&(r + dr)) {
                if dr < 0 {
                    card.bit() >> -dr
                } else {
                    card.bit() << dr
                }
            } else {
                0
            }
        };
        // Runs: the three windows of three through the card.
        let (m2, m1, p1, p2) = (p(at(-2)), p(at(-1)), p(at(1)), p(at(2)));
        let mut d = m2 * m1 + m1 * p1 + p1 * p2;
        // Sets: pairs of the other cards of the rank.
        let mut others = [0.0f32; 3];
        for (o, c) in others.iter_mut().zip(same_rank(card).iter()) {
            *o = p(c.bit());
        }
        let set = others[0] * others[1] + others[0] * others[2] + others[1] * others[2];
        let set = if rank_mask(card.rank()) & self.discarded[seat].bits() != 0 {
            set * 0.4
        } else {
            set
        };
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

/// Jersey Gin games for the players' tests, and the whole state (hidden
/// cards included) their checks compare with.
#[cfg(test)]
pub(crate) mod testing {
    use crate::engine::{jersey, Game, Rules};

    /// A Jersey Gin game with the default options.
    pub(crate) fn jersey_game(seed: u64) -> Game {
        Game::new(Rules::Jersey(jersey::Options::default()), seed)
            .expect("the default options are valid")
            .0
    }

    /// The Jersey Gin game inside `game`, hidden cards and all.
    pub(crate) fn jersey_state(game: &Game) -> &jersey::Game {
        match game {
            Game::Jersey(g) => g,
            _ => panic!("a Jersey Gin game"),
        }
    }
}
