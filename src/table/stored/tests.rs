//! The conversions' tests: a table, at every step of its game, and its
//! settings come back from their stored rows; a service over either
//! backend restarts with its tables.

use super::*;
use crate::engine::jersey::Options;
use crate::engine::GameKind;
use crate::store::types::StoredSettingsV2;
use crate::store::StoreBackend;
use crate::table::{clock::FakeClock, service::Service};

/// A table's picture and deck choices are kept through a restart; rows
/// and commands written before they existed read as no choice.
#[test]
fn a_tables_picture_choice_is_stored_and_old_rows_follow_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.redb");
    let svc = Service::new(
        crate::store::Store::open(&path).unwrap(),
        std::sync::Arc::new(FakeClock::new(1_000)),
    )
    .unwrap();
    for (channel, pictures, four_colour) in [
        ("1", Some(false), false),
        ("2", Some(true), true),
        ("3", None, false),
    ] {
        let settings = Settings {
            pictures,
            four_colour,
            ..Settings::default()
        };
        svc.apply(
            &ChannelId::new(channel),
            0,
            Actor::user(7),
            Command::Open { settings },
        )
        .unwrap();
    }
    drop(svc);
    let reopened = Service::new(
        crate::store::Store::open(&path).unwrap(),
        std::sync::Arc::new(FakeClock::new(2_000)),
    )
    .unwrap();
    let mut chosen: Vec<(String, Option<bool>, bool)> = reopened
        .table_settings()
        .into_iter()
        .map(|(c, s)| (c.to_string(), s.pictures, s.four_colour))
        .collect();
    chosen.sort();
    assert_eq!(
        chosen,
        [
            ("1".to_string(), Some(false), false),
            ("2".to_string(), Some(true), true),
            ("3".to_string(), None, false)
        ]
    );
    // A row written before the fields existed reads as "no choice" and
    // the standard deck.
    let old = r#"{"rules":{"game":"jersey"},"turn_ms":1000,"pace_ms":0,"seed":null}"#;
    let s: StoredSettingsV2 = serde_json::from_str(old).unwrap();
    assert_eq!(s.pictures, None);
    assert!(!s.four_colour);
    // And a table without a choice writes no field (older readers agree).
    let json = serde_json::to_string(&StoredSettingsV2 {
        pictures: None,
        four_colour: false,
        ..s.clone()
    })
    .unwrap();
    assert!(
        !json.contains("pictures") && !json.contains("four_colour") && !json.contains("lang"),
        "{json}"
    );
    let json = serde_json::to_string(&StoredSettingsV2 {
        four_colour: true,
        ..s
    })
    .unwrap();
    assert!(json.contains(r#""four_colour":true"#), "{json}");
    // A command stored before the field existed (Open's settings) reads
    // as the standard deck too.
    let open = serde_json::to_value(Settings::default()).unwrap();
    assert!(open.get("four_colour").is_none(), "{open}");
    let open: Settings = serde_json::from_value(open).unwrap();
    assert!(!open.four_colour);
}

/// A table reached only through interactions keeps that across a restart
/// (issue 39); rows and `Open` commands written before the field read as
/// a table of the bot's token, and such a table writes no field.
#[test]
fn a_table_keeps_how_its_channel_is_reached() {
    let old = r#"{"rules":{"game":"jersey"},"turn_ms":1000,"pace_ms":0,"seed":null}"#;
    let s: StoredSettingsV2 = serde_json::from_str(old).unwrap();
    assert!(!s.interactions_only);
    let open: Settings = serde_json::from_str(old).unwrap();
    assert_eq!(open.delivery, Delivery::BotToken);
    let json = serde_json::to_value(Settings::default()).unwrap();
    assert!(json.get("delivery").is_none(), "{json}");
    let settings = Settings {
        delivery: Delivery::Interactions,
        ..Settings::default()
    };
    let json = serde_json::to_value(settings).unwrap();
    assert_eq!(json["delivery"], "interactions");
    let back: Settings = serde_json::from_value(json).unwrap();
    assert_eq!(back.delivery, Delivery::Interactions);
    let (t, _) = Table::open(&ChannelId::new("c"), UserId(1), settings).unwrap();
    let row = StoredTableV2::from(&t);
    assert!(row.settings.interactions_only);
    let row: StoredTableV2 = serde_json::from_slice(&serde_json::to_vec(&row).unwrap()).unwrap();
    let back = Table::try_from(row).unwrap();
    assert_eq!(back.settings().delivery, Delivery::Interactions);
    assert_eq!(back, t);
    // A table whose every answer is private keeps that too; other rows
    // write no field for it.
    assert!(!serde_json::to_string(&StoredTableV2::from(&t))
        .unwrap()
        .contains("answers_private"));
    let settings = Settings {
        delivery: Delivery::PrivateAnswers,
        ..Settings::default()
    };
    let (t, _) = Table::open(&ChannelId::new("c"), UserId(1), settings).unwrap();
    let row = StoredTableV2::from(&t);
    assert!(row.settings.interactions_only && row.settings.answers_private);
    let row: StoredTableV2 = serde_json::from_slice(&serde_json::to_vec(&row).unwrap()).unwrap();
    let back = Table::try_from(row).unwrap();
    assert_eq!(back.settings().delivery, Delivery::PrivateAnswers);
    let json = serde_json::to_value(settings).unwrap();
    assert_eq!(json["delivery"], "private_answers");
}

/// A table whose clock ends with a forfeit keeps that across a restart
/// (issue 42); rows written before the field read as a safe move, and a
/// table of the default writes no field.
#[test]
fn a_table_keeps_what_the_end_of_its_clock_does() {
    let old = r#"{"rules":{"game":"jersey"},"turn_ms":1000,"pace_ms":0,"seed":null}"#;
    let s: StoredSettingsV2 = serde_json::from_str(old).unwrap();
    assert!(!s.clock_end_forfeits);
    let (t, _) = Table::open(&ChannelId::new("c"), UserId(1), Settings::default()).unwrap();
    let json = serde_json::to_string(&StoredTableV2::from(&t)).unwrap();
    assert!(
        !json.contains("clock_end") && !json.contains("forfeit"),
        "{json}"
    );
    let settings = Settings {
        clock_end: crate::table::ClockEnd::Forfeit,
        ..Settings::default()
    };
    let (t, _) = Table::open(&ChannelId::new("c"), UserId(1), settings).unwrap();
    let row = StoredTableV2::from(&t);
    assert!(row.settings.clock_end_forfeits);
    let row: StoredTableV2 = serde_json::from_slice(&serde_json::to_vec(&row).unwrap()).unwrap();
    let back = Table::try_from(row).unwrap();
    assert_eq!(back.settings().clock_end, crate::table::ClockEnd::Forfeit);
    assert_eq!(back, t);
}

/// At every step of a game (lobby, play, between hands, finished) the
/// stored row rebuilds the same table; a row whose replay does not
/// reproduce is refused with the reason.
#[test]
fn a_stored_table_rebuilds_the_same_table() {
    let clock = FakeClock::new(1_000_000);
    let store = crate::store::Store::in_memory().unwrap();
    let svc = Service::new(store, std::sync::Arc::new(clock.clone())).unwrap();
    let settings = Settings {
        rules: Rules::Jersey(Options {
            target: 40,
            ..Options::default()
        }),
        pace_ms: 0,
        seed: Some(3),
        lang: gin_text::Lang::PtBr,
        ..Settings::default()
    };
    let roundtrip = |t: &Table| {
        let json = serde_json::to_vec(&StoredTableV2::from(t)).unwrap();
        let back: StoredTableV2 = serde_json::from_slice(&json).unwrap();
        assert_eq!(&Table::try_from(back).unwrap(), t);
    };
    svc.apply(
        &ChannelId::new("c"),
        1,
        Actor::user(1),
        Command::Open { settings },
    )
    .unwrap();
    roundtrip(&svc.table(&ChannelId::new("c")).unwrap());
    for level in [crate::ai::Level::Easy, crate::ai::Level::Normal] {
        let add = Command::AddComputer { level };
        svc.apply(&ChannelId::new("c"), 0, Actor::user(1), add)
            .unwrap();
    }
    svc.apply(&ChannelId::new("c"), 2, Actor::user(1), Command::Start)
        .unwrap();
    let mut steps = 0;
    while svc.table(&ChannelId::new("c")).unwrap().stage() == StageKind::Playing {
        clock.set(svc.next_deadline().unwrap());
        svc.run_due();
        roundtrip(&svc.table(&ChannelId::new("c")).unwrap());
        steps += 1;
    }
    assert!(steps > 20, "{steps}");
    let t = svc.table(&ChannelId::new("c")).unwrap();
    assert_eq!(t.stage().kind(), StageKind::Finished);
    let mut row = StoredTableV2::from(&t);
    row.game.as_mut().unwrap().actions.swap(0, 1);
    let err = Table::try_from(row).unwrap_err();
    assert!(err.contains("does not replay"), "{err}");
    // The table's language is kept as its code, and a code this build does
    // not speak (a newer version's table) is refused, not read as English.
    let mut row = StoredTableV2::from(&t);
    assert_eq!(row.settings.lang.as_deref(), Some("pt-BR"));
    row.settings.lang = Some("ja".into());
    let err = Table::try_from(row).unwrap_err();
    assert!(
        err.contains("the table's language: unknown language"),
        "{err}"
    );
}

/// A computer's level is stored as the players' `Level` is written: the
/// same JSON and the same stats key (`ai:normal`), and it comes back.
#[test]
fn a_level_is_stored_as_its_name() {
    for level in Level::ALL {
        let stored = StoredLevelV1::from(level);
        assert_eq!(stored.name(), level.name());
        assert_eq!(
            serde_json::to_value(stored).unwrap(),
            serde_json::to_value(level).unwrap()
        );
        assert_eq!(Level::from(stored), level);
        let player = StoredPlayerV1::from(Player::Computer { level });
        assert_eq!(player.key(), format!("ai:{level}"));
        assert_eq!(Player::from(player), Player::Computer { level });
    }
}

/// A service over either backend plays a game to its end and, over the
/// same store again, restarts with its tables (the store's own interface
/// is tested on both in `store::suite`).
mod on_both_backends {
    #[test]
    fn redb() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.redb");
        super::a_service_plays_to_the_end_and_restarts_with_its_tables(&|| {
            Box::new(crate::store::Store::open(&path).expect("open redb"))
        });
    }

    #[test]
    fn postgres() {
        let test = "a_service_plays_to_the_end_and_restarts_with_its_tables";
        let Some(url) = crate::store::postgres::test_db::test_database(test) else {
            return;
        };
        super::a_service_plays_to_the_end_and_restarts_with_its_tables(&|| {
            Box::new(crate::store::postgres::PgStore::open(&url).expect("open postgres"))
        });
    }
}

