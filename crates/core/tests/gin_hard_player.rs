//! Two-handed Gin's searching player (`ai::gin::search`): it plays legal
//! actions, decides the same way for the same view and seed under a world
//! budget, and never reads a hidden card — two deals that differ only in
//! cards the seat cannot see (a card of the opponent's hand swapped with
//! one deep in the stock) get the same decisions while the seat's view is
//! the same.

use gin_core::ai::gin::search as gin_search;
use gin_core::ai::{Budget, Level, Player};
use gin_core::engine::{Card, CardSet};
use gin_core::engine::{Game, GinGame, GinHand, GinRules, HandSettings, Rules};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Few worlds: debug builds roll out slowly; a world budget is reproducible.
const BUDGET: Budget = Budget::Worlds(8);

fn normal(game: &Game, seat: usize) -> gin_core::engine::Action {
    Player::Level(Level::Normal).choose_in(game, seat)
}

#[test]
fn search_plays_legal_and_repeatable_actions() {
    for seed in 0..3u64 {
        let (mut game, _) = Game::new(Rules::Gin(GinRules::default()), seed).unwrap();
        let mut steps = 0;
        while !game.is_over() && steps < 120 {
            let seat = game.to_act().first().copied().unwrap_or(0);
            let action = if seat == 0 {
                let view = game.seat_view(0);
                let a = gin_search::choose(&view, seed + steps, BUDGET);
                assert_eq!(a, gin_search::choose(&view, seed + steps, BUDGET));
                assert!(game.legal_actions(0).contains(&a), "{a:?} is not legal");
                a
            } else {
                normal(&game, seat)
            };
            game.apply(seat, action).unwrap();
            steps += 1;
        }
    }
}

/// The same deal twice, the second with a card of seat 1 (the dealer, whom
/// seat 0 cannot see) swapped with the stock's fourth card from the bottom.
fn twin_deals(seed: u64) -> (Game, Game) {
    let rules = GinRules::default();
    let mut deck: Vec<Card> = Card::all().collect();
    deck.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
    let hands = [
        CardSet::from_cards(deck[..10].iter().copied()),
        CardSet::from_cards(deck[10..20].iter().copied()),
    ];
    let upcard = deck[20];
    let stock: Vec<Card> = deck[21..].to_vec();
    let make = |hands: [CardSet; 2], stock: &[Card]| -> Game {
        let hand =
            GinHand::from_setup(HandSettings::of(&rules), [0, 1], hands, Some(upcard), stock)
                .unwrap();
        GinGame::with_hand(rules, seed, hand).into()
    };
    let a = make(hands, &stock);
    let hidden = hands[1].iter().next().unwrap();
    let deep = stock.len() - 4;
    let mut swapped_stock = stock.clone();
    let buried = swapped_stock[deep];
    swapped_stock[deep] = hidden;
    let b = make(
        [hands[0], hands[1].without(hidden).with(buried)],
        &swapped_stock,
    );
    (a, b)
}

#[test]
fn search_never_reads_a_hidden_card() {
    let mut compared = 0;
    for seed in 0..4u64 {
        let (mut a, mut b) = twin_deals(seed);
        let mut steps = 0u64;
        while !a.is_over() && steps < 60 {
            // The seat's view must be the same in both games.
            if a.public_state() != b.public_state() || a.hand_of(0) != b.hand_of(0) {
                break;
            }
            let seat = a.to_act().first().copied().unwrap_or(0);
            if a.between_hands() {
                break;
            }
            let action = if seat == 0 {
                let x = gin_search::choose(&a.seat_view(0), steps, BUDGET);
                let y = gin_search::choose(&b.seat_view(0), steps, BUDGET);
                assert_eq!(
                    x, y,
                    "seed {seed}, step {steps}: the choice read a hidden card"
                );
                compared += 1;
                x
            } else {
                normal(&a, seat)
            };
            if a.apply(seat, action).is_err() || b.apply(seat, action).is_err() {
                break;
            }
            steps += 1;
        }
    }
    assert!(compared >= 8, "only {compared} decisions compared");
}
