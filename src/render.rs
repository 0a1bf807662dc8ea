//! Plain-text descriptions of engine events, shared by every front end: the
//! command line, the terminal game and the Discord channel. A front end says
//! how to write a seat and a card through [`Names`] (colours in a terminal,
//! bold in Discord); the wording lives here once.

use crate::engine::jersey::{HandEnd, HandResult};
use crate::engine::{
    Action, Card, CardSet, ColonelEnd, DrawnBy, Event, GinHandEnd, GinHandResult, LaidOff, Reveal,
    Seat,
};

/// How a front end writes seats and cards, and in which language.
pub trait Names {
    fn seat(&self, seat: Seat) -> String;
    /// The language of the words around the names (a table's language in
    /// public, a person's own in private, `--lang` in a terminal).
    fn lang(&self) -> gin_text::Lang {
        gin_text::Lang::En
    }
    /// Whether `seat` is written as "You" (verbs then agree: "You draw").
    fn is_you(&self, _seat: Seat) -> bool {
        false
    }
    fn card(&self, card: Card) -> String {
        card.to_string()
    }
    /// Cards of a meld or a hand, in the order people are shown cards
    /// (`CardSet::sorted`: by suit ♠ ♥ ♣ ♦, then rank).
    fn cards(&self, cards: CardSet) -> String {
        cards
            .sorted()
            .iter()
            .map(|&c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The cards of a meld in the order they run: a run that turns the corner
/// or ends on a high ace (V4, V9.1) starts after its gap, so Q-K-A prints
/// "Q K A" and K-A-2 "K A 2"; anything else sorts as cards are shown
/// (`CardSet::sorted`).
pub fn meld_order(cards: CardSet) -> Vec<Card> {
    let mut v = cards.sorted();
    let one_suit = v.windows(2).all(|w| w[0].suit() == w[1].suit());
    if v.len() < 3 || !one_suit {
        return v;
    }
    // Ranks on a circle of 13: the run starts after the one gap, if the
    // cards leave exactly one.
    let rank = |c: &Card| c.rank() as i32;
    let len = v.len();
    let gaps: Vec<usize> = (0..len)
        .filter(|&i| (rank(&v[(i + 1) % len]) - rank(&v[i])).rem_euclid(13) != 1)
        .collect();
    if let [gap] = gaps[..] {
        v.rotate_left((gap + 1) % len);
    }
    v
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
pub fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n: u64 = n.into();
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
        Action::Meld { cards } => format!("lay down {}", meld(*cards, n)),
        Action::LayOff { cards, onto } => {
            format!("lay off {} onto {}", n.cards(*cards), meld(*onto, n))
        }
        Action::EndTurn => "end the turn".into(),
        Action::Challenge => "challenge".into(),
        Action::AnswerChallenge { accept: true } => "accept the challenge".into(),
        Action::AnswerChallenge { accept: false } => "refuse the challenge".into(),
    }
}

/// A meld in brackets, in the order it runs: "[Q♥ K♥ A♥]".
pub fn meld(cards: CardSet, n: &dyn Names) -> String {
    let cards: Vec<String> = meld_order(cards).into_iter().map(|c| n.card(c)).collect();
    format!("[{}]", cards.join(" "))
}

/// What a move of Colonel's challenge does, in one line, for where it is
/// offered (V9.6).
pub fn action_note(a: &Action) -> Option<&'static str> {
    Some(match a {
        Action::Challenge => {
            "ask to end the hand now: if they accept, the lower hand total scores the \
             other's whole total; if they refuse, play goes on"
        }
        Action::AnswerChallenge { accept: true } => {
            "end the hand now: the lower hand total (every card held) scores the other's \
             whole total"
        }
        Action::AnswerChallenge { accept: false } => "play goes on as if nothing was asked",
        _ => return None,
    })
}

fn melds_text(melds: &[CardSet], n: &dyn Names) -> String {
    if melds.is_empty() {
        return "no melds".into();
    }
    melds
        .iter()
        .map(|m| meld(*m, n))
        .collect::<Vec<_>>()
        .join(" ")
}

fn layoffs_text(layoffs: &[LaidOff], n: &dyn Names) -> String {
    layoffs
        .iter()
        .map(|l| format!("{} onto {}", n.cards(l.cards), meld(l.onto, n)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line (or a few) describing an event of any game of the family: a
/// table of the events, each worded by a line here or a function below.
pub fn describe(event: &Event, n: &dyn Names) -> String {
    use Event as E;
    match event {
        E::DealerDraw { cards, dealer } => dealer_draw(cards, *dealer, n),
        E::PartnersDrawn { cards, positions } => partners_drawn(cards, positions, n),
        E::CutForDeal { cards, dealer } => cut_for_deal(cards, *dealer, n),
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
            oklahoma,
        } => format!(
            "Hand {hand}{}: {}{}.",
            table_note(*table),
            who_deals(*dealer, *non_dealer, *sitting_out, n),
            upcard_note(*upcard, *stock, oklahoma.as_ref(), n)
        ),
        E::DrewStock { seat } => format!("{} from the stock.", says(n, *seat, "draws", "draw")),
        E::Drew { seat, card } => format!("{} drew {}.", n.seat(*seat), n.card(*card)),
        E::TookDiscard { seat, card } => format!(
            "{} {} from the discard pile.",
            says(n, *seat, "takes", "take"),
            n.card(*card)
        ),
        E::Discarded { seat, card } => format!(
            "{} {}.",
            says(n, *seat, "discards", "discard"),
            n.card(*card)
        ),
        E::Knocked {
            seat, gin: true, ..
        } => format!("{} GIN!", says(n, *seat, "goes", "go")),
        E::Knocked { seat, count, .. } => {
            format!("{} with {count}.", says(n, *seat, "knocks", "knock"))
        }
        E::BreakStarted { breaker } => break_started(*breaker, n),
        E::LaidDown {
            seat,
            melds,
            layoffs,
            cards_left,
        } => laid_down(*seat, melds, layoffs, *cards_left, n),
        E::HandEnded { result, scores } => hand_result(result, scores, n),
        E::GameEnded { result } => jersey_game_end(result, n),
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
            decided,
            board,
        } => hand_credited(
            Credit {
                competitor: *competitor,
                points: *points,
                side_points: *side_points,
                credited,
                decided,
            },
            board,
            n,
        ),
        E::GinGameEnded { result } => gin_game_end(result, n),
        E::Melded { seat, cards } => format!(
            "{} {}.",
            says(n, *seat, "lays down", "lay down"),
            meld(*cards, n)
        ),
        E::LaidOff {
            seat,
            cards,
            onto,
            owner,
        } => format!(
            "{} {} onto {} ({} meld).",
            says(n, *seat, "lays off", "lay off"),
            n.cards(*cards),
            meld(*onto, n),
            whose(n, *owner)
        ),
        E::Challenged { seat } => format!("{}.", says(n, *seat, "challenges", "challenge")),
        E::ChallengeAnswered { seat, accepted } => {
            format!("{} the challenge.", answers(n, *seat, *accepted))
        }
        E::ColonelHandEnded { result, totals } => colonel_hand_end(result, totals, n),
        E::MatchEnded { result } => match_end(result, n),
    }
}

/// Whether `second` completes `first` so that the two read as one line of
/// the story (issue 38, item 9): a turn's opening draw and the same seat's
/// discard right after it, a challenge and its answer (V9.6).
pub fn pairs(first: &Event, second: &Event) -> bool {
    use Event as E;
    match (first, second) {
        (E::DrewStock { seat } | E::TookDiscard { seat, .. }, E::Discarded { seat: s, .. }) => {
            seat == s
        }
        (E::Challenged { seat }, E::ChallengeAnswered { seat: s, .. }) => seat != s,
        _ => false,
    }
}

/// Whether an event's line may be completed by the next one ([`pairs`]).
pub fn opens_pair(event: &Event) -> bool {
    matches!(
        event,
        Event::DrewStock { .. } | Event::TookDiscard { .. } | Event::Challenged { .. }
    )
}

/// The one line of two events that pair ([`pairs`]): "Ann draws from the
/// stock and discards 7♥.", "You take 5♣ from the discard pile and discard
/// K♦.", "Ann challenges; Bo refuses." None if they do not pair.
pub fn describe_pair(first: &Event, second: &Event, n: &dyn Names) -> Option<String> {
    use Event as E;
    if !pairs(first, second) {
        return None;
    }
    let discards = |seat: Seat, card: Card| {
        let verb = if n.is_you(seat) {
            "discard"
        } else {
            "discards"
        };
        format!("{verb} {}", n.card(card))
    };
    Some(match (first, second) {
        (E::DrewStock { seat }, E::Discarded { card, .. }) => format!(
            "{} from the stock and {}.",
            says(n, *seat, "draws", "draw"),
            discards(*seat, *card)
        ),
        (E::TookDiscard { seat, card: took }, E::Discarded { card, .. }) => format!(
            "{} {} from the discard pile and {}.",
            says(n, *seat, "takes", "take"),
            n.card(*took),
            discards(*seat, *card)
        ),
        (E::Challenged { seat }, E::ChallengeAnswered { seat: to, accepted }) => format!(
            "{}; {}.",
            says(n, *seat, "challenges", "challenge"),
            answers(n, *to, *accepted)
        ),
        _ => return None,
    })
}

/// Seats joined as one side: "Ann & Bo".
fn seats_text(list: &[Seat], n: &dyn Names) -> String {
    list.iter()
        .map(|&s| n.seat(s))
        .collect::<Vec<_>>()
        .join(" & ")
}

/// One card per seat, in seat order: "Ann 5♣, Bo 6♥".
fn cards_by_seat(cards: &[Card], n: &dyn Names) -> String {
    cards
        .iter()
        .enumerate()
        .map(|(s, &c)| format!("{} {}", n.seat(s), n.card(c)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The cards turned for the deal and who deals (R3.2, G2.1, V7.1, V9.2).
fn dealer_draw(cards: &[Card], dealer: Seat, n: &dyn Names) -> String {
    format!(
        "Cards for the deal: {}. The deal goes to {}{}.",
        cards_by_seat(cards, n),
        n.seat(dealer),
        why_dealer(cards, dealer)
    )
}

/// The cards drawn for partners and the sides they make (V8.1).
fn partners_drawn(cards: &[Card], positions: &[Seat; 4], n: &dyn Names) -> String {
    format!(
        "Cards for partners: {}. Sides: {} against {}.",
        cards_by_seat(cards, n),
        seats_text(&[positions[0], positions[2]], n),
        seats_text(&[positions[1], positions[3]], n)
    )
}

/// A partnership's cut for the deal (V8.3).
fn cut_for_deal(cards: &[(Seat, Card); 2], dealer: Seat, n: &dyn Names) -> String {
    format!(
        "Cut for the deal: {} {}, {} {}. {}{}.",
        n.seat(cards[0].0),
        n.card(cards[0].1),
        n.seat(cards[1].0),
        n.card(cards[1].1),
        says(n, dealer, "deals", "deal"),
        why_dealer(
            &[cards[0].1, cards[1].1],
            if cards[0].0 == dealer { 0 } else { 1 }
        )
    )
}

/// " (table 2)" for a partnership's second table; nothing for the first.
fn table_note(table: usize) -> String {
    if table > 0 {
        format!(" (table {})", table + 1)
    } else {
        String::new()
    }
}

/// Who deals a two-handed hand, and to whom.
fn who_deals(dealer: Seat, non_dealer: Seat, sitting_out: Option<Seat>, n: &dyn Names) -> String {
    match sitting_out {
        // V7.1, V7.2: the one who sits out deals; the player on their left
        // plays first (Part G's non-dealer).
        Some(out) => format!(
            "{} and {}; {} first, against {}",
            says(n, out, "deals", "deal"),
            if n.is_you(out) { "sit out" } else { "sits out" },
            says(n, non_dealer, "plays", "play"),
            n.seat(dealer)
        ),
        None => format!(
            "{} to {}",
            says(n, dealer, "deals", "deal"),
            n.seat(non_dealer)
        ),
    }
}

/// The rest of a two-handed deal line: the upcard, the stock, and
/// Oklahoma's words for the upcard.
fn upcard_note(
    upcard: Option<Card>,
    stock: u32,
    oklahoma: Option<&crate::engine::OklahomaDeal>,
    n: &dyn Names,
) -> String {
    let mut s = match upcard {
        Some(c) => format!("; the upcard is {}", n.card(c)),
        None => "; no upcard".to_string(),
    };
    s += &format!(", {stock} cards in the stock");
    if let (Some(ok), Some(c)) = (oklahoma, upcard) {
        s += &oklahoma_deal(ok, c);
    }
    s
}

/// Jersey Gin's break begins (R8.1).
fn break_started(breaker: Seat, n: &dyn Names) -> String {
    format!(
        "The break: three cards left in the stock, {} the breaker. From now on nobody may \
         knock, the discard may be taken only to meld it at once, and everyone's melds and \
         layoffs go down for them after each turn (R8).",
        says(n, breaker, "is", "are")
    )
}

/// Melds and layoffs put down for a seat during the break (R8.4).
fn laid_down(
    seat: Seat,
    melds: &[CardSet],
    layoffs: &[LaidOff],
    cards_left: u32,
    n: &dyn Names,
) -> String {
    let mut s = format!(
        "{} {}",
        says(n, seat, "lays down", "lay down"),
        melds_text(melds, n)
    );
    if !layoffs.is_empty() {
        let verb = if n.is_you(seat) {
            "lay off"
        } else {
            "lays off"
        };
        s += &format!(", {verb} {}", layoffs_text(layoffs, n));
    }
    s + &format!("; {} left in hand.", count(cards_left, "card", "cards"))
}

/// The end of a Jersey Gin game: the winner, then each seat's total as a
/// sum, in ranking order.
fn jersey_game_end(result: &crate::engine::jersey::GameResult, n: &dyn Names) -> String {
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

/// "accepts" or "refuses" a challenge, agreeing with the seat (V9.6).
fn answers(n: &dyn Names, seat: Seat, accepted: bool) -> String {
    if accepted {
        says(n, seat, "accepts", "accept")
    } else {
        says(n, seat, "refuses", "refuse")
    }
}

/// What a credited hand brings, besides the score after it.
struct Credit<'a> {
    competitor: Option<usize>,
    points: u32,
    side_points: Option<[u32; 2]>,
    credited: &'a [usize],
    decided: &'a [usize],
}

/// A two-handed hand credited: who scores what (in which of Hollywood's
/// games, netted per side in a partnership), the score after it, and any
/// game of the set it decided.
fn hand_credited(credit: Credit, board: &crate::engine::Scoreboard, n: &dyn Names) -> String {
    let who = |c: usize| seats_text(&board.competitors[c], n);
    // One table and one game: the hand's own line said who scored.
    let several = credit.side_points.is_some() || board.games.len() > 1;
    let mut s = match credit.competitor {
        Some(w) if credit.side_points.is_some() => format!(
            "{} {}",
            side_says(n, &board.competitors[w], "scores", "score"),
            count(credit.points, "point", "points")
        ),
        Some(w) if several => {
            format!("{} to {}", count(credit.points, "point", "points"), who(w))
        }
        None if several => "Nobody scores".to_string(),
        _ => String::new(),
    };
    if let Some([a, b]) = credit.side_points {
        // V8.4: each side's points at its two tables, netted.
        s += &format!(" (sides: {} {a}, {} {b})", who(0), who(1));
    }
    if credit.competitor.is_some() && board.games.len() > 1 {
        let games: Vec<&str> = credit.credited.iter().map(|&g| game_label(g)).collect();
        let word = if games.len() == 1 { "game" } else { "games" };
        s += &format!(" in {word} {}", and_list(&games));
    }
    if !s.is_empty() {
        s += ". ";
    }
    s += "Score:";
    for (g, tally) in board.games.iter().enumerate() {
        if board.games.len() > 1 {
            s += &format!(" game {}:", game_label(g));
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
    s += ".";
    // Hollywood (V2.4): a game decided while the set goes on, on a line of
    // its own.
    for &g in credit.decided.iter().filter(|_| board.games.len() > 1) {
        s += &format!("\n{}", game_decided(board, g, &who));
    }
    s
}

/// The end of a Colonel hand: how, each hand's cards and total (V9.4),
/// the score and the running totals.
fn colonel_hand_end(
    result: &crate::engine::ColonelHandResult,
    totals: &[u32; 2],
    n: &dyn Names,
) -> String {
    let how = match result.end {
        ColonelEnd::WentOut { seat } => format!("{} out", says(n, seat, "goes", "go")),
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
        Some(w) => s += &format!("\n  {} {}.", says(n, w, "scores", "score"), result.points),
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

/// The end of a Colonel match (V9.7).
fn match_end(result: &crate::engine::ColonelResult, n: &dyn Names) -> String {
    match result.winner {
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
        // V5.4: a double offered once a hand (V5.1), so a stake of 2 at a
        // resignation means the redouble was refused (V5.5).
        H::Resigned { offerer, resigner } => format!(
            "{} {} {}",
            says(n, resigner, "resigns against", "resign against"),
            whose(n, offerer),
            r.refused_offer()
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
        s += &format!(
            "\n  {} {}",
            says(n, w, "scores", "score"),
            hand_points_sum(r)
        );
    }
    s
}

/// A two-handed hand's points as a sum that adds up (the words are the
/// pictures' too: [`GinHandResult::points_sum`]), or just "34.".
fn hand_points_sum(r: &GinHandResult) -> String {
    match r.points_sum() {
        Some(sum) => sum + ".",
        None => format!("{}.", r.points),
    }
}

/// The deal line's words for Oklahoma (V1.1–V1.4): the knock limit the
/// upcard sets, and a spade's doubling.
fn oklahoma_deal(ok: &crate::engine::OklahomaDeal, upcard: Card) -> String {
    let mut s = match (ok.limit, ok.follows_discard) {
        (0, false) => ": an ace, so this hand is gin only".to_string(),
        (0, true) => ": an ace, so no knocking while it is on top".to_string(),
        (l, false) => format!(": knock at {l} or less this hand"),
        (l, true) => format!(": knock at {l} or less while it is on top"),
    };
    if upcard.suit() == crate::engine::Suit::Spades {
        s += ", and a spade doubles the hand";
    }
    s
}

/// "{seat} {verb}" for a competitor of one seat (agreeing with "You"), or
/// "{A & B} {plural}" for a side.
fn side_says(n: &dyn Names, side: &[Seat], third: &str, plural: &str) -> String {
    match side {
        [one] => says(n, *one, third, plural),
        _ => {
            let names: Vec<String> = side.iter().map(|&s| n.seat(s)).collect();
            format!("{} {plural}", names.join(" & "))
        }
    }
}

/// A decided game of the Hollywood set (V2.4) and who won it under G8.3
/// with its bonuses: "Game I goes to Ada, 353–84 with its bonuses (103–34
/// before them)."
fn game_decided(
    board: &crate::engine::Scoreboard,
    g: usize,
    who: &dyn Fn(usize) -> String,
) -> String {
    let label = game_label(g);
    let tally = &board.games[g];
    let Some(Some(fin)) = board.finals.get(g) else {
        // Stored before the finals were kept: who reached the target.
        let reached = tally.reached.map(who).unwrap_or_default();
        return format!("Game {label} is decided: {reached} reached the target.");
    };
    let (a, b) = (fin.lines[0].total, fin.lines[1].total);
    match fin.winner {
        Some(w) => {
            let l = 1 - w;
            format!(
                "Game {label} goes to {}, {}–{} with its bonuses ({}–{} before them).",
                who(w),
                fin.lines[w].total,
                fin.lines[l].total,
                tally.totals[w],
                tally.totals[l]
            )
        }
        None => format!("Game {label} is tied, {a}–{b} with its bonuses."),
    }
}

/// One competitor's final figures in one game (G8.2) as a sum that adds
/// up: "280 = 105 from hands + 100 game bonus + 75 for 3 boxes", "485 =
/// (105 from hands + 100 game bonus) × 2 for the shutout + 75 for 3 boxes".
fn final_sum(l: &crate::engine::FinalLine) -> String {
    let mut parts = format!("{} from hands", l.points);
    if l.game_bonus > 0 {
        parts += &format!(" + {} game bonus", l.game_bonus);
    }
    if l.doubled {
        parts = format!("({parts}) × 2 for the shutout");
    }
    if l.box_bonus > 0 {
        parts += &format!(
            " + {} for {}",
            l.box_bonus,
            count(l.boxes + l.extra_boxes, "box", "boxes")
        );
    }
    format!("{} = {parts}", l.total)
}

/// The end of a two-handed game or of a Hollywood set (G8.3, V2.6, V7.3,
/// V8.5): who won, the games of the set, and each final as a sum.
fn gin_game_end(result: &crate::engine::GinGameResult, n: &dyn Names) -> String {
    let who = |c: usize| {
        result.competitors[c]
            .iter()
            .map(|&s| n.seat(s))
            .collect::<Vec<_>>()
            .join(" & ")
    };
    let wins = |c: usize| side_says(n, &result.competitors[c], "wins", "win");
    let set = result.games.len() > 1;
    let mut s = if set {
        set_line(result, &who, &wins)
    } else {
        match (result.winner, result.margin) {
            (Some(w), Some(m)) => format!("{} the game by {m}!", wins(w)),
            (Some(w), None) => format!("{} the game!", wins(w)),
            (None, _) => "The game is tied.".to_string(),
        }
    };
    for (g, fin) in result.games.iter().enumerate() {
        if set {
            let to = match fin.winner {
                Some(w) => format!("to {}", who(w)),
                None => "tied".to_string(),
            };
            s += &format!("\n  Game {}, {to}:", game_label(g));
        }
        if fin.shutout {
            s += &format!("\n  A shutout for {}.", who(fin.reached));
        }
        for (c, l) in fin.lines.iter().enumerate() {
            s += &format!("\n  {}: {}", who(c), final_sum(l));
        }
    }
    s
}

/// The first line of a Hollywood set's end (V2.6): games won, then points
/// over the three games, and the set margin when it is the winner's.
fn set_line(
    result: &crate::engine::GinGameResult,
    who: &dyn Fn(usize) -> String,
    wins: &dyn Fn(usize) -> String,
) -> String {
    let won = |c: usize| result.games.iter().filter(|g| g.winner == Some(c)).count();
    let points = |c: usize| -> u32 { result.games.iter().map(|g| g.lines[c].total).sum() };
    let Some(w) = result.winner else {
        return format!(
            "The set is tied: {}–{} in games and {} points each over the three.",
            won(0),
            won(1),
            points(0)
        );
    };
    let l = 1 - w;
    let games = format!("{}–{}", won(w), won(l));
    let (pw, pl) = (points(w), points(l));
    match result.margin {
        Some(m) if won(w) >= 2 => format!(
            "{} the set {games}, and by {m} points over the three games ({pw} to {pl})!",
            wins(w)
        ),
        Some(m) => format!(
            "{} the set on points: {games} in games, and {m} points ahead over the three \
             ({pw} to {pl})!",
            wins(w)
        ),
        None => format!(
            "{} the set {games}! Two games won take it, though {} made more points over \
             the three ({pl} to {pw}).",
            wins(w),
            who(l)
        ),
    }
}

/// Hollywood's three games, as the table message numbers them.
pub fn game_label(game: usize) -> &'static str {
    ["I", "II", "III"].get(game).copied().unwrap_or("?")
}

/// "I", "I and II", "I, II and III".
fn and_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Why the drawn cards gave the deal: the lowest card deals in Gin Rummy
/// and Colonel (G2.1, V7.1, V9.2), the highest in Jersey Gin (R3.2). Cards
/// are ordered by rank, then ♣ ♦ ♥ ♠.
fn why_dealer(cards: &[Card], dealer: Seat) -> &'static str {
    let key = |c: &Card| (c.rank(), c.suit());
    let Some(d) = cards.get(dealer) else {
        return "";
    };
    if cards.iter().all(|c| key(c) >= key(d)) {
        " (the lowest card deals)"
    } else if cards.iter().all(|c| key(c) <= key(d)) {
        " (the highest card deals)"
    } else {
        ""
    }
}

/// The hands as shown at the end of a hand, one line each.
fn reveals_text(reveals: &[Reveal], n: &dyn Names) -> String {
    let mut s = String::new();
    for rv in reveals {
        s += &format!("\n  {}: {}", n.seat(rv.seat), melds_text(&rv.melds, n));
        if !rv.layoffs.is_empty() {
            s += &format!("; laid off {}", layoffs_text(&rv.layoffs, n));
        }
        if rv.deadwood_cards.is_empty() {
            s += "; no deadwood";
        } else {
            s += &format!("; deadwood [{}] = {}", n.cards(rv.deadwood_cards), rv.count);
        }
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

// A test module of its own file (`#![cfg(test)]` there).
mod tests;
