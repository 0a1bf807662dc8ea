//! Achievements earned as games are stored equal those worked out again
//! from the stored games (issue 43), over thousands of simulated games of
//! every kind, on both backends; the backfill of games stored before
//! schema 10 gives the same; the people's tables' schema steps.

use super::*;
use crate::achievements::Achievement;
use crate::ai::Level;
use crate::engine::{Game, GameKind, Replay, Rules, SeatAction};
use crate::store::types::StoredPlayerV1;
use crate::store::Commit;
use crate::table::clock::FakeClock;
use crate::table::{feats, tallies, ChannelId, Player};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::sync::Arc;

/// Every game of the family and each switch of two-handed Gin (V1-V8),
/// some together.
fn rules_pool() -> Vec<Rules> {
    let gin = |s: &[&str]| Rules::from_names("gin", s).unwrap();
    vec![
        Rules::default(),
        gin(&[]),
        gin(&["oklahoma"]),
        gin(&["hollywood"]),
        gin(&["eleven_card"]),
        gin(&["around_corner"]),
        gin(&["doubling"]),
        gin(&["gin_only"]),
        gin(&["three_sitout"]),
        gin(&["partnership"]),
        Rules::from_names("colonel", &[]).unwrap(),
    ]
}

const PEOPLE: u64 = 6;

/// A game of `rules` played by easy computers in every seat, recorded
/// with people and computers of any level in its seats; abandoned after
/// a few moves when `abandon`.
fn simulate(rng: &mut ChaCha8Rng, rules: Rules, game_id: u64, abandon: bool) -> FinishedGame {
    let seed = rng.random();
    let (mut game, _) = Game::start(rules, seed, None).unwrap();
    let mut replay = Replay::new(rules, seed);
    let stop = if abandon {
        rng.random_range(0..40)
    } else {
        usize::MAX
    };
    while !game.is_over() && replay.actions.len() < stop {
        let seat = game.to_act().first().copied().unwrap_or(0);
        let action = crate::ai::choose(Level::Easy, &game.seat_view(seat), seed);
        game.apply(seat, action).unwrap();
        replay.actions.push(SeatAction { seat, action });
    }
    // At least one person; a person sits once; computers of any level.
    let mut players: Vec<Player> = Vec::new();
    for seat in 0..rules.seats() {
        let human = seat == 0 || rng.random_bool(0.4);
        let id = UserId(rng.random_range(1..=PEOPLE));
        players.push(if human && !players.contains(&Player::Human { id }) {
            Player::Human { id }
        } else {
            let level = [Level::Easy, Level::Normal, Level::Hard][rng.random_range(0..3)];
            Player::Computer { level }
        });
    }
    players.rotate_left(rng.random_range(0..rules.seats()));
    let over = game.is_over();
    let jersey = game.public_view().jersey();
    FinishedGame {
        game_id,
        channel: ChannelId::new(&format!("c{}", game_id % 7)),
        players,
        standings: if over { game.standings() } else { None },
        tallies: if over { tallies(&game) } else { vec![] },
        feats: if over { feats(&game) } else { vec![] },
        guild: Some(1 + game_id % 2),
        result: jersey.and_then(|j| j.game_result().cloned()),
        hands: jersey.map(|j| j.score_sheet()).unwrap_or_default(),
        replay,
        started_ms: game_id,
        finished_ms: game_id,
        hinted: vec![],
        forfeit: None,
        daily: None,
    }
}

/// Commits a finished game as the service does (its own command in its
/// channel).
fn commit(
    store: &dyn StoreBackend,
    g: &FinishedGame,
    seqs: &std::sync::Mutex<HashMap<String, u64>>,
) {
    let channel = g.channel.to_string();
    let seq = {
        let mut s = seqs.lock().unwrap();
        let n = s.entry(channel.clone()).or_insert(0);
        *n += 1;
        *n
    };
    store
        .commit(Commit {
            channel,
            request_id: 0,
            table: None,
            command: b"{}".to_vec(),
            channel_seq: seq,
            finished: Some(StoredGameV1::from(g)),
            guild: None,
        })
        .unwrap();
}

