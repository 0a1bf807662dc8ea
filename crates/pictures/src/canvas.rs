//! A thin layer over a tiny-skia pixmap: the few drawing operations the
//! pictures use (rounded boxes, outlines, our lettering, pips) and the PNG
//! encoding.

use crate::font::{self, Weight};
use crate::pips;
use crate::PictureError;
use gin_core::engine::Suit;
use tiny_skia::{
    Color, FillRule, LineCap, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

/// A colour as red, green, blue and alpha bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub const fn opaque(r: u8, g: u8, b: u8) -> Rgba {
        Rgba(r, g, b, 255)
    }
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }
    /// The opaque colour that `self`, translucent, makes over opaque `ground`
    /// (big areas are filled opaque: much faster than blending them).
    pub fn over(self, ground: Rgba) -> Rgba {
        ground
            .mix(self.with_alpha(255), self.3 as f32 / 255.0)
            .with_alpha(255)
    }
    /// This colour a fraction `t` of the way towards `other`.
    pub fn mix(self, other: Rgba, t: f32) -> Rgba {
        let m = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgba(
            m(self.0, other.0),
            m(self.1, other.1),
            m(self.2, other.2),
            m(self.3, other.3),
        )
    }
    fn color(self) -> Color {
        Color::from_rgba8(self.0, self.1, self.2, self.3)
    }
}

/// Where a line of lettering sits relative to its x.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
}

/// How a line of lettering looks: its capital height in pixels, its weight
/// and its colour.
#[derive(Debug, Clone, Copy)]
pub struct Lettering {
    pub height: f32,
    pub weight: Weight,
    pub colour: Rgba,
}

/// No picture is bigger than this (a full deck on the table is far smaller).
const MAX_PIXELS: usize = 4096 * 4096;

pub struct Canvas {
    pixmap: Pixmap,
}

fn paint(colour: Rgba) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(colour.color());
    p.anti_alias = true;
    p
}

/// A rounded rectangle.
pub fn rounded(x: f32, y: f32, w: f32, h: f32, r: f32) -> Path {
    let r = r.min(w / 2.0).min(h / 2.0);
    // The control distance that makes a cubic quarter follow a circle.
    let k = r * 0.447_715;
    let mut b = PathBuilder::new();
    b.move_to(x + r, y);
    b.line_to(x + w - r, y);
    b.cubic_to(x + w - k, y, x + w, y + k, x + w, y + r);
    b.line_to(x + w, y + h - r);
    b.cubic_to(x + w, y + h - k, x + w - k, y + h, x + w - r, y + h);
    b.line_to(x + r, y + h);
    b.cubic_to(x + k, y + h, x, y + h - k, x, y + h - r);
    b.line_to(x, y + r);
    b.cubic_to(x, y + k, x + k, y, x + r, y);
    b.close();
    b.finish().expect("a rounded rectangle has a size")
}

impl Canvas {
    /// A canvas filled with an opaque background (written once, not zeroed
    /// first and then filled).
    pub fn new(width: u32, height: u32, background: Rgba) -> Result<Canvas, PictureError> {
        let too_big = PictureError::TooBig { width, height };
        let size = tiny_skia::IntSize::from_wh(width, height).ok_or(too_big.clone())?;
        let pixels = (width as usize)
            .checked_mul(height as usize)
            .filter(|&n| n <= MAX_PIXELS)
            .ok_or(too_big.clone())?;
        let data = [background.0, background.1, background.2, 255].repeat(pixels);
        let pixmap = Pixmap::from_vec(data, size).ok_or(too_big)?;
        Ok(Canvas { pixmap })
    }

    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    pub fn fill(&mut self, path: &Path, colour: Rgba, at: Transform) {
        self.pixmap
            .fill_path(path, &paint(colour), FillRule::Winding, at, None);
    }

