### Perfiles y logros (issue 43).

achievement-first-win = Primera victoria
    .about = Gana una partida.
achievement-first-gin = Primer gin
    .about = Haz gin (en Coronel: sal) por primera vez.
achievement-big-gin = Gin grande
    .about = Haz gin por 50 puntos o más en una sola mano.
achievement-undercut = Contragolpe
    .about = Dale un contragolpe a quien cierra.
achievement-shutout = Blanqueo
    .about = Gana una partida en la que ningún rival sumó puntos.
achievement-five-in-a-row = Cinco seguidas
    .about = Gana cinco partidas seguidas.
achievement-hollywood-sweep = Pleno en Hollywood
    .about = Gana las tres partidas de una serie Hollywood.
achievement-colonel-challenge = Desafío ganado
    .about = Gana un desafío en Coronel.
achievement-beat-hard = Más que la máquina
    .about = Gana una partida contra un jugador de la computadora difícil.
achievement-every-variant = Todas las variantes
    .about = Termina partidas con cada una de las ocho variantes del Gin Rummy.
achievement-every-game = Toda la familia
    .about = Termina una partida de Jersey Gin, de Gin Rummy y de Coronel.

profile-story-earned = { $badge } { $name } consiguió un logro: **{ $achievement }** ({ $about })
profile-term-earned = { $badge } Logro conseguido: { $achievement } ({ $about })

## /gin profile
command-gin-profile = perfil
    .description = Las partidas, la puntuación y los logros de un jugador (por defecto, los tuyos).
command-gin-profile-user = usuario
    .description = De quién (por defecto, tú)
profile-nothing = { $who } todavía no terminó ninguna partida.
profile-title = 👤 **{ $who }** — { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, mejor racha { $streak }
profile-game-here = **{ $game }** aquí: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, puntuación { $rating } ± { $uncertainty }
profile-game-not-here = **{ $game }**: ninguna partida en este canal
profile-game-everywhere = En total: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    } · gin { $gins } · contragolpes { $undercuts } · blanqueos { $shutouts } · casillas { $boxes } · mejor racha { $streak } · favorita: { $variant }
profile-standard = estándar
profile-achievements = 🏅 Logros ({ $count } de { $total }): { $list }
profile-no-achievements = 🏅 Todavía ningún logro.
profile-pic-games = PARTIDAS
profile-pic-wins = VICTORIAS
profile-pic-rating = PUNTUACIÓN
profile-pic-gins = GIN
profile-pic-undercuts = CONTRAGOLPES
profile-pic-shutouts = BLANQUEOS
profile-pic-boxes = CASILLAS
profile-pic-streak = MEJOR RACHA
profile-pic-headline = { $games ->
        [one] { $games } PARTIDA
       *[other] { $games } PARTIDAS
    } - { $wins ->
        [one] { $wins } VICTORIA
       *[other] { $wins } VICTORIAS
    }
profile-pic-badges = LOGROS { $count }/{ $total }

## /gin leaderboard scope:server
command-gin-leaderboard-scope = alcance
    .description = La de este canal o la de este servidor (por defecto, la del canal)
command-gin-leaderboard-season = temporada
    .description = El mes del servidor (por defecto, este mes)
command-choice-this-channel = este canal
command-choice-this-server = este servidor
command-choice-this-month = este mes
command-choice-last-month = el mes pasado
ladder-no-server = La clasificación del servidor es para servidores: esto es un mensaje directo.
ladder-no-games = Todavía no hay partidas terminadas de { $game } en este servidor en { $month }.
ladder-title = 📈 **Clasificación del servidor: { $game }, { $month }** (puntuación − 3σ · partidas · victorias · puntos)

## /gin privacy and /gin forget-me: a person's data, answered to them alone.
command-gin-privacy = privacidad
    .description = Qué guarda este bot sobre ti y cómo hacer que lo olvide.
