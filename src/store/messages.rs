//! What the Discord front end keeps per channel in the redb file: its
//! public table message (`discord_messages_v1`) and the hand views it
//! refreshes (`hand_views_v1`). Writes go through the writer, in
//! transactions shared with the commands.

use super::schema::{DISCORD_MESSAGES, HAND_VIEWS};
use super::types::{StoredDiscordMessagesV1, StoredHandViewV1};
use super::{Store, StoreError, Write};
use redb::{ReadableDatabase, ReadableTable};

impl Store {
    /// The id of a channel's public table message, if one is known.
    pub fn table_message(&self, channel: &str) -> Result<Option<u64>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(DISCORD_MESSAGES)?;
        let x = t.get(channel)?;
        Ok(match x {
            Some(v) => {
                Some(serde_json::from_slice::<StoredDiscordMessagesV1>(v.value())?.table_message_id)
            }
            None => None,
        })
    }

    /// Records (or with None forgets) a channel's public table message,
    /// durably, through the writer (its transaction is shared with others).
    /// Blocks: call it off the async executor (`spawn_blocking`).
    pub fn set_table_message(&self, channel: &str, id: Option<u64>) -> Result<(), StoreError> {
        let row = match id {
            Some(id) => Some(serde_json::to_vec(&StoredDiscordMessagesV1 {
                table_message_id: id,
            })?),
            None => None,
        };
        self.write(Write::DiscordMessages {
            channel: channel.to_string(),
            row,
        })?;
        Ok(())
    }

    /// Every stored hand view: (channel, user, view).
    pub fn hand_views(&self) -> Result<Vec<(String, u64, StoredHandViewV1)>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(HAND_VIEWS)?;
        let mut out = Vec::new();
        for row in t.iter()? {
            let (k, v) = row?;
            let (channel, user) = k.value();
            let view: StoredHandViewV1 = serde_json::from_slice(v.value())?;
            out.push((channel.to_string(), user, view));
        }
        Ok(out)
    }

    /// Records (or with None forgets) `user`'s hand view in `channel`,
    /// durably, through the writer. Blocks: call it off the executor.
    pub fn set_hand_view(
        &self,
        channel: &str,
        user: u64,
        view: Option<&StoredHandViewV1>,
    ) -> Result<(), StoreError> {
        let row = view.map(serde_json::to_vec).transpose()?;
        self.write(Write::HandView {
            channel: channel.to_string(),
            user,
            row,
        })?;
        Ok(())
    }
}
