//! JSON payloads the fake Discord sends, shaped as Discord sends them. Each
//! is checked by deserialising it into serenity's own model types (see the
//! tests at the end), because serenity drops a dispatch it cannot read with
//! only a log line.

use serde_json::{json, Value};

pub const APP_ID: u64 = 1_100_000_000_000_000_001;
pub const BOT_ID: u64 = 1_100_000_000_000_000_002;
pub const GUILD_ID: u64 = 1_100_000_000_000_000_003;
pub const CHANNEL_ID: u64 = 1_100_000_000_000_000_004;
pub const COMMAND_ID: u64 = 1_100_000_000_000_000_005;
/// A well-formed (fake) bot token.
pub const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDAy.Gfake1.fake-token-not-a-real-one-000000000000";

pub fn user(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": name,
        "avatar": null,
        "bot": bot,
    })
}

pub fn application_info() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": "Jersey Gin (fake)",
        "icon": null,
        "description": "",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user(42, "owner", false),
        "verify_key": "00",
        "team": null,
        "flags": 0,
    })
}

pub fn ready(session_id: &str, resume_url: &str, shard: [u32; 2]) -> Value {
    json!({
        "v": 10,
        "user": user(BOT_ID, "jersey-gin", true),
        "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": shard,
        "application": {"id": APP_ID.to_string(), "flags": 0},
    })
}

/// The display name the fake gives user `id` in its interactions (what
/// the bot's table pictures call them).
pub fn display_name(id: u64) -> String {
    format!("Gamer {id}")
}

fn member(user_id: u64, name: &str) -> Value {
    json!({
        "user": user(user_id, name, false),
        "roles": [],
        "joined_at": "2026-01-01T00:00:00.000000+00:00",
        "deaf": false,
        "mute": false,
        "flags": 0,
        "permissions": "2251799813685247",
        "guild_id": GUILD_ID.to_string(),
    })
}

fn base_interaction(
    channel: u64,
    id: u64,
    token: &str,
    kind: u8,
    user_id: u64,
    name: &str,
) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": token,
        "version": 1,
        "guild_id": GUILD_ID.to_string(),
        "channel_id": channel.to_string(),
        "channel": {"id": channel.to_string(), "type": 0, "guild_id": GUILD_ID.to_string(), "name": "gin"},
        "member": member(user_id, name),
        "locale": "en-US",
        "guild_locale": "en-US",
        "app_permissions": "2251799813685247",
        "entitlements": [],
        "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
        "context": 0,
        "attachment_size_limit": 10485760,
    })
}

/// `/gin <sub>` (a slash command with one subcommand and its options).
pub fn slash_command(id: u64, token: &str, user_id: u64, sub: &str, options: Vec<Value>) -> Value {
    slash_command_in(CHANNEL_ID, id, token, user_id, sub, options)
}

/// [`slash_command`] in another channel.
pub fn slash_command_in(
    channel: u64,
    id: u64,
    token: &str,
    user_id: u64,
    sub: &str,
    options: Vec<Value>,
) -> Value {
    let mut v = base_interaction(channel, id, token, 2, user_id, &display_name(user_id));
    v["data"] = json!({
        "id": COMMAND_ID.to_string(),
        "name": "gin",
        "type": 1,
        "guild_id": GUILD_ID.to_string(),
        "options": [{"name": sub, "type": 1, "options": options}],
    });
    v
}

/// A message as Discord returns it (also the fake's answer to posts).
pub fn message(id: u64, channel_id: u64, author: Value, content: &str) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": author,
        "content": content,
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": 0,
        "flags": 0,
    })
}

/// A click on a button with `custom_id`, on a message of the bot: a
/// Components V2 message (issue 39), as all the bot's messages with
/// buttons are (its row inside a Container).
pub fn button_click(id: u64, token: &str, user_id: u64, custom_id: &str) -> Value {
    button_click_in(CHANNEL_ID, id, token, user_id, custom_id)
}

/// [`button_click`] in another channel.
pub fn button_click_in(channel: u64, id: u64, token: &str, user_id: u64, custom_id: &str) -> Value {
    let mut v = base_interaction(channel, id, token, 3, user_id, &display_name(user_id));
    v["data"] = json!({"custom_id": custom_id, "component_type": 2});
    let mut msg = message(id - 1, channel, user(BOT_ID, "jersey-gin", true), "");
    msg["flags"] = json!(1 << 15);
    msg["components"] = v2_message_components(json!({
        "type": 1,
        "components": [{"type": 2, "style": 1, "label": "?", "custom_id": custom_id}],
    }));
    v["message"] = msg;
    v
}

