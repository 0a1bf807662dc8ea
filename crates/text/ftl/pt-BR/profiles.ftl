### Perfis e conquistas (issue 43).

achievement-first-win = Primeira vitória
    .about = Vença uma partida.
achievement-first-gin = Primeiro gin
    .about = Faça gin (no Coronel: bata) pela primeira vez.
achievement-big-gin = Gin grande
    .about = Faça gin valendo 50 pontos ou mais numa só mão.
achievement-undercut = Contra-batida
    .about = Dê uma contra-batida em quem bateu.
achievement-shutout = Capote
    .about = Vença uma partida em que nenhum adversário marcou pontos.
achievement-five-in-a-row = Cinco seguidas
    .about = Vença cinco partidas seguidas.
achievement-hollywood-sweep = Hollywood completo
    .about = Vença as três partidas de uma série Hollywood.
achievement-colonel-challenge = Desafio vencido
    .about = Vença um desafio no Coronel.
achievement-beat-hard = Melhor que a máquina
    .about = Vença uma partida contra um jogador do computador difícil.
achievement-every-variant = Todas as variantes
    .about = Termine partidas com cada uma das oito variantes do Gin Rummy.
achievement-every-game = A família toda
    .about = Termine uma partida de Jersey Gin, de Gin Rummy e de Coronel.

profile-story-earned = { $badge } { $name } ganhou uma conquista: **{ $achievement }** ({ $about })
profile-term-earned = { $badge } Conquista ganha: { $achievement } ({ $about })

## /gin profile
command-gin-profile = perfil
    .description = As partidas, a pontuação e as conquistas de um jogador (por padrão, as suas).
command-gin-profile-user = usuário
    .description = De quem (por padrão, você)
profile-nothing = { $who } ainda não terminou nenhuma partida.
profile-title = 👤 **{ $who }** — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }, melhor sequência de vitórias { $streak }
profile-game-here = **{ $game }** aqui: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }, rating { $rating } ± { $uncertainty }
profile-game-not-here = **{ $game }**: nenhuma partida neste canal
profile-game-everywhere = No total: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    } · gins { $gins } · contra-batidas { $undercuts } · capotes { $shutouts } · caixas { $boxes } · melhor sequência { $streak } · favorita: { $variant }
profile-standard = padrão
profile-achievements = 🏅 Conquistas ({ $count } de { $total }): { $list }
profile-no-achievements = 🏅 Nenhuma conquista ainda.
profile-pic-games = PARTIDAS
profile-pic-wins = VITÓRIAS
profile-pic-rating = RATING
profile-pic-gins = GINS
profile-pic-undercuts = CONTRA-BATIDAS
profile-pic-shutouts = CAPOTES
profile-pic-boxes = CAIXAS
profile-pic-streak = MELHOR SEQUÊNCIA
profile-pic-headline = { $games ->
        [one] { $games } PARTIDA
       *[other] { $games } PARTIDAS
    } - { $wins ->
        [one] { $wins } VITÓRIA
       *[other] { $wins } VITÓRIAS
    }
profile-pic-badges = CONQUISTAS { $count }/{ $total }

## /gin leaderboard scope:server
command-gin-leaderboard-scope = alcance
    .description = A deste canal ou a deste servidor (por padrão, a do canal)
command-gin-leaderboard-season = temporada
    .description = O mês do servidor (por padrão, este mês)
command-choice-this-channel = este canal
command-choice-this-server = este servidor
command-choice-this-month = este mês
command-choice-last-month = mês passado
ladder-no-server = A classificação do servidor é para servidores: isto é uma mensagem direta.
ladder-no-games = Ainda não há partidas terminadas de { $game } neste servidor em { $month }.
ladder-title = 📈 **Classificação do servidor: { $game }, { $month }** (rating − 3σ · partidas · vitórias · pontos)

