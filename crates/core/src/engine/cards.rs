//! Cards (R1) and a 64-bit card set.
//!
//! A card's index is `suit * 16 + rank` with rank 0 = ace … 12 = king, so that
//! each suit is one 16-bit lane of a [`CardSet`]: a run is a run of set bits
//! inside one lane, and a set is the same bit in several lanes.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Suits in the order used for tie-breaks (R3.2: ♠ > ♥ > ♦ > ♣).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn from_index(i: u8) -> Suit {
        Suit::ALL[i as usize & 3]
    }
    pub fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }
    pub fn letter(self) -> char {
        ['c', 'd', 'h', 's'][self as usize]
    }
    /// Where the suit goes when cards are shown to people, in words and
    /// in pictures alike: ♠ ♥ ♣ ♦, so that the colours alternate.
    pub fn display_place(self) -> u8 {
        match self {
            Suit::Spades => 0,
            Suit::Hearts => 1,
            Suit::Clubs => 2,
            Suit::Diamonds => 3,
        }
    }
}

/// A rank, 0 = ace (always low, R1.3) … 12 = king.
pub type Rank = u8;

const RANK_CHARS: [char; 13] = [
    'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K',
];

/// One card. The inner value is `suit * 16 + rank`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        assert!(rank < 13);
        Card((suit as u8) * 16 + rank)
    }
    /// The card with bit index `i` (must be a valid card index).
    pub const fn from_index(i: u8) -> Card {
        Card(i)
    }
    pub const fn index(self) -> u8 {
        self.0
    }
    pub const fn rank(self) -> Rank {
        self.0 & 15
    }
    pub fn suit(self) -> Suit {
        Suit::from_index(self.0 >> 4)
    }
    /// The key that orders cards as people are shown them: by suit
    /// (♠ ♥ ♣ ♦), then rank.
    pub fn display_key(self) -> (u8, Rank) {
        (self.suit().display_place(), self.rank())
    }
    /// Point value (R1.2): ace 1, pips, faces 10.
    pub const fn value(self) -> u32 {
        let r = (self.0 & 15) as u32 + 1;
        if r > 10 {
            10
        } else {
            r
        }
    }
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }
    /// Short ASCII form: `7c`, `Td`, `As`.
    pub fn ascii(self) -> String {
        format!(
            "{}{}",
            RANK_CHARS[self.rank() as usize],
            self.suit().letter()
        )
    }
    /// Rank as players write it: `A`, `2`…`10`, `J`, `Q`, `K`.
    pub fn rank_label(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self.rank() as usize]
    }
    /// Every card of the deck, clubs first, ace to king.
    pub fn all() -> impl Iterator<Item = Card> {
        Suit::ALL
            .into_iter()
            .flat_map(|s| (0..13).map(move |r| Card::new(s, r)))
    }
}

/// Prints the symbol form, `7♣`, `10♦`, `A♠`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_label(), self.suit().symbol())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.ascii())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown card {0:?}: write a rank (A 2-9 T/10 J Q K) then a suit (c d h s or ♣ ♦ ♥ ♠), e.g. 7c, Td, 10♦")]
pub struct ParseCardError(pub String);

/// Accepts `7c`, `Td`, `10d`, `as`, `7♣`, `10♦`, `A♠` (case-insensitive).
impl FromStr for Card {
    type Err = ParseCardError;
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError(s.to_string());
        let t = s.trim();
        let mut chars: Vec<char> = t.chars().collect();
        let suit_ch = chars.pop().ok_or_else(err)?;
        let suit = match suit_ch.to_ascii_lowercase() {
            'c' | '♣' | '♧' => Suit::Clubs,
            'd' | '♦' | '♢' => Suit::Diamonds,
            'h' | '♥' | '♡' => Suit::Hearts,
            's' | '♠' | '♤' => Suit::Spades,
            _ => return Err(err()),
        };
        let rank_str: String = chars.into_iter().collect::<String>().to_ascii_uppercase();
        let rank = match rank_str.as_str() {
            "A" | "1" => 0,
            "T" | "10" => 9,
            "J" => 10,
            "Q" => 11,
            "K" => 12,
            d if d.len() == 1 && ("2"..="9").contains(&d) => d.as_bytes()[0] - b'1',
            _ => return Err(err()),
        };
        Ok(Card::new(suit, rank))
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.ascii())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        // A visitor rather than a `String`: no allocation per card read.
        struct CardName;
        impl serde::de::Visitor<'_> for CardName {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a card such as \"7H\" or \"TS\"")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Card, E> {
                s.parse().map_err(E::custom)
            }
        }
        d.deserialize_str(CardName)
    }
}

/// All 52 valid card bits.
pub const FULL_DECK: u64 = 0x1FFF_1FFF_1FFF_1FFF;
/// The 13 rank bits of one suit lane.
pub const LANE: u64 = 0x1FFF;

