//! Schema 7: `channel_guilds_v1`, the Discord guild of every channel whose
//! guild is known, kept after its table closes (a table's row only had it
//! while open). `db reshard` sends each channel's history, leaderboard
//! and log to the file of the shard that owns its guild. Filled here from
//! the open tables that recorded their guild; the channels of tables that
//! closed before this step stay unknown (shard 0's, like a table of
//! unknown guild). Idempotent: the same rows are written again.

use redb::{ReadableTable, TableDefinition, WriteTransaction};

// The tables this step knows, as they were at schema 7 (frozen copies:
// never today's constants or stored types).
const TABLES: TableDefinition<&str, &[u8]> = TableDefinition::new("tables_v2");
const CHANNEL_GUILDS: TableDefinition<&str, u64> = TableDefinition::new("channel_guilds_v1");

/// Only the channel and the guild of a `tables_v2` row are needed here.
#[derive(serde::Deserialize)]
struct GuildOf {
    channel: String,
    #[serde(default)]
    guild: Option<u64>,
}

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    let tables = txn.open_table(TABLES)?;
    let mut guilds = txn.open_table(CHANNEL_GUILDS)?;
    for row in tables.iter()? {
        let (key, value) = row?;
        let t: GuildOf = serde_json::from_slice(value.value()).map_err(|e| {
            redb::Error::Corrupted(format!("table of channel {}: {e}", key.value()))
        })?;
        if let Some(guild) = t.guild {
            guilds.insert(t.channel.as_str(), guild)?;
        }
    }
    Ok(())
}
