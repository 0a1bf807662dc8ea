### The table message: the header, seats, scores, whose turn it is. And the
### channel's own story lines (a table's events, the draws and discards, a
### knock, turns, ratings): public, in the table's language.

## Names and small words
table-computer-player = 🤖 Computer ({ $level })
table-anonymous-player = 👤 Anonymous player { $tag }
table-computer-seat = 🤖 { $name } ({ $level })
table-empty-seat = seat { $number }
table-none = none

## The header
table-game-to = game to { $target }
table-each-of-three-games = (each of three games)
table-match-of-hands = a match of { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
}
table-closed = 🃏 This table is closed. Open a new one with `/gin new`.
table-hand-number = hand { $number }
table-turn-clock = turn clock { $duration }
table-minutes = { $count } min
table-seconds = { $count } s

## The lobby
table-lobby = **Lobby** — { $seated }/{ $needed } seats. { $full ->
        [yes] Every seat is taken: Start.
       *[no] Join, or add a computer seat, then Start.
    }
table-empty = *(empty)*
table-join = Join
table-leave = Leave
table-add-computer = Add computer
table-start = Start

## Seats and scores
table-sits-out = sits out
table-dealer = dealer
table-stand-in = 🤖 stand-in
table-to-play = **to play**
table-clock = (clock { $time })
table-points = { $points } pts
table-points-boxes = { $points } pts ({ $boxes ->
    [one] { $boxes } box
   *[other] { $boxes } boxes
})
table-game-decided = (decided)

## A hand in play
table-table-players = Table { $number }: { $first } vs { $second }
table-hand-over = hand over
table-upcard = Upcard **{ $card }**
table-upcard-on-offer = Upcard on offer **{ $card }**
table-top-discard = Top discard **{ $card }**
table-no-upcard = No upcard
table-no-discard-yet = No discard yet
table-stock = stock { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
table-note-break = **the break** (breaker { $name })
table-note-gin-only = gin only
table-note-gin-only-this-hand = **gin only** this hand (an ace was turned)
table-note-knock-at = knock at { $limit } or less
table-note-spade-doubles = ♠ counts double
table-note-stake = stake ×{ $stake }
table-note-challenge = ⚔️ a challenge is on
table-melds-on-table = Melds on the table: { $melds }

## The last moves
table-recent = **Recent**
table-hand-over-scores = Hand over: { $name } scores { $points }.
table-hand-over-no-score = Hand over: no score.
table-hand-over-at-table-scores = Hand over at table { $table }: { $name } scores { $points }.
table-hand-over-at-table-no-score = Hand over at table { $table }: no score.
table-lays-down-melds = { $name } lays down melds.
table-deals-first = { $name } deals first.
table-my-hand = My hand
table-rematch = Rematch
table-rules = Rules
table-abandon = Abandon
table-refresh = Refresh
table-live-until = This message updates itself until { $until }; after that, press Refresh.

## How it ended ($what: game, set or match; $seats: how many seats the
## winning side has)
table-over = 🏆 **{ $what ->
    [set] Set
    [match] Match
   *[game] Game
} over**: { $won }. Totals: { $totals }
table-over-tie = 🏆 **{ $what ->
    [set] Set
    [match] Match
   *[game] Game
} over**: a tie. Totals: { $totals }
table-side-wins = { $winners } { $seats ->
    [one] wins
   *[other] win
}
table-side-wins-by = { $winners } { $seats ->
    [one] wins
   *[other] win
} by { $margin }
table-side-wins-games = { $winners } { $seats ->
    [one] wins
   *[other] win
} { $mine }–{ $theirs }
table-side-wins-games-by = { $winners } { $seats ->
    [one] wins
   *[other] win
} { $mine }–{ $theirs } by { $margin }

## The story: the table's events
table-story-opened = 🃏 { $opener } opened a { $game } table: { $details }.
table-story-joined = ➕ { $name } takes a seat.
table-story-left = ➖ { $name } leaves the table.
table-story-started = ▶️ The game starts. Seats in order: { $seats }.
table-story-timed-out = ⏰ { $name }'s turn clock ran out: a safe move was made.
table-story-time-given-back = ⏱️ Moves could not be saved for a while (a fault on our side): { $name }'s turn clock starts again with { $seconds } s.
table-story-resumed = 🙋 { $name } is back.
table-story-abandon-vote = 🗳️ { $name } votes to abandon the game ({ $votes }/{ $needed }).
table-story-abandoned = 🛑 The game was abandoned (not rated).
table-story-closed = 🚪 The table is closed.

## The story: moves worded here (with Discord's marks)
table-story-draws-stock = { $name } draws from the stock.
table-story-takes-discard = { $name } takes **{ $card }** from the discard pile.
table-story-discards = { $name } discards **{ $card }**.
table-story-gin = 💥 { $name } goes **GIN**!
table-story-knocks = ✊ { $name } **knocks** with { $count }.

## Turns, ratings and the leaderboard after a game
table-turn-play = ➡️ { $name }, your turn.
table-turn-answer-double = ➡️ { $name }, accept or refuse the double.
table-turn-answer-redouble = ➡️ { $name }, accept or refuse the redouble.
table-turn-answer-challenge = ➡️ { $name }, accept or refuse the challenge.
table-rating-line = Rating: { $name } { $change }
table-leaderboard-after = 📈 Leaderboard after game { $game } (rating − 3σ, games, wins):
table-leaderboard-record = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
table-hinted = 💡 Used the coach's hints (this game is not rated): { $names }