/// A set of cards as a bit mask (bit = card index).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct CardSet(pub u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    pub const FULL: CardSet = CardSet(FULL_DECK);

    pub fn from_cards<I: IntoIterator<Item = Card>>(cards: I) -> CardSet {
        CardSet(cards.into_iter().fold(0, |m, c| m | c.bit()))
    }
    pub const fn bits(self) -> u64 {
        self.0
    }
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub const fn contains(self, c: Card) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn insert(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 |= c.bit();
        !had
    }
    pub fn remove(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 &= !c.bit();
        had
    }
    pub const fn with(self, c: Card) -> CardSet {
        CardSet(self.0 | c.bit())
    }
    pub const fn without(self, c: Card) -> CardSet {
        CardSet(self.0 & !c.bit())
    }
    pub const fn union(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
    pub const fn minus(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
    pub const fn intersect(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
    pub const fn is_subset(self, o: CardSet) -> bool {
        self.0 & !o.0 == 0
    }
    /// Total point value of the cards.
    pub fn value(self) -> u32 {
        value_of_mask(self.0)
    }
    /// The lowest card (by index), if any.
    pub fn first(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(self.0.trailing_zeros() as u8))
    }
    /// Cards in index order: clubs A..K, diamonds, hearts, spades.
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }
    /// Cards sorted for a player: by suit in [`Suit::display_place`]'s
    /// order, then rank (the one order of every card shown to people).
    pub fn sorted(self) -> Vec<Card> {
        let mut v = self.to_vec();
        v.sort_by_key(|c| c.display_key());
        v
    }
    /// Short ASCII names, in index order.
    pub fn ascii(self) -> Vec<String> {
        self.iter().map(Card::ascii).collect()
    }
}

/// Sum of card values for a mask: per suit lane, aces..tens count pips and
/// faces count 10.
#[inline]
pub fn value_of_mask(mut m: u64) -> u32 {
    let mut total = 0;
    while m != 0 {
        let i = m.trailing_zeros();
        total += Card(i as u8).value();
        m &= m - 1;
    }
    total
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for c in self.iter() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        CardSet::from_cards(iter)
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardIter;
    fn into_iter(self) -> CardIter {
        self.iter()
    }
}

pub struct CardIter(u64);

impl Iterator for CardIter {
    type Item = Card;
    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card(i as u8))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardIter {}

impl Serialize for CardSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        let set = CardSet::from_cards(cards.iter().copied());
        if set.len() as usize != cards.len() {
            return Err(serde::de::Error::custom("a card appears twice"));
        }
        Ok(set)
    }
}

/// Parses a space- or comma-separated list of cards; refuses duplicates.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, String> {
    let mut seen = CardSet::EMPTY;
    let mut out = Vec::new();
    for tok in s.split(|ch: char| ch.is_whitespace() || ch == ',') {
        if tok.is_empty() {
            continue;
        }
        let c: Card = tok.parse().map_err(|e: ParseCardError| e.to_string())?;
        if !seen.insert(c) {
            return Err(format!("duplicate card {c}"));
        }
        out.push(c);
    }
    Ok(out)
}

/// Cards written as text, for the tests of every module of the crate.
#[cfg(test)]
pub(crate) mod written {
    use super::{parse_cards, Card, CardSet};

    /// One card (`"Ah"`, `"10c"`); panics on a typo.
    pub fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// A set of cards (`"2h 3h 4h"`); panics on a typo or a duplicate.
    pub fn set(s: &str) -> CardSet {
        CardSet::from_cards(parse_cards(s).unwrap())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_both_notations() {
        for (s, want) in [
            ("7c", Card::new(Suit::Clubs, 6)),
            ("Td", Card::new(Suit::Diamonds, 9)),
            ("10d", Card::new(Suit::Diamonds, 9)),
            ("As", Card::new(Suit::Spades, 0)),
            ("7♣", Card::new(Suit::Clubs, 6)),
            ("10♦", Card::new(Suit::Diamonds, 9)),
            ("A♠", Card::new(Suit::Spades, 0)),
            ("kH", Card::new(Suit::Hearts, 12)),
        ] {
            assert_eq!(s.parse::<Card>().unwrap(), want, "{s}");
        }
        for bad in ["", "1", "Zc", "11d", "7x", "0s", "77c"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} should not parse");
        }
    }

    #[test]
    fn prints_both_notations() {
        let c: Card = "Td".parse().unwrap();
        assert_eq!(c.ascii(), "Td");
        assert_eq!(c.to_string(), "10♦");
        assert_eq!("As".parse::<Card>().unwrap().to_string(), "A♠");
    }

    #[test]
    fn values_follow_r1_2() {
        let v: Vec<u32> = (0..13)
            .map(|r| Card::new(Suit::Hearts, r).value())
            .collect();
        assert_eq!(v, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]);
        assert_eq!(CardSet::FULL.value(), 4 * 85);
    }

    #[test]
    fn deck_has_52_distinct_cards() {
        let all: CardSet = Card::all().collect();
        assert_eq!(all.len(), 52);
        assert_eq!(all, CardSet::FULL);
        for c in Card::all() {
            assert_eq!(c.ascii().parse::<Card>().unwrap(), c);
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
    }

    #[test]
    fn duplicate_cards_are_refused() {
        assert!(parse_cards("7c 8c 7c").is_err());
        assert_eq!(parse_cards("7c,8c 9c").unwrap().len(), 3);
    }

    #[test]
    fn cards_are_shown_spades_hearts_clubs_diamonds() {
        let hand = CardSet::from_cards(parse_cards("2c Kd As 7h 3s Ac").unwrap());
        let shown: Vec<String> = hand.sorted().iter().map(|c| c.to_string()).collect();
        assert_eq!(shown, ["A♠", "3♠", "7♥", "A♣", "2♣", "K♦"]);
    }
}
