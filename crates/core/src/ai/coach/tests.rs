//! The coach's tests: hints from the seat's view only (G1: hidden cards
//! stay hidden), the best action the searching player's, figures that mean
//! what they say.

use super::*;
use crate::ai::{move_seed, Player};
use crate::engine::{Card, CardSet, ColonelRules, Event, Game, GinRules, Rules, Seat};

/// Small budgets: the tests run unoptimised.
const QUICK: Settings = Settings {
    search_worlds: 24,
    screen_worlds: 3,
    rivals: 2,
    worlds: 8,
    calibrated: true,
};

fn rules(kind: GameKind) -> Rules {
    match kind {
        GameKind::Jersey => Rules::Jersey(Default::default()),
        GameKind::Gin => Rules::Gin(GinRules::default()),
        GameKind::Colonel => Rules::Colonel(ColonelRules::default()),
    }
}

/// The hidden cards of a hand, mutably: each seat's hand, the stock and
/// the hand's log (to tell which of an opponent's cards the seat saw it
/// take).
fn hidden_parts(game: &mut Game) -> (&mut [CardSet], &mut Vec<Card>, &[Event]) {
    match game {
        Game::Jersey(g) => {
            let h = g.hand_mut();
            (&mut h.hands[..], &mut h.stock, &h.log[..])
        }
        Game::Gin(g) => {
            let h = g.table_mut(0);
            (&mut h.hands[..], &mut h.stock, &h.log[..])
        }
        Game::Colonel(g) => {
            let h = g.hand_mut();
            (&mut h.hands[..], &mut h.stock, &h.log[..])
        }
    }
}

/// `game` with an opponent's card the seat has not seen swapped with the
/// bottom card of the stock: everything `seat` may see is the same.
fn hidden_twin(game: &Game, seat: Seat) -> Option<Game> {
    let mut twin = game.clone();
    let mine = game.hand_of(seat);
    let (hands, stock, log) = hidden_parts(&mut twin);
    let taken = CardSet::from_cards(log.iter().filter_map(|e| match e {
        Event::TookDiscard { card, .. } => Some(*card),
        _ => None,
    }));
    let bottom = *stock.first()?;
    let other = hands
        .iter()
        .position(|h| *h != mine && !h.minus(taken).is_empty())?;
    let card = hands[other].minus(taken).first()?;
    assert_ne!(card, bottom);
    hands[other].remove(card);
    hands[other].insert(bottom);
    stock[0] = card;
    assert_eq!(
        game.seat_view(seat).public().to_state(),
        twin.seat_view(seat).public().to_state()
    );
    assert_eq!(game.hand_of(seat), twin.hand_of(seat));
    Some(twin)
}

/// Decisions met in games between normal players: every `every`th move
/// of the first `moves` of each seed's game.
fn decisions(
    kind: GameKind,
    seeds: std::ops::Range<u64>,
    moves: u32,
    every: u32,
) -> Vec<(Game, Seat)> {
    let mut out = Vec::new();
    for seed in seeds {
        let (mut game, _) = Game::new(rules(kind), seed).unwrap();
        for step in 0..moves {
            if game.is_over() {
                break;
            }
            let seat = game.first_to_act().unwrap_or(0);
            if step % every == every - 1 && !game.between_hands() {
                out.push((game.clone(), seat));
            }
            let a = Player::Level(Level::Normal).choose_in(&game, seat);
            game.apply(seat, a).unwrap();
        }
    }
    out
}

const KINDS: [GameKind; 3] = [GameKind::Gin, GameKind::Jersey, GameKind::Colonel];

/// G1: the coach sees the seat's view only: the same view with other
/// hidden cards gives the same hint, option for option, figure for figure.
#[test]
fn a_hint_never_depends_on_hidden_cards() {
    for kind in KINDS {
        let mut compared = 0;
        for (game, seat) in decisions(kind, 0..3, 40, 7) {
            let Some(twin) = hidden_twin(&game, seat) else {
                continue;
            };
            let seed = move_seed(game.seed(), game.moves());
            let a = analyse(&game.seat_view(seat), None, seed, &QUICK);
            let b = analyse(&twin.seat_view(seat), None, seed, &QUICK);
            assert!(a.is_some(), "{kind:?}: no hint for a decision");
            assert_eq!(a, b, "{kind:?}: the hint looked at hidden cards");
            compared += 1;
        }
        assert!(
            compared >= 6,
            "{kind:?}: only {compared} positions compared"
        );
    }
}

