### The terminal game: prompts, status lines, help.
### The keys typed at a prompt (?, q, k, a number, a card such as 7c: c ♣,
### d ♦, h ♥, s ♠) are the same in every language.

## Names.

# The person at the keyboard, as the story and the status lines name them.
term-you = You
# A seat the table does not know (should not happen).
term-seat = seat { $seat }
# A computer player with its level, in the list of seats: "Ada (easy)".
term-name-level = { $name } ({ $level })

## Starting, resuming and leaving.

# $command: the command line that resumes the game, in backquotes.
term-saved = Your game is saved: { $command } resumes it.
# On Ctrl-C; $saved is term-saved.
term-leaving = Leaving. { $saved }
term-abandoning = Abandoning your unfinished game of { $game } (game { $game_id }).
term-resuming = Resuming your unfinished game of { $game } (game { $game_id }).
term-options-for-new-games = --game, --variant, --level and --seed apply to new games only: this one goes on as it began.
term-to-start-new = To abandon it and start a new one instead: { $command }.
term-last-game-over = Your last game is over.
# A command the terminal needs was refused or not saved ($command as the
# program writes it; $reason, $error the cause).
term-command-refused = { $command } was refused: { $reason }
term-command-not-saved = { $command } could not be saved (nothing changed; try again)
term-not-saved = That could not be saved ({ $error }), so nothing changed: try again.

## What happens at the table.

term-table-open = A table is open.
term-game-started = Game { $game_id }. Seats in order: { $seats }.
term-clock-ran-out = { $you ->
    [yes] Your clock ran out: an automatic move was made.
   *[other] { $name }'s clock ran out: an automatic move was made.
}
term-time-given-back = Moves could not be saved for a while: { $you ->
    [yes] your clock
   *[other] { $name }'s clock
} starts again with { $seconds } s.
term-back = { $you ->
    [yes] You are back.
   *[other] { $name } is back.
}
term-abandon-vote = A vote to abandon: { $votes } of { $needed }.
term-abandoned = The game was abandoned.
term-game-over = Game { $game_id } is over.
term-table-closed = The table is closed.
# A partnership (V8) plays two tables at once: each line says which.
term-at-table = [table { $table }] { $line }

## Prompts.

term-hint = (Type ? or rules at any prompt for the rules of this game; q leaves, and the game is saved.)
term-controls = At the prompt: a number picks that move; a card such as 7c or 10h discards it; k and a card (k7c) knocks throwing that card face down; ? shows these rules; q leaves (the game is saved and resumes on the next `play`).
term-move-prompt = Your move (number, or a card like 7c to discard; ? rules; q leave):
term-pick-a-move = Pick one of the numbers above, type a card to discard, or ? for the rules.
term-next-hand = Press Enter for the next hand (? for the rules, q to leave).
# The words that ask for the rules, besides ?, h, help and rules (space-separated, lower case).
term-rules-words = rules help
term-play-again = Play again with the same seats?
# After a question: the answers, "no" the default.
term-yes-or-no = [y/N]
# The words that answer yes, besides "y" and "yes" (space-separated, lower case).
term-yes-answers = y yes
# A menu line and the question before a knock (G5; $left 0 is gin, G6).
term-knock-choice = { $left ->
    [0] go gin
   *[other] knock with { $left }
}, throwing { $card } face down
term-knock-question = { $left ->
    [0] Go gin
   *[other] Knock with { $left }
}, throwing { $card } face down?
term-take-discard = take { $card } from the discard pile

## The status lines and the hand.

term-scores = Hand { $hand }. Scores: { $scores }.
# Hollywood's games (V2.4, G8.3): $label I, II or III.
term-hollywood-game = { $label }: { $scores }
term-hollywood-game-won = { $label }: { $scores } (won by { $winner })
term-hollywood-game-tied = { $label }: { $scores } (tied)
term-hollywood-game-decided = { $label }: { $scores } (decided)
# $table is empty or " · " and term-your-table.
term-status-hand = Hand { $hand }{ $table } · dealt by { $dealer } · scores: { $scores }
# $others: each other seat's card count; $extra: " · " and the hand's conditions.
term-status-piles = Stock { $stock } · discard pile top { $top } · { $others }{ $extra }
term-your-table = your table: { $table }, { $you } against { $opponent }
term-on-the-table = on the table ({ $owner }): { $meld }
term-your-hand = Your hand: { $groups }   deadwood { $deadwood }
# Colonel (V9.4): $count is what the hand counts (rules-colonel-count).
term-your-hand-held = Your hand: { $groups }   { $count }
term-can-lay-down = You can lay melds down now: cards on the table no longer count against you.
term-sitting-out = Hand { $hand }: you sit this one out.
# The hand's own conditions.
term-break-note = the break: the discard may be taken only to meld it at once (R8)
term-gin-only = gin only (V6)
term-ace-on-top = an ace on top: gin only this turn (V1.4)
term-ace-upcard = an ace upcard: gin only this hand (V1.2)
term-knock-limit = knock at { $limit } or less
term-spades-double = spades: this hand counts double
term-stake = stake ×{ $stake }
# The words that ask the coach for a hint (space-separated, lower case).
term-hint-words = hint
