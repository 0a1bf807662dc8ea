//! The catalogs are complete and match the code: every language has every
//! English message with the same variables and attributes, every message
//! is used by the code, and every message the code names exists.

use gin_text::{message_ids, source, variables, Lang, AREAS};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Messages the bot reads by a computed id rather than a literal one: each
/// slash command's and option's localized name and description
/// (`command-<path>`), checked against the command tree by the bot's own
/// test (`discord::commands::localize`).
const COMPUTED_PREFIXES: &[&str] = &["command-"];

fn ids(lang: Lang) -> BTreeMap<String, &'static str> {
    let mut map = BTreeMap::new();
    for (area, id) in message_ids(lang) {
        if let Some(first) = map.insert(id.clone(), area) {
            panic!("{lang}: {id} is in both {first}.ftl and {area}.ftl");
        }
    }
    map
}

#[test]
fn every_catalog_parses() {
    for lang in Lang::ALL {
        for area in AREAS {
            let text = source(lang, area).unwrap();
            if let Err((_, errors)) = fluent_syntax::parser::parse(text) {
                panic!("ftl/{}/{area}.ftl: {errors:?}", lang.code());
            }
        }
    }
}

#[test]
fn every_language_has_exactly_the_english_messages_in_the_same_area() {
    let english = ids(Lang::En);
    for lang in Lang::ALL {
        let theirs = ids(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for (id, area) in &english {
            assert_eq!(theirs[id], *area, "{lang}: {id} is in another area");
        }
    }
}

#[test]
fn every_language_uses_the_english_variables_and_attributes() {
    for (_, id) in message_ids(Lang::En) {
        let english = variables(Lang::En, &id).unwrap();
        for lang in Lang::ALL {
            let theirs = variables(lang, &id).unwrap();
            assert_eq!(theirs, english, "{lang}: {id} uses other variables");
            for attr in attributes(Lang::En, &id) {
                assert!(
                    gin_text::has(lang, &id, Some(&attr)),
                    "{lang}: {id} lacks .{attr}"
                );
            }
            assert_eq!(
                attributes(lang, &id),
                attributes(Lang::En, &id),
                "{lang}: {id} has other attributes"
            );
        }
    }
}

fn attributes(lang: Lang, id: &str) -> BTreeSet<String> {
    for area in AREAS {
        let resource =
            fluent_syntax::parser::parse(source(lang, area).unwrap()).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                if m.id.name == id {
                    return m.attributes.iter().map(|a| a.id.name.to_string()).collect();
                }
            }
        }
    }
    BTreeSet::new()
}

#[test]
fn no_message_says_nothing() {
    let no_args = gin_text::FluentArgs::new();
    for lang in Lang::ALL {
        for (_, id) in message_ids(lang) {
            if gin_text::has(lang, &id, None) {
                let text = gin_text::text(lang, &id, &no_args);
                assert!(!text.trim().is_empty(), "{lang}: {id} is empty");
            }
        }
    }
}

/// The Rust sources of the workspace's products (not their tests'
/// folders, not the lab): where messages are used.
fn product_sources() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut dirs = vec![root.join("src")];
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().is_some_and(|n| n != "lab") {
            dirs.push(path.join("src"));
        }
    }
    let mut files = Vec::new();
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                files.push((path, text));
            }
        }
    }
    assert!(files.len() > 20, "found the workspace's sources");
    files
}

/// The ids in `tr!(lang, "id"…)` calls, and every string literal.
fn named_ids(sources: &[(PathBuf, String)]) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut called = BTreeSet::new();
    let mut literals = BTreeSet::new();
    for (_, text) in sources {
        // Product code only: a test module or a comment naming an id does
        // not use it.
        if text.lines().any(|l| l.trim() == "#![cfg(test)]") {
            continue;
        }
        let code = text.split("#[cfg(test)]").next().unwrap();
        let text: String = code
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for (i, _) in text.match_indices("tr!(") {
            let rest = &text[i + 4..];
            // The id is the first string literal after the first comma.
            if let Some(comma) = rest.find(',') {
                let after = rest[comma + 1..].trim_start();
                if let Some(body) = after.strip_prefix('"') {
                    if let Some(end) = body.find('"') {
                        called.insert(body[..end].to_string());
                    }
                }
            }
        }
        let mut parts = text.split('"');
        parts.next();
        for (n, part) in parts.enumerate() {
            // Odd pieces are inside quotes (good enough for ids, which hold
            // no quotes or escapes).
            if n % 2 == 0 && !part.is_empty() && part.len() < 80 {
                literals.insert(part.to_string());
            }
        }
    }
    (called, literals)
}

#[test]
fn every_message_the_code_names_exists_and_every_message_is_used() {
    let sources = product_sources();
    let (called, literals) = named_ids(&sources);
    let english = ids(Lang::En);
    let unknown: Vec<_> = called
        .iter()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(
        unknown.is_empty(),
        "tr! names ids no catalog has: {unknown:?}"
    );
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !COMPUTED_PREFIXES.iter().any(|p| id.starts_with(p)))
        .filter(|id| !literals.contains(*id))
        .collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn the_glossary_gives_every_language_a_column() {
    let glossary =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("ftl/GLOSSARY.md"))
            .unwrap();
    let header = glossary
        .lines()
        .find(|l| l.starts_with("| English"))
        .expect("the glossary's table");
    for lang in Lang::ALL {
        assert!(
            header.contains(lang.name()),
            "no column for {}",
            lang.name()
        );
    }
}

#[test]
fn plurals_follow_each_language() {
    // One message with a count, formatted at 1 and 2 in every language:
    // English "1 card"/"2 cards" without a hand-made plural.
    for lang in Lang::ALL {
        let one = gin_text::tr!(lang, "cards-count", count = 1);
        let two = gin_text::tr!(lang, "cards-count", count = 2);
        assert_ne!(one, two, "{lang}: one and two read alike");
        assert!(
            one.contains('1') && two.contains('2'),
            "{lang}: {one} / {two}"
        );
    }
    assert_eq!(gin_text::tr!(Lang::En, "cards-count", count = 1), "1 card");
    assert_eq!(gin_text::tr!(Lang::En, "cards-count", count = 2), "2 cards");
    assert_eq!(gin_text::tr!(Lang::Fr, "cards-count", count = 0), "0 carte");
}
