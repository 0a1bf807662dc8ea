//! The Discord front end (poise + serenity): the only module that knows
//! Discord. [`run`] is what `jersey-gin run` calls.
//!
//! - `commands/`: the `/gin` slash commands, one file per group.
//! - `components`: the global handler for button and select clicks, routed by
//!   the typed ids of `custom_id` (never by collectors, so old buttons keep
//!   working after a restart).
//! - `custom_id`: the versioned id format.
//! - `respond`: answers clicks in time, deferring them when a handler is slow.
//! - `render`: views and events into message content and components (pure).
//! - `board`: the channel side: event posts, the table message (coalesced
//!   edits), turn mentions and hand-view refreshes.
//! - `pictures`: cards as pictures (the hand view's and a hand end's PNG),
//!   drawn off the executor and cached by content.

pub mod board;
pub mod commands;
pub mod components;
pub mod custom_id;
pub mod gin_view;
pub mod login;
pub mod pictures;
pub mod posted;
pub mod render;
pub mod respond;

use crate::config::{Config, Sharding};
use crate::table::clock::SystemClock;
use crate::table::service::Service;
use anyhow::{anyhow, bail, Context as _};
use poise::serenity_prelude as serenity;
use std::future::Future;
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

/// Retry delays: 1 s, 2 s, 4 s ... capped at 30 s.
fn backoff(attempt: u32) -> Duration {
    Duration::from_secs(1u64 << attempt.min(5)).min(Duration::from_secs(30))
}

/// Whether a failed REST call is worth trying again (network trouble, rate
/// limits, server errors) rather than a definite refusal.
pub(crate) fn is_transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.as_u16() == 429 || r.status_code.is_server_error()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

fn http_status(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(h) => h.status_code().map(|s| s.as_u16()),
        _ => None,
    }
}

