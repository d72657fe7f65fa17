rows = [("id", "name", "score"), (1, "Ana", 9.5), (2, "Bo", 7.25), (3, "Cy", None)]
for row in rows:
    print(*row, sep=",")
print("a", "b", sep=None)
print("a", "b", end=None)
print("total:", end=" ")
print(sum([r[2] for r in rows[1:] if r[2] is not None]))
print("x", "y", "z", sep="\n")
print(sep="-")
print("", "", sep="|")
print([1, "two"], (3,), {"k": 4.0}, sep=" ; ", end=" <end>\n")
items = ["alpha", "beta", "gamma"]
for i, item in enumerate(items):
    print(item, end=", " if i < len(items) - 1 else ".\n")
print("é", "日本", "😀", sep="·")
print(True, None, 0.1, -0, 2 ** 64)
