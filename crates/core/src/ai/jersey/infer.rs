//! Reading an opponent's hand from its play, for the search's worlds.
//!
//! Dealing an opponent's unseen cards at random makes its hand far worse
//! than a player's real one (players keep what melds and throw the rest),
//! and a search in such worlds plays as if nobody else were close to
//! knocking. So each candidate hand is weighed by how likely the opponent's
//! recent turns were with it: the hand is walked back turn by turn (the
//! card thrown returns to it, the card drawn leaves it) and at each turn
//! the normal player's choices are compared with what the opponent did —
//! a throw that normal would score far worse than its best, a knock it
//! passed up, an upcard taken or left that normal would have left or
//! taken, all make the hand less likely. A card drawn from the stock is
//! unknown: one that could have been drawn is picked at random.
//!
//! The model is the normal player; against people it still says what any
//! sensible player does (keep melds, throw loose cards, knock early), and
//! its weights are soft, so a surprising move only makes a hand less
//! likely.

use super::knowledge::{jersey_table, Knowledge, Moment};
use super::normal;
use crate::ai::seen::Seen;
use crate::engine::jersey::Phase;
use crate::engine::{Action, Card, CardSet, Event, Seat, SeatView};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// One completed turn of an opponent before the break, with what it could
/// see when it drew and when it threw.
#[derive(Debug, Clone)]
struct PastTurn {
    seat: Seat,
    /// The card taken from the pile (None: drawn from the stock).
    took: Option<Card>,
    /// The top of the pile when the turn began (left there when drawing
    /// from the stock).
    top_at_draw: Option<Card>,
    thrown: Card,
    seen_at_draw: Seen<3>,
    seen_at_throw: Seen<3>,
    pile_at_draw: CardSet,
    pile_at_throw: CardSet,
    top_at_throw: Option<Card>,
    stock_at_draw: usize,
    /// Every card shown face up before the turn: none of them was in the
    /// stock when it began.
    shown_before: CardSet,
}

impl PastTurn {
    /// A turn as it stands after its draw (from the stock when `took` is
    /// None), its throw still to come.
    fn drawn(
        seat: Seat,
        took: Option<Card>,
        pile: &[Card],
        seen: Seen<3>,
        stock: usize,
        shown: CardSet,
    ) -> PastTurn {
        PastTurn {
            seat,
            took,
            top_at_draw: pile.last().copied(),
            thrown: Card::from_index(0),
            seen_at_draw: seen,
            seen_at_throw: seen,
            pile_at_draw: CardSet::from_cards(pile.iter().copied()),
            pile_at_throw: CardSet::EMPTY,
            top_at_throw: None,
            stock_at_draw: stock,
            shown_before: shown,
        }
    }
}

/// How strongly the opponents' turns weigh their hands.
#[derive(Debug, Clone, Copy)]
pub struct Reading {
    /// Turns read back per opponent (the most recent first).
    pub depth: usize,
    /// A throw scored `d` points worse than normal's best weighs `exp(-beta d)`.
    pub beta: f32,
    /// A knock passed up, or a draw normal would not have made, weighs this.
    pub miss: f32,
}

impl Default for Reading {
    /// Soft: a sharp reading (`beta` 0.5, `miss` 0.1) trusts the model of
    /// the opponents too much and made the search lose to the heuristic;
    /// these did better (figures in `docs/strength.md`).
    fn default() -> Self {
        Reading {
            depth: 4,
            beta: 0.2,
            miss: 0.3,
        }
    }
}

/// The opponents' turns of the current hand, ready to weigh hands.
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Most recent first.
    turns: Vec<PastTurn>,
    knock_limit: u32,
}

impl History {
    /// The turns of every seat but the viewer's, before the break.
    pub fn of(view: &SeatView<'_>) -> History {
        let public = jersey_table(view);
        let me = view.seat();
        let log = public.log();
        // The pile is rebuilt from its first card, the upcard: the bottom
        // of today's pile, unless somebody took it (then the take says).
        let mut upcard = public.discards().first().copied();
        {
            let mut depth = 1usize;
            for e in log {
                match e {
                    Event::Discarded { .. } => depth += 1,
                    Event::TookDiscard { card, .. } => {
                        if depth == 1 {
                            upcard = Some(*card);
                        }
                        depth -= 1;
                    }
                    _ => {}
                }
            }
        }
        let mut pile: Vec<Card> = upcard.into_iter().collect();
        let mut shown = CardSet::from_cards(upcard);
        let mut seen = Seen::<3>::default();
        let mut stock = 21usize;
        let mut turns = Vec::new();
        let mut open: Option<PastTurn> = None;
        for e in log {
            match e {
                Event::BreakStarted { .. } => break,
                Event::DrewStock { seat } => {
                    open = Some(PastTurn::drawn(*seat, None, &pile, seen, stock, shown));
                    seen.drew_stock(*seat);
                    stock = stock.saturating_sub(1);
                }
                Event::TookDiscard { seat, card } => {
                    open = Some(PastTurn::drawn(
                        *seat,
                        Some(*card),
                        &pile,
                        seen,
                        stock,
                        shown,
                    ));
                    pile.pop();
                    seen.took_discard(*seat, *card);
                }
                Event::Discarded { seat, card } => {
                    if let Some(mut t) = open.take() {
                        t.thrown = *card;
                        t.seen_at_throw = seen;
                        t.pile_at_throw = CardSet::from_cards(pile.iter().copied());
                        t.top_at_throw = pile.last().copied();
                        if t.seat != me {
                            turns.push(t);
                        }
                    }
                    pile.push(*card);
                    shown.insert(*card);
                    seen.discarded(*seat, *card);
                }
                _ => {}
            }
        }
        turns.reverse();
        History {
            turns,
            knock_limit: public.options().knock_limit,
        }
    }

