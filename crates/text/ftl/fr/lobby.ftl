### Opening a table, taking seats, options, starting, the language of a table.

lobby-option-out-of-range = `{ $option }` doit être entre { $min } et { $max } (tu as envoyé { $sent }). Rien n'a changé.
lobby-computers-leave-a-seat = `{ $option }` doit te laisser une place : ce jeu a { $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    } (tu as envoyé { $sent }). Rien n'a changé.
lobby-cannot-open = Impossible d'ouvrir ce jeu : { $reason }.
lobby-bonus-not-jersey = Les bonus de contre et de gin sont ceux du Gin Rami : le Jersey Gin compte à sa façon.
lobby-colonel-no-options = Le Colonel est un match en plusieurs mains : il n'a ni objectif ni bonus.
lobby-opened = Table ouverte : { $rules }. Tu as la première place{ $computers ->
        [0] {""}
        [one] , avec 1 joueur ordinateur ({ $level })
       *[other] , avec { $computers } joueurs ordinateur ({ $level })
    }. { $full ->
        [yes] Toutes les places sont prises : on peut commencer.
       *[no] Les autres s'installent depuis le message de la table ou avec `/gin { command-gin-join }` ; ensuite, on commence.
    }
lobby-opened-text-only = Les cartes sont montrées en texte seulement (sans images).
lobby-opened-four-colour = Les cartes sont dessinées en quatre couleurs : trèfles verts, carreaux bleus.
lobby-opened-language = La table parle { $language } : ses messages sont dans cette langue pour tout le monde.
lobby-opened-private = Ce serveur ne laisse les applis ajoutées par ses membres répondre qu'en privé : personne d'autre ne verrait cette table, tu joues donc contre l'ordinateur ici. Pour une table entre amis, demande au serveur d'autoriser les applis externes ou d'ajouter le bot, ou joue en MP ou en MP de groupe.
lobby-joined = Tu as pris place à la table.
lobby-left = Tu as quitté la table.
lobby-computer-added = Un joueur ordinateur ({ $level }) a pris place.
lobby-started = La partie commence : on mélange et on distribue !
lobby-rematch = Une nouvelle partie commence avec les mêmes places.
lobby-abandon-done = C'est fait : l'état de la table est dans le salon.
lobby-table-posted = La table est republiée ci-dessous.
