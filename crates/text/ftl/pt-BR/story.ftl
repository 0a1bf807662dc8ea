### A história de uma partida como o canal e o terminal contam: uma linha
### por acontecimento (src/render.rs).
###
### $name é o nome de um lugar ("Você" para quem lê); $you é "yes" para quem
### lê, "no" para outro, "plural" para uma dupla ("Ada & Cy"). Com "você" o
### verbo fica na terceira pessoa; o seletor serve para "seu"/"sua".

## Quem dá as cartas

story-dealer-draw = Cartas para ver quem dá: { $cards }. Quem dá as cartas é { $dealer }{ $why ->
    [lowest] {" "}(a carta mais baixa dá)
    [highest] {" "}(a carta mais alta dá)
   *[none] {""}
}.
story-partners-drawn = Cartas para formar as duplas: { $cards }. Duplas: { $side_a } contra { $side_b }.
story-cut-for-deal = Corte para ver quem dá: { $cards }. { $you ->
    [yes] { $name } dá as cartas
   *[other] { $name } dá as cartas
}{ $why ->
    [lowest] {" "}(a carta mais baixa dá)
    [highest] {" "}(a carta mais alta dá)
   *[none] {""}
}.
story-hand-dealt = Mão { $hand }: { $dealer } deu as cartas; a carta virada é { $upcard }, { $stock ->
    [one] { $stock } carta
   *[other] { $stock } cartas
} no monte.
story-two-handed-dealt = Mão { $hand }{ $table ->
    [1] {""}
   *[other] {" "}(mesa { $table })
}: { $deal }; { $upcard }{ $oklahoma }.
story-deals-to = { $you ->
    [yes] { $name } dá as cartas
   *[other] { $name } dá as cartas
} para { $to }
story-deals-sitting-out = { $you ->
    [yes] { $name } dá as cartas e fica de fora
   *[other] { $name } dá as cartas e fica de fora
}; { $first_you ->
    [yes] { $first } joga
   *[other] { $first } joga
} primeiro, contra { $dealer }
story-upcard-is = a carta virada é { $card }, { $stock ->
    [one] { $stock } carta
   *[other] { $stock } cartas
} no monte
story-no-upcard = sem carta virada, { $stock ->
    [one] { $stock } carta
   *[other] { $stock } cartas
} no monte
story-oklahoma = { $limit ->
    [0] { $on_top ->
        [yes] : um ás, então ninguém bate enquanto ele estiver no topo
       *[no] : um ás, então esta mão é só gin
    }
   *[other] { $on_top ->
        [yes] : bate-se com { $limit } ou menos enquanto ela estiver no topo
       *[no] : bate-se com { $limit } ou menos nesta mão
    }
}{ $spade ->
    [yes] , e uma carta de espadas dobra a mão
   *[no] {""}
}

## Jogadas

story-drew-stock = { $you ->
    [yes] { $name } compra
   *[other] { $name } compra
} do monte.
story-drew = { $you ->
    [yes] { $name } comprou
   *[other] { $name } comprou
} { $card }.
story-took-discard = { $you ->
    [yes] { $name } pega
   *[other] { $name } pega
} { $card } do lixo.
story-discarded = { $you ->
    [yes] { $name } descarta
   *[other] { $name } descarta
} { $card }.
story-drew-stock-and-discarded = { $you ->
    [yes] { $name } compra do monte e descarta
   *[other] { $name } compra do monte e descarta
} { $card }.
story-took-discard-and-discarded = { $you ->
    [yes] { $name } pega { $took } do lixo e descarta
   *[other] { $name } pega { $took } do lixo e descarta
} { $card }.
story-gin = { $you ->
    [yes] { $name } faz GIN!
   *[other] { $name } faz GIN!
}
story-knocked = { $you ->
    [yes] { $name } bate
   *[other] { $name } bate
} com { $count }.
story-passed-upcard = { $you ->
    [yes] { $name } passa
   *[other] { $name } passa
} a carta virada.
story-double-offered = { $you ->
    [yes] { $name } propõe
   *[other] { $name } propõe
} dobrar a aposta.
story-double-accepted = { $you ->
    [yes] { $name } aceita
   *[other] { $name } aceita
}: agora a mão vale { $stake } vezes os pontos.
story-redoubled = { $you ->
    [yes] { $name } redobra
   *[other] { $name } redobra
}.
story-resigned = { $you ->
    [yes] { $name } desiste
   *[other] { $name } desiste
} da mão.
story-melded = { $you ->
    [yes] { $name } baixa
   *[other] { $name } baixa
} { $meld }.
story-laid-off = { $you ->
    [yes] { $name } encaixa
   *[other] { $name } encaixa
} { $cards } em { $meld } ({ $owner_you ->
    [yes] seu jogo
   *[other] jogo de { $owner }
}).
story-challenged = { $you ->
    [yes] { $name } desafia
   *[other] { $name } desafia
}.
story-challenge-answered = { $you ->
    [yes] { $accepted ->
        [yes] { $name } aceita
       *[no] { $name } recusa
    }
   *[other] { $accepted ->
        [yes] { $name } aceita
       *[no] { $name } recusa
    }
} o desafio.
story-challenged-and-answered = { $you ->
    [yes] { $name } desafia
   *[other] { $name } desafia
}; { $to_you ->
    [yes] { $accepted ->
        [yes] { $to } aceita
       *[no] { $to } recusa
    }
   *[other] { $accepted ->
        [yes] { $to } aceita
       *[no] { $to } recusa
    }
}.

