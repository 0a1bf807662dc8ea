//! Tables reached only through interactions (issue 39: the app installed
//! to a person, played in a DM, a group DM or a server without the bot).
//! The bot's token is never used on such a channel. Instead:
//! - the table's live message is the answer to `/gin new` (or `/gin
//!   table`), and each click on it answers with an update of it;
//! - the story has no posts: its latest lines live in the live message;
//! - what changes without a click (computer moves, clocks, the next
//!   deal, a move made in a hand view) edits the live message through the
//!   freshest token whose message it is, while that token works (15
//!   minutes; [`TOKEN_LIFE_MS`] keeps a minute in hand); after that the
//!   message says to press Refresh;
//! - whose turn it is goes out as a follow-up message (a mention), through
//!   the freshest token of the table that has follow-ups left (Discord
//!   allows five per interaction of a user-installed app).
//!
//! The live token is kept in the store with the hand views' tokens (the
//! same row: a token, its expiry, the command shown, the language), under
//! [`LIVE_MESSAGE`], a user id no Discord user has, so a restart edits the
//! same message. A token is a secret: it is never logged.

use super::mentions::{turn_line, Turn};
use super::pacing::retry_few;
use super::watchers::TOKEN_LIFE_MS;
use super::{with_service, Chan};
use crate::discord::http::http_status;
use crate::discord::{screens, wire};
use crate::table::queries::HandView;
use crate::table::{Snapshot, UserId};
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The stored "viewer" of a table's live message (snowflakes start far
/// above 0, so no person has this id).
pub const LIVE_MESSAGE: UserId = UserId(0);

/// Follow-up messages Discord allows per interaction of a user-installed
/// app.
pub const FOLLOWUPS_PER_INTERACTION: u8 = 5;

/// Lines of the story a live message keeps (more than fit, usually: the
/// screen keeps the latest that fit in the message).
const STORY_KEPT: usize = 40;

/// At most this much story (characters, a line counting at least
/// [`UNSEEN_MAX`]` / 20`) is told between two states of the live message:
/// the message keeps the latest lines that fit beside the table (2,000
/// characters in all), so a burst told at once would push its first lines
/// out before anyone saw them. The rest waits for the next edit.
pub(super) const UNSEEN_MAX: usize = 1000;

/// What a line counts against [`UNSEEN_MAX`].
fn unseen_cost(line: &str) -> usize {
    (line.chars().count() + 1).max(UNSEEN_MAX / 20)
}

/// Discord's code for "this interaction has no follow-ups left".
const FOLLOWUP_LIMIT: isize = 40094;

/// The latest story lines of each live table, shared with the click
/// handlers (a click's update of the live message shows them too).
#[derive(Clone, Default)]
pub struct Stories(Arc<Mutex<HashMap<u64, Vec<String>>>>);

impl Stories {
    /// The latest lines of `channel`'s story (oldest first).
    pub fn get(&self, channel: u64) -> Vec<String> {
        self.0
            .lock()
            .expect("lock")
            .get(&channel)
            .cloned()
            .unwrap_or_default()
    }

    /// Forgets a closed table's story.
    pub(super) fn forget(&self, channel: u64) {
        self.0.lock().expect("lock").remove(&channel);
    }

    pub(super) fn add(&self, channel: u64, lines: impl IntoIterator<Item = String>) {
        let mut map = self.0.lock().expect("lock");
        let story = map.entry(channel).or_default();
        story.extend(lines);
        let over = story.len().saturating_sub(STORY_KEPT);
        story.drain(..over);
    }
}

/// The live message's freshest token.
pub(super) struct LiveToken {
    pub(super) token: String,
    pub(super) expires_ms: u64,
}

impl Chan {
    /// A token whose message is the live message: a `/gin new` or `/gin
    /// table` answer, or a click that updated the live message (just now,
    /// or before this start when `expires_ms` is given). The newest wins;
    /// one just received is stored. `used`: follow-ups already sent
    /// through it.
    pub(super) async fn take_live(
        &mut self,
        token: String,
        seq: u64,
        expires_ms: Option<u64>,
        used: u8,
    ) {
        let restored = expires_ms.is_some();
        if restored && self.live.is_some() {
            return;
        }
        let expires_ms = expires_ms.unwrap_or_else(|| self.sh.svc.now_ms() + TOKEN_LIFE_MS);
        self.followups.insert(token.clone(), used);
        self.live = Some(LiveToken {
            token: token.clone(),
            expires_ms,
        });
        // The message shows the table as its click left it; the story's
        // lines of that click come with the next flush.
        self.dirty = true;
        if restored {
            return;
        }
        let view = HandView {
            token,
            expires_ms,
            seq,
            lang: self.lang,
        };
        let key = self.key.clone();
        let saved = with_service(&self.sh.svc, move |s| {
            s.set_hand_view(&key, LIVE_MESSAGE, Some(view))
        })
        .await;
        if let Err(e) = saved {
            tracing::warn!(
                channel = self.ch,
                "storing the live message's token failed: {e}"
            );
        }
    }

    async fn forget_live(&mut self) {
        self.live = None;
        let key = self.key.clone();
        let forgot = with_service(&self.sh.svc, move |s| {
            s.set_hand_view(&key, LIVE_MESSAGE, None)
        })
        .await;
        if let Err(e) = forgot {
            tracing::warn!(channel = self.ch, "forgetting the live token failed: {e}");
        }
    }

