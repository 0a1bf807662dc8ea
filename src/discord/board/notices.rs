//! Turn notices past the story's mention (issue 42): each person is told
//! of a turn once, in the way they chose with `/gin notify` (a mention in
//! the channel, a direct message, or nothing), and not at all while their
//! hand view is open and was refreshed to show it (`watchers`); a clock of
//! an hour or more reminds them once at its half.
//!
//! The story's post still says whose turn it is, for everyone
//! (`ordering`), but it pings only a person who chose a mention and is
//! not looking at their hand view ([`LOOKING_MS`]). Everything else is
//! decided here, after the story and the hand views, once the channel
//! shows the table's latest command: a view that shows the turn tells it;
//! otherwise a direct message (a mention instead when the person takes
//! none), or, when their view could not be refreshed, a mention alone. A
//! direct message names the table (a link to its channel) and says it is
//! their turn: never a card.
//!
//! Reminders: a channel plans its next one ([`Reminders`], one set for
//! every channel, read by the board's ticker on the service's clock, so a
//! fake clock drives them in tests). After a restart, a reminder whose
//! time passed before the start counts as sent (at most one per turn).
//!
//! Every direct message and notice post takes a slot of one pacer shared
//! by all channels ([`NOTICES_PER_SECOND`]), on top of Discord's own limits
//! that serenity keeps, so that 10,000 slow tables changing turn at once
//! never flood the bot's token.

use super::mentions::{turn_line, turns_of, Turn, TurnKey};
use super::pacing::retry_few;
use super::posting::{mix, Posted};
use super::watchers::{moment_of, TOKEN_LIFE_MS};
use super::{with_service, Chan};
use crate::discord::commands::mine::channel_link;
use crate::discord::http::http_status;
use crate::discord::wire;
use crate::table::notices::{Medium, NoticePref};
use crate::table::{DeadlineKind, Snapshot, UserId};
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;
use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;

/// A turn clock this long or longer reminds its player at its half.
pub const REMIND_FROM_MS: u64 = 3_600_000;

/// A person who answered or clicked their hand view this recently is
/// looking at it: its refresh tells them of their turn (a token lasts 15
/// minutes, so this is measured from when it was given).
pub const LOOKING_MS: u64 = 5 * 60 * 1000;

/// Direct messages and notice posts per second, for the whole bot (a
/// direct message to a person not written to before costs two requests;
/// Discord allows 50 a second per bot token).
pub const NOTICES_PER_SECOND: u32 = 20;

/// The nonces of notice posts are apart from the story's (whose groups
/// start at a command number, far below this bit).
const NOTICE_NONCE: u64 = 1 << 63;

/// When each channel's next reminder is due (the service's clock).
#[derive(Default)]
pub(super) struct Reminders(Mutex<BTreeSet<(u64, u64)>>);

impl Reminders {
    fn plan(&self, at_ms: u64, ch: u64) {
        self.0.lock().expect("lock").insert((at_ms, ch));
    }

    /// The channels whose reminder is due at `now_ms`, taken out.
    pub(super) fn due(&self, now_ms: u64) -> Vec<u64> {
        let mut set = self.0.lock().expect("lock");
        let later = set.split_off(&(now_ms + 1, 0));
        let due = std::mem::replace(&mut *set, later);
        due.into_iter().map(|(_, ch)| ch).collect()
    }
}

/// What the notices of a channel remember.
#[derive(Default)]
pub(super) struct NoticeState {
    /// Each person's choice, read when a turn of theirs began (the turn
    /// it was read for).
    prefs: HashMap<UserId, (TurnKey, NoticePref)>,
    /// Each person's turn last told (pinged, messaged, shown in their
    /// view, or nothing chosen).
    told: HashMap<UserId, TurnKey>,
    /// Each person's turn last reminded.
    reminded: HashMap<UserId, TurnKey>,
    /// The reminder planned (the service's clock).
    planned: Option<u64>,
    /// The ticker says a reminder is due: look at the next flush.
    pub(super) remind_due: bool,
}

impl NoticeState {
    /// `turn` was told (by the story's ping).
    pub(super) fn told(&mut self, turn: &Turn) {
        self.told.insert(turn.user, turn.key);
    }
}

/// Which notice a person gets.
#[derive(Clone, Copy)]
enum Notice {
    Turn,
    /// Half of the clock is gone; it runs out at this time (ms).
    Reminder {
        ends_ms: u64,
    },
}

