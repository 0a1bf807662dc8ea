//! A person's data (issue 43): what the store keeps that names them, table
//! by table (`/gin privacy`), and forgetting them (`/gin forget-me`).
//!
//! Forgetting keeps the games (other people's records and ratings rest on
//! them) with the person's seats under an anonymous player
//! ([`StoredPlayerV1::Anonymous`], a number drawn at random, not derived
//! from their id), and removes their rows: channel stats, server ladders,
//! achievements and list of games, their notice choice and hand views,
//! their daily deals' results.
//! The channels' recent command log keeps the commands, with their id
//! taken out. It refuses, changing nothing, while an open table
//! (`tables_v2`) names them: a seat, the opener or a vote there is
//! theirs until the table closes.
//!
//! Nothing can bring the identity back: the people's rows are worked out
//! from the games (the backfill, `table::people`), and no game names them
//! any more.

use super::achievements::{person_key, StoredProgressV1};
use super::schema::*;
use super::types::{
    StoredCommandV1, StoredGameV1, StoredNoticeMediumV1, StoredNoticePrefV1, StoredPlayerV1,
    StoredTableV2, WATCH_VIEW_BIT,
};
use super::StoreError;
use serde_json::Value;

/// What the store keeps that names one person.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PersonData {
    /// Finished and abandoned games with a seat of theirs (`games_v1`,
    /// listed in `player_games_v1`).
    pub games: u32,
    /// Their rows of channel stats and ratings (`stats_v2`): one per
    /// channel and game.
    pub stats: u32,
    /// Their rows of server ladders (`server_stats_v1`): one per server,
    /// month and game.
    pub ladder: u32,
    /// Achievements earned (`achievements_v1`; None: no row).
    pub achievements: Option<u32>,
    /// Their choice of how to be told of their turn (`notice_prefs_v1`).
    pub notice: Option<StoredNoticeMediumV1>,
    /// Hand views the bot refreshes, each with its interaction token
    /// (`hand_views_v1`).
    pub hand_views: u32,
    /// Commands of the channels' recent log that name them (`commands_v1`).
    pub commands: u32,
    /// The channels of open tables (`tables_v2`) where they sit, that
    /// they opened or where they voted.
    pub open_tables: Vec<String>,
    /// Their results of daily deals (`daily_v1`, one per day and game).
    pub daily: u32,
}

impl PersonData {
    /// Whether nothing names them.
    pub fn is_empty(&self) -> bool {
        *self == PersonData::default()
    }
}

/// What [`super::StoreBackend::forget_person`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Forgotten {
    /// Forgotten: what was there (their games now under the anonymous
    /// player).
    Done(PersonData),
    /// Nothing changed: open tables name them (these channels).
    AtOpenTables(Vec<String>),
}

/// Whether an open table names `user`: a seat, the opener, a vote, the
/// list for the next game.
pub fn table_names(t: &StoredTableV2, user: u64) -> bool {
    t.opener == user
        || t.votes.contains(&user)
        || t.waiting.contains(&user)
        || t.seats
            .iter()
            .any(|s| s.player == StoredPlayerV1::Human { id: user })
}

/// Puts the anonymous player in `user`'s seats of a game (and its rating
/// changes); whether it named them.
pub fn anonymize_game(g: &mut StoredGameV1, user: u64, tag: u32) -> bool {
    let me = StoredPlayerV1::Human { id: user };
    let anon = StoredPlayerV1::Anonymous { tag };
    let mut changed = false;
    for p in g.players.iter_mut().filter(|p| **p == me) {
        *p = anon;
        changed = true;
    }
    for r in g.ratings.iter_mut().filter(|r| r.player == me) {
        r.player = anon;
        changed = true;
    }
    if g.daily.as_ref().is_some_and(|d| d.user == user) {
        g.daily = None;
        changed = true;
    }
    changed
}

/// Whether the JSON of a stored row may name `user` (its digits appear):
/// a cheap test before decoding it.
pub fn may_name(bytes: &[u8], user: u64) -> bool {
    let digits = user.to_string();
    bytes.windows(digits.len()).any(|w| w == digits.as_bytes())
}

/// Takes `user` out of a command as the table layer wrote it (JSON the
/// store otherwise does not read): a player that is them becomes the
/// anonymous player; their id as the actor, an opener or a voter becomes
/// 0, nobody. Whether it named them.
pub fn scrub_command(c: &mut StoredCommandV1, user: u64, tag: u32) -> bool {
    let anon = serde_json::to_value(StoredPlayerV1::Anonymous { tag }).expect("a plain enum");
    let mut changed = false;
    for v in [&mut c.actor, &mut c.command, &mut c.events] {
        changed |= scrub(v, user, &anon);
    }
    changed
}

