//! The channel side: one task that turns table replies (from clicks,
//! commands and the deadline driver) into channel messages.
//!
//! Per channel it keeps the public table message and edits it, and posts
//! the public event lines. Both are coalesced: at most one post and one edit
//! per channel every [`FLUSH_EVERY`] (1.25 s), the latest state winning, and
//! posts kept to 5 in any 5 s (lines wait for the next flush), so Discord's
//! rate limits (5 messages per 5 s per channel) are not reached. When the
//! turn passes to a person, the post mentions them and a hand view they
//! opened in the last 15 minutes is refreshed in place.

use super::render;
use crate::table::service::{Reply, Service};
use crate::table::{Player, Stage, TableEvent};
use poise::serenity_prelude as serenity;
use serenity::Builder as _;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// At most one post and one edit per channel this often: four flushes in
/// any 5 s, plus the table message's first post, stay within Discord's 5
/// messages per 5 s per channel.
pub const FLUSH_EVERY: Duration = Duration::from_millis(1250);
/// An interaction token may be used to edit its message for 15 minutes.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

pub enum BoardMsg {
    /// A command was accepted (or a deadline ran): show it.
    Reply(Reply),
    /// Post the table message again at the bottom of the channel.
    Repost(u64),
    /// `user` was shown their hand through the interaction `token`: refresh
    /// it when their turn comes.
    Watch {
        channel: u64,
        user: u64,
        token: String,
    },
    /// Flush everything and stop.
    Stop(tokio::sync::oneshot::Sender<()>),
}

/// The handle handlers use.
#[derive(Clone)]
pub struct Board {
    tx: mpsc::UnboundedSender<BoardMsg>,
}

impl Board {
    pub fn send(&self, msg: BoardMsg) {
        let _ = self.tx.send(msg);
    }
    pub fn reply(&self, r: Reply) {
        self.send(BoardMsg::Reply(r));
    }
    /// Flushes what is pending and ends the task.
    pub async fn stop(&self) {
        let (tx, rx) = tokio::sync::oneshot::channel();
        if self.tx.send(BoardMsg::Stop(tx)).is_ok() {
            let _ = tokio::time::timeout(Duration::from_secs(10), rx).await;
        }
    }
}

#[derive(Default)]
struct Chan {
    table_msg: Option<serenity::MessageId>,
    /// Whether `table_msg` was looked up in the store (once per channel,
    /// so a restarted bot edits the message it posted before).
    loaded: bool,
    lines: Vec<String>,
    mentions: Vec<u64>,
    dirty: bool,
    repost: bool,
    last_flush: Option<Instant>,
    /// (game, hand, seat) whose turn was last announced.
    announced: Option<(u64, u32, usize)>,
    /// Hand views to refresh: user -> (token, when).
    watch: HashMap<u64, (String, Instant)>,
    refresh: Vec<u64>,
    /// When the latest posts went out (at most [`POSTS_PER_WINDOW`]).
    posts: std::collections::VecDeque<Instant>,
}

/// Discord lets a bot post 5 messages per 5 s in a channel: the board
/// keeps under that by itself (lines wait for the next flush).
const POSTS_PER_WINDOW: usize = 5;
const POST_WINDOW: Duration = Duration::from_secs(5);

impl Chan {
    fn pending(&self) -> bool {
        self.dirty || self.repost || !self.lines.is_empty() || !self.refresh.is_empty()
    }
    /// When the next flush may happen (`now` if it may already).
    fn due(&self, now: Instant) -> Instant {
        match self.last_flush {
            Some(t) => (t + FLUSH_EVERY).max(now),
            None => now,
        }
    }
    fn is_due(&self, now: Instant) -> bool {
        self.pending() && self.due(now) <= now
    }
    /// Whether one more post now stays within the channel's limit.
    fn may_post(&mut self) -> bool {
        let now = Instant::now();
        while self
            .posts
            .front()
            .is_some_and(|&t| now.duration_since(t) >= POST_WINDOW)
        {
            self.posts.pop_front();
        }
        self.posts.len() < POSTS_PER_WINDOW
    }
    fn posted(&mut self) {
        self.posts.push_back(Instant::now());
    }
}

/// The handle and the receiving end for [`run`].
pub fn channel() -> (Board, mpsc::UnboundedReceiver<BoardMsg>) {
    let (tx, rx) = mpsc::unbounded_channel();
    (Board { tx }, rx)
}

