//! A fake Discord on 127.0.0.1: the REST API routes the bot uses and the
//! gateway websocket, on one random port. It records every request and can
//! be told to fail requests (before or after doing them, now or at random
//! for a while), to treat a channel as gone, or to drop the websocket. See
//! `../shared/DISCORD-TESTING.md` for the facts this relies on.
//!
//! Discord's semantics it keeps: channel messages are kept by id (an edit
//! of an unknown one is a 404) and listed as Discord lists them
//! (`GET /channels/{id}/messages` with `after`, `before`, `limit`; newest
//! first; without their nonces, which Discord does not give back); a
//! message posted with a `nonce` and `enforce_nonce` that the same author
//! used in the last few minutes is not created again: the existing message
//! is returned, and after those minutes the nonce is forgotten
//! ([`FakeDiscord::set_nonce_life`] shortens them); an interaction takes
//! one response (a second one is a 400 with code 40060).
//!
//! Bodies with files (`multipart/form-data`, see [`super::multipart`]) are
//! read as Discord reads them: the JSON body from `payload_json` (recorded
//! as the request's body, so it is checked against the schema like any
//! other), each `files[n]` a whole PNG announced in `attachments[]`. A
//! malformed upload is answered 400 and kept in
//! [`FakeDiscord::upload_errors`]. The fake keeps which message carries
//! which files: channel messages in [`Posted::files`], interaction
//! responses and their edits by token ([`FakeDiscord::interaction_files`]);
//! an edit's `attachments[]` says which existing files stay, as on Discord.
//!
//! Apps installed to a person (issue 39): every interaction dispatched is
//! remembered by its token, with when it was sent, its channel and whether
//! a server's install authorised it. As on Discord, its token works for
//! [`TOKEN_LIFE`] (edits and follow-ups after that are a 401, code 50027;
//! [`FakeDiscord::set_token_life`] shortens it), and an interaction that
//! only a person's install authorised takes at most five follow-ups (the
//! sixth is a 400, code 40094). A channel where the bot is not a member
//! ([`FakeDiscord::bot_not_member`]) answers its token's posts and edits
//! with 403. Every request made with the bot's token (anything but an
//! interaction's callback and its webhook) is counted
//! ([`FakeDiscord::bot_token_requests`]). Follow-ups are kept as messages
//! of their interaction's channel.

use super::components_v2;
use super::multipart::{self, Upload};
use super::payloads;
use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// One request the bot sent.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: String,
    /// The path, such as `/api/v10/interactions/1/tok/callback`.
    pub path: String,
    /// The JSON body as a client reads its message, or `Null` for none
    /// (or a body that is not JSON): a Components V2 message's text as
    /// `content` and its rows as `components` (`components_v2`).
    pub body: Value,
    /// The JSON body exactly as sent (what the schema check reads).
    pub sent: Value,
    pub content_type: String,
    pub at: Instant,
    /// The status the fake answered.
    pub status: u16,
    /// The files uploaded with it (a multipart body), in part order.
    pub files: Vec<Upload>,
}

struct Fault {
    /// Only requests of this method (any when `None`).
    method: Option<String>,
    path_contains: String,
    status: u16,
    remaining: u32,
    /// Do the request first, then answer `status` (an unclear failure).
    after: bool,
}

/// Failures at random on matching requests until a time.
struct Chaos {
    path_contains: String,
    method: String,
    until: Instant,
    /// Out of 1000 requests.
    per_mille: u64,
    rng: u64,
}

impl Chaos {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        self.rng.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// A message the fake created in a channel.
#[derive(Debug, Clone)]
pub struct Posted {
    pub id: u64,
    pub channel: u64,
    pub content: String,
    pub nonce: Option<String>,
    pub at: Instant,
    /// Whether it came with components (the table message does).
    pub components: bool,
    /// The users it may ping (`allowed_mentions.users`).
    pub pings: Vec<u64>,
    pub edits: u32,
    /// The files it carries now (after its edits).
    pub files: Vec<Upload>,
    /// Its components as posted (the table message's rows; a V2
    /// message's rows, wherever they are nested).
    pub component_rows: Value,
    /// Whether it is a Components V2 message (it can never stop being
    /// one).
    pub v2: bool,
    /// The text it showed as a client reads it, when posted and after
    /// each edit in turn: the live message's states (issue 39).
    pub states: Vec<String>,
}

/// How long a nonce is remembered ("the past few minutes"), unless a test
/// says otherwise.
const NONCE_LIFE: Duration = Duration::from_secs(300);

/// How long an interaction's token works, unless a test says otherwise.
pub const TOKEN_LIFE: Duration = Duration::from_secs(15 * 60);

/// Follow-ups an interaction of a user-installed app takes.
pub const FOLLOWUP_CAP: u32 = 5;

/// An interaction the fake sent, by its token.
#[derive(Debug, Clone)]
struct Dispatched {
    at: Instant,
    channel: u64,
    /// Authorised by a person's install only (no server install): five
    /// follow-ups at most.
    user_install_only: bool,
    followups: u32,
}

#[derive(Default)]
struct Messages {
    by_id: std::collections::HashMap<u64, Posted>,
    /// Ids in the order they were created.
    order: Vec<u64>,
    nonces: std::collections::HashMap<String, (u64, Instant)>,
    /// Channels answering every message request with this status.
    gone: std::collections::HashMap<u64, u16>,
    /// Each person's direct-message channel (`POST /users/@me/channels`).
    dms: std::collections::HashMap<u64, u64>,
}

/// How the fake keeps what it saw.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Keep every request (with its body); off for load tests, which use
    /// [`FakeDiscord::callbacks_of`] and [`FakeDiscord::posted`].
    pub keep_requests: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            keep_requests: true,
        }
    }
}

