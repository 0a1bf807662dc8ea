//! `db compact`: gives the space of deleted rows (the pruned command log,
//! closed tables) back to the file system. redb reuses freed pages for new
//! rows but never makes its file smaller by itself; compaction moves the
//! live pages down and truncates the file. It needs the file to itself, so
//! it runs while no bot or terminal game holds it (refused otherwise).

use super::{file, open_error, StoreError};
use redb::Database;
use std::path::Path;

/// What a compaction did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompactReport {
    pub bytes_before: u64,
    pub bytes_after: u64,
    /// Compaction passes that moved pages (0: nothing to give back).
    pub passes: u32,
}

impl std::fmt::Display for CompactReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mb = |b: u64| b as f64 / 1e6;
        write!(
            f,
            "compacted: {:.1} MB -> {:.1} MB ({})",
            mb(self.bytes_before),
            mb(self.bytes_after),
            super::count(self.passes.into(), "pass", "passes")
        )
    }
}

/// redb compacts in passes, each moving what it can; a file settles in a
/// few. The bound only guards against a pass that never reports "done".
const MAX_PASSES: u32 = 64;

/// Compacts the store file at `path`, which must be a sound store of ours,
/// not newer than this build, held by no process.
pub fn compact(path: &Path) -> Result<CompactReport, StoreError> {
    let size = |p: &Path| {
        std::fs::metadata(p)
            .map(|m| m.len())
            .map_err(|e| StoreError::io(p, &e))
    };
    let bytes_before = size(path)?;
    // Looks before touching, as `Store::open` does: a damaged file or one
    // that is not ours stays as it is.
    file::verify(path)?;
    let mut db = match file::guarded(|| Database::open(path)) {
        Err(panic) => return Err(StoreError::damaged(path, panic)),
        Ok(r) => r.map_err(|e| open_error(path, e))?,
    };
    let mut passes = 0;
    while passes < MAX_PASSES {
        match db.compact() {
            Ok(true) => passes += 1,
            Ok(false) => break,
            Err(e) => {
                return Err(StoreError::Db(format!(
                    "cannot compact {}: {e}",
                    path.display()
                )))
            }
        }
    }
    drop(db);
    Ok(CompactReport {
        bytes_before,
        bytes_after: size(path)?,
        passes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::check::StorageOnly;
    use crate::store::prune::LogMark;
    use crate::store::test_rows::{commit, lobby};
    use crate::store::types::StoredOutboxV1;
    use crate::store::Store;

    /// Many open-and-close commands, then their log pruned: the file keeps
    /// its size until compacted, and is still sound and whole after.
    #[test]
    fn a_pruned_file_shrinks_when_compacted_and_stays_sound() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.redb");
        {
            let store = Store::open(&path).unwrap();
            let mut seqs = [0u64; 40];
            for i in 0..400u64 {
                let c = (i % 40) as usize;
                let channel = format!("ch{c}");
                seqs[c] += 1;
                let open = lobby(&channel, 1, seqs[c], None);
                store
                    .commit(commit(&channel, seqs[c], 2 * i + 1, Some(&open), None))
                    .unwrap();
                if i < 360 {
                    seqs[c] += 1;
                    store
                        .commit(commit(&channel, seqs[c], 2 * i + 2, None, None))
                        .unwrap();
                }
            }
            for (c, &posted) in seqs.iter().enumerate() {
                let row = StoredOutboxV1 {
                    posted,
                    ..Default::default()
                };
                store.set_outbox(&format!("ch{c}"), row).unwrap();
            }
            let pruned = store
                .prune_commands(60_000, 1_000, &|_| LogMark::Other)
                .unwrap();
            assert!(pruned.commands > 600, "{pruned:?}");
        }
        let tables_before = Store::open_read_only(&path)
            .unwrap()
            .load_tables(Ok)
            .unwrap()
            .len();
        let report = compact(&path).unwrap();
        eprintln!("{report}");
        assert!(report.passes > 0, "{report}");
        assert!(
            report.bytes_after < report.bytes_before,
            "{report}: the file did not shrink"
        );
        let store = Store::open_read_only(&path).unwrap();
        assert!(store.check_all(&StorageOnly).unwrap().is_ok());
        assert_eq!(store.load_tables(Ok).unwrap().len(), tables_before);
        assert_eq!(tables_before, 40);
    }

    #[test]
    fn a_file_held_by_a_process_is_not_compacted() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("held.redb");
        let held = Store::open(&path).unwrap();
        let err = compact(&path).unwrap_err();
        assert!(matches!(err, StoreError::InUse { .. }), "{err}");
        drop(held);
        compact(&path).unwrap();
    }

    #[test]
    fn a_file_that_is_not_ours_is_left_as_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("notes.redb");
        std::fs::write(&path, b"not a database at all, just some notes").unwrap();
        let before = std::fs::read(&path).unwrap();
        assert!(compact(&path).is_err());
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }
}
