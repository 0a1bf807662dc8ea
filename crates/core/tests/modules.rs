//! The shape of the core's modules, read from its sources: no two sibling
//! modules of the engine or the players import each other (a circle
//! between siblings is one concept split in two, or a missing module
//! below both), and each game's players (`ai::jersey`, `ai::gin`,
//! `ai::colonel`) use only the shared modules, not another game's.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, with its module path below the crate
/// (`engine::jersey::hand`; a `mod.rs` is its directory's module).
fn modules(dir: &Path, prefix: &[String], out: &mut Vec<(Vec<String>, PathBuf)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            let mut p = prefix.to_vec();
            p.push(name);
            modules(&path, &p, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let mut p = prefix.to_vec();
            if name != "mod" {
                p.push(name);
            }
            out.push((p, path));
        }
    }
}

/// The source without its tests and comments: what the module itself uses.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let text = text.split("#[cfg(test)]").next().unwrap();
    text.lines()
        .map(|l| l.split("//").next().unwrap())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths right after `prefix` in `code`, as segments: `prefix::a::b`
/// and each path at the top level of `prefix::{a::b, c}`.
fn paths_after(code: &str, prefix: &str) -> BTreeSet<Vec<String>> {
    let path = |s: &str| -> Vec<String> {
        s.split("::")
            .map(|seg| {
                seg.trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect::<String>()
            })
            .take_while(|seg| !seg.is_empty())
            .collect()
    };
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices(prefix) {
        let before = code[..i].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &code[i + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.insert(path(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            out.insert(path(&item));
        } else {
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            out.insert(path(&rest[..end]));
        }
    }
    out.remove(&Vec::new());
    out
}

#[test]
fn no_two_sibling_modules_import_each_other() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    for top in ["engine", "ai"] {
        modules(&src.join(top), &[top.to_string()], &mut all);
    }
    let known: BTreeSet<Vec<String>> = all.iter().map(|(m, _)| m.clone()).collect();
    // Which sibling modules each module names.
    let mut uses: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    // Every module each module names (not only siblings).
    let mut names: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    for (module, path) in &all {
        let Some((_, parent)) = module.split_last() else {
            continue;
        };
        let code = code(path);
        // `super::` is the parent of a file module and of a directory's
        // `mod.rs` alike; `crate::` paths start at the crate.
        let mut named = BTreeSet::new();
        let mut add = |base: Vec<String>, rest: Vec<String>| {
            let mut m = base;
            for seg in rest {
                m.push(seg);
                named.insert(m.clone());
            }
        };
        for rest in paths_after(&code, "super::") {
            add(parent.to_vec(), rest);
        }
        for rest in paths_after(&code, "crate::") {
            add(Vec::new(), rest);
        }
        names.insert(module.clone(), named.clone());
        for m in named {
            // A sibling: the same parent, another module that exists.
            if m.len() == module.len()
                && m[..m.len() - 1] == module[..module.len() - 1]
                && m != *module
                && known.contains(&m)
            {
                uses.entry(module.clone()).or_default().insert(m);
            }
        }
    }
    let mut circles = Vec::new();
    for (a, used) in &uses {
        for b in used {
            if a < b && uses.get(b).is_some_and(|u| u.contains(a)) {
                circles.push(format!("{} <-> {}", a.join("::"), b.join("::")));
            }
        }
    }
    assert!(
        circles.is_empty(),
        "sibling modules import each other: {circles:?}"
    );
    let path = |s: &str| -> Vec<String> { s.split("::").map(String::from).collect() };
    // The reader sees imports: the engine's game module is named by its
    // views, and Jersey Gin's search by its hard player.
    assert!(uses[&path("engine::view")].contains(&path("engine::game")));
    assert!(uses[&path("ai::jersey::hard")].contains(&path("ai::jersey::search")));
    // Each game's players stand on the shared modules, never on another
    // game's players.
    let games = ["ai::jersey", "ai::gin", "ai::colonel"].map(path);
    let mut crossings = Vec::new();
    for (module, named) in &names {
        let Some(own) = games.iter().find(|g| module.starts_with(g)) else {
            continue;
        };
        for other in games.iter().filter(|g| *g != own) {
            if named.contains(other) {
                crossings.push(format!("{} -> {}", module.join("::"), other.join("::")));
            }
        }
    }
    assert!(
        crossings.is_empty(),
        "a game's players import another game's: {crossings:?}"
    );
    assert!(
        known.contains(&path("ai::jersey::knowledge")) && known.contains(&path("ai::gin::search"))
    );
}
