//! Properties of whole random games (proptest): random seeds, random table
//! options (R10), and a random mix of computer-player moves and uniformly
//! random legal moves. In every state:
//!
//! - the 52 cards are each in exactly one place (`Game::check_invariants`);
//! - every action `legal_actions(seat)` lists applies without error, and any
//!   other action (wrong seat, no such seat, card not in hand, the taken card,
//!   a knock over the limit or after the break, NextHand mid-hand, ...) is
//!   refused and leaves the game exactly as it was (R4.5);
//! - no view shows a card held in a hand (while the hand is played), the
//!   stock, or the knocker's face-down card (R5.1, DESIGN invariant 2),
//!   unless everyone saw it face up in this hand (the upcard, a discard, a
//!   card taken from the pile: R4.4);
//! - the scores add up, and each hand's points follow R7 and R8 from its
//!   counts;
//! - from one state to the next: the break starts when the stock holds 3
//!   (R8.1) and nobody may knock after it (R8.2); table melds stay valid and
//!   only grow (R8.5); only a stock draw takes a stock card;
//!
//! and the replay of the actions reproduces the identical game and events,
//! and survives a JSON round trip.

mod common;

use common::json_card;
use gin_core::ai::{choose, Level};
use gin_core::engine::jersey::{left_of, Game, HandEnd, HandResult, Options, Phase};
use gin_core::engine::{meld_kind, Action, Card, CardSet, Event, Replay, Rules, Seat, SeatAction};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The game as one of the family, for what sees or plays it.
fn whole(game: &Game) -> gin_core::engine::Game {
    game.clone().into()
}

/// Every card that appears in `json` as a JSON string in its exact ascii
/// form, e.g. `"7c"` or `"Td"`.
fn cards_in_json(json: &str) -> CardSet {
    let b = json.as_bytes();
    let mut found = CardSet::EMPTY;
    for i in 0..b.len().saturating_sub(3) {
        if b[i] == b'"' && b[i + 3] == b'"' {
            if let Ok(tok) = std::str::from_utf8(&b[i + 1..i + 3]) {
                if let Ok(c) = tok.parse::<Card>() {
                    if c.ascii() == tok {
                        found.insert(c);
                    }
                }
            }
        }
    }
    found
}

/// The cards nobody but their holder may see: each seat's hand while the
/// hand is being played, and always the stock and the face-down card, less
/// `seen`, the cards that were face up in this hand.
fn secrets(game: &Game, seen: CardSet) -> ([CardSet; 3], CardSet) {
    let hand = game.hand();
    let stock = CardSet::from_cards(hand.stock().iter().copied());
    let hands = [0, 1, 2].map(|s| hand.hand_of(s));
    let discards = CardSet::from_cards(hand.discards().iter().copied());
    let table = hand
        .table()
        .iter()
        .fold(CardSet::EMPTY, |a, m| a.union(m.cards));
    // Whatever is in no hand, stock, discard pile or table meld is the
    // knocker's face-down card.
    let face_down = CardSet::FULL
        .minus(hands[0].union(hands[1]).union(hands[2]))
        .minus(stock)
        .minus(discards)
        .minus(table);
    let always = stock.union(face_down).minus(seen);
    if hand.phase() == Phase::Over {
        // The hand is over: every hand has been shown (R6, R8.6).
        ([CardSet::EMPTY; 3], always)
    } else {
        (hands.map(|h| h.minus(seen)), always)
    }
}

fn check_views(game: &Game, seen: CardSet) -> Result<(), TestCaseError> {
    let (hands, always) = secrets(game, seen);
    let all_hands = hands[0].union(hands[1]).union(hands[2]);
    let public = serde_json::to_string(&whole(game).public_state()).unwrap();
    let shown = cards_in_json(&public);
    let leaked = shown.intersect(all_hands.union(always));
    prop_assert!(leaked.is_empty(), "public view shows {leaked}");
    // The scanner really sees cards: the discard pile is public.
    let pile = CardSet::from_cards(game.hand().discards().iter().copied());
    prop_assert!(pile.is_subset(shown));
    if let Some(c) = all_hands.union(always).first() {
        prop_assert!(!public.contains(&json_card(c)));
    }
    for (seat, own) in hands.iter().enumerate() {
        let view = serde_json::to_string(&whole(game).seat_state(seat)).unwrap();
        let others = all_hands.minus(*own);
        let leaked = cards_in_json(&view).intersect(others.union(always));
        prop_assert!(leaked.is_empty(), "seat {seat}'s view shows {leaked}");
    }
    Ok(())
}

