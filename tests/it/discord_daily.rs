//! The daily deal through the fake Discord (issue 43): two people play
//! the day's Gin Rummy deal in the same channel, one after the other, to
//! its end. Both are dealt the same first hand; the table is private (no
//! post in the channel: only their ephemeral hand views); a second
//! `/gin daily` tells each their result, and `/gin daily-board` ranks
//! them, ties sharing a rank.

use crate::discord_game::{
    assert_ephemeral, check_schema, choose_preferring, hand_cards, is_hand_view, start_bot, Harness,
};
use crate::support::fake_discord::FakeDiscord;
use crate::support::payloads::{self, CHANNEL_ID};
use serde_json::json;
use std::collections::HashSet;
use std::time::{Duration, Instant};

/// One person's daily deal: their first hand view's cards, how many
/// moves they made, and the answer to `/gin daily` once it was over.
struct Played {
    first: HashSet<String>,
    moves: usize,
    result: String,
}

/// `/gin daily` by `user`, then their moves (the first legal control,
/// discarding and drawing first) until `/gin daily` answers with their
/// result instead of their hand.
async fn play_daily(h: &mut Harness, user: u64) -> Played {
    let a = h.slash(user, "daily", vec![]).await;
    assert_ephemeral(&a);
    assert!(is_hand_view(&a.content), "{}", a.content);
    let first = hand_cards(&a.content);
    let (mut content, mut components) = (a.content, a.components);
    let mut moves = 0;
    let deadline = Instant::now() + Duration::from_secs(120);
    while Instant::now() < deadline {
        if let Some((id, value)) = choose_preferring(&components, &["jg1.discard", "jg1.draw"]) {
            let a = match value {
                Some(v) => h.select(user, &id, &v).await,
                None => h.click(user, &id).await,
            };
            moves += 1;
            (content, components) = (a.content, a.components);
            continue;
        }
        // The computer's turn, or the hand is over: `/gin daily` shows the
        // hand again while the deal is on, the result once it is over.
        tokio::time::sleep(Duration::from_millis(100)).await;
        let a = h.slash(user, "daily", vec![]).await;
        assert_ephemeral(&a);
        if a.content.contains("🗓️") {
            return Played {
                first,
                moves,
                result: a.content,
            };
        }
        (content, components) = (a.content, a.components);
    }
    panic!("the daily deal did not end:\n{content}");
}

/// The points in a result or a board line: `+12`, `−7`, `0`.
fn points(text: &str) -> i64 {
    let t = text.trim().trim_end_matches('.');
    match t.strip_prefix('−') {
        Some(n) => -n.parse::<i64>().unwrap(),
        None => t.trim_start_matches('+').parse().unwrap(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_the_same_daily_deal_and_the_board_ranks_them() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("daily.redb")).await;
    let mut h = Harness::new(fake);
    let started = Instant::now();
    let (ann, bob) = (961, 962);
    let a = play_daily(&mut h, ann).await;
    let b = play_daily(&mut h, bob).await;
    println!(
        "two daily deals through the fake Discord in {:?} ({} and {} moves)\n{}\n{}",
        started.elapsed(),
        a.moves,
        b.moves,
        a.result,
        b.result
    );
    assert!(!a.first.is_empty());
    assert_eq!(a.first, b.first, "the same first hand for both");
    for r in [&a.result, &b.result] {
        assert!(r.contains("Daily deal · Gin Rummy"), "{r}");
        assert!(r.contains("Streak: 1 day"), "{r}");
    }
    // The board: both, ranked by points, ties sharing a rank.
    let options = vec![payloads::option("scope", 4, json!(1))];
    let board = h.slash(ann, "daily-board", options).await;
    assert_ephemeral(&board);
    let lines: Vec<(u32, u64, i64)> = board
        .content
        .lines()
        .filter_map(|l| {
            let (rank, rest) = l.strip_prefix('`')?.split_once(".` <@")?;
            let (user, pts) = rest.split_once("> — ")?;
            Some((rank.parse().ok()?, user.parse().ok()?, points(pts)))
        })
        .collect();
    assert_eq!(lines.len(), 2, "{}", board.content);
    let mut people: Vec<u64> = lines.iter().map(|l| l.1).collect();
    people.sort();
    assert_eq!(people, [ann, bob]);
    assert_eq!(lines[0].0, 1);
    assert!(lines[0].2 >= lines[1].2, "{}", board.content);
    let second = if lines[0].2 == lines[1].2 { 1 } else { 2 };
    assert_eq!(lines[1].0, second, "{}", board.content);
    // Each result's points are the board's.
    for (who, r) in [(ann, &a.result), (bob, &b.result)] {
        let line = lines.iter().find(|l| l.1 == who).unwrap();
        let told = r.split("**").nth(3).unwrap();
        assert_eq!(points(told), line.2, "{r}");
    }
    // Private: nothing was posted in the channel.
    assert!(
        h.fake.posted(CHANNEL_ID).is_empty(),
        "the daily deal posted in the channel: {:?}",
        h.fake.posted(CHANNEL_ID)
    );
    // One try: a rematch is not dealt.
    bot.shutdown().await;
    check_schema(&h.fake);
}
