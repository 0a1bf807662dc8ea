//! The channel's story as Discord shows it (`discord::screens::event_lines`)
//! over simulated games of every kind of the family, with computer seats
//! named as at a table and one person: every sum "X = a + b …" comes to X,
//! a side of two takes a plural verb, each deal line names one dealer (the
//! one the rules give: V7.1, the seat that sits out), Oklahoma's deal line
//! says its knock limit (V1.1, V1.2), a resignation names the offer it
//! refused (V5.4), and Hollywood's games and set are told as the engine
//! decided them (V2.4, V2.6). Issue 38, items 1, 2 and 7.
//! `JERSEY_GIN_WORDING_GAMES` sets the games per kind (60).

use gin_text::Lang;
use jersey_gin::ai::{self, Level, Player as Ai};
use jersey_gin::discord::screens::{event_lines, seat_name};
use jersey_gin::engine::{Event, GinGameResult, GinHandEnd, Rules, Seat};
use jersey_gin::render::game_label;
use jersey_gin::table::{Player, TableEvent, UserId};

/// Verbs that agree with one player only.
const SINGULAR: &[&str] = &[
    "wins", "scores", "takes", "deals", "plays", "goes", "resigns", "knocks", "has", "is",
];

/// A token of a sum: a number, an operator or a bracket.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Tok {
    Num(i64),
    Op(char),
    Open,
    Close,
}

/// The arithmetic of a sum's right side: words between terms are skipped,
/// and so is a number where an operator is due ("75 for 3 boxes" is 75).
fn tokens(expr: &str) -> Vec<Tok> {
    let mut raw = Vec::new();
    let mut chars = expr.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '0'..='9' => {
                let mut n = c.to_digit(10).unwrap() as i64;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    n = n * 10 + d as i64;
                    chars.next();
                }
                raw.push(Tok::Num(n));
            }
            '+' | '×' => raw.push(Tok::Op(c)),
            '−' | '-' => raw.push(Tok::Op('−')),
            '(' => raw.push(Tok::Open),
            ')' => raw.push(Tok::Close),
            _ => {}
        }
    }
    let mut out = Vec::new();
    let mut want_operand = true;
    for t in raw {
        match (want_operand, t) {
            (true, Tok::Num(_)) => {
                out.push(t);
                want_operand = false;
            }
            (true, Tok::Open) | (false, Tok::Op(_)) => {
                out.push(t);
                want_operand = true;
            }
            (false, Tok::Close) => out.push(t),
            _ => {}
        }
    }
    out
}

/// Evaluates `+ − ×` with brackets, × first.
fn eval(toks: &[Tok]) -> Option<i64> {
    fn sum(t: &[Tok], i: &mut usize) -> Option<i64> {
        let mut v = product(t, i)?;
        while let Some(Tok::Op(op @ ('+' | '−'))) = t.get(*i) {
            *i += 1;
            let r = product(t, i)?;
            v = if *op == '+' { v + r } else { v - r };
        }
        Some(v)
    }
    fn product(t: &[Tok], i: &mut usize) -> Option<i64> {
        let mut v = atom(t, i)?;
        while let Some(Tok::Op('×')) = t.get(*i) {
            *i += 1;
            v *= atom(t, i)?;
        }
        Some(v)
    }
    fn atom(t: &[Tok], i: &mut usize) -> Option<i64> {
        match t.get(*i)? {
            Tok::Num(n) => {
                *i += 1;
                Some(*n)
            }
            Tok::Open => {
                *i += 1;
                let v = sum(t, i)?;
                if t.get(*i) == Some(&Tok::Close) {
                    *i += 1;
                }
                Some(v)
            }
            _ => None,
        }
    }
    let mut i = 0;
    let v = sum(toks, &mut i)?;
    (i == toks.len()).then_some(v)
}

