# Functions of the standard modules reached in every way before and at
# their first call: docstrings, keyword arguments, generators, closures,
# default arguments, errors raised from inside them, recursion.
import collections
import functools
import heapq
import json
import textwrap

print(collections.Counter.most_common.__doc__.splitlines()[0])
print(collections.Counter.most_common.__name__, collections.Counter.most_common.__qualname__)
c = collections.Counter("mississippi")
print(c.most_common(n=2))
print(sorted(c.elements())[:6])
print(list(heapq.merge([1, 4, 9], [2, 3, 10], key=None)))


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60), fib.cache_info().hits)
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", width=20, placeholder="..."))
print(json.dumps({"b": [1, 2], "a": None}, sort_keys=True, indent=1))
try:
    json.loads('{"x": }')
except json.JSONDecodeError as e:
    print(type(e).__name__, e.msg, e.pos)
try:
    heapq.heappush([], 1, 2)
except TypeError as e:
    print("TypeError:", e)
d = collections.OrderedDict.fromkeys("abc", 0)
d.move_to_end("a")
print(list(d), d.popitem(last=False))
print(functools.reduce(lambda a, b: a * b, range(1, 8)), functools.partial(int, base=2)("1011"))
