//! Our own stroke lettering: capitals, digits and a little punctuation,
//! drawn as centre lines that are stroked with round ends. One design serves
//! card ranks (heavy), counts and names (lighter), so no font file is needed.
//!
//! Glyphs are drawn on a grid with the capital height 10 and the baseline at
//! y = 10. A character we have no glyph for is left out; lower case is drawn
//! as capitals and common accented letters as their base letter.

use crate::outline;
use std::sync::OnceLock;
use tiny_skia::{LineCap, LineJoin, Path, Stroke};

/// Capital height in glyph units.
pub const CAP: f32 = 10.0;
/// The gap between two glyphs, in glyph units (before the stroke width).
pub const GAP: f32 = 2.2;

struct GlyphDef {
    ch: char,
    width: f32,
    outline: &'static str,
}

const fn g(ch: char, width: f32, outline: &'static str) -> GlyphDef {
    GlyphDef { ch, width, outline }
}

#[rustfmt::skip]
const GLYPHS: &[GlyphDef] = &[
    g('A', 6.4, "M 0 10 L 3.2 0 L 6.4 10 M 1.1 6.6 L 5.3 6.6"),
    g('B', 5.6, "M 0 5 L 3 5 A 3 2.5 2.5 2.5 90 -90 L 0 0 L 0 10 L 3.1 10 A 3.1 7.5 2.5 2.5 90 -90"),
    g('C', 6.0, "A 3.4 5 3.4 5 -42 -318"),
    g('D', 6.0, "M 0 0 L 0 10 L 2 10 A 2 5 4 5 90 -90 Z"),
    g('E', 5.0, "M 5 0 L 0 0 L 0 10 L 5 10 M 0 5 L 4 5"),
    g('F', 5.0, "M 5 0 L 0 0 L 0 10 M 0 5 L 4 5"),
    g('G', 6.8, "A 3.4 5 3.4 5 -42 -360 L 3.8 5"),
    g('H', 6.0, "M 0 0 L 0 10 M 6 0 L 6 10 M 0 5 L 6 5"),
    g('I', 0.0, "M 0 0 L 0 10"),
    g('J', 4.8, "M 4.8 0 L 4.8 7.3 A 2.4 7.3 2.4 2.7 0 160"),
    g('K', 5.8, "M 0 0 L 0 10 M 5.8 0 L 0 6.2 M 2.1 4 L 5.8 10"),
    g('L', 5.0, "M 0 0 L 0 10 L 5 10"),
    g('M', 7.6, "M 0 10 L 0 0 L 3.8 6.6 L 7.6 0 L 7.6 10"),
    g('N', 6.0, "M 0 10 L 0 0 L 6 10 L 6 0"),
    g('O', 6.8, "A 3.4 5 3.4 5 0 360"),
    g('P', 5.6, "M 0 10 L 0 0 L 2.9 0 A 2.9 2.7 2.7 2.7 -90 90 L 0 5.4"),
    g('Q', 6.8, "A 3.4 5 3.4 5 0 360 M 4 7.2 L 6.9 10.4"),
    g('R', 5.8, "M 0 10 L 0 0 L 2.9 0 A 2.9 2.7 2.7 2.7 -90 90 L 0 5.4 M 2.9 5.4 L 5.8 10"),
    g('S', 5.8, "M 5.4 1.5 C 4.4 -0.5 0.3 -0.6 0.3 2.6 C 0.3 5.6 5.8 4.3 5.8 7.4 C 5.8 10.6 1.2 10.7 0 8.4"),
    g('T', 6.0, "M 0 0 L 6 0 M 3 0 L 3 10"),
    g('U', 6.0, "M 0 0 L 0 7 A 3 7 3 3 180 0 L 6 0"),
    g('V', 6.4, "M 0 0 L 3.2 10 L 6.4 0"),
    g('W', 8.8, "M 0 0 L 2.2 10 L 4.4 2.6 L 6.6 10 L 8.8 0"),
    g('X', 6.0, "M 0 0 L 6 10 M 6 0 L 0 10"),
    g('Y', 6.2, "M 0 0 L 3.1 5.2 L 6.2 0 M 3.1 5.2 L 3.1 10"),
    g('Z', 6.0, "M 0 0 L 6 0 L 0 10 L 6 10"),
    g('0', 5.8, "A 2.9 5 2.9 5 0 360"),
    g('1', 3.0, "M 0 2.2 L 3 0 L 3 10"),
    g('2', 5.6, "M 0.2 2.4 C 0.8 -0.8 5.6 -0.8 5.6 2.6 C 5.6 5.4 0 7 0 10 L 5.8 10"),
    g('3', 5.6, "M 0.3 1.3 C 1.6 -0.5 5.4 -0.4 5.4 2.4 C 5.4 4.2 3.8 4.8 2.2 4.8 C 4.2 4.8 5.8 5.6 5.8 7.4 C 5.8 10.6 1.2 10.8 0 8.6"),
    g('4', 6.0, "M 4.4 10 L 4.4 0 L 0 7 L 6 7"),
    g('5', 5.8, "M 5.4 0 L 0.9 0 L 0.4 4.5 C 2.2 3.2 5.8 3.4 5.8 6.9 C 5.8 10.7 1.2 10.8 0 8.6"),
    g('6', 5.8, "M 5.1 0.7 C 2.8 -1 0 0.6 0 6.6 A 2.9 7.2 2.9 2.8 180 540"),
    g('7', 5.6, "M 0 0 L 5.6 0 L 1.8 10"),
    g('8', 5.8, "A 2.9 2.6 2.4 2.5 90 450 A 2.9 7.4 2.9 2.6 -90 270"),
    g('9', 5.8, "M 0.7 9.3 C 3 11 5.8 9.4 5.8 3.4 A 2.9 2.8 2.9 2.8 0 360"),
    g(' ', 2.6, ""),
    g('.', 0.0, "M 0 9.9 L 0 10"),
    g(',', 0.6, "M 0.6 9.4 L 0 11.4"),
    g(':', 0.0, "M 0 3.9 L 0 4 M 0 9.9 L 0 10"),
    g('\'', 0.4, "M 0.4 0 L 0 3"),
    g('!', 0.0, "M 0 0 L 0 6.4 M 0 9.9 L 0 10"),
    g('?', 5.0, "M 0.1 2 C 0.6 -0.7 5 -0.7 5 2.2 C 5 4.4 2.5 4.4 2.5 6.8 M 2.5 9.9 L 2.5 10"),
    g('-', 3.6, "M 0 5.6 L 3.6 5.6"),
    g('+', 5.4, "M 0 5.2 L 5.4 5.2 M 2.7 2.5 L 2.7 7.9"),
    g('/', 4.4, "M 0 10.6 L 4.4 -0.6"),
    g('(', 2.0, "A 5.4 5 5.4 6.2 -126 -234"),
    g(')', 2.0, "A -3.4 5 5.4 6.2 -54 54"),
    g('=', 5.4, "M 0 3.7 L 5.4 3.7 M 0 6.7 L 5.4 6.7"),
    g('\u{d7}', 4.6, "M 0 2.9 L 4.6 7.5 M 4.6 2.9 L 0 7.5"),
    g('&', 6.4, "M 6.3 10 L 1.7 3.9 C 0.6 2.4 1.3 0 3.1 0 C 4.8 0 5.5 2 4.3 3.3 L 1.4 6 C -0.1 7.5 0.6 10 2.9 10 C 4.4 10 5.6 8.9 6.4 6.4"),
    g('#', 6.4, "M 2 0.6 L 1.3 9.4 M 5.1 0.6 L 4.4 9.4 M 0.2 3.4 L 6.4 3.4 M 0 6.6 L 6.2 6.6"),
    g('\u{b7}', 0.0, "M 0 5.4 L 0 5.5"),
    g(ELLIPSIS, 5.0, "M 0 9.9 L 0 10 M 2.5 9.9 L 2.5 10 M 5 9.9 L 5 10"),
    // A compact "10" for card ranks, as narrow as the other ranks allow.
    g(TEN, 9.7, "M 0 2.2 L 2.6 0 L 2.6 10 M 9.7 5 A 7.2 5 2.5 5 0 360"),
];

