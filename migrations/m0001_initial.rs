//! Schema 1: the first layout. Creates every table of schema 1 (empty).
//! Idempotent: opening a table that exists changes nothing.

use redb::{TableDefinition, WriteTransaction};

// Schema 1's tables, as they were named then (frozen: never today's
// constants).
const META: TableDefinition<&str, u64> = TableDefinition::new("meta");
const TABLES: TableDefinition<&str, &[u8]> = TableDefinition::new("tables_v1");
const COMMANDS: TableDefinition<u64, &[u8]> = TableDefinition::new("commands_v1");
const REQUESTS: TableDefinition<(&str, u64), u64> = TableDefinition::new("requests_v1");
const GAMES: TableDefinition<u64, &[u8]> = TableDefinition::new("games_v1");
const STATS: TableDefinition<(&str, &str), &[u8]> = TableDefinition::new("stats_v1");

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(META)?;
    txn.open_table(TABLES)?;
    txn.open_table(COMMANDS)?;
    txn.open_table(REQUESTS)?;
    txn.open_table(GAMES)?;
    txn.open_table(STATS)?;
    Ok(())
}
