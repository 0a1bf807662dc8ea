### The rules as /gin rules and the terminal's rules screen show them.
### One message per line of the summary (src/rules_text.rs puts them
### together); `**…**` is Discord's bold, `*…*` its italics. The full rules,
### with the ids the code and tests cite, are in docs/rules/.

## Jersey Gin (docs/rules/jersey-gin.md, R1–R10).

rules-jersey-title = **Jersey Gin** — Gin Rommé zu dritt; alle drei spielen jede Runde.
# R3
rules-jersey-deal = **Geben.** Jeder bekommt 10 Karten; die nächste Karte beginnt den Ablagestapel, die übrigen 21 bilden den Talon. Das Geben wandert jede Runde nach links.
# R4
rules-jersey-turn = **Dein Zug.** Nimm die oberste Karte vom Talon oder vom Ablagestapel und wirf dann eine Karte offen ab (nicht die gerade vom Ablagestapel genommene).
# R1, R2
rules-jersey-melds = **Kombinationen.** 3–4 Karten gleichen Werts oder 3+ Karten in Folge in einer Farbe (das Ass nur unten: A-2-3 ja, Q-K-A nein). Karten ohne Kombination sind *Restkarten*: Ass 1, Zahlenkarten ihr Wert, Bilder 10.
# R5, R6
rules-jersey-knock = **Klopfen.** Nach dem Ziehen darfst du mit 10 oder weniger Restpunkten klopfen: deine Kombinationen werden ausgelegt, und der nächste Spieler, dann der dritte, legen Karten an die gezeigten Kombinationen an.
rules-jersey-knock-lowest = • Niedrigste Zählung: du bekommst die Abstände zu den Zählungen der beiden anderen.
rules-jersey-knock-underknock = • Jemand zieht gleich oder liegt darunter: er *unterbietet* dich und bekommt seine Abstände plus 10.
rules-jersey-knock-gin = • Ganz ohne Restkarten ist es **Gin**: die Zählungen der beiden anderen plus 40, kein Anlegen.
# R8
rules-jersey-break = **Der Abbruch.** Sind nur noch 3 Karten im Talon, wird nicht mehr geklopft. Von da an darfst du eine abgeworfene Karte nur nehmen, wenn sie sofort in eine Kombination passt, und nach jedem Zug werden deine Kombinationen und angelegten Karten für dich ausgelegt. Ist der Talon leer, bekommt die niedrigste Zählung die Abstände (bei Gleichstand der Auslöser des Abbruchs, dann der nächste Spieler); wer seine Hand leert, beendet die Runde früher.
# R9
rules-jersey-game = **Partie.** Wer zuerst 100 erreicht, bekommt 100 dazu; jede gewonnene Runde bringt 25. Die höchste Summe gewinnt.
# R10, G9: the table's options.
rules-tables-may-change = Jeder Tisch kann Ziel, Klopfgrenze und Boni ändern.

## Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G).

rules-gin-title = **Gin Rommé** — zwei Spieler, das klassische Spiel.
# G3
rules-gin-deal = **Geben.** Jeder zieht eine Karte; die niedrigere gibt. Jeder bekommt 10 Karten, eine Karte liegt offen (die *aufgedeckte Karte*), 31 im Talon. Wer eine Runde verliert, gibt die nächste; nach einer Runde ohne Ergebnis gibt derselbe Geber noch einmal.
# G4.1
rules-gin-first-turn = **Erster Zug.** Der Nichtgeber darf die aufgedeckte Karte nehmen oder passen, danach der Geber. Passen beide, zieht der Nichtgeber vom Talon.
# G4
rules-gin-turns = **Züge.** Zieh die oberste Karte vom Talon oder vom Ablagestapel und wirf dann offen ab (nicht die Karte, die du gerade vom Stapel genommen hast).
# G2
rules-gin-melds = **Kombinationen.** 3–4 Karten gleichen Werts oder 3+ Karten in Folge in einer Farbe, das Ass unten. Restkarten zählen: Ass 1, Zahlenkarten ihr Wert, Bilder 10.
# G5, G6
rules-gin-knock = **Klopfen.** Haben die 10 Karten, die du nach dem Ziehen behältst, 10 oder weniger Restpunkte, darfst du verdeckt abwerfen und klopfen. Dein Gegner zeigt seine Kombinationen und legt Karten an deine an (der beste Weg wird für ihn gefunden).
rules-gin-knock-lower = • Deine Zählung ist niedriger: du bekommst die Differenz.
rules-gin-knock-undercut = • Seine ist gleich oder niedriger: er *unterbietet* dich und bekommt die Differenz plus 25.
rules-gin-knock-gin = • Ohne Restkarten ist es **Gin**: seine Zählung plus 25; kein Anlegen, und Gin wird nie unterboten.
# G7
rules-gin-stock = **Talon.** Die letzten zwei Karten des Talons werden nie gezogen: klopft der Spieler nicht, der den Talon auf zwei Karten bringt, endet die Runde ohne Ergebnis. Ebenso eine Runde mit 20 Zügen hintereinander ohne Ziehen vom Talon.
# G8
rules-gin-game = **Partie.** Wer zuerst 100 erreicht, beendet die Partie und bekommt 100 dazu (die Punkte und diese 100 verdoppeln sich, wenn der andere keine Runde gewonnen hat); jeder bekommt 25 für jede gewonnene Runde. Die höhere Summe gewinnt.

