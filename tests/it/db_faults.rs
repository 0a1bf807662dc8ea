//! When the database fails (issue 36), against a real PostgreSQL server
//! of the test's own that it stops and starts, a listener that never
//! answers, and a proxy that freezes: a server restart costs no command,
//! an outage on a person's turn leaves them their turn and a bounded log,
//! a server that does not answer is an error naming it within the
//! timeout, and no malformed URL is printed with its password. Whole games
//! through the fake Discord under the same faults are in
//! `discord_game.rs`.

use crate::support::pg;
use jersey_gin::store::postgres::{PgStore, Timeouts};
use jersey_gin::store::StoreError;
use jersey_gin::table::clock::SystemClock;
use jersey_gin::table::service::{ApplyError, Reply, Service};
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::{safe_move, Actor, ChannelId, Command, DeadlineKind, Settings, TableEvent};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Log lines written by the test's thread (and the threads it starts
/// that take its subscriber, as the deadline driver does).
#[derive(Clone, Default)]
struct Logs(Arc<Mutex<Vec<u8>>>);

impl Write for Logs {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Logs {
    fn install(&self) -> tracing::subscriber::DefaultGuard {
        let logs = self.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_max_level(tracing::Level::INFO)
            .with_writer(move || logs.clone())
            .with_ansi(false)
            .finish();
        tracing::subscriber::set_default(subscriber)
    }
    fn lines(&self) -> Vec<String> {
        String::from_utf8_lossy(&self.0.lock().unwrap())
            .lines()
            .map(str::to_string)
            .collect()
    }
}

/// A table of three people with a short turn clock, started, on `url`'s
/// database; returns when a person's clock runs.
fn people_playing(url: &str, turn_ms: u64) -> (Arc<Service>, ChannelId) {
    let svc =
        Service::with_store(Box::new(PgStore::open(url).unwrap()), Arc::new(SystemClock)).unwrap();
    let svc = Arc::new(svc);
    let ch = ChannelId::new("faults");
    let settings = Settings {
        turn_ms,
        pace_ms: 0,
        seed: Some(36),
        ..Settings::default()
    };
    svc.apply(&ch, 1, Actor::user(1), Command::Open { settings })
        .unwrap();
    svc.apply(&ch, 2, Actor::user(2), Command::Join).unwrap();
    svc.apply(&ch, 3, Actor::user(3), Command::Join).unwrap();
    svc.apply(&ch, 4, Actor::user(1), Command::Start).unwrap();
    (svc, ch)
}

/// The seat to play and its safe move as a command, once a person's
/// clock runs.
fn clock_running(svc: &Service, ch: &ChannelId, within: Duration) -> (u64, Command) {
    let until = Instant::now() + within;
    loop {
        let t = svc.table(ch).unwrap();
        if let Some(d) = t.deadline().filter(|d| d.kind == DeadlineKind::TurnClock) {
            let game = t.game().unwrap();
            let user = match t.seats()[d.seat].player {
                jersey_gin::table::Player::Human { id } => id.0,
                other => panic!("{other:?}"),
            };
            let act = Command::Act {
                turn: game.turn(d.seat),
                action: safe_move(game, d.seat),
            };
            return (user, act);
        }
        assert!(Instant::now() < until, "no person's clock ran");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Issue 36, item 3: after a restart of the server, the first command
/// (and the first read) succeed, though every pooled connection and the
/// writer's were closed by it.
#[test]
fn a_server_restart_costs_no_command() {
    let Some(server) = pg::own_server("a_server_restart_costs_no_command") else {
        return;
    };
    let url = server.create_database("restart").unwrap();
    let svc = Service::with_store(
        Box::new(PgStore::open(&url).unwrap()),
        Arc::new(SystemClock),
    )
    .unwrap();
    let ch = ChannelId::new("r");
    let settings = Settings::default();
    svc.apply(&ch, 1, Actor::user(1), Command::Open { settings })
        .unwrap();
    // Pooled read connections too.
    assert_eq!(svc.store().channel_seq(ch.as_str()).unwrap(), 1);
    for round in 0..2u64 {
        server.shut_down().unwrap();
        server.start_again().unwrap();
        let user = 2 + round;
        let r = svc
            .apply(&ch, 10 + round, Actor::user(user), Command::Join)
            .unwrap_or_else(|e| panic!("the first command after restart {round}: {e}"));
        assert_eq!(r.seq, 2 + round);
        server.shut_down().unwrap();
        server.start_again().unwrap();
        let first = svc.store().lookup_request(ch.as_str(), 10 + round);
        assert!(
            first.unwrap().is_some(),
            "the first read after restart {round}"
        );
    }
    assert!(
        server
            .log()
            .contains("terminating connection due to administrator command")
            || server.log().contains("shutting down"),
        "the server closed its sessions"
    );
    assert!(svc.store().check_all(&Replays).unwrap().is_ok());
    server.stop();
}

/// Issue 36, items 1 and 2, on a real server: stopped on a person's turn
/// for longer than their clock, the person's click is refused at once
/// ("could not be saved"), no safe move is made for them, and once the
/// server is back the deadline driver gives them their time back; they
/// then play. Meanwhile the driver logs the outage once and its end
/// once, and tries the store a bounded number of times.
#[test]
fn a_server_stopped_on_a_persons_turn_leaves_them_their_turn() {
    let Some(server) = pg::own_server("a_server_stopped_on_a_persons_turn") else {
        return;
    };
    let url = server.create_database("outage").unwrap();
    let logs = Logs::default();
    let _logging = logs.install();
    let turn_ms = 3_000;
    let (svc, ch) = people_playing(&url, turn_ms);
    let replies: Arc<Mutex<Vec<Reply>>> = Default::default();
    let stop = Arc::new(AtomicBool::new(false));
    let driver = {
        let replies = replies.clone();
        svc.spawn_driver(stop.clone(), move |r| replies.lock().unwrap().push(r))
    };
    let (user, act) = clock_running(&svc, &ch, Duration::from_secs(20));
    let moves = svc.table(&ch).unwrap().game().unwrap().moves();
    server.shut_down().unwrap();
    let down = Instant::now();
    let refused = svc.apply(&ch, 100, Actor::user(user), act);
    assert!(matches!(refused, Err(ApplyError::Failed(_))), "{refused:?}");
    assert!(
        down.elapsed() < Duration::from_secs(3),
        "{:?}",
        down.elapsed()
    );
    // Twice the clock, and more: it would have run out.
    std::thread::sleep(Duration::from_millis(2 * turn_ms + 1_000));
    let outage = down.elapsed();
    server.start_again().unwrap();
    let back = Instant::now();
    let given = loop {
        let seen: Vec<TableEvent> = replies
            .lock()
            .unwrap()
            .iter()
            .filter(|r| r.channel == ch)
            .flat_map(|r| r.events.clone())
            .collect();
        if seen
            .iter()
            .any(|e| matches!(e, TableEvent::TimeGivenBack { .. }))
        {
            break seen;
        }
        assert!(
            back.elapsed() < Duration::from_secs(15),
            "no time was given back: {seen:?}\n{:?}",
            logs.lines()
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(
        !given
            .iter()
            .any(|e| matches!(e, TableEvent::TimedOut { .. })),
        "{given:?}"
    );
    assert_eq!(svc.table(&ch).unwrap().game().unwrap().moves(), moves);
    // Their move, sent again, is taken.
    let r = svc.apply(&ch, 101, Actor::user(user), act).unwrap();
    assert!(!r.duplicate);
    stop.store(true, Ordering::SeqCst);
    driver.join().unwrap();
    let lines = logs.lines();
    let count = |what: &str| lines.iter().filter(|l| l.contains(what)).count();
    assert_eq!(count("the store refuses commands"), 1, "{lines:#?}");
    assert_eq!(count("the store answers again"), 1, "{lines:#?}");
    assert!(
        lines.len() <= 10,
        "{} lines in an outage of {outage:?}: {lines:#?}",
        lines.len()
    );
    assert!(svc
        .store()
        .lookup_request(ch.as_str(), 100)
        .unwrap()
        .is_none());
    server.stop();
}

/// A port that accepts connections and never answers (a frozen server,
/// or something else listening there): the kernel completes the
/// handshakes of a listening socket whose owner never accepts them.
fn silent_listener() -> (TcpListener, u16) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = l.local_addr().unwrap().port();
    (l, port)
}

/// Issue 36, item 5: a server that accepts the connection and never
/// answers is an error naming its host within the connect timeout, from
/// the store and from `jersey-gin run` (the setting from the
/// environment); no hang.
#[test]
fn a_server_that_never_answers_is_named_within_the_timeout() {
    let (_listener, port) = silent_listener();
    let url = format!("postgres://jg:hunter2@127.0.0.1:{port}/gin");
    let start = Instant::now();
    let timeouts = Timeouts {
        connect: Duration::from_secs(1),
        ..Timeouts::default()
    };
    let err = PgStore::open_with(&url, timeouts).err().expect("refused");
    let took = start.elapsed();
    assert!(matches!(err, StoreError::NoAnswer { .. }), "{err}");
    assert!(took < Duration::from_secs(3), "{took:?}");
    let text = err.to_string();
    assert!(
        text.contains(&format!("127.0.0.1:{port}"))
            && text.contains("store.connect_timeout_secs")
            && !text.contains("hunter2"),
        "{text}"
    );

    let dir = tempfile::tempdir().unwrap();
    let start = Instant::now();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
        .arg("run")
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", crate::support::payloads::TOKEN)
        .env("JERSEY_GIN_STORE__URL", &url)
        .env("JERSEY_GIN_STORE__CONNECT_TIMEOUT_SECS", "1")
        .output()
        .unwrap();
    let took = start.elapsed();
    let text =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{text}");
    assert!(took < Duration::from_secs(10), "{took:?}: {text}");
    assert!(
        text.contains(&format!("127.0.0.1:{port}")) && text.contains("did not answer"),
        "{text}"
    );
    assert!(!text.contains("hunter2"), "{text}");
}

/// A proxy to `target` that can freeze: while frozen it passes no byte
/// either way (a server stopped with SIGSTOP, as seen from the client).
struct Proxy {
    port: u16,
    frozen: Arc<AtomicBool>,
}

impl Proxy {
    fn start(target: u16) -> Proxy {
        let l = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = l.local_addr().unwrap().port();
        let frozen = Arc::new(AtomicBool::new(false));
        let f = frozen.clone();
        std::thread::spawn(move || {
            for client in l.incoming().flatten() {
                let Ok(server) = TcpStream::connect(("127.0.0.1", target)) else {
                    continue;
                };
                for (from, to) in [
                    (client.try_clone().unwrap(), server.try_clone().unwrap()),
                    (server, client),
                ] {
                    let f = f.clone();
                    std::thread::spawn(move || pump(from, to, &f));
                }
            }
        });
        Proxy { port, frozen }
    }
    fn freeze(&self, on: bool) {
        self.frozen.store(on, Ordering::SeqCst);
    }
}

fn pump(mut from: TcpStream, mut to: TcpStream, frozen: &AtomicBool) {
    let _ = from.set_read_timeout(Some(Duration::from_millis(20)));
    let mut buf = [0u8; 16 * 1024];
    loop {
        if frozen.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(10));
            continue;
        }
        match from.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                if to.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => break,
        }
    }
    let _ = to.shutdown(std::net::Shutdown::Both);
}

/// Issue 36, item 5: a server that stops answering in the middle (frozen)
/// fails a command within the statement timeout, naming it; once it
/// answers again, commands are taken, and nothing was stored twice.
#[test]
fn a_frozen_server_fails_a_command_within_the_statement_timeout() {
    let Some(url) = pg::test_database("a_frozen_server") else {
        return;
    };
    let port: u16 = url
        .rsplit_once(':')
        .and_then(|(_, rest)| rest.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap();
    let proxy = Proxy::start(port);
    let proxied = url.replace(&format!(":{port}/"), &format!(":{}/", proxy.port));
    let timeouts = Timeouts {
        connect: Duration::from_secs(1),
        statement: Duration::from_secs(1),
    };
    let store = PgStore::open_with(&proxied, timeouts).unwrap();
    let svc = Service::with_store(Box::new(store), Arc::new(SystemClock)).unwrap();
    let ch = ChannelId::new("f");
    let settings = Settings::default();
    svc.apply(&ch, 1, Actor::user(1), Command::Open { settings })
        .unwrap();
    proxy.freeze(true);
    let start = Instant::now();
    let err = svc
        .apply(&ch, 2, Actor::user(2), Command::Join)
        .expect_err("the server does not answer");
    let took = start.elapsed();
    assert!(took < Duration::from_secs(4), "{took:?}");
    let text = err.to_string();
    assert!(
        text.contains(&format!("127.0.0.1:{}", proxy.port)) && text.contains("did not answer"),
        "{text}"
    );
    proxy.freeze(false);
    let r = svc.apply(&ch, 3, Actor::user(2), Command::Join).unwrap();
    // The refused join, had it been stored, would make this one refused
    // ("already seated"): each command once.
    assert!(!r.duplicate);
    assert_eq!(svc.table(&ch).unwrap().seats().len(), 2);
    assert!(svc.store().check_all(&Replays).unwrap().is_ok());
}

/// Issue 36, items 4 and 8: every malformed shape of URL (and the
/// key=value form) is refused by `jersey-gin db --url … check` and by
/// `jersey-gin run` without printing its password; a password with an
/// unencoded '@' gets the hint to percent-encode it.
#[test]
fn no_malformed_url_is_printed_with_its_password() {
    let dir = tempfile::tempdir().unwrap();
    let shapes = [
        "postgres:jersey:s3cr3t@127.0.0.1:5432/x",
        "postgres:/jersey:s3cr3t@127.0.0.1:5432/x",
        "postgres//jersey:s3cr3t@127.0.0.1:5432/x",
        "postgresql:jersey:s3cr3t@127.0.0.1:5432/x",
        "jersey:s3cr3t@127.0.0.1:5432/x",
        "host=127.0.0.1 user=jersey password=s3cr3t dbname=x",
        "postgres://jersey:s3cr3t@127.0.0.1:notaport/x",
    ];
    let run = |args: &[&str], env: Option<&str>| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_jersey-gin"));
        c.args(args)
            .current_dir(dir.path())
            .env_clear()
            .env("DISCORD_TOKEN", crate::support::payloads::TOKEN);
        if let Some(url) = env {
            c.env("JERSEY_GIN_STORE__URL", url);
        }
        let out = c.output().unwrap();
        assert!(!out.status.success());
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout)
    };
    for url in shapes {
        for text in [
            run(&["db", "--url", url, "check"], None),
            run(&["run"], Some(url)),
        ] {
            assert!(
                !text.contains("s3cr3t") && !text.contains("cr3t"),
                "{url}: {text}"
            );
            assert!(
                text.contains("***") || text.contains("PostgreSQL URL"),
                "{url}: {text}"
            );
        }
    }
    // An unencoded '@' in the password: the driver takes the rest of the
    // password for the host; the hint says what to do.
    let text = run(
        &[
            "db",
            "--url",
            "postgres://jersey:s3c@r3t@127.0.0.1:1/x",
            "check",
        ],
        None,
    );
    assert!(text.contains("%40") && !text.contains("r3t@"), "{text}");
}
