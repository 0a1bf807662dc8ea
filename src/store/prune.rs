//! Pruning the command log (`commands_v1` with `requests_v1` and
//! `channel_log_v1`), which otherwise keeps every accepted command for
//! ever. Rows are only deleted (no schema change). What stays:
//!
//! - a request id's row and its command while the command is younger than
//!   the retention window (a redelivered interaction gets its first
//!   answer); commands without a request id need no window;
//! - every channel-log row after the channel's `outbox_v1.posted` (not yet
//!   posted) and the channel's last row (its number is the channel's
//!   counter, so `channel_seq` never goes back);
//! - from the deal of the hand that holds the first command not yet posted
//!   onward: a post rebuilt from the store draws a hand's picture from its
//!   public events back to its deal (`discord::board`, `hand_end.rs`: `hand_events`).
//!
//! A command goes with its channel-log row and its request row, so that
//! `db check` (every request points to a command) holds on a pruned file.
//! Finished games keep their replay in `games_v1`.
//!
//! The work is cut into write transactions of at most `max_rows` rows
//! each (commands read while looking for a hand's deal, and commands
//! deleted), so the writer thread (which waits for redb's single write
//! transaction) is never held up long.

use super::schema::*;
use super::types::StoredCommandV1;
use super::{Store, StoreError};
use redb::ReadableTable;
use std::ops::Bound;
use std::time::{Duration, Instant};

/// What a command means for the hand in progress, as the table layer
/// reads its events (the store does not interpret events).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogMark {
    /// It dealt a hand.
    HandStart,
    /// It ended a hand, a game or the table (and dealt none).
    HandOver,
    Other,
}

/// What one pass of [`Store::prune_commands`] did.
#[derive(Debug, Default, Clone)]
pub struct PruneReport {
    /// Commands deleted (each with its channel-log row).
    pub commands: u64,
    /// Request rows deleted with them.
    pub requests: u64,
    /// Channels looked at.
    pub channels: u64,
    pub transactions: u64,
    pub elapsed: Duration,
    /// The longest write transaction (from its start to its durable commit).
    pub longest_transaction: Duration,
}

/// How far back a pass looks for the deal of the hand in progress before
/// it gives up and keeps the channel's log as it is.
pub(super) const WALK_LIMIT: usize = 20_000;

/// The pause between two write transactions of a pass.
const BETWEEN_TRANSACTIONS: Duration = Duration::from_millis(2);

/// The fields of a command the prune needs.
#[derive(serde::Deserialize)]
pub(super) struct Head {
    pub(super) request_id: u64,
    pub(super) at_ms: u64,
}

impl Store {
    /// One pass over every channel's log: deletes the commands no longer
    /// needed (see the module's notes), touching about `max_rows` rows at
    /// most per write transaction. `cutoff_ms`: commands with a request id at or after it
    /// are kept. `mark` says which commands deal or end a hand.
    pub fn prune_commands(
        &self,
        cutoff_ms: u64,
        max_rows: usize,
        mark: &dyn Fn(&StoredCommandV1) -> LogMark,
    ) -> Result<PruneReport, StoreError> {
        if self.tx.is_none() {
            return Err(StoreError::OpenedReadOnly);
        }
        let max_rows = max_rows.max(1);
        let start = Instant::now();
        let mut rep = PruneReport::default();
        // The channel to go on with (None: from the first).
        let mut cursor: Option<String> = None;
        let mut first = true;
        loop {
            let t0 = Instant::now();
            let txn = self.db.begin_write()?;
            let done;
            {
                let mut log = txn.open_table(CHANNEL_LOG)?;
                let mut commands = txn.open_table(COMMANDS)?;
                let mut requests = txn.open_table(REQUESTS)?;
                let outbox = txn.open_table(OUTBOX)?;
                let mut budget = max_rows;
                let mut ch = match (&cursor, first) {
                    (Some(c), _) => Some(c.clone()),
                    (None, true) => log.first()?.map(|(k, _)| k.value().0.to_string()),
                    (None, false) => None,
                };
                first = false;
                loop {
                    let Some(channel) = ch.take() else {
                        cursor = None;
                        done = true;
                        break;
                    };
                    let fresh = budget == max_rows;
                    let finished = prune_channel(
                        &channel,
                        cutoff_ms,
                        &mut budget,
                        fresh,
                        mark,
                        &mut log,
                        &mut commands,
                        &mut requests,
                        &outbox,
                        &mut rep,
                    )?;
                    if !finished {
                        cursor = Some(channel);
                        done = false;
                        break;
                    }
                    rep.channels += 1;
                    let after = (
                        Bound::Excluded((channel.as_str(), u64::MAX)),
                        Bound::Unbounded,
                    );
                    ch = log
                        .range::<(&str, u64)>(after)?
                        .next()
                        .transpose()?
                        .map(|(k, _)| k.value().0.to_string());
                    if budget == 0 && ch.is_some() {
                        cursor = ch;
                        done = false;
                        break;
                    }
                }
            }
            txn.commit()?;
            rep.transactions += 1;
            rep.longest_transaction = rep.longest_transaction.max(t0.elapsed());
            if done {
                break;
            }
            // Let the writer's waiting batch in before the next one: taken
            // back at once, redb's write lock could stay with the prune
            // for a whole pass.
            std::thread::sleep(BETWEEN_TRANSACTIONS);
        }
        rep.elapsed = start.elapsed();
        Ok(rep)
    }
}