enum Outgoing {
    Frame(Value),
    Drop,
}

#[derive(Default)]
struct Gateway {
    current: Option<mpsc::UnboundedSender<Outgoing>>,
    /// The identified connections by their `[shard, total]`: a dispatch
    /// for a guild goes to the shard Discord would send it to,
    /// `(guild_id >> 22) % total`, as with a bot split over processes.
    by_shard: std::collections::HashMap<[u32; 2], mpsc::UnboundedSender<Outgoing>>,
    /// Dispatches per `[shard, total]` they were routed to.
    routed: std::collections::HashMap<[u32; 2], u32>,
    connections: u32,
    identifies: Vec<Value>,
    /// When each IDENTIFY arrived (as `identifies`).
    identify_times: Vec<Instant>,
    resumes: u32,
    seq: u64,
}

struct Shared {
    addr: SocketAddr,
    options: Options,
    /// Shared, so that reading them (tests poll) copies no bodies.
    requests: Mutex<Vec<Arc<Recorded>>>,
    faults: Mutex<Vec<Fault>>,
    chaos: Mutex<Vec<Chaos>>,
    gateway: Mutex<Gateway>,
    next_id: AtomicU64,
    messages: Mutex<Messages>,
    /// Interactions answered (by id).
    answered: Mutex<std::collections::HashSet<String>>,
    /// Who waits for an interaction's callbacks (by id).
    waiters: Mutex<std::collections::HashMap<String, mpsc::UnboundedSender<Recorded>>>,
    /// The files of each interaction's message (by token): set by its
    /// callback, changed by edits through the webhook.
    interaction_files: Mutex<std::collections::HashMap<String, Vec<Upload>>>,
    /// Every file uploaded, by the id the fake gave it (for `attachments[]`
    /// entries that keep an existing file).
    uploads: Mutex<std::collections::HashMap<u64, Upload>>,
    /// Malformed uploads (answered 400).
    upload_errors: Mutex<Vec<String>>,
    /// What `GET /gateway/bot` says: recommended shards, max_concurrency.
    gateway_bot: Mutex<(u32, u32)>,
    /// How long a nonce is remembered.
    nonce_life: Mutex<Duration>,
    /// The interactions sent, by token.
    tokens: Mutex<std::collections::HashMap<String, Dispatched>>,
    /// How long a token works.
    token_life: Mutex<Duration>,
    /// Requests made with the bot's token.
    bot_token_requests: AtomicU64,
    /// Requests made with an interaction's token (callbacks, webhooks).
    interaction_token_requests: AtomicU64,
    /// Each interaction's own message (by token): whether it is a V2 one,
    /// and whether it has text outside components.
    interaction_v2: Mutex<std::collections::HashMap<String, (bool, bool)>>,
}

