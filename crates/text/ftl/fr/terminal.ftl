### The terminal game: prompts, status lines, help.
### The keys typed at a prompt (?, q, k, a number, a card such as 7c: c ♣,
### d ♦, h ♥, s ♠) are the same in every language.

## Names.

term-you = Vous
term-seat = place { $seat }
term-name-level = { $name } ({ $level })

## Starting, resuming and leaving.

term-saved = Votre partie est enregistrée : { $command } la reprend.
term-leaving = Vous quittez la partie. { $saved }
term-abandoning = Abandon de votre partie inachevée de { $game } (partie { $game_id }).
term-resuming = Reprise de votre partie inachevée de { $game } (partie { $game_id }).
term-options-for-new-games = --game, --variant, --level et --seed ne valent que pour une nouvelle partie : celle-ci continue comme elle a commencé.
term-to-start-new = Pour l'abandonner et en commencer une nouvelle : { $command }.
term-last-game-over = Votre dernière partie est terminée.
term-command-refused = { $command } a été refusé : { $reason }
term-command-not-saved = { $command } n'a pas pu être enregistré (rien n'a changé ; réessayez)
term-not-saved = Impossible d'enregistrer ({ $error }), donc rien n'a changé : réessayez.

## What happens at the table.

term-table-open = Une table est ouverte.
term-game-started = Partie { $game_id }. Places dans l'ordre : { $seats }.
term-clock-ran-out = { $you ->
    [yes] Votre temps est écoulé : un coup automatique a été joué.
   *[other] Le temps de { $name } est écoulé : un coup automatique a été joué.
}
term-time-given-back = Les coups n'ont pas pu être enregistrés pendant un moment : { $you ->
    [yes] votre horloge
   *[other] l'horloge de { $name }
} repart avec { $seconds } s.
term-back = { $you ->
    [yes] Vous êtes de retour.
   *[other] { $name } est de retour.
}
term-abandon-vote = Vote pour abandonner : { $votes } sur { $needed }.
term-abandoned = La partie a été abandonnée.
term-game-over = La partie { $game_id } est terminée.
term-table-closed = La table est fermée.
term-at-table = [table { $table }] { $line }

## Prompts.

term-hint = (Tapez ? ou règles à tout moment pour les règles de cette partie ; q quitte, et la partie est enregistrée.)
term-controls = À l'invite : un nombre choisit ce coup ; une carte comme 7c ou 10h la défausse (c ♣, d ♦, h ♥, s ♠) ; k et une carte (k7c) frappe en jetant cette carte face cachée ; ? affiche ces règles ; q quitte (la partie est enregistrée et reprend au prochain `play`).
term-move-prompt = Votre coup (un nombre, ou une carte comme 7c à défausser ; ? règles ; q quitter) :
term-pick-a-move = Choisissez un des nombres ci-dessus, tapez une carte à défausser, ou ? pour les règles.
term-next-hand = Appuyez sur Entrée pour la main suivante (? pour les règles, q pour quitter).
term-rules-words = règles regles aide
term-play-again = Rejouer avec les mêmes places ?
term-yes-or-no = [o/N]
term-yes-answers = o oui
term-knock-choice = { $left ->
    [0] faire gin
   *[other] frapper avec { $left }
}, en jetant { $card } face cachée
term-knock-question = { $left ->
    [0] Faire gin
   *[other] Frapper avec { $left }
}, en jetant { $card } face cachée ?
term-take-discard = prendre { $card } dans la défausse

## The status lines and the hand.

term-scores = Main { $hand }. Score : { $scores }.
term-hollywood-game = { $label } : { $scores }
term-hollywood-game-won = { $label } : { $scores } (gagnée par { $winner })
term-hollywood-game-tied = { $label } : { $scores } (égalité)
term-hollywood-game-decided = { $label } : { $scores } (décidée)
term-status-hand = Main { $hand }{ $table } · donneur : { $dealer } · score : { $scores }
term-status-piles = Pioche { $stock } · en haut de la défausse { $top } · { $others }{ $extra }
term-your-table = votre table : { $table }, { $you } contre { $opponent }
term-on-the-table = sur la table ({ $owner }) : { $meld }
term-your-hand = Votre main : { $groups }   cartes isolées { $deadwood }
term-your-hand-held = Votre main : { $groups }   { $count }
term-can-lay-down = Vous pouvez poser des combinaisons maintenant : les cartes sur la table ne comptent plus contre vous.
term-sitting-out = Main { $hand } : vous passez votre tour.
term-break-note = la coupure : la carte défaussée ne se prend que pour la poser aussitôt dans une combinaison (R8)
term-gin-only = gin seulement (V6)
term-ace-on-top = un as en haut : gin seulement à ce tour (V1.4)
term-ace-upcard = un as retourné : gin seulement pour cette main (V1.2)
term-knock-limit = frappe à { $limit } ou moins
term-spades-double = pique : cette main compte double
term-stake = mise ×{ $stake }
# The words that ask the coach for a hint (space-separated, lower case).
term-hint-words = hint conseil