command-gin-forget-me = olvidarme
    .description = Quita tu nombre de estadísticas, clasificaciones y perfil (pregunta antes).
privacy-title = 🔒 **Lo que este bot guarda sobre ti**
privacy-games = • Partidas con un asiento tuyo: { $count } (asientos, jugadas y resultados; los registros de otros jugadores dependen de ellas)
privacy-stats = • Puntuaciones y estadísticas: { $count } (una por canal y juego)
privacy-ladder = • Clasificaciones del servidor: { $count } (una por servidor, mes y juego)
privacy-achievements = • Logros: { $count } conseguidos
privacy-notice = • Cómo se te avisa de tu turno: { $medium ->
        [dm] un mensaje directo
        [off] nada
       *[mention] una mención
    }
privacy-daily = • Resultados del reparto diario: { $count } (tus puntos y tu puesto en el reparto de cada día)
privacy-hand-views = • Vistas de mano que se mantienen al día: { $count } (cada una con un token de Discord que dura 15 minutos)
privacy-commands = • Órdenes recientes en los registros de los canales que te nombran: { $count } (se borran al podar los registros)
privacy-open-tables = • Mesas abiertas donde te sientas o que abriste: { $tables }
privacy-nothing = 🔒 Este bot no guarda nada que te nombre.
privacy-names = Tu nombre visible solo se tiene en memoria, para las imágenes de la mesa; nunca se guarda.
privacy-forget-hint = `/gin forget-me` quita tu nombre de todo esto: tus partidas quedan, con un nombre anónimo.
forget-confirm = ⚠️ Esto pone un nombre anónimo en tus asientos de { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } y borra tus puntuaciones, clasificaciones, logros, la forma de avisarte del turno y tus vistas de mano. No se puede deshacer. Descarta este mensaje para conservarlo todo.
forget-button = Olvidarme
forget-done = ✅ Olvidado. { $games ->
        [one] { $games } partida muestra
       *[other] { $games } partidas muestran
    } ahora un jugador anónimo en tu asiento, y se borraron { $rows } registros sobre ti. Las partidas nuevas que juegues contarán desde cero.
forget-at-tables = Estás en una mesa abierta: { $tables }. Termínala o déjala (o ciérrala, si la abriste) y vuelve a pedirlo. No se borró nada.
forget-nothing = No hay nada que olvidar: este bot no guarda nada que te nombre.

## /gin daily and /gin daily-board: the daily deal, answered to the person alone.
command-gin-daily = reparto-diario
    .description = El reparto de hoy contra la computadora difícil: las mismas cartas para todos, una vez al día.
command-gin-daily-game = juego
    .description = De qué juego es el reparto (por defecto Gin Rummy)
command-gin-daily-board = tabla-diaria
    .description = Los resultados del reparto de hoy, ordenados: los de este servidor o los de todos.
command-gin-daily-board-game = juego
    .description = De qué juego es el reparto (por defecto Gin Rummy)
command-gin-daily-board-scope = alcance
    .description = Jugadores de este servidor o todos (por defecto: los del servidor, en un servidor)
command-choice-everywhere = en todas partes
daily-done = 🗓️ **Reparto diario · { $game } · { $day }**: hiciste **{ $points }**, puesto { $rank } de { $players }.
daily-not-yet = 🗓️ **Reparto diario · { $game } · { $day }**: aún sin jugar. `/gin daily` te lo reparte.
daily-streak = 🔥 Racha: { $days ->
        [one] { $days } día
       *[other] { $days } días
    } seguidos terminando un reparto diario.
daily-board-title = 🏁 **Tabla del reparto diario · { $game } · { $day }**
daily-board-empty = 🏁 Aquí nadie ha terminado todavía el reparto de { $game } del { $day }.
daily-table-busy = Hay una mesa abierta en este canal. Termínala antes, o juega tu reparto diario en otro canal o en un mensaje directo con el bot.