/// The running fake. Dropping it stops nothing by itself; the server task
/// ends with the test's runtime.
pub struct FakeDiscord {
    shared: Arc<Shared>,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        Self::start_with(Options::default()).await
    }

    pub async fn start_with(options: Options) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared {
            addr,
            options,
            requests: Mutex::new(Vec::new()),
            faults: Mutex::new(Vec::new()),
            chaos: Mutex::new(Vec::new()),
            gateway: Mutex::new(Gateway::default()),
            next_id: AtomicU64::new(1_200_000_000_000_000_000),
            messages: Mutex::new(Messages::default()),
            answered: Mutex::new(Default::default()),
            waiters: Mutex::new(Default::default()),
            interaction_files: Mutex::new(Default::default()),
            uploads: Mutex::new(Default::default()),
            upload_errors: Mutex::new(Vec::new()),
            gateway_bot: Mutex::new((1, 1)),
            nonce_life: Mutex::new(NONCE_LIFE),
            tokens: Mutex::new(Default::default()),
            token_life: Mutex::new(TOKEN_LIFE),
            bot_token_requests: AtomicU64::new(0),
            interaction_token_requests: AtomicU64::new(0),
            interaction_v2: Mutex::new(std::collections::HashMap::new()),
        });
        let app = axum::Router::new()
            .route("/", axum::routing::get(gateway_upgrade))
            .fallback(rest)
            .with_state(shared.clone());
        // No Nagle: the gateway's small frames go out at once, as a real
        // server's would. Without this, a frame sent while an earlier one
        // is unacknowledged waits for the bot's delayed ACK (~40 ms), which
        // showed up as a 40 ms p99 in the latency figures.
        tokio::spawn(async move {
            axum::serve(listener, app).tcp_nodelay(true).await.unwrap();
        });
        FakeDiscord { shared }
    }

    /// What `discord.api_base` should be.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    pub fn ws_url(&self) -> String {
        format!("ws://{}", self.shared.addr)
    }

    /// Every request so far, in order (shared, not copied).
    pub fn requests(&self) -> Vec<Arc<Recorded>> {
        self.shared.requests.lock().unwrap().clone()
    }

    pub fn request_count(&self) -> usize {
        self.shared.requests.lock().unwrap().len()
    }

    /// Waits (polling) for a request, among those from index `from` on,
    /// that matches `pred`.
    pub async fn wait_for(
        &self,
        what: &str,
        from: usize,
        timeout: Duration,
        pred: impl Fn(&Recorded) -> bool,
    ) -> Result<Recorded, String> {
        let deadline = Instant::now() + timeout;
        loop {
            let found = {
                let requests = self.shared.requests.lock().unwrap();
                requests
                    .iter()
                    .skip(from)
                    .find(|r| pred(r))
                    .map(|r| Recorded::clone(r))
            };
            if let Some(r) = found {
                return Ok(r);
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "timed out after {timeout:?} waiting for {what}; requests seen: {:?}",
                    self.requests()
                        .iter()
                        .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
                        .collect::<Vec<_>>()
                ));
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Answers the next `n` requests whose path contains `path_contains`
    /// with `status` (429 comes with `retry_after`).
    pub fn fail_next(&self, path_contains: &str, status: u16, n: u32) {
        self.push_fault(None, path_contains, status, n, false);
    }

    /// [`fail_next`](Self::fail_next) for the `method` requests only.
    pub fn fail_next_on(&self, method: &str, path_contains: &str, status: u16, n: u32) {
        self.push_fault(Some(method), path_contains, status, n, false);
    }

    /// Does the next `n` requests whose path contains `path_contains`, then
    /// answers them with `status` anyway: the client cannot tell whether
    /// they were done (as when a response is lost).
    pub fn fail_after_next(&self, path_contains: &str, status: u16, n: u32) {
        self.push_fault(None, path_contains, status, n, true);
    }

    /// [`fail_after_next`](Self::fail_after_next) for the `method`
    /// requests only.
    pub fn fail_after_next_on(&self, method: &str, path_contains: &str, status: u16, n: u32) {
        self.push_fault(Some(method), path_contains, status, n, true);
    }

    fn push_fault(
        &self,
        method: Option<&str>,
        path_contains: &str,
        status: u16,
        remaining: u32,
        after: bool,
    ) {
        self.shared.faults.lock().unwrap().push(Fault {
            method: method.map(str::to_string),
            path_contains: path_contains.to_string(),
            status,
            remaining,
            after,
        });
    }

    /// Until `until`, fails `per_mille` of the `method` requests whose path
    /// contains `path_contains`, at random (seeded): a third each a 500
    /// before doing it, a 429, and a 500 after doing it.
    pub fn fail_randomly(
        &self,
        method: &str,
        path_contains: &str,
        per_mille: u64,
        until: Instant,
        seed: u64,
    ) {
        self.shared.chaos.lock().unwrap().push(Chaos {
            path_contains: path_contains.to_string(),
            method: method.to_string(),
            until,
            per_mille,
            rng: seed | 1,
        });
    }

    /// Ends the failures of [`fail_next`](Self::fail_next) and
    /// [`fail_after_next`](Self::fail_after_next) (not the random ones).
    /// Forgets nonces after `life` instead of Discord's few minutes, so a
    /// test can outlast them.
    pub fn set_nonce_life(&self, life: Duration) {
        *self.shared.nonce_life.lock().unwrap() = life;
    }

    pub fn clear_faults(&self) {
        self.shared.faults.lock().unwrap().clear();
    }

    /// Answers every message request in `channel` with `status` (403:
    /// access lost, 404: deleted).
    pub fn make_channel_gone(&self, channel: u64, status: u16) {
        self.shared
            .messages
            .lock()
            .unwrap()
            .gone
            .insert(channel, status);
    }

    /// Makes message `id` one sent before the upgrade to Components V2:
    /// text and no flag (as a table message posted by the previous
    /// version of the bot, found after a restart).
    pub fn make_legacy(&self, id: u64, content: &str) {
        let mut m = self.shared.messages.lock().unwrap();
        if let Some(p) = m.by_id.get_mut(&id) {
            p.v2 = false;
            p.content = content.to_string();
        }
    }

    /// A channel where the bot is not a member (a group DM, a DM, a server
    /// that did not add it): its token's posts, edits and reads get 403.
    pub fn bot_not_member(&self, channel: u64) {
        self.make_channel_gone(channel, 403);
    }

    /// Tokens stop working after `life` instead of 15 minutes.
    pub fn set_token_life(&self, life: Duration) {
        *self.shared.token_life.lock().unwrap() = life;
    }

    /// Requests made with the bot's token so far (start-up included).
    pub fn bot_token_requests(&self) -> u64 {
        self.shared.bot_token_requests.load(Ordering::SeqCst)
    }

    /// Requests made with an interaction's token so far (answers, their
    /// edits, follow-ups): Discord's global limit does not count them.
    pub fn interaction_token_requests(&self) -> u64 {
        self.shared
            .interaction_token_requests
            .load(Ordering::SeqCst)
    }

    /// Every message created in `channel`, in order (with edits applied).
    pub fn posted(&self, channel: u64) -> Vec<Posted> {
        let m = self.shared.messages.lock().unwrap();
        m.order
            .iter()
            .map(|id| m.by_id[id].clone())
            .filter(|p| p.channel == channel)
            .collect()
    }

    /// The direct messages the bot sent `user`, in order.
    pub fn dms(&self, user: u64) -> Vec<Posted> {
        let dm = self.shared.messages.lock().unwrap().dms.get(&user).copied();
        dm.map(|ch| self.posted(ch)).unwrap_or_default()
    }

    /// Every message created, in any channel, in order.
    pub fn posted_all(&self) -> Vec<Posted> {
        let m = self.shared.messages.lock().unwrap();
        m.order.iter().map(|id| m.by_id[id].clone()).collect()
    }

    /// The callbacks (every try, failed ones too) of the interaction `id`
    /// from now on.
    pub fn callbacks_of(&self, id: &str) -> mpsc::UnboundedReceiver<Recorded> {
        let (tx, rx) = mpsc::unbounded_channel();
        self.shared
            .waiters
            .lock()
            .unwrap()
            .insert(id.to_string(), tx);
        rx
    }

    /// Stops passing on the callbacks of the interaction `id`.
    pub fn forget_callbacks(&self, id: &str) {
        self.shared.waiters.lock().unwrap().remove(id);
    }

    pub fn identify_count(&self) -> usize {
        self.shared.gateway.lock().unwrap().identifies.len()
    }

    pub fn identifies(&self) -> Vec<Value> {
        self.shared.gateway.lock().unwrap().identifies.clone()
    }

    /// When each IDENTIFY arrived, in order, with its `[shard, total]`.
    pub fn identify_times(&self) -> Vec<(Instant, Value)> {
        let gw = self.shared.gateway.lock().unwrap();
        gw.identify_times
            .iter()
            .copied()
            .zip(gw.identifies.iter().map(|d| d["shard"].clone()))
            .collect()
    }

    /// What `GET /gateway/bot` answers from now on: the recommended number
    /// of shards and `session_start_limit.max_concurrency` (default 1, 1).
    pub fn set_gateway_bot(&self, shards: u32, max_concurrency: u32) {
        *self.shared.gateway_bot.lock().unwrap() = (shards, max_concurrency);
    }

    /// The answer to `GET /gateway/bot`, as Discord describes it.
    pub fn gateway_bot(&self) -> Value {
        gateway_bot_answer(&self.shared)
    }

    /// How many dispatches went to each `[shard, total]` connection.
    pub fn routed(&self) -> std::collections::HashMap<[u32; 2], u32> {
        self.shared.gateway.lock().unwrap().routed.clone()
    }

    pub fn resume_count(&self) -> u32 {
        self.shared.gateway.lock().unwrap().resumes
    }

    pub fn connection_count(&self) -> u32 {
        self.shared.gateway.lock().unwrap().connections
    }

    /// Waits until `cond` holds for the gateway counters.
    pub async fn wait_gateway(
        &self,
        what: &str,
        timeout: Duration,
        cond: impl Fn(&FakeDiscord) -> bool,
    ) -> Result<(), String> {
        let deadline = Instant::now() + timeout;
        while !cond(self) {
            if Instant::now() > deadline {
                return Err(format!(
                    "timed out after {timeout:?} waiting for {what} (connections {}, identifies {}, resumes {})",
                    self.connection_count(),
                    self.identify_count(),
                    self.resume_count()
                ));
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        Ok(())
    }

    /// Sends a dispatch (op 0) on the current gateway connection; returns
    /// when it was handed to the connection.
    ///
    /// With several shards connected (a bot over several processes), an
    /// event goes to the shard of its guild, as Discord routes it
    /// (`(guild_id >> 22) % total`; no guild: shard 0).
    pub fn dispatch(&self, event: &str, data: Value) -> Result<Instant, String> {
        let mut gw = self.shared.gateway.lock().unwrap();
        gw.seq += 1;
        let guild = data["guild_id"]
            .as_str()
            .and_then(|g| g.parse::<u64>().ok());
        let frame = json!({"op": 0, "s": gw.seq, "t": event, "d": data});
        let routed = gw.by_shard.iter().find_map(|(&[shard, total], tx)| {
            let wanted = guild.map_or(0, |g| ((g >> 22) % total.max(1) as u64) as u32);
            (wanted == shard && !tx.is_closed()).then(|| ([shard, total], tx.clone()))
        });
        let tx = match routed {
            Some((key, tx)) => {
                *gw.routed.entry(key).or_default() += 1;
                tx
            }
            None => gw.current.clone().ok_or("no gateway connection")?,
        };
        let tx = &tx;
        let at = Instant::now();
        if event == "INTERACTION_CREATE" {
            remember_interaction(&self.shared, &data, at);
        }
        tx.send(Outgoing::Frame(frame))
            .map_err(|_| "gateway connection closed".to_string())?;
        Ok(at)
    }

    /// Drops the websocket without a close frame, as a network failure would.
    pub fn drop_websocket(&self) {
        let gw = self.shared.gateway.lock().unwrap();
        if let Some(tx) = &gw.current {
            let _ = tx.send(Outgoing::Drop);
        }
    }

    /// The files the message of the interaction with this token carries
    /// now (its response's, as its edits left them).
    pub fn interaction_files(&self, token: &str) -> Vec<Upload> {
        self.shared
            .interaction_files
            .lock()
            .unwrap()
            .get(token)
            .cloned()
            .unwrap_or_default()
    }

    /// The uploads refused as malformed, with why.
    pub fn upload_errors(&self) -> Vec<String> {
        self.shared.upload_errors.lock().unwrap().clone()
    }

    /// A fresh snowflake for interactions and messages.
    pub fn next_id(&self) -> u64 {
        self.shared.next_id.fetch_add(1, Ordering::SeqCst)
    }
}

/// Keeps an interaction's token: when it was sent, where, and who
/// authorised it.
fn remember_interaction(s: &Shared, data: &Value, at: Instant) {
    let Some(token) = data["token"].as_str() else {
        return;
    };
    let owners = &data["authorizing_integration_owners"];
    let server_install = owners.get("0").is_some_and(|g| g != "0");
    let channel = data["channel_id"]
        .as_str()
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    s.tokens.lock().unwrap().insert(
        token.to_string(),
        Dispatched {
            at,
            channel,
            user_install_only: !server_install,
            followups: 0,
        },
    );
}

/// Whether a request is made with the bot's token: all but an
/// interaction's callback and its webhook (which its token authorises).
fn uses_bot_token(path: &str) -> bool {
    !(path.starts_with("/api/v10/interactions/") || path.starts_with("/api/v10/webhooks/"))
}

/// Discord's refusals of an interaction webhook request: an expired
/// token, a follow-up over the cap. None: go ahead (a follow-up is
/// counted).
fn webhook_refusal(s: &Shared, method: &Method, token: &str) -> Option<(u16, Response)> {
    let life = *s.token_life.lock().unwrap();
    let mut tokens = s.tokens.lock().unwrap();
    let t = tokens.get_mut(token)?;
    if t.at.elapsed() >= life {
        return Some(discord_error(401, 50027, "Invalid Webhook Token"));
    }
    if method == Method::POST {
        if t.user_install_only && t.followups >= FOLLOWUP_CAP {
            return Some(discord_error(
                400,
                40094,
                "This interaction has hit the maximum number of follow up messages",
            ));
        }
        t.followups += 1;
    }
    None
}

/// A follow-up kept as a message of its interaction's channel.
fn keep_followup(s: &Shared, token: &str, body: &Value, files: &[Upload]) -> Value {
    let channel = s
        .tokens
        .lock()
        .unwrap()
        .get(token)
        .map_or(payloads::CHANNEL_ID, |t| t.channel);
    let id = s.next_id.fetch_add(1, Ordering::SeqCst);
    let pings = body["allowed_mentions"]["users"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|u| u.as_str().and_then(|u| u.parse().ok()))
                .collect()
        })
        .unwrap_or_default();
    let p = Posted {
        id,
        channel,
        content: body["content"].as_str().unwrap_or("").to_string(),
        nonce: None,
        at: Instant::now(),
        components: body["components"].as_array().is_some_and(|c| !c.is_empty()),
        pings,
        edits: 0,
        files: files_after(s, body, &[], files),
        component_rows: body["components"].clone(),
        v2: components_v2::is_v2(body),
        states: vec![body["content"].as_str().unwrap_or("").to_string()],
    };
    let mut v = message_json(&p, false);
    v["flags"] = body.get("flags").cloned().unwrap_or(json!(0));
    let mut m = s.messages.lock().unwrap();
    m.by_id.insert(id, p);
    m.order.push(id);
    v
}

