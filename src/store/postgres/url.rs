//! `store.url`: reading it, and showing it without its password.
//!
//! [`shown_url`] is the one way a URL or connection string is printed or
//! logged, whatever its shape: a malformed URL is printed in error
//! messages too, and it must not show the password either.

use std::time::Duration;

/// Parses `store.url`: a `postgres://` or `postgresql://` URL. The error
/// says what is wrong in words for the settings' reader, and shows the
/// URL only through [`shown_url`].
pub fn parse_url(url: &str) -> Result<tokio_postgres::Config, String> {
    if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
        return Err(format!(
            "{:?} is not a PostgreSQL URL: expected postgres://USER:PASSWORD@HOST:PORT/DATABASE (or leave store.url out to keep the redb file store.db_path){}",
            shown_url(url),
            at_sign_hint(url)
        ));
    }
    // The parser's own words may quote a piece of the URL (the password
    // among them), so they go through the redaction too.
    let mut config: tokio_postgres::Config = url.parse().map_err(|e: tokio_postgres::Error| {
        format!(
            "{} is not a valid PostgreSQL URL: {}{}",
            shown_url(url),
            shown_url(&super::error_text(&e)),
            at_sign_hint(url)
        )
    })?;
    if config.get_hosts().is_empty() {
        return Err(format!("{} names no host", shown_url(url)));
    }
    if config.get_application_name().is_none() {
        config.application_name("jersey-gin");
    }
    Ok(config)
}

/// A URL or connection string as it may be shown: every password
/// replaced by `***`, whatever the shape. Recognised: the credentials of
/// a URL (`USER:PASSWORD@`: anything after the first `:` before the last
/// `@`, after a `postgres:`/`postgresql:` scheme with any slashes, or
/// with none), and `password=` values (`key=value` connection strings,
/// URL query options; also `sslpassword=`, quoted or not).
pub fn shown_url(url: &str) -> String {
    redact_credentials(&redact_password_values(url))
}

/// `…password=VALUE` → `…password=***` for every key ending in
/// "password" (any case); VALUE ends at whitespace or `&`, or is quoted
/// (`'…'`, with `\'` inside).
fn redact_password_values(text: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let mut out = String::with_capacity(text.len());
    let mut rest = 0;
    let mut search = 0;
    while let Some(found) = lower[search..].find("password") {
        let key_end = search + found + "password".len();
        search = key_end;
        let after_key = &text[key_end..];
        let spaces = after_key.len() - after_key.trim_start().len();
        if !after_key[spaces..].starts_with('=') {
            continue;
        }
        let value_start = key_end + spaces + 1;
        let value = &text[value_start..];
        let value_start = value_start + (value.len() - value.trim_start().len());
        let value = &text[value_start..];
        let value_len = if let Some(quoted) = value.strip_prefix('\'') {
            let mut escaped = false;
            let close = quoted.char_indices().find(|&(_, c)| {
                let close = c == '\'' && !escaped;
                escaped = c == '\\' && !escaped;
                close
            });
            close.map_or(value.len(), |(i, _)| i + 2)
        } else {
            value
                .find(|c: char| c.is_whitespace() || c == '&')
                .unwrap_or(value.len())
        };
        out.push_str(&text[rest..value_start]);
        out.push_str("***");
        rest = value_start + value_len;
        search = rest;
    }
    out.push_str(&text[rest..]);
    out
}

/// `USER:PASSWORD@HOST` → `USER:***@HOST`. The credentials end at the
/// last `@` (a password may hold an unencoded `@`, and then the URL is
/// malformed; what follows the last `@` is what is meant as the host) and
/// start after a `postgres:` or `postgresql:` scheme and its slashes;
/// without one, at the start.
fn redact_credentials(text: &str) -> String {
    let Some(at) = text.rfind('@') else {
        return text.to_string();
    };
    let start = credentials_start(&text[..at]);
    match text[start..at].find(':') {
        Some(colon) => format!("{}***{}", &text[..start + colon + 1], &text[at..]),
        None => text.to_string(),
    }
}

/// Where the credentials begin in what comes before the last `@`: after
/// a `postgres` or `postgresql` scheme followed by a `:`, slashes, or both (so
/// also the malformed `postgres:u:p@`, `postgres:/u:p@`, `postgres//u:p@`),
/// else at the start.
fn credentials_start(before_at: &str) -> usize {
    let lower = before_at.to_ascii_lowercase();
    for name in ["postgresql", "postgres"] {
        if let Some(after) = lower.strip_prefix(name) {
            let colon = usize::from(after.starts_with(':'));
            let separators =
                colon + after[colon..].len() - after[colon..].trim_start_matches('/').len();
            if separators > 0 {
                return name.len() + separators;
            }
        }
    }
    0
}

/// A hint for a URL whose credentials hold more than one `@`: the first
/// one ends the credentials for the driver, so the rest of the password
/// is taken as the host (a lookup that fails for a host the shown URL
/// does not name).
pub fn at_sign_hint(url: &str) -> &'static str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    if rest.matches('@').count() > 1 {
        " (the URL has more than one '@' before its host: if the password holds an '@', write it as %40, and other special characters percent-encoded too)"
    } else {
        ""
    }
}

/// `url` with its database replaced by `db` (its options kept).
pub fn with_database(url: &str, db: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (base, query) = match rest.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (rest, String::new()),
    };
    let host = base.split_once('/').map_or(base, |(h, _)| h);
    format!("{scheme}://{host}/{db}{query}")
}

