### Mirar una mesa (issue 42): el botón Mirar, la vista privada que sigue
### la mesa pública (nunca una mano) y la lista para la próxima partida.

## Botones
watch-button = 👀 Mirar
watch-join-next = Jugar la próxima
watch-leave-next = Salir de la lista

## La vista de quien mira: solo lo que ve todo el mundo
watch-header = 👀 **Mirando** · solo lo que todos en la mesa pueden ver.
# $until is a Discord timestamp, shown in each reader's own time zone.
watch-until = Esta vista sigue la partida hasta { $until }; después, pulsa Actualizar.
# $names are mentions, comma separated.
watch-waiting = Esperan la próxima partida: { $names }
watch-you-wait = Estás en la lista: en la revancha ocupas un asiento libre o uno que juega la computadora.
watch-seated = Tienes asiento aquí: tus cartas siguen en tu propia vista de mano (Mi mano).
watch-joined-next = ✅ Estás en la lista para la próxima partida.
watch-left-next = Ya no estás en la lista para la próxima partida.

## La historia
watch-story-joined-next = 👀 { $name } quiere jugar la próxima partida.
watch-story-left-next = { $name } ya no espera la próxima partida.
watch-story-regathered = 🔁 Se sientan jugadores nuevos para la próxima partida: pulsad Empezar cuando todos estéis listos.
# $names are mentions, comma separated.
watch-story-unseated = Esta vez no queda asiento para { $names }: siguen en la lista para la siguiente.