fn json_response(status: StatusCode, v: Value) -> Response {
    (
        status,
        [("content-type", "application/json")],
        v.to_string(),
    )
        .into_response()
}

async fn rest(
    State(s): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let path = uri.path().to_string();
    let query = uri.query().unwrap_or("");
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let mut files = Vec::new();
    let parsed: Value = match multipart::boundary(&content_type) {
        Some(b) => match multipart::read_form(&body, &b) {
            Ok((payload, uploads)) => {
                files = uploads;
                payload
            }
            Err(e) => {
                let problem = format!("{method} {path}: {e}");
                s.upload_errors.lock().unwrap().push(problem.clone());
                let recorded = Recorded {
                    method: method.to_string(),
                    path,
                    body: Value::Null,
                    sent: Value::Null,
                    content_type,
                    at: Instant::now(),
                    status: 400,
                    files: Vec::new(),
                };
                if s.options.keep_requests {
                    s.requests.lock().unwrap().push(Arc::new(recorded));
                }
                let (_, r) = discord_error(400, 50035, &format!("Invalid Form Body: {problem}"));
                return r;
            }
        },
        None => serde_json::from_slice(&body).unwrap_or(Value::Null),
    };
    // Components V2: refused as Discord refuses them, then read as a
    // client reads them.
    let sent = parsed;
    if let Some(why) = v2_refusal(&s, &method, &path, &sent, &files) {
        let recorded = Recorded {
            method: method.to_string(),
            path,
            body: components_v2::client_view("", &sent),
            sent,
            content_type,
            at: Instant::now(),
            status: 400,
            files,
        };
        if s.options.keep_requests {
            s.requests.lock().unwrap().push(Arc::new(recorded));
        }
        let (_, r) = discord_error(400, 50035, &format!("Invalid Form Body: {why}"));
        return r;
    }
    let parsed = components_v2::client_view(&path, &sent);
    if uses_bot_token(&path) {
        s.bot_token_requests.fetch_add(1, Ordering::SeqCst);
    } else {
        s.interaction_token_requests.fetch_add(1, Ordering::SeqCst);
    }
    // Each new file gets an attachment id, as Discord gives one.
    for f in &mut files {
        f.id = s.next_id.fetch_add(1, Ordering::SeqCst);
        s.uploads.lock().unwrap().insert(f.id, f.clone());
    }
    let injected = {
        let mut faults = s.faults.lock().unwrap();
        let hit = faults.iter_mut().find(|f| {
            f.remaining > 0
                && path.contains(&f.path_contains)
                && f.method.as_deref().is_none_or(|m| m == method.as_str())
        });
        hit.map(|f| {
            f.remaining -= 1;
            (f.status, f.after)
        })
    };
    let injected = injected.or_else(|| {
        let now = Instant::now();
        let mut chaos = s.chaos.lock().unwrap();
        let c = chaos.iter_mut().find(|c| {
            now < c.until && method.as_str() == c.method && path.contains(&c.path_contains)
        })?;
        let roll = c.next() % 3000;
        let kind = match roll % 3 {
            0 => (500, false),
            1 => (429, false),
            _ => (500, true),
        };
        (roll < c.per_mille * 3).then_some(kind)
    });
    let (status, response) = match injected {
        Some((code, after)) => {
            if after {
                route(&s, &method, &path, query, &parsed, &files);
            }
            failure(code)
        }
        None => route(&s, &method, &path, query, &parsed, &files),
    };
    let recorded = Recorded {
        method: method.to_string(),
        path,
        body: parsed,
        sent,
        content_type,
        at: Instant::now(),
        status,
        files,
    };
    if recorded.path.ends_with("/callback") {
        let id = recorded.path.split('/').nth(4).unwrap_or("");
        if let Some(w) = s.waiters.lock().unwrap().get(id) {
            let _ = w.send(recorded.clone());
        }
    }
    if s.options.keep_requests {
        s.requests.lock().unwrap().push(Arc::new(recorded));
    }
    response
}

