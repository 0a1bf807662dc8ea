//! The table service: every channel's table in memory, backed by the store.
//!
//! Commands for one channel are applied one at a time (a lock per channel);
//! channels run in parallel and their commits share transactions. A command
//! is applied to a copy of the table, committed with its events and request
//! id, and only then becomes the table and is answered.
//!
//! Reads never wait for a commit: each channel publishes its table (an
//! `Arc`, swapped under a lock held only for the swap) once the command
//! that made it is committed, and `view`, `seat_view`, `snapshot` and
//! `table_settings` read what was published. They are cheap enough for
//! async code.
//!
//! Blocking: `apply` waits for the commit, and the queries read redb. Async
//! front ends hand them to [`Service::call`], which runs them on the
//! service's own threads (`workers.rs`) and awaits the answer.

use super::clock::Clock;
use super::*;
use crate::engine::SeatState;
use crate::store::types::{StoredCommandV1, StoredGameV1, StoredTableV2};
/// What the service reports when the store fails (not the player's fault).
/// Front ends name it here: they see the service, never the store.
pub use crate::store::StoreError;
use crate::store::{Commit, Store, StoreBackend};
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

/// Why [`Service::apply`] did not apply a command. Either way nothing
/// changed.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ApplyError {
    /// The player may not do that (the rules, the table or the stage say
    /// no): the player's answer, shown as it is.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// The service could not do it: the store failed (redb's error is kept
    /// as the source). Not the player's fault; trying again may work.
    #[error("the command could not be saved, so nothing changed: {0}")]
    Failed(#[from] StoreError),
}

/// An error is a refusal when it is that refusal.
impl PartialEq<Refusal> for ApplyError {
    fn eq(&self, other: &Refusal) -> bool {
        self.refusal() == Some(other)
    }
}

impl ApplyError {
    /// The refusal, when it is one.
    pub fn refusal(&self) -> Option<&Refusal> {
        match self {
            ApplyError::Refused(r) => Some(r),
            ApplyError::Failed(_) => None,
        }
    }
}

/// The answer to an accepted command.
#[derive(Debug, Clone)]
pub struct Reply {
    pub channel: ChannelId,
    pub request_id: u64,
    /// The command's number in its channel (1, 2, 3… with no gaps, across
    /// the channel's tables; the store's channel log): front ends show a
    /// channel's replies in this order. 0 for a duplicate.
    pub seq: u64,
    /// Every event, private ones included: front ends show each seat only
    /// what [`TableEvent::visible_to`] allows, the channel only public ones.
    pub events: Vec<TableEvent>,
    /// The request id had been applied before: these are its first events
    /// and nothing changed.
    pub duplicate: bool,
    /// The table after the command (None once closed), seen only through
    /// views: [`Reply::view`], [`Reply::seat_view`], [`Reply::snapshot`].
    snapshot: Option<Snapshot>,
}

impl Reply {
    pub fn public_events(&self) -> impl Iterator<Item = &TableEvent> {
        self.events.iter().filter(|e| e.is_public())
    }
    pub fn events_for(&self, seat: Seat) -> impl Iterator<Item = &TableEvent> {
        self.events.iter().filter(move |e| e.visible_to(seat))
    }
    /// The public view of the table after the command.
    pub fn view(&self) -> Option<TableView> {
        self.snapshot.as_ref().map(|t| t.view())
    }
    /// What a seated user may see after the command.
    pub fn seat_view(&self, user: UserId) -> Option<SeatState> {
        self.snapshot.as_ref()?.seat_view(user)
    }
    /// The table after the command, as views (None once closed).
    pub fn snapshot(&self) -> Option<&Snapshot> {
        self.snapshot.as_ref()
    }
}

/// A channel's command state: the latest refused request
/// ids with their answers, so that a repeated refused request gets the same
/// answer. Refusals change nothing, so they are not stored; this memory
/// lasts as long as the process.
#[derive(Default)]
struct Channel {
    refused: std::collections::VecDeque<(u64, Refusal)>,
    /// The number of the channel's latest command, once known (from the
    /// table, or read from the store when a table opens in a channel
    /// without one in memory).
    seq: Option<u64>,
    /// The store did not confirm this channel's last commit (it may or
    /// may not be stored): the table is read back from the store before
    /// the next command.
    reload: bool,
}

/// Refused request ids remembered per channel.
const REFUSALS_KEPT: usize = 16;

