### Messages the command-line tools print for a player.

## `replay`.

cli-seat = Asiento { $seat }
cli-standard-input = la entrada estándar
cli-cannot-read = no se puede leer { $path }
cli-cannot-read-stdin = no se puede leer la entrada estándar
cli-cannot-write = no se puede escribir { $path }
cli-not-a-replay = { $file } no es un archivo de repetición (los escriben `jersey-gin sim --save DIR` y `jersey-gin db export --game ID`)
cli-cannot-replay = no se puede reproducir { $file }: { $reason }
cli-illegal-move = la jugada { $number } ({ $seat }: { $action }) no está permitida: { $error }
cli-unfinished = (la partida está sin terminar tras { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
})

## `replay --pictures DIR`.

cli-pictures-of-unfinished = { $file } es una partida que no ha terminado (tras { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}): sus imágenes mostrarían la mano oculta de cada jugador. Si la partida se abandonó o ya nadie la juega, añade --unfinished
cli-pictures-written = { $pictures ->
    [one] se escribió { $pictures } imagen
   *[other] se escribieron { $pictures } imágenes
} de { $hands ->
    [one] { $hands } mano
   *[other] { $hands } manos
} en { $dir }{ $names }
cli-pictures-hands-unseen = { $count ->
    [one] { $count } mano terminó sin mostrar las manos (nula): no tiene imagen de la mesa
   *[other] { $count } manos terminaron sin mostrar las manos (nulas): no tienen imagen de la mesa
}
cli-pictures-folder-is-a-file = { $dir } es un archivo, no una carpeta para las imágenes
cli-pictures-cannot-create = no se puede crear la carpeta { $dir }
cli-pictures-cannot-list = no se puede leer la carpeta { $dir }
cli-pictures-folder-in-use = { $dir } ya contiene imágenes ({ $file }): elige una carpeta nueva o vacía, para que no se mezclen las imágenes de dos partidas
cli-pictures-cannot-draw = no se puede dibujar { $file }

# jersey-gin review (issue 41).
cli-review-bad-seat = Esta partida tiene los asientos 1 a { $seats }, no { $seat }.
cli-review-title = El análisis del entrenador para { $seat } (solo desde la vista de ese asiento): { $decisions ->
    [one] 1 decisión
   *[other] { $decisions } decisiones
  }
cli-review-line = Jugada { $number }: { $played } ({ $chance }%); la mejor: { $best } ({ $best_chance }%); { $loss } puntos de probabilidad de ganar perdidos: { $grade ->
    [good] buena
    [inaccuracy] una imprecisión
    [mistake] un error
   *[blunder] un error grave
  }
cli-review-summary = Precisión { $accuracy }%: { $good } buenas, { $inaccuracies ->
    [one] 1 imprecisión
   *[other] { $inaccuracies } imprecisiones
  }, { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
  }, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
  }. Suerte (las cartas y los demás jugadores, sin contar las decisiones): { $luck } puntos de probabilidad de ganar.
cli-review-game-title = Resumen de la partida: la precisión de cada asiento (100: cada decisión fue la elección del entrenador).
