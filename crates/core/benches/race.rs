//! Building the race model a search values score lines by: once a process
//! for each target, on the first decision that needs it, so it must not eat
//! a decision's budget.
//!
//! `cargo bench -p gin-core --bench race`
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use gin_core::ai::gin::search::gin_hands;
use gin_core::ai::race::{jersey_hands, RaceModel};

fn race(c: &mut Criterion) {
    for target in [100, 150, 250] {
        c.bench_function(&format!("two seats, point by point, to {target}"), |b| {
            b.iter(|| RaceModel::build(2, black_box(target), &gin_hands()))
        });
    }
    c.bench_function("three seats, on the grid, to 100", |b| {
        b.iter(|| RaceModel::build(3, black_box(100), &jersey_hands()))
    });
}

criterion_group!(benches, race);
criterion_main!(benches);
