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
//! 0.995: positions its search calls certain were lost one time in 200).

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

// The maps `coach_lab fit` printed for 10,000 positions of each game
// (docs/strength.md, "Calibration").
const GIN: Knots = &[
    (0.0000, 0.0000),
    (0.0875, 0.0739),
    (0.1779, 0.1477),
    (0.2451, 0.2794),
    (0.3006, 0.3194),
    (0.3476, 0.3214),
    (0.3883, 0.4092),
    (0.4224, 0.4192),
    (0.4520, 0.4651),
    (0.4887, 0.4681),
    (0.5343, 0.4990),
    (0.5732, 0.5190),
    (0.6032, 0.5529),
    (0.6584, 0.6407),
    (0.7281, 0.6926),
    (0.7806, 0.7764),
    (0.8428, 0.8543),
    (0.9285, 0.9474),
    (1.0000, 1.0000),
];
const JERSEY: Knots = &[
    (0.0000, 0.0000),
    (0.1013, 0.1008),
    (0.1576, 0.1617),
    (0.1881, 0.1816),
    (0.2173, 0.2056),
    (0.2532, 0.2186),
    (0.2897, 0.2745),
    (0.3132, 0.3154),
    (0.3290, 0.3214),
    (0.3562, 0.3323),
    (0.4076, 0.4132),
    (0.4582, 0.4711),
    (0.5058, 0.4890),
    (0.5659, 0.5489),
    (0.6511, 0.6228),
    (0.7971, 0.7826),
    (1.0000, 1.0000),
];
const COLONEL: Knots = &[
    (0.0000, 0.0000),
    (0.0683, 0.0699),
    (0.1754, 0.1806),
    (0.2366, 0.2246),
    (0.2963, 0.2894),
    (0.3903, 0.3583),
    (0.4747, 0.4646),
    (0.5058, 0.4890),
    (0.5220, 0.4970),
    (0.5491, 0.5369),
    (0.5884, 0.5749),
    (0.6418, 0.5988),
    (0.7254, 0.6926),
    (0.7903, 0.7555),
    (0.8409, 0.7984),
    (0.9164, 0.8683),
    (0.9921, 0.9810),
    (1.0000, 0.9948),
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
