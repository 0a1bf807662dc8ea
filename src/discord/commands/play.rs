//! Looking at the game: `/gin hand` (private) and `/gin table` (the table
//! message posted again at the bottom of the channel).

use super::reply_private;
use crate::discord::board::BoardMsg;
use crate::discord::components::{current_hand, MOVE_KEPT, NO_TABLE};
use crate::discord::wire;
use crate::discord::{Context, Error};
use crate::table::ChannelId;

/// Show your hand and its controls (only you see it).
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let ch = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let note = data.undelivered.take(ch, user).then_some(MOVE_KEPT);
    let lang = crate::discord::lang::of_command(&ctx);
    let shown = match current_hand(data, lang, ch, user, note).await {
        Ok(shown) => shown,
        Err(NO_TABLE) => {
            return reply_private(
                &ctx,
                "There is no table in this channel: open one with `/gin new`.",
            )
            .await
        }
        Err(text) => return reply_private(&ctx, text).await,
    };
    let reply = poise::CreateReply::default()
        .content(shown.msg.content.clone())
        .components(shown.msg.components())
        .ephemeral(true);
    // A slash command's context is always an application's; the picture
    // goes through the wire (string attachment ids).
    let poise::Context::Application(a) = ctx else {
        ctx.send(reply).await?;
        return Ok(());
    };
    wire::command_reply(a, reply, shown.attach.file()).await?;
    data.board.send(BoardMsg::Watch {
        channel: ch,
        user,
        token: a.interaction.token.clone(),
        seq: shown.seq,
        lang: crate::discord::lang::person(&a.interaction.locale),
    });
    Ok(())
}

/// Post the table again at the bottom of the channel.
#[poise::command(slash_command)]
pub async fn table(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let ch = ctx.channel_id().get();
    if data.svc.view(&ChannelId::discord(ch)).is_none() {
        return reply_private(
            &ctx,
            "There is no table in this channel: open one with `/gin new`.",
        )
        .await;
    }
    data.board.send(BoardMsg::Repost(ch));
    reply_private(&ctx, "The table is posted below.").await
}
