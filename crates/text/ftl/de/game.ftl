### The game's own names: the games of the family, their switches (variants)
### and the computer's levels. Shared by every front end (src/words.rs).

game-jersey = Jersey Gin
game-gin = Gin Rommé
game-colonel = Colonel

switch-oklahoma = Oklahoma
    .about = Oklahoma (die erste aufgedeckte Karte setzt die Grenze zum Klopfen)
switch-hollywood = Hollywood-Wertung
    .about = Hollywood-Wertung (drei Partien zugleich)
switch-eleven-card = Hand mit elf Karten
    .about = Hände mit elf Karten
switch-around-corner = um die Ecke
    .about = Folgen gehen um die Ecke (K-A-2)
switch-doubling = Verdoppeln
    .about = den Einsatz verdoppeln und zurückverdoppeln
switch-gin-only = nur Gin
    .about = kein Klopfen, nur Gin
switch-three-players = drei Spieler (einer setzt aus)
    .about = drei Spieler, einer setzt jede Runde aus
switch-partnership = Partnerspiel
    .about = vier Spieler in zwei Teams

level-easy = leicht
level-normal = normal
level-hard = schwer
