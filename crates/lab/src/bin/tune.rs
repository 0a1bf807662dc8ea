//! Tuning harness for the computer players: plays seeded games and prints
//! the share of games each seat won, hands per second and decision times.
//!
//! `cargo run --release -p gin-lab --bin tune -- GAMES SEED SEATS`, where
//! SEATS is a comma list of `easy`, `normal`, `hard`, `np` (normal with the
//! weights in the env var `P`, in the order of `normal::Params::apply`)
//! and `hp` (hard with the weights in `H`, in the order of
//! [`hard_params`]). `V=1` also prints takes, draws, boxes and how the
//! hands ended per seat.
use gin_core::ai::jersey::{easy, hard, normal};
use gin_core::ai::{move_seed, Budget};
use gin_core::engine::jersey::{HandEnd, Options};
use gin_core::engine::{Event, Game, Rules};

/// Hard's weights with the first `v.len()` of these overridden, in this
/// order: `w_set`, `w_run`, `out_value`, `fade_per_turn`, `fade_floor`,
/// `fade_threat`, `w_danger`, `threat_turns`, `w_break_danger`,
/// `take_gain`, `take_gain_meld`, `near_factor`, `far_factor`,
/// `la_candidates`, `la_mix`, `pot_scale`, `knock_value`, `gin_value`.
fn hard_params(v: &[f32]) -> hard::Params {
    let mut p = hard::Params::default();
    let (mut take, mut take_meld, mut la) = (
        p.take_gain as f32,
        p.take_gain_meld as f32,
        p.la_candidates as f32,
    );
    let fields: [&mut f32; 18] = [
        &mut p.w_set,
        &mut p.w_run,
        &mut p.out_value,
        &mut p.fade_per_turn,
        &mut p.fade_floor,
        &mut p.fade_threat,
        &mut p.w_danger,
        &mut p.threat_turns,
        &mut p.w_break_danger,
        &mut take,
        &mut take_meld,
        &mut p.near_factor,
        &mut p.far_factor,
        &mut la,
        &mut p.la_mix,
        &mut p.pot_scale,
        &mut p.knock_value,
        &mut p.gin_value,
    ];
    for (f, x) in fields.into_iter().zip(v) {
        *f = *x;
    }
    p.take_gain = take as u32;
    p.take_gain_meld = take_meld as u32;
    p.la_candidates = la as usize;
    p
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let games: u64 = a[1].parse().unwrap();
    let seed0: u64 = a[2].parse().unwrap();
    let seats: Vec<String> = a[3].split(',').map(|s| s.to_string()).collect();
    let pv: Vec<f32> = std::env::var("P")
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    let hv: Vec<f32> = std::env::var("H")
        .unwrap_or_default()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    let mut np = normal::Params::default();
    np.apply(&pv);
    let hp = hard_params(&hv);
    let mut won = [0u32; 3];
    let mut hands = 0u64;
    let (mut hn, mut htot, mut hmax, mut hslow) = (0u64, 0f64, 0f64, 0u64);
    let mut takes = [0u64; 3];
    let mut draws = [0u64; 3];
    let mut pts = [0u64; 3];
    let mut boxes = [0u64; 3];
    let mut ends = [[0u64; 5]; 3];
    let t = std::time::Instant::now();
    for i in 0..games {
        let seed = seed0 + i;
        let (mut game, _) = Game::new(Rules::Jersey(Options::default()), seed).unwrap();
        while !game.is_over() {
            let seat = game.first_to_act().unwrap_or(0);
            let v = game.seat_view(seat);
            let ds = move_seed(seed, game.moves());
            let act = match seats[seat].as_str() {
                "easy" => easy::choose(&v),
                "normal" => normal::choose(&v),
                "np" => normal::choose_with(&v, &np),
                "hard" => {
                    let t0 = std::time::Instant::now();
                    let a = hard::choose(&v, ds, Budget::DEFAULT);
                    let el = t0.elapsed().as_secs_f64();
                    hn += 1;
                    htot += el;
                    if el > hmax {
                        hmax = el;
                    }
                    if el > 1e-3 {
                        hslow += 1;
                    }
                    a
                }
                "hp" => {
                    let tuning = hard::Tuning {
                        params: hp,
                        ..hard::Tuning::default()
                    };
                    hard::choose_with(&v, ds, Budget::DEFAULT, &tuning).action
                }
                _ => panic!(),
            };
            let ev = game.apply(seat, act).unwrap();
            for e in &ev {
                if let Event::TookDiscard { seat, .. } = e {
                    takes[*seat] += 1;
                }
                if let Event::DrewStock { seat } = e {
                    draws[*seat] += 1;
                }
            }
        }
        let Game::Jersey(game) = &game else {
            panic!("a Jersey Gin game")
        };
        hands += game.results().len() as u64;
        for r in game.results() {
            match r.end {
                HandEnd::Knock { knocker } => ends[knocker][0] += 1,
                HandEnd::Underknock { knocker, .. } => ends[knocker][1] += 1,
                HandEnd::Gin { seat } => ends[seat][2] += 1,
                HandEnd::BreakGin { seat, .. } => ends[seat][3] += 1,
                HandEnd::BreakEnd { .. } => ends[r.winner][4] += 1,
            }
            pts[r.winner] += r.points as u64;
            boxes[r.winner] += 1;
        }
        won[game.result().unwrap().ranking[0]] += 1;
    }
    let el = t.elapsed().as_secs_f64();
    if hn > 0 {
        println!(
            "hard decisions {hn}: mean {:.1} us, max {:.1} us, over 1 ms {hslow}",
            1e6 * htot / hn as f64,
            1e6 * hmax
        );
    }
    if std::env::var("V").is_ok() {
        println!("ends knock/underknocked/gin/breakgin/breakwin {:?}", ends);
        println!(
            "takes {:?} draws {:?} boxes {:?} pts/box {:?}",
            takes,
            draws,
            boxes,
            [0, 1, 2].map(|i| pts[i] as f64 / boxes[i] as f64)
        );
    }
    println!(
        "{:.1} {:.1} {:.1}  ({:.0} h/s)",
        100.0 * won[0] as f64 / games as f64,
        100.0 * won[1] as f64 / games as f64,
        100.0 * won[2] as f64 / games as f64,
        hands as f64 / el
    );
}