/// The server a configuration points at, as shown in errors: `host:port`
/// (the first of several, which are tried in order, with `+N`).
pub fn host_of(config: &tokio_postgres::Config) -> String {
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let first = match config.get_hosts().first() {
        Some(tokio_postgres::config::Host::Tcp(h)) => format!("{h}:{port}"),
        #[cfg(unix)]
        Some(tokio_postgres::config::Host::Unix(p)) => p.display().to_string(),
        None => "(no host)".to_string(),
    };
    match config.get_hosts().len() {
        0 | 1 => first,
        n => format!("{first} (+{} more)", n - 1),
    }
}

/// How long the server may take before the store gives up on it (the
/// settings `store.connect_timeout_secs` and
/// `store.statement_timeout_secs`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Timeouts {
    /// Connecting: the TCP connection, the server's greeting and the
    /// login, all of it.
    pub connect: Duration,
    /// Each statement (or commit) until its answer.
    pub statement: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts {
            connect: Duration::from_secs(10),
            statement: Duration::from_secs(10),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shape a URL or connection string was seen printed in, with
    /// a password: none of them shows it (issue 36, item 4).
    #[test]
    fn no_shape_of_url_shows_its_password() {
        let shapes = [
            (
                "postgres://jersey:secret@127.0.0.1:5432/x",
                "postgres://jersey:***@127.0.0.1:5432/x",
            ),
            (
                "postgresql://jersey:secret@h/x",
                "postgresql://jersey:***@h/x",
            ),
            (
                "postgres:jersey:secret@127.0.0.1:5432/x",
                "postgres:jersey:***@127.0.0.1:5432/x",
            ),
            ("postgres:/jersey:secret@h/x", "postgres:/jersey:***@h/x"),
            ("postgres//jersey:secret@h/x", "postgres//jersey:***@h/x"),
            ("postgresql:jersey:secret@h/x", "postgresql:jersey:***@h/x"),
            (
                "jersey:secret@127.0.0.1:5432/x",
                "jersey:***@127.0.0.1:5432/x",
            ),
            ("mysql://jersey:secret@h/x", "mysql:***@h/x"),
            ("POSTGRES://jersey:secret@h/x", "POSTGRES://jersey:***@h/x"),
            ("postgres://jersey:se:cret@h/x", "postgres://jersey:***@h/x"),
            ("postgres://jersey:sec@ret@h/x", "postgres://jersey:***@h/x"),
            ("postgres://:secret@h/x", "postgres://:***@h/x"),
            (
                "host=h user=jersey password=secret dbname=x",
                "host=h user=jersey password=*** dbname=x",
            ),
            (
                "host=h password = secret dbname=x",
                "host=h password = *** dbname=x",
            ),
            (
                "host=h password='sec ret\\' x' dbname=x",
                "host=h password=*** dbname=x",
            ),
            ("host=h PASSWORD=secret", "host=h PASSWORD=***"),
            ("host=h sslpassword=secret", "host=h sslpassword=***"),
            (
                "postgres://u@h/db?sslmode=disable&password=secret",
                "postgres://u@h/db?sslmode=disable&password=***",
            ),
            (
                "postgres://h/db?PASSWORD=secret&x=1",
                "postgres://h/db?PASSWORD=***&x=1",
            ),
            (
                "postgres://u:secret@h/db?password=secret",
                "postgres://u:***@h/db?password=***",
            ),
        ];
        for (url, shown) in shapes {
            assert_eq!(shown_url(url), shown, "{url}");
            assert!(!shown_url(url).contains("secret"), "{url}");
            assert!(!shown_url(url).contains("cret"), "{url}");
        }
        // Nothing to hide: unchanged.
        for url in [
            "postgres://jersey@h:5432/x",
            "postgres://h:5432/x",
            "host=h user=u",
            "",
            "password",
        ] {
            assert_eq!(shown_url(url), url);
        }
    }

    /// A malformed URL's error shows neither the password nor a piece of
    /// it, and says to percent-encode an '@' in the password (item 8).
    #[test]
    fn a_malformed_url_is_refused_without_its_password() {
        for url in [
            "postgres:jersey:secret@127.0.0.1:5432/x",
            "postgres:/jersey:secret@127.0.0.1:5432/x",
            "postgres//jersey:secret@127.0.0.1:5432/x",
            "postgresql:jersey:secret@127.0.0.1:5432/x",
            "jersey:secret@127.0.0.1:5432/x",
            "host=127.0.0.1 user=jersey password=secret dbname=x",
            "postgres://jersey:secret@127.0.0.1:port/x",
            "postgres://jersey:secret@127.0.0.1:5432/x?port=zz",
        ] {
            let err = parse_url(url).unwrap_err();
            assert!(
                !err.contains("secret") && !err.contains("cret"),
                "{url}: {err}"
            );
        }
        let err = parse_url("postgres:jersey:p@ss@h/x").unwrap_err();
        assert!(err.contains("%40") && !err.contains("p@ss"), "{err}");
        assert_eq!(at_sign_hint("postgres://u:p@h/x"), "");
        assert!(at_sign_hint("postgres://u:p@ss@h/x").contains("%40"));
        // Parsed, the first '@' ends the password: the hint comes with
        // the connection error (`PgStore::open`).
        assert!(parse_url("postgres://u:p@ss@h/x").is_ok());
    }

    #[test]
    fn a_host_is_named_as_host_and_port() {
        assert_eq!(
            host_of(&parse_url("postgres://u@db.example/x").unwrap()),
            "db.example:5432"
        );
        assert_eq!(
            host_of(&parse_url("postgres://u@10.0.0.1:6543/x").unwrap()),
            "10.0.0.1:6543"
        );
    }
}
