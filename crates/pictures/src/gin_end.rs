//! A two-handed Gin hand's end as a picture: both hands as the result
//! shows them, named and numbered as the table message names and numbers
//! the players, a title whose points add up (the stake, a spade upcard,
//! a refused double's bonus), and in a partnership which table and which
//! sides.

use crate::convert::{add_winnings, loose_order, seat_row, titled, Melds};
use crate::model::{SeatPicture, TablePicture};
use crate::seating::Seating;
use gin_core::engine::{GinHandEnd, GinHandResult, Seat};
use gin_text::{tr, Lang};

impl TablePicture {
    /// A two-handed Gin hand's end (a knock, gin, undercut, or a
    /// resignation to a double, V5.4, which shows both hands as a knock
    /// does), from its public result: the knocker's melds, the defender's
    /// melds and layoffs onto them, the deadwood and counts. `table` is
    /// the table whose hand it was (a partnership plays two). `seats`
    /// names and numbers the game's seats. None for a drawn hand (it
    /// shows no hands).
    pub fn from_gin_end(
        hand_no: Option<u32>,
        table: usize,
        r: &GinHandResult,
        seats: &Seating,
    ) -> Option<TablePicture> {
        use GinHandEnd as End;
        if r.reveals.is_empty() {
            return None;
        }
        // The two players are the picture's rows 0 and 1.
        let at = |seat: Seat| r.players.iter().position(|&p| p == seat);
        let name = |seat: Seat| seats.name(seat);
        let mut melds = Melds::new();
        let mut pictures: Vec<SeatPicture> =
            r.players.iter().map(|&s| seat_row(seats, s)).collect();
        for rev in &r.reveals {
            let i = at(rev.seat)?;
            for &m in &rev.melds {
                melds.push(i, m);
            }
        }
        for rev in &r.reveals {
            let i = at(rev.seat)?;
            for l in &rev.layoffs {
                melds.lay_off(i, at(l.owner)?, l.onto, l.cards);
            }
            pictures[i].deadwood = loose_order(rev.deadwood_cards);
            pictures[i].count = Some(rev.count);
        }
        let lang = seats.lang();
        let points = r.points;
        let knocked = || tr!(lang, "pic-note-knocked");
        let (what, notes): (String, Vec<(Seat, String)>) = match r.end {
            End::Knock { knocker } => (
                tr!(
                    lang,
                    "pic-knock-wins",
                    name = name(knocker),
                    points = points
                ),
                vec![(knocker, knocked())],
            ),
            End::Gin { seat } => (
                tr!(lang, "pic-gin-for", name = name(seat), points = points),
                vec![(seat, tr!(lang, "pic-note-gin"))],
            ),
            End::Undercut { knocker, defender } => (
                tr!(
                    lang,
                    "pic-undercut",
                    name = name(defender),
                    knocker = name(knocker),
                    points = points
                ),
                vec![
                    (knocker, knocked()),
                    (defender, tr!(lang, "pic-note-undercut")),
                ],
            ),
            // V5.4: the offerer scores as if they had knocked.
            End::Resigned { offerer, resigner } => (
                tr!(
                    lang,
                    "pic-resigns",
                    name = name(resigner),
                    winner = name(offerer),
                    points = points
                ),
                vec![
                    (
                        offerer,
                        tr!(lang, "pic-note-offered", offer = r.refused_offer()),
                    ),
                    (resigner, tr!(lang, "pic-note-resigned")),
                ],
            ),
            End::Drawn { .. } => return None,
        };
        for (seat, word) in notes {
            pictures[at(seat)?].note = word;
        }
        if let Some(w) = r.winner.and_then(at) {
            let p = &mut pictures[w];
            add_winnings(&mut p.note, points);
            p.highlight = true;
        }
        for (i, p) in pictures.iter_mut().enumerate() {
            p.melds = melds.of(i);
        }
        // A partnership says which table (as its deal line does).
        let hand = match (hand_no, seats.numbers_sides()) {
            (Some(n), true) => Some(tr!(lang, "pic-hand-at-table", hand = n, table = table + 1)),
            (Some(n), false) => Some(tr!(lang, "pic-hand", hand = n)),
            (None, true) => Some(tr!(lang, "pic-table", table = table + 1)),
            (None, false) => None,
        };
        // The points as a sum that adds up, in the text's words (G7, V1.3,
        // V5.4, V5.5); then a partnership's sides.
        let lines = points_sum(r, lang)
            .into_iter()
            .chain(seats.sides_line())
            .collect();
        Some(TablePicture {
            title: match hand {
                Some(h) => titled(lang, h, what),
                None => what,
            },
            lines,
            sides: seats.numbers_sides(),
            seats: pictures,
            ..TablePicture::default()
        })
    }
}

