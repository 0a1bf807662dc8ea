//! Backups: a consistent copy of a live store, on demand (`jersey-gin db
//! backup PATH`) and on a schedule (`store.backup_every_hours` in `run`).
//!
//! A backup is a logical copy made from one read transaction: redb's
//! snapshot of the last commit, so writers carry on meanwhile and the copy
//! holds exactly what one commit left. Every table is copied row by row
//! into a new redb file beside the destination, which is synced and only
//! then linked to its name (so a backup file is either complete or
//! absent). The copy is then checked as `db check` checks, with the
//! record checks (the rules' replays) its caller gives.
//!
//! Another process cannot read a file that a writer holds, so the process
//! that holds it serves backups: every writable store file also listens on
//! a Unix socket beside it (`FILE.sock`, owner-only), and `db backup` asks
//! there when the file is in use.

use super::check::{RecordCheck, StorageOnly};
use super::schema::*;
use super::{file, Store, StoreError};
use redb::{Database, Key, ReadTransaction, ReadableDatabase, TableDefinition, Value};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// What a finished backup holds and what its check found.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct BackupReport {
    pub path: String,
    pub bytes: u64,
    pub rows: u64,
    /// `db check` of the copy, as printed.
    pub check: String,
    pub check_ok: bool,
}

impl std::fmt::Display for BackupReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "backup written to {} ({} rows, {} bytes); its check:",
            self.path, self.rows, self.bytes
        )?;
        write!(f, "{}", self.check)
    }
}

/// Copies every row of one table.
fn copy_table<K: Key + 'static, V: Value + 'static>(
    def: TableDefinition<K, V>,
    from: &ReadTransaction,
    to: &redb::WriteTransaction,
) -> Result<u64, StoreError> {
    let src = match from.open_table(def) {
        Ok(t) => t,
        Err(redb::TableError::TableDoesNotExist(_)) => return Ok(0),
        Err(e) => return Err(e.into()),
    };
    let mut dst = to.open_table(def)?;
    let mut rows = 0;
    for row in redb::ReadableTable::iter(&src)? {
        let (k, v) = row?;
        dst.insert(k.value(), v.value())?;
        rows += 1;
    }
    Ok(rows)
}

fn copy_all(from: &ReadTransaction, to: &redb::WriteTransaction) -> Result<u64, StoreError> {
    use redb::TableHandle;
    let names: Vec<String> = from.list_tables()?.map(|t| t.name().to_string()).collect();
    if let Some(unknown) = names.iter().find(|n| !TABLE_NAMES.contains(&n.as_str())) {
        return Err(StoreError::Db(format!(
            "the backup does not know how to copy the table {unknown}"
        )));
    }
    let mut rows = copy_table(META, from, to)?;
    rows += copy_table(TABLES, from, to)?;
    rows += copy_table(COMMANDS, from, to)?;
    rows += copy_table(REQUESTS, from, to)?;
    rows += copy_table(GAMES, from, to)?;
    rows += copy_table(STATS, from, to)?;
    rows += copy_table(CHANNEL_GAMES, from, to)?;
    rows += copy_table(DISCORD_MESSAGES, from, to)?;
    rows += copy_table(CHANNEL_LOG, from, to)?;
    rows += copy_table(OUTBOX, from, to)?;
    rows += copy_table(CHANNEL_GUILDS, from, to)?;
    rows += copy_table(HAND_VIEWS, from, to)?;
    rows += copy_table(NOTICE_PREFS, from, to)?;
    rows += copy_table(ACHIEVEMENTS, from, to)?;
    rows += copy_table(PLAYER_GAMES, from, to)?;
    rows += copy_table(SERVER_STATS, from, to)?;
    rows += copy_table(DAILY, from, to)?;
    rows += copy_table(DAILY_DAYS, from, to)?;
    Ok(rows)
}

