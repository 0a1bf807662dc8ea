### The terminal game: prompts, status lines, help.
### The keys typed at a prompt (?, q, k, a number, a card such as 7c: c ♣,
### d ♦, h ♥, s ♠) are the same in every language.

## Names.

term-you = Du
term-seat = Platz { $seat }
term-name-level = { $name } ({ $level })

## Starting, resuming and leaving.

term-saved = Deine Partie ist gespeichert: { $command } setzt sie fort.
term-leaving = Du verlässt das Spiel. { $saved }
term-abandoning = Deine nicht beendete Partie { $game } (Partie { $game_id }) wird aufgegeben.
term-resuming = Deine nicht beendete Partie { $game } (Partie { $game_id }) geht weiter.
term-options-for-new-games = --game, --variant, --level und --seed gelten nur für neue Partien: diese geht weiter, wie sie begonnen hat.
term-to-start-new = Um sie aufzugeben und stattdessen eine neue zu beginnen: { $command }.
term-last-game-over = Deine letzte Partie ist zu Ende.
term-command-refused = { $command } wurde abgelehnt: { $reason }
term-command-not-saved = { $command } konnte nicht gespeichert werden (nichts hat sich geändert; versuch es noch einmal)
term-not-saved = Das konnte nicht gespeichert werden ({ $error }), also hat sich nichts geändert: versuch es noch einmal.

## What happens at the table.

term-table-open = Ein Tisch ist eröffnet.
term-game-started = Partie { $game_id }. Plätze der Reihe nach: { $seats }.
term-clock-ran-out = { $you ->
    [yes] Deine Zeit ist abgelaufen: ein automatischer Zug wurde gemacht.
   *[other] Die Zeit von { $name } ist abgelaufen: ein automatischer Zug wurde gemacht.
}
term-time-given-back = Eine Weile konnten keine Züge gespeichert werden: { $you ->
    [yes] deine Uhr
   *[other] die Uhr von { $name }
} beginnt wieder mit { $seconds } s.
term-back = { $you ->
    [yes] Du bist wieder da.
   *[other] { $name } ist wieder da.
}
term-abandon-vote = Abstimmung über das Aufgeben: { $votes } von { $needed }.
term-abandoned = Die Partie wurde aufgegeben.
term-game-over = Partie { $game_id } ist zu Ende.
term-table-closed = Der Tisch ist geschlossen.
term-at-table = [Tisch { $table }] { $line }

## Prompts.

term-hint = (Gib jederzeit ? oder regeln ein, um die Regeln dieser Partie zu sehen; q beendet, und die Partie bleibt gespeichert.)
term-controls = Bei der Eingabe: eine Zahl wählt diesen Zug; eine Karte wie 7c oder 10h wirft sie ab (c ♣, d ♦, h ♥, s ♠); k und eine Karte (k7c) klopft und legt diese Karte verdeckt ab; ? zeigt diese Regeln; q beendet (die Partie bleibt gespeichert und geht beim nächsten `play` weiter).
term-move-prompt = Dein Zug (eine Zahl, oder eine Karte wie 7c zum Abwerfen; ? Regeln; q beenden):
term-pick-a-move = Wähle eine der Zahlen oben, gib eine Karte zum Abwerfen ein, oder ? für die Regeln.
term-next-hand = Drück Enter für die nächste Runde (? für die Regeln, q zum Beenden).
term-rules-words = regeln hilfe
term-play-again = Noch einmal mit denselben Plätzen spielen?
term-yes-or-no = [j/N]
term-yes-answers = j ja
term-knock-choice = { $left ->
    [0] Gin machen
   *[other] mit { $left } klopfen
}, { $card } verdeckt abwerfen
term-knock-question = { $left ->
    [0] Gin machen
   *[other] Mit { $left } klopfen
}, { $card } verdeckt abwerfen?
term-take-discard = { $card } vom Ablagestapel nehmen

## The status lines and the hand.

term-scores = Runde { $hand }. Stand: { $scores }.
term-hollywood-game = { $label }: { $scores }
term-hollywood-game-won = { $label }: { $scores } (gewonnen von { $winner })
term-hollywood-game-tied = { $label }: { $scores } (unentschieden)
term-hollywood-game-decided = { $label }: { $scores } (entschieden)
term-status-hand = Runde { $hand }{ $table } · Geber: { $dealer } · Stand: { $scores }
term-status-piles = Talon { $stock } · oben auf dem Ablagestapel { $top } · { $others }{ $extra }
term-your-table = dein Tisch: { $table }, { $you } gegen { $opponent }
term-on-the-table = auf dem Tisch ({ $owner }): { $meld }
term-your-hand = Deine Hand: { $groups }   Restkarten { $deadwood }
term-your-hand-held = Deine Hand: { $groups }   { $count }
term-can-lay-down = Du kannst jetzt Kombinationen auslegen: Karten auf dem Tisch zählen nicht mehr gegen dich.
term-sitting-out = Runde { $hand }: diesmal setzt du aus.
term-break-note = der Abbruch: die abgeworfene Karte darf nur genommen werden, um sie sofort auszulegen (R8)
term-gin-only = nur Gin (V6)
term-ace-on-top = ein Ass oben: in diesem Zug nur Gin (V1.4)
term-ace-upcard = ein Ass als aufgedeckte Karte: in dieser Runde nur Gin (V1.2)
term-knock-limit = klopfen mit { $limit } oder weniger
term-spades-double = Pik: diese Runde zählt doppelt
term-stake = Einsatz ×{ $stake }
# The words that ask the coach for a hint (space-separated, lower case).
term-hint-words = hint tipp
