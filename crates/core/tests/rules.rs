//! RULES.md clause by clause: the worked examples E1–E9, the deadwood
//! examples, and scripted deals that drive the engine into every clause.
//!
//! Scripted deals use dealer 2 unless said otherwise, so seat 0 plays first
//! (R4.1) and the order of play is 0, 1, 2.

// Points are written as in RULES.md, e.g. (8 - 5) + (5 - 5) + 10, and seats
// index per-seat arrays.
#![allow(clippy::identity_op, clippy::needless_range_loop)]

mod common;

use common::{card, cards, discard, draw_and_throw, knock, play, refused, scripted};
use gin_core::ai::{choose_with, Budget, Config, Level};
use gin_core::engine::jersey::{
    left_of, score_break, score_knock, Game, Hand, HandEnd, HandResult, Options, Phase,
};
use gin_core::engine::melds::deadwood;
use gin_core::engine::{Action, ActionError, CardSet, Event, LaidOff, Seat};

fn result(game: &Game) -> HandResult {
    game.hand().result().expect("the hand is over").clone()
}

fn laid_off(c: &str, onto: &str, owner: Seat) -> LaidOff {
    LaidOff {
        cards: cards(c),
        onto: cards(onto),
        owner,
    }
}

fn sorted<T: Ord + Clone>(v: &[T]) -> Vec<T> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Layoffs as sorted (cards, onto, owner) triples.
type Layoffs = Vec<(CardSet, CardSet, Seat)>;

fn sorted_layoffs(v: &[LaidOff]) -> Layoffs {
    sorted(
        &v.iter()
            .map(|l| (l.cards, l.onto, l.owner))
            .collect::<Vec<_>>(),
    )
}

fn melds(list: &[&str]) -> Vec<CardSet> {
    sorted(&list.iter().map(|m| cards(m)).collect::<Vec<_>>())
}

// ---------------------------------------------------------------------------
// Worked examples and deadwood examples
// ---------------------------------------------------------------------------

// A = seat 0, B = seat 1 (left of A), C = seat 2.

#[test]
fn e1_e2_knock_won_r7_1() {
    assert_eq!(
        score_knock(0, [9, 11, 14], 10),
        (HandEnd::Knock { knocker: 0 }, 0, 7)
    );
    assert_eq!(
        score_knock(0, [5, 15, 13], 10),
        (HandEnd::Knock { knocker: 0 }, 0, 18)
    );
}

#[test]
fn e3_e4_e5_underknock_r7_2() {
    let under = |u| HandEnd::Underknock {
        knocker: 0,
        underknocker: u,
    };
    assert_eq!(score_knock(0, [8, 6, 20], 10), (under(1), 1, 26)); // E3
    assert_eq!(score_knock(0, [8, 5, 5], 10), (under(1), 1, 13)); // E4
    assert_eq!(score_knock(0, [7, 7, 30], 10), (under(1), 1, 33)); // E5
                                                                   // The lower opponent underknocks even when it is not left of the knocker.
    assert_eq!(score_knock(0, [8, 20, 6], 10), (under(2), 2, 26));
    // E4 with the knocker at seat 2: left of it is seat 0 (R3.1 wraps).
    assert_eq!(
        score_knock(2, [5, 5, 8], 10),
        (
            HandEnd::Underknock {
                knocker: 2,
                underknocker: 0
            },
            0,
            13
        )
    );
}

#[test]
fn e7_e8_break_end_r8_6() {
    // E7: breaker B 4, C 4, A 9: B wins 5.
    assert_eq!(score_break(1, [9, 4, 4]), (1, 5));
    // E8: breaker A 10, B 3, C 3: B (left of A) wins 7.
    assert_eq!(score_break(0, [10, 3, 3]), (1, 7));
    // The breaker tied with the seat left of it, lowest: the breaker wins.
    assert_eq!(score_break(2, [3, 9, 3]), (2, 6));
    // A strict lowest wins outright.
    assert_eq!(score_break(0, [5, 9, 2]), (2, 3 + 7));
}

#[test]
fn deadwood_examples_r2_4() {
    for (hand, want) in [
        ("As 2s 3s 4s 4h 4d 7c 8c 9c Kd", 10),
        ("5h 6h 7h 8h 7s 7d", 14),
        ("3h 4h 5h 6h 7h 8h 5s 5d", 7),
        ("Qs Ks As 2s", 23), // R1.3: no wrap
        ("", 0),
        ("Kd", 10),
    ] {
        assert_eq!(deadwood(cards(hand)), want, "{hand}");
    }
}

#[test]
fn r1_2_card_values() {
    let total: u32 = cards("As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks").value();
    assert_eq!(total, 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 10 + 10 + 10);
}

// ---------------------------------------------------------------------------
// The deal and the turn (R3, R4)
// ---------------------------------------------------------------------------

