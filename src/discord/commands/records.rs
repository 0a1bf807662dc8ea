//! What was played: `/gin leaderboard`, `/gin stats`, `/gin history`.

use super::lobby::GameChoice;
use super::reply_private;
use crate::discord::screens::rules_line;
use crate::discord::screens::{player_name, seat_name};
use crate::discord::{Context, Error};
use crate::engine::GameKind;
use crate::table::profiles::Season;
use crate::table::queries::{GameRecord, PlayerStats};
use crate::table::service::StoreError;
use crate::table::{ChannelId, Player, UserId};
use crate::words;
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;

async fn read<T: Send + 'static>(
    ctx: &Context<'_>,
    f: impl FnOnce(&crate::table::service::Service, &ChannelId) -> T + Send + 'static,
) -> Result<T, Error> {
    let ch = ChannelId::discord(ctx.channel_id().get());
    let read = ctx.data().svc.call(move |s| Ok::<_, StoreError>(f(s, &ch)));
    Ok(read.await?)
}

/// The game of a records command: the one asked for, else the game of this
/// channel's table (or of its last finished game), else Jersey Gin.
async fn game_of(ctx: &Context<'_>, asked: Option<GameChoice>) -> Result<GameKind, Error> {
    if let Some(g) = asked {
        return Ok(match g {
            GameChoice::Jersey => GameKind::Jersey,
            GameChoice::Gin => GameKind::Gin,
            GameChoice::Colonel => GameKind::Colonel,
        });
    }
    Ok(read(ctx, |s, ch| s.channel_game(ch)).await??)
}

/// A decimal figure as the reader writes it: "12.5", "12,5".
fn decimal(lang: Lang, x: f64) -> String {
    let text = format!("{x:.1}");
    if lang == Lang::En {
        text
    } else {
        text.replace('.', ",")
    }
}

/// Whose leaderboard, as a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ScopeChoice {
    #[name = "this channel"]
    Channel,
    #[name = "this server"]
    Server,
}

/// Which month of the server's ladder, as a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum SeasonChoice {
    #[name = "this month"]
    Current,
    #[name = "last month"]
    Previous,
}

/// The rows of a leaderboard, best first (at most 20).
fn board_lines(lang: Lang, board: &[PlayerStats]) -> String {
    let mut text = String::new();
    for (i, p) in board.iter().take(20).enumerate() {
        text += &format!(
            "`{}.` {} — {} · {} · {} · {}\n",
            i + 1,
            player_name(lang, &p.player),
            decimal(lang, p.conservative),
            p.games,
            p.wins,
            p.points
        );
    }
    text
}

// With `scope: this server`, or a `season`, the server's ladder (issue
// 43): every channel of the server, a season a calendar month, the last
// one kept.
/// This channel's or this server's leaderboard in one game (rating − 3σ).
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: this channel's)"] game: Option<GameChoice>,
    #[description = "This channel's or this server's (default: this channel's)"] scope: Option<
        ScopeChoice,
    >,
    #[description = "The server's month (default: this month)"] season: Option<SeasonChoice>,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let game = game_of(&ctx, game).await?;
    let server = scope == Some(ScopeChoice::Server) || (scope.is_none() && season.is_some());
    if server {
        let Some(guild) = ctx.guild_id().map(|g| g.get()) else {
            return reply_private(&ctx, tr!(lang, "ladder-no-server")).await;
        };
        let season = match season {
            Some(SeasonChoice::Previous) => Season::Previous,
            _ => Season::Current,
        };
        let (month, board) = ctx
            .data()
            .svc
            .call(move |s| s.server_leaderboard(guild, game, season, 1))
            .await?;
        let name = words::game(lang, game);
        if board.is_empty() {
            let text = tr!(lang, "ladder-no-games", game = name, month = month);
            return reply_private(&ctx, text).await;
        }
        let mut text = tr!(lang, "ladder-title", game = name, month = month);
        text.push('\n');
        text += &board_lines(lang, &board);
        return reply_private(&ctx, text).await;
    }
    let board = read(&ctx, move |s, ch| s.leaderboard(ch, game, 1)).await??;
    let name = words::game(lang, game);
    if board.is_empty() {
        return reply_private(&ctx, tr!(lang, "records-no-games", game = name)).await;
    }
    let mut text = tr!(lang, "records-leaderboard", game = name);
    text.push('\n');
    text += &board_lines(lang, &board);
    reply_private(&ctx, text).await
}

