class A:
    def __str__(self): return 5
    def __repr__(self): return None
    def __len__(self): return -1
    def __bool__(self): return "yes"
    def __hash__(self): return "h"
    def __index__(self): return 1.5
    def __int__(self): return "3"
    def __float__(self): return 1
    def __iter__(self): return 5
    def __format__(self, spec): return 7
    def __eq__(self, o): return NotImplemented
    def __contains__(self, x): return 1
    def __length_hint__(self): return "z"
    def __round__(self, n=None): return "r"
    def __abs__(self): return "abs"
for f in [str, repr, len, bool, hash, lambda a: [1, 2][a], int, float, iter, lambda a: format(a, "x"), lambda a: f"{a}", lambda a: 1 in a, round, abs, lambda a: a == a, lambda a: print(a), lambda a: "%s" % a, lambda a: "%r" % (a,), lambda a: [a], lambda a: complex(a), lambda a: list(a), lambda a: sorted([a, A()])]:
    try:
        print(repr(f(A())))
    except Exception as e:
        print(type(e).__name__, e)
