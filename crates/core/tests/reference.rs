//! A slow, obviously-correct reference for melds and deadwood (R2), the best
//! discard, the knocker's arrangement (R5.4), layoffs jointly optimised with a
//! hand's own melds (R2.5, R6.5, R8.4) and the usable upcard after the break
//! (R8.3), checked against the fast code in `engine::melds` on well over
//! 100,000 random hands.
//!
//! Nothing here is shared with `melds.rs`: the reference tries every subset
//! and every combination, with no bit tricks and no pruning beyond "a meld is
//! one rank or one suit".

mod common;

use common::{cards, rng, shuffled};
use gin_core::engine::melds::{
    all_best_arrangements, arrange, best_arrangement, best_discards, deadwood, knocker_arrangement,
    usable_at_once, FullArrangement,
};
use gin_core::engine::{Card, CardSet, Suit};
use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

// ---------------------------------------------------------------------------
// The reference
// ---------------------------------------------------------------------------

/// R1.2: ace 1, pips, faces 10.
fn value(c: Card) -> u32 {
    (c.rank() as u32 + 1).min(10)
}

fn total(cards: &[Card]) -> u32 {
    cards.iter().map(|&c| value(c)).sum()
}

fn mask(cards: &[Card]) -> u64 {
    cards.iter().fold(0, |m, c| m | 1u64 << c.index())
}

fn unmask(m: u64) -> Vec<Card> {
    (0..64u8)
        .filter(|i| m & (1u64 << i) != 0)
        .map(Card::from_index)
        .collect()
}

/// R2.1, R2.2, R1.3: three or four cards of one rank, or three or more cards
/// of one suit with consecutive ranks (ace is rank 0, king 12: no wrap).
fn is_meld(cards: &[Card]) -> bool {
    if cards.len() < 3 {
        return false;
    }
    if cards.iter().all(|c| c.rank() == cards[0].rank()) {
        return cards.len() <= 4;
    }
    if !cards.iter().all(|c| c.suit() == cards[0].suit()) {
        return false;
    }
    let mut ranks: Vec<u8> = cards.iter().map(|c| c.rank()).collect();
    ranks.sort_unstable();
    ranks.windows(2).all(|w| w[1] == w[0] + 1)
}

/// Every subset of a small list.
fn subsets(cards: &[Card]) -> impl Iterator<Item = Vec<Card>> + '_ {
    (0u32..1 << cards.len()).map(move |bits| {
        cards
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, &c)| c)
            .collect()
    })
}

/// Every meld within `hand`. A meld is all one rank or all one suit, so it is
/// a subset of one rank group or one suit group: try every such subset.
fn melds_of(hand: &[Card]) -> Vec<u64> {
    let mut out = BTreeSet::new();
    for r in 0..13 {
        let group: Vec<Card> = hand.iter().copied().filter(|c| c.rank() == r).collect();
        out.extend(subsets(&group).filter(|s| is_meld(s)).map(|s| mask(&s)));
    }
    for suit in Suit::ALL {
        let group: Vec<Card> = hand.iter().copied().filter(|c| c.suit() == suit).collect();
        out.extend(subsets(&group).filter(|s| is_meld(s)).map(|s| mask(&s)));
    }
    out.into_iter().collect()
}

/// Calls `f` with every collection of pairwise disjoint pieces (include or
/// exclude each piece in turn).
fn disjoint_collections(
    pieces: &[u64],
    i: usize,
    used: u64,
    chosen: &mut Vec<u64>,
    f: &mut dyn FnMut(&[u64], u64),
) {
    if i == pieces.len() {
        f(chosen, used);
        return;
    }
    disjoint_collections(pieces, i + 1, used, chosen, f);
    if pieces[i] & used == 0 {
        chosen.push(pieces[i]);
        disjoint_collections(pieces, i + 1, used | pieces[i], chosen, f);
        chosen.pop();
    }
}

/// R2.4: the least deadwood, and every arrangement reaching it (each as its
/// sorted list of melds).
fn ref_arrangements(hand: &[Card]) -> (u32, BTreeSet<Vec<u64>>) {
    let melds = melds_of(hand);
    let all = mask(hand);
    let mut best = u32::MAX;
    let mut arrangements = BTreeSet::new();
    disjoint_collections(&melds, 0, 0, &mut Vec::new(), &mut |chosen, used| {
        let dw = total(&unmask(all & !used));
        if dw < best {
            best = dw;
            arrangements.clear();
        }
        if dw == best {
            let mut v = chosen.to_vec();
            v.sort_unstable();
            arrangements.insert(v);
        }
    });
    (best, arrangements)
}

fn ref_deadwood(hand: &[Card]) -> u32 {
    ref_arrangements(hand).0
}

/// The best discard, by trying every card: the least deadwood kept and every
/// card reaching it. `forbidden` cards may not be thrown (R4.3).
fn ref_best_discards(hand: &[Card], forbidden: &[Card]) -> (u32, u64) {
    let mut best = u32::MAX;
    let mut cards = 0u64;
    for &c in hand {
        if forbidden.contains(&c) {
            continue;
        }
        let rest: Vec<Card> = hand.iter().copied().filter(|&x| x != c).collect();
        let dw = ref_deadwood(&rest);
        if dw < best {
            best = dw;
            cards = 0;
        }
        if dw == best {
            cards |= 1u64 << c.index();
        }
    }
    (if cards == 0 { 0 } else { best }, cards)
}

