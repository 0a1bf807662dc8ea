### Lo jugado, tal como /gin leaderboard, /gin stats y /gin history
### responden a quien pregunta.

records-no-games = Todavía no hay partidas terminadas de { $game } en este canal.
records-leaderboard = 📈 **Clasificación: { $game }** (puntuación − 3σ · partidas · victorias · puntos)
records-no-stats = { $who } todavía no tiene partidas terminadas de { $game } aquí.
records-stats = 📊 **{ $who }** en { $game } — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, { $points ->
        [one] { $points } punto
       *[other] { $points } puntos
    }
records-detail-jersey = Casillas { $boxes } · gins { $gins } · cierres por debajo { $underknocks } · manos ganadas en el corte { $break_wins }
records-detail-gin = Casillas { $boxes } · gins { $gins } · contragolpes { $undercuts }
records-detail-colonel = Manos cerradas { $gins }
records-rating = Puntos por mano { $per_hand } · puntuación { $rating } ± { $uncertainty }
records-won = ganó { $winner }
records-tie = empate entre { $winners }
records-history = Partida { $game_id } ({ $rules }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-history-hands = Partida { $game_id } ({ $rules }, { $hands ->
        [one] { $hands } mano
       *[other] { $hands } manos
    }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-abandoned = Partida { $game_id } ({ $rules }): abandonada — { $names }
records-abandoned-after = Partida { $game_id } ({ $rules }): abandonada tras { $hands ->
        [one] { $hands } mano
       *[other] { $hands } manos
    } — { $names }
records-latest = 📜 **Últimas partidas**
records-no-history = Todavía no hay partidas en este canal.
