from datetime import date
from decimal import Decimal
x = 3.14159; name = "Ann"; items = [1, 2]; d = date(2024, 5, 1); amt = Decimal("12.50")
print(f"{x=}", f"{x=:.2f}", f"{x = }", f"{name=!s}", f"{name=:>6}", f"{items=}", f"{len(items)=}", f"{d=}", f"{d=:%Y}", f"{amt=}")
print(f"{x*2=:.1f}", f"{name.upper()=}", f"{items[0] + 1 = }", f"{'lit'=}", f"{None=}", f"{x!r:>12}", f"{x!s:^12}|")
class Point:
    def __init__(self, x, y): self.x, self.y = x, y
    def __repr__(self): return f"Point({self.x!r}, {self.y!r})"
    def __str__(self): return f"({self.x}, {self.y})"
    def __format__(self, spec):
        if spec == "polar":
            return f"<r={(self.x ** 2 + self.y ** 2) ** 0.5:.3f}>"
        return format(str(self), spec)
p = Point(3, 4)
print(f"{p}", f"{p!r}", f"{p:polar}", f"{p:>12}", f"{p=}", f"{p=:polar}", "{0} {0!r} {0:polar} {0.x}".format(p), format(p), str(p), repr(p))
print("{name} has {n:,} points ({pct:.1%})".format_map({"name": "Bo", "n": 12345, "pct": 0.4567}))
class Default(dict):
    def __missing__(self, k): return "{" + k + "}"
print("{a} and {b}".format_map(Default(a=1)), "{0[0]}{0[1]}".format("xy"), "{.real:+}".format(-2), "{x[key]}".format(x={"key": 9}))
print(f"{'nested {braces}'}", f"{{literal}}", f"{{{x}}}", f"{x:{'>'}{10}.{3}}", f"{'a' 'b'}", f"""{'''tri'''}""", f"{3:{'0'}>4}")
width = 12
for label, val in [("Revenue", 1234567.891), ("Cost", -98765.4), ("Margin", 0.3456)]:
    shown = f"{val:.1%}" if abs(val) < 1 else f"{val:,.2f}"
    print(f"{label:.<{width}}{shown:.>{width}}")
