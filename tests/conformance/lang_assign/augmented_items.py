counts = {}
for word in "the cat and the hat and the bat".split():
    counts[word] = counts.get(word, 0) + 1
counts["the"] += 10
counts["cat"] -= 1
print(counts)
scores = [10, 20, 30]
scores[0] += 5
scores[-1] *= 2
scores[1:2] += [99]
print(scores)
grid = [[0, 0], [0, 0]]
grid[1][0] += 7
grid[0][1] -= 2
print(grid)
nested = {"a": {"hits": 1}}
nested["a"]["hits"] += 1
print(nested)