## /gin privacy and /gin forget-me: a person's data, answered to them alone.
command-gin-privacy = privacidade
    .description = O que este bot guarda sobre você e como fazê-lo esquecer.
command-gin-forget-me = esquecer-me
    .description = Tira seu nome das estatísticas, classificações e perfil (pergunta antes).
privacy-title = 🔒 **O que este bot guarda sobre você**
privacy-games = • Partidas com um lugar seu: { $count } (lugares, jogadas e resultados; os registros de outros jogadores dependem delas)
privacy-stats = • Pontuações e estatísticas: { $count } (uma por canal e jogo)
privacy-ladder = • Classificações do servidor: { $count } (uma por servidor, mês e jogo)
privacy-achievements = • Conquistas: { $count } obtidas
privacy-notice = • Como você é avisado da sua vez: { $medium ->
        [dm] uma mensagem direta
        [off] nada
       *[mention] uma menção
    }
privacy-daily = • Resultados da mão do dia: { $count } (seus pontos e sua posição na mão de cada dia)
privacy-hand-views = • Visões da mão mantidas em dia: { $count } (cada uma com um token do Discord que vale 15 minutos)
privacy-commands = • Comandos recentes nos registros dos canais que citam você: { $count } (apagados quando os registros são podados)
privacy-open-tables = • Mesas abertas onde você senta ou que você abriu: { $tables }
privacy-nothing = 🔒 Este bot não guarda nada que cite você.
privacy-names = Seu nome de exibição fica só na memória, para as imagens da mesa; nunca é guardado.
privacy-forget-hint = `/gin forget-me` tira seu nome de tudo isso: suas partidas ficam, com um nome anônimo.
forget-confirm = ⚠️ Isto põe um nome anônimo nos seus lugares de { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } e apaga suas pontuações, classificações, conquistas, a forma de aviso da vez e suas visões da mão. Não dá para desfazer. Descarte esta mensagem para manter tudo.
forget-button = Esquecer-me
forget-done = ✅ Esquecido. { $games ->
        [one] { $games } partida mostra
       *[other] { $games } partidas mostram
    } agora um jogador anônimo no seu lugar, e { $rows } registros sobre você foram apagados. Novas partidas que você jogar contarão do zero.
forget-at-tables = Você está numa mesa aberta: { $tables }. Termine ou saia dela (ou feche-a, se foi você que abriu) e peça de novo. Nada foi apagado.
forget-nothing = Não há nada a esquecer: este bot não guarda nada que cite você.

## /gin daily and /gin daily-board: the daily deal, answered to the person alone.
command-gin-daily = mao-do-dia
    .description = Jogue a mão de hoje contra o computador difícil: as mesmas cartas para todos, uma vez por dia.
command-gin-daily-game = jogo
    .description = De qual jogo é a mão (padrão Gin Rummy)
command-gin-daily-board = placar-do-dia
    .description = Os resultados da mão do dia, em ordem: os deste servidor ou os de todos.
command-gin-daily-board-game = jogo
    .description = De qual jogo é a mão (padrão Gin Rummy)
command-gin-daily-board-scope = alcance
    .description = Jogadores deste servidor ou todos (padrão: os do servidor, num servidor)
command-choice-everywhere = todos os lugares
daily-done = 🗓️ **Mão do dia · { $game } · { $day }**: você fez **{ $points }**, posição { $rank } de { $players }.
daily-not-yet = 🗓️ **Mão do dia · { $game } · { $day }**: ainda não jogada. `/gin daily` distribui para você.
daily-streak = 🔥 Sequência: { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } seguidos com uma mão do dia terminada.
daily-board-title = 🏁 **Placar da mão do dia · { $game } · { $day }**
daily-board-empty = 🏁 Ninguém terminou ainda aqui a mão de { $game } de { $day }.
daily-table-busy = Há uma mesa aberta neste canal. Termine-a antes, ou jogue sua mão do dia em outro canal ou numa mensagem direta com o bot.
