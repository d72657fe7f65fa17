# Which iterator types have __length_hint__ (operator.length_hint uses it),
# and what it says as they are consumed.
import collections
import operator


def hints(name, it, steps):
    out = [hasattr(it, '__length_hint__')]
    for _ in range(steps):
        out.append(operator.length_hint(it, -1))
        next(it, None)
    out.append(operator.length_hint(it, -1))
    print(name, type(it).__name__, out)


hints('list', iter([1, 2, 3]), 4)
hints('reversed list', reversed([1, 2, 3]), 4)
hints('tuple', iter((1, 2)), 3)
hints('ascii str', iter('abc'), 4)
hints('str', iter('h\u00e9\u20ac\U0001f600'), 5)
hints('range', iter(range(0, 10, 3)), 5)
hints('dict', iter({1: 2, 3: 4}), 3)
hints('dict items', iter({1: 2}.items()), 2)
hints('set', iter({1, 2, 3}), 4)
hints('frozenset', iter(frozenset('ab')), 3)
hints('bytes', iter(b'xyz'), 4)
hints('bytearray', iter(bytearray(b'xy')), 3)
hints('deque', iter(collections.deque([1, 2])), 3)
hints('enumerate', enumerate('ab'), 1)
hints('zip', zip('ab', 'cd'), 1)
hints('map', map(str, [1, 2]), 1)
hints('filter', filter(None, [1, 0]), 1)
hints('callable', iter(iter([1, 2]).__next__, 2), 1)
hints('OrderedDict', iter(collections.OrderedDict(a=1, b=2)), 1)
s = {1, 2, 3}
it = iter(s)
next(it)
s.add(4)
print('set grown', operator.length_hint(it, -1))
b = bytearray(b'abcd')
it = iter(b)
next(it)
del b[1:]
print('bytearray shrunk', operator.length_hint(it, -1), list(it))
