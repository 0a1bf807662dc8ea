### The table message: the header, seats, scores, whose turn it is.

