//! Play in the terminal: one person against computer players (as many as
//! the game needs), any game of the family, through the same table service
//! and store as every other front end. Every move
//! is committed before it is shown, so a game left with Ctrl-C resumes on
//! the next `play` with the same database.

use crate::ai::Level;
use crate::engine::{Action, PublicState, Rules, SeatState};
use crate::engine::{Card, CardSet, Seat, Suit};
use crate::table::clock::{Clock, SystemClock};
use crate::table::service::{ApplyError, Reply, Service};
use crate::table::{Actor, ChannelId, Command, Player, Settings, StageKind, TableEvent, UserId};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The terminal's channel and user in the store.
pub static CHANNEL: std::sync::LazyLock<ChannelId> =
    std::sync::LazyLock::new(|| ChannelId::new("terminal"));
pub const ME: UserId = UserId(1);

#[derive(Debug, Clone, clap::Args)]
pub struct PlayArgs {
    /// The game of a new table: jersey (three players, the default), gin
    /// (two-handed Gin Rummy and its variants) or colonel.
    #[arg(long, default_value = "jersey")]
    pub game: String,
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
    /// The database file (a game left unfinished resumes from it).
    #[arg(long, value_name = "PATH", default_value = PlayArgs::DEFAULT_DB)]
    pub db: PathBuf,
    /// Milliseconds computer players wait before they move.
    #[arg(long, default_value_t = 700)]
    pub pace: u64,
    /// No colours.
    #[arg(long)]
    pub no_color: bool,
}

impl PlayArgs {
    pub const DEFAULT_DB: &'static str = "jersey-gin.redb";
}

pub fn run_play(args: PlayArgs) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    let color =
        !args.no_color && std::env::var_os("NO_COLOR").is_none() && std::io::stdout().is_terminal();
    let svc = open_service(&args.db)?;
    leave_cleanly_on_ctrl_c(&args.db);
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

/// How to come back to a game left unfinished.
fn saved_note(db: &std::path::Path) -> String {
    let default = PlayArgs::DEFAULT_DB;
    if db == std::path::Path::new(default) {
        "Your game is saved: `jersey-gin play` resumes it.".into()
    } else {
        format!(
            "Your game is saved: `jersey-gin play --db {}` resumes it.",
            db.display()
        )
    }
}