/// A channel's command lock and its published table.
#[derive(Default)]
struct SlotInner {
    /// Held while a command is applied and committed.
    commands: Mutex<Channel>,
    /// The table as of the last committed command (None when closed):
    /// what readers see and what the next command starts from. Written
    /// only by the holder of `commands`, after a commit, and only to swap
    /// the `Arc`.
    published: RwLock<Option<Arc<Table>>>,
}

impl SlotInner {
    fn published(&self) -> Option<Arc<Table>> {
        self.published.read().expect("lock").clone()
    }
}

type Slot = Arc<SlotInner>;

/// Threads that run due deadlines of different channels at once.
const DUE_WORKERS: usize = 16;

pub struct Service {
    store: Box<dyn StoreBackend>,
    clock: Arc<dyn Clock>,
    tables: RwLock<HashMap<ChannelId, Slot>>,
    /// (deadline, channel) of every table with one.
    deadlines: Mutex<BTreeSet<(u64, ChannelId)>>,
    next_game_id: AtomicU64,
    /// The step between this process's game ids (see
    /// [`Service::with_shards`]).
    game_id_step: u64,
    seeds: AtomicU64,
    /// What computer seats may spend on a decision.
    ai: crate::ai::Config,
    /// The threads of `call`, started at the first use
    /// (tools and tests that never call them start none).
    workers: std::sync::OnceLock<super::workers::Workers>,
    /// The shards whose guilds' tables this process owns (see
    /// [`Service::with_shards`]).
    shards: Shards,
    /// Channels of stored tables that another process owns (with the
    /// shard that owns each): left alone.
    foreign: HashMap<ChannelId, u32>,
    /// What the service remembers while the store refuses commands.
    outage: super::outage::Outage,
    /// Channels whose tables another process runs now (this one's copy
    /// was fenced off by the store): not answered for.
    fenced: Mutex<std::collections::HashSet<ChannelId>>,
}

/// Threads for front ends' commands and reads. A command waits on its
/// commit there, and the commands waiting together share one transaction
/// (group commit), so there are more threads than cores.
const WORKERS: usize = 32;

impl Service {
    /// Restores every stored table, with its deadlines.
    pub fn new(
        store: impl StoreBackend + 'static,
        clock: Arc<dyn Clock>,
    ) -> Result<Service, StoreError> {
        Service::with_store(Box::new(store), clock)
    }

    /// [`Service::new`] over any backend (redb or PostgreSQL).
    pub fn with_store(
        store: Box<dyn StoreBackend>,
        clock: Arc<dyn Clock>,
    ) -> Result<Service, StoreError> {
        super::people::backfill(store.as_ref())?;
        let tables = store.load_tables(Table::try_from)?;
        let mut max_game = store.max_game_id()?;
        let mut map = HashMap::with_capacity(tables.len());
        let mut deadlines = BTreeSet::new();
        for t in tables {
            max_game = max_game.max(t.game_id);
            if let Some(d) = t.deadline {
                deadlines.insert((d.at_ms, t.channel.clone()));
            }
            let table = Arc::new(t);
            map.insert(
                table.channel.clone(),
                Arc::new(SlotInner {
                    commands: Mutex::new(Channel {
                        seq: Some(table.seq),
                        ..Channel::default()
                    }),
                    published: RwLock::new(Some(table)),
                }),
            );
        }
        let seed0 = clock.now_ms() ^ std::process::id() as u64;
        Ok(Service {
            store,
            clock,
            tables: RwLock::new(map),
            deadlines: Mutex::new(deadlines),
            next_game_id: AtomicU64::new(max_game + 1),
            game_id_step: 1,
            seeds: AtomicU64::new(seed0),
            ai: crate::ai::Config::default(),
            workers: std::sync::OnceLock::new(),
            shards: Shards::all(),
            foreign: Default::default(),
            outage: Default::default(),
            fenced: Default::default(),
        })
    }

