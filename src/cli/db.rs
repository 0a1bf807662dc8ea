//! `jersey-gin db check|export|games|backup|compact|reshard`: inspect, copy,
//! compact and re-shard the database. All but `compact` only read the file (see
//! `store::Store::open_read_only`); `backup` of a file that a running bot
//! or terminal game holds asks that process for the copy; `compact` needs
//! the file to itself. `--url` points `check`, `export` and `games` at a
//! PostgreSQL database instead (opening it runs any missing schema steps,
//! as the bot does); its backups are the database's own (`pg_dump`).

use crate::store::backup::BackupReport;
use crate::store::check::{CheckReport, StorageOnly};
use crate::store::postgres::{PgStore, Timeouts};
use crate::store::{self, Store, StoreBackend, StoreError};
use crate::table::stored::check::{self as records, GameLine, Replays};
use std::path::{Path, PathBuf};

#[derive(Debug, clap::Args)]
pub struct DbArgs {
    /// The database file.
    #[arg(
        long,
        global = true,
        value_name = "PATH",
        default_value = "jersey-gin.redb"
    )]
    pub db: PathBuf,
    /// A PostgreSQL database (`store.url`'s form, postgres://...) instead
    /// of the file: for `check`, `export` and `games`.
    #[arg(long, global = true, value_name = "URL")]
    pub url: Option<String>,
    #[command(subcommand)]
    pub what: DbCommand,
}

#[derive(Debug, clap::Subcommand)]
pub enum DbCommand {
    /// Verify the file, every stored game and every open table; exit 1 on
    /// any problem. Only reads the file.
    Check,
    /// Print a game's replay JSON (finished, abandoned or in progress).
    Export {
        /// The game's id, as `db games` and the game's first line show it.
        #[arg(long, value_name = "ID")]
        game: u64,
    },
    /// List every game with its id, state, channel, hands and players.
    Games,
    /// Write a consistent copy of the database to PATH (a new file), also
    /// while the bot or a terminal game runs on it, and check the copy.
    Backup {
        /// The new file.
        path: PathBuf,
    },
    /// Make the file smaller: give the space of pruned commands and closed
    /// tables back to the file system (the bot reuses that space but never
    /// shrinks the file). Stop the bot first: a file in use is refused.
    Compact,
    /// Make the files of a bot split over processes again for a new shard
    /// count (or new ranges): every channel's tables, games, leaderboard
    /// and log go to the file of the range that now holds its guild. Stop
    /// every process first (a file in use is refused); the files given are
    /// only read, the new ones appear only when all are written and checked.
    Reshard {
        /// The new number of shards (`discord.shard_total`).
        #[arg(long, value_name = "N")]
        total: u32,
        /// The new processes' ranges, e.g. `0-1,2-3` (default: one file
        /// per shard).
        #[arg(long, value_name = "RANGES")]
        ranges: Option<String>,
        /// The directory for the new files (named `shard-S-of-N.redb` or
        /// `shards-F-L-of-N.redb`; none may exist yet).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Every process's database file (none: `--db`, the one file of a
        /// bot that ran as one process).
        #[arg(value_name = "FILE")]
        files: Vec<PathBuf>,
    },
}

/// A consistent copy of a database file that a running bot or terminal
/// game holds, taken through that process (as `db backup` does), and
/// removed when dropped.
struct LiveCopy {
    dir: PathBuf,
}

impl Drop for LiveCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The file itself, only read; or, when a running process holds it, a
/// consistent copy of it taken now (said on stderr), so that the reading
/// commands work while the bot or a game runs.
fn open_file(db: &Path) -> Result<(Store, Option<LiveCopy>), StoreError> {
    match Store::open_read_only(db) {
        #[cfg(unix)]
        Err(StoreError::InUse { .. }) => {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or_default();
            let dir = std::env::temp_dir()
                .join(format!("jersey-gin-read-{}-{nanos}", std::process::id()));
            std::fs::create_dir_all(&dir).map_err(|e| StoreError::io(&dir, &e))?;
            let copy = LiveCopy { dir };
            let file = copy.dir.join("copy.redb");
            // Only read here: the command reading it checks what it needs.
            store::backup::request_live_backup(db, &file, &StorageOnly)?;
            eprintln!(
                "{} is in use by a running jersey-gin process: reading a consistent copy taken now",
                db.display()
            );
            Ok((Store::open_read_only(&file)?, Some(copy)))
        }
        other => other.map(|s| (s, None)),
    }
}