/// Builds the REST client: Discord itself, or `api_base` (all REST routes
/// and, through `GET /gateway`, the gateway too). The proxy is honoured
/// only with serenity's ratelimiter off, so it is off there.
fn build_http(config: &Config, token: &str) -> serenity::Http {
    let mut b = serenity::HttpBuilder::new(token);
    if let Some(base) = &config.discord.api_base {
        b = b.proxy(base.clone()).ratelimiter_disabled(true);
    }
    b.build()
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
    // Opening blocks for as long as a big file's check takes (seconds):
    // not on the executor's threads.
    let (opened_tx, opened) = tokio::sync::oneshot::channel();
    let store_config = config.clone();
    std::thread::spawn(move || {
        let _ = opened_tx.send(open_service(&store_config));
    });
    let svc = opened
        .await
        .map_err(|_| anyhow!("opening the database stopped without an answer"))??;
    run_with_service(config, svc, shutdown).await
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
/// tables. `jersey-gin run` calls it before the async runtime starts:
/// checking a file forks a child process, best done while the process has
/// one thread.
pub fn open_service(config: &Config) -> anyhow::Result<Service> {
    let shown = config.store.shown_location();
    Service::open_configured(&config.store, Arc::new(SystemClock))
        .map(|s| s.with_ai(config.ai))
        .map_err(|e| anyhow!("{e}").context(format!("cannot open the database {shown}")))
}

/// [`run`] with the table service already open.
pub async fn run_with_service(
    config: Config,
    svc: Service,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let token = checked_token(&config)?;
    let http = build_http(&config, &token);
    let shards = config.discord.shards();
    let svc = Arc::new(svc.with_shards(shards));
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
    if let Some(base) = &config.discord.api_base {
        tracing::warn!(api_base = %base, "talking to another Discord API base URL, not Discord");
    }

    // Who are we? This also checks the token before the gateway is tried.
    let mut attempt = 0;
    let app = loop {
        match http.get_current_application_info().await {
            Ok(app) => break app,
            Err(e) if http_status(&e) == Some(401) => {
                bail!("Discord refused the token (401 Unauthorized): check DISCORD_TOKEN or the secrets file; reset the token on the Bot page if it leaked")
            }
            Err(e) if is_transient(&e) && attempt < config.discord.connect_retries => {
                let wait = backoff(attempt);
                attempt += 1;
                tracing::warn!(
                    "cannot reach Discord ({e}); trying again in {}s ({attempt}/{})",
                    wait.as_secs(),
                    config.discord.connect_retries
                );
                tokio::time::sleep(wait).await;
            }
            Err(e) => {
                return Err(anyhow!("{e}")).context("cannot reach Discord to look up the application (is the network or api_base right?)");
            }
        }
    };
    http.set_application_id(app.id);
    let invite = invite_url(app.id.get());
    println!("Invite Jersey Gin to a server: {invite}");
    tracing::info!(application = %app.id, name = %app.name, "logged in");
    tracing::info!(store = %config.store.shown_location(), "database");

    // The login limits and, for automatic sharding, the shard count.
    let gateway = bot_gateway(&http, config.discord.connect_retries).await;
    let plan = login_plan(&config, gateway.as_ref())?;
    tracing::info!(
        first = plan.first,
        last = plan.last,
        total = plan.total,
        max_concurrency = plan.max_concurrency,
        "pacing gateway logins: this process's turn first, then 5s between its shards"
    );

    let in_flight = InFlight::default();
    let data_in_flight = in_flight.clone();
    let (board, board_rx) = board::channel();
    let pics = Arc::new(pictures::Pictures::new(config.discord.pictures));
    pics.restore(&svc.table_settings());
    let data_pics = pics.clone();
    let data_board = board.clone();
    // Taken by the setup (once, at the first READY). serenity's shard
    // queuer keeps the framework, and so this, until it is told to stop,
    // which never happens when no shard started: the slot is emptied at
    // shutdown so that the service and its store close.
    let svc_slot = Arc::new(std::sync::Mutex::new(Some(svc.clone())));
    let data_svc = svc_slot.clone();
    let dev_guild = config.discord.dev_guild.map(serenity::GuildId::new);
    let register = config.discord.registers_commands();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| Box::pin(components::on_event(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
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
                    let Some(text) = components::other_shard(ctx.data(), guild) else {
                        return Ok(true);
                    };
                    tracing::warn!(?guild, "a command for a guild of another shard");
                    answer_privately(ctx, text).await;
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
                    tokio::spawn(register_commands(http, commands, dev_guild));
                } else {
                    tracing::info!("not registering the commands: the process running shard 0 does (discord.register_commands)");
                }
                Ok(Data {
                    in_flight: data_in_flight,
                    svc: data_svc
                        .lock()
                        .map_err(|_| "the service slot is poisoned")?
                        .take()
                        .ok_or("the framework's setup ran twice")?,
                    board: data_board,
                    undelivered: Default::default(),
                    pictures: data_pics,
                })
            })
        })
        .build();

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
    let driver_stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let driver = {
        let board = board.clone();
        svc.spawn_driver(driver_stop.clone(), move |r| board.reply(r))
    };

    let pruning = config
        .store
        .command_retention()
        .map(|keep| tokio::spawn(prune_command_log(svc.clone(), keep)));

    let shard_manager = client.shard_manager.clone();
    let stopping = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stopping2 = stopping.clone();
    let (stopped_tx, mut stopped) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        shutdown.await;
        tracing::info!("shutting down: closing the gateway connections");
        stopping2.store(true, std::sync::atomic::Ordering::SeqCst);
        let _ = stopped_tx.send(true);
        shard_manager.shutdown_all().await;
    });

    // Processes started together log in one after another (see `login`).
    wait_login_turn(
        &svc,
        &plan,
        config.discord.identify_stagger_secs,
        &mut stopped,
    )
    .await;
    let result = if stopping.load(std::sync::atomic::Ordering::SeqCst) {
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
    let drained = in_flight.drain(Duration::from_secs(10)).await;
    if !drained {
        tracing::warn!("stopped with handlers still running after 10s");
    }
    if let Some(p) = pruning {
        p.abort();
        let _ = p.await;
    }
    driver_stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = tokio::task::spawn_blocking(move || driver.join()).await;
    board.stop().await;
    let _ = tokio::time::timeout(Duration::from_secs(5), board_task).await;
    drop(client);
    drop(svc_slot.lock().map(|mut s| s.take()));
    // The shard queuer lets go of the framework (and the Data holding the
    // service) when it reads the shutdown: give it a moment, so that the
    // store closes here.
    for _ in 0..200 {
        if Arc::strong_count(&svc) == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    log_writer_stats(&svc);
    let (drawn, reused) = pics.drawn_and_reused();
    tracing::info!(drawn, reused, "pictures");
    if Arc::strong_count(&svc) > 1 {
        tracing::warn!("the table service is still referenced at shutdown");
    }
    drop(svc);
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
        Err(e) if stopping.load(std::sync::atomic::Ordering::SeqCst) => {
            tracing::info!("stopped ({e})");
            Ok(())
        }
        Err(e) => Err(anyhow!("{e}")).context("the Discord connection failed"),
    }
}

