//! A whole game of two-handed Gin Rummy (docs/rules/gin-rummy.md G2, G8) with the
//! switches that act across hands: Hollywood's three games (V2), three
//! players with one sitting out (V7) and four-player partnership (V8).
//!
//! Shuffles come from ChaCha8 streams of the seed: stream 0 for the seat
//! draw, `4n + t` for the deck of hand `n` at table `t` (0, or 1 for a
//! partnership's second game), `4n + 2` for hand `n`'s cuts (V8.3).

use super::hand::{GinHand, GinPhase, HandSettings};
use super::types::*;
use crate::engine::cards::{Card, CardSet};
use crate::engine::deck::shuffled_deck;
use crate::engine::rules::{GinRules, NextDealer, Shutout};
use crate::engine::turn::{self, Step};
use crate::engine::types::{ranks_by_total, ActionError, Seat, Standings};
use crate::engine::{Action, Event};
use serde::{Deserialize, Serialize};

/// The deck stream of hand `hand` at table `table`.
pub fn deck_stream(hand: u32, table: usize) -> u64 {
    4 * hand as u64 + table as u64
}

/// G2.1 order: rank (ace low), then suit ♣ < ♦ < ♥ < ♠.
fn order(c: Card) -> (u8, u8) {
    (c.rank(), c.suit() as u8)
}

/// G2.1, V7.1, V9.2: the seat with the lowest card.
pub fn lowest(cards: &[Card]) -> Seat {
    (0..cards.len())
        .min_by_key(|&s| order(cards[s]))
        .expect("a card per seat")
}

/// V8.1: `positions[i]` is the seat at position i + 1: the highest card
/// sits at 1, the second at 3, the third at 2, the lowest at 4.
pub fn partner_positions(cards: [Card; 4]) -> [Seat; 4] {
    let mut by_card = [0, 1, 2, 3];
    by_card.sort_by_key(|&s| std::cmp::Reverse(order(cards[s])));
    [by_card[0], by_card[2], by_card[1], by_card[3]]
}

/// V8.2: the pairs of positions (0-based) playing each other in hand `n`
/// (1-based): odd hands 1–2 and 3–4, even hands 1–4 and 3–2.
pub fn pairings(n: u32) -> [[usize; 2]; 2] {
    if n % 2 == 1 {
        [[0, 1], [2, 3]]
    } else {
        [[0, 3], [2, 1]]
    }
}

/// V7.1: the two who play while `out` sits out, non-dealer (left of the
/// seat that sits out) first.
pub fn sitout_players(out: Seat) -> [Seat; 2] {
    [(out + 1) % 3, (out + 2) % 3]
}

/// V7.2: the loser of the hand sits out next; after a drawn hand, the same
/// seat again.
pub fn next_sitting_out(players: [Seat; 2], winner: Option<Seat>, out: Seat) -> Seat {
    match winner {
        Some(w) if w == players[0] => players[1],
        Some(_) => players[0],
        None => out,
    }
}

/// G2.3: the next dealer of a two-player game (`players` non-dealer first);
/// a drawn hand is dealt again by the same dealer.
pub fn next_dealer(players: [Seat; 2], winner: Option<Seat>, rule: NextDealer) -> Seat {
    match (winner, rule) {
        (None, _) => players[1],
        (Some(w), NextDealer::Loser) if w == players[0] => players[1],
        (Some(_), NextDealer::Loser) => players[0],
        (Some(w), NextDealer::Winner) => w,
        (Some(_), NextDealer::Alternate) => players[0],
    }
}

/// V8.3: the dealer of the game between `x` and `y`, or None when a cut
/// decides (the first hand; or both or neither won their own game last
/// time and both or neither dealt).
pub fn partnership_dealer(
    x: Seat,
    y: Seat,
    first_hand: bool,
    won: [bool; 4],
    dealt: [bool; 4],
) -> Option<Seat> {
    if first_hand {
        None
    } else if won[x] != won[y] {
        Some(if won[x] { x } else { y })
    } else if dealt[x] != dealt[y] {
        Some(if dealt[x] { y } else { x })
    } else {
        None
    }
}

