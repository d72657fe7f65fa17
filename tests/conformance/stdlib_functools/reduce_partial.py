from functools import reduce, partial
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6)))
print(reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []), reduce(max, [3, 9, 2], 0))
print(reduce(operator.add, [], 'init'), reduce(operator.add, ['only']))
nested = {'a': {'b': {'c': 42}}}
print(reduce(lambda d, k: d[k], ['a', 'b', 'c'], nested))
print(reduce(lambda a, b: a | b, [{1}, {2}, {3}]))

def power(base, exp, mod=None):
    return pow(base, exp, mod)
square = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=10)
print(square(7), cube_mod(7), square(3, exp=3))
p2 = partial(partial(power, 2), 10)
print(p2(), p2.func is power, p2.args, p2.keywords)
int2 = partial(int, base=2)
print(int2('1011'), [int2(s) for s in ['1', '10', '111']])
print(list(map(partial(operator.mul, 3), [1, 2, 3])))
print(sorted(['bb', 'a', 'ccc'], key=partial(len)))
try:
    partial(5)
except TypeError as e:
    print('TypeError', e)
