### Avisos de vez (issue 42): respostas de /gin notify, o lembrete na
### metade de um tempo longo e as mensagens diretas.

notice-choice-mention = A partir de agora suas vezes são anunciadas com uma menção no canal da mesa.
notice-choice-dm = A partir de agora eu aviso suas vezes por mensagem direta.
notice-choice-off = A partir de agora ninguém avisa suas vezes; sua visão da mão continua mostrando.
notice-reminder = ⏰ { $name }, metade do seu tempo de vez já passou: ele acaba { $ends }.
notice-dm-turn = ➡️ É a sua vez na mesa em { $table }.
notice-dm-reminder = ⏰ Metade do seu tempo de vez já passou na mesa em { $table }: ele acaba { $ends }.

## /gin notify (its name, option and choices in this language)
command-gin-notify = avisos
    .description = Como você é avisado da sua vez: uma menção, uma mensagem direta ou nada.
command-gin-notify-how = como
    .description = Menção no canal (padrão), mensagem direta ou nada
command-choice-mention = menção
command-choice-direct-message = mensagem direta
command-choice-nothing = nada

## Slow games: /gin new clock: (30s, 5m, 2h, 1d; up to 7 days)
notice-clock-hours = { $count } h
notice-clock-days = { $count ->
    [one] { $count } dia
   *[other] { $count } dias
}
notice-clock-invalid = `{ $option }` é um número e uma unidade: 30s, 5m, 2h ou 1d, de 5s a 7d (você enviou { $sent }). Nada foi alterado.
command-gin-new-clock = relógio
    .description = Tempo por vez: 30s, 5m, 2h ou 1d, até 7d (padrão 2m; vale mais que turn_seconds)

## /gin mine: every table where the person has a seat
notice-mine-none = Você não tem lugar em nenhuma mesa.
notice-mine-header = { $count ->
    [one] Sua mesa:
   *[other] Suas { $count } mesas:
}
notice-mine-lobby = • { $table } · { $game } · na sala de espera
notice-mine-over = • { $table } · { $game } · partida encerrada
notice-mine-between = • { $table } · { $game } · entre mãos
notice-mine-your-turn = • { $table } · { $game } · **é a sua vez**, o tempo acaba { $ends }
notice-mine-your-move = • { $table } · { $game } · **é a sua vez**
notice-mine-their-turn = • { $table } · { $game } · vez de { $name }
notice-mine-computer-turn = • { $table } · { $game } · vez do computador
command-gin-mine = minhas
    .description = Todas as mesas onde você tem lugar, com de quem é a vez (só você vê).

## Fim do tempo por vez, como a mesa escolheu em /gin new
command-gin-new-clock-end = fim_do_tempo
    .description = Quando o tempo da vez acaba: uma jogada segura (padrão) ou o jogador perde a partida
command-choice-safe-move = jogada segura
command-choice-forfeit = perder a partida
table-clock-end-safe-move = ao acabar: jogada segura
table-clock-end-forfeit = ao acabar: perde a partida
table-clock-forfeit = (tempo { $time }; depois perde)
table-story-forfeited = 🏳️ O tempo de { $name } acabou, e { $name } perde a partida por W.O.: { $count ->
    [one] { $winners } vence
   *[other] { $winners } vencem
}.
term-forfeited = { $you ->
    [yes] Seu tempo acabou: você perde a partida.
   *[other] O tempo de { $name } acabou: perde a partida.
}