/// R7 and R8 scoring from a hand's counts, written out again.
fn check_result(r: &HandResult, o: &Options) -> Result<(), TestCaseError> {
    let c = r.counts;
    let others = |s: Seat| [left_of(s), left_of(left_of(s))];
    for v in &r.reveals {
        prop_assert_eq!(v.count, c[v.seat]);
        prop_assert_eq!(v.count, v.deadwood_cards.value());
    }
    match r.end {
        HandEnd::Knock { knocker: k } => {
            // R7.1
            let [a, b] = others(k);
            prop_assert!(c[k] < c[a] && c[k] < c[b] && c[k] <= o.knock_limit);
            prop_assert_eq!(r.winner, k);
            prop_assert_eq!(r.points, (c[a] - c[k]) + (c[b] - c[k]));
        }
        HandEnd::Underknock {
            knocker: k,
            underknocker: u,
        } => {
            // R7.2
            let [a, b] = others(k);
            let low = c[a].min(c[b]);
            prop_assert!(low <= c[k] && c[k] <= o.knock_limit && c[k] > 0);
            prop_assert_eq!(c[u], low);
            prop_assert_eq!(u, if c[a] == low { a } else { b });
            let third = if u == a { b } else { a };
            prop_assert_eq!(r.winner, u);
            prop_assert_eq!(
                r.points,
                (c[k] - c[u]) + (c[third] - c[u]) + o.underknock_bonus
            );
        }
        HandEnd::Gin { seat } => {
            // R7.3
            let [a, b] = others(seat);
            prop_assert_eq!(c[seat], 0);
            prop_assert_eq!(r.winner, seat);
            prop_assert_eq!(r.points, c[a] + c[b] + o.gin_bonus);
        }
        HandEnd::BreakEnd { breaker } => {
            // R8.6
            let low = *c.iter().min().unwrap();
            let w = if c[breaker] == low {
                breaker
            } else if c[left_of(breaker)] == low {
                left_of(breaker)
            } else {
                left_of(left_of(breaker))
            };
            prop_assert_eq!(r.winner, w);
            prop_assert_eq!(r.points, c.iter().map(|x| x - low).sum::<u32>());
        }
        HandEnd::BreakGin { seat, .. } => {
            // R8.7
            let [a, b] = others(seat);
            prop_assert_eq!(c[seat], 0);
            prop_assert_eq!(r.winner, seat);
            prop_assert_eq!(r.points, c[a] + c[b]);
        }
    }
    Ok(())
}

fn check_state(game: &Game, seen: CardSet) -> Result<(), TestCaseError> {
    prop_assert_eq!(game.check_invariants(), Ok(()));
    let mut scores = [0u32; 3];
    let mut boxes = [0u32; 3];
    for r in game.results() {
        check_result(r, game.options())?;
        scores[r.winner] += r.points;
        boxes[r.winner] += 1;
    }
    prop_assert_eq!(game.scores(), scores);
    prop_assert_eq!(game.boxes(), boxes);
    if let Some(gr) = game.result() {
        // R9
        prop_assert!(scores[gr.winner] >= game.options().target);
        prop_assert_eq!(gr.hand_points, scores);
    } else {
        prop_assert!(scores.iter().all(|&s| s < game.options().target));
    }
    check_views(game, seen)
}

