//! A person's data through the service (issue 43): what the store keeps
//! that names them (`/gin privacy`) and forgetting them (`/gin
//! forget-me`). The store does both ([`crate::store::forget`]); this
//! draws the anonymous player's number and speaks the table layer's
//! types.
//!
//! A person at a table in its lobby or with a game on is not forgotten:
//! the table needs them until it ends, so they are told which tables and
//! nothing changes. A finished table that still shows its result (it
//! stays until a new one is opened in its channel) is closed first.

use super::notices::{Medium, NoticePref};
use super::service::{ApplyError, Reply, Service};
use super::stage::StageKind;
use super::{Actor, ChannelId, Command, UserId};
use crate::store::forget::{Forgotten, PersonData};
use crate::store::types::StoredNoticePrefV1;
use crate::store::StoreError;

/// What the store keeps that names a person, table by table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MyData {
    /// Games with a seat of theirs (finished or abandoned).
    pub games: u32,
    /// Rows of channel stats and ratings (one per channel and game).
    pub stats: u32,
    /// Rows of server ladders (one per server, month and game).
    pub ladder: u32,
    /// Achievements earned (None: no row of achievements).
    pub achievements: Option<u32>,
    /// Their choice of `/gin notify` (None: they never chose).
    pub notice: Option<Medium>,
    /// Hand views the bot refreshes for them.
    pub hand_views: u32,
    /// Commands of the channels' recent log that name them.
    pub commands: u32,
    /// Open tables that name them.
    pub open_tables: Vec<ChannelId>,
    /// Their results of daily deals.
    pub daily: u32,
}

impl MyData {
    /// Whether the store keeps nothing that names them.
    pub fn is_empty(&self) -> bool {
        *self == MyData::default()
    }
}

impl From<PersonData> for MyData {
    fn from(d: PersonData) -> MyData {
        MyData {
            games: d.games,
            stats: d.stats,
            ladder: d.ladder,
            achievements: d.achievements,
            notice: d
                .notice
                .map(|medium| NoticePref::from(StoredNoticePrefV1 { medium, lang: None }).medium),
            hand_views: d.hand_views,
            commands: d.commands,
            open_tables: d.open_tables.iter().map(|c| ChannelId::new(c)).collect(),
            daily: d.daily,
        }
    }
}

/// What `/gin forget-me` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ForgetAnswer {
    /// Forgotten: what named them before (their games are kept under an
    /// anonymous player now).
    Forgotten(MyData),
    /// Nothing changed: these open tables name them.
    AtOpenTables(Vec<ChannelId>),
}

impl Service {
    /// What the store keeps that names `user` (`/gin privacy`).
    pub fn my_data(&self, user: UserId) -> Result<MyData, StoreError> {
        Ok(self.store().person_data(user.get())?.into())
    }

    /// The tables of this process that keep `user` until they end: a
    /// lobby or a game on where they sit. (A finished table that shows
    /// its result is closed by [`Service::forget_me`] instead.)
    pub fn tables_keeping(&self, user: UserId) -> Vec<ChannelId> {
        self.tables_of(user)
            .into_iter()
            .filter(|(_, t)| t.stage() != StageKind::Finished)
            .map(|(c, _)| c)
            .collect()
    }

    /// Forgets `user` (`/gin forget-me`): refused while a table keeps
    /// them ([`Service::tables_keeping`], and the store's own check of
    /// every open table); else the finished tables where they sit are
    /// closed (their replies are for the front end's channel posts), and
    /// the store keeps their games under an anonymous player whose number
    /// is drawn at random and removes their rows.
    pub fn forget_me(&self, user: UserId) -> Result<(ForgetAnswer, Vec<Reply>), StoreError> {
        let keeping = self.tables_keeping(user);
        if !keeping.is_empty() {
            return Ok((ForgetAnswer::AtOpenTables(keeping), Vec::new()));
        }
        let mut closed = Vec::new();
        for (channel, _) in self.tables_of(user) {
            match self.apply(&channel, 0, Actor::user(user), Command::Close) {
                Ok(reply) => closed.push(reply),
                Err(ApplyError::Refused(r)) => {
                    tracing::debug!(%channel, "a finished table stayed open: {r}");
                }
                Err(ApplyError::Failed(e)) => return Err(e),
            }
        }
        let tag = rand::random::<u32>();
        let answer = match self.store().forget_person(user.get(), tag)? {
            Forgotten::Done(d) => {
                tracing::info!(games = d.games, "a person was forgotten at their request");
                ForgetAnswer::Forgotten(d.into())
            }
            Forgotten::AtOpenTables(channels) => {
                ForgetAnswer::AtOpenTables(channels.iter().map(|c| ChannelId::new(c)).collect())
            }
        };
        Ok((answer, closed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;
    use crate::table::clock::FakeClock;
    use crate::table::Settings;
    use std::sync::Arc;

    /// A lobby keeps its people: forgetting is refused and changes
    /// nothing; once it is cancelled, the person is forgotten, their
    /// commands in the log too.
    #[test]
    fn a_lobby_keeps_its_people_until_it_closes() {
        let svc = Service::new(Store::in_memory().unwrap(), Arc::new(FakeClock::new(1))).unwrap();
        let ch = ChannelId::new("c1");
        let ann = UserId(5);
        let open = Command::Open {
            settings: Settings::default(),
        };
        svc.apply(&ch, 1, Actor::user(ann), open).unwrap();
        let before = svc.my_data(ann).unwrap();
        assert_eq!(before.open_tables, std::slice::from_ref(&ch));
        let (answer, closed) = svc.forget_me(ann).unwrap();
        assert_eq!(answer, ForgetAnswer::AtOpenTables(vec![ch.clone()]));
        assert!(closed.is_empty());
        assert_eq!(svc.my_data(ann).unwrap(), before);
        svc.apply(&ch, 2, Actor::user(ann), Command::Cancel)
            .unwrap();
        let (answer, _) = svc.forget_me(ann).unwrap();
        let ForgetAnswer::Forgotten(was) = answer else {
            panic!("{answer:?}")
        };
        assert_eq!((was.games, was.commands), (0, 2));
        assert!(svc.my_data(ann).unwrap().is_empty());
    }
}
