//! What was played: `/gin leaderboard`, `/gin stats`, `/gin history`.

use super::lobby::GameChoice;
use super::reply_private;
use crate::discord::screens::rules_line;
use crate::discord::screens::{player_name, seat_name};
use crate::discord::{Context, Error};
use crate::engine::GameKind;
use crate::render::count;
use crate::table::queries::GameRecord;
use crate::table::service::StoreError;
use crate::table::{ChannelId, Player, UserId};
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

/// This channel's leaderboard in one game (rating − 3σ).
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: this channel's)"] game: Option<GameChoice>,
) -> Result<(), Error> {
    let game = game_of(&ctx, game).await?;
    let board = read(&ctx, move |s, ch| s.leaderboard(ch, game, 1)).await??;
    if board.is_empty() {
        return reply_private(
            &ctx,
            format!("No finished games of {} in this channel yet.", game.name()),
        )
        .await;
    }
    let mut text = format!(
        "📈 **Leaderboard: {}** (rating − 3σ · games · wins · points)\n",
        game.name()
    );
    for (i, p) in board.iter().take(20).enumerate() {
        text += &format!(
            "`{}.` {} — {:.1} · {} · {} · {}\n",
            i + 1,
            player_name(crate::discord::lang::of_command(&ctx), &p.player),
            p.conservative,
            p.games,
            p.wins,
            p.points
        );
    }
    reply_private(&ctx, text).await
}

/// A player's stats in this channel, in one game (default: you).
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] user: Option<serenity::User>,
    #[description = "Which game (default: this channel's)"] game: Option<GameChoice>,
) -> Result<(), Error> {
    let id = user.as_ref().map(|u| u.id).unwrap_or(ctx.author().id).get();
    let player = Player::Human { id: UserId(id) };
    let game = game_of(&ctx, game).await?;
    let stats = read(&ctx, move |s, ch| s.player_stats(ch, game, player)).await??;
    let Some(p) = stats else {
        return reply_private(
            &ctx,
            format!("<@{id}> has no finished games of {} here yet.", game.name()),
        )
        .await;
    };
    let detail = match game {
        GameKind::Jersey => format!(
            "Boxes {} · gins {} · underknocks {} · hands won at the break {}",
            p.boxes, p.gins, p.underknocks, p.break_wins
        ),
        GameKind::Gin => format!(
            "Boxes {} · gins {} · undercuts {}",
            p.boxes, p.gins, p.underknocks
        ),
        GameKind::Colonel => format!("Hands gone out {}", p.gins),
    };
    reply_private(
        &ctx,
        format!(
            "📊 **{}** at {} — {}, {}, {}\n{detail}\nPoints per hand {:.1} · rating {:.1} ± {:.1}",
            player_name(crate::discord::lang::of_command(&ctx), &p.player),
            game.name(),
            count(p.games, "game", "games"),
            count(p.wins, "win", "wins"),
            count(p.points, "point", "points"),
            p.points_per_hand,
            p.rating,
            p.uncertainty
        ),
    )
    .await
}

/// One line of `/gin history`.
pub fn history_line(g: &GameRecord) -> String {
    let names: Vec<String> = (0..g.players.len())
        .map(|s| seat_name(gin_text::Lang::En, &g.players, s))
        .collect();
    let game = rules_line(gin_text::Lang::En, &g.rules);
    let hands = g.hands.map(|n| format!(", {n} hands")).unwrap_or_default();
    match &g.standings {
        Some(st) => {
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
            let outcome = if winners.len() == 1 {
                format!("{} won", winners[0])
            } else {
                format!("a tie between {}", winners.join(" and "))
            };
            format!(
                "Game {} ({game}{hands}, <t:{}:R>): {outcome} — {}",
                g.game_id,
                g.finished_ms / 1000,
                order
                    .iter()
                    .map(|&c| format!("{} {}", side(c), st.totals[c]))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
        None => format!(
            "Game {} ({game}): abandoned{} — {}",
            g.game_id,
            g.hands
                .map(|n| format!(" after {n} hands"))
                .unwrap_or_default(),
            names.join(", ")
        ),
    }
}

/// The latest games played in this channel.
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    let games = read(&ctx, |s, ch| s.recent_games(ch, 10)).await??;
    if games.is_empty() {
        return reply_private(&ctx, "No games in this channel yet.").await;
    }
    let mut text = String::from("📜 **Latest games**\n");
    for g in &games {
        text += &history_line(g);
        text.push('\n');
    }
    reply_private(&ctx, text).await
}
