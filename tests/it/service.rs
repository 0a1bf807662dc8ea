//! The table service end to end with an in-memory store and a fake clock.

use crate::harness::*;
use jersey_gin::ai::Level;
use jersey_gin::engine::Action;
use jersey_gin::engine::{Event, GameKind};
use jersey_gin::store::Store;
use jersey_gin::table::clock::FakeClock;
use jersey_gin::table::stored::check::Replays;
use jersey_gin::table::{Actor, Command, Player, Refusal, Settings, StageKind, TableEvent};
use jersey_gin::table::{ChannelId, UserId};

#[test]
fn lobby_flow_and_three_computer_like_seats_play_to_the_end() {
    let h = Harness::new();
    let ch = &ChannelId::new("c1");
    let r = h.ok(ch, 1, Command::Open { settings: fast() });
    assert!(matches!(
        r.events[0],
        TableEvent::Opened {
            opener: UserId(1),
            ..
        }
    ));
    assert_eq!(
        h.send(ch, 1, Command::Start).unwrap_err(),
        Refusal::NotEnoughSeats {
            seats: 1,
            needed: 3
        }
    );
    h.ok(ch, 2, Command::Join);
    assert_eq!(
        h.send(ch, 2, Command::Join).unwrap_err(),
        Refusal::AlreadySeated
    );
    h.ok(ch, 2, Command::Leave);
    h.ok(
        ch,
        1,
        Command::AddComputer {
            level: Level::Normal,
        },
    );
    h.ok(ch, 1, Command::AddComputer { level: Level::Hard });
    assert_eq!(
        h.send(ch, 3, Command::Join).unwrap_err(),
        Refusal::TableFull
    );
    h.ok(
        ch,
        1,
        Command::RemoveComputer {
            level: Some(Level::Normal),
        },
    );
    h.ok(ch, 1, Command::AddComputer { level: Level::Easy });
    let r = h.ok(ch, 1, Command::Start);
    // Seating order and the first-dealer draw are events of the game.
    assert!(matches!(&r.events[0], TableEvent::Started { seats, .. } if seats.len() == 3));
    assert!(r.events.iter().any(|e| matches!(
        e,
        TableEvent::Game {
            event: Event::DealerDraw { .. }
        }
    )));
    assert!(r.view().unwrap().game.is_some());
    assert!(r.seat_view(UserId(1)).unwrap().hand.len() >= 10);
    assert!(r.seat_view(UserId(99)).is_none());
    // The person times out twice, the seat is handed over, the game ends.
    h.run_to_end(ch);
    let t = h.svc.table(ch).unwrap();
    assert_eq!(t.stage(), StageKind::Finished);
    let g = h.svc.store().game(t.game_id()).unwrap().expect("stored");
    assert!(g.result.is_some());
    jersey_gin::table::stored::check::check_game(&g).unwrap();
    // Stats and ratings for every seat, computers marked as such.
    let board = h.svc.leaderboard(ch, GameKind::Jersey, 1).unwrap();
    assert_eq!(board.len(), 3);
    assert_eq!(board.iter().filter(|p| p.computer).count(), 2);
    assert_eq!(h.svc.store().recent_games(ch.as_str(), 5).unwrap().len(), 1);
    let me = h
        .svc
        .player_stats(ch, GameKind::Jersey, Player::Human { id: UserId(1) })
        .unwrap()
        .unwrap();
    assert_eq!(me.games, 1);
    // Rematch with the same seats, then close.
    let before = t.players();
    let r = h.ok(ch, 1, Command::Rematch);
    assert!(matches!(&r.events[0], TableEvent::Started { seats, .. } if *seats == before));
    let t2 = h.svc.table(ch).unwrap();
    assert_ne!(t2.game_id(), t.game_id());
    assert_ne!(t2.jersey().unwrap().seed(), t.jersey().unwrap().seed());
    h.run_to_end(ch);
    h.ok(ch, 1, Command::Close);
    assert!(h.svc.table(ch).is_none());
    let board = h.svc.leaderboard(ch, GameKind::Jersey, 2).unwrap();
    assert_eq!(board.len(), 3);
    assert_eq!(
        h.svc.store().check_all(&Replays).unwrap().problems,
        Vec::<String>::new()
    );
}

