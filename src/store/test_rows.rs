//! Rows for the store's own tests, made as stored records (the store
//! knows nothing of tables: the table layer's tests cover what it writes,
//! `table::stored`). Compiled only under #[cfg(test)] (see `mod test_rows`
//! in mod.rs).

use super::types::*;
use super::Commit;
use crate::engine::jersey::GameResult;
use crate::engine::Rules;

pub fn human(id: u64) -> StoredPlayerV1 {
    StoredPlayerV1::Human { id }
}

/// A table waiting in its lobby, opened by `opener`, at channel number
/// `seq`.
pub fn lobby(channel: &str, opener: u64, seq: u64, guild: Option<u64>) -> StoredTableV2 {
    StoredTableV2 {
        channel: channel.into(),
        opener,
        settings: StoredSettingsV2 {
            rules: Rules::default(),
            turn_ms: 60_000,
            pace_ms: 0,
            seed: None,
            pictures: None,
            four_colour: false,
            lang: None,
            hints: None,
            interactions_only: false,
            answers_private: false,
            clock_end_forfeits: false,
            daily: None,
        },
        stage: 0,
        seats: vec![StoredSeatV1 {
            player: human(opener),
            timeouts: 0,
            auto: false,
        }],
        game: None,
        game_id: 0,
        started_ms: 0,
        deadline: None,
        votes: vec![],
        seq,
        games_played: 0,
        guild,
        hinted: vec![],
        forfeit: None,
        waiting: vec![],
    }
}

/// One accepted command at `at_ms` (its parts as the store keeps them:
/// JSON it does not read).
pub fn command(channel: &str, request_id: u64, at_ms: u64) -> StoredCommandV1 {
    StoredCommandV1 {
        channel: channel.into(),
        request_id,
        at_ms,
        actor: serde_json::json!({"user": 1}),
        command: serde_json::json!({"type": "open"}),
        events: serde_json::json!([]),
    }
}

/// Command number `seq` of `channel` with its request id, leaving the
/// channel's table as `table` (None: closed).
pub fn commit(
    channel: &str,
    seq: u64,
    request_id: u64,
    table: Option<&StoredTableV2>,
    guild: Option<u64>,
) -> Commit {
    Commit {
        channel: channel.into(),
        request_id,
        table: table.map(|t| serde_json::to_vec(t).unwrap()),
        command: serde_json::to_vec(&command(channel, request_id, 1_000)).unwrap(),
        channel_seq: seq,
        finished: None,
        guild,
    }
}

/// A Jersey Gin game record with this result (None: abandoned), as the
/// table layer records one (no actions: the store does not replay what it
/// records).
pub fn rated_game(
    id: u64,
    channel: &str,
    players: Vec<StoredPlayerV1>,
    result: Option<GameResult>,
) -> StoredGameV1 {
    let rules = Rules::default();
    let Rules::Jersey(options) = rules else {
        unreachable!("the default game is Jersey Gin")
    };
    let tallies = match &result {
        Some(result) => (0..3)
            .map(|s| StoredTallyV1 {
                won: result.winner == s,
                points: result.totals[s],
                boxes: result.boxes[s],
                hand_points: result.hand_points[s],
                ..Default::default()
            })
            .collect(),
        None => vec![],
    };
    StoredGameV1 {
        game_id: id,
        channel: channel.into(),
        players,
        rules: Some(rules),
        options: Some(options),
        seed: 0,
        first_dealer: None,
        actions: vec![],
        standings: result.as_ref().map(GameResult::standings),
        result,
        hands: vec![],
        tallies,
        feats: vec![],
        guild: None,
        started_ms: 0,
        finished_ms: 0,
        ratings: vec![],
        hinted: vec![],
        forfeit: None,
        daily: None,
    }
}

/// A Jersey Gin result that `winner` won by 200 to nothing.
pub fn result(winner: usize) -> GameResult {
    let mut totals = [0; 3];
    totals[winner] = 200;
    let mut hand_points = [0; 3];
    hand_points[winner] = 200;
    let ranking = match winner {
        0 => [0, 1, 2],
        1 => [1, 0, 2],
        _ => [2, 0, 1],
    };
    GameResult {
        winner,
        hand_points,
        boxes: [0; 3],
        game_bonus: [0; 3],
        box_bonus: [0; 3],
        totals,
        ranking,
    }
}
