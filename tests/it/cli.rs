//! The command line, run as users run it: the real binary, stdin and stdout.

use serde_json::Value;
use std::process::Stdio;

use crate::support::cli::{bin, fed};

fn run_with_stdin(args: &[&str], input: &str) -> (String, bool) {
    let out = fed(bin().args(args), input.as_bytes());
    (String::from_utf8(out.stdout).unwrap(), out.status.success())
}

#[test]
fn analyze_answers_every_line_and_survives_bad_ones() {
    let input = [
        r#"{"hand":["As","2s","3s","4s","4h","4d","7c","8c","9c","Kd"]}"#,
        r#"{"hand":["7c","7c"]}"#,
        r#"{"hand":["5h","6h","7h","8h","7s","7d"]}"#,
        r#"{"hand":["Kc"],"table_melds":[["Kd","Kh","Qs"]]}"#,
        r#"{"hand":["4s","5s","6s","4c","5c","6c","4d","5d","6d","4h","5h"]}"#,
    ]
    .join("\n");
    let (out, ok) = run_with_stdin(&["analyze"], &input);
    assert!(ok);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5, "one answer per input line");
    assert_eq!(lines[0]["deadwood"], 10);
    assert!(lines[1]["error"].as_str().unwrap().contains("twice"));
    assert_eq!(lines[2]["deadwood"], 14);
    assert!(lines[3]["error"].as_str().unwrap().contains("not a meld"));
    assert_eq!(lines[4]["deadwood_after_discard"], 0);
}

#[test]
fn analyze_goes_on_after_a_line_that_is_not_utf8() {
    let mut input = b"{\"hand\":[\"Kd\"]}\n".to_vec();
    input.extend_from_slice(b"{\"hand\":[\"\xff\xfe\"]}\n");
    input.extend_from_slice(b"{\"hand\":[\"Kc\"]}\n");
    let out = fed(bin().arg("analyze"), &input);
    assert!(out.status.success());
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["deadwood"], 10);
    assert!(lines[1]["error"].as_str().unwrap().contains("UTF-8"));
    assert_eq!(lines[2]["deadwood"], 10);
}

