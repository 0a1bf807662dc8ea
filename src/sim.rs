//! Whole games between computer players, for every game of the family:
//! strength and speed figures for `jersey-gin sim` and `bench`.
//!
//! The players are given per *entry*: one per seat, or in a partnership one
//! per position (1–4; the sides are positions 1 and 3, and 2 and 4), since
//! V8.1's draw decides who sits where. With `mirrored`, every deal is played
//! once per rotation of the entries (two players: twice, seats swapped;
//! three: three times; a partnership: twice, sides swapped), so luck of the
//! cards cancels out; the figures are kept per entry whatever seat it held.

use crate::ai::{self, Player};
use crate::engine::jersey::HandEnd;
use crate::engine::{ColonelEnd, Event, Game, GinHandEnd, Replay, Rules, SeatAction, Standings};
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Debug, Clone)]
pub struct SimConfig {
    pub rules: Rules,
    /// Games to play (a multiple of the rotations when mirrored).
    pub games: u32,
    /// Seed of the first deal; deal i uses seed + i.
    pub seed: u64,
    /// One player per seat (per position in a partnership).
    pub players: Vec<Player>,
    pub mirrored: bool,
    /// Write each game's replay here: `game-<seed>.json`, or
    /// `game-<seed>-<rotation>.json` when mirrored.
    pub save_dir: Option<PathBuf>,
    /// What a searching player (hard) may spend on a decision.
    pub ai: ai::Config,
}

/// Simulations give hard a fixed number of worlds, not a time, so that a
/// run is reproducible whatever the machine's speed or load.
pub const SIM_BUDGET: ai::Budget = ai::Budget::Worlds(200);

/// One entry's totals over all games (a seat's, or a side's in a
/// partnership).
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct EntryStats {
    /// The player (or a side's two players, `normal+baseline`).
    pub player: String,
    /// Games won outright, and games tied for first.
    pub wins: u32,
    pub ties: u32,
    /// The share of games won (a tie shared among those tied), with its
    /// 95% interval (over the deals when mirrored: the games of one deal
    /// are one sample).
    pub win_rate: f64,
    pub ci95: [f64; 2],
    /// Final totals, bonuses included (Hollywood: the three games').
    pub points: u64,
    /// Hands won (boxes; in a partnership, the side's netted hands).
    pub boxes: u32,
    /// Knocks that were not gin, won or not.
    pub knocks: u32,
    /// Gins (two-handed: also V5.4's resignations against a gin hand).
    pub gins: u32,
    /// Two-handed Gin: undercuts made (G7.2), and knocks undercut.
    pub undercuts: u32,
    pub undercut: u32,
    /// Two-handed Gin: games won with a shutout (G8.2(b); per Hollywood
    /// game).
    pub shutouts: u32,
    /// V5: doubles offered, redoubles, resignations.
    pub doubles: u32,
    pub redoubles: u32,
    pub resigned: u32,
    /// Jersey Gin: underknocks made, knocks underknocked, hands won at the
    /// end of the stock after the break.
    pub underknocks: u32,
    pub underknocked: u32,
    pub breaks: u32,
    /// Colonel: hands won by going out, challenges made and challenges
    /// that ended the hand in our favour.
    pub went_out: u32,
    pub challenges: u32,
    pub challenges_won: u32,
}

#[derive(Debug, Clone, Serialize)]
pub struct SimReport {
    pub game: String,
    pub rules: Rules,
    pub games: u32,
    pub mirrored: bool,
    pub hands: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub hands_per_second: f64,
    /// Per seat (per entry of the players), or per side in a partnership.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<EntryStats>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sides: Option<Vec<EntryStats>>,
}

impl SimReport {
    pub fn entries(&self) -> &[EntryStats] {
        self.seats
            .as_deref()
            .or(self.sides.as_deref())
            .unwrap_or_default()
    }
}

