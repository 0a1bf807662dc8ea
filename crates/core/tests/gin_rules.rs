//! RULES-GIN.md clause by clause: every worked example GE1–GE37 as a test
//! named for it, and scripted deals that drive the engine into the clauses
//! of Parts G and V.
//!
//! Scripted two-handed deals put the non-dealer (A) in seat 0 and the
//! dealer (B) in seat 1.
#![allow(clippy::identity_op)]

mod common;

use common::{card, card_list, cards};
use gin_core::engine::colonel::game::{hand_total, layoff_groups, score_showdown};
use gin_core::engine::gin::game::{
    credit, finish_game, lowest, net_sides, next_dealer, next_sitting_out, partner_positions,
    partnership_dealer, set_result, sitout_players,
};
use gin_core::engine::gin::hand::score_hand;
use gin_core::engine::melds::{AceValue, MeldRules};
use gin_core::engine::{
    Action, ColonelEnd, ColonelGame, ColonelHand, ColonelRules, DrawnBy, Event, Game, GinGame,
    GinHand, GinHandEnd, GinHandResult, GinPhase, GinRules, HandSettings, NextDealer,
    OklahomaLimit, Rules, Shutout, Tally,
};
use gin_core::engine::{ActionError, Card, CardSet, Seat};

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/// A scripted two-handed deal: A's and B's cards, the upcard (None in V3),
/// the top of the stock (first drawn first) and its bottom; the other cards
/// lie between in deck order.
fn gin_deal(
    rules: GinRules,
    hands: [&str; 2],
    upcard: Option<&str>,
    top: &str,
    bottom: &str,
) -> Game {
    let hand = gin_hand(rules, [0, 1], hands, upcard, top, bottom);
    Game::from(GinGame::with_hand(rules, 1, hand))
}

/// One scripted two-handed hand between `players` (non-dealer first).
fn gin_hand(
    rules: GinRules,
    players: [Seat; 2],
    hands: [&str; 2],
    upcard: Option<&str>,
    top: &str,
    bottom: &str,
) -> GinHand {
    let hands = hands.map(cards);
    let upcard = upcard.map(card);
    let mut stock = card_list(top);
    let bottom = card_list(bottom);
    let used = hands[0]
        .union(hands[1])
        .union(CardSet::from_cards(upcard))
        .union(CardSet::from_cards(stock.iter().copied()))
        .union(CardSet::from_cards(bottom.iter().copied()));
    stock.extend(CardSet::FULL.minus(used).iter());
    stock.extend(bottom);
    GinHand::from_setup(HandSettings::of(&rules), players, hands, upcard, &stock)
        .unwrap_or_else(|e| panic!("bad scripted deal: {e}"))
}

/// Applies an action that must be legal (listed and accepted).
fn play(game: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    assert!(
        game.legal_actions(seat).contains(&action),
        "{action:?} by seat {seat} is not listed: {:?}",
        game.legal_actions(seat)
    );
    let ev = game
        .apply(seat, action)
        .unwrap_or_else(|e| panic!("{action:?} by seat {seat} refused: {e}"));
    game.check_invariants().unwrap();
    ev
}

/// Checks a refusal with its reason, and that nothing changed.
fn refused(game: &mut Game, seat: Seat, action: Action, want: ActionError) {
    let before = game.clone();
    assert_eq!(game.apply(seat, action), Err(want), "{action:?} by {seat}");
    assert_eq!(*game, before, "a refusal changed the game");
    assert!(!game.legal_actions(seat).contains(&action));
}

fn discard(c: &str) -> Action {
    Action::Discard { card: card(c) }
}
fn knock(c: &str) -> Action {
    Action::Knock { card: card(c) }
}

/// The hand result at table 0.
fn result(game: &Game) -> GinHandResult {
    match game {
        Game::Gin(g) => g.tables()[0].result().expect("the hand is over").clone(),
        _ => panic!("not Gin"),
    }
}

fn gin(game: &Game) -> &GinGame {
    match game {
        Game::Gin(g) => g,
        _ => panic!("not Gin"),
    }
}

fn drawn_card(events: &[Event]) -> Card {
    events
        .iter()
        .find_map(|e| match e {
            Event::Drew { card, .. } => Some(*card),
            _ => None,
        })
        .expect("a Drew event")
}

/// Both pass the upcard (G3); A must draw.
fn both_pass(g: &mut Game) {
    play(g, 0, Action::PassUpcard);
    play(g, 1, Action::PassUpcard);
}

/// Default scoring: B = 25, U = 25, no multipliers.
fn std_score(k: u32, d: u32) -> (bool, u32) {
    let s = score_hand(k, d, false, 25, 25, 1, false);
    (s.knocker_wins, s.points)
}

fn tally(totals: [u32; 2], boxes: [u32; 2], reached: usize) -> Tally {
    Tally {
        totals: totals.to_vec(),
        boxes: boxes.to_vec(),
        gins_and_undercuts: vec![0, 0],
        reached: Some(reached),
    }
}

// ---------------------------------------------------------------------------
// GE1–GE13: Part G
// ---------------------------------------------------------------------------

#[test]
fn ge1_knock_won_g7_1() {
    assert_eq!(std_score(6, 17), (true, 11));
}

#[test]
fn ge2_undercut_after_layoffs_g6_1_g7_2() {
    let mut g = gin_deal(
        GinRules::default(),
        [
            "7h 8h 9h Th 2c 2d 2h 2s 5c 4d",
            "Jh 6h 3c 3s Kc Kd Ks 8c 9c Tc",
        ],
        Some("Qs"),
        "Kh",
        "",
    );
    both_pass(&mut g);
    let ev = play(&mut g, 0, Action::DrawStock);
    assert_eq!(drawn_card(&ev), card("Kh"));
    let ev = play(&mut g, 0, knock("Kh"));
    assert!(ev.contains(&Event::Knocked {
        seat: 0,
        gin: false,
        count: 9
    }));
    let r = result(&g);
    assert_eq!(r.counts, [9, 6]);
    assert_eq!(
        r.end,
        GinHandEnd::Undercut {
            knocker: 0,
            defender: 1
        }
    );
    assert_eq!((r.winner, r.points), (Some(1), 3 + 25));
    let laid: CardSet = r.reveals[1]
        .layoffs
        .iter()
        .fold(CardSet::EMPTY, |a, l| a.union(l.cards));
    assert_eq!(laid, cards("Jh 6h"));
    assert!(r.reveals[1]
        .layoffs
        .iter()
        .all(|l| l.onto == cards("7h 8h 9h Th") && l.owner == 0));
    assert_eq!(gin(&g).board().games[0].totals, vec![0, 28]);
}

#[test]
fn ge3_undercut_g7_2() {
    assert_eq!(std_score(10, 4), (false, 6 + 25));
}

#[test]
fn ge4_equal_counts_undercut_g7_2() {
    assert_eq!(std_score(7, 7), (false, 0 + 25));
}

#[test]
fn ge5_undercut_bonus_option_g7_2() {
    let s = score_hand(9, 6, false, 25, 20, 1, false);
    assert_eq!((s.knocker_wins, s.points), (false, 23));
}

