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
