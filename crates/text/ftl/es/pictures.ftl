### Words drawn on pictures: labels, titles, counts.

pic-stock = MAZO
pic-discard = DESCARTE
pic-lay-off = COLOCAR
pic-deadwood = SUELTAS
pic-left = QUEDAN
pic-colonel-after = EN LA MANO: { $held } · TRAS BAJAR: { $left }
pic-colonel-nothing = EN LA MANO: { $held } · NADA QUE BAJAR
pic-seat-badge = ASIENTO { $number }

pic-seat = Asiento { $number }
pic-side = Equipo { $number }: { $names }

pic-hand = Mano { $hand }
pic-hand-at-table = Mano { $hand } (mesa { $table })
pic-table = Mesa { $table }
pic-heading = { $heading }: { $what }
pic-hand-break = Mano { $hand }: el corte
pic-knock-wins = { $name } cierra y gana { $points }
pic-underknock = { $name } da contragolpe a { $knocker }: { $points }
pic-undercut = { $name } da contragolpe a { $knocker }: { $points }
pic-gin-for = { $name } hace gin: { $points }
pic-out-for = { $name } baja todo: { $points }
pic-resigns = { $name } abandona: { $winner } gana { $points }
pic-wins = { $name } gana { $points }
pic-no-score = sin puntos
pic-stock-out = mazo agotado: { $scored }
pic-challenge-wins = { $name } desafía y gana { $points }
pic-challenge = { $name } desafía: { $scored }
pic-drawn = tablas: sin puntos

pic-note-knocked = cerró
pic-note-underknock = contragolpe
pic-note-undercut = contragolpe
pic-note-gin = gin
pic-note-breaker = cortó
pic-note-out = bajó todo
pic-note-to-play = le toca
pic-note-dealer = reparte
pic-note-resigned = abandonó
pic-note-challenged = desafió
pic-note-offered = { $offer ->
    [redouble] redobló
   *[double] dobló
}

## Alt text: what a picture shows, in words, for screen readers.
pic-alt-your-hand = Tu mano.
pic-alt-no-melds = Sin combinaciones.
pic-alt-melds = Combinaciones: { $melds }.
pic-alt-lay-off = Para colocar: { $cards }.
pic-alt-no-deadwood = Sin cartas sueltas
pic-alt-deadwood = Cartas sueltas: { $cards }
pic-alt-count = suman { $count }
pic-alt-nothing-left = No queda nada tras bajar
pic-alt-left = Queda tras bajar: { $cards }
pic-alt-just-taken = Recién tomada: { $card }.
pic-alt-upcard = Carta descubierta { $card }.
pic-alt-stock = Mazo { $count }.
pic-alt-seat = Asiento { $number }, { $name }{ $note }:
pic-alt-side = Equipo { $number }, { $name }{ $note }:
pic-alt-seat-melds = combinaciones { $melds }
pic-alt-seat-deadwood = sueltas { $cards }
pic-alt-seat-in-hand = en la mano { $cards }
pic-alt-seat-hidden = { $count ->
    [one] { $count } carta en la mano
   *[other] { $count } cartas en la mano
}
pic-alt-seat-count = suman { $count }
pic-alt-seat-held = en la mano: { $count }
pic-alt-seat-nothing = no muestra nada
