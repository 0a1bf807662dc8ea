//! The coach's Review and Game summary buttons (issue 41): answered to
//! the clicker alone, in their language. The table is only read (a
//! snapshot: nothing changes); the coach's searches run on a blocking
//! thread, never on a table's, and the responder defers the answer when
//! they outlast Discord's first answer.

use super::message::MAX_CONTENT;
use super::pictures::Attach;
use super::respond::Responder;
use super::{Data, Error};
use crate::render::coach::{review_text, summary_lines, CardsIn};
use crate::table::review::{NoReview, ReviewPosition};
use crate::table::{ChannelId, UserId};
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;

/// What a review click cannot be answered with, in `lang`.
fn refused(lang: Lang, why: NoReview) -> String {
    match why {
        NoReview::Stale => tr!(lang, "hand-review-stale"),
        NoReview::NotPlayed => tr!(lang, "hand-review-not-played"),
    }
}

/// The stretch of game a click asks about, or why there is none.
fn position(
    data: &Data,
    table: u64,
    user: u64,
    ask: impl FnOnce(&crate::table::Snapshot, UserId) -> Result<ReviewPosition, NoReview>,
) -> Result<ReviewPosition, NoReview> {
    let snapshot = data
        .svc
        .snapshot(&ChannelId::discord(table))
        .ok_or(NoReview::Stale)?;
    ask(&snapshot, UserId(user))
}

/// Review: the clicker's decisions in hand `hand` of game `game`, with a
/// picture of their hand (their own view) at the worst one.
pub async fn review(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    game: u64,
    hand: u32,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let user = click.user.id.get();
    let position = match position(data, table, user, |t, u| t.review_hand(u, game, hand)) {
        Ok(p) => p,
        Err(why) => return Ok(responder.send_notice(refused(lang, why)).await?),
    };
    let Ok(done) = tokio::task::spawn_blocking(move || position.review()).await else {
        return Ok(responder
            .send_notice(super::components::failed(lang))
            .await?);
    };
    let text = review_text(&done.review, hand, &CardsIn(lang), MAX_CONTENT);
    let attach = match &done.worst_view {
        Some(state) => data.pictures.hand_attach(table, state, None, lang).await,
        None => Attach::Unchanged,
    };
    Ok(responder
        .send_with(&super::message::Msg::new(text, Vec::new()), attach)
        .await?)
}

/// Game summary: every player's accuracy over the finished game `game`.
pub async fn summary(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    game: u64,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let user = click.user.id.get();
    let position = match position(data, table, user, |t, u| t.review_game(u, game)) {
        Ok(p) => p,
        Err(why) => return Ok(responder.send_notice(refused(lang, why)).await?),
    };
    let players = data
        .svc
        .snapshot(&ChannelId::discord(table))
        .map(|t| t.players())
        .unwrap_or_default();
    let Ok(reviews) = tokio::task::spawn_blocking(move || position.every_seat()).await else {
        return Ok(responder
            .send_notice(super::components::failed(lang))
            .await?);
    };
    let named: Vec<(String, &crate::ai::coach::review::Review)> = reviews
        .iter()
        .map(|r| (super::screens::seat_name(lang, &players, r.seat), r))
        .collect();
    let mut text = tr!(lang, "hand-summary-title");
    for line in summary_lines(&named, lang) {
        text.push('\n');
        text += &line;
    }
    Ok(responder.send_notice(text).await?)
}
