# Common agent patterns: building CSV text, padding, and resetting a builder.
rows = [("alice", 31, 55.5), ("bob", 27, 61.25), ("carol", 45, 70.0)] * 20
csv = "name,age,score\n"
for name, age, score in rows:
    csv += f"{name},{age},{score:.2f}\n"
lines = csv.splitlines()
print(len(csv), len(lines), lines[1], lines[-1])

out = ""
chunks = []
for i in range(400):
    out += str(i % 7)
    if len(out) >= 300:
        chunks.append(out)
        out = ""
print(len(chunks), [len(c) for c in chunks], len(out), chunks[0][:10])

line = "-" * 255
a = line + "a"
b = a
a += "b"
b += "c"
c = a + "d"
print(a[-3:], b[-3:], c[-3:], len(a), len(b), len(c))
print(a < b, b < a, a == b[:-1] + "b", sorted([c, b, a])[0][-2:])
