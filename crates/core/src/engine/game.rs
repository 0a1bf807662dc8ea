//! The one game type: Jersey Gin, two-handed Gin (with its switches) or
//! Colonel, behind one interface. What may be seen of it is in
//! [`super::view`].

use super::action::Action;
use super::cards::CardSet;
use super::colonel::ColonelGame;
use super::event::Event;
use super::gin::GinGame;
use super::jersey::Game as JerseyGame;
use super::rules::{GameKind, Rules};
use super::types::{ActionError, Seat, Standings};
use serde::{Deserialize, Serialize};

/// A game of the family. An enum rather than a trait object: the family is
/// closed and small, the state serialises and compares as a value, and a
/// front end that must render a game differently can match on it. Every
/// arm takes the same [`Action`]s and emits the same [`Event`]s.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", content = "state", rename_all = "snake_case")]
pub enum Game {
    Jersey(Box<JerseyGame>),
    Gin(Box<GinGame>),
    Colonel(Box<ColonelGame>),
}

impl From<JerseyGame> for Game {
    fn from(g: JerseyGame) -> Game {
        Game::Jersey(Box::new(g))
    }
}
impl From<GinGame> for Game {
    fn from(g: GinGame) -> Game {
        Game::Gin(Box::new(g))
    }
}
impl From<ColonelGame> for Game {
    fn from(g: ColonelGame) -> Game {
        Game::Colonel(Box::new(g))
    }
}

impl Game {
    /// Starts a game: the draw for seats or dealer and the first deal.
    /// Invalid rules are refused with the reason.
    pub fn new(rules: Rules, seed: u64) -> Result<(Game, Vec<Event>), String> {
        Game::start(rules, seed, None)
    }

    /// Starts a game whose first dealer is given instead of drawn (a
    /// rematch, G2.3: see [`Game::next_first_dealer`]). Only two-handed Gin
    /// uses it; the other games always draw.
    pub fn start(
        rules: Rules,
        seed: u64,
        first_dealer: Option<Seat>,
    ) -> Result<(Game, Vec<Event>), String> {
        rules.validate()?;
        Ok(match rules {
            Rules::Jersey(o) => {
                let (g, ev) = JerseyGame::new(o, seed);
                (g.into(), ev)
            }
            Rules::Gin(r) => {
                let (g, ev) = GinGame::start(r, seed, first_dealer);
                (g.into(), ev)
            }
            Rules::Colonel(r) => {
                let (g, ev) = ColonelGame::new(r, seed);
                (g.into(), ev)
            }
        })
    }

    pub fn rules(&self) -> Rules {
        match self {
            Game::Jersey(g) => Rules::Jersey(*g.options()),
            Game::Gin(g) => Rules::Gin(*g.rules()),
            Game::Colonel(g) => Rules::Colonel(*g.rules()),
        }
    }
    pub fn kind(&self) -> GameKind {
        self.rules().kind()
    }
    pub fn seed(&self) -> u64 {
        match self {
            Game::Jersey(g) => g.seed(),
            Game::Gin(g) => g.seed(),
            Game::Colonel(g) => g.seed(),
        }
    }
    /// How many seats play: 2, 3 or 4.
    pub fn seats(&self) -> usize {
        match self {
            Game::Jersey(_) => 3,
            Game::Gin(g) => g.seats(),
            Game::Colonel(_) => 2,
        }
    }
    /// Actions applied so far.
    pub fn moves(&self) -> u32 {
        match self {
            Game::Jersey(g) => g.moves(),
            Game::Gin(g) => g.moves(),
            Game::Colonel(g) => g.moves(),
        }
    }
    /// The turn counter a seat's buttons carry: it changes with every
    /// action that concerns the seat's own game (in a partnership, a move
    /// at the other table leaves it alone).
    pub fn turn(&self, seat: Seat) -> u32 {
        match self {
            Game::Gin(g) => g.turn(seat),
            _ => self.moves(),
        }
    }
    pub fn hand_no(&self) -> u32 {
        match self {
            Game::Jersey(g) => g.hand_no(),
            Game::Gin(g) => g.hand_no(),
            Game::Colonel(g) => g.hand_no(),
        }
    }
    pub fn is_over(&self) -> bool {
        match self {
            Game::Jersey(g) => g.is_over(),
            Game::Gin(g) => g.is_over(),
            Game::Colonel(g) => g.is_over(),
        }
    }
    /// The hand is scored and the next deal waits for [`Action::NextHand`].
    pub fn between_hands(&self) -> bool {
        match self {
            Game::Jersey(g) => g.between_hands(),
            Game::Gin(g) => g.between_hands(),
            Game::Colonel(g) => g.between_hands(),
        }
    }
    /// The seats that may act now, in seat order (two at once in a
    /// partnership; none between hands, when any seat may deal on).
    pub fn to_act(&self) -> Vec<Seat> {
        let mut v = match self {
            Game::Jersey(g) => g.to_act().into_iter().collect(),
            Game::Gin(g) => g.to_act(),
            Game::Colonel(g) => g.to_act().into_iter().collect(),
        };
        v.sort_unstable();
        v
    }

