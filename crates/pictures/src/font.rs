//! Our own stroke lettering: capitals, digits and a little punctuation,
//! drawn as centre lines that are stroked with round ends. One design serves
//! card ranks (heavy), counts and names (lighter), so no font file is needed.
//!
//! Glyphs are drawn on a grid with the capital height 10 and the baseline at
//! y = 10. A character we have no glyph for is left out; lower case is drawn
//! as capitals. The accented letters of the languages we speak (Spanish,
//! Portuguese, German, French) are a base glyph with a mark over it (or a
//! cedilla under it), each mark drawn once; ß is the capital sharp s.

use crate::outline;
use std::sync::OnceLock;
use tiny_skia::{LineCap, LineJoin, Path, PathBuilder, Stroke, Transform};

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
    // German's capital sharp s (ß in capitals; "SS" would misspell Maße).
    g(SHARP_S, 6.0, "M 0 10 L 0 3 C 0 1 1.2 0 3 0 L 5.6 0 L 3 4.2 C 4.8 4.2 6 5.3 6 7.1 C 6 10.4 2.6 10.7 1.8 9.6"),
    g('Æ', 9.4, "M 0 10 L 4.6 0 L 9.4 0 M 4.6 0 L 4.6 10 L 9.4 10 M 4.6 5 L 8.4 5 M 1.6 6.6 L 4.6 6.6"),
    g('Œ', 9.4, "M 9.4 0 L 4.6 0 L 4.6 10 L 9.4 10 M 4.6 5 L 8.4 5 M 4.6 0 A 4.6 5 4.6 5 -90 -270"),
    g('"', 2.4, "M 0.4 0 L 0 3 M 2.4 0 L 2 3"),
    g('\u{201e}', 2.6, "M 0.6 9.4 L 0 11.4 M 2.6 9.4 L 2 11.4"),
    g('\u{ab}', 5.0, "M 2 2.8 L 0 5.2 L 2 7.6 M 5 2.8 L 3 5.2 L 5 7.6"),
    // Ordinals (1º, 2ª): a small raised o and a, underlined.
    g('\u{ba}', 3.4, "A 1.7 2.4 1.7 2.4 0 360 M 0 6.8 L 3.4 6.8"),
    g('\u{aa}', 3.6, "A 1.6 2.9 1.6 2.0 0 360 M 3.6 0.8 L 3.6 4.9 M 0 6.8 L 3.6 6.8"),
];
/// Marks lettering that was cut short.
pub const ELLIPSIS: char = '\u{2026}';
/// The character that stands for the compact "10" of a card's rank.
pub const TEN: char = '\u{e010}';
/// The capital sharp s, ẞ: what ß is drawn as.
const SHARP_S: char = '\u{1e9e}';

/// A mark that makes an accented letter of a base glyph. Its centre line
/// is drawn round x = 0, which is put on the base's anchor (its middle).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Acute,
    Grave,
    Circumflex,
    Tilde,
    Diaeresis,
    Ring,
    Cedilla,
    /// The stroke through Ø.
    Slash,
}

impl Mark {
    /// The marks over the capitals sit in a band from 2.9 to 4.8 units
    /// above the capital height (the ring reaches a little higher): a
    /// stroke's width clear of the letter under them.
    fn outline(self) -> &'static str {
        match self {
            Mark::Acute => "M -0.9 -2.9 L 1.1 -4.8",
            Mark::Grave => "M 0.9 -2.9 L -1.1 -4.8",
            Mark::Circumflex => "M -2 -2.9 L 0 -4.8 L 2 -2.9",
            Mark::Tilde => "M -2.2 -3.1 C -1.6 -4.7 -0.6 -4.5 0 -3.8 C 0.6 -3.1 1.6 -2.9 2.2 -4.5",
            Mark::Diaeresis => "M -1.7 -3.8 L -1.7 -3.7 M 1.7 -3.8 L 1.7 -3.7",
            Mark::Ring => "A 0 -4 1.25 1.25 0 360",
            Mark::Cedilla => {
                "M 0 10.4 L 0 11.7 C 1.5 11.7 2.1 12.2 2.1 12.8 C 2.1 13.6 0.9 13.9 -0.6 13.6"
            }
            Mark::Slash => "M -3.6 10.6 L 3.6 -0.6",
        }
    }
}

