//! `db check`'s checks that need the rules, given to the store's check
//! (`store::check`): every stored game replays to the standings, figures,
//! hands and result it recorded, and every open table's game replays to
//! its state. Also `db export` and `db games`, which read games through
//! the rules.

use super::{seat_names, table_of};
use crate::engine::jersey::HandLine;
use crate::store::check::{CheckReport, RecordCheck};
use crate::store::types::{StoredGameV1, StoredTableV2};
use crate::store::{StoreBackend, StoreError};

/// The checks of stored records by the rules: each game and open table
/// replayed.
pub struct Replays;

impl RecordCheck for Replays {
    fn game(&self, game: &StoredGameV1) -> Result<(), String> {
        check_game(game)
    }
    fn table(&self, table: StoredTableV2) -> Result<Option<String>, String> {
        Ok(table_of(table)?.check_game().err())
    }
}

/// `db check`: the store's checks and [`Replays`].
pub fn check(store: &dyn StoreBackend) -> Result<CheckReport, StoreError> {
    store.check_all(&Replays)
}

/// Replays a stored game and checks it: every state keeps its invariants
/// (52 cards once, scores that add up), the replay reproduces the stored
/// standings (and Jersey Gin's hands and result), and every seat has a
/// player.
pub fn check_game(g: &StoredGameV1) -> Result<(), String> {
    let mut bad = None;
    let game = g
        .replay()
        .run(|game, _| {
            if bad.is_none() {
                if let Err(e) = game.check_invariants() {
                    bad = Some(e);
                }
            }
        })
        .map_err(|e| format!("the replay does not reproduce: {e}"))?;
    if let Some(e) = bad {
        return Err(e);
    }
    if g.players.len() != game.seats() {
        return Err(format!(
            "{} players instead of {}",
            g.players.len(),
            game.seats()
        ));
    }
    if let Some(seat) = g.forfeit {
        // A forfeit on the clock (issue 42): the replay stops there, and
        // the standings and figures are the forfeit's.
        if game.is_over() || usize::from(seat) >= game.seats() {
            return Err(format!("a forfeit by seat {seat} of a game not on"));
        }
    }
    if g.result.is_some() || g.standings.is_some() {
        let forfeit = g.forfeit.map(usize::from);
        let (standings, tallies, feats) = crate::table::forfeit::outcome(&game, forfeit);
        if g.standings() != standings {
            return Err("the stored standings differ from the replay".into());
        }
        let tallies: Vec<_> = tallies.into_iter().map(Into::into).collect();
        if !g.tallies.is_empty() && g.tallies != tallies {
            return Err("the stored figures of the seats differ from the replay".into());
        }
        let feats: Vec<_> = feats.into_iter().map(Into::into).collect();
        if !g.feats.is_empty() && g.feats != feats {
            return Err("the stored feats of the seats differ from the replay".into());
        }
    }
    let Some(jersey) = game.public_view().jersey() else {
        return Ok(());
    };
    let hands: Vec<HandLine> = jersey.score_sheet();
    if hands != g.hands {
        return Err("the stored hand results differ from the replay".into());
    }
    if g.result.as_ref() != jersey.game_result() {
        return Err("the stored result differs from the replay".into());
    }
    if let Some(r) = &g.result {
        for s in 0..3 {
            let won: u32 = g
                .hands
                .iter()
                .filter(|h| h.winner == s)
                .map(|h| h.points)
                .sum();
            if won != r.hand_points[s] {
                return Err(format!("seat {s}: hand points do not add up"));
            }
            if r.totals[s] != r.hand_points[s] + r.game_bonus[s] + r.box_bonus[s] {
                return Err(format!("seat {s}: total does not add up"));
            }
        }
    }
    Ok(())
}

/// A game's replay as JSON: a stored (finished or abandoned) game, or the
/// game in progress at an open table, up to its last move.
pub fn export(store: &dyn StoreBackend, game_id: u64) -> anyhow::Result<String> {
    let replay = match store.game(game_id)? {
        Some(g) => g.replay(),
        None => store
            .load_tables(table_of)?
            .into_iter()
            .find(|t| t.game_id() == game_id && t.replay().is_some())
            .and_then(|t| t.replay().cloned())
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "there is no game {game_id} in this database (`jersey-gin db games` lists them)"
                )
            })?,
    };
    Ok(serde_json::to_string_pretty(&replay)?)
}

/// One game for `db games`.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct GameLine {
    pub game_id: u64,
    /// The game and its switches: "Gin Rummy: Oklahoma, doubling".
    pub game: String,
    pub channel: String,
    /// "finished", "abandoned" or "in progress".
    pub state: &'static str,
    pub hands: usize,
    pub players: Vec<String>,
    /// The winner's seat, for a finished game.
    pub winner: Option<usize>,
}

impl std::fmt::Display for GameLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                if self.winner == Some(s) {
                    format!("{p} (won)")
                } else {
                    p.clone()
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        write!(
            f,
            "{:>6}  {:<11}  {:<20}  {:>5}  {players} · {}",
            self.game_id, self.state, self.channel, self.hands, self.game
        )
    }
}

