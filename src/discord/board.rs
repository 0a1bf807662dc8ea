//! The channel side: tells each channel's story, in order, from the table
//! service's command log, and keeps its table message up to date.
//!
//! Every accepted command is numbered in its channel (`Reply::seq`, the
//! store's channel log, committed with the command). The board posts a
//! channel's event lines strictly in that order: a reply that arrives
//! early waits for the ones before it; one that never comes (or was
//! committed before a restart) is read from the store, off the click path.
//! How far a channel was posted is stored (`outbox_v1`), and so is the
//! group of commands being posted, before it goes out: every message of a
//! group carries a nonce made from the channel and the group's first
//! number, with `enforce_nonce`, so a post tried again (after an unclear
//! failure, or after a crash) is shown once. A failed post is tried again
//! with backoff until it succeeds; a channel that answers 403 or 404 is
//! gone, and its table is told (`Command::ChannelGone`) and closes.
//!
//! One task per channel (so a channel that waits does not hold up the
//! others), fed by a dispatcher. Coalesced: a channel flushes at most every
//! [`FLUSH_EVERY`], after waiting [`LINGER`] for more to join; a group never
//! spans the end of a hand, so a hand's result is posted before anything
//! of the next; posts are kept to 5 in any 5 s per channel. Whose turn it
//! is (the mention) and which hand view to refresh are decided when the
//! post goes out, from the table as it is then, and only once the channel
//! has been posted up to the table's latest command.

use super::message;
use super::pictures::{self, Pictures};
use super::screens;
use crate::engine::Event as GameEvent;
use crate::engine::{PublicState, Seat};
use crate::table::queries::{LoggedEvents, Outbox};
use crate::table::service::{Reply, Service};
use crate::table::{Actor, ChannelId, Command, Player, Snapshot, StageKind, TableEvent, UserId};
use poise::serenity_prelude as serenity;
use serenity::Builder as _;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, watch};

/// A channel flushes at most this often: at most one edit of the table
/// message per flush, so four in any 5 s.
pub const FLUSH_EVERY: Duration = Duration::from_millis(1250);
/// A flush waits this long after the first reply, so that what follows at
/// once (computer seats at pace 0) joins the same post.
pub const LINGER: Duration = Duration::from_millis(100);
/// How long a missing command is awaited from its handler before it is
/// read from the store. A click's handler sends its reply once the click
/// is answered (so a hand view is never refreshed before the click's own
/// answer lands), which may take up to Discord's 3 s.
pub const GAP_WAIT: Duration = Duration::from_secs(3);
/// An interaction token may be used to edit its message for 15 minutes.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);
/// Discord lets a bot post 5 messages per 5 s in a channel: the board keeps
/// under that by itself (the rest waits for the next flush).
pub const POSTS_PER_WINDOW: usize = 5;
pub const POST_WINDOW: Duration = Duration::from_secs(5);
/// Commands read from the store at a time.
const READ_BATCH: usize = 200;
/// How long storing `posted` may wait for the next group's record.
const RECORD_AFTER: Duration = Duration::from_secs(2);
/// Attempts for what a later flush redoes anyway (table message edits,
/// hand-view refreshes), and for posts once the bot is stopping.
const FEW_ATTEMPTS: u32 = 3;

pub enum BoardMsg {
    /// A command was accepted (or a deadline ran): show it.
    Reply(Reply),
    /// Post the table message again at the bottom of the channel.
    Repost(u64),
    /// `user` was shown their hand, as of the channel's command `seq`,
    /// through the interaction `token`: refresh it when their turn comes.
    Watch {
        channel: u64,
        user: u64,
        token: String,
        seq: u64,
    },
    /// Post what can be posted, then stop.
    Stop(tokio::sync::oneshot::Sender<()>),
}

/// The handle handlers use.
#[derive(Clone)]
pub struct Board {
    tx: mpsc::UnboundedSender<BoardMsg>,
    busy: Busy,
}

/// Who has a click being answered, per channel: their hand view is not
/// refreshed meanwhile (the click's own answer would land after the
/// refresh and show an older state).
#[derive(Clone, Default)]
pub struct Busy(Arc<std::sync::Mutex<HashMap<(u64, u64), u32>>>);

impl Busy {
    fn is_busy(&self, channel: u64, user: u64) -> bool {
        self.0.lock().expect("lock").contains_key(&(channel, user))
    }
}

/// Marks a click as being answered until dropped.
pub struct Answering {
    busy: Busy,
    key: (u64, u64),
}

impl Drop for Answering {
    fn drop(&mut self) {
        let mut map = self.busy.0.lock().expect("lock");
        if let Some(n) = map.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.key);
            }
        }
    }
}

impl Board {
    /// `user` is being answered in `channel` until the guard drops.
    pub fn answering(&self, channel: u64, user: u64) -> Answering {
        *self
            .busy
            .0
            .lock()
            .expect("lock")
            .entry((channel, user))
            .or_default() += 1;
        Answering {
            busy: self.busy.clone(),
            key: (channel, user),
        }
    }

    pub fn send(&self, msg: BoardMsg) {
        let _ = self.tx.send(msg);
    }
    pub fn reply(&self, r: Reply) {
        self.send(BoardMsg::Reply(r));
    }
    /// Posts what can be posted now and ends the task; the rest is posted
    /// by the next start (it is in the store).
    pub async fn stop(&self) {
        let (tx, rx) = tokio::sync::oneshot::channel();
        if self.tx.send(BoardMsg::Stop(tx)).is_ok() {
            let _ = tokio::time::timeout(Duration::from_secs(15), rx).await;
        }
    }
}

/// The handle and the receiving end for [`run`].
pub fn channel() -> (Board, Receiver) {
    let (tx, rx) = mpsc::unbounded_channel();
    let busy = Busy::default();
    (
        Board {
            tx,
            busy: busy.clone(),
        },
        Receiver { rx, busy },
    )
}

/// The receiving end of a [`Board`], for [`run`].
pub struct Receiver {
    rx: mpsc::UnboundedReceiver<BoardMsg>,
    busy: Busy,
}

/// What every channel task shares.
struct Shared {
    http: Arc<serenity::Http>,
    svc: Arc<Service>,
    stopping: watch::Receiver<bool>,
    busy: Busy,
    /// Makes this run's table-message nonces differ from the last run's.
    run_salt: u64,
    /// The hand views' and hand ends' pictures.
    pictures: Arc<Pictures>,
    /// The bot's own user, the author of its posts (read once).
    bot: tokio::sync::OnceCell<serenity::UserId>,
}

