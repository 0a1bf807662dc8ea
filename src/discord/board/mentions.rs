//! Mentions: who is to act now, on what, and the line that tells them.
//!
//! A turn is one seat's run of decisions at one table of a hand: it begins
//! when the seat is to act after another seat's move there (a deal, a
//! discard, a passed upcard, an offered double, a challenge, an answer)
//! and lasts while the seat's own moves leave it to act (a draw, then its
//! discard; melds before a discard). Each person is mentioned once per
//! turn; in a partnership both tables' turns are told, each on its own.

use crate::engine::{ColonelPhase, Event, GinPhase, PublicState, Seat};
use crate::table::{Snapshot, StageKind, UserId};

/// What a seat is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Ask {
    /// Its move (draw, take or pass the upcard, discard, knock...).
    Play,
    /// V5.2: accept or refuse (resign against) a double.
    AnswerDouble,
    /// V5.3: accept or refuse a redouble.
    AnswerRedouble,
    /// V9.6: accept or refuse a challenge.
    AnswerChallenge,
}

/// One seat's turn: in which hand, at which table of it, since which event
/// of that table's public log (the one after another seat's last move).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct SeatTurn {
    pub(super) seat: Seat,
    pub(super) hand: u32,
    pub(super) table: usize,
    pub(super) since: usize,
}

/// The seat whose move an event records (None for deals, results and
/// what no seat chose).
fn mover(e: &Event) -> Option<Seat> {
    use Event as E;
    match e {
        E::DrewStock { seat }
        | E::Drew { seat, .. }
        | E::TookDiscard { seat, .. }
        | E::Discarded { seat, .. }
        | E::Knocked { seat, .. }
        | E::LaidDown { seat, .. }
        | E::PassedUpcard { seat }
        | E::DoubleOffered { seat }
        | E::DoubleAccepted { seat, .. }
        | E::Redoubled { seat }
        | E::Resigned { seat }
        | E::Melded { seat, .. }
        | E::LaidOff { seat, .. }
        | E::Challenged { seat }
        | E::ChallengeAnswered { seat, .. } => Some(*seat),
        _ => None,
    }
}

/// Where `seat`'s turn began in a hand's public log: just after the last
/// move of another seat (0 when no other seat has moved this hand).
fn turn_start(log: &[Event], seat: Seat) -> usize {
    log.iter()
        .rposition(|e| mover(e).is_some_and(|m| m != seat))
        .map_or(0, |i| i + 1)
}

/// Every seat to act now, with its turn and what it is asked (two at once
/// in a partnership; none between hands).
pub(super) fn seat_turns(state: &PublicState) -> Vec<(SeatTurn, Ask)> {
    let turn = |seat, hand, table, log: &[Event]| SeatTurn {
        seat,
        hand,
        table,
        since: turn_start(log, seat),
    };
    match state {
        PublicState::Jersey(g) => g
            .to_act
            .filter(|_| g.hand_result.is_none() && g.game_result.is_none())
            .map(|s| vec![(turn(s, g.hand_no, 0, &g.log), Ask::Play)])
            .unwrap_or_default(),
        PublicState::Gin(g) if g.between_hands || g.result.is_some() => Vec::new(),
        PublicState::Gin(g) => g
            .tables
            .iter()
            .filter_map(|t| {
                let s = t.to_act.filter(|s| g.to_act.contains(s))?;
                let ask = match t.phase {
                    GinPhase::DoubleOffered => Ask::AnswerDouble,
                    GinPhase::Redoubled => Ask::AnswerRedouble,
                    _ => Ask::Play,
                };
                Some((turn(s, g.hand_no, t.table, &t.log), ask))
            })
            .collect(),
        PublicState::Colonel(c) if c.between_hands || c.result.is_some() => Vec::new(),
        PublicState::Colonel(c) => c
            .to_act
            .map(|s| {
                let ask = match c.phase {
                    ColonelPhase::Challenged => Ask::AnswerChallenge,
                    _ => Ask::Play,
                };
                vec![(turn(s, c.hand_no, 0, &c.log), ask)]
            })
            .unwrap_or_default(),
    }
}

/// The table of the hand `seat` plays at (None: it sits this hand out).
pub(super) fn table_of(state: &PublicState, seat: Seat) -> Option<usize> {
    match state {
        PublicState::Gin(g) => g
            .tables
            .iter()
            .find(|t| t.dealer == seat || t.non_dealer == seat)
            .map(|t| t.table),
        _ => Some(0),
    }
}

/// A person's turn: the game and the seat's turn in it (announced once).
pub(super) type TurnKey = (u64, SeatTurn);

/// A person to act now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Turn {
    pub(super) key: TurnKey,
    pub(super) user: UserId,
    pub(super) ask: Ask,
}

