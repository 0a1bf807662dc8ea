//! Properties of whole random games of every kind of the family (Jersey Gin,
//! Gin with a random mix of switches, Colonel), through the one interface:
//!
//! - every deck holds its 52 cards, each once (`check_invariants`);
//! - an action is accepted iff `legal_actions` lists it, and a refusal
//!   changes nothing;
//! - no public view shows a card in a hand (while its hand is played), the
//!   stock or a face-down discard, unless it was face up in that hand; no
//!   seat view shows another seat's hand (a partner's neither);
//! - the per-seat turn counter moves only for the seats whose game moved;
//! - the replay of the actions reproduces the identical game and events, and
//!   survives a JSON round trip.

mod common;

use common::random_rules;
use gin_core::engine::jersey::Options;
use gin_core::engine::{
    Action, ColonelRules, Event, Game, GinRules, PublicState, Replay, Rules, SeatAction,
};
use gin_core::engine::{Card, CardSet, Seat};
use proptest::prelude::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Every card named as a JSON string `"7c"` in `json`.
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

/// One deck's secrets: cards nobody may see publicly (stock, face-down)
/// and each seat's hand, less the cards that were face up in the hand.
struct Secrets {
    always: CardSet,
    hands: Vec<(Seat, CardSet)>,
}

/// Face-up cards of a hand's public log.
fn seen_in(log: &[Event]) -> CardSet {
    let mut seen = CardSet::EMPTY;
    for e in log {
        match e {
            Event::TookDiscard { card, .. } | Event::Discarded { card, .. } => {
                seen.insert(*card);
            }
            Event::Melded { cards, .. } | Event::LaidOff { cards, .. } => {
                seen = seen.union(*cards);
            }
            Event::LaidDown { melds, layoffs, .. } => {
                for m in melds {
                    seen = seen.union(*m);
                }
                for l in layoffs {
                    seen = seen.union(l.cards);
                }
            }
            Event::HandDealt { upcard, .. } => {
                seen.insert(*upcard);
            }
            Event::TwoHandedDealt {
                upcard: Some(c), ..
            } => {
                seen.insert(*c);
            }
            _ => {}
        }
    }
    seen
}

/// The secrets of every deck in play, with the part of the public state
/// that belongs to each deck, as JSON.
fn decks(game: &Game) -> Vec<(Secrets, String)> {
    let public = game.public_state();
    match (game, &public) {
        (Game::Jersey(g), PublicState::Jersey(p)) => {
            let h = g.hand();
            let log: Vec<Event> = h.log().to_vec();
            let mut seen = seen_in(&log);
            seen = seen.union(CardSet::from_cards(h.discards().iter().copied()));
            let stock = CardSet::from_cards(h.stock().iter().copied());
            let hands: Vec<(Seat, CardSet)> = (0..3).map(|s| (s, h.hand_of(s))).collect();
            let table = h
                .table()
                .iter()
                .fold(CardSet::EMPTY, |a, m| a.union(m.cards));
            let in_hands = hands.iter().fold(CardSet::EMPTY, |a, x| a.union(x.1));
            let face_down = CardSet::FULL
                .minus(in_hands)
                .minus(stock)
                .minus(CardSet::from_cards(h.discards().iter().copied()))
                .minus(table);
            let over = g.between_hands() || g.is_over();
            vec![(
                Secrets {
                    always: stock.union(face_down).minus(seen),
                    hands: if over {
                        vec![]
                    } else {
                        hands.into_iter().map(|(s, c)| (s, c.minus(seen))).collect()
                    },
                },
                serde_json::to_string(p).unwrap(),
            )]
        }
        (Game::Gin(g), PublicState::Gin(p)) => g
            .tables()
            .iter()
            .zip(&p.tables)
            .map(|(h, tp)| {
                let seen =
                    seen_in(h.log()).union(CardSet::from_cards(h.discards().iter().copied()));
                let stock = CardSet::from_cards(h.stock().iter().copied());
                let hands: Vec<(Seat, CardSet)> =
                    h.players().iter().map(|&s| (s, h.hand_of(s))).collect();
                let in_hands = hands.iter().fold(CardSet::EMPTY, |a, x| a.union(x.1));
                let face_down = CardSet::FULL
                    .minus(in_hands)
                    .minus(stock)
                    .minus(CardSet::from_cards(h.discards().iter().copied()));
                (
                    Secrets {
                        always: stock.union(face_down).minus(seen),
                        hands: if h.is_over() {
                            vec![]
                        } else {
                            hands.into_iter().map(|(s, c)| (s, c.minus(seen))).collect()
                        },
                    },
                    serde_json::to_string(tp).unwrap(),
                )
            })
            .collect(),
        (Game::Colonel(g), PublicState::Colonel(p)) => {
            let h = g.hand();
            let seen = seen_in(h.log()).union(CardSet::from_cards(h.discards().iter().copied()));
            let stock = CardSet::from_cards(h.stock().iter().copied());
            let over = h.is_over();
            vec![(
                Secrets {
                    always: stock.minus(seen),
                    hands: if over {
                        vec![]
                    } else {
                        (0..2).map(|s| (s, h.hand_of(s).minus(seen))).collect()
                    },
                },
                serde_json::to_string(p).unwrap(),
            )]
        }
        _ => unreachable!("the public state matches the game"),
    }
}

