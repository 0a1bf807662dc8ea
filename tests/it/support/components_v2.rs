//! Components V2 in the fake Discord (issue 39): Discord's rules for a
//! message sent with the `IS_COMPONENTS_V2` flag (1 << 15), and how a
//! client reads one.
//!
//! Discord's rules kept here ([`refusal`]): with the flag, no `content`
//! and no `embeds`; at most 40 components (nested ones counted) and 4,000
//! characters of text in all; an `attachment://name` names a file of the
//! message. The fake also keeps ([`conversion_refusal`]) that a message
//! never loses the flag, and that one sent without it is not turned into
//! one while it keeps its text.
//!
//! What a client reads ([`client_view`]): the recorded body of a request
//! (what the suites read as `content` and `components`) is the message as
//! people see it: the text of its Text Displays, in order, one per line,
//! as `content`, and its Action Rows (wherever they are nested) as
//! `components`; the exact body sent is kept beside it
//! (`Recorded::sent`) and is what the schema check reads.

use serde_json::{json, Value};

pub const IS_COMPONENTS_V2: u64 = 1 << 15;
pub const MAX_COMPONENTS: usize = 40;
pub const MAX_TEXT: usize = 4000;

/// Whether a message body has the flag.
pub fn is_v2(message: &Value) -> bool {
    message["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0
}

/// The message part of a request body: `data` of an interaction callback,
/// else the body itself.
pub fn message_of<'a>(path: &str, body: &'a Value) -> &'a Value {
    if path.ends_with("/callback") {
        &body["data"]
    } else {
        body
    }
}

fn count(v: &Value) -> usize {
    1 + v["components"]
        .as_array()
        .map_or(0, |c| c.iter().map(count).sum::<usize>())
        + v.get("accessory").map_or(0, count)
}

/// Every Text Display's text, in order.
pub fn texts(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for c in components.as_array().into_iter().flatten() {
        if c["type"] == 10 {
            out.push(c["content"].as_str().unwrap_or("").to_string());
        }
        out.extend(texts(&c["components"]));
    }
    out
}

/// Every Action Row, wherever it is nested, and a Section's button as a
/// row of its own.
pub fn rows(components: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    for c in components.as_array().into_iter().flatten() {
        if c["type"] == 1 {
            out.push(c.clone());
            continue;
        }
        if c["accessory"]["type"] == 2 {
            out.push(json!({"type": 1, "components": [c["accessory"].clone()]}));
        }
        out.extend(rows(&c["components"]));
    }
    out
}

/// Every `attachment://` name the components show.
pub fn attachment_names(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut see = |url: &Value| {
        if let Some(name) = url.as_str().and_then(|u| u.strip_prefix("attachment://")) {
            out.push(name.to_string());
        }
    };
    for c in components.as_array().into_iter().flatten() {
        for item in c["items"].as_array().into_iter().flatten() {
            see(&item["media"]["url"]);
        }
        see(&c["media"]["url"]);
        see(&c["file"]["url"]);
        see(&c["accessory"]["media"]["url"]);
        for n in attachment_names(&c["components"]) {
            see(&json!(format!("attachment://{n}")));
        }
    }
    out
}

/// Why Discord refuses this V2 message body (with `uploaded` the names of
/// the files sent with it), or None.
pub fn refusal(message: &Value, uploaded: &[String]) -> Option<String> {
    if !is_v2(message) {
        return None;
    }
    if message["content"].as_str().is_some_and(|c| !c.is_empty()) {
        return Some("content cannot be used with the IS_COMPONENTS_V2 flag".into());
    }
    if message["embeds"].as_array().is_some_and(|e| !e.is_empty()) {
        return Some("embeds cannot be used with the IS_COMPONENTS_V2 flag".into());
    }
    let components = &message["components"];
    let n: usize = components.as_array().into_iter().flatten().map(count).sum();
    if n > MAX_COMPONENTS {
        return Some(format!("{n} components, over {MAX_COMPONENTS}"));
    }
    let text: usize = texts(components).iter().map(|t| t.chars().count()).sum();
    if text > MAX_TEXT {
        return Some(format!("{text} characters of text, over {MAX_TEXT}"));
    }
    let listed: Vec<String> = message["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|a| a["filename"].as_str().map(str::to_string))
        .chain(uploaded.iter().cloned())
        .collect();
    for name in attachment_names(components) {
        if !listed.contains(&name) {
            return Some(format!("attachment://{name} names no file of the message"));
        }
    }
    None
}

/// Why Discord refuses to change a message that is (`was_v2`) or is not a
/// V2 one, and has `had_text`, with this edit: a V2 message never loses
/// the flag (an edit with text and no flag), and one without it keeps its
/// text, so it cannot take the flag.
pub fn conversion_refusal(was_v2: bool, had_text: bool, edit: &Value) -> Option<String> {
    let with_text = edit["content"].as_str().is_some_and(|c| !c.is_empty());
    let to_v2 = is_v2(edit);
    if was_v2 && !to_v2 && with_text {
        return Some("a Components V2 message cannot take content".into());
    }
    let clears = edit.get("content").is_some_and(|c| c == "" || c.is_null());
    if !was_v2 && to_v2 && had_text && !clears {
        return Some("the message has content: it cannot become a Components V2 one".into());
    }
    None
}

/// A body as a client reads its message: a V2 message's text as
/// `content` and its rows as `components` (see the module's header);
/// anything else as it is.
pub fn client_view(path: &str, body: &Value) -> Value {
    let mut body = body.clone();
    let message = if path.ends_with("/callback") {
        body.get_mut("data")
    } else {
        Some(&mut body)
    };
    if let Some(m) = message.filter(|m| is_v2(m)) {
        let components = m["components"].clone();
        m["content"] = json!(texts(&components).join("\n"));
        m["components"] = Value::Array(rows(&components));
        m["v2_components"] = components;
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_v2_body_reads_as_text_and_rows_and_is_checked() {
        let body = json!({"flags": IS_COMPONENTS_V2, "components": [{"type": 17, "components": [
            {"type": 10, "content": "a"}, {"type": 10, "content": "b"},
            {"type": 12, "items": [{"media": {"url": "attachment://t.png"}}]},
            {"type": 14},
            {"type": 1, "components": [{"type": 2, "style": 1, "custom_id": "x", "label": "X"}]}]}],
            "attachments": [{"id": "0", "filename": "t.png"}]});
        let v = client_view("/api/v10/channels/1/messages", &body);
        assert_eq!(v["content"], "a\nb");
        assert_eq!(v["components"][0]["components"][0]["custom_id"], "x");
        assert_eq!(refusal(&body, &[]), None);
        let mut bad = body.clone();
        bad["content"] = json!("hi");
        assert!(refusal(&bad, &[]).is_some());
        let mut unnamed = body.clone();
        unnamed["attachments"] = json!([]);
        assert!(refusal(&unnamed, &[]).is_some());
        assert!(refusal(&unnamed, &["t.png".to_string()]).is_none());
        assert!(conversion_refusal(false, true, &body).is_some());
        assert!(conversion_refusal(true, false, &json!({"content": "x"})).is_some());
        assert!(conversion_refusal(true, false, &body).is_none());
    }
}
