//! From the engine's views to pictures. Both take a view (a seat's, or the
//! public one), never a game: a public picture can only show what the
//! public view holds.

use crate::model::{HandPicture, LaidOffPicture, MeldPicture, SeatPicture, TablePicture};
use crate::seating::Seating;
use gin_core::engine::jersey::{HandEnd, HandResult};
use gin_core::engine::{
    self, Card, CardSet, ColonelEnd, ColonelHandResult, ColonelPublic, Event, GinHandResult,
    JerseyPublic, PublicState, Seat, SeatState, Suit,
};
use gin_text::{tr, Lang};

/// Suits in the order cards are laid out: the engine's one order of
/// cards shown to people (alternating colours), as the text has it.
fn suit_place(s: Suit) -> u8 {
    s.display_place()
}

/// A meld's cards as a player lays them out: a set in alternating colours,
/// a run by rank, the ace after the king when the run holds both and no
/// two (an ace-high run, as Colonel allows).
pub fn meld_order(meld: CardSet) -> Vec<Card> {
    let mut cards = meld.to_vec();
    let first = cards.first().map(|c| c.rank());
    if cards.iter().all(|c| Some(c.rank()) == first) {
        cards.sort_by_key(|c| suit_place(c.suit()));
    } else {
        // A run by rank, starting after its gap when it wraps: Q K A
        // (ace high) and K A 2 (around the corner) read as they are played.
        cards.sort_by_key(|c| c.rank());
        let gap = cards
            .windows(2)
            .position(|w| w[1].rank() > w[0].rank() + 1)
            .filter(|_| cards.first().map(|c| c.rank()) == Some(0));
        if let Some(i) = gap {
            cards.rotate_left(i + 1);
        }
    }
    cards
}

/// Loose cards (deadwood): by suit, alternating colours, then by rank.
pub fn loose_order(cards: CardSet) -> Vec<Card> {
    let mut v = cards.to_vec();
    v.sort_by_key(|c| (suit_place(c.suit()), c.rank()));
    v
}

/// Where a meld goes among the others: runs by suit and rank, then sets by
/// rank.
fn meld_place(meld: CardSet) -> (bool, u8, u8) {
    let cards = meld_order(meld);
    let Some(first) = cards.first() else {
        return (false, 0, 0);
    };
    let is_set = cards.iter().all(|c| c.rank() == first.rank());
    let suit = if is_set { 0 } else { suit_place(first.suit()) };
    (is_set, suit, first.rank())
}

impl HandPicture {
    /// A seat's hand in any game, arranged as the engine arranges it under
    /// the game's ace rule (least deadwood), with the layoffs it could make
    /// onto the melds on the table (Jersey Gin after the break, Colonel),
    /// beside its table's top discard and stock. `drawn` is the card this
    /// seat just drew from the stock, which the view does not hold; without
    /// it the card taken from the pile this turn is marked, if any. None
    /// when the seat has no hand in play.
    pub fn from_seat(view: &SeatState, drawn: Option<Card>) -> Option<HandPicture> {
        if !view.has_hand_in_play() {
            return None;
        }
        let (rules, table, upcard, stock) = match &view.public {
            PublicState::Jersey(j) => (
                engine::melds::MeldRules::LOW,
                j.table.iter().map(|m| m.cards).collect(),
                j.top_discard,
                j.stock_len,
            ),
            PublicState::Gin(g) => {
                let t = g
                    .tables
                    .iter()
                    .find(|t| t.dealer == view.seat || t.non_dealer == view.seat)?;
                (g.rules.meld_rules(), Vec::new(), t.top_discard, t.stock_len)
            }
            PublicState::Colonel(c) => (
                engine::melds::MeldRules::COLONEL,
                c.melds.iter().map(|m| m.cards).collect(),
                c.top_discard,
                c.stock_len,
            ),
        };
        let mut picture = HandPicture::arranged(
            &rules.arrange(view.hand, &table),
            drawn.or(view.taken).filter(|&c| view.hand.contains(c)),
            upcard,
            stock,
        );
        // V9.4, V9.6: in Colonel every card held counts, melds too.
        if let PublicState::Colonel(_) = view.public {
            picture.held = Some(rules.value_of(view.hand));
        }
        Some(picture)
    }