fn check_views(game: &Game) -> Result<(), TestCaseError> {
    let decks = decks(game);
    for (secrets, json) in &decks {
        let all_hands = secrets
            .hands
            .iter()
            .fold(CardSet::EMPTY, |a, x| a.union(x.1));
        let leaked = cards_in_json(json).intersect(all_hands.union(secrets.always));
        prop_assert!(leaked.is_empty(), "public view shows {leaked}");
    }
    // Parts of a partnership's public state outside the tables hold no card.
    if let PublicState::Gin(p) = game.public_state() {
        let mut rest = p.clone();
        rest.tables.clear();
        let json = serde_json::to_string(&rest).unwrap();
        prop_assert!(cards_in_json(&json).is_empty(), "cards outside the tables");
    }
    if let PublicState::Gin(p) = game.public_state() {
        let borrowed: Vec<_> = game
            .public_view()
            .gin_tables()
            .iter()
            .map(|t| t.to_state())
            .collect();
        prop_assert_eq!(borrowed, p.tables);
    }
    for seat in 0..game.seats() {
        let s = game.seat_state(seat);
        let view = game.seat_view(seat);
        prop_assert_eq!(&view.to_state(), &s);
        prop_assert_eq!((view.hand(), view.taken()), (s.hand, s.taken));
        prop_assert_eq!(view.legal_actions(), s.legal.clone());
        prop_assert_eq!(s.hand, game.hand_of(seat));
        prop_assert_eq!(&s.public, &game.public_state());
        let mut own = serde_json::to_value(&s).unwrap();
        own["public"] = serde_json::Value::Null;
        let own_cards = cards_in_json(&own.to_string());
        // Its own fields show only its cards and table melds it may use.
        let table_melds: CardSet = match game {
            Game::Colonel(g) => g
                .hand()
                .melds()
                .iter()
                .fold(CardSet::EMPTY, |a, m| a.union(m.cards)),
            _ => CardSet::EMPTY,
        };
        let extra = own_cards.minus(s.hand).minus(table_melds);
        prop_assert!(extra.is_empty(), "seat {seat}'s view shows {extra}");
    }
    Ok(())
}

/// Actions to try besides the legal ones: every kind, with cards from the
/// seat's hand and from elsewhere.
fn candidates(game: &Game, seat: Seat, rng: &mut ChaCha8Rng) -> Vec<Action> {
    let hand = game.hand_of(seat);
    let mut cards: Vec<Card> = hand.iter().collect();
    cards.push(Card::all().nth(rng.random_range(0..52)).unwrap());
    let card = *cards.choose(rng).unwrap();
    let other = *cards.choose(rng).unwrap();
    let some: CardSet = cards
        .iter()
        .copied()
        .filter(|_| rng.random_bool(0.3))
        .collect();
    let onto = match game {
        Game::Colonel(g) => g.hand().melds().first().map_or(some, |m| m.cards),
        _ => some,
    };
    vec![
        Action::DrawStock,
        Action::TakeDiscard,
        Action::Discard { card },
        Action::Knock { card: other },
        Action::NextHand,
        Action::PassUpcard,
        Action::OfferDouble,
        Action::AcceptDouble,
        Action::Redouble,
        Action::Resign,
        Action::Meld { cards: some },
        Action::LayOff { cards: some, onto },
        Action::EndTurn,
        Action::Challenge,
        Action::AnswerChallenge {
            accept: rng.random_bool(0.5),
        },
    ]
}

