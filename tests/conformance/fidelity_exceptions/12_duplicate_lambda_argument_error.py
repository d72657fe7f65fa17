print("never printed")
pairs = sorted([(1, 2)], key=lambda p, *p: p[1])
