//! How a store file is opened without ever panicking on its contents or
//! writing to a file that is only read.
//!
//! redb trusts its file: a truncated copy trips an assertion when it opens,
//! a zeroed page reaches `unreachable!()` when it is read, and a cleanly
//! closed file's pages are not checked against their checksums before use.
//! So every file is first *validated* through [`Overlay`], a storage backend
//! that reads the file (opened read-only, with a shared lock like redb's
//! `ReadOnlyDatabase`) and keeps every write redb makes in memory: the
//! crash repair of a file that was not closed cleanly, redb's own
//! `check_integrity` (which verifies the checksum of every page reachable
//! from the roots), and our schema checks all run there, and the file on
//! disk is never touched. `ReadOnlyDatabase` itself cannot serve: it refuses
//! a file that needs repair (every file after a kill -9) and verifies no
//! checksum.
//!
//! redb is called inside [`guarded`] at this boundary: a panic in it becomes
//! [`StoreError::Damaged`]; its message goes to the log (target
//! `jersey_gin::store`, level warn), not to the user.

use super::StoreError;
use redb::StorageBackend;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fs::File;
use std::io;
use std::path::Path;
use std::sync::{Mutex, Once};

thread_local! {
    /// Set while this thread runs [`guarded`]: the messages of panics caught.
    static CAUGHT: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

static HOOK: Once = Once::new();

/// Installs (once) a panic hook that stays silent for panics inside
/// [`guarded`] on this thread, and otherwise behaves as before.
fn install_hook() {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let recorded = CAUGHT.with(|c| match c.borrow_mut().as_mut() {
                Some(list) => {
                    let location = info
                        .location()
                        .map(|l| format!(" at {}:{}", l.file(), l.line()))
                        .unwrap_or_default();
                    let message = info
                        .payload()
                        .downcast_ref::<&str>()
                        .map(|s| s.to_string())
                        .or_else(|| info.payload().downcast_ref::<String>().cloned())
                        .unwrap_or_else(|| "(no message)".into());
                    list.push(format!("{message}{location}"));
                    true
                }
                None => false,
            });
            if !recorded {
                previous(info);
            }
        }));
    });
}

/// Runs `f`, turning a panic into `Err` with the panic's message (which is
/// also logged). Nested calls are fine.
pub fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    install_hook();
    let outer = CAUGHT.with(|c| c.borrow_mut().replace(Vec::new()));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    let caught = CAUGHT.with(|c| std::mem::replace(&mut *c.borrow_mut(), outer));
    result.map_err(|_| {
        let detail = caught.unwrap_or_default().join("; ");
        if !QUIET.load(std::sync::atomic::Ordering::Relaxed) {
            tracing::warn!(target: "jersey_gin::store", %detail, "the database code panicked on the file's contents");
        }
        detail
    })
}

/// The size of a block of the overlay: redb writes whole pages (4 KiB) and
/// the 512-byte header, so writes never split a block in practice (they
/// may, and are then merged).
const BLOCK: u64 = 512;

/// A storage backend over a file opened read-only: reads come from the
/// file, writes stay in memory. The file holds a shared lock while open.
#[derive(Debug)]
pub struct Overlay {
    file: File,
    base_len: u64,
    state: Mutex<OverlayState>,
}

#[derive(Debug, Default)]
struct OverlayState {
    len: u64,
    blocks: HashMap<u64, Box<[u8; BLOCK as usize]>>,
}

impl Overlay {
    /// Opens `path` for reading with a shared lock (refused while a writer
    /// holds the file: [`StoreError::InUse`]).
    pub fn open(path: &Path) -> Result<Overlay, StoreError> {
        let file = open_for_reading(path)?;
        match file.try_lock_shared() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => return Err(StoreError::in_use(path)),
            Err(std::fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {}
            Err(std::fs::TryLockError::Error(e)) => return Err(StoreError::io(path, &e)),
        }
        let base_len = file.metadata().map_err(|e| StoreError::io(path, &e))?.len();
        Ok(Overlay {
            file,
            base_len,
            state: Mutex::new(OverlayState {
                len: base_len,
                blocks: HashMap::new(),
            }),
        })
    }

