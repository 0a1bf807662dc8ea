//! The four suit pips, our own outlines on a 10 × 10 box. Their silhouettes
//! differ strongly (the heart has a deep notch and no stem, the spade a point
//! and a flared stem, the diamond is slim, the club three-lobed), so a
//! player who cannot tell red from black still tells the suits apart.

use crate::outline;
use gin_core::engine::Suit;
use std::sync::OnceLock;
use tiny_skia::Path;

#[rustfmt::skip]
const CLUB: &str = "A 5 2.75 2.45 2.45 0 360 Z \
    A 2.55 6.05 2.45 2.45 0 360 Z \
    A 7.45 6.05 2.45 2.45 0 360 Z \
    M 4.1 4.2 L 5.9 4.2 L 6.1 6.6 L 3.9 6.6 Z \
    M 5.5 6 C 5.5 8.3 6.1 9.4 7.3 10 L 2.7 10 C 3.9 9.4 4.5 8.3 4.5 6 Z";
#[rustfmt::skip]
const DIAMOND: &str = "M 5 0 C 6.2 1.9 7.4 3.5 8.7 5 C 7.4 6.5 6.2 8.1 5 10 \
    C 3.8 8.1 2.6 6.5 1.3 5 C 2.6 3.5 3.8 1.9 5 0 Z";
#[rustfmt::skip]
const HEART: &str = "M 5 9.8 C 3.4 8 0 5.7 0 2.9 C 0 1.1 1.3 0 2.75 0 \
    C 3.85 0 4.6 0.6 5 1.7 C 5.4 0.6 6.15 0 7.25 0 C 8.7 0 10 1.1 10 2.9 \
    C 10 5.7 6.6 8 5 9.8 Z";
#[rustfmt::skip]
const SPADE: &str = "M 5 0 C 6.6 2.1 10 3.9 10 6.3 C 10 7.9 8.9 8.8 7.6 8.8 \
    C 6.7 8.8 5.9 8.3 5.45 7.6 C 5.5 8.8 6.1 9.5 7.2 10 L 2.8 10 \
    C 3.9 9.5 4.5 8.8 4.55 7.6 C 4.1 8.3 3.3 8.8 2.4 8.8 \
    C 1.1 8.8 0 7.9 0 6.3 C 0 3.9 3.4 2.1 5 0 Z";

/// The pip of a suit, on a 10 × 10 box (filled with the non-zero rule, so
/// the club's pieces all wind the same way).
pub fn pip(suit: Suit) -> &'static Path {
    static PIPS: OnceLock<[Path; 4]> = OnceLock::new();
    let pips = PIPS.get_or_init(|| [CLUB, DIAMOND, HEART, SPADE].map(outline::path));
    &pips[suit as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pip_fills_its_box() {
        for s in Suit::ALL {
            let b = pip(s).bounds();
            assert!(b.left() >= -0.01 && b.top() >= -0.01, "{s:?} {b:?}");
            assert!(b.right() <= 10.01 && b.bottom() <= 10.01, "{s:?} {b:?}");
            assert!(b.width() > 7.0 && b.height() > 9.5, "{s:?} {b:?}");
        }
    }
}
