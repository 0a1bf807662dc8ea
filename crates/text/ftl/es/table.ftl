### The table message: the header, seats, scores, whose turn it is. And the
### channel's own story lines (a table's events, the draws and discards, a
### knock, turns, ratings): public, in the table's language.

## Names and small words
table-computer-player = 🤖 Computadora ({ $level })
table-anonymous-player = 👤 Jugador anónimo { $tag }
table-computer-seat = 🤖 { $name } ({ $level })
table-empty-seat = asiento { $number }
table-none = ninguna

## The header
table-game-to = partida a { $target }
table-each-of-three-games = (en cada una de las tres partidas)
table-match-of-hands = un encuentro de { $hands ->
    [one] { $hands } mano
   *[other] { $hands } manos
}
table-closed = 🃏 Esta mesa está cerrada. Abre otra con `/gin new`.
table-hand-number = mano { $number }
table-turn-clock = tiempo por turno { $duration }
table-minutes = { $count } min
table-seconds = { $count } s

## The lobby
table-lobby = **Sala de espera** — { $seated }/{ $needed } asientos. { $full ->
        [yes] Todos los asientos están ocupados: Empezar.
       *[no] Siéntate o añade un jugador de la computadora, y luego Empezar.
    }
table-empty = *(libre)*
table-join = Sentarse
table-leave = Levantarse
table-add-computer = Añadir computadora
table-start = Empezar

## Seats and scores
table-sits-out = descansa
table-dealer = repartidor
table-stand-in = 🤖 sustituido
table-to-play = **le toca**
table-clock = (tiempo { $time })
table-points = { $points } pts
table-points-boxes = { $points } pts ({ $boxes ->
    [one] { $boxes } casilla
   *[other] { $boxes } casillas
})
table-game-decided = (decidida)

## A hand in play
table-table-players = Mesa { $number }: { $first } contra { $second }
table-hand-over = mano terminada
table-upcard = Carta descubierta **{ $card }**
table-upcard-on-offer = Carta descubierta en oferta **{ $card }**
table-top-discard = Arriba en los descartes **{ $card }**
table-no-upcard = Sin carta descubierta
table-no-discard-yet = Todavía no hay descartes
table-stock = mazo { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
table-note-break = **el corte** (lo provocó { $name })
table-note-gin-only = solo gin
table-note-gin-only-this-hand = **solo gin** en esta mano (salió un as)
table-note-knock-at = se cierra con { $limit } o menos
table-note-spade-doubles = ♠ cuenta doble
table-note-stake = apuesta ×{ $stake }
table-note-challenge = ⚔️ hay un desafío en juego
table-melds-on-table = Combinaciones en la mesa: { $melds }

## The last moves
table-recent = **Últimas jugadas**
table-hand-over-scores = Mano terminada: { $name } suma { $points }.
table-hand-over-no-score = Mano terminada: nadie suma.
table-hand-over-at-table-scores = Mano terminada en la mesa { $table }: { $name } suma { $points }.
table-hand-over-at-table-no-score = Mano terminada en la mesa { $table }: nadie suma.
table-lays-down-melds = { $name } baja sus combinaciones.
table-deals-first = { $name } reparte primero.
table-my-hand = Mi mano
table-rematch = Revancha
table-rules = Reglas
table-abandon = Abandonar
table-refresh = Actualizar
table-live-until = Este mensaje se actualiza solo hasta las { $until }; después, pulsa Actualizar.

## How it ended ($what: game, set or match; $seats: how many seats the
## winning side has)
table-over = 🏆 **{ $what ->
    [set] Serie terminada
    [match] Encuentro terminado
   *[game] Partida terminada
}**: { $won }. Totales: { $totals }
table-over-tie = 🏆 **{ $what ->
    [set] Serie terminada
    [match] Encuentro terminado
   *[game] Partida terminada
}**: empate. Totales: { $totals }
table-side-wins = { $seats ->
    [one] gana
   *[other] ganan
} { $winners }
table-side-wins-by = { $seats ->
    [one] gana
   *[other] ganan
} { $winners } por { $margin }
table-side-wins-games = { $seats ->
    [one] gana
   *[other] ganan
} { $winners } { $mine }–{ $theirs }
table-side-wins-games-by = { $seats ->
    [one] gana
   *[other] ganan
} { $winners } { $mine }–{ $theirs } por { $margin }

## The story: the table's events
table-story-opened = 🃏 { $opener } abrió una mesa de { $game }: { $details }.
table-story-joined = ➕ { $name } se sienta.
table-story-left = ➖ { $name } deja la mesa.
table-story-started = ▶️ Empieza la partida. Asientos en orden: { $seats }.
table-story-timed-out = ⏰ Se acabó el tiempo de { $name }: se hizo una jugada segura.
table-story-time-given-back = ⏱️ Durante un rato no se pudieron guardar las jugadas (un fallo nuestro): el tiempo de { $name } vuelve a empezar con { $seconds } s.
table-story-resumed = 🙋 { $name } ha vuelto.
table-story-abandon-vote = 🗳️ { $name } vota por abandonar la partida ({ $votes }/{ $needed }).
table-story-abandoned = 🛑 La partida se abandonó (no puntúa para la clasificación).
table-story-closed = 🚪 La mesa está cerrada.

## The story: moves worded here (with Discord's marks)
table-story-draws-stock = { $name } roba del mazo.
table-story-takes-discard = { $name } toma **{ $card }** de los descartes.
table-story-discards = { $name } descarta **{ $card }**.
table-story-gin = 💥 ¡{ $name } hace **GIN**!
table-story-knocks = ✊ { $name } **cierra** con { $count }.

## Turns, ratings and the leaderboard after a game
table-turn-play = ➡️ { $name }, es tu turno.
table-turn-answer-double = ➡️ { $name }, acepta o rechaza el doble.
table-turn-answer-redouble = ➡️ { $name }, acepta o rechaza el redoble.
table-turn-answer-challenge = ➡️ { $name }, acepta o rechaza el desafío.
table-rating-line = Valoración: { $name } { $change }
table-leaderboard-after = 📈 Clasificación tras la partida { $game } (valoración − 3σ, partidas, victorias):
table-leaderboard-record = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
table-hinted = 💡 Usaron las pistas del entrenador (esta partida no cuenta para la clasificación): { $names }
