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

## Alt text: what a picture shows, in words, for screen readers.
pic-alt-your-hand = Sua mão.
pic-alt-no-melds = Nenhum jogo.
pic-alt-melds = Jogos: { $melds }.
pic-alt-lay-off = Para encaixar: { $cards }.
pic-alt-no-deadwood = Nenhuma carta solta
pic-alt-deadwood = Cartas soltas: { $cards }
pic-alt-count = somam { $count }
pic-alt-nothing-left = Nada sobra depois de baixar
pic-alt-left = Sobra depois de baixar: { $cards }
pic-alt-just-taken = Acabou de pegar: { $card }.
pic-alt-upcard = Carta virada { $card }.
pic-alt-stock = Monte { $count }.
pic-alt-seat = Lugar { $number }, { $name }{ $note }:
pic-alt-side = Dupla { $number }, { $name }{ $note }:
pic-alt-seat-melds = jogos { $melds }
pic-alt-seat-deadwood = soltas { $cards }
pic-alt-seat-in-hand = na mão { $cards }
pic-alt-seat-hidden = { $count ->
    [one] { $count } carta na mão
   *[other] { $count } cartas na mão
}
pic-alt-seat-count = somam { $count }
pic-alt-seat-held = na mão: { $count }
pic-alt-seat-nothing = nada à mostra
