//! Our two-handed Gin players against `gin-rummy-engine` 0.3.1's bots
//! (`MonteCarloBot`, `EaaiSimpleBot`), whole games under the EAAI-2021
//! scoring, mirrored.
//!
//! ```sh
//! cargo run --release -p gin-core --example gin_vs_engine -- \
//!     --deals 50 --us search:100 --them mc:512 [--seed 1] [--threads 2]
//! ```
//!
//! `--us` is `search:N` (our search at N worlds), `search:Nms` (at a time
//! budget), either followed by settings of `gin_search::Tuning`: `:sP`
//! the opponent strength `P`, `:mN` meld taken `N`, `:zT` the switch z in
//! tenths, `:kK` the seat's own roll-out knocks at a count of at most K,
//! `:oK` the opponent's, `:wN` the worlds every candidate sees before any
//! is dropped, `:uG` the seat's own roll-out takes for a gain of at least
//! G, `:tG` the opponent's, `:bG` the take gain of normal's draw the search
//! keeps unless another is clearly better, `:cP` the sampled opponent
//! hands developed to P% of the deadwood real ones hold from a pile of
//! `:fN` cards on, `:gK` the opponent's last K moves read as an eager
//! taker's and a greedy thrower's with at least `:hN` hands drawn a world
//! (`search:50ms:s200:m8:z20:k0:o5:w24:u5:t1:b5:c100:f12:g2:h16`), `:pN`
//! the opponent's hand read by a particle filter of N histories, `:qS` its
//! throws' sharpness in tenths, `:eP` its takes' chance in percent, `:xP`
//! the chance in percent of a throw outside the model, `:rP` the strength
//! of the read hands drawn (`:p256:q10:e85:x20:r50`), `:l1` the
//! worlds held to the learned chance that the opponent undercuts our best
//! knock (`gin_strength`), `:j1` the opponent's roll-outs greedy; or one
//! of our
//! players (`normal`,
//! `baseline`, `easy`). `--out FILE` writes each deal seed's share (for
//! paired comparisons of two versions on the same deals). `--them`
//! is `mc:N` (their Monte Carlo bot at N samples; 512 is its default) or
//! `eaai` (their port of the EAAI simple bot).
//!
//! How the two engines meet: our engine deals and keeps the game (the
//! EAAI scoring in our switches: target 100, knock limit 10, gin and
//! undercut bonus 25, no box, game or shutout bonus, the deal alternating).
//! Each of our hands is copied card for card into their `Round`, and
//! their `Table` referees the hand: every decision of either side goes
//! through it, and their bot only ever sees the `View` their table gives
//! it. Each decision is also played in our engine, which scores the hand.
//! Where the two engines could score a hand differently — their bot's own
//! choice of melds and layoffs, where ours arranges both optimally (R5.4,
//! G6) — our scoring can only help their side; the hands where the two
//! results differ are counted and printed. Their rules are their
//! `eaai_rules()` (big gin off, undercut on a tie, knock limit 10).
//!
//! Each deal seed is played twice with the seats swapped; the 95% interval
//! is over deal seeds.
//!
//! Probes: `--calibration` prints, by pile length, the opponent's real
//! deadwood at our decisions beside the hands our search samples for it
//! (their deadwood, how many of its ten cards they hold, and three proper
//! scores, lower is better: the log loss of each unseen card's share of
//! hands holding it, of each card of ours at a discard's share of hands it
//! would feed, and of our best knock's share of hands that would undercut
//! it; with `--calibrate-also search:...[,search:...]` also for those
//! settings' hands at the same decisions); `--told
//! all|draws|discards|knocks` tells our search the opponent's real hand at
//! those decisions (only the stock is sampled), the ceiling of what a
//! better reading of the opponent could give there, and with
//! `--told-share P` in only P% of its worlds (the others drawn as usual):
//! what a partly better reading is worth.

use gin_core::ai::gin_reading;
use gin_core::ai::gin_search::{self, Tuning};
use gin_core::ai::gin_strength::{self, BestKnock, Tells};
use gin_core::ai::{move_seed, Budget, Player};
use gin_core::engine::melds::MeldRules;
use gin_core::engine::{Action, Event, Game, GinHand, GinHandEnd, GinHandResult, GinRules, Rules};
use gin_core::engine::{Card, CardSet, Suit};
use gin_rummy_engine::gin_rummy::{self, Phase, Round};
use gin_rummy_engine::{
    eaai_rules, DealerRotation, DrawAction, EaaiSimpleBot, Layoff, McConfig, MonteCarloBot,
    Strategy, Table, TurnAction, UpcardAction, View,
};
use rand010::rngs::StdRng;
use rand010::SeedableRng;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .map(String::as_str)
    };
    let deals: u64 = flag("--deals").map_or(20, |s| s.parse().expect("--deals N"));
    let seed: u64 = flag("--seed").map_or(1, |s| s.parse().expect("--seed S"));
    let out: Option<String> = flag("--out").map(String::from);
    let probes = Probes {
        calibration: args.iter().any(|a| a == "--calibration"),
        told: flag("--told").map(|s| match s {
            "all" => Told::All,
            "draws" => Told::Draws,
            "discards" => Told::Discards,
            "knocks" => Told::Knocks,
            _ => panic!("--told all|draws|discards|knocks"),
        }),
        dump: flag("--dump").is_some(),
        told_share: flag("--told-share").map_or(100, |s| s.parse().expect("--told-share PERCENT")),
        agreement: flag("--agreement").map(|s| s.parse().expect("--agreement WORLDS")),
        told_mix: Box::leak(
            flag("--calibrate-told")
                .map(|list| {
                    list.split(',')
                        .map(|p| p.parse().expect("--calibrate-told PERCENT[,PERCENT]"))
                        .collect::<Vec<u32>>()
                })
                .unwrap_or_default()
                .into_boxed_slice(),
        ),
        also: Box::leak(
            flag("--calibrate-also")
                .map(|list| {
                    list.split(',')
                        .map(|s| match s.parse() {
                            Ok(Us::Search(_, tuning)) => tuning,
                            _ => panic!(
                                "--calibrate-also search:...[,search:...]: the settings to measure beside"
                            ),
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
                .into_boxed_slice(),
        ),
    };
    let threads: u64 = flag("--threads").map_or(1, |s| s.parse().expect("--threads N"));
    let us: Us = flag("--us")
        .unwrap_or("search:100")
        .parse()
        .unwrap_or_else(|e| panic!("--us: {e}"));
    let them: Them = flag("--them")
        .unwrap_or("mc:512")
        .parse()
        .unwrap_or_else(|e| panic!("--them: {e}"));

    let start = Instant::now();
    let per_thread: Vec<Tally> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut tally = Tally::default();
                    for d in (t..deals).step_by(threads as usize) {
                        let mut share = 0.0;
                        for our_seat in 0..2 {
                            share += play_game(seed + d, us, them, our_seat, probes, &mut tally);
                        }
                        tally.shares.push(share / 2.0);
                        tally.seeds.push(seed + d);
                    }
                    tally
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let mut all = Tally::default();
    for t in per_thread {
        all.merge(t);
    }
    if let Some(path) = flag("--dump") {
        let text: String = all.dump.iter().map(|l| format!("{l}\n")).collect();
        std::fs::write(path, text).unwrap_or_else(|e| panic!("--dump {path}: {e}"));
    }
    if let Some(path) = out {
        let mut rows: Vec<(u64, f64)> = all
            .seeds
            .iter()
            .copied()
            .zip(all.shares.iter().copied())
            .collect();
        rows.sort_by_key(|r| r.0);
        let text: String = rows.iter().map(|(s, v)| format!("{s} {v}\n")).collect();
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("--out {path}: {e}"));
    }
    if let Some(told) = probes.told {
        println!(
            "our search told their hand at {told:?} in {}% of its worlds (a measurement: no seat plays so)",
            probes.told_share
        );
    }
    all.report(us, them, start.elapsed().as_secs_f64(), probes.told_mix);
}

/// Our side.
#[derive(Clone, Copy)]
enum Us {
    Search(Budget, Tuning),
    Player(Player),
}

impl std::str::FromStr for Us {
    type Err = String;
    fn from_str(s: &str) -> Result<Us, String> {
        match s.strip_prefix("search:") {
            Some(rest) => {
                let (budget, settings) = rest.split_once(':').unwrap_or((rest, ""));
                let (budget, tuning) = (budget.parse()?, settings.parse()?);
                Ok(Us::Search(budget, tuning))
            }
            None => Ok(Us::Player(s.parse()?)),
        }
    }
}

impl std::fmt::Display for Us {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Us::Search(b, t) => write!(
                f,
                "our search ({b}, opponent strength {}, meld taken {}, switch z {:.1}, own roll-out knocks at {}, opponent's at {}, {} worlds before a drop, roll-out take gains {} own and {} opponent's, baseline take gain {}, hands developed {}% from a pile of {}, last {} moves read with {} hands drawn, hand read by {} particles at sharpness {:.1}, takes {}%, strays {}%, strength {}, in {}% of worlds, blended {}%, draws adapted {}, greedy throws {}%, undercuts read {}, greedy opponent roll-outs {}, knock bonus {}, discards searched {})",
                t.opponent_strength,
                t.meld_taken,
                t.switch_z_tenths as f64 / 10.0,
                t.rollout_knock_self,
                t.rollout_knock_opponent,
                t.min_worlds,
                t.rollout_take_self,
                t.rollout_take_opponent,
                t.baseline_take,
                t.develop_percent,
                t.develop_from_pile,
                t.read_moves,
                t.read_draws,
                t.reading_particles,
                t.reading_sharpness_tenths as f64 / 10.0,
                t.reading_take_percent,
                t.reading_stray_percent,
                t.reading_strength,
                t.reading_mix_percent,
                t.reading_blend_percent,
                t.reading_adapted_draws,
                t.reading_greedy_percent,
                t.undercut_read,
                t.rollout_greedy_opponent,
                t.knock_bonus,
                t.discards
            ),
            Us::Player(p) => write!(f, "our {p}"),
        }
    }
}

