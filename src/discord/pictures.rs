//! Cards as pictures on Discord (issue 14): the hand picture attached to a
//! player's ephemeral hand view, and the table picture attached to the
//! post of a hand's end (a knock, a gin, the stock out, a challenge: every
//! hand laid out), in every game.
//!
//! - Drawn by `gin-pictures` off the async executor (`spawn_blocking`) and
//!   kept by content ([`PictureCache`]), so the same picture is drawn once
//!   however many times it is shown (a refresh, a stale click, a restart of
//!   the view).
//! - A hand picture is made from the seat's own view ([`SeatState`]) only;
//!   a table picture from the public view ([`PublicState`]) or the hand's
//!   public events only: these functions never see a game, so a hidden
//!   card cannot reach a public picture.
//! - Each picture carries alt text (the attachment's description) that
//!   says in words what it shows, for screen readers.
//! - A table picture names the players as the text does: a person by the
//!   display name their interactions carry (the bot has no members intent,
//!   so a name is known once its person has clicked or run a command since
//!   the start; until then the seat's number), a computer seat by its own
//!   name at the table ([`seat_name`]); and numbers them as the table
//!   message does (seats, or a partnership's sides).
//! - On or off: the bot setting `discord.pictures` is the default, and
//!   `/gin new pictures:` chooses per table (kept with the table's
//!   settings, so a restart keeps it). Off means no attachment at all: the
//!   messages are those of the text-only bot.
//! - The deck: `/gin new deck:` draws a table's pictures with the
//!   four-colour deck (clubs green, diamonds blue) instead of red and
//!   black, kept with the table's settings too. The style is part of the
//!   cache's key, so each table gets its own deck's pictures.

use crate::discord::screens::seat_name;
use crate::engine::{Card, Event, PublicState, SeatState};
use crate::table::{ChannelId, Player, Settings, TableEvent, UserId};
use gin_pictures::{HandPicture, Picture, PictureCache, Seating, Style, TablePicture};
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The file name of a hand picture.
pub const HAND_FILE: &str = "hand.png";
/// The file name of a table picture.
pub const TABLE_FILE: &str = "table.png";
/// How many bytes of drawn PNG the cache keeps (a hand is about 27 KB, a
/// table 40-65 KB: a few hundred pictures).
pub const CACHE_BYTES: usize = 16 << 20;
/// Discord's limit on an attachment's description.
const MAX_ALT: usize = 1024;
/// How many people's display names are kept (the oldest learnt go first).
const MAX_NAMES: usize = 50_000;

/// The pictures of one bot: the cache and who wants them.
pub struct Pictures {
    cache: Arc<PictureCache>,
    /// The bot setting: pictures for tables that did not choose.
    default_on: bool,
    /// What `/gin new` chose, per channel.
    tables: Mutex<HashMap<u64, bool>>,
    /// The tables that chose the four-colour deck (`/gin new deck:`), per
    /// channel; the others draw red and black.
    styles: Mutex<HashMap<u64, Style>>,
    /// People's display names, as their interactions last gave them.
    names: Mutex<DisplayNames>,
}

/// People's display names, at most [`MAX_NAMES`] of them.
#[derive(Default)]
struct DisplayNames {
    by_user: HashMap<u64, String>,
    /// Users in the order first learnt, for dropping the oldest.
    order: std::collections::VecDeque<u64>,
}

impl Pictures {
    pub fn new(default_on: bool) -> Pictures {
        Pictures {
            cache: Arc::new(PictureCache::new(CACHE_BYTES)),
            default_on,
            tables: Mutex::new(HashMap::new()),
            styles: Mutex::new(HashMap::new()),
            names: Mutex::new(DisplayNames::default()),
        }
    }

