//! The rules of each game in a few paragraphs, in our own words: what
//! `/gin rules` shows on Discord and `?` in the terminal. The full rules,
//! with the ids the code cites, are in docs/rules/. Every text stays under
//! Discord's 2000-character limit for message content (tested beside
//! `/gin rules`).

use crate::engine::{GinRules, Rules};

/// Jersey Gin (docs/rules/jersey-gin.md).
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

/// What a Colonel hand counts, as both front ends write it under the
/// hand: every card held counts at the hand's end or an accepted
/// challenge (V9.4, V9.6), and laying down the melds and layoffs would
/// bring it to `after_laying_down`.
pub fn colonel_count(held: u32, after_laying_down: u32) -> String {
    let then = if after_laying_down < held {
        format!("after laying down what you can: {after_laying_down}")
    } else {
        "nothing to lay down".to_string()
    };
    format!("In hand: {held} (every card you hold counts, melds too) · {then}")
}

/// Each variant of two-handed Gin, in our own words.
pub const OKLAHOMA: &str = "**Oklahoma.** The first upcard sets the knock limit (faces 10); an ace upcard means gin only. A spade upcard doubles the hand's score and its bonuses (not the game, shutout or box bonuses).";
pub const OKLAHOMA_CURRENT: &str = "**Oklahoma, current card.** The knock limit is the value of the top discard when your turn starts (an ace: no knocking); spades still go by the first upcard.";
pub const HOLLYWOOD: &str = "**Hollywood.** Three games are scored at once. Game 1 counts every hand you win; game 2 only once you have scored in game 1, game 3 once you have scored in game 2 (and all games once you are shut out of one). Each game ends at the target with its own bonuses; winning two of the three wins the set.";
pub const ELEVEN_CARD: &str = "**Eleven cards.** The non-dealer gets 11 cards and there is no upcard: their first turn is a discard (or a knock) without drawing.";
pub const AROUND_CORNER: &str = "**Around the Corner.** Runs may turn the corner: Q-K-A, K-A-2 and Q-K-A-2-3 are runs. An ace counts 15 unless the table says 1; the game is to 125.";
pub const DOUBLING: &str = "**Doubling.** Once a hand, at the start of your turn before drawing, you may offer a double. Your opponent accepts (the hand counts double), resigns, or redoubles (four times, if the table allows it). Refusing ends the hand as if the offerer had knocked, plus 20 for them.";
pub const GIN_ONLY: &str =
    "**Gin only.** No knocking: a hand ends only by gin or a draw. The game is to 250.";
pub const THREE_SITOUT: &str = "**Three players.** Two play each hand while the third sits out and deals; the loser of a hand sits out the next. Each keeps their own total, to 100.";
pub const PARTNERSHIP: &str = "**Partnership.** Four players in two sides, partners across. Each hand is two games of two, partners facing different opponents in turn; the side that scored more takes the difference and one box. The game is to 125; you see only your own hand, your partner's game as it is played.";

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

#[cfg(test)]
mod tests {
    use super::*;

    /// V9.4, V9.6: Colonel's count is the whole hand's, with what laying
    /// down would leave beside it.
    #[test]
    fn colonel_count_says_the_whole_hand_and_after_laying_down() {
        assert_eq!(
            colonel_count(58, 15),
            "In hand: 58 (every card you hold counts, melds too) · after laying down what you can: 15"
        );
        assert!(colonel_count(58, 58).ends_with("· nothing to lay down"));
        assert!(!colonel_count(58, 15).contains("eadwood"));
    }
}
