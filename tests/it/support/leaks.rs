//! English left in another language's text (issue 40): the words of the
//! English catalogs that a language's own catalogs lack, looked for in what
//! the bot or the terminal said in that language.

use gin_text::Lang;
use jersey_gin::table::player::COMPUTER_NAMES;
use std::collections::{BTreeMap, BTreeSet};

/// The English words a text in `lang` must not hold: the words of the
/// English catalogs that `lang`'s catalogs lack, less the names at a table
/// (the fake Discord's people, "Gamer 4001", and the computers') and the
/// ranks of cards (K♣).
pub fn english_only(lang: Lang) -> BTreeSet<String> {
    let theirs = gin_text::words(lang);
    let names: BTreeSet<String> = COMPUTER_NAMES
        .iter()
        .map(|n| n.to_lowercase())
        .chain(gin_text::words_of(&super::payloads::display_name(1)))
        .chain(["a", "k", "q", "j", "t"].map(String::from))
        .collect();
    gin_text::words(Lang::En)
        .into_iter()
        .filter(|w| !theirs.contains(w) && !names.contains(w))
        .collect()
}

/// Each word of `english` found in `texts`, with the first text it was
/// found in.
pub fn found<'a>(
    texts: impl IntoIterator<Item = &'a str>,
    english: &BTreeSet<String>,
) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for text in texts {
        for w in gin_text::words_of(text) {
            if english.contains(&w) {
                found.entry(w).or_insert_with(|| text.to_string());
            }
        }
    }
    found
}