#[test]
fn timeouts_hand_the_seat_over_and_acting_takes_it_back() {
    let h = Harness::new();
    let ch = &ChannelId::new("t");
    h.ok(
        ch,
        1,
        Command::Open {
            settings: Settings {
                pace_ms: 10,
                turn_ms: 60_000,
                seed: Some(3),
                ..Settings::default()
            },
        },
    );
    h.ok(ch, 2, Command::Join);
    h.ok(ch, 3, Command::Join);
    h.ok(ch, 1, Command::Start);
    let t = h.svc.table(ch).unwrap();
    let seat = t.jersey().unwrap().to_act().unwrap();
    let user = t.seats()[seat].player.user().unwrap();
    // Nothing is due before the clock runs out.
    h.clock.advance(59_999);
    assert!(h.svc.run_due().is_empty());
    h.clock.advance(1);
    let r = h.svc.run_due();
    assert_eq!(r.len(), 1);
    assert!(r[0]
        .events
        .iter()
        .any(|e| matches!(e, TableEvent::TimedOut { timeouts: 1, .. })));
    // The safe move completed the turn: the next seat is to play.
    let t = h.svc.table(ch).unwrap();
    assert_ne!(t.jersey().unwrap().to_act(), Some(seat));
    // Let every clock run out until this seat has timed out twice.
    let mut handed = false;
    for _ in 0..20 {
        h.clock.advance(60_000);
        for r in h.svc.run_due() {
            handed |= r
                .events
                .iter()
                .any(|e| matches!(e, TableEvent::HandedOver { seat: s, .. } if *s == seat));
        }
        if handed {
            break;
        }
    }
    assert!(handed);
    assert!(h.svc.table(ch).unwrap().seats()[seat].auto);
    // The person comes back.
    let r = h.ok(ch, user, Command::Resume);
    assert!(matches!(r.events[0], TableEvent::Resumed { .. }));
    assert!(!h.svc.table(ch).unwrap().seats()[seat].auto);
    assert_eq!(
        h.send(ch, user, Command::Resume).unwrap_err(),
        Refusal::NotHandedOver
    );
}

#[test]
fn duplicates_stale_turns_outsiders_and_out_of_turn_change_nothing() {
    let h = Harness::new();
    let ch = &ChannelId::new("d");
    h.ok(
        ch,
        1,
        Command::Open {
            settings: Settings {
                seed: Some(9),
                ..fast()
            },
        },
    );
    h.ok(ch, 2, Command::Join);
    h.ok(ch, 3, Command::Join);
    h.ok(ch, 1, Command::Start);
    let t = h.svc.table(ch).unwrap();
    let game = t.jersey().unwrap();
    let seat = game.to_act().unwrap();
    let user = t.seats()[seat].player.user().unwrap();
    let turn = game.moves();

    // Duplicate request id: the first answer, nothing changes.
    let first = h
        .svc
        .apply(
            ch,
            77,
            Actor::user(user),
            Command::Act {
                turn,
                action: Action::DrawStock,
            },
        )
        .unwrap();
    let after = h.svc.table(ch).unwrap();
    let again = h
        .svc
        .apply(
            ch,
            77,
            Actor::user(user),
            Command::Act {
                turn,
                action: Action::DrawStock,
            },
        )
        .unwrap();
    assert!(again.duplicate);
    assert_eq!(again.events, first.events);
    assert_eq!(h.svc.table(ch).unwrap(), after);

    // A stale turn counter.
    let e = h
        .send(
            ch,
            user,
            Command::Act {
                turn,
                action: Action::DrawStock,
            },
        )
        .unwrap_err();
    assert_eq!(
        e,
        Refusal::Stale {
            sent: turn,
            now: turn + 1
        }
    );
    assert!(e.to_string().contains("earlier turn"));
    // Somebody not at the table.
    let e = h
        .send(
            ch,
            99,
            Command::Act {
                turn: turn + 1,
                action: Action::DrawStock,
            },
        )
        .unwrap_err();
    assert_eq!(e, Refusal::NotAPlayer);
    // A player out of turn.
    let other = t.seats()[(seat + 1) % 3].player.user().unwrap();
    let e = h
        .send(
            ch,
            other,
            Command::Act {
                turn: turn + 1,
                action: Action::DrawStock,
            },
        )
        .unwrap_err();
    assert!(matches!(e, Refusal::Illegal(_)), "{e:?}");
    assert!(e.to_string().contains("not your turn"));
    // An illegal move by the player to act.
    let e = h
        .send(
            ch,
            user,
            Command::Act {
                turn: turn + 1,
                action: Action::DrawStock,
            },
        )
        .unwrap_err();
    assert!(matches!(e, Refusal::Illegal(_)));
    // Users may not send ticks; the system may not join.
    assert_eq!(
        h.send(ch, user, Command::Tick).unwrap_err(),
        Refusal::SystemOnly
    );
    assert_eq!(
        h.svc
            .apply(ch, 5, Actor::System, Command::Join)
            .unwrap_err(),
        Refusal::SystemOnly
    );
    // Leaving mid-game is refused.
    assert_eq!(
        h.send(ch, user, Command::Leave).unwrap_err(),
        Refusal::LeaveDuringGame
    );
    // No table elsewhere.
    assert_eq!(
        h.send(&ChannelId::new("nowhere"), 1, Command::Join)
            .unwrap_err(),
        Refusal::NoTable
    );
    assert_eq!(h.svc.table(ch).unwrap(), after);
}

