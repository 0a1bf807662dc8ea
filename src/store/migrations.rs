//! The migrations runner. Steps live in `migrations/` at the crate root, one
//! file each, compiled in here in order. At open, every step newer than the
//! file's `schema_version` runs in its own write transaction, which also
//! records the new version.

use super::schema::{META, SCHEMA_VERSION_KEY};
use redb::WriteTransaction;

#[path = "../../migrations/m0001_initial.rs"]
mod m0001_initial;
#[path = "../../migrations/m0002_channel_games.rs"]
mod m0002_channel_games;
#[path = "../../migrations/m0003_discord_messages.rs"]
mod m0003_discord_messages;
#[path = "../../migrations/m0004_outbox.rs"]
mod m0004_outbox;
#[path = "../../migrations/m0005_tables_v2.rs"]
mod m0005_tables_v2;
#[path = "../../migrations/m0006_stats_per_game.rs"]
mod m0006_stats_per_game;
#[path = "../../migrations/m0007_channel_guilds.rs"]
mod m0007_channel_guilds;
#[path = "../../migrations/m0008_hand_views.rs"]
mod m0008_hand_views;
#[path = "../../migrations/m0009_notice_prefs.rs"]
mod m0009_notice_prefs;
#[path = "../../migrations/m0010_people.rs"]
mod m0010_people;
#[path = "../../migrations/m0011_daily.rs"]
mod m0011_daily;

/// One schema step: after it runs the file is at `version`.
pub struct Migration {
    pub version: u64,
    pub name: &'static str,
    pub run: fn(&WriteTransaction) -> Result<(), redb::Error>,
}

/// Every step, in order. Versions are 1, 2, 3… with no gaps.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        name: "initial",
        run: m0001_initial::run,
    },
    Migration {
        version: 2,
        name: "channel_games",
        run: m0002_channel_games::run,
    },
    Migration {
        version: 3,
        name: "discord_messages",
        run: m0003_discord_messages::run,
    },
    Migration {
        version: 4,
        name: "outbox",
        run: m0004_outbox::run,
    },
    Migration {
        version: 5,
        name: "tables_v2",
        run: m0005_tables_v2::run,
    },
    Migration {
        version: 6,
        name: "stats_per_game",
        run: m0006_stats_per_game::run,
    },
    Migration {
        version: 7,
        name: "channel_guilds",
        run: m0007_channel_guilds::run,
    },
    Migration {
        version: 8,
        name: "hand_views",
        run: m0008_hand_views::run,
    },
    Migration {
        version: 9,
        name: "notice_prefs",
        run: m0009_notice_prefs::run,
    },
    Migration {
        version: 10,
        name: "people",
        run: m0010_people::run,
    },
    Migration {
        version: 11,
        name: "daily",
        run: m0011_daily::run,
    },
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: u64 = MIGRATIONS.len() as u64;

/// Runs the steps after `from` up to `upto`, each in its own transaction.
pub fn migrate(db: &redb::Database, from: u64, upto: u64) -> Result<(), super::StoreError> {
    for m in MIGRATIONS
        .iter()
        .filter(|m| m.version > from && m.version <= upto)
    {
        let txn = db.begin_write().map_err(redb::Error::from)?;
        (m.run)(&txn).map_err(|e| super::StoreError::Migration {
            version: m.version,
            name: m.name,
            error: e.to_string(),
        })?;
        {
            let mut meta = txn.open_table(META).map_err(redb::Error::from)?;
            meta.insert(SCHEMA_VERSION_KEY, m.version)
                .map_err(redb::Error::from)?;
        }
        txn.commit().map_err(redb::Error::from)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_consecutive() {
        for (i, m) in MIGRATIONS.iter().enumerate() {
            assert_eq!(m.version, i as u64 + 1, "{}", m.name);
        }
    }

    // Each step is tested against a file made by the build before it
    // (`tests/fixtures/`), opened as tables and played on: the table
    // layer's `table::stored::fixtures`, since it rebuilds tables.
}