    /// Keeps only the tables of guilds in `shards` (the bot as several
    /// processes, each with a range of Discord's shards): the others are
    /// dropped from memory with their deadlines, so this process never
    /// drives, posts or answers for them; [`Service::apply_in`] refuses
    /// commands from guilds it does not own. Tables whose guild is not
    /// known (stored before guilds were) are shard 0's.
    ///
    /// Game ids (when the store does not number them itself) are those
    /// equal to the first shard modulo the shard count, so that processes
    /// with their own files never number two games alike and `db reshard`
    /// can merge their files.
    pub fn with_shards(mut self, shards: Shards) -> Service {
        self.shards = shards;
        if !shards.is_all() {
            let step = u64::from(shards.total);
            let next = self.next_game_id.get_mut();
            *next += (u64::from(shards.first) + step - *next % step) % step;
            self.game_id_step = step;
        }
        let map = self.tables.get_mut().expect("lock");
        let deadlines = self.deadlines.get_mut().expect("lock");
        let foreign: HashMap<ChannelId, u32> = map
            .iter()
            .filter_map(|(channel, slot)| {
                let t = slot.published()?;
                (!shards.owns(t.guild())).then(|| (channel.clone(), shards.shard_of(t.guild())))
            })
            .collect();
        for channel in foreign.keys() {
            let slot = map.remove(channel).expect("listed");
            if let Some(d) = slot.published().and_then(|t| t.deadline) {
                deadlines.remove(&(d.at_ms, channel.clone()));
            }
        }
        self.foreign = foreign;
        self
    }

    /// Checks that the store belongs to this process's shards (a redb
    /// file records the shards of its process at the first claim; one
    /// made for other shards is refused with what to do).
    pub fn claim_shards(&self) -> Result<(), StoreError> {
        self.store.claim_shards(self.shards.into())
    }

    /// The shards this process owns the tables of.
    pub fn shards(&self) -> Shards {
        self.shards
    }

    /// Whether this process owns the tables of a guild (None: a direct
    /// message).
    pub fn owns_guild(&self, guild: Option<u64>) -> bool {
        self.shards.owns(guild)
    }

    /// Whether a channel's stored table belongs to another process (it
    /// was left out at start).
    pub fn is_foreign(&self, channel: &ChannelId) -> bool {
        self.foreign.contains_key(channel)
    }

    /// Opens (or creates) the store file at `path`, taking backups on
    /// `backups`, and restores its tables: the one way a front end gets a
    /// service over a file.
    pub fn open(
        path: &std::path::Path,
        backups: Option<crate::store::backup::Schedule>,
        clock: Arc<dyn Clock>,
    ) -> Result<Service, StoreError> {
        let store = Store::open_with_backups(path, backups, &super::stored::check::Replays)?;
        Service::new(store, clock)
    }

    /// Opens the configured store: the PostgreSQL database of
    /// `store.url` when it is set, else the redb file `store.db_path`
    /// with its backups.
    pub fn open_configured(
        store: &crate::config::StoreConfig,
        clock: Arc<dyn Clock>,
    ) -> Result<Service, StoreError> {
        match store.postgres_url() {
            Some(url) => Service::with_store(
                Box::new(crate::store::postgres::PgStore::open_with(
                    url,
                    store.timeouts(),
                )?),
                clock,
            ),
            None => Service::open(&store.db_path, store.backup_schedule(), clock),
        }
    }

    /// A service over a store in memory (tests, and tools that keep
    /// nothing).
    pub fn in_memory(clock: Arc<dyn Clock>) -> Result<Service, StoreError> {
        Service::new(Store::in_memory()?, clock)
    }

    /// Gives computer seats these settings (default: 50 ms a decision for
    /// a searching player).
    pub fn with_ai(mut self, ai: crate::ai::Config) -> Service {
        self.ai = ai;
        self
    }

    /// The store itself, for tools and tests. Front ends use the query
    /// methods (`queries.rs`) instead.
    pub fn store(&self) -> &dyn StoreBackend {
        &*self.store
    }

    pub fn now_ms(&self) -> u64 {
        self.clock.now_ms()
    }

    /// How many tables are open.
    pub fn open_tables(&self) -> usize {
        let map = self.tables.read().expect("lock");
        map.values()
            .filter(|s| s.published.read().expect("lock").is_some())
            .count()
    }

    fn slot(&self, channel: &ChannelId, create: bool) -> Option<Slot> {
        if let Some(s) = self.tables.read().expect("lock").get(channel) {
            return Some(s.clone());
        }
        if !create {
            return None;
        }
        let mut map = self.tables.write().expect("lock");
        Some(map.entry(channel.clone()).or_default().clone())
    }

    /// A channel's table as it is now, seen through views (no copy).
    pub fn snapshot(&self, channel: &ChannelId) -> Option<Snapshot> {
        self.slot(channel, false)?.published().map(Snapshot::new)
    }

