//! `jersey-gin replay FILE --pictures DIR`: a stored game drawn as the bot
//! draws it, so that a terminal player (or a server owner) can look at the
//! hands as pictures.
//!
//! For every hand, in play order: each seat's hand as dealt (the picture a
//! player's hand view opens with) and the table at the hand's end (the
//! picture posted with it). Both come from the bot's own picture code
//! (`HandPicture::from_seat`, `TablePicture::at_hand_end`, `gin_pictures::
//! render`), from the views of the game replayed move by move.
//!
//! The hand pictures show what only their seat saw while the game was
//! played, so a game still in progress is drawn only when asked for
//! explicitly (`--unfinished`): a server owner exporting a table that is
//! being played must not see its hands by accident.

use crate::engine::{Event, Replay, ReplayError, Seat};
use anyhow::{bail, Context};
use gin_pictures::{HandPicture, Picture, Style, TablePicture};
use gin_text::{tr, Lang};
use std::path::Path;

/// One picture of the game and where it belongs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawing {
    /// The hand, counted from 1 in play order (a partnership's two tables
    /// share their hand).
    pub hand: usize,
    pub moment: Moment,
    pub picture: Picture,
}

/// When in its hand a picture shows the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// A seat's hand as dealt.
    Dealt { seat: Seat },
    /// The table as the hand ended, every hand laid out; `table` is set
    /// when the game plays two tables at once (a partnership).
    Ended { table: Option<usize> },
}

impl Drawing {
    /// The file's name: `hand-03-deal-seat-2.png`, `hand-03-end.png` (a
    /// partnership: `hand-03-end-table-1.png`). `digits` pads the hand's
    /// number so that names sort in play order ("deal" before "end").
    pub fn file_name(&self, digits: usize) -> String {
        let hand = format!("hand-{:0digits$}", self.hand);
        match self.moment {
            Moment::Dealt { seat } => format!("{hand}-deal-seat-{}.png", seat + 1),
            Moment::Ended { table: None } => format!("{hand}-end.png"),
            Moment::Ended { table: Some(t) } => format!("{hand}-end-table-{}.png", t + 1),
        }
    }
}

/// The pictures of a whole replay, in play order, and how far the game
/// went.
pub struct Drawings {
    /// The game ended (every hand was played).
    pub over: bool,
    /// Moves replayed.
    pub moves: u32,
    pub drawings: Vec<Drawing>,
    /// Hands dealt.
    pub hands: usize,
    /// Hands that ended without laying the hands out (a two-handed hand
    /// drawn): they have no table picture.
    pub ended_unseen: usize,
}

/// Plays `replay` and collects its pictures, titled in `lang`. The seats
/// are named as the bot names a seat whose name it does not know ("Seat
/// 1"): a replay holds seats, not players.
pub fn collect(lang: gin_text::Lang, replay: &Replay) -> Result<Drawings, ReplayError> {
    let mut drawings = Vec::new();
    let (mut hands, mut ended_unseen) = (0, 0);
    let mut two_tables = false;
    let names =
        gin_pictures::Seating::new(vec![String::new(); replay.rules.seats()]).with_lang(lang);
    let game = replay.run(|game, event| {
        // The callback sees the game after the whole move: right after a
        // deal, or right after the move that ended the hand, as the bot
        // draws them.
        let seats = match *event {
            Event::HandDealt { .. } => {
                hands += 1;
                two_tables = false;
                (0..game.seats()).collect()
            }
            Event::TwoHandedDealt {
                table,
                non_dealer,
                dealer,
                ..
            } => {
                if table == 0 {
                    hands += 1;
                }
                two_tables = table > 0;
                let mut seats = vec![non_dealer, dealer];
                seats.sort_unstable();
                seats
            }
            _ => Vec::new(),
        };
        for seat in seats {
            if let Some(p) = HandPicture::from_seat(&game.seat_state(seat), None) {
                drawings.push(Drawing {
                    hand: hands,
                    moment: Moment::Dealt { seat },
                    picture: Picture::Hand(p),
                });
            }
        }
        if let Some(table) = TablePicture::laid_out_by(event) {
            let view = game.public_state();
            let seats = names
                .clone()
                .with_sides(gin_pictures::Seating::sides_of(&view));
            if let Some(p) = TablePicture::at_hand_end(&view, table, &seats) {
                drawings.push(Drawing {
                    hand: hands,
                    moment: Moment::Ended {
                        table: two_tables.then_some(table),
                    },
                    picture: Picture::Table(p),
                });
            }
        } else if matches!(event, Event::TwoHandedEnded { .. }) {
            ended_unseen += 1;
        }
    })?;
    Ok(Drawings {
        over: game.is_over(),
        moves: game.moves(),
        drawings,
        hands,
        ended_unseen,
    })
}

