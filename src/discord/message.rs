//! Discord's message data, kept as plain values so that every screen can be
//! tested without Discord: [`Msg`] (content and rows of [`Control`]s),
//! Discord's limits, and the cutting of long text into posts. The screens
//! build these; the handlers and the board turn them into serenity's
//! builders ([`Msg::components`]).

use super::custom_id::ComponentId;
use poise::serenity_prelude as serenity;

/// Discord's limit on message content.
pub const MAX_CONTENT: usize = 2000;

/// A button or select, kept as plain data so it can be tested.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    Button {
        id: String,
        label: String,
        style: Style,
        disabled: bool,
    },
    Select {
        id: String,
        placeholder: String,
        /// (label, value)
        options: Vec<(String, String)>,
        disabled: bool,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

impl Control {
    pub fn id(&self) -> &str {
        match self {
            Control::Button { id, .. } | Control::Select { id, .. } => id,
        }
    }

    pub fn button(
        id: ComponentId,
        label: impl Into<String>,
        style: Style,
        enabled: bool,
    ) -> Control {
        Control::Button {
            id: id.encode(),
            label: label.into(),
            style,
            disabled: !enabled,
        }
    }

    fn builder(&self) -> Option<serenity::CreateButton> {
        let Control::Button {
            id,
            label,
            style,
            disabled,
        } = self
        else {
            return None;
        };
        let style = match style {
            Style::Primary => serenity::ButtonStyle::Primary,
            Style::Secondary => serenity::ButtonStyle::Secondary,
            Style::Success => serenity::ButtonStyle::Success,
            Style::Danger => serenity::ButtonStyle::Danger,
        };
        Some(
            serenity::CreateButton::new(id.clone())
                .label(label)
                .style(style)
                .disabled(*disabled),
        )
    }
}

/// A message: content and rows of controls. Sent as a Components V2
/// message (`discord::v2`), its text is `blocks` (one Text Display each),
/// or the whole `content` when there are none; `accent` colours its
/// container.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Msg {
    pub content: String,
    pub rows: Vec<Vec<Control>>,
    /// The text in parts (header, one per seat, the story...), each one
    /// Text Display; joined by newlines they read as `content`.
    pub blocks: Vec<String>,
    /// The colour of the V2 container's edge (0xRRGGBB).
    pub accent: Option<u32>,
}

impl Msg {
    /// A message within Discord's limits: the content clipped, empty rows
    /// left out.
    pub fn new(content: String, rows: Vec<Vec<Control>>) -> Msg {
        Msg {
            content: clip(content),
            rows: rows.into_iter().filter(|r| !r.is_empty()).collect(),
            blocks: Vec::new(),
            accent: None,
        }
    }

    /// A message of text `blocks` (each one Text Display in V2; empty ones
    /// left out), its `content` their lines joined.
    pub fn of_blocks(blocks: Vec<String>, rows: Vec<Vec<Control>>) -> Msg {
        let blocks: Vec<String> = blocks
            .into_iter()
            .map(|b| b.trim_end().to_string())
            .filter(|b| !b.trim().is_empty())
            .collect();
        Msg {
            content: blocks.join("\n"),
            rows: rows.into_iter().filter(|r| !r.is_empty()).collect(),
            blocks,
            accent: None,
        }
    }

    /// The text blocks of its V2 form: `blocks`, or `content` whole.
    pub fn texts(&self) -> Vec<String> {
        if !self.blocks.is_empty() {
            return self.blocks.clone();
        }
        let content = self.content.trim_end();
        if content.trim().is_empty() {
            return Vec::new();
        }
        vec![content.to_string()]
    }

    /// serenity's builders for the rows: a row holds one select or up to
    /// five buttons.
    pub fn components(&self) -> Vec<serenity::CreateActionRow> {
        self.rows
            .iter()
            .map(|row| match row.as_slice() {
                [Control::Select {
                    id,
                    placeholder,
                    options,
                    disabled,
                }] => serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(
                        id.clone(),
                        serenity::CreateSelectMenuKind::String {
                            options: options
                                .iter()
                                .map(|(l, v)| serenity::CreateSelectMenuOption::new(l, v))
                                .collect(),
                        },
                    )
                    .placeholder(placeholder)
                    .disabled(*disabled),
                ),
                buttons => serenity::CreateActionRow::Buttons(
                    buttons.iter().filter_map(Control::builder).collect(),
                ),
            })
            .collect()
    }
}

/// Cuts content to Discord's limit, on a line if possible.
pub fn clip(s: String) -> String {
    if s.chars().count() <= MAX_CONTENT {
        return s;
    }
    let mut out = String::new();
    for line in s.lines() {
        if out.chars().count() + line.chars().count() + 2 > MAX_CONTENT - 1 {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    if out.is_empty() {
        out = s.chars().take(MAX_CONTENT - 1).collect();
    }
    out.push('…');
    out
}

/// Splits lines into messages of at most [`MAX_CONTENT`] characters.
pub fn chunk_lines(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in lines {
        let line = clip(line.clone());
        if !cur.is_empty() && cur.chars().count() + 1 + line.chars().count() > MAX_CONTENT {
            out.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push('\n');
        }
        cur.push_str(&line);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_clipped_and_chunked() {
        let long = "x".repeat(5000);
        assert!(clip(long.clone()).chars().count() <= MAX_CONTENT);
        let lines: Vec<String> = (0..300)
            .map(|i| format!("line {i} {}", "y".repeat(20)))
            .collect();
        let chunks = chunk_lines(&lines);
        assert!(chunks.len() > 1);
        for c in &chunks {
            assert!(c.chars().count() <= MAX_CONTENT);
        }
        assert_eq!(chunk_lines(&[long]).len(), 1);
    }
}
