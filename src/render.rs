//! Plain-text descriptions of engine events, shared by every front end: the
//! command line, the terminal game and the Discord channel. A front end says
//! how to write a seat and a card through [`Names`] (colours in a terminal,
//! bold in Discord) and in which language; the words live in the catalogs'
//! `story` and `refusals` areas (`crates/text/ftl/<lang>/`), named here
//! once.

use crate::engine::jersey::{HandEnd, HandResult};
use crate::engine::{Action, Card, CardSet, Event, LaidOff, Reveal, Seat};
use gin_text::{tr, Lang};

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

/// "yes" or "no", for a catalog's selectors.
fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Whether `seat` is the person reading, for the catalogs' `$you`: the
/// verbs agree ("You draw", "Ada draws").
fn you(n: &dyn Names, seat: Seat) -> &'static str {
    yes(n.is_you(seat))
}

/// A competitor as the subject of a verb: one seat (agreeing with "You"),
/// or a side of two ("Ada & Cy", `$you` = "plural").
fn subject(n: &dyn Names, side: &[Seat]) -> (&'static str, String) {
    match side {
        [one] => (you(n, *one), n.seat(*one)),
        _ => ("plural", seats_text(side, n)),
    }
}

pub use refusals::refusal;

/// A seat whose clock ran out twice, now played by a computer player.
pub fn handed_over(seat: &str, level: crate::ai::Level, lang: Lang) -> String {
    let level = crate::words::level(lang, level);
    tr!(lang, "story-handed-over", name = seat, level = level)
}

/// A move in words, as in a menu or an error: "discard 7♣".
pub fn action(a: &Action, n: &dyn Names) -> String {
    let lang = n.lang();
    match a {
        Action::DrawStock => tr!(lang, "story-action-draw-stock"),
        Action::TakeDiscard => tr!(lang, "story-action-take-discard"),
        Action::Discard { card } => tr!(lang, "story-action-discard", card = n.card(*card)),
        Action::Knock { card } => tr!(lang, "story-action-knock", card = n.card(*card)),
        Action::NextHand => tr!(lang, "story-action-next-hand"),
        Action::PassUpcard => tr!(lang, "story-action-pass-upcard"),
        Action::OfferDouble => tr!(lang, "story-action-offer-double"),
        Action::AcceptDouble => tr!(lang, "story-action-accept-double"),
        Action::Redouble => tr!(lang, "story-action-redouble"),
        Action::Resign => tr!(lang, "story-action-resign"),
        Action::Meld { cards } => tr!(lang, "story-action-meld", meld = meld(*cards, n)),
        Action::LayOff { cards, onto } => tr!(
            lang,
            "story-action-lay-off",
            cards = n.cards(*cards),
            meld = meld(*onto, n)
        ),
        Action::EndTurn => tr!(lang, "story-action-end-turn"),
        Action::Challenge => tr!(lang, "story-action-challenge"),
        Action::AnswerChallenge { accept: true } => tr!(lang, "story-action-accept-challenge"),
        Action::AnswerChallenge { accept: false } => tr!(lang, "story-action-refuse-challenge"),
    }
}

/// A meld in brackets, in the order it runs: "[Q♥ K♥ A♥]".
pub fn meld(cards: CardSet, n: &dyn Names) -> String {
    let cards: Vec<String> = meld_order(cards).into_iter().map(|c| n.card(c)).collect();
    format!("[{}]", cards.join(" "))
}

/// What a move of Colonel's challenge does, in one line, for where it is
/// offered (V9.6).
pub fn action_note(a: &Action, lang: Lang) -> Option<String> {
    Some(match a {
        Action::Challenge => tr!(lang, "story-note-challenge"),
        Action::AnswerChallenge { accept: true } => tr!(lang, "story-note-accept-challenge"),
        Action::AnswerChallenge { accept: false } => tr!(lang, "story-note-refuse-challenge"),
        _ => return None,
    })
}

/// Melds side by side, or the catalog's "no melds".
fn melds_text(melds: &[CardSet], n: &dyn Names) -> String {
    if melds.is_empty() {
        return tr!(n.lang(), "story-no-melds");
    }
    melds
        .iter()
        .map(|m| meld(*m, n))
        .collect::<Vec<_>>()
        .join(" ")
}

