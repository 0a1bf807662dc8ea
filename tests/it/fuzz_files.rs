//! The damaged-file fuzzer: real databases (a lobby, a game in progress, a
//! game after the break, many finished games, and a file that was not
//! closed cleanly) are damaged at random (truncated, pages zeroed, filled
//! with noise, swapped or copied over others, bits and header bytes
//! flipped), and every entry point opens each damaged copy: `db check`,
//! `db export`, `db games`, `db backup`, `play` and `run`'s store open.
//! None may panic; each gives a clean result or a clear error naming the
//! file, and a file that was only read, or refused, is left untouched.
//!
//! `cargo test --test it fuzz_files` runs `FUZZ_FILES_DEFAULT` cases; the
//! long run (README, "Fuzzing"):
//! `JERSEY_GIN_FUZZ_FILES=10000 cargo test --test it fuzz_files -- --nocapture`.
//! `JERSEY_GIN_FUZZ_SEED` picks another base seed; a failure prints the
//! case's seed and damage so it can be repeated.

use crate::harness::{Harness, T0};
use jersey_gin::ai::Level;
use jersey_gin::cli::db;
use jersey_gin::engine::jersey::Options;
use jersey_gin::engine::Event;
use jersey_gin::store::{Store, StoreError};
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::service::Service;
use jersey_gin::table::ChannelId;
use jersey_gin::table::{Command, Settings, StageKind, TableEvent};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

const FUZZ_FILES_DEFAULT: u64 = 100;
const PAGE: usize = 4096;

fn settings(seed: u64, target: u32) -> Settings {
    Settings {
        pace_ms: 10,
        turn_ms: 1_000,
        seed: Some(seed),
        rules: jersey_gin::engine::Rules::Jersey(Options {
            target,
            ..Options::default()
        }),
        pictures: None,
        four_colour: false,
        lang: gin_text::Lang::En,
        hints: None,
        delivery: Default::default(),
        clock_end: Default::default(),
        daily: None,
    }
}

/// Runs deadlines until `stop` says so or the table leaves play.
fn run_until(h: &Harness, ch: &ChannelId, mut stop: impl FnMut(&[TableEvent]) -> bool) {
    for _ in 0..100_000 {
        if h.svc.table(ch).map(|t| t.stage().kind()) != Some(StageKind::Playing) {
            return;
        }
        let next = h.svc.next_deadline().expect("a deadline");
        h.clock.set(next.max(crate::harness::Now::now(&h.clock)));
        for r in h.svc.run_due() {
            if r.channel == *ch && stop(&r.events) {
                return;
            }
        }
    }
}

