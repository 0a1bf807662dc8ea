//! The list for the next game (issue 42): people who watch a game without
//! a seat ask to play the next one; when the table's rematch comes they
//! take the free seats, then the computers' seats (the last computer
//! first), and the table gathers in its lobby so that they start it
//! together. Those who find no seat are told and stay on the list.

use super::{Outcome, Player, Refusal, SeatInfo, Stage, StageKind, Table, TableEvent, UserId};

impl Table {
    /// `JoinNextGame`: someone without a seat joins the list, while a
    /// game is on or over (in the lobby they take a seat instead).
    pub(super) fn wait_for_next(&mut self, id: UserId, out: &mut Outcome) -> Result<(), Refusal> {
        if self.seat_of(id).is_some() {
            return Err(Refusal::AlreadySeated);
        }
        if self.stage.kind() == StageKind::Lobby {
            return Err(Refusal::LobbyOpen);
        }
        if self.waiting.contains(&id) {
            return Err(Refusal::AlreadyWaiting);
        }
        self.waiting.push(id);
        out.events.push(TableEvent::NextGame {
            user: id,
            joined: true,
        });
        Ok(())
    }

    /// `LeaveNextGame`: the asker leaves the list.
    pub(super) fn stop_waiting(&mut self, id: UserId, out: &mut Outcome) -> Result<(), Refusal> {
        let at = self
            .waiting
            .iter()
            .position(|&w| w == id)
            .ok_or(Refusal::NotWaiting)?;
        self.waiting.remove(at);
        out.events.push(TableEvent::NextGame {
            user: id,
            joined: false,
        });
        Ok(())
    }

    /// At a rematch: seats the people on the list as far as seats allow
    /// (free seats, then computer seats, the last computer first). When
    /// anyone took a seat the table goes back to its lobby (true), to be
    /// started by its people; otherwise the rematch goes on as always.
    pub(super) fn regather(&mut self, out: &mut Outcome) -> bool {
        if self.waiting.is_empty() {
            return false;
        }
        let needed = self.settings.seats();
        let mut seated = Vec::new();
        let mut events = Vec::new();
        for &id in &self.waiting {
            if self.seats.len() >= needed {
                let Some(at) = self.seats.iter().rposition(|s| s.player.is_computer()) else {
                    break;
                };
                let gone = self.seats.remove(at);
                events.push(TableEvent::Left {
                    player: gone.player,
                });
            }
            let player = Player::Human { id };
            self.seats.push(SeatInfo {
                player,
                timeouts: 0,
                auto: false,
            });
            events.push(TableEvent::Joined {
                player,
                seats: self.seats.iter().map(|s| s.player).collect(),
            });
            seated.push(id);
        }
        self.waiting.retain(|w| !seated.contains(w));
        let lobby = !seated.is_empty();
        if lobby {
            for s in &mut self.seats {
                s.timeouts = 0;
                s.auto = false;
            }
            self.hinted.clear();
            self.stage = Stage::Lobby;
        }
        out.events.extend(events);
        out.events.push(TableEvent::Regathered {
            lobby,
            unseated: self.waiting.clone(),
        });
        lobby
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Actor, ChannelId, Command, DeadlineKind, Env, Settings};
    use super::*;
    use crate::ai::Level;

    fn env(now_ms: u64) -> Env {
        Env {
            now_ms,
            seed: 5,
            game_id: 9,
            ai: Default::default(),
        }
    }

    /// A table of person 1 and two computers, its game played to the end
    /// with safe moves.
    fn finished_table() -> Table {
        let settings = Settings {
            pace_ms: 0,
            ..Settings::default()
        };
        let (mut t, _) = Table::open(&ChannelId::new("c"), UserId(1), settings).unwrap();
        for level in [Level::Easy, Level::Normal] {
            t.apply(Actor::user(1), Command::AddComputer { level }, env(1))
                .unwrap();
        }
        t.apply(Actor::user(1), Command::Start, env(1)).unwrap();
        let mut now = 1;
        let me = t.seat_of(UserId(1)).unwrap();
        // The list is taken while the game is on.
        t.apply(Actor::user(7), Command::JoinNextGame, env(now))
            .unwrap();
        while t.stage == StageKind::Playing {
            let d = t.deadline.unwrap();
            if d.kind == DeadlineKind::TurnClock {
                let game = t.game().unwrap();
                let action = super::super::safe_move(game, me);
                let turn = game.turn(me);
                t.apply(Actor::user(1), Command::Act { turn, action }, env(now))
                    .unwrap();
            } else {
                now = now.max(d.at_ms);
                t.apply(Actor::System, Command::Tick, env(now)).unwrap();
            }
        }
        t
    }

