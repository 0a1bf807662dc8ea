//! The global event handler: every button or select click arrives here and
//! is routed by its [`ComponentId`], so buttons need no collector and keep
//! working after a restart. Every click gets an answer at once (deferred by
//! the [`Responder`] if the table is slow).
//!
//! A click on the private hand view updates it in place; a click on the
//! public table message is answered with a short ephemeral message. The
//! accepted reply then goes to the [`Board`](super::board::Board), which
//! updates the channel.

use super::board::{BoardMsg, TOKEN_LIFE_MS};
use super::custom_id::{ComponentId, DecodeError};
use super::message::Msg;
use super::pictures::Attach;
use super::respond::{Mode, Responder, DEFER_AFTER};
use super::screens;
use super::{Data, Error};
use crate::ai::Level;
use crate::engine::{Action, Event};
use crate::engine::{Card, Seat};
use crate::table::service::{ApplyError, Reply};
use crate::table::{Actor, ChannelId, Command, Refusal, TableEvent, UserId};
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;

/// The answer to a click on a valid id whose table is not running.
pub fn no_game(lang: Lang) -> String {
    tr!(lang, "error-button-no-game")
}

/// The answer to a click on a button of another channel's table.
pub fn other_channel(lang: Lang) -> String {
    tr!(lang, "error-button-other-channel")
}

/// The answer to a click by someone who has no seat at the table.
pub fn not_seated(lang: Lang) -> String {
    tr!(lang, "error-not-seated")
}

/// On top of a hand view after the answer to a kept move was lost.
pub fn move_kept(lang: Lang) -> String {
    tr!(lang, "error-move-kept")
}

/// Why a person has no hand view to see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoHand {
    /// No table runs in the channel.
    NoTable,
    /// Seated, but the game has not started.
    NotStarted,
    /// No seat at the table.
    NotSeated,
}

impl NoHand {
    /// What the person reads, in their language.
    pub fn text(self, lang: Lang) -> String {
        match self {
            NoHand::NoTable => no_game(lang),
            NoHand::NotStarted => tr!(lang, "error-not-started"),
            NoHand::NotSeated => not_seated(lang),
        }
    }
}

/// The answer to a click on a button we cannot use, in `lang`.
pub fn unusable_text(lang: Lang, e: &DecodeError) -> String {
    match e {
        DecodeError::Foreign => tr!(lang, "error-button-foreign"),
        DecodeError::OldVersion(_) => tr!(lang, "error-button-old-version"),
        DecodeError::NewerVersion(_) => tr!(lang, "error-button-newer-version"),
        DecodeError::Malformed(_) => tr!(lang, "error-button-damaged"),
    }
}

/// poise's `event_handler`.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(click),
        } => {
            let data = framework.user_data;
            let _guard = data.in_flight.enter().await;
            on_click(framework.serenity_context, data, click).await
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

/// The answer to an interaction from a guild (None: a direct message)
/// whose shard another process of the bot runs, in the person's `lang`;
/// None when it is ours.
pub fn other_shard(data: &Data, guild: Option<u64>, lang: Lang) -> Option<String> {
    if data.svc.owns_guild(guild) {
        return None;
    }
    let shards = data.svc.shards();
    Some(crate::render::refusal(
        &Refusal::OtherShard {
            shard: shards.shard_of(guild),
            total: shards.total,
        },
        lang,
    ))
}

/// What to answer to a click, decided from its `custom_id` alone (an
/// unusable id answered in `lang`).
pub fn answer_for(custom_id: &str, lang: Lang) -> Result<ComponentId, String> {
    ComponentId::decode(custom_id).map_err(|e| unusable_text(lang, &e))
}

/// Whether a click on this id updates the clicked (private) message.
fn updates_in_place(id: &ComponentId) -> bool {
    !matches!(
        id,
        ComponentId::MyHand { .. }
            | ComponentId::Watch { .. }
            | ComponentId::Join { .. }
            | ComponentId::Leave { .. }
            | ComponentId::Start { .. }
            | ComponentId::AddComputer { .. }
            | ComponentId::Rematch { .. }
            | ComponentId::Hint { .. }
            | ComponentId::Review { .. }
            | ComponentId::Summary { .. }
            | ComponentId::Rules { .. }
            | ComponentId::Abandon { .. }
    )
}

/// Whether a click on this id, at a table reached only through
/// interactions, answers with an update of the live message it sits on
/// (issue 39): the lobby's buttons, Rematch and Refresh.
fn updates_live(id: &ComponentId) -> bool {
    matches!(
        id,
        ComponentId::Join { .. }
            | ComponentId::Leave { .. }
            | ComponentId::Start { .. }
            | ComponentId::AddComputer { .. }
            | ComponentId::Rematch { .. }
            | ComponentId::ShowTable { .. }
    )
}

/// Whether the table of channel `table` is reached only through
/// interactions.
fn is_live(data: &Data, table: u64) -> bool {
    data.svc
        .view(&ChannelId::discord(table))
        .is_some_and(|v| v.settings.delivery.by_interactions())
}

/// The actor of an interaction: moderators (Manage Messages) may run any
/// table of the channel.
pub fn actor_of(user: serenity::UserId, member: Option<&serenity::Member>) -> Actor {
    let moderator = member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_messages() || p.administrator());
    Actor::User {
        id: UserId(user.get()),
        moderator,
    }
}

