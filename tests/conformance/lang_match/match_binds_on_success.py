# A case pattern binds its names only once the whole pattern has matched,
# before its guard runs: a pattern that fails half-way leaves every name
# as it was.
def show(label, **names):
    print(label, ", ".join(f"{k}={v!r}" for k, v in names.items()))

x, y, rest, a, b = "x0", "y0", "rest0", "a0", "b0"
match [1, 2]:
    case [x, 3]:
        print("no")
    case _:
        show("sequence", x=x)
match {"k": 1, "j": 2}:
    case {"k": y, "j": 3}:
        print("no")
    case {"k": 1, **rest} if False:
        print("no")
    case _:
        show("mapping", y=y, rest=rest)
match (1, 2, 3):
    case [a, *b] if a > 5:
        print("no")
    case _:
        show("guard failed, names bound", a=a, b=b)
match ("p", 1):
    case ("q", a) | ("r", a):
        print("no")
    case ("p", _) as whole:
        show("or pattern", a=a, whole=whole)

class Pt:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def in_function(v):
    p, q = "p0", "q0"
    match v:
        case Pt(p, 0):
            return f"on x axis at {p}"
        case Pt(0, q) if q < 0:
            return f"below at {q}"
        case Pt(x=p, y=q) if p == q:
            return f"diagonal {p}"
        case _:
            return f"elsewhere p={p} q={q}"

for v in (Pt(3, 0), Pt(0, -2), Pt(0, 4), Pt(5, 5), Pt(1, 2)):
    print(in_function(v))

def closure(v):
    n = "n0"
    def get():
        return n
    match v:
        case [n, 0]:
            pass
        case [_, n] if n > 10:
            pass
        case _:
            pass
    return get()

print(closure([7, 0]), closure([1, 2]), closure([1, 20]))

def nested(v):
    match v:
        case {"pts": [Pt(x=xa), Pt(x=xb)], "tag": str(tag)}:
            return xa, xb, tag
        case {"pts": [first, *others]}:
            return first.x, len(others)
    return None

print(nested({"pts": [Pt(1, 2), Pt(3, 4)], "tag": "t"}))
print(nested({"pts": [Pt(1, 2), Pt(3, 4)], "tag": 5}))
print(nested({"pts": [Pt(9, 9)]}))