/// A sum in `text` that does not come to its total, if any: each "X = …"
/// whose left side is a number, up to the end of its sentence.
fn wrong_sum(text: &str) -> Option<String> {
    for line in text.lines() {
        for (i, _) in line.match_indices(" = ") {
            let Ok(total) = line[..i]
                .rsplit(' ')
                .next()
                .unwrap_or_default()
                .parse::<i64>()
            else {
                continue;
            };
            let rest = &line[i + 3..];
            let end = rest.find(['.', ';', '!']).unwrap_or(rest.len());
            let expr = &rest[..end];
            match eval(&tokens(expr)) {
                Some(v) if v == total => {}
                got => return Some(format!("{total} = {expr} comes to {got:?}")),
            }
        }
    }
    None
}

/// A side of two with a verb for one ("A & B wins"), if any.
fn singular_side(text: &str, names: &[String]) -> Option<String> {
    for (i, _) in text.match_indices(" & ") {
        let after = &text[i + 3..];
        let Some(name) = names.iter().find(|n| after.starts_with(n.as_str())) else {
            continue;
        };
        let verb = after[name.len()..].split_whitespace().next().unwrap_or("");
        if SINGULAR.contains(&verb) {
            return Some(format!("\"& {name} {verb}\""));
        }
    }
    None
}

/// What is wrong with the number words of a line ("1 games").
fn one_with_a_plural(text: &str) -> Option<String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')' | ':'))
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(2).find_map(|w| {
        let next = w[1].trim_end_matches(['.', '!']);
        let plural = next.len() > 2
            && next.ends_with('s')
            && !next.ends_with("ss")
            && !["is", "was", "has", "its", "this"].contains(&next);
        (w[0] == "1" && plural).then(|| format!("\"1 {next}\""))
    })
}

/// The lines of one event as the channel shows them.
fn story(event: &Event, seats: &[Player]) -> String {
    let e = TableEvent::Game {
        event: event.clone(),
    };
    event_lines(Lang::En, std::slice::from_ref(&e), seats).join("\n")
}

/// The first name of `names` that `text` holds right after `prefix`.
fn named_after<'a>(text: &str, prefix: &str, names: &'a [String]) -> Option<&'a str> {
    let at = text.find(prefix)? + prefix.len();
    names
        .iter()
        .find(|n| text[at..].starts_with(n.as_str()))
        .map(String::as_str)
}

/// Checks a Hollywood set's closing line against its result (V2.6).
fn check_set_line(text: &str, r: &GinGameResult, who: &dyn Fn(usize) -> String) {
    let won = |c: usize| r.games.iter().filter(|g| g.winner == Some(c)).count();
    let points = |c: usize| -> u32 { r.games.iter().map(|g| g.lines[c].total).sum() };
    match r.winner {
        Some(w) => {
            let l = 1 - w;
            assert!(
                text.contains(&format!("{} wins the set", who(w))),
                "the set's winner: {text}"
            );
            assert!(
                text.contains(&format!("{}–{}", won(w), won(l))),
                "the games won: {text}"
            );
            let signed = points(w) as i64 - points(l) as i64;
            match r.margin {
                Some(m) => {
                    assert_eq!(
                        m as i64, signed,
                        "V2.6: the set margin is the points' difference"
                    );
                    assert!(text.contains(&format!(" {m} points")), "{text}");
                }
                None => {
                    assert!(
                        won(w) >= 2 && signed <= 0,
                        "no margin only on games: {text}"
                    );
                    assert!(!text.contains(" by "), "no margin to tell: {text}");
                }
            }
        }
        None => assert!(text.contains("The set is tied"), "{text}"),
    }
    for (g, fin) in r.games.iter().enumerate() {
        let to = match fin.winner {
            Some(w) => format!("Game {}, to {}:", game_label(g, gin_text::Lang::En), who(w)),
            None => format!("Game {}, tied:", game_label(g, gin_text::Lang::En)),
        };
        assert!(text.contains(&to), "{to:?} in {text}");
    }
}

fn kinds() -> Vec<(Rules, Level)> {
    let gin = |switches: &[&str]| Rules::from_names("gin", switches).unwrap();
    vec![
        (Rules::from_names("jersey", &[]).unwrap(), Level::Easy),
        (gin(&[]), Level::Easy),
        // Normal players double, redouble and resign (V5); easy ones only
        // offer and accept.
        (gin(&["oklahoma", "doubling"]), Level::Normal),
        (gin(&["oklahoma-current"]), Level::Easy),
        (gin(&["hollywood"]), Level::Easy),
        (
            gin(&["eleven-card", "around-corner", "doubling"]),
            Level::Normal,
        ),
        (gin(&["gin-only"]), Level::Easy),
        (gin(&["three-sitout"]), Level::Easy),
        (gin(&["partnership"]), Level::Easy),
        (Rules::from_names("colonel", &[]).unwrap(), Level::Easy),
    ]
}

