//! Schema 8: `hand_views_v1`, each person's hand view that the bot keeps
//! refreshing, with the interaction token that edits it and when that
//! token stops working, so that a restarted bot refreshes the views shown
//! before it. Starts empty: opening the table creates it, and opening it
//! again changes nothing (idempotent).

use redb::{TableDefinition, WriteTransaction};

// The table this step creates (a frozen copy).
const HAND_VIEWS: TableDefinition<(&str, u64), &[u8]> = TableDefinition::new("hand_views_v1");

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(HAND_VIEWS)?;
    Ok(())
}
