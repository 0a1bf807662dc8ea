//! `/gin notify`: how a person is told that it is their turn, at every
//! table (a mention in the channel, the default; a direct message from the
//! bot; or nothing). Kept in the store per person (`table::notices`).

use super::reply_private;
use crate::discord::{Context, Error};
use crate::table::notices::{Medium, NoticePref};
use crate::table::UserId;
use gin_text::{tr, Lang};

/// Where a person is told of their turn, as a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "mention"]
    Mention,
    #[name = "direct message"]
    Dm,
    #[name = "nothing"]
    Off,
}

impl From<NotifyChoice> for Medium {
    fn from(c: NotifyChoice) -> Medium {
        match c {
            NotifyChoice::Mention => Medium::Mention,
            NotifyChoice::Dm => Medium::Dm,
            NotifyChoice::Off => Medium::Off,
        }
    }
}

/// What the person reads once their choice is kept.
pub fn chosen(lang: Lang, medium: Medium) -> String {
    match medium {
        Medium::Mention => tr!(lang, "notice-choice-mention"),
        Medium::Dm => tr!(lang, "notice-choice-dm"),
        Medium::Off => tr!(lang, "notice-choice-off"),
    }
}

/// How you are told of your turn: a mention, a direct message, or nothing.
#[poise::command(slash_command)]
pub async fn notify(
    ctx: Context<'_>,
    #[description = "Mention in the channel (default), direct message, or nothing"]
    how: NotifyChoice,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let user = UserId(ctx.author().id.get());
    let pref = NoticePref {
        medium: how.into(),
        lang,
    };
    let kept = ctx
        .data()
        .svc
        .call(move |s| s.set_notice_pref(user, pref))
        .await;
    match kept {
        Ok(()) => reply_private(&ctx, chosen(lang, pref.medium)).await,
        Err(e) => {
            crate::discord::components::log_failure(&e);
            reply_private(&ctx, crate::discord::components::failed(lang)).await
        }
    }
}