/// V8.4: the side that won more points this hand scores the difference.
pub fn net_sides(side_points: [u32; 2]) -> (Option<usize>, u32) {
    match side_points[0].cmp(&side_points[1]) {
        std::cmp::Ordering::Greater => (Some(0), side_points[0] - side_points[1]),
        std::cmp::Ordering::Less => (Some(1), side_points[1] - side_points[0]),
        std::cmp::Ordering::Equal => (None, 0),
    }
}

/// Hollywood (V2.2): whether competitor `p` is in game `g` now.
pub fn hollywood_in(games: &[Tally], p: usize, g: usize) -> bool {
    if games
        .iter()
        .any(|t| t.reached.is_some() && t.totals[p] == 0)
    {
        return true; // shut out of a decided game: in every game
    }
    g == 0 || games[g - 1].totals[p] > 0
}

/// Credits a hand won by `winner` (V2.3, V2.4; one game when not
/// Hollywood): returns the games credited and the games it decided.
pub fn credit(
    games: &mut [Tally],
    winner: usize,
    points: u32,
    gins_and_undercuts: u32,
    target: u32,
    hollywood: bool,
) -> (Vec<usize>, Vec<usize>) {
    let ins: Vec<bool> = (0..games.len())
        .map(|g| !hollywood || hollywood_in(games, winner, g))
        .collect();
    let mut credited = Vec::new();
    let mut decided = Vec::new();
    for (g, t) in games.iter_mut().enumerate() {
        if t.reached.is_some() || !ins[g] {
            continue;
        }
        t.totals[winner] += points;
        t.boxes[winner] += 1;
        t.gins_and_undercuts[winner] += gins_and_undercuts;
        credited.push(g);
        if t.totals[winner] >= target {
            t.reached = Some(winner);
            decided.push(g);
        }
    }
    (credited, decided)
}

/// G8.2, G8.3 for one decided game. `shutout_applies` is false for V7.
pub fn finish_game(t: &Tally, rules: &GinRules, shutout_applies: bool) -> GameFinal {
    let reached = t.reached.expect("a decided game");
    let others_blank = (0..t.totals.len())
        .filter(|&c| c != reached)
        .all(|c| t.boxes[c] == 0);
    let shutout = shutout_applies && others_blank && rules.shutout != Shutout::Off;
    let lines: Vec<FinalLine> = (0..t.totals.len())
        .map(|c| {
            let game_bonus = match (c == reached, shutout, rules.shutout) {
                (false, _, _) => 0,
                (true, true, Shutout::Bonus200) => 200,
                (true, _, _) => rules.game_bonus,
            };
            let doubled = c == reached && shutout && rules.shutout == Shutout::Double;
            let base = (t.totals[c] + game_bonus) * if doubled { 2 } else { 1 };
            let extra_boxes = t.gins_and_undercuts[c] * rules.extra_boxes;
            let box_bonus = (t.boxes[c] + extra_boxes) * rules.box_bonus;
            FinalLine {
                points: t.totals[c],
                game_bonus,
                doubled,
                boxes: t.boxes[c],
                extra_boxes,
                box_bonus,
                total: base + box_bonus,
            }
        })
        .collect();
    let best = lines.iter().map(|l| l.total).max().unwrap_or(0);
    let leaders: Vec<usize> = (0..lines.len())
        .filter(|&c| lines[c].total == best)
        .collect();
    let second = lines
        .iter()
        .map(|l| l.total)
        .filter(|&x| x < best)
        .max()
        .unwrap_or(best);
    let (winner, margin) = if leaders.len() == 1 {
        (Some(leaders[0]), best - second)
    } else {
        (None, 0)
    };
    GameFinal {
        reached,
        shutout,
        lines,
        winner,
        margin,
    }
}

