//! `/gin rules`: a short summary of Jersey Gin, shown only to the asker.

use crate::discord::{Context, Error};

/// The summary, in our own words (the full rules: RULES.md). Kept under
/// Discord's 2000-character limit for message content (tested).
pub const RULES_SUMMARY: &str = "\
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

/// A short summary of the rules (only you see it).
#[poise::command(slash_command, ephemeral)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(RULES_SUMMARY)
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_fits_one_message() {
        assert!(
            RULES_SUMMARY.chars().count() <= 2000,
            "{} characters",
            RULES_SUMMARY.chars().count()
        );
        for must in ["gin", "knock", "break", "100", "25", "40", "10"] {
            assert!(RULES_SUMMARY.contains(must), "{must}");
        }
    }
}
