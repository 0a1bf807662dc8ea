//! The store's commands through the binary: play, db check, db export.

use std::io::Write;
use std::process::{Command, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_jersey-gin"))
}

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
    assert!(text.contains("wins the game"), "{text}");

    let check = bin()
        .args(["db", "check", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{report}");
    assert!(
        report.contains("checked 1 games") && report.contains("no problems"),
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
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no game 99"));
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
    assert!(text.contains("Resuming your game (game 1)"), "{text}");
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