/// Writes a copy of the last commit of `db` to `dest`, which must not
/// exist yet, then checks the copy (each game and table also by `records`).
pub fn write_backup(
    db: &impl ReadableDatabase,
    source: &Path,
    dest: &Path,
    records: &dyn RecordCheck,
) -> Result<BackupReport, StoreError> {
    let shown = dest.display().to_string();
    if dest.exists() {
        return Err(StoreError::Io {
            path: shown,
            error: "it already exists (a backup never replaces a file: choose a new name)".into(),
        });
    }
    let dir = match dest.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(d) => d.to_path_buf(),
        None => PathBuf::from("."),
    };
    if !dir.is_dir() {
        return Err(StoreError::NoDirectory {
            path: shown,
            dir: dir.display().to_string(),
        });
    }
    let name = dest
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "backup".into());
    let tmp = dir.join(format!(".{name}.{}.partial", std::process::id()));
    let _ = std::fs::remove_file(&tmp);
    let written = (|| -> Result<u64, StoreError> {
        let snapshot =
            file::guarded(|| db.begin_read()).map_err(|p| StoreError::damaged(source, p))??;
        let out = Database::create(&tmp).map_err(|e| StoreError::Io {
            path: tmp.display().to_string(),
            error: e.to_string(),
        })?;
        let txn = out.begin_write()?;
        let rows = file::guarded(|| copy_all(&snapshot, &txn))
            .map_err(|p| StoreError::damaged(source, p))??;
        txn.commit()?;
        drop(out);
        std::fs::File::open(&tmp)
            .and_then(|f| f.sync_all())
            .map_err(|e| StoreError::io(&tmp, &e))?;
        Ok(rows)
    })();
    let rows = match written {
        Ok(r) => r,
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            return Err(e);
        }
    };
    // A hard link never replaces an existing file; the rename fallback
    // serves file systems without links.
    let linked = std::fs::hard_link(&tmp, dest).map(|_| std::fs::remove_file(&tmp));
    if linked.is_err() {
        if dest.exists() {
            let _ = std::fs::remove_file(&tmp);
            return Err(StoreError::Io {
                path: shown,
                error: "it already exists".into(),
            });
        }
        std::fs::rename(&tmp, dest).map_err(|e| StoreError::io(dest, &e))?;
    }
    if let Ok(d) = std::fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    let bytes = std::fs::metadata(dest).map(|m| m.len()).unwrap_or(0);
    let report = Store::open_read_only(dest)?.check_all(records)?;
    Ok(BackupReport {
        path: shown,
        bytes,
        rows,
        check: report.to_string(),
        check_ok: report.is_ok(),
    })
}

impl Store {
    /// `db backup`: a consistent copy of this store at `dest` (see the
    /// module's notes), checked (each game and table also by `records`).
    pub fn backup(
        &self,
        dest: &Path,
        records: &dyn RecordCheck,
    ) -> Result<BackupReport, StoreError> {
        let source = self.path().unwrap_or(Path::new("memory"));
        write_backup(&*self.db, source, dest, records)
    }
}

/// When `run` takes backups by itself.
#[derive(Debug, Clone, PartialEq)]
pub struct Schedule {
    /// Where the backups go (made when missing).
    pub dir: PathBuf,
    pub every: Duration,
    /// How many backups are kept (the oldest beyond are removed).
    pub keep: usize,
    /// How long after the start the first backup is taken when one is due.
    pub first_after: Duration,
}

/// The names of the scheduled backups of `db` in `dir`, oldest first
/// (their names sort by time).
pub fn scheduled_backups(dir: &Path, db: &Path) -> Vec<PathBuf> {
    let prefix = backup_prefix(db);
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".redb"))
        })
        .collect();
    found.sort();
    found
}

fn backup_prefix(db: &Path) -> String {
    let stem = db
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "jersey-gin".into());
    format!("{stem}-backup-")
}

/// The name of a scheduled backup taken at `at`: `STEM-backup-YYYYMMDD-HHMMSS.redb` (UTC).
pub fn scheduled_name(db: &Path, at: SystemTime) -> String {
    let t: chrono::DateTime<chrono::Utc> = at.into();
    format!("{}{}.redb", backup_prefix(db), t.format("%Y%m%d-%H%M%S"))
}

/// Takes one scheduled backup now and removes the oldest beyond `keep`.
pub fn take_scheduled(
    db: &impl ReadableDatabase,
    source: &Path,
    schedule: &Schedule,
    records: &dyn RecordCheck,
) -> Result<BackupReport, StoreError> {
    std::fs::create_dir_all(&schedule.dir).map_err(|e| StoreError::io(&schedule.dir, &e))?;
    let dest = schedule.dir.join(scheduled_name(source, SystemTime::now()));
    let report = write_backup(db, source, &dest, records)?;
    let all = scheduled_backups(&schedule.dir, source);
    let keep = schedule.keep.max(1);
    for old in all.iter().take(all.len().saturating_sub(keep)) {
        if let Err(e) = std::fs::remove_file(old) {
            tracing::warn!(file = %old.display(), "cannot remove an old backup: {e}");
        }
    }
    Ok(report)
}