/// What must hold from one state to the next within a hand.
fn check_transition(
    before: &Game,
    after: &Game,
    action: Action,
    events: &[Event],
) -> Result<(), TestCaseError> {
    let (b, a) = (before.hand(), after.hand());
    if action == Action::NextHand {
        prop_assert_eq!(after.hand_no(), before.hand_no() + 1);
        prop_assert_eq!(a.dealer(), left_of(b.dealer())); // R3.3
        prop_assert_eq!(a.stock_len(), 21); // R3.4
        prop_assert!(a.breaker().is_none() && a.table().is_empty());
        return Ok(());
    }
    prop_assert_eq!(after.hand_no(), before.hand_no());
    // Only a stock draw takes a card from the stock.
    let drawn = b.stock_len() - a.stock_len();
    prop_assert_eq!(drawn, usize::from(action == Action::DrawStock));
    // R8.5: table melds stay, only grow, and are always melds.
    prop_assert!(a.table().len() >= b.table().len());
    for (m0, m1) in b.table().iter().zip(a.table()) {
        prop_assert!(m0.cards.is_subset(m1.cards) && m0.owner == m1.owner);
    }
    for m in a.table() {
        prop_assert!(meld_kind(m.cards).is_some(), "{:?} is no meld", m.cards);
    }
    // R8.1: the break starts with the turn of whoever is to draw at 3.
    if b.breaker().is_some() {
        prop_assert_eq!(a.breaker(), b.breaker());
    }
    if a.phase() == Phase::Draw {
        prop_assert_eq!(a.breaker().is_some(), a.stock_len() <= 3);
    }
    for e in events {
        match e {
            Event::BreakStarted { breaker } => {
                prop_assert!(b.breaker().is_none());
                prop_assert_eq!(a.stock_len(), 3);
                prop_assert_eq!(after.to_act(), Some(*breaker));
            }
            Event::LaidDown {
                seat,
                melds,
                layoffs,
                cards_left,
            } => {
                // R8.4
                prop_assert!(a.is_broken());
                prop_assert_eq!(*cards_left, a.hand_of(*seat).len());
                for m in melds {
                    prop_assert!(meld_kind(*m).is_some());
                    prop_assert!(m.intersect(a.hand_of(*seat)).is_empty());
                }
                for l in layoffs {
                    prop_assert!(meld_kind(l.onto.union(l.cards)).is_some());
                }
            }
            _ => {}
        }
    }
    // R8.2: no knock after the break.
    if a.is_broken() {
        for seat in 0..3 {
            let knocks = after
                .legal_actions(seat)
                .into_iter()
                .filter(|x| matches!(x, Action::Knock { .. }))
                .count();
            prop_assert_eq!(knocks, 0);
        }
    }
    Ok(())
}

/// A random action that may or may not be legal: the seat is sometimes
/// wrong or does not exist, the card is half the time from the seat's hand.
fn random_action(rng: &mut ChaCha8Rng, game: &Game) -> (Seat, Action) {
    let seat = match (rng.random_range(0..10), game.to_act()) {
        (0, _) => 3,
        (1..=6, Some(s)) => s,
        _ => rng.random_range(0..3),
    };
    let hand = if seat < 3 {
        game.hand().hand_of(seat)
    } else {
        CardSet::EMPTY
    };
    let card = match (rng.random_range(0..4), game.hand().taken()) {
        (0, Some(t)) => t,
        (0 | 1, _) if !hand.is_empty() => hand.to_vec()[rng.random_range(0..hand.len() as usize)],
        _ => Card::from_index(rng.random_range(0..4) * 16 + rng.random_range(0..13)),
    };
    let action = match rng.random_range(0..5) {
        0 => Action::DrawStock,
        1 => Action::TakeDiscard,
        2 => Action::NextHand,
        3 => Action::Discard { card },
        _ => Action::Knock { card },
    };
    (seat, action)
}

struct Outcome {
    hands: usize,
    refused: usize,
}

