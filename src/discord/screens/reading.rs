//! Every game's public state read one way: what the screens show of a
//! game. The places where the games truly differ are decided here, once:
//! Jersey Gin's three seats and its break; two-handed Gin's upcard offer,
//! knock limit, spade hand and stake, Hollywood's three games, a
//! partnership's two tables and sides, the seat sitting out; Colonel's
//! melds and challenge. The table message and the hand view read a
//! [`Reading`] and never match on the game.

use crate::engine::jersey::Phase;
use crate::engine::{
    Card, ColonelPhase, ColonelPublic, Event, GinPhase, GinPublic, GinTablePublic, JerseyPublic,
    PublicState, Seat, TableMeld,
};
use gin_text::{tr, Lang};

/// A game as its screens show it.
pub struct Reading<'a> {
    pub hand_no: u32,
    /// Who scores: a seat each, or a partnership's two sides.
    pub sides: Vec<Side>,
    /// The dealer of each table being played.
    pub dealers: Vec<Seat>,
    /// Every seat that may act now (two in a partnership).
    pub to_act: Vec<Seat>,
    /// Three-handed Gin: the seat sitting this hand out.
    pub sitting_out: Option<Seat>,
    /// The hands dealt (a partnership plays two at once); none once the
    /// game is over.
    pub tables: Vec<TableReading>,
    /// The melds face up on the table, with their owners (Jersey Gin's
    /// break, Colonel).
    pub melds: &'a [TableMeld],
    /// The hand's public moves, oldest first, then how it ended.
    pub recent: Vec<Recent<'a>>,
    /// The hand is over and the next is not dealt yet.
    pub between_hands: bool,
    /// The game's result, once it is over.
    pub over: Option<Over>,
}

/// One side of the score.
pub struct Side {
    pub seats: Vec<Seat>,
    /// The score in full: "23 pts (1 box)", or Hollywood's "I 23 · II — ·
    /// III —".
    pub score: String,
    /// The score in short: "23", or Hollywood's three.
    pub short: String,
}

/// One hand being played (or just played) at one table.
pub struct TableReading {
    /// 1, 2 when a game plays two tables at once; None otherwise.
    pub number: Option<usize>,
    pub players: Vec<Seat>,
    pub to_act: Option<Seat>,
    /// The hand at this table is over.
    pub over: bool,
    pub pile: Pile,
    pub stock: u32,
    /// What this hand has that others do not (the break, a knock limit...).
    pub notes: Vec<Note>,
}

/// The top of the discard pile, as the game calls it.
pub struct Pile {
    pub card: Option<Card>,
    /// Jersey Gin calls it the upcard; two-handed Gin offers its first
    /// upcard before play; otherwise it is the top discard.
    pub word: PileWord,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PileWord {
    Upcard,
    UpcardOffered,
    TopDiscard,
}

impl Pile {
    /// "Upcard **7♣**", "Top discard **7♣**", "No discard yet"...
    pub fn line(&self, lang: Lang) -> String {
        match (self.card.map(|c| c.to_string()), self.word) {
            (Some(c), PileWord::Upcard) => tr!(lang, "table-upcard", card = c),
            (Some(c), PileWord::UpcardOffered) => tr!(lang, "table-upcard-on-offer", card = c),
            (Some(c), PileWord::TopDiscard) => tr!(lang, "table-top-discard", card = c),
            (None, PileWord::Upcard) => tr!(lang, "table-no-upcard"),
            (None, _) => tr!(lang, "table-no-discard-yet"),
        }
    }

    /// The label of the button that takes it.
    pub fn take_label(&self, lang: Lang) -> String {
        match (self.card, self.word) {
            (Some(c), _) => tr!(lang, "hand-take-card", card = c.to_string()),
            (None, PileWord::Upcard) => tr!(lang, "hand-take-upcard"),
            (None, _) => tr!(lang, "hand-take-discard"),
        }
    }
}

/// Something a hand has that others may not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// Jersey Gin: the break (R8), with its breaker.
    Break { breaker: Seat },
    /// Gin only, for the whole game (V6).
    GinOnly,
    /// Oklahoma: an ace was turned, so this hand is gin only (V1.2).
    GinOnlyThisHand,
    /// Oklahoma: the knock limit of this hand (V1.1).
    KnockAt(u32),
    /// Oklahoma: a spade was turned (V1.3).
    SpadeDoubles,
    /// Doubling: the stake (V5).
    Stake(u32),
    /// Colonel: a challenge waits for its answer (V9.6).
    Challenge,
}

/// A line of the table message's recent moves.
pub enum Recent<'a> {
    Event(&'a Event),
    /// How a hand ended: who scored how much (no winner: no score).
    HandOver {
        table: Option<usize>,
        winner: Option<Seat>,
        points: u32,
    },
}

