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
//! of the next; posts are kept to 5 in any 5 s per channel. Whose turns
//! have begun (the mentions) and which hand views to refresh are decided
//! when the post goes out, from the table as it is then, and only once the
//! channel has been posted up to the table's latest command. A group's
//! lines join a draw and its discard (a challenge and its answer) into
//! one; a draw that is the last command at hand waits up to [`PAIR_WAIT`]
//! for its discard, unless a turn is to be told (see `ordering`).
//!
//! Its rooms: `ordering` (the story in command order, what is stored of
//! it), `pacing` (when a channel flushes, the post window, tries again),
//! `posting` (one group's messages, their nonces, a post whose answer was
//! lost), `table_message`, `mentions` (whose turns are announced),
//! `watchers` (the hand views refreshed, their tokens stored),
//! `spectators` (the watch views of the public table, issue 42) and
//! `hand_end` (a hand's picture on the post that ends it). This file holds
//! the handle, the dispatcher and the channel task with its state.

mod hand_end;
mod live;
mod mentions;
mod notices;
mod ordering;
mod pacing;
mod posting;
mod spectators;
mod table_message;
mod watchers;

pub use live::{Stories, FOLLOWUPS_PER_INTERACTION, LIVE_MESSAGE};
pub use notices::{NOTICES_PER_SECOND, REMIND_FROM_MS};
pub use ordering::{ends_a_hand, GAP_WAIT, PAIR_WAIT};
pub use pacing::{EDITS_PER_SECOND, FLUSH_EVERY, LINGER, POSTS_PER_WINDOW, POST_WINDOW};
pub use posting::post_nonce;
pub use watchers::TOKEN_LIFE_MS;

use super::pictures::{self, Pictures};
use crate::engine::PublicState;
use crate::table::queries::LoggedEvents;
use crate::table::service::{Reply, Service};
use crate::table::{Actor, ChannelId, Command, Delivery, Player, TableEvent, UserId};
use mentions::{Turn, TurnKey};
use pacing::sleep_until;
use poise::serenity_prelude as serenity;
use posting::mix;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, watch};
use watchers::Watched;

/// Commands read from the store at a time.
const READ_BATCH: usize = 200;

/// How often the board looks for turn reminders that are due.
const REMINDER_TICK: Duration = Duration::from_millis(500);

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
        /// The viewer's language (their Discord locale), which refreshes keep.
        lang: gin_text::Lang,
    },
    /// `user` was shown the watch view (the public table, issue 42) as of
    /// command `seq` through the interaction `token`: refresh it as the
    /// table moves on.
    Spectate {
        channel: u64,
        user: u64,
        token: String,
        seq: u64,
        lang: gin_text::Lang,
    },
    /// The live message of a table reached only through interactions was
    /// shown (or updated) as of command `seq` through the interaction
    /// `token`, which has sent `followups` follow-ups: the freshest way to
    /// edit it (see `live`).
    Live {
        channel: u64,
        token: String,
        seq: u64,
        followups: u8,
    },
    /// Post what can be posted, then stop.
    Stop(tokio::sync::oneshot::Sender<()>),
}

/// The handle handlers use.
#[derive(Clone)]
pub struct Board {
    tx: mpsc::UnboundedSender<BoardMsg>,
    busy: Busy,
    stories: Stories,
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

