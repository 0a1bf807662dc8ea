//! Reading the opponent's hand in two-handed Gin from the whole hand's
//! play: a particle filter (sequential importance resampling) over the
//! hands it could hold, for the searching player ([`super::gin_search`],
//! `Tuning::reading_particles`).
//!
//! Each particle is one history of the opponent's hand: ten cards dealt
//! from the cards the seat never held, the cards it drew from the stock,
//! the ones it took from the pile. The log is replayed move by move; at
//! each of the opponent's moves a particle is weighed by how likely a
//! player of a fixed model would have made that move with that hand:
//!
//! - it throws a card that leaves the least deadwood, softly (a throw
//!   leaving `k` points more than the least is `exp(-sharpness × k)` times
//!   less likely), or, read by rank ([`Model::greedy_share`]), the greedy
//!   throw (least deadwood, then the highest card) mostly and one of the
//!   next few best otherwise;
//! - it takes the pile's top card when that lowers its deadwood and leaves
//!   it otherwise, each with [`Model::take_when_better`].
//!
//! This is `MonteCarloBot`'s and the EAAI bot's play outside the
//! decisions their searches overturn, and roughly any sensible player's.
//! A throw of a card the particle does not hold is only possible if it
//! was just drawn from the stock: the draw is then forced to it, weighed
//! by that draw's chance; a card thrown on a turn it took from the pile
//! is dealt to every history. A card drawn from the stock is either
//! drawn in proportion to how well it explains the throw that follows
//! (the fully adapted step) or at random and weighed by that
//! ([`Model::adapted_draws`]). Particles that cannot explain a move are
//! dropped; the rest are resampled when their weights grow uneven.
//!
//! The particles' hands at the end are the opponent hands the search's
//! worlds draw from: all that the hand's play told, read jointly (a thrown
//! 4 and a passed 9 on the same hand), where [`super::seen`]'s weights
//! read each card on its own.

use crate::engine::melds::MeldRules;
use crate::engine::Event;
use crate::engine::{Card, CardSet, Seat};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use smallvec::SmallVec;

/// How the opponent is read.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Model {
    /// How sharply a throw leaving more deadwood than the least is
    /// discounted, per point.
    pub sharpness: f32,
    /// The chance it takes the pile's top card when that lowers its
    /// deadwood (and leaves it when that does not, the same chance).
    pub take_when_better: f32,
    /// The chance a throw is none of the above's but any card at all
    /// (a search overturning the greedy choice: `MonteCarloBot`'s throws
    /// leave the least deadwood in 81% of 909, `gin_vs_engine`'s
    /// play-style line).
    pub stray: f32,
    /// How a history draws the stock card of a turn whose throw it held
    /// already: in proportion to the chance that each possible card's
    /// hand throws what was thrown (true: the filter's fully adapted
    /// step, one throw weighed for every card the stock could hold), or
    /// at random and weighed by that one card's chance (false: the
    /// bootstrap step, the same weights on average at one throw weighed
    /// instead of about thirty, but more uneven).
    pub adapted_draws: bool,
    /// When above 0, throws are read by rank instead of by
    /// [`Model::sharpness`]: the discards ordered by the deadwood they
    /// leave, then by the highest card dumped first (a greedy player's
    /// choice, `MonteCarloBot`'s baseline and most people's), the first
    /// (with any card tied with it) thrown with this chance and the rest
    /// of the first [`RANKED_CANDIDATES`] with the rest, evenly; no
    /// other card but by [`Model::stray`]. A search that weighs only a
    /// few of the best throws and keeps the greedy one unless another is
    /// clearly better plays so (`MonteCarloBot` weighs four).
    pub greedy_share: f32,
}

/// How many of the best-ranked throws a ranked reading
/// ([`Model::greedy_share`]) lets a player choose among.
pub const RANKED_CANDIDATES: usize = 4;

