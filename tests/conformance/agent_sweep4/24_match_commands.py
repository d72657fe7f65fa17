from dataclasses import dataclass
@dataclass
class Move:
    x: int
    y: int
@dataclass
class Say:
    text: str
def handle(cmd):
    match cmd:
        case {"op": "add", "args": [a, b]}:
            return a + b
        case {"op": "neg", "args": [a]} if a > 0:
            return -a
        case {"op": op, **rest}:
            return f"unknown op {op} extra={sorted(rest)}"
        case [("go" | "move"), direction]:
            return f"moving {direction}"
        case ["pick", *items] if items:
            return f"picked {', '.join(items)}"
        case Move(x=0, y=0):
            return "stay"
        case Move(x, y) if x == y:
            return f"diag {x}"
        case Move(x=xx):
            return f"move x={xx}"
        case Say(text=str() as t) if len(t) > 3:
            return t.upper()
        case Say():
            return "short"
        case int(n) | float(n) if n < 0:
            return "negative"
        case int() | float():
            return "number"
        case str() as s:
            return f"str:{s}"
        case (1, 2, *_):
            return "starts 1,2"
        case None:
            return "none"
        case _:
            return "?"
for c in [{"op": "add", "args": [2, 3]}, {"op": "neg", "args": [5]}, {"op": "neg", "args": [-5]}, {"op": "mul", "x": 1, "a": 2},
          ["go", "north"], ["move", "s"], ["pick", "a", "b"], ["pick"], Move(0, 0), Move(2, 2), Move(3, 1), Say("hello"), Say("hi"),
          -3, 2.5, "x", (1, 2, 3), [1, 2], None, {1, 2}, True]:
    print(repr(c), "->", handle(c))
def http(status):
    match status:
        case 200 | 201 | 204: return "ok"
        case 301 | 302 as code: return f"redirect {code}"
        case s if 400 <= s < 500: return "client error"
        case _: return "other"
print([http(s) for s in (200, 204, 302, 404, 500)])
def parse(tokens):
    match tokens:
        case []: return "empty"
        case [x]: return f"one {x}"
        case [x, y]: return f"two {x} {y}"
        case [x, *mid, y]: return f"many {x}..{y} ({len(mid)} mid)"
print([parse(t) for t in ([], [1], [1, 2], list(range(6)), "ab")], parse((7,)))
class Color:
    RED = "red"
def col(c):
    match c:
        case Color.RED: return "is red"
        case {"nested": {"deep": [_, {"k": v}]}}: return f"deep {v}"
        case _: return "no"
print(col("red"), col({"nested": {"deep": [0, {"k": 9}]}}), col({"nested": {}}))
match {"a": 1, "b": 2}:
    case {"a": 1}:
        print("mapping partial match ok")
match (1, [2, 3]):
    case (a, [b, *c]):
        print(a, b, c)