/// Marks lettering that was cut short.
pub const ELLIPSIS: char = '\u{2026}';
/// The character that stands for the compact "10" of a card's rank.
pub const TEN: char = '\u{e010}';

/// How heavy lettering is: its stroke width as a fraction of the capital
/// height.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    /// Card ranks and counts.
    Bold,
    /// Names, titles and labels.
    Regular,
}

impl Weight {
    pub fn stroke(self) -> f32 {
        match self {
            Weight::Bold => 0.2 * CAP,
            Weight::Regular => 0.17 * CAP,
        }
    }
}

/// One glyph ready to draw: its advance width and, once per weight, the
/// outline of its stroked centre line (stroking once at start-up instead of
/// at every draw; drawing is then a fill).
pub struct Glyph {
    pub width: f32,
    outlines: Option<[Path; 2]>,
}

impl Glyph {
    pub fn outline(&self, weight: Weight) -> Option<&Path> {
        self.outlines.as_ref().map(|o| &o[weight as usize])
    }
}

/// Stroked glyphs are drawn at most this many pixels per glyph unit; the
/// curves are flattened finely enough for it.
const FINEST_SCALE: f32 = 4.0;

fn stroked(centre: &Path, weight: Weight) -> Path {
    let stroke = Stroke {
        width: weight.stroke(),
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    centre
        .stroke(&stroke, FINEST_SCALE)
        .expect("a glyph's centre line strokes to an outline")
}

fn table() -> &'static [(char, Glyph)] {
    static TABLE: OnceLock<Vec<(char, Glyph)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        GLYPHS
            .iter()
            .map(|d| {
                let outlines = (!d.outline.is_empty()).then(|| {
                    let centre = outline::path(d.outline);
                    [
                        stroked(&centre, Weight::Bold),
                        stroked(&centre, Weight::Regular),
                    ]
                });
                (
                    d.ch,
                    Glyph {
                        width: d.width,
                        outlines,
                    },
                )
            })
            .collect()
    })
}

