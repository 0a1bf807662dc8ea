use clap::{Parser, Subcommand};
use jersey_gin::{store, table, terminal};
use std::path::PathBuf;

/// Jersey Gin: John Scarne's three-player Gin Rummy.
#[derive(Parser)]
#[command(name = "jersey-gin", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game in the terminal against two computer players.
    Play(terminal::PlayArgs),
    /// Inspect the database.
    Db {
        /// The database file.
        #[arg(long, global = true, default_value = "jersey-gin.redb")]
        db: PathBuf,
        #[command(subcommand)]
        what: DbCommand,
    },
    /// Measure speed.
    Bench {
        #[command(subcommand)]
        what: BenchCommand,
    },
}

#[derive(Subcommand)]
enum DbCommand {
    /// Verify every stored game and open table; exit 1 on any problem.
    Check,
    /// Print a stored game's replay JSON.
    Export {
        #[arg(long)]
        game: u64,
    },
}

#[derive(Subcommand)]
enum BenchCommand {
    /// Acknowledged commands through the table service and a durable store.
    Store {
        #[arg(long, default_value_t = 1000)]
        tables: usize,
        #[arg(long, default_value_t = 100_000)]
        commands: usize,
        /// Concurrent clients.
        #[arg(long, default_value_t = 16)]
        clients: usize,
        /// Active tables in the store reopened for the restore time.
        #[arg(long, default_value_t = 10_000)]
        restore_tables: usize,
        /// Where to put the database files (default: a temporary directory).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

fn run() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Play(args) => terminal::run_play(args),
        Command::Db { db, what } => {
            anyhow::ensure!(db.exists(), "{} does not exist", db.display());
            let store = store::Store::open(&db)?;
            match what {
                DbCommand::Check => {
                    let report = store.check_all()?;
                    println!("{report}");
                    if !report.is_ok() {
                        std::process::exit(1);
                    }
                    Ok(())
                }
                DbCommand::Export { game } => {
                    println!("{}", store::check::export(&store, game)?);
                    Ok(())
                }
            }
        }
        Command::Bench {
            what:
                BenchCommand::Store {
                    tables,
                    commands,
                    clients,
                    restore_tables,
                    dir,
                    json,
                },
        } => {
            let r = table::bench::run(&table::bench::BenchConfig {
                tables,
                commands,
                clients,
                restore_tables,
                dir,
            })?;
            if json {
                println!("{}", serde_json::to_string(&r)?);
            } else {
                println!(
                    "{} commands over {} tables in {:.2} s: {:.0} acknowledged commands/s, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                    r.commands, r.tables, r.seconds, r.commands_per_sec, r.p50_ms, r.p99_ms, r.max_ms
                );
                println!(
                    "restore of {} active tables: {:.0} ms; per table {} bytes resident, {} bytes of heap",
                    r.restore_tables, r.restore_ms, r.rss_per_table_bytes, r.heap_per_table_bytes
                );
            }
            Ok(())
        }
    }
}

fn main() {
    if let Err(e) = run() {
        eprintln!("error: {e:#}");
        std::process::exit(1);
    }
}
