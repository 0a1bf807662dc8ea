//! Whole games through the fake Discord: scripted players send slash
//! commands, button clicks and select choices exactly as a client would,
//! reading their ephemeral hand view's components to choose a legal move.
//!
//! Checked: request bodies against Discord's schema; hands only in answers
//! to their owner's interactions; no hidden card in any public payload;
//! every interaction answered within 3 s; stale, foreign and duplicate
//! clicks; a restart mid-game (old buttons still work); 500/429 answers and
//! a dropped websocket (nothing lost, nothing applied twice). Prints the
//! dispatch → callback latency over a whole game.

use crate::support::bot::{percentile, Bot};
use crate::support::fake_discord::{FakeDiscord, Recorded};
use crate::support::payloads::{self, CHANNEL_ID, GUILD_ID, TOKEN};
use crate::support::schema::Spec;
use crate::support::story;
use jersey_gin::config::{Config, Secret};
use jersey_gin::engine::Card;
use jersey_gin::store::Store;
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::Player as TablePlayer;
use jersey_gin::table::{ChannelId, UserId};
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

const ANSWER_WITHIN: Duration = Duration::from_secs(3);
/// How long a deferred answer may take to arrive: Discord allows 15
/// minutes; the coach's whole-game summary is seconds of an unoptimised
/// build's CPU, more on a loaded machine.
const DEFERRED_WITHIN: Duration = Duration::from_secs(60);
const START_TIMEOUT: Duration = Duration::from_secs(20);
/// How long a whole game may take before a test calls it stuck: a guard
/// against a hang, not a speed target. The doubling game of
/// `the_family_plays_oklahoma_with_doubling` (to 300, its length set by
/// the deal and the scripted players) takes about 110 s alone and passed
/// 300 s at hands 17 and 22 with three other builds on both cores.
const GAME_TIMEOUT: Duration = Duration::from_secs(900);

fn config_for(fake: &FakeDiscord, db: &std::path::Path) -> Config {
    config_with(fake, db, true)
}

fn config_with(fake: &FakeDiscord, db: &std::path::Path, pictures: bool) -> Config {
    let mut config = Config::default();
    config.discord.api_base = Some(fake.base_url());
    config.discord.token = Some(Secret::new(TOKEN));
    config.discord.dev_guild = Some(GUILD_ID);
    config.discord.connect_retries = 0;
    config.store.db_path = db.to_path_buf();
    config.discord.pictures = pictures;
    config
}

pub(crate) async fn start_bot(fake: &FakeDiscord, db: &std::path::Path) -> Bot {
    start_bot_with(fake, config_for(fake, db)).await
}

async fn start_bot_with(fake: &FakeDiscord, config: Config) -> Bot {
    let from = fake.request_count();
    let bot = Bot::start(config);
    fake.wait_for("command registration", from, START_TIMEOUT, |r| {
        r.method == "PUT" && r.path.ends_with("/commands")
    })
    .await
    .unwrap();
    bot
}

/// What one interaction got back.
pub(crate) struct Answer {
    /// The callback request that got through (type 4 message, 7 update,
    /// 5/6 deferred).
    pub(crate) callback: Recorded,
    /// Tries of the callback that failed before it.
    failed: Vec<Recorded>,
    /// The content and components the user now sees (the callback's data,
    /// or the edit of a deferred answer).
    pub(crate) content: String,
    pub(crate) components: Value,
}

pub(crate) struct Harness {
    pub(crate) fake: FakeDiscord,
    latencies: Vec<Duration>,
    /// interaction token -> user who sent it.
    pub(crate) owners: HashMap<String, u64>,
    /// user -> the `locale` their client sends (else the payload's en-US).
    pub(crate) locales: HashMap<u64, String>,
}

impl Harness {
    pub(crate) fn new(fake: FakeDiscord) -> Harness {
        Harness {
            fake,
            latencies: Vec::new(),
            owners: HashMap::new(),
            locales: HashMap::new(),
        }
    }

    /// Sends an interaction and waits for the answer that got through,
    /// which must come within 3 s.
    pub(crate) async fn send(&mut self, mut interaction: Value, user: u64) -> Answer {
        if let Some(locale) = self.locales.get(&user) {
            interaction["locale"] = json!(locale);
        }
        let id = interaction["id"].as_str().unwrap().to_string();
        let token = interaction["token"].as_str().unwrap().to_string();
        self.owners.insert(token.clone(), user);
        let from = self.fake.request_count();
        let mut callbacks = self.fake.callbacks_of(&id);
        let sent = self
            .fake
            .dispatch("INTERACTION_CREATE", interaction)
            .expect("a gateway connection");
        let mut failed = Vec::new();
        let cb = loop {
            let r = tokio::time::timeout_at((sent + ANSWER_WITHIN).into(), callbacks.recv())
                .await
                .unwrap_or_else(|_| panic!("no answer within 3 s; failed tries: {failed:?}"))
                .expect("the fake is running");
            if r.status < 300 {
                break r;
            }
            failed.push(r);
        };
        self.fake.forget_callbacks(&id);
        let latency = cb.at.duration_since(sent);
        assert!(latency < ANSWER_WITHIN, "answered after {latency:?}");
        self.latencies.push(latency);
        let (content, components) = match cb.body["type"].as_u64() {
            Some(4) | Some(7) => (
                cb.body["data"]["content"]
                    .as_str()
                    .unwrap_or("")
                    .to_string(),
                cb.body["data"]["components"].clone(),
            ),
            _ => {
                // Deferred: the answer is an edit of @original.
                let edit = self
                    .fake
                    .wait_for("the deferred answer", from, DEFERRED_WITHIN, |r| {
                        r.method == "PATCH" && r.path.contains(&format!("/{token}/messages/"))
                    })
                    .await
                    .unwrap();
                (
                    edit.body["content"].as_str().unwrap_or("").to_string(),
                    edit.body["components"].clone(),
                )
            }
        };
        Answer {
            callback: cb,
            failed,
            content,
            components,
        }
    }

    /// The latest refresh of `user`'s hand view by the board (an edit of
    /// one of their interactions' message) made after `after`.
    fn refreshed_view(&self, user: u64, after: Instant) -> Option<(Instant, String, Value)> {
        self.edited_for(user, after, is_hand_view)
    }

    /// The latest edit by the board of one of `user`'s interaction
    /// messages made after `after` whose content is `wanted`: when, its
    /// content and its components.
    pub(crate) fn edited_for(
        &self,
        user: u64,
        after: Instant,
        wanted: impl Fn(&str) -> bool,
    ) -> Option<(Instant, String, Value)> {
        self.fake
            .requests()
            .into_iter()
            .rev()
            .take_while(|r| r.at > after)
            .find(|r| {
                r.method == "PATCH"
                    && r.status < 300
                    && r.path.starts_with("/api/v10/webhooks/")
                    && wanted(r.body["content"].as_str().unwrap_or(""))
                    && self.owners.get(r.path.split('/').nth(5).unwrap_or("")) == Some(&user)
            })
            .map(|r| {
                (
                    r.at,
                    r.body["content"].as_str().unwrap_or("").to_string(),
                    r.body["components"].clone(),
                )
            })
    }

    /// Sends an interaction whose every answer fails: returns how many
    /// times the bot tried within Discord's 3 s.
    async fn unanswered(&mut self, interaction: Value, user: u64) -> usize {
        let id = interaction["id"].as_str().unwrap().to_string();
        let token = interaction["token"].as_str().unwrap().to_string();
        self.owners.insert(token, user);
        let mut callbacks = self.fake.callbacks_of(&id);
        let sent = self
            .fake
            .dispatch("INTERACTION_CREATE", interaction)
            .expect("a gateway connection");
        let mut tries = 0;
        let until = sent + ANSWER_WITHIN + Duration::from_millis(300);
        while let Ok(Some(r)) = tokio::time::timeout_at(until.into(), callbacks.recv()).await {
            assert!(r.status >= 400, "an answer got through: {r:?}");
            assert!(r.at.duration_since(sent) < ANSWER_WITHIN, "tried after 3 s");
            tries += 1;
        }
        self.fake.forget_callbacks(&id);
        tries
    }

    /// Delivers an interaction that was answered already (as a gateway
    /// replay would): the bot's answer is refused by Discord (40060), and
    /// must not be applied twice.
    async fn redeliver(&mut self, interaction: Value) -> Recorded {
        let id = interaction["id"].as_str().unwrap().to_string();
        let mut callbacks = self.fake.callbacks_of(&id);
        let sent = self
            .fake
            .dispatch("INTERACTION_CREATE", interaction)
            .expect("a gateway connection");
        let r = tokio::time::timeout_at((sent + ANSWER_WITHIN).into(), callbacks.recv())
            .await
            .expect("a try within 3 s")
            .expect("the fake is running");
        self.fake.forget_callbacks(&id);
        r
    }

    pub(crate) async fn slash(&mut self, user: u64, sub: &str, options: Vec<Value>) -> Answer {
        let id = self.fake.next_id();
        let i = payloads::slash_command(id, &format!("tok-{id}"), user, sub, options);
        self.send(i, user).await
    }

    pub(crate) async fn click(&mut self, user: u64, custom_id: &str) -> Answer {
        let id = self.fake.next_id();
        let i = payloads::button_click(id, &format!("tok-{id}"), user, custom_id);
        self.send(i, user).await
    }

    pub(crate) async fn select(&mut self, user: u64, custom_id: &str, value: &str) -> Answer {
        let id = self.fake.next_id();
        let i = payloads::select_click(id, &format!("tok-{id}"), user, custom_id, &[value]);
        self.send(i, user).await
    }

    /// Waits for the public table message and returns its custom_ids.
    pub(crate) async fn table_buttons(&self, from: usize) -> Vec<String> {
        let r = self
            .fake
            .wait_for("the table message", from, Duration::from_secs(10), |r| {
                r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
                    && r.method == "POST"
                    && r.body["components"]
                        .as_array()
                        .is_some_and(|c| !c.is_empty())
            })
            .await
            .unwrap();
        ids_of(&r.body["components"])
    }
}

pub(crate) fn ids_of(components: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if let Some(id) = c["custom_id"].as_str() {
                out.push(id.to_string());
            }
        }
    }
    out
}

