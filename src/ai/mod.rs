//! Computer players. Each level decides from one seat's view only
//! ([`SeatView`]) and is deterministic for a seed, so a computer seat needs
//! no state of its own: it can be stored, restored and replayed freely.

use crate::engine::melds::{best_discards, deadwood, usable_at_once};
use crate::engine::{Action, CardSet, SeatView};
use serde::{Deserialize, Serialize};

/// How well a computer seat plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Easy,
    Normal,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "normal" => Ok(Level::Normal),
            "hard" => Ok(Level::Hard),
            other => Err(format!("unknown level {other:?}: use easy, normal or hard")),
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Chooses a legal action for the seat of `view`. `seed` makes any random
/// choice repeatable (callers pass e.g. the game seed mixed with the move
/// counter). Must only be called when the seat has a legal action.
pub fn choose(level: Level, view: &SeatView<'_>, seed: u64) -> Action {
    let _ = seed;
    match level {
        Level::Easy | Level::Normal | Level::Hard => easy(view),
    }
}

/// Easy: keep melds, throw the card that leaves the least deadwood (the
/// highest among equals), take the upcard only when it lowers the deadwood,
/// knock as soon as it may.
fn easy(view: &SeatView<'_>) -> Action {
    let legal = view.legal_actions();
    if legal.contains(&Action::NextHand) {
        return Action::NextHand;
    }
    let hand = view.hand();
    if legal.contains(&Action::DrawStock) {
        if legal.contains(&Action::TakeDiscard) {
            if let Some(top) = view.public().top_discard() {
                let with = best_discards(hand.with(top), CardSet::from_cards([top]));
                let broken = view.public().breaker().is_some();
                let table: Vec<CardSet> = view.public().table().iter().map(|m| m.cards).collect();
                if with.deadwood_after < deadwood(hand)
                    || (broken && usable_at_once(hand, top, &table))
                {
                    return Action::TakeDiscard;
                }
            }
        }
        return Action::DrawStock;
    }
    let forbidden = CardSet::from_cards(view.taken());
    let choice = best_discards(hand, forbidden);
    let card = choice
        .cards
        .iter()
        .max_by_key(|c| (c.value(), c.rank(), c.suit()))
        .expect("a discard phase has a card to throw");
    if legal.contains(&Action::Knock { card }) {
        Action::Knock { card }
    } else {
        Action::Discard { card }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Options};

    #[test]
    fn computer_players_finish_games_with_legal_moves() {
        for seed in 0..30 {
            let (mut game, _) = Game::new(Options::default(), seed);
            let mut steps = 0;
            while !game.is_over() {
                let seat = game.to_act().unwrap_or(0);
                let level = Level::ALL[seat];
                let action = choose(level, &game.seat_view(seat), seed ^ game.moves() as u64);
                assert!(game.legal_actions(seat).contains(&action), "{action:?}");
                game.apply(seat, action).unwrap();
                game.check_invariants().unwrap();
                steps += 1;
                assert!(steps < 100_000, "game does not end");
            }
        }
    }
}