#[test]
fn ge6_gin_no_layoffs_g7_3_g6_1() {
    let mut g = gin_deal(
        GinRules::default(),
        [
            "Ac 2c 3c 7d 7h 7s Th Jh Qh 5s",
            "Kd 8d 3d Ah 4h 5h 6h 9s 9d 9c",
        ],
        Some("Qs"),
        "Kh",
        "",
    );
    both_pass(&mut g);
    play(&mut g, 0, Action::DrawStock);
    let ev = play(&mut g, 0, knock("5s"));
    assert!(ev.contains(&Event::Knocked {
        seat: 0,
        gin: true,
        count: 0
    }));
    let r = result(&g);
    assert_eq!(r.end, GinHandEnd::Gin { seat: 0 });
    assert_eq!((r.counts, r.points), ([0, 22], 22 + 25));
    assert!(r.reveals[1].layoffs.is_empty(), "no layoffs after gin");
    assert!(r.extra_box);
}

#[test]
fn ge7_gin_is_never_undercut_g7_3() {
    assert_eq!(std_score(0, 0), (true, 25));
}

#[test]
fn ge8_knock_against_a_held_gin_g7_2() {
    assert_eq!(std_score(8, 0), (false, 8 + 25));
}

#[test]
fn ge9_no_big_gin_g5_3() {
    let mut g = gin_deal(
        GinRules::default(),
        [
            "Ac 2c 3c 4c 7d 7h 7s Th Jh Qh",
            "4d 5d 6d 8s 9s Ts Js 9c 3h 2h",
        ],
        Some("Qs"),
        "Kh",
        "",
    );
    both_pass(&mut g);
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, knock("Ac"));
    let r = result(&g);
    assert_eq!(r.end, GinHandEnd::Gin { seat: 0 });
    assert_eq!(
        r.points,
        14 + 25,
        "gin 39, no extra for eleven melded cards"
    );
}

#[test]
fn ge10_stock_down_to_two_is_a_drawn_hand_g7_4_g2_3() {
    let mut g = gin_deal(
        GinRules::default(),
        [
            "Ac 3c 5c 7c 9c Jc Kc 2d 6d Td",
            "Ah 3h 5h 7h 9h Jh Kh 2s 6s Ts",
        ],
        Some("Qs"),
        "",
        "",
    );
    both_pass(&mut g);
    let mut seat = 0;
    loop {
        let ev = play(&mut g, seat, Action::DrawStock);
        let c = drawn_card(&ev);
        let ev = play(&mut g, seat, Action::Discard { card: c });
        if let Some(result) = ev.iter().find_map(|e| match e {
            Event::TwoHandedEnded { result, .. } => Some(result),
            _ => None,
        }) {
            assert_eq!(
                result.end,
                GinHandEnd::Drawn {
                    by: DrawnBy::StockDown
                }
            );
            assert_eq!(gin(&g).tables()[0].stock_len(), 2);
            break;
        }
        seat = 1 - seat;
    }
    assert_eq!(result(&g).winner, None);
    let ev = play(&mut g, 0, Action::NextHand);
    assert!(
        matches!(ev[0], Event::TwoHandedDealt { dealer: 1, .. }),
        "same dealer: {ev:?}"
    );
    assert_eq!(gin(&g).board().games[0].totals, vec![0, 0]);
}

#[test]
fn ge11_game_and_box_bonuses_g8_2() {
    let f = finish_game(&tally([104, 60], [4, 2], 0), &GinRules::default(), true);
    assert_eq!((f.lines[0].total, f.lines[1].total), (304, 110));
    assert_eq!((f.winner, f.margin), (Some(0), 194));
}

#[test]
fn ge12_the_higher_total_wins_not_the_reacher_g8_3() {
    let f = finish_game(&tally([101, 95], [2, 7], 0), &GinRules::default(), true);
    assert_eq!((f.lines[0].total, f.lines[1].total), (251, 270));
    assert_eq!((f.winner, f.margin), (Some(1), 19));
}

#[test]
fn ge13_shutout_doubles_or_bonus200_g8_2_b() {
    let t = tally([112, 0], [3, 0], 0);
    let f = finish_game(&t, &GinRules::default(), true);
    assert!(f.shutout && f.lines[0].doubled);
    assert_eq!(f.lines[0].total, (112 + 100) * 2 + 75);
    let b200 = GinRules {
        shutout: Shutout::Bonus200,
        ..GinRules::default()
    };
    assert_eq!(finish_game(&t, &b200, true).lines[0].total, 387);
    let off = GinRules {
        shutout: Shutout::Off,
        ..GinRules::default()
    };
    assert_eq!(finish_game(&t, &off, true).lines[0].total, 112 + 100 + 75);
}

// ---------------------------------------------------------------------------
// GE14–GE25: Part V switches
// ---------------------------------------------------------------------------

fn oklahoma() -> GinRules {
    GinRules {
        oklahoma: true,
        ..GinRules::default()
    }
}

#[test]
fn ge14_oklahoma_limit_is_the_upcard_v1_1() {
    for (leftover, allowed) in [("5s", false), ("4s", true)] {
        let mut g = gin_deal(
            oklahoma(),
            [
                &format!("Ac 2c 3c 7d 7h 7s Th Jh Qh {leftover}"),
                "5d 6d 8d 8s 9s Ts Js 9c 3h 2h",
            ],
            Some("4d"),
            "Kc",
            "",
        );
        both_pass(&mut g);
        play(&mut g, 0, Action::DrawStock);
        if allowed {
            play(&mut g, 0, knock("Kc"));
            assert_eq!(result(&g).counts[0], 4);
        } else {
            refused(
                &mut g,
                0,
                knock("Kc"),
                ActionError::KnockTooHigh {
                    card: card("Kc"),
                    deadwood: 5,
                    limit: 4,
                },
            );
        }
    }
}

#[test]
fn ge15_ace_upcard_or_gin_only_means_gin_only_v1_2_v6_1() {
    let only_gin = |rules: GinRules, up: &str| {
        let mut g = gin_deal(
            rules,
            [
                "Ac 2c 3c 7d 7h 7s Th Jh Qh Ah",
                "5d 6d 8d 8s 9s Ts Js 9c 3h 2h",
            ],
            Some(up),
            "Kd",
            "",
        );
        both_pass(&mut g);
        play(&mut g, 0, Action::DrawStock);
        refused(
            &mut g,
            0,
            knock("Kd"),
            ActionError::GinOnly {
                card: card("Kd"),
                deadwood: rules.meld_rules().value(card("Ah")),
            },
        );
        assert!(!g
            .legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Knock { .. })));
    };
    only_gin(oklahoma(), "Ad");
    only_gin(
        GinRules {
            gin_only: true,
            ..GinRules::default()
        },
        "4d",
    );
    // V1.2 also under V4, where an ace otherwise counts 15.
    only_gin(
        GinRules {
            around_corner: true,
            ..oklahoma()
        },
        "Ad",
    );
}

