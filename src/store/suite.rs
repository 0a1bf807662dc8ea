//! The store's interface tested against both backends: the same tests run
//! on a redb file and on a PostgreSQL database (a throwaway server started
//! by the tests; SKIPPED where none can be started, unless
//! `JERSEY_GIN_REQUIRE_POSTGRES=1`). PostgreSQL-only behaviour (its schema
//! steps, sequences, fencing) is tested at the end. Compiled only under
//! #[cfg(test)] (see `mod suite` in mod.rs). A service over each backend
//! is the table layer's test (`table::stored::tests`).

use super::check::StorageOnly;
use super::postgres::{test_db, PgStore};
use super::test_rows::{human, rated_game, result};
use super::types::*;
use super::{Commit, Store, StoreBackend, StoreError};
use crate::engine::GameKind;
use std::sync::Arc;

/// Where a store lives, to open it again and again.
trait Place {
    fn open(&self) -> Box<dyn StoreBackend>;
    /// Writes a stats row that cannot be read (a damaged row) for
    /// `channel`'s first human player in Jersey Gin, with no store open.
    fn damage_stats_row(&self, channel: &str);
}

struct RedbPlace(tempfile::TempDir);
impl Place for RedbPlace {
    fn open(&self) -> Box<dyn StoreBackend> {
        Box::new(Store::open(self.0.path().join("s.redb")).expect("open redb"))
    }
    fn damage_stats_row(&self, channel: &str) {
        drop(self.open());
        let db = redb::Database::open(self.0.path().join("s.redb")).unwrap();
        let txn = db.begin_write().unwrap();
        txn.open_table(super::schema::STATS)
            .unwrap()
            .insert((channel, "jersey", "u:1"), b"not json".as_slice())
            .unwrap();
        txn.commit().unwrap();
    }
}

struct PgPlace(String);
impl Place for PgPlace {
    fn open(&self) -> Box<dyn StoreBackend> {
        Box::new(PgStore::open(&self.0).expect("open postgres"))
    }
    fn damage_stats_row(&self, channel: &str) {
        drop(self.open());
        raw(&self.0)
            .execute(
                "INSERT INTO stats_v2 VALUES ($1, 'jersey', 'u:1', 'not json')",
                &[&channel],
            )
            .unwrap();
    }
}

fn redb_place() -> RedbPlace {
    RedbPlace(tempfile::tempdir().unwrap())
}

fn pg_place(test: &str) -> Option<PgPlace> {
    test_db::test_database(test).map(PgPlace)
}

macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {
        mod redb_backend {
            $(
                #[test]
                fn $name() {
                    super::$name(&super::redb_place());
                }
            )*
        }
        mod postgres_backend {
            $(
                #[test]
                fn $name() {
                    let Some(place) = super::pg_place(stringify!($name)) else {
                        return;
                    };
                    super::$name(&place);
                }
            )*
        }
    };
}

on_both_backends!(
    commits_are_read_back_and_survive_a_reopen,
    a_finished_game_is_kept_with_stats_and_ratings,
    outbox_and_table_messages_are_kept,
    hand_views_are_kept_and_forgotten,
    notice_prefs_are_kept_per_person,
    a_person_is_listed_and_forgotten_but_not_at_an_open_table,
    daily_results_are_kept_once_and_forgotten,
    concurrent_commits_all_land_in_shared_transactions,
    one_bad_commit_does_not_fail_the_others_of_its_batch,
);

fn command(channel: &str, request_id: u64) -> Vec<u8> {
    serde_json::to_vec(&StoredCommandV1 {
        channel: channel.into(),
        request_id,
        at_ms: 5,
        actor: serde_json::json!({"user": 1}),
        command: serde_json::json!("join"),
        events: serde_json::json!([]),
    })
    .unwrap()
}

fn commit(channel: &str, n: u64, request_id: u64, table: Option<&[u8]>) -> Commit {
    Commit {
        channel: channel.into(),
        request_id,
        table: table.map(<[u8]>::to_vec),
        command: command(channel, request_id),
        channel_seq: n,
        finished: None,
        guild: None,
    }
}