    /// A hand laid out as `arr` arranges it: melds in place order, the
    /// cards that would be laid off, the deadwood and its count.
    fn arranged(
        arr: &engine::melds::FullArrangement,
        drawn: Option<Card>,
        upcard: Option<Card>,
        stock: u32,
    ) -> HandPicture {
        let mut melds = arr.melds.clone();
        melds.sort_by_key(|&m| meld_place(m));
        let layoffs = arr
            .layoffs
            .iter()
            .fold(CardSet::EMPTY, |acc, l| acc.union(l.cards));
        HandPicture {
            melds: melds.into_iter().map(meld_order).collect(),
            layoffs: loose_order(layoffs),
            deadwood: loose_order(arr.deadwood_cards),
            count: Some(arr.deadwood),
            held: None,
            drawn,
            upcard,
            stock: Some(stock),
        }
    }
}

/// Melds with their owners and the cards others laid off onto them.
pub(crate) struct Melds {
    owner: Vec<Seat>,
    cards: Vec<CardSet>,
    laid_off: Vec<Vec<(Seat, CardSet)>>,
}

impl Melds {
    pub(crate) fn new() -> Melds {
        Melds {
            owner: Vec::new(),
            cards: Vec::new(),
            laid_off: Vec::new(),
        }
    }

    pub(crate) fn push(&mut self, owner: Seat, cards: CardSet) {
        self.owner.push(owner);
        self.cards.push(cards);
        self.laid_off.push(Vec::new());
    }

    /// Marks `cards`, laid off by `by` onto `onto` (the meld as it was),
    /// on the meld of `owner` they joined, adding them if it lacks them.
    pub(crate) fn lay_off(&mut self, by: Seat, owner: Seat, onto: CardSet, cards: CardSet) {
        let joined = (0..self.cards.len())
            .find(|&i| self.owner[i] == owner && !self.cards[i].intersect(onto).is_empty());
        debug_assert!(joined.is_some(), "a layoff joins a meld of its owner");
        if let Some(i) = joined {
            self.cards[i] = self.cards[i].union(cards);
            self.laid_off[i].push((by, cards));
        }
    }

    pub(crate) fn of(&self, seat: Seat) -> Vec<MeldPicture> {
        let mut mine: Vec<usize> = (0..self.cards.len())
            .filter(|&i| self.owner[i] == seat)
            .collect();
        mine.sort_by_key(|&i| meld_place(self.cards[i]));
        mine.into_iter()
            .map(|i| MeldPicture {
                cards: meld_order(self.cards[i]),
                laid_off: self.laid_off[i]
                    .iter()
                    .map(|&(by, cards)| LaidOffPicture {
                        by,
                        cards: meld_order(cards),
                    })
                    .collect(),
            })
            .collect()
    }
}

/// A seat's row, named and numbered as `seats` says.
pub(crate) fn seat_row(seats: &Seating, seat: Seat) -> SeatPicture {
    SeatPicture {
        name: seats.name(seat),
        number: Some(seats.number(seat)),
        ..SeatPicture::default()
    }
}

/// Short words under a seat's name at the end of a hand.
fn result_notes(end: HandEnd, winner: Seat, points: u32, seats: usize, lang: Lang) -> Vec<String> {
    let mut notes = vec![String::new(); seats];
    let knocked = tr!(lang, "pic-note-knocked");
    let breaker = tr!(lang, "pic-note-breaker");
    match end {
        HandEnd::Knock { knocker } => notes[knocker] = knocked,
        HandEnd::Underknock {
            knocker,
            underknocker,
        } => {
            notes[knocker] = knocked;
            notes[underknocker] = tr!(lang, "pic-note-underknock");
        }
        HandEnd::Gin { seat } => notes[seat] = tr!(lang, "pic-note-gin"),
        HandEnd::BreakEnd { breaker: b } => notes[b] = breaker,
        HandEnd::BreakGin { seat, breaker: b } => {
            notes[b] = breaker;
            notes[seat] = tr!(lang, "pic-note-out");
        }
    }
    add_winnings(&mut notes[winner], points);
    notes
}

