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
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// The stored "viewer" of a table's live message (snowflakes start far
/// above 0, so no person has this id).
pub const LIVE_MESSAGE: UserId = UserId(0);

/// Follow-up messages Discord allows per interaction of a user-installed
/// app.
pub const FOLLOWUPS_PER_INTERACTION: u8 = 5;

/// Lines of the story a live message keeps once shown (more than fit,
/// usually: the screen keeps the latest that fit in the message). Lines
/// not shown yet are always kept.
const STORY_KEPT: usize = 40;

/// Discord's code for "this interaction has no follow-ups left".
const FOLLOWUP_LIMIT: isize = 40094;

/// The story of each live table, shared with the click handlers (a
/// click's update of the live message shows the lines shown so far).
///
/// Every line must appear in some state of the live message before it
/// scrolls out (issue 39), and the message keeps only the latest lines
/// that fit beside the table: so a line told joins the story as *to
/// show*, and each edit shows the lines waiting, oldest first, only as
/// many as fit in the message at once ([`Stories::to_show`]); the others
/// wait for the next edit. Once an edit went through, its lines are shown
/// ([`Stories::shown`]), and the commands whose lines all were are
/// settled: only those count as told for the channel's outbox, so a
/// restart tells again what no one saw.
#[derive(Clone, Default)]
pub struct Stories(Arc<Mutex<HashMap<u64, Story>>>);

/// One table's story.
#[derive(Default)]
struct Story {
    /// The number of lines told before `lines[0]`.
    first: u64,
    /// The latest lines, oldest first.
    lines: Vec<String>,
    /// Lines up to this number (counted from the first ever told) have
    /// been shown.
    shown: u64,
    /// Where each group's lines end (a number of lines told), with the
    /// last command of the group, oldest first.
    marks: VecDeque<(u64, u64)>,
}

impl Story {
    fn told(&self) -> u64 {
        self.first + self.lines.len() as u64
    }

    /// Forgets the shown lines beyond [`STORY_KEPT`] (never one to show).
    fn trim(&mut self) {
        let over = self.lines.len().saturating_sub(STORY_KEPT);
        let shown = (self.shown - self.first) as usize;
        let drop = over.min(shown);
        self.lines.drain(..drop);
        self.first += drop as u64;
    }

    /// The last command of the latest group whose lines were all shown.
    fn settled(&mut self) -> Option<u64> {
        let mut last = None;
        while let Some(&(end, n)) = self.marks.front() {
            if end > self.shown {
                break;
            }
            last = Some(n);
            self.marks.pop_front();
        }
        last
    }
}

/// What an edit of the live message shows of the story.
pub(super) struct ToShow {
    /// The lines, oldest first (the screen keeps the latest that fit).
    pub(super) lines: Vec<String>,
    /// Lines told up to here are shown once the edit goes through.
    pub(super) upto: u64,
    /// Lines wait for a later edit.
    pub(super) more: bool,
}

impl Stories {
    /// The lines of `channel`'s story shown so far (oldest first).
    pub fn get(&self, channel: u64) -> Vec<String> {
        let map = self.0.lock().expect("lock");
        let Some(story) = map.get(&channel) else {
            return Vec::new();
        };
        let shown = (story.shown - story.first) as usize;
        story.lines[..shown].to_vec()
    }

    /// Forgets a closed table's story.
    pub(super) fn forget(&self, channel: u64) {
        self.0.lock().expect("lock").remove(&channel);
    }

    /// A group's lines join the story, to show; `last` is its last
    /// command. Returns the last command settled (see [`Stories`]): the
    /// group's own when it has no line and nothing waits before it.
    pub(super) fn add(
        &self,
        channel: u64,
        lines: impl IntoIterator<Item = String>,
        last: u64,
    ) -> Option<u64> {
        let mut map = self.0.lock().expect("lock");
        let story = map.entry(channel).or_default();
        story.lines.extend(lines);
        let end = story.told();
        story.marks.push_back((end, last));
        story.settled()
    }

    /// What the next edit shows: the lines shown so far and as many of
    /// those waiting, oldest first, as fit in `room` characters (a line
    /// taking its length and a line break; at least one line).
    pub(super) fn to_show(&self, channel: u64, room: usize) -> ToShow {
        let map = self.0.lock().expect("lock");
        let Some(story) = map.get(&channel) else {
            return ToShow {
                lines: Vec::new(),
                upto: 0,
                more: false,
            };
        };
        let from = (story.shown - story.first) as usize;
        let mut upto = from;
        let mut used = 0;
        for line in &story.lines[from..] {
            let n = line.chars().count() + 1;
            if upto > from && used + n > room {
                break;
            }
            used += n;
            upto += 1;
        }
        ToShow {
            lines: story.lines[..upto].to_vec(),
            upto: story.first + upto as u64,
            more: upto < story.lines.len(),
        }
    }

    /// Where the lines waiting to be shown begin, if any wait.
    pub(super) fn waiting(&self, channel: u64) -> Option<u64> {
        let map = self.0.lock().expect("lock");
        map.get(&channel)
            .filter(|s| s.shown < s.told())
            .map(|s| s.shown)
    }

