### Profiles and achievements (issue 43): each achievement's name and
### what earns it, the channel's line when someone earns one.

achievement-first-win = First win
    .about = Win a game.
achievement-first-gin = First gin
    .about = Go gin (in Colonel: go out) for the first time.
achievement-big-gin = Big gin
    .about = Go gin for 50 points or more in one hand.
achievement-undercut = Undercut
    .about = Undercut the knocker.
achievement-shutout = Shutout
    .about = Win a game in which no opponent scored.
achievement-five-in-a-row = Five in a row
    .about = Win five games in a row.
achievement-hollywood-sweep = Hollywood sweep
    .about = Win all three games of a Hollywood set.
achievement-colonel-challenge = Challenge won
    .about = Win a challenge in Colonel.
achievement-beat-hard = Beat the machine
    .about = Win a game against a hard computer player.
achievement-every-variant = Every variant
    .about = Finish games with each of Gin Rummy's eight variants.
achievement-every-game = Whole family
    .about = Finish a game of Jersey Gin, Gin Rummy and Colonel.

profile-story-earned = { $badge } { $name } earned an achievement: **{ $achievement }** ({ $about })
profile-term-earned = { $badge } Achievement earned: { $achievement } ({ $about })

## /gin profile, answered to the person who asked.
command-gin-profile = profile
    .description = A player's games, ratings and achievements (default: yours).
command-gin-profile-user = user
    .description = Whose profile (default: yours)
profile-nothing = { $who } has not finished a game yet.
profile-title = 👤 **{ $who }** — { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, best streak { $streak }
profile-game-here = **{ $game }** here: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, rating { $rating } ± { $uncertainty }
profile-game-not-here = **{ $game }**: no games in this channel
profile-game-everywhere = Everywhere: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } · gins { $gins } · undercuts { $undercuts } · shutouts { $shutouts } · boxes { $boxes } · best streak { $streak } · favourite: { $variant }
profile-standard = standard
profile-achievements = 🏅 Achievements ({ $count } of { $total }): { $list }
profile-no-achievements = 🏅 No achievements yet.
profile-pic-games = GAMES
profile-pic-wins = WINS
profile-pic-rating = RATING
profile-pic-gins = GINS
profile-pic-undercuts = UNDERCUTS
profile-pic-shutouts = SHUTOUTS
profile-pic-boxes = BOXES
profile-pic-streak = BEST STREAK
profile-pic-headline = { $games ->
        [one] { $games } GAME
       *[other] { $games } GAMES
    } - { $wins ->
        [one] { $wins } WIN
       *[other] { $wins } WINS
    }
profile-pic-badges = ACHIEVEMENTS { $count }/{ $total }

## /gin leaderboard scope:server: every channel of the server, a season a month.
command-gin-leaderboard-scope = scope
    .description = This channel's or this server's (default: this channel's)
command-gin-leaderboard-season = season
    .description = The server's month (default: this month)
command-choice-this-channel = this channel
command-choice-this-server = this server
command-choice-this-month = this month
command-choice-last-month = last month
ladder-no-server = The server leaderboard is for servers: this is a direct message.
ladder-no-games = No finished games of { $game } on this server in { $month } yet.
ladder-title = 📈 **Server leaderboard: { $game }, { $month }** (rating − 3σ · games · wins · points)

## /gin privacy and /gin forget-me: a person's data, answered to them alone.
command-gin-privacy = privacy
    .description = What this bot keeps about you, and how to have it forgotten.
command-gin-forget-me = forget-me
    .description = Remove your name from stats, ladders and your profile (asks first).
privacy-title = 🔒 **What this bot keeps about you**
privacy-games = • Games with a seat of yours: { $count } (seats, moves and results; other players' records rest on them)
privacy-stats = • Ratings and stats: { $count } (one per channel and game)
privacy-ladder = • Server ladders: { $count } (one per server, month and game)
privacy-achievements = • Achievements: { $count } earned
privacy-notice = • How you are told of your turn: { $medium ->
        [dm] a direct message
        [off] nothing
       *[mention] a mention
    }
privacy-daily = • Daily deal results: { $count } (your points and rank of each day's deal)
privacy-hand-views = • Hand views kept up to date: { $count } (each with a Discord token that works for 15 minutes)
privacy-commands = • Recent commands in the channels' logs that name you: { $count } (removed as the logs are pruned)
privacy-open-tables = • Open tables you sit at or opened: { $tables }
privacy-nothing = 🔒 This bot keeps nothing that names you.
privacy-names = Your display name is only held in memory, for table pictures; it is never stored.
privacy-forget-hint = `/gin forget-me` takes your name out of all this: your games stay, under an anonymous name.
forget-confirm = ⚠️ This puts an anonymous name in your seats of { $games ->
        [one] { $games } game
       *[other] { $games } games
    } and deletes your ratings, ladder rows, achievements, turn notices choice and hand views. It cannot be undone. Dismiss this message to keep everything.
forget-button = Forget me
forget-done = ✅ Forgotten. { $games ->
        [one] { $games } game now shows
       *[other] { $games } games now show
    } an anonymous player in your seat, and { $rows } records about you were removed. New games you play will count afresh.
forget-at-tables = You are at an open table: { $tables }. Finish or leave it (or close it, if you opened it), then ask again. Nothing was removed.
forget-nothing = There is nothing to forget: this bot keeps nothing that names you.

## /gin daily and /gin daily-board: the daily deal, answered to the person alone.
command-gin-daily = daily
    .description = Play today's deal against the hard computer: the same cards for everyone, once a day.
command-gin-daily-game = game
    .description = Which game's deal (default Gin Rummy)
command-gin-daily-board = daily-board
    .description = The day's daily deal results, ranked: this server's or everyone's.
command-gin-daily-board-game = game
    .description = Which game's deal (default Gin Rummy)
command-gin-daily-board-scope = scope
    .description = This server's players or everyone (default: this server's, in a server)
command-choice-everywhere = everywhere
daily-done = 🗓️ **Daily deal · { $game } · { $day }**: you scored **{ $points }**, rank { $rank } of { $players }.
daily-not-yet = 🗓️ **Daily deal · { $game } · { $day }**: not played yet. `/gin daily` deals it to you.
daily-streak = 🔥 Streak: { $days ->
        [one] { $days } day
       *[other] { $days } days
    } in a row with a daily deal finished.
daily-board-title = 🏁 **Daily deal board · { $game } · { $day }**
daily-board-empty = 🏁 Nobody has finished the { $game } deal of { $day } here yet.
daily-table-busy = A table is open in this channel. Finish it first, or play your daily deal in another channel or in a direct message with the bot.