/// A player's stats in this channel, in one game (default: you).
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] user: Option<serenity::User>,
    #[description = "Which game (default: this channel's)"] game: Option<GameChoice>,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let id = user.as_ref().map(|u| u.id).unwrap_or(ctx.author().id).get();
    let player = Player::Human { id: UserId(id) };
    let game = game_of(&ctx, game).await?;
    let stats = read(&ctx, move |s, ch| s.player_stats(ch, game, player)).await??;
    let Some(p) = stats else {
        let who = format!("<@{id}>");
        let text = tr!(
            lang,
            "records-no-stats",
            who = who,
            game = words::game(lang, game)
        );
        return reply_private(&ctx, text).await;
    };
    reply_private(&ctx, stats_text(lang, game, &p)).await
}

/// What `/gin stats` shows of a player.
fn stats_text(lang: Lang, game: GameKind, p: &PlayerStats) -> String {
    let detail = match game {
        GameKind::Jersey => tr!(
            lang,
            "records-detail-jersey",
            boxes = p.boxes,
            gins = p.gins,
            underknocks = p.underknocks,
            break_wins = p.break_wins
        ),
        GameKind::Gin => tr!(
            lang,
            "records-detail-gin",
            boxes = p.boxes,
            gins = p.gins,
            undercuts = p.underknocks
        ),
        GameKind::Colonel => tr!(lang, "records-detail-colonel", gins = p.gins),
    };
    let head = tr!(
        lang,
        "records-stats",
        who = player_name(lang, &p.player),
        game = words::game(lang, game),
        games = p.games,
        wins = p.wins,
        points = p.points
    );
    let rating = tr!(
        lang,
        "records-rating",
        per_hand = decimal(lang, p.points_per_hand),
        rating = decimal(lang, p.rating),
        uncertainty = decimal(lang, p.uncertainty)
    );
    format!("{head}\n{detail}\n{rating}")
}

/// One line of `/gin history`, in the reader's language.
pub fn history_line(lang: Lang, g: &GameRecord) -> String {
    let names: Vec<String> = (0..g.players.len())
        .map(|s| seat_name(lang, &g.players, s))
        .collect();
    let rules = rules_line(lang, &g.rules);
    let finished = g.finished_ms / 1000;
    let Some(st) = &g.standings else {
        let names = names.join(", ");
        return match g.hands {
            Some(hands) => tr!(
                lang,
                "records-abandoned-after",
                game_id = g.game_id,
                rules = rules,
                hands = hands,
                names = names
            ),
            None => tr!(
                lang,
                "records-abandoned",
                game_id = g.game_id,
                rules = rules,
                names = names
            ),
        };
    };
    let side = |c: usize| {
        st.competitors[c]
            .iter()
            .map(|&s| names[s].clone())
            .collect::<Vec<_>>()
            .join(" & ")
    };
    let mut order: Vec<usize> = (0..st.competitors.len()).collect();
    order.sort_by_key(|&c| (st.ranks[c], c));
    let winners: Vec<String> = order
        .iter()
        .filter(|&&c| st.ranks[c] == 0)
        .map(|&c| side(c))
        .collect();
    let outcome = match &winners[..] {
        [winner] => tr!(lang, "records-won", winner = winner.as_str()),
        _ => tr!(
            lang,
            "records-tie",
            winners = crate::render::and_list(&winners, lang)
        ),
    };
    let totals = order
        .iter()
        .map(|&c| format!("{} {}", side(c), st.totals[c]))
        .collect::<Vec<_>>()
        .join(", ");
    match g.hands {
        Some(hands) => tr!(
            lang,
            "records-history-hands",
            game_id = g.game_id,
            rules = rules,
            hands = hands,
            finished = finished,
            outcome = outcome,
            totals = totals
        ),
        None => tr!(
            lang,
            "records-history",
            game_id = g.game_id,
            rules = rules,
            finished = finished,
            outcome = outcome,
            totals = totals
        ),
    }
}

