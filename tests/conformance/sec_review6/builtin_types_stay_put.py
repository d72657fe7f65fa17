# Built-in types, their methods and the attributes of those methods
# cannot be changed: each attempt raises, and the type works as before
# (in a VM copied from a template, these objects are shared by every copy).
import collections, re, json, math, functools, itertools

def attempt(label, f):
    try:
        f()
        print(label, "allowed")
    except (TypeError, AttributeError) as e:
        print(label, type(e).__name__, e)

attempt("str.x", lambda: setattr(str, "x", 1))
attempt("int.__module__", lambda: setattr(int, "__module__", "m"))
attempt("int.__name__", lambda: setattr(int, "__name__", "n"))
attempt("int.__qualname__", lambda: setattr(int, "__qualname__", "n"))
attempt("del str.upper", lambda: delattr(str, "upper"))
attempt("list.append =", lambda: setattr(list, "append", len))
attempt("object.__setattr__(int)", lambda: object.__setattr__(int, "y", 2))
attempt("type.__setattr__(int)", lambda: type.__setattr__(int, "y", 2))
attempt("ValueError.x", lambda: setattr(ValueError, "x", 1))
attempt("KeyError.__str__", lambda: setattr(KeyError, "__str__", lambda self: "k"))
attempt("deque.x", lambda: setattr(collections.deque, "x", 1))
attempt("deque.append", lambda: setattr(collections.deque, "append", 1))
attempt("Pattern.x", lambda: setattr(re.Pattern, "x", 1))
attempt("math.sqrt.x", lambda: setattr(math.sqrt, "x", 1))
attempt("len.x", lambda: setattr(len, "x", 1))
attempt("property.__init__(int.real)", lambda: property.__init__(int.real, lambda s: 5))
attempt("int.real.__set__", lambda: int.real.__set__(3, 4))
attempt("generator.x", lambda: setattr(type(x for x in ()), "x", 1))

# Reading them works, and gives the same answers each time.
print(str.upper.__qualname__, str.upper.__name__, repr(str.upper)[:27])
print(dict.fromkeys.__qualname__, math.sqrt.__module__, len.__module__)
print(hash(str.upper) == hash(str.upper), str.upper == str.upper, str.upper == str.lower)
mro = (bool, int, object)
print(mro, hash(mro) == hash((bool, int, object)))
d = {mro: "mro", (int, str): "pair", int: "int"}
print(d[(bool, int, object)], d[tuple([int, str])], d[int])
print(id(int) == id(int), id(str.upper) == id(str.upper), len({id(t) for t in (int, str, list, int)}))
print(sorted(t.__name__ for t in {int, str, float, list, dict, tuple, set}))
print(dict.fromkeys("ab", 0), str.maketrans("a", "b"), int.from_bytes(b"\x01\x00", "little"))

# Classes built on them, with attributes of their own.
class S(str):
    def shout(self):
        return self.upper() + "!"

class D(collections.OrderedDict):
    pass

class E(ValueError):
    code = 3

s = S("hi")
s.extra = 1
print(s.shout(), s.extra, issubclass(S, str), isinstance(s, str))
dd = D(a=1)
dd.note = "n"
print(dd, dd.note, issubclass(D, dict))
try:
    raise E("bad")
except ValueError as e:
    print(type(e).__name__, e, e.code, issubclass(E, Exception))
attempt("str after", lambda: setattr(str, "x", 1))
print(hasattr(str, "x"), hasattr(int, "y"), hasattr(ValueError, "x"), "ab".upper())
