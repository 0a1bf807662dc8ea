//! The Discord front end (poise + serenity): the only module that knows
//! Discord. [`run`] is what `jersey-gin run` calls; this file starts the
//! bot and stops it, the rest is in its rooms:
//!
//! - `commands/`: the `/gin` slash commands, one file per group.
//! - `components`: the global handler for button and select clicks, routed by
//!   the typed ids of `custom_id` (never by collectors, so old buttons keep
//!   working after a restart).
//! - `custom_id`: the versioned id format.
//! - `respond`: answers clicks in time, deferring them when a handler is slow.
//! - `screens`: what players read, for every game (pure): the table
//!   message, the hand view, the knock confirmation, the story's lines;
//!   `message`: the message data they are made of (`Msg`, `Control`).
//! - `board`: the channel side: event posts, the table message (coalesced
//!   edits), turn mentions and hand-view refreshes.
//! - `pictures`: cards as pictures (the hand view's and a hand end's PNG),
//!   drawn off the executor and cached by content.
//! - `data`: what every handler reaches (`Data`, `InFlight`); `http`: the
//!   REST client and its retries; `login`: paced logins and the shards to
//!   run; `errors`: answers to bad commands; `upkeep`: the log's prune;
//!   `wire`: the bodies of every send that can carry a picture; `lang`: who
//!   reads which language.

pub mod board;
pub mod commands;
pub mod components;
pub mod custom_id;
pub mod data;
pub mod errors;
pub mod http;
pub mod lang;
pub mod login;
pub mod message;
pub mod pictures;
pub mod posted;
pub mod reach;
pub mod respond;
pub mod review;
pub mod screens;
pub mod upkeep;
pub mod v2;
pub mod watch;
pub mod wire;

pub use data::{Context, Data, Error, InFlight};

use crate::config::Config;
use crate::table::clock::SystemClock;
use crate::table::service::Service;
use anyhow::{anyhow, bail, Context as _};
use http::{backoff, build_http, http_status, is_transient};
use login::LoginPlan;
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Gateway intents: none of the privileged ones. `GUILDS` keeps the cache
/// of guilds and channels.
pub fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

/// The permissions the bot asks for in its invite: see the channel and its
/// history, post (also in threads), embed game boards and attach the table
/// pictures of hand ends. Interaction answers and ephemeral hands (with
/// their pictures) need no permission at all.
pub fn permissions() -> serenity::Permissions {
    serenity::Permissions::VIEW_CHANNEL
        | serenity::Permissions::SEND_MESSAGES
        | serenity::Permissions::ATTACH_FILES
        | serenity::Permissions::SEND_MESSAGES_IN_THREADS
        | serenity::Permissions::EMBED_LINKS
        | serenity::Permissions::READ_MESSAGE_HISTORY
}

/// The OAuth2 URL that adds the bot to a server.
pub fn invite_url(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot%20applications.commands&permissions={}",
        permissions().bits()
    )
}

/// Runs the bot until `shutdown` completes (Ctrl-C or SIGTERM in
/// `jersey-gin run`), then stops the shards, waits for handlers in flight
/// and returns. Start-up problems (no or malformed token, token refused,
/// Discord unreachable after the configured retries) are errors with a
/// clear message.
pub async fn run(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let svc = if Opening::creates_a_file(&config) {
        Opening::AfterLogin
    } else {
        Opening::Open(Box::new(open_off_executor(&config).await?))
    };
    run_with_service(config, svc, shutdown).await
}

/// The table service as [`run_with_service`] gets it.
pub enum Opening {
    /// Opened before the login: an existing file (whose problems are best
    /// told before any network wait) or a PostgreSQL database.
    Open(Box<Service>),
    /// The database file does not exist yet: it is created only once
    /// Discord accepted the token, so that a start that fails (no network,
    /// a refused token) leaves no new empty file behind.
    AfterLogin,
}

impl Opening {
    /// Opens the configured database now, unless that would create its
    /// file. `jersey-gin run` calls it before the async runtime starts:
    /// checking a file forks a child process, best done while the process
    /// has one thread (a new file needs no check).
    pub fn before_login(config: &Config) -> anyhow::Result<Opening> {
        Ok(if Opening::creates_a_file(config) {
            Opening::AfterLogin
        } else {
            Opening::Open(Box::new(open_service(config)?))
        })
    }

    /// Whether opening the configured store creates its file: a redb file
    /// that is not there, in a folder that is (a missing folder is an
    /// error the store gives at once).
    pub fn creates_a_file(config: &Config) -> bool {
        if config.store.postgres_url().is_some() {
            return false;
        }
        let path = &config.store.db_path;
        let folder_there = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.is_dir(),
            _ => true,
        };
        folder_there
            && matches!(std::fs::symlink_metadata(path), Err(e) if e.kind() == std::io::ErrorKind::NotFound)
    }
}

