//! The channel's story: the public lines posted as things happen, for every
//! game. The game events are worded by `crate::render` (shared with the
//! terminal and the command line); here they get Discord's marks (bold
//! cards, an emoji for a knock, a gin, a hand's end and a game's end) and
//! the table's own events their lines.

use super::{player_name, seat_name};
use crate::engine::{Card, Event, Seat};
use crate::table::{Player, TableEvent};
use gin_text::{tr, Lang};

/// The public lines for these events (private ones are skipped); `seats`
/// are the players of the game the events belong to, in seat order. Two
/// events that read as one line do so ([`story_lines`]). In `lang`, the
/// table's language.
pub fn event_lines(lang: Lang, events: &[TableEvent], seats: &[Player]) -> Vec<String> {
    story_lines(
        lang,
        &[StoryPart {
            events,
            seats,
            extra: &[],
        }],
    )
}

/// One command's share of a post: its events, the players of its game in
/// seat order, and lines that follow it (a finished game's ratings and
/// leaderboard).
pub struct StoryPart<'a> {
    pub events: &'a [TableEvent],
    pub seats: &'a [Player],
    pub extra: &'a [String],
}

/// The lines of a run of commands posted together: each public event's
/// line, except that two events that pair (`render::pairs`: a turn's
/// opening draw and the discard right after it, a challenge and its
/// answer) read as one line (issue 38, item 9). A pair never spans extra
/// lines nor the end of the run: a draw whose discard comes in the next run
/// reads alone, and so does its discard. The board posts a group of
/// commands as this gives it, and the story tests expect the same of the
/// same groups: one function, so the two cannot part.
pub fn story_lines(lang: Lang, parts: &[StoryPart]) -> Vec<String> {
    let mut lines = Vec::new();
    // A line that the next event may complete, with its event.
    let mut open: Option<(&Event, String)> = None;
    for part in parts {
        let name = |s: Seat| seat_name(lang, part.seats, s);
        for e in part.events.iter().filter(|e| e.is_public()) {
            let Some(line) = event_line(lang, e, &name) else {
                continue;
            };
            let game = match e {
                TableEvent::Game { event } => Some(event),
                _ => None,
            };
            if let (Some((first, _)), Some(second)) = (&open, game) {
                let bold = Story {
                    name: &name,
                    lang,
                    bold: true,
                };
                if let Some(pair) = crate::render::describe_pair(first, second, &bold) {
                    lines.push(pair);
                    open = None;
                    continue;
                }
            }
            lines.extend(open.take().map(|(_, l)| l));
            match game {
                Some(event) if crate::render::opens_pair(event) => open = Some((event, line)),
                _ => lines.push(line),
            }
        }
        if !part.extra.is_empty() {
            lines.extend(open.take().map(|(_, l)| l));
            lines.extend(part.extra.iter().cloned());
        }
    }
    lines.extend(open.map(|(_, l)| l));
    lines
}

/// Names as the story writes the shared wording (`crate::render`) in the
/// table's language: a pair's line has its cards in bold, as in the lines
/// of a draw and of a discard alone.
struct Story<'a> {
    name: &'a dyn Fn(Seat) -> String,
    lang: Lang,
    bold: bool,
}

impl crate::render::Names for Story<'_> {
    fn seat(&self, seat: Seat) -> String {
        (self.name)(seat)
    }
    fn lang(&self) -> Lang {
        self.lang
    }
    fn card(&self, card: Card) -> String {
        if self.bold {
            format!("**{card}**")
        } else {
            card.to_string()
        }
    }
}

