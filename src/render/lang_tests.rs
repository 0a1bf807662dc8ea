//! The story and the refusals in every language (issue 40): whole
//! simulated games of every kind told in each, nothing left of the
//! catalogs' syntax, every line worded differently from English, and a
//! few lines checked word for word.
#![cfg(test)]

use super::*;
use crate::engine::gin::game::{finish_game, set_result};
use crate::engine::{
    ActionError, ColonelEnd, ColonelHandResult, GameFinal, GinGameResult, GinHandEnd,
    GinHandResult, GinRules, OklahomaDeal, Rules, Scoreboard, Tally,
};
use crate::table::Refusal;
use std::collections::BTreeSet;

/// Seats by name, words in `lang`; with `you`, seat 0 is the person
/// reading, written as each language's front ends write "you".
struct In {
    lang: Lang,
    you: bool,
}

impl Names for In {
    fn seat(&self, s: Seat) -> String {
        if self.you && s == 0 {
            return match self.lang {
                Lang::En => "You",
                Lang::Es => "Tú",
                Lang::PtBr => "Você",
                Lang::De => "Du",
                Lang::Fr => "Tu",
            }
            .to_string();
        }
        ["Ada", "Bo", "Cy", "Di"][s].to_string()
    }
    fn lang(&self) -> Lang {
        self.lang
    }
    fn is_you(&self, s: Seat) -> bool {
        self.you && s == 0
    }
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> CardSet {
    CardSet::from_cards(crate::engine::parse_cards(s).unwrap())
}

/// What no reader should see: Fluent's braces, a message id, an empty
/// line.
fn assert_clean(text: &str, context: &str) {
    assert!(!text.trim().is_empty(), "{context}: empty");
    assert!(
        !text.contains('{') && !text.contains('}'),
        "{context}: {text}"
    );
    assert!(
        !text.contains("story-") && !text.contains("refusal-"),
        "{context}: a message id in {text}"
    );
    for line in text.lines() {
        assert!(
            !line.trim().is_empty(),
            "{context}: an empty line in {text:?}"
        );
    }
}

fn decided(totals: [u32; 2], boxes: [u32; 2]) -> GameFinal {
    let t = Tally {
        totals: totals.to_vec(),
        boxes: boxes.to_vec(),
        gins_and_undercuts: vec![0, 0],
        reached: Some(if totals[0] >= totals[1] { 0 } else { 1 }),
    };
    finish_game(&t, &GinRules::default(), true)
}

/// A Hollywood set of these three games (V2.6).
fn set(games: Vec<GameFinal>) -> Event {
    let (winner, margin) = set_result(&games);
    Event::GinGameEnded {
        result: GinGameResult {
            competitors: vec![vec![0], vec![1]],
            ranks: vec![0, 1],
            games,
            winner,
            margin,
        },
    }
}

fn gin_end(end: GinHandEnd, winner: Option<Seat>, stake: u32, spade: bool) -> Event {
    let base = 12;
    Event::TwoHandedEnded {
        table: 0,
        result: GinHandResult {
            end,
            players: [0, 1],
            counts: [4, 16],
            winner,
            base,
            stake,
            spade,
            points: base * stake * if spade { 2 } else { 1 },
            extra_box: false,
            reveals: vec![
                Reveal {
                    seat: 0,
                    melds: vec![cards("7h 8h 9h"), cards("Kc Kd Ks")],
                    layoffs: vec![],
                    deadwood_cards: cards("2c 2d"),
                    count: 4,
                },
                Reveal {
                    seat: 1,
                    melds: vec![cards("4s 5s 6s")],
                    layoffs: vec![LaidOff {
                        cards: cards("Th"),
                        onto: cards("7h 8h 9h"),
                        owner: 0,
                    }],
                    deadwood_cards: cards("3c 6d 7d"),
                    count: 16,
                },
            ],
        },
    }
}

fn colonel_challenge_end() -> Event {
    Event::ColonelHandEnded {
        result: ColonelHandResult {
            end: ColonelEnd::Challenge { challenger: 0 },
            totals: [12, 30],
            left: [cards("2c Kd"), cards("Qs Qh Jc")],
            winner: Some(0),
            points: 30,
        },
        totals: [30, 0],
    }
}

/// Events the simulated games may not reach: each way a hand ends, the
/// double and its answers, Oklahoma's limits, Hollywood's decided games
/// and sets, a partnership's credited hand.
fn rare_events() -> Vec<Event> {
    let dealt = |sitting_out, up: &str, limit, follows_discard| Event::TwoHandedDealt {
        hand: 2,
        table: 1,
        non_dealer: 2,
        dealer: 0,
        sitting_out,
        upcard: Some(card(up)),
        stock: 31,
        oklahoma: Some(OklahomaDeal {
            limit,
            follows_discard,
        }),
    };
    let open = Tally::new(2);
    let fin = decided([103, 34], [3, 2]);
    let credited = |finals, side_points, competitors: Vec<Vec<Seat>>| Event::HandCredited {
        competitor: Some(0),
        points: 30,
        side_points,
        credited: vec![0, 1],
        decided: vec![0],
        board: Scoreboard {
            competitors,
            games: vec![
                Tally {
                    totals: vec![103, 34],
                    boxes: vec![3, 2],
                    gins_and_undercuts: vec![0, 0],
                    reached: Some(0),
                },
                open.clone(),
                open.clone(),
            ],
            entered: vec![],
            finals,
        },
    };
    vec![
        dealt(Some(1), "As", 0, false),
        dealt(None, "Kd", 10, true),
        dealt(None, "Ad", 0, true),
        Event::TwoHandedDealt {
            hand: 1,
            table: 0,
            non_dealer: 1,
            dealer: 0,
            sitting_out: None,
            upcard: None,
            stock: 31,
            oklahoma: None,
        },
        Event::DoubleOffered { seat: 0 },
        Event::DoubleAccepted { seat: 1, stake: 2 },
        Event::Redoubled { seat: 1 },
        Event::Resigned { seat: 0 },
        Event::Challenged { seat: 0 },
        Event::ChallengeAnswered {
            seat: 1,
            accepted: true,
        },
        Event::ChallengeAnswered {
            seat: 1,
            accepted: false,
        },
        Event::LaidOff {
            seat: 1,
            cards: cards("Th"),
            onto: cards("7h 8h 9h"),
            owner: 0,
        },
        gin_end(GinHandEnd::Knock { knocker: 0 }, Some(0), 1, false),
        gin_end(GinHandEnd::Gin { seat: 1 }, Some(1), 2, true),
        gin_end(
            GinHandEnd::Undercut {
                knocker: 0,
                defender: 1,
            },
            Some(1),
            1,
            false,
        ),
        gin_end(
            GinHandEnd::Resigned {
                offerer: 1,
                resigner: 0,
            },
            Some(1),
            2,
            false,
        ),
        gin_end(
            GinHandEnd::Drawn {
                by: crate::engine::DrawnBy::StockDown,
            },
            None,
            1,
            false,
        ),
        gin_end(
            GinHandEnd::Drawn {
                by: crate::engine::DrawnBy::NoStockDraws,
            },
            None,
            1,
            false,
        ),
        colonel_challenge_end(),
        credited(
            vec![Some(fin.clone()), None, None],
            None,
            vec![vec![0], vec![1]],
        ),
        credited(vec![], Some([30, 0]), vec![vec![0, 2], vec![1, 3]]),
        set(vec![
            decided([105, 0], [3, 0]),
            decided([105, 45], [3, 2]),
            decided([65, 105], [2, 3]),
        ]),
        set(vec![
            decided([101, 70], [2, 1]),
            decided([100, 35], [2, 1]),
            decided([0, 110], [0, 4]),
        ]),
    ]
}

/// Whole games of every kind between computer players, with the rare
/// events beside them.
fn every_kind_of_event() -> Vec<Event> {
    use crate::ai::{Config, Level, Player as Ai};
    let gin = |sw: &[&str]| Rules::from_names("gin", sw).unwrap();
    let kinds = [
        Rules::from_names("jersey", &[]).unwrap(),
        gin(&[]),
        gin(&["oklahoma", "doubling"]),
        gin(&["hollywood"]),
        gin(&["three-sitout"]),
        gin(&["partnership"]),
        Rules::from_names("colonel", &[]).unwrap(),
    ];
    let mut events = rare_events();
    for rules in &kinds {
        for seed in 0..2 {
            let n = rules.seats();
            let players = vec![Ai::Level(Level::Easy); n];
            let played = crate::sim::play_game(rules, seed, &players, 0, &Config::default());
            events.extend(played.events);
        }
    }
    events
}

/// Every event of whole games of every kind, and every pair of them, told
/// in every language, to a table and to a seated person: no braces, no
/// message id, no empty line; every other language words each differently
/// from English.
#[test]
fn whole_games_of_every_kind_read_in_every_language() {
    let events = every_kind_of_event();
    let mut kinds = BTreeSet::new();
    let mut lines = 0;
    for you in [false, true] {
        let english = In {
            lang: Lang::En,
            you,
        };
        let mut check = |text_in: &dyn Fn(&In) -> String, what: &str| {
            let en = text_in(&english);
            assert_clean(&en, what);
            for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
                let text = text_in(&In { lang, you });
                assert_clean(&text, &format!("{lang}: {what}"));
                assert_ne!(text, en, "{lang}: {what} reads as English");
                lines += 1;
            }
        };
        for (i, e) in events.iter().enumerate() {
            kinds.insert(
                format!("{e:?}")
                    .split([' ', '{', '('])
                    .next()
                    .unwrap()
                    .to_string(),
            );
            check(&|n| describe(e, n), &format!("{e:?}"));
            if let Some(next) = events.get(i + 1).filter(|next| pairs(e, next)) {
                check(
                    &|n| describe_pair(e, next, n).unwrap(),
                    &format!("{e:?} + {next:?}"),
                );
            }
        }
    }
    // Every kind of event the engine has is among them.
    for kind in [
        "DealerDraw",
        "PartnersDrawn",
        "CutForDeal",
        "HandDealt",
        "TwoHandedDealt",
        "DrewStock",
        "Drew",
        "TookDiscard",
        "Discarded",
        "Knocked",
        "BreakStarted",
        "LaidDown",
        "HandEnded",
        "GameEnded",
        "PassedUpcard",
        "DoubleOffered",
        "DoubleAccepted",
        "Redoubled",
        "Resigned",
        "TwoHandedEnded",
        "HandCredited",
        "GinGameEnded",
        "Melded",
        "LaidOff",
        "Challenged",
        "ChallengeAnswered",
        "ColonelHandEnded",
        "MatchEnded",
    ] {
        assert!(kinds.contains(kind), "no {kind} among {kinds:?}");
    }
    println!("{} events, {lines} lines in other languages", events.len());
}

