//! Hand-view watchers: who was shown their hand, and through which
//! interaction token, so that the view is refreshed whenever what it shows
//! of the table's moment changes (their turn begins or ends, the other
//! player's turn at their table begins, the hand or the game ends, the
//! next hand is dealt). The tokens are kept in the store with their expiry,
//! so that a restart refreshes the views opened before it. A token is a
//! secret: it is never logged.

use super::mentions::{seat_turns, table_of, SeatTurn};
use super::pacing::retry_few;
use super::{with_service, Chan};
use crate::discord::http::http_status;
use crate::discord::screens;
use crate::discord::wire;
use crate::engine::PublicState;
use crate::table::queries::HandView;
use crate::table::{Snapshot, StageKind, UserId};

/// An interaction token may be used to edit its message for 15 minutes
/// (a minute is kept in hand).
pub const TOKEN_LIFE_MS: u64 = 14 * 60 * 1000;

pub(super) struct Watched {
    pub(super) token: String,
    /// When the token stops working (the service's clock).
    pub(super) expires_ms: u64,
    /// The channel's command the view shows.
    pub(super) seq: u64,
    /// The moment the view shows, when known.
    pub(super) shown: Option<Moment>,
    /// The viewer's language: a refreshed view speaks it.
    pub(super) lang: gin_text::Lang,
}

/// What a hand view shows of where the table is: the stage, the game and
/// its hand, whether the hand is over, and the turns at the viewer's
/// table (all of them for a seat sitting the hand out). A view of another
/// moment is out of date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Moment {
    stage: StageKind,
    game: u64,
    hand: u32,
    between_hands: bool,
    turns: Vec<SeatTurn>,
}

fn hand_no(state: &PublicState) -> u32 {
    match state {
        PublicState::Jersey(g) => g.hand_no,
        PublicState::Gin(g) => g.hand_no,
        PublicState::Colonel(c) => c.hand_no,
    }
}

/// The moment `user`'s view would show now (None: not seated).
pub(super) fn moment_of(t: &Snapshot, state: Option<&PublicState>, user: UserId) -> Option<Moment> {
    let seat = t.seat_of(user)?;
    let (hand, turns) = match state {
        Some(s) => {
            let mine = table_of(s, seat);
            let turns = seat_turns(s)
                .into_iter()
                .map(|(turn, _)| turn)
                .filter(|turn| mine.is_none_or(|m| turn.table == m))
                .collect();
            (hand_no(s), turns)
        }
        None => (0, Vec::new()),
    };
    Some(Moment {
        stage: t.stage(),
        game: t.game_id(),
        hand,
        between_hands: t.between_hands(),
        turns,
    })
}

impl Chan {
    /// `user` was shown their hand as of command `seq` through `token`
    /// (just now, or before a restart when `expires_ms` is given): their
    /// view is watched. A view just shown is stored, to outlive a restart.
    pub(super) fn watch_view(
        &mut self,
        user: u64,
        token: String,
        seq: u64,
        expires_ms: Option<u64>,
        lang: gin_text::Lang,
    ) {
        let restored = expires_ms.is_some();
        let expires_ms = expires_ms.unwrap_or_else(|| self.sh.svc.now_ms() + TOKEN_LIFE_MS);
        if restored && self.watch.contains_key(&user) {
            // A click since the start brought a newer token.
            return;
        }
        // The moment shown is known when nothing happened since.
        let shown = self
            .sh
            .svc
            .snapshot(&self.key)
            .filter(|t| t.seq() == seq)
            .and_then(|t| moment_of(&t, t.view().game.as_ref(), UserId(user)));
        self.watch.insert(
            user,
            Watched {
                token,
                expires_ms,
                seq,
                shown,
                lang,
            },
        );
        if restored {
            self.refresh_due = true;
        } else {
            self.unsaved.push(user);
        }
    }