    /// `user` is called `name` (their display name in the server, as an
    /// interaction of theirs carries it).
    pub fn learn_name(&self, user: u64, name: &str) {
        let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        if names.by_user.insert(user, name.to_string()).is_none() {
            names.order.push_back(user);
            if names.order.len() > MAX_NAMES {
                if let Some(oldest) = names.order.pop_front() {
                    names.by_user.remove(&oldest);
                }
            }
        }
    }

    /// Forgets `user`'s display name (`/gin forget-me`).
    pub fn forget_name(&self, user: u64) {
        let mut names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        names.by_user.remove(&user);
        names.order.retain(|&u| u != user);
    }

    /// The display name of `user`, if an interaction of theirs gave it.
    pub fn display_name(&self, user: UserId) -> Option<String> {
        let names = self.names.lock().unwrap_or_else(|e| e.into_inner());
        names.by_user.get(&user.get()).cloned()
    }

    /// How table pictures name and number the seats of `seats`.
    pub fn seating(&self, seats: &[Player]) -> Seating {
        picture_seating(seats, |u| self.display_name(u))
    }

    /// The bot setting.
    pub fn default_on(&self) -> bool {
        self.default_on
    }

    /// The table opened in `channel` shows pictures or not.
    pub fn set_table(&self, channel: u64, on: bool) {
        self.tables
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(channel, on);
    }

    /// The table opened in `channel` draws its pictures with `style` (a
    /// new table in the channel chooses again).
    pub fn set_style(&self, channel: u64, style: Style) {
        let mut styles = self.styles.lock().unwrap_or_else(|e| e.into_inner());
        if style == Style::default() {
            styles.remove(&channel);
        } else {
            styles.insert(channel, style);
        }
    }

    /// How the table of `channel` draws its cards.
    pub fn style(&self, channel: u64) -> Style {
        self.styles
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&channel)
            .copied()
            .unwrap_or_default()
    }

    /// Takes back the choices of the tables a restart restored (`/gin new
    /// pictures:` and `deck:` are kept in each table's settings).
    pub fn restore(&self, tables: &[(ChannelId, Settings)]) {
        for (channel, settings) in tables {
            // Tables of other front ends (the terminal) have no pictures.
            let Some(ch) = channel.discord_id() else {
                continue;
            };
            if let Some(on) = settings.pictures {
                self.set_table(ch, on);
            }
            self.set_style(ch, style_of(settings));
        }
    }

    /// Whether the table of `channel` shows pictures.
    pub fn on(&self, channel: u64) -> bool {
        self.tables
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&channel)
            .copied()
            .unwrap_or(self.default_on)
    }

    /// (drawn, found in the cache) since the start.
    pub fn drawn_and_reused(&self) -> (u64, u64) {
        let s = self.cache.stats();
        (s.misses, s.hits)
    }

    /// The hand picture of `state` (the viewer's own seat view) as an
    /// attachment, if the table shows pictures and there is a hand to show.
    /// `drawn` is the card the seat just drew from the stock. Its words
    /// speak `lang`, the viewer's (a private view follows its reader), its
    /// cards the table's deck.
    pub async fn hand(
        &self,
        channel: u64,
        state: &SeatState,
        drawn: Option<Card>,
        lang: Lang,
    ) -> Option<serenity::CreateAttachment> {
        if !self.on(channel) {
            return None;
        }
        // Between hands the view shows the result, not a hand to play.
        let picture = HandPicture::from_seat(state, drawn)?;
        let alt = hand_alt(&picture, lang);
        let style = Style {
            lang,
            ..self.style(channel)
        };
        self.draw(Picture::Hand(picture), style, HAND_FILE, alt)
            .await
    }

    /// A table picture (a hand's end: [`hand_end_picture`]) as an
    /// attachment, if the table of `channel` shows pictures.
    pub async fn table_of(
        &self,
        channel: u64,
        picture: TablePicture,
    ) -> Option<serenity::CreateAttachment> {
        if !self.on(channel) {
            return None;
        }
        let style = self.style(channel);
        let alt = table_alt(&picture, style.lang);
        self.draw(Picture::Table(picture), style, TABLE_FILE, alt)
            .await
    }

    /// Draws (or finds) a picture off the async executor.
    async fn draw(
        &self,
        picture: Picture,
        style: Style,
        file: &str,
        alt: String,
    ) -> Option<serenity::CreateAttachment> {
        let cache = self.cache.clone();
        let drawn = tokio::task::spawn_blocking(move || cache.get_or_render(&picture, style)).await;
        match drawn {
            Ok(Ok(png)) => Some(
                serenity::CreateAttachment::bytes(png.bytes.clone(), file.to_string())
                    .description(alt),
            ),
            Ok(Err(e)) => {
                tracing::error!("a picture could not be drawn: {e}");
                None
            }
            Err(e) => {
                tracing::error!("drawing a picture failed: {e}");
                None
            }
        }
    }
}

