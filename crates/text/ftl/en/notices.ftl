### Telling people their turn (issue 42): /gin notify's answers, the
### reminder at half of a long clock, and the direct messages (which name
### the table and say whose turn it is, never a card).
### $name is a mention, $table a link to the table's channel, $ends a
### Discord timestamp (each reader's client writes it in their language).

notice-choice-mention = From now on your turns are announced with a mention in the table's channel.
notice-choice-dm = From now on I tell you of your turns in a direct message.
notice-choice-off = From now on nobody tells you of your turns; your hand view still shows them.
notice-reminder = ⏰ { $name }, half of your turn clock has gone: it runs out { $ends }.
notice-dm-turn = ➡️ It is your turn at the table in { $table }.
notice-dm-reminder = ⏰ Half of your turn clock has gone at the table in { $table }: it runs out { $ends }.

## /gin notify (its name, option and choices in this language)
command-gin-notify = notify
    .description = How you are told of your turn: a mention, a direct message, or nothing.
command-gin-notify-how = how
    .description = Mention in the channel (default), direct message, or nothing
command-choice-mention = mention
command-choice-direct-message = direct message
command-choice-nothing = nothing

## Slow games: /gin new clock: (30s, 5m, 2h, 1d; up to 7 days)
notice-clock-hours = { $count } h
notice-clock-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
notice-clock-invalid = `{ $option }` is a number and a unit: 30s, 5m, 2h or 1d, from 5s to 7d (you sent { $sent }). Nothing was changed.
command-gin-new-clock = clock
    .description = Turn clock: 30s, 5m, 2h or 1d, up to 7d (default 2m; overrides turn_seconds)

## /gin mine: every table where the person has a seat
notice-mine-none = You have no seat at any table.
notice-mine-header = { $count ->
    [one] Your table:
   *[other] Your { $count } tables:
}
notice-mine-lobby = • { $table } · { $game } · in the lobby
notice-mine-over = • { $table } · { $game } · game over
notice-mine-between = • { $table } · { $game } · between hands
notice-mine-your-turn = • { $table } · { $game } · **your turn**, the clock runs out { $ends }
notice-mine-your-move = • { $table } · { $game } · **your turn**
notice-mine-their-turn = • { $table } · { $game } · { $name }'s turn
notice-mine-computer-turn = • { $table } · { $game } · a computer's turn
command-gin-mine = mine
    .description = Every table where you have a seat, with whose turn it is (only you see it).

## The end of a turn clock, as the table chose at /gin new clock_end:
## a safe move (the default) or a forfeit. $name is the player, $winners
## the winners' names joined, $count how many they are.
command-gin-new-clock-end = clock_end
    .description = When a turn clock runs out: a safe move is made (default), or the player forfeits
command-choice-safe-move = safe move
command-choice-forfeit = forfeit
table-clock-end-safe-move = when it runs out: a safe move
table-clock-end-forfeit = when it runs out: the game is forfeited
table-clock-forfeit = (clock { $time }, then forfeit)
table-story-forfeited = 🏳️ { $name }'s turn clock ran out, so { $name } forfeits the game: { $winners } { $count ->
    [one] wins
   *[other] win
}.
term-forfeited = { $you ->
    [yes] Your clock ran out: you forfeit the game.
   *[other] { $name }'s clock ran out: they forfeit the game.
}
