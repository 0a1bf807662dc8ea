### The rules as /gin rules and the terminal's rules screen show them.
### One message per line of the summary (src/rules_text.rs puts them
### together); `**…**` is Discord's bold, `*…*` its italics. The full rules,
### with the ids the code and tests cite, are in docs/rules/.

## Jersey Gin (docs/rules/jersey-gin.md, R1–R10).

rules-jersey-title = **Jersey Gin** — Gin Rummy para três; os três jogam todas as mãos.
# R3
rules-jersey-deal = **Distribuição.** 10 cartas para cada um; a carta seguinte abre o lixo e as outras 21 formam o monte. A vez de dar as cartas passa para a esquerda a cada mão.
# R4
rules-jersey-turn = **Sua vez.** Compre a carta de cima do monte ou do lixo e depois descarte uma carta virada para cima (não a que você acabou de pegar do lixo).
# R1, R2
rules-jersey-melds = **Jogos.** Trincas de 3 ou 4 cartas do mesmo valor, ou sequências de 3 ou mais do mesmo naipe (o ás só vale embaixo: A-2-3 sim, Q-K-A não). As cartas fora de jogos são *cartas soltas*: ás vale 1, as numeradas o seu número, as figuras 10.
# R5, R6
rules-jersey-knock = **Bater.** Depois de comprar, com 10 pontos ou menos em cartas soltas, você pode bater: seus jogos vão para a mesa, e o próximo jogador, depois o terceiro, encaixam cartas nos jogos já mostrados.
rules-jersey-knock-lowest = • Com a menor contagem, você marca a diferença para a contagem de cada um dos outros dois.
rules-jersey-knock-underknock = • Se alguém empata ou fica abaixo de você, faz uma *contra-batida* e marca as diferenças dele mais 10.
rules-jersey-knock-gin = • Sem nenhuma carta solta é **gin**: a contagem dos outros dois mais 40, e ninguém encaixa cartas.
# R8
rules-jersey-break = **A interrupção.** Com 3 cartas no monte, ninguém pode mais bater. A partir daí você só pode pegar um descarte se ele entrar num jogo na hora, e depois de cada vez seus jogos e cartas encaixadas vão para a mesa sozinhos. Quando o monte acaba, a menor contagem marca as diferenças (no empate, quem causou a interrupção e depois o seguinte); quem fica sem cartas encerra a mão antes.
# R9
rules-jersey-game = **Partida.** O primeiro a chegar a 100 ganha mais 100; cada mão vencida soma 25. Vence o maior total.
# R10, G9: the table's options.
rules-tables-may-change = Cada mesa pode mudar a meta, o limite para bater e os bônus.

## Two-handed Gin Rummy (docs/rules/gin-rummy.md, part G).

rules-gin-title = **Gin Rummy** — dois jogadores, o jogo clássico.
# G3
rules-gin-deal = **Distribuição.** Cada um tira uma carta; a menor dá as cartas. 10 cartas para cada um, uma carta virada para cima (a *carta virada*) e 31 no monte. Quem perde uma mão dá as cartas na seguinte; depois de uma mão empatada, o mesmo carteador dá de novo.
# G4.1
rules-gin-first-turn = **Primeira vez.** Quem não deu as cartas pode pegar a carta virada ou passar, e depois o carteador pode. Se os dois passarem, quem não deu compra do monte.
# G4
rules-gin-turns = **Vezes.** Compre a carta de cima do monte ou do lixo e depois descarte virada para cima (não a carta que você acabou de pegar do lixo).
# G2
rules-gin-melds = **Jogos.** Trincas de 3 ou 4 cartas do mesmo valor, ou sequências de 3 ou mais do mesmo naipe, com o ás embaixo. Cartas soltas contam: ás 1, numeradas o seu número, figuras 10.
# G5, G6
rules-gin-knock = **Bater.** Depois de comprar, se as 10 cartas que você fica têm 10 pontos ou menos em cartas soltas, você pode descartar virado para baixo e bater. O adversário mostra os jogos dele e encaixa cartas nos seus (a melhor forma é encontrada por ele).
rules-gin-knock-lower = • Sua contagem menor: você marca a diferença.
rules-gin-knock-undercut = • A dele igual ou menor: ele faz uma *contra-batida* e marca a diferença mais 25.
rules-gin-knock-gin = • Sem cartas soltas é **gin**: a contagem dele mais 25; ninguém encaixa cartas, e gin nunca sofre contra-batida.
# G7
rules-gin-stock = **Monte.** As duas últimas cartas do monte nunca são compradas: se quem deixa o monte com duas cartas não bate, a mão empata. Também empata uma mão com 20 vezes seguidas sem compra do monte.
# G8
rules-gin-game = **Partida.** O primeiro a chegar a 100 encerra a partida e ganha mais 100 (os pontos e esses 100 dobram se o outro não venceu nenhuma mão); cada um soma 25 por mão que venceu. Vence o maior total.

