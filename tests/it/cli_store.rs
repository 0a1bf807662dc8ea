//! The store's commands through the binary: play, db check, db export.

use std::io::Write;
use std::path::Path;
use std::process::{Output, Stdio};

use crate::support::cli::{bin, stderr};

#[test]
fn play_then_check_and_export() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("play.redb");
    let mut child = bin()
        .args([
            "play", "--level", "easy", "--seed", "4", "--pace", "0", "--db",
        ])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut stdin = child.stdin.take().unwrap();
        // Always the first move; "n" would not be read before the game ends.
        let mut script = "1\n".repeat(2000);
        script.push_str("n\n");
        let _ = stdin.write_all(script.as_bytes());
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("reached the target"), "{text}");

    let check = bin()
        .args(["db", "check", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{report}");
    assert!(
        report.contains("checked 1 game,") && report.contains("no problems"),
        "{report}"
    );

    let export = bin()
        .args(["db", "export", "--game", "1", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(export.status.success());
    let replay: jersey_gin::engine::Replay = serde_json::from_slice(&export.stdout).unwrap();
    assert_eq!(replay.seed, 4);
    let game = replay.run(|_, _| {}).unwrap();
    assert!(game.is_over());

    let missing = bin()
        .args(["db", "export", "--game", "99", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("there is no game 99"));

    let games = bin()
        .args(["db", "games", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(games.status.success());
    let list = String::from_utf8_lossy(&games.stdout);
    assert!(
        list.contains("finished") && list.contains("terminal"),
        "{list}"
    );
    // The players as the game named them, and which game it was (issue
    // 37, item 9).
    let seats = text
        .lines()
        .find_map(|l| l.split_once("Seats in order: "))
        .map(|(_, names)| names.trim_end_matches('.').to_string())
        .unwrap();
    for name in seats.split(", ") {
        assert!(list.contains(name), "{name} in {list}");
    }
    assert!(
        list.contains("You") && list.contains("Ada (easy)"),
        "{list}"
    );
    assert!(list.contains("· Jersey Gin"), "{list}");
}

#[test]
fn a_game_interrupted_resumes_on_the_next_play() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("resume.redb");
    // Killed mid-game, as with Ctrl-C.
    let mut child = bin()
        .args(["play", "--seed", "8", "--pace", "0", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"1\n1\n").unwrap();
    stdin.flush().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    child.kill().unwrap();
    child.wait().unwrap();
    drop(stdin);
    let out = bin()
        .args(["play", "--pace", "0", "--db"])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let out = {
        let mut out = out;
        out.stdin.take().unwrap().write_all(b"q\n").unwrap();
        out.wait_with_output().unwrap()
    };
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("Resuming your unfinished game of Jersey Gin (game 1)."),
        "{text}"
    );
}

#[test]
fn db_commands_refuse_a_file_that_is_not_ours() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    std::fs::write(&path, "hello, not a database\n").unwrap();
    let out = bin()
        .args(["db", "check", "--db"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a Jersey Gin database"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "hello, not a database\n"
    );
}

fn db(args: &[&str], db: &Path) -> Output {
    bin().args(args).arg("--db").arg(db).output().unwrap()
}

/// Plays a few moves of a game into `db` and leaves.
fn some_game(db: &Path) {
    let mut child = bin()
        .args([
            "play", "--level", "easy", "--seed", "5", "--pace", "0", "--db",
        ])
        .arg(db)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1\n1\n1\n1\nq\n")
        .unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn db_check_only_reads_and_refuses_empty_or_missing_files() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.redb");
    some_game(&good);
    let before = std::fs::read(&good).unwrap();
    for args in [
        &["db", "check"][..],
        &["db", "games"],
        &["db", "export", "--game", "1"],
    ] {
        let out = db(args, &good);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(
            std::fs::read(&good).unwrap() == before,
            "{args:?} changed the file"
        );
    }
    // The unfinished game exports as far as it went.
    let export = db(&["db", "export", "--game", "1"], &good);
    let replay: jersey_gin::engine::Replay = serde_json::from_slice(&export.stdout).unwrap();
    assert!(!replay.actions.is_empty());

    let empty = dir.path().join("empty.redb");
    std::fs::write(&empty, b"").unwrap();
    let out = db(&["db", "check"], &empty);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("is empty"), "{}", stderr(&out));
    assert_eq!(std::fs::metadata(&empty).unwrap().len(), 0);

    let missing = dir.path().join("missing.redb");
    let out = db(&["db", "check"], &missing);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("there is no database file"),
        "{}",
        stderr(&out)
    );
    assert!(!missing.exists(), "db check created the file");
}

/// A log written to a file or a pipe is plain text, without colour codes
/// (issue 37, item 11).
#[test]
fn logs_to_a_pipe_have_no_colour_codes() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.redb");
    some_game(&good);
    let bytes = std::fs::read(&good).unwrap();
    let truncated = dir.path().join("truncated.redb");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    let out = bin()
        .args(["db", "check", "--db"])
        .arg(&truncated)
        .env("RUST_LOG", "jersey_gin=warn")
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(err.contains("damaged database file"), "{err}");
    assert!(!err.contains('\x1b'), "{err:?}");
}

/// The two damaged copies: a truncated one (an assertion in redb)
/// and one with a zeroed page (unreachable code in redb).
#[test]
fn damaged_files_get_a_clear_error_from_every_command() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.redb");
    some_game(&good);
    let bytes = std::fs::read(&good).unwrap();
    let truncated = dir.path().join("truncated.redb");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    // Which pages are reachable depends on the schema's layout, so the
    // zeroed page is the first one whose loss `db check` notices.
    let zeroed = dir.path().join("zeroed.redb");
    let noticed = (4096..bytes.len()).step_by(4096).find(|&page| {
        let mut z = bytes.clone();
        z[page..page + 4096].fill(0);
        std::fs::write(&zeroed, &z).unwrap();
        db(&["db", "check"], &zeroed).status.code() == Some(1)
    });
    assert!(noticed.is_some(), "no zeroed page was noticed");
    for file in [&truncated, &zeroed] {
        let before = std::fs::read(file).unwrap();
        let backup_to = dir.path().join("copy.redb");
        let runs: Vec<(&str, Output)> = vec![
            ("check", db(&["db", "check"], file)),
            ("export", db(&["db", "export", "--game", "1"], file)),
            ("games", db(&["db", "games"], file)),
            (
                "backup",
                bin()
                    .args(["db", "backup"])
                    .arg(&backup_to)
                    .arg("--db")
                    .arg(file)
                    .output()
                    .unwrap(),
            ),
            ("play", {
                let mut c = bin()
                    .args(["play", "--db"])
                    .arg(file)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap();
                let _ = c.stdin.take().unwrap().write_all(b"q\n");
                c.wait_with_output().unwrap()
            }),
            (
                "run",
                bin()
                    .args(["run", "--db"])
                    .arg(file)
                    .env("DISCORD_TOKEN", "not.a-real.token")
                    .env("JERSEY_GIN_DISCORD__API_BASE", "http://127.0.0.1:9")
                    .env(
                        "JERSEY_GIN_DISCORD__SECRETS_FILE",
                        dir.path().join("none.toml"),
                    )
                    .output()
                    .unwrap(),
            ),
        ];
        for (what, out) in runs {
            let err = stderr(&out);
            assert_eq!(
                out.status.code(),
                Some(1),
                "{what} on {}: {err}",
                file.display()
            );
            assert!(!err.contains("panicked"), "{what}: {err}");
            assert!(
                err.contains(&file.display().to_string()) && err.contains("is damaged"),
                "{what}: {err}"
            );
            assert!(err.contains("backup"), "{what} says what to do: {err}");
            assert!(
                std::fs::read(file).unwrap() == before,
                "{what} changed {}",
                file.display()
            );
        }
        assert!(!backup_to.exists());
    }
}

#[test]
fn a_file_in_use_is_named_as_such_and_can_be_backed_up_live() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("live.redb");
    some_game(&path);
    // This process holds the file, as a running bot would.
    let svc = jersey_gin::terminal::open_service(&path).unwrap();
    // The reading commands read a consistent copy taken through the
    // holder (issue 37, item 10); only `play` and `run` are refused.
    for what in [
        &["db", "check"][..],
        &["db", "games"],
        &["db", "export", "--game", "1"],
    ] {
        let out = db(what, &path);
        assert!(out.status.success(), "{what:?}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("reading a consistent copy"),
            "{what:?}"
        );
    }
    let list = String::from_utf8_lossy(&db(&["db", "games"], &path).stdout).into_owned();
    assert!(list.contains("terminal"), "{list}");
    let mut play = bin()
        .args(["play", "--db"])
        .arg(&path)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    drop(play.stdin.take());
    let out = play.wait_with_output().unwrap();
    assert!(
        stderr(&out).contains("in use by another jersey-gin process"),
        "{}",
        stderr(&out)
    );

    // `db backup` asks the holder for the copy, which then checks clean.
    let copy = dir.path().join("copy.redb");
    let out = bin()
        .args(["db", "backup"])
        .arg(&copy)
        .arg("--db")
        .arg(&path)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("no problems found"));
    let check = db(&["db", "check"], &copy);
    assert!(check.status.success(), "{}", stderr(&check));
    let table = svc.table(&jersey_gin::terminal::CHANNEL).unwrap();
    drop(svc);
    // The copy holds the same table.
    let restored = jersey_gin::store::Store::open_read_only(&copy)
        .unwrap()
        .load_tables(jersey_gin::table::stored::table_of)
        .unwrap();
    assert_eq!(restored, vec![table]);
    // A backup never replaces a file.
    let again = bin()
        .args(["db", "backup"])
        .arg(&copy)
        .arg("--db")
        .arg(&path)
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(
        stderr(&again).contains("already exists"),
        "{}",
        stderr(&again)
    );
}

