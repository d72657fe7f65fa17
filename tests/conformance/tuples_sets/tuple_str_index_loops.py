# Indexing tuples and strings by int in loops: rows of records, characters.
rows = [(i, i * 7 % 10, "n" + str(i)) for i in range(6)]
total = 0
for r in rows:
    total += r[1] - r[-3] + len(r[2]) + len(r[-1])
print(total, rows[2][0], rows[-1][-1], rows[3][2][0])

key = lambda r: (-r[1], r[2])
print(sorted(rows, key=key)[:3])

word = "hello, world"
caps = ""
for i in range(len(word)):
    c = word[i]
    caps += c.upper() if i % 2 else c
print(caps, word[-1], word[-len(word)], word[5] is ",", word[0] == "h")

text = "naïve café ☕ x"
print([text[i] for i in range(len(text))], text[-1], text[2], text[-3])


class Row(tuple):
    def __getitem__(self, i):
        print("getitem", i)
        return tuple.__getitem__(self, i) * 2


class Word(str):
    def __getitem__(self, i):
        return "<" + str.__getitem__(self, i) + ">"


r = Row((1, 2, 3))
print(r[0] + r[-1])
w = Word("abc")
print(w[0], w[-1], [w[i] for i in range(3)])
t = (10, 20, 30)
print(t[True], t[False], "xyz"[True], -t[0], -(-9223372036854775807 - 1), -True, -(2 ** 70))


class Index:
    def __init__(self, v):
        self.v = v

    def __index__(self):
        return self.v


print(t[Index(-1)], "xyz"[Index(1)], t[Index(0)])
for bad in (3, -4, 2 ** 64):
    try:
        print(t[bad])
    except IndexError as e:
        print("IndexError:", e)
    try:
        print("abc"[bad])
    except IndexError as e:
        print("IndexError:", e)
try:
    print(t["0"])
except TypeError as e:
    print("TypeError:", e)
try:
    print("abc"[1.0])
except TypeError as e:
    print("TypeError:", e)
print(-0, -(-5), [-x for x in range(-2, 3)])
