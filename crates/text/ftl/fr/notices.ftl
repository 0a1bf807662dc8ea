### Avis de tour (issue 42) : réponses de /gin notify, le rappel à la
### moitié d'un long temps de jeu et les messages privés.

notice-choice-mention = Désormais, vos tours sont annoncés par une mention dans le salon de la table.
notice-choice-dm = Désormais, je vous préviens de vos tours par message privé.
notice-choice-off = Désormais, personne ne vous prévient de vos tours ; votre vue de la main les montre toujours.
notice-reminder = ⏰ { $name }, la moitié de votre temps de tour est passée : il s'écoule { $ends }.
notice-dm-turn = ➡️ C'est à vous de jouer à la table de { $table }.
notice-dm-reminder = ⏰ La moitié de votre temps de tour est passée à la table de { $table } : il s'écoule { $ends }.

## /gin notify (its name, option and choices in this language)
command-gin-notify = avis
    .description = Comment on vous prévient de votre tour : mention, message privé ou rien.
command-gin-notify-how = comment
    .description = Mention dans le salon (par défaut), message privé ou rien
command-choice-mention = mention
command-choice-direct-message = message privé
command-choice-nothing = rien

## Slow games: /gin new clock: (30s, 5m, 2h, 1d; up to 7 days)
notice-clock-hours = { $count } h
notice-clock-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
notice-clock-invalid = `{ $option }` est un nombre et une unité : 30s, 5m, 2h ou 1d, de 5s à 7d (vous avez envoyé { $sent }). Rien n'a été changé.
command-gin-new-clock = horloge
    .description = Temps par tour : 30s, 5m, 2h ou 1d, jusqu'à 7d (2m par défaut ; remplace turn_seconds)

## /gin mine: every table where the person has a seat
notice-mine-none = Vous n'avez de place à aucune table.
notice-mine-header = { $count ->
    [one] Votre table :
   *[other] Vos { $count } tables :
}
notice-mine-lobby = • { $table } · { $game } · en salle d'attente
notice-mine-over = • { $table } · { $game } · partie terminée
notice-mine-between = • { $table } · { $game } · entre deux donnes
notice-mine-your-turn = • { $table } · { $game } · **à vous de jouer**, le temps s'écoule { $ends }
notice-mine-your-move = • { $table } · { $game } · **à vous de jouer**
notice-mine-their-turn = • { $table } · { $game } · au tour de { $name }
notice-mine-computer-turn = • { $table } · { $game } · au tour de l'ordinateur
command-gin-mine = miennes
    .description = Toutes les tables où vous avez une place, et à qui le tour (vous seul le voyez).

## Fin du temps par tour, comme la table l'a choisi à /gin new
command-gin-new-clock-end = fin_du_temps
    .description = Temps du tour écoulé : un coup sans risque (par défaut), ou le joueur perd par forfait
command-choice-safe-move = coup sans risque
command-choice-forfeit = forfait
table-clock-end-safe-move = ensuite : un coup sans risque
table-clock-end-forfeit = ensuite : forfait
table-clock-forfeit = (temps { $time }, puis forfait)
table-story-forfeited = 🏳️ Le temps de { $name } est écoulé : { $name } perd la partie par forfait, { $count ->
    [one] { $winners } gagne
   *[other] { $winners } gagnent
}.
term-forfeited = { $you ->
    [yes] Votre temps est écoulé : vous perdez la partie par forfait.
   *[other] Le temps de { $name } est écoulé : { $name } perd la partie par forfait.
}
