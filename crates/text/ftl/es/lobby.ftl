### Opening a table, taking seats, options, starting, the language of a table.

lobby-option-out-of-range = `{ $option }` debe estar entre { $min } y { $max } (enviaste { $sent }). No se cambió nada.
lobby-computers-leave-a-seat = `{ $option }` tiene que dejarte un asiento: este juego tiene { $seats ->
        [one] { $seats } asiento
       *[other] { $seats } asientos
    } (enviaste { $sent }). No se cambió nada.
lobby-cannot-open = No se puede abrir ese juego: { $reason }.
lobby-bonus-not-jersey = Las bonificaciones por contragolpe y por gin son del Gin Rummy: el Jersey Gin puntúa a su manera.
lobby-colonel-no-options = El Coronel es un encuentro de varias manos: no admite meta ni bonificaciones.
lobby-opened = Mesa abierta: { $rules }. Tienes el primer asiento{ $computers ->
        [0] {""}
        [one] , con 1 asiento de la computadora ({ $level })
       *[other] , con { $computers } asientos de la computadora ({ $level })
    }. { $full ->
        [yes] Todos los asientos están ocupados: ya se puede empezar.
       *[no] Los demás se sientan desde el mensaje de la mesa o con `/gin { command-gin-join }`; después, a empezar.
    }
lobby-opened-text-only = Las cartas se muestran solo como texto (sin imágenes).
lobby-opened-four-colour = Las cartas se dibujan en cuatro colores: tréboles verdes, diamantes azules.
lobby-opened-language = La mesa habla { $language }: sus mensajes salen en ese idioma para todos.
lobby-opened-private = Este servidor solo deja que las apps añadidas por sus miembros respondan en privado, así que nadie más vería esta mesa: aquí juegas contra el ordenador. Para jugar con amigos, pide al servidor que permita apps externas o que añada el bot, o juega en un MD o un MD de grupo.
lobby-joined = Te sentaste a la mesa.
lobby-left = Dejaste la mesa.
lobby-computer-added = Se añadió un asiento de la computadora ({ $level }).
lobby-started = Empieza la partida: ¡a barajar y repartir!
lobby-rematch = Empieza una nueva partida con los mismos asientos.
lobby-abandon-done = Hecho: mira el canal para ver cómo queda la mesa.
lobby-table-posted = La mesa está publicada aquí abajo.