/// On Ctrl-C: wait for a command being committed, say that the game is
/// saved and how to resume it, and leave (exit status 130, as a shell
/// reports an interrupted program).
fn leave_cleanly_on_ctrl_c(db: &std::path::Path) {
    let note = saved_note(db);
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
                let _ = writeln!(out, "\nLeaving. {note}");
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
    rid: AtomicU64,
    /// Said when the person leaves an unfinished game.
    saved: String,
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
        rid: AtomicU64::new(rid0),
        saved: saved_note(&args.db),
    };
    match svc.snapshot(&CHANNEL) {
        Some(t) if t.stage() == StageKind::Playing => {
            writeln!(ui.out, "Resuming your game (game {}).", t.game_id())?;
            if args.level.is_some() || args.seed.is_some() || !args.variant.is_empty() {
                writeln!(
                    ui.out,
                    "--game, --variant, --level and --seed apply to new games only: this one goes on as it began."
                )?;
            }
            ui.show_scores()?;
        }
        Some(t) if t.stage() == StageKind::Lobby => {
            ui.must(Command::Cancel)?;
            ui.start_new(args)?;
        }
        Some(_) => {
            writeln!(ui.out, "Your last game is over.")?;
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
        writeln!(self.out, "{}.", rules.summary())?;
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
        self.send(cmd)?.map_err(|e| match e {
            ApplyError::Refused(r) => anyhow::anyhow!("{cmd:?} was refused: {r}"),
            ApplyError::Failed(e) => anyhow::Error::new(e).context(format!(
                "{cmd:?} could not be saved (nothing changed; try again)"
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
            Err(ApplyError::Refused(r)) => writeln!(self.out, "  ✗ {}", crate::render::refusal(r))?,
            Err(ApplyError::Failed(e)) => writeln!(
                self.out,
                "  ✗ That could not be saved ({e}), so nothing changed: try again."
            )?,
        }
        Ok(r)
    }

    fn my_seat(&self) -> Option<Seat> {
        self.svc.snapshot(&CHANNEL)?.seat_of(ME)
    }

    fn name(&self, seat: Seat) -> String {
        let Some(t) = self.svc.snapshot(&CHANNEL) else {
            return format!("seat {seat}");
        };
        match t.seats().get(seat).map(|s| s.player) {
            Some(Player::Human { id }) if id == ME => "You".into(),
            Some(Player::Human { id }) => format!("Player {id}"),
            Some(Player::Computer { level }) => {
                let n = t.seats()[..seat]
                    .iter()
                    .filter(|s| s.player.is_computer())
                    .count();
                format!("{} ({level})", ["Ada", "Bo", "Cy"][n.min(2)])
            }
            None => format!("seat {seat}"),
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
        let mut v = s.to_vec();
        v.sort_by_key(|c| (c.suit(), c.rank()));
        v.iter()
            .map(|&c| self.card(c))
            .collect::<Vec<_>>()
            .join(" ")
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

    fn describe(&self, e: &TableEvent) -> Option<String> {
        Some(match e {
            TableEvent::Opened { .. } => "A table is open.".into(),
            TableEvent::Joined { .. } | TableEvent::Left { .. } => return None,
            TableEvent::Started { game_id, seats } => {
                let names: Vec<String> = (0..seats.len()).map(|s| self.name(s)).collect();
                format!("Game {game_id}. Seats in order: {}.", names.join(", "))
            }
            TableEvent::Game { event } => return self.describe_game(event),
            TableEvent::TimedOut { seat, .. } => {
                format!(
                    "{}'s clock ran out: an automatic move was made.",
                    self.name(*seat)
                )
            }
            TableEvent::HandedOver { seat, level } => {
                crate::render::handed_over(&self.name(*seat), *level)
            }
            TableEvent::TimeGivenBack { seat, seconds } => format!(
                "Moves could not be saved for a while: {}'s clock starts again with {seconds} s.",
                self.name(*seat)
            ),
            TableEvent::Resumed { seat } => format!("{} is back.", self.name(*seat)),
            TableEvent::AbandonVote { votes, needed, .. } => {
                format!("A vote to abandon: {votes} of {needed}.")
            }
            TableEvent::Abandoned { .. } => "The game was abandoned.".into(),
            TableEvent::Finished { game_id } => format!("Game {game_id} is over."),
            TableEvent::Closed => "The table is closed.".into(),
        })
    }

    fn describe_game(&self, e: &crate::engine::Event) -> Option<String> {
        use crate::engine::Event as E;
        let line = crate::render::describe(e, self);
        Some(match e {
            E::HandDealt { .. } => format!("\n── {line}"),
            E::Drew { .. } => format!("  {line}"),
            E::GameEnded { .. } => format!("\n══ {line}\n"),
            _ => line,
        })
    }

    fn show_scores(&mut self) -> anyhow::Result<()> {
        if let Some(v) = self.svc.view(&CHANNEL).and_then(|v| v.game) {
            let (hand, line) = self.scores(&v);
            writeln!(self.out, "Hand {hand}. Scores: {line}.")?;
        }
        Ok(())
    }

    /// The hand number and the running scores of any game.
    fn scores(&self, v: &PublicState) -> (u32, String) {
        match v {
            PublicState::Jersey(p) => (
                p.hand_no,
                (0..3)
                    .map(|s| format!("{} {}", self.name(s), p.scores[s]))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
            PublicState::Gin(g) => {
                let line = g
                    .board
                    .competitors
                    .iter()
                    .enumerate()
                    .map(|(c, side)| {
                        let who = side
                            .iter()
                            .map(|&s| self.name(s))
                            .collect::<Vec<_>>()
                            .join(" & ");
                        let pts = g
                            .board
                            .games
                            .iter()
                            .map(|t| t.totals[c].to_string())
                            .collect::<Vec<_>>()
                            .join("/");
                        format!("{who} {pts}")
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                (g.hand_no, line)
            }
            PublicState::Colonel(c) => (
                c.hand_no,
                (0..2)
                    .map(|s| format!("{} {}", self.name(s), c.totals[s]))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        }
    }

    fn show_hand(&mut self) -> anyhow::Result<()> {
        let Some(state) = self.svc.seat_view(&CHANNEL, ME) else {
            return Ok(());
        };
        let p = &state.public;
        let meld_rules = self
            .svc
            .snapshot(&CHANNEL)
            .map(|t| t.rules().meld_rules())
            .unwrap_or(crate::engine::melds::MeldRules::LOW);
        let arr = meld_rules.best_arrangement(state.hand);
        let mut groups: Vec<String> = arr
            .melds
            .iter()
            .map(|m| format!("[{}]", self.cards(*m)))
            .collect();
        if !arr.deadwood_cards.is_empty() {
            groups.push(self.cards(arr.deadwood_cards));
        }
        let (hand_no, scores) = self.scores(p);
        let (dealer, stock, top, sizes, melds, extra) = match p {
            PublicState::Jersey(j) => (
                j.dealer,
                j.stock_len,
                j.top_discard,
                (0..3).map(|s| (s, j.hand_sizes[s])).collect::<Vec<_>>(),
                j.table.iter().map(|m| (m.owner, m.cards)).collect(),
                String::new(),
            ),
            PublicState::Gin(g) => {
                let Some(t) = g
                    .tables
                    .iter()
                    .find(|t| t.dealer == state.seat || t.non_dealer == state.seat)
                else {
                    writeln!(self.out, "\nHand {hand_no}: you sit this one out.")?;
                    return Ok(());
                };
                let mut extra = String::new();
                if g.rules.oklahoma || g.rules.gin_only {
                    extra += &format!(" · knock at {} or less", t.knock_limit);
                }
                if t.spade {
                    extra += " · spades: this hand counts double";
                }
                if t.stake > 1 {
                    extra += &format!(" · stake ×{}", t.stake);
                }
                (
                    t.dealer,
                    t.stock_len,
                    t.top_discard,
                    vec![(t.non_dealer, t.hand_sizes[0]), (t.dealer, t.hand_sizes[1])],
                    Vec::new(),
                    extra,
                )
            }
            PublicState::Colonel(c) => (
                c.dealer,
                c.stock_len,
                c.top_discard,
                vec![(0, c.hand_sizes[0]), (1, c.hand_sizes[1])],
                c.melds.iter().map(|m| (m.owner, m.cards)).collect(),
                String::new(),
            ),
        };
        let others: Vec<String> = sizes
            .iter()
            .filter(|&&(s, _)| s != state.seat)
            .map(|&(s, n)| format!("{} {n} cards", self.name(s)))
            .collect();
        writeln!(
            self.out,
            "\nHand {hand_no} · dealt by {} · scores: {scores}",
            self.name(dealer),
        )?;
        writeln!(
            self.out,
            "Stock {stock} · discard pile top {} · {}{extra}",
            top.map(|c| self.card(c)).unwrap_or_else(|| "—".into()),
            others.join(", ")
        )?;
        for (owner, cards) in melds {
            writeln!(
                self.out,
                "  on the table ({}): [{}]",
                self.name(owner),
                self.cards(cards)
            )?;
        }
        writeln!(
            self.out,
            "Your hand: {}   deadwood {}",
            groups.join("  "),
            arr.deadwood
        )?;
        Ok(())
    }

    fn read_line(&mut self, prompt: &str) -> anyhow::Result<Option<String>> {
        write!(self.out, "{prompt}")?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            return Ok(None);
        }
        Ok(Some(line.trim().to_string()))
    }

    fn confirm(&mut self, question: &str) -> anyhow::Result<bool> {
        Ok(matches!(
            self.read_line(&format!("{question} [y/N] "))?.as_deref(),
            Some("y" | "Y" | "yes")
        ))
    }

    /// "knock with 5, throwing 7♣ face down", or "go gin, throwing ...".
    fn knock_words(&self, hand: CardSet, card: Card) -> String {
        let rules = self
            .svc
            .snapshot(&CHANNEL)
            .map(|t| t.rules().meld_rules())
            .unwrap_or(crate::engine::melds::MeldRules::LOW);
        let left = rules.deadwood(hand.without(card));
        if left == 0 {
            format!("go gin, throwing {} face down", self.card(card))
        } else {
            format!("knock with {left}, throwing {} face down", self.card(card))
        }
    }

    /// Leaving an unfinished game: it is saved, and here is how to resume.
    fn leave(&mut self) -> anyhow::Result<()> {
        writeln!(self.out, "\n{}", self.saved)?;
        Ok(())
    }

    /// The person's turn: lists the legal moves and applies the chosen one.
    /// Returns false when the person quits.
    fn my_turn(&mut self) -> anyhow::Result<bool> {
        let Some(state) = self.svc.seat_view(&CHANNEL, ME) else {
            return Ok(true);
        };
        let turn = state.turn;
        self.show_hand()?;
        let legal = state.legal.clone();
        let mut menu: Vec<(String, Action)> = Vec::new();
        for &a in &legal {
            let label = match a {
                Action::TakeDiscard => match top_discard(&state) {
                    Some(c) => format!("take {} from the discard pile", self.card(c)),
                    None => crate::render::action(&a, self),
                },
                Action::Knock { card } => self.knock_words(state.hand, card),
                _ => crate::render::action(&a, self),
            };
            menu.push((label, a));
        }
        for (i, (label, _)) in menu.iter().enumerate() {
            writeln!(self.out, "  {:>2}) {label}", i + 1)?;
        }
        loop {
            let Some(line) =
                self.read_line("Your move (number, or a card like 7c to discard; q to leave): ")?
            else {
                self.leave()?;
                return Ok(false);
            };
            if line == "q" {
                self.leave()?;
                return Ok(false);
            }
            let choice = if let Ok(n) = line.parse::<usize>() {
                menu.get(n.wrapping_sub(1)).map(|(_, a)| *a)
            } else if let Ok(card) = line.parse::<Card>() {
                Some(Action::Discard { card })
            } else {
                None
            };
            let Some(action) = choice else {
                writeln!(self.out, "  Pick one of the numbers above.")?;
                continue;
            };
            if let Action::Knock { card } = action {
                // The question repeats the move: which card, what count.
                let mut q = self.knock_words(state.hand, card);
                q[..1].make_ascii_uppercase();
                if !self.confirm(&format!("{q}?"))? {
                    continue;
                }
            }
            match self.send(Command::Act { turn, action })? {
                Ok(_) => return Ok(true),
                Err(_) => continue,
            }
        }
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
                    if self.confirm("Play again with the same seats?")? {
                        self.must(Command::Rematch)?;
                    } else {
                        self.must(Command::Close)?;
                        return Ok(());
                    }
                }
                StageKind::Lobby => return Ok(()),
                StageKind::Playing => {
                    if t.between_hands() {
                        let line =
                            self.read_line("Press Enter for the next hand (q to leave). ")?;
                        if line.is_none() || line.as_deref() == Some("q") {
                            self.leave()?;
                            return Ok(());
                        }
                        // Anyone may deal; the deadline may have done it.
                        let turn = self.svc.snapshot(&CHANNEL).and_then(|t| t.turn(me));
                        if let Some(turn) = turn {
                            let _ = self.send(Command::Act {
                                turn,
                                action: Action::NextHand,
                            })?;
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
}

/// The rules of a new game from `--game` and `--variant`.
fn rules_of(args: &PlayArgs) -> anyhow::Result<Rules> {
    let switches: Vec<&str> = args.variant.iter().map(String::as_str).collect();
    Rules::from_names(&args.game, &switches).map_err(|e| anyhow::anyhow!("{e}"))
}

/// The card a seat may take from the discard pile now.
fn top_discard(state: &SeatState) -> Option<Card> {
    match &state.public {
        PublicState::Jersey(j) => j.top_discard,
        PublicState::Gin(g) => {
            g.tables
                .iter()
                .find(|t| t.dealer == state.seat || t.non_dealer == state.seat)?
                .top_discard
        }
        PublicState::Colonel(c) => c.top_discard,
    }
}

/// A clock for `play` in tests: real time.
impl crate::render::Names for Ui<'_> {
    fn seat(&self, seat: Seat) -> String {
        self.name(seat)
    }
    fn is_you(&self, seat: Seat) -> bool {
        self.my_seat() == Some(seat)
    }
    fn card(&self, card: Card) -> String {
        Ui::card(self, card)
    }
}

pub fn system_clock() -> Arc<dyn Clock> {
    Arc::new(SystemClock)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays a whole game by always picking the first move, then declines a
    /// rematch; the output shows the events, hand and menu.
    #[test]
    fn a_scripted_game_in_the_terminal() {
        let svc = Service::in_memory(system_clock()).unwrap();
        let args = PlayArgs {
            game: "jersey".into(),
            variant: vec![],
            level: Some(Level::Easy),
            seed: Some(11),
            db: PathBuf::new(),
            pace: 0,
            no_color: true,
        };
        // Enough "1"s for any game, then "n" for the rematch question.
        let mut script = "1\n".repeat(3000);
        script.push_str("n\n");
        let mut input = std::io::Cursor::new(script);
        let mut out = Vec::new();
        play(&svc, &args, &mut input, &mut out, false).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Cards for the deal"), "{text}");
        assert!(text.contains("Your hand:"));
        assert!(text.contains("deadwood"));
        assert!(text.contains("1) draw from the stock"));
        assert!(text.contains("reached the target and"), "{text}");
        // The person is "You", and verbs agree.
        assert!(text.contains("You draw from the stock."), "{text}");
        for wrong in [
            "You draws",
            "You takes",
            "You discards",
            "You is",
            "You knocks",
            "You wins",
            "You scores",
            " 1 boxes",
            " 1 cards",
            "takes the upcard",
        ] {
            assert!(!text.contains(wrong), "{wrong:?} in:\n{text}");
        }
        // The status line shows the hand, the dealer and the scores.
        assert!(text.contains("Hand 1 · dealt by "), "{text}");
        assert!(text.contains(" · scores: "), "{text}");
        assert!(text.contains("The table is closed."));
    }

    /// Every game of the family plays in the terminal against the number of
    /// computers it needs, with its own controls and wording; a whole game
    /// of Gin Rummy ends with its result.
    #[test]
    fn every_game_plays_in_the_terminal() {
        for (game, variants, whole) in [
            ("gin", vec![], true),
            ("gin", vec!["oklahoma", "doubling"], false),
            ("gin", vec!["partnership"], false),
            ("gin", vec!["three_sitout"], false),
            ("colonel", vec![], false),
        ] {
            let svc = Service::in_memory(system_clock()).unwrap();
            let args = PlayArgs {
                game: game.into(),
                variant: variants.iter().map(|v| v.to_string()).collect(),
                level: Some(Level::Easy),
                seed: Some(5),
                db: PathBuf::new(),
                pace: 0,
                no_color: true,
            };
            let mut script = "1\n".repeat(if whole { 4000 } else { 60 });
            script.push_str("n\n");
            let mut input = std::io::Cursor::new(script);
            let mut out = Vec::new();
            play(&svc, &args, &mut input, &mut out, false).unwrap();
            let text = String::from_utf8(out).unwrap();
            let seats = crate::engine::Rules::from_names(game, &variants)
                .unwrap()
                .seats();
            assert!(text.contains("Your hand:"), "{game} {variants:?}: {text}");
            assert!(text.contains(" · scores: "), "{text}");
            // The game was dealt to as many seats as it needs.
            let order = text
                .lines()
                .find_map(|l| l.split_once("Seats in order: "))
                .map(|(_, names)| names.split(", ").count());
            assert_eq!(order, Some(seats), "{game} {variants:?}: {text}");
            if whole {
                assert!(text.contains("The table is closed."), "{text}");
                assert!(text.contains("wins"), "{text}");
            }
            for wrong in ["You deals", "You's", "You takes", "You discards"] {
                assert!(!text.contains(wrong), "{wrong:?} in:\n{text}");
            }
        }
        let svc = Service::in_memory(system_clock()).unwrap();
        let args = PlayArgs {
            game: "gin".into(),
            variant: vec!["hollywood".into(), "partnership".into()],
            level: None,
            seed: None,
            db: PathBuf::new(),
            pace: 0,
            no_color: true,
        };
        let mut out = Vec::new();
        let err = play(&svc, &args, &mut std::io::Cursor::new(""), &mut out, false).unwrap_err();
        assert!(err.to_string().contains("V10.3"), "{err}");
    }

    #[test]
    fn a_game_left_resumes() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.redb");
        let args = PlayArgs {
            game: "jersey".into(),
            variant: vec![],
            level: Some(Level::Normal),
            seed: Some(3),
            db: db.clone(),
            pace: 0,
            no_color: true,
        };
        let first_moves;
        {
            let svc = Service::open(&db, None, system_clock()).unwrap();
            let mut input = std::io::Cursor::new("1\n1\nq\n");
            let mut out = Vec::new();
            play(&svc, &args, &mut input, &mut out, false).unwrap();
            first_moves = svc.snapshot(&CHANNEL).unwrap().moves().unwrap();
            assert!(String::from_utf8(out).unwrap().contains("saved"));
        }
        let svc = Service::open(&db, None, system_clock()).unwrap();
        // End of input (Ctrl-D) leaves as q does.
        let mut input = std::io::Cursor::new("");
        let mut out = Vec::new();
        play(&svc, &args, &mut input, &mut out, false).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("Resuming your game"), "{text}");
        // --level and --seed were given: they cannot change this game.
        assert!(text.contains("apply to new games only"), "{text}");
        assert!(
            text.contains(&format!(
                "`jersey-gin play --db {}` resumes it",
                db.display()
            )),
            "{text}"
        );
        assert!(svc.snapshot(&CHANNEL).unwrap().moves().unwrap() >= first_moves);
    }

    /// The knock question repeats the card and the count.
    #[test]
    fn the_knock_question_names_the_card_and_the_count() {
        let svc = Service::in_memory(system_clock()).unwrap();
        let mut out = Vec::new();
        let mut input = std::io::Cursor::new("");
        let mut ui = Ui {
            svc: &svc,
            out: &mut out,
            input: &mut input,
            color: false,
            rid: AtomicU64::new(1),
            saved: String::new(),
        };
        let hand = CardSet::from_cards(
            crate::engine::parse_cards("As 2s 3s 4h 4d 4c 7c 8c 9c 2d Kh").unwrap(),
        );
        let card = "Kh".parse().unwrap();
        assert_eq!(
            ui.knock_words(hand, card),
            "knock with 2, throwing K♥ face down"
        );
        let card = "2d".parse().unwrap();
        let gin_hand = hand
            .without("Kh".parse().unwrap())
            .with("Tc".parse().unwrap());
        assert_eq!(
            ui.knock_words(gin_hand, card),
            "go gin, throwing 2♦ face down"
        );
        ui.leave().unwrap();
    }
}
