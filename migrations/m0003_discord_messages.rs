//! Schema 3: `discord_messages_v1`, the id of each channel's public table
//! message (so a restarted bot keeps editing it). Starts empty: opening the
//! table creates it, and opening it again changes nothing (idempotent).

use redb::{TableDefinition, WriteTransaction};

// The table this step creates (a frozen copy).
const DISCORD_MESSAGES: TableDefinition<&str, &[u8]> = TableDefinition::new("discord_messages_v1");

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(DISCORD_MESSAGES)?;
    Ok(())
}
