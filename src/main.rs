use clap::{Parser, Subcommand};
use jersey_gin::cli;

/// Jersey Gin: John Scarne's three-player Gin Rummy. The rules engine,
/// computer players, and tools around them.
#[derive(Parser)]
#[command(name = "jersey-gin", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read JSON hands on stdin, one per line; answer deadwood, melds,
    /// best discards and layoffs, one line each.
    Analyze,
    /// Play whole games between computer players and print statistics.
    Sim(cli::sim::SimArgs),
    /// Print the events and result of a saved game.
    Replay(cli::replay::ReplayArgs),
    /// Measure speed.
    Bench(cli::bench::BenchArgs),
    /// Run the Discord bot (settings: config.toml, the environment; token:
    /// DISCORD_TOKEN or secrets.toml).
    Run(cli::run::RunArgs),
}

fn run() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Analyze => cli::analyze::run(),
        Command::Sim(args) => cli::sim::run(args),
        Command::Replay(args) => cli::replay::run(args),
        Command::Bench(args) => cli::bench::run(args),
        Command::Run(args) => cli::run::run(args),
    }
}

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
