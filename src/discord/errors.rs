//! Errors of commands, answered privately where the person waits: bad
//! options (out of range, unknown choice, wrong type) get a clear answer
//! and change nothing; our own failures are logged and get an apology.

use super::data::{Context, Data, Error};
use super::message::clip;
use poise::serenity_prelude as serenity;

/// The answer to options Discord's client should not have let through
/// (forged, or from an outdated command list).
pub const BAD_OPTIONS: &str = "Those options are not ones this command takes";

/// What is wrong with a command's options, from poise's description.
fn option_problem(description: &str) -> &'static str {
    match description {
        "out of bounds choice key" => "one of the choices is not in its list",
        "received out of bounds integer" => "a number is out of its range",
        d if d.starts_with("expected") => "an option has the wrong type",
        _ => "they do not match the command",
    }
}

/// Answers privately, logging a failure.
pub async fn answer_privately(ctx: Context<'_>, text: String) {
    let reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!("answering a bad command failed: {e}");
    }
}

/// Logs errors and, where the user is waiting, tells them what went wrong
/// (ephemeral). Bad options (out of range, unknown choice, wrong type)
/// get a clear answer and change nothing.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "an option could not be read: {error}");
            let input = input.map(|i| format!(" (`{i}`)")).unwrap_or_default();
            let text = format!(
                "{BAD_OPTIONS}: an option could not be read{input}: {error}. Nothing was changed."
            );
            answer_privately(ctx, clip(text)).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "options that do not fit the command: {description}");
            let text = format!(
                "{BAD_OPTIONS}: {}. Pick the values Discord offers (if the list looks outdated, reload Discord). Nothing was changed.",
                option_problem(description)
            );
            answer_privately(poise::Context::Application(ctx), text).await;
        }
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            tracing::info!(command = %interaction.data.name, "a command we do not know");
            let msg = serenity::CreateInteractionResponseMessage::new()
                .content("I do not know that command (your Discord may show an outdated list: reload it). Try `/gin rules`.")
                .ephemeral(true);
            if let Err(e) = interaction
                .create_response(
                    framework.serenity_context,
                    serenity::CreateInteractionResponse::Message(msg),
                )
                .await
            {
                tracing::warn!("answering an unknown command failed: {e}");
            }
        }
        // Answered by the check (a guild of another shard), or left to
        // the process that runs the channel's table.
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "refused by the shard check");
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content("Sorry, something went wrong on my side. Please try again.")
                        .ephemeral(true),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}
