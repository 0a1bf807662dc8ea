//! Colours and sizes shared by every picture.

use crate::canvas::Rgba;
use gin_core::engine::Suit;
use gin_text::Lang;
use serde::{Deserialize, Serialize};

/// How a picture is drawn: a per-table setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Style {
    /// Four colours (clubs green, diamonds blue) instead of red and black.
    pub four_colour: bool,
    /// The language of the words the picture draws itself (the piles'
    /// labels, a row's "SEAT 2", Colonel's line): the table's. Left out of
    /// the JSON when English, so an English picture keeps its content key
    /// and older JSON still reads; another language makes another key.
    #[serde(skip_serializing_if = "Lang::is_english")]
    pub lang: Lang,
}

pub const FELT: Rgba = Rgba::opaque(0x1c, 0x5a, 0x3d);
/// Darker felt under groups that are set apart (deadwood, a seat's row).
pub const TRAY: Rgba = Rgba(0x0a, 0x26, 0x19, 96);
pub const INK: Rgba = Rgba::opaque(0xf6, 0xf1, 0xe2);
pub const INK_SOFT: Rgba = Rgba::opaque(0xa8, 0xcc, 0xb6);
pub const GOLD: Rgba = Rgba::opaque(0xf4, 0xc4, 0x4e);
pub const GOLD_INK: Rgba = Rgba::opaque(0x33, 0x24, 0x08);
pub const FACE: Rgba = Rgba::opaque(0xfd, 0xfb, 0xf5);
pub const EDGE: Rgba = Rgba::opaque(0xb9, 0xb2, 0xa2);
pub const SHADOW: Rgba = Rgba(0x00, 0x12, 0x08, 80);
pub const BACK: Rgba = Rgba::opaque(0x2a, 0x3f, 0x86);
pub const BACK_LINE: Rgba = Rgba::opaque(0xc9, 0xd3, 0xf2);
/// The shade of cards that go onto a meld on the table, in a hand.
pub const LAYOFF: Rgba = Rgba::opaque(0x7f, 0xd3, 0xe8);

const RED: Rgba = Rgba::opaque(0xc6, 0x1a, 0x33);
const BLACK: Rgba = Rgba::opaque(0x1b, 0x1b, 0x22);
const GREEN: Rgba = Rgba::opaque(0x10, 0x7c, 0x41);
const BLUE: Rgba = Rgba::opaque(0x1d, 0x5c, 0xc8);

/// One colour per seat (badges, and the shade of the cards it laid off).
pub const SEATS: [Rgba; 4] = [
    Rgba::opaque(0x5c, 0xad, 0xf0),
    Rgba::opaque(0xf5, 0xa1, 0x4f),
    Rgba::opaque(0xc5, 0x86, 0xf7),
    Rgba::opaque(0xf0, 0x76, 0x96),
];

impl Style {
    /// The ink of a suit.
    pub fn suit_colour(self, suit: Suit) -> Rgba {
        match (suit, self.four_colour) {
            (Suit::Hearts, _) => RED,
            (Suit::Spades, _) => BLACK,
            (Suit::Diamonds, false) => RED,
            (Suit::Clubs, false) => BLACK,
            (Suit::Diamonds, true) => BLUE,
            (Suit::Clubs, true) => GREEN,
        }
    }
}

/// A full-size card, in pixels.
pub const CARD_W: f32 = 96.0;
pub const CARD_H: f32 = 134.0;
pub const CARD_R: f32 = 9.0;
/// How much of a card shows under the next one in a fanned group: enough
/// for its rank and pip.
pub const FAN: f32 = 50.0;
/// The space between two groups of cards.
pub const GROUP_GAP: f32 = 26.0;
/// Mixed into a shade to darken it for an outline.
pub const BLACK_EDGE: Rgba = Rgba::opaque(0x20, 0x20, 0x20);