/// `games` simulated games stored one by one, what each earned said as
/// the service says it; then `parallel` more stored from four threads at
/// once (group commits). Every person's stored achievements equal those
/// recomputed from their stored games, and those said.
fn incremental_equals_recomputed(svc: &Service, games: u64, parallel: u64) -> usize {
    let store = svc.store();
    let mut rng = ChaCha8Rng::seed_from_u64(43);
    let pool = rules_pool();
    let seqs = std::sync::Mutex::new(HashMap::new());
    let mut said: HashMap<UserId, Vec<(Achievement, u64)>> = HashMap::new();
    for id in 1..=games {
        let rules = pool[rng.random_range(0..pool.len())];
        let abandon = rng.random_bool(0.05);
        let g = simulate(&mut rng, rules, id, abandon);
        for e in earned(store, &g).unwrap() {
            let TableEvent::Earned { user, achievement } = e else {
                panic!("{e:?}")
            };
            said.entry(user).or_default().push((achievement, id));
        }
        commit(store, &g, &seqs);
    }
    let mut earned_total = 0;
    for user in (1..=PEOPLE).map(UserId) {
        let stored = svc.achievements(user).unwrap();
        assert_eq!(
            stored,
            svc.recompute_achievements(user).unwrap(),
            "{user:?}"
        );
        assert_eq!(
            stored.earned,
            said.remove(&user).unwrap_or_default(),
            "{user:?}: said as the games ended"
        );
        earned_total += stored.earned.len();
    }
    // Four channels at once, each from its own thread (a channel's
    // commands are applied one at a time, as the service does).
    let mut more: Vec<Vec<FinishedGame>> = vec![Vec::new(); 4];
    for id in games + 1..=games + parallel {
        let rules = pool[rng.random_range(0..pool.len())];
        let mut g = simulate(&mut rng, rules, id, false);
        let lane = (id % 4) as usize;
        g.channel = ChannelId::new(&format!("p{lane}"));
        more[lane].push(g);
    }
    std::thread::scope(|s| {
        for lane in &more {
            let seqs = &seqs;
            s.spawn(move || lane.iter().for_each(|g| commit(store, g, seqs)));
        }
    });
    for user in (1..=PEOPLE).map(UserId) {
        let stored = svc.achievements(user).unwrap();
        assert_eq!(
            stored,
            svc.recompute_achievements(user).unwrap(),
            "{user:?}"
        );
        assert_eq!(
            store.player_games(&person_key(user.get())).unwrap().len() as u64,
            store
                .all_games()
                .unwrap()
                .iter()
                .filter(|g| g
                    .players
                    .contains(&StoredPlayerV1::Human { id: user.get() }))
                .count() as u64
        );
    }
    earned_total
}

fn service(store: impl StoreBackend + 'static) -> Service {
    Service::new(store, Arc::new(FakeClock::new(1_000))).unwrap()
}

/// Over 3,000 simulated games of every kind on a redb file, then the
/// backfill of the same games (as if stored before schema 10) gives the
/// same rows again.
#[test]
fn achievements_stored_as_games_end_equal_those_recomputed_redb() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("a.redb");
    let svc = service(crate::store::Store::open(&path).unwrap());
    let earned = incremental_equals_recomputed(&svc, 2_500, 500);
    assert!(
        earned >= 30,
        "{earned} achievements earned: too few to test"
    );
    let every: Vec<_> = (1..=PEOPLE)
        .flat_map(|u| svc.achievements(UserId(u)).unwrap().earned)
        .map(|(a, _)| a)
        .collect();
    for a in [
        Achievement::FirstWin,
        Achievement::FirstGin,
        Achievement::Undercut,
        Achievement::BeatHard,
        Achievement::EveryGame,
    ] {
        assert!(every.contains(&a), "{a:?} never earned");
    }
    let before: Vec<_> = (1..=PEOPLE)
        .map(|u| svc.achievements(UserId(u)).unwrap())
        .collect();
    drop(svc);
    // Marked as a file whose games were stored before the people's rows.
    let store = crate::store::Store::open(&path).unwrap();
    {
        let txn = store.database().begin_write().unwrap();
        txn.open_table(crate::store::schema::META)
            .unwrap()
            .insert(crate::store::schema::ACHIEVEMENTS_PENDING_KEY, 1)
            .unwrap();
        txn.open_table(crate::store::schema::ACHIEVEMENTS)
            .unwrap()
            .retain(|_, _| false)
            .unwrap();
        txn.commit().unwrap();
    }
    assert!(store.achievements_pending().unwrap());
    let svc = service(store);
    assert!(!svc.store().achievements_pending().unwrap());
    // The parallel games were stored in another order than their ids:
    // the backfill folds by (finished, id), so compare what does not
    // depend on the order.
    for (u, was) in (1..=PEOPLE).zip(before) {
        let now = svc.achievements(UserId(u)).unwrap();
        assert_eq!((now.games, now.wins), (was.games, was.wins), "user {u}");
        assert_eq!(now, svc.recompute_achievements(UserId(u)).unwrap());
    }
}

