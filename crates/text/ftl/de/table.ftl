### The table message: the header, seats, scores, whose turn it is. And the
### channel's own story lines (a table's events, the draws and discards, a
### knock, turns, ratings): public, in the table's language.

## Names and small words
table-computer-player = 🤖 Computer ({ $level })
table-anonymous-player = 👤 Anonyme Person { $tag }
table-computer-seat = 🤖 { $name } ({ $level })
table-empty-seat = Platz { $number }
table-none = keine

## The header
table-game-to = Partie bis { $target }
table-each-of-three-games = (in jeder der drei Partien)
table-match-of-hands = ein Match über { $hands ->
    [one] { $hands } Runde
   *[other] { $hands } Runden
}
table-closed = 🃏 Dieser Tisch ist geschlossen. Mit `/gin new` eröffnest du einen neuen.
table-hand-number = Runde { $number }
table-turn-clock = Zugzeit { $duration }
table-minutes = { $count } Min.
table-seconds = { $count } s

## The lobby
table-lobby = **Warteraum** — { $seated }/{ $needed } Plätze besetzt. { $full ->
        [yes] Alle sind da: Start.
       *[no] Setz dich dazu oder hol einen Computerspieler, dann Start.
    }
table-empty = *(frei)*
table-join = Mitspielen
table-leave = Aufstehen
table-add-computer = Computer dazu
table-start = Start

## Seats and scores
table-sits-out = setzt aus
table-dealer = Geber
table-stand-in = 🤖 vertreten
table-to-play = **ist am Zug**
table-clock = (Zeit { $time })
table-points = { $points } Pkt.
table-points-boxes = { $points } Pkt. ({ $boxes ->
    [one] { $boxes } Kästchen
   *[other] { $boxes } Kästchen
})
table-game-decided = (entschieden)

## A hand in play
table-table-players = Tisch { $number }: { $first } gegen { $second }
table-hand-over = Runde vorbei
table-upcard = Aufgedeckte Karte **{ $card }**
table-upcard-on-offer = Aufgedeckte Karte im Angebot **{ $card }**
table-top-discard = Oben auf dem Ablagestapel **{ $card }**
table-no-upcard = Keine aufgedeckte Karte
table-no-discard-yet = Noch nichts abgeworfen
table-stock = Talon { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
table-note-break = **Abbruch** (ausgelöst von { $name })
table-note-gin-only = nur Gin
table-note-gin-only-this-hand = **nur Gin** in dieser Runde (ein Ass wurde aufgedeckt)
table-note-knock-at = klopfen bei { $limit } oder weniger
table-note-spade-doubles = ♠ zählt doppelt
table-note-stake = Einsatz ×{ $stake }
table-note-challenge = ⚔️ eine Herausforderung läuft
table-melds-on-table = Kombinationen auf dem Tisch: { $melds }

## The last moves
table-recent = **Zuletzt**
table-hand-over-scores = Runde vorbei: { $name } bekommt { $points } Punkte.
table-hand-over-no-score = Runde vorbei: keine Punkte.
table-hand-over-at-table-scores = Runde an Tisch { $table } vorbei: { $name } bekommt { $points } Punkte.
table-hand-over-at-table-no-score = Runde an Tisch { $table } vorbei: keine Punkte.
table-lays-down-melds = { $name } legt Kombinationen aus.
table-deals-first = { $name } gibt zuerst.
table-my-hand = Meine Hand
table-rematch = Revanche
table-rules = Regeln
table-abandon = Aufgeben
table-refresh = Aktualisieren
table-live-until = Diese Nachricht aktualisiert sich bis { $until } von selbst; danach auf Aktualisieren drücken.

## How it ended ($what: game, set or match; $seats: how many seats the
## winning side has)
table-over = 🏆 **{ $what ->
    [set] Serie
    [match] Match
   *[game] Partie
} vorbei**: { $won }. Endstand: { $totals }
table-over-tie = 🏆 **{ $what ->
    [set] Serie
    [match] Match
   *[game] Partie
} vorbei**: unentschieden. Endstand: { $totals }
table-side-wins = { $winners } { $seats ->
    [one] gewinnt
   *[other] gewinnen
}
table-side-wins-by = { $winners } { $seats ->
    [one] gewinnt
   *[other] gewinnen
} mit { $margin } Punkten Vorsprung
table-side-wins-games = { $winners } { $seats ->
    [one] gewinnt
   *[other] gewinnen
} { $mine }–{ $theirs }
table-side-wins-games-by = { $winners } { $seats ->
    [one] gewinnt
   *[other] gewinnen
} { $mine }–{ $theirs } mit { $margin } Punkten Vorsprung

## The story: the table's events
table-story-opened = 🃏 { $opener } hat einen Tisch für { $game } eröffnet: { $details }.
table-story-joined = ➕ { $name } setzt sich an den Tisch.
table-story-left = ➖ { $name } verlässt den Tisch.
table-story-started = ▶️ Die Partie beginnt. Sitzordnung: { $seats }.
table-story-timed-out = ⏰ Die Zugzeit von { $name } ist abgelaufen: Ein sicherer Zug wurde gemacht.
table-story-time-given-back = ⏱️ Züge konnten eine Weile nicht gespeichert werden (ein Fehler bei uns): Die Zugzeit von { $name } beginnt neu mit { $seconds } s.
table-story-resumed = 🙋 { $name } ist zurück.
table-story-abandon-vote = 🗳️ { $name } stimmt für den Abbruch der Partie ({ $votes }/{ $needed }).
table-story-abandoned = 🛑 Die Partie wurde abgebrochen (ohne Wertung).
table-story-closed = 🚪 Der Tisch ist geschlossen.

## The story: moves worded here (with Discord's marks)
table-story-draws-stock = { $name } zieht vom Talon.
table-story-takes-discard = { $name } nimmt **{ $card }** vom Ablagestapel.
table-story-discards = { $name } wirft **{ $card }** ab.
table-story-gin = 💥 { $name } macht **GIN**!
table-story-knocks = ✊ { $name } **klopft** mit { $count }.

## Turns, ratings and the leaderboard after a game
table-turn-play = ➡️ { $name }, du bist am Zug.
table-turn-answer-double = ➡️ { $name }, nimm die Verdopplung an oder lehne sie ab.
table-turn-answer-redouble = ➡️ { $name }, nimm die Rückverdopplung an oder lehne sie ab.
table-turn-answer-challenge = ➡️ { $name }, nimm die Herausforderung an oder lehne sie ab.
table-rating-line = Wertung: { $name } { $change }
table-leaderboard-after = 📈 Rangliste nach Partie { $game } (Wertung − 3σ, Partien, Siege):
table-leaderboard-record = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}, { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
}
table-hinted = 💡 Tipps des Trainers genutzt (diese Partie wird nicht gewertet): { $names }
