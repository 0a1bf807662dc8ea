//! The ends of hands, games, sets and matches, and the two-handed scores
//! between them: the longer lines of the story, each a sum that adds up.

use super::{and_list, game_label, reveals_text, seat_line, seats_text, subject, you, Names};
use crate::engine::{ColonelEnd, DrawnBy, GinHandEnd, GinHandResult};
use gin_text::{tr, Lang};

/// "double" or "redouble": which offer a resignation refused (V5.4), for
/// the catalogs' `$offer`.
fn offer(r: &GinHandResult) -> &'static str {
    r.refused_offer()
}

/// The end of a Jersey Gin game: the winner, then each seat's total as a
/// sum, in ranking order.
pub(super) fn jersey_game_end(result: &crate::engine::jersey::GameResult, n: &dyn Names) -> String {
    let lang = n.lang();
    let mut s = tr!(
        lang,
        "story-jersey-game-won",
        you = you(n, result.winner),
        name = n.seat(result.winner)
    );
    for (place, &seat) in result.ranking.iter().enumerate() {
        let parts = [
            tr!(lang, "story-sum-hands", points = result.hand_points[seat]),
            tr!(
                lang,
                "story-sum-game-bonus",
                bonus = result.game_bonus[seat]
            ),
            tr!(
                lang,
                "story-sum-boxes",
                bonus = result.box_bonus[seat],
                boxes = result.boxes[seat]
            ),
        ];
        s += &format!(
            "\n  {}. {}: {} = {}",
            place + 1,
            n.seat(seat),
            result.totals[seat],
            parts.join(" + ")
        );
    }
    s
}

/// What a credited hand brings, besides the score after it.
pub(super) struct Credit<'a> {
    pub competitor: Option<usize>,
    pub points: u32,
    pub side_points: Option<[u32; 2]>,
    pub credited: &'a [usize],
    pub decided: &'a [usize],
}

/// Who scores a credited hand: "Ada & Cy score 45 points (sides: …) in
/// games I and II", or nothing when the hand's own line said it.
fn credit_words(credit: &Credit, board: &crate::engine::Scoreboard, n: &dyn Names) -> String {
    let lang = n.lang();
    let who = |c: usize| seats_text(&board.competitors[c], n);
    // One table and one game: the hand's own line said who scored.
    let several = credit.side_points.is_some() || board.games.len() > 1;
    let mut parts = vec![match credit.competitor {
        Some(w) if credit.side_points.is_some() => {
            let (you, name) = subject(n, &board.competitors[w]);
            tr!(
                lang,
                "story-credit-side-scores",
                you = you,
                name = name,
                points = credit.points
            )
        }
        Some(w) if several => tr!(
            lang,
            "story-credit-points-to",
            points = credit.points,
            name = who(w)
        ),
        None if several => tr!(lang, "story-credit-nobody"),
        _ => return String::new(),
    }];
    if let Some([a, b]) = credit.side_points {
        // V8.4: each side's points at its two tables, netted.
        parts.push(tr!(
            lang,
            "story-credit-sides",
            side_a = who(0),
            points_a = a,
            side_b = who(1),
            points_b = b
        ));
    }
    if credit.competitor.is_some() && board.games.len() > 1 {
        let games: Vec<String> = credit
            .credited
            .iter()
            .map(|&g| game_label(g, lang))
            .collect();
        parts.push(tr!(
            lang,
            "story-credit-in-games",
            count = games.len(),
            games = and_list(&games, lang)
        ));
    }
    parts.join(" ")
}

/// A two-handed hand credited: who scores what (in which of Hollywood's
/// games, netted per side in a partnership), the score after it, and any
/// game of the set it decided.
pub(super) fn hand_credited(
    credit: Credit,
    board: &crate::engine::Scoreboard,
    n: &dyn Names,
) -> String {
    let lang = n.lang();
    let who = |c: usize| seats_text(&board.competitors[c], n);
    let several_games = board.games.len() > 1;
    let score: Vec<String> = board
        .games
        .iter()
        .enumerate()
        .map(|(g, tally)| {
            let totals = tally
                .totals
                .iter()
                .enumerate()
                .map(|(c, t)| format!("{} {t}", who(c)))
                .collect::<Vec<_>>()
                .join(", ");
            if several_games {
                tr!(
                    lang,
                    "story-score-game",
                    game = game_label(g, lang),
                    totals = totals
                )
            } else {
                totals
            }
        })
        .collect();
    let score = score.join("; ");
    let words = credit_words(&credit, board, n);
    let mut s = if words.is_empty() {
        tr!(lang, "story-score", score = score)
    } else {
        tr!(lang, "story-credited", credit = words, score = score)
    };
    // Hollywood (V2.4): a game decided while the set goes on, on a line of
    // its own.
    for &g in credit.decided.iter().filter(|_| several_games) {
        s += &format!("\n{}", game_decided(board, g, &who, lang));
    }
    s
}

