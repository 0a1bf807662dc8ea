//! The coach's chances made honest: the search's raw chance of winning,
//! mapped to how often seats given that chance really won.
//!
//! The search's raw chances read a few points high in places (most just
//! above one half: docs/strength.md, "Calibration").
//! Each game has a monotone map fitted on positions from simulated games
//! (`coach_lab calibration KIND N SEED rows.tsv`, then `coach_lab fit
//! rows.tsv`: isotonic regression on equal-count bins), checked two-fold
//! (each half of the positions judged by the map fitted on the other).
//! Between two knots the map is a straight line, so a better raw chance
//! always shows better; it runs from (0, 0) to (1, 1) (Colonel's to
//! 0.991: positions its search calls certain were lost about one time in
//! a hundred).

use crate::engine::GameKind;

/// (raw chance, measured share won) knots, raw chances increasing.
type Knots = &'static [(f32, f32)];

/// The chance to show for a raw chance of the search in a game of `kind`.
pub fn shown(kind: GameKind, raw: f32) -> f32 {
    interpolate(knots(kind), raw)
}

fn knots(kind: GameKind) -> Knots {
    match kind {
        GameKind::Gin => GIN,
        GameKind::Jersey => JERSEY,
        GameKind::Colonel => COLONEL,
    }
}

/// The piecewise-linear map through `knots` (the identity without knots);
/// the lab's fitting checks its maps with it.
pub fn interpolate(knots: &[(f32, f32)], raw: f32) -> f32 {
    let raw = raw.clamp(0.0, 1.0);
    let (Some(&(x0, y0)), Some(&(xn, yn))) = (knots.first(), knots.last()) else {
        return raw;
    };
    if raw <= x0 {
        return y0;
    }
    if raw >= xn {
        return yn;
    }
    let i = knots.partition_point(|&(x, _)| x <= raw);
    let (xa, ya) = knots[i - 1];
    let (xb, yb) = knots[i];
    ya + (yb - ya) * (raw - xa) / (xb - xa)
}

// The maps `coach_lab fit` printed for the positions gathered so far:
// 20,000 of Jersey Gin and of Colonel, 40,000 of Gin Rummy (its first
// fresh check missed by 5 points in one decile, so those rows joined the
// fit); each judged on fresh positions with `coach_lab check`
// (docs/strength.md, "Calibration").
const GIN: Knots = &[
    (0.0000, 0.0000),
    (0.0810, 0.0829),
    (0.1698, 0.1616),
    (0.2389, 0.2445),
    (0.2957, 0.3102),
    (0.3437, 0.3487),
    (0.4032, 0.4078),
    (0.4512, 0.4361),
    (0.4879, 0.4550),
    (0.5212, 0.4853),
    (0.5451, 0.5275),
    (0.5729, 0.5470),
    (0.6039, 0.5729),
    (0.6396, 0.6286),
    (0.6811, 0.6738),
    (0.7278, 0.7040),
    (0.7815, 0.7672),
    (0.8462, 0.8284),
    (0.9285, 0.9355),
    (1.0000, 1.0000),
];
const JERSEY: Knots = &[
    (0.0000, 0.0000),
    (0.0789, 0.0979),
    (0.1252, 0.1069),
    (0.1591, 0.1399),
    (0.1885, 0.1738),
    (0.2174, 0.2108),
    (0.2422, 0.2338),
    (0.2643, 0.2398),
    (0.2905, 0.2807),
    (0.3134, 0.3037),
    (0.3287, 0.3147),
    (0.3557, 0.3367),
    (0.3916, 0.3986),
    (0.4232, 0.4126),
    (0.4606, 0.4565),
    (0.5076, 0.4885),
    (0.5664, 0.5485),
    (0.6469, 0.6384),
    (0.7884, 0.7726),
    (1.0000, 1.0000),
];
// A fitted knot falls near π/4 (0.7854): data, not the constant.
#[allow(clippy::approx_constant)]
const COLONEL: Knots = &[
    (0.0000, 0.0000),
    (0.0012, 0.0035),
    (0.0655, 0.0639),
    (0.1748, 0.1828),
    (0.2358, 0.2228),
    (0.2964, 0.2892),
    (0.3901, 0.3806),
    (0.4602, 0.4580),
    (0.4872, 0.4745),
    (0.5056, 0.4995),
    (0.5220, 0.5075),
    (0.5388, 0.5260),
    (0.5584, 0.5395),
    (0.5863, 0.5445),
    (0.6351, 0.5664),
    (0.7173, 0.6698),
    (0.7854, 0.7542),
    (0.8370, 0.7722),
    (0.9112, 0.8591),
    (0.9899, 0.9755),
    (1.0000, 0.9914),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_map_is_monotone_and_within_chances() {
        for kind in [GameKind::Gin, GameKind::Jersey, GameKind::Colonel] {
            let mut last = -1.0f32;
            for i in 0..=1000 {
                let y = shown(kind, i as f32 / 1000.0);
                assert!((0.0..=1.0).contains(&y), "{kind:?} {i}: {y}");
                assert!(y >= last, "{kind:?} falls at {i}: {last} then {y}");
                last = y;
            }
            for w in knots(kind).windows(2) {
                assert!(w[0].0 < w[1].0 && w[0].1 < w[1].1, "{kind:?}: {w:?}");
            }
        }
    }

    #[test]
    fn between_knots_the_map_is_a_line_and_flat_beyond() {
        let k: Knots = &[(0.2, 0.25), (0.6, 0.45)];
        assert_eq!(interpolate(k, 0.0), 0.25);
        assert_eq!(interpolate(k, 0.2), 0.25);
        assert!((interpolate(k, 0.4) - 0.35).abs() < 1e-6);
        assert_eq!(interpolate(k, 0.9), 0.45);
        assert_eq!(interpolate(&[], 0.37), 0.37);
    }
}