#[test]
fn r3_2_first_dealer_is_the_highest_card_ace_low_ties_by_suit() {
    for seed in 0..200 {
        let (g, events) = Game::new(Options::default(), seed);
        let Event::DealerDraw {
            cards: drawn,
            dealer,
        } = events[0].clone()
        else {
            panic!("R3.2: the draw is shown first");
        };
        // Highest rank (ace low: rank 0), then ♠ > ♥ > ♦ > ♣.
        let key = |c: gin_core::engine::Card| (c.rank(), c.suit());
        for s in 0..3 {
            if s != dealer {
                assert!(key(drawn[s]) < key(drawn[dealer]), "seed {seed}: {drawn:?}");
            }
        }
        assert_eq!(g.hand().dealer(), dealer);
        assert!(
            matches!(events[1], Event::HandDealt { dealer: d, hand: 1, stock: 21, .. } if d == dealer)
        );
    }
    use gin_core::engine::jersey::first_dealer;
    assert_eq!(first_dealer([card("As"), card("2c"), card("Ah")]), 1);
    assert_eq!(first_dealer([card("Kc"), card("Kd"), card("Qs")]), 1);
    assert_eq!(first_dealer([card("7h"), card("7c"), card("7s")]), 2);
}

#[test]
fn r3_4_deal_order_and_r4_1_first_player() {
    let deck: Vec<_> = gin_core::engine::Card::all().collect();
    let deck: [_; 52] = deck.try_into().unwrap();
    for dealer in 0..3 {
        let hand = Hand::deal(Options::default(), dealer, &deck);
        // One card at a time, starting left of the dealer.
        for i in 0..30 {
            let seat = (dealer + 1 + i) % 3;
            assert!(hand.hand_of(seat).contains(deck[i]));
        }
        assert_eq!(hand.top_discard(), Some(deck[30]));
        assert_eq!(hand.stock_len(), 21);
        assert_eq!(hand.turn(), left_of(dealer));
        // The next stock card drawn is deck[31].
        let mut game = Game::with_hand(Options::default(), 1, hand);
        let ev = play(&mut game, left_of(dealer), Action::DrawStock);
        assert_eq!(common::drawn(&ev), deck[31]);
    }
}

/// A deal used for knocks: seat 0 holds 5-6-7♥, Q♠ Q♦ Q♥ and 2-3-4♣ plus
/// `kd`; seat 1 holds 9-10-J♣, K♣ K♦ K♠ and 8-9-10♦ plus `d1`; seat 2 holds
/// A-2-3♠, 9-10-J♥ and 6-7-8♣ plus `d2`. The upcard is 3♥ and the first
/// stock card `top`. `knocker` rotates the hands so that the first hand
/// belongs to that seat, and it plays first.
fn melded_deal(options: Options, knocker: Seat, kd: &str, d1: &str, d2: &str, top: &str) -> Game {
    let h0 = format!("5h 6h 7h Qs Qd Qh 2c 3c 4c {kd}");
    let h1 = format!("9c Tc Jc Kc Kd Ks 8d 9d Td {d1}");
    let h2 = format!("As 2s 3s 9h Th Jh 6c 7c 8c {d2}");
    let mut hands = [""; 3];
    hands[knocker] = &h0;
    hands[left_of(knocker)] = &h1;
    hands[left_of(left_of(knocker))] = &h2;
    let dealer = (knocker + 2) % 3;
    scripted(options, dealer, hands, "3h", top, "")
}

#[test]
fn r4_2_r4_3_taken_upcard_cannot_be_thrown_back() {
    let mut g = melded_deal(Options::default(), 0, "8s", "5d", "5s", "Ts");
    // R4.2: the first player chooses between the upcard and the stock.
    assert_eq!(
        g.legal_actions(0),
        vec![Action::DrawStock, Action::TakeDiscard]
    );
    assert!(g.legal_actions(1).is_empty() && g.legal_actions(2).is_empty());
    refused(
        &mut g,
        1,
        Action::DrawStock,
        ActionError::NotYourTurn { turn: 0 },
    );
    refused(&mut g, 0, discard("8s"), ActionError::MustDrawFirst);
    play(&mut g, 0, Action::TakeDiscard);
    assert_eq!(g.hand().taken(), Some(card("3h")));
    refused(&mut g, 0, Action::DrawStock, ActionError::AlreadyDrew);
    // R4.3: neither face up nor face down (a knock).
    refused(
        &mut g,
        0,
        discard("3h"),
        ActionError::CannotDiscardTaken { card: card("3h") },
    );
    refused(
        &mut g,
        0,
        knock("3h"),
        ActionError::CannotDiscardTaken { card: card("3h") },
    );
    let legal = g.legal_actions(0);
    assert!(!legal.contains(&discard("3h")) && !legal.contains(&knock("3h")));
    assert!(legal.contains(&discard("8s")));
    refused(
        &mut g,
        0,
        discard("Ts"),
        ActionError::CardNotInHand { card: card("Ts") },
    );
    play(&mut g, 0, discard("8s"));
    // R4.4: the next player may take the card just thrown.
    assert_eq!(g.hand().top_discard(), Some(card("8s")));
    assert!(g.legal_actions(1).contains(&Action::TakeDiscard));
    play(&mut g, 1, Action::TakeDiscard);
    // 3♥ left the pile with seat 0: the pile is empty until seat 1 throws.
    assert_eq!(g.hand().top_discard(), None);
    play(&mut g, 1, discard("5d"));
    assert_eq!(g.hand().discards(), &[card("5d")]);
}