/// Every person to act now (computer seats, and seats a computer plays
/// for after timeouts, are not told).
pub(super) fn turns_of(t: &Snapshot) -> Vec<Turn> {
    if t.stage() != StageKind::Playing {
        return Vec::new();
    }
    let Some(state) = t.view().game else {
        return Vec::new();
    };
    seat_turns(&state)
        .into_iter()
        .filter_map(|(turn, ask)| {
            let user = match t.seats().get(turn.seat) {
                Some(info) if !info.auto => info.player.user()?,
                _ => return None,
            };
            Some(Turn {
                key: (t.game_id(), turn),
                user,
                ask,
            })
        })
        .collect()
}

/// The mention line of a [`Turn`]: what the person is asked.
/// In `lang`, the table's language (a mention is public).
pub(super) fn turn_line(lang: gin_text::Lang, turn: &Turn) -> String {
    use gin_text::tr;
    let who = format!("<@{}>", turn.user);
    match turn.ask {
        Ask::Play => tr!(lang, "table-turn-play", name = who),
        Ask::AnswerDouble => tr!(lang, "table-turn-answer-double", name = who),
        Ask::AnswerRedouble => tr!(lang, "table-turn-answer-redouble", name = who),
        Ask::AnswerChallenge => tr!(lang, "table-turn-answer-challenge", name = who),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, Game, Rules};

    /// A game of `rules`, its seats' turns after each action played.
    struct Play {
        game: Game,
    }

    impl Play {
        fn new(rules: Rules, seed: u64) -> Play {
            let (game, _) = Game::start(rules, seed, None).unwrap();
            Play { game }
        }
        fn turns(&self) -> Vec<(SeatTurn, Ask)> {
            seat_turns(&self.game.public_state())
        }
        /// The only seat to act (one table).
        fn only(&self) -> (SeatTurn, Ask) {
            let t = self.turns();
            assert_eq!(t.len(), 1, "{t:?}");
            t[0]
        }
        fn act(&mut self, seat: Seat, action: Action) {
            self.game.apply(seat, action).unwrap();
        }
        /// A legal action of `seat` matching `want`.
        fn find(&self, seat: Seat, want: impl Fn(&Action) -> bool) -> Option<Action> {
            self.game.legal_actions(seat).into_iter().find(want)
        }
        /// `seat` ends its turn with its first legal discard.
        fn discard(&mut self, seat: Seat) {
            let a = self
                .find(seat, |a| matches!(a, Action::Discard { .. }))
                .expect("a discard");
            self.act(seat, a);
        }
    }

    fn gin(switches: &[&str]) -> Rules {
        Rules::from_names("gin", switches).unwrap()
    }

    /// G3.1–G3.2: the non-dealer passes the upcard, the dealer decides on
    /// it (a turn of its own), passes, and the non-dealer must draw: three
    /// turns, each new, before a single discard.
    #[test]
    fn passing_the_upcard_begins_each_players_turn() {
        let mut p = Play::new(gin(&[]), 3);
        let (first, ask) = p.only();
        assert_eq!(ask, Ask::Play);
        let non_dealer = first.seat;
        p.act(non_dealer, Action::PassUpcard);
        let (second, _) = p.only();
        assert_ne!(second.seat, non_dealer, "the dealer decides next");
        assert_ne!(second, first);
        p.act(second.seat, Action::PassUpcard);
        let (third, _) = p.only();
        assert_eq!(third.seat, non_dealer, "G3.2: the non-dealer draws");
        assert_ne!(third, first, "a new turn, not the first one");
        // The draw leaves the same turn: one mention for draw + discard.
        p.act(non_dealer, Action::DrawStock);
        assert_eq!(p.only().0, third);
        p.discard(non_dealer);
        let (fourth, _) = p.only();
        assert_eq!(fourth.seat, second.seat);
        assert!(![first, second, third].contains(&fourth));
    }

    /// V5.2–V5.3: the answer to a double is its own turn, asked as such;
    /// the doubler's play after an accepted double is a new turn; the
    /// doubler's answer to a redouble runs on into its draw.
    #[test]
    fn a_double_and_a_redouble_are_answered_in_turns_of_their_own() {
        for redouble in [false, true] {
            let mut p = Play::new(gin(&["doubling"]), 5);
            let nd = p.only().0.seat;
            p.act(nd, Action::PassUpcard);
            let d = p.only().0.seat;
            p.act(d, Action::PassUpcard);
            p.act(nd, Action::DrawStock);
            p.discard(nd);
            let (before, _) = p.only();
            assert_eq!(before.seat, d);
            p.act(d, Action::OfferDouble);
            let (answer, ask) = p.only();
            assert_eq!((answer.seat, ask), (nd, Ask::AnswerDouble));
            if redouble {
                p.act(nd, Action::Redouble);
                let (back, ask) = p.only();
                assert_eq!((back.seat, ask), (d, Ask::AnswerRedouble));
                assert_ne!(back, before);
                p.act(d, Action::AcceptDouble);
                let (play, ask) = p.only();
                assert_eq!((play, ask), (back, Ask::Play));
            } else {
                p.act(nd, Action::AcceptDouble);
                let (play, ask) = p.only();
                assert_eq!((play.seat, ask), (d, Ask::Play));
                assert_ne!(play, before, "after the answer the doubler's turn is new");
            }
        }
    }

    /// V9.6: a challenge is answered in the other player's turn; a refusal
    /// gives the challenger a new turn.
    #[test]
    fn a_challenge_is_answered_in_a_turn_of_its_own() {
        let mut p = Play::new(Rules::from_names("colonel", &[]).unwrap(), 7);
        let (first, _) = p.only();
        let a = first.seat;
        p.act(a, Action::Challenge);
        let (answer, ask) = p.only();
        assert_eq!((answer.seat, ask), (1 - a, Ask::AnswerChallenge));
        p.act(1 - a, Action::AnswerChallenge { accept: false });
        let (again, ask) = p.only();
        assert_eq!((again.seat, ask), (a, Ask::Play));
        assert_ne!(again, first);
        p.act(a, Action::DrawStock);
        assert_eq!(p.only().0, again, "the draw continues the turn");
    }

    /// R4: Jersey Gin's turns go round the three seats, a draw and a
    /// discard each.
    #[test]
    fn jersey_turns_go_round_a_draw_and_a_discard_each() {
        let mut p = Play::new(Rules::from_names("jersey", &[]).unwrap(), 11);
        let mut seen = Vec::new();
        for _ in 0..6 {
            let (t, ask) = p.only();
            assert_eq!(ask, Ask::Play);
            assert!(!seen.contains(&t), "{t:?} came twice");
            seen.push(t);
            let draw = p.find(t.seat, |a| *a == Action::DrawStock).unwrap();
            p.act(t.seat, draw);
            assert_eq!(p.only().0, t);
            p.discard(t.seat);
        }
        let seats: Vec<Seat> = seen.iter().map(|t| t.seat).collect();
        assert_eq!(seats[..3], seats[3..], "{seats:?}");
    }

    /// V8: both tables of a partnership have a seat to act at once, each
    /// with a turn of its own that moves only with its table.
    #[test]
    fn a_partnership_has_a_turn_at_each_table() {
        let mut p = Play::new(gin(&["partnership"]), 2);
        let turns = p.turns();
        assert_eq!(turns.len(), 2, "{turns:?}");
        assert_eq!(
            (turns[0].0.table, turns[1].0.table),
            (0, 1),
            "one turn per table"
        );
        let (at0, at1) = (turns[0].0, turns[1].0);
        p.act(at0.seat, Action::PassUpcard);
        let after = p.turns();
        assert!(after.iter().any(|(t, _)| *t == at1), "table 1 unchanged");
        assert!(after.iter().all(|(t, _)| *t != at0));
        let table = table_of(&p.game.public_state(), at1.seat);
        assert_eq!(table, Some(1));
    }

    /// Between hands nobody is to act (anyone may deal on).
    #[test]
    fn nobody_is_asked_between_hands() {
        let mut p = Play::new(gin(&[]), 3);
        while !p.game.between_hands() {
            let seat = p.game.to_act()[0];
            let a = p
                .find(seat, |a| matches!(a, Action::Knock { .. }))
                .or_else(|| p.find(seat, |a| *a == Action::DrawStock))
                .or_else(|| p.find(seat, |a| *a == Action::PassUpcard))
                .unwrap_or_else(|| p.game.legal_actions(seat)[0]);
            p.act(seat, a);
        }
        assert!(p.turns().is_empty());
    }

    #[test]
    fn each_ask_has_its_words() {
        let turn = |ask| Turn {
            key: (
                1,
                SeatTurn {
                    seat: 0,
                    hand: 1,
                    table: 0,
                    since: 0,
                },
            ),
            user: UserId(42),
            ask,
        };
        assert_eq!(
            turn_line(gin_text::Lang::En, &turn(Ask::Play)),
            "➡️ <@42>, your turn."
        );
        assert_eq!(
            turn_line(gin_text::Lang::En, &turn(Ask::AnswerDouble)),
            "➡️ <@42>, accept or refuse the double."
        );
        assert_eq!(
            turn_line(gin_text::Lang::En, &turn(Ask::AnswerRedouble)),
            "➡️ <@42>, accept or refuse the redouble."
        );
        assert_eq!(
            turn_line(gin_text::Lang::En, &turn(Ask::AnswerChallenge)),
            "➡️ <@42>, accept or refuse the challenge."
        );
    }
}