#[test]
fn ge16_spade_upcard_doubles_v1_3() {
    let s = score_hand(3, 20, false, 25, 25, 1, true);
    assert_eq!((s.knocker_wins, s.points), (true, 34));
    let s = score_hand(6, 2, false, 25, 25, 1, true);
    assert_eq!((s.knocker_wins, s.points), (false, (4 + 25) * 2));
    let g = gin_deal(
        oklahoma(),
        [
            "Ac 2c 3c 7d 7h 7s Th Jh Qh As",
            "5d 6d 8d 8s 9s Ts Js 9c 3h 2h",
        ],
        Some("6s"),
        "",
        "",
    );
    let t = &gin(&g).tables()[0];
    assert!(t.spade());
    assert_eq!(t.knock_limit(), 6);
}

#[test]
fn ge17_spade_and_double_multiply_v1_3_v5_5() {
    assert_eq!(score_hand(2, 10, false, 25, 25, 2, true).points, 8 * 2 * 2);
}

#[test]
fn ge18_eleven_card_opening_knock_v3() {
    let rules = GinRules {
        eleven_card: true,
        ..GinRules::default()
    };
    let mut g = gin_deal(
        rules,
        [
            "Ac 2c 3c 7d 7h 7s Th Jh Qh 3s 9c",
            "4d 5d 6d 8s 9s Ts Js Kc 4h 6c",
        ],
        None,
        "",
        "",
    );
    let t = &gin(&g).tables()[0];
    assert_eq!(
        (t.phase(), t.stock_len(), t.top_discard()),
        (GinPhase::Opening, 31, None)
    );
    refused(&mut g, 0, Action::DrawStock, ActionError::NoDrawOnOpening);
    refused(&mut g, 0, Action::OfferDouble, ActionError::NoDoubling);
    play(&mut g, 0, knock("9c"));
    let r = result(&g);
    assert_eq!((r.counts, r.winner, r.points), ([3, 20], Some(0), 17));
}

#[test]
fn ge19_ace_counts_15_around_the_corner_v4_2() {
    let hand = cards("Kh Ah 2h 4c 4d 4s 7d 8d 9d As");
    assert_eq!(MeldRules::CORNER.deadwood(hand), 15);
    assert_eq!(MeldRules::LOW.deadwood(hand), 14);
    // So the knock is refused at L = 10.
    let rules = GinRules {
        around_corner: true,
        ..GinRules::default()
    };
    let mut g = gin_deal(
        rules,
        [
            "Kh Ah 2h 4c 4d 4s 7d 8d 9d As",
            "5c 6c 8c 8s 9s Ts Js Jc 3h 3d",
        ],
        Some("Qs"),
        "Kc",
        "",
    );
    both_pass(&mut g);
    play(&mut g, 0, Action::DrawStock);
    refused(
        &mut g,
        0,
        knock("Kc"),
        ActionError::KnockTooHigh {
            card: card("Kc"),
            deadwood: 15,
            limit: 10,
        },
    );
}

#[test]
fn ge20_runs_through_the_corner_v4_1() {
    let c = MeldRules::CORNER;
    assert_eq!(c.deadwood(cards("Qc Kc Ac Ad Ah")), 20);
    assert_eq!(c.deadwood(cards("Qs Ks As 2s")), 0);
    assert_eq!(MeldRules::LOW.deadwood(cards("Qs Ks As 2s")), 23);
    let one = MeldRules {
        ace_value: AceValue::One,
        ..MeldRules::CORNER
    };
    assert_eq!(
        one.deadwood(cards("Qc Kc Ac Ad Ah")),
        2,
        "V4.2 option: ace 1"
    );
}

#[test]
fn ge21_layoffs_through_the_corner_v4_1() {
    let a = MeldRules::CORNER.arrange(cards("Ad 2d"), &[cards("Jd Qd Kd")]);
    assert_eq!(a.deadwood, 0);
    assert_eq!(a.layoffs.len(), 1);
    assert_eq!(a.layoffs[0].cards, cards("Ad 2d"));
    assert_eq!(
        MeldRules::LOW
            .arrange(cards("Ad 2d"), &[cards("Jd Qd Kd")])
            .deadwood,
        3
    );
}

#[test]
fn ge22_accepted_double_v5_2() {
    assert_eq!(score_hand(5, 12, false, 25, 25, 2, false).points, 14);
}

#[test]
fn ge23_resignation_scores_as_a_knock_plus_20_v5_4() {
    let s = score_hand(4, 16, true, 25, 25, 1, false);
    assert_eq!((s.knocker_wins, s.points), (true, 12 + 20));
    let s = score_hand(4, 3, true, 25, 25, 1, false);
    assert_eq!((s.knocker_wins, s.points), (true, 20), "no undercut");
    let s = score_hand(0, 9, true, 25, 25, 1, false);
    assert_eq!((s.points, s.extra_box), (9 + 25 + 20, true), "k = 0 is gin");
}

#[test]
fn ge24_refused_redouble_scores_double_v5_5() {
    assert_eq!(
        score_hand(3, 11, true, 25, 25, 2, false).points,
        (8 + 20) * 2
    );
}

#[test]
fn ge25_redoubled_gin_v5_5() {
    assert_eq!(
        score_hand(0, 9, false, 25, 25, 4, false).points,
        (9 + 25) * 4
    );
}

// ---------------------------------------------------------------------------
// GE26–GE29: three players, partnership, Colonel
// ---------------------------------------------------------------------------

#[test]
fn ge26_three_players_the_loser_sits_out_v7() {
    let (a, b, c) = (0, 1, 2);
    // C deals and sits out; A (left of C) plays first.
    assert_eq!(sitout_players(c), [a, b]);
    // B loses: B sits out and deals; C (left of B) plays first.
    let out = next_sitting_out([a, b], Some(a), c);
    assert_eq!(out, b);
    assert_eq!(sitout_players(out)[0], c);
    // A drawn hand: the same seat sits out again.
    assert_eq!(next_sitting_out([a, b], None, c), c);
}

#[test]
fn ge27_partnership_sides_net_v8_4() {
    assert_eq!(net_sides([28, 18]), (Some(0), 10));
    assert_eq!(net_sides([28, 28]), (None, 0));
}

#[test]
fn ge28_going_out_scores_every_card_left_v9_4() {
    assert_eq!(hand_total(cards("As Kd 3c 3h 3d")), 29);
}

#[test]
fn ge29_stock_out_and_challenge_v9_5_v9_6() {
    assert_eq!(score_showdown([12, 20], false), (Some(0), 8));
    assert_eq!(score_showdown([12, 20], true), (Some(0), 20));
    assert_eq!(score_showdown([15, 15], true), (None, 0));
}

// ---------------------------------------------------------------------------
// GE30–GE37: Hollywood
// ---------------------------------------------------------------------------

const A: usize = 0;
const B: usize = 1;

/// The hands of GE30–GE36 in order: (winner, points).
const HOLLYWOOD_HANDS: [(usize, u32); 7] = [
    (A, 30),
    (A, 40),
    (A, 35),
    (B, 20),
    (B, 25),
    (A, 30),
    (B, 60),
];

