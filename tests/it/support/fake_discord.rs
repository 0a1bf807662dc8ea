//! A fake Discord on 127.0.0.1: the REST API routes the bot uses and the
//! gateway websocket, on one random port. It records every request and can
//! be told to fail requests or drop the websocket. See
//! `../shared/DISCORD-TESTING.md` for the facts this relies on.

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
    /// The JSON body, or `Null` for none (or a body that is not JSON).
    pub body: Value,
    pub content_type: String,
    pub at: Instant,
    /// The status the fake answered.
    pub status: u16,
}

struct Fault {
    path_contains: String,
    status: u16,
    remaining: u32,
}

enum Outgoing {
    Frame(Value),
    Drop,
}

#[derive(Default)]
struct Gateway {
    current: Option<mpsc::UnboundedSender<Outgoing>>,
    connections: u32,
    identifies: Vec<Value>,
    resumes: u32,
    seq: u64,
}

struct Shared {
    addr: SocketAddr,
    requests: Mutex<Vec<Recorded>>,
    faults: Mutex<Vec<Fault>>,
    gateway: Mutex<Gateway>,
    next_id: AtomicU64,
}

/// The running fake. Dropping it stops nothing by itself; the server task
/// ends with the test's runtime.
pub struct FakeDiscord {
    shared: Arc<Shared>,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let shared = Arc::new(Shared {
            addr,
            requests: Mutex::new(Vec::new()),
            faults: Mutex::new(Vec::new()),
            gateway: Mutex::new(Gateway::default()),
            next_id: AtomicU64::new(1_200_000_000_000_000_000),
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

    pub fn requests(&self) -> Vec<Recorded> {
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
            if let Some(r) = self.requests().into_iter().skip(from).find(|r| pred(r)) {
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
        self.shared.faults.lock().unwrap().push(Fault {
            path_contains: path_contains.to_string(),
            status,
            remaining: n,
        });
    }

    pub fn identify_count(&self) -> usize {
        self.shared.gateway.lock().unwrap().identifies.len()
    }

    pub fn identifies(&self) -> Vec<Value> {
        self.shared.gateway.lock().unwrap().identifies.clone()
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
    pub fn dispatch(&self, event: &str, data: Value) -> Result<Instant, String> {
        let mut gw = self.shared.gateway.lock().unwrap();
        gw.seq += 1;
        let frame = json!({"op": 0, "s": gw.seq, "t": event, "d": data});
        let tx = gw.current.as_ref().ok_or("no gateway connection")?;
        let at = Instant::now();
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

    /// A fresh snowflake for interactions and messages.
    pub fn next_id(&self) -> u64 {
        self.shared.next_id.fetch_add(1, Ordering::SeqCst)
    }
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
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let parsed: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let fault = {
        let mut faults = s.faults.lock().unwrap();
        let hit = faults
            .iter_mut()
            .find(|f| f.remaining > 0 && path.contains(&f.path_contains));
        hit.map(|f| {
            f.remaining -= 1;
            f.status
        })
    };
    let (status, response) = match fault {
        Some(429) => (
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
        ),
        Some(code) => {
            let st = StatusCode::from_u16(code).unwrap();
            (
                code,
                json_response(st, json!({"message": "injected failure", "code": 0})),
            )
        }
        None => route(&s, &method, &path, &parsed),
    };
    s.requests.lock().unwrap().push(Recorded {
        method: method.to_string(),
        path,
        body: parsed,
        content_type,
        at: Instant::now(),
        status,
    });
    response
}

fn route(s: &Shared, method: &Method, path: &str, body: &Value) -> (u16, Response) {
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
    match (method.as_str(), seg.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({"url": format!("ws://{}", s.addr)})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": format!("ws://{}", s.addr),
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            ok(payloads::application_info())
        }
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => ok(json!([])),
        ("POST", ["interactions", _, _, "callback"]) => {
            (204, StatusCode::NO_CONTENT.into_response())
        }
        ("POST", ["webhooks", _, _]) => ok(message(payloads::CHANNEL_ID, body)),
        ("PATCH", ["webhooks", _, _, "messages", _])
        | ("GET", ["webhooks", _, _, "messages", _]) => ok(message(payloads::CHANNEL_ID, body)),
        ("DELETE", ["webhooks", _, _, "messages", _]) => {
            (204, StatusCode::NO_CONTENT.into_response())
        }
        ("POST", ["channels", ch, "messages"]) | ("PATCH", ["channels", ch, "messages", _]) => {
            ok(message(ch.parse().unwrap_or(0), body))
        }
        _ => not_found(),
    }
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
                        gw.identifies.push(v["d"].clone());
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
}