/// The real databases the damage starts from.
fn originals(dir: &Path) -> Vec<PathBuf> {
    let open = |name: &str| {
        let path = dir.join(name);
        let h = Harness::with_store(Store::open(&path).unwrap(), FakeClock::new(T0));
        (path, h)
    };
    let mut out = Vec::new();

    let (path, h) = open("lobby.redb");
    h.ok(
        &ChannelId::new("lobby"),
        1,
        Command::Open {
            settings: settings(1, 100),
        },
    );
    h.ok(
        &ChannelId::new("lobby"),
        1,
        Command::AddComputer { level: Level::Easy },
    );
    h.ok(
        &ChannelId::new("lobby2"),
        2,
        Command::Open {
            settings: settings(2, 100),
        },
    );
    h.ok(&ChannelId::new("lobby2"), 3, Command::Join);
    drop(h);
    out.push(path);

    let (path, h) = open("mid-game.redb");
    h.open_vs_computers(&ChannelId::new("mid"), 1, settings(3, 100));
    let mut moves = 0;
    run_until(&h, &ChannelId::new("mid"), |_| {
        moves += 1;
        moves > 20
    });
    drop(h);
    out.push(path);

    let (path, h) = open("after-break.redb");
    for seed in 4..40 {
        let ch = ChannelId::new(&format!("break-{seed}"));
        h.open_vs_computers(&ch, 1, settings(seed, 100));
        let mut broke = false;
        run_until(&h, &ch, |events| {
            broke = events.iter().any(|e| {
                matches!(
                    e,
                    TableEvent::Game {
                        event: Event::BreakStarted { .. }
                    }
                )
            });
            broke
        });
        if broke {
            break;
        }
    }
    drop(h);
    out.push(path);

    let (path, h) = open("finished.redb");
    for c in 0..6 {
        let ch = ChannelId::new(&format!("done-{c}"));
        h.open_vs_computers(&ch, 1, settings(100 + c, 30));
        run_until(&h, &ch, |_| false);
    }
    drop(h);
    out.push(path);

    // A game in progress whose process died: the copy is taken while the
    // store is open, so redb must repair it when it is next opened.
    let (path, h) = open("live.redb");
    h.open_vs_computers(&ChannelId::new("live"), 1, settings(7, 100));
    let mut moves = 0;
    run_until(&h, &ChannelId::new("live"), |_| {
        moves += 1;
        moves > 12
    });
    let crashed = dir.join("unclean.redb");
    std::fs::copy(&path, &crashed).unwrap();
    drop(h);
    out.push(crashed);
    out
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Damage {
    Truncate,
    ZeroPage,
    NoisePage,
    SwapPages,
    CopyPage,
    FlipBits,
    FlipHeaderBytes,
}

const DAMAGES: [Damage; 7] = [
    Damage::Truncate,
    Damage::ZeroPage,
    Damage::NoisePage,
    Damage::SwapPages,
    Damage::CopyPage,
    Damage::FlipBits,
    Damage::FlipHeaderBytes,
];

fn damage(bytes: &mut Vec<u8>, kind: Damage, rng: &mut ChaCha8Rng) -> String {
    let pages = bytes.len() / PAGE;
    let page = |rng: &mut ChaCha8Rng| rng.random_range(0..pages) * PAGE;
    match kind {
        Damage::Truncate => {
            let at = rng.random_range(0..bytes.len());
            bytes.truncate(at);
            format!("truncated at {at}")
        }
        Damage::ZeroPage => {
            let p = page(rng);
            bytes[p..p + PAGE].fill(0);
            format!("page at {p} zeroed")
        }
        Damage::NoisePage => {
            let p = page(rng);
            rng.fill(&mut bytes[p..p + PAGE]);
            format!("page at {p} filled with noise")
        }
        Damage::SwapPages => {
            let (a, b) = (page(rng), page(rng));
            for i in 0..PAGE {
                bytes.swap(a + i, b + i);
            }
            format!("pages at {a} and {b} swapped")
        }
        Damage::CopyPage => {
            let (a, b) = (page(rng), page(rng));
            let src = bytes[a..a + PAGE].to_vec();
            bytes[b..b + PAGE].copy_from_slice(&src);
            format!("page at {a} copied over {b}")
        }
        Damage::FlipBits => {
            let n = rng.random_range(1..=8);
            let at: Vec<usize> = (0..n).map(|_| rng.random_range(0..bytes.len())).collect();
            for &i in &at {
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
            format!("bits flipped at {at:?}")
        }
        Damage::FlipHeaderBytes => {
            let n = rng.random_range(1..=4);
            let at: Vec<usize> = (0..n)
                .map(|_| rng.random_range(0..PAGE.min(bytes.len())))
                .collect();
            for &i in &at {
                bytes[i] = rng.random();
            }
            format!("header bytes changed at {at:?}")
        }
    }
}

/// How an entry point answered one damaged file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Answer {
    Clean,
    /// `db check` listed problems (exit 1).
    Problems,
    Damaged,
    /// Empty, not a redb file, or not ours.
    NotOurs,
    /// `db export` of a game the file does not hold.
    NoSuchGame,
}

fn classify(e: &StoreError) -> Result<Answer, String> {
    match e {
        StoreError::Damaged { .. } => Ok(Answer::Damaged),
        StoreError::NotOurs { .. } | StoreError::Empty { .. } => Ok(Answer::NotOurs),
        other => Err(format!("an unclear error: {other}")),
    }
}

fn classify_any(e: &anyhow::Error) -> Result<Answer, String> {
    if let Some(s) = e.downcast_ref::<StoreError>() {
        return classify(s);
    }
    let text = format!("{e:#}");
    if text.contains("there is no game") {
        return Ok(Answer::NoSuchGame);
    }
    Err(format!("an unclear error: {text}"))
}

fn hash(path: &Path) -> Option<Vec<u8>> {
    std::fs::read(path).ok()
}

/// Runs every entry point on `file`; returns each one's answer, or what
/// went wrong.
fn every_entry_point(file: &Path, scratch: &Path) -> Result<Vec<(&'static str, Answer)>, String> {
    let mut answers = Vec::new();
    let before = hash(file);
    let untouched = |what: &str| -> Result<(), String> {
        if hash(file) != before {
            return Err(format!("{what} changed the file"));
        }
        Ok(())
    };
    let caught = |what: &str, r: std::thread::Result<Result<Answer, String>>| match r {
        Ok(Ok(a)) => Ok(a),
        Ok(Err(e)) => Err(format!("{what}: {e}")),
        Err(_) => Err(format!("{what} panicked")),
    };
    let unwind = |f: &mut dyn FnMut() -> Result<Answer, String>| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
    };

    let a = caught(
        "db check",
        unwind(&mut || match db::check(file) {
            Ok(r) if r.is_ok() => Ok(Answer::Clean),
            Ok(_) => Ok(Answer::Problems),
            Err(e) => classify(&e),
        }),
    )?;
    untouched("db check")?;
    answers.push(("check", a));

    for game in [1, 2] {
        let a = caught(
            "db export",
            unwind(&mut || match db::export(file, game) {
                Ok(json) => serde_json::from_str::<jersey_gin::engine::Replay>(&json)
                    .map(|_| Answer::Clean)
                    .map_err(|e| format!("exported JSON does not parse: {e}")),
                Err(e) => classify_any(&e),
            }),
        )?;
        untouched("db export")?;
        answers.push(("export", a));
    }

    let a = caught(
        "db games",
        unwind(&mut || match db::games(file) {
            Ok(_) => Ok(Answer::Clean),
            Err(e) => classify(&e),
        }),
    )?;
    untouched("db games")?;
    answers.push(("games", a));

    let dest = scratch.join("backup.redb");
    let _ = std::fs::remove_file(&dest);
    let a = caught(
        "db backup",
        unwind(&mut || match db::backup(file, &dest) {
            Ok(r) if r.check_ok => Ok(Answer::Clean),
            Ok(r) => Err(format!("the backup's check found problems: {}", r.check)),
            Err(e) => classify(&e),
        }),
    )?;
    untouched("db backup")?;
    answers.push(("backup", a));

    // `run` opens the store and restores the tables; `play` does the same
    // through its own function, then plays (here: leaves at once).
    let run_open = |path: &Path| -> Result<Answer, String> {
        match Store::open(path) {
            Ok(store) => match Service::new(store, Arc::new(FakeClock::new(T0))) {
                Ok(_) => Ok(Answer::Clean),
                Err(e) => classify(&e),
            },
            Err(e) => classify(&e),
        }
    };
    let a = caught("run's store open", unwind(&mut || run_open(file)))?;
    if a != Answer::Clean {
        untouched("a refused store open")?;
    }
    answers.push(("run", a));

    let a = caught(
        "play",
        unwind(&mut || match jersey_gin::terminal::open_service(file) {
            Ok(svc) => {
                let args = jersey_gin::terminal::PlayArgs {
                    level: Some(Level::Easy),
                    seed: Some(1),
                    db: file.to_path_buf(),
                    pace: 0,
                    no_color: true,
                    ..Default::default()
                };
                let mut input = std::io::Cursor::new("q\n");
                let mut out = Vec::new();
                jersey_gin::terminal::play(&svc, &args, &mut input, &mut out, false)
                    .map(|_| Answer::Clean)
                    .map_err(|e| format!("play failed: {e:#}"))
            }
            Err(e) => classify_any(&e),
        }),
    )?;
    if a != Answer::Clean {
        untouched("a refused play")?;
    }
    answers.push(("play", a));
    Ok(answers)
}

