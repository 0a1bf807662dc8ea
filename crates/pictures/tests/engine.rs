//! Pictures made from the engine's views: scripted positions whose
//! pictures are committed as `tests/golden/engine-*.json` (and so drawn and
//! compared by the golden test), and whole games checking that a public
//! picture never shows a hidden card.
//!
//! Re-bless the JSON with the PNGs: `GOLDEN_BLESS=1 cargo test -p gin-pictures`.

use gin_core::ai::{self, Level};
use gin_core::engine::jersey::{self, Hand, Options, Phase};
use gin_core::engine::{
    parse_cards, Action, Card, CardSet, ColonelGame, ColonelHand, ColonelRules, Event, Game,
    JerseyPublic, PublicState, Rules,
};
use gin_pictures::{render, HandPicture, Picture, PublicHand, Seating, Style, TablePicture};
use gin_text::Lang;
use std::path::Path;

const NAMES: [&str; 3] = ["Cecilia", "Ann", "Bob"];

/// The seats named [`NAMES`] (the first `n`).
fn names(n: usize) -> Seating {
    Seating::new(NAMES[..n].iter().copied())
}

fn set(s: &str) -> CardSet {
    parse_cards(s).unwrap().into_iter().collect()
}

/// A deal from three hands, the upcard and the first cards of the stock
/// (the rest of the deck follows in a fixed order). Seat 0 deals; seat 1
/// plays first.
fn deal(hands: [&str; 3], upcard: &str, stock_top: &str) -> Game {
    let hands = hands.map(set);
    let upcard: Card = upcard.parse().unwrap();
    let mut stock = parse_cards(stock_top).unwrap();
    let used = hands[0]
        .union(hands[1])
        .union(hands[2])
        .with(upcard)
        .union(stock.iter().copied().collect());
    stock.extend(CardSet::FULL.minus(used).iter());
    let hand = Hand::from_setup(Options::default(), 0, hands, upcard, &stock).unwrap();
    jersey::Game::with_hand(Options::default(), 7, hand).into()
}

/// A Jersey Gin game with the default options.
fn new_game(seed: u64) -> (Game, Vec<Event>) {
    Game::new(Rules::Jersey(Options::default()), seed).unwrap()
}

/// Jersey Gin's table as everyone sees it.
fn public(game: &Game) -> JerseyPublic {
    game.public_view().jersey().expect("Jersey Gin").to_state()
}

/// Ann (seat 1) draws the 2♦ and knocks with 9; Bob lays off the 6♥ and J♥
/// onto her run, Cecilia then the 5♥ and Q♥ onto the same run.
fn knock_game() -> Game {
    deal(
        [
            "4s 5s 6s Qh 5h Qs 9s 8c Td 7d",
            "7h 8h 9h Th 2s 2h 2c 5c 4d Kd",
            "Jh 6h Ks Kh Kc 3s 3c As Ac 9c",
        ],
        "Jc",
        "2d",
    )
}

fn golden_json(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/golden/{name}.json"))
}

/// The picture must equal the committed JSON (which the golden test draws).
fn check_json(name: &str, picture: &Picture) {
    let json = serde_json::to_string_pretty(picture).unwrap() + "\n";
    let path = golden_json(name);
    if std::env::var_os("GOLDEN_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, json).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (bless with GOLDEN_BLESS=1)", path.display()));
    let committed: Picture = serde_json::from_str(&committed).unwrap();
    assert_eq!(
        &committed, picture,
        "{name}: the conversion changed; re-bless if meant"
    );
}

#[test]
fn a_hand_with_a_card_just_drawn() {
    let mut game = knock_game();
    let events = game.apply(1, Action::DrawStock).unwrap();
    let drawn = events.iter().find_map(|e| match e {
        gin_core::engine::Event::Drew { card, .. } => Some(*card),
        _ => None,
    });
    let state = game.seat_view(1).to_state();
    let picture = HandPicture::from_seat(&state, drawn).expect("a hand in play");
    assert_eq!(picture.drawn, Some("2d".parse().unwrap()));
    assert_eq!(
        picture.count,
        Some(9 + 10),
        "5♣ 4♦ K♦ stay out of the melds"
    );
    assert_eq!(picture.melds.len(), 2);
    check_json("engine-hand", &Picture::Hand(picture));
}

