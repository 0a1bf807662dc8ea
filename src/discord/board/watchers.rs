//! Hand-view watchers: who was shown their hand, and through which
//! interaction token, so that the view is refreshed when their turn comes.

use super::mentions::turn_of;
use super::pacing::retry_few;
use super::Chan;
use crate::discord::http::http_status;
use crate::discord::screens;
use crate::discord::wire;
use crate::table::{Snapshot, UserId};
use poise::serenity_prelude as serenity;
use std::time::{Duration, Instant};

/// An interaction token may be used to edit its message for 15 minutes.
pub(super) const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

pub(super) struct Watched {
    pub(super) token: String,
    pub(super) at: Instant,
    /// The channel's command the view shows.
    pub(super) seq: u64,
}

impl Chan {
    /// Refreshes the hand view of whoever is to play, if it shows an
    /// earlier state, once every command known was posted (a command whose
    /// reply has not come is one whose click is still being answered) and
    /// while no click of theirs is being answered.
    pub(super) async fn refresh_hand_view(&mut self, table: Option<&Snapshot>) {
        let Some(t) = table else { return };
        if self.posted != self.known {
            return;
        }
        let Some((_, user)) = turn_of(t) else { return };
        let user = user.get();
        if self.sh.busy.is_busy(self.ch, user) {
            return;
        }
        let Some(w) = self.watch.get(&user) else {
            return;
        };
        if w.seq >= t.seq() {
            return;
        }
        if w.at.elapsed() > TOKEN_LIFE {
            self.watch.remove(&user);
            return;
        }
        let Some(state) = t.seat_view(UserId(user)) else {
            return;
        };
        let attach = self.sh.pictures.hand_attach(self.ch, &state, None).await;
        let msg = screens::hand_view(self.ch, &t.view(), &state, None, attach.has_picture());
        let edit = attach.to_edit(
            serenity::EditInteractionResponse::new()
                .content(msg.content.clone())
                .components(msg.components()),
        );
        let token = w.token.clone();
        let http = self.sh.http.clone();
        let done = retry_few("refreshing a hand view", || {
            wire::edit_response(&http, &token, &edit, attach.file())
        })
        .await;
        match done {
            Ok(_) => {
                if let Some(w) = self.watch.get_mut(&user) {
                    w.seq = t.seq();
                }
            }
            Err(e) if matches!(http_status(&e), Some(401 | 403 | 404)) => {
                // The token expired or the message is gone.
                self.watch.remove(&user);
            }
            Err(_) => {}
        }
    }
}