/// R5.4 exposure: the cards outside the knocker's hand that could be laid
/// off onto one of the melds (R2.5, "8 then 9 onto 5-6-7": a card further
/// along a run counts when every card between is outside the hand too).
fn ref_exposure(melds: &[u64], hand: &[Card]) -> usize {
    let mut n = 0;
    for c in Card::all() {
        if hand.contains(&c) {
            continue;
        }
        let could = melds.iter().any(|&m| {
            let meld = unmask(m);
            // The card, plus the cards of its suit lying between it and the
            // meld when the meld is one suit (a run).
            let mut group = vec![c];
            if meld.iter().all(|t| t.suit() == c.suit()) {
                let lo = meld.iter().map(|t| t.rank()).min().unwrap();
                let hi = meld.iter().map(|t| t.rank()).max().unwrap();
                let between = if c.rank() > hi {
                    hi + 1..c.rank()
                } else {
                    c.rank() + 1..lo
                };
                group.extend(between.map(|r| Card::new(c.suit(), r)));
            }
            let mut with = meld.clone();
            with.extend(&group);
            group.iter().all(|g| !hand.contains(g)) && is_meld(&with)
        });
        n += could as usize;
    }
    n
}

/// R5.4: least deadwood; then least exposure; then the smallest sorted list
/// of meld masks.
fn ref_knocker(hand: &[Card]) -> (u32, Vec<u64>) {
    let (dw, all) = ref_arrangements(hand);
    let melds = all
        .into_iter()
        .min_by_key(|m| (ref_exposure(m, hand), m.clone()))
        .expect("at least the empty arrangement");
    (dw, melds)
}

/// R2.5: every group of cards from `hand` that could be laid off onto table
/// meld `j`: the table meld plus the group is a meld. Such a group is all one
/// rank or one suit with the meld, so only cards sharing a rank or suit with
/// the meld are tried.
fn ref_layoff_options(hand: &[Card], table: &[CardSet]) -> Vec<(u64, usize)> {
    let mut out = Vec::new();
    for (j, m) in table.iter().enumerate() {
        let mc = m.to_vec();
        let related: Vec<Card> = hand
            .iter()
            .copied()
            .filter(|c| {
                mc.iter()
                    .any(|t| t.suit() == c.suit() || t.rank() == c.rank())
            })
            .collect();
        for s in subsets(&related) {
            if s.is_empty() {
                continue;
            }
            let mut u = mc.clone();
            u.extend(&s);
            if is_meld(&u) {
                out.push((mask(&s), j));
            }
        }
    }
    out
}

/// R6.5 / R8.4: the least count over every choice of disjoint own melds plus
/// at most one group laid off onto each table meld.
fn ref_arrange(hand: &[Card], table: &[CardSet]) -> u32 {
    let mut pieces: Vec<(u64, Option<usize>)> =
        melds_of(hand).into_iter().map(|m| (m, None)).collect();
    pieces.extend(
        ref_layoff_options(hand, table)
            .into_iter()
            .map(|(m, j)| (m, Some(j))),
    );
    fn go(
        pieces: &[(u64, Option<usize>)],
        i: usize,
        used: u64,
        used_table: u64,
        hand: u64,
        best: &mut u32,
    ) {
        if i == pieces.len() {
            *best = (*best).min(total(&unmask(hand & !used)));
            return;
        }
        go(pieces, i + 1, used, used_table, hand, best);
        let (m, j) = pieces[i];
        let tbit = j.map_or(0, |j| 1u64 << j);
        if m & used == 0 && tbit & used_table == 0 {
            go(pieces, i + 1, used | m, used_table | tbit, hand, best);
        }
    }
    let mut best = u32::MAX;
    go(&pieces, 0, 0, 0, mask(hand), &mut best);
    best
}

/// R8.3 as the brief defines it: the card is in some meld within hand + card,
/// or in some group that could be laid off onto a table meld.
fn ref_usable(hand: &[Card], card: Card, table: &[CardSet]) -> bool {
    let mut with = hand.to_vec();
    with.push(card);
    let bit = 1u64 << card.index();
    melds_of(&with).iter().any(|m| m & bit != 0)
        || ref_layoff_options(&with, table)
            .iter()
            .any(|(m, _)| m & bit != 0)
}

// ---------------------------------------------------------------------------
// Checks of the fast code against the reference
// ---------------------------------------------------------------------------

fn set_of(hand: &[Card]) -> CardSet {
    CardSet::from_cards(hand.iter().copied())
}

fn show(hand: &[Card]) -> String {
    set_of(hand).to_string()
}

