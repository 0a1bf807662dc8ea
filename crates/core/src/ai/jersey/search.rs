//! Jersey Gin for the search ([`crate::ai::search`]): a hand as plain arrays that
//! can be copied and played out without allocating, worlds sampled from a
//! seat's knowledge, and roll-outs with the normal player for every seat.
//!
//! A roll-out plays the rules of `engine::hand` move by move (draws,
//! discards, the break's lay-downs, the knock's layoffs) with the engine's
//! own meld and scoring functions; a test checks that it ends every hand
//! exactly as the engine does.

use super::infer::{History, Reading};
use super::knowledge::{jersey_table, Knowledge, Moment};
use super::normal;
use crate::ai::race::RaceModel;
use crate::ai::search::{Outcome, Problem};
use crate::ai::seen::Seen;
use crate::engine::jersey::{left_of, score_break, score_knock, Options, Phase};
use crate::engine::melds::{arrange, deadwood, knocker_arrangement};
use crate::engine::{Action, Card, CardSet, Event, Seat, SeatView};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Most melds the table can hold after the break (52 cards, three each).
const MAX_TABLE: usize = 17;
const NO_CARD: Card = Card::from_index(0);

/// One hand of Jersey Gin with every card placed.
#[derive(Clone, Copy)]
pub struct World {
    hands: [CardSet; 3],
    /// The stock, top card last.
    stock: [Card; 21],
    stock_len: usize,
    /// The discard pile, top card last.
    pile: [Card; 52],
    pile_len: usize,
    pile_set: CardSet,
    turn: Seat,
    phase: Phase,
    taken: Option<Card>,
    breaker: Option<Seat>,
    table: [CardSet; MAX_TABLE],
    table_len: usize,
    laid_down: [bool; 3],
    seen: Seen<3>,
    /// Winner and points once the hand is over.
    result: Option<(Seat, u32)>,
}

impl World {
    /// The public part of a seat's view, with its own hand; the other
    /// hands hold only their known cards and the stock is empty until a
    /// sample fills them.
    fn from_view(view: &SeatView<'_>, k: &Knowledge) -> World {
        let public = jersey_table(view);
        let mut pile = [NO_CARD; 52];
        for (slot, &c) in pile.iter_mut().zip(public.discards()) {
            *slot = c;
        }
        let mut table = [CardSet::EMPTY; MAX_TABLE];
        for (slot, m) in table.iter_mut().zip(public.table()) {
            *slot = m.cards;
        }
        let mut laid_down = [false; 3];
        for e in public.log() {
            if let Event::LaidDown { seat, .. } = e {
                laid_down[*seat] = true;
            }
        }
        let hands = std::array::from_fn(|s| k.known(s));
        World {
            hands,
            stock: [NO_CARD; 21],
            stock_len: public.stock_len(),
            pile,
            pile_len: public.discards().len(),
            pile_set: CardSet::from_cards(public.discards().iter().copied()),
            turn: view.seat(),
            phase: public.phase(),
            taken: view.taken(),
            breaker: public.breaker(),
            table,
            table_len: public.table().len().min(MAX_TABLE),
            laid_down,
            seen: Seen::from_log(public.log(), None),
            result: None,
        }
    }

