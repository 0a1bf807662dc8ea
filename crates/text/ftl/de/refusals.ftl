### Warum ein Zug oder Befehl abgelehnt wird (Ablehnungen des Tisches, für
### alle Oberflächen gleich; src/render/refusals.rs). Plätze sind gezählt,
### wie die Spiel-Engine sie zählt (ab 0).

## Der Tisch

refusal-no-table = In diesem Kanal gibt es keinen Tisch: Eröffne zuerst einen.
refusal-table-exists = In diesem Kanal ist schon ein Tisch offen.
refusal-not-in-lobby = Der Tisch nimmt keine Spieler auf: Eine Partie läuft oder ist vorbei.
refusal-not-playing = An diesem Tisch wird gerade keine Partie gespielt.
refusal-not-finished = Die Partie ist noch nicht vorbei.
refusal-already-seated = Du sitzt schon an diesem Tisch.
refusal-table-full = Der Tisch ist voll: Alle Plätze sind besetzt.
refusal-not-a-player = Du spielst an diesem Tisch nicht mit.
refusal-no-computer = Es gibt keinen Computerplatz zum Entfernen.
refusal-not-enough-seats = Diese Partie braucht { $needed } Plätze; { $seats } sind besetzt.
refusal-not-opener = Das darf nur, wer den Tisch eröffnet hat, oder ein Moderator.
refusal-stale = Das galt für einen früheren Zug (Zug { $sent }); die Partie ist jetzt bei Zug { $now }.
refusal-leave-during-game = Während einer Partie kannst du nicht gehen: Beantrage, sie abzubrechen.
refusal-not-handed-over = Dein Platz wird nicht vom Computer gespielt.
refusal-already-voted = Du hast schon für den Abbruch dieser Partie gestimmt.
refusal-nothing-due = Noch ist nichts fällig.
refusal-system-only = Das darf der Dienst nicht.
refusal-invalid-settings = Ungültige Tischeinstellungen: { $reason }.
refusal-other-shard = Die Tische dieses Servers führt ein anderer Prozess des Bots (Shard { $shard } von { $total }), nicht dieser: Nichts wurde geändert; versuch es gleich noch einmal.
refusal-other-process = Diesen Tisch führt jetzt ein anderer Prozess des Bots: Nichts wurde geändert.

## Die Spielregeln

refusal-game-over = Die Partie ist vorbei.
refusal-hand-over = Diese Runde ist vorbei: Gib die nächste.
refusal-hand-not-over = Die Runde läuft noch.
refusal-not-your-turn = Du bist nicht am Zug: Platz { $turn } ist dran.
refusal-must-draw-first = Zieh zuerst eine Karte, vom Talon oder vom Ablagestapel.
refusal-already-drew = Du hast in diesem Zug schon gezogen: Wirf ab oder klopfe.
refusal-no-discard = Der Ablagestapel ist leer.
refusal-upcard-not-usable = Nach dem Abbruch darfst du die aufgedeckte Karte { $card } nur nehmen, wenn du sie sofort in einer Kombination verwendest.
refusal-card-not-in-hand = { $card } ist nicht auf deiner Hand.
refusal-cannot-discard-taken = Du hast { $card } in diesem Zug vom Ablagestapel genommen und darfst sie nicht gleich wieder abwerfen.
refusal-knock-after-break = Nach dem Abbruch darf niemand klopfen.
refusal-knock-too-high = Du kannst nicht klopfen: Wirfst du { $card } ab, bleiben { $deadwood } in Restkarten, über der Klopfgrenze von { $limit }.
refusal-no-such-seat = Platz { $seat } gibt es nicht: Die Plätze sind 0, 1 und 2.
refusal-seat-out-of-range = Platz { $seat } gibt es nicht: Diese Partie hat { $seats } Plätze, 0 bis { $last }.
refusal-not-in-this-game = Diesen Zug gibt es bei { $game } nicht.
refusal-sitting-out = Du setzt in dieser Runde aus.
refusal-waiting-for-other-table = Deine Runde ist vorbei: Am anderen Tisch wird noch gespielt.
refusal-take-or-pass-upcard = Nimm zuerst die aufgedeckte Karte { $card } oder passe.
refusal-no-upcard-offer = Gerade gibt es keine aufgedeckte Karte, bei der man passen könnte.
refusal-must-draw-stock = Beide haben bei der aufgedeckten Karte gepasst: Zieh vom Talon.
refusal-no-draw-on-opening = Im ersten Zug wirfst du ab oder klopfst, ohne zu ziehen.
refusal-gin-only = In dieser Runde gilt nur Gin: Wirfst du { $card } ab, bleiben { $deadwood } in Restkarten.
refusal-no-doubling = An diesem Tisch wird nicht verdoppelt.
refusal-double-used = In dieser Runde wurde schon eine Verdopplung angeboten.
refusal-double-not-now = Eine Verdopplung darfst du nur zu Beginn deines Zuges anbieten, vor dem Ziehen.
refusal-no-double-offered = Es gibt keine Verdopplung zu beantworten.
refusal-answer-double = Beantworte zuerst die Verdopplung: annehmen, zurückverdoppeln oder aufgeben.
refusal-no-redouble = An diesem Tisch wird nicht zurückverdoppelt.
refusal-not-a-meld = { $cards } ist keine Kombination.
refusal-cannot-lay-off = { $cards } lässt sich nicht an { $meld } anlegen.
refusal-no-such-meld = Die Kombination { $meld } liegt nicht auf dem Tisch.
refusal-would-strand-taken = Dann bliebe nur { $card }, die du in diesem Zug vom Ablagestapel genommen hast.
refusal-discard-only-to-go-out = Der Talon ist leer: Abwerfen darfst du nur, um auszugehen; sonst beende deinen Zug.
refusal-end-turn-not-now = Ohne abzuwerfen darfst du deinen Zug nur beenden, nachdem du die letzte Karte des Talons gezogen hast.
refusal-challenge-not-now = Herausfordern darfst du nur zu Beginn deines Zuges, vor dem Ziehen, einmal pro Zug.
refusal-no-challenge = Es gibt keine Herausforderung zu beantworten.
refusal-answer-challenge = Beantworte zuerst die Herausforderung.
refusal-daily-once = Ein Tagesblatt spielt man nur einmal: Es gibt keine Revanche.
refusal-hints-off = An diesem Tisch gibt es keine Tipps.
refusal-no-decision = Du hast gerade nichts zu entscheiden.

## Die Liste für die nächste Partie (Issue 42)
refusal-already-waiting = Du stehst schon auf der Liste für die nächste Partie.
refusal-not-waiting = Du stehst nicht auf der Liste für die nächste Partie.
refusal-lobby-open = Der Tisch sammelt gerade Spieler: nimm mit Mitspielen einen Platz.
