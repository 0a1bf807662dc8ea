### The rules as /gin rules and the terminal's rules screen show them.
### One message per line of the summary (src/rules_text.rs puts them
### together); `**…**` is Discord's bold, `*…*` its italics. The full rules,
### with the ids the code and tests cite, are in docs/rules/.

## Jersey Gin (docs/rules/jersey-gin.md, R1–R10).

rules-jersey-title = **Jersey Gin** — Gin Rummy para tres; los tres juegan todas las manos.
# R3
rules-jersey-deal = **Reparto.** 10 cartas a cada uno; la siguiente abre los descartes y las otras 21 forman el mazo. El reparto pasa a la izquierda en cada mano.
# R4
rules-jersey-turn = **Tu turno.** Roba la carta de arriba del mazo o de los descartes y luego tira una carta boca arriba (no la que acabas de tomar de los descartes).
# R1, R2
rules-jersey-melds = **Combinaciones.** Grupos de 3 o 4 cartas del mismo valor, o escaleras de 3 o más del mismo palo (el as solo va abajo: A-2-3 sí, Q-K-A no). Las cartas que no combinan son *cartas sueltas*: el as vale 1, las numeradas su número, las figuras 10.
# R5, R6
rules-jersey-knock = **Cerrar.** Después de robar, con 10 puntos o menos en cartas sueltas, puedes cerrar: bajas tus combinaciones, y el siguiente jugador, y después el tercero, colocan cartas en las combinaciones ya mostradas.
rules-jersey-knock-lowest = • Si tienes la cuenta más baja, ganas la diferencia con la cuenta de cada uno de los otros dos.
rules-jersey-knock-underknock = • Si alguien te iguala o te gana, te da un *contragolpe* y se lleva sus diferencias más 10.
rules-jersey-knock-gin = • Sin ninguna carta suelta es **gin**: las cuentas de los otros dos más 40, y nadie coloca cartas.
# R8
rules-jersey-break = **El corte.** Cuando quedan 3 cartas en el mazo ya no se puede cerrar. Desde entonces solo puedes tomar un descarte si lo combinas enseguida, y después de cada turno tus combinaciones y cartas colocadas se bajan solas. Cuando se acaba el mazo, la cuenta más baja se lleva las diferencias (en caso de empate, quien provocó el corte y luego el siguiente); quien se queda sin cartas termina la mano antes.
# R9
rules-jersey-game = **Partida.** El primero en llegar a 100 gana 100 más; cada mano ganada suma 25. Gana el total más alto.
# R10, G9: the table's options.
rules-tables-may-change = Cada mesa puede cambiar la meta, el límite para cerrar y las bonificaciones.

## Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G).

rules-gin-title = **Gin Rummy** — dos jugadores, el juego clásico.
# G3
rules-gin-deal = **Reparto.** Cada uno saca una carta; la más baja reparte. 10 cartas a cada uno, una carta boca arriba (la *carta descubierta*) y 31 en el mazo. Quien pierde una mano reparte la siguiente; tras una mano nula reparte el mismo.
# G4.1
rules-gin-first-turn = **Primer turno.** El que no reparte puede tomar la carta descubierta o pasar, y después puede el repartidor. Si los dos pasan, el que no reparte roba del mazo.
# G4
rules-gin-turns = **Turnos.** Roba la carta de arriba del mazo o de los descartes y luego descarta boca arriba (no la carta que acabas de tomar de los descartes).
# G2
rules-gin-melds = **Combinaciones.** Grupos de 3 o 4 cartas del mismo valor, o escaleras de 3 o más del mismo palo, con el as abajo. Las cartas sueltas cuentan: as 1, numeradas su número, figuras 10.
# G5, G6
rules-gin-knock = **Cerrar.** Después de robar, si las 10 cartas que te quedas suman 10 o menos en cartas sueltas, puedes descartar boca abajo y cerrar. Tu rival muestra sus combinaciones y coloca cartas en las tuyas (se busca por él la mejor manera).
rules-gin-knock-lower = • Si tu cuenta es menor, ganas la diferencia.
rules-gin-knock-undercut = • Si la suya es igual o menor, te hace un *contragolpe* y gana la diferencia más 25.
rules-gin-knock-gin = • Sin cartas sueltas es **gin**: su cuenta más 25; no se colocan cartas y al gin nunca se le hace contragolpe.
# G7
rules-gin-stock = **Mazo.** Las dos últimas cartas del mazo nunca se roban: si quien deja el mazo en dos cartas no cierra, la mano es nula. También lo es una mano con 20 turnos seguidos sin robar del mazo.
# G8
rules-gin-game = **Partida.** El primero en llegar a 100 termina la partida y gana 100 más (los puntos y esos 100 se doblan si el otro no ganó ninguna mano); cada uno suma 25 por cada mano que ganó. Gana el total más alto.

