//! What the state machines of every game do alike around their own rules:
//! the refusals a game makes before its hand's (the game over, a seat off
//! the table, between hands nothing but the next deal), those a hand makes
//! before its rules (the hand over, the next deal asked too early, a move
//! of another game, a seat out of turn), the check of a thrown card, and
//! the public log each hand keeps of its actions' events. Each game's own
//! rules stay in its `check` and `play`; a game that refuses in another
//! order (Jersey Gin names the move of another game first) makes its own
//! refusals before calling these, so every refusal reads as before.

use super::action::Action;
use super::cards::{Card, CardSet};
use super::event::Event;
use super::types::{ActionError, Seat};

/// What a game does with an action that passed [`check_game`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// Deal the next hand (the action is [`Action::NextHand`] between
    /// hands).
    Deal,
    /// Hand the action to the hand in play.
    Play,
}

/// The refusals every game makes before its hand's, in this order: the
/// game is over, the seat is not at the table (`seat`: the game's own
/// refusal, if any), and between hands any move but the next deal.
pub(crate) fn check_game(
    over: bool,
    seat: Result<(), ActionError>,
    between_hands: bool,
    action: Action,
) -> Result<Step, ActionError> {
    if over {
        return Err(ActionError::GameOver);
    }
    seat?;
    if between_hands {
        return if action == Action::NextHand {
            Ok(Step::Deal)
        } else {
            Err(ActionError::HandOver)
        };
    }
    Ok(Step::Play)
}

/// A seat of a table of `seats`: the family's refusal of any other (Jersey
/// Gin names its own, `NoSuchSeat`).
pub(crate) fn seat_of(seat: Seat, seats: usize) -> Result<(), ActionError> {
    if seat >= seats {
        return Err(ActionError::SeatOutOfRange { seat, seats });
    }
    Ok(())
}

/// The refusals every hand makes before its rules, in this order: the
/// hand is over, the next deal is asked for while it is played, the move
/// is not one of the game's (`has`; the game is named by `game`), the seat
/// is not the one to act (`to_act`; none when nobody is).
pub(crate) fn check_turn(
    over: bool,
    to_act: Option<Seat>,
    game: &str,
    has: fn(Action) -> bool,
    seat: Seat,
    action: Action,
) -> Result<(), ActionError> {
    if over {
        return Err(ActionError::HandOver);
    }
    if action == Action::NextHand {
        return Err(ActionError::HandNotOver);
    }
    if !has(action) {
        return Err(ActionError::NotInThisGame { game: game.into() });
    }
    let Some(actor) = to_act else {
        return Err(ActionError::HandOver);
    };
    if seat != actor {
        return Err(ActionError::NotYourTurn { turn: actor });
    }
    Ok(())
}

/// A card thrown (discarded, or laid face down to knock) is one of the
/// hand's and not the card taken from the pile this turn (R4.3, which
/// G4.1 applies to two-handed Gin; V9.3).
pub(crate) fn check_throw(
    hand: CardSet,
    taken: Option<Card>,
    card: Card,
) -> Result<(), ActionError> {
    if !hand.contains(card) {
        return Err(ActionError::CardNotInHand { card });
    }
    if taken == Some(card) {
        return Err(ActionError::CannotDiscardTaken { card });
    }
    Ok(())
}

/// A hand's state machine as [`apply_into`] drives it.
pub(crate) trait HandMachine {
    /// Checks an action without changing anything.
    fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError>;
    /// Plays an action [`HandMachine::check`] accepted, adding its events
    /// to the end of `events`.
    fn play(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>);
    /// The public events of the hand so far.
    fn log_mut(&mut self) -> &mut Vec<Event>;
}

/// Checks `action` (on refusal nothing changes, `events` included), plays
/// it, and adds its public events to the hand's log.
pub(crate) fn apply_into<H: HandMachine>(
    hand: &mut H,
    seat: Seat,
    action: Action,
    events: &mut Vec<Event>,
) -> Result<(), ActionError> {
    hand.check(seat, action)?;
    let start = events.len();
    hand.play(seat, action, events);
    let public = events[start..].iter().filter(|e| e.is_public()).cloned();
    hand.log_mut().extend(public);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::written::card;

    /// The game's refusals come in their order, and between hands only the
    /// next deal passes (R3.3, G2, V9.2).
    #[test]
    fn a_game_refuses_before_its_hand() {
        let draw = Action::DrawStock;
        let off = Err(ActionError::NoSuchSeat { seat: 7 });
        assert_eq!(
            check_game(true, off.clone(), true, draw),
            Err(ActionError::GameOver)
        );
        assert_eq!(
            check_game(false, off, true, draw),
            Err(ActionError::NoSuchSeat { seat: 7 })
        );
        assert_eq!(
            check_game(false, Ok(()), true, draw),
            Err(ActionError::HandOver)
        );
        assert_eq!(
            check_game(false, Ok(()), true, Action::NextHand),
            Ok(Step::Deal)
        );
        assert_eq!(check_game(false, Ok(()), false, draw), Ok(Step::Play));
    }

    #[test]
    fn a_hand_refuses_before_its_rules() {
        let no_knock = |a: Action| !matches!(a, Action::Knock { .. });
        let knock = Action::Knock { card: card("5h") };
        let check = |over, to_act, seat, action| {
            check_turn(over, to_act, "Colonel", no_knock, seat, action)
        };
        assert_eq!(
            check(true, Some(0), 0, Action::DrawStock),
            Err(ActionError::HandOver)
        );
        assert_eq!(
            check(false, Some(0), 0, Action::NextHand),
            Err(ActionError::HandNotOver)
        );
        assert_eq!(
            check(false, Some(0), 0, knock),
            Err(ActionError::NotInThisGame {
                game: "Colonel".into()
            })
        );
        assert_eq!(
            check(false, None, 0, Action::DrawStock),
            Err(ActionError::HandOver)
        );
        assert_eq!(
            check(false, Some(1), 0, Action::DrawStock),
            Err(ActionError::NotYourTurn { turn: 1 })
        );
        assert_eq!(check(false, Some(1), 1, Action::DrawStock), Ok(()));
    }

    /// R4.3: the card taken from the pile may not be thrown back this turn.
    #[test]
    fn a_thrown_card_is_held_and_was_not_just_taken() {
        let hand = CardSet::from_cards([card("5h"), card("9c")]);
        assert_eq!(
            check_throw(hand, None, card("Ks")),
            Err(ActionError::CardNotInHand { card: card("Ks") })
        );
        assert_eq!(
            check_throw(hand, Some(card("9c")), card("9c")),
            Err(ActionError::CannotDiscardTaken { card: card("9c") })
        );
        assert_eq!(check_throw(hand, Some(card("9c")), card("5h")), Ok(()));
    }
}
