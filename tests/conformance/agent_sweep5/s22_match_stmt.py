def handle(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"moving {d}"
        case ["take", item, *rest] if rest:
            return f"taking {item} and {len(rest)} more"
        case ["take", item]:
            return f"taking {item}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case [first, *_]:
            return f"unknown {first!r}"
for c in ["go north", "take lamp", "take a b c", "quit", "", "dance now", "go up"]:
    print(handle(c))
def shape(s):
    match s:
        case {"type": "circle", "r": r} if r > 0:
            return 3.14159 * r * r
        case {"type": "rect", "w": w, "h": h, **rest}:
            return w * h, rest
        case (x, y):
            return f"point {x},{y}"
        case int() | float() as n:
            return f"number {n}"
        case str(s) if s.isdigit():
            return int(s)
        case None:
            return "none"
        case _:
            return "other"
for s in [{"type": "circle", "r": 2}, {"type": "rect", "w": 2, "h": 3, "c": "red"}, (1, 2), 5, 2.5, "42", None, "x", [1, 2, 3]]:
    print(shape(s))
from dataclasses import dataclass
@dataclass
class Pt:
    x: int
    y: int
def where(p):
    match p:
        case Pt(x=0, y=0): return "origin"
        case Pt(x=0): return "y-axis"
        case Pt(x, 0): return f"x-axis at {x}"
        case Pt(): return "somewhere"
print([where(p) for p in [Pt(0, 0), Pt(0, 5), Pt(3, 0), Pt(1, 1)]])
