//! What was played: `/gin leaderboard`, `/gin stats`, `/gin history`.

use super::reply_private;
use crate::discord::render::player_name;
use crate::discord::{Context, Error};
use crate::table::Player;
use poise::serenity_prelude as serenity;

async fn read<T: Send + 'static>(
    ctx: &Context<'_>,
    f: impl FnOnce(&crate::table::service::Service, &str) -> T + Send + 'static,
) -> Result<T, Error> {
    let svc = ctx.data().svc.clone();
    let ch = ctx.channel_id().get().to_string();
    Ok(tokio::task::spawn_blocking(move || f(&svc, &ch)).await?)
}

/// This channel's leaderboard (rating − 3σ).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    let board = read(&ctx, |s, ch| s.leaderboard(ch, 1)).await??;
    if board.is_empty() {
        return reply_private(&ctx, "No finished games in this channel yet.").await;
    }
    let mut text = String::from("📈 **Leaderboard** (rating − 3σ · games · wins · points)\n");
    for (i, p) in board.iter().take(20).enumerate() {
        text += &format!(
            "`{}.` {} — {:.1} · {} · {} · {}\n",
            i + 1,
            player_name(&p.player),
            p.conservative,
            p.games,
            p.wins,
            p.points
        );
    }
    reply_private(&ctx, text).await
}

/// A player's stats in this channel (default: you).
#[poise::command(slash_command)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let id = user.as_ref().map(|u| u.id).unwrap_or(ctx.author().id).get();
    let player = Player::Human { id };
    let stats = read(&ctx, move |s, ch| s.player_stats(ch, player)).await??;
    let Some(p) = stats else {
        return reply_private(&ctx, format!("<@{id}> has no finished games here yet.")).await;
    };
    reply_private(
        &ctx,
        format!(
            "📊 **{}** — {} games, {} wins, {} points\nBoxes {} · gins {} · underknocks {} · hands won at the break {}\nPoints per hand {:.1} · rating {:.1} ± {:.1}",
            player_name(&p.player),
            p.games,
            p.wins,
            p.points,
            p.boxes,
            p.gins,
            p.underknocks,
            p.break_wins,
            p.points_per_hand,
            p.rating,
            p.uncertainty
        ),
    )
    .await
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
        let players: Vec<Player> = g.players.iter().map(|&p| p.into()).collect();
        let names: Vec<String> = players.iter().map(player_name).collect();
        let line = match &g.result {
            Some(r) => format!(
                "Game {} (to {}, {} hands, <t:{}:R>): {} won — {}",
                g.game_id,
                g.options.target,
                g.hands.len(),
                g.finished_ms / 1000,
                names[r.winner],
                r.ranking
                    .iter()
                    .map(|&s| format!("{} {}", names[s], r.totals[s]))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            None => format!(
                "Game {} (to {}): abandoned after {} hands — {}",
                g.game_id,
                g.options.target,
                g.hands.len(),
                names.join(", ")
            ),
        };
        text += &line;
        text.push('\n');
    }
    reply_private(&ctx, text).await
}