/// Their side.
#[derive(Clone, Copy)]
enum Them {
    MonteCarlo(u32),
    Eaai,
}

impl std::str::FromStr for Them {
    type Err = String;
    fn from_str(s: &str) -> Result<Them, String> {
        match s.strip_prefix("mc:") {
            Some(n) => Ok(Them::MonteCarlo(
                n.parse().map_err(|_| format!("not a sample count: {n}"))?,
            )),
            None if s == "eaai" => Ok(Them::Eaai),
            None => Err(format!("unknown bot {s}: mc:N or eaai")),
        }
    }
}

impl std::fmt::Display for Them {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Them::MonteCarlo(n) => write!(f, "gin-rummy-engine MonteCarloBot ({n} samples)"),
            Them::Eaai => write!(f, "gin-rummy-engine EaaiSimpleBot"),
        }
    }
}

impl Them {
    fn bot(self, seed: u64) -> Box<dyn Strategy> {
        let rng = StdRng::seed_from_u64(seed);
        match self {
            Them::MonteCarlo(n) => {
                Box::new(MonteCarloBot::with_config(rng, McConfig::default()).samples(n))
            }
            Them::Eaai => Box::new(EaaiSimpleBot::new(rng)),
        }
    }
}

#[derive(Default)]
struct Tally {
    /// Our share of each deal seed's two games (1, 0.5 or 0).
    shares: Vec<f64>,
    /// The deal seed of each share.
    seeds: Vec<u64>,
    /// Per searched decision: whether it was a draw (else a discard), the
    /// candidates, the worlds, whether the search left normal's choice.
    searched: Vec<(bool, usize, u32, bool)>,
    /// Our decision times, milliseconds.
    our_ms: Vec<f64>,
    /// Their decision times, milliseconds.
    their_ms: Vec<f64>,
    /// Worlds our search looked at, per searched decision.
    our_worlds: Vec<u32>,
    /// With `--agreement N`: per row (our settings, each
    /// `--calibrate-also`, each `--calibrate-told` share), at draws and at
    /// discards, how often its search at N worlds chose what the search
    /// told the real hand chose (agreed, decisions).
    agreement: Vec<[(u64, u64); 2]>,
    /// The same rows: what the choices cost, valued by the told search
    /// (its best candidate's chance of winning the game less the chosen
    /// one's), summed, at draws and at discards.
    regret: Vec<[f64; 2]>,
    hands: u64,
    /// Hands the two engines scored differently (winner or points).
    disagreements: u64,
    /// Hands ended drawn by G4.2 (20 turns without a stock draw), which
    /// their rules do not have.
    drawn_by_ours: u64,
    /// How hands ended, by who ended them (0 us, 1 them) and how (0 a
    /// knock that won, 1 a knock undercut, 2 gin): count, points won.
    ends: [[(u64, u64); 3]; 2],
    /// Stock draws in all hands (for the mean hand length).
    stock_draws: u64,
    /// Draws by side (0 us, 1 them): from the stock, from the pile
    /// (the upcard offer's take included).
    draws: [(u64, u64); 2],
    /// With `--calibration`: at our decisions, by pile length / 3, the
    /// opponent's true hand against the hands our search samples for it.
    calibration: Vec<Calibration>,
    /// With `--calibration`: the opponent's true deadwood at our
    /// decisions, by pile length / 3, as a histogram (0..=100).
    truth: Vec<Vec<u64>>,
    /// Knocks by side and the knocker's count: how many, how many undercut.
    knocks: [[(u64, u64); 11]; 2],
    /// With `--dump`: the lines to write.
    dump: Vec<String>,
    /// By side: discards (knocks among them) that left the least deadwood
    /// the hand could keep, and all discards.
    greedy_throws: [(u64, u64); 2],
    /// By side: draws with the pile's top on offer where the side took it
    /// exactly when it lowered its deadwood, and all such draws.
    eager_takes: [(u64, u64); 2],
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        for who in 0..2 {
            for (mine, theirs) in [
                (&mut self.greedy_throws[who], other.greedy_throws[who]),
                (&mut self.eager_takes[who], other.eager_takes[who]),
            ] {
                mine.0 += theirs.0;
                mine.1 += theirs.1;
            }
        }
        self.shares.extend(other.shares);
        self.dump.extend(other.dump);
        self.seeds.extend(other.seeds);
        self.searched.extend(other.searched);
        self.our_ms.extend(other.our_ms);
        self.their_ms.extend(other.their_ms);
        self.our_worlds.extend(other.our_worlds);
        if self.agreement.len() < other.agreement.len() {
            self.agreement.resize(other.agreement.len(), [(0, 0); 2]);
        }
        for (mine, theirs) in self.agreement.iter_mut().zip(other.agreement) {
            for (m, t) in mine.iter_mut().zip(theirs) {
                m.0 += t.0;
                m.1 += t.1;
            }
        }
        if self.regret.len() < other.regret.len() {
            self.regret.resize(other.regret.len(), [0.0; 2]);
        }
        for (mine, theirs) in self.regret.iter_mut().zip(other.regret) {
            for (m, t) in mine.iter_mut().zip(theirs) {
                *m += t;
            }
        }
        self.hands += other.hands;
        self.disagreements += other.disagreements;
        self.drawn_by_ours += other.drawn_by_ours;
        for (mine, theirs) in self.ends.iter_mut().zip(other.ends) {
            for (m, t) in mine.iter_mut().zip(theirs) {
                m.0 += t.0;
                m.1 += t.1;
            }
        }
        self.stock_draws += other.stock_draws;
        if self.calibration.len() < other.calibration.len() {
            self.calibration
                .resize(other.calibration.len(), Calibration::default());
        }
        if self.truth.len() < other.truth.len() {
            self.truth.resize(other.truth.len(), vec![0; 101]);
        }
        for (mine, theirs) in self.truth.iter_mut().zip(other.truth) {
            for (m, t) in mine.iter_mut().zip(theirs) {
                *m += t;
            }
        }
        for (mine, theirs) in self.calibration.iter_mut().zip(other.calibration) {
            mine.merge(theirs);
        }
        for (mine, theirs) in self.draws.iter_mut().zip(other.draws) {
            mine.0 += theirs.0;
            mine.1 += theirs.1;
        }
        for (mine, theirs) in self.knocks.iter_mut().zip(other.knocks) {
            for (m, t) in mine.iter_mut().zip(theirs) {
                m.0 += t.0;
                m.1 += t.1;
            }
        }
    }

    /// `told_mix`: `--calibrate-told`'s shares, to label their rows.
    fn report(mut self, us: Us, them: Them, seconds: f64, told_mix: &[u32]) {
        let n = self.shares.len() as f64;
        let mean = self.shares.iter().sum::<f64>() / n;
        let var = self.shares.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let half = 1.96 * (var / n).sqrt();
        println!(
            "{us} vs {them}, EAAI scoring: {:.1}% of {} games (95% {:.1}%–{:.1}%), {} hands, {} scored differently by the two engines, {} drawn by G4.2; {seconds:.0} s",
            mean * 100.0,
            self.shares.len() * 2,
            (mean - half) * 100.0,
            (mean + half) * 100.0,
            self.hands,
            self.disagreements,
            self.drawn_by_ours,
        );
        let hands = self.hands.max(1) as f64;
        println!(
            "  hands end (per 100 hands, mean points): {}; stock draws a hand {:.1}",
            ["us", "them"]
                .iter()
                .zip(&self.ends)
                .flat_map(|(who, ends)| {
                    ["knock", "undercut", "gin"]
                        .iter()
                        .zip(ends)
                        .map(move |(how, &(n, points))| {
                            format!(
                                "{who} {how} {:.1} ({:.1})",
                                n as f64 * 100.0 / hands,
                                points as f64 / n.max(1) as f64
                            )
                        })
                })
                .collect::<Vec<_>>()
                .join(", "),
            self.stock_draws as f64 / hands
        );
        for (bucket, c) in self.calibration.iter().enumerate() {
            let n = c.decisions;
            if n > 0 {
                // The true deadwood's deciles (10%, 20%, ..., 90%).
                let histogram = &self.truth[bucket];
                let deciles: Vec<String> = (1..10)
                    .map(|d| {
                        let rank = n * d / 10;
                        let mut seen = 0;
                        let value = histogram
                            .iter()
                            .position(|&h| {
                                seen += h;
                                seen > rank
                            })
                            .unwrap_or(100);
                        value.to_string()
                    })
                    .collect();
                println!(
                    "  pile {:>2}-{:>2}: {n} decisions, opponent's deadwood {:.1} (deciles {}), sampled: {}",
                    bucket * 3,
                    bucket * 3 + 2,
                    c.truth / n as f64,
                    deciles.join(" "),
                    c.ours.summary(n),
                );
                for (i, also) in c.also.iter().enumerate() {
                    println!("    --calibrate-also {}: {}", i + 1, also.summary(n));
                }
                for (told, percent) in c.told.iter().zip(told_mix) {
                    println!("    told in {percent}%: {}", told.summary(n));
                }
            }
        }
        if !self.calibration.is_empty() {
            // Every pile together: the scores to compare settings by.
            let mut all = Calibration::default();
            for c in &self.calibration {
                all.merge(c.clone());
            }
            println!(
                "  every pile: {} decisions, sampled: {}",
                all.decisions,
                all.ours.summary(all.decisions)
            );
            for (i, also) in all.also.iter().enumerate() {
                println!(
                    "    --calibrate-also {}: {}",
                    i + 1,
                    also.summary(all.decisions)
                );
            }
            for (told, percent) in all.told.iter().zip(told_mix) {
                println!("    told in {percent}%: {}", told.summary(all.decisions));
            }
        }
        let also_rows = self.agreement.len().saturating_sub(1 + told_mix.len());
        for (i, row) in self.agreement.iter().enumerate() {
            let label = if i == 0 {
                "ours".to_string()
            } else if i <= also_rows {
                format!("--calibrate-also {i}")
            } else {
                format!("told in {}%", told_mix[i - 1 - also_rows])
            };
            let share = |(agreed, all): (u64, u64)| 100.0 * agreed as f64 / all.max(1) as f64;
            let regret = self.regret.get(i).copied().unwrap_or_default();
            println!(
                "  chose as the search told their hand ({label}): {:.1}% of {} draws, {:.1}% of {} discards; cost by its values {:.2} and {:.2} points of game-winning chance in 100 decisions",
                share(row[0]),
                row[0].1,
                share(row[1]),
                row[1].1,
                100.0 * regret[0] / row[0].1.max(1) as f64 * 100.0,
                100.0 * regret[1] / row[1].1.max(1) as f64 * 100.0
            );
        }
        for (w, (who, (stock, pile))) in ["us", "them"].iter().zip(self.draws).enumerate() {
            let share = |(agree, all): (u64, u64)| 100.0 * agree as f64 / all.max(1) as f64;
            println!(
                "  {who}: {:.1} stock draws and {:.2} pile takes a hand; {:.1}% of {} throws left the least deadwood, {:.1}% of {} offers taken exactly when the card lowered it",
                stock as f64 / hands,
                pile as f64 / hands,
                share(self.greedy_throws[w]),
                self.greedy_throws[w].1,
                share(self.eager_takes[w]),
                self.eager_takes[w].1
            );
        }
        for (who, knocks) in ["us", "them"].iter().zip(&self.knocks) {
            let row: Vec<String> = knocks
                .iter()
                .enumerate()
                .filter(|k| k.1 .0 > 0)
                .map(|(count, &(n, under))| format!("{count}: {n}/{under}"))
                .collect();
            println!(
                "  {who} knocked at count: knocks/undercut {}",
                row.join(" ")
            );
        }
        if !self.our_worlds.is_empty() {
            let w = &mut self.our_worlds;
            w.sort_unstable();
            let q = |p: f64| w[((w.len() - 1) as f64 * p) as usize];
            println!(
                "  searched decisions: {}, worlds p10 {}, p50 {}, p90 {}",
                w.len(),
                q(0.1),
                q(0.5),
                q(0.9)
            );
        }
        for (name, draw) in [("draws", true), ("discards", false)] {
            let mut w: Vec<(u32, usize, bool)> = self
                .searched
                .iter()
                .filter(|r| r.0 == draw)
                .map(|r| (r.2, r.1, r.3))
                .collect();
            if w.is_empty() {
                continue;
            }
            w.sort_unstable();
            let n = w.len();
            let q = |p: f64| w[((n - 1) as f64 * p) as usize].0;
            let switched = w.iter().filter(|r| r.2).count();
            let candidates = w.iter().map(|r| r.1).sum::<usize>() as f64 / n as f64;
            let at_min = w.iter().filter(|r| r.0 <= 24).count();
            println!(
                "  searched {name}: {n}, candidates mean {candidates:.1}, worlds p10 {} p50 {} p90 {}, ended at the first check {:.1}%, normal's choice left {:.1}%",
                q(0.1),
                q(0.5),
                q(0.9),
                at_min as f64 * 100.0 / n as f64,
                switched as f64 * 100.0 / n as f64
            );
        }
        for (who, times) in [("ours", &mut self.our_ms), ("theirs", &mut self.their_ms)] {
            times.sort_by(|a, b| a.total_cmp(b));
            if times.is_empty() {
                continue;
            }
            let q = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
            println!(
                "  decisions {who}: {}, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                times.len(),
                q(0.5),
                q(0.99),
                times.last().unwrap()
            );
        }
    }
}