// ---------------------------------------------------------------------------
// Knocking, gin, layoffs and scoring (R5, R6, R7)
// ---------------------------------------------------------------------------

#[test]
fn r5_1_knock_too_high_is_refused() {
    let mut g = melded_deal(Options::default(), 0, "8s", "5d", "5s", "Ts");
    play(&mut g, 0, Action::DrawStock);
    // Throwing Q♠ keeps 5-6-7♥, 2-3-4♣ and Q♦ Q♥ 8♠ 10♠: 38.
    refused(
        &mut g,
        0,
        knock("Qs"),
        ActionError::KnockTooHigh {
            card: card("Qs"),
            deadwood: 38,
            limit: 10,
        },
    );
    let legal = g.legal_actions(0);
    assert!(legal.contains(&knock("Ts")) && legal.contains(&knock("8s")));
    assert!(!legal.contains(&knock("Qs")));
}

#[test]
fn r5_1_r6_1_r6_2_r7_1_knock_won_with_layoffs_in_order() {
    // Knocker seat 0: 5-6-7♥, Q♠ Q♦ Q♥, 2-3-4♣, 3♥ (count 3).
    // Seat 1 lays off 8♥ on the run and 5♣ on 2-3-4♣, melds 2-3-4♠, and
    // keeps K♦ 10♥ 9♣ 7♦ 2♥ (38): 7♦ would fit seat 2's 4-5-6♦, but seat 1
    // lays off before seat 2 shows its melds (R6.2).
    // Seat 2 lays off 9♥ on the 8♥ laid off by seat 1, 5♠ on seat 1's
    // 2-3-4♠, melds 4-5-6♦ and keeps K♠ J♠ 8♣ A♦ J♥ (39).
    let mut g = scripted(
        Options::default(),
        2,
        [
            "5h 6h 7h Qs Qd Qh 2c 3c 4c 3h",
            "8h 5c 2s 3s 4s Kd Th 9c 7d 2h",
            "9h 5s 4d 5d 6d Ks Js 8c Ad Jh",
        ],
        "Ts",
        "Kh",
        "",
    );
    play(&mut g, 0, Action::DrawStock);
    let events = play(&mut g, 0, knock("Kh"));
    assert!(events.contains(&Event::Knocked {
        seat: 0,
        gin: false,
        count: 3
    }));
    let r = result(&g);
    assert_eq!(r.end, HandEnd::Knock { knocker: 0 });
    assert_eq!(r.counts, [3, 38, 39]);
    assert_eq!((r.winner, r.points), (0, (38 - 3) + (39 - 3)));
    assert_eq!(g.scores(), [71, 0, 0]);
    assert_eq!(g.boxes(), [1, 0, 0]); // R7.4
    let seats: Vec<Seat> = r.reveals.iter().map(|v| v.seat).collect();
    assert_eq!(seats, vec![0, 1, 2], "R6.1: left of the knocker first");
    let k = &r.reveals[0];
    assert_eq!(
        sorted(&k.melds),
        melds(&["5h 6h 7h", "Qs Qd Qh", "2c 3c 4c"])
    );
    assert!(k.layoffs.is_empty(), "R6.3: the knocker lays off nothing");
    assert_eq!(k.deadwood_cards, cards("3h"));
    let b = &r.reveals[1];
    assert_eq!(b.melds, melds(&["2s 3s 4s"]));
    assert_eq!(
        sorted_layoffs(&b.layoffs),
        sorted_layoffs(&[laid_off("8h", "5h 6h 7h", 0), laid_off("5c", "2c 3c 4c", 0)])
    );
    assert_eq!(b.deadwood_cards, cards("Kd Th 9c 7d 2h"));
    let c = &r.reveals[2];
    assert_eq!(c.melds, melds(&["4d 5d 6d"]));
    assert_eq!(
        sorted_layoffs(&c.layoffs),
        sorted_layoffs(&[
            laid_off("9h", "5h 6h 7h 8h", 0),
            laid_off("5s", "2s 3s 4s", 1)
        ])
    );
    assert_eq!(c.deadwood_cards, cards("Ks Js 8c Ad Jh"));
    // The face-down card is never shown (R5.1).
    let json = serde_json::to_string(&g.public_view().to_state()).unwrap();
    assert!(!json.contains(&common::json_card(card("Kh"))));
    assert!(
        json.contains(&common::json_card(card("3h"))),
        "the knocker's deadwood is shown"
    );
    // The hand is over: only NextHand is legal, for any seat.
    for s in 0..3 {
        assert_eq!(g.legal_actions(s), vec![Action::NextHand]);
    }
    refused(&mut g, 1, Action::DrawStock, ActionError::HandOver);
}

