use clap::{Parser, Subcommand};
use jersey_gin::{cli, terminal};

/// The Gin Rummy family (Jersey Gin, Gin Rummy and its variants, Colonel):
/// the Discord bot, a terminal game, and tools around the rules engine.
#[derive(Parser)]
#[command(name = "jersey-gin", version, about)]
struct Cli {
    /// The language the terminal game and the player's messages are
    /// written in: en, es, pt-BR, de or fr (a tag such as de_DE.UTF-8 or
    /// es-419 also works). Default: the environment's (LC_ALL, LC_MESSAGES,
    /// LANG), else English. The help stays in English.
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<gin_text::Lang>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (settings: config.toml, the environment; token:
    /// DISCORD_TOKEN or secrets.toml).
    Run(cli::run::RunArgs),
    /// Play any game of the family in the terminal against computer players.
    Play(terminal::PlayArgs),
    /// Read JSON hands on stdin, one per line; answer deadwood, melds,
    /// best discards and layoffs, one line each.
    Analyze(cli::analyze::AnalyzeArgs),
    /// Play whole games between computer players and print statistics.
    Sim(cli::sim::SimArgs),
    /// Print the events and result of a saved game.
    Replay(cli::replay::ReplayArgs),
    /// The coach's review of one seat's decisions in a saved game: the
    /// search's preferred action, the winning chance lost, a grade.
    Review(cli::review::ReviewArgs),
    /// Draw a hand or the table, given as JSON, as a PNG.
    Render(cli::render::RenderArgs),
    /// Check, list, export and back up the database.
    Db(cli::db::DbArgs),
    /// Measure speed.
    Bench(cli::bench::BenchArgs),
}

/// Lets a printing subcommand end quietly when its reader goes away
/// (`jersey-gin sim | head -1`), as other Unix tools do. Not for the bot or
/// the terminal game, whose sockets and terminals must keep the default
/// error-returning behaviour.
fn die_quietly_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of one signal, before any
    // thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn run() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let lang = cli
        .lang
        .or_else(gin_text::Lang::from_env)
        .unwrap_or_default();
    let command = cli.command;
    if matches!(
        command,
        Command::Analyze(_)
            | Command::Sim(_)
            | Command::Replay(_)
            | Command::Review(_)
            | Command::Db(_)
            | Command::Bench(_)
    ) {
        die_quietly_on_closed_pipe();
    }
    if !matches!(command, Command::Run(_)) {
        // `run` sets up its own logging from its settings. Elsewhere the
        // log is quiet unless RUST_LOG asks (for example the details of a
        // damaged database: RUST_LOG=jersey_gin=warn).
        let filter = std::env::var("RUST_LOG").unwrap_or_default();
        if let Ok(filter) = tracing_subscriber::EnvFilter::try_new(filter) {
            tracing_subscriber::fmt()
                .with_env_filter(filter)
                .with_writer(std::io::stderr)
                .with_ansi(cli::log_colours())
                .init();
        }
    }
    match command {
        Command::Run(args) => cli::run::run(args),
        Command::Play(args) => terminal::run_play(terminal::PlayArgs { lang, ..args }),
        Command::Analyze(args) => cli::analyze::run(args),
        Command::Sim(args) => cli::sim::run(args, lang),
        Command::Replay(args) => cli::replay::run(cli::replay::ReplayArgs { lang, ..args }),
        Command::Review(args) => cli::review::run(cli::review::ReviewArgs { lang, ..args }),
        Command::Render(args) => cli::render::run(args),
        Command::Db(args) => cli::db::run(args),
        Command::Bench(args) => cli::bench::run(args),
    }
}

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
