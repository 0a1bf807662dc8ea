//! `jersey-gin run`: load the settings and run the Discord bot until Ctrl-C
//! or SIGTERM.

use crate::config::Config;
use anyhow::Context as _;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct RunArgs {
    /// The settings file (default: ./config.toml when it exists).
    #[arg(long, value_name = "PATH")]
    pub config: Option<PathBuf>,
    /// The database file (overrides store.db_path).
    #[arg(long, value_name = "PATH")]
    pub db: Option<PathBuf>,
}

pub fn run(args: RunArgs) -> anyhow::Result<()> {
    let mut config = Config::load(args.config.as_deref())?;
    if let Some(db) = args.db {
        config.store.db_path = db;
    }
    let filter = match std::env::var("RUST_LOG") {
        Ok(f) if !f.is_empty() => f,
        _ => config.log.filter.clone(),
    };
    let filter = tracing_subscriber::EnvFilter::try_new(&filter)
        .with_context(|| format!("invalid log filter {filter:?} (log.filter or RUST_LOG)"))?;
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(super::log_colours())
        .init();
    // Fail on a missing or malformed token before opening anything.
    crate::discord::checked_token(&config)?;
    tracing::debug!(?config, "settings");
    // An existing database is opened (and checked) now; a new file is
    // made only once Discord accepted the token.
    let svc = crate::discord::Opening::before_login(&config)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(crate::discord::run_with_service(
        config,
        svc,
        shutdown_signal(),
    ))
}

/// Completes on Ctrl-C or, on Unix, SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!("cannot listen for Ctrl-C: {e}");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::error!("cannot listen for SIGTERM: {e}");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => tracing::info!("Ctrl-C received"),
        () = term => tracing::info!("SIGTERM received"),
    }
}
