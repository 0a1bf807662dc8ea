//! Logins (IDENTIFY) paced across the processes of one bot.
//!
//! Discord lets a bot start `max_concurrency` sessions per 5 seconds: shard
//! `s` is in bucket `s % max_concurrency`, and each bucket takes one
//! IDENTIFY per 5 s, counted over *every* process of the bot. serenity 0.12
//! paces only the shards of one process (its `ShardQueuer` starts them one
//! by one, 5 s apart, the first at once, whatever `max_concurrency` is), so
//! processes started together would identify together. With no shared
//! store to coordinate through (redb is one file per process), each
//! process waits before its first IDENTIFY for a time computed from its own
//! range ([`identify_stagger`]), or `discord.identify_stagger_secs`.
//!
//! With a store the processes share (PostgreSQL), they take turns through
//! it instead: a process takes its buckets for as long as its shards take
//! to log in ([`hold`]), and one that finds a bucket taken waits until it
//! is free (`StoreBackend::reserve_logins`, the database's clock). That
//! holds whatever the ranges and however the processes were started or
//! restarted.
//!
//! `GET /gateway/bot` gives `max_concurrency`, the recommended shard count
//! (used when `shard_total` is 0) and the session starts left
//! ([`bot_gateway`]); [`login_plan`] decides which shards this process
//! starts and how long it waits, and [`wait_login_turn`] waits.

use super::http::{backoff, is_transient};
use crate::config::{Config, Sharding};
use crate::table::service::Service;
use anyhow::bail;
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Discord's interval between two IDENTIFYs of one bucket (and serenity's
/// between two shards of one process).
pub const IDENTIFY_INTERVAL: Duration = Duration::from_secs(5);

/// Added once per wave of processes before this one (see
/// [`identify_stagger`]). Processes "started together" start a little
/// apart (an orchestrator, a slow disk, a restore), and each counts its
/// wait from its own start: without a margin, a process that started a few
/// ms late could log in a few ms less than 5 s after the wave before it
/// (seen in tests: 4.9988 s, and 4.999 s between the second and third of
/// three processes when the margin was added once to every wait, which
/// shifts waves 1 and 2 alike). One more second per wave keeps every two
/// waves at least 6 s apart.
pub const START_SKEW_MARGIN: Duration = Duration::from_secs(1);

/// The login buckets of shards `first..=last` (`shard % max_concurrency`),
/// each once, in order.
pub fn buckets(first: u32, last: u32, max_concurrency: u32) -> Vec<u32> {
    let c = max_concurrency.max(1);
    let mut b: Vec<u32> = (first..=last).map(|s| s % c).collect();
    b.sort_unstable();
    b.dedup();
    b
}

