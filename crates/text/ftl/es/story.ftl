### La historia de una partida tal como la cuentan el canal y la terminal:
### una línea por suceso (src/render.rs).
###
### $name es el nombre de un asiento ("Tú" para quien lee); $you es "yes"
### para quien lee, "no" para otro, "plural" para un equipo ("Ada & Cy").

## Quién reparte

story-dealer-draw = Cartas para repartir: { $cards }. Reparte { $dealer }{ $why ->
    [lowest] {" "}(reparte la carta más baja)
    [highest] {" "}(reparte la carta más alta)
   *[none] {""}
}.
story-partners-drawn = Cartas para formar parejas: { $cards }. Equipos: { $side_a } contra { $side_b }.
story-cut-for-deal = Sorteo del reparto: { $cards }. { $you ->
    [yes] { $name } repartes
   *[other] Reparte { $name }
}{ $why ->
    [lowest] {" "}(reparte la carta más baja)
    [highest] {" "}(reparte la carta más alta)
   *[none] {""}
}.
story-hand-dealt = Mano { $hand }: reparte { $dealer }; la carta descubierta es { $upcard }, { $stock ->
    [one] { $stock } carta
   *[other] { $stock } cartas
} en el mazo.
story-two-handed-dealt = Mano { $hand }{ $table ->
    [1] {""}
   *[other] {" "}(mesa { $table })
}: { $deal }; { $upcard }{ $oklahoma }.
story-deals-to = { $you ->
    [yes] { $name } repartes
   *[other] { $name } reparte
} a { $to }
story-deals-sitting-out = { $you ->
    [yes] { $name } repartes y descansas
   *[other] { $name } reparte y descansa
}; { $first_you ->
    [yes] { $first } juegas
   *[other] { $first } juega
} primero, contra { $dealer }
story-upcard-is = la carta descubierta es { $card }, { $stock ->
    [one] { $stock } carta
   *[other] { $stock } cartas
} en el mazo
story-no-upcard = sin carta descubierta, { $stock ->
    [one] { $stock } carta
   *[other] { $stock } cartas
} en el mazo
story-oklahoma = { $limit ->
    [0] { $on_top ->
        [yes] : un as, así que nadie puede cerrar mientras siga arriba
       *[no] : un as, así que esta mano es solo gin
    }
   *[other] { $on_top ->
        [yes] : se cierra con { $limit } o menos mientras siga arriba
       *[no] : se cierra con { $limit } o menos en esta mano
    }
}{ $spade ->
    [yes] , y una pica dobla la mano
   *[no] {""}
}

## Turnos

story-drew-stock = { $you ->
    [yes] { $name } robas
   *[other] { $name } roba
} del mazo.
story-drew = { $you ->
    [yes] { $name } robaste
   *[other] { $name } robó
} { $card }.
story-took-discard = { $you ->
    [yes] { $name } tomas
   *[other] { $name } toma
} { $card } de los descartes.
story-discarded = { $you ->
    [yes] { $name } descartas
   *[other] { $name } descarta
} { $card }.
story-drew-stock-and-discarded = { $you ->
    [yes] { $name } robas del mazo y descartas
   *[other] { $name } roba del mazo y descarta
} { $card }.
story-took-discard-and-discarded = { $you ->
    [yes] { $name } tomas { $took } de los descartes y descartas
   *[other] { $name } toma { $took } de los descartes y descarta
} { $card }.
story-gin = { $you ->
    [yes] ¡{ $name } haces GIN!
   *[other] ¡{ $name } hace GIN!
}
story-knocked = { $you ->
    [yes] { $name } cierras
   *[other] { $name } cierra
} con { $count }.
story-passed-upcard = { $you ->
    [yes] { $name } pasas
   *[other] { $name } pasa
} la carta descubierta.
story-double-offered = { $you ->
    [yes] { $name } propones
   *[other] { $name } propone
} doblar la apuesta.
story-double-accepted = { $you ->
    [yes] { $name } aceptas
   *[other] { $name } acepta
}: ahora la mano vale { $stake } veces sus puntos.
story-redoubled = { $you ->
    [yes] { $name } redoblas
   *[other] { $name } redobla
}.
story-resigned = { $you ->
    [yes] { $name } abandonas
   *[other] { $name } abandona
} la mano.
story-melded = { $you ->
    [yes] { $name } bajas
   *[other] { $name } baja
} { $meld }.
story-laid-off = { $you ->
    [yes] { $name } colocas
   *[other] { $name } coloca
} { $cards } en { $meld } ({ $owner_you ->
    [yes] tu combinación
   *[other] combinación de { $owner }
}).
story-challenged = { $you ->
    [yes] { $name } desafías
   *[other] { $name } desafía
}.
story-challenge-answered = { $you ->
    [yes] { $accepted ->
        [yes] { $name } aceptas
       *[no] { $name } rechazas
    }
   *[other] { $accepted ->
        [yes] { $name } acepta
       *[no] { $name } rechaza
    }
} el desafío.
story-challenged-and-answered = { $you ->
    [yes] { $name } desafías
   *[other] { $name } desafía
}; { $to_you ->
    [yes] { $accepted ->
        [yes] { $to } aceptas
       *[no] { $to } rechazas
    }
   *[other] { $accepted ->
        [yes] { $to } acepta
       *[no] { $to } rechaza
    }
}.

