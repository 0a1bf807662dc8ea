//! Settings of `jersey-gin run`, in layers: built-in defaults, then a TOML
//! file (`./config.toml` unless `--config` names another; optional), then
//! the environment. `config.example.toml` lists every setting.
//!
//! Every setting `section.key` can be overridden by the environment variable
//! `JERSEY_GIN_SECTION__KEY` (for example `JERSEY_GIN_DISCORD__DEV_GUILD`).
//! A few have short names as well: `DISCORD_API_BASE` for
//! `discord.api_base`. The value is read as a TOML value when it parses as one
//! (`123`, `true`) and as a string otherwise.
//!
//! The bot token is a secret: it comes from `DISCORD_TOKEN`, or from the
//! git-ignored secrets file (`secrets.toml`, `[discord] token = "..."`), never
//! from `config.toml`, and its `Debug` form is redacted so it is never logged.

use serde::Deserialize;
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// The default config file, read when it exists.
pub const DEFAULT_CONFIG_PATH: &str = "config.toml";
/// Prefix of the environment variables that override settings.
pub const ENV_PREFIX: &str = "JERSEY_GIN_";
/// The environment variable that holds the bot token.
pub const TOKEN_ENV: &str = "DISCORD_TOKEN";
/// Short environment names for some settings, with the setting they set.
pub const ENV_ALIASES: &[(&str, &str, &str)] = &[("DISCORD_API_BASE", "discord", "api_base")];
/// The test suite's switch (CI sets it to 1): a test that needs
/// PostgreSQL fails, rather than skips, when it cannot start a server.
pub use crate::store::postgres::REQUIRE_POSTGRES_ENV;
/// Variables with the prefix that are not settings: left alone (the test
/// suite's, which CI exports and the bot's processes under test inherit).
pub const ENV_NOT_SETTINGS: &[&str] = &[REQUIRE_POSTGRES_ENV];

/// A string that must never be printed: its `Debug` and `Display` forms are
/// redacted.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(s: impl Into<String>) -> Self {
        Secret(s.into())
    }
    /// The secret itself, for the one place that needs it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

/// A deserialiser's message in words: "expected u32" says "expected a
/// whole number (0 or more)".
fn plain_types(message: &str) -> String {
    let mut s = message.to_string();
    for (rust, words) in [
        ("expected u8", "expected a whole number from 0 to 255"),
        ("expected u16", "expected a whole number from 0 to 65535"),
        ("expected u32", "expected a whole number (0 or more)"),
        ("expected u64", "expected a whole number (0 or more)"),
        ("expected usize", "expected a whole number (0 or more)"),
        ("expected i32", "expected a whole number"),
        ("expected i64", "expected a whole number"),
        ("expected f32", "expected a number"),
        ("expected f64", "expected a number"),
    ] {
        s = s.replace(rust, words);
    }
    s
}

/// Why the settings could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("the file {path} does not exist")]
    Missing { path: PathBuf },
    #[error("cannot read the file {path}: {error}")]
    Read { path: PathBuf, error: String },
    #[error("the config file {path} is not valid TOML: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("invalid settings (config file {path}, with the environment's overrides): {message}")]
    Invalid { path: String, message: String },
    #[error(
        "the secrets file {path} {message}; it should hold only `[discord]` and `token = \"...\"`"
    )]
    Secrets { path: PathBuf, message: String },
    #[error("environment variable {var} names no setting: expected JERSEY_GIN_SECTION__KEY, for example JERSEY_GIN_DISCORD__DEV_GUILD")]
    BadEnvName { var: String },
    #[error("the bot token does not belong in {path} (a file that may be shared or committed): set DISCORD_TOKEN or put it in the git-ignored secrets file")]
    TokenInConfig { path: String },
    #[error("the setting {key} is invalid: {message}")]
    Value { key: &'static str, message: String },
    #[error("no Discord bot token: set the environment variable DISCORD_TOKEN, or write `[discord]` / `token = \"...\"` into {secrets_file} (git ignores secrets.toml)")]
    NoToken { secrets_file: PathBuf },
}

/// All settings.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub discord: DiscordConfig,
    pub store: StoreConfig,
    pub log: LogConfig,
    /// `[ai]`: what computer players may spend (`budget = "50ms"`, or a
    /// number of worlds such as `"400"`).
    pub ai: crate::ai::Config,
}

