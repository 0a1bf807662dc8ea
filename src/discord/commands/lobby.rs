//! Opening and running a table: `/gin new`, `join`, `leave`, `add`,
//! `start`, `abandon`.

use super::localize::option_name;
use super::{actor, reply_private, request_id};
use crate::ai::Level;
use crate::discord::board::{BoardMsg, TOKEN_LIFE_MS};
use crate::discord::components::apply;
use crate::discord::{Context, Error};
use crate::engine::{Rules, Switch};
use crate::table::service::ApplyError;
use crate::table::{Actor, ChannelId, ClockEnd, Command, Delivery, Refusal, Settings, StageKind};
use crate::words;
use gin_text::{tr, Lang};
use std::ops::RangeInclusive;

/// A computer player's level, as a command option.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "easy"]
    Easy,
    #[name = "normal"]
    Normal,
    #[name = "hard"]
    Hard,
}

/// The deck of a table's pictures, as a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DeckChoice {
    /// Hearts and diamonds red, spades and clubs black.
    #[name = "standard"]
    Standard,
    /// Clubs green and diamonds blue, so that each suit has its colour.
    #[name = "four-colour"]
    FourColour,
}

/// What a person's turn clock running out does at a table (issue 42), as
/// a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ClockEndChoice {
    /// A safe move is made for them (the default).
    #[name = "safe move"]
    SafeMove,
    /// They forfeit the game.
    #[name = "forfeit"]
    Forfeit,
}

impl From<ClockEndChoice> for ClockEnd {
    fn from(c: ClockEndChoice) -> ClockEnd {
        match c {
            ClockEndChoice::SafeMove => ClockEnd::SafeMove,
            ClockEndChoice::Forfeit => ClockEnd::Forfeit,
        }
    }
}

/// The language of a table's public messages, as a command option: each
/// language named in itself, so a person finds theirs whatever their client
/// speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LanguageChoice {
    #[name = "English"]
    English,
    #[name = "Español"]
    Spanish,
    #[name = "Português (Brasil)"]
    BrazilianPortuguese,
    #[name = "Deutsch"]
    German,
    #[name = "Français"]
    French,
}

impl From<LanguageChoice> for gin_text::Lang {
    fn from(c: LanguageChoice) -> gin_text::Lang {
        match c {
            LanguageChoice::English => gin_text::Lang::En,
            LanguageChoice::Spanish => gin_text::Lang::Es,
            LanguageChoice::BrazilianPortuguese => gin_text::Lang::PtBr,
            LanguageChoice::German => gin_text::Lang::De,
            LanguageChoice::French => gin_text::Lang::Fr,
        }
    }
}

impl From<LevelChoice> for Level {
    fn from(c: LevelChoice) -> Level {
        match c {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
        }
    }
}

/// The limits of `/gin new`'s options. They are declared to Discord with
/// `#[min]`/`#[max]` (which take only literals; a test checks they are
/// these) and checked again here: a client may send anything.
pub const TARGET: RangeInclusive<u32> = 1..=10_000;
pub const COMPUTERS: RangeInclusive<u32> = 0..=3;
pub const BONUS: RangeInclusive<u32> = 0..=100;
pub const TURN_SECONDS: RangeInclusive<u32> = 5..=3600;
pub const PACE_MS: RangeInclusive<u32> = 0..=10_000;

/// Checks an option of `/gin new` against its limits, answering in
/// `lang` with the option's name as that person's Discord shows it.
fn check_option_in(
    lang: Lang,
    name: &str,
    value: Option<u32>,
    limits: &RangeInclusive<u32>,
) -> Result<(), String> {
    match value {
        Some(v) if !limits.contains(&v) => Err(tr!(
            lang,
            "lobby-option-out-of-range",
            option = option_name(lang, "new", name),
            min = *limits.start(),
            max = *limits.end(),
            sent = v
        )),
        _ => Ok(()),
    }
}

