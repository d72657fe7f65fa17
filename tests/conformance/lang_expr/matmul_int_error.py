def dot(u, v):
    return sum(x * y for x, y in zip(u, v))


u, v = [1, 2, 3], [4, 5, 6]
print(dot(u, v))
weights = 3
scores = 7
print(scores * weights)
print(scores @ weights)