fn commits_are_read_back_and_survive_a_reopen(place: &dyn Place) {
    let check = |s: &dyn StoreBackend| {
        assert!(s.schema_version().unwrap() > 0);
        assert_eq!(s.channel_seq("a").unwrap(), 3);
        assert_eq!(s.channel_seq("b").unwrap(), 2);
        assert_eq!(s.channel_seq("none").unwrap(), 0);
        assert!(s.has_request("a", 11).unwrap());
        assert!(!s.has_request("b", 11).unwrap());
        let first = s.lookup_request("a", 12).unwrap().expect("request 12");
        assert_eq!((first.channel.as_str(), first.request_id), ("a", 12));
        assert!(s.lookup_request("a", 99).unwrap().is_none());
        assert_eq!(
            s.table_rows().unwrap(),
            vec![("a".to_string(), b"{\"t\":3}".to_vec())]
        );
        assert_eq!(s.commands().unwrap().len(), 5);
        assert_eq!(s.command_numbers().unwrap().len(), 5);
        let mut req: Vec<(String, u64)> = s
            .requests()
            .unwrap()
            .into_iter()
            .map(|(c, r, _)| (c, r))
            .collect();
        req.sort();
        assert_eq!(req, [("a".into(), 11), ("a".into(), 12), ("b".into(), 21)]);
        let after1: Vec<u64> = s
            .channel_commands("a", 1, 10)
            .unwrap()
            .into_iter()
            .map(|(n, _)| n)
            .collect();
        assert_eq!(after1, [2, 3]);
        assert_eq!(s.channel_commands("a", 1, 1).unwrap().len(), 1);
        assert!(s.channel_commands("a", 3, 10).unwrap().is_empty());
    };
    {
        let s = place.open();
        let mut seqs = vec![
            s.commit(commit("a", 1, 11, Some(b"{\"t\":1}"))).unwrap(),
            s.commit(commit("a", 2, 12, Some(b"{\"t\":2}"))).unwrap(),
            s.commit(commit("a", 3, 0, Some(b"{\"t\":3}"))).unwrap(),
        ];
        seqs.push(s.commit(commit("b", 1, 21, Some(b"{}"))).unwrap());
        // The table of b closes.
        seqs.push(s.commit(commit("b", 2, 0, None)).unwrap());
        assert!(seqs.windows(2).all(|w| w[0] < w[1]), "{seqs:?}");
        check(&*s);
    }
    // A closed table is gone; what was committed is there after a reopen.
    let s = place.open();
    check(&*s);
}

fn a_finished_game_is_kept_with_stats_and_ratings(place: &dyn Place) {
    let s = place.open();
    let players = vec![human(1), human(2), human(3)];
    let finish = |n: u64, game: StoredGameV1| Commit {
        finished: Some(game),
        guild: None,
        ..commit("c", n, 100 + n, None)
    };
    s.commit(finish(
        1,
        rated_game(1, "c", players.clone(), Some(result(1))),
    ))
    .unwrap();
    s.commit(finish(
        2,
        rated_game(2, "c", players.clone(), Some(result(1))),
    ))
    .unwrap();
    // Abandoned: kept, not rated.
    s.commit(finish(3, rated_game(3, "c", players.clone(), None)))
        .unwrap();
    s.commit(Commit {
        finished: Some(rated_game(4, "d", players.clone(), Some(result(0)))),
        guild: None,
        ..commit("d", 1, 1, None)
    })
    .unwrap();
    let g = s.game(2).unwrap().expect("game 2");
    assert_eq!(g.game_id, 2);
    assert_eq!(g.ratings.len(), 3);
    assert!(g.ratings[1].after > g.ratings[1].before, "{:?}", g.ratings);
    assert!(s.game(3).unwrap().unwrap().ratings.is_empty());
    assert!(s.game(99).unwrap().is_none());
    let recent: Vec<u64> = s
        .recent_games("c", 5)
        .unwrap()
        .iter()
        .map(|g| g.game_id)
        .collect();
    assert_eq!(recent, [3, 2, 1]);
    assert_eq!(s.recent_games("c", 1).unwrap().len(), 1);
    let all: Vec<u64> = s.all_games().unwrap().iter().map(|g| g.game_id).collect();
    assert_eq!(all, [1, 2, 3, 4]);
    assert_eq!(s.max_game_id().unwrap(), 4);
    let board = s.leaderboard("c", GameKind::Jersey, 0).unwrap();
    assert_eq!(board.len(), 3);
    assert!(board.iter().all(|p| p.games == 2), "{board:?}");
    assert!(s.leaderboard("c", GameKind::Jersey, 3).unwrap().is_empty());
    assert!(s.leaderboard("c", GameKind::Gin, 0).unwrap().is_empty());
    let two = s
        .player_stats("c", GameKind::Jersey, human(2))
        .unwrap()
        .unwrap();
    assert_eq!((two.games, two.wins), (2, 2));
    assert_eq!(two.rating, g.ratings[1].after);
    let one_in_d = s
        .player_stats("d", GameKind::Jersey, human(1))
        .unwrap()
        .unwrap();
    assert_eq!((one_in_d.games, one_in_d.wins), (1, 1));
    assert!(s
        .check_all(&StorageOnly)
        .unwrap()
        .problems
        .iter()
        .all(|p| !p.contains("request")));
}