/// The same on PostgreSQL (fewer games: each is a transaction of a
/// server), where a server can be started.
#[test]
fn achievements_stored_as_games_end_equal_those_recomputed_postgres() {
    let Some(url) = crate::store::postgres::test_db::test_database("achievements_pg") else {
        return;
    };
    let svc = service(crate::store::postgres::PgStore::open(&url).unwrap());
    incremental_equals_recomputed(&svc, 300, 100);
}

/// The service says each achievement once, in the table's story, as its
/// game ends: a person who beats a hard computer (a game they win
/// against it) is told; the same game again earns nothing new.
#[test]
fn a_game_that_ends_says_what_it_earned() {
    let svc = service(crate::store::Store::in_memory().unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut id = 0;
    let won = loop {
        id += 1;
        let mut g = simulate(&mut rng, Rules::from_names("gin", &[]).unwrap(), id, false);
        g.players = vec![
            Player::Human { id: UserId(9) },
            Player::Computer { level: Level::Hard },
        ];
        if g.tallies[0].won {
            break g;
        }
    };
    let said = earned(svc.store(), &won).unwrap();
    assert!(said.contains(&TableEvent::Earned {
        user: UserId(9),
        achievement: Achievement::BeatHard
    }));
    assert!(said.contains(&TableEvent::Earned {
        user: UserId(9),
        achievement: Achievement::FirstWin
    }));
    commit(svc.store(), &won, &Default::default());
    let again = FinishedGame {
        game_id: won.game_id + 1,
        ..won.clone()
    };
    let said = earned(svc.store(), &again).unwrap();
    assert!(
        !said.iter().any(|e| matches!(
            e,
            TableEvent::Earned {
                achievement: Achievement::BeatHard | Achievement::FirstWin,
                ..
            }
        )),
        "{said:?}"
    );
}

/// PostgreSQL's step 6 on a database left at step 5 with a finished game
/// in it: the people's tables start empty and marked, and the service
/// that opens it folds the game in.
#[test]
fn postgres_step_6_runs_on_a_step_5_database_and_the_game_counts() {
    let Some(url) = crate::store::postgres::test_db::test_database("postgres_step_6") else {
        return;
    };
    let target = crate::store::postgres::Target::of(&url, Default::default()).unwrap();
    let mut client = crate::store::postgres::Conn::connect(&target).unwrap();
    crate::store::postgres::migrations::migrate(&mut client, &url, 5).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let g = simulate(&mut rng, Rules::default(), 1, false);
    let mut stored = StoredGameV1::from(&g);
    stored.feats.clear(); // as a build before step 6 wrote it
    client
        .execute(
            "INSERT INTO games_v1 (game_id, channel, data) VALUES (1, $1, $2)",
            &[&stored.channel, &serde_json::to_vec(&stored).unwrap()],
        )
        .unwrap();
    let store = crate::store::postgres::PgStore::open(&url).unwrap();
    assert_eq!(
        store.schema_version().unwrap(),
        crate::store::postgres::migrations::SCHEMA_VERSION
    );
    assert!(store.achievements_pending().unwrap());
    let svc = service(store);
    assert!(!svc.store().achievements_pending().unwrap());
    let person = people(&stored)[0];
    let row = svc.achievements(UserId(person)).unwrap();
    assert_eq!(row.games, 1);
    assert_eq!(row, svc.recompute_achievements(UserId(person)).unwrap());
    assert_eq!(svc.store().player_games(&person_key(person)).unwrap(), [1]);
}

/// Schema step 10 on a file as the schema-9 build leaves it: the
/// schema-6 fixture (`tests/fixtures/schema_v6.redb`, two finished games:
/// user 7's in channel 201, user 8's in 205) taken through steps 7 to 9
/// as that build does, then opened by this one. The people's tables
/// start empty and marked; the service that opens the file folds both
/// games in, each person's row equal to its recomputation, and the next
/// game is added to them as it is stored.
#[test]
fn m0010_opens_a_schema_9_file_and_its_games_count() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("v9.redb");
    let src =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/schema_v6.redb");
    std::fs::copy(&src, &path).unwrap();
    {
        let db = redb::Database::open(&path).unwrap();
        crate::store::migrations::migrate(&db, 6, 9).unwrap();
    }
    let store = crate::store::Store::open(&path).unwrap();
    assert_eq!(
        store.schema_version().unwrap(),
        crate::store::migrations::SCHEMA_VERSION
    );
    assert!(store.achievements_pending().unwrap());
    assert!(store.player_games("u:7").unwrap().is_empty());
    let svc = service(store);
    assert!(!svc.store().achievements_pending().unwrap());
    for user in [7, 8] {
        let row = svc.achievements(UserId(user)).unwrap();
        assert_eq!(row.games, 1, "user {user}");
        assert_eq!(row, svc.recompute_achievements(UserId(user)).unwrap());
        assert_eq!(
            svc.store().player_games(&person_key(user)).unwrap().len(),
            1
        );
    }
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut g = simulate(&mut rng, Rules::default(), 99, false);
    g.players[0] = Player::Human { id: UserId(7) };
    g.players[1] = Player::Computer { level: Level::Easy };
    g.players[2] = Player::Computer {
        level: Level::Normal,
    };
    commit(svc.store(), &g, &Default::default());
    let row = svc.achievements(UserId(7)).unwrap();
    assert_eq!(row.games, 2);
    assert_eq!(row, svc.recompute_achievements(UserId(7)).unwrap());
    drop(svc);
    // Opening again runs nothing and keeps the rows.
    let svc = service(crate::store::Store::open(&path).unwrap());
    assert_eq!(svc.achievements(UserId(7)).unwrap().games, 2);
}