/// A Discord timestamp that each reader's client writes in their own
/// language ("in 12 hours").
fn timestamp(ms: u64) -> String {
    format!("<t:{}:R>", ms / 1000)
}

/// The direct message of a notice, in the person's language: the table
/// and what is asked, never a card.
fn dm_text(lang: Lang, notice: Notice, table: &str) -> String {
    match notice {
        Notice::Turn => tr!(lang, "notice-dm-turn", table = table),
        Notice::Reminder { ends_ms } => tr!(
            lang,
            "notice-dm-reminder",
            table = table,
            ends = timestamp(ends_ms)
        ),
    }
}

impl Chan {
    fn pref(&self, user: UserId) -> NoticePref {
        self.notices
            .prefs
            .get(&user)
            .map(|p| p.1)
            .unwrap_or_default()
    }

    /// Whether `user` is looking at their hand view: they were given it
    /// (answered or clicked) in the last [`LOOKING_MS`].
    fn view_open(&self, user: UserId) -> bool {
        let now = self.sh.svc.now_ms();
        self.watch.get(&user.get()).is_some_and(|w| {
            let given = w.expires_ms.saturating_sub(TOKEN_LIFE_MS);
            w.expires_ms > now && now < given + LOOKING_MS
        })
    }

    /// Whether the story's line of `turn` pings its person: they chose a
    /// mention and are not looking at their hand (whose refresh tells it).
    pub(super) fn pings_in_channel(&self, turn: &Turn) -> bool {
        self.pref(turn.user).medium == Medium::Mention && !self.view_open(turn.user)
    }

    /// Reads the choice of each person whose turn is not told yet (once a
    /// turn: a choice made meanwhile counts from their next turn).
    pub(super) async fn load_prefs(&mut self, table: Option<&Snapshot>) {
        let Some(t) = table else { return };
        let need: Vec<(UserId, TurnKey)> = turns_of(t)
            .into_iter()
            .filter(|turn| self.notices.told.get(&turn.user) != Some(&turn.key))
            .filter(|turn| self.notices.prefs.get(&turn.user).map(|p| p.0) != Some(turn.key))
            .map(|turn| (turn.user, turn.key))
            .collect();
        if need.is_empty() {
            return;
        }
        let users: Vec<UserId> = need.iter().map(|(u, _)| *u).collect();
        let read = with_service(&self.sh.svc, move |s| {
            users.iter().map(|&u| s.notice_pref(u)).collect()
        })
        .await;
        match read {
            Ok(prefs) => {
                let prefs: Vec<NoticePref> = prefs;
                for ((user, key), pref) in need.into_iter().zip(prefs) {
                    self.notices.prefs.insert(user, (key, pref));
                }
            }
            // A mention, as before there was a choice.
            Err(e) => tracing::warn!(channel = self.ch, "reading notice choices failed: {e}"),
        }
    }

    /// Tells every turn not told yet, once the channel shows the table's
    /// latest command (see the module's comment), then plans the reminder.
    pub(super) async fn send_notices(&mut self, table: Option<&Snapshot>) {
        let Some(t) = table else { return };
        if self.sending.is_some() || self.posted < t.seq() {
            return;
        }
        let state = t.view().game;
        for turn in turns_of(t) {
            // Only once the story says it is their turn, and once.
            if self.announced.get(&turn.user) != Some(&turn.key)
                || self.notices.told.get(&turn.user) == Some(&turn.key)
            {
                continue;
            }
            let user = turn.user.get();
            if self.view_open(turn.user) {
                let moment = moment_of(t, state.as_ref(), turn.user);
                let shown = self.watch.get(&user).and_then(|w| w.shown.clone());
                if moment.is_some() && shown == moment {
                    // Their open view shows the turn: that tells it.
                    self.notices.told(&turn);
                    continue;
                }
                if self.sh.busy.is_busy(self.ch, user) {
                    // Their click's answer shows it; looked at again then.
                    self.refresh_due = true;
                    continue;
                }
            }
            let line = turn_line(self.lang, &turn);
            match self.tell(t, &turn, Notice::Turn, line).await {
                Posted::Gone => {
                    self.channel_gone().await;
                    return;
                }
                Posted::Stopped => return,
                Posted::Done | Posted::Refused => self.notices.told(&turn),
            }
        }
        self.plan_reminder(t);
    }