    /// The hand a seat holds in this world.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    fn table(&self) -> &[CardSet] {
        &self.table[..self.table_len]
    }

    /// What `seat` knows now, as the normal player reads it.
    fn knowledge(&self, seat: Seat, options: &Options) -> Knowledge {
        let moment = Moment {
            me: seat,
            hand: self.hands[seat],
            phase: self.phase,
            top_discard: self.top_discard(),
            pile: self.pile_set,
            taken: self.taken,
            table: self.table(),
            hand_sizes: self.hands.map(|h| h.len()),
            broken: self.breaker.is_some(),
            stock_len: self.stock_len,
            knock_limit: options.knock_limit,
        };
        Knowledge::of(&moment, &self.seen)
    }

    fn top_discard(&self) -> Option<Card> {
        (self.pile_len > 0).then(|| self.pile[self.pile_len - 1])
    }

    /// Plays one action of the seat to move; the action must be legal.
    fn apply(&mut self, action: Action, options: &Options) {
        let seat = self.turn;
        match action {
            Action::DrawStock => {
                self.stock_len -= 1;
                self.hands[seat].insert(self.stock[self.stock_len]);
                self.taken = None;
                self.phase = Phase::Discard;
                self.seen.drew_stock(seat);
            }
            Action::TakeDiscard => {
                self.pile_len -= 1;
                let card = self.pile[self.pile_len];
                self.pile_set.remove(card);
                self.hands[seat].insert(card);
                self.taken = Some(card);
                self.phase = Phase::Discard;
                self.seen.took_discard(seat, card);
            }
            Action::Discard { card } => {
                self.hands[seat].remove(card);
                self.pile[self.pile_len] = card;
                self.pile_len += 1;
                self.pile_set.insert(card);
                self.taken = None;
                self.seen.discarded(seat, card);
                if self.breaker.is_some() {
                    self.lay_down(seat);
                    if self.hands[seat].is_empty() {
                        self.finish_break(Some(seat));
                    } else if self.stock_len == 0 {
                        self.finish_break(None);
                    } else {
                        self.next_turn();
                    }
                } else {
                    self.next_turn();
                }
            }
            Action::Knock { card } => {
                self.hands[seat].remove(card);
                self.knock(seat, options);
            }
            // Roll-outs stop at the end of the hand, and Jersey Gin's players
            // choose among its legal actions only.
            other => unreachable!("{other:?} is not a move of a Jersey Gin hand"),
        }
    }

    fn next_turn(&mut self) {
        self.turn = left_of(self.turn);
        self.phase = Phase::Draw;
        // R8.1
        if self.breaker.is_none() && self.stock_len == 3 {
            self.breaker = Some(self.turn);
        }
    }

    /// R8.4
    fn lay_down(&mut self, seat: Seat) {
        let arr = arrange(self.hands[seat], self.table());
        let mut down = CardSet::EMPTY;
        for l in &arr.layoffs {
            self.table[l.onto] = self.table[l.onto].union(l.cards);
            down = down.union(l.cards);
        }
        for m in &arr.melds {
            self.table[self.table_len] = *m;
            self.table_len += 1;
            down = down.union(*m);
        }
        self.hands[seat] = self.hands[seat].minus(down);
        self.laid_down[seat] = true;
        self.seen.laid_down(seat, down);
    }

    /// R5–R7 (the layoffs of R6 in their order: left of the knocker first).
    fn knock(&mut self, knocker: Seat, options: &Options) {
        let ka = knocker_arrangement(self.hands[knocker]);
        let gin = ka.deadwood == 0;
        let mut table = ka.melds;
        let mut counts = [0u32; 3];
        counts[knocker] = ka.deadwood;
        for seat in [left_of(knocker), left_of(left_of(knocker))] {
            let onto: &[CardSet] = if gin { &[] } else { &table };
            let arr = arrange(self.hands[seat], onto);
            for l in &arr.layoffs {
                table[l.onto] = table[l.onto].union(l.cards);
            }
            table.extend(arr.melds.iter().copied());
            counts[seat] = arr.deadwood;
        }
        self.result = Some(if gin {
            let others = counts.iter().sum::<u32>();
            (knocker, others + options.gin_bonus)
        } else {
            let (_, winner, points) = score_knock(knocker, counts, options.underknock_bonus);
            (winner, points)
        });
        self.phase = Phase::Over;
    }

    /// R8.6 (`gin` is None) or R8.7.
    fn finish_break(&mut self, gin: Option<Seat>) {
        let counts: [u32; 3] = std::array::from_fn(|s| {
            if self.laid_down[s] {
                self.hands[s].value()
            } else {
                deadwood(self.hands[s])
            }
        });
        self.result = Some(match gin {
            Some(seat) => (seat, counts.iter().sum::<u32>() - counts[seat]),
            None => score_break(self.breaker.expect("after the break"), counts),
        });
        self.phase = Phase::Over;
    }

    /// Plays the hand out, each seat by its player.
    fn play_out(&mut self, options: &Options, players: &[Player; 3]) {
        // A hand cannot last longer than this: the takes-in-a-row guard
        // makes every few turns draw from a stock of 21 cards.
        let mut moves = 0;
        while self.result.is_none() {
            let mut k = self.knowledge(self.turn, options);
            let action = players[self.turn].decide(&mut k);
            self.apply(action, options);
            moves += 1;
            debug_assert!(moves < 2_000, "a roll-out does not end");
        }
    }
}

