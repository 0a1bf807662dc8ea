//! Plain-text descriptions of engine events, shared by every front end: the
//! command line, the terminal game and the Discord channel. A front end says
//! how to write a seat and a card through [`Names`] (colours in a terminal,
//! bold in Discord); the wording lives here once.

use crate::engine::{Action, Card, CardSet, Event, HandEnd, HandResult, LaidOff, Seat};

/// How a front end writes seats and cards.
pub trait Names {
    fn seat(&self, seat: Seat) -> String;
    /// Whether `seat` is written as "You" (verbs then agree: "You draw").
    fn is_you(&self, _seat: Seat) -> bool {
        false
    }
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

/// "{seat} {verb}", the verb agreeing with the seat: `third` ("draws")
/// for others, `second` ("draw") for "You".
fn says(n: &dyn Names, seat: Seat, third: &str, second: &str) -> String {
    let verb = if n.is_you(seat) { second } else { third };
    format!("{} {verb}", n.seat(seat))
}

/// "1 box", "2 boxes".
pub fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A move in words, as in a menu or an error: "discard 7♣".
pub fn action(a: &Action, n: &dyn Names) -> String {
    match a {
        Action::DrawStock => "draw from the stock".into(),
        Action::TakeDiscard => "take the top card of the discard pile".into(),
        Action::Discard { card } => format!("discard {}", n.card(*card)),
        Action::Knock { card } => format!("knock, throwing {} face down", n.card(*card)),
        Action::NextHand => "deal the next hand".into(),
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
        Event::DrewStock { seat } => format!("{} from the stock.", says(n, *seat, "draws", "draw")),
        Event::Drew { seat, card } => format!("{} drew {}.", n.seat(*seat), n.card(*card)),
        Event::TookDiscard { seat, card } => {
            format!(
                "{} {} from the discard pile.",
                says(n, *seat, "takes", "take"),
                n.card(*card)
            )
        }
        Event::Discarded { seat, card } => {
            format!(
                "{} {}.",
                says(n, *seat, "discards", "discard"),
                n.card(*card)
            )
        }
        Event::BreakStarted { breaker } => format!(
            "The break: three cards left in the stock, {} the breaker. Nobody may knock now.",
            says(n, *breaker, "is", "are")
        ),
        Event::LaidDown {
            seat,
            melds,
            layoffs,
            cards_left,
        } => {
            let you = n.is_you(*seat);
            let mut s = format!(
                "{} {}",
                says(n, *seat, "lays down", "lay down"),
                melds_text(melds, n)
            );
            if !layoffs.is_empty() {
                let verb = if you { "lay off" } else { "lays off" };
                s += &format!(", {verb} {}", layoffs_text(layoffs, n));
            }
            s + &format!("; {} left in hand.", count(*cards_left, "card", "cards"))
        }
        Event::Knocked { seat, gin, count } => {
            if *gin {
                format!("{} GIN!", says(n, *seat, "goes", "go"))
            } else {
                format!("{} with {count}.", says(n, *seat, "knocks", "knock"))
            }
        }
        Event::HandEnded { result, scores } => hand_result(result, scores, n),
        Event::GameEnded { result } => {
            let mut s = format!(
                "{} reached the target and {} the game!",
                n.seat(result.winner),
                if n.is_you(result.winner) {
                    "win"
                } else {
                    "wins"
                }
            );
            for (place, &seat) in result.ranking.iter().enumerate() {
                s += &format!(
                    "\n  {}. {}: {} = {} from hands + {} game bonus + {} for {}",
                    place + 1,
                    n.seat(seat),
                    result.totals[seat],
                    result.hand_points[seat],
                    result.game_bonus[seat],
                    result.box_bonus[seat],
                    count(result.boxes[seat], "box", "boxes")
                );
            }
            s
        }
    }
}

/// The hands laid out and the score of a finished hand.
pub fn hand_result(r: &HandResult, scores: &[u32; 3], n: &dyn Names) -> String {
    let how = match r.end {
        HandEnd::Knock { knocker } => format!("{} the knock", says(n, knocker, "wins", "win")),
        HandEnd::Underknock {
            knocker,
            underknocker,
        } => format!(
            "{} {}",
            says(n, underknocker, "underknocks", "underknock"),
            n.seat(knocker)
        ),
        HandEnd::Gin { seat } => format!("{} with gin", says(n, seat, "wins", "win")),
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
        "\n  {} {} and the box. Scores: {}.",
        says(n, r.winner, "scores", "score"),
        r.points,
        (0..3)
            .map(|s| format!("{} {}", n.seat(s), scores[s]))
            .collect::<Vec<_>>()
            .join(", ")
    );
    s
}