/// Every move in words and every note beside Colonel's challenge moves,
/// in every language.
#[test]
fn moves_and_their_notes_read_in_every_language() {
    let meld = cards("7h 8h 9h");
    let actions = [
        Action::DrawStock,
        Action::TakeDiscard,
        Action::Discard { card: card("7c") },
        Action::Knock { card: card("7c") },
        Action::NextHand,
        Action::PassUpcard,
        Action::OfferDouble,
        Action::AcceptDouble,
        Action::Redouble,
        Action::Resign,
        Action::Meld { cards: meld },
        Action::LayOff {
            cards: cards("Th"),
            onto: meld,
        },
        Action::EndTurn,
        Action::Challenge,
        Action::AnswerChallenge { accept: true },
        Action::AnswerChallenge { accept: false },
    ];
    let mut notes = 0;
    for a in &actions {
        let en = action(
            a,
            &In {
                lang: Lang::En,
                you: false,
            },
        );
        let en_note = action_note(a, Lang::En);
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = action(a, &In { lang, you: false });
            assert_clean(&text, &format!("{lang}: {a:?}"));
            assert_ne!(text, en, "{lang}: {a:?}");
            let note = action_note(a, lang);
            assert_eq!(note.is_some(), en_note.is_some(), "{lang}: {a:?}");
            if let (Some(note), Some(en_note)) = (note, &en_note) {
                assert_clean(&note, &format!("{lang}: {a:?}"));
                assert_ne!(&note, en_note);
                notes += 1;
            }
        }
    }
    assert_eq!(notes, 3 * 4, "V9.6: three challenge moves, four languages");
    for lang in Lang::ALL {
        let text = handed_over("Bo", crate::ai::Level::Hard, lang);
        assert_clean(&text, &format!("{lang}: handed over"));
        assert!(
            text.contains("Bo")
                && text.contains(&crate::words::level(lang, crate::ai::Level::Hard))
        );
    }
}

