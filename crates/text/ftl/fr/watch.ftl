### Regarder une table (issue 42) : le bouton Regarder, la vue privée qui
### suit la table publique (jamais une main), et la liste de la prochaine partie.

## Boutons
watch-button = 👀 Regarder
watch-join-next = Jouer la prochaine
watch-leave-next = Quitter la liste

## La vue du spectateur : seulement ce que tout le monde voit
watch-header = 👀 **Spectateur** · seulement ce que tout le monde à la table peut voir.
# $until is a Discord timestamp, shown in each reader's own time zone.
watch-until = Cette vue suit la partie jusqu'à { $until } ; ensuite, appuie sur Actualiser.
# $names are mentions, comma separated.
watch-waiting = En attente de la prochaine partie : { $names }
watch-you-wait = Tu es sur la liste : à la revanche, tu prends une place libre ou une place jouée par l'ordinateur.
watch-seated = Tu as une place ici : tes cartes restent dans ta propre vue de main (Ma main).
watch-joined-next = ✅ Tu es sur la liste de la prochaine partie.
watch-left-next = Tu n'es plus sur la liste de la prochaine partie.

## Le récit
watch-story-joined-next = 👀 { $name } aimerait jouer la prochaine partie.
watch-story-left-next = { $name } n'attend plus la prochaine partie.
watch-story-regathered = 🔁 De nouveaux joueurs s'installent pour la prochaine partie : appuyez sur Commencer quand tout le monde est prêt.
# $names are mentions, comma separated.
watch-story-unseated = Pas de place libre pour { $names } cette fois : toujours sur la liste pour la suivante.
