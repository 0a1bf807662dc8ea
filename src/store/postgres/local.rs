//! A throwaway PostgreSQL server: `initdb` into a temporary directory,
//! started with `pg_ctl` on 127.0.0.1 and a free port, stopped and
//! deleted when the process exits (or when [`LocalServer::stop`] is
//! called). `bench store --postgres local` measures against one; the
//! tests make their databases on one. As root (the server refuses root)
//! it runs as the user `postgres` (or `nobody`).
//!
//! The binaries are looked up on PATH, then in Debian's
//! `/usr/lib/postgresql/<version>/bin`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// A running server.
#[derive(Debug)]
pub struct LocalServer {
    pub dir: PathBuf,
    pub port: u16,
    bin: PathBuf,
    user: Option<String>,
    /// `pg_ctl start -o`: the port, socket directory and durability.
    options: String,
}

/// Servers to stop when the process exits.
static RUNNING: Mutex<Vec<(PathBuf, PathBuf, Option<String>)>> = Mutex::new(Vec::new());

impl LocalServer {
    /// A URL of the server's database `db`, as its superuser `jg`.
    pub fn url(&self, db: &str) -> String {
        format!("postgres://jg@127.0.0.1:{}/{db}", self.port)
    }

    /// Creates a new empty database and gives its URL.
    pub fn create_database(&self, name: &str) -> Result<String, String> {
        let target = super::Target::of(&self.url("postgres"), super::Timeouts::default())
            .map_err(|e| e.to_string())?;
        super::off_runtime(|| {
            let mut c = super::Conn::connect(&target)?;
            c.batch(&format!("CREATE DATABASE {name}"))
        })
        .map_err(|e| e.to_string())?;
        Ok(self.url(name))
    }

    /// Starts a new server. `durable`: with fsync (benchmarks); tests run
    /// without it.
    pub fn start(durable: bool) -> Result<LocalServer, String> {
        let bin = find_bin()?;
        static N: AtomicU64 = AtomicU64::new(0);
        let dir = std::env::temp_dir().join(format!(
            "jersey-gin-pg-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::SeqCst)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let user = server_user()?;
        #[cfg(unix)]
        if let Some(u) = &user {
            let out = Command::new("chown")
                .arg("-R")
                .arg(u)
                .arg(&dir)
                .output()
                .map_err(|e| format!("chown: {e}"))?;
            if !out.status.success() {
                return Err(format!(
                    "chown {u} {}: {}",
                    dir.display(),
                    String::from_utf8_lossy(&out.stderr)
                ));
            }
        }
        let data = dir.join("data");
        run(
            &user,
            Command::new(bin.join("initdb")).arg("-D").arg(&data).args([
                "-U",
                "jg",
                "-A",
                "trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ]),
        )?;
        let port = free_port()?;
        let mut options = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c max_connections=200",
            dir.display()
        );
        if !durable {
            options.push_str(" -c fsync=off -c synchronous_commit=off -c full_page_writes=off");
        }
        RUNNING
            .lock()
            .expect("lock")
            .push((bin.clone(), dir.clone(), user.clone()));
        register_exit();
        let server = LocalServer {
            dir,
            port,
            bin,
            user,
            options,
        };
        server.start_again()?;
        Ok(server)
    }

    /// Starts the server again after [`LocalServer::shut_down`], on the
    /// same port and data.
    pub fn start_again(&self) -> Result<(), String> {
        run(
            &self.user,
            Command::new(self.bin.join("pg_ctl"))
                .arg("-D")
                .arg(self.dir.join("data"))
                .arg("-l")
                .arg(self.dir.join("log"))
                .args(["-w", "-t", "60", "-o", &self.options, "start"]),
        )
    }

    /// Stops the server as an administrator's restart does (`pg_ctl stop
    /// -m fast`: sessions are told "terminating connection due to
    /// administrator command"), keeping its data for
    /// [`LocalServer::start_again`].
    pub fn shut_down(&self) -> Result<(), String> {
        run(
            &self.user,
            Command::new(self.bin.join("pg_ctl"))
                .arg("-D")
                .arg(self.dir.join("data"))
                .args(["-m", "fast", "-w", "stop"]),
        )
    }

    /// The server's log (`pg_ctl -l`).
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("log")).unwrap_or_default()
    }

    /// Stops the server and deletes its directory.
    pub fn stop(self) {
        stop(&self.bin, &self.dir, &self.user);
        RUNNING
            .lock()
            .expect("lock")
            .retain(|(_, d, _)| d != &self.dir);
    }
}

fn stop(bin: &Path, dir: &Path, user: &Option<String>) {
    let _ = run(
        user,
        Command::new(bin.join("pg_ctl"))
            .arg("-D")
            .arg(dir.join("data"))
            .args(["-m", "immediate", "-w", "stop"]),
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[cfg(unix)]
fn register_exit() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    extern "C" fn at_exit() {
        let running = std::mem::take(&mut *RUNNING.lock().unwrap_or_else(|e| e.into_inner()));
        for (bin, dir, user) in running {
            stop(&bin, &dir, &user);
        }
    }
    ONCE.call_once(|| unsafe {
        libc::atexit(at_exit);
    });
}
#[cfg(not(unix))]
fn register_exit() {}

/// Runs `cmd` (as `user` through runuser when given).
fn run(user: &Option<String>, cmd: &mut Command) -> Result<(), String> {
    let mut full = match user {
        Some(u) => {
            let mut c = Command::new("runuser");
            c.args(["-u", u, "--"])
                .arg(cmd.get_program())
                .args(cmd.get_args());
            c
        }
        None => {
            let mut c = Command::new(cmd.get_program());
            c.args(cmd.get_args());
            c
        }
    };
    let shown = format!("{:?}", full);
    let out = full
        .current_dir(std::env::temp_dir())
        .output()
        .map_err(|e| format!("{shown}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{shown} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(())
}

/// The directory of `initdb` and `pg_ctl`.
fn find_bin() -> Result<PathBuf, String> {
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    let mut debian: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path().join("bin"))
                .collect()
        })
        .unwrap_or_default();
    debian.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    debian.reverse();
    on_path
        .into_iter()
        .chain(debian)
        .find(|d| d.join("initdb").is_file() && d.join("pg_ctl").is_file())
        .ok_or_else(|| {
            "initdb and pg_ctl are not on PATH nor in /usr/lib/postgresql/*/bin (apt-get install postgresql)".to_string()
        })
}

/// Who runs the server: None (ourselves) unless we are root.
fn server_user() -> Result<Option<String>, String> {
    #[cfg(unix)]
    {
        if unsafe { libc::geteuid() } != 0 {
            return Ok(None);
        }
        for u in ["postgres", "nobody"] {
            let known = Command::new("id")
                .arg("-u")
                .arg(u)
                .output()
                .is_ok_and(|o| o.status.success());
            if known {
                return Ok(Some(u.to_string()));
            }
        }
        Err("running as root, and there is no user postgres or nobody to run the server".into())
    }
    #[cfg(not(unix))]
    Ok(None)
}

fn free_port() -> Result<u16, String> {
    let l = std::net::TcpListener::bind("127.0.0.1:0").map_err(|e| e.to_string())?;
    Ok(l.local_addr().map_err(|e| e.to_string())?.port())
}
