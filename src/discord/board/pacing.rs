//! Pacing: when a channel flushes (at most every [`FLUSH_EVERY`], after
//! waiting [`LINGER`] for more), the posts left in Discord's window of
//! [`POSTS_PER_WINDOW`] per [`POST_WINDOW`], and the waits between tries.

use super::Chan;
use poise::serenity_prelude as serenity;
use std::time::{Duration, Instant};

/// A channel flushes at most this often: at most one edit of the table
/// message per flush, so four in any 5 s.
pub const FLUSH_EVERY: Duration = Duration::from_millis(1250);

/// A flush waits this long after the first reply, so that what follows at
/// once (computer seats at pace 0) joins the same post.
pub const LINGER: Duration = Duration::from_millis(100);

/// Discord lets a bot post 5 messages per 5 s in a channel: the board keeps
/// under that by itself (the rest waits for the next flush).
pub const POSTS_PER_WINDOW: usize = 5;
pub const POST_WINDOW: Duration = Duration::from_secs(5);

/// Edits of table messages with the bot's token, a second, for the whole
/// bot (issue 39: Discord allows a bot about 50 requests a second on its
/// token, and the hand and game results, turn pings and reminders need the
/// rest). A burst of moves in a channel costs one edit (the latest state
/// wins); with many busy tables each waits its turn, so a quiet bot edits
/// a table's message at every flush and a busy one every few seconds.
pub const EDITS_PER_SECOND: u32 = 30;

/// Hands out slots a fixed number a second, for the whole bot, in turn:
/// table-message edits ([`EDITS_PER_SECOND`]: a channel reserves the next
/// free slot and edits when it comes, its flushes going on meanwhile, so
/// the edit shows the table as it is then) and notices
/// (`notices::NOTICES_PER_SECOND`).
pub(super) struct Slots {
    next: std::sync::Mutex<Instant>,
    every: Duration,
}

impl Slots {
    pub(super) fn per_second(n: u32) -> Slots {
        Slots {
            next: std::sync::Mutex::new(Instant::now()),
            every: Duration::from_secs(1) / n,
        }
    }

    /// The next free slot, reserved.
    pub(super) fn reserve(&self) -> Instant {
        let mut next = self.next.lock().expect("lock");
        let at = (*next).max(Instant::now());
        *next = at + self.every;
        at
    }

    /// Waits for a slot of one's own.
    pub(super) async fn wait(&self) {
        tokio::time::sleep_until(self.reserve().into()).await;
    }
}

/// Attempts for what a later flush redoes anyway (table message edits,
/// hand-view refreshes), and for posts once the bot is stopping.
pub(super) const FEW_ATTEMPTS: u32 = 3;

impl Chan {
    /// When the task must wake: for the next flush, or to store `posted`.
    pub(super) fn wake_at(&self) -> Option<Instant> {
        [self.due(), self.record_at].into_iter().flatten().min()
    }

    /// When the next flush may happen.
    pub(super) fn due(&self) -> Option<Instant> {
        if !self.has_work() {
            return None;
        }
        // Leftovers of the last flush wait only for the next one; news also
        // waits a moment for what follows it.
        let after_news = self.waiting_since.map(|t| t + LINGER);
        let after_last = self.last_flush.map(|t| t + FLUSH_EVERY);
        let at = match (after_news, after_last) {
            (Some(a), Some(b)) => a.max(b),
            (Some(t), None) | (None, Some(t)) => t,
            (None, None) => Instant::now(),
        };
        // Only the table message's edit waits: for its slot.
        let only_the_edit = !self.repost
            && !self.refresh_due
            && !self.notices.remind_due
            && self.sending.is_none()
            && self.known <= self.posted;
        Some(match self.edit_at {
            Some(slot) if only_the_edit => at.max(slot),
            _ => at,
        })
    }

    /// Posts left in the current 5-second window.
    pub(super) fn room(&mut self) -> usize {
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
}

pub(super) async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}

/// Retry delays of a channel post: 250 ms doubling, at most 8 s.
pub(super) fn post_backoff(attempt: u32) -> Duration {
    Duration::from_millis(250u64 << attempt.min(5)).min(Duration::from_secs(8))
}

/// Tries a REST call a few times on rate limits, server errors and network
/// trouble (for what a later flush does again anyway).
pub(super) async fn retry_few<T, F, Fut>(what: &str, mut f: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, serenity::Error>>,
{
    let mut attempt = 0;
    loop {
        match f().await {
            Ok(v) => return Ok(v),
            Err(e) if attempt + 1 < FEW_ATTEMPTS && crate::discord::http::is_transient(&e) => {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_slots_are_handed_out_in_turn() {
        let p = Slots::per_second(EDITS_PER_SECOND);
        let a = p.reserve();
        let b = p.reserve();
        let c = p.reserve();
        assert_eq!(b - a, Duration::from_secs(1) / EDITS_PER_SECOND);
        assert_eq!(c - b, b - a);
    }

    #[test]
    fn post_backoff_grows_and_is_capped() {
        assert_eq!(post_backoff(0), Duration::from_millis(250));
        assert_eq!(post_backoff(1), Duration::from_millis(500));
        assert_eq!(post_backoff(9), Duration::from_secs(8));
    }
}
