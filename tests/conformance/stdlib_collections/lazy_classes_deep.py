# A name collections makes on first use, first asked for at the deepest
# call the recursion limit allows.
import collections
def g(n):
    if n == 0:
        return 1
    return g(n - 1)
def f(n):
    if n == 0:
        return collections.UserDict
    return f(n - 1)
hi = 0
for d in range(900, 1100):
    try:
        g(d); hi = d
    except RecursionError:
        break
try:
    f(hi); print('ok at max depth')
except RecursionError:
    print('RecursionError at max depth', hi)
print(collections.UserDict)
