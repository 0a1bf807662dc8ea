//! Schema 6: stats and ratings per game. A rating means one thing only
//! within one game (Jersey Gin, Gin Rummy, Colonel), so `stats_v2` keys a
//! player's row by (channel, game, player) where `stats_v1` had (channel,
//! player). Every `stats_v1` row was Jersey Gin's: it is copied unchanged
//! under the game `jersey`, then `stats_v1` is deleted. Finished games
//! (`games_v1`) keep their rows: those written before this step read as
//! Jersey Gin.
//!
//! Frozen: this file's own table definitions; the value bytes are copied
//! as they are. Idempotent: a file without `stats_v1` has nothing to move.

use redb::{ReadableTable, TableDefinition, TableHandle, WriteTransaction};

const STATS_V1: TableDefinition<(&str, &str), &[u8]> = TableDefinition::new("stats_v1");
const STATS_V2: TableDefinition<(&str, &str, &str), &[u8]> = TableDefinition::new("stats_v2");

/// The game every row before this step belongs to.
const JERSEY: &str = "jersey";

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    let mut v2 = txn.open_table(STATS_V2)?;
    let exists = txn.list_tables()?.any(|t| t.name() == STATS_V1.name());
    if !exists {
        return Ok(());
    }
    {
        let v1 = txn.open_table(STATS_V1)?;
        for row in v1.iter()? {
            let (key, value) = row?;
            let (channel, player) = key.value();
            v2.insert((channel, JERSEY, player), value.value())?;
        }
    }
    txn.delete_table(STATS_V1)?;
    Ok(())
}
