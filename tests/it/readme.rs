//! The README's examples, checked so that they cannot drift from the
//! program: in its `sh` blocks, a line `$ COMMAND` is run (with the built
//! `jersey-gin` first on the PATH) and must print the lines below it; a
//! usage line (`jersey-gin SUBCOMMAND ...` or `cargo run --release --
//! SUBCOMMAND ...`) must name every option of that subcommand's `--help`
//! and no other.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

fn readme() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap()
}

/// The lines of every fenced `sh` block.
fn sh_blocks(text: &str) -> Vec<Vec<String>> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<String>> = None;
    for line in text.lines() {
        let trimmed = line.trim();
        match &mut current {
            None if trimmed == "```sh" => current = Some(Vec::new()),
            Some(block) if trimmed == "```" => {
                blocks.push(std::mem::take(block));
                current = None;
            }
            Some(block) => block.push(trimmed.to_string()),
            None => {}
        }
    }
    blocks
}

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_jersey-gin")
}

fn help(subcommand: &[&str]) -> String {
    let out = Command::new(bin())
        .args(subcommand)
        .arg("--help")
        .output()
        .unwrap();
    assert!(out.status.success(), "{subcommand:?} --help");
    String::from_utf8(out.stdout).unwrap()
}

/// Long options of a `--help` text, without --help and --version.
fn long_options(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|w| w.starts_with("--") && w.len() > 2)
        .filter(|w| *w != "--help" && *w != "--version")
        .map(str::to_string)
        .collect()
}

/// The subcommands listed under "Commands:" in a help text.
fn subcommands(help: &str) -> BTreeSet<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn the_readme_examples_print_what_it_shows() {
    let dir = Path::new(bin()).parent().unwrap();
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut ran = 0;
    for block in sh_blocks(&readme()) {
        let mut i = 0;
        while i < block.len() {
            let Some(command) = block[i].strip_prefix("$ ") else {
                i += 1;
                continue;
            };
            let expected: Vec<&str> = block[i + 1..]
                .iter()
                .take_while(|l| !l.starts_with("$ "))
                .map(String::as_str)
                .collect();
            let out = Command::new("sh")
                .args(["-c", command])
                .env("PATH", &path)
                .output()
                .unwrap();
            assert!(out.status.success(), "{command}");
            let printed = String::from_utf8(out.stdout).unwrap();
            assert_eq!(
                printed.lines().collect::<Vec<_>>(),
                expected,
                "README: `{command}` prints something else"
            );
            ran += 1;
            i += 1 + expected.len();
        }
    }
    assert!(ran >= 2, "the README's examples were not found");
}

#[test]
fn the_readme_usage_lines_name_every_option() {
    let top = help(&[]);
    // Global options (clap repeats them in every subcommand's help) are
    // written once in the README, not on each usage line.
    let global = long_options(top.split("Options:").nth(1).unwrap_or_default());
    let text = readme();
    for option in &global {
        assert!(
            text.contains(option.as_str()),
            "README never names {option}"
        );
    }
    let mut checked = 0;
    for block in sh_blocks(&text) {
        for line in block {
            let rest = line
                .strip_prefix("jersey-gin ")
                .or_else(|| line.strip_prefix("cargo run --release -- "));
            let Some(rest) = rest else { continue };
            let words: Vec<&str> = rest.split_whitespace().collect();
            let mut path: Vec<&str> = Vec::new();
            let mut known = subcommands(&top);
            for w in &words {
                if known.contains(*w) {
                    path.push(w);
                    known = subcommands(&help(&path));
                } else {
                    break;
                }
            }
            assert!(!path.is_empty(), "README: no subcommand in `{line}`");
            let documented = long_options(rest);
            let real: BTreeSet<String> =
                long_options(help(&path).split("Options:").nth(1).unwrap_or_default())
                    .difference(&global)
                    .cloned()
                    .collect();
            assert_eq!(
                documented,
                real,
                "README: the options of `{line}` differ from `jersey-gin {} --help`",
                path.join(" ")
            );
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} usage lines found");
}