## Colonel (docs/rules/gin-rummy.md, V9).

rules-colonel-title = **Colonel** — zwei Spieler, die unterwegs auslegen.
# V9.2
rules-colonel-deal = **Geben.** Die niedrigere Karte gibt zuerst, danach wird abgewechselt. Jeder bekommt 10 Karten, eine Karte liegt offen, der Rest ist der Talon. Der Nichtgeber beginnt mit einem gewöhnlichen Zug.
# V9.1
rules-colonel-melds = **Kombinationen.** 3–4 Karten gleichen Werts oder 3+ in Folge in einer Farbe; das Ass darf oben (Q-K-A) oder unten (A-2-3) liegen, nie beides (K-A-2 ist keine Folge).
# V9.3
rules-colonel-turn = **Dein Zug.** Zieh vom Talon oder vom Ablagestapel; leg beliebige Kombinationen aus und leg Karten an jede Kombination auf dem Tisch an, deine oder die deines Gegners; dann wirf ab (keine Karte, die du in diesem Zug vom Stapel genommen hast). Du darfst nicht so weit auslegen, dass nur die vom Stapel genommene Karte übrig bleibt, denn die dürftest du nicht abwerfen.
# V9.4
rules-colonel-going-out = **Ausmachen.** Leere deine Hand durch Auslegen, oder leg bis auf eine Karte aus und wirf sie ab: du bekommst jede Karte, die dein Gegner noch in der Hand hat, ob in Kombinationen oder nicht — A, K, Q, J und 10 zählen 10, die anderen ihren Wert.
# V9.5
rules-colonel-stock-out = **Talon leer.** Wer die letzte Karte des Talons zieht, darf noch ausmachen; sonst endet die Runde, und die niedrigere Handsumme bekommt die Differenz.
# V9.6
rules-colonel-challenge = **Herausforderung.** Zu Beginn deines Zugs darfst du herausfordern: lehnt dein Gegner ab, geht das Spiel weiter; nimmt er an, endet die Runde, und die niedrigere Handsumme bekommt die Summe des anderen.
# V9.7
rules-colonel-match = **Match.** Vier Runden (jeder gibt zweimal), wenn der Tisch keine andere Zahl festlegt; die höhere Gesamtsumme gewinnt. Keine Boni.

# What a Colonel hand counts, under the hand (V9.4, V9.6).
rules-colonel-count = Auf der Hand: { $held } (jede Karte zählt, auch in Kombinationen) · nach dem Auslegen, was geht: { $after }
rules-colonel-count-nothing-to-lay = Auf der Hand: { $held } (jede Karte zählt, auch in Kombinationen) · nichts zum Auslegen

## The variants of two-handed Gin (docs/rules/gin-rummy.md, V1–V8).

rules-this-table-plays = **An diesem Tisch wird gespielt:**
# V1
rules-oklahoma = **Oklahoma.** Die erste aufgedeckte Karte setzt die Klopfgrenze (Bilder 10); ein aufgedecktes Ass heißt nur Gin. Eine aufgedeckte Pik-Karte verdoppelt die Punkte der Runde und ihre Boni (nicht die Boni für Partie, Schneider oder Kästchen).
# V1.4
rules-oklahoma-current = **Oklahoma, aktuelle Karte.** Die Klopfgrenze ist der Wert der obersten Karte des Ablagestapels zu Beginn deines Zugs (ein Ass: kein Klopfen); für Pik zählt weiter die erste aufgedeckte Karte.
# V2
rules-hollywood = **Hollywood.** Drei Partien werden zugleich gezählt. Partie 1 zählt jede Runde, die du gewinnst; Partie 2 erst, wenn du in Partie 1 gepunktet hast, Partie 3, wenn du in Partie 2 gepunktet hast (und alle Partien, sobald du in einer Schneider bist). Jede Partie endet am Ziel mit ihren eigenen Boni; wer zwei der drei gewinnt, gewinnt die Serie.
# V3
rules-eleven-card = **Elf Karten.** Der Nichtgeber bekommt 11 Karten, und es gibt keine aufgedeckte Karte: sein erster Zug ist ein Abwurf (oder ein Klopfen) ohne Ziehen.
# V4
rules-around-corner = **Um die Ecke.** Folgen dürfen um die Ecke gehen: Q-K-A, K-A-2 und Q-K-A-2-3 sind Folgen. Ein Ass zählt 15, wenn der Tisch nicht 1 sagt; die Partie geht bis 125.
# V5
rules-doubling = **Verdoppeln.** Einmal pro Runde darfst du zu Beginn deines Zugs vor dem Ziehen eine Verdopplung anbieten. Dein Gegner nimmt an (die Runde zählt doppelt), gibt auf oder verdoppelt zurück (vierfach, wenn der Tisch es erlaubt). Ablehnen beendet die Runde, als hätte der Anbietende geklopft, plus 20 für ihn.
# V6
rules-gin-only = **Nur Gin.** Kein Klopfen: eine Runde endet nur mit Gin oder ohne Ergebnis. Die Partie geht bis 250.
# V7
rules-three-players = **Drei Spieler.** Zwei spielen jede Runde, der dritte setzt aus und gibt; wer eine Runde verliert, setzt die nächste aus. Jeder hat seine eigene Summe, bis 100.
# V8
rules-partnership = **Partnerspiel.** Vier Spieler in zwei Teams, Partner gegenüber. Jede Runde sind zwei Spiele zu zweit, bei denen die Partner abwechselnd gegen verschiedene Gegner spielen; das Team mit mehr Punkten bekommt die Differenz und ein Kästchen. Die Partie geht bis 125; du siehst nur deine eigene Hand und das Spiel deines Partners, während es gespielt wird.

