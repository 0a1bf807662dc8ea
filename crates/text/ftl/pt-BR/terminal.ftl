### The terminal game: prompts, status lines, help.
### The keys typed at a prompt (?, q, k, a number, a card such as 7c: c ♣,
### d ♦, h ♥, s ♠) are the same in every language.

## Names.

term-you = Você
term-seat = lugar { $seat }
term-name-level = { $name } ({ $level })

## Starting, resuming and leaving.

term-saved = Sua partida está salva: { $command } continua de onde parou.
term-leaving = Saindo. { $saved }
term-abandoning = Abandonando sua partida inacabada de { $game } (partida { $game_id }).
term-resuming = Continuando sua partida inacabada de { $game } (partida { $game_id }).
term-options-for-new-games = --game, --variant, --level e --seed só valem para partidas novas: esta segue como começou.
term-to-start-new = Para abandoná-la e começar outra: { $command }.
term-last-game-over = Sua última partida terminou.
term-command-refused = { $command } foi recusado: { $reason }
term-command-not-saved = Não foi possível salvar { $command } (nada mudou; tente de novo)
term-not-saved = Não foi possível salvar ({ $error }), então nada mudou: tente de novo.

## What happens at the table.

term-table-open = Uma mesa está aberta.
term-game-started = Partida { $game_id }. Lugares em ordem: { $seats }.
term-clock-ran-out = { $you ->
    [yes] Seu tempo acabou: uma jogada automática foi feita.
   *[other] O tempo de { $name } acabou: uma jogada automática foi feita.
}
term-time-given-back = Por um tempo as jogadas não puderam ser salvas: { $you ->
    [yes] seu relógio
   *[other] o relógio de { $name }
} recomeça com { $seconds } s.
term-back = { $you ->
    [yes] Você voltou.
   *[other] { $name } voltou.
}
term-abandon-vote = Votação para abandonar: { $votes } de { $needed }.
term-abandoned = A partida foi abandonada.
term-game-over = A partida { $game_id } terminou.
term-table-closed = A mesa está fechada.
term-at-table = [mesa { $table }] { $line }

## Prompts.

term-hint = (Digite ? ou regras a qualquer momento para ver as regras desta partida; q sai, e a partida fica salva.)
term-controls = Na hora de jogar: um número escolhe essa jogada; uma carta como 7c ou 10h a descarta (c ♣, d ♦, h ♥, s ♠); k e uma carta (k7c) bate jogando essa carta virada para baixo; ? mostra estas regras; q sai (a partida fica salva e continua no próximo `play`).
term-move-prompt = Sua jogada (um número, ou uma carta como 7c para descartar; ? regras; q sair):
term-pick-a-move = Escolha um dos números acima, digite uma carta para descartar, ou ? para as regras.
term-next-hand = Tecle Enter para a próxima mão (? para as regras, q para sair).
term-rules-words = regras ajuda
term-play-again = Jogar de novo com os mesmos lugares?
term-yes-or-no = [s/N]
term-yes-answers = s sim
term-knock-choice = { $left ->
    [0] fazer gin
   *[other] bater com { $left }
}, jogando { $card } virada para baixo
term-knock-question = { $left ->
    [0] Fazer gin
   *[other] Bater com { $left }
}, jogando { $card } virada para baixo?
term-take-discard = pegar { $card } do lixo

## The status lines and the hand.

term-scores = Mão { $hand }. Placar: { $scores }.
term-hollywood-game = { $label }: { $scores }
term-hollywood-game-won = { $label }: { $scores } (vencida por { $winner })
term-hollywood-game-tied = { $label }: { $scores } (empate)
term-hollywood-game-decided = { $label }: { $scores } (decidida)
term-status-hand = Mão { $hand }{ $table } · carteador: { $dealer } · placar: { $scores }
term-status-piles = Monte { $stock } · no topo do lixo { $top } · { $others }{ $extra }
term-your-table = sua mesa: { $table }, { $you } contra { $opponent }
term-on-the-table = na mesa ({ $owner }): { $meld }
term-your-hand = Sua mão: { $groups }   cartas soltas { $deadwood }
term-your-hand-held = Sua mão: { $groups }   { $count }
term-can-lay-down = Você já pode baixar jogos: as cartas na mesa não contam mais contra você.
term-sitting-out = Mão { $hand }: desta vez você fica de fora.
term-break-note = a interrupção: o descarte só pode ser pego para baixá-lo num jogo na hora (R8)
term-gin-only = só gin (V6)
term-ace-on-top = um ás no topo: só gin nesta vez (V1.4)
term-ace-upcard = um ás como carta virada: só gin nesta mão (V1.2)
term-knock-limit = bate com { $limit } ou menos
term-spades-double = espadas: esta mão vale o dobro
term-stake = aposta ×{ $stake }
# The words that ask the coach for a hint (space-separated, lower case).
term-hint-words = hint dica
