//! Schema 11, the daily deal (issue 43): `daily_v1` (each person's result
//! of each day's deal of each game) and `daily_days_v1` (the days each
//! person finished one, for their streak), both empty: opening them
//! creates them, and running the step again changes nothing.

use redb::{TableDefinition, WriteTransaction};

// The tables this step creates (frozen copies).
const DAILY: TableDefinition<(u64, &str, u64), &[u8]> = TableDefinition::new("daily_v1");
const DAILY_DAYS: TableDefinition<(u64, u64), u64> = TableDefinition::new("daily_days_v1");

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(DAILY)?;
    txn.open_table(DAILY_DAYS)?;
    Ok(())
}
