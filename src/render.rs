//! Plain-text descriptions of engine events, shared by every front end: the
//! command line, the terminal game and the Discord channel. A front end says
//! how to write a seat and a card through [`Names`] (colours in a terminal,
//! bold in Discord); the wording lives here once.

use crate::engine::{Card, CardSet, Event, HandEnd, HandResult, LaidOff, Seat};

/// How a front end writes seats and cards.
pub trait Names {
    fn seat(&self, seat: Seat) -> String;
    fn card(&self, card: Card) -> String {
        card.to_string()
    }
    /// Cards of a meld or a hand, sorted by suit then rank.
    fn cards(&self, cards: CardSet) -> String {
        let mut v = cards.to_vec();
        v.sort_by_key(|c| (c.suit(), c.rank()));
        v.iter()
            .map(|&c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Plain card symbols and seat names from a function.
pub struct Plain<F: Fn(Seat) -> String>(pub F);

impl<F: Fn(Seat) -> String> Names for Plain<F> {
    fn seat(&self, seat: Seat) -> String {
        (self.0)(seat)
    }
}

fn melds_text(melds: &[CardSet], n: &dyn Names) -> String {
    if melds.is_empty() {
        return "no melds".into();
    }
    melds
        .iter()
        .map(|m| format!("[{}]", n.cards(*m)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn layoffs_text(layoffs: &[LaidOff], n: &dyn Names) -> String {
    layoffs
        .iter()
        .map(|l| format!("{} onto [{}]", n.cards(l.cards), n.cards(l.onto)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line (or a few) describing `event`.
pub fn describe(event: &Event, n: &dyn Names) -> String {
    match event {
        Event::DealerDraw { cards, dealer } => format!(
            "Cards for the deal: {}. The deal goes to {}.",
            (0..3)
                .map(|s| format!("{} {}", n.seat(s), n.card(cards[s])))
                .collect::<Vec<_>>()
                .join(", "),
            n.seat(*dealer)
        ),
        Event::HandDealt {
            hand,
            dealer,
            upcard,
            stock,
        } => format!(
            "Hand {hand}: dealt by {}; the upcard is {}, {stock} cards in the stock.",
            n.seat(*dealer),
            n.card(*upcard)
        ),
        Event::DrewStock { seat } => format!("{} draws from the stock.", n.seat(*seat)),
        Event::Drew { seat, card } => format!("{} drew {}.", n.seat(*seat), n.card(*card)),
        Event::TookDiscard { seat, card } => {
            format!("{} takes the upcard {}.", n.seat(*seat), n.card(*card))
        }
        Event::Discarded { seat, card } => {
            format!("{} discards {}.", n.seat(*seat), n.card(*card))
        }
        Event::BreakStarted { breaker } => format!(
            "The break: three cards left in the stock, {} is the breaker. Nobody may knock now.",
            n.seat(*breaker)
        ),
        Event::LaidDown {
            seat,
            melds,
            layoffs,
            cards_left,
        } => {
            let mut s = format!("{} lays down {}", n.seat(*seat), melds_text(melds, n));
            if !layoffs.is_empty() {
                s += &format!(", lays off {}", layoffs_text(layoffs, n));
            }
            s + &format!("; {cards_left} cards left in hand.")
        }
        Event::Knocked { seat, gin, count } => {
            if *gin {
                format!("{} goes GIN!", n.seat(*seat))
            } else {
                format!("{} knocks with {count}.", n.seat(*seat))
            }
        }
        Event::HandEnded { result, scores } => hand_result(result, scores, n),
        Event::GameEnded { result } => {
            let mut s = format!(
                "{} reached the target and wins the game!",
                n.seat(result.winner)
            );
            for (place, &seat) in result.ranking.iter().enumerate() {
                s += &format!(
                    "\n  {}. {}: {} = {} from hands + {} game bonus + {} for {} boxes",
                    place + 1,
                    n.seat(seat),
                    result.totals[seat],
                    result.hand_points[seat],
                    result.game_bonus[seat],
                    result.box_bonus[seat],
                    result.boxes[seat]
                );
            }
            s
        }
    }
}

/// The hands laid out and the score of a finished hand.
pub fn hand_result(r: &HandResult, scores: &[u32; 3], n: &dyn Names) -> String {
    let how = match r.end {
        HandEnd::Knock { knocker } => format!("{} wins the knock", n.seat(knocker)),
        HandEnd::Underknock {
            knocker,
            underknocker,
        } => format!("{} underknocks {}", n.seat(underknocker), n.seat(knocker)),
        HandEnd::Gin { seat } => format!("{} wins with gin", n.seat(seat)),
        HandEnd::BreakEnd { breaker } => format!(
            "the stock is out and the lowest count wins (breaker: {})",
            n.seat(breaker)
        ),
        HandEnd::BreakGin { seat, .. } => format!("{} went out after the break", n.seat(seat)),
    };
    let mut s = format!("Hand over: {how}.");
    for rv in &r.reveals {
        s += &format!("\n  {}: {}", n.seat(rv.seat), melds_text(&rv.melds, n));
        if !rv.layoffs.is_empty() {
            s += &format!("; laid off {}", layoffs_text(&rv.layoffs, n));
        }
        s += &format!("; deadwood [{}] = {}", n.cards(rv.deadwood_cards), rv.count);
    }
    s += &format!(
        "\n  {} scores {} and the box. Scores: {}.",
        n.seat(r.winner),
        r.points,
        (0..3)
            .map(|s| format!("{} {}", n.seat(s), scores[s]))
            .collect::<Vec<_>>()
            .join(", ")
    );
    s
}
