//! `jersey-gin sim`: whole games between computer players, for every game
//! of the family.

use crate::ai::Player;
use crate::engine::Rules;
use crate::sim::{self, EntryStats, SimConfig, SimReport};
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct SimArgs {
    /// The game: jersey (three players), gin (two-handed Gin Rummy and its
    /// variants) or colonel.
    #[arg(long, default_value = "jersey")]
    pub game: String,
    // Gin Rummy's variants: the help lists `Switch`'s names.
    #[arg(long, value_delimiter = ',', help = crate::engine::rules::variant_help())]
    pub variant: Vec<String>,
    /// The players, comma-separated, one per seat (in a partnership one per
    /// position 1–4; the sides are 1 & 3 and 2 & 4): easy, normal, hard or
    /// baseline (the EAAI reference player; two-handed Gin only). Default:
    /// normal in every seat.
    #[arg(long, value_delimiter = ',')]
    pub seats: Vec<Player>,
    /// Number of games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Seed of the first deal; deal i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Play every deal once per rotation of the seats (two players: twice,
    /// seats swapped; a partnership: sides swapped), so the luck of the
    /// cards cancels out.
    #[arg(long)]
    pub mirrored: bool,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Write each game's replay file into this directory.
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// What hard may spend on a decision: a number of worlds (`200`, the
    /// default: reproducible) or a time (`50ms`, as on Discord).
    #[arg(long, default_value_t = crate::sim::SIM_BUDGET)]
    pub budget: crate::ai::Budget,
    /// The game's options as JSON, over the defaults and the variants:
    /// Jersey Gin's R10 ('{"target":50}'), Gin's G9
    /// ('{"knock_limit":7,"box_bonus":0}'), Colonel's ('{"hands":2}').
    #[arg(long)]
    pub options: Option<String>,
}

/// The rules from a game's name, its variants and options as JSON; refused
/// with the reason.
pub fn parse_rules(
    lang: gin_text::Lang,
    game: &str,
    variants: &[String],
    options: Option<&str>,
) -> anyhow::Result<Rules> {
    let names: Vec<&str> = variants.iter().map(String::as_str).collect();
    // A misspelt game or variant is a player's mistake, said in the
    // player's language; the rest of `sim` is for developers (English).
    let rules = super::rules_named(lang, game, &names)?;
    let Some(json) = options else {
        return Ok(rules);
    };
    let extra: serde_json::Value =
        serde_json::from_str(json).map_err(|e| anyhow::anyhow!("bad --options {json:?}: {e}"))?;
    let serde_json::Value::Object(extra) = extra else {
        anyhow::bail!("--options must be a JSON object, such as '{{\"target\":50}}'");
    };
    if extra.contains_key("game") {
        anyhow::bail!("--options cannot change the game: use --game");
    }
    let mut value = serde_json::to_value(rules)?;
    let object = value.as_object_mut().expect("rules serialise as an object");
    object.extend(extra);
    let rules: Rules = serde_json::from_value(value)
        .map_err(|e| anyhow::anyhow!("bad --options {json:?} for {game}: {e}"))?;
    rules
        .validate()
        .map_err(|e| anyhow::anyhow!(crate::rules_text::refusal(lang, &e)))?;
    Ok(rules)
}

pub fn run(args: SimArgs, lang: gin_text::Lang) -> anyhow::Result<()> {
    let rules = parse_rules(lang, &args.game, &args.variant, args.options.as_deref())?;
    let players = if args.seats.is_empty() {
        vec![Player::Level(crate::ai::Level::Normal); rules.seats()]
    } else {
        args.seats
    };
    let config = SimConfig {
        rules,
        games: args.games,
        seed: args.seed,
        players,
        mirrored: args.mirrored,
        save_dir: args.save,
        ai: crate::ai::Config {
            budget: args.budget,
        },
    };
    let report = sim::run(&config)?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
        return Ok(());
    }
    print_table(&report);
    Ok(())
}

/// A column of the table: its heading is beside it, this reads its figure.
type Column = fn(&EntryStats) -> u64;

fn print_table(report: &SimReport) {
    println!(
        "{}: {} games{}, {} hands in {:.2} s: {:.0} games/s, {:.0} hands/s",
        report.rules.summary(),
        report.games,
        if report.mirrored { " (mirrored)" } else { "" },
        report.hands,
        report.seconds,
        report.games_per_second,
        report.hands_per_second
    );
    let (what, rows) = match (&report.seats, &report.sides) {
        (Some(s), _) => ("seat", s.as_slice()),
        (None, Some(s)) => ("side", s.as_slice()),
        (None, None) => return,
    };
    let kind = report.rules.kind();
    // The columns that mean something for this game.
    let mut columns: Vec<(&str, Column)> =
        vec![("points", |s| s.points), ("boxes", |s| s.boxes as u64)];
    match kind {
        crate::engine::GameKind::Jersey => columns.extend([
            ("gins", (|s: &EntryStats| s.gins as u64) as Column),
            ("knocks", |s| s.knocks as u64),
            ("under", |s| s.underknocks as u64),
            ("breaks", |s| s.breaks as u64),
        ]),
        crate::engine::GameKind::Gin => {
            columns.extend([
                ("gins", (|s: &EntryStats| s.gins as u64) as Column),
                ("knocks", |s| s.knocks as u64),
                ("undercuts", |s| s.undercuts as u64),
                ("shutouts", |s| s.shutouts as u64),
            ]);
            if let Rules::Gin(g) = &report.rules {
                if g.doubling {
                    columns.extend([
                        ("doubles", (|s: &EntryStats| s.doubles as u64) as Column),
                        ("redoubles", |s| s.redoubles as u64),
                        ("resigned", |s| s.resigned as u64),
                    ]);
                }
            }
        }
        crate::engine::GameKind::Colonel => columns.extend([
            ("went out", (|s: &EntryStats| s.went_out as u64) as Column),
            ("challenges", |s| s.challenges as u64),
            ("won them", |s| s.challenges_won as u64),
        ]),
    }
    let mut head = format!(
        "{:<5} {:<17} {:>6} {:>5} {:>16}",
        what, "player", "won", "tied", "win rate (95%)"
    );
    for (name, _) in &columns {
        head += &format!(" {name:>10}");
    }
    println!("{head}");
    for (i, s) in rows.iter().enumerate() {
        let mut line = format!(
            "{:<5} {:<17} {:>6} {:>5} {:>5.1}% {:>4.1}–{:<4.1}",
            i + 1,
            s.player,
            s.wins,
            s.ties,
            100.0 * s.win_rate,
            100.0 * s.ci95[0],
            100.0 * s.ci95[1]
        );
        for (_, f) in &columns {
            line += &format!(" {:>10}", f(s));
        }
        println!("{line}");
    }
}
