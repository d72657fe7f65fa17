print({x: x * x for x in range(6)})
print({k: v for k, v in zip('abc', [3, 2, 1]) if v > 1})
print({x % 3: x for x in range(10)})
words = ['apple', 'bob', 'apple', 'cat']
print({w: words.count(w) for w in words})
print({(i, j): i * j for i in range(2) for j in range(2)})
print({v: k for k, v in {'a': 1, 'b': 2}.items()})
