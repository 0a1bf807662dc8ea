//! The daily deal (issue 43): `/gin daily` plays today's deal of a game
//! alone against the hard computer, once; `/gin daily-board` ranks the
//! day's results (see `table::daily`).
//!
//! A daily table is private wherever it is played: it is reached only
//! through the person's interactions (`Delivery::Interactions`), so the
//! board posts nothing in the channel and nobody else sees the deal's
//! cards, even at the hand's end. Its answer is the person's hand view.

use super::lobby::{channel, error_text_in, guild};
use super::{actor, reply_private, request_id};
use crate::ai::Level;
use crate::discord::components::apply;
use crate::discord::{Context, Error};
use crate::engine::GameKind;
use crate::table::daily::{self, BoardLine, DailyStatus, Scope};
use crate::table::{ChannelId, Command, Delivery, Player, StageKind, UserId};
use crate::words;
use gin_text::{tr, Lang};

/// The game of a daily deal, as a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DailyGame {
    #[name = "Gin Rummy"]
    Gin,
    #[name = "Jersey Gin"]
    Jersey,
    #[name = "Colonel"]
    Colonel,
}

impl From<DailyGame> for GameKind {
    fn from(g: DailyGame) -> GameKind {
        match g {
            DailyGame::Gin => GameKind::Gin,
            DailyGame::Jersey => GameKind::Jersey,
            DailyGame::Colonel => GameKind::Colonel,
        }
    }
}

/// Whose daily board, as a command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum DailyScope {
    #[name = "this server"]
    Server,
    #[name = "everywhere"]
    Everywhere,
}

