name = "Ada"
age = 36
items = ["x", "y"]
print(f"{name} is {age}")
print(f"{name!r} {items!r} {age!r}")
print(f"{name!s} {len(items)} {age * 2}")
print(f"{'nested quotes'} {items[0]} {items[-1].upper()}")
print(f"{{braces}} {{{age}}}")
print(f"{age > 30} {None} {3.0}")
print(f"sum={sum([1, 2, 3])} max={max(4, 9)}")
d = {"key": "value"}
print(f"{d['key']} {d}")
