//! The languages the front ends speak, and how a person's language is found
//! from what Discord or the environment says.

use std::fmt;
use std::str::FromStr;

/// A language with a complete catalog. English is the fallback for any
/// message another catalog lacks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    Es,
    PtBr,
    De,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Es, Lang::PtBr, Lang::De, Lang::Fr];

    /// Whether this is English, the fallback: stored settings and picture
    /// styles leave an English language out of their JSON
    /// (`skip_serializing_if`), so what was written before languages reads
    /// the same.
    pub fn is_english(&self) -> bool {
        *self == Lang::En
    }

    /// The BCP 47 tag, also the catalog's folder name (`ftl/<code>/`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::PtBr => "pt-BR",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name for itself, as a menu shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::PtBr => "Português (Brasil)",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }

    /// Discord's locales this language serves, for the localized names and
    /// descriptions of slash commands. English is the commands' default
    /// text, so it needs none.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Es => &["es-ES", "es-419"],
            Lang::PtBr => &["pt-BR"],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
        }
    }

    /// The language of a tag such as Discord's `locale` ("en-US", "es-419",
    /// "pt-BR", "de", "fr") or a POSIX locale ("de_DE.UTF-8"); None for a
    /// language we do not speak. Any Portuguese reads Brazilian Portuguese,
    /// our only Portuguese.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        // "de_DE.UTF-8@euro" → "de"; "pt-BR" → "pt".
        let primary = tag
            .split(['.', '@'])
            .next()?
            .split(['-', '_'])
            .next()?
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            "pt" => Some(Lang::PtBr),
            "de" => Some(Lang::De),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// The language the environment asks for, in POSIX order of precedence
    /// (`LC_ALL`, then `LC_MESSAGES`, then `LANG`); None when unset, "C" or
    /// "POSIX", or a language we do not speak.
    pub fn from_env() -> Option<Lang> {
        Self::from_env_with(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] reading variables through `var` (testable).
    pub fn from_env_with(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&var)
            .find(|v| !v.is_empty())?;
        Lang::from_tag(&value)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A tag that names no language we speak.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        write!(
            f,
            "unknown language {:?}: choose one of {}",
            self.0,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownLang {}

/// Stored as its code ("pt-BR"); reading accepts any tag
/// [`Lang::from_tag`] knows and refuses the rest (a value written by a newer
/// version that speaks more languages is an error, not English).
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let tag = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        tag.parse().map_err(serde::de::Error::custom)
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_tag(s.trim()).ok_or_else(|| UnknownLang(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_and_posix_tags_name_their_language() {
        for (tag, lang) in [
            ("en-US", Lang::En),
            ("en-GB", Lang::En),
            ("es-ES", Lang::Es),
            ("es-419", Lang::Es),
            ("pt-BR", Lang::PtBr),
            ("pt_PT.UTF-8", Lang::PtBr),
            ("de", Lang::De),
            ("de_DE.UTF-8@euro", Lang::De),
            ("FR", Lang::Fr),
            ("fr_CA", Lang::Fr),
        ] {
            assert_eq!(Lang::from_tag(tag), Some(lang), "{tag}");
        }
        for tag in ["ja", "zh-CN", "C", "POSIX", "", "C.UTF-8"] {
            assert_eq!(Lang::from_tag(tag), None, "{tag}");
        }
    }

    #[test]
    fn the_environment_is_read_in_posix_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Lang::from_env_with(env(&[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "de_DE")])),
            Some(Lang::De)
        );
        assert_eq!(
            Lang::from_env_with(env(&[("LANG", "es_ES.UTF-8"), ("LC_ALL", "")])),
            Some(Lang::Es)
        );
        assert_eq!(Lang::from_env_with(env(&[("LANG", "C.UTF-8")])), None);
        assert_eq!(Lang::from_env_with(env(&[])), None);
    }

    #[test]
    fn a_language_is_stored_as_its_code() {
        for lang in Lang::ALL {
            let json = serde_json::to_string(&lang).unwrap();
            assert_eq!(json, format!("\"{}\"", lang.code()));
            assert_eq!(serde_json::from_str::<Lang>(&json).unwrap(), lang);
        }
        let err = serde_json::from_str::<Lang>("\"ja\"").unwrap_err();
        assert!(err.to_string().contains("unknown language"), "{err}");
    }

    #[test]
    fn a_tag_we_do_not_speak_is_refused_with_the_choices() {
        let err = "ja".parse::<Lang>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown language \"ja\": choose one of en, es, pt-BR, de, fr"
        );
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
    }
}
