for i in range(1, 4):
    line = ""
    for j in range(1, 6):
        line += f"{i * j:4d}"
    print(line)
triples = []
for a in range(1, 21):
    for b in range(a, 21):
        for c in range(b, 21):
            if a * a + b * b == c * c:
                triples.append((a, b, c))
print(triples)
for n in range(1, 5):
    print(" " * (4 - n) + "*" * (2 * n - 1))
