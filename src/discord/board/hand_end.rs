//! The table picture on the post that ends a hand: from the public view
//! the reply carried, or rebuilt from the hand's public events read back
//! from the store.

use super::{with_service, Chan, READ_BATCH};
use crate::discord::pictures;
use crate::engine::Event as GameEvent;
use crate::table::service::Service;
use crate::table::{ChannelId, TableEvent};
use poise::serenity_prelude as serenity;

impl Chan {
    /// The table picture of the post of command `last`, when it ends a
    /// hand (every game): drawn from the public view after it, or (a
    /// command read from the store) from the hand's public events.
    pub(super) async fn hand_end_attachment(
        &self,
        last: u64,
    ) -> Option<serenity::CreateAttachment> {
        let e = self.entries.get(&last)?;
        if !pictures::ends_with_picture(&e.events) {
            return None;
        }
        // The hand's title and notes in the table's language.
        let seats = self.sh.pictures.seating(&self.seats).with_lang(self.lang);
        match &e.public {
            Some(public) => {
                let picture = pictures::hand_end_picture(&e.events, public, &seats)?;
                self.sh.pictures.table_of(self.ch, picture).await
            }
            None => self.rebuilt_table_picture(last, seats).await,
        }
    }

    /// The table picture of the hand that command `last` ended, drawn from
    /// the hand's public events read back from the store: the public view
    /// of that moment is gone (the post is rebuilt after a restart, or its
    /// reply came too late). None if the table shows no pictures, or the
    /// hand cannot be read whole (then the words go alone). A
    /// partnership's sides come from the game's view now (they are drawn
    /// once a game, V8.1).
    pub(super) async fn rebuilt_table_picture(
        &self,
        last: u64,
        seats: gin_pictures::Seating,
    ) -> Option<serenity::CreateAttachment> {
        if !self.sh.pictures.on(self.ch) {
            return None;
        }
        let key = self.key.clone();
        let read = move |s: &Service| {
            let sides = s
                .view(&key)
                .and_then(|v| v.game)
                .map(|g| gin_pictures::Seating::sides_of(&g))
                .unwrap_or_default();
            Ok(hand_events(s, &key, last)?.map(|events| (events, sides)))
        };
        let (events, sides) = match with_service(&self.sh.svc, read).await {
            Ok(Some(read)) => read,
            Ok(None) => {
                tracing::warn!(
                    channel = self.ch,
                    last,
                    "the hand's events cannot be read whole: its end is posted without the picture"
                );
                return None;
            }
            Err(e) => {
                tracing::warn!(
                    channel = self.ch,
                    "reading the hand's events failed ({e}): its end is posted without the picture"
                );
                return None;
            }
        };
        let picture = pictures::rebuilt_hand_end_picture(&events, &seats.with_sides(sides))?;
        self.sh.pictures.table_of(self.ch, picture).await
    }
}

/// The public game events of the hand that command `last` of `channel`
/// ended, from the command that dealt it up to `last`, read back from the
/// store a batch at a time. Private events (a card drawn) are left out.
/// None if the deal is not found or a command of the hand cannot be read.
pub(super) fn hand_events(
    svc: &Service,
    channel: &ChannelId,
    last: u64,
) -> Result<Option<Vec<GameEvent>>, crate::table::service::StoreError> {
    // Newest first.
    let mut commands: Vec<Vec<GameEvent>> = Vec::new();
    let mut upto = last;
    while upto > 0 {
        let after = upto.saturating_sub(READ_BATCH as u64);
        let read = svc.channel_events(channel, after, (upto - after) as usize)?;
        for (n, logged) in read.into_iter().rev() {
            if n > upto {
                continue;
            }
            let Ok(events) = logged else {
                return Ok(None);
            };
            let game: Vec<GameEvent> = events
                .into_iter()
                .filter_map(|e| match e {
                    TableEvent::Game { event } if event.is_public() => Some(event),
                    _ => None,
                })
                .collect();
            let dealt = game.iter().any(GameEvent::deals_hand);
            commands.push(game);
            if dealt {
                commands.reverse();
                return Ok(Some(commands.concat()));
            }
        }
        upto = after;
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Actor, Command, StageKind};
    use std::sync::Arc;

    /// A hand's end read back from the store (after a restart, or a reply
    /// too late) is drawn as the live reply's public view draws it, hand
    /// after hand of games of computer seats, in every game.
    #[test]
    fn a_hand_end_from_the_store_is_drawn_as_the_live_one() {
        use crate::table::clock::FakeClock;
        use crate::table::Settings;
        let games = [
            crate::engine::Rules::Jersey(crate::engine::jersey::Options {
                target: 150,
                ..Default::default()
            }),
            crate::engine::Rules::from_names("gin", &["partnership"]).unwrap(),
            crate::engine::Rules::from_names("colonel", &[]).unwrap(),
        ];
        for rules in games {
            let clock = FakeClock::new(1_000_000);
            let svc = Service::in_memory(Arc::new(clock.clone())).unwrap();
            let settings = Settings {
                rules,
                pace_ms: 0,
                seed: Some(11),
                ..Settings::default()
            };
            let c = ChannelId::new("c");
            svc.apply(&c, 1, Actor::user(1), Command::Open { settings })
                .unwrap();
            for _ in 1..rules.seats() {
                let add = Command::AddComputer {
                    level: crate::ai::Level::Easy,
                };
                svc.apply(&c, 0, Actor::user(1), add).unwrap();
            }
            svc.apply(&c, 2, Actor::user(1), Command::Start).unwrap();
            let names = pictures::picture_seating(&svc.snapshot(&c).unwrap().players(), |_| None);
            let mut ends = 0;
            while ends < 4 && svc.table(&c).unwrap().stage() == StageKind::Playing {
                clock.set(svc.next_deadline().unwrap());
                for r in svc.run_due() {
                    if !pictures::ends_with_picture(&r.events) {
                        continue;
                    }
                    let public = r.view().and_then(|v| v.game).expect("a game's view");
                    let live = pictures::hand_end_picture(&r.events, &public, &names);
                    let events = hand_events(&svc, &c, r.seq)
                        .unwrap()
                        .expect("the hand's events");
                    assert!(events.iter().all(GameEvent::is_public));
                    let sides = gin_pictures::Seating::sides_of(&public);
                    let rebuilt = pictures::rebuilt_hand_end_picture(
                        &events,
                        &names.clone().with_sides(sides),
                    );
                    assert!(live.is_some(), "{rules:?}: hand end {}", r.seq);
                    assert_eq!(rebuilt, live, "{rules:?}: hand end {}", r.seq);
                    ends += 1;
                }
            }
            assert_eq!(ends, 4, "{rules:?}");
        }
    }
}
