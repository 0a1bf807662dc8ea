//! Schema 10, people's records (issue 43): `achievements_v1` (each
//! person's achievements), `player_games_v1` (each person's games in the
//! order the store recorded them) and `server_stats_v1` (the server
//! ladder: each guild's monthly season of ratings), all empty, and the
//! mark `achievements_pending` in `meta`: the games stored before this
//! step are folded into them by the table layer when it next opens the
//! store (it replays them, which a schema step cannot). Running it again
//! changes nothing.

use redb::{TableDefinition, WriteTransaction};

// The tables and key this step writes (frozen copies).
const META: TableDefinition<&str, u64> = TableDefinition::new("meta");
const ACHIEVEMENTS: TableDefinition<&str, &[u8]> = TableDefinition::new("achievements_v1");
const PLAYER_GAMES: TableDefinition<(&str, u64), u64> = TableDefinition::new("player_games_v1");
const SERVER_STATS: TableDefinition<(&str, &str, &str), &[u8]> =
    TableDefinition::new("server_stats_v1");
const ACHIEVEMENTS_PENDING_KEY: &str = "achievements_pending";

pub fn run(txn: &WriteTransaction) -> Result<(), redb::Error> {
    txn.open_table(ACHIEVEMENTS)?;
    txn.open_table(PLAYER_GAMES)?;
    txn.open_table(SERVER_STATS)?;
    txn.open_table(META)?.insert(ACHIEVEMENTS_PENDING_KEY, 1)?;
    Ok(())
}
