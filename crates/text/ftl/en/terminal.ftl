### The terminal game: prompts, status lines, help.

