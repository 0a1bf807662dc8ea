### Profile und Erfolge (issue 43).

achievement-first-win = Erster Sieg
    .about = Gewinne eine Partie.
achievement-first-gin = Erster Gin
    .about = Mach zum ersten Mal Gin (bei Colonel: mach aus).
achievement-big-gin = Großer Gin
    .about = Mach Gin für 50 Punkte oder mehr in einer Runde.
achievement-undercut = Unterboten
    .about = Unterbiete den, der klopft.
achievement-shutout = Schneider
    .about = Gewinne eine Partie, in der kein Gegner gepunktet hat.
achievement-five-in-a-row = Fünf am Stück
    .about = Gewinne fünf Partien hintereinander.
achievement-hollywood-sweep = Hollywood komplett
    .about = Gewinne alle drei Partien einer Hollywood-Serie.
achievement-colonel-challenge = Herausforderung gewonnen
    .about = Gewinne eine Herausforderung bei Colonel.
achievement-beat-hard = Die Maschine geschlagen
    .about = Gewinne eine Partie gegen einen schweren Computerspieler.
achievement-every-variant = Alle Varianten
    .about = Beende Partien mit jeder der acht Varianten von Gin Rommé.
achievement-every-game = Die ganze Familie
    .about = Beende je eine Partie Jersey Gin, Gin Rommé und Colonel.

profile-story-earned = { $badge } { $name } hat einen Erfolg: **{ $achievement }** ({ $about })
profile-term-earned = { $badge } Erfolg erreicht: { $achievement } ({ $about })

## /gin profile
command-gin-profile = profil
    .description = Partien, Wertung und Erfolge eines Spielers (sonst deine).
command-gin-profile-user = nutzer
    .description = Wessen Profil (sonst deins)
profile-nothing = { $who } hat noch keine Partie beendet.
profile-title = 👤 **{ $who }** — { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, längste Siegesserie { $streak }
profile-game-here = **{ $game }** hier: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, Wertung { $rating } ± { $uncertainty }
profile-game-not-here = **{ $game }**: keine Partie in diesem Kanal
profile-game-everywhere = Insgesamt: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }, { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    } · Gin { $gins } · Unterbieten { $undercuts } · Schneider { $shutouts } · Kästchen { $boxes } · längste Siegesserie { $streak } · am liebsten: { $variant }
profile-standard = Standard
profile-achievements = 🏅 Erfolge ({ $count } von { $total }): { $list }
profile-no-achievements = 🏅 Noch keine Erfolge.
profile-pic-games = PARTIEN
profile-pic-wins = SIEGE
profile-pic-rating = WERTUNG
profile-pic-gins = GIN
profile-pic-undercuts = UNTERBOTEN
profile-pic-shutouts = SCHNEIDER
profile-pic-boxes = KÄSTCHEN
profile-pic-streak = BESTE SERIE
profile-pic-headline = { $games ->
        [one] { $games } PARTIE
       *[other] { $games } PARTIEN
    } - { $wins ->
        [one] { $wins } SIEG
       *[other] { $wins } SIEGE
    }
profile-pic-badges = ERFOLGE { $count }/{ $total }

## /gin leaderboard scope:server
command-gin-leaderboard-scope = bereich
    .description = Die dieses Kanals oder dieses Servers (sonst die des Kanals)
command-gin-leaderboard-season = saison
    .description = Der Monat des Servers (sonst dieser Monat)
command-choice-this-channel = dieser Kanal
command-choice-this-server = dieser Server
command-choice-this-month = dieser Monat
command-choice-last-month = letzter Monat
ladder-no-server = Die Server-Rangliste gibt es nur auf Servern: Dies ist eine Direktnachricht.
ladder-no-games = Noch keine beendeten Partien { $game } auf diesem Server im { $month }.
ladder-title = 📈 **Server-Rangliste: { $game }, { $month }** (Wertung − 3σ · Partien · Siege · Punkte)

## /gin privacy and /gin forget-me: a person's data, answered to them alone.
command-gin-privacy = datenschutz
    .description = Was dieser Bot über dich speichert und wie er es vergisst.
command-gin-forget-me = vergiss-mich
    .description = Entfernt deinen Namen aus Statistiken, Ranglisten und Profil (fragt vorher).
