### A person's private hand view: their cards, what they may do, counts.
### And the confirmation of a knock or a gin. In the viewer's language.

cards-count = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

## The hand
hand-your-hand = **Deine Hand** · Runde { $number }
hand-seat = Platz { $number }
hand-against = gegen { $name }
hand-melds = Kombinationen: { $melds }
hand-to-lay-off = zum Anlegen: { $cards }
hand-deadwood = Restkarten: { $deadwood }
hand-left-after-laying-down = Übrig nach dem Auslegen: { $cards }
hand-between-hands = **Runde { $number } ist vorbei.** Stand: { $scores }
hand-sitting-out = **Runde { $number }**: Du setzt diese Runde aus.
hand-took-from-pile = Du hast **{ $card }** vom Stapel genommen: In diesem Zug darfst du sie nicht wieder abwerfen.
hand-waiting-for = Warten auf { $name }.

## What the player is asked to do
hand-prompt-discard-or-knock = ➡️ **Du bist am Zug**: abwerfen oder klopfen.
hand-prompt-discard = ➡️ **Du bist am Zug**: abwerfen.
hand-prompt-draw-or-upcard = ➡️ **Du bist am Zug**: vom Talon ziehen oder die aufgedeckte Karte nehmen.
hand-prompt-draw-or-challenge = ➡️ **Du bist am Zug**: vom Talon ziehen oder die oberste Karte vom Ablagestapel nehmen — oder herausfordern.
hand-prompt-challenged = ➡️ **Du wirst herausgefordert**: annehmen (beide Hände werden jetzt gezählt) oder ablehnen (es geht weiter).
hand-prompt-meld-lay-off-discard = ➡️ **Du bist am Zug**: auslegen, an Kombinationen auf dem Tisch anlegen, dann abwerfen.
hand-prompt-upcard-offer = ➡️ **Du bist am Zug**: die aufgedeckte Karte nehmen oder passen.
hand-prompt-forced-draw = ➡️ **Du bist am Zug**: Beide haben gepasst, also ziehst du vom Talon.
hand-prompt-opening-or-knock = ➡️ **Du bist am Zug**: Du hast elf Karten: abwerfen oder klopfen.
hand-prompt-opening = ➡️ **Du bist am Zug**: Du hast elf Karten: abwerfen.
hand-prompt-draw-or-double = ➡️ **Du bist am Zug**: vom Talon ziehen oder die oberste Karte vom Ablagestapel nehmen — oder zuerst eine Verdopplung des Einsatzes anbieten.
hand-prompt-draw = ➡️ **Du bist am Zug**: vom Talon ziehen oder die oberste Karte vom Ablagestapel nehmen.
hand-prompt-double-offered = ➡️ **Dir wird eine Verdopplung angeboten**: annehmen, zurückverdoppeln oder die Runde aufgeben.
hand-prompt-redoubled = ➡️ **Deine Verdopplung wurde zurückverdoppelt**: annehmen oder die Runde aufgeben.

## The controls (buttons ≤ 80 characters, options ≤ 100)
hand-deal-next = Nächste Runde geben
hand-refresh = Aktualisieren
hand-draw-stock = Vom Talon ziehen
hand-take-card = { $card } nehmen
hand-take-upcard = Aufgedeckte Karte nehmen
hand-take-discard = Vom Ablagestapel nehmen
hand-pass = Passen
hand-offer-double = Verdoppeln anbieten
hand-accept-double = Verdopplung annehmen
hand-redouble = Zurückverdoppeln
hand-resign = Runde aufgeben
hand-challenge = Herausfordern
hand-accept-challenge = Herausforderung annehmen
hand-refuse-challenge = Herausforderung ablehnen
hand-end-turn = Zug beenden
hand-meld-placeholder = Auslegen…
hand-meld-option = { $cards } auslegen
hand-lay-off-placeholder = Anlegen…
hand-lay-off-option = { $cards } an { $onto } anlegen
hand-discard-placeholder = Abwerfen…
hand-discard-after-draw = Abwerfen… (nach dem Ziehen)
hand-discard-option = { $card } abwerfen
hand-knock-placeholder = Klopfen und abwerfen…
hand-knock-disabled = Klopfen…
hand-knock-option = Klopfen, { $card } abwerfen (Wert { $count })
hand-gin-option = Gin! ({ $card } abwerfen)

