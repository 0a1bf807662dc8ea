//! The table: a title (and the lines under it: how the points add up, a
//! partnership's sides) and the piles over one row per seat. A row holds
//! the seat's badge (the number the table message gives the player), name
//! and note, its melds (cards others laid off onto them
//! dropped a little and shaded in the colour of the seat that laid them
//! off, with its number), any cards still held face down, and the deadwood
//! on a darker tray with the count.

use crate::canvas::{Align, Canvas, Lettering};
use crate::card::{self, Mark, DROP};
use crate::font::{self, Weight};
use crate::model::{SeatPicture, TablePicture};
use crate::parts::{self, fan, fan_width, label};
use crate::theme::{self, Style, CARD_H, CARD_W, GROUP_GAP};
use crate::PictureError;
use gin_text::{tr, Lang};

const MARGIN: f32 = 22.0;
/// Cards in the rows, against full size.
const S: f32 = 0.78;
/// The piles in the header, against full size.
const P: f32 = 0.55;
const NAME_COL: f32 = 178.0;
const ROW_PAD: f32 = 12.0;
const ROW_GAP: f32 = 10.0;
const TRAY_PAD: f32 = 8.0;
const BADGE_R: f32 = 21.0;
/// How far apart face-down cards are fanned.
const HIDDEN_FAN: f32 = 11.0;
const TITLE: f32 = 21.0;
/// The lines under the title, and the room between them.
const LINE: f32 = 14.0;
const LINE_GAP: f32 = 7.0;
const LABEL: f32 = 12.0;
/// A seat's name, and the note under it.
const NAME: f32 = 17.0;
const NOTE: f32 = 13.0;
/// The room between the two piles; wider when their labels need it.
const PILE_GAP: f32 = 22.0;
/// The least room between the piles' two labels.
const LABEL_GAP: f32 = 9.0;
/// Lettering past these lengths is cut.
const NAME_CHARS: usize = crate::seating::NAME_CHARS;
pub(crate) const NOTE_CHARS: usize = 20;
const TITLE_CHARS: usize = 64;
const LINE_CHARS: usize = 90;

struct Row<'a> {
    seat: &'a SeatPicture,
    /// The name and the note under it, as drawn.
    name: String,
    note: String,
    /// How much lower every row's note sits to leave room for marks (the
    /// same in every row, so the notes line up).
    note_drop: f32,
    /// Left edge of each meld, then of the hidden cards and the deadwood.
    melds: Vec<f32>,
    hidden: Option<f32>,
    deadwood: Option<f32>,
    /// Right edge of what the row holds.
    right: f32,
    dropped: bool,
}

fn row_layout(lang: Lang, (index, seat): (usize, &SeatPicture)) -> Row<'_> {
    let mut name = font::drawable(&seat.name, NAME_CHARS);
    if name.is_empty() {
        name = tr!(lang, "pic-seat-badge", number = seat.badge(index));
    }
    let note = font::drawable(&seat.note, NOTE_CHARS);
    let mut x = MARGIN + NAME_COL;
    let mut melds = Vec::new();
    for m in &seat.melds {
        melds.push(x);
        x += fan_width(m.cards.len(), S) + GROUP_GAP;
    }
    let hidden = (seat.hidden > 0).then(|| {
        let at = x;
        x += (CARD_W + (seat.hidden - 1) as f32 * HIDDEN_FAN) * S + GROUP_GAP;
        at
    });
    let deadwood = (!seat.deadwood.is_empty() || seat.count.is_some()).then(|| {
        let at = x + TRAY_PAD;
        x += fan_width(seat.deadwood.len(), S).max(CARD_W * S)
            + 2.0 * TRAY_PAD
            + BADGE_R * 0.6
            + GROUP_GAP;
        at
    });
    Row {
        seat,
        name,
        note,
        note_drop: 0.0,
        melds,
        hidden,
        deadwood,
        right: x - GROUP_GAP,
        dropped: seat.melds.iter().any(|m| !m.laid_off.is_empty()),
    }
}

fn row_height(row: &Row) -> f32 {
    let drop = if row.dropped { DROP * S } else { 0.0 };
    (CARD_H * S + drop + 2.0 * ROW_PAD).max(96.0)
}