/// V2.6: the set's winner and margin. Two games won win the set;
/// otherwise the sign of the set margin decides (the sum of the three game
/// margins, that is the difference of the summed totals; 0 ties it).
/// Returns (winner, margin): the set margin as the winner sees it, or
/// None when the set is tied or was won two games to one by the side with
/// fewer points over the three (the "margin" would be the loser's lead).
pub fn set_result(games: &[GameFinal]) -> (Option<usize>, Option<u32>) {
    // Competitor 0's view of the set margin.
    let signed: i64 = games
        .iter()
        .map(|g| g.lines[0].total as i64 - g.lines[1].total as i64)
        .sum();
    let wins = |c: usize| games.iter().filter(|g| g.winner == Some(c)).count();
    let winner = if wins(0) >= 2 {
        Some(0)
    } else if wins(1) >= 2 {
        Some(1)
    } else if signed > 0 {
        Some(0)
    } else if signed < 0 {
        Some(1)
    } else {
        None
    };
    let margin = winner.and_then(|w| {
        let theirs = if w == 0 { signed } else { -signed };
        u32::try_from(theirs).ok().filter(|&m| m > 0)
    });
    (winner, margin)
}

impl Tally {
    /// A blank tally for `k` competitors.
    pub fn new(k: usize) -> Tally {
        Tally {
            totals: vec![0; k],
            boxes: vec![0; k],
            gins_and_undercuts: vec![0; k],
            reached: None,
        }
    }
}

/// V8.3's memory of the last hand, per seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
struct DealMemory {
    won: [bool; 4],
    dealt: [bool; 4],
}

/// One hand's record on the score sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinHandRecord {
    pub hand: u32,
    pub results: Vec<GinHandResult>,
    pub competitor: Option<usize>,
    pub points: u32,
}

/// A whole game of two-handed Gin.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GinGame {
    rules: GinRules,
    seed: u64,
    hand_no: u32,
    /// The hands being played: one, or two in a partnership (V8.2).
    tables: Vec<GinHand>,
    /// V7: who sits out this hand.
    sitting_out: Option<Seat>,
    /// V8.1.
    positions: Option<[Seat; 4]>,
    memory: DealMemory,
    board: Scoreboard,
    sheet: Vec<GinHandRecord>,
    result: Option<GinGameResult>,
    /// Actions applied so far.
    moves: u32,
    /// Per seat: the actions that touched the seat's own game (stale-click
    /// checks; in a partnership the other table's moves do not count).
    turns: Vec<u32>,
}

impl GinGame {
    /// Starts a game: the seat draw and the first deal.
    pub fn new(rules: GinRules, seed: u64) -> (GinGame, Vec<Event>) {
        GinGame::start(rules, seed, None)
    }

    /// Starts a game whose first dealer is known (G2.3: a new game's first
    /// dealer is the previous game's loser; for three players, the seat that
    /// sits out first); None draws as G2.1. Partnerships always draw (V8.1).
    pub fn start(rules: GinRules, seed: u64, first_dealer: Option<Seat>) -> (GinGame, Vec<Event>) {
        let n = rules.seats();
        let draw = shuffled_deck(seed, 0);
        let cards: Vec<Card> = draw[..n].to_vec();
        let mut events = Vec::new();
        let mut game = GinGame::blank(rules, seed);
        if rules.partnership {
            let positions = partner_positions([cards[0], cards[1], cards[2], cards[3]]);
            events.push(Event::PartnersDrawn { cards, positions });
            game.positions = Some(positions);
            game.board.competitors = vec![
                vec![positions[0], positions[2]],
                vec![positions[1], positions[3]],
            ];
            for t in &mut game.board.games {
                *t = Tally::new(2);
            }
            events.extend(game.deal(1, None));
        } else if let Some(dealer) = first_dealer.filter(|&d| d < n) {
            events.extend(game.deal(1, Some(dealer)));
        } else {
            // G2.1: the lower card deals; V7.1: the lowest deals and sits out.
            let dealer = lowest(&cards);
            events.push(Event::DealerDraw { cards, dealer });
            events.extend(game.deal(1, Some(dealer)));
        }
        (game, events)
    }

