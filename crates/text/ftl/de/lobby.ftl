### Opening a table, taking seats, options, starting, the language of a table.

lobby-option-out-of-range = `{ $option }` muss zwischen { $min } und { $max } liegen (du hast { $sent } geschickt). Es wurde nichts geändert.
lobby-computers-leave-a-seat = `{ $option }` muss dir einen Platz lassen: dieses Spiel hat { $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
    } (du hast { $sent } geschickt). Es wurde nichts geändert.
lobby-cannot-open = Dieses Spiel lässt sich nicht eröffnen: { $reason }.
lobby-bonus-not-jersey = Die Boni fürs Unterbieten und für Gin gehören zu Gin Rommé: Jersey Gin zählt auf seine eigene Art.
lobby-colonel-no-options = Colonel ist ein Match aus mehreren Händen: Ziel und Boni gibt es dort nicht.
lobby-opened = Tisch eröffnet: { $rules }. Du hast den ersten Platz{ $computers ->
        [0] {""}
        [one] , mit 1 Computerspieler ({ $level })
       *[other] , mit { $computers } Computerspielern ({ $level })
    }. { $full ->
        [yes] Alle Plätze sind besetzt: Es kann losgehen.
       *[no] Die anderen setzen sich über die Tischnachricht oder mit `/gin { command-gin-join }` dazu; dann geht es los.
    }
lobby-opened-text-only = Die Karten werden nur als Text gezeigt (keine Bilder).
lobby-opened-four-colour = Die Karten werden vierfarbig gezeichnet: Kreuz grün, Karo blau.
lobby-opened-language = Der Tisch spricht { $language }: seine Nachrichten erscheinen für alle in dieser Sprache.
lobby-opened-private = Dieser Server lässt Apps, die seine Mitglieder hinzugefügt haben, nur privat antworten; niemand sonst könnte diesen Tisch sehen: Hier spielst du gegen den Computer. Für einen Tisch mit Freunden bitte den Server, externe Apps zu erlauben oder den Bot hinzuzufügen, oder spiele in einer DM oder Gruppen-DM.
lobby-joined = Du hast am Tisch Platz genommen.
lobby-left = Du hast den Tisch verlassen.
lobby-computer-added = Ein Computerspieler ({ $level }) hat Platz genommen.
lobby-started = Die Partie beginnt: mischen und geben!
lobby-rematch = Eine neue Partie beginnt mit denselben Plätzen.
lobby-abandon-done = Erledigt: Wie es am Tisch steht, siehst du im Kanal.
lobby-table-posted = Der Tisch steht jetzt unten im Kanal.
