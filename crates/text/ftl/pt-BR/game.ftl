### The game's own names: the games of the family, their switches (variants)
### and the computer's levels. Shared by every front end (src/words.rs).

game-jersey = Jersey Gin
game-gin = Gin Rummy
game-colonel = Coronel

switch-oklahoma = Oklahoma
    .about = Oklahoma (a primeira carta virada define o limite para bater)
switch-hollywood = placar Hollywood
    .about = placar Hollywood (três partidas ao mesmo tempo)
switch-eleven-card = mão de onze cartas
    .about = mãos de onze cartas
switch-around-corner = sequência circular
    .about = as sequências dão a volta (K-A-2)
switch-doubling = dobrar
    .about = dobrar e redobrar a aposta
switch-gin-only = só gin
    .about = sem bater, só gin
switch-three-players = três jogadores (um fica de fora)
    .about = três jogadores, um fica de fora a cada mão
switch-partnership = em duplas
    .about = quatro jogadores em duas duplas

level-easy = fácil
level-normal = normal
level-hard = difícil