/// Credits the first `k` hands of GE30–GE36; returns the three games and
/// what the last hand credited and decided.
fn hollywood_after(k: usize) -> (Vec<Tally>, (Vec<usize>, Vec<usize>)) {
    let mut games = vec![Tally::new(2); 3];
    let mut last = (vec![], vec![]);
    for &(w, pts) in &HOLLYWOOD_HANDS[..k] {
        last = credit(&mut games, w, pts, 0, 100, true);
    }
    (games, last)
}

fn totals(games: &[Tally]) -> Vec<[u32; 2]> {
    games.iter().map(|g| [g.totals[A], g.totals[B]]).collect()
}

#[test]
fn ge30_hollywood_first_hand_credits_game_1_v2_2() {
    let (g, last) = hollywood_after(1);
    assert_eq!(last, (vec![0], vec![]));
    assert_eq!(totals(&g), vec![[30, 0], [0, 0], [0, 0]]);
}

#[test]
fn ge31_hollywood_scoring_in_game_1_enters_game_2_v2_2() {
    let (g, last) = hollywood_after(2);
    assert_eq!(last, (vec![0, 1], vec![]));
    assert_eq!(totals(&g), vec![[70, 0], [40, 0], [0, 0]]);
}

#[test]
fn ge32_hollywood_one_hand_decides_game_1_v2_4() {
    let (g, last) = hollywood_after(3);
    assert_eq!(last, (vec![0, 1, 2], vec![0]));
    assert_eq!(totals(&g), vec![[105, 0], [75, 0], [35, 0]]);
    assert_eq!(g[0].reached, Some(A));
}

#[test]
fn ge33_hollywood_shut_out_enters_every_game_v2_2() {
    let (g, last) = hollywood_after(4);
    assert_eq!(last, (vec![1, 2], vec![]));
    assert_eq!(totals(&g)[1..], [[75, 20], [35, 20]]);
}

#[test]
fn ge34_hollywood_v2_3() {
    let (g, last) = hollywood_after(5);
    assert_eq!(last, (vec![1, 2], vec![]));
    assert_eq!(totals(&g)[1..], [[75, 45], [35, 45]]);
}

#[test]
fn ge35_hollywood_game_2_decided_v2_4() {
    let (g, last) = hollywood_after(6);
    assert_eq!(last, (vec![1, 2], vec![1]));
    assert_eq!(totals(&g)[1..], [[105, 45], [65, 45]]);
}

#[test]
fn ge36_hollywood_game_3_decided_v2_4() {
    let (g, last) = hollywood_after(7);
    assert_eq!(last, (vec![2], vec![2]));
    assert_eq!(totals(&g), vec![[105, 0], [105, 45], [65, 105]]);
    assert!(g.iter().all(|t| t.reached.is_some()));
}

#[test]
fn ge37_hollywood_finals_and_the_set_v2_5_v2_6() {
    let rules = GinRules {
        hollywood: true,
        ..GinRules::default()
    };
    let (games, _) = hollywood_after(7);
    let finals: Vec<_> = games.iter().map(|t| finish_game(t, &rules, true)).collect();
    let lines: Vec<(u32, u32)> = finals
        .iter()
        .map(|f| (f.lines[A].total, f.lines[B].total))
        .collect();
    assert_eq!(lines, vec![(485, 0), (280, 95), (115, 280)]);
    assert!(finals[0].shutout && !finals[1].shutout && !finals[2].shutout);
    assert_eq!(set_result(&finals), (Some(A), Some(485 + 185 - 165)));
}

#[test]
fn g8_2_c_extra_boxes_per_gin_or_undercut() {
    let rules = GinRules {
        extra_boxes: 2,
        ..GinRules::default()
    };
    let t = Tally {
        totals: vec![104, 60],
        boxes: vec![4, 2],
        gins_and_undercuts: vec![1, 2],
        reached: Some(0),
    };
    let f = finish_game(&t, &rules, true);
    // Each gin or undercut adds two boxes of 25, never doubled.
    assert_eq!(f.lines[0].total, 104 + 100 + (4 + 2) * 25);
    assert_eq!(f.lines[1].total, 60 + (2 + 4) * 25);
    assert_eq!(f.lines[1].extra_boxes, 4);
}

#[test]
fn v2_hollywood_set_plays_three_games_to_the_end() {
    let rules = GinRules {
        hollywood: true,
        target: Some(40),
        ..GinRules::default()
    };
    let (mut g, _) = Game::new(Rules::Gin(rules), 3).unwrap();
    let mut n = 0;
    while !g.is_over() {
        let seat = g.to_act().first().copied().unwrap_or(0);
        let legal = g.legal_actions(seat);
        let a = legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Knock { .. }))
            .unwrap_or(legal[0]);
        g.apply(seat, a).unwrap();
        n += 1;
        assert!(n < 50_000);
    }
    let Game::Gin(gg) = &g else { unreachable!() };
    let r = gg.result().unwrap();
    assert_eq!(r.games.len(), 3);
    assert!(gg.board().games.iter().all(|t| t.reached.is_some()));
}

// ---------------------------------------------------------------------------
// Part G clauses
// ---------------------------------------------------------------------------

#[test]
fn g2_1_the_lower_card_deals_ties_by_suit() {
    assert_eq!(lowest(&[card("5s"), card("5c")]), 1, "5♣ deals against 5♠");
    assert_eq!(lowest(&[card("Ah"), card("2c")]), 0, "ace low");
    assert_eq!(lowest(&[card("Kc"), card("Qs"), card("Qh")]), 2);
}

#[test]
fn g2_2_deal_and_v3_1_eleven_cards() {
    let (g, ev) = Game::new(Rules::Gin(GinRules::default()), 9).unwrap();
    let Event::DealerDraw {
        cards: drawn,
        dealer,
    } = &ev[0]
    else {
        panic!("{ev:?}")
    };
    assert_eq!(*dealer, lowest(drawn));
    let t = &gin(&g).tables()[0];
    assert_eq!(t.dealer(), *dealer);
    assert_eq!(
        (t.hand_of(0).len(), t.hand_of(1).len(), t.stock_len()),
        (10, 10, 31)
    );
    assert!(t.first_upcard().is_some());
    assert_eq!(
        g.to_act(),
        vec![1 - dealer],
        "the non-dealer is offered the upcard"
    );
    let (g, _) = Game::new(
        Rules::Gin(GinRules {
            eleven_card: true,
            ..GinRules::default()
        }),
        9,
    )
    .unwrap();
    let t = &gin(&g).tables()[0];
    assert_eq!(t.hand_of(t.non_dealer()).len(), 11);
    assert_eq!((t.hand_of(t.dealer()).len(), t.stock_len()), (10, 31));
    assert_eq!(t.first_upcard(), None);
}

fn plain_deal() -> Game {
    gin_deal(
        GinRules::default(),
        [
            "Ac 3c 5c 7c 9c Jc Kc 2d 6d Td",
            "Ah 3h 5h 7h 9h Jh Kh 2s 6s Ts",
        ],
        Some("Qs"),
        "Qd",
        "",
    )
}

