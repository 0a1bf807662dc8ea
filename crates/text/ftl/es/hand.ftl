### A person's private hand view: their cards, what they may do, counts.
### And the confirmation of a knock or a gin. In the viewer's language.

cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## The hand
hand-your-hand = **Tu mano** · mano { $number }
hand-seat = asiento { $number }
hand-against = contra { $name }
hand-melds = Combinaciones: { $melds }
hand-to-lay-off = para colocar: { $cards }
hand-deadwood = Cartas sueltas: { $deadwood }
hand-left-after-laying-down = Queda tras bajar: { $cards }
hand-between-hands = **La mano { $number } ha terminado.** Puntuación: { $scores }
hand-sitting-out = **Mano { $number }**: descansas esta mano.
hand-took-from-pile = Tomaste **{ $card }** de los descartes: no puedes volver a descartarla en este turno.
hand-waiting-for = Esperando a { $name }.

## What the player is asked to do
hand-prompt-discard-or-knock = ➡️ **Tu turno**: descarta, o cierra.
hand-prompt-discard = ➡️ **Tu turno**: descarta.
hand-prompt-draw-or-upcard = ➡️ **Tu turno**: roba del mazo o toma la carta descubierta.
hand-prompt-draw-or-challenge = ➡️ **Tu turno**: roba del mazo o toma la carta de arriba de los descartes — o lanza un desafío.
hand-prompt-challenged = ➡️ **Te desafían**: acepta (se cuentan ya las dos manos) o rechaza (el juego sigue).
hand-prompt-meld-lay-off-discard = ➡️ **Tu turno**: baja combinaciones, coloca cartas en cualquier combinación de la mesa y luego descarta.
hand-prompt-upcard-offer = ➡️ **Tu turno**: toma la carta descubierta, o pasa.
hand-prompt-forced-draw = ➡️ **Tu turno**: los dos pasaron, así que roba del mazo.
hand-prompt-opening-or-knock = ➡️ **Tu turno**: tienes once cartas: descarta, o cierra.
hand-prompt-opening = ➡️ **Tu turno**: tienes once cartas: descarta.
hand-prompt-draw-or-double = ➡️ **Tu turno**: roba del mazo o toma la carta de arriba de los descartes — o antes ofrece doblar la apuesta.
hand-prompt-draw = ➡️ **Tu turno**: roba del mazo o toma la carta de arriba de los descartes.
hand-prompt-double-offered = ➡️ **Te ofrecen doblar**: acepta, redobla o abandona la mano.
hand-prompt-redoubled = ➡️ **Te redoblaron**: acepta, o abandona la mano.

## The controls (buttons ≤ 80 characters, options ≤ 100)
hand-deal-next = Repartir la siguiente mano
hand-refresh = Actualizar
hand-draw-stock = Robar del mazo
hand-take-card = Tomar { $card }
hand-take-upcard = Tomar la carta descubierta
hand-take-discard = Tomar de los descartes
hand-pass = Pasar
hand-offer-double = Ofrecer doblar
hand-accept-double = Aceptar el doble
hand-redouble = Redoblar
hand-resign = Abandonar la mano
hand-challenge = Desafiar
hand-accept-challenge = Aceptar el desafío
hand-refuse-challenge = Rechazar el desafío
hand-end-turn = Terminar mi turno
hand-meld-placeholder = Bajar…
hand-meld-option = Bajar { $cards }
hand-lay-off-placeholder = Colocar…
hand-lay-off-option = Colocar { $cards } en { $onto }
hand-discard-placeholder = Descartar…
hand-discard-after-draw = Descartar… (después de robar)
hand-discard-option = Descartar { $card }
hand-knock-placeholder = Cerrar descartando…
hand-knock-disabled = Cerrar…
hand-knock-option = Cerrar descartando { $card } (quedan { $count })
hand-gin-option = ¡Gin! (descartar { $card })

## The knock confirmation
hand-confirm-question = ¿Quieres { $gin ->
    [yes] hacer **gin**
   *[no] **cerrar**
} dejando **{ $card }** boca abajo?
hand-your-melds = Tus combinaciones: { $melds }
hand-confirm-gin = ¡Sí, gin!
hand-confirm-knock = Sí, cerrar
hand-cancel = Cancelar

# The coach (issue 41): the hand view's button, and its private answer.
hand-hint = Pista
hand-hint-title = 💡 **La opinión del entrenador** (solo con tus cartas y lo que has visto):
hand-hint-line = { $rank }. { $action }: { $chance }% de ganar { $what ->
    [match] el encuentro
   *[game] la partida
  }, { $points } puntos esperados en esta mano
hand-hint-none = Ahora no hay pista: no tienes ninguna decisión que tomar.

# The coach's review of a hand and a game's summary (issue 41).
hand-review = Análisis
hand-summary = Resumen de la partida
hand-review-title = 🔎 **El análisis del entrenador de la mano { $number }** (tus decisiones, juzgadas con lo que podías ver entonces): { $decisions ->
    [0] ninguna decisión que juzgar.
    [one] 1 decisión.
   *[other] { $decisions } decisiones.
  }
hand-review-line-best = { $number }. { $played } ({ $chance }%): también la elección del entrenador ✓
hand-review-line = { $number }. { $played } ({ $chance }%); la mejor: { $best } ({ $best_chance }%); { $loss } puntos de probabilidad perdidos: { $grade ->
    [good] buena
    [inaccuracy] una imprecisión
    [mistake] un error
   *[blunder] un error grave
  }
hand-review-good-unlisted = …y { $count ->
    [one] 1 decisión más, calificada como buena.
   *[other] { $count } decisiones más, calificadas como buenas.
  }
hand-review-summary = Precisión { $accuracy }%: { $good } buenas, { $inaccuracies ->
    [one] 1 imprecisión
   *[other] { $inaccuracies } imprecisiones
  }, { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
  }, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
  }. Suerte (las cartas y los demás jugadores, sin contar tus decisiones): { $luck } puntos de probabilidad.
hand-review-worst = La imagen muestra tu mano en la decisión { $number }, la que más te costó.
hand-review-stale = Ese botón es de una mano o partida que aún no ha terminado, o que ya no está en esta mesa: no hay nada que analizar.
hand-review-not-played = Solo quienes jugaron esta partida pueden analizarla.
hand-summary-title = 📊 **Resumen de la partida**: la precisión de cada jugador (100: cada decisión fue la elección del entrenador).
hand-summary-line = { $name }: precisión { $accuracy }% en { $decisions ->
    [one] 1 decisión
   *[other] { $decisions } decisiones
  } ({ $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
  }, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
  })
