//! `db reshard`: the redb files of a bot split over processes, made again
//! for a new shard count. Each process of such a bot keeps its own file,
//! holding the channels of the guilds its shards receive; when the count
//! (or the ranges) change, guilds move between shards, and their tables,
//! history, leaderboards and channel logs must move with them.
//!
//! The input is every process's file (or the one file of a bot that ran as
//! one process); each file records the shards of its process (`meta`, see
//! [`Store::claim_shards`]), and together they must cover every shard of
//! the old count once. A channel's rows are taken from the file of the
//! process that owned its guild (a copy of the channel in another file is
//! stale: that process never ran it) and written to the new file whose
//! range holds its guild's new shard. A channel whose guild is not known
//! (its table closed before guilds were kept) is shard 0's, as the bot
//! itself treats it.
//!
//! Command numbers are renumbered per new file (the channel logs and
//! request ids follow); game ids are kept, since players see them. New
//! files record their range and the highest game id of any input
//! (`game_ids_above`), so that their processes number new games apart
//! (see `Service::with_shards`). Inputs are only read (a file a running
//! bot holds is refused); the new files are written under temporary names
//! and checked, and appear only when every one is complete.

use super::check::RecordCheck;
use super::schema::*;
use super::types::{shard_of, ShardRange};
use super::{count, Store, StoreError};
use redb::{ReadableDatabase, ReadableTable, ReadableTableMetadata, TableHandle, WriteTransaction};
use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};

/// The new shard count and the range of each new file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub total: u32,
    pub ranges: Vec<ShardRange>,
}

impl Plan {
    /// `total` shards in `ranges` (`0-1,2,3-4`: first-last or one shard,
    /// in order, every shard once); None: one file per shard.
    pub fn new(total: u32, ranges: Option<&str>) -> Result<Plan, StoreError> {
        if total == 0 {
            return Err(refused("--total must be at least 1"));
        }
        let ranges: Vec<ShardRange> = match ranges {
            None => (0..total)
                .map(|s| ShardRange {
                    first: s,
                    last: s,
                    total,
                })
                .collect(),
            Some(text) => text
                .split(',')
                .map(|part| parse_range(part.trim(), total))
                .collect::<Result<_, _>>()?,
        };
        let mut next = 0;
        for r in &ranges {
            if r.first != next {
                return Err(refused(format!(
                    "the ranges must cover shards 0 to {} in order, each once; {} is {}",
                    total - 1,
                    if r.first < next {
                        "a range overlaps the one before"
                    } else {
                        "a shard is missing before"
                    },
                    r
                )));
            }
            next = r.last + 1;
        }
        if next != total {
            return Err(refused(format!(
                "the ranges must cover shards 0 to {}; they stop at {}",
                total - 1,
                next.saturating_sub(1)
            )));
        }
        if total == 1 {
            return Ok(Plan {
                total,
                ranges: vec![ShardRange::ALL],
            });
        }
        Ok(Plan { total, ranges })
    }

    /// The new file of a range, in `dir`.
    pub fn file_name(range: &ShardRange) -> String {
        if range.first == range.last {
            format!("shard-{}-of-{}.redb", range.first, range.total)
        } else {
            format!(
                "shards-{}-{}-of-{}.redb",
                range.first, range.last, range.total
            )
        }
    }

    fn output_of(&self, guild: Option<u64>) -> usize {
        let shard = shard_of(self.total, guild);
        self.ranges
            .iter()
            .position(|r| r.owns_shard(shard))
            .expect("the ranges cover every shard")
    }
}

fn parse_range(part: &str, total: u32) -> Result<ShardRange, StoreError> {
    let bad = || {
        refused(format!(
            "cannot read the range {part:?}: write FIRST-LAST or one shard, numbers below --total ({total})"
        ))
    };
    let (first, last) = match part.split_once('-') {
        Some((a, b)) => (
            a.trim().parse().map_err(|_| bad())?,
            b.trim().parse().map_err(|_| bad())?,
        ),
        None => {
            let s: u32 = part.parse().map_err(|_| bad())?;
            (s, s)
        }
    };
    if first > last || last >= total {
        return Err(bad());
    }
    Ok(ShardRange { first, last, total })
}

fn refused(why: impl Into<String>) -> StoreError {
    StoreError::Reshard(why.into())
}

