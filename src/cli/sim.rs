//! `jersey-gin sim`: whole games between computer players.

use crate::ai::Level;
use crate::engine::Options;
use crate::sim::{self, SimConfig};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct SimArgs {
    /// Number of games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The three seats' levels, comma-separated (easy, normal, hard).
    #[arg(long, default_value = "normal,normal,normal", value_parser = parse_seats)]
    pub seats: [Level; 3],
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Write each game's replay file into this directory.
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// Table options as JSON, e.g. '{"target":50}' (R10).
    #[arg(long)]
    pub options: Option<String>,
}

fn parse_seats(s: &str) -> Result<[Level; 3], String> {
    let levels: Vec<Level> = s
        .split(',')
        .map(str::parse)
        .collect::<Result<_, String>>()?;
    levels
        .try_into()
        .map_err(|v: Vec<Level>| format!("give exactly three levels, not {}", v.len()))
}

pub fn parse_options(json: Option<&str>) -> anyhow::Result<Options> {
    let options: Options = match json {
        Some(j) => {
            serde_json::from_str(j).map_err(|e| anyhow::anyhow!("bad --options {j:?}: {e}"))?
        }
        None => Options::default(),
    };
    options.validate().map_err(anyhow::Error::msg)?;
    Ok(options)
}

pub fn run(args: SimArgs) -> anyhow::Result<()> {
    let config = SimConfig {
        games: args.games,
        seed: args.seed,
        seats: args.seats,
        options: parse_options(args.options.as_deref())?,
        save_dir: args.save,
    };
    let report = sim::run(&config)?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
        return Ok(());
    }
    println!(
        "{} games, {} hands in {:.2} s: {:.0} hands/s",
        report.games, report.hands, report.seconds, report.hands_per_second
    );
    println!(
        "{:<5} {:<7} {:>6} {:>6} {:>9} {:>6} {:>5} {:>6} {:>6} {:>6}",
        "seat", "level", "won", "won%", "points", "boxes", "gins", "knocks", "under", "breaks"
    );
    for (i, s) in report.seats.iter().enumerate() {
        println!(
            "{:<5} {:<7} {:>6} {:>5.1}% {:>9} {:>6} {:>5} {:>6} {:>6} {:>6}",
            i,
            s.level,
            s.games_won,
            100.0 * s.games_won as f64 / report.games.max(1) as f64,
            s.points,
            s.boxes,
            s.gins,
            s.knocks,
            s.underknocks,
            s.breaks
        );
    }
    Ok(())
}