fn outbox_and_table_messages_are_kept(place: &dyn Place) {
    let s = place.open();
    assert_eq!(s.outbox("a").unwrap(), StoredOutboxV1::default());
    for n in 1..=3 {
        s.commit(commit("a", n, n, Some(b"{}"))).unwrap();
    }
    s.commit(commit("b", 1, 1, None)).unwrap();
    let row = StoredOutboxV1 {
        posted: 1,
        sending: Some(2),
        last_message: Some(1_100_000_000_000_000_001),
    };
    s.set_outbox("a", row).unwrap();
    s.set_table_message("a", Some(77)).unwrap();
    s.set_table_message("b", Some(78)).unwrap();
    s.set_table_message("b", None).unwrap();
    assert_eq!(s.outbox("a").unwrap(), row);
    assert_eq!(s.table_message("a").unwrap(), Some(77));
    assert_eq!(s.table_message("b").unwrap(), None);
    let backlog = s.outbox_backlog().unwrap();
    assert_eq!(
        backlog,
        vec![
            ("a".to_string(), row, 3),
            ("b".to_string(), StoredOutboxV1::default(), 1)
        ]
    );
    s.set_outbox(
        "a",
        StoredOutboxV1 {
            posted: 3,
            ..Default::default()
        },
    )
    .unwrap();
    drop(s);
    let s = place.open();
    assert_eq!(s.outbox("a").unwrap().posted, 3);
    assert_eq!(s.table_message("a").unwrap(), Some(77));
    assert_eq!(s.outbox_backlog().unwrap().len(), 1);
}

fn hand_views_are_kept_and_forgotten(place: &dyn Place) {
    let view = |token: &str, seq| StoredHandViewV1 {
        token: token.into(),
        expires_ms: 1_700_000_900_000,
        seq,
        lang: Some("de".into()),
    };
    let s = place.open();
    assert!(s.hand_views().unwrap().is_empty());
    s.set_hand_view("a", 1, Some(&view("t1", 3))).unwrap();
    s.set_hand_view("a", 2, Some(&view("t2", 4))).unwrap();
    s.set_hand_view("a", 1, Some(&view("t3", 5))).unwrap();
    s.set_hand_view("b", 2, Some(&view("t4", 1))).unwrap();
    s.set_hand_view("b", 2, None).unwrap();
    s.set_hand_view("b", 9, None).unwrap();
    drop(s);
    let s = place.open();
    let mut views = s.hand_views().unwrap();
    views.sort_by_key(|(c, u, _)| (c.clone(), *u));
    assert_eq!(
        views,
        vec![
            ("a".to_string(), 1, view("t3", 5)),
            ("a".to_string(), 2, view("t2", 4)),
        ]
    );
}