/// What one new file holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutputReport {
    pub path: PathBuf,
    pub range: ShardRange,
    pub channels: usize,
    pub open_tables: u64,
    pub games: u64,
    pub commands: u64,
}

/// What a reshard did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReshardReport {
    pub inputs: Vec<(PathBuf, ShardRange)>,
    pub outputs: Vec<OutputReport>,
    /// Channels whose guild is not known, placed with shard 0.
    pub unknown_guild: Vec<String>,
    /// Channels found in a file whose process did not own them (a stale
    /// copy), left out from that file.
    pub stale_copies: usize,
    /// Every game id up to this one is taken (`game_ids_above` of the new
    /// files).
    pub game_ids_above: u64,
}

impl std::fmt::Display for ReshardReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "read {} file(s):", self.inputs.len())?;
        for (path, range) in &self.inputs {
            writeln!(f, "  {}: {range}", path.display())?;
        }
        writeln!(f, "wrote {} file(s), each checked:", self.outputs.len())?;
        for o in &self.outputs {
            writeln!(
                f,
                "  {}: {}: {}, {}, {}, {}",
                o.path.display(),
                o.range,
                count(o.channels as u64, "channel", "channels"),
                count(o.open_tables, "open table", "open tables"),
                count(o.games, "game", "games"),
                count(o.commands, "command", "commands"),
            )?;
        }
        if !self.unknown_guild.is_empty() {
            writeln!(
                f,
                "{} channel(s) whose guild is not recorded (tables of older builds, closed before guilds were kept, or not on Discord) went with shard 0, as the bot places them: {}",
                self.unknown_guild.len(),
                self.unknown_guild.join(", ")
            )?;
        }
        if self.stale_copies > 0 {
            writeln!(
                f,
                "{} stale copies of channels (in a file whose process did not run them) were left out",
                self.stale_copies
            )?;
        }
        write!(
            f,
            "new games are numbered above {}; start each process with its file and its range (discord.shard_first, shard_last, shard_total)",
            self.game_ids_above
        )
    }
}

/// The fields of a stored row that place it: its channel, and for a
/// table row its guild and game.
#[derive(serde::Deserialize)]
struct Placing {
    channel: String,
    #[serde(default)]
    guild: Option<u64>,
    #[serde(default)]
    game_id: u64,
}

fn placing(what: &str, bytes: &[u8], path: &Path) -> Result<Placing, StoreError> {
    serde_json::from_slice(bytes).map_err(|e| StoreError::damaged(path, format!("{what}: {e}")))
}

struct Input {
    path: PathBuf,
    store: Store,
    range: ShardRange,
}

/// Reads `inputs` (every process's file) and writes one file per range of
/// `plan` into `out_dir`. Nothing is written unless every new file is
/// complete and checked (each game and table also by `records`); the
/// inputs are never written.
pub fn reshard(
    inputs: &[PathBuf],
    plan: &Plan,
    out_dir: &Path,
    records: &dyn RecordCheck,
) -> Result<ReshardReport, StoreError> {
    if inputs.is_empty() {
        return Err(refused("give every process's database file"));
    }
    let finals = new_files(plan, out_dir)?;
    let inputs = open_inputs(inputs)?;
    let old_total = inputs[0].range.total;
    let owner_of = |guild: Option<u64>| -> usize {
        let shard = shard_of(old_total, guild);
        inputs
            .iter()
            .position(|i| i.range.owns_shard(shard))
            .expect("the inputs cover every shard")
    };
    let (guilds, game_ids_above) = guilds_and_game_ids(&inputs)?;
    let guild_of = |channel: &str| guilds.get(channel).copied();
    check_game_ids_unique(&inputs, &guild_of, &owner_of)?;

    // Pass 2: the new files, under temporary names, each checked before it
    // takes its final name.
    let partials: Vec<PathBuf> = finals
        .iter()
        .map(|f| f.with_extension("redb.partial"))
        .collect();
    let written = write_outputs(
        &inputs,
        plan,
        &partials,
        &guild_of,
        &owner_of,
        game_ids_above,
    )
    .and_then(|written| check_outputs(written, &partials, &finals, records));
    let (outputs, mut unknown_guild, stale_copies) = match written {
        Ok(done) => done,
        Err(e) => {
            for p in &partials {
                let _ = std::fs::remove_file(p);
            }
            return Err(e);
        }
    };
    for (partial, fin) in partials.iter().zip(&finals) {
        std::fs::rename(partial, fin).map_err(|e| StoreError::io(fin, &e))?;
    }
    unknown_guild.sort();
    Ok(ReshardReport {
        inputs: inputs.iter().map(|i| (i.path.clone(), i.range)).collect(),
        outputs,
        unknown_guild,
        stale_copies,
        game_ids_above,
    })
}

