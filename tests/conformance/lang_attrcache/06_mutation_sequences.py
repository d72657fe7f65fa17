# One function per access kind reads, stores and calls through its caches
# while the classes change under it: properties, data and non-data
# descriptors and __setattr__ added and removed, a base class gaining the
# attribute, methods replaced by static, class and property versions.
# property added later shadows instance dict
class P:
    def __init__(self): self.v = 10
def readv(o):
    return [o.v for _ in range(3)]
p = P()
print(readv(p))
P.v = property(lambda self: "prop")
print(readv(p))
del P.v
print(readv(p))
# non-data descriptor added later: instance dict wins
class ND:
    def __get__(self, o, t): return "nd"
P.v = ND()
print(readv(p))
# data descriptor
class DD:
    def __get__(self, o, t): return "dd"
    def __set__(self, o, v): print("DD set", v)
P.v = DD()
print(readv(p))
def store(o, n):
    for i in range(n):
        o.v = i
store(p, 2)
del P.v
store(p, 2)
print(readv(p))
P.__setattr__ = lambda self, k, v: print("setattr", k, v)
store(p, 2)
print(readv(p))
del P.__setattr__
store(p, 2)
print(readv(p))
# base class gets the attribute
class B: pass
class Cc(B):
    def __init__(self): self.w = "inst"
c = Cc()
def readw(o): return [o.w for _ in range(2)]
print(readw(c))
B.w = property(lambda s: "base prop")
print(readw(c))
del B.w
print(readw(c))
# methods: instance attr shadows, class method replaced
class M:
    def m(self): return "M.m"
mm = M()
def callm(o): return [o.m() for _ in range(2)]
print(callm(mm))
mm.m = lambda: "inst m"
print(callm(mm))
del mm.m
print(callm(mm))
M.m = lambda self: "new M.m"
print(callm(mm))
M.m = staticmethod(lambda: "static")
print(callm(mm))
M.m = classmethod(lambda cls: "cm " + cls.__name__)
print(callm(mm))
M.m = property(lambda s: (lambda: "prop-returned"))
print(callm(mm))
