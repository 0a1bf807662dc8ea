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

/// A source file's code before its test module; None for a file that is
/// all tests.
fn product_code(text: &str) -> Option<&str> {
    if text.lines().any(|l| l.trim() == "#![cfg(test)]") {
        return None;
    }
    text.split("#[cfg(test)]").next()
}

/// The ids in `tr!(lang, "id"…)` calls, and every string literal.
fn named_ids(sources: &[(PathBuf, String)]) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut called = BTreeSet::new();
    let mut literals = BTreeSet::new();
    for (_, text) in sources {
        // Product code only: a test module or a comment naming an id does
        // not use it.
        let Some(code) = product_code(text) else {
            continue;
        };
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

/// The code that words what players read: every sentence in it comes
/// from the catalogs.
const WORDING: &[&str] = &[
    "src/render.rs",
    "src/render",
    "src/words.rs",
    "src/rules_text.rs",
    "src/discord/screens",
    "src/discord/commands",
    "src/discord/components.rs",
    "src/discord/errors.rs",
    "src/discord/pictures.rs",
    "src/terminal",
    "crates/pictures/src",
];

/// Words in wording code that are not sentences for players, with why.
const NOT_FOR_PLAYERS: &[(&str, &str)] = &[
    // poise's own error texts, matched to recognise which error it is.
    ("src/discord/errors.rs", "out of bounds"),
    // A command line a person types, the same in every language.
    ("src/terminal/mod.rs", "jersey-gin play"),
];

/// `text` with the spans that are not for players blanked: comments,
/// attributes (`#[description = …]` is the commands' English, localized
/// through the `commands` area), logs, and the messages of panics and
/// assertions.
fn without_non_player_text(text: &str) -> String {
    let mut out: Vec<char> = text.chars().collect();
    let starts = [
        "tracing::",
        "expect(",
        "panic!(",
        "unreachable!(",
        "assert!(",
        "assert_eq!(",
        "assert_ne!(",
        "debug_assert!(",
        "#[",
        "anyhow!(",
        "bail!(",
    ];
    let text: Vec<char> = out.clone();
    let mut i = 0;
    while i < text.len() {
        if text[i] == '/' && text.get(i + 1) == Some(&'/') {
            while i < text.len() && text[i] != '\n' {
                out[i] = ' ';
                i += 1;
            }
            continue;
        }
        if text[i] == '\'' {
            // '"' must not open a string.
            i = after_quote(&text, i);
            continue;
        }
        if text[i] == '"' {
            // Skip a literal (its quotes may hold "//").
            i += 1;
            while i < text.len() && text[i] != '"' {
                i += if text[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            continue;
        }
        let here: String = text[i..(i + 14).min(text.len())].iter().collect();
        if let Some(start) = starts.iter().find(|s| here.starts_with(**s)) {
            // Blank to the bracket that closes the first one opened.
            let (open, close) = if *start == "#[" {
                ('[', ']')
            } else {
                ('(', ')')
            };
            let mut depth = 0;
            let mut j = i;
            let mut in_string = false;
            while j < text.len() {
                let c = text[j];
                if in_string {
                    if c == '\\' {
                        out[j] = ' ';
                        j += 1;
                    } else if c == '"' {
                        in_string = false;
                    }
                } else if c == '"' {
                    in_string = true;
                } else if c == open {
                    depth += 1;
                } else if c == close {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                if j < out.len() && c != '\n' {
                    out[j] = ' ';
                }
                j += 1;
            }
            i = j + 1;
            continue;
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// Where the code goes on after the single quote at `i`: past a char
/// literal ('x', '\'', '"'), or just past the quote of a lifetime.
fn after_quote(c: &[char], i: usize) -> usize {
    if c.get(i + 1) == Some(&'\\') {
        // The escaped character is part of the literal, even a quote.
        let mut j = i + 3;
        while j < c.len() && c[j] != '\'' {
            j += 1;
        }
        j + 1
    } else if c.get(i + 2) == Some(&'\'') {
        i + 3
    } else {
        i + 1
    }
}

/// The string literals of some code (char literals such as '"' and
/// lifetimes are told apart from them).
fn string_literals(code: &str) -> Vec<String> {
    let c: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            '\'' => i = after_quote(&c, i),
            '"' => {
                let mut literal = String::new();
                i += 1;
                while i < c.len() && c[i] != '"' {
                    if c[i] == '\\' {
                        literal.push(c[i]);
                        i += 1;
                    }
                    if i < c.len() {
                        literal.push(c[i]);
                    }
                    i += 1;
                }
                found.push(literal);
                i += 1;
            }
            _ => i += 1,
        }
    }
    found
}

/// Whether a literal holds words: two runs of letters with a space, comma
/// or colon between them.
fn has_words(literal: &str) -> bool {
    let chars: Vec<char> = literal.chars().collect();
    let mut run = 0;
    let mut previous_word = false;
    let mut gap = false;
    for c in chars {
        if c.is_alphabetic() {
            run += 1;
            if run >= 2 && previous_word && gap {
                return true;
            }
        } else {
            if run >= 2 {
                previous_word = true;
                gap = false;
            }
            run = 0;
            if c == ' ' || c == ',' || c == ':' {
                gap = previous_word;
            } else {
                previous_word = false;
            }
        }
    }
    false
}

#[test]
fn no_player_facing_words_are_left_outside_the_catalogs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let files: Vec<(String, String)> = product_sources()
        .into_iter()
        .map(|(path, text)| {
            let rel = path.strip_prefix(&root).unwrap().to_string_lossy();
            (rel.replace('\\', "/"), text)
        })
        .filter(|(rel, _)| {
            WORDING
                .iter()
                .any(|part| rel == part || rel.starts_with(&format!("{part}/")))
        })
        .collect();
    let mut found = Vec::new();
    for (rel, text) in &files {
        let name = rel.rsplit('/').next().unwrap();
        if name == "tests.rs" || name.ends_with("_tests.rs") {
            continue;
        }
        let Some(code) = product_code(text) else {
            continue;
        };
        let code = without_non_player_text(code);
        for part in string_literals(&code) {
            let allowed = NOT_FOR_PLAYERS
                .iter()
                .any(|(f, words)| rel.ends_with(f) && part.contains(words));
            if has_words(&part) && !allowed {
                found.push(format!("{rel}: {part:?}"));
            }
        }
    }
    assert!(
        files.len() > 30,
        "read the wording code ({} files)",
        files.len()
    );
    assert!(
        found.is_empty(),
        "words for players outside the catalogs:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_literal_check_sees_words_and_skips_what_is_not_for_players() {
    assert!(has_words("Your move"));
    assert!(has_words("Hand over: {} wins"));
    assert!(!has_words("{} {}"));
    assert!(!has_words("jg1.hand.{}"));
    assert!(!has_words("7♣ K♥"));
    let code = "tracing::warn!(\n    \"storing failed: {e}\"\n);\nlet x = \"Your move\"; // \"a comment\"\n#[description = \"Which game\"]";
    let kept = without_non_player_text(code);
    assert!(
        !kept.contains("storing failed")
            && !kept.contains("a comment")
            && !kept.contains("Which game")
    );
    assert!(kept.contains("Your move"));
    let literals = string_literals("let q = '\"'; f::<'a>(\"two words\", '\\'', \"x\")");
    assert_eq!(literals, ["two words", "x"]);
    // An escaped quote, then a quote in quotes: neither opens a string.
    let literals = string_literals("f('\\'','\"', \"two words\")");
    assert_eq!(literals, ["two words"]);
}

/// `words` reads the text players see: every variant of a selector, no
/// ids, variables or variant keys.
#[test]
fn a_catalogs_words_are_its_text() {
    let en = gin_text::words(Lang::En);
    for w in ["card", "cards", "your", "hand", "knock", "gin"] {
        assert!(en.contains(w), "{w}");
    }
    assert!(!en.contains("hand-your-hand") && !en.contains("$number"));
    assert!(!en.contains("plural"), "a variant key is not a word");
    let de = gin_text::words(Lang::De);
    assert!(de.contains("karten") && !de.contains("cards"));
    assert_eq!(
        gin_text::words_of("**Deine Hand** · Runde 2, l'upcard").collect::<Vec<_>>(),
        ["deine", "hand", "runde", "l", "upcard"]
    );
}