#[test]
fn the_table_after_a_knock_shows_layoffs_on_the_meld_they_joined() {
    let mut game = knock_game();
    game.apply(1, Action::DrawStock).unwrap();
    game.apply(
        1,
        Action::Knock {
            card: "Kd".parse().unwrap(),
        },
    )
    .unwrap();
    let state = public(&game);
    let picture = TablePicture::from_public(&state, &names(3));
    let ann = &picture.seats[1];
    assert_eq!(ann.count, Some(9));
    assert!(ann.highlight, "Ann wins the hand");
    let run = &ann.melds[0];
    assert_eq!(run.cards, parse_cards("5h 6h 7h 8h 9h Th Jh Qh").unwrap());
    let by = |c: &str| run.laid_off_by(c.parse().unwrap());
    assert_eq!(
        (by("6h"), by("Jh"), by("5h"), by("Qh"), by("7h")),
        (Some(2), Some(2), Some(0), Some(0), None)
    );
    assert!(picture.seats[2].melds.iter().all(|m| m.laid_off.is_empty()));
    check_json("engine-knock", &Picture::Table(picture));
}

/// Every seat draws from the stock and throws the card back until the
/// break, then until `turns` break turns are played.
fn play_into_the_break(game: &mut Game, turns: usize) {
    let mut break_turns = 0;
    while break_turns < turns {
        let seat = game.first_to_act().expect("the hand goes on");
        if public(game).breaker.is_some() {
            break_turns += 1;
        }
        let events = game.apply(seat, Action::DrawStock).unwrap();
        let card = events
            .iter()
            .find_map(|e| match e {
                gin_core::engine::Event::Drew { card, .. } => Some(*card),
                _ => None,
            })
            .unwrap();
        game.apply(seat, Action::Discard { card }).unwrap();
    }
}

#[test]
fn the_table_during_the_break_shows_melds_and_hidden_hands() {
    // Nobody can knock (counts stay high), so the break comes; then every
    // seat lays down what it holds.
    let mut game = deal(
        [
            "4s 5s 6s Qh 5h Qs 9s 8c Qd Kd",
            "7h 8h 9h Th Ad Ah Kc Js 7c 9d",
            "Jh 6h Ks Kh 3h 3s 3c Ac 9c Tc",
        ],
        "Jc",
        "",
    );
    play_into_the_break(&mut game, 2);
    let state = public(&game);
    assert!(state.breaker.is_some() && !state.table.is_empty());
    assert_eq!(state.phase, Phase::Draw);
    let picture = TablePicture::from_public(&state, &names(3));
    let laid_off = picture
        .seats
        .iter()
        .flat_map(|s| &s.melds)
        .any(|m| !m.laid_off.is_empty());
    assert!(laid_off, "someone laid off onto another's meld");
    check_json("engine-break", &Picture::Table(picture));
}

/// The face-up cards a table picture shows.
fn shown(picture: &TablePicture) -> CardSet {
    let mut cards = CardSet::EMPTY;
    for s in &picture.seats {
        cards = cards.union(
            s.melds
                .iter()
                .flat_map(|m| m.cards.iter().copied())
                .collect(),
        );
        cards = cards.union(s.deadwood.iter().copied().collect());
    }
    cards.union(picture.upcard.into_iter().collect())
}