/// The new files' names in `out_dir`, one per range of `plan`; refused
/// unless the directory exists and holds none of them.
fn new_files(plan: &Plan, out_dir: &Path) -> Result<Vec<PathBuf>, StoreError> {
    if !out_dir.is_dir() {
        return Err(refused(format!(
            "the directory {} does not exist",
            out_dir.display()
        )));
    }
    let finals: Vec<PathBuf> = plan
        .ranges
        .iter()
        .map(|r| out_dir.join(Plan::file_name(r)))
        .collect();
    if let Some(f) = finals.iter().find(|f| f.exists()) {
        return Err(refused(format!(
            "{} exists: give an empty directory (a file is never overwritten)",
            f.display()
        )));
    }
    Ok(finals)
}

/// Pass 1: every channel's guild (any file may know it), and the highest
/// game id any file holds or has given.
fn guilds_and_game_ids(inputs: &[Input]) -> Result<(HashMap<String, u64>, u64), StoreError> {
    let mut guilds: HashMap<String, u64> = HashMap::new();
    let mut game_ids_above = 0;
    for input in inputs {
        let r = input.store.db.begin_read()?;
        for row in r.open_table(CHANNEL_GUILDS)?.iter()? {
            let (channel, guild) = row?;
            guilds
                .entry(channel.value().to_string())
                .or_insert(guild.value());
        }
        for row in r.open_table(TABLES)?.iter()? {
            let (_, value) = row?;
            let p = placing("an open table", value.value(), &input.path)?;
            if let Some(g) = p.guild {
                guilds.entry(p.channel).or_insert(g);
            }
            game_ids_above = game_ids_above.max(p.game_id);
        }
        game_ids_above = game_ids_above.max(input.store.max_game_id()?);
    }
    Ok((guilds, game_ids_above))
}

/// Refuses files whose own channels' games share ids: copies of one file
/// run side by side by an older build.
fn check_game_ids_unique(
    inputs: &[Input],
    guild_of: &dyn Fn(&str) -> Option<u64>,
    owner_of: &dyn Fn(Option<u64>) -> usize,
) -> Result<(), StoreError> {
    let mut kept_games: HashMap<u64, (usize, String)> = HashMap::new();
    for (i, input) in inputs.iter().enumerate() {
        let r = input.store.db.begin_read()?;
        for row in r.open_table(GAMES)?.iter()? {
            let (id, value) = row?;
            let p = placing("a game", value.value(), &input.path)?;
            if owner_of(guild_of(&p.channel)) != i {
                continue;
            }
            if let Some((j, other)) = kept_games.insert(id.value(), (i, p.channel.clone())) {
                return Err(refused(format!(
                    "game {} is in {} (channel {}) and in {} (channel {}): these files were run side by side as copies of one file by an older build, so their game ids collide; they cannot be merged",
                    id.value(),
                    inputs[j].path.display(),
                    other,
                    input.path.display(),
                    p.channel
                )));
            }
        }
    }
    Ok(())
}

/// Checks each new file (each game and table also by `records`); the
/// reports then name the files' final paths.
fn check_outputs(
    (mut outputs, unknown, stale): Written,
    partials: &[PathBuf],
    finals: &[PathBuf],
    records: &dyn RecordCheck,
) -> Result<Written, StoreError> {
    for (o, (partial, fin)) in outputs.iter_mut().zip(partials.iter().zip(finals)) {
        let check = Store::open_read_only(partial)?.check_all(records)?;
        if !check.is_ok() {
            return Err(refused(format!(
                "the new file for {} did not pass its check:\n{check}",
                o.range
            )));
        }
        o.path = fin.clone();
    }
    Ok((outputs, unknown, stale))
}

