### Was gespielt wurde, wie /gin leaderboard, /gin stats und /gin history
### es der fragenden Person beantworten.

records-no-games = In diesem Kanal gibt es noch keine beendeten Partien { $game }.
records-leaderboard = 📈 **Rangliste: { $game }** (Wertung − 3σ · Partien · Siege · Punkte)
records-no-stats = { $who } hat hier noch keine beendeten Partien { $game }.
records-stats = 📊 **{ $who }** bei { $game } — { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
records-detail-jersey = Kästchen { $boxes } · Gins { $gins } · Unterklopfen { $underknocks } · beim Abbruch gewonnene Runden { $break_wins }
records-detail-gin = Kästchen { $boxes } · Gins { $gins } · Unterbieten { $undercuts }
records-detail-colonel = Ausgemachte Runden { $gins }
records-rating = Punkte pro Runde { $per_hand } · Wertung { $rating } ± { $uncertainty }
records-won = { $winner } hat gewonnen
records-tie = Gleichstand zwischen { $winners }
records-history = Partie { $game_id } ({ $rules }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-history-hands = Partie { $game_id } ({ $rules }, { $hands ->
        [one] { $hands } Runde
       *[other] { $hands } Runden
    }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-abandoned = Partie { $game_id } ({ $rules }): abgebrochen — { $names }
records-abandoned-after = Partie { $game_id } ({ $rules }): abgebrochen nach { $hands ->
        [one] { $hands } Runde
       *[other] { $hands } Runden
    } — { $names }
records-latest = 📜 **Letzte Partien**
records-no-history = In diesem Kanal gibt es noch keine Partien.