    /// G2.3: the first dealer of the next game (the loser; for three
    /// players the last, who sits out first), or None when a new draw
    /// decides (a tie, a partnership, or a game not over).
    pub fn next_first_dealer(&self) -> Option<Seat> {
        let r = self.result.as_ref()?;
        if self.positions.is_some() {
            return None;
        }
        let last = *r.ranks.iter().max()?;
        let losers: Vec<usize> = (0..r.ranks.len()).filter(|&c| r.ranks[c] == last).collect();
        match losers.as_slice() {
            [c] if last > 0 => Some(r.competitors[*c][0]),
            _ => None,
        }
    }

    /// A game whose first hand is given (scripted tests and comparisons
    /// with other engines); later hands are dealt from the seed. Two-player
    /// games only: see [`GinGame::scripted`] for the others.
    pub fn with_hand(rules: GinRules, seed: u64, hand: GinHand) -> GinGame {
        GinGame::scripted(rules, seed, vec![hand], None).expect("a two-player scripted game")
    }

    /// A game whose first hand is given for any number of seats: one hand
    /// (two players; V7: the seat not in it sits out), or V8's two tables
    /// with the draw's `positions` (table 0 holds positions 1 and 2, table 1
    /// positions 3 and 4).
    pub fn scripted(
        rules: GinRules,
        seed: u64,
        tables: Vec<GinHand>,
        positions: Option<[Seat; 4]>,
    ) -> Result<GinGame, String> {
        rules.validate()?;
        let n = rules.seats();
        let mut game = GinGame::blank(rules, seed);
        if tables
            .iter()
            .any(|t| *t.settings() != HandSettings::of(&rules))
        {
            return Err("a scripted hand was made with other rules than the game's".into());
        }
        let seats: Vec<Seat> = tables.iter().flat_map(|t| t.players()).collect();
        if seats.iter().any(|&s| s >= n) {
            return Err(format!("a scripted hand names a seat beyond {}", n - 1));
        }
        if rules.partnership {
            let p = positions.ok_or("a partnership needs the positions of its draw")?;
            let mut sorted = p;
            sorted.sort_unstable();
            let mut pairs: Vec<[Seat; 2]> = tables
                .iter()
                .map(|t| {
                    let mut x = t.players();
                    x.sort_unstable();
                    x
                })
                .collect();
            let mut want = vec![[p[0], p[1]], [p[2], p[3]]];
            for w in &mut want {
                w.sort_unstable();
            }
            pairs.sort_unstable();
            want.sort_unstable();
            if sorted != [0, 1, 2, 3] || pairs != want {
                return Err("the tables must pair positions 1–2 and 3–4 (V8.2)".into());
            }
            game.positions = Some(p);
            game.board.competitors = vec![vec![p[0], p[2]], vec![p[1], p[3]]];
            for t in &mut game.board.games {
                *t = Tally::new(2);
            }
            game.memory.dealt = [0, 1, 2, 3].map(|s| tables.iter().any(|t| t.dealer() == s));
        } else {
            if tables.len() != 1 {
                return Err("one table unless in partnership".into());
            }
            if rules.three_sitout {
                game.sitting_out = (0..3).find(|s| !seats.contains(s));
            }
        }
        if seats.len() != 2 * tables.len() || {
            let mut u = seats.clone();
            u.sort_unstable();
            u.dedup();
            u.len() != seats.len()
        } {
            return Err("each seat plays at one table only".into());
        }
        game.hand_no = 1;
        game.tables = tables;
        Ok(game)
    }

