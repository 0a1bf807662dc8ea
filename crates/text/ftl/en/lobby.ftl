### Opening a table, taking seats, options, starting, the language of a table.

lobby-option-out-of-range = `{ $option }` must be from { $min } to { $max } (you sent { $sent }). Nothing was changed.
lobby-computers-leave-a-seat = `{ $option }` must leave you a seat: this game has { $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    } (you sent { $sent }). Nothing was changed.
lobby-cannot-open = That game cannot be opened: { $reason }.
lobby-bonus-not-jersey = The undercut and gin bonus options are Gin Rummy's: Jersey Gin scores its own way.
lobby-colonel-no-options = Colonel is a match of hands: it takes no target or bonus options.
lobby-opened = Table open: { $rules }. You have the first seat{ $computers ->
        [0] {""}
        [one] , with 1 computer seat ({ $level })
       *[other] , with { $computers } computer seats ({ $level })
    }. { $full ->
        [yes] Every seat is taken: press **Start**.
       *[no] Others join with the **Join** button or `/gin { command-gin-join }`; then **Start**.
    }
lobby-opened-text-only = Cards are shown as text only (no pictures).
lobby-opened-four-colour = Cards are drawn in four colours: clubs green, diamonds blue.
lobby-opened-language = The table speaks { $language }: its messages are in that language for everyone.
lobby-opened-private = This server lets apps its members added answer only privately, so nobody else could see this table: you play the computer here. For a table with friends, ask the server to allow external apps or to add the bot, or play in a DM or group DM.
lobby-joined = You took a seat at the table.
lobby-left = You left the table.
lobby-computer-added = A computer seat ({ $level }) was added.
lobby-started = The game starts: shuffle up and deal!
lobby-rematch = A new game starts with the same seats.
lobby-abandon-done = Done: see the channel for the table's state.
lobby-table-posted = The table is posted below.
