//! The slash commands, all under `/gin`. One file per command group:
//! - `lobby`: `new`, `join`, `leave`, `add`, `start`, `abandon`,
//! - `play`: `hand`, `table`,
//! - `records`: `leaderboard`, `stats`, `history`,
//! - `rules`: `rules`.

pub mod lobby;
pub mod play;
pub mod records;
pub mod rules;

use crate::discord::components;
use crate::discord::{Context, Data, Error};
use crate::table::Actor;

/// Jersey Gin: three-player Gin Rummy.
#[poise::command(
    slash_command,
    subcommands(
        "lobby::new",
        "lobby::join",
        "lobby::leave",
        "lobby::add",
        "lobby::start",
        "play::hand",
        "play::table",
        "records::leaderboard",
        "records::stats",
        "rules::rules",
        "records::history",
        "lobby::abandon"
    ),
    subcommand_required
)]
pub async fn gin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every top-level command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![gin()]
}

/// Who is running a command (moderators may run any table).
pub fn actor(ctx: &Context<'_>) -> Actor {
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    components::actor_of(ctx.author().id, member)
}

/// The interaction id: the request id of the command.
pub fn request_id(ctx: &Context<'_>) -> u64 {
    match ctx {
        poise::Context::Application(a) => a.interaction.id.get(),
        poise::Context::Prefix(p) => p.msg.id.get(),
    }
}

/// Answers only the asker.
pub async fn reply_private(ctx: &Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(crate::discord::render::clip(text.into()))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gin_group_has_every_command() {
        let cmds = all();
        assert_eq!(cmds.len(), 1);
        assert_eq!(cmds[0].name, "gin");
        let subs: Vec<&str> = cmds[0]
            .subcommands
            .iter()
            .map(|c| c.name.as_ref())
            .collect();
        assert_eq!(
            subs,
            [
                "new",
                "join",
                "leave",
                "add",
                "start",
                "hand",
                "table",
                "leaderboard",
                "stats",
                "rules",
                "history",
                "abandon"
            ]
        );
        for c in &cmds[0].subcommands {
            let d = c.description.as_deref().unwrap_or("");
            assert!(!d.is_empty() && d.chars().count() <= 100, "{}", c.name);
            for p in &c.parameters {
                let d = p.description.as_deref().unwrap_or("");
                assert!(
                    !d.is_empty() && d.chars().count() <= 100,
                    "{} {}",
                    c.name,
                    p.name
                );
            }
        }
    }
}