fn play_and_check(
    options: Options,
    seed: u64,
    rng_seed: u64,
    random_share: f64,
    max_steps: usize,
) -> Result<Outcome, TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
    let (mut game, mut events) = Game::new(options, seed);
    let mut replay = Replay::new(Rules::Jersey(options), seed);
    let mut refused = 0;
    // Cards face up in this hand so far (R4.4): the upcard, then every
    // discard and every card taken from the pile.
    let mut seen = CardSet::from_cards(game.hand().discards().iter().copied());
    for _ in 0..max_steps {
        check_state(&game, seen)?;
        if game.is_over() {
            for seat in 0..4 {
                prop_assert!(game.legal_actions(seat).is_empty());
            }
            break;
        }
        // Random actions: accepted exactly when listed; refused ones change
        // nothing (R4.5).
        for _ in 0..4 {
            let (seat, action) = random_action(&mut rng, &game);
            let listed = game.legal_actions(seat).contains(&action);
            let mut g = game.clone();
            match g.apply(seat, action) {
                Ok(_) => prop_assert!(listed, "{action:?} by {seat} accepted but not listed"),
                Err(e) => {
                    prop_assert!(!listed, "{action:?} by {seat} listed but refused: {e}");
                    prop_assert!(g == game, "refused {action:?} by {seat} changed the game");
                    refused += 1;
                }
            }
        }
        // Everything listed applies.
        let seat = game.to_act().unwrap_or_else(|| rng.random_range(0..3));
        let legal = game.legal_actions(seat);
        prop_assert!(!legal.is_empty(), "seat {seat} has nothing to do");
        for &a in &legal {
            let mut g = game.clone();
            let r = g.apply(seat, a);
            prop_assert!(r.is_ok(), "listed {a:?} by {seat} refused: {r:?}");
            prop_assert_eq!(g.check_invariants(), Ok(()));
        }
        for other in 0..3 {
            if game.to_act().is_some() && other != seat {
                prop_assert!(game.legal_actions(other).is_empty());
            }
        }
        let action = if rng.random_bool(random_share) {
            legal[rng.random_range(0..legal.len())]
        } else {
            choose(Level::Easy, &whole(&game).seat_view(seat), rng.random())
        };
        prop_assert!(legal.contains(&action));
        let top = game.hand().top_discard();
        let before = game.clone();
        let ev = game.apply(seat, action).unwrap();
        check_transition(&before, &game, action, &ev)?;
        match action {
            Action::TakeDiscard => seen.insert(top.unwrap()),
            Action::Discard { card } => seen.insert(card),
            Action::NextHand => {
                seen = CardSet::from_cards(game.hand().discards().iter().copied());
                true
            }
            _ => false,
        };
        for e in &ev {
            if let Event::HandEnded { scores, .. } = e {
                prop_assert_eq!(*scores, game.scores());
            }
            if let Event::Drew { seat: s, .. } = e {
                prop_assert!(!e.is_public() && e.visible_to(*s) && *s == seat);
            }
        }
        events.extend(ev);
        replay.actions.push(SeatAction { seat, action });
    }
    check_state(&game, seen)?;
    // The turn counter counts accepted actions only.
    prop_assert_eq!(game.moves() as usize, replay.actions.len());

    // The replay reproduces the identical game and events.
    let mut replayed = Vec::new();
    let g = replay.run(|_, e| replayed.push(e.clone())).unwrap();
    prop_assert!(g == whole(&game), "the replay ends in a different game");
    prop_assert_eq!(&replayed, &events);
    // Replays and games survive JSON.
    let json = serde_json::to_string(&replay).unwrap();
    let back: Replay = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(&back, &replay);
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    prop_assert!(back == game, "a game changed through JSON");
    Ok(Outcome {
        hands: game.results().len(),
        refused,
    })
}

fn options() -> impl Strategy<Value = Options> {
    prop_oneof![
        Just(Options::default()),
        (
            1u32..=150,
            0u32..=20,
            0u32..=60,
            0u32..=30,
            0u32..=40,
            0u32..=150
        )
            .prop_map(
                |(target, knock_limit, gin_bonus, underknock_bonus, box_bonus, game_bonus)| {
                    Options {
                        target,
                        knock_limit,
                        gin_bonus,
                        underknock_bonus,
                        box_bonus,
                        game_bonus,
                    }
                }
            ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Mostly computer-player moves: knocks, gin and underknocks happen.
    #[test]
    fn games_with_computer_moves(
        seed in any::<u64>(),
        rng_seed in any::<u64>(),
        options in options(),
    ) {
        let out = play_and_check(options, seed, rng_seed, 0.2, 1500)?;
        prop_assert!(out.hands >= 1);
        prop_assert!(out.refused > 0);
    }

    /// Mostly uniformly random legal moves: hands run into the break.
    #[test]
    fn games_with_random_moves(
        seed in any::<u64>(),
        rng_seed in any::<u64>(),
        options in options(),
    ) {
        play_and_check(options, seed, rng_seed, 0.8, 600)?;
    }
}

/// Every kind of hand end is reached by the random games above (so the
/// properties do not pass vacuously).
#[test]
fn random_games_reach_every_ending() {
    let mut seen = [false; 5];
    let mut seed = 0;
    while seen.iter().any(|s| !s) {
        seed += 1;
        assert!(seed < 200, "endings seen: {seen:?}");
        let (mut game, _) = Game::new(Options::default(), seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..2000 {
            if game.is_over() {
                break;
            }
            let seat = game.to_act().unwrap_or(0);
            let legal = game.legal_actions(seat);
            let action = if rng.random_bool(0.3) {
                legal[rng.random_range(0..legal.len())]
            } else {
                choose(Level::Easy, &whole(&game).seat_view(seat), rng.random())
            };
            game.apply(seat, action).unwrap();
        }
        for r in game.results() {
            let i = match r.end {
                HandEnd::Knock { .. } => 0,
                HandEnd::Underknock { .. } => 1,
                HandEnd::Gin { .. } => 2,
                HandEnd::BreakEnd { .. } => 3,
                HandEnd::BreakGin { .. } => 4,
            };
            seen[i] = true;
        }
    }
}
