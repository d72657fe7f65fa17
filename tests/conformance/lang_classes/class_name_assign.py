class A: pass
class SS(str): pass
for v in ["B", SS("SubName"), 5, None, "a\x00b", "", "é"]:
    try:
        A.__name__ = v
        print("ok", repr(A.__name__), A)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for v in ["Q.R", 5, SS("Z")]:
    try:
        A.__qualname__ = v
        print("ok", repr(A.__qualname__), A, type(A()).__qualname__)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for n in ("__name__", "__qualname__"):
    try:
        delattr(A, n)
        print("deleted", n)
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
class Sub(A): pass
print(Sub.__name__, Sub.__qualname__, Sub)
try: int.__name__ = "x"
except TypeError as e: print(e)
class M(type): pass
class K(metaclass=M): pass
K.__name__ = "KK"; print(K, K.__name__)
setattr(K, "__qualname__", "KQ"); print(K, K.__qualname__)
try: A()._ = 1; A().x()
except AttributeError as e: print(e)
