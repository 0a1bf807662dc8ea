//! Crash safety: a child process applies commands and prints each
//! acknowledged request id; it is killed with SIGKILL at random moments.
//! After each kill the reopened store holds every acknowledged command and
//! passes `db check`, and the service restores every table.

use jersey_gin::ai::{self, Level};
use jersey_gin::store::Store;
use jersey_gin::table::clock::SystemClock;
use jersey_gin::table::service::Service;
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::{Actor, Command, Settings, StageKind};
use jersey_gin::table::{ChannelId, UserId};
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

const ENV_DB: &str = "JERSEY_GIN_CRASH_CHILD_DB";
const ENV_BASE: &str = "JERSEY_GIN_CRASH_CHILD_BASE";
const CHANNELS: u64 = 12;
const THREADS: u64 = 4;

/// The child: runs only when the parent starts this test binary with the
/// environment set; otherwise it passes at once.
#[test]
fn crash_child() {
    let Ok(db) = std::env::var(ENV_DB) else {
        return;
    };
    let base: u64 = std::env::var(ENV_BASE).unwrap().parse().unwrap();
    let svc = Arc::new(Service::new(Store::open(&db).unwrap(), Arc::new(SystemClock)).unwrap());
    // Computer seats move through deadlines, as in the bot.
    let _driver = svc.spawn_driver(Arc::new(std::sync::atomic::AtomicBool::new(false)), |_| {});
    let threads: Vec<_> = (0..THREADS)
        .map(|th| {
            let svc = svc.clone();
            std::thread::spawn(move || {
                let mut rid = base + th * 1_000_000_000;
                loop {
                    for c in (th..CHANNELS).step_by(THREADS as usize) {
                        rid += 1;
                        let ch = ChannelId::new(&format!("crash-{c}"));
                        let Some((user, cmd)) = next_command(&svc, &ch, c) else {
                            std::thread::sleep(Duration::from_millis(1));
                            continue;
                        };
                        if svc.apply(&ch, rid, Actor::user(user), cmd).is_ok() {
                            let mut out = std::io::stdout().lock();
                            writeln!(out, "ACK {ch} {rid}").unwrap();
                            out.flush().unwrap();
                        }
                    }
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

/// What a person at channel `c` would do next, from the table's state.
/// Odd channels seat one person and two computers; even ones three people.
fn next_command(svc: &Service, ch: &ChannelId, c: u64) -> Option<(UserId, Command)> {
    let user = |s: u64| UserId(c * 10 + s);
    let computers = c % 2 == 1;
    let Some(t) = svc.table(ch) else {
        let settings = Settings {
            turn_ms: 3_600_000,
            pace_ms: 0,
            seed: Some(c),
            rules: jersey_gin::engine::Rules::Jersey(jersey_gin::engine::jersey::Options {
                target: 40,
                ..Default::default()
            }),
            pictures: None,
            four_colour: false,
            lang: gin_text::Lang::En,
            hints: None,
            delivery: Default::default(),
            clock_end: Default::default(),
            daily: None,
        };
        return Some((user(1), Command::Open { settings }));
    };
    Some(match t.stage().kind() {
        StageKind::Lobby if computers => match t.seats().len() {
            1 | 2 => (user(1), Command::AddComputer { level: Level::Hard }),
            _ => (user(1), Command::Start),
        },
        StageKind::Lobby => match t.seats().len() {
            1 => (user(2), Command::Join),
            2 => (user(3), Command::Join),
            _ => (user(1), Command::Start),
        },
        StageKind::Finished if t.games_played() % 2 == 1 => (user(1), Command::Rematch),
        StageKind::Finished if computers => (user(1), Command::Close),
        StageKind::Finished => (user(2), Command::Close),
        StageKind::Playing => {
            let g = t.jersey().unwrap();
            let seat = match g.to_act() {
                Some(seat) => seat,
                // Between hands anyone seated may deal.
                None => t.seats().iter().position(|s| !s.player.is_computer())?,
            };
            let who = t.seats()[seat].player.user()?; // computers move by themselves
            let action = ai::choose(Level::Easy, &t.game()?.seat_view(seat), g.moves() as u64);
            (
                who,
                Command::Act {
                    turn: g.moves(),
                    action,
                },
            )
        }
    })
}

#[test]
fn acknowledged_commands_survive_sigkill() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.redb");
    let exe = std::env::current_exe().unwrap();
    let rounds: u64 = std::env::var("JERSEY_GIN_CRASH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut total_acked = 0;
    for round in 0..rounds {
        let child = std::process::Command::new(&exe)
            .args([
                "--exact",
                "crash::crash_child",
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env(ENV_DB, &db)
            .env(ENV_BASE, (round * 10_000_000_000).to_string())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        // Killed at a random moment, often while commits are in flight.
        let wait = 150 + seed % 400;
        std::thread::sleep(Duration::from_millis(wait));
        let mut child = child;
        child.kill().unwrap(); // SIGKILL on unix
        let out = child.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let acked: Vec<(String, u64)> = text
            .split_inclusive('\n')
            .filter(|l| l.ends_with('\n'))
            .filter_map(|l| {
                let mut it = l.trim().strip_prefix("ACK ")?.split(' ');
                Some((it.next()?.to_string(), it.next()?.parse().ok()?))
            })
            .collect();
        total_acked += acked.len();

        let store = Store::open(&db).unwrap();
        for (ch, rid) in &acked {
            assert!(
                store.has_request(ch, *rid).unwrap(),
                "round {round}: acknowledged request {rid} in {ch} is lost"
            );
        }
        let report = store.check_all(&Replays).unwrap();
        assert!(report.is_ok(), "round {round}: {report}");
        let svc = Service::new(store, Arc::new(SystemClock)).unwrap();
        for c in 0..CHANNELS {
            if let Some(t) = svc.table(&ChannelId::new(&format!("crash-{c}"))) {
                if let Some(g) = t.jersey() {
                    g.check_invariants().unwrap();
                }
            }
        }
    }
    assert!(total_acked > 0, "the child acknowledged nothing");
    let store = Store::open(&db).unwrap();
    let report = store.check_all(&Replays).unwrap();
    eprintln!("{rounds} kills, {total_acked} acknowledged commands; {report}");
    assert!(report.games > 0, "no game finished: {report}");
}
