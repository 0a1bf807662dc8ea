//! The ids the service is keyed by, as their own types so that a channel
//! key, a user and a plain number cannot be mixed up.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A channel's key in the service: the text a front end names its channel
/// by. Discord's channels are their snowflake in decimal
/// ([`ChannelId::discord`]); the terminal has its own ("terminal"), tests
/// and tools any text. The store keeps the same text.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ChannelId(Box<str>);

impl ChannelId {
    pub fn new(key: &str) -> ChannelId {
        ChannelId(key.into())
    }

    /// A Discord channel.
    pub fn discord(id: u64) -> ChannelId {
        ChannelId(id.to_string().into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The Discord channel this key names; None for a channel of another
    /// front end (a table opened from the terminal in the same file).
    pub fn discord_id(&self) -> Option<u64> {
        let id: u64 = self.0.parse().ok()?;
        // Only the canonical spelling: "007" is not Discord's channel 7.
        (id.to_string() == *self.0).then_some(id)
    }
}

impl From<&str> for ChannelId {
    fn from(key: &str) -> ChannelId {
        ChannelId::new(key)
    }
}

impl PartialEq<str> for ChannelId {
    fn eq(&self, key: &str) -> bool {
        &*self.0 == key
    }
}

impl PartialEq<&str> for ChannelId {
    fn eq(&self, key: &&str) -> bool {
        &*self.0 == *key
    }
}

impl std::borrow::Borrow<str> for ChannelId {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ChannelId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A user of the front end (a Discord user id; the terminal's player is 1).
/// Written as the bare number wherever it is serialised.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
#[serde(transparent)]
pub struct UserId(pub u64);

impl UserId {
    pub fn get(self) -> u64 {
        self.0
    }
}

impl From<u64> for UserId {
    fn from(id: u64) -> UserId {
        UserId(id)
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_discord_channel_reads_back_and_other_keys_are_not_discords() {
        assert_eq!(ChannelId::discord(42).discord_id(), Some(42));
        assert_eq!(ChannelId::discord(42).as_str(), "42");
        assert_eq!(ChannelId::new("terminal").discord_id(), None);
        assert_eq!(ChannelId::new("042").discord_id(), None);
        assert_eq!(ChannelId::new("").discord_id(), None);
    }

    #[test]
    fn a_user_id_serialises_as_its_number() {
        assert_eq!(serde_json::to_string(&UserId(7)).unwrap(), "7");
        assert_eq!(serde_json::from_str::<UserId>("7").unwrap(), UserId(7));
    }
}