    /// Every open table's channel with its settings (what a front end
    /// must know of each table when it starts, such as `/gin new`'s
    /// choices).
    pub fn table_settings(&self) -> Vec<(ChannelId, Settings)> {
        let slots: Vec<(ChannelId, Slot)> = self
            .tables
            .read()
            .expect("lock")
            .iter()
            .map(|(c, s)| (c.clone(), s.clone()))
            .collect();
        slots
            .into_iter()
            .filter_map(|(c, s)| {
                let settings = *s.published()?.settings();
                Some((c, settings))
            })
            .collect()
    }

    /// A copy of a channel's table, for tools and tests (front ends use
    /// [`Service::snapshot`] and the views).
    pub fn table(&self, channel: &ChannelId) -> Option<Table> {
        self.slot(channel, false)?.published().as_deref().cloned()
    }

    /// The public view of a channel's table.
    pub fn view(&self, channel: &ChannelId) -> Option<TableView> {
        self.slot(channel, false)?.published().map(|t| t.view())
    }

    /// What a seated user may see.
    pub fn seat_view(&self, channel: &ChannelId, user: UserId) -> Option<SeatState> {
        self.slot(channel, false)?.published()?.seat_state(user)
    }

    /// The stored first answer to an accepted request id, replayed as a
    /// duplicate (None for id 0 or an id never accepted here).
    fn first_answer(
        &self,
        channel: &ChannelId,
        request_id: u64,
        table: Option<Arc<Table>>,
    ) -> Result<Option<Reply>, StoreError> {
        if request_id == 0 {
            return Ok(None);
        }
        let Some(first) = self.store.lookup_request(channel.as_str(), request_id)? else {
            return Ok(None);
        };
        Ok(Some(Reply {
            channel: channel.clone(),
            request_id,
            seq: 0,
            events: first.table_events()?,
            duplicate: true,
            snapshot: table.map(Snapshot::new),
        }))
    }

    /// What a command makes of the channel's table (opening one if there
    /// is none): the new table and the outcome, not yet committed.
    fn decide(
        &self,
        current: Option<&Table>,
        channel: &ChannelId,
        request_id: u64,
        actor: Actor,
        command: Command,
        now: u64,
    ) -> Result<(Table, Outcome), ApplyError> {
        Ok(match (current, command) {
            (None, Command::Open { settings }) => {
                let user = match actor {
                    Actor::User { id, .. } => id,
                    Actor::System => return Err(Refusal::SystemOnly.into()),
                };
                let (t, events) = Table::open(channel, user, settings)?;
                (
                    t,
                    Outcome {
                        events,
                        ..Outcome::default()
                    },
                )
            }
            (None, _) => return Err(Refusal::NoTable.into()),
            (Some(t), command) => {
                let mut t = Table::clone(t);
                let mut env = Env {
                    now_ms: now,
                    seed: 0,
                    game_id: 0,
                    ai: self.ai,
                };
                if command.starts_game() {
                    env.game_id = match self.store.new_game_id()? {
                        Some(id) => id,
                        None => self
                            .next_game_id
                            .fetch_add(self.game_id_step, Ordering::SeqCst),
                    };
                    env.seed = match t.settings.seed {
                        Some(s) if t.games_played == 0 => s,
                        Some(s) => crate::ai::move_seed(s, t.games_played),
                        None => crate::ai::move_seed(
                            self.seeds.fetch_add(1, Ordering::SeqCst) ^ request_id,
                            t.games_played,
                        ),
                    };
                }
                let out = t.apply(actor, command, env)?;
                (t, out)
            }
        })
    }

    /// Another process runs this channel now (the bot was re-sharded, or
    /// two processes' shard settings differ): let go of the table here, so
    /// that this process stops driving, posting and answering for it.
    fn fenced_out(
        &self,
        chan: &mut Channel,
        slot: &SlotInner,
        current: Option<&Table>,
        channel: &ChannelId,
    ) {
        if let Some(d) = current.and_then(|t| t.deadline) {
            self.deadlines
                .lock()
                .expect("lock")
                .remove(&(d.at_ms, channel.clone()));
        }
        *slot.published.write().expect("lock") = None;
        chan.seq = None;
        self.let_go(channel, current.and_then(|t| t.guild()));
    }

    /// Moves a channel's entry in the deadline queue.
    fn move_deadline(&self, channel: &ChannelId, old: Option<Deadline>, new: Option<Deadline>) {
        let mut d = self.deadlines.lock().expect("lock");
        if let Some(o) = old {
            d.remove(&(o.at_ms, channel.clone()));
        }
        if let Some(n) = new {
            d.insert((n.at_ms, channel.clone()));
        }
    }