#[test]
fn r5_4_knocker_shows_the_arrangement_exposing_fewest_layoffs() {
    // Knocker seat 0 keeps 5-8♣, A♣ and A♥ 2♥ 3♥ 2♦ 2♠: A-2-3♥ or the
    // twos both leave 5. One card lays off directly onto each (4♥ or 2♣),
    // but 5♥ 6♥ ... could follow 4♥ onto A-2-3♥ (R2.5), so R5.4 shows the
    // twos. Seat 1's 4♥ 5♥ then stay deadwood: 43 rather than 34.
    let mut g = scripted(
        Options::default(),
        2,
        [
            "5c 6c 7c 8c Ah 2h 3h 2d 2s Ac",
            "4h 5h 9s Ts Js Jd Qd 7d 3s 4s",
            "Kh Qh Jh 9h 8h 9d Td 6d 6s 7s",
        ],
        "Ks",
        "Kd",
        "",
    );
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, knock("Kd"));
    let r = result(&g);
    assert_eq!(
        sorted(&r.reveals[0].melds),
        melds(&["5c 6c 7c 8c", "2d 2h 2s"])
    );
    assert_eq!(r.reveals[0].deadwood_cards, cards("Ah 3h Ac"));
    assert_eq!(r.counts, [5, 43, 55]);
    assert!(r.reveals[1].layoffs.is_empty());
    assert_eq!((r.winner, r.points), (0, (43 - 5) + (55 - 5)));
}

#[test]
fn r7_2_underknock_equal_counts_and_ties_go_left_of_the_knocker() {
    // (knocker's deadwood card, seat left of it, the third seat) and the
    // expected underknocker (0 = left of the knocker, 1 = the third) and points.
    let cases = [
        ("8s", "5d", "5s", 0, (8 - 5) + (5 - 5) + 10), // E4: tie to the left
        ("6s", "6d", "Js", 0, (10 - 6) + 10),          // E5: equal count underknocks
        ("8s", "6d", "5s", 1, (8 - 5) + (6 - 5) + 10), // the lower one, not the left one
        ("8s", "8h", "9s", 0, 8 + 9 + 10),             // 8♥ is laid off: 0 left; 9♠ 9
    ];
    for knocker in 0..3 {
        for (kd, d1, d2, under, points) in cases {
            let mut g = melded_deal(Options::default(), knocker, kd, d1, d2, "Ts");
            play(&mut g, knocker, Action::DrawStock);
            play(&mut g, knocker, knock("Ts"));
            let r = result(&g);
            let b = left_of(knocker);
            let u = if under == 0 { b } else { left_of(b) };
            assert_eq!(
                r.end,
                HandEnd::Underknock {
                    knocker,
                    underknocker: u
                },
                "knocker {knocker}, {kd} {d1} {d2}: counts {:?}",
                r.counts
            );
            assert_eq!((r.winner, r.points), (u, points), "{kd} {d1} {d2}");
            let mut want = [0; 3];
            want[u] = points;
            assert_eq!(g.scores(), want, "R7.2: nobody else scores");
        }
    }
}

#[test]
fn r7_1_knock_won_when_both_are_higher() {
    let mut g = melded_deal(Options::default(), 1, "2d", "5d", "5s", "Ts");
    play(&mut g, 1, Action::DrawStock);
    play(&mut g, 1, knock("Ts"));
    let r = result(&g);
    assert_eq!(r.end, HandEnd::Knock { knocker: 1 });
    assert_eq!(r.counts, [5, 2, 5]);
    assert_eq!((r.winner, r.points), (1, 3 + 3));
}

/// Seat 0 draws 8♥ and knocks with 8♠: 5-8♥, Q♠ Q♦ Q♥, 2-3-4♣ is gin.
/// Seat 1 keeps 5♣ 4♦ 2♦ A♦ (12) and seat 2 J♠ Q♣ 8♦ 3♦ (31); 5♣ and Q♣
/// would lay off, but not after gin (R6.4).
fn gin_deal(options: Options) -> Game {
    scripted(
        options,
        2,
        [
            "5h 6h 7h Qs Qd Qh 2c 3c 4c 8s",
            "9c Tc Jc Kc Kd Ks 5c 4d 2d Ad",
            "As 2s 3s 9h Th Jh 8d Js Qc 3d",
        ],
        "3h",
        "8h",
        "",
    )
}

#[test]
fn e6_r5_2_r7_3_r6_4_gin_scores_bonus_without_layoffs() {
    let mut g = gin_deal(Options::default());
    play(&mut g, 0, Action::DrawStock);
    let events = play(&mut g, 0, knock("8s"));
    assert!(events.contains(&Event::Knocked {
        seat: 0,
        gin: true,
        count: 0
    }));
    let r = result(&g);
    assert_eq!(r.end, HandEnd::Gin { seat: 0 });
    assert_eq!(r.counts, [0, 12, 31]);
    assert_eq!((r.winner, r.points), (0, 12 + 31 + 40)); // E6: 83
    for v in &r.reveals {
        assert!(v.layoffs.is_empty(), "R6.4: no layoffs after gin");
    }
    assert_eq!(r.reveals[1].melds, melds(&["9c Tc Jc", "Kc Kd Ks"]));
}

