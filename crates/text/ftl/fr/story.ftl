### L'histoire d'une partie telle que le salon et le terminal la racontent :
### une ligne par événement (src/render.rs).
###
### $name est le nom d'une place (« Tu » pour qui lit) ; $you vaut « yes »
### pour qui lit, « no » pour un autre, « plural » pour une équipe
### (« Ada & Cy »).

## Qui distribue

story-dealer-draw = Cartes pour la donne : { $cards }. { $dealer } distribue{ $why ->
    [lowest] {" "}(la carte la plus basse distribue)
    [highest] {" "}(la carte la plus haute distribue)
   *[none] {""}
}.
story-partners-drawn = Cartes pour former les équipes : { $cards }. Équipes : { $side_a } contre { $side_b }.
story-cut-for-deal = Coupe pour la donne : { $cards }. { $you ->
    [yes] { $name } distribues
   *[other] { $name } distribue
}{ $why ->
    [lowest] {" "}(la carte la plus basse distribue)
    [highest] {" "}(la carte la plus haute distribue)
   *[none] {""}
}.
story-hand-dealt = Donne { $hand } : distribuée par { $dealer } ; la carte retournée est { $upcard }, { $stock ->
    [one] { $stock } carte
   *[other] { $stock } cartes
} dans la pioche.
story-two-handed-dealt = Donne { $hand }{ $table ->
    [1] {""}
   *[other] {" "}(table { $table })
} : { $deal } ; { $upcard }{ $oklahoma }.
story-deals-to = { $you ->
    [yes] { $name } distribues
   *[other] { $name } distribue
} à { $to }
story-deals-sitting-out = { $you ->
    [yes] { $name } distribues et passes ton tour
   *[other] { $name } distribue et passe son tour
} ; { $first_you ->
    [yes] { $first } joues
   *[other] { $first } joue
} en premier, contre { $dealer }
story-upcard-is = la carte retournée est { $card }, { $stock ->
    [one] { $stock } carte
   *[other] { $stock } cartes
} dans la pioche
story-no-upcard = pas de carte retournée, { $stock ->
    [one] { $stock } carte
   *[other] { $stock } cartes
} dans la pioche
story-oklahoma = { $limit ->
    [0] { $on_top ->
        [yes] {" "}: un as, donc personne ne frappe tant qu'il est sur le dessus
       *[no] {" "}: un as, donc cette donne se joue gin seulement
    }
   *[other] { $on_top ->
        [yes] {" "}: on frappe à { $limit } ou moins tant qu'elle est sur le dessus
       *[no] {" "}: on frappe à { $limit } ou moins pour cette donne
    }
}{ $spade ->
    [yes] , et un pique double la donne
   *[no] {""}
}

## Les tours

story-drew-stock = { $you ->
    [yes] { $name } pioches
   *[other] { $name } pioche
} une carte.
story-drew = { $you ->
    [yes] { $name } as pioché
   *[other] { $name } a pioché
} { $card }.
story-took-discard = { $you ->
    [yes] { $name } prends
   *[other] { $name } prend
} { $card } dans la défausse.
story-discarded = { $you ->
    [yes] { $name } défausses
   *[other] { $name } défausse
} { $card }.
story-drew-stock-and-discarded = { $you ->
    [yes] { $name } pioches une carte et défausses
   *[other] { $name } pioche une carte et défausse
} { $card }.
story-took-discard-and-discarded = { $you ->
    [yes] { $name } prends { $took } dans la défausse et défausses
   *[other] { $name } prend { $took } dans la défausse et défausse
} { $card }.
story-gin = { $you ->
    [yes] { $name } fais GIN !
   *[other] { $name } fait GIN !
}
story-knocked = { $you ->
    [yes] { $name } frappes
   *[other] { $name } frappe
} à { $count }.
story-passed-upcard = { $you ->
    [yes] { $name } passes
   *[other] { $name } passe
} sur la carte retournée.
story-double-offered = { $you ->
    [yes] { $name } proposes
   *[other] { $name } propose
} de doubler la mise.
story-double-accepted = { $you ->
    [yes] { $name } acceptes
   *[other] { $name } accepte
} : la donne vaut maintenant { $stake } fois ses points.
story-redoubled = { $you ->
    [yes] { $name } redoubles
   *[other] { $name } redouble
}.
story-resigned = { $you ->
    [yes] { $name } abandonnes
   *[other] { $name } abandonne
} la donne.
story-melded = { $you ->
    [yes] { $name } poses
   *[other] { $name } pose
} { $meld }.
story-laid-off = { $you ->
    [yes] { $name } poses
   *[other] { $name } pose
} { $cards } sur { $meld } ({ $owner_you ->
    [yes] ta combinaison
   *[other] combinaison posée par { $owner }
}).
story-challenged = { $you ->
    [yes] { $name } lances un défi
   *[other] { $name } lance un défi
}.
story-challenge-answered = { $you ->
    [yes] { $accepted ->
        [yes] { $name } acceptes
       *[no] { $name } refuses
    }
   *[other] { $accepted ->
        [yes] { $name } accepte
       *[no] { $name } refuse
    }
} le défi.
story-challenged-and-answered = { $you ->
    [yes] { $name } lances un défi
   *[other] { $name } lance un défi
} ; { $to_you ->
    [yes] { $accepted ->
        [yes] { $to } acceptes
       *[no] { $to } refuses
    }
   *[other] { $accepted ->
        [yes] { $to } accepte
       *[no] { $to } refuse
    }
}.