pub fn render(t: &TablePicture, style: Style) -> Result<Canvas, PictureError> {
    let mut rows: Vec<Row> = t
        .seats
        .iter()
        .enumerate()
        .map(|s| row_layout(style.lang, s))
        .collect();
    // Cedillas under the names and marks over the notes take room of
    // their own, the same in every row.
    let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
    let notes: Vec<&str> = rows.iter().map(|r| r.note.as_str()).collect();
    let note_drop = Canvas::overhang_of_all(&names, name_lettering(theme::INK)).below
        + Canvas::overhang_of_all(&notes, label(NOTE, theme::INK)).above;
    for row in &mut rows {
        row.note_drop = note_drop;
    }
    let pile_w = CARD_W * P;
    let small = label(LABEL, theme::INK_SOFT);
    let stock_label = tr!(style.lang, "pic-stock");
    let discard_label = tr!(style.lang, "pic-discard");
    let pile_gap = pile_gap(&stock_label, &discard_label, small);
    // The piles' room, and past the discard pile what of its label would
    // reach into the margin (a long word in some language).
    let overhang = discard_overhang(&discard_label, small);
    let piles_w = match (t.stock.is_some(), t.upcard.is_some() || t.stock.is_some()) {
        (true, _) => 2.0 * pile_w + pile_gap + overhang,
        (false, true) => pile_w + overhang,
        (false, false) => 0.0,
    };
    let title = font::drawable(&t.title, TITLE_CHARS);
    let title_style = Lettering {
        height: TITLE,
        weight: Weight::Regular,
        colour: theme::INK,
    };
    let lines: Vec<String> = t
        .lines
        .iter()
        .map(|l| font::drawable(l, LINE_CHARS))
        .filter(|l| !l.is_empty())
        .collect();
    let line_style = label(LINE, theme::INK_SOFT);
    let text_w = lines
        .iter()
        .map(|l| Canvas::measure(l, line_style))
        .fold(Canvas::measure(&title, title_style), f32::max);
    // The title and its lines, as one block beside the piles.
    let (baselines, block_h) = block(&title, title_style, &lines, line_style);
    let labels = Canvas::overhang_of_all(&[&stock_label, &discard_label], small);
    let header_h = if piles_w > 0.0 {
        (CARD_H * P + LABEL + 12.0 + labels.above + labels.below).max(block_h + 8.0)
    } else {
        block_h + 8.0
    };
    let rows_right = rows.iter().map(|r| r.right).fold(0.0, f32::max);
    let width = (rows_right + MARGIN)
        .max(MARGIN + text_w + 30.0 + piles_w + MARGIN)
        .max(MARGIN + NAME_COL + CARD_W + MARGIN);
    let rows_top = MARGIN + header_h + 14.0;
    let rows_h: f32 = rows.iter().map(row_height).sum::<f32>() + ROW_GAP * (rows.len() - 1) as f32;
    let height = rows_top + rows_h + MARGIN;
    let mut canvas = Canvas::new(width.ceil() as u32, height.ceil() as u32, theme::FELT)?;

    // Header: the title and its lines, and the piles at the right.
    let block_top = if piles_w > 0.0 {
        MARGIN + ((CARD_H * P - block_h) / 2.0).max(0.0)
    } else {
        MARGIN
    };
    canvas.text(
        &title,
        MARGIN,
        block_top + baselines[0],
        title_style,
        Align::Left,
        1.0,
    );
    for (line, base) in lines.iter().zip(&baselines[1..]) {
        canvas.text(line, MARGIN, block_top + base, line_style, Align::Left, 1.0);
    }
    let mut px = width - MARGIN - piles_w;
    let label_base = MARGIN + CARD_H * P + 6.0 + LABEL + labels.above;
    if let Some(n) = t.stock {
        parts::stock(&mut canvas, n, px, MARGIN, P);
        canvas.text(
            &stock_label,
            px + pile_w / 2.0,
            label_base,
            small,
            Align::Centre,
            1.0,
        );
        px += pile_w + pile_gap;
    }
    if t.upcard.is_some() || t.stock.is_some() {
        parts::discard(&mut canvas, style, t.upcard, px, MARGIN, P);
        canvas.text(
            &discard_label,
            px + pile_w / 2.0,
            label_base,
            small,
            Align::Centre,
            1.0,
        );
    }

    let badges: Vec<u32> = t
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| s.badge(i))
        .collect();
    let mut y = rows_top;
    for (i, row) in rows.iter().enumerate() {
        let h = row_height(row);
        draw_row(&mut canvas, style, row, (i, &badges), y, width, h);
        y += h + ROW_GAP;
    }
    Ok(canvas)
}

/// The room between the stock and the discard pile: [`PILE_GAP`], or more
/// when their labels (centred under them) would come closer than
/// [`LABEL_GAP`] (a long word in some language).
fn pile_gap(stock: &str, discard: &str, lettering: Lettering) -> f32 {
    let halves = (Canvas::measure(stock, lettering) + Canvas::measure(discard, lettering)) / 2.0;
    PILE_GAP.max(halves + LABEL_GAP - CARD_W * P)
}

/// How far the discard pile's label, centred under it, would reach into
/// the picture's margin (past 4 pixels of it): room the piles take more.
fn discard_overhang(discard: &str, lettering: Lettering) -> f32 {
    let half = Canvas::measure(discard, lettering) / 2.0;
    (half - CARD_W * P / 2.0 - (MARGIN - 8.0)).max(0.0)
}