pub(super) fn channel(ctx: &Context<'_>) -> u64 {
    ctx.channel_id().get()
}

/// The guild of the command (None in a direct message).
pub(super) fn guild(ctx: &Context<'_>) -> Option<u64> {
    ctx.guild_id().map(|g| g.get())
}

/// The answer to a command that was not applied, in `lang`: a refusal in
/// its own words, a failure of ours as
/// [`failed`](crate::discord::components::failed).
pub fn error_text_in(lang: Lang, e: &ApplyError) -> String {
    match e {
        ApplyError::Refused(r) => refusal_text_in(lang, r),
        ApplyError::Failed(e) => {
            crate::discord::components::log_failure(e);
            crate::discord::components::failed(lang)
        }
    }
}

/// [`error_text_in`] in English.
pub fn error_text(e: &ApplyError) -> String {
    error_text_in(Lang::En, e)
}

/// The text of a refusal, for a person reading `lang`.
pub fn refusal_text_in(lang: Lang, r: &Refusal) -> String {
    match r {
        Refusal::NoTable => no_table_here(lang),
        other => crate::render::refusal(other, lang),
    }
}

/// [`refusal_text_in`] in English.
pub fn refusal_text(r: &Refusal) -> String {
    refusal_text_in(Lang::En, r)
}

/// The answer to a command in a channel without a table.
pub fn no_table_here(lang: Lang) -> String {
    tr!(lang, "error-no-table-here")
}

/// Runs one table command for the author and answers privately, with `ok`
/// in the author's language when it was accepted.
async fn simple(ctx: Context<'_>, command: Command, ok: fn(Lang) -> String) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let data = ctx.data();
    match apply(
        data,
        guild(&ctx),
        channel(&ctx),
        request_id(&ctx),
        actor(&ctx),
        command,
    )
    .await
    {
        Ok(reply) => {
            let sent = reply_private(&ctx, ok(lang)).await;
            data.board.reply(reply);
            sent
        }
        Err(e) => reply_private(&ctx, error_text_in(lang, &e)).await,
    }
}

/// The game a table plays, as a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "Jersey Gin (three players)"]
    Jersey,
    #[name = "Gin Rummy (two players, or a variant)"]
    Gin,
    #[name = "Colonel (two players)"]
    Colonel,
}

/// What `/gin new` was asked for, before it becomes [`Rules`].
#[derive(Debug, Clone, Copy)]
pub struct GameAsked {
    pub game: Option<GameChoice>,
    /// Each switch of Part V ([`Switch::ALL`]'s order) and whether its
    /// option was set.
    pub switches: [(Switch, Option<bool>); 8],
    pub target: Option<u32>,
    pub undercut_bonus: Option<u32>,
    pub gin_bonus: Option<u32>,
}

impl Default for GameAsked {
    fn default() -> Self {
        GameAsked {
            game: None,
            switches: Switch::ALL.map(|s| (s, None)),
            target: None,
            undercut_bonus: None,
            gin_bonus: None,
        }
    }
}

impl GameAsked {
    /// [`GameAsked::rules_in`] in English.
    pub fn rules(&self) -> Result<Rules, String> {
        self.rules_in(Lang::En)
    }