/// Applies a command on the service's threads (it waits for the commit).
/// `guild` is the interaction's (None in a direct message): a guild of
/// another process's shards is refused (`Refusal::OtherShard`).
pub async fn apply(
    data: &Data,
    guild: Option<u64>,
    channel: u64,
    request_id: u64,
    actor: Actor,
    command: Command,
) -> Result<Reply, ApplyError> {
    let channel = ChannelId::discord(channel);
    data.svc
        .call(move |s| s.apply_in(guild, &channel, request_id, actor, command))
        .await
}

/// What a person is told when a command failed on our side (the store):
/// not their fault, nothing changed, and trying again may work. The
/// cause is logged, not shown.
pub fn failed(lang: Lang) -> String {
    tr!(lang, "error-failed")
}

/// Logs a failure of ours (the person is told [`failed`]).
pub fn log_failure(e: &crate::table::service::StoreError) {
    tracing::warn!(error = %e, "a command failed on our side");
}

/// The value chosen in a select.
fn selected(click: &serenity::ComponentInteraction) -> Option<String> {
    match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
        _ => None,
    }
}

fn selected_card(click: &serenity::ComponentInteraction) -> Option<Card> {
    selected(click)?.parse().ok()
}

fn refusal_text(lang: Lang, r: &Refusal) -> String {
    match r {
        Refusal::NoTable => no_game(lang),
        Refusal::NotAPlayer => not_seated(lang),
        other => crate::render::refusal(other, lang),
    }
}

/// What a click asks for, read from its id (and a select's value).
enum Asked {
    /// The clicker's hand view, as it is now (My hand, Refresh).
    Hand,
    /// The live message, as it is now (its Refresh).
    Table,
    /// The rules of the table's game, for the clicker.
    Rules,
    /// The confirmation of a knock or a gin.
    Confirm { turn: u32, card: Card, gin: bool },
    /// A lobby command, answered with `ok` (in the clicker's language)
    /// when it is accepted.
    Lobby(Command, fn(Lang) -> String),
    /// A move, answered with the hand view after it.
    Move { turn: u32, action: Action },
    /// A select sent without a value it offered: what to choose.
    Unchosen(fn(Lang) -> String),
    /// The coach's hint, answered privately to the clicker.
    Hint,
    /// The coach's review of the clicker's hand, privately.
    Review { game: u64, hand: u32 },
    /// Every player's accuracy over a finished game, privately.
    Summary { game: u64 },
    /// The watch view of the public table (Watch, its Refresh).
    Watch,
    /// The list for the next game, answered with the watch view.
    NextGame(Command, fn(Lang) -> String),
}