#[test]
fn public_pictures_never_show_a_hidden_card_in_whole_games() {
    for seed in 0..6u64 {
        let (mut game, _) = new_game(seed);
        let mut steps = 0;
        while !game.is_over() && game.hand_no() <= 3 {
            let state = public(&game);
            let picture = TablePicture::from_public(&state, &names(3));
            picture.check().unwrap();
            let table: CardSet = state
                .table
                .iter()
                .fold(CardSet::EMPTY, |a, m| a.union(m.cards));
            match &state.hand_result {
                None => {
                    // In play: only the table's melds and the top discard.
                    let public = table.union(state.top_discard.into_iter().collect());
                    assert_eq!(shown(&picture), public, "seed {seed} step {steps}");
                    let hidden: Vec<u32> = picture.seats.iter().map(|s| s.hidden).collect();
                    assert_eq!(hidden, state.hand_sizes.to_vec());
                }
                Some(r) => {
                    // Over: exactly what the result reveals, and the upcard.
                    let revealed = r.reveals.iter().fold(CardSet::EMPTY, |a, v| {
                        let melds = v.melds.iter().fold(a, |a, m| a.union(*m));
                        let layoffs = v.layoffs.iter().fold(melds, |a, l| a.union(l.cards));
                        layoffs.union(v.deadwood_cards)
                    });
                    let public = revealed.union(state.top_discard.into_iter().collect());
                    assert_eq!(shown(&picture), public, "seed {seed} step {steps}");
                }
            }
            if steps % 25 == 0 || state.hand_result.is_some() {
                render(&Picture::Table(picture), Style::default()).unwrap();
            }
            let seat = game.first_to_act().unwrap_or(0);
            let action = if state.phase == Phase::Over {
                Action::NextHand
            } else {
                ai::choose(Level::Easy, &game.seat_view(seat), seed + steps)
            };
            // A seat's own picture always checks and draws.
            if steps % 40 == 0 && state.phase != Phase::Over {
                let hand = HandPicture::from_seat(&game.seat_state(seat), None).unwrap();
                render(&Picture::Hand(hand), Style::default()).unwrap();
            }
            game.apply(seat, action).unwrap();
            steps += 1;
        }
    }
}

/// A hand's end drawn from the hand's public events ([`PublicHand`]: what
/// a post rebuilt from the stored story uses) is the very picture drawn
/// from the public view at that moment, in whole games, knocks, gins and
/// breaks alike; before the end it draws nothing. Only public events are
/// given to it.
#[test]
fn a_hand_end_from_its_public_events_is_the_one_from_the_view() {
    let mut ends = 0;
    for seed in 0..12u64 {
        let (mut game, events) = new_game(seed);
        let mut hand = PublicHand::new();
        let see = |hand: &mut PublicHand, events: Vec<Event>| {
            for e in events.into_iter().filter(Event::is_public) {
                hand.see(&e);
            }
        };
        see(&mut hand, events);
        let mut steps = 0;
        loop {
            let state = public(&game);
            match &state.hand_result {
                Some(_) => {
                    assert_eq!(
                        hand.end_picture(&names(3)),
                        Some(TablePicture::from_public(&state, &names(3))),
                        "seed {seed} hand {}",
                        state.hand_no
                    );
                    ends += 1;
                }
                None => assert_eq!(
                    hand.end_picture(&names(3)),
                    None,
                    "seed {seed} step {steps}"
                ),
            }
            if game.is_over() || game.hand_no() > 4 {
                break;
            }
            let seat = game.first_to_act().unwrap_or(0);
            let action = if state.phase == Phase::Over {
                Action::NextHand
            } else {
                ai::choose(Level::Easy, &game.seat_view(seat), seed + steps)
            };
            let events = game.apply(seat, action).unwrap();
            see(&mut hand, events);
            steps += 1;
        }
    }
    assert!(ends >= 24, "{ends} hand ends");
}

/// A Colonel hand: Cecilia (seat 0) deals; Ann melds a spade run and a set
/// of threes and throws the J♦; Cecilia melds her hearts, lays her 7♠ off
/// onto Ann's run and throws the Q♠; Ann challenges and Cecilia accepts,
/// so both hands are shown down (V9.6).
fn colonel_hand_shown_down() -> Game {
    colonel_hand_played(usize::MAX)
}

/// That Colonel hand after its first `moves` moves.
fn colonel_hand_played(moves: usize) -> Game {
    let hands = [
        set("7h 8h 9h 7s Kc Kd 2d 4c 5c Qs"),
        set("4s 5s 6s 3d 3h 3c Jd 9c Tc 2s"),
    ];
    let option: Card = "Ah".parse().unwrap();
    let mut stock = parse_cards("8d 6d").unwrap();
    let used = hands[0]
        .union(hands[1])
        .with(option)
        .union(stock.iter().copied().collect());
    stock.extend(CardSet::FULL.minus(used).iter());
    let hand = ColonelHand::from_setup(0, hands, option, &stock).unwrap();
    let mut game: Game = ColonelGame::with_hand(ColonelRules::default(), 7, hand).into();
    let meld = |s: &str| Action::Meld { cards: set(s) };
    let discard = |c: &str| Action::Discard {
        card: c.parse().unwrap(),
    };
    for (seat, action) in [
        (1, Action::DrawStock),
        (1, meld("4s 5s 6s")),
        (1, meld("3d 3h 3c")),
        (1, discard("Jd")),
        (0, Action::DrawStock),
        (0, meld("7h 8h 9h")),
        (
            0,
            Action::LayOff {
                cards: set("7s"),
                onto: set("4s 5s 6s"),
            },
        ),
        (0, discard("Qs")),
        (1, Action::Challenge),
        (0, Action::AnswerChallenge { accept: true }),
    ]
    .into_iter()
    .take(moves)
    {
        game.apply(seat, action).unwrap();
    }
    game
}