impl Model {
    pub const DEFAULT: Model = Model {
        sharpness: 1.0,
        take_when_better: 0.85,
        stray: 0.0,
        adapted_draws: true,
        greedy_share: 0.0,
    };
}

/// One history of the opponent's hand.
#[derive(Debug, Clone, Copy)]
struct Particle {
    hand: CardSet,
    /// Cards of the deal's unknown pool this history has placed in its
    /// hand (dealt or drawn): none can come from the stock again.
    used: CardSet,
    weight: f32,
}

/// The opponent hands the hand's play supports, equally likely.
pub struct Reading {
    pub hands: Vec<CardSet>,
}

/// Replays `log` (the hand's public events since the deal, which turned
/// `upcard`) for `particles` histories of `opponent`'s hand, as seen by
/// `me`, who holds `my_hand`. None when no history explains the play
/// (the opponent plays outside the model), and for a hand dealt without
/// an upcard (V3).
#[allow(clippy::too_many_arguments)]
pub fn read(
    log: &[Event],
    upcard: Option<Card>,
    me: Seat,
    opponent: Seat,
    my_hand: CardSet,
    melds: MeldRules,
    model: Model,
    particles: usize,
    rng: &mut ChaCha8Rng,
) -> Option<Reading> {
    let upcard = upcard?;
    // The cards the seat held at some time that did not come to it from
    // the pile: never in the opponent's deal or its stock draws.
    let mut mine = my_hand;
    let mut my_takes = CardSet::EMPTY;
    for e in log {
        match *e {
            Event::Discarded { seat, card } if seat == me => {
                mine.insert(card);
            }
            Event::TookDiscard { seat, card } if seat == me => {
                my_takes.insert(card);
            }
            _ => {}
        }
    }
    let pool = CardSet::FULL.minus(mine.minus(my_takes)).without(upcard);
    if pool.len() < 10 {
        return None;
    }

    // Cards it threw on a turn it took from the pile, never having taken
    // them itself: it held them before that turn. Each history is dealt
    // them (a history that drew one from the stock first is not
    // followed: a small bias, for histories that all explain the throw).
    let mut dealt = CardSet::EMPTY;
    let mut its_takes = CardSet::EMPTY;
    let mut took_this_turn = false;
    for e in log {
        match *e {
            Event::TookDiscard { seat, card } if seat == opponent => {
                its_takes.insert(card);
                took_this_turn = true;
            }
            Event::DrewStock { seat } if seat == opponent => took_this_turn = false,
            Event::Discarded { seat, card } if seat == opponent => {
                if took_this_turn && !its_takes.contains(card) && pool.contains(card) {
                    dealt.insert(card);
                }
                took_this_turn = false;
            }
            _ => {}
        }
    }
    if dealt.len() > 10 {
        return None;
    }
    let rest: Vec<Card> = pool.minus(dealt).iter().collect();
    let mut set: Vec<Particle> = (0..particles)
        .map(|_| {
            let hand = dealt.union(random_subset(&rest, 10 - dealt.len() as usize, rng));
            Particle {
                hand,
                used: hand,
                weight: 1.0,
            }
        })
        .collect();

    let mut pile: Vec<Card> = vec![upcard];
    // The upcard the opponent passed (G3): its draw from the stock after
    // both passed is forced, and tells nothing more.
    let mut passed = None;
    let mut events = log.iter().peekable();
    while let Some(e) = events.next() {
        match *e {
            Event::PassedUpcard { seat } if seat == opponent => {
                let top = *pile.last()?;
                passed = Some(top);
                for p in &mut set {
                    p.weight *= take_chance(melds, model, p.hand, top, false);
                }
            }
            Event::DrewStock { seat } if seat == opponent => {
                // The throw that ends this turn, read with the draw.
                let thrown = match events.peek() {
                    Some(Event::Discarded { seat, card }) if *seat == opponent => Some(*card),
                    _ => None,
                };
                let left = pile.last().copied().filter(|&top| Some(top) != passed);
                for p in &mut set {
                    if let Some(top) = left {
                        p.weight *= take_chance(melds, model, p.hand, top, false);
                    }
                    let available = pool.minus(p.used);
                    let n = available.len() as f32;
                    let drawn = match thrown {
                        // Thrown straight from the stock: the draw is forced.
                        Some(t) if !p.hand.contains(t) => {
                            if !available.contains(t) {
                                p.weight = 0.0;
                                continue;
                            }
                            p.weight *=
                                throw_chance(melds, model, p.hand.with(t), t, CardSet::EMPTY) / n;
                            Some(t)
                        }
                        // Bootstrap: any card, weighed by the chance that the
                        // hand with it throws what was thrown.
                        Some(t) if !model.adapted_draws => {
                            let drawn = random_card(available, rng);
                            if let Some(c) = drawn {
                                p.weight *=
                                    throw_chance(melds, model, p.hand.with(c), t, CardSet::EMPTY);
                            }
                            drawn
                        }
                        // The card drawn in proportion to the chance that the
                        // hand with it throws what was thrown (the filter's
                        // fully adapted step: the particle is weighed by that
                        // chance summed over the draws it could have made).
                        Some(t) => {
                            let mut chances: SmallVec<[(Card, f32); 64]> = available
                                .iter()
                                .map(|c| {
                                    (
                                        c,
                                        throw_chance(
                                            melds,
                                            model,
                                            p.hand.with(c),
                                            t,
                                            CardSet::EMPTY,
                                        ),
                                    )
                                })
                                .collect();
                            let total: f32 = chances.iter().map(|c| c.1).sum();
                            p.weight *= total / n;
                            if total > 0.0 {
                                let mut pick = rng.random::<f32>() * total;
                                chances.retain(|c| c.1 > 0.0);
                                let mut drawn = chances.last().map(|c| c.0);
                                for &(c, chance) in &chances {
                                    if pick < chance {
                                        drawn = Some(c);
                                        break;
                                    }
                                    pick -= chance;
                                }
                                drawn
                            } else {
                                None
                            }
                        }
                        None => random_card(available, rng),
                    };
                    let Some(drawn) = drawn else {
                        p.weight = 0.0;
                        continue;
                    };
                    p.hand.insert(drawn);
                    p.used.insert(drawn);
                    if let Some(t) = thrown {
                        p.hand.remove(t);
                    }
                }
                if let Some(t) = thrown {
                    pile.push(t);
                    events.next();
                }
            }
            Event::TookDiscard { seat, card } => {
                pile.pop();
                if seat == opponent {
                    for p in &mut set {
                        p.weight *= take_chance(melds, model, p.hand, card, true);
                        p.hand.insert(card);
                    }
                    // The throw of this turn may not be the card taken.
                    if let Some(Event::Discarded { seat, card: thrown }) = events.peek() {
                        if *seat == opponent {
                            let forbidden = CardSet::EMPTY.with(card);
                            for p in &mut set {
                                p.weight *= throw_chance(melds, model, p.hand, *thrown, forbidden);
                                p.hand.remove(*thrown);
                            }
                            pile.push(*thrown);
                            events.next();
                        }
                    }
                }
            }
            Event::Discarded { seat, card } => {
                if seat == opponent {
                    for p in &mut set {
                        p.weight *= throw_chance(melds, model, p.hand, card, CardSet::EMPTY);
                        p.hand.remove(card);
                    }
                }
                pile.push(card);
            }
            // A knock or a meld ends the reading: the hand is over.
            Event::Knocked { .. } | Event::Melded { .. } | Event::LaidOff { .. } => return None,
            _ => {}
        }
        if !resample(&mut set, false, rng) {
            return None;
        }
    }
    // The hands by their weights (the dropped histories' hands are not
    // even whole).
    if !resample(&mut set, true, rng) {
        return None;
    }
    Some(Reading {
        hands: set.into_iter().map(|p| p.hand).collect(),
    })
}

