### Por que uma jogada ou um comando é recusado (recusas da mesa, comuns a
### todas as interfaces; src/render/refusals.rs). Os lugares são numerados
### como o motor os numera (a partir de 0).

## A mesa

refusal-no-table = Não há mesa neste canal: abra uma primeiro.
refusal-table-exists = Já há uma mesa aberta neste canal.
refusal-not-in-lobby = A mesa não está aceitando jogadores: há uma partida em andamento ou já encerrada.
refusal-not-playing = Nenhuma partida está sendo jogada nesta mesa.
refusal-not-finished = A partida ainda não terminou.
refusal-already-seated = Você já tem um lugar nesta mesa.
refusal-table-full = A mesa está cheia: todos os lugares estão ocupados.
refusal-not-a-player = Você não joga nesta mesa.
refusal-no-computer = Não há lugar do computador para remover.
refusal-not-enough-seats = Esta partida precisa de { $needed } lugares; { $seats } ocupados.
refusal-not-opener = Só quem abriu a mesa ou um moderador pode fazer isso.
refusal-stale = Isso era para uma vez anterior (vez { $sent }); a partida já está na vez { $now }.
refusal-leave-during-game = Você não pode sair durante uma partida: peça para abandoná-la.
refusal-not-handed-over = Seu lugar não está sendo jogado pelo computador.
refusal-already-voted = Você já votou para abandonar esta partida.
refusal-nothing-due = Ainda não há nada pendente.
refusal-system-only = O serviço não pode fazer isso.
refusal-invalid-settings = Configurações de mesa inválidas: { $reason }.
refusal-other-shard = As mesas deste servidor são cuidadas por outro processo do bot (shard { $shard } de { $total }), não este: nada foi alterado; tente de novo daqui a pouco.
refusal-other-process = Esta mesa agora é cuidada por outro processo do bot: nada foi alterado.

## As regras do jogo

refusal-game-over = A partida acabou.
refusal-hand-over = Esta mão acabou: dê as cartas da próxima.
refusal-hand-not-over = A mão ainda está sendo jogada.
refusal-not-your-turn = Não é a sua vez: é a vez do lugar { $turn }.
refusal-must-draw-first = Primeiro compre uma carta, do monte ou do lixo.
refusal-already-drew = Você já comprou nesta vez: descarte ou bata.
refusal-no-discard = O lixo está vazio.
refusal-upcard-not-usable = Depois da interrupção você só pode pegar a carta virada { $card } se puder usá-la num jogo na hora.
refusal-card-not-in-hand = { $card } não está na sua mão.
refusal-cannot-discard-taken = Você pegou { $card } do lixo nesta vez e não pode devolvê-la.
refusal-knock-after-break = Ninguém pode bater depois da interrupção.
refusal-knock-too-high = Você não pode bater: descartando { $card } ficam { $deadwood } em cartas soltas, acima do limite de { $limit } para bater.
refusal-no-such-seat = O lugar { $seat } não existe: os lugares são 0, 1 e 2.
refusal-seat-out-of-range = O lugar { $seat } não existe: esta partida tem { $seats } lugares, de 0 a { $last }.
refusal-not-in-this-game = Essa jogada não faz parte de { $game }.
refusal-sitting-out = Você fica de fora nesta mão.
refusal-waiting-for-other-table = Sua mão acabou: a outra mesa ainda está jogando.
refusal-take-or-pass-upcard = Primeiro pegue a carta virada { $card } ou passe.
refusal-no-upcard-offer = Agora não há carta virada para passar.
refusal-must-draw-stock = Os dois jogadores passaram a carta virada: compre do monte.
refusal-no-draw-on-opening = Na primeira vez você descarta ou bate sem comprar.
refusal-gin-only = Esta mão é só gin: descartando { $card } ficam { $deadwood } em cartas soltas.
refusal-no-doubling = Esta mesa não joga com dobra.
refusal-double-used = Já foi proposta uma dobra nesta mão.
refusal-double-not-now = Só se pode propor a dobra no início da sua vez, antes de comprar.
refusal-no-double-offered = Não há dobra para responder.
refusal-answer-double = Primeiro responda à dobra: aceite, redobre ou desista.
refusal-no-redouble = Esta mesa não joga com redobro.
refusal-not-a-meld = { $cards } não é um jogo.
refusal-cannot-lay-off = { $cards } não pode ser encaixado em { $meld }.
refusal-no-such-meld = Não há o jogo { $meld } na mesa.
refusal-would-strand-taken = Sobraria só { $card }, que você pegou do lixo nesta vez.
refusal-discard-only-to-go-out = O monte está vazio: você só pode descartar para bater; senão, encerre a vez.
refusal-end-turn-not-now = Você só pode encerrar a vez sem descartar depois de comprar a última carta do monte.
refusal-challenge-not-now = Só se pode desafiar no início da sua vez, antes de comprar, uma vez por vez.
refusal-no-challenge = Não há desafio para responder.
refusal-answer-challenge = Primeiro responda ao desafio.
refusal-daily-once = Uma mão do dia se joga uma vez só: não tem revanche.
refusal-hints-off = Esta mesa não permite dicas.
refusal-no-decision = Você não tem nenhuma decisão a tomar agora.

## A lista da próxima partida (issue 42)
refusal-already-waiting = Você já está na lista da próxima partida.
refusal-not-waiting = Você não está na lista da próxima partida.
refusal-lobby-open = A mesa está reunindo jogadores agora: toque em Sentar.
