//! One card, face up or face down. The rank and a pip sit in a strip down the
//! left edge, so they still show when the next card of a fanned group covers
//! the rest; an uncovered card also shows a large pip.
//!
//! Edges and frames are nested opaque fills rather than strokes, and the
//! shadow is only the thin band the card does not cover: blending and
//! stroking big shapes is what makes drawing slow.

use crate::canvas::{Align, Canvas, Lettering, Rgba};
use crate::font::{self, Weight};
use crate::theme::{self, Style, CARD_H, CARD_R, CARD_W};
use gin_core::engine::Card;
use tiny_skia::{PathBuilder, Transform};

/// How a face-up card is set off from the others.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mark {
    Plain,
    /// The card just drawn: lifted and outlined in gold.
    Drawn,
    /// Laid off onto someone's meld: shaded in the colour of the seat that
    /// laid it off, dropped a little, with that seat's number on it.
    LaidOff {
        colour: Rgba,
        seat: u8,
    },
    /// In a hand: a card that would go onto a meld on the table.
    Fits,
}

/// How far a lifted or dropped card moves, in card pixels.
pub const LIFT: f32 = 16.0;
pub const DROP: f32 = 14.0;

const EDGE_WIDTH: f32 = 1.4;
const STRIP_CENTRE: f32 = 25.0;
const RANK_TOP: f32 = 9.0;
const RANK_HEIGHT: f32 = 37.0;
const PIP_TOP: f32 = 55.0;
const PIP_SIZE: f32 = 27.0;
/// The large pip of an uncovered card, kept right of the strip so no sliver
/// of it shows under the next card of a fan.
const BIG_PIP: f32 = 36.0;
const BIG_PIP_LEFT: f32 = theme::FAN + 4.0;

/// The rank as lettering: the compact ten, or the rank's own label.
fn rank_text(card: Card) -> String {
    match card.rank_label() {
        "10" => font::TEN.to_string(),
        other => other.to_string(),
    }
}

/// A card's place on whole pixels: its edges then need no blending with
/// their neighbours, which keeps them crisp, quick to fill and small in the
/// PNG.
#[derive(Clone, Copy)]
struct Place {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
    s: f32,
}

impl Place {
    fn new(x: f32, y: f32, s: f32) -> Place {
        Place {
            x: x.round(),
            y: y.round(),
            w: (CARD_W * s).round(),
            h: (CARD_H * s).round(),
            s,
        }
    }

    /// `d` card pixels at this scale, in whole pixels (at least one).
    fn px(&self, d: f32) -> f32 {
        (d * self.s).round().max(1.0)
    }

    /// Fills the card's outline grown (`by` < 0) or shrunk by `by` pixels;
    /// shrunk, it lies on the card, so its corners are not smoothed.
    fn fill(&self, canvas: &mut Canvas, by: f32, colour: Rgba) {
        let r = ((CARD_R * self.s).round() - by).max(2.0);
        let (x, y, w, h) = (
            self.x + by,
            self.y + by,
            self.w - 2.0 * by,
            self.h - 2.0 * by,
        );
        if by > 0.0 {
            canvas.round_rect_inside(x, y, w, h, r, colour);
        } else {
            canvas.round_rect(x, y, w, h, r, colour);
        }
    }
}

/// The shadow a card casts downwards: the strip below its straight bottom
/// edge is all that shows.
fn shadow(canvas: &mut Canvas, at: Place) {
    let r = (CARD_R * at.s).round();
    let bottom = at.y + at.h;
    let inset = (r * 0.6).round();
    canvas.rect(
        at.x + inset,
        bottom,
        at.x + at.w - inset,
        bottom + at.px(3.0),
        theme::SHADOW,
    );
}

/// The card's body: an edge colour, and the paper inside it.
fn body(canvas: &mut Canvas, at: Place, edge: Rgba, paper: Rgba) {
    at.fill(canvas, 0.0, edge);
    at.fill(canvas, at.px(EDGE_WIDTH), paper);
}

