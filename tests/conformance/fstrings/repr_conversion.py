data = ["text", 1.0, None, ("t",), {"a": 1}]
for item in data:
    print(f"{item} | {item!r} | {item!s}")
word = "it's"
print(f"{word!r:>10}|{word!s:<8}|")
print(f"{'héllo'!r}")
