//! `bench store`: acknowledged commands per second through the table
//! service and a durable redb file (or a PostgreSQL database,
//! `--postgres`), their latency, restore time and memory per active table.
//!
//! Every table has three human seats (so nothing happens by itself); worker
//! threads play the seat to act with the easy computer's choice, as people
//! clicking buttons would, each waiting for its command to be committed.

use super::clock::SystemClock;
use super::service::Service;
use super::{Actor, Command, Settings, Stage, UserId};
use crate::ai::{self, Level};
use crate::store::{Store, StoreBackend};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

#[derive(Debug, Clone)]
pub struct BenchConfig {
    /// Active tables during the command run.
    pub tables: usize,
    /// Acknowledged commands to measure.
    pub commands: usize,
    /// Concurrent clients.
    pub clients: usize,
    /// Active tables in the store that is reopened for the restore figure.
    pub restore_tables: usize,
    /// Moves made at each of them before the store is reopened (a table is
    /// rebuilt by replaying its game, so deeper games cost more).
    pub restore_moves: usize,
    /// Where to put the database files (a temporary directory if None).
    pub dir: Option<PathBuf>,
    /// Leave the redb files in `dir` (`bench-commands.redb`,
    /// `bench-restore.redb`), to look at them with the `db` tools.
    pub keep: bool,
    /// Stop the command run once this many games have finished (and at
    /// `commands` at most).
    pub games: Option<u64>,
    /// Prune the command log this often during the command run, as the bot
    /// does (every command marked posted first, as a front end would).
    pub prune_every_ms: Option<u64>,
    /// The prune's retention window for request ids.
    pub retention_ms: u64,
    /// PostgreSQL instead of redb: the URL of a server's database to
    /// create the bench's databases from (they are dropped after), or
    /// "local" for a throwaway server started here (durable: fsync on).
    pub postgres: Option<String>,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            tables: 1000,
            commands: 100_000,
            clients: 16,
            restore_tables: 10_000,
            restore_moves: 4,
            dir: None,
            keep: false,
            games: None,
            prune_every_ms: None,
            retention_ms: 0,
            postgres: None,
        }
    }
}

#[derive(Debug, Clone, Default, Serialize)]
pub struct BenchReport {
    /// "redb" or "postgres".
    pub backend: &'static str,
    pub tables: usize,
    pub commands: u64,
    pub clients: usize,
    pub seconds: f64,
    pub commands_per_sec: f64,
    pub p50_ms: f64,
    pub p90_ms: f64,
    pub p99_ms: f64,
    pub max_ms: f64,
    pub restore_tables: usize,
    pub restore_ms: f64,
    /// Of `restore_ms`: opening the file (its integrity check and
    /// migrations), before the tables are rebuilt.
    pub restore_open_ms: f64,
    /// The restored file's size.
    pub restore_file_bytes: u64,
    /// Resident memory added by restoring the tables, per table (the
    /// store's page cache included).
    pub rss_per_table_bytes: u64,
    /// Heap in use added by restoring the tables, per table.
    pub heap_per_table_bytes: u64,
    pub games_finished: u64,
    /// Commands per write transaction.
    pub mean_batch: f64,
    /// Time to apply a transaction's writes, and to commit it durably.
    pub mean_write_ms: f64,
    pub mean_commit_ms: f64,
    pub max_commit_ms: f64,
    /// Transactions whose commit took over 4 ms, of all transactions.
    pub slow_commits: u64,
    pub transactions: u64,
    /// Size of one stored table at the end.
    pub table_bytes: usize,
    /// Size of the command run's database file at its end.
    pub file_bytes: u64,
    /// Commands still in the command log at the end.
    pub commands_kept: u64,
    /// Prune passes during the run, commands they deleted, the rate of
    /// deletion (commands per second of pruning) and the longest prune
    /// write transaction.
    pub prune_passes: u64,
    pub pruned_commands: u64,
    pub prune_commands_per_sec: f64,
    pub prune_max_transaction_ms: f64,
}

