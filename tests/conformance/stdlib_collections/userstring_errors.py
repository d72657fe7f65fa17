from collections import UserString

s = UserString("abc")
checks = [
    ("s * 'x'", lambda: s * "x"),
    ("s.index('z')", lambda: s.index("z")),
    ("int(s)", lambda: int(s)),
    ("s < 3", lambda: s < 3),
    ("s[10]", lambda: s[10]),
    ("s % 5", lambda: s % 5),
    ("float(s)", lambda: float(s)),
    ("UserString()", lambda: UserString()),
    ("s.center()", lambda: s.center()),
    ("s.split(1)", lambda: s.split(1)),
    ("s.join([1, 2])", lambda: s.join([1, 2])),
    ("s + 1", lambda: s + 1),
    ("1 + s", lambda: 1 + s),
    ("''.join(s)", lambda: "".join(s)),
]
for label, fn in checks:
    try:
        print(label, "->", repr(fn()))
    except Exception as e:
        print(label, "->", type(e).__name__ + ":", e)

s.data = "changed"
print(s, len(s), s.upper())
s[0] = "z"