    /// Whether any opponent turn can be read.
    pub fn is_empty(&self) -> bool {
        self.turns.is_empty()
    }

    /// How likely (up to a constant) `seat` played its recent turns as it
    /// did, holding `hand` now. Zero when the hand cannot have come about.
    pub fn weight(
        &self,
        seat: Seat,
        hand: CardSet,
        reading: &Reading,
        params: &normal::Params,
        rng: &mut ChaCha8Rng,
    ) -> f32 {
        let mut weight = 1.0f32;
        let mut h = hand;
        for t in self
            .turns
            .iter()
            .filter(|t| t.seat == seat)
            .take(reading.depth)
        {
            let before_throw = h.with(t.thrown);
            // The throw, as normal would have seen it.
            let mut sizes = [10u32; 3];
            sizes[seat] = 11;
            let k = Knowledge::of(
                &Moment {
                    me: seat,
                    hand: before_throw,
                    phase: Phase::Discard,
                    top_discard: t.top_at_throw,
                    pile: t.pile_at_throw,
                    taken: t.took,
                    table: &[],
                    hand_sizes: sizes,
                    broken: false,
                    stock_len: t.stock_at_draw - usize::from(t.took.is_none()),
                    knock_limit: self.knock_limit,
                },
                &t.seen_at_throw,
            );
            let mut best = f32::INFINITY;
            let mut thrown = f32::INFINITY;
            let knock = normal::discard_scores(&k, params, |c, score| {
                best = best.min(score);
                if c == t.thrown {
                    thrown = score;
                }
            });
            if !thrown.is_finite() {
                return 0.0;
            }
            weight *= (-reading.beta * (thrown - best)).exp();
            if knock.is_some() {
                weight *= reading.miss;
            }
            // The draw: which card came in.
            let drawn = match t.took {
                Some(c) => c,
                None => {
                    let could = before_throw.minus(t.shown_before);
                    let n = could.len();
                    if n == 0 {
                        return 0.0;
                    }
                    let mut i = rng.random_range(0..n);
                    let mut pick = None;
                    for c in could.iter() {
                        if i == 0 {
                            pick = Some(c);
                            break;
                        }
                        i -= 1;
                    }
                    pick.expect("an index within the set")
                }
            };
            h = before_throw.without(drawn);
            // The choice between the pile and the stock.
            if t.top_at_draw.is_some() {
                let k = Knowledge::of(
                    &Moment {
                        me: seat,
                        hand: h,
                        phase: Phase::Draw,
                        top_discard: t.top_at_draw,
                        pile: t.pile_at_draw,
                        taken: None,
                        table: &[],
                        hand_sizes: [10; 3],
                        broken: false,
                        stock_len: t.stock_at_draw,
                        knock_limit: self.knock_limit,
                    },
                    &t.seen_at_draw,
                );
                let takes = normal::decide(&k, params) == Action::TakeDiscard;
                if takes != t.took.is_some() {
                    weight *= reading.miss;
                }
            }
            // Cards shown before this turn cannot have been held then,
            // unless taken (and a taken card is known, not sampled).
            if !h
                .intersect(t.shown_before)
                .is_subset(t.seen_at_draw.took[seat])
            {
                return 0.0;
            }
        }
        weight
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::jersey::knowledge::testing::{jersey_game, jersey_state};
    use rand::SeedableRng;

    /// Plays normal in every seat and weighs, at many points, each
    /// opponent's real hand against random hands of the same cards: the
    /// real hands must come out clearly more likely.
    #[test]
    fn real_hands_weigh_more_than_random_ones() {
        let params = normal::Params::default();
        let reading = Reading::default();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let (mut real_sum, mut random_sum, mut n) = (0f64, 0f64, 0);
        for seed in 0..40 {
            let mut game = jersey_game(seed);
            for step in 0..18 {
                if game.first_to_act().is_none() {
                    break;
                }
                let seat = game.first_to_act().unwrap();
                if step >= 6 && jersey_state(&game).hand().breaker().is_none() {
                    let view = game.seat_view(seat);
                    let history = History::of(&view);
                    let k = Knowledge::new(&view);
                    for o in (0..3).filter(|&o| o != seat) {
                        let real = game.hand_of(o);
                        let w = history.weight(o, real, &reading, &params, &mut rng);
                        real_sum += w as f64;
                        // A random hand: the known cards and random unseen ones.
                        let mut pool: Vec<Card> = k.unknown.iter().collect();
                        let mut fake = k.known(o);
                        while fake.len() < real.len() {
                            let i = rng.random_range(0..pool.len());
                            fake.insert(pool.swap_remove(i));
                        }
                        random_sum += history.weight(o, fake, &reading, &params, &mut rng) as f64;
                        n += 1;
                    }
                }
                let a = normal::choose(&game.seat_view(seat));
                game.apply(seat, a).unwrap();
            }
        }
        assert!(n > 100, "{n}");
        assert!(
            real_sum > 3.0 * random_sum,
            "real {real_sum:.2} random {random_sum:.2} over {n}"
        );
    }
}
