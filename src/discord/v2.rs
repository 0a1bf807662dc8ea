//! Components V2 (issue 39): a [`Msg`] as Discord's JSON for a message
//! sent with the `IS_COMPONENTS_V2` flag. serenity 0.12.5 has no builders
//! for them, so the bodies are written here and sent through
//! `discord::wire` (serenity's raw HTTP calls).
//!
//! One layout for every message the bot sends this way (the table's
//! live/table message, the private hand view and the views that replace
//! it): a Container (its edge in the message's accent colour) holding one
//! Text Display per text block, the picture as a Media Gallery of its
//! attachment (`attachment://hand.png`) between the text and the buttons,
//! a Separator, then the Action Rows. No `content` or `embeds` (Discord
//! refuses them with the flag); at most [`MAX_COMPONENTS`] components and
//! [`MAX_TEXT`] characters of text: the text blocks are merged when there
//! are too many components, and text over the limit is cut.
//!
//! Once a message has the flag, Discord never lets it go; a message sent
//! before the upgrade (no flag) is not turned into one in place: the
//! callers answer a click on one with a new message, and the board posts a
//! new table message when its edit is refused.

use super::message::{Control, Msg, Style};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

/// The message flag of a Components V2 message.
pub const IS_COMPONENTS_V2: u64 = 1 << 15;
/// The message flag of an ephemeral message.
pub const EPHEMERAL: u64 = 1 << 6;
/// Discord's limit on components in one message, nested ones included.
pub const MAX_COMPONENTS: usize = 40;
/// Discord's limit on the text of all Text Displays of one message.
pub const MAX_TEXT: usize = 4000;

/// Component types.
const ACTION_ROW: u64 = 1;
const BUTTON: u64 = 2;
const STRING_SELECT: u64 = 3;
const TEXT_DISPLAY: u64 = 10;
const MEDIA_GALLERY: u64 = 12;
const SEPARATOR: u64 = 14;
const CONTAINER: u64 = 17;

/// What a message does with its files (as `pictures::Attach`): keeps them
/// (nothing said), or shows this picture / none (the old ones go).
#[derive(Debug, Clone, Copy)]
pub enum Files<'a> {
    Keep,
    Set(Option<&'a serenity::CreateAttachment>),
}

impl<'a> From<&'a super::pictures::Attach> for Files<'a> {
    fn from(a: &'a super::pictures::Attach) -> Files<'a> {
        match a {
            super::pictures::Attach::Unchanged => Files::Keep,
            super::pictures::Attach::Set(f) => Files::Set(f.as_ref()),
        }
    }
}

impl Files<'_> {
    fn picture(&self) -> Option<&serenity::CreateAttachment> {
        match self {
            Files::Set(f) => *f,
            Files::Keep => None,
        }
    }
}

/// A message body (a channel message, an edit, a follow-up, or the
/// `data` of an interaction callback): the flags (V2, plus `extra_flags`
/// such as [`EPHEMERAL`]), the components, no mentions that ping, and
/// `attachments` when the files change (the wire adds the new file's
/// entry).
pub fn body(msg: &Msg, files: Files<'_>, extra_flags: u64) -> Value {
    let mut v = json!({
        "flags": IS_COMPONENTS_V2 | extra_flags,
        "components": components(msg, files.picture()),
        "allowed_mentions": {"parse": []},
    });
    if let Files::Set(_) = files {
        v["attachments"] = json!([]);
    }
    v
}

/// An interaction callback: a new message (type 4) or an update of the
/// clicked one (type 7).
pub fn callback(kind: u8, msg: &Msg, files: Files<'_>, extra_flags: u64) -> Value {
    json!({"type": kind, "data": body(msg, files, extra_flags)})
}

/// The components of `msg` as a V2 message, `picture` shown between its
/// text and its buttons.
pub fn components(msg: &Msg, picture: Option<&serenity::CreateAttachment>) -> Vec<Value> {
    let mut texts = msg.texts();
    let rows: Vec<Value> = msg.rows.iter().map(|r| row(r)).collect();
    let buttons: usize = rows.iter().map(count).sum();
    let gallery = picture.map(|p| {
        let mut item = json!({"media": {"url": format!("attachment://{}", p.filename)}});
        if let Some(alt) = p.description.as_deref().filter(|d| !d.is_empty()) {
            item["description"] = json!(alt.chars().take(1024).collect::<String>());
        }
        json!({"type": MEDIA_GALLERY, "items": [item]})
    });
    let mut separator = !rows.is_empty();
    let total = |texts: usize, separator: bool| {
        1 + texts + usize::from(gallery.is_some()) + usize::from(separator) + buttons
    };
    if total(texts.len(), separator) > MAX_COMPONENTS && texts.len() > 1 {
        texts = vec![texts.join("\n")];
    }
    if total(texts.len(), separator) > MAX_COMPONENTS {
        separator = false;
    }
    let texts = fit_text(texts);
    let mut inner: Vec<Value> = texts
        .into_iter()
        .map(|t| json!({"type": TEXT_DISPLAY, "content": t}))
        .collect();
    inner.extend(gallery);
    if separator {
        inner.push(json!({"type": SEPARATOR, "divider": true, "spacing": 1}));
    }
    let mut left = MAX_COMPONENTS - (1 + inner.len());
    for r in rows {
        let n = count(&r);
        if n > left {
            tracing::warn!("a V2 message with more controls than Discord takes: rows left out");
            break;
        }
        left -= n;
        inner.push(r);
    }
    let mut container = json!({"type": CONTAINER, "components": inner});
    if let Some(accent) = msg.accent {
        container["accent_color"] = json!(accent & 0xFF_FFFF);
    }
    vec![container]
}

