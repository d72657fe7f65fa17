points = [(1, 2), (3, 4)]
for x, y in points:
    print(x + y)
dist = (3 ** 2 + 4 ** 2) ** 0.5
print(dist)
factor = 2
scaled = factor * (dist + 1)
print(scaled)
# forgot the * operator
result = factor (dist + 1)
print(result)