/// How a glyph is made from another one.
#[derive(Debug, Clone, Copy)]
enum Make {
    /// The base with a mark, centred on `anchor` (None: the base's middle).
    Marked(Mark, Option<f32>),
    /// The base turned half round (¡ from !).
    Turned,
    /// The base mirrored left to right (» from «).
    Mirrored,
}

struct Derived {
    ch: char,
    base: char,
    make: Make,
}

const fn m(ch: char, base: char, mark: Mark) -> Derived {
    Derived {
        ch,
        base,
        make: Make::Marked(mark, None),
    }
}

/// The cedilla hangs from the bottom of C's bowl, not from its box's middle.
const C_BOWL: f32 = 3.4;

#[rustfmt::skip]
const DERIVED: &[Derived] = &[
    m('À', 'A', Mark::Grave), m('Á', 'A', Mark::Acute), m('Â', 'A', Mark::Circumflex),
    m('Ã', 'A', Mark::Tilde), m('Ä', 'A', Mark::Diaeresis), m('Å', 'A', Mark::Ring),
    Derived { ch: 'Ç', base: 'C', make: Make::Marked(Mark::Cedilla, Some(C_BOWL)) },
    m('È', 'E', Mark::Grave), m('É', 'E', Mark::Acute), m('Ê', 'E', Mark::Circumflex),
    m('Ë', 'E', Mark::Diaeresis),
    m('Ì', 'I', Mark::Grave), m('Í', 'I', Mark::Acute), m('Î', 'I', Mark::Circumflex),
    m('Ï', 'I', Mark::Diaeresis),
    m('Ñ', 'N', Mark::Tilde),
    m('Ò', 'O', Mark::Grave), m('Ó', 'O', Mark::Acute), m('Ô', 'O', Mark::Circumflex),
    m('Õ', 'O', Mark::Tilde), m('Ö', 'O', Mark::Diaeresis), m('Ø', 'O', Mark::Slash),
    m('Ù', 'U', Mark::Grave), m('Ú', 'U', Mark::Acute), m('Û', 'U', Mark::Circumflex),
    m('Ü', 'U', Mark::Diaeresis),
    m('Ý', 'Y', Mark::Acute), m('Ÿ', 'Y', Mark::Diaeresis),
    Derived { ch: '¡', base: '!', make: Make::Turned },
    Derived { ch: '¿', base: '?', make: Make::Turned },
    Derived { ch: '»', base: '«', make: Make::Mirrored },
];

/// A mark may reach this far past the sides of a narrow base (I) before
/// the letter is widened to make room for it.
const MARK_OVERHANG: f32 = 0.6;

/// Plain lettering (every glyph but those with marks) keeps its centre
/// lines between these heights; layouts are made for it. Marks reach past
/// it, and [`overhang`] says by how much.
const BAND_TOP: f32 = -0.6;
const BAND_BOTTOM: f32 = 11.4;

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
    /// How high and low its centre lines reach.
    top: f32,
    bottom: f32,
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

fn moved(path: &Path, at: Transform) -> Path {
    path.clone()
        .transform(at)
        .expect("a glyph moves to a finite place")
}

impl Make {
    /// The centre line and width of a glyph made from `base`, `width` wide.
    fn apply(self, base: &Path, width: f32) -> (Path, f32) {
        match self {
            Make::Turned => (
                moved(base, Transform::from_row(-1.0, 0.0, 0.0, -1.0, width, CAP)),
                width,
            ),
            Make::Mirrored => (
                moved(base, Transform::from_row(-1.0, 0.0, 0.0, 1.0, width, 0.0)),
                width,
            ),
            Make::Marked(mark, anchor) => {
                let mark = outline::path(mark.outline());
                let b = mark.compute_tight_bounds().expect("a mark has a size");
                let reach = b.left().abs().max(b.right());
                // A mark wider than a narrow base widens it, base centred.
                let wide = width.max(2.0 * (reach - MARK_OVERHANG));
                let shift = (wide - width) / 2.0;
                let at = anchor.unwrap_or(width / 2.0) + shift;
                let mut both = PathBuilder::new();
                both.push_path(&moved(base, Transform::from_translate(shift, 0.0)));
                both.push_path(&moved(&mark, Transform::from_translate(at, 0.0)));
                (both.finish().expect("a marked glyph has a shape"), wide)
            }
        }
    }
}

