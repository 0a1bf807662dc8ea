//! What a channel must show, read from the store, against what the fake
//! Discord holds: every public event line of every command of the channel,
//! in the channel's order, each exactly once.

use super::fake_discord::{FakeDiscord, Posted};
use jersey_gin::discord::screens;
use jersey_gin::store::StoreBackend as Store;
use jersey_gin::table::{Player, TableEvent};

/// The story lines of `channel` from the stored command log: each
/// command's public events in the words the bot uses, the players' names
/// taken from the game each command belongs to (the latest start).
pub fn expected_lines(store: &dyn Store, channel: u64) -> Vec<String> {
    expected_lines_after(store, channel, 0, &mut Vec::new())
}

/// [`expected_lines`] of the commands numbered after `after`, with the
/// seats of the game going on (updated by a start among them).
pub fn expected_lines_after(
    store: &dyn Store,
    channel: u64,
    after: u64,
    seats: &mut Vec<Player>,
) -> Vec<String> {
    let commands = store
        .channel_commands(&channel.to_string(), after, usize::MAX)
        .expect("the channel's log");
    let mut lines = Vec::new();
    for (_, cmd) in commands {
        let events = cmd.table_events().expect("stored events");
        for e in &events {
            if let TableEvent::Started { seats: s, .. } = e {
                *seats = s.clone();
            }
        }
        for line in screens::event_lines(&events, seats) {
            lines.extend(line.split('\n').map(str::to_string));
        }
    }
    lines
}

/// Whether a posted line is not an event's: a turn's mention, a game's
/// rating changes and the leaderboard after it.
fn is_extra(line: &str) -> bool {
    line.starts_with("➡️ ")
        || line.starts_with("Rating: ")
        || line.starts_with("📈 Leaderboard")
        || (line.starts_with('`') && line.contains(".` "))
}

/// Whether a post is the table message of a closed table (it has no
/// components left, and is no event's line).
fn is_closed_table_message(content: &str) -> bool {
    content == screens::closed_table_message().content
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