/// How many rotations a mirrored deal is played in.
pub fn rotations(rules: &Rules) -> u32 {
    match rules {
        Rules::Gin(g) if g.partnership => 2,
        _ => rules.seats() as u32,
    }
}

fn partnership(rules: &Rules) -> bool {
    matches!(rules, Rules::Gin(g) if g.partnership)
}

/// Checks a configuration: valid rules, one player per seat, the baseline
/// only in two-handed Gin, whole mirrored groups.
pub fn check(config: &SimConfig) -> Result<(), String> {
    config.rules.validate()?;
    let n = config.rules.seats();
    if config.players.len() != n {
        return Err(format!(
            "{} needs {n} players (--seats), not {}",
            config.rules.summary().split(';').next().unwrap_or_default(),
            config.players.len()
        ));
    }
    if config.players.contains(&Player::Baseline) && !matches!(config.rules, Rules::Gin(_)) {
        return Err(
            "the baseline player plays two-handed Gin only (the EAAI reference policy)".into(),
        );
    }
    let rot = rotations(&config.rules);
    if config.mirrored && !config.games.is_multiple_of(rot) {
        return Err(format!(
            "--mirrored plays each deal {rot} times: give a number of games that is a multiple of {rot}"
        ));
    }
    Ok(())
}

/// One game played: the game, its replay and every event (private ones
/// included), and which entry held each seat.
pub struct Played {
    pub game: Game,
    pub replay: Replay,
    pub events: Vec<Event>,
    pub entry_of_seat: Vec<usize>,
}

/// Plays one game. `players` are per entry; `rotation` shifts them (0: the
/// first entry holds seat 0, or position 1 in a partnership).
pub fn play_game(
    rules: &Rules,
    seed: u64,
    players: &[Player],
    rotation: usize,
    ai: &ai::Config,
) -> Played {
    let (mut game, mut events) = Game::new(*rules, seed).expect("checked rules start a game");
    let n = players.len();
    let entry_of_seat: Vec<usize> = match events.iter().find_map(|e| match e {
        Event::PartnersDrawn { positions, .. } => Some(*positions),
        _ => None,
    }) {
        Some(positions) => {
            let mut v = vec![0; 4];
            for (pos, &seat) in positions.iter().enumerate() {
                v[seat] = (pos + rotation) % 4;
            }
            v
        }
        None => (0..n).map(|s| (s + rotation) % n).collect(),
    };
    let seat_players: Vec<Player> = entry_of_seat.iter().map(|&e| players[e]).collect();
    let mut replay = Replay::new(*rules, seed);
    while !game.is_over() {
        let seat = game.first_to_act().unwrap_or(0);
        let action = seat_players[seat].choose_in_with(&game, seat, ai);
        game.apply_into(seat, action, &mut events)
            .expect("computer players choose legal actions");
        replay.actions.push(SeatAction { seat, action });
    }
    Played {
        game,
        replay,
        events,
        entry_of_seat,
    }
}

