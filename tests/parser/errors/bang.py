x = !a
