//! Request bodies that may carry a picture, written as Discord's API
//! description has them (issue 38, item 8). serenity 0.12.5 writes a new
//! attachment's placeholder id (`attachments[].id`, the `n` of its
//! `files[n]` part) as the number 0, where the description's id is a
//! snowflake string. So every send that can carry a file comes through
//! here: the serenity builder, holding no file, is written to JSON; its
//! message's `attachments` list keeps what the builder put there (the
//! existing attachments an edit keeps, or the empty list that removes
//! them) and gets the new file's entry with the string id "0"; the JSON
//! and the file then go to serenity's raw HTTP calls, which send the body
//! as given (`payload_json` beside the file).
//!
//! One new file per request: serenity names the part `files[{id}]` from
//! the attachment's own id, which is crate-private and 0 for every
//! `CreateAttachment` we can make; our messages carry one picture each.
//! serenity's builders would also check the content's length and fill in
//! the client's default allowed mentions: our messages are cut to Discord's
//! limits where they are made (a longer one is refused by Discord as it
//! would be by serenity), and our client sets no default mentions.

use poise::serenity_prelude as serenity;
use serde::Serialize;
use serde_json::{json, Value};

/// The id a new file is announced under: its `files[0]` part.
pub const NEW_FILE_ID: &str = "0";

/// Where a body keeps its message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum At {
    /// At its root: a channel message, an edit, a follow-up.
    Root,
    /// Under `data`: an interaction callback.
    Data,
}

/// Why a body could not be made (a serenity error when sent).
#[derive(Debug)]
enum BodyError {
    Json(serde_json::Error),
    Refused(&'static str),
}

impl From<BodyError> for serenity::Error {
    fn from(e: BodyError) -> serenity::Error {
        match e {
            BodyError::Json(e) => serenity::Error::Json(e),
            BodyError::Refused(why) => serenity::Error::Other(why),
        }
    }
}

/// The JSON of `builder` with `file` announced in its message's
/// `attachments` (after the entries the builder wrote). A builder that
/// holds a file itself is refused: its id would be serenity's number.
fn body(
    builder: &impl Serialize,
    at: At,
    file: Option<&serenity::CreateAttachment>,
) -> Result<Value, BodyError> {
    let mut json = serde_json::to_value(builder).map_err(BodyError::Json)?;
    let message = match at {
        At::Root => Some(&mut json),
        At::Data => json.get_mut("data").filter(|d| d.is_object()),
    };
    let Some(message) = message else {
        return match file {
            None => Ok(json),
            Some(_) => Err(BodyError::Refused("a file can only go with a message body")),
        };
    };
    let listed = message.get("attachments").and_then(Value::as_array);
    if listed.is_some_and(|l| l.iter().any(|a| !a["id"].is_string())) {
        return Err(BodyError::Refused(
            "a builder given to the wire holds a file: pass the file beside it",
        ));
    }
    if let Some(file) = file {
        let object = message
            .as_object_mut()
            .ok_or(BodyError::Refused("a message body is a JSON object"))?;
        let list = object.entry("attachments").or_insert_with(|| json!([]));
        let Some(list) = list.as_array_mut() else {
            return Err(BodyError::Refused("attachments is a list"));
        };
        list.push(json!({
            "id": NEW_FILE_ID,
            "filename": file.filename,
            "description": file.description,
        }));
    }
    Ok(json)
}

fn files(file: Option<&serenity::CreateAttachment>) -> Vec<serenity::CreateAttachment> {
    file.into_iter().cloned().collect()
}

/// Posts `msg` (with `file`, if any) in `channel`.
pub async fn send_message(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    msg: &impl Serialize,
    file: Option<&serenity::CreateAttachment>,
) -> serenity::Result<serenity::Message> {
    let json = body(msg, At::Root, file)?;
    http.send_message(channel, files(file), &json).await
}

/// Edits a channel message; `file` is added to the attachments `edit`
/// keeps (none listed: the file replaces them).
pub async fn edit_message(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
    edit: &impl Serialize,
    file: Option<&serenity::CreateAttachment>,
) -> serenity::Result<serenity::Message> {
    let json = body(edit, At::Root, file)?;
    http.edit_message(channel, message, &json, files(file))
        .await
}

/// Answers an interaction.
pub async fn create_response(
    http: &serenity::Http,
    interaction: serenity::InteractionId,
    token: &str,
    response: &impl Serialize,
    file: Option<&serenity::CreateAttachment>,
) -> serenity::Result<()> {
    let json = body(response, At::Data, file)?;
    http.create_interaction_response(interaction, token, &json, files(file))
        .await
}

/// Edits an interaction's answer (a deferred one, or a hand view shown
/// earlier); `file` as in [`edit_message`].
pub async fn edit_response(
    http: &serenity::Http,
    token: &str,
    edit: &impl Serialize,
    file: Option<&serenity::CreateAttachment>,
) -> serenity::Result<serenity::Message> {
    let json = body(edit, At::Root, file)?;
    http.edit_original_interaction_response(token, &json, files(file))
        .await
}

/// Sends a follow-up message to an interaction.
pub async fn create_followup(
    http: &serenity::Http,
    token: &str,
    followup: &impl Serialize,
    file: Option<&serenity::CreateAttachment>,
) -> serenity::Result<serenity::Message> {
    let json = body(followup, At::Root, file)?;
    http.create_followup_message(token, &json, files(file))
        .await
}

/// A slash command's reply with `file`, as poise would send it (the
/// framework's defaults applied; the interaction's response, or a
/// follow-up once it has one).
pub async fn command_reply<U: Send + Sync + 'static, E>(
    ctx: poise::ApplicationContext<'_, U, E>,
    reply: poise::CreateReply,
    file: Option<&serenity::CreateAttachment>,
) -> serenity::Result<()> {
    use std::sync::atomic::Ordering;
    let reply = ctx.reply_builder(reply);
    let http = &ctx.serenity_context().http;
    let token = &ctx.interaction.token;
    if ctx.has_sent_initial_response.load(Ordering::SeqCst) {
        let followup =
            reply.to_slash_followup_response(serenity::CreateInteractionResponseFollowup::new());
        create_followup(http, token, &followup, file).await?;
        return Ok(());
    }
    let message =
        reply.to_slash_initial_response(serenity::CreateInteractionResponseMessage::new());
    let response = serenity::CreateInteractionResponse::Message(message);
    create_response(http, ctx.interaction.id, token, &response, file).await?;
    ctx.has_sent_initial_response.store(true, Ordering::SeqCst);
    Ok(())
}