pub fn run(config: &SimConfig) -> anyhow::Result<SimReport> {
    check(config).map_err(anyhow::Error::msg)?;
    if let Some(dir) = &config.save_dir {
        std::fs::create_dir_all(dir)?;
    }
    let sides = partnership(&config.rules);
    let rot = if config.mirrored {
        rotations(&config.rules)
    } else {
        1
    };
    let k = if sides { 2 } else { config.players.len() };
    let mut stats: Vec<EntryStats> = (0..k)
        .map(|e| EntryStats {
            player: if sides {
                format!("{}+{}", config.players[e], config.players[e + 2])
            } else {
                config.players[e].to_string()
            },
            ..EntryStats::default()
        })
        .collect();
    // Per deal, each entry's share of the wins (for the intervals).
    let mut shares: Vec<Vec<f64>> = vec![Vec::new(); k];
    let mut hands = 0u64;
    let start = Instant::now();
    let deals = config.games / rot;
    for d in 0..deals {
        let seed = config.seed.wrapping_add(d as u64);
        let mut share = vec![0.0; k];
        for r in 0..rot as usize {
            let played = play_game(&config.rules, seed, &config.players, r, &config.ai);
            // Which entry (or side of entries) each competitor is.
            let tally = Tally::new(&played, sides);
            hands += tally.hands;
            tally.add(&played, &mut stats, &mut share);
            if let Some(dir) = &config.save_dir {
                let name = if config.mirrored {
                    format!("game-{seed}-{r}.json")
                } else {
                    format!("game-{seed}.json")
                };
                std::fs::write(dir.join(name), serde_json::to_vec(&played.replay)?)?;
            }
        }
        for (e, s) in share.iter().enumerate() {
            shares[e].push(s / rot as f64);
        }
    }
    for (e, st) in stats.iter_mut().enumerate() {
        let (mean, lo, hi) = interval(&shares[e]);
        st.win_rate = mean;
        st.ci95 = [lo, hi];
    }
    let seconds = start.elapsed().as_secs_f64();
    let games = deals * rot;
    Ok(SimReport {
        game: config.rules.kind().name().to_string(),
        rules: config.rules,
        games,
        mirrored: config.mirrored,
        hands,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        hands_per_second: hands as f64 / seconds.max(1e-9),
        seats: (!sides).then(|| stats.clone()),
        sides: sides.then_some(stats),
    })
}

/// The mean of per-deal samples (each a share of the wins, 0 to 1) with
/// its 95% interval: the normal approximation over the deals, widened to
/// at least Wilson's score interval for the same number of deals, so that
/// few games or a share of 0 or 1 still give an interval of some width
/// (3 games without a win: 0.0%, 0.0–56.1%, not 0.0–0.0).
pub fn interval(samples: &[f64]) -> (f64, f64, f64) {
    let n = samples.len() as f64;
    if samples.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let mean = samples.iter().sum::<f64>() / n;
    let (wilson_lo, wilson_hi) = wilson(mean, n);
    if samples.len() < 2 {
        return (mean, wilson_lo, wilson_hi);
    }
    let var = samples.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0);
    let half = Z95 * (var / n).sqrt();
    // Mirrored deals can vary less than independent games: their interval
    // is kept, unless it is narrower than Wilson's at the edges.
    let lo = (mean - half).max(0.0);
    let hi = (mean + half).min(1.0);
    if half == 0.0 || lo == 0.0 || hi == 1.0 {
        (mean, lo.min(wilson_lo), hi.max(wilson_hi))
    } else {
        (mean, lo, hi)
    }
}

/// The 97.5th percentile of the normal distribution.
const Z95: f64 = 1.959_964;