#[test]
fn abandon_by_opener_moderator_or_majority() {
    let h = Harness::new();
    // By the opener.
    h.open_vs_computers(&ChannelId::new("a1"), 1, fast());
    let r = h.ok(&ChannelId::new("a1"), 1, Command::Abandon);
    assert!(r
        .events
        .iter()
        .any(|e| matches!(e, TableEvent::Abandoned { .. })));
    assert!(h.svc.table(&ChannelId::new("a1")).is_none());
    // By a moderator who is not playing.
    h.open_vs_computers(&ChannelId::new("a2"), 1, fast());
    let e = h
        .send(&ChannelId::new("a2"), 50, Command::Abandon)
        .unwrap_err();
    assert_eq!(e, Refusal::NotOpener);
    h.svc
        .apply(
            &ChannelId::new("a2"),
            9_999,
            Actor::moderator(50),
            Command::Abandon,
        )
        .unwrap();
    assert!(h.svc.table(&ChannelId::new("a2")).is_none());
    // By a majority of the people playing: 2 of 3.
    h.ok(&ChannelId::new("a3"), 1, Command::Open { settings: fast() });
    h.ok(&ChannelId::new("a3"), 2, Command::Join);
    h.ok(&ChannelId::new("a3"), 3, Command::Join);
    h.ok(&ChannelId::new("a3"), 1, Command::Start);
    let r = h.ok(&ChannelId::new("a3"), 2, Command::Abandon);
    assert!(matches!(
        r.events[0],
        TableEvent::AbandonVote {
            votes: 1,
            needed: 2,
            ..
        }
    ));
    assert_eq!(
        h.send(&ChannelId::new("a3"), 2, Command::Abandon)
            .unwrap_err(),
        Refusal::AlreadyVoted
    );
    assert!(h.svc.table(&ChannelId::new("a3")).is_some());
    let r = h.ok(&ChannelId::new("a3"), 3, Command::Abandon);
    assert!(r
        .events
        .iter()
        .any(|e| matches!(e, TableEvent::Abandoned { .. })));
    assert!(h.svc.table(&ChannelId::new("a3")).is_none());
    // Abandoned games are kept (with replays), not rated.
    assert_eq!(
        h.svc
            .store()
            .leaderboard("a3", GameKind::Jersey, 0)
            .unwrap()
            .len(),
        0
    );
    assert_eq!(h.svc.store().recent_games("a3", 5).unwrap().len(), 1);
    assert!(h.svc.store().check_all(&Replays).unwrap().is_ok());
}