fn asked(id: ComponentId, click: &serenity::ComponentInteraction) -> Asked {
    use ComponentId as C;
    let act = |turn, action| Asked::Move { turn, action };
    match id {
        C::MyHand { .. } | C::Refresh { .. } => Asked::Hand,
        C::Hint { .. } => Asked::Hint,
        C::Review { game, hand, .. } => Asked::Review { game, hand },
        C::Summary { game, .. } => Asked::Summary { game },
        C::ShowTable { .. } => Asked::Table,
        C::Watch { .. } | C::WatchRefresh { .. } => Asked::Watch,
        C::JoinNext { .. } => {
            Asked::NextGame(Command::JoinNextGame, |l| tr!(l, "watch-joined-next"))
        }
        C::LeaveNext { .. } => {
            Asked::NextGame(Command::LeaveNextGame, |l| tr!(l, "watch-left-next"))
        }
        C::Rules { .. } => Asked::Rules,
        C::Abandon { .. } => Asked::Lobby(Command::Abandon, |l| tr!(l, "lobby-abandon-done")),
        C::Knock {
            confirmed: false,
            card,
            turn,
            ..
        } => Asked::Confirm {
            turn,
            card,
            gin: false,
        },
        C::Gin {
            confirmed: false,
            card,
            turn,
            ..
        } => Asked::Confirm {
            turn,
            card,
            gin: true,
        },
        C::KnockSelect { turn, .. } => match selected_card(click) {
            Some(card) => Asked::Confirm {
                turn,
                card,
                gin: false,
            },
            None => Asked::Unchosen(|l| tr!(l, "error-choose-knock-card")),
        },
        C::Join { .. } => Asked::Lobby(Command::Join, |l| tr!(l, "lobby-joined")),
        C::Leave { .. } => Asked::Lobby(Command::Leave, |l| tr!(l, "lobby-left")),
        C::Start { .. } => Asked::Lobby(Command::Start, |l| tr!(l, "lobby-started")),
        C::AddComputer { .. } => Asked::Lobby(
            Command::AddComputer {
                level: Level::Normal,
            },
            |l| crate::discord::commands::lobby::computer_added(l, Level::Normal),
        ),
        C::Rematch { .. } => Asked::Lobby(Command::Rematch, |l| tr!(l, "lobby-rematch")),
        C::DrawStock { turn, .. } => act(turn, Action::DrawStock),
        C::TakeDiscard { turn, .. } => act(turn, Action::TakeDiscard),
        C::Discard { turn, card, .. } => act(turn, Action::Discard { card }),
        C::DiscardSelect { turn, .. } => match selected_card(click) {
            Some(card) => act(turn, Action::Discard { card }),
            None => Asked::Unchosen(|l| tr!(l, "error-choose-discard")),
        },
        C::Knock {
            turn,
            card,
            confirmed: true,
            ..
        }
        | C::Gin {
            turn,
            card,
            confirmed: true,
            ..
        } => act(turn, Action::Knock { card }),
        C::NextHand { turn, .. } => act(turn, Action::NextHand),
        C::Move { turn, action, .. } => act(turn, action.action()),
        C::MeldSelect { turn, .. } => {
            match selected(click).and_then(|v| screens::parse_card_list(&v)) {
                Some(cards) => act(turn, Action::Meld { cards }),
                None => Asked::Unchosen(|l| tr!(l, "error-choose-meld")),
            }
        }
        C::LayOffSelect { turn, .. } => {
            let chosen = selected(click).and_then(|v| {
                let (cards, onto) = v.split_once('>')?;
                Some((
                    screens::parse_card_list(cards)?,
                    screens::parse_card_list(onto)?,
                ))
            });
            match chosen {
                Some((cards, onto)) => act(turn, Action::LayOff { cards, onto }),
                None => Asked::Unchosen(|l| tr!(l, "error-choose-lay-off")),
            }
        }
    }
}

/// Answers a click on an id we cannot use (foreign, of another version,
/// damaged), changing nothing.
async fn unusable(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    message: String,
) -> Result<(), Error> {
    tracing::info!(custom_id = %click.data.custom_id, user = %click.user.id, "click on a button we can't use");
    let r = Responder::new(
        ctx.http.clone(),
        click.clone(),
        Mode::NewMessage { ephemeral: true },
        DEFER_AFTER,
    );
    r.send_notice(message).await?;
    Ok(())
}