/// Every glyph's centre line (None for a space) and width, by character.
fn centre_lines() -> Vec<(char, Option<Path>, f32)> {
    let mut all: Vec<(char, Option<Path>, f32)> = GLYPHS
        .iter()
        .map(|d| {
            let centre = (!d.outline.is_empty()).then(|| outline::path(d.outline));
            (d.ch, centre, d.width)
        })
        .collect();
    for d in DERIVED {
        let (base, width) = all
            .iter()
            .find(|(c, _, _)| *c == d.base)
            .and_then(|(_, p, w)| Some((p.clone()?, *w)))
            .expect("a derived glyph's base is a drawn glyph");
        let (centre, width) = d.make.apply(&base, width);
        all.push((d.ch, Some(centre), width));
    }
    all.sort_by_key(|(c, _, _)| *c);
    all
}

/// The glyphs, sorted by character.
fn table() -> &'static [(char, Glyph)] {
    static TABLE: OnceLock<Vec<(char, Glyph)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        centre_lines()
            .into_iter()
            .map(|(ch, centre, width)| {
                let (top, bottom) = centre
                    .as_ref()
                    .and_then(Path::compute_tight_bounds)
                    .map_or((0.0, CAP), |b| (b.top(), b.bottom()));
                let outlines = centre.map(|centre| {
                    [
                        stroked(&centre, Weight::Bold),
                        stroked(&centre, Weight::Regular),
                    ]
                });
                let glyph = Glyph {
                    width,
                    top,
                    bottom,
                    outlines,
                };
                (ch, glyph)
            })
            .collect()
    })
}

/// The glyph of a character already folded; None if we have no shape for it.
fn glyph(ch: char) -> Option<&'static Glyph> {
    let table = table();
    table
        .binary_search_by_key(&ch, |(c, _)| *c)
        .ok()
        .map(|i| &table[i].1)
}

/// The characters drawn for `ch`: its capital (or capitals: a ligature
/// like ﬁ has two), ß as ẞ rather than "SS", and typographic quotes and
/// dashes as the plain ones we draw.
fn fold(ch: char) -> impl Iterator<Item = char> {
    let ours = match ch {
        '\u{df}' => Some(SHARP_S),
        '_' => Some(' '),
        '\u{2018}' | '\u{2019}' => Some('\''),
        '\u{201c}' | '\u{201d}' => Some('"'),
        '\u{2013}' | '\u{2014}' => Some('-'),
        _ => None,
    };
    let upper = ours.is_none().then(|| ch.to_uppercase());
    ours.into_iter().chain(upper.into_iter().flatten())
}

/// The glyphs that draw `text`, in order (what has none is left out).
pub fn glyphs(text: &str) -> impl Iterator<Item = &'static Glyph> + '_ {
    text.chars().flat_map(fold).filter_map(glyph)
}

/// Whether `ch` is drawn in full: every character it folds to has a glyph.
pub fn drawn(ch: char) -> bool {
    fold(ch).all(|c| glyph(c).is_some())
}

/// The characters of `text` that have a glyph, at most `max` of them (an
/// ellipsis shows that some were cut).
pub fn drawable(text: &str, max: usize) -> String {
    let kept: String = text
        .chars()
        .flat_map(fold)
        .filter(|&c| glyph(c).is_some())
        .collect();
    let trimmed = kept.trim();
    let chars: Vec<char> = trimmed.chars().collect();
    if chars.len() <= max {
        trimmed.to_string()
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
    for g in glyphs(text) {
        if n > 0 {
            w += GAP + stroke;
        }
        w += g.width;
        n += 1;
    }
    if n == 0 {
        0.0
    } else {
        w + stroke
    }
}

/// How far a line's marks reach past what plain lettering takes, in glyph
/// units: above its capitals (accents) and below its baseline (cedillas).
/// Layouts give a line this much more room, so marks keep the clearance
/// plain capitals have; a line without marks needs none (and is laid out
/// as before marks were drawn).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Overhang {
    pub above: f32,
    pub below: f32,
}