/// The hint's best action is the one the searching player (hard, at the
/// coach's world budget) would play; the figures are chances and points
/// a hand can give; the same seed gives the same hint.
#[test]
fn the_best_action_is_the_searching_player_s() {
    for kind in [GameKind::Gin, GameKind::Jersey] {
        let config = Config {
            budget: Budget::Worlds(QUICK.search_worlds),
        };
        let mut met = 0;
        for (game, seat) in decisions(kind, 10..13, 45, 4) {
            let view = game.seat_view(seat);
            let seed = move_seed(game.seed(), game.moves());
            let hint = analyse(&view, None, seed, &QUICK).expect("a hint");
            let hard = crate::ai::choose_with(Level::Hard, &view, seed, &config);
            assert_eq!(hint.best().action, hard, "{kind:?}");
            assert_eq!(analyse(&view, None, seed, &QUICK), Some(hint.clone()));
            met += 1;
        }
        assert!(met > 10, "{kind:?}: {met}");
    }
}

#[test]
fn options_are_legal_distinct_and_in_range() {
    for kind in KINDS {
        for (game, seat) in decisions(kind, 20..22, 40, 5) {
            let view = game.seat_view(seat);
            let legal = view.legal_actions();
            let hint = analyse(&view, None, 1, &QUICK).expect("a hint");
            assert!(hint.options.len() <= 1 + QUICK.rivals);
            for (i, o) in hint.options.iter().enumerate() {
                assert!(legal.contains(&o.action), "{kind:?}: {o:?}");
                assert!((0.0..=1.0).contains(&o.win), "{kind:?}: {o:?}");
                assert!(o.points.abs() <= 600.0, "{kind:?}: {o:?}");
                assert!(hint.options[i + 1..].iter().all(|p| p.action != o.action));
            }
            // Rivals best first.
            for pair in hint.options[1..].windows(2) {
                assert!(pair[0].win >= pair[1].win);
            }
        }
    }
}

/// An action asked about is always among the options; the best action
/// loses nothing against itself.
#[test]
fn an_assessed_action_is_always_figured() {
    for kind in KINDS {
        for (game, seat) in decisions(kind, 30..32, 40, 6) {
            let view = game.seat_view(seat);
            let legal = view.legal_actions();
            let played = *legal.last().unwrap();
            let a = analyse(&view, Some(played), 2, &QUICK).expect("an analysis");
            assert!(a.of(played).is_some());
            assert_eq!(a.loss(a.best().action), Some(0.0));
            assert!(a.loss(played).unwrap() >= 0.0);
            let illegal = analyse(&view, Some(Action::NextHand), 2, &QUICK);
            assert!(illegal.is_none(), "an illegal action is not assessed");
        }
    }
}

/// No decision, no hint: another seat's turn, or between hands.
#[test]
fn no_hint_without_a_decision() {
    for kind in KINDS {
        let (game, _) = Game::new(rules(kind), 4).unwrap();
        let seat = game.first_to_act().unwrap();
        let other = (seat + 1) % game.seats();
        assert!(analyse(&game.seat_view(other), None, 1, &QUICK).is_none());
    }
}

mod reviews {
    use super::*;
    use crate::ai::coach::review::{review_with, Grade};
    use crate::engine::cards::written::card;
    use crate::engine::{GinGame, GinHand, HandSettings};

    /// Settings large enough for grades to mean something, small enough
    /// for an unoptimised test.
    const GRADING: Settings = Settings {
        search_worlds: 48,
        screen_worlds: 4,
        rivals: 2,
        worlds: 48,
        calibrated: true,
    };

    /// A hand where seat 0 plays the coach's best action at every
    /// decision: every line of its review loses nothing (the hint's best
    /// action has loss 0) and is good.
    #[test]
    fn playing_the_hint_loses_nothing() {
        for kind in KINDS {
            let (mut game, _) = Game::new(rules(kind), 40).unwrap();
            let start = game.clone();
            let mut moves = Vec::new();
            while !game.between_hands() && !game.is_over() && moves.len() < 60 {
                let seat = game.first_to_act().unwrap();
                let a = if seat == 0 {
                    let seed = move_seed(game.seed(), game.moves());
                    match analyse(&game.seat_view(0), None, seed, &QUICK) {
                        Some(h) => h.best().action,
                        None => Player::Level(Level::Normal).choose_in(&game, 0),
                    }
                } else {
                    Player::Level(Level::Normal).choose_in(&game, seat)
                };
                moves.push((seat, a));
                game.apply(seat, a).unwrap();
            }
            let r = review_with(&start, &moves, 0, &QUICK);
            assert!(r.lines.len() >= 3, "{kind:?}: {} decisions", r.lines.len());
            for line in &r.lines {
                assert_eq!(line.played.action, line.best.action, "{kind:?}");
                assert_eq!((line.loss, line.grade), (0.0, Grade::Good), "{kind:?}");
            }
            assert_eq!(r.accuracy(), 100.0);
        }
    }

