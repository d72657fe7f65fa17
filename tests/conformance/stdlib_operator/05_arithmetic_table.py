# A calculator dispatch table built from operator functions.
import operator as op

ops = {"+": op.add, "-": op.sub, "*": op.mul, "/": op.truediv, "//": op.floordiv, "%": op.mod, "**": op.pow,
       "<<": op.lshift, ">>": op.rshift, "&": op.and_, "|": op.or_, "^": op.xor}
for sym, f in ops.items():
    print(f"17 {sym} 5 = {f(17, 5)}")
print(op.neg(4), op.pos(-4), op.abs(-2.5), op.invert(5), op.inv(0), op.not_(0), op.truth([]), op.index(7))
print(op.matmul.__name__, op.concat([1], [2]), op.concat("a", "b"))
for a, b in [(1, 2), (2, 2), (3, 2)]:
    print(a, b, op.lt(a, b), op.le(a, b), op.eq(a, b), op.ne(a, b), op.ge(a, b), op.gt(a, b))
x = None
print(op.is_(x, None), op.is_not(x, None))