#[test]
fn g3_upcard_offer_take_or_pass_then_forced_draw() {
    let mut g = plain_deal();
    refused(
        &mut g,
        1,
        Action::PassUpcard,
        ActionError::NotYourTurn { turn: 0 },
    );
    refused(
        &mut g,
        0,
        Action::DrawStock,
        ActionError::TakeOrPassUpcard { card: card("Qs") },
    );
    assert_eq!(
        g.legal_actions(0),
        vec![Action::TakeDiscard, Action::PassUpcard]
    );
    play(&mut g, 0, Action::PassUpcard);
    assert_eq!(
        g.legal_actions(1),
        vec![Action::TakeDiscard, Action::PassUpcard]
    );
    play(&mut g, 1, Action::PassUpcard);
    assert_eq!(g.legal_actions(0), vec![Action::DrawStock], "G3.2");
    refused(&mut g, 0, Action::TakeDiscard, ActionError::MustDrawStock);
    refused(&mut g, 0, Action::PassUpcard, ActionError::NoUpcardOffer);
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, discard("Qd"));
    // G4: the dealer's ordinary turn.
    assert!(g.legal_actions(1).contains(&Action::TakeDiscard));

    // The dealer takes the upcard: that is the dealer's turn.
    let mut g = plain_deal();
    play(&mut g, 0, Action::PassUpcard);
    play(&mut g, 1, Action::TakeDiscard);
    refused(
        &mut g,
        1,
        discard("Qs"),
        ActionError::CannotDiscardTaken { card: card("Qs") },
    );
    play(&mut g, 1, discard("Ts"));
    assert_eq!(g.to_act(), vec![0]);
}

#[test]
fn g4_2_twenty_turns_without_a_stock_draw_draw_the_hand() {
    let mut g = plain_deal();
    let mut seat = 0;
    for turn in 1..=20 {
        play(&mut g, seat, Action::TakeDiscard);
        let taken = gin(&g).tables()[0].taken_by(seat).unwrap();
        let throw = g
            .legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a, Action::Discard { card } if *card != taken))
            .unwrap();
        let ev = play(&mut g, seat, throw);
        let over = ev.iter().any(|e| matches!(e, Event::TwoHandedEnded { .. }));
        assert_eq!(over, turn == 20, "turn {turn}");
        seat = 1 - seat;
    }
    assert_eq!(
        result(&g).end,
        GinHandEnd::Drawn {
            by: DrawnBy::NoStockDraws
        }
    );
}

#[test]
fn g5_1_the_knockers_arrangement_exposes_least_then_smallest_indices() {
    let r = MeldRules::LOW;
    // Set 7-7-7 or run 6-7-8♥ both leave 14: the set exposes one card.
    let k = r.knocker_arrangement(cards("7c 7d 6h 7h 8h"));
    assert_eq!(k.melds, vec![cards("7c 7d 7h")]);
    // Two runs of equal exposure: the smaller melded indices win (♣ first).
    let k = r.knocker_arrangement(cards("4c 5c 6c 4s 5s 6s"));
    assert_eq!(k.deadwood, 0);
    let k = r.knocker_arrangement(cards("4c 5c 6c 4h 5h 6h Kd"));
    assert_eq!(k.deadwood, 10);
    let k = r.knocker_arrangement(cards("9c Tc Jc 9h Th Jh 2d 2s"));
    assert_eq!(k.melds.len(), 2);
    // Equal deadwood either way: keep clubs (indices 0..) over hearts.
    let k = r.knocker_arrangement(cards("9c Tc Jc 9h Th Jh Qs Ks"));
    assert_eq!(k.deadwood, 20);
    let k = r.knocker_arrangement(cards("2c 3c 4c 2h 3h 4h"));
    assert_eq!(k.melds.len(), 2);
    let k = r.knocker_arrangement(cards("2c 3c 4c 2d 3d 4d 2h 3h 4h 9s"));
    assert_eq!(k.deadwood, 9);
    // Sets 2 3 4 (exposure 3: the spades) beat runs (9 cards beyond).
    assert_eq!(
        k.melds,
        vec![cards("2c 2d 2h"), cards("3c 3d 3h"), cards("4c 4d 4h")]
    );
}

#[test]
fn g2_3_next_dealer_options() {
    let p = [0, 1]; // A non-dealer, B dealer
    assert_eq!(next_dealer(p, Some(0), NextDealer::Loser), 1);
    assert_eq!(next_dealer(p, Some(1), NextDealer::Loser), 0);
    assert_eq!(next_dealer(p, Some(0), NextDealer::Winner), 0);
    assert_eq!(next_dealer(p, Some(0), NextDealer::Alternate), 0);
    assert_eq!(next_dealer(p, Some(1), NextDealer::Alternate), 0);
    assert_eq!(
        next_dealer(p, None, NextDealer::Winner),
        1,
        "drawn: same dealer"
    );
}

#[test]
fn g8_1_the_game_ends_when_a_hand_reaches_the_target() {
    let rules = GinRules {
        target: Some(20),
        ..GinRules::default()
    };
    let mut g = gin_deal(
        rules,
        [
            "Ac 2c 3c 7d 7h 7s Th Jh Qh 5s",
            "Kd 8d 3d Ah 4h 5h 6h 9s 9d 9c",
        ],
        Some("Qs"),
        "Kh",
        "",
    );
    both_pass(&mut g);
    play(&mut g, 0, Action::DrawStock);
    let ev = play(&mut g, 0, knock("5s"));
    let Some(Event::GinGameEnded { result }) = ev.last() else {
        panic!("{ev:?}")
    };
    // 47 + 100, shutout doubled, one box.
    assert_eq!(result.games[0].lines[0].total, (47 + 100) * 2 + 25);
    assert_eq!(result.winner, Some(0));
    let st = g.standings().unwrap();
    assert_eq!(st.ranks, vec![0, 1]);
    refused(&mut g, 0, Action::NextHand, ActionError::GameOver);
    // G2.3: the loser deals the next game first, with no draw.
    assert_eq!(g.next_first_dealer(), Some(1));
    let (next, ev) = Game::start(g.rules(), 77, g.next_first_dealer()).unwrap();
    assert!(
        matches!(ev[0], Event::TwoHandedDealt { dealer: 1, .. }),
        "{ev:?}"
    );
    let mut replay = gin_core::engine::Replay::new(g.rules(), 77);
    replay.first_dealer = Some(1);
    let json = serde_json::to_string(&replay).unwrap();
    assert!(json.contains("\"first_dealer\":1"), "{json}");
    let back: gin_core::engine::Replay = serde_json::from_str(&json).unwrap();
    assert_eq!(back.run(|_, _| {}).unwrap(), next);
}

// ---------------------------------------------------------------------------
// Part V clauses
// ---------------------------------------------------------------------------