    /// The rules asked for, or why they cannot be played (in `lang`). A
    /// switch implies Gin Rummy; no game at all means Jersey Gin (the bot's
    /// first game).
    pub fn rules_in(&self, lang: Lang) -> Result<Rules, String> {
        // The engine's reason, in the person's words (it cites V10.3).
        let cannot_open = |e: crate::engine::RulesRefusal| {
            let reason = crate::rules_text::refusal(lang, &e);
            tr!(lang, "lobby-cannot-open", reason = reason)
        };
        let on: Vec<&str> = self
            .switches
            .iter()
            .filter(|(_, v)| *v == Some(true))
            .map(|(s, _)| s.name())
            .collect();
        let game = match self.game {
            Some(g) => g,
            None if !on.is_empty() || self.undercut_bonus.is_some() || self.gin_bonus.is_some() => {
                GameChoice::Gin
            }
            None => GameChoice::Jersey,
        };
        let mut rules = match game {
            GameChoice::Jersey => Rules::from_names("jersey", &on),
            GameChoice::Gin => Rules::from_names("gin", &on),
            GameChoice::Colonel => Rules::from_names("colonel", &on),
        }
        .map_err(cannot_open)?;
        let bonuses = self.undercut_bonus.is_some() || self.gin_bonus.is_some();
        match &mut rules {
            Rules::Jersey(o) => {
                if bonuses {
                    return Err(tr!(lang, "lobby-bonus-not-jersey"));
                }
                o.target = self.target.unwrap_or(o.target);
            }
            Rules::Gin(g) => {
                g.target = self.target.or(g.target);
                g.undercut_bonus = self.undercut_bonus.unwrap_or(g.undercut_bonus);
                g.gin_bonus = self.gin_bonus.unwrap_or(g.gin_bonus);
            }
            Rules::Colonel(_) => {
                if bonuses || self.target.is_some() {
                    return Err(tr!(lang, "lobby-colonel-no-options"));
                }
            }
        }
        rules.validate().map_err(cannot_open)?;
        Ok(rules)
    }
}

