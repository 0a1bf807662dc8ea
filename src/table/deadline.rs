//! Things that happen by themselves: computer moves, turn clocks, the next
//! deal. A table keeps at most one deadline, set from its state after every
//! command; the service runs it with [`Command::Tick`](super::Command).

use super::{ClockEnd, Outcome, Player, Refusal, Stage, Table, TableEvent};
use crate::ai::{self, Level};
use crate::engine::Seat;
use crate::engine::{Action, Game};
use serde::{Deserialize, Serialize};

/// Timeouts in a row after which a seat is handed to a computer player.
pub const TIMEOUTS_TO_HAND_OVER: u8 = 2;
/// The level that plays a handed-over seat.
pub const STAND_IN_LEVEL: Level = Level::Normal;
/// Longest pause between hands when people are seated.
pub const BETWEEN_HANDS_MS: u64 = 8_000;
/// The least a person gets back on their turn clock after the store
/// refused commands (or the whole turn, if shorter): enough to notice
/// that moves are taken again.
pub const OUTAGE_GRACE_MS: u64 = 15_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadlineKind {
    /// A computer seat (or a handed-over one) acts.
    Computer,
    /// A human's turn clock runs out.
    TurnClock,
    /// The next hand is dealt.
    NextHand,
}

/// When something happens by itself: absolute ms since the Unix epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deadline {
    pub at_ms: u64,
    pub kind: DeadlineKind,
    pub seat: Seat,
    /// The game's move counter ([`Game::moves`](crate::engine::Game::moves))
    /// when it was set: a deadline set again after a move is a new one.
    pub moves: u32,
}

impl Table {
    /// The level that plays a seat by itself: a computer's, or the stand-in
    /// of a handed-over person.
    pub(super) fn plays_itself(&self, seat: Seat) -> Option<Level> {
        let info = &self.seats[seat];
        match info.player {
            Player::Computer { level } => Some(level),
            Player::Human { .. } if info.auto => Some(STAND_IN_LEVEL),
            Player::Human { .. } | Player::Anonymous { .. } => None,
        }
    }

    /// Sets the next deadline from the state. A deadline that still stands
    /// (same kind, seat and move) keeps its time: a command that does not
    /// move the game (a vote, a resume of another seat) resets no clock.
    pub(super) fn schedule(&mut self, now: u64) {
        let old = self.deadline.take();
        let Stage::Playing { game, .. } = &self.stage else {
            return;
        };
        let pace = self.settings.pace_ms;
        let moves = game.moves();
        let (kind, seat, wait) = if game.between_hands() {
            let all_computers = (0..self.seats.len()).all(|s| self.plays_itself(s).is_some());
            let wait = if all_computers {
                pace
            } else {
                pace.max(self.settings.turn_ms.min(BETWEEN_HANDS_MS))
            };
            (DeadlineKind::NextHand, 0, wait)
        } else if let Some(&seat) = game.to_act().first() {
            // Two seats may act at once (a partnership's two games): a
            // computer's move comes first, then the first person's clock.
            let computer = game
                .to_act()
                .into_iter()
                .find(|&s| self.plays_itself(s).is_some());
            match computer {
                Some(seat) => (DeadlineKind::Computer, seat, pace),
                None => (DeadlineKind::TurnClock, seat, self.settings.turn_ms),
            }
        } else {
            return;
        };
        let at_ms = match old {
            Some(d) if d.kind == kind && d.seat == seat && d.moves == moves => d.at_ms,
            _ => now + wait,
        };
        self.deadline = Some(Deadline {
            at_ms,
            kind,
            seat,
            moves,
        });
    }

    /// Runs a deadline that is due.
    pub(super) fn run_deadline(
        &mut self,
        d: Deadline,
        now_ms: u64,
        ai: &ai::Config,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        let game = self.game().ok_or(Refusal::NotPlaying)?;
        match d.kind {
            DeadlineKind::NextHand => self.play(d.seat, Action::NextHand, now_ms, out),
            DeadlineKind::Computer => {
                let level = self.plays_itself(d.seat).unwrap_or(STAND_IN_LEVEL);
                // A daily deal's computers search a fixed number of
                // worlds: the same moves get the same answers.
                let ai = match self.settings.daily {
                    Some(_) => &super::daily::DAILY_AI,
                    None => ai,
                };
                let action = ai::Player::Level(level).choose_in_with(game, d.seat, ai);
                self.play(d.seat, action, now_ms, out)
            }
            // Only a person's own clock gets here: computer seats and
            // seats handed to a stand-in play by `Computer` deadlines, so
            // neither ever forfeits.
            DeadlineKind::TurnClock if self.settings.clock_end == ClockEnd::Forfeit => {
                self.forfeit_on_clock(d.seat, now_ms, out)
            }
            DeadlineKind::TurnClock => {
                // A safe move: draw from the stock and throw the card that
                // leaves the least deadwood, never knocking.
                for _ in 0..2 {
                    let Some(game) = self.playing() else { break };
                    if !game.to_act().contains(&d.seat) {
                        break;
                    }
                    let action = safe_move(game, d.seat);
                    self.play(d.seat, action, now_ms, out)?;
                }
                let info = &mut self.seats[d.seat];
                info.timeouts = info.timeouts.saturating_add(1);
                out.events.push(TableEvent::TimedOut {
                    seat: d.seat,
                    timeouts: info.timeouts,
                });
                if info.timeouts >= TIMEOUTS_TO_HAND_OVER && !info.auto {
                    info.auto = true;
                    out.events.push(TableEvent::HandedOver {
                        seat: d.seat,
                        level: STAND_IN_LEVEL,
                    });
                }
                Ok(())
            }
        }
    }
}

impl Table {
    /// The store refused commands from `paused_at` until `now`: a turn
    /// clock that was running at `paused_at` (or ran out since) is set
    /// again to what was left then, and at least [`OUTAGE_GRACE_MS`] (or
    /// the whole turn, if shorter). Anything else, or less than a second
    /// to give: nothing to give back.
    pub(super) fn give_time_back(
        &mut self,
        paused_at: u64,
        now: u64,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        let d = self
            .deadline
            .filter(|d| d.kind == DeadlineKind::TurnClock && d.at_ms >= paused_at)
            .ok_or(Refusal::NothingDue)?;
        let left = (d.at_ms - paused_at).max(OUTAGE_GRACE_MS.min(self.settings.turn_ms));
        if now + left < d.at_ms + 1_000 {
            // A blip: not a second to give back.
            return Err(Refusal::NothingDue);
        }
        // `schedule` keeps a standing deadline's time.
        self.deadline = Some(Deadline {
            at_ms: now + left,
            ..d
        });
        out.events.push(TableEvent::TimeGivenBack {
            seat: d.seat,
            seconds: left.div_ceil(1000).min(u64::from(u32::MAX)) as u32,
        });
        Ok(())
    }
}

/// The automatic move of a seat whose clock ran out: never a knock; the
/// stock rather than the pile, a pass rather than the upcard.
pub fn safe_move(game: &Game, seat: Seat) -> Action {
    let legal = game.legal_actions(seat);
    for quiet in [Action::DrawStock, Action::PassUpcard] {
        if legal.contains(&quiet) {
            return quiet;
        }
    }
    let choice = ai::choose(Level::Easy, &game.seat_view(seat), 0);
    let action = match choice {
        Action::Knock { card } => Action::Discard { card },
        a => a,
    };
    if legal.contains(&action) {
        action
    } else {
        legal[0]
    }
}