    /// Fills a rectangle (quickest on whole pixels).
    pub fn rect(&mut self, left: f32, top: f32, right: f32, bottom: f32, colour: Rgba) {
        if let Some(r) = Rect::from_ltrb(left, top, right, bottom) {
            self.pixmap
                .fill_rect(r, &paint(colour), Transform::identity(), None);
        }
    }

    /// Fills a rounded rectangle, as fast as a plain one: only the four
    /// corners are paths (anti-aliased by scanning a few rows); the rest is
    /// three rectangles, whose anti-aliased edges cost nothing extra. They
    /// meet on whole pixels, so no seam shows.
    pub fn round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, colour: Rgba) {
        self.rounded_rect(x, y, w, h, r, colour, true);
    }

    /// A rounded rectangle lying on a slightly larger one of a close shade
    /// (a card's paper inside its edge): its corners need no smoothing,
    /// which makes them several times quicker to fill.
    pub fn round_rect_inside(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, colour: Rgba) {
        self.rounded_rect(x, y, w, h, r, colour, false);
    }

    #[allow(clippy::too_many_arguments)]
    fn rounded_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, colour: Rgba, smooth: bool) {
        let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
        let (right, bottom) = (x + w, y + h);
        let left_in = (x + r).ceil().min(right);
        let right_in = (right - r).floor().max(left_in);
        let top_in = (y + r).ceil().min(bottom);
        let bottom_in = (bottom - r).floor().max(top_in);
        self.rect(x, top_in, right, bottom_in, colour);
        self.rect(left_in, y, right_in, top_in, colour);
        self.rect(left_in, bottom_in, right_in, bottom, colour);
        if r <= 0.0 {
            self.rect(x, y, left_in, top_in, colour);
            self.rect(right_in, y, right, top_in, colour);
            self.rect(x, bottom_in, left_in, bottom, colour);
            self.rect(right_in, bottom_in, right, bottom, colour);
            return;
        }
        // Each corner: from the inner split point, out along the splits, and
        // round the quarter circle. `k` makes a cubic follow a circle.
        let k = r * 0.447_715;
        let mut b = PathBuilder::new();
        b.move_to(left_in, top_in);
        b.line_to(x, top_in);
        b.line_to(x, y + r);
        b.cubic_to(x, y + k, x + k, y, x + r, y);
        b.line_to(left_in, y);
        b.close();
        b.move_to(right_in, top_in);
        b.line_to(right_in, y);
        b.line_to(right - r, y);
        b.cubic_to(right - k, y, right, y + k, right, y + r);
        b.line_to(right, top_in);
        b.close();
        // The bottom pair is a path of its own: one path spanning both
        // would be scanned over every row between them.
        let mut corner_paint = paint(colour);
        corner_paint.anti_alias = smooth;
        let mut fill_corners = |path: Option<Path>| {
            if let Some(path) = path {
                self.pixmap.fill_path(
                    &path,
                    &corner_paint,
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
        };
        fill_corners(b.finish());
        let mut b = PathBuilder::new();
        b.move_to(right_in, bottom_in);
        b.line_to(right, bottom_in);
        b.line_to(right, bottom - r);
        b.cubic_to(right, bottom - k, right - k, bottom, right - r, bottom);
        b.line_to(right_in, bottom);
        b.close();
        b.move_to(left_in, bottom_in);
        b.line_to(left_in, bottom);
        b.line_to(x + r, bottom);
        b.cubic_to(x + k, bottom, x, bottom - k, x, bottom - r);
        b.line_to(x, bottom_in);
        b.close();
        fill_corners(b.finish());
    }

    /// Strokes a path with a dash pattern (on, off lengths in pixels).
    pub fn dashed(&mut self, path: &Path, colour: Rgba, width: f32, on: f32, off: f32) {
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            dash: tiny_skia::StrokeDash::new(vec![on, off], 0.0),
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
    }

    /// A pip of `size` pixels with its top-left corner at (x, y).
    pub fn pip(&mut self, suit: Suit, x: f32, y: f32, size: f32, colour: Rgba) {
        let s = size / 10.0;
        self.fill(
            pips::pip(suit),
            colour,
            Transform::from_row(s, 0.0, 0.0, s, x, y),
        );
    }

    /// The width in pixels that `text` takes in `style`.
    pub fn measure(text: &str, style: Lettering) -> f32 {
        font::text_width(text, style.weight) * style.height / font::CAP
    }

    /// How far the marks of `text` in `style` reach, in pixels, past what
    /// plain lettering takes: the room a layout adds for them.
    pub fn overhang(text: &str, style: Lettering) -> font::Overhang {
        let o = font::overhang(text);
        let unit = style.height / font::CAP;
        font::Overhang {
            above: o.above * unit,
            below: o.below * unit,
        }
    }

    /// The most that the marks of any of `words` reach (words set on one
    /// baseline, such as the labels under the piles).
    pub fn overhang_of_all(words: &[&str], style: Lettering) -> font::Overhang {
        words
            .iter()
            .map(|w| Canvas::overhang(w, style))
            .fold(font::Overhang::default(), |a, o| font::Overhang {
                above: a.above.max(o.above),
                below: a.below.max(o.below),
            })
    }

    /// Draws a line of our lettering with its baseline at `baseline` and
    /// returns its width in pixels. `squeeze` narrows it (1 is natural).
    pub fn text(
        &mut self,
        text: &str,
        x: f32,
        baseline: f32,
        style: Lettering,
        align: Align,
        squeeze: f32,
    ) -> f32 {
        let unit = style.height / font::CAP;
        let stroke = style.weight.stroke();
        let width = Canvas::measure(text, style) * squeeze;
        let left = match align {
            Align::Left => x,
            Align::Centre => x - width / 2.0,
        };
        // Glyph x = 0 is the centre of the first stroke: start half a stroke
        // in. The whole line is one path: anti-aliasing costs per filled
        // row, so one fill of the line is far cheaper than one per glyph.
        let mut pen = stroke / 2.0;
        let mut line = PathBuilder::new();
        for g in font::glyphs(text) {
            if let Some(outline) = g.outline(style.weight) {
                let at = Transform::from_row(
                    unit * squeeze,
                    0.0,
                    0.0,
                    unit,
                    left + pen * unit * squeeze,
                    baseline - style.height,
                );
                if let Some(placed) = outline.clone().transform(at) {
                    line.push_path(&placed);
                }
            }
            pen += g.width + font::GAP + stroke;
        }
        if let Some(line) = line.finish() {
            self.fill(&line, style.colour, Transform::identity());
        }
        width
    }

    /// The picture as a PNG. Every pixel is opaque (the background is), so
    /// it is written as RGB: a quarter smaller than RGBA for nothing lost.
    /// Paeth filtering and zlib level 3 (zlib-rs): measured on our
    /// pictures, it is within a tenth of the best size at a fraction of the
    /// time (benches/pictures.rs).
    pub fn encode_png(&self) -> Result<Vec<u8>, PictureError> {
        let (rgba, _) = self.pixmap.data().as_chunks::<4>();
        let mut rgb = vec![[0u8; 3]; rgba.len()];
        for (to, from) in rgb.iter_mut().zip(rgba) {
            *to = [from[0], from[1], from[2]];
        }
        let mut out = Vec::with_capacity(rgb.len() / 4);
        {
            let mut encoder = png::Encoder::new(&mut out, self.width(), self.height());
            encoder.set_color(png::ColorType::Rgb);
            encoder.set_depth(png::BitDepth::Eight);
            encoder.set_deflate_compression(png::DeflateCompression::Level(2));
            encoder.set_filter(png::Filter::Up);
            let mut writer = encoder
                .write_header()
                .map_err(|e| PictureError::Encode(e.to_string()))?;
            writer
                .write_image_data(rgb.as_flattened())
                .map_err(|e| PictureError::Encode(e.to_string()))?;
        }
        Ok(out)
    }
}
