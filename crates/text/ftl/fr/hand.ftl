### A person's private hand view: their cards, what they may do, counts.
### And the confirmation of a knock or a gin. In the viewer's language.

cards-count = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}

## The hand
hand-your-hand = **Votre main** · donne { $number }
hand-seat = place { $number }
hand-against = contre { $name }
hand-melds = Combinaisons : { $melds }
hand-to-lay-off = à poser : { $cards }
hand-deadwood = Cartes isolées : { $deadwood }
hand-left-after-laying-down = Reste après avoir étalé : { $cards }
hand-between-hands = **La donne { $number } est terminée.** Scores : { $scores }
hand-sitting-out = **Donne { $number }** : vous passez cette donne.
hand-took-from-pile = Vous avez pris **{ $card }** sur la défausse : vous ne pouvez pas la rejeter ce tour-ci.
hand-waiting-for = En attente de { $name }.

## What the player is asked to do
hand-prompt-discard-or-knock = ➡️ **À vous** : défaussez, ou frappez.
hand-prompt-discard = ➡️ **À vous** : défaussez.
hand-prompt-draw-or-upcard = ➡️ **À vous** : piochez, ou prenez la carte retournée.
hand-prompt-draw-or-challenge = ➡️ **À vous** : piochez, ou prenez la carte sur la défausse — ou lancez un défi.
hand-prompt-challenged = ➡️ **On vous lance un défi** : acceptez (les deux mains sont comptées tout de suite) ou refusez (le jeu continue).
hand-prompt-meld-lay-off-discard = ➡️ **À vous** : étalez, posez sur n'importe quelle combinaison de la table, puis défaussez.
hand-prompt-upcard-offer = ➡️ **À vous** : prenez la carte retournée, ou passez.
hand-prompt-forced-draw = ➡️ **À vous** : vous avez passé tous les deux, alors piochez.
hand-prompt-opening-or-knock = ➡️ **À vous** : vous avez onze cartes : défaussez, ou frappez.
hand-prompt-opening = ➡️ **À vous** : vous avez onze cartes : défaussez.
hand-prompt-draw-or-double = ➡️ **À vous** : piochez, ou prenez la carte sur la défausse — ou proposez d'abord de doubler la mise.
hand-prompt-draw = ➡️ **À vous** : piochez, ou prenez la carte sur la défausse.
hand-prompt-double-offered = ➡️ **On vous propose de doubler** : acceptez, redoublez, ou abandonnez la donne.
hand-prompt-redoubled = ➡️ **Votre doublement a été redoublé** : acceptez, ou abandonnez la donne.

## The controls (buttons ≤ 80 characters, options ≤ 100)
hand-deal-next = Distribuer la donne suivante
hand-refresh = Actualiser
hand-draw-stock = Piocher
hand-take-card = Prendre { $card }
hand-take-upcard = Prendre la carte retournée
hand-take-discard = Prendre sur la défausse
hand-pass = Passer
hand-offer-double = Proposer de doubler
hand-accept-double = Accepter le doublement
hand-redouble = Redoubler
hand-resign = Abandonner la donne
hand-challenge = Lancer un défi
hand-accept-challenge = Accepter le défi
hand-refuse-challenge = Refuser le défi
hand-end-turn = Finir mon tour
hand-meld-placeholder = Étaler…
hand-meld-option = Étaler { $cards }
hand-lay-off-placeholder = Poser…
hand-lay-off-option = Poser { $cards } sur { $onto }
hand-discard-placeholder = Défausser…
hand-discard-after-draw = Défausser… (après avoir pioché)
hand-discard-option = Défausser { $card }
hand-knock-placeholder = Frapper en jetant…
hand-knock-disabled = Frapper…
hand-knock-option = Frapper en jetant { $card } (reste { $count })
hand-gin-option = Gin ! (jeter { $card })

## The knock confirmation
hand-confirm-question = Voulez-vous { $gin ->
    [yes] faire **gin**
   *[no] **frapper**
} en jetant **{ $card }** face cachée ?
hand-your-melds = Vos combinaisons : { $melds }
hand-confirm-gin = Oui, gin !
hand-confirm-knock = Oui, frapper
hand-cancel = Annuler

# The coach (issue 41): the hand view's button, and its private answer.
hand-hint = Conseil
hand-hint-title = 💡 **L'avis du coach** (d'après tes cartes et ce que tu as vu, rien d'autre) :
hand-hint-line = { $rank }. { $action } : { $chance } % de chances de gagner { $what ->
    [match] le match
   *[game] la partie
  }, { $points } points attendus sur cette donne
hand-hint-none = Pas de conseil pour l'instant : tu n'as aucune décision à prendre.

# The coach's review of a hand and a game's summary (issue 41).
hand-review = Analyse
hand-summary = Bilan de la partie
hand-review-title = 🔎 **L'analyse du coach pour la donne { $number }** (tes décisions, jugées d'après ce que tu pouvais voir alors) : { $decisions ->
    [0] aucune décision à juger.
    [one] 1 décision.
   *[other] { $decisions } décisions.
  }
hand-review-line-best = { $number }. { $played } ({ $chance } %) : aussi le choix du coach ✓
hand-review-line = { $number }. { $played } ({ $chance } %) ; le meilleur : { $best } ({ $best_chance } %) ; { $loss } points de chances perdus : { $grade ->
    [good] bon
    [inaccuracy] une imprécision
    [mistake] une erreur
   *[blunder] une gaffe
  }
hand-review-good-unlisted = …et { $count ->
    [one] 1 autre décision, jugée bonne.
   *[other] { $count } autres décisions, jugées bonnes.
  }
hand-review-summary = Précision { $accuracy } % : { $good } bons, { $inaccuracies ->
    [one] 1 imprécision
   *[other] { $inaccuracies } imprécisions
  }, { $mistakes ->
    [one] 1 erreur
   *[other] { $mistakes } erreurs
  }, { $blunders ->
    [one] 1 gaffe
   *[other] { $blunders } gaffes
  }. Chance (les cartes et les autres joueurs, tes décisions à part) : { $luck } points de chances.
hand-review-worst = L'image montre ta main à la décision { $number }, celle qui a coûté le plus.
hand-review-stale = Ce bouton appartient à une donne ou une partie pas encore finie, ou qui n'est plus à cette table : rien à analyser.
hand-review-not-played = Seules les personnes qui ont joué cette partie peuvent l'analyser.
hand-summary-title = 📊 **Bilan de la partie** : la précision de chaque joueur (100 : chaque décision était le choix du coach).
hand-summary-line = { $name } : précision { $accuracy } % sur { $decisions ->
    [one] 1 décision
   *[other] { $decisions } décisions
  } ({ $mistakes ->
    [one] 1 erreur
   *[other] { $mistakes } erreurs
  }, { $blunders ->
    [one] 1 gaffe
   *[other] { $blunders } gaffes
  })