/// The store `db` reads: the database at `--url`, else the file (only
/// read; a copy of it while a process holds it, kept until the returned
/// guard is dropped).
fn open(args: &DbArgs) -> Result<(Box<dyn StoreBackend>, Option<LiveCopy>), StoreError> {
    if args.url.is_none() {
        let (store, copy) = open_file(&args.db)?;
        return Ok((Box::new(store), copy));
    }
    Ok((
        match &args.url {
            // A check reads every command and game: longer statements than a
            // bot's, but still a limit for a server that stops answering.
            Some(url) => Box::new(PgStore::open_with(
                url,
                Timeouts {
                    statement: std::time::Duration::from_secs(600),
                    ..Timeouts::default()
                },
            )?),
            None => Box::new(Store::open_read_only(&args.db)?),
        },
        None,
    ))
}

/// `db check` of a file.
pub fn check(db: &Path) -> Result<CheckReport, StoreError> {
    records::check(&open_file(db)?.0)
}

/// `db export --game ID` of a file.
pub fn export(db: &Path, game: u64) -> anyhow::Result<String> {
    let (store, _copy) = open_file(db)?;
    records::export(&store, game)
}

/// `db games` of a file.
pub fn games(db: &Path) -> Result<Vec<GameLine>, StoreError> {
    let (store, _copy) = open_file(db)?;
    records::list_games(&store)
}

/// `db backup PATH`: from the file when nobody holds it, else from the
/// process that does.
pub fn backup(db: &Path, dest: &Path) -> Result<BackupReport, StoreError> {
    match Store::open_read_only(db) {
        Ok(store) => store.backup(dest, &Replays),
        #[cfg(unix)]
        Err(StoreError::InUse { .. }) => store::backup::request_live_backup(db, dest, &Replays),
        Err(e) => Err(e),
    }
}

pub fn run(args: DbArgs) -> anyhow::Result<()> {
    if args.url.is_some() && matches!(args.what, DbCommand::Reshard { .. }) {
        anyhow::bail!(
            "reshard works on database files; with a shared PostgreSQL database every process sees every table, so re-sharding is a restart of every process with its new range"
        );
    }
    if args.url.is_some() && matches!(args.what, DbCommand::Backup { .. } | DbCommand::Compact) {
        anyhow::bail!(
            "backup and compact work on a database file; a PostgreSQL database is backed up with its own tools (pg_dump) and reclaims space with VACUUM"
        );
    }
    match args.what {
        DbCommand::Check => {
            let (store, copy) = open(&args)?;
            let report = records::check(&*store)?;
            // The copy goes before a failing exit skips its removal.
            drop((store, copy));
            println!("{report}");
            if !report.is_ok() {
                std::process::exit(1);
            }
        }
        DbCommand::Export { game } => {
            let (store, _copy) = open(&args)?;
            println!("{}", records::export(&*store, game)?)
        }
        DbCommand::Games => {
            let (store, _copy) = open(&args)?;
            let list = records::list_games(&*store)?;
            if list.is_empty() {
                println!("no games in {}", store.location());
            } else {
                println!("{}", records::GAMES_HEADER);
                for g in list {
                    println!("{g}");
                }
            }
        }
        DbCommand::Compact => println!("{}", store::compact::compact(&args.db)?),
        DbCommand::Reshard {
            total,
            ranges,
            out,
            files,
        } => {
            let plan = store::reshard::Plan::new(total, ranges.as_deref())?;
            let files = if files.is_empty() {
                vec![args.db.clone()]
            } else {
                files
            };
            println!(
                "{}",
                store::reshard::reshard(&files, &plan, &out, &Replays)?
            );
        }
        DbCommand::Backup { path } => {
            let report = backup(&args.db, &path)?;
            println!("{report}");
            if !report.check_ok {
                std::process::exit(1);
            }
        }
    }
    Ok(())
}