/// Opens every input to read, and checks that together they are the
/// whole bot: each records its process's shards (one file alone may be
/// the whole bot without a record), all of one count, every shard once.
fn open_inputs(paths: &[PathBuf]) -> Result<Vec<Input>, StoreError> {
    let mut seen = HashSet::new();
    for path in paths {
        let canonical = std::fs::canonicalize(path).map_err(|e| StoreError::io(path, &e))?;
        if !seen.insert(canonical) {
            return Err(refused(format!("{} is given twice", path.display())));
        }
    }
    let mut inputs = Vec::with_capacity(paths.len());
    for path in paths {
        let store = Store::open_read_only(path)?;
        let r = store.db.begin_read()?;
        for t in r.list_tables()? {
            if !TABLE_NAMES.contains(&t.name()) {
                return Err(refused(format!(
                    "{} has a table this build does not know ({}): use the build that wrote it",
                    path.display(),
                    t.name()
                )));
            }
        }
        drop(r);
        let range = match store.shard_range()? {
            Some(range) => range,
            None if paths.len() == 1 => ShardRange::ALL,
            None => {
                return Err(refused(format!(
                    "{} does not record its process's shards (a bot of this build records them at its first start): give it alone if it holds the whole bot, or start its process once with this build first",
                    path.display()
                )))
            }
        };
        inputs.push(Input {
            path: path.clone(),
            store,
            range,
        });
    }
    let total = inputs[0].range.total;
    if let Some(other) = inputs.iter().find(|i| i.range.total != total) {
        return Err(refused(format!(
            "{} holds {} but {} holds {}: give the files of one bot, made for one shard count",
            inputs[0].path.display(),
            inputs[0].range,
            other.path.display(),
            other.range
        )));
    }
    for shard in 0..total {
        let owners: Vec<&Input> = inputs
            .iter()
            .filter(|i| i.range.owns_shard(shard))
            .collect();
        match owners.as_slice() {
            [_] => {}
            [] => {
                return Err(refused(format!(
                    "no file given holds shard {shard} of {total}: give every process's file"
                )))
            }
            [a, b, ..] => {
                return Err(refused(format!(
                    "shard {shard} of {total} is held by both {} and {}",
                    a.path.display(),
                    b.path.display()
                )))
            }
        }
    }
    Ok(inputs)
}

/// A new file being written: its range, the next command number it
/// gives, and the channels it got.
struct Sink {
    store: Store,
    range: ShardRange,
    next_command: u64,
    channels: HashSet<String>,
}

type Written = (Vec<OutputReport>, Vec<String>, usize);

fn write_outputs(
    inputs: &[Input],
    plan: &Plan,
    partials: &[PathBuf],
    guild_of: &dyn Fn(&str) -> Option<u64>,
    owner_of: &dyn Fn(Option<u64>) -> usize,
    game_ids_above: u64,
) -> Result<Written, StoreError> {
    let mut sinks = Vec::with_capacity(partials.len());
    for (partial, range) in partials.iter().zip(&plan.ranges) {
        // A temporary file left by an interrupted reshard is ours.
        let _ = std::fs::remove_file(partial);
        sinks.push(Sink {
            store: Store::open(partial)?,
            range: *range,
            next_command: 1,
            channels: Default::default(),
        });
    }
    let mut routes = Routes {
        plan,
        guild_of,
        owner_of,
        unknown: BTreeSet::new(),
        stale: BTreeSet::new(),
    };
    for (i, input) in inputs.iter().enumerate() {
        carry_input(i, input, &mut sinks, &mut routes)?;
    }
    let mut reports = Vec::with_capacity(sinks.len());
    for (sink, partial) in sinks.into_iter().zip(partials) {
        reports.push(seal(sink, partial, game_ids_above)?);
    }
    Ok((
        reports,
        routes.unknown.into_iter().collect(),
        routes.stale.len(),
    ))
}

/// Where channels go: to the new file of their guild's shard if the input
/// file ran them, nowhere if it holds a stale copy.
struct Routes<'a> {
    plan: &'a Plan,
    guild_of: &'a dyn Fn(&str) -> Option<u64>,
    owner_of: &'a dyn Fn(Option<u64>) -> usize,
    /// Channels whose guild is not known.
    unknown: BTreeSet<String>,
    /// (input, channel) of the stale copies left out.
    stale: BTreeSet<(usize, String)>,
}