## Colonel (docs/rules/gin-rummy.md, V9).

rules-colonel-title = **Coronel** — dos jugadores, combinando sobre la marcha.
# V9.2
rules-colonel-deal = **Reparto.** Reparte primero quien saca la carta más baja y luego se alterna. 10 cartas a cada uno, una carta boca arriba y el resto en el mazo. El que no reparte empieza con un turno normal.
# V9.1
rules-colonel-melds = **Combinaciones.** 3 o 4 del mismo valor, o escaleras de 3 o más del mismo palo; el as puede ir arriba (Q-K-A) o abajo (A-2-3), nunca a la vez (K-A-2 no es escalera).
# V9.3
rules-colonel-turn = **Tu turno.** Roba del mazo o de los descartes; baja las combinaciones que quieras y añade cartas a cualquier combinación de la mesa, tuya o de tu rival; luego descarta (no una carta que tomaste de los descartes en este turno). No puedes bajar combinaciones hasta quedarte solo con la carta que tomaste de los descartes, porque no podrías tirarla.
# V9.4
rules-colonel-going-out = **Salir.** Vacía tu mano combinando, o combina hasta quedarte con una carta y descártala: ganas todas las cartas que le quedan en la mano a tu rival, estén combinadas o no; A, K, Q, J y 10 valen 10, las demás su número.
# V9.5
rules-colonel-stock-out = **Sin mazo.** Quien roba la última carta del mazo todavía puede salir; si no, la mano termina y el total más bajo en mano gana la diferencia.
# V9.6
rules-colonel-challenge = **Desafío.** Al empezar tu turno puedes lanzar un desafío: si tu rival lo rechaza, se sigue jugando; si lo acepta, la mano termina y el total más bajo en mano gana el total del otro.
# V9.7
rules-colonel-match = **Encuentro.** Cuatro manos (cada uno reparte dos veces) salvo que la mesa fije otro número; gana el total general más alto. No hay bonificaciones.

# What a Colonel hand counts, under the hand (V9.4, V9.6).
rules-colonel-count = En mano: { $held } (cuentan todas tus cartas, también las combinadas) · tras bajar lo que puedas: { $after }
rules-colonel-count-nothing-to-lay = En mano: { $held } (cuentan todas tus cartas, también las combinadas) · nada que bajar

## The variants of two-handed Gin (docs/rules/gin-rummy.md, V1–V8).

rules-this-table-plays = **En esta mesa se juega:**
# V1
rules-oklahoma = **Oklahoma.** La primera carta descubierta fija el límite para cerrar (figuras 10); un as descubierto significa solo gin. Una carta descubierta de picas dobla los puntos de la mano y sus bonificaciones (no las de partida, blanqueo ni casilla).
# V1.4
rules-oklahoma-current = **Oklahoma, carta actual.** El límite para cerrar es el valor de la carta de arriba de los descartes al empezar tu turno (un as: no se puede cerrar); las picas siguen dependiendo de la primera carta descubierta.
# V2
rules-hollywood = **Hollywood.** Se anotan tres partidas a la vez. La partida 1 cuenta cada mano que ganas; la 2 solo cuando ya anotaste en la 1, y la 3 cuando ya anotaste en la 2 (y todas, cuando te hacen un blanqueo en una). Cada partida termina en la meta con sus propias bonificaciones; quien gana dos de las tres gana la serie.
# V3
rules-eleven-card = **Once cartas.** El que no reparte recibe 11 cartas y no hay carta descubierta: su primer turno es un descarte (o un cierre) sin robar.
# V4
rules-around-corner = **Escalera circular.** Las escaleras pueden dar la vuelta: Q-K-A, K-A-2 y Q-K-A-2-3 son escaleras. El as vale 15 salvo que la mesa diga 1; la partida es a 125.
# V5
rules-doubling = **Doblar.** Una vez por mano, al empezar tu turno y antes de robar, puedes proponer doblar. Tu rival acepta (la mano vale el doble), abandona o redobla (por cuatro, si la mesa lo permite). Rechazar termina la mano como si quien propuso hubiera cerrado, más 20 para él.
# V6
rules-gin-only = **Solo gin.** No se puede cerrar: una mano solo termina con gin o nula. La partida es a 250.
# V7
rules-three-players = **Tres jugadores.** Dos juegan cada mano mientras el tercero descansa y reparte; quien pierde una mano descansa en la siguiente. Cada uno lleva su propio total, hasta 100.
# V8
rules-partnership = **Por parejas.** Cuatro jugadores en dos equipos, los compañeros enfrentados. Cada mano son dos juegos de dos, y los compañeros se enfrentan por turnos a rivales distintos; el equipo que sumó más se lleva la diferencia y una casilla. La partida es a 125; solo ves tu propia mano, y el juego de tu compañero a medida que se juega.

