//! Play in the terminal: one person against computer players (as many as
//! the game needs), any game of the family, through the same table service
//! and store as every other front end. Every move
//! is committed before it is shown, so a game left with Ctrl-C resumes on
//! the next `play` with the same database.
//!
//! `status` draws the status lines and the hand, `turn` asks for a move
//! (with the rules on `?`).

mod status;
mod turn;

use crate::ai::Level;
use crate::engine::{Card, CardSet, Event, PublicState, Rules, Seat, Suit};
use crate::table::clock::{Clock, SystemClock};
use crate::table::service::{ApplyError, Reply, Service};
use crate::table::{Actor, ChannelId, Command, Player, Settings, StageKind, TableEvent, UserId};
use gin_text::{tr, Lang};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The terminal's channel and user in the store.
pub static CHANNEL: std::sync::LazyLock<ChannelId> =
    std::sync::LazyLock::new(|| ChannelId::new(crate::table::player::TERMINAL_CHANNEL));
pub const ME: UserId = crate::table::player::TERMINAL_PERSON;

#[derive(Debug, Clone, clap::Args)]
pub struct PlayArgs {
    /// The game of a new table: jersey (three players; the default without
    /// --variant), gin (two-handed Gin Rummy and its variants; the default
    /// with --variant) or colonel.
    #[arg(long)]
    pub game: Option<String>,
    // Gin Rummy's variants: the help lists `Switch`'s names.
    #[arg(long, value_delimiter = ',', help = crate::engine::rules::variant_help())]
    pub variant: Vec<String>,
    /// Level of the computer players of a new game: easy, normal (the
    /// default) or hard.
    #[arg(long)]
    pub level: Option<Level>,
    /// Seed of a new game (random if not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Abandon a game left unfinished in the database and start the one
    /// asked for.
    #[arg(long)]
    pub new: bool,
    /// The database file (a game left unfinished resumes from it).
    #[arg(long, value_name = "PATH", default_value = PlayArgs::DEFAULT_DB)]
    pub db: PathBuf,
    /// Milliseconds computer players wait before they move.
    #[arg(long, default_value_t = 700)]
    pub pace: u64,
    /// No colours.
    #[arg(long)]
    pub no_color: bool,
    /// The language of everything the game writes (the global `--lang`,
    /// else the environment's; set by `main`).
    #[arg(skip)]
    pub lang: Lang,
}

impl PlayArgs {
    pub const DEFAULT_DB: &'static str = "jersey-gin.redb";

    /// Whether any option that shapes a new game was given.
    fn asks_for_a_game(&self) -> bool {
        self.game.is_some()
            || !self.variant.is_empty()
            || self.level.is_some()
            || self.seed.is_some()
    }
}

impl Default for PlayArgs {
    fn default() -> PlayArgs {
        PlayArgs {
            game: None,
            variant: Vec::new(),
            level: None,
            seed: None,
            new: false,
            db: PathBuf::from(PlayArgs::DEFAULT_DB),
            pace: 700,
            no_color: false,
            lang: Lang::En,
        }
    }
}

pub fn run_play(args: PlayArgs) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    let color =
        !args.no_color && std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal();
    // A bad --game or --variant is refused before the database is touched.
    rules_of(&args)?;
    let svc = open_service(&args.db)?;
    leave_cleanly_on_ctrl_c(args.lang, &args.db);
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    play(&svc, &args, &mut input, &mut out, color)
}

/// The store and table service of `play`.
pub fn open_service(db: &std::path::Path) -> anyhow::Result<Service> {
    Ok(Service::open(db, None, Arc::new(SystemClock))?)
}

/// Held while a command is applied, so that Ctrl-C waits for its commit.
static APPLYING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// The `play` command line with `--db` when it is not the default, and
/// `--lang` when the game speaks another language than English.
fn command_line(lang: Lang, db: &std::path::Path, rest: &str) -> String {
    let mut line = format!("jersey-gin play{rest}");
    if db != std::path::Path::new(PlayArgs::DEFAULT_DB) {
        line += &format!(" --db {}", db.display());
    }
    if lang != Lang::En {
        line += &format!(" --lang {}", lang.code());
    }
    format!("`{line}`")
}

