//! Rebuilding a game from its stored replay, as the bot does for every open
//! table when it starts: decoding the replay's JSON and playing its actions.
//!
//! `cargo bench -p gin-core --bench replay`
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use gin_core::engine::{Game, Replay, Rules, SeatAction};
use rand::{Rng, SeedableRng};

/// A game of `rules` `depth` actions deep, each a random legal action.
fn deep_replay(rules: Rules, depth: usize, seed: u64) -> Replay {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let (mut game, _) = Game::new(rules, seed).expect("valid rules");
    let mut replay = Replay::new(rules, seed);
    while replay.actions.len() < depth && !game.is_over() {
        // Between hands nobody is to act and any seat may deal the next one.
        let seat = game.first_to_act().unwrap_or(0);
        let legal = game.legal_actions(seat);
        let action = legal[rng.random_range(0..legal.len())];
        game.apply(seat, action).expect("legal");
        replay.actions.push(SeatAction { seat, action });
    }
    replay
}

fn replay(c: &mut Criterion) {
    for (name, rules) in [
        ("jersey", Rules::default()),
        ("gin", Rules::from_names("gin", &[]).unwrap()),
    ] {
        let r = deep_replay(rules, 200, 7);
        let json = serde_json::to_vec(&r).unwrap();
        c.bench_function(&format!("{name}: decode a 200-action replay"), |b| {
            b.iter(|| serde_json::from_slice::<Replay>(black_box(&json)).unwrap())
        });
        c.bench_function(&format!("{name}: play a 200-action replay"), |b| {
            b.iter(|| black_box(&r).run(|_, _| {}).unwrap())
        });
    }
}

criterion_group!(benches, replay);
criterion_main!(benches);
