### The game's own names: the games of the family, their switches (variants)
### and the computer's levels. Shared by every front end (src/words.rs).

game-jersey = Jersey Gin
game-gin = Gin Rummy
game-colonel = Coronel

switch-oklahoma = Oklahoma
    .about = Oklahoma (la primera carta descubierta fija el límite para cerrar)
switch-hollywood = puntuación Hollywood
    .about = puntuación Hollywood (tres partidas a la vez)
switch-eleven-card = manos de once cartas
    .about = manos de once cartas
switch-around-corner = escalera circular
    .about = las escaleras dan la vuelta (K-A-2)
switch-doubling = doblar
    .about = doblar y redoblar la apuesta
switch-gin-only = solo gin
    .about = no se puede cerrar, solo gin
switch-three-players = tres jugadores (uno descansa)
    .about = tres jugadores, uno descansa en cada mano
switch-partnership = por parejas
    .about = cuatro jugadores en dos parejas

level-easy = fácil
level-normal = normal
level-hard = difícil
