//! Schema 4: the channel log and the outbox. `channel_log_v1` numbers the
//! stored commands of each channel 1, 2, 3… in commit order (all the
//! tables a channel had, together); `outbox_v1` starts with all of them
//! marked as posted (what an older build showed, or lost, is not shown
//! again); every open table takes its channel's number as its `seq`.
//! Idempotent: the numbering is rebuilt from `commands_v1` the same way.

use redb::{ReadableTable, TableDefinition, WriteTransaction};
use std::collections::BTreeMap;

// The tables and rows this step knows, as they were at schema 4 (frozen
// copies: never today's constants or stored types).
const TABLES: TableDefinition<&str, &[u8]> = TableDefinition::new("tables_v1");
const COMMANDS: TableDefinition<u64, &[u8]> = TableDefinition::new("commands_v1");
const CHANNEL_LOG: TableDefinition<(&str, u64), u64> = TableDefinition::new("channel_log_v1");
const OUTBOX: TableDefinition<&str, &[u8]> = TableDefinition::new("outbox_v1");

/// An `outbox_v1` row.
#[derive(serde::Serialize)]
struct StoredOutboxV1 {
    posted: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    sending: Option<u64>,
}

/// Only the channel of a stored command is needed here.
#[derive(serde::Deserialize)]
struct ChannelOf {
    channel: String,
}

fn corrupted(what: String) -> redb::Error {
    redb::Error::Corrupted(what)
}

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    let commands = txn.open_table(COMMANDS)?;
    let mut log = txn.open_table(CHANNEL_LOG)?;
    let mut counts: BTreeMap<String, u64> = BTreeMap::new();
    for row in commands.iter()? {
        let (seq, value) = row?;
        let c: ChannelOf = serde_json::from_slice(value.value())
            .map_err(|e| corrupted(format!("command {}: {e}", seq.value())))?;
        let n = counts.entry(c.channel.clone()).or_default();
        *n += 1;
        log.insert((c.channel.as_str(), *n), seq.value())?;
    }
    let mut outbox = txn.open_table(OUTBOX)?;
    for (channel, &n) in &counts {
        let row = StoredOutboxV1 {
            posted: n,
            sending: None,
        };
        let bytes = serde_json::to_vec(&row).map_err(|e| corrupted(e.to_string()))?;
        outbox.insert(channel.as_str(), bytes.as_slice())?;
    }
    let mut tables = txn.open_table(TABLES)?;
    let mut rewritten = Vec::new();
    for row in tables.iter()? {
        let (channel, value) = row?;
        let mut table: serde_json::Value = serde_json::from_slice(value.value())
            .map_err(|e| corrupted(format!("table {}: {e}", channel.value())))?;
        let n = counts.get(channel.value()).copied().unwrap_or(0);
        table["seq"] = n.into();
        let bytes = serde_json::to_vec(&table).map_err(|e| corrupted(e.to_string()))?;
        rewritten.push((channel.value().to_string(), bytes));
    }
    for (channel, bytes) in rewritten {
        tables.insert(channel.as_str(), bytes.as_slice())?;
    }
    Ok(())
}