fn event_line(lang: Lang, e: &TableEvent, name: &dyn Fn(Seat) -> String) -> Option<String> {
    Some(match e {
        // The table message marks the seat; the hint itself is private.
        TableEvent::HintUsed { .. } => return None,
        TableEvent::Opened { opener, settings } => {
            let game = crate::words::game(lang, settings.rules.kind());
            let line = super::rules_line(lang, &settings.rules);
            let details = line.strip_prefix(game.as_str()).unwrap_or(&line);
            let details = details.strip_prefix(" · ").unwrap_or(details);
            tr!(
                lang,
                "table-story-opened",
                opener = format!("<@{opener}>"),
                game = game.clone(),
                details = details
            )
        }
        TableEvent::Joined { player, seats } => {
            // The new seat is the last; named as the seat list names it.
            let who = match seats.len().checked_sub(1) {
                Some(last) if seats[last] == *player => seat_name(lang, seats, last),
                _ => player_name(lang, player),
            };
            tr!(lang, "table-story-joined", name = who)
        }
        TableEvent::Left { player } => {
            tr!(lang, "table-story-left", name = player_name(lang, player))
        }
        TableEvent::Started { seats, .. } => {
            let seats = (0..seats.len())
                .map(|s| seat_name(lang, seats, s))
                .collect::<Vec<_>>()
                .join(", ");
            tr!(lang, "table-story-started", seats = seats)
        }
        TableEvent::Game { event } => game_line(lang, event, name)?,
        TableEvent::TimedOut { seat, .. } => {
            tr!(lang, "table-story-timed-out", name = name(*seat))
        }
        TableEvent::HandedOver { seat, level } => {
            format!(
                "🤖 {}",
                crate::render::handed_over(&name(*seat), *level, gin_text::Lang::En)
            )
        }
        TableEvent::TimeGivenBack { seat, seconds } => tr!(
            lang,
            "table-story-time-given-back",
            name = name(*seat),
            seconds = *seconds
        ),
        TableEvent::Resumed { seat } => tr!(lang, "table-story-resumed", name = name(*seat)),
        TableEvent::AbandonVote {
            user,
            votes,
            needed,
        } => tr!(
            lang,
            "table-story-abandon-vote",
            name = format!("<@{user}>"),
            votes = *votes,
            needed = *needed
        ),
        TableEvent::NextGame { user, joined } => {
            let name = format!("<@{user}>");
            if *joined {
                tr!(lang, "watch-story-joined-next", name = name)
            } else {
                tr!(lang, "watch-story-left-next", name = name)
            }
        }
        TableEvent::Regathered { lobby, unseated } => {
            let mut lines = Vec::new();
            if *lobby {
                lines.push(tr!(lang, "watch-story-regathered"));
            }
            if !unseated.is_empty() {
                let names: Vec<String> = unseated.iter().map(|u| format!("<@{u}>")).collect();
                lines.push(tr!(lang, "watch-story-unseated", names = names.join(", ")));
            }
            if lines.is_empty() {
                return None;
            }
            lines.join("\n")
        }
        TableEvent::Abandoned { .. } => tr!(lang, "table-story-abandoned"),
        TableEvent::Forfeited { seat, winners } => {
            super::table_message::forfeited(lang, *seat, winners, name)
        }
        TableEvent::Finished { .. } => return None,
        TableEvent::Earned { user, achievement } => tr!(
            lang,
            "profile-story-earned",
            badge = achievement.badge(),
            name = format!("<@{user}>"),
            achievement = achievement.name(lang),
            about = achievement.about(lang)
        ),
        TableEvent::Closed => tr!(lang, "table-story-closed"),
    })
}

/// The line of a game event, in every game: the shared wording with
/// Discord's marks. None for the private [`Event::Drew`].
pub(super) fn game_line(lang: Lang, e: &Event, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let plain = Story {
        name,
        lang,
        bold: false,
    };
    let describe = |e: &Event| crate::render::describe(e, &plain);
    Some(match e {
        Event::Drew { .. } => return None,
        Event::DrewStock { seat } => tr!(lang, "table-story-draws-stock", name = name(*seat)),
        Event::TookDiscard { seat, card } => tr!(
            lang,
            "table-story-takes-discard",
            name = name(*seat),
            card = card.to_string()
        ),
        Event::Discarded { seat, card } => tr!(
            lang,
            "table-story-discards",
            name = name(*seat),
            card = card.to_string()
        ),
        Event::Knocked {
            seat, gin: true, ..
        } => tr!(lang, "table-story-gin", name = name(*seat)),
        Event::Knocked { seat, count, .. } => tr!(
            lang,
            "table-story-knocks",
            name = name(*seat),
            count = *count
        ),
        Event::HandEnded { .. } | Event::TwoHandedEnded { .. } | Event::ColonelHandEnded { .. } => {
            format!("🏁 {}", describe(e))
        }
        Event::GameEnded { .. } | Event::GinGameEnded { .. } | Event::MatchEnded { .. } => {
            format!("🏆 {}", describe(e))
        }
        other => describe(other),
    })
}

