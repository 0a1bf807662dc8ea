//! Errors of commands, answered privately where the person waits, in
//! their own language: bad options (out of range, unknown choice, wrong
//! type) get a clear answer and change nothing; our own failures are
//! logged and get an apology.

use super::data::{Context, Data, Error};
use super::lang;
use super::message::clip;
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;

/// What is wrong with a command's options, from poise's description: the
/// selector of `error-options-mismatch`.
fn option_problem(description: &str) -> &'static str {
    match description {
        "out of bounds choice key" => "choice",
        "received out of bounds integer" => "range",
        d if d.starts_with("expected") => "type",
        _ => "other",
    }
}

/// The answer to options Discord's client should not have let through
/// (forged, or from an outdated command list), from poise's description.
pub fn mismatch_text(lang: Lang, description: &str) -> String {
    tr!(
        lang,
        "error-options-mismatch",
        problem = option_problem(description)
    )
}

/// The answer to an option that could not be read (`input` as sent).
/// Why poise could not read it is logged, not said: its words are
/// English, and the person reads their own language.
pub fn unreadable_text(lang: Lang, input: Option<&str>) -> String {
    let input = input.map(|i| format!(" (`{i}`)")).unwrap_or_default();
    tr!(lang, "error-options-unreadable", input = input)
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
            let text = unreadable_text(lang::of_command(&ctx), input.as_deref());
            answer_privately(ctx, clip(text)).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "options that do not fit the command: {description}");
            let ctx = poise::Context::Application(ctx);
            let text = mismatch_text(lang::of_command(&ctx), description);
            answer_privately(ctx, text).await;
        }
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            tracing::info!(command = %interaction.data.name, "a command we do not know");
            let text = tr!(lang::person(&interaction.locale), "error-unknown-command");
            let msg = serenity::CreateInteractionResponseMessage::new()
                .content(text)
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
            let text = tr!(lang::of_command(&ctx), "error-command-failed");
            let _ = ctx
                .send(poise::CreateReply::default().content(text).ephemeral(true))
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}
