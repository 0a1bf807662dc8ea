//! The service's reads and bookkeeping writes for front ends: records
//! (leaderboard, stats, history, a game), a channel's log and how far it
//! was posted, the Discord table message, the writer's figures. Front ends
//! call these instead of reaching into the store. They block (redb reads,
//! durable writes): async front ends call them through
//! [`Service::call`], on the service's threads.

use super::service::Service;
use super::{ChannelId, Player, TableEvent, UserId};
use crate::engine::{GameKind, Rules, Standings};
use crate::store::prune::{LogMark, PruneReport};
use crate::store::types::StoredStatsV1;
use crate::store::types::{StoredCommandV1, StoredGameV1, StoredHandViewV1, StoredOutboxV1};
use crate::store::{StoreError, WriterStats};

/// The most commands one prune transaction deletes (the bot's and the
/// bench's): small enough that a command waiting behind it is not kept
/// long (`bench store --tables 1000 --games 2000 --prune-every-ms 5000`:
/// p99 8.3 ms with 250 rows against 16.2 ms with 1,000; the prune runs at
/// half the speed, 20 k commands/s, plenty for a log pruned every 10 min).
pub const PRUNE_ROWS_PER_TRANSACTION: usize = 250;

/// Whether a stored command dealt a hand, or ended a hand, a game or the
/// table (for the prune, which keeps the hand being posted).
fn log_mark(cmd: &StoredCommandV1) -> LogMark {
    let Ok(events) = cmd.table_events() else {
        return LogMark::Other;
    };
    let dealt = events
        .iter()
        .any(|e| matches!(e, TableEvent::Game { event } if event.deals_hand()));
    let over = events.iter().any(TableEvent::closes_hand);
    if dealt {
        LogMark::HandStart
    } else if over {
        LogMark::HandOver
    } else {
        LogMark::Other
    }
}

/// A finished or abandoned game as front ends read it.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRecord {
    pub game_id: u64,
    /// The game and its options.
    pub rules: Rules,
    /// In seat order.
    pub players: Vec<Player>,
    /// Who placed where (None when abandoned).
    pub standings: Option<Standings>,
    /// Hands played (None when not known: an abandoned game other than
    /// Jersey Gin).
    pub hands: Option<u32>,
    pub finished_ms: u64,
    /// Each seat's rating before and after (rated games only).
    pub ratings: Vec<(Player, f64, f64)>,
}

impl From<StoredGameV1> for GameRecord {
    fn from(g: StoredGameV1) -> GameRecord {
        GameRecord {
            game_id: g.game_id,
            rules: g.rules(),
            hands: g.hands_played(),
            players: g.players.iter().map(|&p| p.into()).collect(),
            standings: g.standings(),
            finished_ms: g.finished_ms,
            ratings: g
                .ratings
                .iter()
                .map(|r| (Player::from(r.player), r.before, r.after))
                .collect(),
        }
    }
}

/// How far a channel's log was posted: every command numbered up to
/// `posted` is out, and `sending` (when set) is the end of the group being
/// posted now, to be posted again first after a restart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Outbox {
    pub posted: u64,
    pub sending: Option<u64>,
    /// The front end's latest message in the channel then (see
    /// `StoredOutboxV1::last_message`).
    pub last_message: Option<u64>,
}

impl From<StoredOutboxV1> for Outbox {
    fn from(r: StoredOutboxV1) -> Outbox {
        Outbox {
            posted: r.posted,
            sending: r.sending,
            last_message: r.last_message,
        }
    }
}

impl From<Outbox> for StoredOutboxV1 {
    fn from(o: Outbox) -> StoredOutboxV1 {
        StoredOutboxV1 {
            posted: o.posted,
            sending: o.sending,
            last_message: o.last_message,
        }
    }
}

/// A watch view (issue 42) is kept as its watcher's hand view is, under
/// their user id with this bit set (see the store's `WATCH_VIEW_BIT`).
pub const WATCH_VIEW_BIT: u64 = crate::store::types::WATCH_VIEW_BIT;

