//! `db check`: what is stored is checked here as stored (every row
//! decodes, every request id names a stored command); what needs the rules
//! (a stored game replays to what was recorded, an open table's game
//! replays) is checked by the layer that owns them, which hands its checks
//! in as a [`RecordCheck`] (`table::stored::check::Replays`), as the prune
//! is handed what a command means (`LogMark`).

use super::types::{StoredGameV1, StoredTableV2};
use super::{count, StoreBackend};

/// Problems listed by the report's text (all are in `problems`).
const SHOWN_PROBLEMS: usize = 50;

/// What `db check` found.
#[derive(Debug, Default, Clone)]
pub struct CheckReport {
    pub games: usize,
    pub tables: usize,
    pub commands: usize,
    pub requests: usize,
    pub problems: Vec<String>,
}

impl CheckReport {
    pub fn is_ok(&self) -> bool {
        self.problems.is_empty()
    }
}

impl std::fmt::Display for CheckReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "checked {}, {}, {}, {}",
            count(self.games as u64, "game", "games"),
            count(self.tables as u64, "open table", "open tables"),
            count(self.commands as u64, "command", "commands"),
            count(self.requests as u64, "request id", "request ids"),
        )?;
        if self.problems.is_empty() {
            write!(f, "no problems found")
        } else {
            let n = self.problems.len() as u64;
            writeln!(f, "{}:", count(n, "problem", "problems"))?;
            for p in self.problems.iter().take(SHOWN_PROBLEMS) {
                writeln!(f, "  {p}")?;
            }
            if self.problems.len() > SHOWN_PROBLEMS {
                writeln!(f, "  … and {} more", self.problems.len() - SHOWN_PROBLEMS)?;
            }
            Ok(())
        }
    }
}

/// The checks of stored records that need the rules, given by the layer
/// above that owns them (the store does not replay games).
pub trait RecordCheck: Sync {
    /// A finished or abandoned game: Err says what does not hold.
    fn game(&self, game: &StoredGameV1) -> Result<(), String>;
    /// An open table: Err when it cannot be rebuilt at all (the check
    /// stops there, as loading the tables would), Ok(Some) a problem the
    /// rebuilt table shows.
    fn table(&self, table: StoredTableV2) -> Result<Option<String>, String>;
}

/// What the store alone can check: every row decodes and every request id
/// names a stored command (the copies of `db backup` and `db reshard` when
/// no record checks are given, and the store's own tests).
pub struct StorageOnly;

impl RecordCheck for StorageOnly {
    fn game(&self, _: &StoredGameV1) -> Result<(), String> {
        Ok(())
    }
    fn table(&self, _: StoredTableV2) -> Result<Option<String>, String> {
        Ok(None)
    }
}

/// Checks every stored game, open table, command and request id, each
/// game and table also by `records`.
pub fn check(
    store: &dyn StoreBackend,
    records: &dyn RecordCheck,
) -> Result<CheckReport, super::StoreError> {
    let mut rep = CheckReport::default();
    for g in store.all_games()? {
        rep.games += 1;
        if let Err(e) = records.game(&g) {
            rep.problems.push(format!("game {}: {e}", g.game_id));
        }
    }
    for (channel, problem) in store.load_tables(|t| Ok((t.channel.clone(), records.table(t)?)))? {
        rep.tables += 1;
        if let Some(e) = problem {
            rep.problems.push(format!("table {channel}: {e}"));
        }
    }
    let seqs = store.command_numbers()?;
    rep.commands = seqs.len();
    for (ch, id, seq) in store.requests()? {
        rep.requests += 1;
        if !seqs.contains(&seq) {
            rep.problems
                .push(format!("request {id} in {ch}: command {seq} is missing"));
        }
    }
    Ok(rep)
}
