//! The daily deal (issue 43): every UTC day, one deal per game kind that
//! everyone plays once, alone against the hard computer.
//!
//! - The deal: a table whose [`Settings::daily`] names the day, its seed
//!   [`seed`] (a stable hash of the day and the game kind: the same cards,
//!   the same seats and the same dealer for everyone), opened by
//!   [`daily_settings`] with the person in the first seat and hard
//!   computers in the others. The seating and the first dealer are drawn
//!   from that seed, so everyone sits in the same seat of the same deal.
//! - The computer: its moves are seeded by `ai::move_seed(seed, moves)` as
//!   at every table, and at a daily table it searches a fixed number of
//!   worlds ([`DAILY_AI`]) instead of a time budget, so its play is a
//!   function of the deal and the person's moves alone.
//! - One hand: the table ends the game when the first hand is scored
//!   ([`Table`](super::Table)'s `play`), and the person's result is that
//!   hand's points, net: what they scored, less what the best computer
//!   scored ([`hand_net`]): positive when they won the hand, negative when
//!   a computer did, 0 for a drawn hand.
//! - One try a person, day and game: the result is stored with the game
//!   (`daily_v1`), the first one kept; the board ranks a day's results
//!   ([`rank`]: ties share a rank) and the streak counts consecutive UTC
//!   days with a finished daily deal of any kind ([`streak`]).
//!
//! The seed is not secret: anyone who reads this code can work out a
//! day's deal, tomorrow's too. Players see only their own cards, and the
//! stock is never shown.

use super::service::{Service, StoreError};
use super::{Delivery, Settings, UserId};
use crate::ai::{Budget, Config};
use crate::engine::{Event, GameKind, Rules, Seat};
use crate::store::daily::StoredDailyV1;
use gin_text::Lang;

/// A day's number: days since 1970-01-01, in UTC.
pub type Day = u32;

/// What a daily table's computers may spend on a decision: a fixed number
/// of worlds, so that the same moves get the same answers on any machine.
pub const DAILY_AI: Config = Config {
    budget: Budget::Worlds(200),
};

/// The computers' pause before they move at a daily table (one person
/// plays, nobody waits on them).
pub const DAILY_PACE_MS: u64 = 250;

/// The person's turn clock at a daily table: an hour.
pub const DAILY_TURN_MS: u64 = 3_600_000;

/// The UTC day of a time in milliseconds.
pub fn day_of(ms: u64) -> Day {
    (ms / 86_400_000) as Day
}

/// A day as people read it: `2026-11-28`.
pub fn day_text(day: Day) -> String {
    let at = chrono::DateTime::from_timestamp(i64::from(day) * 86_400, 0).unwrap_or_default();
    at.format("%Y-%m-%d").to_string()
}

/// The game kinds' keys (as `stats_v2` names them).
pub fn kind_key(kind: GameKind) -> &'static str {
    crate::store::stats::game_key(kind)
}

/// The seed of a day's deal of a game kind: a stable hash (FNV-1a, then
/// splitmix64) of `daily-v1|<date>|<kind>`, the same in every build and
/// on every machine.
pub fn seed(day: Day, kind: GameKind) -> u64 {
    let text = format!("daily-v1|{}|{}", day_text(day), kind_key(kind));
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    crate::ai::move_seed(h, 0)
}

/// The rules of a day's deal: the game's own defaults (the table stops
/// after the first hand).
pub fn rules_of(kind: GameKind) -> Rules {
    match kind {
        GameKind::Jersey => Rules::from_names("jersey", &[]),
        GameKind::Gin => Rules::from_names("gin", &[]),
        GameKind::Colonel => Rules::from_names("colonel", &[]),
    }
    .expect("a game's defaults are valid")
}

/// The settings of a person's daily table for `day` and `kind`.
pub fn daily_settings(day: Day, kind: GameKind, lang: Lang, delivery: Delivery) -> Settings {
    Settings {
        rules: rules_of(kind),
        turn_ms: DAILY_TURN_MS,
        pace_ms: DAILY_PACE_MS,
        seed: Some(seed(day, kind)),
        pictures: None,
        four_colour: false,
        lang,
        hints: Some(false),
        delivery,
        daily: Some(day),
        // A slow player's try is played on for them, never lost.
        clock_end: super::ClockEnd::SafeMove,
    }
}