/// A directory in memory where there is one (/dev/shm): the entry points
/// sync what they write, and syncs to a disk would make most of the time.
pub fn scratch_dir() -> tempfile::TempDir {
    let shm = Path::new("/dev/shm");
    if shm.is_dir() {
        if let Ok(d) = tempfile::tempdir_in(shm) {
            return d;
        }
    }
    tempfile::tempdir().unwrap()
}

#[test]
fn damaged_files_never_panic_and_are_refused_clearly() {
    let cases: u64 = std::env::var("JERSEY_GIN_FUZZ_FILES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(FUZZ_FILES_DEFAULT);
    let base_seed: u64 = std::env::var("JERSEY_GIN_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let dir = scratch_dir();
    let started = std::time::Instant::now();
    let sources = originals(dir.path());
    let built = started.elapsed();
    let originals: Vec<(String, Vec<u8>)> = sources
        .iter()
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(p).unwrap(),
            )
        })
        .collect();
    // Every original opens cleanly everywhere.
    for (p, (name, _)) in sources.iter().zip(&originals) {
        let scratch = dir.path().join(format!("scratch-{name}"));
        std::fs::create_dir_all(&scratch).unwrap();
        let copy = scratch.join(name);
        std::fs::copy(p, &copy).unwrap();
        let answers = every_entry_point(&copy, &scratch).unwrap();
        for (what, a) in answers {
            assert!(
                matches!(a, Answer::Clean | Answer::NoSuchGame),
                "the undamaged {name}: {what} answered {a:?}"
            );
        }
    }
    let scratch = dir.path().join("scratch");
    std::fs::create_dir_all(&scratch).unwrap();
    let mut tally: BTreeMap<(Damage, &'static str, Answer), u64> = BTreeMap::new();
    let mut failures = Vec::new();
    let fuzz_start = std::time::Instant::now();
    for case in 0..cases {
        let seed = base_seed.wrapping_mul(1_000_003).wrapping_add(case);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (name, original) = &originals[rng.random_range(0..originals.len())];
        let kind = DAMAGES[rng.random_range(0..DAMAGES.len())];
        let mut bytes = original.clone();
        let what = damage(&mut bytes, kind, &mut rng);
        let file = scratch.join(format!("case-{case}.redb"));
        std::fs::write(&file, &bytes).unwrap();
        match every_entry_point(&file, &scratch) {
            Ok(answers) => {
                for (entry, a) in answers {
                    *tally.entry((kind, entry, a)).or_default() += 1;
                }
            }
            Err(e) => failures.push(format!(
                "case {case} (JERSEY_GIN_FUZZ_SEED={base_seed}, seed {seed}): {name}, {what}: {e}"
            )),
        }
        let _ = std::fs::remove_file(&file);
        let _ = std::fs::remove_file(jersey_gin::store::backup::socket_path(&file));
    }
    eprintln!(
        "damaged-file fuzzer: {cases} damaged files (base seed {base_seed}), {} failures, in {:.1} s (originals built in {:.1} s)",
        failures.len(),
        fuzz_start.elapsed().as_secs_f64(),
        built.as_secs_f64()
    );
    for ((kind, entry, a), n) in &tally {
        eprintln!("  {kind:?} / {entry}: {a:?} × {n}");
    }
    assert!(
        failures.is_empty(),
        "{} of {cases} damaged files were mishandled:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