    fn blank(rules: GinRules, seed: u64) -> GinGame {
        let n = rules.seats();
        let competitors: Vec<Vec<Seat>> = (0..n).map(|s| vec![s]).collect();
        let games = if rules.hollywood { 3 } else { 1 };
        let k = competitors.len();
        GinGame {
            rules,
            seed,
            hand_no: 0,
            tables: Vec::new(),
            sitting_out: None,
            positions: None,
            memory: DealMemory::default(),
            board: Scoreboard {
                competitors,
                games: vec![Tally::new(k); games],
                entered: Vec::new(),
                finals: Vec::new(),
            },
            sheet: Vec::new(),
            result: None,
            moves: 0,
            turns: vec![0; n],
        }
    }

    /// Deals hand `n`. `dealer` is the dealer for two players, the seat
    /// that sits out for three; partnerships find theirs (V8.3).
    fn deal(&mut self, n: u32, dealer: Option<Seat>) -> Vec<Event> {
        self.hand_no = n;
        let settings = HandSettings::of(&self.rules);
        let mut events = Vec::new();
        let mut deals: Vec<(Option<Seat>, [Seat; 2])> = Vec::new();
        if let Some(positions) = self.positions {
            let cut = shuffled_deck(self.seed, deck_stream(n, 2));
            let mut dealt = [false; 4];
            for (t, pair) in pairings(n).iter().enumerate() {
                let (x, y) = (positions[pair[0]], positions[pair[1]]);
                let m = &self.memory;
                let d = match partnership_dealer(x, y, n == 1, m.won, m.dealt) {
                    Some(d) => d,
                    None => {
                        let (cx, cy) = (cut[2 * t], cut[2 * t + 1]);
                        let d = if order(cx) > order(cy) { x } else { y };
                        events.push(Event::CutForDeal {
                            cards: [(x, cx), (y, cy)],
                            dealer: d,
                        });
                        d
                    }
                };
                let nd = if d == x { y } else { x };
                dealt[d] = true;
                deals.push((None, [nd, d]));
            }
            self.memory.dealt = dealt;
        } else if self.rules.three_sitout {
            let out = dealer.expect("the seat that sits out");
            deals.push((Some(out), sitout_players(out)));
        } else {
            let d = dealer.expect("a dealer");
            deals.push((None, [1 - d, d]));
        }
        self.tables.clear();
        for (t, (out, players)) in deals.into_iter().enumerate() {
            let deck = shuffled_deck(self.seed, deck_stream(n, t));
            let hand = GinHand::deal(settings, players, &deck);
            events.push(Event::TwoHandedDealt {
                hand: n,
                table: t,
                non_dealer: players[0],
                dealer: players[1],
                sitting_out: out,
                upcard: hand.first_upcard(),
                stock: hand.stock_len() as u32,
                oklahoma: hand.oklahoma_deal(),
            });
            self.sitting_out = out;
            self.tables.push(hand);
        }
        events
    }