    /// The searching player's own hand, played at another budget than the
    /// review's: (almost) every decision good.
    #[test]
    fn the_searching_player_s_hand_is_graded_good() {
        let config = Config {
            budget: Budget::Worlds(96),
        };
        let (mut good, mut all) = (0, 0);
        for seed in 50..53 {
            let (mut game, _) = Game::new(rules(GameKind::Gin), seed).unwrap();
            let start = game.clone();
            let mut moves = Vec::new();
            while !game.between_hands() && !game.is_over() {
                let seat = game.first_to_act().unwrap();
                let level = if seat == 0 {
                    Level::Hard
                } else {
                    Level::Normal
                };
                let seed = move_seed(game.seed(), game.moves()) ^ 7;
                let a = crate::ai::choose_with(level, &game.seat_view(seat), seed, &config);
                moves.push((seat, a));
                game.apply(seat, a).unwrap();
            }
            let r = review_with(&start, &moves, 0, &GRADING);
            good += r.count(Grade::Good);
            all += r.lines.len();
        }
        assert!(all >= 10, "{all} decisions");
        assert!(good * 10 >= all * 9, "{good} of {all} good");
    }

    /// G5, G6: seat 1 has taken nine discards that make three melds
    /// (4♣ 5♣ 6♣, 9♦ 9♥ 9♠, J♠ Q♠ K♠; the cards that would meld with them
    /// are in the pile) and holds one card more; seat 0 goes gin by
    /// knocking with 7♣. Throwing 7♣ without knocking hands seat 1 its
    /// gin: a blunder, and the coach prefers the knock.
    #[test]
    fn throwing_the_opponent_its_gin_is_a_blunder() {
        let cards = |s: &str| -> Vec<Card> { s.split(' ').map(card).collect() };
        let fatal = cards("4c 5c 6c 9d 9h 9s Js Qs Ks");
        let drawn = cards("2h 3h 4h 5d 6d 7d 8s 8h 8d 5h");
        // The cards that would meld with seat 1's nine go to the pile: it
        // cannot hold gin already.
        let thrown = cards("Qh 3c 9c Ts Tc Jc Qc Kc Td");
        let mut hand0 = fatal.clone();
        hand0.push(card("7c"));
        let mut hand1 = thrown.clone();
        hand1.push(card("Kh"));
        let upcard = card("Th");
        let used = CardSet::from_cards(
            hand0
                .iter()
                .chain(&hand1)
                .chain(&drawn)
                .copied()
                .chain([upcard]),
        );
        let mut stock = drawn.clone();
        stock.extend(Card::all().filter(|c| !used.contains(*c)));
        let rules = GinRules::default();
        let hands = [CardSet::from_cards(hand0), CardSet::from_cards(hand1)];
        let hand = GinHand::from_setup(
            HandSettings::of(&rules),
            [0, 1],
            hands,
            Some(upcard),
            &stock,
        )
        .unwrap();
        let start: Game = GinGame::with_hand(rules, 3, hand).into();
        let mut moves = vec![
            (0, Action::PassUpcard),
            (1, Action::PassUpcard),
            (0, Action::DrawStock),
        ];
        for i in 0..9 {
            moves.push((0, Action::Discard { card: fatal[i] }));
            moves.push((1, Action::TakeDiscard));
            moves.push((1, Action::Discard { card: thrown[i] }));
            moves.push((0, Action::DrawStock));
        }
        moves.push((0, Action::Discard { card: card("7c") }));
        let mut check = start.clone();
        for &(seat, a) in &moves {
            check.apply(seat, a).unwrap();
        }
        let r = review_with(&start, &moves, 0, &GRADING);
        let last = r.lines.last().unwrap();
        assert_eq!(last.index, moves.len() - 1);
        assert_eq!(last.grade, Grade::Blunder, "{last:?}");
        assert!(matches!(last.best.action, Action::Knock { .. }), "{last:?}");
        assert_eq!(r.worst(), Some(last));
    }
}
