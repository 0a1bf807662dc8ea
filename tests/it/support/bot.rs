//! The real bot (`discord::run`, what `jersey-gin run` calls) as a task the
//! suites can start and stop.

use jersey_gin::config::Config;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

pub struct Bot {
    stop: Option<oneshot::Sender<()>>,
    pub task: JoinHandle<anyhow::Result<()>>,
}

/// Shows the bot's logs when `RUST_LOG` is set (once per test binary).
pub fn init_logs() {
    if std::env::var_os("RUST_LOG").is_some() {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_test_writer()
            .try_init();
    }
}

impl Bot {
    /// Starts the bot with these settings; it runs until `shutdown`.
    pub fn start(config: Config) -> Bot {
        init_logs();
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(jersey_gin::discord::run(config, async move {
            let _ = stopped.await;
        }));
        Bot {
            stop: Some(stop),
            task,
        }
    }

    /// Starts the bot over a service opened here (a fake clock's, say).
    pub fn start_with_service(config: Config, svc: jersey_gin::table::service::Service) -> Bot {
        init_logs();
        let (stop, stopped) = oneshot::channel::<()>();
        let opening = jersey_gin::discord::Opening::Open(Box::new(svc));
        let task = tokio::spawn(jersey_gin::discord::run_with_service(
            config,
            opening,
            async move {
                let _ = stopped.await;
            },
        ));
        Bot {
            stop: Some(stop),
            task,
        }
    }

    /// Sends the shutdown signal; the bot must stop cleanly within 20 s.
    pub async fn shutdown(mut self) {
        let _ = self.stop.take().unwrap().send(());
        tokio::time::timeout(Duration::from_secs(20), self.task)
            .await
            .expect("the bot stops within 20 s of the shutdown signal")
            .expect("the bot task does not panic")
            .expect("the bot stops cleanly");
    }
}

/// The `p` quantile (0..=1) of sorted durations.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}