fn notice_prefs_are_kept_per_person(place: &dyn Place) {
    let pref = |medium, lang: Option<&str>| StoredNoticePrefV1 {
        medium,
        lang: lang.map(str::to_string),
    };
    let s = place.open();
    assert_eq!(s.notice_pref(1).unwrap(), None);
    s.set_notice_pref(1, &pref(StoredNoticeMediumV1::Dm, Some("fr")))
        .unwrap();
    s.set_notice_pref(2, &pref(StoredNoticeMediumV1::Off, None))
        .unwrap();
    s.set_notice_pref(1, &pref(StoredNoticeMediumV1::Mention, Some("de")))
        .unwrap();
    drop(s);
    let s = place.open();
    assert_eq!(
        s.notice_pref(1).unwrap(),
        Some(pref(StoredNoticeMediumV1::Mention, Some("de")))
    );
    assert_eq!(
        s.notice_pref(2).unwrap(),
        Some(pref(StoredNoticeMediumV1::Off, None))
    );
    assert_eq!(s.notice_pref(3).unwrap(), None);
}

/// The daily deal's results (issue 43; redb schema 11, PostgreSQL step
/// 7): stored with the game that ended each, the first of a person, day
/// and game kept; read by day and game, and a person's days once each;
/// listed and forgotten with the person, the others' kept.
fn daily_results_are_kept_once_and_forgotten(place: &dyn Place) {
    use super::daily::StoredDailyV1;
    use super::forget::Forgotten;
    let s = place.open();
    let mut id = 0;
    let mut play = |s: &dyn StoreBackend, user: u64, day: u32, game: &str, points: i64| {
        id += 1;
        let mut g = rated_game(id, "d", vec![human(user)], None);
        g.daily = Some(StoredDailyV1 {
            day,
            game: game.into(),
            user,
            guild: Some(5),
            points,
            game_id: id,
            finished_ms: 1_000 + id,
        });
        let channel = format!("d{id}");
        s.commit(Commit {
            finished: Some(g),
            ..commit(&channel, 1, 0, None)
        })
        .unwrap();
    };
    play(&*s, 41, 100, "gin", 12);
    play(&*s, 42, 100, "gin", -3);
    play(&*s, 41, 100, "gin", 30); // a second try is not kept
    play(&*s, 41, 100, "colonel", 4);
    play(&*s, 41, 99, "gin", 1);
    drop(s);
    let s = place.open();
    let mut day = s.daily_results(100, "gin").unwrap();
    day.sort_by_key(|d| d.user);
    assert_eq!(
        day.iter().map(|d| (d.user, d.points)).collect::<Vec<_>>(),
        [(41, 12), (42, -3)]
    );
    assert_eq!(day[0].guild, Some(5));
    assert!(s.daily_results(101, "gin").unwrap().is_empty());
    assert_eq!(s.daily_results(100, "colonel").unwrap().len(), 1);
    assert_eq!(s.daily_days(41).unwrap(), [99, 100]);
    assert_eq!(s.daily_days(42).unwrap(), [100]);
    assert_eq!(s.person_data(41).unwrap().daily, 3);
    let Forgotten::Done(gone) = s.forget_person(41, 7).unwrap() else {
        panic!("refused")
    };
    assert_eq!(gone.daily, 3);
    assert!(s.daily_days(41).unwrap().is_empty());
    let left = s.daily_results(100, "gin").unwrap();
    assert_eq!(left.iter().map(|d| d.user).collect::<Vec<_>>(), [42]);
    assert!(s
        .all_games()
        .unwrap()
        .iter()
        .all(|g| g.daily.as_ref().is_none_or(|d| d.user != 41)));
    assert_eq!(s.person_data(41).unwrap().daily, 0);
}

