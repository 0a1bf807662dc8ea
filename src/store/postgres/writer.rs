//! The writer thread: batches of commits in one PostgreSQL transaction
//! each, retried as one when the connection drops, and the SQL they run.

use super::*;

pub(super) fn writer_loop(
    first: Conn,
    target: &Target,
    rx: mpsc::Receiver<Job>,
    stats: &WriterStats,
) {
    use std::sync::atomic::Ordering::Relaxed;
    let mut conn = Some(first);
    while let Ok(first) = rx.recv() {
        let mut jobs = vec![first];
        while jobs.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(j) => jobs.push(j),
                Err(_) => break,
            }
        }
        stats.transactions.fetch_add(1, Relaxed);
        stats.commits.fetch_add(jobs.len() as u64, Relaxed);
        let answers = commit_batch(&mut conn, target, &jobs, stats);
        for (job, answer) in jobs.into_iter().zip(answers) {
            let _ = job.reply.send(answer);
        }
    }
}

/// Commits `jobs` together; one answer per job. When the batch fails
/// for one of its writes (a stale command, a constraint), each is tried
/// alone, so that one bad commit fails alone; when the database fails,
/// every job is told.
pub(super) fn commit_batch(
    conn: &mut Option<Conn>,
    target: &Target,
    jobs: &[Job],
    stats: &WriterStats,
) -> Vec<Result<u64, StoreError>> {
    match commit_retrying(conn, target, jobs, stats) {
        Ok(seqs) => seqs.into_iter().map(Ok).collect(),
        Err(TxError::NotCommitted(e)) if jobs.len() > 1 && !e.is_unavailable() => jobs
            .iter()
            .map(|job| {
                commit_retrying(conn, target, std::slice::from_ref(job), stats)
                    .map(|seqs| seqs[0])
                    .map_err(reported)
            })
            .collect(),
        Err(e) => {
            let e = reported(e);
            jobs.iter().map(|_| Err(e.clone())).collect()
        }
    }
}

/// A transaction's failure as its callers see it.
pub(super) fn reported(e: TxError) -> StoreError {
    match e {
        TxError::NotCommitted(e) => e,
        TxError::InDoubt(e) => StoreError::InDoubt {
            error: e.to_string(),
        },
    }
}

/// Commits `jobs` in one transaction, on `conn` or on a new connection.
///
/// Tried once more when that is safe: a connection the server closed
/// before the COMMIT went out (a restart closes idle pooled connections;
/// the first use finds out) stored nothing, since PostgreSQL rolls back
/// a transaction whose connection ends. A commit left in doubt (the
/// connection lost, or the deadline passed, after the COMMIT went out)
/// is looked up on a new connection: found, it is done; not there, it
/// was not stored and is tried once more; unknown (no connection), the
/// callers are told it is in doubt.
pub(super) fn commit_retrying(
    conn: &mut Option<Conn>,
    target: &Target,
    jobs: &[Job],
    stats: &WriterStats,
) -> Result<Vec<u64>, TxError> {
    let mut tried_again = false;
    loop {
        let c = match conn.take() {
            Some(c) if c.usable() => conn.insert(c),
            _ => conn.insert(Conn::connect(target)?),
        };
        match write_batch(c, jobs, stats) {
            Ok(seqs) => return Ok(seqs),
            Err(TxError::NotCommitted(e)) if e.connection_lost() && !tried_again => {
                *conn = None;
                tried_again = true;
            }
            Err(TxError::InDoubt(e)) => {
                *conn = None;
                let Ok(c) = Conn::connect(target) else {
                    return Err(TxError::InDoubt(e));
                };
                let c = conn.insert(c);
                match stored_seqs(c, jobs) {
                    Ok(Some(seqs)) => return Ok(seqs),
                    Ok(None) if !tried_again => tried_again = true,
                    Ok(None) => return Err(TxError::NotCommitted(e)),
                    Err(_) => return Err(TxError::InDoubt(e)),
                }
            }
            Err(e) => return Err(e),
        }
    }
}

/// The command numbers of `jobs` if their transaction was stored (its
/// commands are in their channels' logs with the same bytes), None if it
/// was not. A batch of only outbox and message rows reads as not
/// stored: writing those again is harmless.
pub(super) fn stored_seqs(c: &mut Conn, jobs: &[Job]) -> Result<Option<Vec<u64>>, StoreError> {
    let mut seqs = Vec::with_capacity(jobs.len());
    for job in jobs {
        let Write::Command(cmd) = &job.write else {
            seqs.push(0);
            continue;
        };
        let row = c.query_opt(
            "SELECT c.seq, c.data FROM channel_log_v1 l JOIN commands_v1 c ON c.seq = l.seq \
             WHERE l.channel = $1 AND l.n = $2",
            &[&cmd.channel, &i(cmd.channel_seq)],
        )?;
        match row {
            Some(r) if r.get::<_, &[u8]>(1) == cmd.command.as_slice() => seqs.push(u(r.get(0))),
            // One transaction: one command missing, all are.
            _ => return Ok(None),
        }
    }
    Ok(seqs.iter().any(|&s| s != 0).then_some(seqs))
}