#[test]
fn bench_refuses_nonsense_counts() {
    for args in [
        &["bench", "store", "--tables", "0"][..],
        &["bench", "store", "--clients", "0"],
        &["bench", "store", "--commands", "0"],
        &["bench", "engine", "--seconds=0"],
    ] {
        let out = bin().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(
            err.contains("at least 1") || err.contains("positive"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn run_with_a_missing_config_says_so_once() {
    let out = bin()
        .args(["run", "--config", "/no/such/missing.toml"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        err.trim(),
        "error: the file /no/such/missing.toml does not exist",
        "{err}"
    );
}

#[test]
fn sim_saves_replays_that_replay_to_the_same_result() {
    let dir = std::env::temp_dir().join(format!("jg-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = bin()
        .args([
            "sim",
            "--games",
            "3",
            "--seed",
            "11",
            "--seats",
            "easy,normal,hard",
            "--json",
            "--save",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["games"], 3);
    let won: u64 = (0..3)
        .map(|s| report["seats"][s]["wins"].as_u64().unwrap())
        .sum();
    assert_eq!(won, 3, "every game has exactly one winner");
    for seed in 11..14 {
        let file = dir.join(format!("game-{seed}.json"));
        let out = bin()
            .args(["replay", "--json"])
            .arg(&file)
            .output()
            .unwrap();
        assert!(out.status.success());
        let events: Vec<Value> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(events[0]["type"], "dealer_draw");
        let last = events.last().unwrap();
        assert_eq!(last["type"], "game_ended");
        // Every hand's result lays out all three hands.
        for e in events.iter().filter(|e| e["type"] == "hand_ended") {
            assert_eq!(e["result"]["reveals"].as_array().unwrap().len(), 3);
        }
        // The text form ends with the final ranking.
        let text = bin().arg("replay").arg(&file).output().unwrap();
        assert!(String::from_utf8(text.stdout)
            .unwrap()
            .contains("wins the game"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn replay_refuses_a_broken_file_with_a_clear_error() {
    let dir = std::env::temp_dir().join(format!("jg-cli-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.json");
    std::fs::write(
        &file,
        r#"{"version":1,"options":{},"seed":1,"actions":[{"seat":0,"type":"discard","card":"7c"}]}"#,
    )
    .unwrap();
    let out = bin().arg("replay").arg(&file).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("move 1 (Seat 1: discard 7♣) is not allowed"),
        "{err}"
    );
    assert!(!err.contains("Discard {"), "{err}");
    std::fs::write(&file, "{}").unwrap();
    let out = bin().arg("replay").arg(&file).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("not a replay file"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bench_engine_reports_every_figure() {
    let out = bin()
        .args(["bench", "engine", "--json", "--seconds", "0.05"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "deadwood_10_random_ns",
        "best_discard_11_random_ns",
        "best_discard_dense_ns",
        "hands_per_second_normal",
        "hands_per_second_hard",
    ] {
        assert!(v[key].as_f64().unwrap() > 0.0, "{key}");
    }
    let aces: Vec<&str> = v["by_ace"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            assert!(a["deadwood_10_random_ns"].as_f64().unwrap() > 0.0);
            assert!(a["best_discard_11_random_ns"].as_f64().unwrap() > 0.0);
            a["ace"].as_str().unwrap()
        })
        .collect();
    assert_eq!(aces, ["low", "corner", "high-or-low"]);
    let games: Vec<&str> = v["games_per_second"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            assert!(g["games_per_second"].as_f64().unwrap() > 0.0, "{g}");
            g["game"].as_str().unwrap()
        })
        .collect();
    assert_eq!(games.len(), 3, "one figure per kind: {games:?}");
    // Issue 37, item 16: the JSON says what it measures, and stderr says
    // what is being measured while it runs.
    assert!(v["about"].as_str().unwrap().contains("nanoseconds"), "{v}");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("bench: whole games of Colonel"), "{said}");
}

/// `sim --json --save` for one kind of game; returns the report and the
/// replay files.
fn sim_kind(dir: &std::path::Path, args: &[&str]) -> (Value, Vec<std::path::PathBuf>) {
    let _ = std::fs::remove_dir_all(dir);
    let out = bin()
        .arg("sim")
        .args(args)
        .args(["--json", "--save"])
        .arg(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    (report, files)
}

#[test]
fn sim_and_replay_work_for_every_kind_of_game() {
    let dir = std::env::temp_dir().join(format!("jg-cli-kinds-{}", std::process::id()));
    for (args, entries, last_event) in [
        (
            &[
                "--game",
                "gin",
                "--seats",
                "normal,baseline",
                "--games",
                "4",
                "--mirrored",
            ][..],
            "seats",
            "gin_game_ended",
        ),
        (
            &[
                "--game",
                "gin",
                "--variant",
                "oklahoma,doubling,around-corner",
                "--seats",
                "easy,normal",
                "--games",
                "2",
                "--options",
                r#"{"target":60}"#,
            ],
            "seats",
            "gin_game_ended",
        ),
        (
            &[
                "--game",
                "gin",
                "--variant",
                "partnership",
                "--seats",
                "normal,easy,hard,baseline",
                "--games",
                "2",
                "--mirrored",
            ],
            "sides",
            "gin_game_ended",
        ),
        (
            &["--game", "gin", "--variant", "hollywood", "--games", "1"],
            "seats",
            "gin_game_ended",
        ),
        (
            &[
                "--game",
                "colonel",
                "--seats",
                "easy,normal",
                "--games",
                "2",
            ],
            "seats",
            "match_ended",
        ),
    ] {
        let (report, files) = sim_kind(&dir, args);
        let games = report["games"].as_u64().unwrap();
        assert_eq!(files.len() as u64, games, "{args:?}: one replay per game");
        let rows = report[entries].as_array().unwrap();
        let shares: f64 = rows.iter().map(|r| r["win_rate"].as_f64().unwrap()).sum();
        assert!((shares - 1.0).abs() < 1e-9, "{args:?}: win rates {shares}");
        for file in &files {
            let out = bin().args(["replay", "--json"]).arg(file).output().unwrap();
            assert!(out.status.success(), "{}", file.display());
            let events: Vec<Value> = String::from_utf8(out.stdout)
                .unwrap()
                .lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect();
            assert_eq!(events.last().unwrap()["type"], last_event, "{args:?}");
            let text = bin().arg("replay").arg(file).output().unwrap();
            assert!(text.status.success());
            let text = String::from_utf8(text.stdout).unwrap();
            assert!(
                text.contains("the game") || text.contains("the match") || text.contains("the set"),
                "{args:?}: {}",
                text.lines().last().unwrap_or_default()
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sim_refuses_bad_games_with_the_reason() {
    for (args, reason) in [
        (
            &["--game", "jersey", "--seats", "baseline,easy,easy"][..],
            "two-handed Gin only",
        ),
        (
            &["--game", "gin", "--variant", "nonsense"],
            "unknown variant",
        ),
        (
            &["--game", "gin", "--seats", "normal"],
            "Gin Rummy needs 2 players",
        ),
        (&["--game", "colonel", "--variant", "oklahoma"], "Colonel"),
        (
            &["--game", "gin", "--games", "3", "--mirrored"],
            "multiple of 2",
        ),
        (&["--game", "chess"], "chess"),
    ] {
        let out = bin().arg("sim").args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(err.contains(reason), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn analyze_melds_under_each_ace_rule() {
    let input = r#"{"hand":["Qs","Ks","As","2s","3s","9d"]}"#;
    let deadwood = |args: &[&str]| {
        let mut all = vec!["analyze"];
        all.extend_from_slice(args);
        let (out, ok) = run_with_stdin(&all, input);
        assert!(ok, "{args:?}");
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        v["deadwood"].as_u64().unwrap()
    };
    assert_eq!(deadwood(&[]), 29);
    assert_eq!(deadwood(&["--ace", "corner"]), 9);
    assert_eq!(deadwood(&["--ace", "high-or-low"]), 14);
    assert_eq!(deadwood(&["--ace", "corner", "--ace-value", "1"]), 9);
    let out = bin()
        .args(["analyze", "--ace", "sideways"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("low, corner or high-or-low"));
}

#[test]
fn printing_into_a_closed_pipe_is_not_a_panic() {
    // `jersey-gin sim | head -1`: the reader goes away after one line.
    let mut child = bin()
        .args(["sim", "--games", "200", "--seats", "easy,easy,easy"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
}

/// Issue 41: `review` grades one seat's decisions in a saved game, as text
/// or one JSON object per decision and a summary; a seat the game does
/// not have is refused with the seats it has.
#[test]
fn review_grades_a_saved_game() {
    let dir = std::env::temp_dir().join(format!("jg-cli-review-{}", std::process::id()));
    let (_, files) = sim_kind(
        &dir,
        &[
            "--game",
            "gin",
            "--seats",
            "normal,easy",
            "--games",
            "1",
            "--options",
            r#"{"target":10}"#,
        ],
    );
    let file = files[0].to_str().unwrap();
    let out = bin()
        .args(["review", file, "--seat", "2", "--json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let (summary, decisions) = lines.split_last().unwrap();
    assert_eq!(summary["type"], "summary");
    assert_eq!(summary["seat"], 2);
    assert!(decisions.len() >= 3, "{decisions:?}");
    assert_eq!(summary["decisions"], decisions.len());
    for d in decisions {
        assert_eq!(d["type"], "decision");
        let loss = d["loss"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&loss), "{d}");
        if d["played"] == d["best"] {
            assert_eq!(loss, 0.0, "{d}");
        }
    }
    let out = bin().args(["review", file]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("The coach's review of Seat 1"), "{text}");
    assert!(text.contains("Accuracy "), "{text}");
    // The whole game's summary: every seat's accuracy, seat 2's the same
    // as its own review's.
    let out = bin()
        .args(["review", file, "--summary", "--json"])
        .output()
        .unwrap();
    let players: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(players.len(), 2, "{players:?}");
    assert!(players.iter().all(|p| p["type"] == "player"));
    assert_eq!(players[1]["seat"], 2);
    assert_eq!(players[1]["accuracy"], summary["accuracy"]);
    assert_eq!(players[1]["decisions"], summary["decisions"]);
    let out = bin().args(["review", file, "--summary"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("The game's summary"), "{text}");
    assert!(text.contains("Seat 2: accuracy "), "{text}");
    let out = bin()
        .args(["review", file, "--seat", "3"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("seats 1 to 2, not 3"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
