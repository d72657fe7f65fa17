evens = {x for x in range(20) if x % 2 == 0}
threes = set(range(0, 20, 3))
print(evens, threes)
print(evens & threes, evens | threes)
print(evens - threes, threes - evens, evens ^ threes)
print(evens.issubset(set(range(20))), {6, 12} <= evens & threes, evens.isdisjoint({1, 3}))
ids = [104, 7, 33, 7, 104, 2, 33, 99]
seen = set()
dupes = set()
for i in ids:
    if i in seen:
        dupes.add(i)
    seen.add(i)
print(seen, dupes, len(seen), sorted(seen - dupes))
s = {3, 1, 2}
s.discard(5)
s.discard(1)
s.update([10, 0])
print(s, s.pop() in {0, 2, 3, 10}, len(s))
print({-1, -5, 3}, {2 ** 40, 1}, {100, 1000, 10}, set([1, 1.0, True]))
