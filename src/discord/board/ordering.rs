//! Ordering: the channel's story posted strictly in command order, group
//! by group (a group never spans a hand's end), commands that do not come
//! read from the store, and how far the channel was posted stored.
//!
//! A group's lines are `screens::story_lines` of its commands: a turn's
//! opening draw and its discard read as one line when both are in the
//! group, and so do a challenge and its answer (issue 38, item 9). They
//! come from two clicks, seconds apart, so a draw (or a challenge) that is
//! the last command at hand waits for the next one, at most [`PAIR_WAIT`]
//! from its arrival, while it holds up no mention (someone else's turn to
//! announce): see [`waits_for_pair`]. When the wait runs out, the bot
//! stops, or the group is one sent again after a restart, the draw goes
//! out alone and its discard with the next group. Which commands made a
//! group is all that decides the lines, and a group sent again is the same
//! commands (`sending`), so a line is never lost nor shown twice.

use super::mentions::{turn_line, turns_of, Turn};
use super::posting::Posted;
use super::{with_service, Chan, Entry, READ_BATCH};
use crate::discord::message;
use crate::discord::screens::{self, StoryPart};
use crate::table::queries::Outbox;
use crate::table::service::Service;
use crate::table::{ChannelId, Player, Snapshot, TableEvent, UserId};
use poise::serenity_prelude as serenity;
use std::time::{Duration, Instant};

/// How long a missing command is awaited from its handler before it is
/// read from the store. A click's handler sends its reply once the click
/// is answered (so a hand view is never refreshed before the click's own
/// answer lands), which may take up to Discord's 3 s.
pub const GAP_WAIT: Duration = Duration::from_secs(3);

/// How long a turn's opening line (a draw, a challenge) that is the last
/// command at hand waits for the move that completes it (the discard, the
/// answer), to post the two as one line. A slower player's draw is shown
/// alone when it runs out.
pub const PAIR_WAIT: Duration = Duration::from_secs(5);

/// Whether a command (its `events`) that is the last at hand, got `age`
/// ago, waits before it is posted: its last public line is a turn's
/// opening draw or a challenge (`render::opens_pair`) that the next
/// command may complete, the wait has not run out, and holding it back
/// keeps no turn untold (`turn_to_tell`: a person's turn would be
/// announced with it) unless the table has already moved on (`moved_on`:
/// the next command is committed and on its way, with the mention).
pub fn waits_for_pair(
    events: &[TableEvent],
    age: Duration,
    moved_on: bool,
    turn_to_tell: bool,
) -> bool {
    let last_public = events.iter().rev().find(|e| e.is_public());
    let opens = matches!(
        last_public,
        Some(TableEvent::Game { event }) if crate::render::opens_pair(event)
    );
    opens && age < PAIR_WAIT && (moved_on || !turn_to_tell)
}

/// How long storing `posted` may wait for the next group's record.
pub(super) const RECORD_AFTER: Duration = Duration::from_secs(2);

/// Whether nothing after these events may share their post: the end of a
/// hand, of a game or of the table.
pub fn ends_a_hand(events: &[TableEvent]) -> bool {
    events.iter().any(TableEvent::closes_hand)
}

impl Chan {
    /// Stores `posted` if it is time (see `record_at`).
    pub(super) async fn record_if_due(&mut self) {
        if self.record_at.is_some_and(|t| t <= Instant::now()) {
            self.record_at = None;
            self.record(None).await;
        }
    }

