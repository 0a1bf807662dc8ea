//! A person's profile card (issue 43), drawn like the table pictures: the
//! felt, our lettering, trays for each game of the family with its
//! figures, and a row of badges, gold for each achievement earned. Every
//! word on it comes from the caller, in the reader's language.

use crate::canvas::{Align, Canvas, Lettering};
use crate::font::{self, Weight};
use crate::parts;
use crate::theme::{self, Style};
use crate::{PictureError, Png};
use serde::{Deserialize, Serialize};

/// What a profile card shows: words as the caller wrote them (kept to
/// what our lettering draws), figures as text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfilePicture {
    /// The person's name.
    pub name: String,
    /// A line under it ("12 GAMES · 7 WINS").
    pub headline: String,
    /// One tray per game.
    pub games: Vec<ProfileRow>,
    /// The badges' caption ("ACHIEVEMENTS 4/11").
    pub badges_caption: String,
    /// Each achievement, earned or not, in their order.
    pub badges: Vec<bool>,
}

/// One game's tray: its name and its figures, each a label over a value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileRow {
    pub game: String,
    pub figures: Vec<(String, String)>,
}

/// At most this many trays and figures in one, and badges.
pub const MAX_ROWS: usize = 3;
pub const MAX_FIGURES: usize = 8;
pub const MAX_BADGES: usize = 16;

const WIDTH: f32 = 720.0;
const MARGIN: f32 = 24.0;
const ROW_H: f32 = 86.0;
const CELL_W: f32 = (WIDTH - 2.0 * MARGIN - 24.0) / MAX_FIGURES as f32;

fn style(height: f32, weight: Weight, colour: crate::canvas::Rgba) -> Lettering {
    Lettering {
        height,
        weight,
        colour,
    }
}

/// Draws a line narrowed to fit `room` pixels, if it must be.
fn fitted(canvas: &mut Canvas, text: &str, x: f32, y: f32, l: Lettering, align: Align, room: f32) {
    let natural = Canvas::measure(text, l).max(1.0);
    let squeeze = (room / natural).min(1.0);
    canvas.text(text, x, y, l, align, squeeze);
}

/// Draws the card as PNG.
pub fn render_profile(p: &ProfilePicture, _style: Style) -> Result<Png, PictureError> {
    if p.games.len() > MAX_ROWS
        || p.games.iter().any(|r| r.figures.len() > MAX_FIGURES)
        || p.badges.len() > MAX_BADGES
    {
        return Err(PictureError::TooBig {
            width: WIDTH as u32,
            height: 0,
        });
    }
    let height = 2.0 * MARGIN + 78.0 + p.games.len() as f32 * (ROW_H + 12.0) + 74.0;
    let mut canvas = Canvas::new(WIDTH as u32, height.ceil() as u32, theme::FELT)?;
    let room = WIDTH - 2.0 * MARGIN;
    let name = font::drawable(&p.name, 32);
    fitted(
        &mut canvas,
        &name,
        MARGIN,
        MARGIN + 30.0,
        style(30.0, Weight::Bold, theme::GOLD),
        Align::Left,
        room,
    );
    let headline = font::drawable(&p.headline, 60);
    fitted(
        &mut canvas,
        &headline,
        MARGIN,
        MARGIN + 62.0,
        parts::label(16.0, theme::INK_SOFT),
        Align::Left,
        room,
    );
    let mut y = MARGIN + 78.0;
    for row in &p.games {
        parts::tray(&mut canvas, theme::FELT, MARGIN, y, room, ROW_H, 10.0);
        let game = font::drawable(&row.game, 40);
        fitted(
            &mut canvas,
            &game,
            MARGIN + 12.0,
            y + 24.0,
            style(15.0, Weight::Regular, theme::INK),
            Align::Left,
            room - 24.0,
        );
        for (i, (label, value)) in row.figures.iter().enumerate() {
            let cx = MARGIN + 12.0 + CELL_W * (i as f32 + 0.5);
            let value = font::drawable(value, 8);
            fitted(
                &mut canvas,
                &value,
                cx,
                y + 58.0,
                style(22.0, Weight::Bold, theme::INK),
                Align::Centre,
                CELL_W - 8.0,
            );
            let label = font::drawable(label, 14);
            fitted(
                &mut canvas,
                &label,
                cx,
                y + 76.0,
                parts::label(9.0, theme::INK_SOFT),
                Align::Centre,
                CELL_W - 6.0,
            );
        }
        y += ROW_H + 12.0;
    }
    let caption = font::drawable(&p.badges_caption, 40);
    fitted(
        &mut canvas,
        &caption,
        MARGIN,
        y + 18.0,
        parts::label(14.0, theme::INK),
        Align::Left,
        room,
    );
    let r = 13.0;
    for (i, &earned) in p.badges.iter().enumerate() {
        let cx = MARGIN + r + i as f32 * (2.0 * r + 10.0);
        let colour = if earned {
            theme::GOLD
        } else {
            theme::TRAY.over(theme::FELT)
        };
        canvas.round_rect(cx - r, y + 30.0, 2.0 * r, 2.0 * r, r, colour);
        if earned {
            let mark = style(10.0, Weight::Bold, theme::GOLD_INK);
            canvas.text(
                &(i + 1).to_string(),
                cx,
                y + 30.0 + r + 5.0,
                mark,
                Align::Centre,
                1.0,
            );
        }
    }
    Ok(Png {
        bytes: canvas.encode_png()?,
        width: canvas.width(),
        height: canvas.height(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card() -> ProfilePicture {
        ProfilePicture {
            name: "Ann Example".into(),
            headline: "12 games · 7 wins · best streak 4".into(),
            games: vec![ProfileRow {
                game: "Gin Rummy".into(),
                figures: vec![
                    ("games".into(), "9".into()),
                    ("wins".into(), "5".into()),
                    ("rating".into(), "27.3".into()),
                    ("gins".into(), "4".into()),
                ],
            }],
            badges_caption: "Achievements 4/11".into(),
            badges: vec![
                true, false, true, true, false, false, true, false, false, false, false,
            ],
        }
    }

    /// A card is a PNG of the card's size; more games make it taller; the
    /// same card draws the same bytes; earned badges change the drawing.
    #[test]
    fn a_profile_card_is_drawn() {
        let one = render_profile(&card(), Style::default()).unwrap();
        assert_eq!(&one.bytes[1..4], b"PNG");
        assert_eq!(one.width, WIDTH as u32);
        let again = render_profile(&card(), Style::default()).unwrap();
        assert_eq!(one.bytes, again.bytes);
        let mut two = card();
        two.games.push(two.games[0].clone());
        let taller = render_profile(&two, Style::default()).unwrap();
        assert!(taller.height > one.height);
        let mut none = card();
        none.badges = vec![false; 11];
        assert_ne!(
            render_profile(&none, Style::default()).unwrap().bytes,
            one.bytes
        );
        let mut too_many = card();
        too_many.games = vec![card().games[0].clone(); MAX_ROWS + 1];
        assert!(render_profile(&too_many, Style::default()).is_err());
    }
}