/// `[discord]`: how the bot connects.
#[derive(Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// Filled from `DISCORD_TOKEN` or the secrets file, never from the
    /// config file.
    #[serde(skip)]
    pub token: Option<Secret>,
    /// The git-ignored file that may hold the token.
    pub secrets_file: PathBuf,
    /// Another base URL for all REST and gateway traffic (a fake Discord in
    /// tests), such as `http://127.0.0.1:8080`. `None`: Discord itself.
    pub api_base: Option<String>,
    /// Register the commands to this guild only (instant; for development).
    /// `None`: register them globally.
    pub dev_guild: Option<u64>,
    /// Number of shards over all processes; 0 asks Discord for the
    /// recommended number and runs them all in this process.
    pub shard_total: u32,
    /// First and last shard (inclusive) this process runs, when
    /// `shard_total` is set. Default: all of them.
    pub shard_first: Option<u32>,
    pub shard_last: Option<u32>,
    /// Whether this process registers the slash commands at start. `None`:
    /// only the process running shard 0 does (one registration for the
    /// whole bot).
    pub register_commands: Option<bool>,
    /// Seconds this process waits before its first gateway login
    /// (IDENTIFY), so that processes started together stay within
    /// Discord's login limit. `None`: computed from the shard range and
    /// `max_concurrency` (`discord::login::identify_stagger`).
    pub identify_stagger_secs: Option<u64>,
    /// How many times to try again, with backoff, when Discord cannot be
    /// reached at start-up; 0 gives up at once.
    pub connect_retries: u32,
    /// Cards as pictures: the hand view carries a picture of the hand, and
    /// a hand's end a picture of the table. The default for tables that do
    /// not choose (`/gin new pictures:`); false: text only.
    pub pictures: bool,
}

impl Default for DiscordConfig {
    fn default() -> Self {
        DiscordConfig {
            token: None,
            secrets_file: PathBuf::from("secrets.toml"),
            api_base: None,
            dev_guild: None,
            shard_total: 0,
            shard_first: None,
            shard_last: None,
            register_commands: None,
            identify_stagger_secs: None,
            connect_retries: 5,
            pictures: true,
        }
    }
}

impl fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &self.token.as_ref().map(|_| "<redacted>"))
            .field("secrets_file", &self.secrets_file)
            .field("api_base", &self.api_base)
            .field("dev_guild", &self.dev_guild)
            .field("shard_total", &self.shard_total)
            .field("shard_first", &self.shard_first)
            .field("shard_last", &self.shard_last)
            .field("register_commands", &self.register_commands)
            .field("identify_stagger_secs", &self.identify_stagger_secs)
            .field("connect_retries", &self.connect_retries)
            .field("pictures", &self.pictures)
            .finish()
    }
}

/// How the shards are run (from `shard_total`, `shard_first`, `shard_last`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sharding {
    /// As many as Discord recommends, all in this process.
    Automatic,
    /// Shards `first..=last` of `total`.
    Range { first: u32, last: u32, total: u32 },
}

impl DiscordConfig {
    pub fn sharding(&self) -> Sharding {
        if self.shard_total == 0 {
            Sharding::Automatic
        } else {
            Sharding::Range {
                first: self.shard_first.unwrap_or(0),
                last: self.shard_last.unwrap_or(self.shard_total - 1),
                total: self.shard_total,
            }
        }
    }

    /// The shards whose guilds' tables this process owns (every one when
    /// sharding is automatic: one process runs them all).
    pub fn shards(&self) -> crate::table::Shards {
        match self.sharding() {
            Sharding::Automatic => crate::table::Shards::all(),
            Sharding::Range { first, last, total } => crate::table::Shards { first, last, total },
        }
    }

    /// Whether this process registers the slash commands: the setting, or
    /// else whether it runs shard 0.
    pub fn registers_commands(&self) -> bool {
        self.register_commands
            .unwrap_or_else(|| self.shards().owns_shard(0))
    }

    /// The token, or a clear error saying where to put it.
    pub fn require_token(&self) -> Result<&Secret, ConfigError> {
        self.token.as_ref().ok_or_else(|| ConfigError::NoToken {
            secrets_file: self.secrets_file.clone(),
        })
    }
}

/// `[store]`: where games are kept, and their backups.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StoreConfig {
    /// The redb database file (`--db` overrides it).
    pub db_path: PathBuf,
    /// A PostgreSQL database instead of the redb file
    /// (`postgres://USER:PASSWORD@HOST:PORT/DATABASE`), which several
    /// processes of the bot can share. Unset or empty: the redb file.
    /// Backups and `db` tools are then the database's own.
    pub url: Option<String>,
    /// Where scheduled backups go; relative: from the database's directory.
    pub backup_dir: PathBuf,
    /// Hours between scheduled backups; 0: none.
    pub backup_every_hours: f64,
    /// How many scheduled backups are kept.
    pub backup_keep: u32,
    /// Hours a command stays in the command log for its request id (a
    /// redelivered interaction gets its first answer); `run` prunes older
    /// ones in the background. 0: the log is never pruned.
    pub command_retention_hours: f64,
    /// PostgreSQL: seconds a connection may take to be made (TCP, the
    /// server's greeting, the login) before it counts as failed.
    pub connect_timeout_secs: f64,
    /// PostgreSQL: seconds one statement (or commit) may wait for the
    /// server's answer before it counts as failed.
    pub statement_timeout_secs: f64,
}

