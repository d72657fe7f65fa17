# Methods of built-in objects are builtin_function_or_method, as len: the
# messages of a method used without calling it say so.
def show(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
d = {'a': 1}
s = 'abc'
show(lambda: len(d.keys))
show(lambda: [x for x in d.items])
show(lambda: d.items[0])
show(lambda: s.upper + 'x')
show(lambda: s.split[0])
show(lambda: sorted(d.values))
show(lambda: s.strip.lower())
show(lambda: d.get.x)
show(lambda: repr(d.get)[:30])
show(lambda: type(d.get))
show(lambda: type(d.get) is type(len))
show(lambda: isinstance(d.get, type(len)))
class A:
    def m(self): pass
show(lambda: len(A().m))
show(lambda: A().m[0])
show(lambda: type(A().m))
show(lambda: d.get.__name__)
show(lambda: d.get.__qualname__)
show(lambda: hash(d.get) == hash(d.get))
show(lambda: d.get == d.get)
import math
show(lambda: math.sqrt[1])
import types
d = {}
print(sorted(set(dir(d.get)) ^ set(dir(len))))
print(isinstance(d.get, types.BuiltinMethodType), isinstance(d.get, types.BuiltinFunctionType), isinstance(d.get, types.MethodType))
print(d.get == d.get, d.get != d.get, d.get == {}.get, hash(d.get) == hash(d.get), d.get == len, len == d.get)
print({d.get: 1}[d.get])
print(str(d.get)[:26], callable(d.get))
class A:
    def m(self): pass
print(type(A().m).__name__, isinstance(A().m, types.MethodType))
