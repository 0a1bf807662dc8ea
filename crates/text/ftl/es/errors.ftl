### Discord's own answers when something goes wrong: stale or foreign buttons,
### outages, limits.

error-no-table-here = No hay ninguna mesa en este canal: abre una con `/gin { command-gin-new }`.
error-button-no-game = Ya no hay ninguna partida en curso para ese botón, así que no hace nada.
error-button-other-channel = Ese botón es de una mesa de otro canal, así que aquí no hace nada.
error-not-seated = No juegas en esta mesa. Siéntate desde el mensaje de la mesa (o con `/gin { command-gin-join }`) antes de que empiece.
error-move-kept = ✅ Tu última jugada se guardó (su respuesta se perdió por el camino). Así va la partida.
error-not-started = La partida aún no empezó: recibirás tu mano cuando empiece.
error-failed = Lo sentimos, no pudimos guardarlo de nuestro lado, así que no cambió nada: inténtalo de nuevo.
error-choose-knock-card = Elige la carta con la que cerrar.
error-choose-discard = Elige la carta que descartar.
error-choose-meld = Elige la combinación que bajar.
error-choose-lay-off = Elige las cartas que colocar.
error-cannot-knock-with = Ahora no puedes cerrar descartando { $card }.
error-game-over = La partida terminó: mira el resultado en el canal.
error-button-foreign = No reconozco ese botón: no es de Jersey Gin.
error-button-old-version = Este botón es de una versión anterior del bot y ya no funciona. Usa `/gin { command-gin-hand }` o `/gin { command-gin-table }` para tener botones nuevos.
error-button-newer-version = Este botón es de una versión del bot más nueva que la que funciona ahora. Usa `/gin { command-gin-hand }` o `/gin { command-gin-table }` para tener botones nuevos.
error-button-damaged = Ese botón está dañado o no lo conozco, así que no puedo hacer nada con él. Usa `/gin { command-gin-hand }` o `/gin { command-gin-table }` para tener botones nuevos.
error-options-unreadable = Este comando no admite esas opciones: no se pudo leer una opción{ $input }. No se cambió nada.
error-options-mismatch = Este comando no admite esas opciones: { $problem ->
        [choice] una de las elecciones no está en su lista
        [range] un número se sale de su rango
        [type] una opción tiene un tipo equivocado
       *[other] no encajan con el comando
    }. Elige los valores que ofrece Discord (si la lista parece vieja, recarga Discord). No se cambió nada.
error-unknown-command = No conozco ese comando (puede que tu Discord muestre una lista vieja: recárgalo). Prueba `/gin { command-gin-rules }`.
error-command-failed = Lo siento, algo falló de mi lado. Inténtalo de nuevo.
