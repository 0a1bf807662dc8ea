//! The deck and its shuffles, for every game of the family.
//!
//! Each shuffle comes from its own ChaCha8 stream of the game's seed (a
//! game numbers its streams: the draw for the deal, then one per hand or
//! table), so a game's state holds no generator and `(rules, seed,
//! actions)` reproduces it exactly.

use super::cards::Card;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A shuffled deck for stream `stream` of `seed`, `deck[0]` on top.
pub fn shuffled_deck(seed: u64, stream: u64) -> [Card; 52] {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    let mut deck = [Card::from_index(0); 52];
    for (slot, c) in deck.iter_mut().zip(Card::all()) {
        *slot = c;
    }
    deck.shuffle(&mut rng);
    deck
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::CardSet;

    #[test]
    fn a_stream_is_a_whole_deck_and_repeats() {
        let deck = shuffled_deck(7, 3);
        assert_eq!(CardSet::from_cards(deck), CardSet::FULL);
        assert_eq!(deck, shuffled_deck(7, 3));
        assert_ne!(deck, shuffled_deck(7, 4));
        assert_ne!(deck, shuffled_deck(8, 3));
    }
}