/// What the pruning thread of a command run did.
#[derive(Default)]
struct PruneTally {
    passes: u64,
    commands: u64,
    seconds: f64,
    max_txn_ms: f64,
}

/// Marks every bench channel's log posted, then prunes; every `every_ms`
/// until `stop`.
fn prune_loop(
    svc: &Service,
    tables: usize,
    every_ms: u64,
    retention_ms: u64,
    stop: &std::sync::atomic::AtomicBool,
) -> PruneTally {
    let mut tally = PruneTally::default();
    while !stop.load(Ordering::Relaxed) {
        std::thread::sleep(std::time::Duration::from_millis(every_ms));
        for t in 0..tables {
            let ch = bench_channel(t);
            let Ok(posted) = svc.store().channel_seq(ch.as_str()) else {
                continue;
            };
            let row = super::queries::Outbox {
                posted,
                ..Default::default()
            };
            let _ = svc.set_outbox(&ch, row);
        }
        match svc.prune_command_log(retention_ms, super::queries::PRUNE_ROWS_PER_TRANSACTION) {
            Ok(r) => {
                tally.passes += 1;
                tally.commands += r.commands;
                tally.seconds += r.elapsed.as_secs_f64();
                tally.max_txn_ms = tally
                    .max_txn_ms
                    .max(r.longest_transaction.as_secs_f64() * 1000.0);
            }
            Err(e) => tracing::warn!("bench prune: {e}"),
        }
    }
    tally
}

fn settings() -> Settings {
    Settings {
        turn_ms: 24 * 3600 * 1000,
        pace_ms: 0,
        ..Settings::default()
    }
}

/// Heap bytes in use (glibc; 0 elsewhere), after returning free memory to
/// the system so that resident figures mean something.
pub fn heap_bytes() -> u64 {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: plain glibc calls with no pointers passed in.
        unsafe {
            libc::malloc_trim(0);
            libc::mallinfo2().uordblks as u64
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        0
    }
}

/// Resident memory of this process in bytes (Linux; 0 elsewhere).
pub fn rss_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/statm")
        .ok()
        .and_then(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map(|pages| pages * 4096)
        .unwrap_or(0)
}

fn user_of(t: usize, seat: usize) -> u64 {
    (t as u64) * 3 + seat as u64 + 1
}

/// Opens `n` tables of three people and starts them, from `clients` threads.
fn setup(svc: &Arc<Service>, n: usize, clients: usize, rid: &Arc<AtomicU64>) {
    let threads: Vec<_> = (0..clients.max(1))
        .map(|c| {
            let svc = svc.clone();
            let rid = rid.clone();
            std::thread::spawn(move || {
                let mut t = c;
                while t < n {
                    let ch = bench_channel(t);
                    let send = |user: u64, cmd: Command| {
                        let id = rid.fetch_add(1, Ordering::Relaxed);
                        svc.apply_in(Some(bench_guild(t)), &ch, id, Actor::user(user), cmd)
                            .unwrap_or_else(|e| panic!("{ch}: {cmd:?}: {e}"));
                    };
                    send(
                        user_of(t, 0),
                        Command::Open {
                            settings: settings(),
                        },
                    );
                    send(user_of(t, 1), Command::Join);
                    send(user_of(t, 2), Command::Join);
                    send(user_of(t, 0), Command::Start);
                    t += clients;
                }
            })
        })
        .collect();
    for t in threads {
        t.join().expect("setup thread");
    }
}

/// The guild of the bench's table number `t` (commands come from guilds,
/// as on Discord; one guild a table, spread over the shards).
fn bench_guild(t: usize) -> u64 {
    (t as u64 + 1) << 22
}

/// The channel of the bench's table number `t`.
fn bench_channel(t: usize) -> super::ChannelId {
    super::ChannelId::new(&format!("bench-{t}"))
}

