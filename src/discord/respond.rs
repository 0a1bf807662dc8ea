//! Answering a click within Discord's 3 seconds, whatever the handler does.
//!
//! A [`Responder`] is made as soon as a click arrives. If the handler has
//! not answered after `defer_after` (2 s in the bot), it defers the
//! interaction on its own (an ephemeral "thinking" answer, or a silent
//! acknowledgement for an update of the clicked message); the handler's
//! [`Responder::send`] then edits the deferred answer instead. So a slow
//! commit or a busy table never makes Discord show "This interaction
//! failed".

use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Mutex;

/// How long a handler may take before the click is deferred.
pub const DEFER_AFTER: Duration = Duration::from_secs(2);

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
                match click.create_response(&*http, defer).await {
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
            state,
            timer,
        }
    }

    /// Sends the answer: the interaction response, or an edit of the
    /// deferred one.
    pub async fn send(
        self,
        content: impl Into<String>,
        components: Vec<serenity::CreateActionRow>,
    ) -> Result<(), serenity::Error> {
        let content = content.into();
        let mut st = self.state.lock().await;
        st.answered = true;
        self.timer.abort();
        if st.deferred {
            let edit = serenity::EditInteractionResponse::new()
                .content(content)
                .components(components);
            self.click.edit_response(&*self.http, edit).await?;
            return Ok(());
        }
        let msg = serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .components(components);
        let response = match self.mode {
            Mode::NewMessage { ephemeral } => {
                serenity::CreateInteractionResponse::Message(msg.ephemeral(ephemeral))
            }
            Mode::UpdateMessage => serenity::CreateInteractionResponse::UpdateMessage(msg),
        };
        self.click.create_response(&*self.http, response).await
    }

    /// Sends a separate ephemeral message (a refusal, say), whatever the
    /// mode: the interaction response if nothing was sent yet, else an edit
    /// of the deferred "thinking" answer or an ephemeral follow-up.
    pub async fn send_notice(self, content: impl Into<String>) -> Result<(), serenity::Error> {
        let content = content.into();
        let mut st = self.state.lock().await;
        st.answered = true;
        self.timer.abort();
        if st.deferred {
            match self.mode {
                Mode::NewMessage { .. } => {
                    let edit = serenity::EditInteractionResponse::new()
                        .content(content)
                        .components(Vec::new());
                    self.click.edit_response(&*self.http, edit).await?;
                }
                Mode::UpdateMessage => {
                    let f = serenity::CreateInteractionResponseFollowup::new()
                        .content(content)
                        .ephemeral(true);
                    self.click.create_followup(&*self.http, f).await?;
                }
            }
            return Ok(());
        }
        let msg = serenity::CreateInteractionResponseMessage::new()
            .content(content)
            .ephemeral(true);
        self.click
            .create_response(
                &*self.http,
                serenity::CreateInteractionResponse::Message(msg),
            )
            .await
    }
}
