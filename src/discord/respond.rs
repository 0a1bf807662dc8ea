//! Answering a click within Discord's 3 seconds, whatever the handler does.
//!
//! A [`Responder`] is made as soon as a click arrives. If the handler has
//! not answered after `defer_after` (2 s in the bot), it defers the
//! interaction on its own (an ephemeral "thinking" answer, or a silent
//! acknowledgement for an update of the clicked message); the handler's
//! [`Responder::send`] then edits the deferred answer instead. So a slow
//! commit or a busy table never makes Discord show "This interaction
//! failed". An answer that fails on the way (a 5xx, a 429, the network) is
//! tried again while the 3 s last ([`ANSWER_WINDOW`]); one that Discord
//! says was already given (an earlier try got through) counts as given.

use super::message::Msg;
use super::pictures::Attach;
use super::v2;
use super::wire;
use poise::serenity_prelude as serenity;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// How long a handler may take before the click is deferred.
pub const DEFER_AFTER: Duration = Duration::from_secs(2);
/// An interaction response is tried again until this long after the
/// click arrived (Discord takes it within 3 s).
pub const ANSWER_WINDOW: Duration = Duration::from_millis(2800);
/// Edits of a deferred answer and follow-ups may come later (the token
/// lasts 15 minutes); they are tried again for this long.
const EDIT_WINDOW: Duration = Duration::from_secs(10);
/// Discord's error code for a second response to one interaction.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// Whether Discord refused a response because the interaction was already
/// answered (by an earlier try whose answer got lost).
fn already_answered(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == ALREADY_ACKNOWLEDGED
    )
}

