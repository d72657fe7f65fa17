class A:
    __cls_attr = 1
    def __f(self, __p=2):
        return __p
    def g(self):
        return dict(__x=1), self.__f(), self.__f(__p=5) if False else None, [__q for __q in range(1)]
    class __Inner:
        pass
    def h(self):
        __local = 3
        def inner():
            return __local
        return inner(), A.__cls_attr, self.__Inner.__name__, self.__Inner.__qualname__
    def k(self):
        global __gv
        __gv = 9
        import math as __m
        return __m.pi > 3
    def __dunder__(self):
        return "d"
a = A()
print(sorted(k for k in dir(A) if not k.startswith("__") or k == "__dunder__"))
print(A._A__f.__name__, A._A__f.__qualname__, "co")
print(a.g(), a.h(), a.k(), _A__gv)
print(getattr(a, "_A__cls_attr"), a.__dunder__())
class _B:
    def m(self):
        self.__v = 1
        return [k for k in dir(self) if k.endswith("__v")]
class ___:
    def m(self):
        self.__v = 1
        return [k for k in dir(self) if k.endswith("__v")]
print(_B().m(), ___().m())