/// [`open_service`] on a thread of its own: opening blocks for as long as
/// a big file's check takes (seconds), not to be done on the executor's
/// threads.
async fn open_off_executor(config: &Config) -> anyhow::Result<Service> {
    let (opened_tx, opened) = tokio::sync::oneshot::channel();
    let store_config = config.clone();
    std::thread::spawn(move || {
        let _ = opened_tx.send(open_service(&store_config));
    });
    opened
        .await
        .map_err(|_| anyhow!("opening the database stopped without an answer"))?
}

/// The configured token, if there is one and it has a bot token's form.
pub fn checked_token(config: &Config) -> anyhow::Result<String> {
    let token = config.discord.require_token()?.expose().to_string();
    if serenity::validate_token(&token).is_err() {
        bail!("the Discord token is malformed: a bot token has three parts separated by dots (copy it again from the Bot page of your application)");
    }
    Ok(token)
}

/// Opens the configured database with its backup schedule and restores its
/// tables.
pub fn open_service(config: &Config) -> anyhow::Result<Service> {
    let shown = config.store.shown_location();
    Service::open_configured(&config.store, Arc::new(SystemClock))
        .map(|s| s.with_ai(config.ai))
        .map_err(|e| anyhow!("{e}").context(format!("cannot open the database {shown}")))
}

/// [`run`] with the table service open, or opened once logged in.
pub async fn run_with_service(
    config: Config,
    svc: Opening,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    // Listened for from the start, so that a stop asked while Discord is
    // tried again (a minute without network) closes the store, and the
    // socket beside its file, as any later stop does.
    let mut stopped = stop_signal(shutdown);
    let Some(started) = unless_stopped(&mut stopped, log_in(&config, svc)).await else {
        tracing::info!("stopped before the bot was up");
        return Ok(());
    };
    let (http, svc, plan) = started?;
    let svc = Arc::new(svc);
    let (board, board_rx) = board::channel();
    let pics = Arc::new(pictures::Pictures::new(config.discord.pictures));
    pics.restore(&svc.table_settings());
    let parts = Parts {
        in_flight: InFlight::default(),
        board: board.clone(),
        pictures: pics.clone(),
        // Taken by the setup (once, at the first READY). serenity's shard
        // queuer keeps the framework, and so this, until it is told to
        // stop, which never happens when no shard started: the slot is
        // emptied at shutdown so that the service and its store close.
        svc: Arc::new(Mutex::new(Some(svc.clone()))),
    };
    let framework = framework(&config, &parts);
    let mut client = serenity::ClientBuilder::new_with_http(http, intents())
        .framework(framework)
        .await
        .context("cannot build the Discord client")?;

    // The channel side, and the deadline driver (computer moves, turn
    // clocks, the next deal) whose replies go to the channel too.
    let board_task = tokio::spawn(board::run(
        client.http.clone(),
        svc.clone(),
        pics.clone(),
        board_rx,
    ));
    let driver_stop = Arc::new(AtomicBool::new(false));
    let driver = {
        let board = board.clone();
        svc.spawn_driver(driver_stop.clone(), move |r| board.reply(r))
    };
    let pruning = config
        .store
        .command_retention()
        .map(|keep| tokio::spawn(upkeep::prune_command_log(svc.clone(), keep)));
    let stopping = stop_on(stopped.clone(), client.shard_manager.clone());

    // Processes started together log in one after another (see `login`).
    let stagger = config.discord.identify_stagger_secs;
    login::wait_login_turn(&svc, &plan, stagger, &mut stopped).await;
    // The watch, not `stopping`: the task behind that flag may not have
    // seen the stop yet.
    let stop_asked = *stopped.borrow();
    let result = if stop_asked {
        Ok(())
    } else {
        let LoginPlan {
            first, last, total, ..
        } = plan;
        tracing::info!("running shards {first}..={last} of {total}");
        // serenity reads the range's end as inclusive (`start_connection`
        // starts end - start + 1 shards): `first..last` runs first..=last.
        client.start_shard_range(first..last, total).await
    };
    if !parts.in_flight.drain(Duration::from_secs(10)).await {
        tracing::warn!("stopped with handlers still running after 10s");
    }
    if let Some(p) = pruning {
        p.abort();
        let _ = p.await;
    }
    driver_stop.store(true, Ordering::SeqCst);
    let _ = tokio::task::spawn_blocking(move || driver.join()).await;
    board.stop().await;
    let _ = tokio::time::timeout(Duration::from_secs(5), board_task).await;
    drop(client);
    drop(parts.svc.lock().map(|mut s| s.take()));
    close_service(svc, &pics).await;
    outcome(result, &stopping)
}