#[test]
fn cancel_lobby_only_by_opener() {
    let h = Harness::new();
    h.ok(&ChannelId::new("l"), 1, Command::Open { settings: fast() });
    h.ok(&ChannelId::new("l"), 2, Command::Join);
    assert_eq!(
        h.send(&ChannelId::new("l"), 2, Command::Cancel)
            .unwrap_err(),
        Refusal::NotOpener
    );
    h.ok(&ChannelId::new("l"), 1, Command::Cancel);
    assert!(h.svc.table(&ChannelId::new("l")).is_none());
    // A channel can open again afterwards.
    h.ok(&ChannelId::new("l"), 2, Command::Open { settings: fast() });
    assert_eq!(
        h.send(&ChannelId::new("l"), 3, Command::Open { settings: fast() })
            .unwrap_err(),
        Refusal::TableExists
    );
}

#[test]
fn restart_mid_game_continues() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.redb");
    let clock = FakeClock::new(T0);
    let (table_before, deadline) = {
        let h = Harness::with_store(Store::open(&path).unwrap(), clock.clone());
        h.open_vs_computers(&ChannelId::new("r"), 1, fast());
        for _ in 0..30 {
            h.clock.advance(1_000);
            h.svc.run_due();
        }
        let t = h.svc.table(&ChannelId::new("r")).unwrap();
        (t, h.svc.next_deadline())
    };
    assert_eq!(table_before.stage(), StageKind::Playing);
    let h = Harness::with_store(Store::open(&path).unwrap(), clock.clone());
    let t = h.svc.table(&ChannelId::new("r")).unwrap();
    assert_eq!(t, table_before);
    assert_eq!(h.svc.next_deadline(), deadline);
    h.run_to_end(&ChannelId::new("r"));
    assert_eq!(
        h.svc.table(&ChannelId::new("r")).unwrap().stage(),
        StageKind::Finished
    );
    assert!(h.svc.store().check_all(&Replays).unwrap().is_ok());
}