/// Open a table in this channel (you take the first seat).
// One argument per option of the slash command.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "Which game (default Jersey Gin; a variant below means Gin Rummy)"]
    game: Option<GameChoice>,
    #[description = "Points to win the game (default: the game's own)"]
    #[min = 1]
    #[max = 10000]
    target: Option<u32>,
    #[description = "Computer seats to add now (0 to 3)"]
    #[min = 0]
    #[max = 3]
    computers: Option<u32>,
    #[description = "How well the computer seats play (default normal)"] level: Option<LevelChoice>,
    #[description = "Each player's turn clock in seconds (default 120)"]
    #[min = 5]
    #[max = 3600]
    turn_seconds: Option<u32>,
    #[description = "Turn clock: 30s, 5m, 2h or 1d, up to 7d (default 2m; overrides turn_seconds)"]
    clock: Option<String>,
    #[description = "When a turn clock runs out: a safe move is made (default), or the player forfeits"]
    clock_end: Option<ClockEndChoice>,
    #[description = "Pause before a computer seat moves, in milliseconds (default 1500)"]
    #[min = 0]
    #[max = 10000]
    pace_ms: Option<u32>,
    #[description = "Show cards as pictures (default: the bot's setting)"] pictures: Option<bool>,
    #[description = "Card colours in pictures: standard, or four-colour (clubs green, diamonds blue)"]
    deck: Option<DeckChoice>,
    #[description = "The table's language for everyone (default: the server's, or yours in a DM)"]
    language: Option<LanguageChoice>,
    #[description = "Allow the coach's hints (default: with a computer seated)"] hints: Option<
        bool,
    >,
    #[description = "Gin Rummy: Oklahoma (the first upcard sets the knock limit)"] oklahoma: Option<
        bool,
    >,
    #[description = "Gin Rummy: Hollywood scoring (three games at once)"] hollywood: Option<bool>,
    #[description = "Gin Rummy: eleven-card hands"] eleven_cards: Option<bool>,
    #[description = "Gin Rummy: runs go around the corner (K-A-2)"] around_the_corner: Option<bool>,
    #[description = "Gin Rummy: doubling and redoubling the stake"] doubling: Option<bool>,
    #[description = "Gin Rummy: no knocking, gin only"] gin_only: Option<bool>,
    #[description = "Gin Rummy: three players, one sits out each hand"] three_players: Option<bool>,
    #[description = "Gin Rummy: four players in two partnerships"] partnership: Option<bool>,
    #[description = "Gin Rummy: the undercut bonus (10, 20 or 25; default 25)"]
    #[min = 0]
    #[max = 100]
    undercut_bonus: Option<u32>,
    #[description = "Gin Rummy: the gin bonus (20 or 25; default 25)"]
    #[min = 0]
    #[max = 100]
    gin_bonus: Option<u32>,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let checked = [
        check_option_in(lang, "target", target, &TARGET),
        check_option_in(lang, "computers", computers, &COMPUTERS),
        check_option_in(lang, "turn_seconds", turn_seconds, &TURN_SECONDS),
        check_option_in(lang, "pace_ms", pace_ms, &PACE_MS),
        check_option_in(lang, "undercut_bonus", undercut_bonus, &BONUS),
        check_option_in(lang, "gin_bonus", gin_bonus, &BONUS),
    ];
    if let Some(Err(text)) = checked.into_iter().find(Result::is_err) {
        return reply_private(&ctx, text).await;
    }
    let clock_ms = match clock.as_deref().map(|c| (c, super::clock::parse_clock(c))) {
        Some((sent, None)) => {
            let option = option_name(lang, "new", "clock");
            let text = tr!(lang, "notice-clock-invalid", option = option, sent = sent);
            return reply_private(&ctx, text).await;
        }
        Some((_, Some(ms))) => Some(ms),
        None => None,
    };
    let asked = GameAsked {
        game,
        // In `Switch::ALL`'s order (`the_switch_options_are_the_switches`).
        switches: {
            let on = [
                oklahoma,
                hollywood,
                eleven_cards,
                around_the_corner,
                doubling,
                gin_only,
                three_players,
                partnership,
            ];
            std::array::from_fn(|i| (Switch::ALL[i], on[i]))
        },
        target,
        undercut_bonus,
        gin_bonus,
    };
    let rules = match asked.rules_in(lang) {
        Ok(r) => r,
        Err(text) => return reply_private(&ctx, text).await,
    };
    let seats = rules.seats() as u32;
    if let Some(n) = computers.filter(|&n| n >= seats) {
        let text = tr!(
            lang,
            "lobby-computers-leave-a-seat",
            option = option_name(lang, "new", "computers"),
            seats = seats,
            sent = n
        );
        return reply_private(&ctx, text).await;
    }
    let table_lang = crate::discord::lang::new_table(
        language.map(Into::into),
        guild_locale(&ctx),
        ctx.locale().unwrap_or_default(),
    );
    let settings = Settings {
        rules,
        turn_ms: clock_ms.unwrap_or(u64::from(turn_seconds.unwrap_or(120)) * 1000),
        pace_ms: u64::from(pace_ms.unwrap_or(1500)),
        seed: None,
        pictures,
        four_colour: deck == Some(DeckChoice::FourColour),
        lang: table_lang,
        hints,
        delivery: delivery(&ctx),
        clock_end: clock_end.map(Into::into).unwrap_or_default(),
        daily: None,
    };
    // Where every answer is private nobody else could see the table to
    // join it: the opener plays the computer in every other seat.
    let count = if settings.delivery.answers_private() {
        seats - 1
    } else {
        computers.unwrap_or(0)
    };
    let computers = Computers {
        count,
        level: level.map(Level::from).unwrap_or(Level::Normal),
    };
    // The opener is told the table's language when it is not their own
    // or was chosen.
    let say_language = language.is_some() || table_lang != lang;
    open_table(ctx, settings, computers, say_language).await
}

/// How a table opened by this command reaches its channel (issue 39).
fn delivery(ctx: &Context<'_>) -> Delivery {
    match ctx {
        poise::Context::Application(a) => crate::discord::reach::delivery_of(
            a.interaction.context,
            &a.interaction.authorizing_integration_owners,
            a.interaction.guild_id,
            a.interaction.member.as_ref().and_then(|m| m.permissions),
        ),
        poise::Context::Prefix(p) => {
            if p.msg.guild_id.is_some() {
                Delivery::BotToken
            } else {
                Delivery::Interactions
            }
        }
    }
}

