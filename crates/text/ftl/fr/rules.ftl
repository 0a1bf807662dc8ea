### The rules as /gin rules and the terminal's rules screen show them.
### One message per line of the summary (src/rules_text.rs puts them
### together); `**…**` is Discord's bold, `*…*` its italics. The full rules,
### with the ids the code and tests cite, are in docs/rules/.

## Jersey Gin (docs/rules/jersey-gin.md, R1–R10).

rules-jersey-title = **Jersey Gin** — le Gin Rami à trois ; vous jouez tous les trois chaque main.
# R3
rules-jersey-deal = **Distribution.** 10 cartes chacun ; la carte suivante commence la défausse, les 21 autres forment la pioche. La donne passe à gauche à chaque main.
# R4
rules-jersey-turn = **Votre tour.** Prenez la carte du dessus de la pioche ou de la défausse, puis jetez une carte face visible (pas celle que vous venez de prendre dans la défausse).
# R1, R2
rules-jersey-melds = **Combinaisons.** 3 ou 4 cartes de même valeur, ou 3 cartes ou plus qui se suivent dans une couleur (l'as seulement en bas : A-2-3 oui, Q-K-A non). Les cartes hors combinaison sont des *cartes isolées* : as 1, cartes numérotées leur valeur, figures 10.
# R5, R6
rules-jersey-knock = **Frapper.** Après avoir pioché, avec 10 points ou moins de cartes isolées, vous pouvez frapper : vos combinaisons sont posées, et le joueur suivant, puis le troisième, posent des cartes sur les combinaisons déjà montrées.
rules-jersey-knock-lowest = • Compte le plus bas : vous marquez les écarts avec les comptes des deux autres.
rules-jersey-knock-underknock = • Quelqu'un vous égale ou fait mieux : il vous fait un *contre* et marque ses écarts plus 10.
rules-jersey-knock-gin = • Aucune carte isolée, c'est **gin** : les comptes des deux autres plus 40, et personne ne pose sur vos combinaisons.
# R8
rules-jersey-break = **La coupure.** Quand il reste 3 cartes dans la pioche, on ne peut plus frapper. Dès lors, vous ne pouvez prendre une carte de la défausse que si elle entre aussitôt dans une combinaison, et après chaque tour vos combinaisons et vos cartes posées sont étalées pour vous. Quand la pioche est vide, le compte le plus bas marque les écarts (en cas d'égalité, celui qui a provoqué la coupure, puis le joueur suivant) ; vider sa main termine la donne plus tôt.
# R9
rules-jersey-game = **Partie.** Le premier à 100 gagne 100 de plus ; chaque main gagnée ajoute 25. Le total le plus haut l'emporte.
# R10, G9: the table's options.
rules-tables-may-change = Chaque table peut changer l'objectif, la limite pour frapper et les bonus.

## Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G).

rules-gin-title = **Gin Rami** — deux joueurs, le jeu classique.
# G3
rules-gin-deal = **Distribution.** Chacun tire une carte ; la plus basse distribue. 10 cartes chacun, une carte face visible (la *carte retournée*), 31 dans la pioche. Le perdant d'une main distribue la suivante ; après une main nulle, le même donneur distribue à nouveau.
# G4.1
rules-gin-first-turn = **Premier tour.** Le non-donneur peut prendre la carte retournée ou passer, puis le donneur peut le faire. Si les deux passent, le non-donneur pioche.
# G4
rules-gin-turns = **Tours.** Prenez la carte du dessus de la pioche ou de la défausse, puis défaussez face visible (pas la carte que vous venez de prendre dans la défausse).
# G2
rules-gin-melds = **Combinaisons.** 3 ou 4 cartes de même valeur, ou 3 cartes ou plus qui se suivent dans une couleur, l'as en bas. Les cartes isolées comptent : as 1, cartes numérotées leur valeur, figures 10.
# G5, G6
rules-gin-knock = **Frapper.** Après avoir pioché, si les 10 cartes que vous gardez ont 10 points ou moins de cartes isolées, vous pouvez défausser face cachée et frapper. Votre adversaire montre ses combinaisons et pose des cartes sur les vôtres (la meilleure façon est trouvée pour lui).
rules-gin-knock-lower = • Votre compte est plus bas : vous marquez la différence.
rules-gin-knock-undercut = • Le sien est égal ou plus bas : il vous fait un *contre* et marque la différence plus 25.
rules-gin-knock-gin = • Aucune carte isolée, c'est **gin** : son compte plus 25 ; personne ne pose, et un gin ne subit jamais de contre.
# G7
rules-gin-stock = **Pioche.** Les deux dernières cartes de la pioche ne sont jamais tirées : si le joueur qui ramène la pioche à deux cartes ne frappe pas, la main est nulle. Une main de 20 tours de suite sans tirer dans la pioche l'est aussi.
# G8
rules-gin-game = **Partie.** Le premier à 100 termine la partie et gagne 100 de plus (les points et ces 100 sont doublés si l'autre n'a gagné aucune main) ; chacun ajoute 25 par main gagnée. Le total le plus haut l'emporte.

## Colonel (docs/rules/gin-rummy.md, V9).

rules-colonel-title = **Colonel** — deux joueurs, qui posent au fil du jeu.
# V9.2
rules-colonel-deal = **Distribution.** La carte la plus basse distribue d'abord, puis on alterne. 10 cartes chacun, une carte face visible, le reste forme la pioche. Le non-donneur commence par un tour ordinaire.
# V9.1
rules-colonel-melds = **Combinaisons.** 3 ou 4 cartes de même valeur, ou 3 ou plus qui se suivent dans une couleur ; l'as peut être en haut (Q-K-A) ou en bas (A-2-3), jamais les deux (K-A-2 n'est pas une suite).
# V9.3
rules-colonel-turn = **Votre tour.** Piochez ou prenez dans la défausse ; posez les combinaisons que vous voulez et ajoutez des cartes à n'importe quelle combinaison sur la table, la vôtre ou celle de l'adversaire ; puis défaussez (pas une carte prise dans la défausse à ce tour). Vous ne pouvez pas poser au point de ne garder que la carte prise dans la défausse, puisque vous ne pourriez pas la jeter.
# V9.4
rules-colonel-going-out = **Finir.** Videz votre main en posant, ou posez jusqu'à n'avoir qu'une carte et défaussez-la : vous marquez toutes les cartes restées dans la main de l'adversaire, en combinaison ou non — A, K, Q, J et 10 valent 10, les autres leur valeur.
# V9.5
rules-colonel-stock-out = **Pioche vide.** Celui qui tire la dernière carte de la pioche peut encore finir ; sinon la main s'arrête et le total en main le plus bas marque la différence.
# V9.6
rules-colonel-challenge = **Défi.** Au début de votre tour vous pouvez lancer un défi : si l'adversaire refuse, le jeu continue ; s'il accepte, la main s'arrête et le total en main le plus bas marque le total de l'autre.
# V9.7
rules-colonel-match = **Match.** Quatre mains (chacun distribue deux fois), sauf si la table fixe un autre nombre ; le total général le plus haut l'emporte. Pas de bonus.

# What a Colonel hand counts, under the hand (V9.4, V9.6).
rules-colonel-count = En main : { $held } (toutes vos cartes comptent, combinaisons comprises) · après avoir posé ce que vous pouvez : { $after }
rules-colonel-count-nothing-to-lay = En main : { $held } (toutes vos cartes comptent, combinaisons comprises) · rien à poser

## The variants of two-handed Gin (docs/rules/gin-rummy.md, V1–V8).

rules-this-table-plays = **Cette table joue :**
# V1
rules-oklahoma = **Oklahoma.** La première carte retournée fixe la limite pour frapper (figures 10) ; un as retourné veut dire gin seulement. Une carte retournée à pique double les points de la main et ses bonus (pas les bonus de partie, de capot ni de case).
# V1.4
rules-oklahoma-current = **Oklahoma, carte du moment.** La limite pour frapper est la valeur de la carte du dessus de la défausse au début de votre tour (un as : pas de frappe) ; le pique dépend toujours de la première carte retournée.
# V2
rules-hollywood = **Hollywood.** Trois parties sont comptées à la fois. La partie 1 compte chaque main que vous gagnez ; la partie 2 seulement une fois que vous avez marqué dans la partie 1, la partie 3 une fois que vous avez marqué dans la partie 2 (et toutes dès que vous êtes capot dans l'une d'elles). Chaque partie s'arrête à l'objectif avec ses propres bonus ; gagner deux des trois remporte la série.
# V3
rules-eleven-card = **Onze cartes.** Le non-donneur reçoit 11 cartes et il n'y a pas de carte retournée : son premier tour est une défausse (ou une frappe) sans piocher.
# V4
rules-around-corner = **Suite circulaire.** Les suites peuvent faire le tour : Q-K-A, K-A-2 et Q-K-A-2-3 sont des suites. Un as vaut 15 sauf si la table dit 1 ; la partie se joue en 125.
# V5
rules-doubling = **Doubler.** Une fois par main, au début de votre tour et avant de piocher, vous pouvez proposer de doubler. L'adversaire accepte (la main compte double), abandonne ou redouble (quatre fois, si la table le permet). Refuser termine la main comme si celui qui a proposé avait frappé, plus 20 pour lui.
# V6
rules-gin-only = **Gin seulement.** Pas de frappe : une main ne se termine que par un gin ou une main nulle. La partie se joue en 250.
# V7
rules-three-players = **Trois joueurs.** Deux jouent chaque main pendant que le troisième passe son tour et distribue ; le perdant d'une main passe son tour à la suivante. Chacun garde son propre total, jusqu'à 100.
# V8
rules-partnership = **En équipes.** Quatre joueurs en deux équipes, les partenaires face à face. Chaque main est faite de deux parties à deux, les partenaires affrontant tour à tour des adversaires différents ; l'équipe qui a marqué le plus prend la différence et une case. La partie se joue en 125 ; vous ne voyez que votre propre main, et le jeu de votre partenaire au fil de la partie.

## A table's rules in one line (the terminal's first line, a game's name
## when it resumes).

rules-summary-jersey = Jersey Gin ; 3 places ; en { $target } ; frappe à { $knock_limit } ou moins ; gin { $gin }, contre { $underknock }, partie { $game }, case { $box }
rules-summary-colonel = Colonel ; 2 places ; un match en { $hands } mains
# Between the parts of a one-line summary.
rules-summary-separator = { " ; " }
rules-summary-switches = { $game } : { $switches }
rules-summary-oklahoma-current = Oklahoma (limite selon la carte retournée du moment)
rules-summary-doubling-no-redouble = doubler (sans redoubler)
rules-summary-seats = { $seats } places ; en { $target }
rules-summary-seats-hollywood = { $seats } places ; en { $target } dans chacune des trois parties
rules-summary-knock-limit = frappe à { $limit } ou moins
rules-summary-ace-points = l'as vaut { $points }
rules-summary-bonuses = gin { $gin }, contre { $undercut }, partie { $game }, case { $box }
rules-summary-extra-boxes = { $count ->
    [one] { $count } case en plus
   *[other] { $count } cases en plus
} par gin ou contre
rules-summary-shutout-bonus = capot : bonus de partie de 200
rules-summary-no-shutout = pas de bonus de capot
rules-summary-winner-deals = le gagnant distribue ensuite
rules-summary-deal-alternates = la donne alterne

## Rules that cannot be played (V10.3).
rules-unknown-game = jeu inconnu { $game } : choisissez jersey, gin ou colonel
rules-unknown-variant = variante inconnue { $variant } : choisissez parmi { $choices }
rules-jersey-takes-no-variants = Jersey Gin n'a pas de variantes (reçu { $variant })
rules-refusal-conflict = { $clash ->
    [hollywood-partnership] Hollywood et le jeu en équipes
    [oklahoma-eleven] Oklahoma et la main de onze cartes
    [oklahoma-gin-only] Oklahoma et gin seulement
    [three-partnership] trois joueurs et le jeu en équipes
   *[hollywood-three] Hollywood et trois joueurs
} ne se combinent pas (V10.3)
rules-refusal-colonel-is-a-game = Le Colonel est un jeu à part (V10.3) : il ne prend aucune variante
rules-refusal-colonel-with = Le Colonel ne se combine pas avec { $variant } (V10.3 : le Colonel ne prend aucune variante)
rules-refusal-colonel-with-switches = Le Colonel ne se combine pas avec { $variants } (V10.3)
rules-refusal-target = l'objectif va de 1 à 10000, pas { $target }

## La force mesurée de chaque niveau de l'ordinateur, sous les règles de
## chaque jeu (src/level_strength.rs ; chiffres et commandes : docs/strength.md).

rules-levels-title = **Niveaux de l'ordinateur**, mesurés sur des donnes en miroir (chaque donne jouée des deux côtés, la chance s'annule ; une part égale vaut { $even } %) :
rules-levels-against-level = • { $level } contre { $seats ->
    [1] { $other }
   *[other] deux places { $other }
} : gagne { $share } % des parties ({ $low }–{ $high } % à 95 % de confiance, { $games } parties)
rules-levels-against-reference = • { $level } contre le joueur de référence du concours de Gin Rummy EAAI 2021 : gagne { $share } % des parties ({ $low }–{ $high } % à 95 % de confiance, { $games } parties)