/// One move at one table: the seat to act plays; a finished game is
/// followed by a rematch. Returns whether a game finished.
fn step(svc: &Service, t: usize, rid: &AtomicU64) -> bool {
    let ch = bench_channel(t);
    let table = svc.snapshot(&ch).expect("bench table").0;
    let id = rid.fetch_add(1, Ordering::Relaxed);
    let (user, cmd) = match &table.stage {
        Stage::Finished { .. } => (UserId(user_of(t, 0)), Command::Rematch),
        _ => {
            let game = table.game().expect("a game");
            let seat = game.to_act().first().copied().unwrap_or(0);
            let action = ai::Player::Level(Level::Easy).choose_in(game, seat);
            let user = table.seats[seat].player.user().expect("people only");
            (
                user,
                Command::Act {
                    turn: game.turn(seat),
                    action,
                },
            )
        }
    };
    let reply = svc
        .apply_in(Some(bench_guild(t)), &ch, id, Actor::user(user), cmd)
        .unwrap_or_else(|e| panic!("{ch}: {cmd:?}: {e}"));
    reply
        .events
        .iter()
        .any(|e| matches!(e, super::TableEvent::Finished { .. }))
}

/// Where the bench's stores are: files, or databases on a PostgreSQL
/// server (made fresh, dropped after).
enum Stores {
    Redb,
    Postgres {
        admin: String,
        server: Option<crate::store::postgres::local::LocalServer>,
        made: Vec<String>,
    },
}

impl Stores {
    fn new(cfg: &BenchConfig) -> anyhow::Result<Stores> {
        Ok(match cfg.postgres.as_deref() {
            None => Stores::Redb,
            Some("local") => {
                let server = crate::store::postgres::local::LocalServer::start(true)
                    .map_err(|e| anyhow::anyhow!("cannot start a PostgreSQL server: {e}"))?;
                Stores::Postgres {
                    admin: server.url("postgres"),
                    server: Some(server),
                    made: vec![],
                }
            }
            Some(url) => Stores::Postgres {
                admin: url.to_string(),
                server: None,
                made: vec![],
            },
        })
    }

    /// A new, empty store named `name` (a file in `dir`, or a database).
    fn create(&mut self, dir: &Path, name: &str) -> anyhow::Result<Box<dyn StoreBackend>> {
        match self {
            Stores::Redb => {
                let path = dir.join(format!("{name}.redb"));
                let _ = std::fs::remove_file(&path);
                Ok(Box::new(Store::open(&path)?))
            }
            Stores::Postgres { admin, made, .. } => {
                let db = format!("{name}_{}", std::process::id()).replace('-', "_");
                let mut c = admin_connection(admin)?;
                for sql in [
                    format!("DROP DATABASE IF EXISTS {db}"),
                    format!("CREATE DATABASE {db}"),
                ] {
                    c.batch(&sql).map_err(|e| anyhow::anyhow!("{sql}: {e}"))?;
                }
                made.push(db.clone());
                let url = crate::store::postgres::with_database(admin, &db);
                Ok(Box::new(crate::store::postgres::PgStore::open(&url)?))
            }
        }
    }

    /// Opens `name` again.
    fn reopen(&self, dir: &Path, name: &str) -> anyhow::Result<Box<dyn StoreBackend>> {
        match self {
            Stores::Redb => Ok(Box::new(Store::open(dir.join(format!("{name}.redb")))?)),
            Stores::Postgres { admin, .. } => {
                let db = format!("{name}_{}", std::process::id()).replace('-', "_");
                let url = crate::store::postgres::with_database(admin, &db);
                Ok(Box::new(crate::store::postgres::PgStore::open(&url)?))
            }
        }
    }

    /// The size of `name` on disk.
    fn size(&self, dir: &Path, name: &str) -> u64 {
        match self {
            Stores::Redb => {
                std::fs::metadata(dir.join(format!("{name}.redb"))).map_or(0, |m| m.len())
            }
            Stores::Postgres { admin, .. } => {
                let db = format!("{name}_{}", std::process::id()).replace('-', "_");
                admin_connection(admin)
                    .ok()
                    .and_then(|mut c| c.query_one("SELECT pg_database_size($1)", &[&db]).ok())
                    .map_or(0, |r| r.get::<_, i64>(0) as u64)
            }
        }
    }

