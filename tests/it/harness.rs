use jersey_gin::ai::Level;
use jersey_gin::store::{Store, StoreBackend};
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::service::{ApplyError, Reply, Service};
use jersey_gin::table::{Actor, ChannelId, Command, Refusal, Settings, StageKind, UserId};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

pub const T0: u64 = 1_700_000_000_000;

pub struct Harness {
    pub svc: Service,
    pub clock: FakeClock,
    pub rid: AtomicU64,
}

impl Harness {
    pub fn new() -> Harness {
        Self::with_store(Store::in_memory().unwrap(), FakeClock::new(T0))
    }
    pub fn with_store(store: Store, clock: FakeClock) -> Harness {
        Self::with_backend(Box::new(store), clock)
    }
    /// A harness over any backend (redb or PostgreSQL).
    pub fn with_backend(store: Box<dyn StoreBackend>, clock: FakeClock) -> Harness {
        // Hard computer seats look at a fixed number of worlds: with the
        // bot's time budget a seeded game would depend on the machine's load.
        let ai = jersey_gin::ai::Config {
            budget: jersey_gin::ai::Budget::Worlds(48),
        };
        let svc = Service::with_store(store, Arc::new(clock.clone()))
            .unwrap()
            .with_ai(ai);
        Harness {
            svc,
            clock,
            rid: AtomicU64::new(1_000),
        }
    }
    /// Sends a command; a refusal is the answer, a failure of the store
    /// fails the test.
    pub fn send(
        &self,
        ch: &ChannelId,
        user: impl Into<UserId>,
        cmd: Command,
    ) -> Result<Reply, Refusal> {
        let id = self.rid.fetch_add(1, Ordering::SeqCst);
        self.svc
            .apply(ch, id, Actor::user(user), cmd)
            .map_err(|e| match e {
                ApplyError::Refused(r) => r,
                ApplyError::Failed(e) => panic!("{cmd:?}: the store failed: {e}"),
            })
    }
    pub fn ok(&self, ch: &ChannelId, user: impl Into<UserId>, cmd: Command) -> Reply {
        self.send(ch, user, cmd)
            .unwrap_or_else(|e| panic!("{cmd:?} refused: {e}"))
    }
    /// Opens a table of one person and two computers, and starts it.
    pub fn open_vs_computers(
        &self,
        ch: &ChannelId,
        user: impl Into<UserId>,
        settings: Settings,
    ) -> Reply {
        let user = user.into();
        self.ok(ch, user, Command::Open { settings });
        self.ok(ch, user, Command::AddComputer { level: Level::Easy });
        self.ok(ch, user, Command::AddComputer { level: Level::Hard });
        self.ok(ch, user, Command::Start)
    }
    /// Advances time and runs deadlines until the game in `ch` ends.
    pub fn run_to_end(&self, ch: &ChannelId) {
        for _ in 0..100_000 {
            if self.svc.table(ch).map(|t| t.stage().kind()) != Some(StageKind::Playing) {
                return;
            }
            let next = self
                .svc
                .next_deadline()
                .expect("a playing table has a deadline");
            self.clock.set(next.max(self.clock.now()));
            self.svc.run_due();
        }
        panic!("the game does not end");
    }
}

pub trait Now {
    fn now(&self) -> u64;
}
impl Now for FakeClock {
    fn now(&self) -> u64 {
        use jersey_gin::table::clock::Clock;
        self.now_ms()
    }
}

pub fn fast() -> Settings {
    Settings {
        pace_ms: 10,
        turn_ms: 1_000,
        seed: Some(42),
        ..Settings::default()
    }
}
