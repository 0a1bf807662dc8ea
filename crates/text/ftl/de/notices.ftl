### Zug-Hinweise (issue 42): Antworten von /gin notify, die Erinnerung zur
### Hälfte einer langen Zugzeit und die Direktnachrichten.

notice-choice-mention = Ab jetzt wirst du im Kanal des Tisches erwähnt, wenn du am Zug bist.
notice-choice-dm = Ab jetzt sage ich dir per Direktnachricht, wenn du am Zug bist.
notice-choice-off = Ab jetzt sagt dir niemand, wenn du am Zug bist; deine Handansicht zeigt es weiterhin.
notice-reminder = ⏰ { $name }, die Hälfte deiner Zugzeit ist um: Sie läuft { $ends } ab.
notice-dm-turn = ➡️ Du bist am Tisch in { $table } am Zug.
notice-dm-reminder = ⏰ Die Hälfte deiner Zugzeit am Tisch in { $table } ist um: Sie läuft { $ends } ab.

## /gin notify (its name, option and choices in this language)
command-gin-notify = hinweise
    .description = Wie du erfährst, dass du am Zug bist: Erwähnung, Direktnachricht oder nichts.
command-gin-notify-how = wie
    .description = Erwähnung im Kanal (Standard), Direktnachricht oder nichts
command-choice-mention = Erwähnung
command-choice-direct-message = Direktnachricht
command-choice-nothing = nichts

## Slow games: /gin new clock: (30s, 5m, 2h, 1d; up to 7 days)
notice-clock-hours = { $count } Std.
notice-clock-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
notice-clock-invalid = `{ $option }` ist eine Zahl mit Einheit: 30s, 5m, 2h oder 1d, von 5s bis 7d (gesendet: { $sent }). Nichts wurde geändert.
command-gin-new-clock = zugzeit
    .description = Zugzeit: 30s, 5m, 2h oder 1d, bis 7d (Standard 2m; statt turn_seconds)

## /gin mine: every table where the person has a seat
notice-mine-none = Du hast an keinem Tisch einen Platz.
notice-mine-header = { $count ->
    [one] Dein Tisch:
   *[other] Deine { $count } Tische:
}
notice-mine-lobby = • { $table } · { $game } · im Warteraum
notice-mine-over = • { $table } · { $game } · Partie vorbei
notice-mine-between = • { $table } · { $game } · zwischen zwei Runden
notice-mine-your-turn = • { $table } · { $game } · **du bist am Zug**, die Zeit läuft { $ends } ab
notice-mine-your-move = • { $table } · { $game } · **du bist am Zug**
notice-mine-their-turn = • { $table } · { $game } · { $name } ist am Zug
notice-mine-computer-turn = • { $table } · { $game } · der Computer ist am Zug
command-gin-mine = meine
    .description = Alle Tische, an denen du sitzt, und wer am Zug ist (nur du siehst es).

## Ende der Zugzeit, wie der Tisch bei /gin new gewählt hat
command-gin-new-clock-end = zeitablauf
    .description = Wenn die Zugzeit abläuft: ein sicherer Zug (Standard), oder die Partie ist verloren
command-choice-safe-move = sicherer Zug
command-choice-forfeit = Partie verloren
table-clock-end-safe-move = danach: ein sicherer Zug
table-clock-end-forfeit = danach: Partie verloren
table-clock-forfeit = (Zeit { $time }, dann verloren)
table-story-forfeited = 🏳️ Die Zugzeit von { $name } ist abgelaufen, damit ist die Partie für { $name } verloren: { $winners } { $count ->
    [one] gewinnt
   *[other] gewinnen
}.
term-forfeited = { $you ->
    [yes] Deine Zeit ist abgelaufen: Die Partie ist für dich verloren.
   *[other] Die Zeit von { $name } ist abgelaufen: Die Partie ist für { $name } verloren.
}
