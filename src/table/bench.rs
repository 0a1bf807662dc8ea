//! `bench store`: acknowledged commands per second through the table
//! service and a durable redb file, their latency, restore time and memory
//! per active table.
//!
//! Every table has three human seats (so nothing happens by itself); worker
//! threads play the seat to act with the easy computer's choice, as people
//! clicking buttons would, each waiting for its command to be committed.

use super::clock::SystemClock;
use super::service::Service;
use super::{Actor, Command, Settings, Stage};
use crate::ai::{self, Level};
use crate::store::Store;
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
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct BenchReport {
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
                    let ch = format!("bench-{t}");
                    let send = |user: u64, cmd: Command| {
                        let id = rid.fetch_add(1, Ordering::Relaxed);
                        svc.apply(&ch, id, Actor::user(user), cmd)
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

/// One move at one table: the seat to act plays; a finished game is
/// followed by a rematch. Returns whether a game finished.
fn step(svc: &Service, t: usize, rid: &AtomicU64) -> bool {
    let ch = format!("bench-{t}");
    let table = svc.snapshot(&ch).expect("bench table").0;
    let id = rid.fetch_add(1, Ordering::Relaxed);
    let (user, cmd) = match &table.stage {
        Stage::Finished { .. } => (user_of(t, 0), Command::Rematch),
        _ => {
            let game = table.game().expect("a game");
            let seat = game.to_act().first().copied().unwrap_or(0);
            let action = ai::Player::Level(Level::Easy).choose_in(game, seat);
            let user = table.seats[seat].player.user().expect("people only");
            (
                user,
                Command::Act {
                    turn: game.moves(),
                    action,
                },
            )
        }
    };
    let reply = svc
        .apply(&ch, id, Actor::user(user), cmd)
        .unwrap_or_else(|e| panic!("{ch}: {cmd:?}: {e}"));
    reply
        .events
        .iter()
        .any(|e| matches!(e, super::TableEvent::Finished { .. }))
}

pub fn run(cfg: &BenchConfig) -> anyhow::Result<BenchReport> {
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

    // 1. Commands across active tables.
    let path = dir.join("bench-commands.redb");
    let _ = std::fs::remove_file(&path);
    let svc = Arc::new(Service::new(Store::open(&path)?, clock.clone())?);
    setup(&svc, cfg.tables, cfg.clients, &rid);
    let done = Arc::new(AtomicU64::new(0));
    let finished = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    let clients = cfg.clients.clamp(1, cfg.tables.max(1));
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
                while done.fetch_add(1, Ordering::Relaxed) < total {
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
    let seconds = start.elapsed().as_secs_f64();
    lat.sort_by(|a, b| a.total_cmp(b));
    let pct = |p: f64| {
        if lat.is_empty() {
            0.0
        } else {
            lat[((lat.len() as f64 * p) as usize).min(lat.len() - 1)]
        }
    };
    let (p50, p90, p99, max) = (
        pct(0.50),
        pct(0.90),
        pct(0.99),
        lat.last().copied().unwrap_or(0.0),
    );
    let ws = svc.store().writer_stats();
    let txns = ws.transactions.load(Ordering::Relaxed).max(1);
    let batch = ws.commits.load(Ordering::Relaxed) as f64 / txns as f64;
    let write_ms = ws.write_ns.load(Ordering::Relaxed) as f64 / 1e6 / txns as f64;
    let commit_ms = ws.commit_ns.load(Ordering::Relaxed) as f64 / 1e6 / txns as f64;
    let max_commit_ms = ws.max_commit_ns.load(Ordering::Relaxed) as f64 / 1e6;
    let slow_commits = ws.slow_commits.load(Ordering::Relaxed);
    let transactions = ws.transactions.load(Ordering::Relaxed);
    let table_bytes = svc
        .table("bench-0")
        .map(|t| serde_json::to_vec(&crate::store::types::StoredTableV2::from(&t)).map(|v| v.len()))
        .transpose()?
        .unwrap_or(0);
    let report = svc.store().check_all()?;
    anyhow::ensure!(report.is_ok(), "the bench store fails its check: {report}");
    drop(svc);
    let _ = std::fs::remove_file(&path);

    // 2. Restore: a store with many active tables, reopened.
    let rpath = dir.join("bench-restore.redb");
    let _ = std::fs::remove_file(&rpath);
    {
        let svc = Arc::new(Service::new(Store::open(&rpath)?, clock.clone())?);
        setup(&svc, cfg.restore_tables, cfg.clients, &rid);
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
    let t0 = Instant::now();
    let svc = Service::new(Store::open(&rpath)?, clock)?;
    let restore_ms = t0.elapsed().as_secs_f64() * 1000.0;
    let heap1 = heap_bytes();
    let rss1 = rss_bytes();
    anyhow::ensure!(
        svc.open_tables() == cfg.restore_tables,
        "restored {} tables of {}",
        svc.open_tables(),
        cfg.restore_tables
    );
    drop(svc);
    let _ = std::fs::remove_file(&rpath);
    if cfg.dir.is_none() {
        let _ = std::fs::remove_dir_all(dir);
    }
    Ok(BenchReport {
        tables: cfg.tables,
        commands: lat.len() as u64,
        clients,
        seconds,
        commands_per_sec: lat.len() as f64 / seconds,
        p50_ms: p50,
        p90_ms: p90,
        p99_ms: p99,
        max_ms: max,
        restore_tables: cfg.restore_tables,
        restore_ms,
        rss_per_table_bytes: rss1.saturating_sub(rss0) / cfg.restore_tables.max(1) as u64,
        heap_per_table_bytes: heap1.saturating_sub(heap0) / cfg.restore_tables.max(1) as u64,
        games_finished: finished.load(Ordering::Relaxed),
        mean_batch: batch,
        mean_write_ms: write_ms,
        mean_commit_ms: commit_ms,
        max_commit_ms,
        slow_commits,
        transactions,
        table_bytes,
    })
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
        })
        .unwrap();
        assert_eq!(r.commands, 400);
        assert!(r.commands_per_sec > 0.0);
    }
}
