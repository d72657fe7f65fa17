# functools.cmp_to_key: one KeyWrapper type for every function's keys, comparisons
# with a non-key refused, keys unhashable, .obj writable.
import functools
def cmp(a, b):
    return (a > b) - (a < b)
def rcmp(a, b):
    return cmp(b, a)
k = functools.cmp_to_key(cmp)
print(type(k).__name__, type(k).__qualname__, type(k).__module__, type(k(1)) is type(k))
print(sorted([3, 1, 2], key=k), sorted('bca', key=functools.cmp_to_key(rcmp)))
print(k(1) < k(2), k(2) <= k(2), k(3) == k(3), k(1) > k(0), k(1) >= k(5))
print(k(1) < functools.cmp_to_key(rcmp)(2))
a = k(5)
print(a.obj)
a.obj = 7
print(a.obj)
try:
    hash(k(1))
except TypeError as e:
    print(e)
print(min([4, 2, 9], key=k), max([4, 2, 9], key=functools.cmp_to_key(rcmp)))
try:
    k(1) < 2
except TypeError as e:
    print('TypeError:', e)
try:
    k(1) == 'x'
except TypeError as e:
    print('TypeError:', e)
print(k(1) != k(2))
import heapq
print(heapq.nsmallest(2, [5, 1, 4], key=k))