/// Why a click is refused before its table is asked: a button of another
/// channel's table, or a guild of another process's shards.
fn refused_at_the_door(
    data: &Data,
    click: &serenity::ComponentInteraction,
    table: u64,
) -> Option<String> {
    if table != click.channel_id.get() {
        return Some(other_channel(super::lang::person(&click.locale)));
    }
    // Discord sends a guild's clicks to the process of its shard; one that
    // reaches another process is refused there, changing nothing.
    let guild = click.guild_id.map(|g| g.get());
    let text = other_shard(data, guild, super::lang::person(&click.locale))?;
    tracing::warn!(
        ?guild,
        channel = table,
        "a click for a guild of another shard"
    );
    Some(text)
}

async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    // Not a table's button: `/gin forget-me`'s confirmation.
    if click.data.custom_id == super::commands::privacy::FORGET_ME_ID {
        return super::commands::privacy::confirmed(ctx, data, click).await;
    }
    // Another process runs this channel's table now: it answers, not us
    // (two answers race, and Discord shows the first).
    if data
        .svc
        .let_go_of(&ChannelId::discord(click.channel_id.get()))
    {
        tracing::debug!(channel = %click.channel_id, "a click left to the process that runs its table");
        return Ok(());
    }
    let lang = super::lang::person(&click.locale);
    let id = match answer_for(&click.data.custom_id, lang) {
        Ok(id) => id,
        Err(message) => return unusable(ctx, click, message).await,
    };
    // A live table's lobby buttons update the live message they sit on.
    let live = updates_live(&id) && is_live(data, id.table());
    let mode = if live || updates_in_place(&id) {
        Mode::UpdateMessage
    } else {
        Mode::NewMessage { ephemeral: true }
    };
    // The clock starts now: the answer is deferred if it takes too long.
    let responder = Responder::new(ctx.http.clone(), click.clone(), mode, DEFER_AFTER);
    let table = id.table();
    if let Some(text) = refused_at_the_door(data, click, table) {
        responder.send_notice(text).await?;
        return Ok(());
    }
    let user = click.user.id.get();
    // Table pictures name people as their interactions call them.
    data.pictures.learn_name(
        user,
        &super::pictures::display_name_of(&click.user, click.member.as_ref()),
    );
    // No refresh of this person's hand view while this click is answered.
    let _answering = data.board.answering(table, user);
    tracing::debug!(?id, user, "click");
    let (command, ok_text): (Command, fn(Lang) -> String) = match asked(id, click) {
        Asked::Hand => return show_hand(data, responder, click, table, user).await,
        Asked::Table => return answer_live(data, responder, click, table, None).await,
        Asked::Watch => return super::watch::show(data, responder, click, table).await,
        Asked::NextGame(command, ok) => {
            return super::watch::next_game(data, responder, click, table, command, ok).await
        }
        Asked::Rules => return show_rules(ctx, data, responder, click, table).await,
        Asked::Confirm { turn, card, gin } => {
            return confirm(data, responder, click, table, turn, card, gin).await
        }
        Asked::Unchosen(text) => return Ok(responder.send_notice(text(lang)).await?),
        Asked::Hint => return hint(data, responder, click, table).await,
        Asked::Review { game, hand } => {
            return super::review::review(data, responder, click, table, game, hand).await
        }
        Asked::Summary { game } => {
            return super::review::summary(data, responder, click, table, game).await
        }
        Asked::Lobby(command, ok) => (command, ok),
        Asked::Move { turn, action } => (Command::Act { turn, action }, |_| String::new()),
    };
    let guild = click.guild_id.map(|g| g.get());
    let actor = actor_of(click.user.id, click.member.as_ref());
    let result = apply(data, guild, table, click.id.get(), actor, command).await;
    match (result, mode) {
        (Ok(reply), Mode::UpdateMessage) if live => {
            answer_live(data, responder, click, table, Some(reply)).await
        }
        (Ok(reply), Mode::UpdateMessage) => answer_move(data, responder, click, reply).await,
        (Ok(reply), Mode::NewMessage { .. }) => {
            let sent = responder.send_notice(ok_text(lang)).await;
            data.board.reply(reply);
            Ok(sent?)
        }
        (Err(ApplyError::Refused(refusal @ Refusal::Stale { .. })), Mode::UpdateMessage) => {
            // A stale hand view: show the fresh one, with the reason (or
            // with the news that the move whose answer got lost was kept).
            stale_view(data, responder, click, table, user, &refusal).await
        }
        (Err(ApplyError::Refused(refusal)), _) => {
            tracing::debug!(user, "refused: {refusal}");
            Ok(responder.send_notice(refusal_text(lang, &refusal)).await?)
        }
        (Err(ApplyError::Failed(e)), _) => {
            log_failure(&e);
            Ok(responder.send_notice(failed(lang)).await?)
        }
    }
}