/// The thread that takes scheduled backups; stops when dropped.
pub struct Scheduler {
    stop: Option<mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Scheduler {
    /// Takes backups of `db` on `schedule`, each checked (each game and
    /// table also by `records`).
    pub fn start(
        db: Arc<Database>,
        source: PathBuf,
        schedule: Schedule,
        records: &'static dyn RecordCheck,
    ) -> Scheduler {
        let (stop, stopped) = mpsc::channel::<()>();
        let thread = std::thread::Builder::new()
            .name("store-backups".into())
            .spawn(move || {
                // Due when the newest backup is older than the interval.
                let newest_age = scheduled_backups(&schedule.dir, &source)
                    .last()
                    .and_then(|p| std::fs::metadata(p).ok())
                    .and_then(|m| m.modified().ok())
                    .and_then(|t| t.elapsed().ok());
                let mut wait = match newest_age {
                    Some(age) if age < schedule.every => schedule.every - age,
                    _ => schedule.first_after,
                };
                loop {
                    match stopped.recv_timeout(wait) {
                        Err(mpsc::RecvTimeoutError::Timeout) => {}
                        _ => return,
                    }
                    match take_scheduled(&*db, &source, &schedule, records) {
                        Ok(r) if r.check_ok => {
                            tracing::info!(file = %r.path, rows = r.rows, "backup taken")
                        }
                        Ok(r) => tracing::error!(file = %r.path, check = %r.check, "backup taken, but its check found problems"),
                        Err(e) => tracing::error!("the scheduled backup failed: {e}"),
                    }
                    wait = schedule.every;
                }
            })
            .expect("a thread for backups");
        Scheduler {
            stop: Some(stop),
            thread: Some(thread),
        }
    }
}

impl Drop for Scheduler {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The socket beside a store file where its process serves live backups.
pub fn socket_path(db: &Path) -> PathBuf {
    let mut s = db.as_os_str().to_owned();
    s.push(".sock");
    PathBuf::from(s)
}

#[cfg(unix)]
pub use live::{request_live_backup, LiveServer};

#[cfg(unix)]
mod live {
    use super::*;
    use std::io::{BufRead, BufReader, Write};
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::sync::atomic::{AtomicBool, Ordering};

    #[derive(serde::Serialize, serde::Deserialize)]
    struct Request {
        backup_to: PathBuf,
    }

    #[derive(serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum Answer {
        Done(BackupReport),
        Failed(String),
    }

    /// Serves backup requests for one store file until dropped.
    pub struct LiveServer {
        path: PathBuf,
        /// The listening socket, shut down on drop to wake its thread.
        listener_fd: std::os::fd::RawFd,
        stop: Arc<AtomicBool>,
        thread: Option<std::thread::JoinHandle<()>>,
    }

