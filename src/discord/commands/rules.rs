//! `/gin rules`: the rules of the game at this channel's table, or of any
//! game of the family by name, shown only to the asker.

use crate::discord::{Context, Error};
use crate::engine::{GinRules, Rules};
use crate::table::ChannelId;

/// Jersey Gin, in our own words (the full rules: docs/rules/jersey-gin.md). Every text here
/// stays under Discord's 2000-character limit for message content (tested).
pub const JERSEY: &str = "\
**Jersey Gin** — three-handed Gin Rummy; all three of you play every hand.

**Deal.** 10 cards each; the next card starts the discard pile, the other 21 are the stock. Deal passes left each hand.
**Your turn.** Take the top of the stock or the top discard, then throw one card face up (not the discard you just took).
**Melds.** 3–4 cards of a rank, or 3+ in a row of one suit (ace low only: A-2-3 yes, Q-K-A no). Unmelded cards are *deadwood*: ace 1, pips, faces 10.
**Knock.** After drawing, with 10 or less deadwood, you may knock: your melds go down, and the next player, then the third, lay off cards onto melds already shown.
• Lowest count: you score the gaps to both others' counts.
• Someone ties or beats you: they *underknock* and score their gaps plus 10.
• No deadwood at all is **gin**: the two others' counts plus 40, no layoffs.
**The break.** With 3 cards left in the stock, knocking stops. From then on you may take a discard only if it fits a meld at once, and after each turn your melds and layoffs go down for you. When the stock is gone, the lowest count scores the gaps (ties: the breaker, then the next player); emptying your hand ends it early.
**Game.** First to 100 gets 100 more; every hand won adds 25. Highest total wins.
Tables can change the target, knock limit and bonuses.";

/// Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G), in our own words.
pub const GIN: &str = "\
**Gin Rummy** — two players, the classic game.

**Deal.** Each draws a card; the lower deals. 10 cards each, one card face up (the *upcard*), 31 in the stock. The loser of a hand deals the next; after a drawn hand the same dealer deals again.
**First turn.** The non-dealer may take the upcard or pass, then the dealer may. If both pass, the non-dealer draws from the stock.
**Turns.** Draw the top of the stock or the top discard, then discard face up (not the card you just took from the pile).
**Melds.** 3–4 cards of a rank, or 3+ in a row of one suit, ace low. Deadwood counts ace 1, pips, faces 10.
**Knock.** After drawing, if the 10 cards you keep have 10 or less deadwood, you may discard face down and knock. Your opponent shows their melds and lays off cards on yours (the best way for them is found for them).
• Your count lower: you score the difference.
• Theirs equal or lower: they *undercut* you and score the difference plus 25.
• No deadwood is **gin**: their count plus 25; no layoffs, and gin is never undercut.
**Stock.** The last two stock cards are never drawn: if the player who takes the stock down to two does not knock, the hand is a draw. So is a hand with 20 turns in a row without a stock draw.
**Game.** First to 100 ends the game and gets 100 more (the points and that 100 are doubled if the other player won no hand); everyone adds 25 for every hand they won. The higher total wins.
Tables can change the target, knock limit and bonuses.";

/// Colonel (docs/rules/gin-rummy.md, V9), in our own words.
pub const COLONEL: &str = "\
**Colonel** — two players, melding as you go.

**Deal.** The lower card deals first, then the deal alternates. 10 cards each, one card face up, the rest the stock. The non-dealer starts with an ordinary turn.
**Melds.** 3–4 of a rank, or 3+ in a row of one suit; the ace may be high (Q-K-A) or low (A-2-3), never both (K-A-2 is no run).
**Your turn.** Draw from the stock or the pile; lay down any melds and add cards to any meld on the table, yours or your opponent's; then discard (not a card you took from the pile this turn). You may not meld down to just the card you took from the pile, since you could not throw it.
**Going out.** Empty your hand by melding, or meld down to one card and discard it: you score every card left in your opponent's hand, melds or not — A, K, Q, J and 10 count 10, the others their pips.
**Stock out.** Whoever draws the last stock card may still go out; if not, the hand ends and the lower hand total scores the difference.
**Challenge.** At the start of your turn you may challenge: if your opponent refuses, play goes on; if they accept, the hand ends and the lower hand total scores the other's total.
**Match.** Four hands (each deals twice) unless the table sets another number; the higher grand total wins. No bonuses.";

/// Each variant of two-handed Gin, in our own words.
const OKLAHOMA: &str = "**Oklahoma.** The first upcard sets the knock limit (faces 10); an ace upcard means gin only. A spade upcard doubles the hand's score and its bonuses (not the game, shutout or box bonuses).";
const OKLAHOMA_CURRENT: &str = "**Oklahoma, current card.** The knock limit is the value of the top discard when your turn starts (an ace: no knocking); spades still go by the first upcard.";
const HOLLYWOOD: &str = "**Hollywood.** Three games are scored at once. Game 1 counts every hand you win; game 2 only once you have scored in game 1, game 3 once you have scored in game 2 (and all games once you are shut out of one). Each game ends at the target with its own bonuses; winning two of the three wins the set.";
const ELEVEN_CARD: &str = "**Eleven cards.** The non-dealer gets 11 cards and there is no upcard: their first turn is a discard (or a knock) without drawing.";
const AROUND_CORNER: &str = "**Around the Corner.** Runs may turn the corner: Q-K-A, K-A-2 and Q-K-A-2-3 are runs. An ace counts 15 unless the table says 1; the game is to 125.";
const DOUBLING: &str = "**Doubling.** Once a hand, at the start of your turn before drawing, you may offer a double. Your opponent accepts (the hand counts double), resigns, or redoubles (four times, if the table allows it). Refusing ends the hand as if the offerer had knocked, plus 20 for them.";
const GIN_ONLY: &str =
    "**Gin only.** No knocking: a hand ends only by gin or a draw. The game is to 250.";