/// A hint (issue 41): the table marks the clicker's seat (the game is no
/// longer rated, the table message says so), then the coach searches the
/// clicker's view on a blocking thread, never on a table's thread, and
/// the answer goes to the clicker alone (the responder defers it if the
/// search outlasts Discord's first answer).
async fn hint(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let guild = click.guild_id.map(|g| g.get());
    let actor = actor_of(click.user.id, click.member.as_ref());
    let reply = match apply(data, guild, table, click.id.get(), actor, Command::Hint).await {
        Ok(reply) => reply,
        Err(ApplyError::Refused(refusal)) => {
            return Ok(responder.send_notice(refusal_text(lang, &refusal)).await?)
        }
        Err(ApplyError::Failed(e)) => {
            log_failure(&e);
            return Ok(responder.send_notice(failed(lang)).await?);
        }
    };
    let position = reply
        .snapshot()
        .and_then(|t| t.hint_position(UserId(click.user.id.get())));
    data.board.reply(reply);
    let Some(position) = position else {
        return Ok(responder.send_notice(tr!(lang, "hand-hint-none")).await?);
    };
    let kind = position.kind();
    let analysis = tokio::task::spawn_blocking(move || position.hint())
        .await
        .ok()
        .flatten();
    let text = crate::render::coach::hint_text(
        analysis.as_ref(),
        kind,
        &crate::render::coach::CardsIn(lang),
    );
    Ok(responder.send_notice(text).await?)
}

/// My hand and Refresh: the hand view as it is now (saying so if a kept
/// move's answer was lost).
async fn show_hand(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    user: u64,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let note = data.undelivered.take(table, user).then(|| move_kept(lang));
    match current_hand(data, lang, table, user, note.as_deref()).await {
        Ok(shown) => {
            let sent = responder.send_with(&shown.msg, shown.attach).await;
            if sent.is_ok() {
                watch(data, table, user, click, shown.seq);
            }
        }
        Err(none) => responder.send_notice(none.text(lang)).await?,
    }
    Ok(())
}

/// Answers an accepted move with the clicker's hand view after it, then
/// hands the reply to the channel (so a hand view is never refreshed
/// before this answer lands). The channel learns of the move even if the
/// answer fails, and the next look at the hand says the move was kept.
async fn answer_move(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    reply: Reply,
) -> Result<(), Error> {
    let table = click.channel_id.get();
    let user = click.user.id.get();
    let shown = reply
        .snapshot()
        .and_then(|t| Some((t.seq(), t.view(), t.seat_view(UserId(user))?)));
    let sent = match shown {
        Some((seq, view, state)) => {
            let drawn = drawn_by(&reply, state.seat);
            let lang = crate::discord::lang::person(&click.locale);
            let attach = hand_picture(data, table, &state, drawn, lang).await;
            let msg = screens::hand_view(lang, table, &view, &state, None, attach.has_picture());
            let sent = responder.send_with(&msg, attach).await;
            if sent.is_ok() {
                watch(data, table, user, click, seq);
            }
            sent
        }
        None => {
            let lang = super::lang::person(&click.locale);
            responder
                .send(&Msg::new(tr!(lang, "error-game-over"), Vec::new()))
                .await
        }
    };
    if sent.is_err() && !reply.duplicate {
        data.undelivered.mark(table, user);
    }
    data.board.reply(reply);
    Ok(sent?)
}

