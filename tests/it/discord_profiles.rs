//! Profiles and achievements through the fake Discord (issue 43): games
//! played before the bot starts count; `/gin profile` answers the asker
//! in their own language with their games, rating and achievements; the
//! channel is told, in one line that pings no one, when someone earned
//! an achievement.

use crate::discord_game::{assert_ephemeral, check_schema, start_bot, Harness};
use crate::harness::{fast, Harness as Tables};
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID, GUILD_ID};
use jersey_gin::ai::Level;
use jersey_gin::engine::{GinRules, Rules};
use jersey_gin::store::Store;
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::{Actor, ChannelId, Command, Settings, UserId};
use serde_json::json;

const ANN: u64 = 431;

/// Short games of Gin Rummy against the hard computer, in `CHANNEL_ID`:
/// Ann's clock runs out twice and a computer plays her seat on, until she
/// has earned an achievement (a few games at most, by the seeds).
fn games_before_the_bot(db: &std::path::Path) -> (usize, String) {
    // The clock at the real time, so that the games are in this month's
    // season of the server ladder, which the bot reads by its clock.
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let t = Tables::with_store(Store::open(db).unwrap(), FakeClock::new(now));
    let ch = &ChannelId::discord(CHANNEL_ID);
    let settings = Settings {
        rules: Rules::Gin(GinRules {
            target: Some(60),
            ..GinRules::default()
        }),
        ..fast()
    };
    // Opened from the server: its games are on the server's ladder.
    t.svc
        .apply_in(
            Some(GUILD_ID),
            ch,
            1,
            Actor::user(ANN),
            Command::Open { settings },
        )
        .unwrap();
    t.ok(ch, ANN, Command::AddComputer { level: Level::Hard });
    for played in 1..=6 {
        let again = if played == 1 {
            Command::Start
        } else {
            Command::Rematch
        };
        t.ok(ch, ANN, again);
        t.run_to_end(ch);
        if !t.svc.achievements(UserId(ANN)).unwrap().earned.is_empty() {
            let last = t.svc.recent_games(ch, 1).unwrap().remove(0);
            let month = chrono::DateTime::from_timestamp_millis(last.finished_ms as i64)
                .unwrap()
                .format("%Y-%m")
                .to_string();
            return (played, month);
        }
    }
    panic!("six games and no achievement");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_profile_shows_games_ratings_and_achievements_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("profiles.redb");
    let (played, played_month) = games_before_the_bot(&db);
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);

    let a = h.slash(ANN, "profile", vec![]).await;
    assert_ephemeral(&a);
    let games = if played == 1 {
        "1 game".to_string()
    } else {
        format!("{played} games")
    };
    assert!(a.content.contains(&format!("<@{ANN}>")), "{}", a.content);
    assert!(a.content.contains("**Gin Rummy** here: "), "{}", a.content);
    assert!(a.content.contains(&games), "{}", a.content);
    assert!(a.content.contains("rating "), "{}", a.content);
    assert!(a.content.contains("🏅 Achievements ("), "{}", a.content);
    // With its picture card.
    let files = &a.callback.files;
    assert_eq!(files.len(), 1, "{}", a.content);
    assert_eq!(files[0].filename, "profile.png");
    assert!(files[0].bytes.starts_with(b"\x89PNG"));

    // Someone else's, asked by another person in German.
    let id = h.fake.next_id();
    let mut i = payloads::slash_command(
        id,
        &format!("tok-{id}"),
        77,
        "profile",
        vec![json!({"name": "user", "type": 6, "value": ANN.to_string()})],
    );
    i["locale"] = json!("de");
    i["data"]["resolved"] = json!({"users": {ANN.to_string(): {
        "id": ANN.to_string(), "username": "ann", "discriminator": "0",
        "global_name": "Ann", "avatar": null
    }}});
    let de = h.send(i, 77).await;
    assert_ephemeral(&de);
    assert!(
        de.content.contains("**Gin Rommé** hier: "),
        "{}",
        de.content
    );
    assert!(de.content.contains("🏅 Erfolge ("), "{}", de.content);

    // Nobody's yet.
    let none = h.slash(78, "profile", vec![]).await;
    assert_ephemeral(&none);
    assert_eq!(none.content, "<@78> has not finished a game yet.");

    // The games' story was posted when the bot started, with a line for
    // each achievement earned, which mentions Ann without pinging her.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let line = loop {
        let found = h
            .fake
            .requests()
            .into_iter()
            .filter(|r| {
                r.method == "POST"
                    && r.path
                        .ends_with(&format!("/channels/{CHANNEL_ID}/messages"))
            })
            .find(|r| {
                r.body["content"]
                    .as_str()
                    .is_some_and(|c| c.contains("earned an achievement: **"))
            });
        if let Some(r) = found {
            break r;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no achievement line was posted"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    };
    let content = line.body["content"].as_str().unwrap();
    assert!(
        content.contains(&format!("<@{ANN}> earned an achievement: **")),
        "{content}"
    );
    let pinged = line.body["allowed_mentions"]["users"]
        .as_array()
        .is_some_and(|u| u.iter().any(|x| x.as_str() == Some(&ANN.to_string())));
    assert!(!pinged, "the line pings Ann: {}", line.body);
    // The server's ladder this month, beside the channel's.
    let o = payloads::option;
    let a = h
        .slash(ANN, "leaderboard", vec![o("scope", 4, json!(1))])
        .await;
    assert_ephemeral(&a);
    let month = chrono::Utc::now().format("%Y-%m").to_string();
    if played_month == month {
        assert!(
            a.content
                .contains(&format!("Server leaderboard: Gin Rummy, {month}")),
            "{}",
            a.content
        );
        assert!(a.content.contains(&format!("<@{ANN}>")), "{}", a.content);
    } else {
        // The month turned between the games and the question.
        assert!(a.content.contains("No finished games"), "{}", a.content);
    }
    let a = h
        .slash(ANN, "leaderboard", vec![o("season", 4, json!(1))])
        .await;
    assert!(a.content.contains("No finished games"), "{}", a.content);
    bot.shutdown().await;
    check_schema(&h.fake);
}
