### Words drawn on pictures: labels, titles, counts.

pic-stock = MONTE
pic-discard = LIXO
pic-lay-off = ENCAIXAR
pic-deadwood = SOLTAS
pic-left = SOBRAM
pic-colonel-after = NA MÃO: { $held } · APÓS BAIXAR: { $left }
pic-colonel-nothing = NA MÃO: { $held } · NADA A BAIXAR
pic-seat-badge = LUGAR { $number }

pic-seat = Lugar { $number }
pic-side = Dupla { $number }: { $names }

pic-hand = Mão { $hand }
pic-hand-at-table = Mão { $hand } (mesa { $table })
pic-table = Mesa { $table }
pic-heading = { $heading }: { $what }
pic-hand-break = Mão { $hand }: a interrupção
pic-knock-wins = { $name } bate e ganha { $points }
pic-underknock = { $name } dá contra-batida em { $knocker }: { $points }
pic-undercut = { $name } dá contra-batida em { $knocker }: { $points }
pic-gin-for = { $name } faz gin: { $points }
pic-out-for = { $name } bate: { $points }
pic-resigns = { $name } desiste: { $winner } ganha { $points }
pic-wins = { $name } ganha { $points }
pic-no-score = sem pontos
pic-stock-out = monte esgotado: { $scored }
pic-challenge-wins = { $name } desafia e ganha { $points }
pic-challenge = { $name } desafia: { $scored }
pic-drawn = empate: sem pontos

pic-note-knocked = bateu
pic-note-underknock = contra-batida
pic-note-undercut = contra-batida
pic-note-gin = gin
pic-note-breaker = interrompeu
pic-note-out = bateu
pic-note-to-play = é a vez
pic-note-dealer = carteador
pic-note-resigned = desistiu
pic-note-challenged = desafiou
pic-note-offered = { $offer ->
    [redouble] redobrou
   *[double] dobrou
}
