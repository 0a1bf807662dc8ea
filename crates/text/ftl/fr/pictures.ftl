### Words drawn on pictures: labels, titles, counts.

pic-stock = PIOCHE
pic-discard = DÉFAUSSE
pic-lay-off = À POSER
pic-deadwood = ISOLÉES
pic-left = RESTE
pic-colonel-after = EN MAIN : { $held } · APRÈS LA POSE : { $left }
pic-colonel-nothing = EN MAIN : { $held } · RIEN À POSER
pic-seat-badge = PLACE { $number }

pic-seat = Place { $number }
pic-side = Équipe { $number } : { $names }

pic-hand = Donne { $hand }
pic-hand-at-table = Donne { $hand } (table { $table })
pic-table = Table { $table }
pic-heading = { $heading } : { $what }
pic-hand-break = Donne { $hand } : la coupure
pic-knock-wins = { $name } frappe et gagne { $points }
pic-underknock = { $name } contre { $knocker } : { $points }
pic-undercut = { $name } contre { $knocker } : { $points }
pic-gin-for = { $name } fait gin : { $points }
pic-out-for = { $name } sort : { $points }
pic-resigns = { $name } abandonne : { $winner } gagne { $points }
pic-wins = { $name } gagne { $points }
pic-no-score = aucun point
pic-stock-out = pioche vide : { $scored }
pic-challenge-wins = { $name } défie et gagne { $points }
pic-challenge = { $name } défie : { $scored }
pic-drawn = nulle : aucun point

pic-note-knocked = a frappé
pic-note-underknock = contre
pic-note-undercut = contre
pic-note-gin = gin
pic-note-breaker = coupure
pic-note-out = sorti
pic-note-to-play = à jouer
pic-note-dealer = donneur
pic-note-resigned = abandon
pic-note-challenged = a défié
pic-note-offered = { $offer ->
    [redouble] a redoublé
   *[double] a doublé
}

## Alt text: what a picture shows, in words, for screen readers.
pic-alt-your-hand = Votre main.
pic-alt-no-melds = Aucune combinaison.
pic-alt-melds = Combinaisons : { $melds }.
pic-alt-lay-off = À poser : { $cards }.
pic-alt-no-deadwood = Aucune carte isolée
pic-alt-deadwood = Cartes isolées : { $cards }
pic-alt-count = total { $count }
pic-alt-nothing-left = Rien ne reste après avoir étalé
pic-alt-left = Reste après avoir étalé : { $cards }
pic-alt-just-taken = Prise à l'instant : { $card }.
pic-alt-upcard = Carte retournée { $card }.
pic-alt-stock = Pioche { $count }.
pic-alt-seat = Place { $number }, { $name }{ $note } :
pic-alt-side = Équipe { $number }, { $name }{ $note } :
pic-alt-seat-melds = combinaisons { $melds }
pic-alt-seat-deadwood = isolées { $cards }
pic-alt-seat-in-hand = en main { $cards }
pic-alt-seat-hidden = { $count ->
    [one] { $count } carte en main
   *[other] { $count } cartes en main
}
pic-alt-seat-count = total { $count }
pic-alt-seat-held = en main : { $count }
pic-alt-seat-nothing = rien de visible