/// The glyph for a character, after folding case and accents; None if we
/// have no shape for it.
pub fn glyph(ch: char) -> Option<&'static Glyph> {
    let ch = fold(ch);
    table().iter().find(|(c, _)| *c == ch).map(|(_, g)| g)
}

/// Upper case, and the base letter of common accented Latin letters.
fn fold(ch: char) -> char {
    let up = ch.to_uppercase().next().unwrap_or(ch);
    match up {
        'À'..='Å' => 'A',
        'Ç' => 'C',
        'È'..='Ë' => 'E',
        'Ì'..='Ï' => 'I',
        'Ñ' => 'N',
        'Ò'..='Ö' | 'Ø' => 'O',
        'Ù'..='Ü' => 'U',
        'Ý' | 'Ÿ' => 'Y',
        '_' => ' ',
        _ => up,
    }
}

/// The characters of `text` that have a glyph, at most `max` of them (an
/// ellipsis shows that some were cut).
pub fn drawable(text: &str, max: usize) -> String {
    let kept: Vec<char> = text
        .chars()
        .map(fold)
        .filter(|&c| glyph(c).is_some())
        .collect();
    let trimmed: String = kept.iter().collect::<String>().trim().to_string();
    let chars: Vec<char> = trimmed.chars().collect();
    if chars.len() <= max {
        trimmed
    } else {
        let mut cut: String = chars[..max.saturating_sub(1)].iter().collect();
        cut = cut.trim_end().to_string();
        cut.push(ELLIPSIS);
        cut
    }
}

/// The width of `text` in glyph units (the stroke reaches half a width past
/// each end).
pub fn text_width(text: &str, weight: Weight) -> f32 {
    let stroke = weight.stroke();
    let mut w = 0.0;
    let mut n = 0;
    for ch in text.chars() {
        if let Some(g) = glyph(ch) {
            if n > 0 {
                w += GAP + stroke;
            }
            w += g.width;
            n += 1;
        }
    }
    if n == 0 {
        0.0
    } else {
        w + stroke
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_builds_and_stays_near_its_box() {
        for d in GLYPHS {
            let g = glyph(d.ch).expect("every defined glyph is found");
            if let Some(p) = g.outline(Weight::Bold) {
                // The outline reaches a stroke's half width past the centre line.
                let b = p.bounds();
                assert!(
                    b.left() >= -1.8 && b.right() <= d.width + 1.8,
                    "{:?} {:?}",
                    d.ch,
                    b
                );
                assert!(b.top() >= -2.0 && b.bottom() <= 12.6, "{:?} {:?}", d.ch, b);
            }
        }
    }

    #[test]
    fn names_fold_to_what_we_can_draw() {
        assert_eq!(drawable("Zoë_the-3rd", 20), "ZOE THE-3RD");
        assert_eq!(drawable("🂡 ann 🂡", 20), "ANN");
        assert_eq!(drawable("Bartholomew the Great", 12), "BARTHOLOMEW…");
        assert_eq!(drawable("日本", 12), "");
        // A picture's sums and sides.
        assert_eq!(drawable("68 = 17 × 2 & 2", 20), "68 = 17 × 2 & 2");
    }
}
