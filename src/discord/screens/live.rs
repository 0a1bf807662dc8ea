//! The live message of a table reached only through interactions (issue
//! 39): there are no channel posts, so the message carries the story's
//! latest lines above the table; and since people without the app have no
//! slash commands, everything they may do is a button: the table's own,
//! then Rules, Abandon (in play) and Refresh (for when the message can no
//! longer update itself: its latest interaction token is too old).

use super::table_message::{closed_table_message, table_message};
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{Control, Msg, Style};
use crate::discord::v2::MAX_TEXT;
use crate::table::{StageKind, TableView};
use gin_text::{tr, Lang};

/// The live message: the latest `story` lines that fit (oldest first),
/// the table message, and when it stops updating itself (`until_s`, Unix
/// seconds, shown in each reader's own time zone), with everyone's buttons.
/// Sent as a Components V2 message (`discord::v2`), the story is a Text
/// Display of its own above the table's, and the lines that fit are those
/// within V2's [`MAX_TEXT`] characters of text in all.
pub fn live_message(table: u64, view: &TableView, story: &[String], until_s: Option<u64>) -> Msg {
    let lang = view.settings.lang;
    let mut msg = table_message(table, view);
    let tail = live_tail(lang, &msg, until_s);
    let room = room_beside(&msg, &tail);
    let mut blocks = vec![latest_lines(story, room)];
    blocks.extend(msg.texts());
    blocks.push(tail);
    msg.rows.push(everyones_buttons(lang, table, view.stage));
    let mut live = Msg::of_blocks(blocks, msg.rows);
    live.accent = msg.accent;
    live
}

/// How many characters of story the live message of this table shows
/// (a line counting its length and a line break): [`live_message`] keeps
/// the latest lines within it.
pub fn live_story_room(table: u64, view: &TableView, until_s: Option<u64>) -> usize {
    let msg = table_message(table, view);
    let tail = live_tail(view.settings.lang, &msg, until_s);
    room_beside(&msg, &tail)
}

/// A closed table's live message: the story's latest `story` lines that
/// fit (its last lines are shown before the message stops changing),
/// then that the table is closed.
pub fn closed_live_message(lang: Lang, story: &[String]) -> Msg {
    let closed = closed_table_message(lang);
    if story.is_empty() {
        return closed;
    }
    let room = closed_story_room(lang);
    Msg::of_blocks(vec![latest_lines(story, room), closed.content], vec![])
}

/// How many characters of story a closed table's live message shows.
pub fn closed_story_room(lang: Lang) -> usize {
    MAX_TEXT.saturating_sub(closed_table_message(lang).content.chars().count())
}

/// When the live message stops updating itself, unless that leaves the
/// table no room.
fn live_tail(lang: Lang, msg: &Msg, until_s: Option<u64>) -> String {
    let table_text: usize = msg.texts().iter().map(|t| t.chars().count()).sum();
    let hint = until_s.map(|s| tr!(lang, "table-live-until", until = format!("<t:{s}:t>")));
    let tail = hint.map(|h| format!("-# {h}")).unwrap_or_default();
    if table_text + tail.chars().count() > MAX_TEXT {
        return String::new();
    }
    tail
}

/// The characters left for the story beside `msg`'s text and `tail`.
fn room_beside(msg: &Msg, tail: &str) -> usize {
    let table_text: usize = msg.texts().iter().map(|t| t.chars().count()).sum();
    MAX_TEXT.saturating_sub(table_text + tail.chars().count())
}

/// The latest lines of `story` within `room` characters, oldest first,
/// one a line.
fn latest_lines(story: &[String], room: usize) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for line in story.iter().rev() {
        let n = line.chars().count() + 1;
        if used + n > room {
            break;
        }
        used += n;
        kept.push(line);
    }
    kept.reverse();
    kept.join("\n")
}

/// What everyone can do with buttons alone (people without the app have
/// no slash command): the rules, abandoning a game in play, and Refresh.
fn everyones_buttons(lang: Lang, table: u64, stage: StageKind) -> Vec<Control> {
    let button = |id, label, style| Control::button(id, label, style, true);
    let mut row = vec![button(
        ComponentId::Rules { table },
        tr!(lang, "table-rules"),
        Style::Secondary,
    )];
    if stage == StageKind::Playing {
        row.push(button(
            ComponentId::Abandon { table },
            tr!(lang, "table-abandon"),
            Style::Danger,
        ));
    }
    row.push(button(
        ComponentId::ShowTable { table },
        tr!(lang, "table-refresh"),
        Style::Secondary,
    ));
    row
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{ChannelId, Settings, Table, UserId};

    /// The live message keeps the story's latest lines that fit above the
    /// table, says until when it updates itself, and offers Refresh beside
    /// the lobby's buttons; within Discord's limits in every language.
    #[test]
    fn the_live_message_shows_the_latest_lines_and_refresh() {
        for lang in Lang::ALL {
            let settings = Settings {
                lang,
                ..Settings::default()
            };
            let (t, _) = Table::open(&ChannelId::new("1"), UserId(7), settings).unwrap();
            let story: Vec<String> = (0..400).map(|i| format!("line {i} of the story")).collect();
            let m = live_message(42, &t.view(), &story, Some(1_800_000_000));
            let text: usize = m.texts().iter().map(|t| t.chars().count()).sum();
            assert!(text <= MAX_TEXT, "{lang}: {text}");
            // The story's oldest lines went so that it fits, the latest
            // kept: more than the 2,000 characters of a plain message.
            assert!(text > 3_800, "{lang}: {text}");
            assert!(m.content.contains("line 399 of the story\n"), "{lang}");
            assert!(!m.content.contains("line 0 of the story"), "{lang}");
            assert!(m.content.contains("<t:1800000000:t>"), "{lang}");
            assert!(m.content.contains("<@7>"), "{lang}");
            let ids: Vec<&str> = m.rows.iter().flatten().map(|c| c.id()).collect();
            assert_eq!(
                ids,
                [
                    "jg1.join.42",
                    "jg1.leave.42",
                    "jg1.addai.42",
                    "jg1.start.42",
                    "jg1.rules.42",
                    "jg1.table.42"
                ]
            );
            for id in ids {
                assert!(ComponentId::decode(id).unwrap().is_public(), "{id}");
            }
            // No story yet, no expiry known: the table alone.
            let m = live_message(42, &t.view(), &[], None);
            assert!(m.content.starts_with("🃏"), "{}", m.content);
        }
        assert_eq!(
            tr!(Lang::En, "table-live-until", until = "<t:1:t>"),
            "This message updates itself until <t:1:t>; after that, press Refresh."
        );
    }
}
