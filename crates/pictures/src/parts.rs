//! Pieces both pictures are made of: fanned groups, the piles, badges and
//! labels.

use crate::canvas::{rounded, Align, Canvas, Lettering, Rgba};
use crate::card::{self, Mark};
use crate::font::Weight;
use crate::theme::{self, Style, CARD_H, CARD_W, FAN};
use gin_core::engine::Card;
use tiny_skia::{PathBuilder, Transform};

/// The width of a fanned group of `n` cards at scale `s`.
pub fn fan_width(n: usize, s: f32) -> f32 {
    if n == 0 {
        0.0
    } else {
        (CARD_W + (n - 1) as f32 * FAN) * s
    }
}

/// Draws cards overlapping left to right, each marked by `mark`.
pub fn fan(
    canvas: &mut Canvas,
    style: Style,
    cards: &[Card],
    x: f32,
    y: f32,
    s: f32,
    mark: impl Fn(Card) -> Mark,
) {
    for (i, &c) in cards.iter().enumerate() {
        let covered = i + 1 < cards.len();
        card::face(
            canvas,
            style,
            c,
            x + i as f32 * FAN * s,
            y,
            s,
            mark(c),
            covered,
        );
    }
}

/// A small lettering style.
pub fn label(height: f32, colour: Rgba) -> Lettering {
    Lettering {
        height,
        weight: Weight::Regular,
        colour,
    }
}

/// A darker patch of felt that sets a group apart, on `ground`.
pub fn tray(canvas: &mut Canvas, ground: Rgba, x: f32, y: f32, w: f32, h: f32, r: f32) {
    canvas.round_rect(x, y, w, h, r, theme::TRAY.over(ground));
}

/// An empty place for a card: a dashed outline.
pub fn empty_slot(canvas: &mut Canvas, x: f32, y: f32, s: f32) {
    let outline = rounded(x, y, CARD_W * s, CARD_H * s, theme::CARD_R * s);
    canvas.dashed(
        &outline,
        theme::INK_SOFT.with_alpha(150),
        2.0 * s,
        7.0 * s,
        6.0 * s,
    );
}

/// A gold disc with a number in it, centred on (cx, cy).
pub fn count_badge(canvas: &mut Canvas, cx: f32, cy: f32, r: f32, n: u32) {
    let disc = PathBuilder::from_circle(cx, cy, r).expect("a badge has a radius");
    canvas.fill(
        &PathBuilder::from_circle(cx, cy + r * 0.08, r).expect("a badge has a radius"),
        theme::SHADOW,
        Transform::identity(),
    );
    canvas.fill(&disc, theme::GOLD, Transform::identity());
    let text = n.to_string();
    let digits = Lettering {
        height: r * 0.9,
        weight: Weight::Bold,
        colour: theme::GOLD_INK,
    };
    // Keep three digits inside the disc.
    let natural = Canvas::measure(&text, digits);
    let squeeze = (r * 1.5 / natural).min(1.0);
    canvas.text(
        &text,
        cx,
        cy + digits.height / 2.0,
        digits,
        Align::Centre,
        squeeze,
    );
}

/// The stock (a squared-up pile of backs with its size on it) with its top
/// left at (x, y); returns its width.
pub fn stock(canvas: &mut Canvas, n: u32, x: f32, y: f32, s: f32) -> f32 {
    if n == 0 {
        empty_slot(canvas, x, y, s);
    } else {
        let layers = n.min(3) as usize;
        for i in (0..layers).rev() {
            let d = i as f32 * 3.0 * s;
            card::back(canvas, x + d, y - d, s, i > 0);
        }
    }
    let w = CARD_W * s;
    number_pill(canvas, x + w / 2.0, y + CARD_H * s * 0.5, 30.0 * s, n);
    w + 6.0 * s
}

/// A light pill with a number of cards (the stock, cards held face down),
/// centred on (cx, cy): light, so it is not taken for a gold count.
pub fn number_pill(canvas: &mut Canvas, cx: f32, cy: f32, h: f32, n: u32) {
    let text = n.to_string();
    let digits = Lettering {
        height: h * 0.56,
        weight: Weight::Bold,
        colour: theme::BACK,
    };
    let w = (Canvas::measure(&text, digits) + h * 0.7).max(h * 1.25);
    let rim = h * 0.07;
    canvas.round_rect(
        cx - w / 2.0 - rim,
        cy - h / 2.0 - rim,
        w + 2.0 * rim,
        h + 2.0 * rim,
        h / 2.0 + rim,
        theme::BACK_LINE,
    );
    canvas.round_rect(cx - w / 2.0, cy - h / 2.0, w, h, h / 2.0, theme::FACE);
    canvas.text(
        &text,
        cx,
        cy + digits.height / 2.0,
        digits,
        Align::Centre,
        1.0,
    );
}

/// The top discard, or an empty place if the pile is empty.
pub fn discard(canvas: &mut Canvas, style: Style, upcard: Option<Card>, x: f32, y: f32, s: f32) {
    match upcard {
        Some(c) => card::face(canvas, style, c, x, y, s, Mark::Plain, false),
        None => empty_slot(canvas, x, y, s),
    }
}
