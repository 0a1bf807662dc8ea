//! The coach as people read it, in both front ends: the hint (the best
//! actions now, each with its chance to win the game (Colonel: the match)
//! and the hand's expected points), a hand's review and a game's summary.

use super::{action, Names};
use crate::ai::coach::review::{Grade, Line, Review};
use crate::ai::coach::Analysis;
use crate::engine::{GameKind, Seat};
use gin_text::{tr, Lang};

/// Card symbols in a language, for the coach's texts (which name cards
/// and moves, never a seat).
pub struct CardsIn(pub Lang);

impl Names for CardsIn {
    fn seat(&self, seat: Seat) -> String {
        (seat + 1).to_string()
    }
    fn lang(&self) -> Lang {
        self.0
    }
}

/// How many options a hint shows.
pub const HINT_OPTIONS: usize = 3;

/// The hint's text: a title and one line per option, best first; or that
/// there is no decision to hint at.
pub fn hint_text(analysis: Option<&Analysis>, kind: GameKind, n: &dyn Names) -> String {
    let lang = n.lang();
    let Some(a) = analysis else {
        return tr!(lang, "hand-hint-none");
    };
    let what = match kind {
        GameKind::Colonel => "match",
        GameKind::Jersey | GameKind::Gin => "game",
    };
    let mut s = tr!(lang, "hand-hint-title");
    for (i, o) in a.top(HINT_OPTIONS).iter().enumerate() {
        s.push('\n');
        s += &tr!(
            lang,
            "hand-hint-line",
            rank = i + 1,
            action = action(&o.action, n),
            chance = (o.win * 100.0).round() as i64,
            what = what,
            points = (o.points as f64 * 10.0).round() / 10.0
        );
    }
    s
}

/// Chance (0..1) as whole percent.
fn percent(x: f32) -> i64 {
    (x * 100.0).round() as i64
}

/// Winning chance as points of chance, one decimal.
fn chance_points(x: f32) -> f64 {
    (x as f64 * 1000.0).round() / 10.0
}

/// One decision of a review, as its line reads.
fn review_line(lang: Lang, number: usize, l: &Line, n: &dyn Names) -> String {
    if l.played.action == l.best.action {
        return tr!(
            lang,
            "hand-review-line-best",
            number = number,
            played = action(&l.played.action, n),
            chance = percent(l.played.win)
        );
    }
    tr!(
        lang,
        "hand-review-line",
        number = number,
        played = action(&l.played.action, n),
        chance = percent(l.played.win),
        best = action(&l.best.action, n),
        best_chance = percent(l.best.win),
        loss = chance_points(l.loss),
        grade = l.grade.name()
    )
}

/// The review of one person's hand (issue 41), in at most `max_chars`
/// characters: a title, each decision (when they do not all fit, the good
/// ones are counted rather than listed), the accuracy and the luck, and
/// which decision the picture shows.
pub fn review_text(r: &Review, hand: u32, n: &dyn Names, max_chars: usize) -> String {
    let lang = n.lang();
    let title = tr!(
        lang,
        "hand-review-title",
        number = hand,
        decisions = r.lines.len()
    );
    let count = |g| r.count(g);
    let mut tail = vec![tr!(
        lang,
        "hand-review-summary",
        accuracy = r.accuracy().round() as i64,
        good = count(Grade::Good),
        inaccuracies = count(Grade::Inaccuracy),
        mistakes = count(Grade::Mistake),
        blunders = count(Grade::Blunder),
        luck = chance_points(r.luck)
    )];
    if let Some(worst) = r.worst() {
        let number = r.lines.iter().position(|l| l == worst).unwrap_or(0) + 1;
        tail.push(tr!(lang, "hand-review-worst", number = number));
    }
    let all: Vec<String> = (r.lines.iter().enumerate())
        .map(|(i, l)| review_line(lang, i + 1, l, n))
        .collect();
    let fits = |lines: &[String]| {
        let body: usize = lines.iter().map(|l| l.chars().count() + 1).sum();
        let rest: usize = tail.iter().map(|l| l.chars().count() + 1).sum();
        title.chars().count() + body + rest <= max_chars
    };
    let mut lines = all.clone();
    if !fits(&lines) {
        // The decisions that lost something, and how many were good.
        lines = (r.lines.iter().zip(&all))
            .filter(|(l, _)| l.grade != Grade::Good)
            .map(|(_, s)| s.clone())
            .collect();
        lines.push(tr!(
            lang,
            "hand-review-good-unlisted",
            count = count(Grade::Good)
        ));
        while !fits(&lines) && lines.len() > 1 {
            lines.remove(lines.len() - 2);
        }
    }
    let mut s = title;
    for line in lines.iter().chain(&tail) {
        s.push('\n');
        s += line;
    }
    s
}

