### Messages the command-line tools print for a player.

## `replay`.

cli-seat = Place { $seat }
cli-standard-input = l'entrée standard
cli-cannot-read = impossible de lire { $path }
cli-cannot-read-stdin = impossible de lire l'entrée standard
cli-cannot-write = impossible d'écrire { $path }
cli-not-a-replay = { $file } n'est pas un fichier de partie rejouable (`jersey-gin sim --save DIR` et `jersey-gin db export --game ID` en écrivent)
cli-cannot-replay = impossible de rejouer { $file } : { $reason }
cli-illegal-move = le coup { $number } ({ $seat } : { $action }) n'est pas permis : { $error }
cli-unfinished = (la partie est inachevée après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
})

## `replay --pictures DIR`.

cli-pictures-of-unfinished = { $file } est une partie qui n'est pas terminée (après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}) : ses images montreraient la main cachée de chaque joueur. Si la partie a été abandonnée ou si plus personne n'y joue, ajoutez --unfinished
cli-pictures-written = { $pictures ->
    [one] { $pictures } image écrite
   *[other] { $pictures } images écrites
} pour { $hands ->
    [one] { $hands } main
   *[other] { $hands } mains
} dans { $dir }{ $names }
cli-pictures-hands-unseen = { $count ->
    [one] { $count } main s'est terminée sans étaler les mains (nulle) : elle n'a pas d'image de la table
   *[other] { $count } mains se sont terminées sans étaler les mains (nulles) : elles n'ont pas d'image de la table
}
cli-pictures-folder-is-a-file = { $dir } est un fichier, pas un dossier pour les images
cli-pictures-cannot-create = impossible de créer le dossier { $dir }
cli-pictures-cannot-list = impossible de lire le dossier { $dir }
cli-pictures-folder-in-use = { $dir } contient déjà des images ({ $file }) : choisissez un dossier nouveau ou vide, pour que les images de deux parties ne se mélangent pas
cli-pictures-cannot-draw = impossible de dessiner { $file }

# jersey-gin review (issue 41).
cli-review-bad-seat = Cette partie a les places 1 à { $seats }, pas { $seat }.
cli-review-title = L'analyse du coach pour { $seat } (du seul point de vue de cette place) : { $decisions ->
    [one] 1 décision
   *[other] { $decisions } décisions
  }
cli-review-line = Coup { $number } : { $played } ({ $chance } %) ; le meilleur : { $best } ({ $best_chance } %) ; { $loss } points de chances de gagner perdus : { $grade ->
    [good] bon
    [inaccuracy] une imprécision
    [mistake] une erreur
   *[blunder] une gaffe
  }
cli-review-summary = Précision { $accuracy } % : { $good } bons, { $inaccuracies ->
    [one] 1 imprécision
   *[other] { $inaccuracies } imprécisions
  }, { $mistakes ->
    [one] 1 erreur
   *[other] { $mistakes } erreurs
  }, { $blunders ->
    [one] 1 gaffe
   *[other] { $blunders } gaffes
  }. Chance (les cartes et les autres joueurs, décisions à part) : { $luck } points de chances de gagner.
cli-review-game-title = Bilan de la partie : la précision de chaque place (100 : chaque décision était le choix du coach).