/// Answers a click on a live message (issue 39) with the update of that
/// message to the table as it is after `reply` (or as it is now), then
/// tells the board that this click's token edits the live message now and
/// hands it the reply. A closed table's message says so.
async fn answer_live(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    reply: Option<Reply>,
) -> Result<(), Error> {
    let key = ChannelId::discord(table);
    let (view, seq) = match &reply {
        Some(r) => (r.view(), r.seq),
        None => (
            data.svc.view(&key),
            data.svc.snapshot(&key).map_or(0, |t| t.seq()),
        ),
    };
    let msg = match &view {
        Some(v) => {
            let until = (data.svc.now_ms() + TOKEN_LIFE_MS) / 1000;
            screens::live_message(table, v, &data.board.story(table), Some(until))
        }
        None => screens::closed_table_message(super::lang::person(&click.locale)),
    };
    let sent = responder.send(&msg).await;
    if sent.is_ok() && view.is_some() {
        data.board.send(BoardMsg::Live {
            channel: table,
            token: click.token.clone(),
            seq,
            followups: 0,
        });
    }
    if let Some(r) = reply {
        data.board.reply(r);
    }
    Ok(sent?)
}

/// The rules of the table's game, for the clicker alone, in their
/// language (the answer, then follow-ups for the rest).
async fn show_rules(
    ctx: &serenity::Context,
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let Some(rules) = data
        .svc
        .snapshot(&ChannelId::discord(table))
        .map(|t| t.rules())
    else {
        responder.send_notice(no_game(lang)).await?;
        return Ok(());
    };
    let mut texts = crate::rules_text::rules_messages(lang, &rules).into_iter();
    responder
        .send_notice(texts.next().unwrap_or_default())
        .await?;
    for text in texts {
        let more = serenity::CreateInteractionResponseFollowup::new()
            .content(text)
            .ephemeral(true);
        click.create_followup(&ctx.http, more).await?;
    }
    Ok(())
}

/// The card `seat` drew from the stock in this reply (private to it).
fn drawn_by(reply: &Reply, seat: Seat) -> Option<Card> {
    reply.events.iter().find_map(|e| match e {
        TableEvent::Game {
            event: Event::Drew { seat: s, card },
        } if *s == seat => Some(*card),
        _ => None,
    })
}

/// A hand view ready to send.
pub struct HandShown {
    pub msg: Msg,
    /// The channel's command it shows.
    pub seq: u64,
    /// The hand picture (when the table shows pictures).
    pub attach: Attach,
}

/// The hand view of `user` from the table as it is now, with `notice` on
/// top; or why there is none.
pub async fn current_hand(
    data: &Data,
    lang: gin_text::Lang,
    table: u64,
    user: u64,
    notice: Option<&str>,
) -> Result<HandShown, NoHand> {
    let Some(t) = data.svc.snapshot(&ChannelId::discord(table)) else {
        return Err(NoHand::NoTable);
    };
    let user = UserId(user);
    let Some(state) = t.seat_view(user) else {
        return Err(if t.seat_of(user).is_some() {
            NoHand::NotStarted
        } else {
            NoHand::NotSeated
        });
    };
    let attach = hand_picture(data, table, &state, None, lang).await;
    let msg = screens::hand_view(lang, table, &t.view(), &state, notice, attach.has_picture());
    Ok(HandShown {
        msg,
        seq: t.seq(),
        attach,
    })
}

/// Answers a click for an earlier turn with the hand as it is now.
async fn stale_view(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    user: u64,
    refusal: &Refusal,
) -> Result<(), Error> {
    let lang = super::lang::person(&click.locale);
    let note = if data.undelivered.take(table, user) {
        move_kept(lang)
    } else {
        screens::warning(&refusal_text(lang, refusal))
    };
    match current_hand(data, lang, table, user, Some(&note)).await {
        Ok(shown) => {
            responder.send_with(&shown.msg, shown.attach).await?;
            watch(data, table, user, click, shown.seq);
        }
        Err(none) => responder.send_notice(none.text(lang)).await?,
    }
    Ok(())
}

/// Tells the board which message shows `user`'s hand (as of the channel's
/// command `seq`), to refresh it when their turn comes.
fn watch(data: &Data, channel: u64, user: u64, click: &serenity::ComponentInteraction, seq: u64) {
    data.board.send(BoardMsg::Watch {
        channel,
        user,
        token: click.token.clone(),
        seq,
        lang: crate::discord::lang::person(&click.locale),
    });
}