    /// An edit showing the lines told up to `upto` went through (with
    /// None: nobody can be shown the story, all of it counts as shown).
    /// Returns the last command settled, if that moved.
    pub(super) fn shown(&self, channel: u64, upto: Option<u64>) -> Option<u64> {
        let mut map = self.0.lock().expect("lock");
        let story = map.get_mut(&channel)?;
        let upto = upto.unwrap_or_else(|| story.told());
        story.shown = story.shown.max(upto.min(story.told()));
        story.trim();
        story.settled()
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

    /// The lines of the group that ends with command `last` join the
    /// live message (the table message in a server with the bot): all but
    /// the mentions of `turns`, told elsewhere. They are shown by the
    /// coming edits (see [`Stories`]).
    pub(super) fn tell_story(&mut self, lines: Vec<String>, turns: &[Turn], last: u64) {
        let asks: Vec<String> = turns.iter().map(|t| turn_line(self.lang, t)).collect();
        let story: Vec<String> = lines.into_iter().filter(|l| !asks.contains(l)).collect();
        let settled = self.sh.stories.add(self.ch, story, last);
        self.settle(settled);
        self.dirty = true;
    }

    /// Every command up to `settled` was shown in the live message: the
    /// channel's outbox may say so (see [`Chan::told`]).
    pub(super) fn settle(&mut self, settled: Option<u64>) {
        if let Some(n) = settled.filter(|&n| n > self.shown) {
            self.shown = n;
            self.record_at
                .get_or_insert(Instant::now() + super::ordering::RECORD_AFTER);
        }
    }

    /// The edit that showed the story up to `upto` went through (None:
    /// nobody can be shown it); more lines waiting make the next flush
    /// edit again.
    pub(super) fn story_shown(&mut self, upto: Option<u64>, more: bool) {
        let settled = self.sh.stories.shown(self.ch, upto);
        self.settle(settled);
        if more {
            self.dirty = true;
        }
    }

    /// Tells a group of the story on a live table: its lines join the live
    /// message, and each turn it reaches is told in a follow-up.
    pub(super) async fn tell_live(&mut self, lines: Vec<String>, turns: &[Turn], last: u64) {
        self.tell_story(lines, turns, last);
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
            self.story_shown(None, false);
            return;
        };
        if live.expires_ms <= self.sh.svc.now_ms() {
            self.story_shown(None, false);
            // Too old: the message asks for Refresh, as it said it would.
            self.forget_live().await;
            return;
        }
        let token = live.token.clone();
        let until = live.expires_ms / 1000;
        let view = table.map(|t| t.view());
        let room = match &view {
            Some(v) => screens::live_story_room(self.ch, v, Some(until)),
            None => screens::closed_story_room(self.lang),
        };
        let story = self.sh.stories.to_show(self.ch, room);
        let msg = match &view {
            Some(v) => screens::live_message(self.ch, v, &story.lines, Some(until)),
            // Closed: the story's last lines, then this edit is the
            // message's last.
            None => screens::closed_live_message(self.lang, &story.lines),
        };
        // A Components V2 message (`discord::v2`).
        let edit = crate::discord::v2::body(&msg, crate::discord::v2::Files::Keep, 0);
        let http = self.sh.http.clone();
        let done = retry_few("editing the live message", || {
            wire::edit_response(&http, &token, &edit, None)
        })
        .await;
        match done {
            Ok(_) => {
                self.story_shown(Some(story.upto), story.more);
                if view.is_none() && !story.more {
                    self.sh.stories.forget(self.ch);
                }
            }
            // 400: a live message sent before the upgrade to V2, which
            // Discord does not turn into one; the next click on it
            // answers with a new live message.
            Err(e) if matches!(http_status(&e), Some(400 | 401 | 403 | 404)) => {
                tracing::info!(
                    channel = self.ch,
                    "the live message can no longer be edited ({e})"
                );
                self.story_shown(None, false);
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
        s.add(1, (0..50).map(|i| format!("line {i}")), 7);
        s.add(2, ["other".to_string()], 3);
        // Nothing is shown before an edit went through.
        assert!(s.get(1).is_empty());
        assert_eq!(s.shown(1, None), Some(7));
        assert_eq!(s.shown(2, None), Some(3));
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

    /// Issue 39: a burst of lines is shown a message at a time, oldest
    /// first, each line in some edit before it may scroll out; a command
    /// is settled once every line up to its own was shown.
    #[test]
    fn a_burst_is_shown_an_edit_at_a_time_and_nothing_is_dropped_unseen() {
        let s = Stories::default();
        let line = |i: usize| format!("{i:03} {}", "x".repeat(95));
        // 60 lines of 99 characters (100 with the break), in three groups.
        assert_eq!(s.add(1, (0..20).map(line), 10), None);
        assert_eq!(s.add(1, (20..45).map(line), 11), None);
        assert_eq!(s.add(1, (45..60).map(line), 12), None);
        let mut seen = Vec::new();
        let mut settled = Vec::new();
        let mut edits = 0;
        while s.waiting(1).is_some() {
            let show = s.to_show(1, 1_500);
            // What the screen keeps: the latest lines within the room.
            let mut kept: Vec<&String> = Vec::new();
            let mut used = 0;
            for l in show.lines.iter().rev() {
                if used + l.chars().count() + 1 > 1_500 {
                    break;
                }
                used += l.chars().count() + 1;
                kept.push(l);
            }
            kept.reverse();
            for l in kept {
                if !seen.contains(l) {
                    seen.push(l.clone());
                }
            }
            settled.extend(s.shown(1, Some(show.upto)));
            assert_eq!(show.more, s.waiting(1).is_some());
            edits += 1;
        }
        assert_eq!(seen, (0..60).map(line).collect::<Vec<_>>());
        assert_eq!(edits, 4, "15 lines an edit");
        assert_eq!(settled, [10, 11, 12]);
        // An empty group is settled at once when nothing waits before it.
        assert_eq!(s.add(1, [], 13), Some(13));
    }
}
