//! Our two-handed Gin players against `gin-rummy-engine` 0.3.1's bots
//! (`MonteCarloBot`, `EaaiSimpleBot`), whole games under the EAAI-2021
//! scoring, mirrored.
//!
//! ```sh
//! cargo run --release -p gin-lab --bin gin_vs_engine -- \
//!     --deals 50 --us search:50ms --them mc:512 [--seed 1] [--threads 2] [--out F]
//! ```
//!
//! `--us` is `search:BUDGET` (our search at `N` worlds or `Nms`), followed
//! if wanted by settings away from the default (`search:200:k0:m16`, see
//! `gin_lab::parse_tuning`), or one of our players (`normal`, `baseline`,
//! `easy`). `--them` is `mc:N` (their Monte Carlo bot at N samples; 512
//! is its default) or `eaai` (their port of the EAAI simple bot). `--out
//! FILE` writes each deal seed's share, for paired comparisons of two
//! versions on the same deals. Each deal seed is played twice with the
//! seats swapped; the 95% interval is over deal seeds.
//!
//! How the two engines meet: our engine deals and keeps the game (the
//! EAAI scoring in our switches: target 100, knock limit 10, gin and
//! undercut bonus 25, no box, game or shutout bonus, the deal alternating).
//! Each of our hands is copied card for card into their `Round`, and
//! their `Table` referees the hand: every decision of either side goes
//! through it, and their bot only ever sees the `View` their table gives
//! it. Each decision is also played in our engine, which scores the hand.
//! Where the two engines could score a hand differently (their bot's own
//! choice of melds and layoffs, where ours arranges both optimally, R5.4,
//! G6) our scoring can only help their side; the hands where the two
//! results differ are counted and printed. Their rules are their
//! `eaai_rules()` (big gin off, undercut on a tie, knock limit 10).