    /// Reads the commands after `posted` from the store (those not known
    /// yet), with the players their names need. False on a store error.
    pub(super) async fn fill_from_store(&mut self, table: Option<&Snapshot>) -> bool {
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
                            arrived: Instant::now(),
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

    /// Readies entry `n` to be posted: its players (those of the entry
    /// before, when it came without), and a finished game's ratings and
    /// leaderboard, read from the store once.
    pub(super) async fn prepare(&mut self, n: u64) {
        let Some(e) = self.entries.get(&n) else {
            return;
        };
        let extra = match (&e.extra, e.finished_game()) {
            (None, Some(game_id)) => {
                let channel = self.key.clone();
                let lang = self.lang;
                let read = with_service(&self.sh.svc, move |s| {
                    Ok(leaderboard_lines(lang, s, &channel, game_id))
                })
                .await;
                Some(read.unwrap_or_default())
            }
            _ => None,
        };
        let Some(e) = self.entries.get_mut(&n) else {
            return;
        };
        if extra.is_some() {
            e.extra = extra;
        }
        match &e.seats {
            Some(s) => self.seats.clone_from(s),
            None => e.seats = Some(self.seats.clone()),
        }
    }

    /// The lines of the group `from..=last` (each entry prepared).
    fn group_lines(&self, from: u64, last: u64) -> Vec<String> {
        let parts: Vec<StoryPart> = self
            .entries
            .range(from..=last)
            .map(|(_, e)| StoryPart {
                events: &e.events,
                seats: e.seats.as_deref().unwrap_or(&self.seats),
                extra: e.extra.as_deref().unwrap_or_default(),
            })
            .collect();
        screens::story_lines(self.lang, &parts)
    }

    /// Whether entry `n`, the last at hand, waits for the command that
    /// completes its line ([`waits_for_pair`]).
    fn holds_for_pair(&self, n: u64, table: Option<&Snapshot>, turn_to_tell: bool) -> bool {
        let Some(e) = self.entries.get(&n) else {
            return false;
        };
        let moved_on = table.is_some_and(|t| t.seq() > n);
        !self.entries.contains_key(&(n + 1))
            && waits_for_pair(&e.events, e.arrived.elapsed(), moved_on, turn_to_tell)
    }

    /// Posts the channel's story from `posted` on, group by group, as far
    /// as the post window allows. False if the channel turned out gone.
    pub(super) async fn post_story(&mut self, table: Option<&Snapshot>, stopping: bool) -> bool {
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
            // reaches the latest command known mentions each person to act
            // now whose turn was not announced yet.
            let caught_up = |last: u64, known: u64| last == known;
            let mention: Vec<Turn> = table
                .map(turns_of)
                .unwrap_or_default()
                .into_iter()
                .filter(|turn| self.announced.get(&turn.user) != Some(&turn.key))
                .collect();
            let mut lines: Vec<String> = Vec::new();
            let mut last = self.posted;
            let mut mentioned: Vec<Turn> = Vec::new();
            let fixed_end = self.sending;
            let saved_seats = self.seats.clone();
            let mut n = from;
            while self.entries.contains_key(&n) {
                if fixed_end.is_none()
                    && !stopping
                    && self.holds_for_pair(n, table, !mention.is_empty())
                {
                    break;
                }
                let seats_before = self.seats.clone();
                self.prepare(n).await;
                let trial = self.group_lines(from, n);
                let with_mention = (!mention.is_empty() && caught_up(n, self.known)).then(|| {
                    let mut t = trial.clone();
                    t.extend(mention.iter().map(|m| turn_line(self.lang, m)));
                    t
                });
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
                        mentioned.clone_from(&mention);
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
            if self.delivery.by_interactions() {
                // No posts: the lines join the live message (see `live`).
                if !lines.is_empty() {
                    self.tell_live(lines, &mentioned, last).await;
                }
            } else {
                // A server with the bot (issue 39): the lines join the
                // table message, and the channel gets a post only for what
                // people are told or scroll back to: a hand's (and a
                // game's) result, and a turn that pings someone (those who
                // chose a mention and are not looking at their hand, see
                // `notices`).
                let users: Vec<UserId> = mentioned
                    .iter()
                    .filter(|t| self.pings_in_channel(t))
                    .map(|t| t.user)
                    .collect();
                let chunks = message::chunk_lines(&self.post_lines(last, &mentioned, &users));
                if !chunks.is_empty() {
                    match self
                        .post_group(chunks, last, fixed_end, &users, stopping)
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
                // A turn that pings is told by its post; the others are
                // lines of the live message (their people are told by
                // their hand view, or chose no notice).
                let pinged: Vec<Turn> = mentioned
                    .iter()
                    .filter(|t| users.contains(&t.user))
                    .cloned()
                    .collect();
                self.tell_story(lines, &pinged, last);
            }
            tracing::debug!(channel = self.ch, from, last, "posted");
            for turn in mentioned {
                if self.pings_in_channel(&turn) {
                    self.notices.told(&turn);
                }
                self.announced.insert(turn.user, turn.key);
            }
            self.posted = last;
            self.sending = None;
            self.entries.retain(|&k, _| k > last);
        }
        self.finish_story(start).await
    }

    /// What the channel is posted for a group that ends with command
    /// `last` in a server with the bot: that command's lines when it ends a
    /// hand (the hand's result, the game's with its ratings), then the
    /// turns that ping `users`.
    fn post_lines(&self, last: u64, turns: &[Turn], users: &[UserId]) -> Vec<String> {
        let mut post = match self.entries.get(&last) {
            Some(e) if ends_a_hand(&e.events) => self.group_lines(last, last),
            _ => Vec::new(),
        };
        post.extend(
            turns
                .iter()
                .filter(|t| users.contains(&t.user))
                .map(|t| turn_line(self.lang, t)),
        );
        post
    }

    /// Posts what the channel gets of the group that ends with command
    /// `last` (its lines cut into `chunks`), mentioning `users`: recorded
    /// before it goes out, unless it is a group sent again (`fixed_end`),
    /// so that a crash in between sends the same post again, with the same
    /// nonces.
    async fn post_group(
        &mut self,
        chunks: Vec<String>,
        last: u64,
        fixed_end: Option<u64>,
        users: &[UserId],
        stopping: bool,
    ) -> Posted {
        let picture = self.hand_end_attachment(last).await;
        if fixed_end.is_none() {
            self.record(Some(last)).await;
        }
        let users = users.iter().map(|u| serenity::UserId::new(u.get()));
        let allowed = serenity::CreateAllowedMentions::new().users(users);
        // Its nonces follow the group's last command, the one that ends a
        // hand or reaches the turns it pings: a group told again after a
        // restart may begin earlier (`told`), but its post is the same.
        self.send_group(
            chunks,
            last,
            picture,
            allowed,
            fixed_end.is_some(),
            stopping,
        )
        .await
    }

    /// Schedules storing how far the channel was posted, if that moved:
    /// soon, unless the next group's record (which carries it) comes
    /// first. Until then a restart posts the last group again with the
    /// same nonces, which Discord answers with the messages it made.
    pub(super) async fn finish_story(&mut self, start: u64) -> bool {
        if self.posted != start && self.sending.is_none() {
            self.record_at.get_or_insert(Instant::now() + RECORD_AFTER);
        }
        true
    }

    /// How far the channel's story was told, for the outbox: the commands
    /// whose lines were all shown in the live message (`shown`), no
    /// further than `posted`. A restart tells again the lines that were
    /// told but never shown (they lived only in memory).
    pub(super) fn told(&self) -> u64 {
        self.posted.min(self.shown)
    }

    /// Stores `posted` (and the group being sent), durably.
    pub(super) async fn record(&mut self, sending: Option<u64>) {
        self.record_at = None;
        let row = Outbox {
            posted: self.told(),
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
}

/// A finished game's rating changes, then the channel's leaderboard.
fn leaderboard_lines(
    lang: gin_text::Lang,
    svc: &Service,
    channel: &ChannelId,
    game_id: u64,
) -> Vec<String> {
    let changes = svc
        .game_record(game_id)
        .ok()
        .flatten()
        .map(|g| (g.rules.kind(), g.ratings))
        .unwrap_or((crate::engine::GameKind::Jersey, Vec::new()));
    let (game, changes) = changes;
    let mut lines = screens::rating_lines(lang, &changes);
    let Ok(board) = svc.leaderboard(channel, game, 1) else {
        return lines;
    };
    lines.push(gin_text::tr!(
        lang,
        "table-leaderboard-after",
        // A string: an id is no quantity (and may pass f64's precision).
        game = game_id.to_string()
    ));
    for (i, p) in board.iter().take(10).enumerate() {
        let record = gin_text::tr!(
            lang,
            "table-leaderboard-record",
            games = p.games,
            wins = p.wins
        );
        lines.push(format!(
            "`{}.` {} — {:.1} ({record})",
            i + 1,
            screens::player_name(lang, &p.player),
            p.conservative,
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// Issue 38, item 9: a draw (or a challenge) that is the last command
    /// at hand waits a moment for what completes it, unless someone's turn
    /// would go untold meanwhile; a draw with its discard, or anything
    /// else, goes at once.
    #[test]
    fn a_draw_waits_a_moment_for_its_discard_unless_a_turn_is_to_tell() {
        use crate::engine::Event;
        let game = |event| TableEvent::Game { event };
        let draw = vec![
            game(Event::DrewStock { seat: 0 }),
            game(Event::Drew {
                seat: 0,
                card: "Qs".parse().unwrap(),
            }),
        ];
        let soon = Duration::from_millis(300);
        assert!(waits_for_pair(&draw, soon, false, false));
        assert!(!waits_for_pair(&draw, PAIR_WAIT, false, false));
        assert!(!waits_for_pair(&draw, soon, false, true));
        // The table moved on: the discard is committed and on its way.
        assert!(waits_for_pair(&draw, soon, true, true));
        let challenge = [game(Event::Challenged { seat: 1 })];
        assert!(waits_for_pair(&challenge, soon, false, false));
        let mut whole = draw.clone();
        whole.push(game(Event::Discarded {
            seat: 0,
            card: "2c".parse().unwrap(),
        }));
        assert!(!waits_for_pair(&whole, soon, false, false));
        let knock = [game(Event::Knocked {
            seat: 0,
            gin: true,
            count: 0,
        })];
        assert!(!waits_for_pair(&knock, soon, false, false));
    }
}