/// Text blocks within [`MAX_TEXT`] characters in all (the last ones cut,
/// on a line where possible), none empty.
fn fit_text(texts: Vec<String>) -> Vec<String> {
    let mut left = MAX_TEXT;
    let mut out = Vec::new();
    for t in texts {
        if t.trim().is_empty() {
            continue;
        }
        let n = t.chars().count();
        if n <= left {
            left -= n;
            out.push(t);
            continue;
        }
        if left > 1 {
            let mut cut = String::new();
            for line in t.lines() {
                if cut.chars().count() + line.chars().count() + 2 > left {
                    break;
                }
                cut.push_str(line);
                cut.push('\n');
            }
            if cut.trim().is_empty() {
                cut = t.chars().take(left - 1).collect();
            }
            cut.push('…');
            out.push(cut);
        }
        break;
    }
    out
}

/// One Action Row: a select alone, or buttons.
fn row(controls: &[Control]) -> Value {
    let inner: Vec<Value> = controls.iter().map(control).collect();
    json!({"type": ACTION_ROW, "components": inner})
}

fn control(c: &Control) -> Value {
    match c {
        Control::Button {
            id,
            label,
            style,
            disabled,
        } => {
            let style = match style {
                Style::Primary => 1,
                Style::Secondary => 2,
                Style::Success => 3,
                Style::Danger => 4,
            };
            json!({"type": BUTTON, "style": style, "label": label, "custom_id": id, "disabled": disabled})
        }
        Control::Select {
            id,
            placeholder,
            options,
            disabled,
        } => {
            let options: Vec<Value> = options
                .iter()
                .map(|(l, v)| json!({"label": l, "value": v}))
                .collect();
            json!({"type": STRING_SELECT, "custom_id": id, "placeholder": placeholder,
                   "options": options, "disabled": disabled})
        }
    }
}

/// How many components `v` counts for (itself and every nested one).
pub fn count(v: &Value) -> usize {
    1 + v["components"]
        .as_array()
        .map_or(0, |c| c.iter().map(count).sum())
        + usize::from(v.get("accessory").is_some())
}

/// The text of every Text Display in `components`, in order.
pub fn texts_of(components: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    for c in components {
        if c["type"] == TEXT_DISPLAY {
            out.push(c["content"].as_str().unwrap_or("").to_string());
        }
        if let Some(inner) = c["components"].as_array() {
            out.extend(texts_of(inner));
        }
    }
    out
}

/// Whether a clicked message is a V2 one. serenity reads only the
/// top-level Action Rows of a message (and drops the flag's bit), so a V2
/// message, whose rows are in its Container, shows none; a message from
/// before the upgrade shows the row of the button clicked.
pub fn clicked_is_v2(message: &serenity::Message) -> bool {
    message.components.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::custom_id::ComponentId;

    fn button(i: u64) -> Control {
        Control::button(
            ComponentId::Join { table: i },
            format!("b{i}"),
            Style::Primary,
            true,
        )
    }

    #[test]
    fn a_message_becomes_a_container_with_text_picture_separator_and_rows() {
        let mut msg = Msg::of_blocks(
            vec!["header".into(), "seat 1".into(), "seat 2".into()],
            vec![vec![button(1), button(2)]],
        );
        msg.accent = Some(0x2D7D46);
        let pic = serenity::CreateAttachment::bytes(vec![1], "table.png").description("alt");
        let v = body(&msg, Files::Set(Some(&pic)), EPHEMERAL);
        assert_eq!(v["flags"], IS_COMPONENTS_V2 | EPHEMERAL);
        assert!(v.get("content").is_none() && v.get("embeds").is_none());
        assert_eq!(v["attachments"], json!([]));
        let c = &v["components"][0];
        assert_eq!(c["type"], CONTAINER);
        assert_eq!(c["accent_color"], 0x2D7D46);
        let kinds: Vec<u64> = c["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["type"].as_u64().unwrap())
            .collect();
        assert_eq!(kinds, [10, 10, 10, 12, 14, 1]);
        assert_eq!(
            c["components"][3]["items"][0]["media"]["url"],
            "attachment://table.png"
        );
        assert_eq!(
            c["components"][5]["components"][1]["custom_id"],
            "jg1.join.2"
        );
        assert_eq!(
            texts_of(v["components"].as_array().unwrap()).join("\n"),
            msg.content
        );
        // Files kept: no list.
        assert!(body(&msg, Files::Keep, 0).get("attachments").is_none());
    }

    #[test]
    fn limits_hold_with_many_blocks_rows_and_long_text() {
        let blocks: Vec<String> = (0..30)
            .map(|i| format!("{i} {}", "x".repeat(300)))
            .collect();
        let rows: Vec<Vec<Control>> = (0..5)
            .map(|r| (0..5).map(|b| button(r * 5 + b)).collect())
            .collect();
        let msg = Msg::of_blocks(blocks, rows);
        let cs = components(&msg, None);
        let n: usize = cs.iter().map(count).sum();
        assert!(n <= MAX_COMPONENTS, "{n}");
        let text: usize = texts_of(&cs).iter().map(|t| t.chars().count()).sum();
        assert!(text <= MAX_TEXT, "{text}");
        // Every button is kept.
        let ids = cs[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["type"] == ACTION_ROW)
            .map(|r| r["components"].as_array().unwrap().len())
            .sum::<usize>();
        assert_eq!(ids, 25);
    }
}