/// `GET /gateway/bot` (retried like the start-up lookup): the recommended
/// shard count and the login limits. None (logged) when Discord does not
/// answer it.
async fn bot_gateway(http: &serenity::Http, retries: u32) -> Option<serenity::BotGateway> {
    let mut attempt = 0;
    loop {
        match http.get_bot_gateway().await {
            Ok(g) => {
                let l = &g.session_start_limit;
                tracing::info!(
                    recommended_shards = g.shards,
                    max_concurrency = l.max_concurrency,
                    session_starts_left = l.remaining,
                    of = l.total,
                    reset_after_ms = l.reset_after,
                    "gateway login limits"
                );
                if l.remaining == 0 {
                    tracing::warn!(
                        "Discord allows no more logins for {}s (session_start_limit): the shards will be refused until then",
                        l.reset_after / 1000
                    );
                }
                return Some(g);
            }
            Err(e) if is_transient(&e) && attempt < retries => {
                let wait = backoff(attempt);
                attempt += 1;
                tracing::warn!(
                    "cannot read GET /gateway/bot ({e}); trying again in {}s",
                    wait.as_secs()
                );
                tokio::time::sleep(wait).await;
            }
            Err(e) => {
                tracing::warn!("cannot read GET /gateway/bot: {e}");
                return None;
            }
        }
    }
}

/// Which shards this process starts and how long it waits first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoginPlan {
    pub first: u32,
    pub last: u32,
    pub total: u32,
    pub max_concurrency: u32,
    pub stagger: Duration,
}

/// The shards to start (automatic sharding: Discord's recommended count,
/// all here) and the wait before the first IDENTIFY: the setting, or
/// [`login::identify_stagger`] for a range (none when one process runs
/// every shard). Without `GET /gateway/bot`, a range assumes
/// `max_concurrency` 1 (the slowest, always allowed); automatic sharding
/// cannot start.
pub fn login_plan(
    config: &Config,
    gateway: Option<&serenity::BotGateway>,
) -> anyhow::Result<LoginPlan> {
    let max_concurrency = gateway
        .map(|g| u32::try_from(g.session_start_limit.max_concurrency).unwrap_or(u32::MAX))
        .unwrap_or(1)
        .max(1);
    let (first, last, total) = match config.discord.sharding() {
        Sharding::Automatic => {
            let Some(g) = gateway else {
                bail!("cannot ask Discord for the recommended number of shards (GET /gateway/bot): set discord.shard_total, or check the network or api_base");
            };
            let total = g.shards.max(1);
            (0, total - 1, total)
        }
        Sharding::Range { first, last, total } => (first, last, total),
    };
    let stagger = match config.discord.identify_stagger_secs {
        Some(s) => Duration::from_secs(s),
        None if first == 0 && last + 1 >= total => Duration::ZERO,
        None => login::identify_stagger(first, last, max_concurrency),
    };
    Ok(LoginPlan {
        first,
        last,
        total,
        max_concurrency,
        stagger,
    })
}

