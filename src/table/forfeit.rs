//! A game forfeited on the clock (issue 42). At a table whose clock ends
//! with a forfeit ([`ClockEnd::Forfeit`](super::ClockEnd)), a person whose
//! turn clock runs out loses the game at once. The rule, the same for
//! every game of the family (`docs/rules/clocks.md`):
//!
//! - the forfeiter's side is placed last: alone, or with their partner in
//!   a partnership (the partner loses with them: a side plays as one);
//! - the other sides are placed by their scores at that moment, so with
//!   two sides (two-handed Gin, Colonel, a partnership) the other side
//!   wins, and with three (Jersey Gin, three-player Gin) the leader of the
//!   other two wins; equal scores share the place (both win).
//!
//! Three-handed games end rather than go on without the forfeiter:
//! Jersey Gin has no two-handed form, three-player Gin's sitting out
//! needs three, and a game whose turns wait on an absent player for days
//! is the very thing the table chose to end.
//!
//! The game's replay keeps the moves played and nothing more; the forfeit
//! is kept beside it (the table's and the stored game's `forfeit`), and
//! every reader of a finished game (the table's record, `db check`, the
//! achievements' recomputation) works its standings and figures out with
//! [`outcome`] from the replayed game and the forfeiting seat. A forfeit
//! counts as a win and a loss in stats and ratings, with each side's
//! points at that moment; nothing of the unfinished game counts beyond
//! that (no gins, undercuts, boxes or hands, no feats), so no achievement
//! that needs a hand's event comes from a forfeit.

use super::{event, Outcome, Refusal, SeatFeats, SeatTally, Stage, StageKind, Table, TableEvent};
use crate::engine::{Game, Seat, Standings};

/// Who placed where when `seat` forfeits `game` (see the module's rule).
pub fn standings(game: &Game, seat: Seat) -> Standings {
    let (competitors, totals): (Vec<Vec<Seat>>, Vec<u32>) = match game {
        Game::Jersey(g) => ((0..3).map(|s| vec![s]).collect(), g.scores().to_vec()),
        Game::Gin(g) => {
            let board = g.board();
            let totals = (0..board.competitors.len())
                .map(|c| board.games.iter().map(|t| t.totals[c]).sum())
                .collect();
            (board.competitors, totals)
        }
        Game::Colonel(g) => (vec![vec![0], vec![1]], g.totals().to_vec()),
    };
    let lost = competitors.iter().position(|c| c.contains(&seat));
    let last = competitors.len() as u32 - 1;
    let ranks = (0..competitors.len())
        .map(|c| {
            if Some(c) == lost {
                return last;
            }
            (0..competitors.len())
                .filter(|&o| Some(o) != lost && totals[o] > totals[c])
                .count() as u32
        })
        .collect();
    Standings {
        competitors,
        ranks,
        totals,
    }
}

/// The seats placed first (the winners), in seat order.
pub fn winners(standings: &Standings) -> Vec<Seat> {
    let mut seats: Vec<Seat> = standings
        .competitors
        .iter()
        .zip(&standings.ranks)
        .filter(|(_, &r)| r == 0)
        .flat_map(|(c, _)| c.iter().copied())
        .collect();
    seats.sort_unstable();
    seats
}

/// Each seat's figures in a forfeited game: won or lost, and its side's
/// points at the forfeit; nothing else.
pub fn tallies(standings: &Standings, seats: usize) -> Vec<SeatTally> {
    (0..seats)
        .map(|seat| {
            let c = standings
                .competitors
                .iter()
                .position(|c| c.contains(&seat))
                .expect("every seat competes");
            SeatTally {
                won: standings.ranks[c] == 0,
                points: standings.totals[c],
                ..SeatTally::default()
            }
        })
        .collect()
}

/// A game's standings, tallies and feats as its record keeps them: the
/// replayed game's own, or, when `forfeit` names a seat, the forfeit's.
pub fn outcome(
    game: &Game,
    forfeit: Option<Seat>,
) -> (Option<Standings>, Vec<SeatTally>, Vec<SeatFeats>) {
    match forfeit {
        None => (game.standings(), event::tallies(game), event::feats(game)),
        Some(seat) => {
            let standings = standings(game, seat);
            let tallies = tallies(&standings, game.seats());
            (
                Some(standings),
                tallies,
                vec![SeatFeats::default(); game.seats()],
            )
        }
    }
}

impl Table {
    /// `seat`'s turn clock ran out at a table whose clock ends with a
    /// forfeit: the game ends now, lost by the seat's side.
    pub(super) fn forfeit_on_clock(
        &mut self,
        seat: Seat,
        now_ms: u64,
        out: &mut Outcome,
    ) -> Result<(), Refusal> {
        if self.stage != StageKind::Playing {
            return Err(Refusal::NotPlaying);
        }
        let Stage::Playing { game, replay, .. } = std::mem::replace(&mut self.stage, Stage::Lobby)
        else {
            unreachable!("checked above")
        };
        let winners = winners(&standings(&game, seat));
        self.stage = Stage::Finished { game, replay };
        self.forfeit = Some(seat);
        out.events.push(TableEvent::Forfeited { seat, winners });
        out.finished = self.record(now_ms);
        self.games_played += 1;
        out.events.push(TableEvent::Finished {
            game_id: self.game_id,
        });
        Ok(())
    }
}

#[cfg(test)]
#[path = "forfeit_tests.rs"]
mod tests;