/// `/gin privacy`'s rows and `/gin forget-me` (issue 43): refused while
/// an open table names the person; then their games stay under the
/// anonymous player, their rows go, the others' stay; after a reopen too.
fn a_person_is_listed_and_forgotten_but_not_at_an_open_table(place: &dyn Place) {
    use super::forget::Forgotten;
    let (ann, bob, cat) = (431, 432, 433);
    let s = place.open();
    let lobby = super::test_rows::lobby("open", ann, 1, Some(5));
    s.commit(commit(
        "open",
        1,
        1,
        Some(&serde_json::to_vec(&lobby).unwrap()),
    ))
    .unwrap();
    let by_ann = StoredCommandV1 {
        actor: serde_json::json!({"type": "user", "id": ann, "moderator": false}),
        events: serde_json::json!([{"type": "joined", "player": {"type": "human", "id": ann}}]),
        ..super::test_rows::command("c", 7, 1)
    };
    for n in 1..=2u64 {
        let mut g = rated_game(
            n,
            "c",
            vec![human(ann), human(bob), human(cat)],
            Some(result(1)),
        );
        g.guild = Some(5);
        g.finished_ms = 1_795_827_600_000;
        s.commit(Commit {
            finished: Some(g),
            command: serde_json::to_vec(&by_ann).unwrap(),
            ..commit("c", n, 10 + n, None)
        })
        .unwrap();
    }
    let pref = StoredNoticePrefV1 {
        medium: StoredNoticeMediumV1::Dm,
        lang: None,
    };
    s.set_notice_pref(ann, &pref).unwrap();
    let view = StoredHandViewV1 {
        token: "secret".into(),
        expires_ms: 1,
        seq: 1,
        lang: None,
    };
    s.set_hand_view("c", ann, Some(&view)).unwrap();
    s.set_hand_view("c", bob, Some(&view)).unwrap();
    let before = s.person_data(ann).unwrap();
    assert_eq!(
        (before.games, before.stats, before.ladder, before.hand_views),
        (2, 1, 1, 1)
    );
    assert_eq!(before.achievements, Some(0));
    assert_eq!(before.notice, Some(StoredNoticeMediumV1::Dm));
    assert_eq!(before.commands, 2);
    assert_eq!(before.open_tables, ["open"]);
    // An open table names her: nothing changes.
    assert_eq!(
        s.forget_person(ann, 99).unwrap(),
        Forgotten::AtOpenTables(vec!["open".into()])
    );
    assert_eq!(s.person_data(ann).unwrap(), before);
    let bob_before = s.person_data(bob).unwrap();
    let bob_rating = s.player_stats("c", GameKind::Jersey, human(bob)).unwrap();
    // Closed: forgotten.
    s.commit(commit("open", 2, 2, None)).unwrap();
    let Forgotten::Done(gone) = s.forget_person(ann, 99).unwrap() else {
        panic!("refused")
    };
    assert_eq!(
        gone,
        super::forget::PersonData {
            open_tables: vec![],
            ..before
        }
    );
    drop(s);
    let s = place.open();
    assert!(s.person_data(ann).unwrap().is_empty());
    assert_eq!(s.person_data(bob).unwrap(), bob_before);
    assert!(s.player_games(&human(ann).key()).unwrap().is_empty());
    assert!(s.achievements(&human(ann).key()).unwrap().is_none());
    assert!(s.notice_pref(ann).unwrap().is_none());
    assert_eq!(s.hand_views().unwrap().len(), 1);
    let anon = StoredPlayerV1::Anonymous { tag: 99 };
    for g in s.all_games().unwrap() {
        assert_eq!(g.players, [anon, human(bob), human(cat)]);
        assert_eq!(g.ratings[0].player, anon);
        let text = serde_json::to_string(&g).unwrap();
        assert!(!text.contains(&ann.to_string()), "{text}");
    }
    let board = s.leaderboard("c", GameKind::Jersey, 0).unwrap();
    assert_eq!(board.len(), 2, "{board:?}");
    assert!(board.iter().all(|r| r.player != human(ann)));
    assert_eq!(
        s.player_stats("c", GameKind::Jersey, human(bob)).unwrap(),
        bob_rating
    );
    assert_eq!(
        s.server_leaderboard("5:2026-11", "jersey").unwrap().len(),
        2
    );
    for (_, c) in s.commands().unwrap() {
        let text = serde_json::to_string(&c).unwrap();
        assert!(!text.contains(&ann.to_string()), "{text}");
    }
}

fn concurrent_commits_all_land_in_shared_transactions(place: &dyn Place) {
    let s: Arc<dyn StoreBackend> = Arc::from(place.open());
    let threads: Vec<_> = (0..32)
        .map(|t| {
            let s = s.clone();
            std::thread::spawn(move || {
                let ch = format!("c{t}");
                (1..=10)
                    .map(|n| s.commit(commit(&ch, n, n, Some(b"{}"))).unwrap())
                    .collect::<Vec<u64>>()
            })
        })
        .collect();
    let mut seqs: Vec<u64> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    seqs.sort();
    seqs.dedup();
    assert_eq!(seqs.len(), 320, "every command has its own number");
    assert_eq!(s.commands().unwrap().len(), 320);
    assert_eq!(s.requests().unwrap().len(), 320);
    assert_eq!(s.table_rows().unwrap().len(), 32);
    let ws = s.writer_stats();
    use std::sync::atomic::Ordering::Relaxed;
    assert_eq!(ws.commits.load(Relaxed), 320);
    assert!(ws.transactions.load(Relaxed) <= 320);
}

