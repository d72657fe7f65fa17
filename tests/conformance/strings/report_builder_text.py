# Format a table of names: case changes, padding, repetition and joins on
# ASCII and non-ASCII text.
names = ["alice", "Bob", "ÉLODIE", "straße", "ﬁnn", "ΣΟΦΙΑ", "", "x", "o'neil-2"]
for nm in names:
    print(repr(nm.upper()), repr(nm.lower()), repr(nm.casefold()), repr(nm.swapcase()), repr(nm.title()))

rows = []
for i, nm in enumerate(names):
    line = nm.upper() + ":" + str(i * 7 % 1000).rjust(4) + "|" + "x" * (i % 4) + nm.ljust(8, "·") + nm.center(9, "*")
    rows.append(line)
print("\n".join(rows))

print(repr("ab" * 0), repr("ab" * -3), repr("ab" * 1), repr("é" * 3), repr("-" * 12), repr(3 * "xy"))
print(repr("" * 5), len("z" * 1000), ("ab" * 700)[-5:])
s = "q"
print(s * 1 is s)

text = "\n".join(rows)
words = text.replace("|", " ").split()
print(len(words), words[:6], words[-3:])
print("a\x1cb\x1dc\x1ed\x1fe f\tg\nh\vi\fj\rk".split())
print("a\x85b\u3000c\u2028d  e".split(), "  lead and trail  ".split(None, 1))
print("one two  three".split(maxsplit=1), "x".split(), "".split(), "   ".split())
print("a|b||c|".split("|"), "é|ü|".split("|"), "a, b, c".split(", "))

tail = ""
for i in range(3000):
    tail += str(i % 10)
    if len(tail) > 100:
        tail = tail[50:]
print(len(tail), tail[:20], tail[-5:])

t = "ünï" * 40
u = t
for ch in "abc":
    t += ch
print(len(u), len(t), t[-5:], u[-3:], t[2:6], t[::-7][:4], t[118:200])
print("x".rjust(3), "é".rjust(3, "ü"), "ab".rjust(1), "ab".center(5, "é"), "ab".ljust(4))
print("-".join(["a", "bé", "", "c"]), "".join([]), ", ".join(("one",)), "é".join("xyz"))
