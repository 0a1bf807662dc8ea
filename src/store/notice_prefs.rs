//! How each person wants to be told that it is their turn
//! (`notice_prefs_v1`, `/gin notify`), in the redb file. A person's row,
//! not a channel's: every shard's file may hold one.

use super::schema::NOTICE_PREFS;
use super::types::StoredNoticePrefV1;
use super::{Store, StoreError, Write};
use redb::ReadableDatabase;

impl Store {
    /// How `user` wants to be told of their turn (None: never chose).
    pub fn notice_pref(&self, user: u64) -> Result<Option<StoredNoticePrefV1>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(NOTICE_PREFS)?;
        let row = t.get(user)?;
        Ok(match row {
            Some(v) => Some(serde_json::from_slice(v.value())?),
            None => None,
        })
    }

    /// Records `user`'s choice, durably, through the writer. Blocks: call
    /// it off the executor.
    pub fn set_notice_pref(&self, user: u64, pref: &StoredNoticePrefV1) -> Result<(), StoreError> {
        let row = serde_json::to_vec(pref)?;
        self.write(Write::NoticePref { user, row })?;
        Ok(())
    }
}
