# Keywords passed to methods that take none, called directly on the object:
# CPython names them with their type (str.count(), set.union(), deque.index()).
from collections import deque

calls = [
    lambda: "abc".count("a", start=1), lambda: "abc".find(sub="a"), lambda: "abc".startswith(prefix="a"), lambda: "abc".index("a", end=2),
    lambda: b"abc".rfind(b"a", x=1), lambda: bytearray(b"a").endswith(suffix=b"a"), lambda: b"ab".rindex(b"b", start=0),
    lambda: {1}.union(other={2}), lambda: {1}.update(x=[1]), lambda: frozenset().intersection(s=1), lambda: {1}.difference_update(x=1),
    lambda: deque([1]).index(x=1), lambda: deque([1]).insert(i=0, x=1), lambda: [1].index(x=1), lambda: (1,).count(value=1),
    lambda: "a b".split(sep=" "), lambda: "abc".replace(old="a", new="b"), lambda: {1}.add(elem=2), lambda: "x".join(iterable=[]),
]
for i, c in enumerate(calls):
    try:
        print(i, repr(c()))
    except Exception as e:
        print(i, type(e).__name__, e)