/// Logs in (the token checked by Discord, the application looked up),
/// opens the service if that was left for now, and plans the gateway
/// logins.
async fn log_in(
    config: &Config,
    svc: Opening,
) -> anyhow::Result<(serenity::Http, Service, LoginPlan)> {
    let token = checked_token(config)?;
    let http = build_http(config, &token);
    if let Some(base) = &config.discord.api_base {
        tracing::warn!(api_base = %base, "talking to another Discord API base URL, not Discord");
    }
    // A file or database of other shards is refused before the login.
    let opened = match svc {
        Opening::Open(svc) => Some(keep_own_shards(config, *svc)?),
        Opening::AfterLogin => None,
    };
    // Who are we? This also checks the token before the gateway is tried.
    let app = look_up_application(&http, config.discord.connect_retries).await?;
    let svc = match opened {
        Some(svc) => svc,
        None => keep_own_shards(config, open_off_executor(config).await?)?,
    };
    http.set_application_id(app.id);
    let invite = invite_url(app.id.get());
    println!("Invite Jersey Gin to a server: {invite}");
    tracing::info!(application = %app.id, name = %app.name, "logged in");
    tracing::info!(store = %config.store.shown_location(), "database");

    // The login limits and, for automatic sharding, the shard count.
    let gateway = login::bot_gateway(&http, config.discord.connect_retries).await;
    let plan = login::login_plan(config, gateway.as_ref())?;
    tracing::info!(
        first = plan.first,
        last = plan.last,
        total = plan.total,
        max_concurrency = plan.max_concurrency,
        "pacing gateway logins: this process's turn first, then 5s between its shards"
    );
    Ok((http, svc, plan))
}

/// The service keeps only the tables of the guilds of this process's
/// shards, and claims them.
fn keep_own_shards(config: &Config, svc: Service) -> anyhow::Result<Service> {
    let shards = config.discord.shards();
    let svc = svc.with_shards(shards);
    svc.claim_shards()?;
    if shards.is_all() {
        tracing::info!(tables = svc.open_tables(), "tables restored");
    } else {
        tracing::info!(
            tables = svc.open_tables(),
            first = shards.first,
            last = shards.last,
            total = shards.total,
            "tables of this process's shards restored (others' tables left alone)"
        );
    }
    Ok(svc)
}

/// `GET /oauth2/applications/@me`, tried again with backoff while Discord
/// cannot be reached; a refused token is an error at once.
async fn look_up_application(
    http: &serenity::Http,
    retries: u32,
) -> anyhow::Result<serenity::CurrentApplicationInfo> {
    let mut attempt = 0;
    loop {
        match http.get_current_application_info().await {
            Ok(app) => return Ok(app),
            Err(e) if http_status(&e) == Some(401) => {
                bail!("Discord refused the token (401 Unauthorized): check DISCORD_TOKEN or the secrets file; reset the token on the Bot page if it leaked")
            }
            Err(e) if is_transient(&e) && attempt < retries => {
                let wait = backoff(attempt);
                attempt += 1;
                tracing::warn!(
                    "cannot reach Discord ({}); trying again in {}s ({attempt}/{retries})",
                    http::why(&e),
                    wait.as_secs(),
                );
                tokio::time::sleep(wait).await;
            }
            Err(e) => {
                return Err(anyhow!("{}", http::why(&e))).context("cannot reach Discord to look up the application (is the network or api_base right?)");
            }
        }
    }
}

/// What the framework's setup puts in [`Data`].
struct Parts {
    in_flight: InFlight,
    board: board::Board,
    pictures: Arc<pictures::Pictures>,
    svc: Arc<Mutex<Option<Arc<Service>>>>,
}

/// poise's framework: the commands, the click handler, the checks every
/// command passes, and the setup that registers the commands (shard 0's
/// process) and makes the [`Data`].
fn framework(config: &Config, parts: &Parts) -> poise::Framework<Data, Error> {
    let dev_guild = config.discord.dev_guild.map(serenity::GuildId::new);
    let register = config.discord.registers_commands();
    let in_flight = parts.in_flight.clone();
    let board = parts.board.clone();
    let pics = parts.pictures.clone();
    let svc = parts.svc.clone();
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(components::on_event(framework, event)),
            on_error: |error| Box::pin(errors::on_error(error)),
            // A command from a guild of another process's shards is
            // refused (answered here), changing nothing.
            command_check: Some(|ctx| {
                Box::pin(async move {
                    // A channel whose table another process runs: that
                    // process answers (unanswered here, logged by on_error).
                    let channel = crate::table::ChannelId::discord(ctx.channel_id().get());
                    if ctx.data().svc.let_go_of(&channel) {
                        return Ok(false);
                    }
                    let guild = ctx.guild_id().map(|g| g.get());
                    let Some(text) = components::other_shard(ctx.data(), guild, lang::of_command(&ctx))
                    else {
                        return Ok(true);
                    };
                    tracing::warn!(?guild, "a command for a guild of another shard");
                    errors::answer_privately(ctx, text).await;
                    Ok(false)
                })
            }),
            // A command counts as work in flight until it returns.
            pre_command: |ctx| {
                Box::pin(async move {
                    let guard = ctx.data().in_flight.enter().await;
                    ctx.set_invocation_data(guard).await;
                })
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, shard = ?ready.shard, "gateway ready");
                // Registration runs beside the bot, with retries: the bot must
                // not wait for it (every event waits for this setup).
                // One process registers them for the whole bot (shard 0's).
                if register {
                    let http = ctx.http.clone();
                    let commands =
                        poise::builtins::create_application_commands(&framework.options().commands);
                    tokio::spawn(commands::register(http, commands, dev_guild));
                } else {
                    tracing::info!("not registering the commands: the process running shard 0 does (discord.register_commands)");
                }
                Ok(Data {
                    in_flight,
                    svc: svc
                        .lock()
                        .map_err(|_| "the service slot is poisoned")?
                        .take()
                        .ok_or("the framework's setup ran twice")?,
                    board,
                    undelivered: Default::default(),
                    pictures: pics,
                })
            })
        })
        .build()
}

