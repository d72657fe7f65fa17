# The loop variable of a for loop over a range or a list, in its forms:
# a local, a global, a cell a closure reads, an attribute, an item,
# a tuple target, and a list changed while it is walked.
def local_sum(n):
    total = 0
    for j in range(n):
        total += j
    return total, j

print(local_sum(10))

def steps():
    out = []
    for j in range(10, -10, -3):
        out.append(j)
    for j in range(2**62, 2**62 + 3):
        out.append(j - 2**62)
    for j in range(9223372036854775800, 9223372036854775807, 3):
        out.append(j)
    return out

print(steps())

for g in range(3):
    pass
print("global", g)

def closures():
    fns = []
    for k in range(3):
        fns.append(lambda: k)
    return [f() for f in fns]

print(closures())

class Box:
    pass

b = Box()
for b.value in [1, 2, 3]:
    pass
print("attr", b.value)

slots = [0, 0, 0]
for slots[1] in range(5):
    pass
print("item", slots)

pairs = [(1, "a"), (2, "b")]
for n, s in pairs:
    print(n, s)

items = [1, 2, 3]
seen = []
for x in items:
    seen.append(x)
    if x < 3:
        items.append(x + 10)
print(seen, items)

shrink = [1, 2, 3, 4, 5]
for x in shrink:
    shrink.pop()
print(x, shrink)

class MyList(list):
    def __iter__(self):
        return iter([99, 98])

for x in MyList([1, 2]):
    print("sub", x)

def sieve(limit):
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    for i in range(2, int(limit ** 0.5) + 1):
        if flags[i]:
            for j in range(i * i, limit + 1, i):
                flags[j] = False
    return [n for n in range(limit + 1) if flags[n]]

print(sieve(60))

def empty():
    j = "unset"
    for j in range(5, 5):
        pass
    for j in []:
        pass
    return j

print(empty())