/// One card of `cards` at random; None when it is empty.
fn random_card(cards: CardSet, rng: &mut ChaCha8Rng) -> Option<Card> {
    let n = cards.len() as usize;
    (n > 0).then(|| cards.iter().nth(rng.random_range(0..n)))?
}

/// `k` cards of `cards` at random.
fn random_subset(cards: &[Card], k: usize, rng: &mut ChaCha8Rng) -> CardSet {
    let mut picked = CardSet::EMPTY;
    while (picked.len() as usize) < k {
        picked.insert(cards[rng.random_range(0..cards.len())]);
    }
    picked
}

/// Whether `hand` (counting `deadwood`) would keep less deadwood by
/// taking `card` and throwing another, none of `forbidden`: the model's
/// reason to take a card, and what a card let go says the hand lacks.
pub fn lowers_deadwood(
    melds: MeldRules,
    hand: CardSet,
    deadwood: u32,
    card: Card,
    forbidden: CardSet,
) -> bool {
    melds
        .best_discards(hand.with(card), forbidden.with(card))
        .deadwood_after
        < deadwood
}

/// The chance that `hand` (ten cards) takes `top` (`took`) or leaves it.
fn take_chance(melds: MeldRules, model: Model, hand: CardSet, top: Card, took: bool) -> f32 {
    let better = lowers_deadwood(melds, hand, melds.deadwood(hand), top, CardSet::EMPTY);
    if better == took {
        model.take_when_better
    } else {
        1.0 - model.take_when_better
    }
}

