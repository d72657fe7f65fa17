# expect: ok
# args: --callback-stress
# stdout: ['22222222222222222222'] ['11111111111111111111'] ['00000000000000000000']
# stdout: ['44444444444444444444'] [['33333333333333333333'], ['22222222222222222222'], ['11111111111111111111']] ['00000000000000000000']
# stdout: VE too many values to unpack (expected 2)
# stdout: [['22222222222222222222'], ['11111111111111111111'], ['00000000000000000000'], ['11111111111111111111'], ['00000000000000000000']]
# stdout: {'22222222222222222222': ['22222222222222222222'], '11111111111111111111': ['11111111111111111111'], '00000000000000000000': ['00000000000000000000']}
# stdout: [('x', ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']), ('y', ['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'])]
# stdout: [('x', ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx']), ('y', ['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy']), ('z', 1)]
# stdout: {'x': ['xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'], 'y': ['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'], 'q': 2}
# stdout: P [1, 1] ['bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']
# stdout: [1] {'b': [2]}
# stdout: [1, 2, 3]
# stdout: after with
# stdout: ['e', 'e', 'e', 'e', 'e', 'e', 'e', 'e', 'e', 'e'] ['C', 'C', 'C']
# stdout: [['22222222222222222222'], ['11111111111111111111'], ['00000000000000000000'], None]
# stdout: 1 2 3 [4, 4, 4]
# stdout: F F>5 R S
# stdout: Exc
# stdout: 1 1 False
# stdout: [0, 1, 2]
# The interpreter's own operations with user code that empties a global list
# and collects at every step: unpacking from user iterators (plain, starred,
# too many), star-displays, comprehensions, ** calls and displays with a
# user mapping (keys()/__getitem__), match with __match_args__ rebound by
# __getattr__, with-statements, __set_name__/__init_subclass__ during class
# creation, yield from over user iterators (next and send), f-string
# formatting, raise ... from with user exception classes, __bool__ of
# comparison results.
G = []
def churn():
    for i in range(50):
        junk = [str(i) * 3, i]

class It:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        G.clear(); churn()
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return [str(self.n) * 20]

a, b, c = It(3)
print(a, b, c)
a, *b, c = It(5)
print(a, b, c)
try:
    a, b = It(5)
except ValueError as e:
    print("VE", e)
print([*It(3), *It(2)])
print({k[0]: k for k in It(3)})

class M:
    def keys(self):
        churn()
        return iter(["x" * 1, "y"])
    def __getitem__(self, k):
        churn()
        return [k * 30]
def f(**kw):
    return sorted(kw.items())
print(f(**M()))
print(f(**M(), z=1))
print({**M(), "q": 2})

class P:
    __match_args__ = ("a", "b")
    def __init__(self):
        self.a = [1] * 10
    def __getattr__(self, name):
        churn()
        P.__match_args__ = ("c",)
        return [name * 40]
match P():
    case P(x, y):
        print("P", x[:2], y)

class MM(dict):
    pass
match {"a": [1], "b": [2]}:
    case {"a": x, **rest}:
        print(x, rest)

class CM:
    def __enter__(self):
        churn()
        return [1, 2, 3]
    def __exit__(self, *a):
        churn()
        return True
with CM() as v:
    print(v)
    raise ValueError
print("after with")

class D:
    def __set_name__(self, owner, name):
        churn()
        owner.extra = [name] * 10
class Base:
    def __init_subclass__(cls, **kw):
        churn()
        cls.sub = [cls.__name__] * 3
class C(Base):
    d = D()
    e = D()
print(C.extra, C.sub)

def gen():
    r = yield from It(3)
    yield r
print(list(gen()))

class Sender:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        churn()
        self.n += 1
        if self.n > 3:
            raise StopIteration([self.n] * 3)
        return self.n
    def send(self, v):
        churn()
        return self.__next__()
def g2():
    r = yield from Sender()
    yield r
x = g2()
print(next(x), x.send(5), x.send(6), x.send(7))

class Fmt:
    def __format__(self, spec):
        churn()
        return "F" + spec
    def __str__(self):
        churn()
        return "S"
    def __repr__(self):
        churn()
        return "R"
print(f"{Fmt()} {Fmt():>5} {Fmt()!r} {Fmt()!s}")

class Exc(Exception):
    def __init__(self, *a):
        churn()
        super().__init__(*a)
try:
    raise Exc from Exc
except Exc as e:
    print(type(e.__cause__).__name__)

class B2:
    def __bool__(self):
        churn()
        return True
    def __eq__(self, o):
        churn()
        return B2()
    def __lt__(self, o):
        churn()
        return B2()
print(1 if B2() == 1 else 2, 1 if B2() < 3 else 2, not B2())
print([i for i in range(3) if B2() == i])