    fn read_base(&self, offset: u64, out: &mut [u8]) -> io::Result<()> {
        // Past the file's end (after a set_len that grew it): zeros.
        out.fill(0);
        if offset >= self.base_len {
            return Ok(());
        }
        let n = (self.base_len - offset).min(out.len() as u64) as usize;
        read_exact_at(&self.file, &mut out[..n], offset)
    }
}

#[cfg(unix)]
fn read_exact_at(file: &File, out: &mut [u8], offset: u64) -> io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, out, offset)
}

#[cfg(windows)]
fn read_exact_at(file: &File, mut out: &mut [u8], mut offset: u64) -> io::Result<()> {
    while !out.is_empty() {
        let n = std::os::windows::fs::FileExt::seek_read(file, out, offset)?;
        if n == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        out = &mut out[n..];
        offset += n as u64;
    }
    Ok(())
}

impl StorageBackend for Overlay {
    fn len(&self) -> io::Result<u64> {
        Ok(self.state.lock().map_err(|_| poisoned())?.len)
    }

    fn read(&self, offset: u64, out: &mut [u8]) -> io::Result<()> {
        let state = self.state.lock().map_err(|_| poisoned())?;
        let end = offset
            .checked_add(out.len() as u64)
            .filter(|&e| e <= state.len)
            .ok_or_else(|| io::Error::new(io::ErrorKind::UnexpectedEof, "read past the end"))?;
        let mut pos = offset;
        while pos < end {
            let block = pos / BLOCK;
            let within = (pos % BLOCK) as usize;
            let take = ((BLOCK as usize) - within).min((end - pos) as usize);
            let dst = &mut out[(pos - offset) as usize..][..take];
            match state.blocks.get(&block) {
                Some(b) => dst.copy_from_slice(&b[within..within + take]),
                None => {
                    // A run of blocks not in the overlay: one read.
                    let mut run_end = pos + take as u64;
                    while run_end < end && !state.blocks.contains_key(&(run_end / BLOCK)) {
                        run_end = ((run_end / BLOCK + 1) * BLOCK).min(end);
                    }
                    let len = (run_end - pos) as usize;
                    self.read_base(pos, &mut out[(pos - offset) as usize..][..len])?;
                    pos = run_end;
                    continue;
                }
            }
            pos += take as u64;
        }
        Ok(())
    }

    fn set_len(&self, len: u64) -> io::Result<()> {
        let mut state = self.state.lock().map_err(|_| poisoned())?;
        if len < state.len {
            // Forget what lies past the new end, so that growing again
            // reads zeros there.
            let first_gone = len.div_ceil(BLOCK);
            state.blocks.retain(|&b, _| b < first_gone);
            if !len.is_multiple_of(BLOCK) {
                let b = len / BLOCK;
                let mut block = match state.blocks.remove(&b) {
                    Some(x) => x,
                    None => {
                        let mut x = Box::new([0u8; BLOCK as usize]);
                        self.read_base(b * BLOCK, &mut x[..])?;
                        x
                    }
                };
                block[(len % BLOCK) as usize..].fill(0);
                state.blocks.insert(b, block);
            }
            // Blocks of the file past the cut must read as zeros when the
            // length grows again: mark them written with zeros.
            let old_blocks = state.len.div_ceil(BLOCK);
            for b in first_gone..old_blocks.min(self.base_len.div_ceil(BLOCK)) {
                state.blocks.insert(b, Box::new([0u8; BLOCK as usize]));
            }
        }
        state.len = len;
        Ok(())
    }

    fn sync_data(&self) -> io::Result<()> {
        Ok(())
    }

    fn write(&self, offset: u64, data: &[u8]) -> io::Result<()> {
        let mut state = self.state.lock().map_err(|_| poisoned())?;
        let end = offset
            .checked_add(data.len() as u64)
            .filter(|&e| e <= state.len)
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "write past the end"))?;
        let mut pos = offset;
        while pos < end {
            let b = pos / BLOCK;
            let within = (pos % BLOCK) as usize;
            let take = ((BLOCK as usize) - within).min((end - pos) as usize);
            let block = match state.blocks.entry(b) {
                std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::hash_map::Entry::Vacant(e) => {
                    let mut x = Box::new([0u8; BLOCK as usize]);
                    if take < BLOCK as usize {
                        self.read_base(b * BLOCK, &mut x[..])?;
                    }
                    e.insert(x)
                }
            };
            block[within..within + take].copy_from_slice(&data[(pos - offset) as usize..][..take]);
            pos += take as u64;
        }
        Ok(())
    }

    fn close(&self) -> io::Result<()> {
        let _ = self.file.unlock();
        Ok(())
    }
}

