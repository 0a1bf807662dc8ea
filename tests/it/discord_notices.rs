//! Slow games and turn notices through the fake Discord (issue 42): three
//! people at a Jersey Gin table with a one-day clock (`/gin new clock:1d`),
//! driven by a fake clock. One chose a mention (the default), one a direct
//! message, one nothing (`/gin notify`). Each turn is said in the channel
//! for everyone; each person is told of it exactly once, in the way they
//! chose, and reminded once at half of the clock; a direct message names
//! the table and shows no card. After a restart nobody is told again, and
//! `/gin mine` lists the right tables. The clock runs out after a day:
//! a safe move at a table of the default, a forfeit at a table that chose
//! it (`clock_end:forfeit`).

use crate::discord_game::{
    assert_ephemeral, check_schema, choose_preferring, is_move, wait_posts_through, Harness,
};
use crate::support::bot::Bot;
use crate::support::fake_discord::{FakeDiscord, Posted};
use crate::support::payloads::{self, CHANNEL_ID, GUILD_ID, TOKEN};
use crate::support::story;
use jersey_gin::config::{Config, Secret};
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::service::Service;
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};

const MENTION: u64 = 4201;
const DM: u64 = 4202;
const NOTHING: u64 = 4203;
const PEOPLE: [u64; 3] = [MENTION, DM, NOTHING];
const HOUR_MS: u64 = 3_600_000;
/// A second table, in another channel, where two of them sit.
const OTHER_CHANNEL: u64 = CHANNEL_ID + 77;

fn config(fake: &FakeDiscord, db: &std::path::Path) -> Config {
    let mut config = Config::default();
    config.discord.api_base = Some(fake.base_url());
    config.discord.token = Some(Secret::new(TOKEN));
    config.discord.dev_guild = Some(GUILD_ID);
    config.discord.connect_retries = 0;
    config.store.db_path = db.to_path_buf();
    config.discord.pictures = false;
    config
}

async fn start(fake: &FakeDiscord, db: &std::path::Path, clock: &FakeClock) -> Bot {
    let svc = Service::open(db, None, Arc::new(clock.clone())).unwrap();
    let from = fake.request_count();
    let bot = Bot::start_with_service(config(fake, db), svc);
    fake.wait_for("command registration", from, Duration::from_secs(20), |r| {
        r.method == "PUT" && r.path.ends_with("/commands")
    })
    .await
    .unwrap();
    bot
}

/// The channel's lines saying it is `user`'s turn, with whether their
/// post pinged them: the posts' lines (a turn that pings someone), then
/// the lines the live message showed (issue 39: in a server with the bot
/// a turn that pings nobody is a line of the table message's story, read
/// from its states; the message itself shows only the latest lines).
fn turn_lines(fake: &FakeDiscord, user: u64) -> Vec<(String, bool)> {
    let tag = format!("➡️ <@{user}>");
    let mut out = Vec::new();
    for post in fake.posted(CHANNEL_ID).iter().filter(|p| !p.components) {
        for line in post.content.lines().filter(|l| l.starts_with(&tag)) {
            out.push((line.to_string(), post.pings.contains(&user)));
        }
    }
    for line in story::live_lines(fake, CHANNEL_ID) {
        if line.starts_with(&tag) {
            out.push((line, false));
        }
    }
    out
}

/// The channel's reminder lines for `user`, with whether they pinged
/// (posts, never lines of the live message).
fn reminder_lines(fake: &FakeDiscord, user: u64) -> Vec<(String, bool)> {
    let tag = format!("⏰ <@{user}>");
    let mut out = Vec::new();
    for post in fake.posted(CHANNEL_ID).iter().filter(|p| !p.components) {
        for line in post.content.lines().filter(|l| l.starts_with(&tag)) {
            out.push((line.to_string(), post.pings.contains(&user)));
        }
    }
    out
}

/// Every ping of `user` anywhere in the channel.
fn pings(fake: &FakeDiscord, user: u64) -> usize {
    fake.posted(CHANNEL_ID)
        .iter()
        .filter(|p| p.pings.contains(&user))
        .count()
}

fn dm_texts(fake: &FakeDiscord, user: u64) -> Vec<String> {
    fake.dms(user)
        .into_iter()
        .map(|p: Posted| p.content)
        .collect()
}