fn their_card(c: Card) -> gin_rummy::Card {
    let suit = match c.suit() {
        Suit::Clubs => gin_rummy::Suit::Clubs,
        Suit::Diamonds => gin_rummy::Suit::Diamonds,
        Suit::Hearts => gin_rummy::Suit::Hearts,
        Suit::Spades => gin_rummy::Suit::Spades,
    };
    gin_rummy::Card {
        suit,
        rank: gin_rummy::Rank::new(c.rank() + 1),
    }
}

fn our_card(c: gin_rummy::Card) -> Card {
    let suit = match c.suit {
        gin_rummy::Suit::Clubs => Suit::Clubs,
        gin_rummy::Suit::Diamonds => Suit::Diamonds,
        gin_rummy::Suit::Hearts => Suit::Hearts,
        gin_rummy::Suit::Spades => Suit::Spades,
    };
    Card::new(suit, c.rank.get() - 1)
}

fn their_hand(cards: CardSet) -> gin_rummy::Hand {
    let mut hand = gin_rummy::Hand::default();
    for c in cards.iter() {
        hand.insert(their_card(c));
    }
    hand
}

fn their_player(seat: usize) -> gin_rummy::Player {
    [gin_rummy::Player::One, gin_rummy::Player::Two][seat]
}

/// One decision, given to their table for our side.
enum Scripted {
    Upcard(UpcardAction),
    Draw(DrawAction),
    Turn(TurnAction),
    Layoff(Option<Layoff>),
}

