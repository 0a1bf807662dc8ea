//! Our meld work beside the `gin-rummy` crate's (0.1.3, the fastest
//! open-source Gin solver we know; ace low only) on the same random hands:
//! deadwood of 10 cards and the best discard of 11. Our other ace rules
//! are in `gin-core`'s `melds` bench.
//!
//! `cargo bench -p gin-lab --bench melds_vs_gin_rummy`
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use gin_core::engine::melds::{best_discards, deadwood};
use gin_core::engine::CardSet;
use gin_lab::melds::{random_hands, their_best_discard, theirs};

fn melds(c: &mut Criterion) {
    let tens = random_hands(1024, 10, 1);
    let elevens = random_hands(1024, 11, 2);
    let t10: Vec<_> = tens.iter().map(|&h| theirs(h)).collect();
    let t11: Vec<_> = elevens.iter().map(|&h| theirs(h)).collect();
    let mut i = 0;
    let mut next = || {
        i = (i + 1) % 1024;
        i
    };
    c.bench_function("deadwood10/theirs", |b| {
        b.iter(|| black_box(gin_rummy::deadwood(black_box(t10[next()]))))
    });
    c.bench_function("deadwood10/ours", |b| {
        b.iter(|| black_box(deadwood(black_box(tens[next()]))))
    });
    c.bench_function("discard11/theirs", |b| {
        b.iter(|| black_box(their_best_discard(black_box(t11[next()]))))
    });
    c.bench_function("discard11/ours", |b| {
        b.iter(|| black_box(best_discards(black_box(elevens[next()]), CardSet::EMPTY)))
    });
}

criterion_group!(benches, melds);
criterion_main!(benches);