/// Shows the knock (or gin) confirmation, if the click is for this turn.
async fn confirm(
    data: &Data,
    responder: Responder,
    click: &serenity::ComponentInteraction,
    table: u64,
    turn: u32,
    card: Card,
    gin: bool,
) -> Result<(), Error> {
    let user = click.user.id.get();
    let lang = super::lang::person(&click.locale);
    let Some(state) = data.svc.seat_view(&ChannelId::discord(table), UserId(user)) else {
        responder.send_notice(not_seated(lang)).await?;
        return Ok(());
    };
    if state.turn != turn {
        let refusal = Refusal::Stale {
            sent: turn,
            now: state.turn,
        };
        return stale_view(data, responder, click, table, user, &refusal).await;
    }
    if !state.legal.contains(&Action::Knock { card }) {
        responder
            .send_notice(tr!(
                lang,
                "error-cannot-knock-with",
                card = card.to_string()
            ))
            .await?;
        return Ok(());
    }
    let Some(rules) = data
        .svc
        .snapshot(&ChannelId::discord(table))
        .map(|t| t.rules())
    else {
        responder.send_notice(no_game(lang)).await?;
        return Ok(());
    };
    let lang = crate::discord::lang::person(&click.locale);
    let msg = screens::confirm_view(lang, table, &rules, &state, card, gin);
    // The hand stays in sight while the knock is confirmed.
    let attach = hand_picture(data, table, &state, None, lang).await;
    responder.send_with(&msg, attach).await?;
    Ok(())
}

/// The hand picture of a seat's view (when its table shows pictures), in
/// its viewer's `lang`.
pub async fn hand_picture(
    data: &Data,
    table: u64,
    state: &crate::engine::SeatState,
    drawn: Option<Card>,
    lang: gin_text::Lang,
) -> Attach {
    data.pictures.hand_attach(table, state, drawn, lang).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use gin_text::{message_ids, variables, FluentArgs};

    /// Every lobby and error message, with each of its variables filled,
    /// reads in every language without a `{`, a message id or the English
    /// text showing through.
    #[test]
    fn lobby_and_error_messages_speak_every_language() {
        let ours: Vec<String> = message_ids(Lang::En)
            .into_iter()
            .filter(|(area, _)| *area == "lobby" || *area == "errors")
            .map(|(_, id)| id)
            .collect();
        assert!(ours.len() > 30, "{ours:?}");
        for id in &ours {
            let mut args = FluentArgs::new();
            for var in variables(Lang::En, id).unwrap() {
                match var.as_str() {
                    "problem" => args.set(var, "range"),
                    "min" | "max" | "sent" | "seats" | "computers" => args.set(var, 2),
                    _ => args.set(var, "⟨x⟩"),
                }
            }
            let english = gin_text::text(Lang::En, id, &args);
            for lang in Lang::ALL {
                let text = gin_text::text(lang, id, &args);
                assert!(
                    !text.contains('{') && !text.contains(id.as_str()),
                    "{lang} {id}: {text}"
                );
                assert!(!text.contains("command-"), "{lang} {id}: {text}");
                assert!(text.chars().count() < 2000, "{lang} {id}");
                if lang != Lang::En {
                    assert_ne!(text, english, "{lang} {id} reads as English");
                }
            }
        }
    }

    /// The English of the answers to unusable clicks and to our own
    /// failures says what players were always told.
    #[test]
    fn the_english_answers_read_as_before() {
        assert_eq!(
            no_game(Lang::En),
            "There is no game running for that button any more, so it does nothing now."
        );
        assert_eq!(
            failed(Lang::En),
            "Sorry, that could not be saved on our side, so nothing changed: please try again."
        );
        for e in [
            DecodeError::Foreign,
            DecodeError::OldVersion(0),
            DecodeError::NewerVersion(9),
            DecodeError::Malformed(String::new()),
        ] {
            assert_eq!(unusable_text(Lang::En, &e), e.user_message());
        }
        assert_eq!(
            NoHand::NotSeated.text(Lang::De),
            not_seated(Lang::De),
            "one text per refusal"
        );
        assert!(not_seated(Lang::Fr).contains("`/gin rejoindre`"));
    }
}