// PostgreSQL only.

#[test]
fn postgres_urls_are_checked_and_passwords_never_shown() {
    assert!(super::postgres::parse_url("mysql://x@h/db").is_err());
    assert!(super::postgres::parse_url("jersey-gin.redb").is_err());
    assert!(super::postgres::parse_url("postgres://u:p@h:5432/db").is_ok());
    let err = PgStore::open("postgres://u:secret@h:notaport/db")
        .err()
        .expect("refused");
    assert!(matches!(err, StoreError::BadUrl { .. }), "{err}");
    assert!(!err.to_string().contains("secret"), "{err}");
    assert_eq!(
        super::postgres::shown_url("postgres://u:secret@h:5432/db"),
        "postgres://u:***@h:5432/db"
    );
    assert_eq!(
        super::postgres::shown_url("postgres://u@h/db?sslmode=disable&password=secret"),
        "postgres://u@h/db?sslmode=disable&password=***"
    );
    assert_eq!(
        super::postgres::shown_url("postgres://h/db?PASSWORD=secret"),
        "postgres://h/db?PASSWORD=***"
    );
    // Nothing listens on a port just freed: a clear error at once.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let err = PgStore::open(&format!("postgres://u:secret@127.0.0.1:{port}/db"))
        .err()
        .expect("refused");
    assert!(matches!(err, StoreError::Unreachable { .. }), "{err}");
    let text = err.to_string();
    assert!(
        text.contains("cannot connect") && text.contains("refused"),
        "{text}"
    );
    assert!(!text.contains("secret"), "{text}");
}

/// A connection of the test's own, beside the store's.
fn raw(url: &str) -> super::postgres::Conn {
    let target = super::postgres::Target::of(url, Default::default()).unwrap();
    super::postgres::Conn::connect(&target).unwrap()
}

#[test]
fn postgres_schema_steps_are_recorded_and_a_newer_database_is_refused() {
    let Some(url) = test_db::test_database("postgres_schema_steps") else {
        return;
    };
    // Two processes opening a new database together migrate it once.
    let both: Vec<_> = (0..2)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || PgStore::open(&url).map(drop))
        })
        .collect();
    for t in both {
        t.join().unwrap().unwrap();
    }
    let s = PgStore::open(&url).unwrap();
    assert_eq!(
        s.schema_version().unwrap(),
        super::postgres::migrations::SCHEMA_VERSION
    );
    drop(s);
    raw(&url)
        .execute("UPDATE schema_version SET version = version + 1", &[])
        .unwrap();
    let err = PgStore::open(&url).err().expect("refused");
    assert!(matches!(err, StoreError::Newer { .. }), "{err}");
    assert!(err.to_string().contains("newer"), "{err}");

    // A database with someone else's tables is left alone.
    let other = test_db::test_database("postgres_schema_steps").unwrap();
    raw(&other).batch("CREATE TABLE invoices (id INT)").unwrap();
    let err = PgStore::open(&other).err().expect("refused");
    assert!(matches!(err, StoreError::NotOurs { .. }), "{err}");
    assert!(err.to_string().contains("invoices"), "{err}");
    let left: i64 = raw(&other)
        .query_one(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
            &[],
        )
        .unwrap()
        .get(0);
    assert_eq!(left, 1, "nothing was created");
}

