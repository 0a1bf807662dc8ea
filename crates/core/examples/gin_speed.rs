//! Whole two-handed games per second through the family interface, with a
//! simple greedy policy (knock when allowed, take the upcard or discard only
//! when it lowers deadwood, throw the card that leaves the least deadwood):
//! the engine's share of a simulation. With a player name (`normal`,
//! `easy`, `hard`, `baseline`) both seats are that computer player instead,
//! moved with the game's move seed as `jersey-gin sim` does: the figure of
//! issue 11's "whole two-handed games per second with normal players".
//!
//! `cargo run --release -p gin-core --example gin_speed -- [games] [variant,...|-] [player]`
use gin_core::ai::Player;
use gin_core::engine::CardSet;
use gin_core::engine::{Action, Game, GinRules, Rules};
use std::time::Instant;

fn greedy(game: &Game, seat: usize) -> Action {
    let view = game.seat_view(seat);
    let legal = view.legal_actions();
    if legal == [Action::NextHand] {
        return Action::NextHand;
    }
    if let Some(k) = legal.iter().find(|a| matches!(a, Action::Knock { .. })) {
        return *k;
    }
    let rules = game.rules().meld_rules();
    let hand = view.hand();
    if legal.contains(&Action::AcceptDouble) {
        return Action::AcceptDouble;
    }
    if legal.contains(&Action::TakeDiscard) {
        let top = view.gin_table().and_then(|t| t.top_discard());
        if let Some(top) = top {
            let with = rules
                .best_discards(hand.with(top), CardSet::from_cards([top]))
                .deadwood_after;
            if with < rules.deadwood(hand) {
                return Action::TakeDiscard;
            }
        }
        if legal.contains(&Action::PassUpcard) {
            return Action::PassUpcard;
        }
        return Action::DrawStock;
    }
    if legal.contains(&Action::DrawStock) {
        return Action::DrawStock;
    }
    let forbidden = CardSet::from_cards(view.taken());
    let best = rules.best_discards(hand, forbidden);
    match best.cards.first() {
        Some(card) => Action::Discard { card },
        None => legal[0],
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).map_or(2000, |s| s.parse().unwrap());
    let mut rules = GinRules::default();
    if let Some(v) = args.get(2).filter(|v| *v != "-") {
        for s in v.split(',') {
            rules.set_switch(s).unwrap();
        }
    }
    let player: Option<Player> = args.get(3).map(|p| p.parse().unwrap());
    let start = Instant::now();
    let mut actions = 0u64;
    let mut events = Vec::new();
    for seed in 0..games {
        let (mut g, _) = Game::new(Rules::Gin(rules), seed).unwrap();
        while !g.is_over() {
            let seat = g.first_to_act().unwrap_or(0);
            let a = match player {
                Some(p) => p.choose_in(&g, seat),
                None => greedy(&g, seat),
            };
            events.clear();
            g.apply_into(seat, a, &mut events).unwrap();
            actions += 1;
        }
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{games} games, {actions} actions in {s:.2} s: {:.0} games/s, {:.0} ns/action",
        games as f64 / s,
        s * 1e9 / actions as f64
    );
}
