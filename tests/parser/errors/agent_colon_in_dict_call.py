d = dict(a: 1)
