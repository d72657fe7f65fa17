# A report formatter built on string.Formatter.
from string import Formatter

f = Formatter()
rows = [("Widget", 4, 3.5), ("Gadget", 12, 10.0), ("Doohickey", 1, 199.99)]
for name, qty, price in rows:
    print(f.format("{0:<10} x{1:>3} @ {2:8.2f} = {total:>9,.2f}", name, qty, price, total=qty * price))

print(f.vformat("{a} + {b} = {c}", (), {"a": 1, "b": 2, "c": 3}))
print(f.format("{} and {}", "left", "right"))
print(f.format("{0[city]} / {0[zip]}", {"city": "Lyon", "zip": "69001"}))
print(f.format("{x.real} {x.imag}", x=3 + 4j))
print(f.format("{:^{width}}|", "mid", width=9))
print(f.format("{!r} {!s} {!a}", "q", "q", "é"))
print(list(f.parse("Total: {amount:>8.2f} {currency!s} {{literal}}")))
