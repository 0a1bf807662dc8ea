use super::*;

#[test]
fn packed_actions_round_trip() {
    for seat in 0..3 {
        let mut actions = vec![Action::DrawStock, Action::TakeDiscard, Action::NextHand];
        for c in Card::all() {
            actions.push(Action::Discard { card: c });
            actions.push(Action::Knock { card: c });
        }
        for action in actions {
            let sa = SeatAction { seat, action };
            assert_eq!(unpack_action(pack_action(sa)), Some(sa));
        }
    }
    assert_eq!(unpack_action(0x0700), None);
    assert_eq!(unpack_action(0x3000), None);
}

#[test]
fn invalid_settings_are_refused() {
    let mut s = Settings::default();
    s.options.target = 0;
    assert!(matches!(
        Table::open("c", 1, s),
        Err(Refusal::InvalidSettings(_))
    ));
    let s = Settings {
        turn_ms: 0,
        ..Settings::default()
    };
    assert!(Table::open("c", 1, s).is_err());
}

#[test]
fn a_refused_command_leaves_the_table_unchanged() {
    let (mut t, _) = Table::open("c", 1, Settings::default()).unwrap();
    let env = Env {
        now_ms: 5,
        seed: 1,
        game_id: 1,
    };
    let before = t.clone();
    assert_eq!(
        t.apply(Actor::user(1), Command::Start, env).unwrap_err(),
        Refusal::NotEnoughSeats { seats: 1 }
    );
    assert_eq!(t, before);
    assert_eq!(
        t.apply(Actor::System, Command::Tick, env).unwrap_err(),
        Refusal::NothingDue
    );
    assert_eq!(t, before);
}