/// V9.4, V9.6: a Colonel hand picture leads with what every card held
/// counts (a challenge is decided on it), and its tray holds what laying
/// down the melds and layoffs would leave. Cecilia has drawn the 6♦ with
/// Ann's run and threes on the table: her hearts are a meld, her 7♠ goes
/// onto Ann's run.
#[test]
fn a_colonel_hand_counts_every_card_held() {
    let mut game = colonel_hand_played(4);
    let events = game.apply(0, Action::DrawStock).unwrap();
    let drawn = events.iter().find_map(|e| match e {
        Event::Drew { card, .. } => Some(*card),
        _ => None,
    });
    let state = game.seat_view(0).to_state();
    let picture = HandPicture::from_seat(&state, drawn).expect("a hand in play");
    assert_eq!(picture.drawn, Some("6d".parse().unwrap()));
    assert_eq!(picture.melds, vec![parse_cards("7h 8h 9h").unwrap()]);
    assert_eq!(picture.layoffs, parse_cards("7s").unwrap());
    // K♣ K♦ Q♠ count 10 each; 2♦ 4♣ 5♣ 6♦ their pips.
    assert_eq!(picture.count, Some(30 + 2 + 4 + 5 + 6));
    assert_eq!(picture.held, Some(7 + 8 + 9 + 7 + 47), "every card held");
    assert_eq!(
        picture.held,
        Some(gin_core::engine::colonel::game::hand_total(state.hand))
    );
    // Other games have no such count.
    let jersey = knock_game().seat_view(1).to_state();
    assert_eq!(HandPicture::from_seat(&jersey, None).unwrap().held, None);
    check_json("engine-colonel-hand", &Picture::Hand(picture));
}

/// Colonel's hand end is drawn like the others: the melds on the table
/// under whoever laid each down (the 7♠ marked as laid off by Cecilia onto
/// Ann's run), both hands' remaining cards with their totals, the
/// challenger noted and the winner set off. Nothing hidden: every card
/// shown is on the table, in a hand shown down, or the top discard.
#[test]
fn a_colonel_hand_end_shows_the_melds_and_both_hands() {
    let game = colonel_hand_shown_down();
    let PublicState::Colonel(view) = game.public_state() else {
        panic!("Colonel's view")
    };
    let r = view.hand_result.clone().expect("the hand is over");
    let picture = TablePicture::from_colonel(&view, &names(2)).expect("a picture");
    picture.check().unwrap();
    let ann = &picture.seats[1];
    assert_eq!(ann.melds.len(), 2);
    let run = ann
        .melds
        .iter()
        .find(|m| m.cards.contains(&"4s".parse().unwrap()))
        .unwrap();
    assert_eq!(run.cards, parse_cards("4s 5s 6s 7s").unwrap());
    assert_eq!(run.laid_off_by("7s".parse().unwrap()), Some(0));
    assert_eq!(picture.seats[0].melds.len(), 1);
    for seat in 0..2 {
        let shown: CardSet = picture.seats[seat].deadwood.iter().copied().collect();
        assert_eq!(shown, r.left[seat]);
        assert_eq!(picture.seats[seat].count, Some(r.totals[seat]));
    }
    assert!(ann.note.starts_with("challenged"), "{}", ann.note);
    let winner = r.winner.expect("a winner");
    assert!(picture.seats[winner].highlight);
    let table = view
        .melds
        .iter()
        .fold(CardSet::EMPTY, |a, m| a.union(m.cards));
    let public = table
        .union(r.left[0])
        .union(r.left[1])
        .union(view.top_discard.into_iter().collect());
    assert_eq!(shown(&picture), public);
    // During the hand the hands are hidden: no picture.
    assert!(TablePicture::from_colonel(
        &match deal_only_colonel().public_state() {
            PublicState::Colonel(c) => c,
            _ => unreachable!(),
        },
        &names(2)
    )
    .is_none());
    check_json("engine-colonel-end", &Picture::Table(picture));
}

