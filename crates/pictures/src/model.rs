//! What a picture shows: a small, game-agnostic model (seats with names,
//! melds, layoffs with the meld they joined, deadwood, counts, the upcard
//! and the stock). It is also the JSON of `jersey-gin render`
//! (docs/formats.md), and its canonical JSON is what the content key hashes.

use crate::PictureError;
use gin_core::engine::{Card, CardSet};
use serde::{Deserialize, Serialize};

/// The largest count or score drawn (three digits).
pub const MAX_COUNT: u32 = 999;
/// A table picture has this many seats at most (Gin partnership: four).
pub const MAX_SEATS: usize = 4;

/// A picture to draw.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Picture {
    Hand(HandPicture),
    Table(TablePicture),
}

/// One player's hand, for that player only.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandPicture {
    /// The melds, each in the order its cards are shown.
    #[serde(default)]
    pub melds: Vec<Vec<Card>>,
    /// Cards that would go onto melds on the table (after the break).
    #[serde(default)]
    pub layoffs: Vec<Card>,
    /// The cards in no meld, set apart.
    #[serde(default)]
    pub deadwood: Vec<Card>,
    /// The count shown beside the deadwood.
    #[serde(default)]
    pub count: Option<u32>,
    /// Colonel (V9.4, V9.6): what every card held counts, melds too. When
    /// given, the picture leads with it, and the deadwood tray shows what
    /// would be left after laying down the melds and layoffs (`count`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held: Option<u32>,
    /// The card just drawn (from the stock or the pile): marked.
    #[serde(default)]
    pub drawn: Option<Card>,
    /// The top card of the discard pile.
    #[serde(default)]
    pub upcard: Option<Card>,
    /// How many cards the stock holds.
    #[serde(default)]
    pub stock: Option<u32>,
}

/// The table as everyone may see it: after a knock, at the end of a hand,
/// or during the break.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablePicture {
    /// One line over the table ("Hand 3: Ann knocks").
    #[serde(default)]
    pub title: String,
    /// Smaller lines under the title: how the hand's points add up (a
    /// stake, a spade upcard), a partnership's sides.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<String>,
    /// The seats' badges number a partnership's sides (V8), as the table
    /// message does, not its seats.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sides: bool,
    /// Colonel (V9.4): each seat's loose cards are all it still holds, and
    /// its count is theirs (not deadwood).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub held: bool,
    /// Every seat, in table order; `by` in a layoff is an index into this.
    pub seats: Vec<SeatPicture>,
    #[serde(default)]
    pub upcard: Option<Card>,
    #[serde(default)]
    pub stock: Option<u32>,
}

/// One seat's row of the table.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatPicture {
    pub name: String,
    /// The number on the seat's badge: the one the table message gives
    /// this player (the seat's, or in a partnership the side's). Without
    /// it, the row's place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u32>,
    /// A short word under the name ("knocked", "gin", "+23").
    #[serde(default)]
    pub note: String,
    /// The melds this seat laid down, with what others laid off onto them.
    #[serde(default)]
    pub melds: Vec<MeldPicture>,
    /// Face-up cards in no meld.
    #[serde(default)]
    pub deadwood: Vec<Card>,
    /// Cards still held face down (during the break).
    #[serde(default)]
    pub hidden: u32,
    #[serde(default)]
    pub count: Option<u32>,
    /// Set off in gold: the winner of the hand, or the seat to play.
    #[serde(default)]
    pub highlight: bool,
}

/// A meld on the table: its cards in the order shown, laid-off ones
/// included where they joined.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeldPicture {
    pub cards: Vec<Card>,
    /// Which of `cards` another seat laid off, and who.
    #[serde(default)]
    pub laid_off: Vec<LaidOffPicture>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LaidOffPicture {
    /// The seat (index into `seats`) that laid these cards off.
    pub by: usize,
    pub cards: Vec<Card>,
}

impl MeldPicture {
    /// Who laid off `card` onto this meld, if anyone.
    pub fn laid_off_by(&self, card: Card) -> Option<usize> {
        self.laid_off
            .iter()
            .find(|l| l.cards.contains(&card))
            .map(|l| l.by)
    }
}

/// Collects cards and refuses the second sighting of any.
struct Seen(CardSet);

impl Seen {
    fn add(&mut self, cards: impl IntoIterator<Item = Card>) -> Result<(), PictureError> {
        for c in cards {
            if !self.0.insert(c) {
                return Err(PictureError::Duplicate(c));
            }
        }
        Ok(())
    }
}

fn check_count(count: Option<u32>) -> Result<(), PictureError> {
    match count {
        Some(n) if n > MAX_COUNT => Err(PictureError::Count(n)),
        _ => Ok(()),
    }
}

fn check_stock(stock: Option<u32>) -> Result<(), PictureError> {
    match stock {
        Some(n) if n > 52 => Err(PictureError::Stock(n)),
        _ => Ok(()),
    }
}

impl HandPicture {
    /// Every card in the hand, in the order shown.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.melds
            .iter()
            .flatten()
            .chain(&self.layoffs)
            .chain(&self.deadwood)
            .copied()
    }

    pub fn check(&self) -> Result<(), PictureError> {
        let mut seen = Seen(CardSet::EMPTY);
        if self.melds.iter().any(Vec::is_empty) {
            return Err(PictureError::EmptyMeld);
        }
        seen.add(self.cards())?;
        if let Some(d) = self.drawn {
            if !seen.0.contains(d) {
                return Err(PictureError::DrawnNotInHand(d));
            }
        }
        seen.add(self.upcard)?;
        check_count(self.count)?;
        check_count(self.held)?;
        check_stock(self.stock)
    }
}