/// Waits for this process's turn to log in: through the store the
/// processes share, when they share one and no stagger is set, else the
/// plan's stagger. A stop while waiting ends the wait.
async fn wait_login_turn(
    svc: &Arc<Service>,
    plan: &LoginPlan,
    stagger_setting: Option<u64>,
    stopped: &mut tokio::sync::watch::Receiver<bool>,
) {
    if stagger_setting.is_none() {
        let buckets = login::buckets(plan.first, plan.last, plan.max_concurrency);
        let hold = login::hold(plan.first, plan.last);
        loop {
            let asked = buckets.clone();
            match svc.call(move |s| s.reserve_logins(&asked, hold)).await {
                Ok(Some(left)) if left.is_zero() => {
                    tracing::info!(?buckets, "took the login turn from the shared database");
                    return;
                }
                Ok(Some(left)) => {
                    tracing::info!(
                        "another process of the bot is logging in: asking again in {}s",
                        left.as_secs_f64()
                    );
                    tokio::select! {
                        () = tokio::time::sleep(left) => continue,
                        _ = stopped.wait_for(|s| *s) => return,
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    tracing::warn!(
                        "cannot take a login turn from the database ({e}): waiting {}s as computed instead",
                        plan.stagger.as_secs_f64()
                    );
                    break;
                }
            }
        }
    }
    tracing::info!(
        "waiting {}s before the first IDENTIFY (computed from the range, or discord.identify_stagger_secs)",
        plan.stagger.as_secs_f64()
    );
    if !plan.stagger.is_zero() {
        tokio::select! {
            () = tokio::time::sleep(plan.stagger) => {}
            _ = stopped.wait_for(|s| *s) => {}
        }
    }
}

/// How often `run` prunes the command log, and the first time.
const PRUNE_EVERY: Duration = Duration::from_secs(600);
const PRUNE_FIRST_AFTER: Duration = Duration::from_secs(90);

/// Prunes the command log every [`PRUNE_EVERY`], off the executor, keeping
/// commands `keep` long for their request ids (see `store::prune`).
async fn prune_command_log(svc: Arc<Service>, keep: Duration) {
    let keep_ms = u64::try_from(keep.as_millis()).unwrap_or(u64::MAX);
    tokio::time::sleep(PRUNE_FIRST_AFTER).await;
    loop {
        let done = svc
            .call(move |s| {
                s.prune_command_log(keep_ms, crate::table::queries::PRUNE_ROWS_PER_TRANSACTION)
            })
            .await;
        match done {
            Ok(r) => tracing::info!(
                commands = r.commands,
                requests = r.requests,
                channels = r.channels,
                transactions = r.transactions,
                ms = r.elapsed.as_millis() as u64,
                longest_transaction_ms = r.longest_transaction.as_millis() as u64,
                "pruned the command log"
            ),
            Err(e) => tracing::warn!("pruning the command log failed: {e}"),
        }
        tokio::time::sleep(PRUNE_EVERY).await;
    }
}

/// What the store's writer did in this run (durable transactions and
/// their commit times).
fn log_writer_stats(svc: &Service) {
    use std::sync::atomic::Ordering::Relaxed;
    let w = svc.writer_stats();
    let transactions = w.transactions.load(Relaxed);
    let ms = |ns: u64| ns as f64 / 1e6;
    tracing::info!(
        transactions,
        writes = w.commits.load(Relaxed),
        mean_commit_ms = ms(w.commit_ns.load(Relaxed) / transactions.max(1)),
        max_commit_ms = ms(w.max_commit_ns.load(Relaxed)),
        slow_commits = w.slow_commits.load(Relaxed),
        "store writer"
    );
}

/// Registers the commands in the dev guild (instant) or globally, trying
/// again with backoff on errors.
async fn register_commands(
    http: Arc<serenity::Http>,
    commands: Vec<serenity::CreateCommand>,
    dev_guild: Option<serenity::GuildId>,
) {
    let n = commands.len();
    for attempt in 0.. {
        let res = match dev_guild {
            Some(g) => g.set_commands(&http, commands.clone()).await.map(|_| ()),
            None => serenity::Command::set_global_commands(&http, commands.clone())
                .await
                .map(|_| ()),
        };
        match res {
            Ok(()) => {
                match dev_guild {
                    Some(g) => tracing::info!("registered {n} commands in guild {g}"),
                    None => tracing::info!(
                        "registered {n} commands globally (they may take up to an hour to appear)"
                    ),
                }
                return;
            }
            Err(e) if is_transient(&e) => {
                let wait = backoff(attempt);
                tracing::warn!(
                    "registering commands failed ({e}); trying again in {}s",
                    wait.as_secs()
                );
                tokio::time::sleep(wait).await;
            }
            Err(e) => {
                tracing::error!("registering commands failed: {e}");
                return;
            }
        }
    }
}

/// The answer to options Discord's client should not have let through
/// (forged, or from an outdated command list).
pub const BAD_OPTIONS: &str = "Those options are not ones this command takes";

/// What is wrong with a command's options, from poise's description.
fn option_problem(description: &str) -> &'static str {
    match description {
        "out of bounds choice key" => "one of the choices is not in its list",
        "received out of bounds integer" => "a number is out of its range",
        d if d.starts_with("expected") => "an option has the wrong type",
        _ => "they do not match the command",
    }
}