## Colonel (docs/rules/gin-rummy.md, V9).

rules-colonel-title = **Coronel** — dois jogadores, baixando jogos ao longo da mão.
# V9.2
rules-colonel-deal = **Distribuição.** Quem tira a menor carta dá primeiro, depois alternam. 10 cartas para cada um, uma carta virada para cima, o resto no monte. Quem não deu as cartas começa com uma vez normal.
# V9.1
rules-colonel-melds = **Jogos.** 3 ou 4 do mesmo valor, ou sequências de 3 ou mais do mesmo naipe; o ás pode ir em cima (Q-K-A) ou embaixo (A-2-3), nunca os dois (K-A-2 não é sequência).
# V9.3
rules-colonel-turn = **Sua vez.** Compre do monte ou do lixo; baixe os jogos que quiser e encaixe cartas em qualquer jogo da mesa, seu ou do adversário; depois descarte (não uma carta que você pegou do lixo nesta vez). Você não pode baixar jogos até ficar só com a carta que pegou do lixo, porque não poderia descartá-la.
# V9.4
rules-colonel-going-out = **Bater.** Esvazie a mão baixando jogos, ou baixe até ficar com uma carta e descarte-a: você marca todas as cartas que sobraram na mão do adversário, em jogos ou não — A, K, Q, J e 10 valem 10, as outras o seu número.
# V9.5
rules-colonel-stock-out = **Fim do monte.** Quem compra a última carta do monte ainda pode bater; se não bater, a mão acaba e o menor total na mão marca a diferença.
# V9.6
rules-colonel-challenge = **Desafio.** No começo da sua vez você pode desafiar: se o adversário recusar, o jogo continua; se aceitar, a mão acaba e o menor total na mão marca o total do outro.
# V9.7
rules-colonel-match = **Disputa.** Quatro mãos (cada um dá as cartas duas vezes), a não ser que a mesa defina outro número; vence o maior total geral. Sem bônus.

# What a Colonel hand counts, under the hand (V9.4, V9.6).
rules-colonel-count = Na mão: { $held } (todas as suas cartas contam, em jogos também) · depois de baixar o que puder: { $after }
rules-colonel-count-nothing-to-lay = Na mão: { $held } (todas as suas cartas contam, em jogos também) · nada para baixar

## The variants of two-handed Gin (docs/rules/gin-rummy.md, V1–V8).

rules-this-table-plays = **Nesta mesa se joga:**
# V1
rules-oklahoma = **Oklahoma.** A primeira carta virada define o limite para bater (figuras 10); um ás virado quer dizer só gin. Uma carta virada de espadas dobra os pontos da mão e os bônus dela (não os bônus de partida, capote ou caixa).
# V1.4
rules-oklahoma-current = **Oklahoma, carta atual.** O limite para bater é o valor da carta de cima do lixo no começo da sua vez (um ás: não se pode bater); as espadas continuam valendo pela primeira carta virada.
# V2
rules-hollywood = **Hollywood.** Três partidas são marcadas ao mesmo tempo. A partida 1 conta toda mão que você vence; a 2 só depois que você marcou na 1, a 3 depois que marcou na 2 (e todas, se você levar capote em uma). Cada partida termina na meta com seus próprios bônus; quem vence duas das três vence a série.
# V3
rules-eleven-card = **Onze cartas.** Quem não deu as cartas recebe 11 e não há carta virada: a primeira vez dele é um descarte (ou uma batida) sem comprar.
# V4
rules-around-corner = **Sequência circular.** As sequências podem dar a volta: Q-K-A, K-A-2 e Q-K-A-2-3 são sequências. O ás vale 15, a não ser que a mesa diga 1; a partida vai a 125.
# V5
rules-doubling = **Dobrar.** Uma vez por mão, no começo da sua vez e antes de comprar, você pode propor dobrar. O adversário aceita (a mão vale o dobro), desiste ou redobra (quatro vezes, se a mesa permitir). Recusar encerra a mão como se quem propôs tivesse batido, mais 20 para ele.
# V6
rules-gin-only = **Só gin.** Não se pode bater: uma mão só termina com gin ou empate. A partida vai a 250.
# V7
rules-three-players = **Três jogadores.** Dois jogam cada mão enquanto o terceiro fica de fora e dá as cartas; quem perde uma mão fica de fora na seguinte. Cada um tem o seu próprio total, até 100.
# V8
rules-partnership = **Em duplas.** Quatro jogadores em duas duplas, parceiros frente a frente. Cada mão são dois jogos de dois, e os parceiros enfrentam adversários diferentes a cada vez; a dupla que marcou mais leva a diferença e uma caixa. A partida vai a 125; você vê só a sua própria mão, e o jogo do seu parceiro enquanto ele joga.