/// Every refusal of the table and of the rules (the engine's
/// `ActionError`): English reads as the refusal's own text did (capital
/// first, full stop), every other language in its own words.
#[test]
fn every_refusal_reads_in_every_language() {
    let c = card("7c");
    let meld = cards("7h 8h 9h");
    let illegal = [
        ActionError::GameOver,
        ActionError::HandOver,
        ActionError::HandNotOver,
        ActionError::NotYourTurn { turn: 1 },
        ActionError::MustDrawFirst,
        ActionError::AlreadyDrew,
        ActionError::NoDiscard,
        ActionError::UpcardNotUsable { card: c },
        ActionError::CardNotInHand { card: c },
        ActionError::CannotDiscardTaken { card: c },
        ActionError::KnockAfterBreak,
        ActionError::KnockTooHigh {
            card: c,
            deadwood: 12,
            limit: 10,
        },
        ActionError::NoSuchSeat { seat: 5 },
        ActionError::SeatOutOfRange { seat: 5, seats: 4 },
        ActionError::NotInThisGame {
            game: "Colonel".into(),
        },
        ActionError::SittingOut,
        ActionError::WaitingForOtherTable,
        ActionError::TakeOrPassUpcard { card: c },
        ActionError::NoUpcardOffer,
        ActionError::MustDrawStock,
        ActionError::NoDrawOnOpening,
        ActionError::GinOnly {
            card: c,
            deadwood: 3,
        },
        ActionError::NoDoubling,
        ActionError::DoubleUsed,
        ActionError::DoubleNotNow,
        ActionError::NoDoubleOffered,
        ActionError::AnswerDouble,
        ActionError::NoRedouble,
        ActionError::NotAMeld { cards: meld },
        ActionError::CannotLayOff {
            cards: cards("2c"),
            onto: meld,
        },
        ActionError::NoSuchMeld { onto: meld },
        ActionError::WouldStrandTaken { card: c },
        ActionError::DiscardOnlyToGoOut,
        ActionError::EndTurnNotNow,
        ActionError::ChallengeNotNow,
        ActionError::NoChallenge,
        ActionError::AnswerChallenge,
    ];
    let mut refusals = vec![
        Refusal::NoTable,
        Refusal::TableExists,
        Refusal::DailyOnce,
        Refusal::NotInLobby,
        Refusal::NotPlaying,
        Refusal::NotFinished,
        Refusal::AlreadySeated,
        Refusal::TableFull,
        Refusal::NotAPlayer,
        Refusal::NoComputer,
        Refusal::NotEnoughSeats {
            seats: 2,
            needed: 3,
        },
        Refusal::NotOpener,
        Refusal::Stale { sent: 4, now: 6 },
        Refusal::LeaveDuringGame,
        Refusal::NotHandedOver,
        Refusal::AlreadyVoted,
        Refusal::NothingDue,
        Refusal::SystemOnly,
        Refusal::InvalidSettings("target must be at least 50".into()),
        Refusal::OtherShard { shard: 1, total: 4 },
        Refusal::OtherProcess,
    ];
    refusals.extend(illegal.into_iter().map(Refusal::Illegal));
    let mut seen = BTreeSet::new();
    for r in &refusals {
        let en = refusal(r, Lang::En);
        let mut old = r.to_string();
        old[..1].make_ascii_uppercase();
        assert_eq!(en, old + ".", "{r:?}");
        for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
            let text = refusal(r, lang);
            assert_clean(&text, &format!("{lang}: {r:?}"));
            assert_ne!(text, en, "{lang}: {r:?}");
            assert!(text.ends_with('.'), "{lang}: {text}");
            assert!(seen.insert(text), "{lang}: two refusals read alike");
        }
    }
}