/// The server's language, from the command's interaction (None in a DM).
fn guild_locale<'a>(ctx: &'a Context<'_>) -> Option<&'a str> {
    match ctx {
        poise::Context::Application(a) => a.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// The computer seats `/gin new` adds once the table is open.
struct Computers {
    count: u32,
    level: Level,
}

/// Closes this channel's finished table for the person opening a new one
/// (as a moderator would: the old game's result is already posted). A
/// refusal changes nothing: the open that follows says what is wrong.
pub(super) async fn close_finished(ctx: &Context<'_>) {
    let data = ctx.data();
    let user = ctx.author().id.get();
    let closed = apply(
        data,
        guild(ctx),
        channel(ctx),
        0,
        Actor::moderator(user),
        Command::Close,
    )
    .await;
    if let Ok(r) = closed {
        data.board.reply(r);
    }
}

/// Opens the table `/gin new` asked for (closing a finished one first),
/// adds its computer seats and tells the opener what they got.
async fn open_table(
    ctx: Context<'_>,
    settings: Settings,
    computers: Computers,
    say_language: bool,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let data = ctx.data();
    let ch = channel(&ctx);
    // A finished table stays to show its result until a new one is opened.
    if let Some(v) = data.svc.view(&ChannelId::discord(ch)) {
        if v.stage == StageKind::Finished {
            close_finished(&ctx).await;
        }
    }
    let opened = apply(
        data,
        guild(&ctx),
        ch,
        request_id(&ctx),
        actor(&ctx),
        Command::Open { settings },
    )
    .await;
    let reply = match opened {
        Ok(r) => r,
        Err(e) => return reply_private(&ctx, error_text_in(lang, &e)).await,
    };
    let duplicate = reply.duplicate;
    // The choice is kept with the table (it survives a restart: see
    // `Pictures::restore`); this is the running bot's copy of it.
    let pictures = settings.pictures.unwrap_or(data.pictures.default_on());
    if !duplicate {
        data.pictures.set_table(ch, pictures);
        data.pictures
            .set_style(ch, crate::discord::pictures::style_of(&settings));
    }
    data.board.reply(reply);
    let mut added = 0;
    if !duplicate {
        for _ in 0..computers.count {
            let level = computers.level;
            match apply(
                data,
                guild(&ctx),
                ch,
                0,
                actor(&ctx),
                Command::AddComputer { level },
            )
            .await
            {
                Ok(r) => {
                    added += 1;
                    data.board.reply(r);
                }
                Err(e) => tracing::warn!("adding a computer seat failed: {e}"),
            }
        }
    }
    let opened = Opened {
        pictures,
        added,
        level: computers.level,
        say_language,
    };
    if settings.delivery.by_interactions() && !duplicate {
        // The answer is the table's live message; the opener's note follows.
        show_live(ctx, 1).await?;
    }
    reply_private(&ctx, opened_text_in(lang, &settings, &opened)).await
}

/// Answers a command with the live message of a table reached only
/// through interactions (issue 39), public, and tells the board that this
/// interaction's token edits it now; `notes` follow-ups will go through
/// it.
pub async fn show_live(ctx: Context<'_>, notes: u8) -> Result<(), Error> {
    let data = ctx.data();
    let ch = channel(&ctx);
    let Some(t) = data.svc.snapshot(&ChannelId::discord(ch)) else {
        return Ok(());
    };
    let until = (data.svc.now_ms() + TOKEN_LIFE_MS) / 1000;
    let msg =
        crate::discord::screens::live_message(ch, &t.view(), &data.board.story(ch), Some(until));
    // A V2 message (`discord::v2`): a slash command's context is always
    // an application's.
    let private = t.view().settings.delivery.answers_private();
    if let poise::Context::Application(a) = ctx {
        let files = crate::discord::v2::Files::Keep;
        crate::discord::wire::command_reply_v2(a, &msg, files, private).await?;
        data.board.send(BoardMsg::Live {
            channel: ch,
            token: a.interaction.token.clone(),
            seq: t.seq(),
            followups: notes,
        });
    }
    Ok(())
}

/// What became of a `/gin new`, for the opener's answer.
struct Opened {
    /// Whether the table shows pictures.
    pictures: bool,
    /// Computer seats added.
    added: u32,
    level: Level,
    /// Whether to say which language the table speaks.
    say_language: bool,
}

/// What the opener of a table reads once it is open, in their language.
fn opened_text_in(lang: Lang, settings: &Settings, opened: &Opened) -> String {
    let mut text = tr!(
        lang,
        "lobby-opened",
        rules = crate::discord::screens::rules_line(lang, &settings.rules),
        computers = opened.added,
        level = words::level(lang, opened.level),
        // Nobody else can join a table whose seats are all taken.
        full = if opened.added + 1 >= settings.rules.seats() as u32 {
            "yes"
        } else {
            "no"
        }
    );
    let mut add = |sentence: String| {
        text.push(' ');
        text += &sentence;
    };
    if !opened.pictures {
        add(tr!(lang, "lobby-opened-text-only"));
    } else if settings.four_colour {
        add(tr!(lang, "lobby-opened-four-colour"));
    }
    if opened.say_language {
        add(tr!(
            lang,
            "lobby-opened-language",
            language = settings.lang.name()
        ));
    }
    if settings.delivery.answers_private() {
        add(tr!(lang, "lobby-opened-private"));
    }
    text
}

/// Take a seat at this channel's table.
#[poise::command(slash_command)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    simple(ctx, Command::Join, |l| tr!(l, "lobby-joined")).await
}

/// Leave this channel's table (in the lobby, or after a game).
#[poise::command(slash_command)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    simple(ctx, Command::Leave, |l| tr!(l, "lobby-left")).await
}