/// A seat's net points for the hand these events scored: its points, less
/// the best other seat's (None when no hand ended among them).
pub fn hand_net(events: &[Event], seat: Seat, seats: usize) -> Option<i64> {
    let mut won = vec![0i64; seats];
    let mut ended = false;
    for e in events {
        let (winner, points) = match e {
            Event::HandEnded { result, .. } => (Some(result.winner), result.points),
            Event::TwoHandedEnded { result, .. } => (result.winner, result.points),
            Event::ColonelHandEnded { result, .. } => (result.winner, result.points),
            _ => continue,
        };
        ended = true;
        if let Some(w) = winner.filter(|&w| w < seats) {
            won[w] += i64::from(points);
        }
    }
    if !ended {
        return None;
    }
    let best_other = (0..seats)
        .filter(|&s| s != seat)
        .map(|s| won[s])
        .max()
        .unwrap_or(0);
    Some(won[seat] - best_other)
}

/// One line of a day's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardLine {
    /// 1 for the best; equal points share a rank (1, 2, 2, 4).
    pub rank: u32,
    pub user: UserId,
    pub points: i64,
}

/// Ranks results by points, best first; equal points share a rank and
/// are listed by who finished first.
pub fn rank(results: &[StoredDailyV1]) -> Vec<BoardLine> {
    let mut sorted: Vec<&StoredDailyV1> = results.iter().collect();
    sorted.sort_by_key(|r| (std::cmp::Reverse(r.points), r.finished_ms, r.user));
    let mut out: Vec<BoardLine> = Vec::with_capacity(sorted.len());
    for (i, r) in sorted.iter().enumerate() {
        let rank = match out.last() {
            Some(prev) if prev.points == r.points => prev.rank,
            _ => i as u32 + 1,
        };
        out.push(BoardLine {
            rank,
            user: UserId(r.user),
            points: r.points,
        });
    }
    out
}

/// The streak on `today`: consecutive UTC days with a finished daily deal
/// (any game), ending today, or yesterday while today's is still to play.
/// `days` may be in any order and repeat.
pub fn streak(days: &[Day], today: Day) -> u32 {
    let has = |d: Day| days.contains(&d);
    let mut day = if has(today) {
        today
    } else if today > 0 && has(today - 1) {
        today - 1
    } else {
        return 0;
    };
    let mut n = 0;
    while has(day) {
        n += 1;
        if day == 0 {
            break;
        }
        day -= 1;
    }
    n
}

/// Whose board: one server's people, or everyone's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Server(u64),
    Global,
}

/// A person's daily deal as the front end shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DailyStatus {
    pub day: Day,
    pub kind: GameKind,
    /// Their result, once they finished it.
    pub points: Option<i64>,
    /// Their rank among everyone that day (with `points`).
    pub rank: Option<u32>,
    /// How many people finished it.
    pub players: u32,
    pub streak: u32,
}

impl Service {
    /// Today's number on the service's clock.
    pub fn daily_today(&self) -> Day {
        day_of(self.now_ms())
    }

    /// A person's daily deal of `kind` on `day`: their result and rank,
    /// and their streak.
    pub fn daily_status(
        &self,
        user: UserId,
        day: Day,
        kind: GameKind,
    ) -> Result<DailyStatus, StoreError> {
        let results = self.store().daily_results(day, kind_key(kind))?;
        let board = rank(&results);
        let mine = board.iter().find(|l| l.user == user);
        Ok(DailyStatus {
            day,
            kind,
            points: mine.map(|l| l.points),
            rank: mine.map(|l| l.rank),
            players: board.len() as u32,
            streak: self.daily_streak(user, day)?,
        })
    }

    /// A person's streak on `today`.
    pub fn daily_streak(&self, user: UserId, today: Day) -> Result<u32, StoreError> {
        Ok(streak(&self.store().daily_days(user.0)?, today))
    }

    /// The board of `day`'s deal of `kind`: everyone's, or a server's
    /// (the results played in that server).
    pub fn daily_board(
        &self,
        day: Day,
        kind: GameKind,
        scope: Scope,
    ) -> Result<Vec<BoardLine>, StoreError> {
        let mut results = self.store().daily_results(day, kind_key(kind))?;
        if let Scope::Server(guild) = scope {
            results.retain(|r| r.guild == Some(guild));
        }
        Ok(rank(&results))
    }
}

#[cfg(test)]
#[path = "daily_tests.rs"]
mod tests;
