### Messages the command-line tools print for a player.

## `replay`.

cli-seat = Platz { $seat }
cli-standard-input = die Standardeingabe
cli-cannot-read = { $path } kann nicht gelesen werden
cli-cannot-read-stdin = die Standardeingabe kann nicht gelesen werden
cli-cannot-write = { $path } kann nicht geschrieben werden
cli-not-a-replay = { $file } ist keine Wiederholungsdatei (`jersey-gin sim --save DIR` und `jersey-gin db export --game ID` schreiben sie)
cli-cannot-replay = { $file } kann nicht nachgespielt werden: { $reason }
cli-illegal-move = Zug { $number } ({ $seat }: { $action }) ist nicht erlaubt: { $error }
cli-unfinished = (die Partie ist nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
} nicht beendet)

## `replay --pictures DIR`.

cli-pictures-of-unfinished = { $file } ist eine Partie, die nicht zu Ende ist (nach { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Zügen
}): ihre Bilder würden die verdeckte Hand jedes Spielers zeigen. Wurde die Partie aufgegeben oder spielt sie niemand mehr, füge --unfinished hinzu
cli-pictures-written = { $pictures ->
    [one] { $pictures } Bild
   *[other] { $pictures } Bilder
} von { $hands ->
    [one] { $hands } Runde
   *[other] { $hands } Runden
} nach { $dir } geschrieben{ $names }
cli-pictures-hands-unseen = { $count ->
    [one] { $count } Runde endete, ohne dass die Hände aufgedeckt wurden (ohne Ergebnis): sie hat kein Tischbild
   *[other] { $count } Runden endeten, ohne dass die Hände aufgedeckt wurden (ohne Ergebnis): sie haben kein Tischbild
}
cli-pictures-folder-is-a-file = { $dir } ist eine Datei, kein Ordner für die Bilder
cli-pictures-cannot-create = der Ordner { $dir } kann nicht angelegt werden
cli-pictures-cannot-list = der Ordner { $dir } kann nicht gelesen werden
cli-pictures-folder-in-use = { $dir } enthält schon Bilder ({ $file }): wähle einen neuen oder leeren Ordner, damit sich die Bilder zweier Partien nicht mischen
cli-pictures-cannot-draw = { $file } kann nicht gezeichnet werden

# jersey-gin review (issue 41).
cli-review-bad-seat = Diese Partie hat die Plätze 1 bis { $seats }, nicht { $seat }.
cli-review-title = Die Analyse des Trainers für { $seat } (nur aus der Sicht dieses Platzes): { $decisions ->
    [one] 1 Entscheidung
   *[other] { $decisions } Entscheidungen
  }
cli-review-line = Zug { $number }: { $played } ({ $chance } %); am besten: { $best } ({ $best_chance } %); { $loss } Punkte Gewinnchance verloren: { $grade ->
    [good] gut
    [inaccuracy] eine Ungenauigkeit
    [mistake] ein Fehler
   *[blunder] ein grober Fehler
  }
cli-review-summary = Genauigkeit { $accuracy } %: { $good } gut, { $inaccuracies ->
    [one] 1 Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
  }, { $mistakes ->
    [one] 1 Fehler
   *[other] { $mistakes } Fehler
  }, { $blunders ->
    [one] 1 grober Fehler
   *[other] { $blunders } grobe Fehler
  }. Glück (die Karten und die anderen Spieler, ohne die Entscheidungen): { $luck } Punkte Gewinnchance.
cli-review-game-title = Spielbilanz: die Genauigkeit jedes Platzes (100: jede Entscheidung war die Wahl des Trainers).