/// A V2 message's components: a Container with a text and `row`.
fn v2_message_components(row: Value) -> Value {
    json!([{"type": 17, "components": [{"type": 10, "id": 2, "content": "a table"}, row]}])
}

/// `click` made on a message sent before the upgrade to Components V2:
/// text, and its row at the top (no flag).
pub fn on_old_message(mut click: Value) -> Value {
    let row = click["message"]["components"][0]["components"]
        .as_array()
        .and_then(|c| c.iter().find(|x| x["type"] == 1).cloned())
        .unwrap_or(Value::Null);
    click["message"]["components"] = json!([row]);
    click["message"]["content"] = json!("a table");
    click["message"]["flags"] = json!(0);
    click
}

/// A choice in a string select with `custom_id`, on a message of the bot.
pub fn select_click(id: u64, token: &str, user_id: u64, custom_id: &str, values: &[&str]) -> Value {
    select_click_in(CHANNEL_ID, id, token, user_id, custom_id, values)
}

/// [`select_click`] in another channel.
pub fn select_click_in(
    channel: u64,
    id: u64,
    token: &str,
    user_id: u64,
    custom_id: &str,
    values: &[&str],
) -> Value {
    let mut v = button_click_in(channel, id, token, user_id, custom_id);
    v["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": values});
    v["message"]["components"] = v2_message_components(json!({
        "type": 1,
        "components": [{"type": 3, "custom_id": custom_id, "options": values.iter().map(|v| json!({"label": v, "value": v})).collect::<Vec<_>>()}],
    }));
    v
}

/// A slash command option (`type` 4 integer, 3 string).
pub fn option(name: &str, kind: u8, value: Value) -> Value {
    json!({"name": name, "type": kind, "value": value})
}

/// An interaction moved to another guild (server): every place that
/// names its guild. Discord routes it to that guild's shard.
pub fn in_guild(mut v: Value, guild: u64) -> Value {
    for at in [
        "/guild_id",
        "/channel/guild_id",
        "/data/guild_id",
        "/authorizing_integration_owners/0",
    ] {
        if let Some(g) = v.pointer_mut(at) {
            *g = Value::String(guild.to_string());
        }
    }
    v
}

/// Where an app installed to a person is used (issue 39).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A server that added the bot (the usual payloads).
    ServerWithBot,
    /// A server that did not add the bot, where the person's install is
    /// allowed: the bot is not a member.
    ServerWithoutBot,
    /// The person's DM with the bot.
    BotDm,
    /// A group DM of people.
    GroupDm,
    /// A server without the bot that denies its members' apps public
    /// answers (no "Use External Apps" permission): Discord makes every
    /// answer ephemeral.
    ServerDenyingExternalApps,
}

impl Place {
    /// Whether the bot's token may post and edit in the channel.
    pub fn bot_is_member(self) -> bool {
        self == Place::ServerWithBot
    }
}