    /// Tells `turn`'s person `notice` the way they chose (`line` is its
    /// mention); a direct message that cannot be delivered becomes a
    /// mention.
    async fn tell(&mut self, t: &Snapshot, turn: &Turn, notice: Notice, line: String) -> Posted {
        let pref = self.pref(turn.user);
        match pref.medium {
            Medium::Off => return Posted::Done,
            Medium::Dm => {
                let text = dm_text(pref.lang, notice, &channel_link(t.guild(), self.ch));
                if self.send_dm(turn.user, text).await {
                    return Posted::Done;
                }
            }
            Medium::Mention => {}
        }
        let kind = match notice {
            Notice::Turn => 1,
            Notice::Reminder { .. } => 2,
        };
        let (game, seat_turn) = turn.key;
        let turn_of = (u64::from(seat_turn.hand) << 32) ^ ((seat_turn.since as u64) << 4) ^ kind;
        let from = NOTICE_NONCE | (mix(turn.user.get() ^ mix(game ^ mix(turn_of))) >> 1);
        self.sh.notice_pacer.wait().await;
        let allowed =
            serenity::CreateAllowedMentions::new().users([serenity::UserId::new(turn.user.get())]);
        self.send_group(vec![line], from, None, allowed, false, false)
            .await
    }

    /// Sends `user` a direct message (false: it could not be delivered).
    async fn send_dm(&mut self, user: UserId, text: String) -> bool {
        let http = self.sh.http.clone();
        let known = self
            .sh
            .dm_channels
            .lock()
            .expect("lock")
            .get(&user.get())
            .copied();
        let channel = match known {
            Some(c) => serenity::ChannelId::new(c),
            None => {
                self.sh.notice_pacer.wait().await;
                let opened = retry_few("opening a direct message", || {
                    serenity::UserId::new(user.get()).create_dm_channel(&http)
                })
                .await;
                match opened {
                    Ok(c) => {
                        let mut dms = self.sh.dm_channels.lock().expect("lock");
                        dms.insert(user.get(), c.id.get());
                        c.id
                    }
                    Err(_) => return false,
                }
            }
        };
        self.sh.notice_pacer.wait().await;
        let msg = serenity::CreateMessage::new()
            .content(text)
            .allowed_mentions(serenity::CreateAllowedMentions::new());
        let sent = retry_few("sending a direct message", || {
            wire::send_message(&http, channel, &msg, None)
        })
        .await;
        match sent {
            Ok(_) => true,
            Err(e) => {
                if matches!(http_status(&e), Some(403 | 404)) {
                    // They take no direct messages (or the channel went).
                    self.sh
                        .dm_channels
                        .lock()
                        .expect("lock")
                        .remove(&user.get());
                }
                false
            }
        }
    }

    /// The turn whose clock reminds now, with when that clock runs out.
    fn reminder_due(&self, t: &Snapshot, now: u64) -> Option<(Turn, u64)> {
        let (at_ms, d) = self.reminder_time(t)?;
        if now < at_ms {
            return None;
        }
        let user = t.seats().get(d.seat)?.player.user()?;
        let turn = turns_of(t).into_iter().find(|turn| turn.user == user)?;
        (self.notices.reminded.get(&user) != Some(&turn.key)).then_some((turn, d.at_ms))
    }

    /// When the table's running turn clock reminds (None: no turn clock
    /// runs, or a short one).
    fn reminder_time(&self, t: &Snapshot) -> Option<(u64, crate::table::Deadline)> {
        let d = t.deadline().filter(|d| d.kind == DeadlineKind::TurnClock)?;
        let turn_ms = t.turn_ms();
        (turn_ms >= REMIND_FROM_MS).then(|| (d.at_ms.saturating_sub(turn_ms / 2), d))
    }

    /// Plans the table's next reminder with the board's ticker.
    fn plan_reminder(&mut self, t: &Snapshot) {
        let Some((at_ms, d)) = self.reminder_time(t) else {
            return;
        };
        let user = t.seats().get(d.seat).and_then(|s| s.player.user());
        let turn = turns_of(t).into_iter().find(|turn| Some(turn.user) == user);
        if turn.is_none_or(|turn| self.notices.reminded.get(&turn.user) == Some(&turn.key)) {
            // No person's turn, or reminded already.
            return;
        }
        if self.notices.planned != Some(at_ms) {
            self.notices.planned = Some(at_ms);
            self.sh.reminders.plan(at_ms, self.ch);
        }
    }