/// The task: runs until [`Board::stop`].
pub async fn run(
    http: Arc<serenity::Http>,
    svc: Arc<Service>,
    mut rx: mpsc::UnboundedReceiver<BoardMsg>,
) {
    let mut chans: HashMap<u64, Chan> = HashMap::new();
    loop {
        let now = Instant::now();
        let next_due = chans
            .values()
            .filter(|c| c.pending())
            .map(|c| c.due(now))
            .min();
        let msg = match next_due {
            Some(at) => {
                tokio::select! {
                    m = rx.recv() => m,
                    _ = tokio::time::sleep_until(at.into()) => {
                        flush_due(&http, &svc, &mut chans).await;
                        continue;
                    }
                }
            }
            None => rx.recv().await,
        };
        match msg {
            None => break,
            Some(BoardMsg::Stop(done)) => {
                for (ch, c) in chans.iter_mut() {
                    if c.pending() {
                        flush(&http, &svc, *ch, c).await;
                    }
                }
                let _ = done.send(());
                break;
            }
            Some(BoardMsg::Repost(ch)) => {
                let c = chans.entry(ch).or_default();
                c.repost = true;
                c.dirty = true;
            }
            Some(BoardMsg::Watch {
                channel,
                user,
                token,
            }) => {
                chans
                    .entry(channel)
                    .or_default()
                    .watch
                    .insert(user, (token, Instant::now()));
            }
            Some(BoardMsg::Reply(r)) => {
                let Ok(ch) = r.channel.parse::<u64>() else {
                    continue;
                };
                if r.duplicate {
                    continue;
                }
                let c = chans.entry(ch).or_default();
                take_reply(&svc, c, &r);
            }
        }
        // Flush what is due now without waiting for the next message.
        let now = Instant::now();
        if chans.values().any(|c| c.is_due(now)) {
            flush_due(&http, &svc, &mut chans).await;
        }
    }
}

fn take_reply(svc: &Service, c: &mut Chan, r: &Reply) {
    let seats = match &r.table {
        Some(t) => t.seats.clone(),
        None => Vec::new(),
    };
    // Seats of a game that ended with the table closed: names still work
    // from the events themselves.
    c.lines.extend(render::event_lines(&r.events, &seats));
    c.dirty = true;
    for e in &r.events {
        if let TableEvent::Finished { game_id } = e {
            if let Some(lines) = leaderboard_lines(svc, &r.channel, *game_id) {
                c.lines.extend(lines);
            }
        }
    }
    // Whose turn: mention a person when the turn passes to them.
    if let Some(t) = &r.table {
        if let (Stage::Playing, Some(g)) = (t.stage, &t.game) {
            if let Some(seat) = g.to_act() {
                let key = (t.game_id, g.hand_no(), seat);
                if c.announced != Some(key) {
                    c.announced = Some(key);
                    if let (Player::Human { id }, false) =
                        (t.seats[seat].player, t.seats[seat].auto)
                    {
                        c.lines.push(format!("➡️ <@{id}>, your turn."));
                        // Only whoever is to play when the post goes out
                        // is pinged (and their hand view refreshed).
                        c.mentions = vec![id];
                        c.refresh = vec![id];
                    }
                }
            } else {
                c.announced = None;
            }
        }
    }
}

fn leaderboard_lines(svc: &Service, channel: &str, game_id: u64) -> Option<Vec<String>> {
    // This game's rating changes first, then the board as it stands.
    let changes: Vec<(Player, f64, f64)> = svc
        .store()
        .game(game_id)
        .ok()
        .flatten()
        .map(|g| {
            g.ratings
                .iter()
                .map(|r| (Player::from(r.player), r.before, r.after))
                .collect()
        })
        .unwrap_or_default();
    let board = svc.store().leaderboard(channel, 1).ok()?;
    let mut lines = render::rating_lines(&changes);
    lines.push(format!(
        "📈 Leaderboard after game {game_id} (rating − 3σ, games, wins):"
    ));
    for (i, p) in board.iter().take(10).enumerate() {
        lines.push(format!(
            "`{}.` {} — {:.1} ({} games, {} wins)",
            i + 1,
            render::player_name(&p.player),
            p.conservative,
            p.games,
            p.wins
        ));
    }
    Some(lines)
}

async fn flush_due(http: &serenity::Http, svc: &Arc<Service>, chans: &mut HashMap<u64, Chan>) {
    let now = Instant::now();
    for (ch, c) in chans.iter_mut() {
        if c.is_due(now) {
            flush(http, svc, *ch, c).await;
        }
    }
}

/// Tries a REST call up to three times on rate limits, server errors and
/// network trouble.
async fn retry<T, F, Fut>(what: &str, mut f: F) -> Option<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, serenity::Error>>,
{
    for attempt in 0..4u32 {
        match f().await {
            Ok(v) => return Some(v),
            Err(e) if attempt < 3 && super::is_transient(&e) => {
                tracing::warn!("{what} failed ({e}); trying again");
                tokio::time::sleep(Duration::from_millis(200 << attempt)).await;
            }
            Err(e) => {
                tracing::warn!("{what} failed: {e}");
                return None;
            }
        }
    }
    None
}

