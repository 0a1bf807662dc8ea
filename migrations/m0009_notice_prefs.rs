//! Schema 9: `notice_prefs_v1`, how each person wants to be told that it
//! is their turn (a mention in the channel, a direct message, or nothing;
//! `/gin notify`). Starts empty (nobody chose yet: a mention, as before):
//! opening the table creates it, and opening it again changes nothing
//! (idempotent).

use redb::{TableDefinition, WriteTransaction};

// The table this step creates (a frozen copy).
const NOTICE_PREFS: TableDefinition<u64, &[u8]> = TableDefinition::new("notice_prefs_v1");

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(NOTICE_PREFS)?;
    Ok(())
}