impl Strategy for Scripted {
    fn offer_upcard(&mut self, _: &View<'_>) -> UpcardAction {
        match self {
            Scripted::Upcard(a) => *a,
            _ => panic!("their table asked about the upcard out of step"),
        }
    }
    fn choose_draw(&mut self, _: &View<'_>) -> DrawAction {
        match self {
            Scripted::Draw(a) => *a,
            _ => panic!("their table asked for a draw out of step"),
        }
    }
    fn play_turn(&mut self, _: &View<'_>) -> TurnAction {
        match self {
            Scripted::Turn(a) => *a,
            _ => panic!("their table asked for a discard out of step"),
        }
    }
    fn choose_layoff(&mut self, _: &View<'_>) -> Option<Layoff> {
        match self {
            Scripted::Layoff(a) => *a,
            _ => panic!("their table asked for a layoff out of step"),
        }
    }
}

/// Their bot, with its last decision kept so that our engine can play it.
struct Recording<'a> {
    bot: &'a mut dyn Strategy,
    last: Option<Scripted>,
    ms: f64,
}

impl Recording<'_> {
    fn time<T>(&mut self, f: impl FnOnce(&mut dyn Strategy) -> T) -> T {
        let t = Instant::now();
        let out = f(&mut *self.bot);
        self.ms = t.elapsed().as_secs_f64() * 1e3;
        out
    }
}

impl Strategy for Recording<'_> {
    fn offer_upcard(&mut self, view: &View<'_>) -> UpcardAction {
        let a = self.time(|b| b.offer_upcard(view));
        self.last = Some(Scripted::Upcard(a));
        a
    }
    fn choose_draw(&mut self, view: &View<'_>) -> DrawAction {
        let a = self.time(|b| b.choose_draw(view));
        self.last = Some(Scripted::Draw(a));
        a
    }
    fn play_turn(&mut self, view: &View<'_>) -> TurnAction {
        let a = self.time(|b| b.play_turn(view));
        self.last = Some(Scripted::Turn(a));
        a
    }
    fn choose_layoff(&mut self, view: &View<'_>) -> Option<Layoff> {
        let a = self.time(|b| b.choose_layoff(view));
        self.last = Some(Scripted::Layoff(a));
        a
    }
}

/// Our decision in their terms. A knock names the melds their rules
/// want: the best arrangement of the ten cards kept.
fn their_action(game: &Game, seat: usize, action: Action) -> Scripted {
    match action {
        Action::PassUpcard => Scripted::Upcard(UpcardAction::Pass),
        Action::TakeDiscard if upcard_offer(game) => Scripted::Upcard(UpcardAction::Take),
        Action::TakeDiscard => Scripted::Draw(DrawAction::TakeDiscard),
        Action::DrawStock => Scripted::Draw(DrawAction::Stock),
        Action::Discard { card } => Scripted::Turn(TurnAction::Discard(their_card(card))),
        Action::Knock { card } => {
            let kept = game.hand_of(seat).without(card);
            Scripted::Turn(TurnAction::Knock {
                discard: their_card(card),
                melds: gin_rummy::best_melds(their_hand(kept)),
            })
        }
        other => panic!("no EAAI counterpart for {other:?}"),
    }
}

/// Their bot's decision in our terms (None: a layoff, which our engine
/// made at the knock).
fn our_action(decision: &Scripted) -> Option<Action> {
    Some(match decision {
        Scripted::Upcard(UpcardAction::Take) | Scripted::Draw(DrawAction::TakeDiscard) => {
            Action::TakeDiscard
        }
        Scripted::Upcard(UpcardAction::Pass) => Action::PassUpcard,
        Scripted::Draw(DrawAction::Stock) => Action::DrawStock,
        Scripted::Turn(TurnAction::Discard(c)) => Action::Discard { card: our_card(*c) },
        Scripted::Turn(TurnAction::Knock { discard, .. }) => Action::Knock {
            card: our_card(*discard),
        },
        Scripted::Turn(TurnAction::BigGin(_)) => panic!("big gin is off under the EAAI rules"),
        Scripted::Layoff(_) => return None,
    })
}

fn gin_hand(game: &Game) -> &GinHand {
    match game {
        Game::Gin(g) => &g.tables()[0],
        _ => unreachable!("a two-handed Gin game"),
    }
}

fn upcard_offer(game: &Game) -> bool {
    matches!(
        gin_hand(game).phase(),
        gin_core::engine::GinPhase::UpcardOffer
    )
}

