### Discord's own answers when something goes wrong: stale or foreign buttons,
### outages, limits.

error-no-table-here = Il n'y a pas de table dans ce salon : ouvres-en une avec `/gin { command-gin-new }`.
error-button-no-game = Plus aucune partie ne tourne pour ce bouton, il ne fait donc plus rien.
error-button-other-channel = Ce bouton appartient à une table d'un autre salon, il ne fait rien ici.
error-not-seated = Tu ne joues pas à cette table. Rejoins-la depuis le message de la table (ou avec `/gin { command-gin-join }`) avant que la partie commence.
error-move-kept = ✅ Ton dernier coup a été gardé (sa réponse s'est perdue en route). Voici la partie maintenant.
error-not-started = La partie n'a pas encore commencé : ta main sera distribuée au début.
error-failed = Désolé, nous n'avons pas pu l'enregistrer de notre côté, rien n'a donc changé : réessaie.
error-choose-knock-card = Choisis la carte avec laquelle frapper.
error-choose-discard = Choisis la carte à défausser.
error-choose-meld = Choisis la combinaison à poser.
error-choose-lay-off = Choisis les cartes à poser.
error-cannot-knock-with = Tu ne peux pas frapper en défaussant { $card } maintenant.
error-game-over = La partie est finie : le résultat est dans le salon.
error-button-foreign = Je ne reconnais pas ce bouton : il n'appartient pas à Jersey Gin.
error-button-old-version = Ce bouton vient d'une ancienne version du bot et ne marche plus. Utilise `/gin { command-gin-hand }` ou `/gin { command-gin-table }` pour avoir des boutons neufs.
error-button-newer-version = Ce bouton vient d'une version du bot plus récente que celle qui tourne. Utilise `/gin { command-gin-hand }` ou `/gin { command-gin-table }` pour avoir des boutons neufs.
error-button-damaged = Ce bouton est abîmé ou inconnu, je ne peux donc rien en faire. Utilise `/gin { command-gin-hand }` ou `/gin { command-gin-table }` pour avoir des boutons neufs.
error-options-unreadable = Cette commande ne prend pas ces options : une option n'a pas pu être lue{ $input }. Rien n'a changé.
error-options-mismatch = Cette commande ne prend pas ces options : { $problem ->
        [choice] un des choix n'est pas dans sa liste
        [range] un nombre sort de ses limites
        [type] une option n'a pas le bon type
       *[other] elles ne correspondent pas à la commande
    }. Prends les valeurs que Discord propose (si la liste semble dépassée, recharge Discord). Rien n'a changé.
error-unknown-command = Je ne connais pas cette commande (ton Discord montre peut-être une liste dépassée : recharge-le). Essaie `/gin { command-gin-rules }`.
error-command-failed = Désolé, quelque chose s'est mal passé de mon côté. Réessaie.
