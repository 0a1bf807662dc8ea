### Pourquoi un coup ou une commande est refusé (refus de la table, communs
### à toutes les interfaces ; src/render/refusals.rs). Les places sont
### numérotées comme le moteur les numérote (à partir de 0).

## La table

refusal-no-table = Il n'y a pas de table dans ce salon : ouvres-en une d'abord.
refusal-table-exists = Une table est déjà ouverte dans ce salon.
refusal-not-in-lobby = La table n'accepte pas de joueurs : une partie est en cours ou terminée.
refusal-not-playing = Aucune partie n'est en cours à cette table.
refusal-not-finished = La partie n'est pas encore terminée.
refusal-already-seated = Tu as déjà une place à cette table.
refusal-table-full = La table est complète : toutes les places sont prises.
refusal-not-a-player = Tu ne joues pas à cette table.
refusal-no-computer = Il n'y a aucune place d'ordinateur à retirer.
refusal-not-enough-seats = Cette partie demande { $needed } places ; { $seats } sont prises.
refusal-not-opener = Seul le joueur qui a ouvert la table ou un modérateur peut faire cela.
refusal-stale = C'était pour un tour précédent (tour { $sent }) ; la partie en est maintenant au tour { $now }.
refusal-leave-during-game = Tu ne peux pas partir pendant une partie : demande à l'abandonner.
refusal-not-handed-over = Ta place n'est pas jouée par l'ordinateur.
refusal-already-voted = Tu as déjà voté pour abandonner cette partie.
refusal-nothing-due = Rien n'est encore dû.
refusal-system-only = Le service ne peut pas faire cela.
refusal-invalid-settings = Réglages de table invalides : { $reason }.
refusal-other-shard = Les tables de ce serveur sont gérées par un autre processus du bot (shard { $shard } sur { $total }), pas celui-ci : rien n'a changé ; réessaie dans un instant.
refusal-other-process = Cette table est maintenant gérée par un autre processus du bot : rien n'a changé.

## Les règles du jeu

refusal-game-over = La partie est terminée.
refusal-hand-over = Cette donne est terminée : distribue la suivante.
refusal-hand-not-over = La donne est encore en cours.
refusal-not-your-turn = Ce n'est pas ton tour : c'est à la place { $turn } de jouer.
refusal-must-draw-first = Prends d'abord une carte, dans la pioche ou la défausse.
refusal-already-drew = Tu as déjà pioché ce tour-ci : défausse ou frappe.
refusal-no-discard = La défausse est vide.
refusal-upcard-not-usable = Après la coupure, tu ne peux prendre la carte retournée { $card } que si tu la poses aussitôt dans une combinaison.
refusal-card-not-in-hand = { $card } n'est pas dans ta main.
refusal-cannot-discard-taken = Tu as pris { $card } dans la défausse ce tour-ci et ne peux pas la rejeter.
refusal-knock-after-break = Personne ne peut frapper après la coupure.
refusal-knock-too-high = Tu ne peux pas frapper : en jetant { $card }, il te reste { $deadwood } en cartes isolées, au-dessus de la limite de { $limit } pour frapper.
refusal-no-such-seat = La place { $seat } n'existe pas : les places sont 0, 1 et 2.
refusal-seat-out-of-range = La place { $seat } n'existe pas : cette partie a { $seats } places, de 0 à { $last }.
refusal-not-in-this-game = Ce coup ne fait pas partie de { $game }.
refusal-sitting-out = Tu passes ton tour pour cette donne.
refusal-waiting-for-other-table = Ta donne est finie : l'autre table joue encore.
refusal-take-or-pass-upcard = Prends d'abord la carte retournée { $card } ou passe.
refusal-no-upcard-offer = Il n'y a pas de carte retournée sur laquelle passer maintenant.
refusal-must-draw-stock = Les deux joueurs ont passé sur la carte retournée : pioche une carte.
refusal-no-draw-on-opening = Au premier tour, tu défausses ou frappes sans piocher.
refusal-gin-only = Cette donne se joue gin seulement : en jetant { $card }, il te reste { $deadwood } en cartes isolées.
refusal-no-doubling = Cette table ne joue pas le doublement.
refusal-double-used = Un doublement a déjà été proposé pour cette donne.
refusal-double-not-now = On ne peut proposer de doubler qu'au début de son tour, avant de piocher.
refusal-no-double-offered = Il n'y a aucun doublement auquel répondre.
refusal-answer-double = Réponds d'abord au doublement : accepter, redoubler ou abandonner.
refusal-no-redouble = Cette table ne joue pas le redoublement.
refusal-not-a-meld = { $cards } n'est pas une combinaison.
refusal-cannot-lay-off = { $cards } ne peut pas être posé sur { $meld }.
refusal-no-such-meld = Il n'y a pas de combinaison { $meld } sur la table.
refusal-would-strand-taken = Il ne te resterait que { $card }, prise dans la défausse ce tour-ci.
refusal-discard-only-to-go-out = La pioche est vide : tu ne peux défausser que pour sortir ; sinon, finis ton tour.
refusal-end-turn-not-now = Tu ne peux finir ton tour sans défausser qu'après avoir pioché la dernière carte de la pioche.
refusal-challenge-not-now = On ne peut lancer un défi qu'au début de son tour, avant de piocher, une fois par tour.
refusal-no-challenge = Il n'y a aucun défi auquel répondre.
refusal-answer-challenge = Réponds d'abord au défi.
refusal-daily-once = Une donne du jour ne se joue qu'une fois : pas de revanche.
refusal-hints-off = Les conseils sont désactivés à cette table.
refusal-no-decision = Tu n'as aucune décision à prendre pour l'instant.

## La liste de la prochaine partie (issue 42)
refusal-already-waiting = Tu es déjà sur la liste de la prochaine partie.
refusal-not-waiting = Tu n'es pas sur la liste de la prochaine partie.
refusal-lobby-open = La table réunit des joueurs en ce moment : prends une place avec Rejoindre.
