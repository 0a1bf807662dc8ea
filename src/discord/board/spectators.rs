//! Watch views (issue 42): anyone who pressed Watch on the table message
//! sees the public table in an ephemeral message, which the board edits
//! through that click's interaction token whenever the table has moved
//! on (a flush after the channel was posted up to the table's latest
//! command), while the token lives; then the view says to press Refresh.
//! The views are rendered from the public `TableView` alone
//! (`screens::watch_view`), never from a seat's view, so a watcher sees
//! no hidden card, seated or not. Their tokens are stored as hand views
//! are (`hand_views_v1`, under the watcher's id with
//! [`WATCH_VIEW_BIT`]), so a restart goes on refreshing them. A token is a
//! secret: it is never logged.

use super::pacing::retry_few;
use super::watchers::TOKEN_LIFE_MS;
use super::Chan;
use crate::discord::http::http_status;
use crate::discord::screens;
use crate::discord::wire;
use crate::table::queries::{HandView, WATCH_VIEW_BIT};
use crate::table::{Snapshot, UserId};

/// One watch view: the token that edits it and what it shows.
pub(super) struct Spectator {
    token: String,
    /// When the token stops working (the service's clock).
    expires_ms: u64,
    /// The channel's command the view shows.
    seq: u64,
    /// The watcher's language.
    lang: gin_text::Lang,
}

/// The store's key of `user`'s watch view.
fn stored_as(user: u64) -> UserId {
    UserId(user | WATCH_VIEW_BIT)
}

/// The watcher of a stored view's key, when it is a watch view's.
pub(super) fn watcher_of(stored: u64) -> Option<u64> {
    (stored & WATCH_VIEW_BIT != 0).then_some(stored & !WATCH_VIEW_BIT)
}

impl Chan {
    /// `user` was shown the watch view as of command `seq` through `token`
    /// (just now, or before a restart when `expires_ms` is given).
    pub(super) fn watch_table(
        &mut self,
        user: u64,
        token: String,
        seq: u64,
        expires_ms: Option<u64>,
        lang: gin_text::Lang,
    ) {
        let restored = expires_ms.is_some();
        if restored && self.spectators.contains_key(&user) {
            // A click since the start brought a newer token.
            return;
        }
        let expires_ms = expires_ms.unwrap_or_else(|| self.sh.svc.now_ms() + TOKEN_LIFE_MS);
        self.spectators.insert(
            user,
            Spectator {
                token,
                expires_ms,
                seq,
                lang,
            },
        );
        if restored {
            self.refresh_due = true;
        } else {
            self.unsaved_spectators.push(user);
        }
    }

    /// Stores the watch views shown since the last call.
    pub(super) async fn save_spectators(&mut self) {
        for user in std::mem::take(&mut self.unsaved_spectators) {
            let Some(w) = self.spectators.get(&user) else {
                continue;
            };
            let view = HandView {
                token: w.token.clone(),
                expires_ms: w.expires_ms,
                seq: w.seq,
                lang: w.lang,
            };
            self.keep_view(user, stored_as(user), Some(view)).await;
        }
    }

    /// Stops refreshing `user`'s watch view, here and in the store.
    async fn forget_spectator(&mut self, user: u64) {
        self.spectators.remove(&user);
        self.keep_view(user, stored_as(user), None).await;
    }

    /// Refreshes every watch view that shows an older command than the
    /// table's latest, once everything known was posted. A watcher whose
    /// click is being answered waits for the next flush. A closed table's
    /// views say so, once.
    pub(super) async fn refresh_watch_views(&mut self, table: Option<&Snapshot>) {
        if self.spectators.is_empty() || self.posted != self.known {
            return;
        }
        let now = self.sh.svc.now_ms();
        let users: Vec<u64> = self.spectators.keys().copied().collect();
        for user in users {
            let Some(w) = self.spectators.get(&user) else {
                continue;
            };
            if w.expires_ms <= now {
                self.forget_spectator(user).await;
                continue;
            }
            if table.is_some_and(|t| w.seq >= t.seq()) {
                continue;
            }
            if self.sh.busy.is_busy(self.ch, user) {
                self.refresh_due = true;
                continue;
            }
            self.refresh_spectator(table, user).await;
        }
    }

    /// Edits `user`'s watch view to the table as it is (or to its close).
    async fn refresh_spectator(&mut self, table: Option<&Snapshot>, user: u64) {
        let Some(w) = self.spectators.get(&user) else {
            return;
        };
        let (token, lang) = (w.token.clone(), w.lang);
        let msg = match table {
            Some(t) => screens::watch_view(
                lang,
                self.ch,
                &t.view(),
                UserId(user),
                Some(w.expires_ms / 1000),
            ),
            None => screens::closed_table_message(lang),
        };
        // A Components V2 message (`discord::v2`), as its answer was.
        let edit = crate::discord::v2::body(&msg, crate::discord::v2::Files::Keep, 0);
        let http = self.sh.http.clone();
        let done = retry_few("refreshing a watch view", || {
            wire::edit_response(&http, &token, &edit, None)
        })
        .await;
        match (done, table) {
            (Ok(_), Some(t)) => {
                if let Some(w) = self.spectators.get_mut(&user) {
                    w.seq = t.seq();
                }
            }
            // The table is gone: nothing more to follow.
            (Ok(_), None) => self.forget_spectator(user).await,
            (Err(e), _) if matches!(http_status(&e), Some(400 | 401 | 403 | 404)) => {
                // The token expired or the message is gone.
                self.forget_spectator(user).await;
            }
            // Tried again at the next flush (the view is still behind).
            (Err(_), _) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watch_views_key_names_its_watcher_and_no_hand_view() {
        let user = 123_456_789_012_345_678;
        assert_eq!(watcher_of(stored_as(user).get()), Some(user));
        assert_eq!(watcher_of(user), None);
        assert_ne!(stored_as(user).get(), user);
    }
}
