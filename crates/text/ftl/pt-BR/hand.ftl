### A person's private hand view: their cards, what they may do, counts.
### And the confirmation of a knock or a gin. In the viewer's language.

cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## The hand
hand-your-hand = **Sua mão** · mão { $number }
hand-seat = lugar { $number }
hand-against = contra { $name }
hand-melds = Jogos: { $melds }
hand-to-lay-off = para encaixar: { $cards }
hand-deadwood = Cartas soltas: { $deadwood }
hand-left-after-laying-down = Sobra depois de baixar: { $cards }
hand-between-hands = **A mão { $number } acabou.** Placar: { $scores }
hand-sitting-out = **Mão { $number }**: você fica de fora desta mão.
hand-took-from-pile = Você pegou **{ $card }** do lixo: não pode descartá-la de novo nesta vez.
hand-waiting-for = Esperando { $name }.

## What the player is asked to do
hand-prompt-discard-or-knock = ➡️ **Sua vez**: descarte, ou bata.
hand-prompt-discard = ➡️ **Sua vez**: descarte.
hand-prompt-draw-or-upcard = ➡️ **Sua vez**: compre do monte ou pegue a carta virada.
hand-prompt-draw-or-challenge = ➡️ **Sua vez**: compre do monte ou pegue a carta do topo do lixo — ou desafie.
hand-prompt-challenged = ➡️ **Você foi desafiado**: aceite (as duas mãos são contadas agora) ou recuse (o jogo continua).
hand-prompt-meld-lay-off-discard = ➡️ **Sua vez**: baixe jogos, encaixe cartas em qualquer jogo da mesa e depois descarte.
hand-prompt-upcard-offer = ➡️ **Sua vez**: pegue a carta virada, ou passe.
hand-prompt-forced-draw = ➡️ **Sua vez**: os dois passaram, então compre do monte.
hand-prompt-opening-or-knock = ➡️ **Sua vez**: você tem onze cartas: descarte, ou bata.
hand-prompt-opening = ➡️ **Sua vez**: você tem onze cartas: descarte.
hand-prompt-draw-or-double = ➡️ **Sua vez**: compre do monte ou pegue a carta do topo do lixo — ou antes ofereça dobrar a aposta.
hand-prompt-draw = ➡️ **Sua vez**: compre do monte ou pegue a carta do topo do lixo.
hand-prompt-double-offered = ➡️ **Ofereceram dobrar**: aceite, redobre ou desista da mão.
hand-prompt-redoubled = ➡️ **Sua dobra foi redobrada**: aceite, ou desista da mão.

## The controls (buttons ≤ 80 characters, options ≤ 100)
hand-deal-next = Dar as cartas da próxima mão
hand-refresh = Atualizar
hand-draw-stock = Comprar do monte
hand-take-card = Pegar { $card }
hand-take-upcard = Pegar a carta virada
hand-take-discard = Pegar do lixo
hand-pass = Passar
hand-offer-double = Oferecer dobra
hand-accept-double = Aceitar a dobra
hand-redouble = Redobrar
hand-resign = Desistir da mão
hand-challenge = Desafiar
hand-accept-challenge = Aceitar o desafio
hand-refuse-challenge = Recusar o desafio
hand-end-turn = Encerrar minha vez
hand-meld-placeholder = Baixar…
hand-meld-option = Baixar { $cards }
hand-lay-off-placeholder = Encaixar…
hand-lay-off-option = Encaixar { $cards } em { $onto }
hand-discard-placeholder = Descartar…
hand-discard-after-draw = Descartar… (depois de comprar)
hand-discard-option = Descartar { $card }
hand-knock-placeholder = Bater descartando…
hand-knock-disabled = Bater…
hand-knock-option = Bater descartando { $card } (sobram { $count })
hand-gin-option = Gin! (descartar { $card })

## The knock confirmation
hand-confirm-question = Quer { $gin ->
    [yes] fazer **gin**
   *[no] **bater**
} deixando **{ $card }** virada para baixo?
hand-your-melds = Seus jogos: { $melds }
hand-confirm-gin = Sim, gin!
hand-confirm-knock = Sim, bater
hand-cancel = Cancelar

# The coach (issue 41): the hand view's button, and its private answer.
hand-hint = Dica
hand-hint-title = 💡 **A visão do treinador** (só com as suas cartas e o que você já viu):
hand-hint-line = { $rank }. { $action }: { $chance }% de chance de vencer { $what ->
    [match] o confronto
   *[game] a partida
  }, { $points } pontos esperados nesta mão
hand-hint-none = Sem dica agora: você não tem nenhuma decisão a tomar.

# The coach's review of a hand and a game's summary (issue 41).
hand-review = Análise
hand-summary = Resumo da partida
hand-review-title = 🔎 **A análise do treinador da mão { $number }** (suas decisões, julgadas pelo que você podia ver naquele momento): { $decisions ->
    [0] nenhuma decisão para julgar.
    [one] 1 decisão.
   *[other] { $decisions } decisões.
  }
hand-review-line-best = { $number }. { $played } ({ $chance }%): também a escolha do treinador ✓
hand-review-line = { $number }. { $played } ({ $chance }%); a melhor: { $best } ({ $best_chance }%); { $loss } pontos de chance perdidos: { $grade ->
    [good] boa
    [inaccuracy] uma imprecisão
    [mistake] um erro
   *[blunder] um erro grave
  }
hand-review-good-unlisted = …e mais { $count ->
    [one] 1 decisão, avaliada como boa.
   *[other] { $count } decisões, avaliadas como boas.
  }
hand-review-summary = Precisão { $accuracy }%: { $good } boas, { $inaccuracies ->
    [one] 1 imprecisão
   *[other] { $inaccuracies } imprecisões
  }, { $mistakes ->
    [one] 1 erro
   *[other] { $mistakes } erros
  }, { $blunders ->
    [one] 1 erro grave
   *[other] { $blunders } erros graves
  }. Sorte (as cartas e os outros jogadores, sem contar suas decisões): { $luck } pontos de chance.
hand-review-worst = A imagem mostra sua mão na decisão { $number }, a que mais custou.
hand-review-stale = Esse botão é de uma mão ou partida que ainda não terminou, ou que não está mais nesta mesa: nada para analisar.
hand-review-not-played = Só quem jogou esta partida pode analisá-la.
hand-summary-title = 📊 **Resumo da partida**: a precisão de cada jogador (100: toda decisão foi a escolha do treinador).
hand-summary-line = { $name }: precisão { $accuracy }% em { $decisions ->
    [one] 1 decisão
   *[other] { $decisions } decisões
  } ({ $mistakes ->
    [one] 1 erro
   *[other] { $mistakes } erros
  }, { $blunders ->
    [one] 1 erro grave
   *[other] { $blunders } erros graves
  })