fn deal_only_colonel() -> Game {
    Game::new(Rules::Colonel(ColonelRules::default()), 3)
        .unwrap()
        .0
}

/// What a game's hand end lays out: the hands shown (melds, layoffs and
/// deadwood of every reveal, or Colonel's remaining cards), the melds on
/// the table, and the top discard.
fn revealed_at_end(view: &PublicState, table: usize) -> CardSet {
    use gin_core::engine::Reveal;
    let reveals = |rs: &[Reveal]| {
        rs.iter().fold(CardSet::EMPTY, |a, v| {
            let a = v.melds.iter().fold(a, |a, m| a.union(*m));
            let a = v.layoffs.iter().fold(a, |a, l| a.union(l.cards));
            a.union(v.deadwood_cards)
        })
    };
    match view {
        PublicState::Jersey(j) => reveals(&j.hand_result.as_ref().unwrap().reveals)
            .union(j.top_discard.into_iter().collect()),
        PublicState::Gin(g) => reveals(&g.tables[table].result.as_ref().unwrap().reveals),
        PublicState::Colonel(c) => {
            let r = c.hand_result.as_ref().unwrap();
            c.melds
                .iter()
                .fold(r.left[0].union(r.left[1]), |a, m| a.union(m.cards))
                .union(c.top_discard.into_iter().collect())
        }
    }
}

/// In whole games of every kind, each hand's end is drawn from the public
/// view right after it ([`TablePicture::at_hand_end`]), shows only what
/// the end lays out, and is the very picture drawn again from the hand's
/// public events ([`PublicHand`]: a post rebuilt from the stored story).
#[test]
fn every_game_s_hand_end_is_drawn_from_its_view_and_again_from_its_events() {
    let games = [
        Rules::Jersey(Options::default()),
        Rules::from_names("gin", &[]).unwrap(),
        Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap(),
        Rules::from_names("gin", &["partnership"]).unwrap(),
        Rules::from_names("gin", &["three_sitout"]).unwrap(),
        Rules::Colonel(ColonelRules::default()),
    ];
    let named = Seating::new(["A", "B", "C", "D"]);
    for rules in games {
        let mut pictured = 0;
        for seed in 0..3u64 {
            let (mut game, events) = Game::new(rules, seed).unwrap();
            let mut hand = PublicHand::new();
            for e in events.iter().filter(|e| e.is_public()) {
                hand.see(e);
            }
            let mut steps = 0u64;
            while !game.is_over() && game.hand_no() <= 3 {
                let seat = game.to_act().first().copied().unwrap_or(0);
                let action = if game.between_hands() {
                    Action::NextHand
                } else {
                    ai::choose(Level::Easy, &game.seat_view(seat), seed + steps)
                };
                let events = game.apply(seat, action).unwrap();
                steps += 1;
                for e in events.iter().filter(|e| e.is_public()) {
                    hand.see(e);
                }
                let table = events.iter().find_map(|e| match e {
                    Event::HandEnded { .. } | Event::ColonelHandEnded { .. } => Some(0),
                    Event::TwoHandedEnded { table, .. } => Some(*table),
                    _ => None,
                });
                let Some(table) = table else { continue };
                let view = game.public_state();
                let names = named.clone().with_sides(Seating::sides_of(&view));
                let live = TablePicture::at_hand_end(&view, table, &names);
                assert_eq!(hand.end_picture(&names), live, "{rules:?} seed {seed}");
                let Some(live) = live else { continue };
                live.check().unwrap();
                let public = revealed_at_end(&view, table);
                assert!(
                    shown(&live).minus(public).is_empty(),
                    "{rules:?} seed {seed}: {} shown but not laid out",
                    shown(&live).minus(public)
                );
                pictured += 1;
                if pictured == 1 {
                    render(&Picture::Table(live), Style::default()).unwrap();
                }
            }
        }
        assert!(pictured > 0, "{rules:?}: no hand end pictured");
    }
}

