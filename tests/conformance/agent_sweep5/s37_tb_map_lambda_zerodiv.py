values = [1, 2, 3]
result = list(map(lambda v: v / (v - 2), values))
