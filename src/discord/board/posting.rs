//! Posting one group of the story: each message with its nonce, tried
//! again with backoff, and a post whose answer was lost looked for in the
//! channel before it goes out again.

use super::pacing::{post_backoff, sleep_until, FEW_ATTEMPTS, POST_WINDOW};
use super::Chan;
use crate::discord::http::http_status;
use crate::discord::wire;
use poise::serenity_prelude as serenity;
use std::time::Instant;

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
pub(super) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One post of the channel's story, as it is looked for in the channel.
pub(super) struct Sent {
    content: String,
    nonce: String,
    /// It may be out already (a group sent again after a restart).
    maybe_out: bool,
}

/// What reading the channel found of a post.
pub(super) enum Found {
    /// Discord has it: its id.
    Posted(u64),
    NotPosted,
    /// The channel could not be read: try again.
    Unknown,
}

/// How a post ended.
pub(super) enum Posted {
    Done,
    /// 403 or 404: the channel is gone or out of reach.
    Gone,
    /// Refused for good (a 4xx other than those): skipped, logged.
    Refused,
    /// The bot is stopping: left for the next start.
    Stopped,
}

impl Chan {
    /// Posts one group's messages in order, the picture (if any) on the
    /// last; stops at the first that is gone or stopped.
    pub(super) async fn send_group(
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
            let msg = serenity::CreateMessage::new()
                .content(chunk)
                .nonce(serenity::Nonce::String(nonce))
                .enforce_nonce(true)
                .allowed_mentions(allowed.clone());
            let file = picture.as_ref().filter(|_| part + 1 == parts);
            let pictured = file.is_some();
            let mut result = self.post(&msg, file, &sent, stopping).await;
            if pictured && matches!(result, Posted::Gone | Posted::Refused) {
                // Perhaps only the file is refused (no Attach Files
                // permission, too large): the words must get through.
                tracing::warn!(
                    channel = self.ch,
                    "a post with a picture was refused: trying it without; this table shows no more pictures"
                );
                self.sh.pictures.set_table(self.ch, false);
                result = self.post(&msg, None, &sent, stopping).await;
            }
            match result {
                Posted::Done | Posted::Refused => {}
                other => return other,
            }
        }
        Posted::Done
    }

    /// Posts one message, trying again with backoff until it is done, the
    /// channel is gone, or the bot stops. Before a try whose post may be
    /// out already (`sent.maybe_out`, or an earlier try's answer was lost),
    /// the channel is read for it (see `posted.rs`): found, it is not
    /// posted again.
    pub(super) async fn post(
        &mut self,
        msg: &serenity::CreateMessage,
        file: Option<&serenity::CreateAttachment>,
        sent: &Sent,
        stopping: bool,
    ) -> Posted {
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
            let result = wire::send_message(&self.sh.http, channel, msg, file).await;
            // Counted from the answer, not the request: Discord counts a
            // post when it arrives, which is before its answer comes back,
            // so the next window never starts early however slow the way.
            self.posts.push_back(Instant::now());
            match result {
                Ok(m) => {
                    self.last_post = Some(m.id.get());
                    return Posted::Done;
                }
                Err(e) if matches!(http_status(&e), Some(403 | 404)) => {
                    tracing::warn!(
                        channel = self.ch,
                        "posting failed ({e}): the channel is gone"
                    );
                    return Posted::Gone;
                }
                Err(e) if crate::discord::http::is_transient(&e) => {
                    // A 429 was not made; any other failure may have been.
                    maybe_out |= http_status(&e) != Some(429);
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
    pub(super) async fn find_post(&mut self, sent: &Sent) -> Found {
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
                match crate::discord::posted::find_post(
                    &messages,
                    bot,
                    after,
                    &sent.content,
                    &sent.nonce,
                ) {
                    Some(id) => Found::Posted(id.get()),
                    None => Found::NotPosted,
                }
            }
            Err(e) if matches!(http_status(&e), Some(403 | 404)) => {
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
}
