x = {a: *b}