impl SeatPicture {
    /// The number on the badge of the seat in row `row`.
    pub fn badge(&self, row: usize) -> u32 {
        self.number.unwrap_or(row as u32 + 1)
    }
}

impl TablePicture {
    pub fn check(&self) -> Result<(), PictureError> {
        let n = self.seats.len();
        if n == 0 || n > MAX_SEATS {
            return Err(PictureError::SeatCount(n));
        }
        for seat in &self.seats {
            match seat.number {
                Some(k) if k == 0 || k as usize > MAX_SEATS => {
                    return Err(PictureError::SeatNumber(k))
                }
                _ => {}
            }
        }
        let mut seen = Seen(CardSet::EMPTY);
        for seat in &self.seats {
            for meld in &seat.melds {
                if meld.cards.is_empty() {
                    return Err(PictureError::EmptyMeld);
                }
                seen.add(meld.cards.iter().copied())?;
                let mut marked = CardSet::EMPTY;
                for l in &meld.laid_off {
                    if l.by >= n {
                        return Err(PictureError::NoSuchSeat { by: l.by, seats: n });
                    }
                    for &c in &l.cards {
                        if !meld.cards.contains(&c) {
                            return Err(PictureError::LaidOffNotInMeld(c));
                        }
                        if !marked.insert(c) {
                            return Err(PictureError::Duplicate(c));
                        }
                    }
                }
            }
            seen.add(seat.deadwood.iter().copied())?;
            if seat.hidden > 52 {
                return Err(PictureError::Hidden(seat.hidden));
            }
            check_count(seat.count)?;
        }
        seen.add(self.upcard)?;
        check_stock(self.stock)
    }
}

impl Picture {
    /// Checks that the picture makes sense: no card twice, layoffs inside
    /// their meld and by a seat at the table, numbers in range.
    pub fn check(&self) -> Result<(), PictureError> {
        match self {
            Picture::Hand(h) => h.check(),
            Picture::Table(t) => t.check(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(s: &str) -> Vec<Card> {
        gin_core::engine::parse_cards(s).unwrap()
    }

    #[test]
    fn json_round_trips_with_the_kind_tag() {
        let json = r#"{"kind": "hand", "melds": [["7h", "8h", "9h"]], "deadwood": ["Kc"],
                       "count": 10, "drawn": "9h", "upcard": "2s", "stock": 20}"#;
        let p: Picture = serde_json::from_str(json).unwrap();
        let Picture::Hand(h) = &p else {
            panic!("a hand")
        };
        assert_eq!(h.melds, vec![cards("7h 8h 9h")]);
        assert_eq!(h.drawn, Some("9h".parse().unwrap()));
        let back: Picture = serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        assert_eq!(back, p);
        assert!(p.check().is_ok());
    }

    #[test]
    fn unknown_fields_are_refused() {
        let json = r#"{"kind": "hand", "meld": [["7h", "8h", "9h"]]}"#;
        let err = serde_json::from_str::<Picture>(json)
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown field"), "{err}");
    }

    #[test]
    fn a_card_shown_twice_is_refused() {
        let h = HandPicture {
            melds: vec![cards("7h 8h 9h")],
            deadwood: cards("Kc"),
            upcard: Some("7h".parse().unwrap()),
            ..HandPicture::default()
        };
        assert_eq!(
            h.check(),
            Err(PictureError::Duplicate("7h".parse().unwrap()))
        );
    }

    #[test]
    fn the_drawn_card_must_be_in_the_hand() {
        let h = HandPicture {
            deadwood: cards("Kc"),
            drawn: Some("Qc".parse().unwrap()),
            ..HandPicture::default()
        };
        assert_eq!(
            h.check(),
            Err(PictureError::DrawnNotInHand("Qc".parse().unwrap()))
        );
    }

    #[test]
    fn layoffs_must_be_in_their_meld_and_by_a_seat_at_the_table() {
        let mut t = TablePicture {
            seats: vec![
                SeatPicture {
                    name: "Ann".into(),
                    melds: vec![MeldPicture {
                        cards: cards("7h 8h 9h Th"),
                        laid_off: vec![LaidOffPicture {
                            by: 1,
                            cards: cards("Th"),
                        }],
                    }],
                    ..SeatPicture::default()
                },
                SeatPicture {
                    name: "Bob".into(),
                    ..SeatPicture::default()
                },
            ],
            ..TablePicture::default()
        };
        assert_eq!(t.check(), Ok(()));
        t.seats[0].melds[0].laid_off[0].by = 2;
        assert_eq!(t.check(), Err(PictureError::NoSuchSeat { by: 2, seats: 2 }));
        t.seats[0].melds[0].laid_off[0] = LaidOffPicture {
            by: 1,
            cards: cards("Jh"),
        };
        assert_eq!(
            t.check(),
            Err(PictureError::LaidOffNotInMeld("Jh".parse().unwrap()))
        );
        t.seats.clear();
        assert_eq!(t.check(), Err(PictureError::SeatCount(0)));
    }

    #[test]
    fn numbers_out_of_range_are_refused() {
        let h = HandPicture {
            count: Some(1000),
            ..HandPicture::default()
        };
        assert_eq!(h.check(), Err(PictureError::Count(1000)));
        let h = HandPicture {
            stock: Some(53),
            ..HandPicture::default()
        };
        assert_eq!(h.check(), Err(PictureError::Stock(53)));
    }
}
