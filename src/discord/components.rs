//! The global event handler: every button or select click arrives here and
//! is routed by its [`ComponentId`], so buttons need no collector and keep
//! working after a restart. Every click gets an answer at once.

use super::custom_id::ComponentId;
use super::respond::{Mode, Responder, DEFER_AFTER};
use super::{Data, Error};
use poise::serenity_prelude as serenity;

/// The answer to a click on a valid id whose table is not running. (Until the
/// table service is wired in, no table is.)
pub const NO_TABLE: &str =
    "There is no game running for that button any more, so it does nothing now.";

/// poise's `event_handler`.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(click),
        } => {
            let _guard = framework.user_data.in_flight.enter().await;
            on_click(framework.serenity_context, click).await
        }
        serenity::FullEvent::Resume { .. } => {
            tracing::info!("gateway session resumed");
            Ok(())
        }
        serenity::FullEvent::Ready { data_about_bot } => {
            tracing::info!(shard = ?data_about_bot.shard, "gateway session ready");
            Ok(())
        }
        _ => Ok(()),
    }
}

/// What to answer to a click, decided from its `custom_id` alone.
pub fn answer_for(custom_id: &str) -> Result<ComponentId, &'static str> {
    ComponentId::decode(custom_id).map_err(|e| e.user_message())
}

async fn on_click(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    // The clock starts now: the answer is deferred if it takes too long.
    let responder = Responder::new(
        ctx.http.clone(),
        click.clone(),
        Mode::NewMessage { ephemeral: true },
        DEFER_AFTER,
    );
    let text = match answer_for(&click.data.custom_id) {
        Err(message) => {
            tracing::info!(custom_id = %click.data.custom_id, user = %click.user.id, "click on a button we can't use");
            message
        }
        Ok(id) => {
            tracing::info!(?id, user = %click.user.id, "click for a table that is not running");
            NO_TABLE
        }
    };
    responder.send(text, Vec::new()).await?;
    Ok(())
}
