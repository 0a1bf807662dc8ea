### Opening a table, taking seats, options, starting, the language of a table.
