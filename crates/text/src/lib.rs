//! What the front ends say, in every language we speak.
//!
//! The words live in Project Fluent catalogs, one file per language and area
//! (`ftl/<lang>/<area>.ftl`), compiled into the binary. Code names a message
//! by its id and passes its variables; Fluent picks the plural and the
//! agreement for the language (`{ $count -> [one] … *[other] … }`), so no
//! sentence is assembled from English fragments in Rust.
//!
//! ```
//! use gin_text::{tr, Lang};
//! assert_eq!(tr!(Lang::En, "cards-count", count = 1), "1 card");
//! assert_eq!(tr!(Lang::De, "cards-count", count = 31), "31 Karten");
//! ```
//!
//! A message a catalog lacks falls back to English; the tests in
//! `tests/catalogs.rs` keep every catalog complete, every message used and
//! every language's variables the same as English's. The terms of the game
//! in each language are fixed in `ftl/GLOSSARY.md`, which every catalog
//! follows.

mod catalog;
mod lang;

pub use catalog::{areas, message_ids, source, variables, words, words_of, AREAS};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use lang::{Lang, UnknownLang};

/// The message `id` in `lang` with `args`, falling back to English when the
/// language's catalog lacks it. Prefer the [`tr!`] macro.
pub fn text(lang: Lang, id: &str, args: &FluentArgs) -> String {
    catalog::format(lang, id, None, args)
}

/// The attribute `attr` of message `id` (a command's `.description`).
pub fn text_attr(lang: Lang, id: &str, attr: &str, args: &FluentArgs) -> String {
    catalog::format(lang, id, Some(attr), args)
}

/// Whether `lang`'s own catalog has message `id` (or its attribute), not
/// counting the English fallback.
pub fn has(lang: Lang, id: &str, attr: Option<&str>) -> bool {
    catalog::has(lang, id, attr)
}

/// `tr!(lang, "message-id", name = value, …)`: the message in `lang` with
/// its variables. Values are strings or numbers (numbers choose plurals).
/// The id is a literal, so the catalog tests can find every id the code
/// uses.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($name), $value); )*
        $crate::text($lang, $id, &args)
    }};
}