/// The end of a Colonel hand: how, each hand's cards and total (V9.4),
/// the score and the running totals.
pub(super) fn colonel_hand_end(
    result: &crate::engine::ColonelHandResult,
    totals: &[u32; 2],
    n: &dyn Names,
) -> String {
    let lang = n.lang();
    let how = match result.end {
        ColonelEnd::WentOut { seat } => seat_line(n, seat, |you, name| {
            tr!(lang, "story-how-went-out", you = you, name = name)
        }),
        ColonelEnd::StockOut { .. } => tr!(lang, "story-how-stock-out"),
        ColonelEnd::Challenge { challenger } => seat_line(n, challenger, |you, name| {
            tr!(lang, "story-how-challenge", you = you, name = name)
        }),
        ColonelEnd::Drawn => tr!(lang, "story-how-drawn"),
    };
    let mut s = tr!(lang, "story-hand-over", how = how);
    for seat in 0..2 {
        s += &format!(
            "\n  {}: [{}] = {}",
            n.seat(seat),
            n.cards(result.left[seat]),
            result.totals[seat]
        );
    }
    let totals = format!("{} {}, {} {}", n.seat(0), totals[0], n.seat(1), totals[1]);
    s += "\n  ";
    s += &match result.winner {
        Some(w) => tr!(
            lang,
            "story-colonel-scores",
            you = you(n, w),
            name = n.seat(w),
            points = result.points,
            totals = totals
        ),
        None => tr!(lang, "story-colonel-no-score", totals = totals),
    };
    s
}

/// The end of a Colonel match (V9.7).
pub(super) fn match_end(result: &crate::engine::ColonelResult, n: &dyn Names) -> String {
    let lang = n.lang();
    match result.winner {
        Some(w) => tr!(
            lang,
            "story-match-won",
            you = you(n, w),
            name = n.seat(w),
            margin = result.margin,
            score = format!(
                "{} {}, {} {}",
                n.seat(0),
                result.totals[0],
                n.seat(1),
                result.totals[1]
            )
        ),
        None => tr!(lang, "story-match-tied", total = result.totals[0]),
    }
}

/// How a two-handed hand ended, for "Hand over: …".
fn gin_hand_how(r: &GinHandResult, n: &dyn Names) -> String {
    use GinHandEnd as H;
    let lang = n.lang();
    match r.end {
        H::Knock { knocker } => seat_line(n, knocker, |you, name| {
            tr!(lang, "story-how-knock-won", you = you, name = name)
        }),
        H::Undercut { knocker, defender } => seat_line(n, defender, |you, name| {
            tr!(
                lang,
                "story-how-undercut",
                you = you,
                name = name,
                knocker = n.seat(knocker)
            )
        }),
        H::Gin { seat } => seat_line(n, seat, |you, name| {
            tr!(lang, "story-how-gin", you = you, name = name)
        }),
        // V5.4: a double offered once a hand (V5.1), so a stake of 2 at a
        // resignation means the redouble was refused (V5.5).
        H::Resigned { offerer, resigner } => seat_line(n, resigner, |you, name| {
            tr!(
                lang,
                "story-how-resigned",
                you = you,
                name = name,
                owner_you = super::you(n, offerer),
                owner = n.seat(offerer),
                offer = offer(r)
            )
        }),
        H::Drawn {
            by: DrawnBy::StockDown,
        } => tr!(lang, "story-how-stock-down"),
        H::Drawn {
            by: DrawnBy::NoStockDraws,
        } => tr!(lang, "story-how-no-stock-draws"),
    }
}

/// The end of a two-handed hand: how, the hands as shown, the points.
pub(super) fn gin_hand_result(table: usize, r: &GinHandResult, n: &dyn Names) -> String {
    let lang = n.lang();
    let how = gin_hand_how(r, n);
    let mut s = if table > 0 {
        tr!(
            lang,
            "story-hand-over-at-table",
            table = table + 1,
            how = how
        )
    } else {
        tr!(lang, "story-hand-over", how = how)
    };
    s += &reveals_text(&r.reveals, n);
    if let Some(w) = r.winner {
        s += "\n  ";
        s += &match gin_pictures::points_sum(r, lang) {
            Some(sum) => tr!(
                lang,
                "story-hand-scores",
                you = you(n, w),
                name = n.seat(w),
                points = sum
            ),
            None => tr!(
                lang,
                "story-hand-scores",
                you = you(n, w),
                name = n.seat(w),
                points = r.points
            ),
        };
    }
    s
}