/// "+23" after the winner's note (a number, the same in every language).
pub(crate) fn add_winnings(note: &mut String, points: u32) {
    let won = format!("+{points}");
    *note = if note.is_empty() {
        won
    } else {
        format!("{note} {won}")
    };
}

/// "Hand 3: …": the hand's heading, then what happened.
pub(crate) fn titled(lang: Lang, heading: String, what: String) -> String {
    tr!(lang, "pic-heading", heading = heading, what = what)
}

fn result_title(hand: u32, end: HandEnd, winner: Seat, points: u32, seats: &Seating) -> String {
    let name = |s: Seat| seats.name(s);
    let lang = seats.lang();
    let what = match end {
        HandEnd::Knock { knocker } => {
            tr!(
                lang,
                "pic-knock-wins",
                name = name(knocker),
                points = points
            )
        }
        HandEnd::Underknock {
            knocker,
            underknocker,
        } => tr!(
            lang,
            "pic-underknock",
            name = name(underknocker),
            knocker = name(knocker),
            points = points
        ),
        HandEnd::Gin { seat } => tr!(lang, "pic-gin-for", name = name(seat), points = points),
        HandEnd::BreakEnd { .. } => {
            let scored = tr!(lang, "pic-wins", name = name(winner), points = points);
            tr!(lang, "pic-stock-out", scored = scored)
        }
        HandEnd::BreakGin { seat, .. } => {
            tr!(lang, "pic-out-for", name = name(seat), points = points)
        }
    };
    titled(lang, tr!(lang, "pic-hand", hand = hand), what)
}

impl TablePicture {
    /// The table as the public view shows it: every hand laid out once the
    /// hand is over (melds, layoffs on the meld they joined, deadwood,
    /// counts); while it is played, the melds on the table (after the
    /// break) and how many cards each seat holds. `seats` names and
    /// numbers the seats.
    pub fn from_public(view: &JerseyPublic, seats: &Seating) -> TablePicture {
        if let Some(r) = &view.hand_result {
            return hand_end(
                view.hand_no,
                view.hand_sizes.len(),
                r,
                view.top_discard,
                view.stock_len,
                seats,
            );
        }
        let mut melds = Melds::new();
        let mut pictures: Vec<SeatPicture> = (0..view.hand_sizes.len())
            .map(|s| seat_row(seats, s))
            .collect();
        for m in &view.table {
            melds.push(m.owner, m.cards);
        }
        // The table's melds already hold what was laid off onto them: the
        // log says who laid off what.
        for e in &view.log {
            if let Event::LaidDown { seat, layoffs, .. } = e {
                for l in layoffs {
                    melds.lay_off(*seat, l.owner, l.onto, l.cards);
                }
            }
        }
        let lang = seats.lang();
        for (s, p) in pictures.iter_mut().enumerate() {
            p.hidden = view.hand_sizes[s];
            p.highlight = view.to_act == Some(s);
            p.note = if view.to_act == Some(s) {
                tr!(lang, "pic-note-to-play")
            } else if view.breaker == Some(s) {
                tr!(lang, "pic-note-breaker")
            } else if view.dealer == s {
                tr!(lang, "pic-note-dealer")
            } else {
                String::new()
            };
        }
        let title = if view.breaker.is_some() {
            tr!(lang, "pic-hand-break", hand = view.hand_no)
        } else {
            tr!(lang, "pic-hand", hand = view.hand_no)
        };
        for (s, p) in pictures.iter_mut().enumerate() {
            p.melds = melds.of(s);
        }
        TablePicture {
            title,
            seats: pictures,
            upcard: view.top_discard,
            stock: Some(view.stock_len),
            ..TablePicture::default()
        }
    }
}

