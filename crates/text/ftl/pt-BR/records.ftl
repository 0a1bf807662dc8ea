### O que foi jogado, como /gin leaderboard, /gin stats e /gin history
### respondem a quem perguntou.

records-no-games = Ainda não há partidas terminadas de { $game } neste canal.
records-leaderboard = 📈 **Classificação: { $game }** (rating − 3σ · partidas · vitórias · pontos)
records-no-stats = { $who } ainda não tem partidas terminadas de { $game } aqui.
records-stats = 📊 **{ $who }** em { $game } — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }, { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }
records-detail-jersey = Caixas { $boxes } · gins { $gins } · batidas por baixo { $underknocks } · mãos ganhas na interrupção { $break_wins }
records-detail-gin = Caixas { $boxes } · gins { $gins } · contra-batidas { $undercuts }
records-detail-colonel = Mãos batidas { $gins }
records-rating = Pontos por mão { $per_hand } · rating { $rating } ± { $uncertainty }
records-won = { $winner } venceu
records-tie = empate entre { $winners }
records-history = Partida { $game_id } ({ $rules }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-history-hands = Partida { $game_id } ({ $rules }, { $hands ->
        [one] { $hands } mão
       *[other] { $hands } mãos
    }, <t:{ $finished }:R>): { $outcome } — { $totals }
records-abandoned = Partida { $game_id } ({ $rules }): abandonada — { $names }
records-abandoned-after = Partida { $game_id } ({ $rules }): abandonada depois de { $hands ->
        [one] { $hands } mão
       *[other] { $hands } mãos
    } — { $names }
records-latest = 📜 **Últimas partidas**
records-no-history = Ainda não há partidas neste canal.