    /// Deletes `name`.
    fn remove(&mut self, dir: &Path, name: &str) {
        match self {
            Stores::Redb => {
                let _ = std::fs::remove_file(dir.join(format!("{name}.redb")));
            }
            Stores::Postgres { admin, made, .. } => {
                let db = format!("{name}_{}", std::process::id()).replace('-', "_");
                if let Ok(mut c) = admin_connection(admin) {
                    let _ = c.batch(&format!("DROP DATABASE IF EXISTS {db}"));
                }
                made.retain(|m| m != &db);
            }
        }
    }
}

/// A connection to the server's administration database (`--postgres`).
fn admin_connection(admin: &str) -> anyhow::Result<crate::store::postgres::Conn> {
    use crate::store::postgres::{Conn, Target};
    Ok(Conn::connect(&Target::of(admin, Default::default())?)?)
}

impl Drop for Stores {
    fn drop(&mut self) {
        if let Stores::Postgres { server, .. } = self {
            if let Some(s) = server.take() {
                s.stop();
            }
        }
    }
}

pub fn run(cfg: &BenchConfig) -> anyhow::Result<BenchReport> {
    let mut stores = Stores::new(cfg)?;
    let tmp;
    let dir: &Path = match &cfg.dir {
        Some(d) => {
            std::fs::create_dir_all(d)?;
            d
        }
        None => {
            tmp = std::env::temp_dir().join(format!("jersey-gin-bench-{}", std::process::id()));
            std::fs::create_dir_all(&tmp)?;
            &tmp
        }
    };
    let clock = Arc::new(SystemClock);
    let rid = Arc::new(AtomicU64::new(1));
    let mut report = BenchReport {
        backend: if cfg.postgres.is_some() {
            "postgres"
        } else {
            "redb"
        },
        ..BenchReport::default()
    };
    commands_phase(cfg, &mut stores, dir, &clock, &rid, &mut report)?;
    restore_phase(cfg, &mut stores, dir, clock, &rid, &mut report)?;
    drop(stores);
    if cfg.dir.is_none() {
        let _ = std::fs::remove_dir_all(dir);
    }
    Ok(report)
}