## La coupure du Jersey Gin (R8)

story-break-started = La coupure : trois cartes restent dans la pioche, { $you ->
    [yes] { $name } es celui qui coupe
   *[other] { $name } est celui qui coupe
}. Désormais personne ne peut frapper, la carte de la défausse ne se prend que pour la poser aussitôt dans une combinaison, et les combinaisons et cartes à poser de chacun sont posées pour lui après chaque tour (R8).
story-laid-down = { $you ->
    [yes] { $name } poses
   *[other] { $name } pose
} { $melds } ; { $left ->
    [one] { $left } carte reste
   *[other] { $left } cartes restent
} en main.
story-laid-down-and-off = { $you ->
    [yes] { $name } poses { $melds } et places
   *[other] { $name } pose { $melds } et place
} { $layoffs } ; { $left ->
    [one] { $left } carte reste
   *[other] { $left } cartes restent
} en main.
story-no-melds = aucune combinaison
story-layoff = { $cards } sur { $meld }

## La fin d'une donne

story-hand-over = Fin de la donne : { $how }.
story-hand-over-at-table = Fin de la donne à la table { $table } : { $how }.
story-how-knock-won = { $you ->
    [yes] { $name } gagnes
   *[other] { $name } gagne
} la frappe
story-how-gin = { $you ->
    [yes] { $name } gagnes
   *[other] { $name } gagne
} avec un gin
story-how-underknock = { $you ->
    [yes] { $name } fais un contre à
   *[other] { $name } fait un contre à
} { $knocker }
story-how-undercut = { $you ->
    [yes] { $name } fais un contre à
   *[other] { $name } fait un contre à
} { $knocker }
story-how-break-end = la pioche est vide et le plus petit compte gagne (a coupé : { $breaker })
story-how-break-gin = { $you ->
    [yes] { $name } es sorti après la coupure
   *[other] { $name } est sorti après la coupure
}
story-how-resigned = { $you ->
    [yes] { $name } abandonnes
   *[other] { $name } abandonne
} face { $owner_you ->
    [yes] { $offer ->
        [redouble] à ton redoublement
       *[double] à ton doublement
    }
   *[other] { $offer ->
        [redouble] au redoublement proposé par { $owner }
       *[double] au doublement proposé par { $owner }
    }
}
story-how-stock-down = il ne reste que deux cartes dans la pioche : aucun point
story-how-no-stock-draws = personne n'a pioché depuis trop longtemps : aucun point
story-how-went-out = { $you ->
    [yes] { $name } sors
   *[other] { $name } sort
}
story-how-stock-out = la pioche est vide
story-how-challenge = { $you ->
    [yes] ton défi
   *[other] le défi lancé par { $name }
} fait abattre les mains
story-how-drawn = la donne est nulle
story-reveal-laid-off = a posé { $layoffs }
story-reveal-no-deadwood = aucune carte isolée
story-reveal-deadwood = cartes isolées [{ $cards }] = { $count }
story-jersey-scores = { $you ->
    [yes] { $name } marques
   *[other] { $name } marque
} { $points } et la case. Scores : { $scores }.
story-hand-scores = { $you ->
    [yes] { $name } marques
   *[other] { $name } marque
} { $points }.
story-colonel-scores = { $you ->
    [yes] { $name } marques
   *[other] { $name } marque
} { $points }. Totaux : { $totals }.
story-colonel-no-score = Aucun point. Totaux : { $totals }.

## Des sommes qui tombent juste (G7, G8.2, V1.3, V5.4, V5.5)

story-sum-refused = { $hands } des mains + { $bonus } pour { $offer ->
    [redouble] le redoublement refusé
   *[double] le doublement refusé
}
story-sum-stake = × { $stake } pour la mise
story-sum-spade = × 2 pour une carte retournée à pique
story-sum-hands = { $points } des donnes
story-sum-game-bonus = { $bonus } de bonus de partie
story-sum-shutout = × 2 pour le capot
story-sum-boxes = { $bonus } pour { $boxes ->
    [one] { $boxes } case
   *[other] { $boxes } cases
}

