### Watching a table (issue 42): the Watch button, the private view that
### follows the public table (never a hand), and the list for the next game.

## Buttons
watch-button = 👀 Watch
watch-join-next = Join next game
watch-leave-next = Leave the list

## The watch view: only what everyone sees
watch-header = 👀 **Watching** · only what everyone at the table can see.
# $until is a Discord timestamp, shown in each reader's own time zone.
watch-until = This view follows the game until { $until }; after that, press Refresh.
# $names are mentions, comma separated.
watch-waiting = Waiting for the next game: { $names }
watch-you-wait = You are on the list: at the rematch you take a free seat, or one a computer plays.
watch-seated = You have a seat here: your cards stay in your own hand view (My hand).
watch-joined-next = ✅ You are on the list for the next game.
watch-left-next = You are off the list for the next game.

## The story
watch-story-joined-next = 👀 { $name } would like to play the next game.
watch-story-left-next = { $name } no longer waits for the next game.
watch-story-regathered = 🔁 New players sit down for the next game: press Start when everyone is ready.
# $names are mentions, comma separated.
watch-story-unseated = No seat is free for { $names } this time: still on the list for the game after.