/// How many turns each person has had, from the channel's turn lines.
fn turns(fake: &FakeDiscord) -> [usize; 3] {
    PEOPLE.map(|u| turn_lines(fake, u).len())
}

/// Waits until the channel says a new turn began (after `before`), and
/// returns whose.
async fn next_turn(fake: &FakeDiscord, before: [usize; 3]) -> usize {
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        let now = turns(fake);
        if let Some(i) = (0..3).find(|&i| now[i] > before[i]) {
            assert_eq!(
                now.iter().sum::<usize>(),
                before.iter().sum::<usize>() + 1,
                "one turn at a time: {now:?} after {before:?}"
            );
            return i;
        }
        assert!(Instant::now() < until, "no new turn was said: {before:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Checks that everyone was told of each of their turns exactly once, in
/// the way they chose (the turn being told may still be on its way).
async fn check_told(fake: &FakeDiscord) {
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        let t = turns(fake);
        let dm_turns = dm_texts(fake, DM)
            .iter()
            .filter(|d| d.starts_with("➡️"))
            .count();
        let told = [
            turn_lines(fake, MENTION).iter().filter(|l| l.1).count(),
            dm_turns,
        ];
        if told == [t[0], t[1]] {
            break;
        }
        assert!(
            Instant::now() < until && told[0] <= t[0] && told[1] <= t[1],
            "turns {t:?}, told {told:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The channel's lines ping only the person who chose a mention.
    assert!(turn_lines(fake, DM).iter().all(|l| !l.1));
    assert_eq!(pings(fake, NOTHING), 0, "nothing means nothing");
    assert!(dm_texts(fake, MENTION).is_empty() && dm_texts(fake, NOTHING).is_empty());
}

/// `user` plays their turn: opens their hand, draws, discards.
async fn play_turn(h: &mut Harness, user: u64) {
    let a = h.slash(user, "hand", vec![]).await;
    assert_ephemeral(&a);
    let mut components = a.components;
    for _ in 0..6 {
        let Some((id, value)) = choose_preferring(&components, &["jg1.draw.", "jg1.discsel."])
        else {
            break;
        };
        if !is_move(&id) {
            break;
        }
        let a = match &value {
            Some(v) => h.select(user, &id, v).await,
            None => h.click(user, &id).await,
        };
        assert!(!a.content.contains("⚠️"), "{user} {id}: {}", a.content);
        components = a.components;
        let offers_move = components
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
            .any(|c| {
                !c["disabled"].as_bool().unwrap_or(false)
                    && c["custom_id"].as_str().is_some_and(is_move)
            });
        if !offers_move {
            return;
        }
    }
    panic!("{user} could not end their turn");
}

async fn slash_in(
    h: &mut Harness,
    channel: u64,
    user: u64,
    sub: &str,
    options: Vec<Value>,
) -> String {
    let id = h.fake.next_id();
    let i = payloads::slash_command_in(channel, id, &format!("tok-{id}"), user, sub, options);
    h.send(i, user).await.content
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_are_told_once_per_turn_their_way_over_a_one_day_clock() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("notices.redb");
    let clock = FakeClock::new(1_800_000_000_000);
    let mut bot = start(&fake, &db, &clock).await;
    let mut h = Harness::new(fake);

    // Their choices, each answered in their own words.
    let a = h
        .slash(DM, "notify", vec![payloads::option("how", 4, json!(1))])
        .await;
    assert!(a.content.contains("direct message"), "{}", a.content);
    let a = h
        .slash(
            NOTHING,
            "notify",
            vec![payloads::option("how", 4, json!(2))],
        )
        .await;
    assert!(a.content.contains("nobody tells you"), "{}", a.content);
    // A clock that is no clock is refused, and nothing opens.
    let a = h
        .slash(
            MENTION,
            "new",
            vec![payloads::option("clock", 3, json!("8d"))],
        )
        .await;
    assert!(a.content.contains("from 5s to 7d"), "{}", a.content);

    // A second table elsewhere, where two of them sit (a lobby).
    let opened = slash_in(&mut h, OTHER_CHANNEL, DM, "new", vec![]).await;
    assert!(opened.contains("Table open"), "{opened}");
    let joined = slash_in(&mut h, OTHER_CHANNEL, MENTION, "join", vec![]).await;
    assert!(joined.contains("seat"), "{joined}");

    // The slow table: Jersey Gin, a one-day clock.
    let from = h.fake.request_count();
    let a = h
        .slash(
            MENTION,
            "new",
            vec![payloads::option("clock", 3, json!("1d"))],
        )
        .await;
    assert!(a.content.contains("Table open"), "{}", a.content);
    let buttons = h.table_buttons(from).await;
    let lobby = h.fake.posted(CHANNEL_ID);
    let lobby = lobby.iter().rfind(|p| p.components).unwrap();
    assert!(
        lobby.content.contains("turn clock 1 day"),
        "{}",
        lobby.content
    );
    let find = |p: &str| buttons.iter().find(|b| b.starts_with(p)).unwrap().clone();
    let (join, begin) = (find("jg1.join."), find("jg1.start."));
    for p in [DM, NOTHING] {
        let a = h.click(p, &join).await;
        assert!(a.content.contains("took a seat"), "{}", a.content);
    }
    let a = h.click(MENTION, &begin).await;
    assert!(a.content.contains("starts"), "{}", a.content);

    // Two rounds: each turn told once. Six minutes pass in each, so that
    // nobody is still looking at their hand when their next turn comes.
    let mut before = [0; 3];
    for _ in 0..6 {
        let who = next_turn(&h.fake, before).await;
        before = turns(&h.fake);
        check_told(&h.fake).await;
        play_turn(&mut h, PEOPLE[who]).await;
        clock.advance(6 * 60_000);
    }

    // Half a day into each person's turn: one reminder each, their way.
    for _ in 0..3 {
        let who = next_turn(&h.fake, before).await;
        before = turns(&h.fake);
        check_told(&h.fake).await;
        clock.advance(12 * HOUR_MS + 60_000);
        let user = PEOPLE[who];
        let until = Instant::now() + Duration::from_secs(10);
        let reminded = || match user {
            MENTION => reminder_lines(&h.fake, MENTION).len(),
            DM => dm_texts(&h.fake, DM)
                .iter()
                .filter(|d| d.starts_with("⏰"))
                .count(),
            _ => 0,
        };
        if user != NOTHING {
            while reminded() == 0 {
                assert!(Instant::now() < until, "{user} was not reminded");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        } else {
            tokio::time::sleep(Duration::from_secs(2)).await;
        }
        // Once, however long the ticker keeps going.
        tokio::time::sleep(Duration::from_secs(1)).await;
        assert!(reminded() <= 1, "{user} reminded twice");
        play_turn(&mut h, user).await;
        clock.advance(6 * 60_000);
    }
    let pinged_reminders: Vec<_> = reminder_lines(&h.fake, MENTION);
    assert_eq!(pinged_reminders.len(), 1, "{pinged_reminders:?}");
    assert!(
        pinged_reminders[0].1,
        "a reminder pings who chose a mention"
    );
    assert!(reminder_lines(&h.fake, DM).is_empty());
    assert!(reminder_lines(&h.fake, NOTHING).is_empty());

    // A restart on someone's turn: nobody is told again.
    let who = next_turn(&h.fake, before).await;
    before = turns(&h.fake);
    check_told(&h.fake).await;
    let dms_before = dm_texts(&h.fake, DM).len();
    let pings_before = pings(&h.fake, MENTION);
    bot.shutdown().await;
    clock.advance(60_000);
    bot = start(&h.fake, &db, &clock).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(
        turns(&h.fake),
        before,
        "a turn said again after the restart"
    );
    assert_eq!(dm_texts(&h.fake, DM).len(), dms_before);
    assert_eq!(pings(&h.fake, MENTION), pings_before);

    // `/gin mine`, right after the restart: both tables for the two who
    // sit at both, one for the third; whose turn; jump links.
    let link = format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}");
    let other = format!("https://discord.com/channels/{GUILD_ID}/{OTHER_CHANNEL}");
    for user in PEOPLE {
        let a = h.slash(user, "mine", vec![]).await;
        assert_ephemeral(&a);
        assert!(a.content.contains(&link), "{user}: {}", a.content);
        assert_eq!(
            a.content.contains(&other),
            user != NOTHING,
            "{user}: {}",
            a.content
        );
        if user == PEOPLE[who] {
            assert!(a.content.contains("**your turn**"), "{user}: {}", a.content);
            assert!(a.content.contains("<t:"), "the clock's end: {}", a.content);
        } else {
            let to_play = format!("<@{}>'s turn", PEOPLE[who]);
            assert!(a.content.contains(&to_play), "{user}: {}", a.content);
        }
        if user != NOTHING {
            assert!(a.content.contains("in the lobby"), "{}", a.content);
        }
    }
    let a = h.slash(4299, "mine", vec![]).await;
    assert!(a.content.contains("no seat at any table"), "{}", a.content);

    // The clock of a day ends with the table's outcome: a safe move.
    clock.advance(24 * HOUR_MS);
    let until = Instant::now() + Duration::from_secs(20);
    while !h.fake.posted(CHANNEL_ID).iter().any(|p| {
        p.content
            .contains("turn clock ran out: a safe move was made")
    }) {
        assert!(Instant::now() < until, "the clock did not run out");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    next_turn(&h.fake, before).await;
    check_told(&h.fake).await;

    // A direct message names the table and never a card.
    let dms = dm_texts(&h.fake, DM);
    assert!(dms.len() >= 4, "{dms:?}");
    for dm in &dms {
        assert!(dm.contains(&link), "{dm}");
        assert!(
            !['♣', '♦', '♥', '♠'].iter().any(|s| dm.contains(*s)),
            "{dm}"
        );
    }
    println!("Direct messages to {DM}:\n{}", dms.join("\n"));
    bot.shutdown().await;
    check_schema(&h.fake);
}

/// The lines of the channel that say someone forfeited.
fn forfeit_lines(fake: &FakeDiscord) -> Vec<String> {
    fake.posted(CHANNEL_ID)
        .iter()
        .filter(|p| !p.components)
        .flat_map(|p| p.content.lines().map(str::to_string).collect::<Vec<_>>())
        .filter(|l| l.contains("forfeits the game"))
        .collect()
}

/// The end of a one-day clock at a table that chose forfeits
/// (`/gin new clock:1d clock_end:forfeit`, issue 42): three people, each
/// told once per turn their way; after a restart nobody is told again and
/// `/gin mine` lists the table; when a day has gone on someone's turn,
/// they forfeit: one line in the channel, in place of a safe move; the
/// table message says who won and offers a rematch, which deals again
/// and tells the next turn once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_one_day_clock_ends_in_a_forfeit_at_a_table_that_chose_it() {
    let started = Instant::now();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("forfeit.redb");
    let clock = FakeClock::new(1_800_000_000_000);
    let mut bot = start(&fake, &db, &clock).await;
    let mut h = Harness::new(fake);
    for (user, how) in [(DM, 1), (NOTHING, 2)] {
        let a = h
            .slash(user, "notify", vec![payloads::option("how", 4, json!(how))])
            .await;
        assert_ephemeral(&a);
    }
    let from = h.fake.request_count();
    let a = h
        .slash(
            MENTION,
            "new",
            vec![
                payloads::option("clock", 3, json!("1d")),
                payloads::option("clock_end", 4, json!(1)),
            ],
        )
        .await;
    assert!(a.content.contains("Table open"), "{}", a.content);
    let buttons = h.table_buttons(from).await;
    let lobby = h.fake.posted(CHANNEL_ID);
    let lobby = lobby.iter().rfind(|p| p.components).unwrap();
    assert!(
        lobby
            .content
            .contains("turn clock 1 day · when it runs out: the game is forfeited"),
        "{}",
        lobby.content
    );
    let find = |p: &str| buttons.iter().find(|b| b.starts_with(p)).unwrap().clone();
    let (join, begin) = (find("jg1.join."), find("jg1.start."));
    for p in [DM, NOTHING] {
        let a = h.click(p, &join).await;
        assert!(a.content.contains("took a seat"), "{}", a.content);
    }
    let a = h.click(MENTION, &begin).await;
    assert!(a.content.contains("starts"), "{}", a.content);

    // A round: each turn told once, each their way.
    let mut before = [0; 3];
    for _ in 0..3 {
        let who = next_turn(&h.fake, before).await;
        before = turns(&h.fake);
        check_told(&h.fake).await;
        play_turn(&mut h, PEOPLE[who]).await;
        clock.advance(6 * 60_000);
    }

    // A restart on someone's turn: nobody is told again, and `/gin mine`
    // lists the table for each of them.
    let who = next_turn(&h.fake, before).await;
    before = turns(&h.fake);
    check_told(&h.fake).await;
    bot.shutdown().await;
    clock.advance(60_000);
    bot = start(&h.fake, &db, &clock).await;
    let link = format!("https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}");
    for user in PEOPLE {
        let a = h.slash(user, "mine", vec![]).await;
        assert_ephemeral(&a);
        assert!(a.content.contains(&link), "{user}: {}", a.content);
        if user == PEOPLE[who] {
            assert!(a.content.contains("**your turn**"), "{user}: {}", a.content);
        }
    }
    assert_eq!(
        turns(&h.fake),
        before,
        "a turn said again after the restart"
    );

    // A day on their turn: they forfeit, once, and nobody's turn begins.
    clock.advance(24 * HOUR_MS);
    let until = Instant::now() + Duration::from_secs(20);
    while forfeit_lines(&h.fake).is_empty() {
        assert!(Instant::now() < until, "the clock did not run out");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let until = Instant::now() + Duration::from_secs(10);
    while !h.fake.posted(CHANNEL_ID).iter().any(|p| {
        p.components && p.content.contains("forfeits the game") && p.content.contains(" win")
    }) {
        assert!(Instant::now() < until, "the table message does not say it");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    wait_posts_through(&h.fake, Duration::from_millis(500), Duration::from_secs(10)).await;
    let lines = forfeit_lines(&h.fake);
    assert_eq!(lines.len(), 1, "{lines:?}");
    let loser = format!("<@{}>", PEOPLE[who]);
    assert!(
        lines[0].starts_with(&format!("🏳️ {loser}'s turn clock ran out")),
        "{}",
        lines[0]
    );
    assert!(
        !h.fake
            .posted(CHANNEL_ID)
            .iter()
            .any(|p| p.content.contains("a safe move was made")),
        "a forfeit, not a safe move"
    );
    assert_eq!(turns(&h.fake), before, "no turn after the game ended");
    check_told(&h.fake).await;
    let a = h.slash(PEOPLE[who], "mine", vec![]).await;
    assert!(a.content.contains("game over"), "{}", a.content);

    // A rematch deals again; its first turn is told once.
    let a = h
        .click(PEOPLE[who], &format!("jg1.rematch.{CHANNEL_ID}"))
        .await;
    assert!(!a.content.contains("⚠️"), "{}", a.content);
    next_turn(&h.fake, before).await;
    check_told(&h.fake).await;
    bot.shutdown().await;
    check_schema(&h.fake);
    println!(
        "forfeit at a one-day clock: {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// The load check (issue 42; `#[ignore]`d, minutes): `JG_SLOW_TABLES`
/// (default 10,000) Jersey Gin tables of three people with a one-day clock,
/// open at once, their channels posted up to date. Reports the restart
/// (opening the file and rebuilding every table), resident memory per open
/// table (restored, then with the bot's board watching them), and, when
/// half of every clock has gone at once, how the reminders go out: bot
/// requests per second, never above Discord's 50 (the notices' pacer
/// allows `NOTICES_PER_SECOND`).
///
/// ```sh
/// cargo test --release --test it slow_tables_load -- --ignored --nocapture
/// ```
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn slow_tables_load() {
    use jersey_gin::table::bench::{heap_bytes, rss_bytes};
    use jersey_gin::table::queries::Outbox;
    use jersey_gin::table::{Actor, ChannelId, Command, Settings};
    let n: u64 = std::env::var("JG_SLOW_TABLES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("slow.redb");
    let clock = FakeClock::new(1_800_000_000_000);
    let first_channel = 9_000_000_000_000_000u64;
    // The tables, from a few threads (commits share transactions).
    {
        let svc = Arc::new(Service::open(&db, None, Arc::new(clock.clone())).unwrap());
        let t0 = Instant::now();
        let threads: Vec<_> = (0..8u64)
            .map(|c| {
                let svc = svc.clone();
                std::thread::spawn(move || {
                    let mut t = c;
                    while t < n {
                        let ch = ChannelId::discord(first_channel + t);
                        let user = |seat: u64| 5_000_000 + t * 3 + seat;
                        let settings = Settings {
                            turn_ms: 24 * HOUR_MS,
                            pace_ms: 0,
                            ..Settings::default()
                        };
                        let mut last = 0;
                        for (i, (who, cmd)) in [
                            (0, Command::Open { settings }),
                            (1, Command::Join),
                            (2, Command::Join),
                            (0, Command::Start),
                        ]
                        .into_iter()
                        .enumerate()
                        {
                            let rid = t * 10 + i as u64 + 1;
                            let r = svc
                                .apply_in(Some(GUILD_ID), &ch, rid, Actor::user(user(who)), cmd)
                                .unwrap();
                            last = r.seq;
                        }
                        // As if the last run had posted everything.
                        let posted = Outbox {
                            posted: last,
                            sending: None,
                            last_message: None,
                        };
                        svc.set_outbox(&ch, posted).unwrap();
                        t += 8;
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        println!(
            "slow tables: {n} opened and started in {:.1} s",
            t0.elapsed().as_secs_f64()
        );
    }
    // The restart: the file opened and every table rebuilt.
    let (heap0, rss0) = (heap_bytes(), rss_bytes());
    let t0 = Instant::now();
    let svc = Service::open(&db, None, Arc::new(clock.clone())).unwrap();
    let restart = t0.elapsed();
    assert_eq!(svc.open_tables() as u64, n);
    let (heap1, rss1) = (heap_bytes(), rss_bytes());
    let per = |a: u64, b: u64| b.saturating_sub(a) / n;
    println!(
        "slow tables: restart {:.0} ms for {n} tables ({:.3} ms a table); resident memory +{} bytes a table (heap +{})",
        restart.as_secs_f64() * 1000.0,
        restart.as_secs_f64() * 1000.0 / n as f64,
        per(rss0, rss1),
        per(heap0, heap1),
    );
    // The bot over them, then half of every clock gone at once.
    let fake = FakeDiscord::start().await;
    let from = fake.request_count();
    let bot = Bot::start_with_service(config(&fake, &db), svc);
    fake.wait_for("command registration", from, Duration::from_secs(60), |r| {
        r.method == "PUT" && r.path.ends_with("/commands")
    })
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_secs(3)).await;
    let (heap2, rss2) = (heap_bytes(), rss_bytes());
    println!(
        "slow tables: with the bot watching them, resident memory +{} bytes a table since before the restart (heap +{})",
        per(rss0, rss2),
        per(heap0, heap2)
    );
    let posts_before = fake.posted_all().len();
    assert_eq!(
        posts_before, 0,
        "nothing to post: every channel was up to date"
    );
    let start = Instant::now();
    let seen_from = fake.request_count();
    clock.advance(12 * HOUR_MS + 60_000);
    let window = Duration::from_secs(
        std::env::var("JG_SLOW_SECS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(15),
    );
    tokio::time::sleep(window).await;
    let requests: Vec<Instant> = fake.requests()[seen_from..]
        .iter()
        .filter(|r| !r.path.contains("/interactions/"))
        .map(|r| r.at)
        .collect();
    let mut busiest = 0;
    for (i, &at) in requests.iter().enumerate() {
        let in_second = requests[i..]
            .iter()
            .take_while(|&&b| b < at + Duration::from_secs(1))
            .count();
        busiest = busiest.max(in_second);
    }
    let reminders = fake
        .posted_all()
        .iter()
        .filter(|p| p.content.starts_with("⏰"))
        .count();
    println!(
        "slow tables: half of {n} clocks gone at once: {reminders} reminders posted in {:.1} s, {} bot requests, at most {busiest} in any second (pacer {} a second, Discord's limit 50)",
        start.elapsed().as_secs_f64(),
        requests.len(),
        jersey_gin::discord::board::NOTICES_PER_SECOND
    );
    assert!(reminders > 0, "no reminder went out");
    assert!(busiest <= 50, "{busiest} requests in one second");
    bot.shutdown().await;
}