/// The server ladder (issue 43): every channel of a server in one table,
/// a season a calendar month (the last one kept), other servers apart;
/// rated as a channel is, so a server of one channel has that channel's
/// very rows.
#[test]
fn the_server_ladder_spans_a_servers_channels_by_month() {
    use crate::table::profiles::Season;
    const OCT: u64 = 1_791_000_000_000; // 2026-10-03
    const NOV: u64 = 1_795_827_600_000; // 2026-11-28
    let clock = FakeClock::new(NOV);
    let svc = Service::new(
        crate::store::Store::in_memory().unwrap(),
        Arc::new(clock.clone()),
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let seqs = std::sync::Mutex::new(HashMap::new());
    let gin = Rules::from_names("gin", &[]).unwrap();
    let mut id = 0;
    let mut play = |guild: u64, channel: &str, at: u64, user: u64| {
        id += 1;
        let mut g = simulate(&mut rng, gin, id, false);
        g.players = vec![
            Player::Human { id: UserId(user) },
            Player::Computer {
                level: Level::Normal,
            },
        ];
        g.guild = Some(guild);
        g.channel = ChannelId::new(channel);
        g.finished_ms = at + id;
        commit(svc.store(), &g, &seqs);
    };
    // Server 1: channels a and b, in October and November.
    for k in 0..6 {
        play(1, if k % 2 == 0 { "a" } else { "b" }, OCT, 1 + k % 3);
    }
    for k in 0..4 {
        play(1, if k % 2 == 0 { "a" } else { "b" }, NOV, 1 + k % 3);
    }
    // Server 2: one channel, November only.
    for k in 0..5 {
        play(2, "solo", NOV, 4 + k % 2);
    }
    let games = |board: &[crate::table::queries::PlayerStats], who: Player| {
        board
            .iter()
            .find(|p| p.player == who)
            .map_or(0, |p| p.games)
    };
    let normal = Player::Computer {
        level: Level::Normal,
    };
    let (month, now) = svc
        .server_leaderboard(1, GameKind::Gin, Season::Current, 1)
        .unwrap();
    assert_eq!(month, "2026-11");
    assert_eq!(games(&now, normal), 4, "both channels' November games");
    let (month, last) = svc
        .server_leaderboard(1, GameKind::Gin, Season::Previous, 1)
        .unwrap();
    assert_eq!(month, "2026-10");
    assert_eq!(games(&last, normal), 6, "October kept");
    assert!(svc
        .server_leaderboard(1, GameKind::Colonel, Season::Current, 1)
        .unwrap()
        .1
        .is_empty());
    // A server of one channel: the channel's own leaderboard, row for row.
    let (_, solo) = svc
        .server_leaderboard(2, GameKind::Gin, Season::Current, 1)
        .unwrap();
    let channel = svc
        .leaderboard(&ChannelId::new("solo"), GameKind::Gin, 1)
        .unwrap();
    assert_eq!(solo, channel);
    assert_eq!(games(&solo, normal), 5);
    // Next month, November is the last one.
    clock.set(NOV + 5 * 86_400_000);
    let (month, kept) = svc
        .server_leaderboard(1, GameKind::Gin, Season::Previous, 1)
        .unwrap();
    assert_eq!((month.as_str(), games(&kept, normal)), ("2026-11", 4));
}

/// `/gin forget-me` over a store of simulated games (issue 43): the
/// person's rows are gone and the others' unchanged; a backfill from
/// the stored games (as after a reshard) and a recomputation bring
/// nothing of theirs back, and the server ladder has no row for the
/// anonymous player.
#[test]
fn a_forgotten_person_stays_forgotten_through_a_backfill() {
    use crate::table::privacy::ForgetAnswer;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("f.redb");
    let svc = service(crate::store::Store::open(&path).unwrap());
    incremental_equals_recomputed(&svc, 300, 0);
    let gone = UserId(3);
    let mine = svc.my_data(gone).unwrap();
    assert!(
        mine.games > 0 && mine.stats > 0 && mine.ladder > 0,
        "{mine:?}"
    );
    let others: Vec<_> = (1..=PEOPLE)
        .filter(|&u| u != gone.get())
        .map(|u| svc.achievements(UserId(u)).unwrap())
        .collect();
    let (answer, closed) = svc.forget_me(gone).unwrap();
    assert!(closed.is_empty());
    let ForgetAnswer::Forgotten(was) = answer else {
        panic!("{answer:?}")
    };
    assert_eq!(was.games, mine.games);
    let check = |svc: &Service| {
        assert!(svc.my_data(gone).unwrap().is_empty());
        assert_eq!(svc.achievements(gone).unwrap(), Progress::default());
        assert_eq!(
            svc.recompute_achievements(gone).unwrap(),
            Progress::default()
        );
        let now: Vec<_> = (1..=PEOPLE)
            .filter(|&u| u != gone.get())
            .map(|u| svc.achievements(UserId(u)).unwrap())
            .collect();
        assert_eq!(now, others);
        for g in svc.store().all_games().unwrap() {
            assert!(!g
                .players
                .contains(&StoredPlayerV1::Human { id: gone.get() }));
        }
        for guild in [1, 2] {
            for game in ["jersey", "gin", "colonel"] {
                let key = crate::store::stats::season_key(guild, 0);
                for row in svc.store().server_leaderboard(&key, game).unwrap() {
                    assert!(
                        matches!(row.player, StoredPlayerV1::Human { id } if id != gone.get())
                            || matches!(row.player, StoredPlayerV1::Computer { .. }),
                        "{row:?}"
                    );
                }
            }
        }
    };
    check(&svc);
    drop(svc);
    // Marked as a file whose people's rows are to be worked out again.
    let store = crate::store::Store::open(&path).unwrap();
    {
        let txn = store.database().begin_write().unwrap();
        txn.open_table(crate::store::schema::META)
            .unwrap()
            .insert(crate::store::schema::ACHIEVEMENTS_PENDING_KEY, 1)
            .unwrap();
        txn.commit().unwrap();
    }
    let svc = service(store);
    assert!(!svc.store().achievements_pending().unwrap());
    check(&svc);
}
