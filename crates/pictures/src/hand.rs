//! A player's hand: the melds fanned one after another, the cards that go
//! onto the table's melds, the deadwood set apart on a darker tray with its
//! count, and, past a divider, the stock and the top discard. In Colonel a
//! line over the cards says what the whole hand counts and what laying
//! down would leave (V9.4, V9.6); the tray is then what is left.

use crate::canvas::{Align, Canvas, Lettering};
use crate::card::{Mark, LIFT};
use crate::font::Weight;
use crate::model::HandPicture;
use crate::parts::{self, fan, fan_width, label};
use crate::theme::{self, Style, CARD_H, CARD_W, GROUP_GAP};
use crate::PictureError;
use gin_core::engine::Card;
use gin_text::{tr, Lang};

const MARGIN: f32 = 22.0;
/// Room above the cards for the lifted drawn card.
const TOP: f32 = MARGIN + LIFT;
const TRAY_PAD: f32 = 9.0;
const LABEL: f32 = 13.0;
const BADGE_R: f32 = 23.0;
/// Colonel's line over the cards.
const HEADER: f32 = 17.0;
/// Room under it: the count badge hangs this far over the tray.
const HEADER_GAP: f32 = 18.0;
/// How wide a label under a group may be: the nearest two labels (the
/// stock's and the discard's) have centres a card, the stock's edge and a
/// gap apart, 128 pixels, so two labels this wide keep 4 between them.
pub(crate) const LABEL_ROOM: f32 = CARD_W + GROUP_GAP + 2.0;

/// The words under the cards, in the picture's language.
pub(crate) struct Labels {
    pub lay_off: String,
    pub deadwood: String,
    /// Colonel's tray: what laying down would leave.
    pub left: String,
    pub stock: String,
    pub discard: String,
}