/// How many of each checked thing the games showed, so that a check that
/// never ran is seen.
#[derive(Debug, Default)]
struct Seen {
    lines: u64,
    sums: u64,
    sides: u64,
    sitting_out_deals: u64,
    oklahoma_deals: u64,
    resigned: u64,
    redoubles_resigned: u64,
    games_decided: u64,
    sets: u64,
    sets_without_margin: u64,
}

/// Checks one whole game's story, counting what it saw.
fn check_game(rules: &Rules, level: Level, seed: u64, seen: &mut Seen) {
    let config = ai::Config::default();
    let n = rules.seats();
    let played = jersey_gin::sim::play_game(rules, seed, &vec![Ai::Level(level); n], 0, &config);
    // One person at seat 1, computers elsewhere: two or three computers of
    // one level, each with its own name.
    let seats: Vec<Player> = (0..n)
        .map(|s| match s {
            1 => Player::Human { id: UserId(7) },
            _ => Player::Computer { level },
        })
        .collect();
    let names: Vec<String> = (0..n).map(|s| seat_name(Lang::En, &seats, s)).collect();
    let unique: std::collections::HashSet<&String> = names.iter().collect();
    assert_eq!(unique.len(), n, "names unique per table: {names:?}");
    let name = |s: Seat| names[s].clone();
    let oklahoma = matches!(rules, Rules::Gin(g) if g.oklahoma);
    let mut first_dealer: Option<String> = None;
    let mut redoubled = [false; 2];
    // The table each seat plays at in the hand going on.
    let mut table_of = [0usize; 4];
    for event in &played.events {
        let text = story(event, &seats);
        seen.lines += 1;
        seen.sums += text.matches(" = ").count() as u64;
        seen.sides += text.matches(" & ").count() as u64;
        let at = || format!("{} seed {seed}:\n{text}", rules.summary());
        if let Some(wrong) = wrong_sum(&text) {
            panic!("{}\n{wrong}", at());
        }
        if let Some(wrong) = singular_side(&text, &names).or_else(|| one_with_a_plural(&text)) {
            panic!("{}\n{wrong}", at());
        }
        match event {
            Event::DealerDraw { dealer, .. } => first_dealer = Some(name(*dealer)),
            Event::TwoHandedDealt {
                hand,
                table,
                dealer,
                non_dealer,
                sitting_out,
                upcard,
                ..
            } => {
                redoubled[*table] = false;
                table_of[*dealer] = *table;
                table_of[*non_dealer] = *table;
                // V7.1: the seat that sits out deals; else Part G's dealer.
                let deals = name(sitting_out.unwrap_or(*dealer));
                let named = named_after(&text, ": ", &names);
                assert_eq!(named, Some(deals.as_str()), "the dealer: {}", at());
                assert_eq!(text.matches(" deal").count(), 1, "one dealer: {}", at());
                if let (1, Some(first)) = (hand, &first_dealer) {
                    assert_eq!(first, &deals, "the draw's dealer deals: {}", at());
                }
                seen.sitting_out_deals += u64::from(sitting_out.is_some());
                if oklahoma && upcard.is_some() {
                    seen.oklahoma_deals += 1;
                    assert!(
                        text.contains("knock at")
                            || text.contains("gin only")
                            || text.contains("no knocking"),
                        "V1.1: the knock limit: {}",
                        at()
                    );
                }
            }
            Event::Redoubled { seat } => redoubled[table_of[*seat]] = true,
            Event::TwoHandedEnded { table, result } => {
                if let GinHandEnd::Resigned { .. } = result.end {
                    seen.resigned += 1;
                    seen.redoubles_resigned += u64::from(redoubled[*table]);
                    let word = if redoubled[*table] {
                        "redouble"
                    } else {
                        "double"
                    };
                    assert!(
                        text.contains(&format!("{word}.")) && text.contains("resigns against"),
                        "V5.4: resigns against the {word}: {}",
                        at()
                    );
                    assert_eq!(text.contains("redouble"), redoubled[*table], "{}", at());
                }
            }
            Event::HandCredited { decided, board, .. } if board.games.len() > 1 => {
                let who = |c: usize| {
                    board.competitors[c]
                        .iter()
                        .map(|&s| name(s))
                        .collect::<Vec<_>>()
                        .join(" & ")
                };
                for &g in decided {
                    seen.games_decided += 1;
                    let fin = board.finals[g].as_ref().expect("a decided game's final");
                    let told = match fin.winner {
                        Some(w) => format!(
                            "Game {} goes to {}",
                            game_label(g, gin_text::Lang::En),
                            who(w)
                        ),
                        None => format!("Game {} is tied", game_label(g, gin_text::Lang::En)),
                    };
                    assert!(text.contains(&told), "V2.4: {told:?} in {}", at());
                }
            }
            Event::GinGameEnded { result } if result.games.len() > 1 => {
                let who = |c: usize| {
                    result.competitors[c]
                        .iter()
                        .map(|&s| name(s))
                        .collect::<Vec<_>>()
                        .join(" & ")
                };
                check_set_line(&text, result, &who);
                seen.sets += 1;
                seen.sets_without_margin += u64::from(result.margin.is_none());
            }
            _ => {}
        }
    }
}

