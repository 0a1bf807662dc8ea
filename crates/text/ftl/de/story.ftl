### Die Geschichte einer Partie, wie Kanal und Terminal sie erzählen: eine
### Zeile je Ereignis (src/render.rs).
###
### $name ist der Name eines Platzes ("Du" für den Lesenden); $you ist "yes"
### für den Lesenden, "no" für andere, "plural" für ein Team ("Ada & Cy").

## Wer gibt

story-dealer-draw = Karten für das Geben: { $cards }. Es gibt { $dealer }{ $why ->
    [lowest] {" "}(die niedrigste Karte gibt)
    [highest] {" "}(die höchste Karte gibt)
   *[none] {""}
}.
story-partners-drawn = Karten für die Teams: { $cards }. Teams: { $side_a } gegen { $side_b }.
story-cut-for-deal = Abheben für das Geben: { $cards }. { $you ->
    [yes] { $name } gibst
   *[other] { $name } gibt
}{ $why ->
    [lowest] {" "}(die niedrigste Karte gibt)
    [highest] {" "}(die höchste Karte gibt)
   *[none] {""}
}.
story-hand-dealt = Runde { $hand }: { $dealer } hat gegeben; die aufgedeckte Karte ist { $upcard }, { $stock ->
    [one] { $stock } Karte
   *[other] { $stock } Karten
} im Talon.
story-two-handed-dealt = Runde { $hand }{ $table ->
    [1] {""}
   *[other] {" "}(Tisch { $table })
}: { $deal }; { $upcard }{ $oklahoma }.
story-deals-to = { $you ->
    [yes] { $name } gibst
   *[other] { $name } gibt
} an { $to }
story-deals-sitting-out = { $you ->
    [yes] { $name } gibst und setzt aus
   *[other] { $name } gibt und setzt aus
}; { $first_you ->
    [yes] { $first } spielst
   *[other] { $first } spielt
} zuerst, gegen { $dealer }
story-upcard-is = die aufgedeckte Karte ist { $card }, { $stock ->
    [one] { $stock } Karte
   *[other] { $stock } Karten
} im Talon
story-no-upcard = keine aufgedeckte Karte, { $stock ->
    [one] { $stock } Karte
   *[other] { $stock } Karten
} im Talon
story-oklahoma = { $limit ->
    [0] { $on_top ->
        [yes] : ein Ass, also klopft niemand, solange es oben liegt
       *[no] : ein Ass, also gilt in dieser Runde nur Gin
    }
   *[other] { $on_top ->
        [yes] : Klopfen mit { $limit } oder weniger, solange sie oben liegt
       *[no] : Klopfen mit { $limit } oder weniger in dieser Runde
    }
}{ $spade ->
    [yes] , und ein Pik verdoppelt die Runde
   *[no] {""}
}

## Züge