## A interrupção do Jersey Gin (R8)

story-break-started = Interrupção: restam três cartas no monte e { $you ->
    [yes] { $name } é quem interrompe
   *[other] { $name } é quem interrompe
}. A partir de agora ninguém pode bater, a carta do lixo só pode ser pega para baixá-la num jogo na hora, e os jogos e encaixes de cada um são baixados por ele ao fim de cada vez (R8).
story-laid-down = { $you ->
    [yes] { $name } baixa
   *[other] { $name } baixa
} { $melds }; { $left ->
    [one] resta { $left } carta
   *[other] restam { $left } cartas
} na mão.
story-laid-down-and-off = { $you ->
    [yes] { $name } baixa { $melds } e encaixa
   *[other] { $name } baixa { $melds } e encaixa
} { $layoffs }; { $left ->
    [one] resta { $left } carta
   *[other] restam { $left } cartas
} na mão.
story-no-melds = nenhum jogo
story-layoff = { $cards } em { $meld }

## O fim de uma mão

story-hand-over = Mão encerrada: { $how }.
story-hand-over-at-table = Mão encerrada na mesa { $table }: { $how }.
story-how-knock-won = { $you ->
    [yes] { $name } vence
   *[other] { $name } vence
} a batida
story-how-gin = { $you ->
    [yes] { $name } vence
   *[other] { $name } vence
} com gin
story-how-underknock = { $you ->
    [yes] { $name } dá uma contra-batida em
   *[other] { $name } dá uma contra-batida em
} { $knocker }
story-how-undercut = { $you ->
    [yes] { $name } dá uma contra-batida em
   *[other] { $name } dá uma contra-batida em
} { $knocker }
story-how-break-end = o monte acabou e vence a menor contagem (interrompeu: { $breaker })
story-how-break-gin = { $you ->
    [yes] { $name } bateu
   *[other] { $name } bateu
} depois da interrupção
story-how-resigned = { $you ->
    [yes] { $name } desiste
   *[other] { $name } desiste
} diante { $offer ->
    [redouble] do redobro
   *[double] da dobra
} { $owner_you ->
    [yes] que você propôs
   *[other] de { $owner }
}
story-how-stock-down = restam só duas cartas no monte: ninguém pontua
story-how-no-stock-draws = ninguém comprou do monte por tempo demais: ninguém pontua
story-how-went-out = { $you ->
    [yes] { $name } bate
   *[other] { $name } bate
}
story-how-stock-out = o monte acabou
story-how-challenge = as mãos são mostradas { $you ->
    [yes] pelo seu desafio
   *[other] pelo desafio de { $name }
}
story-how-drawn = a mão termina empatada
story-reveal-laid-off = encaixou { $layoffs }
story-reveal-no-deadwood = nenhuma carta solta
story-reveal-deadwood = cartas soltas [{ $cards }] = { $count }
story-jersey-scores = { $you ->
    [yes] { $name } marca
   *[other] { $name } marca
} { $points } e a caixa. Placar: { $scores }.
story-hand-scores = { $you ->
    [yes] { $name } marca
   *[other] { $name } marca
} { $points }.
story-colonel-scores = { $you ->
    [yes] { $name } marca
   *[other] { $name } marca
} { $points }. Totais: { $totals }.
story-colonel-no-score = Ninguém pontua. Totais: { $totals }.

## Somas que fecham (G7, G8.2, V1.3, V5.4, V5.5)

