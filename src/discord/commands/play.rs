//! Looking at the game: `/gin hand` (private) and `/gin table` (the table
//! message posted again at the bottom of the channel).

use super::lobby::no_table_here;
use super::reply_private;
use crate::discord::board::BoardMsg;
use crate::discord::components::{current_hand, move_kept, NoHand};
use crate::discord::wire;
use crate::discord::{Context, Error};
use crate::table::ChannelId;
use gin_text::tr;

/// Show your hand and its controls (only you see it).
#[poise::command(slash_command)]
pub async fn hand(ctx: Context<'_>) -> Result<(), Error> {
    show_hand(ctx).await
}

/// Answers a command with the asker's hand view at this channel's table
/// (only they see it), kept up to date by the board.
pub async fn show_hand(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let ch = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let lang = crate::discord::lang::of_command(&ctx);
    let note = data.undelivered.take(ch, user).then(|| move_kept(lang));
    let shown = match current_hand(data, lang, ch, user, note.as_deref()).await {
        Ok(shown) => shown,
        Err(NoHand::NoTable) => return reply_private(&ctx, no_table_here(lang)).await,
        Err(none) => return reply_private(&ctx, none.text(lang)).await,
    };
    // A slash command's context is always an application's; the hand view
    // goes through the wire as a V2 message (`discord::v2`).
    let poise::Context::Application(a) = ctx else {
        return reply_private(&ctx, shown.msg.content.clone()).await;
    };
    let files = crate::discord::v2::Files::from(&shown.attach);
    wire::command_reply_v2(a, &shown.msg, files, true).await?;
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
    let lang = crate::discord::lang::of_command(&ctx);
    let Some(view) = data.svc.view(&ChannelId::discord(ch)) else {
        return reply_private(&ctx, no_table_here(lang)).await;
    };
    if view.settings.delivery.by_interactions() {
        // No posts where the bot is not a member: the answer is the table.
        return super::lobby::show_live(ctx, 0).await;
    }
    data.board.send(BoardMsg::Repost(ch));
    reply_private(&ctx, tr!(lang, "lobby-table-posted")).await
}
