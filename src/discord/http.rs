//! Discord's REST client: how it is built (Discord itself, or another
//! base URL), which failed calls are worth trying again, and the backoff
//! between tries.

use crate::config::Config;
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// Retry delays: 1 s, 2 s, 4 s ... capped at 30 s.
pub fn backoff(attempt: u32) -> Duration {
    Duration::from_secs(1u64 << attempt.min(5)).min(Duration::from_secs(30))
}

/// Whether a failed REST call is worth trying again (network trouble, rate
/// limits, server errors) rather than a definite refusal.
pub fn is_transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.as_u16() == 429 || r.status_code.is_server_error()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// A failed call in words: the error and, when it has one, its deepest
/// cause, which names what happened on the network (a name that does not
/// resolve, a refused connection, a certificate, a timeout) where
/// serenity's own words are only "Error while sending HTTP request."
pub fn why(e: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = None;
    let mut next = e.source();
    while let Some(c) = next {
        cause = Some(c);
        next = c.source();
    }
    match cause {
        Some(c) => format!("{e} ({c})"),
        None => e.to_string(),
    }
}

pub fn http_status(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(h) => h.status_code().map(|s| s.as_u16()),
        _ => None,
    }
}

/// Builds the REST client: Discord itself, or `api_base` (all REST routes
/// and, through `GET /gateway`, the gateway too). The proxy is honoured
/// only with serenity's ratelimiter off, so it is off there.
pub fn build_http(config: &Config, token: &str) -> serenity::Http {
    let mut b = serenity::HttpBuilder::new(token);
    if let Some(base) = &config.discord.api_base {
        b = b.proxy(base.clone()).ratelimiter_disabled(true);
    }
    b.build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_and_is_capped() {
        assert_eq!(backoff(0), Duration::from_secs(1));
        assert_eq!(backoff(1), Duration::from_secs(2));
        assert_eq!(backoff(10), Duration::from_secs(30));
    }
}
