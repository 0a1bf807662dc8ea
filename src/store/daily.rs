//! The daily deal's results (issue 43, since schema 11), on the redb file:
//! `daily_v1` ((day, game, user) → the result) and `daily_days_v1`
//! ((user, day) → how many games of that day they finished), written by
//! the writer with the game that ends a daily deal (the first result of a
//! person, day and game is kept), read for the board and the streak.

use super::schema::{DAILY, DAILY_DAYS};
use super::{Store, StoreError};
use redb::{ReadableDatabase, ReadableTable};
use serde::{Deserialize, Serialize};

/// One person's result of one day's deal of one game (`daily_v1`, JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredDailyV1 {
    /// Days since 1970-01-01, UTC: the deal's day (not the day it ended).
    pub day: u32,
    /// The game's key (`jersey`, `gin`, `colonel`).
    pub game: String,
    pub user: u64,
    /// The server it was played in (None: a DM, a group DM, a server
    /// without the bot's own access unknown).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<u64>,
    /// The hand's points, net: positive when the person won it.
    pub points: i64,
    pub game_id: u64,
    pub finished_ms: u64,
}

/// The writer's side: the daily tables open in its transaction.
pub(crate) struct DailyWriter<'txn> {
    pub results: redb::Table<'txn, (u64, &'static str, u64), &'static [u8]>,
    pub days: redb::Table<'txn, (u64, u64), u64>,
}

impl<'txn> DailyWriter<'txn> {
    /// The daily tables, open in the writer's transaction.
    pub fn open(txn: &'txn redb::WriteTransaction) -> Result<Self, StoreError> {
        Ok(DailyWriter {
            results: txn.open_table(DAILY)?,
            days: txn.open_table(DAILY_DAYS)?,
        })
    }

    /// Records a result unless the person already has one for that day
    /// and game.
    pub fn record(&mut self, d: &StoredDailyV1) -> Result<(), StoreError> {
        let key = (u64::from(d.day), d.game.as_str(), d.user);
        if self.results.get(key)?.is_some() {
            return Ok(());
        }
        self.results
            .insert(key, serde_json::to_vec(d)?.as_slice())?;
        let day = (d.user, u64::from(d.day));
        let n = self.days.get(day)?.map(|v| v.value()).unwrap_or(0);
        self.days.insert(day, n + 1)?;
        Ok(())
    }
}

impl Store {
    /// Every result of a day's deal of `game`, in no particular order.
    pub fn daily_results(&self, day: u32, game: &str) -> Result<Vec<StoredDailyV1>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(DAILY)?;
        let day = u64::from(day);
        let mut out = Vec::new();
        for row in t.range((day, game, 0)..=(day, game, u64::MAX))? {
            out.push(serde_json::from_slice(row?.1.value())?);
        }
        Ok(out)
    }

    /// The days on which `user` finished a daily deal, oldest first.
    pub fn daily_days(&self, user: u64) -> Result<Vec<u32>, StoreError> {
        let r = self.db.begin_read()?;
        let t = r.open_table(DAILY_DAYS)?;
        let mut out = Vec::new();
        for row in t.range((user, 0)..=(user, u64::MAX))? {
            out.push(row?.0.value().1 as u32);
        }
        Ok(out)
    }
}

/// Removes `user`'s daily rows in a write transaction (forgetting them):
/// how many results there were.
pub(crate) fn forget(txn: &redb::WriteTransaction, user: u64) -> Result<u32, StoreError> {
    let mut days = txn.open_table(DAILY_DAYS)?;
    let mut results = txn.open_table(DAILY)?;
    let mine: Vec<u64> = days
        .range((user, 0)..=(user, u64::MAX))?
        .map(|r| r.map(|(k, _)| k.value().1))
        .collect::<Result<_, _>>()?;
    let mut n = 0;
    for day in mine {
        days.remove((user, day))?;
        for game in ["jersey", "gin", "colonel"] {
            n += u32::from(results.remove((day, game, user))?.is_some());
        }
    }
    Ok(n)
}

/// How many daily results name `user` (for `/gin privacy`).
pub(crate) fn count(txn: &redb::ReadTransaction, user: u64) -> Result<u32, StoreError> {
    let days = txn.open_table(DAILY_DAYS)?;
    let mut n = 0;
    for row in days.range((user, 0)..=(user, u64::MAX))? {
        n += row?.1.value() as u32;
    }
    Ok(n)
}