fn scrub(v: &mut Value, user: u64, anon: &Value) -> bool {
    match v {
        Value::Object(map) => {
            let theirs = map.get("id").and_then(Value::as_u64) == Some(user);
            let kind = map.get("type").and_then(Value::as_str);
            if theirs && kind == Some("human") {
                *v = anon.clone();
                return true;
            }
            let mut changed = false;
            for (key, x) in map.iter_mut() {
                let id_field = key == "opener" || key == "user" || key == "id";
                if id_field && x.as_u64() == Some(user) {
                    *x = Value::from(0u64);
                    changed = true;
                } else {
                    changed |= scrub(x, user, anon);
                }
            }
            changed
        }
        Value::Array(items) => items
            .iter_mut()
            .fold(false, |changed, x| scrub(x, user, anon) | changed),
        _ => false,
    }
}

impl super::Store {
    /// What the file keeps that names `user`.
    pub fn person_data(&self, user: u64) -> Result<PersonData, StoreError> {
        use redb::{ReadableDatabase, ReadableTable};
        let r = self.db.begin_read()?;
        let key = person_key(user);
        let mut out = PersonData {
            open_tables: open_tables(&r.open_table(TABLES)?, user)?,
            ..PersonData::default()
        };
        out.games = r
            .open_table(PLAYER_GAMES)?
            .range((key.as_str(), 0)..=(key.as_str(), u64::MAX))?
            .count() as u32;
        for row in r.open_table(STATS)?.iter()? {
            out.stats += u32::from(row?.0.value().2 == key);
        }
        for row in r.open_table(SERVER_STATS)?.iter()? {
            out.ladder += u32::from(row?.0.value().2 == key);
        }
        if let Some(v) = r.open_table(ACHIEVEMENTS)?.get(key.as_str())? {
            let p: StoredProgressV1 = serde_json::from_slice(v.value())?;
            out.achievements = Some(p.earned.len() as u32);
        }
        if let Some(v) = r.open_table(NOTICE_PREFS)?.get(user)? {
            let p: StoredNoticePrefV1 = serde_json::from_slice(v.value())?;
            out.notice = Some(p.medium);
        }
        for row in r.open_table(HAND_VIEWS)?.iter()? {
            out.hand_views += u32::from(row?.0.value().1 & !WATCH_VIEW_BIT == user);
        }
        out.daily = super::daily::count(&r, user)?;
        for row in r.open_table(COMMANDS)?.iter()? {
            let (_, v) = row?;
            if may_name(v.value(), user) {
                let mut c: StoredCommandV1 = serde_json::from_slice(v.value())?;
                out.commands += u32::from(scrub_command(&mut c, user, 0));
            }
        }
        Ok(out)
    }

    /// Forgets `user` in one transaction (see the module), or changes
    /// nothing while an open table names them.
    pub fn forget_person(&self, user: u64, tag: u32) -> Result<Forgotten, StoreError> {
        use redb::ReadableTable;
        if self.tx.is_none() {
            return Err(StoreError::OpenedReadOnly);
        }
        let key = person_key(user);
        let txn = self.db.begin_write()?;
        let open = open_tables(&txn.open_table(TABLES)?, user)?;
        if !open.is_empty() {
            txn.abort()?;
            return Ok(Forgotten::AtOpenTables(open));
        }
        let mut out = PersonData::default();
        {
            let mut list = txn.open_table(PLAYER_GAMES)?;
            let mut ids = Vec::new();
            for row in list.range((key.as_str(), 0)..=(key.as_str(), u64::MAX))? {
                ids.push(row?.1.value());
            }
            list.retain(|(k, _), _| k != key)?;
            let mut games = txn.open_table(GAMES)?;
            for id in ids {
                let found = games.get(id)?.map(|v| v.value().to_vec());
                let Some(bytes) = found else { continue };
                let mut g: StoredGameV1 = serde_json::from_slice(&bytes)?;
                if anonymize_game(&mut g, user, tag) {
                    games.insert(id, serde_json::to_vec(&g)?.as_slice())?;
                    out.games += 1;
                }
            }
            txn.open_table(STATS)?.retain(|(_, _, p), _| {
                out.stats += u32::from(p == key);
                p != key
            })?;
            txn.open_table(SERVER_STATS)?.retain(|(_, _, p), _| {
                out.ladder += u32::from(p == key);
                p != key
            })?;
            if let Some(v) = txn.open_table(ACHIEVEMENTS)?.remove(key.as_str())? {
                let p: StoredProgressV1 = serde_json::from_slice(v.value())?;
                out.achievements = Some(p.earned.len() as u32);
            }
            if let Some(v) = txn.open_table(NOTICE_PREFS)?.remove(user)? {
                let p: StoredNoticePrefV1 = serde_json::from_slice(v.value())?;
                out.notice = Some(p.medium);
            }
            txn.open_table(HAND_VIEWS)?.retain(|(_, u), _| {
                let theirs = u & !WATCH_VIEW_BIT == user;
                out.hand_views += u32::from(theirs);
                !theirs
            })?;
            out.daily = super::daily::forget(&txn, user)?;
            let mut commands = txn.open_table(COMMANDS)?;
            let mut changed = Vec::new();
            for row in commands.iter()? {
                let (seq, v) = row?;
                if may_name(v.value(), user) {
                    let mut c: StoredCommandV1 = serde_json::from_slice(v.value())?;
                    if scrub_command(&mut c, user, tag) {
                        changed.push((seq.value(), serde_json::to_vec(&c)?));
                    }
                }
            }
            out.commands = changed.len() as u32;
            for (seq, bytes) in changed {
                commands.insert(seq, bytes.as_slice())?;
            }
        }
        txn.commit()?;
        Ok(Forgotten::Done(out))
    }
}

