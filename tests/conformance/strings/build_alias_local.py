# Building a long string with += while other names still hold earlier values.
def build(n):
    s = "header:" + "-" * 300
    snapshots = []
    for i in range(n):
        before = s
        s += str(i % 10)
        snapshots.append(before)
        if i % 3 == 0:
            copy = s
            s += "|"
            print(i, len(copy), copy[-3:], len(s), s[-3:])
    return s, snapshots

s, snaps = build(8)
print(len(s), s[-12:])
print([len(x) for x in snaps])
print([x[-2:] for x in snaps])

# An alias extended on its own never shows up in the original.
base = "=" * 260
a = base + "A"
b = base + "B"
a += "aa"
b += "bb"
print(a[-4:], b[-4:], len(a), len(b), base[-2:], len(base))
prev = a
a += "more"
prev += "other"
print(a[-8:], prev[-8:], len(a), len(prev))