/// The first run, commands across active tables (with pruning beside
/// them if asked): their rate and latencies, the writer's figures, the
/// file at the end.
fn commands_phase(
    cfg: &BenchConfig,
    stores: &mut Stores,
    dir: &Path,
    clock: &Arc<SystemClock>,
    rid: &Arc<AtomicU64>,
    report: &mut BenchReport,
) -> anyhow::Result<()> {
    let svc = Arc::new(Service::with_store(
        stores.create(dir, "bench-commands")?,
        clock.clone(),
    )?);
    setup(&svc, cfg.tables, cfg.clients, rid);
    let stop_pruning = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let pruner = cfg.prune_every_ms.map(|every| {
        let (svc, stop, tables, keep) = (
            svc.clone(),
            stop_pruning.clone(),
            cfg.tables,
            cfg.retention_ms,
        );
        std::thread::spawn(move || prune_loop(&svc, tables, every, keep, &stop))
    });
    let start = Instant::now();
    let clients = cfg.clients.clamp(1, cfg.tables.max(1));
    let (mut lat, finished) = drive_clients(cfg, &svc, rid, clients);
    report.seconds = start.elapsed().as_secs_f64();
    stop_pruning.store(true, Ordering::Relaxed);
    let pruned = match pruner {
        Some(p) => p.join().expect("prune thread"),
        None => PruneTally::default(),
    };
    lat.sort_by(|a, b| a.total_cmp(b));
    let pct = |p: f64| {
        if lat.is_empty() {
            0.0
        } else {
            lat[((lat.len() as f64 * p) as usize).min(lat.len() - 1)]
        }
    };
    report.tables = cfg.tables;
    report.clients = clients;
    report.commands = lat.len() as u64;
    report.commands_per_sec = lat.len() as f64 / report.seconds;
    report.p50_ms = pct(0.50);
    report.p90_ms = pct(0.90);
    report.p99_ms = pct(0.99);
    report.max_ms = lat.last().copied().unwrap_or(0.0);
    report.games_finished = finished;
    let ws = svc.store().writer_stats();
    let txns = ws.transactions.load(Ordering::Relaxed).max(1);
    report.mean_batch = ws.commits.load(Ordering::Relaxed) as f64 / txns as f64;
    report.mean_write_ms = ws.write_ns.load(Ordering::Relaxed) as f64 / 1e6 / txns as f64;
    report.mean_commit_ms = ws.commit_ns.load(Ordering::Relaxed) as f64 / 1e6 / txns as f64;
    report.max_commit_ms = ws.max_commit_ns.load(Ordering::Relaxed) as f64 / 1e6;
    report.slow_commits = ws.slow_commits.load(Ordering::Relaxed);
    report.transactions = ws.transactions.load(Ordering::Relaxed);
    report.prune_passes = pruned.passes;
    report.pruned_commands = pruned.commands;
    report.prune_commands_per_sec = if pruned.seconds > 0.0 {
        pruned.commands as f64 / pruned.seconds
    } else {
        0.0
    };
    report.prune_max_transaction_ms = pruned.max_txn_ms;
    report.table_bytes = svc
        .table(&bench_channel(0))
        .map(|t| serde_json::to_vec(&crate::store::types::StoredTableV2::from(&t)).map(|v| v.len()))
        .transpose()?
        .unwrap_or(0);
    let checked = super::stored::check::check(svc.store())?;
    anyhow::ensure!(
        checked.is_ok(),
        "the bench store fails its check: {checked}"
    );
    report.commands_kept = checked.commands as u64;
    drop(svc);
    report.file_bytes = stores.size(dir, "bench-commands");
    if !cfg.keep {
        stores.remove(dir, "bench-commands");
    }
    Ok(())
}

/// The clients of a command run, each on its own thread and tables, until
/// the commands (or the games) asked for are played: every command's
/// latency in ms, and the games finished.
fn drive_clients(
    cfg: &BenchConfig,
    svc: &Arc<Service>,
    rid: &Arc<AtomicU64>,
    clients: usize,
) -> (Vec<f64>, u64) {
    let done = Arc::new(AtomicU64::new(0));
    let finished = Arc::new(AtomicU64::new(0));
    let games_limit = cfg.games.unwrap_or(u64::MAX);
    let threads: Vec<_> = (0..clients)
        .map(|c| {
            let svc = svc.clone();
            let rid = rid.clone();
            let done = done.clone();
            let finished = finished.clone();
            let (tables, total) = (cfg.tables, cfg.commands as u64);
            std::thread::spawn(move || {
                let mine: Vec<usize> = (c..tables).step_by(clients).collect();
                let mut lat = Vec::new();
                let mut i = 0;
                while finished.load(Ordering::Relaxed) < games_limit
                    && done.fetch_add(1, Ordering::Relaxed) < total
                {
                    let t = mine[i % mine.len()];
                    i += 1;
                    let t0 = Instant::now();
                    if step(&svc, t, &rid) {
                        finished.fetch_add(1, Ordering::Relaxed);
                    }
                    lat.push(t0.elapsed().as_secs_f64() * 1000.0);
                }
                lat
            })
        })
        .collect();
    let mut lat: Vec<f64> = Vec::with_capacity(cfg.commands);
    for t in threads {
        lat.extend(t.join().expect("client thread"));
    }
    (lat, finished.load(Ordering::Relaxed))
}