#[test]
fn v1_4_current_limit_is_the_top_discard_at_turn_start() {
    let rules = GinRules {
        oklahoma: true,
        oklahoma_limit: OklahomaLimit::Current,
        ..GinRules::default()
    };
    let mut g = gin_deal(
        rules,
        [
            "Ac 2c 3c 7d 7h 7s Th Jh Qh 5s",
            "5d 6d 8d 8s 9s Ts Js 9c 3h 2h",
        ],
        Some("9d"),
        "Kc 3d 6c",
        "",
    );
    both_pass(&mut g);
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, discard("Kc"));
    // B throws 3♦: A's turn starts with 3 on top, so A's 5 may not knock.
    play(&mut g, 1, Action::DrawStock);
    play(&mut g, 1, discard("3d"));
    assert_eq!(gin(&g).tables()[0].knock_limit(), 3);
    play(&mut g, 0, Action::DrawStock);
    assert!(!g
        .legal_actions(0)
        .iter()
        .any(|a| matches!(a, Action::Knock { .. })));
}

fn doubling_deal() -> Game {
    gin_deal(
        GinRules {
            doubling: true,
            ..GinRules::default()
        },
        [
            "Ac 2c 3c 7d 7h 7s Th Jh Qh 4s",
            "Kd 8d 3d Ah 4h 5h 6h 9s 9d 9c",
        ],
        Some("Qs"),
        "Kc Qc",
        "",
    )
}

#[test]
fn v5_1_to_v5_3_double_redouble_accept() {
    let mut g = doubling_deal();
    refused(&mut g, 0, Action::OfferDouble, ActionError::DoubleNotNow);
    both_pass(&mut g);
    refused(&mut g, 0, Action::OfferDouble, ActionError::DoubleNotNow);
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, discard("Kc"));
    // B's turn starts: B doubles; A redoubles; B accepts at 4 and plays on.
    play(&mut g, 1, Action::OfferDouble);
    assert_eq!(g.to_act(), vec![0]);
    assert_eq!(
        g.legal_actions(0),
        vec![Action::AcceptDouble, Action::Redouble, Action::Resign]
    );
    refused(&mut g, 0, Action::DrawStock, ActionError::AnswerDouble);
    play(&mut g, 0, Action::Redouble);
    assert_eq!(
        g.legal_actions(1),
        vec![Action::AcceptDouble, Action::Resign]
    );
    let ev = play(&mut g, 1, Action::AcceptDouble);
    assert_eq!(ev[0], Event::DoubleAccepted { seat: 1, stake: 4 });
    assert_eq!(gin(&g).tables()[0].stake(), 4);
    assert!(
        !g.legal_actions(1).contains(&Action::OfferDouble),
        "once a hand"
    );
    refused(&mut g, 1, Action::OfferDouble, ActionError::DoubleUsed);
    play(&mut g, 1, Action::DrawStock);
    play(&mut g, 1, discard("Qc"));
    play(&mut g, 0, Action::DrawStock);
    // The public view shows the stake.
    let p = g.public_state();
    let json = serde_json::to_string(&p).unwrap();
    assert!(json.contains("\"stake\":4"), "{json}");
}

#[test]
fn v5_4_resignation_scores_the_offerers_hand_as_a_knock() {
    let mut g = doubling_deal();
    both_pass(&mut g);
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, discard("Kc"));
    play(&mut g, 1, Action::DrawStock);
    play(&mut g, 1, discard("Qc"));
    // A's turn: A holds 4 deadwood (4♠) and doubles; B resigns.
    play(&mut g, 0, Action::OfferDouble);
    play(&mut g, 1, Action::Resign);
    let r = result(&g);
    assert_eq!(
        r.end,
        GinHandEnd::Resigned {
            offerer: 0,
            resigner: 1
        }
    );
    // B: K 8 3 A left (22), no layoff onto A's melds: 22 − 4 + 20.
    assert_eq!(
        (r.counts, r.winner, r.points, r.stake),
        ([4, 22], Some(0), 38, 1)
    );
}

#[test]
fn v7_three_players_one_sits_out() {
    let rules = GinRules {
        three_sitout: true,
        ..GinRules::default()
    };
    let (mut g, ev) = Game::new(Rules::Gin(rules), 5).unwrap();
    let Event::DealerDraw {
        cards: drawn,
        dealer,
    } = &ev[0]
    else {
        panic!()
    };
    assert_eq!(drawn.len(), 3);
    let out = *dealer;
    assert_eq!(gin(&g).sitting_out(), Some(out));
    assert_eq!(gin(&g).tables()[0].players(), sitout_players(out));
    assert!(g.legal_actions(out).is_empty());
    refused(&mut g, out, Action::DrawStock, ActionError::SittingOut);
    assert_eq!(g.seats(), 3);
}

#[test]
fn v8_partnership_two_tables_at_once() {
    let rules = GinRules {
        partnership: true,
        ..GinRules::default()
    };
    let (g, ev) = Game::new(Rules::Gin(rules), 11).unwrap();
    let Event::PartnersDrawn {
        cards: drawn,
        positions,
    } = &ev[0]
    else {
        panic!()
    };
    assert_eq!(
        *positions,
        partner_positions([drawn[0], drawn[1], drawn[2], drawn[3]])
    );
    let gg = gin(&g);
    assert_eq!(gg.tables().len(), 2);
    // Odd hands: positions 1–2 and 3–4.
    let at = |t: usize| {
        let mut p = gg.tables()[t].players().to_vec();
        p.sort();
        p
    };
    let mut first = vec![positions[0], positions[1]];
    first.sort();
    assert_eq!(at(0), first);
    assert_eq!(g.to_act().len(), 2, "both tables play at once");
    // Every hand of a partnership is cut for (the first hand).
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::CutForDeal { .. }))
            .count(),
        2
    );
    // Separate decks: each table holds 52 cards.
    g.check_invariants().unwrap();
}

