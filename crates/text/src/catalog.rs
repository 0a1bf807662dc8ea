//! The compiled-in catalogs: one Fluent bundle per language, built once.

use crate::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The areas a catalog is split into, one `.ftl` file each in every
/// language's folder.
pub const AREAS: [&str; 16] = [
    "game", "commands", "lobby", "story", "refusals", "table", "hand", "records", "errors",
    "rules", "terminal", "cli", "pictures", "notices", "profiles", "watch",
];

macro_rules! area_files {
    ($lang:literal) => {
        [
            include_str!(concat!("../ftl/", $lang, "/game.ftl")),
            include_str!(concat!("../ftl/", $lang, "/commands.ftl")),
            include_str!(concat!("../ftl/", $lang, "/lobby.ftl")),
            include_str!(concat!("../ftl/", $lang, "/story.ftl")),
            include_str!(concat!("../ftl/", $lang, "/refusals.ftl")),
            include_str!(concat!("../ftl/", $lang, "/table.ftl")),
            include_str!(concat!("../ftl/", $lang, "/hand.ftl")),
            include_str!(concat!("../ftl/", $lang, "/records.ftl")),
            include_str!(concat!("../ftl/", $lang, "/errors.ftl")),
            include_str!(concat!("../ftl/", $lang, "/rules.ftl")),
            include_str!(concat!("../ftl/", $lang, "/terminal.ftl")),
            include_str!(concat!("../ftl/", $lang, "/cli.ftl")),
            include_str!(concat!("../ftl/", $lang, "/pictures.ftl")),
            include_str!(concat!("../ftl/", $lang, "/notices.ftl")),
            include_str!(concat!("../ftl/", $lang, "/profiles.ftl")),
            include_str!(concat!("../ftl/", $lang, "/watch.ftl")),
        ]
    };
}

/// The text of each area's file in `lang`, in the order of [`AREAS`].
pub fn areas(lang: Lang) -> [&'static str; AREAS.len()] {
    match lang {
        Lang::En => area_files!("en"),
        Lang::Es => area_files!("es"),
        Lang::PtBr => area_files!("pt-BR"),
        Lang::De => area_files!("de"),
        Lang::Fr => area_files!("fr"),
    }
}

/// One area's file in `lang`.
pub fn source(lang: Lang, area: &str) -> Option<&'static str> {
    let i = AREAS.iter().position(|a| *a == area)?;
    Some(areas(lang)[i])
}

fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let tag = lang
        .code()
        .parse()
        .expect("every language's code is a valid tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // Discord and terminals show the text as is: no invisible bidi marks
    // around variables.
    bundle.set_use_isolating(false);
    for (area, text) in AREAS.iter().zip(areas(lang)) {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                // The catalog tests make this unreachable in a build that
                // passed them; keep what parsed rather than lose the area.
                tracing::error!(lang = %lang, area, ?errors, "catalog does not parse");
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(lang = %lang, area, ?errors, "catalog repeats a message id");
        }
    }
    bundle
}

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    let all = BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&l| build(l)).collect());
    let i = Lang::ALL
        .iter()
        .position(|&l| l == lang)
        .expect("ALL lists every language");
    &all[i]
}

fn format_in(lang: Lang, id: &str, attr: Option<&str>, args: &FluentArgs) -> Option<String> {
    let bundle = bundle(lang);
    let message = bundle.get_message(id)?;
    let pattern = match attr {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    if !errors.is_empty() {
        tracing::error!(lang = %lang, id, ?errors, "message formatted with errors");
    }
    Some(text.into_owned())
}

pub(crate) fn format(lang: Lang, id: &str, attr: Option<&str>, args: &FluentArgs) -> String {
    format_in(lang, id, attr, args)
        .or_else(|| format_in(Lang::En, id, attr, args))
        .unwrap_or_else(|| {
            // Unreachable in a build whose catalog tests passed (every id the
            // code names is in English). Say something rather than nothing.
            tracing::error!(id, ?attr, "message missing from every catalog");
            id.to_string()
        })
}

pub(crate) fn has(lang: Lang, id: &str, attr: Option<&str>) -> bool {
    let Some(message) = bundle(lang).get_message(id) else {
        return false;
    };
    match attr {
        Some(a) => message.get_attribute(a).is_some(),
        None => message.value().is_some(),
    }
}

fn resources(lang: Lang) -> impl Iterator<Item = (&'static str, ast::Resource<&'static str>)> {
    AREAS.into_iter().zip(areas(lang)).map(|(area, text)| {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
        (area, resource)
    })
}

/// Every message id of `lang`'s catalog with its area, in file order
/// (terms, `-name`, are not messages and are left out).
pub fn message_ids(lang: Lang) -> Vec<(&'static str, String)> {
    let mut ids = Vec::new();
    for (area, resource) in resources(lang) {
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                ids.push((area, m.id.name.to_string()));
            }
        }
    }
    ids
}

/// The variables message `id` (value and attributes) refers to in `lang`,
/// including those inside selectors and through the terms it uses.
pub fn variables(lang: Lang, id: &str) -> Option<BTreeSet<String>> {
    for (_, resource) in resources(lang) {
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                if m.id.name == id {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern_vars(p, &mut vars);
                    }
                    for a in &m.attributes {
                        pattern_vars(&a.value, &mut vars);
                    }
                    return Some(vars);
                }
            }
        }
    }
    None
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            call_vars(arguments, vars);
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_vars(arguments, vars),
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

fn call_vars(arguments: &ast::CallArguments<&str>, vars: &mut BTreeSet<String>) {
    for p in &arguments.positional {
        inline_vars(p, vars);
    }
    for n in &arguments.named {
        inline_vars(&n.value, vars);
    }
}

/// Every word of `lang`'s catalog text, lowercased: the words of each
/// message's and term's value and attributes, every variant of a selector
/// included; no ids, variables or variant keys. Runs of letters (a word
/// with an apostrophe, "l'upcard", is two). The tests that read whole games
/// in another language look for English words missing from it.
pub fn words(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, resource) in resources(lang) {
        for entry in &resource.body {
            let (value, attributes) = match entry {
                ast::Entry::Message(m) => (m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (Some(&t.value), &t.attributes),
                _ => continue,
            };
            for p in value.into_iter().chain(attributes.iter().map(|a| &a.value)) {
                pattern_words(p, &mut out);
            }
        }
    }
    out
}

/// The words of `text` as [`words`] cuts them, lowercased, in order.
pub fn words_of(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

fn pattern_words(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => out.extend(words_of(value)),
            ast::PatternElement::Placeable { expression } => expression_words(expression, out),
        }
    }
}

fn expression_words(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { variants, .. } => {
            for v in variants {
                pattern_words(&v.value, out);
            }
        }
        ast::Expression::Inline(ast::InlineExpression::StringLiteral { value }) => {
            out.extend(words_of(value))
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_words(expression, out)
        }
        ast::Expression::Inline(_) => {}
    }
}
