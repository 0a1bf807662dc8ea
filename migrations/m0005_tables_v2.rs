//! Schema 5: `tables_v2`. An open table no longer stores the engine's
//! in-memory game (`tables_v1.game`, the engine's serde, with the actions
//! again beside it) but the game's replay: rules, seed and actions, in the
//! engine's documented replay format (version 2), from which the game is
//! rebuilt on load. Every `tables_v1` row is rewritten into `tables_v2`,
//! then `tables_v1` is deleted.
//!
//! Everything here is frozen: the rows are read and written through this
//! file's own copies of the layouts (JSON values where a part is copied as
//! it is), never today's stored types or table constants. Idempotent: a
//! file without `tables_v1` has nothing to move.

use redb::{ReadableTable, TableDefinition, TableHandle, WriteTransaction};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

const TABLES_V1: TableDefinition<&str, &[u8]> = TableDefinition::new("tables_v1");
const TABLES_V2: TableDefinition<&str, &[u8]> = TableDefinition::new("tables_v2");

/// A `tables_v1` row as schema 4 wrote it.
#[derive(Deserialize)]
struct TableV1 {
    channel: String,
    opener: u64,
    settings: SettingsV1,
    stage: u8,
    seats: Vec<Value>,
    game: Option<GameV1>,
    game_id: u64,
    /// Packed: seat << 12 | kind << 8 | card index.
    actions: Vec<u16>,
    started_ms: u64,
    deadline: Option<Value>,
    votes: Vec<u64>,
    seq: u64,
    games_played: u32,
}

#[derive(Deserialize)]
struct SettingsV1 {
    /// Jersey Gin's options.
    options: Map<String, Value>,
    turn_ms: u64,
    pace_ms: u64,
    seed: Option<u64>,
}

/// Of the engine's game state only its seed is needed.
#[derive(Deserialize)]
struct GameV1 {
    seed: u64,
}

/// A `tables_v2` row as schema 5 writes it.
#[derive(Serialize)]
struct TableV2 {
    channel: String,
    opener: u64,
    settings: SettingsV2,
    stage: u8,
    seats: Vec<Value>,
    game: Option<ReplayV2>,
    game_id: u64,
    started_ms: u64,
    deadline: Option<Value>,
    votes: Vec<u64>,
    seq: u64,
    games_played: u32,
}

#[derive(Serialize)]
struct SettingsV2 {
    /// `{"game": "jersey", ...options}`.
    rules: Map<String, Value>,
    turn_ms: u64,
    pace_ms: u64,
    seed: Option<u64>,
}

/// The engine's replay, version 2.
#[derive(Serialize)]
struct ReplayV2 {
    version: u32,
    rules: Map<String, Value>,
    seed: u64,
    actions: Vec<Value>,
}

fn corrupted(what: String) -> redb::Error {
    redb::Error::Corrupted(what)
}

/// A packed Jersey Gin action as a replay action (`{"seat": 1, "type":
/// "discard", "card": "7c"}`).
fn unpack(v: u16) -> Option<Value> {
    const RANKS: &[u8; 13] = b"A23456789TJQK";
    const SUITS: &[u8; 4] = b"cdhs";
    let seat = v >> 12;
    let index = (v & 0xff) as usize;
    let card = (index & 15 < 13 && index < 64).then(|| {
        let text = [RANKS[index & 15], SUITS[index >> 4]];
        Value::from(String::from_utf8_lossy(&text).into_owned())
    });
    let mut a = Map::new();
    a.insert("seat".into(), seat.into());
    let kind = match (v >> 8) & 15 {
        0 => "draw_stock",
        1 => "take_discard",
        2 => "discard",
        3 => "knock",
        4 => "next_hand",
        _ => return None,
    };
    a.insert("type".into(), kind.into());
    if kind == "discard" || kind == "knock" {
        a.insert("card".into(), card?);
    }
    (seat < 3).then_some(Value::Object(a))
}

fn convert(old: TableV1) -> Result<TableV2, String> {
    let mut rules = Map::new();
    rules.insert("game".into(), "jersey".into());
    rules.extend(old.settings.options);
    let game = match old.game {
        None => None,
        Some(g) => Some(ReplayV2 {
            version: 2,
            rules: rules.clone(),
            seed: g.seed,
            actions: old
                .actions
                .iter()
                .map(|&a| unpack(a).ok_or_else(|| format!("action {a:#06x} cannot be read")))
                .collect::<Result<_, _>>()?,
        }),
    };
    Ok(TableV2 {
        channel: old.channel,
        opener: old.opener,
        settings: SettingsV2 {
            rules,
            turn_ms: old.settings.turn_ms,
            pace_ms: old.settings.pace_ms,
            seed: old.settings.seed,
        },
        stage: old.stage,
        seats: old.seats,
        game,
        game_id: old.game_id,
        started_ms: old.started_ms,
        deadline: old.deadline,
        votes: old.votes,
        seq: old.seq,
        games_played: old.games_played,
    })
}

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    let exists = txn.list_tables()?.any(|t| t.name() == TABLES_V1.name());
    let mut new = txn.open_table(TABLES_V2)?;
    if !exists {
        return Ok(());
    }
    {
        let old = txn.open_table(TABLES_V1)?;
        for row in old.iter()? {
            let (channel, value) = row?;
            let channel = channel.value();
            let table: TableV1 = serde_json::from_slice(value.value())
                .map_err(|e| corrupted(format!("table {channel}: {e}")))?;
            let table = convert(table).map_err(|e| corrupted(format!("table {channel}: {e}")))?;
            let bytes = serde_json::to_vec(&table).map_err(|e| corrupted(e.to_string()))?;
            new.insert(channel, bytes.as_slice())?;
        }
    }
    drop(new);
    txn.delete_table(TABLES_V1)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_actions_read_as_replay_actions() {
        use serde_json::json;
        let a = |v| unpack(v).unwrap();
        assert_eq!(a(0x0000), json!({"seat": 0, "type": "draw_stock"}));
        assert_eq!(a(0x1100), json!({"seat": 1, "type": "take_discard"}));
        assert_eq!(
            a(0x2206),
            json!({"seat": 2, "type": "discard", "card": "7c"})
        );
        assert_eq!(a(0x0339), json!({"seat": 0, "type": "knock", "card": "Ts"}));
        assert_eq!(a(0x0400), json!({"seat": 0, "type": "next_hand"}));
        assert_eq!(unpack(0x0700), None);
        assert_eq!(unpack(0x3000), None);
        assert_eq!(unpack(0x020d), None);
    }
}