pub(super) const INSERT_COMMAND: &str =
    "INSERT INTO commands_v1 (seq, data) VALUES (nextval('command_seq'), $1) RETURNING seq";
/// The fence: the channel's number is taken only if nothing is at or
/// after it.
pub(super) const INSERT_LOG: &str = "INSERT INTO channel_log_v1 (channel, n, seq) \
     SELECT $1::text, $2::bigint, $3::bigint WHERE NOT EXISTS \
     (SELECT 1 FROM channel_log_v1 WHERE channel = $1::text AND n >= $2::bigint)";
pub(super) const INSERT_REQUEST: &str =
    "INSERT INTO requests_v1 (channel, request_id, seq) VALUES ($1, $2, $3)";
pub(super) const UPSERT_TABLE: &str = "INSERT INTO tables_v2 (channel, data) VALUES ($1, $2) \
     ON CONFLICT (channel) DO UPDATE SET data = EXCLUDED.data";
pub(super) const DELETE_TABLE: &str = "DELETE FROM tables_v2 WHERE channel = $1";
pub(super) const UPSERT_OUTBOX: &str = "INSERT INTO outbox_v1 (channel, data) VALUES ($1, $2) \
     ON CONFLICT (channel) DO UPDATE SET data = EXCLUDED.data";
pub(super) const UPSERT_MESSAGES: &str =
    "INSERT INTO discord_messages_v1 (channel, data) VALUES ($1, $2) \
     ON CONFLICT (channel) DO UPDATE SET data = EXCLUDED.data";
pub(super) const DELETE_MESSAGES: &str = "DELETE FROM discord_messages_v1 WHERE channel = $1";
pub(super) const UPSERT_HAND_VIEW: &str =
    "INSERT INTO hand_views_v1 (channel, user_id, data) VALUES ($1, $2, $3) \
     ON CONFLICT (channel, user_id) DO UPDATE SET data = EXCLUDED.data";
pub(super) const UPSERT_NOTICE_PREF: &str =
    "INSERT INTO notice_prefs_v1 (user_id, data) VALUES ($1, $2) \
     ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data";
pub(super) const DELETE_HAND_VIEW: &str =
    "DELETE FROM hand_views_v1 WHERE channel = $1 AND user_id = $2";
pub(super) const GET_STATS: &str =
    "SELECT data FROM stats_v2 WHERE channel = $1 AND game = $2 AND player = $3";
pub(super) const UPSERT_STATS: &str =
    "INSERT INTO stats_v2 (channel, game, player, data) VALUES ($1, $2, $3, $4) \
     ON CONFLICT (channel, game, player) DO UPDATE SET data = EXCLUDED.data";
pub(super) const GET_SERVER_STATS: &str =
    "SELECT data FROM server_stats_v1 WHERE season = $1 AND game = $2 AND player = $3";
pub(super) const UPSERT_SERVER_STATS: &str =
    "INSERT INTO server_stats_v1 (season, game, player, data) VALUES ($1, $2, $3, $4) \
     ON CONFLICT (season, game, player) DO UPDATE SET data = EXCLUDED.data";
pub(super) const GET_ACHIEVEMENTS: &str = "SELECT data FROM achievements_v1 WHERE player = $1";
pub(super) const UPSERT_ACHIEVEMENTS: &str =
    "INSERT INTO achievements_v1 (player, data) VALUES ($1, $2) \
     ON CONFLICT (player) DO UPDATE SET data = EXCLUDED.data";
pub(super) const INSERT_PLAYER_GAME: &str =
    "INSERT INTO player_games_v1 (player, n, game_id) VALUES ($1, $2, $3)";
pub(super) const UPSERT_GAME: &str =
    "INSERT INTO games_v1 (game_id, channel, data) VALUES ($1, $2, $3) \
     ON CONFLICT (game_id) DO UPDATE SET channel = EXCLUDED.channel, data = EXCLUDED.data";

