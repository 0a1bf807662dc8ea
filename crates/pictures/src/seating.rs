//! Who sits at a table, as a table picture names and numbers them: the
//! names the text gives the players (a person's display name, a computer
//! seat's own name), kept short and drawable, and the number the table
//! message gives each (the seat's, or in a partnership the side's, V8).

use crate::font;
use gin_core::engine::{PublicState, Seat};
use gin_text::{tr, Lang};

/// A name is cut to this many characters (an ellipsis shows the cut).
pub const NAME_CHARS: usize = 15;

/// The seats' names in seat order, a partnership's sides, and the
/// language of the words a table picture's title and notes say.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seating {
    names: Vec<String>,
    sides: Vec<Vec<Seat>>,
    lang: Lang,
}

impl Seating {
    /// `names` in seat order, as the text names the players; a seat with
    /// no name (or one that cannot be drawn) is called by its number.
    pub fn new<S: Into<String>>(names: impl IntoIterator<Item = S>) -> Seating {
        Seating {
            names: names.into_iter().map(Into::into).collect(),
            sides: Vec::new(),
            lang: Lang::En,
        }
    }

    /// The same seats, with the title and notes of their pictures in
    /// `lang` (the table's language; English unless told).
    pub fn with_lang(mut self, lang: Lang) -> Seating {
        self.lang = lang;
        self
    }

    /// The language of the pictures' titles and notes.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The same seats playing as a partnership's `sides` (V8: each side's
    /// seats, in the order the table message lists the sides): the badges
    /// then number the sides.
    pub fn with_sides(mut self, sides: Vec<Vec<Seat>>) -> Seating {
        self.sides = sides;
        self
    }

    /// The sides of the game `view` shows when they are not single seats
    /// (a partnership, V8); empty otherwise.
    pub fn sides_of(view: &PublicState) -> Vec<Vec<Seat>> {
        match view {
            PublicState::Gin(g) if g.board.competitors.iter().any(|c| c.len() > 1) => {
                g.board.competitors.clone()
            }
            _ => Vec::new(),
        }
    }

    /// Whether the badges number a partnership's sides.
    pub fn numbers_sides(&self) -> bool {
        !self.sides.is_empty()
    }

    /// The side of `seat` (0-based), in a partnership.
    fn side(&self, seat: Seat) -> Option<usize> {
        self.sides.iter().position(|s| s.contains(&seat))
    }

    /// The number beside `seat`, as the table message gives it: its
    /// side's in a partnership, its own otherwise.
    pub fn number(&self, seat: Seat) -> u32 {
        self.side(seat).unwrap_or(seat) as u32 + 1
    }

    /// What a seat is called when its name cannot be shown: "Seat 2" (as
    /// the game's first line lists the seats in order).
    fn label(&self, seat: Seat) -> String {
        tr!(self.lang, "pic-seat", number = seat + 1)
    }

    /// The name shown for `seat`: its name without what cannot be drawn
    /// (an emoji), cut to [`NAME_CHARS`]; its label when it has none, or
    /// when any letter of it cannot be drawn (a name in another script
    /// would come out as a few stray letters, or nothing).
    pub fn name(&self, seat: Seat) -> String {
        let given = self.names.get(seat).map(String::as_str).unwrap_or("");
        match shown_name(given) {
            Some(name) => name,
            None => self.label(seat),
        }
    }

    /// "Side 1: Ann & Cy · Side 2: Bo & Di", for a partnership's picture.
    pub fn sides_line(&self) -> Option<String> {
        if self.sides.is_empty() {
            return None;
        }
        let sides: Vec<String> = self
            .sides
            .iter()
            .enumerate()
            .map(|(i, seats)| {
                let who: Vec<String> = seats.iter().map(|&s| self.name(s)).collect();
                tr!(
                    self.lang,
                    "pic-side",
                    number = i + 1,
                    names = who.join(" & ")
                )
            })
            .collect();
        Some(sides.join(" \u{b7} "))
    }
}