    pub fn rules(&self) -> &GinRules {
        &self.rules
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn seats(&self) -> usize {
        self.turns.len()
    }
    pub fn hand_no(&self) -> u32 {
        self.hand_no
    }
    /// The hands being played (one; two in a partnership).
    /// One hand in play, to be changed in place (the search's worlds).
    pub(crate) fn table_mut(&mut self, t: usize) -> &mut GinHand {
        &mut self.tables[t]
    }
    pub fn tables(&self) -> &[GinHand] {
        &self.tables
    }
    pub fn sitting_out(&self) -> Option<Seat> {
        self.sitting_out
    }
    pub fn positions(&self) -> Option<[Seat; 4]> {
        self.positions
    }
    pub fn board(&self) -> Scoreboard {
        let mut b = self.board.clone();
        if self.rules.hollywood {
            b.entered = (0..2)
                .map(|p| (0..3).map(|g| hollywood_in(&b.games, p, g)).collect())
                .collect();
        }
        b.finals = b
            .games
            .iter()
            .map(|t| t.reached.map(|_| self.finish(t)))
            .collect();
        b
    }

    /// G8.2, G8.3 for one decided game of this game's rules (V7.3: no
    /// shutout among three).
    fn finish(&self, t: &Tally) -> GameFinal {
        finish_game(t, &self.rules, !self.rules.three_sitout)
    }
    pub fn sheet(&self) -> &[GinHandRecord] {
        &self.sheet
    }
    pub fn result(&self) -> Option<&GinGameResult> {
        self.result.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }
    pub fn moves(&self) -> u32 {
        self.moves
    }
    pub fn turn(&self, seat: Seat) -> u32 {
        self.turns.get(seat).copied().unwrap_or(0)
    }
    /// Every table is scored and the next deal waits for `NextHand`.
    pub fn between_hands(&self) -> bool {
        !self.is_over() && self.tables.iter().all(|t| t.is_over())
    }
    /// The seats that may act now (two at once in a partnership).
    pub fn to_act(&self) -> Vec<Seat> {
        if self.is_over() || self.between_hands() {
            return Vec::new();
        }
        self.tables.iter().filter_map(|t| t.to_act()).collect()
    }
    /// The lowest seat of [`GinGame::to_act`], without building the list.
    pub fn first_to_act(&self) -> Option<Seat> {
        if self.is_over() || self.between_hands() {
            return None;
        }
        self.tables.iter().filter_map(|t| t.to_act()).min()
    }
    /// The table `seat` plays at this hand.
    pub fn table_of(&self, seat: Seat) -> Option<usize> {
        self.tables.iter().position(|t| t.has(seat))
    }
    /// The competitor (seat, or side in V8) of `seat`.
    pub fn competitor_of(&self, seat: Seat) -> usize {
        self.board
            .competitors
            .iter()
            .position(|c| c.contains(&seat))
            .expect("every seat competes")
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.is_over() || seat >= self.seats() {
            return Vec::new();
        }
        if self.between_hands() {
            return vec![Action::NextHand];
        }
        match self.table_of(seat) {
            Some(t) => self.tables[t].legal_actions(seat),
            None => Vec::new(),
        }
    }

    /// Applies an action; on error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::with_capacity(4);
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`GinGame::apply`] adding the events to the end of `events` (left as
    /// it was on error).
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        let seat_ok = turn::seat_of(seat, self.seats());
        if turn::check_game(self.is_over(), seat_ok, self.between_hands(), action)? == Step::Deal {
            self.moves += 1;
            self.turns.iter_mut().for_each(|t| *t += 1);
            events.extend(self.deal_next());
            return Ok(());
        }
        if action == Action::NextHand {
            return Err(ActionError::HandNotOver);
        }
        let Some(t) = self.table_of(seat) else {
            return Err(ActionError::SittingOut);
        };
        if self.tables[t].is_over() {
            return Err(ActionError::WaitingForOtherTable);
        }
        self.tables[t].apply_into(seat, action, events)?;
        self.moves += 1;
        if self.positions.is_some() {
            for s in self.tables[t].players() {
                self.turns[s] += 1;
            }
        } else {
            self.turns.iter_mut().for_each(|x| *x += 1);
        }
        if let Some(r) = self.tables[t].result().cloned() {
            events.push(Event::TwoHandedEnded {
                table: t,
                result: r,
            });
            if self.tables.iter().all(|h| h.is_over()) {
                self.score_hand(events);
            }
        }
        Ok(())
    }

