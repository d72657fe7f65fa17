# Dicts of 100, 1000 and 100000 keys: lookups, deletes and order at each
# table size.
for n in (5, 85, 86, 100, 1000, 21845, 21846, 100000):
    d = {}
    for i in range(n):
        d[i * 7] = i
    ok = all(d[i * 7] == i for i in range(n))
    missing = sum(1 for i in range(n) if (i * 7 + 1) in d)
    for i in range(0, n, 3):
        del d[i * 7]
    left = len(d)
    for i in range(0, n, 3):
        d[i * 7] = -i
    keys = list(d)
    print(n, ok, missing, left, len(d), keys[:3], keys[-3:], d.get((n - 1) * 7))

words = {"w%05d" % i: i for i in range(100000)}
print(len(words), words["w00000"], words["w99999"], "w100000" in words)
total = 0
for k in words:
    total += words[k]
print(total)
for i in range(100000):
    if i % 10:
        del words["w%05d" % i]
print(len(words), list(words)[:4], list(words)[-2:])
big = dict.fromkeys(range(40000), 0)
big2 = big.copy()
big2[-1] = 1
print(len(big), len(big2), big2[-1], list(big2)[-2:], big == big2)
strs = {str(i): i for i in range(130)}
print(sum(strs.values()), strs["129"], list(strs)[126:])