impl Default for StoreConfig {
    fn default() -> Self {
        StoreConfig {
            db_path: PathBuf::from("jersey-gin.redb"),
            url: None,
            backup_dir: PathBuf::from("backups"),
            backup_every_hours: 24.0,
            backup_keep: 7,
            command_retention_hours: 24.0,
            connect_timeout_secs: 10.0,
            statement_timeout_secs: 10.0,
        }
    }
}

impl StoreConfig {
    /// The PostgreSQL URL, when the store is PostgreSQL.
    pub fn postgres_url(&self) -> Option<&str> {
        self.url.as_deref().filter(|u| !u.trim().is_empty())
    }

    /// The store as shown to people: the database's URL without its
    /// password, or the redb file.
    pub fn shown_location(&self) -> String {
        match self.postgres_url() {
            Some(url) => crate::store::postgres::shown_url(url),
            None => self.db_path.display().to_string(),
        }
    }

    /// How long PostgreSQL may take (`connect_timeout_secs`,
    /// `statement_timeout_secs`).
    pub fn timeouts(&self) -> crate::store::postgres::Timeouts {
        crate::store::postgres::Timeouts {
            connect: std::time::Duration::from_secs_f64(self.connect_timeout_secs),
            statement: std::time::Duration::from_secs_f64(self.statement_timeout_secs),
        }
    }

    /// How long `run` keeps commands for their request ids (None: the
    /// command log is not pruned).
    pub fn command_retention(&self) -> Option<std::time::Duration> {
        (self.command_retention_hours > 0.0)
            .then(|| std::time::Duration::from_secs_f64(self.command_retention_hours * 3600.0))
    }

    /// When `run` takes backups (None: never).
    pub fn backup_schedule(&self) -> Option<crate::store::backup::Schedule> {
        if self.backup_every_hours <= 0.0 {
            return None;
        }
        let dir = match self.db_path.parent() {
            Some(base) if self.backup_dir.is_relative() => base.join(&self.backup_dir),
            _ => self.backup_dir.clone(),
        };
        Some(crate::store::backup::Schedule {
            dir,
            every: std::time::Duration::from_secs_f64(self.backup_every_hours * 3600.0),
            keep: self.backup_keep as usize,
            first_after: std::time::Duration::from_secs(60),
        })
    }
}

/// `[log]`: what is logged.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LogConfig {
    /// A tracing filter such as `info` or `jersey_gin=debug,serenity=warn`.
    /// `RUST_LOG`, when set, wins.
    pub filter: String,
}

impl Default for LogConfig {
    fn default() -> Self {
        LogConfig {
            filter: "info,serenity=warn,poise=warn".to_string(),
        }
    }
}

impl Config {
    /// Loads the settings from the process environment: `path` is the file
    /// named by `--config` (an error when missing), `None` reads
    /// `./config.toml` when it exists.
    pub fn load(path: Option<&Path>) -> Result<Config, ConfigError> {
        let env: HashMap<String, String> = std::env::vars().collect();
        Config::load_with_env(path, &env)
    }