## El corte de Jersey Gin (R8)

story-break-started = Corte: quedan tres cartas en el mazo y { $you ->
    [yes] { $name } eres quien corta
   *[other] { $name } es quien corta
}. Desde ahora nadie puede cerrar, la carta de los descartes solo se toma para bajarla en una combinación en el acto, y las combinaciones y colocaciones de cada jugador se bajan por él al final de cada turno (R8).
story-laid-down = { $you ->
    [yes] { $name } bajas
   *[other] { $name } baja
} { $melds }; { $left ->
    [one] queda { $left } carta
   *[other] quedan { $left } cartas
} en la mano.
story-laid-down-and-off = { $you ->
    [yes] { $name } bajas { $melds } y colocas
   *[other] { $name } baja { $melds } y coloca
} { $layoffs }; { $left ->
    [one] queda { $left } carta
   *[other] quedan { $left } cartas
} en la mano.
story-no-melds = ninguna combinación
story-layoff = { $cards } en { $meld }

## El final de una mano

story-hand-over = Fin de la mano: { $how }.
story-hand-over-at-table = Fin de la mano en la mesa { $table }: { $how }.
story-how-knock-won = { $you ->
    [yes] { $name } ganas
   *[other] { $name } gana
} el cierre
story-how-gin = { $you ->
    [yes] { $name } ganas
   *[other] { $name } gana
} con gin
story-how-underknock = { $you ->
    [yes] { $name } das un contragolpe a
   *[other] { $name } da un contragolpe a
} { $knocker }
story-how-undercut = { $you ->
    [yes] { $name } das un contragolpe a
   *[other] { $name } da un contragolpe a
} { $knocker }
story-how-break-end = el mazo se agotó y gana la cuenta más baja (cortó { $breaker })
story-how-break-gin = { $you ->
    [yes] { $name } saliste
   *[other] { $name } salió
} después del corte
story-how-resigned = { $you ->
    [yes] { $name } abandonas
   *[other] { $name } abandona
} ante { $offer ->
    [redouble] el redoble
   *[double] el doble
} { $owner_you ->
    [yes] que propusiste
   *[other] de { $owner }
}
story-how-stock-down = solo quedan dos cartas en el mazo: nadie puntúa
story-how-no-stock-draws = nadie robó del mazo durante demasiado tiempo: nadie puntúa
story-how-went-out = { $you ->
    [yes] { $name } sales
   *[other] { $name } sale
}
story-how-stock-out = el mazo se agotó
story-how-challenge = se muestran las manos por { $you ->
    [yes] tu desafío
   *[other] el desafío de { $name }
}
story-how-drawn = la mano queda en tablas
story-reveal-laid-off = colocó { $layoffs }
story-reveal-no-deadwood = ninguna carta suelta
story-reveal-deadwood = cartas sueltas [{ $cards }] = { $count }
story-jersey-scores = { $you ->
    [yes] { $name } sumas
   *[other] { $name } suma
} { $points } y la casilla. Puntuación: { $scores }.
story-hand-scores = { $you ->
    [yes] { $name } sumas
   *[other] { $name } suma
} { $points }.
story-colonel-scores = { $you ->
    [yes] { $name } sumas
   *[other] { $name } suma
} { $points }. Totales: { $totals }.
story-colonel-no-score = Nadie puntúa. Totales: { $totals }.

## Sumas que cuadran (G7, G8.2, V1.3, V5.4, V5.5)

story-sum-refused = { $hands } de las manos + { $bonus } por { $offer ->
    [redouble] el redoble rechazado
   *[double] el doble rechazado
}
story-sum-stake = × { $stake } por la apuesta
story-sum-spade = × 2 por una carta descubierta de picas
story-sum-hands = { $points } de las manos
story-sum-game-bonus = { $bonus } de bonificación de partida
story-sum-shutout = × 2 por el blanqueo
story-sum-boxes = { $bonus } por { $boxes ->
    [one] { $boxes } casilla
   *[other] { $boxes } casillas
}

