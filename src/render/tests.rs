//! The shared words for what issue 38 found reading wrong: sums that add
//! up, sides that agree with their verbs, the offer a resignation refused,
//! one dealer per deal line, Oklahoma's limit, Hollywood's games and set.
#![cfg(test)]

use super::*;
use crate::engine::gin::game::{finish_game, set_result};
use crate::engine::gin::hand::RESIGN_BONUS;
use crate::engine::{
    GameFinal, GinGameResult, GinHandEnd, GinHandResult, GinRules, OklahomaDeal, Tally,
};

fn names() -> Plain<impl Fn(Seat) -> String> {
    Plain(|s: Seat| ["Ada", "Bo", "Cy", "Di"][s].to_string())
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A decided game with these figures (G8.2, G8.3), under default rules.
fn decided(totals: [u32; 2], boxes: [u32; 2]) -> GameFinal {
    let t = Tally {
        totals: totals.to_vec(),
        boxes: boxes.to_vec(),
        gins_and_undercuts: vec![0, 0],
        reached: Some(if totals[0] >= totals[1] { 0 } else { 1 }),
    };
    finish_game(&t, &GinRules::default(), true)
}

fn set(games: Vec<GameFinal>) -> GinGameResult {
    let (winner, margin) = set_result(&games);
    GinGameResult {
        competitors: vec![vec![0], vec![1]],
        ranks: match winner {
            Some(w) => vec![(w != 0) as u32, (w != 1) as u32],
            None => vec![0, 0],
        },
        games,
        winner,
        margin,
    }
}

/// GE37 (V2.5, V2.6): the set by two games to one and by 505, each
/// game's winner named, each final a sum that adds up (the shutout's
/// doubling in brackets: it read as 570 before, issue 38).
#[test]
fn ge37_a_set_names_each_game_and_its_margin_v2_6() {
    let r = set(vec![
        decided([105, 0], [3, 0]),
        decided([105, 45], [3, 2]),
        decided([65, 105], [2, 3]),
    ]);
    let text = describe(&Event::GinGameEnded { result: r }, &names());
    assert!(
        text.starts_with(
            "Ada wins the set 2–1, and by 505 points over the three games (880 to 375)!"
        ),
        "{text}"
    );
    for line in [
        "  Game I, to Ada:",
        "  A shutout for Ada.",
        "  Ada: 485 = (105 from hands + 100 game bonus) × 2 for the shutout + 75 for 3 boxes",
        "  Bo: 0 = 0 from hands",
        "  Game II, to Ada:",
        "  Ada: 280 = 105 from hands + 100 game bonus + 75 for 3 boxes",
        "  Bo: 95 = 45 from hands + 50 for 2 boxes",
        "  Game III, to Bo:",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
}

/// V2.6: a set won two games to one with fewer points over the three has
/// no margin to tell; the points say who made more (issue 38, item 1).
#[test]
fn a_set_won_on_games_with_fewer_points_claims_no_margin_v2_6() {
    let r = set(vec![
        decided([101, 70], [2, 1]),
        decided([100, 35], [2, 1]),
        decided([0, 110], [0, 4]),
    ]);
    assert_eq!((r.winner, r.margin), (Some(0), None));
    let text = describe(&Event::GinGameEnded { result: r }, &names());
    let first = text.lines().next().unwrap();
    assert_eq!(
        first,
        "Ada wins the set 2–1! Two games won take it, though Bo made more points over the three (675 to 501)."
    );
}

/// V8.5: a side of two wins together ("Ada & Cy win"); V8.4: a hand's
/// netted points name the sides, not the tables.
#[test]
fn sides_of_two_take_plural_verbs_and_are_named_as_sides_v8() {
    let mut game = decided([130, 40], [4, 1]);
    game.reached = 0;
    let r = GinGameResult {
        competitors: vec![vec![0, 2], vec![1, 3]],
        games: vec![game],
        winner: Some(0),
        margin: Some(265),
        ranks: vec![0, 1],
    };
    let text = describe(&Event::GinGameEnded { result: r }, &names());
    assert!(text.starts_with("Ada & Cy win the game by 265!"), "{text}");
    let credited = Event::HandCredited {
        competitor: Some(0),
        points: 45,
        side_points: Some([45, 0]),
        credited: vec![0],
        decided: vec![],
        board: crate::engine::Scoreboard {
            competitors: vec![vec![0, 2], vec![1, 3]],
            games: vec![Tally {
                totals: vec![45, 0],
                boxes: vec![1, 0],
                gins_and_undercuts: vec![0, 0],
                reached: None,
            }],
            entered: vec![],
            finals: vec![],
        },
    };
    assert_eq!(
        describe(&credited, &names()),
        "Ada & Cy score 45 points (sides: Ada & Cy 45, Bo & Di 0). Score: Ada & Cy 45, Bo & Di 0."
    );
}

fn resigned(stake: u32, spade: bool) -> Event {
    let base = 8 + RESIGN_BONUS;
    Event::TwoHandedEnded {
        table: 0,
        result: GinHandResult {
            end: GinHandEnd::Resigned {
                offerer: 1,
                resigner: 0,
            },
            players: [0, 1],
            counts: [11, 3],
            winner: Some(1),
            base,
            stake,
            spade,
            points: base * stake * if spade { 2 } else { 1 },
            extra_box: false,
            reveals: vec![],
        },
    }
}

/// GE23, GE24 (V5.4, V5.5): a resignation names the offer it refused, and
/// its points are a sum that adds up.
#[test]
fn ge24_a_resignation_names_the_refused_redouble_v5_4() {
    let text = describe(&resigned(1, false), &names());
    assert_eq!(
        text,
        "Hand over: Ada resigns against Bo's double.\n  Bo scores 28 = 8 from the hands + 20 for the refused double."
    );
    let text = describe(&resigned(2, false), &names());
    assert_eq!(
        text,
        "Hand over: Ada resigns against Bo's redouble.\n  Bo scores 56 = (8 from the hands + 20 for the refused redouble) × 2 for the stake."
    );
    let text = describe(&resigned(2, true), &names());
    assert!(
        text.ends_with("scores 112 = (8 from the hands + 20 for the refused redouble) × 2 for the stake × 2 for a spade upcard."),
        "{text}"
    );
}

fn dealt(sitting_out: Option<Seat>, upcard: &str, oklahoma: Option<OklahomaDeal>) -> Event {
    Event::TwoHandedDealt {
        hand: 2,
        table: 0,
        non_dealer: 2,
        dealer: 0,
        sitting_out,
        upcard: Some(card(upcard)),
        stock: 31,
        oklahoma,
    }
}

/// GE26 (V7.1, V7.2): the seat that sits out deals; the one on its left
/// plays first. One dealer on the line.
#[test]
fn ge26_among_three_the_seat_that_sits_out_deals_v7_1() {
    assert_eq!(
        describe(&dealt(Some(1), "7c", None), &names()),
        "Hand 2: Bo deals and sits out; Cy plays first, against Ada; the upcard is 7♣, 31 cards in the stock."
    );
    assert_eq!(
        describe(&dealt(None, "7c", None), &names()),
        "Hand 2: Ada deals to Cy; the upcard is 7♣, 31 cards in the stock."
    );
}

/// V1.1–V1.4: an Oklahoma deal says the limit its upcard sets.
#[test]
fn an_oklahoma_deal_says_its_knock_limit_v1() {
    let ok = |limit, follows_discard| {
        Some(OklahomaDeal {
            limit,
            follows_discard,
        })
    };
    let line = |up: &str, o| describe(&dealt(None, up, o), &names());
    assert!(line("7c", ok(7, false)).ends_with(": knock at 7 or less this hand."));
    assert!(line("Ah", ok(0, false)).ends_with(": an ace, so this hand is gin only."));
    assert!(line("Kd", ok(10, true)).ends_with(": knock at 10 or less while it is on top."));
    assert!(line("3s", ok(3, false))
        .ends_with(": knock at 3 or less this hand, and a spade doubles the hand."));
}

/// Text shows cards in the pictures' order (`CardSet::sorted`, which the
/// pictures' deadwood also follows): ♠ ♥ ♣ ♦, then rank.
#[test]
fn cards_read_in_the_pictures_order() {
    let hand = CardSet::from_cards(crate::engine::parse_cards("2c Kd As 7h Ac").unwrap());
    assert_eq!(names().cards(hand), "A♠ 7♥ A♣ 2♣ K♦");
    let set = CardSet::from_cards(crate::engine::parse_cards("Kc Kd Ks Kh").unwrap());
    assert_eq!(meld(set, &names()), "[K♠ K♥ K♣ K♦]");
}

/// A decided Hollywood game says who won it with its bonuses (V2.4, G8.3)
/// on a line of its own.
#[test]
fn a_decided_game_of_the_set_has_its_line_v2_4() {
    let t = Tally {
        totals: vec![103, 34],
        boxes: vec![3, 2],
        gins_and_undercuts: vec![0, 0],
        reached: Some(0),
    };
    let fin = finish_game(&t, &GinRules::default(), true);
    let open = Tally::new(2);
    let credited = |finals| Event::HandCredited {
        competitor: Some(0),
        points: 30,
        side_points: None,
        credited: vec![0],
        decided: vec![0],
        board: crate::engine::Scoreboard {
            competitors: vec![vec![0], vec![1]],
            games: vec![t.clone(), open.clone(), open.clone()],
            entered: vec![],
            finals,
        },
    };
    let text = describe(&credited(vec![Some(fin), None, None]), &names());
    assert!(
        text.ends_with("\nGame I goes to Ada, 278–84 with its bonuses (103–34 before them)."),
        "{text}"
    );
    // Stored before the finals were kept: who reached the target.
    let text = describe(&credited(vec![]), &names());
    assert!(
        text.ends_with("\nGame I is decided: Ada reached the target."),
        "{text}"
    );
}

/// "You" as seat 0, the others by name.
struct YouAsAda;

impl Names for YouAsAda {
    fn seat(&self, s: Seat) -> String {
        ["You", "Bo"][s].to_string()
    }
    fn is_you(&self, s: Seat) -> bool {
        s == 0
    }
}

/// Issue 38, item 9: a draw and the same seat's discard read as one line,
/// and so do a challenge and its answer (V9.6), the verbs agreeing with
/// "You" as each line alone does; anything else does not pair.
#[test]
fn a_draw_and_its_discard_and_a_challenge_and_its_answer_read_as_one() {
    let stock = |seat| Event::DrewStock { seat };
    let took = |seat| Event::TookDiscard {
        seat,
        card: card("5c"),
    };
    let discard = |seat| Event::Discarded {
        seat,
        card: card("7h"),
    };
    let pair = |a: &Event, b: &Event, n: &dyn Names| describe_pair(a, b, n);
    assert_eq!(
        pair(&stock(1), &discard(1), &names()).as_deref(),
        Some("Bo draws from the stock and discards 7♥.")
    );
    assert_eq!(
        pair(&stock(0), &discard(0), &YouAsAda).as_deref(),
        Some("You draw from the stock and discard 7♥.")
    );
    assert_eq!(
        pair(&took(0), &discard(0), &YouAsAda).as_deref(),
        Some("You take 5♣ from the discard pile and discard 7♥.")
    );
    assert_eq!(
        pair(&took(1), &discard(1), &YouAsAda).as_deref(),
        Some("Bo takes 5♣ from the discard pile and discards 7♥.")
    );
    let challenge = |seat| Event::Challenged { seat };
    let answer = |seat, accepted| Event::ChallengeAnswered { seat, accepted };
    assert_eq!(
        pair(&challenge(0), &answer(1, false), &YouAsAda).as_deref(),
        Some("You challenge; Bo refuses.")
    );
    assert_eq!(
        pair(&challenge(1), &answer(0, true), &YouAsAda).as_deref(),
        Some("Bo challenges; You accept.")
    );
    // Not pairs: another seat's discard, a knock after a draw, a discard
    // before a draw.
    let knock = Event::Knocked {
        seat: 0,
        gin: false,
        count: 5,
    };
    for (a, b) in [
        (stock(0), discard(1)),
        (stock(0), knock),
        (discard(0), stock(0)),
        (challenge(0), discard(0)),
    ] {
        assert!(
            !pairs(&a, &b) && pair(&a, &b, &names()).is_none(),
            "{a:?} {b:?}"
        );
    }
    assert!(opens_pair(&stock(0)) && opens_pair(&took(0)) && opens_pair(&challenge(0)));
    assert!(!opens_pair(&discard(0)));
}
