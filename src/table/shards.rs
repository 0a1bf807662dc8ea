//! Which tables a process owns when the bot runs as several processes,
//! each with a range of Discord's shards.
//!
//! Discord sends a guild's events to shard `(guild_id >> 22) % total`; a
//! direct message (no guild) goes to shard 0. A process owns the tables of
//! the guilds its shards receive: it loads them, runs their deadlines
//! (computer moves, turn clocks, the next deal) and posts their lines, and
//! no other process does. A table stored before guilds were recorded (its
//! guild unknown) belongs to shard 0, like a direct message, until a
//! command from its guild records the guild (see `Service::apply_in`).

use crate::store::types::ShardRange;

/// The shard of `total` Discord routes a guild's events to; `None` (a
/// direct message, or a table whose guild is not known) is shard 0. The
/// store owns this arithmetic (it places rows by it, `db reshard`).
pub use crate::store::types::shard_of;

/// A range of shards, `first..=last` of `total`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Default for Shards {
    /// Every shard: one process runs everything.
    fn default() -> Self {
        Shards::all()
    }
}

impl Shards {
    /// The whole bot in one process.
    pub fn all() -> Shards {
        Shards {
            first: 0,
            last: 0,
            total: 1,
        }
    }

    /// Whether this range is every shard there is.
    pub fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 >= self.total
    }

    /// The shard Discord routes a guild's events to; `None` (a direct
    /// message, or a table whose guild is not known) is shard 0.
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        shard_of(self.total, guild)
    }

    pub fn owns_shard(&self, shard: u32) -> bool {
        self.first <= shard && shard <= self.last
    }

    /// Whether this process owns a guild's tables (`None`: see
    /// [`Shards::shard_of`]).
    pub fn owns(&self, guild: Option<u64>) -> bool {
        self.is_all() || self.owns_shard(self.shard_of(guild))
    }
}

/// As a redb file records a process's shards (`meta`).
impl From<Shards> for ShardRange {
    fn from(s: Shards) -> ShardRange {
        if s.is_all() {
            ShardRange::ALL
        } else {
            ShardRange {
                first: s.first,
                last: s.last,
                total: s.total,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_guild_belongs_to_the_shard_discord_routes_it_to() {
        let two = |first, last| Shards {
            first,
            last,
            total: 2,
        };
        // Discord's formula: (guild_id >> 22) % num_shards.
        let g0 = 9_959_296_000u64 << 22; // a guild id of 2020, even shifted
        let g1 = g0 + (1 << 22);
        assert_eq!(two(0, 0).shard_of(Some(g0)), 0);
        assert_eq!(two(0, 0).shard_of(Some(g1)), 1);
        assert!(two(0, 0).owns(Some(g0)) && !two(0, 0).owns(Some(g1)));
        assert!(two(1, 1).owns(Some(g1)) && !two(1, 1).owns(Some(g0)));
        // Low bits (the id's worker and increment) do not move a guild.
        assert_eq!(two(0, 0).shard_of(Some(g0 + (1 << 22) - 1)), 0);
        // Direct messages and unknown guilds are shard 0's.
        assert!(two(0, 0).owns(None) && !two(1, 1).owns(None));
        // One process with every shard owns everything.
        assert!(Shards::all().owns(Some(g1)) && Shards::all().owns(None));
        assert!(two(0, 1).is_all() && two(0, 1).owns(Some(g1)));
        let three = Shards {
            first: 1,
            last: 2,
            total: 3,
        };
        assert!(!three.is_all());
        assert_eq!(three.shard_of(Some(5 << 22)), 2);
        assert!(three.owns(Some(5 << 22)) && !three.owns(Some(6 << 22)));
    }
}