/// How long a process running shards `first..=last` keeps its login
/// buckets once it took them: serenity identifies its shards one by one,
/// 5 s apart, so the last one logs in `(n - 1) × 5 s` after the first; the
/// next process may start 5 s after that, plus the margin for the time
/// between taking the turn and the first IDENTIFY.
pub fn hold(first: u32, last: u32) -> Duration {
    IDENTIFY_INTERVAL * (last.saturating_sub(first) + 1) + START_SKEW_MARGIN
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// How long the process running shards `first..=last` waits before its
/// first IDENTIFY so that no two shards of one bucket, in any process,
/// identify within 5 s of each other; shard `first + k` then identifies
/// `k × 5 s` later (serenity's pacing inside the process).
///
/// It assumes every process runs as many shards as this one, in aligned
/// ranges (process `p` runs shards `p·n..p·n+n`), the usual split. Then
/// `w = max_concurrency / gcd(n, max_concurrency)` consecutive processes
/// can identify together (their shards at the same step fall in different
/// buckets), and the next `w` wait until those are done: wave `⌊p / w⌋`
/// waits `5 s × n` per wave before it, plus [`START_SKEW_MARGIN`] per wave.
/// (Processes of one wave start at once; one of them may still log in a
/// shard a few ms less than 5 s after a shard of the same bucket in
/// another, by their start skew: Discord then asks that shard to identify
/// again, which serenity does.) For one shard a process that is
/// `6 s × ⌊first / max_concurrency⌋`;
/// with `max_concurrency` 1, `6 s × first`. A range that is not aligned
/// counts every shard before it as a wave: `6 s × first`. A split into
/// unequal ranges (say 16 shards in processes of 3, the last with 1) is
/// not covered: give the odd process `discord.identify_stagger_secs = 6 ×
/// first` (after every shard before it: safe, since no shard identifies
/// later than 6 s × its number under this schedule).
pub fn identify_stagger(first: u32, last: u32, max_concurrency: u32) -> Duration {
    let c = max_concurrency.max(1);
    let n = last.saturating_sub(first) + 1;
    let (steps, waves) = if !first.is_multiple_of(n) {
        (first, first)
    } else {
        let process = first / n;
        let together = c / gcd(n, c);
        let wave = process / together;
        (n * wave, wave)
    };
    IDENTIFY_INTERVAL * steps + START_SKEW_MARGIN * waves
}

/// `GET /gateway/bot` (retried like the start-up lookup): the recommended
/// shard count and the login limits. None (logged) when Discord does not
/// answer it.
pub async fn bot_gateway(http: &serenity::Http, retries: u32) -> Option<serenity::BotGateway> {
    let mut attempt = 0;
    loop {
        match http.get_bot_gateway().await {
            Ok(g) => {
                let l = &g.session_start_limit;
                tracing::info!(
                    recommended_shards = g.shards,
                    max_concurrency = l.max_concurrency,
                    session_starts_left = l.remaining,
                    of = l.total,
                    reset_after_ms = l.reset_after,
                    "gateway login limits"
                );
                if l.remaining == 0 {
                    tracing::warn!(
                        "Discord allows no more logins for {}s (session_start_limit): the shards will be refused until then",
                        l.reset_after / 1000
                    );
                }
                return Some(g);
            }
            Err(e) if is_transient(&e) && attempt < retries => {
                let wait = backoff(attempt);
                attempt += 1;
                tracing::warn!(
                    "cannot read GET /gateway/bot ({e}); trying again in {}s",
                    wait.as_secs()
                );
                tokio::time::sleep(wait).await;
            }
            Err(e) => {
                tracing::warn!("cannot read GET /gateway/bot: {e}");
                return None;
            }
        }
    }
}

/// Which shards this process starts and how long it waits first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoginPlan {
    pub first: u32,
    pub last: u32,
    pub total: u32,
    pub max_concurrency: u32,
    pub stagger: Duration,
}

/// The shards to start (automatic sharding: Discord's recommended count,
/// all here) and the wait before the first IDENTIFY: the setting, or
/// [`identify_stagger`] for a range (none when one process runs
/// every shard). Without `GET /gateway/bot`, a range assumes
/// `max_concurrency` 1 (the slowest, always allowed); automatic sharding
/// cannot start.
pub fn login_plan(
    config: &Config,
    gateway: Option<&serenity::BotGateway>,
) -> anyhow::Result<LoginPlan> {
    let max_concurrency = gateway
        .map(|g| u32::try_from(g.session_start_limit.max_concurrency).unwrap_or(u32::MAX))
        .unwrap_or(1)
        .max(1);
    let (first, last, total) = match config.discord.sharding() {
        Sharding::Automatic => {
            let Some(g) = gateway else {
                bail!("cannot ask Discord for the recommended number of shards (GET /gateway/bot): set discord.shard_total, or check the network or api_base");
            };
            let total = g.shards.max(1);
            (0, total - 1, total)
        }
        Sharding::Range { first, last, total } => (first, last, total),
    };
    let stagger = match config.discord.identify_stagger_secs {
        Some(s) => Duration::from_secs(s),
        None if first == 0 && last + 1 >= total => Duration::ZERO,
        None => identify_stagger(first, last, max_concurrency),
    };
    Ok(LoginPlan {
        first,
        last,
        total,
        max_concurrency,
        stagger,
    })
}