#[cfg(unix)]
#[test]
fn a_read_only_file_is_checked_and_named_as_read_only_for_play() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ro.redb");
    some_game(&path);
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
    let before = std::fs::read(&path).unwrap();
    let out = db(&["db", "check"], &path);
    assert!(out.status.success(), "{}", stderr(&out));
    // root may write anyway: the refusal is only seen as another user.
    if unsafe { libc::geteuid() } != 0 {
        let out = bin()
            .args(["play", "--db"])
            .arg(&path)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(!out.status.success());
        assert!(
            stderr(&out).contains("cannot be written"),
            "{}",
            stderr(&out)
        );
        assert!(std::fs::read(&path).unwrap() == before);
    }
}

#[test]
fn a_database_in_a_missing_directory_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("no/such/dir/x.redb");
    let out = bin()
        .args(["play", "--db"])
        .arg(&path)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(stderr(&out).contains("does not exist"), "{}", stderr(&out));
    assert!(!dir.path().join("no").exists(), "directories were made");
}

/// Ctrl-C during a game: the game is saved, the player is told how to
/// resume, and the exit status is 130.
#[cfg(unix)]
#[test]
fn ctrl_c_says_the_game_is_saved_and_how_to_resume() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sigint.redb");
    let mut child = bin()
        .args(["play", "--seed", "6", "--pace", "0", "--db"])
        .arg(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // Wait for the first question (the game is under way), then Ctrl-C.
    let mut stdout = child.stdout.take().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while !String::from_utf8_lossy(&seen).contains("Your move") {
        let n = stdout.read(&mut buf).unwrap();
        assert!(
            n > 0,
            "play ended early: {}",
            String::from_utf8_lossy(&seen)
        );
        seen.extend_from_slice(&buf[..n]);
    }
    // SAFETY: signalling our own child.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    stdout.read_to_end(&mut seen).unwrap();
    let status = child.wait().unwrap();
    let text = String::from_utf8_lossy(&seen);
    assert_eq!(status.code(), Some(130), "{text}");
    assert!(
        text.contains(&format!(
            "Your game is saved: `jersey-gin play --db {}` resumes it.",
            path.display()
        )),
        "{text}"
    );
    let out = db(&["db", "check"], &path);
    assert!(out.status.success(), "{}", stderr(&out));
}