    /// Applies one command for a channel. `request_id` 0 means none.
    pub fn apply(
        &self,
        channel: &ChannelId,
        request_id: u64,
        actor: Actor,
        command: Command,
    ) -> Result<Reply, ApplyError> {
        self.apply_guilded(None, channel, request_id, actor, command)
    }

    /// [`Service::apply`] for a command that came from a guild's channel
    /// (None: a direct message): refused with [`Refusal::OtherShard`],
    /// changing nothing, when another process owns that guild's shard (or
    /// the channel's stored table); otherwise the table records the guild
    /// if it did not know it, in the command's own commit.
    pub fn apply_in(
        &self,
        guild: Option<u64>,
        channel: &ChannelId,
        request_id: u64,
        actor: Actor,
        command: Command,
    ) -> Result<Reply, ApplyError> {
        if self.let_go_of(channel) {
            return Err(Refusal::OtherProcess.into());
        }
        let owner = match self.foreign.get(channel) {
            Some(&shard) => Some(shard),
            None => (!self.shards.owns(guild)).then(|| self.shards.shard_of(guild)),
        };
        if let Some(shard) = owner {
            return Err(Refusal::OtherShard {
                shard,
                total: self.shards.total,
            }
            .into());
        }
        self.apply_guilded(guild, channel, request_id, actor, command)
    }

    /// Applies a command; a failure of the store (reading the request's
    /// first answer, or committing; not a fence) counts towards an outage.
    fn apply_guilded(
        &self,
        guild: Option<u64>,
        channel: &ChannelId,
        request_id: u64,
        actor: Actor,
        command: Command,
    ) -> Result<Reply, ApplyError> {
        let result = self.apply_locked(guild, channel, request_id, actor, command);
        if let Err(ApplyError::Failed(e)) = &result {
            if !matches!(e, StoreError::Stale { .. }) {
                self.outage.refused(self.clock.now_ms(), e);
            }
        }
        result
    }

    fn apply_locked(
        &self,
        guild: Option<u64>,
        channel: &ChannelId,
        request_id: u64,
        actor: Actor,
        command: Command,
    ) -> Result<Reply, ApplyError> {
        let create = matches!(command, Command::Open { .. });
        let Some(slot) = self.slot(channel, create) else {
            // No table here: a repeat of a command that closed one still
            // gets its first answer.
            if let Some(reply) = self.first_answer(channel, request_id, None)? {
                return Ok(reply);
            }
            return Err(Refusal::NoTable.into());
        };
        let mut chan = slot.commands.lock().expect("lock");
        if request_id != 0 {
            if let Some((_, r)) = chan.refused.iter().find(|(id, _)| *id == request_id) {
                return Err(r.clone().into());
            }
            if let Some(reply) = self.first_answer(channel, request_id, slot.published())? {
                return Ok(reply);
            }
        }
        let result = self.apply_to(&mut chan, &slot, guild, channel, request_id, actor, command);
        // A refusal is the answer to this request id for good; a failure
        // is not (the same request may succeed when tried again).
        if let (Err(ApplyError::Refused(r)), true) = (&result, request_id != 0) {
            if chan.refused.len() >= REFUSALS_KEPT {
                chan.refused.pop_front();
            }
            chan.refused.push_back((request_id, r.clone()));
        }
        result
    }