/// Add a computer seat to the lobby.
#[poise::command(slash_command)]
pub async fn add(
    ctx: Context<'_>,
    #[description = "How well it plays (default normal)"] level: Option<LevelChoice>,
) -> Result<(), Error> {
    let level: Level = level.map(Level::from).unwrap_or(Level::Normal);
    // A fn pointer takes no level: each level has its own answer.
    let ok: fn(Lang) -> String = match level {
        Level::Easy => |l| computer_added(l, Level::Easy),
        Level::Normal => |l| computer_added(l, Level::Normal),
        Level::Hard => |l| computer_added(l, Level::Hard),
    };
    simple(ctx, Command::AddComputer { level }, ok).await
}

/// "A computer seat (hard) was added.", in `lang`.
pub fn computer_added(lang: Lang, level: Level) -> String {
    tr!(
        lang,
        "lobby-computer-added",
        level = words::level(lang, level)
    )
}

/// Start the game once every seat is taken.
#[poise::command(slash_command)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    simple(ctx, Command::Start, |l| tr!(l, "lobby-started")).await
}

/// End the game early (the opener or a moderator at once; players vote).
#[poise::command(slash_command)]
pub async fn abandon(ctx: Context<'_>) -> Result<(), Error> {
    if ctx
        .data()
        .svc
        .view(&ChannelId::discord(channel(&ctx)))
        .is_none()
    {
        let lang = crate::discord::lang::of_command(&ctx);
        return reply_private(&ctx, crate::discord::components::no_game(lang)).await;
    }
    simple(ctx, Command::Abandon, |l| tr!(l, "lobby-abandon-done")).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::jersey::Options;
    use crate::engine::GinRules;

    /// [`check_option_in`] in English.
    fn check_option(
        name: &str,
        value: Option<u32>,
        limits: &RangeInclusive<u32>,
    ) -> Result<(), String> {
        check_option_in(Lang::En, name, value, limits)
    }

    /// [`opened_text_in`] in English, the language unsaid.
    fn opened_text(settings: &Settings, pictures: bool, added: u32, level: Level) -> String {
        let opened = Opened {
            pictures,
            added,
            level,
            say_language: false,
        };
        opened_text_in(Lang::En, settings, &opened)
    }

    /// A refusal is answered in its own words; a failure of ours says
    /// nothing changed and to try again, never as if the player erred.
    #[test]
    fn refusals_and_failures_are_worded_apart() {
        let refused = error_text(&ApplyError::Refused(Refusal::TableFull));
        assert_eq!(refused, "The table is full: every seat is taken.");
        let failed = error_text(&ApplyError::Failed(
            crate::table::service::StoreError::Closed,
        ));
        assert_eq!(failed, crate::discord::components::failed(Lang::En));
        assert!(failed.contains("nothing changed") && failed.contains("try again"));
    }

    /// What Discord is told about `/gin new`'s options is what the handler
    /// checks.
    #[test]
    fn declared_limits_are_the_checked_ones() {
        let commands =
            poise::builtins::create_application_commands(&crate::discord::commands::all());
        let json = serde_json::to_value(&commands).unwrap();
        let new = json[0]["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "new")
            .expect("/gin new");
        for (name, limits) in [
            ("target", &TARGET),
            ("computers", &COMPUTERS),
            ("turn_seconds", &TURN_SECONDS),
            ("pace_ms", &PACE_MS),
            ("undercut_bonus", &BONUS),
            ("gin_bonus", &BONUS),
        ] {
            let o = new["options"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["name"] == name)
                .unwrap_or_else(|| panic!("{name}"));
            assert_eq!(
                o["min_value"].as_f64(),
                Some(f64::from(*limits.start())),
                "{name}"
            );
            assert_eq!(
                o["max_value"].as_f64(),
                Some(f64::from(*limits.end())),
                "{name}"
            );
        }
    }

    /// `/gin new deck:` offers the two decks, worded for players.
    #[test]
    fn the_opener_reads_how_many_computer_seats_came() {
        let settings = Settings {
            rules: Rules::Jersey(Options::default()),
            turn_ms: 120_000,
            pace_ms: 1500,
            seed: None,
            pictures: None,
            four_colour: false,
            lang: gin_text::Lang::En,
            hints: None,
            delivery: Default::default(),
            clock_end: Default::default(),
            daily: None,
        };
        let one = opened_text(&settings, true, 1, Level::Hard);
        assert!(one.contains("with 1 computer seat (hard)."), "{one}");
        let two = opened_text(&settings, false, 2, Level::Easy);
        assert!(two.contains("with 2 computer seats (easy)."), "{two}");
        assert!(two.contains("text only"), "{two}");
        assert!(!opened_text(&settings, true, 0, Level::Easy).contains("computer"));
        // Jersey Gin seats three: with two computers nobody else can join.
        assert!(one.contains("Others join"), "{one}");
        assert!(
            two.contains("Every seat is taken") && !two.contains("Others join"),
            "{two}"
        );
    }

    #[test]
    fn the_deck_is_a_choice_of_two() {
        let commands =
            poise::builtins::create_application_commands(&crate::discord::commands::all());
        let json = serde_json::to_value(&commands).unwrap();
        let new = json[0]["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "new")
            .expect("/gin new");
        let deck = new["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "deck")
            .expect("a deck option");
        assert!(!deck["required"].as_bool().unwrap_or(false));
        let names: Vec<&str> = deck["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["standard", "four-colour"]);
        assert!(deck["description"].as_str().unwrap().len() <= 100);
    }

    #[test]
    fn options_out_of_their_limits_are_explained() {
        assert!(check_option("target", None, &TARGET).is_ok());
        assert!(check_option("target", Some(1), &TARGET).is_ok());
        let e = check_option("turn_seconds", Some(1), &TURN_SECONDS).unwrap_err();
        assert!(
            e.contains("`turn_seconds` must be from 5 to 3600 (you sent 1)"),
            "{e}"
        );
        assert!(check_option("computers", Some(5), &COMPUTERS).is_err());
    }

    fn asked(game: Option<GameChoice>, on: &[&str]) -> GameAsked {
        GameAsked {
            game,
            switches: Switch::ALL.map(|s| (s, on.contains(&s.name()).then_some(true))),
            ..GameAsked::default()
        }
    }

    /// The switch options of `/gin new` are the switches, in
    /// `Switch::ALL`'s order (the command builds its `GameAsked` so), each
    /// under its option name and described in its own words.
    #[test]
    fn the_switch_options_are_the_switches() {
        let command = new();
        let options: Vec<(&str, Option<&str>)> = command
            .parameters
            .iter()
            .map(|p| (&*p.name, p.description.as_deref()))
            .filter(|(name, _)| Switch::named(name).is_some())
            .collect();
        let want: Vec<(&str, String)> = Switch::ALL
            .iter()
            .map(|s| (s.option(), format!("Gin Rummy: {}", s.description())))
            .collect();
        assert_eq!(options.len(), want.len(), "{options:?}");
        for ((name, description), (option, words)) in options.iter().zip(&want) {
            assert_eq!(name, option);
            assert_eq!(*description, Some(words.as_str()), "{name}");
        }
    }

    /// `/gin new` with no game is Jersey Gin; `game:gin` alone a standard
    /// game to 100; a switch means Gin Rummy; V10.3's combinations and
    /// options of another game are refused with the reason.
    #[test]
    fn the_game_asked_for_becomes_its_rules() {
        assert_eq!(
            asked(None, &[]).rules(),
            Ok(Rules::Jersey(Options::default()))
        );
        let gin = asked(Some(GameChoice::Gin), &[]).rules().unwrap();
        assert_eq!(gin, Rules::Gin(GinRules::default()));
        let Rules::Gin(g) = gin else { unreachable!() };
        assert_eq!((g.target(), g.seats()), (100, 2));
        let Rules::Gin(ok) = asked(None, &["oklahoma", "doubling"]).rules().unwrap() else {
            panic!("a switch means Gin Rummy")
        };
        assert!(ok.oklahoma && ok.doubling && !ok.hollywood);
        let Rules::Gin(p) = asked(None, &["partnership"]).rules().unwrap() else {
            panic!()
        };
        assert_eq!((p.seats(), p.target()), (4, 125));
        let e = asked(None, &["hollywood", "partnership"])
            .rules()
            .unwrap_err();
        assert!(e.contains("Hollywood") && e.contains("V10.3"), "{e}");
        let e = asked(Some(GameChoice::Jersey), &["oklahoma"])
            .rules()
            .unwrap_err();
        assert!(e.contains("Jersey Gin"), "{e}");
        let e = asked(Some(GameChoice::Colonel), &["doubling"])
            .rules()
            .unwrap_err();
        assert!(e.contains("Colonel"), "{e}");
        let mut bonus = asked(Some(GameChoice::Gin), &[]);
        bonus.undercut_bonus = Some(10);
        bonus.gin_bonus = Some(20);
        bonus.target = Some(150);
        let Rules::Gin(b) = bonus.rules().unwrap() else {
            panic!()
        };
        assert_eq!((b.undercut_bonus, b.gin_bonus, b.target()), (10, 20, 150));
        bonus.undercut_bonus = Some(13);
        assert!(bonus.rules().is_err());
        let mut jersey_bonus = asked(Some(GameChoice::Jersey), &[]);
        jersey_bonus.gin_bonus = Some(20);
        assert!(jersey_bonus.rules().is_err());
        let mut colonel = asked(Some(GameChoice::Colonel), &[]);
        assert_eq!(colonel.rules(), Ok(Rules::Colonel(Default::default())));
        colonel.target = Some(50);
        assert!(colonel.rules().is_err());
        assert!(check_option("target", Some(0), &TARGET).is_err());
    }
}
