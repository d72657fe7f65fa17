def handle(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"moving {direction}"
        case ["pick", "up", *items] if items:
            return f"picking {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return f"unknown verb {verb!r}"
        case []:
            return "empty"
for c in ["go north", "pick up sword shield", "pick up", "exit", "dance now", ""]:
    print(handle(c))
def shape(obj):
    match obj:
        case {"type": "circle", "r": r}:
            return 3.14 * r * r
        case {"type": "rect", "w": w, "h": h}:
            return w * h
        case (x, y):
            return f"point {x},{y}"
        case int() | float() as n if n < 0:
            return "negative"
        case str(s):
            return s.upper()
        case _:
            return None
for o in [{"type": "circle", "r": 1}, {"type": "rect", "w": 2, "h": 3, "z": 0}, (1, 2), -3, "hi", [1, 2, 3]]:
    print(shape(o))