    /// Applies a command to a channel whose lock is held.
    // The request's parts as `apply` takes them, plus the channel's lock,
    // slot and guild.
    #[allow(clippy::too_many_arguments)]
    fn apply_to(
        &self,
        chan: &mut Channel,
        slot: &SlotInner,
        guild: Option<u64>,
        channel: &ChannelId,
        request_id: u64,
        actor: Actor,
        command: Command,
    ) -> Result<Reply, ApplyError> {
        let now = self.clock.now_ms();
        if chan.reload {
            self.reload(chan, slot, channel)?;
        }
        // Only the holder of the command lock publishes, so what is
        // published is the channel's table.
        let current = slot.published();
        let (mut table, mut outcome) =
            self.decide(current.as_deref(), channel, request_id, actor, command, now)?;
        if let Some(game) = &outcome.finished {
            let earned = super::people::earned(self.store(), game)?;
            outcome.events.extend(earned);
        }
        // The guild goes into the store's channel → guild map with the
        // command that first records it on the table (not with every one).
        let records_guild = table.guild.is_none() && guild.is_some();
        if records_guild {
            table.guild = guild;
        }
        let last = match chan.seq {
            Some(n) => n,
            None => self.store.channel_seq(channel.as_str())?,
        };
        table.seq = last + 1;
        let stored_cmd = StoredCommandV1::new(
            channel.as_str(),
            request_id,
            now,
            actor,
            command,
            &outcome.events,
        );
        let commit = Commit {
            channel: channel.to_string(),
            request_id,
            table: (!outcome.closed)
                .then(|| serde_json::to_vec(&StoredTableV2::from(&table)).expect("serialisable")),
            command: serde_json::to_vec(&stored_cmd).expect("serialisable"),
            channel_seq: table.seq,
            finished: outcome.finished.as_ref().map(StoredGameV1::from),
            guild: if records_guild { guild } else { None },
        };
        if let Err(e) = self.store.commit(commit) {
            chan.reload |= matches!(e, StoreError::InDoubt { .. });
            if matches!(e, StoreError::Stale { .. }) {
                self.fenced_out(chan, slot, current.as_deref(), channel);
            }
            return Err(e.into());
        }
        // Committed: now it is the table.
        chan.seq = Some(table.seq);
        let seq = table.seq;
        let old_deadline = current.as_ref().and_then(|t| t.deadline);
        let new_deadline = if outcome.closed { None } else { table.deadline };
        if old_deadline != new_deadline {
            self.move_deadline(channel, old_deadline, new_deadline);
        }
        let table = (!outcome.closed).then(|| Arc::new(table));
        *slot.published.write().expect("lock") = table.clone();
        if let Some(since) = self.outage.answered(now) {
            // This channel's clock was just set or given back, unless the
            // command left it standing.
            let skip = (old_deadline != new_deadline).then_some(channel);
            self.owe_clock_time(since, skip);
        }
        Ok(Reply {
            channel: channel.clone(),
            request_id,
            seq,
            events: outcome.events,
            duplicate: false,
            snapshot: table.map(Snapshot::new),
        })
    }

    /// Another process stored a command of `channel` first: this one
    /// stops answering for it (front ends ask [`Service::let_go_of`]) and
    /// says which process owns it, by the processes' records.
    fn let_go(&self, channel: &ChannelId, guild: Option<u64>) {
        let owner = match self.store.running_processes() {
            Ok(all) => match all.iter().find(|p| p.owns_guild(guild)) {
                Some(p) => format!("{} ({})", p.name, p.shards),
                None => "a process that left no record here (an older build, or one stopped since)"
                    .into(),
            },
            Err(e) => format!("unknown: the processes' records cannot be read ({e})"),
        };
        tracing::warn!(
            %channel,
            ?guild,
            %owner,
            ours = %crate::store::types::ShardRange::from(self.shards),
            "another process of the bot runs this table: this process let go of it and no longer answers for it (if this keeps happening, the processes' discord.shard_total settings differ)"
        );
        self.fenced.lock().expect("lock").insert(channel.clone());
    }

    /// Whether this process let go of `channel` because another one runs
    /// its table: front ends then do not answer for it at all, so that
    /// the owner's answer is the one people see.
    pub fn let_go_of(&self, channel: &ChannelId) -> bool {
        self.fenced.lock().expect("lock").contains(channel)
    }

    /// Reads a channel's table back from the store (its last commit was
    /// not confirmed), with its deadline and command number.
    fn reload(
        &self,
        chan: &mut Channel,
        slot: &SlotInner,
        channel: &ChannelId,
    ) -> Result<(), StoreError> {
        let stored = self.store.table_row(channel.as_str())?;
        let seq = self.store.channel_seq(channel.as_str())?;
        let table = stored
            .map(Table::try_from)
            .transpose()
            .map_err(|e| StoreError::Decode(format!("table {channel}: {e}")))?
            .map(Arc::new);
        let old = slot.published().and_then(|t| t.deadline);
        let new = table.as_ref().and_then(|t| t.deadline);
        if old != new {
            let mut d = self.deadlines.lock().expect("lock");
            if let Some(o) = old {
                d.remove(&(o.at_ms, channel.clone()));
            }
            if let Some(n) = new {
                d.insert((n.at_ms, channel.clone()));
            }
        }
        tracing::info!(%channel, seq, "the channel's table was read back after an unconfirmed commit");
        *slot.published.write().expect("lock") = table;
        chan.seq = Some(seq);
        chan.reload = false;
        Ok(())
    }

