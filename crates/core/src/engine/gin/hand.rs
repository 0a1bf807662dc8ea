//! One two-handed hand of Gin Rummy (docs/rules/gin-rummy.md, part G) as a state
//! machine, with the switches that act inside a hand: Oklahoma's limits and
//! spade (V1), the eleven-card deal (V3), around the corner (V4), doubling
//! (V5) and gin only (V6).

pub use super::types::RESIGN_BONUS;
use super::types::{DrawnBy, GinHandEnd, GinHandResult, OklahomaDeal};
use crate::engine::cards::{Card, CardSet, Suit};
use crate::engine::melds::MeldRules;
use crate::engine::rules::{GinRules, OklahomaLimit};
use crate::engine::turn::{self, HandMachine};
use crate::engine::types::{ActionError, LaidOff, Reveal, Seat};
use crate::engine::{Action, Event};
use serde::{Deserialize, Serialize};

/// G4.2: this many turns in a row without a stock draw draw the hand.
pub const NO_STOCK_TURNS: u32 = 20;
/// G7.4: the last two stock cards are never drawn.
pub const STOCK_FLOOR: usize = 2;
/// Room made for a hand's public log when it is dealt.
const LOG_CAPACITY: usize = 64;

/// Where a two-handed hand is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GinPhase {
    /// G3.1: the player to move may take the upcard or pass.
    UpcardOffer,
    /// G3.2: both passed; the non-dealer must draw from the stock.
    ForcedDraw,
    /// V3.2: the non-dealer's opening turn: discard or knock, no draw.
    Opening,
    /// G4.1: the player to move draws (or, V5.1, offers a double first).
    Draw,
    /// V5.2: the opponent of the player to move answers a double.
    DoubleOffered,
    /// V5.3: the doubler answers a redouble.
    Redoubled,
    /// The player to move has drawn and must discard or knock.
    Discard,
    Over,
}

/// How the knock limit is found (G5.1, V1, V6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KnockLimit {
    Fixed(u32),
    Oklahoma(OklahomaLimit),
}

/// What a hand needs to know of the table's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandSettings {
    pub melds: MeldRules,
    pub limit: KnockLimit,
    pub eleven_card: bool,
    pub doubling: bool,
    pub redouble: bool,
    /// V1.3.
    pub spade_doubles: bool,
    pub gin_bonus: u32,
    pub undercut_bonus: u32,
}

impl HandSettings {
    pub fn of(rules: &GinRules) -> HandSettings {
        HandSettings {
            melds: rules.meld_rules(),
            limit: if rules.gin_only {
                KnockLimit::Fixed(0)
            } else if rules.oklahoma {
                KnockLimit::Oklahoma(rules.oklahoma_limit)
            } else {
                KnockLimit::Fixed(rules.knock_limit)
            },
            eleven_card: rules.eleven_card,
            doubling: rules.doubling,
            redouble: rules.redouble,
            spade_doubles: rules.oklahoma,
            gin_bonus: rules.gin_bonus,
            undercut_bonus: rules.undercut_bonus,
        }
    }
}

/// V1.1, V1.2: the knock limit an upcard sets: its pips, faces 10, an ace 0.
pub fn oklahoma_limit(card: Card) -> u32 {
    if card.rank() == 0 {
        0
    } else {
        card.value()
    }
}

/// G7, V5.4, V5.5, V1.3 as a pure function: who scores and how much.
/// `k` is the knocker's (or offerer's) count, `d` the defender's after
/// layoffs; `resigned` for V5.4.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandScore {
    /// The knocker (or offerer) wins; otherwise the defender undercut.
    pub knocker_wins: bool,
    pub base: u32,
    pub points: u32,
    pub extra_box: bool,
}

pub fn score_hand(
    k: u32,
    d: u32,
    resigned: bool,
    gin_bonus: u32,
    undercut_bonus: u32,
    stake: u32,
    spade: bool,
) -> HandScore {
    let gin = k == 0;
    let (knocker_wins, base, extra_box) = if resigned {
        // V5.4: no undercut; gin when k = 0.
        if gin {
            (true, d + gin_bonus + RESIGN_BONUS, true)
        } else {
            (true, d.saturating_sub(k) + RESIGN_BONUS, false)
        }
    } else if gin {
        (true, d + gin_bonus, true) // G7.3: never undercut
    } else if k < d {
        (true, d - k, false) // G7.1
    } else {
        (false, (k - d) + undercut_bonus, true) // G7.2: a tie undercuts
    };
    let points = base * stake * if spade { 2 } else { 1 };
    HandScore {
        knocker_wins,
        base,
        points,
        extra_box,
    }
}