/// The channels of the open tables that name `user`.
fn open_tables(
    t: &impl redb::ReadableTable<&'static str, &'static [u8]>,
    user: u64,
) -> Result<Vec<String>, StoreError> {
    let mut out = Vec::new();
    for row in t.iter()? {
        let (channel, v) = row?;
        if may_name(v.value(), user) {
            let table: StoredTableV2 = serde_json::from_slice(v.value())?;
            if table_names(&table, user) {
                out.push(channel.value().to_string());
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_rows::{human, rated_game, result};
    use crate::store::types::StoredRatingChangeV1;

    /// Their seats and rating changes become the anonymous player; the
    /// others' stay.
    #[test]
    fn a_game_keeps_its_seats_under_the_anonymous_player() {
        let mut g = rated_game(1, "c", vec![human(7), human(8), human(7)], Some(result(0)));
        g.ratings = vec![StoredRatingChangeV1 {
            player: human(7),
            before: 25.0,
            after: 26.0,
        }];
        assert!(anonymize_game(&mut g, 7, 42));
        let anon = StoredPlayerV1::Anonymous { tag: 42 };
        assert_eq!(g.players, [anon, human(8), anon]);
        assert_eq!(g.ratings[0].player, anon);
        assert!(!anonymize_game(&mut g, 7, 42));
        let text = serde_json::to_string(&g).unwrap();
        assert!(!text.contains("\"id\":7"), "{text}");
    }

    /// A command's actor, players, opener and votes lose the id; other
    /// people's and other numbers stay.
    #[test]
    fn a_command_loses_the_id_and_nothing_else() {
        let mut c = StoredCommandV1 {
            channel: "c".into(),
            request_id: 431,
            at_ms: 431,
            actor: serde_json::json!({"type": "user", "id": 431, "moderator": false}),
            command: serde_json::json!({"type": "join"}),
            events: serde_json::json!([
                {"type": "opened", "opener": 431, "settings": {"turn_ms": 431}},
                {"type": "joined", "player": {"type": "human", "id": 431},
                 "seats": [{"type": "human", "id": 5}, {"type": "human", "id": 431}]},
                {"type": "earned", "user": 431, "achievement": "first_win"},
                {"type": "abandon_vote", "user": 5, "votes": 1, "needed": 2},
            ]),
        };
        assert!(may_name(&serde_json::to_vec(&c).unwrap(), 431));
        assert!(scrub_command(&mut c, 431, 9));
        let anon = serde_json::json!({"type": "anonymous", "tag": 9});
        assert_eq!(c.actor["id"], 0);
        assert_eq!(c.events[0]["opener"], 0);
        assert_eq!(c.events[0]["settings"]["turn_ms"], 431);
        assert_eq!(c.events[1]["player"], anon);
        assert_eq!(c.events[1]["seats"][0]["id"], 5);
        assert_eq!(c.events[1]["seats"][1], anon);
        assert_eq!(c.events[2]["user"], 0);
        assert_eq!(c.events[3]["user"], 5);
        assert_eq!((c.request_id, c.at_ms), (431, 431));
        assert!(!scrub_command(&mut c, 431, 9));
    }
}