fn poisoned() -> io::Error {
    io::Error::other("the overlay's lock is poisoned")
}

/// Opens a file for reading, with errors that say what is wrong.
pub fn open_for_reading(path: &Path) -> Result<File, StoreError> {
    File::open(path).map_err(|e| match e.kind() {
        io::ErrorKind::NotFound => StoreError::NotFound {
            path: path.display().to_string(),
        },
        _ => StoreError::io(path, &e),
    })
}

/// The first bytes of every redb file.
pub const REDB_MAGIC: [u8; 9] = [b'r', b'e', b'd', b'b', 0x1A, 0x0A, 0xA9, 0x0D, 0x0A];

/// Refuses an empty file, a missing one, or one that is not a redb file,
/// before redb sees it.
pub fn check_is_redb(path: &Path) -> Result<(), StoreError> {
    let mut f = open_for_reading(path)?;
    let len = f.metadata().map_err(|e| StoreError::io(path, &e))?.len();
    if len == 0 {
        return Err(StoreError::Empty {
            path: path.display().to_string(),
        });
    }
    let mut head = [0u8; 64];
    let n = std::io::Read::read(&mut f, &mut head).map_err(|e| StoreError::io(path, &e))?;
    let head = &head[..n];
    if !head.starts_with(&REDB_MAGIC) {
        return Err(StoreError::NotOurs {
            path: path.display().to_string(),
            reason: not_redb_reason(head),
        });
    }
    Ok(())
}

/// What a file whose first bytes are not redb's header is, as precisely
/// as its first bytes tell.
fn not_redb_reason(head: &[u8]) -> String {
    let what = if head.starts_with(b"SQLite format 3\0") {
        "an SQLite database"
    } else if head.iter().all(|&b| b == 0) {
        "zeros where redb's header should be"
    } else if std::str::from_utf8(head).is_ok_and(|t| {
        t.chars()
            .all(|c| !c.is_control() || c.is_ascii_whitespace())
    }) {
        "a text file"
    } else {
        "a file of some other kind"
    };
    format!("it is not a redb database file: its first bytes are not redb's header ({what})")
}

/// Who holds a lock on `path`, when the system says: Linux lists every
/// file lock in `/proc/locks` with the pid that took it. The pid and the
/// process's name; None elsewhere, or when no other process is listed.
pub fn lock_holder(path: &Path) -> Option<(u32, Option<String>)> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::MetadataExt;
        let meta = std::fs::metadata(path).ok()?;
        let locks = std::fs::read_to_string("/proc/locks").ok()?;
        let pid = holder_in_proc_locks(&locks, meta.ino(), std::process::id())?;
        let name = std::fs::read_to_string(format!("/proc/{pid}/comm"))
            .ok()
            .map(|n| n.trim().to_string())
            .filter(|n| !n.is_empty());
        Some((pid, name))
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = path;
        None
    }
}

/// The pid holding a lock on inode `ino` in the text of `/proc/locks`
/// (lines like `1: FLOCK  ADVISORY  WRITE 1234 fd:01:5678 0 EOF`; a
/// waiter's line has `->` after the number), other than `own`.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn holder_in_proc_locks(locks: &str, ino: u64, own: u32) -> Option<u32> {
    locks.lines().find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.get(1) == Some(&"->") {
            return None;
        }
        // number, kind, mode, access, pid, dev:dev:inode, ...
        let pid: u32 = fields.get(4)?.parse().ok()?;
        let inode: u64 = fields.get(5)?.rsplit(':').next()?.parse().ok()?;
        (inode == ino && pid != own && pid != 0).then_some(pid)
    })
}

/// The memory redb may use for its cache while validating or reading a
/// file through the overlay (its default is 1 GiB).
const OVERLAY_CACHE_BYTES: usize = 64 << 20;

