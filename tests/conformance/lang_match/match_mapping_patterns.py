def handle(event):
    match event:
        case {"type": "click", "x": x, "y": y}:
            return f"click at ({x}, {y})"
        case {"type": "key", "key": "Escape"}:
            return "escape pressed"
        case {"type": "key", "key": k, **rest}:
            return f"key {k} with {sorted(rest)}"
        case {"type": t}:
            return f"unhandled {t}"
        case {}:
            return "no type"


events = [
    {"type": "click", "x": 3, "y": 4, "button": 1},
    {"type": "key", "key": "Escape"},
    {"type": "key", "key": "a", "shift": True, "ctrl": False},
    {"type": "scroll"},
    {"amount": 5},
]
for e in events:
    print(handle(e))
print(handle([("type", "click")]))
