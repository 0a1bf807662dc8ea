//! `/gin profile [user]` (issue 43): a person's games of each kind, here
//! and everywhere, and their achievements, in the reader's language, with
//! a picture card of it drawn like the table pictures.

use super::reply_private;
use crate::achievements::Achievement;
use crate::discord::{Context, Error};
use crate::table::profiles::{GameProfile, Profile, Variant};
use crate::table::service::StoreError;
use crate::table::{ChannelId, UserId};
use crate::words;
use gin_text::{tr, Lang};
use poise::serenity_prelude as serenity;

/// A decimal figure as the reader writes it: "27.3", "27,3".
fn decimal(lang: Lang, x: f64) -> String {
    let text = format!("{x:.1}");
    if lang == Lang::En {
        text
    } else {
        text.replace('.', ",")
    }
}

/// "Oklahoma, Hollywood", or "standard" without a switch.
pub fn variant_name(lang: Lang, v: &Variant) -> String {
    if v.switches.is_empty() {
        return tr!(lang, "profile-standard");
    }
    v.switches
        .iter()
        .map(|&s| words::switch(lang, s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn game_lines(lang: Lang, p: &GameProfile) -> String {
    let game = words::game(lang, p.kind);
    let here = match &p.here {
        Some(s) => tr!(
            lang,
            "profile-game-here",
            game = game,
            games = s.games,
            wins = s.wins,
            rating = decimal(lang, s.rating),
            uncertainty = decimal(lang, s.uncertainty)
        ),
        None => tr!(lang, "profile-game-not-here", game = game),
    };
    let favourite = p
        .favourite
        .as_ref()
        .map(|v| variant_name(lang, v))
        .unwrap_or_else(|| tr!(lang, "profile-standard"));
    let everywhere = tr!(
        lang,
        "profile-game-everywhere",
        games = p.games,
        wins = p.wins,
        gins = p.gins,
        undercuts = p.undercuts,
        shutouts = p.shutouts,
        boxes = p.boxes,
        streak = p.best_streak,
        variant = favourite
    );
    format!("{here}\n{everywhere}")
}

/// What `/gin profile` says of a person.
pub fn profile_text(lang: Lang, p: &Profile) -> String {
    let who = format!("<@{}>", p.user);
    let streak = if p.daily_streak > 0 {
        format!("\n{}", tr!(lang, "daily-streak", days = p.daily_streak))
    } else {
        String::new()
    };
    if p.games.is_empty() {
        return tr!(lang, "profile-nothing", who = who) + &streak;
    }
    let mut text = tr!(
        lang,
        "profile-title",
        who = who,
        games = p.progress.games,
        wins = p.progress.wins,
        streak = p.progress.best_streak
    );
    for g in &p.games {
        text.push('\n');
        text += &game_lines(lang, g);
    }
    text.push('\n');
    text += &if p.progress.earned.is_empty() {
        tr!(lang, "profile-no-achievements")
    } else {
        let list = p
            .progress
            .earned
            .iter()
            .map(|&(a, _)| format!("{} {}", a.badge(), a.name(lang)))
            .collect::<Vec<_>>()
            .join(" · ");
        tr!(
            lang,
            "profile-achievements",
            count = p.progress.earned.len(),
            total = Achievement::ALL.len(),
            list = list
        )
    };
    text + &streak
}

/// The profile as a picture card: the same figures, words in `lang`.
pub fn profile_picture(lang: Lang, name: &str, p: &Profile) -> gin_pictures::ProfilePicture {
    let games = p
        .games
        .iter()
        .map(|g| {
            let rating = g
                .here
                .as_ref()
                .map_or("-".to_string(), |s| decimal(lang, s.rating));
            let figures = [
                (tr!(lang, "profile-pic-games"), g.games.to_string()),
                (tr!(lang, "profile-pic-wins"), g.wins.to_string()),
                (tr!(lang, "profile-pic-rating"), rating),
                (tr!(lang, "profile-pic-gins"), g.gins.to_string()),
                (tr!(lang, "profile-pic-undercuts"), g.undercuts.to_string()),
                (tr!(lang, "profile-pic-shutouts"), g.shutouts.to_string()),
                (tr!(lang, "profile-pic-boxes"), g.boxes.to_string()),
                (tr!(lang, "profile-pic-streak"), g.best_streak.to_string()),
            ];
            gin_pictures::ProfileRow {
                game: words::game(lang, g.kind),
                figures: figures.into_iter().collect(),
            }
        })
        .collect();
    gin_pictures::ProfilePicture {
        name: name.to_string(),
        headline: tr!(
            lang,
            "profile-pic-headline",
            games = p.progress.games,
            wins = p.progress.wins
        ),
        games,
        badges_caption: tr!(
            lang,
            "profile-pic-badges",
            count = p.progress.earned.len(),
            total = Achievement::ALL.len()
        ),
        badges: Achievement::ALL
            .iter()
            .map(|&a| p.progress.has(a))
            .collect(),
    }
}

/// A player's games, ratings and achievements (default: yours).
#[poise::command(slash_command)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let lang = crate::discord::lang::of_command(&ctx);
    let id = UserId(user.as_ref().map(|u| u.id).unwrap_or(ctx.author().id).get());
    let ch = ChannelId::discord(ctx.channel_id().get());
    let profile = ctx
        .data()
        .svc
        .call(move |s| Ok::<_, StoreError>(s.profile(id, &ch)))
        .await??;
    let text = profile_text(lang, &profile);
    let poise::Context::Application(a) = ctx else {
        return reply_private(&ctx, text).await;
    };
    let on = ctx.data().pictures.on(ctx.channel_id().get());
    if profile.games.is_empty() || !on {
        return reply_private(&ctx, text).await;
    }
    let name = user
        .as_ref()
        .unwrap_or(ctx.author())
        .display_name()
        .to_string();
    let card = profile_picture(lang, &name, &profile);
    let drawn = tokio::task::spawn_blocking(move || {
        gin_pictures::render_profile(&card, gin_pictures::Style::default())
    })
    .await;
    let file = match drawn {
        Ok(Ok(png)) => Some(serenity::CreateAttachment::bytes(png.bytes, "profile.png")),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "a profile card could not be drawn");
            None
        }
        Err(e) => {
            tracing::warn!(error = %e, "drawing a profile card failed");
            None
        }
    };
    let reply = poise::CreateReply::default()
        .content(crate::discord::message::clip(text))
        .ephemeral(true);
    crate::discord::wire::command_reply(a, reply, file.as_ref()).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::achievements::Progress;
    use crate::engine::{GameKind, Switch};
    use crate::table::queries::PlayerStats;
    use crate::table::Player;

    fn profile() -> Profile {
        let here = PlayerStats {
            player: Player::Human { id: UserId(7) },
            computer: false,
            games: 3,
            wins: 2,
            points: 300,
            boxes: 9,
            gins: 2,
            underknocks: 1,
            break_wins: 0,
            hands: 12,
            points_per_hand: 25.0,
            rating: 27.25,
            uncertainty: 6.5,
            conservative: 7.75,
        };
        let gin = GameProfile {
            kind: GameKind::Gin,
            here: Some(here),
            games: 5,
            wins: 3,
            gins: 4,
            undercuts: 1,
            shutouts: 1,
            boxes: 20,
            best_streak: 2,
            favourite: Some(Variant {
                kind: GameKind::Gin,
                switches: vec![Switch::Oklahoma, Switch::Hollywood],
            }),
        };
        let colonel = GameProfile {
            kind: GameKind::Colonel,
            here: None,
            games: 1,
            wins: 0,
            gins: 0,
            undercuts: 0,
            shutouts: 0,
            boxes: 0,
            best_streak: 0,
            favourite: Some(Variant {
                kind: GameKind::Colonel,
                switches: vec![],
            }),
        };
        Profile {
            user: UserId(7),
            games: vec![gin, colonel],
            progress: Progress {
                games: 6,
                wins: 3,
                streak: 0,
                best_streak: 2,
                earned: vec![(Achievement::FirstWin, 1), (Achievement::Shutout, 4)],
            },
            daily_streak: 0,
        }
    }

    #[test]
    fn a_profile_reads_in_english() {
        assert_eq!(
            profile_text(Lang::En, &profile()),
            "👤 **<@7>** — 6 games, 3 wins, best streak 2\n\
             **Gin Rummy** here: 3 games, 2 wins, rating 27.2 ± 6.5\n\
             Everywhere: 5 games, 3 wins · gins 4 · undercuts 1 · shutouts 1 · boxes 20 · \
             best streak 2 · favourite: Oklahoma, Hollywood scoring\n\
             **Colonel**: no games in this channel\n\
             Everywhere: 1 game, 0 wins · gins 0 · undercuts 0 · shutouts 0 · boxes 0 · \
             best streak 0 · favourite: standard\n\
             🏅 Achievements (2 of 11): 🏆 First win · 🧹 Shutout"
        );
        let empty = Profile {
            games: vec![],
            ..profile()
        };
        assert_eq!(
            profile_text(Lang::En, &empty),
            "<@7> has not finished a game yet."
        );
        let daily = Profile {
            daily_streak: 3,
            ..empty
        };
        assert_eq!(
            profile_text(Lang::En, &daily),
            "<@7> has not finished a game yet.\n\
             🔥 Streak: 3 days in a row with a daily deal finished."
        );
    }

    /// The card carries the text's figures, and draws in every language.
    #[test]
    fn the_card_holds_the_figures() {
        let card = profile_picture(Lang::En, "Ann", &profile());
        assert_eq!(card.games.len(), 2);
        assert_eq!(card.games[0].game, "Gin Rummy");
        assert_eq!(
            card.games[0].figures[2],
            ("RATING".to_string(), "27.2".to_string())
        );
        assert_eq!(card.games[1].figures[2].1, "-");
        assert_eq!(card.badges.iter().filter(|&&b| b).count(), 2);
        assert_eq!(card.badges_caption, "ACHIEVEMENTS 2/11");
        for lang in Lang::ALL {
            let card = profile_picture(lang, "Ann", &profile());
            gin_pictures::render_profile(&card, gin_pictures::Style::default()).unwrap();
        }
    }

    #[test]
    fn a_profile_speaks_every_language() {
        let english = profile_text(Lang::En, &profile());
        for lang in Lang::ALL {
            let text = profile_text(lang, &profile());
            assert!(
                !text.contains('{') && !text.contains("profile-") && !text.contains("achievement-"),
                "{lang}: {text}"
            );
            assert!(text.chars().count() <= 2000, "{lang}");
            if lang != Lang::En {
                assert_ne!(text, english, "{lang}");
                assert!(text.contains("27,2"), "{lang}: {text}");
            }
        }
    }
}
