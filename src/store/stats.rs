//! Stats and ratings: updated in the same transaction that stores a
//! finished game. Ratings are Weng-Lin (skillratings), kept per game
//! (Jersey Gin, Gin Rummy, Colonel): each finished game is a free-for-all
//! of its competitors, a partnership's side rated as a team; computer
//! players are rated per level, a game counting once for a level (or not
//! at all when it sat on both sides: see [`rate`]).

use super::types::*;
use super::StoreError;
use crate::engine::GameKind;
use redb::ReadableTable;

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// The key of a game in `stats_v2`.
pub fn game_key(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Jersey => "jersey",
        GameKind::Gin => "gin",
        GameKind::Colonel => "colonel",
    }
}

/// The season of a game finished at `finished_ms` in `guild`, as
/// `server_stats_v1` keys it: `<guild>:<YYYY-MM>`, the calendar month in
/// UTC.
pub fn season_key(guild: u64, finished_ms: u64) -> String {
    let at = chrono::DateTime::from_timestamp_millis(finished_ms as i64).unwrap_or_default();
    format!("{guild}:{}", at.format("%Y-%m"))
}

/// The tables a finished game writes to, open in the writer's transaction:
/// the game, its channel's index, its players' stats, and its people's
/// achievements and lists of games.
pub(crate) struct GameWriter<'txn> {
    pub games: redb::Table<'txn, u64, &'static [u8]>,
    pub index: redb::Table<'txn, (&'static str, u64), ()>,
    pub stats: redb::Table<'txn, (&'static str, &'static str, &'static str), &'static [u8]>,
    pub achievements: redb::Table<'txn, &'static str, &'static [u8]>,
    pub player_games: redb::Table<'txn, (&'static str, u64), u64>,
    pub server: redb::Table<'txn, (&'static str, &'static str, &'static str), &'static [u8]>,
    pub daily: super::daily::DailyWriter<'txn>,
}

impl GameWriter<'_> {
    /// Stores the game with its replay; a completed game also updates every
    /// seat's stats and rating in that game's table of ratings.
    pub fn record(&mut self, g: &StoredGameV1) -> Result<(), StoreError> {
        self.index.insert((g.channel.as_str(), g.game_id), ())?;
        let game = game_key(g.rules().kind());
        let stats = &self.stats;
        let (stored, rows) = rate(g, |key| {
            Ok(match stats.get((g.channel.as_str(), game, key))? {
                Some(v) => Some(serde_json::from_slice::<StoredStatsV1>(v.value())?),
                None => None,
            })
        })?;
        for (key, row) in rows {
            self.stats.insert(
                (g.channel.as_str(), game, key.as_str()),
                serde_json::to_vec(&row)?.as_slice(),
            )?;
        }
        self.games
            .insert(g.game_id, serde_json::to_vec(&stored)?.as_slice())?;
        let achievements = &self.achievements;
        let people = super::achievements::advance(g, |key| {
            Ok(match achievements.get(key)? {
                Some(v) => Some(serde_json::from_slice(v.value())?),
                None => None,
            })
        })?;
        for (key, n, row) in people {
            self.player_games.insert((key.as_str(), n), g.game_id)?;
            self.achievements
                .insert(key.as_str(), serde_json::to_vec(&row)?.as_slice())?;
        }
        if let Some(guild) = g.guild {
            let season = season_key(guild, g.finished_ms);
            let server = &self.server;
            let (_, rows) = rate(g, |key| {
                Ok(match server.get((season.as_str(), game, key))? {
                    Some(v) => Some(serde_json::from_slice::<StoredStatsV1>(v.value())?),
                    None => None,
                })
            })?;
            for (key, row) in rows {
                self.server.insert(
                    (season.as_str(), game, key.as_str()),
                    serde_json::to_vec(&row)?.as_slice(),
                )?;
            }
        }
        if let Some(d) = &g.daily {
            self.daily.record(d)?;
        }
        Ok(())
    }
}