## Puntuación a dos (las tres partidas de Hollywood, los equipos)

story-credit-side-scores = { $you ->
    [yes] { $name } sumas
    [plural] { $name } suman
   *[other] { $name } suma
} { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
story-credit-points-to = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} para { $name }
story-credit-nobody = Nadie puntúa
story-credit-sides = (equipos: { $side_a } { $points_a }, { $side_b } { $points_b })
story-credit-in-games = en { $count ->
    [one] la partida
   *[other] las partidas
} { $games }
story-credited = { $credit }. Puntuación: { $score }.
story-score = Puntuación: { $score }.
story-score-game = partida { $game }: { $totals }
story-game-decided-reached = La partida { $game } está decidida: meta alcanzada por { $name }.
story-game-decided-won = La partida { $game } es para { $name }, { $won }–{ $lost } con sus bonificaciones ({ $won_before }–{ $lost_before } sin ellas).
story-game-decided-tied = La partida { $game } termina empatada, { $points_a }–{ $points_b } con sus bonificaciones.

## El final de una partida, una serie o un encuentro

story-jersey-game-won = { $you ->
    [yes] ¡{ $name } llegaste a la meta y ganas la partida!
   *[other] ¡{ $name } llegó a la meta y gana la partida!
}
story-game-won-by = { $you ->
    [yes] ¡{ $name } ganas
    [plural] ¡{ $name } ganan
   *[other] ¡{ $name } gana
} la partida por { $margin }!
story-game-won = { $you ->
    [yes] ¡{ $name } ganas
    [plural] ¡{ $name } ganan
   *[other] ¡{ $name } gana
} la partida!
story-game-tied = La partida termina empatada.
story-set-game-to = Partida { $game }, para { $name }:
story-set-game-tied = Partida { $game }, empatada:
story-shutout-for = Blanqueo para { $name }.
story-set-tied = La serie termina empatada: { $games_a }–{ $games_b } en partidas y { $points } puntos cada uno en las tres.
story-set-won = { $you ->
    [yes] ¡{ $name } ganas
    [plural] ¡{ $name } ganan
   *[other] ¡{ $name } gana
} la serie { $games }, y por { $margin } puntos en las tres partidas ({ $points_won } a { $points_lost })!
story-set-won-on-points = { $you ->
    [yes] ¡{ $name } ganas
    [plural] ¡{ $name } ganan
   *[other] ¡{ $name } gana
} la serie por puntos: { $games } en partidas y { $margin } puntos de ventaja en las tres ({ $points_won } a { $points_lost })!
story-set-won-on-games = { $you ->
    [yes] ¡{ $name } ganas
    [plural] ¡{ $name } ganan
   *[other] ¡{ $name } gana
} la serie { $games }! Con dos partidas ganadas basta, aunque { $other } hizo más puntos en las tres ({ $points_lost } a { $points_won }).
story-match-won = { $you ->
    [yes] { $name } ganas
   *[other] { $name } gana
} el encuentro por { $margin }: { $score }.
story-match-tied = El encuentro termina empatado a { $total }.
story-game-label = { $game ->
    [1] I
    [2] II
    [3] III
   *[other] ?
}
story-and-list = { $rest } y { $last }

## Un asiento en manos de la computadora

story-handed-over = A { $name } se le acabó el tiempo dos veces: un jugador de la computadora de nivel { $level } juega por ese asiento hasta que vuelva.

## Las jugadas en palabras, como en un menú o un error

story-action-draw-stock = robar del mazo
story-action-take-discard = tomar la carta de arriba de los descartes
story-action-discard = descartar { $card }
story-action-knock = cerrar, tirando { $card } boca abajo
story-action-next-hand = repartir la mano siguiente
story-action-pass-upcard = pasar la carta descubierta
story-action-offer-double = proponer doblar la apuesta
story-action-accept-double = aceptar el doble
story-action-redouble = redoblar
story-action-resign = abandonar la mano
story-action-meld = bajar { $meld }
story-action-lay-off = colocar { $cards } en { $meld }
story-action-end-turn = terminar el turno
story-action-challenge = desafiar
story-action-accept-challenge = aceptar el desafío
story-action-refuse-challenge = rechazar el desafío
story-note-challenge = pedir que la mano termine ya: si acepta, quien tenga el total más bajo se anota el total entero del otro; si rechaza, se sigue jugando
story-note-accept-challenge = terminar la mano ya: quien tenga el total más bajo (todas las cartas en la mano) se anota el total entero del otro
story-note-refuse-challenge = se sigue jugando como si nada
