# Configuration calls mixing ** mappings and keywords, and the duplicates.
def configure(name, debug=False, **extra):
    return name, debug, extra
opts = {"debug": True}
print(configure("a", **opts))
print(configure("b", **{"x": 1}, y=2))
for call in [lambda: configure("c", **opts, debug=False),
             lambda: configure("d", debug=0, **opts),
             lambda: configure("e", **opts, **{"debug": 1}),
             lambda: configure(**{"name": "f"}, name="g"),
             lambda: dict(**{"a": 1}, a=2)]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