enum ChanMsg {
    Reply(Reply),
    Repost,
    Watch {
        user: u64,
        token: String,
        seq: u64,
    },
    /// Commands up to `last` were committed before this start and may not
    /// all have been posted: read them from the store.
    Backlog {
        last: u64,
    },
}

/// Runs a service read (or bookkeeping write) on the service's threads.
async fn with_service<T: Send + 'static>(
    svc: &Arc<Service>,
    f: impl FnOnce(&Service) -> Result<T, crate::table::service::StoreError> + Send + 'static,
) -> Result<T, String> {
    svc.call(f).await.map_err(|e| e.to_string())
}

/// The task: runs until [`Board::stop`].
pub async fn run(
    http: Arc<serenity::Http>,
    svc: Arc<Service>,
    pictures: Arc<Pictures>,
    rx: Receiver,
) {
    let Receiver { mut rx, busy } = rx;
    let (stop_tx, stopping) = watch::channel(false);
    let run_salt = mix(svc.now_ms() ^ u64::from(std::process::id()).rotate_left(40));
    let shared = Arc::new(Shared {
        http,
        svc,
        stopping,
        busy,
        run_salt,
        pictures,
        bot: tokio::sync::OnceCell::new(),
    });
    let mut d = Dispatch {
        shared,
        chans: HashMap::new(),
        tasks: tokio::task::JoinSet::new(),
    };
    // What the last run did not post (a crash, or a stop while Discord
    // was failing) goes out first.
    match with_service(&d.shared.svc, |s| s.outbox_backlog()).await {
        Ok(backlog) => {
            for (channel, _, last) in backlog {
                if let Some(ch) = channel.discord_id() {
                    tracing::info!(channel = ch, last, "resuming the channel's posts");
                    d.route(ch, ChanMsg::Backlog { last });
                }
            }
        }
        Err(e) => tracing::error!("reading what is left to post failed: {e}"),
    }
    while let Some(msg) = rx.recv().await {
        match msg {
            BoardMsg::Reply(r) => {
                if r.duplicate {
                    continue;
                }
                if let Some(ch) = r.channel.discord_id() {
                    d.route(ch, ChanMsg::Reply(r));
                }
            }
            BoardMsg::Repost(ch) => d.route(ch, ChanMsg::Repost),
            BoardMsg::Watch {
                channel,
                user,
                token,
                seq,
            } => d.route(channel, ChanMsg::Watch { user, token, seq }),
            BoardMsg::Stop(done) => {
                let _ = stop_tx.send(true);
                d.chans.clear();
                let all = async { while d.tasks.join_next().await.is_some() {} };
                if tokio::time::timeout(Duration::from_secs(12), all)
                    .await
                    .is_err()
                {
                    tracing::warn!("some channels were still posting at shutdown");
                }
                let _ = done.send(());
                return;
            }
        }
    }
}

/// Routes messages to the channel tasks, starting them on demand.
struct Dispatch {
    shared: Arc<Shared>,
    chans: HashMap<u64, mpsc::UnboundedSender<ChanMsg>>,
    tasks: tokio::task::JoinSet<()>,
}

impl Dispatch {
    fn route(&mut self, ch: u64, msg: ChanMsg) {
        let tx = self.chans.entry(ch).or_insert_with(|| {
            let (tx, rx) = mpsc::unbounded_channel();
            self.tasks.spawn(channel_task(self.shared.clone(), ch, rx));
            tx
        });
        let _ = tx.send(msg);
    }
}

async fn channel_task(sh: Arc<Shared>, ch: u64, mut rx: mpsc::UnboundedReceiver<ChanMsg>) {
    let mut stopping = sh.stopping.clone();
    let mut c = Chan::new(sh, ch);
    loop {
        let wake = c.wake_at();
        tokio::select! {
            m = rx.recv() => match m {
                Some(m) => c.take(m),
                None => break,
            },
            _ = sleep_until(wake) => {}
            _ = stopping.wait_for(|s| *s) => break,
        }
        // Take everything already waiting before deciding to flush.
        while let Ok(m) = rx.try_recv() {
            c.take(m);
        }
        if c.due().is_some_and(|t| t <= Instant::now()) {
            c.flush(false).await;
        }
        c.record_if_due().await;
    }
    // Stopping: what is waiting now, with a few attempts per post.
    while let Ok(m) = rx.try_recv() {
        c.take(m);
    }
    if c.has_work() {
        c.flush(true).await;
    }
    if c.record_at.is_some() {
        c.record(None).await;
    }
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}

/// One command waiting to be posted.
struct Entry {
    events: Vec<TableEvent>,
    /// The players of the game the events belong to, in seat order (for
    /// names); None: those of the entry before.
    seats: Option<Vec<Player>>,
    /// Lines that follow the events: a finished game's rating changes and
    /// leaderboard, read from the store when the entry is first rendered.
    extra: Option<Vec<String>>,
    /// The public view right after the command, kept when it ended a hand
    /// (for the table picture of its post). None for commands read from
    /// the store: their post's picture is drawn from the hand's public
    /// events, read back from the store ([`hand_events`]).
    public: Option<PublicState>,
}

impl Entry {
    fn from_log(logged: &LoggedEvents) -> Result<Entry, String> {
        Ok(Entry {
            events: logged.clone()?,
            seats: None,
            extra: None,
            public: None,
        })
    }
    fn finished_game(&self) -> Option<u64> {
        self.events.iter().find_map(|e| match e {
            TableEvent::Finished { game_id } => Some(*game_id),
            _ => None,
        })
    }
}

/// Whether nothing after these events may share their post: the end of a
/// hand, of a game or of the table.
pub fn ends_a_hand(events: &[TableEvent]) -> bool {
    events.iter().any(TableEvent::closes_hand)
}

/// The nonce of part `part` of the group of commands starting at `first`
/// in channel `ch`: the same every time that group is posted (Discord keeps
/// a nonce for a few minutes and, with `enforce_nonce`, returns the message
/// it already made). 16 hex digits (Discord allows 25 characters).
pub fn post_nonce(ch: u64, first: u64, part: usize) -> String {
    format!(
        "{:016x}",
        mix(ch ^ mix(first.wrapping_mul(1 << 8) ^ part as u64))
    )
}

