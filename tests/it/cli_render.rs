//! `jersey-gin render`: JSON in, PNG out, as users run it.

use crate::support::cli::{bin, fed};

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("jg-render-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Width and height from a PNG's header, after checking its signature.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG file");
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn render_draws_a_table_from_a_file() {
    let dir = temp_dir("table");
    let input = dir.join("knock.json");
    std::fs::write(
        &input,
        r#"{"kind": "table", "title": "Hand 1: Ann knocks",
            "seats": [{"name": "Ann", "count": 5, "melds": [{"cards": ["7h", "8h", "9h"]}], "deadwood": ["5c"]},
                      {"name": "Bob", "count": 12, "deadwood": ["Qc", "2d"],
                       "melds": [{"cards": ["Ks", "Kh", "Kd"]}]}],
            "upcard": "Jd", "stock": 12}"#,
    )
    .unwrap();
    let output = dir.join("knock.png");
    let out = bin()
        .args([
            "render",
            input.to_str().unwrap(),
            "-o",
            output.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&output).unwrap();
    let (w, h) = png_size(&bytes);
    assert!(w > 400 && h > 200, "{w}×{h}");
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.contains(&format!("{w}×{h}")) && said.contains("key "),
        "{said}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn render_reads_standard_input_with_a_kind_flag() {
    let dir = temp_dir("stdin");
    let output = dir.join("hand.png");
    let out = fed(
        bin().args([
            "render",
            "--kind",
            "hand",
            "--four-colour",
            "-",
            "-o",
            output.to_str().unwrap(),
        ]),
        br#"{"melds": [["Ac", "2c", "3c"]], "deadwood": ["Kd"], "count": 10, "drawn": "Kd"}"#,
    );
    assert!(out.status.success());
    png_size(&std::fs::read(&output).unwrap());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn render_refuses_bad_input_clearly_and_writes_nothing() {
    let dir = temp_dir("bad");
    let output = dir.join("never.png");
    for (json, why) in [
        (r#"{"deadwood": ["Kd"]}"#, "--kind"),
        (r#"{"kind": "hand", "deadwood": ["Kd", "Kd"]}"#, "twice"),
        (
            r#"{"kind": "hand", "deadwood": ["Kd"], "drawn": "Qs"}"#,
            "not in the hand",
        ),
        (r#"{"kind": "table", "seats": []}"#, "seats"),
        (r#"{"kind": "hand", "cards": ["Kd"]}"#, "unknown field"),
    ] {
        let input = dir.join("bad.json");
        std::fs::write(&input, json).unwrap();
        let out = bin()
            .args([
                "render",
                input.to_str().unwrap(),
                "-o",
                output.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        assert!(!out.status.success(), "{json} was accepted");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(why), "{json}: {err}");
        assert!(!output.exists(), "nothing is written for {json}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
