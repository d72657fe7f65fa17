# A data descriptor added to a class after instances were read and written
# through the same code: the descriptor takes over reads and writes.
class Rec:
    def __init__(self, v):
        self.v = v


class Loud:
    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return getattr(obj, "_" + self.name, 0)

    def __set__(self, obj, value):
        setattr(obj, "_" + self.name, value * 2)


def bump_all(recs):
    out = []
    for r in recs:
        r.v = r.v + 1 if isinstance(r.v, int) else r.v
        out.append(r.v)
    return out


recs = [Rec(1), Rec(2)]
print(bump_all(recs))
print(bump_all(recs))
d = Loud()
d.name = "v"
Rec.v = d
print(bump_all(recs))
del Rec.v
print(bump_all(recs))


class NonData:
    def __get__(self, obj, owner=None):
        return "nondata"


Rec.w = NonData()
r = Rec(0)
print(r.w)
r.w = "own"
print(r.w)
del r.w
print(r.w)
