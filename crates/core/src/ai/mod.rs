//! Computer players. Each level decides from one seat's view only
//! ([`SeatView`]) and is deterministic for a seed, so a computer seat needs
//! no state of its own: it can be stored, restored and replayed freely.
//!
//! One module per game ([`jersey`], [`gin`], [`colonel`]), each with its
//! levels; shared by all: [`seen`] (what a seat has seen of the hand, from
//! its public log, and what it can tell of another seat's hand), [`shapes`]
//! (which cards meld with which under each ace rule), [`opponent`] (the
//! reading of a two-player hand), [`search`] (determinized Monte Carlo),
//! [`race`] (the chance of winning the game from a hand's outcome), `pick`
//! (the cheapest way to find the lowest score) and the fixed [`baseline`].

pub mod baseline;
pub mod coach;
pub mod colonel;
pub mod gin;
pub mod jersey;
pub mod opponent;
mod pick;
pub mod race;
pub mod search;
pub mod seen;
pub mod shapes;

pub use search::Budget;

use crate::engine::{Action, Game, GameKind, SeatView};
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

/// How computer players may think, for every level: what is not part of
/// a level itself but of where it plays (a bot serving many tables, a
/// reproducible simulation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// What one decision of a searching level (hard) may cost. The easy
    /// and normal players decide in microseconds and ignore it.
    pub budget: Budget,
}

/// Chooses a legal action for the seat of `view` in any game of the family
/// (Jersey Gin's players, two-handed Gin's with every switch, Colonel's)
/// with the default [`Config`] (hard thinks 50 ms a decision). `seed`
/// makes any random choice repeatable (callers pass [`move_seed`]). Must
/// only be called when the seat has a legal action.
pub fn choose(level: Level, view: &SeatView<'_>, seed: u64) -> Action {
    choose_with(level, view, seed, &Config::default())
}

/// [`choose`] with a [`Config`]. With a budget of a fixed number of worlds
/// every level of every game is deterministic: the same view and seed give
/// the same action.
pub fn choose_with(level: Level, view: &SeatView<'_>, seed: u64, config: &Config) -> Action {
    match view.public().rules().kind() {
        GameKind::Jersey => jersey::choose(level, view, seed, config.budget),
        GameKind::Gin => gin::choose(level, view, seed, config.budget),
        GameKind::Colonel => colonel::choose(level, view),
    }
}

/// What to do when the view is not one a player reads (it should not be
/// asked then): the first legal action, or dealing on.
pub(crate) fn fallback(view: &SeatView<'_>) -> Action {
    view.legal_actions()
        .first()
        .copied()
        .unwrap_or(Action::NextHand)
}

/// The seed a computer seat uses for one move: the game's seed mixed with
/// the number of moves made so far (SplitMix64's finaliser). The table
/// service, `jersey-gin sim` and `replay` all use this one function, so a
/// stored game's computer moves can be recomputed exactly.
pub fn move_seed(game_seed: u64, moves: u32) -> u64 {
    let mut z = game_seed ^ (moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Who plays a computer seat in a simulation: one of the levels, or the
/// fixed [`baseline`] player kept for measurement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    Level(Level),
    Baseline,
}

impl Player {
    pub fn name(self) -> &'static str {
        match self {
            Player::Level(l) => l.name(),
            Player::Baseline => "baseline",
        }
    }
    /// Chooses for the seat of `view` (see [`choose`]).
    pub fn choose(self, view: &SeatView<'_>, seed: u64) -> Action {
        self.choose_with(view, seed, &Config::default())
    }
    /// [`Player::choose`] with a [`Config`] (see [`choose_with`]).
    pub fn choose_with(self, view: &SeatView<'_>, seed: u64, config: &Config) -> Action {
        match self {
            Player::Level(level) => choose_with(level, view, seed, config),
            Player::Baseline if view.public().rules().kind() == GameKind::Gin => {
                baseline::choose(view, seed)
            }
            Player::Baseline => choose_with(Level::Easy, view, seed, config),
        }
    }
    /// Chooses for `seat` of `game` with the game's move seed.
    pub fn choose_in(self, game: &Game, seat: usize) -> Action {
        self.choose_in_with(game, seat, &Config::default())
    }
    /// [`Player::choose_in`] with a [`Config`].
    pub fn choose_in_with(self, game: &Game, seat: usize, config: &Config) -> Action {
        self.choose_with(
            &game.seat_view(seat),
            move_seed(game.seed(), game.moves()),
            config,
        )
    }
}

impl std::str::FromStr for Player {
    type Err = String;
    fn from_str(s: &str) -> Result<Player, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "baseline" => Ok(Player::Baseline),
            other => other.parse().map(Player::Level).map_err(|_| {
                format!("unknown player {other:?}: use easy, normal, hard or baseline")
            }),
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::jersey::hard;
    use super::jersey::knowledge::testing::jersey_game;
    use super::jersey::knowledge::{self, jersey_table};
    use super::*;
    use crate::engine::cards::written::card;
    use crate::engine::jersey::{self, Hand, Options, Phase};
    use crate::engine::{Card, CardSet};