/// Lists and Hollywood's game numbers in each language's words.
#[test]
fn lists_join_with_each_language_and() {
    let items: Vec<String> = (0..3).map(|g| game_label(g, Lang::En)).collect();
    for (lang, want) in [
        (Lang::En, "I, II and III"),
        (Lang::Es, "I, II y III"),
        (Lang::PtBr, "I, II e III"),
        (Lang::De, "I, II und III"),
        (Lang::Fr, "I, II et III"),
    ] {
        assert_eq!(and_list(&items, lang), want);
        assert_eq!(and_list(&items[..1], lang), "I");
        assert_eq!(game_label(1, lang), "II");
    }
}

/// A few lines read word for word in each language: a draw and its
/// discard (also by the person reading), a knock and the hand it wins
/// (G6), a gin, a Colonel challenge refused (V9.6), a Hollywood set won
/// (V2.6), a knock refused over the limit.
#[test]
fn lines_read_word_for_word_in_each_language() {
    let draw = [
        Event::DrewStock { seat: 1 },
        Event::Discarded {
            seat: 1,
            card: card("7h"),
        },
    ];
    let my_draw = [
        Event::DrewStock { seat: 0 },
        Event::Discarded {
            seat: 0,
            card: card("7h"),
        },
    ];
    let knock = Event::Knocked {
        seat: 0,
        gin: false,
        count: 4,
    };
    let won = gin_end(GinHandEnd::Knock { knocker: 0 }, Some(0), 1, false);
    let gin = Event::Knocked {
        seat: 1,
        gin: true,
        count: 0,
    };
    let challenge = [
        Event::Challenged { seat: 0 },
        Event::ChallengeAnswered {
            seat: 1,
            accepted: false,
        },
    ];
    let hollywood = set(vec![
        decided([105, 0], [3, 0]),
        decided([105, 45], [3, 2]),
        decided([65, 105], [2, 3]),
    ]);
    let too_high = Refusal::Illegal(ActionError::KnockTooHigh {
        card: card("7c"),
        deadwood: 12,
        limit: 10,
    });
    let table: [(Lang, [&str; 10]); 5] = [
        (
            Lang::En,
            [
                "Bo draws from the stock and discards 7♥.",
                "You draw from the stock and discard 7♥.",
                "Ada knocks with 4.",
                "Hand over: Ada wins the knock.",
                "  Ada scores 12.",
                "Bo goes GIN!",
                "Ada challenges; Bo refuses.",
                "Ada wins the set 2–1, and by 505 points over the three games (880 to 375)!",
                "You cannot knock: throwing 7♣ leaves 12 deadwood, over the knock limit of 10.",
                "  Bo: [4♠ 5♠ 6♠]; laid off 10♥ onto [7♥ 8♥ 9♥]; deadwood [3♣ 6♦ 7♦] = 16",
            ],
        ),
        (
            Lang::Es,
            [
                "Bo roba del mazo y descarta 7♥.",
                "Tú robas del mazo y descartas 7♥.",
                "Ada cierra con 4.",
                "Fin de la mano: Ada gana el cierre.",
                "  Ada suma 12.",
                "¡Bo hace GIN!",
                "Ada desafía; Bo rechaza.",
                "¡Ada gana la serie 2–1, y por 505 puntos en las tres partidas (880 a 375)!",
                "No puedes cerrar: tirando 7♣ te quedan 12 en cartas sueltas, por encima del límite de 10 para cerrar.",
                "  Bo: [4♠ 5♠ 6♠]; colocó 10♥ en [7♥ 8♥ 9♥]; cartas sueltas [3♣ 6♦ 7♦] = 16",
            ],
        ),
        (
            Lang::PtBr,
            [
                "Bo compra do monte e descarta 7♥.",
                "Você compra do monte e descarta 7♥.",
                "Ada bate com 4.",
                "Mão encerrada: Ada vence a batida.",
                "  Ada marca 12.",
                "Bo faz GIN!",
                "Ada desafia; Bo recusa.",
                "Ada vence a série por 2–1, e por 505 pontos nas três partidas (880 a 375)!",
                "Você não pode bater: descartando 7♣ ficam 12 em cartas soltas, acima do limite de 10 para bater.",
                "  Bo: [4♠ 5♠ 6♠]; encaixou 10♥ em [7♥ 8♥ 9♥]; cartas soltas [3♣ 6♦ 7♦] = 16",
            ],
        ),
        (
            Lang::De,
            [
                "Bo zieht vom Talon und wirft 7♥ ab.",
                "Du ziehst vom Talon und wirfst 7♥ ab.",
                "Ada klopft mit 4.",
                "Runde vorbei: Ada gewinnt mit dem Klopfen.",
                "  Ada bekommt 12.",
                "Bo macht GIN!",
                "Ada fordert heraus; Bo lehnt ab.",
                "Ada gewinnt die Serie 2–1, mit 505 Punkten Vorsprung über alle drei Partien (880 zu 375)!",
                "Du kannst nicht klopfen: Wirfst du 7♣ ab, bleiben 12 in Restkarten, über der Klopfgrenze von 10.",
                "  Bo: [4♠ 5♠ 6♠]; angelegt 10♥ an [7♥ 8♥ 9♥]; Restkarten [3♣ 6♦ 7♦] = 16",
            ],
        ),
        (
            Lang::Fr,
            [
                "Bo pioche une carte et défausse 7♥.",
                "Tu pioches une carte et défausses 7♥.",
                "Ada frappe à 4.",
                "Fin de la donne : Ada gagne la frappe.",
                "  Ada marque 12.",
                "Bo fait GIN !",
                "Ada lance un défi ; Bo refuse.",
                "Ada gagne la série 2–1, avec 505 points d'avance sur les trois parties (880 à 375) !",
                "Tu ne peux pas frapper : en jetant 7♣, il te reste 12 en cartes isolées, au-dessus de la limite de 10 pour frapper.",
                "  Bo: [4♠ 5♠ 6♠]; a posé 10♥ sur [7♥ 8♥ 9♥]; cartes isolées [3♣ 6♦ 7♦] = 16",
            ],
        ),
    ];
    for (lang, want) in table {
        let n = In { lang, you: false };
        let me = In { lang, you: true };
        let result = describe(&won, &n);
        let lines: Vec<&str> = result.lines().collect();
        let set = describe(&hollywood, &n);
        let got = [
            describe_pair(&draw[0], &draw[1], &n).unwrap(),
            describe_pair(&my_draw[0], &my_draw[1], &me).unwrap(),
            describe(&knock, &n),
            lines[0].to_string(),
            lines[3].to_string(),
            describe(&gin, &n),
            describe_pair(&challenge[0], &challenge[1], &n).unwrap(),
            set.lines().next().unwrap().to_string(),
            refusal(&too_high, lang),
            lines[2].to_string(),
        ];
        assert_eq!(got.map(|l| l.to_string()), want.map(String::from), "{lang}");
    }
}