/// A name as a picture can show it, or None if it cannot: every letter
/// and digit must have glyphs (after folding case: ß is one capital ẞ); other
/// characters without one (emoji, symbols) are left out. Spaces are
/// collapsed, and a long name is cut with an ellipsis.
fn shown_name(name: &str) -> Option<String> {
    if name.chars().any(|c| c.is_alphanumeric() && !font::drawn(c)) {
        return None;
    }
    let kept: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| c == ' ' || (font::drawn(c) && c != font::TEN))
        .collect();
    let words: Vec<&str> = kept.split(' ').filter(|w| !w.is_empty()).collect();
    let joined = words.join(" ");
    if !joined.chars().any(char::is_alphanumeric) {
        return None;
    }
    let chars: Vec<char> = joined.chars().collect();
    if chars.len() <= NAME_CHARS {
        return Some(joined);
    }
    let mut cut: String = chars[..NAME_CHARS - 1].iter().collect();
    cut = cut.trim_end().to_string();
    cut.push(font::ELLIPSIS);
    Some(cut)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 38, item 5: people are named as the text names them, short,
    /// and only when the picture can draw the name.
    #[test]
    fn names_are_kept_short_and_drawable_or_fall_back_to_the_seat() {
        let seating = Seating::new([
            "Ann",
            "Bartholomew the Great",
            "日本語の名前",
            "🎲 Zoë 🎲",
            "",
            "Ann 日本",
            "🎲🎲",
            "x\u{e010}",
        ]);
        assert_eq!(seating.name(0), "Ann");
        // Cut to 15 characters, the ellipsis included.
        assert_eq!(seating.name(1), "Bartholomew th…");
        assert_eq!(seating.name(1).chars().count(), NAME_CHARS);
        // Another script: the seat's number, not a few stray letters.
        assert_eq!(seating.name(2), "Seat 3");
        // Emoji are left out; accented letters are drawn with their marks.
        assert_eq!(seating.name(3), "Zoë");
        assert_eq!(seating.name(4), "Seat 5");
        assert_eq!(seating.name(5), "Seat 6");
        assert_eq!(seating.name(6), "Seat 7");
        // Our private glyph for a card's 10 is not a letter of a name.
        assert_eq!(seating.name(7), "x");
        // A seat past the names.
        assert_eq!(seating.name(9), "Seat 10");
        // Whatever is kept, the picture draws every character of it.
        for s in 0..8 {
            let name = seating.name(s);
            assert_eq!(
                font::drawable(&name, 99).chars().count(),
                name.chars().count(),
                "{name}"
            );
        }
    }

    /// Issue 40: the names of people who write Spanish, Portuguese, German
    /// or French are shown whole, every letter with its marks (ß too).
    #[test]
    fn names_in_our_languages_are_shown_whole() {
        let names = [
            "Jürgen Straße",
            "François",
            "Iñés",
            "João",
            "Zoë",
            "Ælfric Œdipe",
        ];
        let seating = Seating::new(names);
        for (s, name) in names.iter().enumerate() {
            assert_eq!(seating.name(s), *name);
            assert_eq!(
                font::drawable(name, 99).chars().count(),
                name.chars().count(),
                "{name}"
            );
        }
    }

    /// The badge is the number the table message gives the player: the
    /// seat's, or in a partnership the side's (V8).
    #[test]
    fn numbers_are_the_table_messages() {
        let plain = Seating::new(["Ann", "Bob", "Cy"]);
        assert_eq!(
            (0..3).map(|s| plain.number(s)).collect::<Vec<_>>(),
            [1, 2, 3]
        );
        assert!(!plain.numbers_sides());
        assert_eq!(plain.sides_line(), None);
        let partners =
            Seating::new(["Ann", "Bob", "日本", "Di"]).with_sides(vec![vec![2, 0], vec![1, 3]]);
        assert_eq!(
            (0..4).map(|s| partners.number(s)).collect::<Vec<_>>(),
            [1, 2, 1, 2]
        );
        assert_eq!(partners.name(2), "Seat 3");
        assert_eq!(
            partners.sides_line().unwrap(),
            "Side 1: Seat 3 & Ann \u{b7} Side 2: Bob & Di"
        );
    }
}