const THREE_SITOUT: &str = "**Three players.** Two play each hand while the third sits out and deals; the loser of a hand sits out the next. Each keeps their own total, to 100.";
const PARTNERSHIP: &str = "**Partnership.** Four players in two sides, partners across. Each hand is two games of two, partners facing different opponents in turn; the side that scored more takes the difference and one box. The game is to 125; you see only your own hand, your partner's game as it is played.";

/// What `/gin rules` shows for these rules: the game, then each switch in
/// force. Split into messages that each fit Discord's limit.
pub fn rules_messages(rules: &Rules) -> Vec<String> {
    match rules {
        Rules::Jersey(_) => vec![JERSEY.to_string()],
        Rules::Colonel(_) => vec![COLONEL.to_string()],
        Rules::Gin(g) => {
            let switches = gin_switches(g);
            if switches.is_empty() {
                return vec![GIN.to_string()];
            }
            vec![
                GIN.to_string(),
                format!("**This table plays:**\n{}", switches.join("\n")),
            ]
        }
    }
}

fn gin_switches(g: &GinRules) -> Vec<&'static str> {
    use crate::engine::OklahomaLimit;
    let mut out = Vec::new();
    if g.oklahoma {
        out.push(match g.oklahoma_limit {
            OklahomaLimit::FirstUpcard => OKLAHOMA,
            OklahomaLimit::Current => OKLAHOMA_CURRENT,
        });
    }
    for (on, text) in [
        (g.hollywood, HOLLYWOOD),
        (g.eleven_card, ELEVEN_CARD),
        (g.around_corner, AROUND_CORNER),
        (g.doubling, DOUBLING),
        (g.gin_only, GIN_ONLY),
        (g.three_sitout, THREE_SITOUT),
        (g.partnership, PARTNERSHIP),
    ] {
        if on {
            out.push(text);
        }
    }
    out
}

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
    for text in rules_messages(&rules) {
        ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
            for text in rules_messages(&rules) {
                let n = text.chars().count();
                assert!(n <= 2000, "{n} characters: {text}");
            }
        }
    }

    #[test]
    fn jersey_summary_keeps_its_numbers() {
        for must in ["gin", "knock", "break", "100", "25", "40", "10"] {
            assert!(JERSEY.contains(must), "{must}");
        }
    }

    /// The Gin texts state the defaults the engine plays (G5, G7, G8, V4,
    /// V6, V8, V9.7).
    #[test]
    fn gin_texts_state_the_engines_defaults() {
        let g = GinRules::default();
        assert_eq!((g.knock_limit, g.undercut_bonus, g.gin_bonus), (10, 25, 25));
        assert!(GIN.contains("10 or less deadwood"));
        assert!(GIN.contains("plus 25"));
        assert!(GIN.contains("their count plus 25"));
        assert_eq!(g.game_bonus, 100);
        assert_eq!(g.box_bonus, 25);
        assert!(GIN.contains("First to 100"));
        let target = |f: fn(&mut GinRules)| {
            let mut g = GinRules::default();
            f(&mut g);
            g.target()
        };
        assert_eq!(target(|g| g.around_corner = true), 125);
        assert!(AROUND_CORNER.contains("125"));
        assert_eq!(target(|g| g.gin_only = true), 250);
        assert!(GIN_ONLY.contains("250"));
        assert_eq!(target(|g| g.partnership = true), 125);
        assert!(PARTNERSHIP.contains("125"));
        assert_eq!(crate::engine::ColonelRules::default().hands, 4);
        assert!(COLONEL.contains("Four hands"));
    }

    /// Each variant choice shows the standard game and that variant's text.
    #[test]
    fn a_variant_shows_the_game_and_the_switch() {
        for (choice, text) in [
            (RulesChoice::Oklahoma, OKLAHOMA),
            (RulesChoice::Hollywood, HOLLYWOOD),
            (RulesChoice::ElevenCard, ELEVEN_CARD),
            (RulesChoice::AroundCorner, AROUND_CORNER),
            (RulesChoice::Doubling, DOUBLING),
            (RulesChoice::GinOnly, GIN_ONLY),
            (RulesChoice::ThreeSitout, THREE_SITOUT),
            (RulesChoice::Partnership, PARTNERSHIP),
        ] {
            let m = rules_messages(&choice.rules());
            assert_eq!(m[0], GIN);
            assert!(m[1].contains(text), "{choice:?}");
        }
        assert_eq!(rules_messages(&RulesChoice::Jersey.rules()), [JERSEY]);
        assert_eq!(rules_messages(&RulesChoice::Colonel.rules()), [COLONEL]);
    }
}