/// The baselines of the title and of each line under it, from the top of
/// their block, and the block's height. Marks over capitals and cedillas
/// under the baseline take room of their own, the same between every two
/// lines so they stay evenly spaced (plain lettering needs none, and is
/// set as it always was).
fn block(
    title: &str,
    title_style: Lettering,
    lines: &[String],
    line_style: Lettering,
) -> (Vec<f32>, f32) {
    let title_marks = Canvas::overhang(title, title_style);
    let words: Vec<&str> = lines.iter().map(String::as_str).collect();
    let line_marks = Canvas::overhang_of_all(&words, line_style);
    let below = title_marks.below.max(line_marks.below);
    let mut base = title_marks.above + TITLE;
    let mut baselines = vec![base];
    for _ in lines {
        base += below + line_marks.above + LINE + LINE_GAP;
        baselines.push(base);
    }
    let last_below = if lines.is_empty() {
        title_marks.below
    } else {
        line_marks.below
    };
    (baselines, base + last_below)
}

fn name_lettering(colour: crate::canvas::Rgba) -> Lettering {
    Lettering {
        height: NAME,
        weight: Weight::Regular,
        colour,
    }
}

/// The colour of the player numbered `number` (1-based).
fn seat_colour(number: u32) -> crate::canvas::Rgba {
    theme::SEATS[(number.max(1) - 1) as usize % theme::SEATS.len()]
}

/// What a chip draws for `number` (it adds 1).
fn chip(number: u32) -> u8 {
    number.clamp(1, 255) as u8 - 1
}