/// Why Discord refuses a request's message for Components V2: a V2 body
/// against its rules, or an edit that would take the flag from a message
/// or give it to one that keeps its text (a channel message, or an
/// interaction's own message through its webhook).
fn v2_refusal(
    s: &Shared,
    method: &Method,
    path: &str,
    sent: &Value,
    files: &[Upload],
) -> Option<String> {
    let message = components_v2::message_of(path, sent);
    let uploaded: Vec<String> = files.iter().map(|f| f.filename.clone()).collect();
    if let Some(why) = components_v2::refusal(message, &uploaded) {
        return Some(why);
    }
    if method != Method::PATCH {
        return None;
    }
    let seg: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let (was_v2, had_text) = match seg.as_slice() {
        ["channels", _, "messages", id] => {
            let m = s.messages.lock().unwrap();
            let p = m.by_id.get(&id.parse().unwrap_or(0))?;
            (p.v2, !p.v2 && !p.content.is_empty())
        }
        ["webhooks", _, token, "messages", "@original"] => {
            *s.interaction_v2.lock().unwrap().get(*token)?
        }
        _ => return None,
    };
    let why = components_v2::conversion_refusal(was_v2, had_text, message);
    if why.is_none() && seg[0] == "webhooks" {
        let v2 = was_v2 || components_v2::is_v2(message);
        let text = !v2 && (had_text || message["content"].as_str().is_some_and(|c| !c.is_empty()));
        s.interaction_v2
            .lock()
            .unwrap()
            .insert(seg[2].to_string(), (v2, text));
    }
    why
}

