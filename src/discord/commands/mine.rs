//! `/gin mine`: every table where the person has a seat, in any channel,
//! server or DM, with whose turn it is and a link to jump there (issue
//! 42). Read from the tables the service restored from the store, so it
//! holds after a restart. Only the asker sees it.

use super::reply_private;
use crate::discord::{Context, Error};
use crate::table::{DeadlineKind, Player, Snapshot, StageKind, UserId};
use crate::words;
use gin_text::{tr, Lang};

/// A link to a channel (which Discord shows as the channel's name).
pub fn channel_link(guild: Option<u64>, ch: u64) -> String {
    match guild {
        Some(g) => format!("https://discord.com/channels/{g}/{ch}"),
        None => format!("https://discord.com/channels/@me/{ch}"),
    }
}

/// One table's line for `user`: where, which game, and whose turn.
pub fn table_line(lang: Lang, user: UserId, ch: u64, t: &Snapshot) -> String {
    let table = channel_link(t.guild(), ch);
    let game = words::game(lang, t.rules().kind());
    let to_act = t.to_act();
    match t.stage() {
        StageKind::Lobby => tr!(lang, "notice-mine-lobby", table = table, game = game),
        StageKind::Finished => tr!(lang, "notice-mine-over", table = table, game = game),
        StageKind::Playing if to_act.is_empty() => {
            tr!(lang, "notice-mine-between", table = table, game = game)
        }
        StageKind::Playing => {
            let mine = t.seat_of(user).is_some_and(|s| to_act.contains(&s));
            if mine {
                let clock = t
                    .deadline()
                    .filter(|d| d.kind == DeadlineKind::TurnClock)
                    .filter(|d| Some(d.seat) == t.seat_of(user));
                match clock {
                    Some(d) => tr!(
                        lang,
                        "notice-mine-your-turn",
                        table = table,
                        game = game,
                        ends = format!("<t:{}:R>", d.at_ms / 1000)
                    ),
                    None => tr!(lang, "notice-mine-your-move", table = table, game = game),
                }
            } else {
                let player = to_act
                    .first()
                    .and_then(|&s| t.seats().get(s))
                    .map(|info| info.player);
                match player {
                    Some(Player::Human { id }) => tr!(
                        lang,
                        "notice-mine-their-turn",
                        table = table,
                        game = game,
                        name = format!("<@{id}>")
                    ),
                    _ => tr!(
                        lang,
                        "notice-mine-computer-turn",
                        table = table,
                        game = game
                    ),
                }
            }
        }
    }
}

/// Every table where you have a seat, with whose turn it is (only you see it).
#[poise::command(slash_command)]
pub async fn mine(ctx: Context<'_>) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let user = UserId(ctx.author().id.get());
    let tables = ctx.data().svc.tables_of(user);
    let mut lines: Vec<(bool, String)> = tables
        .iter()
        .filter_map(|(channel, t)| {
            let ch = channel.discord_id()?;
            let mine = t.seat_of(user).is_some_and(|s| t.to_act().contains(&s));
            Some((!mine, table_line(lang, user, ch, t)))
        })
        .collect();
    if lines.is_empty() {
        return reply_private(&ctx, tr!(lang, "notice-mine-none")).await;
    }
    // The tables waiting for you first.
    lines.sort_by_key(|(later, _)| *later);
    let mut text = tr!(lang, "notice-mine-header", count = lines.len());
    for (_, line) in lines {
        text.push('\n');
        text += &line;
    }
    reply_private(&ctx, text).await
}
