//! The boundaries between layers (ARCHITECTURE.md, "Invariants"), each
//! guarded by reading the sources: front ends go through the service, the
//! store names nothing above it (its tests included), and only the table
//! layer holds tables and games. Elsewhere test modules (after a file's
//! `#[cfg(test)]`) are free to build what they draw from.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `src/<dir>`, as (path relative to `src/`, text).
fn sources(dir: &str) -> Vec<(String, String)> {
    files_under("src", dir)
}

/// Every `.rs` file under `<root>/<dir>` of the crate, as (path relative
/// to `<root>`, text).
fn files_under(root: &str, dir: &str) -> Vec<(String, String)> {
    fn visit(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                visit(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(root);
    let mut files = Vec::new();
    visit(&src.join(dir), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let rel = f.strip_prefix(&src).unwrap().to_string_lossy();
            (rel.replace('\\', "/"), std::fs::read_to_string(&f).unwrap())
        })
        .collect()
}

/// A file's code without its test module (nothing, for a file that is a
/// test module: `#![cfg(test)]`).
fn code(text: &str) -> &str {
    if text.lines().any(|l| l.trim() == "#![cfg(test)]") {
        return "";
    }
    text.split("#[cfg(test)]").next().unwrap()
}

/// Whether `word` occurs in `text` as a whole identifier (or path).
fn names_whole(text: &str, word: &str) -> bool {
    let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    text.match_indices(word).any(|(i, _)| {
        !ident(text[..i].chars().next_back()) && !ident(text[i + word.len()..].chars().next())
    })
}

/// The `use` statements of some code, each as one string.
fn imports(code: &str) -> Vec<String> {
    code.split(';')
        .filter_map(|chunk| {
            // The statement after any comments and attributes before it.
            let at = chunk
                .lines()
                .map(str::trim_start)
                .position(|l| l.starts_with("use ") || l.starts_with("pub use "))?;
            Some(chunk.lines().skip(at).collect::<Vec<_>>().join("\n"))
        })
        .collect()
}

/// The front ends (Discord and the terminal) go through the service's
/// door: the service opens the store, and they never name the store's
/// module, its type, `Service::store()` or its row types.
#[test]
fn front_ends_do_not_reach_into_the_store() {
    let files: Vec<_> = ["discord", "terminal"]
        .iter()
        .flat_map(|d| sources(d))
        .collect();
    assert!(files.len() > 6, "{} files", files.len());
    for (path, text) in files {
        for bad in [
            format!(".{}()", "store"),
            format!("{}::types", "store"),
            format!("crate::{}", "store"),
            format!("{}::open", "Store"),
            format!("{}::in_memory", "Store"),
        ] {
            assert!(!text.contains(&bad), "{path} uses {bad}");
        }
    }
}

/// The two front ends stand side by side: neither imports the other (what
/// both show, such as the rules' text and the wording of events, lives
/// below them in `rules_text` and `render`).
#[test]
fn front_ends_do_not_import_each_other() {
    for (dir, other) in [("terminal", "discord"), ("discord", "terminal")] {
        let files = sources(dir);
        assert!(files.len() >= 3, "{dir}: {} files", files.len());
        let bad = format!("crate::{other}");
        for (path, text) in files {
            assert!(!text.contains(&bad), "{path} uses {bad}");
        }
    }
}

/// The store knows plain stored records and nothing above it: no file of
/// `src/store` or of `migrations/` (its schema steps, compiled into
/// `store::migrations`) names a module of the crate but the store itself
/// and the engine (the rules' serde forms that stored records embed).
/// Not the table layer (which converts its tables to and from the
/// records, `table::stored`, and hands in the checks that replay them),
/// nor the players, the words (`render`), the settings (`config`), the
/// front ends or the tools. This holds for the store's tests as well, with
/// no exception: they make stored records by hand (`store/test_rows.rs`),
/// and what needs a table (a fixture opened and played on, a service over
/// each backend) is tested in the table layer. A path can also climb out
/// through `super`: nothing in the store goes up two modules, and
/// `store/mod.rs` (whose own `super` is the crate) uses `super` only
/// inside its inline modules.
#[test]
fn the_store_names_nothing_above_it() {
    const ALLOWED: [&str; 2] = ["store", "engine"];
    let mut files = sources("store");
    files.extend(files_under("", "migrations"));
    assert!(files.len() >= 20, "{} files", files.len());
    for (path, text) in files {
        for (at, _) in text.match_indices("crate::") {
            let name: String = text[at + "crate::".len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            assert!(
                ALLOWED.contains(&name.as_str()),
                "{path} names crate::{name}"
            );
        }
        assert!(!text.contains("super::super"), "{path} climbs out");
        if path == "store/mod.rs" {
            for line in text.lines().filter(|l| l.contains("super::")) {
                assert!(line.starts_with(' '), "{path} names the crate: {line}");
            }
        }
    }
}

/// Outside the table layer (and `sim`, which plays engine games itself)
/// no code names `Table` or the family's `Game`: front ends see views.
#[test]
fn only_the_table_layer_names_table_and_game() {
    let allowed = |path: &str| path.starts_with("table/") || path == "sim.rs";
    let files = sources("");
    let mut checked = 0;
    for (path, text) in files.iter().filter(|(p, _)| !allowed(p)) {
        let code = code(text);
        for stmt in imports(code) {
            assert!(
                !(stmt.contains("table") && names_whole(&stmt, "Table")),
                "{path} imports Table: {stmt}"
            );
            assert!(
                !(stmt.contains("engine") && names_whole(&stmt, "Game")),
                "{path} imports Game: {stmt}"
            );
        }
        for bad in ["table::Table", "family::Game", "engine::Game"] {
            assert!(!names_whole(code, bad), "{path} names {bad}");
        }
        checked += 1;
    }
    assert!(checked > 30, "{checked} files checked");
}

#[test]
fn the_guards_see_an_import_across_lines_and_after_comments() {
    // A file that is a test module of its own is free.
    assert_eq!(code("//! t\n#![cfg(test)]\nuse crate::table::Table;"), "");
    let code = "//! doc\n\nuse crate::engine::{\n    Game as G,\n    Replay,\n};\nfn f() {}";
    let found = imports(code);
    assert_eq!(found.len(), 1);
    assert!(names_whole(&found[0], "Game"));
    assert!(!names_whole("GameKind", "Game"));
    assert!(names_whole("x: family::Game)", "family::Game"));
}