    fn score_hand(&mut self, events: &mut Vec<Event>) {
        let results: Vec<GinHandResult> = self
            .tables
            .iter()
            .map(|t| t.result().expect("over").clone())
            .collect();
        let target = self.rules.target();
        let (competitor, points, extra, side_points) = if self.positions.is_some() {
            // V8.4: net the two games per side.
            let mut side = [0u32; 2];
            let mut extras = [0u32; 2];
            for r in &results {
                if let Some(w) = r.winner {
                    let c = self.competitor_of(w);
                    side[c] += r.points;
                    extras[c] += r.extra_box as u32;
                }
            }
            let (c, pts) = net_sides(side);
            let extra = c.map_or(0, |c| extras[c]);
            (c, pts, extra, Some(side))
        } else {
            let r = &results[0];
            let c = r.winner.map(|w| self.competitor_of(w));
            (c, r.points, r.extra_box as u32, None)
        };
        let (mut credited, mut decided) = (Vec::new(), Vec::new());
        if let Some(c) = competitor {
            (credited, decided) = credit(
                &mut self.board.games,
                c,
                points,
                extra,
                target,
                self.rules.hollywood,
            );
        }
        // V8.3's memory: who won their own game.
        let mut won = [false; 4];
        for r in &results {
            if let Some(w) = r.winner {
                if w < 4 {
                    won[w] = true;
                }
            }
        }
        self.memory.won = won;
        self.sheet.push(GinHandRecord {
            hand: self.hand_no,
            results,
            competitor,
            points,
        });
        events.push(Event::HandCredited {
            competitor,
            points,
            side_points,
            credited,
            decided,
            board: self.board(),
        });
        let done = self.board.games.iter().all(|g| g.reached.is_some());
        if done {
            let r = self.final_result();
            events.push(Event::GinGameEnded { result: r.clone() });
            self.result = Some(r);
        }
    }

    fn final_result(&self) -> GinGameResult {
        let games: Vec<GameFinal> = self.board.games.iter().map(|t| self.finish(t)).collect();
        let k = self.board.competitors.len();
        let (winner, margin, ranks) = if self.rules.hollywood {
            let (w, m) = set_result(&games);
            let ranks = match w {
                Some(w) => (0..k).map(|c| (c != w) as u32).collect(),
                None => vec![0; k],
            };
            (w, m, ranks)
        } else {
            let totals: Vec<u32> = games[0].lines.iter().map(|l| l.total).collect();
            let margin = games[0].winner.map(|_| games[0].margin);
            (games[0].winner, margin, ranks_by_total(&totals))
        };
        GinGameResult {
            competitors: self.board.competitors.clone(),
            games,
            winner,
            margin,
            ranks,
        }
    }

    fn deal_next(&mut self) -> Vec<Event> {
        let n = self.hand_no + 1;
        if self.positions.is_some() {
            return self.deal(n, None);
        }
        let last = self.tables[0].result().expect("over").clone();
        let players = self.tables[0].players();
        let next = if self.rules.three_sitout {
            next_sitting_out(
                players,
                last.winner,
                self.sitting_out.expect("three players"),
            )
        } else {
            next_dealer(players, last.winner, self.rules.next_dealer)
        };
        self.deal(n, Some(next))
    }

    /// Standings for ratings once the game is over.
    pub fn standings(&self) -> Option<Standings> {
        let r = self.result.as_ref()?;
        let totals = (0..r.competitors.len())
            .map(|c| r.games.iter().map(|g| g.lines[c].total).sum())
            .collect();
        Some(Standings {
            competitors: r.competitors.clone(),
            ranks: r.ranks.clone(),
            totals,
        })
    }