fn a_service_plays_to_the_end_and_restarts_with_its_tables(
    open: &dyn Fn() -> Box<dyn StoreBackend>,
) {
    use crate::table::clock::Clock;
    use std::sync::Arc;
    let clock = FakeClock::new(1_700_000_000_000);
    let settings = Settings {
        pace_ms: 10,
        turn_ms: 1_000,
        seed: Some(42),
        ..Settings::default()
    };
    let (g, w) = (ChannelId::new("g"), ChannelId::new("w"));
    let game_id;
    let joined;
    {
        let svc = Service::with_store(open(), Arc::new(clock.clone())).unwrap();
        svc.apply(&g, 1, Actor::user(1), Command::Open { settings })
            .unwrap();
        svc.apply(
            &g,
            2,
            Actor::user(1),
            Command::AddComputer { level: Level::Easy },
        )
        .unwrap();
        svc.apply(
            &g,
            3,
            Actor::user(1),
            Command::AddComputer { level: Level::Hard },
        )
        .unwrap();
        svc.apply(&g, 4, Actor::user(1), Command::Start).unwrap();
        // A second table, left waiting in its lobby.
        svc.apply(&w, 5, Actor::user(7), Command::Open { settings })
            .unwrap();
        joined = svc.apply(&w, 6, Actor::user(8), Command::Join).unwrap();
        for _ in 0..100_000 {
            if svc.table(&g).map(|t| t.stage().kind()) != Some(StageKind::Playing) {
                break;
            }
            let next = svc.next_deadline().expect("a deadline");
            clock.set(next.max(clock.now_ms()));
            svc.run_due();
        }
        let t = svc.table(&g).unwrap();
        assert_eq!(t.stage().kind(), StageKind::Finished);
        game_id = t.game_id();
        let stored = svc.store().game(game_id).unwrap().expect("stored");
        check::check_game(&stored).unwrap();
        assert_eq!(svc.leaderboard(&g, GameKind::Jersey, 1).unwrap().len(), 3);
        assert!(check::check(svc.store()).unwrap().is_ok());
    }
    // Restart: the tables are rebuilt, a repeated request id is answered
    // as before and changes nothing, and a new game gets a new id.
    let svc = Service::with_store(open(), Arc::new(clock.clone())).unwrap();
    assert_eq!(svc.open_tables(), 2);
    assert_eq!(svc.table(&g).unwrap().stage().kind(), StageKind::Finished);
    assert_eq!(svc.table(&w).unwrap().seats().len(), 2);
    let again = svc.apply(&w, 6, Actor::user(8), Command::Join).unwrap();
    assert!(again.duplicate);
    assert_eq!(again.events, joined.events);
    assert_eq!(svc.table(&w).unwrap().seats().len(), 2);
    let r = svc.apply(&g, 7, Actor::user(1), Command::Rematch).unwrap();
    assert!(!r.duplicate);
    assert!(svc.table(&g).unwrap().game_id() > game_id);
    assert!(check::check(svc.store()).unwrap().is_ok());
}