/// Opens an existing, non-empty redb file through the overlay (a crash
/// repair happens in memory). Not verified: see [`verify`].
pub fn open_overlay(path: &Path) -> Result<redb::Database, StoreError> {
    // The lock first: a file another process holds is named as such,
    // whatever its bytes look like at this moment (a file being created
    // has no redb header yet).
    let overlay = Overlay::open(path)?;
    check_is_redb(path)?;
    let opened = guarded(|| {
        redb::Database::builder()
            .set_cache_size(OVERLAY_CACHE_BYTES)
            .create_with_backend(overlay)
    });
    match opened {
        Err(panic) => Err(StoreError::damaged(path, panic)),
        Ok(r) => r.map_err(|e| redb_open_error(path, e)),
    }
}

fn redb_open_error(path: &Path, e: redb::DatabaseError) -> StoreError {
    match e {
        redb::DatabaseError::Storage(redb::StorageError::Io(io))
            if io.kind() == io::ErrorKind::UnexpectedEof
                || io.kind() == io::ErrorKind::InvalidData =>
        {
            StoreError::damaged(path, io.to_string())
        }
        redb::DatabaseError::Storage(redb::StorageError::Io(io)) => StoreError::io(path, &io),
        redb::DatabaseError::DatabaseAlreadyOpen => StoreError::in_use(path),
        redb::DatabaseError::UpgradeRequired(v) => StoreError::NotOurs {
            path: path.display().to_string(),
            reason: format!("it was written by an old redb (file format {v})"),
        },
        other => StoreError::damaged(path, other.to_string()),
    }
}

/// Verifies a file in this process: every page's checksum (redb's
/// `check_integrity` on the overlay), then that it is ours and not newer.
fn verify_here(path: &Path) -> Result<(), StoreError> {
    let mut db = open_overlay(path)?;
    // The database is dropped inside the guard too: after a failed check
    // its drop may panic.
    guarded(move || -> Result<(), StoreError> {
        db.check_integrity().map_err(|e| redb_open_error(path, e))?;
        let version = super::stored_version(&db, path)?;
        super::check_version(version, path)
    })
    .map_err(|panic| StoreError::damaged(path, panic))?
}

/// Verifies that `path` is a sound store file of ours, not newer than this
/// build, without writing to it.
///
/// On Unix the check runs in a child process (fork): a damaged page can
/// make redb ask for terabytes of memory, and an allocation failure aborts
/// the process, which no `catch_unwind` can stop. The child only opens the
/// file, checks it and exits; its verdict comes back through a pipe.
pub fn verify(path: &Path) -> Result<(), StoreError> {
    #[cfg(unix)]
    {
        isolated::verify(path)
    }
    #[cfg(not(unix))]
    {
        verify_here(path)
    }
}

#[cfg(unix)]
mod isolated {
    use super::*;
    use std::io::{Read, Write};
    use std::os::fd::FromRawFd;

    /// Errors as they cross the pipe.
    #[derive(serde::Serialize, serde::Deserialize)]
    enum Verdict {
        Sound,
        NotFound,
        Empty,
        NotOurs { reason: String },
        Newer { found: u64, known: u64 },
        Damaged { detail: String },
        InUse,
        Io { error: String },
        Other { message: String },
    }

    impl Verdict {
        fn of(r: Result<(), StoreError>) -> Verdict {
            match r {
                Ok(()) => Verdict::Sound,
                Err(StoreError::NotFound { .. }) => Verdict::NotFound,
                Err(StoreError::Empty { .. }) => Verdict::Empty,
                Err(StoreError::NotOurs { reason, .. }) => Verdict::NotOurs { reason },
                Err(StoreError::Newer { found, known, .. }) => Verdict::Newer { found, known },
                Err(StoreError::Damaged { detail, .. }) => Verdict::Damaged { detail },
                Err(StoreError::InUse { .. }) => Verdict::InUse,
                Err(StoreError::Io { error, .. }) => Verdict::Io { error },
                Err(other) => Verdict::Other {
                    message: other.to_string(),
                },
            }
        }

        fn into_result(self, path: &Path) -> Result<(), StoreError> {
            let shown = path.display().to_string();
            Err(match self {
                Verdict::Sound => return Ok(()),
                Verdict::NotFound => StoreError::NotFound { path: shown },
                Verdict::Empty => StoreError::Empty { path: shown },
                Verdict::NotOurs { reason } => StoreError::NotOurs {
                    path: shown,
                    reason,
                },
                Verdict::Newer { found, known } => StoreError::Newer {
                    path: shown,
                    found,
                    known,
                },
                Verdict::Damaged { detail } => StoreError::damaged(path, detail),
                Verdict::InUse => StoreError::in_use(path),
                Verdict::Io { error } => StoreError::Io { path: shown, error },
                Verdict::Other { message } => StoreError::Db(message),
            })
        }
    }

