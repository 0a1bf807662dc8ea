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