#[test]
fn v8_4_a_scripted_partnership_hand_nets_the_two_tables() {
    let rules = GinRules {
        partnership: true,
        ..GinRules::default()
    };
    // Table 0: seat 0 (side 0) goes gin, 47. Table 1: seat 2 (side 0)
    // knocks 9 and seat 3 (side 1) undercuts, 28 (GE2's deal).
    let t0 = gin_hand(
        rules,
        [0, 1],
        [
            "Ac 2c 3c 7d 7h 7s Th Jh Qh 5s",
            "Kd 8d 3d Ah 4h 5h 6h 9s 9d 9c",
        ],
        Some("Qs"),
        "Kh",
        "",
    );
    let t1 = gin_hand(
        rules,
        [2, 3],
        [
            "7h 8h 9h Th 2c 2d 2h 2s 5c 4d",
            "Jh 6h 3c 3s Kc Kd Ks 8c 9c Tc",
        ],
        Some("Qs"),
        "Kh",
        "",
    );
    let mut g = Game::from(GinGame::scripted(rules, 1, vec![t0, t1], Some([0, 1, 2, 3])).unwrap());
    assert_eq!(g.to_act(), vec![0, 2]);
    // Table 0 plays while table 1 waits: seats 2 and 3 keep their counter.
    let (t2, t3) = (g.turn(2), g.turn(3));
    both_pass(&mut g);
    play(&mut g, 0, Action::DrawStock);
    play(&mut g, 0, knock("5s"));
    assert_eq!((g.turn(2), g.turn(3)), (t2, t3));
    assert_eq!(g.to_act(), vec![2]);
    refused(&mut g, 1, Action::NextHand, ActionError::HandNotOver);
    refused(
        &mut g,
        0,
        Action::DrawStock,
        ActionError::WaitingForOtherTable,
    );
    play(&mut g, 2, Action::PassUpcard);
    play(&mut g, 3, Action::PassUpcard);
    play(&mut g, 2, Action::DrawStock);
    let ev = play(&mut g, 2, knock("Kh"));
    let credited = ev
        .iter()
        .find_map(|e| match e {
            Event::HandCredited {
                competitor,
                points,
                side_points,
                board,
                ..
            } => Some((*competitor, *points, *side_points, board.clone())),
            _ => None,
        })
        .expect("the hand is credited when both tables are over");
    assert_eq!(credited.0, Some(0));
    assert_eq!(credited.1, 47 - 28);
    assert_eq!(credited.2, Some([47, 28]));
    assert_eq!(credited.3.games[0].totals, vec![19, 0]);
    assert_eq!(credited.3.games[0].boxes, vec![1, 0]);
    assert_eq!(credited.3.games[0].gins_and_undercuts, vec![1, 0]);
    assert!(g.between_hands());
    // V8.2: the even hand pairs positions 1–4 and 3–2; V8.3: the winners of
    // their own games (seats 0 and 3) deal.
    let ev = play(&mut g, 1, Action::NextHand);
    let deals: Vec<(Seat, Seat)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::TwoHandedDealt {
                non_dealer, dealer, ..
            } => Some((*non_dealer, *dealer)),
            _ => None,
        })
        .collect();
    assert_eq!(deals, vec![(3, 0), (1, 2)]);
    g.check_invariants().unwrap();
}

#[test]
fn v8_1_seats_and_v8_3_dealers() {
    // Highest at position 1, second at 3, third at 2, lowest at 4.
    let p = partner_positions([card("2c"), card("Kd"), card("9h"), card("Ks")]);
    assert_eq!(p, [3, 2, 1, 0]);
    let none = [false; 4];
    assert_eq!(
        partnership_dealer(0, 1, true, none, none),
        None,
        "first hand: cut"
    );
    let won = [true, false, false, false];
    assert_eq!(
        partnership_dealer(0, 1, false, won, none),
        Some(0),
        "winner deals"
    );
    let dealt = [true, false, false, false];
    assert_eq!(
        partnership_dealer(0, 1, false, none, dealt),
        Some(1),
        "the other deals"
    );
    assert_eq!(partnership_dealer(0, 1, false, [true; 4], [true; 4]), None);
}

// ---------------------------------------------------------------------------
// Colonel (V9)
// ---------------------------------------------------------------------------

/// Seat 0 is the non-dealer and plays first.
fn colonel_deal(hands: [&str; 2], option: &str, top: &str, hands_in_match: u32) -> Game {
    let hands = hands.map(cards);
    let option = card(option);
    let mut stock = card_list(top);
    let used = hands[0]
        .union(hands[1])
        .with(option)
        .union(CardSet::from_cards(stock.iter().copied()));
    stock.extend(CardSet::FULL.minus(used).iter());
    let hand = ColonelHand::from_setup(1, hands, option, &stock).unwrap();
    Game::from(ColonelGame::with_hand(
        ColonelRules {
            hands: hands_in_match,
        },
        1,
        hand,
    ))
}

fn colonel(g: &Game) -> &ColonelGame {
    match g {
        Game::Colonel(c) => c,
        _ => panic!("not Colonel"),
    }
}

#[test]
fn v9_1_ace_high_or_low_never_both() {
    let r = MeldRules::COLONEL;
    assert!(r.meld_kind(cards("Qs Ks As")).is_some());
    assert!(r.meld_kind(cards("As 2s 3s")).is_some());
    assert!(r.meld_kind(cards("Ks As 2s")).is_none());
    // Onto J-Q-K♥: the ace high, the ten, the nine after it; never the 2.
    let mut got = layoff_groups(cards("Ah Th 9h 2h"), cards("Jh Qh Kh"));
    let mut want = vec![
        cards("Ah"),
        cards("Th"),
        cards("9h Th"),
        cards("Th Ah"),
        cards("9h Th Ah"),
    ];
    got.sort();
    want.sort();
    assert_eq!(got, want);
}

#[test]
fn v9_3_v9_4_meld_lay_off_onto_either_and_go_out() {
    let mut g = colonel_deal(
        [
            "7c 8c 9c 4h 4d 4s Qd Kd 2h 3s",
            "Jc Qc Kc 5h 6h 7h 8s 9s Td Ah",
        ],
        "2d",
        "Tc 5c",
        4,
    );
    // A takes 2♦? No: A draws 10♣, melds 7-8-9-10♣ and the fours.
    refused(
        &mut g,
        0,
        Action::Meld {
            cards: cards("7c 8c 9c"),
        },
        ActionError::MustDrawFirst,
    );
    play(&mut g, 0, Action::DrawStock);
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("7c 8c 9c Tc"),
        },
    );
    refused(
        &mut g,
        0,
        Action::Meld {
            cards: cards("Qd Kd 2h"),
        },
        ActionError::NotAMeld {
            cards: cards("Qd Kd 2h"),
        },
    );
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("4h 4d 4s"),
        },
    );
    play(&mut g, 0, discard("2h"));
    // B draws 5♣ and lays J-Q-K♣ down, then lays off... onto A's run? 5♣
    // does not fit; B discards it.
    play(&mut g, 1, Action::DrawStock);
    play(
        &mut g,
        1,
        Action::Meld {
            cards: cards("Jc Qc Kc"),
        },
    );
    play(&mut g, 1, discard("5c"));
    // A takes 5♣ back? It fits nothing; A draws instead.
    assert_eq!(colonel(&g).hand().hand_of(0), cards("Qd Kd 3s"));
    // A draws A♣ and lays it off onto B's J-Q-K♣ (the ace high).
    let ev = play(&mut g, 0, Action::DrawStock);
    assert_eq!(drawn_card(&ev), card("Ac"));
    let ev = play(
        &mut g,
        0,
        Action::LayOff {
            cards: cards("Ac"),
            onto: cards("Jc Qc Kc"),
        },
    );
    assert_eq!(
        ev[0],
        Event::LaidOff {
            seat: 0,
            cards: cards("Ac"),
            onto: cards("Jc Qc Kc"),
            owner: 1
        }
    );
    let ev = play(&mut g, 0, discard("3s"));
    assert!(matches!(ev[0], Event::Discarded { .. }));
    play(&mut g, 1, Action::DrawStock);
    // B lays 8♠ 9♠? Not a meld alone. B lays off onto its own clubs? No.
    let legal = g.legal_actions(1);
    assert!(legal.contains(&Action::Meld {
        cards: cards("5h 6h 7h")
    }));
    play(
        &mut g,
        1,
        Action::Meld {
            cards: cards("5h 6h 7h"),
        },
    );
    // Laying off onto either player's melds: B lays off nothing here, but
    // the action is checked against the table.
    refused(
        &mut g,
        1,
        Action::LayOff {
            cards: cards("8s"),
            onto: cards("7c 8c 9c Tc"),
        },
        ActionError::CannotLayOff {
            cards: cards("8s"),
            onto: cards("7c 8c 9c Tc"),
        },
    );
    let ev = play(&mut g, 1, discard("Ah"));
    assert!(matches!(ev[0], Event::Discarded { .. }));
    assert!(colonel(&g).hand().melds().len() == 4);
}

