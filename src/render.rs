//! Plain-text descriptions of engine events, shared by the command line and
//! the terminal front end. `name(seat)` says what to call a seat.

use crate::engine::{CardSet, Event, HandEnd, HandResult, LaidOff, Seat};

fn melds_text(melds: &[CardSet]) -> String {
    if melds.is_empty() {
        return "no melds".into();
    }
    melds
        .iter()
        .map(|m| format!("[{m}]"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn layoffs_text(layoffs: &[LaidOff]) -> String {
    layoffs
        .iter()
        .map(|l| format!("{} onto [{}]", l.cards, l.onto))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line (or a few) describing `event`.
pub fn describe(event: &Event, name: &dyn Fn(Seat) -> String) -> String {
    match event {
        Event::DealerDraw { cards, dealer } => format!(
            "Draw for the deal: {} — {} deals",
            (0..3)
                .map(|s| format!("{} {}", name(s), cards[s]))
                .collect::<Vec<_>>()
                .join(", "),
            name(*dealer)
        ),
        Event::HandDealt {
            hand,
            dealer,
            upcard,
            stock,
        } => format!(
            "Hand {hand}: {} deals; upcard {upcard}, {stock} cards in the stock",
            name(*dealer)
        ),
        Event::DrewStock { seat } => format!("{} draws from the stock", name(*seat)),
        Event::Drew { seat, card } => format!("{} drew {card}", name(*seat)),
        Event::TookDiscard { seat, card } => format!("{} takes the upcard {card}", name(*seat)),
        Event::Discarded { seat, card } => format!("{} discards {card}", name(*seat)),
        Event::BreakStarted { breaker } => format!(
            "The break: 3 cards left in the stock, {} is the breaker. No more knocking.",
            name(*breaker)
        ),
        Event::LaidDown {
            seat,
            melds,
            layoffs,
            cards_left,
        } => {
            let mut s = format!("{} lays down {}", name(*seat), melds_text(melds));
            if !layoffs.is_empty() {
                s += &format!(", lays off {}", layoffs_text(layoffs));
            }
            s + &format!("; {cards_left} cards left in hand")
        }
        Event::Knocked { seat, gin, count } => {
            if *gin {
                format!("{} goes GIN!", name(*seat))
            } else {
                format!("{} knocks with {count}", name(*seat))
            }
        }
        Event::HandEnded { result, scores } => hand_result(result, scores, name),
        Event::GameEnded { result } => {
            let mut s = format!("Game over: {} reached the target.", name(result.winner));
            for (place, &seat) in result.ranking.iter().enumerate() {
                s += &format!(
                    "\n  {}. {}: {} = {} from hands + {} game bonus + {} for {} boxes",
                    place + 1,
                    name(seat),
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
pub fn hand_result(r: &HandResult, scores: &[u32; 3], name: &dyn Fn(Seat) -> String) -> String {
    let how = match r.end {
        HandEnd::Knock { knocker } => format!("{} wins the knock", name(knocker)),
        HandEnd::Underknock {
            knocker,
            underknocker,
        } => format!("{} underknocks {}", name(underknocker), name(knocker)),
        HandEnd::Gin { seat } => format!("{} wins with gin", name(seat)),
        HandEnd::BreakEnd { breaker } => format!(
            "the stock is out; lowest count wins (breaker {})",
            name(breaker)
        ),
        HandEnd::BreakGin { seat, .. } => format!("{} went out after the break", name(seat)),
    };
    let mut s = format!("Hand over: {how}.");
    for rv in &r.reveals {
        s += &format!("\n  {}: {}", name(rv.seat), melds_text(&rv.melds));
        if !rv.layoffs.is_empty() {
            s += &format!("; laid off {}", layoffs_text(&rv.layoffs));
        }
        s += &format!("; deadwood [{}] = {}", rv.deadwood_cards, rv.count);
    }
    s += &format!(
        "\n  {} scores {} (box). Scores: {}",
        name(r.winner),
        r.points,
        (0..3)
            .map(|s| format!("{} {}", name(s), scores[s]))
            .collect::<Vec<_>>()
            .join(", ")
    );
    s
}
