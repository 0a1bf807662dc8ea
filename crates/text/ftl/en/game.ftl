### The game's own names: the games of the family, their switches (variants)
### and the computer's levels. Shared by every front end (src/words.rs).

game-jersey = Jersey Gin
game-gin = Gin Rummy
game-colonel = Colonel

switch-oklahoma = Oklahoma
    .about = Oklahoma (the first upcard sets the knock limit)
switch-hollywood = Hollywood scoring
    .about = Hollywood scoring (three games at once)
switch-eleven-card = eleven-card hand
    .about = eleven-card hands
switch-around-corner = around the corner
    .about = runs go around the corner (K-A-2)
switch-doubling = doubling
    .about = doubling and redoubling the stake
switch-gin-only = gin only
    .about = no knocking, gin only
switch-three-players = three players (one sits out)
    .about = three players, one sits out each hand
switch-partnership = partnership
    .about = four players in two partnerships

level-easy = easy
level-normal = normal
level-hard = hard
