a = "abc"
b = "xyz"
print(a + b, b + a, a * 3, 2 * b, a * 0, a * -1)
s = ""
for i in range(5):
    s += str(i)
print(s)
print("bc" in a, "ac" in a, "" in a, "A" in a, "q" not in a)
line = "-" * 20
print(line)
print(("ab" + "cd") * 2)
parts = []
for word in ["alpha", "beta", "gamma"]:
    parts.append(word[0].upper() + word[1:])
print(" ".join(parts))
