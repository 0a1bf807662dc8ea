//! Play in the terminal: one person against two computer players, through
//! the table service and the store.

use std::path::PathBuf;

#[derive(Debug, Clone, clap::Args)]
pub struct PlayArgs {
    /// Level of the two computer players: easy, normal or hard.
    #[arg(long, default_value = "normal")]
    pub level: crate::ai::Level,
    /// Seed of the first game (random if not given).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The database file (a game left unfinished resumes from it).
    #[arg(long, default_value = "jersey-gin.redb")]
    pub db: PathBuf,
}

pub fn run_play(_args: PlayArgs) -> anyhow::Result<()> {
    anyhow::bail!("not yet")
}
