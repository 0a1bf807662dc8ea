### Why a move or command is refused (table refusals, shared by every front
### end; src/render/refusals.rs). One sentence each, capital first, full
### stop. Seats are numbered as the engine numbers them (from 0).

## The table

refusal-no-table = There is no table in this channel: open one first.
refusal-table-exists = A table is already open in this channel.
refusal-not-in-lobby = The table is not taking players: a game is on or over.
refusal-not-playing = No game is being played at this table.
refusal-not-finished = The game is not over yet.
refusal-already-seated = You are already seated at this table.
refusal-table-full = The table is full: every seat is taken.
refusal-not-a-player = You are not a player at this table.
refusal-no-computer = There is no computer seat to remove.
refusal-not-enough-seats = This game needs { $needed } seats; { $seats } taken.
refusal-not-opener = Only the player who opened the table or a moderator may do that.
refusal-stale = That was for an earlier turn (turn { $sent }); the game is now at turn { $now }.
refusal-leave-during-game = You cannot leave during a game: ask to abandon it.
refusal-not-handed-over = Your seat is not played by a computer.
refusal-already-voted = You already voted to abandon this game.
refusal-nothing-due = Nothing is due yet.
refusal-system-only = The service may not do that.
# $reason is the settings' own words.
refusal-invalid-settings = Invalid table settings: { $reason }.
refusal-other-shard = This server's tables are run by another process of the bot (shard { $shard } of { $total }), not this one: nothing was changed; try again in a moment.
refusal-other-process = This table is run by another process of the bot now: nothing was changed.

## The game's rules

refusal-game-over = The game is over.
refusal-hand-over = This hand is over: deal the next hand.
refusal-hand-not-over = The hand is still being played.
refusal-not-your-turn = It is not your turn: seat { $turn } is to play.
refusal-must-draw-first = Draw a card first, from the stock or the discard pile.
refusal-already-drew = You have already drawn this turn: discard or knock.
refusal-no-discard = The discard pile is empty.
refusal-upcard-not-usable = After the break you may take the upcard { $card } only if you can use it in a meld at once.
refusal-card-not-in-hand = { $card } is not in your hand.
refusal-cannot-discard-taken = You took { $card } from the discard pile this turn and may not throw it back.
refusal-knock-after-break = Nobody may knock after the break.
refusal-knock-too-high = You cannot knock: throwing { $card } leaves { $deadwood } deadwood, over the knock limit of { $limit }.
refusal-no-such-seat = Seat { $seat } does not exist: seats are 0, 1 and 2.
refusal-seat-out-of-range = Seat { $seat } does not exist: this game has { $seats } seats, 0 to { $last }.
# $game is the game's name.
refusal-not-in-this-game = That move is not part of { $game }.
refusal-sitting-out = You sit out this hand.
refusal-waiting-for-other-table = Your hand is over: the other table is still playing.
refusal-take-or-pass-upcard = Take the upcard { $card } or pass it first.
refusal-no-upcard-offer = There is no upcard offer to pass now.
refusal-must-draw-stock = Both players passed the upcard: draw from the stock.
refusal-no-draw-on-opening = On the opening turn you discard or knock without drawing.
refusal-gin-only = This hand is gin only: throwing { $card } leaves { $deadwood } deadwood.
refusal-no-doubling = This table does not play doubling.
refusal-double-used = A double was already offered this hand.
refusal-double-not-now = A double may be offered only at the start of your turn, before drawing.
refusal-no-double-offered = There is no double to answer.
refusal-answer-double = Answer the double first: accept, redouble or resign.
refusal-no-redouble = This table does not play redoubles.
refusal-not-a-meld = { $cards } is not a meld.
refusal-cannot-lay-off = { $cards } cannot be laid off onto { $meld }.
refusal-no-such-meld = There is no meld { $meld } on the table.
refusal-would-strand-taken = That would leave only { $card }, which you took from the discard pile this turn.
refusal-discard-only-to-go-out = The stock is empty: you may only discard to go out; otherwise end your turn.
refusal-end-turn-not-now = You may end your turn without discarding only after drawing the last stock card.
refusal-challenge-not-now = A challenge may be made only at the start of your turn, before drawing, once a turn.
refusal-no-challenge = There is no challenge to answer.
refusal-answer-challenge = Answer the challenge first.
refusal-daily-once = A daily deal is played once: there is no rematch.
refusal-hints-off = Hints are off at this table.
refusal-no-decision = You have no decision to make now.

## The list for the next game (issue 42)
refusal-already-waiting = You are already on the list for the next game.
refusal-not-waiting = You are not on the list for the next game.
refusal-lobby-open = The table is gathering players right now: take a seat with Join.
