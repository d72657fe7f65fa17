import operator as op
from functools import reduce

print(op.add(1, 2), op.sub(5, 3), op.mul('ab', 2), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3))
print(op.pow(2, 10), op.neg(4), op.pos(-4), op.abs(-3.5), op.not_(0), op.truth([]), op.inv(5), op.invert(0))
print(op.eq(1, 1.0), op.ne(1, 2), op.lt(1, 2), op.le(2, 2), op.gt(1, 2), op.ge(3, 2))
print(op.and_(12, 10), op.or_(12, 10), op.xor(12, 10), op.lshift(1, 4), op.rshift(256, 4))
print(op.concat([1], [2]), op.contains('hello', 'ell'), op.countOf([1, 2, 1, 1], 1), op.indexOf('abc', 'c'))
print(op.is_(None, None), op.is_not(1, None), op.index(7), op.getitem({'k': 'v'}, 'k'))
d = {}
op.setitem(d, 'a', 1)
op.setitem(d, 'b', 2)
op.delitem(d, 'a')
print(d, op.length_hint([1, 2, 3]), op.length_hint(iter([])), op.length_hint(5, 9))
lst = [1]
print(op.iadd(lst, [2]), lst, op.imul(3, 4), op.iconcat([0], (1,)))
print(reduce(op.mul, range(1, 8)), sum(map(op.mul, [1, 2, 3], [4, 5, 6])))
ops = {'+': op.add, '-': op.sub, '*': op.mul, '/': op.truediv}
def rpn(tokens):
    stack = []
    for t in tokens.split():
        if t in ops:
            b, a = stack.pop(), stack.pop()
            stack.append(ops[t](a, b))
        else:
            stack.append(float(t))
    return stack[0]
print(rpn('3 4 + 2 *'), rpn('5 1 2 + 4 * + 3 -'))
for bad in [lambda: op.concat(1, 2), lambda: op.index(1.5), lambda: op.indexOf([1], 2), lambda: op.itemgetter()]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