/// Prunes one channel's log within `budget`; false if the budget ran out
/// before the channel was done.
#[allow(clippy::too_many_arguments)]
fn prune_channel(
    ch: &str,
    cutoff_ms: u64,
    budget: &mut usize,
    fresh: bool,
    mark: &dyn Fn(&StoredCommandV1) -> LogMark,
    log: &mut redb::Table<(&str, u64), u64>,
    commands: &mut redb::Table<u64, &[u8]>,
    requests: &mut redb::Table<(&str, u64), u64>,
    outbox: &redb::Table<&str, &[u8]>,
    rep: &mut PruneReport,
) -> Result<bool, StoreError> {
    let Some(last) = log
        .range((ch, 0)..=(ch, u64::MAX))?
        .next_back()
        .transpose()?
        .map(|(k, _)| k.value().1)
    else {
        return Ok(true);
    };
    let posted = match outbox.get(ch)? {
        Some(v) => serde_json::from_slice::<super::types::StoredOutboxV1>(v.value())?.posted,
        None => 0,
    };
    // The first command not yet posted (it may not exist yet). Walk back
    // from it to the deal of its hand: a post of that hand's end draws
    // the hand from there.
    let due = posted.saturating_add(1);
    let first = log
        .range((ch, 0)..=(ch, u64::MAX))?
        .next()
        .transpose()?
        .map_or(last, |(k, _)| k.value().1);
    if first >= due.min(last) {
        return Ok(true); // nothing before what must stay
    }
    let mut keep_from = due;
    let mut walked = 0;
    for row in log.range((ch, 0)..=(ch, due))?.rev() {
        let (k, seq) = row?;
        let n = k.value().1;
        walked += 1;
        if walked > WALK_LIMIT {
            return Ok(true); // keep the channel as it is
        }
        let m = match commands.get(seq.value())? {
            Some(v) => match serde_json::from_slice::<StoredCommandV1>(v.value()) {
                Ok(c) => mark(&c),
                Err(_) => LogMark::Other,
            },
            None => LogMark::Other,
        };
        match m {
            LogMark::HandStart => {
                keep_from = n;
                break;
            }
            LogMark::HandOver if n < due => {
                keep_from = n + 1;
                break;
            }
            _ => {}
        }
    }
    // The walk counts against the transaction's budget (it reads and
    // decodes), but a channel started in a fresh transaction always
    // deletes something, so every pass ends.
    *budget = budget.saturating_sub(walked);
    let limit = if *budget == 0 && fresh { 1 } else { *budget };
    // The rows before it that may go, oldest first.
    let mut gone: Vec<(u64, u64, u64)> = Vec::new(); // (number, command, request id)
    let mut finished = true;
    for row in log.range((ch, 0)..(ch, keep_from))? {
        let (k, seq) = row?;
        let n = k.value().1;
        if n == last {
            break;
        }
        if gone.len() >= limit {
            finished = false;
            break;
        }
        let seq = seq.value();
        let head = match commands.get(seq)? {
            Some(v) => match serde_json::from_slice::<Head>(v.value()) {
                Ok(h) => Some(h),
                Err(_) => break, // unreadable: kept, and what follows too
            },
            None => None, // already gone: the log row goes
        };
        let request = match head {
            // In the window: kept (and the log has a gap before the rows
            // kept; nothing reads a channel's log before `keep_from`).
            Some(h) if h.request_id != 0 && h.at_ms >= cutoff_ms => continue,
            Some(h) => h.request_id,
            None => 0,
        };
        gone.push((n, seq, request));
    }
    for (n, seq, request) in &gone {
        log.remove((ch, *n))?;
        commands.remove(*seq)?;
        rep.commands += 1;
        if *request != 0 {
            let points_here = requests.get((ch, *request))?.map(|v| v.value()) == Some(*seq);
            if points_here {
                requests.remove((ch, *request))?;
                rep.requests += 1;
            }
        }
    }
    *budget = budget.saturating_sub(gone.len());
    Ok(finished)
}
