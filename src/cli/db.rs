//! `jersey-gin db check|export`: inspect the database.

use crate::store::{self, Store};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct DbArgs {
    /// The database file.
    #[arg(long, global = true, default_value = "jersey-gin.redb")]
    pub db: PathBuf,
    #[command(subcommand)]
    pub what: DbCommand,
}

#[derive(Debug, clap::Subcommand)]
pub enum DbCommand {
    /// Verify every stored game and open table; exit 1 on any problem.
    Check,
    /// Print a stored game's replay JSON.
    Export {
        #[arg(long)]
        game: u64,
    },
}

pub fn run(args: DbArgs) -> anyhow::Result<()> {
    anyhow::ensure!(args.db.exists(), "{} does not exist", args.db.display());
    let store = Store::open(&args.db)?;
    match args.what {
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