/// Deadwood, every best arrangement, the chosen best arrangement and the
/// knocker's arrangement (R2.4, R5.4).
fn check_arrangements(hand: &[Card]) {
    let hs = set_of(hand);
    let (want, all) = ref_arrangements(hand);
    assert_eq!(deadwood(hs), want, "deadwood of {}", show(hand));

    let got: BTreeSet<Vec<u64>> = all_best_arrangements(hs)
        .into_iter()
        .map(|a| {
            let mut v: Vec<u64> = a.iter().map(|m| m.bits()).collect();
            v.sort_unstable();
            v
        })
        .collect();
    assert_eq!(got, all, "all best arrangements of {}", show(hand));

    let b = best_arrangement(hs);
    assert_eq!(b.deadwood, want, "best arrangement of {}", show(hand));
    let mut bm: Vec<u64> = b.melds.iter().map(|m| m.bits()).collect();
    bm.sort_unstable();
    assert!(
        all.contains(&bm),
        "best arrangement of {} is not optimal",
        show(hand)
    );
    let melded = bm.iter().fold(0, |a, m| a | m);
    assert_eq!(b.deadwood_cards.bits(), mask(hand) & !melded);

    let (kdw, kmelds) = ref_knocker(hand);
    let k = knocker_arrangement(hs);
    assert_eq!(k.deadwood, kdw, "knocker count of {}", show(hand));
    let km: Vec<u64> = k.melds.iter().map(|m| m.bits()).collect();
    assert_eq!(
        k.melds,
        kmelds.iter().map(|&m| CardSet(m)).collect::<Vec<_>>(),
        "R5.4 knocker arrangement of {}",
        show(hand)
    );
    let melded = km.iter().fold(0, |a, m| a | m);
    assert_eq!(k.deadwood_cards.bits(), mask(hand) & !melded);
}

/// The exact best discards (DESIGN: not "drop the highest leftover").
fn check_discards(hand: &[Card], forbidden: &[Card]) {
    let (want_dw, want_cards) = ref_best_discards(hand, forbidden);
    let got = best_discards(set_of(hand), set_of(forbidden));
    assert_eq!(
        (got.deadwood_after, got.cards.bits()),
        (want_dw, want_cards),
        "best discards of {} (forbidden {})",
        show(hand),
        show(forbidden)
    );
}

/// A jointly optimised arrangement with layoffs: the count is the least
/// possible, and what is returned is legal.
fn check_arrange(hand: &[Card], table: &[CardSet]) -> FullArrangement {
    let want = ref_arrange(hand, table);
    let a = arrange(set_of(hand), table);
    let ctx = || format!("hand {} onto {:?}", show(hand), table);
    assert_eq!(a.deadwood, want, "count of {}", ctx());
    let mut used = 0u64;
    for m in &a.melds {
        assert!(is_meld(&m.to_vec()), "{m:?} is no meld: {}", ctx());
        assert_eq!(used & m.bits(), 0, "a card used twice: {}", ctx());
        used |= m.bits();
    }
    let mut onto: Vec<u64> = table.iter().map(|m| m.bits()).collect();
    for l in &a.layoffs {
        assert!(l.onto < table.len(), "{}", ctx());
        assert!(!l.cards.is_empty(), "{}", ctx());
        assert_eq!(used & l.cards.bits(), 0, "a card used twice: {}", ctx());
        used |= l.cards.bits();
        onto[l.onto] |= l.cards.bits();
    }
    for m in &onto {
        assert!(is_meld(&unmask(*m)), "a layoff breaks a meld: {}", ctx());
    }
    assert_eq!(used & !mask(hand), 0, "cards not in the hand: {}", ctx());
    assert_eq!(a.deadwood_cards.bits(), mask(hand) & !used, "{}", ctx());
    assert_eq!(a.deadwood, total(&a.deadwood_cards.to_vec()), "{}", ctx());
    a
}

// ---------------------------------------------------------------------------
// Random hands
// ---------------------------------------------------------------------------

fn random_hand(rng: &mut ChaCha8Rng, n: usize) -> Vec<Card> {
    let mut deck = shuffled(rng);
    deck.truncate(n);
    deck
}

/// A hand drawn from a few ranks (mostly consecutive) and a few suits, so
/// that sets and runs overlap a lot.
fn dense_hand(rng: &mut ChaCha8Rng, n: usize) -> Vec<Card> {
    loop {
        let n_ranks = rng.random_range(3..=6);
        let n_suits = rng.random_range(2..=4);
        if n_ranks * n_suits < n {
            continue;
        }
        let ranks: Vec<u8> = if rng.random_bool(0.8) {
            let start = rng.random_range(0..=13 - n_ranks as u8);
            (start..start + n_ranks as u8).collect()
        } else {
            let mut all: Vec<u8> = (0..13).collect();
            all.shuffle(rng);
            all.truncate(n_ranks);
            all
        };
        let mut suits = Suit::ALL.to_vec();
        suits.shuffle(rng);
        suits.truncate(n_suits);
        let mut pool: Vec<Card> = ranks
            .iter()
            .flat_map(|&r| suits.iter().map(move |&s| Card::new(s, r)))
            .collect();
        pool.shuffle(rng);
        pool.truncate(n);
        return pool;
    }
}

/// A random valid meld made only of cards in `avail`, if one is found.
fn random_meld(rng: &mut ChaCha8Rng, avail: CardSet) -> Option<CardSet> {
    for _ in 0..30 {
        let meld: CardSet = if rng.random_bool(0.5) {
            let suit = Suit::ALL[rng.random_range(0..4)];
            let len = rng.random_range(3..=6u8);
            let start = rng.random_range(0..=13 - len);
            (start..start + len).map(|r| Card::new(suit, r)).collect()
        } else {
            let rank = rng.random_range(0..13);
            let mut suits = Suit::ALL.to_vec();
            suits.shuffle(rng);
            suits.truncate(rng.random_range(3..=4));
            suits.into_iter().map(|s| Card::new(s, rank)).collect()
        };
        if meld.is_subset(avail) {
            return Some(meld);
        }
    }
    None
}

