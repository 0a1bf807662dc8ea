### The terminal game: prompts, status lines, help.
### The keys typed at a prompt (?, q, k, a number, a card such as 7c: c ♣,
### d ♦, h ♥, s ♠) are the same in every language.

## Names.

term-you = Tú
term-seat = asiento { $seat }
term-name-level = { $name } ({ $level })

## Starting, resuming and leaving.

term-saved = Tu partida está guardada: { $command } la reanuda.
term-leaving = Sales de la partida. { $saved }
term-abandoning = Abandonas tu partida sin terminar de { $game } (partida { $game_id }).
term-resuming = Retomas tu partida sin terminar de { $game } (partida { $game_id }).
term-options-for-new-games = --game, --variant, --level y --seed solo valen para partidas nuevas: esta sigue como empezó.
term-to-start-new = Para abandonarla y empezar otra: { $command }.
term-last-game-over = Tu última partida ha terminado.
term-command-refused = Se rechazó { $command }: { $reason }
term-command-not-saved = No se pudo guardar { $command } (no cambió nada; vuelve a intentarlo)
term-not-saved = No se pudo guardar ({ $error }), así que no cambió nada: vuelve a intentarlo.

## What happens at the table.

term-table-open = Hay una mesa abierta.
term-game-started = Partida { $game_id }. Asientos en orden: { $seats }.
term-clock-ran-out = { $you ->
    [yes] Se te acabó el tiempo: se hizo una jugada automática.
   *[other] A { $name } se le acabó el tiempo: se hizo una jugada automática.
}
term-time-given-back = Durante un rato no se pudieron guardar las jugadas: { $you ->
    [yes] tu reloj
   *[other] el reloj de { $name }
} vuelve a empezar con { $seconds } s.
term-back = { $you ->
    [yes] Has vuelto.
   *[other] { $name } ha vuelto.
}
term-abandon-vote = Votación para abandonar: { $votes } de { $needed }.
term-abandoned = La partida se abandonó.
term-game-over = La partida { $game_id } ha terminado.
term-table-closed = La mesa está cerrada.
term-at-table = [mesa { $table }] { $line }

## Prompts.

term-hint = (Escribe ? o reglas en cualquier momento para ver las reglas de esta partida; q sale, y la partida queda guardada.)
term-controls = Al jugar: un número elige esa jugada; una carta como 7c o 10h la descarta (c ♣, d ♦, h ♥, s ♠); k y una carta (k7c) cierra tirando esa carta boca abajo; ? muestra estas reglas; q sale (la partida queda guardada y sigue con el próximo `play`).
term-move-prompt = Tu jugada (un número, o una carta como 7c para descartarla; ? reglas; q salir):
term-pick-a-move = Elige uno de los números de arriba, escribe una carta para descartarla, o ? para ver las reglas.
term-next-hand = Pulsa Intro para la siguiente mano (? para las reglas, q para salir).
term-rules-words = reglas ayuda
term-play-again = ¿Jugar otra vez con los mismos asientos?
term-yes-or-no = [s/N]
term-yes-answers = s si sí
term-knock-choice = { $left ->
    [0] hacer gin
   *[other] cerrar con { $left }
}, tirando { $card } boca abajo
term-knock-question = ¿{ $left ->
    [0] Hacer gin
   *[other] Cerrar con { $left }
}, tirando { $card } boca abajo?
term-take-discard = tomar { $card } de los descartes

## The status lines and the hand.

term-scores = Mano { $hand }. Puntuación: { $scores }.
term-hollywood-game = { $label }: { $scores }
term-hollywood-game-won = { $label }: { $scores } (la gana { $winner })
term-hollywood-game-tied = { $label }: { $scores } (empate)
term-hollywood-game-decided = { $label }: { $scores } (decidida)
term-status-hand = Mano { $hand }{ $table } · reparte: { $dealer } · puntuación: { $scores }
term-status-piles = Mazo { $stock } · arriba en los descartes { $top } · { $others }{ $extra }
term-your-table = tu mesa: { $table }, { $you } contra { $opponent }
term-on-the-table = en la mesa ({ $owner }): { $meld }
term-your-hand = Tu mano: { $groups }   cartas sueltas { $deadwood }
term-your-hand-held = Tu mano: { $groups }   { $count }
term-can-lay-down = Ya puedes bajar combinaciones: las cartas en la mesa dejan de contar en tu contra.
term-sitting-out = Mano { $hand }: esta vez descansas.
term-break-note = el corte: el descarte solo se puede tomar para combinarlo enseguida (R8)
term-gin-only = solo gin (V6)
term-ace-on-top = un as arriba: solo gin en este turno (V1.4)
term-ace-upcard = un as descubierto: solo gin en esta mano (V1.2)
term-knock-limit = se cierra con { $limit } o menos
term-spades-double = picas: esta mano cuenta doble
term-stake = apuesta ×{ $stake }
# The words that ask the coach for a hint (space-separated, lower case).
term-hint-words = hint pista