    /// [`Config::load`] with the environment passed in (for tests).
    pub fn load_with_env(
        path: Option<&Path>,
        env: &HashMap<String, String>,
    ) -> Result<Config, ConfigError> {
        let (file_path, required) = match path {
            Some(p) => (p.to_path_buf(), true),
            None => (PathBuf::from(DEFAULT_CONFIG_PATH), false),
        };
        let text = match std::fs::read_to_string(&file_path) {
            Ok(t) => Some(t),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && !required => None,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(ConfigError::Missing { path: file_path })
            }
            Err(e) => {
                return Err(ConfigError::Read {
                    path: file_path,
                    error: e.to_string(),
                })
            }
        };
        let shown = if text.is_some() {
            file_path.display().to_string()
        } else {
            "(none)".to_string()
        };
        let mut table = match &text {
            Some(t) => parse_table(t, &file_path)?,
            None => toml::Table::new(),
        };
        if table
            .get("discord")
            .and_then(|d| d.as_table())
            .is_some_and(|d| d.contains_key("token"))
        {
            return Err(ConfigError::TokenInConfig { path: shown });
        }
        apply_env(&mut table, env)?;
        // The path to the bad value names the setting in the message.
        let mut config: Config = serde_path_to_error::deserialize(toml::Value::Table(table))
            .map_err(|e| {
                let key = e.path().to_string();
                let message = plain_types(e.inner().message().trim());
                ConfigError::Invalid {
                    path: shown.clone(),
                    message: if key.is_empty() || key == "." {
                        message
                    } else {
                        format!("{key}: {message}")
                    },
                }
            })?;
        config.validate()?;
        config.discord.token = read_token(env, &config.discord.secrets_file)?;
        Ok(config)
    }

    fn validate(&mut self) -> Result<(), ConfigError> {
        let d = &mut self.discord;
        if let Some(base) = d.api_base.take() {
            let base = base.trim().trim_end_matches('/').to_string();
            if !base.is_empty() {
                let rest = base
                    .strip_prefix("http://")
                    .or_else(|| base.strip_prefix("https://"));
                match rest {
                    Some(host) if !host.is_empty() && !host.contains('/') => {}
                    _ => {
                        return Err(ConfigError::Value {
                            key: "discord.api_base",
                            message: format!(
                                "{base:?} is not a base URL: expected http://HOST[:PORT] or https://HOST[:PORT], without a path"
                            ),
                        })
                    }
                }
                d.api_base = Some(base);
            }
        }
        if d.dev_guild == Some(0) {
            return Err(ConfigError::Value {
                key: "discord.dev_guild",
                message: "0 is not a guild id".to_string(),
            });
        }
        // The key named is one that was set.
        let set_key = if d.shard_first.is_some() {
            "discord.shard_first"
        } else {
            "discord.shard_last"
        };
        if d.shard_total == 0 && (d.shard_first.is_some() || d.shard_last.is_some()) {
            return Err(ConfigError::Value {
                key: set_key,
                message: "a shard range needs discord.shard_total (0 means automatic)".to_string(),
            });
        }
        if let Sharding::Range { first, last, total } = d.sharding() {
            if first > last || last >= total {
                let key = if first >= total || (first > last && d.shard_last.is_none()) {
                    "discord.shard_first"
                } else if last >= total || d.shard_first.is_none() {
                    "discord.shard_last"
                } else {
                    set_key
                };
                return Err(ConfigError::Value {
                    key,
                    message: format!(
                        "shards {first}..={last} are not within 0..{total} (shard_first <= shard_last < shard_total)"
                    ),
                });
            }
        }
        let hours = self.store.backup_every_hours;
        if !hours.is_finite() || hours < 0.0 {
            return Err(ConfigError::Value {
                key: "store.backup_every_hours",
                message: format!("{hours} is not a number of hours (0 turns backups off)"),
            });
        }
        let hours = self.store.command_retention_hours;
        if !hours.is_finite() || !(0.0..=24.0 * 3650.0).contains(&hours) {
            return Err(ConfigError::Value {
                key: "store.command_retention_hours",
                message: format!("{hours} is not a number of hours (0 keeps every command)"),
            });
        }
        for (key, secs) in [
            (
                "store.connect_timeout_secs",
                self.store.connect_timeout_secs,
            ),
            (
                "store.statement_timeout_secs",
                self.store.statement_timeout_secs,
            ),
        ] {
            if !secs.is_finite() || !(0.1..=3600.0).contains(&secs) {
                return Err(ConfigError::Value {
                    key,
                    message: format!("{secs} is not a number of seconds from 0.1 to 3600"),
                });
            }
        }
        if self.store.backup_keep == 0 {
            return Err(ConfigError::Value {
                key: "store.backup_keep",
                message: "at least one backup must be kept".to_string(),
            });
        }
        if let Some(url) = self.store.postgres_url() {
            crate::store::postgres::parse_url(url).map_err(|message| ConfigError::Value {
                key: "store.url",
                message,
            })?;
        }
        if self.store.db_path.as_os_str().is_empty() {
            return Err(ConfigError::Value {
                key: "store.db_path",
                message: "empty path".to_string(),
            });
        }
        Ok(())
    }
}

fn parse_table(text: &str, path: &Path) -> Result<toml::Table, ConfigError> {
    text.parse::<toml::Table>().map_err(|e| ConfigError::Parse {
        path: path.to_path_buf(),
        message: e.to_string().trim().to_string(),
    })
}

/// A value from the environment: TOML when it parses as a TOML value
/// (numbers, booleans, quoted strings), a plain string otherwise.
fn env_value(raw: &str) -> toml::Value {
    match format!("v = {raw}").parse::<toml::Table>() {
        Ok(mut t) => t.remove("v").unwrap_or_else(|| raw.into()),
        Err(_) => toml::Value::String(raw.to_string()),
    }
}

