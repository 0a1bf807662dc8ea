//! What a channel must show, read from the store, against what the fake
//! Discord holds: every public event line of every command of the channel,
//! in the channel's order, each exactly once.
//!
//! The bot posts the story in groups of commands, and within a group a
//! draw and its discard (a challenge and its answer) read as one line
//! (`screens::story_lines`, issue 38 item 9). Where the groups began is
//! read from the posts' nonces (each group's messages carry
//! `post_nonce(channel, first command, part)`), and the expected lines are
//! `story_lines` of the stored commands cut at those places: the words and
//! the grouping are the bot's own function, the commands the store's.

use super::fake_discord::{FakeDiscord, Posted};
use gin_text::Lang;
use jersey_gin::discord::board::post_nonce;
use jersey_gin::discord::screens::{self, StoryPart};
use jersey_gin::store::StoreBackend as Store;
use jersey_gin::table::{Player, TableEvent};
use std::collections::HashSet;

/// Where the bot's groups of commands began in a channel: the nonces of
/// its story posts.
pub struct Groups {
    channel: u64,
    nonces: HashSet<String>,
}

impl Groups {
    /// Whether a group began at command `n` (its first message was posted).
    fn start_at(&self, n: u64) -> bool {
        self.nonces.contains(&post_nonce(self.channel, n, 0))
    }
}

/// The groups of `channel`'s story as posted in the fake.
pub fn groups(fake: &FakeDiscord, channel: u64) -> Groups {
    Groups {
        channel,
        nonces: story_posts(fake, channel)
            .into_iter()
            .filter_map(|p| p.nonce)
            .collect(),
    }
}

/// The story lines of `channel` from the stored command log, cut into the
/// posted `groups`: the commands' public events in the words the bot uses,
/// the players' names taken from the game each command belongs to (the
/// latest start).
pub fn expected_lines(store: &dyn Store, channel: u64, groups: &Groups) -> Vec<String> {
    lines_of(&stored_commands(store, channel, 0, &mut Vec::new()), groups)
}

/// One stored command: its number, its events, the players of its game.
pub type Stored = (u64, Vec<TableEvent>, Vec<Player>);

/// The commands of `channel` numbered after `after`, each with the players
/// of its game (`seats`: those of the game going on, updated by a start).
pub fn stored_commands(
    store: &dyn Store,
    channel: u64,
    after: u64,
    seats: &mut Vec<Player>,
) -> Vec<Stored> {
    let commands = store
        .channel_commands(&channel.to_string(), after, usize::MAX)
        .expect("the channel's log");
    let mut read = Vec::new();
    for (n, cmd) in commands {
        let events = cmd.table_events().expect("stored events");
        for e in &events {
            if let TableEvent::Started { seats: s, .. } = e {
                *seats = s.clone();
            }
        }
        read.push((n, events, seats.clone()));
    }
    read
}

/// The story lines of these commands, cut into the posted `groups`, one
/// line per element (a line of several, a hand's end, is split); in the
/// table's language (the one its opening chose).
pub fn lines_of(commands: &[Stored], groups: &Groups) -> Vec<String> {
    let lang = table_lang(commands);
    let mut lines = Vec::new();
    let mut group: Vec<StoryPart> = Vec::new();
    for (n, events, seats) in commands {
        if groups.start_at(*n) && !group.is_empty() {
            lines.extend(screens::story_lines(lang, &group));
            group.clear();
        }
        group.push(StoryPart {
            events,
            seats,
            extra: &[],
        });
    }
    lines.extend(screens::story_lines(lang, &group));
    lines
        .iter()
        .flat_map(|l| l.split('\n').map(str::to_string))
        .collect()
}

/// The language of the table these commands belong to: the one its
/// latest opening chose (English before any).
fn table_lang(commands: &[Stored]) -> Lang {
    commands
        .iter()
        .rev()
        .flat_map(|(_, events, _)| events.iter().rev())
        .find_map(|e| match e {
            TableEvent::Opened { settings, .. } => Some(settings.lang),
            _ => None,
        })
        .unwrap_or_default()
}

/// Whether a posted line is not an event's: a turn's mention, a game's
/// rating changes and the leaderboard after it (in any language).
fn is_extra(line: &str) -> bool {
    let rating = |lang| {
        let line = gin_text::tr!(lang, "table-rating-line", name = "\u{1}", change = "");
        line.split('\u{1}').next().unwrap_or_default().to_string()
    };
    line.starts_with("➡️ ")
        || Lang::ALL.into_iter().any(|l| {
            let prefix = rating(l);
            !prefix.is_empty() && line.starts_with(&prefix)
        })
        || line.starts_with("📈 ")
        || (line.starts_with('`') && line.contains(".` "))
}

/// Whether a post is the table message of a closed table (it has no
/// components left, and is no event's line), in any language.
fn is_closed_table_message(content: &str) -> bool {
    Lang::ALL
        .into_iter()
        .any(|l| content == screens::closed_table_message(l).content)
}

/// The story posts of a channel: its messages without components (the
/// table message has them).
pub fn story_posts(fake: &FakeDiscord, channel: u64) -> Vec<Posted> {
    fake.posted(channel)
        .into_iter()
        .filter(|p| !p.components && !is_closed_table_message(&p.content))
        .collect()
}

/// The event lines posted in `channel`, in order.
pub fn posted_lines(fake: &FakeDiscord, channel: u64) -> Vec<String> {
    story_posts(fake, channel)
        .iter()
        .flat_map(|p| {
            p.content
                .split('\n')
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|l| !is_extra(l))
        .collect()
}

/// Checks that the posted lines are the expected ones, in order, each
/// once; the error shows where they part.
pub fn check(expected: &[String], posted: &[String]) -> Result<(), String> {
    if expected == posted {
        return Ok(());
    }
    let at = expected
        .iter()
        .zip(posted)
        .position(|(a, b)| a != b)
        .unwrap_or(expected.len().min(posted.len()));
    let around = |v: &[String]| v[at.saturating_sub(3)..(at + 4).min(v.len())].join("\n");
    Err(format!(
        "the story differs at line {at} ({} expected, {} posted)\nexpected:\n{}\nposted:\n{}",
        expected.len(),
        posted.len(),
        around(expected),
        around(posted)
    ))
}

/// The most posts that came within any 5 s, over `times` (sorted).
pub fn most_in_5s(times: &[std::time::Instant]) -> usize {
    let mut worst = 0;
    for (i, &t) in times.iter().enumerate() {
        let n = times[i..]
            .iter()
            .take_while(|&&u| u.duration_since(t) < std::time::Duration::from_secs(5))
            .count();
        worst = worst.max(n);
    }
    worst
}