/// A decided game of the Hollywood set (V2.4) and who won it under G8.3
/// with its bonuses: "Game I goes to Ada, 353–84 with its bonuses (103–34
/// before them)."
fn game_decided(
    board: &crate::engine::Scoreboard,
    g: usize,
    who: &dyn Fn(usize) -> String,
    lang: Lang,
) -> String {
    let label = game_label(g, lang);
    let tally = &board.games[g];
    let Some(Some(fin)) = board.finals.get(g) else {
        // Stored before the finals were kept: who reached the target.
        let reached = tally.reached.map(who).unwrap_or_default();
        return tr!(
            lang,
            "story-game-decided-reached",
            game = label,
            name = reached
        );
    };
    let (a, b) = (fin.lines[0].total, fin.lines[1].total);
    match fin.winner {
        Some(w) => {
            let l = 1 - w;
            tr!(
                lang,
                "story-game-decided-won",
                game = label,
                name = who(w),
                won = fin.lines[w].total,
                lost = fin.lines[l].total,
                won_before = tally.totals[w],
                lost_before = tally.totals[l]
            )
        }
        None => tr!(
            lang,
            "story-game-decided-tied",
            game = label,
            points_a = a,
            points_b = b
        ),
    }
}

/// One competitor's final figures in one game (G8.2) as a sum that adds
/// up: "280 = 105 from hands + 100 game bonus + 75 for 3 boxes", "485 =
/// (105 from hands + 100 game bonus) × 2 for the shutout + 75 for 3 boxes".
fn final_sum(l: &crate::engine::FinalLine, lang: Lang) -> String {
    let mut parts = tr!(lang, "story-sum-hands", points = l.points);
    if l.game_bonus > 0 {
        parts += " + ";
        parts += &tr!(lang, "story-sum-game-bonus", bonus = l.game_bonus);
    }
    if l.doubled {
        parts = format!("({parts}) {}", tr!(lang, "story-sum-shutout"));
    }
    if l.box_bonus > 0 {
        parts += " + ";
        parts += &tr!(
            lang,
            "story-sum-boxes",
            bonus = l.box_bonus,
            boxes = l.boxes + l.extra_boxes
        );
    }
    format!("{} = {parts}", l.total)
}

/// The end of a two-handed game or of a Hollywood set (G8.3, V2.6, V7.3,
/// V8.5): who won, the games of the set, and each final as a sum.
pub(super) fn gin_game_end(result: &crate::engine::GinGameResult, n: &dyn Names) -> String {
    let lang = n.lang();
    let who = |c: usize| seats_text(&result.competitors[c], n);
    let set = result.games.len() > 1;
    let mut s = if set {
        set_line(result, n)
    } else {
        match (result.winner, result.margin) {
            (Some(w), Some(m)) => {
                let (you, name) = subject(n, &result.competitors[w]);
                tr!(
                    lang,
                    "story-game-won-by",
                    you = you,
                    name = name,
                    margin = m
                )
            }
            (Some(w), None) => {
                let (you, name) = subject(n, &result.competitors[w]);
                tr!(lang, "story-game-won", you = you, name = name)
            }
            (None, _) => tr!(lang, "story-game-tied"),
        }
    };
    for (g, fin) in result.games.iter().enumerate() {
        if set {
            let game = game_label(g, lang);
            s += "\n  ";
            s += &match fin.winner {
                Some(w) => tr!(lang, "story-set-game-to", game = game, name = who(w)),
                None => tr!(lang, "story-set-game-tied", game = game),
            };
        }
        if fin.shutout {
            s += "\n  ";
            s += &tr!(lang, "story-shutout-for", name = who(fin.reached));
        }
        for (c, l) in fin.lines.iter().enumerate() {
            s += &format!("\n  {}: {}", who(c), final_sum(l, lang));
        }
    }
    s
}

/// The first line of a Hollywood set's end (V2.6): games won, then points
/// over the three games, and the set margin when it is the winner's.
fn set_line(result: &crate::engine::GinGameResult, n: &dyn Names) -> String {
    let lang = n.lang();
    let won = |c: usize| result.games.iter().filter(|g| g.winner == Some(c)).count();
    let points = |c: usize| -> u32 { result.games.iter().map(|g| g.lines[c].total).sum() };
    let Some(w) = result.winner else {
        return tr!(
            lang,
            "story-set-tied",
            games_a = won(0),
            games_b = won(1),
            points = points(0)
        );
    };
    let l = 1 - w;
    let games = format!("{}–{}", won(w), won(l));
    let (pw, pl) = (points(w), points(l));
    let (you, name) = subject(n, &result.competitors[w]);
    match result.margin {
        Some(m) if won(w) >= 2 => tr!(
            lang,
            "story-set-won",
            you = you,
            name = name,
            games = games,
            margin = m,
            points_won = pw,
            points_lost = pl
        ),
        Some(m) => tr!(
            lang,
            "story-set-won-on-points",
            you = you,
            name = name,
            games = games,
            margin = m,
            points_won = pw,
            points_lost = pl
        ),
        None => tr!(
            lang,
            "story-set-won-on-games",
            you = you,
            name = name,
            games = games,
            other = seats_text(&result.competitors[l], n),
            points_won = pw,
            points_lost = pl
        ),
    }
}