/// The full state of one two-handed hand, hidden cards included. Players
/// are indexed 0 (non-dealer) and 1 (dealer); `players` gives their seats.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinHand {
    pub(crate) settings: HandSettings,
    pub(crate) players: [Seat; 2],
    pub(crate) hands: [CardSet; 2],
    /// The stock, top card last.
    pub(crate) stock: Vec<Card>,
    /// The discard pile, top card last.
    pub(crate) discards: Vec<Card>,
    pub(crate) first_upcard: Option<Card>,
    /// The knocker's face-down discard, never shown.
    pub(crate) face_down: Option<Card>,
    /// Index (0, 1) of the player whose turn it is.
    pub(crate) turn: usize,
    pub(crate) phase: GinPhase,
    /// The card taken from the discard pile this turn (R4.3).
    pub(crate) taken: Option<Card>,
    /// V5.5: 1, 2 or 4.
    pub(crate) stake: u32,
    /// V5.1: a double was offered this hand.
    pub(crate) doubled: bool,
    /// G4.2.
    pub(crate) turns_without_stock: u32,
    /// V1.4: the knock limit set when this turn started.
    pub(crate) turn_limit: u32,
    /// Public events of this hand.
    pub(crate) log: Vec<Event>,
    pub(crate) result: Option<GinHandResult>,
}

/// Why a raw setup is not a valid two-handed hand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GinSetupError {
    #[error("the setup must hold each of the 52 cards once; it holds {0} distinct ones")]
    WrongCards(u32),
    #[error("the non-dealer holds {0} cards and the dealer {1}: deal 10 each (11 to the non-dealer in the eleven-card game)")]
    WrongHandSize(u32, u32),
    #[error("the eleven-card game has no upcard; every other game has one")]
    Upcard,
}

impl GinHand {
    /// Deals from a deck order (`deck[0]` is the top): one card at a time,
    /// non-dealer first, 10 each (V3.1: 11 to the non-dealer), then the
    /// upcard (none in V3); the rest is the stock (G2.2).
    pub fn deal(settings: HandSettings, players: [Seat; 2], deck: &[Card; 52]) -> GinHand {
        let dealt = if settings.eleven_card { 21 } else { 20 };
        let mut hands = [CardSet::EMPTY; 2];
        for (i, &c) in deck[..dealt].iter().enumerate() {
            hands[i % 2].insert(c);
        }
        let (upcard, rest) = if settings.eleven_card {
            (None, &deck[21..])
        } else {
            (Some(deck[20]), &deck[21..])
        };
        let stock = rest.iter().rev().copied().collect();
        GinHand::new_unchecked(settings, players, hands, upcard, stock)
    }

    /// A hand from a raw setup (hands non-dealer first, the upcard, the
    /// stock from its top card down), checked. For tests and comparisons.
    pub fn from_setup(
        settings: HandSettings,
        players: [Seat; 2],
        hands: [CardSet; 2],
        upcard: Option<Card>,
        stock_top_first: &[Card],
    ) -> Result<GinHand, GinSetupError> {
        let want = if settings.eleven_card { 11 } else { 10 };
        if hands[0].len() != want || hands[1].len() != 10 {
            return Err(GinSetupError::WrongHandSize(hands[0].len(), hands[1].len()));
        }
        if upcard.is_some() == settings.eleven_card {
            return Err(GinSetupError::Upcard);
        }
        let stock = CardSet::from_cards(stock_top_first.iter().copied());
        let all = hands[0]
            .union(hands[1])
            .union(CardSet::from_cards(upcard))
            .union(stock);
        let n = hands[0].len()
            + hands[1].len()
            + upcard.is_some() as u32
            + stock_top_first.len() as u32;
        if all != CardSet::FULL || n != 52 {
            return Err(GinSetupError::WrongCards(all.len()));
        }
        Ok(GinHand::new_unchecked(
            settings,
            players,
            hands,
            upcard,
            stock_top_first.iter().rev().copied().collect(),
        ))
    }

