use super::*;

#[test]
fn invalid_settings_are_refused() {
    let s = Settings::jersey(crate::engine::jersey::Options {
        target: 0,
        ..Default::default()
    });
    assert!(matches!(
        Table::open(&ChannelId::new("c"), UserId(1), s),
        Err(Refusal::InvalidSettings(_))
    ));
    let s = Settings {
        turn_ms: 0,
        ..Settings::default()
    };
    assert!(Table::open(&ChannelId::new("c"), UserId(1), s).is_err());
}

#[test]
fn a_refused_command_leaves_the_table_unchanged() {
    let (mut t, _) = Table::open(&ChannelId::new("c"), UserId(1), Settings::default()).unwrap();
    let env = Env {
        now_ms: 5,
        seed: 1,
        game_id: 1,
        ai: Default::default(),
    };
    let before = t.clone();
    assert_eq!(
        t.apply(Actor::user(1), Command::Start, env).unwrap_err(),
        Refusal::NotEnoughSeats {
            seats: 1,
            needed: 3
        }
    );
    assert_eq!(t, before);
    assert_eq!(
        t.apply(Actor::System, Command::Tick, env).unwrap_err(),
        Refusal::NothingDue
    );
    assert_eq!(t, before);
}

/// A computer seat's every move is `ai::Player::choose_in` on the game as
/// it stood, seeded by `ai::move_seed` (the one seeding `sim` uses too), so
/// a stored game's computer moves can be recomputed from its replay.
#[test]
fn computer_moves_are_reproducible_from_the_replay() {
    use crate::ai::{self, Level};
    use crate::engine::Game;
    let settings = Settings {
        pace_ms: 0,
        ..Settings::default()
    };
    let (mut t, _) = Table::open(&ChannelId::new("c"), UserId(1), settings).unwrap();
    let mut env = Env {
        now_ms: 1,
        seed: 77,
        game_id: 1,
        ai: Default::default(),
    };
    for level in [Level::Easy, Level::Normal] {
        t.apply(Actor::user(1), Command::AddComputer { level }, env)
            .unwrap();
    }
    t.apply(Actor::user(1), Command::Start, env).unwrap();
    let me = t.seat_of(UserId(1)).unwrap();
    while t.stage == StageKind::Playing {
        let d = t.deadline.unwrap();
        if d.kind == DeadlineKind::TurnClock {
            let game = t.game().unwrap();
            let action = safe_move(game, me);
            let turn = game.turn(me);
            t.apply(Actor::user(1), Command::Act { turn, action }, env)
                .unwrap();
        } else {
            env.now_ms = env.now_ms.max(d.at_ms);
            t.apply(Actor::System, Command::Tick, env).unwrap();
        }
    }
    let replay = t.replay().unwrap().clone();
    let (mut game, _) = Game::new(replay.rules, replay.seed).unwrap();
    let mut checked = 0;
    for a in &replay.actions {
        if let Player::Computer { level } = t.seats[a.seat].player {
            if !game.between_hands() {
                assert_eq!(ai::Player::Level(level).choose_in(&game, a.seat), a.action);
                checked += 1;
            }
        }
        game.apply(a.seat, a.action).unwrap();
    }
    assert!(checked > 20, "{checked}");
    assert_eq!(Some(&game), t.game());
}