    /// The store answers again after refusing commands since `since`: the
    /// turn clocks that were running then (all but `skip`'s) are owed
    /// their time, given back by the driver (`run_due`).
    fn owe_clock_time(&self, since: u64, skip: Option<&ChannelId>) {
        let slots: Vec<(ChannelId, Slot)> = self
            .tables
            .read()
            .expect("lock")
            .iter()
            .filter(|(c, _)| Some(*c) != skip)
            .map(|(c, s)| (c.clone(), s.clone()))
            .collect();
        let owed = slots.into_iter().filter_map(|(c, s)| {
            let d = s.published()?.deadline?;
            (d.kind == DeadlineKind::TurnClock && d.at_ms >= since).then_some(c)
        });
        self.outage.owe(owed, since);
    }

    /// Runs `f` (a command, a query, a bookkeeping write: anything that may
    /// wait for the disk) on the service's threads, for async code. A job
    /// lost to a panic is a failure (`StoreError`), never a hang.
    pub async fn call<T, E>(
        self: &Arc<Self>,
        f: impl FnOnce(&Service) -> Result<T, E> + Send + 'static,
    ) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<StoreError> + Send + 'static,
    {
        let svc = self.clone();
        self.workers()
            .run(move || f(&svc))
            .await
            .unwrap_or_else(|_| Err(StoreError::Db("the table task failed".into()).into()))
    }

    fn workers(&self) -> &super::workers::Workers {
        self.workers
            .get_or_init(|| super::workers::Workers::start(WORKERS))
    }

    /// When the driver has something to do next: the earliest deadline
    /// of any table (now, when clocks are owed their time; not before
    /// the next try while the store refuses commands).
    pub fn next_deadline(&self) -> Option<u64> {
        if self.outage.owes() {
            return Some(self.clock.now_ms());
        }
        let first = self
            .deadlines
            .lock()
            .expect("lock")
            .first()
            .map(|(at, _)| *at);
        match self.outage.retry_at() {
            Some(retry) => first.map(|at| at.max(retry)),
            None => first,
        }
    }