    /// A world budget: the same view and seed give the same action on any
    /// machine (a time budget depends on the machine's speed).
    const REPRODUCIBLE: Config = Config {
        budget: Budget::Worlds(48),
    };

    fn choose(level: Level, view: &SeatView<'_>, seed: u64) -> Action {
        choose_with(level, view, seed, &REPRODUCIBLE)
    }

    /// Plays whole games with the given seats; at every decision checks that
    /// every level would choose a legal action, deterministically.
    fn check_games(seeds: std::ops::Range<u64>, seats: [Level; 3]) {
        for seed in seeds {
            let mut game = jersey_game(seed);
            let mut steps = 0;
            while !game.is_over() {
                let seat = game.first_to_act().unwrap_or(0);
                let legal = game.legal_actions(seat);
                let ds = move_seed(seed, game.moves());
                for level in Level::ALL {
                    let a = choose(level, &game.seat_view(seat), ds);
                    assert!(legal.contains(&a), "{level}: {a:?} not in {legal:?}");
                    let again = choose(level, &game.clone().seat_view(seat), ds);
                    assert_eq!(a, again, "{level} is not deterministic");
                }
                let action = choose(seats[seat], &game.seat_view(seat), ds);
                game.apply(seat, action).unwrap();
                game.check_invariants().unwrap();
                steps += 1;
                assert!(steps < 100_000, "game does not end");
            }
        }
    }

    #[test]
    fn every_level_plays_legal_moves_in_mixed_games() {
        check_games(0..12, [Level::Easy, Level::Normal, Level::Hard]);
    }

    #[test]
    fn every_level_plays_legal_moves_in_strong_games() {
        check_games(100..108, [Level::Hard, Level::Hard, Level::Normal]);
    }

