# Classes and functions are compared by identity; type() comparisons.
class A:
    pass


class B(A):
    pass


a, b = A(), B()
print(type(a) is A, type(b) is A, isinstance(b, A), type(b) == B)
print(type(1) is int, type(True) is int, type(True) is bool, isinstance(True, int))
print(type([]) is list, type(()) == tuple, type(None) is type(None))
print(type(a) is type(A()), A == A, A is not B)


def f():
    pass


g = f
print(f is g, f == g, (lambda: 0) == (lambda: 0))
kinds = {int: "integer", str: "text", list: "list"}
for v in (1, "s", [1], True, 2.5):
    print(repr(v), kinds.get(type(v), "unknown"))
print(len({A, B, A}), {A: 1}[A])