privacy-title = 🔒 **Was dieser Bot über dich speichert**
privacy-games = • Partien mit einem Platz von dir: { $count } (Plätze, Züge und Ergebnisse; die Daten anderer Spieler beruhen darauf)
privacy-stats = • Wertungen und Statistiken: { $count } (je Kanal und Spiel eine)
privacy-ladder = • Server-Ranglisten: { $count } (je Server, Monat und Spiel eine)
privacy-achievements = • Erfolge: { $count } erreicht
privacy-notice = • Wie du von deinem Zug erfährst: { $medium ->
        [dm] eine Direktnachricht
        [off] gar nicht
       *[mention] eine Erwähnung
    }
privacy-daily = • Ergebnisse von Tagesblättern: { $count } (deine Punkte und dein Platz im Blatt jedes Tages)
privacy-hand-views = • Aktuell gehaltene Handansichten: { $count } (jede mit einem Discord-Token, das 15 Minuten gilt)
privacy-commands = • Neuere Befehle in den Kanalprotokollen, die dich nennen: { $count } (gelöscht, wenn die Protokolle gekürzt werden)
privacy-open-tables = • Offene Tische, an denen du sitzt oder die du eröffnet hast: { $tables }
privacy-nothing = 🔒 Dieser Bot speichert nichts, was dich nennt.
privacy-names = Dein Anzeigename liegt nur im Speicher, für die Tischbilder; er wird nie gespeichert.
privacy-forget-hint = `/gin forget-me` nimmt deinen Namen aus all dem heraus: deine Partien bleiben, unter einem anonymen Namen.
forget-confirm = ⚠️ Das setzt einen anonymen Namen auf deine Plätze in { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } und löscht deine Wertungen, Ranglisteneinträge, Erfolge, deine Wahl der Zugmeldung und deine Handansichten. Das lässt sich nicht rückgängig machen. Schließe diese Nachricht, um alles zu behalten.
forget-button = Vergiss mich
forget-done = ✅ Vergessen. { $games ->
        [one] { $games } Partie zeigt
       *[other] { $games } Partien zeigen
    } jetzt eine anonyme Person auf deinem Platz, und { $rows } Einträge über dich wurden gelöscht. Neue Partien zählen von vorn.
forget-at-tables = Du bist an einem offenen Tisch: { $tables }. Spiele ihn zu Ende oder verlasse ihn (oder schließe ihn, wenn du ihn eröffnet hast), dann frag erneut. Nichts wurde gelöscht.
forget-nothing = Es gibt nichts zu vergessen: Dieser Bot speichert nichts, was dich nennt.

## /gin daily and /gin daily-board: the daily deal, answered to the person alone.
command-gin-daily = tagesblatt
    .description = Spiel das heutige Blatt gegen den starken Computer: gleiche Karten für alle, einmal am Tag.
command-gin-daily-game = spiel
    .description = Das Blatt welches Spiels (Standard: Gin Rummy)
command-gin-daily-board = tagesrangliste
    .description = Die Ergebnisse des heutigen Blatts, gereiht: die dieses Servers oder die aller.
command-gin-daily-board-game = spiel
    .description = Das Blatt welches Spiels (Standard: Gin Rummy)
command-gin-daily-board-scope = bereich
    .description = Spieler dieses Servers oder alle (Standard: auf einem Server dessen Spieler)
command-choice-everywhere = überall
daily-done = 🗓️ **Tagesblatt · { $game } · { $day }**: Du hast **{ $points }** Punkte geholt, Platz { $rank } von { $players }.
daily-not-yet = 🗓️ **Tagesblatt · { $game } · { $day }**: noch nicht gespielt. `/gin daily` teilt es dir aus.
daily-streak = 🔥 Serie: { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } am Stück mit einem beendeten Tagesblatt.
daily-board-title = 🏁 **Rangliste des Tagesblatts · { $game } · { $day }**
daily-board-empty = 🏁 Hier hat noch niemand das Blatt { $game } vom { $day } beendet.
daily-table-busy = In diesem Kanal ist ein Tisch offen. Spiel ihn erst zu Ende, oder spiel dein Tagesblatt in einem anderen Kanal oder in einer Direktnachricht mit dem Bot.
