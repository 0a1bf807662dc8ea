### Discord's own answers when something goes wrong: stale or foreign buttons,
### outages, limits.

error-no-table-here = There is no table in this channel: open one with `/gin { command-gin-new }`.
error-button-no-game = There is no game running for that button any more, so it does nothing now.
error-button-other-channel = That button belongs to a table in another channel, so it does nothing here.
error-not-seated = You are not playing at this table. Join it from the table message (or `/gin { command-gin-join }`) while it is in the lobby.
error-move-kept = ✅ Your last move was kept (its answer was lost on the way). Here is the game now.
error-not-started = The game has not started yet: your hand is dealt when it does.
error-failed = Sorry, that could not be saved on our side, so nothing changed: please try again.
error-choose-knock-card = Choose a card to knock with.
error-choose-discard = Choose a card to discard.
error-choose-meld = Choose a meld to lay down.
error-choose-lay-off = Choose cards to lay off.
error-cannot-knock-with = You cannot knock throwing { $card } now.
error-game-over = The game is over: see the channel for the result.
error-button-foreign = I don't recognise that button: it doesn't belong to Jersey Gin.
error-button-old-version = This button is from an older version of the bot and no longer works. Use `/gin { command-gin-hand }` or `/gin { command-gin-table }` for fresh buttons.
error-button-newer-version = This button is from a newer version of the bot than the one running now. Use `/gin { command-gin-hand }` or `/gin { command-gin-table }` for fresh buttons.
error-button-damaged = That button is damaged or unknown, so I can't act on it. Use `/gin { command-gin-hand }` or `/gin { command-gin-table }` for fresh buttons.
error-options-unreadable = Those options are not ones this command takes: an option could not be read{ $input }. Nothing was changed.
error-options-mismatch = Those options are not ones this command takes: { $problem ->
        [choice] one of the choices is not in its list
        [range] a number is out of its range
        [type] an option has the wrong type
       *[other] they do not match the command
    }. Pick the values Discord offers (if the list looks outdated, reload Discord). Nothing was changed.
error-unknown-command = I do not know that command (your Discord may show an outdated list: reload it). Try `/gin { command-gin-rules }`.
error-command-failed = Sorry, something went wrong on my side. Please try again.