#[test]
fn r10_gin_bonus_option() {
    let opts = Options {
        gin_bonus: 20,
        ..Options::default()
    };
    let mut g = gin_deal(opts);
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, knock("8s"));
    assert_eq!(result(&g).points, 12 + 31 + 20);
}

#[test]
fn r10_knock_limit_and_underknock_bonus_options() {
    // Knock limit 5: 8 is too high, 5 is fine.
    let opts = Options {
        knock_limit: 5,
        underknock_bonus: 25,
        ..Options::default()
    };
    let mut g = melded_deal(opts, 0, "8s", "5d", "5s", "Ts");
    play(&mut g, 0, Action::DrawStock);
    refused(
        &mut g,
        0,
        knock("Ts"),
        ActionError::KnockTooHigh {
            card: card("Ts"),
            deadwood: 8,
            limit: 5,
        },
    );
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Knock { .. })));
    // 5, 6 and 5: seat 2 underknocks with the bonus of 25.
    let mut g = melded_deal(opts, 0, "5d", "6d", "5s", "Ts");
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, knock("Ts"));
    let r = result(&g);
    assert_eq!(r.counts, [5, 6, 5]);
    assert_eq!((r.winner, r.points), (2, 1 + 25));
    // Knock limit 0: only gin may be knocked.
    let opts = Options {
        knock_limit: 0,
        ..Options::default()
    };
    let mut g = gin_deal(opts);
    play(&mut g, 0, Action::DrawStock);
    let knocks: Vec<Action> = g
        .legal_actions(0)
        .into_iter()
        .filter(|a| matches!(a, Action::Knock { .. }))
        .collect();
    assert_eq!(knocks, vec![knock("8s")]);
    refused(
        &mut g,
        0,
        knock("2c"),
        ActionError::KnockTooHigh {
            card: card("2c"),
            deadwood: 3 + 4 + 8,
            limit: 0,
        },
    );
    play(&mut g, 0, knock("8s"));
    assert_eq!(result(&g).end, HandEnd::Gin { seat: 0 });
}

// ---------------------------------------------------------------------------
// The break (R8)
// ---------------------------------------------------------------------------

/// Seat 0 (the breaker when everyone draws from the stock) holds 2-3-4♣,
/// 5-6-7♦, 10♣ 10♦ 10♥ and `d0`. Seat 1 holds 8♦ 8♥ 8♠, J-Q-K♣, 5♣ and 4♦
/// (which lay off onto seat 0's melds) and `d1`. Seat 2 holds A-2-3♠,
/// 9♣ 9♦ 9♥, 8♣ (onto seat 1's eights), A♣ (onto seat 0's clubs) and `d2`.
/// The upcard is K♠; the last three stock cards are 10♠ J♠ Q♠.
fn break_deal(d0: &str, d1: &str, d2: &str) -> Game {
    scripted(
        Options::default(),
        2,
        [
            &format!("2c 3c 4c 5d 6d 7d Tc Td Th {d0}"),
            &format!("8d 8h 8s Jc Qc Kc 5c 4d {d1}"),
            &format!("As 2s 3s 9c 9d 9h 8c Ac {d2}"),
        ],
        "Ks",
        "",
        "Ts Js Qs",
    )
}

/// Everyone draws and throws the drawn card until the break.
fn to_break(g: &mut Game) {
    while g.hand().breaker().is_none() {
        let seat = g.to_act().unwrap();
        draw_and_throw(g, seat);
    }
}

fn laid_down(events: &[Event]) -> (Seat, Vec<CardSet>, Layoffs, u32) {
    events
        .iter()
        .find_map(|e| match e {
            Event::LaidDown {
                seat,
                melds,
                layoffs,
                cards_left,
            } => Some((*seat, sorted(melds), sorted_layoffs(layoffs), *cards_left)),
            _ => None,
        })
        .expect("R8.4: a LaidDown event after every break turn")
}