#[test]
fn the_channel_story_reads_right_over_every_kind_of_game() {
    let per_kind: u64 = std::env::var("JERSEY_GIN_WORDING_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let mut seen = Seen::default();
    for (rules, level) in kinds() {
        let games = if level == Level::Easy {
            per_kind
        } else {
            per_kind / 3
        };
        for seed in 0..games.max(1) {
            check_game(&rules, level, seed, &mut seen);
        }
    }
    println!("{seen:?}");
    assert!(seen.lines > 5_000, "{seen:?}");
    for (what, n) in [
        ("sums", seen.sums),
        ("sides of two", seen.sides),
        ("deals among three", seen.sitting_out_deals),
        ("Oklahoma deals", seen.oklahoma_deals),
        ("resignations", seen.resigned),
        ("Hollywood games decided", seen.games_decided),
        ("Hollywood sets", seen.sets),
    ] {
        assert!(n > 0, "no {what} were checked: {seen:?}");
    }
}

/// The checks themselves find what they must.
#[test]
fn the_story_checks_find_what_is_wrong() {
    // G8.2: the old line read as 570.
    assert!(wrong_sum("  A: 495 = 110 from hands + 100 game bonus + 75 for 3 boxes").is_some());
    for good in [
        "  A: 495 = (110 from hands + 100 game bonus) × 2 for the shutout + 75 for 3 boxes",
        "  <@7>: 95 = 45 from hands + 50 for 2 boxes",
        "  Ada scores 84 = (22 from the hands + 20 for the refused redouble) × 2 for the stake.",
        "  Ada scores 136 = 34 × 2 for the stake × 2 for a spade upcard.",
        "  1. Ada: 230 = 80 from hands + 100 game bonus + 50 for 2 boxes",
        "deadwood [5♣ K♦] = 15",
    ] {
        assert_eq!(wrong_sum(good), None, "{good}");
    }
    assert!(wrong_sum("Ada scores 100 = 34 × 2 for the stake.").is_some());
    let names = vec!["<@2>".to_string(), "🤖 Bo (normal)".to_string()];
    assert!(singular_side("🏆 <@2> & 🤖 Bo (normal) wins the game!", &names).is_some());
    assert_eq!(
        singular_side("🏆 <@2> & 🤖 Bo (normal) win the game!", &names),
        None
    );
    assert!(one_with_a_plural("`1.` 🤖 Computer (easy) — 20.1 (1 games, 1 wins)").is_some());
    assert_eq!(one_with_a_plural("`1.` <@2> — 20.1 (1 game, 2 wins)"), None);
}