/// The chance that `hand` (eleven cards, `thrown` among them or not)
/// throws `thrown`, never one of `forbidden`.
fn throw_chance(
    melds: MeldRules,
    model: Model,
    hand: CardSet,
    thrown: Card,
    forbidden: CardSet,
) -> f32 {
    if !hand.contains(thrown) {
        return 0.0;
    }
    let mut after: [(Card, u32); 11] = [(thrown, 0); 11];
    let mut n = 0;
    melds.each_discard(hand, forbidden, |c, dw| {
        if n < after.len() {
            after[n] = (c, dw);
            n += 1;
        }
    });
    if n == 0 {
        return 0.0;
    }
    if model.greedy_share > 0.0 {
        return ranked_throw_chance(melds, model, &mut after[..n], thrown);
    }
    let least = after[..n].iter().map(|a| a.1).min().unwrap_or(0);
    let mut total = 0.0;
    let mut this = 0.0;
    for &(c, dw) in &after[..n] {
        let w = (-(model.sharpness) * (dw - least) as f32).exp();
        total += w;
        if c == thrown {
            this = w;
        }
    }
    if total > 0.0 {
        (1.0 - model.stray) * this / total + model.stray / n as f32
    } else {
        0.0
    }
}

/// [`throw_chance`] by rank ([`Model::greedy_share`]), over the legal
/// throws `after` (each with the deadwood it leaves).
fn ranked_throw_chance(
    melds: MeldRules,
    model: Model,
    after: &mut [(Card, u32)],
    thrown: Card,
) -> f32 {
    let n = after.len();
    let key = |&(c, dw): &(Card, u32)| (dw, u32::MAX - melds.value(c));
    after.sort_unstable_by_key(key);
    // The greedy choice and the cards tied with it.
    let first = after
        .iter()
        .take_while(|a| key(a) == key(&after[0]))
        .count();
    let others = RANKED_CANDIDATES.saturating_sub(first).min(n - first);
    let Some(at) = after.iter().position(|a| a.0 == thrown) else {
        return 0.0;
    };
    // With no other candidate the greedy throw takes the whole share.
    let greedy = if others == 0 { 1.0 } else { model.greedy_share };
    let chosen = if at < first {
        greedy / first as f32
    } else if at < first + others {
        (1.0 - model.greedy_share) / others as f32
    } else {
        0.0
    };
    (1.0 - model.stray) * chosen + model.stray / n as f32
}