/// The latest games played in this channel.
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let games = read(&ctx, |s, ch| s.recent_games(ch, 10)).await??;
    if games.is_empty() {
        return reply_private(&ctx, tr!(lang, "records-no-history")).await;
    }
    let mut text = tr!(lang, "records-latest");
    text.push('\n');
    for g in &games {
        text += &history_line(lang, g);
        text.push('\n');
    }
    reply_private(&ctx, text).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Standings};

    fn stats() -> PlayerStats {
        PlayerStats {
            player: Player::Human { id: UserId(7) },
            computer: false,
            games: 1,
            wins: 1,
            points: 212,
            boxes: 4,
            gins: 2,
            underknocks: 1,
            break_wins: 0,
            hands: 5,
            points_per_hand: 42.4,
            rating: 27.25,
            uncertainty: 6.0,
            conservative: 9.25,
        }
    }

    fn record(standings: Option<Standings>, hands: Option<u32>) -> GameRecord {
        GameRecord {
            game_id: 12,
            rules: Rules::from_names("gin", &[]).unwrap(),
            players: vec![
                Player::Human { id: UserId(7) },
                Player::Human { id: UserId(8) },
            ],
            standings,
            hands,
            finished_ms: 1_700_000_000_000,
            ratings: Vec::new(),
        }
    }

    #[test]
    fn english_records_read_as_before() {
        assert_eq!(
            stats_text(Lang::En, GameKind::Gin, &stats()),
            "📊 **<@7>** at Gin Rummy — 1 game, 1 win, 212 points\n\
             Boxes 4 · gins 2 · undercuts 1\n\
             Points per hand 42.4 · rating 27.2 ± 6.0"
        );
        let won = Standings {
            competitors: vec![vec![0], vec![1]],
            ranks: vec![1, 0],
            totals: vec![80, 160],
        };
        let tie = Standings {
            competitors: vec![vec![0], vec![1]],
            ranks: vec![0, 0],
            totals: vec![100, 100],
        };
        let r = rules_line(Lang::En, &record(None, None).rules);
        assert_eq!(
            history_line(Lang::En, &record(Some(won), Some(1))),
            format!("Game 12 ({r}, 1 hand, <t:1700000000:R>): <@8> won — <@8> 160, <@7> 80")
        );
        assert_eq!(
            history_line(Lang::En, &record(Some(tie), None)),
            format!(
                "Game 12 ({r}, <t:1700000000:R>): a tie between <@7> and <@8> — <@7> 100, <@8> 100"
            )
        );
        assert_eq!(
            history_line(Lang::En, &record(None, Some(3))),
            format!("Game 12 ({r}): abandoned after 3 hands — <@7>, <@8>")
        );
    }

    #[test]
    fn records_speak_every_language() {
        let won = Standings {
            competitors: vec![vec![0], vec![1]],
            ranks: vec![1, 0],
            totals: vec![80, 160],
        };
        for lang in Lang::ALL {
            let texts = [
                stats_text(lang, GameKind::Jersey, &stats()),
                stats_text(lang, GameKind::Gin, &stats()),
                stats_text(lang, GameKind::Colonel, &stats()),
                history_line(lang, &record(Some(won.clone()), Some(2))),
                history_line(lang, &record(None, None)),
            ];
            for text in &texts {
                assert!(
                    !text.contains('{') && !text.contains("records-"),
                    "{lang}: {text}"
                );
            }
            if lang != Lang::En {
                let english = [
                    stats_text(Lang::En, GameKind::Jersey, &stats()),
                    stats_text(Lang::En, GameKind::Gin, &stats()),
                    stats_text(Lang::En, GameKind::Colonel, &stats()),
                    history_line(Lang::En, &record(Some(won.clone()), Some(2))),
                    history_line(Lang::En, &record(None, None)),
                ];
                for (theirs, ours) in texts.iter().zip(&english) {
                    assert_ne!(theirs, ours, "{lang}");
                }
                // Decimals as the reader writes them.
                assert!(texts[1].contains("42,4"), "{lang}: {}", texts[1]);
            }
        }
    }
}
