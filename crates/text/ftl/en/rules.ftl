### The rules as /gin rules and the terminal's rules screen show them.
### One message per line of the summary (src/rules_text.rs puts them
### together); `**…**` is Discord's bold, `*…*` its italics. The full rules,
### with the ids the code and tests cite, are in docs/rules/.

## Jersey Gin (docs/rules/jersey-gin.md, R1–R10).

rules-jersey-title = **Jersey Gin** — three-handed Gin Rummy; all three of you play every hand.
# R3
rules-jersey-deal = **Deal.** 10 cards each; the next card starts the discard pile, the other 21 are the stock. Deal passes left each hand.
# R4
rules-jersey-turn = **Your turn.** Take the top of the stock or the top discard, then throw one card face up (not the discard you just took).
# R1, R2
rules-jersey-melds = **Melds.** 3–4 cards of a rank, or 3+ in a row of one suit (ace low only: A-2-3 yes, Q-K-A no). Unmelded cards are *deadwood*: ace 1, pips, faces 10.
# R5, R6
rules-jersey-knock = **Knock.** After drawing, with 10 or less deadwood, you may knock: your melds go down, and the next player, then the third, lay off cards onto melds already shown.
rules-jersey-knock-lowest = • Lowest count: you score the gaps to both others' counts.
rules-jersey-knock-underknock = • Someone ties or beats you: they *underknock* and score their gaps plus 10.
rules-jersey-knock-gin = • No deadwood at all is **gin**: the two others' counts plus 40, no layoffs.
# R8
rules-jersey-break = **The break.** With 3 cards left in the stock, knocking stops. From then on you may take a discard only if it fits a meld at once, and after each turn your melds and layoffs go down for you. When the stock is gone, the lowest count scores the gaps (ties: the breaker, then the next player); emptying your hand ends it early.
# R9
rules-jersey-game = **Game.** First to 100 gets 100 more; every hand won adds 25. Highest total wins.
# R10, G9: the table's options.
rules-tables-may-change = Tables can change the target, knock limit and bonuses.

## Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G).

rules-gin-title = **Gin Rummy** — two players, the classic game.
# G3
rules-gin-deal = **Deal.** Each draws a card; the lower deals. 10 cards each, one card face up (the *upcard*), 31 in the stock. The loser of a hand deals the next; after a drawn hand the same dealer deals again.
# G4.1
rules-gin-first-turn = **First turn.** The non-dealer may take the upcard or pass, then the dealer may. If both pass, the non-dealer draws from the stock.
# G4
rules-gin-turns = **Turns.** Draw the top of the stock or the top discard, then discard face up (not the card you just took from the pile).
# G2
rules-gin-melds = **Melds.** 3–4 cards of a rank, or 3+ in a row of one suit, ace low. Deadwood counts ace 1, pips, faces 10.
# G5, G6
rules-gin-knock = **Knock.** After drawing, if the 10 cards you keep have 10 or less deadwood, you may discard face down and knock. Your opponent shows their melds and lays off cards on yours (the best way for them is found for them).
rules-gin-knock-lower = • Your count lower: you score the difference.
rules-gin-knock-undercut = • Theirs equal or lower: they *undercut* you and score the difference plus 25.
rules-gin-knock-gin = • No deadwood is **gin**: their count plus 25; no layoffs, and gin is never undercut.
# G7
rules-gin-stock = **Stock.** The last two stock cards are never drawn: if the player who takes the stock down to two does not knock, the hand is a draw. So is a hand with 20 turns in a row without a stock draw.
# G8
rules-gin-game = **Game.** First to 100 ends the game and gets 100 more (the points and that 100 are doubled if the other player won no hand); everyone adds 25 for every hand they won. The higher total wins.

## Colonel (docs/rules/gin-rummy.md, V9).

rules-colonel-title = **Colonel** — two players, melding as you go.
# V9.2
rules-colonel-deal = **Deal.** The lower card deals first, then the deal alternates. 10 cards each, one card face up, the rest the stock. The non-dealer starts with an ordinary turn.
# V9.1
rules-colonel-melds = **Melds.** 3–4 of a rank, or 3+ in a row of one suit; the ace may be high (Q-K-A) or low (A-2-3), never both (K-A-2 is no run).
# V9.3
rules-colonel-turn = **Your turn.** Draw from the stock or the pile; lay down any melds and add cards to any meld on the table, yours or your opponent's; then discard (not a card you took from the pile this turn). You may not meld down to just the card you took from the pile, since you could not throw it.
# V9.4
rules-colonel-going-out = **Going out.** Empty your hand by melding, or meld down to one card and discard it: you score every card left in your opponent's hand, melds or not — A, K, Q, J and 10 count 10, the others their pips.
# V9.5
rules-colonel-stock-out = **Stock out.** Whoever draws the last stock card may still go out; if not, the hand ends and the lower hand total scores the difference.
# V9.6
rules-colonel-challenge = **Challenge.** At the start of your turn you may challenge: if your opponent refuses, play goes on; if they accept, the hand ends and the lower hand total scores the other's total.
# V9.7
rules-colonel-match = **Match.** Four hands (each deals twice) unless the table sets another number; the higher grand total wins. No bonuses.

