//! What an accepted command did: the table's events (the engine's among
//! them) and a game that ended, as it goes to the store.

use super::{Player, Settings, UserId};
use crate::achievements::Achievement;
use crate::ai::Level;
use crate::engine::jersey::{GameResult, HandEnd, HandLine};
use crate::engine::{ColonelEnd, Event, Game, GinHandEnd, Replay, Rules, Seat, Standings};
use serde::{Deserialize, Serialize};

/// What happened at a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TableEvent {
    Opened {
        opener: UserId,
        settings: Settings,
    },
    Joined {
        player: Player,
        /// The table's seats once the player sat (the player last): how
        /// the seat list names a computer ("Bo"). Empty in events stored
        /// before it was kept.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        seats: Vec<Player>,
    },
    Left {
        player: Player,
    },
    /// A game starts: the seats in table order (seat 0, 1, 2).
    Started {
        game_id: u64,
        seats: Vec<Player>,
    },
    /// An engine event; only [`Event::Drew`] is private.
    Game {
        event: Event,
    },
    TimedOut {
        seat: Seat,
        timeouts: u8,
    },
    HandedOver {
        seat: Seat,
        level: Level,
    },
    /// The store refused commands for a while: the seat's turn clock
    /// starts again with `seconds` (see `Command::GiveTimeBack`).
    TimeGivenBack {
        seat: Seat,
        seconds: u32,
    },
    Resumed {
        seat: Seat,
    },
    /// The seat's player asked the coach for a hint (issue 41); the hint
    /// itself is private and not an event.
    HintUsed {
        seat: Seat,
    },
    /// `user` asked to play the next game (`joined`), or left that list.
    NextGame {
        user: UserId,
        joined: bool,
    },
    /// A rematch seated people from the list for the next game: the
    /// table gathers in its lobby (`lobby`), or the game starts as it was;
    /// `unseated` found no seat and stay on the list.
    Regathered {
        lobby: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        unseated: Vec<UserId>,
    },
    AbandonVote {
        user: UserId,
        votes: u32,
        needed: u32,
    },
    Abandoned {
        game_id: Option<u64>,
    },
    /// The seat's turn clock ran out at a table whose clock ends that way
    /// (issue 42): the game ends at once and the seat's side loses;
    /// `winners` are the seats placed first ([`super::forfeit`]).
    /// [`TableEvent::Finished`] follows.
    Forfeited {
        seat: Seat,
        winners: Vec<Seat>,
    },
    Finished {
        game_id: u64,
    },
    /// A person earned an achievement with the game that just ended (said
    /// after [`TableEvent::Finished`], in the store's fold: see
    /// `Service`'s commit).
    Earned {
        user: UserId,
        achievement: Achievement,
    },
    Closed,
}

impl TableEvent {
    /// Whether this event closes a hand, the game or the table: what a
    /// channel's posts are grouped by, and what the prune keeps back to.
    pub fn closes_hand(&self) -> bool {
        match self {
            TableEvent::Game { event } => event.closes_hand(),
            TableEvent::Finished { .. } | TableEvent::Abandoned { .. } | TableEvent::Closed => true,
            _ => false,
        }
    }

    pub fn is_public(&self) -> bool {
        match self {
            TableEvent::Game { event } => event.is_public(),
            _ => true,
        }
    }
    pub fn visible_to(&self, seat: Seat) -> bool {
        match self {
            TableEvent::Game { event } => event.visible_to(seat),
            _ => true,
        }
    }
}