/// Normalizes the weights and resamples (systematic) when they have grown
/// uneven, or always with `force`; false when every particle is dropped.
fn resample(set: &mut Vec<Particle>, force: bool, rng: &mut ChaCha8Rng) -> bool {
    let total: f32 = set.iter().map(|p| p.weight).sum();
    if total.is_nan() || total <= 0.0 || !total.is_finite() {
        return false;
    }
    let n = set.len();
    let mut square = 0.0;
    for p in set.iter_mut() {
        p.weight /= total;
        square += p.weight * p.weight;
    }
    // Effective sample size below half: resample.
    if !force && 1.0 / square >= n as f32 / 2.0 {
        return true;
    }
    let step = 1.0 / n as f32;
    let mut target = rng.random::<f32>() * step;
    let mut cumulative = 0.0;
    let mut out = Vec::with_capacity(n);
    let mut i = 0;
    while out.len() < n {
        cumulative += set[i].weight;
        while target < cumulative && out.len() < n {
            out.push(Particle {
                weight: step,
                ..set[i]
            });
            target += step;
        }
        i += 1;
        if i == n {
            // Rounding: fill from the last particles.
            while out.len() < n {
                out.push(Particle {
                    weight: step,
                    ..set[n - 1]
                });
            }
        }
    }
    *set = out;
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Player;
    use crate::engine::{Game, GinRules, Rules};
    use rand::SeedableRng;

    /// Plays the first hand of `seeds` games, seat 0 normal and seat 1 the
    /// EAAI baseline (a greedy thrower), calling `at` at each of seat 0's
    /// turns with the game.
    fn at_seat_0_turns(seeds: std::ops::Range<u64>, mut at: impl FnMut(&Game)) {
        for seed in seeds {
            let (mut game, _) = Game::new(Rules::Gin(GinRules::eaai_2021()), seed).unwrap();
            let mut steps = 0;
            while !game.is_over() && !game.between_hands() && steps < 60 {
                let seat = game.to_act().first().copied().unwrap_or(0);
                if seat == 0 {
                    at(&game);
                }
                let player = if seat == 0 {
                    Player::Level(crate::ai::Level::Normal)
                } else {
                    Player::Baseline
                };
                let a = player.choose_in(&game, seat);
                game.apply(seat, a).unwrap();
                steps += 1;
            }
        }
    }

    fn set(s: &str) -> CardSet {
        CardSet::from_cards(crate::engine::parse_cards(s).unwrap())
    }

    /// A ranked reading: the greedy throw (least deadwood, then the
    /// highest card) gets the greedy share, tied cards split it, the next
    /// three best split the rest, and no worse throw is read as possible.
    #[test]
    fn ranked_throws_follow_a_greedy_player_s_order() {
        let model = Model {
            greedy_share: 0.8,
            ..Model::DEFAULT
        };
        let melds = MeldRules::LOW;
        let chance = |hand: &str, card: &str| {
            throw_chance(
                melds,
                model,
                set(hand),
                card.parse().unwrap(),
                CardSet::EMPTY,
            )
        };
        let hand = "Ac 2c 3c 4d 5d 6d 7h 8h 9h Ks 5s";
        assert!((chance(hand, "Ks") - 0.8).abs() < 1e-6);
        assert!((chance(hand, "5s") - 0.2 / 3.0).abs() < 1e-6);
        let total: f32 = set(hand).iter().map(|c| chance(hand, &c.to_string())).sum();
        assert!((total - 1.0).abs() < 1e-5, "{total}");
        let possible = set(hand)
            .iter()
            .filter(|c| chance(hand, &c.to_string()) > 0.0)
            .count();
        assert_eq!(possible, RANKED_CANDIDATES);
        // A king and a queen left loose leave the same deadwood: a tie.
        let tied = "Ac 2c 3c 4d 5d 6d 7h 8h 9h Ks Qs";
        assert!((chance(tied, "Ks") - 0.4).abs() < 1e-6);
        assert!((chance(tied, "Qs") - 0.4).abs() < 1e-6);
        // Strays reach every card.
        let stray = Model {
            stray: 0.1,
            ..model
        };
        let worst = throw_chance(
            melds,
            stray,
            set(hand),
            "5d".parse().unwrap(),
            CardSet::EMPTY,
        );
        assert!((worst - 0.1 / 11.0).abs() < 1e-6, "{worst}");
    }

    /// The model with each way of drawing the stock's card.
    const BOTH_DRAWS: [Model; 2] = [
        Model::DEFAULT,
        Model {
            adapted_draws: false,
            ..Model::DEFAULT
        },
    ];

    /// Every read hand could be the opponent's as far as the seat can
    /// tell: ten cards, the ones it took from the pile and still holds
    /// among them, none the seat holds, threw or saw thrown.
    #[test]
    fn read_hands_are_hands_the_seat_cannot_rule_out() {
        for model in BOTH_DRAWS {
            read_hands_are_possible(model);
        }
    }

    fn read_hands_are_possible(model: Model) {
        let mut read_at = 0;
        at_seat_0_turns(0..12, |game| {
            let Game::Gin(g) = game else { unreachable!() };
            let table = &g.tables()[0];
            let view = game.seat_view(0);
            let spot = crate::ai::gin::Spot::of(&view).unwrap();
            let seen = spot.seen(1.0, 1.0);
            let mut rng = ChaCha8Rng::seed_from_u64(read_at);
            let reading = read(
                table.log(),
                table.first_upcard(),
                0,
                1,
                table.hand_of(0),
                spot.melds,
                model,
                64,
                &mut rng,
            )
            .expect("the baseline's play is explained");
            assert_eq!(reading.hands.len(), 64);
            for h in &reading.hands {
                assert_eq!(h.len(), table.hand_of(1).len());
                assert!(seen.known.is_subset(*h), "known cards kept");
                assert!(h.minus(seen.known).is_subset(seen.unknown), "{h:?}");
            }
            read_at += 1;
        });
        assert!(read_at >= 60, "only {read_at} readings");
    }

    /// Against a greedy thrower the read hands hold more of its real cards
    /// than hands of the same cards dealt at random would.
    #[test]
    fn read_hands_place_more_of_a_greedy_thrower_s_cards_than_chance() {
        for model in BOTH_DRAWS {
            read_hands_place_more_than_chance(model);
        }
    }

    fn read_hands_place_more_than_chance(model: Model) {
        let (mut placed, mut chance, mut readings) = (0f64, 0f64, 0);
        at_seat_0_turns(0..16, |game| {
            let Game::Gin(g) = game else { unreachable!() };
            let table = &g.tables()[0];
            if table.discards().len() < 8 {
                return;
            }
            let view = game.seat_view(0);
            let spot = crate::ai::gin::Spot::of(&view).unwrap();
            let seen = spot.seen(1.0, 1.0);
            let real = table.hand_of(1);
            let mut rng = ChaCha8Rng::seed_from_u64(readings);
            let Some(reading) = read(
                table.log(),
                table.first_upcard(),
                0,
                1,
                table.hand_of(0),
                spot.melds,
                model,
                256,
                &mut rng,
            ) else {
                return;
            };
            let hidden_real = real.minus(seen.known).len() as f64;
            placed += reading
                .hands
                .iter()
                .map(|h| h.minus(seen.known).intersect(real).len() as f64)
                .sum::<f64>()
                / reading.hands.len() as f64;
            // Hidden cards dealt at random from the unseen ones.
            chance += hidden_real * hidden_real / seen.unknown.len() as f64;
            readings += 1;
        });
        assert!(readings >= 40, "only {readings} readings");
        assert!(
            placed > chance * 1.2,
            "{model:?}: hidden cards placed: {placed:.1} read, {chance:.1} by chance over {readings}"
        );
    }
}
