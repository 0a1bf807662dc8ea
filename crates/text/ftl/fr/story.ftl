### The story of a game as the channel and the terminal tell it: one line per
### event (src/render.rs).