/// Wilson's 95% score interval for a share `p` of `n` trials.
fn wilson(p: f64, n: f64) -> (f64, f64) {
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Reads one played game into the entries' figures.
struct Tally {
    /// The stats index of each seat.
    index_of_seat: Vec<usize>,
    /// The stats index of each competitor of the standings.
    index_of_competitor: Vec<usize>,
    hands: u64,
}

impl Tally {
    fn new(p: &Played, sides: bool) -> Tally {
        let standings = p.game.standings().expect("the game is over");
        let index_of_seat: Vec<usize> = p
            .entry_of_seat
            .iter()
            .map(|&e| if sides { e % 2 } else { e })
            .collect();
        let index_of_competitor = standings
            .competitors
            .iter()
            .map(|c| index_of_seat[c[0]])
            .collect();
        let hands = p
            .events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::HandEnded { .. }
                        | Event::HandCredited { .. }
                        | Event::ColonelHandEnded { .. }
                )
            })
            .count() as u64;
        Tally {
            index_of_seat,
            index_of_competitor,
            hands,
        }
    }

    fn add(&self, p: &Played, stats: &mut [EntryStats], share: &mut [f64]) {
        let seat = |s: usize| self.index_of_seat[s];
        for e in &p.events {
            match e {
                Event::HandEnded { result, .. } => {
                    let st = &mut *stats;
                    st[seat(result.winner)].boxes += 1;
                    match result.end {
                        HandEnd::Knock { knocker } => st[seat(knocker)].knocks += 1,
                        HandEnd::Underknock {
                            knocker,
                            underknocker,
                        } => {
                            st[seat(knocker)].knocks += 1;
                            st[seat(knocker)].underknocked += 1;
                            st[seat(underknocker)].underknocks += 1;
                        }
                        HandEnd::Gin { seat: s } | HandEnd::BreakGin { seat: s, .. } => {
                            st[seat(s)].gins += 1
                        }
                        HandEnd::BreakEnd { .. } => st[seat(result.winner)].breaks += 1,
                    }
                }
                Event::TwoHandedEnded { result, .. } => match result.end {
                    GinHandEnd::Knock { knocker } => stats[seat(knocker)].knocks += 1,
                    GinHandEnd::Undercut { knocker, defender } => {
                        stats[seat(knocker)].knocks += 1;
                        stats[seat(knocker)].undercut += 1;
                        stats[seat(defender)].undercuts += 1;
                    }
                    GinHandEnd::Gin { seat: s } => stats[seat(s)].gins += 1,
                    GinHandEnd::Resigned { offerer, .. } if result.extra_box => {
                        stats[seat(offerer)].gins += 1
                    }
                    _ => {}
                },
                Event::HandCredited {
                    competitor: Some(c),
                    ..
                } => stats[self.index_of_competitor[*c]].boxes += 1,
                Event::DoubleOffered { seat: s } => stats[seat(*s)].doubles += 1,
                Event::Redoubled { seat: s } => stats[seat(*s)].redoubles += 1,
                Event::Resigned { seat: s } => stats[seat(*s)].resigned += 1,
                Event::Challenged { seat: s } => stats[seat(*s)].challenges += 1,
                Event::ColonelHandEnded { result, .. } => {
                    if let Some(w) = result.winner {
                        stats[seat(w)].boxes += 1;
                    }
                    match result.end {
                        ColonelEnd::WentOut { seat: s } => stats[seat(s)].went_out += 1,
                        ColonelEnd::Challenge { challenger }
                            if result.winner == Some(challenger) =>
                        {
                            stats[seat(challenger)].challenges_won += 1
                        }
                        _ => {}
                    }
                }
                Event::GinGameEnded { result } => {
                    for g in &result.games {
                        if g.shutout && g.winner == Some(g.reached) {
                            stats[self.index_of_competitor[g.reached]].shutouts += 1;
                        }
                    }
                }
                _ => {}
            }
        }
        let standings: Standings = p.game.standings().expect("the game is over");
        let firsts = standings.ranks.iter().filter(|&&r| r == 0).count();
        for (c, &rank) in standings.ranks.iter().enumerate() {
            let i = self.index_of_competitor[c];
            stats[i].points += standings.totals[c] as u64;
            if rank == 0 && firsts == 1 {
                stats[i].wins += 1;
                share[i] += 1.0;
            } else if rank == 0 {
                stats[i].ties += 1;
                share[i] += 1.0 / firsts as f64;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::interval;

    /// Issue 37, item 12: no wins in 3 games is not "0.0–0.0".
    #[test]
    fn an_interval_at_zero_has_a_width() {
        let (mean, lo, hi) = interval(&[0.0, 0.0, 0.0]);
        assert_eq!((mean, lo), (0.0, 0.0));
        assert!((hi - 0.5615).abs() < 0.001, "{hi}");
        let (mean, lo, hi) = interval(&[1.0; 3]);
        assert_eq!((mean, hi), (1.0, 1.0));
        assert!((lo - 0.4385).abs() < 0.001, "{lo}");
        // Away from the edges, the deals' own spread.
        let samples: Vec<f64> = (0..400).map(|i| (i % 2) as f64).collect();
        let (mean, lo, hi) = interval(&samples);
        assert_eq!(mean, 0.5);
        assert!(lo > 0.44 && hi < 0.56, "{lo} {hi}");
    }
}
