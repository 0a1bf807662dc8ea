### Messages the command-line tools print for a player.

## `replay`.

# A seat of a replayed game (a replay holds seats, not players).
cli-seat = Seat { $seat }
cli-standard-input = the standard input
cli-cannot-read = cannot read { $path }
cli-cannot-read-stdin = cannot read standard input
cli-cannot-write = cannot write { $path }
cli-not-a-replay = { $file } is not a replay file (`jersey-gin sim --save DIR` and `jersey-gin db export --game ID` write them)
# $reason: cli-illegal-move or the engine's words.
cli-cannot-replay = { $file } cannot be replayed: { $reason }
# $action: the move in words; $error: the engine's reason.
cli-illegal-move = move { $number } ({ $seat }: { $action }) is not allowed: { $error }
cli-unfinished = (the game is unfinished after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})

## `replay --pictures DIR`.

cli-pictures-of-unfinished = { $file } is a game that has not ended (after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}): its pictures would show every player's hidden hand. If the game was abandoned or nobody is playing it any more, add --unfinished
# $names: " (first … last)" of the files written, or nothing.
cli-pictures-written = wrote { $pictures ->
    [one] { $pictures } picture
   *[other] { $pictures } pictures
} of { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
} to { $dir }{ $names }
cli-pictures-hands-unseen = { $count ->
    [one] { $count } hand ended without laying the hands out (drawn): it has no table picture
   *[other] { $count } hands ended without laying the hands out (drawn): they have no table picture
}
cli-pictures-folder-is-a-file = { $dir } is a file, not a folder for the pictures
cli-pictures-cannot-create = cannot create the folder { $dir }
cli-pictures-cannot-list = cannot read the folder { $dir }
cli-pictures-folder-in-use = { $dir } already holds pictures ({ $file }): choose a new or empty folder, so that two games' pictures do not mix
cli-pictures-cannot-draw = cannot draw { $file }

# jersey-gin review (issue 41).
cli-review-bad-seat = This game has seats 1 to { $seats }, not { $seat }.
cli-review-title = The coach's review of { $seat } (from that seat's view only): { $decisions ->
    [one] 1 decision
   *[other] { $decisions } decisions
  }
cli-review-line = Move { $number }: { $played } ({ $chance }%); best: { $best } ({ $best_chance }%); { $loss } points of winning chance lost: { $grade ->
    [good] good
    [inaccuracy] an inaccuracy
    [mistake] a mistake
   *[blunder] a blunder
  }
cli-review-summary = Accuracy { $accuracy }%: { $good } good, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
  }, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
  }, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
  }. Luck (the cards and the other players, decisions apart): { $luck } points of winning chance.
cli-review-game-title = The game's summary: each seat's accuracy (100: every decision was the coach's choice).