/// A move for the random player: mostly sensible (greedy discards, knocks
/// when allowed), so that games end, gin-only ones included.
fn pick(game: &Game, seat: Seat, legal: &[Action], rng: &mut ChaCha8Rng) -> Action {
    let of =
        |f: &dyn Fn(&Action) -> bool| legal.iter().copied().filter(|a| f(a)).collect::<Vec<_>>();
    let knocks = of(&|a| matches!(a, Action::Knock { .. }));
    if !knocks.is_empty() && rng.random_bool(0.7) {
        return *knocks.choose(rng).unwrap();
    }
    let melds = of(&|a| matches!(a, Action::Meld { .. } | Action::LayOff { .. }));
    if !melds.is_empty() && rng.random_bool(0.6) {
        return *melds.choose(rng).unwrap();
    }
    if legal.contains(&Action::DrawStock) && rng.random_bool(0.7) {
        return Action::DrawStock;
    }
    let discards = of(&|a| matches!(a, Action::Discard { .. }));
    if !discards.is_empty() && rng.random_bool(0.85) {
        let rules = game.rules().meld_rules();
        let hand = game.hand_of(seat);
        return *discards
            .iter()
            .min_by_key(|a| match a {
                Action::Discard { card } => rules.deadwood(hand.without(*card)),
                _ => u32::MAX,
            })
            .unwrap();
    }
    *legal.choose(rng).unwrap()
}

fn play_and_check(rules: Rules, seed: u64, choice_seed: u64) -> Result<(), TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(choice_seed);
    let (mut game, first) = Game::new(rules, seed).unwrap();
    let mut events = first.clone();
    let mut replay = Replay::new(rules, seed);
    let mut steps = 0;
    while !game.is_over() {
        prop_assert!(
            game.check_invariants().is_ok(),
            "{:?}",
            game.check_invariants()
        );
        check_views(&game)?;
        let actors: Vec<Seat> = if game.between_hands() {
            (0..game.seats()).collect()
        } else {
            game.to_act()
        };
        prop_assert!(!actors.is_empty(), "nobody may act");
        prop_assert_eq!(game.first_to_act(), game.to_act().first().copied());
        // Legal iff accepted, for every seat; refusals change nothing.
        for seat in 0..game.seats() + 1 {
            let legal = game.legal_actions(seat);
            prop_assert_eq!(legal.is_empty(), !actors.contains(&seat), "seat {}", seat);
            let mut tries = candidates(&game, seat.min(game.seats() - 1), &mut rng);
            tries.extend(legal.choose_multiple(&mut rng, 6).copied());
            for a in tries {
                let mut g = game.clone();
                // `apply_into` adds the same events after what the list
                // holds, and leaves the list alone when it refuses.
                let mut h = game.clone();
                let marker = Event::DrewStock { seat: 0 };
                let mut list = vec![marker.clone()];
                let into = h.apply_into(seat, a, &mut list);
                match g.apply(seat, a) {
                    Ok(ev) => {
                        prop_assert!(legal.contains(&a), "{a:?} by {seat} accepted, not listed");
                        prop_assert!(into.is_ok() && h == g);
                        prop_assert_eq!(&list[1..], &ev[..]);
                    }
                    Err(e) => {
                        prop_assert!(!legal.contains(&a), "{a:?} by {seat} listed, refused: {e}");
                        prop_assert!(g == game, "a refused {a:?} changed the game");
                        prop_assert_eq!(into, Err(e));
                        prop_assert!(h == game && list == [marker], "apply_into changed things");
                    }
                }
            }
        }
        let seat = *actors.choose(&mut rng).unwrap();
        let legal = game.legal_actions(seat);
        let action = pick(&game, seat, &legal, &mut rng);
        let before: Vec<u32> = (0..game.seats()).map(|s| game.turn(s)).collect();
        let ev = game.apply(seat, action).unwrap();
        // The turn counter moves for the acting seat; in a partnership
        // the other table's seats keep theirs while a hand is played.
        prop_assert!(game.turn(seat) > before[seat]);
        if let Game::Gin(g) = &game {
            if g.positions().is_some() && action != Action::NextHand {
                let t = g.table_of(seat).unwrap();
                for (s, was) in before.iter().enumerate() {
                    if g.table_of(s) != Some(t) {
                        prop_assert_eq!(game.turn(s), *was, "seat {}", s);
                    }
                }
            }
        }
        for e in &ev {
            if !e.is_public() {
                let mine = matches!(e, Event::Drew { seat: s, .. } if *s == seat);
                prop_assert!(mine);
                prop_assert!(!e.visible_to((seat + 1) % game.seats()));
            }
        }
        events.extend(ev);
        replay.actions.push(SeatAction { seat, action });
        steps += 1;
        prop_assert!(steps < 20_000, "the game does not end");
    }
    prop_assert!(game.check_invariants().is_ok());
    let st = game.standings().expect("a finished game has standings");
    prop_assert_eq!(st.ranks.len(), st.competitors.len());
    prop_assert!(st.ranks.contains(&0));
    // The replay reproduces the game and its events, through JSON too.
    let json = serde_json::to_string(&replay).unwrap();
    let back: Replay = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(&back, &replay);
    let mut again = Vec::new();
    let replayed = back.run(|_, e| again.push(e.clone())).unwrap();
    prop_assert!(replayed == game, "the replay differs");
    prop_assert_eq!(again, events);
    let state = serde_json::to_string(&game).unwrap();
    let restored: Game = serde_json::from_str(&state).unwrap();
    prop_assert!(restored == game);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]
    #[test]
    fn random_games_of_every_kind(rules_seed: u64, seed: u64, choices: u64) {
        let rules = random_rules(&mut ChaCha8Rng::seed_from_u64(rules_seed));
        play_and_check(rules, seed, choices)?;
    }
}

