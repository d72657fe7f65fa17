def top_scores(scores, n):
    return sorted(scores, reverse=True)[:n]


print(top_scores([3, 9, 4, 7], 2))
best = top_scores([1, 8], 1)
print(best)
for s in len(best):
    print(s)
