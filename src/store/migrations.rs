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
    use crate::store::Store;

    fn fixture(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(name);
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures")
            .join(name);
        std::fs::copy(&src, &path).unwrap();
        (dir, path)
    }

    #[test]
    fn versions_are_consecutive() {
        for (i, m) in MIGRATIONS.iter().enumerate() {
            assert_eq!(m.version, i as u64 + 1, "{}", m.name);
        }
    }

    /// m0001 runs on a file made by schema 0: an empty redb database.
    #[test]
    fn m0001_opens_a_schema_0_file() {
        let (_dir, path) = fixture("schema_v0.redb");
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        assert!(store.load_tables().unwrap().is_empty());
    }

    /// m0002 runs on a file made by schema 1: its game gets indexed.
    #[test]
    fn m0002_opens_a_schema_1_file() {
        let (_dir, path) = fixture("schema_v1.redb");
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        let recent = store.recent_games("fixture", 10).unwrap();
        assert_eq!(recent.len(), 1);
        assert_eq!(recent[0].game_id, 1);
        let tables = store.load_tables().unwrap();
        assert_eq!(tables.len(), 1);
        assert_eq!(tables[0].channel, "fixture");
        drop(store);
        // Opening again runs nothing and changes nothing.
        let store = Store::open(&path).unwrap();
        assert_eq!(store.recent_games("fixture", 10).unwrap().len(), 1);
    }

    /// m0003 runs on a file made by schema 2: no table message is known
    /// yet, the rest is as it was, and a message id can be stored.
    #[test]
    fn m0003_opens_a_schema_2_file() {
        let (_dir, path) = fixture("schema_v2.redb");
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        assert_eq!(store.table_message("fixture").unwrap(), None);
        assert_eq!(store.recent_games("fixture", 10).unwrap().len(), 1);
        assert_eq!(store.load_tables().unwrap().len(), 1);
        store.set_table_message("fixture", Some(42)).unwrap();
        drop(store);
        // Opening again runs nothing and keeps the row.
        let store = Store::open(&path).unwrap();
        assert_eq!(store.table_message("fixture").unwrap(), Some(42));
        store.set_table_message("fixture", None).unwrap();
        assert_eq!(store.table_message("fixture").unwrap(), None);
    }

    /// Writes the fixtures (run by hand with `--ignored` when a schema step
    /// is added; the files are committed).
    #[test]
    #[ignore]
    fn make_fixtures() {
        use crate::store::schema::*;
        use crate::table::{clock::FakeClock, service::Service, Actor, Command, Settings};
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let v0 = dir.join("schema_v0.redb");
        let _ = std::fs::remove_file(&v0);
        drop(redb::Database::create(&v0).unwrap());

        // Schema 1: play a game to its end in memory, then write the rows a
        // schema-1 build would have written.
        let clock = FakeClock::new(1_000_000);
        let svc = Service::new(
            Store::in_memory().unwrap(),
            std::sync::Arc::new(clock.clone()),
        )
        .unwrap();
        let ch = "fixture";
        let settings = Settings {
            pace_ms: 0,
            seed: Some(5),
            ..Settings::default()
        };
        let mut rid = 0;
        let mut send = |actor, command| {
            rid += 1;
            svc.apply(ch, rid, actor, command).unwrap();
        };
        send(Actor::user(7), Command::Open { settings });
        for level in [crate::ai::Level::Easy, crate::ai::Level::Hard] {
            send(Actor::user(7), Command::AddComputer { level });
        }
        send(Actor::user(7), Command::Start);
        // The person times out twice and a computer plays the seat.
        while svc.table(ch).unwrap().stage == crate::table::Stage::Playing {
            clock.advance(200_000);
            svc.run_due();
        }
        let table = svc.table(ch).unwrap();
        let game_row = svc.store().game(table.game_id).unwrap().unwrap();
        let v1 = dir.join("schema_v1.redb");
        let _ = std::fs::remove_file(&v1);
        let db = redb::Database::create(&v1).unwrap();
        migrate(&db, 0, 1).unwrap();
        let txn = db.begin_write().unwrap();
        {
            let mut games = txn.open_table(GAMES).unwrap();
            games
                .insert(
                    game_row.game_id,
                    serde_json::to_vec(&game_row).unwrap().as_slice(),
                )
                .unwrap();
            let mut tables = txn.open_table(TABLES).unwrap();
            let stored = crate::store::types::StoredTableV1::from(&table);
            tables
                .insert(ch, serde_json::to_vec(&stored).unwrap().as_slice())
                .unwrap();
        }
        txn.commit().unwrap();
        drop(db);

        // Schema 2: the schema-1 file taken through step 2.
        let v2 = dir.join("schema_v2.redb");
        let _ = std::fs::remove_file(&v2);
        std::fs::copy(&v1, &v2).unwrap();
        let db = redb::Database::open(&v2).unwrap();
        migrate(&db, 1, 2).unwrap();
    }
}