/// Up to `max` random disjoint table melds, and a hand of `n` cards from the
/// rest, half of them (on average) related to the table melds so layoffs are
/// common.
fn table_and_hand(rng: &mut ChaCha8Rng, max: usize, n: usize) -> (Vec<CardSet>, Vec<Card>) {
    let mut avail = CardSet::FULL;
    let mut table = Vec::new();
    for _ in 0..rng.random_range(1..=max) {
        if let Some(m) = random_meld(rng, avail) {
            avail = avail.minus(m);
            table.push(m);
        }
    }
    let mut related: Vec<Card> = avail
        .iter()
        .filter(|c| {
            table.iter().any(|m| {
                m.iter().any(|t| {
                    t.rank() == c.rank()
                        || (t.suit() == c.suit() && t.rank().abs_diff(c.rank()) <= 3)
                })
            })
        })
        .collect();
    related.shuffle(rng);
    let mut hand: Vec<Card> = related.into_iter().take(rng.random_range(0..=n)).collect();
    let mut rest: Vec<Card> = avail.minus(set_of(&hand)).iter().collect();
    rest.shuffle(rng);
    hand.extend(rest.into_iter().take(n - hand.len()));
    (table, hand)
}

// ---------------------------------------------------------------------------
// The reference agrees with RULES.md (so that it can be trusted)
// ---------------------------------------------------------------------------

#[test]
fn reference_agrees_with_the_rules_deadwood_table() {
    // RULES.md "Deadwood examples" (R2.4, R1.3).
    for (hand, want) in [
        ("As 2s 3s 4s 4h 4d 7c 8c 9c Kd", 10),
        ("5h 6h 7h 8h 7s 7d", 14),
        ("3h 4h 5h 6h 7h 8h 5s 5d", 7),
        ("Qs Ks As 2s", 23),
    ] {
        let h = cards(hand).to_vec();
        assert_eq!(ref_deadwood(&h), want, "{hand}");
        assert_eq!(deadwood(cards(hand)), want, "{hand}");
    }
    assert!(!is_meld(&cards("Qs Ks As").to_vec()), "R1.3 no wrap");
    assert!(!is_meld(&cards("Ks As 2s").to_vec()), "R1.3 no wrap");
    assert!(is_meld(&cards("As 2s 3s").to_vec()), "R1.3 ace low");
    assert!(!is_meld(&cards("7s 7h").to_vec()));
    assert!(!is_meld(&cards("7s 8s 9h").to_vec()));
}

#[test]
fn reference_layoffs_follow_r2_5() {
    let run = [cards("5h 6h 7h")];
    // 8 then 9 onto 5-6-7 (chained), but never 9 alone.
    assert_eq!(ref_arrange(&cards("8h 9h Kc").to_vec(), &run), 10);
    assert_eq!(ref_arrange(&cards("9h Kc").to_vec(), &run), 19);
    // Both ends at once.
    assert_eq!(ref_arrange(&cards("4h 8h Kc").to_vec(), &run), 10);
    // The 4th card onto a 3-card set; nothing onto a 4-card set.
    assert_eq!(
        ref_arrange(&cards("7s 2c").to_vec(), &[cards("7c 7d 7h")]),
        2
    );
    assert_eq!(
        ref_arrange(&cards("7s 2c").to_vec(), &[cards("7c 7d 7h 8h 9h")]),
        9,
        "not a meld"
    );
    assert_eq!(
        ref_arrange(&cards("8s 2c").to_vec(), &[cards("8c 8d 8h")]),
        2
    );
    let four = [cards("7c 7d 7h 7s")];
    assert_eq!(ref_arrange(&cards("6s 8s").to_vec(), &four), 14);
    // The fast code on the same cases.
    for (hand, table, want) in [
        ("8h 9h Kc", &run[..], 10),
        ("9h Kc", &run[..], 19),
        ("4h 8h Kc", &run[..], 10),
        ("3h 4h 8h 9h", &run[..], 0),
        ("6s 8s", &four[..], 14),
    ] {
        let a = check_arrange(&cards(hand).to_vec(), table);
        assert_eq!(a.deadwood, want, "{hand}");
    }
}

// ---------------------------------------------------------------------------
// Random comparisons (counts add up to well over 100,000 hands)
// ---------------------------------------------------------------------------

const RANDOM_10: usize = 30_000;
const RANDOM_11: usize = 16_000;
const ANY_SIZE: usize = 8_000;
const DENSE: usize = 16_000;
const LAYOFF: usize = 24_000;
const DENSE_LAYOFF: usize = 8_000;
const USABLE: usize = 12_000;

#[test]
fn random_10_card_hands_deadwood_and_arrangements() {
    let mut rng = rng(1);
    for _ in 0..RANDOM_10 {
        let hand = random_hand(&mut rng, 10);
        check_arrangements(&hand);
    }
}

#[test]
fn random_11_card_hands_best_discards() {
    let mut rng = rng(2);
    for i in 0..RANDOM_11 {
        let hand = random_hand(&mut rng, 11);
        // R4.3: every third hand has a card it took and may not throw.
        let forbidden: Vec<Card> = if i % 3 == 0 { vec![hand[0]] } else { vec![] };
        check_discards(&hand, &forbidden);
        assert_eq!(deadwood(set_of(&hand)), ref_deadwood(&hand));
    }
}

