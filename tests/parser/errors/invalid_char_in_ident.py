x€y = 1