pub fn overhang(text: &str) -> Overhang {
    glyphs(text).fold(Overhang::default(), |o, g| Overhang {
        above: o.above.max(BAND_TOP - g.top),
        below: o.below.max(g.bottom - BAND_BOTTOM),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The letters with marks that Spanish, Brazilian Portuguese, German
    /// and French write (in capitals; their lower case is checked too),
    /// with their punctuation: what the pictures' words may hold.
    const LANGUAGES: [(&str, &str); 4] = [
        ("es", "ÁÉÍÓÚÜÑ¡¿ºª«»"),
        ("pt-BR", "ÁÂÃÀÇÉÊÍÓÔÕÚÜºª"),
        ("de", "ÄÖÜẞß„“"),
        ("fr", "ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»’"),
    ];

    fn centre_line(ch: char) -> Path {
        let all = centre_lines();
        let (_, centre, _) = all.iter().find(|(c, _, _)| *c == ch).unwrap();
        centre.clone().unwrap()
    }

    /// Every glyph stays near its box: the outline reaches a stroke's half
    /// width past the centre line; plain glyphs stay within the capital
    /// height (a comma or a Q's tail a little below it), while a mark
    /// reaches up to about half a capital over it, a cedilla under the
    /// baseline, and over a narrow I a little past its sides.
    #[test]
    fn every_glyph_builds_and_stays_near_its_box() {
        assert_eq!(table().len(), GLYPHS.len() + DERIVED.len());
        for (ch, g) in table() {
            let Some(p) = g.outline(Weight::Bold) else {
                continue;
            };
            let b = p.bounds();
            let marked = DERIVED
                .iter()
                .any(|d| d.ch == *ch && matches!(d.make, Make::Marked(..)));
            let side = if marked { 1.8 + MARK_OVERHANG } else { 1.8 };
            assert!(
                b.left() >= -side && b.right() <= g.width + side,
                "{ch:?} {b:?}"
            );
            let (top, bottom) = if marked { (-6.3, 15.0) } else { (-2.0, 12.6) };
            assert!(b.top() >= top && b.bottom() <= bottom, "{ch:?} {b:?}");
        }
    }

    /// Layouts leave marks room of their own; plain lettering needs none,
    /// so a picture without marks is laid out as it always was.
    #[test]
    fn only_marks_reach_past_plain_lettering() {
        let plain: String = GLYPHS.iter().map(|d| d.ch).collect();
        assert_eq!(overhang(&plain), Overhang::default());
        for d in DERIVED {
            let o = overhang(&d.ch.to_string());
            match d.make {
                Make::Marked(Mark::Cedilla, _) => assert!(o.below > 1.5 && o.above == 0.0),
                Make::Marked(Mark::Slash, _) | Make::Turned | Make::Mirrored => {
                    assert_eq!(o, Overhang::default(), "{:?}", d.ch)
                }
                Make::Marked(..) => assert!(o.above > 3.0 && o.below == 0.0, "{:?}", d.ch),
            }
        }
        let o = overhang("ÇA É");
        assert!(o.above > 3.0 && o.below > 1.5);
    }

    #[test]
    fn every_letter_of_our_languages_has_a_glyph_of_its_own() {
        for (language, letters) in LANGUAGES {
            for capital in letters.chars() {
                for ch in [capital, capital.to_lowercase().next().unwrap()] {
                    assert!(drawn(ch), "{language}: {ch:?} is not drawn");
                    assert_eq!(glyphs(&ch.to_string()).count(), 1, "{language}: {ch:?}");
                    let shown = drawable(&ch.to_string(), 9);
                    assert_eq!(shown.chars().count(), 1, "{language}: {ch:?}");
                    // Not folded to its base letter any more.
                    if ch.is_alphabetic() && !ch.is_ascii() {
                        assert!(!shown.is_ascii(), "{language}: {ch:?} drawn as {shown}");
                    }
                }
            }
        }
    }

    /// Distinct characters draw distinct outlines: É is neither E nor È.
    #[test]
    fn every_glyph_draws_its_own_outline() {
        let all = table();
        for (i, (a, ga)) in all.iter().enumerate() {
            for (b, gb) in &all[i + 1..] {
                if let (Some(pa), Some(pb)) = (ga.outline(Weight::Bold), gb.outline(Weight::Bold)) {
                    assert!(pa != pb, "{a:?} and {b:?} draw the same outline");
                }
            }
        }
        let e = glyph('E').unwrap().outline(Weight::Regular);
        assert!(e != glyph('É').unwrap().outline(Weight::Regular));
        assert!(
            glyph('É').unwrap().outline(Weight::Regular)
                != glyph('È').unwrap().outline(Weight::Regular)
        );
    }

    /// One definition per mark: an accented letter is its base's centre
    /// line with the mark's after it, and letters sharing a mark share
    /// its shape (moved to their anchor).
    #[test]
    fn accented_letters_are_their_base_and_one_mark() {
        for (accented, base) in [('É', 'E'), ('Ã', 'A'), ('Ç', 'C'), ('Ü', 'U'), ('Ñ', 'N')] {
            let (a, b) = (centre_line(accented), centre_line(base));
            assert_eq!(&a.points()[..b.points().len()], b.points(), "{accented:?}");
        }
        let mark_shape = |ch: char, base: char| {
            let (a, b) = (centre_line(ch), centre_line(base));
            let pts = &a.points()[b.points().len()..];
            pts.iter()
                .map(|p| {
                    ((p.x - pts[0].x) * 100.0).round() as i32
                        + ((p.y * 100.0).round() as i32) * 10_000
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(mark_shape('É', 'E'), mark_shape('Á', 'A'));
        assert_eq!(mark_shape('Ü', 'U'), mark_shape('Ö', 'O'));
        assert_ne!(mark_shape('É', 'E'), mark_shape('È', 'E'));
    }

    #[test]
    fn names_fold_to_what_we_can_draw() {
        assert_eq!(drawable("Zoë_the-3rd", 20), "ZOË THE-3RD");
        assert_eq!(drawable("🂡 ann 🂡", 20), "ANN");
        assert_eq!(drawable("Bartholomew the Great", 12), "BARTHOLOMEW…");
        assert_eq!(drawable("日本", 12), "");
        // A picture's sums and sides.
        assert_eq!(drawable("68 = 17 × 2 & 2", 20), "68 = 17 × 2 & 2");
    }

    /// Every letter is kept: ß is one capital sharp s (not "SS", nor the
    /// first S of it), accents are drawn, Spanish's opening marks too.
    #[test]
    fn the_letters_of_five_languages_are_kept() {
        let text = "Straße Öl Ça Ñandú ¿Sí? «Ação»";
        assert_eq!(drawable(text, 40), "STRAẞE ÖL ÇA ÑANDÚ ¿SÍ? «AÇÃO»");
        assert_eq!(glyphs(text).count(), text.chars().count());
        // Measured and drawn alike: ß is as wide as ẞ, one glyph.
        let one = text_width("ß", Weight::Regular);
        assert_eq!(one, text_width("ẞ", Weight::Regular));
        assert!(text_width("Maße", Weight::Regular) < text_width("Masse", Weight::Regular));
        // Typographic quotes and dashes, and a ligature's two letters.
        assert_eq!(drawable("l’as “gin” – ﬁn", 40), "L'AS \"GIN\" - FIN");
        assert_eq!(drawable("„Gin“ 1º 2ª", 40), "„GIN\" 1º 2ª");
        assert!(!drawn('日') && drawn('ß') && drawn('ﬁ'));
    }
}
