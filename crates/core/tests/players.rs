//! The computer players in whole games of every kind of the family (Jersey
//! Gin, Gin with a random mix of switches, Colonel): at every decision each
//! player (easy, normal, hard, baseline) chooses an action that
//! `legal_actions` lists, and games between them end.

mod common;

use common::random_rules;
use gin_core::ai::{move_seed, Budget, Config, Level, Player};
use gin_core::engine::jersey::Options;
use gin_core::engine::Seat;
use gin_core::engine::{ColonelRules, Game, GinRules, Rules};
use proptest::prelude::*;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

const PLAYERS: [Player; 4] = [
    Player::Level(Level::Easy),
    Player::Level(Level::Normal),
    Player::Level(Level::Hard),
    Player::Baseline,
];

/// Hard searches in two-handed Gin: a fixed number of worlds keeps it
/// deterministic and quick.
const CONFIG: Config = Config {
    budget: Budget::Worlds(2),
};

/// More moves than any game of these rules takes: a game that goes on past
/// this is one the players cannot finish.
const MOVE_CAP: u32 = 60_000;

/// The seats that may act now: those whose turn it is, or between hands
/// every seat that may deal on.
fn actors(game: &Game) -> Vec<Seat> {
    let to_act = game.to_act();
    if !to_act.is_empty() {
        return to_act;
    }
    (0..game.seats())
        .filter(|&s| !game.legal_actions(s).is_empty())
        .collect()
}

/// Plays a whole game with `seats` choosing; at every decision every player
/// is asked too, and each answer must be legal.
fn play_checked(rules: &Rules, seed: u64, seats: &[Player]) -> Result<Game, TestCaseError> {
    let (mut game, _) = Game::new(*rules, seed).map_err(TestCaseError::fail)?;
    while !game.is_over() {
        prop_assert!(
            game.moves() < MOVE_CAP,
            "{}: no end after {MOVE_CAP} moves",
            rules.summary()
        );
        let to_act = actors(&game);
        prop_assert!(!to_act.is_empty(), "{}: nobody to act", rules.summary());
        for &seat in &to_act {
            let legal = game.legal_actions(seat);
            let view = game.seat_view(seat);
            let ms = move_seed(game.seed(), game.moves());
            for p in PLAYERS {
                let a = p.choose_with(&view, ms, &CONFIG);
                prop_assert!(
                    legal.contains(&a),
                    "{} ({}): {p} chose {a:?}, not in {legal:?}",
                    rules.summary(),
                    seed
                );
            }
        }
        let seat = to_act[0];
        let action = seats[seat % seats.len()].choose_in_with(&game, seat, &CONFIG);
        game.apply(seat, action)
            .map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
    }
    prop_assert!(game.standings().is_some());
    Ok(game)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]
    #[test]
    fn every_player_plays_only_legal_actions(rules_seed: u64, seed: u64, seats_seed: u64) {
        let rules = random_rules(&mut ChaCha8Rng::seed_from_u64(rules_seed));
        let mut rng = ChaCha8Rng::seed_from_u64(seats_seed);
        let seats: Vec<Player> = (0..4).map(|_| *PLAYERS.choose(&mut rng).unwrap()).collect();
        play_checked(&rules, seed, &seats)?;
    }
}

#[test]
fn each_level_finishes_games_of_every_kind_and_switch() {
    let mut all = vec![
        Rules::Jersey(Options {
            target: 50,
            ..Options::default()
        }),
        Rules::Colonel(ColonelRules { hands: 2 }),
        Rules::Gin(GinRules::default()),
    ];
    for &s in common::GIN_SWITCHES {
        let g = common::gin_with(s);
        all.push(Rules::Gin(g));
    }
    for (i, rules) in all.iter().enumerate() {
        for p in PLAYERS {
            play_checked(rules, 500 + i as u64, &[p])
                .unwrap_or_else(|e| panic!("{} ({p}): {e}", rules.summary()));
        }
    }
}

#[test]
fn players_are_deterministic_for_a_seed() {
    let rules = Rules::Gin(GinRules {
        doubling: true,
        ..GinRules::default()
    });
    let play = || {
        let (mut game, _) = Game::new(rules, 42).unwrap();
        let mut actions = Vec::new();
        while !game.is_over() {
            let seat = actors(&game)[0];
            let a = PLAYERS[seat + 1].choose_in_with(&game, seat, &CONFIG);
            game.apply(seat, a).unwrap();
            actions.push(a);
        }
        actions
    };
    assert_eq!(play(), play());
}