/// What a match measures besides the share.
#[derive(Clone, Copy)]
struct Probes {
    /// `--calibration`: the sampled opponent hands against the real ones.
    calibration: bool,
    /// `--told WHICH`: our search is told the opponent's real hand at
    /// these decisions, the ceiling of what a better reading of it could
    /// give there.
    told: Option<Told>,
    /// `--agreement N`: with `--calibration`, each setting's search at N
    /// worlds beside the search told the real hand, at the same decisions.
    agreement: Option<u32>,
    /// `--calibrate-told P[,P...]`: our hands scored again with the real
    /// one in P% of them.
    told_mix: &'static [u32],
    /// `--told-share P`: the percent of the search's worlds that hold the
    /// real hand where it is told (100 by default).
    told_share: u32,
    /// `--calibrate-also search:...[,search:...]`: settings whose sampled
    /// hands are measured beside ours at the same decisions.
    also: &'static [Tuning],
    /// `--dump FILE`: a line per decision of ours (what the seat saw, the
    /// opponent's real hand) and per hand's end, training data for
    /// readings of the opponent's hand.
    dump: bool,
}

/// `--agreement`: at one of our decisions, whether each setting's search
/// at `worlds` worlds chooses what the search told the opponent's real
/// hand chooses (the decision a perfect reading would make). The rows:
/// our settings, each `--calibrate-also`, each `--calibrate-told` share.
fn agreement(
    view: &gin_core::engine::SeatView<'_>,
    seed: u64,
    worlds: u32,
    tuning: Tuning,
    opponent: CardSet,
    probes: Probes,
    tally: &mut Tally,
) {
    let budget = Budget::Worlds(worlds);
    let Some(oracle) = gin_search::search_told(view, seed, budget, tuning, opponent, 100) else {
        return;
    };
    let draw = matches!(
        oracle.action,
        Action::TakeDiscard | Action::DrawStock | Action::PassUpcard
    );
    let choices = std::iter::once(gin_search::search_tuned(view, seed, budget, tuning))
        .chain(
            probes
                .also
                .iter()
                .map(|&also| gin_search::search_tuned(view, seed, budget, also)),
        )
        .chain(probes.told_mix.iter().map(|&percent| {
            gin_search::search_told(view, seed, budget, tuning, opponent, percent)
        }));
    let rows = 1 + probes.also.len() + probes.told_mix.len();
    tally.agreement.resize(rows, [(0, 0); 2]);
    tally.regret.resize(rows, [0.0; 2]);
    // The told search's value of an action (its candidates' means).
    let value = |action: Action| {
        oracle
            .candidates
            .iter()
            .find(|c| c.0 == action)
            .map(|c| c.1)
    };
    let best = oracle
        .candidates
        .iter()
        .map(|c| c.1)
        .fold(f64::MIN, f64::max);
    for ((row, regret), choice) in tally
        .agreement
        .iter_mut()
        .zip(tally.regret.iter_mut())
        .zip(choices)
    {
        let phase = usize::from(!draw);
        let chosen = choice.map(|c| c.action);
        row[phase].0 += u64::from(chosen == Some(oracle.action));
        row[phase].1 += 1;
        // A decision it did not search, or an action the told search did
        // not weigh, costs nothing measurable here.
        if let Some(v) = chosen.and_then(value) {
            regret[phase] += (best - v).max(0.0);
        }
    }
}

/// Whether `seat`'s `action` is what a greedy thrower and eager taker
/// would do (how well `gin_reading`'s model fits a side's play).
fn read_play_style(game: &Game, seat: usize, action: Action, who: usize, tally: &mut Tally) {
    let melds = gin_hand(game).settings().melds;
    let hand = gin_hand(game).hand_of(seat);
    let view = game.seat_view(seat);
    match action {
        Action::Discard { card } | Action::Knock { card } => {
            let forbidden = CardSet::from_cards(view.taken());
            let t = &mut tally.greedy_throws[who];
            t.0 += u64::from(melds.best_discards(hand, forbidden).cards.contains(card));
            t.1 += 1;
        }
        Action::TakeDiscard | Action::DrawStock | Action::PassUpcard
            if view.legal_actions().contains(&Action::TakeDiscard) =>
        {
            let Some(&top) = gin_hand(game).discards().last() else {
                return;
            };
            let lowers = gin_reading::lowers_deadwood(
                melds,
                hand,
                melds.deadwood(hand),
                top,
                CardSet::EMPTY,
            );
            let t = &mut tally.eager_takes[who];
            t.0 += u64::from(lowers == (action == Action::TakeDiscard));
            t.1 += 1;
        }
        _ => {}
    }
}

/// `--calibration`, at the decisions of one range of pile lengths.
#[derive(Clone, Default)]
struct Calibration {
    decisions: u64,
    /// The opponent's true deadwood, summed.
    truth: f64,
    /// Our settings' sampled hands.
    ours: Sampled,
    /// `--calibrate-also`'s sampled hands, setting by setting.
    also: Vec<Sampled>,
    /// Our hands with the real one in `--calibrate-told`'s share of them,
    /// share by share (what `--told-share` plays with).
    told: Vec<Sampled>,
}

impl Calibration {
    fn merge(&mut self, other: Calibration) {
        self.decisions += other.decisions;
        self.truth += other.truth;
        self.ours.merge(other.ours);
        if self.also.len() < other.also.len() {
            self.also.resize(other.also.len(), Sampled::default());
        }
        for (mine, theirs) in self.also.iter_mut().zip(other.also) {
            mine.merge(theirs);
        }
        if self.told.len() < other.told.len() {
            self.told.resize(other.told.len(), Sampled::default());
        }
        for (mine, theirs) in self.told.iter_mut().zip(other.told) {
            mine.merge(theirs);
        }
    }
}

/// Sampled hands against the real one, summed over decisions.
#[derive(Clone, Copy, Default)]
struct Sampled {
    /// Decisions measured.
    count: f64,
    /// The hands' mean deadwood.
    deadwood: f64,
    /// How far their mean deadwood is from the real hand's.
    error: f64,
    /// How many of the real hand's cards a hand holds on average. Not a
    /// proper score: hands that agree on a guess place more on average
    /// even when the guess is overconfident.
    placed: f64,
    /// Each card the seat cannot see, held or not: the log loss of the
    /// share of hands holding it, summed (a proper score).
    card_loss: f64,
    /// Each card of our hand at a discard: whether the real hand would
    /// take it (it lowers its deadwood), scored by the log loss of the
    /// share of hands that would. What makes a throw dangerous.
    feed_loss: f64,
    /// Cards scored by `feed_loss`.
    feeds: f64,
    /// At a discard where we may knock short of gin: whether the real hand
    /// would undercut our best knock (after laying off), scored by the log
    /// loss of the share of hands that would. What prices a knock.
    undercut_loss: f64,
    /// Knocks scored by `undercut_loss`.
    knocks: f64,
    /// Their share of hands that would undercut, summed over the knocks;
    /// and how many the real hand would (the bias in the large).
    undercut_share: f64,
    undercuts: f64,
    /// The same for the cards of `feed_loss`.
    feed_share: f64,
    fed: f64,
}

/// The log loss of predicting `share` for an event that did (`happened`)
/// or did not happen; the share is kept off 0 and 1 as from `n` draws
/// with one more of each outcome.
fn log_loss(share: f64, n: f64, happened: bool) -> f64 {
    let p = (share * n + 0.5) / (n + 1.0);
    -(if happened { p } else { 1.0 - p }).ln()
}

