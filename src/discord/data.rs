//! What every command and click handler reaches: the shared [`Data`], the
//! error and context types of poise, and [`InFlight`], the count of work
//! in progress that a shutdown waits for.

use super::{board, pictures, respond};
use crate::table::service::Service;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::RwLock;

/// Errors of commands and handlers.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// The poise context of our commands.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command and handler can reach.
pub struct Data {
    pub in_flight: InFlight,
    /// Every channel's table, backed by the store.
    pub svc: Arc<Service>,
    /// Where accepted replies go to be shown in the channel.
    pub board: board::Board,
    /// Who did not receive the answer to a kept move.
    pub undelivered: respond::Undelivered,
    /// Cards as pictures: the cache, the bot setting and each table's.
    pub pictures: Arc<pictures::Pictures>,
}

/// Counts the work in progress so a shutdown can wait for it: every handler
/// holds an [`InFlight::enter`] guard while it works.
#[derive(Clone, Default)]
pub struct InFlight(Arc<RwLock<()>>);

impl InFlight {
    pub async fn enter(&self) -> tokio::sync::OwnedRwLockReadGuard<()> {
        self.0.clone().read_owned().await
    }

    /// Waits until nothing is in flight (at most `timeout`); from then on
    /// new work waits forever, so call it only when stopping.
    pub async fn drain(&self, timeout: Duration) -> bool {
        match tokio::time::timeout(timeout, self.0.clone().write_owned()).await {
            Ok(guard) => {
                std::mem::forget(guard);
                true
            }
            Err(_) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn drain_waits_for_work_in_flight() {
        let f = InFlight::default();
        let g = f.enter().await;
        assert!(!f.drain(Duration::from_millis(50)).await);
        drop(g);
        assert!(f.drain(Duration::from_millis(50)).await);
    }
}