/// A result's points as the board writes them: `+12`, `−7`, `0`.
pub fn signed(points: i64) -> String {
    match points {
        p if p > 0 => format!("+{p}"),
        p if p < 0 => format!("−{}", p.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// The lines of a board, best first (at most 15).
pub fn board_text(lang: Lang, kind: GameKind, day: daily::Day, board: &[BoardLine]) -> String {
    let game = words::game(lang, kind);
    let day = daily::day_text(day);
    if board.is_empty() {
        return tr!(lang, "daily-board-empty", game = game, day = day);
    }
    let mut text = tr!(lang, "daily-board-title", game = game, day = day);
    for l in board.iter().take(15) {
        text += &format!(
            "\n`{}.` {} — {}",
            l.rank,
            crate::discord::screens::player_name(lang, &Player::Human { id: l.user }),
            signed(l.points)
        );
    }
    text
}

/// What a person who finished the day's deal is told.
pub fn status_text(lang: Lang, s: &DailyStatus) -> String {
    let game = words::game(lang, s.kind);
    let day = daily::day_text(s.day);
    let mut text = match (s.points, s.rank) {
        (Some(p), Some(rank)) => tr!(
            lang,
            "daily-done",
            game = game,
            day = day,
            points = signed(p),
            rank = rank,
            players = s.players
        ),
        _ => tr!(lang, "daily-not-yet", game = game, day = day),
    };
    text.push('\n');
    text += &tr!(lang, "daily-streak", days = s.streak);
    text
}

async fn status(ctx: &Context<'_>, kind: GameKind) -> Result<DailyStatus, Error> {
    let user = UserId(ctx.author().id.get());
    let svc = &ctx.data().svc;
    let day = svc.daily_today();
    Ok(svc.call(move |s| s.daily_status(user, day, kind)).await?)
}

/// Play today's deal against the hard computer: the same cards for everyone, once a day.
#[poise::command(slash_command)]
pub async fn daily(
    ctx: Context<'_>,
    #[description = "Which game's deal (default Gin Rummy)"] game: Option<DailyGame>,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let kind = GameKind::from(game.unwrap_or(DailyGame::Gin));
    let data = ctx.data();
    let user = ctx.author().id.get();
    let ch = channel(&ctx);
    let here = ChannelId::discord(ch);
    let st = status(&ctx, kind).await?;
    if st.points.is_some() {
        // Played: the result, the streak and the top of the board.
        let scope = match guild(&ctx) {
            Some(g) => Scope::Server(g),
            None => Scope::Global,
        };
        let day = st.day;
        let board = data
            .svc
            .call(move |s| s.daily_board(day, kind, scope))
            .await?;
        let mut text = status_text(lang, &st);
        text += "\n\n";
        text += &board_text(lang, kind, day, &board);
        return reply_private(&ctx, text).await;
    }
    if let Some(v) = data.svc.view(&here) {
        let mine = v.settings.daily == Some(st.day)
            && v.settings.rules.kind() == kind
            && v.seats
                .iter()
                .any(|s| s.player == Player::Human { id: UserId(user) });
        match v.stage {
            // Their own deal, still on: back to it.
            StageKind::Playing if mine => return super::play::show_hand(ctx).await,
            StageKind::Finished => super::lobby::close_finished(&ctx).await,
            _ => return reply_private(&ctx, tr!(lang, "daily-table-busy")).await,
        }
    }
    let settings = daily::daily_settings(st.day, kind, lang, Delivery::Interactions);
    let opened = apply(
        data,
        guild(&ctx),
        ch,
        request_id(&ctx),
        actor(&ctx),
        Command::Open { settings },
    )
    .await;
    let reply = match opened {
        Ok(r) => r,
        Err(e) => return reply_private(&ctx, error_text_in(lang, &e)).await,
    };
    let duplicate = reply.duplicate;
    data.board.reply(reply);
    if !duplicate {
        data.pictures.set_table(ch, data.pictures.default_on());
        let mut commands = vec![Command::AddComputer { level: Level::Hard }; settings.seats() - 1];
        commands.push(Command::Start);
        for command in commands {
            match apply(data, guild(&ctx), ch, 0, actor(&ctx), command).await {
                Ok(r) => data.board.reply(r),
                Err(e) => return reply_private(&ctx, error_text_in(lang, &e)).await,
            }
        }
    }
    super::play::show_hand(ctx).await
}

/// The day's daily deal results, ranked: this server's or everyone's.
#[poise::command(slash_command, rename = "daily-board")]
pub async fn daily_board(
    ctx: Context<'_>,
    #[description = "Which game's deal (default Gin Rummy)"] game: Option<DailyGame>,
    #[description = "This server's players or everyone (default: this server's, in a server)"]
    scope: Option<DailyScope>,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let kind = GameKind::from(game.unwrap_or(DailyGame::Gin));
    let scope = match (scope, guild(&ctx)) {
        (Some(DailyScope::Everywhere), _) | (None, None) => Scope::Global,
        (_, Some(g)) => Scope::Server(g),
        (Some(DailyScope::Server), None) => {
            return reply_private(&ctx, tr!(lang, "ladder-no-server")).await
        }
    };
    let svc = &ctx.data().svc;
    let day = svc.daily_today();
    let board = svc.call(move |s| s.daily_board(day, kind, scope)).await?;
    let st = status(&ctx, kind).await?;
    let mut text = board_text(lang, kind, day, &board);
    text += "\n\n";
    text += &status_text(lang, &st);
    reply_private(&ctx, text).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_and_results_speak_every_language() {
        let board = [
            BoardLine {
                rank: 1,
                user: UserId(7),
                points: 25,
            },
            BoardLine {
                rank: 2,
                user: UserId(8),
                points: -3,
            },
            BoardLine {
                rank: 2,
                user: UserId(9),
                points: -3,
            },
        ];
        let en = board_text(Lang::En, GameKind::Gin, 20_420, &board);
        assert!(en.contains("`1.` <@7> — +25"), "{en}");
        assert!(en.contains("`2.` <@9> — −3"), "{en}");
        let st = DailyStatus {
            day: 20_420,
            kind: GameKind::Gin,
            points: Some(25),
            rank: Some(1),
            players: 3,
            streak: 4,
        };
        for lang in Lang::ALL {
            for text in [
                board_text(lang, GameKind::Gin, 20_420, &board),
                board_text(lang, GameKind::Colonel, 20_420, &[]),
                status_text(lang, &st),
                status_text(
                    lang,
                    &DailyStatus {
                        points: None,
                        rank: None,
                        ..st.clone()
                    },
                ),
            ] {
                assert!(
                    !text.contains('{') && !text.contains("daily-"),
                    "{lang}: {text}"
                );
                assert!(text.contains("2025-11-28"), "{lang}: {text}");
            }
        }
    }
}