/// Who plays a seat in the roll-outs.
#[derive(Clone)]
pub enum Player {
    /// The normal player: the search's model of an opponent.
    Normal(normal::Params),
    /// The deciding seat's own play after the action searched, as its level
    /// gives it (hard: its heuristic without the look-ahead,
    /// `hard::roll_out_player`): a roll-out should play as well as the seat
    /// will, at a cost of microseconds a move. A function rather than the
    /// level's weights, so that this module needs no level that searches
    /// with it.
    Own(std::sync::Arc<dyn Fn(&mut Knowledge) -> Action + Send + Sync>),
}

impl std::fmt::Debug for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Normal(p) => f.debug_tuple("Normal").field(p).finish(),
            Player::Own(_) => f.write_str("Own"),
        }
    }
}

impl Player {
    fn decide(&self, k: &mut Knowledge) -> Action {
        match self {
            Player::Normal(p) => normal::decide(k, p),
            Player::Own(decide) => decide(k),
        }
    }
}

/// A decision of one Jersey seat, as the search sees it.
pub struct JerseyProblem {
    template: World,
    me: Seat,
    opponents: [Seat; 2],
    unknown: CardSet,
    /// How many of each seat's cards the deciding seat cannot see.
    hidden: [u32; 3],
    options: Options,
    scores: [u32; 3],
    next_dealer: Seat,
    race: std::sync::Arc<RaceModel>,
    players: [Player; 3],
    /// The opponents' hidden cards, dealt many times and weighed by how
    /// likely their play makes each deal; worlds are drawn from these.
    deals: Vec<[CardSet; 2]>,
    /// Running sums of the deals' weights (empty: draw deals uniformly).
    cumulative: Vec<f32>,
    /// Hands drawn per opponent for one deal, the least-deadwood one kept
    /// ([`Sampling::strength`]).
    draws: [u32; 2],
}

/// How worlds are sampled.
#[derive(Debug, Clone, Copy)]
pub struct Sampling {
    /// Deals of the opponents' hidden cards weighed per decision (0: none,
    /// each world deals afresh).
    pub deals: u32,
    /// How the opponents' turns weigh a deal.
    pub reading: Reading,
    /// How strong the opponents' sampled hands are: each opponent's hidden
    /// cards are drawn `max(1, its turns × this / 100)` times and the hand
    /// with the least deadwood is kept (a real player has been collecting
    /// melds all hand; a hand drawn at random is far weaker). 0: one draw.
    pub strength: u32,
}

impl Default for Sampling {
    fn default() -> Self {
        Sampling {
            deals: 256,
            reading: Reading::default(),
            strength: 200,
        }
    }
}