/// A whole game's summary (issue 41): each player's accuracy over the
/// game, with how many decisions were judged and their worst grades, a
/// line each (the front end adds its title).
pub fn summary_lines(players: &[(String, &Review)], lang: Lang) -> Vec<String> {
    players
        .iter()
        .map(|(name, r)| {
            tr!(
                lang,
                "hand-summary-line",
                name = name.as_str(),
                accuracy = r.accuracy().round() as i64,
                decisions = r.lines.len(),
                mistakes = r.count(Grade::Mistake),
                blunders = r.count(Grade::Blunder)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::coach::Advice;
    use crate::engine::{Action, Card};

    fn line(index: usize, played: Action, best: Action, loss: f32) -> Line {
        let advice = |action, win| Advice {
            action,
            win,
            points: 0.0,
        };
        Line {
            index,
            played: advice(played, 0.5 - loss),
            best: advice(best, 0.5),
            loss,
            grade: Grade::of(loss),
        }
    }

    /// A review reads in every language: each decision, the grade of the
    /// ones that lost chance, the accuracy and the luck, and which
    /// decision the picture shows; too many decisions for one message
    /// keep those that lost chance and count the good ones.
    #[test]
    fn a_review_reads_in_every_language_and_fits() {
        let card: Card = "7♣".parse().unwrap();
        let other: Card = "K♦".parse().unwrap();
        let good = line(0, Action::DrawStock, Action::DrawStock, 0.0);
        let blunder = line(
            3,
            Action::Discard { card },
            Action::Discard { card: other },
            0.12,
        );
        let r = Review {
            seat: 0,
            lines: vec![good.clone(), blunder.clone()],
            luck: -0.034,
        };
        for lang in Lang::ALL {
            let text = review_text(&r, 2, &CardsIn(lang), 2000);
            assert!(
                !text.contains('{') && !text.contains("hand-review"),
                "{text}"
            );
            assert_eq!(text.lines().count(), 5, "{text}");
            assert!(text.contains("7♣") && text.contains("K♦"), "{text}");
            if lang != Lang::En {
                assert_ne!(text, review_text(&r, 2, &CardsIn(Lang::En), 2000));
            }
        }
        let en = review_text(&r, 2, &CardsIn(Lang::En), 2000);
        assert!(en.contains("review of hand 2"), "{en}");
        assert!(en.contains("12 points of chance lost: a blunder"), "{en}");
        assert!(en.contains("-3.4 points of chance"), "{en}");
        assert!(
            en.contains("at decision 2, the one that cost the most"),
            "{en}"
        );
        // Sixty decisions: only the blunder is listed, the good counted.
        let mut lines = vec![good; 59];
        lines.push(blunder);
        let many = Review {
            seat: 0,
            lines,
            luck: 0.0,
        };
        for lang in Lang::ALL {
            let text = review_text(&many, 1, &CardsIn(lang), 2000);
            assert!(text.chars().count() <= 2000, "{lang}: {text}");
            assert!(text.contains("K♦"), "{text}");
        }
        let en = review_text(&many, 1, &CardsIn(Lang::En), 2000);
        assert!(en.contains("…and 59 more decisions graded good."), "{en}");
        assert!(en.contains("at decision 60"), "{en}");
    }

    /// The summary names each player with their accuracy.
    #[test]
    fn a_summary_gives_each_player_s_accuracy() {
        let r = Review {
            seat: 1,
            lines: vec![line(0, Action::DrawStock, Action::TakeDiscard, 0.05)],
            luck: 0.0,
        };
        for lang in Lang::ALL {
            let lines = summary_lines(&[("Ann".to_string(), &r)], lang);
            assert_eq!(lines.len(), 1);
            assert!(lines[0].starts_with("Ann"), "{}", lines[0]);
            assert!(lines[0].contains("37"), "{}", lines[0]);
        }
    }
}
