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