story-drew-stock = { $you ->
    [yes] { $name } ziehst
   *[other] { $name } zieht
} vom Talon.
story-drew = { $you ->
    [yes] { $name } hast { $card } gezogen
   *[other] { $name } hat { $card } gezogen
}.
story-took-discard = { $you ->
    [yes] { $name } nimmst
   *[other] { $name } nimmt
} { $card } vom Ablagestapel.
story-discarded = { $you ->
    [yes] { $name } wirfst { $card } ab
   *[other] { $name } wirft { $card } ab
}.
story-drew-stock-and-discarded = { $you ->
    [yes] { $name } ziehst vom Talon und wirfst { $card } ab
   *[other] { $name } zieht vom Talon und wirft { $card } ab
}.
story-took-discard-and-discarded = { $you ->
    [yes] { $name } nimmst { $took } vom Ablagestapel und wirfst { $card } ab
   *[other] { $name } nimmt { $took } vom Ablagestapel und wirft { $card } ab
}.
story-gin = { $you ->
    [yes] { $name } machst GIN!
   *[other] { $name } macht GIN!
}
story-knocked = { $you ->
    [yes] { $name } klopfst
   *[other] { $name } klopft
} mit { $count }.
story-passed-upcard = { $you ->
    [yes] { $name } passt
   *[other] { $name } passt
} bei der aufgedeckten Karte.
story-double-offered = { $you ->
    [yes] { $name } bietest
   *[other] { $name } bietet
} eine Verdopplung an.
story-double-accepted = { $you ->
    [yes] { $name } nimmst an
   *[other] { $name } nimmt an
}: Die Runde zählt jetzt das { $stake }-Fache ihrer Punkte.
story-redoubled = { $you ->
    [yes] { $name } verdoppelst zurück
   *[other] { $name } verdoppelt zurück
}.
story-resigned = { $you ->
    [yes] { $name } gibst
   *[other] { $name } gibt
} die Runde auf.
story-melded = { $you ->
    [yes] { $name } legst { $meld } aus
   *[other] { $name } legt { $meld } aus
}.
story-laid-off = { $you ->
    [yes] { $name } legst
   *[other] { $name } legt
} { $cards } an { $meld } an ({ $owner_you ->
    [yes] deine Kombination
   *[other] Kombination von { $owner }
}).
story-challenged = { $you ->
    [yes] { $name } forderst heraus
   *[other] { $name } fordert heraus
}.
story-challenge-answered = { $you ->
    [yes] { $accepted ->
        [yes] { $name } nimmst die Herausforderung an
       *[no] { $name } lehnst die Herausforderung ab
    }
   *[other] { $accepted ->
        [yes] { $name } nimmt die Herausforderung an
       *[no] { $name } lehnt die Herausforderung ab
    }
}.
story-challenged-and-answered = { $you ->
    [yes] { $name } forderst heraus
   *[other] { $name } fordert heraus
}; { $to_you ->
    [yes] { $accepted ->
        [yes] { $to } nimmst an
       *[no] { $to } lehnst ab
    }
   *[other] { $accepted ->
        [yes] { $to } nimmt an
       *[no] { $to } lehnt ab
    }
}.

## Der Abbruch bei Jersey Gin (R8)

story-break-started = Abbruch: noch drei Karten im Talon, { $you ->
    [yes] { $name } bist der Abbrecher
   *[other] { $name } ist der Abbrecher
}. Ab jetzt darf niemand klopfen, die abgeworfene Karte darf nur genommen werden, um sie sofort in eine Kombination zu legen, und die Kombinationen und Anlegekarten aller werden nach jedem Zug für sie ausgelegt (R8).
story-laid-down = { $you ->
    [yes] { $name } legst
   *[other] { $name } legt
} { $melds } aus; { $left ->
    [one] { $left } Karte bleibt
   *[other] { $left } Karten bleiben
} auf der Hand.
story-laid-down-and-off = { $you ->
    [yes] { $name } legst { $melds } aus und legst
   *[other] { $name } legt { $melds } aus und legt
} { $layoffs } an; { $left ->
    [one] { $left } Karte bleibt
   *[other] { $left } Karten bleiben
} auf der Hand.
story-no-melds = keine Kombination
story-layoff = { $cards } an { $meld }

## Das Ende einer Runde

