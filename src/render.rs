//! Plain-text descriptions of engine events, shared by every front end: the
//! command line, the terminal game and the Discord channel. A front end says
//! how to write a seat and a card through [`Names`] (colours in a terminal,
//! bold in Discord); the wording lives here once.

use crate::engine::jersey::{HandEnd, HandResult};
use crate::engine::{
    Action, Card, CardSet, ColonelEnd, DrawnBy, Event, GinHandEnd, GinHandResult, LaidOff, Reveal,
    Seat,
};

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

/// "Ann's", or "your" for the person reading.
fn whose(n: &dyn Names, seat: Seat) -> String {
    if n.is_you(seat) {
        "your".to_string()
    } else {
        format!("{}'s", n.seat(seat))
    }
}

/// Why a command was refused, as a sentence (capital first, full stop):
/// the words every front end shows for a refusal, unless it says more for
/// its own (Discord's "open one with `/gin new`").
pub fn refusal(r: &crate::table::Refusal) -> String {
    let mut s = r.to_string();
    if let Some(first) = s.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    s + "."
}

/// A seat whose clock ran out twice, now played by a computer player.
pub fn handed_over(seat: &str, level: crate::ai::Level) -> String {
    format!("{seat} timed out twice: a {level} computer plays the seat until they act again.")
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
        Action::PassUpcard => "pass the upcard".into(),
        Action::OfferDouble => "offer a double".into(),
        Action::AcceptDouble => "accept the double".into(),
        Action::Redouble => "redouble".into(),
        Action::Resign => "resign the hand".into(),
        Action::Meld { cards } => format!("lay down [{}]", n.cards(*cards)),
        Action::LayOff { cards, onto } => {
            format!("lay off {} onto [{}]", n.cards(*cards), n.cards(*onto))
        }
        Action::EndTurn => "end the turn".into(),
        Action::Challenge => "challenge".into(),
        Action::AnswerChallenge { accept: true } => "accept the challenge".into(),
        Action::AnswerChallenge { accept: false } => "refuse the challenge".into(),
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

/// One line (or a few) describing an event of any game of the family.
pub fn describe(event: &Event, n: &dyn Names) -> String {
    use Event as E;
    let seats = |list: &[Seat]| {
        list.iter()
            .map(|&s| n.seat(s))
            .collect::<Vec<_>>()
            .join(" & ")
    };
    match event {
        E::DealerDraw { cards, dealer } => format!(
            "Cards for the deal: {}. The deal goes to {}.",
            cards
                .iter()
                .enumerate()
                .map(|(s, &c)| format!("{} {}", n.seat(s), n.card(c)))
                .collect::<Vec<_>>()
                .join(", "),
            n.seat(*dealer)
        ),
        E::PartnersDrawn { cards, positions } => format!(
            "Cards for partners: {}. Sides: {} against {}.",
            cards
                .iter()
                .enumerate()
                .map(|(s, &c)| format!("{} {}", n.seat(s), n.card(c)))
                .collect::<Vec<_>>()
                .join(", "),
            seats(&[positions[0], positions[2]]),
            seats(&[positions[1], positions[3]])
        ),
        E::CutForDeal { cards, dealer } => format!(
            "Cut for the deal: {} {}, {} {}. {}.",
            n.seat(cards[0].0),
            n.card(cards[0].1),
            n.seat(cards[1].0),
            n.card(cards[1].1),
            says(n, *dealer, "deals", "deal")
        ),
        E::HandDealt {
            hand,
            dealer,
            upcard,
            stock,
        } => format!(
            "Hand {hand}: dealt by {}; the upcard is {}, {stock} cards in the stock.",
            n.seat(*dealer),
            n.card(*upcard)
        ),
        E::TwoHandedDealt {
            hand,
            table,
            non_dealer,
            dealer,
            sitting_out,
            upcard,
            stock,
        } => {
            let mut s = format!("Hand {hand}");
            if *table > 0 {
                s += &format!(" (table {})", table + 1);
            }
            s += &format!(
                ": {} to {}",
                says(n, *dealer, "deals", "deal"),
                n.seat(*non_dealer)
            );
            if let Some(out) = sitting_out {
                s += &format!(", {} sits out", n.seat(*out));
            }
            match upcard {
                Some(c) => s += &format!("; the upcard is {}", n.card(*c)),
                None => s += "; no upcard",
            }
            s + &format!(", {stock} cards in the stock.")
        }
        E::DrewStock { seat } => format!("{} from the stock.", says(n, *seat, "draws", "draw")),
        E::Drew { seat, card } => format!("{} drew {}.", n.seat(*seat), n.card(*card)),
        E::TookDiscard { seat, card } => {
            format!(
                "{} {} from the discard pile.",
                says(n, *seat, "takes", "take"),
                n.card(*card)
            )
        }
        E::Discarded { seat, card } => {
            format!(
                "{} {}.",
                says(n, *seat, "discards", "discard"),
                n.card(*card)
            )
        }
        E::Knocked { seat, gin, count } => {
            if *gin {
                format!("{} GIN!", says(n, *seat, "goes", "go"))
            } else {
                format!("{} with {count}.", says(n, *seat, "knocks", "knock"))
            }
        }
        E::BreakStarted { breaker } => format!(
            "The break: three cards left in the stock, {} the breaker. Nobody may knock now.",
            says(n, *breaker, "is", "are")
        ),
        E::LaidDown {
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
        E::HandEnded { result, scores } => hand_result(result, scores, n),
        E::GameEnded { result } => {
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
        E::PassedUpcard { seat } => format!("{} the upcard.", says(n, *seat, "passes", "pass")),
        E::DoubleOffered { seat } => format!("{} a double.", says(n, *seat, "offers", "offer")),
        E::DoubleAccepted { seat, stake } => format!(
            "{}: the hand is now worth {stake} times its points.",
            says(n, *seat, "accepts", "accept")
        ),
        E::Redoubled { seat } => format!("{}.", says(n, *seat, "redoubles", "redouble")),
        E::Resigned { seat } => format!("{} the hand.", says(n, *seat, "resigns", "resign")),
        E::TwoHandedEnded { table, result } => gin_hand_result(*table, result, n),
        E::HandCredited {
            competitor,
            points,
            side_points,
            credited,
            board,
            ..
        } => {
            let who = |c: usize| seats(&board.competitors[c]);
            let mut s = match competitor {
                Some(c) => format!("{} credited with {points}", who(*c)),
                None => "Nothing to credit".to_string(),
            };
            if let Some([a, b]) = side_points {
                s += &format!(" (the tables: {a} and {b}, netted)");
            }
            if credited.len() > 1 || board.games.len() > 1 {
                let games: Vec<String> = credited.iter().map(|g| (g + 1).to_string()).collect();
                s += &format!(" in game {}", games.join(", "));
            }
            s += ". Score:";
            for (g, tally) in board.games.iter().enumerate() {
                if board.games.len() > 1 {
                    s += &format!(" game {}:", g + 1);
                }
                let line: Vec<String> = tally
                    .totals
                    .iter()
                    .enumerate()
                    .map(|(c, t)| format!(" {} {t}", who(c)))
                    .collect();
                s += &line.join(",");
                if g + 1 < board.games.len() {
                    s += ";";
                }
            }
            s + "."
        }
        E::GinGameEnded { result } => {
            let who = |c: usize| seats(&result.competitors[c]);
            let mut s = match result.winner {
                Some(w) => format!(
                    "{} the game by {}!",
                    if result.competitors[w].len() == 1 {
                        says(n, result.competitors[w][0], "wins", "win")
                    } else {
                        format!("{} win", who(w))
                    },
                    result.margin
                ),
                None => "The game is tied.".to_string(),
            };
            for (g, fin) in result.games.iter().enumerate() {
                if result.games.len() > 1 {
                    s += &format!("\n  Game {}:", g + 1);
                }
                if fin.shutout {
                    s += &format!("\n  A shutout for {}.", who(fin.reached));
                }
                for (c, l) in fin.lines.iter().enumerate() {
                    s += &format!(
                        "\n  {}: {} = {} from hands + {} game bonus + {} for {}{}",
                        who(c),
                        l.total,
                        l.points,
                        l.game_bonus,
                        l.box_bonus,
                        count(l.boxes + l.extra_boxes, "box", "boxes"),
                        if l.doubled { " (doubled)" } else { "" }
                    );
                }
            }
            s
        }
        E::Melded { seat, cards } => format!(
            "{} [{}].",
            says(n, *seat, "lays down", "lay down"),
            n.cards(*cards)
        ),
        E::LaidOff {
            seat,
            cards,
            onto,
            owner,
        } => format!(
            "{} {} onto [{}] ({} meld).",
            says(n, *seat, "lays off", "lay off"),
            n.cards(*cards),
            n.cards(*onto),
            whose(n, *owner)
        ),
        E::Challenged { seat } => format!("{}.", says(n, *seat, "challenges", "challenge")),
        E::ChallengeAnswered { seat, accepted } => format!(
            "{} the challenge.",
            if *accepted {
                says(n, *seat, "accepts", "accept")
            } else {
                says(n, *seat, "refuses", "refuse")
            }
        ),
        E::ColonelHandEnded { result, totals } => {
            let how = match result.end {
                ColonelEnd::WentOut { seat } => {
                    format!("{} out", says(n, seat, "goes", "go"))
                }
                ColonelEnd::StockOut { .. } => "the stock is out".to_string(),
                ColonelEnd::Challenge { challenger } => {
                    format!("{} challenge is shown down", whose(n, challenger))
                }
                ColonelEnd::Drawn => "the hand is drawn".to_string(),
            };
            let mut s = format!("Hand over: {how}.");
            for seat in 0..2 {
                s += &format!(
                    "\n  {}: [{}] = {}",
                    n.seat(seat),
                    n.cards(result.left[seat]),
                    result.totals[seat]
                );
            }
            match result.winner {
                Some(w) => {
                    s += &format!("\n  {} {}.", says(n, w, "scores", "score"), result.points)
                }
                None => s += "\n  No score.",
            }
            s + &format!(
                " Totals: {} {}, {} {}.",
                n.seat(0),
                totals[0],
                n.seat(1),
                totals[1]
            )
        }
        E::MatchEnded { result } => match result.winner {
            Some(w) => format!(
                "{} the match by {}: {} {}, {} {}.",
                says(n, w, "wins", "win"),
                result.margin,
                n.seat(0),
                result.totals[0],
                n.seat(1),
                result.totals[1]
            ),
            None => format!("The match is tied at {}.", result.totals[0]),
        },
    }
}

/// The end of a two-handed hand: how, the hands as shown, the points.
fn gin_hand_result(table: usize, r: &GinHandResult, n: &dyn Names) -> String {
    use GinHandEnd as H;
    let how = match r.end {
        H::Knock { knocker } => format!("{} the knock", says(n, knocker, "wins", "win")),
        H::Undercut { knocker, defender } => format!(
            "{} {}",
            says(n, defender, "undercuts", "undercut"),
            n.seat(knocker)
        ),
        H::Gin { seat } => format!("{} with gin", says(n, seat, "wins", "win")),
        H::Resigned { offerer, resigner } => format!(
            "{} {}'s double",
            says(n, resigner, "resigns against", "resign against"),
            n.seat(offerer)
        ),
        H::Drawn {
            by: DrawnBy::StockDown,
        } => "the stock is down to two: no score".to_string(),
        H::Drawn {
            by: DrawnBy::NoStockDraws,
        } => "nobody drew from the stock for too long: no score".to_string(),
    };
    let mut s = if table > 0 {
        format!("Hand over at table {}: {how}.", table + 1)
    } else {
        format!("Hand over: {how}.")
    };
    s += &reveals_text(&r.reveals, n);
    if let Some(w) = r.winner {
        s += &format!("\n  {} {}", says(n, w, "scores", "score"), r.points);
        let mut why = Vec::new();
        if r.stake > 1 {
            why.push(format!("stake {}", r.stake));
        }
        if r.spade {
            why.push("doubled for a spade upcard".to_string());
        }
        if !why.is_empty() {
            s += &format!(" ({} base, {})", r.base, why.join(", "));
        }
        s += ".";
    }
    s
}

/// The hands as shown at the end of a hand, one line each.
fn reveals_text(reveals: &[Reveal], n: &dyn Names) -> String {
    let mut s = String::new();
    for rv in reveals {
        s += &format!("\n  {}: {}", n.seat(rv.seat), melds_text(&rv.melds, n));
        if !rv.layoffs.is_empty() {
            s += &format!("; laid off {}", layoffs_text(&rv.layoffs, n));
        }
        s += &format!("; deadwood [{}] = {}", n.cards(rv.deadwood_cards), rv.count);
    }
    s
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
    s += &reveals_text(&r.reveals, n);
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
