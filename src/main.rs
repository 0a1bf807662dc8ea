use clap::{Parser, Subcommand};
use jersey_gin::cli;

/// Jersey Gin: three-player Gin Rummy. Engine tools, computer players and
/// (soon) the Discord bot.
#[derive(Parser)]
#[command(name = "jersey-gin", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play whole games between computer players and print statistics.
    Sim(cli::sim::SimArgs),
}

fn run() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Sim(args) => cli::sim::run(args),
    }
}

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
