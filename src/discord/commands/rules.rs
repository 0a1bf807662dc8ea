//! `/gin rules`: the rules of the game at this channel's table, or of any
//! game of the family by name, shown only to the asker.

use crate::discord::{Context, Error};
#[cfg(test)]
use crate::engine::GameKind;
use crate::engine::{GinRules, Rules};
use crate::rules_text::rules_messages;
#[cfg(test)]
use crate::rules_text::*;
use crate::table::ChannelId;

/// A game of the family, or one of two-handed Gin's variants, as a
/// command option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum RulesChoice {
    #[name = "Jersey Gin"]
    Jersey,
    #[name = "Gin Rummy"]
    Gin,
    #[name = "Colonel"]
    Colonel,
    #[name = "Gin: Oklahoma"]
    Oklahoma,
    #[name = "Gin: Hollywood"]
    Hollywood,
    #[name = "Gin: eleven cards"]
    ElevenCard,
    #[name = "Gin: Around the Corner"]
    AroundCorner,
    #[name = "Gin: doubling"]
    Doubling,
    #[name = "Gin: gin only"]
    GinOnly,
    #[name = "Gin: three players"]
    ThreeSitout,
    #[name = "Gin: partnership"]
    Partnership,
}

impl RulesChoice {
    /// The rules this choice names (a variant: standard Gin with it on).
    pub fn rules(self) -> Rules {
        let gin = |f: fn(&mut GinRules)| {
            let mut g = GinRules::default();
            f(&mut g);
            Rules::Gin(g)
        };
        match self {
            RulesChoice::Jersey => Rules::Jersey(Default::default()),
            RulesChoice::Gin => Rules::Gin(GinRules::default()),
            RulesChoice::Colonel => Rules::Colonel(Default::default()),
            RulesChoice::Oklahoma => gin(|g| g.oklahoma = true),
            RulesChoice::Hollywood => gin(|g| g.hollywood = true),
            RulesChoice::ElevenCard => gin(|g| g.eleven_card = true),
            RulesChoice::AroundCorner => gin(|g| g.around_corner = true),
            RulesChoice::Doubling => gin(|g| g.doubling = true),
            RulesChoice::GinOnly => gin(|g| g.gin_only = true),
            RulesChoice::ThreeSitout => gin(|g| g.three_sitout = true),
            RulesChoice::Partnership => gin(|g| g.partnership = true),
        }
    }
}

