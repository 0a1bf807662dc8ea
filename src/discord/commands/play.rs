//! Looking at the game: `/gin hand` (private) and `/gin table` (the table
//! message posted again at the bottom of the channel).

use super::reply_private;
use crate::discord::board::BoardMsg;
use crate::discord::components::NOT_SEATED;
use crate::discord::render;
use crate::discord::{Context, Error};

/// Show your hand and its controls (only you see it).
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let ch = ctx.channel_id().get();
    let key = ch.to_string();
    let user = ctx.author().id.get();
    let Some(view) = data.svc.view(&key) else {
        return reply_private(
            &ctx,
            "There is no table in this channel: open one with `/gin new`.",
        )
        .await;
    };
    let Some(state) = data.svc.seat_view(&key, user) else {
        let seated = view.seats.iter().any(|s| s.player.user() == Some(user));
        let text = if seated {
            "The game has not started yet: your hand is dealt when it does."
        } else {
            NOT_SEATED
        };
        return reply_private(&ctx, text).await;
    };
    let msg = render::hand_view(ch, &view, &state, None);
    ctx.send(
        poise::CreateReply::default()
            .content(msg.content.clone())
            .components(msg.components())
            .ephemeral(true),
    )
    .await?;
    if let poise::Context::Application(a) = ctx {
        data.board.send(BoardMsg::Watch {
            channel: ch,
            user,
            token: a.interaction.token.clone(),
        });
    }
    Ok(())
}

/// Post the table again at the bottom of the channel.
#[poise::command(slash_command)]
pub async fn table(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let ch = ctx.channel_id().get();
    if data.svc.view(&ch.to_string()).is_none() {
        return reply_private(
            &ctx,
            "There is no table in this channel: open one with `/gin new`.",
        )
        .await;
    }
    data.board.send(BoardMsg::Repost(ch));
    reply_private(&ctx, "The table is posted below.").await
}