/// A game that ended (or was abandoned), as it goes to the store.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGame {
    pub game_id: u64,
    pub channel: super::ChannelId,
    pub players: Vec<Player>,
    /// How the game was dealt and played: its rules, seed (and a rematch's
    /// first dealer) and every action.
    pub replay: Replay,
    /// Who placed where, for ratings (None when abandoned).
    pub standings: Option<Standings>,
    /// What each seat did, for its stats (empty when abandoned).
    pub tallies: Vec<SeatTally>,
    /// Jersey Gin's own result and score sheet (None and empty for the
    /// other games, whose record is their replay and standings).
    pub result: Option<GameResult>,
    pub hands: Vec<HandLine>,
    /// What each seat did for its achievements (empty when abandoned).
    pub feats: Vec<SeatFeats>,
    /// The Discord guild of the table (its server ladder), when known.
    pub guild: Option<u64>,
    pub started_ms: u64,
    pub finished_ms: u64,
    /// The seats whose players asked the coach for a hint (issue 41): a
    /// game with any is not rated.
    pub hinted: Vec<Seat>,
    /// The seat that forfeited the game on the clock (issue 42): its
    /// standings, tallies and feats are [`super::forfeit::outcome`]'s,
    /// not the replay's (which stops where the game stopped).
    pub forfeit: Option<Seat>,
    /// A daily deal's result (issue 43): its day, its person and their
    /// net points for the hand.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub daily: Option<DailyResult>,
}

/// What a daily deal's game records (see [`super::daily`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyResult {
    pub day: u32,
    pub user: super::UserId,
    pub points: i64,
}

impl FinishedGame {
    /// The game and its options.
    pub fn rules(&self) -> Rules {
        self.replay.rules
    }
}

/// One seat's figures in a finished game, for its stats: the same fields
/// for every game (a Colonel seat has no boxes; "undercuts" are Jersey
/// Gin's underknocks and Gin's undercuts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SeatTally {
    pub won: bool,
    /// The final total of the seat's side, bonuses included.
    pub points: u32,
    pub boxes: u32,
    pub gins: u32,
    pub undercuts: u32,
    /// Jersey Gin: hands won at the break.
    pub break_wins: u32,
    /// Hands the seat played, and the hand points it won in them.
    pub hands: u32,
    pub hand_points: u32,
}

/// Each seat's figures in a finished game (empty while it is on).
pub fn tallies(game: &Game) -> Vec<SeatTally> {
    match game {
        Game::Jersey(g) => {
            let Some(r) = g.result() else { return vec![] };
            let sheet = g.public_view().score_sheet();
            (0..3)
                .map(|seat| {
                    let mut t = SeatTally {
                        won: r.winner == seat,
                        points: r.totals[seat],
                        boxes: r.boxes[seat],
                        hands: sheet.len() as u32,
                        hand_points: r.hand_points[seat],
                        ..SeatTally::default()
                    };
                    for h in sheet.iter().filter(|h| h.winner == seat) {
                        match h.end {
                            HandEnd::Gin { .. } => t.gins += 1,
                            HandEnd::Underknock { .. } => t.undercuts += 1,
                            HandEnd::BreakEnd { .. } | HandEnd::BreakGin { .. } => {
                                t.break_wins += 1
                            }
                            HandEnd::Knock { .. } => {}
                        }
                    }
                    t
                })
                .collect()
        }
        Game::Gin(g) => {
            let Some(r) = g.result() else { return vec![] };
            let standings = g.standings().expect("a result has standings");
            (0..g.seats())
                .map(|seat| {
                    let c = r
                        .competitors
                        .iter()
                        .position(|side| side.contains(&seat))
                        .expect("every seat competes");
                    let mut t = SeatTally {
                        won: r.winner == Some(c),
                        points: standings.totals[c],
                        boxes: r.games.iter().map(|f| f.lines[c].boxes).sum(),
                        ..SeatTally::default()
                    };
                    for h in g.sheet().iter().flat_map(|rec| &rec.results) {
                        if !h.players.contains(&seat) {
                            continue;
                        }
                        t.hands += 1;
                        if h.winner == Some(seat) {
                            t.hand_points += h.points;
                        }
                        match h.end {
                            GinHandEnd::Gin { seat: s } if s == seat => t.gins += 1,
                            GinHandEnd::Undercut { defender, .. } if defender == seat => {
                                t.undercuts += 1
                            }
                            _ => {}
                        }
                    }
                    t
                })
                .collect()
        }
        Game::Colonel(g) => {
            let Some(r) = g.result() else { return vec![] };
            (0..2)
                .map(|seat| {
                    let mut t = SeatTally {
                        won: r.winner == Some(seat),
                        points: r.totals[seat],
                        hands: g.sheet().len() as u32,
                        ..SeatTally::default()
                    };
                    for h in g.sheet() {
                        if h.winner == Some(seat) {
                            t.hand_points += h.points;
                        }
                        // Going out is Colonel's gin.
                        if h.end == (ColonelEnd::WentOut { seat }) {
                            t.gins += 1;
                        }
                    }
                    t
                })
                .collect()
        }
    }
}