/// What ended: a game, Hollywood's set of three, Colonel's match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    Game,
    Set,
    Match,
}

impl Ended {
    /// The catalogs' selector for it.
    pub fn key(self) -> &'static str {
        match self {
            Ended::Game => "game",
            Ended::Set => "set",
            Ended::Match => "match",
        }
    }
}

/// How a game ended.
pub struct Over {
    pub what: Ended,
    /// Hollywood: the games each side won (V2.6); empty otherwise.
    pub games_won: Vec<u32>,
    /// The winning side; None for a tie.
    pub winner: Option<usize>,
    /// By how much, where the game says.
    pub margin: Option<u32>,
    /// Each side's final total.
    pub totals: Vec<u32>,
    /// The sides in the order their totals are listed.
    pub order: Vec<usize>,
}

impl Reading<'_> {
    /// The table `seat` plays at, if it has a hand.
    pub fn table_of(&self, seat: Seat) -> Option<&TableReading> {
        self.tables.iter().find(|t| t.players.contains(&seat))
    }
}

/// Reads any game's public state.
/// Reads any game's public state; the scores in `lang`.
pub fn read(lang: Lang, state: &PublicState) -> Reading<'_> {
    match state {
        PublicState::Jersey(g) => jersey(lang, g),
        PublicState::Gin(g) => gin(lang, g),
        PublicState::Colonel(c) => colonel(lang, c),
    }
}

/// "23 pts (1 box)".
fn points_and_boxes(lang: Lang, points: u32, boxes: u32) -> String {
    if boxes > 0 {
        tr!(lang, "table-points-boxes", points = points, boxes = boxes)
    } else {
        tr!(lang, "table-points", points = points)
    }
}

fn jersey(lang: Lang, g: &JerseyPublic) -> Reading<'_> {
    let sides = (0..3)
        .map(|s| Side {
            seats: vec![s],
            score: points_and_boxes(lang, g.scores[s], g.boxes[s]),
            short: g.scores[s].to_string(),
        })
        .collect();
    let over = g.phase == Phase::Over;
    let mut recent: Vec<Recent> = g.log.iter().map(Recent::Event).collect();
    if let Some(r) = &g.hand_result {
        recent.push(Recent::HandOver {
            table: None,
            winner: Some(r.winner),
            points: r.points,
        });
    }
    let table = TableReading {
        number: None,
        players: vec![0, 1, 2],
        to_act: g.to_act,
        over,
        pile: Pile {
            card: g.top_discard,
            word: PileWord::Upcard,
        },
        stock: g.stock_len,
        notes: g
            .breaker
            .map(|b| Note::Break { breaker: b })
            .into_iter()
            .collect(),
    };
    Reading {
        hand_no: g.hand_no,
        sides,
        dealers: vec![g.dealer],
        to_act: g.to_act.into_iter().collect(),
        sitting_out: None,
        tables: if g.game_result.is_some() {
            Vec::new()
        } else {
            vec![table]
        },
        melds: &g.table,
        recent,
        between_hands: over && g.game_result.is_none(),
        over: g.game_result.as_ref().map(|r| Over {
            what: Ended::Game,
            games_won: Vec::new(),
            winner: Some(r.winner),
            margin: None,
            totals: r.totals.to_vec(),
            order: r.ranking.to_vec(),
        }),
    }
}

/// Roman numerals for Hollywood's three games.
const GAMES: [&str; 3] = ["I", "II", "III"];

/// The score of one side of two-handed Gin: its total and boxes, or per
/// Hollywood game ("—" for a game it has not entered; a decided game
/// marked ✔ for the side that won it under G8.3, ✗ for the other, = when
/// tied).
fn gin_score(lang: Lang, g: &GinPublic, c: usize) -> (String, String) {
    let b = &g.board;
    if let [t] = b.games.as_slice() {
        return (
            points_and_boxes(lang, t.totals[c], t.boxes[c]),
            t.totals[c].to_string(),
        );
    }
    let games: Vec<String> = b
        .games
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let entered = b.entered.get(c).and_then(|e| e.get(i)).copied();
            let mark = match b.game_winner(i) {
                Some(Some(w)) if w == c => " ✔".to_string(),
                Some(Some(_)) => " ✗".to_string(),
                Some(None) => " =".to_string(),
                // Open, or decided in a board stored before its finals.
                None if t.reached.is_some() => format!(" {}", tr!(lang, "table-game-decided")),
                None => String::new(),
            };
            match entered {
                Some(false) if t.totals[c] == 0 => format!("{} —{mark}", GAMES[i]),
                _ => format!("{} {}{mark}", GAMES[i], t.totals[c]),
            }
        })
        .collect();
    (games.join(" · "), games.join(" · "))
}

