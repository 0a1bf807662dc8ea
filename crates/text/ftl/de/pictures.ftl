### Words drawn on pictures: labels, titles, counts.

pic-stock = TALON
# "Ablagestapel" is too wide under a small pile: players say "Ablage".
pic-discard = ABLAGE
pic-lay-off = ANLEGEN
pic-deadwood = RESTKARTEN
pic-left = ÜBRIG
pic-colonel-after = AUF DER HAND: { $held } · NACH DEM AUSLEGEN: { $left }
pic-colonel-nothing = AUF DER HAND: { $held } · NICHTS AUSZULEGEN
pic-seat-badge = PLATZ { $number }

pic-seat = Platz { $number }
pic-side = Team { $number }: { $names }

pic-hand = Runde { $hand }
pic-hand-at-table = Runde { $hand } (Tisch { $table })
pic-table = Tisch { $table }
pic-heading = { $heading }: { $what }
pic-hand-break = Runde { $hand }: der Abbruch
pic-knock-wins = { $name } klopft und gewinnt { $points }
pic-underknock = { $name } unterbietet { $knocker }: { $points }
pic-undercut = { $name } unterbietet { $knocker }: { $points }
pic-gin-for = { $name } macht Gin: { $points }
pic-out-for = { $name } legt alles ab: { $points }
pic-resigns = { $name } gibt auf: { $winner } gewinnt { $points }
pic-wins = { $name } gewinnt { $points }
pic-no-score = keine Punkte
pic-stock-out = Talon leer: { $scored }
pic-challenge-wins = { $name } fordert heraus und gewinnt { $points }
pic-challenge = { $name } fordert heraus: { $scored }
pic-drawn = unentschieden: keine Punkte

pic-note-knocked = geklopft
pic-note-underknock = unterboten
pic-note-undercut = unterboten
pic-note-gin = Gin
pic-note-breaker = Abbruch
pic-note-out = alles abgelegt
pic-note-to-play = am Zug
pic-note-dealer = Geber
pic-note-resigned = aufgegeben
pic-note-challenged = gefordert
pic-note-offered = { $offer ->
    [redouble] re-verdoppelt
   *[double] verdoppelt
}

## Alt text: what a picture shows, in words, for screen readers.
pic-alt-your-hand = Deine Hand.
pic-alt-no-melds = Keine Kombinationen.
pic-alt-melds = Kombinationen: { $melds }.
pic-alt-lay-off = Zum Anlegen: { $cards }.
pic-alt-no-deadwood = Keine Restkarten
pic-alt-deadwood = Restkarten: { $cards }
pic-alt-count = zusammen { $count }
pic-alt-nothing-left = Nach dem Auslegen bleibt nichts übrig
pic-alt-left = Übrig nach dem Auslegen: { $cards }
pic-alt-just-taken = Gerade genommen: { $card }.
pic-alt-upcard = Aufgedeckte Karte { $card }.
pic-alt-stock = Talon { $count }.
pic-alt-seat = Platz { $number }, { $name }{ $note }:
pic-alt-side = Team { $number }, { $name }{ $note }:
pic-alt-seat-melds = Kombinationen { $melds }
pic-alt-seat-deadwood = Restkarten { $cards }
pic-alt-seat-in-hand = auf der Hand { $cards }
pic-alt-seat-hidden = { $count ->
    [one] { $count } Karte auf der Hand
   *[other] { $count } Karten auf der Hand
}
pic-alt-seat-count = zusammen { $count }
pic-alt-seat-held = auf der Hand: { $count }
pic-alt-seat-nothing = nichts aufgedeckt