/// An injected failure, as Discord sends it.
fn failure(code: u16) -> (u16, Response) {
    if code == 429 {
        return (
            429,
            (
                StatusCode::TOO_MANY_REQUESTS,
                [
                    ("content-type", "application/json"),
                    ("retry-after", "1"),
                    ("x-ratelimit-scope", "user"),
                ],
                json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false, "code": 0})
                    .to_string(),
            )
                .into_response(),
        );
    }
    let st = StatusCode::from_u16(code).unwrap();
    (
        code,
        json_response(st, json!({"message": "injected failure", "code": 0})),
    )
}

fn discord_error(status: u16, code: u64, message: &str) -> (u16, Response) {
    (
        status,
        json_response(
            StatusCode::from_u16(status).unwrap(),
            json!({"message": message, "code": code}),
        ),
    )
}

/// The files a message carries after a request with `body` and the new
/// `files`, given those it had (`old`): `attachments[]`, when present,
/// lists every file that stays (existing ones by id, new ones by their
/// placeholder id); without it, new files are added.
fn files_after(s: &Shared, body: &Value, old: &[Upload], files: &[Upload]) -> Vec<Upload> {
    let Some(listed) = body.get("attachments").and_then(|a| a.as_array()) else {
        let mut all = old.to_vec();
        all.extend(files.iter().cloned());
        return all;
    };
    let uploads = s.uploads.lock().unwrap();
    let id_of = |a: &Value| match &a["id"] {
        Value::Number(n) => n.as_u64(),
        Value::String(x) => x.parse().ok(),
        _ => None,
    };
    let mut out = Vec::new();
    for a in listed {
        let Some(id) = id_of(a) else { continue };
        if let Some(f) = files
            .iter()
            .find(|f| f.index == id && a.get("filename").is_some())
        {
            out.push(f.clone());
        } else if let Some(f) = uploads.get(&id) {
            out.push(f.clone());
        }
    }
    out
}

/// A message's `attachments` as Discord returns them.
fn attachments_json(files: &[Upload]) -> Value {
    Value::Array(
        files
            .iter()
            .map(|f| {
                json!({
                    "id": f.id.to_string(),
                    "filename": f.filename,
                    "description": f.description,
                    "size": f.bytes.len(),
                    "url": format!("https://cdn.discordapp.com/attachments/{}/{}", f.id, f.filename),
                    "proxy_url": format!("https://media.discordapp.net/attachments/{}/{}", f.id, f.filename),
                    "width": f.width,
                    "height": f.height,
                    "content_type": "image/png",
                })
            })
            .collect(),
    )
}

