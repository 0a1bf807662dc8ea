### Einem Tisch zusehen (Issue 42): der Zuschauen-Knopf, die private Ansicht,
### die dem öffentlichen Tisch folgt (nie einer Hand), und die Liste für die
### nächste Partie.

## Knöpfe
watch-button = 👀 Zuschauen
watch-join-next = Nächste Partie mitspielen
watch-leave-next = Von der Liste gehen

## Die Zuschaueransicht: nur, was alle sehen
watch-header = 👀 **Zuschauen** · nur, was alle am Tisch sehen können.
# $until is a Discord timestamp, shown in each reader's own time zone.
watch-until = Diese Ansicht folgt der Partie bis { $until }; danach auf Aktualisieren drücken.
# $names are mentions, comma separated.
watch-waiting = Warten auf die nächste Partie: { $names }
watch-you-wait = Du stehst auf der Liste: bei der Revanche bekommst du einen freien Platz oder einen, den ein Computer spielt.
watch-seated = Du hast hier einen Platz: deine Karten bleiben in deiner eigenen Handansicht (Meine Hand).
watch-joined-next = ✅ Du stehst auf der Liste für die nächste Partie.
watch-left-next = Du stehst nicht mehr auf der Liste für die nächste Partie.

## Die Geschichte
watch-story-joined-next = 👀 { $name } möchte die nächste Partie mitspielen.
watch-story-left-next = { $name } wartet nicht mehr auf die nächste Partie.
watch-story-regathered = 🔁 Neue Spieler setzen sich für die nächste Partie: drückt auf Start, sobald alle bereit sind.
# $names are mentions, comma separated.
watch-story-unseated = Diesmal ist kein Platz frei für { $names }: weiter auf der Liste für die übernächste.