/// A person's hand view that a front end keeps up to date: the token that
/// edits it (a secret: `Debug` leaves it out), when the token stops
/// working (the service's clock), and the channel's command it shows.
#[derive(Clone, PartialEq, Eq)]
pub struct HandView {
    pub token: String,
    pub expires_ms: u64,
    pub seq: u64,
    /// The viewer's language, which a refresh keeps.
    pub lang: gin_text::Lang,
}

impl std::fmt::Debug for HandView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HandView")
            .field("token", &"<secret>")
            .field("expires_ms", &self.expires_ms)
            .field("seq", &self.seq)
            .field("lang", &self.lang)
            .finish()
    }
}

impl From<StoredHandViewV1> for HandView {
    fn from(v: StoredHandViewV1) -> HandView {
        HandView {
            token: v.token,
            expires_ms: v.expires_ms,
            seq: v.seq,
            // A language this build does not speak reads as English: a view
            // is refreshed for 15 minutes at most, not worth refusing a start.
            lang: v
                .lang
                .and_then(|code| gin_text::Lang::from_tag(&code))
                .unwrap_or_default(),
        }
    }
}

impl From<HandView> for StoredHandViewV1 {
    fn from(v: HandView) -> StoredHandViewV1 {
        StoredHandViewV1 {
            token: v.token,
            expires_ms: v.expires_ms,
            seq: v.seq,
            lang: (v.lang != gin_text::Lang::En).then(|| v.lang.code().to_string()),
        }
    }
}

/// One command of a channel's log as a front end reads it: its events, or
/// why they cannot be read (a damaged row is reported, not fatal).
pub type LoggedEvents = Result<Vec<TableEvent>, String>;

impl Service {
    /// A channel's leaderboard in one game: players with at least
    /// `min_games`, best conservative rating first.
    pub fn leaderboard(
        &self,
        channel: &ChannelId,
        game: GameKind,
        min_games: u32,
    ) -> Result<Vec<PlayerStats>, StoreError> {
        let mut board: Vec<PlayerStats> = self
            .store()
            .leaderboard(channel.as_str(), game, min_games)?
            .into_iter()
            .map(PlayerStats::from)
            .collect();
        board.sort_by(|a, b| b.conservative.total_cmp(&a.conservative));
        Ok(board)
    }

    /// One player's stats in one game in a channel.
    pub fn player_stats(
        &self,
        channel: &ChannelId,
        game: GameKind,
        player: Player,
    ) -> Result<Option<PlayerStats>, StoreError> {
        Ok(self
            .store()
            .player_stats(channel.as_str(), game, player.into())?
            .map(PlayerStats::from))
    }

    /// The channel's latest finished or abandoned games, newest first.
    pub fn recent_games(
        &self,
        channel: &ChannelId,
        limit: usize,
    ) -> Result<Vec<GameRecord>, StoreError> {
        Ok(self
            .store()
            .recent_games(channel.as_str(), limit)?
            .into_iter()
            .map(GameRecord::from)
            .collect())
    }

    /// A finished or abandoned game.
    pub fn game_record(&self, game_id: u64) -> Result<Option<GameRecord>, StoreError> {
        Ok(self.store().game(game_id)?.map(GameRecord::from))
    }

    /// The game this channel's table plays, or (no table) the game of its
    /// latest finished one, or Jersey Gin: what `/gin leaderboard` and
    /// `/gin stats` show by default.
    pub fn channel_game(&self, channel: &ChannelId) -> Result<GameKind, StoreError> {
        if let Some(t) = self.snapshot(channel) {
            return Ok(t.rules().kind());
        }
        Ok(self
            .store()
            .recent_games(channel.as_str(), 1)?
            .first()
            .map_or(GameKind::Jersey, |g| g.rules().kind()))
    }

    /// The events of the channel's commands numbered after `after`, in
    /// order, at most `limit` of them.
    pub fn channel_events(
        &self,
        channel: &ChannelId,
        after: u64,
        limit: usize,
    ) -> Result<Vec<(u64, LoggedEvents)>, StoreError> {
        Ok(self
            .store()
            .channel_commands(channel.as_str(), after, limit)?
            .into_iter()
            .map(|(n, cmd)| (n, cmd.table_events().map_err(|e| e.to_string())))
            .collect())
    }

    /// How far a channel's log was posted.
    pub fn outbox(&self, channel: &ChannelId) -> Result<Outbox, StoreError> {
        Ok(self.store().outbox(channel.as_str())?.into())
    }