    fn new_unchecked(
        settings: HandSettings,
        players: [Seat; 2],
        hands: [CardSet; 2],
        upcard: Option<Card>,
        stock: Vec<Card>,
    ) -> GinHand {
        let mut h = GinHand {
            settings,
            players,
            hands,
            stock,
            discards: {
                // Room for every card the pile can hold.
                let mut pile = Vec::with_capacity(32);
                pile.extend(upcard);
                pile
            },
            first_upcard: upcard,
            face_down: None,
            turn: 0,
            phase: if settings.eleven_card {
                GinPhase::Opening
            } else {
                GinPhase::UpcardOffer
            },
            taken: None,
            stake: 1,
            doubled: false,
            turns_without_stock: 0,
            turn_limit: 0,
            // A hand's public log rarely runs past this: no regrowth.
            log: Vec::with_capacity(LOG_CAPACITY),
            result: None,
        };
        h.start_turn();
        h
    }

    pub fn players(&self) -> [Seat; 2] {
        self.players
    }
    pub fn non_dealer(&self) -> Seat {
        self.players[0]
    }
    pub fn dealer(&self) -> Seat {
        self.players[1]
    }
    pub fn phase(&self) -> GinPhase {
        self.phase
    }
    pub fn settings(&self) -> &HandSettings {
        &self.settings
    }
    /// Whether `seat` plays in this hand.
    pub fn has(&self, seat: Seat) -> bool {
        self.players.contains(&seat)
    }
    fn index(&self, seat: Seat) -> Option<usize> {
        self.players.iter().position(|&s| s == seat)
    }
    /// The cards `seat` holds (empty if it does not play here).
    pub fn hand_of(&self, seat: Seat) -> CardSet {
        self.index(seat).map_or(CardSet::EMPTY, |i| self.hands[i])
    }
    /// The stock, top card last (hidden: for tests and invariants only).
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }
    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }
    pub fn discards(&self) -> &[Card] {
        &self.discards
    }
    pub fn top_discard(&self) -> Option<Card> {
        self.discards.last().copied()
    }
    pub fn first_upcard(&self) -> Option<Card> {
        self.first_upcard
    }
    pub fn stake(&self) -> u32 {
        self.stake
    }
    pub fn doubled(&self) -> bool {
        self.doubled
    }
    /// V1.3: the hand counts double.
    pub fn spade(&self) -> bool {
        self.settings.spade_doubles && self.first_upcard.is_some_and(|c| c.suit() == Suit::Spades)
    }
    pub fn turns_without_stock(&self) -> u32 {
        self.turns_without_stock
    }
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    pub fn result(&self) -> Option<&GinHandResult> {
        self.result.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.phase == GinPhase::Over
    }
    /// The card `seat` took from the pile this turn.
    pub fn taken_by(&self, seat: Seat) -> Option<Card> {
        (self.players[self.turn] == seat)
            .then_some(self.taken)
            .flatten()
    }

    /// The seat to move, None when the hand is over.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            GinPhase::Over => None,
            GinPhase::DoubleOffered => Some(self.players[1 - self.turn]),
            _ => Some(self.players[self.turn]),
        }
    }

    /// What this deal sets under Oklahoma (V1.1, V1.2, V1.4); None
    /// without it.
    pub fn oklahoma_deal(&self) -> Option<OklahomaDeal> {
        match self.settings.limit {
            KnockLimit::Oklahoma(rule) => Some(OklahomaDeal {
                limit: self.first_upcard.map_or(0, oklahoma_limit),
                follows_discard: rule == OklahomaLimit::Current,
            }),
            KnockLimit::Fixed(_) => None,
        }
    }

    /// The knock limit for the player to move now (G5.1, V1, V6).
    pub fn knock_limit(&self) -> u32 {
        match self.settings.limit {
            KnockLimit::Fixed(l) => l,
            KnockLimit::Oklahoma(OklahomaLimit::FirstUpcard) => {
                self.first_upcard.map_or(0, oklahoma_limit)
            }
            KnockLimit::Oklahoma(OklahomaLimit::Current) => self.turn_limit,
        }
    }

    /// Every card of the hand, wherever it is (52, each once).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut v: Vec<Card> = Vec::with_capacity(52);
        for h in &self.hands {
            v.extend(h.iter());
        }
        v.extend(self.stock.iter().copied());
        v.extend(self.discards.iter().copied());
        v.extend(self.face_down);
        v
    }

    fn start_turn(&mut self) {
        // V1.4: the limit is set by the top discard as the turn starts.
        self.turn_limit = self.top_discard().map_or(0, oklahoma_limit);
    }

    /// Everything `seat` may do now; empty when it is not their move.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::with_capacity(24);
        if self.to_act() != Some(seat) {
            return out;
        }
        let p = self.turn;
        match self.phase {
            GinPhase::UpcardOffer => out.extend([Action::TakeDiscard, Action::PassUpcard]),
            GinPhase::ForcedDraw => out.push(Action::DrawStock),
            GinPhase::Draw => {
                out.push(Action::DrawStock);
                if !self.discards.is_empty() {
                    out.push(Action::TakeDiscard);
                }
                if self.settings.doubling && !self.doubled {
                    out.push(Action::OfferDouble);
                }
            }
            GinPhase::DoubleOffered => {
                out.push(Action::AcceptDouble);
                if self.settings.redouble {
                    out.push(Action::Redouble);
                }
                out.push(Action::Resign);
            }
            GinPhase::Redoubled => out.extend([Action::AcceptDouble, Action::Resign]),
            GinPhase::Opening | GinPhase::Discard => {
                let forbidden = CardSet::from_cards(self.taken);
                let limit = self.knock_limit();
                let mut knocks = Vec::with_capacity(12);
                self.settings
                    .melds
                    .each_discard(self.hands[p], forbidden, |card, dw| {
                        out.push(Action::Discard { card });
                        if dw <= limit {
                            knocks.push(Action::Knock { card });
                        }
                    });
                out.extend(knocks);
            }
            GinPhase::Over => {}
        }
        out
    }

    /// Checks an action without changing anything.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        use GinPhase as P;
        let over = self.phase == P::Over;
        turn::check_turn(over, self.to_act(), "Gin Rummy", knows, seat, action)?;
        let p = self.turn;
        let double_only = |a: Action| -> Result<(), ActionError> {
            match a {
                Action::OfferDouble if !self.settings.doubling => Err(ActionError::NoDoubling),
                Action::OfferDouble => Err(ActionError::DoubleNotNow),
                Action::AcceptDouble | Action::Redouble | Action::Resign => {
                    Err(ActionError::NoDoubleOffered)
                }
                _ => Ok(()),
            }
        };
        match (self.phase, action) {
            (P::UpcardOffer, Action::TakeDiscard | Action::PassUpcard) => Ok(()),
            (P::UpcardOffer, a) => {
                double_only(a)?;
                Err(ActionError::TakeOrPassUpcard {
                    card: self.top_discard().expect("the upcard is on the pile"),
                })
            }
            (_, Action::PassUpcard) => Err(ActionError::NoUpcardOffer),
            (P::ForcedDraw, Action::DrawStock) => Ok(()),
            (P::ForcedDraw, Action::TakeDiscard) => Err(ActionError::MustDrawStock),
            (P::ForcedDraw, a) => {
                double_only(a)?;
                Err(ActionError::MustDrawFirst)
            }
            (P::Draw, Action::DrawStock) => Ok(()),
            (P::Draw, Action::TakeDiscard) if self.discards.is_empty() => {
                Err(ActionError::NoDiscard)
            }
            (P::Draw, Action::TakeDiscard) => Ok(()),
            (P::Draw, Action::OfferDouble) if !self.settings.doubling => {
                Err(ActionError::NoDoubling)
            }
            (P::Draw, Action::OfferDouble) if self.doubled => Err(ActionError::DoubleUsed),
            (P::Draw, Action::OfferDouble) => Ok(()),
            (P::Draw, a) => {
                double_only(a)?;
                Err(ActionError::MustDrawFirst)
            }
            (P::DoubleOffered, Action::AcceptDouble | Action::Resign) => Ok(()),
            (P::DoubleOffered, Action::Redouble) if !self.settings.redouble => {
                Err(ActionError::NoRedouble)
            }
            (P::DoubleOffered, Action::Redouble) => Ok(()),
            (P::Redoubled, Action::AcceptDouble | Action::Resign) => Ok(()),
            (P::Redoubled, Action::Redouble) => Err(ActionError::DoubleUsed),
            (P::DoubleOffered | P::Redoubled, _) => Err(ActionError::AnswerDouble),
            (P::Opening, Action::DrawStock | Action::TakeDiscard) => {
                Err(ActionError::NoDrawOnOpening)
            }
            (P::Discard, Action::DrawStock | Action::TakeDiscard) => Err(ActionError::AlreadyDrew),
            (P::Opening | P::Discard, Action::Discard { card } | Action::Knock { card }) => {
                turn::check_throw(self.hands[p], self.taken, card)?;
                if let Action::Knock { .. } = action {
                    let deadwood = self.settings.melds.deadwood(self.hands[p].without(card));
                    let limit = self.knock_limit();
                    if deadwood > limit {
                        return Err(if limit == 0 {
                            ActionError::GinOnly { card, deadwood }
                        } else {
                            ActionError::KnockTooHigh {
                                card,
                                deadwood,
                                limit,
                            }
                        });
                    }
                }
                Ok(())
            }
            (P::Opening | P::Discard, a) => {
                double_only(a)?;
                Err(ActionError::AlreadyDrew)
            }
            (P::Over, _) => Err(ActionError::HandOver),
        }
    }

    /// Applies an action for `seat`. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::with_capacity(4);
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`GinHand::apply`] adding the events to the end of `events` (left as
    /// it was on error).
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        turn::apply_into(self, seat, action, events)
    }

    /// Plays an action [`GinHand::check`] accepted.
    fn play(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        let p = self.turn;
        match action {
            Action::TakeDiscard => {
                let card = self.discards.pop().expect("checked");
                self.hands[p].insert(card);
                self.taken = Some(card);
                self.phase = GinPhase::Discard;
                events.push(Event::TookDiscard { seat, card });
            }
            Action::PassUpcard => {
                events.push(Event::PassedUpcard { seat });
                if p == 0 {
                    self.turn = 1; // G3.1: then the dealer
                } else {
                    self.turn = 0; // G3.2: the non-dealer must draw
                    self.phase = GinPhase::ForcedDraw;
                }
                self.start_turn();
            }
            Action::DrawStock => {
                let card = self.stock.pop().expect("the stock never runs out");
                self.hands[p].insert(card);
                self.taken = None;
                self.phase = GinPhase::Discard;
                events.push(Event::DrewStock { seat });
                events.push(Event::Drew { seat, card });
            }
            Action::Discard { card } => {
                let from_stock = self.phase == GinPhase::Discard && self.taken.is_none();
                self.hands[p].remove(card);
                self.discards.push(card);
                self.taken = None;
                events.push(Event::Discarded { seat, card });
                if from_stock {
                    self.turns_without_stock = 0;
                } else {
                    self.turns_without_stock += 1;
                }
                if self.stock.len() <= STOCK_FLOOR {
                    self.end_drawn(DrawnBy::StockDown);
                } else if self.turns_without_stock >= NO_STOCK_TURNS {
                    self.end_drawn(DrawnBy::NoStockDraws);
                } else {
                    self.turn = 1 - p;
                    self.phase = GinPhase::Draw;
                    self.start_turn();
                }
            }
            Action::Knock { card } => {
                self.hands[p].remove(card);
                self.face_down = Some(card);
                self.taken = None;
                self.settle(p, false, events);
            }
            Action::OfferDouble => {
                self.doubled = true;
                self.phase = GinPhase::DoubleOffered;
                events.push(Event::DoubleOffered { seat });
            }
            Action::Redouble => {
                self.stake = 2;
                self.phase = GinPhase::Redoubled;
                events.push(Event::Redoubled { seat });
            }
            Action::AcceptDouble => {
                self.stake = if self.phase == GinPhase::Redoubled {
                    4
                } else {
                    2
                };
                self.phase = GinPhase::Draw;
                events.push(Event::DoubleAccepted {
                    seat,
                    stake: self.stake,
                });
            }
            Action::Resign => {
                // V5.4: the player whose offer was refused "knocks".
                let offerer = if self.phase == GinPhase::DoubleOffered {
                    self.turn
                } else {
                    1 - self.turn
                };
                events.push(Event::Resigned { seat });
                self.settle(offerer, true, events);
            }
            _ => unreachable!("refused by check"),
        }
    }

    fn end_drawn(&mut self, by: DrawnBy) {
        self.phase = GinPhase::Over;
        self.result = Some(GinHandResult {
            end: GinHandEnd::Drawn { by },
            players: self.players,
            counts: [0, 0],
            winner: None,
            base: 0,
            stake: self.stake,
            spade: self.spade(),
            points: 0,
            extra_box: false,
            reveals: Vec::new(),
        });
    }

    /// G5–G7 (and V5.4 when `resigned`): arrange, lay off, score.
    fn settle(&mut self, knocker: usize, resigned: bool, events: &mut Vec<Event>) {
        let mr = self.settings.melds;
        let defender = 1 - knocker;
        let (ks, ds) = (self.players[knocker], self.players[defender]);
        let ka = mr.knocker_arrangement(self.hands[knocker]);
        let gin = ka.deadwood == 0;
        if !resigned {
            events.push(Event::Knocked {
                seat: ks,
                gin,
                count: ka.deadwood,
            });
        }
        // G6.1: layoffs onto the knocker's melds only, and not after gin.
        let onto: &[CardSet] = if gin { &[] } else { &ka.melds };
        let da = mr.arrange(self.hands[defender], onto);
        let layoffs: Vec<LaidOff> = da
            .layoffs
            .iter()
            .map(|l| LaidOff {
                cards: l.cards,
                onto: ka.melds[l.onto],
                owner: ks,
            })
            .collect();
        let (k, d) = (ka.deadwood, da.deadwood);
        let spade = self.spade();
        let score = score_hand(
            k,
            d,
            resigned,
            self.settings.gin_bonus,
            self.settings.undercut_bonus,
            self.stake,
            spade,
        );
        let end = if resigned {
            GinHandEnd::Resigned {
                offerer: ks,
                resigner: ds,
            }
        } else if gin {
            GinHandEnd::Gin { seat: ks }
        } else if score.knocker_wins {
            GinHandEnd::Knock { knocker: ks }
        } else {
            GinHandEnd::Undercut {
                knocker: ks,
                defender: ds,
            }
        };
        let mut counts = [0; 2];
        counts[knocker] = k;
        counts[defender] = d;
        self.phase = GinPhase::Over;
        self.result = Some(GinHandResult {
            end,
            players: self.players,
            counts,
            winner: Some(if score.knocker_wins { ks } else { ds }),
            base: score.base,
            stake: self.stake,
            spade,
            points: score.points,
            extra_box: score.extra_box,
            reveals: vec![
                Reveal {
                    seat: ks,
                    melds: ka.melds.clone(),
                    layoffs: vec![],
                    deadwood_cards: ka.deadwood_cards,
                    count: k,
                },
                Reveal {
                    seat: ds,
                    melds: da.melds,
                    layoffs,
                    deadwood_cards: da.deadwood_cards,
                    count: d,
                },
            ],
        });
    }
}

impl HandMachine for GinHand {
    fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        GinHand::check(self, seat, action)
    }
    fn play(&mut self, seat: Seat, action: Action, events: &mut Vec<Event>) {
        GinHand::play(self, seat, action, events)
    }
    fn log_mut(&mut self) -> &mut Vec<Event> {
        &mut self.log
    }
}

/// Whether two-handed Gin has the action (G3–G5, V5): the moves of
/// Colonel's melding and challenge are not its.
fn knows(action: Action) -> bool {
    !matches!(
        action,
        Action::Meld { .. }
            | Action::LayOff { .. }
            | Action::EndTurn
            | Action::Challenge
            | Action::AnswerChallenge { .. }
    )
}
