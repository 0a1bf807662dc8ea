//! `/gin profile`'s figures (issue 43): a person's games of each kind,
//! in this channel (its stats row and rating) and everywhere they played
//! (from their own list of games: gins, undercuts, shutouts, boxes, best
//! streak, favourite variant), and their achievements.

use super::queries::PlayerStats;
use super::service::Service;
use super::stored::people::with_replayed_feats;
use super::{ChannelId, Player, UserId};
use crate::achievements::Progress;
use crate::engine::{GameKind, Rules, Switch};
use crate::store::achievements::person_key;
use crate::store::types::{StoredGameV1, StoredPlayerV1};
use crate::store::StoreError;

/// A game's variant as a profile names it: the game and the switches on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    pub kind: GameKind,
    pub switches: Vec<Switch>,
}

impl Variant {
    pub fn of(rules: &Rules) -> Variant {
        Variant {
            kind: rules.kind(),
            switches: match rules {
                Rules::Gin(r) => Switch::ALL.into_iter().filter(|s| s.is_on(r)).collect(),
                _ => Vec::new(),
            },
        }
    }
}

/// A person's figures in one game of the family.
#[derive(Debug, Clone, PartialEq)]
pub struct GameProfile {
    pub kind: GameKind,
    /// This channel's row (rating and figures), if they played here.
    pub here: Option<PlayerStats>,
    /// Everywhere: completed games and what happened in them.
    pub games: u32,
    pub wins: u32,
    pub gins: u32,
    pub undercuts: u32,
    pub shutouts: u32,
    pub boxes: u32,
    pub best_streak: u32,
    /// The variant they finished most games of (the first such, on a tie).
    pub favourite: Option<Variant>,
}

impl GameProfile {
    fn new(kind: GameKind) -> GameProfile {
        GameProfile {
            kind,
            here: None,
            games: 0,
            wins: 0,
            gins: 0,
            undercuts: 0,
            shutouts: 0,
            boxes: 0,
            best_streak: 0,
            favourite: None,
        }
    }
}

/// What `/gin profile` shows of a person.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    pub user: UserId,
    /// The games they played (here or anywhere), in the family's order.
    pub games: Vec<GameProfile>,
    pub progress: Progress,
    /// Their daily deal streak today (see [`super::daily::streak`]).
    pub daily_streak: u32,
}

/// Adds one completed game to a kind's figures; `streak` runs on.
fn add(p: &mut GameProfile, g: &StoredGameV1, seat: usize, streak: &mut u32) {
    let t = g.tallies[seat];
    let feats = g.feats.get(seat).copied().unwrap_or_default();
    p.games += 1;
    p.wins += u32::from(t.won);
    p.gins += t.gins;
    p.undercuts += t.undercuts;
    p.boxes += t.boxes;
    p.shutouts += u32::from(feats.shutout);
    *streak = if t.won { *streak + 1 } else { 0 };
    p.best_streak = p.best_streak.max(*streak);
}

impl Service {
    /// A person's profile as read in `channel`.
    pub fn profile(&self, user: UserId, channel: &ChannelId) -> Result<Profile, StoreError> {
        let store = self.store();
        let me = StoredPlayerV1::Human { id: user.get() };
        let kinds = [GameKind::Jersey, GameKind::Gin, GameKind::Colonel];
        let mut out: Vec<GameProfile> = kinds.iter().map(|&k| GameProfile::new(k)).collect();
        let mut streaks = [0u32; 3];
        let mut variants: Vec<Vec<(Variant, u32)>> = vec![Vec::new(); 3];
        for id in store.player_games(&person_key(user.get()))? {
            let Some(g) = store.game(id)? else { continue };
            let Some(seat) = g.players.iter().position(|p| *p == me) else {
                continue;
            };
            if g.standings().is_none() || g.tallies.len() <= seat {
                continue; // abandoned
            }
            // Games stored before feats were kept: from their replay.
            let g = if g.feats.is_empty() {
                with_replayed_feats(&g).unwrap_or(g)
            } else {
                g
            };
            let rules = g.rules();
            let k = kinds
                .iter()
                .position(|&k| k == rules.kind())
                .expect("a kind");
            add(&mut out[k], &g, seat, &mut streaks[k]);
            let variant = Variant::of(&rules);
            match variants[k].iter_mut().find(|(v, _)| *v == variant) {
                Some((_, n)) => *n += 1,
                None => variants[k].push((variant, 1)),
            }
        }
        for (p, vs) in out.iter_mut().zip(variants) {
            let most = vs.iter().map(|(_, n)| *n).max().unwrap_or(0);
            p.favourite = vs.into_iter().find(|(_, n)| *n == most).map(|(v, _)| v);
            p.here = self.player_stats(channel, p.kind, Player::Human { id: user })?;
        }
        out.retain(|p| p.games > 0 || p.here.is_some());
        Ok(Profile {
            user,
            games: out,
            progress: self.achievements(user)?,
            daily_streak: self.daily_streak(user, self.daily_today())?,
        })
    }
}

/// Which month of a server's ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Season {
    /// The month now (UTC).
    Current,
    /// The month before, kept as it ended.
    Previous,
}

/// The season key's month ("2026-11") of a season at `now_ms`.
fn season_at(guild: u64, now_ms: u64, season: Season) -> String {
    use chrono::Datelike;
    let at = match season {
        Season::Current => now_ms,
        Season::Previous => {
            let now = chrono::DateTime::from_timestamp_millis(now_ms as i64).unwrap_or_default();
            let first = now.date_naive().with_day(1).unwrap_or_default();
            let last_month = first.pred_opt().unwrap_or(first);
            last_month
                .and_hms_opt(12, 0, 0)
                .map_or(0, |t| t.and_utc().timestamp_millis().max(0) as u64)
        }
    };
    crate::store::stats::season_key(guild, at)
}

impl Service {
    /// A server's ladder in one game for a season: its month ("2026-11")
    /// and the players with at least `min_games` there, best conservative
    /// rating first (rated as a channel's, over every channel of the
    /// server: `server_stats_v1`).
    pub fn server_leaderboard(
        &self,
        guild: u64,
        game: GameKind,
        season: Season,
        min_games: u32,
    ) -> Result<(String, Vec<PlayerStats>), StoreError> {
        let key = season_at(guild, self.now_ms(), season);
        let mut board: Vec<PlayerStats> = self
            .store()
            .server_leaderboard(&key, crate::store::stats::game_key(game))?
            .into_iter()
            .filter(|s| s.games >= min_games)
            .map(PlayerStats::from)
            .collect();
        board.sort_by(|a, b| b.conservative.total_cmp(&a.conservative));
        let month = key.rsplit(':').next().unwrap_or_default().to_string();
        Ok((month, board))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A season is a calendar month in UTC; the previous one is the month
    /// before, across a year's end too.
    #[test]
    fn seasons_are_months() {
        // 2026-11-28 01:00 UTC, 2026-01-01 00:30 UTC.
        let nov = 1_795_827_600_000;
        let jan = 1_767_227_400_000;
        assert_eq!(season_at(7, nov, Season::Current), "7:2026-11");
        assert_eq!(season_at(7, nov, Season::Previous), "7:2026-10");
        assert_eq!(season_at(7, jan, Season::Current), "7:2026-01");
        assert_eq!(season_at(7, jan, Season::Previous), "7:2025-12");
    }
}
