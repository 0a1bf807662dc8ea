### Por qué se rechaza una jugada o un comando (rechazos de la mesa,
### comunes a todas las interfaces; src/render/refusals.rs). Los asientos
### se numeran como los numera el motor (desde 0).

## La mesa

refusal-no-table = No hay ninguna mesa en este canal: abre una primero.
refusal-table-exists = Ya hay una mesa abierta en este canal.
refusal-not-in-lobby = La mesa no admite jugadores: hay una partida en juego o ya terminó.
refusal-not-playing = No se está jugando ninguna partida en esta mesa.
refusal-not-finished = La partida todavía no ha terminado.
refusal-already-seated = Ya tienes un asiento en esta mesa.
refusal-table-full = La mesa está llena: todos los asientos están ocupados.
refusal-not-a-player = No juegas en esta mesa.
refusal-no-computer = No hay ningún asiento de la computadora que quitar.
refusal-not-enough-seats = Esta partida necesita { $needed } asientos; hay { $seats } ocupados.
refusal-not-opener = Solo quien abrió la mesa o un moderador puede hacer eso.
refusal-stale = Eso era para un turno anterior (turno { $sent }); la partida ya va por el turno { $now }.
refusal-leave-during-game = No puedes irte durante una partida: pide abandonarla.
refusal-not-handed-over = Tu asiento no lo juega la computadora.
refusal-already-voted = Ya votaste para abandonar esta partida.
refusal-nothing-due = Todavía no hay nada pendiente.
refusal-system-only = El servicio no puede hacer eso.
refusal-invalid-settings = Ajustes de mesa no válidos: { $reason }.
refusal-other-shard = Las mesas de este servidor las lleva otro proceso del bot (fragmento { $shard } de { $total }), no este: no se cambió nada; vuelve a intentarlo en un momento.
refusal-other-process = Esta mesa la lleva ahora otro proceso del bot: no se cambió nada.

## Las reglas del juego

refusal-game-over = La partida ha terminado.
refusal-hand-over = Esta mano ha terminado: reparte la siguiente.
refusal-hand-not-over = La mano todavía se está jugando.
refusal-not-your-turn = No es tu turno: le toca al asiento { $turn }.
refusal-must-draw-first = Primero roba una carta, del mazo o de los descartes.
refusal-already-drew = Ya robaste en este turno: descarta o cierra.
refusal-no-discard = No hay descartes.
refusal-upcard-not-usable = Después del corte solo puedes tomar la carta descubierta { $card } si la usas en una combinación en el acto.
refusal-card-not-in-hand = { $card } no está en tu mano.
refusal-cannot-discard-taken = Tomaste { $card } de los descartes en este turno y no puedes volver a tirarla.
refusal-knock-after-break = Nadie puede cerrar después del corte.
refusal-knock-too-high = No puedes cerrar: tirando { $card } te quedan { $deadwood } en cartas sueltas, por encima del límite de { $limit } para cerrar.
refusal-no-such-seat = El asiento { $seat } no existe: los asientos son 0, 1 y 2.
refusal-seat-out-of-range = El asiento { $seat } no existe: esta partida tiene { $seats } asientos, del 0 al { $last }.
refusal-not-in-this-game = Esa jugada no existe en { $game }.
refusal-sitting-out = Descansas en esta mano.
refusal-waiting-for-other-table = Tu mano terminó: la otra mesa sigue jugando.
refusal-take-or-pass-upcard = Primero toma la carta descubierta { $card } o pásala.
refusal-no-upcard-offer = Ahora no hay ninguna carta descubierta que pasar.
refusal-must-draw-stock = Los dos jugadores pasaron la carta descubierta: roba del mazo.
refusal-no-draw-on-opening = En el primer turno descartas o cierras sin robar.
refusal-gin-only = Esta mano es solo gin: tirando { $card } te quedan { $deadwood } en cartas sueltas.
refusal-no-doubling = En esta mesa no se dobla la apuesta.
refusal-double-used = Ya se propuso doblar en esta mano.
refusal-double-not-now = Solo se puede proponer doblar al empezar tu turno, antes de robar.
refusal-no-double-offered = No hay ningún doble que responder.
refusal-answer-double = Primero responde al doble: acepta, redobla o abandona.
refusal-no-redouble = En esta mesa no se redobla.
refusal-not-a-meld = { $cards } no es una combinación.
refusal-cannot-lay-off = { $cards } no se puede colocar en { $meld }.
refusal-no-such-meld = No hay ninguna combinación { $meld } en la mesa.
refusal-would-strand-taken = Te quedaría solo { $card }, que tomaste de los descartes en este turno.
refusal-discard-only-to-go-out = El mazo está vacío: solo puedes descartar para salir; si no, termina el turno.
refusal-end-turn-not-now = Solo puedes terminar el turno sin descartar después de robar la última carta del mazo.
refusal-challenge-not-now = Solo se puede desafiar al empezar tu turno, antes de robar, una vez por turno.
refusal-no-challenge = No hay ningún desafío que responder.
refusal-answer-challenge = Primero responde al desafío.
refusal-daily-once = Un reparto diario se juega una sola vez: no hay revancha.
refusal-hints-off = En esta mesa no hay pistas.
refusal-no-decision = Ahora no tienes ninguna decisión que tomar.

## La lista para la próxima partida (issue 42)
refusal-already-waiting = Ya estás en la lista para la próxima partida.
refusal-not-waiting = No estás en la lista para la próxima partida.
refusal-lobby-open = La mesa está reuniendo jugadores ahora mismo: siéntate con Sentarse.