#[test]
fn r8_1_the_breaker_draws_when_the_stock_holds_three() {
    // Everyone draws from the stock: 18 draws, then seat 0 is to draw.
    let mut g = break_deal("4h", "2h 2d", "6s 3h");
    let mut started = Vec::new();
    while g.hand().breaker().is_none() {
        let seat = g.to_act().unwrap();
        assert!(g.hand().stock_len() > 3);
        let ev = draw_and_throw(&mut g, seat);
        started.extend(
            ev.into_iter()
                .filter(|e| matches!(e, Event::BreakStarted { .. })),
        );
    }
    assert_eq!(g.hand().stock_len(), 3);
    assert_eq!(g.hand().breaker(), Some(0));
    assert_eq!(g.to_act(), Some(0));
    assert_eq!(started, vec![Event::BreakStarted { breaker: 0 }]);

    // One discard taken before the break shifts the breaker to seat 1.
    let mut g = break_deal("4h", "2h 2d", "6s 3h");
    draw_and_throw(&mut g, 0);
    play(&mut g, 1, Action::TakeDiscard);
    play(&mut g, 1, discard("2h"));
    to_break(&mut g);
    assert_eq!(g.hand().stock_len(), 3);
    assert_eq!(g.hand().breaker(), Some(1));
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn e7_r8_2_r8_3_r8_4_r8_5_r8_6_break_turns_and_breaker_wins_the_tie() {
    let mut g = break_deal("4h", "2h 2d", "6s 3h");
    // Before the break seat 0 (deadwood 4) may knock, and may take any discard.
    for seat in [0, 1, 2] {
        draw_and_throw(&mut g, seat);
    }
    assert_eq!(
        g.legal_actions(0),
        vec![Action::DrawStock, Action::TakeDiscard]
    );
    let ev = play(&mut g, 0, Action::DrawStock);
    assert!(g.legal_actions(0).contains(&knock("4h")));
    play(
        &mut g,
        0,
        Action::Discard {
            card: common::drawn(&ev),
        },
    );
    to_break(&mut g);
    assert_eq!(g.hand().breaker(), Some(0));

    // R8.3: the top discard (9♠, thrown by seat 2) melds with nothing.
    assert_eq!(g.hand().top_discard(), Some(card("9s")));
    assert_eq!(g.legal_actions(0), vec![Action::DrawStock]);
    refused(
        &mut g,
        0,
        Action::TakeDiscard,
        ActionError::UpcardNotUsable { card: card("9s") },
    );
    // Breaker's turn: draws 10♠; R8.2: no knock, though deadwood is 4.
    let ev = play(&mut g, 0, Action::DrawStock);
    assert_eq!(common::drawn(&ev), card("Ts"));
    refused(&mut g, 0, knock("Ts"), ActionError::KnockAfterBreak);
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Knock { .. })));
    let ev = play(&mut g, 0, discard("Ts"));
    // R8.4: the breaker lays down, with no one else's melds to lay off on.
    assert_eq!(
        laid_down(&ev),
        (0, melds(&["2c 3c 4c", "5d 6d 7d", "Tc Td Th"]), vec![], 1)
    );
    assert_eq!(g.hand().hand_of(0), cards("4h"));

    // Seat 1: draws J♠, throws it, lays down and lays off on seat 0's melds.
    let ev = draw_and_throw(&mut g, 1);
    assert_eq!(
        laid_down(&ev),
        (
            1,
            melds(&["8d 8h 8s", "Jc Qc Kc"]),
            sorted_layoffs(&[laid_off("5c", "2c 3c 4c", 0), laid_off("4d", "5d 6d 7d", 0)]),
            2
        )
    );
    // Seat 2 draws the last card: lays off on both, including on 5♣ laid
    // off by seat 1 (A♣ onto 2-5♣), then the hand ends (R8.6).
    assert_eq!(g.hand().stock_len(), 1);
    let ev = draw_and_throw(&mut g, 2);
    assert_eq!(
        laid_down(&ev),
        (
            2,
            melds(&["As 2s 3s", "9c 9d 9h"]),
            sorted_layoffs(&[
                laid_off("Ac", "2c 3c 4c 5c", 0),
                laid_off("8c", "8d 8h 8s", 1)
            ]),
            2
        )
    );
    // R8.5: everything laid down is still on the table.
    let on_table = g
        .hand()
        .table()
        .iter()
        .fold(CardSet::EMPTY, |a, m| a.union(m.cards));
    assert_eq!(
        on_table,
        cards("Ac 2c 3c 4c 5c 4d 5d 6d 7d Tc Td Th 8c 8d 8h 8s Jc Qc Kc As 2s 3s 9c 9d 9h")
    );
    let r = result(&g);
    assert_eq!(r.end, HandEnd::BreakEnd { breaker: 0 });
    assert_eq!(r.counts, [4, 4, 9]);
    // E7: the breaker ties for lowest and wins (4 - 4) + (9 - 4).
    assert_eq!((r.winner, r.points), (0, 5));
    assert_eq!(g.hand().phase(), Phase::Over);
}

#[test]
fn e8_r8_6_tie_without_the_breaker_goes_left_of_the_breaker() {
    // Breaker seat 0 keeps K♥ (10); seat 1 A♥ 2♥ (3); seat 2 3♥ (3), with
    // 4♠ joining its A-2-3♠.
    let mut g = break_deal("Kh", "Ah 2h", "4s 3h");
    to_break(&mut g);
    assert_eq!(g.hand().breaker(), Some(0));
    for seat in [0, 1, 2] {
        draw_and_throw(&mut g, seat);
    }
    let r = result(&g);
    assert_eq!(r.end, HandEnd::BreakEnd { breaker: 0 });
    assert_eq!(r.counts, [10, 3, 3]);
    assert_eq!((r.winner, r.points), (1, 7));
}

