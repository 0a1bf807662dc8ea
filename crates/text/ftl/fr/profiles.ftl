### Profils et succès (issue 43).

achievement-first-win = Première victoire
    .about = Gagne une partie.
achievement-first-gin = Premier gin
    .about = Fais gin (au Colonel : finis) pour la première fois.
achievement-big-gin = Grand gin
    .about = Fais gin pour 50 points ou plus en une seule main.
achievement-undercut = Contre
    .about = Fais un contre à celui qui frappe.
achievement-shutout = Capot
    .about = Gagne une partie où aucun adversaire n'a marqué.
achievement-five-in-a-row = Cinq d'affilée
    .about = Gagne cinq parties d'affilée.
achievement-hollywood-sweep = Hollywood parfait
    .about = Gagne les trois parties d'une série Hollywood.
achievement-colonel-challenge = Défi remporté
    .about = Remporte un défi au Colonel.
achievement-beat-hard = Plus fort que la machine
    .about = Gagne une partie contre un joueur ordinateur difficile.
achievement-every-variant = Toutes les variantes
    .about = Termine des parties avec chacune des huit variantes du Gin Rami.
achievement-every-game = Toute la famille
    .about = Termine une partie de Jersey Gin, de Gin Rami et de Colonel.

profile-story-earned = { $badge } { $name } a obtenu un succès : **{ $achievement }** ({ $about })
profile-term-earned = { $badge } Succès obtenu : { $achievement } ({ $about })

## /gin profile
command-gin-profile = profil
    .description = Les parties, le classement et les succès d'un joueur (par défaut, les tiens).
command-gin-profile-user = joueur
    .description = Le profil de qui (par défaut, le tien)
profile-nothing = { $who } n'a encore terminé aucune partie.
profile-title = 👤 **{ $who }** — { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, meilleure série de victoires { $streak }
profile-game-here = **{ $game }** ici : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, classement { $rating } ± { $uncertainty }
profile-game-not-here = **{ $game }** : aucune partie dans ce salon
profile-game-everywhere = Au total : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } · gins { $gins } · contres { $undercuts } · capots { $shutouts } · cases { $boxes } · meilleure série { $streak } · préférée : { $variant }
profile-standard = standard
profile-achievements = 🏅 Succès ({ $count } sur { $total }) : { $list }
profile-no-achievements = 🏅 Aucun succès pour l'instant.
profile-pic-games = PARTIES
profile-pic-wins = VICTOIRES
profile-pic-rating = CLASSEMENT
profile-pic-gins = GINS
profile-pic-undercuts = CONTRES
profile-pic-shutouts = CAPOTS
profile-pic-boxes = CASES
profile-pic-streak = MEILLEURE SÉRIE
profile-pic-headline = { $games ->
        [one] { $games } PARTIE
       *[other] { $games } PARTIES
    } - { $wins ->
        [one] { $wins } VICTOIRE
       *[other] { $wins } VICTOIRES
    }
profile-pic-badges = SUCCÈS { $count }/{ $total }

## /gin leaderboard scope:server
command-gin-leaderboard-scope = portée
    .description = Celui de ce salon ou de ce serveur (par défaut, celui du salon)
command-gin-leaderboard-season = saison
    .description = Le mois du serveur (par défaut, ce mois-ci)
command-choice-this-channel = ce salon
command-choice-this-server = ce serveur
command-choice-this-month = ce mois-ci
command-choice-last-month = le mois dernier
ladder-no-server = Le classement du serveur est pour les serveurs : ceci est un message privé.
ladder-no-games = Aucune partie de { $game } terminée sur ce serveur en { $month } pour l'instant.
ladder-title = 📈 **Classement du serveur : { $game }, { $month }** (classement − 3σ · parties · victoires · points)

## /gin privacy and /gin forget-me: a person's data, answered to them alone.
command-gin-privacy = confidentialite
    .description = Ce que ce bot garde sur vous, et comment le lui faire oublier.
