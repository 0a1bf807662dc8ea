//! Who reads which language on Discord: a person's private views follow
//! their own client's language (`locale`, sent with every interaction);
//! a table's public messages follow the table's language, chosen by
//! `/gin new language:` or else the server's (`guild_locale`), or in a DM
//! or group DM the opener's. A language we do not speak reads as English.

use gin_text::Lang;

/// The language of a person whose client says `locale` ("de", "pt-BR").
pub fn person(locale: &str) -> Lang {
    Lang::from_tag(locale).unwrap_or_default()
}

/// The language a new table speaks: the one asked for, else the server's
/// (when it is one we speak), else the opener's.
pub fn new_table(asked: Option<Lang>, guild_locale: Option<&str>, opener_locale: &str) -> Lang {
    asked
        .or_else(|| guild_locale.and_then(Lang::from_tag))
        .unwrap_or_else(|| person(opener_locale))
}

/// The language of the person behind a slash command.
pub fn of_command(ctx: &crate::discord::Context<'_>) -> Lang {
    ctx.locale().map(person).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_speaks_what_was_asked_else_the_server_else_the_opener() {
        assert_eq!(new_table(Some(Lang::Fr), Some("de"), "es-ES"), Lang::Fr);
        assert_eq!(new_table(None, Some("de"), "es-ES"), Lang::De);
        // A server in a language we do not speak: the opener's.
        assert_eq!(new_table(None, Some("ja"), "pt-BR"), Lang::PtBr);
        // A DM or group DM has no server language.
        assert_eq!(new_table(None, None, "es-419"), Lang::Es);
        assert_eq!(new_table(None, None, "ko"), Lang::En);
        assert_eq!(person("en-GB"), Lang::En);
    }
}
