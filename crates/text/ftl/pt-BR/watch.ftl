### Assistir a uma mesa (issue 42): o botão Assistir, a visão privada que
### acompanha a mesa pública (nunca uma mão) e a lista da próxima partida.

## Botões
watch-button = 👀 Assistir
watch-join-next = Jogar a próxima
watch-leave-next = Sair da lista

## A visão de quem assiste: só o que todos veem
watch-header = 👀 **Assistindo** · só o que todos na mesa podem ver.
# $until is a Discord timestamp, shown in each reader's own time zone.
watch-until = Esta visão acompanha a partida até { $until }; depois disso, toque em Atualizar.
# $names are mentions, comma separated.
watch-waiting = Esperando a próxima partida: { $names }
watch-you-wait = Você está na lista: na revanche você ocupa um lugar livre ou um que o computador joga.
watch-seated = Você tem lugar aqui: suas cartas ficam na sua própria visão da mão (Minha mão).
watch-joined-next = ✅ Você está na lista da próxima partida.
watch-left-next = Você saiu da lista da próxima partida.

## A história
watch-story-joined-next = 👀 { $name } quer jogar a próxima partida.
watch-story-left-next = { $name } não espera mais a próxima partida.
watch-story-regathered = 🔁 Novos jogadores se sentam para a próxima partida: toquem em Começar quando todos estiverem prontos.
# $names are mentions, comma separated.
watch-story-unseated = Desta vez não há lugar livre para { $names }: continuam na lista para a seguinte.
