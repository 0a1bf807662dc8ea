//! `jersey-gin replay FILE --pictures DIR` (issue 37, item 13): a stored
//! game drawn as the bot draws it, run as users run it, for every game of
//! the family.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Output;

use crate::support::cli::{bin, fed, stderr};

/// One game of a kind, freshly recorded by `sim --save`.
fn recorded(dir: &Path, args: &[&str]) -> PathBuf {
    let out = bin()
        .arg("sim")
        .args(args)
        .args(["--games", "1", "--save"])
        .arg(dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{args:?}");
    files.pop().unwrap()
}

/// What the game's events say the pictures must be: (hands dealt, seats'
/// hands dealt, hands ended with the hands laid out).
fn expected(file: &Path) -> (usize, usize, usize) {
    let out = bin().args(["replay", "--json"]).arg(file).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let (mut hands, mut dealt, mut ended) = (0, 0, 0);
    for line in String::from_utf8(out.stdout).unwrap().lines() {
        let e: Value = serde_json::from_str(line).unwrap();
        match e["type"].as_str().unwrap() {
            // R3.4: three seats are dealt.
            "hand_dealt" => {
                hands += 1;
                dealt += 3;
            }
            // G2.2, V9.2: two seats at a table (V7: the third sits out;
            // V8: a partnership deals two tables as one hand).
            "two_handed_dealt" => {
                if e["table"] == 0 {
                    hands += 1;
                }
                dealt += 2;
            }
            "hand_ended" | "colonel_hand_ended" => ended += 1,
            // A drawn or resigned hand lays nothing out.
            "two_handed_ended" if !e["result"]["reveals"].as_array().unwrap().is_empty() => {
                ended += 1
            }
            _ => {}
        }
    }
    (hands, dealt, ended)
}

/// Decodes a whole PNG (every chunk's checksum, the image data).
fn decoded_size(path: &Path) -> (u32, u32) {
    let file = std::fs::File::open(path).unwrap();
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .unwrap_or_else(|e| panic!("{}: not a PNG: {e}", path.display()));
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader
        .next_frame(&mut buf)
        .unwrap_or_else(|e| panic!("{}: a broken PNG: {e}", path.display()));
    (info.width, info.height)
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    names
}

#[test]
fn replay_draws_every_hand_of_every_kind_of_game() {
    let root = tempfile::tempdir().unwrap();
    for (kind, args) in [
        (
            "jersey",
            &["--game", "jersey", "--seats", "easy,easy,easy"][..],
        ),
        (
            "gin",
            &[
                "--game",
                "gin",
                "--variant",
                "oklahoma,doubling",
                "--seats",
                "easy,normal",
            ],
        ),
        (
            "partnership",
            &[
                "--game",
                "gin",
                "--variant",
                "partnership",
                "--seats",
                "easy,easy,easy,easy",
            ],
        ),
        ("colonel", &["--game", "colonel", "--seats", "easy,easy"]),
    ] {
        let file = recorded(&root.path().join(kind), args);
        let (hands, dealt, ended) = expected(&file);
        assert!(hands > 0 && ended > 0, "{kind}");
        let out_dir = root.path().join(format!("{kind}-pictures"));
        let out = bin()
            .args(["replay", "--pictures"])
            .arg(&out_dir)
            .arg(&file)
            .output()
            .unwrap();
        assert!(out.status.success(), "{kind}: {}", stderr(&out));
        let said = String::from_utf8(out.stdout).unwrap();
        let names = names_in(&out_dir);
        assert_eq!(names.len(), dealt + ended, "{kind}: {names:?}");
        assert!(
            said.contains(&format!("wrote {} pictures of {hands} hands", names.len())),
            "{kind}: {said}"
        );
        let deals = names.iter().filter(|n| n.contains("-deal-seat-")).count();
        let ends = names.iter().filter(|n| n.contains("-end")).count();
        assert_eq!((deals, ends), (dealt, ended), "{kind}: {names:?}");
        // Every hand is there, numbered in play order: its deal first.
        let hand_of = |n: &str| n.split('-').nth(1).unwrap().parse::<usize>().unwrap();
        assert_eq!(hand_of(&names[0]), 1, "{kind}");
        assert_eq!(hand_of(names.last().unwrap()), hands, "{kind}");
        assert!(names[0].contains("-deal-seat-"), "{kind}: {}", names[0]);
        if kind == "partnership" {
            assert!(names.iter().any(|n| n.ends_with("-end-table-2.png")));
            assert!(names.iter().any(|n| n.contains("-deal-seat-4.")));
        } else {
            assert!(names.iter().any(|n| n.ends_with("-end.png")), "{kind}");
        }
        for name in &names {
            let (w, h) = decoded_size(&out_dir.join(name));
            assert!(w > 100 && h > 100, "{kind}: {name} is {w}×{h}");
        }
    }
}

#[test]
fn replay_pictures_refuse_what_cannot_be_drawn_or_written() {
    let root = tempfile::tempdir().unwrap();
    let file = recorded(
        &root.path().join("game"),
        &["--game", "colonel", "--seats", "easy,easy"],
    );
    let pictures = |dir: &Path, extra: &[&str], input: &Path| {
        bin()
            .args(["replay", "--pictures"])
            .arg(dir)
            .args(extra)
            .arg(input)
            .output()
            .unwrap()
    };
    let refused = |out: &Output, words: &str| {
        assert_eq!(out.status.code(), Some(1), "{}", stderr(out));
        assert!(stderr(out).contains(words), "{words}: {}", stderr(out));
    };

    // A folder that cannot be made (under a file), and a file given as one.
    refused(
        &pictures(&file.join("sub"), &[], &file),
        "cannot create the folder",
    );
    refused(&pictures(&file, &[], &file), "is a file, not a folder");

    // Not a replay: nothing is written.
    let not_replay = root.path().join("hand.json");
    std::fs::write(&not_replay, r#"{"kind": "hand", "deadwood": ["Kc"]}"#).unwrap();
    let out_dir = root.path().join("none");
    refused(
        &pictures(&out_dir, &[], &not_replay),
        "is not a replay file",
    );
    assert!(!out_dir.exists());

    // A game that has not ended shows hidden hands: refused unless asked.
    let mut replay: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let actions = replay["actions"].as_array_mut().unwrap();
    actions.truncate(actions.len() / 2);
    let half = root.path().join("half.json");
    std::fs::write(&half, replay.to_string()).unwrap();
    refused(&pictures(&out_dir, &[], &half), "--unfinished");
    assert!(!out_dir.exists(), "nothing is written for a refused game");
    let out = pictures(&out_dir, &["--unfinished"], &half);
    assert!(out.status.success(), "{}", stderr(&out));
    let first = names_in(&out_dir);
    assert!(first.iter().any(|n| n == "hand-01-deal-seat-1.png"));

    // The same folder again: the games' pictures would mix.
    refused(&pictures(&out_dir, &[], &file), "already holds pictures");
    assert_eq!(names_in(&out_dir), first);

    // Standard input, as `db export --game ID | jersey-gin replay -` gives it.
    let piped_dir = root.path().join("piped");
    let out = fed(
        bin()
            .args(["replay", "--four-colour", "--pictures"])
            .arg(&piped_dir)
            .arg("-"),
        &std::fs::read(&file).unwrap(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(names_in(&piped_dir).len() > first.len());

    // --unfinished and --four-colour belong to --pictures.
    let out = bin()
        .args(["replay", "--unfinished"])
        .arg(&file)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(stderr(&out).contains("--pictures"), "{}", stderr(&out));
}