    /// After a restart: the turns told before it were told (`turns`), and
    /// a reminder whose time passed counts as sent.
    pub(super) fn restore_notices(&mut self, turns: &[Turn]) {
        for turn in turns {
            self.notices.told.entry(turn.user).or_insert(turn.key);
        }
        let Some(t) = self.sh.svc.snapshot(&self.key) else {
            return;
        };
        if let Some((turn, _)) = self.reminder_due(&t, self.sh.svc.now_ms()) {
            self.notices.reminded.insert(turn.user, turn.key);
        }
        self.plan_reminder(&t);
    }

    /// Sends the reminder that is due, if the turn it is for goes on.
    pub(super) async fn remind(&mut self) {
        self.notices.remind_due = false;
        self.notices.planned = None;
        if self.sending.is_some() || self.known > self.posted {
            // The story first; the next flush comes back here.
            self.notices.remind_due = true;
            return;
        }
        let Some(t) = self.sh.svc.snapshot(&self.key) else {
            return;
        };
        if let Some((turn, ends_ms)) = self.reminder_due(&t, self.sh.svc.now_ms()) {
            self.load_prefs(Some(&t)).await;
            if self.view_open(turn.user) {
                // They are looking at their hand: no reminder.
                self.notices.reminded.insert(turn.user, turn.key);
            } else {
                let line = tr!(
                    self.lang,
                    "notice-reminder",
                    name = format!("<@{}>", turn.user),
                    ends = timestamp(ends_ms)
                );
                match self
                    .tell(&t, &turn, Notice::Reminder { ends_ms }, line)
                    .await
                {
                    Posted::Gone => return self.channel_gone().await,
                    Posted::Stopped => {}
                    Posted::Done | Posted::Refused => {
                        self.notices.reminded.insert(turn.user, turn.key);
                    }
                }
            }
        }
        self.plan_reminder(&t);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn reminders_come_out_when_due_and_once() {
        let r = Reminders::default();
        r.plan(50, 1);
        r.plan(10, 2);
        r.plan(70, 3);
        assert!(r.due(9).is_empty());
        assert_eq!(r.due(50), [2, 1]);
        assert!(r.due(60).is_empty());
        assert_eq!(r.due(1_000), [3]);
    }

    /// The pacer gives notices their slots [`NOTICES_PER_SECOND`] a second,
    /// whoever asks.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn notices_are_paced_for_the_whole_bot() {
        let pacer =
            std::sync::Arc::new(super::super::pacing::Slots::per_second(NOTICES_PER_SECOND));
        let t0 = Instant::now();
        let n = NOTICES_PER_SECOND / 2 + 1;
        let waits: Vec<_> = (0..n)
            .map(|_| {
                let p = pacer.clone();
                tokio::spawn(async move { p.wait().await })
            })
            .collect();
        for w in waits {
            w.await.unwrap();
        }
        let took = t0.elapsed();
        assert!(took >= Duration::from_millis(490), "{took:?}");
        assert!(took < Duration::from_secs(3), "{took:?}");
    }

    /// A direct message names the table by a link and what is asked; it
    /// shows no card, in any language.
    #[test]
    fn a_direct_message_names_the_table_and_no_card() {
        let link = channel_link(Some(7), 9);
        assert_eq!(link, "https://discord.com/channels/7/9");
        assert_eq!(channel_link(None, 9), "https://discord.com/channels/@me/9");
        for lang in Lang::ALL {
            for notice in [
                Notice::Turn,
                Notice::Reminder {
                    ends_ms: 86_400_000,
                },
            ] {
                let text = dm_text(lang, notice, &link);
                assert!(text.contains(&link), "{lang}: {text}");
                assert!(!text.contains('{'), "{lang}: {text}");
                assert!(
                    !['♣', '♦', '♥', '♠'].iter().any(|s| text.contains(*s)),
                    "{lang}: {text}"
                );
                if let Notice::Reminder { .. } = notice {
                    assert!(text.contains("<t:86400:R>"), "{lang}: {text}");
                }
            }
        }
        assert_eq!(
            dm_text(Lang::En, Notice::Turn, &link),
            "➡️ It is your turn at the table in https://discord.com/channels/7/9."
        );
    }
}
