//! What two-handed Gin reports: how a hand ended and its score, the
//! running tallies (Hollywood's three), the end of a game, and the score
//! sheet's lines (no cards, so that they can sit in a public view).

use crate::engine::types::{Reveal, Seat};
use serde::{Deserialize, Serialize};

/// Why a two-handed hand ended without a score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawnBy {
    /// G7.4: the stock was drawn down to two and the player discarded.
    StockDown,
    /// G4.2: twenty turns in a row without a draw from the stock.
    NoStockDraws,
}

/// How a two-handed hand (Part G) ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GinHandEnd {
    /// G7.1: the knocker had the lower count.
    Knock { knocker: Seat },
    /// G7.2: the defender matched or beat the knocker.
    Undercut { knocker: Seat, defender: Seat },
    /// G7.3.
    Gin { seat: Seat },
    /// V5.4: `resigner` refused `offerer`'s double or redouble.
    Resigned { offerer: Seat, resigner: Seat },
    /// G7.4, G4.2: no score, no winner.
    Drawn { by: DrawnBy },
}

/// What an Oklahoma deal sets (V1), for the deal's line: the knock limit
/// of its first upcard (0: gin only, V1.2) and whether the limit follows
/// the top discard from then on (V1.4). A spade upcard doubles (V1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OklahomaDeal {
    pub limit: u32,
    pub follows_discard: bool,
}

/// The score of one two-handed hand (G7, V1.3, V5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinHandResult {
    pub end: GinHandEnd,
    /// The two players, non-dealer first.
    pub players: [Seat; 2],
    /// Their counts after arranging and laying off (0 for a drawn hand).
    pub counts: [u32; 2],
    pub winner: Option<Seat>,
    /// Points before multipliers (bonuses of G7 and V5.4 included).
    pub base: u32,
    /// V5.5: 1, 2 or 4.
    pub stake: u32,
    /// V1.3: the first upcard was a spade.
    pub spade: bool,
    /// `base × stake × (2 if spade)`.
    pub points: u32,
    /// G8.2(c): a gin (G7.3, or V5.4 with k = 0) or an undercut, worth
    /// `extra_boxes` more boxes.
    pub extra_box: bool,
    /// Both hands as shown (knocker's first); empty for a drawn hand.
    pub reveals: Vec<Reveal>,
}

/// V5.4: what a refused offer adds.
pub const RESIGN_BONUS: u32 = 20;

impl GinHandResult {
    /// "double", or "redouble" when the stake at a resignation says the
    /// redouble was refused (V5.1: one double offered a hand; V5.5).
    pub fn refused_offer(&self) -> &'static str {
        if self.stake > 1 {
            "redouble"
        } else {
            "double"
        }
    }
}

/// One game of the Hollywood set (V2), or the only game otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Tally {
    /// Points credited, per competitor.
    pub totals: Vec<u32>,
    /// Hands credited (G7.5), per competitor.
    pub boxes: Vec<u32>,
    /// Gins and undercuts among them (G8.2(c)).
    pub gins_and_undercuts: Vec<u32>,
    /// The competitor who reached the target, once the game is decided.
    pub reached: Option<usize>,
}

/// The running score of a two-handed Gin game: one tally, or Hollywood's
/// three.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoreboard {
    /// The seats of each competitor: one seat each, or a side of two (V8).
    pub competitors: Vec<Vec<Seat>>,
    pub games: Vec<Tally>,
    /// Hollywood (V2.2): which games each competitor is in now.
    pub entered: Vec<Vec<bool>>,
    /// Each game's final figures (G8.2, G8.3; V2.5) once it is decided, in
    /// the order of `games`: a decided game takes no more points, so its
    /// winner is known from then on. Empty in events stored before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finals: Vec<Option<GameFinal>>,
}

impl Scoreboard {
    /// Who won game `g`: None while it is open (or not known: an event
    /// stored before `finals`); Some(None) when it is decided and tied.
    pub fn game_winner(&self, g: usize) -> Option<Option<usize>> {
        self.finals.get(g)?.as_ref().map(|f| f.winner)
    }
}

/// One competitor's final figures in one game (G8.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalLine {
    pub points: u32,
    pub game_bonus: u32,
    /// G8.2(b) with `shutout = double`: points and game bonus doubled.
    pub doubled: bool,
    pub boxes: u32,
    pub extra_boxes: u32,
    pub box_bonus: u32,
    pub total: u32,
}

/// The end of one game (G8), or of one game of the Hollywood set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameFinal {
    pub reached: usize,
    pub shutout: bool,
    pub lines: Vec<FinalLine>,
    /// G8.3: the higher total; None when tied.
    pub winner: Option<usize>,
    pub margin: u32,
}

/// The end of a two-handed Gin game (or Hollywood set).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinGameResult {
    pub competitors: Vec<Vec<Seat>>,
    /// One game, or Hollywood's three.
    pub games: Vec<GameFinal>,
    /// The winner (G8.3, V7.3 the highest total, V2.6 the set); None: tied.
    pub winner: Option<usize>,
    /// By how much the winner won, in points: the game's margin (G8.3;
    /// V7.3: over the second), or Hollywood's set margin as the set's
    /// winner sees it (V2.6). None for a tie, and for a set won two games
    /// to one by the side with fewer points over the three games: its set
    /// margin is then the loser's lead, not a margin of the win.
    pub margin: Option<u32>,
    /// Rank per competitor, 0 first; equal ranks tie.
    pub ranks: Vec<u32>,
}

/// One line of a two-handed Gin score sheet: no cards, so that it can sit
/// in any public view.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetLine {
    pub hand: u32,
    /// How each table's hand ended, and its points.
    pub ends: Vec<GinHandEnd>,
    pub points: Vec<u32>,
    /// Who was credited, and with how much (netted per side in V8).
    pub competitor: Option<usize>,
    pub credited: u32,
}
