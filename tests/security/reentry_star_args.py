# expect: ok
# args: --callback-stress
# stdout: ((7, 14, 21, 28, 35), [])
# stdout: ((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 7, 14, 21, 28, 35), [('x', 1)])
# stdout: ((1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 9), [])
# stdout: (('sub',), [])
# stdout: ((1,), []) [5, 0]
# stdout: (0, 1, (2, 3), 4, {})
# stdout: (0, 1, (2, 3), 7, {'zz': 1})
# stdout: (0, 2, (), 4, {'p': 'pp', 'q': 'qq'})
# stdout: [3, 7, 15]
# stdout: [(1,)]
# stdout: [1, 1, 4, 27]
# stdout: TE 'int' object is not iterable
# stdout: KE 'bad'
# stdout: TE __main__.f() argument after * must be an iterable, not int
# stdout: KE 'bad'
# f(*x) makes its argument tuple with STARARGS (a tuple is passed as it
# is, anything else through its __iter__) and CALLEX binds it, with **
# merged first; itertools.starmap makes each item a tuple before its call.
# The iterators here empty and refill the list being unpacked, a list
# subclass's __iter__ grows it, a generator appends to the list it is
# unpacking, a mapping's keys() answers a list, and iterators raise: the
# call must see what CPython's sees.
import itertools
def f(*a, **k): return (a, sorted(k.items()))
class It:
    def __init__(self, l): self.l = l; self.i = 0
    def __iter__(self): return self
    def __next__(self):
        if self.i >= 5: raise StopIteration
        self.i += 1
        self.l.clear(); self.l.extend(range(self.i * 7))
        return len(self.l)
lst = [1, 2, 3]
print(f(*It(lst)))
print(f(*lst, *It(lst), **{"x": 1}))
def g():
    yield 1
    lst.append(9)
    yield from lst
print(f(*g()))
class T(tuple):
    def __iter__(self):
        yield "sub"
print(f(*T((1, 2))))
class L(list):
    def __iter__(self):
        self.append(0)
        return iter([1])
x = L([5])
print(f(*x), x)
def h(a, b=2, *c, d=4, **e): return a, b, c, d, e
class Odd:
    def __len__(self): return 1000
    def __getitem__(self, i):
        if i > 3: raise IndexError
        return i
print(h(*Odd()))
print(h(*Odd(), **{"d": 7, "zz": 1}))
class KM:
    def keys(self):
        return ["p", "q"]
    def __getitem__(self, k):
        return k * 2
print(h(0, **KM()))
# starmap
data = [(1, 2), (3, 4)]
class Tup(tuple):
    def __iter__(self):
        data.clear()
        return iter((7, 8))
data.append(Tup((5, 6)))
print(list(itertools.starmap(lambda a, b: a + b, data)))
def mut(*a):
    data2.clear()
    return a
data2 = [[1], [2, 3], (4,)]
print(list(itertools.starmap(mut, data2)))
def gen():
    for i in range(4):
        yield (i, i)
print(list(itertools.starmap(pow, gen())))
try:
    print(list(itertools.starmap(pow, [1])))
except TypeError as e: print("TE", e)
class BadIt:
    def __iter__(self): raise KeyError("bad")
try:
    print(f(*BadIt()))
except KeyError as e: print("KE", e)
try:
    print(f(*5))
except TypeError as e: print("TE", e)
try:
    print(list(itertools.starmap(f, [BadIt()])))
except KeyError as e: print("KE", e)