pub(super) fn write_batch(
    conn: &mut Conn,
    jobs: &[Job],
    stats: &WriterStats,
) -> Result<Vec<u64>, TxError> {
    let t0 = std::time::Instant::now();
    let mut t1 = t0;
    let seqs = conn.transaction(|t| {
        let mut seqs = Vec::with_capacity(jobs.len());
        for job in jobs {
            let c = match &job.write {
                Write::Command(c) => c,
                Write::Outbox { channel, row } => {
                    t.execute(UPSERT_OUTBOX, &[channel, row])?;
                    seqs.push(0);
                    continue;
                }
                Write::DiscordMessages { channel, row } => {
                    match row {
                        Some(row) => t.execute(UPSERT_MESSAGES, &[channel, row])?,
                        None => t.execute(DELETE_MESSAGES, &[channel])?,
                    };
                    seqs.push(0);
                    continue;
                }
                Write::HandView { channel, user, row } => {
                    match row {
                        Some(row) => t.execute(UPSERT_HAND_VIEW, &[channel, &i(*user), row])?,
                        None => t.execute(DELETE_HAND_VIEW, &[channel, &i(*user)])?,
                    };
                    seqs.push(0);
                    continue;
                }
                Write::NoticePref { user, row } => {
                    t.execute(UPSERT_NOTICE_PREF, &[&i(*user), row])?;
                    seqs.push(0);
                    continue;
                }
            };
            let seq: i64 = t.query_one(INSERT_COMMAND, &[&c.command])?.get(0);
            let taken = t.execute(INSERT_LOG, &[&c.channel, &i(c.channel_seq), &seq])?;
            if taken == 0 {
                return Err(StoreError::Stale {
                    channel: c.channel.clone(),
                    seq: c.channel_seq,
                });
            }
            if c.request_id != 0 {
                t.execute(INSERT_REQUEST, &[&c.channel, &i(c.request_id), &seq])?;
            }
            match &c.table {
                Some(bytes) => t.execute(UPSERT_TABLE, &[&c.channel, bytes])?,
                None => t.execute(DELETE_TABLE, &[&c.channel])?,
            };
            if let Some(g) = &c.finished {
                record_game(t, g)?;
            }
            seqs.push(u(seq));
        }
        t1 = std::time::Instant::now();
        Ok(seqs)
    })?;
    stats.record_transaction(t0, t1);
    Ok(seqs)
}

/// Stores a finished game and (a completed one) its seats' stats and
/// ratings, computed as the redb store does ([`stats::rate`]).
pub(super) fn record_game(t: &mut Conn, g: &StoredGameV1) -> Result<(), StoreError> {
    let game = stats::game_key(g.rules().kind());
    let (stored, rows) = stats::rate(g, |key| {
        match t.query_opt(GET_STATS, &[&g.channel, &game, &key])? {
            Some(r) => Ok(Some(decode(r.get(0))?)),
            None => Ok(None),
        }
    })?;
    for (key, row) in rows {
        t.execute(
            UPSERT_STATS,
            &[&g.channel, &game, &key, &serde_json::to_vec(&row)?],
        )?;
    }
    t.execute(
        UPSERT_GAME,
        &[&i(g.game_id), &g.channel, &serde_json::to_vec(&stored)?],
    )?;
    let people = achievements::advance(g, |key| match t.query_opt(GET_ACHIEVEMENTS, &[&key])? {
        Some(r) => Ok(Some(decode(r.get(0))?)),
        None => Ok(None),
    })?;
    for (key, n, row) in people {
        t.execute(INSERT_PLAYER_GAME, &[&key, &i(n), &i(g.game_id)])?;
        t.execute(UPSERT_ACHIEVEMENTS, &[&key, &serde_json::to_vec(&row)?])?;
    }
    if let Some(guild) = g.guild {
        let season = stats::season_key(guild, g.finished_ms);
        let (_, rows) = stats::rate(g, |key| {
            match t.query_opt(GET_SERVER_STATS, &[&season, &game, &key])? {
                Some(r) => Ok(Some(decode(r.get(0))?)),
                None => Ok(None),
            }
        })?;
        for (key, row) in rows {
            t.execute(
                UPSERT_SERVER_STATS,
                &[&season, &game, &key, &serde_json::to_vec(&row)?],
            )?;
        }
    }
    if let Some(d) = &g.daily {
        // The first result of a person, day and game is kept.
        t.execute(
            "INSERT INTO daily_v1 (day, game, user_id, guild, data) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT DO NOTHING",
            &[
                &i64::from(d.day),
                &d.game,
                &i(d.user),
                &d.guild.map(i),
                &serde_json::to_vec(d)?,
            ],
        )?;
    }
    Ok(())
}