## The knock confirmation
hand-confirm-question = Willst du { $gin ->
    [yes] **Gin** machen
   *[no] **klopfen**
} und **{ $card }** verdeckt ablegen?
hand-your-melds = Deine Kombinationen: { $melds }
hand-confirm-gin = Ja, Gin!
hand-confirm-knock = Ja, klopfen
hand-cancel = Abbrechen

# The coach (issue 41): the hand view's button, and its private answer.
hand-hint = Tipp
hand-hint-title = 💡 **Die Sicht des Trainers** (nur aus deinen Karten und dem, was du gesehen hast):
hand-hint-line = { $rank }. { $action }: { $chance } % Chance, { $what ->
    [match] das Match
   *[game] die Partie
  } zu gewinnen, { $points } Punkte in diesem Spiel erwartet
hand-hint-none = Jetzt kein Tipp: Du hast gerade nichts zu entscheiden.

# The coach's review of a hand and a game's summary (issue 41).
hand-review = Analyse
hand-summary = Spielbilanz
hand-review-title = 🔎 **Die Analyse des Trainers zu Hand { $number }** (deine Entscheidungen, beurteilt nach dem, was du damals sehen konntest): { $decisions ->
    [0] keine Entscheidung zu beurteilen.
    [one] 1 Entscheidung.
   *[other] { $decisions } Entscheidungen.
  }
hand-review-line-best = { $number }. { $played } ({ $chance } %): auch die Wahl des Trainers ✓
hand-review-line = { $number }. { $played } ({ $chance } %); am besten: { $best } ({ $best_chance } %); { $loss } Punkte Gewinnchance verloren: { $grade ->
    [good] gut
    [inaccuracy] eine Ungenauigkeit
    [mistake] ein Fehler
   *[blunder] ein grober Fehler
  }
hand-review-good-unlisted = …und { $count ->
    [one] 1 weitere Entscheidung, als gut bewertet.
   *[other] { $count } weitere Entscheidungen, als gut bewertet.
  }
hand-review-summary = Genauigkeit { $accuracy } %: { $good } gut, { $inaccuracies ->
    [one] 1 Ungenauigkeit
   *[other] { $inaccuracies } Ungenauigkeiten
  }, { $mistakes ->
    [one] 1 Fehler
   *[other] { $mistakes } Fehler
  }, { $blunders ->
    [one] 1 grober Fehler
   *[other] { $blunders } grobe Fehler
  }. Glück (die Karten und die anderen, ohne deine Entscheidungen): { $luck } Punkte Gewinnchance.
hand-review-worst = Das Bild zeigt deine Hand bei Entscheidung { $number }, der teuersten.
hand-review-stale = Dieser Knopf gehört zu einer Hand oder einem Spiel, das noch nicht vorbei ist oder nicht mehr an diesem Tisch läuft: nichts zu analysieren.
hand-review-not-played = Nur wer dieses Spiel gespielt hat, kann es analysieren.
hand-summary-title = 📊 **Spielbilanz**: die Genauigkeit jedes Spielers (100: jede Entscheidung war die Wahl des Trainers).
hand-summary-line = { $name }: Genauigkeit { $accuracy } % bei { $decisions ->
    [one] 1 Entscheidung
   *[other] { $decisions } Entscheidungen
  } ({ $mistakes ->
    [one] 1 Fehler
   *[other] { $mistakes } Fehler
  }, { $blunders ->
    [one] 1 grober Fehler
   *[other] { $blunders } grobe Fehler
  })