/// Two processes on one file: the second (the bot, a terminal game, a
/// check) exits non-zero naming the file as in use by the first, with its
/// pid, and nothing in the directory changes.
#[cfg(unix)]
#[test]
fn a_second_process_on_a_held_file_names_the_holder_and_changes_nothing() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("held.redb");
    some_game(&path);
    let mut holder = bin()
        .args(["play", "--level", "easy", "--pace", "0", "--db"])
        .arg(&path)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // Its first line is printed once the store is open (and locked).
    let mut first = String::new();
    std::io::BufReader::new(holder.stdout.as_mut().unwrap())
        .read_line(&mut first)
        .unwrap();
    let listing = |d: &Path| {
        let mut names: Vec<_> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        names.sort();
        names
    };
    let before = std::fs::read(&path).unwrap();
    let files = listing(dir.path());
    let second = [
        bin()
            .args(["run", "--db"])
            .arg(&path)
            .env("DISCORD_TOKEN", "not.a-real.token")
            .env("JERSEY_GIN_DISCORD__API_BASE", "http://127.0.0.1:9")
            .env(
                "JERSEY_GIN_DISCORD__SECRETS_FILE",
                dir.path().join("none.toml"),
            )
            .output()
            .unwrap(),
        bin()
            .args(["play", "--db"])
            .arg(&path)
            .stdin(Stdio::null())
            .output()
            .unwrap(),
    ];
    // Reading works on a copy the holder takes, and changes nothing.
    let check = db(&["db", "check"], &path);
    assert!(check.status.success(), "{}", stderr(&check));
    assert!(
        std::fs::read(&path).unwrap() == before,
        "db check changed the file"
    );
    assert_eq!(listing(dir.path()), files);
    for out in second {
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(
            err.contains(&format!(
                "the database file {} is in use by another jersey-gin process (pid {}, jersey-gin)",
                path.display(),
                holder.id()
            )),
            "{err}"
        );
        assert!(!err.contains("not a Jersey Gin database"), "{err}");
        assert!(std::fs::read(&path).unwrap() == before, "the file changed");
        assert_eq!(listing(dir.path()), files);
    }
    drop(holder.stdin.take());
    assert!(holder.wait().unwrap().success());
}