    impl LiveServer {
        /// Listens beside `source`. Only the process holding the file's
        /// lock calls this, so a socket file already there is stale.
        pub fn start(db: Arc<Database>, source: &Path) -> Option<LiveServer> {
            let path = socket_path(source);
            let _ = std::fs::remove_file(&path);
            let listener = match UnixListener::bind(&path) {
                Ok(l) => l,
                Err(e) => {
                    tracing::warn!(socket = %path.display(), "no live backups for this database (cannot listen: {e})");
                    return None;
                }
            };
            {
                use std::os::unix::fs::PermissionsExt;
                let _ = std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600));
            }
            let stop = Arc::new(AtomicBool::new(false));
            let thread_stop = stop.clone();
            let source = source.to_path_buf();
            let listener_fd = std::os::fd::AsRawFd::as_raw_fd(&listener);
            let thread = std::thread::Builder::new()
                .name("store-live-backup".into())
                .spawn(move || {
                    for conn in listener.incoming() {
                        if thread_stop.load(Ordering::SeqCst) {
                            return;
                        }
                        if let Ok(conn) = conn {
                            serve(&db, &source, conn);
                        }
                    }
                })
                .ok()?;
            Some(LiveServer {
                path,
                listener_fd,
                stop,
                thread: Some(thread),
            })
        }
    }

    fn serve(db: &Database, source: &Path, conn: UnixStream) {
        let _ = conn.set_read_timeout(Some(Duration::from_secs(10)));
        let mut line = String::new();
        if BufReader::new(&conn).read_line(&mut line).is_err() {
            return;
        }
        let answer = match serde_json::from_str::<Request>(&line) {
            // The copy's own check here is the store's; the asking process
            // checks its records (it knows the rules it wants them held to).
            Ok(r) if r.backup_to.is_absolute() => {
                match write_backup(db, source, &r.backup_to, &StorageOnly) {
                    Ok(rep) => Answer::Done(rep),
                    Err(e) => Answer::Failed(e.to_string()),
                }
            }
            Ok(_) => Answer::Failed("the backup path must be absolute".into()),
            Err(e) => Answer::Failed(format!("a request this build does not understand: {e}")),
        };
        let mut conn = conn;
        let _ = serde_json::to_writer(&mut conn, &answer);
        let _ = conn.write_all(b"\n");
    }

    impl Drop for LiveServer {
        fn drop(&mut self) {
            self.stop.store(true, Ordering::SeqCst);
            // Wake the accepting thread: shutting the listening socket down
            // makes its accept return, even when the socket's file was
            // deleted (a connect to the path would then fail and the join
            // below would wait for ever). The thread still owns the
            // socket, so the descriptor is valid until it is joined.
            // SAFETY: shutdown on a descriptor this server owns.
            unsafe {
                libc::shutdown(self.listener_fd, libc::SHUT_RDWR);
            }
            if let Some(t) = self.thread.take() {
                let _ = t.join();
            }
            let _ = std::fs::remove_file(&self.path);
        }
    }

    /// Asks the process that holds `source` to write a backup to `dest`,
    /// then checks the copy here (each game and table also by `records`).
    pub fn request_live_backup(
        source: &Path,
        dest: &Path,
        records: &dyn RecordCheck,
    ) -> Result<BackupReport, StoreError> {
        let socket = socket_path(source);
        let conn = UnixStream::connect(&socket).map_err(|e| StoreError::Io {
            path: source.display().to_string(),
            error: format!(
                "it is in use by another process, which does not answer for backups at {} ({e})",
                socket.display()
            ),
        })?;
        let dest = std::path::absolute(dest).map_err(|e| StoreError::io(dest, &e))?;
        let mut w = &conn;
        serde_json::to_writer(
            &mut w,
            &Request {
                backup_to: dest.clone(),
            },
        )
        .map_err(|e| StoreError::Db(e.to_string()))?;
        w.write_all(b"\n")
            .map_err(|e| StoreError::io(&socket, &e))?;
        let mut line = String::new();
        BufReader::new(&conn)
            .read_line(&mut line)
            .map_err(|e| StoreError::io(&socket, &e))?;
        match serde_json::from_str::<Answer>(&line) {
            Ok(Answer::Done(r)) => {
                let check = Store::open_read_only(&dest)?.check_all(records)?;
                Ok(BackupReport {
                    check: check.to_string(),
                    check_ok: check.is_ok(),
                    ..r
                })
            }
            Ok(Answer::Failed(e)) => Err(StoreError::Db(format!(
                "the running process could not write the backup: {e}"
            ))),
            Err(_) => Err(StoreError::Db(
                "the running process gave no answer about the backup".into(),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_rows::{commit, lobby};
    use redb::TableHandle;

    /// Every table a new file has is listed in `schema::TABLE_NAMES`, and
    /// the backup copies every one (`copy_all` reports the rows copied).
    #[test]
    fn every_table_is_copied() {
        let store = Store::in_memory().unwrap();
        let r = store.db.begin_read().unwrap();
        let mut names: Vec<&str> = Vec::new();
        for t in r.list_tables().unwrap() {
            let name = TABLE_NAMES
                .iter()
                .find(|n| **n == t.name())
                .unwrap_or_else(|| {
                    panic!(
                        "{} is not in schema::TABLE_NAMES: add it there and to copy_all",
                        t.name()
                    )
                });
            names.push(name);
        }
        names.sort();
        let mut listed = TABLE_NAMES.to_vec();
        listed.sort();
        assert_eq!(names, listed, "TABLE_NAMES lists a table a new file lacks");
        // One row in each table but meta (which has its own): the copy
        // holds as many rows as the source.
        let txn = store.db.begin_write().unwrap();
        txn.open_table(CHANNEL_GUILDS)
            .unwrap()
            .insert("c", 1)
            .unwrap();
        txn.open_table(OUTBOX)
            .unwrap()
            .insert("c", b"{}".as_slice())
            .unwrap();
        txn.open_table(HAND_VIEWS)
            .unwrap()
            .insert(("c", 1), b"{}".as_slice())
            .unwrap();
        txn.open_table(NOTICE_PREFS)
            .unwrap()
            .insert(1, b"{}".as_slice())
            .unwrap();
        txn.open_table(DAILY)
            .unwrap()
            .insert((1, "gin", 1), b"{}".as_slice())
            .unwrap();
        txn.open_table(DAILY_DAYS)
            .unwrap()
            .insert((1, 1), 1)
            .unwrap();
        txn.commit().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let dest = dir.path().join("b.redb");
        let to = redb::Database::create(&dest).unwrap();
        let w = to.begin_write().unwrap();
        let copied = copy_all(&store.db.begin_read().unwrap(), &w).unwrap();
        w.commit().unwrap();
        use redb::ReadableTableMetadata;
        let meta_rows = store
            .db
            .begin_read()
            .unwrap()
            .open_table(META)
            .unwrap()
            .len()
            .unwrap();
        assert_eq!(copied, meta_rows + 6, "a table was not copied");
    }

    /// A backup taken while a writer commits holds exactly one commit's
    /// state, passes the check, and scheduled backups keep the newest K.
    #[test]
    fn backups_are_consistent_checked_and_pruned() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("live.redb");
        let store = Arc::new(Store::open(&path).unwrap());
        let writer = {
            let store = store.clone();
            std::thread::spawn(move || {
                for i in 1..=300u64 {
                    let ch = format!("c{i}");
                    let open = lobby(&ch, 1, 1, None);
                    store.commit(commit(&ch, 1, i, Some(&open), None)).unwrap();
                }
            })
        };
        let copy = dir.path().join("copy.redb");
        let report = store.backup(&copy, &StorageOnly).unwrap();
        writer.join().unwrap();
        assert!(report.check_ok, "{report}");
        // One commit's view: as many tables as commands and request ids.
        let copied = Store::open_read_only(&copy).unwrap();
        let commands = copied.commands().unwrap().len();
        assert_eq!(copied.requests().unwrap().len(), commands);
        assert_eq!(copied.load_tables(Ok).unwrap().len(), commands);
        assert!(
            store.backup(&copy, &StorageOnly).is_err(),
            "a backup never replaces a file"
        );

        let schedule = Schedule {
            dir: dir.path().join("backups"),
            every: Duration::from_secs(3600),
            keep: 2,
            first_after: Duration::from_secs(60),
        };
        let mut names = Vec::new();
        for _ in 0..3 {
            names.push(
                take_scheduled(&*store.db, &path, &schedule, &StorageOnly)
                    .unwrap()
                    .path,
            );
            // Names have one-second resolution.
            std::thread::sleep(Duration::from_millis(1100));
        }
        let kept: Vec<String> = scheduled_backups(&schedule.dir, &path)
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(kept, names[1..].to_vec());
    }

    /// The scheduler's thread takes backups on its own and keeps `keep`.
    #[test]
    fn the_scheduler_takes_and_prunes_backups() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.redb");
        let mut store = Store::open(&path).unwrap();
        let schedule = Schedule {
            dir: dir.path().join("auto"),
            // More than a second: names have one-second resolution.
            every: Duration::from_millis(1_100),
            keep: 2,
            first_after: Duration::from_millis(10),
        };
        store.start_backups(schedule.clone(), &StorageOnly);
        let start = std::time::Instant::now();
        while scheduled_backups(&schedule.dir, &path).len() < 2 {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "no backups taken"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        drop(store);
        let kept = scheduled_backups(&schedule.dir, &path);
        assert_eq!(kept.len(), 2, "{kept:?}");
        for k in kept {
            assert!(Store::open_read_only(&k)
                .unwrap()
                .check_all(&StorageOnly)
                .unwrap()
                .is_ok());
        }
    }

    #[test]
    fn scheduled_names_sort_by_time() {
        let db = Path::new("/x/jersey-gin.redb");
        let a = scheduled_name(db, SystemTime::UNIX_EPOCH + Duration::from_secs(1_000));
        let b = scheduled_name(db, SystemTime::UNIX_EPOCH + Duration::from_secs(90_000));
        assert_eq!(a, "jersey-gin-backup-19700101-001640.redb");
        assert!(a < b);
    }

    /// A store whose backup socket file was deleted while it was open
    /// (by a person cleaning up, a tmp cleaner) still closes.
    #[cfg(unix)]
    #[test]
    fn a_store_closes_when_its_backup_socket_file_was_deleted() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.redb");
        let store = Store::open(&path).unwrap();
        std::fs::remove_file(socket_path(&path)).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            drop(store);
            tx.send(()).unwrap();
        });
        assert!(
            rx.recv_timeout(Duration::from_secs(20)).is_ok(),
            "closing the store hung"
        );
    }
}