# What a Colonel hand counts, under the hand (V9.4, V9.6): every card held,
# and what laying down the melds and layoffs would bring it to.
rules-colonel-count = In hand: { $held } (every card you hold counts, melds too) · after laying down what you can: { $after }
rules-colonel-count-nothing-to-lay = In hand: { $held } (every card you hold counts, melds too) · nothing to lay down

## The variants of two-handed Gin (docs/rules/gin-rummy.md, V1–V8).

rules-this-table-plays = **This table plays:**
# V1
rules-oklahoma = **Oklahoma.** The first upcard sets the knock limit (faces 10); an ace upcard means gin only. A spade upcard doubles the hand's score and its bonuses (not the game, shutout or box bonuses).
# V1.4
rules-oklahoma-current = **Oklahoma, current card.** The knock limit is the value of the top discard when your turn starts (an ace: no knocking); spades still go by the first upcard.
# V2
rules-hollywood = **Hollywood.** Three games are scored at once. Game 1 counts every hand you win; game 2 only once you have scored in game 1, game 3 once you have scored in game 2 (and all games once you are shut out of one). Each game ends at the target with its own bonuses; winning two of the three wins the set.
# V3
rules-eleven-card = **Eleven cards.** The non-dealer gets 11 cards and there is no upcard: their first turn is a discard (or a knock) without drawing.
# V4
rules-around-corner = **Around the Corner.** Runs may turn the corner: Q-K-A, K-A-2 and Q-K-A-2-3 are runs. An ace counts 15 unless the table says 1; the game is to 125.
# V5
rules-doubling = **Doubling.** Once a hand, at the start of your turn before drawing, you may offer a double. Your opponent accepts (the hand counts double), resigns, or redoubles (four times, if the table allows it). Refusing ends the hand as if the offerer had knocked, plus 20 for them.
# V6
rules-gin-only = **Gin only.** No knocking: a hand ends only by gin or a draw. The game is to 250.
# V7
rules-three-players = **Three players.** Two play each hand while the third sits out and deals; the loser of a hand sits out the next. Each keeps their own total, to 100.
# V8
rules-partnership = **Partnership.** Four players in two sides, partners across. Each hand is two games of two, partners facing different opponents in turn; the side that scored more takes the difference and one box. The game is to 125; you see only your own hand, your partner's game as it is played.

## A table's rules in one line (the terminal's first line, a game's name
## when it resumes): the same words as the engine's own summary.

rules-summary-jersey = Jersey Gin; 3 seats; to { $target }; knock at { $knock_limit } or less; gin { $gin }, underknock { $underknock }, game { $game }, box { $box }
rules-summary-colonel = Colonel; 2 seats; a match of { $hands } hands
# The game's name and its switches: "Gin Rummy: Oklahoma, doubling".
# Between the parts of a one-line summary.
rules-summary-separator = { "; " }
rules-summary-switches = { $game }: { $switches }
rules-summary-oklahoma-current = Oklahoma (limit from the current upcard)
rules-summary-doubling-no-redouble = doubling (no redouble)
rules-summary-seats = { $seats } seats; to { $target }
rules-summary-seats-hollywood = { $seats } seats; to { $target } in each of three games
rules-summary-knock-limit = knock at { $limit } or less
rules-summary-ace-points = aces count { $points }
rules-summary-bonuses = gin { $gin }, undercut { $undercut }, game { $game }, box { $box }
rules-summary-extra-boxes = { $count } extra box(es) per gin or undercut
rules-summary-shutout-bonus = shutout: game bonus 200
rules-summary-no-shutout = no shutout bonus
rules-summary-winner-deals = the winner deals next
rules-summary-deal-alternates = the deal alternates

## Rules that cannot be played (the engine's refusals, V10.3), said to a
## player: from `/gin new` and the command line. $variant and $game are
## quoted as given.
rules-unknown-game = unknown game { $game }: use jersey, gin or colonel
rules-unknown-variant = unknown variant { $variant }: use { $choices }
rules-jersey-takes-no-variants = Jersey Gin takes no variants (got { $variant })
rules-refusal-conflict = { $clash ->
    [hollywood-partnership] Hollywood and partnership
    [oklahoma-eleven] Oklahoma and the eleven-card hand
    [oklahoma-gin-only] Oklahoma and gin only
    [three-partnership] three players and partnership
   *[hollywood-three] Hollywood and three players
} cannot be combined (V10.3)
rules-refusal-colonel-is-a-game = Colonel is a game of its own (V10.3): it takes no switches
rules-refusal-colonel-with = Colonel cannot be combined with { $variant } (V10.3: Colonel takes no switches)
rules-refusal-colonel-with-switches = Colonel cannot be combined with { $variants } (V10.3)
rules-refusal-target = target must be 1 to 10000, not { $target }

## The computer levels' measured strength, under each game's rules
## (src/level_strength.rs; the figures and their commands: docs/strength.md).

rules-levels-title = **Computer levels**, as measured over mirrored deals (each deal played from both sides, so luck cancels out; an even share is { $even }%):
rules-levels-against-level = • { $level } against { $seats ->
    [1] { $other }
   *[other] two { $other } seats
}: wins { $share }% of games ({ $low }–{ $high }% at 95% confidence, { $games } games)
rules-levels-against-reference = • { $level } against the reference player of the EAAI 2021 Gin Rummy contest: wins { $share }% of games ({ $low }–{ $high }% at 95% confidence, { $games } games)