## A table's rules in one line (the terminal's first line, a game's name
## when it resumes).

rules-summary-jersey = Jersey Gin; 3 Plätze; bis { $target }; klopfen mit { $knock_limit } oder weniger; Gin { $gin }, Unterbieten { $underknock }, Partie { $game }, Kästchen { $box }
rules-summary-colonel = Colonel; 2 Plätze; ein Match über { $hands } Runden
# Between the parts of a one-line summary.
rules-summary-separator = { "; " }
rules-summary-switches = { $game }: { $switches }
rules-summary-oklahoma-current = Oklahoma (Grenze nach der aktuellen aufgedeckten Karte)
rules-summary-doubling-no-redouble = Verdoppeln (ohne Zurückverdoppeln)
rules-summary-seats = { $seats } Plätze; bis { $target }
rules-summary-seats-hollywood = { $seats } Plätze; bis { $target } in jeder der drei Partien
rules-summary-knock-limit = klopfen mit { $limit } oder weniger
rules-summary-ace-points = ein Ass zählt { $points }
rules-summary-bonuses = Gin { $gin }, Unterbieten { $undercut }, Partie { $game }, Kästchen { $box }
rules-summary-extra-boxes = { $count ->
    [one] { $count } zusätzliches Kästchen
   *[other] { $count } zusätzliche Kästchen
} pro Gin oder Unterbieten
rules-summary-shutout-bonus = Schneider: Partiebonus 200
rules-summary-no-shutout = kein Bonus für Schneider
rules-summary-winner-deals = der Gewinner gibt als Nächster
rules-summary-deal-alternates = das Geben wechselt ab

## Rules that cannot be played (V10.3).
rules-unknown-game = unbekanntes Spiel { $game }: nimm jersey, gin oder colonel
rules-unknown-variant = unbekannte Variante { $variant }: nimm { $choices }
rules-jersey-takes-no-variants = Jersey Gin hat keine Varianten (angegeben: { $variant })
rules-refusal-conflict = { $clash ->
    [hollywood-partnership] Hollywood und Partnerspiel
    [oklahoma-eleven] Oklahoma und die Hand mit elf Karten
    [oklahoma-gin-only] Oklahoma und nur Gin
    [three-partnership] drei Spieler und Partnerspiel
   *[hollywood-three] Hollywood und drei Spieler
} lassen sich nicht kombinieren (V10.3)
rules-refusal-colonel-is-a-game = Colonel ist ein eigenes Spiel (V10.3): es nimmt keine Varianten
rules-refusal-colonel-with = Colonel lässt sich nicht mit { $variant } kombinieren (V10.3: Colonel nimmt keine Varianten)
rules-refusal-colonel-with-switches = Colonel lässt sich nicht mit { $variants } kombinieren (V10.3)
rules-refusal-target = das Ziel muss zwischen 1 und 10000 liegen, nicht { $target }

## Die gemessene Stärke der Computerstufen, unter den Regeln jedes Spiels
## (src/level_strength.rs; Zahlen und Befehle: docs/strength.md).

rules-levels-title = **Computerstufen**, gemessen an gespiegelten Blättern (jedes Blatt wird von beiden Seiten gespielt, das Glück hebt sich auf; ein gleicher Anteil sind { $even } %):
rules-levels-against-level = • { $level } gegen { $seats ->
    [1] { $other }
   *[other] zwei Plätze der Stufe { $other }
}: gewinnt { $share } % der Partien ({ $low }–{ $high } % bei 95 % Sicherheit, { $games } Partien)
rules-levels-against-reference = • { $level } gegen den Referenzspieler des Gin-Rummy-Wettbewerbs EAAI 2021: gewinnt { $share } % der Partien ({ $low }–{ $high } % bei 95 % Sicherheit, { $games } Partien)