impl Routes<'_> {
    /// The new file of `channel` found in input `i` (None: not this
    /// input's channel).
    fn of(&mut self, i: usize, channel: &str) -> Option<usize> {
        let guild = (self.guild_of)(channel);
        if (self.owner_of)(guild) == i {
            if guild.is_none() {
                self.unknown.insert(channel.to_string());
            }
            Some(self.plan.output_of(guild))
        } else {
            self.stale.insert((i, channel.to_string()));
            None
        }
    }
}

/// Copies input `i`'s own channels into the new files, one transaction
/// per new file; commands get new numbers in their new file.
fn carry_input(
    i: usize,
    input: &Input,
    sinks: &mut [Sink],
    routes: &mut Routes<'_>,
) -> Result<(), StoreError> {
    // Where each of this file's channels goes (None: not this file's).
    let mut channel_routes: HashMap<String, Option<usize>> = HashMap::new();
    let mut route = |channel: &str| -> Option<usize> {
        *channel_routes
            .entry(channel.to_string())
            .or_insert_with(|| routes.of(i, channel))
    };
    let r = input.store.db.begin_read()?;
    let txns: Vec<WriteTransaction> = sinks
        .iter()
        .map(|s| s.store.db.begin_write())
        .collect::<Result<_, _>>()?;
    // Copies the rows of a table whose channel routes to a new file
    // (`$route` gives the file), as `($key, $value)`.
    macro_rules! carry {
        ($def:expr, |$k:ident, $v:ident| $route:expr => ($key:expr, $value:expr)) => {{
            let mut outs = txns
                .iter()
                .map(|t| t.open_table($def))
                .collect::<Result<Vec<_>, _>>()?;
            for row in r.open_table($def)?.iter()? {
                let (k, v) = row?;
                let ($k, $v) = (k.value(), v.value());
                if let Some(j) = $route {
                    outs[j].insert($key, $value)?;
                }
            }
        }};
    }
    // Commands first: their new numbers are needed by the channel log
    // and the request ids.
    let mut renumbered: HashMap<u64, u64> = HashMap::new();
    carry!(COMMANDS, |seq, value| {
        let p = placing("a command", value, &input.path)?;
        route(&p.channel).inspect(|&j| {
            renumbered.insert(seq, sinks[j].next_command);
            sinks[j].next_command += 1;
        })
    } => (renumbered[&seq], value));
    let new_number = |old: u64, what: &str| {
        renumbered.get(&old).copied().ok_or_else(|| {
            StoreError::damaged(
                &input.path,
                format!("{what} points to command {old}, which is not there (run `jersey-gin db check`)"),
            )
        })
    };
    carry!(CHANNEL_LOG, |key, seq| route(key.0)
        => (key, new_number(seq, "the channel log")?));
    carry!(REQUESTS, |key, seq| route(key.0)
        => (key, new_number(seq, "a request id")?));
    carry!(TABLES, |channel, value| route(channel) => (channel, value));
    carry!(GAMES, |id, value| {
        route(&placing("a game", value, &input.path)?.channel)
    } => (id, value));
    carry!(CHANNEL_GAMES, |key, unit| route(key.0) => (key, unit));
    carry!(STATS, |key, value| route(key.0) => (key, value));
    carry!(DISCORD_MESSAGES, |channel, value| route(channel) => (channel, value));
    carry!(OUTBOX, |channel, value| route(channel) => (channel, value));
    carry!(HAND_VIEWS, |key, value| route(key.0) => (key, value));
    // A person's choice is no channel's: every shard keeps it. So are
    // the daily deal's results (a board of everyone, a person's streak).
    copy_to_all(&r, &txns, DAILY)?;
    copy_to_all(&r, &txns, DAILY_DAYS)?;
    {
        let mut outs = txns
            .iter()
            .map(|t| t.open_table(NOTICE_PREFS))
            .collect::<Result<Vec<_>, _>>()?;
        for row in r.open_table(NOTICE_PREFS)?.iter()? {
            let (user, value) = row?;
            for out in &mut outs {
                out.insert(user.value(), value.value())?;
            }
        }
    }
    {
        let mut outs = txns
            .iter()
            .map(|t| t.open_table(CHANNEL_GUILDS))
            .collect::<Result<Vec<_>, _>>()?;
        for (channel, r) in &channel_routes {
            if let (Some(j), Some(guild)) = (r, (routes.guild_of)(channel)) {
                outs[*j].insert(channel.as_str(), guild)?;
            }
        }
    }
    for (channel, r) in channel_routes {
        if let Some(j) = r {
            sinks[j].channels.insert(channel);
        }
    }
    for txn in txns {
        txn.commit()?;
    }
    Ok(())
}

