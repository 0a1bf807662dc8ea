//! Finding a post Discord may have made already. When the board does not
//! know whether a post went out (its answer was lost on the way, or the
//! bot stopped between sending a group and recording it), it reads the
//! channel's messages after the last one it knows it made, and takes its
//! own message with the same words instead of posting again. A nonce with
//! `enforce_nonce` deduplicates only for a few minutes, and a message read
//! back carries no nonce (Discord keeps it only in the answer to the post
//! and the gateway's event): matched by nonce when one is there, else by
//! author and words.

use poise::serenity_prelude as serenity;

/// The message among `messages` that is the post of `content` (nonce
/// `nonce`) by `bot`, after `after`: the earliest such one. A message
/// with components (the table message) is never a story post.
pub fn find_post(
    messages: &[serenity::Message],
    bot: serenity::UserId,
    after: Option<serenity::MessageId>,
    content: &str,
    nonce: &str,
) -> Option<serenity::MessageId> {
    let mut mine: Vec<&serenity::Message> = messages
        .iter()
        .filter(|m| m.author.id == bot && m.components.is_empty())
        .filter(|m| after.is_none_or(|a| m.id > a))
        .collect();
    mine.sort_by_key(|m| m.id);
    let same_nonce = |m: &serenity::Message| match &m.nonce {
        Some(serenity::Nonce::String(n)) => n == nonce,
        _ => false,
    };
    mine.iter()
        .find(|m| same_nonce(m))
        .or_else(|| mine.iter().find(|m| m.content == content))
        .map(|m| m.id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn message(id: u64, author: u64, content: &str, extra: serde_json::Value) -> serenity::Message {
        let mut v = json!({
            "id": id.to_string(),
            "channel_id": "5",
            "author": {"id": author.to_string(), "username": "x", "discriminator": "0", "avatar": null},
            "content": content,
            "timestamp": "2026-01-01T00:00:00.000000+00:00",
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": false,
            "type": 0,
        });
        for (k, val) in extra.as_object().unwrap() {
            v[k] = val.clone();
        }
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn a_post_is_found_by_author_and_words_after_the_last_known_message() {
        let bot = serenity::UserId::new(7);
        let row = json!([{"type": 1, "components": [{"type": 2, "style": 1, "label": "My hand", "custom_id": "x"}]}]);
        let messages = vec![
            message(13, 7, "Ann draws.", json!({})),
            message(12, 9, "Ann draws.", json!({})),
            message(11, 7, "Ann draws.", json!({"components": row})),
            message(10, 7, "Ann draws.", json!({})),
        ];
        let after = Some(serenity::MessageId::new(10));
        // Another author's words, and the table message, are not it.
        assert_eq!(
            find_post(&messages, bot, after, "Ann draws.", "n1"),
            Some(serenity::MessageId::new(13))
        );
        // Before the last known message: an earlier post of the same words.
        assert_eq!(
            find_post(
                &messages,
                bot,
                Some(serenity::MessageId::new(13)),
                "Ann draws.",
                "n1"
            ),
            None
        );
        assert_eq!(find_post(&messages, bot, after, "Bob draws.", "n1"), None);
        // A nonce, where Discord gives one back, wins over the words.
        let with_nonce = vec![
            message(21, 7, "Ann draws.", json!({})),
            message(22, 7, "Ann draws.", json!({"nonce": "n2"})),
        ];
        assert_eq!(
            find_post(&with_nonce, bot, None, "Ann draws.", "n2"),
            Some(serenity::MessageId::new(22))
        );
    }
}