pub(crate) fn assert_ephemeral(a: &Answer) {
    assert_eq!(a.callback.body["type"], 4, "{}", a.callback.body);
    assert_eq!(
        a.callback.body["data"]["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "ephemeral: {}",
        a.callback.body
    );
}

/// The cards of a hand view: those on its `Melds:` and `Deadwood:` lines
/// (Colonel's `Left after laying down:`).
/// In any language: the view is read by its catalog's words.
pub(crate) fn hand_cards(content: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    if !is_hand_view(content) {
        return out;
    }
    for line in content.lines() {
        if marks()
            .cards_lines
            .iter()
            .any(|w| line.starts_with(w.as_str()))
        {
            for tok in line.split(|c: char| c.is_whitespace() || c == '`' || c == '[' || c == ']') {
                if let Some(c) = shown_card(tok) {
                    out.insert(c.to_string());
                }
            }
        }
    }
    out
}

/// A card as the bot writes it (7♣): with its suit's symbol, so that a
/// word such as Portuguese "as" is not read as A♠.
fn shown_card(token: &str) -> Option<Card> {
    token
        .contains(['♠', '♥', '♦', '♣'])
        .then(|| token.parse().ok())
        .flatten()
}

/// The number written right after the first `prefix` in `text` (a hand's
/// number in a view or a log).
fn hand_number(text: &str, prefix: &str) -> Option<u32> {
    let rest = &text[text.find(prefix)? + prefix.len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// The hidden-card check pairs a hand's log with views of that hand: both
/// numbers are read as the bot writes them.
#[test]
fn hand_numbers_are_read_from_views_and_logs() {
    let view = "🃏 …\n**Your hand** · hand 12 · seat 1\nMelds: none";
    assert_eq!(hand_number(view, "**Your hand** · hand "), Some(12));
    assert_eq!(
        hand_number("Hand 4: dealt by 🤖 Computer", "Hand "),
        Some(4)
    );
    assert_eq!(hand_number("Hand over: x scores 3.", "Hand "), None);
    // The same in every language, by the catalog's words.
    assert_eq!(view_hand_number(view), Some(12));
    assert_eq!(
        view_hand_number("**Deine Hand** · Runde 3 · Platz 1"),
        Some(3)
    );
    assert_eq!(dealt_hand_number("Hand 4: dealt by 🤖 Computer"), Some(4));
    assert_eq!(
        dealt_hand_number("Runde 5: **Ada** hat gegeben; …"),
        Some(5)
    );
    assert_eq!(
        dealt_hand_number("Donne terminée : personne ne marque."),
        None
    );
    assert_eq!(
        dealt_hand_number("Donne 6 : distribuée par **Bo** ; …"),
        Some(6)
    );
    assert!(is_hand_over("Mão encerrada: ninguém marca."));
    assert!(is_over("🏆 **Partie terminée** : …"));
    assert_eq!(
        hand_cards("**Tu mano** · mano 2\nCombinaciones: [7♣ 8♣ 9♣]\nCartas sueltas: K♦ 2♠"),
        ["7♣", "8♣", "9♣", "K♦", "2♠"].map(String::from).into()
    );
    // A word is not a card: Portuguese "as" is no A♠.
    assert!(hand_cards(
        "**Sua mão** · mão 1\nJogos: nenhum\nSobra depois de baixar: todas as cartas"
    )
    .is_empty());
}

/// What the checks read in the bot's words, in every language we speak:
/// a view, a post or an alt text is read whatever language it speaks.
pub(crate) struct Marks {
    /// A hand view's title ("**Your hand**").
    your_hand: Vec<String>,
    /// A hand view's title up to its hand's number.
    hand_number: Vec<String>,
    /// The labels of a hand view's lines of cards (melds, deadwood,
    /// Colonel's loose cards).
    cards_lines: Vec<String>,
    /// A view or a table message saying the game (set, match) is over.
    over: Vec<String>,
    /// A view's lines showing the face-up card, up to the card.
    face_up: Vec<String>,
    /// A post of a hand's end ("Hand over").
    pub(crate) hand_over: Vec<String>,
    /// Lines turning cards of their own shuffle (who deals first).
    deal_draws: Vec<String>,
    /// A hand's deal line: (before the number, right after it).
    dealt: Vec<(String, String)>,
    /// A hand picture's alt text, where the upcard begins.
    alt_upcard: Vec<String>,
}

/// The text of `message` before `cut`, the value its variable was given.
fn before(message: String, cut: &str) -> String {
    message.split(cut).next().unwrap_or_default().to_string()
}

pub(crate) fn marks() -> &'static Marks {
    use gin_text::{tr, Lang};
    static MARKS: std::sync::OnceLock<Marks> = std::sync::OnceLock::new();
    const CUT: &str = "\u{1}";
    MARKS.get_or_init(|| {
        let all = |f: &dyn Fn(Lang) -> Vec<String>| -> Vec<String> {
            Lang::ALL.into_iter().flat_map(f).collect()
        };
        Marks {
            your_hand: all(&|l| vec![before(tr!(l, "hand-your-hand", number = 7777), " · ")]),
            hand_number: all(&|l| vec![before(tr!(l, "hand-your-hand", number = 7777), "7777")]),
            cards_lines: all(&|l| {
                vec![
                    before(tr!(l, "hand-melds", melds = CUT), CUT),
                    before(tr!(l, "hand-deadwood", deadwood = CUT), CUT),
                    before(tr!(l, "hand-left-after-laying-down", cards = CUT), CUT),
                ]
                .into_iter()
                .map(|w| w.trim_end().to_string())
                .collect()
            }),
            over: all(&|l| {
                ["game", "set", "match"]
                    .map(|what| {
                        let m = tr!(l, "table-over", what = what, won = CUT, totals = CUT);
                        let start = m.find("**").expect("bold");
                        let end = start + 2 + m[start + 2..].find("**").expect("bold");
                        m[start..end + 2].to_string()
                    })
                    .to_vec()
            }),
            face_up: all(&|l| {
                vec![
                    before(tr!(l, "table-upcard", card = CUT), CUT),
                    before(tr!(l, "table-upcard-on-offer", card = CUT), CUT),
                    before(tr!(l, "table-top-discard", card = CUT), CUT),
                ]
            }),
            hand_over: all(&|l| {
                vec![before(tr!(l, "story-hand-over", how = CUT), CUT)
                    .trim_end_matches([':', ' '])
                    .to_string()]
            }),
            deal_draws: all(&|l| {
                vec![
                    before(
                        tr!(l, "story-dealer-draw", cards = CUT, dealer = "", why = ""),
                        CUT,
                    ),
                    before(
                        tr!(
                            l,
                            "story-cut-for-deal",
                            cards = CUT,
                            you = "no",
                            name = "",
                            why = "none"
                        ),
                        CUT,
                    ),
                ]
            }),
            dealt: Lang::ALL
                .into_iter()
                .map(|l| {
                    let m = tr!(
                        l,
                        "story-hand-dealt",
                        hand = 7777,
                        dealer = CUT,
                        upcard = "",
                        stock = 0
                    );
                    let (number, rest) = m.split_once("7777").expect("the hand's number");
                    (number.to_string(), before(rest.to_string(), CUT))
                })
                .collect(),
            alt_upcard: all(&|l| {
                vec![format!(
                    " {}",
                    before(tr!(l, "pic-alt-upcard", card = CUT), CUT)
                )]
            }),
        }
    })
}

/// Whether `content` is a hand view, in any language.
pub(crate) fn is_hand_view(content: &str) -> bool {
    marks()
        .your_hand
        .iter()
        .any(|w| content.contains(w.as_str()))
}

/// The hand number of a hand view, in any language.
fn view_hand_number(content: &str) -> Option<u32> {
    marks()
        .hand_number
        .iter()
        .find_map(|p| hand_number(content, p))
}

/// The hand number of a hand's deal line, in any language.
fn dealt_hand_number(line: &str) -> Option<u32> {
    marks().dealt.iter().find_map(|(number, after)| {
        let n = hand_number(line, number)?;
        line.contains(&format!("{number}{n}{after}")).then_some(n)
    })
}

/// Whether a post tells a hand's end, in any language.
pub(crate) fn is_hand_over(content: &str) -> bool {
    marks()
        .hand_over
        .iter()
        .any(|w| content.contains(w.as_str()))
}

/// A control the scripted player may use: (custom_id, select value).
fn choose(components: &Value) -> Option<(String, Option<String>)> {
    choose_preferring(components, &[])
}

/// [`choose`], taking first an enabled control whose id starts with one of
/// `prefer` (in that order).
pub(crate) fn choose_preferring(
    components: &Value,
    prefer: &[&str],
) -> Option<(String, Option<String>)> {
    let mut enabled = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["disabled"].as_bool().unwrap_or(false) {
                continue;
            }
            let id = c["custom_id"].as_str().unwrap_or("").to_string();
            // The hand view, the coach's hint, review and summary, and
            // watching (issue 42) are not moves.
            if [
                "jg1.view.",
                "jg1.hint.",
                "jg1.review.",
                "jg1.summary.",
                "jg1.watch.",
                "jg1.wview.",
                "jg1.nextjoin.",
                "jg1.nextleave.",
            ]
            .iter()
            .any(|p| id.starts_with(p))
            {
                continue;
            }
            let value = if c["type"] == 3 {
                c["options"][0]["value"].as_str().map(str::to_string)
            } else {
                None
            };
            enabled.push((id, value));
        }
    }
    let rank = |id: &str| {
        if let Some(i) = prefer.iter().position(|p| id.starts_with(p)) {
            return i;
        }
        for (i, p) in ["jg1.ginok.", "jg1.knockok.", "jg1.gin.", "jg1.knocksel."]
            .iter()
            .enumerate()
        {
            if id.starts_with(p) {
                return prefer.len() + i;
            }
        }
        100
    };
    enabled.sort_by_key(|(id, _)| rank(id));
    enabled.into_iter().next()
}

pub(crate) fn is_move(id: &str) -> bool {
    [
        "jg1.draw.",
        "jg1.take.",
        "jg1.discsel.",
        "jg1.knockok.",
        "jg1.ginok.",
        // The Gin family's moves.
        "jg1.pass.",
        "jg1.dbl.",
        "jg1.dblok.",
        "jg1.redbl.",
        "jg1.resign.",
        "jg1.endturn.",
        "jg1.chal.",
        "jg1.chalok.",
        "jg1.chalno.",
        "jg1.meldsel.",
        "jg1.laysel.",
    ]
    .iter()
    .any(|p| id.starts_with(p))
}

/// One scripted person.
pub(crate) struct Person {
    id: u64,
    content: String,
    components: Value,
    /// (when, hand number, cards of the hand then), from every view they
    /// were shown.
    hands: Vec<(Instant, Option<u32>, HashSet<String>)>,
    /// Distinct interactions that moved the game (accepted).
    moves: HashSet<String>,
    /// The kinds of accepted moves (custom_id prefixes such as
    /// `jg1.discsel.`), for what the channel must have shown.
    move_kinds: HashSet<String>,
    last_upcards: HashSet<String>,
    /// When the view shown was last changed (by an answer or a refresh).
    view_at: Instant,
    /// How long the person waits for the board to refresh their view,
    /// when it is not their turn, before pressing Refresh themselves.
    patience: Duration,
    /// Refresh presses that found it was their turn: the board had not
    /// refreshed their view within `patience`.
    missed_refreshes: u32,
    /// Views the board refreshed for them.
    refreshed: u32,
    /// Controls (custom_id prefixes) this person uses first when offered.
    pub(crate) prefer: Vec<&'static str>,
}

impl Person {
    pub(crate) fn new(id: u64) -> Person {
        Person {
            id,
            content: String::new(),
            components: Value::Null,
            hands: Vec::new(),
            moves: HashSet::new(),
            move_kinds: HashSet::new(),
            last_upcards: HashSet::new(),
            view_at: Instant::now(),
            patience: Duration::ZERO,
            missed_refreshes: 0,
            refreshed: 0,
            prefer: Vec::new(),
        }
    }
    /// Whether the view offers a move (a draw or a discard).
    fn my_turn(&self) -> bool {
        choose(&self.components).is_some_and(|(id, _)| is_move(&id))
    }
    fn see(&mut self, a: &Answer) {
        // The view of a finished game holds no hand; a person who sat out
        // every hand of it (three players, where a first hand between the
        // computers can reach a low target) sees only that one, and must
        // take it for the view it is, or ask for the hand forever.
        let view = is_hand_view(&a.content) || is_over(&a.content);
        if a.callback.body["type"] == 4 && !view {
            // A notice: the view is unchanged (or gone): refresh it next.
            self.components = Value::Null;
            return;
        }
        self.show(a.callback.at, &a.content, &a.components);
    }
    /// The view now shows `content` with `components`.
    fn show(&mut self, at: Instant, content: &str, components: &Value) {
        self.content = content.to_string();
        self.components = components.clone();
        self.view_at = at;
        let cards = hand_cards(content);
        self.hands.push((at, view_hand_number(content), cards));
        for line in content.lines() {
            let shown = marks()
                .face_up
                .iter()
                .find_map(|p| line.strip_prefix(p.as_str()));
            if let Some(rest) = shown {
                if let Some(c) = rest.split("**").next() {
                    self.last_upcards.insert(c.to_string());
                }
            }
        }
    }
    /// The cards only this person had seen, at `t` (from the view shown
    /// last before `t`).
    fn private_at(&self, t: Instant) -> HashSet<String> {
        self.private_in_hand_at(t, None)
    }
    /// [`Person::private_at`], none when that view is of another hand than
    /// `hand`: a post about a hand, delivered late (an edit retried through
    /// Discord's errors), may name cards dealt to this person in the next.
    fn private_in_hand_at(&self, t: Instant, hand: Option<u32>) -> HashSet<String> {
        self.hands
            .iter()
            .take_while(|(at, _, _)| *at <= t)
            .last()
            .filter(|(_, shown, _)| hand.is_none() || shown.is_none() || *shown == hand)
            .map(|(_, _, h)| h.clone())
            .unwrap_or_default()
    }
    fn game_over(&self) -> bool {
        is_over(&self.content)
    }
}

/// Whether a hand view says its game is over (Colonel's is a match,
/// Hollywood's a set).
pub(crate) fn is_over(content: &str) -> bool {
    marks().over.iter().any(|w| content.contains(w.as_str()))
}