story-hand-over = Runde vorbei: { $how }.
story-hand-over-at-table = Runde vorbei an Tisch { $table }: { $how }.
story-how-knock-won = { $you ->
    [yes] { $name } gewinnst
   *[other] { $name } gewinnt
} mit dem Klopfen
story-how-gin = { $you ->
    [yes] { $name } gewinnst
   *[other] { $name } gewinnt
} mit Gin
story-how-underknock = { $you ->
    [yes] { $name } unterbietest
   *[other] { $name } unterbietet
} { $knocker }
story-how-undercut = { $you ->
    [yes] { $name } unterbietest
   *[other] { $name } unterbietet
} { $knocker }
story-how-break-end = der Talon ist leer, die niedrigste Zählung gewinnt (Abbrecher: { $breaker })
story-how-break-gin = { $you ->
    [yes] { $name } bist nach dem Abbruch ausgegangen
   *[other] { $name } ist nach dem Abbruch ausgegangen
}
story-how-resigned = { $you ->
    [yes] { $name } gibst
   *[other] { $name } gibt
} gegen { $owner_you ->
    [yes] { $offer ->
        [redouble] deine Rückverdopplung
       *[double] deine Verdopplung
    }
   *[other] { $offer ->
        [redouble] die Rückverdopplung von { $owner }
       *[double] die Verdopplung von { $owner }
    }
} auf
story-how-stock-down = nur noch zwei Karten im Talon: keine Punkte
story-how-no-stock-draws = zu lange hat niemand vom Talon gezogen: keine Punkte
story-how-went-out = { $you ->
    [yes] { $name } gehst aus
   *[other] { $name } geht aus
}
story-how-stock-out = der Talon ist leer
story-how-challenge = { $you ->
    [yes] nach deiner Herausforderung
   *[other] nach der Herausforderung von { $name }
} werden die Karten aufgedeckt
story-how-drawn = die Runde endet unentschieden
story-reveal-laid-off = angelegt { $layoffs }
story-reveal-no-deadwood = keine Restkarten
story-reveal-deadwood = Restkarten [{ $cards }] = { $count }
story-jersey-scores = { $you ->
    [yes] { $name } bekommst
   *[other] { $name } bekommt
} { $points } und das Kästchen. Stand: { $scores }.
story-hand-scores = { $you ->
    [yes] { $name } bekommst
   *[other] { $name } bekommt
} { $points }.
story-colonel-scores = { $you ->
    [yes] { $name } bekommst
   *[other] { $name } bekommt
} { $points }. Gesamt: { $totals }.
story-colonel-no-score = Keine Punkte. Gesamt: { $totals }.

## Summen, die aufgehen (G7, G8.2, V1.3, V5.4, V5.5)

story-sum-refused = { $hands } aus den Händen + { $bonus } für die abgelehnte { $offer ->
    [redouble] Rückverdopplung
   *[double] Verdopplung
}
story-sum-stake = × { $stake } für den Einsatz
story-sum-spade = × 2 für eine aufgedeckte Pik-Karte
story-sum-hands = { $points } aus den Runden
story-sum-game-bonus = { $bonus } Partie-Bonus
story-sum-shutout = × 2 für den Schneider
story-sum-boxes = { $bonus } für { $boxes ->
    [one] { $boxes } Kästchen
   *[other] { $boxes } Kästchen
}

## Der Stand zu zweit (Hollywoods drei Partien, die Teams)