#[test]
fn r8_3_usable_discard_may_be_taken_after_the_break() {
    let mut g = break_deal("4h", "2h 2d", "6s 3h");
    to_break(&mut g);
    draw_and_throw(&mut g, 0); // draws and throws 10♠, lays down 10♣ 10♦ 10♥
                               // 10♠ can be laid off onto the tens on the table: seat 1 may take it.
    assert_eq!(g.hand().top_discard(), Some(card("Ts")));
    assert_eq!(
        g.legal_actions(1),
        vec![Action::DrawStock, Action::TakeDiscard]
    );
    play(&mut g, 1, Action::TakeDiscard);
    refused(
        &mut g,
        1,
        discard("Ts"),
        ActionError::CannotDiscardTaken { card: card("Ts") },
    );
    let ev = play(&mut g, 1, discard("2h"));
    let (seat, _, layoffs, left) = laid_down(&ev);
    assert_eq!((seat, left), (1, 1));
    assert!(layoffs.contains(&(cards("Ts"), cards("Tc Td Th"), 0)));
    // A take leaves the stock as it was: two cards, so the hand goes on.
    assert_eq!(g.hand().stock_len(), 2);
    // Seat 2 may not take 2♥: it makes no meld and fits no table meld.
    refused(
        &mut g,
        2,
        Action::TakeDiscard,
        ActionError::UpcardNotUsable { card: card("2h") },
    );
    draw_and_throw(&mut g, 2);
    // Seat 0 draws the last card.
    assert_eq!(g.hand().stock_len(), 1);
    draw_and_throw(&mut g, 0);
    let r = result(&g);
    assert_eq!(r.end, HandEnd::BreakEnd { breaker: 0 });
    assert_eq!(r.counts, [4, 2, 9]);
    assert_eq!((r.winner, r.points), (1, 2 + 7));
}

#[test]
fn e9_r8_7_gin_after_the_break_has_no_bonus() {
    // The breaker draws 10♠, throws 4♥ and lays everything down: gin. Seats
    // 1 and 2 never laid down: they arrange their own melds, no layoffs
    // (A♣ and 8♣ would fit): A♥ A♦ 2♥ 2♦ = 6, 8♣ A♣ 5♠ 3♥ = 17.
    let mut g = scripted(
        Options::default(),
        2,
        [
            "2c 3c 4c 5d 6d 7d Tc Td Th 4h",
            "8d 8h 8s Jc Qc Kc Ah Ad 2h 2d",
            "As 2s 3s 9c 9d 9h 8c Ac 5s 3h",
        ],
        "Ks",
        "",
        "Ts Js Qs",
    );
    to_break(&mut g);
    assert_eq!(g.hand().breaker(), Some(0));
    play(&mut g, 0, Action::DrawStock);
    let ev = play(&mut g, 0, discard("4h"));
    let (seat, ms, _, left) = laid_down(&ev);
    assert_eq!((seat, left), (0, 0));
    assert_eq!(ms, melds(&["2c 3c 4c", "5d 6d 7d", "Tc Td Th Ts"]));
    let r = result(&g);
    assert_eq!(
        r.end,
        HandEnd::BreakGin {
            seat: 0,
            breaker: 0
        }
    );
    assert_eq!(r.counts, [0, 6, 17]);
    assert_eq!((r.winner, r.points), (0, 23)); // E9
    assert_eq!(r.reveals[1].melds, melds(&["8d 8h 8s", "Jc Qc Kc"]));
    assert_eq!(r.reveals[2].melds, melds(&["As 2s 3s", "9c 9d 9h"]));
    assert!(r.reveals[1].layoffs.is_empty() && r.reveals[2].layoffs.is_empty());
    assert_eq!(g.scores(), [23, 0, 0]);
}

#[test]
fn r8_3_r8_7_gin_with_a_usable_discard_after_others_laid_down_or_not() {
    // The breaker (seat 0) draws K♥, throws it, lays down and keeps 4♥.
    // K♥ completes seat 1's J-Q-K♥ (R8.3): seat 1 takes it, throws 4♦ and
    // lays down 8♦ 8♥ 8♠, J-Q-K♣, J-Q-K♥ and 5♣ onto the breaker's clubs:
    // its hand is empty (R8.7). The breaker's count is what it holds (R8.5);
    // seat 2 never laid down, so it arranges its own melds with no layoffs
    // (A♣ and 8♣ would fit): 8♣ A♣ 6♠ 3♥ = 18.
    let mut g = scripted(
        Options::default(),
        2,
        [
            "2c 3c 4c 5d 6d 7d Tc Td Th 4h",
            "8d 8h 8s Jc Qc Kc 5c 4d Jh Qh",
            "As 2s 3s 9c 9d 9s 8c Ac 6s 3h",
        ],
        "Ks",
        "",
        "Kh Ts Qs",
    );
    to_break(&mut g);
    let ev = draw_and_throw(&mut g, 0);
    assert_eq!(common::drawn(&ev), card("Kh"));
    assert_eq!(
        g.legal_actions(1),
        vec![Action::DrawStock, Action::TakeDiscard]
    );
    play(&mut g, 1, Action::TakeDiscard);
    let ev = play(&mut g, 1, discard("4d"));
    let (seat, ms, layoffs, left) = laid_down(&ev);
    assert_eq!((seat, left), (1, 0));
    assert_eq!(ms, melds(&["8d 8h 8s", "Jc Qc Kc", "Jh Qh Kh"]));
    assert_eq!(layoffs, sorted_layoffs(&[laid_off("5c", "2c 3c 4c", 0)]));
    // The hand ends at once, with stock left.
    assert_eq!(g.hand().stock_len(), 2);
    let r = result(&g);
    assert_eq!(
        r.end,
        HandEnd::BreakGin {
            seat: 1,
            breaker: 0
        }
    );
    assert_eq!(r.counts, [4, 0, 18]);
    assert_eq!((r.winner, r.points), (1, 4 + 18));
    assert_eq!(r.reveals[2].melds, melds(&["As 2s 3s", "9c 9d 9s"]));
    assert_eq!(r.reveals[2].deadwood_cards, cards("8c Ac 6s 3h"));
    assert!(r.reveals[2].layoffs.is_empty());
    assert_eq!(r.reveals[0].deadwood_cards, cards("4h"));
    assert_eq!(g.scores(), [0, 22, 0]);
}