impl JerseyProblem {
    /// `k` is the seat's knowledge, with inference applied (its near and
    /// far cards weigh the deals); `seed` draws the deals.
    pub fn new(
        view: &SeatView<'_>,
        k: &Knowledge,
        race: std::sync::Arc<RaceModel>,
        sampling: &Sampling,
        own: Player,
        seed: u64,
    ) -> Self {
        let public = jersey_table(view);
        let opponents = [left_of(k.me), left_of(left_of(k.me))];
        let mut problem = JerseyProblem {
            template: World::from_view(view, k),
            me: k.me,
            opponents,
            unknown: k.unknown,
            hidden: std::array::from_fn(|s| k.hidden(s)),
            options: *public.options(),
            scores: public.scores(),
            next_dealer: left_of(public.dealer()),
            race,
            players: std::array::from_fn(|s| {
                if s == k.me {
                    own.clone()
                } else {
                    Player::Normal(normal::Params::default())
                }
            }),
            deals: Vec::new(),
            cumulative: Vec::new(),
            draws: opponents.map(|o| (k.turns()[o] * sampling.strength / 100).max(1)),
        };
        problem.weigh_deals(view, sampling, seed);
        problem
    }

    /// Deals the opponents' hidden cards `sampling.deals` times and weighs
    /// each deal by the opponents' play (see [`super::infer`]).
    fn weigh_deals(&mut self, view: &SeatView<'_>, sampling: &Sampling, seed: u64) {
        let history = History::of(view);
        let params = normal::Params::default();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED_DEA1);
        let mut total = 0f32;
        for _ in 0..sampling.deals {
            let deal = self.random_deal(&mut rng);
            let mut w = 1f32;
            for (i, &o) in self.opponents.iter().enumerate() {
                if w > 0.0 && !history.is_empty() {
                    let hand = self.template.hands[o].union(deal[i]);
                    w *= history.weight(o, hand, &sampling.reading, &params, &mut rng);
                }
            }
            total += w;
            self.deals.push(deal);
            self.cumulative.push(total);
        }
        if total.is_nan() || total <= 0.0 {
            // Nothing fits (play no model explains): every deal alike.
            self.deals.clear();
            self.cumulative.clear();
        }
    }

    /// The opponents' hidden cards dealt at random from the unseen ones:
    /// for each opponent (in a random order), the least-deadwood hand of
    /// its [`Sampling::strength`] draws.
    fn random_deal(&self, rng: &mut ChaCha8Rng) -> [CardSet; 2] {
        let mut pool = [NO_CARD; 52];
        let mut n = 0;
        for c in self.unknown.iter() {
            pool[n] = c;
            n += 1;
        }
        let mut deal = [CardSet::EMPTY; 2];
        let mut i = 0;
        let first = if self.draws == [1, 1] {
            0
        } else {
            rng.random_range(0..2)
        };
        for which in [first, 1 - first] {
            let o = self.opponents[which];
            let want = self.hidden[o] as usize;
            let known = self.template.hands[o];
            let mut best = (u32::MAX, CardSet::EMPTY);
            for d in 0..self.draws[which] {
                let mut hand = CardSet::EMPTY;
                for slot in i..i + want {
                    let j = rng.random_range(slot..n);
                    pool.swap(slot, j);
                    hand.insert(pool[slot]);
                }
                if self.draws[which] == 1 {
                    best = (0, hand);
                    break;
                }
                let dw = deadwood(known.union(hand));
                if dw < best.0 || d == 0 {
                    best = (dw, hand);
                }
            }
            // The kept hand's cards leave the pool.
            let mut k = i;
            for j in i..n {
                if best.1.contains(pool[j]) {
                    pool.swap(k, j);
                    k += 1;
                }
            }
            debug_assert_eq!(k, i + want);
            deal[which] = best.1;
            i += want;
        }
        deal
    }

    /// The seat's chance of winning the game once the hand has ended so.
    fn value_of(&self, winner: Seat, points: u32) -> f32 {
        let mut scores = self.scores;
        scores[winner] += points;
        self.race.win_chance(&scores, self.next_dealer, self.me)
    }
}

impl Problem for JerseyProblem {
    type Action = Action;
    type World = World;

    fn new_world(&self) -> World {
        self.template
    }