#[test]
fn random_hands_of_any_size() {
    // "A hand of any size is valid input for the deadwood function."
    let mut rng = rng(3);
    for i in 0..ANY_SIZE {
        let n = i % 27;
        let hand = random_hand(&mut rng, n);
        check_arrangements(&hand);
    }
    // The whole deck melds completely; so does any full suit or rank.
    assert_eq!(deadwood(CardSet::FULL), 0);
    assert_eq!(deadwood(cards("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh")), 0);
    assert_eq!(deadwood(cards("Ah 2h")), 3);
}

#[test]
fn dense_hands_with_overlapping_melds() {
    let mut rng = rng(4);
    for i in 0..DENSE {
        let n = if i % 2 == 0 { 10 } else { 11 };
        let hand = dense_hand(&mut rng, n);
        check_arrangements(&hand);
        if n == 11 {
            let forbidden: Vec<Card> = if i % 4 == 1 { vec![hand[3]] } else { vec![] };
            check_discards(&hand, &forbidden);
        }
    }
}

#[test]
fn layoffs_onto_random_table_melds() {
    let mut rng = rng(5);
    let mut with_layoffs = 0;
    let mut chained = 0;
    for i in 0..LAYOFF {
        let n = [10, 11, 10, 7, 4, 1][i % 6];
        let (table, hand) = table_and_hand(&mut rng, 5, n);
        let a = check_arrange(&hand, &table);
        if !a.layoffs.is_empty() {
            with_layoffs += 1;
        }
        if a.layoffs.iter().any(|l| l.cards.len() >= 2) {
            chained += 1;
        }
        // With no table melds, the count is the plain deadwood.
        if i % 8 == 0 {
            assert_eq!(arrange(set_of(&hand), &[]).deadwood, ref_deadwood(&hand));
        }
    }
    // The random tables must actually exercise layoffs, chains included.
    assert!(
        with_layoffs > LAYOFF / 5,
        "only {with_layoffs} hands laid off"
    );
    assert!(
        chained > LAYOFF / 50,
        "only {chained} hands chained layoffs"
    );
}

#[test]
fn dense_layoffs() {
    // Table melds and the hand come from the same few ranks and suits, so
    // own melds and layoffs compete for the same cards.
    let mut rng = rng(6);
    let mut with_layoffs = 0;
    for i in 0..DENSE_LAYOFF {
        let pool = dense_hand(&mut rng, 16);
        let mut candidates = melds_of(&pool);
        candidates.shuffle(&mut rng);
        let mut table = Vec::new();
        let mut used = 0u64;
        for m in candidates {
            if m & used == 0 && table.len() < 1 + i % 3 {
                used |= m;
                table.push(CardSet(m));
            }
        }
        let hand: Vec<Card> = pool
            .into_iter()
            .filter(|c| used & (1u64 << c.index()) == 0)
            .take([10, 11, 7, 4][i % 4])
            .collect();
        let a = check_arrange(&hand, &table);
        with_layoffs += usize::from(!a.layoffs.is_empty());
    }
    assert!(
        with_layoffs > DENSE_LAYOFF / 3,
        "only {with_layoffs} hands laid off"
    );
}

#[test]
fn usable_at_once_matches_reference_r8_3() {
    let mut rng = rng(7);
    let mut yes = 0;
    for i in 0..USABLE {
        let n = 1 + i % 10;
        let (table, mut hand) = table_and_hand(&mut rng, 4, n + 1);
        // The candidate card: one of the drawn cards (often related to the
        // table or the hand), the rest is the hand.
        let card = hand.swap_remove(rng.random_range(0..hand.len()));
        let table: &[CardSet] = if i % 5 == 0 { &[] } else { &table };
        let want = ref_usable(&hand, card, table);
        let got = usable_at_once(set_of(&hand), card, table);
        assert_eq!(
            got,
            want,
            "usable_at_once({}, {card}, {table:?})",
            show(&hand)
        );
        yes += want as usize;
    }
    assert!(
        yes > USABLE / 10,
        "only {yes} usable cards: the test is too weak"
    );
    assert!(
        yes < USABLE * 9 / 10,
        "{yes} usable cards: the test is too weak"
    );
}

// Well over 100,000 random hands in total.
const _: () =
    assert!(RANDOM_10 + RANDOM_11 + ANY_SIZE + DENSE + LAYOFF + DENSE_LAYOFF + USABLE >= 100_000);

// ---------------------------------------------------------------------------
// Every ace rule (RULES-GIN.md G1, V4, V9): the same reference with the ace
// as a parameter, against `MeldRules`' methods.
// ---------------------------------------------------------------------------

mod every_ace_rule {
    use super::{dense_hand, mask, random_hand, rng, set_of, subsets, table_and_hand, unmask};
    use gin_core::engine::melds::{AceRule, AceValue, MeldRules};
    use gin_core::engine::{Card, CardSet, Suit};
    use rand::Rng;
    use std::collections::BTreeSet;

    const RULES: [MeldRules; 5] = [
        MeldRules::LOW,
        MeldRules::CORNER,
        MeldRules {
            aces: AceRule::Corner,
            ace_value: AceValue::One,
        },
        MeldRules::COLONEL,
        MeldRules {
            aces: AceRule::HighOrLow,
            ace_value: AceValue::One,
        },
    ];

    fn value(r: MeldRules, c: Card) -> u32 {
        if c.rank() == 0 {
            match r.ace_value {
                AceValue::One => 1,
                AceValue::Ten => 10,
                AceValue::Fifteen => 15,
            }
        } else {
            (c.rank() as u32 + 1).min(10)
        }
    }

