//! Choosing the lowest score when most of a score is costly to work out
//! and rarely matters: the players' discard choices, on the search's
//! roll-outs' hot path.

/// The item with the lowest `total(item, base)`, ties to the lowest
/// `tie(index, item)`: what scoring every item and keeping the least finds.
/// `total` adds the costly, never negative part of a score to its cheap
/// `base`, so it is called only for items whose base alone does not
/// already lose (in a discard choice most do: throwing a melded card costs
/// its meld). None for no items.
pub(crate) fn lowest_total<T: Copy, K: Ord>(
    items: &[(T, f32)],
    tie: impl Fn(usize, T) -> K,
    mut total: impl FnMut(T, f32) -> f32,
) -> Option<T> {
    let first = (0..items.len()).min_by(|&a, &b| items[a].1.total_cmp(&items[b].1))?;
    let scored = |i: usize, total: f32| (total, tie(i, items[i].0), i);
    let (item, base) = items[first];
    let mut best = scored(first, total(item, base));
    for (i, &(item, base)) in items.iter().enumerate() {
        if i == first || base > best.0 {
            continue;
        }
        let candidate = scored(i, total(item, base));
        debug_assert!(candidate.0 >= base, "a total below its base");
        if candidate.0 < best.0 || (candidate.0 == best.0 && candidate.1 < best.1) {
            best = candidate;
        }
    }
    Some(items[best.2].0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::cmp::Reverse;

    proptest! {
        /// Items are (index, base); each has a value for the tie key (a
        /// higher value first, then the earlier: two-handed normal's order)
        /// and a costly extra. Small whole numbers make many ties.
        #[test]
        fn lowest_total_finds_what_scoring_every_item_finds(
            scores in prop::collection::vec((0u8..4, 0u8..6, 0u8..4), 0..12),
        ) {
            let items: Vec<(usize, f32)> =
                scores.iter().enumerate().map(|(i, &(_, b, _))| (i, b as f32)).collect();
            let value = |i: usize| scores[i].0;
            let extra = |i: usize| scores[i].2 as f32 * 0.5;
            let tie = |i: usize, _| (Reverse(value(i)), i);
            // Every total worked out, the least by (total, tie) kept.
            let want = items
                .iter()
                .map(|&(i, base)| (base + extra(i), tie(i, i), i))
                .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
                .map(|(_, _, i)| i);
            let got = lowest_total(&items, tie, |i, base| base + extra(i));
            prop_assert_eq!(got, want);
        }
    }

    #[test]
    fn lowest_total_skips_the_costly_part_of_an_item_whose_base_already_loses() {
        let items = [(0usize, 3.0f32), (1, 20.0), (2, 4.0)];
        let mut asked = Vec::new();
        let got = lowest_total(
            &items,
            |i, _| i,
            |i, base| {
                asked.push(i);
                base + 2.0
            },
        );
        assert_eq!(got, Some(0));
        assert_eq!(asked, vec![0, 2], "the 20-point item cannot win");
    }
}
