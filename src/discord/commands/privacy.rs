//! `/gin privacy` and `/gin forget-me` (issue 43): what the bot keeps
//! about the person who asks, read from the store's tables, and having
//! their name taken out of it, after a confirmation button. Both answer
//! the person alone, in their language.

use super::reply_private;
use crate::discord::respond::{Mode, Responder};
use crate::discord::{Context, Data, Error};
use crate::table::notices::Medium;
use crate::table::privacy::{ForgetAnswer, MyData};
use crate::table::service::StoreError;
use crate::table::{ChannelId, UserId};
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;

/// The confirmation button's `custom_id`: the clicker is the person
/// forgotten, so it names no one (and no table: it is not a table's
/// button, see `components::on_click`).
pub const FORGET_ME_ID: &str = "jg-forget-me";

/// How long the answer to the confirming click may take before it is
/// deferred (forgetting rewrites a person's games).
const DEFER_AFTER: std::time::Duration = std::time::Duration::from_millis(1500);

/// Channels as the person reads them: `<#id>` for Discord's.
fn channels(list: &[ChannelId]) -> String {
    list.iter()
        .map(|c| match c.discord_id() {
            Some(id) => format!("<#{id}>"),
            None => c.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// What `/gin privacy` says: each kind of row the store keeps that names
/// the person, with how many; or that there is none.
pub fn privacy_text(lang: Lang, d: &MyData) -> String {
    let mut lines = Vec::new();
    if d.is_empty() {
        lines.push(tr!(lang, "privacy-nothing"));
    } else {
        lines.push(tr!(lang, "privacy-title"));
        lines.push(tr!(lang, "privacy-games", count = d.games));
        lines.push(tr!(lang, "privacy-stats", count = d.stats));
        lines.push(tr!(lang, "privacy-ladder", count = d.ladder));
        if let Some(n) = d.achievements {
            lines.push(tr!(lang, "privacy-achievements", count = n));
        }
        if let Some(m) = d.notice {
            let medium = match m {
                Medium::Mention => "mention",
                Medium::Dm => "dm",
                Medium::Off => "off",
            };
            lines.push(tr!(lang, "privacy-notice", medium = medium));
        }
        if d.daily > 0 {
            lines.push(tr!(lang, "privacy-daily", count = d.daily));
        }
        if d.hand_views > 0 {
            lines.push(tr!(lang, "privacy-hand-views", count = d.hand_views));
        }
        if d.commands > 0 {
            lines.push(tr!(lang, "privacy-commands", count = d.commands));
        }
        if !d.open_tables.is_empty() {
            let tables = channels(&d.open_tables);
            lines.push(tr!(lang, "privacy-open-tables", tables = tables));
        }
    }
    lines.push(tr!(lang, "privacy-names"));
    if !d.is_empty() {
        lines.push(tr!(lang, "privacy-forget-hint"));
    }
    lines.join("\n")
}

/// The answer to the confirming click.
pub fn forget_text(lang: Lang, answer: &ForgetAnswer) -> String {
    match answer {
        ForgetAnswer::Forgotten(d) if d.is_empty() => tr!(lang, "forget-nothing"),
        ForgetAnswer::Forgotten(d) => {
            let rows = d.stats
                + d.ladder
                + u32::from(d.achievements.is_some())
                + u32::from(d.notice.is_some())
                + d.hand_views
                + d.commands
                + d.daily;
            tr!(lang, "forget-done", games = d.games, rows = rows)
        }
        ForgetAnswer::AtOpenTables(list) => {
            let tables = channels(list);
            tr!(lang, "forget-at-tables", tables = tables)
        }
    }
}

/// What this bot keeps about you, and how to have it forgotten.
#[poise::command(slash_command)]
pub async fn privacy(ctx: Context<'_>) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let user = UserId(ctx.author().id.get());
    let data = ctx.data().svc.call(move |s| s.my_data(user)).await;
    match data {
        Ok(d) => reply_private(&ctx, privacy_text(lang, &d)).await,
        Err(e) => {
            crate::discord::components::log_failure(&e);
            reply_private(&ctx, crate::discord::components::failed(lang)).await
        }
    }
}

/// Remove your name from stats, ladders and your profile (asks first).
#[poise::command(slash_command, rename = "forget-me")]
pub async fn forget_me(ctx: Context<'_>) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let user = UserId(ctx.author().id.get());
    let asked = ctx
        .data()
        .svc
        .call(move |s| Ok::<_, StoreError>((s.my_data(user)?, s.tables_keeping(user))))
        .await;
    let (d, keeping) = match asked {
        Ok(x) => x,
        Err(e) => {
            crate::discord::components::log_failure(&e);
            return reply_private(&ctx, crate::discord::components::failed(lang)).await;
        }
    };
    // Nothing to confirm: say so (or which tables keep them) at once.
    if d.is_empty() || !keeping.is_empty() {
        let answer = if keeping.is_empty() {
            ForgetAnswer::Forgotten(d)
        } else {
            ForgetAnswer::AtOpenTables(keeping)
        };
        return reply_private(&ctx, forget_text(lang, &answer)).await;
    }
    let button = serenity::CreateButton::new(FORGET_ME_ID)
        .label(tr!(lang, "forget-button"))
        .style(serenity::ButtonStyle::Danger);
    ctx.send(
        poise::CreateReply::default()
            .content(tr!(lang, "forget-confirm", games = d.games))
            .components(vec![serenity::CreateActionRow::Buttons(vec![button])])
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The confirming click: forgets the clicker, and replaces the question
/// with what was done (or which open tables hold them).
pub async fn confirmed(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let lang = crate::discord::lang::person(&click.locale);
    let responder = Responder::new(
        ctx.http.clone(),
        click.clone(),
        Mode::UpdateMessage,
        DEFER_AFTER,
    );
    let user = UserId(click.user.id.get());
    let text = match data.svc.call(move |s| s.forget_me(user)).await {
        Ok((answer, closed)) => {
            for reply in closed {
                data.board.reply(reply);
            }
            if let ForgetAnswer::Forgotten(_) = answer {
                data.pictures.forget_name(user.get());
            }
            forget_text(lang, &answer)
        }
        Err(e) => {
            crate::discord::components::log_failure(&e);
            crate::discord::components::failed(lang)
        }
    };
    responder
        .send(&crate::discord::message::Msg::new(text, Vec::new()))
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data() -> MyData {
        MyData {
            games: 3,
            stats: 2,
            ladder: 1,
            achievements: Some(2),
            notice: Some(Medium::Dm),
            hand_views: 1,
            commands: 4,
            open_tables: vec![ChannelId::discord(55)],
            daily: 2,
        }
    }

    #[test]
    fn privacy_lists_each_kind_of_row() {
        assert_eq!(
            privacy_text(Lang::En, &data()),
            "🔒 **What this bot keeps about you**\n\
             • Games with a seat of yours: 3 (seats, moves and results; other players' records rest on them)\n\
             • Ratings and stats: 2 (one per channel and game)\n\
             • Server ladders: 1 (one per server, month and game)\n\
             • Achievements: 2 earned\n\
             • How you are told of your turn: a direct message\n\
             • Daily deal results: 2 (your points and rank of each day's deal)\n\
             • Hand views kept up to date: 1 (each with a Discord token that works for 15 minutes)\n\
             • Recent commands in the channels' logs that name you: 4 (removed as the logs are pruned)\n\
             • Open tables you sit at or opened: <#55>\n\
             Your display name is only held in memory, for table pictures; it is never stored.\n\
             `/gin forget-me` takes your name out of all this: your games stay, under an anonymous name."
        );
        let none = privacy_text(Lang::En, &MyData::default());
        assert!(none.starts_with("🔒 This bot keeps nothing"), "{none}");
        assert!(!none.contains("forget-me"), "{none}");
    }

    #[test]
    fn forgetting_is_told_in_every_language() {
        let english = forget_text(Lang::En, &ForgetAnswer::Forgotten(data()));
        assert!(
            english.contains("3 games") && english.contains("12 records"),
            "{english}"
        );
        for lang in Lang::ALL {
            for text in [
                privacy_text(lang, &data()),
                forget_text(lang, &ForgetAnswer::Forgotten(data())),
                forget_text(
                    lang,
                    &ForgetAnswer::AtOpenTables(vec![ChannelId::discord(55)]),
                ),
                forget_text(lang, &ForgetAnswer::Forgotten(MyData::default())),
            ] {
                assert!(
                    !text.contains('{') && !text.contains("privacy-"),
                    "{lang}: {text}"
                );
                assert!(text.chars().count() <= 2000, "{lang}");
                if lang != Lang::En {
                    assert!(
                        !text.contains("Forgotten") && !text.contains("Games with"),
                        "{lang}: {text}"
                    );
                }
            }
        }
    }
}