/// Waits for this process's turn to log in: through the store the
/// processes share, when they share one and no stagger is set, else the
/// plan's stagger. A stop while waiting ends the wait.
pub async fn wait_login_turn(
    svc: &Arc<Service>,
    plan: &LoginPlan,
    stagger_setting: Option<u64>,
    stopped: &mut tokio::sync::watch::Receiver<bool>,
) {
    if stagger_setting.is_none() {
        let buckets = buckets(plan.first, plan.last, plan.max_concurrency);
        let hold = hold(plan.first, plan.last);
        loop {
            let asked = buckets.clone();
            match svc.call(move |s| s.reserve_logins(&asked, hold)).await {
                Ok(Some(left)) if left.is_zero() => {
                    tracing::info!(?buckets, "took the login turn from the shared database");
                    return;
                }
                Ok(Some(left)) => {
                    tracing::info!(
                        "another process of the bot is logging in: asking again in {}s",
                        left.as_secs_f64()
                    );
                    tokio::select! {
                        () = tokio::time::sleep(left) => continue,
                        _ = stopped.wait_for(|s| *s) => return,
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(
                        "cannot take a login turn from the database ({e}): waiting {}s as computed instead",
                        plan.stagger.as_secs_f64()
                    );
                    break;
                }
            }
        }
    }
    tracing::info!(
        "waiting {}s before the first IDENTIFY (computed from the range, or discord.identify_stagger_secs)",
        plan.stagger.as_secs_f64()
    );
    if !plan.stagger.is_zero() {
        tokio::select! {
            () = tokio::time::sleep(plan.stagger) => {}
            _ = stopped.wait_for(|s| *s) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// When shard `s` of a split identifies, in seconds after the first
    /// (its process's wait, then 5 s per shard before it in the process).
    fn schedule(total: u32, per_process: u32, c: u32) -> Vec<u64> {
        (0..total)
            .map(|s| {
                let first = s - s % per_process;
                let last = (first + per_process - 1).min(total - 1);
                let wait = identify_stagger(first, last, c);
                wait.as_secs() + 5 * u64::from(s - first)
            })
            .collect()
    }

    /// No two shards of one bucket identify within 5 s of each other, and
    /// two of one bucket in processes of different waves are at least 6 s
    /// apart (5 s and the margin for processes that start a little apart).
    fn no_bucket_twice_in_one_step(total: u32, per_process: u32, c: u32) {
        let at = schedule(total, per_process, c);
        let wave = |s: u32| {
            let first = s - s % per_process;
            identify_stagger(first, first + per_process - 1, c)
        };
        for a in 0..total {
            for b in a + 1..total {
                if a % c != b % c {
                    continue;
                }
                let apart = at[a as usize].abs_diff(at[b as usize]);
                let needed = if wave(a) == wave(b) { 5 } else { 6 };
                assert!(
                    apart >= needed,
                    "{total} shards, {per_process} a process, max_concurrency {c}: shards {a} and {b} (bucket {}) {apart} s apart",
                    a % c,
                );
            }
        }
    }

    #[test]
    fn a_range_holds_its_buckets_while_its_shards_log_in() {
        assert_eq!(buckets(0, 0, 1), [0]);
        assert_eq!(buckets(4, 7, 1), [0]);
        assert_eq!(buckets(14, 17, 16), [0, 1, 14, 15]);
        assert_eq!(buckets(3, 3, 0), [0]);
        assert_eq!(hold(0, 0), Duration::from_secs(6));
        assert_eq!(hold(4, 7), Duration::from_secs(21));
    }

    #[test]
    fn the_wait_follows_the_first_shard_and_max_concurrency() {
        let secs = Duration::from_secs;
        // One shard a process: 5 s (and 1 s of margin) per max_concurrency
        // shards before it.
        assert_eq!(identify_stagger(0, 0, 1), Duration::ZERO);
        assert_eq!(identify_stagger(1, 1, 1), secs(6));
        assert_eq!(identify_stagger(2, 2, 1), secs(12));
        assert_eq!(identify_stagger(7, 7, 1), secs(42));
        assert_eq!(identify_stagger(15, 15, 16), Duration::ZERO);
        assert_eq!(identify_stagger(16, 16, 16), secs(6));
        assert_eq!(identify_stagger(40, 40, 16), secs(12));
        // Several shards a process, max_concurrency 1: after every shard
        // of the processes before.
        assert_eq!(identify_stagger(4, 7, 1), secs(21));
        // Two shards a process, 16 buckets: eight processes together.
        assert_eq!(identify_stagger(14, 15, 16), Duration::ZERO);
        assert_eq!(identify_stagger(16, 17, 16), secs(11));
        // max_concurrency 0 (never sent) is read as 1.
        assert_eq!(identify_stagger(3, 3, 0), secs(18));
        // Not aligned: 6 s per shard before it.
        assert_eq!(identify_stagger(3, 6, 16), secs(18));
    }

    #[test]
    fn no_two_shards_of_a_bucket_identify_together() {
        for c in [1, 2, 3, 4, 16, 32] {
            for per_process in [1, 2, 3, 4, 5, 8, 16, 24] {
                for total in [1, 2, 7, 16, 48, 64] {
                    // Equal ranges (see `identify_stagger`).
                    if per_process <= total && total % per_process == 0 {
                        no_bucket_twice_in_one_step(total, per_process, c);
                    }
                }
            }
        }
    }

    #[test]
    fn processes_start_together_where_buckets_allow() {
        // 16 buckets, one shard a process: the first 16 at once.
        assert_eq!(schedule(32, 1, 16)[..16], [0; 16]);
        assert_eq!(schedule(32, 1, 16)[16..], [6; 16]);
        // One bucket: one shard every 5 s within a process, 6 s between
        // processes.
        assert_eq!(schedule(6, 2, 1), [0, 5, 11, 16, 22, 27]);
    }

    #[test]
    fn the_login_plan_reads_the_gateway_and_the_settings() {
        let gateway = |shards: u32, c: u32| -> serenity::BotGateway {
            serde_json::from_value(serde_json::json!({
                "url": "wss://gateway.discord.gg",
                "shards": shards,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": c},
            }))
            .unwrap()
        };
        let mut config = Config::default();
        // Automatic: Discord's count, every shard here, no wait.
        let plan = login_plan(&config, Some(&gateway(3, 1))).unwrap();
        assert_eq!((plan.first, plan.last, plan.total), (0, 2, 3));
        assert_eq!(plan.stagger, Duration::ZERO);
        assert!(login_plan(&config, None).is_err());
        // A range: its place among the processes.
        config.discord.shard_total = 4;
        config.discord.shard_first = Some(2);
        config.discord.shard_last = Some(3);
        let plan = login_plan(&config, Some(&gateway(3, 1))).unwrap();
        assert_eq!((plan.first, plan.last, plan.total), (2, 3, 4));
        // 10 s, and the margin for processes that start a little apart.
        assert_eq!(plan.stagger, Duration::from_secs(11));
        // Two buckets: the shards 0-1 and 2-3 share them, so still 10 s;
        // four: both processes at once (no wait, no margin).
        assert_eq!(
            login_plan(&config, Some(&gateway(3, 2))).unwrap().stagger,
            Duration::from_secs(11)
        );
        assert_eq!(
            login_plan(&config, Some(&gateway(3, 4))).unwrap().stagger,
            Duration::ZERO
        );
        // Without GET /gateway/bot a range assumes max_concurrency 1.
        assert_eq!(login_plan(&config, None).unwrap().max_concurrency, 1);
        // The setting wins.
        config.discord.identify_stagger_secs = Some(7);
        assert_eq!(
            login_plan(&config, None).unwrap().stagger,
            Duration::from_secs(7)
        );
    }
}
