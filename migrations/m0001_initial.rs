//! Schema 1: the first layout. Creates every table of schema 1 (empty).
//! Idempotent: opening a table that exists changes nothing.

use crate::store::schema::*;
use redb::WriteTransaction;

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(META)?;
    txn.open_table(TABLES)?;
    txn.open_table(COMMANDS)?;
    txn.open_table(REQUESTS)?;
    txn.open_table(GAMES)?;
    txn.open_table(STATS)?;
    Ok(())
}