story-credit-side-scores = { $you ->
    [yes] { $name } bekommst
    [plural] { $name } bekommen
   *[other] { $name } bekommt
} { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
story-credit-points-to = { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $name }
story-credit-nobody = Niemand punktet
story-credit-sides = (Teams: { $side_a } { $points_a }, { $side_b } { $points_b })
story-credit-in-games = in { $count ->
    [one] Partie
   *[other] den Partien
} { $games }
story-credited = { $credit }. Stand: { $score }.
story-score = Stand: { $score }.
story-score-game = Partie { $game }: { $totals }
story-game-decided-reached = Partie { $game } ist entschieden: Ziel erreicht von { $name }.
story-game-decided-won = Partie { $game } geht an { $name }, { $won }–{ $lost } mit Boni ({ $won_before }–{ $lost_before } ohne).
story-game-decided-tied = Partie { $game } endet unentschieden, { $points_a }–{ $points_b } mit Boni.

## Das Ende einer Partie, einer Serie oder eines Matches

story-jersey-game-won = { $you ->
    [yes] { $name } hast das Ziel erreicht und gewinnst die Partie!
   *[other] { $name } hat das Ziel erreicht und gewinnt die Partie!
}
story-game-won-by = { $you ->
    [yes] { $name } gewinnst
    [plural] { $name } gewinnen
   *[other] { $name } gewinnt
} die Partie mit { $margin ->
    [one] { $margin } Punkt
   *[other] { $margin } Punkten
} Vorsprung!
story-game-won = { $you ->
    [yes] { $name } gewinnst
    [plural] { $name } gewinnen
   *[other] { $name } gewinnt
} die Partie!
story-game-tied = Die Partie endet unentschieden.
story-set-game-to = Partie { $game }, an { $name }:
story-set-game-tied = Partie { $game }, unentschieden:
story-shutout-for = Schneider für { $name }.
story-set-tied = Die Serie endet unentschieden: { $games_a }–{ $games_b } nach Partien und je { $points } Punkte über alle drei.
story-set-won = { $you ->
    [yes] { $name } gewinnst
    [plural] { $name } gewinnen
   *[other] { $name } gewinnt
} die Serie { $games }, mit { $margin } Punkten Vorsprung über alle drei Partien ({ $points_won } zu { $points_lost })!
story-set-won-on-points = { $you ->
    [yes] { $name } gewinnst
    [plural] { $name } gewinnen
   *[other] { $name } gewinnt
} die Serie nach Punkten: { $games } nach Partien und { $margin } Punkte Vorsprung über alle drei ({ $points_won } zu { $points_lost })!
story-set-won-on-games = { $you ->
    [yes] { $name } gewinnst
    [plural] { $name } gewinnen
   *[other] { $name } gewinnt
} die Serie { $games }! Zwei gewonnene Partien entscheiden, auch wenn { $other } über alle drei mehr Punkte gemacht hat ({ $points_lost } zu { $points_won }).
story-match-won = { $you ->
    [yes] { $name } gewinnst
   *[other] { $name } gewinnt
} das Match mit { $margin ->
    [one] { $margin } Punkt
   *[other] { $margin } Punkten
} Vorsprung: { $score }.
story-match-tied = Das Match endet unentschieden bei { $total }.
story-game-label = { $game ->
    [1] I
    [2] II
    [3] III
   *[other] ?
}
story-and-list = { $rest } und { $last }

## Ein Platz in der Hand des Computers

story-handed-over = Die Zeit von { $name } ist zweimal abgelaufen: Ein Computerspieler der Stufe { $level } spielt den Platz, bis wieder selbst gezogen wird.

## Züge in Worten, wie in einem Menü oder einem Fehler

story-action-draw-stock = vom Talon ziehen
story-action-take-discard = die oberste Karte des Ablagestapels nehmen
story-action-discard = { $card } abwerfen
story-action-knock = klopfen und { $card } verdeckt ablegen
story-action-next-hand = die nächste Runde geben
story-action-pass-upcard = bei der aufgedeckten Karte passen
story-action-offer-double = eine Verdopplung anbieten
story-action-accept-double = die Verdopplung annehmen
story-action-redouble = zurückverdoppeln
story-action-resign = die Runde aufgeben
story-action-meld = { $meld } auslegen
story-action-lay-off = { $cards } an { $meld } anlegen
story-action-end-turn = den Zug beenden
story-action-challenge = herausfordern
story-action-accept-challenge = die Herausforderung annehmen
story-action-refuse-challenge = die Herausforderung ablehnen
story-note-challenge = die Runde jetzt beenden wollen: Nimmt der andere an, bekommt die niedrigere Handsumme die ganze Summe des anderen; lehnt er ab, geht das Spiel weiter
story-note-accept-challenge = die Runde jetzt beenden: Die niedrigere Handsumme (alle Karten auf der Hand) bekommt die ganze Summe des anderen
story-note-refuse-challenge = das Spiel geht weiter, als wäre nichts gefragt worden
