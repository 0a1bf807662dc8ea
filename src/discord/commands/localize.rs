//! The slash commands in every language: each command's, option's and
//! choice's localized name and description, read from the catalogs'
//! `commands` area before registration, for every Discord locale a
//! language serves ([`Lang::discord_locales`]).
//!
//! Ids are computed from the command tree: `command-gin-new` for `/gin new`
//! (its value the name, `.description` the description),
//! `command-gin-new-turn-seconds` for its option `turn_seconds`, and
//! `command-choice-<the English name, in kebab case>` for a choice, shared
//! by every option that offers it. English is the commands' own text (the
//! catalog repeats it, and the test below checks they agree). A choice that
//! names a language ("Deutsch") is named in itself everywhere.

use crate::discord::{Data, Error};
use gin_text::{FluentArgs, Lang};
use std::borrow::Cow;

type Command = poise::Command<Data, Error>;

/// The catalog id of the command or option at `path` (`["gin", "new",
/// "turn_seconds"]` → `command-gin-new-turn-seconds`).
pub fn command_id<S: AsRef<str>>(path: &[S]) -> String {
    let mut id = String::from("command");
    for part in path {
        id.push('-');
        id.push_str(&part.as_ref().replace('_', "-"));
    }
    id
}

/// The catalog id of a choice named `name` ("Gin: eleven cards" →
/// `command-choice-gin-eleven-cards`).
pub fn choice_id(name: &str) -> String {
    let mut id = String::from("command-choice");
    let mut gap = true;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            if gap {
                id.push('-');
            }
            id.push(c.to_ascii_lowercase());
            gap = false;
        } else {
            gap = true;
        }
    }
    id
}

/// Whether a choice keeps its own name in every language: the languages
/// of `/gin new language:`, each named in itself so a person finds theirs.
pub fn named_in_itself(choice: &str) -> bool {
    Lang::ALL.iter().any(|l| l.name() == choice)
}

fn name(lang: Lang, id: &str) -> String {
    gin_text::text(lang, id, &FluentArgs::new())
}

fn description(lang: Lang, id: &str) -> String {
    gin_text::text_attr(lang, id, "description", &FluentArgs::new())
}

/// The name of option `option` of `/gin <command>` in `lang`, as that
/// person's Discord shows it (`computers`, `computadoras`, …).
pub fn option_name(lang: Lang, command: &str, option: &str) -> String {
    name(lang, &command_id(&["gin", command, option]))
}

/// Fills in every command's, option's and choice's localizations.
pub fn localize(commands: &mut [Command]) {
    for command in commands {
        localize_command(command, &[]);
    }
}

/// The pairs (Discord locale, text) of every language but English.
fn localized(text: impl Fn(Lang) -> String) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    let mut pairs = Vec::new();
    for lang in Lang::ALL {
        let words = text(lang);
        for &locale in lang.discord_locales() {
            pairs.push((Cow::Borrowed(locale), Cow::Owned(words.clone())));
        }
    }
    pairs
}

