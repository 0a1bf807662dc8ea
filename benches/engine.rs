//! Criterion benches for profiling the engine's hot paths. The headline
//! figures in docs/performance.md come from `jersey-gin bench engine --json`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use jersey_gin::ai::{Config, Level, Player};
use jersey_gin::cli::bench::{random_hands, DENSE_HAND};
use jersey_gin::engine::jersey::Options;
use jersey_gin::engine::melds::{arrange, best_discards, deadwood};
use jersey_gin::engine::Rules;
use jersey_gin::engine::{parse_cards, CardSet};
use jersey_gin::sim::{play_game, SIM_BUDGET};

fn melds(c: &mut Criterion) {
    let tens = random_hands(1024, 10, 1);
    let elevens = random_hands(1024, 11, 2);
    let dense = CardSet::from_cards(parse_cards(DENSE_HAND).unwrap());
    let mut i = 0;
    c.bench_function("deadwood/random10", |b| {
        b.iter(|| {
            i = (i + 1) % tens.len();
            black_box(deadwood(black_box(tens[i])))
        })
    });
    c.bench_function("best_discards/random11", |b| {
        b.iter(|| {
            i = (i + 1) % elevens.len();
            black_box(best_discards(black_box(elevens[i]), CardSet::EMPTY))
        })
    });
    c.bench_function("best_discards/dense", |b| {
        b.iter(|| black_box(best_discards(black_box(dense), CardSet::EMPTY)))
    });
    let table = [
        CardSet::from_cards(parse_cards("5h 6h 7h").unwrap()),
        CardSet::from_cards(parse_cards("9c 9d 9s").unwrap()),
    ];
    c.bench_function("arrange_with_layoffs/random10", |b| {
        b.iter(|| {
            i = (i + 1) % tens.len();
            black_box(arrange(
                black_box(tens[i].minus(table[0]).minus(table[1])),
                &table,
            ))
        })
    });
}

fn games(c: &mut Criterion) {
    let mut seed = 0;
    let mut g = c.benchmark_group("game");
    g.sample_size(20);
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        g.bench_function(format!("whole_game/{level}"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(play_game(
                    &Rules::Jersey(Options::default()),
                    seed,
                    &[Player::Level(level); 3],
                    0,
                    &Config { budget: SIM_BUDGET },
                ))
            })
        });
    }
    g.finish();
}

criterion_group!(benches, melds, games);
criterion_main!(benches);