/// How a table with these settings draws its cards.
pub fn style_of(settings: &Settings) -> Style {
    Style {
        four_colour: settings.four_colour,
        lang: settings.lang,
    }
}

/// The table whose hand these events end with the hands laid out: 0, or
/// a partnership's table. None when they end no hand, or a two-handed
/// hand that shows none (drawn).
fn ended_table(events: &[TableEvent]) -> Option<usize> {
    events.iter().rev().find_map(|e| match e {
        TableEvent::Game { event } => TablePicture::laid_out_by(event),
        _ => None,
    })
}

/// Whether the post of these events carries the table picture: they end
/// a hand and lay its hands out (every game).
pub fn ends_with_picture(events: &[TableEvent]) -> bool {
    ended_table(events).is_some()
}

/// The table picture of the hand these events end, from the public view
/// right after them. `seats` names the seats ([`Pictures::seating`]).
pub fn hand_end_picture(
    events: &[TableEvent],
    public: &PublicState,
    seats: &Seating,
) -> Option<TablePicture> {
    table_picture(public, ended_table(events)?, seats)
}

/// The table at the end of the hand of `table` (0, or a partnership's
/// second table), from the public view right after it, a partnership's
/// players numbered by their sides. Public, so tests can check that it
/// holds only public cards.
pub fn table_picture(view: &PublicState, table: usize, seats: &Seating) -> Option<TablePicture> {
    let seats = seats.clone().with_sides(Seating::sides_of(view));
    TablePicture::at_hand_end(view, table, &seats)
}

/// The same picture drawn again from the hand's public events, from its
/// deal to its end (read back from the store when the view of that moment
/// is gone). `seats` carries a partnership's sides (from the game's view
/// now: [`Seating::sides_of`]).
pub fn rebuilt_hand_end_picture(hand: &[Event], seats: &Seating) -> Option<TablePicture> {
    let mut seen = gin_pictures::PublicHand::new();
    for e in hand {
        seen.see(e);
    }
    seen.end_picture(seats)
}