/// Watches `shutdown` from now on: the watch turns true once it completes.
fn stop_signal(
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> tokio::sync::watch::Receiver<bool> {
    let (stopped_tx, stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        shutdown.await;
        let _ = stopped_tx.send(true);
    });
    stopped
}

/// `step`, unless a stop is asked first (None).
async fn unless_stopped<T>(
    stopped: &mut tokio::sync::watch::Receiver<bool>,
    step: impl Future<Output = T>,
) -> Option<T> {
    let stop = async {
        if stopped.wait_for(|s| *s).await.is_err() {
            // The watch is gone without a stop: none will come.
            std::future::pending::<()>().await;
        }
    };
    tokio::select! {
        done = step => Some(done),
        () = stop => None,
    }
}

/// Stops the shards once a stop is asked: the flag says it was.
fn stop_on(
    mut stopped: tokio::sync::watch::Receiver<bool>,
    shard_manager: Arc<serenity::ShardManager>,
) -> Arc<AtomicBool> {
    let stopping = Arc::new(AtomicBool::new(false));
    let flag = stopping.clone();
    tokio::spawn(async move {
        if stopped.wait_for(|s| *s).await.is_err() {
            return;
        }
        tracing::info!("shutting down: closing the gateway connections");
        flag.store(true, Ordering::SeqCst);
        shard_manager.shutdown_all().await;
    });
    stopping
}

/// Lets go of the table service, so that its store closes here, and logs
/// the run's figures.
async fn close_service(svc: Arc<Service>, pics: &pictures::Pictures) {
    // The shard queuer lets go of the framework (and the Data holding the
    // service) when it reads the shutdown: give it a moment, so that the
    // store closes here.
    for _ in 0..200 {
        if Arc::strong_count(&svc) == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    upkeep::log_writer_stats(&svc);
    let (drawn, reused) = pics.drawn_and_reused();
    tracing::info!(drawn, reused, "pictures");
    if Arc::strong_count(&svc) > 1 {
        tracing::warn!("the table service is still referenced at shutdown");
    }
}

/// How the run ended, in words for the person who started it.
fn outcome(result: Result<(), serenity::Error>, stopping: &AtomicBool) -> anyhow::Result<()> {
    match result {
        Ok(()) => {
            tracing::info!("stopped");
            Ok(())
        }
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            bail!("the gateway refused the token: check DISCORD_TOKEN or the secrets file")
        }
        Err(serenity::Error::Gateway(
            e @ (serenity::GatewayError::DisallowedGatewayIntents
            | serenity::GatewayError::InvalidGatewayIntents),
        )) => bail!("the gateway refused the intents: {e}"),
        Err(e) if stopping.load(Ordering::SeqCst) => {
            tracing::info!("stopped ({e})");
            Ok(())
        }
        Err(e) => Err(anyhow!("{e}")).context("the Discord connection failed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invite_has_scopes_and_minimal_permissions() {
        let url = invite_url(1234);
        assert!(url.contains("client_id=1234"));
        assert!(url.contains("scope=bot%20applications.commands"));
        // View Channel, Send Messages, Send Messages in Threads, Embed Links,
        // Attach Files, Read Message History.
        assert_eq!(
            permissions().bits(),
            1024 + 2048 + 274_877_906_944 + 16384 + 32768 + 65536
        );
        assert!(url.ends_with(&format!("permissions={}", permissions().bits())));
        assert!(!intents().intersects(
            serenity::GatewayIntents::GUILD_MEMBERS
                | serenity::GatewayIntents::GUILD_PRESENCES
                | serenity::GatewayIntents::MESSAGE_CONTENT
        ));
    }
}
