//! A person's data on PostgreSQL (`/gin privacy`, `/gin forget-me`): the
//! same reading and forgetting as the redb file's ([`crate::store::forget`]),
//! forgetting in one transaction.

use super::{decode, i, Conn, PgStore, TxError};
use crate::store::achievements::{person_key, StoredProgressV1};
use crate::store::forget::{
    anonymize_game, may_name, scrub_command, table_names, Forgotten, PersonData,
};
use crate::store::types::{
    StoredCommandV1, StoredGameV1, StoredNoticePrefV1, StoredTableV2, WATCH_VIEW_BIT,
};
use crate::store::StoreError;

/// Commands whose JSON holds the id's digits (each then decoded and
/// checked).
const COMMANDS_WITH: &str =
    "SELECT seq, data FROM commands_v1 WHERE position($1::bytea in data) > 0";

impl PgStore {
    pub(super) fn person_data_pg(&self, user: u64) -> Result<PersonData, StoreError> {
        self.read(|c| {
            let key = person_key(user);
            let count = |c: &mut Conn, sql: &'static str| -> Result<u32, StoreError> {
                Ok(c.query_one(sql, &[&key])?.get::<_, i64>(0) as u32)
            };
            let mut out = PersonData {
                open_tables: open_tables(c, user)?,
                games: count(c, "SELECT COUNT(*) FROM player_games_v1 WHERE player = $1")?,
                stats: count(c, "SELECT COUNT(*) FROM stats_v2 WHERE player = $1")?,
                ladder: count(c, "SELECT COUNT(*) FROM server_stats_v1 WHERE player = $1")?,
                ..PersonData::default()
            };
            let row = c.query_opt(
                "SELECT data FROM achievements_v1 WHERE player = $1",
                &[&key],
            )?;
            if let Some(r) = row {
                let p: StoredProgressV1 = decode(r.get(0))?;
                out.achievements = Some(p.earned.len() as u32);
            }
            let row = c.query_opt(
                "SELECT data FROM notice_prefs_v1 WHERE user_id = $1",
                &[&i(user)],
            )?;
            if let Some(r) = row {
                out.notice = Some(decode::<StoredNoticePrefV1>(r.get(0))?.medium);
            }
            out.hand_views = c
                .query_one(
                    "SELECT COUNT(*) FROM hand_views_v1 WHERE user_id IN ($1, $2)",
                    &[&i(user), &i(user | WATCH_VIEW_BIT)],
                )?
                .get::<_, i64>(0) as u32;
            out.daily = c
                .query_one(
                    "SELECT COUNT(*) FROM daily_v1 WHERE user_id = $1",
                    &[&i(user)],
                )?
                .get::<_, i64>(0) as u32;
            let digits = user.to_string().into_bytes();
            for r in c.query(COMMANDS_WITH, &[&digits])? {
                let mut cmd: StoredCommandV1 = decode(r.get(1))?;
                out.commands += u32::from(scrub_command(&mut cmd, user, 0));
            }
            Ok(out)
        })
    }

    pub(super) fn forget_person_pg(&self, user: u64, tag: u32) -> Result<Forgotten, StoreError> {
        self.read(|c| {
            c.transaction(|t| forget_in(t, user, tag))
                .map_err(TxError::error)
        })
    }
}

fn forget_in(t: &mut Conn, user: u64, tag: u32) -> Result<Forgotten, StoreError> {
    let open = open_tables(t, user)?;
    if !open.is_empty() {
        return Ok(Forgotten::AtOpenTables(open));
    }
    let key = person_key(user);
    let mut out = PersonData::default();
    let ids = t.query(
        "DELETE FROM player_games_v1 WHERE player = $1 RETURNING game_id",
        &[&key],
    )?;
    for id in ids.iter().map(|r| r.get::<_, i64>(0)) {
        let row = t.query_opt(
            "SELECT data FROM games_v1 WHERE game_id = $1 FOR UPDATE",
            &[&id],
        )?;
        let Some(row) = row else { continue };
        let mut g: StoredGameV1 = decode(row.get(0))?;
        if anonymize_game(&mut g, user, tag) {
            t.execute(
                "UPDATE games_v1 SET data = $2 WHERE game_id = $1",
                &[&id, &serde_json::to_vec(&g)?],
            )?;
            out.games += 1;
        }
    }
    out.stats = t.execute("DELETE FROM stats_v2 WHERE player = $1", &[&key])? as u32;
    out.ladder = t.execute("DELETE FROM server_stats_v1 WHERE player = $1", &[&key])? as u32;
    let row = t.query_opt(
        "DELETE FROM achievements_v1 WHERE player = $1 RETURNING data",
        &[&key],
    )?;
    if let Some(r) = row {
        out.achievements = Some(decode::<StoredProgressV1>(r.get(0))?.earned.len() as u32);
    }
    let row = t.query_opt(
        "DELETE FROM notice_prefs_v1 WHERE user_id = $1 RETURNING data",
        &[&i(user)],
    )?;
    if let Some(r) = row {
        out.notice = Some(decode::<StoredNoticePrefV1>(r.get(0))?.medium);
    }
    out.hand_views = t.execute(
        "DELETE FROM hand_views_v1 WHERE user_id IN ($1, $2)",
        &[&i(user), &i(user | WATCH_VIEW_BIT)],
    )? as u32;
    out.daily = t.execute("DELETE FROM daily_v1 WHERE user_id = $1", &[&i(user)])? as u32;
    let digits = user.to_string().into_bytes();
    for r in t.query(COMMANDS_WITH, &[&digits])? {
        let seq: i64 = r.get(0);
        let mut cmd: StoredCommandV1 = decode(r.get(1))?;
        if scrub_command(&mut cmd, user, tag) {
            t.execute(
                "UPDATE commands_v1 SET data = $2 WHERE seq = $1",
                &[&seq, &serde_json::to_vec(&cmd)?],
            )?;
            out.commands += 1;
        }
    }
    Ok(Forgotten::Done(out))
}

/// The channels of the open tables that name `user`.
fn open_tables(c: &mut Conn, user: u64) -> Result<Vec<String>, StoreError> {
    let digits = user.to_string().into_bytes();
    let rows = c.query(
        "SELECT channel, data FROM tables_v2 WHERE position($1::bytea in data) > 0 \
         ORDER BY channel COLLATE \"C\"",
        &[&digits],
    )?;
    let mut out = Vec::new();
    for r in rows {
        let data: &[u8] = r.get(1);
        if may_name(data, user) && table_names(&decode::<StoredTableV2>(data)?, user) {
            out.push(r.get(0));
        }
    }
    Ok(out)
}