    /// Stores the views shown since the last call.
    pub(super) async fn save_watches(&mut self) {
        for user in std::mem::take(&mut self.unsaved) {
            let Some(w) = self.watch.get(&user) else {
                continue;
            };
            let view = HandView {
                token: w.token.clone(),
                expires_ms: w.expires_ms,
                seq: w.seq,
                lang: w.lang,
            };
            self.keep_view(user, UserId(user), Some(view)).await;
        }
    }

    /// Stores the view `user` was shown under `stored` (their id for a
    /// hand view, a watcher's key for a watch view), or with None forgets
    /// it. A failure is logged: the view is then only not refreshed after
    /// a restart.
    pub(super) async fn keep_view(&self, user: u64, stored: UserId, view: Option<HandView>) {
        let key = self.key.clone();
        let storing = view.is_some();
        let done = with_service(&self.sh.svc, move |s| s.set_hand_view(&key, stored, view)).await;
        if let Err(e) = done {
            let what = if storing { "storing" } else { "forgetting" };
            tracing::warn!(channel = self.ch, user, "{what} a kept view failed: {e}");
        }
    }

    /// Stops watching `user`'s view (its token expired or its message is
    /// gone), here and in the store.
    async fn forget_watch(&mut self, user: u64) {
        self.watch.remove(&user);
        self.keep_view(user, UserId(user), None).await;
    }

    /// Refreshes every watched hand view that shows another moment than
    /// now, once every command known was posted (a command whose reply has
    /// not come is one whose click is still being answered). A view whose
    /// owner has a click being answered waits for the next flush (the
    /// click's answer would land after the refresh and show an older
    /// state).
    pub(super) async fn refresh_hand_views(&mut self, table: Option<&Snapshot>) {
        self.refresh_due = false;
        let Some(t) = table else { return };
        if self.posted != self.known {
            // The next flush comes when the rest is posted.
            return;
        }
        let state = t.view().game;
        let now = self.sh.svc.now_ms();
        let users: Vec<u64> = self.watch.keys().copied().collect();
        for user in users {
            let Some(w) = self.watch.get(&user) else {
                continue;
            };
            if w.expires_ms <= now {
                self.forget_watch(user).await;
                continue;
            }
            let Some(moment) = moment_of(t, state.as_ref(), UserId(user)) else {
                continue;
            };
            if w.seq >= t.seq() || w.shown.as_ref() == Some(&moment) {
                continue;
            }
            if self.sh.busy.is_busy(self.ch, user) {
                self.refresh_due = true;
                continue;
            }
            self.refresh_one(t, user, moment).await;
        }
    }

    /// Edits `user`'s hand view to the table as it is (`moment`).
    async fn refresh_one(&mut self, t: &Snapshot, user: u64, moment: Moment) {
        let Some(state) = t.seat_view(UserId(user)) else {
            return;
        };
        let Some((token, lang)) = self.watch.get(&user).map(|w| (w.token.clone(), w.lang)) else {
            return;
        };
        let attach = self
            .sh
            .pictures
            .hand_attach(self.ch, &state, None, lang)
            .await;
        let msg = screens::hand_view(lang, self.ch, &t.view(), &state, None, attach.has_picture());
        // A Components V2 message (`discord::v2`), its picture in it.
        let edit = crate::discord::v2::body(&msg, crate::discord::v2::Files::from(&attach), 0);
        let http = self.sh.http.clone();
        let done = retry_few("refreshing a hand view", || {
            wire::edit_response(&http, &token, &edit, attach.file())
        })
        .await;
        match done {
            Ok(_) => {
                if let Some(w) = self.watch.get_mut(&user) {
                    w.seq = t.seq();
                    w.shown = Some(moment);
                }
            }
            Err(e) if matches!(http_status(&e), Some(400 | 401 | 403 | 404)) => {
                // The token expired or the message is gone (400: a view
                // from before the upgrade to V2, which cannot become one).
                self.forget_watch(user).await;
            }
            // Tried again at the next flush (the view is still behind).
            Err(_) => {}
        }
    }
}
