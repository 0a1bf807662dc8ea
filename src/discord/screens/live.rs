//! The live message of a table reached only through interactions (issue
//! 39): there are no channel posts, so the message carries the story's
//! latest lines above the table; and since people without the app have no
//! slash commands, everything they may do is a button: the table's own,
//! then Rules, Abandon (in play) and Refresh (for when the message can no
//! longer update itself: its latest interaction token is too old).

use super::table_message::table_message;
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{Control, Msg, Style, MAX_CONTENT};
use crate::table::{StageKind, TableView};
use gin_text::{tr, Lang};

/// The live message: the latest `story` lines that fit (oldest first),
/// the table message, and when it stops updating itself (`until_s`, Unix
/// seconds, shown in each reader's own time zone), with everyone's buttons.
pub fn live_message(table: u64, view: &TableView, story: &[String], until_s: Option<u64>) -> Msg {
    let lang = view.settings.lang;
    let mut msg = table_message(table, view);
    let hint = until_s.map(|s| tr!(lang, "table-live-until", until = format!("<t:{s}:t>")));
    let mut tail = hint.map(|h| format!("\n-# {h}")).unwrap_or_default();
    if msg.content.chars().count() + tail.chars().count() > MAX_CONTENT {
        tail.clear();
    }
    let room = MAX_CONTENT.saturating_sub(msg.content.chars().count() + tail.chars().count() + 1);
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
    let mut content = String::new();
    for line in kept {
        content.push_str(line);
        content.push('\n');
    }
    if !content.is_empty() {
        content.push('\n');
    }
    content.push_str(msg.content.trim_end());
    content.push_str(&tail);
    msg.content = content;
    msg.rows.push(everyones_buttons(lang, table, view.stage));
    Msg::new(msg.content, msg.rows)
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
            assert!(m.content.chars().count() <= MAX_CONTENT, "{lang}");
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