    fn total(r: MeldRules, cards: &[Card]) -> u32 {
        cards.iter().map(|&c| value(r, c)).sum()
    }

    /// Ranks 0..13 in one suit, consecutive in the rule's order: straight
    /// (ace 0); with the ace also as 13 (high or low); or on the 13-cycle.
    fn is_meld(r: MeldRules, cards: &[Card]) -> bool {
        if cards.len() < 3 {
            return false;
        }
        if cards.iter().all(|c| c.rank() == cards[0].rank()) {
            return cards.len() <= 4;
        }
        if !cards.iter().all(|c| c.suit() == cards[0].suit()) {
            return false;
        }
        let ranks: BTreeSet<u32> = cards.iter().map(|c| c.rank() as u32).collect();
        let straight = |ranks: &BTreeSet<u32>| {
            let v: Vec<u32> = ranks.iter().copied().collect();
            v.windows(2).all(|w| w[1] == w[0] + 1)
        };
        match r.aces {
            AceRule::Low => straight(&ranks),
            AceRule::HighOrLow => {
                let high: BTreeSet<u32> =
                    ranks.iter().map(|&x| if x == 0 { 13 } else { x }).collect();
                straight(&ranks) || straight(&high)
            }
            AceRule::Corner => {
                let n = ranks.len() as u32;
                n == 13
                    || (0..13)
                        .any(|s| (0..n).map(|i| (s + i) % 13).collect::<BTreeSet<_>>() == ranks)
            }
        }
    }

    fn melds_of(r: MeldRules, hand: &[Card]) -> Vec<u64> {
        let mut out = BTreeSet::new();
        for rank in 0..13 {
            let group: Vec<Card> = hand.iter().copied().filter(|c| c.rank() == rank).collect();
            out.extend(subsets(&group).filter(|s| is_meld(r, s)).map(|s| mask(&s)));
        }
        for suit in Suit::ALL {
            let group: Vec<Card> = hand.iter().copied().filter(|c| c.suit() == suit).collect();
            out.extend(subsets(&group).filter(|s| is_meld(r, s)).map(|s| mask(&s)));
        }
        out.into_iter().collect()
    }

    fn arrangements(r: MeldRules, hand: &[Card]) -> (u32, BTreeSet<Vec<u64>>) {
        let melds = melds_of(r, hand);
        let all = mask(hand);
        let mut best = u32::MAX;
        let mut found = BTreeSet::new();
        super::disjoint_collections(&melds, 0, 0, &mut Vec::new(), &mut |chosen, used| {
            let dw = total(r, &unmask(all & !used));
            if dw < best {
                best = dw;
                found.clear();
            }
            if dw == best {
                let mut v = chosen.to_vec();
                v.sort_unstable();
                found.insert(v);
            }
        });
        (best, found)
    }

    fn deadwood(r: MeldRules, hand: &[Card]) -> u32 {
        arrangements(r, hand).0
    }

    /// G5.1: every card outside the hand that belongs to some group of
    /// outside cards whose addition keeps the meld a meld.
    fn exposure(r: MeldRules, melds: &[u64], hand: &[Card]) -> usize {
        let h = mask(hand);
        let mut exposed = 0u64;
        for &m in melds {
            let meld = unmask(m);
            let related: Vec<Card> = Card::all()
                .filter(|c| h & (1 << c.index()) == 0 && m & (1 << c.index()) == 0)
                .filter(|c| {
                    meld.iter().all(|t| t.suit() == c.suit())
                        || meld.iter().all(|t| t.rank() == c.rank())
                })
                .collect();
            for g in subsets(&related) {
                let mut with = meld.clone();
                with.extend(&g);
                if !g.is_empty() && is_meld(r, &with) {
                    exposed |= mask(&g);
                }
            }
        }
        exposed.count_ones() as usize
    }

    /// G5.1: least deadwood, least exposure, smallest sorted list of melded
    /// card indices, then the smallest sorted list of meld masks.
    fn knocker(r: MeldRules, hand: &[Card]) -> (u32, Vec<u64>) {
        let (dw, all) = arrangements(r, hand);
        let melds = all
            .into_iter()
            .min_by_key(|m| {
                let melded: Vec<u8> = unmask(m.iter().fold(0, |a, x| a | x))
                    .iter()
                    .map(|c| c.suit() as u8 * 13 + c.rank())
                    .collect();
                (exposure(r, m, hand), melded, m.clone())
            })
            .expect("at least the empty arrangement");
        (dw, melds)
    }

    fn layoff_options(r: MeldRules, hand: &[Card], table: &[CardSet]) -> Vec<(u64, usize)> {
        let mut out = Vec::new();
        for (j, m) in table.iter().enumerate() {
            let mc = m.to_vec();
            let related: Vec<Card> = hand
                .iter()
                .copied()
                .filter(|c| {
                    mc.iter()
                        .any(|t| t.suit() == c.suit() || t.rank() == c.rank())
                })
                .collect();
            for s in subsets(&related) {
                let mut u = mc.clone();
                u.extend(&s);
                if !s.is_empty() && is_meld(r, &u) {
                    out.push((mask(&s), j));
                }
            }
        }
        out
    }

