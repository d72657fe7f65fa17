from functools import singledispatch
from datetime import date
from decimal import Decimal
@singledispatch
def render(value):
    return repr(value)
@render.register
def _(value: int):
    return f"{value:,}"
@render.register
def _(value: float | Decimal):
    return f"{value:,.2f}"
@render.register(list)
@render.register(tuple)
def _(value):
    return "[" + ", ".join(render(v) for v in value) + "]"
@render.register
def _(value: dict):
    return "{" + ", ".join(f"{k}: {render(v)}" for k, v in value.items()) + "}"
@render.register
def _(value: date):
    return value.strftime("%d %b %Y")
row = {"id": 1234567, "price": 19.5, "total": Decimal("1234.5"), "when": date(2024, 3, 9),
       "items": [1, 2.25, (3, "x")], "ok": True, "note": None}
print(render(row))
print(render(True), render("text"), render(10 ** 7))
print(render.dispatch(bool).__name__ == render.dispatch(int).__name__, render.dispatch(str) is render.registry[object])
print(sorted(c.__name__ for c in render.registry))
try:
    @render.register
    def _(value):
        return "?"
except TypeError as e:
    print("TypeError:", str(e).split(":")[0])