impl Sampled {
    /// `unseen`: the cards the seat cannot place; `offered`: our hand's
    /// cards at a discard (empty at a draw).
    fn add(
        &mut self,
        hands: &[CardSet],
        real: CardSet,
        unseen: CardSet,
        offered: CardSet,
        knock: Option<&BestKnock>,
    ) {
        let n = hands.len() as f64;
        let melds = gin_core::engine::melds::MeldRules::LOW;
        let dw = |h: CardSet| f64::from(melds.deadwood(h));
        let mean = hands.iter().map(|&h| dw(h)).sum::<f64>() / n;
        self.count += 1.0;
        self.deadwood += mean;
        self.error += (mean - dw(real)).abs();
        self.placed += hands
            .iter()
            .map(|h| f64::from(h.intersect(real).len()))
            .sum::<f64>()
            / n;
        // The share of the hands of which `holds` is true.
        let share_where = |holds: &dyn Fn(CardSet) -> bool| {
            hands.iter().filter(|&&h| holds(h)).count() as f64 / n
        };
        for card in unseen.iter() {
            let share = share_where(&|h| h.contains(card));
            self.card_loss += log_loss(share, n, real.contains(card));
        }
        let feeds = |hand: CardSet, card: Card| {
            gin_core::ai::gin_reading::lowers_deadwood(
                melds,
                hand,
                melds.deadwood(hand),
                card,
                CardSet::EMPTY,
            )
        };
        for card in offered.iter() {
            let share = share_where(&|h| feeds(h, card));
            let fed = feeds(real, card);
            self.feed_loss += log_loss(share, n, fed);
            self.feeds += 1.0;
            self.feed_share += share;
            self.fed += f64::from(u8::from(fed));
        }
        if let Some(knock) = knock {
            let share = share_where(&|h| knock.undercut_by(h, MeldRules::LOW));
            let undercut = knock.undercut_by(real, MeldRules::LOW);
            self.undercut_loss += log_loss(share, n, undercut);
            self.knocks += 1.0;
            self.undercut_share += share;
            self.undercuts += f64::from(u8::from(undercut));
        }
    }

    fn merge(&mut self, other: Sampled) {
        self.count += other.count;
        self.deadwood += other.deadwood;
        self.error += other.error;
        self.placed += other.placed;
        self.card_loss += other.card_loss;
        self.feed_loss += other.feed_loss;
        self.feeds += other.feeds;
        self.undercut_loss += other.undercut_loss;
        self.knocks += other.knocks;
        self.undercut_share += other.undercut_share;
        self.undercuts += other.undercuts;
        self.feed_share += other.feed_share;
        self.fed += other.fed;
    }

    fn summary(&self, decisions: u64) -> String {
        let n = decisions as f64;
        format!(
            "deadwood {:.1} (off by {:.1}), its cards placed {:.2} of 10, log loss {:.2} a decision, feeds {:.3} a card (said {:.3}, fed {:.3}), undercuts {:.3} a knock (of {}: said {:.3}, undercut {:.3})",
            self.deadwood / n,
            self.error / n,
            self.placed / n,
            self.card_loss / n,
            self.feed_loss / self.feeds.max(1.0),
            self.feed_share / self.feeds.max(1.0),
            self.fed / self.feeds.max(1.0),
            self.undercut_loss / self.knocks.max(1.0),
            self.knocks,
            self.undercut_share / self.knocks.max(1.0),
            self.undercuts / self.knocks.max(1.0)
        )
    }
}

/// The decisions at which `--told` tells our search the opponent's hand.
#[derive(Clone, Copy, Debug)]
enum Told {
    /// Every decision.
    All,
    /// Draws (the pile or the stock; the upcard offer).
    Draws,
    /// Discards, knocks among them.
    Discards,
    /// The discards where a knock is allowed.
    Knocks,
}

