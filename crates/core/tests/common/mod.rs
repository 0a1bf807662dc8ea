//! Helpers shared by the integration test suites (each suite uses a part).
#![allow(dead_code)]

use gin_core::engine::jersey::{Game, Hand, Options};
use gin_core::engine::melds::AceValue;
use gin_core::engine::{parse_cards, Action, ActionError, Card, CardSet, Event, Seat};
use gin_core::engine::{ColonelRules, GinRules, NextDealer, OklahomaLimit, Rules, Shutout};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One card from its ascii or symbol form, e.g. `7c`, `Td`, `10♦`.
pub fn card(s: &str) -> Card {
    s.parse()
        .unwrap_or_else(|e| panic!("bad card {s:?} in a test: {e}"))
}

/// A set of cards from a space-separated list, e.g. `"5h 6h 7h"`.
pub fn cards(s: &str) -> CardSet {
    let v = parse_cards(s).unwrap_or_else(|e| panic!("bad cards {s:?} in a test: {e}"));
    CardSet::from_cards(v)
}

/// A list of cards in the given order.
pub fn card_list(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap_or_else(|e| panic!("bad cards {s:?} in a test: {e}"))
}

pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A shuffled 52-card deck.
pub fn shuffled(rng: &mut ChaCha8Rng) -> Vec<Card> {
    let mut deck: Vec<Card> = Card::all().collect();
    deck.shuffle(rng);
    deck
}

/// A scripted deal (R3.4) wrapped in a game: the three hands, the upcard, the
/// top of the stock (`stock_top`, top card first) and its bottom
/// (`stock_bottom`, the last cards drawn, in drawing order). Every other card
/// lies between them in deck order (clubs A..K, diamonds, hearts, spades).
pub fn scripted(
    options: Options,
    dealer: Seat,
    hands: [&str; 3],
    upcard: &str,
    stock_top: &str,
    stock_bottom: &str,
) -> Game {
    let hands = hands.map(cards);
    let upcard = card(upcard);
    let mut stock = card_list(stock_top);
    let bottom = card_list(stock_bottom);
    let used = hands[0]
        .union(hands[1])
        .union(hands[2])
        .with(upcard)
        .union(CardSet::from_cards(stock.iter().copied()))
        .union(CardSet::from_cards(bottom.iter().copied()));
    stock.extend(CardSet::FULL.minus(used).iter());
    stock.extend(bottom);
    let hand = Hand::from_setup(options, dealer, hands, upcard, &stock)
        .unwrap_or_else(|e| panic!("bad scripted deal: {e}"));
    Game::with_hand(options, 1, hand)
}

/// Applies an action that must be legal, checking that `legal_actions`
/// listed it and that the 52-card invariant still holds.
pub fn play(game: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    assert!(
        game.legal_actions(seat).contains(&action),
        "{action:?} by seat {seat} is not listed as legal: {:?}",
        game.legal_actions(seat)
    );
    let events = game
        .apply(seat, action)
        .unwrap_or_else(|e| panic!("{action:?} by seat {seat} refused: {e}"));
    game.check_invariants().unwrap();
    events
}

pub fn discard(c: &str) -> Action {
    Action::Discard { card: card(c) }
}

pub fn knock(c: &str) -> Action {
    Action::Knock { card: card(c) }
}

/// The JSON string form of a card as it appears in serialized views: `"7c"`.
pub fn json_card(c: Card) -> String {
    format!("\"{}\"", c.ascii())
}

/// Checks that `action` by `seat` is refused with `want` and changes nothing
/// (R4.5).
pub fn refused(game: &mut Game, seat: Seat, action: Action, want: ActionError) {
    let before = game.clone();
    assert_eq!(
        game.apply(seat, action),
        Err(want),
        "{action:?} by seat {seat}"
    );
    assert!(
        *game == before,
        "a refused {action:?} by seat {seat} changed the game"
    );
}

/// The card a seat drew from the stock, from the events of its draw.
pub fn drawn(events: &[Event]) -> Card {
    events
        .iter()
        .find_map(|e| match e {
            Event::Drew { card, .. } => Some(*card),
            _ => None,
        })
        .expect("a Drew event")
}

/// A whole turn that leaves the hand as it was: draw from the stock and
/// throw the drawn card. Returns the events of both actions.
pub fn draw_and_throw(game: &mut Game, seat: Seat) -> Vec<Event> {
    let mut events = play(game, seat, Action::DrawStock);
    let c = drawn(&events);
    events.extend(play(game, seat, Action::Discard { card: c }));
    events
}

/// A random valid rule set of any kind, with a low target so games end.
pub fn random_rules(rng: &mut ChaCha8Rng) -> Rules {
    match rng.random_range(0..10) {
        0 => Rules::Jersey(Options {
            target: rng.random_range(20..80),
            ..Options::default()
        }),
        1 | 2 => Rules::Colonel(ColonelRules {
            hands: rng.random_range(1..4),
        }),
        _ => loop {
            let mut g = GinRules {
                oklahoma: rng.random_bool(0.3),
                oklahoma_limit: if rng.random_bool(0.5) {
                    OklahomaLimit::Current
                } else {
                    OklahomaLimit::FirstUpcard
                },
                hollywood: rng.random_bool(0.2),
                eleven_card: rng.random_bool(0.25),
                around_corner: rng.random_bool(0.3),
                corner_ace: if rng.random_bool(0.5) {
                    AceValue::One
                } else {
                    AceValue::Fifteen
                },
                doubling: rng.random_bool(0.4),
                redouble: rng.random_bool(0.7),
                gin_only: rng.random_bool(0.1),
                three_sitout: rng.random_bool(0.2),
                partnership: rng.random_bool(0.2),
                target: Some(rng.random_range(25..90)),
                knock_limit: rng.random_range(0..=10),
                undercut_bonus: *[10, 20, 25].choose(rng).unwrap(),
                gin_bonus: *[20, 25].choose(rng).unwrap(),
                extra_boxes: rng.random_range(0..=2),
                shutout: *[Shutout::Double, Shutout::Bonus200, Shutout::Off]
                    .choose(rng)
                    .unwrap(),
                ..GinRules::default()
            };
            if !g.three_sitout && !g.partnership {
                g.next_dealer = *[NextDealer::Loser, NextDealer::Winner, NextDealer::Alternate]
                    .choose(rng)
                    .unwrap();
            }
            if g.validate().is_ok() {
                break Rules::Gin(g);
            }
        },
    }
}

/// Every switch of two-handed Gin that changes the game on its own.
#[allow(dead_code)] // not every test binary uses it
pub const GIN_SWITCHES: &[&str] = &[
    "oklahoma",
    "oklahoma_current",
    "hollywood",
    "eleven_card",
    "around_corner",
    "doubling",
    "gin_only",
    "three_sitout",
    "partnership",
];

/// Two-handed Gin with one switch on.
#[allow(dead_code)] // not every test binary uses it
pub fn gin_with(switch: &str) -> GinRules {
    let mut g = GinRules::default();
    g.set_switch(switch).unwrap();
    g
}
