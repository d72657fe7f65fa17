d = {'a': 1}
cases = [
    ("d.get()", lambda: d.get()),
    ("d.pop()", lambda: d.pop()),
    ("d.setdefault()", lambda: d.setdefault()),
    ("d.keys(1)", lambda: d.keys(1)),
    ("d.update(1, 2)", lambda: d.update(1, 2)),
    ("dict(1, 2)", lambda: dict(1, 2)),
    ("hash(d)", lambda: hash(d)),
    ("hash(d.keys())", lambda: hash(d.keys())),
    ("d < d", lambda: d < d),
    ("d.items() < 3", lambda: d.items() < 3),
]
for name, f in cases:
    try:
        f()
    except TypeError as e:
        print(name, '->', e)
