//! What the coach needs to review a person's play (issue 41): one hand of
//! a game (its deal and every move in it) or a whole finished game, cut
//! from the table's replay. The game is kept private here: what leaves is
//! the review of the asking seat's own decisions, each analysed from that
//! seat's view, and that seat's view at its worst decision.

use super::{Snapshot, StageKind, UserId};
use crate::ai::coach::review::{self, Review};
use crate::engine::{Action, Game, GameKind, Seat, SeatState};

/// Why there is nothing to review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoReview {
    /// The button belongs to another game, or to a hand (or game) not
    /// over yet.
    Stale,
    /// The clicker has no seat in that game.
    NotPlayed,
}

/// A stretch of one game to review for one seat: where it starts and the
/// moves played from there (every seat's, so the game can be followed).
pub struct ReviewPosition {
    start: Game,
    moves: Vec<(Seat, Action)>,
    seat: Seat,
    seats: usize,
}

/// A review, with the reviewed seat's view at its worst decision.
pub struct HandReview {
    pub review: Review,
    /// What the seat saw (its own cards and the table) just before its
    /// worst decision, for the picture; None when no decision lost
    /// anything.
    pub worst_view: Option<SeatState>,
}

impl ReviewPosition {
    /// The game's kind.
    pub fn kind(&self) -> GameKind {
        self.start.kind()
    }
    /// The seat reviewed.
    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// The coach's review of the seat's decisions: a search per decision
    /// (up to a quarter of a second each), to run off the table's threads
    /// (Discord: `spawn_blocking`).
    pub fn review(&self) -> HandReview {
        let review = review::review(&self.start, &self.moves, self.seat);
        let worst_view = review.worst().map(|line| {
            let mut game = self.start.clone();
            for &(who, action) in &self.moves[..line.index] {
                // The moves were played in turn: each is legal.
                if game.apply(who, action).is_err() {
                    break;
                }
            }
            game.seat_state(self.seat)
        });
        HandReview { review, worst_view }
    }
    /// Every seat's review of the whole stretch (a game's summary: the
    /// game is over, so each seat's accuracy may be told to everyone).
    pub fn every_seat(&self) -> Vec<Review> {
        (0..self.seats)
            .map(|seat| review::review(&self.start, &self.moves, seat))
            .collect()
    }
}

impl Snapshot {
    /// The clicker's hand `hand` (numbered from 1) of game `game_id`, for
    /// a review: the hand must be over (its result shown).
    pub fn review_hand(
        &self,
        user: UserId,
        game_id: u64,
        hand: u32,
    ) -> Result<ReviewPosition, NoReview> {
        let (game, seat) = self.reviewed_game(user, game_id)?;
        let open = game.hand_no() == hand && !game.between_hands() && !game.is_over();
        if hand == 0 || hand > game.hand_no() || open {
            return Err(NoReview::Stale);
        }
        self.cut(seat, |g| g.hand_no() == hand)
    }

    /// The whole of game `game_id` for the clicker's summary: the game
    /// must be over.
    pub fn review_game(&self, user: UserId, game_id: u64) -> Result<ReviewPosition, NoReview> {
        let (game, seat) = self.reviewed_game(user, game_id)?;
        if self.0.stage().kind() != StageKind::Finished || !game.is_over() {
            return Err(NoReview::Stale);
        }
        self.cut(seat, |_| true)
    }

    /// The table's game if it is `game_id`, and the clicker's seat in it.
    fn reviewed_game(&self, user: UserId, game_id: u64) -> Result<(&Game, Seat), NoReview> {
        let game = self.0.game().ok_or(NoReview::Stale)?;
        if self.0.game_id() != game_id {
            return Err(NoReview::Stale);
        }
        let seat = self.0.seat_of(user).ok_or(NoReview::NotPlayed)?;
        Ok((game, seat))
    }