// ---------------------------------------------------------------------------
// The game (R9, R10, R3.3)
// ---------------------------------------------------------------------------

/// Hard searches a fixed number of worlds, so that a seeded game is the
/// same on any machine and under any load (its default time budget makes
/// the game depend on the machine's speed).
const REPRODUCIBLE: Config = Config {
    budget: Budget::Worlds(48),
};

fn play_game(options: Options, seed: u64) -> (Game, Vec<Event>) {
    let (mut g, mut all) = Game::new(options, seed);
    let mut steps = 0;
    while !g.is_over() {
        let seat = g.to_act().unwrap_or((seed as usize + steps) % 3);
        let level = Level::ALL[seat];
        let whole = gin_core::engine::Game::from(g.clone());
        let seed = seed ^ u64::from(g.moves());
        let action = choose_with(level, &whole.seat_view(seat), seed, &REPRODUCIBLE);
        all.extend(play(&mut g, seat, action));
        steps += 1;
        assert!(steps < 20_000, "the game does not end");
    }
    (g, all)
}

#[test]
fn r9_game_bonus_and_box_bonuses_r3_3_dealer_passes_left() {
    for (seed, options) in [
        (
            1,
            Options {
                target: 40,
                ..Options::default()
            },
        ),
        (
            2,
            Options {
                target: 25,
                ..Options::default()
            },
        ),
        (
            3,
            Options {
                target: 60,
                box_bonus: 7,
                game_bonus: 33,
                ..Options::default()
            },
        ),
        (5, Options::default()),
        (
            4,
            Options {
                target: 1,
                ..Options::default()
            },
        ),
    ] {
        let (g, events) = play_game(options, seed);
        let r = g.result().expect("over").clone();
        if seed == 5 {
            assert!(g.results().len() > 2, "a default game lasts several hands");
            assert!(r.boxes.iter().filter(|&&b| b > 0).count() >= 2);
        }
        // R9.1: the game ends on the first hand that takes a total to the target.
        let w = r.winner;
        assert!(r.hand_points[w] >= options.target);
        let last = g.results().last().unwrap();
        assert_eq!(last.winner, w);
        assert!(r.hand_points[w] - last.points < options.target);
        // R9.3: nobody else reached it.
        for s in 0..3 {
            if s != w {
                assert!(r.hand_points[s] < options.target, "seed {seed}");
            }
        }
        // R9.2: game bonus to the winner, box bonus for every hand won.
        let mut boxes = [0u32; 3];
        for h in g.results() {
            boxes[h.winner] += 1;
        }
        assert_eq!(r.boxes, boxes);
        assert_eq!(r.hand_points, g.scores());
        for s in 0..3 {
            let gb = if s == w { options.game_bonus } else { 0 };
            assert_eq!(r.game_bonus[s], gb);
            assert_eq!(r.box_bonus[s], boxes[s] * options.box_bonus);
            assert_eq!(
                r.totals[s],
                r.hand_points[s] + gb + boxes[s] * options.box_bonus
            );
        }
        // The ranking is by totals.
        for pair in r.ranking.windows(2) {
            assert!(r.totals[pair[0]] >= r.totals[pair[1]]);
        }
        let ended: Vec<_> = events
            .iter()
            .filter(|e| matches!(e, Event::GameEnded { .. }))
            .collect();
        assert_eq!(ended, vec![&Event::GameEnded { result: r.clone() }]);
        // R3.3: each deal passes to the left of the previous dealer.
        let dealers: Vec<Seat> = events
            .iter()
            .filter_map(|e| match e {
                Event::HandDealt { dealer, .. } => Some(*dealer),
                _ => None,
            })
            .collect();
        assert_eq!(dealers.len(), g.results().len());
        for pair in dealers.windows(2) {
            assert_eq!(pair[1], left_of(pair[0]));
        }
        // Nothing more may happen.
        let mut g = g;
        for s in 0..3 {
            assert!(g.legal_actions(s).is_empty());
            refused(&mut g, s, Action::NextHand, ActionError::GameOver);
            refused(&mut g, s, Action::DrawStock, ActionError::GameOver);
        }
    }
}
