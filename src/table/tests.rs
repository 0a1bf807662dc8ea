use super::*;

#[test]
fn invalid_settings_are_refused() {
    let s = Settings::jersey(crate::engine::Options {
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
    use crate::engine::family::Game;
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

/// Issue 10's boundary: outside the table layer (and `sim`, which plays
/// engine games itself, and the store's one file of conversions) no code
/// names `Table` or the family's `Game`; front ends see views. Test modules
/// may build tables to draw from.
#[test]
fn only_the_table_layer_names_table_and_game() {
    fn visit(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                visit(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    fn names_whole(text: &str, word: &str) -> bool {
        text.match_indices(word).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + word.len()..].chars().next();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    }
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let allowed = ["table", "sim.rs", "store/types.rs"];
    let mut files = Vec::new();
    visit(&src, &mut files);
    let mut checked = 0;
    for f in files {
        let rel = f
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if allowed
            .iter()
            .any(|a| rel == *a || rel.starts_with(&format!("{a}/")))
        {
            continue;
        }
        let text = std::fs::read_to_string(&f).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap();
        for chunk in code.split(';') {
            // The statement after any comments and attributes before it.
            let Some(at) = chunk
                .lines()
                .map(str::trim_start)
                .position(|l| l.starts_with("use ") || l.starts_with("pub use "))
            else {
                continue;
            };
            let stmt = chunk.lines().skip(at).collect::<Vec<_>>().join("\n");
            let imports_table = stmt.contains("table");
            let imports_engine = stmt.contains("engine");
            assert!(
                !(imports_table && names_whole(&stmt, "Table")),
                "{rel} imports Table: {stmt}"
            );
            assert!(
                !(imports_engine && names_whole(&stmt, "Game")),
                "{rel} imports Game: {stmt}"
            );
        }
        for path in ["table::Table", "family::Game", "engine::Game"] {
            assert!(!names_whole(code, path), "{rel} names {path}");
        }
        checked += 1;
    }
    assert!(checked > 30, "{checked} files checked");
}