fn apply_env(table: &mut toml::Table, env: &HashMap<String, String>) -> Result<(), ConfigError> {
    let mut overrides: Vec<(String, String, &str)> = Vec::new();
    // Aliases first, so the longer JERSEY_GIN_ names win when both are set.
    for (var, section, key) in ENV_ALIASES {
        if let Some(v) = env.get(*var) {
            overrides.push((section.to_string(), key.to_string(), v));
        }
    }
    let mut named: Vec<(&String, &String)> = env
        .iter()
        .filter(|(k, _)| k.starts_with(ENV_PREFIX) && !ENV_NOT_SETTINGS.contains(&k.as_str()))
        .collect();
    named.sort();
    for (var, v) in named {
        let rest = &var[ENV_PREFIX.len()..];
        let Some((section, key)) = rest.split_once("__") else {
            return Err(ConfigError::BadEnvName { var: var.clone() });
        };
        if section.is_empty() || key.is_empty() {
            return Err(ConfigError::BadEnvName { var: var.clone() });
        }
        overrides.push((section.to_ascii_lowercase(), key.to_ascii_lowercase(), v));
    }
    for (section, key, raw) in overrides {
        if section == "discord" && key == "token" {
            // The token has its own variable; never let it into the table.
            return Err(ConfigError::Value {
                key: "discord.token",
                message: "set the token in DISCORD_TOKEN (or the secrets file), not JERSEY_GIN_DISCORD__TOKEN".to_string(),
            });
        }
        let entry = table
            .entry(section.clone())
            .or_insert_with(|| toml::Value::Table(toml::Table::new()));
        let Some(t) = entry.as_table_mut() else {
            return Err(ConfigError::Invalid {
                path: "(environment)".to_string(),
                message: format!("{section} is not a section"),
            });
        };
        // An empty value unsets an optional setting.
        if raw.is_empty() {
            t.remove(&key);
        } else {
            t.insert(key, env_value(raw));
        }
    }
    Ok(())
}

