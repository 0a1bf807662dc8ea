//! What a channel must show, read from the store, against what the fake
//! Discord holds: every public event line of every command of the channel,
//! in the channel's order, each exactly once.
//!
//! The story lives in the table message (the live message, issue 39):
//! each edit shows its latest lines above the table, and the story shown
//! is the states merged in order ([`posted_lines`]). The bot tells the
//! story in groups of commands, and within a group a draw and its discard
//! (a challenge and its answer) read as one line (`screens::story_lines`,
//! issue 38 item 9): the expected lines are `story_lines` of each stored
//! command, a pair joined where the channel showed the joined line. The
//! words are the bot's own function, the commands the store's.

use super::fake_discord::{FakeDiscord, Posted};
use gin_text::Lang;
use jersey_gin::discord::screens::{self, StoryPart};
use jersey_gin::store::StoreBackend as Store;
use jersey_gin::table::{Player, TableEvent};

/// What a channel showed of its story (the live message's lines, in
/// order): which of a draw and its discard read as one line.
pub struct Groups {
    shown: Vec<String>,
}

/// The story of `channel` as the fake's live message showed it.
pub fn groups(fake: &FakeDiscord, channel: u64) -> Groups {
    Groups {
        shown: posted_lines(fake, channel),
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

/// The story lines of these commands as `groups` showed them, one line
/// per element (a line of several, a hand's end, is split); in the
/// table's language (the one its opening chose). Each command's lines are
/// its own, except that a turn's opening draw and its discard (a
/// challenge and its answer) read as one line when the bot told them
/// together: that line is expected where the channel showed it.
pub fn lines_of(commands: &[Stored], groups: &Groups) -> Vec<String> {
    let lang = table_lang(commands);
    let lines = |cmds: &[&Stored]| -> Vec<String> {
        let parts: Vec<StoryPart> = cmds
            .iter()
            .map(|(_, events, seats)| StoryPart {
                events,
                seats,
                extra: &[],
            })
            .collect();
        screens::story_lines(lang, &parts)
            .iter()
            .flat_map(|l| l.split('\n').map(str::to_string))
            .collect()
    };
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < commands.len() {
        let one = lines(&[&commands[i]]);
        if let Some(next) = commands.get(i + 1) {
            let joined = lines(&[&commands[i], next]);
            let apart: Vec<String> = one.iter().cloned().chain(lines(&[next])).collect();
            let at = out.len();
            if joined != apart && groups.shown.get(at..at + joined.len()) == Some(&joined[..]) {
                out.extend(joined);
                i += 2;
                continue;
            }
        }
        out.extend(one);
        i += 1;
    }
    out
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

/// The posts of a channel other than its table message: a hand's and a
/// game's result, a turn that pings someone (issue 39).
pub fn story_posts(fake: &FakeDiscord, channel: u64) -> Vec<Posted> {
    fake.posted(channel)
        .into_iter()
        .filter(|p| !p.components && !is_closed_table_message(&p.content))
        .collect()
}

/// The story lines one state of the live message shows: those above the
/// table, whose first line is its header (`🃏 **`, the rules in bold; a
/// story line never starts so). A Components V2 message reads as its Text
/// Displays one per line (`components_v2::client_view`), so the story is
/// the lines before the header, whether the bot sent it as a block of its
/// own or merged with the table's. A closed table's message shows its
/// last lines above the closing words.
pub fn state_lines(state: &str) -> Vec<String> {
    if is_closed_table_message(state) {
        return Vec::new();
    }
    let lines: Vec<&str> = state.split('\n').collect();
    let Some(header) = lines
        .iter()
        .position(|l| l.starts_with("🃏 **") || is_closed_table_message(l))
    else {
        return Vec::new();
    };
    lines[..header]
        .iter()
        .filter(|l| !l.is_empty())
        .map(|l| l.to_string())
        .collect()
}

/// The story as a sequence of states showed it: each state's lines after
/// the longest run that the lines shown so far end with (a state shows
/// the latest lines, so it repeats the end of the one before).
pub fn merge_states(states: &[Vec<String>]) -> Vec<String> {
    let mut shown: Vec<String> = Vec::new();
    for state in states {
        let overlap = (0..=state.len().min(shown.len()))
            .rev()
            .find(|&k| shown[shown.len() - k..] == state[..k])
            .unwrap_or(0);
        shown.extend(state[overlap..].iter().cloned());
    }
    shown
}

/// The event lines `channel` showed, in order: read from the states of its
/// live message (the table message, edited as the story goes on, issue
/// 39; a table message posted anew carries on from the one before).
pub fn posted_lines(fake: &FakeDiscord, channel: u64) -> Vec<String> {
    live_lines(fake, channel)
        .into_iter()
        .filter(|l| !is_extra(l))
        .collect()
}

/// Every line the live message of `channel` showed, in order: the story,
/// the turns' mentions that pinged nobody, a game's ratings.
pub fn live_lines(fake: &FakeDiscord, channel: u64) -> Vec<String> {
    let states: Vec<Vec<String>> = fake
        .posted(channel)
        .iter()
        .filter(|p| p.components)
        .flat_map(|p| p.states.iter().map(|s| state_lines(s)))
        .collect();
    merge_states(&states)
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