command-gin-forget-me = oubliez-moi
    .description = Retire votre nom des statistiques, classements et profil (demande d'abord).
privacy-title = 🔒 **Ce que ce bot garde sur vous**
privacy-games = • Parties où vous aviez une place : { $count } (places, coups et résultats ; les fiches des autres joueurs en dépendent)
privacy-stats = • Classements et statistiques : { $count } (une par salon et par jeu)
privacy-ladder = • Classements du serveur : { $count } (une par serveur, mois et jeu)
privacy-achievements = • Succès : { $count } obtenus
privacy-notice = • Comment vous êtes prévenu de votre tour : { $medium ->
        [dm] un message privé
        [off] rien
       *[mention] une mention
    }
privacy-daily = • Résultats des donnes du jour : { $count } (vos points et votre rang à la donne de chaque jour)
privacy-hand-views = • Vues de main tenues à jour : { $count } (chacune avec un jeton Discord valable 15 minutes)
privacy-commands = • Commandes récentes des journaux des salons qui vous nomment : { $count } (effacées quand les journaux sont élagués)
privacy-open-tables = • Tables ouvertes où vous êtes assis ou que vous avez ouvertes : { $tables }
privacy-nothing = 🔒 Ce bot ne garde rien qui vous nomme.
privacy-names = Votre nom d'affichage n'est gardé qu'en mémoire, pour les images de table ; il n'est jamais enregistré.
privacy-forget-hint = `/gin forget-me` retire votre nom de tout cela : vos parties restent, sous un nom anonyme.
forget-confirm = ⚠️ Cela met un nom anonyme à vos places dans { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } et efface vos classements, lignes de classement du serveur, succès, votre choix d'avis de tour et vos vues de main. C'est définitif. Fermez ce message pour tout garder.
forget-button = Oubliez-moi
forget-done = ✅ Oublié. { $games ->
        [one] { $games } partie montre
       *[other] { $games } parties montrent
    } maintenant un joueur anonyme à votre place, et { $rows } fiches vous concernant ont été effacées. Les nouvelles parties que vous jouerez compteront de zéro.
forget-at-tables = Vous êtes à une table ouverte : { $tables }. Terminez-la ou quittez-la (ou fermez-la, si vous l'avez ouverte), puis redemandez. Rien n'a été effacé.
forget-nothing = Il n'y a rien à oublier : ce bot ne garde rien qui vous nomme.

## /gin daily and /gin daily-board: the daily deal, answered to the person alone.
command-gin-daily = donne-du-jour
    .description = La donne du jour contre l'ordinateur difficile : les mêmes cartes pour tous, une fois par jour.
command-gin-daily-game = jeu
    .description = La donne de quel jeu (par défaut Gin Rummy)
command-gin-daily-board = classement-du-jour
    .description = Les résultats de la donne du jour, classés : ceux de ce serveur ou de tout le monde.
command-gin-daily-board-game = jeu
    .description = La donne de quel jeu (par défaut Gin Rummy)
command-gin-daily-board-scope = portée
    .description = Les joueurs de ce serveur ou tout le monde (par défaut : ceux du serveur, sur un serveur)
command-choice-everywhere = partout
daily-done = 🗓️ **Donne du jour · { $game } · { $day }** : vous avez marqué **{ $points }**, rang { $rank } sur { $players }.
daily-not-yet = 🗓️ **Donne du jour · { $game } · { $day }** : pas encore jouée. `/gin daily` vous la distribue.
daily-streak = 🔥 Série : { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } d'affilée avec une donne du jour terminée.
daily-board-title = 🏁 **Classement de la donne du jour · { $game } · { $day }**
daily-board-empty = 🏁 Personne n'a encore terminé ici la donne de { $game } du { $day }.
daily-table-busy = Une table est ouverte dans ce salon. Terminez-la d'abord, ou jouez votre donne du jour dans un autre salon ou en message privé avec le bot.
