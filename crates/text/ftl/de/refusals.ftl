### Why a move or command is refused (table refusals, shared by every front
### end).

