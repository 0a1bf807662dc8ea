### Ce qui a été joué, tel que /gin leaderboard, /gin stats et /gin history
### le disent à qui le demande.

records-no-games = Aucune partie de { $game } terminée dans ce salon pour l’instant.
records-leaderboard = 📈 **Classement : { $game }** (classement − 3σ · parties · victoires · points)
records-no-stats = { $who } n’a encore aucune partie de { $game } terminée ici.
records-stats = 📊 **{ $who }** au { $game } — { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
records-detail-jersey = Cases { $boxes } · gins { $gins } · frappes battues { $underknocks } · mains gagnées à la coupure { $break_wins }
records-detail-gin = Cases { $boxes } · gins { $gins } · contres { $undercuts }
records-detail-colonel = Mains terminées { $gins }
records-rating = Points par main { $per_hand } · classement { $rating } ± { $uncertainty }
records-won = victoire de { $winner }
records-tie = égalité entre { $winners }
records-history = Partie { $game_id } ({ $rules }, <t:{ $finished }:R>) : { $outcome } — { $totals }
records-history-hands = Partie { $game_id } ({ $rules }, { $hands ->
        [one] { $hands } main
       *[other] { $hands } mains
    }, <t:{ $finished }:R>) : { $outcome } — { $totals }
records-abandoned = Partie { $game_id } ({ $rules }) : abandonnée — { $names }
records-abandoned-after = Partie { $game_id } ({ $rules }) : abandonnée après { $hands ->
        [one] { $hands } main
       *[other] { $hands } mains
    } — { $names }
records-latest = 📜 **Dernières parties**
records-no-history = Aucune partie dans ce salon pour l’instant.