/// One whole game; our share of it (1, 0.5 or 0).
fn play_game(
    seed: u64,
    us: Us,
    them: Them,
    our_seat: usize,
    probes: Probes,
    tally: &mut Tally,
) -> f64 {
    let rules = GinRules::eaai_2021();
    let (mut game, _) = Game::new(Rules::Gin(rules), seed).expect("valid rules");
    let mut bot = them.bot(seed ^ 0x9e37_79b9_7f4a_7c15);
    while !game.is_over() {
        if game.between_hands() {
            game.apply(0, Action::NextHand).expect("the next deal");
            continue;
        }
        let hand = gin_hand(&game).clone();
        let totals = match &game {
            Game::Gin(g) => g.board().games[0].totals.clone(),
            _ => unreachable!(),
        };
        let round = Round::from_deal(
            eaai_rules(),
            their_player(hand.dealer()),
            [their_hand(hand.hand_of(0)), their_hand(hand.hand_of(1))],
            their_card(hand.top_discard().expect("the upcard")),
            hand.stock().iter().map(|&c| their_card(c)).collect(),
        )
        .expect("our deal is a whole deck");
        let mut table = Table::new(round)
            .scores([totals[0] as u16, totals[1] as u16])
            .dealer_rotation(DealerRotation::AlternateAfterScoredRound);
        let mut our_result: Option<GinHandResult> = None;
        let mut pending_layoffs: Option<Vec<Card>> = None;
        while let Some(p) = table.turn() {
            let seat = p as usize;
            let phase = table.round().phase();
            if phase == Phase::Layoff {
                // Our engine scored the hand at the knock, its layoffs included.
                if seat == our_seat {
                    let pending = pending_layoffs.get_or_insert_with(|| {
                        our_layoffs(our_result.as_ref().expect("scored"), our_seat)
                    });
                    let next = next_layoff(&table, pending);
                    table
                        .step(&mut Scripted::Layoff(next))
                        .expect("a legal layoff");
                } else {
                    table.step(bot.as_mut()).expect("their legal layoff");
                }
                continue;
            }
            let action = if seat == our_seat {
                let t = Instant::now();
                let view = game.seat_view(seat);
                let ms = move_seed(game.seed(), game.moves());
                if let (true, Us::Search(_, tuning)) = (probes.dump, us) {
                    if let Some(line) =
                        dump_decision(&game, &view, seed, our_seat, ms, tuning, probes.also)
                    {
                        tally.dump.push(line);
                    }
                }
                if let (true, Us::Search(_, tuning)) = (probes.calibration, us) {
                    let opponent = gin_hand(&game).hand_of(1 - seat);
                    if let Some(worlds) = probes.agreement {
                        agreement(&view, ms, worlds, tuning, opponent, probes, tally);
                    }
                    if opponent.len() == 10 {
                        if let Some(hands) =
                            gin_search::sampled_opponent_hands(&view, ms, 64, tuning)
                        {
                            let bucket = gin_hand(&game).discards().len() / 3;
                            if tally.calibration.len() <= bucket {
                                tally.calibration.resize(bucket + 1, Calibration::default());
                            }
                            if tally.truth.len() <= bucket {
                                tally.truth.resize(bucket + 1, vec![0; 101]);
                            }
                            let truth = gin_core::engine::melds::deadwood(opponent);
                            tally.truth[bucket][truth.min(100) as usize] += 1;
                            let c = &mut tally.calibration[bucket];
                            c.decisions += 1;
                            c.truth += f64::from(truth);
                            let ours = gin_hand(&game).hand_of(seat);
                            let pile =
                                CardSet::from_cards(gin_hand(&game).discards().iter().copied());
                            let unseen = CardSet::FULL.minus(ours).minus(pile);
                            let offered = if ours.len() == 11 {
                                ours
                            } else {
                                CardSet::EMPTY
                            };
                            let knock = BestKnock::of(&view, ours, MeldRules::LOW);
                            c.ours
                                .add(&hands, opponent, unseen, offered, knock.as_ref());
                            c.told.resize(probes.told_mix.len(), Sampled::default());
                            for (i, &percent) in probes.told_mix.iter().enumerate() {
                                let mut mixed = hands.clone();
                                let told = (mixed.len() * percent as usize).div_ceil(100);
                                mixed[..told].fill(opponent);
                                c.told[i].add(&mixed, opponent, unseen, offered, knock.as_ref());
                            }
                            c.also.resize(probes.also.len(), Sampled::default());
                            for (i, &also) in probes.also.iter().enumerate() {
                                let other = gin_search::sampled_opponent_hands(&view, ms, 64, also)
                                    .expect("the same decision");
                                c.also[i].add(&other, opponent, unseen, offered, knock.as_ref());
                            }
                        }
                    }
                }
                let a = match us {
                    Us::Search(budget, tuning) => {
                        let legal = view.legal_actions();
                        let draw = legal.contains(&Action::DrawStock)
                            || legal.contains(&Action::PassUpcard);
                        let told = match probes.told {
                            None => false,
                            Some(Told::All) => true,
                            Some(Told::Draws) => draw,
                            Some(Told::Discards) => !draw,
                            Some(Told::Knocks) => {
                                legal.iter().any(|a| matches!(a, Action::Knock { .. }))
                            }
                        };
                        let searched = if told {
                            let opponent = gin_hand(&game).hand_of(1 - seat);
                            gin_search::search_told(
                                &view,
                                ms,
                                budget,
                                tuning,
                                opponent,
                                probes.told_share,
                            )
                        } else {
                            gin_search::search_tuned(&view, ms, budget, tuning)
                        };
                        match searched {
                            Some(choice) => {
                                if probes.dump {
                                    tally.dump.push(dump_search(&game, seed, our_seat, &choice));
                                }
                                tally.our_worlds.push(choice.worlds);
                                let draw = matches!(
                                    choice.candidates[0].0,
                                    Action::TakeDiscard | Action::DrawStock | Action::PassUpcard
                                );
                                tally.searched.push((
                                    draw,
                                    choice.candidates.len(),
                                    choice.worlds,
                                    choice.action != choice.candidates[0].0,
                                ));
                                choice.action
                            }
                            None => gin_search::choose_tuned(&view, ms, budget, tuning),
                        }
                    }
                    Us::Player(player) => player.choose(&view, ms),
                };
                tally.our_ms.push(t.elapsed().as_secs_f64() * 1e3);
                let mut scripted = their_action(&game, seat, a);
                table.step(&mut scripted).expect("our legal action");
                a
            } else {
                let mut rec = Recording {
                    bot: bot.as_mut(),
                    last: None,
                    ms: 0.0,
                };
                table.step(&mut rec).expect("their legal action");
                match rec.last {
                    // Their table drew for the forced draw without asking.
                    None => Action::DrawStock,
                    Some(decision) => {
                        tally.their_ms.push(rec.ms);
                        our_action(&decision).expect("not a layoff outside the layoff phase")
                    }
                }
            };
            let who = usize::from(seat != our_seat);
            read_play_style(&game, seat, action, who, tally);
            match action {
                Action::DrawStock => {
                    tally.stock_draws += 1;
                    tally.draws[who].0 += 1;
                }
                Action::TakeDiscard => tally.draws[who].1 += 1,
                _ => {}
            }
            for e in game.apply(seat, action).unwrap_or_else(|e| {
                panic!("our engine refused {action:?} that their table accepted: {e:?}")
            }) {
                if let Event::TwoHandedEnded { result, .. } = e {
                    our_result = Some(result);
                }
            }
            // A drawn hand ends here: when G4.2 drew it (20 turns without
            // a stock draw), their rules, which have no such end, go on.
            if our_result.as_ref().is_some_and(|r| r.winner.is_none()) {
                break;
            }
        }
        let ours = our_result.expect("both engines ended the hand together");
        tally.hands += 1;
        if probes.dump {
            // E seed seat hand winner(0 us, 1 them, - none) points how
            let winner = ours
                .winner
                .map_or("-".to_string(), |w| usize::from(w != our_seat).to_string());
            let how = match ours.end {
                GinHandEnd::Knock { .. } => "knock",
                GinHandEnd::Undercut { .. } => "undercut",
                GinHandEnd::Gin { .. } => "gin",
                _ => "other",
            };
            tally.dump.push(format!(
                "E {seed} {our_seat} {} {winner} {} {how} {:.4}",
                game.hand_no(),
                ours.points,
                value_after_hand(&game, our_seat, &ours),
            ));
        }
        let side = |seat: usize| usize::from(seat != our_seat);
        let ended = match ours.end {
            GinHandEnd::Knock { knocker } => Some((side(knocker), 0)),
            GinHandEnd::Undercut { knocker, .. } => Some((side(knocker), 1)),
            GinHandEnd::Gin { seat } => Some((side(seat), 2)),
            _ => None,
        };
        if let Some((who, how)) = ended {
            tally.ends[who][how].0 += 1;
            tally.ends[who][how].1 += u64::from(ours.points);
            if how < 2 {
                let knocker = match ours.end {
                    GinHandEnd::Knock { knocker } | GinHandEnd::Undercut { knocker, .. } => knocker,
                    _ => unreachable!(),
                };
                let at = ours.players.iter().position(|&s| s == knocker).unwrap();
                let count = (ours.counts[at] as usize).min(10);
                tally.knocks[who][count].0 += 1;
                tally.knocks[who][count].1 += u64::from(how == 1);
            }
        }
        let Some(theirs) = table.round().result() else {
            tally.drawn_by_ours += 1;
            continue;
        };
        let their_winner = theirs.winner().map(|p| p as usize);
        let their_points = u32::from(theirs.points(&eaai_rules()));
        if their_winner != ours.winner || (ours.winner.is_some() && their_points != ours.points) {
            tally.disagreements += 1;
            if std::env::var_os("GIN_VS_SHOW").is_some() {
                eprintln!("ours: {ours:?}\ntheirs: {theirs:?} ({their_points} points)\n");
            }
        }
    }
    let standings = game.standings().expect("a finished game");
    match standings.totals[our_seat].cmp(&standings.totals[1 - our_seat]) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    }
}

/// `--dump`: what the search made of one of our decisions, as `S seed
/// seat hand | action=value worlds ... | chosen`, the values our chance of
/// winning the game as its roll-outs say, normal's choice first.
fn dump_search(
    game: &Game,
    seed: u64,
    our_seat: usize,
    choice: &gin_core::ai::search::Choice<Action>,
) -> String {
    let candidates: Vec<String> = choice
        .candidates
        .iter()
        .map(|(a, v, n)| format!("{}={v:.4}/{n}", action_name(a)))
        .collect();
    format!(
        "S {seed} {our_seat} {} | {} | {}",
        game.hand_no(),
        candidates.join(" "),
        action_name(&choice.action)
    )
}