/// Creates a channel message (or returns the one its nonce made) or edits
/// one, as Discord does.
fn channel_message(
    s: &Shared,
    channel: u64,
    edit: Option<u64>,
    body: &Value,
    files: &[Upload],
) -> (u16, Response) {
    let mut m = s.messages.lock().unwrap();
    match m.gone.get(&channel) {
        Some(403) => return discord_error(403, 50001, "Missing Access"),
        Some(&st) => return discord_error(st, 10003, "Unknown Channel"),
        None => {}
    }
    let content = body.get("content").and_then(|c| c.as_str());
    let as_json = |p: &Posted| message_json(p, true);
    if let Some(id) = edit {
        let Some(p) = m.by_id.get_mut(&id).filter(|p| p.channel == channel) else {
            return discord_error(404, 10008, "Unknown Message");
        };
        if let Some(c) = content {
            p.content = c.to_string();
        }
        if body.get("components").is_some() {
            p.component_rows = body["components"].clone();
        }
        p.v2 |= components_v2::is_v2(body);
        p.files = files_after(s, body, &p.files, files);
        p.edits += 1;
        p.states.push(p.content.clone());
        return (200, json_response(StatusCode::OK, as_json(p)));
    }
    let now = Instant::now();
    let nonce = match &body["nonce"] {
        Value::String(n) => Some(n.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    if let (Some(n), true) = (&nonce, body["enforce_nonce"] == json!(true)) {
        if let Some(&(id, at)) = m.nonces.get(n) {
            if now.duration_since(at) < *s.nonce_life.lock().unwrap() {
                return (200, json_response(StatusCode::OK, as_json(&m.by_id[&id])));
            }
        }
    }
    let id = s.next_id.fetch_add(1, Ordering::SeqCst);
    let pings = body["allowed_mentions"]["users"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|u| u.as_str().and_then(|u| u.parse().ok()))
                .collect()
        })
        .unwrap_or_default();
    let p = Posted {
        id,
        channel,
        content: content.unwrap_or("").to_string(),
        nonce: nonce.clone(),
        at: now,
        components: body["components"].as_array().is_some_and(|c| !c.is_empty()),
        pings,
        edits: 0,
        files: files_after(s, body, &[], files),
        component_rows: body["components"].clone(),
        v2: components_v2::is_v2(body),
        states: vec![content.unwrap_or("").to_string()],
    };
    let v = as_json(&p);
    if let Some(n) = nonce {
        m.nonces.insert(n, (id, now));
    }
    m.by_id.insert(id, p);
    m.order.push(id);
    (200, json_response(StatusCode::OK, v))
}

/// A channel message as Discord's API shows it (with its nonce only in
/// the answer to its post).
fn message_json(p: &Posted, with_nonce: bool) -> Value {
    let bot = payloads::user(payloads::BOT_ID, "jersey-gin", true);
    let mut v = payloads::message(p.id, p.channel, bot, &p.content);
    v["attachments"] = attachments_json(&p.files);
    if p.component_rows.is_array() {
        v["components"] = p.component_rows.clone();
    }
    if let (Some(n), true) = (&p.nonce, with_nonce) {
        v["nonce"] = json!(n);
    }
    v
}

/// `GET /channels/{id}/messages`: up to `limit` (default 50, at most
/// 100) of the channel's messages after `after` (the oldest ones after
/// it), before `before`, or the latest; newest first.
fn list_messages(s: &Shared, channel: u64, query: &str) -> (u16, Response) {
    let m = s.messages.lock().unwrap();
    match m.gone.get(&channel) {
        Some(403) => return discord_error(403, 50001, "Missing Access"),
        Some(&st) => return discord_error(st, 10003, "Unknown Channel"),
        None => {}
    }
    let param = |name: &str| {
        query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .find(|(k, _)| *k == name)
            .and_then(|(_, v)| v.parse::<u64>().ok())
    };
    let limit = param("limit").unwrap_or(50).clamp(1, 100) as usize;
    let ids = m
        .order
        .iter()
        .filter(|id| m.by_id[id].channel == channel)
        .copied();
    let mut picked: Vec<u64> = match (param("after"), param("before")) {
        (Some(a), _) => ids.filter(|&id| id > a).take(limit).collect(),
        (None, Some(b)) => ids.filter(|&id| id < b).rev().take(limit).collect(),
        (None, None) => ids.rev().take(limit).collect(),
    };
    picked.sort_unstable_by(|a, b| b.cmp(a));
    let list: Vec<Value> = picked
        .iter()
        .map(|id| message_json(&m.by_id[id], false))
        .collect();
    (200, json_response(StatusCode::OK, Value::Array(list)))
}

/// Sets the files of the interaction message of `token` after a request.
fn interaction_message_files(s: &Shared, token: &str, body: &Value, files: &[Upload]) -> Value {
    let mut all = s.interaction_files.lock().unwrap();
    let old = all.get(token).cloned().unwrap_or_default();
    let now = files_after(s, body, &old, files);
    let json = attachments_json(&now);
    all.insert(token.to_string(), now);
    json
}