/// A hand's end: every hand laid out, from the result (which reveals
/// them), the top discard and the stock's size.
fn hand_end(
    hand_no: u32,
    seats: usize,
    r: &HandResult,
    upcard: Option<Card>,
    stock: u32,
    names: &Seating,
) -> TablePicture {
    let mut melds = Melds::new();
    let mut pictures: Vec<SeatPicture> = (0..seats).map(|s| seat_row(names, s)).collect();
    for rev in &r.reveals {
        for &m in &rev.melds {
            melds.push(rev.seat, m);
        }
    }
    for rev in &r.reveals {
        for l in &rev.layoffs {
            melds.lay_off(rev.seat, l.owner, l.onto, l.cards);
        }
    }
    let notes = result_notes(r.end, r.winner, r.points, seats, names.lang());
    for rev in &r.reveals {
        let p = &mut pictures[rev.seat];
        p.deadwood = loose_order(rev.deadwood_cards);
        p.count = Some(rev.count);
    }
    for (s, note) in notes.into_iter().enumerate() {
        pictures[s].note = note;
        pictures[s].highlight = s == r.winner;
    }
    for (s, p) in pictures.iter_mut().enumerate() {
        p.melds = melds.of(s);
    }
    TablePicture {
        title: result_title(hand_no, r.end, r.winner, r.points, names),
        seats: pictures,
        upcard,
        stock: Some(stock),
        ..TablePicture::default()
    }
}

impl TablePicture {
    /// A Colonel hand's end, from the public view right after it: the
    /// melds on the table (with who laid off what onto them) under the
    /// seat that laid each down, and both hands' remaining cards with
    /// their totals, as the end of the hand shows them (V9.4). None while
    /// the hand is played (the hands are hidden then).
    pub fn from_colonel(view: &ColonelPublic, seats: &Seating) -> Option<TablePicture> {
        let r = view.hand_result.as_ref()?;
        let mut melds = Melds::new();
        for m in &view.melds {
            melds.push(m.owner, m.cards);
        }
        for e in &view.log {
            if let Event::LaidOff {
                seat,
                cards,
                onto,
                owner,
            } = e
            {
                melds.lay_off(*seat, *owner, *onto, *cards);
            }
        }
        Some(colonel_end(
            view.hand_no,
            &melds,
            r,
            view.top_discard,
            view.stock_len,
            seats,
        ))
    }
}

impl TablePicture {
    /// The table whose hand `event` ends with every hand laid out, in any
    /// game: 0, or a partnership's second table (1). None for any other
    /// event, and for a two-handed hand that shows no hands (drawn). With
    /// the public view right after the event,
    /// [`TablePicture::at_hand_end`] draws that table.
    pub fn laid_out_by(event: &Event) -> Option<usize> {
        match event {
            Event::HandEnded { .. } | Event::ColonelHandEnded { .. } => Some(0),
            Event::TwoHandedEnded { table, result } if !result.reveals.is_empty() => Some(*table),
            _ => None,
        }
    }

    /// The table at a hand's end, in any game, from the public view right
    /// after it: every hand laid out as its end shows it. `table` is the
    /// table whose hand ended when a game plays two at once (a
    /// partnership); 0 otherwise. None while that hand is played, and for
    /// a two-handed hand that shows no hands (drawn). `seats` names and
    /// numbers the seats (a partnership's sides: [`Seating::sides_of`]).
    pub fn at_hand_end(view: &PublicState, table: usize, seats: &Seating) -> Option<TablePicture> {
        match view {
            PublicState::Jersey(j) => j
                .hand_result
                .as_ref()
                .map(|_| TablePicture::from_public(j, seats)),
            PublicState::Gin(g) => {
                let r = g.tables.get(table)?.result.as_ref()?;
                TablePicture::from_gin_end(Some(g.hand_no), table, r, seats)
            }
            PublicState::Colonel(c) => TablePicture::from_colonel(c, seats),
        }
    }
}