/// `--dump`'s name of an action: `stock`, `take`, `pass`, `xC` a discard
/// of card C (0..52), `kC` a knock throwing C.
fn action_name(a: &Action) -> String {
    match *a {
        Action::DrawStock => "stock".to_string(),
        Action::TakeDiscard => "take".to_string(),
        Action::PassUpcard => "pass".to_string(),
        Action::Discard { card } => format!("x{}", card52(card)),
        Action::Knock { card } => format!("k{}", card52(card)),
        other => format!("{other:?}").replace(' ', ""),
    }
}

/// Our chance of winning the game after a hand, by the race model the
/// search scores roll-outs with (1 or 0 once the game is decided).
fn value_after_hand(game: &Game, our_seat: usize, result: &GinHandResult) -> f32 {
    let totals = match game {
        Game::Gin(g) => g.board().games[0].totals.clone(),
        _ => unreachable!(),
    };
    let hand = gin_hand(game);
    // EAAI: the deal alternates after a scored hand; a drawn hand is
    // dealt again by the same dealer. 0: we deal next.
    let dealer_next = if result.winner.is_some() {
        hand.dealer() != our_seat
    } else {
        hand.dealer() == our_seat
    };
    let dealer = if dealer_next { 0 } else { 1 };
    gin_search::model(100).win_chance(&[totals[our_seat], totals[1 - our_seat]], dealer, 0)
}

/// A card as 0..52, suit × 13 + rank.
fn card52(c: Card) -> u32 {
    u32::from(c.index() >> 4) * 13 + u32::from(c.rank())
}

fn cards52(set: CardSet) -> String {
    set.iter()
        .map(|c| card52(c).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// `--dump`: one of our decisions, as
/// `D seed seat hand kind pile stock score_us score_them | log | ours |
/// theirs | their_deadwood knock_deadwood undercut sampled_undercut
/// sampled_deadwood`, cards as 0..52, the log in our seat's words (`mT`,
/// `oT` took, `mX`, `oX` threw, `mD`, `oD` drew from the stock, `mP`, `oP`
/// passed the upcard; `U` the first upcard). `-` where there is none.
fn dump_decision(
    game: &Game,
    view: &gin_core::engine::SeatView<'_>,
    seed: u64,
    our_seat: usize,
    ms: u64,
    tuning: Tuning,
    also: &[Tuning],
) -> Option<String> {
    let hand = gin_hand(game);
    let theirs = hand.hand_of(1 - our_seat);
    if theirs.len() != 10 {
        return None;
    }
    let table = view.gin_table()?;
    let ours = view.hand();
    let kind = if ours.len() == 11 { "X" } else { "D" };
    let mut log = Vec::new();
    if let Some(c) = table.first_upcard() {
        log.push(format!("U{}", card52(c)));
    }
    let who = |s: usize| if s == our_seat { 'm' } else { 'o' };
    for e in table.log() {
        match *e {
            Event::DrewStock { seat } => log.push(format!("{}D", who(seat))),
            Event::TookDiscard { seat, card } => {
                log.push(format!("{}T{}", who(seat), card52(card)))
            }
            Event::Discarded { seat, card } => log.push(format!("{}X{}", who(seat), card52(card))),
            Event::PassedUpcard { seat } => log.push(format!("{}P", who(seat))),
            _ => {}
        }
    }
    let totals = match game {
        Game::Gin(g) => g.board().games[0].totals.clone(),
        _ => unreachable!(),
    };
    let melds = MeldRules::LOW;
    let their_deadwood = melds.deadwood(theirs);
    let knock = BestKnock::of(view, ours, MeldRules::LOW);
    let sampled = gin_search::sampled_opponent_hands(view, ms, 64, tuning)?;
    let sampled_deadwood = sampled
        .iter()
        .map(|&h| f64::from(melds.deadwood(h)))
        .sum::<f64>()
        / sampled.len() as f64;
    let (knock_deadwood, undercut, sampled_undercut) = match &knock {
        Some(k) => (
            k.deadwood.to_string(),
            u8::from(k.undercut_by(theirs, MeldRules::LOW)).to_string(),
            format!(
                "{:.4}",
                sampled
                    .iter()
                    .filter(|&&h| k.undercut_by(h, MeldRules::LOW))
                    .count() as f64
                    / sampled.len() as f64
            ),
        ),
        None => ("-".into(), "-".into(), "-".into()),
    };
    // Our best knock's exact worth against the real hand: the game's
    // winning chance after it, as value_after_hand reckons it.
    let knock_value = gin_strength::knock_cards(view)
        .into_iter()
        .map(|card| {
            let mut after = game.clone();
            let events = after
                .apply(our_seat, Action::Knock { card })
                .expect("a legal knock");
            let result = events
                .into_iter()
                .find_map(|e| match e {
                    Event::TwoHandedEnded { result, .. } => Some(result),
                    _ => None,
                })
                .expect("a knock ends the hand");
            value_after_hand(&after, our_seat, &result)
        })
        .fold(None, |best: Option<f32>, v| {
            Some(best.map_or(v, |b| b.max(v)))
        });
    let knock_value = knock_value.map_or("-".to_string(), |v| format!("{v:.4}"));
    // Where we may knock, what the search told the real hand makes of
    // each candidate (its roll-outs then differ from the truth only in
    // the stock's order and the players' choices).
    // (and under each `--calibrate-also` setting), at one decision in
    // eight where we may not.
    let told_under = |tuning: Tuning| {
        gin_search::search_told(view, ms, Budget::Worlds(128), tuning, theirs, 100)
            .map(|choice| {
                choice
                    .candidates
                    .iter()
                    .map(|(a, v, n)| format!("{}={v:.4}/{n}", action_name(a)))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .unwrap_or_else(|| "-".into())
    };
    let told = if knock.is_some() || ms.is_multiple_of(8) {
        std::iter::once(tuning)
            .chain(also.iter().copied())
            .map(told_under)
            .collect::<Vec<_>>()
            .join(" | ")
    } else {
        "-".into()
    };
    let (tells, _) = Tells::at(view)?;
    let tells: Vec<String> = tells.0.iter().map(|v| v.to_string()).collect();
    Some(format!(
        "D {seed} {our_seat} {} {kind} {} {} {} {} | {} | {} | {} | {their_deadwood} {knock_deadwood} {undercut} {sampled_undercut} {sampled_deadwood:.2} {knock_value} | {} | {told}",
        game.hand_no(),
        table.discards().len(),
        table.stock_len(),
        totals[our_seat],
        totals[1 - our_seat],
        log.join(" "),
        cards52(ours),
        cards52(theirs),
        tells.join(" "),
    ))
}

/// The cards our engine laid off for `seat` (the defender), if any.
fn our_layoffs(result: &GinHandResult, seat: usize) -> Vec<Card> {
    result
        .reveals
        .iter()
        .filter(|r| r.seat == seat)
        .flat_map(|r| r.layoffs.iter().flat_map(|l| l.cards.iter()))
        .collect()
}

/// The next of our layoffs their table accepts (a run grows one card at
/// a time, so the order matters), or None to finish.
fn next_layoff(table: &Table, pending: &mut Vec<Card>) -> Option<Layoff> {
    let melds = table.round().spread().count();
    for i in 0..pending.len() {
        let card = their_card(pending[i]);
        for meld in 0..melds {
            if table.round().clone().lay_off(card, meld).is_ok() {
                pending.remove(i);
                return Some(Layoff { card, meld });
            }
        }
    }
    None
}