    /// The moves played in hands that `keep` accepts (between hands
    /// apart), from the first of them, replayed from the game's deal.
    fn cut(&self, seat: Seat, keep: impl Fn(&Game) -> bool) -> Result<ReviewPosition, NoReview> {
        let replay = self.0.replay().ok_or(NoReview::Stale)?;
        let (mut game, _) = Game::start(replay.rules, replay.seed, replay.first_dealer)
            .map_err(|_| NoReview::Stale)?;
        let seats = game.seats();
        let mut start = None;
        let mut moves = Vec::new();
        for sa in &replay.actions {
            if keep(&game) && !game.between_hands() {
                start.get_or_insert_with(|| game.clone());
                moves.push((sa.seat, sa.action));
            }
            if game.apply(sa.seat, sa.action).is_err() {
                return Err(NoReview::Stale);
            }
        }
        Ok(ReviewPosition {
            start: start.ok_or(NoReview::Stale)?,
            moves,
            seat,
            seats,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::Rules;
    use crate::table::{Actor, ChannelId, Command, Env, Settings, Table};
    use std::sync::Arc;

    /// A Gin table of person 7 (seat 0, playing easy's moves) and a
    /// computer, played until `stop` holds (or the game ends).
    fn played(stop: impl Fn(&Table) -> bool) -> Table {
        let env = |now| Env {
            now_ms: now,
            seed: 5,
            game_id: 1,
            ai: Default::default(),
        };
        let settings = Settings {
            rules: Rules::from_names("gin", &[]).unwrap(),
            pace_ms: 0,
            seed: Some(5),
            ..Settings::default()
        };
        let (mut t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
        let add = Command::AddComputer { level: Level::Easy };
        t.apply(Actor::user(7), add, env(0)).unwrap();
        t.apply(Actor::user(7), Command::Start, env(0)).unwrap();
        let mut now = 0;
        for _ in 0..5_000 {
            if stop(&t) || t.stage().kind() != StageKind::Playing {
                break;
            }
            now += 1;
            let mine = t.playing().filter(|g| g.to_act().contains(&0)).map(|g| {
                let action = if g.between_hands() {
                    crate::engine::Action::NextHand
                } else {
                    crate::ai::choose_with(Level::Easy, &g.seat_view(0), now, &Default::default())
                };
                (g.turn(0), action)
            });
            let cmd = match mine {
                Some((turn, action)) => Command::Act { turn, action },
                None => Command::Tick,
            };
            let actor = if mine.is_some() {
                Actor::user(7)
            } else {
                Actor::System
            };
            let _ = t.apply(actor, cmd, env(now));
        }
        t
    }

    /// A hand is reviewed once it is over, for a person who played it
    /// only, and in its own game only; its moves are that hand's (every
    /// one of them from the hand's deal), and the picture's view is the
    /// seat's own at one of its decisions.
    #[test]
    fn a_hand_is_reviewed_once_over_for_its_players_only() {
        let t = played(|t| t.playing().is_some_and(|g| g.hand_no() == 2));
        let snap = Snapshot::new(Arc::new(t));
        let me = UserId(7);
        assert_eq!(
            snap.review_hand(UserId(8), 1, 1).err(),
            Some(NoReview::NotPlayed)
        );
        assert_eq!(snap.review_hand(me, 2, 1).err(), Some(NoReview::Stale));
        assert_eq!(snap.review_hand(me, 1, 2).err(), Some(NoReview::Stale));
        assert_eq!(snap.review_hand(me, 1, 0).err(), Some(NoReview::Stale));
        assert_eq!(snap.review_game(me, 1).err(), Some(NoReview::Stale));
        let p = snap.review_hand(me, 1, 1).unwrap();
        assert_eq!(p.seat(), 0);
        assert_eq!(p.start.hand_no(), 1);
        let mut g = p.start.clone();
        let mut decisions = Vec::new();
        for &(who, action) in &p.moves {
            assert_eq!(g.hand_no(), 1);
            if who == 0 {
                decisions.push(g.seat_state(0));
            }
            g.apply(who, action).unwrap();
        }
        assert!(g.between_hands(), "the cut ends with the hand");
        let done = p.review();
        assert!(!done.review.lines.is_empty());
        assert!(done.review.lines.iter().all(|l| p.moves[l.index].0 == 0));
        if let Some(view) = done.worst_view {
            assert!(decisions.contains(&view), "the seat's own view then");
        }
    }
}
