//! The processes of the bot that share a database (`processes_v1`): each
//! records its shards when it starts (`StoreBackend::claim_shards`) and
//! keeps its record alive every [`HEARTBEAT`]; a record not seen for
//! [`LEASE_SECS`] has lapsed (a process killed without a clean stop).
//!
//! A process whose shard count differs from the running ones' is refused
//! at start: with two counts, a guild belongs to a shard of each, and two
//! processes would answer its clicks (fencing keeps the moves right, but
//! the players see the wrong answers). A fenced process names, from these
//! records, the process that owns the table it lets go of.

use super::{off_runtime, Conn, PgStore, Target, TxError};
use crate::store::{RunningProcess, ShardRange, StoreError};
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

/// How long a record lives without being seen again.
pub const LEASE_SECS: f64 = 30.0;
/// How often a process says it is still running.
const HEARTBEAT: Duration = Duration::from_secs(10);
/// The advisory lock held while a process checks and records itself
/// ("jgprocs"), so that two processes starting together see each other.
const LOCK: i64 = 0x6a67_7072_6f63_7300;

/// This process's record and the thread that keeps it alive.
pub(super) struct Registration {
    id: String,
    stop: mpsc::Sender<()>,
    heartbeat: JoinHandle<()>,
}

/// How this process is named: its host, its process id, and a random
/// part (a pid is reused).
fn process_name() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "unknown host".into());
    format!(
        "{host} pid {} #{:04x}",
        std::process::id(),
        rand::random::<u16>()
    )
}

fn range(r: &tokio_postgres::Row) -> ShardRange {
    ShardRange {
        first: r.get::<_, i32>(1) as u32,
        last: r.get::<_, i32>(2) as u32,
        total: r.get::<_, i32>(3) as u32,
    }
}

/// Records (or refreshes) a process's row.
const UPSERT: &str =
    "INSERT INTO processes_v1 (id, shard_first, shard_last, shard_total, started_at, seen_at) \
     VALUES ($1, $2, $3, $4, now(), now()) \
     ON CONFLICT (id) DO UPDATE SET seen_at = now()";

impl PgStore {
    /// Records this process with its shards, refusing them when running
    /// processes have another shard count; then keeps the record alive.
    pub(super) fn register(&self, shards: ShardRange) -> Result<(), StoreError> {
        let mut registered = self.process.lock().expect("lock");
        if registered.is_some() {
            return Ok(());
        }
        let id = process_name();
        let (first, last, total) = (shards.first as i32, shards.last as i32, shards.total as i32);
        let refused = self.read(|c| {
            c.transaction(|t| {
                t.execute("SELECT pg_advisory_xact_lock($1)", &[&LOCK])?;
                t.execute(
                    "DELETE FROM processes_v1 WHERE seen_at < now() - make_interval(secs => $1)",
                    &[&LEASE_SECS],
                )?;
                let others: Vec<RunningProcess> = t
                    .query(
                        "SELECT id, shard_first, shard_last, shard_total FROM processes_v1 ORDER BY id",
                        &[],
                    )?
                    .iter()
                    .map(|r| RunningProcess {
                        name: r.get(0),
                        shards: range(r),
                    })
                    .collect();
                if others.iter().any(|p| p.shards.total != shards.total) {
                    return Ok(Some(others));
                }
                t.execute(UPSERT, &[&id, &first, &last, &total])?;
                Ok(None)
            })
            .map_err(TxError::error)
        })?;
        if let Some(others) = refused {
            return Err(self.other_total(shards, &others));
        }
        let (stop, stopped) = mpsc::channel();
        let target = self.target.clone();
        let hid = id.clone();
        let heartbeat = std::thread::Builder::new()
            .name("store-heartbeat".into())
            .spawn(move || heartbeat(&target, &hid, (first, last, total), &stopped))
            .map_err(|e| StoreError::Db(e.to_string()))?;
        tracing::info!(process = %id, shards = %shards, "recorded in the shared database");
        *registered = Some(Registration {
            id,
            stop,
            heartbeat,
        });
        Ok(())
    }

    fn other_total(&self, ours: ShardRange, others: &[RunningProcess]) -> StoreError {
        let differing: Vec<&RunningProcess> = others
            .iter()
            .filter(|p| p.shards.total != ours.total)
            .collect();
        StoreError::OtherShardTotal {
            url: self.target.shown.clone(),
            total: differing.first().map_or(0, |p| p.shards.total),
            processes: differing
                .iter()
                .map(|p| format!("{}: {}", p.name, p.shards))
                .collect::<Vec<_>>()
                .join("; "),
            ours: ours.to_string(),
        }
    }

    /// The live records other than `id`.
    pub(super) fn processes_except(&self, id: &str) -> Result<Vec<RunningProcess>, StoreError> {
        Ok(self
            .query(
                "SELECT id, shard_first, shard_last, shard_total FROM processes_v1 \
                 WHERE id <> $1 AND seen_at >= now() - make_interval(secs => $2) ORDER BY id",
                &[&id, &LEASE_SECS],
            )?
            .iter()
            .map(|r| RunningProcess {
                name: r.get(0),
                shards: range(r),
            })
            .collect())
    }

    /// This process's name once recorded.
    pub(super) fn process_id(&self) -> Option<String> {
        self.process
            .lock()
            .expect("lock")
            .as_ref()
            .map(|r| r.id.clone())
    }

    /// Stops the heartbeat and removes the record (a clean stop).
    pub(super) fn unregister(&self) {
        let Some(r) = self
            .process
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        else {
            return;
        };
        drop(r.stop);
        let _ = r.heartbeat.join();
        let id = r.id;
        let _ = off_runtime(|| {
            self.read(|c| c.execute("DELETE FROM processes_v1 WHERE id = $1", &[&id]))
        });
    }
}

/// Refreshes the record every [`HEARTBEAT`] until told to stop; a record
/// that lapsed meanwhile (the database was out of reach longer than the
/// lease) is written again.
fn heartbeat(
    target: &Target,
    id: &str,
    (first, last, total): (i32, i32, i32),
    stop: &mpsc::Receiver<()>,
) {
    let mut conn: Option<Conn> = None;
    while let Err(mpsc::RecvTimeoutError::Timeout) = stop.recv_timeout(HEARTBEAT) {
        let c = match conn.take() {
            Some(c) if c.usable() => conn.insert(c),
            _ => match Conn::connect(target) {
                Ok(c) => conn.insert(c),
                Err(e) => {
                    tracing::debug!("the process record was not refreshed: {e}");
                    continue;
                }
            },
        };
        if let Err(e) = c.execute(UPSERT, &[&id, &first, &last, &total]) {
            tracing::debug!("the process record was not refreshed: {e}");
        }
    }
}