    /// The longest a check may take before it is given up as damaged.
    const CHECK_TIMEOUT_MS: i32 = 10 * 60 * 1000;

    pub fn verify(path: &Path) -> Result<(), StoreError> {
        let mut fds = [0; 2];
        // SAFETY: pipe fills the two descriptors it creates.
        if unsafe { libc::pipe(fds.as_mut_ptr()) } != 0 {
            return verify_here(path);
        }
        let (read_fd, write_fd) = (fds[0], fds[1]);
        // SAFETY: fork; the child below only verifies, writes its verdict
        // and leaves with _exit (no destructors, no atexit handlers).
        let pid = unsafe { libc::fork() };
        if pid < 0 {
            // SAFETY: closing the descriptors pipe made.
            unsafe {
                libc::close(read_fd);
                libc::close(write_fd);
            }
            return verify_here(path);
        }
        if pid == 0 {
            QUIET.store(true, std::sync::atomic::Ordering::SeqCst);
            // What the runtime prints on an abort (such as "memory
            // allocation of ... failed") is not for the user.
            // SAFETY: opening /dev/null and making it this child's stderr.
            unsafe {
                let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY);
                if null >= 0 {
                    libc::dup2(null, 2);
                    libc::close(null);
                }
            }
            // SAFETY: this child owns its copies of the descriptors.
            unsafe { libc::close(read_fd) };
            // Only the pipe is needed. A lock (flock) belongs to an open
            // file description, so another store's descriptor inherited
            // here would keep that file locked ("in use") after its owner
            // closed it, for as long as this check runs (seen as a flaky
            // test while the suite ran checks beside it).
            #[cfg(target_os = "linux")]
            // SAFETY: closes this child's copies of descriptors it never uses.
            unsafe {
                let w = write_fd as libc::c_uint;
                if w > 3 {
                    libc::syscall(
                        libc::SYS_close_range,
                        3 as libc::c_uint,
                        w - 1,
                        0 as libc::c_uint,
                    );
                }
                libc::syscall(
                    libc::SYS_close_range,
                    w + 1,
                    libc::c_uint::MAX,
                    0 as libc::c_uint,
                );
            }
            // Nothing may unwind out of the child into the caller's code.
            let verdict = std::panic::catch_unwind(|| Verdict::of(verify_here(path)))
                .unwrap_or_else(|_| Verdict::Damaged {
                    detail: "the check panicked".into(),
                });
            let mut out = unsafe { File::from_raw_fd(write_fd) };
            let ok = serde_json::to_vec(&verdict)
                .ok()
                .and_then(|bytes| out.write_all(&bytes).ok())
                .is_some();
            // SAFETY: ends the child at once.
            unsafe { libc::_exit(if ok { 0 } else { 1 }) };
        }
        // SAFETY: the parent keeps the read end only.
        unsafe { libc::close(write_fd) };
        let mut input = unsafe { File::from_raw_fd(read_fd) };
        let mut poll = libc::pollfd {
            fd: read_fd,
            events: libc::POLLIN,
            revents: 0,
        };
        let mut bytes = Vec::new();
        let mut timed_out = false;
        loop {
            // SAFETY: one valid pollfd.
            let ready = unsafe { libc::poll(&mut poll, 1, CHECK_TIMEOUT_MS) };
            if ready == 0 {
                timed_out = true;
                // SAFETY: the child is ours.
                unsafe { libc::kill(pid, libc::SIGKILL) };
                break;
            }
            if ready < 0 {
                if io::Error::last_os_error().kind() == io::ErrorKind::Interrupted {
                    continue;
                }
                break;
            }
            let mut chunk = [0u8; 4096];
            match input.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => bytes.extend_from_slice(&chunk[..n]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let mut status = 0;
        // SAFETY: waits for our own child.
        while unsafe { libc::waitpid(pid, &mut status, 0) } < 0
            && io::Error::last_os_error().kind() == io::ErrorKind::Interrupted
        {}
        match serde_json::from_slice::<Verdict>(&bytes) {
            Ok(v) if !timed_out => v.into_result(path),
            _ => {
                let how = if timed_out {
                    "its check did not finish in time".to_string()
                } else if libc::WIFSIGNALED(status) {
                    format!("its check ended with signal {}", libc::WTERMSIG(status))
                } else {
                    format!("its check ended with status {}", libc::WEXITSTATUS(status))
                };
                Err(StoreError::damaged(path, how))
            }
        }
    }
}

/// Set in a child process that checks a file: it must not log (a lock of
/// the logger may have been held by another thread at the fork).
pub(crate) static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_overlay_reads_the_file_and_keeps_writes_in_memory() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        let original: Vec<u8> = (0..3000u32).map(|i| (i % 251) as u8).collect();
        std::fs::write(&path, &original).unwrap();
        let o = Overlay::open(&path).unwrap();
        let mut buf = vec![0; 1000];
        o.read(700, &mut buf).unwrap();
        assert_eq!(buf, original[700..1700]);
        o.write(1000, &[9; 600]).unwrap();
        o.read(700, &mut buf).unwrap();
        assert_eq!(&buf[..300], &original[700..1000]);
        assert_eq!(&buf[300..900], &[9; 600][..]);
        assert_eq!(&buf[900..], &original[1600..1700]);
        // Shrink, then grow: the cut part reads as zeros.
        o.set_len(1100).unwrap();
        o.set_len(4000).unwrap();
        let mut tail = vec![1; 2900];
        o.read(1100, &mut tail).unwrap();
        assert!(tail.iter().all(|&b| b == 0));
        let mut head = vec![0; 1100];
        o.read(0, &mut head).unwrap();
        assert_eq!(&head[..1000], &original[..1000]);
        assert_eq!(&head[1000..], &[9; 100][..]);
        assert!(o.read(3999, &mut [0; 2]).is_err());
        drop(o);
        assert_eq!(std::fs::read(&path).unwrap(), original, "the file changed");
    }

    #[test]
    fn the_holder_of_a_lock_is_read_from_proc_locks() {
        let locks = "1: FLOCK  ADVISORY  WRITE 4321 fd:01:777 0 EOF\n\
                     1: -> FLOCK  ADVISORY  WRITE 99 fd:01:888 0 EOF\n\
                     2: FLOCK  ADVISORY  WRITE 555 00:2a:888 0 EOF\n\
                     3: POSIX  ADVISORY  READ 12 08:02:999 0 EOF\n";
        assert_eq!(holder_in_proc_locks(locks, 777, 1), Some(4321));
        // A waiter is not the holder.
        assert_eq!(holder_in_proc_locks(locks, 888, 1), Some(555));
        // Our own lock is not another process's.
        assert_eq!(holder_in_proc_locks(locks, 777, 4321), None);
        assert_eq!(holder_in_proc_locks(locks, 1, 1), None);
        assert_eq!(holder_in_proc_locks("garbage\n\n", 1, 1), None);
    }

    #[test]
    fn a_file_that_is_not_redb_is_named_for_what_it_is() {
        let dir = tempfile::tempdir().unwrap();
        for (bytes, what) in [
            (&b"SQLite format 3\0abcdefgh"[..], "an SQLite database"),
            (b"[discord]\ntoken = 1\n", "a text file"),
            (&[0u8; 100], "zeros"),
            (
                &[0xff, 0x00, 0x13, 0x80, 1, 2, 3, 4, 5, 6, 7],
                "some other kind",
            ),
            (b"redb", "a text file"),
        ] {
            let path = dir.path().join("f");
            std::fs::write(&path, bytes).unwrap();
            let err = check_is_redb(&path).unwrap_err();
            let text = err.to_string();
            assert!(matches!(err, StoreError::NotOurs { .. }), "{text}");
            assert!(text.contains("is not a redb database file"), "{text}");
            assert!(text.contains(what), "{what}: {text}");
            assert_eq!(std::fs::read(&path).unwrap(), bytes);
        }
    }

    #[test]
    fn a_panic_inside_guarded_is_an_error_with_its_message() {
        let r: Result<(), String> = guarded(|| panic!("boom {}", 7));
        assert!(r.unwrap_err().contains("boom 7"));
        assert_eq!(guarded(|| 5).unwrap(), 5);
        let nested = guarded(|| guarded(|| panic!("inner")).unwrap_err());
        assert!(nested.unwrap().contains("inner"));
    }
}
