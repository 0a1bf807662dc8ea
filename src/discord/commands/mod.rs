//! The slash commands, all under `/gin`. One file per command group:
//! - `lobby`: `new`, `join`, `leave`, `add`, `start`, `abandon`,
//! - `play`: `hand`, `table`,
//! - `records`: `leaderboard`, `stats`, `history`,
//! - `rules`: `rules`,
//! - `notify`: `notify` (how a person is told of their turn),
//! - `mine`: `mine` (every table where the person has a seat),
//! - `profile`: `profile` (a person's record and achievements),
//! - `privacy`: `privacy`, `forget-me` (what is kept about a person),
//! - `daily`: `daily`, `daily-board` (the daily deal).

pub mod clock;
pub mod daily;
pub mod lobby;
pub mod localize;
pub mod mine;
pub mod notify;
pub mod play;
pub mod privacy;
pub mod profile;
pub mod records;
pub mod rules;

use crate::discord::components;
use crate::discord::http::{backoff, is_transient};
use crate::discord::{Context, Data, Error};
use crate::table::Actor;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// The Gin Rummy family: Jersey Gin, Gin Rummy and its variants, Colonel.
///
/// Installed to a server or to a person, and used in servers, in a DM with
/// the bot and in group DMs (issue 39; how each table then reaches its
/// channel: `discord::reach`).
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
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
        "lobby::abandon",
        "notify::notify",
        "mine::mine",
        "profile::profile",
        "privacy::privacy",
        "privacy::forget_me",
        "daily::daily",
        "daily::daily_board"
    ),
    subcommand_required
)]
pub async fn gin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every top-level command the bot registers, named and described in
/// every language ([`localize`]).
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![gin()];
    localize::localize(&mut commands);
    commands
}

/// Who is running a command (moderators may run any table). Their
/// display name is noted for table pictures.
pub fn actor(ctx: &Context<'_>) -> Actor {
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let name = crate::discord::pictures::display_name_of(ctx.author(), member);
    ctx.data().pictures.learn_name(ctx.author().id.get(), &name);
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
            .content(crate::discord::message::clip(text.into()))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Registers the commands in the dev guild (instant) or globally, trying
/// again with backoff on errors.
pub async fn register(
    http: Arc<serenity::Http>,
    commands: Vec<serenity::CreateCommand>,
    dev_guild: Option<serenity::GuildId>,
) {
    let n = commands.len();
    for attempt in 0.. {
        let res = match dev_guild {
            Some(g) => g.set_commands(&http, commands.clone()).await.map(|_| ()),
            None => serenity::Command::set_global_commands(&http, commands.clone())
                .await
                .map(|_| ()),
        };
        match res {
            Ok(()) => {
                match dev_guild {
                    Some(g) => tracing::info!("registered {n} commands in guild {g}"),
                    None => tracing::info!(
                        "registered {n} commands globally (they may take up to an hour to appear)"
                    ),
                }
                return;
            }
            Err(e) if is_transient(&e) => {
                let wait = backoff(attempt);
                tracing::warn!(
                    "registering commands failed ({e}); trying again in {}s",
                    wait.as_secs()
                );
                tokio::time::sleep(wait).await;
            }
            Err(e) => {
                tracing::error!("registering commands failed: {e}");
                return;
            }
        }
    }
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
                "abandon",
                "notify",
                "mine",
                "profile",
                "privacy",
                "forget-me",
                "daily",
                "daily-board"
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
