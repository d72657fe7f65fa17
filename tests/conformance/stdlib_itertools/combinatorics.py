from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product('ab', [1, 2])))
print(list(product([0, 1], repeat=3)))
print(list(product('ab', 'xy', repeat=2))[:5], len(list(product('ab', 'xy', repeat=2))))
print(list(product()), list(product([], [1])))
print(list(permutations([1, 2, 3])))
print(list(permutations('abcd', 2)))
print(list(permutations([1, 2], 3)), list(permutations([], 0)), list(permutations('ab', 0)))
print(list(combinations(range(5), 3)))
print(list(combinations('abc', 0)), list(combinations('abc', 4)))
print(list(combinations_with_replacement('abc', 2)))
print(list(combinations_with_replacement([], 2)), list(combinations_with_replacement([], 0)))
print(sum(1 for _ in permutations(range(6))), sum(1 for _ in combinations(range(10), 4)))

# agent style: find subsets summing to a target
nums = [3, 34, 4, 12, 5, 2]
hits = [c for r in range(1, len(nums) + 1) for c in combinations(nums, r) if sum(c) == 9]
print(hits)
# best pair of items under a budget
items = {'a': 12, 'b': 7, 'c': 15, 'd': 3}
best = max((p for p in combinations(items, 2) if items[p[0]] + items[p[1]] <= 20),
           key=lambda p: items[p[0]] + items[p[1]])
print(best)
# brute-force a tiny TSP
dist = {('A', 'B'): 2, ('A', 'C'): 9, ('A', 'D'): 10, ('B', 'C'): 6, ('B', 'D'): 4, ('C', 'D'): 8}
def d(x, y):
    return dist.get((x, y)) or dist[(y, x)]
routes = [('A',) + p for p in permutations('BCD')]
best = min(routes, key=lambda r: sum(d(r[i], r[i + 1]) for i in range(len(r) - 1)))
print(best, sum(d(best[i], best[i + 1]) for i in range(3)))
