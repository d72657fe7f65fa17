# Expressions whose operands end at ',', ')', ']', '}', ':' or '=' next to
# ones that continue with an operator, a call, a subscript or a conditional.
data = [3, 1, 4, 1, 5]
names = {"a": 1, "b": 2}
x = 7
y = x
z = x if x > 5 else -x
print(x, y, z, -x, not x, ~x, x ** 2, x // 2, x % 3)
print([x, y, 1, "s", None, True, False], (x,), {x: y, "k": x})
print(data[x - 5], data[1:3], data[:2], data[::2], data[-1])
print(names["a"], names.get("c", 0), len(names), max(data), sorted(data)[0])
print(x < y or y == 7, x and y, x is y, x in data, x not in data, 1 < x <= 7)
pairs = [(k, v) for k, v in names.items() if v > 1]
print(pairs, {k: v for k, v in names.items()}, {v for v in data})
print(f"{x}", f"{x!r:>4}", f"{names['a']}", f"{data[0] + data[1]}", f"{x=}")
lam = lambda a, b=2: a * b
print(lam(3), lam(3, b=4), lam(b=1, a=2))
w = (yield_ := 5)
print(w, yield_)
print("a" "b", 'c' 'd', r"\n", b"xy", "", '', """t""", '''u''')
print("tab\tnew\\n", 'q"q', "q'q", "\x41\u00e9\N{BULLET}")