## A table's rules in one line (the terminal's first line, a game's name
## when it resumes).

rules-summary-jersey = Jersey Gin; 3 asientos; a { $target }; se cierra con { $knock_limit } o menos; gin { $gin }, contragolpe { $underknock }, partida { $game }, casilla { $box }
rules-summary-colonel = Coronel; 2 asientos; un encuentro de { $hands } manos
# Between the parts of a one-line summary.
rules-summary-separator = { "; " }
rules-summary-switches = { $game }: { $switches }
rules-summary-oklahoma-current = Oklahoma (límite según la carta descubierta actual)
rules-summary-doubling-no-redouble = doblar (sin redoblar)
rules-summary-seats = { $seats } asientos; a { $target }
rules-summary-seats-hollywood = { $seats } asientos; a { $target } en cada una de las tres partidas
rules-summary-knock-limit = se cierra con { $limit } o menos
rules-summary-ace-points = el as vale { $points }
rules-summary-bonuses = gin { $gin }, contragolpe { $undercut }, partida { $game }, casilla { $box }
rules-summary-extra-boxes = { $count ->
    [one] { $count } casilla extra
   *[other] { $count } casillas extra
} por gin o contragolpe
rules-summary-shutout-bonus = blanqueo: bonificación de partida de 200
rules-summary-no-shutout = sin bonificación por blanqueo
rules-summary-winner-deals = el ganador reparte la siguiente
rules-summary-deal-alternates = el reparto se alterna

## Rules that cannot be played (V10.3).
rules-unknown-game = juego desconocido { $game }: usa jersey, gin o colonel
rules-unknown-variant = variante desconocida { $variant }: usa { $choices }
rules-jersey-takes-no-variants = Jersey Gin no admite variantes (se indicó { $variant })
rules-refusal-conflict = { $clash ->
    [hollywood-partnership] Hollywood y por parejas
    [oklahoma-eleven] Oklahoma y la mano de once cartas
    [oklahoma-gin-only] Oklahoma y solo gin
    [three-partnership] tres jugadores y por parejas
   *[hollywood-three] Hollywood y tres jugadores
} no se pueden combinar (V10.3)
rules-refusal-colonel-is-a-game = Coronel es un juego aparte (V10.3): no admite variantes
rules-refusal-colonel-with = Coronel no se puede combinar con { $variant } (V10.3: Coronel no admite variantes)
rules-refusal-colonel-with-switches = Coronel no se puede combinar con { $variants } (V10.3)
rules-refusal-target = la meta debe ir de 1 a 10000, no { $target }

## La fuerza medida de cada nivel de la computadora, bajo las reglas de cada
## juego (src/level_strength.rs; cifras y comandos: docs/strength.md).

rules-levels-title = **Niveles de la computadora**, medidos con repartos espejo (cada reparto se juega desde ambos lados y la suerte se anula; una parte igual es el { $even } %):
rules-levels-against-level = • { $level } contra { $seats ->
    [1] { $other }
   *[other] dos asientos { $other }
}: gana el { $share } % de las partidas ({ $low }–{ $high } % con 95 % de confianza, { $games } partidas)
rules-levels-against-reference = • { $level } contra el jugador de referencia del concurso de Gin Rummy EAAI 2021: gana el { $share } % de las partidas ({ $low }–{ $high } % con 95 % de confianza, { $games } partidas)
