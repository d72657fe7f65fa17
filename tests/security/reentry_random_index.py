# expect: ok
# stdout: TypeError __index__ returned non-int (type str)
# stdout: TypeError __index__ returned non-int (type str)
# stdout: TypeError __index__ returned non-int (type str)
# stdout: TypeError __index__ returned non-int (type str)
# stdout: TypeError __index__ returned non-int (type list)
# stdout: TypeError __index__ returned non-int (type list)
# stdout: TypeError __index__ returned non-int (type list)
# stdout: TypeError __index__ returned non-int (type list)
# stdout: TypeError __index__ returned non-int (type float)
# stdout: TypeError __index__ returned non-int (type float)
# stdout: TypeError __index__ returned non-int (type float)
# stdout: TypeError __index__ returned non-int (type float)
# stdout: TypeError __index__ returned non-int (type NoneType)
# stdout: TypeError __index__ returned non-int (type NoneType)
# stdout: TypeError __index__ returned non-int (type NoneType)
# stdout: TypeError __index__ returned non-int (type NoneType)
# stdout: TypeError __index__ returned non-int (type tuple)
# stdout: TypeError __index__ returned non-int (type tuple)
# stdout: TypeError __index__ returned non-int (type tuple)
# stdout: TypeError __index__ returned non-int (type tuple)
# stdout: True
# stdout: True
# stdout: True
# stdout: True
# A user __index__ of a randrange() bound that returns something other than
# an int is a TypeError, as in CPython; the value was once handed to the
# int code as it came (a str read as a big int).
import random
class X:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
for v in ["abc" * 20, [1, 2], 3.5, None, (1,), True]:
    for f in (lambda: random.randrange(X(v)), lambda: random.randrange(0, X(v)), lambda: random.randrange(0, 10**30, X(v)), lambda: random.randrange(X(v), 10**30)):
        try:
            print(f() >= 0)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