fn route(
    s: &Shared,
    method: &Method,
    path: &str,
    query: &str,
    body: &Value,
    files: &[Upload],
) -> (u16, Response) {
    let Some(rest) = path.strip_prefix("/api/v10") else {
        return not_found();
    };
    let seg: Vec<&str> = rest.trim_start_matches('/').split('/').collect();
    let ok = |v: Value| (200, json_response(StatusCode::OK, v));
    let bot = || payloads::user(payloads::BOT_ID, "jersey-gin", true);
    let message = |channel: u64, body: &Value| {
        let content = body.get("content").and_then(|c| c.as_str()).unwrap_or("");
        let mut m = payloads::message(
            s.next_id.fetch_add(1, Ordering::SeqCst),
            channel,
            bot(),
            content,
        );
        if let Some(flags) = body.get("flags") {
            m["flags"] = flags.clone();
        }
        m
    };
    // An interaction's webhook: its token must still work, and a
    // follow-up must be within the cap.
    if let ["webhooks", _, token, ..] = seg.as_slice() {
        if let Some(refused) = webhook_refusal(s, method, token) {
            return refused;
        }
    }
    match (method.as_str(), seg.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": format!("ws://{}", s.addr)})),
        ("GET", ["gateway", "bot"]) => ok(gateway_bot_answer(s)),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            ok(payloads::application_info())
        }
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => ok(json!([])),
        ("POST", ["interactions", id, token, "callback"]) => {
            if !s.answered.lock().unwrap().insert(id.to_string()) {
                return discord_error(400, 40060, "Interaction has already been acknowledged.");
            }
            // A message answer (4) or an update (7) sets the files.
            if matches!(body["type"].as_u64(), Some(4 | 7)) {
                interaction_message_files(s, token, &body["data"], files);
                let v2 = components_v2::is_v2(&body["data"]);
                let text = !v2
                    && body["data"]["content"]
                        .as_str()
                        .is_some_and(|c| !c.is_empty());
                s.interaction_v2
                    .lock()
                    .unwrap()
                    .insert(token.to_string(), (v2, text));
            }
            (204, StatusCode::NO_CONTENT.into_response())
        }
        ("POST", ["webhooks", _, token]) => ok(keep_followup(s, token, body, files)),
        ("PATCH", ["webhooks", _, token, "messages", _]) => {
            let mut m = message(payloads::CHANNEL_ID, body);
            m["attachments"] = interaction_message_files(s, token, body, files);
            ok(m)
        }
        ("GET", ["webhooks", _, _, "messages", _]) => ok(message(payloads::CHANNEL_ID, body)),
        ("DELETE", ["webhooks", _, _, "messages", _]) => {
            (204, StatusCode::NO_CONTENT.into_response())
        }
        ("GET", ["users", "@me"]) => ok(bot()),
        ("POST", ["users", "@me", "channels"]) => {
            // A person's DM channel: the same one every time.
            let Some(user) = body["recipient_id"]
                .as_str()
                .and_then(|u| u.parse::<u64>().ok())
                .or_else(|| body["recipient_id"].as_u64())
            else {
                return discord_error(400, 50035, "Invalid Form Body");
            };
            let ch = *s
                .messages
                .lock()
                .unwrap()
                .dms
                .entry(user)
                .or_insert_with(|| s.next_id.fetch_add(1, Ordering::SeqCst));
            ok(json!({
                "id": ch.to_string(),
                "type": 1,
                "last_message_id": null,
                "recipients": [payloads::user(user, &payloads::display_name(user), false)],
            }))
        }
        ("GET", ["channels", ch, "messages"]) => list_messages(s, ch.parse().unwrap_or(0), query),
        ("POST", ["channels", ch, "messages"]) => {
            channel_message(s, ch.parse().unwrap_or(0), None, body, files)
        }
        ("PATCH", ["channels", ch, "messages", id]) => channel_message(
            s,
            ch.parse().unwrap_or(0),
            Some(id.parse().unwrap_or(0)),
            body,
            files,
        ),
        _ => not_found(),
    }
}

fn gateway_bot_answer(s: &Shared) -> Value {
    let (shards, max_concurrency) = *s.gateway_bot.lock().unwrap();
    json!({
        "url": format!("ws://{}", s.addr),
        "shards": shards,
        "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": max_concurrency},
    })
}

fn not_found() -> (u16, Response) {
    (
        404,
        json_response(
            StatusCode::NOT_FOUND,
            json!({"message": "404: Not Found (the fake does not know this route)", "code": 0}),
        ),
    )
}

async fn gateway_upgrade(ws: WebSocketUpgrade, State(s): State<Arc<Shared>>) -> Response {
    ws.on_upgrade(move |socket| gateway_connection(socket, s))
}

async fn gateway_connection(mut socket: WebSocket, s: Arc<Shared>) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = {
        let mut gw = s.gateway.lock().unwrap();
        gw.connections += 1;
        gw.current = Some(tx.clone());
        gw.connections
    };
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 5000}});
    if socket.send(Message::Text(hello.to_string())).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Binary(_))) | Some(Ok(Message::Ping(_))) | Some(Ok(Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        let _ = tx.send(Outgoing::Frame(json!({"op": 11})));
                    }
                    Some(2) => {
                        let shard = v["d"]["shard"].clone();
                        let shard = [
                            shard[0].as_u64().unwrap_or(0) as u32,
                            shard[1].as_u64().unwrap_or(1) as u32,
                        ];
                        let mut gw = s.gateway.lock().unwrap();
                        gw.by_shard.insert(shard, tx.clone());
                        gw.identifies.push(v["d"].clone());
                        gw.identify_times.push(Instant::now());
                        gw.seq += 1;
                        let ready = payloads::ready(
                            &format!("session-{conn}"),
                            &format!("ws://{}", s.addr),
                            shard,
                        );
                        let _ = tx.send(Outgoing::Frame(
                            json!({"op": 0, "s": gw.seq, "t": "READY", "d": ready}),
                        ));
                    }
                    Some(6) => {
                        let mut gw = s.gateway.lock().unwrap();
                        gw.resumes += 1;
                        gw.seq += 1;
                        let _ = tx.send(Outgoing::Frame(
                            json!({"op": 0, "s": gw.seq, "t": "RESUMED", "d": {}}),
                        ));
                    }
                    _ => {}
                }
            }
            out = rx.recv() => match out {
                Some(Outgoing::Frame(v)) => {
                    if socket.send(Message::Text(v.to_string())).await.is_err() {
                        break;
                    }
                }
                Some(Outgoing::Drop) | None => break,
            },
        }
    }
    // Forget this connection (unless a newer one took its place) and drop
    // the socket without a close frame.
    let mut gw = s.gateway.lock().unwrap();
    if gw.current.as_ref().is_some_and(|c| c.same_channel(&tx)) {
        gw.current = None;
    }
    gw.by_shard.retain(|_, c| !c.same_channel(&tx));
}
