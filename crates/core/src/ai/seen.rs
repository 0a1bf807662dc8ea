//! What a seat has seen of the hand in play, one model for every game of
//! the family: the public log folded per seat ([`Seen`]: the cards each
//! seat is known to hold, took and threw, its turns), and what one seat can
//! tell from it of another seat's hand ([`Odds`]: how many of its cards are
//! hidden, and the chance that it holds an unseen card, sharpened by what
//! it took and threw).
//!
//! Computer seats keep no memory of their own: this is rebuilt from the
//! hand's log on every decision, or kept move by move by the searches'
//! roll-outs (the same calls, so both read a hand alike). Jersey Gin's
//! players read it through `jersey::knowledge` (three seats, low aces),
//! two-handed Gin's and Colonel's through [`super::opponent`] (one
//! opponent, any ace rule).

use crate::engine::{Card, CardSet, Event, Seat};

/// The most seats a game of the family has (a partnership's four): a
/// two-handed hand's players are seats of such a table.
pub const MAX_SEATS: usize = 4;

/// The public log of a hand folded per seat. `N` is how many seats the log
/// can name: 3 in Jersey Gin, 4 for a two-handed hand (its players are
/// seats of a table of up to four).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seen<const N: usize> {
    /// Cards known to be in each seat's hand: taken from the pile and not
    /// thrown, melded or laid off since.
    pub known: [CardSet; N],
    /// Every card each seat took from the discard pile this hand.
    pub took: [CardSet; N],
    /// Every card each seat threw face up, or passed as the upcard (G3),
    /// this hand.
    pub threw: [CardSet; N],
    /// Turns each seat has started (draws) this hand.
    pub turns: [u32; N],
    /// Cards taken from the discard pile since the last stock draw.
    pub takes_in_a_row: u32,
}

impl<const N: usize> Default for Seen<N> {
    fn default() -> Self {
        Seen {
            known: [CardSet::EMPTY; N],
            took: [CardSet::EMPTY; N],
            threw: [CardSet::EMPTY; N],
            turns: [0; N],
            takes_in_a_row: 0,
        }
    }
}

impl<const N: usize> Seen<N> {
    /// Folds a hand's public log. `first_upcard` is the card a pass (G3)
    /// leaves on the pile; None where the game offers none.
    pub fn from_log(log: &[Event], first_upcard: Option<Card>) -> Self {
        let mut seen = Self::default();
        for e in log {
            seen.see(e, first_upcard);
        }
        seen
    }

    /// Folds one public event.
    pub fn see(&mut self, event: &Event, first_upcard: Option<Card>) {
        match *event {
            Event::DrewStock { seat } => self.drew_stock(seat),
            Event::TookDiscard { seat, card } => self.took_discard(seat, card),
            Event::Discarded { seat, card } => self.discarded(seat, card),
            Event::PassedUpcard { seat } => {
                if let Some(card) = first_upcard {
                    self.passed(seat, card);
                }
            }
            Event::LaidDown {
                seat,
                ref melds,
                ref layoffs,
                ..
            } => {
                let cards = melds
                    .iter()
                    .copied()
                    .chain(layoffs.iter().map(|l| l.cards))
                    .fold(CardSet::EMPTY, CardSet::union);
                self.laid_down(seat, cards);
            }
            Event::Melded { seat, cards } | Event::LaidOff { seat, cards, .. } => {
                self.laid_down(seat, cards)
            }
            _ => {}
        }
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
    pub fn discarded(&mut self, seat: Seat, card: Card) {
        self.threw[seat].insert(card);
        self.known[seat].remove(card);
    }

    /// G3: `seat` passed the upcard `card`, which tells as much as a throw.
    #[inline]
    pub fn passed(&mut self, seat: Seat, card: Card) {
        self.threw[seat].insert(card);
    }

    /// `seat` put `cards` on the table (melds, layoffs).
    #[inline]
    pub fn laid_down(&mut self, seat: Seat, cards: CardSet) {
        self.known[seat] = self.known[seat].minus(cards);
    }
}

/// The cards whose place a seat cannot see: not in its `hand`, not face up
/// (`public`: the pile, the melds on the table), not known to be in
/// another seat's hand (`others_known`).
#[inline]
pub fn unseen(hand: CardSet, public: CardSet, others_known: CardSet) -> CardSet {
    CardSet::FULL.minus(hand).minus(public).minus(others_known)
}

/// How inference weighs an unseen card that melds with what a seat took
/// (`near`, above 1: likelier in its hand) or threw (`far`, below 1).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Factors {
    pub near: f32,
    pub far: f32,
}

impl Factors {
    /// No inference: every unseen card alike.
    pub const NONE: Factors = Factors {
        near: 1.0,
        far: 1.0,
    };

    pub fn new(near: f32, far: f32) -> Factors {
        Factors { near, far }
    }

    /// Whether these factors change any chance.
    pub fn infers(&self) -> bool {
        self.near != 1.0 || self.far != 1.0
    }
}

/// What one seat can tell of another seat's hand.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Odds {
    /// Cards known to be in the hand ([`Seen::known`]; a seat's own odds
    /// hold its whole hand).
    pub known: CardSet,
    /// How many of its cards cannot be seen.
    pub hidden: u32,
    /// Unseen cards that meld with what the seat took (likelier in its
    /// hand) and with what it threw (less likely); empty until
    /// [`Odds::infer`].
    pub near: CardSet,
    pub far: CardSet,
}

