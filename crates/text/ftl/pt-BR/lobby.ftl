### Opening a table, taking seats, options, starting, the language of a table.

lobby-option-out-of-range = `{ $option }` precisa ficar entre { $min } e { $max } (você enviou { $sent }). Nada foi alterado.
lobby-computers-leave-a-seat = `{ $option }` precisa deixar um lugar para você: este jogo tem { $seats ->
        [one] { $seats } lugar
       *[other] { $seats } lugares
    } (você enviou { $sent }). Nada foi alterado.
lobby-cannot-open = Não dá para abrir esse jogo: { $reason }.
lobby-bonus-not-jersey = Os bônus de contra-batida e de gin são do Gin Rummy: o Jersey Gin pontua do seu jeito.
lobby-colonel-no-options = O Coronel é uma disputa de várias mãos: não aceita meta nem bônus.
lobby-opened = Mesa aberta: { $rules }. Você tem o primeiro lugar{ $computers ->
        [0] {""}
        [one] , com 1 lugar do computador ({ $level })
       *[other] , com { $computers } lugares do computador ({ $level })
    }. { $full ->
        [yes] Todos os lugares estão ocupados: é só começar.
       *[no] Os outros entram pela mensagem da mesa ou com `/gin { command-gin-join }`; depois é só começar.
    }
lobby-opened-text-only = As cartas aparecem só como texto (sem imagens).
lobby-opened-four-colour = As cartas são desenhadas em quatro cores: paus verde, ouros azul.
lobby-opened-language = A mesa fala { $language }: as mensagens dela saem nesse idioma para todos.
lobby-opened-private = Este servidor só deixa os apps adicionados pelos membros responderem em privado, então ninguém mais veria esta mesa: aqui você joga contra o computador. Para jogar com amigos, peça ao servidor que permita apps externos ou adicione o bot, ou jogue numa DM ou DM em grupo.
lobby-joined = Você se sentou à mesa.
lobby-left = Você saiu da mesa.
lobby-computer-added = Um lugar do computador ({ $level }) foi adicionado.
lobby-started = A partida começou: embaralhar e dar as cartas!
lobby-rematch = Uma nova partida começa com os mesmos lugares.
lobby-abandon-done = Pronto: veja no canal como ficou a mesa.
lobby-table-posted = A mesa foi publicada aqui embaixo.
