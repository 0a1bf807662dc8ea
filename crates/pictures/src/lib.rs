//! Cards as pictures: a player's hand and the table of the Gin Rummy family
//! drawn as PNG.
//!
//! Pure and synchronous like `gin-core`: a [`Picture`] (a small model of
//! what is shown, game-agnostic) goes in, PNG bytes come out. The model is
//! built from the engine's views ([`HandPicture::from_seat`] for a seat's
//! hand in any game, [`TablePicture::at_hand_end`] for the table at the end
//! of a hand in any game, [`TablePicture::from_public`] for Jersey Gin's
//! table in play), never from a game, so a public picture can hold only
//! what the public view holds; [`PublicHand`] draws a hand's end again
//! from the hand's public events. Every shape is ours: card
//! faces, suit pips and lettering are vector outlines in this crate, drawn
//! with tiny-skia; there is no font file and no card art.
//!
//! [`PictureCache`] renders each distinct picture once, keyed by
//! [`ContentKey`] (a hash of the picture, the style and the drawing's
//! version).

mod cache;
mod canvas;
mod card;
mod convert;
mod font;
mod gin_end;
mod hand;
mod model;
mod outline;
mod parts;
mod pips;
mod profile;
mod seating;
mod table;
mod theme;

pub use cache::{ContentKey, PictureCache};
pub use convert::PublicHand;
pub use gin_end::points_sum;
pub use model::{
    HandPicture, LaidOffPicture, MeldPicture, Picture, SeatPicture, TablePicture, MAX_COUNT,
    MAX_SEATS,
};
pub use profile::{render_profile, ProfilePicture, ProfileRow};
pub use seating::Seating;
pub use theme::Style;

use gin_core::engine::Card;

/// Changes whenever the drawing changes, so cached pictures from an older
/// drawing are never served (it is part of every [`ContentKey`]).
pub const DRAWING_VERSION: u32 = 3;

/// Why a picture cannot be drawn. Nothing is drawn when one is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    #[error("{0} appears twice in the picture")]
    Duplicate(Card),
    #[error("the card marked as drawn, {0}, is not in the hand")]
    DrawnNotInHand(Card),
    #[error("{0} is marked as laid off but is not one of its meld's cards")]
    LaidOffNotInMeld(Card),
    #[error("a layoff names seat {by}, but the seats are numbered 0 to {}", seats - 1)]
    NoSuchSeat { by: usize, seats: usize },
    #[error("a table has 1 to {MAX_SEATS} seats, not {0}")]
    SeatCount(usize),
    #[error("a seat's badge shows 1 to {MAX_SEATS}, not {0}")]
    SeatNumber(u32),
    #[error("a meld needs at least one card")]
    EmptyMeld,
    #[error("the stock holds at most 52 cards, not {0}")]
    Stock(u32),
    #[error("a count is at most {MAX_COUNT}, not {0}")]
    Count(u32),
    #[error("a seat holds at most 52 hidden cards, not {0}")]
    Hidden(u32),
    #[error("the picture would be {width}×{height} pixels, more than can be drawn")]
    TooBig { width: u32, height: u32 },
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// A drawn picture: PNG bytes and the size in pixels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Checks a picture and draws it as PNG.
pub fn render(picture: &Picture, style: Style) -> Result<Png, PictureError> {
    picture.check()?;
    let canvas = match picture {
        Picture::Hand(h) => hand::render(h, style)?,
        Picture::Table(t) => table::render(t, style)?,
    };
    Ok(Png {
        bytes: canvas.encode_png()?,
        width: canvas.width(),
        height: canvas.height(),
    })
}