/// How a scripted two-handed game answers a double: accept it, or resign.
#[derive(Clone, Copy, PartialEq)]
enum Answer {
    Accept,
    Resign,
}

/// Plays two-handed Gin games of `rules` by the computer's choices, except
/// that a double is offered whenever it may be and answered by `answer`,
/// until a hand ends as `wanted` says: the public view then, the table
/// whose hand ended, and the hand's public events from its deal.
fn gin_hand_end(
    rules: Rules,
    answer: Answer,
    wanted: impl Fn(&gin_core::engine::GinHandResult) -> bool,
) -> (PublicState, usize, PublicHand) {
    for seed in 0..400u64 {
        let (mut game, events) = Game::new(rules, seed).unwrap();
        let mut hand = PublicHand::new();
        events
            .iter()
            .filter(|e| e.is_public())
            .for_each(|e| hand.see(e));
        let mut steps = 0u64;
        while !game.is_over() && game.hand_no() <= 4 {
            let seat = game.to_act().first().copied().unwrap_or(0);
            let legal = game.legal_actions(seat);
            let action = if game.between_hands() {
                Action::NextHand
            } else if legal.contains(&Action::OfferDouble) {
                Action::OfferDouble
            } else if legal.contains(&Action::Resign) && answer == Answer::Resign {
                Action::Resign
            } else if legal.contains(&Action::AcceptDouble) {
                Action::AcceptDouble
            } else {
                ai::choose(Level::Normal, &game.seat_view(seat), seed + steps)
            };
            steps += 1;
            for e in game.apply(seat, action).unwrap() {
                if e.is_public() {
                    hand.see(&e);
                }
                if let Event::TwoHandedEnded { table, result } = &e {
                    if wanted(result) {
                        return (game.public_state(), *table, hand);
                    }
                }
            }
        }
    }
    panic!("no such hand in 400 games of {rules:?}");
}

/// Issue 38, item 5: a doubled Oklahoma hand with a spade upcard says in
/// its title how the points add up (V1.3, V5.5), and each badge is its
/// seat's number, whichever row it is in.
#[test]
fn a_doubled_spade_hand_s_picture_adds_up() {
    use gin_core::engine::GinHandEnd;
    let rules = Rules::from_names("gin", &["oklahoma", "doubling"]).unwrap();
    let (view, table, hand) = gin_hand_end(rules, Answer::Accept, |r| {
        r.stake == 2 && r.spade && matches!(r.end, GinHandEnd::Knock { .. })
    });
    let picture = TablePicture::at_hand_end(&view, table, &names(2)).expect("a picture");
    assert_eq!(hand.end_picture(&names(2)).as_ref(), Some(&picture));
    let PublicState::Gin(g) = &view else {
        panic!("Gin's view")
    };
    let r = g.tables[table].result.as_ref().unwrap();
    assert!(
        picture.title.ends_with(&format!("wins {}", r.points)),
        "{}",
        picture.title
    );
    assert_eq!(
        picture.lines,
        [format!(
            "{} = {} × 2 for the stake × 2 for a spade upcard",
            r.points, r.base
        )]
    );
    for (row, &seat) in r.players.iter().enumerate() {
        assert_eq!(picture.seats[row].badge(row), seat as u32 + 1);
        assert_eq!(picture.seats[row].name, NAMES[seat]);
    }
    check_json("engine-gin-doubled-spade", &Picture::Table(picture));
}

/// V5.4: a hand resigned to a double is shown as a knock is: both hands,
/// the resigner's layoffs, and the refused offer's 20 in the sum.
#[test]
fn a_resigned_hand_s_picture_shows_both_hands() {
    use gin_core::engine::GinHandEnd;
    let rules = Rules::from_names("gin", &["doubling"]).unwrap();
    let (view, table, hand) = gin_hand_end(rules, Answer::Resign, |r| {
        matches!(r.end, GinHandEnd::Resigned { .. })
    });
    let picture = TablePicture::at_hand_end(&view, table, &names(2)).expect("a picture");
    assert_eq!(hand.end_picture(&names(2)).as_ref(), Some(&picture));
    picture.check().unwrap();
    assert!(picture.title.contains(" resigns: "), "{}", picture.title);
    assert!(
        picture.lines[0].contains("+ 20 for the refused double"),
        "{:?}",
        picture.lines
    );
    // Only what the resignation lays out (V5.4).
    assert_eq!(shown(&picture), revealed_at_end(&view, table));
    check_json("engine-gin-resigned", &Picture::Table(picture));
}