/// A 64-bit mixer (splitmix64's finaliser).
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Who is to play now, if a person: ((game, the move their turn began
/// at), user). A turn is announced once.
fn turn_of(t: &Snapshot) -> Option<((u64, u32), UserId)> {
    if t.stage() != StageKind::Playing {
        return None;
    }
    let person = |seat: Seat| match t.seats().get(seat) {
        Some(info) if !info.auto => info.player.user(),
        _ => None,
    };
    let discards = |log: &[crate::engine::Event]| {
        log.iter()
            .filter(|e| matches!(e, crate::engine::Event::Discarded { .. }))
            .count() as u32
    };
    let (seat, began) = match t.view().game? {
        PublicState::Jersey(g) => {
            // A turn is a draw, then a discard: it began a move ago once drawn.
            let drawn = g.phase == crate::engine::jersey::Phase::Discard;
            (g.to_act?, g.moves - u32::from(drawn))
        }
        // A turn ends with a discard: the hand and the discards so far
        // name it, however many moves it takes (passes, doubles, melds).
        PublicState::Gin(g) => {
            let seat = g.to_act.iter().copied().find(|&s| person(s).is_some())?;
            let table = g
                .tables
                .iter()
                .find(|x| x.dealer == seat || x.non_dealer == seat)?;
            (seat, g.hand_no * 10_000 + discards(&table.log))
        }
        PublicState::Colonel(c) => (c.to_act?, c.hand_no * 10_000 + discards(&c.log)),
    };
    Some(((t.game_id(), began), person(seat)?))
}

/// The mention line of [`turn_of`].
fn turn_line(user: UserId) -> String {
    format!("➡️ <@{user}>, your turn.")
}

/// One post of the channel's story, as it is looked for in the channel.
struct Sent {
    content: String,
    nonce: String,
    /// It may be out already (a group sent again after a restart).
    maybe_out: bool,
}

/// What reading the channel found of a post.
enum Found {
    /// Discord has it: its id.
    Posted(u64),
    NotPosted,
    /// The channel could not be read: try again.
    Unknown,
}

/// How a post ended.
enum Posted {
    Done,
    /// 403 or 404: the channel is gone or out of reach.
    Gone,
    /// Refused for good (a 4xx other than those): skipped, logged.
    Refused,
    /// The bot is stopping: left for the next start.
    Stopped,
}

fn status_of(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(h) => h.status_code().map(|s| s.as_u16()),
        _ => None,
    }
}

/// Retry delays of a channel post: 250 ms doubling, at most 8 s.
fn post_backoff(attempt: u32) -> Duration {
    Duration::from_millis(250u64 << attempt.min(5)).min(Duration::from_secs(8))
}

struct Watched {
    token: String,
    at: Instant,
    /// The channel's command the view shows.
    seq: u64,
}

struct Chan {
    sh: Arc<Shared>,
    ch: u64,
    key: ChannelId,
    /// `posted`, `sending` and the table message were read from the store.
    loaded: bool,
    /// Every command up to here was posted.
    posted: u64,
    /// A group that was being posted when the last run stopped: it goes
    /// out again first, as it was.
    sending: Option<u64>,
    /// Commands after `posted` that are known.
    entries: BTreeMap<u64, Entry>,
    /// The highest command number known to exist.
    known: u64,
    /// Commands up to here may be read from the store at once (committed
    /// before this start, so no handler is still answering them).
    readable: u64,
    /// Since when the next command to post has been missing.
    gap_since: Option<Instant>,
    /// The players of the last entry rendered.
    seats: Vec<Player>,
    table_msg: Option<serenity::MessageId>,
    dirty: bool,
    repost: bool,
    announced: Option<(u64, u32)>,
    watch: HashMap<u64, Watched>,
    last_flush: Option<Instant>,
    /// Since when something has been waiting for a flush.
    waiting_since: Option<Instant>,
    /// When the latest posts went out (at most [`POSTS_PER_WINDOW`]).
    posts: VecDeque<Instant>,
    /// Makes the nonces of table-message posts unique.
    table_posts: u64,
    /// The latest message the bot posted in the channel, as far as it
    /// knows (stored with the outbox): what a post of unknown result is
    /// looked for after.
    last_post: Option<u64>,
    /// When to store `posted` if no group is recorded before (a busy
    /// channel records it with its next group instead: one write a post).
    record_at: Option<Instant>,
}

impl Chan {
    fn new(sh: Arc<Shared>, ch: u64) -> Chan {
        Chan {
            sh,
            ch,
            key: ChannelId::discord(ch),
            loaded: false,
            posted: 0,
            sending: None,
            entries: BTreeMap::new(),
            known: 0,
            readable: 0,
            gap_since: None,
            seats: Vec::new(),
            table_msg: None,
            dirty: false,
            repost: false,
            announced: None,
            watch: HashMap::new(),
            last_flush: None,
            waiting_since: None,
            posts: VecDeque::new(),
            table_posts: 0,
            last_post: None,
            record_at: None,
        }
    }

    fn take(&mut self, m: ChanMsg) {
        match m {
            ChanMsg::Reply(r) => {
                if r.seq == 0 || (self.loaded && r.seq <= self.posted) {
                    return;
                }
                self.known = self.known.max(r.seq);
                let seats = r.snapshot().map(|t| t.players());
                let public = if pictures::ends_with_picture(&r.events) {
                    r.view().and_then(|v| v.game)
                } else {
                    None
                };
                self.entries.insert(
                    r.seq,
                    Entry {
                        events: r.events,
                        seats,
                        extra: None,
                        public,
                    },
                );
                self.dirty = true;
            }
            ChanMsg::Repost => {
                self.repost = true;
                self.dirty = true;
            }
            ChanMsg::Watch { user, token, seq } => {
                self.watch.insert(
                    user,
                    Watched {
                        token,
                        at: Instant::now(),
                        seq,
                    },
                );
                return;
            }
            ChanMsg::Backlog { last } => {
                self.known = self.known.max(last);
                self.readable = self.readable.max(last);
                self.dirty = true;
            }
        }
        self.waiting_since.get_or_insert_with(Instant::now);
    }

    fn has_work(&self) -> bool {
        self.dirty || self.repost || self.sending.is_some() || self.known > self.posted
    }

    /// When the task must wake: for the next flush, or to store `posted`.
    fn wake_at(&self) -> Option<Instant> {
        match (self.due(), self.record_at) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Stores `posted` if it is time (see `record_at`).
    async fn record_if_due(&mut self) {
        if self.record_at.is_some_and(|t| t <= Instant::now()) {
            self.record_at = None;
            self.record(None).await;
        }
    }

    /// When the next flush may happen.
    fn due(&self) -> Option<Instant> {
        if !self.has_work() {
            return None;
        }
        // Leftovers of the last flush wait only for the next one; news also
        // waits a moment for what follows it.
        let after_news = self.waiting_since.map(|t| t + LINGER);
        let after_last = self.last_flush.map(|t| t + FLUSH_EVERY);
        Some(match (after_news, after_last) {
            (Some(a), Some(b)) => a.max(b),
            (Some(t), None) | (None, Some(t)) => t,
            (None, None) => Instant::now(),
        })
    }

    /// Posts left in the current 5-second window.
    fn room(&mut self) -> usize {
        let now = Instant::now();
        while self
            .posts
            .front()
            .is_some_and(|&t| now.duration_since(t) >= POST_WINDOW)
        {
            self.posts.pop_front();
        }
        POSTS_PER_WINDOW.saturating_sub(self.posts.len())
    }

    async fn load(&mut self) {
        if self.loaded {
            return;
        }
        let key = self.key.clone();
        let read = with_service(&self.sh.svc, move |s| {
            Ok((s.outbox(&key)?, s.table_message(&key)?))
        })
        .await;
        match read {
            Ok((outbox, table_msg)) => {
                self.loaded = true;
                self.posted = self.posted.max(outbox.posted);
                self.sending = outbox.sending.filter(|&b| b > self.posted);
                self.known = self.known.max(self.posted).max(self.sending.unwrap_or(0));
                self.last_post = self.last_post.or(outbox.last_message);
                let posted = self.posted;
                self.entries.retain(|&n, _| n > posted);
                if self.table_msg.is_none() {
                    self.table_msg = table_msg
                        .filter(|&id| id != 0)
                        .map(serenity::MessageId::new);
                }
            }
            Err(e) => tracing::warn!(
                channel = self.ch,
                "reading the channel's outbox failed: {e}"
            ),
        }
    }

    async fn flush(&mut self, stopping: bool) {
        self.last_flush = Some(Instant::now());
        self.waiting_since = None;
        if self.sh.svc.let_go_of(&self.key) {
            // Another process runs the table and tells its story now.
            self.entries.clear();
            self.watch.clear();
            self.sending = None;
            self.known = self.posted;
            self.dirty = false;
            self.repost = false;
            return;
        }
        self.load().await;
        if !self.loaded {
            return;
        }
        let table = self.sh.svc.snapshot(&self.key);
        if !self.post_story(table.as_ref(), stopping).await {
            return;
        }
        // The table as it is after the posts.
        let table = self.sh.svc.snapshot(&self.key);
        self.update_table_message(table.as_ref(), stopping).await;
        self.refresh_hand_view(table.as_ref()).await;
    }

    /// Reads the commands after `posted` from the store (those not known
    /// yet), with the players their names need. False on a store error.
    async fn fill_from_store(&mut self, table: Option<&Snapshot>) -> bool {
        let (key, after) = (self.key.clone(), self.posted);
        let read = with_service(&self.sh.svc, move |s| {
            s.channel_events(&key, after, READ_BATCH)
        })
        .await;
        let cmds = match read {
            Ok(c) => c,
            Err(e) => {
                tracing::warn!(
                    channel = self.ch,
                    "reading the channel's commands failed: {e}"
                );
                return false;
            }
        };
        let mut read: Vec<(u64, Entry)> = Vec::with_capacity(cmds.len());
        for (n, cmd) in &cmds {
            match Entry::from_log(cmd) {
                Ok(e) => read.push((*n, e)),
                Err(e) => {
                    tracing::error!(
                        channel = self.ch,
                        n,
                        "a stored command cannot be read ({e}): it is skipped"
                    );
                    read.push((
                        *n,
                        Entry {
                            events: Vec::new(),
                            seats: None,
                            extra: None,
                            public: None,
                        },
                    ));
                }
            }
        }
        // Names: from the game each command belongs to. Before the first
        // start in what was read, that is the game that ended there (in the
        // store) or else the table's game now.
        let first_start = read.iter().position(|(_, e)| {
            e.events
                .iter()
                .any(|x| matches!(x, TableEvent::Started { .. }))
        });
        let before = first_start.unwrap_or(read.len());
        let ended = read[..before].iter().find_map(|(_, e)| {
            e.events.iter().find_map(|x| match x {
                TableEvent::Finished { game_id } => Some(*game_id),
                TableEvent::Abandoned { game_id } => *game_id,
                _ => None,
            })
        });
        let mut seats: Option<Vec<Player>> = match ended {
            Some(id) => with_service(&self.sh.svc, move |s| s.game_record(id))
                .await
                .ok()
                .flatten()
                .map(|g| g.players),
            None => None,
        };
        if seats.is_none() {
            seats = table.map(|t| t.players());
        }
        for (n, mut e) in read {
            if let Some(TableEvent::Started { seats: s, .. }) = e
                .events
                .iter()
                .find(|x| matches!(x, TableEvent::Started { .. }))
            {
                seats = Some(s.clone());
            }
            e.seats = seats.clone();
            self.known = self.known.max(n);
            self.entries.entry(n).or_insert(e);
        }
        true
    }

    /// The lines of entry `n` (its events, then any extra lines), reading
    /// a finished game's ratings and leaderboard from the store once.
    async fn lines_of(&mut self, n: u64) -> Vec<String> {
        let Some(e) = self.entries.get(&n) else {
            return Vec::new();
        };
        if let (None, Some(game_id)) = (&e.extra, e.finished_game()) {
            let channel = self.key.clone();
            let extra = with_service(&self.sh.svc, move |s| {
                Ok(leaderboard_lines(s, &channel, game_id))
            })
            .await
            .unwrap_or_default();
            if let Some(e) = self.entries.get_mut(&n) {
                e.extra = Some(extra);
            }
        }
        let e = &self.entries[&n];
        if let Some(s) = &e.seats {
            self.seats = s.clone();
        }
        let mut lines = screens::event_lines(&e.events, &self.seats);
        lines.extend(e.extra.iter().flatten().cloned());
        lines
    }

    /// Posts the channel's story from `posted` on, group by group, as far
    /// as the post window allows. False if the channel turned out gone.
    async fn post_story(&mut self, table: Option<&Snapshot>, stopping: bool) -> bool {
        let start = self.posted;
        loop {
            let from = self.posted + 1;
            if self.sending.is_none() && from > self.known {
                break;
            }
            let last_needed = self.sending.unwrap_or(from);
            if (from..=last_needed).any(|n| !self.entries.contains_key(&n)) {
                let waited = self.gap_since.is_some_and(|t| t.elapsed() >= GAP_WAIT);
                if last_needed > self.readable && !waited && !stopping {
                    self.gap_since.get_or_insert_with(Instant::now);
                    break;
                }
                if !self.fill_from_store(table).await {
                    break;
                }
                if (from..=last_needed).any(|n| !self.entries.contains_key(&n)) {
                    tracing::error!(
                        channel = self.ch,
                        from,
                        "a command to post is missing from the store"
                    );
                    break;
                }
            }
            self.gap_since = None;
            let room = self.room();
            if room == 0 {
                break;
            }
            // The group: a group cut short by the last stop goes out again
            // as it was; otherwise the commands that follow, up to the end of
            // a hand, as many as the window has room for. The group that
            // reaches the latest command known mentions whoever is to play
            // now, if their turn was not announced yet.
            let caught_up = |last: u64, known: u64| last == known;
            let mention = table
                .and_then(turn_of)
                .filter(|(key, _)| self.announced != Some(*key));
            let mut lines: Vec<String> = Vec::new();
            let mut last = self.posted;
            let mut mentioned = None;
            let fixed_end = self.sending;
            let saved_seats = self.seats.clone();
            let mut n = from;
            while self.entries.contains_key(&n) {
                let seats_before = self.seats.clone();
                let mut trial = lines.clone();
                trial.extend(self.lines_of(n).await);
                let with_mention = match mention {
                    Some((_, user)) if caught_up(n, self.known) => {
                        let mut t = trial.clone();
                        t.push(turn_line(user));
                        Some(t)
                    }
                    _ => None,
                };
                let chunks = message::chunk_lines(with_mention.as_ref().unwrap_or(&trial)).len();
                if chunks > room {
                    if fixed_end.is_none() && n > from {
                        self.seats = seats_before;
                        break;
                    }
                    // The group must wait for room.
                    self.seats = saved_seats;
                    return self.finish_story(start).await;
                }
                let ends = ends_a_hand(&self.entries[&n].events);
                match with_mention {
                    Some(t) => {
                        lines = t;
                        mentioned = mention;
                    }
                    None => lines = trial,
                }
                last = n;
                n += 1;
                if fixed_end.is_some_and(|b| n > b) || (fixed_end.is_none() && ends) {
                    break;
                }
            }
            if last < from {
                break;
            }
            let chunks = message::chunk_lines(&lines);
            if !chunks.is_empty() {
                let picture = self.hand_end_attachment(last).await;
                // Recorded before it goes out, so that a crash in between
                // sends the same group again, with the same nonces.
                if fixed_end.is_none() {
                    self.record(Some(last)).await;
                }
                let users = mentioned
                    .iter()
                    .map(|(_, u)| serenity::UserId::new(u.get()));
                let allowed = serenity::CreateAllowedMentions::new().users(users);
                match self
                    .send_group(
                        chunks,
                        from,
                        picture,
                        allowed,
                        fixed_end.is_some(),
                        stopping,
                    )
                    .await
                {
                    Posted::Done | Posted::Refused => {}
                    Posted::Gone => {
                        self.channel_gone().await;
                        return false;
                    }
                    Posted::Stopped => return true,
                }
            }
            tracing::debug!(channel = self.ch, from, last, "posted");
            if let Some((key, _)) = mentioned {
                self.announced = Some(key);
            }
            self.posted = last;
            self.sending = None;
            self.entries.retain(|&k, _| k > last);
        }
        self.finish_story(start).await
    }

    /// The table picture of the post of command `last`, when it ends a
    /// hand (every game): drawn from the public view after it, or (a
    /// command read from the store) from the hand's public events.
    async fn hand_end_attachment(&self, last: u64) -> Option<serenity::CreateAttachment> {
        let e = self.entries.get(&last)?;
        if !pictures::ends_with_picture(&e.events) {
            return None;
        }
        let names = pictures::picture_names(&self.seats);
        match &e.public {
            Some(public) => {
                let picture = pictures::hand_end_picture(&e.events, public, &names)?;
                self.sh.pictures.table_of(self.ch, picture).await
            }
            None => self.rebuilt_table_picture(last, &names).await,
        }
    }

    /// Posts one group's messages in order, the picture (if any) on the
    /// last; stops at the first that is gone or stopped.
    async fn send_group(
        &mut self,
        chunks: Vec<String>,
        from: u64,
        picture: Option<serenity::CreateAttachment>,
        allowed: serenity::CreateAllowedMentions,
        maybe_out: bool,
        stopping: bool,
    ) -> Posted {
        let parts = chunks.len();
        for (part, chunk) in chunks.into_iter().enumerate() {
            let nonce = post_nonce(self.ch, from, part);
            // A group sent again after a restart may be out already.
            let sent = Sent {
                content: chunk.clone(),
                nonce: nonce.clone(),
                maybe_out,
            };
            let mut msg = serenity::CreateMessage::new()
                .content(chunk)
                .nonce(serenity::Nonce::String(nonce))
                .enforce_nonce(true)
                .allowed_mentions(allowed.clone());
            let pictured = part + 1 == parts && picture.is_some();
            if pictured {
                if let Some(file) = &picture {
                    msg = msg.add_file(file.clone());
                }
            }
            let mut result = self.post(msg.clone(), &sent, stopping).await;
            if pictured && matches!(result, Posted::Gone | Posted::Refused) {
                // Perhaps only the file is refused (no Attach Files
                // permission, too large): the words must get through.
                tracing::warn!(
                    channel = self.ch,
                    "a post with a picture was refused: trying it without; this table shows no more pictures"
                );
                self.sh.pictures.set_table(self.ch, false);
                result = self.post(msg.files(Vec::new()), &sent, stopping).await;
            }
            match result {
                Posted::Done | Posted::Refused => {}
                other => return other,
            }
        }
        Posted::Done
    }

    /// The table picture of the hand that command `last` ended, drawn from
    /// the hand's public events read back from the store: the public view
    /// of that moment is gone (the post is rebuilt after a restart, or its
    /// reply came too late). None if the table shows no pictures, or the
    /// hand cannot be read whole (then the words go alone).
    async fn rebuilt_table_picture(
        &self,
        last: u64,
        names: &[String],
    ) -> Option<serenity::CreateAttachment> {
        if !self.sh.pictures.on(self.ch) {
            return None;
        }
        let key = self.key.clone();
        let events = match with_service(&self.sh.svc, move |s| hand_events(s, &key, last)).await {
            Ok(Some(events)) => events,
            Ok(None) => {
                tracing::warn!(
                    channel = self.ch,
                    last,
                    "the hand's events cannot be read whole: its end is posted without the picture"
                );
                return None;
            }
            Err(e) => {
                tracing::warn!(
                    channel = self.ch,
                    "reading the hand's events failed ({e}): its end is posted without the picture"
                );
                return None;
            }
        };
        let picture = pictures::rebuilt_hand_end_picture(&events, names)?;
        self.sh.pictures.table_of(self.ch, picture).await
    }

    /// Schedules storing how far the channel was posted, if that moved:
    /// soon, unless the next group's record (which carries it) comes
    /// first. Until then a restart posts the last group again with the
    /// same nonces, which Discord answers with the messages it made.
    async fn finish_story(&mut self, start: u64) -> bool {
        if self.posted != start && self.sending.is_none() {
            self.record_at.get_or_insert(Instant::now() + RECORD_AFTER);
        }
        true
    }

    /// Stores `posted` (and the group being sent), durably.
    async fn record(&mut self, sending: Option<u64>) {
        self.record_at = None;
        let row = Outbox {
            posted: self.posted,
            sending,
            last_message: self.last_post,
        };
        let key = self.key.clone();
        if let Err(e) = with_service(&self.sh.svc, move |s| s.set_outbox(&key, row)).await {
            tracing::warn!(
                channel = self.ch,
                "recording the channel's posts failed: {e}"
            );
        }
    }

    /// Posts one message, trying again with backoff until it is done, the
    /// channel is gone, or the bot stops. Before a try whose post may be
    /// out already (`sent.maybe_out`, or an earlier try's answer was lost),
    /// the channel is read for it (see `posted.rs`): found, it is not
    /// posted again.
    async fn post(&mut self, msg: serenity::CreateMessage, sent: &Sent, stopping: bool) -> Posted {
        let channel = serenity::ChannelId::new(self.ch);
        let mut stop = self.sh.stopping.clone();
        let mut maybe_out = sent.maybe_out;
        for attempt in 0u32.. {
            if maybe_out {
                match self.find_post(sent).await {
                    Found::Posted(id) => {
                        tracing::info!(
                            channel = self.ch,
                            message = id,
                            "a post whose answer was lost is in the channel already: not posted again"
                        );
                        self.last_post = Some(id);
                        return Posted::Done;
                    }
                    Found::NotPosted => {}
                    Found::Unknown => {
                        if stopping && attempt + 1 >= FEW_ATTEMPTS {
                            return Posted::Stopped;
                        }
                        tokio::select! {
                            _ = tokio::time::sleep(post_backoff(attempt)) => {}
                            _ = stop.wait_for(|s| *s), if !stopping => return Posted::Stopped,
                        }
                        continue;
                    }
                }
            }
            // Every try counts against the channel's 5 posts in 5 s.
            if self.room() == 0 {
                let free_at = self.posts.front().map(|&t| t + POST_WINDOW);
                tokio::select! {
                    _ = sleep_until(free_at) => {}
                    _ = stop.wait_for(|s| *s), if !stopping => return Posted::Stopped,
                }
            }
            let result = channel.send_message(&self.sh.http, msg.clone()).await;
            // Counted from the answer, not the request: Discord counts a
            // post when it arrives, which is before its answer comes back,
            // so the next window never starts early however slow the way.
            self.posts.push_back(Instant::now());
            match result {
                Ok(m) => {
                    self.last_post = Some(m.id.get());
                    return Posted::Done;
                }
                Err(e) if matches!(status_of(&e), Some(403 | 404)) => {
                    tracing::warn!(
                        channel = self.ch,
                        "posting failed ({e}): the channel is gone"
                    );
                    return Posted::Gone;
                }
                Err(e) if super::http::is_transient(&e) => {
                    // A 429 was not made; any other failure may have been.
                    maybe_out |= status_of(&e) != Some(429);
                    if stopping && attempt + 1 >= FEW_ATTEMPTS {
                        return Posted::Stopped;
                    }
                    if attempt < 3 || attempt.is_multiple_of(10) {
                        tracing::warn!(
                            channel = self.ch,
                            attempt,
                            "posting failed ({e}); trying again"
                        );
                    }
                    tokio::select! {
                        _ = tokio::time::sleep(post_backoff(attempt)) => {}
                        _ = stop.wait_for(|s| *s), if !stopping => return Posted::Stopped,
                    }
                }
                Err(e) => {
                    tracing::error!(
                        channel = self.ch,
                        "posting was refused ({e}): those lines are skipped"
                    );
                    return Posted::Refused;
                }
            }
        }
        Posted::Stopped
    }

    /// Reads the channel's messages after the last one the bot knows it
    /// posted, for `sent`.
    async fn find_post(&mut self, sent: &Sent) -> Found {
        // Without a message to read after, only a channel that never had
        // a post of its story can be searched whole (rows written before
        // `last_message` was kept rely on the nonce alone).
        let after = match self.last_post {
            Some(id) => Some(serenity::MessageId::new(id)),
            None if self.posted == 0 => None,
            None => return Found::NotPosted,
        };
        let http = self.sh.http.clone();
        let bot = match self
            .sh
            .bot
            .get_or_try_init(|| async { http.get_current_user().await.map(|u| u.id) })
            .await
        {
            Ok(bot) => *bot,
            Err(e) => {
                tracing::warn!(
                    channel = self.ch,
                    "who the bot is could not be read ({e}): trying again"
                );
                return Found::Unknown;
            }
        };
        let mut query = serenity::GetMessages::new().limit(100);
        if let Some(a) = after {
            query = query.after(a);
        }
        match serenity::ChannelId::new(self.ch)
            .messages(&self.sh.http, query)
            .await
        {
            Ok(messages) => {
                match super::posted::find_post(&messages, bot, after, &sent.content, &sent.nonce) {
                    Some(id) => Found::Posted(id.get()),
                    None => Found::NotPosted,
                }
            }
            Err(e) if matches!(status_of(&e), Some(403 | 404)) => {
                // The history cannot be read (Read Message History is
                // missing): the nonce alone keeps it once, for minutes.
                tracing::warn!(
                    channel = self.ch,
                    "the channel's messages cannot be read ({e}): posting again with the same nonce"
                );
                Found::NotPosted
            }
            Err(e) => {
                tracing::warn!(
                    channel = self.ch,
                    "reading the channel's messages failed ({e}): trying again"
                );
                Found::Unknown
            }
        }
    }

    /// The channel answered 403/404: its table is told and closes, and its
    /// story up to there is dropped (nobody can see it).
    async fn channel_gone(&mut self) {
        let key = self.key.clone();
        let closed = self
            .sh
            .svc
            .call(move |s| s.apply(&key, 0, Actor::System, Command::ChannelGone))
            .await;
        match closed {
            Ok(r) => {
                tracing::warn!(
                    channel = self.ch,
                    "the channel is out of reach: its table was closed"
                );
                self.known = self.known.max(r.seq);
            }
            Err(crate::table::service::ApplyError::Refused(e)) => {
                tracing::info!(channel = self.ch, "the channel is out of reach ({e})")
            }
            Err(e) => tracing::error!(channel = self.ch, "closing the table failed: {e}"),
        }
        self.posted = self.known;
        self.sending = None;
        self.entries.clear();
        self.watch.clear();
        self.dirty = false;
        self.repost = false;
        self.record(None).await;
        if self.table_msg.take().is_some() {
            self.save_table_msg(None).await;
        }
    }

    /// Stores (or with None forgets) the table message id.
    async fn save_table_msg(&self, id: Option<serenity::MessageId>) {
        let key = self.key.clone();
        if let Err(e) = with_service(&self.sh.svc, move |s| {
            s.set_table_message(&key, id.map(|m| m.get()))
        })
        .await
        {
            tracing::warn!(
                channel = self.ch,
                "storing the table message id failed: {e}"
            );
        }
    }

    /// Edits the table message to the table as it is (or posts it).
    async fn update_table_message(&mut self, table: Option<&Snapshot>, stopping: bool) {
        if !self.dirty {
            return;
        }
        self.dirty = false;
        let channel = serenity::ChannelId::new(self.ch);
        let view = table.map(|t| t.view());
        let msg = match &view {
            Some(v) => screens::table_message(self.ch, v),
            None => screens::closed_table_message(),
        };
        let repost = std::mem::take(&mut self.repost);
        let no_mentions = serenity::CreateAllowedMentions::new().empty_users();
        match (self.table_msg, repost) {
            (Some(id), false) => {
                let edit = serenity::EditMessage::new()
                    .content(msg.content.clone())
                    .components(msg.components())
                    .allowed_mentions(no_mentions);
                match retry_few("editing the table message", || {
                    channel.edit_message(&self.sh.http, id, edit.clone())
                })
                .await
                {
                    Ok(_) => {}
                    Err(e) if status_of(&e) == Some(404) => {
                        // Deleted: post a new one next time.
                        self.table_msg = None;
                        self.dirty = view.is_some();
                    }
                    Err(e) if status_of(&e) == Some(403) => {
                        tracing::warn!(
                            channel = self.ch,
                            "editing the table message failed ({e}): the channel is gone"
                        );
                        self.channel_gone().await;
                        return;
                    }
                    Err(_) => self.dirty = true,
                }
            }
            _ if view.is_some() && (self.room() == 0 || stopping) => {
                // No room for a post now: next time.
                self.dirty = !stopping;
                self.repost = repost;
            }
            _ if view.is_some() => {
                self.table_posts += 1;
                let nonce = post_nonce(self.ch, self.sh.run_salt ^ self.table_posts, usize::MAX);
                let post = serenity::CreateMessage::new()
                    .content(msg.content.clone())
                    .components(msg.components())
                    .nonce(serenity::Nonce::String(nonce))
                    .enforce_nonce(true)
                    .allowed_mentions(no_mentions);
                // One try: a failed one is tried again at the next flush,
                // after the post window is checked again.
                let result = channel.send_message(&self.sh.http, post).await;
                self.posts.push_back(Instant::now());
                match result {
                    Ok(m) => {
                        self.table_msg = Some(m.id);
                        self.last_post = Some(m.id.get());
                        self.save_table_msg(self.table_msg).await;
                    }
                    Err(e) if matches!(status_of(&e), Some(403 | 404)) => {
                        self.channel_gone().await;
                        return;
                    }
                    Err(e) => {
                        tracing::warn!(
                            channel = self.ch,
                            "posting the table message failed ({e}); trying again later"
                        );
                        self.dirty = true;
                        self.repost = repost;
                    }
                }
            }
            _ => {}
        }
        if view.is_none() && self.table_msg.take().is_some() {
            self.save_table_msg(None).await;
        }
    }

    /// Refreshes the hand view of whoever is to play, if it shows an
    /// earlier state, once every command known was posted (a command whose
    /// reply has not come is one whose click is still being answered) and
    /// while no click of theirs is being answered.
    async fn refresh_hand_view(&mut self, table: Option<&Snapshot>) {
        let Some(t) = table else { return };
        if self.posted != self.known {
            return;
        }
        let Some((_, user)) = turn_of(t) else { return };
        let user = user.get();
        if self.sh.busy.is_busy(self.ch, user) {
            return;
        }
        let Some(w) = self.watch.get(&user) else {
            return;
        };
        if w.seq >= t.seq() {
            return;
        }
        if w.at.elapsed() > TOKEN_LIFE {
            self.watch.remove(&user);
            return;
        }
        let Some(state) = t.seat_view(UserId(user)) else {
            return;
        };
        let attach = self.sh.pictures.hand_attach(self.ch, &state, None).await;
        let msg = screens::hand_view(self.ch, &t.view(), &state, None, attach.has_picture());
        let edit = attach.to_edit(
            serenity::EditInteractionResponse::new()
                .content(msg.content.clone())
                .components(msg.components()),
        );
        let token = w.token.clone();
        let http = self.sh.http.clone();
        let done = retry_few("refreshing a hand view", || {
            edit.clone().execute(&http, &token)
        })
        .await;
        match done {
            Ok(_) => {
                if let Some(w) = self.watch.get_mut(&user) {
                    w.seq = t.seq();
                }
            }
            Err(e) if matches!(status_of(&e), Some(401 | 403 | 404)) => {
                // The token expired or the message is gone.
                self.watch.remove(&user);
            }
            Err(_) => {}
        }
    }
}

/// Tries a REST call a few times on rate limits, server errors and network
/// trouble (for what a later flush does again anyway).
async fn retry_few<T, F, Fut>(what: &str, mut f: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, serenity::Error>>,
{
    let mut attempt = 0;
    loop {
        match f().await {
            Ok(v) => return Ok(v),
            Err(e) if attempt + 1 < FEW_ATTEMPTS && super::http::is_transient(&e) => {
                tracing::warn!("{what} failed ({e}); trying again");
                tokio::time::sleep(Duration::from_millis(200 << attempt)).await;
                attempt += 1;
            }
            Err(e) => {
                tracing::warn!("{what} failed: {e}");
                return Err(e);
            }
        }
    }
}

/// The public game events of the hand that command `last` of `channel`
/// ended, from the command that dealt it up to `last`, read back from the
/// store a batch at a time. Private events (a card drawn) are left out.
/// None if the deal is not found or a command of the hand cannot be read.
fn hand_events(
    svc: &Service,
    channel: &ChannelId,
    last: u64,
) -> Result<Option<Vec<GameEvent>>, crate::table::service::StoreError> {
    // Newest first.
    let mut commands: Vec<Vec<GameEvent>> = Vec::new();
    let mut upto = last;
    while upto > 0 {
        let after = upto.saturating_sub(READ_BATCH as u64);
        let read = svc.channel_events(channel, after, (upto - after) as usize)?;
        for (n, logged) in read.into_iter().rev() {
            if n > upto {
                continue;
            }
            let Ok(events) = logged else {
                return Ok(None);
            };
            let game: Vec<GameEvent> = events
                .into_iter()
                .filter_map(|e| match e {
                    TableEvent::Game { event } if event.is_public() => Some(event),
                    _ => None,
                })
                .collect();
            let dealt = game.iter().any(GameEvent::deals_hand);
            commands.push(game);
            if dealt {
                commands.reverse();
                return Ok(Some(commands.concat()));
            }
        }
        upto = after;
    }
    Ok(None)
}

/// A finished game's rating changes, then the channel's leaderboard.
fn leaderboard_lines(svc: &Service, channel: &ChannelId, game_id: u64) -> Vec<String> {
    let changes = svc
        .game_record(game_id)
        .ok()
        .flatten()
        .map(|g| (g.rules.kind(), g.ratings))
        .unwrap_or((crate::engine::GameKind::Jersey, Vec::new()));
    let (game, changes) = changes;
    let mut lines = screens::rating_lines(&changes);
    let Ok(board) = svc.leaderboard(channel, game, 1) else {
        return lines;
    };
    lines.push(format!(
        "📈 Leaderboard after game {game_id} (rating − 3σ, games, wins):"
    ));
    for (i, p) in board.iter().take(10).enumerate() {
        lines.push(format!(
            "`{}.` {} — {:.1} ({} games, {} wins)",
            i + 1,
            screens::player_name(&p.player),
            p.conservative,
            p.games,
            p.wins
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_are_stable_short_and_distinct() {
        let a = post_nonce(1_100_000_000_000_000_004, 17, 0);
        assert_eq!(a, post_nonce(1_100_000_000_000_000_004, 17, 0));
        assert!(a.len() <= 25);
        let mut seen = std::collections::HashSet::new();
        for ch in [1u64, 2, 1_100_000_000_000_000_004] {
            for first in 1..200u64 {
                for part in 0..3 {
                    assert!(
                        seen.insert(post_nonce(ch, first, part)),
                        "{ch} {first} {part}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_hand_end_closes_a_group() {
        use crate::engine::Event;
        let discard = TableEvent::Game {
            event: Event::Discarded {
                seat: 0,
                card: "7c".parse().unwrap(),
            },
        };
        assert!(!ends_a_hand(std::slice::from_ref(&discard)));
        assert!(ends_a_hand(&[discard, TableEvent::Finished { game_id: 1 }]));
        assert!(ends_a_hand(&[TableEvent::Closed]));
    }

    /// A hand's end read back from the store (after a restart, or a reply
    /// too late) is drawn as the live reply's public view draws it, hand
    /// after hand of games of computer seats, in every game.
    #[test]
    fn a_hand_end_from_the_store_is_drawn_as_the_live_one() {
        use crate::table::clock::FakeClock;
        use crate::table::Settings;
        let games = [
            crate::engine::Rules::Jersey(crate::engine::jersey::Options {
                target: 150,
                ..Default::default()
            }),
            crate::engine::Rules::from_names("gin", &["partnership"]).unwrap(),
            crate::engine::Rules::from_names("colonel", &[]).unwrap(),
        ];
        for rules in games {
            let clock = FakeClock::new(1_000_000);
            let svc = Service::in_memory(Arc::new(clock.clone())).unwrap();
            let settings = Settings {
                rules,
                pace_ms: 0,
                seed: Some(11),
                ..Settings::default()
            };
            let c = ChannelId::new("c");
            svc.apply(&c, 1, Actor::user(1), Command::Open { settings })
                .unwrap();
            for _ in 1..rules.seats() {
                let add = Command::AddComputer {
                    level: crate::ai::Level::Easy,
                };
                svc.apply(&c, 0, Actor::user(1), add).unwrap();
            }
            svc.apply(&c, 2, Actor::user(1), Command::Start).unwrap();
            let names = pictures::picture_names(&svc.snapshot(&c).unwrap().players());
            let mut ends = 0;
            while ends < 4 && svc.table(&c).unwrap().stage() == StageKind::Playing {
                clock.set(svc.next_deadline().unwrap());
                for r in svc.run_due() {
                    if !pictures::ends_with_picture(&r.events) {
                        continue;
                    }
                    let public = r.view().and_then(|v| v.game).expect("a game's view");
                    let live = pictures::hand_end_picture(&r.events, &public, &names);
                    let events = hand_events(&svc, &c, r.seq)
                        .unwrap()
                        .expect("the hand's events");
                    assert!(events.iter().all(GameEvent::is_public));
                    let rebuilt = pictures::rebuilt_hand_end_picture(&events, &names);
                    assert!(live.is_some(), "{rules:?}: hand end {}", r.seq);
                    assert_eq!(rebuilt, live, "{rules:?}: hand end {}", r.seq);
                    ends += 1;
                }
            }
            assert_eq!(ends, 4, "{rules:?}");
        }
    }

    #[test]
    fn post_backoff_grows_and_is_capped() {
        assert_eq!(post_backoff(0), Duration::from_millis(250));
        assert_eq!(post_backoff(1), Duration::from_millis(500));
        assert_eq!(post_backoff(9), Duration::from_secs(8));
    }
}
