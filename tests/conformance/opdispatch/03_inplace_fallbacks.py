# In-place operators: __iadd__ first, then the binary methods, then the
# sequence fallbacks; NotImplemented from __iadd__ falls through.
class Vec:
    def __init__(self, *xs):
        self.xs = list(xs)
    def __add__(self, other):
        print("  Vec.__add__")
        if not isinstance(other, Vec):
            return NotImplemented
        return Vec(*[a + b for a, b in zip(self.xs, other.xs)])
    def __repr__(self):
        return f"Vec{tuple(self.xs)}"

class Acc(Vec):
    def __iadd__(self, other):
        print("  Acc.__iadd__")
        if not isinstance(other, Vec):
            return NotImplemented
        self.xs = [a + b for a, b in zip(self.xs, other.xs)]
        return self

v = Vec(1, 2)
w = v
v += Vec(10, 20)
print(v, v is w)

a = Acc(1, 2)
b = a
a += Vec(1, 1)
print(a, a is b)

class Other:
    def __radd__(self, other):
        print("  Other.__radd__")
        return "other wins"

a += Other()
print(a)

class Stack(list): pass
class Suffix(str):
    def __radd__(self, other):
        return "Suffix.__radd__"

s = Stack([1])
t = s
s += Suffix("ab")                 # list subclass: in-place extend comes first
print(s, s is t)
plain = [1]
plain += Suffix("ab")             # exact list: the reflected method comes first
print(plain)

class Times(int):
    def __rmul__(self, other):
        return "Times.__rmul__"

s = Stack([1, 2])
s *= Times(2)                     # *= tries the binary methods first
print(s)
s = Stack([1, 2])
s *= 2
print(s, type(s).__name__)
