# __repr__ vs __str__ fallbacks in print, containers, f-strings and format.
class OnlyRepr:
    def __repr__(self):
        return "OnlyRepr()"


class OnlyStr:
    def __init__(self, n):
        self.n = n

    def __str__(self):
        return "OnlyStr #%d" % self.n


class Both:
    def __repr__(self):
        return "Both<r>"

    def __str__(self):
        return "Both<s>"

    def __format__(self, spec):
        return "Both<f:%s>" % spec


r, b = OnlyRepr(), Both()
print(r, str(r), [r], f"{r}", f"{r!r}")
print(b, [b], (b,), {"k": b}, f"{b}", f"{b:xyz}", f"{b!s}", f"{b!r}", format(b, ">3"))
s = OnlyStr(1)
print(s, str(s), "%s" % s, f"{s}")
print(repr(s).startswith("<__main__.OnlyStr object at "))
try:
    format(r, "x")
except TypeError as e:
    print(type(e).__name__, e)


class BadRepr:
    def __repr__(self):
        return 42


try:
    repr(BadRepr())
except TypeError as e:
    print(type(e).__name__, e)
try:
    print([BadRepr()])
except TypeError as e:
    print(type(e).__name__, e)
