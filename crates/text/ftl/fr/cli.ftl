### Messages the command-line tools print for a player.