/// Two processes on one database: game ids never collide, and a process
/// whose copy of a channel is stale cannot store a command over another's.
#[test]
fn postgres_shared_by_two_stores_game_ids_and_fencing() {
    let Some(url) = test_db::test_database("postgres_shared") else {
        return;
    };
    let a = PgStore::open(&url).unwrap();
    let b = PgStore::open(&url).unwrap();
    let mut ids = Vec::new();
    for _ in 0..5 {
        ids.push(a.new_game_id().unwrap().unwrap());
        ids.push(b.new_game_id().unwrap().unwrap());
    }
    let n = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), n, "{ids:?}");

    a.commit(commit("c", 1, 1, Some(b"{\"by\":\"a\"}")))
        .unwrap();
    // b did not see a's command 1: its own command 1 is refused.
    let err = b
        .commit(commit("c", 1, 2, Some(b"{\"by\":\"b\"}")))
        .unwrap_err();
    assert!(matches!(err, StoreError::Stale { .. }), "{err}");
    // b takes the table over (reads it), and goes on with 2.
    assert_eq!(b.channel_seq("c").unwrap(), 1);
    b.commit(commit("c", 2, 3, Some(b"{\"by\":\"b\"}")))
        .unwrap();
    // a, still at 1, is now stale too, even after the log was pruned.
    let err = a
        .commit(commit("c", 2, 4, Some(b"{\"by\":\"a\"}")))
        .unwrap_err();
    assert!(matches!(err, StoreError::Stale { .. }), "{err}");
    assert_eq!(
        a.table_rows().unwrap(),
        vec![("c".to_string(), b"{\"by\":\"b\"}".to_vec())]
    );
    assert!(!a.has_request("c", 2).unwrap() && !a.has_request("c", 4).unwrap());
    assert_eq!(a.commands().unwrap().len(), 2);
}

/// One bad commit (its game's stats row cannot be read) fails alone; the
/// others of its batch are stored.
fn one_bad_commit_does_not_fail_the_others_of_its_batch(place: &dyn Place) {
    place.damage_stats_row("c7");
    let store: Arc<dyn StoreBackend> = Arc::from(place.open());
    let threads: Vec<_> = (0..16)
        .map(|i| {
            let store = store.clone();
            std::thread::spawn(move || {
                let ch = format!("c{i}");
                let mut c = commit(&ch, 1, i + 1, None);
                if i == 7 {
                    c.finished = Some(rated_game(1, &ch, vec![human(1); 3], Some(result(0))));
                }
                store.commit(c)
            })
        })
        .collect();
    for (i, t) in threads.into_iter().enumerate() {
        let r = t.join().unwrap();
        assert_eq!(r.is_err(), i == 7, "{i}: {r:?}");
        assert_eq!(
            store.has_request(&format!("c{i}"), i as u64 + 1).unwrap(),
            i != 7
        );
    }
}

/// The processes of one bot take turns to log in to Discord through the
/// database: a bucket one process took is refused to the others until its
/// hold ends (they are told how long), a process's buckets are taken all
/// together or none, and of processes asking at once exactly one gets the
/// turn. A redb file is one process's: it has no turns to give.
#[test]
fn postgres_login_turns_are_taken_one_process_at_a_time() {
    use std::time::Duration;
    let Some(url) = test_db::test_database("postgres_login_turns") else {
        return;
    };
    let hold = Duration::from_millis(1_500);
    let a = PgStore::open(&url).unwrap();
    let b = PgStore::open(&url).unwrap();
    assert_eq!(a.reserve_logins(&[0], hold).unwrap(), Some(Duration::ZERO));
    let wait = b.reserve_logins(&[0], hold).unwrap().expect("shared");
    assert!(
        wait > Duration::from_millis(1_000) && wait <= hold,
        "{wait:?}"
    );
    // Another bucket is free; a taken one among several refuses them all
    // and takes none of them.
    assert_eq!(b.reserve_logins(&[1], hold).unwrap(), Some(Duration::ZERO));
    assert!(b.reserve_logins(&[0, 2], hold).unwrap().unwrap() > Duration::ZERO);
    assert_eq!(a.reserve_logins(&[2], hold).unwrap(), Some(Duration::ZERO));
    // Free again once the hold is over.
    std::thread::sleep(wait + Duration::from_millis(50));
    assert_eq!(b.reserve_logins(&[0], hold).unwrap(), Some(Duration::ZERO));
    // Eight processes at once: one turn.
    let racers: Vec<_> = (0..8)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || {
                PgStore::open(&url)
                    .unwrap()
                    .reserve_logins(&[7], Duration::from_secs(60))
                    .unwrap()
            })
        })
        .collect();
    let turns = racers
        .into_iter()
        .map(|r| r.join().unwrap())
        .filter(|&r| r == Some(Duration::ZERO))
        .count();
    assert_eq!(turns, 1);
    let redb = Store::in_memory().unwrap();
    assert_eq!(redb.reserve_logins(&[0], hold).unwrap(), None);
}