/// V8: a partnership's picture says which table it is, numbers each
/// player by their side as the table message does, and names the sides.
#[test]
fn a_partnership_picture_names_its_table_and_sides() {
    let rules = Rules::from_names("gin", &["partnership"]).unwrap();
    let (view, table, hand) = gin_hand_end(rules, Answer::Accept, |r| !r.reveals.is_empty());
    let sides = Seating::sides_of(&view);
    assert_eq!(sides.len(), 2);
    let seats = Seating::new(["Ann", "Bo", "Cy", "Di"]).with_sides(sides.clone());
    let picture = TablePicture::at_hand_end(&view, table, &seats).expect("a picture");
    assert_eq!(hand.end_picture(&seats).as_ref(), Some(&picture));
    assert!(picture.sides);
    assert!(
        picture
            .title
            .starts_with(&format!("Hand 1 (table {}): ", table + 1)),
        "{}",
        picture.title
    );
    let side_of = |name: &str| {
        let seat = ["Ann", "Bo", "Cy", "Di"]
            .iter()
            .position(|n| *n == name)
            .unwrap();
        sides.iter().position(|s| s.contains(&seat)).unwrap() as u32 + 1
    };
    let mut badges: Vec<u32> = Vec::new();
    for (row, seat) in picture.seats.iter().enumerate() {
        assert_eq!(seat.badge(row), side_of(&seat.name), "{}", seat.name);
        badges.push(seat.badge(row));
    }
    badges.sort_unstable();
    assert_eq!(badges, [1, 2], "one player of each side at a table");
    let line = picture.lines.last().unwrap();
    assert!(line.starts_with("Side 1: "), "{line}");
    assert!(line.contains(" & "), "{line}");
    check_json("engine-partnership", &Picture::Table(picture));
}

/// Issue 40: the same hands drawn for tables of the other languages, from
/// the same games: the title, notes and sides from the catalogs (the
/// seating's language), the labels in the style's (the golden test draws
/// `NAME.<lang>.json` in that language). A Jersey knock and a Colonel end
/// with their piles, a partnership's Gin end, and a Colonel hand with its
/// line over the cards.
#[test]
fn pictures_speak_the_table_s_language() {
    let mut knocked = knock_game();
    knocked.apply(1, Action::DrawStock).unwrap();
    let knock = Action::Knock {
        card: "Kd".parse().unwrap(),
    };
    knocked.apply(1, knock).unwrap();
    let colonel = colonel_hand_shown_down();
    let PublicState::Colonel(colonel) = colonel.public_state() else {
        panic!("Colonel's view")
    };
    let rules = Rules::from_names("gin", &["partnership"]).unwrap();
    let (view, table, _) = gin_hand_end(rules, Answer::Accept, |r| !r.reveals.is_empty());
    let partners = Seating::new(["Ann", "Bo", "Cy", "Di"]).with_sides(Seating::sides_of(&view));
    let hand: Picture =
        serde_json::from_str(&std::fs::read_to_string(golden_json("engine-colonel-hand")).unwrap())
            .unwrap();
    let english = TablePicture::from_public(&public(&knocked), &names(3));
    for lang in [Lang::Es, Lang::PtBr, Lang::De, Lang::Fr] {
        let knock = TablePicture::from_public(&public(&knocked), &names(3).with_lang(lang));
        assert_ne!(knock.title, english.title, "{lang}");
        assert_eq!(knock.seats.len(), english.seats.len());
        check_json(&format!("engine-knock.{lang}"), &Picture::Table(knock));
        let end = TablePicture::from_colonel(&colonel, &names(2).with_lang(lang)).unwrap();
        check_json(&format!("engine-colonel-end.{lang}"), &Picture::Table(end));
        let seats = partners.clone().with_lang(lang);
        let gin = TablePicture::at_hand_end(&view, table, &seats).unwrap();
        check_json(&format!("engine-partnership.{lang}"), &Picture::Table(gin));
        check_json(&format!("engine-colonel-hand.{lang}"), &hand);
    }
}
