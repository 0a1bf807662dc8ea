//! What the benches of this crate share: how they read two-handed Gin's
//! search settings, and the share of games with its 95% interval.
//!
//! The benches (`src/bin`) measure the computer players as they ship:
//! `gin_vs_engine` (ours against `gin-rummy-engine`'s bots),
//! `gin_hard_bench` (two-handed Gin's search against our players),
//! `hard_bench` (Jersey Gin's hard against normal) and `tune` (seeded
//! Jersey games between any of our players), and the `gin-rummy` crate's
//! meld work beside ours (`meld_work_theirs`, `benches/melds_vs_gin_rummy`).
//! `docs/strength.md` holds their figures.

use gin_core::ai::gin::search::Tuning;
use gin_core::ai::Budget;

/// Random hands, and our cards in the `gin-rummy` crate's terms.
pub mod melds {
    use gin_core::engine::{Card, CardSet};
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    /// `n` hands of `size` random cards, the same for the same seed.
    pub fn random_hands(n: usize, size: usize, seed: u64) -> Vec<CardSet> {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut deck: Vec<Card> = Card::all().collect();
        (0..n)
            .map(|_| {
                deck.shuffle(&mut rng);
                CardSet::from_cards(deck[..size].iter().copied())
            })
            .collect()
    }

    /// `gin-rummy` keeps rank r (ace 1 … king 13) at bit r of each suit's
    /// 16; we keep it at bit r - 1.
    pub fn theirs(h: CardSet) -> gin_rummy::Hand {
        gin_rummy::Hand::from_bits_retain(h.bits() << 1)
    }

    /// The least deadwood an 11-card hand can keep after one discard, by
    /// `gin-rummy`'s deadwood (it has no best-discard call).
    pub fn their_best_discard(h: gin_rummy::Hand) -> Option<u8> {
        h.into_iter()
            .map(|c| gin_rummy::deadwood(h - gin_rummy::Hand::from(c)))
            .min()
    }
}

/// Two-handed Gin's search settings away from the default, each a letter
/// and a number, joined by `:` (`k0:m16`; empty: the default): `s` the
/// opponent strength, `m` meld taken, `z` the switch z in tenths, `k` the
/// seat's own roll-out knocks at a count of at most this, `w` the worlds
/// every candidate sees before any is dropped, `d` the discards searched
/// besides normal's choice and the knocks.
pub fn parse_tuning(s: &str) -> Result<Tuning, String> {
    let mut tuning = Tuning::DEFAULT;
    for part in s.split(':').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_at(part.len().min(1));
        let number: u32 = value.parse().map_err(|_| format!("not a count: {part}"))?;
        match key {
            "s" => tuning.opponent_strength = number,
            "m" => tuning.meld_taken = number,
            "z" => tuning.switch_z_tenths = number,
            "k" => tuning.rollout_knock_self = number,
            "w" => tuning.min_worlds = number,
            "d" => tuning.discards = number,
            _ => return Err(format!("unknown search setting {part}")),
        }
    }
    Ok(tuning)
}

/// `BUDGET[:SETTINGS]` (`50ms`, `200:k0`): the search's budget and its
/// settings ([`parse_tuning`]).
pub fn parse_search(s: &str) -> Result<(Budget, Tuning), String> {
    let (budget, settings) = s.split_once(':').unwrap_or((s, ""));
    Ok((budget.parse()?, parse_tuning(settings)?))
}

/// The settings in words, for a bench's report.
pub fn describe(t: &Tuning) -> String {
    format!(
        "opponent strength {}, meld taken {}, switch z {:.1}, own roll-out knocks at {}, \
         {} worlds before a drop, {} discards searched",
        t.opponent_strength,
        t.meld_taken,
        t.switch_z_tenths as f64 / 10.0,
        t.rollout_knock_self,
        t.min_worlds,
        t.discards
    )
}

/// The mean of per-deal shares and the half width of its 95% interval
/// (normal approximation over deals).
pub fn mean_and_half_interval(shares: &[f64]) -> (f64, f64) {
    let n = shares.len() as f64;
    let mean = shares.iter().sum::<f64>() / n;
    let var = shares.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// The value at quantile `p` (0..=1) of sorted `values`; 0 when empty.
pub fn quantile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_letters_and_numbers_and_refuse_bad_ones() {
        assert_eq!(parse_tuning(""), Ok(Tuning::DEFAULT));
        assert_eq!(
            parse_tuning("k4294967295:m0:d10"),
            Ok(Tuning {
                rollout_knock_self: u32::MAX,
                meld_taken: 0,
                discards: 10,
                ..Tuning::DEFAULT
            })
        );
        for bad in [
            "k",
            "k-1",
            "K0",
            "?3",
            "k0::m",
            "s1e3",
            "k4294967296",
            "p512",
        ] {
            assert!(parse_tuning(bad).is_err(), "{bad}");
        }
        assert_eq!(
            parse_search("200:z30"),
            Ok((
                Budget::Worlds(200),
                Tuning {
                    switch_z_tenths: 30,
                    ..Tuning::DEFAULT
                }
            ))
        );
        assert!(parse_search("0ms").is_err());
    }

    #[test]
    fn interval_and_quantiles() {
        let (mean, half) = mean_and_half_interval(&[1.0, 0.0, 0.5, 0.5]);
        assert_eq!(mean, 0.5);
        assert!((half - 1.96 * (1.0f64 / 6.0 / 4.0).sqrt()).abs() < 1e-12);
        let sorted = [1.0, 2.0, 3.0, 4.0, 5.0];
        assert_eq!(quantile(&sorted, 0.5), 3.0);
        assert_eq!(quantile(&sorted, 1.0), 5.0);
        assert_eq!(quantile(&[], 0.5), 0.0);
    }
}