#[test]
fn db_compact_keeps_the_games_and_refuses_a_file_in_use() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("compact.redb");
    some_game(&path);
    let svc = jersey_gin::terminal::open_service(&path).unwrap();
    let out = db(&["db", "compact"], &path);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("in use by another jersey-gin process"),
        "{}",
        stderr(&out)
    );
    drop(svc);
    let games_before = db(&["db", "games"], &path).stdout;
    let out = db(&["db", "compact"], &path);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}{}", stderr(&out));
    assert!(said.starts_with("compacted: "), "{said}");
    assert_eq!(db(&["db", "games"], &path).stdout, games_before);
    assert!(db(&["db", "check"], &path).status.success());
}

/// `db reshard` through the binary: bad requests get a clear error and
/// write nothing; the file of `--db` splits into one file per shard.
#[test]
fn db_reshard_splits_the_db_file_and_explains_bad_requests() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.redb");
    let check = bin()
        .args(["db", "games", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(!check.status.success(), "no file yet");
    // A file with one table (a terminal game's).
    let mut child = bin()
        .args([
            "play", "--level", "easy", "--seed", "4", "--pace", "0", "--db",
        ])
        .arg(&db)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    drop(child.stdin.take());
    child.wait().unwrap();
    let reshard = |args: &[&str]| {
        let out = bin()
            .args(["db", "reshard", "--db"])
            .arg(&db)
            .args(args)
            .current_dir(dir.path())
            .output()
            .unwrap();
        (
            out.status.success(),
            format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            ),
        )
    };
    for (args, says) in [
        (vec!["--total", "2", "--out", "missing"], "does not exist"),
        (vec!["--total", "0", "--out", "."], "at least 1"),
        (
            vec!["--total", "3", "--ranges", "0-1", "--out", "."],
            "they stop at 1",
        ),
        (
            vec!["--total", "2", "--out", ".", "--url", "postgres://u@h/d"],
            "re-sharding is a restart",
        ),
    ] {
        let (ok, text) = reshard(&args);
        assert!(!ok && text.contains(says), "{args:?}: {text}");
    }
    let names = || {
        let mut v: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".redb"))
            .collect();
        v.sort();
        v
    };
    assert_eq!(names(), ["bot.redb"], "nothing written");
    let (ok, text) = reshard(&["--total", "2", "--out", "."]);
    assert!(ok, "{text}");
    assert!(text.contains("wrote 2 file(s), each checked"), "{text}");
    assert_eq!(
        names(),
        ["bot.redb", "shard-0-of-2.redb", "shard-1-of-2.redb"]
    );
    // The terminal's table has no guild: shard 0's.
    assert!(text.contains("went with shard 0"), "{text}");
    let games = |f: &str| {
        let out = bin()
            .args(["db", "games", "--db", f])
            .current_dir(dir.path())
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).to_string()
    };
    assert!(
        games("shard-0-of-2.redb").contains("in progress"),
        "{}",
        games("shard-0-of-2.redb")
    );
    assert!(
        games("shard-1-of-2.redb").contains("no games"),
        "{}",
        games("shard-1-of-2.redb")
    );
}