/// A slash command's reply as a Components V2 message (`msg` with
/// `files`): the interaction's response, or a follow-up once it has one.
pub async fn command_reply_v2<U: Send + Sync + 'static, E>(
    ctx: poise::ApplicationContext<'_, U, E>,
    msg: &super::message::Msg,
    files: super::v2::Files<'_>,
    ephemeral: bool,
) -> serenity::Result<()> {
    use std::sync::atomic::Ordering;
    let http = &ctx.serenity_context().http;
    let token = &ctx.interaction.token;
    let flags = if ephemeral { super::v2::EPHEMERAL } else { 0 };
    let file = match files {
        super::v2::Files::Set(f) => f,
        super::v2::Files::Keep => None,
    };
    if ctx.has_sent_initial_response.load(Ordering::SeqCst) {
        let body = super::v2::body(msg, files, flags);
        create_followup(http, token, &body, file).await?;
        return Ok(());
    }
    let response = super::v2::callback(4, msg, files, flags);
    create_response(http, ctx.interaction.id, token, &response, file).await?;
    ctx.has_sent_initial_response.store(true, Ordering::SeqCst);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(name: &str) -> serenity::CreateAttachment {
        serenity::CreateAttachment::bytes(b"\x89PNG".to_vec(), name).description("the hand")
    }

    /// Every `attachments[].id` of a body's message is a string (issue 38,
    /// item 8: Discord's description has a snowflake string there).
    fn ids(message: &Value) -> Vec<Value> {
        message["attachments"]
            .as_array()
            .map(|l| l.iter().map(|a| a["id"].clone()).collect())
            .unwrap_or_default()
    }

    #[test]
    fn a_post_announces_its_file_under_a_string_id() {
        let msg = serenity::CreateMessage::new()
            .content("Hand 1 ends")
            .nonce(serenity::Nonce::String("n1".into()))
            .enforce_nonce(true)
            .allowed_mentions(serenity::CreateAllowedMentions::new().users([5u64]));
        let file = picture("table.png");
        let json = body(&msg, At::Root, Some(&file)).unwrap();
        assert_eq!(
            json["attachments"],
            json!([{"id": "0", "filename": "table.png", "description": "the hand"}])
        );
        // Everything else as serenity writes it.
        let mut plain = serde_json::to_value(&msg).unwrap();
        plain["attachments"] = json["attachments"].clone();
        assert_eq!(json, plain);
        assert_eq!(json["nonce"], "n1");
        // Without a file: serenity's body as it is (an empty list).
        let json = body(&msg, At::Root, None).unwrap();
        assert_eq!(json, serde_json::to_value(&msg).unwrap());
        assert_eq!(json["attachments"], json!([]));
    }

    #[test]
    fn an_interaction_answer_keeps_its_flags_and_components() {
        let row = serenity::CreateActionRow::Buttons(vec![
            serenity::CreateButton::new("x").label("Refresh")
        ]);
        let message = serenity::CreateInteractionResponseMessage::new()
            .content("Your hand")
            .components(vec![row])
            .ephemeral(true);
        let file = picture("hand.png");
        for response in [
            serenity::CreateInteractionResponse::Message(message.clone()),
            serenity::CreateInteractionResponse::UpdateMessage(message.clone()),
        ] {
            let json = body(&response, At::Data, Some(&file)).unwrap();
            assert_eq!(ids(&json["data"]), [json!("0")]);
            assert_eq!(json["data"]["attachments"][0]["filename"], "hand.png");
            assert_eq!(json["data"]["flags"], 64);
            assert_eq!(
                json["data"]["components"][0]["components"][0]["custom_id"],
                "x"
            );
            // An update without a picture lists none: the clicked
            // message's picture goes, as before.
            let json = body(&response, At::Data, None).unwrap();
            assert_eq!(json["data"]["attachments"], json!([]));
        }
        // A body without a message (a silent acknowledgement) is left as
        // it is, and takes no file.
        let ack = serenity::CreateInteractionResponse::Acknowledge;
        let json = body(&ack, At::Data, None).unwrap();
        assert_eq!(json, json!({"type": 6, "data": null}));
        assert!(body(&ack, At::Data, Some(&file)).is_err());
    }

    #[test]
    fn edits_keep_remove_or_replace_attachments() {
        let file = picture("hand.png");
        let text = serenity::EditInteractionResponse::new().content("text only");
        // No list: Discord keeps the message's files.
        let json = body(&text, At::Root, None).unwrap();
        assert!(json.get("attachments").is_none(), "{json}");
        // The list emptied: they go; with the new file, it replaces them.
        let cleared = text.clone().clear_attachments();
        assert_eq!(
            body(&cleared, At::Root, None).unwrap()["attachments"],
            json!([])
        );
        assert_eq!(
            ids(&body(&cleared, At::Root, Some(&file)).unwrap()),
            [json!("0")]
        );
        assert_eq!(
            ids(&body(&text, At::Root, Some(&file)).unwrap()),
            [json!("0")]
        );
        // Existing ones kept by the builder stay, the new one after them.
        let keep = serenity::EditMessage::new()
            .content("edited")
            .keep_existing_attachment(serenity::AttachmentId::new(123));
        let json = body(&keep, At::Root, Some(&file)).unwrap();
        assert_eq!(ids(&json), [json!("123"), json!("0")]);
    }

    #[test]
    fn a_builder_holding_a_file_is_refused() {
        let msg = serenity::CreateMessage::new()
            .content("x")
            .add_file(picture("table.png"));
        assert!(body(&msg, At::Root, None).is_err());
        let edit = serenity::EditInteractionResponse::new().new_attachment(picture("hand.png"));
        assert!(body(&edit, At::Root, None).is_err());
    }
}