/// A fresh database taken to schema step `step` with a table `kept` in
/// it, then opened (every later step run): a connection to it beside the
/// store, or None where no PostgreSQL server is available.
fn opened_after_step(name: &str, step: u64) -> Option<(super::postgres::Conn, PgStore)> {
    let url = test_db::test_database(name)?;
    let mut client = raw(&url);
    super::postgres::migrations::migrate(&mut client, &url, step).unwrap();
    client
        .execute(
            "INSERT INTO tables_v2 (channel, data) VALUES ('kept', '\\x7b7d')",
            &[],
        )
        .unwrap();
    let store = PgStore::open(&url).unwrap();
    assert_eq!(
        store.schema_version().unwrap(),
        super::postgres::migrations::SCHEMA_VERSION
    );
    Some((client, store))
}

/// Step 4 (the hand views) runs on a database left at step 3 with a table
/// in it: the table stays, no hand view is known yet, and one is kept.
#[test]
fn postgres_step_4_runs_on_a_step_3_database() {
    let Some((_client, store)) = opened_after_step("postgres_step_4", 3) else {
        return;
    };
    assert_eq!(
        store.table_rows().unwrap(),
        vec![("kept".to_string(), b"{}".to_vec())]
    );
    assert!(store.hand_views().unwrap().is_empty());
    let view = StoredHandViewV1 {
        token: "t".into(),
        expires_ms: 5,
        seq: 1,
        lang: None,
    };
    store.set_hand_view("kept", 7, Some(&view)).unwrap();
    assert_eq!(
        store.hand_views().unwrap(),
        vec![("kept".to_string(), 7, view)]
    );
}

/// Step 5 (how each person is told of their turn) runs on a database left
/// at step 4 with a table in it: the table stays, nobody chose yet, and a
/// choice is kept.
#[test]
fn postgres_step_5_runs_on_a_step_4_database() {
    let Some((_client, store)) = opened_after_step("postgres_step_5", 4) else {
        return;
    };
    assert_eq!(
        store.table_rows().unwrap(),
        vec![("kept".to_string(), b"{}".to_vec())]
    );
    assert_eq!(store.notice_pref(7).unwrap(), None);
    let pref = StoredNoticePrefV1 {
        medium: StoredNoticeMediumV1::Dm,
        lang: Some("pt-BR".into()),
    };
    store.set_notice_pref(7, &pref).unwrap();
    assert_eq!(store.notice_pref(7).unwrap(), Some(pref));
}

/// Steps 2 (the login buckets) and 3 (the processes' records) run on a
/// database left at step 1 with a table in it, and keep the table.
#[test]
fn postgres_steps_after_1_run_on_a_step_1_database() {
    let Some((mut client, store)) = opened_after_step("postgres_step_2", 1) else {
        return;
    };
    let kept: i64 = client
        .query_one("SELECT count(*) FROM tables_v2 WHERE channel = 'kept'", &[])
        .unwrap()
        .get(0);
    assert_eq!(kept, 1);
    assert_eq!(
        store
            .reserve_logins(&[0], std::time::Duration::from_secs(1))
            .unwrap(),
        Some(std::time::Duration::ZERO)
    );
    store.claim_shards(ShardRange::ALL).unwrap();
    assert_eq!(store.running_processes().unwrap(), vec![]);
}

/// A connection blocks on a runtime of its own, which tokio refuses to
/// start on an async runtime's thread: the store opens, reads and closes
/// from inside one all the same (a bot's start and stop are there).
#[test]
fn postgres_store_works_from_inside_an_async_runtime() {
    let Some(url) = test_db::test_database("postgres_from_a_runtime") else {
        return;
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async move {
        let store = PgStore::open(&url).unwrap();
        assert_eq!(store.channel_seq("c").unwrap(), 0);
        drop(store);
    });
}