## A table's rules in one line (the terminal's first line, a game's name
## when it resumes).

rules-summary-jersey = Jersey Gin; 3 lugares; até { $target }; bate com { $knock_limit } ou menos; gin { $gin }, contra-batida { $underknock }, partida { $game }, caixa { $box }
rules-summary-colonel = Coronel; 2 lugares; uma disputa de { $hands } mãos
# Between the parts of a one-line summary.
rules-summary-separator = { "; " }
rules-summary-switches = { $game }: { $switches }
rules-summary-oklahoma-current = Oklahoma (limite pela carta virada atual)
rules-summary-doubling-no-redouble = dobrar (sem redobrar)
rules-summary-seats = { $seats } lugares; até { $target }
rules-summary-seats-hollywood = { $seats } lugares; até { $target } em cada uma das três partidas
rules-summary-knock-limit = bate com { $limit } ou menos
rules-summary-ace-points = o ás vale { $points }
rules-summary-bonuses = gin { $gin }, contra-batida { $undercut }, partida { $game }, caixa { $box }
rules-summary-extra-boxes = { $count ->
    [one] { $count } caixa extra
   *[other] { $count } caixas extras
} por gin ou contra-batida
rules-summary-shutout-bonus = capote: bônus de partida de 200
rules-summary-no-shutout = sem bônus de capote
rules-summary-winner-deals = quem vence dá as cartas na próxima
rules-summary-deal-alternates = quem dá as cartas se alterna

## Rules that cannot be played (V10.3).
rules-unknown-game = jogo desconhecido { $game }: use jersey, gin ou colonel
rules-unknown-variant = variante desconhecida { $variant }: use { $choices }
rules-jersey-takes-no-variants = Jersey Gin não aceita variantes (recebeu { $variant })
rules-refusal-conflict = { $clash ->
    [hollywood-partnership] Hollywood e em duplas
    [oklahoma-eleven] Oklahoma e a mão de onze cartas
    [oklahoma-gin-only] Oklahoma e só gin
    [three-partnership] três jogadores e em duplas
   *[hollywood-three] Hollywood e três jogadores
} não podem ser combinados (V10.3)
rules-refusal-colonel-is-a-game = Coronel é um jogo à parte (V10.3): não aceita variantes
rules-refusal-colonel-with = Coronel não combina com { $variant } (V10.3: Coronel não aceita variantes)
rules-refusal-colonel-with-switches = Coronel não combina com { $variants } (V10.3)
rules-refusal-target = a meta vai de 1 a 10000, não { $target }

## A força medida de cada nível do computador, sob as regras de cada jogo
## (src/level_strength.rs; números e comandos: docs/strength.md).

rules-levels-title = **Níveis do computador**, medidos com distribuições espelhadas (cada distribuição é jogada dos dois lados e a sorte se anula; uma divisão igual é { $even }%):
rules-levels-against-level = • { $level } contra { $seats ->
    [1] { $other }
   *[other] dois lugares { $other }
}: vence { $share }% das partidas ({ $low }–{ $high }% com 95% de confiança, { $games } partidas)
rules-levels-against-reference = • { $level } contra o jogador de referência do torneio de Gin Rummy EAAI 2021: vence { $share }% das partidas ({ $low }–{ $high }% com 95% de confiança, { $games } partidas)
