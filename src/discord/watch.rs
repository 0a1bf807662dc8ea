//! Clicks of issue 42: Watch on the table message answers with a private
//! view of the public table (`screens::watch_view`), for anyone, seated
//! or not, which the board then keeps up to date through the click's
//! token (`board::spectators`); its Refresh redraws it in place; Join next
//! game and Leave the list put the clicker on the table's list for the
//! next game (or off it) and redraw the view with a word on top.

use super::board::{BoardMsg, TOKEN_LIFE_MS};
use super::components::{actor_of, apply, failed, log_failure, no_game};
use super::respond::Responder;
use super::{screens, Data, Error};
use crate::table::service::ApplyError;
use crate::table::{ChannelId, Command, Snapshot, UserId};
use gin_text::Lang;
use poise::serenity_prelude as serenity;

/// The watch view of the table as `t` shows it, for the clicker, with
/// `note` on top; and the board is told to keep it up to date.
async fn answer(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    t: &Snapshot,
    note: Option<String>,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let user = click.user.id.get();
    let until = (data.svc.now_ms() + TOKEN_LIFE_MS) / 1000;
    let mut msg = screens::watch_view(lang, table, &t.view(), UserId(user), Some(until));
    if let Some(note) = note {
        msg = super::message::Msg::new(format!("{note}\n{}", msg.content), msg.rows);
    }
    responder.send(&msg).await?;
    data.board.send(BoardMsg::Spectate {
        channel: table,
        user,
        token: click.token.clone(),
        seq: t.seq(),
        lang,
    });
    Ok(())
}

/// Watch (a new private message) and its Refresh (in place).
pub async fn show(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
) -> Result<(), Error> {
    let Some(t) = data.svc.snapshot(&ChannelId::discord(table)) else {
        let lang = super::lang::person(&click.locale);
        return Ok(responder.send_notice(no_game(lang)).await?);
    };
    answer(data, responder, click, table, &t, None).await
}

/// Join next game / Leave the list, from the watch view: the view as it
/// is after the command, saying what changed; a refusal in a word.
pub async fn next_game(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    command: Command,
    ok: fn(Lang) -> String,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let guild = click.guild_id.map(|g| g.get());
    let actor = actor_of(click.user.id, click.member.as_ref());
    let reply = match apply(data, guild, table, click.id.get(), actor, command).await {
        Ok(reply) => reply,
        Err(ApplyError::Refused(refusal)) => {
            let text = crate::render::refusal(&refusal, lang);
            return Ok(responder.send_notice(text).await?);
        }
        Err(ApplyError::Failed(e)) => {
            log_failure(&e);
            return Ok(responder.send_notice(failed(lang)).await?);
        }
    };
    let sent = match reply.snapshot() {
        Some(t) => answer(data, responder, click, table, t, Some(ok(lang))).await,
        None => Ok(responder.send_notice(no_game(lang)).await?),
    };
    data.board.reply(reply);
    sent
}