    #[test]
    fn levels_parse_and_print() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>().unwrap(), level);
        }
        assert!("expert".parse::<Level>().is_err());
    }

    /// Seat 0 plays first (dealer 2). Seat 0 throws 8♥, seat 1 (its left)
    /// takes it, seat 2 draws, and seat 0 draws K♠: it now holds 9♥ and 9♣,
    /// equal for its own hand, but 9♥ makes runs with the 8♥ seat 1 holds.
    fn feeding_setup() -> Game {
        feeding_setup_with(false)
    }

    /// With `swap`, a hidden card of seat 2 changes places with one deep in
    /// the stock: everything seat 0 may see stays the same.
    fn feeding_setup_with(swap: bool) -> Game {
        let s0: Vec<Card> = ["As", "2s", "3s", "5d", "6d", "7d", "Kc", "Kd", "9c", "8h"]
            .map(card)
            .to_vec();
        let stock_head = [card("9h"), card("2h"), card("Ks")];
        let used = CardSet::from_cards(s0.iter().copied().chain(stock_head));
        let mut rest: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
        if swap {
            let last = rest.len() - 1;
            rest.swap(15, last);
        }
        let s1 = CardSet::from_cards(rest[..10].iter().copied());
        let s2 = CardSet::from_cards(rest[10..20].iter().copied());
        let upcard = rest[20];
        let mut stock: Vec<Card> = stock_head.to_vec();
        stock.extend(rest[21..].iter().copied());
        // A low knock limit keeps seat 0 from knocking with 9.
        let options = Options {
            knock_limit: 5,
            ..Options::default()
        };
        let hand = Hand::from_setup(
            options,
            2,
            [CardSet::from_cards(s0), s1, s2],
            upcard,
            &stock,
        )
        .unwrap();
        let mut game = Game::from(jersey::Game::with_hand(options, 7, hand));
        let first1 = s1.first().unwrap();
        let first2 = s2.first().unwrap();
        for (seat, action) in [
            (0, Action::DrawStock),
            (0, Action::Discard { card: card("8h") }),
            (1, Action::TakeDiscard),
            (1, Action::Discard { card: first1 }),
            (2, Action::DrawStock),
            (2, Action::Discard { card: first2 }),
            (0, Action::DrawStock),
        ] {
            game.apply(seat, action).unwrap();
        }
        game
    }

    #[test]
    fn normal_does_not_feed_the_left_player() {
        let game = feeding_setup();
        let view = game.seat_view(0);
        assert!(view.hand().contains(card("9h")) && view.hand().contains(card("9c")));
        // Easy sees two equal nines and throws the heart (the higher suit).
        assert_eq!(
            choose(Level::Easy, &view, 1),
            Action::Discard { card: card("9h") }
        );
        // Normal remembers that seat 1 took 8♥ and keeps 9♥.
        assert_eq!(
            choose(Level::Normal, &view, 1),
            Action::Discard { card: card("9c") }
        );
        assert_eq!(
            choose(Level::Hard, &view, 1),
            Action::Discard { card: card("9c") }
        );
    }

    #[test]
    fn decisions_depend_only_on_what_the_seat_may_see() {
        let a = feeding_setup_with(false);
        let b = feeding_setup_with(true);
        assert_ne!(a.hand_of(2), b.hand_of(2));
        assert_eq!(a.hand_of(0), b.hand_of(0));
        assert_eq!(
            a.public_view().jersey().unwrap().log(),
            b.public_view().jersey().unwrap().log()
        );
        for level in Level::ALL {
            for seed in 0..20 {
                assert_eq!(
                    choose(level, &a.seat_view(0), seed),
                    choose(level, &b.seat_view(0), seed),
                    "{level} looked at hidden cards"
                );
            }
        }
    }

    #[test]
    fn inference_reads_pick_ups_and_discards() {
        let game = feeding_setup();
        let mut k = knowledge::Knowledge::new(&game.seat_view(0));
        let before = k.p_holds(1, card("7h"));
        k.infer(2.0, 0.5);
        // Seat 1 took 8♥: 7♥ (a neighbour) is more likely in its hand, and
        // less likely to come from the stock.
        assert!(k.p_holds(1, card("7h")) > before);
        assert!(k.liveness(card("7h")) < k.liveness(card("Qc")));
        assert_eq!(
            CardSet(shapes::related_low(card("8h").bit())),
            CardSet::from_cards(["6h", "7h", "9h", "Th", "8c", "8d", "8s"].map(card))
        );
    }

    #[test]
    fn knowledge_tracks_pick_ups() {
        let game = feeding_setup();
        let k = knowledge::Knowledge::new(&game.seat_view(0));
        assert!(k.known(1).contains(card("8h")));
        assert!(!k.unknown.contains(card("8h")));
        assert_eq!(k.hidden(1), 9);
        assert_eq!(k.hidden(2), 10);
        assert_eq!(k.turns(), [2, 1, 1]);
        // Seat 0 has just drawn from the stock.
        assert_eq!(k.seen.takes_in_a_row, 0);
        assert!(k.may_take());
        assert!(k.meld_danger(1, card("9h")) > k.meld_danger(1, card("9c")));
    }

    #[test]
    fn computers_knock_when_they_can() {
        // Whenever a knock is legal before the break, normal and hard knock
        // (Scarne: knock as soon as possible; it wins the race in sims).
        let mut seen = 0;
        for seed in 0..20 {
            let mut game = jersey_game(seed);
            while !game.is_over() {
                let seat = game.first_to_act().unwrap_or(0);
                let legal = game.legal_actions(seat);
                let view = game.seat_view(seat);
                if legal.iter().any(|a| matches!(a, Action::Knock { .. })) {
                    seen += 1;
                    for level in [Level::Normal, Level::Hard] {
                        let a = choose(level, &view, 3);
                        assert!(matches!(a, Action::Knock { .. }), "{level}: {a:?}");
                    }
                }
                let a = choose(Level::Normal, &view, 3);
                game.apply(seat, a).unwrap();
            }
        }
        assert!(seen > 20);
    }

    /// Hard searches its discards by default (the search beat the
    /// heuristic), and with a world budget the same view and seed give the
    /// same choice and the same figures.
    #[test]
    fn hard_searches_by_default_and_repeats_itself() {
        let mut searched = 0;
        for seed in 0..4 {
            let mut game = jersey_game(seed);
            for step in 0..40 {
                let Some(seat) = game.first_to_act() else {
                    break;
                };
                let view = game.seat_view(seat);
                let tuning = hard::Tuning::default();
                let a = hard::choose_with(&view, seed ^ step, Budget::Worlds(30), &tuning);
                let b = hard::choose_with(&view, seed ^ step, Budget::Worlds(30), &tuning);
                assert_eq!((a.action, a.worlds), (b.action, b.worlds));
                assert_eq!(a.candidates, b.candidates);
                if a.candidates.len() > 1 {
                    assert!(a.worlds > 0, "several candidates are searched");
                    searched += 1;
                }
                let action = choose(Level::Normal, &view, 0);
                game.apply(seat, action).unwrap();
            }
        }
        assert!(searched > 20, "{searched}");
    }

    #[test]
    fn hard_takes_usable_upcards_in_the_break() {
        let mut seen = 0;
        for seed in 0..60 {
            let mut game = jersey_game(seed);
            while !game.is_over() {
                let seat = game.first_to_act().unwrap_or(0);
                let legal = game.legal_actions(seat);
                let view = game.seat_view(seat);
                let broken = jersey_table(&view).breaker().is_some();
                let guard = knowledge::Knowledge::new(&view).may_take();
                if broken
                    && guard
                    && jersey_table(&view).phase() == Phase::Draw
                    && legal.contains(&Action::TakeDiscard)
                {
                    seen += 1;
                    assert_eq!(choose(Level::Hard, &view, 5), Action::TakeDiscard);
                    assert_eq!(choose(Level::Normal, &view, 5), Action::TakeDiscard);
                }
                let a = choose(Level::Normal, &view, 5);
                game.apply(seat, a).unwrap();
            }
        }
        assert!(seen > 0, "no usable upcard after a break in these games");
    }
}