    /// The latest lines of a live table's story (see `live`).
    pub fn story(&self, channel: u64) -> Vec<String> {
        self.stories.get(channel)
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
    let stories = Stories::default();
    (
        Board {
            tx,
            busy: busy.clone(),
            stories: stories.clone(),
        },
        Receiver { rx, busy, stories },
    )
}

/// The receiving end of a [`Board`], for [`run`].
pub struct Receiver {
    rx: mpsc::UnboundedReceiver<BoardMsg>,
    busy: Busy,
    stories: Stories,
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
    /// When each channel's next turn reminder is due.
    reminders: notices::Reminders,
    /// Each person's direct-message channel, once opened.
    dm_channels: std::sync::Mutex<HashMap<u64, u64>>,
    /// Paces direct messages and notice posts for the whole bot.
    notice_pacer: pacing::Slots,
    /// The live tables' latest story lines.
    stories: Stories,
    /// The table messages' edit slots, for the whole bot.
    edit_pacer: pacing::Slots,
}

enum ChanMsg {
    Reply(Reply),
    Repost,
    /// A hand view to watch: shown just now, or (`expires_ms` given) before
    /// this start, read back from the store.
    Watch {
        user: u64,
        token: String,
        seq: u64,
        expires_ms: Option<u64>,
        lang: gin_text::Lang,
    },
    /// A watch view to refresh: shown just now, or (`expires_ms` given)
    /// before this start.
    Spectate {
        user: u64,
        token: String,
        seq: u64,
        expires_ms: Option<u64>,
        lang: gin_text::Lang,
    },
    /// Commands up to `last` were committed before this start and may not
    /// all have been posted: read them from the store.
    Backlog {
        last: u64,
    },
    /// These turns were told before this start.
    Told(Vec<Turn>),
    /// A turn reminder may be due.
    Remind,
    /// A token whose message is the live message (`expires_ms` given: one
    /// stored before this start).
    Live {
        token: String,
        seq: u64,
        expires_ms: Option<u64>,
        followups: u8,
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
    let Receiver {
        mut rx,
        busy,
        stories,
    } = rx;
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
        reminders: notices::Reminders::default(),
        dm_channels: std::sync::Mutex::new(HashMap::new()),
        notice_pacer: pacing::Slots::per_second(notices::NOTICES_PER_SECOND),
        stories,
        edit_pacer: pacing::Slots::per_second(EDITS_PER_SECOND),
    });
    let mut d = Dispatch {
        shared,
        chans: HashMap::new(),
        tasks: tokio::task::JoinSet::new(),
    };
    // The turns told before this start are not told again.
    for (ch, turns) in told_before(&d.shared.svc).await {
        d.route(ch, ChanMsg::Told(turns));
    }
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
    // The hand views shown before this start are refreshed when they are
    // behind the table.
    match with_service(&d.shared.svc, |s| s.hand_views()).await {
        Ok(views) => {
            if !views.is_empty() {
                tracing::info!(
                    views = views.len(),
                    "watching the hand views shown before the start"
                );
            }
            for (channel, user, view) in views {
                let Some(ch) = channel.discord_id() else {
                    continue;
                };
                if user == LIVE_MESSAGE {
                    d.route(
                        ch,
                        ChanMsg::Live {
                            token: view.token,
                            seq: view.seq,
                            expires_ms: Some(view.expires_ms),
                            // Unknown: Discord refuses those over the cap.
                            followups: 0,
                        },
                    );
                    continue;
                }
                if let Some(user) = spectators::watcher_of(user.get()) {
                    d.route(
                        ch,
                        ChanMsg::Spectate {
                            user,
                            token: view.token,
                            seq: view.seq,
                            expires_ms: Some(view.expires_ms),
                            lang: view.lang,
                        },
                    );
                    continue;
                }
                {
                    d.route(
                        ch,
                        ChanMsg::Watch {
                            user: user.get(),
                            token: view.token,
                            seq: view.seq,
                            expires_ms: Some(view.expires_ms),
                            lang: view.lang,
                        },
                    );
                }
            }
        }
        Err(e) => tracing::error!("reading the hand views shown before the start failed: {e}"),
    }
    // Turn reminders, on the service's clock.
    let mut ticker = tokio::time::interval(REMINDER_TICK);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let msg = tokio::select! {
            m = rx.recv() => m,
            _ = ticker.tick() => {
                for ch in d.shared.reminders.due(d.shared.svc.now_ms()) {
                    d.route(ch, ChanMsg::Remind);
                }
                continue;
            }
        };
        let Some(msg) = msg else { break };
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
            BoardMsg::Live {
                channel,
                token,
                seq,
                followups,
            } => d.route(
                channel,
                ChanMsg::Live {
                    token,
                    seq,
                    expires_ms: None,
                    followups,
                },
            ),
            BoardMsg::Watch {
                channel,
                user,
                token,
                seq,
                lang,
            } => d.route(
                channel,
                ChanMsg::Watch {
                    user,
                    token,
                    seq,
                    expires_ms: None,
                    lang,
                },
            ),
            BoardMsg::Spectate {
                channel,
                user,
                token,
                seq,
                lang,
            } => d.route(
                channel,
                ChanMsg::Spectate {
                    user,
                    token,
                    seq,
                    expires_ms: None,
                    lang,
                },
            ),
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

/// The turns of every table that were told before this start: those of a
/// table whose channel was posted up to its latest command (a mention goes
/// out with the group that reaches it).
async fn told_before(svc: &Arc<Service>) -> Vec<(u64, Vec<Turn>)> {
    let mut out = Vec::new();
    for (channel, _) in svc.table_settings() {
        let (Some(ch), Some(t)) = (channel.discord_id(), svc.snapshot(&channel)) else {
            continue;
        };
        let (turns, seq) = (mentions::turns_of(&t), t.seq());
        if turns.is_empty() {
            continue;
        }
        match with_service(svc, move |s| s.outbox(&channel)).await {
            Ok(o) if o.sending.is_none() && o.posted >= seq => out.push((ch, turns)),
            Ok(_) => {}
            Err(e) => tracing::warn!(channel = ch, "reading the channel's outbox failed: {e}"),
        }
    }
    out
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
        let got = tokio::select! {
            m = rx.recv() => match m {
                Some(m) => Some(m),
                None => break,
            },
            _ = sleep_until(wake) => None,
            _ = stopping.wait_for(|s| *s) => break,
        };
        if let Some(m) = got {
            c.receive(m).await;
        }
        // Take everything already waiting before deciding to flush.
        while let Ok(m) = rx.try_recv() {
            c.receive(m).await;
        }
        c.save_watches().await;
        c.save_spectators().await;
        if c.due().is_some_and(|t| t <= Instant::now()) {
            c.flush(false).await;
        }
        c.record_if_due().await;
    }
    // Stopping: what is waiting now, with a few attempts per post.
    while let Ok(m) = rx.try_recv() {
        c.receive(m).await;
    }
    // The live message shows the lines waiting a message at a time: a few
    // more edits while they go through.
    for _ in 0..4 {
        if !c.has_work() {
            break;
        }
        let waiting = c.sh.stories.waiting(ch);
        c.flush(true).await;
        if c.sh.stories.waiting(ch).is_none_or(|w| Some(w) == waiting) {
            break;
        }
    }
    if c.record_at.is_some() {
        c.record(None).await;
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
    /// When the board got it (a turn's opening draw waits a moment from
    /// then for its discard: `ordering::PAIR_WAIT`).
    arrived: Instant,
}

impl Entry {
    fn from_log(logged: &LoggedEvents) -> Result<Entry, String> {
        Ok(Entry {
            events: logged.clone()?,
            seats: None,
            extra: None,
            public: None,
            arrived: Instant::now(),
        })
    }
    fn finished_game(&self) -> Option<u64> {
        self.events.iter().find_map(|e| match e {
            TableEvent::Finished { game_id } => Some(*game_id),
            _ => None,
        })
    }
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
    /// The table's language (`Settings::lang`), as last seen: its story,
    /// mentions and table message speak it, the closed message too.
    lang: gin_text::Lang,
    /// How the channel is reached (the table's `Settings::delivery`), as
    /// last seen.
    delivery: Delivery,
    /// A live table's freshest token for its live message (see `live`).
    live: Option<live::LiveToken>,
    /// Follow-ups sent through each token of this run.
    followups: HashMap<String, u8>,
    table_msg: Option<serenity::MessageId>,
    dirty: bool,
    /// The edit slot reserved for the table message (see `pacing`).
    edit_at: Option<Instant>,
    /// Every command up to here was shown in the live message (its lines
    /// told and seen in an edit that went through, see `live::Stories`):
    /// the outbox stores the lesser of this and `posted` ([`Chan::told`]).
    shown: u64,
    repost: bool,
    /// Each person's turn last announced (one notice per turn).
    announced: HashMap<UserId, TurnKey>,
    /// Notice choices read, reminders sent and planned.
    notices: notices::NoticeState,
    watch: HashMap<u64, Watched>,
    /// Watched views to store (shown since the last store).
    unsaved: Vec<u64>,
    /// The watch views of the public table (issue 42), by watcher.
    spectators: HashMap<u64, spectators::Spectator>,
    /// Watch views to store (shown since the last store).
    unsaved_spectators: Vec<u64>,
    /// A hand view waits to be refreshed (restored after a start, or its
    /// owner's click was being answered): flush again.
    refresh_due: bool,
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
            lang: gin_text::Lang::En,
            delivery: Delivery::BotToken,
            live: None,
            followups: HashMap::new(),
            table_msg: None,
            dirty: false,
            edit_at: None,
            shown: 0,
            repost: false,
            announced: HashMap::new(),
            notices: notices::NoticeState::default(),
            watch: HashMap::new(),
            unsaved: Vec::new(),
            spectators: HashMap::new(),
            unsaved_spectators: Vec::new(),
            refresh_due: false,
            last_flush: None,
            waiting_since: None,
            posts: VecDeque::new(),
            table_posts: 0,
            last_post: None,
            record_at: None,
        }
    }

    async fn receive(&mut self, m: ChanMsg) {
        match m {
            ChanMsg::Live {
                token,
                seq,
                expires_ms,
                followups,
            } => {
                if self.delivery.is_bot_token() {
                    self.delivery = Delivery::Interactions;
                }
                self.take_live(token, seq, expires_ms, followups).await;
                self.waiting_since.get_or_insert_with(Instant::now);
            }
            other => self.take(other),
        }
    }

    fn take(&mut self, m: ChanMsg) {
        match m {
            ChanMsg::Reply(r) => {
                if r.seq == 0 || (self.loaded && r.seq <= self.posted) {
                    return;
                }
                self.known = self.known.max(r.seq);
                if let Some(t) = r.snapshot() {
                    self.delivery = t.view().settings.delivery;
                }
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
                        arrived: Instant::now(),
                    },
                );
                self.dirty = true;
            }
            ChanMsg::Repost => {
                self.repost = true;
                self.dirty = true;
            }
            ChanMsg::Watch {
                user,
                token,
                seq,
                expires_ms,
                lang,
            } => {
                self.watch_view(user, token, seq, expires_ms, lang);
                if !self.refresh_due {
                    return;
                }
            }
            ChanMsg::Spectate {
                user,
                token,
                seq,
                expires_ms,
                lang,
            } => {
                self.watch_table(user, token, seq, expires_ms, lang);
                if !self.refresh_due {
                    return;
                }
            }
            ChanMsg::Live { .. } => {
                // Taken by the task (it stores the token).
            }
            ChanMsg::Told(turns) => {
                for turn in &turns {
                    self.announced.entry(turn.user).or_insert(turn.key);
                }
                self.restore_notices(&turns);
                return;
            }
            ChanMsg::Remind => self.notices.remind_due = true,
            ChanMsg::Backlog { last } => {
                self.known = self.known.max(last);
                self.readable = self.readable.max(last);
                self.dirty = true;
            }
        }
        self.waiting_since.get_or_insert_with(Instant::now);
    }

    fn has_work(&self) -> bool {
        self.dirty
            || self.repost
            || self.refresh_due
            || self.notices.remind_due
            || self.sending.is_some()
            || self.known > self.posted
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
                self.shown = self.shown.max(self.posted);
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
            self.spectators.clear();
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
        if let Some(t) = &table {
            self.lang = t.view().settings.lang;
            self.delivery = t.view().settings.delivery;
        }
        self.load_prefs(table.as_ref()).await;
        if !self.post_story(table.as_ref(), stopping).await {
            return;
        }
        // The table as it is after the posts.
        let table = self.sh.svc.snapshot(&self.key);
        self.update_table_message(table.as_ref(), stopping).await;
        self.refresh_hand_views(table.as_ref()).await;
        self.refresh_watch_views(table.as_ref()).await;
        if !stopping {
            self.send_notices(table.as_ref()).await;
            if self.notices.remind_due {
                self.remind().await;
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
        self.shown = self.known;
        self.sending = None;
        self.entries.clear();
        self.watch.clear();
        self.spectators.clear();
        self.dirty = false;
        self.repost = false;
        self.record(None).await;
        if self.table_msg.take().is_some() {
            self.save_table_msg(None).await;
        }
    }
}