/// A Colonel hand's end: the table's melds, what each seat still held
/// and its total, who scored.
fn colonel_end(
    hand_no: u32,
    melds: &Melds,
    r: &ColonelHandResult,
    upcard: Option<Card>,
    stock: u32,
    seats: &Seating,
) -> TablePicture {
    let name = |s: Seat| seats.name(s);
    let lang = seats.lang();
    let mut pictures: Vec<SeatPicture> = (0..2)
        .map(|s| SeatPicture {
            melds: melds.of(s),
            deadwood: loose_order(r.left[s]),
            count: Some(r.totals[s]),
            highlight: r.winner == Some(s),
            ..seat_row(seats, s)
        })
        .collect();
    let points = r.points;
    let scored = match r.winner {
        Some(w) => tr!(lang, "pic-wins", name = name(w), points = points),
        None => tr!(lang, "pic-no-score"),
    };
    let what = match r.end {
        ColonelEnd::WentOut { seat } => {
            pictures[seat].note = tr!(lang, "pic-note-out");
            tr!(lang, "pic-out-for", name = name(seat), points = points)
        }
        ColonelEnd::StockOut { .. } => tr!(lang, "pic-stock-out", scored = scored),
        ColonelEnd::Challenge { challenger } => {
            pictures[challenger].note = tr!(lang, "pic-note-challenged");
            if r.winner == Some(challenger) {
                let name = name(challenger);
                tr!(lang, "pic-challenge-wins", name = name, points = points)
            } else {
                tr!(
                    lang,
                    "pic-challenge",
                    name = name(challenger),
                    scored = scored
                )
            }
        }
        ColonelEnd::Drawn => tr!(lang, "pic-drawn"),
    };
    if let Some(w) = r.winner {
        add_winnings(&mut pictures[w].note, points);
    }
    TablePicture {
        title: titled(lang, tr!(lang, "pic-hand", hand = hand_no), what),
        seats: pictures,
        upcard,
        stock: Some(stock),
        // V9.4: what each seat still holds, all of it counted.
        held: true,
        ..TablePicture::default()
    }
}

/// A hand followed through its public events, as a channel's story tells
/// it, in any game, so that its end can be drawn again when the public
/// view of that moment is gone (a post rebuilt from the store after a
/// restart): the same picture the view draws ([`TablePicture::from_public`],
/// [`TablePicture::from_colonel`], or [`TablePicture::from_gin_end`] with
/// the hand's number and table). It keeps the hand's number, the discard pile, the
/// stock's size, Colonel's melds and layoffs and the result; the private
/// [`Event::Drew`] is never read, so the picture holds only what the
/// channel was shown.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PublicHand {
    dealt: bool,
    hand_no: u32,
    discards: Vec<Card>,
    stock: u32,
    /// Colonel: (owner, cards) of each meld laid down, in order.
    melds: Vec<(Seat, CardSet)>,
    /// Colonel: (by, owner, onto, cards) of each layoff, in order.
    layoffs: Vec<(Seat, Seat, CardSet, CardSet)>,
    end: Option<EndSeen>,
}

/// How the hand followed ended.
#[derive(Debug, Clone, PartialEq, Eq)]
enum EndSeen {
    Jersey(HandResult),
    /// The table whose hand ended (a partnership's), and its result.
    Gin(usize, GinHandResult),
    Colonel(ColonelHandResult),
}

impl PublicHand {
    pub fn new() -> PublicHand {
        PublicHand::default()
    }

    /// A new deal: the hand starts afresh.
    fn dealt(hand_no: u32, upcard: Option<Card>, stock: u32) -> PublicHand {
        PublicHand {
            dealt: true,
            hand_no,
            discards: upcard.into_iter().collect(),
            stock,
            ..PublicHand::default()
        }
    }