impl Odds {
    /// A seat holding `size` cards of which `known` are known.
    #[inline]
    pub fn of(known: CardSet, size: u32) -> Odds {
        Odds {
            known,
            hidden: size.saturating_sub(known.len()),
            near: CardSet::EMPTY,
            far: CardSet::EMPTY,
        }
    }

    /// Reads what the seat `took` and `threw`: the unknown cards `related`
    /// to them (those that meld with them under the game's ace rule).
    #[inline]
    pub fn infer(
        &mut self,
        took: CardSet,
        threw: CardSet,
        unknown: CardSet,
        related: impl Fn(CardSet) -> CardSet,
    ) {
        self.near = related(took).intersect(unknown);
        self.far = related(threw).intersect(unknown).minus(self.near);
    }

    /// The seat's share of the `unknown` cards: the chance that it holds
    /// an unseen card before inference.
    #[inline]
    pub fn base(&self, unknown: CardSet) -> f32 {
        self.hidden as f32 / unknown.len() as f32
    }

    /// The chance that the seat holds the unseen `card`; `base` is
    /// [`Odds::base`].
    #[inline]
    pub fn p_unseen(&self, base: f32, card: Card, f: Factors) -> f32 {
        let mut p = base;
        if self.near.contains(card) {
            p *= f.near;
        } else if self.far.contains(card) {
            p *= f.far;
        }
        p.min(0.95)
    }

    /// The chance that the seat holds `card`, as far as one can tell: 1 for
    /// a known card, its share (with inference) for an unseen one, 0 for
    /// any other.
    #[inline]
    pub fn p_holds(&self, card: Card, unknown: CardSet, f: Factors) -> f32 {
        if self.known.contains(card) {
            1.0
        } else if unknown.contains(card) {
            self.p_unseen(self.base(unknown), card, f)
        } else {
            0.0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::written::{card, set};
    use crate::engine::{LaidOff, Seat};

    /// A seat's pick-ups stay known until it throws them or puts them on
    /// the table, in every game's vocabulary (Jersey Gin's lay-downs,
    /// Colonel's melds and layoffs, two-handed Gin's passed upcard).
    #[test]
    fn the_log_is_folded_per_seat() {
        let took = |seat: Seat, c: &str| Event::TookDiscard {
            seat,
            card: card(c),
        };
        let log = [
            Event::PassedUpcard { seat: 1 },
            Event::DrewStock { seat: 0 },
            Event::Discarded {
                seat: 0,
                card: card("9c"),
            },
            took(1, "9c"),
            Event::Discarded {
                seat: 1,
                card: card("2d"),
            },
            took(0, "2d"),
            took(3, "Kh"),
            Event::Melded {
                seat: 1,
                cards: set("9c 9d 9h"),
            },
            Event::LaidDown {
                seat: 3,
                melds: vec![],
                layoffs: vec![LaidOff {
                    cards: set("Kh"),
                    onto: set("Ks Kd Kc"),
                    owner: 0,
                }],
                cards_left: 3,
            },
        ];
        let seen = Seen::<4>::from_log(&log, Some(card("5s")));
        assert_eq!(seen.threw[1], set("5s 2d"));
        assert_eq!(seen.threw[0], set("9c"));
        assert_eq!(seen.took[1], set("9c"));
        assert_eq!(seen.known[1], CardSet::EMPTY);
        assert_eq!(seen.known[0], set("2d"));
        assert_eq!(seen.known[3], CardSet::EMPTY);
        assert_eq!(seen.turns, [2, 1, 0, 1]);
        assert_eq!(seen.takes_in_a_row, 3);
        // Step by step gives the same.
        let mut again = Seen::<4>::default();
        for e in &log {
            again.see(e, Some(card("5s")));
        }
        assert_eq!(again, seen);
    }

    #[test]
    fn odds_follow_what_is_known_and_inferred() {
        let unknown = set("2h 3h 4h 5h Tc");
        let mut odds = Odds::of(set("Ks"), 3);
        assert_eq!(odds.hidden, 2);
        let f = Factors::new(2.0, 0.5);
        assert_eq!(odds.p_holds(card("Ks"), unknown, f), 1.0);
        assert_eq!(odds.p_holds(card("Kd"), unknown, f), 0.0);
        assert_eq!(odds.p_holds(card("Tc"), unknown, f), 0.4);
        // It took 6h (4h and 5h meld with it) and threw Jc (Tc does).
        let related = |s: CardSet| {
            s.iter().fold(CardSet::EMPTY, |m, c| {
                m.union(crate::ai::shapes::related(c, Default::default()))
            })
        };
        odds.infer(set("6h"), set("Jc"), unknown, related);
        assert_eq!(odds.near, set("4h 5h"));
        assert_eq!(odds.far, set("Tc"));
        assert_eq!(odds.p_holds(card("5h"), unknown, f), 0.8);
        assert_eq!(odds.p_holds(card("Tc"), unknown, f), 0.2);
        assert_eq!(odds.p_holds(card("2h"), unknown, f), 0.4);
        assert_eq!(
            odds.p_holds(card("5h"), unknown, Factors::new(3.0, 1.0)),
            0.95
        );
    }
}