use gin_core::ai::gin::search::{self as gin_search, Tuning};
use gin_core::ai::{move_seed, Budget, Player};
use gin_core::engine::{Action, Event, Game, GinHand, GinHandEnd, GinHandResult, GinRules, Rules};
use gin_core::engine::{Card, CardSet, Suit};
use gin_lab::{describe, mean_and_half_interval, parse_search, quantile};
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
        let workers: Vec<_> = (0..threads.max(1))
            .map(|t| {
                s.spawn(move || {
                    let mut tally = Tally::default();
                    for d in (t..deals).step_by(threads.max(1) as usize) {
                        let mut share = 0.0;
                        for our_seat in 0..2 {
                            share += play_game(seed + d, us, them, our_seat, &mut tally);
                        }
                        tally.shares.push((seed + d, share / 2.0));
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
    all.shares.sort_by_key(|r| r.0);
    if let Some(path) = flag("--out") {
        let text: String = all
            .shares
            .iter()
            .map(|(s, v)| format!("{s} {v}\n"))
            .collect();
        std::fs::write(path, text).unwrap_or_else(|e| panic!("--out {path}: {e}"));
    }
    all.report(us, them, start.elapsed().as_secs_f64());
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
                let (budget, tuning) = parse_search(rest)?;
                Ok(Us::Search(budget, tuning))
            }
            None => Ok(Us::Player(s.parse()?)),
        }
    }
}

impl std::fmt::Display for Us {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Us::Search(b, t) => write!(f, "our search ({b}, {})", describe(t)),
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

/// What a match measured. Sides are indexed 0 us, 1 them.
#[derive(Default)]
struct Tally {
    /// Each deal seed and our share of its two games (1, 0.5 or 0).
    shares: Vec<(u64, f64)>,
    /// Decision times by side, milliseconds.
    ms: [Vec<f64>; 2],
    /// Worlds our search looked at, per searched decision.
    our_worlds: Vec<f64>,
    hands: u64,
    /// Hands the two engines scored differently (winner or points).
    disagreements: u64,
    /// Hands ended drawn by G4.2 (20 turns without a stock draw), which
    /// their rules do not have.
    drawn_by_ours: u64,
    /// How hands ended, by side and how (0 a knock that won, 1 a knock
    /// undercut, 2 gin): count, points won.
    ends: [[(u64, u64); 3]; 2],
    /// Knocks by side and the knocker's count (10: 10 or more): how many,
    /// how many undercut.
    knocks: [[(u64, u64); 11]; 2],
    /// Draws by side: from the stock, from the pile (the upcard offer's
    /// take included).
    draws: [(u64, u64); 2],
}

fn add_pairs<const N: usize>(mine: &mut [(u64, u64); N], theirs: [(u64, u64); N]) {
    for (m, t) in mine.iter_mut().zip(theirs) {
        m.0 += t.0;
        m.1 += t.1;
    }
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.shares.extend(other.shares);
        for (mine, theirs) in self.ms.iter_mut().zip(other.ms) {
            mine.extend(theirs);
        }
        self.our_worlds.extend(other.our_worlds);
        self.hands += other.hands;
        self.disagreements += other.disagreements;
        self.drawn_by_ours += other.drawn_by_ours;
        for side in 0..2 {
            add_pairs(&mut self.ends[side], other.ends[side]);
            add_pairs(&mut self.knocks[side], other.knocks[side]);
        }
        add_pairs(&mut self.draws, other.draws);
    }

    fn report(mut self, us: Us, them: Them, seconds: f64) {
        let shares: Vec<f64> = self.shares.iter().map(|s| s.1).collect();
        let (mean, half) = mean_and_half_interval(&shares);
        println!(
            "{us} vs {them}, EAAI scoring: {:.1}% of {} games (95% {:.1}%–{:.1}%), {} hands, {} scored differently by the two engines, {} drawn by G4.2; {seconds:.0} s",
            mean * 100.0,
            shares.len() * 2,
            (mean - half) * 100.0,
            (mean + half) * 100.0,
            self.hands,
            self.disagreements,
            self.drawn_by_ours,
        );
        let hands = self.hands.max(1) as f64;
        let ends: Vec<String> = ["us", "them"]
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
            .collect();
        println!(
            "  hands end (per 100 hands, mean points): {}",
            ends.join(", ")
        );
        for (side, who) in ["us", "them"].iter().enumerate() {
            let (stock, pile) = self.draws[side];
            let knocks: Vec<String> = self.knocks[side]
                .iter()
                .enumerate()
                .filter(|k| k.1 .0 > 0)
                .map(|(count, &(n, under))| format!("{count}: {n}/{under}"))
                .collect();
            println!(
                "  {who}: {:.1} stock draws and {:.2} pile takes a hand; knocks/undercut by count {}",
                stock as f64 / hands,
                pile as f64 / hands,
                knocks.join(" ")
            );
        }
        if !self.our_worlds.is_empty() {
            let w = &mut self.our_worlds;
            w.sort_by(|a, b| a.total_cmp(b));
            println!(
                "  searched decisions: {}, worlds p10 {}, p50 {}, p90 {}",
                w.len(),
                quantile(w, 0.1),
                quantile(w, 0.5),
                quantile(w, 0.9)
            );
        }
        for (who, times) in ["ours", "theirs"].iter().zip(&mut self.ms) {
            if times.is_empty() {
                continue;
            }
            times.sort_by(|a, b| a.total_cmp(b));
            println!(
                "  decisions {who}: {}, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                times.len(),
                quantile(times, 0.5),
                quantile(times, 0.99),
                quantile(times, 1.0)
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
/// Our decision at `view`, timed into the tally.
fn our_decision(game: &Game, seat: usize, us: Us, tally: &mut Tally) -> Action {
    let t = Instant::now();
    let view = game.seat_view(seat);
    let seed = move_seed(game.seed(), game.moves());
    let action = match us {
        Us::Search(budget, tuning) => match gin_search::search_tuned(&view, seed, budget, tuning) {
            Some(choice) => {
                tally.our_worlds.push(f64::from(choice.worlds));
                choice.action
            }
            None => gin_search::choose_tuned(&view, seed, budget, tuning),
        },
        Us::Player(player) => player.choose(&view, seed),
    };
    tally.ms[0].push(t.elapsed().as_secs_f64() * 1e3);
    action
}

/// One whole game; our share of it (1, 0.5 or 0).
fn play_game(seed: u64, us: Us, them: Them, our_seat: usize, tally: &mut Tally) -> f64 {
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
            if table.round().phase() == Phase::Layoff {
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
                let a = our_decision(&game, seat, us, tally);
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
                        tally.ms[1].push(rec.ms);
                        our_action(&decision).expect("not a layoff outside the layoff phase")
                    }
                }
            };
            let who = usize::from(seat != our_seat);
            match action {
                Action::DrawStock => tally.draws[who].0 += 1,
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
        count_end(&ours, our_seat, tally);
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

/// How a hand ended (our engine's result), into the tally.
fn count_end(ours: &GinHandResult, our_seat: usize, tally: &mut Tally) {
    let side = |seat: usize| usize::from(seat != our_seat);
    let (knocker, how) = match ours.end {
        GinHandEnd::Knock { knocker } => (knocker, 0),
        GinHandEnd::Undercut { knocker, .. } => (knocker, 1),
        GinHandEnd::Gin { seat } => (seat, 2),
        _ => return,
    };
    let who = side(knocker);
    tally.ends[who][how].0 += 1;
    tally.ends[who][how].1 += u64::from(ours.points);
    if how < 2 {
        let at = ours.players.iter().position(|&s| s == knocker).unwrap();
        let count = (ours.counts[at] as usize).min(10);
        tally.knocks[who][count].0 += 1;
        tally.knocks[who][count].1 += u64::from(how == 1);
    }
}