/// How to come back to a game left unfinished.
fn saved_note(lang: Lang, db: &std::path::Path) -> String {
    tr!(lang, "term-saved", command = command_line(lang, db, ""))
}

/// On Ctrl-C: wait for a command being committed, say that the game is
/// saved and how to resume it, and leave (exit status 130, as a shell
/// reports an interrupted program).
fn leave_cleanly_on_ctrl_c(lang: Lang, db: &std::path::Path) {
    let note = tr!(lang, "term-leaving", saved = saved_note(lang, db));
    let spawned = std::thread::Builder::new()
        .name("ctrl-c".into())
        .spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            if rt.block_on(tokio::signal::ctrl_c()).is_ok() {
                let _busy = APPLYING.lock();
                let mut out = std::io::stdout().lock();
                let _ = writeln!(out, "\n{note}");
                let _ = out.flush();
                std::process::exit(130);
            }
        });
    if let Err(e) = spawned {
        tracing::warn!("Ctrl-C will leave without a word: {e}");
    }
}

struct Ui<'a> {
    svc: &'a Service,
    out: &'a mut dyn Write,
    input: &'a mut dyn BufRead,
    color: bool,
    /// The language of everything written.
    lang: Lang,
    rid: AtomicU64,
    /// Said when the person leaves an unfinished game.
    saved: String,
    /// Whether the hint about `?` was given (once, at the first prompt).
    hinted: bool,
}

/// Plays until the person quits or declines a rematch.
pub fn play(
    svc: &Service,
    args: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    color: bool,
) -> anyhow::Result<()> {
    // Request ids: unique across runs (time-based start), one per command.
    let rid0 = svc.now_ms().wrapping_mul(1000).max(1);
    let mut ui = Ui {
        svc,
        out,
        input,
        color,
        lang: args.lang,
        rid: AtomicU64::new(rid0),
        saved: saved_note(args.lang, &args.db),
        hinted: false,
    };
    let lang = args.lang;
    let game_name = |rules: &Rules| crate::rules_text::game_name(lang, rules);
    match svc.snapshot(&CHANNEL) {
        Some(t) if t.stage() == StageKind::Playing && args.new => {
            let line = tr!(
                lang,
                "term-abandoning",
                game = game_name(&t.rules()),
                game_id = t.game_id()
            );
            writeln!(ui.out, "{line}")?;
            ui.must(Command::Abandon)?;
            ui.start_new(args)?;
        }
        Some(t) if t.stage() == StageKind::Playing => {
            let line = tr!(
                lang,
                "term-resuming",
                game = game_name(&t.rules()),
                game_id = t.game_id()
            );
            writeln!(ui.out, "{line}")?;
            if args.asks_for_a_game() {
                writeln!(ui.out, "{}", tr!(lang, "term-options-for-new-games"))?;
            }
            let again = command_line(lang, &args.db, " --new");
            writeln!(
                ui.out,
                "{}",
                tr!(lang, "term-to-start-new", command = again)
            )?;
            ui.show_scores()?;
        }
        Some(t) if t.stage() == StageKind::Lobby => {
            ui.must(Command::Cancel)?;
            ui.start_new(args)?;
        }
        Some(_) if args.asks_for_a_game() || args.new => {
            // The last game is over: close its table and open the one asked.
            ui.must(Command::Close)?;
            ui.start_new(args)?;
        }
        Some(_) => {
            writeln!(ui.out, "{}", tr!(lang, "term-last-game-over"))?;
            ui.show_scores()?;
            ui.must(Command::Rematch)?;
        }
        None => ui.start_new(args)?,
    }
    ui.game_loop()
}