/// "Rating: Ada 25.0 → 26.3 (+1.3)", one line per seat, from (player,
/// rating before, rating after).
pub fn rating_lines(lang: Lang, changes: &[(Player, f64, f64)]) -> Vec<String> {
    changes
        .iter()
        .map(|(p, before, after)| {
            let delta = after - before;
            // Round the delta as shown, so "-0.0" never appears.
            let shown = (delta * 10.0).round() / 10.0;
            let sign = if shown < 0.0 { "−" } else { "+" };
            let change = format!("{before:.1} → {after:.1} ({sign}{:.1})", shown.abs());
            tr!(
                lang,
                "table-rating-line",
                name = player_name(lang, p),
                change = change
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::engine::Rules;
    use crate::table::UserId;

    fn game(event: Event) -> TableEvent {
        TableEvent::Game { event }
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn people() -> Vec<Player> {
        vec![
            Player::Human { id: UserId(1) },
            Player::Human { id: UserId(2) },
            Player::Human { id: UserId(3) },
        ]
    }

    /// The lines of `commands` among `people()`, each a part of one run.
    fn run(commands: &[Vec<TableEvent>]) -> Vec<String> {
        run_among(commands, &people())
    }

    /// The lines of `commands` among `seats`, each a part of one run.
    fn run_among(commands: &[Vec<TableEvent>], seats: &[Player]) -> Vec<String> {
        let parts: Vec<StoryPart> = commands
            .iter()
            .map(|events| StoryPart {
                events,
                seats,
                extra: &[],
            })
            .collect();
        story_lines(Lang::En, &parts)
    }

    #[test]
    fn a_draw_from_the_stock_and_its_discard_read_as_one_line_without_the_drawn_card() {
        // Jersey Gin or Gin: the draw and the discard are two commands; the
        // card drawn is private (R5, G3).
        let lines = run(&[
            vec![
                game(Event::DrewStock { seat: 0 }),
                game(Event::Drew {
                    seat: 0,
                    card: card("Qs"),
                }),
            ],
            vec![game(Event::Discarded {
                seat: 0,
                card: card("7h"),
            })],
        ]);
        assert_eq!(lines, ["<@1> draws from the stock and discards **7♥**."]);
    }

    #[test]
    fn taking_the_discard_and_discarding_read_as_one_line() {
        let lines = run(&[
            vec![game(Event::TookDiscard {
                seat: 1,
                card: card("5c"),
            })],
            vec![game(Event::Discarded {
                seat: 1,
                card: card("Kd"),
            })],
        ]);
        assert_eq!(
            lines,
            ["<@2> takes **5♣** from the discard pile and discards **K♦**."]
        );
    }

    #[test]
    fn a_challenge_and_its_answer_read_as_one_line() {
        // Colonel (V9.6): refused, play goes on; accepted, the hand ends.
        let answer = |accepted| {
            run(&[
                vec![game(Event::Challenged { seat: 0 })],
                vec![game(Event::ChallengeAnswered { seat: 1, accepted })],
            ])
        };
        assert_eq!(answer(false), ["<@1> challenges; <@2> refuses."]);
        assert_eq!(answer(true), ["<@1> challenges; <@2> accepts."]);
    }

    #[test]
    fn a_draw_at_the_end_of_a_run_reads_alone_and_so_does_its_discard_after() {
        let draw = vec![game(Event::DrewStock { seat: 2 })];
        let discard = vec![game(Event::Discarded {
            seat: 2,
            card: card("2s"),
        })];
        assert_eq!(
            run(std::slice::from_ref(&draw)),
            ["<@3> draws from the stock."]
        );
        assert_eq!(run(&[discard]), ["<@3> discards **2♠**."]);
        // A challenge whose answer is in the next run, likewise.
        let challenge = vec![game(Event::Challenged { seat: 1 })];
        assert_eq!(run(&[challenge]), ["<@2> challenges."]);
    }

    #[test]
    fn a_knock_or_a_meld_after_a_draw_keeps_its_own_line() {
        let draw = game(Event::DrewStock { seat: 0 });
        let knock = game(Event::Knocked {
            seat: 0,
            gin: false,
            count: 7,
        });
        assert_eq!(
            run(&[vec![draw.clone()], vec![knock]]),
            ["<@1> draws from the stock.", "✊ <@1> **knocks** with 7."]
        );
        // Colonel and Jersey Gin: melds between the draw and the discard
        // (V9.3).
        let meld = game(Event::Melded {
            seat: 0,
            cards: ["7c", "8c", "9c"].into_iter().map(card).collect(),
        });
        let discard = game(Event::Discarded {
            seat: 0,
            card: card("Ah"),
        });
        assert_eq!(
            run(&[vec![draw.clone()], vec![meld], vec![discard.clone()]]),
            [
                "<@1> draws from the stock.",
                "<@1> lays down [7♣ 8♣ 9♣].",
                "<@1> discards **A♥**."
            ]
        );
        // Another seat's discard never completes a draw.
        let other = game(Event::Discarded {
            seat: 1,
            card: card("Ah"),
        });
        assert_eq!(run(&[vec![draw], vec![other]]).len(), 2);
    }

    #[test]
    fn a_pair_never_spans_the_lines_after_a_command() {
        let seats = people();
        let extra = vec!["Rating: x".to_string()];
        let draw = [game(Event::DrewStock { seat: 0 })];
        let discard = [game(Event::Discarded {
            seat: 0,
            card: card("9d"),
        })];
        let lines = story_lines(
            Lang::En,
            &[
                StoryPart {
                    events: &draw,
                    seats: &seats,
                    extra: &extra,
                },
                StoryPart {
                    events: &discard,
                    seats: &seats,
                    extra: &[],
                },
            ],
        );
        assert_eq!(
            lines,
            [
                "<@1> draws from the stock.",
                "Rating: x",
                "<@1> discards **9♦**."
            ]
        );
    }

    /// Whole simulated games of every kind, one command per move: the
    /// grouped story is the one-line-per-event story with each pair joined
    /// (and nothing else changed), no drawn card is named, and the games
    /// post far fewer lines (issue 38, item 9: the figures are printed).
    #[test]
    fn whole_games_of_every_kind_group_their_pairs_and_nothing_else() {
        use crate::ai::{Config, Player as Ai};
        let gin = |sw: &[&str]| Rules::from_names("gin", sw).unwrap();
        let kinds = [
            Rules::from_names("jersey", &[]).unwrap(),
            gin(&[]),
            gin(&["oklahoma", "doubling"]),
            gin(&["hollywood"]),
            gin(&["three-sitout"]),
            gin(&["partnership"]),
            Rules::from_names("colonel", &[]).unwrap(),
        ];
        for rules in &kinds {
            let (mut single, mut grouped, mut pairs) = (0, 0, 0);
            for seed in 0..4 {
                let n = rules.seats();
                let played = crate::sim::play_game(
                    rules,
                    seed,
                    &vec![Ai::Level(Level::Easy); n],
                    0,
                    &Config::default(),
                );
                let seats: Vec<Player> = (0..n)
                    .map(|_| Player::Computer { level: Level::Easy })
                    .collect();
                // One command per engine event (a draw's private card apart:
                // it has no line, so it parts nothing).
                let commands: Vec<Vec<TableEvent>> = played
                    .events
                    .iter()
                    .map(|e| vec![game(e.clone())])
                    .collect();
                let lines = run_among(&commands, &seats);
                let alone: Vec<(&Event, String)> = played
                    .events
                    .iter()
                    .filter_map(|e| {
                        let line = event_lines(Lang::En, &[game(e.clone())], &seats).pop()?;
                        Some((e, line))
                    })
                    .collect();
                // Walk both: each grouped line is one line alone, or the
                // pair of the next two.
                let mut i = 0;
                for line in &lines {
                    let (e, l) = &alone[i];
                    if line == l {
                        i += 1;
                        continue;
                    }
                    let (next, _) = &alone[i + 1];
                    assert!(crate::render::pairs(e, next), "{line}\nvs {l}");
                    if let Event::DrewStock { seat } = e {
                        // Only the discard's card is named.
                        assert_eq!(line.matches("**").count(), 2, "{line}");
                        assert!(matches!(next, Event::Discarded { seat: s, .. } if s == seat));
                    }
                    pairs += 1;
                    i += 2;
                }
                assert_eq!(i, alone.len(), "every line is told");
                single += alone.len();
                grouped += lines.len();
            }
            assert!(pairs > 0, "{}: no pair", rules.summary());
            assert_eq!(grouped, single - pairs);
            println!(
                "{}: 4 games, {single} lines one per event, {grouped} grouped ({:.0}%)",
                rules.summary(),
                100.0 * grouped as f64 / single as f64
            );
        }
    }

    #[test]
    fn rating_lines_show_before_after_and_the_change() {
        let lines = rating_lines(
            Lang::En,
            &[
                (Player::Human { id: UserId(7) }, 25.0, 26.34),
                (Player::Human { id: UserId(8) }, 25.0, 23.71),
                (Player::Human { id: UserId(9) }, 25.0, 25.02),
            ],
        );
        assert_eq!(
            lines,
            vec![
                "Rating: <@7> 25.0 → 26.3 (+1.3)".to_string(),
                "Rating: <@8> 25.0 → 23.7 (−1.3)".to_string(),
                "Rating: <@9> 25.0 → 25.0 (+0.0)".to_string(),
            ]
        );
    }

    /// Issue 38: a computer taking a seat is named as the seat list names
    /// it ("🤖 Bo (normal)"), the second computer of one level too; a
    /// person by their mention; an event stored without the seats as
    /// before.
    #[test]
    fn a_computer_takes_a_seat_by_its_name_at_the_table() {
        let ann = Player::Human { id: UserId(7) };
        let normal = Player::Computer {
            level: crate::ai::Level::Normal,
        };
        let line = |player, seats: Vec<Player>| {
            event_lines(Lang::En, &[TableEvent::Joined { player, seats }], &[])
        };
        assert_eq!(
            line(normal, vec![ann, normal, normal]),
            ["➕ 🤖 Bo (normal) takes a seat."]
        );
        assert_eq!(
            line(normal, vec![ann, normal]),
            ["➕ 🤖 Ada (normal) takes a seat."]
        );
        assert_eq!(line(ann, vec![ann]), ["➕ <@7> takes a seat."]);
        assert_eq!(
            line(normal, vec![]),
            ["➕ 🤖 Computer (normal) takes a seat."]
        );
    }
}
