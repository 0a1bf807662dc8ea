//! A tiny outline language for our own glyphs and pips, so each shape is
//! one readable line of source instead of a page of builder calls.
//!
//! Commands (numbers separated by spaces; y grows downwards):
//! `M x y` move, `L x y` line, `Q x1 y1 x y` quadratic, `C x1 y1 x2 y2 x y`
//! cubic, `A cx cy rx ry from to` an elliptical arc between two angles in
//! degrees (0 is right, 90 is down; `to < from` turns the other way; it
//! starts with a line from the current point, or a move if there is none),
//! `Z` close.

use tiny_skia::{Path, PathBuilder};

/// Builds a path from an outline. The outlines are constants of this crate,
/// so a malformed one is a bug caught by the tests that draw every shape.
pub fn path(outline: &str) -> Path {
    let mut b = PathBuilder::new();
    let mut tokens = outline.split_ascii_whitespace().peekable();
    let mut open = false;
    while let Some(command) = tokens.next() {
        let mut numbers = |n: usize| -> Vec<f32> {
            (0..n)
                .map(|_| {
                    let t = tokens
                        .next()
                        .unwrap_or_else(|| panic!("{outline}: missing number"));
                    t.parse()
                        .unwrap_or_else(|_| panic!("{outline}: bad number {t}"))
                })
                .collect()
        };
        match command {
            "M" => {
                let p = numbers(2);
                b.move_to(p[0], p[1]);
                open = true;
            }
            "L" => {
                let p = numbers(2);
                b.line_to(p[0], p[1]);
            }
            "Q" => {
                let p = numbers(4);
                b.quad_to(p[0], p[1], p[2], p[3]);
            }
            "C" => {
                let p = numbers(6);
                b.cubic_to(p[0], p[1], p[2], p[3], p[4], p[5]);
            }
            "A" => {
                let p = numbers(6);
                arc(&mut b, p[0], p[1], p[2], p[3], p[4], p[5], &mut open);
            }
            "Z" => {
                b.close();
                open = false;
            }
            other => panic!("{outline}: unknown command {other}"),
        }
    }
    b.finish()
        .unwrap_or_else(|| panic!("{outline}: empty outline"))
}

/// Appends an elliptical arc as cubic pieces of at most 90 degrees each.
#[allow(clippy::too_many_arguments)]
fn arc(
    b: &mut PathBuilder,
    cx: f32,
    cy: f32,
    rx: f32,
    ry: f32,
    from: f32,
    to: f32,
    open: &mut bool,
) {
    let point = |deg: f32| {
        let r = deg.to_radians();
        (cx + rx * r.cos(), cy + ry * r.sin())
    };
    let (x0, y0) = point(from);
    if *open {
        b.line_to(x0, y0);
    } else {
        b.move_to(x0, y0);
        *open = true;
    }
    let pieces = ((to - from).abs() / 90.0).ceil().max(1.0) as usize;
    let step = (to - from) / pieces as f32;
    // The control-point distance that makes a cubic follow a circular arc.
    let k = 4.0 / 3.0 * (step.to_radians() / 4.0).tan();
    for i in 0..pieces {
        let a0 = (from + step * i as f32).to_radians();
        let a1 = (from + step * (i + 1) as f32).to_radians();
        let (s0, c0) = a0.sin_cos();
        let (s1, c1) = a1.sin_cos();
        b.cubic_to(
            cx + rx * (c0 - k * s0),
            cy + ry * (s0 + k * c0),
            cx + rx * (c1 + k * s1),
            cy + ry * (s1 - k * c1),
            cx + rx * c1,
            cy + ry * s1,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_arc_is_a_closed_ellipse_of_the_right_size() {
        let p = path("A 5 5 4 2 0 360");
        let r = p.bounds();
        assert!((r.left() - 1.0).abs() < 0.01 && (r.right() - 9.0).abs() < 0.01);
        assert!((r.top() - 3.0).abs() < 0.05 && (r.bottom() - 7.0).abs() < 0.05);
    }

    #[test]
    fn lines_and_curves_reach_their_end_points() {
        let p = path("M 0 0 L 10 0 Q 10 10 0 10 C 0 8 2 6 0 4 Z");
        let r = p.bounds();
        assert_eq!(
            (r.left(), r.top(), r.right(), r.bottom()),
            (0.0, 0.0, 10.0, 10.0)
        );
    }

    #[test]
    #[should_panic(expected = "unknown command")]
    fn a_malformed_outline_is_caught() {
        path("M 0 0 X 1 1");
    }
}