impl Labels {
    pub(crate) fn of(lang: Lang) -> Labels {
        Labels {
            lay_off: tr!(lang, "pic-lay-off"),
            deadwood: tr!(lang, "pic-deadwood"),
            left: tr!(lang, "pic-left"),
            stock: tr!(lang, "pic-stock"),
            discard: tr!(lang, "pic-discard"),
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Group {
    Meld,
    Layoffs,
    Deadwood,
}

/// Where everything goes, so the canvas can be sized before drawing.
struct Layout {
    groups: Vec<(Group, Vec<Card>, f32)>,
    /// Left edge of the piles (stock, discard), if shown.
    piles: Option<f32>,
    width: f32,
    /// Colonel's line over the cards, if any.
    header: Option<String>,
    /// The header's baseline, and the top of the cards (below it).
    header_base: f32,
    top: f32,
}

fn header_style() -> Lettering {
    Lettering {
        height: HEADER,
        weight: Weight::Regular,
        colour: theme::INK,
    }
}

/// Colonel's line (V9.4, V9.6): the whole hand's count, and the count
/// after laying down (the tray's).
pub(crate) fn header(h: &HandPicture, lang: Lang) -> Option<String> {
    let held = h.held?;
    Some(match h.count {
        Some(left) if left != held => tr!(lang, "pic-colonel-after", held = held, left = left),
        _ => tr!(lang, "pic-colonel-nothing", held = held),
    })
}

fn layout(h: &HandPicture, lang: Lang) -> Layout {
    let mut groups: Vec<(Group, Vec<Card>)> =
        h.melds.iter().map(|m| (Group::Meld, m.clone())).collect();
    if !h.layoffs.is_empty() {
        groups.push((Group::Layoffs, h.layoffs.clone()));
    }
    if !h.deadwood.is_empty() || h.count.is_some() {
        groups.push((Group::Deadwood, h.deadwood.clone()));
    }
    let mut x = MARGIN;
    let mut placed = Vec::new();
    for (kind, cards) in groups {
        if kind == Group::Deadwood {
            x += TRAY_PAD;
        }
        let w = fan_width(cards.len(), 1.0).max(if kind == Group::Deadwood { CARD_W } else { 0.0 });
        placed.push((kind, cards, x));
        x += w + GROUP_GAP;
        if kind == Group::Deadwood {
            // The tray's padding and the badge that hangs over its corner.
            x += TRAY_PAD + BADGE_R * 0.6;
        }
    }
    let piles = (h.upcard.is_some() || h.stock.is_some()).then_some(x + 8.0);
    if let Some(p) = piles {
        x = p + 8.0 + GROUP_GAP;
        if h.stock.is_some() {
            x += CARD_W + 6.0 + GROUP_GAP;
        }
        x += CARD_W + GROUP_GAP;
    }
    let header = header(h, lang);
    let header_w = header
        .as_deref()
        .map_or(0.0, |t| Canvas::measure(t, header_style()));
    // Marks over the header's capitals and cedillas under it take room of
    // their own.
    let marks = header
        .as_deref()
        .map(|t| Canvas::overhang(t, header_style()))
        .unwrap_or_default();
    Layout {
        groups: placed,
        piles,
        width: (x - GROUP_GAP + MARGIN)
            .max(2.0 * MARGIN + CARD_W)
            .max(2.0 * MARGIN + header_w),
        header_base: MARGIN + marks.above + HEADER,
        top: if header.is_some() {
            TOP + marks.above + HEADER + marks.below + HEADER_GAP
        } else {
            TOP
        },
        header,
    }
}

/// How much a label is squeezed to stay within [`LABEL_ROOM`]: not at all
/// for every catalog's words (a test checks), so this only guards a
/// translation that grew.
fn fit(word: &str, lettering: Lettering) -> f32 {
    (LABEL_ROOM / Canvas::measure(word, lettering)).min(1.0)
}

pub fn render(h: &HandPicture, style: Style) -> Result<Canvas, PictureError> {
    let l = layout(h, style.lang);
    let top = l.top;
    let small = label(LABEL, theme::INK_SOFT);
    let words = Labels::of(style.lang);
    // Colonel's tray holds what laying down would leave (the header says so).
    let tray_label = if h.held.is_some() {
        words.left.as_str()
    } else {
        words.deadwood.as_str()
    };
    let marks = Canvas::overhang_of_all(
        &[&words.lay_off, tray_label, &words.stock, &words.discard],
        small,
    );
    let label_base = top + CARD_H + 10.0 + marks.above + LABEL;
    let height = label_base + marks.below + MARGIN - 6.0;
    let mut canvas = Canvas::new(l.width.ceil() as u32, height.ceil() as u32, theme::FELT)?;
    if let Some(text) = &l.header {
        canvas.text(
            text,
            MARGIN,
            l.header_base,
            header_style(),
            Align::Left,
            1.0,
        );
    }
    let mark = |c: Card, base: Mark| {
        if h.drawn == Some(c) {
            Mark::Drawn
        } else {
            base
        }
    };

    for (kind, cards, x) in &l.groups {
        let w = fan_width(cards.len(), 1.0);
        match kind {
            Group::Meld => fan(&mut canvas, style, cards, *x, top, 1.0, |c| {
                mark(c, Mark::Plain)
            }),
            Group::Layoffs => {
                fan(&mut canvas, style, cards, *x, top, 1.0, |c| {
                    mark(c, Mark::Fits)
                });
                let fit = fit(&words.lay_off, small);
                canvas.text(
                    &words.lay_off,
                    x + w / 2.0,
                    label_base,
                    small,
                    Align::Centre,
                    fit,
                );
            }
            Group::Deadwood => {
                let tw = w.max(CARD_W) + 2.0 * TRAY_PAD;
                parts::tray(
                    &mut canvas,
                    theme::FELT,
                    x - TRAY_PAD,
                    top - TRAY_PAD,
                    tw,
                    CARD_H + 2.0 * TRAY_PAD,
                    14.0,
                );
                if cards.is_empty() {
                    parts::empty_slot(&mut canvas, *x, top, 1.0);
                }
                fan(&mut canvas, style, cards, *x, top, 1.0, |c| {
                    mark(c, Mark::Plain)
                });
                canvas.text(
                    tray_label,
                    x - TRAY_PAD + tw / 2.0,
                    label_base,
                    small,
                    Align::Centre,
                    fit(tray_label, small),
                );
                if let Some(n) = h.count {
                    parts::count_badge(
                        &mut canvas,
                        x - TRAY_PAD + tw - 2.0,
                        top - TRAY_PAD + 4.0,
                        BADGE_R,
                        n,
                    );
                }
            }
        }
    }

    if let Some(px) = l.piles {
        let divider = theme::INK_SOFT.with_alpha(70).over(theme::FELT);
        canvas.rect(
            px.round() - 1.0,
            top - 4.0,
            px.round() + 1.0,
            top + CARD_H + 4.0,
            divider,
        );
        let mut x = px + 8.0 + GROUP_GAP;
        if let Some(n) = h.stock {
            let w = parts::stock(&mut canvas, n, x, top, 1.0);
            canvas.text(
                &words.stock,
                x + CARD_W / 2.0,
                label_base,
                small,
                Align::Centre,
                fit(&words.stock, small),
            );
            x += w + GROUP_GAP;
        }
        parts::discard(&mut canvas, style, h.upcard, x, top, 1.0);
        canvas.text(
            &words.discard,
            x + CARD_W / 2.0,
            label_base,
            small,
            Align::Centre,
            fit(&words.discard, small),
        );
    }
    Ok(canvas)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 40: in every language each label under a hand fits its room
    /// (so two never overlap and none is cut), is the language's own word
    /// (not English's), and no message id or `{` shows.
    #[test]
    fn every_label_fits_its_room_in_every_language() {
        let small = label(LABEL, theme::INK_SOFT);
        let english = Labels::of(Lang::En);
        for lang in Lang::ALL {
            let words = Labels::of(lang);
            let pairs = [
                (&words.lay_off, &english.lay_off),
                (&words.deadwood, &english.deadwood),
                (&words.left, &english.left),
                (&words.stock, &english.stock),
                (&words.discard, &english.discard),
            ];
            for (word, en) in pairs {
                let width = Canvas::measure(word, small);
                assert!(width <= LABEL_ROOM, "{lang}: {word} is {width} wide");
                assert!(
                    !word.contains('{') && !word.contains("pic-"),
                    "{lang}: {word}"
                );
                assert_eq!(crate::font::drawable(word, 40), *word, "{lang}: {word}");
                assert!(lang == Lang::En || word != en, "{lang}: {word} is English");
            }
        }
    }

    /// Colonel's line (V9.4, V9.6) in every language: the numbers in it,
    /// drawable whole, and the picture widens to hold it.
    #[test]
    fn colonels_line_speaks_every_language() {
        let h = HandPicture {
            held: Some(39),
            count: Some(15),
            ..HandPicture::default()
        };
        let english = header(&h, Lang::En).unwrap();
        assert_eq!(english, "IN HAND: 39 \u{b7} AFTER LAYING DOWN: 15");
        let nothing = HandPicture {
            count: Some(39),
            ..h.clone()
        };
        assert_eq!(
            header(&nothing, Lang::En).unwrap(),
            "IN HAND: 39 \u{b7} NOTHING TO LAY DOWN"
        );
        for lang in Lang::ALL {
            for p in [&h, &nothing] {
                let line = header(p, lang).unwrap();
                assert!(line.contains("39"), "{lang}: {line}");
                assert!(
                    !line.contains('{') && !line.contains("pic-"),
                    "{lang}: {line}"
                );
                assert_eq!(crate::font::drawable(&line, 90), line, "{lang}: {line}");
                let l = layout(p, lang);
                let room = l.width - 2.0 * MARGIN;
                assert!(
                    Canvas::measure(&line, header_style()) <= room,
                    "{lang}: {line}"
                );
            }
            if lang != Lang::En {
                assert_ne!(header(&h, lang).unwrap(), english, "{lang}");
            }
        }
    }
}
