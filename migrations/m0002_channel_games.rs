//! Schema 2: `channel_games_v1`, an index of each channel's games, filled
//! from the games already in `games_v1`. Idempotent: inserting an index row
//! that exists changes nothing.

use redb::{ReadableTable, TableDefinition, WriteTransaction};

// The tables this step knows (frozen copies).
const GAMES: TableDefinition<u64, &[u8]> = TableDefinition::new("games_v1");
const CHANNEL_GAMES: TableDefinition<(&str, u64), ()> = TableDefinition::new("channel_games_v1");

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    let games = txn.open_table(GAMES)?;
    let mut index = txn.open_table(CHANNEL_GAMES)?;
    for row in games.iter()? {
        let (id, value) = row?;
        let game: serde_json::Value = serde_json::from_slice(value.value())
            .map_err(|e| redb::Error::Corrupted(format!("game {}: {e}", id.value())))?;
        let channel = game
            .get("channel")
            .and_then(|c| c.as_str())
            .ok_or_else(|| redb::Error::Corrupted(format!("game {} has no channel", id.value())))?;
        index.insert((channel, id.value()), ())?;
    }
    Ok(())
}
