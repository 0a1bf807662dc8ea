### The table message: the header, seats, scores, whose turn it is. And the
### channel's own story lines (a table's events, the draws and discards, a
### knock, turns, ratings): public, in the table's language.

## Names and small words
table-computer-player = 🤖 Ordinateur ({ $level })
table-anonymous-player = 👤 Joueur anonyme { $tag }
table-computer-seat = 🤖 { $name } ({ $level })
table-empty-seat = place { $number }
table-none = aucune

## The header
table-game-to = partie en { $target }
table-each-of-three-games = (pour chacune des trois parties)
table-match-of-hands = un match en { $hands ->
    [one] { $hands } donne
   *[other] { $hands } donnes
}
table-closed = 🃏 Cette table est fermée. Ouvrez-en une nouvelle avec `/gin new`.
table-hand-number = donne { $number }
table-turn-clock = temps par tour { $duration }
table-minutes = { $count } min
table-seconds = { $count } s

## The lobby
table-lobby = **Salle d'attente** — { $seated }/{ $needed } places. { $full ->
        [yes] Toutes les places sont prises : Commencer.
       *[no] Rejoignez la table ou ajoutez un joueur ordinateur, puis Commencer.
    }
table-empty = *(libre)*
table-join = Rejoindre
table-leave = Quitter
table-add-computer = Ajouter l'ordinateur
table-start = Commencer

## Seats and scores
table-sits-out = passe cette donne
table-dealer = donneur
table-stand-in = 🤖 remplacé
table-to-play = **à jouer**
table-clock = (temps { $time })
table-points = { $points } pts
table-points-boxes = { $points } pts ({ $boxes ->
    [one] { $boxes } case
   *[other] { $boxes } cases
})
table-game-decided = (jouée)

## A hand in play
table-table-players = Table { $number } : { $first } contre { $second }
table-hand-over = donne terminée
table-upcard = Carte retournée **{ $card }**
table-upcard-on-offer = Carte retournée proposée **{ $card }**
table-top-discard = Sur la défausse **{ $card }**
table-no-upcard = Pas de carte retournée
table-no-discard-yet = Défausse encore vide
table-stock = pioche { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
table-note-break = **la coupure** (par { $name })
table-note-gin-only = gin seulement
table-note-gin-only-this-hand = **gin seulement** pour cette donne (un as a été retourné)
table-note-knock-at = frapper à { $limit } ou moins
table-note-spade-doubles = ♠ compte double
table-note-stake = mise ×{ $stake }
table-note-challenge = ⚔️ un défi est lancé
table-melds-on-table = Combinaisons sur la table : { $melds }

## The last moves
table-recent = **Derniers coups**
table-hand-over-scores = Donne terminée : { $name } marque { $points }.
table-hand-over-no-score = Donne terminée : personne ne marque.
table-hand-over-at-table-scores = Donne terminée à la table { $table } : { $name } marque { $points }.
table-hand-over-at-table-no-score = Donne terminée à la table { $table } : personne ne marque.
table-lays-down-melds = { $name } étale ses combinaisons.
table-deals-first = { $name } distribue en premier.
table-my-hand = Ma main
table-rematch = Revanche
table-rules = Règles
table-abandon = Abandonner
table-refresh = Actualiser
table-live-until = Ce message se met à jour tout seul jusqu'à { $until } ; ensuite, appuyez sur Actualiser.

## How it ended ($what: game, set or match; $seats: how many seats the
## winning side has)
table-over = 🏆 **{ $what ->
    [set] Série terminée
    [match] Match terminé
   *[game] Partie terminée
}** : { $won }. Totaux : { $totals }
table-over-tie = 🏆 **{ $what ->
    [set] Série terminée
    [match] Match terminé
   *[game] Partie terminée
}** : égalité. Totaux : { $totals }
table-side-wins = { $winners } { $seats ->
    [one] gagne
   *[other] gagnent
}
table-side-wins-by = { $winners } { $seats ->
    [one] gagne
   *[other] gagnent
} avec { $margin } points d'avance
table-side-wins-games = { $winners } { $seats ->
    [one] gagne
   *[other] gagnent
} { $mine }–{ $theirs }
table-side-wins-games-by = { $winners } { $seats ->
    [one] gagne
   *[other] gagnent
} { $mine }–{ $theirs } avec { $margin } points d'avance

## The story: the table's events
table-story-opened = 🃏 { $opener } a ouvert une table de { $game } : { $details }.
table-story-joined = ➕ { $name } prend place.
table-story-left = ➖ { $name } quitte la table.
table-story-started = ▶️ La partie commence. Places dans l'ordre : { $seats }.
table-story-timed-out = ⏰ Le temps de { $name } est écoulé : un coup sans risque a été joué.
table-story-time-given-back = ⏱️ Les coups n'ont pas pu être enregistrés pendant un moment (une panne de notre côté) : le temps de { $name } repart avec { $seconds } s.
table-story-resumed = 🙋 { $name } est de retour.
table-story-abandon-vote = 🗳️ { $name } vote pour abandonner la partie ({ $votes }/{ $needed }).
table-story-abandoned = 🛑 La partie a été abandonnée (non classée).
table-story-closed = 🚪 La table est fermée.

## The story: moves worded here (with Discord's marks)
table-story-draws-stock = { $name } pioche.
table-story-takes-discard = { $name } prend **{ $card }** sur la défausse.
table-story-discards = { $name } défausse **{ $card }**.
table-story-gin = 💥 { $name } fait **GIN** !
table-story-knocks = ✊ { $name } **frappe** avec { $count }.

## Turns, ratings and the leaderboard after a game
table-turn-play = ➡️ { $name }, à vous de jouer.
table-turn-answer-double = ➡️ { $name }, acceptez ou refusez le doublement.
table-turn-answer-redouble = ➡️ { $name }, acceptez ou refusez le redoublement.
table-turn-answer-challenge = ➡️ { $name }, acceptez ou refusez le défi.
table-rating-line = Classement : { $name } { $change }
table-leaderboard-after = 📈 Classement après la partie { $game } (cote − 3σ, parties, victoires) :
table-leaderboard-record = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
table-hinted = 💡 Ont utilisé les conseils du coach (cette partie ne compte pas au classement) : { $names }
