from enum import IntFlag


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


def describe(m):
    return f"{int(m):o} {m!r} {m} name={m.name}"


rw = Mode.R | Mode.W
print(describe(rw), rw == 6, rw + 1, type(rw + 1).__name__)
print(describe(Mode(7)), describe(Mode(0)), describe(Mode(8)), describe(Mode.R | 8))
print(repr(~Mode.R), repr(~Mode(0)), repr(Mode(-1)), repr(Mode(-3)))
print(repr(1 & Mode.X), repr(Mode.X & 1), repr(3 | Mode.R), repr(Mode.R ^ 6))
print(list(Mode(5)), len(Mode(7)), Mode.W in rw, 6 & Mode.R, f"{rw:>5}|{rw:b}")
print(sorted([Mode.R, Mode.X, Mode.W]), sum(Mode), Mode(4) is Mode.R)
perms = {"owner": Mode.R | Mode.W | Mode.X, "group": Mode.R | Mode.X, "other": Mode.R}
octal = "".join(str(int(perms[k])) for k in ("owner", "group", "other"))
print(octal, int(octal, 8))
flags = Mode(0)
for ch in "rx":
    flags |= {"r": Mode.R, "w": Mode.W, "x": Mode.X}[ch]
print(repr(flags), bool(flags), bool(Mode(0)))
print(repr(Mode(100)), repr(~Mode(100)), Mode(100).name)
