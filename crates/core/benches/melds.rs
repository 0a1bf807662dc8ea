//! Ours against the `gin-rummy` crate (0.1.3) on the same random hands:
//! deadwood of 10 cards and the best discard of 11, for every ace rule.
//! `gin-rummy` only has the low ace, so its low-ace figures are the yardstick
//! for our corner and high-or-low ones too.
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

/// `gin-rummy` keeps rank r (ace 1 … king 13) at bit r of each suit's 16.
fn theirs(h: CardSet) -> gin_rummy::Hand {
    gin_rummy::Hand::from_bits_retain(h.bits() << 1)
}

fn their_best_discard(h: gin_rummy::Hand) -> Option<u8> {
    h.into_iter()
        .map(|c| gin_rummy::deadwood(h - gin_rummy::Hand::from(c)))
        .min()
}

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
    c.bench_function("discard11/theirs", |b| {
        b.iter(|| black_box(their_best_discard(black_box(t11[next()]))))
    });
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
