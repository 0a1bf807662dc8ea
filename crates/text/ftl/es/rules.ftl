### The rules as /gin rules and the terminal's rules screen show them.