/// An interaction moved to `place` in `channel`, authorised by the app
/// installed to `installer` (except in a server with the bot), as Discord
/// sends them: `context` 0 server, 1 DM with the bot, 2 group DM;
/// `authorizing_integration_owners` keyed "0" for a server install, "1"
/// for a user install; no guild or member outside servers. A click on a
/// message carries the owners of the interaction that made the message,
/// so every person's click in a group DM names the installer.
pub fn at_place(mut v: Value, place: Place, channel: u64, installer: u64) -> Value {
    v["channel_id"] = json!(channel.to_string());
    if let Some(m) = v.get_mut("message") {
        m["channel_id"] = json!(channel.to_string());
    }
    let owners = match place {
        Place::ServerWithBot => json!({"0": GUILD_ID.to_string()}),
        _ => json!({"1": installer.to_string()}),
    };
    v["authorizing_integration_owners"] = owners;
    match place {
        Place::ServerWithBot | Place::ServerWithoutBot | Place::ServerDenyingExternalApps => {
            v["channel"]["id"] = json!(channel.to_string());
            v["context"] = json!(0);
            if place == Place::ServerDenyingExternalApps {
                // Every permission but USE_EXTERNAL_APPS (1 << 50).
                v["member"]["permissions"] = json!(((1u64 << 51) - 1 - (1u64 << 50)).to_string());
            }
        }
        Place::BotDm | Place::GroupDm => {
            let o = v.as_object_mut().unwrap();
            let member = o.remove("member").unwrap();
            o.remove("guild_id");
            o.remove("guild_locale");
            o.insert("user".into(), member["user"].clone());
            if let Some(d) = o.get_mut("data").and_then(|d| d.as_object_mut()) {
                d.remove("guild_id");
            }
            let (kind, context) = if place == Place::BotDm {
                (1, 1)
            } else {
                (3, 2)
            };
            o.insert(
                "channel".into(),
                json!({"id": channel.to_string(), "type": kind}),
            );
            o.insert("context".into(), json!(context));
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::serenity_prelude as serenity;

    #[test]
    fn payloads_deserialise_into_serenity_types() {
        let _: serenity::CurrentApplicationInfo =
            serde_json::from_value(application_info()).unwrap();
        let r: serenity::Ready =
            serde_json::from_value(ready("s1", "ws://127.0.0.1:1", [0, 1])).unwrap();
        assert_eq!(r.user.id.get(), BOT_ID);
        assert_eq!(r.application.id.get(), APP_ID);

        let i: serenity::Interaction =
            serde_json::from_value(slash_command(7, "tok", 99, "rules", vec![])).unwrap();
        let cmd = i.command().expect("a slash command");
        assert_eq!(cmd.data.name, "gin");
        assert_eq!(cmd.data.options[0].name, "rules");
        assert_eq!(cmd.user.id.get(), 99);

        let i: serenity::Interaction =
            serde_json::from_value(button_click(8, "tok", 99, "jg1.hand.4")).unwrap();
        let click = i.message_component().expect("a component click");
        assert_eq!(click.data.custom_id, "jg1.hand.4");

        let i: serenity::Interaction =
            serde_json::from_value(select_click(10, "tok", 99, "jg1.discsel.4.2", &["7c"]))
                .unwrap();
        let click = i.message_component().expect("a select click");
        assert!(matches!(
            &click.data.kind,
            serenity::ComponentInteractionDataKind::StringSelect { values } if values == &["7c"]
        ));
        let i: serenity::Interaction = serde_json::from_value(slash_command(
            11,
            "tok",
            99,
            "new",
            vec![option("target", 4, json!(30))],
        ))
        .unwrap();
        assert_eq!(i.command().unwrap().data.options[0].name, "new");

        let _: serenity::Message =
            serde_json::from_value(message(1, CHANNEL_ID, user(BOT_ID, "b", true), "hi")).unwrap();

        // The whole gateway frame, as serenity reads it.
        let frame = serde_json::json!({
            "op": 0, "s": 3, "t": "INTERACTION_CREATE",
            "d": slash_command(9, "tok", 99, "rules", vec![]),
        });
        let ev: serenity::GatewayEvent = serde_json::from_value(frame).unwrap();
        assert!(matches!(ev, serenity::GatewayEvent::Dispatch(3, _)));
    }

    /// The user-install payloads read as serenity reads Discord's (issue
    /// 39): the context, the owners, and no guild outside servers.
    #[test]
    fn user_install_payloads_deserialise() {
        for place in [
            Place::ServerWithBot,
            Place::ServerWithoutBot,
            Place::BotDm,
            Place::GroupDm,
        ] {
            let v = at_place(slash_command(7, "tok", 99, "new", vec![]), place, 55, 98);
            let i: serenity::Interaction = serde_json::from_value(v).unwrap();
            let cmd = i.command().unwrap();
            assert_eq!(cmd.channel_id.get(), 55);
            assert_eq!(cmd.user.id.get(), 99);
            let guild = matches!(place, Place::ServerWithBot | Place::ServerWithoutBot);
            assert_eq!(cmd.guild_id.is_some(), guild, "{place:?}");
            assert!(cmd.context.is_some());
            let v = at_place(button_click(8, "tok", 99, "jg1.hand.55"), place, 55, 98);
            let i: serenity::Interaction = serde_json::from_value(v).unwrap();
            let click = i.message_component().unwrap();
            assert_eq!(click.user.id.get(), 99);
            assert_eq!(click.authorizing_integration_owners.0.len(), 1);
        }
    }
}
