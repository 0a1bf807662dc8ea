### The game's own names: the games of the family, their switches (variants)
### and the computer's levels. Shared by every front end (src/words.rs).

game-jersey = Jersey Gin
game-gin = Gin Rami
game-colonel = Colonel

switch-oklahoma = Oklahoma
    .about = Oklahoma (la première carte retournée fixe la limite pour frapper)
switch-hollywood = décompte Hollywood
    .about = décompte Hollywood (trois parties à la fois)
switch-eleven-card = main de onze cartes
    .about = mains de onze cartes
switch-around-corner = suite circulaire
    .about = les suites font le tour (K-A-2)
switch-doubling = doubler
    .about = doubler et redoubler la mise
switch-gin-only = gin seulement
    .about = pas de frappe, gin seulement
switch-three-players = trois joueurs (un passe son tour)
    .about = trois joueurs, un passe son tour à chaque main
switch-partnership = en équipes
    .about = quatre joueurs en deux équipes

level-easy = facile
level-normal = normal
level-hard = difficile