fn draw_row(
    canvas: &mut Canvas,
    style: Style,
    row: &Row,
    (index, badges): (usize, &[u32]),
    y: f32,
    width: f32,
    h: f32,
) {
    let seat = row.seat;
    let (left, w) = (MARGIN - 8.0, width - 2.0 * MARGIN + 16.0);
    let ground = theme::TRAY.with_alpha(52).over(theme::FELT);
    if seat.highlight {
        // A gold rim round the winner's (or the player's) row.
        canvas.round_rect(left - 2.5, y - 2.5, w + 5.0, h + 5.0, 18.5, theme::GOLD);
    }
    canvas.round_rect(left, y, w, h, 16.0, ground);
    let number = seat.badge(index);
    card::seat_chip(
        canvas,
        MARGIN + 14.0,
        y + 30.0,
        15.0,
        seat_colour(number),
        chip(number),
    );
    let (name, note) = (&row.name, &row.note);
    let name_style = name_lettering(theme::INK);
    let name_x = MARGIN + 38.0;
    let room = NAME_COL - 52.0;
    let natural = Canvas::measure(name, name_style);
    canvas.text(
        name,
        name_x,
        y + 38.5,
        name_style,
        Align::Left,
        (room / natural).min(1.0),
    );
    if !note.is_empty() {
        let note_style = label(
            NOTE,
            if seat.highlight {
                theme::GOLD
            } else {
                theme::INK_SOFT
            },
        );
        let natural = Canvas::measure(note, note_style);
        canvas.text(
            note,
            name_x,
            y + 64.0 + row.note_drop,
            note_style,
            Align::Left,
            (room / natural).min(1.0),
        );
    }

    let top = y + ROW_PAD;
    for (meld, &x) in seat.melds.iter().zip(&row.melds) {
        fan(canvas, style, &meld.cards, x, top, S, |c| {
            match meld.laid_off_by(c) {
                Some(by) => {
                    let number = badges.get(by).copied().unwrap_or(by as u32 + 1);
                    Mark::LaidOff {
                        colour: seat_colour(number),
                        seat: chip(number),
                    }
                }
                None => Mark::Plain,
            }
        });
    }
    if let Some(x) = row.hidden {
        for i in 0..seat.hidden {
            card::back(
                canvas,
                x + i as f32 * HIDDEN_FAN * S,
                top,
                S,
                i + 1 < seat.hidden,
            );
        }
        let w = (CARD_W + (seat.hidden - 1) as f32 * HIDDEN_FAN) * S;
        // The number sits on the uppermost card.
        parts::number_pill(
            canvas,
            x + w - CARD_W * S / 2.0,
            top + CARD_H * S / 2.0,
            24.0,
            seat.hidden,
        );
    }
    if let Some(x) = row.deadwood {
        let w = fan_width(seat.deadwood.len(), S).max(CARD_W * S) + 2.0 * TRAY_PAD;
        parts::tray(
            canvas,
            ground,
            x - TRAY_PAD,
            top - TRAY_PAD,
            w,
            CARD_H * S + 2.0 * TRAY_PAD,
            12.0,
        );
        if seat.deadwood.is_empty() {
            parts::empty_slot(canvas, x, top, S);
        }
        fan(canvas, style, &seat.deadwood, x, top, S, |_| Mark::Plain);
        if let Some(n) = seat.count {
            parts::count_badge(
                canvas,
                x - TRAY_PAD + w - 2.0,
                top - TRAY_PAD + 4.0,
                BADGE_R,
                n,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 40: in every language the piles' labels keep apart (the piles
    /// move apart for long words, English's keep their place) and the
    /// discard pile's ends inside the margin, a nameless row's "SEAT 2"
    /// fits the name column (squeezed a little at most), and each is the language's own
    /// word with no message id or `{` showing.
    #[test]
    fn the_piles_labels_and_a_seats_label_fit_in_every_language() {
        let small = label(LABEL, theme::INK_SOFT);
        let name_room = NAME_COL - 52.0;
        for lang in Lang::ALL {
            let stock = tr!(lang, "pic-stock");
            let discard = tr!(lang, "pic-discard");
            // English keeps its gap; any wider one keeps the labels apart.
            let gap = pile_gap(&stock, &discard, small);
            assert!(lang != Lang::En || gap == PILE_GAP, "{gap}");
            let halves = (Canvas::measure(&stock, small) + Canvas::measure(&discard, small)) / 2.0;
            assert!(
                CARD_W * P + gap - halves >= LABEL_GAP - 1e-3,
                "{lang}: {stock} {discard}"
            );
            // The discard pile's label ends inside the margin; English's
            // needs no room more.
            let over = discard_overhang(&discard, small);
            let discard_w = Canvas::measure(&discard, small);
            assert!(discard_w / 2.0 - over <= CARD_W * P / 2.0 + MARGIN - 8.0 + 1e-3);
            assert!(lang != Lang::En || over == 0.0, "{over}");
            let words = [
                (stock, tr!(Lang::En, "pic-stock"), small, f32::INFINITY),
                (discard, tr!(Lang::En, "pic-discard"), small, f32::INFINITY),
                (
                    tr!(lang, "pic-seat-badge", number = 4),
                    tr!(Lang::En, "pic-seat-badge", number = 4),
                    name_lettering(theme::INK),
                    name_room,
                ),
            ];
            for (word, en, lettering, room) in words {
                // A row's name is squeezed into its column (draw_row): a
                // little, so it still reads.
                let width = Canvas::measure(&word, lettering) * 0.9;
                assert!(width <= room, "{lang}: {word} is {width} wide, room {room}");
                assert!(
                    !word.contains('{') && !word.contains("pic-"),
                    "{lang}: {word}"
                );
                assert_eq!(font::drawable(&word, 40), word, "{lang}: {word}");
                assert!(lang == Lang::En || word != en, "{lang}: {word} is English");
            }
        }
    }

    /// Issue 40: marks over capitals and cedillas under the baseline take
    /// room of their own, evenly between the lines; plain lettering is set
    /// as before.
    #[test]
    fn marks_get_room_of_their_own_and_lines_stay_evenly_spaced() {
        let title_style = Lettering {
            height: TITLE,
            weight: Weight::Regular,
            colour: theme::INK,
        };
        let line_style = label(LINE, theme::INK_SOFT);
        let plain = ["56 = 14 × 2".to_string(), "SIDE 1: ANN & BO".to_string()];
        let (baselines, height) = block("HAND 4: ANN KNOCKS", title_style, &plain, line_style);
        assert_eq!(baselines, [21.0, 42.0, 63.0]);
        assert_eq!(height, 63.0);

        let title = "À FRANÇOIS";
        let lines = ["ÉTÉ".to_string(), "56".to_string(), "ÇA".to_string()];
        let (b, height) = block(title, title_style, &lines, line_style);
        let pitch = b[2] - b[1];
        assert!((b[3] - b[2] - pitch).abs() < 1e-3, "{b:?}");
        assert!(pitch > LINE + LINE_GAP);
        // The first line's accents clear the title's cedilla by as much
        // as a plain line's capitals clear a plain title's baseline.
        let accent_top = b[1] - LINE - Canvas::overhang("ÉTÉ", line_style).above;
        let cedilla_bottom = b[0] + Canvas::overhang(title, title_style).below;
        assert!(accent_top - cedilla_bottom >= LINE_GAP - 1e-3);
        // The title's own marks are inside the block, and so is the last
        // line's cedilla.
        assert!(b[0] - TITLE >= Canvas::overhang(title, title_style).above - 1e-3);
        assert!(Canvas::overhang(title, title_style).above > 0.0);
        assert!(height >= b[3] + Canvas::overhang("ÇA", line_style).below);
    }
}
