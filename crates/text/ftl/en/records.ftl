### What was played, as /gin leaderboard, /gin stats and /gin history
### answer the person who asked.

records-no-games = No finished games of { $game } in this channel yet.
records-leaderboard = 📈 **Leaderboard: { $game }** (rating − 3σ · games · wins · points)
records-no-stats = { $who } has no finished games of { $game } here yet.
records-stats = 📊 **{ $who }** at { $game } — { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
records-detail-jersey = Boxes { $boxes } · gins { $gins } · underknocks { $underknocks } · hands won at the break { $break_wins }
records-detail-gin = Boxes { $boxes } · gins { $gins } · undercuts { $undercuts }
records-detail-colonel = Hands gone out { $gins }
records-rating = Points per hand { $per_hand } · rating { $rating } ± { $uncertainty }
records-won = { $winner } won
records-tie = a tie between { $winners }
records-history = Game { $game_id } ({ $rules }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-history-hands = Game { $game_id } ({ $rules }, { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-abandoned = Game { $game_id } ({ $rules }): abandoned — { $names }
records-abandoned-after = Game { $game_id } ({ $rules }): abandoned after { $hands ->
        [one] { $hands } hand
       *[other] { $hands } hands
    } — { $names }
records-latest = 📜 **Latest games**
records-no-history = No games in this channel yet.