fn localize_command(command: &mut Command, parent: &[String]) {
    let mut path = parent.to_vec();
    path.push(command.name.to_string());
    let id = command_id(&path);
    *command.name_localizations.to_mut() = localized(|l| name(l, &id));
    *command.description_localizations.to_mut() = localized(|l| description(l, &id));
    for parameter in &mut command.parameters {
        let mut at = path.clone();
        at.push(parameter.name.to_string());
        let id = command_id(&at);
        *parameter.name_localizations.to_mut() = localized(|l| name(l, &id));
        *parameter.description_localizations.to_mut() = localized(|l| description(l, &id));
        for choice in parameter.choices.to_mut() {
            if named_in_itself(&choice.name) {
                continue;
            }
            let id = choice_id(&choice.name);
            *choice.localizations.to_mut() = localized(|l| name(l, &id));
        }
    }
    for sub in &mut command.subcommands {
        localize_command(sub, &path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    #[test]
    fn ids_follow_the_command_tree() {
        assert_eq!(
            command_id(&["gin", "new", "turn_seconds"]),
            "command-gin-new-turn-seconds"
        );
        assert_eq!(
            choice_id("Gin Rummy (two players, or a variant)"),
            "command-choice-gin-rummy-two-players-or-a-variant"
        );
        assert_eq!(choice_id("four-colour"), "command-choice-four-colour");
        assert!(named_in_itself("Português (Brasil)") && !named_in_itself("easy"));
    }

    /// Discord's rule for a command's or option's name in any locale:
    /// 1–32 letters, digits, `-` or `_`, lower case where the letter has
    /// a case.
    fn valid_name(name: &str) -> bool {
        let n = name.chars().count();
        (1..=32).contains(&n)
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    /// A text in every locale: the default (English) and each localization.
    fn every_locale(value: &Value, field: &str) -> Vec<(String, String)> {
        let mut all = vec![(
            "en".to_string(),
            value[field].as_str().unwrap_or_default().to_string(),
        )];
        if let Some(map) = value[format!("{field}_localizations")].as_object() {
            for (locale, text) in map {
                all.push((locale.clone(), text.as_str().unwrap().to_string()));
            }
        }
        all
    }

    /// The locales every localized field must have.
    fn locales() -> Vec<&'static str> {
        Lang::ALL
            .iter()
            .flat_map(|l| l.discord_locales().iter().copied())
            .collect()
    }

    fn has_every_locale(value: &Value, field: &str, what: &str) {
        let map = value[format!("{field}_localizations")]
            .as_object()
            .unwrap_or_else(|| panic!("{what}: no {field}_localizations"));
        for locale in locales() {
            let text = map.get(locale).and_then(Value::as_str).unwrap_or("");
            assert!(!text.trim().is_empty(), "{what}: no {field} in {locale}");
        }
    }

    /// The longest of a field's texts over the locales, in characters (how
    /// Discord counts a command's size).
    fn longest(value: &Value, field: &str) -> usize {
        every_locale(value, field)
            .iter()
            .map(|(_, t)| t.chars().count())
            .max()
            .unwrap_or(0)
    }

    /// Checks a command or option (and what it holds) and returns its size
    /// as Discord counts it: names, descriptions and choices' names and
    /// values, each at its longest localization.
    fn check(value: &Value, what: &str) -> usize {
        has_every_locale(value, "name", what);
        has_every_locale(value, "description", what);
        for (locale, name) in every_locale(value, "name") {
            assert!(valid_name(&name), "{what}: name {name:?} in {locale}");
        }
        for (locale, text) in every_locale(value, "description") {
            let n = text.chars().count();
            assert!(
                (1..=100).contains(&n),
                "{what}: {n}-char description in {locale}"
            );
            assert!(!text.contains('{'), "{what}: {text:?} in {locale}");
        }
        let mut size = longest(value, "name") + longest(value, "description");
        for choice in value["choices"].as_array().into_iter().flatten() {
            let label = choice["name"].as_str().unwrap();
            let what = format!("{what}, choice {label}");
            if !named_in_itself(label) {
                has_every_locale(choice, "name", &what);
            }
            for (locale, text) in every_locale(choice, "name") {
                let n = text.chars().count();
                assert!((1..=100).contains(&n), "{what}: {n} chars in {locale}");
            }
            size += longest(choice, "name") + choice["value"].to_string().trim_matches('"').len();
        }
        for option in value["options"].as_array().into_iter().flatten() {
            let name = option["name"].as_str().unwrap();
            size += check(option, &format!("{what} {name}"));
        }
        size
    }

    /// Every command, option and choice is named and described in every
    /// language, within Discord's rules and its 8,000 characters per
    /// command counted with the longest localizations.
    #[test]
    fn every_command_speaks_every_language_within_discords_limits() {
        let commands = poise::builtins::create_application_commands(&super::super::all());
        let json = serde_json::to_value(&commands).unwrap();
        for command in json.as_array().unwrap() {
            let name = command["name"].as_str().unwrap();
            let size = check(command, &format!("/{name}"));
            assert!(size <= 8000, "/{name} counts {size} characters");
            assert!(
                size > 1000,
                "/{name} counts only {size}: was every field read?"
            );
        }
    }

    /// The English catalog says what the commands say (English is their
    /// own text, so it stays byte-identical), and another language's name
    /// is never the catalog's id.
    #[test]
    fn english_is_the_commands_own_text() {
        fn walk(command: &Command, parent: &[String]) {
            let mut path = parent.to_vec();
            path.push(command.name.to_string());
            let id = command_id(&path);
            assert_eq!(name(Lang::En, &id), command.name, "{id}");
            assert_eq!(
                Some(description(Lang::En, &id).as_str()),
                command.description.as_deref(),
                "{id}"
            );
            for p in &command.parameters {
                let mut at = path.clone();
                at.push(p.name.to_string());
                let id = command_id(&at);
                assert_eq!(name(Lang::En, &id), p.name, "{id}");
                assert_eq!(
                    Some(description(Lang::En, &id).as_str()),
                    p.description.as_deref(),
                    "{id}"
                );
                for c in p.choices.iter() {
                    if !named_in_itself(&c.name) {
                        assert_eq!(name(Lang::En, &choice_id(&c.name)), c.name);
                    }
                }
            }
            for sub in &command.subcommands {
                walk(sub, &path);
            }
        }
        for command in &super::super::all() {
            walk(command, &[]);
        }
        for lang in Lang::ALL {
            for (_, id) in gin_text::message_ids(lang) {
                if id.starts_with("command-") {
                    assert!(gin_text::has(lang, &id, None), "{lang}: {id}");
                    assert_ne!(name(lang, &id), id, "{lang}");
                }
            }
        }
    }

    /// A person reads the option's name their Discord shows them.
    #[test]
    fn option_names_follow_the_reader() {
        assert_eq!(option_name(Lang::En, "new", "computers"), "computers");
        for lang in [Lang::Es, Lang::PtBr, Lang::De, Lang::Fr] {
            assert_ne!(option_name(lang, "new", "turn_seconds"), "turn_seconds");
        }
    }
}