/// Sends with `f`, trying again on transient failures until `deadline`.
async fn deliver<F, Fut>(
    what: &str,
    id: serenity::InteractionId,
    deadline: Instant,
    mut f: F,
) -> Result<(), serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<(), serenity::Error>>,
{
    let mut attempt = 0u32;
    loop {
        match f().await {
            Ok(()) => return Ok(()),
            Err(e) if already_answered(&e) => {
                tracing::info!(interaction = %id, "{what}: an earlier try got through");
                return Ok(());
            }
            Err(e) if super::http::is_transient(&e) => {
                let wait = Duration::from_millis(40 << attempt.min(4));
                if Instant::now() + wait >= deadline {
                    tracing::warn!(interaction = %id, "{what} failed ({e}); no time left to try again");
                    return Err(e);
                }
                tracing::warn!(interaction = %id, "{what} failed ({e}); trying again");
                tokio::time::sleep(wait).await;
                attempt += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Who did not receive the answer to a move that was kept: the next look
/// at their hand (a click on it, Refresh, `/gin hand`) says so.
#[derive(Default)]
pub struct Undelivered(std::sync::Mutex<HashSet<(u64, u64)>>);

impl Undelivered {
    pub fn mark(&self, channel: u64, user: u64) {
        self.0.lock().expect("lock").insert((channel, user));
    }
    /// Whether `user`'s last answer in `channel` was lost (and forgets it).
    pub fn take(&self, channel: u64, user: u64) -> bool {
        self.0.lock().expect("lock").remove(&(channel, user))
    }
}

/// What the answer to a click will be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// A new message (ephemeral or not); deferred as "thinking" (type 5).
    NewMessage { ephemeral: bool },
    /// Replace the clicked message (an ephemeral hand view); deferred as a
    /// silent acknowledgement (type 6).
    UpdateMessage,
}

#[derive(Default)]
struct State {
    answered: bool,
    deferred: bool,
}

/// Answers one component interaction exactly once, deferring it in time.
pub struct Responder {
    http: Arc<serenity::Http>,
    click: serenity::ComponentInteraction,
    mode: Mode,
    /// When the click arrived.
    started: Instant,
    state: Arc<Mutex<State>>,
    timer: tokio::task::JoinHandle<()>,
}

impl Responder {
    /// Starts the clock for `click`.
    pub fn new(
        http: Arc<serenity::Http>,
        click: serenity::ComponentInteraction,
        mode: Mode,
        defer_after: Duration,
    ) -> Responder {
        let started = Instant::now();
        let state = Arc::new(Mutex::new(State::default()));
        let timer = {
            let http = http.clone();
            let click = click.clone();
            let state = state.clone();
            tokio::spawn(async move {
                tokio::time::sleep(defer_after).await;
                let mut st = state.lock().await;
                if st.answered {
                    return;
                }
                let defer = match mode {
                    Mode::NewMessage { ephemeral } => serenity::CreateInteractionResponse::Defer(
                        serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral),
                    ),
                    Mode::UpdateMessage => serenity::CreateInteractionResponse::Acknowledge,
                };
                let sent = deliver("deferring", click.id, started + ANSWER_WINDOW, || {
                    click.create_response(&*http, defer.clone())
                })
                .await;
                match sent {
                    Ok(()) => {
                        tracing::info!(interaction = %click.id, "deferred a slow answer");
                        st.deferred = true;
                    }
                    Err(e) => tracing::warn!(interaction = %click.id, "deferring failed: {e}"),
                }
            })
        };
        Responder {
            http,
            click,
            mode,
            started,
            state,
            timer,
        }
    }

    /// Sends the answer (a Components V2 message, `discord::v2`): the
    /// interaction response, or an edit of the deferred one.
    pub async fn send(self, msg: &Msg) -> Result<(), serenity::Error> {
        self.send_with(msg, Attach::Unchanged).await
    }

    /// [`Responder::send`] with a picture (or the removal of the one the
    /// message had). An update of a clicked message sent before the
    /// upgrade to V2 (which cannot take the flag in place) is a new
    /// message instead, ephemeral if the clicked one was.
    pub async fn send_with(self, msg: &Msg, attach: Attach) -> Result<(), serenity::Error> {
        let mut st = self.state.lock().await;
        st.answered = true;
        self.timer.abort();
        let id = self.click.id;
        let files = v2::Files::from(&attach);
        let old_message =
            self.mode == Mode::UpdateMessage && !v2::clicked_is_v2(&self.click.message);
        let clicked_flags = if self
            .click
            .message
            .flags
            .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
        {
            v2::EPHEMERAL
        } else {
            0
        };
        if st.deferred {
            let deadline = Instant::now() + EDIT_WINDOW;
            if old_message {
                let body = v2::body(msg, files, clicked_flags);
                return deliver("following up", id, deadline, || async {
                    wire::create_followup(&self.http, &self.click.token, &body, attach.file())
                        .await
                        .map(|_| ())
                })
                .await;
            }
            let edit = v2::body(msg, files, 0);
            return deliver("editing the deferred answer", id, deadline, || async {
                wire::edit_response(&self.http, &self.click.token, &edit, attach.file())
                    .await
                    .map(|_| ())
            })
            .await;
        }
        let response = match self.mode {
            Mode::NewMessage { ephemeral } => {
                let flags = if ephemeral { v2::EPHEMERAL } else { 0 };
                v2::callback(4, msg, files, flags)
            }
            Mode::UpdateMessage if old_message => v2::callback(4, msg, files, clicked_flags),
            Mode::UpdateMessage => v2::callback(7, msg, files, 0),
        };
        deliver("answering", id, self.started + ANSWER_WINDOW, || {
            wire::create_response(&self.http, id, &self.click.token, &response, attach.file())
        })
        .await
    }

    /// Sends a separate ephemeral message (a refusal, say), whatever the
    /// mode: the interaction response if nothing was sent yet, else an edit
    /// of the deferred "thinking" answer or an ephemeral follow-up.
    pub async fn send_notice(self, content: impl Into<String>) -> Result<(), serenity::Error> {
        let content = content.into();
        let mut st = self.state.lock().await;
        st.answered = true;
        self.timer.abort();
        let id = self.click.id;
        if st.deferred {
            let deadline = Instant::now() + EDIT_WINDOW;
            match self.mode {
                Mode::NewMessage { .. } => {
                    let edit = serenity::EditInteractionResponse::new()
                        .content(content)
                        .components(Vec::new());
                    deliver("editing the deferred answer", id, deadline, || async {
                        self.click
                            .edit_response(&*self.http, edit.clone())
                            .await
                            .map(|_| ())
                    })
                    .await?;
                }
                Mode::UpdateMessage => {
                    let f = serenity::CreateInteractionResponseFollowup::new()
                        .content(content)
                        .ephemeral(true);
                    deliver("following up", id, deadline, || async {
                        self.click
                            .create_followup(&*self.http, f.clone())
                            .await
                            .map(|_| ())
                    })
                    .await?;
                }
            }
            return Ok(());
        }
        let msg = serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .ephemeral(true);
        let response = serenity::CreateInteractionResponse::Message(msg);
        deliver("answering", id, self.started + ANSWER_WINDOW, || {
            self.click.create_response(&*self.http, response.clone())
        })
        .await
    }
}