    fn sample(&self, rng: &mut ChaCha8Rng, world: &mut World) {
        *world = self.template;
        let deal = match self.cumulative.last() {
            Some(&total) => {
                let x = rng.random::<f32>() * total;
                let i = self.cumulative.partition_point(|&c| c <= x);
                self.deals[i.min(self.deals.len() - 1)]
            }
            None => self.random_deal(rng),
        };
        for (d, &o) in deal.iter().zip(&self.opponents) {
            world.hands[o] = world.hands[o].union(*d);
        }
        // What is left is the stock, in random order.
        let rest = self.unknown.minus(deal[0]).minus(deal[1]);
        let mut n = 0;
        for c in rest.iter() {
            world.stock[n] = c;
            n += 1;
        }
        debug_assert_eq!(n, world.stock_len, "unseen cards fill the stock");
        for i in (1..n).rev() {
            let j = rng.random_range(0..=i);
            world.stock.swap(i, j);
        }
    }

    fn outcome(&self, world: &World, action: Action) -> Outcome {
        let mut w = *world;
        w.apply(action, &self.options);
        w.play_out(&self.options, &self.players);
        let (winner, points) = w.result.expect("played out");
        Outcome::of(self.me, Some(winner), points, self.value_of(winner, points))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::jersey::knowledge::testing::{jersey_game, jersey_state};
    use crate::engine::jersey::Hand;
    use crate::engine::Game;

    /// A world that copies a real hand exactly (every hidden card where it
    /// really is), for checking roll-outs against the engine.
    fn exact_world(game: &Game, seat: Seat) -> World {
        let view = game.seat_view(seat);
        let k = Knowledge::new(&view);
        let mut w = World::from_view(&view, &k);
        let hand: &Hand = jersey_state(game).hand();
        w.hands = [0, 1, 2].map(|s| hand.hand_of(s));
        let stock = hand.stock();
        w.stock[..stock.len()].copy_from_slice(stock);
        w
    }

    /// Roll-outs end every hand as the engine does: same moves (normal in
    /// every seat), same winner and points, from any point of the hand.
    #[test]
    fn roll_outs_match_the_engine() {
        let options = Options::default();
        let players: [Player; 3] =
            std::array::from_fn(|_| Player::Normal(normal::Params::default()));
        let mut checked = 0;
        for seed in 0..60 {
            let mut game = jersey_game(seed);
            let mut step = 0;
            while !game.is_over() {
                if game.between_hands() {
                    game.apply(0, Action::NextHand).unwrap();
                    continue;
                }
                let seat = game.first_to_act().unwrap();
                if step % 7 == 0 {
                    let mut w = exact_world(&game, seat);
                    w.play_out(&options, &players);
                    let mut real = game.clone();
                    let hand_no = real.hand_no();
                    while real.hand_no() == hand_no && !real.between_hands() && !real.is_over() {
                        let s = real.first_to_act().unwrap();
                        let a = normal::choose(&real.seat_view(s));
                        real.apply(s, a).unwrap();
                    }
                    let r = jersey_state(&real).hand().result().unwrap();
                    assert_eq!(
                        w.result,
                        Some((r.winner, r.points)),
                        "seed {seed} step {step}"
                    );
                    checked += 1;
                }
                let a = normal::choose(&game.seat_view(seat));
                game.apply(seat, a).unwrap();
                step += 1;
            }
        }
        assert!(checked > 300, "{checked}");
    }

    #[test]
    fn samples_keep_what_the_seat_knows() {
        use rand::SeedableRng;
        for seed in 0..20 {
            let mut game = jersey_game(seed);
            for _ in 0..(seed as usize % 9) * 2 {
                let Some(s) = game.first_to_act() else { break };
                let a = normal::choose(&game.seat_view(s));
                game.apply(s, a).unwrap();
            }
            if game.first_to_act().is_none() {
                continue;
            }
            let seat = game.first_to_act().unwrap();
            let view = game.seat_view(seat);
            let mut k = Knowledge::new(&view);
            k.infer(2.0, 0.5);
            for strength in [0, 300] {
                // Weighed deals, and worlds dealt afresh.
                for deals in [Sampling::default().deals, 0] {
                    let sampling = Sampling {
                        strength,
                        deals,
                        ..Sampling::default()
                    };
                    let p = JerseyProblem::new(
                        &view,
                        &k,
                        crate::ai::race::jersey(100),
                        &sampling,
                        Player::Normal(normal::Params::default()),
                        seed,
                    );
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    let mut w = p.new_world();
                    for _ in 0..20 {
                        p.sample(&mut rng, &mut w);
                        assert_eq!(w.hands[seat], view.hand());
                        for s in 0..3 {
                            assert_eq!(w.hands[s].len(), game.hand_of(s).len());
                            assert!(k.known(s).is_subset(w.hands[s]));
                        }
                        let stock = CardSet::from_cards(w.stock[..w.stock_len].iter().copied());
                        let all = w.hands[0]
                            .union(w.hands[1])
                            .union(w.hands[2])
                            .union(stock)
                            .union(w.pile_set);
                        assert_eq!(all, CardSet::FULL, "every card once");
                        assert_eq!(w.stock_len, jersey_state(&game).hand().stock_len());
                    }
                }
            }
        }
    }

    /// A deal `moves` normal moves in (seeded), with the seat to act;
    /// None when the hand ended or is in its break by then.
    fn mid_hand(seed: u64, moves: usize) -> Option<(Game, Seat)> {
        let mut game = jersey_game(seed);
        for _ in 0..moves {
            let Some(s) = game.first_to_act() else { break };
            let a = normal::choose(&game.seat_view(s));
            game.apply(s, a).unwrap();
        }
        let seat = game.first_to_act()?;
        if game.between_hands() || jersey_state(&game).hand().breaker().is_some() {
            return None;
        }
        Some((game, seat))
    }

    /// The seat's problem under `sampling`, its deals not weighed (each
    /// world dealt afresh).
    fn unweighed(
        view: &SeatView<'_>,
        k: &Knowledge,
        sampling: Sampling,
        seed: u64,
    ) -> JerseyProblem {
        let sampling = Sampling {
            deals: 0,
            ..sampling
        };
        JerseyProblem::new(
            view,
            k,
            crate::ai::race::jersey(100),
            &sampling,
            Player::Normal(normal::Params::default()),
            seed,
        )
    }

    /// Sampling with [`Sampling::strength`] deals the opponents hands with
    /// less deadwood on average than single draws, once they have played a
    /// few turns; at strength 0 one draw is made.
    #[test]
    fn strength_lowers_the_opponents_deadwood() {
        use rand::SeedableRng;
        let mut compared = 0;
        for seed in 0..30 {
            // Into the hand: every opponent has had a few turns.
            let Some((game, seat)) = mid_hand(seed, 12 + seed as usize % 7) else {
                continue;
            };
            let view = game.seat_view(seat);
            let k = Knowledge::new(&view);
            let problem = |strength| {
                let sampling = Sampling {
                    strength,
                    ..Sampling::default()
                };
                unweighed(&view, &k, sampling, seed)
            };
            let (weak, strong) = (problem(0), problem(300));
            assert_eq!(weak.draws, [1, 1]);
            assert!(strong.draws.iter().all(|&d| d >= 3), "{:?}", strong.draws);
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut w = weak.new_world();
            let mut total = [0u32; 2];
            for (p, t) in [&weak, &strong].into_iter().zip(&mut total) {
                for _ in 0..60 {
                    p.sample(&mut rng, &mut w);
                    for &o in &p.opponents {
                        *t += deadwood(w.hands[o]);
                    }
                }
            }
            assert!(total[1] < total[0], "seed {seed}: {total:?}");
            compared += 1;
        }
        assert!(compared > 10, "{compared}");
    }
}
