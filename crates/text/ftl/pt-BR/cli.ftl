### Messages the command-line tools print for a player.

## `replay`.

cli-seat = Lugar { $seat }
cli-standard-input = a entrada padrão
cli-cannot-read = não foi possível ler { $path }
cli-cannot-read-stdin = não foi possível ler a entrada padrão
cli-cannot-write = não foi possível gravar { $path }
cli-not-a-replay = { $file } não é um arquivo de replay (`jersey-gin sim --save DIR` e `jersey-gin db export --game ID` os gravam)
cli-cannot-replay = não foi possível reproduzir { $file }: { $reason }
cli-illegal-move = a jogada { $number } ({ $seat }: { $action }) não é permitida: { $error }
cli-unfinished = (a partida está inacabada depois de { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
})

## `replay --pictures DIR`.

cli-pictures-of-unfinished = { $file } é uma partida que não terminou (depois de { $moves ->
    [one] { $moves } jogada
   *[other] { $moves } jogadas
}): as imagens mostrariam a mão escondida de cada jogador. Se a partida foi abandonada ou ninguém mais está jogando, acrescente --unfinished
cli-pictures-written = { $pictures ->
    [one] { $pictures } imagem gravada
   *[other] { $pictures } imagens gravadas
} de { $hands ->
    [one] { $hands } mão
   *[other] { $hands } mãos
} em { $dir }{ $names }
cli-pictures-hands-unseen = { $count ->
    [one] { $count } mão terminou sem mostrar as mãos (empate): ela não tem imagem da mesa
   *[other] { $count } mãos terminaram sem mostrar as mãos (empate): elas não têm imagem da mesa
}
cli-pictures-folder-is-a-file = { $dir } é um arquivo, não uma pasta para as imagens
cli-pictures-cannot-create = não foi possível criar a pasta { $dir }
cli-pictures-cannot-list = não foi possível ler a pasta { $dir }
cli-pictures-folder-in-use = { $dir } já tem imagens ({ $file }): escolha uma pasta nova ou vazia, para que as imagens de duas partidas não se misturem
cli-pictures-cannot-draw = não foi possível desenhar { $file }

# jersey-gin review (issue 41).
cli-review-bad-seat = Esta partida tem os lugares 1 a { $seats }, não { $seat }.
cli-review-title = A análise do treinador para { $seat } (só pela visão desse lugar): { $decisions ->
    [one] 1 decisão
   *[other] { $decisions } decisões
  }
cli-review-line = Jogada { $number }: { $played } ({ $chance }%); a melhor: { $best } ({ $best_chance }%); { $loss } pontos de chance de vitória perdidos: { $grade ->
    [good] boa
    [inaccuracy] uma imprecisão
    [mistake] um erro
   *[blunder] um erro grave
  }
cli-review-summary = Precisão { $accuracy }%: { $good } boas, { $inaccuracies ->
    [one] 1 imprecisão
   *[other] { $inaccuracies } imprecisões
  }, { $mistakes ->
    [one] 1 erro
   *[other] { $mistakes } erros
  }, { $blunders ->
    [one] 1 erro grave
   *[other] { $blunders } erros graves
  }. Sorte (as cartas e os outros jogadores, sem contar as decisões): { $luck } pontos de chance de vitória.
cli-review-game-title = Resumo da partida: a precisão de cada assento (100: toda decisão foi a escolha do treinador).