    fn arrange(r: MeldRules, hand: &[Card], table: &[CardSet]) -> u32 {
        let mut pieces: Vec<(u64, Option<usize>)> =
            melds_of(r, hand).into_iter().map(|m| (m, None)).collect();
        pieces.extend(
            layoff_options(r, hand, table)
                .into_iter()
                .map(|(m, j)| (m, Some(j))),
        );
        fn go(
            r: MeldRules,
            pieces: &[(u64, Option<usize>)],
            i: usize,
            used: u64,
            used_table: u64,
            hand: u64,
            best: &mut u32,
        ) {
            if i == pieces.len() {
                *best = (*best).min(total(r, &unmask(hand & !used)));
                return;
            }
            go(r, pieces, i + 1, used, used_table, hand, best);
            let (m, j) = pieces[i];
            let tbit = j.map_or(0, |j| 1u64 << j);
            if m & used == 0 && tbit & used_table == 0 {
                go(r, pieces, i + 1, used | m, used_table | tbit, hand, best);
            }
        }
        let mut best = u32::MAX;
        go(r, &pieces, 0, 0, 0, mask(hand), &mut best);
        best
    }

    fn check_hand(r: MeldRules, hand: &[Card]) {
        let hs = set_of(hand);
        let ctx = || format!("{:?}: {hs}", r);
        let (want, all) = arrangements(r, hand);
        assert_eq!(r.deadwood(hs), want, "deadwood {}", ctx());
        let got: BTreeSet<Vec<u64>> = r
            .all_best_arrangements(hs)
            .into_iter()
            .map(|a| a.iter().map(|m| m.bits()).collect())
            .collect();
        assert_eq!(got, all, "all best arrangements {}", ctx());
        for m in r.all_melds(hs) {
            assert!(is_meld(r, &m.to_vec()), "{m} {}", ctx());
            assert!(r.meld_kind(m).is_some());
        }
        assert_eq!(
            r.all_melds(hs).len(),
            melds_of(r, hand).len(),
            "meld count {}",
            ctx()
        );
        let b = r.best_arrangement(hs);
        assert_eq!(b.deadwood, want, "best arrangement {}", ctx());
        let (kdw, kmelds) = knocker(r, hand);
        let k = r.knocker_arrangement(hs);
        assert_eq!(k.deadwood, kdw, "knocker count {}", ctx());
        assert_eq!(
            k.melds.iter().map(|m| m.bits()).collect::<Vec<_>>(),
            kmelds,
            "G5.1 knocker arrangement {}",
            ctx()
        );
        assert_eq!(
            r.layoff_exposure(&k.melds, hs) as usize,
            exposure(r, &kmelds, hand),
            "exposure {}",
            ctx()
        );
    }

    fn check_discards(r: MeldRules, hand: &[Card], forbidden: CardSet) {
        let mut best = u32::MAX;
        let mut cards = CardSet::EMPTY;
        let mut each = Vec::new();
        r.each_discard(set_of(hand), forbidden, |c, dw| each.push((c, dw)));
        let mut want_each = Vec::new();
        for &c in hand {
            if forbidden.contains(c) {
                continue;
            }
            let rest: Vec<Card> = hand.iter().copied().filter(|&x| x != c).collect();
            let dw = deadwood(r, &rest);
            want_each.push((c, dw));
            if dw < best {
                best = dw;
                cards = CardSet::EMPTY;
            }
            if dw == best {
                cards.insert(c);
            }
        }
        want_each.sort();
        assert_eq!(each, want_each, "{r:?} each discard of {}", set_of(hand));
        let got = r.best_discards(set_of(hand), forbidden);
        assert_eq!(
            (got.deadwood_after, got.cards),
            (best, cards),
            "{r:?} best discards of {}",
            set_of(hand)
        );
    }

    fn check_arrange(r: MeldRules, hand: &[Card], table: &[CardSet]) -> bool {
        let want = arrange(r, hand, table);
        let a = r.arrange(set_of(hand), table);
        let ctx = || format!("{r:?}: hand {} onto {table:?}", set_of(hand));
        assert_eq!(a.deadwood, want, "count {}", ctx());
        let mut used = 0u64;
        let mut onto: Vec<u64> = table.iter().map(|m| m.bits()).collect();
        for m in &a.melds {
            assert!(is_meld(r, &m.to_vec()), "{}", ctx());
            assert_eq!(used & m.bits(), 0, "{}", ctx());
            used |= m.bits();
        }
        for l in &a.layoffs {
            assert_eq!(used & l.cards.bits(), 0, "{}", ctx());
            used |= l.cards.bits();
            onto[l.onto] |= l.cards.bits();
        }
        for m in &onto {
            assert!(is_meld(r, &unmask(*m)), "a layoff breaks a meld: {}", ctx());
        }
        assert_eq!(a.deadwood_cards.bits(), mask(hand) & !used, "{}", ctx());
        assert_eq!(
            a.deadwood,
            total(r, &a.deadwood_cards.to_vec()),
            "{}",
            ctx()
        );
        !a.layoffs.is_empty()
    }

    /// A hand rich in aces, kings and twos, where the rules differ.
    fn corner_hand(rng: &mut rand_chacha::ChaCha8Rng, n: usize) -> Vec<Card> {
        let mut pool: Vec<Card> = Card::all()
            .filter(|c| matches!(c.rank(), 0 | 1 | 2 | 10 | 11 | 12))
            .collect();
        use rand::seq::SliceRandom;
        pool.shuffle(rng);
        let k = rng.random_range(n / 2..=n);
        let mut hand: Vec<Card> = pool.into_iter().take(k).collect();
        let mut rest: Vec<Card> = Card::all().filter(|c| !hand.contains(c)).collect();
        rest.shuffle(rng);
        hand.extend(rest.into_iter().take(n - k));
        hand
    }