/// A two-handed hand's points as a sum that adds up, when they are more
/// than the hands' difference (G7, V1.3, V5.4, V5.5): "136 = 34 × 2 for
/// the stake × 2 for a spade upcard", a resignation's bonus apart: "84 =
/// (22 from the hands + 20 for the refused redouble) × 2 for the stake".
/// None when the points are just the hands'. The one wording of the
/// story and the pictures, in `lang`.
pub fn points_sum(r: &GinHandResult, lang: Lang) -> Option<String> {
    let multiplied = r.stake > 1 || r.spade;
    let mut base = r.base.to_string();
    if let GinHandEnd::Resigned { .. } = r.end {
        let bonus = gin_core::engine::gin::hand::RESIGN_BONUS;
        base = tr!(
            lang,
            "story-sum-refused",
            hands = r.base.saturating_sub(bonus),
            bonus = bonus,
            offer = r.refused_offer()
        );
        if multiplied {
            base = format!("({base})");
        }
    } else if !multiplied {
        return None;
    }
    let mut sum = format!("{} = {base}", r.points);
    if r.stake > 1 {
        sum += " ";
        sum += &tr!(lang, "story-sum-stake", stake = r.stake);
    }
    if r.spade {
        sum += " ";
        sum += &tr!(lang, "story-sum-spade");
    }
    Some(sum)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gin_core::engine::{self, Card, CardSet, Rules};

    /// Every two-handed Gin hand that ends with the hands shown (a knock,
    /// gin, undercut or resignation) is drawn from its public result: both
    /// hands, their cards once each, the winner set off, each badge the
    /// number of its seat (or side); drawn hands have no picture.
    #[test]
    fn a_gin_hand_end_is_drawn_from_its_result() {
        use engine::{Event as E, Game};
        let mut drawn = 0;
        for (seed, switches) in [
            (1, vec![]),
            (2, vec!["around_corner"]),
            (3, vec!["partnership"]),
        ] {
            let rules = Rules::from_names("gin", &switches).unwrap();
            let (mut game, _) = Game::new(rules, seed).unwrap();
            let mut hands = 0;
            while !game.is_over() && hands < 6 {
                if game.between_hands() {
                    game.apply(0, engine::Action::NextHand).unwrap();
                    continue;
                }
                let seat = game.to_act().first().copied().unwrap_or(0);
                let action =
                    gin_core::ai::choose(gin_core::ai::Level::Normal, &game.seat_view(seat), seed);
                let sides = Seating::sides_of(&game.public_view().to_state());
                for e in game.apply(seat, action).unwrap() {
                    let E::TwoHandedEnded { table, result } = e else {
                        continue;
                    };
                    hands += 1;
                    let seating = Seating::new(["A", "B", "C", "D"]).with_sides(sides.clone());
                    match TablePicture::from_gin_end(Some(1), table, &result, &seating) {
                        None => assert!(result.reveals.is_empty()),
                        Some(p) => {
                            drawn += 1;
                            p.check().unwrap();
                            assert_eq!(p.seats.len(), 2);
                            for (row, &seat) in result.players.iter().enumerate() {
                                assert_eq!(p.seats[row].name, ["A", "B", "C", "D"][seat]);
                                assert_eq!(p.seats[row].badge(row), seating.number(seat));
                            }
                            assert_eq!(p.sides, !sides.is_empty());
                            if p.sides {
                                assert!(p.title.contains(&format!("(table {})", table + 1)));
                            }
                            let shown: Vec<Card> = p
                                .seats
                                .iter()
                                .flat_map(|s| {
                                    s.melds
                                        .iter()
                                        .flat_map(|m| m.cards.clone())
                                        .chain(s.deadwood.clone())
                                })
                                .collect();
                            let set: CardSet = shown.iter().copied().collect();
                            assert_eq!(set.len() as usize, shown.len(), "a card twice");
                            let revealed = result.reveals.iter().fold(CardSet::EMPTY, |a, v| {
                                let a = v.melds.iter().fold(a, |a, m| a.union(*m));
                                let a = v.layoffs.iter().fold(a, |a, l| a.union(l.cards));
                                a.union(v.deadwood_cards)
                            });
                            assert_eq!(set, revealed);
                            assert_eq!(
                                p.seats.iter().filter(|s| s.highlight).count(),
                                usize::from(result.winner.is_some())
                            );
                        }
                    }
                }
            }
        }
        assert!(drawn > 0);
    }

    pub(super) fn result(end: GinHandEnd, stake: u32, spade: bool, base: u32) -> GinHandResult {
        let mult = stake * if spade { 2 } else { 1 };
        GinHandResult {
            end,
            players: [1, 0],
            counts: [9, 26],
            winner: Some(1),
            base,
            stake,
            spade,
            points: base * mult,
            extra_box: false,
            reveals: vec![
                engine::Reveal {
                    seat: 1,
                    melds: vec![],
                    layoffs: vec![],
                    deadwood_cards: engine::parse_cards("9c").unwrap().into_iter().collect(),
                    count: 9,
                },
                engine::Reveal {
                    seat: 0,
                    melds: vec![],
                    layoffs: vec![],
                    deadwood_cards: engine::parse_cards("Kc Qd 6h")
                        .unwrap()
                        .into_iter()
                        .collect(),
                    count: 26,
                },
            ],
        }
    }

    /// Issue 38, item 5: a doubled hand of Oklahoma with a spade upcard
    /// says how its points add up (V1.3, V5.5), and the first row (the
    /// non-dealer, seat 2) wears badge 2, not 1.
    #[test]
    fn a_doubled_spade_hand_says_how_its_points_add_up() {
        let seats = Seating::new(["Ann", "Bo"]);
        let r = result(GinHandEnd::Knock { knocker: 1 }, 2, true, 17);
        let p = TablePicture::from_gin_end(Some(3), 0, &r, &seats).unwrap();
        assert_eq!(p.title, "Hand 3: Bo knocks and wins 68");
        assert_eq!(
            p.lines,
            ["68 = 17 × 2 for the stake × 2 for a spade upcard"]
        );
        assert_eq!((p.seats[0].name.as_str(), p.seats[0].badge(0)), ("Bo", 2));
        assert_eq!((p.seats[1].name.as_str(), p.seats[1].badge(1)), ("Ann", 1));
        // A plain hand has no sum to show.
        let plain = result(GinHandEnd::Knock { knocker: 1 }, 1, false, 17);
        let p = TablePicture::from_gin_end(Some(3), 0, &plain, &seats).unwrap();
        assert!(p.lines.is_empty());
    }

    /// V5.4: a hand resigned to a double shows both hands, as a knock
    /// does, with the refused offer's bonus in the sum.
    #[test]
    fn a_resigned_hand_has_a_picture() {
        let seats = Seating::new(["Ann", "Bo"]);
        let end = GinHandEnd::Resigned {
            offerer: 1,
            resigner: 0,
        };
        let p = TablePicture::from_gin_end(Some(4), 0, &result(end, 2, false, 37), &seats).unwrap();
        assert_eq!(p.title, "Hand 4: Ann resigns: Bo wins 74");
        assert_eq!(
            p.lines,
            ["74 = (17 from the hands + 20 for the refused redouble) × 2 for the stake"]
        );
        assert_eq!(p.seats[0].note, "redoubled +74");
        assert_eq!(p.seats[1].note, "resigned");
        assert_eq!(p.seats[1].deadwood.len(), 3);
    }
}