    /// Every card, per table (52 each).
    pub fn check_invariants(&self) -> Result<(), String> {
        for (t, h) in self.tables.iter().enumerate() {
            let cards = h.all_cards();
            let set = CardSet::from_cards(cards.iter().copied());
            if cards.len() != 52 || set != CardSet::FULL {
                return Err(format!(
                    "table {t}: {} cards, {} distinct: each of the 52 must be there once",
                    cards.len(),
                    set.len()
                ));
            }
            if !h.is_over() && h.phase() != GinPhase::Opening {
                let sizes: Vec<u32> = h.players().iter().map(|&s| h.hand_of(s).len()).collect();
                let mover = h.to_act().expect("a hand in play has a mover");
                for (&s, n) in h.players().iter().zip(&sizes) {
                    let want = if s == mover && h.phase() == GinPhase::Discard {
                        11
                    } else {
                        10
                    };
                    if *n != want {
                        return Err(format!("seat {s} holds {n} cards, not {want}"));
                    }
                }
            }
        }
        let credited: u32 = self.sheet.iter().map(|r| r.points).sum();
        let game0: u32 = self.board.games[0].totals.iter().sum();
        if !self.rules.hollywood && credited != game0 {
            return Err("credited hands do not add up to the totals".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A decided game whose final totals are `a` and `b` (G8.3: the higher
    /// wins it).
    fn game(a: u32, b: u32) -> GameFinal {
        let line = |total| FinalLine {
            points: total,
            game_bonus: 0,
            doubled: false,
            boxes: 0,
            extra_boxes: 0,
            box_bonus: 0,
            total,
        };
        let winner = match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        GameFinal {
            reached: if a >= b { 0 } else { 1 },
            shutout: false,
            lines: vec![line(a), line(b)],
            winner,
            margin: a.abs_diff(b),
        }
    }

    /// GE37 (V2.6): two games to one, and more points too: the set margin
    /// is the sum of the three game margins.
    #[test]
    fn ge37_the_set_margin_is_the_sum_of_the_game_margins_v2_6() {
        let set = [game(485, 0), game(280, 95), game(115, 280)];
        assert_eq!(set_result(&set), (Some(0), Some(485 + 185 - 165)));
    }

    /// V2.6: two games won take the set even with fewer points over the
    /// three; the set margin then favours the loser, so the win has no
    /// margin (issue 38: "wins by 62" was the loser's lead).
    #[test]
    fn a_set_won_on_games_with_fewer_points_has_no_margin_v2_6() {
        let set = [game(130, 100), game(165, 100), game(160, 317)];
        let (winner, margin) = set_result(&set);
        assert_eq!(winner, Some(0));
        assert_eq!(margin, None, "30 + 65 − 157 = −62 is competitor 1's lead");
        // And seen from the other side: competitor 1 wins on games.
        let set = [game(100, 130), game(100, 165), game(317, 160)];
        assert_eq!(set_result(&set), (Some(1), None));
        // More points as well: the margin is the winner's.
        let set = [game(130, 100), game(165, 100), game(100, 150)];
        assert_eq!(set_result(&set), (Some(0), Some(30 + 65 - 50)));
    }

    /// V2.6: one game each and one tied: the sign of the set margin
    /// decides, and it is the winner's margin; 0 ties the set.
    #[test]
    fn one_game_each_goes_by_the_set_margin_and_zero_ties_v2_6() {
        let set = [game(200, 150), game(120, 140), game(150, 150)];
        assert_eq!(set_result(&set), (Some(0), Some(50 - 20)));
        let set = [game(150, 200), game(140, 120), game(150, 150)];
        assert_eq!(set_result(&set), (Some(1), Some(30)));
        let set = [game(200, 150), game(100, 150), game(150, 150)];
        assert_eq!(set_result(&set), (None, None));
    }

    /// V2.4, V2.5: a game's final figures (its winner under G8.3) are in
    /// the board from the hand that decides it, and only then.
    #[test]
    fn a_decided_game_shows_its_winner_in_the_board_v2_4() {
        let rules = GinRules {
            hollywood: true,
            ..GinRules::default()
        };
        let mut g = GinGame::blank(rules, 1);
        assert_eq!(g.board().finals, vec![None, None, None]);
        credit(&mut g.board.games, 0, 104, 0, 100, true);
        let b = g.board();
        assert_eq!(b.game_winner(0), Some(Some(0)));
        assert_eq!(b.game_winner(1), None);
        let f = b.finals[0].as_ref().expect("game I is decided");
        // A shutout (G8.2(b)): (104 + 100) × 2 + 25 for its box.
        assert_eq!(f.lines[0].total, (104 + 100) * 2 + 25);
    }
}