fn cards(list: &[Card]) -> String {
    list.iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn clip_alt(mut s: String) -> String {
    if s.chars().count() > MAX_ALT {
        s = s.chars().take(MAX_ALT - 1).collect();
        s.push('…');
    }
    s
}

/// The words of a hand picture, in `lang` (the viewer's).
pub fn hand_alt(p: &HandPicture, lang: Lang) -> String {
    let mut s = vec![tr!(lang, "pic-alt-your-hand")];
    s.push(if p.melds.is_empty() {
        tr!(lang, "pic-alt-no-melds")
    } else {
        let melds = p.melds.iter().map(|m| cards(m)).collect::<Vec<_>>();
        tr!(lang, "pic-alt-melds", melds = melds.join(", "))
    });
    if !p.layoffs.is_empty() {
        s.push(tr!(lang, "pic-alt-lay-off", cards = cards(&p.layoffs)));
    }
    // Colonel (V9.4, V9.6): the whole hand counts; the loose cards are
    // what laying down would leave.
    let loose = match (p.held, p.deadwood.is_empty()) {
        (Some(_), true) => tr!(lang, "pic-alt-nothing-left"),
        (Some(_), false) => tr!(lang, "pic-alt-left", cards = cards(&p.deadwood)),
        (None, true) => tr!(lang, "pic-alt-no-deadwood"),
        (None, false) => tr!(lang, "pic-alt-deadwood", cards = cards(&p.deadwood)),
    };
    let counted = match (p.held, p.count) {
        (Some(held), left) => {
            let left = left.unwrap_or(held);
            format!(
                "{loose}. {}.",
                crate::rules_text::colonel_count(lang, held, left)
            )
        }
        (None, Some(c)) => format!("{loose}, {}.", tr!(lang, "pic-alt-count", count = c)),
        (None, None) => format!("{loose}."),
    };
    s.push(counted);
    if let Some(d) = p.drawn {
        s.push(tr!(lang, "pic-alt-just-taken", card = d.to_string()));
    }
    if let Some(u) = p.upcard {
        s.push(tr!(lang, "pic-alt-upcard", card = u.to_string()));
    }
    if let Some(n) = p.stock {
        s.push(tr!(lang, "pic-alt-stock", count = n));
    }
    clip_alt(s.join(" "))
}

/// The words of a table picture, in `lang` (the table's): the title and
/// its lines, then each seat with the number its badge shows ("Seat 2",
/// or a partnership's "Side 1"), its name and what it shows.
pub fn table_alt(p: &TablePicture, lang: Lang) -> String {
    let mut s = String::new();
    for line in std::iter::once(&p.title).chain(&p.lines) {
        if !line.is_empty() {
            s += line;
            s += ". ";
        }
    }
    for (row, seat) in p.seats.iter().enumerate() {
        let note = if seat.note.is_empty() {
            String::new()
        } else {
            format!(" ({})", seat.note)
        };
        let (number, name) = (seat.badge(row), seat.name.clone());
        s += &if p.sides {
            tr!(
                lang,
                "pic-alt-side",
                number = number,
                name = name,
                note = note
            )
        } else {
            tr!(
                lang,
                "pic-alt-seat",
                number = number,
                name = name,
                note = note
            )
        };
        s += " ";
        s += &seat_parts(p.held, seat, lang).join("; ");
        s += ". ";
    }
    clip_alt(s.trim_end().to_string())
}

/// What one seat of a table picture shows, in words.
fn seat_parts(held: bool, seat: &gin_pictures::SeatPicture, lang: Lang) -> Vec<String> {
    let mut parts = Vec::new();
    if !seat.melds.is_empty() {
        let melds = seat
            .melds
            .iter()
            .map(|m| cards(&m.cards))
            .collect::<Vec<_>>();
        parts.push(tr!(lang, "pic-alt-seat-melds", melds = melds.join(", ")));
    }
    // Colonel (V9.4, V9.6): what a seat still holds all counts.
    if !seat.deadwood.is_empty() {
        let loose = cards(&seat.deadwood);
        parts.push(if held {
            tr!(lang, "pic-alt-seat-in-hand", cards = loose)
        } else {
            tr!(lang, "pic-alt-seat-deadwood", cards = loose)
        });
    }
    if seat.hidden > 0 {
        parts.push(tr!(lang, "pic-alt-seat-hidden", count = seat.hidden));
    }
    if let Some(c) = seat.count {
        parts.push(if held {
            tr!(lang, "pic-alt-seat-held", count = c)
        } else {
            tr!(lang, "pic-alt-seat-count", count = c)
        });
    }
    if parts.is_empty() {
        parts.push(tr!(lang, "pic-alt-seat-nothing"));
    }
    parts
}

/// What an answer or an edit does with the message's files.
#[derive(Debug, Clone, Default)]
pub enum Attach {
    /// Nothing said: as the text-only bot sends it (pictures off).
    #[default]
    Unchanged,
    /// The message shows this picture, or none: the files it had go.
    Set(Option<serenity::CreateAttachment>),
}

impl Attach {
    /// The new picture, sent beside the body (see `discord::wire`).
    pub fn file(&self) -> Option<&serenity::CreateAttachment> {
        match self {
            Attach::Set(file) => file.as_ref(),
            Attach::Unchanged => None,
        }
    }

    /// An edit of an interaction's message with this picture: the files
    /// the message had go (the new one, if any, is added by the wire).
    pub fn to_edit(
        &self,
        edit: serenity::EditInteractionResponse,
    ) -> serenity::EditInteractionResponse {
        match self {
            Attach::Unchanged => edit,
            Attach::Set(_) => edit.clear_attachments(),
        }
    }

    /// Whether a picture goes with it.
    pub fn has_picture(&self) -> bool {
        matches!(self, Attach::Set(Some(_)))
    }
}

/// How table pictures name the seats of `seats`: a person by their
/// display name (`display_name`; none known: the seat's number), a
/// computer as the text names its seat ("🤖 Ada (normal)", drawn without
/// the emoji). The picture keeps a name short and falls back to the
/// seat's number when it cannot draw it ([`Seating::name`]).
pub fn picture_seating(
    seats: &[Player],
    display_name: impl Fn(UserId) -> Option<String>,
) -> Seating {
    Seating::new((0..seats.len()).map(|s| match seats[s] {
        Player::Human { id } => display_name(id).unwrap_or_default(),
        Player::Computer { .. } => seat_name(gin_text::Lang::En, seats, s),
        // A forgotten person: the seat's number.
        Player::Anonymous { .. } => String::new(),
    }))
}

/// The name a person goes by in the server: their nickname there, else
/// their display name, else their user name.
pub fn display_name_of(user: &serenity::User, member: Option<&serenity::Member>) -> String {
    match member.and_then(|m| m.nick.as_deref()) {
        Some(nick) => nick.to_string(),
        None => user.display_name().to_string(),
    }
}

impl Pictures {
    /// [`Pictures::hand`] as what the hand view's answer does with files:
    /// unchanged when the table shows no pictures.
    pub async fn hand_attach(
        &self,
        channel: u64,
        state: &SeatState,
        drawn: Option<Card>,
        lang: Lang,
    ) -> Attach {
        if !self.on(channel) {
            return Attach::Unchanged;
        }
        Attach::Set(self.hand(channel, state, drawn, lang).await)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{self, Level};
    use crate::engine::jersey::{self, Options, Phase};
    use crate::engine::{Action, CardSet, Game, Rules, Suit};
    use crate::table::ChannelId;

    fn table_cards(p: &TablePicture) -> CardSet {
        let mut cards = CardSet::EMPTY;
        for s in &p.seats {
            for m in &s.melds {
                cards = cards.union(m.cards.iter().copied().collect());
            }
            cards = cards.union(s.deadwood.iter().copied().collect());
        }
        cards.union(p.upcard.into_iter().collect())
    }

    /// The cards written in a text (as `7♣`, `10♦`...).
    fn cards_in(text: &str) -> CardSet {
        text.split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ':'))
            .filter_map(|t| t.parse::<Card>().ok())
            .collect()
    }

    /// Whole games, looked at after every move as the channel would be: the
    /// table picture and its words, made from the public view, never hold
    /// a card that is in a hand while the hand is played; at a hand's end
    /// only what the result reveals (and the upcard). Each seat's hand
    /// picture holds its own cards and the upcard only.
    #[test]
    fn pictures_hold_no_card_of_a_hidden_hand() {
        let names = picture_seating(
            &[
                Player::Human { id: UserId(1) },
                Player::Computer {
                    level: Level::Normal,
                },
                Player::Human { id: UserId(3) },
            ],
            |_| Some("Ann".into()),
        );
        let mut hand_ends = 0;
        for seed in 0..4u64 {
            let (mut game, _) = Game::new(Rules::Jersey(Options::default()), seed).unwrap();
            let mut steps = 0u64;
            while !game.is_over() && game.hand_no() <= 3 {
                let public = game.public_view().jersey().unwrap().to_state();
                let picture = TablePicture::from_public(&public, &names);
                let shown = table_cards(&picture);
                let upcard: CardSet = picture.upcard.into_iter().collect();
                assert_eq!(
                    cards_in(&table_alt(&picture, Lang::En)),
                    shown.minus(upcard)
                );
                let hands: Vec<CardSet> = (0..3).map(|s| game.seat_view(s).hand()).collect();
                match &public.hand_result {
                    None => {
                        for (s, hand) in hands.iter().enumerate() {
                            assert!(
                                shown.intersect(*hand).is_empty(),
                                "seed {seed} step {steps}: seat {s}'s {} in public",
                                shown.intersect(*hand)
                            );
                        }
                    }
                    Some(r) => {
                        hand_ends += 1;
                        let revealed = r.reveals.iter().fold(CardSet::EMPTY, |a, v| {
                            let a = v.melds.iter().fold(a, |a, m| a.union(*m));
                            let a = v.layoffs.iter().fold(a, |a, l| a.union(l.cards));
                            a.union(v.deadwood_cards)
                        });
                        let public_cards = revealed.union(public.top_discard.into_iter().collect());
                        assert!(
                            shown.minus(public_cards).is_empty(),
                            "seed {seed} step {steps}: {} shown but not revealed",
                            shown.minus(public_cards)
                        );
                    }
                }
                if public.phase != Phase::Over {
                    for (s, hand) in hands.iter().enumerate() {
                        let state = game.seat_view(s).to_state();
                        let p = HandPicture::from_seat(&state, None).unwrap();
                        let own = hand.union(public.top_discard.into_iter().collect());
                        let shown: CardSet = p.cards().chain(p.upcard).collect();
                        // The words say what the picture shows.
                        assert_eq!(
                            cards_in(&hand_alt(&p, Lang::En)),
                            shown,
                            "{}",
                            hand_alt(&p, Lang::En)
                        );
                        assert!(
                            shown.minus(own).is_empty(),
                            "seed {seed} step {steps}: seat {s}'s picture shows {}",
                            shown.minus(own)
                        );
                    }
                }
                let seat = game.first_to_act().unwrap_or(0);
                let action = if public.phase == Phase::Over {
                    Action::NextHand
                } else {
                    ai::choose(Level::Easy, &game.seat_view(seat), seed + steps)
                };
                game.apply(seat, action).unwrap();
                steps += 1;
            }
        }
        assert!(hand_ends > 0);
    }

    /// A four-colour table's pictures are drawn with that deck (not
    /// served from a standard table's cache entry), and a restart takes the
    /// choice back from the table's settings.
    #[tokio::test]
    async fn a_four_colour_table_draws_its_own_pictures() {
        let (game, _) = jersey::Game::new(Options::default(), 7);
        let state = Game::from(game).seat_state(0);
        let four = Style {
            four_colour: true,
            ..Style::default()
        };
        let pics = Pictures::new(true);
        pics.set_style(2, four);
        assert_eq!(pics.style(1), Style::default());
        assert_eq!(pics.style(2), four);
        let plain = pics
            .hand(1, &state, None, Lang::En)
            .await
            .expect("a picture");
        let coloured = pics
            .hand(2, &state, None, Lang::En)
            .await
            .expect("a picture");
        assert!(plain.data != coloured.data, "the deck changes the picture");
        assert_eq!(plain.description, coloured.description, "not the words");
        assert_eq!(pics.drawn_and_reused(), (2, 0), "one picture per deck");
        let direct = gin_pictures::render(
            &Picture::Hand(HandPicture::from_seat(&state, None).unwrap()),
            four,
        )
        .unwrap();
        assert!(coloured.data == direct.bytes);
        // A table whose upcard (its only face-up card) is a club or diamond.
        let public = (0..)
            .map(|seed| {
                jersey::Game::new(Options::default(), seed)
                    .0
                    .public_view()
                    .to_state()
            })
            .find(|p| {
                p.top_discard
                    .is_some_and(|c| matches!(c.suit(), Suit::Clubs | Suit::Diamonds))
            })
            .unwrap();
        let names = picture_seating(&[Player::Human { id: UserId(1) }; 3], |_| None);
        let picture = TablePicture::from_public(&public, &names);
        let t1 = pics.table_of(1, picture.clone()).await.expect("a picture");
        let t2 = pics.table_of(2, picture).await.expect("a picture");
        assert!(t1.data != t2.data, "the deck changes the table picture");

        // A private hand picture speaks its viewer's language, whatever the
        // table's: words and alt text; the table picture the table's.
        let german = pics
            .hand(1, &state, None, Lang::De)
            .await
            .expect("a picture");
        let alt = german.description.as_deref().unwrap();
        assert!(alt.starts_with("Deine Hand."), "{alt}");
        assert!(german.data != plain.data, "the drawn words are German");
        let table_alt = t1.description.as_deref().unwrap();
        assert!(table_alt.contains("Seat 1"), "{table_alt}");

        let restarted = Pictures::new(true);
        restarted.restore(&[
            (
                ChannelId::new("2"),
                Settings {
                    four_colour: true,
                    ..Settings::default()
                },
            ),
            (ChannelId::new("1"), Settings::default()),
        ]);
        assert_eq!(restarted.style(2), four);
        assert_eq!(restarted.style(1), Style::default());
        let again = restarted
            .hand(2, &state, None, Lang::En)
            .await
            .expect("a picture");
        assert!(again.data == coloured.data);
        // A new table in the channel that keeps the standard deck.
        restarted.set_style(2, Style::default());
        assert_eq!(restarted.style(2), Style::default());
    }

    /// V9.4, V9.6: a Colonel hand picture's words give the whole hand's
    /// count, in the hand view's words, and what laying down leaves.
    #[test]
    fn a_colonel_hand_picture_says_what_every_card_counts() {
        let set = |s: &str| crate::engine::parse_cards(s).unwrap();
        let p = HandPicture {
            melds: vec![set("7h 8h 9h")],
            deadwood: set("Kc 5d"),
            count: Some(15),
            held: Some(39),
            ..HandPicture::default()
        };
        let alt = hand_alt(&p, Lang::En);
        assert!(alt.contains("Left after laying down: K♣ 5♦."), "{alt}");
        assert!(
            alt.contains(&crate::rules_text::colonel_count(
                gin_text::Lang::En,
                39,
                15
            )),
            "{alt}"
        );
        assert!(!alt.contains("eadwood"), "{alt}");
        let gin = HandPicture { held: None, ..p };
        assert!(hand_alt(&gin, Lang::En).contains("Deadwood: K♣ 5♦, count 15."));
    }

    #[tokio::test]
    async fn off_means_no_picture_and_the_same_picture_is_drawn_once() {
        let (game, _) = jersey::Game::new(Options::default(), 7);
        let state = Game::from(game.clone()).seat_state(0);
        let off = Pictures::new(false);
        assert!(off.hand(5, &state, None, Lang::En).await.is_none());
        assert!(matches!(
            off.hand_attach(5, &state, None, Lang::En).await,
            Attach::Unchanged
        ));
        off.set_table(6, true);
        assert!(off.hand(6, &state, None, Lang::En).await.is_some());

        let on = Pictures::new(true);
        on.set_table(9, false);
        assert!(on.hand(9, &state, None, Lang::En).await.is_none());

        // After a restart the tables' stored choices come back.
        let restarted = Pictures::new(true);
        let off_table = Settings {
            pictures: Some(false),
            ..Settings::default()
        };
        restarted.restore(&[
            (ChannelId::new("9"), off_table),
            (ChannelId::new("10"), Settings::default()),
        ]);
        assert!(!restarted.on(9));
        assert!(restarted.on(10));
        let a = on.hand(5, &state, None, Lang::En).await.expect("a picture");
        let b = on.hand(5, &state, None, Lang::En).await.expect("a picture");
        assert_eq!(a.data, b.data);
        assert_eq!(a.filename, HAND_FILE);
        assert_eq!(on.drawn_and_reused(), (1, 1), "drawn once, then reused");
        assert!(a.description.as_deref().unwrap().starts_with("Your hand."));
        let public = game.public_view().to_state();
        let names = picture_seating(&[Player::Human { id: UserId(1) }; 3], |_| None);
        let t = on
            .table_of(5, TablePicture::from_public(&public, &names))
            .await
            .expect("a table picture");
        assert_eq!(t.filename, TABLE_FILE);
        assert!(t.data.starts_with(b"\x89PNG"));
    }

    /// Issue 38, item 5: a table picture names people by the display name
    /// their interactions gave (none yet: the seat's number), computers as
    /// the text names their seats; the words give each the badge's number.
    #[test]
    fn table_pictures_name_people_and_computers_as_the_text_does() {
        let pics = Pictures::new(true);
        let normal = Player::Computer {
            level: Level::Normal,
        };
        let seats = [
            Player::Human { id: UserId(5) },
            normal,
            Player::Human { id: UserId(6) },
            normal,
        ];
        pics.learn_name(5, "Ann");
        pics.learn_name(6, "李小龍");
        let seating = pics.seating(&seats);
        let names: Vec<String> = (0..4).map(|s| seating.name(s)).collect();
        assert_eq!(names, ["Ann", "Ada (normal)", "Seat 3", "Bo (normal)"]);
        // A name learnt again replaces the old one.
        pics.learn_name(6, "Cy");
        assert_eq!(pics.seating(&seats).name(2), "Cy");
        let t = TablePicture {
            title: "Hand 1: Ann knocks and wins 9".into(),
            seats: vec![
                gin_pictures::SeatPicture {
                    name: "Bo (normal)".into(),
                    number: Some(4),
                    ..Default::default()
                },
                gin_pictures::SeatPicture {
                    name: "Ann".into(),
                    number: Some(1),
                    count: Some(3),
                    ..Default::default()
                },
            ],
            ..TablePicture::default()
        };
        let alt = table_alt(&t, Lang::En);
        assert!(
            alt.contains("Seat 4, Bo (normal): nothing shown. Seat 1, Ann: count 3."),
            "{alt}"
        );
        let sides = TablePicture { sides: true, ..t };
        assert!(table_alt(&sides, Lang::En).contains("Side 1, Ann"));
    }

    /// V9.4, V9.6: a Colonel table picture's words say what each seat
    /// still holds "in hand", as the Colonel hand view does, not deadwood.
    #[test]
    fn a_colonel_table_picture_says_in_hand() {
        let set = |s: &str| crate::engine::parse_cards(s).unwrap();
        let seat = gin_pictures::SeatPicture {
            name: "Ann".into(),
            deadwood: set("Kc 5d"),
            count: Some(15),
            ..Default::default()
        };
        let t = TablePicture {
            seats: vec![seat],
            held: true,
            ..TablePicture::default()
        };
        let alt = table_alt(&t, Lang::En);
        assert_eq!(alt, "Seat 1, Ann: in hand K♣ 5♦; in hand: 15.");
        let gin = TablePicture { held: false, ..t };
        assert_eq!(
            table_alt(&gin, Lang::En),
            "Seat 1, Ann: deadwood K♣ 5♦; count 15."
        );
    }
}