/// Answers privately, logging a failure.
async fn answer_privately(ctx: Context<'_>, text: String) {
    let reply = poise::CreateReply::default()
        .content(text)
        .ephemeral(true)
        .allowed_mentions(serenity::CreateAllowedMentions::new());
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!("answering a bad command failed: {e}");
    }
}

/// Logs errors and, where the user is waiting, tells them what went wrong
/// (ephemeral). Bad options (out of range, unknown choice, wrong type)
/// get a clear answer and change nothing.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "an option could not be read: {error}");
            let input = input.map(|i| format!(" (`{i}`)")).unwrap_or_default();
            let text = format!(
                "{BAD_OPTIONS}: an option could not be read{input}: {error}. Nothing was changed."
            );
            answer_privately(ctx, render::clip(text)).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "options that do not fit the command: {description}");
            let text = format!(
                "{BAD_OPTIONS}: {}. Pick the values Discord offers (if the list looks outdated, reload Discord). Nothing was changed.",
                option_problem(description)
            );
            answer_privately(poise::Context::Application(ctx), text).await;
        }
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => {
            tracing::info!(command = %interaction.data.name, "a command we do not know");
            let msg = serenity::CreateInteractionResponseMessage::new()
                .content("I do not know that command (your Discord may show an outdated list: reload it). Try `/gin rules`.")
                .ephemeral(true);
            if let Err(e) = interaction
                .create_response(
                    framework.serenity_context,
                    serenity::CreateInteractionResponse::Message(msg),
                )
                .await
            {
                tracing::warn!("answering an unknown command failed: {e}");
            }
        }
        // Answered by the check (a guild of another shard), or left to
        // the process that runs the channel's table.
        poise::FrameworkError::CommandCheckFailed {
            error: None, ctx, ..
        } => {
            tracing::info!(command = %ctx.command().qualified_name, "refused by the shard check");
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content("Sorry, something went wrong on my side. Please try again.")
                        .ephemeral(true),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
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

    #[test]
    fn the_login_plan_reads_the_gateway_and_the_settings() {
        let gateway = |shards: u32, c: u32| -> serenity::BotGateway {
            serde_json::from_value(serde_json::json!({
                "url": "wss://gateway.discord.gg",
                "shards": shards,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": c},
            }))
            .unwrap()
        };
        let mut config = Config::default();
        // Automatic: Discord's count, every shard here, no wait.
        let plan = login_plan(&config, Some(&gateway(3, 1))).unwrap();
        assert_eq!((plan.first, plan.last, plan.total), (0, 2, 3));
        assert_eq!(plan.stagger, Duration::ZERO);
        assert!(login_plan(&config, None).is_err());
        // A range: its place among the processes.
        config.discord.shard_total = 4;
        config.discord.shard_first = Some(2);
        config.discord.shard_last = Some(3);
        let plan = login_plan(&config, Some(&gateway(3, 1))).unwrap();
        assert_eq!((plan.first, plan.last, plan.total), (2, 3, 4));
        // 10 s, and the margin for processes that start a little apart.
        assert_eq!(plan.stagger, Duration::from_secs(11));
        // Two buckets: the shards 0-1 and 2-3 share them, so still 10 s;
        // four: both processes at once (no wait, no margin).
        assert_eq!(
            login_plan(&config, Some(&gateway(3, 2))).unwrap().stagger,
            Duration::from_secs(11)
        );
        assert_eq!(
            login_plan(&config, Some(&gateway(3, 4))).unwrap().stagger,
            Duration::ZERO
        );
        // Without GET /gateway/bot a range assumes max_concurrency 1.
        assert_eq!(login_plan(&config, None).unwrap().max_concurrency, 1);
        // The setting wins.
        config.discord.identify_stagger_secs = Some(7);
        assert_eq!(
            login_plan(&config, None).unwrap().stagger,
            Duration::from_secs(7)
        );
    }

    #[test]
    fn backoff_grows_and_is_capped() {
        assert_eq!(backoff(0), Duration::from_secs(1));
        assert_eq!(backoff(1), Duration::from_secs(2));
        assert_eq!(backoff(10), Duration::from_secs(30));
    }

    #[tokio::test]
    async fn drain_waits_for_work_in_flight() {
        let f = InFlight::default();
        let g = f.enter().await;
        assert!(!f.drain(Duration::from_millis(50)).await);
        drop(g);
        assert!(f.drain(Duration::from_millis(50)).await);
    }
}
