//! The live message of a table reached only through interactions (issue
//! 39): there are no channel posts, so the message carries the story's
//! latest lines above the table, and a Refresh button for when it can no
//! longer update itself (its latest interaction token is too old).

use super::table_message::table_message;
use crate::discord::custom_id::ComponentId;
use crate::discord::message::{Control, Msg, Style, MAX_CONTENT};
use crate::table::TableView;
use gin_text::{tr, Lang};

/// Discord's limit on buttons in a row.
const ROW_BUTTONS: usize = 5;

/// The live message: the latest `story` lines that fit (oldest first),
/// the table message, and when it stops updating itself (`until_s`, Unix
/// seconds, shown in each reader's own time zone), with a Refresh button.
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
    add_refresh(lang, table, &mut msg.rows);
    Msg::new(msg.content, msg.rows)
}

/// The Refresh button, on the last row of buttons if it has room.
fn add_refresh(lang: Lang, table: u64, rows: &mut Vec<Vec<Control>>) {
    let refresh = Control::button(
        ComponentId::ShowTable { table },
        tr!(lang, "table-refresh"),
        Style::Secondary,
        true,
    );
    match rows.last_mut() {
        Some(row)
            if row.len() < ROW_BUTTONS
                && row.iter().all(|c| matches!(c, Control::Button { .. })) =>
        {
            row.push(refresh)
        }
        _ => rows.push(vec![refresh]),
    }
}
