### Discord's own answers when something goes wrong: stale or foreign buttons,
### outages, limits.

error-no-table-here = In diesem Kanal gibt es keinen Tisch: eröffne einen mit `/gin { command-gin-new }`.
error-button-no-game = Zu diesem Knopf läuft keine Partie mehr, er bewirkt also nichts mehr.
error-button-other-channel = Dieser Knopf gehört zu einem Tisch in einem anderen Kanal und bewirkt hier nichts.
error-not-seated = Du spielst an diesem Tisch nicht mit. Setz dich über die Tischnachricht (oder mit `/gin { command-gin-join }`) dazu, solange die Partie noch nicht begonnen hat.
error-move-kept = ✅ Dein letzter Zug wurde gespeichert (die Antwort ging unterwegs verloren). So steht die Partie jetzt.
error-not-started = Die Partie hat noch nicht begonnen: deine Hand wird gegeben, sobald es losgeht.
error-failed = Das konnten wir leider nicht speichern, es wurde also nichts geändert: bitte versuch es noch einmal.
error-choose-knock-card = Wähle die Karte, mit der du klopfst.
error-choose-discard = Wähle die Karte, die du abwirfst.
error-choose-meld = Wähle die Kombination, die du auslegst.
error-choose-lay-off = Wähle die Karten, die du anlegst.
error-cannot-knock-with = Du kannst jetzt nicht klopfen und dabei { $card } abwerfen.
error-game-over = Die Partie ist vorbei: das Ergebnis steht im Kanal.
error-button-foreign = Diesen Knopf kenne ich nicht: er gehört nicht zu Jersey Gin.
error-button-old-version = Dieser Knopf stammt aus einer älteren Version des Bots und funktioniert nicht mehr. Mit `/gin { command-gin-hand }` oder `/gin { command-gin-table }` bekommst du frische Knöpfe.
error-button-newer-version = Dieser Knopf stammt aus einer neueren Version des Bots als der, die gerade läuft. Mit `/gin { command-gin-hand }` oder `/gin { command-gin-table }` bekommst du frische Knöpfe.
error-button-damaged = Dieser Knopf ist beschädigt oder unbekannt, damit kann ich nichts anfangen. Mit `/gin { command-gin-hand }` oder `/gin { command-gin-table }` bekommst du frische Knöpfe.
error-options-unreadable = Diese Optionen passen nicht zu diesem Befehl: eine Option ließ sich nicht lesen{ $input }. Es wurde nichts geändert.
error-options-mismatch = Diese Optionen passen nicht zu diesem Befehl: { $problem ->
        [choice] eine Auswahl steht nicht in ihrer Liste
        [range] eine Zahl liegt außerhalb ihres Bereichs
        [type] eine Option hat den falschen Typ
       *[other] sie passen nicht zum Befehl
    }. Nimm die Werte, die Discord anbietet (wirkt die Liste veraltet, lade Discord neu). Es wurde nichts geändert.
error-unknown-command = Diesen Befehl kenne ich nicht (dein Discord zeigt vielleicht eine veraltete Liste: lade es neu). Versuch es mit `/gin { command-gin-rules }`.
error-command-failed = Entschuldige, bei mir ist etwas schiefgegangen. Bitte versuch es noch einmal.