    /// Whether a group of `lines` may join the live message before its
    /// next edit (see [`UNSEEN_MAX`]): always when nothing is waiting.
    pub(super) fn story_fits(&self, lines: &[String]) -> bool {
        self.unseen == 0
            || self.unseen + lines.iter().map(|l| unseen_cost(l)).sum::<usize>() <= UNSEEN_MAX
    }

    /// The lines of a group join the live message (the table message in a
    /// server with the bot): all but the mentions of `turns`, told
    /// elsewhere.
    pub(super) fn tell_story(&mut self, lines: Vec<String>, turns: &[Turn]) {
        let asks: Vec<String> = turns.iter().map(|t| turn_line(self.lang, t)).collect();
        let story: Vec<String> = lines.into_iter().filter(|l| !asks.contains(l)).collect();
        self.unseen += story.iter().map(|l| unseen_cost(l)).sum::<usize>();
        self.sh.stories.add(self.ch, story);
        self.dirty = true;
    }

    /// Tells a group of the story on a live table: its lines join the live
    /// message, and each turn it reaches is told in a follow-up.
    pub(super) async fn tell_live(&mut self, lines: Vec<String>, turns: &[Turn]) {
        self.tell_story(lines, turns);
        let asks: Vec<String> = turns.iter().map(|t| turn_line(self.lang, t)).collect();
        for (turn, ask) in turns.iter().zip(asks) {
            self.mention(turn.user, ask).await;
        }
    }

    /// One follow-up that mentions `user`, through the freshest token with
    /// follow-ups left; none left: the live message alone shows the turn.
    async fn mention(&mut self, user: UserId, line: String) {
        let now = self.sh.svc.now_ms();
        let mut tokens: Vec<(u64, String)> = self
            .live
            .iter()
            .map(|l| (l.expires_ms, l.token.clone()))
            .chain(self.watch.values().map(|w| (w.expires_ms, w.token.clone())))
            .filter(|(expires, _)| *expires > now)
            .collect();
        tokens.sort_by_key(|t| std::cmp::Reverse(t.0));
        let followup = serenity::CreateInteractionResponseFollowup::new()
            .content(line)
            .ephemeral(self.delivery.answers_private())
            .allowed_mentions(
                serenity::CreateAllowedMentions::new().users([serenity::UserId::new(user.get())]),
            );
        for (_, token) in tokens {
            let used = self.followups.entry(token.clone()).or_default();
            if *used >= FOLLOWUPS_PER_INTERACTION {
                continue;
            }
            *used += 1;
            match wire::create_followup(&self.sh.http, &token, &followup, None).await {
                Ok(_) => return,
                Err(e) if refused_for_good(&e) => {
                    // Spent or expired: the next token.
                    self.followups.insert(token, FOLLOWUPS_PER_INTERACTION);
                }
                Err(e) => {
                    tracing::warn!(channel = self.ch, "a turn's follow-up failed: {e}");
                    return;
                }
            }
        }
        tracing::info!(
            channel = self.ch,
            "no interaction token with follow-ups left: the turn shows in the live message only"
        );
    }

    /// Edits the live message to the table as it is, through the freshest
    /// token while it works.
    pub(super) async fn update_live_message(&mut self, table: Option<&Snapshot>) {
        if !self.dirty {
            return;
        }
        self.dirty = false;
        self.repost = false;
        let Some(live) = &self.live else {
            // Nobody can be shown these lines.
            self.unseen = 0;
            return;
        };
        if live.expires_ms <= self.sh.svc.now_ms() {
            self.unseen = 0;
            // Too old: the message asks for Refresh, as it said it would.
            self.forget_live().await;
            return;
        }
        let token = live.token.clone();
        let story = self.sh.stories.get(self.ch);
        let msg = match table {
            Some(t) => {
                screens::live_message(self.ch, &t.view(), &story, Some(live.expires_ms / 1000))
            }
            None => {
                // Closed: this edit is the message's last.
                self.sh.stories.forget(self.ch);
                screens::closed_table_message(self.lang)
            }
        };
        // A Components V2 message (`discord::v2`).
        let edit = crate::discord::v2::body(&msg, crate::discord::v2::Files::Keep, 0);
        let http = self.sh.http.clone();
        let done = retry_few("editing the live message", || {
            wire::edit_response(&http, &token, &edit, None)
        })
        .await;
        match done {
            Ok(_) => self.unseen = 0,
            // 400: a live message sent before the upgrade to V2, which
            // Discord does not turn into one; the next click on it
            // answers with a new live message.
            Err(e) if matches!(http_status(&e), Some(400 | 401 | 403 | 404)) => {
                tracing::info!(
                    channel = self.ch,
                    "the live message can no longer be edited ({e})"
                );
                self.unseen = 0;
                self.forget_live().await;
            }
            Err(_) => self.dirty = true,
        }
    }
}

/// A follow-up refused for a reason that trying again will not change:
/// the interaction has none left, or its token expired.
fn refused_for_good(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == FOLLOWUP_LIMIT || matches!(r.status_code.as_u16(), 401 | 404)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_live_story_keeps_its_latest_lines_per_channel() {
        let s = Stories::default();
        s.add(1, (0..50).map(|i| format!("line {i}")));
        s.add(2, ["other".to_string()]);
        let one = s.get(1);
        assert_eq!(one.len(), STORY_KEPT);
        assert_eq!(one.first().unwrap(), "line 10");
        assert_eq!(one.last().unwrap(), "line 49");
        assert_eq!(s.get(2), ["other"]);
        assert!(s.get(3).is_empty());
        s.forget(1);
        assert!(s.get(1).is_empty());
        assert_eq!(s.get(2), ["other"]);
    }
}