    /// Records how far a channel's log was posted (durable).
    pub fn set_outbox(&self, channel: &ChannelId, outbox: Outbox) -> Result<(), StoreError> {
        self.store().set_outbox(channel.as_str(), outbox.into())
    }

    /// Every channel whose log goes beyond what was posted, with how far it
    /// was posted and its last command's number.
    ///
    /// Only this process's channels (see [`Service::with_shards`]): those
    /// of its tables, and those without a table (closed, or of a direct
    /// message), which are shard 0's; never a channel whose stored table
    /// another process owns.
    pub fn outbox_backlog(&self) -> Result<Vec<(ChannelId, Outbox, u64)>, StoreError> {
        let everything = self.shards().is_all();
        Ok(self
            .store()
            .outbox_backlog()?
            .into_iter()
            .map(|(c, o, last)| (ChannelId::new(&c), o, last))
            .filter(|(c, _, _)| {
                everything
                    || (!self.is_foreign(c)
                        && (self.snapshot(c).is_some() || self.owns_guild(None)))
            })
            .map(|(c, o, last)| (c, o.into(), last))
            .collect())
    }

    /// The id of a channel's public table message, if one is known.
    pub fn table_message(&self, channel: &ChannelId) -> Result<Option<u64>, StoreError> {
        self.store().table_message(channel.as_str())
    }

    /// Records (or with None forgets) a channel's table message (durable).
    pub fn set_table_message(
        &self,
        channel: &ChannelId,
        id: Option<u64>,
    ) -> Result<(), StoreError> {
        self.store().set_table_message(channel.as_str(), id)
    }

    /// The hand views kept for this process's tables whose token still
    /// works; those whose token expired are forgotten.
    pub fn hand_views(&self) -> Result<Vec<(ChannelId, UserId, HandView)>, StoreError> {
        let now = self.now_ms();
        let mut live = Vec::new();
        for (channel, user, view) in self.store().hand_views()? {
            if view.expires_ms <= now {
                self.store().set_hand_view(&channel, user, None)?;
                continue;
            }
            let channel = ChannelId::new(&channel);
            if self.snapshot(&channel).is_some() {
                live.push((channel, UserId(user), view.into()));
            }
        }
        Ok(live)
    }

    /// Records (or with None forgets) `user`'s hand view in `channel`
    /// (durable).
    pub fn set_hand_view(
        &self,
        channel: &ChannelId,
        user: UserId,
        view: Option<HandView>,
    ) -> Result<(), StoreError> {
        let view = view.map(StoredHandViewV1::from);
        self.store()
            .set_hand_view(channel.as_str(), user.get(), view.as_ref())
    }

    /// Prunes the command log (see `store::prune`): keeps request ids and
    /// their commands for `retention_ms`, every command not yet posted and
    /// the channel's counter, and the hand being posted back to its deal.
    /// At most `max_rows` commands go per write transaction. Blocks: run it
    /// off the executor, in the background (the bot does, periodically).
    pub fn prune_command_log(
        &self,
        retention_ms: u64,
        max_rows: usize,
    ) -> Result<PruneReport, StoreError> {
        let cutoff = self.now_ms().saturating_sub(retention_ms);
        self.store().prune_commands(cutoff, max_rows, &log_mark)
    }

    /// What the store's writer has done so far.
    pub fn writer_stats(&self) -> &WriterStats {
        self.store().writer_stats()
    }

    /// This process's turn to log in to Discord, taken through a store
    /// that processes share (None: the store is this process's alone):
    /// see `StoreBackend::reserve_logins`.
    pub fn reserve_logins(
        &self,
        buckets: &[u32],
        hold: std::time::Duration,
    ) -> Result<Option<std::time::Duration>, StoreError> {
        self.store().reserve_logins(buckets, hold)
    }
}

/// One player's stats in a channel, as queries return them.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PlayerStats {
    pub player: Player,
    pub computer: bool,
    pub games: u32,
    pub wins: u32,
    pub points: u64,
    pub boxes: u32,
    pub gins: u32,
    pub underknocks: u32,
    /// Hands won at the break (when the stock ran out, or gin after the break).
    pub break_wins: u32,
    pub hands: u32,
    /// Hand points won per hand played.
    pub points_per_hand: f64,
    pub rating: f64,
    pub uncertainty: f64,
    /// rating − 3 × uncertainty: what leaderboards sort by.
    pub conservative: f64,
}

