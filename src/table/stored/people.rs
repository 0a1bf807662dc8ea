//! The table layer's side of the people's records (issue 43): feats and
//! achievements converted to and from what the store keeps, and a stored
//! game's feats worked out again from its replay (games stored before
//! feats were kept, and recomputations, which trust only the replay).

use super::super::event::{feats, SeatFeats};
use crate::achievements::{Achievement, Progress};
use crate::store::achievements::{StoredAchievementV1, StoredFeatsV1, StoredProgressV1};
use crate::store::types::StoredGameV1;

impl From<SeatFeats> for StoredFeatsV1 {
    fn from(f: SeatFeats) -> Self {
        StoredFeatsV1 {
            big_gins: f.big_gins,
            shutout: f.shutout,
            sweep: f.sweep,
            challenges_won: f.challenges_won,
        }
    }
}

impl From<StoredFeatsV1> for SeatFeats {
    fn from(f: StoredFeatsV1) -> Self {
        SeatFeats {
            big_gins: f.big_gins,
            shutout: f.shutout,
            sweep: f.sweep,
            challenges_won: f.challenges_won,
        }
    }
}

impl From<StoredAchievementV1> for Achievement {
    fn from(a: StoredAchievementV1) -> Self {
        match a {
            StoredAchievementV1::FirstWin => Achievement::FirstWin,
            StoredAchievementV1::FirstGin => Achievement::FirstGin,
            StoredAchievementV1::BigGin => Achievement::BigGin,
            StoredAchievementV1::Undercut => Achievement::Undercut,
            StoredAchievementV1::Shutout => Achievement::Shutout,
            StoredAchievementV1::FiveInARow => Achievement::FiveInARow,
            StoredAchievementV1::HollywoodSweep => Achievement::HollywoodSweep,
            StoredAchievementV1::ColonelChallenge => Achievement::ColonelChallenge,
            StoredAchievementV1::BeatHard => Achievement::BeatHard,
            StoredAchievementV1::EveryVariant => Achievement::EveryVariant,
            StoredAchievementV1::EveryGame => Achievement::EveryGame,
        }
    }
}

impl From<&StoredProgressV1> for Progress {
    fn from(p: &StoredProgressV1) -> Self {
        Progress {
            games: p.games,
            wins: p.wins,
            streak: p.streak,
            best_streak: p.best_streak,
            earned: p
                .earned
                .iter()
                .map(|e| (e.achievement.into(), e.game_id))
                .collect(),
        }
    }
}

/// Each seat's feats in a replayed game, as the table records them.
pub fn feats_of(game: &crate::engine::Game) -> Vec<StoredFeatsV1> {
    feats(game).into_iter().map(Into::into).collect()
}

/// The game with its feats worked out from its replay (a completed game;
/// an abandoned one has none). A replay that fails is an error naming
/// the game.
pub fn with_replayed_feats(g: &StoredGameV1) -> Result<StoredGameV1, String> {
    let mut g = g.clone();
    g.feats = if g.standings().is_some() {
        let game = g
            .replay()
            .run(|_, _| {})
            .map_err(|e| format!("game {}: the replay does not reproduce: {e}", g.game_id))?;
        let forfeit = g.forfeit.map(usize::from);
        let (_, _, feats) = crate::table::forfeit::outcome(&game, forfeit);
        feats.into_iter().map(Into::into).collect()
    } else {
        Vec::new()
    };
    Ok(g)
}