/// The rules of this channel's game, or of the game you name (only you see
/// them).
#[poise::command(slash_command, ephemeral)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "A game or variant (default: the game at this channel's table)"] game: Option<
        RulesChoice,
    >,
) -> Result<(), Error> {
    let rules = match game {
        Some(choice) => choice.rules(),
        None => ctx
            .data()
            .svc
            .snapshot(&ChannelId::discord(ctx.channel_id().get()))
            .map(|s| s.rules())
            .unwrap_or(Rules::Jersey(Default::default())),
    };
    // Private: in the reader's own language.
    for text in rules_messages(crate::discord::lang::of_command(&ctx), &rules) {
        ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use gin_text::Lang;

    fn all_choices() -> [RulesChoice; 11] {
        use RulesChoice::*;
        [
            Jersey,
            Gin,
            Colonel,
            Oklahoma,
            Hollywood,
            ElevenCard,
            AroundCorner,
            Doubling,
            GinOnly,
            ThreeSitout,
            Partnership,
        ]
    }

    #[test]
    fn every_message_fits_one_discord_message() {
        let mut every_switch = GinRules {
            oklahoma: true,
            hollywood: true,
            eleven_card: true,
            around_corner: true,
            doubling: true,
            gin_only: true,
            three_sitout: true,
            partnership: true,
            ..GinRules::default()
        };
        let mut cases: Vec<Rules> = all_choices().iter().map(|c| c.rules()).collect();
        cases.push(Rules::Gin(every_switch));
        every_switch.oklahoma_limit = crate::engine::OklahomaLimit::Current;
        cases.push(Rules::Gin(every_switch));
        for rules in cases {
            for lang in Lang::ALL {
                for text in rules_messages(lang, &rules) {
                    let n = text.chars().count();
                    assert!(n <= 2000, "{n} characters: {text}");
                }
            }
        }
    }

    #[test]
    fn jersey_summary_keeps_its_numbers() {
        for must in ["gin", "knock", "break", "100", "25", "40", "10"] {
            assert!(
                game_rules(Lang::En, GameKind::Jersey).contains(must),
                "{must}"
            );
        }
    }

    /// The Gin texts state the defaults the engine plays (G5, G7, G8, V4,
    /// V6, V8, V9.7).
    #[test]
    fn gin_texts_state_the_engines_defaults() {
        let g = GinRules::default();
        assert_eq!((g.knock_limit, g.undercut_bonus, g.gin_bonus), (10, 25, 25));
        assert!(game_rules(Lang::En, GameKind::Gin).contains("10 or less deadwood"));
        assert!(game_rules(Lang::En, GameKind::Gin).contains("plus 25"));
        assert!(game_rules(Lang::En, GameKind::Gin).contains("their count plus 25"));
        assert_eq!(g.game_bonus, 100);
        assert_eq!(g.box_bonus, 25);
        assert!(game_rules(Lang::En, GameKind::Gin).contains("First to 100"));
        let target = |f: fn(&mut GinRules)| {
            let mut g = GinRules::default();
            f(&mut g);
            g.target()
        };
        assert_eq!(target(|g| g.around_corner = true), 125);
        assert!(variant_rules(Lang::En, Variant::AroundCorner).contains("125"));
        assert_eq!(target(|g| g.gin_only = true), 250);
        assert!(variant_rules(Lang::En, Variant::GinOnly).contains("250"));
        assert_eq!(target(|g| g.partnership = true), 125);
        assert!(variant_rules(Lang::En, Variant::Partnership).contains("125"));
        assert_eq!(crate::engine::ColonelRules::default().hands, 4);
        assert!(game_rules(Lang::En, GameKind::Colonel).contains("Four hands"));
    }

    /// Each variant choice shows the standard game and that variant's text.
    #[test]
    fn a_variant_shows_the_game_and_the_switch() {
        for (choice, text) in [
            (
                RulesChoice::Oklahoma,
                variant_rules(Lang::En, Variant::Oklahoma),
            ),
            (
                RulesChoice::Hollywood,
                variant_rules(Lang::En, Variant::Hollywood),
            ),
            (
                RulesChoice::ElevenCard,
                variant_rules(Lang::En, Variant::ElevenCard),
            ),
            (
                RulesChoice::AroundCorner,
                variant_rules(Lang::En, Variant::AroundCorner),
            ),
            (
                RulesChoice::Doubling,
                variant_rules(Lang::En, Variant::Doubling),
            ),
            (
                RulesChoice::GinOnly,
                variant_rules(Lang::En, Variant::GinOnly),
            ),
            (
                RulesChoice::ThreeSitout,
                variant_rules(Lang::En, Variant::ThreeSitout),
            ),
            (
                RulesChoice::Partnership,
                variant_rules(Lang::En, Variant::Partnership),
            ),
        ] {
            let m = rules_messages(Lang::En, &choice.rules());
            assert_eq!(m[0], game_rules(Lang::En, GameKind::Gin));
            assert!(m[1].contains(&text), "{choice:?}");
        }
        // A game without switches: its rules, then its levels' strength.
        for (choice, kind) in [
            (RulesChoice::Jersey, GameKind::Jersey),
            (RulesChoice::Gin, GameKind::Gin),
            (RulesChoice::Colonel, GameKind::Colonel),
        ] {
            assert_eq!(
                rules_messages(Lang::En, &choice.rules()),
                [
                    game_rules(Lang::En, kind),
                    crate::level_strength::levels_message(Lang::En, kind)
                ]
            );
        }
    }
}
