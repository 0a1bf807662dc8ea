//! The table message: edited to the table as it is after each flush,
//! posted anew when it is gone or asked for, its id stored per channel.

use super::pacing::retry_few;
use super::posting::post_nonce;
use super::{with_service, Chan};
use crate::discord::http::http_status;
use crate::discord::{screens, v2, wire};
use crate::table::Snapshot;
use poise::serenity_prelude as serenity;
use std::time::Instant;

impl Chan {
    /// Stores (or with None forgets) the table message id.
    pub(super) async fn save_table_msg(&self, id: Option<serenity::MessageId>) {
        let key = self.key.clone();
        if let Err(e) = with_service(&self.sh.svc, move |s| {
            s.set_table_message(&key, id.map(|m| m.get()))
        })
        .await
        {
            tracing::warn!(
                channel = self.ch,
                "storing the table message id failed: {e}"
            );
        }
    }

    /// Edits the table message to the table as it is (or posts it).
    pub(super) async fn update_table_message(&mut self, table: Option<&Snapshot>, stopping: bool) {
        if self.delivery.by_interactions() {
            // Never the bot's token: the live message, through interactions.
            return self.update_live_message(table).await;
        }
        if !self.dirty {
            return;
        }
        // An edit waits for its slot among the whole bot's (`pacing`);
        // meanwhile the story gathers, and the edit shows it as it is then.
        if self.table_msg.is_some() && !self.repost && !stopping {
            let slot = *self
                .edit_at
                .get_or_insert_with(|| self.sh.edit_pacer.reserve());
            if slot > Instant::now() {
                return;
            }
        }
        self.edit_at = None;
        self.dirty = false;
        let channel = serenity::ChannelId::new(self.ch);
        let view = table.map(|t| t.view());
        // The live message (issue 39): the story's latest lines above the
        // table, as on a table reached only through interactions.
        // Only as many of the lines waiting as the message shows at once
        // (`live::Stories`): the others come with the next edit.
        let room = match &view {
            Some(v) => screens::live_story_room(self.ch, v, None),
            None => screens::closed_story_room(self.lang),
        };
        let story = self.sh.stories.to_show(self.ch, room);
        let msg = match &view {
            Some(v) => screens::live_message(self.ch, v, &story.lines, None),
            // Closed: the story's last lines above the closing words.
            None => screens::closed_live_message(self.lang, &story.lines),
        };
        let repost = std::mem::take(&mut self.repost);
        // A Components V2 message (`discord::v2`), its text in no way
        // pinging.
        let body = v2::body(&msg, v2::Files::Keep, 0);
        match (self.table_msg, repost) {
            (Some(id), false) => {
                let http = self.sh.http.clone();
                match retry_few("editing the table message", || {
                    wire::edit_message(&http, channel, id, &body, None)
                })
                .await
                {
                    Ok(_) => self.story_shown(Some(story.upto), story.more),
                    Err(e) if http_status(&e) == Some(404) => {
                        // Deleted: post a new one next time.
                        self.table_msg = None;
                        self.dirty = view.is_some();
                    }
                    Err(e) if http_status(&e) == Some(400) => {
                        // Posted before the upgrade to V2: Discord does
                        // not turn a message with text into a V2 one.
                        // Post a new one next time (its buttons still
                        // work, but it is no longer kept up to date).
                        tracing::info!(
                            channel = self.ch,
                            "the table message predates Components V2 ({e}): posting a new one"
                        );
                        self.table_msg = None;
                        self.dirty = view.is_some();
                    }
                    Err(e) if http_status(&e) == Some(403) => {
                        tracing::warn!(
                            channel = self.ch,
                            "editing the table message failed ({e}): the channel is gone"
                        );
                        self.channel_gone().await;
                        return;
                    }
                    Err(_) => self.dirty = true,
                }
            }
            _ if view.is_some() && (self.room() == 0 || stopping) => {
                // No room for a post now: next time.
                self.dirty = !stopping;
                self.repost = repost;
            }
            _ if view.is_some() => {
                self.table_posts += 1;
                let nonce = post_nonce(self.ch, self.sh.run_salt ^ self.table_posts, usize::MAX);
                let mut post = body.clone();
                post["nonce"] = serde_json::json!(nonce);
                post["enforce_nonce"] = serde_json::json!(true);
                // One try: a failed one is tried again at the next flush,
                // after the post window is checked again.
                let result = wire::send_message(&self.sh.http, channel, &post, None).await;
                self.posts.push_back(Instant::now());
                match result {
                    Ok(m) => {
                        self.story_shown(Some(story.upto), story.more);
                        self.table_msg = Some(m.id);
                        self.last_post = Some(m.id.get());
                        self.save_table_msg(self.table_msg).await;
                    }
                    Err(e) if matches!(http_status(&e), Some(403 | 404)) => {
                        self.channel_gone().await;
                        return;
                    }
                    Err(e) => {
                        tracing::warn!(
                            channel = self.ch,
                            "posting the table message failed ({e}); trying again later"
                        );
                        self.dirty = true;
                        self.repost = repost;
                    }
                }
            }
            _ => {}
        }
        // A closed table's message is let go once its story is all shown
        // (until then the next flush edits it again), or when there is no
        // message left to show it in; its story is forgotten.
        if view.is_none() && !self.dirty {
            self.story_shown(None, false);
            self.sh.stories.forget(self.ch);
            if self.table_msg.take().is_some() {
                self.save_table_msg(None).await;
            }
        }
    }
}
