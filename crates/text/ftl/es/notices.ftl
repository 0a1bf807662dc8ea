### Avisos de turno (issue 42): respuestas de /gin notify, el recordatorio a
### mitad de un tiempo largo y los mensajes directos.

notice-choice-mention = Desde ahora tus turnos se anuncian con una mención en el canal de la mesa.
notice-choice-dm = Desde ahora te aviso de tus turnos por mensaje directo.
notice-choice-off = Desde ahora nadie te avisa de tus turnos; tu vista de mano sigue mostrándolos.
notice-reminder = ⏰ { $name }, ya pasó la mitad de tu tiempo de turno: se acaba { $ends }.
notice-dm-turn = ➡️ Es tu turno en la mesa de { $table }.
notice-dm-reminder = ⏰ Ya pasó la mitad de tu tiempo de turno en la mesa de { $table }: se acaba { $ends }.

## /gin notify (its name, option and choices in this language)
command-gin-notify = avisos
    .description = Cómo te avisan de tu turno: una mención, un mensaje directo o nada.
command-gin-notify-how = como
    .description = Mención en el canal (por defecto), mensaje directo o nada
command-choice-mention = mención
command-choice-direct-message = mensaje directo
command-choice-nothing = nada

## Slow games: /gin new clock: (30s, 5m, 2h, 1d; up to 7 days)
notice-clock-hours = { $count } h
notice-clock-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
notice-clock-invalid = `{ $option }` es un número y una unidad: 30s, 5m, 2h o 1d, de 5s a 7d (enviaste { $sent }). No se cambió nada.
command-gin-new-clock = reloj
    .description = Tiempo por turno: 30s, 5m, 2h o 1d, hasta 7d (por defecto 2m; manda sobre turn_seconds)

## /gin mine: every table where the person has a seat
notice-mine-none = No tienes asiento en ninguna mesa.
notice-mine-header = { $count ->
    [one] Tu mesa:
   *[other] Tus { $count } mesas:
}
notice-mine-lobby = • { $table } · { $game } · en la sala de espera
notice-mine-over = • { $table } · { $game } · partida terminada
notice-mine-between = • { $table } · { $game } · entre manos
notice-mine-your-turn = • { $table } · { $game } · **es tu turno**, el tiempo se acaba { $ends }
notice-mine-your-move = • { $table } · { $game } · **es tu turno**
notice-mine-their-turn = • { $table } · { $game } · turno de { $name }
notice-mine-computer-turn = • { $table } · { $game } · turno de la computadora
command-gin-mine = mias
    .description = Todas las mesas donde tienes asiento, con de quién es el turno (solo tú lo ves).

## Fin del tiempo por turno, como lo eligió la mesa en /gin new
command-gin-new-clock-end = fin_del_reloj
    .description = Si se acaba el tiempo de un turno: jugada segura (por defecto) o el jugador pierde la partida
command-choice-safe-move = jugada segura
command-choice-forfeit = perder la partida
table-clock-end-safe-move = al acabarse: jugada segura
table-clock-end-forfeit = al acabarse: se pierde la partida
table-clock-forfeit = (tiempo { $time }; después pierde)
table-story-forfeited = 🏳️ Se acabó el tiempo de { $name }, que pierde la partida por abandono: { $count ->
    [one] gana { $winners }
   *[other] ganan { $winners }
}.
term-forfeited = { $you ->
    [yes] Se te acabó el tiempo: pierdes la partida.
   *[other] A { $name } se le acabó el tiempo: pierde la partida.
}
