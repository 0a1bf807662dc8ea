### The table message: the header, seats, scores, whose turn it is. And the
### channel's own story lines (a table's events, the draws and discards, a
### knock, turns, ratings): public, in the table's language.

## Names and small words
table-computer-player = 🤖 Computador ({ $level })
table-anonymous-player = 👤 Jogador anônimo { $tag }
table-computer-seat = 🤖 { $name } ({ $level })
table-empty-seat = lugar { $number }
table-none = nenhum

## The header
table-game-to = partida até { $target }
table-each-of-three-games = (em cada uma das três partidas)
table-match-of-hands = uma disputa de { $hands ->
    [one] { $hands } mão
   *[other] { $hands } mãos
}
table-closed = 🃏 Esta mesa está fechada. Abra outra com `/gin new`.
table-hand-number = mão { $number }
table-turn-clock = tempo por vez { $duration }
table-minutes = { $count } min
table-seconds = { $count } s

## The lobby
table-lobby = **Sala de espera** — { $seated }/{ $needed } lugares. { $full ->
        [yes] Todos os lugares estão ocupados: Começar.
       *[no] Sente-se ou chame um jogador do computador, depois Começar.
    }
table-empty = *(vago)*
table-join = Sentar
table-leave = Sair
table-add-computer = Chamar o computador
table-start = Começar

## Seats and scores
table-sits-out = fica de fora
table-dealer = carteador
table-stand-in = 🤖 substituído
table-to-play = **na vez**
table-clock = (tempo { $time })
table-points = { $points } pts
table-points-boxes = { $points } pts ({ $boxes ->
    [one] { $boxes } caixa
   *[other] { $boxes } caixas
})
table-game-decided = (decidida)

## A hand in play
table-table-players = Mesa { $number }: { $first } contra { $second }
table-hand-over = mão encerrada
table-upcard = Carta virada **{ $card }**
table-upcard-on-offer = Carta virada em oferta **{ $card }**
table-top-discard = No topo do lixo **{ $card }**
table-no-upcard = Nenhuma carta virada
table-no-discard-yet = O lixo ainda está vazio
table-stock = monte { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
table-note-break = **a interrupção** (causada por { $name })
table-note-gin-only = só gin
table-note-gin-only-this-hand = **só gin** nesta mão (virou um ás)
table-note-knock-at = bate com { $limit } ou menos
table-note-spade-doubles = ♠ vale dobrado
table-note-stake = aposta ×{ $stake }
table-note-challenge = ⚔️ há um desafio no ar
table-melds-on-table = Jogos na mesa: { $melds }

## The last moves
table-recent = **Últimas jogadas**
table-hand-over-scores = Mão encerrada: { $name } marca { $points }.
table-hand-over-no-score = Mão encerrada: ninguém marca.
table-hand-over-at-table-scores = Mão encerrada na mesa { $table }: { $name } marca { $points }.
table-hand-over-at-table-no-score = Mão encerrada na mesa { $table }: ninguém marca.
table-lays-down-melds = { $name } baixa os jogos.
table-deals-first = { $name } dá as cartas primeiro.
table-my-hand = Minha mão
table-rematch = Revanche
table-rules = Regras
table-abandon = Desistir
table-refresh = Atualizar
table-live-until = Esta mensagem se atualiza sozinha até { $until }; depois disso, toque em Atualizar.

## How it ended ($what: game, set or match; $seats: how many seats the
## winning side has)
table-over = 🏆 **{ $what ->
    [set] Fim da série
    [match] Fim da disputa
   *[game] Fim da partida
}**: { $won }. Totais: { $totals }
table-over-tie = 🏆 **{ $what ->
    [set] Fim da série
    [match] Fim da disputa
   *[game] Fim da partida
}**: empate. Totais: { $totals }
table-side-wins = { $winners } { $seats ->
    [one] vence
   *[other] vencem
}
table-side-wins-by = { $winners } { $seats ->
    [one] vence
   *[other] vencem
} por { $margin }
table-side-wins-games = { $winners } { $seats ->
    [one] vence
   *[other] vencem
} por { $mine }–{ $theirs }
table-side-wins-games-by = { $winners } { $seats ->
    [one] vence
   *[other] vencem
} por { $mine }–{ $theirs }, { $margin } pontos à frente

## The story: the table's events
table-story-opened = 🃏 { $opener } abriu uma mesa de { $game }: { $details }.
table-story-joined = ➕ { $name } se senta.
table-story-left = ➖ { $name } sai da mesa.
table-story-started = ▶️ A partida começa. Lugares em ordem: { $seats }.
table-story-timed-out = ⏰ O tempo de { $name } acabou: foi feita uma jogada segura.
table-story-time-given-back = ⏱️ As jogadas não puderam ser salvas por um tempo (uma falha nossa): o tempo de { $name } recomeça com { $seconds } s.
table-story-resumed = 🙋 { $name } voltou.
table-story-abandon-vote = 🗳️ { $name } vota para abandonar a partida ({ $votes }/{ $needed }).
table-story-abandoned = 🛑 A partida foi abandonada (não conta para o ranking).
table-story-closed = 🚪 A mesa está fechada.

## The story: moves worded here (with Discord's marks)
table-story-draws-stock = { $name } compra do monte.
table-story-takes-discard = { $name } pega **{ $card }** do lixo.
table-story-discards = { $name } descarta **{ $card }**.
table-story-gin = 💥 { $name } faz **GIN**!
table-story-knocks = ✊ { $name } **bate** com { $count }.

## Turns, ratings and the leaderboard after a game
table-turn-play = ➡️ { $name }, é a sua vez.
table-turn-answer-double = ➡️ { $name }, aceite ou recuse a dobra.
table-turn-answer-redouble = ➡️ { $name }, aceite ou recuse a redobra.
table-turn-answer-challenge = ➡️ { $name }, aceite ou recuse o desafio.
table-rating-line = Ranking: { $name } { $change }
table-leaderboard-after = 📈 Ranking após a partida { $game } (rating − 3σ, partidas, vitórias):
table-leaderboard-record = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } vitória
   *[other] { $wins } vitórias
}
table-hinted = 💡 Usaram as dicas do treinador (esta partida não vale para o ranking): { $names }