/// What a finished game writes, whatever the backend: the game as stored
/// (with its rating changes) and each rated player's new stats row, by
/// player key. `current` reads a player's row in the game's channel and
/// game. An abandoned game is kept as it is and rates no one.
///
/// A player is an identity, not a seat: a computer level in two seats
/// (issue 38) is one row. One game counts once for it when its seats are
/// all on one side (a partnership of two normal computers); when they are
/// on different sides it played against itself, and the game counts not
/// at all for it (no +x and −x on one rating): its rating still weighs as
/// the others' opponent.
pub(crate) fn rate(
    g: &StoredGameV1,
    mut current: impl FnMut(&str) -> Result<Option<StoredStatsV1>, StoreError>,
) -> Result<(StoredGameV1, Vec<(String, StoredStatsV1)>), StoreError> {
    let mut stored = g.clone();
    let (Some(standings), true) = (&g.standings, g.tallies.len() == g.players.len()) else {
        // Abandoned: kept, not rated.
        return Ok((stored, Vec::new()));
    };
    if !g.hinted.is_empty() {
        // A player had the coach's help (issue 41): kept, not rated.
        return Ok((stored, Vec::new()));
    }
    let players = identities(g);
    let mut rows = Vec::with_capacity(players.len());
    for p in &players {
        rows.push(match current(&p.key)? {
            Some(row) => row,
            None => StoredStatsV1::new(g.players[p.seats[0]]),
        });
    }
    let player_of = |seat: usize| players.iter().position(|p| p.seats.contains(&seat));
    // Ratings: the competitors (one seat each, or a partnership's side
    // as a team) ranked by their places; equal ranks share a place.
    let before: Vec<Vec<WengLinRating>> = standings
        .competitors
        .iter()
        .map(|side| {
            side.iter()
                .map(|&seat| {
                    let row = &rows[player_of(seat).expect("every seat is a player")];
                    WengLinRating {
                        rating: row.rating,
                        uncertainty: row.uncertainty,
                    }
                })
                .collect()
        })
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
        .iter()
        .zip(&standings.ranks)
        .map(|(side, &rank)| (&side[..], MultiTeamOutcome::new(rank as usize + 1)))
        .collect();
    let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
    let place = |seat: usize| {
        standings
            .competitors
            .iter()
            .enumerate()
            .find_map(|(c, side)| Some((c, side.iter().position(|&s| s == seat)?)))
    };
    let mut out = Vec::with_capacity(players.len());
    for (p, mut row) in players.iter().zip(rows) {
        let sides: Vec<usize> = p
            .seats
            .iter()
            .filter_map(|&s| place(s))
            .map(|x| x.0)
            .collect();
        if sides.len() != p.seats.len() || sides.iter().any(|&c| c != sides[0]) {
            continue; // on both sides, or a seat that does not compete
        }
        let (c, i) = place(p.seats[0]).expect("checked above");
        let rating_before = row.rating;
        row.rating += after[c][i].rating - before[c][i].rating;
        row.uncertainty = after[c][i].uncertainty.min(row.uncertainty);
        stored.ratings.push(StoredRatingChangeV1 {
            player: g.players[p.seats[0]],
            before: rating_before,
            after: row.rating,
        });
        // The side's figures once; each seat's own hands added up.
        let side = g.tallies[p.seats[0]];
        row.games += 1;
        row.wins += u32::from(side.won);
        row.points += side.points as u64;
        row.boxes += side.boxes;
        for &seat in &p.seats {
            let t = g.tallies[seat];
            row.hands += t.hands;
            row.hand_points += t.hand_points as u64;
            row.gins += t.gins;
            row.underknocks += t.undercuts;
            row.break_wins += t.break_wins;
        }
        row.last_game = g.game_id;
        out.push((p.key.clone(), row));
    }
    Ok((stored, out))
}

/// One rated player of a game and the seats they hold.
struct Identity {
    key: String,
    seats: Vec<usize>,
}