/// One step for a person: use the first legal control, or refresh.
async fn step(h: &mut Harness, p: &mut Person) {
    if p.components.is_null() {
        // Some ask with `/gin hand`, others with the table's "My hand".
        let a = if p.id % 2 == 1 {
            h.slash(p.id, "hand", vec![]).await
        } else {
            h.click(p.id, &format!("jg1.hand.{CHANNEL_ID}")).await
        };
        assert_ephemeral(&a);
        p.see(&a);
        return;
    }
    match choose_preferring(&p.components, &p.prefer) {
        Some((id, value)) => {
            let a = match &value {
                Some(v) => h.select(p.id, &id, v).await,
                None => h.click(p.id, &id).await,
            };
            if a.callback.body["type"] == 4 {
                assert_ephemeral(&a);
            }
            let accepted = a.callback.status < 300 && !a.content.contains("⚠️");
            if is_move(&id) && accepted && a.callback.body["type"] == 7 {
                p.moves.insert(a.callback.path.clone());
                let kind: Vec<&str> = id.splitn(3, '.').take(2).collect();
                p.move_kinds.insert(format!("{}.", kind.join(".")));
            }
            p.see(&a);
        }
        None => {
            if p.game_over() {
                return;
            }
            // The board may have refreshed the view in place.
            if let Some((at, content, components)) = h.refreshed_view(p.id, p.view_at) {
                p.show(at, &content, &components);
                p.refreshed += 1;
                return;
            }
            if p.view_at.elapsed() < p.patience {
                tokio::time::sleep(Duration::from_millis(10)).await;
                return;
            }
            let a = h.click(p.id, &format!("jg1.view.{CHANNEL_ID}")).await;
            p.see(&a);
            if !p.patience.is_zero() && p.my_turn() {
                p.missed_refreshes += 1;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
}

pub(crate) fn public_contents(fake: &FakeDiscord) -> Vec<(Instant, String)> {
    fake.requests()
        .into_iter()
        .filter(|r| {
            r.path
                .starts_with(&format!("/api/v10/channels/{CHANNEL_ID}/messages"))
        })
        .map(|r| (r.at, r.body["content"].as_str().unwrap_or("").to_string()))
        .collect()
}

/// Waits until a channel post holds `what`.
async fn wait_channel_saw(fake: &FakeDiscord, what: &str, within: Duration) {
    let deadline = Instant::now() + within;
    while !channel_saw(fake, what) {
        if Instant::now() > deadline {
            let posts: Vec<String> = fake
                .posted(CHANNEL_ID)
                .iter()
                .rev()
                .take(6)
                .rev()
                .map(|p| p.content.clone())
                .collect();
            panic!("the channel never saw {what:?}; the last posts: {posts:#?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn channel_saw(fake: &FakeDiscord, what: &str) -> bool {
    public_contents(fake).iter().any(|(_, c)| c.contains(what))
}

/// No public payload holds a card that a person held privately just
/// before, at and just after it was sent (a card leaves a hand only by
/// being shown, so a leak is a card private on both sides). Hand ends lay
/// every hand out and are checked by the render unit tests instead.
pub(crate) fn check_hidden(fake: &FakeDiscord, people: &[Person]) -> usize {
    // Wide enough for a view refreshed late on a busy machine (a card laid
    // off for its holder in the break shows in public before their view
    // is refreshed); a card held for longer is still caught.
    let window = Duration::from_secs(5);
    let mut checked = 0;
    for (at, content) in public_contents(fake) {
        assert!(!is_hand_view(&content), "a hand in public: {content}");
        if is_hand_over(&content) {
            continue;
        }
        checked += 1;
        // The draw for the first deal turns cards of its own shuffle.
        let content: String = content
            .lines()
            .filter(|l| {
                !l.starts_with("Draw for the deal")
                    && !marks().deal_draws.iter().any(|d| l.starts_with(d.as_str()))
            })
            .collect::<Vec<_>>()
            .join("\n");
        // A hand's log is checked against the views of that hand.
        let hand = content.lines().find_map(dealt_hand_number);
        for p in people {
            let before = p.private_in_hand_at(at.checked_sub(window).unwrap_or(at), hand);
            let now = p.private_in_hand_at(at, hand);
            let after = p.private_in_hand_at(at + window, hand);
            for card in before.intersection(&now) {
                if after.contains(card) && !p.last_upcards.contains(card) {
                    // Written as a whole card, not part of 10♦ etc.
                    for (i, _) in content.match_indices(card.as_str()) {
                        let prev = content[..i].chars().last();
                        assert!(
                            matches!(prev, Some(c) if c.is_ascii_digit()),
                            "hidden card {card} of {} in public: {content}",
                            p.id
                        );
                    }
                }
            }
        }
    }
    checked
}

/// Every hand view (callback or edit) went to its owner: an edit of
/// @original uses a token of one of the owner's own interactions, and no
/// hand shown to one person overlaps another's at that moment.
pub(crate) fn check_hands_private(h: &Harness, people: &[Person]) {
    for r in h.fake.requests() {
        let (token, content) = if r.path.ends_with("/callback") {
            let token = r.path.split('/').nth(5).unwrap_or("").to_string();
            (
                token,
                r.body["data"]["content"].as_str().unwrap_or("").to_string(),
            )
        } else if r.path.starts_with("/api/v10/webhooks/") && r.method == "PATCH" {
            let token = r.path.split('/').nth(5).unwrap_or("").to_string();
            (token, r.body["content"].as_str().unwrap_or("").to_string())
        } else {
            continue;
        };
        if !is_hand_view(&content) {
            continue;
        }
        if r.path.ends_with("/callback") {
            let t = r.body["type"].as_u64().unwrap();
            assert!(
                t == 7 || (t == 4 && r.body["data"]["flags"].as_u64().unwrap_or(0) & 64 == 64),
                "a hand only privately: {}",
                r.body
            );
        }
        let owner = *h.owners.get(&token).expect("a token of ours");
        let cards = hand_cards(&content);
        for p in people.iter().filter(|p| p.id != owner) {
            let theirs = p.private_at(r.at);
            let later = p.private_at(r.at + Duration::from_millis(1500));
            let both: Vec<_> = cards
                .iter()
                .filter(|c| theirs.contains(*c) && later.contains(*c))
                .collect();
            assert!(both.is_empty(), "{owner}'s view holds {both:?} of {}", p.id);
        }
    }
}

/// The cards of a hand picture, from its alt text (the words before the
/// upcard).
fn picture_hand_cards(alt: &str) -> HashSet<String> {
    let hand = marks()
        .alt_upcard
        .iter()
        .filter_map(|w| alt.split_once(w.as_str()).map(|(hand, _)| hand))
        .next()
        .unwrap_or(alt);
    hand.split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ':'))
        .filter_map(shown_card)
        .map(|c| c.to_string())
        .collect()
}

/// Pictures: every hand picture went to its owner only, in a private
/// answer to one of their own interactions (an ephemeral message, the
/// update of their hand view, or an edit of one of their answers) and shows
/// the hand that answer's words show; no hand picture reaches the channel.
/// With `every_hand_end`, every hand's end posted in the channel carries
/// the table picture (a post rebuilt from the store after a restart too).
/// Returns (hand pictures, table pictures).
pub(crate) fn check_pictures(h: &Harness, every_hand_end: bool) -> (usize, usize) {
    assert!(
        h.fake.upload_errors().is_empty(),
        "malformed uploads: {:?}",
        h.fake.upload_errors()
    );
    let channel = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    let (mut hands, mut tables) = (0, 0);
    for r in h.fake.requests() {
        for f in &r.files {
            match f.filename.as_str() {
                "hand.png" => {
                    hands += 1;
                    let (token, content) = if r.path.ends_with("/callback") {
                        let t = r.body["type"].as_u64().unwrap();
                        let flags = r.body["data"]["flags"].as_u64().unwrap_or(0);
                        assert!(
                            t == 7 || (t == 4 && flags & 64 == 64),
                            "a hand picture only privately: {}",
                            r.body
                        );
                        (
                            r.path.split('/').nth(5).unwrap_or(""),
                            r.body["data"]["content"].as_str().unwrap_or(""),
                        )
                    } else {
                        assert!(
                            r.method == "PATCH" && r.path.starts_with("/api/v10/webhooks/"),
                            "a hand picture in {} {}",
                            r.method,
                            r.path
                        );
                        (
                            r.path.split('/').nth(5).unwrap_or(""),
                            r.body["content"].as_str().unwrap_or(""),
                        )
                    };
                    assert!(
                        h.owners.contains_key(token),
                        "a hand picture through a token of nobody's interaction"
                    );
                    let alt = f.description.as_deref().unwrap_or("");
                    if is_hand_view(content) {
                        assert_eq!(
                            picture_hand_cards(alt),
                            hand_cards(content),
                            "the picture shows the hand of the words: {alt} / {content}"
                        );
                    }
                    assert!(f.bytes.len() <= 80_000, "{} bytes", f.bytes.len());
                }
                "table.png" => {
                    tables += 1;
                    assert!(
                        r.method == "POST" && r.path == channel,
                        "a table picture is posted with a hand's end: {} {}",
                        r.method,
                        r.path
                    );
                    assert!(f.bytes.len() <= 80_000, "{} bytes", f.bytes.len());
                }
                other => panic!("an unexpected file {other}"),
            }
        }
    }
    // The story's posts (not the table message): each hand's end has the
    // table picture, on its last message.
    let posts: Vec<_> = h
        .fake
        .posted(CHANNEL_ID)
        .into_iter()
        .filter(|p| !p.components)
        .collect();
    let mut ends = 0;
    for (i, p) in posts.iter().enumerate() {
        assert!(
            p.files.iter().all(|f| f.filename == "table.png"),
            "{:?}",
            p.files
        );
        if is_hand_over(&p.content) {
            ends += 1;
            let pictured = |q: &crate::support::fake_discord::Posted| {
                q.files.iter().any(|f| f.filename == "table.png")
            };
            if every_hand_end {
                assert!(
                    pictured(p) || posts.get(i + 1).is_some_and(pictured),
                    "a hand's end without the table picture: {}",
                    p.content
                );
            }
        }
    }
    if every_hand_end {
        assert!(ends > 0, "no hand ended");
        assert!(
            tables >= ends,
            "{tables} table pictures for {ends} hand ends"
        );
    }
    println!("pictures: {hands} hand pictures, {tables} table pictures, {ends} hand ends");
    (hands, tables)
}

pub(crate) fn check_schema(fake: &FakeDiscord) {
    let Some(spec) = Spec::load() else { return };
    let mut checked = 0;
    for r in fake.requests() {
        assert!(
            r.status < 400
                || r.status == 429
                || r.status == 500
                || (r.status == 400 && r.path.ends_with("/callback")),
            "a route the fake does not know: {} {} -> {}",
            r.method,
            r.path,
            r.status
        );
        if !r.body.is_null() {
            if let Ok(Some(_)) = spec
                .check(&r.method, &r.path, &r.sent)
                .map_err(|e| panic!("{e}"))
            {
                checked += 1;
            }
        }
    }
    println!("schema check: {checked} request bodies match Discord's API description");
}

/// Posts and edits in the channel stay within Discord's per-channel
/// limit of 5 per 5 seconds (each route), thanks to coalescing.
fn check_pacing(fake: &FakeDiscord) {
    let base = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    for (method, what) in [("POST", "posts"), ("PATCH", "edits")] {
        let times: Vec<Instant> = fake
            .requests()
            .into_iter()
            .filter(|r| r.method == method && r.path.starts_with(&base))
            .map(|r| r.at)
            .collect();
        let mut worst = 0;
        for (i, &t) in times.iter().enumerate() {
            let n = times[i..]
                .iter()
                .take_while(|&&u| u.duration_since(t) < Duration::from_secs(5))
                .count();
            worst = worst.max(n);
        }
        println!(
            "channel {what}: {} in all, at most {worst} in any 5 s",
            times.len()
        );
        assert!(worst <= 5, "{worst} channel {what} within 5 s");
    }
}

fn report_latency(what: &str, h: &Harness) {
    let mut l = h.latencies.clone();
    l.sort();
    println!(
        "{what}: interaction dispatch -> callback over {} interactions: p50 {:?}, p99 {:?}, max {:?}",
        l.len(),
        percentile(&l, 0.5),
        percentile(&l, 0.99),
        l.last().unwrap()
    );
}

/// Opens a table to 30 and seats `people` (the first opens it) plus
/// `computers`; starts it.
pub(crate) async fn open_and_start(
    h: &mut Harness,
    people: &[u64],
    computers: u32,
    target: u32,
    pace_ms: u32,
) {
    open_and_start_with(h, people, computers, target, pace_ms, vec![]).await
}

/// [`open_and_start`] with more options for `/gin new`.
async fn open_and_start_with(
    h: &mut Harness,
    people: &[u64],
    computers: u32,
    target: u32,
    pace_ms: u32,
    more: Vec<Value>,
) {
    let from = h.fake.request_count();
    let mut options = vec![
        payloads::option("target", 4, json!(target)),
        payloads::option("computers", 4, json!(computers)),
        payloads::option("turn_seconds", 4, json!(60)),
        payloads::option("pace_ms", 4, json!(pace_ms)),
    ];
    // An option given in `more` replaces the default one.
    options.retain(|o| !more.iter().any(|m| m["name"] == o["name"]));
    options.extend(more);
    let a = h.slash(people[0], "new", options).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("Table open"), "{}", a.content);
    let buttons = h.table_buttons(from).await;
    let join = buttons
        .iter()
        .find(|b| b.starts_with("jg1.join."))
        .unwrap()
        .clone();
    let start = buttons
        .iter()
        .find(|b| b.starts_with("jg1.start."))
        .unwrap()
        .clone();
    for &p in &people[1..] {
        let a = h.click(p, &join).await;
        assert_ephemeral(&a);
        assert!(a.content.contains("took a seat"), "{}", a.content);
    }
    // Joining twice is refused, clearly.
    let a = h.click(people[0], &join).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("already seated"), "{}", a.content);
    let a = h.click(people[0], &start).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("starts"), "{}", a.content);
}

/// Refreshes until the person may draw; returns the draw button's id.
async fn wait_my_turn(h: &mut Harness, p: &mut Person) -> String {
    // Generous: the computers before me play at their pace, and a loaded
    // machine (CI beside other builds) once took over 30 s here.
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        assert!(
            Instant::now() < deadline,
            "my turn never came; the view: {}",
            p.content
        );
        let a = h.click(p.id, &format!("jg1.view.{CHANNEL_ID}")).await;
        p.see(&a);
        if let Some(row) = p.components.as_array().and_then(|r| r.first()) {
            let first = &row["components"][0];
            let id = first["custom_id"].as_str().unwrap_or("");
            if id.starts_with("jg1.draw.") && first["disabled"].as_bool() != Some(true) {
                return id.to_string();
            }
        }
        // My turn after the draw, or between hands: play on first.
        if choose(&p.components).is_some_and(|(id, _)| !id.starts_with("jg1.draw.")) {
            step(h, p).await;
            continue;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// What each person sees, for a failure's message.
pub(crate) fn views(people: &[Person]) -> String {
    people
        .iter()
        .map(|p| format!("{}: {}\n{}", p.id, p.content, p.components))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Steps everyone in turn until the game is over, pausing `think` after
/// each round (people do not play in microseconds: the board mentions
/// whoever is to play when its post goes out, so a game that ends between
/// two posts would mention nobody).
pub(crate) async fn play_until_over(h: &mut Harness, people: &mut [Person], think: Duration) {
    let deadline = Instant::now() + GAME_TIMEOUT;
    while !people.iter().all(|p| p.game_over()) {
        assert!(
            Instant::now() < deadline,
            "the game did not end in time; the views:\n{}",
            views(people)
        );
        for p in people.iter_mut() {
            step(h, p).await;
        }
        tokio::time::sleep(think).await;
    }
}

/// The stored finished game of the channel, checked against what the
/// people had acknowledged: every accepted move is in the replay once.
fn check_store(db: &std::path::Path, people: &[Person]) {
    let store = Store::open(db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    assert_eq!(games.len(), 1, "one game");
    let g = &games[0];
    assert!(g.standings().is_some(), "the game finished");
    for p in people {
        let seat = g
            .players
            .iter()
            .position(|&x| TablePlayer::from(x) == TablePlayer::Human { id: UserId(p.id) })
            .expect("seated");
        let in_replay = g
            .actions
            .iter()
            .filter(|a| a.seat == seat && a.action != jersey_gin::engine::Action::NextHand)
            .count();
        assert_eq!(
            in_replay,
            p.moves.len(),
            "moves of {} in the replay vs accepted clicks",
            p.id
        );
    }
    let report = store.check_all(&Replays).unwrap();
    println!("db check: {report:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_play_a_whole_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let ids = [701, 702, 703];
    open_and_start(&mut h, &ids, 0, 30, 1).await;
    let mut people: Vec<Person> = ids.iter().map(|&i| Person::new(i)).collect();
    // The third waits for the board to refresh their view when their turn
    // comes, instead of pressing Refresh.
    people[2].patience = Duration::from_secs(5);

    // Someone not seated: a clear answer, nothing changes.
    let a = h.click(999, &format!("jg1.hand.{CHANNEL_ID}")).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("not playing"), "{}", a.content);

    let started = Instant::now();
    // The third waits for the board for a few turns, then plays on fast.
    let deadline = Instant::now() + GAME_TIMEOUT;
    while people[2].refreshed < 4 && !people.iter().all(|p| p.game_over()) {
        assert!(Instant::now() < deadline, "the game did not end in time");
        for p in people.iter_mut() {
            step(&mut h, p).await;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let missed = people[2].missed_refreshes;
    people[2].patience = Duration::ZERO;
    play_until_over(&mut h, &mut people, Duration::from_millis(20)).await;
    println!("three people: the game took {:?}", started.elapsed());
    // The channel saw the game: every kind of move the people made, a
    // result with the score sheet, the game's result and the leaderboard.
    // (A game to 30 can end on the first knock, before anyone discards:
    // the lines asked for are those of the moves actually made.)
    wait_channel_saw(&h.fake, "Leaderboard", Duration::from_secs(20)).await;
    let made: HashSet<&str> = people
        .iter()
        .flat_map(|p| p.move_kinds.iter().map(String::as_str))
        .collect();
    assert!(
        made.contains("jg1.draw.") || made.contains("jg1.take."),
        "{made:?}"
    );
    for (kind, what) in [
        ("jg1.discsel.", "discards"),
        ("jg1.draw.", "draws from the stock"),
        ("jg1.take.", "from the discard pile"),
        ("jg1.knockok.", "**knocks** with"),
        ("jg1.ginok.", "goes **GIN**"),
    ] {
        if made.contains(kind) {
            assert!(
                channel_saw(&h.fake, what),
                "{kind} was played; the channel saw {what:?}"
            );
        }
    }
    // The table message says "Game over" in the edit after the game's
    // post, in its turn among the bot's edits (issue 39): waited for.
    for what in ["Hand over", "Game over", "your turn"] {
        wait_channel_saw(&h.fake, what, Duration::from_secs(10)).await;
    }
    report_latency("three people", &h);
    check_pacing(&h.fake);
    // The record commands, after the game.
    for (sub, want) in [
        ("leaderboard", "Leaderboard"),
        ("stats", "1 game, "),
        ("history", "Latest games"),
        ("table", "posted below"),
    ] {
        let a = h.slash(ids[0], sub, vec![]).await;
        assert_ephemeral(&a);
        assert!(a.content.contains(want), "/gin {sub}: {}", a.content);
    }
    // Hand views opened by a person were refreshed when their turn came.
    let refreshes = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "PATCH" && r.path.starts_with("/api/v10/webhooks/"))
        .count();
    assert!(refreshes > 0, "no hand view was refreshed on a turn change");
    println!("hand views refreshed on a turn change: {refreshes}");
    assert_eq!(
        missed, 0,
        "the board did not refresh a waiting player's view within 5 s"
    );
    assert!(people[2].refreshed >= 4 || people[2].game_over());
    bot.shutdown().await;
    let n = check_hidden(&h.fake, &people);
    println!("hidden-card check: {n} public payloads");
    check_hands_private(&h, &people);
    let (hands, _) = check_pictures(&h, true);
    assert!(hands > 0, "the hand views carry pictures");
    check_schema(&h.fake);
    check_store(&db, &people);
}

/// Pictures off (the bot setting): a whole game sends no file at all, the
/// messages are the text-only ones. A table opened with `pictures:True`
/// shows them all the same.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_pictures_no_file_is_sent() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("plain.redb");
    let bot = start_bot_with(&fake, config_with(&fake, &db, false)).await;
    let mut h = Harness::new(fake);
    let me = 861;
    open_and_start(&mut h, &[me], 2, 30, 1).await;
    let mut people = vec![Person::new(me)];
    play_until_over(&mut h, &mut people, Duration::from_millis(5)).await;
    wait_channel_saw(&h.fake, "Leaderboard", Duration::from_secs(20)).await;
    assert!(channel_saw(&h.fake, "Hand over"));
    let files: Vec<String> = h
        .fake
        .requests()
        .iter()
        .filter(|r| !r.files.is_empty() || r.content_type.starts_with("multipart"))
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert!(files.is_empty(), "files sent with pictures off: {files:?}");
    // Today's hand view: melds and deadwood on their own lines.
    assert!(h.fake.requests().iter().any(|r| r.body["data"]["content"]
        .as_str()
        .is_some_and(|c| c.contains("**Your hand**") && c.contains("\nDeadwood:"))));

    // The table's own choice wins over the bot's setting.
    let a = h
        .slash(
            me,
            "new",
            vec![
                payloads::option("computers", 4, json!(2)),
                payloads::option("pictures", 5, json!(true)),
            ],
        )
        .await;
    assert!(a.content.contains("Table open"), "{}", a.content);
    let a = h.slash(me, "start", vec![]).await;
    assert!(a.content.contains("starts"), "{}", a.content);
    let a = h.slash(me, "hand", vec![]).await;
    assert_ephemeral(&a);
    let files = &a.callback.files;
    assert_eq!(files.len(), 1, "{}", a.content);
    assert_eq!(files[0].filename, "hand.png");
    bot.shutdown().await;
    check_schema(&h.fake);
}

/// Pictures on, but this table chose text only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_without_pictures_sends_no_file() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("plain.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 871;
    open_and_start_with(
        &mut h,
        &[me],
        2,
        30,
        1,
        vec![payloads::option("pictures", 5, json!(false))],
    )
    .await;
    let mut people = vec![Person::new(me)];
    play_until_over(&mut h, &mut people, Duration::from_millis(5)).await;
    wait_channel_saw(&h.fake, "Leaderboard", Duration::from_secs(20)).await;
    assert!(channel_saw(&h.fake, "Hand over"));
    assert!(
        h.fake.requests().iter().all(|r| r.files.is_empty()),
        "no file with pictures off"
    );
    bot.shutdown().await;
    check_schema(&h.fake);
}

/// The hand picture `/gin hand` shows `user`: (PNG bytes, alt text).
async fn hand_picture(h: &mut Harness, user: u64) -> (Vec<u8>, String) {
    let a = h.slash(user, "hand", vec![]).await;
    assert_ephemeral(&a);
    let files = &a.callback.files;
    assert_eq!(files.len(), 1, "{}", a.content);
    assert_eq!(files[0].filename, "hand.png");
    (
        files[0].bytes.to_vec(),
        files[0].description.clone().unwrap_or_default(),
    )
}

/// `user`'s hand as the stopped bot left it in `db`, drawn with the
/// four-colour deck and with the standard one: (four-colour, standard,
/// alt text).
fn stored_hand_pictures(db: &std::path::Path, user: u64) -> (Vec<u8>, Vec<u8>, String) {
    use gin_pictures::{render, HandPicture, Picture, Style};
    use jersey_gin::table::clock::SystemClock;
    use jersey_gin::table::service::Service;
    let svc = Service::new(Store::open(db).unwrap(), std::sync::Arc::new(SystemClock)).unwrap();
    let state = svc
        .seat_view(&ChannelId::discord(CHANNEL_ID), UserId(user))
        .expect("a seat in play");
    let picture = HandPicture::from_seat(&state, None).expect("a hand in play");
    let alt = jersey_gin::discord::pictures::hand_alt(&picture, gin_text::Lang::En);
    let picture = Picture::Hand(picture);
    let draw = |four_colour| {
        render(
            &picture,
            Style {
                four_colour,
                ..Style::default()
            },
        )
        .unwrap()
        .bytes
    };
    (draw(true), draw(false), alt)
}

/// `/gin new deck:four-colour`: the table's pictures are drawn with the
/// four-colour deck, and still are after a restart (the choice is kept
/// with the table); the next table, opened without the option, is drawn
/// red and black. Each picture sent is compared with the hand, read from
/// the store once the bot stopped, drawn both ways.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_colour_table_keeps_its_deck_across_a_restart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("deck.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 891;
    // Computer seats that wait 10 s before they move: the hand stays as it
    // is while it is looked at.
    open_and_start_with(
        &mut h,
        &[me],
        2,
        30,
        10_000,
        vec![payloads::option("deck", 4, json!(1))],
    )
    .await;
    let (sent, alt) = hand_picture(&mut h, me).await;
    bot.shutdown().await;
    let (four, plain, stored_alt) = stored_hand_pictures(&db, me);
    assert_eq!(alt, stored_alt, "the hand moved on while it was looked at");
    assert_ne!(four, plain, "the deck changes the picture");
    assert!(sent == four, "a four-colour table is drawn with that deck");

    // After a restart the table keeps its deck.
    let bot = start_bot(&h.fake, &db).await;
    let (sent, alt) = hand_picture(&mut h, me).await;
    bot.shutdown().await;
    let (four, _, stored_alt) = stored_hand_pictures(&db, me);
    assert_eq!(alt, stored_alt, "the hand moved on while it was looked at");
    assert!(sent == four, "after a restart: still the four-colour deck");

    // The next table in the channel, without the option: red and black.
    let bot = start_bot(&h.fake, &db).await;
    let a = h.slash(me, "abandon", vec![]).await;
    assert_ephemeral(&a);
    let a = h
        .slash(
            me,
            "new",
            vec![
                payloads::option("computers", 4, json!(2)),
                payloads::option("pace_ms", 4, json!(10_000)),
            ],
        )
        .await;
    assert!(a.content.contains("Table open"), "{}", a.content);
    assert!(!a.content.contains("four colours"), "{}", a.content);
    let a = h.slash(me, "start", vec![]).await;
    assert!(a.content.contains("starts"), "{}", a.content);
    let (sent, alt) = hand_picture(&mut h, me).await;
    bot.shutdown().await;
    let (_, plain, stored_alt) = stored_hand_pictures(&db, me);
    assert_eq!(alt, stored_alt, "the hand moved on while it was looked at");
    assert!(
        sent == plain,
        "a table without the option: the standard deck"
    );
    check_pictures(&h, false);
    check_schema(&h.fake);
}

/// The table pictures of every hand's end in the stored game of the
/// channel, drawn from the public view at that moment (the game replayed
/// from the store), in hand order.
fn stored_hand_end_pictures(db: &std::path::Path) -> Vec<Vec<u8>> {
    use gin_pictures::{render, Picture, Style};
    use jersey_gin::discord::pictures::{picture_seating, table_picture};
    use jersey_gin::engine::Event;
    use jersey_gin::table::clock::SystemClock;
    use jersey_gin::table::service::Service;
    let svc = Service::new(Store::open(db).unwrap(), std::sync::Arc::new(SystemClock)).unwrap();
    let channel = ChannelId::discord(CHANNEL_ID);
    let table = svc.table(&channel).expect("the table");
    // Nobody clicked since the restart: the bot knows no display name,
    // and calls people's seats by their numbers.
    let names = picture_seating(&table.players(), |_| None);
    let mut pictures = Vec::new();
    table
        .replay()
        .expect("a game")
        .run(|game, e| {
            if let Event::HandEnded { .. } = e {
                let view = game.public_view().to_state();
                let picture = table_picture(&view, 0, &names).expect("a hand end's picture");
                let picture = Picture::Table(picture);
                pictures.push(render(&picture, Style::default()).unwrap().bytes);
            }
        })
        .unwrap();
    pictures
}

/// A hand's end whose post is rebuilt from the store still carries the
/// table picture: Discord refuses every channel post from the hand's start
/// until the bot stops, so the hand's end is posted by the next start,
/// from the stored events. The pictures sent are those the public view
/// draws at each hand's end (the game replayed from the store), and the
/// fake's checks hold (whole PNGs, announced attachments, no hand picture
/// in the channel, each hand's end pictured).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_end_posted_after_a_restart_carries_the_table_picture() {
    hand_end_after_a_restart(false).await;
}

/// The same with the command log pruned while the bot is down (a window of
/// 0): the hand's end, rebuilt from the store, still carries its picture
/// (its events back to the deal were kept), and the channel shows every
/// event of the story once, in order: nothing posted twice, nothing
/// missing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pruned_log_still_posts_the_story_once_after_a_restart() {
    hand_end_after_a_restart(true).await;
}

async fn hand_end_after_a_restart(prune: bool) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("rebuilt.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 897;
    let posts = format!("/channels/{CHANNEL_ID}/messages");
    open_and_start(&mut h, &[me], 2, 400, 1).await;
    h.fake.fail_next(&posts, 500, 1_000_000);
    let mut people = [Person::new(me)];
    let deadline = Instant::now() + GAME_TIMEOUT;
    while !people[0].content.contains("is over.") {
        assert!(Instant::now() < deadline, "the hand did not end");
        step(&mut h, &mut people[0]).await;
    }
    let hand_end_posted = |fake: &FakeDiscord| {
        fake.posted(CHANNEL_ID)
            .into_iter()
            .find(|p| !p.components && p.content.contains("Hand over"))
    };
    assert!(hand_end_posted(&h.fake).is_none(), "no post got through");
    bot.shutdown().await;
    // The story before the prune, and where it stood.
    let mut seats = Vec::new();
    let mut before = None;
    if prune {
        use jersey_gin::table::clock::SystemClock;
        use jersey_gin::table::service::Service;
        let svc =
            Service::new(Store::open(&db).unwrap(), std::sync::Arc::new(SystemClock)).unwrap();
        let commands = story::stored_commands(svc.store(), CHANNEL_ID, 0, &mut seats);
        let last = svc.store().channel_seq(&CHANNEL_ID.to_string()).unwrap();
        let r = svc.prune_command_log(0, 3).unwrap();
        assert!(r.commands > 0, "nothing was pruned: {r:?}");
        let check = svc.store().check_all(&Replays).unwrap();
        assert!(check.is_ok(), "{check}");
        before = Some((commands, last));
    }
    h.fake.clear_faults();
    let restarted = Instant::now();
    let bot = start_bot(&h.fake, &db).await;
    let deadline = Instant::now() + Duration::from_secs(30);
    let post = loop {
        if let Some(p) = hand_end_posted(&h.fake) {
            break p;
        }
        assert!(Instant::now() < deadline, "the hand's end was never posted");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(post.at > restarted);
    wait_posts_settle(&h.fake, Duration::from_secs(3), Duration::from_secs(60)).await;
    bot.shutdown().await;
    let (_, tables) = check_pictures(&h, true);
    assert!(tables >= 1);
    check_schema(&h.fake);
    let expected = stored_hand_end_pictures(&db);
    let sent: Vec<Vec<u8>> = h
        .fake
        .posted(CHANNEL_ID)
        .into_iter()
        .filter(|p| !p.components)
        .flat_map(|p| p.files)
        .filter(|f| f.filename == "table.png")
        .map(|f| f.bytes.to_vec())
        .collect();
    assert_eq!(sent.len(), expected.len(), "one table picture per hand end");
    for (i, (sent, expected)) in sent.iter().zip(&expected).enumerate() {
        assert!(
            sent == expected,
            "hand {}: the picture sent is not the view's",
            i + 1
        );
    }
    if let Some((mut commands, last)) = before {
        let store = Store::open(&db).unwrap();
        commands.extend(story::stored_commands(&store, CHANNEL_ID, last, &mut seats));
        let lines = story::lines_of(&commands, &story::groups(&h.fake, CHANNEL_ID));
        let posted = story::posted_lines(&h.fake, CHANNEL_ID);
        if let Err(e) = story::check(&lines, &posted) {
            panic!("{e}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_person_and_two_computers_with_restart_and_faults() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 801;
    // A long game, so that it cannot end before the restart below.
    open_and_start(&mut h, &[me], 2, 400, 1).await;
    let mut people = vec![Person::new(me)];

    // Play a little.
    for _ in 0..12 {
        step(&mut h, &mut people[0]).await;
    }

    // A foreign button, a button of another channel, an unknown one.
    for (id, want) in [
        ("not-ours", "doesn't belong"),
        ("jg1.hand.5", "another channel"),
        ("jg1.zzz.5", "damaged or unknown"),
    ] {
        let a = h.click(me, id).await;
        assert_ephemeral(&a);
        assert!(a.content.contains(want), "{id}: {}", a.content);
    }

    // A stale click: a button of an earlier turn.
    let a = h.click(me, &format!("jg1.draw.{CHANNEL_ID}.0")).await;
    assert!(a.content.contains("earlier turn"), "{}", a.content);
    people[0].see(&a);

    // Wait until it is my turn, then click draw twice with the same
    // interaction (a duplicate delivery): applied once.
    let draw = wait_my_turn(&mut h, &mut people[0]).await;
    // Its first callback fails with a 500: the bot tries again within the
    // 3 s and the view gets through; the move is applied once.
    let iid = h.fake.next_id();
    let token = format!("tok-{iid}");
    let interaction = payloads::button_click(iid, &token, me, &draw);
    h.fake.fail_next(&format!("/interactions/{iid}/"), 500, 1);
    let a = h.send(interaction.clone(), me).await;
    assert_eq!(a.failed.len(), 1);
    assert_eq!(a.failed[0].status, 500);
    assert_eq!(a.callback.body["type"], 7);
    assert!(!a.content.contains("⚠️"), "{}", a.content);
    people[0].moves.insert(format!("dup-{iid}"));
    people[0].see(&a);
    // Delivered again (a gateway replay): not applied twice, and Discord
    // refuses the second answer.
    let again = h.redeliver(interaction).await;
    assert_eq!(again.status, 400, "{again:?}");

    // Now the discard (a select), whose first callback is answered 429:
    // tried again, applied once.
    let (select, value) = people[0]
        .components
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| {
            c["custom_id"]
                .as_str()
                .is_some_and(|id| id.starts_with("jg1.discsel."))
                && c["disabled"].as_bool() != Some(true)
        })
        .map(|c| {
            (
                c["custom_id"].as_str().unwrap().to_string(),
                c["options"][0]["value"].as_str().map(str::to_string),
            )
        })
        .expect("a discard select after the draw");
    let iid = h.fake.next_id();
    let interaction = payloads::select_click(
        iid,
        &format!("tok-{iid}"),
        me,
        &select,
        &[value.as_deref().unwrap()],
    );
    h.fake.fail_next(&format!("/interactions/{iid}/"), 429, 1);
    let a = h.send(interaction.clone(), me).await;
    assert_eq!(a.failed.len(), 1);
    assert_eq!(a.failed[0].status, 429);
    assert_eq!(a.callback.body["type"], 7);
    assert!(!a.content.contains("⚠️"), "{}", a.content);
    people[0].moves.insert(format!("dup-{iid}"));
    people[0].see(&a);
    let again = h.redeliver(interaction).await;
    assert_eq!(again.status, 400, "{again:?}");

    // A move whose answer cannot be delivered within the 3 s: the move is
    // kept, and the next look at the hand says so.
    let draw = wait_my_turn(&mut h, &mut people[0]).await;
    let iid = h.fake.next_id();
    h.fake
        .fail_next(&format!("/interactions/{iid}/"), 500, 1000);
    let click = payloads::button_click(iid, &format!("tok-{iid}"), me, &draw);
    let tries = h.unanswered(click, me).await;
    assert!(tries >= 3, "tried {tries} times");
    people[0].moves.insert(format!("lost-{iid}"));
    let a = h.click(me, &format!("jg1.view.{CHANNEL_ID}")).await;
    assert!(
        a.content.contains("Your last move was kept"),
        "{}",
        a.content
    );
    people[0].see(&a);
    let a = h.click(me, &format!("jg1.view.{CHANNEL_ID}")).await;
    assert!(!a.content.contains("was kept"), "said once: {}", a.content);
    people[0].see(&a);

    // Channel posts answered 429 then 500: the board tries again.
    h.fake
        .fail_next(&format!("/channels/{CHANNEL_ID}/messages"), 429, 1);
    h.fake
        .fail_next(&format!("/channels/{CHANNEL_ID}/messages"), 500, 1);
    for _ in 0..6 {
        step(&mut h, &mut people[0]).await;
    }

    // The websocket drops mid-game: the bot reconnects and plays on.
    let before = h.fake.connection_count();
    h.fake.drop_websocket();
    h.fake
        .wait_gateway("a reconnection", Duration::from_secs(30), |f| {
            f.connection_count() > before
        })
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    for _ in 0..6 {
        step(&mut h, &mut people[0]).await;
    }

    // Restart mid-game, on my turn: the same database, and the draw button
    // of the view shown before the restart still works.
    let draw = wait_my_turn(&mut h, &mut people[0]).await;
    bot.shutdown().await;
    // The table message being edited before the restart.
    let table_msgs = format!("/api/v10/channels/{CHANNEL_ID}/messages/");
    let before_restart = h.fake.request_count();
    let table_msg = h
        .fake
        .requests()
        .iter()
        .rev()
        .find(|r| r.method == "PATCH" && r.path.starts_with(&table_msgs))
        .map(|r| r.path.clone())
        .expect("the table message was edited before the restart");
    let bot = start_bot(&h.fake, &db).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    let a = h.click(me, &draw).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.callback.body);
    assert!(a.content.contains("**Your hand**"), "{}", a.content);
    assert!(!a.content.contains("⚠️"), "{}", a.content);
    people[0].moves.insert(a.callback.path.clone());
    people[0].see(&a);
    // After the restart the bot edits the same table message (its id is
    // in the store) rather than posting a new one.
    let first = h
        .fake
        .wait_for(
            "the table message after the restart",
            before_restart,
            Duration::from_secs(10),
            |r| {
                (r.method == "PATCH" && r.path.starts_with(&table_msgs))
                    || (r.method == "POST"
                        && r.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
                        && r.body["components"]
                            .as_array()
                            .is_some_and(|c| !c.is_empty()))
            },
        )
        .await
        .unwrap();
    assert_eq!(first.method, "PATCH", "a new table message was posted");
    assert_eq!(first.path, table_msg, "another message was edited");

    play_until_over(&mut h, &mut people, Duration::ZERO).await;
    report_latency("one person, two computers", &h);
    // The table message after the game offers a rematch.
    wait_channel_saw(&h.fake, "Leaderboard", Duration::from_secs(20)).await;
    // With this game's rating change for the person; the two computers
    // are one level that played itself (issue 38, item 2): not rated.
    assert!(channel_saw(&h.fake, &format!("Rating: <@{me}> 25.0 → ")));
    assert!(!channel_saw(&h.fake, "Rating: 🤖 Computer"));
    bot.shutdown().await;
    check_hidden(&h.fake, &people);
    check_pictures(&h, true);
    check_schema(&h.fake);
    check_store(&db, &people);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opener_abandons_a_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("game.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    // Without a table: a clear answer.
    let a = h.slash(901, "abandon", vec![]).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("no game running"), "{}", a.content);
    open_and_start(&mut h, &[901], 2, 100, 1).await;
    // Someone else may not start a second table here.
    let a = h.slash(902, "new", vec![]).await;
    assert!(a.content.contains("already open"), "{}", a.content);
    let a = h.slash(901, "abandon", vec![]).await;
    assert_ephemeral(&a);
    wait_channel_saw(&h.fake, "abandoned", Duration::from_secs(5)).await;
    // Its buttons now get a clear answer.
    let a = h.click(901, &format!("jg1.draw.{CHANNEL_ID}.3")).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("no game running"), "{}", a.content);
    bot.shutdown().await;
    check_schema(&h.fake);
    let store = Store::open(&db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].result.is_none(), "abandoned games have no result");
}

/// The bot as a child process (`jersey-gin run`, what users run), so that
/// it can be killed with SIGKILL. Its output goes to `bot.log` beside the
/// database.
struct ChildBot {
    child: std::process::Child,
}

/// How a child bot is started beyond its database file.
#[derive(Default)]
struct ChildSetup<'a> {
    /// More environment variables (settings such as the store's URL).
    env: Vec<(&'a str, String)>,
    /// The largest file the child may write (RLIMIT_FSIZE): a full disk,
    /// as far as its database file is concerned.
    file_limit: Option<u64>,
}

impl ChildBot {
    async fn start(fake: &FakeDiscord, db: &std::path::Path) -> ChildBot {
        ChildBot::start_with(fake, db, ChildSetup::default()).await
    }

    async fn start_with(
        fake: &FakeDiscord,
        db: &std::path::Path,
        setup: ChildSetup<'_>,
    ) -> ChildBot {
        use std::process::{Command, Stdio};
        let dir = db.parent().unwrap();
        let config = dir.join("config.toml");
        std::fs::write(
            &config,
            format!("[discord]\ndev_guild = {GUILD_ID}\nconnect_retries = 0\n"),
        )
        .unwrap();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(dir.join("bot.log"))
            .unwrap();
        let from = fake.request_count();
        let mut command = Command::new(env!("CARGO_BIN_EXE_jersey-gin"));
        command
            .args(["run", "--config"])
            .arg(&config)
            .arg("--db")
            .arg(db)
            .current_dir(dir)
            .env_clear()
            .env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_BASE", fake.base_url())
            .env("RUST_LOG", "info")
            .envs(setup.env.iter().map(|(k, v)| (k, v)))
            .stdout(Stdio::from(log.try_clone().unwrap()))
            .stderr(Stdio::from(log));
        if let Some(limit) = setup.file_limit {
            use std::os::unix::process::CommandExt;
            // SAFETY: between fork and exec, only async-signal-safe calls.
            unsafe {
                command.pre_exec(move || {
                    let l = libc::rlimit {
                        rlim_cur: limit,
                        rlim_max: limit,
                    };
                    // A write past the limit fails with EFBIG instead of
                    // the signal that would end the process.
                    libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
                    if libc::setrlimit(libc::RLIMIT_FSIZE, &l) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                    Ok(())
                });
            }
        }
        let child = command.spawn().unwrap();
        let registered = fake
            .wait_for("registration by the child", from, START_TIMEOUT, |r| {
                r.method == "PUT" && r.path.ends_with("/commands")
            })
            .await;
        if let Err(e) = registered {
            panic_with_log(dir, &e);
        }
        ChildBot { child }
    }

    /// SIGKILL: nothing is flushed, nothing is closed.
    fn kill(mut self) {
        self.child.kill().unwrap(); // SIGKILL on unix
        self.child.wait().unwrap();
    }

    /// SIGTERM, and a clean stop within 20 s.
    async fn stop(mut self) {
        let pid = self.child.id().to_string();
        let sent = std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap();
        assert!(sent.success());
        let status = tokio::time::timeout(
            Duration::from_secs(20),
            tokio::task::spawn_blocking(move || self.child.wait()),
        )
        .await
        .expect("the bot stops within 20 s of SIGTERM")
        .unwrap()
        .unwrap();
        assert!(status.success(), "the bot stopped with {status:?}");
    }
}

/// Steps the person for `how_long`, pausing `think` between steps.
async fn play_for(h: &mut Harness, p: &mut Person, how_long: Duration, think: Duration) {
    let until = Instant::now() + how_long;
    while Instant::now() < until && !p.game_over() {
        step(h, p).await;
        tokio::time::sleep(think).await;
    }
}

/// Waits until the bot has not tried to post in the channel for `quiet`
/// (at most `within`).
async fn wait_posts_settle(fake: &FakeDiscord, quiet: Duration, within: Duration) {
    let deadline = Instant::now() + within;
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    loop {
        let last = fake
            .requests()
            .iter()
            .rev()
            .find(|r| is_post_or_edit(r, &path))
            .map(|r| r.at);
        if last.is_none_or(|t| t.elapsed() >= quiet) {
            return;
        }
        assert!(Instant::now() < deadline, "the bot kept posting");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A post in the channel, or an edit of one of its messages (the live
/// message carries the story, issue 39).
fn is_post_or_edit(r: &crate::support::fake_discord::Recorded, path: &str) -> bool {
    (r.method == "POST" && r.path == path) || (r.method == "PATCH" && r.path.starts_with(path))
}

/// Waits until the channel's last post or edit went through and nothing
/// was posted or edited for `quiet`: nothing is left to tell or to look
/// for.
pub(crate) async fn wait_posts_through(fake: &FakeDiscord, quiet: Duration, within: Duration) {
    let deadline = Instant::now() + within;
    let path = format!("/api/v10/channels/{CHANNEL_ID}/messages");
    loop {
        let last = fake
            .requests()
            .into_iter()
            .rev()
            .find(|r| is_post_or_edit(r, &path));
        if last.is_none_or(|r| r.status < 300 && r.at.elapsed() >= quiet) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the bot's posts never went through"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// The issue's fault game: for a whole minute a third of the channel
/// posts (and a fifth of the edits) fail with a 500 or a 429, some of
/// them after Discord did the post; the bot is killed with SIGKILL twice
/// between a commit and its post (once before Discord got the post, once
/// after Discord made it but before the bot heard). In the end the channel
/// shows the stored event sequence exactly: same order, every line once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_story_survives_a_minute_of_failures_and_two_kills() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("story.redb");
    let mut bot = ChildBot::start(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 851;
    open_and_start(&mut h, &[me], 2, 2000, 250).await;
    let mut people = [Person::new(me)];
    let posts = format!("/channels/{CHANNEL_ID}/messages");
    let chaos_until = Instant::now() + Duration::from_secs(60);
    h.fake
        .fail_randomly("POST", &posts, 333, chaos_until, 0x5EED);
    h.fake
        .fail_randomly("PATCH", &posts, 200, chaos_until, 0xFACE);
    let think = Duration::from_millis(150);
    let mut restarts: Vec<Instant> = Vec::new();
    play_for(&mut h, &mut people[0], Duration::from_secs(15), think).await;

    // Kill 1: a move is committed and answered; every post and every edit
    // of the live message (the table message, where the story is told,
    // issue 39) fails before Discord makes it; the bot is killed while it
    // tries again. (Only posts and edits fail: reading the channel, to
    // learn whether a post that failed in the minute of chaos was made,
    // works.)
    let tried = |fake: &FakeDiscord, since: Instant| {
        fake.requests().iter().any(|r| {
            r.at >= since
                && matches!(r.method.as_str(), "POST" | "PATCH")
                && r.path.contains(&posts)
                && r.status == 500
        })
    };
    // Every state any message of the channel showed (posts and edits).
    let states = |fake: &FakeDiscord| -> usize {
        fake.posted(CHANNEL_ID).iter().map(|p| p.states.len()).sum()
    };
    let draw = wait_my_turn(&mut h, &mut people[0]).await;
    h.fake.fail_next_on("POST", &posts, 500, 1_000_000);
    h.fake.fail_next_on("PATCH", &posts, 500, 1_000_000);
    let shown_before = states(&h.fake);
    let since = Instant::now();
    let a = h.click(me, &draw).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.content);
    people[0].see(&a);
    // A guard, not a speed target: on two busy cores (CI runs the whole
    // suite at once) the board's next flush has taken over 10 s.
    let deadline = Instant::now() + Duration::from_secs(60);
    while !tried(&h.fake, since) {
        if Instant::now() >= deadline {
            panic_with_log(dir.path(), "the bot never tried to post or edit");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(states(&h.fake), shown_before, "nothing got through");
    bot.kill();
    h.fake.clear_faults();
    restarts.push(Instant::now());
    bot = ChildBot::start(&h.fake, &db).await;
    play_for(&mut h, &mut people[0], Duration::from_secs(10), think).await;

    // Kill 2: Discord makes the posts and edits but the bot hears a 500
    // each time it tries, and cannot read the channel to find them;
    // killed, it tells the same lines again after the restart: shown once.
    let draw = wait_my_turn(&mut h, &mut people[0]).await;
    // From a channel told up to date: a post that failed in the chaos
    // just before would have the bot reading the channel, which now fails.
    wait_posts_through(&h.fake, Duration::from_secs(6), Duration::from_secs(60)).await;
    h.fake.fail_after_next_on("POST", &posts, 500, 1_000_000);
    h.fake.fail_after_next_on("PATCH", &posts, 500, 1_000_000);
    h.fake.fail_next_on("GET", &posts, 500, 1_000_000);
    let shown_before = states(&h.fake);
    let since = Instant::now();
    let a = h.click(me, &draw).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.content);
    people[0].see(&a);
    let deadline = Instant::now() + Duration::from_secs(60);
    while !(tried(&h.fake, since) && states(&h.fake) > shown_before) {
        if Instant::now() >= deadline {
            panic_with_log(dir.path(), "the edit was never made");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    bot.kill();
    h.fake.clear_faults();
    restarts.push(Instant::now());
    bot = ChildBot::start(&h.fake, &db).await;

    // Play on until the minute of failures is over, then let the bot
    // finish posting and stop it.
    let left = chaos_until.saturating_duration_since(Instant::now()) + Duration::from_secs(2);
    play_for(&mut h, &mut people[0], left, think).await;
    wait_posts_settle(&h.fake, Duration::from_secs(4), Duration::from_secs(60)).await;
    bot.stop().await;

    let store = Store::open(&db).unwrap();
    let expected = story::expected_lines(&store, CHANNEL_ID, &story::groups(&h.fake, CHANNEL_ID));
    let posted = story::posted_lines(&h.fake, CHANNEL_ID);
    if let Err(e) = story::check(&expected, &posted) {
        let log = std::fs::read_to_string(dir.path().join("bot.log")).unwrap_or_default();
        let tail: Vec<&str> = log.lines().rev().take(40).collect();
        panic!(
            "{e}\nthe bot's log ends with:\n{}",
            tail.into_iter().rev().collect::<Vec<_>>().join("\n")
        );
    }
    let requests = h.fake.requests();
    let failed = requests
        .iter()
        .filter(|r| r.path.ends_with(&posts) && (r.status >= 500 || r.status == 429))
        .count();
    let attempts: Vec<Instant> = requests
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&posts))
        .map(|r| r.at)
        .collect();
    // Per run of the bot: a restarted bot does not know what the killed
    // one sent in the last 5 s (Discord answers 429 then; handled).
    let worst = {
        let mut runs: Vec<Vec<Instant>> = vec![Vec::new(); restarts.len() + 1];
        for &t in &attempts {
            let run = restarts.iter().filter(|&&r| t >= r).count();
            runs[run].push(t);
        }
        runs.iter().map(|r| story::most_in_5s(r)).max().unwrap_or(0)
    };
    println!(
        "story: {} lines in {} posts, each once and in order; {} post requests ({} failed), at most {worst} in any 5 s; {} interactions",
        expected.len(),
        story::story_posts(&h.fake, CHANNEL_ID).len(),
        attempts.len(),
        failed,
        h.latencies.len()
    );
    assert!(worst <= 5, "{worst} post requests within 5 s");
    report_latency("the story under failures", &h);
}

/// Options a client should not let through, forged or from an outdated
/// command list: each gets a clear private answer at once, and nothing
/// changes (no table is opened).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_option_gets_a_private_answer() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("options.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let o = payloads::option;
    let cases: Vec<(&str, Vec<Value>, &str)> = vec![
        ("new", vec![o("level", 4, json!(7))], "not in its list"),
        ("new", vec![o("level", 3, json!("expert"))], "wrong type"),
        ("new", vec![o("target", 4, json!(-5))], "out of its range"),
        ("new", vec![o("target", 3, json!("many"))], "wrong type"),
        (
            "new",
            vec![o("target", 4, json!(0))],
            "`target` must be from 1 to 10000",
        ),
        (
            "new",
            vec![o("target", 4, json!(10001))],
            "`target` must be from 1 to 10000",
        ),
        (
            "new",
            vec![o("computers", 4, json!(5))],
            "`computers` must be from 0 to 3",
        ),
        (
            "new",
            vec![o("turn_seconds", 4, json!(1))],
            "`turn_seconds` must be from 5 to 3600",
        ),
        (
            "new",
            vec![o("pace_ms", 4, json!(99999))],
            "`pace_ms` must be from 0 to 10000",
        ),
        ("add", vec![o("level", 4, json!(3))], "not in its list"),
        (
            "stats",
            vec![o("user", 6, json!("123456789012345678"))],
            "wrong type",
        ),
        ("nonsense", vec![], "do not know that command"),
    ];
    for (sub, options, want) in cases {
        eprintln!("/gin {sub} {options:?}");
        let a = h.slash(950, sub, options.clone()).await;
        assert_ephemeral(&a);
        assert!(
            a.content.contains(want),
            "/gin {sub} {options:?}: {}",
            a.content
        );
        assert!(!a.content.contains("Table open"), "{}", a.content);
    }
    // Nothing was opened.
    let a = h.slash(950, "table", vec![]).await;
    assert!(a.content.contains("no table"), "{}", a.content);
    bot.shutdown().await;
    check_schema(&h.fake);
}

/// A channel the bot can no longer post in (403) closes its table: the
/// game is abandoned, unrated, and its buttons say so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_that_is_gone_closes_its_table() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("gone.redb");
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 961;
    open_and_start(&mut h, &[me], 2, 100, 1).await;
    let mut p = Person::new(me);
    let draw = wait_my_turn(&mut h, &mut p).await;
    h.fake.make_channel_gone(CHANNEL_ID, 403);
    let a = h.click(me, &draw).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.content);
    // The board's next post is refused: the table closes.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let a = h.click(me, &format!("jg1.view.{CHANNEL_ID}")).await;
        if a.content.contains("no game running") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the table stayed open: {}",
            a.content
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bot.shutdown().await;
    let store = Store::open(&db).unwrap();
    assert!(
        store
            .load_tables(jersey_gin::table::stored::table_of)
            .unwrap()
            .is_empty(),
        "no table is left"
    );
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].result.is_none(), "abandoned, not rated");
    // Nothing is left to post: the story ends where the channel went.
    assert!(store.outbox_backlog().unwrap().is_empty());
}

/// Every game of the family plays to its end through the fake Discord: the
/// lobby says which game and how many seats, the people play only with the
/// controls their private view offers (upcard passes, doubles, Colonel's
/// melds and lay-offs and challenges included), and the checks of the
/// Jersey Gin games hold: schema-valid bodies, hands only to their owner,
/// no hidden card in public, every acknowledged move in the stored replay.
///
/// One test per game, so that the games run side by side.
fn family_cases() -> Vec<(&'static str, Vec<Value>, Vec<u64>, u32)> {
    // (name, /gin new options, people, computers)
    let o = payloads::option;
    vec![
        (
            "gin",
            vec![o("game", 4, json!(1)), o("target", 4, json!(10))],
            vec![1201, 1202],
            0,
        ),
        (
            "oklahoma with doubling",
            // A target no first hand can reach: a resignation scores at
            // most (98 + 25) × 2 with a spade upcard, and at 100 a random
            // deal sometimes ended the game before the redouble the story
            // needs (CI, thirteenth stop: 102 points on the first hand).
            vec![
                o("oklahoma", 5, json!(true)),
                o("doubling", 5, json!(true)),
                o("target", 4, json!(300)),
            ],
            vec![1211, 1212],
            0,
        ),
        (
            "hollywood",
            vec![o("hollywood", 5, json!(true)), o("target", 4, json!(30))],
            vec![1221],
            1,
        ),
        (
            "eleven cards around the corner",
            vec![
                o("eleven_cards", 5, json!(true)),
                o("around_the_corner", 5, json!(true)),
                o("target", 4, json!(40)),
            ],
            vec![1231],
            1,
        ),
        (
            "gin only",
            vec![o("gin_only", 5, json!(true)), o("target", 4, json!(30))],
            vec![1241],
            1,
        ),
        (
            "three players",
            vec![
                o("three_players", 5, json!(true)),
                o("target", 4, json!(40)),
            ],
            vec![1251],
            2,
        ),
        (
            "partnership",
            vec![o("partnership", 5, json!(true)), o("target", 4, json!(40))],
            vec![1261],
            3,
        ),
        ("colonel", vec![o("game", 4, json!(2))], vec![1271, 1272], 0),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_gin() {
    family_game("gin").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_oklahoma_with_doubling() {
    family_game("oklahoma with doubling").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_hollywood() {
    family_game("hollywood").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_eleven_cards_around_the_corner() {
    family_game("eleven cards around the corner").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_gin_only() {
    family_game("gin only").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_three_players() {
    family_game("three players").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_partnership() {
    family_game("partnership").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_family_plays_colonel() {
    family_game("colonel").await;
}

/// One game of [`family_cases`], played to its end through the fake
/// Discord with a restart after six moves.
async fn family_game(wanted: &str) {
    let o = payloads::option;
    let (name, options, ids, computers) = family_cases()
        .into_iter()
        .find(|c| c.0 == wanted)
        .expect("a game of the family");
    // Scripted choices, so that the rarer moves happen: in the doubling
    // game one person offers a double whenever they may and accepts; the
    // other redoubles the first double and resigns later ones (an accepted
    // redouble, then resignations). In Colonel both challenge when they
    // may, and the one challenged accepts.
    let prefer = |name: &str, i: usize| -> Vec<&'static str> {
        match (name, i) {
            ("oklahoma with doubling", 0) => vec!["jg1.dbl.", "jg1.dblok."],
            ("oklahoma with doubling", _) => vec!["jg1.resign."],
            ("colonel", _) => vec!["jg1.chal.", "jg1.chalok."],
            ("gin", _) => vec!["jg1.pass."],
            _ => vec![],
        }
    };
    {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("family.redb");
        let bot = start_bot(&fake, &db).await;
        let mut h = Harness::new(fake);
        let from = h.fake.request_count();
        let mut all = options.clone();
        all.push(o("computers", 4, json!(computers)));
        all.push(o("pace_ms", 4, json!(1)));
        let a = h.slash(ids[0], "new", all).await;
        assert_ephemeral(&a);
        assert!(a.content.contains("Table open"), "{name}: {}", a.content);
        let buttons = h.table_buttons(from).await;
        let lobby = public_contents(&h.fake)
            .into_iter()
            .map(|(_, c)| c)
            .find(|c| c.contains("**Lobby**"))
            .expect("a lobby message");
        let seats = ids.len() as u32 + computers;
        // The opener and the computers are seated first: others are asked
        // to join while seats are left, else only to start.
        let asks = if 1 + computers < seats {
            "seats. Join"
        } else {
            "seats. Every seat is taken: Start."
        };
        assert!(
            lobby.contains(asks) && lobby.contains(&format!("/{seats} seats")),
            "{name}: {lobby}"
        );
        let join = buttons.iter().find(|b| b.starts_with("jg1.join.")).unwrap();
        for &p in &ids[1..] {
            let a = h.click(p, join).await;
            assert!(a.content.contains("took a seat"), "{name}: {}", a.content);
        }
        let start = buttons
            .iter()
            .find(|b| b.starts_with("jg1.start."))
            .unwrap();
        let a = h.click(ids[0], start).await;
        assert!(a.content.contains("starts"), "{name}: {}", a.content);
        let mut people: Vec<Person> = ids.iter().map(|&i| Person::new(i)).collect();
        for (i, p) in people.iter_mut().enumerate() {
            p.prefer = prefer(name, i);
        }
        let started = Instant::now();
        // Part of the game, a restart, then the rest: the table comes back
        // from its replay and the views shown before still work.
        let deadline = Instant::now() + GAME_TIMEOUT;
        while people.iter().map(|p| p.moves.len()).sum::<usize>() < 6
            && !people.iter().all(|p| p.game_over())
        {
            assert!(
                Instant::now() < deadline,
                "{name}: no moves; the views:\n{}",
                views(&people)
            );
            for p in people.iter_mut() {
                step(&mut h, p).await;
            }
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        bot.shutdown().await;
        let bot = start_bot(&h.fake, &db).await;
        if name == "oklahoma with doubling" {
            // After the first resignation, the one offered a double
            // redoubles (and the other accepts).
            let deadline = Instant::now() + GAME_TIMEOUT;
            while !channel_saw(&h.fake, "resigns") && !people.iter().all(|p| p.game_over()) {
                assert!(Instant::now() < deadline, "no resignation");
                for p in people.iter_mut() {
                    step(&mut h, p).await;
                }
                tokio::time::sleep(Duration::from_millis(2)).await;
            }
            people[1].prefer = vec!["jg1.redbl."];
        }
        play_until_over(&mut h, &mut people, Duration::from_millis(2)).await;
        println!("{name}: the game took {:?}", started.elapsed());
        let wanted: &[&str] = match name {
            "oklahoma with doubling" => &[
                "offers a double",
                "resigns",
                "redoubles",
                "is now worth 4 times",
            ],
            // A challenge and its answer may read as one line ("… challenges;
            // … accepts.").
            "colonel" => &["challenges", "accepts"],
            "gin" => &["passes the upcard"],
            _ => &[],
        };
        for w in wanted {
            wait_channel_saw(&h.fake, w, Duration::from_secs(10)).await;
        }
        wait_channel_saw(&h.fake, "Leaderboard", Duration::from_secs(20)).await;
        assert!(channel_saw(&h.fake, "Hand over"), "{name}");
        assert!(
            channel_saw(&h.fake, "Game over")
                || channel_saw(&h.fake, "Match over")
                || channel_saw(&h.fake, "Set over")
                || channel_saw(&h.fake, "wins"),
            "{name}"
        );
        let a = h.slash(ids[0], "leaderboard", vec![]).await;
        assert!(a.content.contains("Leaderboard:"), "{name}: {}", a.content);
        let a = h.slash(ids[0], "history", vec![]).await;
        assert!(a.content.contains("Latest games"), "{name}: {}", a.content);
        bot.shutdown().await;
        // A partnership deals two decks: a card of one person's deck may be
        // public at the other table, so the card-by-name check is for the
        // games with one deck.
        if name != "partnership" {
            check_hidden(&h.fake, &people);
        }
        check_hands_private(&h, &people);
        // Every hand view carries its hand picture (words and picture
        // agree), privately; a hand's end that lays the hands out carries
        // the table picture, in every game: each of Colonel's (a drawn
        // two-handed hand shows no hands, and no picture; a resigned one
        // does, V5.4).
        let (hands, tables) = check_pictures(&h, name == "colonel");
        // Among three, a person may sit out every hand of a short game (a
        // first hand between the computers can reach the target): no hand
        // of theirs, no picture of it.
        let held = people
            .iter()
            .any(|p| p.hands.iter().any(|(_, _, cards)| !cards.is_empty()));
        assert!(hands > 0 || !held, "{name}: no hand picture");
        assert!(tables > 0, "{name}: no table picture");
        check_picture_names(&h.fake, name);
        check_schema(&h.fake);
        check_store(&db, &people);
        check_names_and_ratings(&h.fake, &db, name);
    }
}

/// Issue 38, item 5: every table picture names the players as the text
/// does (a person by the display name their interactions carry, a
/// computer seat by its name at the table), each with the number the
/// seats line gives the seat, or in a partnership the side the picture's
/// sides line puts them on; a partnership's picture says which table. A
/// doubled or spade hand's picture says how its points add up, and one
/// resigned to a double has a picture (V5.4).
fn check_picture_names(fake: &FakeDiscord, name: &str) {
    let posts = fake.posted(CHANNEL_ID);
    // The story as the live message told it (issue 39).
    let story = story::live_lines(fake, CHANNEL_ID);
    let seats_line = story
        .iter()
        .find_map(|l| {
            l.split_once("Seats in order: ")
                .map(|x| x.1.trim_end_matches('.'))
        })
        .unwrap_or_else(|| panic!("{name}: no seats line"));
    // As a picture names each seat.
    let named: Vec<String> = seats_line
        .split(", ")
        .map(|seat| match seat.strip_prefix("<@") {
            Some(id) => payloads::display_name(id.trim_end_matches('>').parse().unwrap()),
            None => seat.trim_start_matches("🤖 ").to_string(),
        })
        .collect();
    let partnership = name == "partnership";
    let (mut pictures, mut resigned, mut sums) = (0, 0, 0);
    for alt in posts
        .iter()
        .flat_map(|p| p.files.iter())
        .filter(|f| f.filename == "table.png")
        .map(|f| f.description.clone().unwrap_or_default())
    {
        pictures += 1;
        let mut shown = 0;
        for k in 1..=named.len() {
            let numbered = if partnership { "Side" } else { "Seat" };
            let Some((_, rest)) = alt.split_once(&format!(". {numbered} {k}, ")) else {
                continue;
            };
            shown += 1;
            if partnership {
                // The side's number, and the player on that side.
                let sides = alt
                    .split(". ")
                    .find(|s| s.starts_with("Side 1: "))
                    .unwrap_or("");
                let side = sides
                    .split(" · ")
                    .find_map(|s| s.strip_prefix(&format!("Side {k}: ")))
                    .unwrap_or_else(|| panic!("no side {k} in {alt}"));
                let who = named
                    .iter()
                    .find(|n| rest.starts_with(n.as_str()))
                    .unwrap_or_else(|| panic!("an unknown player in {alt}"));
                assert!(
                    side.split(" & ").any(|p| p == who),
                    "{who} not on side {k}: {alt}"
                );
                assert!(alt.contains(" (table "), "which table: {alt}");
            } else {
                assert!(
                    rest.starts_with(&named[k - 1]),
                    "{name}: seat {k} is {} in the seats line: {alt}",
                    named[k - 1]
                );
            }
        }
        assert!(shown >= 2, "{name}: the players of {alt}");
        resigned += usize::from(alt.contains(" resigns: "));
        sums += usize::from(alt.contains(" for the stake") || alt.contains(" for a spade upcard"));
    }
    assert!(pictures > 0, "{name}");
    if name == "oklahoma with doubling" {
        assert!(resigned > 0, "a resigned hand's picture");
        assert!(sums > 0, "a doubled hand's sum in its picture");
    }
}

/// Issue 38, items 1 and 2, against the stored game: every seat has its
/// own name (two computers of one level too) in the seats line, the deal
/// lines and the table message; one rating line per rated player, as
/// stored, and no rating for a computer level that sat on both sides;
/// Hollywood's set line and the table message tell the games won and the
/// set margin the replay gives (V2.6).
fn check_names_and_ratings(fake: &FakeDiscord, db: &std::path::Path, name: &str) {
    use jersey_gin::engine::{Event, GinGameResult};
    let posts = fake.posted(CHANNEL_ID);
    // The story as the live message told it, each line once (issue 39: a
    // hand's and a game's result are posted too).
    let story = story::live_lines(fake, CHANNEL_ID);
    let lines: Vec<&str> = story.iter().map(String::as_str).collect();
    let seats_line = lines
        .iter()
        .find_map(|l| l.split_once("Seats in order: ").map(|x| x.1))
        .unwrap_or_else(|| panic!("{name}: no seats line"));
    let names: Vec<&str> = seats_line.trim_end_matches('.').split(", ").collect();
    let unique: HashSet<&str> = names.iter().copied().collect();
    assert_eq!(unique.len(), names.len(), "{name}: names unique: {names:?}");
    let table_message = posts
        .iter()
        .rev()
        .find(|p| p.components)
        .expect("a table message");
    for n in &names {
        assert!(
            table_message.content.contains(n),
            "{name}: {n} in the table message:\n{}",
            table_message.content
        );
        let deals = lines
            .iter()
            .any(|l| l.starts_with("Hand ") && l.contains(n));
        assert!(deals, "{name}: {n} in a deal line");
    }
    let store = Store::open(db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 1).unwrap();
    let g = &games[0];
    let standings = g.standings().expect("finished");
    // Ratings: once per player in the channel and in the store; a level
    // on two sides (it played itself) is not rated.
    let rated: Vec<String> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("Rating: "))
        .map(|l| {
            l.split_once(" → ")
                .unwrap()
                .0
                .rsplit_once(' ')
                .unwrap()
                .0
                .to_string()
        })
        .collect();
    let once: HashSet<&String> = rated.iter().collect();
    assert_eq!(
        once.len(),
        rated.len(),
        "{name}: one rating line each: {rated:?}"
    );
    assert_eq!(rated.len(), g.ratings.len(), "{name}: the stored changes");
    for (seat, p) in g.players.iter().enumerate() {
        let sides: HashSet<usize> = g
            .players
            .iter()
            .enumerate()
            .filter(|(_, q)| *q == p)
            .filter_map(|(s, _)| standings.competitors.iter().position(|c| c.contains(&s)))
            .collect();
        let changes = g.ratings.iter().filter(|r| r.player == *p).count();
        let want = usize::from(sides.len() == 1);
        assert_eq!(
            changes, want,
            "{name}: seat {seat}'s player over sides {sides:?}"
        );
    }
    if name != "hollywood" {
        return;
    }
    let mut result: Option<GinGameResult> = None;
    g.replay()
        .run(|_, e| {
            if let Event::GinGameEnded { result: r } = e {
                result = Some(r.clone());
            }
        })
        .unwrap();
    let r = result.expect("the set's end");
    let won = |c: usize| r.games.iter().filter(|f| f.winner == Some(c)).count();
    let end = lines
        .iter()
        .find(|l| l.contains(" the set") || l.contains("The set is tied"))
        .unwrap_or_else(|| panic!("no set line"));
    let over = table_message
        .content
        .lines()
        .find(|l| l.contains("**Set over**"))
        .unwrap_or_else(|| panic!("no set over in {}", table_message.content));
    let who = |c: usize| names[standings.competitors[c][0]];
    match r.winner {
        Some(w) => {
            let games = format!("{}–{}", won(w), won(1 - w));
            assert!(end.contains(&format!("{} wins the set", who(w))), "{end}");
            assert!(
                end.contains(&games) && over.contains(&games),
                "{end}\n{over}"
            );
            let points =
                |c: usize| -> i64 { r.games.iter().map(|f| f.lines[c].total as i64).sum() };
            match r.margin {
                Some(m) => {
                    assert_eq!(m as i64, points(w) - points(1 - w), "V2.6");
                    assert!(over.contains(&format!(" by {m}.")), "{over}");
                }
                None => assert!(!over.contains(" by "), "{over}"),
            }
        }
        None => assert!(
            end.contains("The set is tied") && over.contains("a tie"),
            "{end}"
        ),
    }
    println!("hollywood: {end}\n{over}");
}

/// Whether an answer is the "could not be saved, try again" of a failure
/// on our side (`components::failed`).
fn failed_on_our_side(a: &Answer) -> bool {
    a.content.contains("could not be saved")
}

/// The bot's log lines so far.
/// Fails the test with the end of the child bot's log (`bot.log` in `dir`).
fn panic_with_log(dir: &std::path::Path, what: &str) -> ! {
    let log = log_lines(dir);
    let tail = &log[log.len().saturating_sub(40)..];
    panic!("{what}\nthe bot's log ends with:\n{}", tail.join("\n"))
}

fn log_lines(dir: &std::path::Path) -> Vec<String> {
    std::fs::read_to_string(dir.join("bot.log"))
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Issue 36, item 1, end to end on PostgreSQL: the database stops on a
/// person's turn for longer than their clock. Their click is answered at
/// once that nothing changed; no safe move is made for them; once it is
/// back the channel says their clock starts again, and their move is
/// taken. Meanwhile the bot writes a handful of log lines, not a flood
/// (item 2); the channel shows its story once and in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_outage_on_a_persons_turn_leaves_them_their_turn() {
    let Some(server) = crate::support::pg::own_server("a_database_outage_on_a_persons_turn") else {
        return;
    };
    let url = server.create_database("discord").unwrap();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("unused.redb");
    let setup = ChildSetup {
        env: vec![("JERSEY_GIN_STORE__URL", url.clone())],
        ..ChildSetup::default()
    };
    let bot = ChildBot::start_with(&fake, &db, setup).await;
    let mut h = Harness::new(fake);
    let me = 861;
    let turn = payloads::option("turn_seconds", 4, json!(6));
    open_and_start_with(&mut h, &[me], 2, 2000, 100, vec![turn]).await;
    let mut person = Person::new(me);
    let draw = wait_my_turn(&mut h, &mut person).await;
    let before = log_lines(dir.path()).len();
    server.shut_down().unwrap();
    let a = h.click(me, &draw).await;
    assert!(failed_on_our_side(&a), "{}", a.content);
    // Past the 6 s clock.
    tokio::time::sleep(Duration::from_secs(8)).await;
    let during: Vec<String> = log_lines(dir.path()).split_off(before);
    server.start_again().unwrap();
    wait_channel_saw(&h.fake, "turn clock starts again", Duration::from_secs(20)).await;
    assert!(!channel_saw(&h.fake, "turn clock ran out"));
    let a = h.click(me, &draw).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.content);
    assert!(!failed_on_our_side(&a), "{}", a.content);
    wait_posts_settle(&h.fake, Duration::from_secs(3), Duration::from_secs(30)).await;
    bot.stop().await;
    assert!(
        during.len() <= 10,
        "{} log lines in 8 s of outage:\n{}",
        during.len(),
        during.join("\n")
    );
    assert_eq!(
        during
            .iter()
            .filter(|l| l.contains("the store refuses commands"))
            .count(),
        1,
        "{during:#?}"
    );
    let store = jersey_gin::store::postgres::PgStore::open(&url).unwrap();
    let expected = story::expected_lines(&store, CHANNEL_ID, &story::groups(&h.fake, CHANNEL_ID));
    story::check(&expected, &story::posted_lines(&h.fake, CHANNEL_ID)).unwrap();
    drop(store);
    server.stop();
}

/// Issue 36 on a redb file: the disk fills up mid-game (the bot may not
/// write its file past its size: RLIMIT_FSIZE). Every click gets a clear
/// answer within 3 s (a move "could not be saved"); every move that was
/// acknowledged is in the file, none that was refused; after a restart
/// with room, the game goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_mid_game_gives_clear_answers_and_loses_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("full.redb");
    let bot = ChildBot::start(&fake, &db).await;
    let mut h = Harness::new(fake);
    let me = 871;
    open_and_start(&mut h, &[me], 2, 2000, 100).await;
    bot.stop().await;
    let size = std::fs::metadata(&db).unwrap().len();
    // The limit is what opening the file needs and no more: redb may
    // give back free pages at a clean close and take them again at the
    // next open, so the size after the stop alone can be too little.
    let size = {
        let probe = dir.path().join("probe.redb");
        std::fs::copy(&db, &probe).unwrap();
        let store = Store::open(&probe).unwrap();
        let opened = std::fs::metadata(&probe).unwrap().len();
        drop(store);
        size.max(opened)
    };
    let setup = ChildSetup {
        file_limit: Some(size),
        ..ChildSetup::default()
    };
    let bot = ChildBot::start_with(&h.fake, &db, setup).await;
    let mut person = Person::new(me);
    let interaction = |a: &Answer| a.callback.path.split('/').nth(4).unwrap_or("").to_string();
    let (mut kept, mut refused) = (Vec::new(), Vec::new());
    let full = |dir: &std::path::Path| {
        log_lines(dir)
            .iter()
            .any(|l| l.contains("the store refuses commands"))
    };
    let until = Instant::now() + Duration::from_secs(120);
    while refused.is_empty() && !full(dir.path()) {
        assert!(
            Instant::now() < until,
            "the file never filled up ({} moves kept, {size} bytes)",
            kept.len()
        );
        let offered = choose(&person.components).filter(|(id, _)| is_move(id));
        let a = match &offered {
            Some((id, value)) => match value {
                Some(v) => h.select(me, id, v).await,
                None => h.click(me, id).await,
            },
            None => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                h.click(me, &format!("jg1.view.{CHANNEL_ID}")).await
            }
        };
        if offered.is_some() {
            if failed_on_our_side(&a) {
                refused.push(interaction(&a));
            } else if a.callback.body["type"] == 7 && !a.content.contains("⚠️") {
                kept.push(interaction(&a));
            }
        }
        person.see(&a);
    }
    // Full: a command that must be stored is refused clearly, within 3 s
    // (`Harness::send`), and changes nothing.
    let a = h.slash(me, "abandon", vec![]).await;
    assert_ephemeral(&a);
    assert!(failed_on_our_side(&a), "{}", a.content);
    refused.push(interaction(&a));
    let a = h.click(me, &format!("jg1.view.{CHANNEL_ID}")).await;
    assert!(a.content.contains("**Your hand**"), "{}", a.content);
    bot.kill();
    {
        let store = Store::open(&db).unwrap();
        let channel = CHANNEL_ID.to_string();
        for id in &kept {
            let id: u64 = id.parse().unwrap();
            assert!(
                store.lookup_request(&channel, id).unwrap().is_some(),
                "kept move {id} lost"
            );
        }
        for id in &refused {
            let id: u64 = id.parse().unwrap();
            assert!(
                store.lookup_request(&channel, id).unwrap().is_none(),
                "refused {id} stored"
            );
        }
        assert!(store.check_all(&Replays).unwrap().is_ok());
    }
    println!(
        "full disk: {} moves kept, {} refused, file of {size} bytes",
        kept.len(),
        refused.len()
    );
    // With room again, the game goes on.
    let bot = ChildBot::start(&h.fake, &db).await;
    let draw = wait_my_turn(&mut h, &mut person).await;
    let a = h.click(me, &draw).await;
    assert_eq!(a.callback.body["type"], 7, "{}", a.content);
    bot.stop().await;
}

/// Issue 36, item 7: a post whose answer was lost goes out once even when
/// Discord has forgotten its nonce (here after half a second instead of
/// minutes): while the bot runs (Discord makes the post and answers 500s
/// for longer than that), and across a kill of the bot that lasts longer
/// than that. The bot finds its post in the channel's messages. The post
/// is a game's result (in a server with the bot a move is told in the
/// live message, issue 39): the opener abandons a game, twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_post_is_not_repeated_after_discord_forgot_its_nonce() {
    let fake = FakeDiscord::start().await;
    fake.set_nonce_life(Duration::from_millis(500));
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("nonce.redb");
    let mut bot = Some(ChildBot::start(&fake, &db).await);
    let mut h = Harness::new(fake);
    let me = 881;
    let posts = format!("/channels/{CHANNEL_ID}/messages");
    let made_since = |fake: &FakeDiscord, since: Instant| {
        fake.posted(CHANNEL_ID)
            .iter()
            .any(|p| p.at >= since && !p.components)
    };
    for kill in [false, true] {
        open_and_start(&mut h, &[me], 2, 2000, 100).await;
        let mut person = Person::new(me);
        wait_my_turn(&mut h, &mut person).await;
        h.fake.fail_after_next(&posts, 500, 1_000_000);
        let since = Instant::now();
        let a = h.slash(me, "abandon", vec![]).await;
        assert_ephemeral(&a);
        let deadline = Instant::now() + Duration::from_secs(10);
        while !made_since(&h.fake, since) {
            assert!(Instant::now() < deadline, "the post was never made");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        if kill {
            bot.take().unwrap().kill();
        }
        // Longer than Discord remembers the nonce.
        tokio::time::sleep(Duration::from_millis(1_500)).await;
        h.fake.clear_faults();
        if kill {
            bot = Some(ChildBot::start(&h.fake, &db).await);
        }
        wait_posts_settle(&h.fake, Duration::from_secs(3), Duration::from_secs(30)).await;
    }
    bot.unwrap().stop().await;
    let abandoned = story::story_posts(&h.fake, CHANNEL_ID)
        .iter()
        .filter(|p| p.content.contains("abandoned"))
        .count();
    assert_eq!(abandoned, 2, "each game's end posted once");
    let store = Store::open(&db).unwrap();
    let expected = story::expected_lines(&store, CHANNEL_ID, &story::groups(&h.fake, CHANNEL_ID));
    if let Err(e) = story::check(&expected, &story::posted_lines(&h.fake, CHANNEL_ID)) {
        panic!("{e}\nthe bot's log:\n{}", log_lines(dir.path()).join("\n"));
    }
    let looked = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "GET" && r.path.ends_with(&posts))
        .count();
    assert!(looked >= 2, "the channel was read {looked} times");
    let found = log_lines(dir.path())
        .iter()
        .filter(|l| l.contains("is in the channel already"))
        .count();
    assert!(found >= 2, "{found} lost posts found in the channel");
}

/// Whether an answer is private to its clicker: an ephemeral message, or
/// an ephemeral deferral then its edit.
pub(crate) fn private_answer(a: &Answer) -> bool {
    let flags = a.callback.body["data"]["flags"].as_u64().unwrap_or(0);
    matches!(a.callback.body["type"].as_u64(), Some(4) | Some(5)) && flags & 64 == 64
}

/// Issue 41 through the fake Discord: a person at a table with computers
/// asks for a hint from the hand view; the answer is private to them, the
/// table message then says they used the coach, and the finished game is
/// stored unrated. At a table that turned hints off there is no Hint
/// button, and an old one is refused, changing nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_is_private_and_unrates_the_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("coach.redb");
    let bot = start_bot_with(&fake, config_with(&fake, &db, false)).await;
    let mut h = Harness::new(fake);
    let me = 881;
    open_and_start(&mut h, &[me], 2, 30, 1).await;
    let mut p = Person::new(me);
    wait_my_turn(&mut h, &mut p).await;
    let hint = ids_of(&p.components)
        .into_iter()
        .find(|id| id.starts_with("jg1.hint."))
        .unwrap_or_else(|| panic!("no Hint button: {}", p.components));
    let from = h.fake.request_count();
    let a = h.click(me, &hint).await;
    assert!(private_answer(&a), "{}", a.callback.body);
    assert!(a.content.contains("The coach's view"), "{}", a.content);
    assert!(a.content.contains("% to win the game"), "{}", a.content);
    assert!(a.content.contains("\n1. "), "{}", a.content);
    // The table message marks the person (public: the fact, not the hint).
    let marked = h
        .fake
        .wait_for("the coach mark", from, Duration::from_secs(10), |r| {
            r.body.to_string().contains("Used the coach's hints")
        })
        .await
        .unwrap();
    assert!(!marked.body.to_string().contains("The coach's view"));
    p.components = Value::Null;
    play_until_over(
        &mut h,
        std::slice::from_mut(&mut p),
        Duration::from_millis(5),
    )
    .await;

    // A table that turned hints off: no button, and the old id refused.
    let a = h
        .slash(
            me,
            "new",
            vec![
                payloads::option("computers", 4, json!(2)),
                payloads::option("hints", 5, json!(false)),
            ],
        )
        .await;
    assert!(a.content.contains("Table open"), "{}", a.content);
    let a = h.slash(me, "start", vec![]).await;
    assert!(a.content.contains("starts"), "{}", a.content);
    let mut p = Person::new(me);
    wait_my_turn(&mut h, &mut p).await;
    assert!(
        !ids_of(&p.components)
            .iter()
            .any(|id| id.starts_with("jg1.hint.")),
        "{}",
        p.components
    );
    let a = h.click(me, &hint).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("Hints are off"), "{}", a.content);
    bot.shutdown().await;
    check_schema(&h.fake);
    // The first game is stored unrated, its hinting seat recorded.
    let store = Store::open(&db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    assert_eq!(games.len(), 1, "one finished game");
    assert!(games[0].standings().is_some(), "the game finished");
    let seat = games[0]
        .players
        .iter()
        .position(|p| p.key() == format!("u:{me}"))
        .expect("the person is seated") as u8;
    assert_eq!(games[0].hinted, vec![seat], "the hinting seat is recorded");
    assert!(games[0].ratings.is_empty(), "a hinted game is not rated");
}

/// Issue 41 through the fake Discord: a person plays a short Gin game
/// against the computer; the finished game's view offers Review (its last
/// hand) and Game summary. Review answers privately with each of the
/// person's decisions, their grades and luck, and a picture of their hand
/// at the worst decision that shows only cards that seat held then; the
/// first hand (the button its end showed) too. A stranger's click and a
/// click for another game are refused, changing nothing. The summary gives
/// each player's accuracy.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_reviews_a_hand_and_the_game_privately() {
    use jersey_gin::engine::{Action, Game};
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("review.redb");
    let bot = start_bot_with(&fake, config_with(&fake, &db, true)).await;
    let mut h = Harness::new(fake);
    let me = 883;
    let gin = vec![
        payloads::option("game", 4, json!(1)),
        payloads::option("pictures", 5, json!(true)),
    ];
    open_and_start_with(&mut h, &[me], 1, 10, 1, gin).await;
    let mut people = vec![Person::new(me)];
    play_until_over(&mut h, &mut people, Duration::from_millis(5)).await;
    let ids = ids_of(&people[0].components);
    let review = ids
        .iter()
        .find(|id| id.starts_with("jg1.review."))
        .unwrap_or_else(|| panic!("no Review button: {}", people[0].components))
        .clone();
    let summary = ids
        .iter()
        .find(|id| id.starts_with("jg1.summary."))
        .unwrap_or_else(|| panic!("no Game summary button: {}", people[0].components))
        .clone();
    // jg1.review.CHANNEL.GAME.HAND: no card in it.
    let parts: Vec<&str> = review.split('.').collect();
    assert_eq!(parts.len(), 5, "{review}");
    assert!(!review.contains(['♠', '♥', '♦', '♣']), "{review}");
    let (game_id, last_hand): (u64, u32) = (parts[3].parse().unwrap(), parts[4].parse().unwrap());

    let started = Instant::now();
    let a = h.click(me, &review).await;
    assert!(private_answer(&a), "{}", a.callback.body);
    assert!(
        a.content.contains("The coach's review of hand"),
        "{}",
        a.content
    );
    assert!(a.content.contains("Accuracy "), "{}", a.content);
    assert!(a.content.contains("Luck"), "{}", a.content);
    if last_hand > 1 {
        // The first hand's, as its end's button asked.
        let first = h
            .click(me, &format!("jg1.review.{CHANNEL_ID}.{game_id}.1"))
            .await;
        assert!(private_answer(&first), "{}", first.callback.body);
        assert!(
            first.content.contains("review of hand 1"),
            "{}",
            first.content
        );
    }
    eprintln!("the reviews in {:?}", started.elapsed());

    // A stranger, and a button of another game: refused, privately.
    let a = h.click(999, &review).await;
    assert_ephemeral(&a);
    assert!(
        a.content.contains("Only the people who played"),
        "{}",
        a.content
    );
    let other = format!("jg1.review.{CHANNEL_ID}.{}.1", game_id + 1);
    let a = h.click(me, &other).await;
    assert_ephemeral(&a);
    assert!(a.content.contains("nothing to review"), "{}", a.content);
    let a = h
        .click(
            me,
            &format!("jg1.review.{CHANNEL_ID}.{game_id}.{}", last_hand + 1),
        )
        .await;
    assert!(a.content.contains("nothing to review"), "{}", a.content);

    let started = Instant::now();
    let a = h.click(me, &summary).await;
    assert!(private_answer(&a), "{}", a.callback.body);
    assert!(a.content.contains("The game's summary"), "{}", a.content);
    assert_eq!(a.content.matches("% over ").count(), 2, "{}", a.content);
    eprintln!("the summary in {:?}", started.elapsed());
    bot.shutdown().await;
    check_schema(&h.fake);
    check_pictures(&h, false);

    // The pictures showed the person's hand at one of their decisions of
    // that hand, and no other card than what they held or was discarded.
    let store = Store::open(&db).unwrap();
    let games = store.recent_games(&CHANNEL_ID.to_string(), 10).unwrap();
    let replay = &games[0].replay();
    let seat = games[0]
        .players
        .iter()
        .position(|p| p.key() == format!("u:{me}"))
        .unwrap();
    let mut pictured = 0;
    for r in h.fake.requests() {
        for f in r.files.iter().filter(|f| f.filename == "hand.png") {
            let body = r.body.to_string();
            let Some(hand) = ["review of hand 1", &format!("review of hand {last_hand}")]
                .iter()
                .position(|t| body.contains(t))
            else {
                continue;
            };
            let hand = if hand == 0 { 1 } else { last_hand };
            let shown = picture_hand_cards(f.description.as_deref().unwrap_or(""));
            let (mut game, _) =
                Game::start(replay.rules, replay.seed, replay.first_dealer).unwrap();
            let mut held = Vec::new();
            let mut seen: HashSet<String> = HashSet::new();
            for sa in &replay.actions {
                if game.hand_no() == hand && !game.between_hands() {
                    let mine: HashSet<String> =
                        game.hand_of(seat).iter().map(|c| c.to_string()).collect();
                    seen.extend(mine.iter().cloned());
                    if sa.seat == seat {
                        held.push(mine);
                    }
                    if let Action::Discard { card } | Action::Knock { card } = sa.action {
                        seen.insert(card.to_string());
                    }
                }
                game.apply(sa.seat, sa.action).unwrap();
            }
            assert!(
                held.contains(&shown),
                "the picture shows a hand the seat held at a decision: {shown:?}"
            );
            let text = r.body["data"]["content"].as_str().unwrap_or("");
            for card in text.split(|c: char| c.is_whitespace() || ",.:;()".contains(c)) {
                if let Some(card) = shown_card(card) {
                    assert!(seen.contains(&card.to_string()), "{card} in {text}");
                }
            }
            pictured += 1;
        }
    }
    assert!(pictured >= 1, "a review with a picture");
}