/// The header line of `db games`.
pub const GAMES_HEADER: &str = "  game  state        channel               hands  players · game";

/// "Jersey Gin", "Gin Rummy: Oklahoma, doubling", "Colonel".
fn game_name(rules: &crate::engine::Rules) -> String {
    let summary = rules.summary();
    summary.split(';').next().unwrap_or_default().to_string()
}

/// Every game: stored ones and those in progress at open tables, by id.
pub fn list_games(store: &dyn StoreBackend) -> Result<Vec<GameLine>, StoreError> {
    let mut out: Vec<GameLine> = store
        .all_games()?
        .into_iter()
        .map(|g| GameLine {
            game_id: g.game_id,
            channel: g.channel.clone(),
            state: if g.standings().is_some() {
                "finished"
            } else {
                "abandoned"
            },
            hands: g.hands_played().unwrap_or(0) as usize,
            game: game_name(&g.rules()),
            players: seat_names(&g.players, &g.channel),
            winner: g.standings().and_then(|st| {
                let c = st.ranks.iter().position(|&r| r == 0)?;
                st.competitors[c].first().copied()
            }),
        })
        .collect();
    for t in store.load_tables(table_of)? {
        let Some(game) = t.game() else { continue };
        if game.is_over() || out.iter().any(|g| g.game_id == t.game_id()) {
            continue;
        }
        out.push(GameLine {
            game_id: t.game_id(),
            channel: t.channel().to_string(),
            state: "in progress",
            hands: game.hand_no().saturating_sub(1) as usize,
            game: game_name(&game.rules()),
            players: seat_names(
                &t.players().into_iter().map(Into::into).collect::<Vec<_>>(),
                &t.channel().to_string(),
            ),
            winner: None,
        });
    }
    out.sort_by_key(|g| g.game_id);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Replay};
    use crate::table::{FinishedGame, Player, UserId};

    fn finished_game() -> StoredGameV1 {
        finished(crate::engine::Rules::default()).0
    }

    /// A whole game of `rules` between easy computers, as stored, and the
    /// game as it ended.
    fn finished(rules: crate::engine::Rules) -> (StoredGameV1, Game) {
        let (mut game, _) = Game::new(rules, 21).unwrap();
        let mut replay = Replay::new(rules, 21);
        while !game.is_over() {
            let seat = game.to_act().first().copied().unwrap_or(0);
            let action = crate::ai::choose(crate::ai::Level::Easy, &game.seat_view(seat), 0);
            game.apply(seat, action).unwrap();
            replay
                .actions
                .push(crate::engine::SeatAction { seat, action });
        }
        let jersey = game.public_view().jersey();
        let stored = StoredGameV1::from(&FinishedGame {
            game_id: 1,
            channel: "c".into(),
            players: vec![Player::Human { id: UserId(1) }; rules.seats()],
            replay,
            standings: game.standings(),
            tallies: crate::table::tallies(&game),
            feats: crate::table::feats(&game),
            guild: None,
            result: jersey.and_then(|j| j.game_result().cloned()),
            hands: jersey.map(|j| j.score_sheet()).unwrap_or_default(),
            started_ms: 0,
            finished_ms: 1,
            hinted: Vec::new(),
            forfeit: None,
            daily: None,
        });
        (stored, game)
    }

    /// `db games` counts a game's hands, not one seat's: among three one
    /// sits out each hand (V7.1), a partnership plays each hand at two
    /// tables (V8.2). Issue 38, item 7.
    #[test]
    fn a_game_counts_its_hands_not_a_seats_v7_v8() {
        for switches in [&[][..], &["three_sitout"], &["partnership"], &["hollywood"]] {
            let rules = crate::engine::Rules::from_names("gin", switches).unwrap();
            let (stored, game) = finished(rules);
            assert_eq!(stored.hands_played(), Some(game.hand_no()), "{switches:?}");
            assert!(
                game.hand_no() > 1,
                "{switches:?}: a game of one hand tells nothing"
            );
        }
        let (stored, game) = finished(crate::engine::Rules::default());
        assert_eq!(stored.hands_played(), Some(game.hand_no()));
        let mut abandoned = stored.clone();
        abandoned.standings = None;
        abandoned.rules = Some(crate::engine::Rules::from_names("colonel", &[]).unwrap());
        assert_eq!(abandoned.hands_played(), None);
    }

    #[test]
    fn a_sound_game_passes() {
        check_game(&finished_game()).unwrap();
    }

    #[test]
    fn tampered_games_are_reported() {
        let mut g = finished_game();
        g.result.as_mut().unwrap().totals[0] += 1;
        assert!(check_game(&g).is_err());

        let mut g = finished_game();
        g.hands[0].points += 5;
        assert!(check_game(&g).unwrap_err().contains("hand results"));

        let mut g = finished_game();
        g.actions.truncate(g.actions.len() / 2);
        assert!(check_game(&g).is_err());

        let mut g = finished_game();
        g.actions.swap(0, 1);
        assert!(check_game(&g).unwrap_err().contains("does not reproduce"));
    }
}