    /// The lowest seat of [`Game::to_act`], without building the list:
    /// what a loop that moves one seat at a time asks on every move.
    pub fn first_to_act(&self) -> Option<Seat> {
        match self {
            Game::Jersey(g) => g.to_act(),
            Game::Gin(g) => g.first_to_act(),
            Game::Colonel(g) => g.to_act(),
        }
    }

    /// Everything `seat` may do now (exactly what `apply` accepts).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        match self {
            Game::Jersey(g) => g.legal_actions(seat),
            Game::Gin(g) => g.legal_actions(seat),
            Game::Colonel(g) => g.legal_actions(seat),
        }
    }

    /// Applies an action for a seat: the events, or a typed refusal that
    /// changes nothing.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        match self {
            Game::Jersey(g) => g.apply(seat, action),
            Game::Gin(g) => g.apply(seat, action),
            Game::Colonel(g) => g.apply(seat, action),
        }
    }

    /// [`Game::apply`] adding the events to the end of `events` (left as it
    /// was on error): a loop that plays many moves keeps one list.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        match self {
            Game::Gin(g) => g.apply_into(seat, action, events),
            _ => {
                events.extend(self.apply(seat, action)?);
                Ok(())
            }
        }
    }

    /// The cards `seat` holds now.
    pub fn hand_of(&self, seat: Seat) -> CardSet {
        match self {
            Game::Jersey(g) if seat < 3 => g.hand().hand_of(seat),
            Game::Gin(g) => g
                .table_of(seat)
                .map_or(CardSet::EMPTY, |t| g.tables()[t].hand_of(seat)),
            Game::Colonel(g) if seat < 2 => g.hand().hand_of(seat),
            _ => CardSet::EMPTY,
        }
    }

    /// The first dealer of a rematch (G2.3: the loser deals first), for
    /// [`Game::start`]; None when the rematch draws.
    pub fn next_first_dealer(&self) -> Option<Seat> {
        match self {
            Game::Gin(g) => g.next_first_dealer(),
            _ => None,
        }
    }

    /// The result for ratings, once the game is over.
    pub fn standings(&self) -> Option<Standings> {
        match self {
            Game::Jersey(g) => g.result().map(|r| r.standings()),
            Game::Gin(g) => g.standings(),
            Game::Colonel(g) => g.standings(),
        }
    }

    /// The invariants of every state (52 cards in every deck, scores that
    /// add up).
    pub fn check_invariants(&self) -> Result<(), String> {
        match self {
            Game::Jersey(g) => g.check_invariants(),
            Game::Gin(g) => g.check_invariants(),
            Game::Colonel(g) => g.check_invariants(),
        }
    }
}
