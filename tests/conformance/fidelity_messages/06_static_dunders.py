# Operator methods declared as staticmethod or classmethod, bound as CPython binds them.
class V:
    def __init__(self, v):
        self.v = v
    @staticmethod
    def __sub__(other):
        return ("static sub", type(other).__name__)
    @classmethod
    def __add__(cls, other):
        return ("class add", cls.__name__, other.v)
    @staticmethod
    def __eq__(other):
        return "static eq"
    def __repr__(self):
        return f"V({self.v})"
print(V(1) - V(2))
print(V(1) + V(5))
print(V(1) == V(2))
class W(V):
    pass
print(W(3) + W(4))
try:
    class X:
        @staticmethod
        def __mul__(a, b):
            return a, b
    X() * 2
except TypeError as e:
    print("TypeError:", e)
class Acc:
    def __init__(self): self.n = 0
    @staticmethod
    def __iadd__(other):
        return ("iadd", other)
a = Acc()
a += 5
print(a)