/// The stored id of a channel's table message (read off the executor).
async fn load_table_msg(svc: &Arc<Service>, ch: u64) -> Option<serenity::MessageId> {
    let svc = svc.clone();
    let found = tokio::task::spawn_blocking(move || svc.store().table_message(&ch.to_string()))
        .await
        .ok()?;
    match found {
        Ok(id) => id.filter(|&id| id != 0).map(serenity::MessageId::new),
        Err(e) => {
            tracing::warn!("reading the table message id failed: {e}");
            None
        }
    }
}

/// Stores (or with None forgets) a channel's table message id, in a short
/// write transaction off the executor.
async fn save_table_msg(svc: &Arc<Service>, ch: u64, id: Option<serenity::MessageId>) {
    let svc = svc.clone();
    let r = tokio::task::spawn_blocking(move || {
        svc.store()
            .set_table_message(&ch.to_string(), id.map(|m| m.get()))
    })
    .await;
    match r {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::warn!("storing the table message id failed: {e}"),
        Err(e) => tracing::warn!("storing the table message id failed: {e}"),
    }
}

async fn flush(http: &serenity::Http, svc: &Arc<Service>, ch: u64, c: &mut Chan) {
    c.last_flush = Some(Instant::now());
    let channel = serenity::ChannelId::new(ch);
    // 1. The event lines, with a mention for whoever is to play.
    let lines = std::mem::take(&mut c.lines);
    let mentions = std::mem::take(&mut c.mentions);
    let chunks = render::chunk_lines(&lines);
    for (i, chunk) in chunks.iter().enumerate() {
        if !c.may_post() {
            // The rest waits for the next flush.
            c.lines = chunks[i..].to_vec();
            c.mentions = mentions.clone();
            break;
        }
        let msg = serenity::CreateMessage::new()
            .content(chunk.clone())
            .allowed_mentions(
                serenity::CreateAllowedMentions::new()
                    .users(mentions.iter().map(|&u| serenity::UserId::new(u))),
            );
        c.posted();
        retry("posting events", || channel.send_message(http, msg.clone())).await;
    }
    // 2. The table message, edited in place (or posted).
    let key = ch.to_string();
    let view = svc.view(&key);
    if c.dirty && !c.loaded {
        c.loaded = true;
        if c.table_msg.is_none() {
            c.table_msg = load_table_msg(svc, ch).await;
        }
    }
    if c.dirty {
        c.dirty = false;
        let msg = match &view {
            Some(v) => render::table_message(ch, v),
            None => render::Msg {
                content:
                    "🃏 **Jersey Gin** · this table is closed. Open a new one with `/gin new`."
                        .into(),
                rows: vec![],
            },
        };
        let repost = std::mem::take(&mut c.repost);
        let no_mentions = serenity::CreateAllowedMentions::new().empty_users();
        match (c.table_msg, repost) {
            (Some(id), false) => {
                let edit = serenity::EditMessage::new()
                    .content(msg.content.clone())
                    .components(msg.components())
                    .allowed_mentions(no_mentions.clone());
                let edited = retry("editing the table message", || {
                    channel.edit_message(http, id, edit.clone())
                })
                .await;
                if edited.is_none() {
                    // Deleted, or out of reach: post a new one next time.
                    c.table_msg = None;
                    c.dirty = true;
                }
            }
            _ if view.is_some() && !c.may_post() => {
                // No room for a post now: next time.
                c.dirty = true;
                c.repost = repost;
            }
            _ if view.is_some() => {
                c.posted();
                let post = serenity::CreateMessage::new()
                    .content(msg.content.clone())
                    .components(msg.components())
                    .allowed_mentions(no_mentions);
                if let Some(m) = retry("posting the table message", || {
                    channel.send_message(http, post.clone())
                })
                .await
                {
                    c.table_msg = Some(m.id);
                    save_table_msg(svc, ch, c.table_msg).await;
                }
            }
            _ => {}
        }
        if view.is_none() && c.table_msg.take().is_some() {
            save_table_msg(svc, ch, None).await;
        }
    }
    // 3. Hand views of whoever's turn it is now.
    let refresh = std::mem::take(&mut c.refresh);
    for user in refresh {
        let Some((token, at)) = c.watch.get(&user).cloned() else {
            continue;
        };
        if at.elapsed() > TOKEN_LIFE {
            c.watch.remove(&user);
            continue;
        }
        let (Some(v), Some(st)) = (&view, svc.seat_view(&key, user)) else {
            continue;
        };
        let msg = render::hand_view(ch, v, &st, None);
        let edit = serenity::EditInteractionResponse::new()
            .content(msg.content.clone())
            .components(msg.components());
        retry("refreshing a hand view", || {
            edit.clone().execute(http, &token)
        })
        .await;
    }
}