/// A face-up card with its top-left corner at (x, y), `s` times full size.
/// A card `covered` by the next one of a fan shows only its strip, so its
/// large pip is not drawn.
#[allow(clippy::too_many_arguments)]
pub fn face(
    canvas: &mut Canvas,
    style: Style,
    card: Card,
    x: f32,
    y: f32,
    s: f32,
    mark: Mark,
    covered: bool,
) {
    let (x, y) = match mark {
        Mark::Drawn => (x, y - LIFT * s),
        Mark::LaidOff { .. } => (x, y + DROP * s),
        _ => (x, y),
    };
    let at = Place::new(x, y, s);
    let (x, y) = (at.x, at.y);
    if mark == Mark::Drawn {
        // A gold rim, then the card inside it.
        at.fill(canvas, -at.px(3.0), theme::GOLD);
    } else {
        shadow(canvas, at);
    }
    let (paper, edge) = match mark {
        Mark::LaidOff { colour, .. } => (
            theme::FACE.mix(colour, 0.30),
            colour.mix(theme::BLACK_EDGE, 0.35),
        ),
        Mark::Fits => (
            theme::FACE.mix(theme::LAYOFF, 0.35),
            theme::LAYOFF.mix(theme::BLACK_EDGE, 0.35),
        ),
        _ => (theme::FACE, theme::EDGE),
    };
    body(canvas, at, edge, paper);

    let ink = style.suit_colour(card.suit());
    if card.rank() >= 10 {
        // Court cards get an inner frame, seen on the strip too.
        let inset = at.px(5.0);
        at.fill(canvas, inset, paper.mix(ink, 0.45));
        at.fill(canvas, inset + at.px(1.6), paper);
    }
    let rank = Lettering {
        height: RANK_HEIGHT * s,
        weight: Weight::Bold,
        colour: ink,
    };
    canvas.text(
        &rank_text(card),
        x + STRIP_CENTRE * s,
        y + (RANK_TOP + RANK_HEIGHT) * s,
        rank,
        Align::Centre,
        1.0,
    );
    canvas.pip(
        card.suit(),
        x + (STRIP_CENTRE - PIP_SIZE / 2.0) * s,
        y + PIP_TOP * s,
        PIP_SIZE * s,
        ink,
    );
    if !covered {
        canvas.pip(
            card.suit(),
            x + BIG_PIP_LEFT * s,
            y + (CARD_H - BIG_PIP - 11.0) * s,
            BIG_PIP * s,
            ink,
        );
    }
    if let Mark::LaidOff { colour, seat } = mark {
        seat_chip(
            canvas,
            x + STRIP_CENTRE * s,
            y + 106.0 * s,
            13.0 * s,
            colour,
            seat,
        );
    }
}

/// A round badge with a seat's number in it.
pub fn seat_chip(canvas: &mut Canvas, cx: f32, cy: f32, r: f32, colour: Rgba, seat: u8) {
    let at = Transform::identity();
    let disc = |r| PathBuilder::from_circle(cx, cy, r).expect("a chip has a radius");
    canvas.fill(&disc(r), colour.mix(theme::GOLD_INK, 0.45), at);
    canvas.fill(&disc(r * 0.88), colour, at);
    let digit = Lettering {
        height: r,
        weight: Weight::Bold,
        colour: theme::GOLD_INK,
    };
    canvas.text(
        &(seat + 1).to_string(),
        cx,
        cy + r * 0.5,
        digit,
        Align::Centre,
        1.0,
    );
}

/// A face-down card: a blue panel with a lozenge of our own. A card
/// `covered` by the next one of a pile shows only its left edge, so its
/// lozenge is not drawn.
pub fn back(canvas: &mut Canvas, x: f32, y: f32, s: f32, covered: bool) {
    let at = Place::new(x, y, s);
    shadow(canvas, at);
    body(canvas, at, theme::EDGE, theme::FACE);
    let rim = at.px(6.0);
    at.fill(canvas, rim, theme::BACK_LINE);
    at.fill(canvas, rim + at.px(1.5), theme::BACK);
    if covered {
        return;
    }
    let cx = at.x + at.w / 2.0;
    let cy = at.y + at.h / 2.0;
    let lozenge = |w: f32, h: f32| {
        let mut b = PathBuilder::new();
        b.move_to(cx, cy - h * s);
        b.line_to(cx + w * s, cy);
        b.line_to(cx, cy + h * s);
        b.line_to(cx - w * s, cy);
        b.close();
        b.finish().expect("four points")
    };
    let identity = Transform::identity();
    canvas.fill(&lozenge(22.0, 32.0), theme::BACK_LINE, identity);
    canvas.fill(&lozenge(19.0, 27.6), theme::BACK, identity);
}