/// The second run, a store with many active tables reopened: its time,
/// the file's size and the memory each restored table takes.
fn restore_phase(
    cfg: &BenchConfig,
    stores: &mut Stores,
    dir: &Path,
    clock: Arc<SystemClock>,
    rid: &Arc<AtomicU64>,
    report: &mut BenchReport,
) -> anyhow::Result<()> {
    {
        let svc = Arc::new(Service::with_store(
            stores.create(dir, "bench-restore")?,
            clock.clone(),
        )?);
        setup(&svc, cfg.restore_tables, cfg.clients, rid);
        // A few moves each, so the games are under way.
        let threads: Vec<_> = (0..cfg.clients.max(1))
            .map(|c| {
                let (svc, rid, n, k, moves) = (
                    svc.clone(),
                    rid.clone(),
                    cfg.restore_tables,
                    cfg.clients.max(1),
                    cfg.restore_moves,
                );
                std::thread::spawn(move || {
                    for t in (c..n).step_by(k) {
                        for _ in 0..moves {
                            step(&svc, t, &rid);
                        }
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().expect("move thread");
        }
    }
    let heap0 = heap_bytes();
    let rss0 = rss_bytes();
    report.restore_file_bytes = stores.size(dir, "bench-restore");
    let t0 = Instant::now();
    let store = stores.reopen(dir, "bench-restore")?;
    report.restore_open_ms = t0.elapsed().as_secs_f64() * 1000.0;
    let svc = Service::with_store(store, clock)?;
    report.restore_ms = t0.elapsed().as_secs_f64() * 1000.0;
    let heap1 = heap_bytes();
    let rss1 = rss_bytes();
    anyhow::ensure!(
        svc.open_tables() == cfg.restore_tables,
        "restored {} tables of {}",
        svc.open_tables(),
        cfg.restore_tables
    );
    drop(svc);
    if !cfg.keep {
        stores.remove(dir, "bench-restore");
    }
    report.restore_tables = cfg.restore_tables;
    report.rss_per_table_bytes = rss1.saturating_sub(rss0) / cfg.restore_tables.max(1) as u64;
    report.heap_per_table_bytes = heap1.saturating_sub(heap0) / cfg.restore_tables.max(1) as u64;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_small_bench_runs() {
        let dir = tempfile::tempdir().unwrap();
        let r = super::run(&super::BenchConfig {
            tables: 8,
            commands: 400,
            clients: 4,
            restore_tables: 20,
            restore_moves: 30,
            dir: Some(dir.path().to_path_buf()),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(r.commands, 400);
        assert!(r.commands_per_sec > 0.0);
        assert_eq!(r.commands_kept, 400 + 8 * 4);
    }

    /// The same on PostgreSQL (a database of the tests' server).
    #[test]
    fn a_small_bench_runs_on_postgres() {
        let Some(url) =
            crate::store::postgres::test_db::test_database("a_small_bench_runs_on_postgres")
        else {
            return;
        };
        let r = super::run(&super::BenchConfig {
            tables: 8,
            commands: 400,
            clients: 4,
            restore_tables: 20,
            restore_moves: 30,
            postgres: Some(url),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(r.backend, "postgres");
        assert_eq!(r.commands, 400);
        assert_eq!(r.commands_kept, 400 + 8 * 4);
    }

    /// With pruning (a window of 0), the log keeps far fewer commands and
    /// the pruned file still passes `db check` (the run checks it).
    #[test]
    fn a_small_bench_with_pruning_keeps_less() {
        let dir = tempfile::tempdir().unwrap();
        let r = super::run(&super::BenchConfig {
            tables: 4,
            commands: 3_000,
            clients: 2,
            restore_tables: 4,
            restore_moves: 1,
            dir: Some(dir.path().to_path_buf()),
            prune_every_ms: Some(20),
            retention_ms: 0,
            ..Default::default()
        })
        .unwrap();
        assert!(r.prune_passes > 0 && r.pruned_commands > 0, "{r:?}");
        assert!(r.commands_kept < r.commands / 2, "{r:?}");
    }
}