#[cfg(test)]
mod language_tests {
    use super::*;
    use gin_text::Lang;

    /// What a picture says of a hand, in `lang`: its title, notes and
    /// sides' line.
    fn words(end: GinHandEnd, stake: u32, hand_no: Option<u32>, lang: Lang) -> Vec<String> {
        let seats = Seating::new(["Ann", ""])
            .with_sides(vec![vec![0], vec![1]])
            .with_lang(lang);
        let mut r = super::tests::result(end, stake, false, 17);
        r.winner = Some(1);
        let p = TablePicture::from_gin_end(hand_no, 1, &r, &seats).unwrap();
        let mut said = vec![p.title.clone()];
        said.extend(p.seats.iter().map(|s| s.note.clone()));
        said.extend(p.seats.iter().map(|s| s.name.clone()));
        said.extend(seats.sides_line());
        said
    }

    /// Issue 40: a Gin hand's end speaks the table's language: every title,
    /// note and seat label comes from the catalog, none shows a message id
    /// or `{`, each differs from English (but "gin", a word every language
    /// keeps), and a note with the winnings is never cut.
    #[test]
    fn a_gin_hand_end_speaks_every_language() {
        let ends = [
            (GinHandEnd::Knock { knocker: 1 }, 1),
            (GinHandEnd::Gin { seat: 1 }, 1),
            (
                GinHandEnd::Undercut {
                    knocker: 0,
                    defender: 1,
                },
                1,
            ),
            (
                GinHandEnd::Resigned {
                    offerer: 1,
                    resigner: 0,
                },
                1,
            ),
            (
                GinHandEnd::Resigned {
                    offerer: 1,
                    resigner: 0,
                },
                2,
            ),
        ];
        for (end, stake) in ends {
            for hand_no in [Some(3), None] {
                let english = words(end, stake, hand_no, Lang::En);
                for lang in Lang::ALL {
                    let said = words(end, stake, hand_no, lang);
                    for (text, en) in said.iter().zip(&english) {
                        assert!(
                            !text.contains('{') && !text.contains("pic-"),
                            "{lang}: {text}"
                        );
                        // A name is a name, and gin is gin in every language.
                        let kept = en.is_empty() || en.starts_with("gin") || en == "Ann";
                        assert!(lang == Lang::En || kept || text != en, "{lang}: {text}");
                    }
                    for note in &said[1..3] {
                        // The winner's note has its winnings: at most +999.
                        let longest = match note.split_once(" +") {
                            Some((word, _)) => format!("{word} +999"),
                            None if note.starts_with('+') => "+999".to_string(),
                            None => format!("{note} +999"),
                        };
                        let shown = crate::font::drawable(&longest, crate::table::NOTE_CHARS);
                        assert!(!shown.contains(crate::font::ELLIPSIS), "{lang}: {longest}");
                    }
                }
            }
        }
        // English says what it always said.
        let said = words(GinHandEnd::Knock { knocker: 1 }, 1, Some(3), Lang::En);
        assert_eq!(said[0], "Hand 3 (table 2): Seat 2 knocks and wins 17");
        assert_eq!(said[5], "Side 1: Ann \u{b7} Side 2: Seat 2");
        let said = words(GinHandEnd::Knock { knocker: 1 }, 1, Some(3), Lang::De);
        assert_eq!(said[0], "Runde 3 (Tisch 2): Platz 2 klopft und gewinnt 17");
        assert_eq!(said[5], "Team 1: Ann \u{b7} Team 2: Platz 2");
    }
}