## Le score à deux (les trois parties de Hollywood, les équipes)

story-credit-side-scores = { $you ->
    [yes] { $name } marques
    [plural] { $name } marquent
   *[other] { $name } marque
} { $points ->
    [one] { $points } point
   *[other] { $points } points
}
story-credit-points-to = { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $name }
story-credit-nobody = Personne ne marque
story-credit-sides = (équipes : { $side_a } { $points_a }, { $side_b } { $points_b })
story-credit-in-games = { $count ->
    [one] dans la partie
   *[other] dans les parties
} { $games }
story-credited = { $credit }. Score : { $score }.
story-score = Score : { $score }.
story-score-game = partie { $game } : { $totals }
story-game-decided-reached = La partie { $game } est jouée : objectif atteint par { $name }.
story-game-decided-won = La partie { $game } revient à { $name }, { $won }–{ $lost } avec les bonus ({ $won_before }–{ $lost_before } sans).
story-game-decided-tied = La partie { $game } est à égalité, { $points_a }–{ $points_b } avec les bonus.

## La fin d'une partie, d'une série ou d'un match

story-jersey-game-won = { $you ->
    [yes] { $name } as atteint l'objectif et gagnes la partie !
   *[other] { $name } a atteint l'objectif et gagne la partie !
}
story-game-won-by = { $you ->
    [yes] { $name } gagnes
    [plural] { $name } gagnent
   *[other] { $name } gagne
} la partie de { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} !
story-game-won = { $you ->
    [yes] { $name } gagnes
    [plural] { $name } gagnent
   *[other] { $name } gagne
} la partie !
story-game-tied = La partie se termine à égalité.
story-set-game-to = Partie { $game }, pour { $name } :
story-set-game-tied = Partie { $game }, à égalité :
story-shutout-for = Capot pour { $name }.
story-set-tied = La série se termine à égalité : { $games_a }–{ $games_b } en parties et { $points } points chacun sur les trois.
story-set-won = { $you ->
    [yes] { $name } gagnes
    [plural] { $name } gagnent
   *[other] { $name } gagne
} la série { $games }, avec { $margin } points d'avance sur les trois parties ({ $points_won } à { $points_lost }) !
story-set-won-on-points = { $you ->
    [yes] { $name } gagnes
    [plural] { $name } gagnent
   *[other] { $name } gagne
} la série aux points : { $games } en parties, et { $margin } points d'avance sur les trois ({ $points_won } à { $points_lost }) !
story-set-won-on-games = { $you ->
    [yes] { $name } gagnes
    [plural] { $name } gagnent
   *[other] { $name } gagne
} la série { $games } ! Deux parties gagnées suffisent, même si { $other } a marqué plus de points sur les trois ({ $points_lost } à { $points_won }).
story-match-won = { $you ->
    [yes] { $name } gagnes
   *[other] { $name } gagne
} le match de { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} : { $score }.
story-match-tied = Le match se termine à égalité, { $total } partout.
story-game-label = { $game ->
    [1] I
    [2] II
    [3] III
   *[other] ?
}
story-and-list = { $rest } et { $last }

## Une place confiée à l'ordinateur

story-handed-over = Le temps de { $name } est écoulé deux fois : un joueur ordinateur de niveau { $level } joue cette place jusqu'à son retour.

## Les coups en mots, comme dans un menu ou une erreur

story-action-draw-stock = piocher une carte
story-action-take-discard = prendre la carte du dessus de la défausse
story-action-discard = défausser { $card }
story-action-knock = frapper en jetant { $card } face cachée
story-action-next-hand = distribuer la donne suivante
story-action-pass-upcard = passer sur la carte retournée
story-action-offer-double = proposer de doubler la mise
story-action-accept-double = accepter le doublement
story-action-redouble = redoubler
story-action-resign = abandonner la donne
story-action-meld = poser { $meld }
story-action-lay-off = poser { $cards } sur { $meld }
story-action-end-turn = finir le tour
story-action-challenge = lancer un défi
story-action-accept-challenge = accepter le défi
story-action-refuse-challenge = refuser le défi
story-note-challenge = demander de finir la donne tout de suite : s'il accepte, le total le plus bas marque tout le total de l'autre ; s'il refuse, le jeu continue
story-note-accept-challenge = finir la donne tout de suite : le total le plus bas (toutes les cartes en main) marque tout le total de l'autre
story-note-refuse-challenge = le jeu continue comme si de rien n'était