/// Refuses a folder that cannot take the pictures, before anything is
/// drawn: a file, one that cannot be created, or one holding pictures of
/// an earlier run (their names would mix with these).
fn prepare(lang: Lang, dir: &Path) -> anyhow::Result<()> {
    let shown = || dir.display().to_string();
    if dir.exists() && !dir.is_dir() {
        bail!(tr!(lang, "cli-pictures-folder-is-a-file", dir = shown()));
    }
    std::fs::create_dir_all(dir)
        .with_context(|| tr!(lang, "cli-pictures-cannot-create", dir = shown()))?;
    let listing = std::fs::read_dir(dir)
        .with_context(|| tr!(lang, "cli-pictures-cannot-list", dir = shown()))?;
    for entry in listing.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        if name.starts_with("hand-") && name.ends_with(".png") {
            bail!(tr!(
                lang,
                "cli-pictures-folder-in-use",
                dir = shown(),
                file = name
            ));
        }
    }
    Ok(())
}

/// Draws `drawings` into `dir` and says what was written.
pub fn write(lang: Lang, dir: &Path, d: &Drawings, style: Style) -> anyhow::Result<String> {
    prepare(lang, dir)?;
    let digits = d.hands.max(1).to_string().len().max(2);
    let mut names = Vec::new();
    for drawing in &d.drawings {
        let name = drawing.file_name(digits);
        let png = gin_pictures::render(&drawing.picture, style)
            .with_context(|| tr!(lang, "cli-pictures-cannot-draw", file = name.clone()))?;
        let path = dir.join(&name);
        std::fs::write(&path, &png.bytes)
            .with_context(|| tr!(lang, "cli-cannot-write", path = path.display().to_string()))?;
        names.push(name);
    }
    names.sort();
    let first_and_last = match (names.first(), names.last()) {
        (Some(first), Some(last)) if first != last => format!(" ({first} … {last})"),
        (Some(only), _) => format!(" ({only})"),
        _ => String::new(),
    };
    let mut said = tr!(
        lang,
        "cli-pictures-written",
        pictures = d.drawings.len(),
        hands = d.hands,
        dir = dir.display().to_string(),
        names = first_and_last
    );
    if d.ended_unseen > 0 {
        said += "\n";
        said += &tr!(lang, "cli-pictures-hands-unseen", count = d.ended_unseen);
    }
    Ok(said)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Rules, SeatAction};

    /// A game played to its end by computer players.
    fn played(rules: Rules, seed: u64) -> Replay {
        let (mut game, _) = Game::start(rules, seed, None).unwrap();
        let mut replay = Replay::new(rules, seed);
        while !game.is_over() {
            // Between hands the next deal is anyone's move (seat 0's).
            let seat = game.first_to_act().unwrap_or(0);
            let action = crate::ai::choose(
                crate::ai::Level::Easy,
                &game.seat_view(seat),
                crate::ai::move_seed(seed, game.moves()),
            );
            game.apply(seat, action).unwrap();
            replay.actions.push(SeatAction { seat, action });
        }
        replay
    }

    #[test]
    fn names_sort_in_play_order() {
        let at = |hand, moment| Drawing {
            hand,
            moment,
            picture: Picture::Hand(HandPicture::default()),
        };
        let mut names: Vec<String> = [
            at(2, Moment::Dealt { seat: 0 }),
            at(2, Moment::Ended { table: None }),
            at(10, Moment::Dealt { seat: 2 }),
            at(10, Moment::Ended { table: None }),
        ]
        .iter()
        .map(|d| d.file_name(2))
        .collect();
        let in_play_order = names.clone();
        names.sort();
        assert_eq!(names, in_play_order);
        assert_eq!(in_play_order[0], "hand-02-deal-seat-1.png");
        assert_eq!(
            at(7, Moment::Ended { table: Some(1) }).file_name(3),
            "hand-007-end-table-2.png"
        );
    }

    /// Every hand of a game gets each playing seat's dealt hand and, when
    /// it lays the hands out, the table at its end (Jersey Gin: three
    /// seats, R3.4; Colonel: two, V9.2).
    #[test]
    fn every_hand_has_its_deal_and_end() {
        for rules in [
            Rules::from_names("jersey", &[]).unwrap(),
            Rules::from_names("colonel", &[]).unwrap(),
        ] {
            let d = collect(gin_text::Lang::En, &played(rules, 11)).unwrap();
            assert!(d.over && d.hands > 1, "{rules:?}: {} hands", d.hands);
            let seats = rules.seats();
            assert_eq!(d.drawings.len(), d.hands * (seats + 1), "{rules:?}");
            for hand in 1..=d.hands {
                let of: Vec<_> = d.drawings.iter().filter(|x| x.hand == hand).collect();
                assert!(matches!(of.last().unwrap().moment, Moment::Ended { .. }));
                assert!(matches!(of.last().unwrap().picture, Picture::Table(_)));
            }
        }
    }
}