    /// Takes in the next event of the story (a new deal starts afresh).
    pub fn see(&mut self, e: &Event) {
        use Event as E;
        match e {
            E::HandDealt {
                hand,
                upcard,
                stock,
                ..
            } => *self = PublicHand::dealt(*hand, Some(*upcard), *stock),
            // A partnership deals its two tables together: the first
            // starts the hand.
            E::TwoHandedDealt {
                hand,
                table: 0,
                upcard,
                stock,
                ..
            } => *self = PublicHand::dealt(*hand, *upcard, *stock),
            E::DrewStock { .. } => self.stock = self.stock.saturating_sub(1),
            E::TookDiscard { .. } => {
                self.discards.pop();
            }
            E::Discarded { card, .. } => self.discards.push(*card),
            E::Melded { seat, cards } => self.melds.push((*seat, *cards)),
            E::LaidOff {
                seat,
                cards,
                onto,
                owner,
            } => self.layoffs.push((*seat, *owner, *onto, *cards)),
            E::HandEnded { result, .. } => self.end = Some(EndSeen::Jersey(result.clone())),
            E::TwoHandedEnded { table, result } => {
                self.end = Some(EndSeen::Gin(*table, result.clone()))
            }
            E::ColonelHandEnded { result, .. } => self.end = Some(EndSeen::Colonel(result.clone())),
            _ => {}
        }
    }

    /// The table at the hand's end, once the events of the whole hand
    /// (from its deal) up to its end were seen; None before, and for a
    /// two-handed hand that shows no hands (drawn).
    pub fn end_picture(&self, seats: &Seating) -> Option<TablePicture> {
        let end = self.end.as_ref().filter(|_| self.dealt)?;
        let upcard = self.discards.last().copied();
        match end {
            EndSeen::Jersey(r) => Some(hand_end(
                self.hand_no,
                r.counts.len(),
                r,
                upcard,
                self.stock,
                seats,
            )),
            EndSeen::Gin(table, r) => {
                TablePicture::from_gin_end(Some(self.hand_no), *table, r, seats)
            }
            EndSeen::Colonel(r) => {
                let mut melds = Melds::new();
                for &(owner, cards) in &self.melds {
                    melds.push(owner, cards);
                }
                for &(by, owner, onto, cards) in &self.layoffs {
                    melds.lay_off(by, owner, onto, cards);
                }
                Some(colonel_end(
                    self.hand_no,
                    &melds,
                    r,
                    upcard,
                    self.stock,
                    seats,
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(s: &str) -> CardSet {
        engine::parse_cards(s).unwrap().into_iter().collect()
    }

    fn list(s: &str) -> Vec<Card> {
        engine::parse_cards(s).unwrap()
    }

    /// Pictures lay loose cards out in the order the text lists them
    /// (`CardSet::sorted`: ♠ ♥ ♣ ♦, then rank), and a set's cards too.
    #[test]
    fn pictures_and_text_share_one_order_of_cards() {
        let hand = set("2c Kd As 7h Ac 9s");
        assert_eq!(loose_order(hand), hand.sorted());
        assert_eq!(loose_order(hand), list("As 9s 7h Ac 2c Kd"));
        let kings = set("Kc Kd Ks Kh");
        assert_eq!(meld_order(kings), kings.sorted());
    }

    #[test]
    fn melds_are_laid_out_as_players_lay_them_out() {
        assert_eq!(meld_order(set("9h 7h 8h Th")), list("7h 8h 9h Th"));
        assert_eq!(meld_order(set("5c 5d 5h 5s")), list("5s 5h 5c 5d"));
        assert_eq!(meld_order(set("Qs Ks As")), list("Qs Ks As"));
        assert_eq!(meld_order(set("As 2s 3s")), list("As 2s 3s"));
        // Around the corner (V4): the run reads from its gap.
        assert_eq!(meld_order(set("2d Ad Kd")), list("Kd Ad 2d"));
        assert_eq!(meld_order(set("3d 2d Qd Ad Kd")), list("Qd Kd Ad 2d 3d"));
        assert_eq!(loose_order(set("Kd 2c 9h 3s 4d")), list("3s 9h 2c 4d Kd"));
    }
}
