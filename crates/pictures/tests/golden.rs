//! Golden pictures: every `tests/golden/NAME.json` (a picture, as
//! `jersey-gin render` reads it) is drawn and compared with the committed
//! `NAME.png`, so a change to the drawing shows up in review. A name with
//! `four-colour` in it is drawn with the four-colour deck; `NAME.<lang>`
//! (`engine-knock.de`) in that language.
//!
//! To accept a deliberate change, re-bless and look at the new PNGs before
//! committing them:
//!
//! ```text
//! GOLDEN_BLESS=1 cargo test -p gin-pictures --test golden
//! ```
//!
//! A mismatch leaves the new drawing in `target/tmp/golden/` beside the
//! message, for comparison.

use gin_pictures::{render, Picture, Style};
use std::path::{Path, PathBuf};

/// A channel may differ this much (anti-aliasing on another CPU).
const CHANNEL_TOLERANCE: i32 = 24;
/// And this many pixels may differ by more: few enough that one changed
/// digit of a count is caught.
const PIXEL_TOLERANCE: usize = 16;

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn blessing() -> bool {
    std::env::var_os("GOLDEN_BLESS").is_some_and(|v| v == "1")
}

fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    buf.truncate(info.buffer_size());
    assert_eq!(info.color_type, png::ColorType::Rgb, "pictures are RGB");
    (info.width, info.height, buf)
}

/// Compares a drawing with its golden PNG; None if they match.
fn difference(actual: &[u8], golden: &[u8]) -> Option<String> {
    let (aw, ah, a) = decode(actual);
    let (gw, gh, g) = decode(golden);
    if (aw, ah) != (gw, gh) {
        return Some(format!("size {aw}×{ah}, golden {gw}×{gh}"));
    }
    let differing = a
        .chunks_exact(3)
        .zip(g.chunks_exact(3))
        .filter(|(p, q)| {
            p.iter()
                .zip(*q)
                .any(|(x, y)| (*x as i32 - *y as i32).abs() > CHANNEL_TOLERANCE)
        })
        .count();
    (differing > PIXEL_TOLERANCE).then(|| format!("{differing} pixels differ"))
}

/// Draws `picture` and checks it against (or, blessing, writes) `NAME.png`.
pub fn check_golden(name: &str, picture: &Picture, style: Style) -> Result<(), String> {
    let png = render(picture, style).map_err(|e| format!("{name}: {e}"))?;
    let path = golden_dir().join(format!("{name}.png"));
    if blessing() {
        std::fs::write(&path, &png.bytes).map_err(|e| format!("{}: {e}", path.display()))?;
        return Ok(());
    }
    let golden = std::fs::read(&path)
        .map_err(|e| format!("{}: {e} (bless with GOLDEN_BLESS=1)", path.display()))?;
    match difference(&png.bytes, &golden) {
        None => Ok(()),
        Some(why) => {
            let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("golden");
            std::fs::create_dir_all(&out).map_err(|e| e.to_string())?;
            let actual = out.join(format!("{name}.png"));
            std::fs::write(&actual, &png.bytes).map_err(|e| e.to_string())?;
            Err(format!(
                "{name}: {why}; the new drawing is {}; if the change is meant, re-bless (GOLDEN_BLESS=1)",
                actual.display()
            ))
        }
    }
}

/// `NAME.<lang>` (Issue 40) is drawn in that language, the rest in English.
fn style_for(name: &str) -> Style {
    Style {
        four_colour: name.contains("four-colour"),
        lang: name
            .rsplit_once('.')
            .map(|(_, tag)| tag.parse().expect("a language we speak"))
            .unwrap_or_default(),
    }
}

#[test]
fn every_golden_picture_is_drawn_as_committed() {
    let mut names: Vec<String> = std::fs::read_dir(golden_dir())
        .expect("tests/golden exists")
        .filter_map(|e| {
            let path = e.ok()?.path();
            (path.extension()? == "json").then(|| path.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    assert!(
        names.len() >= 6,
        "the golden pictures are missing: {names:?}"
    );
    let failures: Vec<String> = names
        .iter()
        .filter_map(|name| {
            let json = std::fs::read_to_string(golden_dir().join(format!("{name}.json"))).ok()?;
            let picture: Picture = match serde_json::from_str(&json) {
                Ok(p) => p,
                Err(e) => return Some(format!("{name}.json: {e}")),
            };
            check_golden(name, &picture, style_for(name)).err()
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The README shows two golden pictures; they are copies, kept equal here
/// (blessing copies them too).
const README_PICTURES: [(&str, &str); 2] =
    [("engine-hand", "hand.png"), ("engine-knock", "knock.png")];

#[test]
fn the_readme_pictures_are_the_golden_ones() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/pictures");
    for (name, shown) in README_PICTURES {
        let path = docs.join(shown);
        if blessing() {
            // Drawn here, not copied: the other test may be rewriting the
            // golden file at this moment.
            let json = std::fs::read_to_string(golden_dir().join(format!("{name}.json"))).unwrap();
            let picture: Picture = serde_json::from_str(&json).unwrap();
            let png = render(&picture, style_for(name)).unwrap();
            std::fs::write(&path, &png.bytes).unwrap();
            continue;
        }
        let golden = std::fs::read(golden_dir().join(format!("{name}.png"))).unwrap();
        let shown_bytes = std::fs::read(&path).unwrap_or_default();
        assert!(
            shown_bytes == golden,
            "{} differs from its golden picture: re-bless (GOLDEN_BLESS=1)",
            path.display()
        );
    }
}

#[test]
fn a_changed_drawing_is_caught() {
    let json = std::fs::read_to_string(golden_dir().join("hand-drawn.json")).unwrap();
    let mut picture: Picture = serde_json::from_str(&json).unwrap();
    let Picture::Hand(h) = &mut picture else {
        panic!("a hand")
    };
    h.count = Some(h.count.unwrap() + 1);
    let changed = render(&picture, Style::default()).unwrap();
    let golden = std::fs::read(golden_dir().join("hand-drawn.png")).unwrap();
    assert!(
        difference(&changed.bytes, &golden).is_some(),
        "a different count must not pass"
    );
}