    #[test]
    fn the_reference_follows_the_rules() {
        let c = |s: &str| crate::cards(s).to_vec();
        let low = MeldRules::LOW;
        let corner = MeldRules::CORNER;
        let colonel = MeldRules::COLONEL;
        for (r, cards, meld) in [
            (low, "Qs Ks As", false),
            (low, "Ks As 2s", false),
            (corner, "Qs Ks As", true),
            (corner, "Ks As 2s", true),
            (corner, "Qs Ks As 2s 3s", true),
            (corner, "Js Qs Ks 2s", false),
            (colonel, "Qs Ks As", true),
            (colonel, "As 2s 3s", true),
            (colonel, "Ks As 2s", false),
        ] {
            assert_eq!(is_meld(r, &c(cards)), meld, "{r:?} {cards}");
        }
        // GE19, GE20.
        assert_eq!(deadwood(corner, &c("Kh Ah 2h 4c 4d 4s 7d 8d 9d As")), 15);
        assert_eq!(deadwood(low, &c("Kh Ah 2h 4c 4d 4s 7d 8d 9d As")), 14);
        assert_eq!(deadwood(corner, &c("Qc Kc Ac Ad Ah")), 20);
        assert_eq!(deadwood(corner, &c("Qs Ks As 2s")), 0);
        assert_eq!(deadwood(low, &c("Qs Ks As 2s")), 23);
        // GE21: A♦ then 2♦ onto J-Q-K♦.
        assert_eq!(arrange(corner, &c("Ad 2d"), &[crate::cards("Jd Qd Kd")]), 0);
    }

    #[test]
    fn random_hands_every_rule() {
        let mut rng = rng(11);
        for i in 0..6_000 {
            let r = RULES[i % RULES.len()];
            let n = [10, 10, 11, 7, 13][i % 5];
            let hand = match i % 3 {
                0 => random_hand(&mut rng, n),
                1 => dense_hand(&mut rng, n.min(11)),
                _ => corner_hand(&mut rng, n),
            };
            check_hand(r, &hand);
        }
    }

    #[test]
    fn best_discards_every_rule() {
        let mut rng = rng(12);
        for i in 0..6_000 {
            let r = RULES[i % RULES.len()];
            let hand = if i % 2 == 0 {
                random_hand(&mut rng, 11)
            } else {
                corner_hand(&mut rng, 11)
            };
            let forbidden = if i % 3 == 0 {
                CardSet::from_cards([hand[1]])
            } else {
                CardSet::EMPTY
            };
            check_discards(r, &hand, forbidden);
        }
    }

    /// Every discard's deadwood, also for hands with more cards in melds
    /// than an 11-card hand can hold (the search that walks every card's
    /// arrangements at once gives way to one search per card there).
    #[test]
    fn each_discard_every_rule_and_size() {
        let mut rng = rng(15);
        for i in 0..3_000 {
            let r = RULES[i % RULES.len()];
            let n = [4, 8, 11, 12, 13, 14, 16][i % 7];
            let hand = match i % 3 {
                0 => random_hand(&mut rng, n),
                1 => dense_hand(&mut rng, n),
                _ => corner_hand(&mut rng, n),
            };
            let forbidden = if i % 4 == 0 {
                CardSet::from_cards([hand[0]])
            } else {
                CardSet::EMPTY
            };
            check_discards(r, &hand, forbidden);
        }
    }

    #[test]
    fn layoffs_every_rule() {
        let mut rng = rng(13);
        let mut with = 0;
        const N: usize = 10_000;
        for i in 0..N {
            let r = RULES[i % RULES.len()];
            let n = [10, 11, 7, 4, 1][i % 5];
            let (table, hand) = table_and_hand(&mut rng, 4, n);
            // Around the corner: swap in tables that wrap.
            let table: Vec<CardSet> = if i % 2 == 0 {
                table
            } else {
                let hs = set_of(&hand);
                let wrap = [
                    "Qs Ks As",
                    "Kh Ah 2h",
                    "Ad 2d 3d",
                    "Jc Qc Kc",
                    "Qd Kd Ad 2d",
                    "Ac Ad Ah",
                ]
                .map(crate::cards)
                .into_iter()
                .filter(|m| m.intersect(hs).is_empty() && r.meld_kind(*m).is_some())
                .take(2)
                .collect::<Vec<_>>();
                if wrap.is_empty() {
                    table
                } else {
                    wrap
                }
            };
            let table: Vec<CardSet> = table
                .into_iter()
                .filter(|m| r.meld_kind(*m).is_some())
                .collect();
            with += check_arrange(r, &hand, &table) as usize;
        }
        assert!(with > N / 6, "only {with} hands laid off");
    }

    #[test]
    fn low_rules_agree_with_jersey_entry_points() {
        let mut rng = rng(14);
        let low = MeldRules::LOW;
        for _ in 0..2_000 {
            let hand = set_of(&random_hand(&mut rng, 11));
            assert_eq!(low.deadwood(hand), gin_core::engine::deadwood(hand));
            assert_eq!(
                low.best_discards(hand, CardSet::EMPTY),
                gin_core::engine::best_discards(hand, CardSet::EMPTY)
            );
            assert_eq!(low.arrange(hand, &[]), gin_core::engine::arrange(hand, &[]));
        }
    }
}