/// "7♥ onto [4♥ 5♥ 6♥], …".
fn layoffs_text(layoffs: &[LaidOff], n: &dyn Names) -> String {
    let lang = n.lang();
    layoffs
        .iter()
        .map(|l| {
            tr!(
                lang,
                "story-layoff",
                cards = n.cards(l.cards),
                meld = meld(l.onto, n)
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A line whose subject is one seat, its verb agreeing with it.
fn seat_line(n: &dyn Names, seat: Seat, line: impl Fn(&'static str, String) -> String) -> String {
    line(you(n, seat), n.seat(seat))
}

/// One line (or a few) describing an event of any game of the family: a
/// table of the events, each worded by a line here or a function below.
pub fn describe(event: &Event, n: &dyn Names) -> String {
    use Event as E;
    let lang = n.lang();
    let card = |c: &Card| n.card(*c);
    match event {
        E::DealerDraw { cards, dealer } => dealer_draw(cards, *dealer, n),
        E::PartnersDrawn { cards, positions } => partners_drawn(cards, positions, n),
        E::CutForDeal { cards, dealer } => cut_for_deal(cards, *dealer, n),
        E::HandDealt {
            hand,
            dealer,
            upcard,
            stock,
        } => tr!(
            lang,
            "story-hand-dealt",
            hand = *hand,
            dealer = n.seat(*dealer),
            upcard = card(upcard),
            stock = *stock
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
        } => tr!(
            lang,
            "story-two-handed-dealt",
            hand = *hand,
            table = *table + 1,
            deal = who_deals(*dealer, *non_dealer, *sitting_out, n),
            upcard = upcard_note(*upcard, *stock, n),
            oklahoma = match (oklahoma, upcard) {
                (Some(ok), Some(c)) => oklahoma_deal(ok, *c, lang),
                _ => String::new(),
            }
        ),
        E::LaidDown {
            seat,
            melds,
            layoffs,
            cards_left,
        } => laid_down(*seat, melds, layoffs, *cards_left, n),
        E::HandEnded { result, scores } => hand_result(result, scores, n),
        E::GameEnded { result } => results::jersey_game_end(result, n),
        E::TwoHandedEnded { table, result } => results::gin_hand_result(*table, result, n),
        E::HandCredited {
            competitor,
            points,
            side_points,
            credited,
            decided,
            board,
        } => results::hand_credited(
            results::Credit {
                competitor: *competitor,
                points: *points,
                side_points: *side_points,
                credited,
                decided,
            },
            board,
            n,
        ),
        E::GinGameEnded { result } => results::gin_game_end(result, n),
        E::ColonelHandEnded { result, totals } => results::colonel_hand_end(result, totals, n),
        E::MatchEnded { result } => results::match_end(result, n),
        E::DrewStock { seat }
        | E::Drew { seat, .. }
        | E::TookDiscard { seat, .. }
        | E::Discarded { seat, .. }
        | E::Knocked { seat, .. }
        | E::BreakStarted { breaker: seat }
        | E::PassedUpcard { seat }
        | E::DoubleOffered { seat }
        | E::DoubleAccepted { seat, .. }
        | E::Redoubled { seat }
        | E::Resigned { seat }
        | E::Melded { seat, .. }
        | E::LaidOff { seat, .. }
        | E::Challenged { seat }
        | E::ChallengeAnswered { seat, .. } => {
            seat_line(n, *seat, |you, name| seat_move(event, you, name, n))
        }
    }
}

/// The words of a seat's move (`you`, `name`: the seat as the reader
/// knows it), for [`describe`]; empty for an event that is not one.
fn seat_move(event: &Event, you: &'static str, name: String, n: &dyn Names) -> String {
    use Event as E;
    let lang = n.lang();
    let card = |c: &Card| n.card(*c);
    match event {
        E::DrewStock { .. } => tr!(lang, "story-drew-stock", you = you, name = name),
        E::Drew { card: c, .. } => tr!(lang, "story-drew", you = you, name = name, card = card(c)),
        E::TookDiscard { card: c, .. } => tr!(
            lang,
            "story-took-discard",
            you = you,
            name = name,
            card = card(c)
        ),
        E::Discarded { card: c, .. } => tr!(
            lang,
            "story-discarded",
            you = you,
            name = name,
            card = card(c)
        ),
        E::Knocked { gin: true, .. } => tr!(lang, "story-gin", you = you, name = name),
        E::Knocked { count, .. } => tr!(
            lang,
            "story-knocked",
            you = you,
            name = name,
            count = *count
        ),
        E::BreakStarted { .. } => tr!(lang, "story-break-started", you = you, name = name),
        E::PassedUpcard { .. } => tr!(lang, "story-passed-upcard", you = you, name = name),
        E::DoubleOffered { .. } => tr!(lang, "story-double-offered", you = you, name = name),
        E::DoubleAccepted { stake, .. } => tr!(
            lang,
            "story-double-accepted",
            you = you,
            name = name,
            stake = *stake
        ),
        E::Redoubled { .. } => tr!(lang, "story-redoubled", you = you, name = name),
        E::Resigned { .. } => tr!(lang, "story-resigned", you = you, name = name),
        E::Melded { cards, .. } => tr!(
            lang,
            "story-melded",
            you = you,
            name = name,
            meld = meld(*cards, n)
        ),
        E::LaidOff {
            cards, onto, owner, ..
        } => tr!(
            lang,
            "story-laid-off",
            you = you,
            name = name,
            cards = n.cards(*cards),
            meld = meld(*onto, n),
            owner_you = self::you(n, *owner),
            owner = n.seat(*owner)
        ),
        E::Challenged { .. } => tr!(lang, "story-challenged", you = you, name = name),
        E::ChallengeAnswered { accepted, .. } => tr!(
            lang,
            "story-challenge-answered",
            you = you,
            name = name,
            accepted = yes(*accepted)
        ),
        _ => String::new(),
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
    let lang = n.lang();
    Some(match (first, second) {
        (E::DrewStock { seat }, E::Discarded { card, .. }) => tr!(
            lang,
            "story-drew-stock-and-discarded",
            you = you(n, *seat),
            name = n.seat(*seat),
            card = n.card(*card)
        ),
        (E::TookDiscard { seat, card: took }, E::Discarded { card, .. }) => tr!(
            lang,
            "story-took-discard-and-discarded",
            you = you(n, *seat),
            name = n.seat(*seat),
            took = n.card(*took),
            card = n.card(*card)
        ),
        (E::Challenged { seat }, E::ChallengeAnswered { seat: to, accepted }) => tr!(
            lang,
            "story-challenged-and-answered",
            you = you(n, *seat),
            name = n.seat(*seat),
            to_you = you(n, *to),
            to = n.seat(*to),
            accepted = yes(*accepted)
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
    tr!(
        n.lang(),
        "story-dealer-draw",
        cards = cards_by_seat(cards, n),
        dealer = n.seat(dealer),
        why = why_dealer(cards, dealer)
    )
}

/// The cards drawn for partners and the sides they make (V8.1).
fn partners_drawn(cards: &[Card], positions: &[Seat; 4], n: &dyn Names) -> String {
    tr!(
        n.lang(),
        "story-partners-drawn",
        cards = cards_by_seat(cards, n),
        side_a = seats_text(&[positions[0], positions[2]], n),
        side_b = seats_text(&[positions[1], positions[3]], n)
    )
}

/// A partnership's cut for the deal (V8.3).
fn cut_for_deal(cards: &[(Seat, Card); 2], dealer: Seat, n: &dyn Names) -> String {
    let cut = format!(
        "{} {}, {} {}",
        n.seat(cards[0].0),
        n.card(cards[0].1),
        n.seat(cards[1].0),
        n.card(cards[1].1)
    );
    let why = why_dealer(
        &[cards[0].1, cards[1].1],
        if cards[0].0 == dealer { 0 } else { 1 },
    );
    tr!(
        n.lang(),
        "story-cut-for-deal",
        cards = cut,
        you = you(n, dealer),
        name = n.seat(dealer),
        why = why
    )
}

/// Who deals a two-handed hand, and to whom.
fn who_deals(dealer: Seat, non_dealer: Seat, sitting_out: Option<Seat>, n: &dyn Names) -> String {
    let lang = n.lang();
    match sitting_out {
        // V7.1, V7.2: the one who sits out deals; the player on their left
        // plays first (Part G's non-dealer).
        Some(out) => tr!(
            lang,
            "story-deals-sitting-out",
            you = you(n, out),
            name = n.seat(out),
            first_you = you(n, non_dealer),
            first = n.seat(non_dealer),
            dealer = n.seat(dealer)
        ),
        None => tr!(
            lang,
            "story-deals-to",
            you = you(n, dealer),
            name = n.seat(dealer),
            to = n.seat(non_dealer)
        ),
    }
}

/// The upcard of a two-handed deal and the stock left.
fn upcard_note(upcard: Option<Card>, stock: u32, n: &dyn Names) -> String {
    match upcard {
        Some(c) => tr!(n.lang(), "story-upcard-is", card = n.card(c), stock = stock),
        None => tr!(n.lang(), "story-no-upcard", stock = stock),
    }
}

/// The deal line's words for Oklahoma (V1.1–V1.4): the knock limit the
/// upcard sets, and a spade's doubling.
fn oklahoma_deal(ok: &crate::engine::OklahomaDeal, upcard: Card, lang: Lang) -> String {
    tr!(
        lang,
        "story-oklahoma",
        limit = ok.limit,
        on_top = yes(ok.follows_discard),
        spade = yes(upcard.suit() == crate::engine::Suit::Spades)
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
    let lang = n.lang();
    let (you, name, melds) = (you(n, seat), n.seat(seat), melds_text(melds, n));
    if layoffs.is_empty() {
        tr!(
            lang,
            "story-laid-down",
            you = you,
            name = name,
            melds = melds,
            left = cards_left
        )
    } else {
        tr!(
            lang,
            "story-laid-down-and-off",
            you = you,
            name = name,
            melds = melds,
            layoffs = layoffs_text(layoffs, n),
            left = cards_left
        )
    }
}

/// Hollywood's three games, as the table message numbers them: "I", "II",
/// "III".
pub fn game_label(game: usize, lang: Lang) -> String {
    tr!(lang, "story-game-label", game = game + 1)
}

/// "I", "I and II", "I, II and III", in the language's words.
pub fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!(
            lang,
            "story-and-list",
            rest = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// Why the drawn cards gave the deal, for the catalogs' `$why`: the lowest
/// card deals in Gin Rummy and Colonel (G2.1, V7.1, V9.2), the highest in
/// Jersey Gin (R3.2). Cards are ordered by rank, then ♣ ♦ ♥ ♠.
fn why_dealer(cards: &[Card], dealer: Seat) -> &'static str {
    let key = |c: &Card| (c.rank(), c.suit());
    let Some(d) = cards.get(dealer) else {
        return "none";
    };
    if cards.iter().all(|c| key(c) >= key(d)) {
        "lowest"
    } else if cards.iter().all(|c| key(c) <= key(d)) {
        "highest"
    } else {
        "none"
    }
}

/// The hands as shown at the end of a hand, one line each.
fn reveals_text(reveals: &[Reveal], n: &dyn Names) -> String {
    let lang = n.lang();
    let mut s = String::new();
    for rv in reveals {
        s += &format!("\n  {}: {}", n.seat(rv.seat), melds_text(&rv.melds, n));
        if !rv.layoffs.is_empty() {
            let layoffs = layoffs_text(&rv.layoffs, n);
            s += "; ";
            s += &tr!(lang, "story-reveal-laid-off", layoffs = layoffs);
        }
        s += "; ";
        s += &if rv.deadwood_cards.is_empty() {
            tr!(lang, "story-reveal-no-deadwood")
        } else {
            tr!(
                lang,
                "story-reveal-deadwood",
                cards = n.cards(rv.deadwood_cards),
                count = rv.count
            )
        };
    }
    s
}

/// The hands laid out and the score of a finished hand.
pub fn hand_result(r: &HandResult, scores: &[u32; 3], n: &dyn Names) -> String {
    let lang = n.lang();
    let how = match r.end {
        HandEnd::Knock { knocker } => seat_line(n, knocker, |you, name| {
            tr!(lang, "story-how-knock-won", you = you, name = name)
        }),
        HandEnd::Underknock {
            knocker,
            underknocker,
        } => seat_line(n, underknocker, |you, name| {
            tr!(
                lang,
                "story-how-underknock",
                you = you,
                name = name,
                knocker = n.seat(knocker)
            )
        }),
        HandEnd::Gin { seat } => seat_line(n, seat, |you, name| {
            tr!(lang, "story-how-gin", you = you, name = name)
        }),
        HandEnd::BreakEnd { breaker } => {
            tr!(lang, "story-how-break-end", breaker = n.seat(breaker))
        }
        HandEnd::BreakGin { seat, .. } => seat_line(n, seat, |you, name| {
            tr!(lang, "story-how-break-gin", you = you, name = name)
        }),
    };
    let mut s = tr!(lang, "story-hand-over", how = how);
    s += &reveals_text(&r.reveals, n);
    let scores = (0..3)
        .map(|s| format!("{} {}", n.seat(s), scores[s]))
        .collect::<Vec<_>>()
        .join(", ");
    s += "\n  ";
    s += &tr!(
        lang,
        "story-jersey-scores",
        you = you(n, r.winner),
        name = n.seat(r.winner),
        points = r.points,
        scores = scores
    );
    s
}

pub mod coach;
mod refusals;
mod results;

// Test modules of their own files (`#![cfg(test)]` there).
mod lang_tests;
mod tests;