/// The tables `db reshard` does not carry: the people's records
/// (schema 10), kept per person and per server rather than per channel.
/// Every new file is made with the mark `achievements_pending` (its
/// schema step sets it), so the table layer works them out again from
/// the file's own games when it opens it.
pub const REBUILT_AT_OPEN: [&str; 3] = ["achievements_v1", "player_games_v1", "server_stats_v1"];

/// Copies every row of `table` to every new file (rows that are no
/// channel's: the same on every shard).
fn copy_to_all<K: redb::Key + 'static, V: redb::Value + 'static>(
    r: &redb::ReadTransaction,
    txns: &[WriteTransaction],
    table: redb::TableDefinition<K, V>,
) -> Result<(), StoreError> {
    let mut outs = txns
        .iter()
        .map(|t| t.open_table(table))
        .collect::<Result<Vec<_>, _>>()?;
    for row in r.open_table(table)?.iter()? {
        let (k, v) = row?;
        for out in &mut outs {
            out.insert(k.value(), v.value())?;
        }
    }
    Ok(())
}

/// Writes a new file's numbers and shards, and reports what it holds.
fn seal(sink: Sink, partial: &Path, game_ids_above: u64) -> Result<OutputReport, StoreError> {
    let txn = sink.store.db.begin_write()?;
    {
        let mut meta = txn.open_table(META)?;
        meta.insert(NEXT_COMMAND_KEY, sink.next_command)?;
        meta.insert(GAME_IDS_ABOVE_KEY, game_ids_above)?;
        meta.insert(SHARD_FIRST_KEY, u64::from(sink.range.first))?;
        meta.insert(SHARD_LAST_KEY, u64::from(sink.range.last))?;
        meta.insert(SHARD_TOTAL_KEY, u64::from(sink.range.total))?;
    }
    txn.commit()?;
    let r = sink.store.db.begin_read()?;
    Ok(OutputReport {
        path: partial.to_path_buf(),
        range: sink.range,
        channels: sink.channels.len(),
        open_tables: r.open_table(TABLES)?.len()?,
        games: r.open_table(GAMES)?.len()?,
        commands: sink.next_command - 1,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::check::StorageOnly;
    use crate::store::test_rows::{commit, human, lobby, rated_game, result};
    use crate::store::types::{StoredGameV1, StoredSeatV1, StoredTableV2};
    use crate::store::Commit;

    const G0: u64 = 10 << 22;
    const G1: u64 = 11 << 22;

    /// A file with a lobby in a guild of each shard of 2.
    fn file_with_two_guilds(path: &Path) {
        let store = Store::open(path).unwrap();
        for (rid, guild, ch) in [(1, G0, "x"), (2, G1, "y")] {
            let open = lobby(ch, 1, 1, Some(guild));
            store
                .commit(commit(ch, 1, rid, Some(&open), Some(guild)))
                .unwrap();
        }
    }

    #[test]
    fn a_plan_covers_every_shard_once_in_order() {
        let r = |first, last, total| ShardRange { first, last, total };
        assert_eq!(
            Plan::new(3, None).unwrap().ranges,
            [r(0, 0, 3), r(1, 1, 3), r(2, 2, 3)]
        );
        assert_eq!(
            Plan::new(4, Some("0-1, 2,3")).unwrap().ranges,
            [r(0, 1, 4), r(2, 2, 4), r(3, 3, 4)]
        );
        assert_eq!(Plan::new(1, None).unwrap().ranges, [ShardRange::ALL]);
        for (total, ranges, says) in [
            (0, None, "at least 1"),
            (4, Some("0-1,3"), "a shard is missing"),
            (4, Some("0-2,2-3"), "overlaps"),
            (4, Some("0-2"), "they stop at 2"),
            (4, Some("0-4"), "cannot read the range"),
            (4, Some("2-1,3"), "cannot read the range"),
            (4, Some("a-b"), "cannot read the range"),
        ] {
            let err = Plan::new(total, ranges).unwrap_err().to_string();
            assert!(
                err.contains(says) && err.contains("nothing was written"),
                "{ranges:?}: {err}"
            );
        }
        assert_eq!(Plan::file_name(&r(0, 1, 4)), "shards-0-1-of-4.redb");
        assert_eq!(Plan::file_name(&r(2, 2, 4)), "shard-2-of-4.redb");
    }

    /// Bad requests are refused before anything is written: a new file
    /// that exists, a file given twice, a file a bot holds, files of
    /// different counts, a file with a table this build does not know.
    #[test]
    fn a_reshard_that_cannot_be_done_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bot.redb");
        file_with_two_guilds(&path);
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();
        let plan = Plan::new(2, None).unwrap();
        let listing = |d: &Path| {
            let mut v: Vec<String> = std::fs::read_dir(d)
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect();
            v.sort();
            v
        };
        let held = Store::open(&path).unwrap();
        let err = reshard(std::slice::from_ref(&path), &plan, &out, &StorageOnly).unwrap_err();
        assert!(matches!(err, StoreError::InUse { .. }), "{err}");
        drop(held);
        let bytes = std::fs::read(&path).unwrap();
        let err = reshard(&[path.clone(), path.clone()], &plan, &out, &StorageOnly).unwrap_err();
        assert!(err.to_string().contains("given twice"), "{err}");
        assert!(listing(&out).is_empty());
        // A reshard that works only reads its input.
        let ok = dir.path().join("ok");
        std::fs::create_dir(&ok).unwrap();
        reshard(std::slice::from_ref(&path), &plan, &ok, &StorageOnly).unwrap();
        assert!(
            std::fs::read(&path).unwrap() == bytes,
            "the input is only read"
        );

        std::fs::write(out.join("shard-1-of-2.redb"), b"mine").unwrap();
        let err = reshard(std::slice::from_ref(&path), &plan, &out, &StorageOnly).unwrap_err();
        assert!(err.to_string().contains("exists"), "{err}");
        assert!(std::fs::read(out.join("shard-1-of-2.redb")).unwrap() == b"mine");
        assert_eq!(listing(&out), ["shard-1-of-2.redb"]);
        std::fs::remove_file(out.join("shard-1-of-2.redb")).unwrap();

        // Two files of different counts.
        let other = dir.path().join("other.redb");
        file_with_two_guilds(&other);
        Store::open(&path)
            .unwrap()
            .claim_shards(ShardRange {
                first: 0,
                last: 0,
                total: 2,
            })
            .unwrap();
        Store::open(&other)
            .unwrap()
            .claim_shards(ShardRange {
                first: 1,
                last: 2,
                total: 3,
            })
            .unwrap();
        let err = reshard(&[path.clone(), other.clone()], &plan, &out, &StorageOnly).unwrap_err();
        assert!(err.to_string().contains("one shard count"), "{err}");

        // A table of a newer build.
        let newer = dir.path().join("newer.redb");
        std::fs::copy(&other, &newer).unwrap();
        {
            let db = redb::Database::open(&newer).unwrap();
            let txn = db.begin_write().unwrap();
            txn.open_table(redb::TableDefinition::<u64, u64>::new("future_v1"))
                .unwrap()
                .insert(1, 1)
                .unwrap();
            txn.commit().unwrap();
        }
        let err = reshard(std::slice::from_ref(&newer), &plan, &out, &StorageOnly).unwrap_err();
        assert!(err.to_string().contains("future_v1"), "{err}");
        assert!(listing(&out).is_empty());
    }

    /// Copies of one file given to two processes (as older builds allowed):
    /// each channel is taken from the copy of the process that ran it.
    #[test]
    fn copies_of_one_file_merge_by_who_ran_each_channel() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.redb");
        file_with_two_guilds(&a);
        let b = dir.path().join("b.redb");
        std::fs::copy(&a, &b).unwrap();
        for (shard, path, ch, guild) in [(0, &a, "x", G0), (1, &b, "y", G1)] {
            let store = Store::open(path).unwrap();
            store
                .claim_shards(ShardRange {
                    first: shard,
                    last: shard,
                    total: 2,
                })
                .unwrap();
            // User 2 joins.
            let mut joined = lobby(ch, 1, 2, Some(guild));
            joined.seats.push(StoredSeatV1 {
                player: human(2),
                ..joined.seats[0]
            });
            store
                .commit(commit(ch, 2, 10, Some(&joined), None))
                .unwrap();
        }
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();
        let report = reshard(&[a, b], &Plan::new(1, None).unwrap(), &out, &StorageOnly).unwrap();
        assert_eq!(report.stale_copies, 2, "{report}");
        let merged = Store::open_read_only(out.join("shard-0-of-1.redb")).unwrap();
        for ch in ["x", "y"] {
            let log = merged.channel_commands(ch, 0, 10).unwrap();
            assert_eq!(log.len(), 2, "{ch}: the open and the join, once each");
            assert_eq!(log[1].1.request_id, 10);
        }
        assert_eq!(merged.shard_range().unwrap(), Some(ShardRange::ALL));
    }

    /// Every table of the schema is carried: a file with rows in each,
    /// resharded into one file, has as many rows in each (meta aside).
    #[test]
    fn every_table_is_carried() {
        use crate::store::types::StoredOutboxV1;
        use redb::ReadableTableMetadata;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("all.redb");
        {
            let store = Store::open(&path).unwrap();
            let open = lobby("t", 1, 1, Some(G1));
            store
                .commit(commit("t", 1, 1, Some(&open), Some(G1)))
                .unwrap();
            // A game finished (and rated) at the table, which stays open.
            let players = vec![human(1), human(2), human(3)];
            let after = StoredTableV2 { seq: 2, ..open };
            store
                .commit(Commit {
                    finished: Some(StoredGameV1 {
                        // A daily deal's result too (`daily_v1`).
                        daily: Some(crate::store::daily::StoredDailyV1 {
                            day: 1,
                            game: "jersey".into(),
                            user: 1,
                            guild: Some(G1),
                            points: 5,
                            game_id: 1,
                            finished_ms: 0,
                        }),
                        ..rated_game(1, "t", players, Some(result(0)))
                    }),
                    ..commit("t", 2, 2, Some(&after), None)
                })
                .unwrap();
            store.set_table_message("t", Some(7)).unwrap();
            let view = crate::store::types::StoredHandViewV1 {
                token: "a-token".into(),
                expires_ms: 2_000_000,
                seq: 3,
                lang: None,
            };
            store.set_hand_view("t", 1, Some(&view)).unwrap();
            let pref = crate::store::types::StoredNoticePrefV1 {
                medium: crate::store::types::StoredNoticeMediumV1::Dm,
                lang: None,
            };
            store.set_notice_pref(1, &pref).unwrap();
            store
                .set_outbox(
                    "t",
                    StoredOutboxV1 {
                        posted: 1,
                        ..Default::default()
                    },
                )
                .unwrap();
        }
        let counts = |p: &Path| -> Vec<(String, u64)> {
            let store = Store::open_read_only(p).unwrap();
            let r = store.db.begin_read().unwrap();
            let mut v: Vec<(String, u64)> = r
                .list_tables()
                .unwrap()
                .filter(|t| t.name() != META.name() && !REBUILT_AT_OPEN.contains(&t.name()))
                .map(|t| {
                    let def = redb::TableDefinition::<&[u8], &[u8]>::new(t.name());
                    let n = r.open_untyped_table(def).unwrap().len().unwrap();
                    (t.name().to_string(), n)
                })
                .collect();
            v.sort();
            v
        };
        let before = counts(&path);
        assert_eq!(before.len(), TABLE_NAMES.len() - 1 - REBUILT_AT_OPEN.len());
        for (name, n) in &before {
            assert!(*n > 0, "the test file has no row in {name}");
        }
        let out = dir.path().join("out");
        std::fs::create_dir(&out).unwrap();
        reshard(&[path], &Plan::new(1, None).unwrap(), &out, &StorageOnly).unwrap();
        assert_eq!(counts(&out.join("shard-0-of-1.redb")), before);
        // The people's tables are worked out again from the file's games
        // when it is next opened.
        let resharded = Store::open(out.join("shard-0-of-1.redb")).unwrap();
        assert!(resharded.achievements_pending().unwrap());
    }
}
