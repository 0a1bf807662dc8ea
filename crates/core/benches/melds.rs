//! Our meld work on random hands: deadwood of 10 cards and the best discard
//! of 11, for every ace rule (`crates/lab`'s `melds_vs_gin_rummy` times
//! the `gin-rummy` crate on the same hands).
//!
//! `cargo bench -p gin-core --bench melds`
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use gin_core::engine::melds::{best_discards, deadwood, MeldRules};
use gin_core::engine::{Card, CardSet};
use rand::seq::SliceRandom;
use rand::SeedableRng;

fn random_hands(n: usize, size: usize, seed: u64) -> Vec<CardSet> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut deck: Vec<Card> = Card::all().collect();
    (0..n)
        .map(|_| {
            deck.shuffle(&mut rng);
            CardSet::from_cards(deck[..size].iter().copied())
        })
        .collect()
}

fn melds(c: &mut Criterion) {
    let tens = random_hands(1024, 10, 1);
    let elevens = random_hands(1024, 11, 2);
    let mut i = 0;
    let mut next = || {
        i = (i + 1) % 1024;
        i
    };
    c.bench_function("deadwood10/jersey", |b| {
        b.iter(|| black_box(deadwood(black_box(tens[next()]))))
    });
    for (name, rules) in [
        ("low", MeldRules::LOW),
        ("corner", MeldRules::CORNER),
        ("high_or_low", MeldRules::COLONEL),
    ] {
        c.bench_function(&format!("deadwood10/{name}"), |b| {
            b.iter(|| black_box(rules.deadwood(black_box(tens[next()]))))
        });
    }
    c.bench_function("discard11/jersey", |b| {
        b.iter(|| black_box(best_discards(black_box(elevens[next()]), CardSet::EMPTY)))
    });
    for (name, rules) in [
        ("low", MeldRules::LOW),
        ("corner", MeldRules::CORNER),
        ("high_or_low", MeldRules::COLONEL),
    ] {
        c.bench_function(&format!("discard11/{name}"), |b| {
            b.iter(|| black_box(rules.best_discards(black_box(elevens[next()]), CardSet::EMPTY)))
        });
    }
}

criterion_group!(benches, melds);
criterion_main!(benches);
