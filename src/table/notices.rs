//! How each person wants to be told that it is their turn (`/gin notify`):
//! a mention in the table's channel (what nobody chose means), a direct
//! message, or nothing. Kept in the store per person, read when a turn of
//! theirs begins (so every process sees the latest choice).

use super::service::Service;
use super::{ChannelId, Snapshot, UserId};
use crate::store::types::{StoredNoticeMediumV1, StoredNoticePrefV1};
use crate::store::StoreError;
use gin_text::Lang;

/// Where a person is told of their turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Medium {
    /// A mention in the table's channel.
    #[default]
    Mention,
    /// A direct message from the bot.
    Dm,
    /// Nothing.
    Off,
}

/// A person's choice, with the language their client spoke when they made
/// it (a direct message speaks it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NoticePref {
    pub medium: Medium,
    pub lang: Lang,
}

impl From<StoredNoticePrefV1> for NoticePref {
    fn from(p: StoredNoticePrefV1) -> NoticePref {
        NoticePref {
            medium: match p.medium {
                StoredNoticeMediumV1::Mention => Medium::Mention,
                StoredNoticeMediumV1::Dm => Medium::Dm,
                StoredNoticeMediumV1::Off => Medium::Off,
            },
            lang: p
                .lang
                .as_deref()
                .and_then(Lang::from_tag)
                .unwrap_or_default(),
        }
    }
}

impl From<NoticePref> for StoredNoticePrefV1 {
    fn from(p: NoticePref) -> StoredNoticePrefV1 {
        StoredNoticePrefV1 {
            medium: match p.medium {
                Medium::Mention => StoredNoticeMediumV1::Mention,
                Medium::Dm => StoredNoticeMediumV1::Dm,
                Medium::Off => StoredNoticeMediumV1::Off,
            },
            lang: Some(p.lang.code().to_string()),
        }
    }
}

impl Service {
    /// How `user` wants to be told of their turn (a mention when they
    /// never chose).
    pub fn notice_pref(&self, user: UserId) -> Result<NoticePref, StoreError> {
        Ok(self
            .store()
            .notice_pref(user.get())?
            .map(NoticePref::from)
            .unwrap_or_default())
    }

    /// Every table of this process where `user` has a seat (`/gin mine`),
    /// in any channel, server or DM, as it is now: the tables are
    /// restored from the store at start, so this holds after a restart.
    pub fn tables_of(&self, user: UserId) -> Vec<(ChannelId, Snapshot)> {
        let mut out: Vec<(ChannelId, Snapshot)> = self
            .table_settings()
            .into_iter()
            .filter_map(|(channel, _)| {
                let t = self.snapshot(&channel)?;
                t.seat_of(user)?;
                Some((channel, t))
            })
            .collect();
        out.sort_by(|a, b| a.0.as_str().cmp(b.0.as_str()));
        out
    }

    /// Records `user`'s choice (durable).
    pub fn set_notice_pref(&self, user: UserId, pref: NoticePref) -> Result<(), StoreError> {
        self.store().set_notice_pref(user.get(), &pref.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use crate::table::clock::FakeClock;
    use std::sync::Arc;

    #[test]
    fn a_choice_is_kept_and_nobody_chose_means_a_mention() {
        let svc = Service::new(Store::in_memory().unwrap(), Arc::new(FakeClock::new(1))).unwrap();
        assert_eq!(svc.notice_pref(UserId(5)).unwrap(), NoticePref::default());
        let dm = NoticePref {
            medium: Medium::Dm,
            lang: Lang::PtBr,
        };
        svc.set_notice_pref(UserId(5), dm).unwrap();
        assert_eq!(svc.notice_pref(UserId(5)).unwrap(), dm);
        assert_eq!(svc.notice_pref(UserId(6)).unwrap().medium, Medium::Mention);
    }
}
