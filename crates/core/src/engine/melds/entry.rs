//! The entry points of the meld search: Jersey Gin's free functions (ace
//! low, worth 1) and [`MeldRules`]' methods, the same functions under any
//! ace rule, each dispatching once to the search compiled for its rule.

use super::*;

// ---------------------------------------------------------------------------
// Jersey Gin's entry points (ace low, worth 1), kept as free functions.
// ---------------------------------------------------------------------------

/// All melds in a hand, as card sets (for display and tests).
pub fn all_melds(hand: CardSet) -> Vec<CardSet> {
    MeldRules::LOW.all_melds(hand)
}

/// The least deadwood of a hand of any size (R2.4).
#[inline]
pub fn deadwood(hand: CardSet) -> u32 {
    deadwood_g::<Jersey>(hand.bits())
}

/// The least-deadwood arrangement of a hand (a fixed one among equals).
pub fn best_arrangement(hand: CardSet) -> Arrangement {
    MeldRules::LOW.best_arrangement(hand)
}

/// Every least-deadwood arrangement of a hand, each as its sorted meld masks.
pub fn all_best_arrangements(hand: CardSet) -> Vec<Vec<CardSet>> {
    all_best_g::<Jersey>(hand)
}

pub fn best_discards(hand: CardSet, forbidden: CardSet) -> DiscardChoice {
    best_discards_g::<Jersey>(hand, forbidden)
}

/// Calls `f(card, deadwood of hand without card)` for every allowed discard.
pub fn each_discard(hand: CardSet, forbidden: CardSet, f: impl FnMut(Card, u32)) {
    each_discard_g::<Jersey>(hand, forbidden, f)
}

/// The least count of `hand` after laying down its own melds and laying off
/// onto `table` (R6.5, R8.4), with one such arrangement. Own melds are tried
/// before layoffs, so among equal counts the hand keeps its own melds.
pub fn arrange(hand: CardSet, table: &[CardSet]) -> FullArrangement {
    arrange_g::<Jersey>(hand, table)
}

// ---------------------------------------------------------------------------
// Every game: the same functions under any ace rule.
// ---------------------------------------------------------------------------

impl Default for MeldRules {
    fn default() -> Self {
        MeldRules::LOW
    }
}

impl MeldRules {
    /// Jersey Gin and Gin (R1.3, G1.1): ace low, worth 1.
    pub const LOW: MeldRules = MeldRules {
        aces: AceRule::Low,
        ace_value: AceValue::One,
    };
    /// Around the Corner (V4) with its default ace of 15.
    pub const CORNER: MeldRules = MeldRules {
        aces: AceRule::Corner,
        ace_value: AceValue::Fifteen,
    };
    /// Colonel (V9): ace high or low, and 10 in hand totals.
    pub const COLONEL: MeldRules = MeldRules {
        aces: AceRule::HighOrLow,
        ace_value: AceValue::Ten,
    };

    /// What one card counts.
    pub fn value(self, c: Card) -> u32 {
        if c.rank() == 0 {
            self.ace_value.points()
        } else {
            c.value()
        }
    }
    /// What a set of cards counts.
    pub fn value_of(self, cards: CardSet) -> u32 {
        cards.value() + (self.ace_value.points() - 1) * (cards.bits() & ACES).count_ones()
    }
    /// `Some(kind)` if the cards form one meld.
    pub fn meld_kind(self, cards: CardSet) -> Option<MeldKind> {
        with_rule!(self, T => meld_kind_g::<T>(cards))
    }
    /// Every meld that can be made from `hand`.
    pub fn all_melds(self, hand: CardSet) -> Vec<CardSet> {
        with_rule!(self, T => {
            let mut buf = MaskBuf::new();
            push_melds::<T>(hand.bits(), &mut buf);
            buf.as_slice().iter().map(|&m| CardSet(m)).collect()
        })
    }
    /// The least deadwood of a hand of any size.
    pub fn deadwood(self, hand: CardSet) -> u32 {
        with_rule!(self, T => deadwood_g::<T>(hand.bits()))
    }
    /// The least-deadwood arrangement of a hand (a fixed one among equals).
    pub fn best_arrangement(self, hand: CardSet) -> Arrangement {
        let full = self.arrange(hand, &[]);
        Arrangement {
            melds: full.melds,
            deadwood_cards: full.deadwood_cards,
            deadwood: full.deadwood,
        }
    }
    /// Every least-deadwood arrangement, each as its sorted meld masks.
    pub fn all_best_arrangements(self, hand: CardSet) -> Vec<Vec<CardSet>> {
        with_rule!(self, T => all_best_g::<T>(hand))
    }
    /// The exact best discards of a hand (see [`best_discards`]).
    pub fn best_discards(self, hand: CardSet, forbidden: CardSet) -> DiscardChoice {
        with_rule!(self, T => best_discards_g::<T>(hand, forbidden))
    }
    /// Calls `f(card, deadwood without it)` for every allowed discard.
    pub fn each_discard(self, hand: CardSet, forbidden: CardSet, f: impl FnMut(Card, u32)) {
        with_rule!(self, T => each_discard_g::<T>(hand, forbidden, f))
    }
    /// Own melds and layoffs onto `table`, jointly optimised (G6.1, R6.5).
    pub fn arrange(self, hand: CardSet, table: &[CardSet]) -> FullArrangement {
        with_rule!(self, T => arrange_g::<T>(hand, table))
    }
    /// Cards outside `hand` that could be laid off onto `melds`, chained
    /// (through the corner in V4), stopping at a card `hand` holds (G5.1).
    pub fn layoff_exposure(self, melds: &[CardSet], hand: CardSet) -> u32 {
        with_rule!(self, T => exposure_g::<T>(melds, hand))
    }
    /// The knocker's arrangement (G5.1): least deadwood; then least
    /// exposure; then the smallest sorted list of melded card indices
    /// (index order is suit then rank, as G5.1's `suit × 13 + rank − 1`);
    /// then, for arrangements of the same cards, the smallest sorted list of
    /// meld masks, so every hand has exactly one.
    pub fn knocker_arrangement(self, hand: CardSet) -> Arrangement {
        let mut options = self.all_best_arrangements(hand);
        options.sort_by_cached_key(|melds| {
            let melded = melds.iter().fold(CardSet::EMPTY, |a, m| a.union(*m));
            (
                self.layoff_exposure(melds, hand),
                melded.to_vec(),
                melds.clone(),
            )
        });
        let mut a = finish_knocker(hand, options);
        a.deadwood = self.value_of(a.deadwood_cards);
        a
    }
    /// Whether `cards` can be added to the table meld `onto` (R2.5): the
    /// union is a meld. (Sets take one card; runs take cards at the ends.)
    pub fn can_lay_off(self, cards: CardSet, onto: CardSet) -> bool {
        !cards.is_empty()
            && cards.intersect(onto).is_empty()
            && self.meld_kind(onto).is_some()
            && self.meld_kind(cards.union(onto)).is_some()
    }
}