impl From<StoredStatsV1> for PlayerStats {
    fn from(s: StoredStatsV1) -> Self {
        PlayerStats {
            player: s.player.into(),
            computer: s.computer,
            games: s.games,
            wins: s.wins,
            points: s.points,
            boxes: s.boxes,
            gins: s.gins,
            underknocks: s.underknocks,
            break_wins: s.break_wins,
            hands: s.hands,
            points_per_hand: if s.hands == 0 {
                0.0
            } else {
                s.hand_points as f64 / s.hands as f64
            },
            rating: s.rating,
            uncertainty: s.uncertainty,
            conservative: s.rating - 3.0 * s.uncertainty,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Event;
    use crate::table::{Actor, Command};

    /// Hand views outlive a restart with their tokens until these expire:
    /// an expired one is forgotten, one of a channel without a table left
    /// out, and no token shows in `Debug`.
    #[test]
    fn hand_views_are_kept_until_their_tokens_expire() {
        use crate::store::Store;
        use crate::table::{clock::FakeClock, Settings};
        use std::sync::Arc;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("views.redb");
        let clock = FakeClock::new(1_000_000);
        let ch = ChannelId::new("c");
        let view = |token: &str, expires_ms| HandView {
            token: token.into(),
            expires_ms,
            seq: 4,
            lang: gin_text::Lang::Fr,
        };
        {
            let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone())).unwrap();
            let open = Command::Open {
                settings: Settings::default(),
            };
            svc.apply(&ch, 1, Actor::user(1), open).unwrap();
            let keep = |user, v| svc.set_hand_view(&ch, UserId(user), v).unwrap();
            keep(1, Some(view("live", 1_500_000)));
            keep(2, Some(view("stale", 1_100_000)));
            keep(3, Some(view("gone", 1_500_000)));
            keep(3, None);
            let elsewhere = ChannelId::new("no table");
            svc.set_hand_view(&elsewhere, UserId(1), Some(view("x", 1_500_000)))
                .unwrap();
        }
        clock.set(1_200_000);
        let svc = Service::new(Store::open(&path).unwrap(), Arc::new(clock.clone())).unwrap();
        let views = svc.hand_views().unwrap();
        assert_eq!(views, [(ch, UserId(1), view("live", 1_500_000))]);
        assert!(!format!("{views:?}").contains("live"), "{views:?}");
        let stored = svc.store().hand_views().unwrap();
        assert_eq!(stored.len(), 2, "the expired one is forgotten");
        assert!(!format!("{stored:?}").contains("live"), "{stored:?}");
    }

    fn logged(event: Event) -> StoredCommandV1 {
        StoredCommandV1::new(
            "c",
            1,
            0,
            Actor::System,
            Command::Tick,
            &[TableEvent::Game { event }],
        )
    }

    /// The prune finds the hands of every game: a two-handed or Colonel
    /// deal starts a hand, a credited hand or a match's end closes one (a
    /// channel of Gin would otherwise never be pruned: no Jersey deal).
    #[test]
    fn every_game_marks_its_hands_for_the_prune() {
        let deal = logged(Event::TwoHandedDealt {
            hand: 2,
            table: 0,
            non_dealer: 0,
            dealer: 1,
            sitting_out: None,
            upcard: None,
            stock: 31,
            oklahoma: None,
        });
        assert_eq!(log_mark(&deal), LogMark::HandStart);
        let credited = logged(Event::HandCredited {
            competitor: Some(0),
            points: 10,
            side_points: None,
            credited: vec![0],
            decided: vec![],
            board: crate::engine::Scoreboard {
                competitors: vec![vec![0], vec![1]],
                games: vec![Default::default()],
                entered: vec![],
                finals: vec![],
            },
        });
        assert_eq!(log_mark(&credited), LogMark::HandOver);
        let discard = logged(Event::Discarded {
            seat: 0,
            card: "7c".parse().unwrap(),
        });
        assert_eq!(log_mark(&discard), LogMark::Other);
    }
}