/// One seat's feats in a finished game beyond its tally, for its
/// achievements (`store::achievements` folds them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SeatFeats {
    /// Gins (Colonel: going out) worth at least 50 points in their hand.
    pub big_gins: u32,
    /// Won a game (any game of a Hollywood set) in which no opponent
    /// scored (G8.2(b); Jersey Gin and Colonel: no hand points).
    pub shutout: bool,
    /// Won all three games of a Hollywood set (V2).
    pub sweep: bool,
    /// Colonel hands ended by a challenge (V9) that the seat won.
    pub challenges_won: u32,
}

/// A gin worth at least this much in its hand is a big gin (the rules
/// have no eleven-card "big gin", G5.3).
pub const BIG_GIN_POINTS: u32 = crate::store::achievements::BIG_GIN_POINTS;

/// Each seat's feats in a finished game (empty while it is on).
pub fn feats(game: &Game) -> Vec<SeatFeats> {
    match game {
        Game::Jersey(g) => {
            let Some(r) = g.result() else { return vec![] };
            let sheet = g.public_view().score_sheet();
            (0..3)
                .map(|seat| SeatFeats {
                    big_gins: sheet
                        .iter()
                        .filter(|h| h.winner == seat && h.points >= BIG_GIN_POINTS)
                        .filter(|h| matches!(h.end, HandEnd::Gin { .. } | HandEnd::BreakGin { .. }))
                        .count() as u32,
                    shutout: r.winner == seat && (0..3).all(|o| o == seat || r.hand_points[o] == 0),
                    ..SeatFeats::default()
                })
                .collect()
        }
        Game::Gin(g) => {
            let Some(r) = g.result() else { return vec![] };
            let hollywood = g.rules().hollywood;
            (0..g.seats())
                .map(|seat| {
                    let c = r.competitors.iter().position(|side| side.contains(&seat));
                    let big_gins = g
                        .sheet()
                        .iter()
                        .flat_map(|rec| &rec.results)
                        .filter(|h| h.end == GinHandEnd::Gin { seat } && h.points >= BIG_GIN_POINTS)
                        .count() as u32;
                    SeatFeats {
                        big_gins,
                        shutout: r.games.iter().any(|f| f.shutout && Some(f.reached) == c),
                        sweep: hollywood
                            && r.games.len() == 3
                            && r.games.iter().all(|f| f.winner.is_some() && f.winner == c),
                        challenges_won: 0,
                    }
                })
                .collect()
        }
        Game::Colonel(g) => {
            let Some(r) = g.result() else { return vec![] };
            (0..2)
                .map(|seat| {
                    let sheet = g.sheet();
                    SeatFeats {
                        big_gins: sheet
                            .iter()
                            .filter(|h| {
                                h.end == (ColonelEnd::WentOut { seat })
                                    && h.points >= BIG_GIN_POINTS
                            })
                            .count() as u32,
                        shutout: r.winner == Some(seat) && r.totals[1 - seat] == 0,
                        sweep: false,
                        challenges_won: sheet
                            .iter()
                            .filter(|h| {
                                matches!(h.end, ColonelEnd::Challenge { .. })
                                    && h.winner == Some(seat)
                            })
                            .count() as u32,
                    }
                })
                .collect()
        }
    }
}

/// What an accepted command did.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    pub events: Vec<TableEvent>,
    pub finished: Option<FinishedGame>,
    /// The table is gone from the channel.
    pub closed: bool,
}

impl Outcome {
    /// The table leaves the channel: said, and marked.
    pub fn close(&mut self) {
        self.events.push(TableEvent::Closed);
        self.closed = true;
    }
}