/// The game's players, each once, in the order of their first seat.
fn identities(g: &StoredGameV1) -> Vec<Identity> {
    let mut out: Vec<Identity> = Vec::new();
    for (seat, p) in g.players.iter().enumerate() {
        let key = p.key();
        match out.iter_mut().find(|i| i.key == key) {
            Some(i) => i.seats.push(seat),
            None => out.push(Identity {
                key,
                seats: vec![seat],
            }),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Standings};
    use crate::store::types::{StoredLevelV1, StoredPlayerV1, StoredTallyV1};

    const ANN: StoredPlayerV1 = StoredPlayerV1::Human { id: 1 };
    const BOB: StoredPlayerV1 = StoredPlayerV1::Human { id: 2 };
    const NORMAL: StoredPlayerV1 = StoredPlayerV1::Computer {
        level: StoredLevelV1::Normal,
    };

    /// A finished game of `rules` with `players`, won by the first
    /// competitor of `sides` (each seat played 3 hands), as stored.
    fn game(rules: Rules, players: Vec<StoredPlayerV1>, sides: Vec<Vec<usize>>) -> StoredGameV1 {
        let ranks: Vec<u32> = (0..sides.len() as u32).map(|c| c.min(1)).collect();
        let tallies = (0..players.len())
            .map(|seat| StoredTallyV1 {
                won: sides[0].contains(&seat),
                points: if sides[0].contains(&seat) { 150 } else { 40 },
                hands: 3,
                hand_points: 10,
                ..StoredTallyV1::default()
            })
            .collect();
        StoredGameV1 {
            game_id: 9,
            channel: "c".into(),
            players,
            rules: Some(rules),
            options: None,
            seed: 0,
            first_dealer: None,
            actions: vec![],
            standings: Some(Standings {
                totals: ranks.iter().map(|&r| 100 - r).collect(),
                competitors: sides,
                ranks,
            }),
            result: None,
            hands: vec![],
            tallies,
            feats: vec![],
            guild: None,
            started_ms: 0,
            finished_ms: 1,
            hinted: vec![],
            forfeit: None,
            ratings: vec![],
            daily: None,
        }
    }

    fn rated(g: &StoredGameV1) -> (StoredGameV1, Vec<(String, StoredStatsV1)>) {
        rate(g, |_| Ok(None)).unwrap()
    }

    /// V8 with two normal computers facing each other (issue 38, item 2):
    /// the level played itself, so the game counts not at all for it; the
    /// people are rated once each.
    #[test]
    fn a_level_on_both_sides_of_a_partnership_is_not_rated_v8() {
        let rules = Rules::from_names("gin", &["partnership"]).unwrap();
        let g = game(
            rules,
            vec![ANN, NORMAL, BOB, NORMAL],
            vec![vec![0, 1], vec![2, 3]],
        );
        let (stored, rows) = rated(&g);
        let keys: Vec<&str> = rows.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys, ["u:1", "u:2"]);
        assert_eq!(stored.ratings.len(), 2);
        let [ann, bob] = &stored.ratings[..] else {
            unreachable!()
        };
        assert!(
            ann.after > ann.before && bob.after < bob.before,
            "{stored:?}"
        );
    }

    /// V8 with both computers on one side: one rating change, one game,
    /// the side's points once and each seat's hands added.
    #[test]
    fn a_level_on_one_side_counts_once_v8() {
        let rules = Rules::from_names("gin", &["partnership"]).unwrap();
        let g = game(
            rules,
            vec![ANN, NORMAL, BOB, NORMAL],
            vec![vec![1, 3], vec![0, 2]],
        );
        let (stored, rows) = rated(&g);
        let computer: Vec<&StoredStatsV1> = rows
            .iter()
            .filter(|(k, _)| k == "ai:normal")
            .map(|(_, r)| r)
            .collect();
        let [row] = computer[..] else {
            panic!("one row for the level: {rows:?}")
        };
        assert_eq!((row.games, row.wins, row.points), (1, 1, 150));
        assert_eq!((row.hands, row.hand_points), (6, 20));
        let changes: Vec<_> = stored
            .ratings
            .iter()
            .filter(|r| r.player == NORMAL)
            .collect();
        assert_eq!(changes.len(), 1);
        assert!(changes[0].after > changes[0].before);
        assert_eq!(row.rating, changes[0].after);
    }

    /// V7 with two normal computers (first and last): not rated, and the
    /// person between them is.
    #[test]
    fn a_level_in_two_seats_of_three_is_not_rated_v7() {
        let rules = Rules::from_names("gin", &["three_sitout"]).unwrap();
        let g = game(
            rules,
            vec![NORMAL, ANN, NORMAL],
            vec![vec![0], vec![1], vec![2]],
        );
        let (stored, rows) = rated(&g);
        assert_eq!(rows.len(), 1, "{rows:?}");
        assert_eq!(rows[0].0, "u:1");
        assert_eq!(stored.ratings.len(), 1);
    }

    /// Every seat its own player: one change per seat, as before.
    #[test]
    fn different_players_are_each_rated_once() {
        let g = game(
            Rules::default(),
            vec![ANN, NORMAL, BOB],
            vec![vec![1], vec![0], vec![2]],
        );
        let (stored, rows) = rated(&g);
        assert_eq!(rows.len(), 3);
        let players: Vec<StoredPlayerV1> = stored.ratings.iter().map(|r| r.player).collect();
        assert_eq!(players, [ANN, NORMAL, BOB]);
    }
}