story-sum-refused = { $hands } das mãos + { $bonus } { $offer ->
    [redouble] pelo redobro recusado
   *[double] pela dobra recusada
}
story-sum-stake = × { $stake } pela aposta
story-sum-spade = × 2 por uma carta virada de espadas
story-sum-hands = { $points } das mãos
story-sum-game-bonus = { $bonus } de bônus de partida
story-sum-shutout = × 2 pelo capote
story-sum-boxes = { $bonus } por { $boxes ->
    [one] { $boxes } caixa
   *[other] { $boxes } caixas
}

## Placar a dois (as três partidas do Hollywood, as duplas)

story-credit-side-scores = { $you ->
    [yes] { $name } marca
    [plural] { $name } marcam
   *[other] { $name } marca
} { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}
story-credit-points-to = { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
} para { $name }
story-credit-nobody = Ninguém pontua
story-credit-sides = (duplas: { $side_a } { $points_a }, { $side_b } { $points_b })
story-credit-in-games = { $count ->
    [one] na partida
   *[other] nas partidas
} { $games }
story-credited = { $credit }. Placar: { $score }.
story-score = Placar: { $score }.
story-score-game = partida { $game }: { $totals }
story-game-decided-reached = A partida { $game } está decidida: meta alcançada por { $name }.
story-game-decided-won = A partida { $game } fica com { $name }, { $won }–{ $lost } com os bônus ({ $won_before }–{ $lost_before } sem eles).
story-game-decided-tied = A partida { $game } termina empatada, { $points_a }–{ $points_b } com os bônus.

## O fim de uma partida, de uma série ou de uma disputa

story-jersey-game-won = { $you ->
    [yes] { $name } chegou à meta e vence a partida!
   *[other] { $name } chegou à meta e vence a partida!
}
story-game-won-by = { $you ->
    [yes] { $name } vence
    [plural] { $name } vencem
   *[other] { $name } vence
} a partida por { $margin }!
story-game-won = { $you ->
    [yes] { $name } vence
    [plural] { $name } vencem
   *[other] { $name } vence
} a partida!
story-game-tied = A partida termina empatada.
story-set-game-to = Partida { $game }, para { $name }:
story-set-game-tied = Partida { $game }, empatada:
story-shutout-for = Capote para { $name }.
story-set-tied = A série termina empatada: { $games_a }–{ $games_b } em partidas e { $points } pontos para cada um nas três.
story-set-won = { $you ->
    [yes] { $name } vence
    [plural] { $name } vencem
   *[other] { $name } vence
} a série por { $games }, e por { $margin } pontos nas três partidas ({ $points_won } a { $points_lost })!
story-set-won-on-points = { $you ->
    [yes] { $name } vence
    [plural] { $name } vencem
   *[other] { $name } vence
} a série nos pontos: { $games } em partidas, e { $margin } pontos à frente nas três ({ $points_won } a { $points_lost })!
story-set-won-on-games = { $you ->
    [yes] { $name } vence
    [plural] { $name } vencem
   *[other] { $name } vence
} a série por { $games }! Duas partidas ganhas bastam, embora { $other } tenha feito mais pontos nas três ({ $points_lost } a { $points_won }).
story-match-won = { $you ->
    [yes] { $name } vence
   *[other] { $name } vence
} a disputa por { $margin }: { $score }.
story-match-tied = A disputa termina empatada em { $total }.
story-game-label = { $game ->
    [1] I
    [2] II
    [3] III
   *[other] ?
}
story-and-list = { $rest } e { $last }

## Um lugar nas mãos do computador

story-handed-over = O tempo de { $name } acabou duas vezes: um jogador do computador de nível { $level } joga no lugar até a pessoa voltar a jogar.

## As jogadas em palavras, como num menu ou num erro

story-action-draw-stock = comprar do monte
story-action-take-discard = pegar a carta de cima do lixo
story-action-discard = descartar { $card }
story-action-knock = bater, jogando { $card } virada para baixo
story-action-next-hand = dar as cartas da próxima mão
story-action-pass-upcard = passar a carta virada
story-action-offer-double = propor dobrar a aposta
story-action-accept-double = aceitar a dobra
story-action-redouble = redobrar
story-action-resign = desistir da mão
story-action-meld = baixar { $meld }
story-action-lay-off = encaixar { $cards } em { $meld }
story-action-end-turn = encerrar a vez
story-action-challenge = desafiar
story-action-accept-challenge = aceitar o desafio
story-action-refuse-challenge = recusar o desafio
story-note-challenge = pedir para encerrar a mão agora: se aceitarem, o menor total marca o total inteiro do outro; se recusarem, o jogo continua
story-note-accept-challenge = encerrar a mão agora: o menor total (todas as cartas na mão) marca o total inteiro do outro
story-note-refuse-challenge = o jogo continua como se nada tivesse sido pedido