#[test]
fn v9_3_taken_card_may_not_be_stranded_or_thrown() {
    let mut g = colonel_deal(
        [
            "7c 8c 9c 4h 4d Qd Kd 2h 3s 5s",
            "Jc Qc Kc 5h 6h 7h 8s 9s Td Ah",
        ],
        "4s",
        "",
        4,
    );
    play(&mut g, 0, Action::TakeDiscard);
    refused(
        &mut g,
        0,
        discard("4s"),
        ActionError::CannotDiscardTaken { card: card("4s") },
    );
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("4h 4d 4s"),
        },
    );
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("7c 8c 9c"),
        },
    );
    play(&mut g, 0, discard("2h"));
    assert_eq!(colonel(&g).hand().hand_of(0), cards("Qd Kd 3s 5s"));

    // Melding all but the taken card is refused.
    let mut g = colonel_deal(
        [
            "7c 8c 9c 4h 4d 4c Td Jd Qd Kd",
            "Jc Qc Kc 5h 6h 7h 8s 9s Ts Ah",
        ],
        "5s",
        "",
        4,
    );
    play(&mut g, 0, Action::TakeDiscard);
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("7c 8c 9c"),
        },
    );
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("4h 4d 4c"),
        },
    );
    refused(
        &mut g,
        0,
        Action::Meld {
            cards: cards("Td Jd Qd Kd"),
        },
        ActionError::WouldStrandTaken { card: card("5s") },
    );
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("Jd Qd Kd"),
        },
    );
    play(&mut g, 0, discard("Td"));
}

#[test]
fn v9_4_going_out_by_melding_scores_the_opponents_hand() {
    let mut g = colonel_deal(
        [
            "7c 8c 9c 4h 4d 4s Qd Kd Ad Jd",
            "Jc Qc Kc 5h 6h 7h 8s 3h 3c 3d",
        ],
        "2s",
        "Td",
        1,
    );
    play(&mut g, 0, Action::DrawStock);
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("7c 8c 9c"),
        },
    );
    play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("4h 4d 4s"),
        },
    );
    let ev = play(
        &mut g,
        0,
        Action::Meld {
            cards: cards("Td Jd Qd Kd Ad"),
        },
    );
    let Some(Event::MatchEnded { result }) = ev.last() else {
        panic!("{ev:?}")
    };
    // B's whole hand counts, melds or not: J Q K 5 6 7 8 3 3 3 = 30 + 18 + 8 + 9.
    assert_eq!(result.totals, [30 + 18 + 8 + 9, 0]);
    assert_eq!(result.winner, Some(0));
    let r = colonel(&g).sheet()[0].clone();
    assert_eq!(r.end, ColonelEnd::WentOut { seat: 0 });
}

#[test]
fn v9_6_challenge_refused_then_accepted() {
    let mut g = colonel_deal(
        [
            "7c 8c 9c 4h 4d 4s Qd Kd Ad Jd",
            "Jc Qc Kc 5h 6h 7h 8s 3h 3c 3d",
        ],
        "2s",
        "",
        2,
    );
    play(&mut g, 0, Action::Challenge);
    assert_eq!(g.to_act(), vec![1]);
    refused(&mut g, 1, Action::DrawStock, ActionError::AnswerChallenge);
    play(&mut g, 1, Action::AnswerChallenge { accept: false });
    refused(&mut g, 0, Action::Challenge, ActionError::ChallengeNotNow);
    play(&mut g, 0, Action::DrawStock);
    let top = colonel(&g)
        .hand()
        .hand_of(0)
        .minus(cards("7c 8c 9c 4h 4d 4s Qd Kd Ad Jd"));
    play(
        &mut g,
        0,
        Action::Discard {
            card: top.first().unwrap(),
        },
    );
    play(&mut g, 1, Action::Challenge);
    let ev = play(&mut g, 0, Action::AnswerChallenge { accept: true });
    let r = ev
        .iter()
        .find_map(|e| match e {
            Event::ColonelHandEnded { result, .. } => Some(result.clone()),
            _ => None,
        })
        .unwrap();
    // A: 7 8 9 4 4 4 10 10 10 10 = 76; B: 10 10 10 5 6 7 8 3 3 3 = 65.
    assert_eq!(r.totals, [76, 65]);
    assert_eq!((r.winner, r.points), (Some(1), 76));
    assert!(g.between_hands());
    let ev = play(&mut g, 0, Action::NextHand);
    assert!(
        matches!(ev[0], Event::TwoHandedDealt { dealer: 0, .. }),
        "the deal alternates"
    );
}

#[test]
fn v9_5_stock_end_the_lower_total_scores_the_difference() {
    let mut g = colonel_deal(
        [
            "7c 8c 9c 4h 4d 4s Qd Kd Ad Jd",
            "Jc Qc Kc 5h 6h 7h 8s 3h 3c 3d",
        ],
        "2s",
        "",
        1,
    );
    let mut seat = 0;
    loop {
        let ev = play(&mut g, seat, Action::DrawStock);
        let c = drawn_card(&ev);
        if colonel(&g).hand().stock_len() == 0 {
            refused(
                &mut g,
                seat,
                Action::Discard { card: c },
                ActionError::DiscardOnlyToGoOut,
            );
            let ev = play(&mut g, seat, Action::EndTurn);
            assert!(ev.iter().any(|e| matches!(e, Event::MatchEnded { .. })));
            break;
        }
        refused(&mut g, seat, Action::EndTurn, ActionError::EndTurnNotNow);
        play(&mut g, seat, Action::Discard { card: c });
        seat = 1 - seat;
    }
    let r = colonel(&g).sheet()[0].clone();
    assert!(matches!(r.end, ColonelEnd::StockOut { .. }));
    let (w, p) = score_showdown(r.totals, false);
    assert_eq!((r.winner, r.points), (w, p));
}

#[test]
fn family_rules_name_their_seats_and_refuse_v10_3() {
    assert_eq!(Rules::from_names("gin", &[]).unwrap().seats(), 2);
    assert_eq!(
        Rules::from_names("gin", &["three_sitout"]).unwrap().seats(),
        3
    );
    assert_eq!(
        Rules::from_names("gin", &["partnership"]).unwrap().seats(),
        4
    );
    assert_eq!(Rules::from_names("jersey", &[]).unwrap().seats(), 3);
    let e = Game::new(
        Rules::Gin(GinRules {
            hollywood: true,
            partnership: true,
            ..GinRules::default()
        }),
        1,
    )
    .unwrap_err();
    assert!(e.contains("V10.3"), "{e}");
}
