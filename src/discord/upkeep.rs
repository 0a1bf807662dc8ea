//! What runs beside the bot: the command log's prune, and the store
//! writer's figures logged at shutdown.

use crate::table::service::Service;
use std::sync::Arc;
use std::time::Duration;

/// How often `run` prunes the command log, and the first time.
const PRUNE_EVERY: Duration = Duration::from_secs(600);
const PRUNE_FIRST_AFTER: Duration = Duration::from_secs(90);

/// Prunes the command log every [`PRUNE_EVERY`], off the executor, keeping
/// commands `keep` long for their request ids (see `store::prune`).
pub async fn prune_command_log(svc: Arc<Service>, keep: Duration) {
    let keep_ms = u64::try_from(keep.as_millis()).unwrap_or(u64::MAX);
    tokio::time::sleep(PRUNE_FIRST_AFTER).await;
    loop {
        let done = svc
            .call(move |s| {
                s.prune_command_log(keep_ms, crate::table::queries::PRUNE_ROWS_PER_TRANSACTION)
            })
            .await;
        match done {
            Ok(r) => tracing::info!(
                commands = r.commands,
                requests = r.requests,
                channels = r.channels,
                transactions = r.transactions,
                ms = r.elapsed.as_millis() as u64,
                longest_transaction_ms = r.longest_transaction.as_millis() as u64,
                "pruned the command log"
            ),
            Err(e) => tracing::warn!("pruning the command log failed: {e}"),
        }
        tokio::time::sleep(PRUNE_EVERY).await;
    }
}

/// What the store's writer did in this run (durable transactions and
/// their commit times).
pub fn log_writer_stats(svc: &Service) {
    use std::sync::atomic::Ordering::Relaxed;
    let w = svc.writer_stats();
    let transactions = w.transactions.load(Relaxed);
    let ms = |ns: u64| ns as f64 / 1e6;
    tracing::info!(
        transactions,
        writes = w.commits.load(Relaxed),
        mean_commit_ms = ms(w.commit_ns.load(Relaxed) / transactions.max(1)),
        max_commit_ms = ms(w.max_commit_ns.load(Relaxed)),
        slow_commits = w.slow_commits.load(Relaxed),
        "store writer"
    );
}
