//! A person's data through the fake Discord (issue 43): `/gin privacy`
//! lists what the store keeps that names the asker; `/gin forget-me` asks
//! to confirm, closes the finished table they still sit at, keeps their
//! game under an anonymous player and removes their rows; after a
//! restart their name stays gone (profile, ladders, history, the file).

use crate::discord_game::{assert_ephemeral, check_schema, start_bot, Harness};
use crate::harness::{fast, Harness as Tables};
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID, GUILD_ID};
use jersey_gin::ai::Level;
use jersey_gin::engine::{GinRules, Rules};
use jersey_gin::store::types::StoredPlayerV1;
use jersey_gin::store::Store;
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::{Actor, ChannelId, Command, Settings};
use serde_json::json;

const ANN: u64 = 531;

/// One short game of Gin Rummy against the hard computer in
/// `CHANNEL_ID`, opened from the server; the finished table stays (as
/// it does until a new one is opened there).
fn one_game_before_the_bot(db: &std::path::Path) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let t = Tables::with_store(Store::open(db).unwrap(), FakeClock::new(now));
    let ch = &ChannelId::discord(CHANNEL_ID);
    let settings = Settings {
        rules: Rules::Gin(GinRules {
            target: Some(30),
            ..GinRules::default()
        }),
        ..fast()
    };
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
    t.ok(ch, ANN, Command::Start);
    t.run_to_end(ch);
}

/// The custom_ids of an answer's buttons.
fn buttons(components: &serde_json::Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            out.extend(c["custom_id"].as_str().map(str::to_string));
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forget_me_removes_the_name_and_it_stays_gone_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("privacy.redb");
    one_game_before_the_bot(&db);
    let fake = FakeDiscord::start().await;
    let bot = start_bot(&fake, &db).await;
    let mut h = Harness::new(fake);

    let a = h.slash(ANN, "privacy", vec![]).await;
    assert_ephemeral(&a);
    for line in [
        "Games with a seat of yours: 1 ",
        "Ratings and stats: 1 ",
        "Server ladders: 1 ",
        &format!("Open tables you sit at or opened: <#{CHANNEL_ID}>"),
    ] {
        assert!(a.content.contains(line), "{line}: {}", a.content);
    }
    // In the asker's language.
    h.locales.insert(ANN, "pt-BR".into());
    let pt = h.slash(ANN, "privacy", vec![]).await;
    assert!(
        pt.content.contains("Partidas com um lugar seu: 1 "),
        "{}",
        pt.content
    );
    h.locales.remove(&ANN);

    // Asked first, with a button; nothing changes until it is clicked.
    let q = h.slash(ANN, "forget-me", vec![]).await;
    assert_ephemeral(&q);
    assert!(
        q.content.contains("your seats of 1 game and"),
        "{}",
        q.content
    );
    let ids = buttons(&q.components);
    assert_eq!(ids.len(), 1, "{}", q.components);
    let again = h.slash(ANN, "privacy", vec![]).await;
    assert_eq!(again.content, a.content);

    let done = h.click(ANN, &ids[0]).await;
    assert!(
        done.content.starts_with("✅ Forgotten. 1 game now shows"),
        "{}",
        done.content
    );
    assert_eq!(buttons(&done.components), Vec::<String>::new());
    let p = h.slash(ANN, "profile", vec![]).await;
    assert_eq!(p.content, format!("<@{ANN}> has not finished a game yet."));
    // Someone else clicking an old confirmation forgets only themselves.
    let other = h.click(77, &ids[0]).await;
    assert!(
        other.content.starts_with("There is nothing to forget"),
        "{}",
        other.content
    );
    bot.shutdown().await;

    // Restarted: still gone.
    let bot = start_bot(&h.fake, &db).await;
    let a = h.slash(ANN, "privacy", vec![]).await;
    assert!(
        a.content
            .starts_with("🔒 This bot keeps nothing that names you."),
        "{}",
        a.content
    );
    let p = h.slash(ANN, "profile", vec![]).await;
    assert_eq!(p.content, format!("<@{ANN}> has not finished a game yet."));
    let o = payloads::option;
    for options in [vec![], vec![o("scope", 4, json!(1))]] {
        let board = h.slash(77, "leaderboard", options).await;
        assert!(
            !board.content.contains(&ANN.to_string()),
            "{}",
            board.content
        );
    }
    let history = h.slash(77, "history", vec![]).await;
    assert!(
        !history.content.contains(&ANN.to_string()),
        "{}",
        history.content
    );
    assert!(
        history.content.contains("Anonymous player"),
        "{}",
        history.content
    );
    bot.shutdown().await;
    check_schema(&h.fake);

    // The file: the game under the anonymous player, no command naming her.
    let store = Store::open(&db).unwrap();
    let games = store.all_games().unwrap();
    assert_eq!(games.len(), 1);
    let players = &games[0].players;
    assert!(
        players
            .iter()
            .any(|p| matches!(p, StoredPlayerV1::Anonymous { .. }))
            && !players.contains(&StoredPlayerV1::Human { id: ANN }),
        "{players:?}"
    );
    for (_, mut c) in store.commands().unwrap() {
        assert!(
            !jersey_gin::store::forget::scrub_command(&mut c, ANN, 0),
            "{c:?}"
        );
    }
}