fn read_token(
    env: &HashMap<String, String>,
    secrets_file: &Path,
) -> Result<Option<Secret>, ConfigError> {
    if let Some(t) = env.get(TOKEN_ENV) {
        let t = t.trim();
        if !t.is_empty() {
            return Ok(Some(Secret::new(t)));
        }
    }
    let text = match std::fs::read_to_string(secrets_file) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(ConfigError::Read {
                path: secrets_file.to_path_buf(),
                error: e.to_string(),
            })
        }
    };
    let bad = |message: String| ConfigError::Secrets {
        path: secrets_file.to_path_buf(),
        message,
    };
    // Parse errors may quote the line, which holds the token: say which
    // line only.
    let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
        let line = e
            .span()
            .map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
        bad(match line {
            Some(l) => format!("is not valid TOML (line {l})"),
            None => "is not valid TOML".to_string(),
        })
    })?;
    let mut token = None;
    for (key, value) in &table {
        let section = match (key.as_str(), value.as_table()) {
            ("discord", Some(section)) => section,
            ("discord", None) => return Err(bad("has `discord` as a value, not a section".into())),
            (other, _) => return Err(bad(format!("has an unknown key `{other}`"))),
        };
        for (k, v) in section {
            match (k.as_str(), v.as_str()) {
                ("token", Some(t)) => token = Some(t),
                ("token", None) => {
                    return Err(bad("has a `token` that is not a quoted string".into()))
                }
                (other, _) => return Err(bad(format!("has an unknown key `discord.{other}`"))),
            }
        }
    }
    Ok(token
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .map(Secret::new))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p
    }

    /// An environment whose secrets file does not exist.
    fn no_secrets(dir: &Path) -> HashMap<String, String> {
        let s = dir.join("no-secrets.toml");
        env(&[("JERSEY_GIN_DISCORD__SECRETS_FILE", s.to_str().unwrap())])
    }

    #[test]
    fn defaults_when_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.toml");
        // An explicit file that is missing is an error...
        let err = Config::load_with_env(Some(&missing), &no_secrets(dir.path())).unwrap_err();
        assert!(matches!(err, ConfigError::Missing { .. }), "{err}");
        // Said once: the message has no OS error chained to it.
        assert!(std::error::Error::source(&err).is_none());
        assert_eq!(
            err.to_string(),
            format!("the file {} does not exist", missing.display())
        );
        // ...an empty one gives the defaults.
        let p = write(dir.path(), "c.toml", "");
        let c = Config::load_with_env(Some(&p), &no_secrets(dir.path())).unwrap();
        let mut want = Config::default();
        want.discord.secrets_file = dir.path().join("no-secrets.toml");
        assert_eq!(c, want);
        assert_eq!(c.discord.sharding(), Sharding::Automatic);
        assert!(c.discord.require_token().is_err());
    }

    #[test]
    fn file_then_environment() {
        let dir = tempfile::tempdir().unwrap();
        let p = write(
            dir.path(),
            "c.toml",
            "[discord]\ndev_guild = 42\napi_base = \"http://127.0.0.1:9/\"\nshard_total = 4\n\n[store]\ndb_path = \"a.redb\"\n",
        );
        let mut e = no_secrets(dir.path());
        let c = Config::load_with_env(Some(&p), &e).unwrap();
        assert_eq!(c.discord.dev_guild, Some(42));
        assert_eq!(c.discord.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(
            c.discord.sharding(),
            Sharding::Range {
                first: 0,
                last: 3,
                total: 4
            }
        );
        e.insert("JERSEY_GIN_DISCORD__DEV_GUILD".into(), "7".into());
        e.insert("DISCORD_API_BASE".into(), "http://localhost:1234".into());
        e.insert("JERSEY_GIN_STORE__DB_PATH".into(), "b.redb".into());
        e.insert("JERSEY_GIN_DISCORD__SHARD_FIRST".into(), "2".into());
        let c = Config::load_with_env(Some(&p), &e).unwrap();
        assert_eq!(c.discord.dev_guild, Some(7));
        assert_eq!(c.discord.api_base.as_deref(), Some("http://localhost:1234"));
        assert_eq!(c.store.db_path, PathBuf::from("b.redb"));
        assert_eq!(
            c.discord.sharding(),
            Sharding::Range {
                first: 2,
                last: 3,
                total: 4
            }
        );
        // Backups go beside the database unless the path is absolute.
        let schedule = c.store.backup_schedule().unwrap();
        assert_eq!(schedule.dir, PathBuf::from("backups"));
        assert_eq!(schedule.every, std::time::Duration::from_secs(24 * 3600));
        let mut e2 = e.clone();
        e2.insert("JERSEY_GIN_STORE__DB_PATH".into(), "data/b.redb".into());
        e2.insert("JERSEY_GIN_STORE__BACKUP_EVERY_HOURS".into(), "0.5".into());
        let c2 = Config::load_with_env(Some(&p), &e2).unwrap();
        let schedule = c2.store.backup_schedule().unwrap();
        assert_eq!(schedule.dir, PathBuf::from("data/backups"));
        assert_eq!(schedule.every, std::time::Duration::from_secs(1800));
        e2.insert("JERSEY_GIN_STORE__BACKUP_EVERY_HOURS".into(), "0".into());
        let c2 = Config::load_with_env(Some(&p), &e2).unwrap();
        assert!(c2.store.backup_schedule().is_none());
        // The command log is kept a day by default; 0 keeps it all.
        assert_eq!(
            c2.store.command_retention(),
            Some(std::time::Duration::from_secs(24 * 3600))
        );
        e2.insert(
            "JERSEY_GIN_STORE__COMMAND_RETENTION_HOURS".into(),
            "0".into(),
        );
        let c2 = Config::load_with_env(Some(&p), &e2).unwrap();
        assert!(c2.store.command_retention().is_none());
        e2.insert(
            "JERSEY_GIN_STORE__COMMAND_RETENTION_HOURS".into(),
            "-2".into(),
        );
        let err = Config::load_with_env(Some(&p), &e2)
            .unwrap_err()
            .to_string();
        assert!(err.contains("store.command_retention_hours"), "{err}");
        // An empty variable unsets an optional setting.
        e.insert("JERSEY_GIN_DISCORD__DEV_GUILD".into(), "".into());
        let c = Config::load_with_env(Some(&p), &e).unwrap();
        assert_eq!(c.discord.dev_guild, None);
    }

    /// `store.url` picks PostgreSQL (file or environment); a malformed one
    /// is refused at load, naming the setting and hiding the password.
    #[test]
    fn a_postgres_url_is_checked_and_the_environment_sets_it() {
        let dir = tempfile::tempdir().unwrap();
        let e = no_secrets(dir.path());
        let none = Config::load_with_env(None, &e).unwrap();
        assert_eq!(none.store.postgres_url(), None);
        let p = write(
            dir.path(),
            "pg.toml",
            "[store]\nurl = \"postgres://jg:pw@db.example:5432/gin\"\n",
        );
        let c = Config::load_with_env(Some(&p), &e).unwrap();
        assert_eq!(
            c.store.postgres_url(),
            Some("postgres://jg:pw@db.example:5432/gin")
        );
        let mut e2 = e.clone();
        e2.insert(
            "JERSEY_GIN_STORE__URL".into(),
            "postgresql://other@127.0.0.1/x".into(),
        );
        let c = Config::load_with_env(Some(&p), &e2).unwrap();
        assert_eq!(
            c.store.postgres_url(),
            Some("postgresql://other@127.0.0.1/x")
        );
        // The test suite's variable is not a setting, and not an error.
        e2.insert("JERSEY_GIN_REQUIRE_POSTGRES".into(), "1".into());
        Config::load_with_env(Some(&p), &e2).unwrap();
        // Empty: back to the redb file.
        e2.insert("JERSEY_GIN_STORE__URL".into(), "".into());
        assert_eq!(
            Config::load_with_env(Some(&p), &e2)
                .unwrap()
                .store
                .postgres_url(),
            None
        );
        for bad in ["mysql://u:pw@h/db", "postgres://u:pw@h:port/db"] {
            e2.insert("JERSEY_GIN_STORE__URL".into(), bad.into());
            let err = Config::load_with_env(None, &e2).unwrap_err().to_string();
            assert!(err.contains("store.url"), "{err}");
            assert!(!err.contains("pw"), "{err}");
        }
    }

    #[test]
    fn clear_errors() {
        let dir = tempfile::tempdir().unwrap();
        let e = no_secrets(dir.path());
        let bad = write(dir.path(), "bad.toml", "[discord\n");
        let err = Config::load_with_env(Some(&bad), &e).unwrap_err();
        assert!(matches!(err, ConfigError::Parse { .. }), "{err}");
        assert!(err.to_string().contains("bad.toml"), "{err}");

        let unknown = write(dir.path(), "u.toml", "[discord]\ndev_gild = 1\n");
        let err = Config::load_with_env(Some(&unknown), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("dev_gild"), "{err}");

        let wrong_type = write(dir.path(), "w.toml", "[discord]\nshard_total = \"two\"\n");
        let err = Config::load_with_env(Some(&wrong_type), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("discord.shard_total"), "{err}");

        let bad_hours = write(dir.path(), "h.toml", "[store]\nbackup_every_hours = -1\n");
        let err = Config::load_with_env(Some(&bad_hours), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("store.backup_every_hours"), "{err}");

        let mut e2 = e.clone();
        e2.insert("JERSEY_GIN_DISCORD__DEV_GUILD".into(), "abc".into());
        let empty = write(dir.path(), "e.toml", "");
        let err = Config::load_with_env(Some(&empty), &e2)
            .unwrap_err()
            .to_string();
        assert!(err.contains("invalid"), "{err}");

        let mut e3 = e.clone();
        e3.insert("JERSEY_GIN_NOSECTION".into(), "1".into());
        let err = Config::load_with_env(Some(&empty), &e3).unwrap_err();
        assert!(matches!(err, ConfigError::BadEnvName { .. }), "{err}");

        let mut e5 = e.clone();
        e5.insert("JERSEY_GIN_DISCORD__TOKEN".into(), "tok-789".into());
        let err = Config::load_with_env(Some(&empty), &e5)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("DISCORD_TOKEN") && !err.contains("tok-789"),
            "{err}"
        );

        let mut e4 = e.clone();
        e4.insert("DISCORD_API_BASE".into(), "ftp://x".into());
        let err = Config::load_with_env(Some(&empty), &e4)
            .unwrap_err()
            .to_string();
        assert!(err.contains("discord.api_base"), "{err}");

        let shards = write(
            dir.path(),
            "s.toml",
            "[discord]\nshard_total = 2\nshard_first = 1\nshard_last = 2\n",
        );
        let err = Config::load_with_env(Some(&shards), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("shard"), "{err}");

        // Issue 37, item 15: the key that was set is named, and a type in
        // words.
        let first = write(
            dir.path(),
            "f.toml",
            "[discord]\nshard_total = 2\nshard_first = 5\n",
        );
        let err = Config::load_with_env(Some(&first), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("discord.shard_first"), "{err}");
        let alone = write(dir.path(), "a.toml", "[discord]\nshard_first = 1\n");
        let err = Config::load_with_env(Some(&alone), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("discord.shard_first"), "{err}");
        let word = write(dir.path(), "w.toml", "[discord]\nshard_total = \"two\"\n");
        let err = Config::load_with_env(Some(&word), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("discord.shard_total"), "{err}");
        assert!(err.contains("a whole number"), "{err}");
        assert!(!err.contains("u32"), "{err}");

        let token = write(dir.path(), "t.toml", "[discord]\ntoken = \"abc\"\n");
        let err = Config::load_with_env(Some(&token), &e).unwrap_err();
        assert!(matches!(err, ConfigError::TokenInConfig { .. }), "{err}");
        assert!(!err.to_string().contains("abc"));
    }

    #[test]
    fn token_from_env_or_secrets_file_and_never_printed() {
        let dir = tempfile::tempdir().unwrap();
        let empty = write(dir.path(), "e.toml", "");
        let secrets = write(
            dir.path(),
            "secrets.toml",
            "[discord]\ntoken = \"file-token-123\"\n",
        );
        let mut e = env(&[(
            "JERSEY_GIN_DISCORD__SECRETS_FILE",
            secrets.to_str().unwrap(),
        )]);
        let c = Config::load_with_env(Some(&empty), &e).unwrap();
        assert_eq!(
            c.discord.require_token().unwrap().expose(),
            "file-token-123"
        );
        let shown = format!("{c:?} {}", c.discord.require_token().unwrap());
        assert!(!shown.contains("file-token-123"), "{shown}");
        assert!(shown.contains("redacted"));

        e.insert(TOKEN_ENV.into(), "env-token-456".into());
        let c = Config::load_with_env(Some(&empty), &e).unwrap();
        assert_eq!(c.discord.require_token().unwrap().expose(), "env-token-456");
        assert!(!format!("{c:?}").contains("env-token-456"));

        // A malformed secrets file is an error that does not quote it.
        let bad = write(dir.path(), "bad-secrets.toml", "token = secret-abc\n");
        let e = env(&[("JERSEY_GIN_DISCORD__SECRETS_FILE", bad.to_str().unwrap())]);
        let err = Config::load_with_env(Some(&empty), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("bad-secrets.toml"), "{err}");
        assert!(err.contains("line 1"), "{err}");
        assert!(!err.contains("secret-abc"), "{err}");

        // An unknown key is named as such, not as a syntax error.
        let extra = write(
            dir.path(),
            "extra-secrets.toml",
            "[discord]\ntoken = \"secret-xyz\"\napplication = 5\n",
        );
        let e = env(&[("JERSEY_GIN_DISCORD__SECRETS_FILE", extra.to_str().unwrap())]);
        let err = Config::load_with_env(Some(&empty), &e)
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown key `discord.application`"), "{err}");
        assert!(
            !err.contains("secret-xyz") && !err.contains("TOML"),
            "{err}"
        );
    }

    #[test]
    fn example_file_is_valid_and_complete() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml");
        let dir = tempfile::tempdir().unwrap();
        let c = Config::load_with_env(Some(&path), &no_secrets(dir.path())).unwrap();
        // Every setting is in the example, commented or not.
        let text = std::fs::read_to_string(&path).unwrap();
        for key in [
            "[discord]",
            "secrets_file",
            "api_base",
            "dev_guild",
            "shard_total",
            "shard_first",
            "shard_last",
            "register_commands",
            "identify_stagger_secs",
            "connect_retries",
            "pictures",
            "[store]",
            "db_path",
            "url =",
            "backup_dir",
            "backup_every_hours",
            "backup_keep",
            "command_retention_hours",
            "[log]",
            "filter",
            "[ai]",
            "budget",
        ] {
            assert!(text.contains(key), "config.example.toml lacks {key}");
        }
        assert_eq!(c.discord.api_base, None);
        assert!(c.discord.pictures, "pictures are on by default");
        let mut e = no_secrets(dir.path());
        e.insert("JERSEY_GIN_DISCORD__PICTURES".into(), "false".into());
        let off = Config::load_with_env(Some(&path), &e).unwrap();
        assert!(!off.discord.pictures, "JERSEY_GIN_DISCORD__PICTURES=false");
        assert_eq!(c.ai.budget, crate::ai::Budget::Millis(50));
    }

    #[test]
    fn ai_budget_from_file_and_environment_and_bad_ones_refused() {
        use crate::ai::Budget;
        let dir = tempfile::tempdir().unwrap();
        let file = write(dir.path(), "c.toml", "[ai]\nbudget = \"400\"\n");
        let c = Config::load_with_env(Some(&file), &no_secrets(dir.path())).unwrap();
        assert_eq!(c.ai.budget, Budget::Worlds(400));
        let mut e = no_secrets(dir.path());
        e.insert("JERSEY_GIN_AI__BUDGET".into(), "20ms".into());
        let c = Config::load_with_env(Some(&file), &e).unwrap();
        assert_eq!(c.ai.budget, Budget::Millis(20));
        for bad in ["0ms", "fast", "99999999ms"] {
            let file = write(
                dir.path(),
                "bad.toml",
                &format!("[ai]\nbudget = \"{bad}\"\n"),
            );
            let err = Config::load_with_env(Some(&file), &no_secrets(dir.path())).unwrap_err();
            assert!(err.to_string().contains("budget"), "{bad}: {err}");
        }
    }
}