impl Ui<'_> {
    fn start_new(&mut self, args: &PlayArgs) -> anyhow::Result<()> {
        let rules = rules_of(args)?;
        let settings = Settings {
            rules,
            pace_ms: args.pace,
            turn_ms: 30 * 60 * 1000,
            seed: args.seed,
            ..Settings::default()
        };
        writeln!(
            self.out,
            "{}.",
            crate::rules_text::summary(self.lang, &rules)
        )?;
        self.must(Command::Open { settings })?;
        let level = args.level.unwrap_or(Level::Normal);
        for _ in 1..rules.seats() {
            self.must(Command::AddComputer { level })?;
        }
        self.must(Command::Start)?;
        Ok(())
    }

    /// Sends a command that must be accepted.
    fn must(&mut self, cmd: Command) -> anyhow::Result<Reply> {
        let lang = self.lang;
        let command = format!("{cmd:?}");
        self.send(cmd)?.map_err(|e| match e {
            ApplyError::Refused(r) => anyhow::anyhow!(tr!(
                lang,
                "term-command-refused",
                command = command,
                reason = r.to_string()
            )),
            ApplyError::Failed(e) => anyhow::Error::new(e).context(tr!(
                lang,
                "term-command-not-saved",
                command = command
            )),
        })
    }

    /// Sends a command as the person and prints what it did.
    fn send(&mut self, cmd: Command) -> anyhow::Result<Result<Reply, ApplyError>> {
        let id = self.rid.fetch_add(1, Ordering::SeqCst);
        let r = {
            let _busy = APPLYING.lock();
            self.svc.apply(&CHANNEL, id, Actor::user(ME), cmd)
        };
        match &r {
            Ok(reply) => self.show_events(reply)?,
            Err(ApplyError::Refused(r)) => writeln!(
                self.out,
                "  ✗ {}",
                crate::render::refusal(r, crate::render::Names::lang(self))
            )?,
            Err(ApplyError::Failed(e)) => writeln!(
                self.out,
                "  ✗ {}",
                tr!(self.lang, "term-not-saved", error = e.to_string())
            )?,
        }
        Ok(r)
    }

    fn my_seat(&self) -> Option<Seat> {
        self.svc.snapshot(&CHANNEL)?.seat_of(ME)
    }

    /// A seat's name: "You" (in the game's language), or a computer's name
    /// (its level is said once, in the seat list), as every tool names them.
    fn name(&self, seat: Seat) -> String {
        self.name_with(seat, false)
    }

    /// A seat's name with a computer's level: "Ada (normal)".
    fn name_and_level(&self, seat: Seat) -> String {
        self.name_with(seat, true)
    }

    fn name_with(&self, seat: Seat, level: bool) -> String {
        let players: Vec<Player> = self
            .svc
            .snapshot(&CHANNEL)
            .map(|t| t.seats().iter().map(|s| s.player).collect())
            .unwrap_or_default();
        let Some(player) = players.get(seat) else {
            return tr!(self.lang, "term-seat", seat = seat);
        };
        let name = crate::table::player::seat_names(&players, Some(ME), false).swap_remove(seat);
        match *player {
            Player::Human { id } if id == ME => tr!(self.lang, "term-you"),
            Player::Computer { level: l } if level => tr!(
                self.lang,
                "term-name-level",
                name = name,
                level = crate::words::level(self.lang, l)
            ),
            _ => name,
        }
    }

    fn card(&self, c: Card) -> String {
        let red = matches!(c.suit(), Suit::Hearts | Suit::Diamonds);
        if self.color && red {
            format!("\x1b[31m{c}\x1b[0m")
        } else if self.color {
            format!("\x1b[1m{c}\x1b[0m")
        } else {
            c.to_string()
        }
    }

    fn cards(&self, s: CardSet) -> String {
        crate::render::Names::cards(self, s)
    }

    fn meld(&self, s: CardSet) -> String {
        crate::render::meld(s, self)
    }

    fn show_events(&mut self, reply: &Reply) -> anyhow::Result<()> {
        let me = self.my_seat();
        for e in &reply.events {
            if let Some(seat) = me {
                if !e.visible_to(seat) {
                    continue;
                }
            } else if !e.is_public() {
                continue;
            }
            if let Some(line) = self.describe(e) {
                writeln!(self.out, "{line}")?;
            }
        }
        Ok(())
    }

    /// "yes" when `seat` is the person (the catalogs' `you` selector).
    fn you(&self, seat: Seat) -> &'static str {
        if crate::render::Names::is_you(self, seat) {
            "yes"
        } else {
            "no"
        }
    }

    fn describe(&self, e: &TableEvent) -> Option<String> {
        let lang = self.lang;
        Some(match e {
            TableEvent::Opened { .. } => tr!(lang, "term-table-open"),
            // A hint is printed where it was asked for.
            // Nobody watches a terminal's table.
            TableEvent::Joined { .. }
            | TableEvent::Left { .. }
            | TableEvent::HintUsed { .. }
            | TableEvent::NextGame { .. }
            | TableEvent::Regathered { .. } => return None,
            TableEvent::Started { game_id, seats } => {
                let names: Vec<String> = (0..seats.len()).map(|s| self.name_and_level(s)).collect();
                tr!(
                    lang,
                    "term-game-started",
                    game_id = *game_id,
                    seats = names.join(", ")
                )
            }
            TableEvent::Game { event } => return self.describe_game(event),
            TableEvent::TimedOut { seat, .. } => tr!(
                lang,
                "term-clock-ran-out",
                you = self.you(*seat),
                name = self.name(*seat)
            ),
            TableEvent::HandedOver { seat, level } => {
                crate::render::handed_over(&self.name(*seat), *level, lang)
            }
            TableEvent::TimeGivenBack { seat, seconds } => tr!(
                lang,
                "term-time-given-back",
                you = self.you(*seat),
                name = self.name(*seat),
                seconds = *seconds
            ),
            TableEvent::Resumed { seat } => tr!(
                lang,
                "term-back",
                you = self.you(*seat),
                name = self.name(*seat)
            ),
            TableEvent::AbandonVote { votes, needed, .. } => {
                tr!(lang, "term-abandon-vote", votes = *votes, needed = *needed)
            }
            TableEvent::Abandoned { .. } => tr!(lang, "term-abandoned"),
            TableEvent::Forfeited { seat, .. } => tr!(
                lang,
                "term-forfeited",
                you = self.you(*seat),
                name = self.name(*seat)
            ),
            TableEvent::Finished { game_id } => tr!(lang, "term-game-over", game_id = *game_id),
            TableEvent::Earned { achievement, .. } => tr!(
                lang,
                "profile-term-earned",
                badge = achievement.badge(),
                achievement = achievement.name(lang),
                about = achievement.about(lang)
            ),
            TableEvent::Closed => tr!(lang, "term-table-closed"),
        })
    }

    fn describe_game(&self, e: &Event) -> Option<String> {
        let line = crate::render::describe(e, self);
        let line = match e {
            Event::HandDealt { .. } | Event::TwoHandedDealt { .. } => format!("\n── {line}"),
            Event::Drew { .. } => format!("  {line}"),
            Event::GameEnded { .. } | Event::GinGameEnded { .. } | Event::MatchEnded { .. } => {
                format!("\n══ {line}\n")
            }
            _ => line,
        };
        // A partnership plays two tables at once: each line says which.
        Some(match self.table_of_event(e) {
            Some(t) => line
                .lines()
                .map(|l| {
                    if l.is_empty() {
                        String::new()
                    } else {
                        tr!(self.lang, "term-at-table", table = t + 1, line = l)
                    }
                })
                .collect::<Vec<_>>()
                .join("\n"),
            None => line,
        })
    }

    /// In a partnership (V8), the table an event happened at.
    fn table_of_event(&self, e: &Event) -> Option<usize> {
        let Some(PublicState::Gin(g)) = self.svc.view(&CHANNEL).and_then(|v| v.game) else {
            return None;
        };
        if !g.rules.partnership {
            return None;
        }
        let seat = match e {
            Event::TwoHandedDealt { table, .. } | Event::TwoHandedEnded { table, .. } => {
                return Some(*table)
            }
            Event::DrewStock { seat }
            | Event::Drew { seat, .. }
            | Event::TookDiscard { seat, .. }
            | Event::Discarded { seat, .. }
            | Event::Knocked { seat, .. }
            | Event::PassedUpcard { seat }
            | Event::DoubleOffered { seat }
            | Event::DoubleAccepted { seat, .. }
            | Event::Redoubled { seat }
            | Event::Resigned { seat } => *seat,
            _ => return None,
        };
        g.tables
            .iter()
            .find(|t| t.dealer == seat || t.non_dealer == seat)
            .map(|t| t.table)
    }

    /// Leaving an unfinished game: it is saved, and here is how to resume.
    fn leave(&mut self) -> anyhow::Result<()> {
        writeln!(self.out, "\n{}", self.saved)?;
        Ok(())
    }

    fn game_loop(&mut self) -> anyhow::Result<()> {
        loop {
            // Whatever is due (computer moves) first.
            let due = {
                let _busy = APPLYING.lock();
                self.svc.run_due()
            };
            for r in due {
                self.show_events(&r)?;
            }
            let Some(t) = self.svc.snapshot(&CHANNEL) else {
                return Ok(());
            };
            let me = t.seat_of(ME).expect("seated");
            match t.stage() {
                StageKind::Finished => {
                    if self.confirm(&tr!(self.lang, "term-play-again"))? {
                        self.must(Command::Rematch)?;
                    } else {
                        self.must(Command::Close)?;
                        return Ok(());
                    }
                }
                StageKind::Lobby => return Ok(()),
                StageKind::Playing => {
                    if t.between_hands() {
                        if !self.next_hand(me)? {
                            return Ok(());
                        }
                    } else if t.to_act().contains(&me) && !t.seats()[me].auto {
                        if !self.my_turn()? {
                            return Ok(());
                        }
                    } else if let Some(at) = self.svc.next_deadline() {
                        let wait = at.saturating_sub(self.svc.now_ms());
                        std::thread::sleep(std::time::Duration::from_millis(wait.min(200)));
                    }
                }
            }
        }
    }

    /// Between hands: Enter deals the next one. Returns false when the
    /// person leaves.
    fn next_hand(&mut self, me: Seat) -> anyhow::Result<bool> {
        loop {
            let prompt = format!("{} ", tr!(self.lang, "term-next-hand"));
            let line = self.prompt(&prompt)?;
            match line.as_deref() {
                None | Some("q") => {
                    self.leave()?;
                    return Ok(false);
                }
                Some(asked) if turn::asks_for_rules(self.lang, asked) => self.show_rules()?,
                Some(_) => break,
            }
        }
        // Anyone may deal; the deadline may have done it.
        let turn = self.svc.snapshot(&CHANNEL).and_then(|t| t.turn(me));
        if let Some(turn) = turn {
            let _ = self.send(Command::Act {
                turn,
                action: crate::engine::Action::NextHand,
            })?;
        }
        Ok(true)
    }
}

/// The rules of a new game from `--game` and `--variant`: a variant alone
/// means Gin Rummy (as `/gin new oklahoma:True` does).
fn rules_of(args: &PlayArgs) -> anyhow::Result<Rules> {
    let switches: Vec<&str> = args.variant.iter().map(String::as_str).collect();
    let game = match &args.game {
        Some(game) => game.as_str(),
        None if switches.is_empty() => "jersey",
        None => "gin",
    };
    crate::cli::rules_named(args.lang, game, &switches)
}

impl crate::render::Names for Ui<'_> {
    fn seat(&self, seat: Seat) -> String {
        self.name(seat)
    }
    fn is_you(&self, seat: Seat) -> bool {
        self.my_seat() == Some(seat)
    }
    fn lang(&self) -> Lang {
        self.lang
    }
    fn card(&self, card: Card) -> String {
        Ui::card(self, card)
    }
}

/// A clock for `play` in tests: real time.
pub fn system_clock() -> Arc<dyn Clock> {
    Arc::new(SystemClock)
}

#[cfg(test)]
mod tests;