#[test]
fn many_channels_from_many_threads() {
    let h = std::sync::Arc::new(Harness::new());
    let threads: Vec<_> = (0..8)
        .map(|t| {
            let h = h.clone();
            std::thread::spawn(move || {
                for i in 0..5 {
                    let ch = format!("ch{t}-{i}");
                    h.open_vs_computers(&ChannelId::new(&ch), 100 + t, fast());
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    assert_eq!(h.svc.open_tables(), 40);
    // Deadlines of all channels, driven from several threads at once.
    let mut rounds = 0;
    while (0..8).any(|t| {
        (0..5).any(|i| {
            h.svc
                .table(&ChannelId::new(&format!("ch{t}-{i}")))
                .unwrap()
                .stage()
                == StageKind::Playing
        })
    }) {
        h.clock.advance(1_000);
        let ts: Vec<_> = (0..3)
            .map(|_| {
                let h = h.clone();
                std::thread::spawn(move || {
                    h.svc.run_due();
                })
            })
            .collect();
        for t in ts {
            t.join().unwrap();
        }
        rounds += 1;
        assert!(rounds < 100_000);
    }
    let rep = h.svc.store().check_all(&Replays).unwrap();
    assert_eq!(rep.games, 40);
    assert!(rep.is_ok(), "{rep}");
}

#[test]
fn three_computer_seats_play_to_the_end() {
    let h = Harness::new();
    let ch = &ChannelId::new("bots");
    h.ok(ch, 1, Command::Open { settings: fast() });
    h.ok(ch, 1, Command::AddComputer { level: Level::Easy });
    h.ok(
        ch,
        1,
        Command::AddComputer {
            level: Level::Normal,
        },
    );
    // The opener gives up the seat and still runs the lobby.
    h.ok(ch, 1, Command::Leave);
    h.ok(ch, 1, Command::AddComputer { level: Level::Hard });
    assert_eq!(
        h.send(ch, 2, Command::Start).unwrap_err(),
        Refusal::NotAPlayer
    );
    h.ok(ch, 1, Command::Start);
    assert!(h
        .svc
        .table(ch)
        .unwrap()
        .seats()
        .iter()
        .all(|s| s.player.is_computer()));
    h.run_to_end(ch);
    let t = h.svc.table(ch).unwrap();
    assert_eq!(t.stage(), StageKind::Finished);
    // Computers are rated too, one entry per level, marked as computers.
    let board = h.svc.leaderboard(ch, GameKind::Jersey, 1).unwrap();
    assert_eq!(board.len(), 3);
    assert!(board.iter().all(|p| p.computer));
    assert!(board
        .windows(2)
        .all(|w| w[0].conservative >= w[1].conservative));
    let winner = board.iter().find(|p| p.wins == 1).expect("a winner");
    assert!(winner.rating > 25.0);
    h.ok(ch, 1, Command::Rematch);
    h.run_to_end(ch);
    let hard = h
        .svc
        .player_stats(
            ch,
            GameKind::Jersey,
            Player::Computer { level: Level::Hard },
        )
        .unwrap()
        .unwrap();
    assert_eq!(hard.games, 2);
    assert!(hard.hands > 0 && hard.points_per_hand >= 0.0);
}

#[test]
fn a_repeated_refused_request_gets_the_same_refusal() {
    let h = Harness::new();
    let ch = &ChannelId::new("rr");
    h.ok(ch, 1, Command::Open { settings: fast() });
    h.ok(ch, 2, Command::Join);
    h.ok(ch, 3, Command::Join);
    // Request 500 is refused: the table is full.
    let first = h
        .svc
        .apply(ch, 500, Actor::user(4), Command::Join)
        .unwrap_err();
    let first = first.refusal().cloned().expect("a refusal");
    assert_eq!(first, Refusal::TableFull);
    h.ok(ch, 3, Command::Leave);
    // The same request again: the same answer, nothing changes.
    let again = h
        .svc
        .apply(ch, 500, Actor::user(4), Command::Join)
        .unwrap_err();
    assert_eq!(again, first);
    assert_eq!(h.svc.table(ch).unwrap().seats().len(), 2);
    // A repeat of an accepted request after the table closed still gets its answer.
    let closing = h
        .svc
        .apply(ch, 600, Actor::user(1), Command::Cancel)
        .unwrap();
    let repeat = h
        .svc
        .apply(ch, 600, Actor::user(1), Command::Cancel)
        .unwrap();
    assert!(repeat.duplicate && repeat.events == closing.events);
}

#[test]
fn the_driver_thread_plays_computer_seats_in_real_time() {
    use jersey_gin::table::clock::SystemClock;
    use std::sync::atomic::AtomicBool;
    use std::sync::{Arc, Mutex};
    let svc = Arc::new(
        jersey_gin::table::service::Service::new(
            Store::in_memory().unwrap(),
            Arc::new(SystemClock),
        )
        .unwrap(),
    );
    let settings = Settings {
        pace_ms: 0,
        seed: Some(1),
        ..Settings::default()
    };
    svc.apply(
        &ChannelId::new("live"),
        1,
        Actor::user(1),
        Command::Open { settings },
    )
    .unwrap();
    for (i, level) in [Level::Easy, Level::Hard].into_iter().enumerate() {
        svc.apply(
            &ChannelId::new("live"),
            2 + i as u64,
            Actor::user(1),
            Command::AddComputer { level },
        )
        .unwrap();
    }
    svc.apply(&ChannelId::new("live"), 4, Actor::user(1), Command::Leave)
        .unwrap();
    svc.apply(
        &ChannelId::new("live"),
        5,
        Actor::user(1),
        Command::AddComputer {
            level: Level::Normal,
        },
    )
    .unwrap();
    svc.apply(&ChannelId::new("live"), 6, Actor::user(1), Command::Start)
        .unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let seen = Arc::new(Mutex::new(Vec::new()));
    let sink = seen.clone();
    let driver = svc.spawn_driver(stop.clone(), move |r| sink.lock().unwrap().extend(r.events));
    let t0 = std::time::Instant::now();
    // Between hands the deal waits for the pace only: all seats are computers.
    while svc.table(&ChannelId::new("live")).unwrap().stage() == StageKind::Playing {
        assert!(t0.elapsed().as_secs() < 60, "the game does not end");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    driver.join().unwrap();
    let seen = seen.lock().unwrap();
    assert!(seen
        .iter()
        .any(|e| matches!(e, TableEvent::Finished { .. })));
}

#[test]
fn deadlines_that_pass_while_the_service_is_down_run_on_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("down.redb");
    let clock = FakeClock::new(T0);
    let settings = Settings {
        pace_ms: 1_500,
        turn_ms: 120_000,
        seed: Some(12),
        ..Settings::default()
    };
    let (seat, deadline) = {
        let h = Harness::with_store(Store::open(&path).unwrap(), clock.clone());
        h.ok(&ChannelId::new("down"), 1, Command::Open { settings });
        h.ok(&ChannelId::new("down"), 2, Command::Join);
        h.ok(&ChannelId::new("down"), 3, Command::Join);
        h.ok(&ChannelId::new("down"), 1, Command::Start);
        let t = h.svc.table(&ChannelId::new("down")).unwrap();
        let d = t.deadline().unwrap();
        assert_eq!(d.at_ms, T0 + 120_000);
        (d.seat, d)
    };
    // Down for ten minutes.
    clock.advance(600_000);
    let h = Harness::with_store(Store::open(&path).unwrap(), clock.clone());
    assert_eq!(
        h.svc.table(&ChannelId::new("down")).unwrap().deadline(),
        Some(deadline)
    );
    let r = h.svc.run_due();
    assert_eq!(r.len(), 1);
    assert!(r[0]
        .events
        .iter()
        .any(|e| matches!(e, TableEvent::TimedOut { seat: s, .. } if *s == seat)));
    // The next clock starts from now, not from before the restart.
    assert_eq!(
        h.svc
            .table(&ChannelId::new("down"))
            .unwrap()
            .deadline()
            .unwrap()
            .at_ms,
        T0 + 600_000 + 120_000
    );
}

#[test]
fn a_command_that_does_not_move_the_game_resets_no_clock() {
    let h = Harness::new();
    let ch = &ChannelId::new("clock");
    h.ok(
        ch,
        1,
        Command::Open {
            settings: Settings {
                turn_ms: 60_000,
                seed: Some(2),
                ..fast()
            },
        },
    );
    h.ok(ch, 2, Command::Join);
    h.ok(ch, 3, Command::Join);
    h.ok(ch, 1, Command::Start);
    let before = h.svc.table(ch).unwrap().deadline().unwrap();
    h.clock.advance(30_000);
    // A vote to abandon by someone: the player to act keeps their clock.
    let t = h.svc.table(ch).unwrap();
    let voter = t
        .seats()
        .iter()
        .filter_map(|s| s.player.user())
        .find(|&u| u != UserId(1))
        .unwrap();
    h.ok(ch, voter, Command::Abandon);
    assert_eq!(h.svc.table(ch).unwrap().deadline().unwrap(), before);
}

/// A channel's commands are numbered 1, 2, 3… without gaps, on across a
/// closed table, a new one and a restart; the log holds them in that order
/// with their events, and the outbox knows what was not posted.
#[test]
fn a_channel_numbers_its_commands_across_tables_and_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("numbers.redb");
    let clock = FakeClock::new(T0);
    let ch = &ChannelId::new("numbers");
    let mut seqs = Vec::new();
    {
        let h = Harness::with_store(Store::open(&db).unwrap(), clock.clone());
        seqs.push(h.ok(ch, 7, Command::Open { settings: fast() }).seq);
        // A refusal takes no number.
        assert!(h.send(ch, 8, Command::Cancel).is_err());
        seqs.push(h.ok(ch, 7, Command::Cancel).seq);
        assert!(h.svc.table(ch).is_none());
        let r = h.open_vs_computers(ch, 7, fast());
        seqs.push(r.seq);
        assert_eq!(h.svc.table(ch).unwrap().seq(), r.seq);
        // A repeated request id changes nothing and takes no number.
        let again = h
            .svc
            .apply(ch, 1_000, Actor::user(7), Command::Cancel)
            .unwrap();
        assert!(again.duplicate);
        assert_eq!(again.seq, 0);
    }
    let h = Harness::with_store(Store::open(&db).unwrap(), clock);
    assert_eq!(h.svc.table(ch).unwrap().seq(), 6);
    h.run_to_end(ch);
    let last = h.svc.table(ch).unwrap().seq();
    assert!(last > 6);
    assert_eq!(seqs, [1, 2, 6]);
    let store = h.svc.store();
    assert_eq!(store.channel_seq(ch.as_str()).unwrap(), last);
    let log = store.channel_commands(ch.as_str(), 0, usize::MAX).unwrap();
    let numbers: Vec<u64> = log.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (1..=last).collect::<Vec<_>>());
    assert_eq!(log[1].1.command["type"], "cancel");
    assert_eq!(
        store
            .channel_commands(ch.as_str(), last - 2, 10)
            .unwrap()
            .len(),
        2
    );
    // Nothing was posted (no front end here): the whole log is due.
    let backlog = store.outbox_backlog().unwrap();
    assert_eq!(backlog.len(), 1);
    assert_eq!((backlog[0].1.posted, backlog[0].2), (0, last));
    store
        .set_outbox(
            ch.as_str(),
            jersey_gin::store::types::StoredOutboxV1 {
                posted: last,
                ..Default::default()
            },
        )
        .unwrap();
    assert!(store.outbox_backlog().unwrap().is_empty());
}

/// `ChannelGone` abandons a game on (unrated) and closes the table; only
/// the service may send it.
#[test]
fn a_channel_gone_abandons_its_game_and_closes() {
    let h = Harness::new();
    let ch = &ChannelId::new("gone");
    h.open_vs_computers(ch, 7, fast());
    assert_eq!(
        h.send(ch, 7, Command::ChannelGone).unwrap_err(),
        Refusal::SystemOnly
    );
    let r = h
        .svc
        .apply(ch, 0, Actor::System, Command::ChannelGone)
        .unwrap();
    assert!(r.snapshot().is_none());
    assert!(r
        .events
        .iter()
        .any(|e| matches!(e, TableEvent::Abandoned { game_id: Some(_) })));
    assert!(h.svc.table(ch).is_none());
    let games = h.svc.store().recent_games(ch.as_str(), 5).unwrap();
    assert_eq!(games.len(), 1);
    assert!(games[0].result.is_none());
}

/// A store that fails is not a refusal: the command is `Failed` with the
/// store's error, nothing changed, and the same request id is not
/// answered from memory as refused (trying again may work).
#[test]
fn a_store_failure_is_a_failure_not_a_refusal() {
    use jersey_gin::store::StoreError;
    use jersey_gin::table::service::ApplyError;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ro.redb");
    drop(Store::open(&path).unwrap());
    let store = Store::open_read_only(&path).unwrap();
    let svc =
        jersey_gin::table::service::Service::new(store, std::sync::Arc::new(FakeClock::new(T0)))
            .unwrap();
    let open = Command::Open { settings: fast() };
    for _ in 0..2 {
        let e = svc
            .apply(&ChannelId::new("ro"), 7, Actor::user(1), open)
            .unwrap_err();
        assert!(
            matches!(e, ApplyError::Failed(StoreError::OpenedReadOnly)),
            "{e:?}"
        );
        assert_eq!(e.refusal(), None);
        assert!(e.to_string().contains("nothing changed"), "{e}");
        assert!(svc.table(&ChannelId::new("ro")).is_none());
    }
    // A refusal stays a refusal.
    let e = svc
        .apply(&ChannelId::new("ro"), 8, Actor::user(1), Command::Join)
        .unwrap_err();
    assert_eq!(e, Refusal::NoTable);
}