    /// Runs every deadline that is due; returns what happened per channel.
    /// Each computer move or timeout is its own committed command. While
    /// the store refuses commands, one due deadline at a time tries it
    /// (see `outage.rs`), and a person's clock never runs out: it is owed
    /// its time instead.
    pub fn run_due(&self) -> Vec<Reply> {
        let now = self.clock.now_ms();
        if let Some(retry_at) = self.outage.retry_at() {
            return self.try_store(now, retry_at);
        }
        let mut due: Vec<(ChannelId, Command)> = self
            .outage
            .take_owed()
            .into_iter()
            .map(|(ch, since)| {
                (
                    ch,
                    Command::GiveTimeBack {
                        paused_at_ms: since,
                    },
                )
            })
            .collect();
        {
            let d = self.deadlines.lock().expect("lock");
            let owed: std::collections::HashSet<ChannelId> =
                due.iter().map(|(c, _)| c.clone()).collect();
            due.extend(
                d.iter()
                    .take_while(|(at, _)| *at <= now)
                    .filter(|(_, ch)| !owed.contains(ch))
                    .map(|(_, ch)| (ch.clone(), Command::Tick)),
            );
        }
        // Channels run in parallel so that their commits share transactions.
        let workers = due.len().clamp(1, DUE_WORKERS);
        let chunk = due.len().div_ceil(workers).max(1);
        let run = |chs: &[(ChannelId, Command)]| {
            let mut out = Vec::new();
            for (ch, command) in chs {
                if let Some(since) = self.outage.since() {
                    // The store began refusing: the rest waits for it.
                    if let Command::GiveTimeBack { paused_at_ms } = command {
                        self.outage.owe([ch.clone()], (*paused_at_ms).min(since));
                    }
                    continue;
                }
                match self.apply(ch, 0, Actor::System, *command) {
                    Ok(r) => out.push(r),
                    Err(ApplyError::Refused(Refusal::NothingDue | Refusal::NoTable)) => {}
                    Err(ApplyError::Refused(r)) => {
                        tracing::debug!(channel = %ch, "a deadline was refused: {r}")
                    }
                    Err(ApplyError::Failed(e)) => {
                        // Told once for the whole outage (`Outage::refused`).
                        if let Command::GiveTimeBack { paused_at_ms } = command {
                            self.outage.owe([ch.clone()], *paused_at_ms);
                        }
                        tracing::debug!(channel = %ch, "a deadline failed: {e}");
                    }
                }
            }
            out
        };
        if workers == 1 {
            return run(&due);
        }
        std::thread::scope(|scope| {
            let handles: Vec<_> = due
                .chunks(chunk)
                .map(|c| scope.spawn(move || run(c)))
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().expect("deadline worker"))
                .collect()
        })
    }

    /// While the store refuses commands: at `retry_at`, the first due
    /// deadline tries it for all (one store behind every table). A turn
    /// clock due is given its time back rather than run out.
    fn try_store(&self, now: u64, retry_at: u64) -> Vec<Reply> {
        if now < retry_at {
            return Vec::new();
        }
        let since = self.outage.since().unwrap_or(now);
        let first = self
            .deadlines
            .lock()
            .expect("lock")
            .first()
            .filter(|(at, _)| *at <= now)
            .map(|(_, ch)| ch.clone());
        let Some(ch) = first else {
            return Vec::new();
        };
        let clock_ran = self
            .slot(&ch, false)
            .and_then(|s| s.published()?.deadline)
            .is_some_and(|d| d.kind == DeadlineKind::TurnClock && d.at_ms >= since);
        let command = if clock_ran {
            Command::GiveTimeBack {
                paused_at_ms: since,
            }
        } else {
            Command::Tick
        };
        match self.apply(&ch, 0, Actor::System, command) {
            // The store answers again (`apply_to` said so).
            Ok(r) => vec![r],
            Err(e) => {
                tracing::debug!(channel = %ch, "the store was tried again: {e}");
                self.outage.driver_failed(now);
                Vec::new()
            }
        }
    }

    /// Runs deadlines in a thread until `stop` is set, passing every reply
    /// to `sink` (a front end's renderer). The thread logs to the
    /// caller's subscriber.
    pub fn spawn_driver(
        self: &Arc<Self>,
        stop: Arc<std::sync::atomic::AtomicBool>,
        sink: impl Fn(Reply) + Send + 'static,
    ) -> std::thread::JoinHandle<()> {
        let svc = self.clone();
        let logs = tracing::dispatcher::get_default(|d| d.clone());
        std::thread::Builder::new()
            .name("deadlines".into())
            .spawn(move || {
                tracing::dispatcher::with_default(&logs, || {
                    while !stop.load(Ordering::SeqCst) {
                        for r in svc.run_due() {
                            sink(r);
                        }
                        let wait = svc
                            .next_deadline()
                            .map(|at| at.saturating_sub(svc.now_ms()))
                            .unwrap_or(50)
                            .clamp(1, 50);
                        std::thread::sleep(std::time::Duration::from_millis(wait));
                    }
                })
            })
            .expect("the deadline thread")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::clock::FakeClock;
    use std::time::Duration;

    /// Guards "reads never wait for a commit": while a command of the
    /// channel waits for the disk (redb's write lock held here), its view
    /// and a seat's view answer at once, with the table as last committed.
    #[test]
    fn views_answer_while_a_commit_of_their_channel_waits_for_the_disk() {
        let svc = Arc::new(
            Service::new(Store::in_memory().unwrap(), Arc::new(FakeClock::new(1_000))).unwrap(),
        );
        let open = Command::Open {
            settings: Settings::default(),
        };
        svc.apply(&ChannelId::new("c"), 1, Actor::user(1), open)
            .unwrap();
        let writes = svc.store.redb().expect("redb").hold_writes();
        let joining = {
            let svc = svc.clone();
            std::thread::spawn(move || {
                svc.apply(&ChannelId::new("c"), 2, Actor::user(2), Command::Join)
            })
        };
        // Wait until the join holds the channel's command lock (it is then
        // applied and waiting for its commit).
        let slot = svc.slot(&ChannelId::new("c"), false).unwrap();
        while slot.commands.try_lock().is_ok() {
            std::thread::sleep(Duration::from_millis(1));
        }
        let (tx, rx) = std::sync::mpsc::channel();
        {
            let svc = svc.clone();
            std::thread::spawn(move || {
                let seats = svc.view(&ChannelId::new("c")).map(|v| v.seats.len());
                let _ = svc.seat_view(&ChannelId::new("c"), UserId(1));
                let _ = svc.snapshot(&ChannelId::new("c"));
                tx.send(seats).unwrap();
            });
        }
        let read = rx.recv_timeout(Duration::from_secs(20));
        drop(writes);
        let joined = joining.join().unwrap().unwrap();
        assert_eq!(read, Ok(Some(1)), "the reads waited for the commit");
        assert_eq!(joined.view().unwrap().seats.len(), 2);
        assert_eq!(svc.view(&ChannelId::new("c")).unwrap().seats.len(), 2);
    }
}
