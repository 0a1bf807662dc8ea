//! What one seat of a Jersey Gin hand can deduce of it, rebuilt from its
//! view on every decision: the shared model of [`crate::ai::seen`] (the
//! log folded per seat, each opponent's [`Odds`]) for three seats under
//! low aces, with what Jersey Gin adds: the moment's table and break, the
//! danger of feeding a seat a meld, how live an out still is, and the
//! players' guard against taking discards for ever.

use crate::ai::seen::{unseen, Factors, Odds, Seen};
use crate::ai::shapes::{rank_mask, related_low, same_rank};
use crate::engine::jersey::{left_of, Phase};
use crate::engine::{Card, CardSet, JerseyView, Seat, SeatView};

/// See [`Knowledge::may_take`].
pub const MAX_TAKES_IN_A_ROW: u32 = 6;

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
    /// The hand's log folded per seat: what each took and threw, its turns,
    /// the takes since the last stock draw.
    pub seen: Seen<3>,
    /// Cards whose place is unknown to us: in the stock or hidden in an
    /// opponent's hand.
    pub unknown: CardSet,
    /// What we can tell of each seat's hand (ours: our whole hand, nothing
    /// hidden). Neutral until [`Knowledge::infer`] is called.
    pub odds: [Odds; 3],
    pub factors: Factors,
    /// Melds on the table after the break.
    pub table: Vec<CardSet>,
    /// All cards on the table.
    pub table_cards: CardSet,
    pub broken: bool,
    pub stock_len: usize,
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
        // Jersey Gin offers no upcard to pass.
        Knowledge::of(&moment, &Seen::from_log(public.log(), None))
    }

    /// Knowledge from what has been seen and the facts of the moment.
    pub fn of(m: &Moment<'_>, seen: &Seen<3>) -> Knowledge {
        let me = m.me;
        let table_cards = m.table.iter().fold(CardSet::EMPTY, |a, t| a.union(*t));
        let others_known = (0..3)
            .filter(|&s| s != me)
            .fold(CardSet::EMPTY, |a, s| a.union(seen.known[s]));
        let odds = std::array::from_fn(|s| {
            if s == me {
                Odds {
                    known: m.hand,
                    ..Odds::default()
                }
            } else {
                Odds::of(seen.known[s], m.hand_sizes[s])
            }
        });
        Knowledge {
            me,
            hand: m.hand,
            phase: m.phase,
            top_discard: m.top_discard,
            taken: m.taken,
            knock_limit: m.knock_limit,
            seen: *seen,
            unknown: unseen(m.hand, m.pile.union(table_cards), others_known),
            odds,
            factors: Factors::NONE,
            table: m.table.to_vec(),
            table_cards,
            broken: m.broken,
            stock_len: m.stock_len,
        }
    }

    /// Reads the opponents' pick-ups and discards ([`Odds::infer`]): the
    /// cards that meld with what a seat took are more likely in its hand,
    /// those that meld with what it threw less likely.
    pub fn infer(&mut self, near_factor: f32, far_factor: f32) {
        let related = |set: CardSet| CardSet(related_low(set.bits()));
        for s in 0..3 {
            if s != self.me {
                let (took, threw) = (self.seen.took[s], self.seen.threw[s]);
                self.odds[s].infer(took, threw, self.unknown, related);
            }
        }
        self.factors = Factors::new(near_factor, far_factor);
    }

    /// Cards known to be in `seat`'s hand (ours: our whole hand).
    #[inline]
    pub fn known(&self, seat: Seat) -> CardSet {
        self.odds[seat].known
    }

    /// How many of `seat`'s cards we cannot see.
    #[inline]
    pub fn hidden(&self, seat: Seat) -> u32 {
        self.odds[seat].hidden
    }

    /// Turns each seat has started (draws) this hand.
    #[inline]
    pub fn turns(&self) -> [u32; 3] {
        self.seen.turns
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
                let b = self.odds[s].hidden as f32 / n as f32;
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
        self.seen.takes_in_a_row < MAX_TAKES_IN_A_ROW
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
        self.odds[seat].p_holds(card, self.unknown, self.factors)
    }

    /// How likely `card` gives `seat` a new meld with cards they hold: the
    /// sum over the three-card melds through `card` of the chance that the
    /// seat holds both other cards. Sets of a rank the seat has thrown count
    /// less (they are not collecting it, Scarne's "equal rank" advice).
    pub fn meld_danger(&self, seat: Seat, card: Card) -> f32 {
        let odds = &self.odds[seat];
        let known = odds.known.bits();
        let unknown = self.unknown.bits();
        // Most cards have no partner the seat may hold: skip the sums (a hot
        // path of every normal discard and of the search's roll-outs).
        if related_low(card.bit()) & (known | unknown) == 0 {
            return 0.0;
        }
        // As `p_holds`, with the base chance worked out once.
        let n = self.unknown.len();
        let base = if n == 0 {
            0.0
        } else {
            odds.hidden as f32 / n as f32
        };
        let (near, far) = (odds.near.bits(), odds.far.bits());
        let f = self.factors;
        let p = |bit: u64| -> f32 {
            if known & bit != 0 {
                1.0
            } else if unknown & bit != 0 {
                let mut p = base;
                if near & bit != 0 {
                    p *= f.near;
                } else if far & bit != 0 {
                    p *= f.far;
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
        let set = if rank_mask(card.rank()) & self.seen.threw[seat].bits() != 0 {
            set * 0.4
        } else {
            set
        };
        d += set;
        d
    }
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