    #[test]
    fn the_list_refuses_the_seated_the_listed_and_the_lobby() {
        let (mut t, _) = Table::open(&ChannelId::new("c"), UserId(1), Settings::default()).unwrap();
        let before = t.clone();
        assert_eq!(
            t.apply(Actor::user(2), Command::JoinNextGame, env(1))
                .unwrap_err(),
            Refusal::LobbyOpen
        );
        assert_eq!(
            t.apply(Actor::user(2), Command::LeaveNextGame, env(1))
                .unwrap_err(),
            Refusal::NotWaiting
        );
        assert_eq!(t, before);
        let mut t = finished_table();
        assert_eq!(t.waiting(), [UserId(7)]);
        assert_eq!(
            t.apply(Actor::user(1), Command::JoinNextGame, env(1))
                .unwrap_err(),
            Refusal::AlreadySeated
        );
        assert_eq!(
            t.apply(Actor::user(7), Command::JoinNextGame, env(1))
                .unwrap_err(),
            Refusal::AlreadyWaiting
        );
        let out = t
            .apply(Actor::user(8), Command::JoinNextGame, env(1))
            .unwrap();
        assert_eq!(
            out.events,
            [TableEvent::NextGame {
                user: UserId(8),
                joined: true
            }]
        );
        let out = t
            .apply(Actor::user(8), Command::LeaveNextGame, env(1))
            .unwrap();
        assert_eq!(
            out.events,
            [TableEvent::NextGame {
                user: UserId(8),
                joined: false
            }]
        );
        assert_eq!(t.waiting(), [UserId(7)]);
        assert_eq!(t.view().waiting, [UserId(7)]);
        // Someone waiting is no member: they cannot call the rematch.
        assert_eq!(
            t.apply(Actor::user(7), Command::Rematch, env(1))
                .unwrap_err(),
            Refusal::NotAPlayer
        );
    }

    /// A rematch seats the people on the list in place of the last
    /// computers and gathers in the lobby; those without a seat are told
    /// and stay listed; the lobby then starts as always.
    #[test]
    fn a_rematch_seats_the_list_in_the_computers_places() {
        let mut t = finished_table();
        for user in [8, 9] {
            t.apply(Actor::user(user), Command::JoinNextGame, env(1))
                .unwrap();
        }
        let out = t.apply(Actor::user(1), Command::Rematch, env(2)).unwrap();
        assert_eq!(t.stage.kind(), StageKind::Lobby);
        let humans: Vec<UserId> = t.humans().collect();
        assert_eq!(humans, [UserId(1), UserId(7), UserId(8)]);
        assert_eq!(t.waiting(), [UserId(9)]);
        assert_eq!(
            out.events.last(),
            Some(&TableEvent::Regathered {
                lobby: true,
                unseated: vec![UserId(9)]
            })
        );
        let left = out
            .events
            .iter()
            .filter(|e| matches!(e, TableEvent::Left { player } if player.is_computer()))
            .count();
        assert_eq!(left, 2);
        assert!(out.finished.is_none());
        // The new lobby starts as any lobby.
        t.apply(Actor::user(8), Command::Start, env(3)).unwrap();
        assert_eq!(t.stage.kind(), StageKind::Playing);
        // Nothing to replace now: the next rematch starts at once and
        // tells the one still waiting.
        let mut t2 = t.clone();
        t2.stage = Stage::Finished {
            game: t.game().unwrap().clone(),
            replay: t.replay().unwrap().clone(),
        };
        let out = t2.apply(Actor::user(1), Command::Rematch, env(4)).unwrap();
        assert_eq!(t2.stage.kind(), StageKind::Playing);
        assert!(out.events.contains(&TableEvent::Regathered {
            lobby: false,
            unseated: vec![UserId(9)]
        }));
        assert_eq!(t2.waiting(), [UserId(9)]);
    }

    /// Joining the lobby takes a person off the list.
    #[test]
    fn a_seat_taken_in_the_lobby_leaves_the_list() {
        let mut t = finished_table();
        t.apply(Actor::user(8), Command::JoinNextGame, env(1))
            .unwrap();
        t.waiting.push(UserId(9));
        t.apply(Actor::user(1), Command::Rematch, env(2)).unwrap();
        assert_eq!(t.waiting(), [UserId(9)]);
        // Someone leaves, and the last on the list joins.
        t.apply(Actor::user(7), Command::Leave, env(3)).unwrap();
        t.apply(Actor::user(9), Command::Join, env(3)).unwrap();
        assert!(t.waiting().is_empty());
    }
}