#[test]
fn every_kind_and_switch_plays_to_the_end() {
    let mut all = vec![
        Rules::Jersey(Options {
            target: 40,
            ..Options::default()
        }),
        Rules::Colonel(ColonelRules { hands: 2 }),
        Rules::Gin(GinRules {
            target: Some(40),
            ..GinRules::default()
        }),
    ];
    for &s in common::GIN_SWITCHES {
        let mut g = common::gin_with(s);
        g.target = Some(if s == "hollywood" { 30 } else { 40 });
        all.push(Rules::Gin(g));
    }
    for (i, rules) in all.into_iter().enumerate() {
        let t = std::time::Instant::now();
        play_and_check(rules, 100 + i as u64, 7 + i as u64)
            .unwrap_or_else(|e| panic!("{}: {e}", rules.summary()));
        eprintln!("{}: {:?}", rules.summary(), t.elapsed());
    }
}

#[test]
fn version_1_jersey_replays_still_load() {
    let v1 = r#"{"version":1,"options":{"target":100,"knock_limit":10,"gin_bonus":40,
        "underknock_bonus":10,"box_bonus":25,"game_bonus":100},"seed":42,
        "actions":[{"seat":1,"type":"draw_stock"}]}"#;
    let r: Replay = serde_json::from_str(v1).unwrap();
    assert_eq!(r.rules, Rules::Jersey(Options::default()));
    let g = r.run(|_, _| {}).unwrap();
    assert!(matches!(g, Game::Jersey(_)));
    // The same actions through Jersey Gin's own replay give the same game.
    let old: gin_core::engine::Replay = serde_json::from_str(v1).unwrap();
    let jg = old.run(|_, _| {}).unwrap();
    assert_eq!(g, jg);
    let bad = r#"{"version":3,"rules":{"game":"gin"},"seed":1,"actions":[]}"#;
    let e = serde_json::from_str::<Replay>(bad).unwrap_err().to_string();
    assert!(e.contains("version 3"), "{e}");
}