fn gin_table(t: &GinTablePublic, g: &GinPublic) -> TableReading {
    let mut notes = Vec::new();
    if g.rules.gin_only {
        notes.push(Note::GinOnly);
    } else if g.rules.oklahoma {
        notes.push(match t.knock_limit {
            0 => Note::GinOnlyThisHand,
            limit => Note::KnockAt(limit),
        });
    }
    if t.spade {
        notes.push(Note::SpadeDoubles);
    }
    if t.stake > 1 {
        notes.push(Note::Stake(t.stake));
    }
    TableReading {
        number: (g.tables.len() > 1).then_some(t.table + 1),
        players: vec![t.non_dealer, t.dealer],
        to_act: t.to_act,
        over: t.phase == GinPhase::Over,
        pile: Pile {
            card: t.top_discard,
            word: if t.phase == GinPhase::UpcardOffer {
                PileWord::UpcardOffered
            } else {
                PileWord::TopDiscard
            },
        },
        stock: t.stock_len,
        notes,
    }
}

fn gin(lang: Lang, g: &GinPublic) -> Reading<'_> {
    let sides = g
        .board
        .competitors
        .iter()
        .enumerate()
        .map(|(c, seats)| {
            let (score, short) = gin_score(lang, g, c);
            Side {
                seats: seats.clone(),
                score,
                short,
            }
        })
        .collect();
    let mut recent = Vec::new();
    for t in &g.tables {
        recent.extend(t.log.iter().map(Recent::Event));
        if let Some(r) = &t.result {
            recent.push(Recent::HandOver {
                table: (g.tables.len() > 1).then_some(t.table + 1),
                winner: r.winner,
                points: r.points,
            });
        }
    }
    Reading {
        hand_no: g.hand_no,
        sides,
        // V7.1: among three, the seat that sits out deals; the two who
        // play are Part G's non-dealer and dealer only in turn order.
        dealers: match g.sitting_out {
            Some(out) => vec![out],
            None => g.tables.iter().map(|t| t.dealer).collect(),
        },
        to_act: g.to_act.clone(),
        sitting_out: g.sitting_out,
        tables: if g.result.is_some() {
            Vec::new()
        } else {
            g.tables.iter().map(|t| gin_table(t, g)).collect()
        },
        melds: &[],
        recent,
        between_hands: g.between_hands,
        over: g.result.as_ref().map(|r| Over {
            what: if r.games.len() > 1 {
                Ended::Set
            } else {
                Ended::Game
            },
            games_won: if r.games.len() > 1 {
                (0..r.competitors.len())
                    .map(|c| r.games.iter().filter(|f| f.winner == Some(c)).count() as u32)
                    .collect()
            } else {
                Vec::new()
            },
            winner: r.winner,
            margin: r.winner.and(r.margin),
            totals: (0..r.competitors.len())
                .map(|c| r.games.iter().map(|f| f.lines[c].total).sum())
                .collect(),
            order: (0..r.competitors.len()).collect(),
        }),
    }
}

fn colonel(lang: Lang, c: &ColonelPublic) -> Reading<'_> {
    let sides = (0..2)
        .map(|s| Side {
            seats: vec![s],
            score: tr!(lang, "table-points", points = c.totals[s]),
            short: c.totals[s].to_string(),
        })
        .collect();
    let mut recent: Vec<Recent> = c.log.iter().map(Recent::Event).collect();
    if let Some(r) = &c.hand_result {
        recent.push(Recent::HandOver {
            table: None,
            winner: r.winner,
            points: r.points,
        });
    }
    let table = TableReading {
        number: None,
        players: vec![0, 1],
        to_act: c.to_act,
        over: c.phase == ColonelPhase::Over,
        pile: Pile {
            card: c.top_discard,
            word: PileWord::TopDiscard,
        },
        stock: c.stock_len,
        notes: if c.phase == ColonelPhase::Challenged {
            vec![Note::Challenge]
        } else {
            Vec::new()
        },
    };
    Reading {
        hand_no: c.hand_no,
        sides,
        dealers: vec![c.dealer],
        to_act: c.to_act.into_iter().collect(),
        sitting_out: None,
        tables: if c.result.is_some() {
            Vec::new()
        } else {
            vec![table]
        },
        melds: &c.melds,
        recent,
        between_hands: c.between_hands,
        over: c.result.as_ref().map(|r| Over {
            what: Ended::Match,
            games_won: Vec::new(),
            winner: r.winner,
            margin: r.winner.map(|_| r.margin),
            totals: r.totals.to_vec(),
            order: vec![0, 1],
        }),
    }
}
